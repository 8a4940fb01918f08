"""A US structural general notes sheet (S-0.1, ANSI B 17x11 in) from a 1998 record set, kept the
way old record drawings are kept: SCANNED. The sheet, as the engineer's office plotted it, is a
two-storey reinforced masonry classroom addition to an elementary school: under the sheet heading
a design criteria block (governing code and reference standards, occupancy, floor and roof live
loads, dead loads, snow, basic wind speed with its exposure and importance factor, seismic zone
with Z, I, Rw and soil profile, and the foundation data -- allowable soil bearing pressure,
passive pressure, friction coefficient -- from the named geotechnical report),
then GENERAL STRUCTURAL NOTES numbered 1-20 in two columns, set in Courier with a hanging
indent (foundations, concrete f'c by element with dot leaders, cover, reinforcing grade, lap
splices in concrete and in masonry, CMU with f'm, mortar, grout, masonry reinforcing, lintels,
anchor bolts, structural steel, joists and deck, hollow-core plank, special inspection and
submittals); under the notes three typical details drawn with leaders and numbered detail
bubbles (1 TYP. MASONRY WALL REINFORCING, 2 TYP. CORNER BARS, 3 TYP. FTG. DOWEL, NO SCALE); a
CAD plot stamp at the lower left; at the right a ruled LINTEL SCHEDULE (MARK, MAX. OPNG.,
LINTEL, REINFORCING, BRG., REMARKS; L1..L6) with two notes under it, a typical masonry lintel
sketch, a small abbreviations list, and at the bottom right a boxed title block: the engineer's firm and address, a seal circle, the architect, project and owner, date
04/17/1998, project number, drawn/checked initials, scale, two numbered revisions, the sheet
title and the sheet number S-0.1 set large.

The drawn page is then turned into a scan: rendered to a 200 dpi greyscale image, turned 0.6
degrees off square about its centre (numpy, bilinear), laid on a slightly grey paper tone with a
faint grain and a sparse dark speckle, and saved as a JPEG inside a new one-page PDF of the same
size whose page holds only that image: no text layer, everything has to be read by OCR.

The questions (`tests/blind_questions/drawn/round46-drawn.jsonl`) were written before drawqa
answered any of them (`docs/first-sight.md`).
"""
from __future__ import annotations

import textwrap
from pathlib import Path

import numpy as np
import pymupdf

from asking import scanned_pdf

W, H = 1224, 792                      # ANSI B, 17 x 11 in, landscape
DPI = 200
SKEW = 0.6                            # degrees off square on the scanner glass
SEED = 46

FIRM = "HOLLOWAY BRANDT STRUCTURAL ENGINEERS, INC."
SHEET = "S-0.1"
DATE = "04/17/1998"

CRITERIA = [
    ("hebo", "BUILDING CODE:"),
    ("cour", "1994 UNIFORM BUILDING CODE (UBC) WITH WASHINGTON STATE"),
    ("cour", "AMENDMENTS (WAC 51-40)"),
    ("cour", "CONCRETE: ACI 318-95    MASONRY: UBC CHAPTER 21"),
    ("cour", "STEEL: AISC ASD 9TH EDITION    JOISTS: SJI 1994"),
    ("cour", "OCCUPANCY: E-1    CONSTRUCTION TYPE: II-N"),
    ("hebo", "LIVE LOADS:"),
    ("cour", "CLASSROOMS ................................ 40 PSF"),
    ("cour", "CORRIDORS ABOVE FIRST FLOOR ............... 80 PSF"),
    ("cour", "STAIRS AND EXITWAYS ...................... 100 PSF"),
    ("cour", "MECHANICAL ROOM .......................... 125 PSF"),
    ("cour", "PARTITION ALLOWANCE ....................... 20 PSF"),
    ("cour", "ROOF (MIN.) ............................... 20 PSF"),
    ("hebo", "DEAD LOADS:"),
    ("cour", "ROOF 18 PSF    FLOOR (PLANK + TOPPING) 85 PSF"),
    ("hebo", "SNOW:"),
    ("cour", "GROUND SNOW LOAD Pg = 30 PSF, ROOF SNOW LOAD 25 PSF"),
    ("cour", "PLUS DRIFT AT LOW ROOF PER UBC APPENDIX CH. 16"),
    ("hebo", "WIND:"),
    ("cour", "BASIC WIND SPEED 80 MPH, EXPOSURE C, Iw = 1.15"),
    ("hebo", "SEISMIC:"),
    ("cour", "SEISMIC ZONE 2B, Z = 0.20, I = 1.00, Rw = 6"),
    ("cour", "SOIL PROFILE TYPE S2, BEARING WALL SYSTEM,"),
    ("cour", "REINFORCED MASONRY SHEAR WALLS"),
    ("hebo", "FOUNDATIONS:"),
    ("cour", "ALLOWABLE SOIL BEARING PRESSURE 2500 PSF"),
    ("cour", "(1/3 INCREASE PERMITTED FOR WIND OR SEISMIC)"),
    ("cour", "PASSIVE PRESSURE 250 PCF, FRICTION COEFF. 0.35"),
    ("cour", "PER GEOTECHNICAL REPORT NO. 97-214 BY CASCADE"),
    ("cour", "GEOTECHNICAL, INC., DATED 11/20/1997"),
]

NOTES = [
    "THE STRUCTURAL DRAWINGS SHALL BE USED IN CONJUNCTION WITH THE ARCHITECTURAL, MECHANICAL "
    "AND ELECTRICAL DRAWINGS. CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND CONDITIONS AT THE "
    "EXISTING BUILDING BEFORE STARTING WORK AND REPORT ANY DISCREPANCY TO THE ARCHITECT.",
    "THE STRUCTURE IS DESIGNED TO BE SELF-SUPPORTING ONLY AFTER ALL FLOOR AND ROOF DIAPHRAGMS "
    "ARE COMPLETE. CONTRACTOR SHALL PROVIDE TEMPORARY BRACING OF MASONRY WALLS UNTIL THEN.",
    "FOOTINGS SHALL BEAR ON UNDISTURBED NATIVE SOIL OR STRUCTURAL FILL COMPACTED TO 95% OF "
    "MAXIMUM DRY DENSITY PER ASTM D1557. BOTTOM OF EXTERIOR FOOTINGS 24\" MIN. BELOW FINISH "
    "GRADE. GEOTECHNICAL ENGINEER SHALL OBSERVE ALL FOOTING EXCAVATIONS.",
    ["CONCRETE 28-DAY COMPRESSIVE STRENGTH (f'c) SHALL BE:",
     "  FOOTINGS AND STEM WALLS ............ 3000 PSI",
     "  SLABS ON GRADE ..................... 3500 PSI",
     "  PLANK TOPPING AND STAIR PANS ....... 4000 PSI",
     "MAX. W/C RATIO 0.50. CONCRETE EXPOSED TO WEATHER SHALL",
     "BE AIR ENTRAINED 5% TO 7%."],
    "MINIMUM CONCRETE COVER: CAST AGAINST EARTH 3\"; FORMED SURFACES EXPOSED TO EARTH OR "
    "WEATHER 2\"; SLABS AND INTERIOR SURFACES 3/4\".",
    "REINFORCING STEEL SHALL BE ASTM A615 GRADE 60 DEFORMED BARS, EXCEPT #3 TIES AND STIRRUPS "
    "MAY BE GRADE 40. WELDED WIRE FABRIC SHALL BE ASTM A185. DO NOT WELD REINFORCING.",
    "LAP CONTINUOUS BARS IN CONCRETE 36 BAR DIAMETERS (1'-6\" MIN.) UNLESS NOTED. PROVIDE "
    "CORNER BARS OF SAME SIZE AND SPACING AT ALL FOOTING AND WALL CORNERS AND INTERSECTIONS.",
    "SLABS ON GRADE: 5\" THICK WITH 6x6-W2.9xW2.9 WWF OVER 10 MIL VAPOR RETARDER ON 4\" "
    "CRUSHED ROCK. SAWCUT CONTROL JOINTS AT 15'-0\" O.C. MAX. EACH WAY WITHIN 12 HOURS.",
    "CONCRETE MASONRY UNITS SHALL BE ASTM C90, GRADE N, TYPE I, NORMAL WEIGHT. DESIGN "
    "STRENGTH f'm = 1500 PSI. NET AREA COMPRESSIVE STRENGTH OF UNITS 1900 PSI MIN.",
    "MORTAR SHALL BE ASTM C270, TYPE S. USE NO ANTIFREEZE ADMIXTURES. FULL HEAD AND BED "
    "JOINTS AT FACE SHELLS AND AT WEBS OF GROUTED CELLS.",
    "GROUT SHALL BE ASTM C476, MIN. COMPRESSIVE STRENGTH 2000 PSI AT 28 DAYS, SLUMP 8\" TO "
    "11\". USE COARSE GROUT IN CELLS 3\"x3\" AND LARGER. CONSOLIDATE WITH MECHANICAL VIBRATOR.",
    "GROUT SOLID ALL CELLS BELOW GRADE, ALL CELLS CONTAINING REINFORCING, ANCHOR BOLTS OR "
    "EMBEDDED ITEMS, AND BOND BEAMS. GROUT POURS OVER 5'-0\" HIGH REQUIRE CLEANOUTS AT THE "
    "BOTTOM OF EACH REINFORCED CELL.",
    "MASONRY REINFORCING UNLESS NOTED: VERTICAL #5 AT 32\" O.C. IN 8\" WALLS AND #5 AT 24\" O.C. "
    "IN 12\" WALLS, PLUS 1-#5 EACH SIDE OF OPENINGS AND AT WALL ENDS AND CORNERS. 9 GA LADDER "
    "JOINT REINFORCING AT 16\" O.C. VERTICALLY. BOND BEAM WITH 2-#5 CONT. AT FLOOR AND ROOF.",
    "LAP SPLICES IN MASONRY 48 BAR DIAMETERS (2'-6\" FOR #5 BARS). DOWELS FROM FOOTINGS SHALL "
    "MATCH SIZE AND SPACING OF VERTICAL WALL REINFORCING.",
    "LINTELS OVER OPENINGS IN MASONRY WALLS PER LINTEL SCHEDULE THIS SHEET. SHORE MASONRY "
    "LINTELS 7 DAYS MIN. OPENINGS NOT SHOWN ON STRUCTURAL DRAWINGS SHALL BE REVIEWED BY THE "
    "ENGINEER BEFORE CONSTRUCTION.",
    "ANCHOR BOLTS SHALL BE ASTM A307. COLUMN ANCHOR BOLTS 3/4\" DIA., 4 PER COLUMN UNLESS "
    "NOTED. LEDGER BOLTS TO MASONRY 3/4\" DIA. AT 2'-0\" O.C., 6\" MIN. EMBED IN GROUTED CELLS. "
    "SET BOLTS WITH TEMPLATES; DO NOT WET-SET.",
    "STRUCTURAL STEEL: WIDE FLANGE, ANGLES AND PLATES ASTM A36; TUBES ASTM A500 GRADE B; PIPE "
    "ASTM A53 GRADE B. WELDING BY AWS CERTIFIED WELDERS WITH E70XX ELECTRODES PER AWS D1.1.",
    "OPEN WEB STEEL JOISTS PER SJI, DESIGNED BY MANUFACTURER FOR NET UPLIFT OF 12 PSF. ROOF "
    "DECK 1 1/2\" WIDE RIB, 22 GA GALVANIZED, WELDED TO SUPPORTS WITH 5/8\" PUDDLE WELDS.",
    "PRECAST HOLLOW CORE PLANK: 8\" DEEP WITH 2\" CONCRETE TOPPING, DESIGNED BY THE SUPPLIER FOR "
    "THE LIVE LOADS ABOVE PLUS PARTITIONS. SUBMIT CALCULATIONS STAMPED BY AN ENGINEER "
    "REGISTERED IN THE STATE OF WASHINGTON.",
    "SPECIAL INSPECTION PER UBC SECTION 1701 FOR CONCRETE OVER 2500 PSI, REINFORCED MASONRY, "
    "FIELD WELDING AND HIGH STRENGTH BOLTING. SUBMIT SHOP DRAWINGS FOR REINFORCING, STEEL, "
    "JOISTS, DECK AND PLANK FOR REVIEW BEFORE FABRICATION.",
]

LINTELS = [
    ("MARK", "MAX. OPNG.", "LINTEL", "REINFORCING", "BRG.", "REMARKS"),
    ("L1", "3'-4\"", "8\"x8\" CMU", "2-#4 BOT.", "8\"", ""),
    ("L2", "5'-4\"", "8\"x16\" CMU", "2-#5 BOT.", "8\"", ""),
    ("L3", "8'-0\"", "8\"x16\" CMU", "2-#5 BOT.", "12\"", "#3 STIRRUPS @ 8\""),
    ("L4", "10'-0\"", "8\"x24\" CMU", "2-#6 BOT., 2-#4 TOP", "16\"", "#3 STIRRUPS @ 8\""),
    ("L5", "6'-0\"", "L5x3-1/2x5/16 LLV", "-", "8\"", "BRICK VENEER, GALV."),
    ("L6", "12'-0\"", "W8x18 + PL 3/8x7", "-", "8\"", "AT STAIR WINDOW"),
]

ABBREVIATIONS = [
    ("BRG.", "BEARING"), ("CMU", "CONCRETE MASONRY UNIT"), ("CONT.", "CONTINUOUS"),
    ("LLV", "LONG LEG VERTICAL"), ("O.C.", "ON CENTER"), ("T/FTG", "TOP OF FOOTING"),
    ("WWF", "WELDED WIRE FABRIC"), ("U.N.O.", "UNLESS NOTED OTHERWISE"),
]

REVISIONS = [
    ("1", "ADDENDUM NO. 2", "05/08/1998"),
    ("2", "PLAN CHECK CORRECTIONS", "06/02/1998"),
]


def _t(page, x: float, y: float, text: str, size: float = 8.0, font: str = "cour") -> None:
    page.insert_text((x, y), text, fontsize=size, fontname=font)


def _criteria(page, x: float, y: float) -> float:
    _t(page, x, y, "DESIGN CRITERIA", 10, "hebo")
    page.draw_line((x, y + 3), (x + 108, y + 3), width=0.8)
    y += 15
    for font, line in CRITERIA:
        if font == "hebo":
            y += 2
            _t(page, x, y, line, 7.5, "hebo")
        else:
            _t(page, x + 6, y, line, 7.5, "cour")
        y += 9
    return y


def _notes(page, x0: float, x1: float, y0: float) -> None:
    _t(page, x0, y0, "GENERAL STRUCTURAL NOTES", 10, "hebo")
    page.draw_line((x0, y0 + 3), (x0 + 150, y0 + 3), width=0.8)
    lead = 10.4
    for col, (x, first) in enumerate(((x0, 0), (x1, 10))):
        y = y0 + 18
        for n in range(first, first + 10):
            note = NOTES[n]
            lines = note if isinstance(note, list) else textwrap.wrap(note, 64)
            _t(page, x, y, f"{n + 1}.", 8.5, "cour")
            for line in lines:
                _t(page, x + 18, y, line, 8.5, "cour")
                y += lead
            y += 5


def _lintels(page, x: float, y: float) -> float:
    _t(page, x, y, "LINTEL SCHEDULE", 10, "hebo")
    y += 6
    widths = [28, 46, 90, 84, 26, 92]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 12.5
    for r, row in enumerate(LINTELS):
        top = y + rh * r
        for c, cell in enumerate(row):
            font, size = ("hebo", 7) if r == 0 else ("helv", 7)
            _t(page, xs[c] + 3, top + rh - 3.5, cell, size, font)
        page.draw_line((xs[0], top), (xs[-1], top), width=1.2 if r in (0, 1) else 0.4)
    end = y + rh * len(LINTELS)
    page.draw_line((xs[0], end), (xs[-1], end), width=1.2)
    for i, xx in enumerate(xs):
        page.draw_line((xx, y), (xx, end), width=1.2 if i in (0, len(xs) - 1) else 0.4)
    _t(page, x, end + 10, "NOTES: 1. BEARING IS EACH END, GROUTED SOLID FULL HEIGHT OF LINTEL.", 7, "cour")
    _t(page, x, end + 19, "2. STEEL LINTELS SHALL BE HOT-DIP GALVANIZED AFTER FABRICATION.", 7, "cour")
    return end + 19


def _lintel_sketch(page, x: float, y: float) -> None:
    """A small typical CMU lintel section with leaders, as general notes sheets carry."""
    page.draw_rect(pymupdf.Rect(x, y, x + 40, y + 48), width=0.9)
    for k in range(1, 3):
        page.draw_line((x, y + 16 * k), (x + 40, y + 16 * k), width=0.4)
    page.draw_line((x + 6, y + 6), (x + 34, y + 42), width=0.3, dashes="[2] 1")
    for cx in (x + 12, x + 28):
        page.draw_circle((cx, y + 40), 2.4, fill=(0, 0, 0))
    page.draw_line((x + 28, y + 40), (x + 62, y + 56), width=0.5)
    _t(page, x + 64, y + 58, "2-#5 BOT. U.N.O.", 7, "helv")
    page.draw_line((x + 40, y + 8), (x + 62, y + 2), width=0.5)
    _t(page, x + 64, y + 4, "GROUT SOLID", 7, "helv")
    _t(page, x - 4, y + 74, "TYP. MASONRY LINTEL", 8, "hebo")
    _t(page, x - 4, y + 83, "NO SCALE", 7, "helv")


def _details(page, y: float) -> None:
    """Typical details under the notes: a masonry wall elevation with its bars, corner bars in
    plan, and a footing dowel section, each with leaders, a detail bubble and a title."""
    # 1: typical masonry wall reinforcing (elevation)
    x = 60
    wall = pymupdf.Rect(x, y + 20, x + 190, y + 200)
    page.draw_rect(wall, width=1)
    for k in range(1, 23):
        yy = wall.y0 + 8 * k
        page.draw_line((wall.x0, yy), (wall.x1, yy), width=0.15)
    op = pymupdf.Rect(x + 70, y + 60, x + 130, y + 140)
    page.draw_rect(op, width=0.8, fill=(1, 1, 1))
    page.draw_line(op.tl, op.br, width=0.3)
    page.draw_line(op.tr, op.bl, width=0.3)
    for bx in (x + 14, x + 60, x + 140, x + 176):
        page.draw_line((bx, wall.y0 + 2), (bx, wall.y1 - 2), width=1.1)
    page.draw_line((op.x0 - 14, op.y0 - 6), (op.x1 + 14, op.y0 - 6), width=1.1)
    page.draw_line((wall.x0 + 2, wall.y0 + 6), (wall.x1 - 2, wall.y0 + 6), width=1.1)
    page.draw_line((x + 176, y + 150), (x + 214, y + 160), width=0.5)
    _t(page, x + 216, y + 162, "#5 @ 32\" O.C.", 7, "helv")
    page.draw_line((x + 140, y + 110), (x + 214, y + 118), width=0.5)
    _t(page, x + 216, y + 120, "1-#5 AT JAMB", 7, "helv")
    page.draw_line((x + 120, y + 54), (x + 214, y + 64), width=0.5)
    _t(page, x + 216, y + 66, "LINTEL, SEE SCHED.", 7, "helv")
    page.draw_line((x + 186, y + 26), (x + 214, y + 30), width=0.5)
    _t(page, x + 216, y + 32, "BOND BEAM 2-#5 CONT.", 7, "helv")
    page.draw_circle((x + 6, y + 222), 9, width=0.8)
    _t(page, x + 3.5, y + 225, "1", 8, "hebo")
    _t(page, x + 22, y + 222, "TYP. MASONRY WALL REINFORCING", 8.5, "hebo")
    page.draw_line((x + 22, y + 225), (x + 200, y + 225), width=0.6)
    _t(page, x + 22, y + 234, "NO SCALE", 7, "helv")
    # 2: corner bars (plan)
    x = 450
    page.draw_rect(pymupdf.Rect(x, y + 30, x + 150, y + 52), width=0.9)
    page.draw_rect(pymupdf.Rect(x + 128, y + 52, x + 150, y + 150), width=0.9)
    page.draw_polyline([(x + 10, y + 44), (x + 140, y + 44), (x + 140, y + 140)], width=1.2)
    page.draw_polyline([(x + 80, y + 38), (x + 136, y + 38), (x + 136, y + 100)], width=1.2, dashes="[4] 2")
    page.draw_line((x + 110, y + 38), (x + 175, y + 22), width=0.5)
    _t(page, x + 177, y + 22, "CORNER BAR, MATCH", 7, "helv")
    _t(page, x + 177, y + 30, "HORIZ. REINF.", 7, "helv")
    page.draw_line((x + 60, y + 44), (x + 40, y + 80), width=0.5)
    _t(page, x + 2, y + 90, "LAP PER NOTES 7 & 14", 7, "helv")
    page.draw_circle((x + 6, y + 222), 9, width=0.8)
    _t(page, x + 3.5, y + 225, "2", 8, "hebo")
    _t(page, x + 22, y + 222, "TYP. CORNER BARS", 8.5, "hebo")
    page.draw_line((x + 22, y + 225), (x + 150, y + 225), width=0.6)
    _t(page, x + 22, y + 234, "NO SCALE", 7, "helv")
    # 3: footing dowel (section)
    x = 640
    page.draw_rect(pymupdf.Rect(x, y + 150, x + 110, y + 180), width=1)
    page.draw_rect(pymupdf.Rect(x + 40, y + 40, x + 70, y + 150), width=1)
    page.draw_polyline([(x + 55, y + 60), (x + 55, y + 172), (x + 80, y + 172)], width=1.2)
    for bx in (x + 20, x + 55, x + 90):
        page.draw_circle((bx, y + 166), 1.8, fill=(0, 0, 0))
    page.draw_line((x + 12, y + 140), (x + 40, y + 140), width=0.5)
    page.draw_line((x + 70, y + 140), (x + 110, y + 140), width=0.5)
    page.draw_line((x + 55, y + 90), (x + 90, y + 70), width=0.5)
    _t(page, x + 72, y + 64, "DOWEL", 7, "helv")
    page.draw_line((x + 90, y + 166), (x + 118, y + 196), width=0.5)
    _t(page, x + 60, y + 204, "3-#4 CONT.", 7, "helv")
    page.draw_circle((x + 6, y + 222), 9, width=0.8)
    _t(page, x + 3.5, y + 225, "3", 8, "hebo")
    _t(page, x + 22, y + 222, "TYP. FTG. DOWEL", 8.5, "hebo")
    page.draw_line((x + 22, y + 225), (x + 120, y + 225), width=0.6)
    _t(page, x + 22, y + 234, "NO SCALE", 7, "helv")


def _abbreviations(page, x: float, y: float) -> None:
    _t(page, x, y, "ABBREVIATIONS", 8.5, "hebo")
    for i, (a, b) in enumerate(ABBREVIATIONS):
        _t(page, x, y + 11 + 8.5 * i, f"{a:<7}{b}", 7, "cour")


def _title_block(page, x0: float, y0: float, x1: float, y1: float) -> None:
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.6)
    mid = x0 + 170
    page.draw_line((mid, y0), (mid, y1), width=0.8)
    # firm, seal and architect on the left half
    _t(page, x0 + 6, y0 + 14, "HOLLOWAY BRANDT", 10, "hebo")
    _t(page, x0 + 6, y0 + 24, "STRUCTURAL ENGINEERS, INC.", 7, "helv")
    _t(page, x0 + 6, y0 + 33, "1207 SUMMITVIEW AVE., SUITE 300", 7, "helv")
    _t(page, x0 + 6, y0 + 41, "YAKIMA, WA 98902  (509) 575-4410", 7, "helv")
    page.draw_circle((x0 + 50, y0 + 82), 30, width=0.7)
    page.draw_circle((x0 + 50, y0 + 82), 22, width=0.4)
    _t(page, x0 + 32, y0 + 70, "REGISTERED", 5, "helv")
    _t(page, x0 + 35, y0 + 84, "R. L. BRANDT", 5, "hebo")
    _t(page, x0 + 36, y0 + 97, "NO. 21406", 5, "helv")
    _t(page, x0 + 88, y0 + 76, "EXPIRES 08/1999", 5, "helv")
    _t(page, x0 + 6, y0 + 126, "ARCHITECT:", 6, "helv")
    _t(page, x0 + 6, y0 + 136, "MERIDIAN PARTNERS ARCHITECTS", 7, "hebo")
    _t(page, x0 + 6, y0 + 145, "ELLENSBURG, WASHINGTON", 7, "helv")
    page.draw_line((x0, y0 + 152), (mid, y0 + 152), width=0.6)
    _t(page, x0 + 4, y0 + 161, "REVISIONS", 6, "hebo")
    _t(page, x0 + 4, y0 + 170, "NO.  DESCRIPTION", 5.5, "helv")
    _t(page, x0 + 122, y0 + 170, "DATE", 5.5, "helv")
    for i, (no, desc, date) in enumerate(REVISIONS):
        yy = y0 + 180 + 10 * i
        page.draw_polyline([(x0 + 4, yy + 1), (x0 + 9, yy - 7), (x0 + 14, yy + 1), (x0 + 4, yy + 1)], width=0.5)
        _t(page, x0 + 7.2, yy - 0.3, no, 5, "helv")
        _t(page, x0 + 16, yy, desc, 7, "helv")
        _t(page, x0 + 120, yy, date, 7, "helv")
    # project, dates and the sheet number on the right half
    x = mid + 6
    _t(page, x, y0 + 10, "PROJECT:", 6, "helv")
    _t(page, x, y0 + 21, "HAWTHORNE ELEMENTARY SCHOOL", 8.5, "hebo")
    _t(page, x, y0 + 31, "CLASSROOM ADDITION", 8.5, "hebo")
    _t(page, x, y0 + 41, "4410 N. ORCHARD AVENUE, YAKIMA, WA", 7, "helv")
    _t(page, x, y0 + 51, "OWNER: LINDEN VALLEY SCHOOL DISTRICT NO. 14", 7, "helv")
    page.draw_line((mid, y0 + 56), (x1, y0 + 56), width=0.6)
    cells = [("DATE", DATE), ("PROJECT NO.", "9742"), ("DRAWN", "JMK"), ("CHECKED", "RLB")]
    cw = (x1 - mid) / 4
    for i, (cap, val) in enumerate(cells):
        cx = mid + cw * i
        if i:
            page.draw_line((cx, y0 + 56), (cx, y0 + 80), width=0.4)
        _t(page, cx + 3, y0 + 64, cap, 5.5, "helv")
        _t(page, cx + 3, y0 + 76, val, 8, "helv")
    page.draw_line((mid, y0 + 80), (x1, y0 + 80), width=0.6)
    _t(page, x, y0 + 88, "SCALE:", 5.5, "helv")
    _t(page, x + 30, y0 + 89, "NONE", 8, "helv")
    _t(page, x + 100, y0 + 88, "ISSUE:", 5.5, "helv")
    _t(page, x + 128, y0 + 89, "BID SET", 8, "helv")
    page.draw_line((mid, y0 + 94), (x1, y0 + 94), width=0.6)
    _t(page, x, y0 + 103, "SHEET TITLE:", 5.5, "helv")
    _t(page, x, y0 + 116, "GENERAL STRUCTURAL NOTES", 9, "hebo")
    _t(page, x, y0 + 127, "AND DESIGN CRITERIA", 9, "hebo")
    page.draw_line((mid, y0 + 134), (x1, y0 + 134), width=0.6)
    _t(page, x, y0 + 143, "SHEET NO.", 5.5, "helv")
    _t(page, x + 30, y0 + 178, SHEET, 28, "hebo")
    _t(page, x + 130, y0 + 190, "OF 14", 7, "helv")


def _draw(page) -> None:
    page.draw_rect(pymupdf.Rect(18, 18, W - 18, H - 18), width=1.8)
    page.draw_rect(pymupdf.Rect(24, 24, W - 24, H - 24), width=0.5)
    # border zone ticks, as a plotted sheet carries
    for i in range(1, 8):
        xx = 18 + (W - 36) * i / 8
        page.draw_line((xx, 18), (xx, 24), width=0.5)
        page.draw_line((xx, H - 24), (xx, H - 18), width=0.5)
    _notes(page, 36, 412, 44)
    _details(page, 510)
    cx = 800
    _criteria(page, cx, 44)
    _lintels(page, cx, 350)
    _lintel_sketch(page, cx + 12, 478)
    _abbreviations(page, cx + 150, 484)
    _title_block(page, cx, 566, W - 30, H - 30)
    page.draw_line((cx - 10, 30), (cx - 10, H - 30), width=0.4)
    _t(page, 36, H - 30, "PLOTTED 04/17/98 15:42  P:\\9742\\CAD\\S01.DWG", 6, "cour")


def _rotate(img: np.ndarray, degrees: float) -> np.ndarray:
    """The image turned about its centre, bilinear, white where the glass shows."""
    h, w = img.shape
    a = np.deg2rad(degrees)
    cy, cx = (h - 1) / 2, (w - 1) / 2
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    xs = np.cos(a) * (xx - cx) + np.sin(a) * (yy - cy) + cx
    ys = -np.sin(a) * (xx - cx) + np.cos(a) * (yy - cy) + cy
    x0 = np.floor(xs).astype(np.int32)
    y0 = np.floor(ys).astype(np.int32)
    fx, fy = xs - x0, ys - y0
    pad = np.pad(img.astype(np.float32), 1, constant_values=255)
    x0c, y0c = np.clip(x0 + 1, 0, w), np.clip(y0 + 1, 0, h)
    x1c, y1c = np.clip(x0 + 2, 0, w + 1), np.clip(y0 + 2, 0, h + 1)
    out = (pad[y0c, x0c] * (1 - fx) * (1 - fy) + pad[y0c, x1c] * fx * (1 - fy)
           + pad[y1c, x0c] * (1 - fx) * fy + pad[y1c, x1c] * fx * fy)
    outside = (xs < -1) | (xs > w) | (ys < -1) | (ys > h)
    out[outside] = 255
    return out


def _scan(page) -> bytes:
    """The sheet as a scanner returns it: grey at 200 dpi, 0.6 degrees off square, a grey paper
    tone, faint grain and a sparse speckle, saved as a JPEG."""
    pix = page.get_pixmap(dpi=DPI, colorspace=pymupdf.csGRAY)
    img = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width)
    img = _rotate(img, SKEW)
    rng = np.random.default_rng(SEED)
    img = img * (226 / 255) + 8                               # paper reads light grey, ink not quite black
    img += rng.normal(0, 4, img.shape)                        # grain
    n = img.size // 3000
    ys, xs = rng.integers(0, img.shape[0], n), rng.integers(0, img.shape[1], n)
    img[ys, xs] = rng.integers(60, 170, n)                    # dust speckle
    img[np.clip(ys + 1, 0, img.shape[0] - 1), xs] = rng.integers(90, 190, n)
    out = np.clip(img, 0, 255).astype(np.uint8)
    scan = pymupdf.Pixmap(pymupdf.csGRAY, out.shape[1], out.shape[0], out.tobytes(), 0)
    return scan.tobytes("jpg", jpg_quality=80)


def scanned_notes_source(path: Path) -> Path:
    """The sheet as the office drew it, before scanning (text layer intact): for checking."""
    doc = pymupdf.open()
    _draw(doc.new_page(width=W, height=H))
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path


def scanned_notes_pdf(path: Path) -> Path:
    """A 17x11 structural general notes sheet, scanned: one page, an image, no text layer."""
    return scanned_pdf(path, W, H, _draw, _scan)


if __name__ == "__main__":
    import sys

    print(scanned_notes_pdf(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/s24/sets/scanned_notes.pdf")))
