"""A five-sheet US structural set for a one-story steel-framed building with masonry walls,
drawn the way a structural engineer's office draws one (36x24 in sheets, text layer):

* every sheet has the firm's title block: firm and address, the architect, the project, the
  engineer of record's seal (its text set in a circle), drawn / checked by, project number,
  date, a revision table, scale, sheet title and sheet number;
* S0.1 GENERAL STRUCTURAL NOTES: numbered sections (`3. DESIGN CRITERIA`) with lettered
  sub-items (`A. ...`) wrapped in three columns; the design criteria as `CAPTION: value` lines,
  the live loads per occupancy indented under their caption; code editions (IBC 2021,
  ASCE 7-16, ACI 318-19, AISC 360-16); materials with their ASTM grades;
* S0.2 STATEMENT OF SPECIAL INSPECTIONS: a table with CONTINUOUS / PERIODIC check columns;
* S1.1 FOUNDATION PLAN: a grid of footings tagged by mark, a FOOTING SCHEDULE (mark, size
  `W x L x D`, reinforcing, top of footing), keyed notes;
* S2.1 ROOF FRAMING PLAN: member callouts set along the members (`W16x31`,
  `18K5 @ 5'-0" O.C.`), the deck callout, keyed notes and a LINTEL SCHEDULE;
* S5.1 COLUMN SCHEDULE AND DETAILS: a column schedule drawn column-ordered (the marks C1..C4
  head the columns, the rows are SIZE / BASE PLATE / ANCHOR RODS / ...), as real sets print it.

The questions (`STRUCTURAL_QUESTIONS`, `STRUCTURAL_ABSTAIN`) were written before drawqa was
asked any of them (first sight: `docs/first-sight.md`, session 17).
"""
from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf

from asking import draw_grid, draw_revision_rows, draw_sheets, draw_text, draw_view_title

W, H = 2592, 1728                     # 36 x 24 in
TB = W - 310                          # title-block strip
FIRM = "KESSLER STRUCTURAL ENGINEERS, PLLC"
EOR = "DANIEL R. OKONJO, P.E."
PROJECT_NO = "24-117"
ISSUE_DATE = "09/12/2025"
REV1 = ("1", "PERMIT COMMENTS", "10/20/2025")
REV2 = ("2", "BULLETIN 01", "11/14/2025")

SHEETS = [
    ("S0.1", "GENERAL STRUCTURAL NOTES", "NTS", [REV1]),
    ("S0.2", "STATEMENT OF SPECIAL INSPECTIONS", "NTS", []),
    ("S1.1", "FOUNDATION PLAN", "1/8\" = 1'-0\"", [REV1, REV2]),
    ("S2.1", "ROOF FRAMING PLAN", "1/8\" = 1'-0\"", [REV1]),
    ("S5.1", "COLUMN SCHEDULE AND DETAILS", "AS NOTED", [REV2]),
]


def _title_block(page, number: str, title: str, scale: str, revisions) -> None:
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2)
    page.draw_line((TB, 30), (TB, H - 30), width=1.5)
    x = TB + 14
    draw_text(page, x, 70, FIRM, 11)
    draw_text(page, x, 86, "2200 FRONT STREET, SUITE 410", 8)
    draw_text(page, x, 98, "CUYAHOGA FALLS, OH 44221   330.555.0187", 8)
    draw_text(page, x, 150, "ARCHITECT", 6)
    draw_text(page, x, 162, "HARTWELL + DOANE ARCHITECTS", 8)
    draw_text(page, x, 250, "PROJECT", 6)
    draw_text(page, x, 266, "RIVERBEND MAINTENANCE FACILITY", 11)
    draw_text(page, x, 280, "CITY OF STOW PUBLIC WORKS", 9)
    draw_text(page, x, 294, "3800 HUDSON DRIVE, STOW, OH 44224", 8)
    # the seal: a circle with its text set inside
    cx, cy = TB + 150, 470
    page.draw_circle((cx, cy), 85, width=1)
    page.draw_circle((cx, cy), 62, width=0.5)
    for dy, text, size in [(-68, "STATE OF OHIO", 7), (-6, "DANIEL R.", 8), (6, "OKONJO", 8),
                           (20, "E-84213", 8), (74, "PROFESSIONAL ENGINEER", 6)]:
        tw = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
        draw_text(page, cx - tw / 2, cy + dy, text, size)
    draw_text(page, x, 590, "ENGINEER OF RECORD", 6)
    draw_text(page, x, 604, EOR, 9)
    draw_text(page, x, 640, "DRAWN BY", 6)
    draw_text(page, x + 100, 640, "CHECKED BY", 6)
    draw_text(page, x, 654, "JMT", 9)
    draw_text(page, x + 100, 654, "DRO", 9)
    draw_revision_rows(page, x, 1020, revisions)
    draw_text(page, x, 1300, "ISSUE", 6)
    draw_text(page, x, 1314, "CONSTRUCTION DOCUMENTS", 9)
    draw_text(page, x, 1350, "PROJECT NO.", 6)
    draw_text(page, x + 130, 1350, "DATE", 6)
    draw_text(page, x, 1364, PROJECT_NO, 9)
    draw_text(page, x + 130, 1364, ISSUE_DATE, 9)
    draw_text(page, x, 1400, "SCALE", 6)
    draw_text(page, x, 1414, scale, 9)
    draw_text(page, x, 1450, "SHEET TITLE", 6)
    draw_text(page, x, 1468, title, 10 if len(title) < 28 else 8)
    draw_text(page, x, 1520, "SHEET NUMBER", 6)
    draw_text(page, x, 1580, number, 36)


def _notes_column(page, x: float, y: float, sections, width_chars: int = 78, size: float = 7.5) -> float:
    """Numbered sections, each a heading (`3. DESIGN CRITERIA`) over lettered sub-items wrapped
    with a hanging indent; a sub-item given as a list is a caption line and its indented lines."""
    lead = size * 1.45
    for number, heading, items in sections:
        draw_text(page, x, y, f"{number}. {heading}", size + 1.5)
        y += lead * 1.5
        for letter, item in items:
            if isinstance(item, str):
                lines = textwrap.wrap(item, width_chars)
                draw_text(page, x + 14, y, f"{letter}.", size)
                for line in lines:
                    draw_text(page, x + 30, y, line, size)
                    y += lead
            else:
                caption, rows = item
                if letter:
                    draw_text(page, x + 14, y, f"{letter}.", size)
                draw_text(page, x + 30, y, caption, size)
                y += lead
                for row in rows:
                    draw_text(page, x + 48, y, row, size)
                    y += lead
        y += lead
    return y


GENERAL_NOTES_1 = [
    ("1", "GENERAL", [
        ("A", "THESE GENERAL NOTES APPLY TO ALL STRUCTURAL DRAWINGS. SPECIFIC NOTES AND DETAILS ON "
              "THE DRAWINGS TAKE PRECEDENCE OVER THESE GENERAL NOTES."),
        ("B", "THE CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND CONDITIONS AT THE SITE BEFORE STARTING "
              "WORK AND SHALL NOTIFY THE ENGINEER OF ANY DISCREPANCY."),
        ("C", "THE STRUCTURE IS STABLE ONLY IN ITS COMPLETED FORM. THE CONTRACTOR IS RESPONSIBLE FOR "
              "TEMPORARY BRACING DURING ERECTION."),
        ("D", "DO NOT SCALE DRAWINGS. USE DIMENSIONS SHOWN ONLY."),
    ]),
    ("2", "DESIGN CODES AND STANDARDS", [
        ("A", "BUILDING CODE: 2024 OHIO BUILDING CODE, BASED ON THE 2021 INTERNATIONAL BUILDING CODE "
              "(IBC 2021)."),
        ("B", "MINIMUM DESIGN LOADS: ASCE 7-16."),
        ("C", "CONCRETE: ACI 318-19, BUILDING CODE REQUIREMENTS FOR STRUCTURAL CONCRETE."),
        ("D", "STRUCTURAL STEEL: AISC 360-16, SPECIFICATION FOR STRUCTURAL STEEL BUILDINGS."),
        ("E", "STEEL JOISTS: SJI 100-2020. STEEL DECK: SDI RD-2017."),
        ("F", "MASONRY: TMS 402/602-16."),
    ]),
    ("3", "DESIGN CRITERIA", [
        ("A", "RISK CATEGORY: II"),
        ("B", ("FLOOR LIVE LOADS:", ["OFFICES: 50 PSF", "CORRIDORS: 100 PSF", "LIGHT STORAGE: 125 PSF",
                                      "VEHICLE SERVICE BAYS: 40 PSF + 3,000 LB CONC."])),
        ("C", "ROOF LIVE LOAD: 20 PSF"),
        ("D", ("SNOW LOADS:", ["GROUND SNOW LOAD, Pg: 20 PSF", "FLAT ROOF SNOW LOAD, Pf: 15.4 PSF",
                                "SNOW EXPOSURE FACTOR, Ce: 1.0", "THERMAL FACTOR, Ct: 1.1",
                                "SNOW IMPORTANCE FACTOR, Is: 1.0"])),
        ("E", ("WIND LOADS:", ["BASIC WIND SPEED (ULTIMATE), V: 115 MPH", "WIND EXPOSURE CATEGORY: C",
                                "INTERNAL PRESSURE COEFFICIENT, GCpi: +/-0.18"])),
        ("F", ("SEISMIC LOADS:", ["SEISMIC IMPORTANCE FACTOR, Ie: 1.0", "Ss = 0.128   S1 = 0.061",
                                   "SDS = 0.137   SD1 = 0.098", "SITE CLASS: D",
                                   "SEISMIC DESIGN CATEGORY: B",
                                   "BASIC SEISMIC FORCE-RESISTING SYSTEM: STEEL SYSTEMS NOT SPECIFICALLY "
                                   "DETAILED", "FOR SEISMIC RESISTANCE, R = 3"])),
        ("G", "ALLOWABLE SOIL BEARING PRESSURE: 2,500 PSF"),
        ("H", "MINIMUM FROST DEPTH: 3'-0\" BELOW FINISHED GRADE"),
    ]),
]

GENERAL_NOTES_2 = [
    ("4", "FOUNDATIONS", [
        ("A", "FOOTINGS SHALL BEAR ON UNDISTURBED NATIVE SOIL OR ENGINEERED FILL COMPACTED TO 98% OF "
              "STANDARD PROCTOR DENSITY (ASTM D698)."),
        ("B", "BOTTOM OF EXTERIOR FOOTINGS SHALL BE A MINIMUM OF 3'-0\" BELOW FINISHED GRADE."),
        ("C", "THE GEOTECHNICAL ENGINEER SHALL OBSERVE ALL FOOTING EXCAVATIONS BEFORE CONCRETE IS "
              "PLACED."),
    ]),
    ("5", "CAST-IN-PLACE CONCRETE", [
        ("A", ("CONCRETE COMPRESSIVE STRENGTH AT 28 DAYS, f'c:", [
            "FOOTINGS: 3,000 PSI", "FOUNDATION WALLS AND PIERS: 4,000 PSI",
            "INTERIOR SLAB ON GRADE: 4,000 PSI", "EXTERIOR CONCRETE: 4,500 PSI, AIR ENTRAINED 6% +/-1.5%"])),
        ("B", "REINFORCING STEEL: ASTM A615 GRADE 60 DEFORMED BARS. WELDED WIRE REINFORCEMENT: "
              "ASTM A1064."),
        ("C", ("MINIMUM CONCRETE COVER:", ["CAST AGAINST AND PERMANENTLY EXPOSED TO EARTH: 3\"",
                                            "EXPOSED TO EARTH OR WEATHER (#6 AND LARGER): 2\"",
                                            "SLABS, INTERIOR: 3/4\""])),
        ("D", "LAP SPLICES SHALL BE CLASS B TENSION SPLICES UNLESS NOTED OTHERWISE."),
    ]),
    ("6", "STRUCTURAL STEEL", [
        ("A", "WIDE FLANGE SHAPES: ASTM A992 (Fy = 50 KSI)."),
        ("B", "HOLLOW STRUCTURAL SECTIONS (HSS): ASTM A500 GRADE C."),
        ("C", "ANGLES, CHANNELS AND PLATES: ASTM A36."),
        ("D", "ANCHOR RODS: ASTM F1554 GRADE 36, WITH HEAVY HEX NUTS."),
        ("E", "HIGH-STRENGTH BOLTS: ASTM F3125 GRADE A325, 3/4\" DIA. MIN., SNUG TIGHT U.N.O."),
        ("F", "WELDING: AWS D1.1, E70XX ELECTRODES."),
    ]),
]

GENERAL_NOTES_3 = [
    ("7", "STEEL JOISTS AND DECK", [
        ("A", "STEEL JOISTS SHALL BE DESIGNED AND MANUFACTURED PER SJI. PROVIDE BRIDGING PER SJI "
              "TABLES. NET UPLIFT ON JOISTS: 12 PSF."),
        ("B", "ROOF DECK: 1 1/2\" DEEP, TYPE B (WIDE RIB), 20 GAGE, GALVANIZED G60, 3 SPAN MIN."),
        ("C", "FASTEN DECK TO SUPPORTS WITH 5/8\" PUDDLE WELDS IN A 36/4 PATTERN; SIDELAPS WITH "
              "#10 TEK SCREWS AT 12\" O.C."),
    ]),
    ("8", "MASONRY", [
        ("A", "CONCRETE MASONRY UNITS: ASTM C90, NORMAL WEIGHT. NET AREA COMPRESSIVE STRENGTH OF "
              "MASONRY, f'm = 2,000 PSI."),
        ("B", "MORTAR: ASTM C270, TYPE S. GROUT: ASTM C476, 3,000 PSI MIN."),
        ("C", "VERTICAL REINFORCING: #5 @ 32\" O.C. IN GROUTED CELLS U.N.O., AND (2) #5 EACH SIDE OF "
              "OPENINGS. HORIZONTAL JOINT REINFORCING: 9 GAGE LADDER TYPE AT 16\" O.C."),
    ]),
]


def _s01(page) -> None:
    draw_text(page, 80, 62, "GENERAL STRUCTURAL NOTES", 14)
    for x, sections in [(80, GENERAL_NOTES_1), (800, GENERAL_NOTES_2), (1520, GENERAL_NOTES_3)]:
        _notes_column(page, x, 90, sections)


def _s02(page) -> None:
    draw_text(page, 100, 90, "STATEMENT OF SPECIAL INSPECTIONS", 14)
    draw_text(page, 100, 110, "SPECIAL INSPECTIONS SHALL BE PERFORMED IN ACCORDANCE WITH IBC 2021 CHAPTER 17 "
              "BY AN AGENCY RETAINED BY THE OWNER.", 8)
    rows = [("VERIFICATION AND INSPECTION", "CONTINUOUS", "PERIODIC", "REFERENCE STANDARD"),
            ("INSPECT REINFORCEMENT, INCLUDING PRESTRESSING TENDONS, AND VERIFY PLACEMENT", "", "X",
             "ACI 318: 26.6.1-26.6.3"),
            ("INSPECT ANCHORS CAST IN CONCRETE", "", "X", "ACI 318: 17.8.2"),
            ("VERIFY USE OF REQUIRED DESIGN MIX", "", "X", "ACI 318: 26.4.3"),
            ("CONCRETE PLACEMENT FOR PROPER APPLICATION TECHNIQUES", "X", "", "ACI 318: 26.5"),
            ("HIGH-STRENGTH BOLTING, SNUG-TIGHT JOINTS", "", "X", "AISC 360: N5.6"),
            ("COMPLETE AND PARTIAL JOINT PENETRATION GROOVE WELDS", "X", "", "AWS D1.1"),
            ("VERIFY BEARING CAPACITY OF SOIL AT FOOTING EXCAVATIONS", "", "X", "IBC 1705.6"),
            ("MASONRY: GROUT SPACE PRIOR TO GROUTING", "", "X", "TMS 602: 3.2D")]
    draw_grid(page, 100, 130, [470, 90, 90, 180], rows, size=8, row_height=20)


FOOTINGS = [("MARK", "SIZE", "REINFORCING", "TOP OF FOOTING"),
            ("F1", "4'-0\" x 4'-0\" x 1'-0\"", "(5) #5 E.W. BOT.", "97'-4\""),
            ("F2", "5'-6\" x 5'-6\" x 1'-2\"", "(7) #6 E.W. BOT.", "97'-4\""),
            ("F3", "7'-0\" x 7'-0\" x 1'-6\"", "(8) #7 E.W. BOT.", "97'-0\""),
            ("CF1", "2'-0\" WIDE x 1'-0\" DEEP", "(3) #5 CONT. BOT.", "97'-4\""),
            ("CF2", "2'-6\" WIDE x 1'-0\" DEEP", "(3) #5 CONT. BOT. W/ #4 @ 12\" O.C. TRANSV.", "97'-4\"")]

GRID_X = [260, 560, 860, 1160, 1460]       # grid lines 1-5, 25'-0" bays at 1/8"
GRID_Y = [260, 620, 980]                   # grid lines A-C, 30'-0" bays


def _grid(page) -> None:
    for i, x in enumerate(GRID_X, 1):
        page.draw_line((x, 200), (x, 1040), width=0.4, dashes="[8 4] 0")
        page.draw_circle((x, 180), 14, width=0.8)
        draw_text(page, x - 4, 184, str(i), 11)
    for j, y in enumerate(GRID_Y):
        page.draw_line((200, y), (1520, y), width=0.4, dashes="[8 4] 0")
        page.draw_circle((180, y), 14, width=0.8)
        draw_text(page, 176, y + 4, "ABC"[j], 11)
    for i in range(len(GRID_X) - 1):
        draw_text(page, (GRID_X[i] + GRID_X[i + 1]) / 2 - 18, 150, "25'-0\"", 8)
    for j in range(len(GRID_Y) - 1):
        draw_text(page, 120, (GRID_Y[j] + GRID_Y[j + 1]) / 2, "30'-0\"", 8)


def _keyed_notes(page, notes: list[str], x: float, y: float, title: str = "KEYED NOTES") -> float:
    draw_text(page, x, y, title, 11)
    yy = y + 10
    for i, note in enumerate(notes, 1):
        yy += 22
        page.draw_circle((x + 6, yy - 3), 7, width=0.6)
        draw_text(page, x + 3, yy, str(i), 7)
        lines = textwrap.wrap(note, 80)
        for k, line in enumerate(lines):
            draw_text(page, x + 22, yy + 10 * k, line, 7.5)
        yy += 10 * (len(lines) - 1)
    return yy + 22


def _s11(page) -> None:
    _grid(page)
    for j, y in enumerate(GRID_Y):
        for i, x in enumerate(GRID_X):
            edge = j in (0, len(GRID_Y) - 1) or i in (0, len(GRID_X) - 1)
            mark = "F1" if (j, i) in {(0, 0), (0, 4), (2, 0), (2, 4)} else ("F2" if edge else "F3")
            page.draw_rect(pymupdf.Rect(x - 20, y - 20, x + 20, y + 20), width=0.6)
            draw_text(page, x + 24, y - 24, mark, 8)
    for y in (GRID_Y[0] - 8, GRID_Y[-1] + 8):
        page.draw_line((GRID_X[0], y), (GRID_X[-1], y), width=1.2)
    draw_text(page, 700, GRID_Y[0] - 14, "CF1", 8)
    draw_text(page, 700, GRID_Y[-1] + 22, "CF2", 8)
    draw_text(page, 620, 820, "4\" SLAB ON GRADE, T.O. SLAB EL. 100'-0\"", 8)
    page.draw_polyline([(900, 430), (912, 418), (924, 430), (912, 442), (900, 430)], width=0.6)
    draw_text(page, 909, 433, "1", 7)
    page.draw_polyline([(1200, 760), (1212, 748), (1224, 760), (1212, 772), (1200, 760)], width=0.6)
    draw_text(page, 1209, 763, "2", 7)
    draw_view_title(page, 200, 1120, "1", "FOUNDATION PLAN", "1/8\" = 1'-0\"")
    draw_text(page, 1650, 90, "FOOTING SCHEDULE", 11)
    draw_grid(page, 1650, 100, [60, 160, 230, 100], FOOTINGS, size=8, row_height=18)
    _keyed_notes(page, [
        "4\" CONCRETE SLAB ON GRADE REINFORCED WITH 6x6-W2.9xW2.9 WWR ON 10 MIL VAPOR RETARDER ON 6\" "
        "COMPACTED GRANULAR FILL.",
        "SAWCUT CONTROL JOINTS AT 15'-0\" O.C. MAXIMUM EACH WAY, 1/4 SLAB DEPTH, WITHIN 12 HOURS OF PLACING.",
        "8\" CMU FOUNDATION WALL WITH #5 @ 16\" O.C. VERTICAL, FULLY GROUTED BELOW GRADE.",
        "DEPRESS SLAB 1 1/2\" AT VEHICLE SERVICE BAYS; SLOPE TO TRENCH DRAIN.",
        "TRENCH DRAIN, SEE PLUMBING. THICKEN SLAB TO 8\" UNDER DRAIN.",
    ], 1650, 260)
    draw_text(page, 1650, 520, "FOUNDATION NOTES", 11)
    for i, line in enumerate([
            "1. TOP OF FOOTING ELEVATIONS ARE GIVEN IN THE FOOTING SCHEDULE; FINISHED FLOOR EL. 100'-0\".",
            "2. CENTER FOOTINGS UNDER COLUMNS U.N.O.",
            "3. SEE S0.1 FOR CONCRETE STRENGTHS AND SOIL BEARING PRESSURE."], 1):
        draw_text(page, 1650, 530 + 14 * i, line, 7.5)


def _s21(page) -> None:
    _grid(page)
    # girders along the column lines A-C, joists spanning between them
    for y in GRID_Y:
        page.draw_line((GRID_X[0], y), (GRID_X[-1], y), width=1.5)
    for i in range(len(GRID_X) - 1):
        xm = (GRID_X[i] + GRID_X[i + 1]) / 2
        draw_text(page, xm - 24, GRID_Y[0] - 6, "W16x31", 8)
        draw_text(page, xm - 24, GRID_Y[1] - 6, "W18x35", 8)
        draw_text(page, xm - 24, GRID_Y[2] - 6, "W16x31", 8)
    for x in GRID_X:
        page.draw_line((x, GRID_Y[0]), (x, GRID_Y[-1]), width=0.4)
    draw_text(page, GRID_X[0] + 6, (GRID_Y[0] + GRID_Y[1]) / 2, "W12x26", 8, rotate=90)
    draw_text(page, GRID_X[-1] + 6, (GRID_Y[0] + GRID_Y[1]) / 2, "W12x26", 8, rotate=90)
    for k in range(1, 5):
        x = GRID_X[1] + 60 * k
        page.draw_line((x, GRID_Y[0]), (x, GRID_Y[2]), width=0.3)
    draw_text(page, GRID_X[1] + 40, (GRID_Y[0] + GRID_Y[1]) / 2, "24K9 @ 5'-0\" O.C.", 8)
    draw_text(page, GRID_X[2] + 40, (GRID_Y[0] + GRID_Y[1]) / 2 + 60, "24K9 @ 5'-0\" O.C.", 8)
    draw_text(page, GRID_X[3] + 40, (GRID_Y[1] + GRID_Y[2]) / 2, "18K5 @ 5'-0\" O.C.", 8)
    draw_text(page, GRID_X[0] + 40, (GRID_Y[1] + GRID_Y[2]) / 2, "18K5 @ 5'-0\" O.C.", 8)
    draw_text(page, 600, 1010, "ROOF DECK: 1 1/2\" TYPE B, 20 GA. GALV.", 8)
    draw_text(page, 600, 1024, "T.O. STEEL EL. 118'-0\" U.N.O.", 8)
    draw_text(page, 1000, 1010, "L4x4x1/4 ROOF OPENING FRAME, SEE 3/S5.1", 8)
    draw_view_title(page, 200, 1120, "1", "ROOF FRAMING PLAN", "1/8\" = 1'-0\"")
    _keyed_notes(page, [
        "RTU-1 ON ROOF CURB; PROVIDE L3x3x1/4 FRAME BETWEEN JOISTS, SEE 3/S5.1.",
        "JOIST GIRDER SEAT AT MASONRY WALL, SEE 4/S5.1. BEARING PLATE PL 1/2\" x 8\" x 12\" WITH (2) 3/4\" "
        "DIA. EMBEDDED ANCHORS.",
        "DOUBLE JOISTS UNDER ROOFTOP UNIT.",
        "ROOF SLOPES 1/4\" PER FOOT TO DRAINS; SEE ARCHITECTURAL FOR ROOF DRAIN LOCATIONS.",
    ], 1650, 90)
    draw_text(page, 1650, 330, "LINTEL SCHEDULE", 11)
    draw_grid(page, 1650, 340, [60, 150, 220, 80], [
        ("MARK", "OPENING WIDTH", "LINTEL", "BEARING"),
        ("L1", "UP TO 4'-0\"", "L4x3 1/2x5/16 LLV", "8\" MIN."),
        ("L2", "4'-1\" TO 8'-0\"", "(2) L6x4x3/8 LLV", "8\" MIN."),
        ("L3", "8'-1\" TO 12'-0\"", "W8x18 W/ PL 3/8\" x 9\"", "12\" MIN."),
        ("L4", "12'-1\" TO 16'-0\"", "W10x33 W/ PL 3/8\" x 11\"", "16\" MIN."),
    ], size=8, row_height=18)
    draw_text(page, 1650, 460, "LINTELS IN EXTERIOR WALLS SHALL BE HOT-DIP GALVANIZED.", 7.5)


COLUMN_MARKS = ["C1", "C2", "C3", "C4"]
COLUMN_ROWS = [
    ("SIZE", ["HSS6x6x3/8", "HSS8x8x1/2", "W10x33", "W8x31"]),
    ("BASE PLATE", ["PL 3/4\" x 12\" x 12\"", "PL 1\" x 14\" x 14\"", "PL 1\" x 14\" x 16\"", "PL 3/4\" x 12\" x 14\""]),
    ("ANCHOR RODS", ["(4) 3/4\" DIA.", "(4) 7/8\" DIA.", "(4) 1\" DIA.", "(4) 3/4\" DIA."]),
    ("EMBEDMENT", ["1'-0\"", "1'-3\"", "1'-6\"", "1'-0\""]),
    ("TOP OF STEEL", ["118'-0\"", "118'-0\"", "119'-6\"", "116'-0\""]),
    ("FOOTING", ["F1", "F2", "F3", "F2"]),
    ("LOCATION", ["A-1, A-5, C-1, C-5", "A-2 THRU A-4, C-2 THRU C-4", "B-2 THRU B-4", "B-1, B-5"]),
]


def _s51(page) -> None:
    draw_text(page, 100, 90, "COLUMN SCHEDULE", 12)
    rows = [tuple(["COLUMN MARK"] + COLUMN_MARKS)] + [tuple([cap] + vals) for cap, vals in COLUMN_ROWS]
    draw_grid(page, 100, 100, [120, 170, 190, 170, 170], rows, size=8, row_height=22)
    draw_text(page, 100, 300, "COLUMN SCHEDULE NOTES:", 8.5)
    for i, line in enumerate([
            "1. GROUT UNDER BASE PLATES WITH 1 1/2\" NON-SHRINK GROUT, 5,000 PSI MIN.",
            "2. ANCHOR RODS ASTM F1554 GRADE 36 WITH HEAVY HEX NUT AND PLATE WASHER.",
            "3. CAP PLATES: PL 1/2\" U.N.O."], 1):
        draw_text(page, 100, 300 + 13 * i, line, 7.5)
    draw_view_title(page, 120, 900, "1", "TYPICAL COLUMN BASE PLATE DETAIL", "1\" = 1'-0\"")
    draw_view_title(page, 900, 900, "2", "TYPICAL FOOTING SECTION", "3/4\" = 1'-0\"")
    draw_view_title(page, 120, 1500, "3", "ROOF OPENING FRAME", "1\" = 1'-0\"")
    draw_view_title(page, 900, 1500, "4", "JOIST BEARING AT MASONRY WALL", "1\" = 1'-0\"")
    draw_text(page, 200, 760, "3\" CLR.", 8)
    draw_text(page, 980, 760, "#4 TIES @ 12\" O.C.", 8)


BODIES = {"S0.1": _s01, "S0.2": _s02, "S1.1": _s11, "S2.1": _s21, "S5.1": _s51}


def structural_pdf(path: Path) -> Path:
    return draw_sheets(path, SHEETS, _title_block, BODIES, W, H)


# Written before drawqa answered any: (question, all of these in the answer, none of these).
STRUCTURAL_QUESTIONS = [
    # title block
    ("Who is the engineer of record?", ["OKONJO"], []),
    ("What is the engineer's license number?", ["E-84213"], []),
    ("What is the project number?", ["24-117"], []),
    ("What is the title of sheet S2.1?", ["ROOF FRAMING PLAN"], []),
    ("What is the scale of the foundation plan?", ["1/8\" = 1'-0\""], []),
    ("What is the latest revision on sheet S1.1?", ["BULLETIN 01"], ["PERMIT COMMENTS"]),
    ("Which sheet has the column schedule?", ["S5.1"], []),
    # general notes: codes and design criteria
    ("What building code was used for the structural design?", ["IBC 2021"], []),
    ("What edition of ACI 318 applies?", ["ACI 318-19"], []),
    ("What standard governs structural steel design?", ["AISC 360-16"], []),
    ("What is the risk category?", ["II"], ["III"]),
    ("What is the live load for offices?", ["50 PSF"], ["100 PSF"]),
    ("What is the corridor live load?", ["100 PSF"], ["50 PSF"]),
    ("What is the roof live load?", ["20 PSF"], []),
    ("What is the flat roof snow load?", ["15.4 PSF"], []),
    ("What is the ground snow load?", ["20 PSF"], ["15.4"]),
    ("What is the basic wind speed?", ["115 MPH"], []),
    ("What is the wind exposure category?", ["C"], []),
    ("What is the seismic design category?", ["B"], []),
    ("What is Ss?", ["0.128"], ["0.061"]),
    ("What is S1?", ["0.061"], ["0.128"]),
    ("What is the site class?", ["D"], []),
    ("What is the allowable soil bearing pressure?", ["2,500 PSF"], []),
    # materials
    ("What is the concrete strength for footings?", ["3,000 PSI"], ["4,000"]),
    ("What is the concrete strength of the interior slab on grade?", ["4,000 PSI"], ["3,000"]),
    ("What grade of reinforcing steel is specified?", ["A615", "60"], []),
    ("What ASTM specification is used for wide flange shapes?", ["A992"], []),
    ("What is the anchor rod specification?", ["F1554"], []),
    ("What is the minimum concrete cover for concrete cast against earth?", ["3\""], []),
    ("What type of mortar is specified?", ["TYPE S"], []),
    # foundation plan
    ("What is the size of footing F2?", ["5'-6\" x 5'-6\" x 1'-2\""], []),
    ("What is the reinforcing in footing F3?", ["(8) #7 E.W. BOT."], []),
    ("What is the top of footing elevation for F3?", ["97'-0\""], ["97'-4\""]),
    ("What is the reinforcing for continuous footing CF1?", ["(3) #5 CONT. BOT."], ["#4"]),
    ("How thick is the slab on grade?", ["4\""], []),
    ("What is the maximum spacing of control joints?", ["15'-0\""], []),
    # roof framing
    ("What is the roof deck?", ["1 1/2\"", "TYPE B", "20 GA"], []),
    ("What is the joist spacing?", ["5'-0\""], []),
    ("What lintel is used for lintel mark L3?", ["W8x18"], []),
    ("What is the required bearing for lintel L4?", ["16\""], []),
    ("What is the top of steel elevation?", ["118'-0\""], []),
    # column schedule (column-ordered)
    ("What is the size of column C2?", ["HSS8x8x1/2"], ["HSS6x6"]),
    ("What is the base plate for column C3?", ["PL 1\" x 14\" x 16\""], []),
    ("What anchor rods are used at column C1?", ["(4) 3/4\" DIA."], ["7/8"]),
    ("What footing is under column C4?", ["F2"], []),
    ("What is the top of steel for column C3?", ["119'-6\""], []),
    # special inspections
    ("Is concrete placement inspection continuous or periodic?", ["CONTINUOUS"], []),
]

# Plausible for a structural set, but this one does not say them: each must abstain.
STRUCTURAL_ABSTAIN = [
    "What is the allowable pile capacity?",
    "What is the size of footing F4?",
    "What is the base plate for column C6?",
    "What is the rain load?",
    "Who is the special inspector?",
    "What is the floor live load for assembly areas?",
    "What is the design wind pressure for components and cladding?",
    "What grade of lumber is specified?",
    "What is the snow drift surcharge at the parapet?",
    "What is the concrete strength for the elevated slab?",
    "Who is the geotechnical engineer?",
    "What is the size of lintel L5?",
]
