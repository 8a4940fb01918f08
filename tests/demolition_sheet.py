"""A first floor demolition plan (AD-101, 42x30 in, landscape), drawn the way a US architect's
office draws one for the interior renovation of an existing 1960s school wing: the title block as
a strip along the BOTTOM of the sheet (firm, consultant, project, owner, a revision table, date,
project number, drawn and checked, sheet title and number, each field a small caption over its
value), demolition keyed notes D1..D10 each tagged by a hexagon (some wrapping onto a second,
indented line), numbered general demolition notes with hanging indents, a demolition legend whose
keys are partly drawn line types and hatches and partly letter abbreviations, a ruled salvage
schedule (item, quantity, location, disposition, remarks), a key plan, and the plan itself: walls
to remain drawn solid and walls to go dashed, room names over room numbers, hexagon keyed-note
tags placed near the work, column grid bubbles, dimension strings, revision deltas, the view
title with its scale under it, and a north arrow.

Shared by tests with the sheet's questions (`tests/blind_questions/drawn/round34-drawn.jsonl`),
written before drawqa answered any of them (`docs/first-sight.md`, session 23).
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_view_title

W, H = 3024, 2160                      # 42 x 30 in, landscape
TB_TOP = 1900                          # title block strip along the bottom
NOTE = 8.0                             # ~1/8" text
HEAD = 11.0

KEYED_NOTES = [
    ("D1", "REMOVE EXISTING VINYL COMPOSITION TILE AND MASTIC DOWN TO CONCRETE SLAB. ASBESTOS-CONTAINING "
           "MASTIC TO BE ABATED BY OWNER; SEE HAZARDOUS MATERIALS REPORT."),
    ("D2", "REMOVE EXISTING CARPET, PAD AND ADHESIVE; PREPARE SLAB FOR NEW FLOORING."),
    ("D3", "REMOVE EXISTING NON-BEARING CMU PARTITION FULL HEIGHT TO UNDERSIDE OF DECK. PATCH SLAB FLUSH "
           "AT REMOVED WALL."),
    ("D4", "REMOVE EXISTING WOOD DOOR AND HOLLOW METAL FRAME. INFILL OPENING WITH CMU TO MATCH ADJACENT WALL."),
    ("D5", "REMOVE EXISTING BASE AND WALL CASEWORK, COUNTERTOP AND SINK; CAP PLUMBING BEHIND FINISHED WALL."),
    ("D6", "REMOVE EXISTING MARKERBOARD AND TACKBOARDS; SALVAGE PER SALVAGE SCHEDULE."),
    ("D7", "REMOVE EXISTING TOILET PARTITIONS, PLUMBING FIXTURES AND TOILET ACCESSORIES. CAP SUPPLY AND "
           "WASTE LINES."),
    ("D8", "SAWCUT AND REMOVE EXISTING SLAB-ON-GRADE FOR NEW UNDERGROUND SANITARY PIPING; SEE PLUMBING "
           "DRAWINGS."),
    ("D9", "REMOVE EXISTING UNIT VENTILATOR AND ENCLOSURE; SEE MECHANICAL DEMOLITION SHEET MD-101."),
    ("D10", "EXISTING TERRAZZO FLOOR AND BASE TO REMAIN. PROTECT DURING CONSTRUCTION."),
]

GENERAL_NOTES = [
    "CONTRACTOR SHALL VISIT THE SITE AND VERIFY ALL EXISTING CONDITIONS PRIOR TO SUBMITTING A BID. "
    "REPORT ANY DISCREPANCIES TO THE ARCHITECT IN WRITING.",
    "PROTECT ALL EXISTING CONSTRUCTION, FINISHES AND EQUIPMENT SCHEDULED TO REMAIN. REPAIR ANY DAMAGE "
    "CAUSED BY DEMOLITION AT NO COST TO THE OWNER.",
    "ITEMS NOTED TO BE SALVAGED SHALL BE CAREFULLY REMOVED, CLEANED, AND TURNED OVER TO THE OWNER OR "
    "STORED ON SITE FOR REINSTALLATION. SEE SALVAGE SCHEDULE THIS SHEET.",
    "ASBESTOS-CONTAINING MATERIALS IDENTIFIED IN THE HAZARDOUS MATERIALS REPORT BY ECS SOUTHEAST, DATED "
    "11/08/2024, WILL BE ABATED BY THE OWNER'S ABATEMENT CONTRACTOR UNDER SEPARATE CONTRACT PRIOR TO "
    "THE START OF DEMOLITION.",
    "IF SUSPECT MATERIALS NOT IDENTIFIED IN THE REPORT ARE ENCOUNTERED, STOP WORK IN THE AFFECTED AREA "
    "AND NOTIFY THE OWNER IMMEDIATELY.",
    "DISCONNECT, CAP AND MAKE SAFE ALL UTILITIES SERVING REMOVED ITEMS AT THE NEAREST ACTIVE MAIN, "
    "CONCEALED BEHIND FINISHED SURFACES. COORDINATE SHUTDOWNS WITH THE OWNER 72 HOURS IN ADVANCE.",
    "PATCH AND REPAIR ALL SURFACES DAMAGED OR EXPOSED BY DEMOLITION TO MATCH ADJACENT FINISHES.",
    "THE SCHOOL WILL REMAIN OCCUPIED DURING CONSTRUCTION. NOISY DEMOLITION SHALL BE SCHEDULED OUTSIDE "
    "SCHOOL HOURS (7:30 AM TO 3:30 PM). MAINTAIN EXITING FROM THE SOUTH WING AT ALL TIMES.",
]

SALVAGE = [
    ("ITEM", "QTY", "LOCATION", "DISPOSITION", "REMARKS"),
    ("MARKERBOARD, 4'-0\" x 12'-0\"", "4", "CLASSROOMS 110-116", "RETURN TO OWNER", "DELIVER TO DISTRICT WAREHOUSE"),
    ("TACKBOARD, 4'-0\" x 6'-0\"", "8", "CLASSROOMS 110-116", "RETURN TO OWNER", ""),
    ("WALL CLOCK, 12\" DIA.", "6", "CLASSROOMS", "REINSTALL", "REINSTALL ON NEW WALL"),
    ("FIRE EXTINGUISHER CABINET", "2", "CORRIDOR 100", "REINSTALL", "RELOCATE PER A-101"),
    ("TROPHY DISPLAY CASE", "1", "CORRIDOR 100", "RETURN TO OWNER", "OWNER TO REMOVE CONTENTS"),
    ("DRINKING FOUNTAIN, BI-LEVEL", "1", "CORRIDOR 100", "REINSTALL", "STORE ON SITE"),
]

REVISIONS = [("1", "ADDENDUM 1", "04/02/2025"), ("2", "ASI-03", "05/19/2025")]

# plan geometry, 1/8" = 1'-0" (9 pt to the foot)
X0, X1 = 150, 1860
N0, C0, C1, S1 = 330, 654, 744, 1068       # north rooms, corridor, south rooms
NORTH_X = [150, 420, 690, 960, 1230, 1500, 1680, 1860]
SOUTH_X = [150, 420, 690, 870, 1050, 1140, 1410, 1680, 1860]
NORTH_ROOMS = [("CLASSROOM", "110"), ("CLASSROOM", "112"), ("CLASSROOM", "114"), ("CLASSROOM", "116"),
               ("CLASSROOM", "118"), ("TEACHER WORKROOM", "120"), ("STAIR", "ST-1")]
SOUTH_ROOMS = [("CLASSROOM", "111"), ("CLASSROOM", "113"), ("BOYS", "115"), ("GIRLS", "117"),
               ("JAN.", "119"), ("RESOURCE ROOM", "121"), ("CLASSROOM", "123"), ("MECH.", "125")]


def _wrap(text: str, width: float, size: float = NOTE) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and pymupdf.get_text_length(trial, "helv", size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


def _centered(page, cx: float, y: float, text: str, size: float) -> None:
    draw_text(page, cx - pymupdf.get_text_length(text, "helv", size) / 2, y, text, size)


def _hexagon(page, cx: float, cy: float, tag: str, r: float = 14) -> None:
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    page.draw_polyline(pts + [pts[0]], width=0.8)
    _centered(page, cx, cy + 3, tag, 7)


def _delta(page, cx: float, cy: float, n: str) -> None:
    page.draw_polyline([(cx - 10, cy + 8), (cx + 10, cy + 8), (cx, cy - 10), (cx - 10, cy + 8)], width=0.8)
    _centered(page, cx, cy + 6, n, 7)


def _hatch(page, rect: pymupdf.Rect, step: float = 8) -> None:
    page.draw_rect(rect, width=0.6)
    k = -rect.height
    while k < rect.width:
        a = (rect.x0 + max(k, 0), rect.y1 - max(-k, 0))
        run = min(rect.width - max(k, 0), rect.height - max(-k, 0))
        page.draw_line(a, (a[0] + run, a[1] - run), width=0.3)
        k += step


def _wall(page, a, b, removed: bool = False) -> None:
    if removed:
        page.draw_line(a, b, width=1.2, dashes="[10 6] 0")
    else:
        page.draw_line(a, b, width=3.5)


def _plan(page) -> None:
    # exterior and corridor walls to remain
    for y in (N0, S1):
        _wall(page, (X0, y), (X1, y))
    for x in (X0, X1):
        _wall(page, (x, N0), (x, S1))
    for y in (C0, C1):
        _wall(page, (X0, y), (X1, y))
    for x in NORTH_X[1:-1]:
        _wall(page, (x, N0), (x, C0), removed=(x == 960))      # 114 | 116 comes out (D3)
    for x in SOUTH_X[1:-1]:
        _wall(page, (x, C1), (x, S1))
    # toilet partitions and casework to go
    for i in range(4):
        page.draw_rect(pymupdf.Rect(700 + 40 * i, 1010, 736 + 40 * i, 1064), width=0.8, dashes="[6 4] 0")
    page.draw_rect(pymupdf.Rect(160, 340, 330, 364), width=0.8, dashes="[6 4] 0")
    page.draw_rect(pymupdf.Rect(430, 340, 600, 364), width=0.8, dashes="[6 4] 0")
    # windows along the north wall
    for x in range(180, 1480, 90):
        page.draw_line((x, N0 - 4), (x + 60, N0 - 4), width=0.5)
        page.draw_line((x, N0 + 4), (x + 60, N0 + 4), width=0.5)
    # room names over numbers
    for (name, no), a, b in zip(NORTH_ROOMS, NORTH_X, NORTH_X[1:]):
        _centered(page, (a + b) / 2, 470, name, 9)
        _centered(page, (a + b) / 2, 484, no, 9)
        page.draw_rect(pymupdf.Rect((a + b) / 2 - 16, 474, (a + b) / 2 + 16, 488), width=0.5)
    for (name, no), a, b in zip(SOUTH_ROOMS, SOUTH_X, SOUTH_X[1:]):
        _centered(page, (a + b) / 2, 900, name, 9 if b - a > 100 else 7)
        _centered(page, (a + b) / 2, 914, no, 9 if b - a > 100 else 7)
    draw_text(page, 900, 703, "CORRIDOR", 9)
    draw_text(page, 958, 703, "100", 9)
    _hatch(page, pymupdf.Rect(1684, 748, 1856, 1064), step=12)
    _centered(page, 1770, 960, "N.I.C.", 8)
    # keyed-note tags near the work
    for cx, cy, tag in ((285, 560, "D1"), (555, 560, "D1"), (825, 560, "D1"), (1095, 560, "D1"),
                        (1365, 560, "D1"), (285, 990, "D1"), (555, 990, "D1"), (1545, 990, "D1"),
                        (1590, 560, "D2"), (1275, 990, "D2"),
                        (960, 420, "D3"), (1500, 690, "D4"), (1410, 780, "D4"),
                        (245, 390, "D5"), (515, 390, "D5"), (1590, 390, "D5"),
                        (180, 620, "D6"), (450, 620, "D6"), (720, 620, "D6"), (990, 620, "D6"),
                        (780, 980, "D7"), (960, 980, "D7"), (830, 1040, "D8"),
                        (375, 352, "D9"), (645, 352, "D9"), (900, 360, "D9"), (1170, 360, "D9"),
                        (600, 700, "D10"), (1300, 700, "D10")):
        _hexagon(page, cx, cy, tag)
    _delta(page, 860, 1040, "1")
    _delta(page, 990, 420, "2")
    # column grid and dimensions
    for i, x in enumerate(NORTH_X[:-1] + [X1], 1):
        page.draw_circle((x, 200), 16, width=0.8)
        _centered(page, x, 205, str(i), 12)
        page.draw_line((x, 216), (x, 300), width=0.4, dashes="[20 4 4 4] 0")
    for letter, y in (("A", N0), ("B", C0), ("C", C1), ("D", S1)):
        page.draw_circle((90, y), 16, width=0.8)
        _centered(page, 90, y + 5, letter, 12)
    page.draw_line((X0, 270), (X1, 270), width=0.4)
    for a, b in zip(NORTH_X, NORTH_X[1:]):
        page.draw_line((a, 264), (a, 276), width=0.4)
        feet = round((b - a) / 9)
        _centered(page, (a + b) / 2, 265, f"{feet}'-0\"", 7)
    _centered(page, (X0 + X1) / 2, 245, "190'-0\" EXISTING BUILDING", 7)
    # view title and north arrow
    draw_view_title(page, 150, 1250, "1", "FIRST FLOOR DEMOLITION PLAN", "1/8\" = 1'-0\"")
    page.draw_circle((1760, 1230), 28, width=1)
    page.draw_polyline([(1760, 1196), (1772, 1240), (1760, 1232), (1748, 1240), (1760, 1196)], width=1,
                       fill=(0, 0, 0))
    _centered(page, 1760, 1190, "N", 12)
    _centered(page, 1760, 1276, "PLAN NORTH", 7)
    draw_text(page, 150, 1330, "EXISTING NORTH WING CONSTRUCTED 1963. ALL DIMENSIONS ARE TO FACE OF EXISTING "
                               "MASONRY AND SHALL BE FIELD VERIFIED.", 7)


def _notes(page, x: float, y: float) -> float:
    draw_text(page, x, y, "GENERAL DEMOLITION NOTES", HEAD)
    page.draw_line((x, y + 4), (x + 460, y + 4), width=0.8)
    y += 26
    for i, note in enumerate(GENERAL_NOTES, 1):
        for j, line in enumerate(_wrap(note, 430)):
            if j == 0:
                draw_text(page, x, y, f"{i}.", NOTE)
            draw_text(page, x + 18, y, line, NOTE)
            y += 12
        y += 6
    y += 30
    draw_text(page, x, y, "DEMOLITION KEYED NOTES", HEAD)
    page.draw_line((x, y + 4), (x + 460, y + 4), width=0.8)
    y += 30
    for tag, note in KEYED_NOTES:
        _hexagon(page, x + 14, y - 3, tag)
        for line in _wrap(note, 400):
            draw_text(page, x + 40, y, line, NOTE)
            y += 12
        y += 18
    return y


def _legend(page, x: float, y: float) -> float:
    draw_text(page, x, y, "DEMOLITION LEGEND", HEAD)
    page.draw_line((x, y + 4), (x + 440, y + 4), width=0.8)
    y += 30
    page.draw_line((x, y - 3), (x + 60, y - 3), width=1.2, dashes="[10 6] 0")
    draw_text(page, x + 80, y, "EXISTING CONSTRUCTION TO BE REMOVED", NOTE)
    y += 24
    page.draw_line((x, y - 3), (x + 60, y - 3), width=3.5)
    draw_text(page, x + 80, y, "EXISTING CONSTRUCTION TO REMAIN", NOTE)
    y += 24
    _hatch(page, pymupdf.Rect(x, y - 10, x + 60, y + 4), step=6)
    draw_text(page, x + 80, y, "AREA NOT IN CONTRACT - NO WORK THIS PHASE", NOTE)
    y += 28
    _hexagon(page, x + 30, y - 3, "D#")
    draw_text(page, x + 80, y, "DEMOLITION KEYED NOTE - SEE KEYED NOTES THIS SHEET", NOTE)
    y += 28
    _delta(page, x + 30, y - 3, "#")
    draw_text(page, x + 80, y, "REVISION", NOTE)
    y += 24
    for key, meaning in (("(E)", "EXISTING"), ("ETR", "EXISTING TO REMAIN"), ("N.I.C.", "NOT IN CONTRACT"),
                         ("RTO", "REMOVE AND RETURN TO OWNER"), ("R&R", "REMOVE AND REINSTALL")):
        draw_text(page, x + 14, y, key, NOTE)
        draw_text(page, x + 80, y, meaning, NOTE)
        y += 16
    return y


def _key_plan(page, x: float, y: float) -> None:
    draw_text(page, x, y, "KEY PLAN", 9)
    page.draw_rect(pymupdf.Rect(x, y + 12, x + 220, y + 62), width=0.8)           # north wing
    page.draw_rect(pymupdf.Rect(x + 160, y + 62, x + 220, y + 162), width=0.8)    # south wing
    _hatch(page, pymupdf.Rect(x, y + 12, x + 220, y + 62), step=6)
    draw_text(page, x + 230, y + 42, "AREA OF WORK", 7)
    draw_text(page, x + 230, y + 120, "SOUTH WING (OCCUPIED)", 7)


def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2)
    page.draw_line((30, TB_TOP), (W - 30, TB_TOP), width=1.5)
    cells = [30, 560, 1020, 1380, 1860, 2260, 2680, W - 30]
    for x in cells[1:-1]:
        page.draw_line((x, TB_TOP), (x, H - 30), width=1)
    top = TB_TOP + 30
    # firm
    draw_text(page, 46, top + 8, "HOLLOWAY + REESE ARCHITECTS", 16)
    draw_text(page, 46, top + 28, "1120 MARKET STREET, SUITE 400", 7)
    draw_text(page, 46, top + 39, "CHATTANOOGA, TENNESSEE 37402", 7)
    draw_text(page, 46, top + 50, "T 423.555.0190   HOLLOWAYREESE.COM", 7)
    draw_text(page, 46, top + 92, "MEP ENGINEER", 6)
    draw_text(page, 46, top + 104, "TRI-STATE ENGINEERING GROUP, INC.", 8)
    draw_text(page, 46, top + 115, "CHATTANOOGA, TN", 7)
    draw_text(page, 400, top + 92, "SEAL", 6)
    page.draw_circle((470, top + 140), 40, width=0.5)
    # project
    draw_text(page, 576, top - 8, "PROJECT", 6)
    draw_text(page, 576, top + 10, "EASTRIDGE ELEMENTARY SCHOOL", 12)
    draw_text(page, 576, top + 26, "NORTH WING INTERIOR RENOVATION", 9)
    draw_text(page, 576, top + 40, "2200 BRAINERD ROAD", 7)
    draw_text(page, 576, top + 51, "CHATTANOOGA, TN 37411", 7)
    draw_text(page, 576, top + 120, "ISSUED FOR CONSTRUCTION", 9)
    draw_text(page, 576, top + 132, "03/14/2025", 7)
    # owner
    draw_text(page, 1036, top - 8, "OWNER", 6)
    draw_text(page, 1036, top + 10, "BROOKFIELD COUNTY PUBLIC SCHOOLS", 9)
    draw_text(page, 1036, top + 24, "FACILITIES & OPERATIONS DEPARTMENT", 7)
    draw_text(page, 1036, top + 35, "3074 HICKORY VALLEY ROAD", 7)
    # revisions, a delta column and a ruled grid
    draw_text(page, 1396, top - 8, "REVISIONS", 6)
    draw_grid(page, 1396, top, [36, 300, 110], [("NO.", "DESCRIPTION", "DATE")] + REVISIONS
              + [("", "", "")] * 3, size=7, row_height=16)
    # date / project no. / drawn / checked
    fields = (("DATE", "03/14/2025"), ("PROJECT NO.", "2418.02"), ("DRAWN BY", "JMK"), ("CHECKED BY", "RLH"),
              ("SCALE", "AS NOTED"))
    for i, (cap, val) in enumerate(fields):
        fx, fy = 1876 + 200 * (i % 2), top - 8 + 50 * (i // 2)
        draw_text(page, fx, fy, cap, 6)
        draw_text(page, fx, fy + 16, val, 9)
    # sheet title and number
    draw_text(page, 2276, top - 8, "SHEET TITLE", 6)
    draw_text(page, 2276, top + 30, "FIRST FLOOR", 16)
    draw_text(page, 2276, top + 52, "DEMOLITION PLAN", 16)
    draw_text(page, 2696, top - 8, "SHEET NUMBER", 6)
    draw_text(page, 2730, top + 110, "AD-101", 40)


def demolition_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _plan(page)
    _notes(page, 2000, 90)
    y = _legend(page, 2520, 90)
    draw_text(page, 2520, y + 40, "SALVAGE SCHEDULE", HEAD)
    draw_grid(page, 2520, y + 50, [120, 28, 90, 85, 135], SALVAGE, size=6.5, row_height=16)
    _key_plan(page, 2520, y + 240)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path))
    doc.close()
    return path
