"""A Canadian door and room-finish schedule sheet (A-601, 48x36 in), drawn the way an
architect's office draws one: a ruled grid, 2-3 mm text, columns of differing width, grouped
two-line headers (DOOR over MARK/WIDTH/..., FRAME over TYPE/MATERIAL/FINISH, HARDWARE over one
column per item marked with a bullet), metric sizes, blank cells and repeated values; a room
finish schedule with its walls by compass letter, a finish legend explaining each code, and
numbered schedule notes. A second firm's habits: header words stacked in three lines, the size
given as `915 x 2135 x 45` and the hardware as a HW SET number.

Shared by tests/test_door_finish_sheet.py; the questions were written before drawqa answered
any of them (`docs/first-sight.md`, session 16).
"""
from __future__ import annotations

import pymupdf

from asking import draw_text

SHEET_W, SHEET_H = 3456, 2592          # 48 x 36 in
TB_X = SHEET_W - 340                   # title block strip, right side
BULLET = "\u2022"
CELL = 6.5                             # ~2.3 mm text
HEAD = 6.0
_FONT = pymupdf.Font("helv")


def _put(page, x: float, y: float, text: str, size: float) -> None:
    """Text at a baseline; a word with a character outside Latin-1 (the bullet) is written with
    an embedded font so the text layer keeps it, as a CAD plot's TrueType text does."""
    if all(ord(c) < 256 for c in text):
        draw_text(page, x, y, text, size)
        return
    tw = pymupdf.TextWriter(page.rect)
    tw.append((x, y), text, font=_FONT, fontsize=size)
    tw.write_text(page)


def _cell_text(page, x0: float, x1: float, y0: float, y1: float, lines: list[str], size: float,
               centre: bool = True) -> None:
    """Lines of words set in a cell, centred both ways as CAD text in a schedule is."""
    n = len(lines)
    lead = size * 1.25
    top = (y0 + y1) / 2 - lead * n / 2
    for i, line in enumerate(lines):
        w = pymupdf.get_text_length(line, fontname="helv", fontsize=size)
        x = (x0 + x1) / 2 - w / 2 if centre else x0 + 3
        _put(page, x, top + lead * (i + 1) - size * 0.22, line, size)


def draw_schedule(page, x0: float, y0: float, title: str, groups: list, rows: list[tuple],
                  row_h: float = 16.0, head_h: tuple[float, float] = (14.0, 26.0),
                  left_cols: frozenset = frozenset()) -> float:
    """A schedule with grouped headers.

    `groups` is a list of (group_label or None, [(column_label_lines, width), ...]); a column
    in a group of None spans both header rows. Returns the bottom of the table."""
    draw_text(page, x0, y0 - 8, title, 11)
    cols = []
    for label, members in groups:
        for lines, w in members:
            cols.append((label, lines, w))
    xs = [x0]
    for _, _, w in cols:
        xs.append(xs[-1] + w)
    g_h, c_h = head_h
    top, mid, head_end = y0, y0 + g_h, y0 + g_h + c_h
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], head_end + row_h * len(rows)), width=1.2)
    page.draw_line((xs[0], head_end), (xs[-1], head_end), width=1.0)
    i = 0
    for label, members in groups:
        a, b = xs[i], xs[i + len(members)]
        if label is None:
            for lines, w in members:
                _cell_text(page, xs[i], xs[i + 1], top, head_end, lines, HEAD)
                page.draw_line((xs[i + 1], top), (xs[i + 1], head_end), width=0.5)
                i += 1
            continue
        _cell_text(page, a, b, top, mid, [label], HEAD + 0.5)
        page.draw_line((a, mid), (b, mid), width=0.5)
        page.draw_line((b, top), (b, head_end), width=0.5)
        for lines, w in members:
            _cell_text(page, xs[i], xs[i + 1], mid, head_end, lines, HEAD)
            page.draw_line((xs[i + 1], mid), (xs[i + 1], head_end), width=0.5)
            i += 1
    for r, cells in enumerate(rows):
        y = head_end + row_h * r
        if r:
            page.draw_line((xs[0], y), (xs[-1], y), width=0.3)
        for c, cell in enumerate(cells):
            if cell:
                _cell_text(page, xs[c], xs[c + 1], y, y + row_h, [cell], CELL, centre=c not in left_cols)
    end = head_end + row_h * len(rows)
    for x in xs[1:-1]:
        page.draw_line((x, head_end), (x, end), width=0.3)
    return end


def _title_block(page, firm: list[str], project: list[str], number: str, date: str, drawn: str,
                 checked: str, revisions: list[tuple], sheet_title: list[str], sheet: str) -> None:
    page.draw_rect(pymupdf.Rect(36, 36, SHEET_W - 36, SHEET_H - 36), width=2)
    page.draw_line((TB_X, 36), (TB_X, SHEET_H - 36), width=1.5)
    x = TB_X + 14
    draw_text(page, x, 80, firm[0], 13)
    for i, line in enumerate(firm[1:]):
        draw_text(page, x, 98 + 11 * i, line, 7.5)
    draw_text(page, x, 1540, "NO.", 6)
    draw_text(page, x + 30, 1540, "DATE", 6)
    draw_text(page, x + 100, 1540, "ISSUED FOR", 6)
    page.draw_line((TB_X, 1544), (SHEET_W - 36, 1544), width=0.5)
    for i, (n, d, what) in enumerate(revisions):
        draw_text(page, x, 1556 + 12 * i, n, 7)
        draw_text(page, x + 30, 1556 + 12 * i, d, 7)
        draw_text(page, x + 100, 1556 + 12 * i, what, 7)
    page.draw_line((TB_X, 1900), (SHEET_W - 36, 1900), width=0.8)
    draw_text(page, x, 1914, "PROJECT", 6)
    for i, line in enumerate(project):
        draw_text(page, x, 1930 + 13 * i, line, 9.5)
    page.draw_line((TB_X, 2010), (SHEET_W - 36, 2010), width=0.8)
    draw_text(page, x, 2024, "PROJECT NO.", 6)
    draw_text(page, x + 160, 2024, "DATE", 6)
    draw_text(page, x, 2040, number, 9)
    draw_text(page, x + 160, 2040, date, 9)
    draw_text(page, x, 2066, "SCALE", 6)
    draw_text(page, x + 80, 2066, "DRAWN", 6)
    draw_text(page, x + 160, 2066, "CHECKED", 6)
    draw_text(page, x, 2082, "NTS", 9)
    draw_text(page, x + 80, 2082, drawn, 9)
    draw_text(page, x + 160, 2082, checked, 9)
    page.draw_line((TB_X, 2100), (SHEET_W - 36, 2100), width=0.8)
    draw_text(page, x, 2114, "SHEET TITLE", 6)
    for i, line in enumerate(sheet_title):
        draw_text(page, x, 2134 + 15 * i, line, 11)
    page.draw_line((TB_X, 2400), (SHEET_W - 36, 2400), width=0.8)
    draw_text(page, x, 2414, "SHEET NO.", 6)
    draw_text(page, x, 2500, sheet, 40)


# --------------------------------------------------------------------------- the doors

def _doors() -> list[dict]:
    """Sixty doors: basement B01-B12, ground 101-1xx with suffixed leaves, second floor 2xx."""
    marks = [f"B{n:02d}" for n in range(1, 13)]
    marks += ["100", "101", "101A", "102", "103", "104", "104A", "105", "106", "107", "108", "109",
              "110", "111", "112", "113", "114", "115", "116", "117", "118", "119", "120", "121", "122"]
    marks += ["201", "202", "202A", "203", "204", "205", "206", "207", "208", "209", "210", "211",
              "212", "213", "214", "215", "216", "217", "218", "219", "220", "221", "222"]
    doors = []
    for i, m in enumerate(marks):
        stair = i % 11 == 0
        d = dict(mark=m, width="915", height="2135", thk="45", type="A", mat="WD", fin="ST-1",
                 ftype="1", fmat="HM", ffin="PT-5", rating="", closer="", lockset=BULLET, panic="",
                 kick="", hold="", remarks="")
        if i % 3 == 0:
            d.update(type="N", closer=BULLET)
        if i % 4 == 1:
            d.update(mat="HM", fin="PT-5", type="F", kick=BULLET)
        if stair:
            d.update(mat="HM", fin="PT-5", rating="90", closer=BULLET, panic=BULLET, ftype="2")
        doors.append(d)
    by = {d["mark"]: d for d in doors}
    by["100"].update(width="1830", type="D", mat="AL", fin="CLR ANOD", ftype="4", fmat="AL", ffin="CLR ANOD",
                     closer=BULLET, panic=BULLET, lockset="", remarks="PAIR; POWER OPERATOR, SEE ELEC.")
    by["101"].update(width="1070", type="F", mat="AL", fin="CLR ANOD", ftype="3", fmat="AL", ffin="CLR ANOD",
                     closer=BULLET, remarks="CARD READER, SEE SECURITY DWGS")
    by["101A"].update(width="865", height="2035", type="A", mat="WD", fin="ST-1", ftype="1", fmat="HM",
                      remarks="UNDERCUT 19 mm FOR RETURN AIR")
    by["114"].update(width="1070", height="2135", thk="45", type="N", mat="HM", fin="PT-5", ftype="2",
                     fmat="HM", ffin="PT-5", rating="45", closer=BULLET, hold=BULLET, kick=BULLET, panic="",
                     remarks="MAG HOLD-OPEN TIED TO FIRE ALARM")
    by["120"].update(width="915", type="A", mat="WD", fin="ST-1", ftype="1", fmat="PS", ffin="PT-5", rating="",
                     closer=BULLET, panic="", kick="", hold="", lockset=BULLET, remarks="")
    by["122"].update(rating="45", closer=BULLET, mat="HM", fin="PT-5", remarks="")
    by["205"].update(rating="45", closer=BULLET, mat="HM", fin="PT-5", hold="", remarks="LABELLED FRAME")
    by["210"].update(width="1220", type="F", kick=BULLET, closer=BULLET, remarks="ACOUSTIC SEALS, STC 40 ASSEMBLY")
    by["B07"].update(rating="45", closer=BULLET, mat="HM", fin="PT-5", lockset=BULLET, remarks="")
    by["B12"].update(width="1830", type="D", mat="HM", fin="PT-5", ftype="2", rating="90", closer=BULLET,
                     panic=BULLET, lockset="", remarks="PAIR; EXIT TO GRADE")
    by["203"].update(mat="WD", fin="ST-2", type="A", remarks="")
    return doors


def _rooms() -> list[tuple]:
    """(no, name, floor, base, N, E, S, W, ceiling, height, remarks)."""
    return [
        ("100", "VESTIBULE", "WOM-1", "", "GL", "PT-1", "GL", "PT-1", "GB-1", "3000", "RECESSED MAT"),
        ("101", "WAITING", "CPT-1", "RB-1", "PT-1", "PT-2", "PT-1", "PT-1", "ACT-1", "2700", ""),
        ("102", "RECEPTION", "CPT-1", "RB-1", "PT-1", "PT-1", "PT-2", "PT-1", "ACT-1", "2700", "SEE MILLWORK"),
        ("103", "EXAM 1", "SV-1", "RB-2", "PT-1", "PT-1", "PT-1", "PT-1", "ACT-1", "2700", ""),
        ("104", "EXAM 2", "SV-1", "RB-2", "PT-1", "PT-1", "PT-1", "PT-1", "ACT-1", "2700", ""),
        ("105", "CORRIDOR", "VCT-1", "RB-1", "PT-1", "PT-1", "PT-1", "PT-1", "ACT-1", "2600", ""),
        ("106", "STAFF W/R", "PT-F", "CT-B", "CT-1", "CT-1", "PT-3", "PT-3", "GB-1", "2400", "NOTE 4"),
        ("107", "JANITOR", "SC-1", "RB-1", "PT-3", "PT-3", "PT-3", "PT-3", "ACT-2", "2400", ""),
        ("110", "MEETING", "CPT-2", "RB-1", "PT-2", "PT-1", "PT-1", "WC-1", "ACT-1", "2700", "WALL COVERING WEST WALL ONLY"),
        ("112", "CLEAN UTILITY", "SV-1", "RB-2", "PT-3", "CT-1", "PT-3", "PT-3", "ACT-2", "2700", ""),
        ("114", "STAIR 1", "RUB-1", "RB-1", "PT-4", "PT-4", "PT-4", "PT-4", "EXP", "", "SEE STAIR SECTIONS"),
        ("201", "OFFICE", "CPT-1", "RB-1", "PT-1", "PT-1", "PT-1", "PT-1", "ACT-1", "2700", ""),
        ("202", "OFFICE", "CPT-1", "RB-1", "PT-1", "PT-1", "PT-1", "PT-1", "ACT-1", "2700", ""),
        ("203", "STAFF ROOM", "VCT-2", "RB-1", "PT-1", "PT-2", "PT-1", "PT-1", "ACT-1", "2700", "NOTE 5"),
        ("204", "STORAGE", "SC-1", "RB-1", "PT-3", "PT-3", "PT-3", "PT-3", "EXP", "", ""),
        ("205", "GROUP ROOM", "VCT-2", "RB-1", "PT-2", "PT-1", "PT-1", "PT-1", "ACT-1", "2900", ""),
        ("206", "CORRIDOR", "VCT-1", "RB-1", "PT-1", "PT-1", "PT-1", "PT-1", "ACT-1", "2600", ""),
        ("207", "ELECTRICAL", "SC-1", "RB-1", "PT-3", "PT-3", "PT-3", "PT-3", "EXP", "", "NOTE 6"),
    ]


LEGEND = [
    ("FLOORS", [("CPT-1", "CARPET TILE, 610 x 610, COLOUR: SLATE"),
                ("CPT-2", "CARPET TILE, 610 x 610, COLOUR: HARBOUR"),
                ("VCT-1", "VINYL COMPOSITION TILE, 305 x 305, STANDARD EXCELON"),
                ("VCT-2", "VINYL COMPOSITION TILE, 305 x 305, COLOUR: BIRCH"),
                ("SV-1", "SHEET VINYL, HEAT WELDED SEAMS, FLASH COVE 150 mm"),
                ("PT-F", "PORCELAIN FLOOR TILE, 300 x 600"),
                ("RUB-1", "RUBBER STAIR TREADS AND LANDING TILE"),
                ("SC-1", "SEALED CONCRETE"),
                ("WOM-1", "WALK-OFF MAT, RECESSED")]),
    ("BASES", [("RB-1", "RUBBER BASE, 100 mm, COVED"),
               ("RB-2", "INTEGRAL FLASH COVE (SEE SV-1)"),
               ("CT-B", "PORCELAIN COVE BASE TO MATCH PT-F")]),
    ("WALLS", [("PT-1", "PAINT, EGGSHELL, COLOUR: CLOUD WHITE"),
               ("PT-2", "PAINT, EGGSHELL, ACCENT COLOUR: FERN"),
               ("PT-3", "PAINT, SEMI-GLOSS EPOXY"),
               ("PT-4", "PAINT, SEMI-GLOSS, STAIR SAFETY YELLOW"),
               ("PT-5", "PAINT, SEMI-GLOSS, DOORS AND FRAMES"),
               ("CT-1", "CERAMIC WALL TILE, 100 x 300, FULL HEIGHT"),
               ("WC-1", "VINYL WALL COVERING, TYPE II"),
               ("GL", "GLAZED STOREFRONT, SEE ELEVATIONS")]),
    ("CEILINGS", [("ACT-1", "ACOUSTIC CEILING TILE, 610 x 1220, 15/16 GRID"),
                  ("ACT-2", "ACOUSTIC CEILING TILE, WASHABLE, VINYL FACED"),
                  ("GB-1", "GYPSUM BOARD, PAINTED PT-1"),
                  ("EXP", "EXPOSED STRUCTURE, PAINTED")]),
    ("DOORS", [("ST-1", "STAIN, CLEAR SATIN FINISH ON WHITE BIRCH VENEER"),
               ("ST-2", "STAIN, WALNUT TONE ON WHITE BIRCH VENEER")]),
]

NOTES = [
    "ALL DOOR SIZES ARE NOMINAL LEAF SIZES IN MILLIMETRES (WIDTH x HEIGHT).",
    "FIRE-RATED DOORS AND FRAMES SHALL BE LABELLED TO CAN/ULC-S104 AND INSTALLED TO NFPA 80.",
    "HARDWARE MARKED " + BULLET + " IS REQUIRED; REFER TO SECTION 08 71 00 FOR HARDWARE SPECIFICATIONS.",
    "PROVIDE WATERPROOF MEMBRANE UNDER ALL TILE IN WASHROOMS.",
    "PAINT ALL EXPOSED DUCTWORK IN STAFF ROOM TO MATCH PT-1.",
    "SEAL CONCRETE FLOORS WITH TWO COATS OF CLEAR PENETRATING SEALER.",
]


def _door_sheet_one(doc) -> None:
    page = doc.new_page(width=SHEET_W, height=SHEET_H)
    _title_block(page, ["NORTHGATE ARCHITECTS INC.", "1200 BAY STREET, SUITE 800", "TORONTO, ON  M5R 2A5",
                        "T 416 555 0142"],
                 ["ELMWOOD COMMUNITY HEALTH CENTRE", "2150 ELMWOOD AVENUE", "WINNIPEG, MANITOBA"],
                 "24-118", "2026-09-30", "JL", "MK",
                 [("1", "2026-06-12", "66% REVIEW"), ("2", "2026-08-21", "99% REVIEW"),
                  ("3", "2026-09-30", "TENDER")],
                 ["DOOR AND ROOM FINISH", "SCHEDULES"], "A-601")
    groups = [
        ("DOOR", [(["MARK"], 38), (["WIDTH"], 40), (["HEIGHT"], 40), (["THK"], 30), (["TYPE"], 32),
                  (["MATERIAL"], 46), (["FINISH"], 50)]),
        ("FRAME", [(["TYPE"], 32), (["MATERIAL"], 46), (["FINISH"], 50)]),
        (None, [(["FIRE", "RATING", "(min)"], 44)]),
        ("HARDWARE", [(["CLOSER"], 38), (["LOCKSET"], 40), (["PANIC"], 34), (["KICK", "PLATE"], 34),
                      (["HOLD", "OPEN"], 34)]),
        (None, [(["REMARKS"], 190)]),
    ]
    rows = [(d["mark"], d["width"], d["height"], d["thk"], d["type"], d["mat"], d["fin"], d["ftype"], d["fmat"],
             d["ffin"], d["rating"], d["closer"], d["lockset"], d["panic"], d["kick"], d["hold"], d["remarks"])
            for d in _doors()]
    draw_schedule(page, 120, 160, "DOOR SCHEDULE", groups, rows, left_cols=frozenset({16}))
    rgroups = [
        (None, [(["ROOM", "NO."], 36), (["ROOM NAME"], 96), (["FLOOR"], 40), (["BASE"], 36)]),
        ("WALLS", [(["N"], 32), (["E"], 32), (["S"], 32), (["W"], 32)]),
        (None, [(["CEILING"], 42), (["CEILING", "HT. (mm)"], 44), (["REMARKS"], 150)]),
    ]
    end = draw_schedule(page, 1200, 160, "ROOM FINISH SCHEDULE", rgroups, _rooms(), left_cols=frozenset({1, 10}))
    y = end + 60
    draw_text(page, 1200, y, "FINISH LEGEND", 11)
    y += 22
    for head, items in LEGEND:
        draw_text(page, 1200, y, head, 7.5)
        y += 13
        for code, text in items:
            draw_text(page, 1210, y, code, 7)
            draw_text(page, 1260, y, text, 7)
            y += 11
        y += 8
    x = 1900
    draw_text(page, x, 160, "SCHEDULE NOTES", 11)
    for i, note in enumerate(NOTES, 1):
        draw_text(page, x, 182 + 13 * (i - 1), f"{i}.", 7)
        _put(page, x + 14, 182 + 13 * (i - 1), note, 7)
    draw_text(page, x, 300, "DOOR TYPES", 11)
    for i, (t, what) in enumerate([("A", "FLUSH"), ("N", "NARROW LITE"), ("F", "FULL LITE"), ("D", "PAIR, FLUSH")]):
        draw_text(page, x, 322 + 12 * i, t, 7)
        draw_text(page, x + 20, 322 + 12 * i, what, 7)


# --------------------------------------------------------------------------- questions

# (question, any-of expected substrings); written before drawqa answered any of them.
DOOR_SHEET_QUESTIONS = [
    ("What is the width of door 114?", ["1070"]),
    ("What is the fire rating of door 114?", ["45"]),
    ("What is the frame material of door 114?", ["HM"]),
    ("Does door 114 have a hold open?", ["yes", "Yes", "YES", BULLET]),
    ("Does door 120 have a closer?", ["yes", "Yes", "YES", BULLET]),
    ("Does door 120 have panic hardware?", ["no", "No", "NO"]),
    ("What is the height of door 101A?", ["2035"]),
    ("What are the remarks for door 101A?", ["UNDERCUT 19 mm FOR RETURN AIR"]),
    ("What are the remarks for door 210?", ["ACOUSTIC SEALS"]),
    ("What is the door material of door 101?", ["AL"]),
    ("What is the frame finish of door 100?", ["CLR ANOD"]),
    ("What is the fire rating of door B12?", ["90"]),
    ("Does door B12 have panic hardware?", ["yes", "Yes", "YES", BULLET]),
    ("What type is door 203?", ["A"]),
    ("What finish is door 203?", ["ST-2"]),
    ("Which doors have a 45 minute fire rating?", ["B07", "114", "122", "205"]),
    ("What is the floor finish in room 205?", ["VCT-2"]),
    ("What is the ceiling height of room 205?", ["2900"]),
    ("What is the north wall finish of room 110?", ["PT-2"]),
    ("What is the west wall finish in room 110?", ["WC-1"]),
    ("What is the east wall finish of room 112?", ["CT-1"]),
    ("What is the base in room 104?", ["RB-2"]),
    ("What is the ceiling in room 106?", ["GB-1"]),
    ("What is CPT-1?", ["CARPET TILE"]),
    ("What is SV-1?", ["SHEET VINYL"]),
    ("What is the floor finish of the staff room?", ["VCT-2"]),
    ("What does schedule note 4 say?", ["WATERPROOF MEMBRANE"]),
    ("What standard must fire-rated doors be labelled to?", ["CAN/ULC-S104"]),
    ("What is the project number?", ["24-118"]),
    ("Who drew the sheet?", ["JL"]),
    ("Who checked the drawing?", ["MK"]),
    ("What is the scale of sheet A-601?", ["NTS"]),
    ("What is the latest revision?", ["TENDER", "2026-09-30"]),
    ("What is the name of room 207?", ["ELECTRICAL"]),
]

# The sheet does not say: the answer is an abstention.
DOOR_SHEET_ABSTAIN = [
    "What is the fire rating of door 150?",          # no such door
    "What is the floor finish of room 310?",         # no such room
    "What is the STC rating of door 114?",           # no such column, no mention
    "Who is the structural engineer?",
    "What is the hardware set for door 114?",        # this firm marks items, gives no HW SET
    "What is the door hardware manufacturer?",
]


# --------------------------------------------------------------------------- a second firm's habits

def _doors_two() -> list[tuple]:
    """(no, room, size, type, matl, frame type, frame matl, rating, hw set, remarks): the size
    given whole as W x H x T, hardware as a set number."""
    rows = []
    names = ["CORRIDOR", "SUITE", "SUITE", "WASHROOM", "STORAGE", "LOUNGE", "STAIR 2", "ELEC."]
    for i in range(40):
        no = f"{1 + i // 20}{(i % 20) + 1:02d}"
        rows.append([no, names[i % 8], "915 x 2135 x 45", "F1" if i % 2 else "F2", "SCWD", "HM1", "HM",
                     "20" if i % 5 == 0 else "", str(1 + i % 6), ""])
    by = {r[0]: r for r in rows}
    by["105"][2:10] = ["865 x 2135 x 45", "F3", "SCWD", "HM1", "HM", "", "4", "PRIVACY INDICATOR"]
    by["107"][2:10] = ["1220 x 2135 x 45", "F4", "HMD", "HM2", "HM", "90", "7", "MAG HOLDER ON FA"]
    by["112"][2:10] = ["915 x 2435 x 45", "F1", "SCWD", "HM1", "HM", "45", "2", "TRANSOM OVER"]
    by["208"][2:10] = ["1830 x 2135 x 45", "F5", "ALUM", "AL1", "AL", "", "9", "AUTO OPERATOR"]
    return [tuple(r) for r in rows]


HW_SETS = [("HW-1", "PASSAGE: 3 HINGES, PASSAGE LATCH, WALL STOP"),
           ("HW-2", "STORAGE: 3 HINGES, STOREROOM LOCK, CLOSER, WALL STOP"),
           ("HW-4", "PRIVACY: 3 HINGES, PRIVACY LOCK WITH INDICATOR, COAT HOOK"),
           ("HW-7", "PAIR, RATED: 6 HINGES, PANIC DEVICES, CLOSERS, MAGNETIC HOLDERS, ASTRAGAL"),
           ("HW-9", "ENTRANCE: CONTINUOUS HINGE, AUTO OPERATOR, CARD READER, CLOSER")]


def _rooms_two() -> list[tuple]:
    return [
        ("101", "ENTRY LOBBY", "PT-F1", "PT-B1", "WC-2", "WC-2", "GL", "WC-2", "GB", "3600"),
        ("102", "LOUNGE", "LVT-1", "RB-1", "P1", "P2", "P1", "P1", "ACT-1", "2750"),
        ("103", "DINING", "LVT-2", "RB-1", "P1", "P1", "P3", "P1", "ACT-1", "2750"),
        ("104", "SERVERY", "QT-1", "QT-B", "FRP", "FRP", "FRP", "FRP", "ACT-3", "2450"),
        ("105", "WASHROOM", "PT-F2", "PT-B2", "CT-2", "P4", "CT-2", "P4", "GB", "2450"),
        ("201", "SUITE", "LVT-1", "RB-1", "P1", "P1", "P1", "P2", "GB", "2450"),
        ("202", "SUITE", "LVT-1", "RB-1", "P1", "P2", "P1", "P1", "GB", "2450"),
        ("206", "LOUNGE", "CPT-3", "RB-1", "P2", "P1", "P1", "P1", "ACT-1", "2600"),
    ]


LEGEND_TWO = [("LVT-1", "LUXURY VINYL TILE, 180 x 1220 PLANK, OAK"), ("LVT-2", "LUXURY VINYL TILE, 457 x 457, SLATE"),
              ("CPT-3", "BROADLOOM CARPET ON UNDERPAD"), ("QT-1", "QUARRY TILE, 150 x 150, RED"),
              ("QT-B", "QUARRY TILE COVE BASE"), ("PT-F1", "PORCELAIN TILE, 600 x 600"),
              ("PT-F2", "PORCELAIN TILE, 300 x 300, SLIP RESISTANT"), ("PT-B1", "PORCELAIN TILE BASE"),
              ("PT-B2", "PORCELAIN TILE COVE BASE"), ("RB-1", "RUBBER BASE, 100 mm"),
              ("P1", "PAINT, LATEX EGGSHELL, WHITE"), ("P2", "PAINT, LATEX EGGSHELL, SAGE"),
              ("P3", "PAINT, LATEX EGGSHELL, CLAY"), ("P4", "PAINT, EPOXY, WHITE"),
              ("WC-2", "TEXTILE WALL COVERING"), ("FRP", "FIBREGLASS REINFORCED PANEL"),
              ("CT-2", "CERAMIC TILE, 200 x 200"), ("GL", "GLAZING, SEE ELEVATIONS"),
              ("ACT-1", "ACOUSTIC TILE, 610 x 610, TEGULAR"), ("ACT-3", "ACOUSTIC TILE, VINYL FACED, WASHABLE"),
              ("GB", "GYPSUM BOARD, PAINTED P1")]


def _door_sheet_two(doc) -> None:
    page = doc.new_page(width=SHEET_W, height=SHEET_H)
    _title_block(page, ["HOLLOWAY KERR ARCHITECTS LTD.", "300 - 1055 WEST HASTINGS STREET", "VANCOUVER, BC  V6E 2E9"],
                 ["CEDAR HILLS SENIORS RESIDENCE", "4410 CEDAR HILLS ROAD", "SURREY, BC"],
                 "2317", "2026-10-15", "AP", "RS",
                 [("A", "2026-07-02", "DESIGN DEVELOPMENT"), ("B", "2026-09-04", "BUILDING PERMIT"),
                  ("C", "2026-10-15", "TENDER")],
                 ["DOOR AND FINISH", "SCHEDULES"], "A-601")
    groups = [(None, [(["DOOR", "NO."], 34), (["ROOM", "NAME"], 80), (["SIZE", "W x H x T", "(mm)"], 84),
                      (["DOOR", "TYPE"], 34), (["DOOR", "MAT'L"], 38), (["FRAME", "TYPE"], 36),
                      (["FRAME", "MAT'L"], 38), (["FIRE", "RATING", "(MIN.)"], 40), (["HDW.", "SET", "NO."], 34),
                      (["REMARKS"], 150)])]
    draw_schedule(page, 120, 160, "DOOR SCHEDULE", groups, _doors_two(), row_h=15, head_h=(0.0, 34.0),
                  left_cols=frozenset({1, 9}))
    x = 900
    draw_text(page, x, 160, "HARDWARE SETS", 11)
    for i, (tag, what) in enumerate(HW_SETS):
        draw_text(page, x, 182 + 12 * i, tag, 7)
        draw_text(page, x + 40, 182 + 12 * i, what, 7)
    rgroups = [(None, [(["RM", "NO."], 32), (["ROOM NAME"], 90), (["FLOOR"], 40), (["BASE"], 40)]),
               ("WALL FINISH", [(["NORTH"], 36), (["EAST"], 36), (["SOUTH"], 36), (["WEST"], 36)]),
               (None, [(["CEILING"], 40), (["CLG.", "HEIGHT"], 40)])]
    end = draw_schedule(page, 1500, 160, "ROOM FINISH SCHEDULE", rgroups, _rooms_two(), row_h=15,
                        head_h=(12.0, 22.0), left_cols=frozenset({1}))
    y = end + 50
    draw_text(page, 1500, y, "FINISH LEGEND", 11)
    y += 20
    for code, what in LEGEND_TWO:
        draw_text(page, 1500, y, code, 7)
        draw_text(page, 1550, y, what, 7)
        y += 11
    draw_text(page, 2200, 160, "GENERAL NOTES", 11)
    for i, note in enumerate(["DOOR SIZES ARE GIVEN AS WIDTH x HEIGHT x THICKNESS OF THE LEAF IN MILLIMETRES.",
                              "ALL SUITE ENTRY DOORS SHALL BE 20 MIN. RATED WITH SELF-CLOSING DEVICES.",
                              "FINISH CODES REFER TO SECTION 09 05 00, FINISH SCHEDULE."], 1):
        draw_text(page, 2200, 182 + 13 * (i - 1), f"{i}. {note}", 7)


DOOR_SHEET_TWO_QUESTIONS = [
    ("What is the size of door 112?", ["915 x 2435 x 45"]),
    ("What is the height of door 112?", ["2435"]),
    ("What is the width of door 107?", ["1220"]),
    ("What is the hardware set for door 105?", ["4"]),
    ("What is the fire rating of door 107?", ["90"]),
    ("What is the fire rating of door 112?", ["45"]),
    ("What is the frame material of door 208?", ["AL"]),
    ("What are the remarks for door 208?", ["AUTO OPERATOR"]),
    ("What type is door 105?", ["F3"]),
    ("What is in hardware set HW-7?", ["PANIC DEVICES"]),
    ("What is the floor finish in room 104?", ["QT-1"]),
    ("What is the north wall finish in room 101?", ["WC-2"]),
    ("What is the south wall finish of room 101?", ["GL"]),
    ("What is the east wall finish in room 202?", ["P2"]),
    ("What is the ceiling height of room 103?", ["2750"]),
    ("What is LVT-1?", ["LUXURY VINYL TILE"]),
    ("What is FRP?", ["FIBREGLASS REINFORCED PANEL"]),
    ("What is the project number?", ["2317"]),
    ("Who checked the drawing?", ["RS"]),
    ("What is the latest revision?", ["TENDER", "2026-10-15"]),
]

DOOR_SHEET_TWO_ABSTAIN = [
    "What is the STC rating of door 105?",      # no such column, no mention
    "What is the fire rating of door 250?",     # no such door
    "What is the floor finish of room 301?",    # no such room
    "What is the base in the kitchen?",         # no kitchen scheduled
]


def _door_sheet_compact(doc) -> None:
    """The first firm's door schedule with each caption on one line under its group label: a
    header of two bands, the columns outside any group captioned once across both."""
    page = doc.new_page(width=SHEET_W, height=SHEET_H)
    groups = [
        ("DOOR", [(["MARK"], 38), (["WIDTH"], 40), (["HEIGHT"], 40), (["THK"], 30), (["TYPE"], 32),
                  (["MATL"], 46), (["FINISH"], 50)]),
        ("FRAME", [(["TYPE"], 32), (["MATL"], 46), (["FINISH"], 50)]),
        (None, [(["FIRE RATING"], 54)]),
        ("HARDWARE", [(["CLOSER"], 38), (["LOCKSET"], 40), (["PANIC"], 34), (["KICK PL."], 40), (["HOLD OPEN"], 44)]),
        (None, [(["REMARKS"], 190)]),
    ]
    rows = [(d["mark"], d["width"], d["height"], d["thk"], d["type"], d["mat"], d["fin"], d["ftype"], d["fmat"],
             d["ffin"], d["rating"], d["closer"], d["lockset"], d["panic"], d["kick"], d["hold"], d["remarks"])
            for d in _doors()]
    draw_schedule(page, 120, 160, "DOOR SCHEDULE", groups, rows, head_h=(11.0, 11.0), left_cols=frozenset({16}))
    draw_text(page, 3200, 2500, "A-601", 40)
