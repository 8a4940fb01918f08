"""A US architectural reflected ceiling plan (A-131, 36x24 in, landscape) for a tenant
improvement on the third floor of an office building, drawn the way an architect's office exports
one from CAD: an L-shaped floor at 1/8" = 1'-0" -- a long main bar with a north row of offices, a
corridor, an open office with exposed structure and suspended acoustic clouds, and an east wing
running north whose room names, room numbers and ceiling-height tags are set ROTATED 90 degrees
(the wing was drawn in a rotated UCS) -- with wall lines, 2'x2' and 2'x4' ceiling grids centred in
each acoustical-tile room, light fixtures tagged F1..F5 and EX, supply diffusers, return grilles,
a linear slot diffuser, sprinkler heads, ceiling-height tags in small rounded boxes (ceiling type
over the height, e.g. `ACT-1` over `9'-0" A.F.F.`), room names over room numbers, keyed-note
hexagons, column grid bubbles, dimension strings, a revision cloud with its delta, a north arrow
and the view title with its scale under it.

Around the plan: numbered keyed notes (each number in a hexagon) in the upper left; to the right
the REFLECTED CEILING PLAN GENERAL NOTES (11 numbered notes, wrapped with hanging indents), the
CEILING LEGEND (a pattern swatch, the ceiling code and a description of ACT-1, ACT-2, ACT-3,
GYP-1, GYP-2, WD-1 and EXP), the RCP SYMBOLS legend and a ruled ACCESS PANEL SCHEDULE (AP-1 ..
AP-6); the title block is a strip down the right edge (firm, consultants, seal, project, tenant,
key plan, revisions, issue, date, project number, drawn/checked, scale, sheet title and number,
and a vertical copyright line).

CAD quirk drawn on purpose: the ceiling legend's descriptions are typed one word per text
insertion, each word on a slightly different baseline (so the text layer holds one span per
word), and the wing's room labels and ceiling tags read bottom to top.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round48-drawn.jsonl`)
were written before drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                 # 36 x 24 in
M = 30                            # border
TB = W - 330                      # title block strip's left edge
FT = 9.0                          # 1/8" = 1'-0"
PX, PY = 150, 700                 # the main bar's north-west corner (ft 0, 0)

# rooms: (name, number, x0, y0, x1, y1 in feet, ceiling, height, rotated label)
ROOMS = [
    ("OFFICE", "301", 0, 0, 12, 15, "ACT-1", "9'-0\"", False),
    ("OFFICE", "302", 12, 0, 24, 15, "ACT-1", "9'-0\"", False),
    ("OFFICE", "303", 24, 0, 36, 15, "ACT-1", "9'-0\"", False),
    ("CONFERENCE", "304", 36, 0, 60, 15, "ACT-2", "9'-6\"", False),
    ("HUDDLE", "305", 60, 0, 72, 15, "ACT-1", "9'-0\"", False),
    ("OFFICE", "306", 72, 0, 84, 15, "ACT-1", "9'-0\"", False),
    ("COPY / WORK", "307", 84, 0, 98, 15, "ACT-3", "9'-0\"", False),
    ("IT / DATA", "308", 98, 0, 110, 15, "GYP-1", "9'-0\"", False),
    ("ELEVATOR LOBBY", "309", 110, 0, 150, 15, "(E) GYP-1", "9'-6\"", False),
    ("CORRIDOR", "300", 0, 15, 150, 21, "ACT-1", "8'-6\"", False),
    ("OPEN OFFICE", "310", 0, 21, 90, 70, "EXP", None, False),
    ("BREAK ROOM", "311", 90, 21, 120, 45, "GYP-1", "9'-0\"", False),
    ("RECEPTION", "312", 120, 21, 150, 45, "WD-1", "9'-4\"", False),
    ("TRAINING", "313", 90, 45, 120, 70, "ACT-2", "10'-0\"", False),
    ("MEN", "314", 120, 45, 135, 70, "GYP-2", "8'-6\"", False),
    ("WOMEN", "315", 135, 45, 150, 70, "GYP-2", "8'-6\"", False),
    # east wing, drawn in a rotated UCS
    ("CORRIDOR", "320", 127, -60, 133, 0, "ACT-1", "8'-6\"", True),
    ("OFFICE", "321", 110, -60, 127, -48, "ACT-1", "9'-0\"", True),
    ("OFFICE", "322", 110, -48, 127, -36, "ACT-1", "9'-0\"", True),
    ("OFFICE", "323", 110, -36, 127, -24, "ACT-1", "9'-0\"", True),
    ("WELLNESS", "324", 110, -24, 127, -12, "ACT-2", "9'-0\"", True),
    ("STORAGE", "325", 110, -12, 127, 0, "ACT-3", "8'-0\"", True),
    ("EXECUTIVE OFFICE", "326", 133, -60, 150, -40, "ACT-2", "9'-6\"", True),
    ("BOARDROOM", "327", 133, -40, 150, -14, "GYP-1", "10'-6\"", True),
    ("PANTRY", "328", 133, -14, 150, 0, "GYP-2", "9'-0\"", True),
]

GENERAL_NOTES = [
    "ALL CEILING HEIGHTS ARE MEASURED FROM TOP OF FINISHED FLOOR TO UNDERSIDE OF FINISHED CEILING (A.F.F.) "
    "UNLESS OTHERWISE NOTED. VERIFY HEIGHTS AGAINST DUCTWORK AND SPRINKLER MAINS BEFORE SETTING GRID.",
    "CENTER ACOUSTICAL CEILING GRID IN EACH ROOM IN BOTH DIRECTIONS U.O.N.; BORDER TILES SHALL BE NO SMALLER "
    "THAN ONE-HALF TILE. WHERE A GRID START POINT IS SHOWN, START GRID AS INDICATED.",
    "CENTER SPRINKLER HEADS IN ACOUSTICAL CEILING TILES IN BOTH DIRECTIONS WITHIN +/- 1\"; IN GYP BD CEILINGS "
    "ALIGN HEADS WITH LIGHT FIXTURES AND DIFFUSERS. SPRINKLER LAYOUT IS A DELEGATED DESIGN BY THE FIRE "
    "PROTECTION CONTRACTOR; SUBMIT LAYOUT FOR ARCHITECT'S REVIEW BEFORE INSTALLATION.",
    "SUSPENDED CEILING SYSTEMS SHALL BE INSTALLED AND SEISMICALLY BRACED PER ASTM E580 AND ASCE 7-16 FOR SEISMIC "
    "DESIGN CATEGORY D: 2\" WALL MOLDING, 4-WAY SPLAY WIRES AND RIGID COMPRESSION POSTS AT 12'-0\" O.C. MAX. "
    "EACH DIRECTION, FIRST BRACE WITHIN 6'-0\" OF EACH WALL.",
    "PROVIDE ACCESS PANELS IN GYP BD CEILINGS WHERE REQUIRED FOR ACCESS TO VALVES, DAMPERS, VAV BOXES AND "
    "JUNCTION BOXES; SEE ACCESS PANEL SCHEDULE THIS SHEET. PANELS IN FIRE-RATED ASSEMBLIES SHALL BE LABELED "
    "TO MATCH THE RATING OF THE ASSEMBLY.",
    "LIGHT FIXTURES IN SUSPENDED GRID SHALL BE INDEPENDENTLY SUPPORTED FROM STRUCTURE WITH (2) 12 GA WIRES AT "
    "DIAGONALLY OPPOSITE CORNERS.",
    "FIXTURE TYPES SHOWN FOR COORDINATION; SEE LIGHTING FIXTURE SCHEDULE ON SHEET E-501 FOR MANUFACTURER, LAMPING "
    "AND WATTAGE, AND SHEET E-201 FOR CIRCUITING AND SWITCHING.",
    "DIFFUSER, GRILLE AND REGISTER SIZES AND AIRFLOWS PER MECHANICAL DRAWINGS (M-301); LOCATIONS SHOWN HEREON "
    "GOVERN. NOTIFY ARCHITECT OF CONFLICTS BEFORE INSTALLATION.",
    "GYP BD CEILINGS: 5/8\" GYP BD ON 7/8\" HAT CHANNEL AT 16\" O.C. ON 1-1/2\" CARRYING CHANNEL AT 48\" O.C., "
    "HUNG WITH 12 GA WIRE AT 48\" O.C.; LEVEL 4 FINISH U.O.N.",
    "MAINTAIN 8\" MINIMUM CLEAR SPACE ABOVE SUSPENDED GRID FOR TILE REMOVAL. DUCTWORK, PIPING AND CONDUIT SHALL "
    "NOT REST ON OR BE SUPPORTED BY THE CEILING GRID.",
    "SMOKE DETECTORS, SPEAKER/STROBES AND EXIT SIGNS ARE SHOWN FOR COORDINATION ONLY; SEE FIRE ALARM DRAWINGS FA-101.",
]

KEYED_NOTES = [
    ("1", "GYP BD SOFFIT AT 8'-6\" A.F.F., 2'-0\" WIDE, AROUND ROOM PERIMETER WITH LED COVE LIGHT (F5) IN SOFFIT "
          "FACE. SEE 4/A-521."),
    ("2", "2-SLOT LINEAR SLOT DIFFUSER INTEGRATED IN GYP BD CEILING WITH PLASTER FRAME; COORDINATE LENGTH WITH "
          "MECHANICAL."),
    ("3", "RECESSED MOTORIZED PROJECTION SCREEN, 110\" DIAG., IN CEILING POCKET; OWNER FURNISHED, CONTRACTOR "
          "INSTALLED (OFCI)."),
    ("4", "CEILING-MOUNTED PROJECTOR ON OFCI MOUNT; PROVIDE UNISTRUT SUPPORT FROM STRUCTURE ABOVE."),
    ("5", "ACOUSTIC CLOUD CL-1: 8'-0\" x 12'-0\" SUSPENDED FIBERGLASS PANEL, BOTTOM AT 11'-0\" A.F.F., HUNG "
          "WITH AIRCRAFT CABLE AND SEISMIC RESTRAINT PER MFR."),
    ("6", "PAINT EXPOSED STRUCTURE, DECK, DUCTWORK, PIPING AND CONDUIT PT-8 (SW 7006 EXTRA WHITE), DRY-FALL "
          "FLAT. B.O. DECK 13'-8\" A.F.F. +/-, VERIFY."),
    ("7", "GYP BD BULKHEAD AT CEILING HEIGHT CHANGE; SEE 2/A-521."),
    ("8", "ROLLER SHADE POCKET AT EXTERIOR GLAZING, 6\" WIDE x 6\" DEEP, CONTINUOUS; SEE 7/A-521."),
    ("9", "WD-1 LINEAR WOOD SLAT CEILING, BOTTOM OF SLATS AT 9'-4\" A.F.F.; SLATS RUN EAST-WEST. SEE 5/A-521."),
    ("10", "EXISTING GYP BD CEILING AT ELEVATOR LOBBY TO REMAIN; PATCH AND PAINT WHERE DISTURBED."),
]

CEILING_TYPES = [
    ("ACT-1", "ACOUSTICAL CEILING TILE, 24\"x24\"x3/4\" SQUARE LAY-IN, WHITE, NRC 0.70, CAC 35. ARMSTRONG "
              "ULTIMA #1912 ON 15/16\" PRELUDE XL EXPOSED TEE GRID, WHITE."),
    ("ACT-2", "ACOUSTICAL CEILING TILE, 24\"x24\"x1\" TEGULAR EDGE, WHITE, NRC 0.95. ARMSTRONG OPTIMA #3153 ON "
              "9/16\" SUPRAFINE XL GRID, WHITE."),
    ("ACT-3", "VINYL-FACED WASHABLE CEILING PANEL, 24\"x48\"x5/8\" SQUARE LAY-IN, WHITE. ARMSTRONG CLEAN ROOM VL "
              "#870 ON 15/16\" PRELUDE XL GRID."),
    ("GYP-1", "5/8\" TYPE X GYPSUM BOARD ON SUSPENDED METAL FRAMING, LEVEL 4 FINISH, PAINT PT-7 FLAT. SEE "
              "GENERAL NOTE 9."),
    ("GYP-2", "5/8\" MOISTURE-RESISTANT GYPSUM BOARD ON SUSPENDED METAL FRAMING, LEVEL 4 FINISH, PAINT PT-7 "
              "SEMI-GLOSS. SEE GENERAL NOTE 9."),
    ("WD-1", "LINEAR WOOD SLAT CEILING, RIFT WHITE OAK, 1\"x3\" SLATS AT 4\" O.C. ON BLACK ACOUSTIC FELT. "
             "9WOOD 1200 SERIES OR EQUAL."),
    ("EXP", "NO CEILING - EXPOSED STRUCTURE, DECK AND SERVICES, PAINTED. SEE KEYED NOTE 6."),
]

ACCESS_PANELS = [
    ("MARK", "SIZE", "TYPE", "CEILING", "LOCATION", "SERVES", "RATING"),
    ("AP-1", "24\"x24\"", "FLUSH, CONCEALED HINGE", "GYP-1", "BREAK ROOM 311", "VAV-3-06", "--"),
    ("AP-2", "24\"x24\"", "FLUSH, CONCEALED HINGE", "GYP-1", "BOARDROOM 327", "VAV-3-11", "--"),
    ("AP-3", "18\"x18\"", "FLUSH, MOISTURE RESIST.", "GYP-2", "MEN 314", "DOMESTIC WATER VALVES", "--"),
    ("AP-4", "18\"x18\"", "FLUSH, MOISTURE RESIST.", "GYP-2", "WOMEN 315", "DOMESTIC WATER VALVES", "--"),
    ("AP-5", "12\"x12\"", "FLUSH", "GYP-1", "RECEPTION 312", "JUNCTION BOX", "--"),
    ("AP-6", "24\"x24\"", "FIRE-RATED, SELF-LATCHING", "GYP-1", "IT / DATA 308", "FIRE DAMPER FD-3", "1 HR"),
]

REVISIONS = [("1", "ADDENDUM 1", "01/09/2026"), ("2", "ASI 02", "02/20/2026")]

# the baselines a word of the legend is set on, cycled: the drafter's text, clicked word by word
JITTER = [0.0, 0.45, -0.3, 0.2, -0.5, 0.35, -0.15, 0.5, -0.4, 0.1]


# ------------------------------------------------------------------ primitives

def _t(page, x, y, s, size=7.0, font="helv", rotate=0, color=(0, 0, 0)):
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def _w(s, size, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _tc(page, cx, y, s, size=7.0, font="helv"):
    _t(page, cx - _w(s, size, font) / 2, y, s, size, font)


def _pt(fx, fy):
    return PX + fx * FT, PY + fy * FT


def _line(page, a, b, w=0.5, dashes=None, color=(0, 0, 0)):
    if dashes:
        page.draw_line(a, b, width=w, dashes=dashes, color=color)
    else:
        page.draw_line(a, b, width=w, color=color)


def _hexagon(page, cx, cy, label, r=8.0, size=6.5):
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, width=0.8)
    _tc(page, cx, cy + size * 0.36, label, size, "hebo")


def _delta(page, cx, cy, label, s=10.0):
    page.draw_polyline([(cx, cy - s), (cx + s * 0.9, cy + s * 0.55), (cx - s * 0.9, cy + s * 0.55), (cx, cy - s)],
                       width=0.8)
    _tc(page, cx, cy + 4, label, 7, "hebo")


def _wrap(text, width, size, font="helv"):
    lines, cur = [], ""
    for word in text.split():
        cand = f"{cur} {word}".strip()
        if cur and _w(cand, size, font) > width:
            lines.append(cur)
            cur = word
        else:
            cur = cand
    if cur:
        lines.append(cur)
    return lines


def _cloud(page, rect, r=7.0):
    """A revision cloud: scallops round a rectangle."""
    x0, y0, x1, y1 = rect
    def edge(a, b):
        ln = math.dist(a, b)
        n = max(2, int(ln // (2 * r)))
        for i in range(n):
            p = (a[0] + (b[0] - a[0]) * (i + 0.5) / n, a[1] + (b[1] - a[1]) * (i + 0.5) / n)
            page.draw_circle(p, ln / n / 2, width=0.7, color=(0, 0, 0))
    edge((x0, y0), (x1, y0))
    edge((x1, y0), (x1, y1))
    edge((x1, y1), (x0, y1))
    edge((x0, y1), (x0, y0))


# ------------------------------------------------------------------ plan furniture

def _grid_lines(page, x0, y0, x1, y1, tw, th):
    """A lay-in grid centred in the room both ways, tw x th feet."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    k = 0
    while cx - k * tw > x0 + 0.5:
        for gx in {cx - k * tw, cx + k * tw}:
            if x0 < gx < x1:
                _line(page, _pt(gx, y0), _pt(gx, y1), 0.2, color=(0.35, 0.35, 0.35))
        k += 1
    k = 0
    while cy - k * th > y0 + 0.5:
        for gy in {cy - k * th, cy + k * th}:
            if y0 < gy < y1:
                _line(page, _pt(x0, gy), _pt(x1, gy), 0.2, color=(0.35, 0.35, 0.35))
        k += 1


def _troffer(page, fx, fy, w=2, h=2, em=False):
    x, y = _pt(fx, fy)
    r = pymupdf.Rect(x, y, x + w * FT, y + h * FT)
    page.draw_rect(r, width=0.7, fill=(0.72, 0.72, 0.72) if em else None)
    page.draw_rect(r + (2, 2, -2, -2), width=0.3)


def _downlight(page, fx, fy):
    x, y = _pt(fx, fy)
    page.draw_circle((x, y), 3.6, width=0.6)
    page.draw_circle((x, y), 1.6, width=0.3)


def _supply(page, fx, fy):
    x, y = _pt(fx, fy)
    r = pymupdf.Rect(x, y, x + 2 * FT, y + 2 * FT)
    page.draw_rect(r, width=0.6)
    _line(page, (r.x0, r.y0), (r.x1, r.y1), 0.4)
    _line(page, (r.x1, r.y0), (r.x0, r.y1), 0.4)


def _return(page, fx, fy):
    x, y = _pt(fx, fy)
    r = pymupdf.Rect(x, y, x + 2 * FT, y + 2 * FT)
    page.draw_rect(r, width=0.6)
    for i in range(1, 6):
        _line(page, (r.x0 + i * 3, r.y0), (r.x0, r.y0 + i * 3), 0.3)
        _line(page, (r.x1 - i * 3, r.y1), (r.x1, r.y1 - i * 3), 0.3)


def _sprinkler(page, fx, fy):
    x, y = _pt(fx, fy)
    page.draw_circle((x, y), 1.8, width=0.4, fill=(0, 0, 0))


def _smoke(page, fx, fy):
    x, y = _pt(fx, fy)
    page.draw_circle((x, y), 4.5, width=0.5)
    _tc(page, x, y + 1.8, "SD", 4.2)


def _exit(page, fx, fy, arrows="<>", vertical=False):
    x, y = _pt(fx, fy)
    if vertical:
        r = pymupdf.Rect(x - 2.5, y - 6, x + 2.5, y + 6)
    else:
        r = pymupdf.Rect(x - 6, y - 2.5, x + 6, y + 2.5)
    page.draw_rect(r, width=0.6, fill=(0.45, 0.45, 0.45))
    if not vertical:
        if "<" in arrows:
            page.draw_polyline([(r.x0 - 1, r.y0), (r.x0 - 5, y), (r.x0 - 1, r.y1)], width=0.5)
        if ">" in arrows:
            page.draw_polyline([(r.x1 + 1, r.y0), (r.x1 + 5, y), (r.x1 + 1, r.y1)], width=0.5)
    _t(page, r.x1 + 6, y - 4, "EX", 5.5, "cour")


def _tag(page, x, y, s, size=5.5):
    _t(page, x, y, s, size, "cour")


def _access_panel(page, fx, fy, mark, size_ft=2.0):
    x, y = _pt(fx, fy)
    s = size_ft * FT
    page.draw_rect(pymupdf.Rect(x, y, x + s, y + s), width=0.6, dashes="[2 1] 0")
    _line(page, (x, y + s), (x + s, y), 0.3)
    _tag(page, x + s + 2, y + s, mark, 5.5)


def _ceiling_tag(page, cx, cy, ctype, height, rotated=False):
    """Ceiling type over height in a small rounded box; in the wing the box stands on end and the
    text reads bottom to top."""
    a = ctype
    b = f"{height} A.F.F." if height else "OPEN TO STRUCT."
    wa, wb = _w(a, 5.8, "hebo"), _w(b, 5.8)
    ww = max(wa, wb) + 8
    if not rotated:
        r = pymupdf.Rect(cx - ww / 2, cy - 9, cx + ww / 2, cy + 9)
        page.draw_rect(r, width=0.6, radius=0.35)
        _line(page, (r.x0, cy), (r.x1, cy), 0.3)
        _tc(page, cx, cy - 2.2, a, 5.8, "hebo")
        _tc(page, cx, cy + 6.6, b, 5.8)
    else:
        r = pymupdf.Rect(cx - 9, cy - ww / 2, cx + 9, cy + ww / 2)
        page.draw_rect(r, width=0.6, radius=0.35)
        _line(page, (cx, r.y0), (cx, r.y1), 0.3)
        _t(page, cx - 2.2, cy + wa / 2, a, 5.8, "hebo", rotate=90)
        _t(page, cx + 6.6, cy + wb / 2, b, 5.8, rotate=90)


def _room_label(page, cx, cy, name, number, rotated=False):
    if not rotated:
        _tc(page, cx, cy, name, 7.5, "hebo")
        _tc(page, cx, cy + 10, number, 7)
    else:
        _t(page, cx, cy + _w(name, 7.5, "hebo") / 2, name, 7.5, "hebo", rotate=90)
        _t(page, cx + 10, cy + _w(number, 7) / 2, number, 7, rotate=90)


# ------------------------------------------------------------------ the plan

def _walls(page):
    # exterior: double line, 8" thick
    ext = [(0, 0), (110, 0), (110, -60), (150, -60), (150, 70), (0, 70), (0, 0)]
    outer = [_pt(x, y) for x, y in ext]
    page.draw_polyline(outer, width=1.5)
    t = 0.7
    inner = [(t, t), (110 + t, t), (110 + t, -60 + t), (150 - t, -60 + t), (150 - t, 70 - t), (t, 70 - t), (t, t)]
    page.draw_polyline([_pt(x, y) for x, y in inner], width=0.8)
    # window mullions along the south and west (storefront glazing bands)
    for fx in range(2, 150, 5):
        if fx < 120:
            _line(page, _pt(fx, 70 - t), _pt(fx, 70), 0.5)
    for fy in range(3, 70, 5):
        _line(page, _pt(0, fy), _pt(t, fy), 0.5)
    for fy in range(-58, 70, 6):
        _line(page, _pt(150 - t, fy), _pt(150, fy), 0.5)
    # partitions
    parts = [
        ((0, 15), (110, 15)), ((110, 15), (150, 15)), ((0, 21), (90, 21)), ((90, 21), (150, 21)),
        ((12, 0), (12, 15)), ((24, 0), (24, 15)), ((36, 0), (36, 15)), ((60, 0), (60, 15)), ((72, 0), (72, 15)),
        ((84, 0), (84, 15)), ((98, 0), (98, 15)), ((110, 0), (110, 15)),
        ((90, 21), (90, 70)), ((120, 21), (120, 70)), ((90, 45), (150, 45)), ((135, 45), (135, 70)),
        ((127, -60), (127, 0)), ((133, -60), (133, 0)),
        ((110, -48), (127, -48)), ((110, -36), (127, -36)), ((110, -24), (127, -24)), ((110, -12), (127, -12)),
        ((133, -40), (150, -40)), ((133, -14), (150, -14)),
    ]
    for a, b in parts:
        _line(page, _pt(*a), _pt(*b), 1.6)
    # door openings (white knock-outs in the partitions)
    doors = [(4, 15, "h"), (16, 15, "h"), (28, 15, "h"), (44, 15, "h"), (64, 15, "h"), (76, 15, "h"), (88, 15, "h"),
             (101, 15, "h"), (96, 21, "h"), (140, 21, "h"), (123, 45, "v2"), (138, 45, "v2"),
             (127, -54, "v"), (127, -42, "v"), (127, -30, "v"), (127, -18, "v"), (127, -6, "v"),
             (133, -52, "v"), (133, -28, "v"), (133, -8, "v"), (90, 55, "v"), (10, 21, "h"), (70, 21, "h")]
    for fx, fy, o in doors:
        x, y = _pt(fx, fy)
        if o == "h":
            page.draw_rect(pymupdf.Rect(x, y - 1.2, x + 3 * FT, y + 1.2), color=(1, 1, 1), fill=(1, 1, 1), width=0)
        elif o == "v":
            page.draw_rect(pymupdf.Rect(x - 1.2, y, x + 1.2, y + 3 * FT), color=(1, 1, 1), fill=(1, 1, 1), width=0)
        else:
            page.draw_rect(pymupdf.Rect(x, y - 1.2, x + 3 * FT, y + 1.2), color=(1, 1, 1), fill=(1, 1, 1), width=0)
    # elevator shafts (no ceiling) in the lobby
    for ex in (112, 121):
        x0, y0 = _pt(ex, 0.7)
        x1, y1 = _pt(ex + 8, 8)
        page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.2)
        _line(page, (x0, y0), (x1, y1), 0.4)
        _line(page, (x1, y0), (x0, y1), 0.4)
    _tc(page, _pt(116, 0)[0], _pt(0, 4.4)[1] - 8, "ELEV.", 5.5)
    _tc(page, _pt(125, 0)[0], _pt(0, 4.4)[1] - 8, "ELEV.", 5.5)
    # columns
    for gx in range(0, 151, 30):
        for gy in (0, 35, 70):
            x, y = _pt(gx, gy)
            page.draw_rect(pymupdf.Rect(x - 4, y - 4, x + 4, y + 4), width=0.6, fill=(0.2, 0.2, 0.2))
    for gy in (-60, -30):
        for gx in (110, 150):
            x, y = _pt(gx, gy)
            page.draw_rect(pymupdf.Rect(x - 4, y - 4, x + 4, y + 4), width=0.6, fill=(0.2, 0.2, 0.2))


def _ceilings(page):
    for name, num, x0, y0, x1, y1, ctype, hgt, rot in ROOMS:
        if ctype in ("ACT-1", "ACT-2"):
            _grid_lines(page, x0, y0, x1, y1, 2, 2)
        elif ctype == "ACT-3":
            _grid_lines(page, x0, y0, x1, y1, 2, 4)
        elif ctype == "WD-1":
            y = y0 + 0.5
            while y < y1:
                _line(page, _pt(x0, y), _pt(x1, y), 0.25, color=(0.4, 0.4, 0.4))
                y += 0.75
        elif ctype.endswith("GYP-1") or ctype == "GYP-2":
            # light stipple for hard ceilings
            k = 0
            for fy in range(int(y0) + 1, int(y1), 2):
                for fx in range(int(x0) + 1 + (k % 2), int(x1), 3):
                    x, y = _pt(fx, fy)
                    page.draw_circle((x, y), 0.35, width=0, fill=(0.5, 0.5, 0.5))
                k += 1


def _fixtures(page):
    # north row offices: two F1 troffers in tiles, a supply, a return, one head
    for x0 in (0, 12, 24, 72):
        _troffer(page, x0 + 2, 1.5)
        _troffer(page, x0 + 8, 11.5, em=(x0 == 24))
        _supply(page, x0 + 8, 1.5)
        _return(page, x0 + 2, 11.5)
        _sprinkler(page, x0 + 5, 12.5)
        _tag(page, *_pt(x0 + 4.3, 3.3), "F1")
    # conference 304: soffit (dashed inner line), F4 downlights round it, F2 linears, projector
    sx0, sy0 = _pt(38, 2)
    sx1, sy1 = _pt(58, 13)
    page.draw_rect(pymupdf.Rect(sx0, sy0, sx1, sy1), width=0.6, dashes="[5 2] 0")
    for fx in (40, 44, 48, 52, 56):
        _downlight(page, fx, 3)
        _downlight(page, fx, 12)
    for fx in (39.5, 52.5):
        _troffer(page, fx, 7, 4, 1)
    _tag(page, *_pt(39.6, 6.6), "F2")
    _tag(page, *_pt(56.6, 4.4), "F4")
    _supply(page, 41, 9.2)
    _return(page, 53, 9.2)
    _sprinkler(page, 42, 5)
    _sprinkler(page, 54, 5)
    _smoke(page, 57, 9)
    page.draw_rect(pymupdf.Rect(*_pt(47.3, 10.6), *_pt(48.7, 11.4)), width=0.6, fill=(0.6, 0.6, 0.6))
    _hexagon(page, *_pt(37.5, 12.5), "1")
    _hexagon(page, *_pt(50.6, 11), "4")
    # huddle 305
    _troffer(page, 62, 1.5)
    _supply(page, 68, 11.5)
    _return(page, 62, 11.5)
    _sprinkler(page, 69, 2.5)
    # copy / work 307: 2x4 troffers
    _troffer(page, 85, 3.5, 2, 4)
    _troffer(page, 95, 7.5, 2, 4)
    _tag(page, *_pt(87.3, 5.2), "F1")
    _return(page, 95, 3.5)
    _supply(page, 85, 9.5)
    _sprinkler(page, 96, 12.5)
    # it / data 308
    _troffer(page, 99.6, 4, 1, 4)
    _troffer(page, 107.6, 4, 1, 4)
    _tag(page, *_pt(99.4, 3.6), "F2")
    _supply(page, 99, 11.5)
    _access_panel(page, 104, 1.2, "AP-6")
    _smoke(page, 108, 11.5)
    # elevator lobby 309
    for fx in (133, 146):
        for fy in (3, 12.5):
            _downlight(page, fx, fy)
    _tag(page, *_pt(146.6, 2.4), "F4")
    _hexagon(page, *_pt(148.3, 7.8), "10")
    _exit(page, 139.5, 13.6)
    # corridor 300: F2 1x4s at 11' o.c., exit signs, returns, smoke detectors
    for fx in range(5, 146, 11):
        _troffer(page, fx, 17.5, 4, 1)
    _tag(page, *_pt(27.4, 17.2), "F2")
    for fx in (22, 44, 100, 121.5):
        _return(page, fx, 17)
    _exit(page, 3, 18, "<")
    _exit(page, 89.5, 18)
    _smoke(page, 34.5, 18)
    _smoke(page, 111.5, 18)
    _hexagon(page, *_pt(120.8, 23.5), "7")
    # open office 310: clouds and pendants over exposed deck
    for cx0, cy0 in ((8, 26), (26, 26), (44, 26), (8, 44), (26, 44), (44, 44), (64, 44)):
        x0, y0 = _pt(cx0, cy0)
        x1, y1 = _pt(cx0 + 12, cy0 + 8)
        page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=0.8)
        _line(page, (x0 + 3, y0 + 3), (x0 + 3, y1 - 3), 0.2)
        _tag(page, x0 + 3, y0 - 3, "CL-1")
    for row in (38, 56, 63):
        for fx in range(6, 84, 10):
            x0, y0 = _pt(fx, row)
            page.draw_rect(pymupdf.Rect(x0, y0, x0 + 8 * FT, y0 + 0.5 * FT), width=0.6, fill=(0.85, 0.85, 0.85))
    _tag(page, *_pt(16.4, 37.4), "F3")
    _tag(page, *_pt(56.4, 62.4), "F3")
    for fx in (14, 34, 54, 74):
        _supply(page, fx, 52.8)
    for fx in (22, 60):
        _return(page, fx, 31)
    for fx in range(10, 90, 14):
        for fy in (35, 54.4, 66):
            _sprinkler(page, fx, fy)
    _smoke(page, 38, 41)
    _smoke(page, 84, 60)
    _hexagon(page, *_pt(23.5, 25), "5")
    _hexagon(page, *_pt(86, 25), "6")
    _hexagon(page, *_pt(40, 67.5), "8")
    _exit(page, 2.2, 40, vertical=True)
    # break room 311
    for fx, fy in ((96, 26), (105, 26), (114, 26), (96, 34), (114, 34), (96, 41), (105, 41), (114, 41)):
        _downlight(page, fx, fy)
    _supply(page, 99, 29)
    _supply(page, 108, 28)
    _return(page, 116.5, 30)
    _access_panel(page, 109, 42.3, "AP-1")
    _tag(page, *_pt(114.8, 25.6), "F4")
    # reception 312: wood slats, downlights between
    for fx in (125, 135, 145):
        _downlight(page, fx, 27)
        _downlight(page, fx, 40)
    _access_panel(page, 123, 31, "AP-5", 1.0)
    _hexagon(page, *_pt(147.2, 32.5), "9")
    _supply(page, 140, 33)
    # training 313
    for fx in (93, 99, 109, 115):
        for fy in (49.5, 61.5):
            _troffer(page, fx, fy, em=(fx, fy) == (93, 61.5))
    _tag(page, *_pt(101.2, 51), "F1")
    x0, y0 = _pt(96, 65)
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + 10 * FT, y0 + 0.75 * FT), width=0.8, fill=(0.3, 0.3, 0.3))
    _hexagon(page, *_pt(108.5, 66), "3")
    page.draw_rect(pymupdf.Rect(*_pt(104.3, 52.4), *_pt(105.7, 53.2)), width=0.6, fill=(0.6, 0.6, 0.6))
    _hexagon(page, *_pt(107.6, 52.8), "4")
    _supply(page, 96, 53.5)
    _supply(page, 112, 53.5)
    _return(page, 116, 66)
    _sprinkler(page, 96, 58.5)
    _sprinkler(page, 114, 58.5)
    _delta(page, *_pt(118.4, 47), "1")
    # toilets
    for fx in (125, 130, 140, 145):
        _downlight(page, fx, 55)
        _downlight(page, fx, 64)
    _access_panel(page, 127, 47.3, "AP-3", 1.5)
    _access_panel(page, 142, 47.3, "AP-4", 1.5)
    for fx in (131, 146):
        x, y = _pt(fx, 66)
        page.draw_rect(pymupdf.Rect(x, y, x + 12, y + 12), width=0.6)
        _line(page, (x, y + 6), (x + 12, y + 6), 0.3)
        _tag(page, x - 4, y - 2, "EG")
    # east wing offices 321-323
    for y0 in (-60, -48, -36):
        _troffer(page, 112.5, y0 + 2)
        _troffer(page, 122.5, y0 + 8)
        _supply(page, 122.5, y0 + 2)
        _return(page, 112.5, y0 + 8)
        _sprinkler(page, 125.5, y0 + 5)
    _tag(page, *_pt(112.6, -56.8), "F1")
    # wellness 324, storage 325
    _troffer(page, 112.5, -22)
    _downlight(page, 113.5, -14)
    _downlight(page, 124.5, -14)
    _supply(page, 122.5, -22)
    _troffer(page, 112.5, -10, 2, 4)
    _troffer(page, 122.5, -6, 2, 4)
    _return(page, 112.5, -4)
    _tag(page, *_pt(114.7, -8.4), "F1")
    # wing corridor 320
    for fy in range(-57, 0, 10):
        _troffer(page, 129.5, fy, 1, 4)
    _tag(page, *_pt(128.2, -58.4), "F2")
    _exit(page, 130, -1.2, vertical=True)
    _smoke(page, 130, -31)
    # executive office 326
    _troffer(page, 135.5, -56)
    _troffer(page, 145.5, -46)
    _supply(page, 145.5, -56)
    _return(page, 135.5, -46)
    _sprinkler(page, 135.5, -51)
    # boardroom 327: linear slot diffuser, downlights, projector and screen
    for fx in (136, 148):
        for fy in (-36, -30, -24, -18):
            _downlight(page, fx, fy)
    x0, y0 = _pt(145.2, -36)
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + 4, y0 + 18 * FT), width=0.6)
    _line(page, (x0 + 2, y0), (x0 + 2, y0 + 18 * FT), 0.3)
    _hexagon(page, x0 + 12, y0 + 100, "2")
    x0, y0 = _pt(134, -38.8)
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + 14 * FT, y0 + 0.75 * FT), width=0.8, fill=(0.3, 0.3, 0.3))
    _hexagon(page, *_pt(142.6, -36.6), "3")
    page.draw_rect(pymupdf.Rect(*_pt(141.1, -33.4), *_pt(141.9, -32)), width=0.6, fill=(0.6, 0.6, 0.6))
    _hexagon(page, *_pt(139.4, -33), "4")
    _access_panel(page, 133.8, -17, "AP-2")
    _tag(page, *_pt(136.6, -24.6), "F4")
    _cloud(page, (*_pt(132.2, -41.3), *_pt(151.4, -12.8)))
    _delta(page, *_pt(153.3, -27), "2")
    # pantry 328
    for fx in (137, 142, 147):
        _downlight(page, fx, -10.4)
    _supply(page, 145.5, -4)
    _sprinkler(page, 136, -3)


def _tags_and_labels(page):
    special = {
        "300": ((56.5, 18.2), (67.5, 18), False),
        "320": ((130, -20), (130, -40), True),
        "310": ((74, 29), (74, 33), False),
        "309": ((139, 5.2), (139, 9.4), False),
    }
    for name, num, x0, y0, x1, y1, ctype, hgt, rot in ROOMS:
        cx, cy = _pt((x0 + x1) / 2, (y0 + y1) / 2)
        if num in special:
            lab, tag, r = special[num]
            lx, ly = _pt(*lab)
            if r:
                _room_label(page, lx - 5, ly, name, num, rotated=True)
            else:
                _room_label(page, lx, ly, name, num)
            _ceiling_tag(page, *_pt(*tag), ctype, hgt, rotated=r)
        elif rot:
            _room_label(page, cx - 22, cy, name, num, rotated=True)
            _ceiling_tag(page, cx + 10, cy, ctype, hgt, rotated=True)
        else:
            dy = -14 if y1 - y0 <= 15 else 0
            _room_label(page, cx, cy + dy + 2, name, num)
            _ceiling_tag(page, cx, cy + dy + 26, ctype, hgt)


def _grid_and_dims(page):
    # column grid bubbles: numbers across the south, letters down the west and east
    for i, gx in enumerate(range(0, 151, 30)):
        x, y = _pt(gx, 70)
        _line(page, (x, y + 4), (x, y + 64), 0.4, dashes="[12 3 2 3] 0")
        page.draw_circle((x, y + 74), 10, width=0.8)
        _tc(page, x, y + 78, str(i + 1), 10, "hebo")
    for letter, gy in (("C", 0), ("D", 35), ("E", 70)):
        x, y = _pt(0, gy)
        _line(page, (x - 64, y), (x - 4, y), 0.4, dashes="[12 3 2 3] 0")
        page.draw_circle((x - 74, y), 10, width=0.8)
        _tc(page, x - 74, y + 3.6, letter, 10, "hebo")
    for letter, gy in (("A", -60), ("B", -30), ("C", 0)):
        x, y = _pt(150, gy)
        _line(page, (x + 4, y), (x + 60, y), 0.4, dashes="[12 3 2 3] 0")
        page.draw_circle((x + 70, y), 10, width=0.8)
        _tc(page, x + 70, y + 3.6, letter, 10, "hebo")
    # dimension strings along the south
    def dim_h(fx0, fx1, fy, off, label):
        x0, y = _pt(fx0, fy)
        x1, _ = _pt(fx1, fy)
        y += off
        _line(page, (x0 - 6, y), (x1 + 6, y), 0.4)
        for x in (x0, x1):
            _line(page, (x - 3, y + 3), (x + 3, y - 3), 0.8)
            _line(page, (x, y - 6), (x, y + 6), 0.3)
        _tc(page, (x0 + x1) / 2, y - 3, label, 7)
    for gx in range(0, 150, 30):
        dim_h(gx, gx + 30, 70, 100, "30'-0\"")
    dim_h(0, 150, 70, 124, "150'-0\"")
    # the wing along the east
    def dim_v(fy0, fy1, fx, off, label):
        x, y0 = _pt(fx, fy0)
        _, y1 = _pt(fx, fy1)
        x += off
        _line(page, (x, y0 - 6), (x, y1 + 6), 0.4)
        for y in (y0, y1):
            _line(page, (x - 3, y + 3), (x + 3, y - 3), 0.8)
            _line(page, (x - 6, y), (x + 6, y), 0.3)
        _t(page, x - 3, (y0 + y1) / 2 + _w(label, 7) / 2, label, 7, rotate=90)
    dim_v(-60, -30, 150, 100, "30'-0\"")
    dim_v(-30, 0, 150, 100, "30'-0\"")
    dim_v(0, 35, 150, 100, "35'-0\"")
    dim_v(35, 70, 150, 100, "35'-0\"")


def _north_arrow(page, x, y):
    page.draw_circle((x, y), 22, width=0.8)
    page.draw_polyline([(x, y - 30), (x + 9, y + 12), (x, y + 5), (x - 9, y + 12), (x, y - 30)], width=0.8,
                       fill=(0, 0, 0))
    _tc(page, x, y + 42, "PLAN NORTH", 7, "hebo")


def _view_title(page, x, y):
    page.draw_circle((x + 18, y - 6), 18, width=1.0)
    _line(page, (x, y - 6), (x + 36, y - 6), 0.6)
    _tc(page, x + 18, y - 10, "1", 11, "hebo")
    _tc(page, x + 18, y + 7, "A-131", 6.5)
    _t(page, x + 46, y - 8, "LEVEL 3 REFLECTED CEILING PLAN", 15, "hebo")
    _line(page, (x + 44, y - 2), (x + 520, y - 2), 1.6)
    _t(page, x + 46, y + 12, "SCALE: 1/8\" = 1'-0\"", 8)


def _plan(page):
    _ceilings(page)
    _fixtures(page)
    _walls(page)
    _tags_and_labels(page)
    _grid_and_dims(page)
    _north_arrow(page, *_pt(-8, -30))
    _view_title(page, PX - 10, PY + 70 * FT + 188)
    # graphic scale
    x, y = PX + 620, PY + 70 * FT + 186
    for i in range(4):
        page.draw_rect(pymupdf.Rect(x + i * 36, y, x + (i + 1) * 36, y + 5), width=0.5,
                       fill=(0, 0, 0) if i % 2 == 0 else None)
    for i, lab in enumerate(("0", "4'", "8'", "12'", "16'")):
        _tc(page, x + i * 36, y + 14, lab, 6)


# ------------------------------------------------------------------ side panels

def _keyed_notes(page, x, y):
    _t(page, x, y, "KEYED NOTES", 11, "hebo")
    _line(page, (x, y + 4), (x + 880, y + 4), 1.0)
    row = y + 24
    for num, text in KEYED_NOTES:
        _hexagon(page, x + 9, row - 2.5, num, 8.5, 6.5 if len(num) == 1 else 5.5)
        for line in _wrap(text, 840, 7.5):
            _t(page, x + 26, row, line, 7.5)
            row += 10.5
        row += 7


def _general_notes(page, x, y, width):
    _t(page, x, y, "REFLECTED CEILING PLAN GENERAL NOTES", 11, "hebo")
    _line(page, (x, y + 4), (x + width, y + 4), 1.0)
    row = y + 22
    for i, note in enumerate(GENERAL_NOTES, 1):
        _t(page, x, row, f"{i}.", 7.2)
        for line in _wrap(note, width - 20, 7.2):
            _t(page, x + 18, row, line, 7.2)
            row += 10
        row += 5
    return row


def _swatch(page, r, code):
    page.draw_rect(r, width=0.7)
    if code.startswith("ACT"):
        step_x = 9 if code != "ACT-3" else 9
        step_y = 9 if code != "ACT-3" else 18
        x = r.x0 + step_x
        while x < r.x1:
            _line(page, (x, r.y0), (x, r.y1), 0.3 if code != "ACT-2" else 0.15)
            x += step_x
        y = r.y0 + step_y
        while y < r.y1:
            _line(page, (r.x0, y), (r.x1, y), 0.3 if code != "ACT-2" else 0.15)
            y += step_y
    elif code.startswith("GYP"):
        for i in range(6):
            for j in range(3):
                page.draw_circle((r.x0 + 5 + i * 9 + (j % 2) * 4, r.y0 + 6 + j * 9), 0.5, width=0, fill=(0, 0, 0))
        if code == "GYP-2":
            _tc(page, (r.x0 + r.x1) / 2, r.y1 - 3, "MR", 5.5, "hebo")
    elif code == "WD-1":
        y = r.y0 + 2.5
        while y < r.y1:
            _line(page, (r.x0, y), (r.x1, y), 0.35)
            y += 3.5
    else:
        _line(page, (r.x0, r.y0), (r.x1, r.y1), 0.4, dashes="[3 2] 0")
        _line(page, (r.x1, r.y0), (r.x0, r.y1), 0.4, dashes="[3 2] 0")


def _ceiling_legend(page, x, y, width):
    """Ceiling types: swatch, code, and a description typed word by word, each word its own text
    insertion on its own slightly uneven baseline."""
    _t(page, x, y, "CEILING LEGEND", 11, "hebo")
    _line(page, (x, y + 4), (x + width, y + 4), 1.0)
    row = y + 20
    k = 0
    for code, desc in CEILING_TYPES:
        r = pymupdf.Rect(x, row, x + 58, row + 26)
        _swatch(page, r, code)
        _t(page, x + 68, row + 9, code, 8.5, "hebo")
        dx0 = x + 118
        lines = _wrap(desc, width - 122, 7)
        base = row + 9
        for li, line in enumerate(lines):
            cx = dx0
            for word in line.split():
                _t(page, cx, base + li * 10 + JITTER[k % len(JITTER)], word, 7)
                cx += _w(word + " ", 7) + (0.4 if k % 3 == 0 else 0)
                k += 1
        row += max(34, 10 * len(lines) + 12)
    return row


def _symbol_legend(page, x, y, width):
    _t(page, x, y, "RCP SYMBOLS", 11, "hebo")
    _line(page, (x, y + 4), (x + width, y + 4), 1.0)
    items = [
        ("F1", "troffer22", "2'x2' LED RECESSED TROFFER (2'x4' IN ACT-3 CEILINGS)"),
        ("F2", "troffer14", "1'x4' LED RECESSED LINEAR"),
        ("F3", "pendant", "LED LINEAR PENDANT, 8'-0\" SECTIONS"),
        ("F4", "down", "6\" LED RECESSED DOWNLIGHT"),
        ("F5", "cove", "LED COVE LIGHT IN SOFFIT FACE"),
        ("", "em", "FIXTURE ON EMERGENCY BATTERY (SHADED)"),
        ("EX", "exit", "EXIT SIGN, CEILING MOUNTED, ARROWS AS SHOWN"),
        ("", "supply", "SUPPLY AIR DIFFUSER, 24\"x24\""),
        ("", "return", "RETURN AIR GRILLE, 24\"x24\""),
        ("EG", "exhaust", "EXHAUST GRILLE"),
        ("", "slot", "LINEAR SLOT DIFFUSER"),
        ("", "spk", "SPRINKLER HEAD, CENTER OF TILE"),
        ("SD", "sd", "SMOKE DETECTOR"),
        ("AP-#", "ap", "ACCESS PANEL, SEE SCHEDULE"),
        ("", "tag", "CEILING TYPE / HEIGHT A.F.F."),
        ("", "hex", "KEYED NOTE"),
    ]
    half = (len(items) + 1) // 2
    for i, (tag, kind, desc) in enumerate(items):
        cx = x + (0 if i < half else width / 2)
        row = y + 26 + 24 * (i % half)
        sx, sy = cx + 18, row - 3
        if kind == "troffer22":
            page.draw_rect(pymupdf.Rect(sx - 9, sy - 9, sx + 9, sy + 9), width=0.7)
            page.draw_rect(pymupdf.Rect(sx - 7, sy - 7, sx + 7, sy + 7), width=0.3)
        elif kind == "troffer14":
            page.draw_rect(pymupdf.Rect(sx - 18, sy - 4.5, sx + 18, sy + 4.5), width=0.7)
            page.draw_rect(pymupdf.Rect(sx - 16, sy - 2.5, sx + 16, sy + 2.5), width=0.3)
        elif kind == "pendant":
            page.draw_rect(pymupdf.Rect(sx - 18, sy - 2.3, sx + 18, sy + 2.3), width=0.6, fill=(0.85, 0.85, 0.85))
        elif kind == "down":
            page.draw_circle((sx, sy), 3.6, width=0.6)
            page.draw_circle((sx, sy), 1.6, width=0.3)
        elif kind == "cove":
            _line(page, (sx - 18, sy), (sx + 18, sy), 0.6, dashes="[5 2] 0")
            _line(page, (sx - 18, sy + 3), (sx + 18, sy + 3), 1.2)
        elif kind == "em":
            page.draw_rect(pymupdf.Rect(sx - 9, sy - 9, sx + 9, sy + 9), width=0.7, fill=(0.72, 0.72, 0.72))
        elif kind == "exit":
            page.draw_rect(pymupdf.Rect(sx - 6, sy - 2.5, sx + 6, sy + 2.5), width=0.6, fill=(0.45, 0.45, 0.45))
            page.draw_polyline([(sx + 7, sy - 2.5), (sx + 11, sy), (sx + 7, sy + 2.5)], width=0.5)
        elif kind in ("supply", "return"):
            r = pymupdf.Rect(sx - 9, sy - 9, sx + 9, sy + 9)
            page.draw_rect(r, width=0.6)
            if kind == "supply":
                _line(page, (r.x0, r.y0), (r.x1, r.y1), 0.4)
                _line(page, (r.x1, r.y0), (r.x0, r.y1), 0.4)
            else:
                for j in range(1, 6):
                    _line(page, (r.x0 + j * 3, r.y0), (r.x0, r.y0 + j * 3), 0.3)
                    _line(page, (r.x1 - j * 3, r.y1), (r.x1, r.y1 - j * 3), 0.3)
        elif kind == "exhaust":
            r = pymupdf.Rect(sx - 6, sy - 6, sx + 6, sy + 6)
            page.draw_rect(r, width=0.6)
            _line(page, (r.x0, sy), (r.x1, sy), 0.3)
        elif kind == "slot":
            page.draw_rect(pymupdf.Rect(sx - 18, sy - 2, sx + 18, sy + 2), width=0.6)
            _line(page, (sx - 18, sy), (sx + 18, sy), 0.3)
        elif kind == "spk":
            page.draw_circle((sx, sy), 1.8, width=0.4, fill=(0, 0, 0))
        elif kind == "sd":
            page.draw_circle((sx, sy), 4.5, width=0.5)
        elif kind == "ap":
            page.draw_rect(pymupdf.Rect(sx - 7, sy - 7, sx + 7, sy + 7), width=0.6, dashes="[2 1] 0")
            _line(page, (sx - 7, sy + 7), (sx + 7, sy - 7), 0.3)
        elif kind == "tag":
            r = pymupdf.Rect(sx - 17, sy - 9, sx + 17, sy + 9)
            page.draw_rect(r, width=0.6, radius=0.35)
            _line(page, (r.x0, sy), (r.x1, sy), 0.3)
            _tc(page, sx, sy - 2.2, "XXX-#", 5.5, "hebo")
            _tc(page, sx, sy + 6.6, "X'-X\"", 5.5)
        elif kind == "hex":
            _hexagon(page, sx, sy, "#")
        if tag:
            _t(page, cx + 44, row, tag, 7, "cour")
        _t(page, cx + 76, row, desc, 7)
    return y + 26 + 24 * half


def _access_schedule(page, x, y):
    _t(page, x, y, "ACCESS PANEL SCHEDULE", 11, "hebo")
    widths = [38, 46, 112, 44, 86, 112, 36]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 15
    top = y + 8
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + rh * len(ACCESS_PANELS)), width=1.0)
    for r, cells in enumerate(ACCESS_PANELS):
        yy = top + rh * r
        if r:
            _line(page, (xs[0], yy), (xs[-1], yy), 0.4 if r > 1 else 0.9)
        for c, cell in enumerate(cells):
            font, size = ("hebo", 6.2) if r == 0 else ("helv", 6.5)
            _t(page, xs[c] + 3, yy + rh - 4.5, cell, size, font)
    for xx in xs[1:-1]:
        _line(page, (xx, top), (xx, top + rh * len(ACCESS_PANELS)), 0.4)
    end = top + rh * len(ACCESS_PANELS)
    _t(page, x, end + 12, "PANELS BY KARP, NYSTROM OR EQUAL; FINISH TO MATCH CEILING. LOCATE 12\" MIN. FROM", 6.2)
    _t(page, x, end + 21, "LIGHT FIXTURES AND DIFFUSERS; FIELD ADJUST TO SUIT EQUIPMENT ABOVE.", 6.2)
    return end + 21


def _title_block(page):
    x0 = TB
    x = TB + 14
    page.draw_rect(pymupdf.Rect(M, M, W - M, H - M), width=2.2)
    page.draw_rect(pymupdf.Rect(M + 6, M + 6, W - M - 6, H - M - 6), width=0.5)
    _line(page, (x0, M + 6), (x0, H - M - 6), 1.6)
    # firm
    _t(page, x, 78, "FENWICK TALLOW", 17, "tibo")
    _t(page, x, 96, "A R C H I T E C T S", 9.5, "tiro")
    for i, s in enumerate(("1111 SW TAYLOR STREET, SUITE 700", "PORTLAND, OREGON 97205",
                           "T 503.555.0173   FENWICKTALLOW.COM")):
        _t(page, x, 114 + 10 * i, s, 6.5)
    _line(page, (x0, 150), (W - M - 6, 150), 0.8)
    _t(page, x, 166, "CONSULTANTS", 6, "hebo")
    cons = [("STRUCTURAL", "RIDGELINE STRUCTURAL ENGINEERS"), ("MEP", "NORTHFORK ENGINEERING GROUP"),
            ("LIGHTING", "LUMEN & LINE LIGHTING DESIGN"), ("FIRE PROTECTION", "DELEGATED DESIGN")]
    for i, (role, name) in enumerate(cons):
        _t(page, x, 180 + 20 * i, role, 5.5)
        _t(page, x, 189 + 20 * i, name, 7)
    _line(page, (x0, 262), (W - M - 6, 262), 0.8)
    # seal
    page.draw_circle((x + 70, 330), 52, width=0.8)
    page.draw_circle((x + 70, 330), 44, width=0.4)
    _tc(page, x + 70, 306, "LICENSED ARCHITECT", 5.5, "hebo")
    _tc(page, x + 70, 330, "D. M. FENWICK", 7)
    _tc(page, x + 70, 341, "NO. 6418", 6)
    _tc(page, x + 70, 360, "STATE OF OREGON", 5.5, "hebo")
    _t(page, x + 150, 300, "RENEWS", 5.5)
    _t(page, x + 150, 310, "06/30/2027", 6.5)
    _line(page, (x0, 396), (W - M - 6, 396), 0.8)
    # project
    _t(page, x, 412, "PROJECT", 6, "hebo")
    _t(page, x, 430, "MERIDEN YARDS OFFICE", 11, "hebo")
    _t(page, x, 444, "LEVEL 3 TENANT IMPROVEMENT", 8.5)
    _t(page, x, 457, "2240 NW THURMAN STREET", 7)
    _t(page, x, 467, "PORTLAND, OR 97210", 7)
    _t(page, x, 486, "TENANT", 6, "hebo")
    _t(page, x, 498, "KESTREL GEOANALYTICS, INC.", 8)
    _line(page, (x0, 512), (W - M - 6, 512), 0.8)
    # key plan
    _t(page, x, 528, "KEY PLAN", 6, "hebo")
    kx, ky, ks = x + 60, 560, 1.05
    outline = [(0, 60), (110, 60), (110, 0), (150, 0), (150, 130), (0, 130), (0, 60)]
    page.draw_polyline([(kx + a * ks, ky + b * ks * 0.6) for a, b in outline], width=0.6, fill=(0.8, 0.8, 0.8))
    _t(page, kx + 30, ky + 120 * ks * 0.6 - 14, "LEVEL 3 - AREA OF WORK", 5.5)
    _line(page, (x0, 660), (W - M - 6, 660), 0.8)
    # revisions
    _t(page, x, 676, "REVISIONS", 6, "hebo")
    _t(page, x, 690, "NO.", 5.5)
    _t(page, x + 30, 690, "DESCRIPTION", 5.5)
    _t(page, x + 200, 690, "DATE", 5.5)
    _line(page, (x, 694), (W - M - 20, 694), 0.4)
    for i, (no, desc, date) in enumerate(REVISIONS):
        yy = 708 + 14 * i
        _delta(page, x + 8, yy - 3, no, 6.5)
        _t(page, x + 30, yy, desc, 7)
        _t(page, x + 200, yy, date, 7)
    for i in range(len(REVISIONS), 8):
        _line(page, (x, 712 + 14 * i), (W - M - 20, 712 + 14 * i), 0.2)
    _line(page, (x0, 832), (W - M - 6, 832), 0.8)
    # issue, data fields
    _t(page, x, 848, "ISSUE", 6, "hebo")
    _t(page, x, 864, "ISSUED FOR CONSTRUCTION", 10, "hebo")
    fields = [("DATE", "12/12/2025"), ("PROJECT NO.", "FTA-2519"), ("DRAWN BY", "TLN"), ("CHECKED BY", "MKS")]
    for i, (cap, val) in enumerate(fields):
        fx = x + (0 if i % 2 == 0 else 150)
        fy = 892 + 34 * (i // 2)
        _t(page, fx, fy, cap, 5.5)
        _t(page, fx, fy + 13, val, 8.5)
    _line(page, (x0, 960), (W - M - 6, 960), 0.8)
    _t(page, x, 976, "SCALE", 5.5)
    _t(page, x, 990, "1/8\" = 1'-0\"", 8.5)
    _line(page, (x0, 1002), (W - M - 6, 1002), 0.8)
    # sheet title and number
    _t(page, x, 1400, "SHEET TITLE", 5.5)
    _t(page, x, 1420, "LEVEL 3 REFLECTED", 13, "hebo")
    _t(page, x, 1437, "CEILING PLAN", 13, "hebo")
    _line(page, (x0, 1456), (W - M - 6, 1456), 0.8)
    _t(page, x, 1472, "SHEET NUMBER", 5.5)
    _t(page, x + 40, 1560, "A-131", 42, "hebo")
    _line(page, (x0, 1590), (W - M - 6, 1590), 0.8)
    _t(page, x, 1606, "SHEET 14 OF 38", 6.5)
    # permit and owner fields in the strip's open middle
    _t(page, x, 1020, "OWNER", 5.5)
    _t(page, x, 1032, "MERIDEN YARDS HOLDINGS, LLC", 7.5)
    _t(page, x, 1054, "JURISDICTION", 5.5)
    _t(page, x, 1066, "CITY OF PORTLAND BUREAU OF DEVELOPMENT SERVICES", 6.5)
    _t(page, x, 1088, "PERMIT NO.", 5.5)
    _t(page, x, 1100, "25-148230-TI", 7.5)
    _line(page, (x0, 1112), (W - M - 6, 1112), 0.8)
    _t(page, x, 1128, "NOT FOR REPRODUCTION WITHOUT WRITTEN CONSENT", 5.5, "hebo")
    # copyright along the strip's inner edge, reading bottom to top
    _t(page, x0 + 8, 1390, "\u00a9 2026 FENWICK TALLOW ARCHITECTS, LLC. ALL RIGHTS RESERVED.", 4.8, rotate=90)
    _t(page, x0 + 15, 1390, "INSTRUMENTS OF SERVICE - DO NOT SCALE DRAWINGS.", 4.8, rotate=90)


def _bracing_detail(page, x, y):
    """Detail 2: a typical seismic bracing point in section, with leaders to its parts."""
    deck = y
    _line(page, (x, deck), (x + 420, deck), 1.4)
    for i in range(0, 420, 24):
        page.draw_polyline([(x + i, deck), (x + i + 6, deck + 8), (x + i + 18, deck + 8), (x + i + 24, deck)], width=0.6)
    grid = deck + 120
    _line(page, (x, grid), (x + 420, grid), 1.2)
    for gx in range(x + 20, x + 420, 60):
        _line(page, (gx, grid - 3), (gx, grid + 3), 0.6)
    for hx in (x + 40, x + 380):
        _line(page, (hx, deck + 8), (hx, grid), 0.5)
    cx = x + 210
    page.draw_rect(pymupdf.Rect(cx - 3, deck + 8, cx + 3, grid), width=0.8)
    for dx in (-1, 1):
        _line(page, (cx, grid), (cx + dx * 112, deck + 8), 0.5)
    _line(page, (x + 418, grid - 20), (x + 418, grid), 1.0)
    _line(page, (x + 400, grid), (x + 418, grid), 1.0)
    labels = [
        ((x + 60, deck + 4), (x + 440, deck - 8), "CONCRETE ON METAL DECK"),
        ((cx + 60, deck + 70), (x + 440, deck + 40), "12 GA SPLAY WIRES, 4 WAYS @ 90 DEG., 45 DEG. MAX. TO CEILING PLANE"),
        ((cx + 3, deck + 96), (x + 440, deck + 74), "COMPRESSION POST (STRUT) FROM GRID TO STRUCTURE"),
        ((x + 380, deck + 96), (x + 440, deck + 100), "12 GA HANGER WIRE, 4'-0\" O.C. MAX. ALONG MAIN RUNNERS"),
        ((x + 300, grid), (x + 440, grid + 20), "HEAVY-DUTY MAIN RUNNER / CROSS TEE PER CEILING LEGEND"),
        ((x + 418, grid - 10), (x + 440, grid + 44), "2\" WALL MOLDING; 3/4\" CLEAR AT UNATTACHED WALLS"),
    ]
    for (ax, ay), (tx, ty), text in labels:
        page.draw_circle((ax, ay), 1.4, width=0, fill=(0, 0, 0))
        _line(page, (ax, ay), (tx - 4, ty - 3), 0.4)
        _t(page, tx, ty, text, 6.8)
    page.draw_circle((x + 18, grid + 56), 18, width=1.0)
    _line(page, (x, grid + 56), (x + 36, grid + 56), 0.6)
    _tc(page, x + 18, grid + 52, "2", 11, "hebo")
    _tc(page, x + 18, grid + 69, "A-131", 6.5)
    _t(page, x + 46, grid + 54, "TYPICAL CEILING SEISMIC BRACING", 12, "hebo")
    _line(page, (x + 44, grid + 58), (x + 420, grid + 58), 1.2)
    _t(page, x + 46, grid + 70, "SCALE: NTS", 7)


ABBREVIATIONS = [
    ("A.F.F.", "ABOVE FINISHED FLOOR"), ("ACT", "ACOUSTICAL CEILING TILE"), ("AP", "ACCESS PANEL"),
    ("B.O.", "BOTTOM OF"), ("CL", "ACOUSTIC CLOUD"), ("(E)", "EXISTING"), ("EG", "EXHAUST GRILLE"),
    ("EXP", "EXPOSED"), ("GYP BD", "GYPSUM BOARD"), ("MR", "MOISTURE RESISTANT"), ("O.C.", "ON CENTER"),
    ("OFCI", "OWNER FURNISHED, CONTRACTOR INSTALLED"), ("SD", "SMOKE DETECTOR"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
]


def _abbreviations(page, x, y, width):
    _t(page, x, y, "ABBREVIATIONS", 11, "hebo")
    _line(page, (x, y + 4), (x + width, y + 4), 1.0)
    half = (len(ABBREVIATIONS) + 1) // 2
    for i, (ab, full) in enumerate(ABBREVIATIONS):
        cx = x + (0 if i < half else width / 2)
        row = y + 20 + 11 * (i % half)
        _t(page, cx, row, ab, 6.8, "hebo")
        _t(page, cx + 48, row, full, 6.8)


COORDINATION_NOTES = [
    ("A", "FIXTURES, DIFFUSERS AND DEVICES IN ACT CEILINGS SHALL BE CENTERED IN TILES OR ON GRID LINES AS SHOWN."),
    ("B", "SEE A-111 FOR PARTITION TYPES. PARTITIONS NOT RATED EXTEND 6\" ABOVE CEILING U.O.N."),
    ("C", "SPRINKLER COVERAGE AT ACOUSTIC CLOUDS PER NFPA 13, AS DETERMINED BY THE FIRE PROTECTION CONTRACTOR."),
    ("D", "SUBMIT A COORDINATED CEILING DRAWING (LIGHTING, HVAC, SPRINKLERS, FIRE ALARM) BEFORE HANGING GRID."),
]


def _coordination_notes(page, x, y, width):
    _t(page, x, y, "CEILING COORDINATION NOTES", 11, "hebo")
    _line(page, (x, y + 4), (x + width, y + 4), 1.0)
    row = y + 20
    for letter, text in COORDINATION_NOTES:
        _t(page, x, row, f"{letter}.", 7, "hebo")
        for line in _wrap(text, width - 20, 7):
            _t(page, x + 18, row, line, 7)
            row += 10
        row += 4
    return row


def reflected_ceiling_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _plan(page)
    _keyed_notes(page, PX - 40, 90)
    col = 1700
    width = TB - col - 30
    y = _general_notes(page, col, 80, width)
    y = _ceiling_legend(page, col, y + 26, width)
    y = _symbol_legend(page, col, y + 24, width)
    y = _access_schedule(page, col, y + 26)
    _abbreviations(page, col, y + 34, width)
    _coordination_notes(page, col, y + 34 + 20 + 11 * ((len(ABBREVIATIONS) + 1) // 2) + 26, width)
    _bracing_detail(page, PX + 60, 400)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
