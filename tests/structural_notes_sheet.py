"""A structural general notes sheet (S-001, 36x24 in) for a three-storey steel-framed office
building, drawn the way a US structural engineer's office draws one: dense notes set in four
columns, each section under an underlined heading, its notes numbered and wrapped with a hanging
indent over two or three lines, lettered sub-items under a note; a DESIGN CRITERIA block whose
loads and seismic and wind parameters are set as a label with its value tab-aligned to the right
(live loads by occupancy, snow, wind, seismic, the allowable soil bearing from a named
geotechnical report); a CONCRETE STRENGTH table (element, f'c, max w/c, air content) and a LAP
SPLICE table by bar size (top bars and other bars) ruled inside their columns; the title block a
strip down the right edge.

Shared by tests that ask it questions; the questions (`tests/blind_questions/drawn/round35-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`, session 23).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip

W, H = 2592, 1728
SIZE = 8.0            # note text
LEAD = 11.5           # line pitch of note text
HEAD = 11.0           # section headings
COL_X = (50, 605, 1160, 1715)
COL_W = 520
TOP = 70

CONCRETE = [
    ("ELEMENT", "f'c (PSI)", "MAX W/C", "AIR CONTENT"),
    ("FOOTINGS", "3,000", "0.55", "NONE"),
    ("FOUNDATION WALLS AND PIERS", "4,000", "0.50", "6% +/- 1.5%"),
    ("INTERIOR SLABS ON GRADE", "4,000", "0.50", "3% MAX"),
    ("ELEVATED SLABS ON METAL DECK", "4,000", "0.50", "3% MAX"),
    ("EXTERIOR EXPOSED (SLABS, WALKS, STOOPS)", "4,500", "0.45", "6% +/- 1.5%"),
]
LAP = [
    ("BAR SIZE", "TOP BARS", "OTHER BARS"),
    ("#4", "32\"", "25\""),
    ("#5", "40\"", "31\""),
    ("#6", "48\"", "37\""),
    ("#7", "70\"", "54\""),
    ("#8", "80\"", "62\""),
]

# Each column a list of blocks: ("head", text), ("note", number, text), ("sub", letter, text),
# ("row", label, value) a label with its value tab-aligned, ("table", title, widths, rows),
# ("text", text) an unnumbered line, ("abbr", pairs) a two-column abbreviation list,
# ("index", rows) a sheet list, ("gap", points).
COLUMNS = [
    [
        ("head", "GENERAL"),
        ("note", "1.", "THESE GENERAL NOTES APPLY TO ALL STRUCTURAL DRAWINGS AND SUPPLEMENT THE PROJECT "
                       "SPECIFICATIONS. WHERE A CONFLICT EXISTS BETWEEN THE DRAWINGS, THESE NOTES AND THE "
                       "SPECIFICATIONS, THE MORE STRINGENT REQUIREMENT SHALL GOVERN."),
        ("note", "2.", "THE STRUCTURAL DRAWINGS SHALL BE USED IN CONJUNCTION WITH THE ARCHITECTURAL, MECHANICAL, "
                       "ELECTRICAL AND PLUMBING DRAWINGS. VERIFY ALL OPENINGS, SLEEVES, CURBS, EMBEDDED ITEMS AND "
                       "EQUIPMENT PADS WITH THE APPROPRIATE TRADE DRAWINGS."),
        ("note", "3.", "CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND EXISTING CONDITIONS IN THE FIELD AND REPORT "
                       "ANY DISCREPANCIES TO THE ARCHITECT BEFORE PROCEEDING WITH THE WORK. DO NOT SCALE DRAWINGS."),
        ("note", "4.", "THE STRUCTURE IS DESIGNED TO BE SELF-SUPPORTING AND STABLE ONLY AFTER ALL FRAMING, "
                       "BRACING, FLOOR AND ROOF DIAPHRAGMS ARE COMPLETE. THE CONTRACTOR IS SOLELY RESPONSIBLE "
                       "FOR THE DESIGN AND INSTALLATION OF ALL TEMPORARY BRACING AND SHORING REQUIRED DURING "
                       "CONSTRUCTION."),
        ("note", "5.", "CONSTRUCTION LOADS SHALL NOT EXCEED THE DESIGN LIVE LOADS LISTED BELOW. DO NOT STOCKPILE "
                       "MATERIALS ON FRAMED FLOORS OR ROOF BEYOND THE DESIGN LOADS."),
        ("note", "6.", "TYPICAL DETAILS APPLY WHEREVER THEY ARE APPLICABLE WHETHER OR NOT THEY ARE SPECIFICALLY "
                       "REFERENCED ON THE PLANS."),
        ("gap", 14),
        ("head", "DESIGN CRITERIA"),
        ("note", "1.", "GOVERNING CODE: 2021 INTERNATIONAL BUILDING CODE (IBC) AS ADOPTED BY THE 2024 OHIO "
                       "BUILDING CODE. MINIMUM DESIGN LOADS PER ASCE 7-16, \"MINIMUM DESIGN LOADS AND ASSOCIATED "
                       "CRITERIA FOR BUILDINGS AND OTHER STRUCTURES\"."),
        ("note", "2.", "RISK CATEGORY: II"),
        ("note", "3.", "FLOOR LIVE LOADS (LIVE LOAD REDUCTION PER ASCE 7-16 SECTION 4.7 WHERE PERMITTED):"),
        ("row", "A.  OFFICES", "50 PSF + 15 PSF PARTITIONS"),
        ("row", "B.  LOBBIES AND FIRST FLOOR CORRIDORS", "100 PSF"),
        ("row", "C.  CORRIDORS ABOVE FIRST FLOOR", "80 PSF"),
        ("row", "D.  STAIRS AND EXITWAYS", "100 PSF"),
        ("row", "E.  FILE AND LIGHT STORAGE ROOMS", "125 PSF"),
        ("row", "F.  MECHANICAL AND ELECTRICAL ROOMS", "150 PSF"),
        ("note", "4.", "ROOF LIVE LOAD: 20 PSF (REDUCIBLE)"),
        ("note", "5.", "SUPERIMPOSED DEAD LOADS (IN ADDITION TO SELF WEIGHT OF STRUCTURE):"),
        ("row", "A.  FLOORS (CEILING, MEP, FLOORING)", "15 PSF"),
        ("row", "B.  ROOF (ROOFING, INSULATION, CEILING, MEP)", "20 PSF"),
        ("note", "6.", "SNOW LOADS:"),
        ("row", "A.  GROUND SNOW LOAD, Pg", "30 PSF"),
        ("row", "B.  SNOW EXPOSURE FACTOR, Ce", "1.0"),
        ("row", "C.  THERMAL FACTOR, Ct", "1.0"),
        ("row", "D.  SNOW IMPORTANCE FACTOR, Is", "1.0"),
        ("row", "E.  FLAT ROOF SNOW LOAD, Pf", "21 PSF"),
        ("sub", "F.", "SNOW DRIFTS AT PARAPETS, ROOF STEPS AND ROOFTOP UNITS PER ASCE 7-16 SECTIONS 7.7 AND "
                      "7.8. RAIN-ON-SNOW SURCHARGE DOES NOT APPLY."),
        ("note", "7.", "WIND LOADS:"),
        ("row", "A.  ULTIMATE DESIGN WIND SPEED, Vult (3-SEC GUST)", "107 MPH"),
        ("row", "B.  NOMINAL DESIGN WIND SPEED, Vasd", "83 MPH"),
        ("row", "C.  WIND EXPOSURE CATEGORY", "C"),
        ("row", "D.  INTERNAL PRESSURE COEFFICIENT, GCpi", "+/- 0.18 (ENCLOSED)"),
        ("sub", "E.", "COMPONENTS AND CLADDING SHALL BE DESIGNED FOR THE PRESSURES OF ASCE 7-16 CHAPTER 30 "
                      "BY THE SUPPLIER OF EACH COMPONENT."),
        ("note", "8.", "EARTHQUAKE DESIGN DATA:"),
        ("row", "A.  SEISMIC IMPORTANCE FACTOR, Ie", "1.0"),
        ("row", "B.  MAPPED SPECTRAL RESPONSE ACCELERATION, Ss", "0.165 g"),
        ("row", "C.  MAPPED SPECTRAL RESPONSE ACCELERATION, S1", "0.052 g"),
        ("row", "D.  SITE CLASS", "D"),
        ("row", "E.  DESIGN SPECTRAL RESPONSE COEFFICIENTS, SDS / SD1", "0.176 g / 0.083 g"),
        ("row", "F.  SEISMIC DESIGN CATEGORY", "B"),
        ("sub", "G.", "BASIC SEISMIC-FORCE-RESISTING SYSTEM: STEEL ORDINARY CONCENTRICALLY BRACED FRAMES, "
                      "R = 3.25, OMEGA0 = 2, Cd = 3.25"),
        ("row", "H.  SEISMIC RESPONSE COEFFICIENT, Cs", "0.054"),
        ("row", "I.  DESIGN BASE SHEAR, V", "162 KIPS"),
        ("row", "J.  ANALYSIS PROCEDURE", "EQUIVALENT LATERAL FORCE"),
        ("note", "9.", "ALLOWABLE SOIL BEARING PRESSURE: 3,000 PSF PER GEOTECHNICAL ENGINEERING REPORT "
                       "NO. 24-1187 BY LAKESHORE GEOTECHNICAL SERVICES, INC., DATED MARCH 14, 2025."),
        ("note", "10.", "FLOOR DEFLECTION LIMITS: L/360 FOR LIVE LOAD AND L/240 FOR TOTAL LOAD. LATERAL "
                        "DRIFT UNDER 10-YEAR WIND: H/400."),
        ("gap", 14),
        ("head", "LATERAL LOAD RESISTING SYSTEM"),
        ("note", "1.", "WIND AND SEISMIC LOADS ARE RESISTED BY THE COMPOSITE FLOOR AND ROOF DECK DIAPHRAGMS, "
                       "WHICH DELIVER LOAD TO STEEL ORDINARY CONCENTRICALLY BRACED FRAMES IN EACH PRINCIPAL "
                       "DIRECTION. BRACED FRAME LOCATIONS ARE SHOWN ON THE FRAMING PLANS AND ELEVATIONS."),
        ("note", "2.", "DO NOT REMOVE, RELOCATE OR CUT ANY BRACE, COLLECTOR OR DIAPHRAGM CHORD WITHOUT THE "
                       "WRITTEN APPROVAL OF THE STRUCTURAL ENGINEER OF RECORD."),
        ("note", "3.", "BRACED FRAMES ARE NOT COMPLETE UNTIL THE FLOOR AND ROOF DIAPHRAGMS ARE FULLY "
                       "ATTACHED. PROVIDE TEMPORARY BRACING OF THE STEEL FRAME UNTIL THAT TIME."),
    ],
    [
        ("head", "FOUNDATIONS"),
        ("note", "1.", "FOUNDATION DESIGN IS BASED ON THE GEOTECHNICAL REPORT LISTED IN THE DESIGN CRITERIA. "
                       "THE CONTRACTOR SHALL OBTAIN AND REVIEW THE REPORT AND FOLLOW ITS RECOMMENDATIONS FOR "
                       "SITE PREPARATION, DEWATERING AND FILL."),
        ("note", "2.", "SPREAD AND CONTINUOUS FOOTINGS SHALL BEAR ON UNDISTURBED NATIVE SOIL OR ON ENGINEERED "
                       "FILL COMPACTED TO 95 PERCENT OF MAXIMUM DRY DENSITY PER ASTM D1557, PLACED IN LIFTS NOT "
                       "EXCEEDING 8 INCHES."),
        ("note", "3.", "BOTTOM OF ALL EXTERIOR FOOTINGS AND FOOTINGS IN UNHEATED AREAS SHALL BE A MINIMUM OF "
                       "3'-6\" BELOW FINISHED GRADE FOR FROST PROTECTION."),
        ("note", "4.", "THE GEOTECHNICAL ENGINEER OR HIS REPRESENTATIVE SHALL OBSERVE ALL FOOTING EXCAVATIONS "
                       "BEFORE REINFORCING IS PLACED. REMOVE SOFT OR UNSUITABLE MATERIAL AND REPLACE WITH LEAN "
                       "CONCRETE OR ENGINEERED FILL AS DIRECTED."),
        ("note", "5.", "SLAB ON GRADE: 5\" CONCRETE SLAB REINFORCED WITH #4 @ 18\" O.C. EACH WAY AT MID-DEPTH, "
                       "OVER A 15 MIL VAPOR RETARDER ON 6\" COMPACTED GRANULAR BASE (ODOT ITEM 304)."),
        ("note", "6.", "SAW-CUT CONTRACTION JOINTS IN SLABS ON GRADE TO 1/4 OF THE SLAB DEPTH AT 15'-0\" O.C. "
                       "MAXIMUM EACH WAY, WITHIN 12 HOURS OF PLACEMENT. PANEL ASPECT RATIO SHALL NOT EXCEED 1.5."),
        ("note", "7.", "DO NOT BACKFILL AGAINST FOUNDATION WALLS RETAINING EARTH ON ONE SIDE UNTIL THE FLOOR "
                       "SLAB AT BOTH TOP AND BOTTOM IS IN PLACE AND HAS REACHED 75 PERCENT OF f'c, UNLESS "
                       "BRACED."),
        ("note", "8.", "STEP FOOTINGS AT A SLOPE NOT EXCEEDING 1 VERTICAL TO 2 HORIZONTAL. FOOTINGS SHALL BE "
                       "CENTERED UNDER COLUMNS AND WALLS UNLESS NOTED OTHERWISE."),
        ("gap", 14),
        ("head", "CONCRETE"),
        ("note", "1.", "ALL CONCRETE WORK SHALL CONFORM TO ACI 301-20, \"SPECIFICATIONS FOR CONCRETE "
                       "CONSTRUCTION\", AND ACI 318-19, \"BUILDING CODE REQUIREMENTS FOR STRUCTURAL CONCRETE\"."),
        ("note", "2.", "CONCRETE SHALL BE NORMAL WEIGHT (145 PCF) AND SHALL ATTAIN THE MINIMUM 28-DAY "
                       "COMPRESSIVE STRENGTHS GIVEN IN THE CONCRETE STRENGTH TABLE BELOW."),
        ("gap", 4),
        ("table", "CONCRETE STRENGTH", [230, 80, 70, 120], CONCRETE),
        ("text", "AIR CONTENT IS TOTAL AIR BY VOLUME PER ASTM C231. DO NOT AIR-ENTRAIN TROWELED SLABS."),
        ("gap", 6),
        ("note", "3.", "CEMENT: ASTM C150, TYPE I/II. FLY ASH: ASTM C618, CLASS F OR C, NOT TO EXCEED 25 "
                       "PERCENT OF TOTAL CEMENTITIOUS MATERIAL. AGGREGATES: ASTM C33, 3/4\" MAXIMUM SIZE."),
        ("note", "4.", "MINIMUM CONCRETE COVER FOR REINFORCING UNLESS NOTED OTHERWISE:"),
        ("row", "A.  CAST AGAINST AND PERMANENTLY EXPOSED TO EARTH", "3\""),
        ("row", "B.  EXPOSED TO EARTH OR WEATHER, #6 AND LARGER", "2\""),
        ("row", "C.  EXPOSED TO EARTH OR WEATHER, #5 AND SMALLER", "1 1/2\""),
        ("row", "D.  SLABS AND WALLS NOT EXPOSED TO WEATHER", "3/4\""),
        ("note", "5.", "CALCIUM CHLORIDE OR ADMIXTURES CONTAINING CHLORIDES SHALL NOT BE USED. WATER SHALL NOT "
                       "BE ADDED AT THE SITE BEYOND THE AMOUNT WITHHELD ON THE APPROVED MIX DESIGN."),
        ("note", "6.", "COLD WEATHER CONCRETING SHALL CONFORM TO ACI 306R AND HOT WEATHER CONCRETING TO ACI "
                       "305R. DO NOT PLACE CONCRETE ON FROZEN SUBGRADE."),
        ("note", "7.", "SUBMIT MIX DESIGNS FOR EACH CLASS OF CONCRETE, WITH FIELD STRENGTH TEST RECORDS OR "
                       "TRIAL BATCH DATA, AT LEAST 14 DAYS BEFORE THE FIRST PLACEMENT."),
        ("note", "8.", "CONSTRUCTION JOINTS NOT SHOWN ON THE DRAWINGS SHALL BE LOCATED AND DETAILED ON THE "
                       "REINFORCING SHOP DRAWINGS AND SUBMITTED FOR REVIEW."),
        ("note", "9.", "CURE ALL CONCRETE FOR A MINIMUM OF 7 DAYS BY WATER CURING OR A CURING COMPOUND "
                       "CONFORMING TO ASTM C309, COMPATIBLE WITH FLOOR FINISHES."),
        ("gap", 14),
        ("head", "STRUCTURAL DRAWING INDEX"),
        ("index", [("S-001", "STRUCTURAL GENERAL NOTES"), ("S-002", "STATEMENT OF SPECIAL INSPECTIONS"),
                   ("S-101", "FOUNDATION PLAN"), ("S-102", "SECOND FLOOR FRAMING PLAN"),
                   ("S-103", "THIRD FLOOR FRAMING PLAN"), ("S-104", "ROOF FRAMING PLAN"),
                   ("S-301", "BRACED FRAME ELEVATIONS"), ("S-501", "FOUNDATION DETAILS"),
                   ("S-502", "STEEL FRAMING DETAILS")]),
    ],
    [
        ("head", "REINFORCING STEEL"),
        ("note", "1.", "REINFORCING BARS SHALL BE DEFORMED BARS CONFORMING TO ASTM A615, GRADE 60. BARS "
                       "REQUIRING WELDING SHALL CONFORM TO ASTM A706, GRADE 60."),
        ("note", "2.", "WELDED WIRE REINFORCEMENT SHALL CONFORM TO ASTM A1064 AND SHALL BE FURNISHED IN FLAT "
                       "SHEETS ONLY. LAP ADJACENT SHEETS ONE FULL MESH PLUS 2\"."),
        ("note", "3.", "DETAIL, FABRICATE AND PLACE REINFORCING PER ACI SP-66, \"ACI DETAILING MANUAL\", AND "
                       "THE CRSI MANUAL OF STANDARD PRACTICE. SUPPORT BARS ON CHAIRS OR BOLSTERS; DO NOT USE "
                       "BRICK OR WOOD."),
        ("note", "4.", "UNLESS NOTED OTHERWISE, LAP CONTINUOUS REINFORCING WITH CLASS B TENSION LAP SPLICES "
                       "PER THE LAP SPLICE TABLE BELOW. STAGGER SPLICES OF ADJACENT BARS WHERE POSSIBLE."),
        ("note", "5.", "TOP BARS ARE HORIZONTAL BARS PLACED SO THAT MORE THAN 12\" OF FRESH CONCRETE IS CAST "
                       "BELOW THE SPLICE."),
        ("gap", 4),
        ("table", "LAP SPLICE SCHEDULE", [90, 110, 110], LAP),
        ("text", "TABLE VALUES ARE FOR f'c = 4,000 PSI, NORMAL WEIGHT, UNCOATED BARS. FOR f'c = 3,000 PSI"),
        ("text", "MULTIPLY BY 1.15. FOR EPOXY-COATED BARS MULTIPLY BY 1.5."),
        ("gap", 6),
        ("note", "6.", "PROVIDE CORNER BARS MATCHING THE HORIZONTAL REINFORCING AT ALL CORNERS AND "
                       "INTERSECTIONS OF WALLS AND CONTINUOUS FOOTINGS."),
        ("note", "7.", "FIELD BENDING OF BARS PARTIALLY EMBEDDED IN CONCRETE IS NOT PERMITTED UNLESS "
                       "APPROVED BY THE ENGINEER OF RECORD."),
        ("note", "8.", "PROVIDE 2-#5 BARS (1 EACH FACE) EXTENDING 2'-0\" BEYOND THE CORNERS OF ALL OPENINGS "
                       "IN WALLS AND SLABS, AND 1-#5 x 4'-0\" DIAGONAL BAR AT EACH RE-ENTRANT CORNER."),
        ("gap", 14),
        ("head", "STRUCTURAL STEEL"),
        ("note", "1.", "DESIGN, FABRICATION AND ERECTION OF STRUCTURAL STEEL SHALL CONFORM TO AISC 360-16, "
                       "\"SPECIFICATION FOR STRUCTURAL STEEL BUILDINGS\", AND AISC 303-16, \"CODE OF STANDARD "
                       "PRACTICE FOR STEEL BUILDINGS AND BRIDGES\"."),
        ("note", "2.", "MATERIALS:"),
        ("sub", "A.", "WIDE FLANGE SHAPES: ASTM A992, Fy = 50 KSI."),
        ("sub", "B.", "HOLLOW STRUCTURAL SECTIONS (HSS): ASTM A500, GRADE C. RECTANGULAR AND SQUARE, "
                      "Fy = 50 KSI; ROUND, Fy = 46 KSI."),
        ("sub", "C.", "CHANNELS, ANGLES, PLATES AND BARS: ASTM A36, Fy = 36 KSI."),
        ("sub", "D.", "PIPE: ASTM A53, GRADE B, TYPE E OR S."),
        ("sub", "E.", "HIGH-STRENGTH BOLTS: ASTM F3125, GRADE A325, TYPE 1, 3/4\" DIAMETER MINIMUM, WITH "
                      "ASTM A563 HEAVY HEX NUTS AND ASTM F436 HARDENED WASHERS."),
        ("sub", "F.", "ANCHOR RODS: ASTM F1554, GRADE 36, WITH HEAVY HEX NUTS, UNLESS NOTED OTHERWISE."),
        ("sub", "G.", "WELDING ELECTRODES: E70XX LOW HYDROGEN. WELDING SHALL CONFORM TO AWS D1.1."),
        ("sub", "H.", "NON-SHRINK GROUT UNDER BASE PLATES: ASTM C1107, 5,000 PSI MINIMUM AT 28 DAYS."),
        ("note", "3.", "BOLTED CONNECTIONS SHALL BE BEARING TYPE (N), SNUG-TIGHTENED, UNLESS NOTED OTHERWISE. "
                       "BRACED FRAME CONNECTIONS SHALL BE PRETENSIONED, SLIP-CRITICAL, CLASS A FAYING SURFACES."),
        ("note", "4.", "CONNECTIONS NOT FULLY DETAILED ON THE DRAWINGS SHALL BE DESIGNED BY A PROFESSIONAL "
                       "ENGINEER LICENSED IN THE STATE OF OHIO, RETAINED BY THE FABRICATOR. WHERE REACTIONS ARE "
                       "NOT SHOWN, DESIGN FOR ONE HALF THE TOTAL UNIFORM LOAD CAPACITY OF THE BEAM."),
        ("note", "5.", "STEEL EXPOSED TO WEATHER SHALL BE HOT-DIP GALVANIZED PER ASTM A123 OR A153. STEEL TO "
                       "RECEIVE SPRAYED FIRE-RESISTIVE MATERIAL SHALL BE LEFT UNPRIMED."),
        ("note", "6.", "CAMBER BEAMS WHERE INDICATED ON THE FRAMING PLANS. BEAMS SHALL BE FABRICATED WITH "
                       "NATURAL MILL CAMBER UP WHERE NOT INDICATED."),
        ("note", "7.", "SUBMIT SHOP DRAWINGS AND ERECTION DRAWINGS FOR REVIEW BEFORE FABRICATION."),
        ("gap", 14),
        ("head", "COLD-FORMED STEEL FRAMING"),
        ("note", "1.", "EXTERIOR COLD-FORMED STEEL STUD WALLS ARE A DELEGATED DESIGN. THE FRAMING SUPPLIER "
                       "SHALL RETAIN A PROFESSIONAL ENGINEER TO DESIGN STUDS, TRACKS, BRIDGING AND CONNECTIONS "
                       "FOR THE WIND PRESSURES OF ASCE 7-16 CHAPTER 30."),
        ("note", "2.", "STUDS AND TRACKS: ASTM A1003, Fy = 50 KSI FOR 16 GAGE AND HEAVIER, Fy = 33 KSI FOR "
                       "18 GAGE AND LIGHTER, G60 GALVANIZED. DESIGN PER AISI S100 AND AISI S240."),
        ("note", "3.", "STUD DEFLECTION LIMITS UNDER WIND: L/600 BEHIND BRICK VENEER, L/360 BEHIND OTHER "
                       "FINISHES. PROVIDE DEFLECTION TRACK AT TOPS OF WALLS ALLOWING 3/4\" VERTICAL MOVEMENT."),
    ],
    [
        ("head", "STEEL DECK"),
        ("note", "1.", "STEEL DECK SHALL CONFORM TO THE STEEL DECK INSTITUTE (SDI) STANDARDS AND ASTM A653, "
                       "STRUCTURAL STEEL GRADE 50, GALVANIZED G60."),
        ("note", "2.", "FLOOR DECK: 3\" DEEP, 20 GAGE COMPOSITE FLOOR DECK WITH 3 1/4\" CONCRETE TOPPING "
                       "(6 1/4\" TOTAL SLAB), REINFORCED WITH 6x6-W2.9xW2.9 WWR, 1\" CLEAR FROM TOP."),
        ("note", "3.", "ROOF DECK: 1 1/2\" DEEP, TYPE WR (WIDE RIB), 22 GAGE, GALVANIZED G60."),
        ("note", "4.", "ATTACH FLOOR DECK TO SUPPORTS WITH 5/8\" PUDDLE WELDS IN A 36/4 PATTERN; FASTEN "
                       "SIDE LAPS WITH #10 TEK SCREWS AT 36\" O.C."),
        ("note", "5.", "ATTACH ROOF DECK TO SUPPORTS WITH 5/8\" PUDDLE WELDS IN A 36/7 PATTERN; FASTEN SIDE "
                       "LAPS WITH #10 TEK SCREWS AT 12\" O.C. TO DEVELOP THE ROOF DIAPHRAGM."),
        ("note", "6.", "HEADED SHEAR STUD CONNECTORS: 3/4\" DIAMETER x 5\" LONG AFTER WELDING, ASTM A108, "
                       "AWS D1.1 TYPE B, WELDED THROUGH THE DECK. NUMBER OF STUDS AS SHOWN ON FRAMING PLANS."),
        ("note", "7.", "DECK IS DESIGNED FOR UNSHORED CONSTRUCTION. DECK SHALL BE CONTINUOUS OVER THREE OR "
                       "MORE SPANS WHERE POSSIBLE. PROVIDE POUR STOPS, CLOSURES AND SUMP PANS."),
        ("note", "8.", "DO NOT HANG CEILINGS, DUCTS OR PIPING FROM THE ROOF DECK. SUPPORT FROM FRAMING ONLY."),
        ("gap", 14),
        ("head", "SPECIAL INSPECTIONS"),
        ("note", "1.", "SPECIAL INSPECTIONS AND TESTS SHALL BE PERFORMED IN ACCORDANCE WITH IBC CHAPTER 17 "
                       "AND THE STATEMENT OF SPECIAL INSPECTIONS. THE OWNER SHALL ENGAGE AN INDEPENDENT "
                       "TESTING AGENCY APPROVED BY THE BUILDING OFFICIAL."),
        ("note", "2.", "SPECIAL INSPECTION IS REQUIRED FOR THE FOLLOWING:"),
        ("sub", "A.", "SOILS (IBC 1705.6): BEARING MATERIAL AT FOOTING EXCAVATIONS; PLACEMENT AND "
                      "COMPACTION OF ENGINEERED FILL."),
        ("sub", "B.", "CAST-IN-PLACE CONCRETE (IBC 1705.3): REINFORCING PLACEMENT, ANCHOR RODS AND EMBEDS, "
                      "MIX VERIFICATION, SAMPLING, SLUMP, AIR AND TEMPERATURE TESTS, CYLINDERS."),
        ("sub", "C.", "STRUCTURAL STEEL (IBC 1705.2.1): HIGH-STRENGTH BOLTING, SHOP AND FIELD WELDING, "
                      "MATERIAL IDENTIFICATION, AND FRAME MEMBER AND CONNECTION CONFIGURATION."),
        ("sub", "D.", "STEEL DECK (IBC 1705.2.2): DECK WELDS, MECHANICAL FASTENERS AND SHEAR STUD "
                      "INSTALLATION."),
        ("sub", "E.", "POST-INSTALLED ADHESIVE ANCHORS: CONTINUOUS INSPECTION OF HORIZONTAL AND OVERHEAD "
                      "INSTALLATIONS, PERIODIC OTHERWISE, PER THE ANCHOR'S ICC-ES REPORT."),
        ("note", "3.", "FABRICATORS WHO ARE AISC CERTIFIED ARE EXEMPT FROM IN-PLANT SPECIAL INSPECTION PER IBC "
                       "1704.2.5.1; SUBMIT CERTIFICATE OF COMPLIANCE AT COMPLETION OF FABRICATION."),
        ("note", "4.", "INSPECTION REPORTS SHALL BE DISTRIBUTED TO THE OWNER, ARCHITECT, STRUCTURAL ENGINEER "
                       "OF RECORD AND BUILDING OFFICIAL WITHIN 7 DAYS. DISCREPANCIES SHALL BE BROUGHT TO THE "
                       "IMMEDIATE ATTENTION OF THE CONTRACTOR FOR CORRECTION."),
        ("note", "5.", "SPECIAL INSPECTIONS FOR SEISMIC RESISTANCE ARE NOT REQUIRED (SEISMIC DESIGN CATEGORY B)."),
        ("gap", 14),
        ("head", "POST-INSTALLED ANCHORS"),
        ("note", "1.", "ADHESIVE ANCHORS SHALL BE HILTI HIT-RE 500 V3 OR SIMPSON SET-3G, INSTALLED PER THE "
                       "MANUFACTURER'S PRINTED INSTRUCTIONS AND ICC-ES REPORT. EXPANSION ANCHORS SHALL BE HILTI "
                       "KWIK BOLT TZ2 OR APPROVED EQUAL."),
        ("note", "2.", "SUBSTITUTION OF ANCHORS REQUIRES CALCULATIONS SIGNED AND SEALED BY A PROFESSIONAL "
                       "ENGINEER SHOWING EQUIVALENT CAPACITY, SUBMITTED FOR REVIEW."),
        ("note", "3.", "LOCATE EXISTING REINFORCING BY NON-DESTRUCTIVE MEANS BEFORE DRILLING. DO NOT CUT "
                       "REINFORCING. ADHESIVE ANCHOR INSTALLERS SHALL BE ACI/CRSI CERTIFIED FOR HORIZONTAL AND "
                       "OVERHEAD INSTALLATIONS."),
        ("gap", 14),
        ("head", "SUBMITTALS"),
        ("note", "1.", "SUBMIT THE FOLLOWING FOR REVIEW BEFORE FABRICATION OR INSTALLATION: CONCRETE MIX "
                       "DESIGNS, REINFORCING SHOP DRAWINGS, STRUCTURAL STEEL SHOP AND ERECTION DRAWINGS, "
                       "CONNECTION CALCULATIONS, STEEL DECK LAYOUT DRAWINGS, AND ANCHOR PRODUCT DATA."),
        ("note", "2.", "REPRODUCTION OF THE CONTRACT DRAWINGS FOR USE AS SHOP DRAWINGS IS NOT PERMITTED. "
                       "ALLOW 10 WORKING DAYS FOR REVIEW OF EACH SUBMITTAL."),
        ("note", "3.", "REVIEW OF SHOP DRAWINGS IS FOR GENERAL CONFORMANCE WITH THE DESIGN CONCEPT ONLY AND "
                       "DOES NOT RELIEVE THE CONTRACTOR OF RESPONSIBILITY FOR DIMENSIONS, QUANTITIES AND "
                       "COORDINATION WITH OTHER TRADES."),
        ("gap", 14),
        ("head", "ABBREVIATIONS"),
        ("abbr", [("AB", "ANCHOR BOLT"), ("ADDL", "ADDITIONAL"), ("B.O.", "BOTTOM OF"),
                  ("BRG", "BEARING"), ("CJ", "CONTROL JOINT"), ("CLR", "CLEAR"), ("COL", "COLUMN"),
                  ("CONC", "CONCRETE"), ("CONT", "CONTINUOUS"), ("DIA", "DIAMETER"), ("EA", "EACH"),
                  ("EF", "EACH FACE"), ("EOR", "ENGINEER OF RECORD"), ("EW", "EACH WAY"),
                  ("FTG", "FOOTING"), ("GA", "GAGE"), ("HSS", "HOLLOW STRUCTURAL SECTION"),
                  ("LLH", "LONG LEG HORIZONTAL"), ("O.C.", "ON CENTER"), ("OCBF", "ORDINARY CONC. BRACED FRAME"),
                  ("PAF", "POWDER-ACTUATED FASTENER"), ("REINF", "REINFORCING"), ("SOG", "SLAB ON GRADE"),
                  ("T.O.", "TOP OF"), ("TYP", "TYPICAL"), ("UNO", "UNLESS NOTED OTHERWISE"),
                  ("WWR", "WELDED WIRE REINFORCEMENT"), ("WP", "WORK POINT")]),
    ],
]


def _wrap(text: str, width: float, size: float = SIZE) -> list[str]:
    """Words filled into lines no wider than `width` points in Helvetica at `size`."""
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and pymupdf.get_text_length(trial, fontname="helv", fontsize=size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def _column(page, x: float, blocks: list) -> float:
    y = TOP
    for block in blocks:
        kind = block[0]
        if kind == "head":
            draw_text(page, x, y, block[1], HEAD)
            w = pymupdf.get_text_length(block[1], fontname="helv", fontsize=HEAD)
            page.draw_line((x, y + 2), (x + w, y + 2), width=0.8)
            y += 20
        elif kind in ("note", "sub"):
            indent = 0 if kind == "note" else 18
            draw_text(page, x + indent, y, block[1], SIZE)
            for line in _wrap(block[2], COL_W - indent - 18):
                draw_text(page, x + indent + 18, y, line, SIZE)
                y += LEAD
        elif kind == "row":
            letter, _, label = block[1].partition("  ")
            draw_text(page, x + 18, y, letter, SIZE)
            draw_text(page, x + 36, y, label.strip(), SIZE)
            draw_text(page, x + 330, y, block[2], SIZE)
            y += LEAD
        elif kind == "text":
            draw_text(page, x + 18, y, block[1], 7)
            y += 10
        elif kind == "table":
            _, title, widths, rows = block
            draw_text(page, x + 18, y + 4, title, 8)
            draw_grid(page, x + 18, y + 10, widths, rows, size=8, row_height=16)
            y += 10 + 16 * len(rows) + 12
        elif kind == "index":
            for number, title in block[1]:
                draw_text(page, x + 18, y, number, SIZE)
                draw_text(page, x + 80, y, title, SIZE)
                y += LEAD
        elif kind == "abbr":
            pairs = block[1]
            half = (len(pairs) + 1) // 2
            for i, (short, full) in enumerate(pairs):
                cx = x + 18 + (250 if i >= half else 0)
                row = y + LEAD * (i % half)
                draw_text(page, cx, row, short, SIZE)
                draw_text(page, cx + 50, row, full, SIZE)
            y += LEAD * half
        elif kind == "gap":
            y += block[1]
    return y


def structural_notes_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_title_strip(page, W, H,
                     ["HALVORSEN STRUCTURAL", "ENGINEERS, INC.", "1200 SUPERIOR AVENUE, SUITE 410",
                      "CLEVELAND, OHIO 44114", "TEL (216) 555-0172"],
                     ["LAKESHORE PARK OFFICE BUILDING", "7450 MENTOR AVENUE", "MENTOR, OHIO 44060",
                      "ISSUED FOR PERMIT"],
                     "09/12/2025", "HSE-25-0417", "NONE", "STRUCTURAL GENERAL NOTES", "S-001")
    for x, blocks in zip(COL_X, COLUMNS):
        bottom = _column(page, x, blocks)
        assert bottom < H - 40, (x, bottom)
    for x in COL_X[1:]:
        page.draw_line((x - 18, 50), (x - 18, H - 50), width=0.3)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path))
    doc.close()
    return path
