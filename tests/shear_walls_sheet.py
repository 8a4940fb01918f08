"""A US wood-frame structural sheet (S-201, 36x24 in, landscape): SECOND FLOOR FRAMING & SHEAR
WALL PLAN for a two-storey townhome building (Alder Ridge Townhomes, Building C), drawn the way a
small structural engineer's office exports one from CAD. The title block is a strip down the right
edge (engineer, architect, project, client, project no., date, drawn / checked, scale, a revision
table with two deltas, the seal, sheet title and the large sheet number).

The plan at 1/4" = 1'-0" (60'-0" x 40'-0") shows grid lines 1..5 and A..D in bubbles, two dimension
strings on the north and west sides, the walls below drawn dashed, shear wall segments drawn solid
and hatched, each tagged by a triangle holding its type number (1..6) with its full-height length
beside it, holdown tags (HD1..HD6) with leaders to the wall ends, joist span arrows with the joist
callout, flush beams dashed heavy, posts below, a stair opening, a drag strut, detail callouts
(n/S-501) and a north arrow; the view title and scale under the plan, a typical shear wall
elevation (NTS) and the legend below it.

To the right: the SHEAR WALL SCHEDULE (type, sheathing, edge nailing, field nailing, sill nailing
at wood floor, anchor bolts at concrete, allowable seismic and wind shear in plf, notes) and the
HOLDOWN SCHEDULE (mark, Simpson model, fasteners, anchor, post, allowable load in lbs, remarks),
each with footnotes; numbered SHEAR WALL NOTES and numbered FRAMING NOTES in two side-by-side
columns, and an abbreviations list.

CAD quirks drawn on purpose: both schedules set their column headings rotated 90 degrees (reading
bottom to top) in tall narrow header cells; the shear wall schedule's first header cell is split by
a diagonal ("ITEM" above, "TYPE" below); and the sill nailing and anchor bolt cells of types 5 and 6
read "SEE NOTE 4", answered by shear wall note 4.

Questions: `tests/blind_questions/drawn/round55-drawn.jsonl`, written blind (no drawqa run).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

W, H = 2592, 1728                     # 36 x 24 in
FT = 18.0                             # 1/4" = 1'-0"
PX, PY = 200, 270                     # plan origin: NW corner of building (grid 1 / grid A)
BW, BD = 60, 40                       # building, feet
TB = W - 330                          # title strip left edge

GRID_X = [("1", 0), ("2", 16), ("3", 30), ("4", 44), ("5", 60)]
GRID_Y = [("A", 0), ("B", 12), ("C", 26), ("D", 40)]

# Shear wall segments below the second floor: (orientation, line coordinate ft, start ft, end ft,
# type, holdown at start, holdown at end, tag side (+1 / -1 away from the wall))
SEGMENTS = [
    ("h", 0, 0, 10, "2", "HD2", "HD2", -1),
    ("h", 0, 22, 30, "1", "HD1", "HD1", -1),
    ("h", 0, 44, 53, "2", "HD2", "HD2", -1),
    ("h", 40, 0, 6, "4", "HD4", "HD4", 1),
    ("h", 40, 24, 36, "1", "HD1", "HD1", 1),
    ("h", 40, 52, 60, "3", "HD3", "HD3", 1),
    ("v", 0, 14, 26, "1", "HD1", "HD1", -1),
    ("v", 60, 8, 20, "3", "HD3", "HD3", 1),
    ("v", 60, 25, 34, "2", "HD2", "HD2", 1),
    ("v", 30, 12, 26, "5", "HD5", "HD5", 1),
    ("h", 12, 36, 44, "6", "HD5", "HD5", -1),
    ("h", 26, 6, 16, "3", "HD3", "HD6", 1),
]

SW_HEAD = [
    ["EDGE NAILING", "(BOUNDARY & PANEL EDGES)"],
    ["FIELD NAILING", "(INTERMEDIATE FRAMING)"],
    ["SILL PLATE NAILING", "AT WOOD FLOOR"],
    ["ANCHOR BOLTS", "AT CONCRETE"],
    ["ALLOWABLE SHEAR", "SEISMIC (PLF)"],
    ["ALLOWABLE SHEAR", "WIND (PLF)"],
    ["NOTES"],
]
SW_ROWS = [
    ("1", ["15/32\" APA RATED SHEATHING", "ONE SIDE"], "8d @ 6\" O.C.", "8d @ 12\" O.C.", "16d @ 6\" O.C.",
     "5/8\" DIA. @ 48\" O.C.", "260", "365", "1, 2, 7"),
    ("2", ["15/32\" APA RATED SHEATHING", "ONE SIDE"], "8d @ 4\" O.C.", "8d @ 12\" O.C.", "16d @ 4\" O.C.",
     "5/8\" DIA. @ 32\" O.C.", "380", "530", "1, 2, 7, 12"),
    ("3", ["15/32\" APA STRUCTURAL I", "ONE SIDE"], "10d @ 4\" O.C.", "10d @ 12\" O.C.", "(2) ROWS 16d @ 6\"",
     "5/8\" DIA. @ 24\" O.C.", "510", "715", "1, 2, 7, 12"),
    ("4", ["15/32\" APA STRUCTURAL I", "ONE SIDE"], "10d @ 3\" O.C.", "10d @ 12\" O.C.", "SDS 1/4\"x6\" @ 6\"",
     "5/8\" DIA. @ 16\" O.C.", "665", "930", "3, 7, 12"),
    ("5", ["15/32\" APA STRUCTURAL I", "EACH SIDE"], "10d @ 4\" O.C.", "10d @ 12\" O.C.", "SEE NOTE 4",
     "SEE NOTE 4", "1,020", "1,430", "3, 4, 12"),
    ("6", ["15/32\" APA STRUCTURAL I", "EACH SIDE"], "10d @ 3\" O.C.", "10d @ 12\" O.C.", "SEE NOTE 4",
     "SEE NOTE 4", "1,330", "1,860", "3, 4, 12"),
]

HD_HEAD = [["MARK"], ["SIMPSON", "MODEL"], ["FASTENERS", "TO POST"], ["ANCHOR", "(AT CONCRETE)"],
           ["MIN. POST", "SIZE"], ["ALLOWABLE", "LOAD (LBS)"], ["REMARKS"]]
HD_ROWS = [
    ("HD1", "HDU2-SDS2.5", "(6) SDS1/4\"x2-1/2\"", "SSTB16", "(2) 2x6", "3,075", "ONE-POUR FDN."),
    ("HD2", "HDU4-SDS2.5", "(10) SDS1/4\"x2-1/2\"", "SB5/8x24", "(2) 2x6", "4,565", ""),
    ("HD3", "HDU5-SDS2.5", "(14) SDS1/4\"x2-1/2\"", "SB5/8x24", "(3) 2x6", "5,645", ""),
    ("HD4", "HDU8-SDS2.5", "(20) SDS1/4\"x2-1/2\"", "SB7/8x24", "4x6 DF-L NO. 1", "7,870", "SEE 4/S-501"),
    ("HD5", "HDU11-SDS2.5", "(30) SDS1/4\"x2-1/2\"", "SB1x30", "6x6 DF-L NO. 1", "9,535", "SPECIAL INSP."),
    ("HD6", "MSTC48B3", "(38) 10d x 3\"", "-- (STRAP)", "(2) 2x6", "3,965", "STRAP TO WALL ABOVE"),
]

SW_NOTES = [
    ["1.", "ALL SHEAR WALL SHEATHING SHALL BE APA RATED, EXPOSURE 1, INSTALLED WITH THE LONG",
     "DIMENSION EITHER PARALLEL OR PERPENDICULAR TO THE STUDS."],
    ["2.", "ALL PANEL EDGES SHALL BE BLOCKED WITH 2x FLAT BLOCKING MINIMUM.",
     "UNBLOCKED SHEAR WALLS ARE NOT PERMITTED."],
    ["3.", "3x NOMINAL STUDS ARE REQUIRED AT ADJOINING PANEL EDGES FOR TYPES 4, 5 AND 6;",
     "STAGGER NAILS AT ADJOINING PANEL EDGES."],
    ["4.", "AT DOUBLE-SIDED SHEAR WALLS (TYPES 5 AND 6) THE SILL PLATE SHALL BE 3x DF-L NO. 2",
     "(PRESSURE TREATED AT CONCRETE). ATTACH SILL TO WOOD FLOOR WITH (2) ROWS SDS 1/4\"x6\"",
     "SCREWS @ 6\" O.C. STAGGERED. AT CONCRETE PROVIDE 3/4\" DIA. ANCHOR BOLTS @ 12\" O.C.",
     "WITH 3\"x3\"x0.229\" PLATE WASHERS."],
    ["5.", "NAILS SHALL BE COMMON WIRE NAILS: 8d = 0.131\"x2-1/2\", 10d = 0.148\"x3\", 16d = 0.162\"x3-1/2\".",
     "GUN NAILS OF EQUAL DIAMETER AND LENGTH ARE ACCEPTABLE. BOX AND SINKER NAILS ARE NOT."],
    ["6.", "NAILS SHALL BE PLACED NOT LESS THAN 3/8\" FROM PANEL EDGES AND DRIVEN FLUSH WITH THE",
     "SHEATHING SURFACE. DO NOT OVERDRIVE."],
    ["7.", "SHEATHING SHALL EXTEND FULL HEIGHT FROM SILL PLATE TO TOP PLATE. EDGE NAIL TO SILL,",
     "TOP PLATES, BLOCKING AND ALL HOLDOWN POSTS."],
    ["8.", "3\"x3\"x0.229\" PLATE WASHERS ARE REQUIRED AT ALL ANCHOR BOLTS IN SHEAR WALLS. EDGE OF",
     "WASHER SHALL BE WITHIN 1/2\" OF THE SHEATHED EDGE OF THE SILL PLATE."],
    ["9.", "PROVIDE A MINIMUM OF TWO ANCHOR BOLTS PER SILL PIECE, LOCATED NOT MORE THAN 12\" NOR",
     "LESS THAN 7 BOLT DIAMETERS FROM EACH END OF THE PIECE."],
    ["10.", "INSTALL HOLDOWNS PER SIMPSON STRONG-TIE CATALOG C-C-2024. RE-TIGHTEN HOLDOWN AND",
     "ANCHOR BOLT NUTS JUST PRIOR TO COVERING THE WALL FRAMING."],
    ["11.", "HOLDOWN ANCHORS SHALL BE SECURED IN PLACE WITH TEMPLATES BEFORE THE FOUNDATION",
     "INSPECTION. WET-SETTING OF HOLDOWN ANCHORS IS NOT PERMITTED."],
    ["12.", "PERIODIC SPECIAL INSPECTION IS REQUIRED FOR SHEAR WALL NAILING WHERE EDGE NAIL",
     "SPACING IS 4\" O.C. OR LESS, PER IBC SECTION 1705.12.2."],
    ["13.", "SHEAR WALL LENGTHS SHOWN ON PLAN ARE MINIMUM FULL-HEIGHT SHEATHED LENGTHS. DO NOT",
     "REDUCE FOR OPENINGS WITHOUT WRITTEN APPROVAL OF THE ENGINEER OF RECORD."],
]

FRAMING_NOTES = [
    ["1.", "FLOOR SHEATHING: 23/32\" APA RATED STURD-I-FLOOR 24 O.C., T&G, GLUED AND NAILED WITH",
     "10d @ 6\" O.C. AT PANEL EDGES AND 10d @ 12\" O.C. IN THE FIELD. STAGGER END JOINTS."],
    ["2.", "FLOOR JOISTS: 11-7/8\" TJI 360 @ 16\" O.C. U.O.N. INSTALL PER WEYERHAEUSER",
     "SPECIFIER'S GUIDE TJ-4000. DO NOT CUT OR NOTCH FLANGES."],
    ["3.", "RIM: 1-1/8\" x 11-7/8\" TJ RIM BOARD. ATTACH TO TOP PLATE WITH 10d TOENAILS @ 6\" O.C."],
    ["4.", "HEADERS: (2) 2x10 DF-L NO. 2 U.O.N. WITH (1) TRIMMER AND (1) KING STUD EACH END",
     "FOR OPENINGS UP TO 6'-0\"; (2) TRIMMERS FOR OPENINGS OVER 6'-0\"."],
    ["5.", "POSTS SHALL HAVE CONTINUOUS SOLID BEARING TO THE FOUNDATION. PROVIDE SQUASH BLOCKS",
     "AT ALL POSTS AND HOLDOWN POSTS THROUGH FLOOR FRAMING."],
    ["6.", "DRAG STRUTS: SIMPSON CS16 COIL STRAP x LENGTH SHOWN, OVER BLOCKING, NAILED WITH",
     "(1) 10d @ 2\" O.C. EACH SIDE OF SPLICE. SEE 6/S-501."],
    ["7.", "ALL SAWN LUMBER DF-L NO. 2 U.O.N.; LVL Fb = 2,600 PSI, E = 2.0x10^6 PSI; PSL Fb = 2,900 PSI."],
    ["8.", "FOR FOUNDATION AND FIRST FLOOR FRAMING SEE S-101. FOR ROOF FRAMING SEE S-301."],
]

ABBREVIATIONS = [
    ("A.B.", "ANCHOR BOLT"), ("BLK'G", "BLOCKING"), ("DBL.", "DOUBLE"), ("DF-L", "DOUGLAS FIR-LARCH"),
    ("E.N.", "EDGE NAILING"), ("F.N.", "FIELD NAILING"), ("HD", "HOLDOWN"), ("LVL", "LAMINATED VENEER LUMBER"),
    ("PSL", "PARALLEL STRAND LUMBER"), ("P.T.", "PRESSURE TREATED"), ("SW", "SHEAR WALL"),
    ("T&G", "TONGUE AND GROOVE"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
]

REVISIONS = [
    ("", "PERMIT SET", "01/17/2025"),
    ("1", "PLAN CHECK RESPONSE", "03/07/2025"),
    ("2", "ASI 2 - HOLDOWN REVISIONS", "04/11/2025"),
]


def _t(page, x, y, s, size=7.0, font="helv", rotate=0, color=(0, 0, 0)):
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def _tw(s, size, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _tc(page, cx, y, s, size=7.0, font="helv"):
    _t(page, cx - _tw(s, size, font) / 2, y, s, size, font)


def _pt(fx, fy):
    return PX + fx * FT, PY + fy * FT


def _triangle(page, cx, cy, num, r=11):
    pts = [(cx, cy - r), (cx + r * 0.9, cy + r * 0.6), (cx - r * 0.9, cy + r * 0.6), (cx, cy - r)]
    page.draw_polyline(pts, width=0.9)
    _tc(page, cx, cy + 4.5, num, 8.5, "hebo")


def _bubble(page, x, y, s, r=15):
    page.draw_circle((x, y), r, width=1.0)
    _tc(page, x, y + 5, s, 13, "hebo")


def _tick(page, x, y):
    page.draw_line((x - 4, y + 4), (x + 4, y - 4), width=0.9)


def _dim_h(page, xs, y, labels, size=8):
    page.draw_line((xs[0] - 10, y), (xs[-1] + 10, y), width=0.4)
    for x in xs:
        page.draw_line((x, y - 8), (x, y + 12), width=0.3)
        _tick(page, x, y)
    for (a, b), s in zip(zip(xs, xs[1:]), labels):
        _tc(page, (a + b) / 2, y - 4, s, size)


def _dim_v(page, ys, x, labels, size=8):
    page.draw_line((x, ys[0] - 10), (x, ys[-1] + 10), width=0.4)
    for y in ys:
        page.draw_line((x - 8, y), (x + 12, y), width=0.3)
        _tick(page, x, y)
    for (a, b), s in zip(zip(ys, ys[1:]), labels):
        _t(page, x - 4, (a + b) / 2 + _tw(s, size) / 2, s, size, rotate=90)


def _callout(page, x, y, num, sheet, r=13):
    page.draw_circle((x, y), r, width=0.8)
    page.draw_line((x - r, y), (x + r, y), width=0.6)
    _tc(page, x, y - 3, num, 8, "hebo")
    _tc(page, x, y + 9, sheet, 5.5)


def _hatch_rect(page, x0, y0, x1, y1):
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=0.9, fill=(0.82, 0.82, 0.82))
    step = 5
    w, h = x1 - x0, y1 - y0
    k = -h
    while k < w:
        ax, ay = x0 + max(k, 0), y1 - max(0, -k)
        bx = x0 + min(k + h, w)
        by = y1 - (bx - x0 - k)
        page.draw_line((ax, ay), (bx, by), width=0.3)
        k += step


def _wall_below(page, a, b, horizontal, t=6.0):
    """A non-shear wall below, dashed double line, `t` points thick."""
    if horizontal:
        for o in (-t / 2, t / 2):
            page.draw_line((a[0], a[1] + o), (b[0], b[1] + o), width=0.5, dashes="[6 3] 0")
    else:
        for o in (-t / 2, t / 2):
            page.draw_line((a[0] + o, a[1]), (b[0] + o, b[1]), width=0.5, dashes="[6 3] 0")


def _hd_tag(page, x, y, mark, dx, dy):
    page.draw_rect(pymupdf.Rect(x - 2.5, y - 2.5, x + 2.5, y + 2.5), width=0.4, fill=(0, 0, 0))
    tx, ty = x + dx, y + dy
    page.draw_line((x, y), (tx, ty), width=0.4)
    w = _tw(mark, 7, "hebo")
    bx0 = tx - w / 2 - 3 if dx == 0 else (tx if dx > 0 else tx - w - 6)
    box = pymupdf.Rect(bx0, ty - 6 if dy >= 0 else ty - 6, bx0 + w + 6, ty + 6)
    if dy > 0 and dx == 0:
        box = pymupdf.Rect(bx0, ty, bx0 + w + 6, ty + 12)
    elif dy < 0 and dx == 0:
        box = pymupdf.Rect(bx0, ty - 12, bx0 + w + 6, ty)
    page.draw_rect(box, width=0.6, fill=(1, 1, 1))
    _t(page, box.x0 + 3, box.y1 - 3.5, mark, 7, "hebo")


def _segment(page, seg):
    o, line, s, e, typ, h0, h1, side = seg
    t = 6.0
    if o == "h":
        x0, y = _pt(s, line)
        x1, _ = _pt(e, line)
        _hatch_rect(page, x0, y - t / 2, x1, y + t / 2)
        cx = (x0 + x1) / 2
        ty = y + side * 24
        _triangle(page, cx - 16, ty, typ)
        _t(page, cx - 2, ty + 3, f"{e - s}'-0\"", 7)
        _hd_tag(page, x0 + 3, y, h0, 0, side * 14)
        _hd_tag(page, x1 - 3, y, h1, 0, side * 14)
    else:
        x, y0 = _pt(line, s)
        _, y1 = _pt(line, e)
        _hatch_rect(page, x - t / 2, y0, x + t / 2, y1)
        cy = (y0 + y1) / 2
        tx = x + side * 26
        _triangle(page, tx, cy - 10, typ)
        ln = f"{e - s}'-0\""
        _t(page, tx - _tw(ln, 7) / 2, cy + 14, ln, 7)
        _hd_tag(page, x, y0 + 3, h0, side * 10, 0)
        _hd_tag(page, x, y1 - 3, h1, side * 10, 0)


def _joists(page, fx0, fy0, fx1, fy1, label, lx, ly):
    """Joist span: a double-headed arrow across the bay with the callout beside it."""
    x0, y0 = _pt(fx0, fy0)
    x1, y1 = _pt(fx1, fy1)
    page.draw_line((x0, y0), (x1, y1), width=0.7)
    for (ax, ay), (bx, by) in (((x0, y0), (x1, y1)), ((x1, y1), (x0, y0))):
        dx, dy = bx - ax, by - ay
        n = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / n, dy / n
        page.draw_polyline([(ax + 9 * ux + 3.5 * uy, ay + 9 * uy - 3.5 * ux), (ax, ay),
                            (ax + 9 * ux - 3.5 * uy, ay + 9 * uy + 3.5 * ux)], width=0.7, closePath=True,
                           fill=(0, 0, 0))
    x, y = _pt(lx, ly)
    _t(page, x, y, label, 7)


def _beam(page, fx0, fy0, fx1, fy1, label, lx, ly, rotate=0):
    x0, y0 = _pt(fx0, fy0)
    x1, y1 = _pt(fx1, fy1)
    page.draw_line((x0, y0), (x1, y1), width=2.2, dashes="[14 4 3 4] 0")
    x, y = _pt(lx, ly)
    _t(page, x, y, label, 6.5, rotate=rotate)


def _post(page, fx, fy, label=None):
    x, y = _pt(fx, fy)
    r = pymupdf.Rect(x - 5, y - 5, x + 5, y + 5)
    page.draw_rect(r, width=0.7)
    page.draw_line(r.tl, r.br, width=0.4)
    page.draw_line(r.tr, r.bl, width=0.4)
    if label:
        _t(page, x + 8, y - 6, label, 6)


def _plan(page):
    # grid lines and bubbles
    top, bot = PY - 130, PY + BD * FT + 70
    left, right = PX - 150, PX + BW * FT + 70
    for name, fx in GRID_X:
        x, _ = _pt(fx, 0)
        page.draw_line((x, top + 15), (x, bot), width=0.35, dashes="[24 4 4 4] 0")
        _bubble(page, x, top, name)
    for name, fy in GRID_Y:
        _, y = _pt(0, fy)
        page.draw_line((left + 15, y), (right, y), width=0.35, dashes="[24 4 4 4] 0")
        _bubble(page, left, y, name)
    # dimension strings
    xs = [_pt(fx, 0)[0] for _, fx in GRID_X]
    _dim_h(page, xs, PY - 62, ["16'-0\"", "14'-0\"", "14'-0\"", "16'-0\""])
    _dim_h(page, [xs[0], xs[-1]], PY - 90, ["60'-0\""])
    ys = [_pt(0, fy)[1] for _, fy in GRID_Y]
    _dim_v(page, ys, PX - 64, ["12'-0\"", "14'-0\"", "14'-0\""])
    _dim_v(page, [ys[0], ys[-1]], PX - 96, ["40'-0\""])
    # walls below (non-shear), dashed
    x0, y0 = _pt(0, 0)
    x1, y1 = _pt(BW, BD)
    _wall_below(page, (x0, y0), (x1, y0), True)
    _wall_below(page, (x0, y1), (x1, y1), True)
    _wall_below(page, (x0, y0), (x0, y1), False)
    _wall_below(page, (x1, y0), (x1, y1), False)
    for a, b in (((16, 0), (16, 12)), ((30, 0), (30, 12)), ((30, 26), (30, 40)), ((44, 12), (44, 40)),
                 ((16, 26), (16, 40)), ((0, 26), (6, 26)), ((30, 12), (36, 12)), ((44, 20), (60, 20))):
        pa, pb = _pt(*a), _pt(*b)
        _wall_below(page, pa, pb, a[1] == b[1], t=4.5)
    # openings with headers in the exterior walls
    for fx0, fx1, fy, lab in ((12, 19, 0, "(2) 2x10 HDR"), (33, 41, 0, "4x12 HDR"), (9, 21, 40, "5-1/4\"x11-7/8\" PSL HDR"),
                              (39, 49, 40, "(3) 1-3/4\"x11-7/8\" LVL HDR")):
        a, b = _pt(fx0, fy), _pt(fx1, fy)
        page.draw_line((a[0], a[1] - 5), (a[0], a[1] + 5), width=0.8)
        page.draw_line((b[0], b[1] - 5), (b[0], b[1] + 5), width=0.8)
        page.draw_line(a, b, width=1.6, dashes="[10 3 2 3] 0")
        _t(page, a[0] + 4, a[1] + (14 if fy == 0 else -8), lab, 6)
    # shear walls
    for seg in SEGMENTS:
        _segment(page, seg)
    # unit labels and the unit separation wall
    for fx, fy, u in ((6, 31, "UNIT C1"), (47, 9, "UNIT C2")):
        x, y = _pt(fx, fy)
        _t(page, x, y, u, 16, "hebo", color=(0.6, 0.6, 0.6))
    x, y = _pt(31.2, 22.5)
    _t(page, x, y, "UNIT SEPARATION WALL", 6)
    _t(page, x, y + 8, "SOLID BLK'G @ 24\" O.C. OVER SW", 6)
    x, y = _pt(1.2, 16)
    _t(page, x, y, "SOLID BLK'G", 6, rotate=90)
    # stair opening
    sx0, sy0 = _pt(19, 14)
    sx1, sy1 = _pt(28, 24)
    page.draw_rect(pymupdf.Rect(sx0, sy0, sx1, sy1), width=0.9)
    page.draw_line((sx0, sy0), (sx1, sy1), width=0.4)
    page.draw_line((sx1, sy0), (sx0, sy1), width=0.4)
    _t(page, sx0 + 30, sy0 + 70, "STAIR OPENING", 8, "hebo")
    _t(page, sx0 + 30, sy0 + 81, "DBL. TJI 360 HEADER / TRIMMERS", 6)
    _t(page, sx0 + 30, sy0 + 90, "IUS2.56/11.88 HANGERS", 6)
    # floor joists
    _joists(page, 4, 1.5, 4, 10.5, "11-7/8\" TJI 360 @ 16\" O.C.", 4.6, 6.6)
    _joists(page, 37, 1.5, 37, 10.5, "11-7/8\" TJI 360 @ 16\" O.C.", 37.6, 6.6)
    _joists(page, 52, 21.5, 52, 38.5, "11-7/8\" TJI 360 @ 16\" O.C.", 52.6, 31)
    _joists(page, 9, 13.5, 9, 24.5, "11-7/8\" TJI 360 @ 16\" O.C.", 9.6, 20.5)
    _joists(page, 22, 27.5, 22, 38.5, "11-7/8\" TJI 360 @ 16\" O.C.", 22.6, 35)
    _joists(page, 37, 27.5, 37, 38.5, "11-7/8\" TJI 360 @ 16\" O.C.", 37.6, 35)
    # beams and posts
    _beam(page, 0.5, 12, 16, 12, "5-1/4\"x11-7/8\" PSL FLUSH BM", 4.5, 11.3)
    _beam(page, 30, 26, 44, 26, "(3) 1-3/4\"x11-7/8\" LVL FLUSH", 33.5, 27.3)
    _beam(page, 16, 12, 30, 12, "(2) 1-3/4\"x11-7/8\" LVL", 19.6, 11.3)
    _post(page, 16, 12, "6x6 POST BELOW")
    _post(page, 44, 26, "(3) 2x6 POST BELOW")
    _post(page, 30, 26)
    # drag strut from grid 3 wall to the grid B wall
    a, b = _pt(30, 12), _pt(36, 12)
    page.draw_line((a[0], a[1] + 9), (b[0], b[1] + 9), width=1.4, dashes="[2 2] 0")
    _t(page, a[0] + 8, a[1] + 21, "DRAG STRUT: CS16 x 8'-0\"", 6.5)
    _callout(page, b[0] + 28, b[1] + 30, "6", "S-501")
    # detail callouts
    for fx, fy, n in ((-3.5, 8, "1"), (63.5, 30, "2"), (3, 43.5, "4"), (33, 19, "3"), (27, -3.5, "5")):
        x, y = _pt(fx, fy)
        _callout(page, x, y, n, "S-501")
    # plan notes inside the plan
    x, y = _pt(45, 4.5)
    _t(page, x, y, "TYP. CORNER: HD AT EA.", 6)
    _t(page, x, y + 8, "END OF SW SEGMENT", 6)
    x, y = _pt(46, 14.5)
    _t(page, x, y, "MECH. CHASE - NO", 6)
    _t(page, x, y + 8, "JOISTS IN THIS BAY", 6)
    page.draw_rect(pymupdf.Rect(*_pt(45, 13), *_pt(50, 18)), width=0.5, dashes="[3 2] 0")
    # north arrow
    nx, ny = PX + BW * FT + 110, PY + 20
    page.draw_circle((nx, ny + 26), 22, width=0.7)
    page.draw_polyline([(nx, ny), (nx + 9, ny + 44), (nx, ny + 36), (nx - 9, ny + 44), (nx, ny)], width=0.8,
                       fill=(0, 0, 0))
    _tc(page, nx, ny - 6, "N", 12, "hebo")
    # view title
    vy = PY + BD * FT + 120
    page.draw_circle((PX + 14, vy - 4), 16, width=1.0)
    _tc(page, PX + 14, vy + 1, "1", 14, "hebo")
    _t(page, PX + 40, vy - 2, "SECOND FLOOR FRAMING & SHEAR WALL PLAN", 14, "hebo")
    page.draw_line((PX + 40, vy + 4), (PX + 560, vy + 4), width=1.4)
    _t(page, PX + 40, vy + 17, "SCALE: 1/4\" = 1'-0\"", 8)
    _t(page, PX + 600, vy - 2, "SHEAR WALLS SHOWN ARE FIRST FLOOR WALLS BELOW THE SECOND FLOOR FRAMING", 7)
    _t(page, PX + 600, vy + 9, "T.O. SECOND FLOOR SHEATHING EL. 110'-1 1/8\" (ARCH. DATUM 100'-0\")", 7)


def _rotated_header(page, x0, y0, w, h, lines, size=6.5):
    """A narrow header cell with its heading set vertical, reading bottom to top."""
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + w, y0 + h), width=0.6)
    n = len(lines)
    gap = size + 2
    first = x0 + w / 2 - (n - 1) * gap / 2 + size * 0.35
    for i, s in enumerate(lines):
        _t(page, first + i * gap, y0 + h - 6, s, size, "hebo" if i == 0 else "helv", rotate=90)


def _sw_schedule(page, x0, y0):
    _t(page, x0, y0 - 10, "SHEAR WALL SCHEDULE", 13, "hebo")
    page.draw_line((x0, y0 - 6), (x0 + 210, y0 - 6), width=1.2)
    widths = [46, 190, 62, 62, 88, 112, 46, 46, 64]
    head_h, row_h = 138, 34
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    # diagonal split corner cell
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[1], y0 + head_h), width=0.6)
    page.draw_line((xs[0], y0), (xs[1], y0 + head_h), width=0.5)
    _t(page, xs[0] + 17, y0 + 14, "ITEM", 6.5, "hebo")
    _t(page, xs[0] + 4, y0 + head_h - 6, "TYPE", 6.5, "hebo")
    # sheathing heading: wide enough for horizontal text? no -- the office rotates every heading
    _rotated_header(page, xs[1], y0, widths[1], head_h, ["SHEATHING", "(MIN. 15/32\" x 4'-0\" x 8'-0\" PANELS)"])
    for i, lines in enumerate(SW_HEAD):
        _rotated_header(page, xs[i + 2], y0, widths[i + 2], head_h, lines)
    y = y0 + head_h
    for typ, sheath, en, fn, sill, ab, seis, wind, notes in SW_ROWS:
        page.draw_rect(pymupdf.Rect(xs[0], y, xs[-1], y + row_h), width=0.5)
        for x in xs[1:-1]:
            page.draw_line((x, y), (x, y + row_h), width=0.5)
        _triangle(page, (xs[0] + xs[1]) / 2, y + row_h / 2 + 1, typ, r=10)
        _t(page, xs[1] + 5, y + 14, sheath[0], 7)
        _t(page, xs[1] + 5, y + 25, sheath[1], 7)
        for c, v in ((2, en), (3, fn), (4, sill), (5, ab), (6, seis), (7, wind), (8, notes)):
            font = "hebo" if v == "SEE NOTE 4" else "helv"
            _tc(page, (xs[c] + xs[c + 1]) / 2, y + row_h / 2 + 2.5, v, 7, font)
        y += row_h
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], y), width=1.2)
    foot = [
        "SCHEDULE NOTES:",
        "A. ALLOWABLE SHEAR VALUES ARE ASD VALUES FOR DF-L FRAMING PER AWC SDPWS-2021 TABLE 4.3A.",
        "B. TYPES 5 AND 6: SHEATHING EACH SIDE; OFFSET PANEL JOINTS ON OPPOSITE SIDES.",
        "C. NUMBERS IN THE NOTES COLUMN REFER TO THE SHEAR WALL NOTES BELOW.",
    ]
    for i, s in enumerate(foot):
        _t(page, x0, y + 16 + 10 * i, s, 6.5, "hebo" if i == 0 else "helv")
    return xs[-1], y + 16 + 10 * len(foot)


def _hd_schedule(page, x0, y0):
    _t(page, x0, y0 - 10, "HOLDOWN SCHEDULE", 13, "hebo")
    page.draw_line((x0, y0 - 6), (x0 + 180, y0 - 6), width=1.2)
    widths = [46, 90, 108, 98, 100, 56, 150]
    head_h, row_h = 96, 22
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    for i, lines in enumerate(HD_HEAD):
        _rotated_header(page, xs[i], y0, widths[i], head_h, lines)
    y = y0 + head_h
    for row in HD_ROWS:
        page.draw_rect(pymupdf.Rect(xs[0], y, xs[-1], y + row_h), width=0.5)
        for x in xs[1:-1]:
            page.draw_line((x, y), (x, y + row_h), width=0.5)
        for c, v in enumerate(row):
            if not v:
                continue
            if c in (0, 5):
                _tc(page, (xs[c] + xs[c + 1]) / 2, y + 14, v, 7, "hebo" if c == 0 else "helv")
            else:
                _t(page, xs[c] + 4, y + 14, v, 7)
        y += row_h
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], y), width=1.2)
    foot = [
        "HOLDOWN NOTES:",
        "A. ALLOWABLE LOADS ARE FOR DF-L FRAMING AT CD = 1.6 PER SIMPSON STRONG-TIE CATALOG C-C-2024.",
        "B. SDS SCREWS ARE SIMPSON STRONG-DRIVE SDS25212; DO NOT SUBSTITUTE NAILS OR LAG SCREWS.",
        "C. ANCHORS SB AND SSTB SHALL BE PLACED PER SIMPSON; PROVIDE 1-3/4\" MIN. FROM EDGE OF CONCRETE.",
        "D. HD6 STRAP: CENTER ON FLOOR FRAMING, HALF OF FASTENERS INTO EACH POST.",
    ]
    for i, s in enumerate(foot):
        _t(page, x0, y + 16 + 10 * i, s, 6.5, "hebo" if i == 0 else "helv")
    return y + 16 + 10 * len(foot)


def _note_block(page, x, y, title, notes, size=7.0, lead=10.5):
    _t(page, x, y, title, 11, "hebo")
    page.draw_line((x, y + 3), (x + _tw(title, 11, "hebo"), y + 3), width=0.8)
    y += 20
    for note in notes:
        _t(page, x, y, note[0], size)
        for line in note[1:]:
            _t(page, x + 16, y, line, size)
            y += lead
        y += 4
    return y


def _sw_elevation(page, x0, y0):
    """Typical shear wall elevation, NTS: studs, plates, panel joint, nailing, holdowns."""
    w, h = 420, 230
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + w, y0 + 12), width=0.7)          # double top plate
    page.draw_line((x0, y0 + 6), (x0 + w, y0 + 6), width=0.4)
    page.draw_rect(pymupdf.Rect(x0, y0 + h, x0 + w, y0 + h + 7), width=0.7)   # sill
    for i in range(0, 15):
        sx = x0 + i * 30
        page.draw_line((sx, y0 + 12), (sx, y0 + h), width=0.3)
    page.draw_rect(pymupdf.Rect(x0, y0 + 12, x0 + 10, y0 + h), width=0.8)      # holdown posts
    page.draw_rect(pymupdf.Rect(x0 + w - 10, y0 + 12, x0 + w, y0 + h), width=0.8)
    page.draw_line((x0 + 210, y0 + 12), (x0 + 210, y0 + h), width=1.0)        # panel joint
    page.draw_line((x0, y0 + 120), (x0 + w, y0 + 120), width=0.8)             # blocking line
    for k in range(0, 42):                                                     # edge nailing dots
        for yy in (y0 + 16, y0 + h - 4, y0 + 116, y0 + 124):
            page.draw_circle((x0 + 5 + k * 10, yy), 0.9, fill=(0, 0, 0), width=0)
    for k in range(0, 22):
        yy = y0 + 16 + k * 10
        for xx in (x0 + 5, x0 + 206, x0 + 214, x0 + w - 5):
            page.draw_circle((xx, yy), 0.9, fill=(0, 0, 0), width=0)
        for xx in (x0 + 60, x0 + 90, x0 + 120, x0 + 150, x0 + 180, x0 + 240, x0 + 270, x0 + 300):
            if k % 2 == 0:
                page.draw_circle((xx, yy), 0.7, fill=(0, 0, 0), width=0)
    for hx in (x0 + 14, x0 + w - 24):
        page.draw_rect(pymupdf.Rect(hx, y0 + h - 40, hx + 10, y0 + h - 2), width=0.7)
        page.draw_line((hx + 5, y0 + h - 4), (hx + 5, y0 + h + 30), width=1.0)
    page.draw_line((x0 - 20, y0 + h + 7), (x0 + w + 20, y0 + h + 7), width=1.2)
    leaders = [
        (x0 + w + 8, y0 + 4, "(2) 2x TOP PLATES, LAP SPLICES 4'-0\" MIN."),
        (x0 + w + 8, y0 + 40, "EDGE NAILING PER SCHEDULE AT BOUNDARY"),
        (x0 + w + 8, y0 + 80, "FIELD NAILING PER SCHEDULE AT INTERMEDIATE STUDS"),
        (x0 + w + 8, y0 + 120, "2x FLAT BLOCKING AT HORIZ. PANEL EDGES"),
        (x0 + w + 8, y0 + 160, "ADJOINING PANEL EDGE, SEE NOTE 3"),
        (x0 + w + 8, y0 + 200, "HOLDOWN POST AND HOLDOWN PER PLAN"),
        (x0 + w + 8, y0 + 236, "SILL NAILING OR ANCHOR BOLTS PER SCHEDULE"),
    ]
    for lx, ly, s in leaders:
        page.draw_line((lx - 14, ly - 3), (lx - 2, ly - 3), width=0.4)
        _t(page, lx + 2, ly, s, 6.5)
    # title
    ty = y0 + h + 62
    page.draw_circle((x0 + 14, ty - 4), 16, width=1.0)
    _tc(page, x0 + 14, ty + 1, "2", 14, "hebo")
    _t(page, x0 + 40, ty - 2, "TYPICAL SHEAR WALL ELEVATION", 12, "hebo")
    page.draw_line((x0 + 40, ty + 4), (x0 + 400, ty + 4), width=1.2)
    _t(page, x0 + 40, ty + 16, "SCALE: NTS", 8)


def _holdown_detail(page, x0, y0):
    """Typical holdown at the foundation, NTS: footing, sill, post, holdown, anchor, leaders."""
    fx0, fy0 = x0 + 40, y0 + 200
    page.draw_rect(pymupdf.Rect(fx0, fy0, fx0 + 150, fy0 + 90), width=1.0)          # stem wall / footing
    page.draw_rect(pymupdf.Rect(fx0 - 40, fy0 + 90, fx0 + 190, fy0 + 130), width=1.0)
    for k in range(14):
        page.draw_circle((fx0 - 30 + 16 * k, fy0 + 110 + (k % 3) * 5), 1.2, width=0.3)
    page.draw_rect(pymupdf.Rect(fx0 + 20, fy0 - 8, fx0 + 130, fy0), width=0.8)       # P.T. sill
    page.draw_rect(pymupdf.Rect(fx0 + 20, fy0 - 170, fx0 + 50, fy0 - 8), width=0.9)  # post
    page.draw_line((fx0 + 35, fy0 - 170), (fx0 + 35, fy0 - 8), width=0.3)
    page.draw_rect(pymupdf.Rect(fx0 + 50, fy0 - 90, fx0 + 64, fy0 - 14), width=0.9)  # holdown body
    for k in range(6):
        page.draw_line((fx0 + 44, fy0 - 82 + 11 * k), (fx0 + 64, fy0 - 82 + 11 * k), width=0.5)
    page.draw_line((fx0 + 70, fy0 - 20), (fx0 + 70, fy0 + 70), width=1.6)            # anchor rod
    page.draw_line((fx0 + 62, fy0 + 70), (fx0 + 78, fy0 + 70), width=1.6)
    page.draw_line((fx0 - 50, fy0 - 170), (fx0 + 20, fy0 - 170), width=0.3)
    lx = fx0 + 200
    leaders = [
        (fy0 - 150, fx0 + 40, "HOLDOWN POST PER HOLDOWN SCHEDULE"),
        (fy0 - 70, fx0 + 64, "HOLDOWN PER PLAN AND SCHEDULE"),
        (fy0 - 50, fx0 + 52, "SDS SCREWS PER SCHEDULE"),
        (fy0 - 4, fx0 + 110, "P.T. SILL PLATE, SEE SHEAR WALL SCHEDULE"),
        (fy0 + 40, fx0 + 70, "SB OR SSTB ANCHOR PER SCHEDULE, TIED IN PLACE"),
        (fy0 + 110, fx0 + 150, "CONTINUOUS FOOTING PER S-101"),
    ]
    for ly, tx, s in leaders:
        page.draw_line((tx, ly), (lx - 4, ly), width=0.4)
        page.draw_circle((tx, ly), 1.3, fill=(0, 0, 0), width=0)
        _t(page, lx, ly + 2.5, s, 6.5)
    ty = y0 + 360
    page.draw_circle((x0 + 14, ty - 4), 16, width=1.0)
    _tc(page, x0 + 14, ty + 1, "3", 14, "hebo")
    _t(page, x0 + 40, ty - 2, "TYPICAL HOLDOWN AT FOUNDATION", 12, "hebo")
    page.draw_line((x0 + 40, ty + 4), (x0 + 380, ty + 4), width=1.2)
    _t(page, x0 + 40, ty + 16, "SCALE: NTS", 8)


def _inspections(page, x, y):
    _t(page, x, y, "SPECIAL INSPECTIONS - LATERAL SYSTEM", 11, "hebo")
    rows = [("ITEM", "FREQUENCY", "REFERENCE"),
            ("SHEAR WALL NAILING, E.N. 4\" O.C. OR LESS", "PERIODIC", "SW NOTE 12"),
            ("HOLDOWN ANCHOR PLACEMENT PRIOR TO POUR", "PERIODIC", "SW NOTE 11"),
            ("HD5 HOLDOWNS AND POSTS", "PERIODIC", "HOLDOWN SCHED."),
            ("DRAG STRUT STRAPS AND BLOCKING", "PERIODIC", "FRAMING NOTE 6")]
    widths = [200, 70, 90]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    y0 = y + 10
    for r, cells in enumerate(rows):
        yy = y0 + 16 * r
        page.draw_line((xs[0], yy), (xs[-1], yy), width=0.8 if r < 2 else 0.4)
        for c, v in enumerate(cells):
            _t(page, xs[c] + 4, yy + 11, v, 6.5, "hebo" if r == 0 else "helv")
    end = y0 + 16 * len(rows)
    page.draw_line((xs[0], end), (xs[-1], end), width=0.8)
    for xx in xs:
        page.draw_line((xx, y0), (xx, end), width=0.4)
    _t(page, x, end + 14, "SPECIAL INSPECTOR SHALL BE RETAINED BY THE OWNER. SEE S-001 STATEMENT OF", 6.5)
    _t(page, x, end + 24, "SPECIAL INSPECTIONS FOR THE COMPLETE PROGRAM.", 6.5)


def _legend(page, x, y):
    _t(page, x, y, "SHEAR WALL PLAN LEGEND", 11, "hebo")
    page.draw_line((x, y + 3), (x + _tw("SHEAR WALL PLAN LEGEND", 11, "hebo"), y + 3), width=0.8)
    y += 26
    rows = []
    _hatch_rect(page, x, y - 6, x + 50, y)
    rows.append("SHEAR WALL BELOW, FULL-HEIGHT SHEATHED SEGMENT")
    _wall_below(page, (x, y + 18), (x + 50, y + 18), True)
    rows.append("BEARING / NON-SHEAR WALL BELOW")
    _triangle(page, x + 25, y + 36, "#", r=10)
    rows.append("SHEAR WALL TYPE, SEE SHEAR WALL SCHEDULE")
    page.draw_rect(pymupdf.Rect(x + 12, y + 54, x + 38, y + 66), width=0.6)
    _t(page, x + 15, y + 63, "HD#", 7, "hebo")
    rows.append("HOLDOWN, SEE HOLDOWN SCHEDULE")
    page.draw_line((x, y + 84), (x + 50, y + 84), width=2.2, dashes="[14 4 3 4] 0")
    rows.append("FLUSH BEAM / HEADER")
    page.draw_line((x, y + 102), (x + 50, y + 102), width=0.7)
    page.draw_polyline([(x + 8, y + 99), (x, y + 102), (x + 8, y + 105)], width=0.7, fill=(0, 0, 0), closePath=True)
    page.draw_polyline([(x + 42, y + 99), (x + 50, y + 102), (x + 42, y + 105)], width=0.7, fill=(0, 0, 0),
                       closePath=True)
    rows.append("FLOOR JOIST SPAN DIRECTION")
    r = pymupdf.Rect(x + 20, y + 115, x + 30, y + 125)
    page.draw_rect(r, width=0.7)
    page.draw_line(r.tl, r.br, width=0.4)
    page.draw_line(r.tr, r.bl, width=0.4)
    rows.append("POST BELOW")
    page.draw_line((x, y + 138), (x + 50, y + 138), width=1.4, dashes="[2 2] 0")
    rows.append("DRAG STRUT")
    for i, s in enumerate(rows):
        _t(page, x + 66, y + 18 * i, s, 7)


def _title_strip(page):
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2.2)
    page.draw_line((TB, 30), (TB, H - 30), width=1.6)
    x = TB + 14
    xr = W - 44
    _t(page, x, 70, "NORTHGATE STRUCTURAL", 15, "hebo")
    _t(page, x, 88, "ENGINEERS, INC.", 15, "hebo")
    for i, s in enumerate(["CONSULTING STRUCTURAL ENGINEERS", "1150 NW BOND STREET, SUITE 310", "BEND, OR 97703",
                           "T 541.555.0142  |  NORTHGATESE.COM"]):
        _t(page, x, 104 + 10 * i, s, 7)
    page.draw_line((TB, 150), (W - 30, 150), width=0.8)
    _t(page, x, 164, "ARCHITECT", 5.5)
    _t(page, x, 176, "FENWICK & OAKES ARCHITECTURE", 8, "hebo")
    _t(page, x, 186, "640 SW INDUSTRIAL WAY, BEND, OR 97702", 6.5)
    page.draw_line((TB, 196), (W - 30, 196), width=0.8)
    # seal
    page.draw_circle((TB + 165, 272), 62, width=0.8)
    page.draw_circle((TB + 165, 272), 50, width=0.4)
    for i, s in enumerate(["REGISTERED", "PROFESSIONAL", "ENGINEER", "DANIEL J. TORVIK", "OREGON",
                           "EXPIRES: 12/31/2026"]):
        _tc(page, TB + 165, 245 + 11 * i, s, 6.5 if i != 3 else 7, "hebo" if i == 3 else "helv")
    page.draw_line((TB, 350), (W - 30, 350), width=0.8)
    _t(page, x, 366, "PROJECT", 5.5)
    _t(page, x, 382, "ALDER RIDGE TOWNHOMES", 11, "hebo")
    _t(page, x, 396, "BUILDING C (UNITS C1 AND C2)", 8)
    _t(page, x, 408, "2150 NE ALDER RIDGE LANE", 7)
    _t(page, x, 418, "BEND, OR 97701", 7)
    _t(page, x, 436, "CLIENT", 5.5)
    _t(page, x, 448, "HIGH DESERT HOMES LLC", 8)
    page.draw_line((TB, 460), (W - 30, 460), width=0.8)
    # revisions
    _t(page, x, 476, "REVISIONS", 7, "hebo")
    _t(page, x, 490, "NO.", 5.5)
    _t(page, x + 30, 490, "DESCRIPTION", 5.5)
    _t(page, x + 215, 490, "DATE", 5.5)
    page.draw_line((x, 494), (xr, 494), width=0.4)
    for i, (n, d, dt) in enumerate(REVISIONS):
        ry = 508 + 15 * i
        if n:
            page.draw_polyline([(x + 6, ry - 9), (x + 13, ry + 3), (x - 1, ry + 3), (x + 6, ry - 9)], width=0.7)
            _tc(page, x + 6, ry + 1.5, n, 6)
        _t(page, x + 30, ry, d, 7)
        _t(page, x + 215, ry, dt, 7)
        page.draw_line((x, ry + 5), (xr, ry + 5), width=0.3)
    for i in range(3, 8):
        page.draw_line((x, 508 + 15 * i + 5), (xr, 508 + 15 * i + 5), width=0.3)
    page.draw_line((TB, 640), (W - 30, 640), width=0.8)
    # key plan
    _t(page, x, 656, "KEY PLAN", 5.5)
    for i, u in enumerate(["A", "B", "C", "D"]):
        r = pymupdf.Rect(x + 40 + 55 * i, 670, x + 88 + 55 * i, 720)
        page.draw_rect(r, width=0.6, fill=(0.7, 0.7, 0.7) if u == "C" else None)
        _tc(page, r.x0 + 24, 698, u, 8, "hebo")
    _t(page, x, 736, "BUILDING C SHOWN SHADED; BUILDINGS A, B, D UNDER SEPARATE PERMIT", 5.5)
    page.draw_line((TB, 750), (W - 30, 750), width=0.8)
    # stamp box
    _t(page, x, 766, "ISSUE", 5.5)
    _t(page, x, 784, "PERMIT SET - NOT FOR CONSTRUCTION", 9, "hebo")
    _t(page, x, 796, "UNTIL ALL REVISIONS ARE APPROVED BY AHJ", 6.5)
    page.draw_line((TB, 810), (W - 30, 810), width=0.8)
    _t(page, x, 826, "GENERAL", 5.5)
    for i, s in enumerate(["DESIGN PER OREGON STRUCTURAL SPECIALTY CODE. SEE S-001 FOR", "DESIGN CRITERIA, LOADS AND GENERAL STRUCTURAL NOTES.",
                           "CONTRACTOR SHALL VERIFY ALL DIMENSIONS WITH ARCHITECTURAL", "DRAWINGS. DO NOT SCALE DRAWINGS."]):
        _t(page, x, 840 + 10 * i, s, 6.5)
    page.draw_line((TB, 1350), (W - 30, 1350), width=0.8)
    # fields
    fields = [("PROJECT NO.", "NSE-24-118", 0, 1366), ("DATE", "01/17/2025", 150, 1366),
              ("DRAWN BY", "KML", 0, 1410), ("CHECKED BY", "DJT", 150, 1410),
              ("SCALE", "1/4\" = 1'-0\"", 0, 1454), ("CAD FILE", "NSE24118-S201.DWG", 150, 1454)]
    for cap, val, dx, fy in fields:
        _t(page, x + dx, fy, cap, 5.5)
        _t(page, x + dx, fy + 14, val, 8.5)
    page.draw_line((TB, 1478), (W - 30, 1478), width=0.8)
    _t(page, x, 1494, "SHEET TITLE", 5.5)
    _t(page, x, 1514, "SECOND FLOOR FRAMING &", 12, "hebo")
    _t(page, x, 1530, "SHEAR WALL PLAN", 12, "hebo")
    page.draw_line((TB, 1545), (W - 30, 1545), width=0.8)
    _t(page, x, 1561, "SHEET", 5.5)
    _t(page, x + 50, 1640, "S-201", 54, "hebo")
    _t(page, x, 1684, "© 2025 NORTHGATE STRUCTURAL ENGINEERS, INC. THESE DRAWINGS ARE INSTRUMENTS OF", 4.8)
    _t(page, x, 1691, "SERVICE AND SHALL NOT BE REUSED WITHOUT WRITTEN PERMISSION.", 4.8)


def shear_walls_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_strip(page)
    _plan(page)
    _sw_elevation(page, PX + 10, 1200)
    _legend(page, 910, 1220)
    x0 = 1460
    _, y = _sw_schedule(page, x0, 110)
    y = _hd_schedule(page, x0, y + 44)
    yb = y + 34
    _note_block(page, x0, yb, "SHEAR WALL NOTES", SW_NOTES)
    yf = _note_block(page, x0 + 410, yb, "FRAMING NOTES", FRAMING_NOTES)
    ya = yf + 24
    _t(page, x0 + 410, ya, "ABBREVIATIONS", 11, "hebo")
    page.draw_line((x0 + 410, ya + 3), (x0 + 410 + _tw("ABBREVIATIONS", 11, "hebo"), ya + 3), width=0.8)
    for i, (a, d) in enumerate(ABBREVIATIONS):
        col, row = divmod(i, 7)
        _t(page, x0 + 410 + 190 * col, ya + 20 + 11 * row, a, 6.5, "cour")
        _t(page, x0 + 410 + 190 * col + 44, ya + 20 + 11 * row, d, 6.5)
    _holdown_detail(page, x0 + 10, 1250)
    _inspections(page, x0 + 430, 1290)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
