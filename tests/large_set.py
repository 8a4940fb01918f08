"""A 22-sheet construction-documents set for a museum addition, drawn the way a firm draws one:
every sheet carries the same title block (firm, consultants, project, a revision table, issue
phase, date and project number, scale, sheet title, sheet number, copyright line) and a body of
plan-like content (dimension strings, room labels, keynotes numbered from 1 on every sheet,
view titles with their scales). The cover lists the sheets. Sheet numbers come close to each
other (A3.0, A3.0.1, A3.1) and titles share words (STAIR, SIGNAGE, ELEVATIONS), so a question
about one sheet must be answered from that sheet. Each sheet's revision table lists only the
revisions that touched it.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_revision_rows, draw_text, draw_view_title

W, H = 2592, 1728                     # 36 x 24 in
TB = W - 300                          # title-block strip
FIRM = "MARROW & VALE ARCHITECTS, INC."
ISSUE_DATE = "04/18/2025"
ADD1 = ("1", "ADDENDUM 01", "05/12/2025")
RFI9 = ("2", "RFI 009 CANOPY FLASHING", "05/28/2025")
RFI14 = ("2", "RFI 014 STAIR RAIL", "06/03/2025")
ASI2 = ("3", "ASI 02 SIGNAGE REVISIONS", "07/21/2025")
ASI3 = ("4", "ASI 03 RTU-2 CAPACITY", "08/15/2025")

# number, title, scale, revisions, body
SHEETS: list[tuple[str, str, str, list[tuple[str, str, str]]]] = [
    ("G0.0", "COVER SHEET AND SHEET INDEX", "NTS", [ADD1]),
    ("G0.1", "CODE ANALYSIS AND LIFE SAFETY PLAN", "1/16\" = 1'-0\"", []),
    ("A1.0", "ARCHITECTURAL SITE PLAN", "1\" = 20'-0\"", [ADD1]),
    ("A2.0", "FIRST FLOOR PLAN", "1/8\" = 1'-0\"", [ADD1]),
    ("A2.1", "SECOND FLOOR PLAN", "1/8\" = 1'-0\"", [ADD1]),
    ("A3.0", "EXTERIOR ELEVATIONS - NORTH AND SOUTH", "1/8\" = 1'-0\"", [ADD1]),
    ("A3.0.1", "ENLARGED ENTRY ELEVATIONS", "1/4\" = 1'-0\"", [ADD1, RFI9]),
    ("A3.1", "INTERIOR ELEVATIONS", "1/4\" = 1'-0\"", []),
    ("A4.0", "BUILDING SECTIONS", "1/8\" = 1'-0\"", []),
    ("A4.1", "WALL SECTIONS", "3/4\" = 1'-0\"", [ADD1]),
    ("A5.0", "STAIR PLANS AND SECTIONS", "1/4\" = 1'-0\"", []),
    ("A5.1", "STAIR DETAILS", "AS NOTED", [ADD1, RFI14]),
    ("A6.0", "DOOR SCHEDULE AND DETAILS", "AS NOTED", [ADD1]),
    ("A6.1", "ROOM FINISH SCHEDULE", "NTS", []),
    ("A7.0", "EXTERIOR SIGNAGE PLAN AND DETAILS", "1/2\" = 1'-0\"", [ASI2]),
    ("A7.1", "INTERIOR SIGNAGE SCHEDULE", "NTS", [ADD1]),
    ("S1.0", "FOUNDATION PLAN", "1/8\" = 1'-0\"", [ADD1]),
    ("S2.0", "ROOF FRAMING PLAN", "1/8\" = 1'-0\"", []),
    ("M1.0", "MECHANICAL FLOOR PLANS", "1/8\" = 1'-0\"", []),
    ("M2.0", "MECHANICAL SCHEDULES", "NTS", [ADD1, ASI3]),
    ("E1.0", "LIGHTING PLANS", "1/8\" = 1'-0\"", []),
    ("E2.0", "POWER PLANS", "1/8\" = 1'-0\"", []),
]


def _title_block(page, number: str, title: str, scale: str, revisions) -> None:
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2)
    page.draw_line((TB, 30), (TB, H - 30), width=1.5)
    x = TB + 14
    draw_text(page, x, 70, FIRM, 12)
    draw_text(page, x, 86, "1150 HARBOR AVENUE, SUITE 300", 8)
    draw_text(page, x, 98, "DULUTH, MN 55802   218.555.0142", 8)
    draw_text(page, x, 150, "STRUCTURAL ENGINEER", 6)
    draw_text(page, x, 162, "BRANDT ENGINEERING GROUP", 8)
    draw_text(page, x, 190, "MEP ENGINEER", 6)
    draw_text(page, x, 202, "NORTHLINE MEP CONSULTANTS", 8)
    draw_text(page, x, 300, "PROJECT", 6)
    draw_text(page, x, 316, "LAKESIDE HERITAGE MUSEUM", 11)
    draw_text(page, x, 331, "EAST WING ADDITION", 11)
    draw_text(page, x, 345, "410 SHORE DRIVE, HALDEN, MN 55616", 8)
    draw_revision_rows(page, x, 1040, revisions)
    draw_text(page, x, 1300, "ISSUE", 6)
    draw_text(page, x, 1314, "CONSTRUCTION DOCUMENTS", 9)
    draw_text(page, x, 1350, "DATE", 6)
    draw_text(page, x + 130, 1350, "PROJECT NO.", 6)
    draw_text(page, x, 1364, ISSUE_DATE, 9)
    draw_text(page, x + 130, 1364, "2318.04", 9)
    draw_text(page, x, 1400, "SCALE", 6)
    draw_text(page, x, 1414, scale, 9)
    draw_text(page, x, 1450, "SHEET TITLE", 6)
    draw_text(page, x, 1468, title, 10 if len(title) < 30 else 8)
    draw_text(page, x, 1520, "SHEET NUMBER", 6)
    draw_text(page, x, 1580, number, 36)
    draw_text(page, x, 1680, "\u00a9 2025 MARROW & VALE ARCHITECTS, INC. ALL RIGHTS RESERVED.", 5)


def _dimension_string(page, x: float, y: float, dims: list[str], step: float = 160) -> None:
    """A chain of dimensions along a line: ticks at each witness point, the text over each span."""
    page.draw_line((x, y), (x + step * len(dims), y), width=0.4)
    for i, d in enumerate(dims):
        page.draw_line((x + step * i, y - 6), (x + step * i, y + 6), width=0.4)
        draw_text(page, x + step * i + step / 2 - 18, y - 4, d, 8)
    page.draw_line((x + step * len(dims), y - 6), (x + step * len(dims), y + 6), width=0.4)


def _keynotes(page, notes: list[str], x: float = TB - 520, y: float = 80) -> None:
    draw_text(page, x, y, "KEYNOTES", 11)
    for i, note in enumerate(notes, 1):
        draw_text(page, x, y + 20 + 14 * i, f"{i}", 8)
        draw_text(page, x + 22, y + 20 + 14 * i, note, 8)


def _rooms(page, rooms: list[tuple[str, str]], x0: float = 300, y0: float = 400) -> None:
    for i, (name, num) in enumerate(rooms):
        x, y = x0 + 260 * (i % 4), y0 + 220 * (i // 4)
        page.draw_rect(pymupdf.Rect(x - 40, y - 80, x + 200, y + 100), width=0.8)
        draw_text(page, x, y, name, 9)
        draw_text(page, x + 20, y + 14, num, 9)


def _body(page, number: str, title: str, scale: str) -> None:
    if number == "G0.0":
        draw_text(page, 120, 160, "LAKESIDE HERITAGE MUSEUM", 40)
        draw_text(page, 120, 220, "EAST WING ADDITION", 28)
        draw_text(page, 120, 260, "CONSTRUCTION DOCUMENTS   " + ISSUE_DATE, 14)
        draw_text(page, 120, 400, "PROJECT DIRECTORY", 12)
        for i, (role, who) in enumerate([
                ("OWNER", "CITY OF HALDEN PARKS AND CULTURE DEPARTMENT"),
                ("ARCHITECT", FIRM), ("STRUCTURAL ENGINEER", "BRANDT ENGINEERING GROUP"),
                ("MEP ENGINEER", "NORTHLINE MEP CONSULTANTS")]):
            draw_text(page, 120, 425 + 16 * i, role, 8)
            draw_text(page, 300, 425 + 16 * i, who, 8)
        draw_text(page, 1300, 400, "SHEET INDEX", 12)
        draw_grid(page, 1300, 410, [90, 330], [("SHEET", "SHEET TITLE")] + [(n, t) for n, t, *_ in SHEETS],
                  size=8, row_height=16)
        return
    if number == "G0.1":
        draw_text(page, 120, 100, "CODE ANALYSIS", 14)
        for i, line in enumerate([
                "APPLICABLE CODE: 2020 MINNESOTA BUILDING CODE (2018 IBC)",
                "OCCUPANCY CLASSIFICATION: A-3 ASSEMBLY (MUSEUM)",
                "CONSTRUCTION TYPE: II-B",
                "AUTOMATIC SPRINKLER SYSTEM: YES, NFPA 13 THROUGHOUT",
                "EXIT STAIR ENCLOSURE: 1 HOUR FIRE BARRIER",
                "ADDITION AREA: 18,240 SF (2 STORIES)"]):
            draw_text(page, 120, 130 + 18 * i, line, 9)
        draw_view_title(page, 120, 1500, "1", "LIFE SAFETY PLAN - FIRST FLOOR", scale, rule=420)
        _dimension_string(page, 300, 900, ["186'-0\" TRAVEL", "75'-0\" COMMON PATH"], step=300)
        _keynotes(page, ["EXIT SIGN, SEE E1.0.", "FIRE EXTINGUISHER CABINET, SEMI-RECESSED.",
                         "1 HOUR FIRE BARRIER AT EXIT STAIR."])
        return
    content = BODIES[number]
    for i, (num, name, sc) in enumerate(content.get("views", [])):
        draw_view_title(page, 120 + 1000 * (i % 2), 1560 - 420 * (i // 2), num, name, sc or scale, rule=420)
    for j, dims in enumerate(content.get("dims", [])):
        _dimension_string(page, 200, 200 + 60 * j, dims)
    if content.get("rooms"):
        _rooms(page, content["rooms"])
    if content.get("keynotes"):
        _keynotes(page, content["keynotes"])
    for k, (head, lines) in enumerate(content.get("notes", [])):
        draw_text(page, TB - 520, 700 + 260 * k, head, 11)
        for i, line in enumerate(lines):
            draw_text(page, TB - 520, 720 + 260 * k + 13 * i, line, 7.5)
    if content.get("table"):
        tx, ty, widths, rows = content["table"]
        draw_grid(page, tx, ty, widths, rows, size=8, row_height=18)
    for x, y, text in content.get("labels", []):
        draw_text(page, x, y, text, 8)


BODIES: dict[str, dict] = {
    "A1.0": {"views": [("1", "ARCHITECTURAL SITE PLAN", None)],
             "dims": [["62'-0\"", "148'-4\"", "35'-0\""], ["20'-0\" SETBACK", "24'-0\" DRIVE"]],
             "keynotes": ["PROPERTY LINE.", "NEW ACCESSIBLE PARKING (4 STALLS) WITH SIGNAGE, SEE A7.0.",
                          "NEW CONCRETE WALK, 5\" THICK ON 6\" AGGREGATE BASE.", "EXISTING TREE TO REMAIN, PROTECT."],
             "labels": [(900, 700, "EXISTING MUSEUM"), (1300, 700, "EAST WING ADDITION")]},
    "A2.0": {"views": [("1", "FIRST FLOOR PLAN", None)],
             "dims": [["24'-0\"", "32'-0\"", "32'-0\"", "24'-0\"", "12'-6\""], ["18'-8\"", "30'-4\"", "18'-8\""]],
             "rooms": [("LOBBY", "100"), ("GALLERY", "101"), ("GALLERY", "102"), ("STAIR 1", "103"),
                       ("CLASSROOM", "104"), ("TOILET", "105"), ("STORAGE", "106"), ("MECH.", "110")],
             "keynotes": ["EXISTING WALL TO REMAIN.", "NEW OPENING IN EXISTING WALL, SEE S2.0 FOR LINTEL.",
                          "DISPLAY CASE BY OWNER, N.I.C.", "FIRE EXTINGUISHER CABINET, SEMI-RECESSED, FEC-1.",
                          "FLOOR DRAIN, SEE PLUMBING."]},
    "A2.1": {"views": [("1", "SECOND FLOOR PLAN", None)],
             "dims": [["24'-0\"", "32'-0\"", "32'-0\"", "24'-0\""], ["42'-0\"", "30'-4\""]],
             "rooms": [("GALLERY", "201"), ("GALLERY", "202"), ("STAIR 1", "203"), ("ARCHIVE", "204"),
                       ("OFFICE", "205"), ("TOILET", "206")],
             "keynotes": ["OPEN TO BELOW.", "GUARD, 42\" HIGH, SEE A5.1.",
                          "ROOF HATCH ABOVE WITH SHIP'S LADDER.", "ROOF DRAIN ABOVE, SEE PLUMBING.",
                          "ACOUSTIC PANELS ON WALL, SEE A3.1."]},
    "A3.0": {"views": [("1", "NORTH ELEVATION", None), ("2", "SOUTH ELEVATION", None)],
             "dims": [["T.O. PARAPET 132'-0\"", "LEVEL 2 114'-0\"", "LEVEL 1 100'-0\""]],
             "keynotes": ["BRICK VENEER, RUNNING BOND, BR-1.", "ALUMINUM STOREFRONT, SF-1.",
                          "METAL PANEL, MP-1, CONCEALED FASTENER.", "BUILDING SIGNAGE, SEE A7.0.",
                          "PRECAST CONCRETE COPING."]},
    "A3.0.1": {"views": [("1", "ENLARGED ENTRY ELEVATION - EAST", None), ("2", "CANOPY SECTION", "1\" = 1'-0\"")],
               "dims": [["8'-0\"", "16'-0\"", "8'-0\""], ["10'-6\" CLR."]],
               "keynotes": ["STEEL CANOPY, PAINTED, SEE S2.0.", "CANOPY FLASHING PER RFI 009.",
                            "DOWNLIGHT IN CANOPY SOFFIT, SEE E1.0.", "DEDICATION PLAQUE, SEE A7.0."]},
    "A3.1": {"views": [("1", "LOBBY 100 - NORTH WALL", None), ("2", "GALLERY 101 - EAST WALL", None),
                       ("3", "CLASSROOM 104 - SOUTH WALL", None)],
             "dims": [["9'-0\" A.F.F.", "12'-0\" A.F.F."]],
             "keynotes": ["WOOD SLAT WALL, WD-1.", "DONOR WALL, SEE A7.1.", "MARKERBOARD, 4'-0\" x 12'-0\".",
                          "ACOUSTIC PANEL, ACT-2."]},
    "A4.0": {"views": [("1", "BUILDING SECTION - EAST/WEST", None), ("2", "BUILDING SECTION - NORTH/SOUTH", None)],
             "dims": [["14'-0\"", "14'-0\"", "4'-0\""]],
             "keynotes": ["ROOF ASSEMBLY R-1, SEE A4.1.", "GALLERY CEILING AT 16'-0\" A.F.F.",
                          "STAIR 1, SEE A5.0."]},
    "A4.1": {"views": [("1", "WALL SECTION AT GALLERY", None), ("2", "WALL SECTION AT ENTRY", None)],
             "dims": [["1'-4\"", "3 5/8\"", "2\""]],
             "keynotes": ["CONTINUOUS INSULATION, 2\" POLYISO, R-13.", "AIR AND WATER BARRIER, FLUID APPLIED.",
                          "THROUGH-WALL FLASHING WITH END DAMS.", "TPO ROOF MEMBRANE ON TAPERED INSULATION, R-30 MIN."]},
    "A5.0": {"views": [("1", "STAIR 1 - FIRST FLOOR PLAN", None), ("2", "STAIR 1 - SECOND FLOOR PLAN", None),
                       ("3", "STAIR 1 - SECTION", "1/2\" = 1'-0\"")],
             "dims": [["11\" TREADS", "22 RISERS @ 6.36\""], ["5'-0\"", "5'-0\""]],
             "keynotes": ["STEEL PAN STAIR WITH CONCRETE FILL.", "HANDRAIL BOTH SIDES, SEE A5.1.",
                          "STAIR IDENTIFICATION SIGN, SEE A7.1.", "1 HOUR FIRE BARRIER ENCLOSURE."]},
    "A5.1": {"views": [("1", "STAIR RAIL DETAIL", "1 1/2\" = 1'-0\""), ("2", "GUARD AT LANDING", "1 1/2\" = 1'-0\""),
                       ("3", "STAIR NOSING DETAIL", "3\" = 1'-0\"")],
             "dims": [["34\" - 38\" HANDRAIL", "42\" GUARD"]],
             "keynotes": ["1 1/2\" DIA. STEEL PIPE HANDRAIL, PAINTED.", "HANDRAIL BRACKET @ 4'-0\" O.C. MAX.",
                          "GUARD: 1/2\" SQUARE PICKETS, 4\" MAX. CLEAR SPACE.",
                          "PHOTOLUMINESCENT NOSING STRIP.", "RAIL EXTENSION 12\" BEYOND TOP RISER PER RFI 014."]},
    "A6.0": {"views": [("1", "HEAD DETAIL - HM FRAME", "3\" = 1'-0\""), ("2", "JAMB DETAIL - STOREFRONT", "3\" = 1'-0\"")],
             "labels": [(120, 90, "DOOR SCHEDULE")],
             "table": (120, 100, [70, 90, 80, 80, 80, 90, 90], [
                 ("DOOR", "SIZE", "TYPE", "MATERIAL", "FRAME", "FIRE RATING", "HARDWARE"),
                 ("100A", "6'-0\" x 7'-0\"", "SF", "ALUM.", "ALUM.", "-", "HW-1"),
                 ("101", "3'-0\" x 7'-0\"", "F", "WD", "HM", "-", "HW-4"),
                 ("103", "3'-0\" x 7'-0\"", "F", "HM", "HM", "60 MIN", "HW-6"),
                 ("104", "3'-0\" x 7'-0\"", "FG", "WD", "HM", "-", "HW-3"),
                 ("110", "6'-0\" x 7'-0\"", "F", "HM", "HM", "90 MIN", "HW-7"),
                 ("203", "3'-0\" x 7'-0\"", "F", "HM", "HM", "60 MIN", "HW-6")])},
    "A6.1": {"labels": [(120, 90, "ROOM FINISH SCHEDULE")],
             "table": (120, 100, [70, 120, 90, 80, 90, 90], [
                 ("ROOM", "NAME", "FLOOR", "BASE", "WALLS", "CEILING"),
                 ("100", "LOBBY", "TZ-1", "TZ-B", "PT-1", "ACT-1"),
                 ("101", "GALLERY", "WD-2", "RB-1", "PT-2", "EXPOSED"),
                 ("102", "GALLERY", "POLISHED CONC.", "RB-1", "PT-2", "EXPOSED"),
                 ("104", "CLASSROOM", "LVT-1", "RB-1", "PT-1", "ACT-2"),
                 ("105", "TOILET", "PT-3", "CT-B", "CT-1", "GYP. BD."),
                 ("204", "ARCHIVE", "SC-1", "RB-1", "PT-1", "ACT-1")])},
    "A7.0": {"views": [("1", "MONUMENT SIGN ELEVATION", None), ("2", "BUILDING LETTERS", "1\" = 1'-0\"")],
             "dims": [["8'-0\"", "4'-6\" SIGN FACE"]],
             "keynotes": ["SIGN TYPE X1: MONUMENT SIGN, CAST STONE BASE.",
                          "SIGN TYPE X2: 18\" HALO-LIT ALUMINUM LETTERS.",
                          "ACCESSIBLE PARKING SIGN PER MUTCD R7-8.", "DEDICATION PLAQUE, CAST BRONZE, 24\" x 18\"."]},
    "A7.1": {"labels": [(120, 90, "INTERIOR SIGNAGE SCHEDULE")],
             "table": (120, 100, [70, 220, 120], [
                 ("TYPE", "DESCRIPTION", "MOUNTING"),
                 ("S1", "ROOM IDENTIFICATION SIGN, TACTILE", "60\" A.F.F. TO BASELINE"),
                 ("S2", "STAIR IDENTIFICATION SIGN", "LATCH SIDE"),
                 ("S3", "RESTROOM SIGN WITH BRAILLE", "LATCH SIDE"),
                 ("S4", "DONOR WALL LETTERS", "SEE A3.1")])},
    "S1.0": {"views": [("1", "FOUNDATION PLAN", None)],
             "dims": [["24'-0\"", "32'-0\"", "32'-0\"", "24'-0\""]],
             "notes": [("FOUNDATION NOTES", ["1. ALLOWABLE SOIL BEARING PRESSURE: 3,000 PSF.",
                                             "2. CONCRETE: f'c = 4,000 PSI AT 28 DAYS.",
                                             "3. REINFORCING: ASTM A615 GRADE 60."])]},
    "S2.0": {"views": [("1", "ROOF FRAMING PLAN", None)],
             "dims": [["24'-0\"", "32'-0\"", "32'-0\"", "24'-0\""]],
             "keynotes": ["1 1/2\" TYPE B GALV. ROOF DECK.", "W12x26 LINTEL AT NEW OPENING.",
                          "CANOPY FRAMING HSS 6x6x1/4."]},
    "M1.0": {"views": [("1", "FIRST FLOOR MECHANICAL PLAN", None), ("2", "SECOND FLOOR MECHANICAL PLAN", None)],
             "keynotes": ["RTU-1 ON ROOF CURB ABOVE.", "RTU-2 ON ROOF CURB ABOVE.", "EXHAUST FAN EF-1 ABOVE CEILING."]},
    "M2.0": {"labels": [(120, 90, "ROOFTOP UNIT SCHEDULE")],
             "table": (120, 100, [70, 120, 90, 90], [
                 ("TAG", "SERVES", "CFM", "COOLING (TONS)"),
                 ("RTU-1", "GALLERIES", "6,000", "15"),
                 ("RTU-2", "CLASSROOM / OFFICE", "3,200", "10")])},
    "E1.0": {"views": [("1", "FIRST FLOOR LIGHTING PLAN", None), ("2", "SECOND FLOOR LIGHTING PLAN", None)],
             "keynotes": ["TRACK LIGHTING ON GALLERY DIMMING ZONE.", "EXIT SIGN, BATTERY BACKUP.",
                          "CANOPY DOWNLIGHT ON PHOTOCELL."]},
    "E2.0": {"views": [("1", "FIRST FLOOR POWER PLAN", None), ("2", "SECOND FLOOR POWER PLAN", None)],
             "keynotes": ["FLOOR BOX IN GALLERY, SEE DETAIL.", "DISCONNECT FOR RTU-1, 60A/3P.",
                          "POWER FOR MONUMENT SIGN, SEE A7.0."]},
}


def draw_set(paths: list[Path], split: list[int] | None = None) -> None:
    """The set in one PDF, or split after the given sheet counts into several PDFs."""
    cuts = split or [len(SHEETS)]
    start = 0
    for path, count in zip(paths, cuts):
        doc = pymupdf.open()
        for number, title, scale, revisions in SHEETS[start:start + count]:
            page = doc.new_page(width=W, height=H)
            _title_block(page, number, title, scale, revisions)
            _body(page, number, title, scale)
        doc.save(path)
        start += count
