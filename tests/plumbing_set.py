"""A three-sheet US plumbing set for a one-story branch library, drawn the way an MEP
engineer's office draws one (36x24 in sheets, text layer):

* every sheet has the MEP firm's title block: firm and address, the architect, the project,
  the plumbing engineer's seal (its text set in a circle), drawn / checked by, project number,
  date, a revision table, scale, sheet title and sheet number (`P-001`, `P-101`, `P-201`);
* P-001 PLUMBING GENERAL NOTES, ABBREVIATIONS AND SCHEDULES: numbered general notes in two
  columns with code citations (`2021 UNIFORM PLUMBING CODE`, `UPC 712.2`), slopes and test
  pressures; an abbreviation list (`WCO  WALL CLEANOUT`); a PLUMBING FIXTURE SCHEDULE whose
  header is two lines (`CONNECTIONS` over `CW HW W V`, `FIXTURE UNITS` over `WSFU DFU`), its
  descriptions wrapped in their cells; a WATER HEATER SCHEDULE with units in the heads
  (`CAPACITY (GAL)`, `INPUT`, `RECOVERY (GPH @ 100°F RISE)`); a recirculation pump schedule;
* P-101 PLUMBING FLOOR PLAN: rooms with their names and numbers, fixture tags beside fixtures
  (`WC-1`), cleanout callouts (`4" FCO`, `3" WCO`), pipe-size callouts along the piping
  (`4" W`, `2" V`, `1-1/4" CW`), keyed notes numbered in the margin;
* P-201 PLUMBING RISER DIAGRAMS: a waste-and-vent riser and a domestic water riser with their
  pipe-size callouts, a gas piping schematic, the GAS PIPE SIZING note, keyed notes.

The questions (`PLUMBING_QUESTIONS`, `PLUMBING_ABSTAIN`) were written before drawqa was asked
any of them (first sight: `docs/first-sight.md`, session 18).
"""
from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf

from asking import draw_revision_rows, draw_sheets, draw_text, draw_view_title

W, H = 2592, 1728                     # 36 x 24 in
TB = W - 310                          # title-block strip
FIRM = "NORTHLINE MEP ENGINEERS, INC."
PROJECT_NO = "25-042"
ISSUE_DATE = "06/09/2025"
ADD1 = ("1", "ADDENDUM 01", "06/30/2025")
ADD2 = ("2", "ADDENDUM 02", "07/14/2025")
ASI1 = ("3", "ASI 01 WATER HEATER", "09/02/2025")

SHEETS = [
    ("P-001", "PLUMBING GENERAL NOTES, ABBREVIATIONS AND SCHEDULES", "NTS", [ADD1, ASI1]),
    ("P-101", "PLUMBING FLOOR PLAN", "1/4\" = 1'-0\"", [ADD1, ADD2]),
    ("P-201", "PLUMBING RISER DIAGRAMS", "NTS", []),
]


def _title_block(page, number: str, title: str, scale: str, revisions) -> None:
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2)
    page.draw_line((TB, 30), (TB, H - 30), width=1.5)
    x = TB + 14
    draw_text(page, x, 70, FIRM, 11)
    draw_text(page, x, 86, "915 NW BOND STREET, SUITE 200", 8)
    draw_text(page, x, 98, "BEND, OR 97703   541.555.0164", 8)
    draw_text(page, x, 150, "ARCHITECT", 6)
    draw_text(page, x, 162, "CASCADE FORM ARCHITECTURE", 8)
    draw_text(page, x, 250, "PROJECT", 6)
    draw_text(page, x, 266, "DESCHUTES RIVER BRANCH LIBRARY", 11)
    draw_text(page, x, 280, "DESCHUTES PUBLIC LIBRARY DISTRICT", 9)
    draw_text(page, x, 294, "61250 BROOKSWOOD BLVD, BEND, OR 97702", 8)
    cx, cy = TB + 150, 470
    page.draw_circle((cx, cy), 85, width=1)
    page.draw_circle((cx, cy), 62, width=0.5)
    for dy, text, size in [(-68, "REGISTERED PROFESSIONAL", 6), (-58, "ENGINEER", 6), (-6, "PRIYA S.", 8),
                           (6, "RAMANATHAN", 8), (20, "91234PE", 8), (74, "OREGON", 7)]:
        tw = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
        draw_text(page, cx - tw / 2, cy + dy, text, size)
    draw_text(page, x, 590, "DRAWN BY", 6)
    draw_text(page, x + 100, 590, "CHECKED BY", 6)
    draw_text(page, x, 604, "KLM", 9)
    draw_text(page, x + 100, 604, "PSR", 9)
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
    if len(title) > 30:
        for i, line in enumerate(textwrap.wrap(title, 30)):
            draw_text(page, x, 1468 + 12 * i, line, 8)
    else:
        draw_text(page, x, 1468, title, 10)
    draw_text(page, x, 1520, "SHEET NUMBER", 6)
    draw_text(page, x, 1580, number, 36)


def _numbered(page, x: float, y: float, notes: list[tuple[int, str]], width_chars: int = 92,
              size: float = 7.5) -> float:
    """Numbered notes wrapped with a hanging indent, a blank half line between notes."""
    lead = size * 1.45
    for n, note in notes:
        draw_text(page, x, y, f"{n}.", size)
        for line in textwrap.wrap(note, width_chars):
            draw_text(page, x + 18, y, line, size)
            y += lead
        y += lead * 0.5
    return y


def _schedule(page, x0: float, y0: float, title: str, columns, rows, size: float = 7.5,
              line: float = 10.5) -> float:
    """A schedule as an MEP office draws one: the title over a ruled grid whose header is two
    lines (a group caption such as `CONNECTIONS` spanning its columns over their captions, or
    one caption wrapped in two lines), each row as tall as its most-wrapped cell.

    `columns` is a list of (group, caption lines, width, wrap chars); `rows` lists the cells."""
    draw_text(page, x0, y0 - 8, title, 11)
    xs = [x0]
    for _, _, w, _ in columns:
        xs.append(xs[-1] + w)
    head = 2 * line + 8
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], y0 + head), width=0.8)
    k = 0
    while k < len(columns):
        group = columns[k][0]
        j = k
        while j + 1 < len(columns) and group and columns[j + 1][0] == group:
            j += 1
        if group:
            tw = pymupdf.get_text_length(group, fontname="helv", fontsize=size)
            draw_text(page, (xs[k] + xs[j + 1] - tw) / 2, y0 + line, group, size)
            page.draw_line((xs[k], y0 + line + 3), (xs[j + 1], y0 + line + 3), width=0.5)
            for c in range(k, j + 1):
                cap = columns[c][1][0]
                tw = pymupdf.get_text_length(cap, fontname="helv", fontsize=size)
                draw_text(page, (xs[c] + xs[c + 1] - tw) / 2, y0 + 2 * line + 3, cap, size)
        else:
            caps = columns[k][1]
            top = y0 + (line + 2 if len(caps) == 1 else line - 1)
            for i, cap in enumerate(caps):
                tw = pymupdf.get_text_length(cap, fontname="helv", fontsize=size)
                draw_text(page, (xs[k] + xs[k + 1] - tw) / 2, top + i * line + 3, cap, size)
        k = j + 1
    y = y0 + head
    for cells in rows:
        wrapped = [textwrap.wrap(cell, columns[c][3]) if cell else [] for c, cell in enumerate(cells)]
        n = max(1, max(len(w) for w in wrapped))
        height = n * line + 6
        for c, lines in enumerate(wrapped):
            for i, text in enumerate(lines):
                if columns[c][3] < 12:       # short figure columns are centred
                    tw = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
                    draw_text(page, (xs[c] + xs[c + 1] - tw) / 2, y + line + i * line, text, size)
                else:
                    draw_text(page, xs[c] + 4, y + line + i * line, text, size)
        y += height
        page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
    for c, xx in enumerate(xs):
        inside = 0 < c < len(columns) and columns[c][0] and columns[c][0] == columns[c - 1][0]
        page.draw_line((xx, y0 + (line + 3 if inside else 0)), (xx, y), width=0.5)
    return y


GENERAL_NOTES_A = [
    (1, "ALL PLUMBING WORK SHALL COMPLY WITH THE 2023 OREGON PLUMBING SPECIALTY CODE (OPSC), BASED ON "
        "THE 2021 UNIFORM PLUMBING CODE (UPC), AND WITH ALL LOCAL AMENDMENTS AND UTILITY REQUIREMENTS."),
    (2, "DRAWINGS ARE DIAGRAMMATIC AND INDICATE GENERAL ARRANGEMENT OF PIPING. DO NOT SCALE DRAWINGS. "
        "COORDINATE ALL PIPING WITH STRUCTURAL, ARCHITECTURAL, MECHANICAL AND ELECTRICAL WORK BEFORE "
        "INSTALLATION."),
    (3, "SANITARY WASTE AND VENT PIPING ABOVE GRADE: NO-HUB CAST IRON SOIL PIPE AND FITTINGS, CISPI 301. "
        "BELOW GRADE: SCHEDULE 40 PVC DWV, ASTM D2665. PVC SHALL NOT BE USED IN RETURN AIR PLENUMS."),
    (4, "SLOPE HORIZONTAL DRAINAGE PIPING AT 1/4\" PER FOOT FOR 3\" AND SMALLER AND 1/8\" PER FOOT FOR 4\" "
        "AND LARGER, UNLESS NOTED OTHERWISE. SLOPE VENT PIPING TO DRAIN BACK TO THE DRAINAGE SYSTEM."),
    (5, "DOMESTIC WATER PIPING ABOVE GRADE: TYPE L HARD DRAWN COPPER, ASTM B88, WITH WROUGHT COPPER "
        "FITTINGS AND LEAD FREE SOLDER. BELOW GRADE: TYPE K SOFT COPPER WITHOUT JOINTS UNDER THE SLAB."),
    (6, "TEST DRAINAGE AND VENT PIPING WITH A 10-FOOT HEAD OF WATER FOR 15 MINUTES PER UPC 712.2. "
        "TEST DOMESTIC WATER PIPING HYDROSTATICALLY AT 150 PSI FOR 2 HOURS WITHOUT LOSS OF PRESSURE."),
    (7, "PROVIDE CLEANOUTS AT THE BASE OF EACH STACK, AT EACH AGGREGATE CHANGE OF DIRECTION EXCEEDING "
        "135 DEGREES, AND AT INTERVALS NOT EXCEEDING 100 FEET IN HORIZONTAL DRAINAGE LINES PER UPC 707.4."),
]

GENERAL_NOTES_B = [
    (8, "INSULATE DOMESTIC HOT WATER AND HOT WATER RETURN PIPING WITH 1\" THICK FIBERGLASS PIPE "
        "INSULATION WITH ALL SERVICE JACKET. INSULATE COLD WATER PIPING WITH 1/2\" THICK INSULATION."),
    (9, "DOMESTIC HOT WATER SHALL BE STORED AT 140°F AND DELIVERED TO LAVATORIES AT 110°F MAXIMUM "
        "THROUGH ASSE 1070 THERMOSTATIC MIXING VALVES."),
    (10, "PROVIDE WATER HAMMER ARRESTORS SIZED PER PDI-WH 201 AT ALL QUICK-CLOSING VALVES AND FLUSH "
         "VALVES."),
    (11, "STATIC WATER PRESSURE AT THE POINT OF CONNECTION IS 72 PSI PER FLOW TEST DATED 03/14/2025. "
         "PROVIDE A PRESSURE REDUCING VALVE IF STATIC PRESSURE EXCEEDS 80 PSI."),
    (12, "ALL PIPE, FITTINGS, VALVES AND FIXTURES IN CONTACT WITH POTABLE WATER SHALL BE LEAD FREE AND "
         "CERTIFIED TO NSF/ANSI 61 AND NSF/ANSI 372."),
    (13, "PROVIDE A REDUCED PRESSURE PRINCIPLE BACKFLOW PREVENTER (RP) ON THE DOMESTIC WATER SERVICE "
         "AT ENTRY, SEE KEYED NOTE 2 ON P-101."),
]

ABBREVIATIONS = [
    ("AFF", "ABOVE FINISHED FLOOR"), ("CO", "CLEANOUT"), ("CW", "DOMESTIC COLD WATER"),
    ("DFU", "DRAINAGE FIXTURE UNITS"), ("FCO", "FLOOR CLEANOUT"), ("FD", "FLOOR DRAIN"),
    ("G", "NATURAL GAS"), ("GCO", "GRADE CLEANOUT"), ("HW", "DOMESTIC HOT WATER"),
    ("HWR", "DOMESTIC HOT WATER RETURN"), ("IE", "INVERT ELEVATION"),
    ("RP", "REDUCED PRESSURE BACKFLOW PREVENTER"), ("TMV", "THERMOSTATIC MIXING VALVE"),
    ("UNO", "UNLESS NOTED OTHERWISE"), ("V", "VENT"), ("VTR", "VENT THROUGH ROOF"), ("W", "WASTE"),
    ("WCO", "WALL CLEANOUT"), ("WSFU", "WATER SUPPLY FIXTURE UNITS"),
]

# (group, caption lines, width, wrap chars)
FIXTURE_COLUMNS = [
    ("", ["MARK"], 60, 8), ("", ["FIXTURE"], 120, 22), ("", ["DESCRIPTION"], 300, 58),
    ("", ["MANUFACTURER /", "MODEL"], 210, 40),
    ("CONNECTIONS", ["CW"], 46, 6), ("CONNECTIONS", ["HW"], 46, 6), ("CONNECTIONS", ["W"], 46, 6),
    ("CONNECTIONS", ["V"], 46, 6),
    ("FIXTURE UNITS", ["WSFU"], 50, 6), ("FIXTURE UNITS", ["DFU"], 50, 6),
    ("", ["REMARKS"], 230, 44),
]
FIXTURES = [
    ("WC-1", "WATER CLOSET", "FLOOR MOUNTED, VITREOUS CHINA, ELONGATED BOWL, 17\" RIM HEIGHT (ADA), 1.28 GPF "
     "FLUSH VALVE, OPEN FRONT SEAT", "AMERICAN STANDARD 3461.001 / SLOAN ROYAL 111-1.28",
     "1\"", "-", "3\"", "2\"", "5", "4", "ADA MOUNTING HEIGHT"),
    ("WC-2", "WATER CLOSET", "WALL HUNG, VITREOUS CHINA, ELONGATED BOWL, 1.28 GPF FLUSH VALVE, ON FLOOR "
     "MOUNTED CARRIER", "AMERICAN STANDARD 3351.101 / SLOAN ROYAL 111-1.28",
     "1\"", "-", "4\"", "2\"", "5", "4", "PROVIDE ZURN Z1203 CARRIER"),
    ("UR-1", "URINAL", "WALL HUNG, VITREOUS CHINA, 0.125 GPF FLUSH VALVE, 3/4\" TOP SPUD",
     "AMERICAN STANDARD 6590.001 / SLOAN ROYAL 186-0.125", "3/4\"", "-", "2\"", "1-1/2\"", "3", "2",
     "MOUNT RIM AT 17\" AFF MAX."),
    ("LAV-1", "LAVATORY", "WALL HUNG, VITREOUS CHINA, 20\" x 18\", SINGLE HOLE, 0.5 GPM SENSOR FAUCET",
     "KOHLER K-2005 / SLOAN EAF-275", "1/2\"", "1/2\"", "1-1/4\"", "1-1/4\"", "1.0", "1",
     "ASSE 1070 TMV BELOW, INSULATE P-TRAP AND SUPPLIES"),
    ("SK-1", "SINK", "BREAK ROOM, SINGLE BOWL STAINLESS STEEL, 18 GA, 25\" x 22\", 1.5 GPM FAUCET",
     "ELKAY LRAD2522 / CHICAGO 786-E3", "1/2\"", "1/2\"", "1-1/2\"", "1-1/2\"", "1.5", "2", ""),
    ("MS-1", "MOP SINK", "FLOOR MOUNTED, MOLDED STONE, 24\" x 24\" x 10\", WALL MOUNTED SERVICE FAUCET "
     "WITH VACUUM BREAKER", "FIAT MSB2424 / CHICAGO 897-CP", "1/2\"", "1/2\"", "3\"", "1-1/2\"", "3", "3",
     "PROVIDE HOSE AND BRACKET"),
    ("SH-1", "SHOWER", "ACCESSIBLE, 36\" x 60\" FIBERGLASS, PRESSURE BALANCING VALVE, 1.8 GPM HAND SHOWER "
     "ON 24\" SLIDE BAR", "AQUATIC 1603BFSD / SYMMONS 96-1-X", "1/2\"", "1/2\"", "2\"", "1-1/2\"", "2.0", "2",
     "FOLDING SEAT BY DIV. 10"),
    ("EWC-1", "ELECTRIC WATER COOLER", "BI-LEVEL, WALL MOUNTED, WITH BOTTLE FILLER, 8 GPH CHILLED",
     "ELKAY LZSTL8WSLK", "1/2\"", "-", "1-1/4\"", "1-1/4\"", "0.5", "1",
     "REQUIRES 120V DEDICATED CIRCUIT, SEE ELECTRICAL"),
    ("FD-1", "FLOOR DRAIN", "CAST IRON BODY, 6\" ROUND NICKEL BRONZE STRAINER, TRAP PRIMER CONNECTION",
     "ZURN ZN415-6B-P", "-", "-", "3\"", "2\"", "-", "2", "PROVIDE TRAP PRIMER, SEE P-201"),
    ("HB-1", "HOSE BIBB", "WALL HYDRANT, FREEZE PROOF, ENCASED, INTEGRAL VACUUM BREAKER",
     "WOODFORD MODEL 65", "3/4\"", "-", "-", "-", "2.5", "-", "KEY OPERATED"),
]

HEATER_COLUMNS = [
    ("", ["MARK"], 60, 8), ("", ["TYPE"], 170, 30), ("", ["CAPACITY", "(GAL)"], 70, 8),
    ("", ["INPUT"], 70, 10), ("", ["RECOVERY (GPH", "@ 100°F RISE)"], 100, 8),
    ("", ["FUEL"], 100, 16), ("", ["EFFICIENCY"], 80, 10), ("", ["MANUFACTURER /", "MODEL"], 190, 34),
    ("", ["REMARKS"], 260, 48),
]
HEATERS = [
    ("WH-1", "STORAGE TANK, CONDENSING, DIRECT VENT", "50", "100 MBH", "116", "NATURAL GAS", "96%",
     "A.O. SMITH VERTEX GDHE-50", "3\" PVC CONCENTRIC VENT, SET AT 140°F, PROVIDE ET-1 EXPANSION TANK"),
    ("WH-2", "POINT OF USE, ELECTRIC MINI-TANK", "6", "1.5 KW", "6", "ELECTRIC", "98%",
     "A.O. SMITH EJC-6", "120V/1PH, SERVES SK-1, MOUNT BELOW SINK"),
]

PUMP_COLUMNS = [
    ("", ["MARK"], 60, 8), ("", ["SERVICE"], 170, 30), ("", ["FLOW", "(GPM)"], 60, 8),
    ("", ["HEAD", "(FT)"], 60, 8), ("", ["HP"], 50, 8), ("", ["VOLTS / PH"], 80, 10),
    ("", ["MANUFACTURER /", "MODEL"], 190, 34), ("", ["REMARKS"], 220, 40),
]
PUMPS = [
    ("HWRP-1", "DOMESTIC HOT WATER RECIRCULATION", "3", "12", "1/12", "120/1", "BELL & GOSSETT ECOCIRC XL 20-35",
     "AQUASTAT AND TIME CLOCK CONTROL"),
]


def _p001(page) -> None:
    draw_text(page, 80, 70, "PLUMBING GENERAL NOTES", 12)
    _numbered(page, 80, 96, GENERAL_NOTES_A)
    _numbered(page, 660, 96, GENERAL_NOTES_B)
    draw_text(page, 1260, 70, "PLUMBING ABBREVIATIONS", 12)
    half = (len(ABBREVIATIONS) + 1) // 2
    for i, (abbr, meaning) in enumerate(ABBREVIATIONS):
        x = 1260 + 360 * (i // half)
        y = 96 + 13 * (i % half)
        draw_text(page, x, y, abbr, 7.5)
        draw_text(page, x + 50, y, meaning, 7.5)
    y = _schedule(page, 80, 460, "PLUMBING FIXTURE SCHEDULE", FIXTURE_COLUMNS, FIXTURES)
    draw_text(page, 80, y + 16, "FIXTURE SCHEDULE NOTES:", 8)
    _numbered(page, 80, y + 30, [
        (1, "ALL FIXTURES SHALL BE WHITE UNLESS NOTED OTHERWISE. EXPOSED TRAPS AND SUPPLIES CHROME PLATED."),
        (2, "PROVIDE STOPS ON ALL SUPPLIES. FIXTURE UNITS PER UPC TABLES 610.3 AND 702.1."),
    ])
    y = _schedule(page, 80, 1060, "WATER HEATER SCHEDULE", HEATER_COLUMNS, HEATERS)
    _schedule(page, 80, y + 70, "PUMP SCHEDULE", PUMP_COLUMNS, PUMPS)


ROOMS = [  # name, number, rectangle
    ("MEN'S RESTROOM", "104", (300, 200, 700, 520)),
    ("WOMEN'S RESTROOM", "105", (700, 200, 1100, 520)),
    ("JANITOR", "106", (1100, 200, 1300, 520)),
    ("STAFF TOILET / SHOWER", "108", (300, 520, 620, 820)),
    ("BREAK ROOM", "110", (620, 520, 1000, 820)),
    ("MECHANICAL", "112", (1000, 520, 1300, 820)),
    ("CORRIDOR", "101", (300, 820, 1300, 940)),
]

PLAN_TAGS = [  # (text, x, y): fixture tags set beside their fixtures
    ("WC-1", 330, 260), ("WC-2", 430, 260), ("WC-2", 530, 260), ("UR-1", 620, 260),
    ("LAV-1", 340, 470), ("LAV-1", 440, 470),
    ("WC-1", 730, 260), ("WC-2", 830, 260), ("WC-2", 930, 260),
    ("LAV-1", 760, 470), ("LAV-1", 860, 470),
    ("MS-1", 1150, 300), ("FD-1", 1180, 420),
    ("WC-1", 330, 570), ("LAV-1", 330, 760), ("SH-1", 520, 600),
    ("SK-1", 700, 570), ("EWC-1", 1090, 900),
    ("WH-1", 1120, 600), ("WH-2", 740, 600), ("HWRP-1", 1180, 660), ("FD-1", 1150, 760),
    ("HB-1", 1310, 700),
]

PIPE_CALLOUTS = [  # pipe-size callouts set along the piping
    ("4\" W", 360, 180), ("3\" W", 760, 180), ("2\" V", 480, 190), ("2\" V", 880, 190),
    ("3\" W", 1120, 380), ("1-1/2\" V", 1180, 340), ("2\" W", 460, 640), ("1-1/2\" W", 700, 640),
    ("4\" W", 800, 960), ("1-1/2\" CW", 1240, 560), ("1-1/4\" CW", 900, 540), ("3/4\" HW", 920, 556),
    ("1/2\" HWR", 940, 572), ("1\" CW", 480, 540), ("3/4\" HW", 480, 556),
]

CLEANOUTS = [
    ("4\" FCO", 320, 900), ("4\" FCO", 1000, 900), ("3\" WCO", 640, 300), ("3\" WCO", 1040, 300),
    ("4\" GCO", 200, 980), ("2\" CO", 640, 700),
]

PLAN_KEYED = [
    "4\" BUILDING DRAIN BELOW SLAB, IE 96.85' AT EXTERIOR WALL. CONTINUE 4\" W TO 5'-0\" OUTSIDE BUILDING; "
    "SEE CIVIL FOR CONTINUATION.",
    "1-1/2\" DOMESTIC WATER SERVICE ENTRY WITH 1-1/2\" RP BACKFLOW PREVENTER (WATTS LF909) AND ISOLATION "
    "VALVES, 12\" AFF MIN. DRAIN RP RELIEF TO FD-1.",
    "FD-1 WITH TRAP PRIMER (PRECISION PLUMBING PRODUCTS P1-500); ROUTE 1/2\" CW TO PRIMER.",
    "3\" VTR, TERMINATE 12\" ABOVE ROOF AND 10'-0\" MIN. FROM ANY AIR INTAKE.",
    "WH-1 ON 4\" HOUSEKEEPING PAD IN MECHANICAL 112 WITH SEISMIC STRAPS AT UPPER AND LOWER THIRDS. ROUTE "
    "T&P RELIEF TO FD-1.",
    "HB-1 ON EXTERIOR WALL AT 24\" ABOVE GRADE.",
]


def _keyed(page, x: float, y: float, notes: list[str]) -> None:
    draw_text(page, x, y, "KEYED NOTES", 11)
    y += 22
    for i, note in enumerate(notes, 1):
        page.draw_circle((x + 6, y - 3), 7, width=0.5)
        draw_text(page, x + 3 if i < 10 else x, y, str(i), 7.5)
        for line in textwrap.wrap(note, 70):
            draw_text(page, x + 22, y, line, 7.5)
            y += 11
        y += 6


def _p101(page) -> None:
    for name, num, (x0, y0, x1, y1) in ROOMS:
        page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.2)
        draw_text(page, (x0 + x1) / 2 - 50, (y0 + y1) / 2, name, 8)
        draw_text(page, (x0 + x1) / 2 - 10, (y0 + y1) / 2 + 12, num, 8)
    page.draw_line((250, 180), (1260, 180), width=2)          # waste main
    page.draw_line((250, 960), (1300, 960), width=2)
    for text, x, y in PLAN_TAGS + PIPE_CALLOUTS + CLEANOUTS:
        draw_text(page, x, y, text, 7)
    for k, (x, y) in enumerate([(240, 990), (1260, 580), (1160, 440), (560, 200), (1100, 640), (1320, 720)], 1):
        page.draw_circle((x, y), 8, width=0.6)
        draw_text(page, x - 2.5, y + 3, str(k), 7)
    draw_view_title(page, 300, 1100, "1", "PLUMBING FLOOR PLAN", "1/4\" = 1'-0\"", rule=500)
    draw_text(page, 330, 1140, "NOTE: SANITARY, VENT AND DOMESTIC WATER PIPING SHOWN ON ONE PLAN FOR CLARITY.", 7.5)
    _keyed(page, 1650, 90, PLAN_KEYED)


RISER_KEYED = [
    "3\" VTR THRU ROOF, SEE KEYED NOTE 4 ON P-101.",
    "CLEANOUT AT BASE OF STACK, 3\" WCO 18\" AFF.",
    "4\" BUILDING DRAIN AT 1/8\" PER FOOT TO CIVIL CONNECTION.",
    "1-1/2\" CW SERVICE WITH RP BACKFLOW PREVENTER AND MAIN SHUTOFF VALVE.",
    "BALANCING VALVE (CIRCUIT SETTER) AT END OF HWR BRANCH, SET FOR 1.0 GPM.",
]


def _p201(page) -> None:
    # waste and vent riser: a stack with branches, callouts beside each run
    page.draw_line((400, 150), (400, 800), width=1.5)
    page.draw_line((400, 800), (1000, 800), width=1.5)
    page.draw_line((250, 400), (400, 400), width=1)
    page.draw_line((250, 600), (400, 600), width=1)
    page.draw_line((600, 260), (600, 800), width=0.8)
    for text, x, y in [("3\" VTR", 410, 160), ("3\" V", 410, 300), ("2\" V", 610, 300),
                       ("1-1/2\" V", 260, 390), ("3\" W", 260, 590), ("4\" W", 410, 700),
                       ("4\" W", 700, 790), ("2\" W", 610, 700), ("3\" WCO", 410, 760),
                       ("4\" FCO", 900, 790), ("WC-1", 230, 620), ("LAV-1", 230, 420),
                       ("UR-1", 620, 560)]:
        draw_text(page, x, y, text, 7.5)
    for k, (x, y) in enumerate([(450, 140), (460, 780), (950, 830)], 1):
        page.draw_circle((x, y), 8, width=0.6)
        draw_text(page, x - 2.5, y + 3, str(k), 7)
    draw_view_title(page, 200, 900, "1", "SANITARY WASTE AND VENT RISER DIAGRAM", "NTS", rule=500)
    # domestic water riser
    page.draw_line((1200, 800), (1200, 200), width=1.5)
    page.draw_line((1200, 300), (1500, 300), width=1)
    page.draw_line((1250, 800), (1250, 250), width=1)
    page.draw_line((1300, 800), (1300, 260), width=0.6)
    for text, x, y in [("1-1/2\" CW", 1100, 790), ("1-1/4\" CW", 1210, 500), ("1\" CW", 1380, 290),
                       ("1\" HW", 1260, 520), ("3/4\" HW", 1260, 380), ("1/2\" HWR", 1310, 640),
                       ("RP", 1170, 740), ("TMV", 1330, 420), ("WH-1", 1270, 780), ("HWRP-1", 1330, 700)]:
        draw_text(page, x, y, text, 7.5)
    for k, (x, y) in enumerate([(1160, 760), (1340, 260)], 4):
        page.draw_circle((x, y), 8, width=0.6)
        draw_text(page, x - 2.5, y + 3, str(k), 7)
    draw_view_title(page, 1100, 900, "2", "DOMESTIC WATER RISER DIAGRAM", "NTS", rule=500)
    # gas piping schematic
    page.draw_line((300, 1200), (1000, 1200), width=1.2)
    page.draw_line((700, 1200), (700, 1300), width=1)
    page.draw_line((1000, 1200), (1000, 1300), width=1)
    for text, x, y in [("GAS METER (BY UTILITY)", 200, 1190), ("1-1/4\" G", 450, 1190),
                       ("3/4\" G TO WH-1", 710, 1290), ("1\" G TO RTU-1", 1010, 1290)]:
        draw_text(page, x, y, text, 7.5)
    draw_view_title(page, 200, 1400, "3", "GAS PIPING SCHEMATIC", "NTS", rule=500)
    draw_text(page, 1100, 1200, "GAS PIPE SIZING", 10)
    for i, line in enumerate(textwrap.wrap(
            "GAS PIPING IS SIZED PER UPC TABLE 1216.2(1) FOR NATURAL GAS AT A SUPPLY PRESSURE OF 7\" W.C. "
            "WITH AN ALLOWABLE PRESSURE DROP OF 0.5\" W.C. TOTAL CONNECTED LOAD: 250 MBH (WH-1 100 MBH, "
            "RTU-1 150 MBH). LONGEST RUN: 120 FT. PIPING: SCHEDULE 40 BLACK STEEL, ASTM A53, WITH "
            "THREADED MALLEABLE IRON FITTINGS. TEST GAS PIPING AT 10 PSI FOR 15 MINUTES.", 80)):
        draw_text(page, 1100, 1218 + 11 * i, line, 7.5)
    _keyed(page, 1650, 90, RISER_KEYED)


BODIES = {"P-001": _p001, "P-101": _p101, "P-201": _p201}


def plumbing_pdf(path: Path) -> Path:
    return draw_sheets(path, SHEETS, _title_block, BODIES, W, H)


# Written before drawqa answered any: (question, all of these in the answer, none of these).
PLUMBING_QUESTIONS = [
    # title block
    ("What is the project number?", ["25-042"], []),
    ("Who is the plumbing engineer?", ["RAMANATHAN"], []),
    ("What is the title of sheet P-201?", ["PLUMBING RISER DIAGRAMS"], []),
    ("What is the latest revision on sheet P-101?", ["ADDENDUM 02"], ["ADDENDUM 01"]),
    ("Which sheet has the water heater schedule?", ["P-001"], ["P-101", "P-201"]),
    ("What is the scale of the plumbing floor plan?", ["1/4\" = 1'-0\""], []),
    # plumbing fixture schedule
    ("What is the cold water connection size for WC-1?", ["1\""], ["3/4\""]),
    ("What is the waste connection size for MS-1?", ["3\""], ["1-1/2\""]),
    ("What is the vent size for LAV-1?", ["1-1/4\""], []),
    ("How many drainage fixture units is WC-1?", ["4"], []),
    ("How many water supply fixture units is SH-1?", ["2.0"], []),
    ("What is the manufacturer and model of LAV-1?", ["KOHLER K-2005"], ["ELKAY"]),
    ("What is the flush rate of the urinal UR-1?", ["0.125 GPF"], ["1.28"]),
    ("What is the hot water connection size for SK-1?", ["1/2\""], []),
    ("What are the remarks for EWC-1?", ["120V DEDICATED CIRCUIT"], []),
    ("What is fixture WC-2?", ["WALL HUNG"], ["3461.001"]),
    ("What carrier is provided for WC-2?", ["ZURN Z1203"], []),
    # water heater schedule
    ("What is the storage capacity of WH-1?", ["50"], []),
    ("What is the input of WH-1?", ["100 MBH"], ["1.5 KW"]),
    ("What is the recovery rate of WH-1?", ["116"], []),
    ("What fuel does WH-1 use?", ["NATURAL GAS"], ["ELECTRIC"]),
    ("What is the input of WH-2?", ["1.5 KW"], ["100 MBH"]),
    ("What is the efficiency of WH-1?", ["96%"], ["98%"]),
    ("What is the flow of the recirculation pump HWRP-1?", ["3"], []),
    # general notes
    ("What plumbing code applies?", ["UNIFORM PLUMBING CODE"], []),
    ("What is the minimum slope for drainage piping 3\" and smaller?", ["1/4\" PER FOOT"], ["1/8\""]),
    ("What is the slope for drainage piping 4\" and larger?", ["1/8\" PER FOOT"], []),
    ("What is the test pressure for domestic water piping?", ["150 PSI"], ["10 PSI"]),
    ("What pipe material is used for domestic water above grade?", ["TYPE L"], []),
    ("What is the maximum spacing of cleanouts?", ["100 FEET"], []),
    ("What temperature is domestic hot water stored at?", ["140°F"], ["110°F"]),
    ("What is the static water pressure?", ["72 PSI"], ["80 PSI"]),
    # plan, riser, gas
    ("What is the invert elevation of the building drain at the exterior wall?", ["96.85'"], []),
    ("What is keyed note 4 on P-101?", ["VTR", "12\" ABOVE ROOF"], []),
    ("What size is the domestic water service?", ["1-1/2\""], []),
    ("What is the total connected gas load?", ["250 MBH"], []),
    ("What is the allowable pressure drop for the gas piping?", ["0.5\" W.C."], []),
    ("What is the gas piping material?", ["SCHEDULE 40 BLACK STEEL"], []),
    ("What does WCO stand for?", ["WALL CLEANOUT"], []),
    ("What does VTR mean?", ["VENT THROUGH ROOF"], []),
]

# Plausible for a plumbing set, but this one does not say them: each must abstain.
PLUMBING_ABSTAIN = [
    "What is the cold water connection size for WC-3?",
    "What is the storage capacity of WH-3?",
    "What size are the roof drains?",
    "What is the grease interceptor capacity?",
    "What is the water meter size?",
    "What is the sump pump capacity?",
    "What is the test pressure for the medical gas piping?",
    "Who is the plumbing contractor?",
    "What is the drainage fixture unit value for UR-2?",
]
