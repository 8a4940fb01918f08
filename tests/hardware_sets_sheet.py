"""A US door schedule and door hardware sheet (A-602, 36x24 in) for a one-storey community health
clinic, drawn the way an architect's office plots one from CAD: along the top left a ruled DOOR
SCHEDULE of 27 openings (100A .. 124) under grouped headers set in two and three lines (DOOR over
NO. / SIZE W x H / THK / TYPE / MATERIAL / FINISH, FRAME over TYPE / MATERIAL / FINISH, FIRE RATING
over LABEL and a narrow `S` column with a footnote number in a circle, then HARDWARE SET and
REMARKS), pairs sized `PR 3'-0" x 7'-0"`, unrated doors shown `-`, and the smoke-and-draft doors
marked by a filled dot `●` (set in an embedded symbol font) in the `S` column, the dot explained
only by door schedule note 1 under the table; to its right the door type elevations A (flush),
B (vision lite 10" x 30") and C (aluminium full glass) and the frame types F1 .. F3 at 3/8" = 1'-0"
with dimension strings, a glazing legend (GL-1 .. GL-3) and the schedule abbreviations; across the
lower left the HARDWARE SETS HW-1 .. HW-8 as ruled boxes in two columns, laid out row by row
(HW-1 beside HW-2, HW-3 beside HW-4, ...), each headed in a bold font with its set number and
name, the doors it serves, and item lines of quantity (`3 EA`), description, catalogue number,
BHMA finish and manufacturer; to their right numbered DOOR HARDWARE GENERAL NOTES, a BHMA finish
legend and the manufacturer abbreviations, a small ELECTRIFIED OPENINGS table, a jamb section
at a smoke-gasketed frame, a typical door elevation with hardware mounting heights on elbowed
leaders and a KEYING SCHEDULE (AA1 .. AA5); a plot stamp set vertically in the left margin; the
title block as a strip down the right edge with the firm, project, owner, seal, issue, revision
table, date, project number, drawn/checked, scale, sheet title and the sheet number large at its
foot.

The questions (`tests/blind_questions/drawn/round51-drawn.jsonl`) were written before drawqa
answered any of them (`docs/first-sight.md`, session 25).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

W, H = 2592, 1728                      # 36 x 24 in
TB_X = 2262                            # title block strip, right side
DOT = "\u25cf"
_SYMBOL_FONT = pymupdf.Font("cjk")     # the CAD symbol font the dot is set in
FT = 27.0                              # 3/8" = 1'-0"

# (no, size, thk, type, material, finish, frame type, frame material, frame finish, rating,
#  smoke, hardware set, remarks)
DOORS = [
    ("100A", "PR 3'-0\" x 7'-0\"", "1 3/4\"", "C", "AL", "CA", "F3", "AL", "CA", "-", "", "HW-1", "MAIN ENTRY; CARD ACCESS, SEE NOTE 6"),
    ("100B", "PR 3'-0\" x 7'-0\"", "1 3/4\"", "C", "AL", "CA", "F3", "AL", "CA", "-", "", "HW-2", "VESTIBULE; LOW-ENERGY AUTO OPERATOR"),
    ("101A", "3'-0\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-4", "WAITING"),
    ("102A", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-6", "RECEPTION / RECORDS"),
    ("103A", "PR 3'-0\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F2", "HM", "PT", "20 MIN", DOT, "HW-3", "CROSS-CORRIDOR; MAG. HOLD-OPEN"),
    ("103B", "PR 3'-0\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F2", "HM", "PT", "20 MIN", DOT, "HW-3", "CROSS-CORRIDOR; MAG. HOLD-OPEN"),
    ("104", "3'-6\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-4", "EXAM 1"),
    ("105", "3'-6\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-4", "EXAM 2"),
    ("106", "3'-6\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-4", "EXAM 3"),
    ("107", "3'-6\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-4", "EXAM 4"),
    ("108", "4'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-4", "BARIATRIC EXAM"),
    ("109", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-6", "PROVIDER OFFICE"),
    ("110", "3'-6\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F1", "HM", "PT", "20 MIN", DOT, "HW-7", "LABORATORY"),
    ("111", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "20 MIN", DOT, "HW-7", "MEDICATION ROOM"),
    ("112", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "20 MIN", "", "HW-7", "SOILED UTILITY"),
    ("113", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "20 MIN", "", "HW-7", "CLEAN SUPPLY"),
    ("114", "3'-6\" x 7'-0\"", "1 3/4\"", "A", "HM", "PT", "F1", "HM", "PT", "90 MIN", DOT, "HW-5", "STAIR 1"),
    ("115", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "HM", "PT", "F1", "HM", "PT", "60 MIN", "", "HW-7", "ELECTRICAL"),
    ("116", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "HM", "PT", "F1", "HM", "PT", "60 MIN", "", "HW-7", "IT / DATA"),
    ("117", "3'-0\" x 7'-0\"", "1 3/4\"", "B", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-6", "STAFF LOUNGE"),
    ("118", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-8", "STAFF TOILET"),
    ("119", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-8", "PATIENT TOILET; SEE NOTE 4"),
    ("120", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "WD", "ST", "F1", "HM", "PT", "-", "", "HW-6", "CLINIC MANAGER"),
    ("121", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "HM", "PT", "F1", "HM", "PT", "45 MIN", "", "HW-7", "JANITOR"),
    ("122", "3'-6\" x 7'-0\"", "1 3/4\"", "A", "HM", "PT", "F1", "HM", "PT", "60 MIN", "", "HW-7", "MECHANICAL"),
    ("123", "3'-6\" x 7'-0\"", "1 3/4\"", "A", "HM", "PT", "F1", "HM", "PT", "90 MIN", DOT, "HW-5", "STAIR 2"),
    ("124", "3'-0\" x 7'-0\"", "1 3/4\"", "A", "HM", "PT", "F1", "HM", "PT", "-", "", "HW-5", "EXIT TO SERVICE YARD; INSULATED"),
]

# group label (None: the column spans the header) and its columns (header lines, width, centred)
GROUPS = [
    ("DOOR", [(["NO."], 48, True), (["SIZE", "W x H"], 104, True), (["THK"], 40, True), (["TYPE"], 36, True),
              (["MATERIAL"], 50, True), (["FINISH"], 42, True)]),
    ("FRAME", [(["TYPE"], 38, True), (["MATERIAL"], 50, True), (["FINISH"], 42, True)]),
    ("FIRE RATING", [(["LABEL"], 52, True), (["S"], 26, True)]),
    (None, [(["HARDWARE", "SET"], 60, True)]),
    (None, [(["REMARKS"], 246, False)]),
]

SCHEDULE_NOTES = [
    ("1", f"{DOT} IN COLUMN \"S\" INDICATES A SMOKE AND DRAFT CONTROL ASSEMBLY: PROVIDE SMOKE GASKETING"),
    ("", "AT HEAD AND JAMBS TESTED TO UL 1784, AND \"S\" LABEL ON DOOR AND FRAME. NO DOT = NOT REQUIRED."),
    ("2", "FIRE RATINGS ARE FOR THE COMPLETE OPENING; FRAME AND HARDWARE LABELS SHALL MATCH THE DOOR RATING."),
    ("3", "WOOD DOORS: 1 3/4\" SOLID CORE, PLAIN SLICED WHITE OAK, STAIN ST-1. RATED WOOD DOORS: MINERAL CORE."),
    ("4", "DOOR 119: OUTSWINGING; PRIVACY LOCK WITH EMERGENCY RELEASE OPERABLE FROM CORRIDOR SIDE."),
    ("5", "HOLLOW METAL DOORS 16 GA; FRAMES 16 GA AT INTERIOR, 14 GA AT EXTERIOR, FULLY WELDED."),
    ("6", "CARD READERS, POWER SUPPLIES AND ACCESS CONTROL WIRING BY DIVISION 28."),
]

GLAZING = [
    ("GL-1", "1/4\" CLEAR TEMPERED GLASS (NON-RATED DOORS)"),
    ("GL-2", "5/16\" CERAMIC FIRE-PROTECTIVE GLAZING, SAFETY RATED (RATED DOORS)"),
    ("GL-3", "1\" INSULATED LOW-E UNIT, TEMPERED BOTH LITES (EXTERIOR)"),
]

ABBREVIATIONS = [
    ("AL", "ALUMINUM"), ("CA", "CLEAR ANODIZED"), ("HM", "HOLLOW METAL"), ("PT", "PAINTED"),
    ("ST", "STAINED"), ("WD", "SOLID CORE WOOD"), ("PR", "PAIR OF DOORS"), ("MIN", "MINUTES"),
    ("LDW", "LESS DOOR WIDTH"), ("EA", "EACH"),
]

# (number, name, doors, [(qty, description, catalogue number, finish, mfr)], note or None)
HARDWARE_SETS = [
    ("HW-1", "EXTERIOR ENTRY PAIR", "100A", [
        ("2 EA", "CONTINUOUS HINGE", "112XY EPT 83\"", "628", "IVE"),
        ("1 EA", "REMOVABLE MULLION", "KR4954 STAB", "689", "VON"),
        ("1 EA", "PANIC HARDWARE", "CD-35A-NL-OP 110NL", "626", "VON"),
        ("1 EA", "PANIC HARDWARE", "35A-EO", "626", "VON"),
        ("1 EA", "POWER TRANSFER", "EPT-10", "689", "VON"),
        ("1 EA", "RIM CYLINDER", "20-079 SFIC HOUSING", "626", "SCH"),
        ("1 EA", "MORTISE CYLINDER", "20-061 SFIC HOUSING", "626", "SCH"),
        ("2 EA", "OFFSET PULL", "8190HD 12\" O", "630", "IVE"),
        ("2 EA", "CLOSER", "4040XP SCUSH", "689", "LCN"),
        ("2 EA", "DOOR SWEEP", "3452CNB", "628", "PEM"),
        ("1 EA", "THRESHOLD", "253X3AFG", "628", "PEM"),
        ("1 SET", "WEATHERSTRIP", "BY DOOR MANUFACTURER", "-", "-"),
    ], None),
    ("HW-2", "VESTIBULE PAIR - LOW-ENERGY OPERATOR", "100B", [
        ("2 EA", "CONTINUOUS HINGE", "112XY 83\"", "628", "IVE"),
        ("2 EA", "PUSH / PULL BAR", "9190EZHD-O", "630", "IVE"),
        ("1 EA", "LOW-ENERGY OPERATOR", "9542 STD", "689", "LCN"),
        ("2 EA", "ACTUATOR, WALL MOUNT", "8310-853T", "630", "LCN"),
        ("2 EA", "FLOOR STOP", "FS436", "626", "IVE"),
    ], "NOTE: 120V CIRCUIT TO OPERATOR BY DIVISION 26. ACTUATORS AT 36\" AFF, BOTH SIDES."),
    ("HW-3", "CROSS-CORRIDOR PAIR - 20 MIN / SMOKE", "103A, 103B", [
        ("6 EA", "HINGES", "5BB1 4 1/2 x 4 1/2", "652", "IVE"),
        ("2 EA", "FIRE EXIT HARDWARE", "9827-EO-F-LBR", "626", "VON"),
        ("2 EA", "CLOSER", "4040XP EDA", "689", "LCN"),
        ("2 EA", "MAGNETIC HOLDER", "SEM7850", "689", "LCN"),
        ("2 EA", "KICK PLATE", "8400 10\" x 1\" LDW B-CS", "630", "IVE"),
        ("1 SET", "SMOKE GASKETING", "S88BL", "BLK", "PEM"),
        ("1 SET", "MEETING STILE SEAL", "18061CNB", "628", "PEM"),
    ], "NOTE: HOLDERS RELEASE ON FIRE ALARM SIGNAL. SEE GENERAL NOTE 10."),
    ("HW-4", "PASSAGE WITH CLOSER", "101A, 104, 105, 106, 107, 108", [
        ("3 EA", "HINGES", "5BB1 4 1/2 x 4 1/2", "652", "IVE"),
        ("1 EA", "PASSAGE SET", "L9010 03A", "626", "SCH"),
        ("1 EA", "CLOSER", "1461 RW/PA", "689", "LCN"),
        ("1 EA", "KICK PLATE", "8400 10\" x 2\" LDW B-CS", "630", "IVE"),
        ("1 EA", "WALL STOP", "WS406/407CVX", "626", "IVE"),
        ("1 EA", "COAT HOOK", "582", "626", "IVE"),
        ("3 EA", "SILENCER", "SR64", "GRY", "IVE"),
    ], None),
    ("HW-5", "STAIR / EXIT - FIRE EXIT HARDWARE", "114, 123, 124", [
        ("3 EA", "HINGES", "5BB1HW 4 1/2 x 4 1/2 NRP", "652", "IVE"),
        ("1 EA", "FIRE EXIT HARDWARE", "99L-F 996L-06", "626", "VON"),
        ("1 EA", "RIM CYLINDER", "20-079 SFIC HOUSING", "626", "SCH"),
        ("1 EA", "CLOSER", "4040XP REG/PA", "689", "LCN"),
        ("1 EA", "OVERHEAD STOP", "904S", "630", "GLY"),
        ("1 EA", "KICK PLATE", "8400 10\" x 2\" LDW B-CS", "630", "IVE"),
        ("1 SET", "SMOKE GASKETING", "S88BL", "BLK", "PEM"),
        ("1 EA", "THRESHOLD (AT 124 ONLY)", "171A", "628", "PEM"),
        ("1 EA", "DOOR SWEEP (AT 124 ONLY)", "315CN", "628", "PEM"),
    ], None),
    ("HW-6", "OFFICE LOCK", "102A, 109, 117, 120", [
        ("3 EA", "HINGES", "5BB1 4 1/2 x 4 1/2", "652", "IVE"),
        ("1 EA", "OFFICE LOCK", "L9050 03A", "626", "SCH"),
        ("1 EA", "WALL STOP", "WS406/407CVX", "626", "IVE"),
        ("1 EA", "COAT HOOK", "582", "626", "IVE"),
        ("3 EA", "SILENCER", "SR64", "GRY", "IVE"),
    ], None),
    ("HW-7", "STOREROOM - FIRE RATED", "110, 111, 112, 113, 115, 116, 121, 122", [
        ("3 EA", "HINGES", "5BB1 4 1/2 x 4 1/2", "652", "IVE"),
        ("1 EA", "STOREROOM LOCK", "L9080 03A", "626", "SCH"),
        ("1 EA", "CLOSER", "4011", "689", "LCN"),
        ("1 EA", "KICK PLATE", "8400 10\" x 2\" LDW B-CS", "630", "IVE"),
        ("1 EA", "WALL STOP", "WS406/407CVX", "626", "IVE"),
        ("3 EA", "SILENCER", "SR64", "GRY", "IVE"),
    ], "NOTE: AT DOORS MARKED WITH A DOT IN THE SCHEDULE, GASKETING IN LIEU OF SILENCERS."),
    ("HW-8", "PRIVACY WITH INDICATOR", "118, 119", [
        ("3 EA", "HINGES", "5BB1 4 1/2 x 4 1/2", "652", "IVE"),
        ("1 EA", "PRIVACY LOCK W/ INDICATOR", "L9040 03A L583-363", "626", "SCH"),
        ("1 EA", "CLOSER", "1461 RW/PA", "689", "LCN"),
        ("1 EA", "KICK PLATE", "8400 10\" x 2\" LDW B-CS", "630", "IVE"),
        ("1 EA", "WALL STOP", "WS406/407CVX", "626", "IVE"),
        ("1 EA", "COAT HOOK", "582", "626", "IVE"),
        ("3 EA", "SILENCER", "SR64", "GRY", "IVE"),
    ], "NOTE: DOOR 119 - EMERGENCY RELEASE, SEE DOOR SCHEDULE NOTE 4."),
]

GENERAL_NOTES = [
    ["HARDWARE SETS ARE BASED ON SPECIFICATION SECTION 08 71 00. THE HARDWARE",
     "SUPPLIER SHALL VERIFY EACH SET AGAINST DOOR AND FRAME SHOP DRAWINGS."],
    ["HARDWARE ON FIRE-RATED OPENINGS SHALL BE LISTED FOR USE ON FIRE DOOR",
     "ASSEMBLIES AND INSTALLED PER NFPA 80."],
    ["PROVIDE SMOKE GASKETING AT EVERY DOOR MARKED WITH A DOT IN THE DOOR",
     "SCHEDULE, WHETHER OR NOT GASKETING IS LISTED IN ITS HARDWARE SET."],
    ["MOUNT OPERABLE HARDWARE BETWEEN 34\" AND 48\" AFF PER ICC A117.1."],
    ["LOCKSETS: MORTISE, ANSI/BHMA A156.13 GRADE 1, 03A LEVER TRIM U.O.N."],
    ["KEYING: 7-PIN SFIC PERMANENT CORES KEYED TO OWNER'S EXISTING MASTER",
     "KEY SYSTEM. USE CONSTRUCTION CORES UNTIL SUBSTANTIAL COMPLETION."],
    ["MAXIMUM OPENING FORCE AT INTERIOR NON-RATED DOORS: 5 LBF."],
    ["MOUNT CLOSERS ON ROOM SIDE OF CORRIDOR DOORS; PARALLEL ARM AT",
     "OUTSWINGING DOORS. ADJUST SWEEP PERIOD TO 5 SECONDS MIN. FROM 90 DEG."],
    ["KICK PLATES 10\" HIGH x 2\" LESS DOOR WIDTH AT SINGLE DOORS, 1\" LESS AT",
     "PAIRS, MOUNTED ON PUSH SIDE."],
    ["MAGNETIC HOLD-OPENS SHALL RELEASE ON FIRE ALARM ACTIVATION; COORDINATE",
     "WITH FIRE ALARM CONTRACTOR (SEE FA SHEETS)."],
    ["DOOR UNDERCUT: 1/2\" MAX. AT NON-RATED DOORS; 3/4\" MAX. AT FIRE-RATED",
     "DOORS PER NFPA 80."],
    ["SUBMIT POINT-TO-POINT WIRING DIAGRAMS FOR ALL ELECTRIFIED HARDWARE."],
]

FINISHES = [
    ("600", "PRIMED FOR PAINTING"),
    ("626", "SATIN CHROMIUM PLATED"),
    ("628", "SATIN ALUMINUM, CLEAR ANODIZED"),
    ("630", "SATIN STAINLESS STEEL"),
    ("652", "SATIN CHROMIUM PLATED (STEEL BASE)"),
    ("689", "ALUMINUM PAINTED"),
    ("BLK", "BLACK"),
    ("GRY", "GRAY"),
]

MANUFACTURERS = [
    ("GLY", "GLYNN-JOHNSON"), ("IVE", "IVES"), ("LCN", "LCN CLOSERS"), ("PEM", "PEMKO"),
    ("SCH", "SCHLAGE"), ("VON", "VON DUPRIN"),
]

TYPE_NOTES = [
    "DOOR AND FRAME TYPES ARE DRAWN FROM THE PUSH SIDE. SIZES, MATERIALS AND RATINGS: SEE DOOR SCHEDULE.",
    "VISION LITE KITS: 18 GA STEEL, LOW-PROFILE, FACTORY PRIMED; LABELED KITS AT FIRE-RATED DOORS.",
    "HM FRAME ANCHORS: 3 PER JAMB AT STUD WALLS, 4 PER JAMB AT MASONRY; BASE ANCHOR EACH JAMB.",
    "GROUT HM FRAMES SOLID AT MASONRY WALLS AND AT ALL FIRE-RATED OPENINGS.",
    "STOREFRONT FRAMES AND DOORS: 2\" x 4 1/2\" CENTER-SET, THERMALLY BROKEN AT EXTERIOR.",
]

ELECTRIFIED = [
    ("100A", "HW-1", "CARD READER / EPT-10", "24V DC", "DIV. 28"),
    ("100B", "HW-2", "9542 OPERATOR", "120V", "DIV. 26"),
    ("103A", "HW-3", "SEM7850 HOLDERS", "24V DC", "FA"),
    ("103B", "HW-3", "SEM7850 HOLDERS", "24V DC", "FA"),
]

MOUNTING = [
    (38, "LEVER / LOCKSET: 38\" AFF TO CENTERLINE"),
    (40, "EXIT DEVICE: 40\" AFF TO CENTERLINE OF BAR"),
    (42, "PUSH / PULL: 42\" AFF TO CENTERLINE"),
    (48, "COAT HOOK: 48\" AFF MAX. (ACCESSIBLE)"),
    (10, "KICK PLATE: 10\" HIGH, PUSH SIDE"),
]

REVISIONS = [
    ("1", "ADDENDUM 1", "04/04/2025"),
    ("2", "ADDENDUM 2", "04/15/2025"),
]


def _t(page, x: float, y: float, text: str, size: float = 7.5, font: str = "helv") -> None:
    """Text at a baseline; a string with the dot is set with the embedded symbol font, the rest
    in a base-14 font, as a CAD plot mixes its shx text and a TrueType symbol font."""
    if DOT in text:
        _rewrite(page, x, y, text.split(DOT), size, font)
        return
    page.insert_text((x, y), text, fontsize=size, fontname=font)


def _rewrite(page, x: float, y: float, pieces: list[str], size: float, font: str) -> None:
    """A line holding dots, written piece by piece: text in its base font, each dot in the symbol
    font, advancing by each piece's own width."""
    tw = pymupdf.TextWriter(page.rect)
    cur = x
    base = pymupdf.Font(font)
    for i, part in enumerate(pieces):
        if part:
            tw.append((cur, y), part, font=base, fontsize=size)
            cur += base.text_length(part, fontsize=size)
        if i < len(pieces) - 1:
            tw.append((cur, y), DOT, font=_SYMBOL_FONT, fontsize=size)
            cur += _SYMBOL_FONT.text_length(DOT, fontsize=size)
    tw.write_text(page)


def _tc(page, cx: float, y: float, text: str, size: float = 7.5, font: str = "helv") -> None:
    """Text centred on cx."""
    if text == DOT:
        w = _SYMBOL_FONT.text_length(DOT, fontsize=size)
    else:
        w = pymupdf.get_text_length(text, fontname=font, fontsize=size)
    _t(page, cx - w / 2, y, text, size, font)


def _circle_num(page, x: float, y: float, text: str, r: float = 5.0, size: float = 6.0) -> None:
    page.draw_circle((x, y), r, width=0.6)
    _tc(page, x, y + size * 0.35, text, size)


def _hexagon(page, x: float, y: float, text: str, r: float = 9.0, size: float = 9.0) -> None:
    import math
    pts = [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, width=0.8)
    _tc(page, x, y + size * 0.35, text, size, "hebo")


def _view_title(page, x: float, y: float, num: str, name: str, scale: str, rule: float = 420) -> None:
    """A view title as this office sets it: the number in a circle, the name bold on a heavy rule,
    the scale under the rule."""
    page.draw_circle((x + 12, y - 4), 12, width=1.0)
    _tc(page, x + 12, y, num, 11, "hebo")
    page.draw_line((x + 24, y + 4), (x + rule, y + 4), width=1.6)
    _t(page, x + 32, y, name, 12, "hebo")
    _t(page, x + 32, y + 15, f"SCALE: {scale}", 7.5)


# ---------------------------------------------------------------------------------------------
def _door_schedule(page, x0: float, y0: float) -> float:
    _t(page, x0, y0 - 10, "DOOR SCHEDULE", 14, "hebo")
    page.draw_line((x0, y0 - 6), (x0 + 160, y0 - 6), width=1.2)
    cols = []
    for label, members in GROUPS:
        for lines, w, centre in members:
            cols.append((label, lines, w, centre))
    xs = [x0]
    for _, _, w, _ in cols:
        xs.append(xs[-1] + w)
    g_h, c_h, row_h = 15.0, 28.0, 17.0
    head_bot = y0 + g_h + c_h
    end = head_bot + row_h * len(DOORS)
    page.draw_rect(pymupdf.Rect(x0, y0, xs[-1], end), width=1.4)
    page.draw_line((x0, head_bot), (xs[-1], head_bot), width=1.2)
    # group headers
    i = 0
    for label, members in GROUPS:
        gx0, gx1 = xs[i], xs[i + len(members)]
        if label:
            page.draw_line((gx0, y0 + g_h), (gx1, y0 + g_h), width=0.6)
            _tc(page, (gx0 + gx1) / 2, y0 + g_h - 4.5, label, 7, "hebo")
            top = y0 + g_h
        else:
            top = y0
        for k, (lines, w, centre) in enumerate(members):
            cx0, cx1 = xs[i + k], xs[i + k + 1]
            if k > 0 or not label:
                page.draw_line((cx0, top if k > 0 else y0), (cx0, end), width=0.6)
            else:
                page.draw_line((cx0, y0), (cx0, end), width=1.0)
            lead = 8.0
            first = (top + head_bot) / 2 - lead * len(lines) / 2 + 6
            for j, line in enumerate(lines):
                _tc(page, (cx0 + cx1) / 2, first + lead * j, line, 6.5, "hebo")
            if lines == ["S"]:
                _circle_num(page, (cx0 + cx1) / 2 + 8, first - 5, "1", r=3.6, size=4.5)
        i += len(members)
    # body
    for r, row in enumerate(DOORS):
        y = head_bot + row_h * r
        if r:
            page.draw_line((x0, y), (xs[-1], y), width=0.35 if r % 5 else 0.7)
        base = y + row_h - 5.5
        for c, cell in enumerate(row):
            if not cell:
                continue
            _, _, w, centre = cols[c]
            if centre:
                _tc(page, (xs[c] + xs[c + 1]) / 2, base, cell, 11.0 if cell == DOT else 7.2,
                    "hebo" if c == 0 else "helv")
            else:
                _t(page, xs[c] + 5, base, cell, 7.2)
    # notes under the table
    y = end + 20
    _t(page, x0, y, "DOOR SCHEDULE NOTES", 8.5, "hebo")
    for n, line in SCHEDULE_NOTES:
        y += 12
        if n:
            _t(page, x0, y, f"{n}.", 7)
        _t(page, x0 + 14, y, line, 7)
    return y


def _door_type(page, x: float, base: float, letter: str, name: str, kind: str) -> None:
    """One door type elevation, bottom of door at `base`, with its dimensions and tag."""
    w = 3 * FT if kind != "C" else 6 * FT
    h = 7 * FT
    top = base - h
    page.draw_rect(pymupdf.Rect(x, top, x + w, base), width=1.2)
    if kind == "A":
        page.draw_line((x + w - 10, top + h * 0.48), (x + w - 10, top + h * 0.52), width=1.5)
        _t(page, x + 16, top + h / 2, "FLUSH", 6)
    elif kind == "B":
        lx0, lx1 = x + w - 6 / 12 * FT - 10 / 12 * FT, x + w - 6 / 12 * FT
        ly0 = top + 12 / 12 * FT
        ly1 = ly0 + 30 / 12 * FT
        page.draw_rect(pymupdf.Rect(lx0, ly0, lx1, ly1), width=0.8)
        for k in range(4):
            page.draw_line((lx0 + 2, ly0 + 12 + 14 * k), (lx1 - 6, ly0 + 4 + 14 * k), width=0.3)
        page.draw_line((x + w - 10, top + h * 0.5), (x + w - 10, top + h * 0.54), width=1.5)
        # dimensions of the lite
        page.draw_line((lx0, ly0 - 8), (lx1, ly0 - 8), width=0.4)
        _t(page, lx0 - 1, ly0 - 11, "10\"", 6)
        page.draw_line((lx0 - 8, ly0), (lx0 - 8, ly1), width=0.4)
        _t(page, lx0 - 27, (ly0 + ly1) / 2 + 2, "30\"", 6)
        _t(page, lx1 + 3, ly0 - 11, "6\"", 5.5)
        _t(page, lx0 - 27, ly0 - 2, "12\"", 5.5)
        _tc(page, x + w / 2, base + 62, "VISION LITE 10\" x 30\"", 6)
        _tc(page, x + w / 2, base + 70, "GL-1; GL-2 AT RATED DOORS", 6)
    else:
        stile = 4 / 12 * FT
        rail = 10 / 12 * FT
        for dx in (0, w / 2):
            page.draw_rect(pymupdf.Rect(x + dx + stile, top + stile, x + dx + w / 2 - stile, base - rail), width=0.7)
            for k in range(3):
                page.draw_line((x + dx + stile + 8, top + 40 + 20 * k), (x + dx + w / 2 - stile - 14, top + 20 + 20 * k), width=0.3)
        page.draw_line((x + w / 2, top), (x + w / 2, base), width=1.0)
        _tc(page, x + w / 2, base + 62, "4\" STILES, 10\" BOTTOM RAIL", 6)
        _tc(page, x + w / 2, base + 70, "GL-3 AT 100A, GL-1 AT 100B", 6)
    # width and height strings
    page.draw_line((x, top - 14), (x + w, top - 14), width=0.4)
    for xx in (x, x + w):
        page.draw_line((xx - 3, top - 11), (xx + 3, top - 17), width=0.6)
    _tc(page, x + w / 2, top - 17, "SEE SCHED.", 6)
    page.draw_line((x - 14, top), (x - 14, base), width=0.4)
    for yy in (top, base):
        page.draw_line((x - 17, yy + 3), (x - 11, yy - 3), width=0.6)
    page.insert_text((x - 17, (top + base) / 2 + 14), "7'-0\"", fontsize=6, fontname="helv", rotate=90)
    _hexagon(page, x + w / 2, base + 28, letter)
    _tc(page, x + w / 2, base + 50, name, 7, "hebo")


def _frame_type(page, x: float, base: float, tag: str, name: str, kind: str) -> None:
    face = 2 / 12 * FT
    w = 3 * FT if kind == "F1" else 6 * FT
    h = 7 * FT
    transom = 1.25 * FT if kind == "F3" else 0
    top = base - h - transom - face
    page.draw_rect(pymupdf.Rect(x - face, top, x + w + face, base), width=1.2)
    page.draw_rect(pymupdf.Rect(x, top + face, x + w, base), width=0.6)
    if kind == "F3":
        page.draw_line((x, top + face + transom), (x + w, top + face + transom), width=1.0)
        page.draw_line((x, top + face + transom + face), (x + w, top + face + transom + face), width=0.6)
        _tc(page, x + w / 2, top + face + transom / 2 + 3, "TRANSOM GL-3", 5.8)
        page.draw_line((x + w / 2, top + face + transom + face), (x + w / 2, base), width=0.5, dashes="[3 2] 0")
    elif kind == "F2":
        page.draw_line((x + w / 2, top + face), (x + w / 2, base), width=0.5, dashes="[3 2] 0")
    # face dimension and label leader
    _t(page, x + w + face + 4, top + 8, "2\" FACE" if kind != "F3" else "2\" x 4 1/2\" ALUM.", 6)
    page.draw_line((x + w + face + 2, top + 5), (x + w + face - 2, top + 5), width=0.4)
    _t(page, x + w + face + 4, base - 6, "HM, WELDED" if kind != "F3" else "CLEAR ANODIZED", 5.8)
    _hexagon(page, x + w / 2, base + 28, tag, r=10, size=8)
    _tc(page, x + w / 2, base + 50, name, 7, "hebo")


def _types(page, x0: float, y0: float) -> None:
    base = y0 + 250
    _door_type(page, x0 + 30, base, "A", "FLUSH", "A")
    _door_type(page, x0 + 190, base, "B", "VISION LITE", "B")
    _door_type(page, x0 + 350, base, "C", "ALUM. FULL GLASS", "C")
    _view_title(page, x0, base + 92, "1", "DOOR TYPES", "3/8\" = 1'-0\"", rule=500)
    fx = x0 + 580
    _frame_type(page, fx + 10, base, "F1", "HM SINGLE", "F1")
    _frame_type(page, fx + 170, base, "F2", "HM PAIR", "F2")
    _frame_type(page, fx + 400, base, "F3", "ALUM. STOREFRONT", "F3")
    _view_title(page, fx, base + 92, "2", "FRAME TYPES", "3/8\" = 1'-0\"", rule=540)
    # glazing legend and abbreviations below
    y = base + 150
    _t(page, x0, y, "GLAZING LEGEND", 9, "hebo")
    for i, (tag, text) in enumerate(GLAZING):
        yy = y + 16 + 13 * i
        page.draw_rect(pymupdf.Rect(x0, yy - 8, x0 + 30, yy + 3), width=0.5)
        _tc(page, x0 + 15, yy, tag, 6.5)
        _t(page, x0 + 38, yy, text, 7)
    ax = x0 + 580
    _t(page, ax, y, "DOOR SCHEDULE ABBREVIATIONS", 9, "hebo")
    for i, (abbr, text) in enumerate(ABBREVIATIONS):
        col, row = divmod(i, 5)
        yy = y + 16 + 12 * row
        _t(page, ax + 230 * col, yy, abbr, 7, "hebo")
        _t(page, ax + 230 * col + 34, yy, text, 7)
    y += 76
    _t(page, x0, y, "DOOR AND FRAME TYPE NOTES", 9, "hebo")
    for i, line in enumerate(TYPE_NOTES, 1):
        _t(page, x0, y + 4 + 11.5 * i, f"{i}.", 7)
        _t(page, x0 + 14, y + 4 + 11.5 * i, line, 7)


def _hardware_sets(page, x0: float, y0: float, col_w: float = 690, gap: float = 24) -> float:
    _t(page, x0, y0, "HARDWARE SETS", 14, "hebo")
    page.draw_line((x0, y0 + 4), (x0 + 150, y0 + 4), width=1.2)
    _t(page, x0 + 170, y0, "MANUFACTURERS AND FINISHES: SEE LEGENDS AT RIGHT. PROVIDE EACH SET FOR EACH DOOR LISTED.", 7)
    y = y0 + 16
    lead = 11.5
    cx = [8, 52, 224, 420, 476]
    for r in range(0, len(HARDWARE_SETS), 2):
        pair = HARDWARE_SETS[r:r + 2]
        heights = [58 + lead * len(items) + (14 if note else 4) for _, _, _, items, note in pair]
        bh = max(heights)
        for k, (num, name, doors, items, note) in enumerate(pair):
            bx = x0 + k * (col_w + gap)
            page.draw_rect(pymupdf.Rect(bx, y, bx + col_w, y + bh), width=1.0)
            page.draw_rect(pymupdf.Rect(bx, y, bx + col_w, y + 20), width=0.8)
            _t(page, bx + 8, y + 14.5, num, 11, "hebo")
            _t(page, bx + 60, y + 14, name, 9, "hebo")
            _t(page, bx + 8, y + 33, "DOORS:", 7, "hebo")
            _t(page, bx + 48, y + 33, doors, 7.5)
            hy = y + 47
            for lab, off in zip(("QTY", "DESCRIPTION", "CATALOG NUMBER", "FINISH", "MFR"), cx):
                _t(page, bx + off, hy, lab, 6, "hebo")
            page.draw_line((bx + 4, hy + 3), (bx + col_w - 4, hy + 3), width=0.4)
            for i, (qty, desc, cat, fin, mfr) in enumerate(items):
                iy = hy + 3 + lead * (i + 1)
                _t(page, bx + cx[0], iy, qty, 7.2)
                _t(page, bx + cx[1], iy, desc, 7.2)
                _t(page, bx + cx[2], iy, cat, 7.2)
                _t(page, bx + cx[3], iy, fin, 7.2)
                _t(page, bx + cx[4], iy, mfr, 7.2)
            if note:
                _t(page, bx + 8, hy + 3 + lead * (len(items) + 1) + 5, note, 6.5, "tiro")
        y += bh + 14
    return y


def _right_notes(page, x0: float, y0: float) -> None:
    _t(page, x0, y0, "DOOR HARDWARE GENERAL NOTES", 11, "hebo")
    y = y0 + 6
    for i, lines in enumerate(GENERAL_NOTES, 1):
        y += 13
        _t(page, x0, y, f"{i}.", 7.2)
        for j, line in enumerate(lines):
            if j:
                y += 10.5
            _t(page, x0 + 16, y, line, 7.2)
    y += 36
    _t(page, x0, y, "BHMA FINISH LEGEND", 9, "hebo")
    for i, (code, text) in enumerate(FINISHES):
        yy = y + 15 + 11.5 * i
        _t(page, x0 + 4, yy, code, 7.2, "hebo")
        _t(page, x0 + 40, yy, text, 7.2)
    mx = x0 + 300
    _t(page, mx, y, "MANUFACTURERS", 9, "hebo")
    for i, (code, text) in enumerate(MANUFACTURERS):
        yy = y + 15 + 11.5 * i
        _t(page, mx + 4, yy, code, 7.2, "hebo")
        _t(page, mx + 40, yy, text, 7.2)
    _t(page, mx, y + 15 + 11.5 * len(MANUFACTURERS) + 6, "OR APPROVED EQUAL PER 08 71 00.", 6.5, "tiro")


def _electrified(page, x0: float, y0: float) -> None:
    _t(page, x0, y0, "ELECTRIFIED OPENINGS", 9, "hebo")
    widths = [40, 40, 110, 46, 44]
    heads = ["DOOR", "SET", "DEVICE", "POWER", "BY"]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 14
    rows = len(ELECTRIFIED) + 1
    page.draw_rect(pymupdf.Rect(x0, y0 + 6, xs[-1], y0 + 6 + rh * rows), width=0.8)
    for r in range(1, rows):
        page.draw_line((x0, y0 + 6 + rh * r), (xs[-1], y0 + 6 + rh * r), width=0.8 if r == 1 else 0.3)
    for x in xs[1:-1]:
        page.draw_line((x, y0 + 6), (x, y0 + 6 + rh * rows), width=0.3)
    for c, h in enumerate(heads):
        _t(page, xs[c] + 3, y0 + 16, h, 6, "hebo")
    for r, row in enumerate(ELECTRIFIED, 1):
        for c, cell in enumerate(row):
            _t(page, xs[c] + 3, y0 + 16 + rh * r, cell, 6.5)
    _t(page, x0, y0 + 6 + rh * rows + 11, "FA = FIRE ALARM CONTRACTOR. SEE GENERAL NOTES 10 AND 12.", 6, "tiro")


def _mounting_heights(page, x0: float, y0: float) -> None:
    """A typical door elevation at 1/2" = 1'-0" with the hardware heights called out by elbowed
    leaders, the labels spread apart where the heights crowd together."""
    ft = 36.0
    base = y0 + 7 * ft + 20
    top = base - 7 * ft
    dx = x0 + 100
    right = dx + 3 * ft
    page.draw_rect(pymupdf.Rect(dx - 6, top - 6, right + 6, base), width=1.2)
    page.draw_rect(pymupdf.Rect(dx, top, right, base), width=0.8)
    page.draw_line((x0 + 20, base), (right + 70, base), width=1.4)
    page.draw_rect(pymupdf.Rect(dx + 6, base - 10 / 12 * ft, right - 6, base - 1), width=0.4)
    for hy in (top + 5 / 12 * ft, base - 10 / 12 * ft - 4.5 / 12 * ft, (top + base) / 2 - 10):
        page.draw_rect(pymupdf.Rect(dx - 3, hy, dx + 2, hy + 4.5 / 12 * ft), width=0.6)
    lx = right + 40
    for k, (inches, label) in enumerate(MOUNTING[:4]):
        yy = base - inches / 12 * ft
        ly = base - 100 - 14 * k
        page.draw_line((right - 22, yy), (right - 4, yy), width=1.2 if inches in (38, 40) else 0.6)
        page.draw_line((right - 4, yy), (lx, yy), width=0.3)
        page.draw_line((lx, yy), (lx + 14, ly), width=0.3)
        page.draw_line((lx + 14, ly), (lx + 20, ly), width=0.3)
        _t(page, lx + 23, ly + 2.3, label, 6.3)
    ky = base - 5 / 12 * ft
    page.draw_line((right - 10, ky), (lx + 20, ky), width=0.3)
    _t(page, lx + 23, ky + 2.3, MOUNTING[4][1], 6.3)
    for i, line in enumerate(["HINGES: TOP 5\" FROM", "HEAD, BOTTOM 10\"", "FROM FLOOR, MIDDLE", "CENTERED BETWEEN"]):
        _t(page, x0 + 2, top + 16 + 8 * i, line, 6)
    page.draw_line((x0 + 60, top + 44), (dx - 4, top + 10), width=0.3)
    _t(page, x0 + 24, base + 12, "FINISH FLOOR", 6)
    _view_title(page, x0, base + 40, "3", "TYPICAL HARDWARE MOUNTING HEIGHTS", "1/2\" = 1'-0\"", rule=360)


def _gasket_detail(page, x0: float, y0: float) -> None:
    """A jamb section at a smoke-gasketed hollow metal frame, 2" = 1'-0", lines and leaders."""
    s = 12.0                                             # points to the inch at this scale
    fx, fy = x0 + 56, y0 + 14
    prof = [(fx, fy), (fx + 2 * s, fy), (fx + 2 * s, fy + 0.6 * s), (fx + 2.6 * s, fy + 0.6 * s),
            (fx + 2.6 * s, fy + 5.75 * s), (fx + 2 * s, fy + 5.75 * s), (fx + 2 * s, fy + 7.5 * s),
            (fx, fy + 7.5 * s)]
    page.draw_polyline(prof + [prof[0]], width=1.0)
    page.draw_rect(pymupdf.Rect(fx - 4.5 * s, fy - 0.2 * s, fx, fy + 7.7 * s), width=0.5)
    for k in range(7):
        page.draw_line((fx - 4.5 * s, fy + k * s), (fx - 3.5 * s, fy + (k + 1) * s), width=0.25)
    dx0 = fx + 2.6 * s + 2
    page.draw_rect(pymupdf.Rect(dx0, fy + 0.6 * s, dx0 + 6 * s, fy + 0.6 * s + 1.75 * s), width=1.0)
    gy = fy + 0.6 * s + 1.75 * s + 1
    page.draw_rect(pymupdf.Rect(fx + 2 * s + 1, gy, fx + 2.6 * s - 1, gy + 5), width=0.4, fill=(0, 0, 0))
    lx = fx + 9.2 * s
    for (px, py), ty, lines in (((dx0 + 3 * s, fy + 1.4 * s), fy + 6, ["1 3/4\" DOOR"]),
                                ((fx + 2.3 * s, gy + 3), fy + 40, ["S88BL SMOKE GASKET", "AT STOP, HEAD AND JAMBS"]),
                                ((fx + 1 * s, fy + 4 * s), fy + 66, ["16 GA HM FRAME,", "GROUTED SOLID"]),
                                ((fx - 2 * s, fy + 6.5 * s), fy + 94, ["GYP. BD. ON MTL. STUDS"])):
        page.draw_line((px, py), (lx - 4, ty - 2), width=0.3)
        page.draw_circle((px, py), 1.2, width=0.3, fill=(0, 0, 0))
        for i, line in enumerate(lines):
            _t(page, lx, ty + 7.5 * i, line, 6)
    _view_title(page, x0, y0 + 7.5 * s + 60, "4", "SMOKE GASKET AT HM JAMB", "2\" = 1'-0\"", rule=270)


KEYING = [
    ("AA1", "EXTERIOR", "100A, 124"),
    ("AA2", "CLINICAL", "110, 111, 112, 113"),
    ("AA3", "BLDG. SERVICES", "115, 116, 121, 122"),
    ("AA4", "OFFICES", "102A, 109, 117, 120"),
    ("AA5", "STAIRS (DOGGING ONLY)", "114, 123"),
]


def _keying(page, x0: float, y0: float) -> None:
    _t(page, x0, y0, "KEYING SCHEDULE", 9, "hebo")
    _t(page, x0, y0 + 12, "GRAND MASTER: A     MASTER: AA", 6.5, "cour")
    for i, (key, group, doors) in enumerate(KEYING):
        yy = y0 + 28 + 12 * i
        _t(page, x0, yy, key, 7, "hebo")
        _t(page, x0 + 34, yy, group, 7)
        _t(page, x0 + 150, yy, doors, 7)
    _t(page, x0, y0 + 28 + 12 * len(KEYING) + 4, "PASSAGE, PRIVACY AND NON-CYLINDER SETS NOT KEYED.", 6, "tiro")


def _plot_stamp(page) -> None:
    page.insert_text((22, H - 40), "P:\\2418 RIVERBEND FHC\\CAD\\SHEETS\\A-602.dwg   Mar 21, 2025 - 4:12pm   jkessler",
                     fontsize=5, fontname="cour", rotate=90)


def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2.2)
    page.draw_line((TB_X, 30), (TB_X, H - 30), width=1.6)
    x = TB_X + 14
    r = W - 30
    _t(page, x, 72, "OSTRANDER KEALEY", 17, "hebo")
    _t(page, x, 92, "ARCHITECTS", 13, "hebo")
    for i, line in enumerate(["455 NORTH HIGH STREET, SUITE 300", "COLUMBUS, OHIO 43215", "T 614.555.0142",
                              "www.ostranderkealey.example"]):
        _t(page, x, 110 + 10 * i, line, 6.8)
    page.draw_line((TB_X, 160), (r, 160), width=0.8)
    _t(page, x, 176, "CONSULTANTS", 6, "hebo")
    cons = [("STRUCTURAL", "BRANDT-OKAFOR ENGINEERING"), ("MEP / FP", "LUMEN RIDGE ENGINEERS, INC."),
            ("CIVIL", "TRIPOINT CIVIL GROUP")]
    for i, (role, name) in enumerate(cons):
        _t(page, x, 190 + 20 * i, role, 5.8)
        _t(page, x, 199 + 20 * i, name, 7)
    page.draw_line((TB_X, 262), (r, 262), width=0.8)
    # seal
    page.draw_circle((TB_X + 150, 330), 52, width=0.8)
    page.draw_circle((TB_X + 150, 330), 44, width=0.5)
    _tc(page, TB_X + 150, 314, "STATE OF OHIO", 6)
    _tc(page, TB_X + 150, 328, "ROSALIND D.", 6.5, "tiro")
    _tc(page, TB_X + 150, 338, "LINDQVIST", 6.5, "tiro")
    _tc(page, TB_X + 150, 352, "ARC.1298433", 5.5)
    _tc(page, TB_X + 150, 396, "REGISTERED ARCHITECT", 6)
    page.draw_line((TB_X, 408), (r, 408), width=0.8)
    _t(page, x, 424, "PROJECT", 6, "hebo")
    _t(page, x, 442, "RIVERBEND FAMILY HEALTH CENTER", 10.5, "hebo")
    _t(page, x, 456, "2150 HARLAN AVENUE", 7.5)
    _t(page, x, 467, "DAYTON, OHIO 45414", 7.5)
    _t(page, x, 488, "OWNER", 6, "hebo")
    _t(page, x, 500, "MIAMI VALLEY COMMUNITY HEALTH PARTNERS", 7.2)
    page.draw_line((TB_X, 514), (r, 514), width=0.8)
    # issue and revisions
    _t(page, x, 532, "ISSUE", 6, "hebo")
    _t(page, x, 548, "BID SET", 11, "hebo")
    _t(page, x + 150, 548, "03/21/2025", 8, "cour")
    page.draw_line((TB_X, 560), (r, 560), width=0.8)
    _t(page, x, 576, "REVISIONS", 6, "hebo")
    _t(page, x, 590, "NO.", 5.8)
    _t(page, x + 34, 590, "DESCRIPTION", 5.8)
    _t(page, x + 200, 590, "DATE", 5.8)
    page.draw_line((x, 594), (r - 14, 594), width=0.4)
    for i, (no, desc, date) in enumerate(REVISIONS):
        yy = 607 + 15 * i
        page.draw_polyline([(x + 1, yy + 2), (x + 7, yy - 9), (x + 13, yy + 2), (x + 1, yy + 2)], width=0.6)
        _tc(page, x + 7, yy, no, 6)
        _t(page, x + 34, yy, desc, 7.2)
        _t(page, x + 200, yy, date, 7.2, "cour")
        page.draw_line((x, yy + 5), (r - 14, yy + 5), width=0.3)
    for i in range(2, 6):
        yy = 607 + 15 * i
        page.draw_line((x, yy + 5), (r - 14, yy + 5), width=0.3)
    page.draw_line((TB_X, 1330), (r, 1330), width=0.8)
    # key data
    _t(page, x, 1346, "PROJECT NO.", 6, "hebo")
    _t(page, x, 1360, "OKA-2418", 9, "cour")
    _t(page, x + 150, 1346, "DATE", 6, "hebo")
    _t(page, x + 150, 1360, "03/21/2025", 9, "cour")
    _t(page, x, 1382, "DRAWN BY", 6, "hebo")
    _t(page, x, 1396, "JMK", 9, "cour")
    _t(page, x + 150, 1382, "CHECKED BY", 6, "hebo")
    _t(page, x + 150, 1396, "RDL", 9, "cour")
    _t(page, x, 1418, "SCALE", 6, "hebo")
    _t(page, x, 1432, "AS NOTED", 9, "cour")
    page.draw_line((TB_X, 1446), (r, 1446), width=0.8)
    _t(page, x, 1462, "SHEET TITLE", 6, "hebo")
    _t(page, x, 1482, "DOOR SCHEDULE, DOOR TYPES", 12, "hebo")
    _t(page, x, 1498, "AND HARDWARE SETS", 12, "hebo")
    page.draw_line((TB_X, 1516), (r, 1516), width=0.8)
    _t(page, x, 1532, "SHEET NUMBER", 6, "hebo")
    _t(page, x + 40, 1610, "A-602", 44, "hebo")
    _t(page, x, 1650, "\u00a9 2025 OSTRANDER KEALEY ARCHITECTS. THESE DRAWINGS ARE INSTRUMENTS", 5, "tiro")
    _t(page, x, 1657, "OF SERVICE AND REMAIN THE PROPERTY OF THE ARCHITECT.", 5, "tiro")
    # key plan
    _t(page, x, 1130, "KEY PLAN", 6, "hebo")
    kx, ky = x + 40, 1150
    page.draw_rect(pymupdf.Rect(kx, ky, kx + 180, ky + 110), width=0.6)
    page.draw_rect(pymupdf.Rect(kx + 120, ky + 30, kx + 180, ky + 110), width=0.6)
    page.draw_line((kx, ky + 55), (kx + 120, ky + 55), width=0.4, dashes="[4 2] 0")
    _t(page, kx + 46, ky + 36, "CLINIC", 6)
    _t(page, kx + 128, ky + 76, "SUPPORT", 6)
    page.draw_line((kx + 200, ky + 90), (kx + 200, ky + 50), width=0.8)
    page.draw_polyline([(kx + 195, ky + 60), (kx + 200, ky + 50), (kx + 205, ky + 60)], width=0.8)
    _t(page, kx + 197, ky + 102, "N", 7, "hebo")


def hardware_sets_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _door_schedule(page, 60, 106)
    _types(page, 1040, 90)
    _hardware_sets(page, 60, 788)
    _right_notes(page, 1530, 800)
    _electrified(page, 1960, 800)
    _gasket_detail(page, 1960, 960)
    _mounting_heights(page, 1530, 1260)
    _keying(page, 1960, 1330)
    _plot_stamp(page)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), garbage=3, deflate=True)
    doc.close()
    return path
