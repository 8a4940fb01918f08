"""A US structural framing sheet (S-201, ANSI D 34x22 in, landscape) for a two-storey
steel-framed office building, drawn the way a structural engineer's CAD export draws one: two
framing plans side by side at 1/16" = 1'-0" (1 SECOND FLOOR FRAMING PLAN on the left, 2 ROOF
FRAMING PLAN on the right), each on a 6 x 6 column grid (numbered lines 1..6 across at 30'-0",
lettered lines A..F down at 25'-0") with grid bubbles and bay and overall dimension strings at
the top and left, the south-east corner bay cut off on a diagonal (no column at F-6).

Second floor: composite W16x26 filler beams at third points marked `W16x26 (24) c=3/4"` (stud
count in parentheses, camber), W24x55 girders on the interior numbered lines and W21x44 girders
and spandrels at the perimeter, all girder sizes on vertical lines set rotated 90 degrees along
the beam and the diagonal beam's size set along the diagonal; end reactions `R=32K` at girder
ends; a stair and an elevator opening with W12x19 trimmers; deck callouts D1 with span arrows; a
cantilevered entry canopy south of grid F (W12x26 cantilevers, HSS8x4x1/4 edge) with moment
connection triangles at F-3 and F-4 inside a revision cloud (delta 3). Roof: W21x44 c=1/2"
girders on the lettered lines, 18K5 joists at 5'-0" drawn in every bay with a rotated
`18K5 @ 5'-0" O.C.` label, RTU frames (RTU-1, RTU-2 with weights), a roof hatch opening, D2 deck
callouts. Braced frames BF-1..BF-4 are tagged in hexagons on both plans. Beam labels sit on
their grid lines (the dash-dot grid lines strike through them), a CAD quirk drawn on purpose.

Below the plans: a COLUMN SCHEDULE drawn transposed (marks C1..C5 across the top with their grid
locations and quantities; ROOF, SECOND FLOOR, SPLICE, FIRST FLOOR and base plate levels down the
side; each column drawn as a heavy line with its tier sizes W10x33 / W10x49 etc. masked over it;
base plate, anchor rod and remark rows), a BASE PLATE SCHEDULE (BP-1..BP-3, anchor rods under a
spanning header), a BRACED FRAME SCHEDULE (BF-1..BF-4, HSS braces per storey, elevation callouts
on S-301), a LINTEL SCHEDULE (L1..L5 by clear opening width range), a boxed TYPICAL BEAM
CONNECTION note with a small shear-tab sketch, a DECK LEGEND (D1 composite floor deck, D2 roof
deck), a symbols legend; FRAMING NOTES 1..12 with hanging indents down the right (design loads
tab-aligned under note 11), an abbreviations list under them, STEEL JOIST NOTES and SPECIAL
INSPECTIONS (STEEL) lower right; a CAD plot stamp along the bottom border; the title block a strip
down the right edge (architect, structural engineer and engineer of record with seal, project,
owner, key plan, consultants, revisions 1..3, date, project number, drawn/checked, scale, sheet title and the number S-201).

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round43-drawn.jsonl`)
were written without running drawqa on the sheet.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2448, 1584             # ANSI D, 34 x 22 in, landscape
FT = 4.5                      # 1/16" = 1'-0"
BAY_X, BAY_Y = 30, 25         # feet: numbered bays across, lettered bays down
NUMS = ["1", "2", "3", "4", "5", "6"]
LETTERS = ["A", "B", "C", "D", "E", "F"]
FLOOR_O = (175, 225)          # grid A/1 of the second floor plan
ROOF_O = (1040, 225)          # grid A/1 of the roof plan
TB = 2090                     # left edge of the title block strip
BLACK = (0, 0, 0)
GREY = (0.35, 0.35, 0.35)
WHITE = (1, 1, 1)

BRACED = {                    # mark: (line kind, line index, from index, to index)
    "BF-1": ("row", 0, 2, 3),     # grid A between 3 and 4
    "BF-2": ("row", 5, 1, 2),     # grid F between 2 and 3
    "BF-3": ("col", 0, 2, 3),     # grid 1 between C and D
    "BF-4": ("col", 5, 1, 2),     # grid 6 between B and C
}

COLUMN_MARKS = ["C1", "C2", "C3", "C4", "C5"]
COLUMN_GRIDS = [
    ["A-1, A-6,", "F-1, E-6,", "F-5"],
    ["A-2, A-5,", "F-4"],
    ["B-1, E-1,", "D-6"],
    ["B-2 THRU B-5,", "C-2 THRU C-5,", "D-2 THRU D-5,", "E-2 THRU E-5"],
    ["A-3, A-4, F-2,", "F-3, C-1, D-1,", "B-6, C-6"],
]
COLUMN_QTY = ["5", "3", "3", "16", "8"]
COLUMN_UPPER = ["W10x33", "W10x33", "W10x33", "W10x33", "W10x49"]
COLUMN_LOWER = ["W10x33", "W10x39", "W10x39", "W10x49", "W10x60"]
COLUMN_BP = ["BP-1", "BP-1", "BP-1", "BP-2", "BP-3"]
COLUMN_RODS = ["(4) 3/4\"", "(4) 3/4\"", "(4) 3/4\"", "(4) 3/4\"", "(4) 1\""]
COLUMN_REMARKS = [["SEE 2/S-501", "AT E-6, F-5"], [""], [""], [""], ["BRACED FRAME", "COLUMN"]]

BASE_PLATES = [
    ("BP-1", "14\" x 14\"", "3/4\"", "4", "3/4\"", "12\"", "1-1/2\"", "COLUMNS C1, C2, C3"),
    ("BP-2", "16\" x 16\"", "1\"", "4", "3/4\"", "15\"", "1-1/2\"", "COLUMN C4"),
    ("BP-3", "20\" x 20\"", "1-1/4\"", "4", "1\"", "18\"", "1-1/2\"", "C5, F1554 GR. 55, SEE 5/S-501"),
]

BRACE_ROWS = [
    ("BF-1", "A / 3-4", "CHEVRON", "HSS6x6x3/8", "HSS7x7x1/2", "1/S-301"),
    ("BF-2", "F / 2-3", "CHEVRON", "HSS6x6x3/8", "HSS7x7x1/2", "2/S-301"),
    ("BF-3", "1 / C-D", "2-STORY X", "HSS5x5x5/16", "HSS6x6x3/8", "3/S-301"),
    ("BF-4", "6 / B-C", "2-STORY X", "HSS5x5x5/16", "HSS6x6x3/8", "4/S-301"),
]

LINTELS = [
    ("L1", "UP TO 3'-0\"", "L3-1/2x3-1/2x1/4", "4\"", ""),
    ("L2", "3'-1\" TO 5'-0\"", "L4x3-1/2x5/16 LLV", "6\"", ""),
    ("L3", "5'-1\" TO 6'-6\"", "L5x3-1/2x5/16 LLV", "8\"", ""),
    ("L4", "6'-7\" TO 8'-0\"", "L6x3-1/2x3/8 LLV", "8\"", ""),
    ("L5", "8'-1\" TO 10'-0\"", "L7x4x3/8 LLV", "12\"", "SHORE UNTIL MASONRY CURES"),
]

FRAMING_NOTES = [
    "STRUCTURAL STEEL SHALL BE DETAILED, FABRICATED AND ERECTED IN ACCORDANCE WITH AISC 360-16 "
    "AND THE AISC CODE OF STANDARD PRACTICE (AISC 303-16).",
    "WIDE FLANGE SHAPES: ASTM A992, Fy = 50 KSI.",
    "HOLLOW STRUCTURAL SECTIONS (HSS): ASTM A500 GR. C, Fy = 50 KSI (RECTANGULAR), Fy = 46 KSI (ROUND).",
    "PLATES, ANGLES, CHANNELS AND BARS: ASTM A36, Fy = 36 KSI, U.N.O.",
    "BOLTS: ASTM A325-N (F3125 GR. A325), 3/4\" DIA. U.N.O., SNUG-TIGHTENED. BOLTS AT BRACED FRAME "
    "AND MOMENT CONNECTIONS SHALL BE PRETENSIONED (A325-SC, CLASS A FAYING SURFACES).",
    "WELDING: AWS D1.1, E70XX ELECTRODES. ALL SHOP AND FIELD WELDERS SHALL BE AWS CERTIFIED FOR THE "
    "PROCESS AND POSITION USED.",
    "ANCHOR RODS: ASTM F1554 GR. 36 U.N.O., WITH HEAVY HEX NUTS AND PLATE WASHERS. SEE BASE PLATE "
    "SCHEDULE FOR SIZE, QUANTITY AND EMBEDMENT.",
    "ROOF DECK: 1-1/2\" 20 GA TYPE B (WIDE RIB) GALVANIZED G60 STEEL DECK, 3-SPAN MIN. ATTACH TO "
    "SUPPORTS WITH 5/8\" PUDDLE WELDS IN A 36/4 PATTERN; SIDELAPS #10 TEK SCREWS AT 12\" O.C.",
    "FLOOR DECK: 2\" 20 GA GALVANIZED COMPOSITE STEEL DECK WITH 3-1/4\" LIGHTWEIGHT CONCRETE TOPPING "
    "(110 PCF, 5-1/4\" TOTAL SLAB), REINFORCED WITH 6x6-W2.1xW2.1 WWF. SEE DECK LEGEND.",
    "SHEAR STUDS: 3/4\" DIA. x 4\" LONG HEADED STUDS (ASTM A108), WELDED THROUGH THE DECK. NUMBER OF "
    "STUDS PER BEAM IS SHOWN ON PLAN THUS (24), EVENLY SPACED. BEAMS WITH NO NUMBER: ONE STUD AT 12\" O.C.",
    None,                                       # 11: design loads, set as a table
    "CAMBER: BEAMS MARKED THUS c=3/4\" SHALL BE CAMBERED THE AMOUNT SHOWN AT MIDSPAN, TOLERANCE PER "
    "AISC 303. ORIENT CAMBER UP. DO NOT CAMBER CANTILEVERS OR MOMENT-CONNECTED BEAMS.",
]

DESIGN_LOADS = [
    ("OFFICE LIVE LOAD", "50 PSF"),
    ("PARTITION ALLOWANCE", "15 PSF"),
    ("FLOOR SUPERIMPOSED DEAD (MEP, CLG.)", "10 PSF"),
    ("ROOF LIVE LOAD", "20 PSF"),
    ("ROOF SNOW LOAD (FLAT ROOF, Pf)", "25 PSF"),
    ("ROOF SUPERIMPOSED DEAD", "12 PSF"),
]

ABBREVIATIONS = [
    ("B.O.S.", "BOTTOM OF STEEL"), ("BRG.", "BEARING"), ("CLR.", "CLEAR"), ("DIA.", "DIAMETER"),
    ("EMBED.", "EMBEDMENT"), ("FIN. FLR.", "FINISH FLOOR"), ("GA", "GAUGE"), ("HSS", "HOLLOW STRUCTURAL SECTION"),
    ("LLV", "LONG LEG VERTICAL"), ("LT. WT.", "LIGHTWEIGHT"), ("O.C.", "ON CENTER"), ("OPNG.", "OPENING"),
    ("PL", "PLATE"), ("SIM.", "SIMILAR"), ("T.O.S.", "TOP OF STEEL"), ("TYP.", "TYPICAL"),
    ("U.N.O.", "UNLESS NOTED OTHERWISE"), ("WWF", "WELDED WIRE FABRIC"),
]

REVISIONS = [
    ("1", "PERMIT REVIEW COMMENTS", "08/22/2025"),
    ("2", "ADDENDUM 2", "09/12/2025"),
    ("3", "BULLETIN 01", "10/03/2025"),
]


# ---------------------------------------------------------------- primitives

def _t(page, x, y, s, size=6.5, font="helv", rotate=0, color=BLACK) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def _len(s, size, font="helv") -> float:
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _tc(page, cx, y, s, size=6.5, font="helv") -> None:
    _t(page, cx - _len(s, size, font) / 2, y, s, size, font)


def _tv(page, x, cy, s, size=6.5, font="helv") -> None:
    """Text turned 90 degrees (reading upward), its middle at height cy, its baseline at x."""
    _t(page, x, cy + _len(s, size, font) / 2, s, size, font, rotate=90)


def _mask(page, x, y, s, size, font="helv", pad=1.5) -> None:
    """Text on a white mask, as CAD text with a background frame plots."""
    w = _len(s, size, font)
    page.draw_rect(pymupdf.Rect(x - pad, y - size * 0.8 - pad, x + w + pad, y + size * 0.25 + pad),
                   color=None, fill=WHITE, width=0)
    _t(page, x, y, s, size, font)


def _line(page, a, b, w=0.5, dashes=None, color=BLACK) -> None:
    page.draw_line(a, b, width=w, dashes=dashes, color=color)


def _wrap(text, width, size, font="helv") -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and _len(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


def _arrowhead(page, tip, frm, size=5.0, fill=True) -> None:
    dx, dy = tip[0] - frm[0], tip[1] - frm[1]
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    p1 = (tip[0] - size * ux + size * 0.4 * uy, tip[1] - size * uy - size * 0.4 * ux)
    p2 = (tip[0] - size * ux - size * 0.4 * uy, tip[1] - size * uy + size * 0.4 * ux)
    page.draw_polyline([tip, p1, p2, tip], color=BLACK, fill=BLACK if fill else None, width=0.4)


def _hexagon(page, cx, cy, tag, r=11.0, size=6.5) -> None:
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * 0.72 * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, color=BLACK, fill=WHITE, width=0.7)
    _tc(page, cx, cy + size * 0.35, tag, size, "hebo")


def _delta(page, cx, cy, n, s=9.0) -> None:
    page.draw_polyline([(cx, cy - s), (cx + s, cy + s * 0.75), (cx - s, cy + s * 0.75), (cx, cy - s)],
                       color=BLACK, fill=WHITE, width=0.8)
    _tc(page, cx, cy + s * 0.55, n, 7, "hebo")


def _cloud(page, rect, r=7.0) -> None:
    """A revision cloud: scallops bulging out along the rectangle's edges."""
    x0, y0, x1, y1 = rect
    pts = []
    for a, b in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))):
        n = max(2, int(math.hypot(b[0] - a[0], b[1] - a[1]) / (2 * r)))
        for k in range(n):
            pts.append((a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n))
    pts.append(pts[0])
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for p, q in zip(pts, pts[1:]):
        mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        ox, oy = mx - cx, my - cy
        n = math.hypot(ox, oy) or 1
        ctrl = (mx + ox / n * r * 1.1, my + oy / n * r * 1.1)
        page.draw_curve(p, ctrl, q, width=0.8, color=BLACK)


def _detail_bubble(page, cx, cy, num, sheet, r=10.0) -> None:
    page.draw_circle((cx, cy), r, width=0.7)
    _line(page, (cx - r, cy), (cx + r, cy), 0.5)
    _tc(page, cx, cy - 2.5, num, 6.5, "hebo")
    _tc(page, cx, cy + 7, sheet, 5)


def _column(page, x, y) -> None:
    page.draw_rect(pymupdf.Rect(x - 2.6, y - 2.6, x + 2.6, y + 2.6), color=BLACK, fill=BLACK, width=0.3)


def _moment(page, x, y, toward) -> None:
    """A moment connection: a filled triangle at the beam end, pointing at the column."""
    dx, dy = toward
    tip = (x + dx * 4, y + dy * 4)
    base = (x + dx * 11, y + dy * 11)
    px, py = -dy * 4, dx * 4
    page.draw_polyline([tip, (base[0] + px, base[1] + py), (base[0] - px, base[1] - py), tip],
                       color=BLACK, fill=BLACK, width=0.3)


def _hdim(page, xs, y, labels, size=6.5, ext_to=None) -> None:
    _line(page, (xs[0] - 8, y), (xs[-1] + 8, y), 0.4)
    for x in xs:
        _line(page, (x - 3, y + 3), (x + 3, y - 3), 1.0)
        if ext_to is not None:
            _line(page, (x, y - 6), (x, ext_to), 0.3)
    for a, b, s in zip(xs, xs[1:], labels):
        _tc(page, (a + b) / 2, y - 2.5, s, size)


def _vdim(page, ys, x, labels, size=6.5, ext_to=None) -> None:
    _line(page, (x, ys[0] - 8), (x, ys[-1] + 8), 0.4)
    for y in ys:
        _line(page, (x - 3, y + 3), (x + 3, y - 3), 1.0)
        if ext_to is not None:
            _line(page, (x - 6, y), (ext_to, y), 0.3)
    for a, b, s in zip(ys, ys[1:], labels):
        _tv(page, x - 2.5, (a + b) / 2, s, size)


def _bubble(page, cx, cy, s) -> None:
    page.draw_circle((cx, cy), 11, width=0.9, color=BLACK, fill=WHITE)
    _tc(page, cx, cy + 3.6, s, 10, "hebo")


def _cell_rows(page, x0, y0, widths, heights) -> tuple[list[float], list[float]]:
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    ys = [y0]
    for h in heights:
        ys.append(ys[-1] + h)
    return xs, ys


# ---------------------------------------------------------------- plans

def _gx(o, i) -> float:
    return o[0] + i * BAY_X * FT


def _gy(o, j) -> float:
    return o[1] + j * BAY_Y * FT


def _diag_x(o, y) -> float:
    """x of the diagonal (E-6 to F-5) at height y."""
    x6, y_e = _gx(o, 5), _gy(o, 4)
    x5, y_f = _gx(o, 4), _gy(o, 5)
    return x6 + (x5 - x6) * (y - y_e) / (y_f - y_e)


def _diag_y(o, x) -> float:
    x6, y_e = _gx(o, 5), _gy(o, 4)
    x5, y_f = _gx(o, 4), _gy(o, 5)
    return y_e + (y_f - y_e) * (x - x6) / (x5 - x6)


def _grid(page, o, bottom_extra=0.0) -> None:
    dash = "[22 3 3 3] 0"
    top, left = o[1] - 84, o[0] - 84
    bottom = _gy(o, 5) + 30 + bottom_extra
    right = _gx(o, 5) + 30
    for i, n in enumerate(NUMS):
        x = _gx(o, i)
        _line(page, (x, top), (x, bottom), 0.35, dash, GREY)
        _bubble(page, x, top - 11, n)
    for j, L in enumerate(LETTERS):
        y = _gy(o, j)
        _line(page, (left, y), (right, y), 0.35, dash, GREY)
        _bubble(page, left - 11, y, L)
    xs = [_gx(o, i) for i in range(6)]
    ys = [_gy(o, j) for j in range(6)]
    _hdim(page, xs, o[1] - 30, ["30'-0\""] * 5, ext_to=o[1] - 12)
    _hdim(page, [xs[0], xs[-1]], o[1] - 52, ["150'-0\""])
    _vdim(page, ys, o[0] - 30, ["25'-0\""] * 5, ext_to=o[0] - 12)
    _vdim(page, [ys[0], ys[-1]], o[0] - 52, ["125'-0\""])


def _hlabel(page, x0, x1, y, s, size=5.6, font="helv", frac=0.5) -> None:
    """A beam size set along a horizontal beam, its baseline just under the line (the line runs
    through the lower part of the letters, as the office's text style plots)."""
    w = _len(s, size, font)
    _t(page, x0 + (x1 - x0) * frac - w / 2, y + 1.6, s, size, font)


def _vlabel(page, x, y0, y1, s, size=5.6, font="helv", frac=0.5) -> None:
    """A beam size along a vertical beam: turned with the beam, straddling its line."""
    _tv(page, x + size * 0.3, y0 + (y1 - y0) * frac, s, size, font)


def _slant_label(page, a, b, s, size=5.8, offset=2.0) -> None:
    """A beam size set along an inclined beam from a to b."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    w = _len(s, size)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    ux, uy = math.cos(ang), math.sin(ang)
    nx, ny = uy, -ux                        # the side above the line
    p = pymupdf.Point(mx - ux * w / 2 + nx * offset, my - uy * w / 2 + ny * offset)
    page.insert_text(p, s, fontsize=size, fontname="helv",
                     morph=(p, pymupdf.Matrix(-math.degrees(ang))))


def _beam(page, a, b, w=1.3) -> None:
    _line(page, a, b, w)


def _deck_tag(page, cx, cy, tag, vertical) -> None:
    page.draw_rect(pymupdf.Rect(cx - 9, cy - 6, cx + 9, cy + 6), width=0.6, color=BLACK, fill=WHITE)
    _tc(page, cx, cy + 2.6, tag, 7, "hebo")
    if vertical:
        for s in (-1, 1):
            _line(page, (cx, cy + s * 6), (cx, cy + s * 24), 0.5)
            _arrowhead(page, (cx, cy + s * 26), (cx, cy), 5)
    else:
        for s in (-1, 1):
            _line(page, (cx + s * 9, cy), (cx + s * 28, cy), 0.5)
            _arrowhead(page, (cx + s * 30, cy), (cx, cy), 5)


def _braced_frames(page, o) -> None:
    for mark, (kind, line, a, b) in BRACED.items():
        if kind == "row":
            y = _gy(o, line)
            x0, x1 = _gx(o, a), _gx(o, b)
            _line(page, (x0 + 6, y + 4), (x1 - 6, y + 4), 2.2, "[6 3] 0")
            _line(page, (x0 + 6, y - 4), (x1 - 6, y - 4), 2.2, "[6 3] 0")
            cy = y - 22 if line == 0 else y + 22
            hx = x0 + (x1 - x0) * (0.72 if line == 0 else 0.3)
            _hexagon(page, hx, cy, mark)
            _line(page, (hx, cy + (7.9 if line == 0 else -7.9)), (hx, y + (-4 if line == 0 else 4)), 0.4)
        else:
            x = _gx(o, line)
            y0, y1 = _gy(o, a), _gy(o, b)
            _line(page, (x + 4, y0 + 6), (x + 4, y1 - 6), 2.2, "[6 3] 0")
            _line(page, (x - 4, y0 + 6), (x - 4, y1 - 6), 2.2, "[6 3] 0")
            cx = x - 30 if line == 0 else x + 30
            _hexagon(page, cx, y0 + (y1 - y0) * 0.3, mark)
            _line(page, (cx + (11 if line == 0 else -11), y0 + (y1 - y0) * 0.3), (x + (-4 if line == 0 else 4), y0 + (y1 - y0) * 0.3), 0.4)


def _columns(page, o) -> None:
    for i in range(6):
        for j in range(6):
            if (i, j) != (5, 5):
                _column(page, _gx(o, i), _gy(o, j))


def _north(page, x, y) -> None:
    page.draw_circle((x, y), 16, width=0.8)
    page.draw_polyline([(x, y - 22), (x + 6, y + 8), (x, y + 3), (x, y - 22)], color=BLACK, fill=BLACK, width=0.4)
    page.draw_polyline([(x, y - 22), (x - 6, y + 8), (x, y + 3)], color=BLACK, width=0.6)
    _tc(page, x, y - 26, "N", 9, "hebo")
    _tc(page, x, y + 28, "PLAN NORTH", 5)


def _view_title(page, x, y, num, name, scale) -> None:
    page.draw_circle((x + 14, y - 4), 14, width=1.0)
    _tc(page, x + 14, y + 0.5, num, 12, "hebo")
    _t(page, x + 36, y - 4, name, 12, "hebo")
    _line(page, (x + 28, y + 2), (x + 440, y + 2), 1.4)
    _t(page, x + 36, y + 13, f"SCALE: {scale}", 7.5)


def _floor_plan(page) -> None:
    o = FLOOR_O
    _grid(page, o, bottom_extra=22)
    x = [_gx(o, i) for i in range(6)]
    y = [_gy(o, j) for j in range(6)]
    third = BAY_Y * FT / 3
    # slab edge, 1'-0" outside the perimeter steel
    e = FT
    slab = [(x[0] - e, y[0] - e), (x[5] + e, y[0] - e), (x[5] + e, y[4] - e * 0.4),
            (x[4] + e * 0.4, y[5] + e), (x[0] - e, y[5] + e), (x[0] - e, y[0] - e)]
    page.draw_polyline(slab, color=BLACK, width=0.4, dashes="[8 3] 0")
    _t(page, x[0] + 10, y[0] - e - 3, "EDGE OF SLAB, SEE ARCH.", 5.2, "tiro")
    # stair opening B-C / 2-3 and elevator opening C-D / 4-5
    st = pymupdf.Rect(x[1] + 8 * FT, y[1] + third, x[1] + 28 * FT, y[2])
    el = pymupdf.Rect(x[3] + 1 * FT, y[2] + third, x[3] + 9 * FT, y[2] + 2 * third)
    for r in (st, el):
        _line(page, r.tl, r.br, 0.35)
        _line(page, r.tr, r.bl, 0.35)
    # fillers at third points
    for i in range(5):
        for j in range(5):
            for k in (1, 2):
                fy = y[j] + k * third
                x_end = x[i + 1]
                if (i, j) == (4, 4):
                    x_end = _diag_x(o, fy)
                x_start = x[i]
                if (i, j) == (1, 1) and k == 2:
                    _beam(page, (x_start, fy), (st.x0, fy), 0.9)
                    _beam(page, (st.x1, fy), (x_end, fy), 0.9)
                    continue
                _beam(page, (x_start, fy), (x_end, fy), 0.9)
                if (i, j) == (4, 4):
                    _hlabel(page, x_start, x_end, fy, "W12x19 (10)", 5.2)
                elif (i, j) == (3, 2):
                    _hlabel(page, x_start, x_end, fy, "W16x26 (24) c=3/4\"", 5.2, frac=0.62)
                else:
                    _hlabel(page, x_start, x_end, fy, "W16x26 (24) c=3/4\"", 5.2)
    # trimmers at the openings
    for xx in (st.x0, st.x1):
        _beam(page, (xx, st.y0), (xx, st.y1), 0.9)
    _vlabel(page, st.x0, st.y0, st.y1, "W12x19", 5)
    _vlabel(page, st.x1, st.y0, st.y1, "W12x19", 5)
    _beam(page, (el.x1, el.y0), (el.x1, el.y1), 0.9)
    _vlabel(page, el.x1, el.y0, el.y1, "W12x19", 4.6)
    _tc(page, st.x0 + st.width / 2, st.y0 + 30, "STAIR 2", 6, "hebo")
    _tc(page, st.x0 + st.width / 2, st.y0 + 38, "OPNG., SEE ARCH.", 5)
    _tc(page, el.x0 + el.width / 2, el.y1 + 16, "ELEV. OPNG.", 5)
    _line(page, (el.x0 + el.width / 2, el.y1 + 10), (el.x0 + el.width / 2, el.y1 - 8), 0.35)
    # beams on the lettered lines
    for j in range(6):
        for i in range(5):
            if (i, j) == (4, 5):
                continue
            _beam(page, (x[i], y[j]), (x[i + 1], y[j]))
            if j in (0, 5):
                _hlabel(page, x[i], x[i + 1], y[j], "W21x44 (16)", 5.6, frac=0.35)
            else:
                _hlabel(page, x[i], x[i + 1], y[j], "W16x26 (24) c=3/4\"", 5.2, frac=0.5)
    # girders on the numbered lines, set turned with the beam
    for i in range(6):
        for j in range(5):
            if (i, j) == (5, 4):
                continue
            _beam(page, (x[i], y[j]), (x[i], y[j + 1]), 1.5)
            edge = i in (0, 5)
            _vlabel(page, x[i], y[j], y[j + 1], "W21x44 (16)" if edge else "W24x55 (20)", 5.8, frac=0.5)
            r = "R=17K" if edge else "R=32K"
            side = 3 if i < 5 else -3 - _len(r, 4.8)
            _t(page, x[i] + side, y[j] + 11, r, 4.8, "cour")
            _t(page, x[i] + side, y[j + 1] - 6, r, 4.8, "cour")
    # the diagonal at the cut-off corner
    _beam(page, (x[4], y[5]), (x[5], y[4]), 1.5)
    _slant_label(page, (x[4], y[5]), (x[5], y[4]), "W21x44 (18)", 5.8)
    _moment(page, x[5], y[4], (-0.77, 0.64))
    _moment(page, x[4], y[5], (0.77, -0.64))
    # entry canopy south of F between 3 and 4
    cy = y[5] + 8 * FT
    for i in (2, 3):
        _beam(page, (x[i], y[5]), (x[i], cy), 1.3)
        _moment(page, x[i], y[5], (0, 1))
        _vlabel(page, x[i] - 7, y[5] + 6, cy, "W12x26", 4.8)
    _beam(page, (x[2], cy), (x[3], cy), 1.1)
    _t(page, x[2] + 42, cy + 8, "HSS8x4x1/4 EDGE", 5.2)
    _t(page, x[2] + 38, y[5] + 18, "ENTRY CANOPY", 5.6, "hebo")
    _t(page, x[2] + 38, y[5] + 26, "T.O.S. EL. 112'-0\"", 5.2)
    _cloud(page, (x[2] - 22, y[5] + 3, x[3] + 24, cy + 13))
    _delta(page, x[3] + 36, cy + 4, "3")
    # deck callouts (deck spans between the fillers: north-south)
    for i, j in ((0, 0), (2, 1), (4, 2), (1, 3), (3, 4), (2, 3)):
        _deck_tag(page, x[i] + 22 * FT, y[j] + 1.5 * third, "D1", True)
    # detail callouts
    _detail_bubble(page, x[1] + 22, y[3] - 20, "3", "S-501")
    _line(page, (x[1] + 14, y[3] - 13), (x[1] + 3, y[3] - 3), 0.4)
    _detail_bubble(page, x[5] + 24, y[4] + 40, "2", "S-501")
    _line(page, (x[5] + 16, y[4] + 33), (x[5] - 8, y[4] + 8), 0.4)
    _braced_frames(page, o)
    _columns(page, o)
    _north(page, x[5] + 60, y[5] + 60)
    _view_title(page, o[0] - 60, y[5] + 92, "1", "SECOND FLOOR FRAMING PLAN", "1/16\" = 1'-0\"")
    notes = [
        "1. TOP OF STEEL EL. 114'-6 3/4\" U.N.O. (FIN. FLR. EL. 115'-0\").",
        "2. FLOOR DECK D1 U.N.O., SEE DECK LEGEND. DECK SPAN DIRECTION SHOWN BY ARROWS.",
        "3. SEE ARCHITECTURAL DRAWINGS FOR SLAB EDGE, STAIR AND ELEVATOR OPENING DIMENSIONS.",
        "4. MOMENT CONNECTIONS AT CANOPY CANTILEVERS AND DIAGONAL, SEE 4/S-501.",
    ]
    for k, n in enumerate(notes):
        _t(page, o[0] - 24, y[5] + 128 + 9 * k, n, 6)


def _roof_plan(page) -> None:
    o = ROOF_O
    _grid(page, o)
    x = [_gx(o, i) for i in range(6)]
    y = [_gy(o, j) for j in range(6)]
    # joists at 5'-0" in every bay, spanning north-south
    rtu = {(1, 2): ("RTU-1", "(2,850 LBS)"), (3, 2): ("RTU-2", "(3,400 LBS)")}
    for i in range(5):
        for j in range(5):
            for k in range(1, 6):
                jx = x[i] + k * 5 * FT
                j_end = y[j + 1] if (i, j) != (4, 4) else _diag_y(o, jx)
                _line(page, (jx, y[j] + 2), (jx, j_end - 2), 0.45)
            if (i, j) in rtu:
                continue
            jx = x[i] + 3 * 5 * FT
            j_end = y[j + 1] if (i, j) != (4, 4) else _diag_y(o, jx)
            _tv(page, jx - 1.2, y[j] + (j_end - y[j]) * 0.5, "18K5 @ 5'-0\" O.C.", 5.2)
    # RTU frames and the roof hatch
    for (i, j), (tag, wt) in rtu.items():
        r = pymupdf.Rect(x[i] + 9 * FT, y[j] + 6 * FT, x[i] + 21 * FT, y[j] + 17 * FT)
        page.draw_rect(r, color=BLACK, fill=WHITE, width=0.9)
        page.draw_rect(r + (3, 3, -3, -3), color=BLACK, width=0.3, dashes="[3 2] 0")
        _tc(page, r.x0 + r.width / 2, r.y0 + 14, tag, 6.5, "hebo")
        _tc(page, r.x0 + r.width / 2, r.y0 + 22, wt, 5.2)
        _tc(page, r.x0 + r.width / 2, r.y0 + 31, "L4x4x1/4 FRAME", 4.8)
        _tc(page, r.x0 + r.width / 2, r.y0 + 38, "SEE 6/S-501", 4.8)
        _tv(page, x[i] + 3 * 5 * FT - 1.2, y[j] + 3 * FT, "18K5", 4.6)
    h = pymupdf.Rect(x[0] + 6 * FT, y[1] + 5 * FT, x[0] + 8.5 * FT, y[1] + 8 * FT)
    page.draw_rect(h, color=BLACK, fill=WHITE, width=0.9)
    _line(page, h.tl, h.br, 0.3)
    _line(page, h.tr, h.bl, 0.3)
    _t(page, x[0] + 3, h.y1 + 9, "ROOF HATCH OPNG.", 5.2)
    _t(page, x[0] + 3, h.y1 + 16, "FRAME w/ L3x3x1/4", 5.2)
    # girders on the lettered lines
    for j in range(6):
        for i in range(5):
            if (i, j) == (4, 5):
                continue
            _beam(page, (x[i], y[j]), (x[i + 1], y[j]), 1.4)
            if j in (0, 5):
                _hlabel(page, x[i], x[i + 1], y[j], "W16x26", 5.8)
                rr = "R=9K"
            else:
                _hlabel(page, x[i], x[i + 1], y[j], "W21x44 c=1/2\"", 5.8)
                rr = "R=18K"
            _t(page, x[i] + 5, y[j] + (-3 if j < 5 else 8), rr, 4.8, "cour")
            _t(page, x[i + 1] - 5 - _len(rr, 4.8, "cour"), y[j] + (-3 if j < 5 else 8), rr, 4.8, "cour")
    # beams on the numbered lines, turned with the beam
    for i in range(6):
        for j in range(5):
            if (i, j) == (5, 4):
                continue
            _beam(page, (x[i], y[j]), (x[i], y[j + 1]), 1.1)
            _vlabel(page, x[i], y[j], y[j + 1], "W16x26" if i in (0, 5) else "W12x19", 5.8, frac=0.42)
    _beam(page, (x[4], y[5]), (x[5], y[4]), 1.4)
    _slant_label(page, (x[4], y[5]), (x[5], y[4]), "W18x35", 6)
    # deck callouts (roof deck spans across the joists: east-west)
    for i, j in ((0, 0), (2, 0), (4, 1), (0, 3), (2, 4), (4, 3)):
        _deck_tag(page, x[i] + 8 * FT, y[j] + 19 * FT, "D2", False)
    _detail_bubble(page, x[3] + 30, y[1] - 20, "1", "S-502")
    _line(page, (x[3] + 22, y[1] - 13), (x[3] + 3, y[1] - 3), 0.4)
    _braced_frames(page, o)
    _columns(page, o)
    _north(page, x[5] + 30, y[5] + 60)
    _view_title(page, o[0] - 60, y[5] + 92, "2", "ROOF FRAMING PLAN", "1/16\" = 1'-0\"")
    notes = [
        "1. TOP OF STEEL EL. 130'-0\" U.N.O. ROOF SLOPE BY TAPERED INSULATION, SEE ARCH.",
        "2. ROOF DECK D2 U.N.O., SEE DECK LEGEND.",
        "3. STEEL JOISTS PER SJI 100-2020. JOIST SUPPLIER TO DESIGN FOR RTU WEIGHTS SHOWN",
        "    PLUS 20 PSF ROOF LIVE LOAD AND SNOW DRIFT AT RTU SCREENS PER ARCH.",
    ]
    for k, n in enumerate(notes):
        _t(page, o[0] - 24, y[5] + 128 + 9 * k, n, 6)


# ---------------------------------------------------------------- schedules and notes

def _column_schedule(page, x0, y0) -> None:
    _t(page, x0, y0, "COLUMN SCHEDULE", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 118, y0 + 3), 0.8)
    top = y0 + 12
    widths = [178] + [86] * 5
    xs, _ = _cell_rows(page, x0, top, widths, [])
    right = xs[-1]
    # header rows
    rows = [("COLUMN MARK", 18), ("GRID LOCATIONS", 42), ("QUANTITY", 15)]
    y = top
    page.draw_rect(pymupdf.Rect(x0, top, right, top), width=0)
    _line(page, (x0, y), (right, y), 1.0)
    for (label, h), k in zip(rows, range(3)):
        _t(page, x0 + 5, y + 11, label, 6.5, "hebo")
        for c in range(5):
            cx = (xs[c + 1] + xs[c + 2]) / 2
            if k == 0:
                _tc(page, cx, y + 12.5, COLUMN_MARKS[c], 8.5, "hebo")
            elif k == 1:
                for m, line in enumerate(COLUMN_GRIDS[c]):
                    _tc(page, cx, y + 9 + 8.5 * m, line, 5.8)
            else:
                _tc(page, cx, y + 11, COLUMN_QTY[c], 7)
        y += h
        _line(page, (x0, y), (right, y), 0.5 if k < 2 else 1.0)
    # elevation region: levels down the side, the columns drawn as heavy lines
    lv_roof = y + 24
    lv_2 = lv_roof + 120
    lv_splice = lv_2 - 32
    lv_1 = lv_2 + 112
    lv_bp = lv_1 + 12
    region_bottom = lv_bp + 18
    for yy, w in ((lv_roof, 0.6), (lv_2, 0.6), (lv_1, 0.6)):
        _line(page, (x0, yy), (right, yy), w, "[10 3] 0")
    _line(page, (xs[1], lv_bp), (right, lv_bp), 0.3, "[3 2] 0")
    labels = [
        (lv_roof, "ROOF", "T.O.S. EL. 130'-0\""),
        (lv_2, "SECOND FLOOR", "T.O.S. EL. 114'-6 3/4\""),
        (lv_1, "FIRST FLOOR", "FIN. FLR. EL. 100'-0\""),
    ]
    for yy, a, b in labels:
        _t(page, x0 + 5, yy - 12, a, 6.5, "hebo")
        _t(page, x0 + 5, yy - 4, b, 6)
    _t(page, x0 + 5, lv_splice + 2, "COLUMN SPLICE (SEE 7/S-501)", 5.6)
    _t(page, x0 + 5, lv_bp + 3, "T.O. BASE PLATE EL. 99'-4\"", 5.6)
    for c in range(5):
        cx = (xs[c + 1] + xs[c + 2]) / 2
        _line(page, (cx, lv_roof - 4), (cx, lv_bp), 2.6)
        page.draw_rect(pymupdf.Rect(cx - 8, lv_roof - 6, cx + 8, lv_roof - 4), color=BLACK, fill=BLACK, width=0)
        page.draw_rect(pymupdf.Rect(cx - 11, lv_bp, cx + 11, lv_bp + 3), color=BLACK, fill=BLACK, width=0)
        for d in (-1.5, 1.5):
            _line(page, (cx - 8, lv_splice + d), (cx + 8, lv_splice + d), 0.8)
        up, lo = COLUMN_UPPER[c], COLUMN_LOWER[c]
        _mask(page, cx - _len(up, 7, "hebo") / 2, (lv_roof + lv_splice) / 2 + 2.5, up, 7, "hebo")
        _mask(page, cx - _len(lo, 7, "hebo") / 2, (lv_splice + lv_1) / 2 + 2.5, lo, 7, "hebo")
    y = region_bottom
    _line(page, (x0, y), (right, y), 1.0)
    tail = [("BASE PLATE", COLUMN_BP, 15), ("ANCHOR RODS (DIA.)", COLUMN_RODS, 15), ("REMARKS", None, 22)]
    for label, vals, h in tail:
        _t(page, x0 + 5, y + 10.5, label, 6.5, "hebo")
        for c in range(5):
            cx = (xs[c + 1] + xs[c + 2]) / 2
            if vals is not None:
                _tc(page, cx, y + 10.5, vals[c], 6.5)
            else:
                for m, line in enumerate(COLUMN_REMARKS[c]):
                    if line:
                        _tc(page, cx, y + 9 + 7.5 * m, line, 5.6)
        y += h
        _line(page, (x0, y), (right, y), 0.5)
    _line(page, (x0, y), (right, y), 1.0)
    for k, xx in enumerate(xs):
        _line(page, (xx, top), (xx, y), 1.0 if k in (0, len(xs) - 1) else 0.5)
    notes = [
        "NOTES:",
        "1. ALL COLUMNS ASTM A992 U.N.O. COLUMN SPLICES 4'-0\" ABOVE SECOND FLOOR T.O.S.",
        "2. ROOF CAP PLATES: 3/4\" PL w/ (4) 3/4\" DIA. BOLTS TO BEAM FLANGES, SEE 8/S-501.",
        "3. NON-SHRINK GROUT UNDER ALL BASE PLATES, SEE BASE PLATE SCHEDULE.",
    ]
    for k, n in enumerate(notes):
        _t(page, x0, y + 14 + 8.5 * k, n, 6, "hebo" if k == 0 else "helv")


def _base_plate_schedule(page, x0, y0) -> float:
    _t(page, x0, y0, "BASE PLATE SCHEDULE", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 142, y0 + 3), 0.8)
    widths = [42, 66, 40, 34, 38, 46, 42, 192]
    xs, _ = _cell_rows(page, x0, 0, widths, [])
    top = y0 + 12
    h1, h2, rh = 11, 11, 15
    right = xs[-1]
    _line(page, (x0, top), (right, top), 1.0)
    _line(page, (xs[3], top + h1), (xs[6], top + h1), 0.5)
    hy = top + h1 + h2
    _line(page, (x0, hy), (right, hy), 1.0)
    single = {0: "MARK", 1: "PLATE SIZE", 2: "THICK.", 6: "GROUT", 7: "REMARKS"}
    for c, s in single.items():
        _tc(page, (xs[c] + xs[c + 1]) / 2, top + 14, s, 6, "hebo")
    _tc(page, (xs[3] + xs[6]) / 2, top + 8.5, "ANCHOR RODS", 6, "hebo")
    for c, s in ((3, "QTY"), (4, "DIA."), (5, "EMBED.")):
        _tc(page, (xs[c] + xs[c + 1]) / 2, top + h1 + 8.5, s, 5.6, "hebo")
    for r, row in enumerate(BASE_PLATES):
        y = hy + rh * r
        for c, s in enumerate(row):
            if c == 7:
                _t(page, xs[c] + 4, y + 10.5, s, 6)
            else:
                _tc(page, (xs[c] + xs[c + 1]) / 2, y + 10.5, s, 6.5)
        _line(page, (x0, y + rh), (right, y + rh), 0.5)
    bottom = hy + rh * len(BASE_PLATES)
    _line(page, (x0, bottom), (right, bottom), 1.0)
    for k, xx in enumerate(xs):
        if k in (4, 5):
            _line(page, (xx, top + h1), (xx, bottom), 0.5)
        else:
            _line(page, (xx, top), (xx, bottom), 1.0 if k in (0, len(xs) - 1) else 0.5)
    _t(page, x0, bottom + 10, "PLATE SIZE IS B x N. PLATES ASTM A36. EMBEDMENT TO TOP OF HEAVY HEX NUT.", 5.6)
    return bottom + 10


def _brace_schedule(page, x0, y0) -> float:
    _t(page, x0, y0, "BRACED FRAME SCHEDULE", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 160, y0 + 3), 0.8)
    widths = [40, 56, 62, 100, 100, 62]
    xs, _ = _cell_rows(page, x0, 0, widths, [])
    top = y0 + 12
    heads = [["MARK"], ["GRID"], ["CONFIG."], ["BRACE", "2ND FLR. TO ROOF"], ["BRACE", "1ST TO 2ND FLR."], ["ELEVATION"]]
    hh, rh = 20, 14
    right = xs[-1]
    _line(page, (x0, top), (right, top), 1.0)
    for c, lines in enumerate(heads):
        for m, s in enumerate(lines):
            _tc(page, (xs[c] + xs[c + 1]) / 2, top + (12 if len(lines) == 1 else 8 + 7.5 * m), s, 5.8, "hebo")
    _line(page, (x0, top + hh), (right, top + hh), 1.0)
    for r, row in enumerate(BRACE_ROWS):
        y = top + hh + rh * r
        for c, s in enumerate(row):
            _tc(page, (xs[c] + xs[c + 1]) / 2, y + 10, s, 6.3)
        _line(page, (x0, y + rh), (right, y + rh), 0.5)
    bottom = top + hh + rh * len(BRACE_ROWS)
    _line(page, (x0, bottom), (right, bottom), 1.0)
    for k, xx in enumerate(xs):
        _line(page, (xx, top), (xx, bottom), 1.0 if k in (0, len(xs) - 1) else 0.5)
    _t(page, x0, bottom + 10, "BRACE-TO-GUSSET CONNECTIONS BY FABRICATOR'S ENGINEER, SEE S-301 FOR DESIGN FORCES.", 5.6)
    return bottom + 10


def _lintel_schedule(page, x0, y0) -> float:
    _t(page, x0, y0, "LINTEL SCHEDULE", 11, "tibo")
    _line(page, (x0, y0 + 3), (x0 + 110, y0 + 3), 0.8)
    _t(page, x0 + 122, y0, "(LOOSE STEEL LINTELS AT MASONRY OPENINGS)", 6, "tiro")
    widths = [36, 96, 110, 62, 196]
    xs, _ = _cell_rows(page, x0, 0, widths, [])
    top = y0 + 12
    heads = [["MARK"], ["CLEAR OPENING", "WIDTH"], ["ANGLE SIZE"], ["MIN. BRG.", "EACH END"], ["REMARKS"]]
    hh, rh = 20, 14
    right = xs[-1]
    _line(page, (x0, top), (right, top), 1.0)
    for c, lines in enumerate(heads):
        for m, s in enumerate(lines):
            _tc(page, (xs[c] + xs[c + 1]) / 2, top + (12 if len(lines) == 1 else 8 + 7.5 * m), s, 5.8, "hebo")
    _line(page, (x0, top + hh), (right, top + hh), 1.0)
    for r, row in enumerate(LINTELS):
        y = top + hh + rh * r
        for c, s in enumerate(row):
            if c == 4:
                _t(page, xs[c] + 4, y + 10, s, 6.2)
            else:
                _tc(page, (xs[c] + xs[c + 1]) / 2, y + 10, s, 6.3)
        _line(page, (x0, y + rh), (right, y + rh), 0.5)
    bottom = top + hh + rh * len(LINTELS)
    _line(page, (x0, bottom), (right, bottom), 1.0)
    for k, xx in enumerate(xs):
        _line(page, (xx, top), (xx, bottom), 1.0 if k in (0, len(xs) - 1) else 0.5)
    last = top + hh + rh * 4
    _cloud(page, (xs[2] + 4, last - 1, xs[5] - 34, last + rh + 1), r=5)
    _delta(page, xs[5] - 18, last + 7, "2", 7)
    notes = [
        "1. PROVIDE ONE ANGLE FOR EACH 4\" OF WALL THICKNESS. LLV = LONG LEG VERTICAL.",
        "2. LINTELS IN EXTERIOR WALLS SHALL BE HOT-DIP GALVANIZED AFTER FABRICATION.",
    ]
    for k, n in enumerate(notes):
        _t(page, x0, bottom + 10 + 8.5 * k, n, 5.8)
    return bottom + 10 + 8.5 * len(notes)


def _connection_note(page, x0, y0, w=500) -> None:
    r = pymupdf.Rect(x0, y0, x0 + w, y0 + 150)
    page.draw_rect(r, width=1.0)
    _t(page, x0 + 8, y0 + 15, "TYPICAL BEAM-TO-COLUMN CONNECTION (U.N.O.)", 8.5, "hebo")
    text = ("BEAM-TO-COLUMN AND BEAM-TO-GIRDER CONNECTIONS SHALL BE SINGLE PLATE SHEAR CONNECTIONS (SHEAR "
            "TABS), 3/8\" PL MIN., WITH 3/4\" DIA. A325-N BOLTS: (3) BOLTS MIN. AT W12 AND W16, (4) AT W18 "
            "AND W21, (5) AT W24. DESIGN EACH CONNECTION FOR THE END REACTION SHOWN ON PLAN THUS R=32K "
            "(KIPS, FACTORED). WHERE NO REACTION IS SHOWN, DESIGN FOR 50% OF THE FACTORED UNIFORM LOAD "
            "CAPACITY OF THE BEAM. CONNECTIONS DESIGNED BY FABRICATOR'S OHIO-REGISTERED ENGINEER; SUBMIT "
            "CALCULATIONS WITH SHOP DRAWINGS. COPE BEAMS AS REQUIRED; DO NOT FLAME CUT COPES WITHOUT "
            "GRINDING SMOOTH. SEE 3/S-501.")
    for k, line in enumerate(_wrap(text, w - 150, 6.2)):
        _t(page, x0 + 8, y0 + 30 + 8.6 * k, line, 6.2)
    # a small sketch: column flange, shear tab, bolts, beam web
    sx, sy = x0 + w - 120, y0 + 30
    page.draw_rect(pymupdf.Rect(sx, sy, sx + 10, sy + 100), width=0.9, fill=(0.85, 0.85, 0.85))
    page.draw_rect(pymupdf.Rect(sx + 10, sy + 22, sx + 40, sy + 78), width=0.7)
    _line(page, (sx + 30, sy + 14), (sx + 105, sy + 14), 0.9)
    _line(page, (sx + 30, sy + 86), (sx + 105, sy + 86), 0.9)
    _line(page, (sx + 30, sy + 14), (sx + 30, sy + 86), 0.5, "[3 2] 0")
    for k in range(3):
        page.draw_circle((sx + 25, sy + 32 + 18 * k), 3, width=0.6)
    _t(page, sx + 46, sy + 40, "SHEAR TAB", 5.2)
    _t(page, sx + 46, sy + 47, "3/8\" PL MIN.", 5.2)
    _t(page, sx + 46, sy + 60, "3/4\" DIA.", 5.2)
    _t(page, sx + 46, sy + 67, "A325-N BOLTS", 5.2)
    _tc(page, sx + 55, sy + 110, "SHEAR TAB (N.T.S.)", 5.6, "hebo")


def _deck_legend(page, x0, y0) -> float:
    _t(page, x0, y0, "DECK LEGEND", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 80, y0 + 3), 0.8)
    rows = [
        ("D1", ["2\" 20 GA GALV. COMPOSITE FLOOR DECK WITH 3-1/4\" LT. WT. CONCRETE",
                "(5-1/4\" TOTAL SLAB), 6x6-W2.1xW2.1 WWF AT 1\" BELOW TOP OF SLAB.",
                "ATTACH w/ 5/8\" PUDDLE WELDS, 36/4 PATTERN; (2) #10 SIDELAP SCREWS PER SPAN."]),
        ("D2", ["1-1/2\" 20 GA TYPE B GALV. ROOF DECK (WIDE RIB), G60 COATING.",
                "ATTACH w/ 5/8\" PUDDLE WELDS, 36/4 PATTERN AT SUPPORTS;",
                "#10 TEK SIDELAP SCREWS AT 12\" O.C."]),
    ]
    y = y0 + 22
    for tag, lines in rows:
        _deck_tag(page, x0 + 34, y + 6, tag, False)
        for k, line in enumerate(lines):
            _t(page, x0 + 80, y + 3 + 8.5 * k, line, 6.2)
        y += 36
    _t(page, x0 + 80, y + 2, "ARROWS INDICATE DECK SPAN DIRECTION.", 6.2, "tiro")
    return y + 10


def _symbols(page, x0, y0) -> float:
    _t(page, x0, y0, "SYMBOLS", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 56, y0 + 3), 0.8)
    y = y0 + 22
    step = 17
    tx = x0 + 80
    # column
    _column(page, x0 + 34, y - 2)
    _t(page, tx, y, "STEEL COLUMN, SEE COLUMN SCHEDULE", 6.2)
    y += step
    _line(page, (x0 + 10, y - 2), (x0 + 58, y - 2), 1.3)
    _t(page, tx, y, "STEEL BEAM: SIZE (NO. OF SHEAR STUDS) CAMBER, E.G. W16x26 (24) c=3/4\"", 6.2)
    y += step
    _line(page, (x0 + 10, y - 2), (x0 + 58, y - 2), 0.45)
    _t(page, tx, y, "STEEL JOIST, SIZE AND SPACING AS NOTED", 6.2)
    y += step
    _line(page, (x0 + 12, y - 2), (x0 + 30, y - 2), 1.3)
    _moment(page, x0 + 40, y - 2, (-1, 0))
    _t(page, tx, y, "MOMENT CONNECTION, SEE 4/S-501", 6.2)
    y += step
    _line(page, (x0 + 10, y - 5), (x0 + 58, y - 5), 2.2, "[6 3] 0")
    _line(page, (x0 + 10, y + 1), (x0 + 58, y + 1), 2.2, "[6 3] 0")
    _t(page, tx, y, "BRACED FRAME, SEE BRACED FRAME SCHEDULE", 6.2)
    y += step + 3
    _hexagon(page, x0 + 34, y - 3, "BF-1")
    _t(page, tx, y, "BRACED FRAME MARK; ELEVATIONS ON SHEET S-301", 6.2)
    y += step + 3
    _detail_bubble(page, x0 + 34, y - 3, "3", "S-501")
    _t(page, tx, y, "DETAIL NUMBER / SHEET NUMBER", 6.2)
    y += step
    _t(page, x0 + 22, y, "R=32K", 5.6, "cour")
    _t(page, tx, y, "END REACTION IN KIPS (FACTORED), SEE TYP. CONNECTION NOTE", 6.2)
    y += step
    _delta(page, x0 + 34, y - 3, "#", 7)
    _t(page, tx, y, "REVISION MARK", 6.2)
    return y


def _framing_notes(page, x0, y0, w) -> float:
    _t(page, x0, y0, "FRAMING NOTES", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 96, y0 + 3), 0.8)
    y = y0 + 18
    size, lead = 6.3, 8.4
    for n, note in enumerate(FRAMING_NOTES, 1):
        _t(page, x0, y, f"{n}.", size)
        if note is None:
            _t(page, x0 + 14, y, "DESIGN LOADS (SERVICE):", size)
            y += lead
            for label, val in DESIGN_LOADS:
                _t(page, x0 + 22, y, label, size)
                _t(page, x0 + 196, y, val, size)
                y += lead
            y += 3.5
            continue
        for line in _wrap(note, w - 14, size):
            _t(page, x0 + 14, y, line, size)
            y += lead
        y += 3.5
    return y


def _abbreviations(page, x0, y0) -> float:
    _t(page, x0, y0, "ABBREVIATIONS", 9, "hebo")
    y = y0 + 14
    half = (len(ABBREVIATIONS) + 1) // 2
    for k, (a, b) in enumerate(ABBREVIATIONS):
        cx = x0 + (0 if k < half else 160)
        yy = y + 8 * (k % half)
        _t(page, cx, yy, a, 5.6, "cour")
        _t(page, cx + 40, yy, b, 5.6)
    return y + 8 * half


JOIST_NOTES = [
    "STEEL JOISTS SHALL BE DESIGNED BY THE JOIST MANUFACTURER IN ACCORDANCE WITH SJI 100-2020 FOR THE "
    "ROOF LOADS IN FRAMING NOTE 11 PLUS THE RTU WEIGHTS SHOWN ON PLAN.",
    "JOIST SEATS SHALL BEAR 2-1/2\" MIN. ON STEEL SUPPORTS; ATTACH PER SJI.",
    "PROVIDE BRIDGING PER SJI. INSTALL ERECTION BRIDGING BEFORE ANY CONSTRUCTION LOAD IS PLACED.",
    "DO NOT HANG MECHANICAL, PLUMBING OR SPRINKLER LOADS FROM JOIST BOTTOM CHORDS BETWEEN PANEL POINTS.",
    "SUBMIT JOIST LAYOUTS AND CALCULATIONS SEALED BY AN ENGINEER REGISTERED IN OHIO.",
]

INSPECTIONS = [
    "STRUCTURAL STEEL: PERIODIC INSPECTION OF HIGH-STRENGTH BOLTING, SHOP AND FIELD WELDING AND "
    "MEMBER SIZES PER IBC CHAPTER 17 AND AISC 360 CHAPTER N.",
    "PRETENSIONED BOLTS AT BRACED FRAMES: CONTINUOUS INSPECTION.",
    "STEEL DECK: PERIODIC INSPECTION OF PUDDLE WELDS AND SIDELAP FASTENERS.",
    "SHEAR STUDS: BEND TEST OF FIRST TWO STUDS EACH SHIFT PER AWS D1.1.",
]


def _numbered_block(page, x0, y0, w, title, items, size=6.2, lead=8.2) -> float:
    _t(page, x0, y0, title, 9, "hebo")
    _line(page, (x0, y0 + 2.5), (x0 + _len(title, 9, "hebo"), y0 + 2.5), 0.7)
    y = y0 + 15
    for n, item in enumerate(items, 1):
        _t(page, x0, y, f"{n}.", size)
        for line in _wrap(item, w - 14, size):
            _t(page, x0 + 14, y, line, size)
            y += lead
        y += 2.5
    return y


def _joist_notes(page, x0, y0, w) -> float:
    return _numbered_block(page, x0, y0, w, "STEEL JOIST NOTES", JOIST_NOTES)


def _inspections(page, x0, y0, w) -> float:
    return _numbered_block(page, x0, y0, w, "SPECIAL INSPECTIONS (STEEL)", INSPECTIONS)


# ---------------------------------------------------------------- title block

def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(24, 24, W - 24, H - 24), width=2.2)
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=0.5)
    x0, x1 = TB, W - 30
    _line(page, (x0, 30), (x0, H - 30), 1.6)
    x = x0 + 12
    _t(page, x, 58, "HALVERSEN DUBOIS", 14, "tibo")
    _t(page, x, 74, "ARCHITECTS", 10, "tiro")
    for k, s in enumerate(["880 NORTH HIGH STREET, SUITE 300", "COLUMBUS, OHIO 43215", "614.555.0190"]):
        _t(page, x, 88 + 8.5 * k, s, 6.2)
    _line(page, (x0, 122), (x1, 122), 0.8)
    _t(page, x, 134, "STRUCTURAL ENGINEER", 5.6)
    _t(page, x, 152, "KESTREL & VANCE", 13, "hebo")
    _t(page, x, 163, "STRUCTURAL ENGINEERS, INC.", 7.5, "hebo")
    for k, s in enumerate(["355 E. CAMPUS VIEW BLVD., SUITE 250", "COLUMBUS, OHIO 43235", "614.555.0142"]):
        _t(page, x, 176 + 8.5 * k, s, 6.2)
    # seal
    cx, cy = x0 + 254, 172
    page.draw_circle((cx, cy), 44, width=0.8)
    page.draw_circle((cx, cy), 38, width=0.4)
    for k, s in enumerate(["STATE OF OHIO", "MARGARET L.", "OKONKWO", "E-78214", "REGISTERED", "PROFESSIONAL ENGINEER"]):
        _tc(page, cx, cy - 21 + 9 * k, s, 4.4 if k in (0, 4, 5) else 6.5, "tiro" if k in (0, 4, 5) else "tibo")
    _t(page, x, 216, "ENGINEER OF RECORD:", 5.6)
    _t(page, x, 226, "MARGARET L. OKONKWO, P.E., S.E.", 7.5)
    _line(page, (x0, 236), (x1, 236), 0.8)
    _t(page, x, 248, "PROJECT", 5.6)
    _t(page, x, 264, "NORTHGATE COMMONS", 12, "hebo")
    _t(page, x, 278, "OFFICE BUILDING", 10, "hebo")
    _t(page, x, 290, "4470 SAWMILL ROAD", 7)
    _t(page, x, 299, "DUBLIN, OHIO 43017", 7)
    _t(page, x, 316, "OWNER", 5.6)
    _t(page, x, 326, "NORTHGATE COMMONS PARTNERS, LLC", 7)
    _line(page, (x0, 336), (x1, 336), 0.8)
    # key plan
    _t(page, x, 348, "KEY PLAN", 5.6)
    kx, ky, s = x + 70, 358, 0.9
    pts = [(kx, ky), (kx + 150 * s, ky), (kx + 150 * s, ky + 100 * s), (kx + 120 * s, ky + 125 * s),
           (kx, ky + 125 * s), (kx, ky)]
    page.draw_polyline(pts, color=BLACK, fill=(0.82, 0.82, 0.82), width=0.8)
    _tc(page, kx + 67, ky + 60, "BUILDING FOOTPRINT", 5.2)
    _line(page, (x0, 480), (x1, 480), 0.8)
    # revisions
    _t(page, x, 492, "REVISIONS", 6.5, "hebo")
    ry = 498
    _line(page, (x0, ry), (x1, ry), 0.4)
    _t(page, x, ry + 9, "NO.", 5.6, "hebo")
    _t(page, x + 28, ry + 9, "DESCRIPTION", 5.6, "hebo")
    _t(page, x + 230, ry + 9, "DATE", 5.6, "hebo")
    _line(page, (x0, ry + 12), (x1, ry + 12), 0.4)
    for k in range(8):
        yy = ry + 12 + 13 * (k + 1)
        if k < len(REVISIONS):
            no, desc, date = REVISIONS[k]
            _delta(page, x + 7, yy - 6, no, 5.5)
            _t(page, x + 28, yy - 3.5, desc, 6.5)
            _t(page, x + 230, yy - 3.5, date, 6.5)
        _line(page, (x0, yy), (x1, yy), 0.3)
    _line(page, (x + 20, ry), (x + 20, ry + 12 + 13 * 8), 0.3)
    _line(page, (x + 224, ry), (x + 224, ry + 12 + 13 * 8), 0.3)
    top = ry + 12 + 13 * 8
    _line(page, (x0, top), (x1, top), 0.8)
    # issue, date, numbers
    _t(page, x, top + 12, "ISSUE", 5.6)
    _t(page, x, top + 24, "CONSTRUCTION DOCUMENTS", 8, "hebo")
    _line(page, (x0, top + 32), (x1, top + 32), 0.5)
    mid = x0 + (x1 - x0) / 2
    _line(page, (mid, top + 32), (mid, top + 96), 0.5)
    cells = [("DATE", "07/18/2025"), ("PROJECT NO.", "24-118"), ("DRAWN BY", "JRT"), ("CHECKED BY", "MLO")]
    for k, (cap, val) in enumerate(cells):
        cxl = x if k % 2 == 0 else mid + 12
        cy0 = top + 32 + 32 * (k // 2)
        _t(page, cxl, cy0 + 10, cap, 5.6)
        _t(page, cxl, cy0 + 24, val, 9)
    _line(page, (x0, top + 64), (x1, top + 64), 0.5)
    _line(page, (x0, top + 96), (x1, top + 96), 0.5)
    _t(page, x, top + 106, "SCALE", 5.6)
    _t(page, x, top + 120, "AS NOTED", 9)
    _line(page, (x0, top + 128), (x1, top + 128), 0.5)
    # copyright
    cr = ["\u00a9 2025 KESTREL & VANCE STRUCTURAL ENGINEERS, INC. THESE DRAWINGS ARE INSTRUMENTS OF",
          "SERVICE AND REMAIN THE PROPERTY OF THE ENGINEER. DO NOT SCALE DRAWINGS; USE",
          "WRITTEN DIMENSIONS. CONTRACTOR SHALL VERIFY ALL DIMENSIONS IN THE FIELD."]
    for k, s in enumerate(cr):
        _t(page, x, top + 140 + 7 * k, s, 4.8)
    # consultants
    cy0 = top + 175
    _line(page, (x0, cy0), (x1, cy0), 0.5)
    _t(page, x, cy0 + 12, "CONSULTANTS", 5.6)
    cons = [("MEP ENGINEER", "LUMEN MEP ENGINEERING, LLC", "COLUMBUS, OHIO"),
            ("CIVIL ENGINEER", "BRIARWOOD CIVIL GROUP", "DUBLIN, OHIO"),
            ("LANDSCAPE ARCHITECT", "FENWAY & LOCKE STUDIO", "WORTHINGTON, OHIO")]
    for k, (role, name, city) in enumerate(cons):
        yy = cy0 + 28 + 30 * k
        _t(page, x, yy, role, 5.2)
        _t(page, x, yy + 9, name, 7, "hebo")
        _t(page, x, yy + 17, city, 6)
    # sheet title and number at the foot
    ft = H - 30 - 150
    _line(page, (x0, ft), (x1, ft), 1.2)
    _t(page, x, ft + 12, "SHEET TITLE", 5.6)
    _t(page, x, ft + 30, "SECOND FLOOR AND ROOF FRAMING PLANS", 10.5, "hebo")
    _line(page, (x0, ft + 44), (x1, ft + 44), 0.5)
    _t(page, x, ft + 56, "SHEET NUMBER", 5.6)
    _t(page, x + 70, ft + 112, "S-201", 42, "hebo")
    _t(page, 40, H - 14, "K:\\PROJECTS\\24-118 NORTHGATE\\CAD\\24118-S201.dwg   PLOTTED 10/03/2025 2:14 PM", 5, "cour")


def steel_framing_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _floor_plan(page)
    _roof_plan(page)
    y_notes = _framing_notes(page, 1768, 60, 306)
    _column_schedule(page, 52, 1030)
    y = _base_plate_schedule(page, 700, 1030)
    y = _brace_schedule(page, 700, y + 24)
    _lintel_schedule(page, 700, y + 24)
    _connection_note(page, 1260, 1390, 480)
    y = _deck_legend(page, 1260, 1030)
    _symbols(page, 1260, y + 20)
    _abbreviations(page, 1768, y_notes + 26)
    y = _joist_notes(page, 1768, 1030, 306)
    _inspections(page, 1768, y + 24, 306)
    doc.set_metadata({})
    doc.save(str(path), no_new_id=True)
    doc.close()
    return path
