"""A ground floor general arrangement plan (HWS-HSA-ZZ-00-DR-A-1001, A1 landscape, 841x594 mm),
drawn the way an Australian (or UK) architect's office draws one, not the US way: a boxed
ISO 19650 / BS 1192 title block in the bottom-right corner, each cell a small caption over its
value (client, project, drawing title, drawing number in the project-originator-volume-level-
type-role-number form, revision P03, suitability status S4, scale "1:100 @ A1", drawn / checked /
approved initials, a dd/mm/yyyy date), the firm's name, address and nominated architect, a
copyright line, and a revision table (Rev, Date, Description, By, Chk) standing on it; a zone
grid round the border; general notes in sentence case, numbered; metric content throughout: a
door schedule with leaf sizes in millimetres and FRLs, a room data / area schedule in m², levels
as "FFL +12.450" relative to AHD, dimension strings in millimetres, and a view title with its
scale "1:100" under it.

The questions (`tests/blind_questions/drawn/round33-drawn.jsonl`) were written before drawqa
answered any of them (`docs/first-sight.md`, session 23).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text

W, H = 2384, 1684            # A1 landscape, 841 x 594 mm
MM = 72 / 25.4               # points per millimetre
M100 = 1000 * MM / 100       # points per metre at 1:100

LEFT, TOP, RIGHT, BOTTOM = 20 * MM, 10 * MM, W - 10 * MM, H - 10 * MM   # binding margin at the left

DRAWING_NUMBER = "HWS-HSA-ZZ-00-DR-A-1001"

NOTES = [
    "1. Do not scale from this drawing. Use figured dimensions only. All dimensions to be verified on",
    "    site before commencing any work or preparing shop drawings.",
    "2. All dimensions are in millimetres unless noted otherwise.",
    "3. Fire rating of walls to be FRL 60/60/60 where indicated on plan. Refer to fire engineer's report",
    "    for the extent of fire-rated construction.",
    "4. All levels are in metres relative to Australian Height Datum (AHD). Ground floor FFL +12.450.",
    "5. This drawing is to be read in conjunction with the structural, hydraulic and services engineers'",
    "    drawings and the specification.",
    "6. Any discrepancies are to be reported to the architect for clarification before proceeding.",
    "7. Door hardware to doors on the accessible path of travel to comply with AS 1428.1.",
    "8. Wet area floors to fall at a minimum of 1:80 to floor wastes.",
]

DOORS = [
    ("DOOR No.", "ROOM", "LEAF WIDTH (mm)", "HEIGHT (mm)", "FRL", "MATERIAL", "HARDWARE SET", "REMARKS"),
    ("D.00.01", "Entry Lobby", "1020", "2340", "-", "Aluminium framed, glazed", "HW-01", "Main entry, power-operated"),
    ("D.00.02", "Waiting", "920", "2100", "-", "Solid core timber", "HW-02", "Vision panel"),
    ("D.00.03", "Consult 1", "920", "2100", "-", "Solid core timber", "HW-03", "Acoustic seals"),
    ("D.00.04", "Accessible WC", "950", "2100", "-", "Solid core timber", "HW-04", "Privacy set, AS 1428.1"),
    ("D.00.05", "Comms Room", "820", "2100", "-/60/30", "Steel, fire-rated", "HW-05", "Self-closing, smoke seals"),
    ("D.00.06", "Stair 1", "920", "2100", "-/120/30", "Steel, fire-rated", "HW-06", "Self-closing, exit sign over"),
    ("D.00.07", "Staff Room", "870", "2100", "-", "Solid core timber", "HW-02", ""),
]

# room number, name, extent in metres from the building's north-west corner (x0, y0, x1, y1),
# floor finish, ceiling height
ROOMS = [
    ("G.01", "Entry Lobby", (0.0, 5.4, 4.5, 10.0), "Porcelain tile", "2700"),
    ("G.02", "Waiting", (4.5, 5.4, 14.0, 10.0), "Carpet tile", "2700"),
    ("G.03", "Consult 1", (0.0, 0.0, 4.0, 3.6), "Sheet vinyl", "2700"),
    ("G.04", "Consult 2", (4.0, 0.0, 8.0, 3.6), "Sheet vinyl", "2700"),
    ("G.05", "Treatment", (8.0, 0.0, 13.0, 3.6), "Sheet vinyl", "2700"),
    ("G.06", "Accessible WC", (13.0, 0.0, 15.4, 3.6), "Porcelain tile, P3", "2400"),
    ("G.07", "Comms Room", (15.4, 0.0, 17.6, 3.6), "Sealed concrete", "Exposed"),
    ("G.08", "Stair 1", (17.6, 0.0, 24.0, 3.6), "Concrete, rubber nosings", "-"),
    ("G.09", "Corridor", (0.0, 3.6, 24.0, 5.4), "Sheet vinyl", "2550"),
    ("G.10", "Reception", (14.0, 5.4, 18.0, 10.0), "Carpet tile", "2700"),
    ("G.11", "Staff Room", (18.0, 5.4, 24.0, 10.0), "Sheet vinyl", "2700"),
]

REVISIONS = [
    ("P01", "14/11/2024", "Preliminary issue for coordination", "JM", "RK"),
    ("P02", "28/01/2025", "Design development issue, door schedule updated", "JM", "RK"),
    ("P03", "12/03/2025", "Issued for stage approval", "AL", "RK"),
]

# the doors on the plan: number, position in metres, on a wall running "h" (east-west) or "v"
DOOR_TAGS = [
    ("D.00.01", (2.2, 10.0), "h"), ("D.00.02", (6.0, 5.4), "h"), ("D.00.03", (2.0, 3.6), "h"),
    ("D.00.04", (14.2, 3.6), "h"), ("D.00.05", (16.5, 3.6), "h"), ("D.00.06", (19.0, 3.6), "h"),
    ("D.00.07", (20.0, 5.4), "h"),
]


def _area(extent: tuple[float, float, float, float]) -> float:
    x0, y0, x1, y1 = extent
    return round((x1 - x0) * (y1 - y0), 1)


def _cell(page, x: float, y: float, w: float, h: float, caption: str, value: str | list[str],
          size: float = 9) -> None:
    """One title block cell: its box, the caption small at the top left, the value under it."""
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + h), width=0.6)
    draw_text(page, x + 4, y + 9, caption, 5.5)
    for i, line in enumerate([value] if isinstance(value, str) else value):
        draw_text(page, x + 4, y + 11 + size + (size + 3) * i, line, size if i == 0 else size - 2)


def _border(page) -> None:
    page.draw_rect(pymupdf.Rect(LEFT, TOP, RIGHT, BOTTOM), width=1.5)
    page.draw_rect(pymupdf.Rect(LEFT + 14, TOP + 14, RIGHT - 14, BOTTOM - 14), width=0.6)
    cols, rows = 12, 8
    dx, dy = (RIGHT - LEFT - 28) / cols, (BOTTOM - TOP - 28) / rows
    for i in range(cols):
        x = LEFT + 14 + dx * i
        if i:
            page.draw_line((x, TOP), (x, TOP + 14), width=0.4)
            page.draw_line((x, BOTTOM - 14), (x, BOTTOM), width=0.4)
        draw_text(page, x + dx / 2 - 2, TOP + 10, str(i + 1), 7)
        draw_text(page, x + dx / 2 - 2, BOTTOM - 4, str(i + 1), 7)
    for j in range(rows):
        y = TOP + 14 + dy * j
        if j:
            page.draw_line((LEFT, y), (LEFT + 14, y), width=0.4)
            page.draw_line((RIGHT - 14, y), (RIGHT, y), width=0.4)
        draw_text(page, LEFT + 4, y + dy / 2 + 3, "ABCDEFGH"[j], 7)
        draw_text(page, RIGHT - 10, y + dy / 2 + 3, "ABCDEFGH"[j], 7)


def _title_block(page) -> None:
    w = 540
    x = RIGHT - 14 - w
    y = BOTTOM - 14 - 400
    # revision table standing on the title block
    ry = y - 112
    draw_text(page, x + 4, ry - 4, "REVISIONS", 7)
    draw_grid(page, x, ry, [40, 70, 330, 50, 50],
              [("Rev", "Date", "Description", "By", "Chk"), *REVISIONS, ("", "", "", "", ""),
               ("", "", "", "", ""), ("", "", "", "", "")], size=7, row_height=16)
    # firm
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + 96), width=0.6)
    draw_text(page, x + 10, y + 26, "HARTWELL STUDIO ARCHITECTS", 16)
    draw_text(page, x + 10, y + 42, "Level 4, 118 Flinders Lane, Melbourne VIC 3000", 7.5)
    draw_text(page, x + 10, y + 53, "T +61 3 9654 2210   www.hartwellstudio.com.au", 7.5)
    draw_text(page, x + 10, y + 64, "Hartwell Studio Architects Pty Ltd   ABN 41 605 118 332", 7.5)
    draw_text(page, x + 10, y + 75, "Nominated Architect: Diane Hartwell ARBV 16204", 7.5)
    yy = y + 96
    _cell(page, x, yy, w, 40, "Client", "Glenferrie Medical Group Pty Ltd")
    yy += 40
    _cell(page, x, yy, w, 50, "Project", ["HAWTHORN WEST MEDICAL CENTRE", "42 Glenferrie Road, Hawthorn VIC 3122"], 11)
    yy += 50
    _cell(page, x, yy, w, 46, "Drawing Title", "GROUND FLOOR GENERAL ARRANGEMENT PLAN", 12)
    yy += 46
    for i, (cap, val) in enumerate((("Scale", "1:100 @ A1"), ("Drawn", "AL"), ("Checked", "RK"),
                                    ("Approved", "DH"), ("Date", "12/03/2025"))):
        widths = (140, 80, 80, 80, 160)
        _cell(page, x + sum(widths[:i]), yy, widths[i], 36, cap, val)
    yy += 36
    _cell(page, x, yy, 380, 36, "Status", "S4 - SUITABLE FOR STAGE APPROVAL")
    _cell(page, x + 380, yy, 160, 36, "Project No.", "24017")
    yy += 36
    _cell(page, x, yy, 420, 56, "Drawing Number", DRAWING_NUMBER, 18)
    _cell(page, x + 420, yy, 120, 56, "Revision", "P03", 18)
    yy += 56
    page.draw_rect(pymupdf.Rect(x, yy, x + w, y + 400), width=0.6)
    draw_text(page, x + 4, yy + 12, "\u00a9 Hartwell Studio Architects Pty Ltd. This drawing is copyright and must not be", 6)
    draw_text(page, x + 4, yy + 20, "copied, reproduced or used for any other purpose without written permission.", 6)


def _plan(page) -> None:
    ox, oy = 260, 330        # the building's north-west corner on the sheet

    def at(mx: float, my: float) -> tuple[float, float]:
        return ox + mx * M100, oy + my * M100

    # structural grid: 1-5 east-west at 6000, A-C north-south at 5000
    for i in range(5):
        gx, _ = at(6.0 * i, 0)
        page.draw_line((gx, oy - 90), (gx, oy + 10 * M100 + 30), width=0.3, dashes="[12 4 2 4] 0")
        page.draw_circle((gx, oy - 102), 12, width=0.6)
        draw_text(page, gx - 3, oy - 98, str(i + 1), 9)
    for j in range(3):
        _, gy = at(0, 5.0 * j)
        page.draw_line((ox - 90, gy), (ox + 24 * M100 + 30, gy), width=0.3, dashes="[12 4 2 4] 0")
        page.draw_circle((ox - 102, gy), 12, width=0.6)
        draw_text(page, ox - 105, gy + 3, "ABC"[j], 9)
    # dimension strings in millimetres over the grid
    dy = oy - 50
    page.draw_line((ox, dy), (at(24, 0)[0], dy), width=0.4)
    for i in range(5):
        gx = at(6.0 * i, 0)[0]
        page.draw_line((gx - 4, dy + 4), (gx + 4, dy - 4), width=0.6)
        if i < 4:
            draw_text(page, gx + 3 * M100 - 10, dy - 4, "6000", 7)
    page.draw_line((ox, dy - 22), (at(24, 0)[0], dy - 22), width=0.4)
    draw_text(page, ox + 12 * M100 - 14, dy - 26, "24000", 7)
    dx = ox - 50
    page.draw_line((dx, oy), (dx, at(0, 10)[1]), width=0.4)
    for a, b in ((0, 5), (5, 10)):
        draw_text(page, dx - 4, at(0, (a + b) / 2)[1] + 10, "5000", 7, rotate=90)
    # walls: rooms as rectangles, the outside wall heavier
    page.draw_rect(pymupdf.Rect(*at(0, 0), *at(24, 10)), width=3)
    for _, _, extent, _, _ in ROOMS:
        page.draw_rect(pymupdf.Rect(*at(extent[0], extent[1]), *at(extent[2], extent[3])), width=1.2)
    # fire-rated walls round the comms room and the stair, drawn dashed
    for x0, y0, x1, y1 in ((15.4, 0.0, 17.6, 3.6), (17.6, 0.0, 24.0, 3.6)):
        (ax, ay), (bx, by) = at(x0, y0), at(x1, y1)
        page.draw_rect(pymupdf.Rect(ax + 2, ay + 2, bx - 2, by - 2), width=0.6, dashes="[6 3] 0", color=(0.8, 0, 0))
    # room tags: name, number, area
    for num, name, extent, _, _ in ROOMS:
        cx, cy = at((extent[0] + extent[2]) / 2, (extent[1] + extent[3]) / 2)
        width = (extent[2] - extent[0]) * M100
        lines = [name.upper()]
        if pymupdf.get_text_length(name.upper(), fontname="helv", fontsize=8) > width - 8:
            lines = name.upper().split(" ", 1)      # a narrow room's name wraps, as tags do
        for k, line in enumerate(lines):
            tw = pymupdf.get_text_length(line, fontname="helv", fontsize=8)
            draw_text(page, cx - tw / 2, cy - 6 - 9 * (len(lines) - 1 - k), line, 8)
        draw_text(page, cx - 10, cy + 4, num, 6.5)
        draw_text(page, cx - 12, cy + 13, f"{_area(extent)} m\u00b2", 6.5)
    # doors: an opening, a leaf and a swing, the tag beside it
    for tag, (mx, my), _ in DOOR_TAGS:
        x, y = at(mx, my)
        leaf = 0.9 * M100
        page.draw_line((x, y), (x, y - leaf), width=0.8)
        page.draw_curve((x, y - leaf), (x + leaf * 0.55, y - leaf * 0.85), (x + leaf, y), width=0.4)
        page.draw_rect(pymupdf.Rect(x + 4, y + 4, x + 42, y + 14), width=0.4)
        draw_text(page, x + 7, y + 12, tag, 6)
    # level tags
    for (mx, my), text in (((1.0, 8.8), "FFL +12.450"), ((9.0, 8.8), "FFL +12.450"),
                           ((2.0, 4.6), "FFL +12.450"), ((21.6, 2.9), "FFL +12.450")):
        x, y = at(mx, my)
        page.draw_line((x - 6, y), (x + 6, y), width=0.6)
        page.draw_line((x, y - 6), (x, y + 6), width=0.6)
        draw_text(page, x + 9, y + 3, text, 7)
    x, y = at(1.0, 11.6)
    draw_text(page, x, y, "RL +12.300 (entry paving)", 7)
    draw_text(page, at(1.5, 12.4)[0], at(1.5, 12.4)[1], "ENTRY FORECOURT", 8)
    # north point
    nx, ny = 1380, 250
    page.draw_circle((nx, ny), 26, width=0.8)
    page.draw_polyline([(nx, ny - 34), (nx - 9, ny + 16), (nx, ny + 8), (nx + 9, ny + 16), (nx, ny - 34)],
                       width=0.8, fill=(0, 0, 0))
    draw_text(page, nx - 5, ny - 40, "N", 14)
    # view title: number in a circle, name, rule, scale under it
    vx, vy = 300, 880
    page.draw_circle((vx, vy), 16, width=1)
    draw_text(page, vx - 4, vy + 5, "1", 14)
    draw_text(page, vx + 26, vy, "GROUND FLOOR GA PLAN", 14)
    page.draw_line((vx + 24, vy + 5), (vx + 360, vy + 5), width=1)
    draw_text(page, vx + 26, vy + 18, "1:100", 9)
    # a scale bar in metres
    for i in range(5):
        page.draw_rect(pymupdf.Rect(vx + 26 + i * M100, vy + 30, vx + 26 + (i + 1) * M100, vy + 36),
                       width=0.4, fill=(0, 0, 0) if i % 2 == 0 else None)
        draw_text(page, vx + 24 + i * M100, vy + 46, str(i), 6)
    draw_text(page, vx + 24 + 5 * M100, vy + 46, "5m", 6)


def _notes_and_schedules(page) -> None:
    x = 1540
    draw_text(page, x, 90, "GENERAL NOTES", 11)
    for i, line in enumerate(NOTES):
        draw_text(page, x, 110 + 13 * i, line, 7.5)
    draw_text(page, x, 290, "LEGEND", 9)
    page.draw_line((x, 304), (x + 40, 304), width=0.8, dashes="[6 3] 0", color=(0.8, 0, 0))
    draw_text(page, x + 50, 307, "FRL 60/60/60 fire-rated wall", 7)
    page.draw_line((x, 318), (x + 40, 318), width=1.2)
    draw_text(page, x + 50, 321, "Non-rated plasterboard partition", 7)
    draw_text(page, x, 335, "FFL", 7)
    draw_text(page, x + 50, 335, "Finished floor level", 7)
    draw_text(page, x, 347, "AHD", 7)
    draw_text(page, x + 50, 347, "Australian Height Datum", 7)

    draw_text(page, x, 390, "DOOR SCHEDULE", 11)
    draw_grid(page, x, 398, [58, 90, 78, 60, 52, 125, 68, 150], DOORS, size=7, row_height=16)

    draw_text(page, x, 570, "ROOM DATA / AREA SCHEDULE", 11)
    rows = [("ROOM No.", "NAME", "AREA m\u00b2", "FLOOR FINISH", "CEILING HEIGHT mm")]
    rows += [(num, name, f"{_area(ext):.1f}", finish, ceiling) for num, name, ext, finish, ceiling in ROOMS]
    rows.append(("", "TOTAL GFA", f"{sum(_area(r[2]) for r in ROOMS):.1f}", "", ""))
    draw_grid(page, x, 578, [58, 110, 60, 140, 90], rows, size=7, row_height=16)


def metric_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _border(page)
    _title_block(page)
    _plan(page)
    _notes_and_schedules(page)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path))
    doc.close()
    return path
