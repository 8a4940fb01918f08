"""A US architectural site plan (AS-101, ANSI D 34x22 in, landscape) for a one-storey multi-tenant
retail and restaurant pad building on an outlot of a shopping centre, drawn the way an architect's
office exports one from CAD: the lot at 1" = 20'-0" with its four property lines drawn as phantom
lines and labelled with bearing and distance (`N 89°42'15" E  215.00'`), the front line running
along a state road at 17 degrees and the east line skewed, so that their bearing labels, the front
setback line, the drainage and utility easement, the street name and the driveway label are all
set rotated to the line they follow (17, -84 and 73 degrees); the building footprint split into
three tenant spaces with the finished floor elevation (`FFE = 742.50`), front sidewalk, patio,
four parking rows with the space count of each row in a box at its end (13, 14, 14, 11 = 52),
three accessible stalls with striped access aisles and their signs (one van accessible), 24'-0"
drive aisles, a 30'-0" driveway, setback lines labelled with their distance, the dumpster
enclosure, monument sign, existing fire hydrant, transformer, bicycle rack, trees, dimension
strings with architectural ticks, a north arrow, a graphic scale, hexagon keyed-note tags and a
revision cloud with its delta.

To the right: a ruled SITE DATA table whose header cells and item cells are set on two lines
("LOT COVERAGE" over "(MAX.)", "REQUIRED /" over "ALLOWED"), a ruled PARKING SUMMARY (use, area,
ratio, required, provided, accessible, van, bicycle), a site legend with hatch and line-type
swatches, a vicinity map, SITE KEYED NOTES 1-16 tagged by hexagons and GENERAL SITE NOTES
numbered `1.` with hanging indents. The title block is a strip down the right edge: firm, seal
area, project, owner, revisions, issue, date, project number, drawn/checked, scale, sheet title
and the sheet number.

The questions (`tests/blind_questions/drawn/round41-drawn.jsonl`) were written blind, before
drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2448, 1584                     # ANSI D, 34 x 22 in, landscape
S = 3.6                               # 1" = 20'-0": 3.6 points to the foot
OX, OY = 170, 1246                    # page position of the lot's south-west corner (local 0, 0)
T17 = math.tan(math.radians(17))
C17, S17 = math.cos(math.radians(17)), math.sin(math.radians(17))
C6, S6 = math.cos(math.radians(6)), math.sin(math.radians(6))

# lot corners in feet, x east and y north from the south-west corner (plan north = parallel to
# the north property line)
LOT_A = (0.0, 310.0)                  # NW, point of beginning
LOT_B = (215.0, 310.0)                # NE
LOT_C = (239.874, 73.337)             # SE, on the state road
LOT_D = (0.0, 0.0)                    # SW, on the state road

BLACK, GREY, LIGHT = (0, 0, 0), (0.45, 0.45, 0.45), (0.7, 0.7, 0.7)

SITE_DATA = [
    # (item lines, required/allowed lines, provided lines)
    (["ZONING DISTRICT"], ["C-2 GENERAL COMMERCIAL"], ["NO CHANGE"]),
    (["OVERLAY DISTRICT"], ["SR 37 CORRIDOR OVERLAY"], ["--"]),
    (["PROPOSED USE"], ["RESTAURANT / RETAIL", "(PERMITTED BY RIGHT)"], ["RESTAURANT / RETAIL"]),
    (["LOT AREA"], ["20,000 SF MIN."], ["62,622 SF", "1.438 AC"]),
    (["BUILDING AREA", "(GROSS)"], ["--"], ["6,400 SF", "(1 STORY)"]),
    (["LOT COVERAGE", "(MAX.)"], ["35%"], ["10.2%"]),
    (["FLOOR AREA RATIO", "(FAR, MAX.)"], ["0.50"], ["0.10"]),
    (["BUILDING HEIGHT", "(MAX.)"], ["35'-0\""], ["24'-0\"", "(TOP OF PARAPET)"]),
    (["LANDSCAPE AREA", "(MIN.)"], ["15%"], ["22,860 SF", "(36.5%)"]),
    (["FRONT SETBACK", "(SOUTH - SR 37)"], ["25'-0\""], ["162'-4\""]),
    (["SIDE SETBACK", "(WEST)"], ["10'-0\""], ["56'-0\""]),
    (["SIDE SETBACK", "(EAST)"], ["10'-0\""], ["34'-5\""]),
    (["REAR SETBACK", "(NORTH)"], ["15'-0\""], ["34'-0\""]),
    (["PARKING SETBACK", "(FROM R.O.W.)"], ["15'-0\""], ["50'-6\""]),
]

PARKING_ROWS = [
    ("USE", "AREA", "RATIO", "REQ'D", "PROV'D"),
    ("RESTAURANT - TENANT A", "2,800 SF", "1/100 SF", "28", "--"),
    ("RETAIL - TENANTS B & C", "3,600 SF", "1/250 SF", "15", "--"),
    ("TOTAL VEHICLE SPACES", "6,400 SF", "--", "43", "52"),
    ("ACCESSIBLE (INCL. IN TOTAL)", "--", "ADA TABLE 208.2", "3", "3"),
    ("VAN ACCESSIBLE (INCL.)", "--", "1 PER 6 ACCESSIBLE", "1", "1"),
    ("BICYCLE SPACES", "--", "1 PER 10 REQ'D", "5", "6"),
]

KEYED_NOTES = [
    ("1", ["4\" CONCRETE SIDEWALK ON 4\" COMPACTED AGGREGATE BASE, BROOM", "FINISH, TOOLED JOINTS AT 5'-0\" O.C. SEE 1/AS-501."]),
    ("2", ["HEAVY DUTY CONCRETE PAVING AT DUMPSTER APRON AND DRIVEWAY.", "SEE CIVIL DRAWINGS FOR JOINTING AND REINFORCING."]),
    ("3", ["ACCESSIBLE PARKING STALL WITH 5'-0\" WIDE STRIPED ACCESS AISLE;", "2% MAXIMUM SLOPE IN ANY DIRECTION. SEE 2/AS-501."]),
    ("4", ["VAN ACCESSIBLE SIGN MOUNTED BELOW ACCESSIBLE PARKING SIGN;", "60\" MIN. FROM GRADE TO BOTTOM OF LOWEST SIGN. SEE 3/AS-501."]),
    ("5", ["ACCESSIBLE PARKING SIGN (R7-8) ON 3\" DIA. STEEL POST IN", "CONCRETE FOOTING AT HEAD OF EACH ACCESSIBLE STALL."]),
    ("6", ["CURB RAMP, 1:12 MAX. SLOPE, WITH TRUNCATED DOME DETECTABLE", "WARNING SURFACE FULL WIDTH OF RAMP. SEE 4/AS-501."]),
    ("7", ["DUMPSTER ENCLOSURE: 8'-0\" HIGH SPLIT-FACE CMU WALLS WITH", "STEEL FRAMED GATES AND CANE BOLTS. SEE 1/AS-502."]),
    ("8", ["6\" DIA. CONCRETE FILLED STEEL PIPE BOLLARD, PAINTED SAFETY", "YELLOW. SEE 5/AS-501."]),
    ("9", ["DOUBLE-FACED MONUMENT SIGN ON MASONRY BASE TO MATCH BUILDING.", "SIGN UNDER SEPARATE PERMIT BY TENANT."]),
    ("10", ["BICYCLE RACK: (3) INVERTED-U RACKS, 6 BICYCLE SPACES,", "SURFACE MOUNTED. SEE 6/AS-501."]),
    ("11", ["4\" WIDE PAINTED PARKING STRIPE, WHITE, TYPICAL."]),
    ("12", ["PAINTED DIRECTIONAL ARROW, WHITE, TYPICAL."]),
    ("13", ["EXISTING FIRE HYDRANT TO REMAIN. PROTECT DURING CONSTRUCTION."]),
    ("14", ["FIRE DEPARTMENT CONNECTION (FDC) ON BUILDING WALL; COORDINATE", "LOCATION WITH FIRE PROTECTION DRAWINGS AND FIRE MARSHAL."]),
    ("15", ["PAD-MOUNTED TRANSFORMER BY UTILITY ON CONCRETE PAD. MAINTAIN", "10'-0\" CLEAR IN FRONT OF DOORS AND 3'-0\" AT SIDES."]),
    ("16", ["OUTDOOR DINING PATIO WITH 42\" HIGH ALUMINUM RAILING. SEE 2/AS-502."]),
]

GENERAL_NOTES = [
    ["ALL DIMENSIONS ARE TO FACE OF CURB, FACE OF BUILDING OR PROPERTY", "LINE UNLESS OTHERWISE NOTED."],
    ["REFER TO CIVIL DRAWINGS FOR GRADING, DRAINAGE, UTILITIES, EROSION", "CONTROL AND PAVEMENT SECTIONS."],
    ["BOUNDARY INFORMATION FROM ALTA/NSPS SURVEY BY CROSSROADS LAND", "SURVEYING, INC., DATED 03/11/2025."],
    ["BASIS OF BEARINGS: INDIANA STATE PLANE COORDINATE SYSTEM, EAST", "ZONE, NAD 83. PLAN IS ROTATED 0°17'45\" TO SUIT THE BUILDING."],
    ["SITE IS IN FLOOD ZONE X (OUTSIDE 0.2% ANNUAL CHANCE FLOODPLAIN)", "PER FIRM PANEL 18057C0231G."],
    ["STANDARD PARKING STALLS ARE 9'-0\" x 18'-0\" UNLESS NOTED.", "ALL PARKING STRIPES ARE 4\" WIDE WHITE."],
    ["ACCESSIBLE ROUTE: MAXIMUM RUNNING SLOPE 1:20, MAXIMUM CROSS", "SLOPE 1:48, WITHOUT STEPS, FROM PUBLIC WAY TO ENTRANCES."],
    ["CONTRACTOR SHALL LOCATE ALL EXISTING UTILITIES BEFORE EXCAVATION.", "CALL INDIANA 811 AT LEAST 2 WORKING DAYS BEFORE DIGGING."],
    ["SITE LIGHTING: SEE ELECTRICAL SITE PLAN ES-101.", "LANDSCAPING AND TREE PRESERVATION: SEE L-101."],
    ["FIRE LANE: PAINT CURBS RED AND STENCIL \"FIRE LANE - NO PARKING\"", "AT 50'-0\" O.C. WHERE SHOWN, PER NOBLESVILLE FIRE DEPARTMENT."],
    ["REPAIR ANY DAMAGE TO THE PUBLIC SIDEWALK, CURB OR PAVEMENT IN", "THE SR 37 RIGHT-OF-WAY TO INDOT STANDARDS."],
    ["ALL ROOFTOP EQUIPMENT SHALL BE SCREENED FROM VIEW BY THE PARAPET.", ""],
]


class _Pen:
    """The page's drawing calls gathered in one Shape and committed once, as a CAD export writes
    one content stream (committing each line on its own makes a dense sheet quadratic)."""

    def __init__(self, page):
        self.page = page
        self.shape = page.new_shape()

    def draw_line(self, a, b, width=1, color=BLACK, dashes=None):
        self.shape.draw_line(a, b)
        self.shape.finish(width=width, color=color, dashes=dashes, closePath=False)

    def draw_rect(self, rect, width=1, color=BLACK, fill=None, dashes=None):
        self.shape.draw_rect(rect)
        self.shape.finish(width=width, color=color, fill=fill, dashes=dashes, closePath=False)

    def draw_circle(self, center, radius, width=1, color=BLACK, fill=None, dashes=None):
        self.shape.draw_circle(center, radius)
        self.shape.finish(width=width, color=color, fill=fill, dashes=dashes, closePath=False)

    def draw_polyline(self, points, width=1, color=BLACK, fill=None, dashes=None):
        self.shape.draw_polyline(points)
        self.shape.finish(width=width, color=color, fill=fill, dashes=dashes, closePath=False)

    def draw_bezier(self, p1, p2, p3, p4, width=1, color=BLACK):
        self.shape.draw_bezier(p1, p2, p3, p4)
        self.shape.finish(width=width, color=color, closePath=False)

    def draw_sector(self, center, point, beta, width=1, color=BLACK, dashes=None):
        self.shape.draw_sector(center, point, beta, fullSector=False)
        self.shape.finish(width=width, color=color, dashes=dashes, closePath=False)

    def insert_text(self, point, text, fontsize=11, fontname="helv", color=BLACK, morph=None):
        self.shape.insert_text(point, text, fontsize=fontsize, fontname=fontname, color=color, morph=morph)

    def commit(self):
        self.shape.commit()

# ------------------------------------------------------------------ basic drawing

def _text(page, x, y, s, size=7.0, font="helv", angle=0.0, color=BLACK):
    """Text with its baseline starting at (x, y), turned `angle` degrees counter-clockwise."""
    if angle:
        page.insert_text((x, y), s, fontsize=size, fontname=font, color=color,
                         morph=(pymupdf.Point(x, y), pymupdf.Matrix(angle)))
    else:
        page.insert_text((x, y), s, fontsize=size, fontname=font, color=color)


def _width(s, size, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _centered(page, x, y, s, size=7.0, font="helv", angle=0.0):
    """Text centred on (x, y) along its own direction (the baseline sits a third of the size low)."""
    w = _width(s, size, font)
    a = math.radians(angle)
    # page y points down: the text direction is (cos a, -sin a), its "down" is (sin a, cos a)
    bx = x - (w / 2) * math.cos(a) + (size * 0.35) * math.sin(a)
    by = y + (w / 2) * math.sin(a) + (size * 0.35) * math.cos(a)
    _text(page, bx, by, s, size, font, angle)


def _p(fx, fy):
    """Page point of a plan point given in feet."""
    return OX + fx * S, OY - fy * S


def _line(page, a, b, width=0.5, dashes=None, color=BLACK):
    page.draw_line(a, b, width=width, dashes=dashes, color=color)


def _fline(page, a, b, width=0.5, dashes=None, color=BLACK):
    _line(page, _p(*a), _p(*b), width, dashes, color)


def _poly(page, pts, width=0.5, dashes=None, closed=True, fill=None, color=BLACK):
    pts = [pymupdf.Point(*q) for q in pts]
    if closed:
        pts.append(pts[0])
    page.draw_polyline(pts, width=width, dashes=dashes, fill=fill, color=color)


def _fpoly(page, pts, **kw):
    _poly(page, [_p(*q) for q in pts], **kw)


def _hexagon(page, x, y, label, r=7.5, size=6.5):
    """A keyed note's tag: its number in a flat-topped hexagon centred on (x, y)."""
    pts = [(x + r * math.cos(math.radians(60 * k)), y + r * math.sin(math.radians(60 * k))) for k in range(6)]
    _poly(page, pts, width=0.7, fill=(1, 1, 1))
    _centered(page, x, y, label, size, "hebo")


def _tag(page, fx, fy, label, lx, ly):
    """A hexagon tag at plan point (fx, fy) offset (lx, ly) points, with a leader to the point."""
    x, y = _p(fx, fy)
    tx, ty = x + lx, y + ly
    if abs(lx) + abs(ly) > 12:
        d = math.hypot(lx, ly)
        _line(page, (x, y), (tx - lx / d * 8, ty - ly / d * 8), width=0.35)
        page.draw_circle((x, y), 1.1, width=0.3, fill=BLACK)
    _hexagon(page, tx, ty, label)


def _delta(page, x, y, label, r=8):
    pts = [(x, y - r), (x + r * 0.95, y + r * 0.65), (x - r * 0.95, y + r * 0.65)]
    _poly(page, pts, width=0.7)
    _centered(page, x, y + 1.5, label, 6, "hebo")


def _cloud(page, rect, bump=9):
    """A revision cloud: arcs of small circles along the rectangle's edges."""
    x0, y0, x1, y1 = rect
    pts = []
    for (ax, ay, bx, by) in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
        n = max(2, int(math.hypot(bx - ax, by - ay) / bump))
        for k in range(n):
            pts.append((ax + (bx - ax) * k / n, ay + (by - ay) * k / n))
    pts.append(pts[0])
    for a, b in zip(pts, pts[1:]):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = mx - cx, my - cy
        d = math.hypot(dx, dy) or 1
        ctrl = (mx + dx / d * 5, my + dy / d * 5)
        page.draw_bezier(a, ctrl, ctrl, b, width=0.8)


# ------------------------------------------------------------------ clipping and hatches

def _clip_convex(a, b, poly):
    """The part of segment a-b inside the convex polygon (counter-clockwise or clockwise), or None."""
    t0, t1 = 0.0, 1.0
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = len(poly)
    area = sum(poly[i][0] * poly[(i + 1) % n][1] - poly[(i + 1) % n][0] * poly[i][1] for i in range(n))
    sgn = 1 if area > 0 else -1
    for i in range(n):
        p, q = poly[i], poly[(i + 1) % n]
        ex, ey = q[0] - p[0], q[1] - p[1]
        # inward normal
        nx, ny = -ey * sgn, ex * sgn
        num = nx * (a[0] - p[0]) + ny * (a[1] - p[1])
        den = nx * dx + ny * dy
        if abs(den) < 1e-12:
            if num < 0:
                return None
            continue
        t = -num / den
        if den > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    return (a[0] + t0 * dx, a[1] + t0 * dy), (a[0] + t1 * dx, a[1] + t1 * dy)


def _inside(pt, poly):
    x, y = pt
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _hatch_lines(page, poly, spacing=6.0, angle=45.0, width=0.25, color=GREY):
    """Parallel hatch lines over a convex page-space polygon."""
    xs = [q[0] for q in poly]
    ys = [q[1] for q in poly]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    r = math.hypot(max(xs) - min(xs), max(ys) - min(ys))
    a = math.radians(angle)
    ux, uy = math.cos(a), -math.sin(a)
    nx, ny = -uy, ux
    k = -r
    while k <= r:
        px, py = cx + nx * k, cy + ny * k
        seg = _clip_convex((px - ux * r, py - uy * r), (px + ux * r, py + uy * r), poly)
        if seg:
            _line(page, seg[0], seg[1], width=width, color=color)
        k += spacing


def _stipple(page, poly, step=5.0, triangles=False, color=GREY):
    """Concrete stipple: a deterministic scatter of dots (and small triangles) in a page polygon."""
    xs = [q[0] for q in poly]
    ys = [q[1] for q in poly]
    i = 0
    y = min(ys) + step / 2
    while y < max(ys):
        x = min(xs) + (step / 2 if i % 2 else step)
        j = 0
        while x < max(xs):
            jx = ((i * 7 + j * 13) % 5 - 2) * 0.6
            jy = ((i * 11 + j * 3) % 5 - 2) * 0.6
            pt = (x + jx, y + jy)
            if _inside(pt, poly):
                if triangles and (i * 3 + j) % 7 == 0:
                    t = 1.6
                    _poly(page, [(pt[0], pt[1] - t), (pt[0] + t, pt[1] + t), (pt[0] - t, pt[1] + t)],
                          width=0.25, color=color)
                else:
                    page.draw_circle(pt, 0.35, width=0, fill=color, color=color)
            x += step
            j += 1
        y += step * 0.8
        i += 1


def _grass(page, poly, step=14.0):
    """Landscape: scattered grass tufts in a page polygon."""
    xs = [q[0] for q in poly]
    ys = [q[1] for q in poly]
    i = 0
    y = min(ys) + step / 2
    while y < max(ys):
        x = min(xs) + (step / 2 if i % 2 else step / 5)
        while x < max(xs):
            if _inside((x, y), poly) and _inside((x + 3, y - 3), poly) and _inside((x - 3, y), poly):
                for dx in (-1.6, 0, 1.6):
                    _line(page, (x, y), (x + dx, y - 2.6), width=0.25, color=GREY)
            x += step
        y += step * 0.7
        i += 1


def _tree(page, fx, fy, r_ft=9, deciduous=True):
    x, y = _p(fx, fy)
    r = r_ft * S
    if deciduous:
        n = 11
        pts = []
        for k in range(n + 1):
            a = 2 * math.pi * k / n
            pts.append((x + r * math.cos(a), y + r * math.sin(a)))
        for a, b in zip(pts, pts[1:]):
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            d = math.hypot(mx - x, my - y)
            c = (mx + (mx - x) / d * 3, my + (my - y) / d * 3)
            page.draw_bezier(a, c, c, b, width=0.4, color=GREY)
        for k in range(5):
            a = 2 * math.pi * k / 5 + 0.3
            _line(page, (x, y), (x + 0.55 * r * math.cos(a), y + 0.55 * r * math.sin(a)), width=0.3, color=GREY)
    else:
        page.draw_circle((x, y), r, width=0.4, color=GREY)
        for k in range(12):
            a = 2 * math.pi * k / 12
            _line(page, (x + 0.3 * r * math.cos(a), y + 0.3 * r * math.sin(a)),
                  (x + r * math.cos(a), y + r * math.sin(a)), width=0.3, color=GREY)
    page.draw_circle((x, y), 1.2, width=0.3)


# ------------------------------------------------------------------ dimensions

def _tick(page, x, y, size=3.5):
    _line(page, (x - size, y + size), (x + size, y - size), width=0.8)


def _hdim(page, fx0, fx1, fy, text, off=0.0, size=6.5, ext_from=None):
    """A horizontal dimension between plan x's at plan y, `off` points from it, text above."""
    x0, y = _p(fx0, fy)
    x1, _ = _p(fx1, fy)
    y += off
    _line(page, (x0 - 4, y), (x1 + 4, y), width=0.35)
    _tick(page, x0, y)
    _tick(page, x1, y)
    if ext_from is not None:
        ey = _p(0, ext_from)[1]
        for x in (x0, x1):
            _line(page, (x, ey + (2 if ey < y else -2)), (x, y + (3 if ey < y else -3)), width=0.25)
    _centered(page, (x0 + x1) / 2, y - 4.5, text, size, "cour")


def _vdim(page, fy0, fy1, fx, text, off=0.0, size=6.5, ext_from=None):
    """A vertical dimension between plan y's at plan x, `off` points from it, text turned 90."""
    x, y0 = _p(fx, fy0)
    _, y1 = _p(fx, fy1)
    x += off
    _line(page, (x, y0 + 4), (x, y1 - 4), width=0.35)
    _tick(page, x, y0)
    _tick(page, x, y1)
    if ext_from is not None:
        ex = _p(ext_from, 0)[0]
        for y in (y0, y1):
            _line(page, (ex + (2 if ex < x else -2), y), (x + (3 if ex < x else -3), y), width=0.25)
    _centered(page, x - 4.5, (y0 + y1) / 2, text, size, "cour", angle=90)


# ------------------------------------------------------------------ the plan

def _street_pt(fx_along, off):
    """A plan point on a line parallel to the front (south) property line: `fx_along` feet along it
    from the south-west corner, `off` feet off it (positive = into the street, to the south-east)."""
    return fx_along * C17 + off * S17, fx_along * S17 - off * C17


VIEW = (96, 70, 1112, 1440)           # the plan's extent on the page


def _clip_view(a, b):
    x0, y0, x1, y1 = VIEW
    return _clip_convex(a, b, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def _street_line(page, off, width=0.6, dashes=None, color=BLACK, start=-60, end=330):
    seg = _clip_view(_p(*_street_pt(start, off)), _p(*_street_pt(end, off)))
    if seg:
        _line(page, seg[0], seg[1], width=width, dashes=dashes, color=color)


def _street(page):
    # state road: 80' right-of-way south of the front property line
    _street_line(page, 1.0, 0.4)                      # back of public sidewalk
    _street_line(page, 6.0, 0.4)                      # front of sidewalk
    _street_line(page, 14.0, 0.9)                     # back of curb
    _street_line(page, 15.0, 0.4)                     # face of curb / gutter
    _street_line(page, 27.0, 0.35, dashes="[12 9] 0", color=GREY)   # lane line
    _street_line(page, 39.5, 0.45, dashes="[30 6] 0")                # double centre line
    _street_line(page, 40.5, 0.45, dashes="[30 6] 0")
    _street_line(page, 53.0, 0.35, dashes="[12 9] 0", color=GREY)
    _street_line(page, 65.0, 0.4)
    _street_line(page, 66.0, 0.9)
    _street_line(page, 80.0, 0.7, dashes="[24 4 4 4 4 4] 0")        # far R.O.W. line
    _street_line(page, 9.0, 0.5, dashes="[18 4 2 4] 0", color=GREY)   # existing water main
    _street_line(page, 34.0, 0.5, dashes="[18 4 2 4 2 4] 0", color=GREY)   # existing sanitary
    for a0 in (150, 236):
        x, y = _p(*_street_pt(a0, 8.3))
        _text(page, x, y, "(E) 12\" WATER MAIN", 5, "helv", angle=17, color=GREY)
    x, y = _p(*_street_pt(200, 33.3))
    _text(page, x, y, "(E) 10\" SANITARY SEWER", 5, "helv", angle=17, color=GREY)
    # public sidewalk stipple, in pieces so it stays convex and inside the plan
    for a0 in range(-20, 300, 40):
        poly = [_p(*_street_pt(a0, 1)), _p(*_street_pt(a0 + 40, 1)), _p(*_street_pt(a0 + 40, 6)),
                _p(*_street_pt(a0, 6))]
        if all(VIEW[0] < q[0] < VIEW[2] and VIEW[1] < q[1] < VIEW[3] for q in poly):
            _stipple(page, poly, 4.5)
    x, y = _p(*_street_pt(80, 33.5))
    _text(page, x, y, "STATE ROAD 37", 13, "hebo", angle=17)
    x, y = _p(*_street_pt(84, 48))
    _text(page, x, y, "(80' PUBLIC R.O.W. - INDOT)", 7.5, "helv", angle=17)
    x, y = _p(*_street_pt(22, 4.8))
    _text(page, x, y, "(E) 5'-0\" PUBLIC SIDEWALK", 5.5, "helv", angle=17)
    x, y = _p(*_street_pt(190, 22))
    _text(page, x, y, "(E) CURB & GUTTER", 5.5, "helv", angle=17)
    # direction arrows in the lanes
    for a0, off, sgn in ((40, 21, 1), (230, 21, 1), (120, 59, -1)):
        p0 = _p(*_street_pt(a0, off))
        p1 = _p(*_street_pt(a0 + 16 * sgn, off))
        _line(page, p0, p1, width=0.6, color=GREY)
        ux, uy = (p1[0] - p0[0]), (p1[1] - p0[1])
        d = math.hypot(ux, uy)
        ux, uy = ux / d, uy / d
        for s in (1, -1):
            _line(page, p1, (p1[0] - 7 * ux + s * 3 * uy, p1[1] - 7 * uy - s * 3 * ux), width=0.6, color=GREY)
    # existing fire hydrant in the parkway strip between sidewalk and curb
    hx, hy = _p(*_street_pt(44, 10))
    page.draw_circle((hx, hy), 4.2, width=0.8)
    page.draw_circle((hx, hy), 1.6, width=0.5, fill=BLACK)
    for dx, dy in ((5.5, 0), (-5.5, 0), (0, 5.5)):
        _line(page, (hx + dx * 0.75, hy + dy * 0.75), (hx + dx, hy + dy), width=1.2)
    _text(page, hx + 9, hy + 13, "(E) FIRE HYDRANT", 5.5)
    _hexagon(page, hx + 88, hy + 10, "13")


def _property_lines(page):
    phantom = "[26 4 5 4 5 4] 0"
    corners = [LOT_A, LOT_B, LOT_C, LOT_D]
    for a, b in zip(corners, corners[1:] + corners[:1]):
        _fline(page, a, b, width=1.5, dashes=phantom)
    for c in corners:
        x, y = _p(*c)
        page.draw_circle((x, y), 2.4, width=0.6)
    # bearings and distances, each along its line
    x, y = _p(58, 312.5)
    _text(page, x, y, "N 89°42'15\" E  215.00'", 8, "helv")
    x, y = _p(*_street_pt(88, -3.0))
    _text(page, x, y, "S 72°42'15\" W  250.83'", 8, "helv", angle=17)
    bx, by = 215 + (310 - 150) * math.tan(math.radians(6)), 150
    x, y = _p(bx - 3.5, by)
    _text(page, x, y, "S 06°17'45\" E  237.97'", 8, "helv", angle=-84)
    x, y = _p(-3.5, 120)
    _text(page, x, y, "N 00°17'45\" W  310.00'", 8, "helv", angle=90)
    x, y = _p(*LOT_A)
    _text(page, x - 60, y - 16, "P.O.B. / NW COR. OUTLOT 3", 5.5)
    _text(page, x - 60, y - 9, "5/8\" REBAR W/ CAP (FOUND)", 5.5)
    # setbacks
    dash = "[9 5] 0"
    off_front = 25 / C17
    # front setback line parallel to the road, between the side setback lines
    fx0, fx1 = 10, 224
    _fline(page, (fx0, fx0 * T17 + off_front), (fx1, fx1 * T17 + off_front), width=0.6, dashes=dash)
    x, y = _p(*_street_pt(16, -26.5))
    _text(page, x, y, "25'-0\" FRONT SETBACK", 6.5, "helv", angle=17)
    # parking setback (15' from R.O.W.)
    off_p = 15 / C17
    _fline(page, (46, 46 * T17 + off_p), (150, 150 * T17 + off_p), width=0.4, dashes="[3 3] 0", color=GREY)
    x, y = _p(*_street_pt(56, -16.5))
    _text(page, x, y, "15'-0\" PARKING SETBACK", 5.5, "helv", angle=17, color=GREY)
    # easement along the front
    off_e = 10 / C17
    _fline(page, (0, off_e), (237, 237 * T17 + off_e), width=0.4, dashes="[14 3 3 3] 0")
    x, y = _p(*_street_pt(150, -8.3))
    _text(page, x, y, "10' D. & U.E. (INSTR. NO. 2019-004417)", 5.5, "helv", angle=17)
    # side and rear setbacks
    _fline(page, (10, 10 * T17 + off_front), (10, 300), width=0.6, dashes=dash)
    x, y = _p(8.2, 150)
    _text(page, x, y, "10'-0\" SIDE SETBACK", 6.5, "helv", angle=90)
    _fline(page, (10, 295), (216.6, 295), width=0.6, dashes=dash)
    x, y = _p(120, 296.8)
    _text(page, x, y, "15'-0\" REAR SETBACK", 6.5)
    # east side setback: parallel to the skewed east line, 10 ft inside it
    e0 = (215 - 10 / C6, 310)
    top = (e0[0] + 15 * math.tan(math.radians(6)), 295)
    bot_y = 86
    bot = (e0[0] + (310 - bot_y) * math.tan(math.radians(6)), bot_y)
    _fline(page, top, bot, width=0.6, dashes=dash)
    x, y = _p(bot[0] - (250 - bot_y) * math.tan(math.radians(6)) - 1.5, 250)
    _text(page, x, y, "10'-0\" SIDE SETBACK", 6.5, "helv", angle=-84)
    # adjacent properties
    x, y = _p(-14, 250)
    for i, s in enumerate(["OUTLOT 2 - HARBOR POINT COMMONS", "ZONED C-2 / (E) BANK W/ DRIVE-THRU"]):
        _text(page, x - 9 * i, y, s, 6.5, "helv" if i else "hebo", angle=90)
    x, y = _p(250, 270)
    for i, s in enumerate(["OUTLOT 4 - HARBOR POINT COMMONS", "ZONED C-2 / UNDEVELOPED"]):
        _text(page, x + 9 * i, y, s, 6.5, "helv" if i else "hebo", angle=-84)
    x, y = _p(30, 328)
    _text(page, x, y, "LOT 1 - HARBOR POINT COMMONS", 7, "hebo")
    _text(page, x, y + 9, "ZONED C-2 / (E) SHOPPING CENTER - MAJOR TENANT", 6.5)
    # cross access easement to outlot 2
    _fline(page, (0, 172), (-20, 172), width=0.4, dashes="[14 3 3 3] 0")
    _fline(page, (0, 200), (-20, 200), width=0.4, dashes="[14 3 3 3] 0")
    x, y = _p(-19, 188)
    _text(page, x, y, "28' CROSS ACCESS", 5.5)
    _text(page, x, y + 7, "EASEMENT (RECORDED)", 5.5)


def _paving(page):
    # the paved area outline (asphalt) drawn as back of curb
    lot_w = lambda y: 215 + (310 - y) * math.tan(math.radians(6))  # noqa: E731
    # drive aisle 1 and 2, west aisle, east aisle
    a1 = [(0, 174), (200, 174), (200, 198), (0, 198)]
    a2 = [(14, 114), (200, 114), (200, 138), (14, 138)]
    west = [(14, 114), (38, 114), (38, 256), (14, 256)]
    east = [(176, 114), (200, 114), (200, 198), (176, 198)]
    # curbs: outer edge of paving
    curb = [(0, 198), (14, 198)]
    _fpoly(page, curb, width=0.9, closed=False)
    _fpoly(page, [(0, 174), (14, 174), (14, 138)], width=0.9, closed=False)
    _fpoly(page, [(14, 114), (14, 96), ], width=0.9, closed=False)
    _fpoly(page, [(14, 96), (40.5, 96), (40.5, 94)], width=0.9, closed=False)
    _fpoly(page, [(14, 198), (14, 256), (14, 262)], width=0.9, closed=False)
    _fpoly(page, [(200, 114), (200, 216)], width=0.9, closed=False)
    _fpoly(page, [(38, 198), (38, 256)], width=0.9, closed=False)
    # landscape islands at the row ends
    for x0, x1, y0, y1 in ((38, 44, 138, 174), (170, 176, 138, 174), (14, 41, 96, 114), (38, 56, 198, 216), (183, 200, 198, 216)):
        _fpoly(page, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)], width=0.9)
    # parking rows
    rows = [
        # (x0, y0 stall depth range, count, facing) standard stalls only (ADA drawn separately)
        (56, 198, 216, 5), (138, 198, 216, 5),
        (44, 156, 174, 14), (44, 138, 156, 14),
        (41, 96, 114, 11),
    ]
    for x0, y0, y1, n in rows:
        for k in range(n + 1):
            _fline(page, (x0 + 9 * k, y0), (x0 + 9 * k, y1), width=0.5)
    _fline(page, (44, 156), (170, 156), width=0.5)         # back-to-back rows: shared head line
    _fline(page, (41, 96), (140, 96), width=0.9)           # head of row D against the buffer
    # accessible stalls: car 8' + aisle 5' + van 11' + aisle 5' + car 8'
    x = 101
    for w, kind in ((8, "car"), (5, "aisle"), (11, "van"), (5, "aisle"), (8, "car")):
        _fline(page, (x, 198), (x, 216), width=0.5)
        if kind == "aisle":
            pts = [(x, 198), (x + w, 198), (x + w, 216), (x, 216)]
            pg = [_p(*q) for q in pts]
            _hatch_lines(page, pg, spacing=5, angle=45, width=0.4, color=BLACK)
        else:
            cx, cy = _p(x + w / 2, 205)
            _isa(page, cx, cy)
        x += w
    _fline(page, (x, 198), (x, 216), width=0.5)
    cx, cy = _p(121.5, 211.5)
    _text(page, cx - 7, cy + 2, "VAN", 4.5, "hebo")
    # row count boxes at row ends
    for fx, fy, n in ((40.5, 207, "13"), (176 - 3, 165, "14"), (176 - 3, 147, "14"), (27.5, 105, "11")):
        x, y = _p(fx, fy)
        page.draw_rect(pymupdf.Rect(x - 7, y - 5.5, x + 7, y + 5.5), width=0.6, fill=(1, 1, 1))
        _centered(page, x, y, n, 6.5, "hebo")
    # drive aisle labels and dimensions
    x, y = _p(60, 186)
    _text(page, x, y + 2.5, "24'-0\" DRIVE AISLE", 7, "helv")
    x, y = _p(100, 126)
    _text(page, x, y + 2.5, "24'-0\" DRIVE AISLE", 7, "helv")
    x, y = _p(27.5, 206 - 40)
    _text(page, x + 2.5, y + 40, "24'-0\" TWO-WAY DRIVE AISLE", 6.5, "helv", angle=90)
    x, y = _p(189.5, 122)
    _text(page, x + 2.5, y, "24'-0\" DRIVE AISLE", 6, "helv", angle=90)
    _vdim(page, 174, 198, 48 - 1, "24'-0\"", off=0)
    _vdim(page, 114, 138, 110, "24'-0\"", off=0)
    _vdim(page, 198, 216, 64, "18'-0\"", off=0)
    _vdim(page, 138, 156, 150, "18'-0\"", off=0)
    _vdim(page, 156, 174, 150, "18'-0\"", off=0)
    _vdim(page, 96, 114, 60, "18'-0\"", off=0)
    _hdim(page, 44, 53, 150, "9'-0\"", off=-30 - 0)
    _hdim(page, 101, 109, 198, "8'-0\"", off=18)
    _hdim(page, 114, 125, 198, "11'-0\"", off=18)
    _hdim(page, 109, 114, 198, "5'-0\"", off=32)
    # directional arrows in the aisles
    for fx, fy, d in ((30, 186, 1), (160, 186, -1), (40, 126, -1), (180, 126, 1)):
        _arrow_mark(page, fx, fy, d)
    _tag(page, 160, 186, "12", 18, -14)
    _tag(page, 62, 156, "11", -30, 18)
    # heavy duty concrete: dumpster apron and driveway
    apron = [(14, 232), (40, 232), (40, 256), (14, 256)]
    _stipple(page, [_p(*q) for q in apron], 4.2, triangles=True)
    _tag(page, 26, 240, "2", -36, 10)
    # driveway perpendicular to the state road
    c = (175, 175 * T17)
    u = (-S17, C17)
    v = (C17, S17)
    left0 = (c[0] - 15 * v[0] - 14 * u[0], c[1] - 15 * v[1] - 14 * u[1])
    right0 = (c[0] + 15 * v[0] - 14 * u[0], c[1] + 15 * v[1] - 14 * u[1])
    sl = (114 - left0[1]) / C17
    sr = (114 - right0[1]) / C17
    left1 = (left0[0] - sl * S17, 114.0)
    right1 = (right0[0] - sr * S17, 114.0)
    _fline(page, left0, left1, width=0.9)
    _fline(page, right0, right1, width=0.9)
    # flares at the curb
    for p0, sgn in ((left0, -1), (right0, 1)):
        q = (p0[0] + sgn * 6 * v[0] - 1 * u[0], p0[1] + sgn * 6 * v[1] - 1 * u[1])
        _fline(page, p0, q, width=0.9)
    dpoly = [_p(*_street_pt(175 / C17 - 15, 0)), _p(*_street_pt(175 / C17 + 15, 0)), _p(*right1), _p(*left1)]
    # driveway apron inside the lot: heavy-duty concrete to the 10' easement line
    de = 12
    dpoly2 = [_p(*left0), _p(*right0), _p(right0[0] + de * 2.3 * u[0], right0[1] + de * 2.3 * u[1]),
              _p(left0[0] + de * 2.3 * u[0], left0[1] + de * 2.3 * u[1])]
    _stipple(page, dpoly2, 4.2, triangles=True)
    mx, my = _p(c[0] + 24 * u[0] + 1.5 * v[0], c[1] + 24 * u[1] + 1.5 * v[1])
    _text(page, mx, my, "30'-0\" DRIVEWAY", 7, "helv", angle=73)
    mx, my = _p(c[0] + 30 * u[0] - 8.5 * v[0], c[1] + 30 * u[1] - 8.5 * v[1])
    _text(page, mx, my, "FULL ACCESS - INDOT PERMIT", 5.5, "helv", angle=73)
    _tag(page, c[0] + 8 * u[0] + 8 * v[0], c[1] + 8 * u[1] + 8 * v[1], "2", 40, -6)
    # driveway width dimension, along the road
    d0 = _p(left0[0] + 4 * u[0], left0[1] + 4 * u[1])
    d1 = _p(right0[0] + 4 * u[0], right0[1] + 4 * u[1])
    _line(page, d0, d1, width=0.35)
    _tick(page, *d0)
    _tick(page, *d1)
    _text(page, d0[0] + 28, d0[1] - 12, "30'-0\"", 6.5, "cour", angle=17)
    # stop bar and sign at the exit
    s0 = (c[0] + 2 * u[0], c[1] + 2 * u[1])
    _fline(page, s0, (s0[0] + 14 * v[0], s0[1] + 14 * v[1]), width=2.2)
    x, y = _p(right0[0] + 4 * u[0] + 3 * v[0], right0[1] + 4 * u[1] + 3 * v[1])
    _text(page, x + 4, y, "STOP SIGN (R1-1) & 24\" STOP BAR", 5.5, "helv", angle=17)
    # east aisle dead-end: fire lane paint on the curb
    x, y = _p(201.5, 150)
    _text(page, x + 2, y, "FIRE LANE - NO PARKING", 5.5, "helv", angle=90, color=(0.6, 0, 0))
    _fline(page, (200, 120), (200, 196), width=1.6, color=(0.75, 0.1, 0.1))


def _arrow_mark(page, fx, fy, d):
    """A painted direction arrow in an aisle (d = +1 east, -1 west)."""
    x, y = _p(fx, fy)
    L = 22
    x1 = x + d * L
    _line(page, (x, y), (x1, y), width=1.4, color=GREY)
    _poly(page, [(x1 + d * 7, y), (x1, y - 4), (x1, y + 4)], width=0.5, fill=GREY, color=GREY)


def _isa(page, cx, cy):
    """The International Symbol of Accessibility painted in a stall (schematic)."""
    page.draw_rect(pymupdf.Rect(cx - 6.5, cy - 6.5, cx + 6.5, cy + 6.5), width=0.5)
    page.draw_circle((cx - 0.5, cy - 4), 1.1, width=0.4)
    _line(page, (cx - 1, cy - 2.5), (cx - 1.5, cy + 1.5), width=0.6)
    _line(page, (cx - 1.5, cy + 1.5), (cx + 2.5, cy + 1.5), width=0.6)
    _line(page, (cx + 2.5, cy + 1.5), (cx + 3.5, cy + 4.5), width=0.6)
    page.draw_circle((cx - 1.5, cy + 2.5), 2.6, width=0.5)


def _building(page):
    x0, y0 = _p(56, 276)
    x1, y1 = _p(184, 226)
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=2.4)
    _hatch_lines(page, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)], spacing=9, angle=45, width=0.2, color=LIGHT)
    # tenant demising walls
    for fx in (112, 148):
        _fline(page, (fx, 226), (fx, 276), width=1.2)
    # canopy over the front doors (dashed above)
    _fpoly(page, [(60, 226), (60, 221), (180, 221), (180, 226)], width=0.5, dashes="[6 3] 0", closed=False)
    names = [(84, "TENANT A", "RESTAURANT", "2,800 SF"), (130, "TENANT B", "RETAIL", "1,800 SF"),
             (166, "TENANT C", "RETAIL", "1,800 SF")]
    for fx, a, b, c in names:
        x, y = _p(fx, 262)
        page.draw_rect(pymupdf.Rect(x - 38, y - 12, x + 38, y + 26), width=0, fill=(1, 1, 1))
        _centered(page, x, y - 4, a, 8, "hebo")
        _centered(page, x, y + 7, b, 7)
        _centered(page, x, y + 18, c, 7)
    x, y = _p(120, 240)
    page.draw_rect(pymupdf.Rect(x - 84, y - 22, x + 84, y + 14), width=0.6, fill=(1, 1, 1))
    _centered(page, x, y - 13, "PROPOSED 1-STORY RETAIL / RESTAURANT", 7.5, "hebo")
    _centered(page, x, y - 2, "6,400 SF GROSS - TYPE V-B, SPRINKLERED", 6.5)
    _centered(page, x, y + 9, "FFE = 742.50", 8, "hebo")
    # entries
    for fx in (84, 130, 166):
        x, y = _p(fx, 226)
        _poly(page, [(x - 4, y + 9), (x + 4, y + 9), (x, y + 3)], width=0.5, fill=BLACK)
    x, y = _p(56, 250)
    _poly(page, [(x - 9, y - 4), (x - 9, y + 4), (x - 3, y)], width=0.5, fill=BLACK)
    # building dimensions
    _hdim(page, 56, 184, 276, "128'-0\"", off=-22, ext_from=276)
    _hdim(page, 56, 112, 276, "56'-0\"", off=-10)
    _hdim(page, 112, 148, 276, "36'-0\"", off=-10)
    _hdim(page, 148, 184, 276, "36'-0\"", off=-10)
    _vdim(page, 226, 276, 184, "50'-0\"", off=66, ext_from=184)
    # setbacks provided
    _vdim(page, 276, 310, 100, "34'-0\"", off=0)
    _hdim(page, 0, 56, 290, "56'-0\"", off=0)
    # front sidewalk, east walk and patio
    walk = [(44, 216), (207, 216), (207, 226), (44, 226)]
    _fpoly(page, walk, width=0.9)
    _stipple(page, [_p(*q) for q in walk], 4.5)
    east_walk = [(202, 62.6), (207, 64.1), (207, 216), (202, 216)]
    _fpoly(page, east_walk, width=0.9)
    _stipple(page, [_p(*q) for q in east_walk], 4.5)
    sidewalk_n = [(184, 226), (190, 226), (190, 276), (184, 276)]
    _fpoly(page, sidewalk_n, width=0.7)
    _stipple(page, [_p(*q) for q in sidewalk_n], 4.5)
    _vdim(page, 216, 226, 198, "10'-0\"", off=0)
    _tag(page, 180, 221, "1", 52, 44)
    _tag(page, 204.5, 90, "1", 24, 0)
    x, y = _p(205.5, 100)
    _text(page, x - 1, y, "5'-0\" WALK - ACCESSIBLE ROUTE", 5.5, "helv", angle=90)
    patio = [(40, 226), (56, 226), (56, 262), (40, 262)]
    _fpoly(page, patio, width=0.9)
    _fpoly(page, [(40.8, 226.8), (40.8, 261.2), (55, 261.2)], width=0.4, closed=False)
    _hatch_lines(page, [_p(*q) for q in patio], spacing=7, angle=0, width=0.2, color=GREY)
    _hatch_lines(page, [_p(*q) for q in patio], spacing=7, angle=90, width=0.2, color=GREY)
    x, y = _p(41.5, 230)
    _text(page, x + 2, y, "PATIO", 6, "hebo", angle=90)
    _text(page, x + 9, y, "576 SF", 5.5, "helv", angle=90)
    _tag(page, 48, 260, "16", 10, -40)
    # curb ramps at the accessible aisles
    for fx in (111.5, 127.5):
        x, y = _p(fx, 218.5)
        page.draw_rect(pymupdf.Rect(x - 9, y - 4.5, x + 9, y + 4.5), width=0.5, fill=(1, 1, 1))
        for k in range(5):
            for j in range(3):
                page.draw_circle((x - 7 + 3.5 * k, y - 2.5 + 2.5 * j), 0.5, width=0.3)
    _tag(page, 111.5, 218.5, "6", -26, -22)
    _tag(page, 109, 206, "3", -22, 16)
    # accessible signs at the stall heads, one with the van plaque
    for fx, van in ((105, False), (119.5, True), (134.5, False)):
        x, y = _p(fx, 216.8)
        page.draw_circle((x, y), 2.2, width=0.5, fill=BLACK if van else None)
    _tag(page, 119.5, 216.8, "4", 16, -24)
    _tag(page, 134.5, 216.8, "5", 22, -22)
    x, y = _p(119.5, 216.8)
    # FDC and transformer
    x, y = _p(184, 252)
    page.draw_circle((x + 3, y), 3, width=0.6)
    _line(page, (x + 1, y - 1.5), (x + 5, y + 1.5), width=0.5)
    _text(page, x + 9, y + 2, "FDC", 6, "hebo")
    _tag(page, 184, 252, "14", 48, 14)
    tx, ty = _p(128, 290)
    page.draw_rect(pymupdf.Rect(tx, ty, tx + 8 * S, ty + 7 * S), width=0.9)
    page.draw_rect(pymupdf.Rect(tx + 3, ty + 3, tx + 8 * S - 3, ty + 7 * S - 3), width=0.4)
    _text(page, tx + 33, ty + 8, "TRANSFORMER", 5.5, "hebo")
    _text(page, tx + 33, ty + 15, "(BY DUKE ENERGY)", 5.5)
    _tag(page, 132, 286, "15", 92, 14)
    for fx, fy in ((126, 291.5), (126, 284), (139.5, 284), (139.5, 291.5)):
        x, y = _p(fx, fy)
        page.draw_circle((x, y), 1.9, width=0.6)
    _tag(page, 139.5, 284, "8", 18, 16)
    # bicycle rack at the east end of the front walk (revised)
    for k in range(3):
        x, y = _p(194 + 3.5 * k, 217.5)
        page.draw_rect(pymupdf.Rect(x - 1, y - 7, x + 1, y), width=0.5)
    _tag(page, 197.5, 219, "10", 36, 30)
    bx, by = _p(192, 226)
    _cloud(page, (bx - 6, by - 6, bx + 48, by + 30))
    _delta(page, bx + 56, by + 36, "2")


def _dumpster(page):
    # 24' x 12' interior, 8" CMU walls, open to the south with two gates
    x0, y0 = _p(16, 270)
    x1, y1 = _p(40, 257)
    t = 0.67 * S
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y0 + t), width=0.6, fill=(0.55, 0.55, 0.55))
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + t, y1), width=0.6, fill=(0.55, 0.55, 0.55))
    page.draw_rect(pymupdf.Rect(x1 - t, y0, x1, y1), width=0.6, fill=(0.55, 0.55, 0.55))
    # gates swing out
    mx = (x0 + x1) / 2
    for hx, sgn in ((x0 + t, 1), (x1 - t, -1)):
        r = abs(mx - hx)
        _line(page, (hx, y1), (hx, y1 + r), width=0.6)
        page.draw_sector((hx, y1), (mx, y1), 90 * sgn, width=0.3, dashes="[2 2] 0")
    _centered(page, (x0 + x1) / 2, y0 + 18, "DUMPSTER", 6, "hebo")
    _centered(page, (x0 + x1) / 2, y0 + 26, "ENCLOSURE", 6, "hebo")
    _centered(page, (x0 + x1) / 2, y0 + 34, "(TRASH + RECYCLE)", 5)
    _tag(page, 16, 266, "7", -30, -10)
    for fx in (20, 36):
        x, y = _p(fx, 266.5)
        page.draw_circle((x, y), 1.9, width=0.6)
    _tag(page, 36, 266.5, "8", 22, -26)
    _hdim(page, 16, 40, 270, "24'-0\"", off=-12)


def _landscape(page):
    # front buffer between the parking setback and the road, and islands
    pts = [(0, 10 / C17 + 0.5), (200, 200 * T17 + 10 / C17 + 0.5), (200, 96), (14, 96)]
    _grass(page, [_p(*q) for q in [(14, 26), (140, 59.5), (140, 95), (14, 95)]])
    _grass(page, [_p(*q) for q in [(196, 73), (201, 73), (201, 112), (196, 112)]], 12)
    _grass(page, [_p(*q) for q in [(208, 80), (226, 86), (222, 200), (208, 200)]])
    _grass(page, [_p(*q) for q in [(40, 278), (214, 278), (214, 305), (40, 305)]])
    for fx, fy, dec in ((22, 40, True), (52, 52, True), (84, 64, False), (140, 70, True), (214, 100, True),
                        (216, 150, False), (216, 190, True), (24, 150, True), (41, 160, False),
                        (173, 160, False), (6, 230, True), (6, 280, True),
                        (60, 296, True), (90, 298, False), (160, 298, True), (196, 296, True)):
        _tree(page, fx, fy, 9 if dec else 6, dec)
    # monument sign: 12' x 3' base set parallel to the road
    c = _street_pt(118, -18)
    u = (C17, S17)
    n = (-S17, C17)
    pts = [(c[0] + a * u[0] + b * n[0], c[1] + a * u[1] + b * n[1]) for a, b in ((-6, -1.5), (6, -1.5), (6, 1.5), (-6, 1.5))]
    _fpoly(page, pts, width=1.2, fill=(0.85, 0.85, 0.85))
    x, y = _p(*_street_pt(110, -23))
    _text(page, x, y, "MONUMENT SIGN", 5.5, "hebo", angle=17)
    _tag(page, c[0], c[1], "9", -26, 30)
    x, y = _p(*_street_pt(24, -15))
    _text(page, x, y, "LANDSCAPE BUFFER - SEE L-101", 5.5, "helv", angle=17, color=GREY)


def _north_arrow(page, x, y):
    page.draw_circle((x, y), 26, width=0.8)
    a = math.radians(-0.296)
    tip = (x + 34 * math.sin(a), y - 34 * math.cos(a))
    base = (x - 20 * math.sin(a), y + 20 * math.cos(a))
    left = (x - 9, y + 8)
    right = (x + 9, y + 8)
    _poly(page, [tip, right, base], width=0.6, fill=BLACK)
    _poly(page, [tip, left, base], width=0.6)
    _centered(page, tip[0], tip[1] - 10, "N", 12, "hebo")
    _centered(page, x, y + 40, "PLAN NORTH", 5.5)


def _graphic_scale(page, x, y):
    segs = [(0, 10), (10, 20), (20, 40), (40, 80)]
    for i, (a, b) in enumerate(segs):
        r = pymupdf.Rect(x + a * S, y, x + b * S, y + 5)
        page.draw_rect(r, width=0.6, fill=BLACK if i % 2 == 0 else (1, 1, 1))
    for v in (0, 10, 20, 40, 80):
        _centered(page, x + v * S, y - 6, str(v), 6.5, "helv")
    _text(page, x + 80 * S + 6, y + 5, "FEET", 6)
    _text(page, x, y + 18, "GRAPHIC SCALE   1\" = 20'-0\"", 6.5, "hebo")


def _plan(page):
    _street(page)
    _landscape(page)
    _property_lines(page)
    _paving(page)
    _building(page)
    _dumpster(page)
    # key callouts and notes on the plan
    x, y = _p(150, 300)
    _north_arrow(page, 1060, 120)
    _graphic_scale(page, 810, 1405)
    # view title
    vx, vy = 150, 1478
    page.draw_circle((vx, vy - 4), 14, width=1)
    _line(page, (vx - 14, vy - 4), (vx + 14, vy - 4), width=0.6)
    _centered(page, vx, vy - 10, "1", 9, "hebo")
    _centered(page, vx, vy + 4, "AS-101", 5.5, "helv")
    _line(page, (vx + 18, vy + 3), (vx + 520, vy + 3), width=1.4)
    _text(page, vx + 22, vy - 1, "ARCHITECTURAL SITE PLAN", 14, "hebo")
    _text(page, vx + 22, vy + 14, "SCALE: 1\" = 20'-0\"", 8, "helv")
    # a note block on the plan, CAD-style, outside the lot
    _text(page, 800, 1460, "NOTE: THIS PLAN IS FOR SITE PLAN REVIEW ONLY. CONSTRUCTION", 6.5, "cour")
    _text(page, 800, 1469, "DOCUMENTS TO FOLLOW UNDER SEPARATE SUBMITTAL.", 6.5, "cour")


# ------------------------------------------------------------------ tables and notes

def _site_data(page, x, y):
    _text(page, x, y, "SITE DATA", 11, "hebo")
    _line(page, (x, y + 3), (x + 62, y + 3), width=0.8)
    widths = [150, 170, 150]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y + 10
    head_h = 26
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + head_h), width=0.9, fill=(0.9, 0.9, 0.9))
    heads = [["ITEM"], ["REQUIRED /", "ALLOWED"], ["PROVIDED /", "PROPOSED"]]
    for c, lines in enumerate(heads):
        for i, s in enumerate(lines):
            ty = top + (16 if len(lines) == 1 else 11 + 9 * i)
            _centered(page, (xs[c] + xs[c + 1]) / 2, ty - 3, s, 6.5, "hebo")
    yy = top + head_h
    for item, req, prov in SITE_DATA:
        n = max(len(item), len(req), len(prov))
        rh = 8 + 8.5 * n
        for c, lines in enumerate((item, req, prov)):
            for i, s in enumerate(lines):
                font = "hebo" if (c == 0 and i == 0) else "helv"
                _text(page, xs[c] + 5, yy + 10 + 8.5 * i, s, 6.5, font)
        yy += rh
        _line(page, (xs[0], yy), (xs[-1], yy), width=0.4)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], yy), width=0.9)
    for xv in xs[1:-1]:
        _line(page, (xv, top), (xv, yy), width=0.4)
    _text(page, x, yy + 11, "* SETBACKS PROVIDED ARE MEASURED TO THE BUILDING FACE, PERPENDICULAR TO THE LOT LINE.", 5.5)
    _text(page, x, yy + 19, "* ZONING PER CITY OF NOBLESVILLE UNIFIED DEVELOPMENT ORDINANCE (UDO), ART. 7.", 5.5)
    return yy + 19


def _parking(page, x, y):
    _text(page, x, y, "PARKING SUMMARY", 11, "hebo")
    _line(page, (x, y + 3), (x + 104, y + 3), width=0.8)
    widths = [150, 62, 108, 50, 50]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y + 10
    rh = 15
    for r, row in enumerate(PARKING_ROWS):
        ry = top + rh * r
        if r == 0:
            page.draw_rect(pymupdf.Rect(xs[0], ry, xs[-1], ry + rh), width=0.9, fill=(0.9, 0.9, 0.9))
        for c, s in enumerate(row):
            font = "hebo" if r == 0 or (c == 0 and r == 3) else "helv"
            if c >= 3:
                _centered(page, (xs[c] + xs[c + 1]) / 2, ry + rh / 2, s, 6.5, font)
            else:
                _text(page, xs[c] + 4, ry + rh - 4.5, s, 6.5, font)
        _line(page, (xs[0], ry + rh), (xs[-1], ry + rh), width=0.9 if r in (0, 3) else 0.4)
    end = top + rh * len(PARKING_ROWS)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], end), width=0.9)
    for xv in xs[1:-1]:
        _line(page, (xv, top), (xv, end), width=0.4)
    lines = [
        "PARKING PROVIDED BY ROW: 13 (FRONT, INCL. 3 ACCESSIBLE) + 14 + 14 + 11 = 52 SPACES.",
        "RETAIL: 3,600 SF / 250 = 14.4, ROUNDED UP TO 15. MAXIMUM PARKING (125% OF REQ'D) = 53.",
        "ACCESSIBLE SPACES PER 2010 ADA STANDARDS TABLE 208.2 AND ICC A117.1-2017.",
    ]
    for i, s in enumerate(lines):
        _text(page, x, end + 11 + 8 * i, s, 5.5)
    return end + 11 + 8 * len(lines)


def _legend(page, x, y):
    _text(page, x, y, "SITE LEGEND", 11, "hebo")
    _line(page, (x, y + 3), (x + 70, y + 3), width=0.8)
    row = y + 22
    sw = 44
    items = []

    def box():
        return [(x, row - 9), (x + sw, row - 9), (x + sw, row + 5), (x, row + 5)]

    entries = [
        ("hd", "HEAVY DUTY CONCRETE PAVING - 7\" P.C.C. ON 6\" AGGREGATE BASE"),
        ("walk", "CONCRETE SIDEWALK - 4\" P.C.C. ON 4\" AGGREGATE BASE"),
        ("asph", "STANDARD DUTY ASPHALT PAVING - 4\" HMA ON 8\" AGGREGATE BASE"),
        ("land", "LANDSCAPE AREA - SEE L-101"),
        ("patio", "PATIO PAVERS ON SAND SETTING BED"),
        ("pl", "PROPERTY LINE"),
        ("sb", "BUILDING SETBACK LINE"),
        ("es", "EASEMENT LINE"),
        ("curb", "6\" CONCRETE CURB"),
        ("fire", "FIRE LANE - RED PAINTED CURB"),
        ("fh", "FIRE HYDRANT"),
        ("bol", "BOLLARD"),
        ("sign", "ACCESSIBLE PARKING SIGN (SOLID = VAN ACCESSIBLE)"),
        ("cnt", "NUMBER OF PARKING SPACES IN ROW"),
        ("tree", "PROPOSED TREE - SEE L-101"),
        ("hex", "SITE KEYED NOTE"),
    ]
    for kind, label in entries:
        b = box()
        if kind == "hd":
            _poly(page, b, width=0.5)
            _stipple(page, b, 4.2, triangles=True)
        elif kind == "walk":
            _poly(page, b, width=0.5)
            _stipple(page, b, 4.5)
        elif kind == "asph":
            _poly(page, b, width=0.5)
        elif kind == "land":
            _poly(page, b, width=0.5)
            _grass(page, b, 9)
        elif kind == "patio":
            _poly(page, b, width=0.5)
            _hatch_lines(page, b, 5, 0, 0.2)
            _hatch_lines(page, b, 5, 90, 0.2)
        elif kind == "pl":
            _line(page, (x, row - 2), (x + sw, row - 2), width=1.5, dashes="[16 3 3 3 3 3] 0")
        elif kind == "sb":
            _line(page, (x, row - 2), (x + sw, row - 2), width=0.6, dashes="[9 5] 0")
        elif kind == "es":
            _line(page, (x, row - 2), (x + sw, row - 2), width=0.4, dashes="[14 3 3 3] 0")
        elif kind == "curb":
            _line(page, (x, row - 2), (x + sw, row - 2), width=0.9)
        elif kind == "fire":
            _line(page, (x, row - 2), (x + sw, row - 2), width=1.6, color=(0.75, 0.1, 0.1))
        elif kind == "fh":
            page.draw_circle((x + 22, row - 2), 4.2, width=0.8)
            page.draw_circle((x + 22, row - 2), 1.6, width=0.5, fill=BLACK)
        elif kind == "bol":
            page.draw_circle((x + 22, row - 2), 1.9, width=0.6)
        elif kind == "sign":
            page.draw_circle((x + 16, row - 2), 2.2, width=0.5)
            page.draw_circle((x + 28, row - 2), 2.2, width=0.5, fill=BLACK)
        elif kind == "cnt":
            page.draw_rect(pymupdf.Rect(x + 15, row - 7.5, x + 29, row + 3.5), width=0.6)
            _centered(page, x + 22, row - 2, "00", 6, "hebo")
        elif kind == "tree":
            _tree_at(page, x + 22, row - 2)
        elif kind == "hex":
            _hexagon(page, x + 22, row - 2, "#")
        _text(page, x + sw + 12, row, label, 6.5)
        row += 19
    return row


def _tree_at(page, x, y):
    page.draw_circle((x, y), 7, width=0.4, color=GREY)
    for k in range(5):
        a = 2 * math.pi * k / 5 + 0.3
        _line(page, (x, y), (x + 4 * math.cos(a), y + 4 * math.sin(a)), width=0.3, color=GREY)
    page.draw_circle((x, y), 1.2, width=0.3)


def _vicinity(page, x, y):
    _text(page, x, y, "VICINITY MAP", 11, "hebo")
    _text(page, x + 86, y, "N.T.S.", 7)
    top = y + 8
    w, h = 470, 200
    page.draw_rect(pymupdf.Rect(x, top, x + w, top + h), width=0.6)
    # state road running at an angle, cross streets
    _line(page, (x, top + 160), (x + w, top + 160 - w * T17), width=2.5)
    _text(page, x + 40, top + 168 - 40 * T17, "STATE ROAD 37", 7, "hebo", angle=17)
    _line(page, (x + 300, top), (x + 300, top + h), width=1.5)
    _text(page, x + 306, top + 100, "E. 171ST STREET", 6.5, "helv", angle=-90)
    _line(page, (x, top + 60), (x + w, top + 60), width=1.0)
    _text(page, x + 20, top + 56, "HARBOR POINT BLVD.", 6.5)
    _line(page, (x + 120, top + 60), (x + 120, top + h), width=1.0)
    _text(page, x + 114, top + 190, "SUMMIT LANE", 6.5, "helv", angle=90)
    _line(page, (x + 420, top), (x + 420, top + h), width=1.0, dashes="[6 3] 0")
    _text(page, x + 414, top + 190, "(FUTURE) OLIO RD.", 6.5, "helv", angle=90)
    # site
    sx, sy = x + 170, top + 86
    _poly(page, [(sx - 12, sy - 12), (sx + 12, sy - 12), (sx + 14, sy + 4), (sx - 12, sy + 11)], width=0.5,
          fill=(0.2, 0.2, 0.2))
    _line(page, (sx - 14, sy - 8), (sx - 40, sy - 14), width=0.5)
    _text(page, sx - 106, sy - 12, "PROJECT SITE", 7.5, "hebo")
    _text(page, x + 330, top + 24, "HARBOR POINT", 6, "helv", color=GREY)
    _text(page, x + 330, top + 32, "COMMONS", 6, "helv", color=GREY)
    # mini north arrow
    ax, ay = x + w - 24, top + 170
    _poly(page, [(ax, ay - 16), (ax + 6, ay + 4), (ax, ay), (ax - 6, ay + 4)], width=0.5, fill=BLACK)
    _centered(page, ax, ay - 22, "N", 7, "hebo")
    return top + h


def _keyed_notes(page, x, y):
    _text(page, x, y, "SITE KEYED NOTES", 11, "hebo")
    _line(page, (x, y + 3), (x + 108, y + 3), width=0.8)
    row = y + 22
    for num, lines in KEYED_NOTES:
        _hexagon(page, x + 8, row - 2.5, num)
        for i, s in enumerate(lines):
            _text(page, x + 24, row + 9 * i, s, 6.5)
        row += 9 * len(lines) + 6
    return row


def _general_notes(page, x, y):
    _text(page, x, y, "GENERAL SITE NOTES", 11, "hebo")
    _line(page, (x, y + 3), (x + 124, y + 3), width=0.8)
    row = y + 20
    for i, lines in enumerate(GENERAL_NOTES, 1):
        _text(page, x, row, f"{i}.", 6.5, "helv")
        for j, s in enumerate(l for l in lines if l):
            _text(page, x + 16, row + 9 * j, s, 6.5, "helv")
        row += 9 * len([l for l in lines if l]) + 5
    return row


# ------------------------------------------------------------------ details

def _view_title(page, x, y, num, name, scale, rule=300):
    page.draw_circle((x, y - 4), 12, width=0.9)
    _line(page, (x - 12, y - 4), (x + 12, y - 4), width=0.5)
    _centered(page, x, y - 9.5, num, 8, "hebo")
    _centered(page, x, y + 2.5, "AS-101", 4.5)
    _line(page, (x + 16, y + 2), (x + rule, y + 2), width=1.2)
    _text(page, x + 20, y - 2, name, 10, "hebo")
    _text(page, x + 20, y + 11, f"SCALE: {scale}", 7)


def _accessible_detail(page, x0, top):
    """Enlarged plan of the accessible stalls at 1" = 10'-0"."""
    k = 7.2

    def q(u, v):
        return x0 + (u + 4) * k, top + (28 - v) * k

    # building face, sidewalk, curb
    _line(page, q(-4, 28), q(41, 28), width=2.2)
    walk = [q(-4, 18), q(41, 18), q(41, 28), q(-4, 28)]
    _stipple(page, walk, 4.5)
    _line(page, q(-4, 18), q(41, 18), width=0.9)
    a, b = q(18.5, 28)
    _poly(page, [(a - 5, b + 10), (a + 5, b + 10), (a, b + 3)], width=0.5, fill=BLACK)
    _text(page, a + 8, b + 11, "ENTRY - TENANT A", 5.5)
    # stalls and aisles
    for u in (-4, 0, 8, 13, 24, 29, 37, 41):
        if u in (-4, 41):
            continue
        _line(page, q(u, 0), q(u, 18), width=0.6)
    for u0, u1 in ((8, 13), (24, 29)):
        pg = [q(u0, 0), q(u1, 0), q(u1, 18), q(u0, 18)]
        _poly(page, pg, width=0.6)
        _hatch_lines(page, pg, spacing=6, angle=45, width=0.4, color=BLACK)
        cx, cy = q((u0 + u1) / 2, 9)
        page.draw_rect(pymupdf.Rect(cx - 5, cy - 32, cx + 5, cy + 32), width=0, fill=(1, 1, 1))
        _centered(page, cx + 1, cy, "NO PARKING", 5.5, "hebo", angle=90)
        # curb ramp with truncated domes
        r0 = q(u0, 22)
        r1 = q(u1, 18)
        page.draw_rect(pymupdf.Rect(r0[0], r0[1], r1[0], r1[1]), width=0.5, fill=(1, 1, 1))
        for i in range(5):
            for j in range(3):
                page.draw_circle((r0[0] + 4 + i * 6.5, r1[1] - 4 - j * 5.5), 0.8, width=0.3)
        _line(page, r0, (r0[0] + (r1[0] - r0[0]) / 2, r1[1]), width=0.3)
        _line(page, (r1[0], r0[1]), (r0[0] + (r1[0] - r0[0]) / 2, r1[1]), width=0.3)
    for u in (4, 18.5, 33):
        cx, cy = q(u, 8)
        _isa(page, cx, cy)
    cx, cy = q(18.5, 3)
    _centered(page, cx, cy, "VAN ACCESSIBLE", 5.5, "hebo")
    for u, van in ((4, False), (18.5, True), (33, False)):
        cx, cy = q(u, 18.8)
        page.draw_circle((cx, cy), 2.6, width=0.6, fill=BLACK if van else None)
    _text(page, q(-4, 9)[0] + 2, q(-4, 9)[1], "STD.", 5.5, color=GREY)
    _text(page, q(37, 9)[0] + 4, q(37, 9)[1], "STD.", 5.5, color=GREY)
    # dimensions below
    y = q(0, -2.5)[1]
    for u0, u1, t in ((0, 8, "8'-0\""), (8, 13, "5'-0\""), (13, 24, "11'-0\""), (24, 29, "5'-0\""), (29, 37, "8'-0\"")):
        a0, b0 = q(u0, 0)
        a1, _ = q(u1, 0)
        _line(page, (a0, y), (a1, y), width=0.35)
        _line(page, (a0, b0 + 2), (a0, y + 3), width=0.25)
        _line(page, (a1, b0 + 2), (a1, y + 3), width=0.25)
        _tick(page, a0, y)
        _tick(page, a1, y)
        _centered(page, (a0 + a1) / 2, y - 5, t, 6, "cour")
    a0, _ = q(0, 0)
    a1, _ = q(37, 0)
    y2 = y + 16
    _line(page, (a0, y2), (a1, y2), width=0.35)
    _tick(page, a0, y2)
    _tick(page, a1, y2)
    _centered(page, (a0 + a1) / 2, y2 - 5, "37'-0\"", 6, "cour")
    # dimensions at the right
    xr = q(41, 0)[0] + 14
    for v0, v1, t in ((0, 18, "18'-0\""), (18, 28, "10'-0\"")):
        _, b0 = q(0, v0)
        _, b1 = q(0, v1)
        _line(page, (xr, b0), (xr, b1), width=0.35)
        _tick(page, xr, b0)
        _tick(page, xr, b1)
        _centered(page, xr - 5, (b0 + b1) / 2, t, 6, "cour", angle=90)
    # leadered notes to the left of the plan
    notes = [
        (q(4, 18.8), "R7-8 SIGN, TYP."),
        (q(18.5, 18.8), "R7-8 SIGN + \"VAN ACCESSIBLE\" PLAQUE"),
        (q(10.5, 20), "CURB RAMP W/ DETECTABLE WARNING"),
        (q(10.5, 14), "STRIPED ACCESS AISLE, 4\" WHITE @ 2'-0\" O.C."),
        (q(33, 8), "ISA SYMBOL, WHITE ON BLUE, TYP."),
    ]
    tx = q(41, 0)[0] + 36
    for i, ((px, py), t) in enumerate(notes):
        ty = top + 14 + 30 * i
        _line(page, (px, py), (tx - 3, ty - 2), width=0.3)
        page.draw_circle((px, py), 1, width=0.3, fill=BLACK)
        _text(page, tx, ty, t, 5.5)
    _text(page, x0, q(0, -2.5)[1] + 34, "STALLS AND ACCESS AISLES: 2% MAX. SLOPE IN ANY DIRECTION.", 6, "hebo")
    _view_title(page, x0 + 10, q(0, -2.5)[1] + 64, "2", "ENLARGED ACCESSIBLE PARKING", "1\" = 10'-0\"", rule=330)


def _curb_detail(page, x0, y0):
    """Typical 6" curb at asphalt paving, 3/4" = 1'-0": 4.5 points to the inch."""
    k = 4.5

    def q(u, v):                      # u inches east of the curb face, v inches above finished paving
        return x0 + (u + 36) * k, y0 - v * k

    # subgrade line
    _line(page, q(-36, -12), q(40, -12), width=0.4)
    earth = [q(-36, -12), q(40, -12), q(40, -18), q(-36, -18)]
    _hatch_lines(page, earth, spacing=4, angle=45, width=0.2)
    # asphalt 1.5 + 2.5, aggregate 8
    asph1 = [q(-36, 0), q(0, 0), q(0, -1.5), q(-36, -1.5)]
    asph2 = [q(-36, -1.5), q(0, -1.5), q(0, -4), q(-36, -4)]
    agg = [q(-36, -4), q(0, -4), q(0, -12), q(-36, -12)]
    for pg in (asph1, asph2, agg):
        _poly(page, pg, width=0.5)
    _stipple(page, asph1, 2.2)
    _stipple(page, asph2, 3.2)
    xs = [q(-36, 0)[0] + 5 + 9 * i for i in range(18)]
    for i, xv in enumerate(xs):
        yv = q(0, -6 - 4 * (i % 2))[1]
        page.draw_circle((xv, yv), 2.2, width=0.3, color=GREY)
    # curb: 6" wide top, 18" tall, 6" reveal, battered face
    curb = [q(0, 0), q(0, 5), q(1, 6), q(6, 6), q(6.5, -12), q(0, -12)]
    _poly(page, curb, width=0.9)
    _stipple(page, [q(0.3, -11.5), q(5.8, -11.5), q(5.8, 5.5), q(0.3, 5.5)], 2.6, triangles=True)
    # sidewalk behind
    walk = [q(6.5, 6), q(40, 6.5), q(40, 2.5), q(6.5, 2)]
    _poly(page, walk, width=0.7)
    _stipple(page, walk, 3, triangles=True)
    _poly(page, [q(6.5, 2), q(40, 2.5), q(40, -1.5), q(6.5, -2)], width=0.4)
    # labels
    labs = [
        (q(-20, -0.7), "1.5\" HMA SURFACE"),
        (q(-28, -2.8), "2.5\" HMA INTERMEDIATE"),
        (q(-14, -8), "8\" COMPACTED AGGREGATE BASE, #53 STONE"),
        (q(-6, -14.5), "COMPACTED SUBGRADE"),
    ]
    for i, ((px, py), t) in enumerate(labs):
        ty = y0 - 40 + 14 * i
        tx = x0 - 136
        _line(page, (px, py), (tx + _width(t, 5.5) + 3, ty - 2), width=0.3)
        page.draw_circle((px, py), 0.9, width=0.3, fill=BLACK)
        _text(page, tx, ty, t, 5.5)
    right = [
        (q(3, 3), "6\" CONCRETE CURB, 4,000 PSI"),
        (q(20, 5), "4\" CONCRETE SIDEWALK"),
        (q(30, 0.5), "4\" AGGREGATE BASE"),
    ]
    for i, ((px, py), t) in enumerate(right):
        ty = y0 - 96 + 11 * i
        tx = q(14, 0)[0]
        _line(page, (px, py), (tx - 3, ty - 2), width=0.3)
        page.draw_circle((px, py), 0.9, width=0.3, fill=BLACK)
        _text(page, tx, ty, t, 5.5)
    _line(page, q(-4, 6), q(0.5, 6), width=0.25)
    _line(page, q(-3, -1), q(-3, 7), width=0.3)
    _tick(page, *q(-3, 0), size=2.5)
    _tick(page, *q(-3, 6), size=2.5)
    _text(page, q(-7.5, 2.2)[0], q(-7.5, 2.2)[1], "6\"", 6, "cour")
    _view_title(page, x0 - 120, y0 + 110, "3", "TYPICAL CURB AT ASPHALT PAVING", "3/4\" = 1'-0\"", rule=330)


def _key_plan(page, x, y):
    _text(page, x, y, "KEY PLAN", 5.5)
    w, h = 232, 120
    top = y + 6
    page.draw_rect(pymupdf.Rect(x, top, x + w, top + h), width=0.4)
    _line(page, (x, top + h - 14), (x + w, top + h - 14 - w * T17 * 0.35), width=1.6)
    _text(page, x + 4, top + h - 4, "SR 37", 5.5, "hebo", angle=6)
    page.draw_rect(pymupdf.Rect(x + 30, top + 10, x + 200, top + 48), width=0.6)
    _centered(page, x + 115, top + 29, "LOT 1 - (E) SHOPPING CENTER", 5.5)
    for i, lab in enumerate(("2", "3", "4")):
        bx = x + 34 + 60 * i
        r = pymupdf.Rect(bx, top + 58, bx + 48, top + 92 - 4 * i)
        page.draw_rect(r, width=0.6, fill=(0.35, 0.35, 0.35) if lab == "3" else None)
        _centered(page, bx + 24, top + 74, f"OUTLOT {lab}", 5.5, "hebo" if lab == "3" else "helv")


def _consultants(page, x, y):
    _text(page, x, y, "CONSULTANTS", 5.5)
    rows = [("LANDSCAPE ARCHITECT", "FIELDSTONE LANDSCAPE STUDIO", "CARMEL, IN  317.555.0190"),
            ("MEP ENGINEER", "CIRCUIT & DUCT ENGINEERING, LLC", "INDIANAPOLIS, IN  317.555.0133")]
    for i, (role, name, where) in enumerate(rows):
        yy = y + 14 + 32 * i
        _text(page, x, yy, role, 5, color=GREY)
        _text(page, x, yy + 9, name, 6.5, "hebo")
        _text(page, x, yy + 17, where, 5.5)


# ------------------------------------------------------------------ title block

def _title_block(page):
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=2.2)
    tb0, tb1 = 2160, W - 36
    _line(page, (tb0, 36), (tb0, H - 36), width=1.6)
    x = tb0 + 12
    # firm
    page.draw_rect(pymupdf.Rect(x, 52, x + 30, 82), width=0, fill=BLACK)
    page.insert_text((x + 8.5, 70.5), "K|M", fontsize=10, fontname="hebo", color=(1, 1, 1))
    _text(page, x + 38, 64, "KESTREL & MOORE", 14, "tibo")
    _text(page, x + 38, 78, "ARCHITECTS, INC.", 9.5, "tiro")
    for i, s in enumerate(["411 MASSACHUSETTS AVE., SUITE 300", "INDIANAPOLIS, IN 46204",
                           "T 317.555.0142   WWW.KESTRELMOORE.COM"]):
        _text(page, x, 100 + 9 * i, s, 6.5)
    _line(page, (tb0, 134), (tb1, 134), width=0.8)
    # seal area
    _text(page, x, 146, "SEAL", 5.5)
    page.draw_circle(((tb0 + tb1) / 2, 205), 48, width=0.5, dashes="[3 3] 0")
    _centered(page, (tb0 + tb1) / 2, 198, "PRELIMINARY", 8, "hebo")
    _centered(page, (tb0 + tb1) / 2, 209, "NOT FOR CONSTRUCTION", 6.5, "helv")
    _line(page, (tb0, 270), (tb1, 270), width=0.8)
    # project
    _text(page, x, 282, "PROJECT", 5.5)
    _text(page, x, 298, "HARBOR POINT OUTLOT 3", 11, "hebo")
    _text(page, x, 311, "RETAIL & RESTAURANT PAD", 8.5)
    _text(page, x, 326, "17450 STATE ROAD 37", 7)
    _text(page, x, 335, "NOBLESVILLE, INDIANA 46060", 7)
    _line(page, (tb0, 346), (tb1, 346), width=0.5)
    _text(page, x, 358, "OWNER / DEVELOPER", 5.5)
    _text(page, x, 371, "HARBOR POINT DEVELOPMENT GROUP, LLC", 7.5, "hebo")
    _text(page, x, 381, "12 W. MAIN STREET, CARMEL, IN 46032", 6.5)
    _line(page, (tb0, 392), (tb1, 392), width=0.8)
    # revisions
    _text(page, x, 404, "REVISIONS", 5.5)
    ry = 412
    cols = [x, x + 24, x + 176]
    page.draw_rect(pymupdf.Rect(x, ry, tb1 - 12, ry + 12), width=0.5, fill=(0.9, 0.9, 0.9))
    for cx, s in zip(cols, ("NO.", "DESCRIPTION", "DATE")):
        _text(page, cx + 3, ry + 9, s, 5.5, "hebo")
    revs = [("1", "CITY TAC REVIEW COMMENTS", "07/25/2025"), ("2", "PLAN COMMISSION CONDITIONS", "08/15/2025")]
    for i, (n, d, dt) in enumerate(revs):
        yy = ry + 12 + 14 * i
        _line(page, (x, yy + 14), (tb1 - 12, yy + 14), width=0.3)
        _delta(page, cols[0] + 10, yy + 7, n, r=5.5)
        _text(page, cols[1] + 3, yy + 10, d, 6.5)
        _text(page, cols[2] + 3, yy + 10, dt, 6.5)
    for i in range(len(revs), 6):
        yy = ry + 12 + 14 * i
        _line(page, (x, yy + 14), (tb1 - 12, yy + 14), width=0.3)
    yend = ry + 12 + 14 * 6
    for cx in cols[1:]:
        _line(page, (cx, ry), (cx, yend), width=0.3)
    page.draw_rect(pymupdf.Rect(x, ry, tb1 - 12, yend), width=0.5)
    _line(page, (tb0, yend + 10), (tb1, yend + 10), width=0.8)
    # issue
    iy = yend + 22
    _text(page, x, iy, "ISSUE", 5.5)
    _text(page, x, iy + 14, "SITE PLAN REVIEW SET", 9, "hebo")
    _line(page, (tb0, iy + 24), (tb1, iy + 24), width=0.5)
    # copyright, small, over several lines
    cy = iy + 36
    for i, s in enumerate(["© 2025 KESTREL & MOORE ARCHITECTS, INC. THESE DRAWINGS", "ARE INSTRUMENTS OF SERVICE AND REMAIN THE PROPERTY",
                           "OF THE ARCHITECT. DO NOT SCALE DRAWINGS; WRITTEN", "DIMENSIONS GOVERN."]):
        _text(page, x, cy + 7 * i, s, 5)
    _line(page, (tb0, cy + 36), (tb1, cy + 36), width=0.5)
    _consultants(page, x, cy + 50)
    _line(page, (tb0, cy + 128), (tb1, cy + 128), width=0.5)
    _key_plan(page, x, cy + 142)
    # lower fields
    fy = H - 330
    _line(page, (tb0, fy), (tb1, fy), width=0.8)
    mid = tb0 + (tb1 - tb0) / 2
    _line(page, (mid, fy), (mid, fy + 80), width=0.5)
    _text(page, x, fy + 12, "DATE", 5.5)
    _text(page, x, fy + 26, "06/20/2025", 9)
    _text(page, mid + 10, fy + 12, "PROJECT NO.", 5.5)
    _text(page, mid + 10, fy + 26, "24118.00", 9)
    _line(page, (tb0, fy + 40), (tb1, fy + 40), width=0.5)
    _text(page, x, fy + 52, "DRAWN BY", 5.5)
    _text(page, x, fy + 66, "JMT", 9)
    _text(page, mid + 10, fy + 52, "CHECKED BY", 5.5)
    _text(page, mid + 10, fy + 66, "RKM", 9)
    _line(page, (tb0, fy + 80), (tb1, fy + 80), width=0.5)
    _text(page, x, fy + 92, "SCALE", 5.5)
    _text(page, x, fy + 106, "1\" = 20'-0\"", 9)
    _line(page, (tb0, fy + 120), (tb1, fy + 120), width=0.5)
    _text(page, x, fy + 132, "SHEET TITLE", 5.5)
    _text(page, x, fy + 150, "ARCHITECTURAL", 13, "hebo")
    _text(page, x, fy + 166, "SITE PLAN", 13, "hebo")
    _line(page, (tb0, fy + 182), (tb1, fy + 182), width=0.8)
    _text(page, x, fy + 194, "SHEET NUMBER", 5.5)
    _text(page, x + 30, fy + 256, "AS-101", 40, "hebo")


def site_plan_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = _Pen(doc.new_page(width=W, height=H))
    _title_block(page)
    _plan(page)
    cx1, cx2 = 1150, 1660
    y = _site_data(page, cx1, 80)
    y = _parking(page, cx1, y + 34)
    _legend(page, cx1, y + 34)
    y = _vicinity(page, cx2, 80)
    y = _keyed_notes(page, cx2, y + 36)
    y = _general_notes(page, cx2, y + 26)
    _accessible_detail(page, cx1, 1200)
    _curb_detail(page, cx2 + 140, max(y + 150, 1360))
    page.commit()
    doc.save(str(path), garbage=3, deflate=True)
    doc.close()
    return path
