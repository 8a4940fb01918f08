"""A US enlarged toilet room sheet (A-401, ANSI D 34x22 in, landscape) for the fourth-floor office
fit-out of a financial firm, drawn the way an architect's CAD export draws one: two enlarged plans
at 1/2" = 1'-0" (1 MEN 112 and 2 WOMEN 113) with partitions filled grey, toilet compartments,
water closets, urinals, lavatory counters, dashed 60" DIA. TURNING SPACE circles and 30"x48"
clear floor spaces, grab bars labelled with leaders, toilet accessory tags in hexagons (TA-1 ..
TA-10), door tags in ovals (112A, 113A), partition type diamonds, room tags, interior elevation
markers, dimension strings with architectural ticks (the vertical ones set on their side) and the
neighbouring rooms named outside the walls; six interior elevations (3 .. 8) at 3/8" = 1'-0" in
two rows whose mounting heights ("34\" MAX. A.F.F. TO RIM", "33\"-36\" A.F.F. TO TOP OF GRAB
BAR", ...) are set as VERTICAL text (rotate=90) beside vertical dimension lines; to the right a
TOILET ACCESSORY SCHEDULE typed in Courier as a text-only schedule -- no ruling except one line
under its two-line header, descriptions wrapping onto a second line -- with its schedule notes,
a ruled ROOM FINISH table for rooms 112 and 113 with the finish code legend under it, twelve
numbered ACCESSIBILITY NOTES citing ICC A117.1-2017 and 2010 ADA Standards sections with hanging
indents, a ruled PLUMBING FIXTURE COUNT (required / provided, men / women), details 9 (grab bar
mounting, NTS) and 10 (lavatory counter section) with leadered notes, and two-column
abbreviations; under the elevations a symbol legend and lettered general notes A..H; revision
clouds with deltas (1 at room 113's ceiling, 2 at the vertical grab bars added by ASI-03); border
zone marks; and a title block strip down the right edge (firm set in Times, consultants, seal,
project, client, key plan, ruled revision table, current issue, project number, date, drawn /
checked, scale AS NOTED, copyright, an empty AHJ stamp box, the sheet title on three lines, the
sheet number large, and a Courier plot stamp along the foot).

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round40-drawn.jsonl`)
were written blind, before drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2448, 1584                      # ANSI D, 34 x 22 in, landscape
M = 36                                 # border inset
TB_X = 2100                            # title block strip, right edge
PS = 3.0                               # plans: 1/2" = 1'-0" -> 3 pt per inch
ES = 2.25                              # elevations: 3/8" = 1'-0" -> 2.25 pt per inch
ROOM_W, ROOM_D = 160, 126              # both rooms, inches (13'-4" x 10'-6")
GREY = (0.78, 0.78, 0.78)
LIGHT = (0.55, 0.55, 0.55)


# ----------------------------------------------------------------------------------------------
# primitives

def t(page, x, y, s, size=7.0, font="helv", rotate=0, color=(0, 0, 0)):
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def tw(s, size=7.0, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def tc(page, cx, y, s, size=7.0, font="helv"):
    t(page, cx - tw(s, size, font) / 2, y, s, size, font)


def tv(page, x, cy, s, size=6.0, font="helv"):
    """Vertical text reading bottom to top, centred on cy, its baseline at x."""
    t(page, x, cy + tw(s, size, font) / 2, s, size, font, rotate=90)


def line(page, a, b, w=0.5, dashes=None, color=(0, 0, 0)):
    page.draw_line(a, b, width=w, dashes=dashes, color=color)


def rect(page, x0, y0, x1, y1, w=0.5, fill=None, dashes=None):
    page.draw_rect(pymupdf.Rect(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), width=w,
                   fill=fill, dashes=dashes)


def poly(page, pts, w=0.5, closed=True, fill=None, dashes=None):
    if closed:
        pts = list(pts) + [pts[0]]
    page.draw_polyline(pts, width=w, fill=fill, dashes=dashes)


def arc(page, cx, cy, r, a0, a1, w=0.4, dashes=None):
    n = 24
    pts = [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]
    page.draw_polyline(pts, width=w, dashes=dashes)


def wrap(text, width, size=7.0, font="helv"):
    """Words wrapped to `width`; '~' binds two words onto one line and prints as a space."""
    lines, cur = [], ""
    for word in text.split(" "):
        trial = f"{cur} {word}" if cur else word
        if cur and tw(trial.replace("~", " "), size, font) > width:
            lines.append(cur.replace("~", " "))
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur.replace("~", " "))
    return lines


def hexagon(page, cx, cy, tag, size=5.5):
    w = max(tw(tag, size, "hebo") / 2 + 4, 8)
    h = 5.5
    poly(page, [(cx - w - 3, cy), (cx - w, cy - h), (cx + w, cy - h), (cx + w + 3, cy),
                (cx + w, cy + h), (cx - w, cy + h)], w=0.5, fill=(1, 1, 1))
    tc(page, cx, cy + size * 0.36, tag, size, "hebo")


def oval_tag(page, cx, cy, tag, size=6):
    w = tw(tag, size, "helv") / 2 + 6
    page.draw_oval(pymupdf.Rect(cx - w, cy - 6, cx + w, cy + 6), width=0.6, fill=(1, 1, 1))
    tc(page, cx, cy + size * 0.36, tag, size)


def diamond(page, cx, cy, tag, size=5.5):
    r = 8
    poly(page, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], w=0.5, fill=(1, 1, 1))
    tc(page, cx, cy + size * 0.36, tag, size)


def delta(page, cx, cy, n):
    poly(page, [(cx, cy - 8), (cx + 8, cy + 6), (cx - 8, cy + 6)], w=0.8, fill=(1, 1, 1))
    tc(page, cx, cy + 4, n, 6.5, "hebo")


def cloud(page, x0, y0, x1, y1, r=6):
    """A revision cloud: scallops along the four sides of a box."""
    def side(a, b):
        (ax, ay), (bx, by) = a, b
        n = max(int(math.hypot(bx - ax, by - ay) / (2 * r)), 1)
        for i in range(n):
            sx, sy = ax + (bx - ax) * i / n, ay + (by - ay) * i / n
            ex, ey = ax + (bx - ax) * (i + 1) / n, ay + (by - ay) * (i + 1) / n
            mx, my = (sx + ex) / 2, (sy + ey) / 2
            ang = math.degrees(math.atan2(ey - sy, ex - sx))
            rr = math.hypot(ex - sx, ey - sy) / 2
            arc(page, mx, my, rr, ang + 180, ang + 360, w=0.7)
    side((x0, y0), (x1, y0))
    side((x1, y0), (x1, y1))
    side((x1, y1), (x0, y1))
    side((x0, y1), (x0, y0))


def leader(page, pts, text, size=5.5, font="helv", left=False):
    """A leader from its arrow point (first) through its elbow to the text at the last point."""
    page.draw_polyline(pts, width=0.35)
    (ax, ay), (bx, by) = pts[0], pts[1]
    ang = math.atan2(ay - by, ax - bx)
    for s in (0.35, -0.35):
        line(page, (ax, ay), (ax - 5 * math.cos(ang + s), ay - 5 * math.sin(ang + s)), w=0.35)
    x, y = pts[-1]
    if left:
        t(page, x - tw(text, size, font) - 2, y + size * 0.35, text, size, font)
    else:
        t(page, x + 2, y + size * 0.35, text, size, font)


def tick(page, x, y):
    line(page, (x - 2.5, y + 2.5), (x + 2.5, y - 2.5), w=0.8)


def dim_h(page, x1, x2, y, text, ext_to=None, size=5.5):
    line(page, (x1 - 4, y), (x2 + 4, y), w=0.3)
    tick(page, x1, y)
    tick(page, x2, y)
    if ext_to is not None:
        for x in (x1, x2):
            line(page, (x, ext_to), (x, y + (3 if ext_to < y else -3)), w=0.25)
    tc(page, (x1 + x2) / 2, y - 2, text, size)


def dim_v(page, x, y1, y2, text, ext_to=None, size=5.5, right=False, from_bottom=False):
    """A vertical dimension from y1 (top) to y2 (bottom); its text set on its side beside it,
    centred on the dimension or (from_bottom) running up from its lower end."""
    line(page, (x, y1 - 4), (x, y2 + 4), w=0.3)
    tick(page, x, y1)
    tick(page, x, y2)
    if ext_to is not None:
        for y in (y1, y2):
            line(page, (ext_to, y), (x + (3 if ext_to < x else -3), y), w=0.25)
    tx = x + size + 1.5 if right else x - 2
    if from_bottom:
        t(page, tx, y2 - 4, text, size, rotate=90)
    else:
        tv(page, tx, (y1 + y2) / 2, text, size)


def ft_in(inches):
    f, i = divmod(int(round(inches)), 12)
    return f"{f}'-{i}\""


def view_title(page, x, y, num, name, scale, rule=330):
    page.draw_circle((x + 13, y - 4), 13, width=1.0)
    line(page, (x, y - 4), (x + 26, y - 4), w=0.6)
    tc(page, x + 13, y - 7, num, 10, "hebo")
    tc(page, x + 13, y + 5, "A-401", 5)
    line(page, (x + 30, y + 1), (x + 30 + rule, y + 1), w=1.4)
    t(page, x + 32, y - 3, name, 10, "hebo")
    t(page, x + 32, y + 10, f"SCALE: {scale}", 6.5)


# ----------------------------------------------------------------------------------------------
# plans

def elev_marker(page, cx, cy, nums):
    """An interior elevation marker: a circle naming this sheet, a pointer per elevated wall."""
    page.draw_circle((cx, cy), 9, width=0.6, fill=(1, 1, 1))
    tc(page, cx, cy + 2, "A-401", 4)
    for d, n in nums.items():
        dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[d]
        px, py = -dy, dx
        tip = (cx + dx * 17, cy + dy * 17)
        a = (cx + dx * 9 + px * 7, cy + dy * 9 + py * 7)
        b = (cx + dx * 9 - px * 7, cy + dy * 9 - py * 7)
        poly(page, [tip, a, b], w=0.6, fill=(0, 0, 0))
        tc(page, cx + dx * 25, cy + dy * 25 + 2.5, n, 7, "hebo")


def room_tag(page, cx, cy, name, num):
    w = max(tw(name, 7, "hebo"), tw(num, 7)) / 2 + 6
    rect(page, cx - w, cy - 10, cx + w, cy + 10, w=0.6, fill=(1, 1, 1))
    line(page, (cx - w, cy), (cx + w, cy), w=0.4)
    tc(page, cx, cy - 2.5, name, 7, "hebo")
    tc(page, cx, cy + 7.5, num, 7)


class Plan:
    def __init__(self, page, ox, oy):
        self.page, self.ox, self.oy = page, ox, oy

    def p(self, x, y):
        return self.ox + PS * x, self.oy + PS * y

    def wall(self, x0, y0, x1, y1):
        a, b = self.p(x0, y0), self.p(x1, y1)
        rect(self.page, a[0], a[1], b[0], b[1], w=0.7, fill=GREY)

    def partition(self, x0, y0, x1, y1):
        a, b = self.p(x0, y0), self.p(x1, y1)
        rect(self.page, a[0], a[1], b[0], b[1], w=0.4, fill=(1, 1, 1))

    def wc(self, x, label=True):
        pg = self.page
        a, b = self.p(x - 8, 0.5), self.p(x + 8, 7)
        rect(pg, a[0], a[1], b[0], b[1], w=0.5)
        a, b = self.p(x - 7.5, 6), self.p(x + 7.5, 28)
        pg.draw_oval(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.6)
        a, b = self.p(x - 5.5, 9), self.p(x + 5.5, 25)
        pg.draw_oval(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.3)
        if label:
            cx, cy = self.p(x, 32)
            tc(pg, cx, cy + 2, "WC", 5.5)

    def urinal(self, x):
        a, b = self.p(x - 9, 0), self.p(x + 9, 14)
        rect(self.page, a[0], a[1], b[0], a[1] + 9, w=0.5)
        self.page.draw_oval(pymupdf.Rect(a[0] + 3, a[1] + 4, b[0] - 3, b[1] + 3), width=0.6, fill=(1, 1, 1))
        self.page.draw_oval(pymupdf.Rect(a[0] + 9, a[1] + 10, b[0] - 9, b[1] - 3), width=0.3)
        cx, cy = self.p(x, 18)
        tc(self.page, cx, cy + 2, "UR", 5.5)

    def lav(self, x, y0, y1):
        a, b = self.p(x - 9, y0), self.p(x + 9, y1)
        self.page.draw_oval(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.6)
        c = self.p(x, (y0 + y1) / 2)
        self.page.draw_circle(c, 2, width=0.3)

    def door(self, hinge_x, other_x, wall_y, swing_in=True, label=None, tag_dy=0):
        """A door in a wall along y = wall_y, hinged at hinge_x, its leaf drawn open 90 degrees."""
        pg = self.page
        r = abs(other_x - hinge_x)
        hx, hy = self.p(hinge_x, wall_y)
        sgn = -1 if swing_in else 1
        line(pg, (hx, hy), (hx, hy + sgn * r * PS), w=0.9)
        ox, _ = self.p(other_x, wall_y)
        start = 0 if other_x > hinge_x else 180
        end = -90 if swing_in else 90
        arc(pg, hx, hy, r * PS, start, start + (end if start == 0 else -end), w=0.35)
        if label:
            cx = (hx + ox) / 2
            oval_tag(pg, cx, hy + 22 + tag_dy, label)

    def grab_bar(self, x0, y0, x1, y1):
        a, b = self.p(x0, y0), self.p(x1, y1)
        if abs(a[0] - b[0]) < 1:
            line(self.page, (a[0] - 1.5, a[1]), (b[0] - 1.5, b[1]), w=0.5)
            line(self.page, (a[0] + 1.5, a[1]), (b[0] + 1.5, b[1]), w=0.5)
        else:
            line(self.page, (a[0], a[1] - 1.5), (b[0], b[1] - 1.5), w=0.5)
            line(self.page, (a[0], a[1] + 1.5), (b[0], b[1] + 1.5), w=0.5)

    def circle60(self, x, y, label_dy=16):
        c = self.p(x, y)
        self.page.draw_circle(c, 30 * PS, width=0.6, dashes="[6 3] 0")
        tc(self.page, c[0], c[1] + label_dy, "60\" DIA. TURNING SPACE", 6)

    def cfs(self, x0, y0, x1, y1):
        a, b = self.p(x0, y0), self.p(x1, y1)
        rect(self.page, a[0], a[1], b[0], b[1], w=0.4, dashes="[2 2] 0")


def _shell(pl, east_label, west_label, south_label, east_gap=12, west_gap=12):
    """Walls around a 160 x 126 in room: an 8 in plumbing wall on the north, 5 in elsewhere."""
    pg = pl.page
    pl.wall(-5, -8, ROOM_W + 5, 0)                 # north (wet) wall
    pl.wall(-5, 0, 0, ROOM_D + 5)                  # west
    pl.wall(ROOM_W, 0, ROOM_W + 5, ROOM_D + 5)     # east
    x, y = pl.p(-5, -8)
    # chase beyond the north wall
    line(pg, (x, y - 30), (pl.p(ROOM_W + 5, 0)[0], y - 30), w=0.4)
    tc(pg, pl.p(ROOM_W / 2, 0)[0], y - 12, "PLUMBING CHASE", 5.5)
    ex, ey = pl.p(ROOM_W + 5, ROOM_D / 2)
    t(pg, ex + east_gap, ey - 4, east_label[0], 6.5, "hebo")
    t(pg, ex + east_gap, ey + 5, east_label[1], 6)
    wx, wy = pl.p(-5, ROOM_D / 2)
    t(pg, wx - west_gap - tw(west_label[0], 6.5, "hebo"), wy - 4, west_label[0], 6.5, "hebo")
    t(pg, wx - west_gap - tw(west_label[1], 6), wy + 5, west_label[1], 6)
    sx, sy = pl.p(ROOM_W * 0.3, ROOM_D + 5)
    t(pg, sx, sy + 44, south_label, 6.5, "hebo")


def _men_plan(page, ox, oy):
    pl = Plan(page, ox, oy)
    _shell(pl, ("JANITOR", "114"), ("WOMEN", "113"), "CORRIDOR 110", west_gap=64)
    pl.wall(-5, ROOM_D, 112, ROOM_D + 5)            # south wall with door opening 112..148
    pl.wall(148, ROOM_D, ROOM_W + 5, ROOM_D + 5)
    # compartments: accessible 0..60, standard 60..96; fronts at y = 62
    pl.partition(59.5, 0, 60.5, 62)
    pl.partition(95.5, 0, 96.5, 62)
    pl.partition(0, 61.5, 24, 62.5)
    pl.partition(58, 61.5, 62, 62.5)
    pl.partition(86, 61.5, 96, 62.5)
    pl.door(58, 24, 62, swing_in=False)            # accessible compartment door, out-swinging
    pl.door(86, 62, 62, swing_in=True)
    pl.wc(18)
    pl.wc(78)
    pl.urinal(114)
    pl.urinal(142)
    pl.partition(127.5, 0, 128.5, 18)              # urinal screen
    pl.cfs(127, 14, 157, 62)
    # lavatory counter on the south wall
    a, b = pl.p(0, 104), pl.p(64, ROOM_D)
    rect(page, a[0], a[1], b[0], b[1], w=0.6)
    pl.lav(16, 108, 121)
    pl.lav(46, 108, 121)
    pl.door(148, 112, ROOM_D, swing_in=True, label="112A")
    # grab bars
    pl.grab_bar(1.5, 12, 1.5, 54)
    pl.grab_bar(6, 1.5, 42, 1.5)
    vx, vy = pl.p(1.5, 40)
    page.draw_circle((vx, vy), 2.2, width=0.5, fill=(0, 0, 0))
    pl.circle60(92, 93, label_dy=44)
    fx, fy = pl.p(70, 78)
    rect(page, fx - 4, fy - 4, fx + 4, fy + 4, w=0.5)
    line(page, (fx - 4, fy - 4), (fx + 4, fy + 4), w=0.3)
    line(page, (fx - 4, fy + 4), (fx + 4, fy - 4), w=0.3)
    t(page, fx + 7, fy + 2, "FD", 5.5)
    room_tag(page, *pl.p(142, 76), "MEN", "112")
    elev_marker(page, *pl.p(92, 93), {"N": "3", "W": "4", "S": "5"})
    # leaders and accessory tags inside the accessible compartment
    x, y = pl.p(1.5, 24)
    tx, ty = pl.p(20, 40)
    leader(page, [(x + 2, y), (tx - 8, ty), (tx, ty)], "42\" GRAB BAR", 5.5)
    hexagon(page, tx + 56, ty, "TA-1")
    x, y = pl.p(36, 1.5)
    tx, ty = pl.p(28, 32)
    leader(page, [(x, y + 2), (tx - 2, ty - 10), (tx, ty)], "36\" GRAB BAR", 5.5)
    hexagon(page, tx + 56, ty, "TA-2")
    tx, ty = pl.p(8, 49)
    leader(page, [(vx + 2, vy + 1), (tx - 4, ty), (tx, ty)], "18\" VERT. GRAB BAR", 5.5)
    hexagon(page, tx + 74, ty, "TA-3")
    x, y = pl.p(0, 35)
    rect(page, x, y - 12, x + 8, y + 12, w=0.5)
    hexagon(page, x + 18, y + 58, "TA-4")
    line(page, (x + 8, y + 10), (x + 16, y + 52), w=0.35)
    x, y = pl.p(80, ROOM_D)
    rect(page, x - 18, y - 10, x + 18, y, w=0.5)
    hexagon(page, x, y - 22, "TA-5")
    for lx in (16, 46):
        x, y = pl.p(lx, ROOM_D)
        rect(page, x - 36, y - 3, x + 36, y, w=0.3, fill=(0.2, 0.2, 0.2))   # mirror on wall
    x, y = pl.p(31, ROOM_D)
    hexagon(page, x, y - 84, "TA-6")
    line(page, (x, y - 78), (x, y - 4), w=0.35)
    x, y = pl.p(46, ROOM_D)
    hexagon(page, x + 30, y + 16, "TA-7")
    x, y = pl.p(40, 62)
    hexagon(page, x, y + 14, "TA-9")
    x, y = pl.p(72, 62)
    hexagon(page, x, y + 14, "TA-9")
    x, y = pl.p(78, 30)
    hexagon(page, x, y + 20, "TA-4")
    x, y = pl.p(142, 12)
    tx, ty = pl.p(126, 28)
    leader(page, [(x, y), (tx + 6, ty), (tx, ty)], "ACCESSIBLE URINAL", 5.5, left=True)
    t(page, tx - 2 - tw("17\" MAX. RIM, SEE 3/A-401", 5), ty + 9, "17\" MAX. RIM, SEE 3/A-401", 5)
    x, y = pl.p(128, 10)
    tx, ty = pl.p(126, 50)
    leader(page, [(x, y), (tx + 4, ty), (tx, ty)], "URINAL SCREEN", 5.5, left=True)
    x, y = pl.p(151, 38)
    tv(page, x, y, "30\"x48\" CLEAR FLOOR SPACE", 5)
    x, y = pl.p(1, 68)
    t(page, x, y, "ACCESSIBLE COMPARTMENT", 5)
    x, y = pl.p(1, 101)
    t(page, x, y, "SOLID SURFACE COUNTER", 5)
    diamond(page, *pl.p(ROOM_W + 2.5, 20), "P4")
    diamond(page, *pl.p(-2.5, 100), "P4")
    diamond(page, *pl.p(60, -4), "P6")
    # dimensions
    top = oy - 8 * PS - 48
    ys = [pl.p(0, 0)[1]]
    for a_, b_, s in ((0, 60, "5'-0\" CLR."), (60, 96, "3'-0\""), (96, 114, "1'-6\""), (114, 142, "2'-4\""),
                      (142, ROOM_W, "1'-6\"")):
        dim_h(page, pl.p(a_, 0)[0], pl.p(b_, 0)[0], top + 14, s, ext_to=ys[0] - 26)
    dim_h(page, pl.p(0, 0)[0], pl.p(ROOM_W, 0)[0], top, ft_in(ROOM_W))
    lx = ox - 5 * PS - 44
    for a_, b_, s in ((0, 62, "5'-2\""), (62, 104, "3'-6\""), (104, ROOM_D, "1'-10\"")):
        dim_v(page, lx + 14, pl.p(0, a_)[1], pl.p(0, b_)[1], s, ext_to=ox - 5 * PS - 2)
    dim_v(page, lx, pl.p(0, 0)[1], pl.p(0, ROOM_D)[1], ft_in(ROOM_D))
    bot = pl.p(0, ROOM_D)[1] + 5 * PS + 26
    for a_, b_, s in ((0, 112, "9'-4\""), (112, 148, "3'-0\""), (148, ROOM_W, "1'-0\"")):
        dim_h(page, pl.p(a_, 0)[0], pl.p(b_, 0)[0], bot, s, ext_to=bot - 14)
    x, y = pl.p(18, 0)
    dim_h(page, pl.p(0, 0)[0], x, y + 44, "1'-6\"", size=5)
    line(page, (x, y + 8), (x, y + 48), w=0.25, dashes="[3 2] 0")


def _women_plan(page, ox, oy):
    pl = Plan(page, ox, oy)
    _shell(pl, ("MEN", "112"), ("BREAK ROOM", "115"), "CORRIDOR 110", east_gap=66)
    pl.wall(-5, ROOM_D, 8, ROOM_D + 5)             # south wall with door opening 8..44
    pl.wall(44, ROOM_D, ROOM_W + 5, ROOM_D + 5)
    for x in (28, 64, 100):
        pl.partition(x - 0.5, 0, x + 0.5, 62)
    pl.partition(28, 61.5, 32, 62.5)
    pl.partition(56, 61.5, 68, 62.5)
    pl.partition(92, 61.5, 102, 62.5)
    pl.partition(136, 61.5, ROOM_W, 62.5)
    pl.door(32, 56, 62, swing_in=True)
    pl.door(68, 92, 62, swing_in=True)
    pl.door(102, 136, 62, swing_in=False)
    for x in (46, 82, 142):
        pl.wc(x)
    a, b = pl.p(96, 104), pl.p(ROOM_W, ROOM_D)
    rect(page, a[0], a[1], b[0], b[1], w=0.6)
    pl.lav(112, 108, 121)
    pl.lav(144, 108, 121)
    pl.door(8, 44, ROOM_D, swing_in=True, label="113A")
    pl.grab_bar(158.5, 12, 158.5, 54)
    pl.grab_bar(118, 1.5, 154, 1.5)
    vx, vy = pl.p(158.5, 40)
    page.draw_circle((vx, vy), 2.2, width=0.5, fill=(0, 0, 0))
    pl.circle60(62, 92, label_dy=44)
    # baby changing station on the west wall, folded; its open footprint dashed
    a, b = pl.p(0, 56), pl.p(4, 92)
    rect(page, a[0], a[1], b[0], b[1], w=0.6, fill=(0.9, 0.9, 0.9))
    a, b = pl.p(0, 56), pl.p(22, 92)
    rect(page, a[0], a[1], b[0], b[1], w=0.35, dashes="[3 2] 0")
    x, y = pl.p(4, 74)
    tv(page, x + 9, y, "BABY CHANGING STATION", 5)
    hexagon(page, *pl.p(13, 98), "TA-10")
    fx, fy = pl.p(84, 78)
    rect(page, fx - 4, fy - 4, fx + 4, fy + 4, w=0.5)
    line(page, (fx - 4, fy - 4), (fx + 4, fy + 4), w=0.3)
    line(page, (fx - 4, fy + 4), (fx + 4, fy - 4), w=0.3)
    t(page, fx + 7, fy + 2, "FD", 5.5)
    room_tag(page, *pl.p(141, 86), "WOMEN", "113")
    elev_marker(page, *pl.p(62, 92), {"N": "6", "E": "7", "S": "8"})
    x, y = pl.p(158.5, 24)
    tx, ty = pl.p(140, 40)
    leader(page, [(x - 2, y), (tx + 8, ty), (tx, ty)], "42\" GRAB BAR", 5.5, left=True)
    hexagon(page, tx - 56, ty, "TA-1")
    x, y = pl.p(124, 1.5)
    tx, ty = pl.p(132, 32)
    leader(page, [(x, y + 2), (tx + 2, ty - 10), (tx, ty)], "36\" GRAB BAR", 5.5, left=True)
    hexagon(page, tx - 56, ty, "TA-2")
    tx, ty = pl.p(152, 49)
    leader(page, [(vx - 2, vy + 1), (tx + 4, ty), (tx, ty)], "18\" VERT. GRAB BAR", 5.5, left=True)
    hexagon(page, tx - 74, ty, "TA-3")
    x, y = pl.p(ROOM_W, 35)
    rect(page, x - 8, y - 12, x, y + 12, w=0.5)
    hexagon(page, x - 18, y + 58, "TA-4")
    line(page, (x - 8, y + 10), (x - 16, y + 52), w=0.35)
    for cx in (46, 82):
        x, y = pl.p(cx, 30)
        hexagon(page, x, y + 20, "TA-4")
    for px in (28, 64, 100):
        x, y = pl.p(px + 1, 50)
        rect(page, x, y - 6, x + 4, y + 6, w=0.4, fill=(0.6, 0.6, 0.6))
    x, y = pl.p(28, 50)
    tx, ty = pl.p(24, 36)
    leader(page, [(x, y), (tx + 2, ty), (tx, ty)], "SANITARY NAPKIN", 5, left=True)
    t(page, tx - 2 - tw("DISP. (TYP.)", 5), ty + 8, "DISP. (TYP.)", 5)
    hexagon(page, *pl.p(13, 24), "TA-8")
    for cx in (48, 84, 120):
        x, y = pl.p(cx, 62)
        hexagon(page, x, y + 14, "TA-9")
    x, y = pl.p(70, ROOM_D)
    rect(page, x - 18, y - 10, x + 18, y, w=0.5)
    hexagon(page, x, y - 22, "TA-5")
    for lx in (112, 144):
        x, y = pl.p(lx, ROOM_D)
        rect(page, x - 36, y - 3, x + 36, y, w=0.3, fill=(0.2, 0.2, 0.2))
    x, y = pl.p(128, ROOM_D)
    hexagon(page, x, y - 84, "TA-6")
    line(page, (x, y - 78), (x, y - 4), w=0.35)
    x, y = pl.p(112, ROOM_D)
    hexagon(page, x - 30, y + 16, "TA-7")
    x, y = pl.p(137, 68)
    t(page, x, y, "ACCESSIBLE COMPARTMENT", 5)
    x, y = pl.p(97, 101)
    t(page, x, y, "SOLID SURFACE COUNTER", 5)
    diamond(page, *pl.p(-2.5, 30), "P4")
    diamond(page, *pl.p(ROOM_W + 2.5, 100), "P4")
    diamond(page, *pl.p(100, -4), "P6")
    top = oy - 8 * PS - 48
    for a_, b_, s in ((0, 28, "2'-4\""), (28, 64, "3'-0\""), (64, 100, "3'-0\""), (100, ROOM_W, "5'-0\" CLR.")):
        dim_h(page, pl.p(a_, 0)[0], pl.p(b_, 0)[0], top + 14, s, ext_to=pl.p(0, 0)[1] - 26)
    dim_h(page, pl.p(0, 0)[0], pl.p(ROOM_W, 0)[0], top, ft_in(ROOM_W))
    rx = pl.p(ROOM_W, 0)[0] + 5 * PS + 44
    for a_, b_, s in ((0, 62, "5'-2\""), (62, 104, "3'-6\""), (104, ROOM_D, "1'-10\"")):
        dim_v(page, rx - 14, pl.p(0, a_)[1], pl.p(0, b_)[1], s, ext_to=pl.p(ROOM_W, 0)[0] + 5 * PS + 2,
              right=True)
    dim_v(page, rx, pl.p(0, 0)[1], pl.p(0, ROOM_D)[1], ft_in(ROOM_D), right=True)
    bot = pl.p(0, ROOM_D)[1] + 5 * PS + 26
    for a_, b_, s in ((0, 8, "8\""), (8, 44, "3'-0\""), (44, ROOM_W, "9'-8\"")):
        dim_h(page, pl.p(a_, 0)[0], pl.p(b_, 0)[0], bot, s, ext_to=bot - 14)
    x, y = pl.p(142, 0)
    dim_h(page, x, pl.p(ROOM_W, 0)[0], y + 44, "1'-6\"", size=5)
    line(page, (x, y + 8), (x, y + 48), w=0.25, dashes="[3 2] 0")


def _north_arrow(page, x, y):
    page.draw_circle((x, y), 16, width=0.7)
    poly(page, [(x, y - 22), (x + 6, y + 8), (x, y + 3), (x - 6, y + 8)], w=0.6, fill=(0, 0, 0))
    tc(page, x, y + 30, "PLAN NORTH", 5.5, "hebo")


# ----------------------------------------------------------------------------------------------
# elevations

class Elev:
    """An interior elevation: `x0` its left inside face, `floor` the finished floor line, `length`
    and `clg` in inches; positions along the wall are given in the elevation's own inches, from
    the left."""

    def __init__(self, page, x0, floor, length, clg):
        self.page, self.x0, self.floor, self.length, self.clg = page, x0, floor, length, clg

    def p(self, u, h):
        return self.x0 + ES * u, self.floor - ES * h

    def frame(self, tile_from=None, tile_to=None):
        pg = self.page
        a, b = self.p(0, 0), self.p(self.length, self.clg)
        rect(pg, a[0] - 8, b[1], a[0], a[1] + 6, w=0.8, fill=GREY)        # side walls in section
        rect(pg, b[0], b[1], b[0] + 8, a[1] + 6, w=0.8, fill=GREY)
        line(pg, (a[0] - 8, a[1]), (b[0] + 8, a[1]), w=1.4)               # floor
        line(pg, (a[0], b[1]), (b[0], b[1]), w=0.9)                       # ceiling
        rect(pg, a[0] - 8, b[1] - 10, b[0] + 8, b[1], w=0.3, dashes="[2 2] 0")
        line(pg, (a[0], self.p(0, 6)[1]), (b[0], self.p(0, 6)[1]), w=0.4)  # 6" cove base
        if tile_from is not None:
            for h in range(12, int(self.clg), 12):
                y = self.p(0, h)[1]
                line(pg, self.p(tile_from, h), self.p(tile_to, h), w=0.15, color=LIGHT)
        dim_v(pg, a[0] - 22, b[1], a[1], f"{ft_in(self.clg)} CLG.", ext_to=a[0] - 10, size=6)

    def mount(self, u, h0, h1, text, right=False):
        """A mounting height: a vertical dimension beside the item, its text on its side."""
        x = self.p(u, 0)[0]
        dim_v(self.page, x, self.p(0, h1)[1], self.p(0, h0)[1], text, size=5.5, right=right, from_bottom=True)

    def wc_front(self, u):
        pg = self.page
        a, b = self.p(u - 7, 0), self.p(u + 7, 15)
        poly(pg, [self.p(u - 4, 0), self.p(u + 4, 0), self.p(u + 7, 15), self.p(u - 7, 15)], w=0.6)
        a, b = self.p(u - 8, 15), self.p(u + 8, 18)
        rect(pg, a[0], a[1], b[0], b[1], w=0.6)
        a, b = self.p(u - 1, 18), self.p(u + 1, 30)
        rect(pg, a[0], a[1], b[0], b[1], w=0.4)                       # flush valve riser
        line(pg, self.p(u - 1, 28), self.p(u + 9, 28), w=0.6)
        line(pg, self.p(u + 1, 30), self.p(u + 1, 44), w=0.3, dashes="[2 2] 0")

    def wc_side(self, u_wall, direction):
        """A water closet seen from the side, its back at the wall at u_wall, bowl toward +/-."""
        d = direction
        pts = [self.p(u_wall, 18), self.p(u_wall + d * 28, 18), self.p(u_wall + d * 26, 15),
               self.p(u_wall + d * 18, 15), self.p(u_wall + d * 14, 0), self.p(u_wall + d * 6, 0),
               self.p(u_wall + d * 4, 15), self.p(u_wall, 15)]
        poly(self.page, pts, w=0.6)
        line(self.page, self.p(u_wall + d * 2, 18), self.p(u_wall + d * 2, 30), w=0.5)

    def bar_h(self, u0, u1, h):
        a, b = self.p(u0, h), self.p(u1, h - 1.5)
        rect(self.page, a[0], a[1], b[0], b[1], w=0.6, fill=(1, 1, 1))
        for u in (u0, u1):
            c = self.p(u, h - 0.75)
            self.page.draw_circle(c, 3, width=0.5)

    def bar_v(self, u, h0, h1):
        a, b = self.p(u - 0.75, h1), self.p(u + 0.75, h0)
        rect(self.page, a[0], a[1], b[0], b[1], w=0.6, fill=(1, 1, 1))
        for h in (h0, h1):
            self.page.draw_circle(self.p(u, h), 3, width=0.5)

    def box(self, u0, h0, u1, h1, w=0.6, dashes=None, fill=None):
        a, b = self.p(u0, h1), self.p(u1, h0)
        rect(self.page, a[0], a[1], b[0], b[1], w=w, dashes=dashes, fill=fill)

    def partition_edge(self, u, h0=12, h1=70):
        self.box(u - 0.5, h0, u + 0.5, h1, w=0.5, fill=(0.9, 0.9, 0.9))

    def counter(self, u0, u1, lavs):
        self.box(u0, 30, u1, 34, w=0.7)
        self.box(u0, 34, u1, 38, w=0.4)                              # backsplash
        for u in lavs:
            a, b = self.p(u - 9, 34), self.p(u + 9, 28)
            self.page.draw_oval(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.4, dashes="[2 2] 0")
            self.box(u - 0.8, 38, u + 0.8, 43, w=0.5)                # faucet
            line(self.page, self.p(u, 43), self.p(u + 4 * (1 if u < u1 else -1), 41), w=0.6)
            line(self.page, self.p(u - 2, 28), self.p(u - 2, 12), w=0.3, dashes="[2 2] 0")
            line(self.page, self.p(u + 2, 28), self.p(u + 2, 12), w=0.3, dashes="[2 2] 0")

    def label(self, u, h, text, du=12, dh=10, size=5.5, left=False):
        x, y = self.p(u, h)
        tx = x - du * ES if left else x + du * ES
        leader(self.page, [(x, y), (tx, y - dh * ES), (tx + (-8 if left else 8), y - dh * ES)], text, size,
               left=left)


def _elev_men_north(page, x0, floor):
    e = Elev(page, x0, floor, ROOM_W, 102)
    e.frame(0, ROOM_W)
    for u in (60, 96):
        e.partition_edge(u)
    e.wc_front(18)
    e.wc_front(78)
    e.bar_h(6, 42, 34.5)
    e.partition_edge(128, 12, 60)
    e.box(105, 20, 123, 40)                                          # standard urinal
    line(page, e.p(105, 24), e.p(123, 24), w=0.4)
    e.box(133, 13, 151, 33)                                          # accessible urinal, rim 17"
    line(page, e.p(133, 17), e.p(151, 17), w=0.4)
    for u in (114, 142):
        e.box(u - 1, 40 if u == 114 else 33, u + 1, 48, w=0.4)
    e.mount(46, 0, 34.5, "33\"-36\" A.F.F. TO TOP OF GRAB BAR")
    e.mount(28, 0, 18, "17\"-19\" A.F.F. TO TOP OF SEAT", right=True)
    e.mount(155, 0, 17, "17\" MAX. A.F.F. TO RIM", right=True)
    e.mount(102, 0, 24, "24\" A.F.F. TO RIM")
    e.mount(64, 12, 70, "58\" PARTITION", right=True)
    e.label(40, 80, "WT-1 FULL HEIGHT", du=10, dh=4)
    e.label(24, 34, "TA-2", du=10, dh=12)
    e.label(142, 28, "ACCESSIBLE URINAL", du=-10, dh=-22, left=True)
    e.label(128, 55, "URINAL SCREEN", du=8, dh=8)
    e.label(80, 3, "CB-1", du=8, dh=-2)
    t(page, e.p(70, 96)[0], e.p(70, 96)[1], "FRONT PARTITIONS NOT SHOWN FOR CLARITY", 5, "heit")
    return e


def _elev_men_west(page, x0, floor):
    e = Elev(page, x0, floor, ROOM_D, 102)          # looking west: south at left, north at right
    e.frame(64, ROOM_D)
    u = lambda y: ROOM_D - y
    e.partition_edge(u(62))
    e.wc_side(ROOM_D, -1)
    e.bar_h(u(54), u(12), 34.5)
    e.bar_v(u(40), 40, 58)
    e.box(u(35) - 6, 19, u(35) + 6, 29, w=0.6)                      # tissue dispenser
    e.box(0, 0, 22, 34, w=0.6)                                      # counter end in section
    e.box(0, 34, 1.5, 38, w=0.4)
    e.mount(u(54) - 4, 0, 34.5, "33\"-36\" A.F.F. TO TOP OF GRAB BAR")
    e.mount(u(40) - 4, 0, 40, "39\"-41\" A.F.F. TO BOTTOM OF VERT. GRAB BAR")
    e.mount(u(35) + 8, 0, 19, "15\" MIN. A.F.F. TO OUTLET", right=True)
    e.mount(25, 0, 34, "34\" MAX. A.F.F. TO RIM", right=True)
    y = e.p(0, -10)[1]
    dim_h(page, e.p(u(12), 0)[0], e.p(ROOM_D, 0)[0], y, "1'-0\" MAX.", size=5)
    dim_h(page, e.p(u(54), 0)[0], e.p(u(12), 0)[0], y, "3'-6\" (42\" BAR)", size=5)
    dim_h(page, e.p(u(40), 0)[0], e.p(ROOM_D, 0)[0], y + 12, "39\"-41\" TO CL OF VERT. BAR", size=5)
    e.label(u(35) - 5, 29, "TA-4, 7\"-9\" IN FRONT OF WC", du=-6, dh=46, left=True)
    e.label(u(40), 58, "TA-3", du=6, dh=10)
    e.label(u(30), 34.5, "TA-1", du=4, dh=30)
    e.label(30, 80, "PNT-2", du=8, dh=4)
    e.label(5, 36, "SOLID SURFACE COUNTER", du=6, dh=26)
    return e


def _elev_men_south(page, x0, floor):
    e = Elev(page, x0, floor, ROOM_W, 102)          # looking south: east at left, west at right
    e.frame(ROOM_W - 64, ROOM_W)
    u = lambda x: ROOM_W - x
    e.box(u(148), 0, u(112), 84, w=0.8)                              # door frame and leaf
    e.box(u(148) + 2, 0, u(112) - 2, 82, w=0.4)
    line(page, e.p(u(148) + 4, 36), e.p(u(148) + 10, 36), w=0.9)
    x, y = e.p((u(148) + u(112)) / 2, 60)
    oval_tag(page, x, y, "112A")
    e.counter(u(64), ROOM_W, [u(46), u(16)])
    for lx in (46, 16):
        e.box(u(lx) - 12, 40, u(lx) + 12, 76, w=0.7)               # mirror TA-7
        e.box(u(lx) - 11, 41, u(lx) + 11, 75, w=0.25)
    e.box(u(31) - 3, 38, u(31) + 3, 50, w=0.5)                       # soap dispenser between lavs
    e.box(u(80) - 6, 40, u(80) + 6, 58, w=0.6)                       # paper towel dispenser
    e.mount(93, 0, 34, "34\" MAX. A.F.F. TO RIM")
    e.mount(104, 0, 27, "27\" MIN. KNEE CLEARANCE")
    e.mount(157, 0, 40, "40\" MAX. A.F.F. TO BOTTOM OF REFLECTING SURFACE")
    e.mount(125, 0, 44, "44\" MAX. TO OPERABLE PART")
    e.mount(84, 0, 48, "48\" MAX. TO OPERABLE PART", right=True)
    e.label(u(80), 58, "TA-5", du=4, dh=10)
    e.label(u(31), 50, "TA-6", du=4, dh=36)
    e.label(u(16), 70, "TA-7", du=6, dh=8)
    e.label(u(100), 90, "PNT-2", du=6, dh=2)
    e.label(u(64) + 2, 36, "SOLID SURFACE COUNTER, 4\" SPLASH", du=-6, dh=40, left=True)
    return e


def _elev_women_north(page, x0, floor):
    e = Elev(page, x0, floor, ROOM_W, 108)
    e.frame(0, ROOM_W)
    for u in (28, 64, 100):
        e.partition_edge(u)
        e.box(u + 0.5, 22, u + 5, 34, w=0.4, fill=(0.7, 0.7, 0.7))      # napkin disposal
    for u in (46, 82, 142):
        e.wc_front(u)
    e.bar_h(118, 154, 34.5)
    e.mount(114, 0, 34.5, "33\"-36\" A.F.F. TO TOP OF GRAB BAR")
    e.mount(130, 0, 18, "17\"-19\" A.F.F. TO TOP OF SEAT", right=True)
    e.mount(14, 12, 70, "58\" PARTITION", right=True)
    y = e.p(0, -10)[1]
    dim_h(page, e.p(142, 0)[0], e.p(ROOM_W, 0)[0], y, "16\"-18\"", size=5)
    e.label(140, 34.5, "TA-2", du=-6, dh=24, left=True)
    e.label(29.5, 28, "TA-8 (TYP. 3)", du=8, dh=26)
    e.label(60, 90, "WT-1 FULL HEIGHT", du=8, dh=4)
    t(page, e.p(70, 102)[0], e.p(70, 102)[1], "FRONT PARTITIONS NOT SHOWN FOR CLARITY", 5, "heit")
    return e


def _elev_women_east(page, x0, floor):
    e = Elev(page, x0, floor, ROOM_D, 108)          # looking east: north at left, south at right
    e.frame(0, 62)
    e.partition_edge(62)
    e.wc_side(0, 1)
    e.bar_h(12, 54, 34.5)
    e.bar_v(40, 40, 58)
    e.box(29, 19, 41, 29, w=0.6)
    e.box(ROOM_D - 22, 0, ROOM_D, 34, w=0.6)
    e.box(ROOM_D - 1.5, 34, ROOM_D, 38, w=0.4)
    e.mount(9, 0, 34.5, "33\"-36\" A.F.F. TO TOP OF GRAB BAR")
    e.mount(45, 0, 40, "39\"-41\" A.F.F. TO BOTTOM OF VERT. GRAB BAR", right=True)
    e.mount(26, 0, 19, "15\" MIN. A.F.F. TO OUTLET")
    y = e.p(0, -10)[1]
    dim_h(page, e.p(0, 0)[0], e.p(12, 0)[0], y, "1'-0\" MAX.", size=5)
    dim_h(page, e.p(12, 0)[0], e.p(54, 0)[0], y, "3'-6\" (42\" BAR)", size=5)
    dim_h(page, e.p(0, 0)[0], e.p(54, 0)[0], y + 12, "4'-6\" MIN.", size=5)
    e.label(35, 29, "TA-4", du=6, dh=-24)
    e.label(40, 52, "TA-3", du=16, dh=4)
    e.label(20, 34.5, "TA-1", du=-4, dh=30, left=True)
    e.label(90, 80, "PNT-2", du=6, dh=4)
    cloud(page, e.p(34, 0)[0], e.p(0, 64)[1], e.p(44, 0)[0], e.p(0, 35)[1], r=3)
    delta(page, e.p(40, 0)[0], e.p(0, 74)[1], "2")
    return e


def _elev_women_south(page, x0, floor):
    e = Elev(page, x0, floor, ROOM_W, 108)          # looking south: east at left, west at right
    e.frame(0, 64)
    u = lambda x: ROOM_W - x
    e.counter(0, 64, [u(144), u(112)])
    for lx in (144, 112):
        e.box(u(lx) - 12, 40, u(lx) + 12, 76, w=0.7)
        e.box(u(lx) - 11, 41, u(lx) + 11, 75, w=0.25)
    e.box(u(128) - 3, 38, u(128) + 3, 50, w=0.5)
    e.box(u(70) - 6, 40, u(70) + 6, 58, w=0.6)
    e.box(u(44), 0, u(8), 84, w=0.8)
    e.box(u(44) + 2, 0, u(8) - 2, 82, w=0.4)
    line(page, e.p(u(8) - 4, 36), e.p(u(8) - 10, 36), w=0.9)
    x, y = e.p((u(44) + u(8)) / 2, 60)
    oval_tag(page, x, y, "113A")
    e.mount(67, 0, 34, "34\" MAX. A.F.F. TO RIM", right=True)
    e.mount(4, 0, 27, "27\" MIN. KNEE CLEARANCE", right=True)
    e.mount(28, 0, 40, "40\" MAX. A.F.F. TO BOTTOM OF REFLECTING SURFACE")
    e.mount(36, 0, 44, "44\" MAX. TO OPERABLE PART", right=True)
    e.mount(97, 0, 48, "48\" MAX. TO OPERABLE PART", right=True)
    e.label(u(70), 58, "TA-5", du=4, dh=10)
    e.label(u(128), 50, "TA-6", du=4, dh=36)
    e.label(u(112), 70, "TA-7", du=6, dh=8)
    e.label(100, 90, "PNT-2", du=6, dh=2)
    e.label(u(70) + 20, 20, "BABY CHANGING STATION BEYOND, SEE PLAN", du=6, dh=-6)
    return e


# ----------------------------------------------------------------------------------------------
# schedules and notes

ACCESSORIES = [
    ("TA-1", ["GRAB BAR, 42\" x 1-1/2\" DIA.,", "SATIN STAINLESS, SNAP FLANGE"], "BOBRICK", "B-5806.99x42",
     "33\"-36\" TO TOP OF BAR", "2", ["SIDE WALL AT ACCESSIBLE WC"]),
    ("TA-2", ["GRAB BAR, 36\" x 1-1/2\" DIA.,", "SATIN STAINLESS, SNAP FLANGE"], "BOBRICK", "B-5806.99x36",
     "33\"-36\" TO TOP OF BAR", "2", ["REAR WALL AT ACCESSIBLE WC"]),
    ("TA-3", ["GRAB BAR, 18\" VERTICAL,", "1-1/2\" DIA., SATIN STAINLESS"], "BOBRICK", "B-5806.99x18",
     "39\"-41\" TO BOTTOM OF BAR", "2", ["SIDE WALL; ICC A117.1 604.5.1", "ADDED BY ASI-03"]),
    ("TA-4", ["TOILET TISSUE DISPENSER,", "TWIN JUMBO ROLL"], "BY OWNER", "--",
     "15\" MIN. TO OUTLET", "5", ["OFCI", "7\"-9\" IN FRONT OF WC"]),
    ("TA-5", ["PAPER TOWEL DISPENSER,", "AUTOMATIC, SURFACE MOUNTED"], "BY OWNER", "--",
     "48\" MAX. TO OPERABLE PART", "2", ["OFCI; BATTERY OPERATED"]),
    ("TA-6", ["SOAP DISPENSER, WALL MOUNTED,", "MANUAL PUSH, FOAM"], "BY OWNER", "--",
     "44\" MAX. TO OPERABLE PART", "2", ["OFCI; ONE PER ROOM, CENTERED", "BETWEEN LAVATORIES"]),
    ("TA-7", ["MIRROR, 24\"x36\", CHANNEL FRAME,", "1/4\" TEMPERED GLASS"], "BOBRICK", "B-165 2436",
     "40\" MAX. TO BOTTOM OF GLASS", "4", ["CENTER ON LAVATORY"]),
    ("TA-8", ["SANITARY NAPKIN DISPOSAL,", "SURFACE MOUNTED, STAINLESS"], "BOBRICK", "B-254",
     "24\" TO BOTTOM", "3", ["WOMEN 113, EACH COMPARTMENT"]),
    ("TA-9", ["COAT HOOK, SINGLE,", "SATIN STAINLESS"], "BOBRICK", "B-6717",
     "48\" MAX. A.F.F.", "5", ["ONE PER COMPARTMENT, ON", "INSIDE FACE OF DOOR"]),
    ("TA-10", ["BABY CHANGING STATION,", "HORIZONTAL, SURFACE MOUNTED"], "KOALA KARE", "KB300-00",
     "34\" MAX. TO TOP OF SURFACE", "1", ["WOMEN 113, WEST WALL"]),
]

SCHEDULE_NOTES = [
    "1. OFCI = OWNER-FURNISHED, CONTRACTOR-INSTALLED. OWNER'S JANITORIAL SUPPLIER FURNISHES DISPENSERS; "
    "CONTRACTOR PROVIDES BLOCKING, RECEIVES, STORES AND INSTALLS.",
    "2. MOUNTING HEIGHTS ARE ABOVE FINISHED FLOOR (A.F.F.) U.O.N.; SEE INTERIOR ELEVATIONS 3 THRU 8.",
    "3. STAINLESS STEEL ACCESSORIES: TYPE 304, SATIN FINISH, CONCEALED FASTENERS.",
    "4. EQUAL PRODUCTS BY AMERICAN SPECIALTIES, INC. (ASI) OR BRADLEY ACCEPTABLE.",
]

FINISH_ROWS = [
    ("ROOM NO.", "ROOM NAME", "FLOOR", "BASE", "WALLS", "CEILING", "CLG. HT.", "REMARKS"),
    ("112", "MEN", "PTL-1", "CB-1", "WT-1 / PNT-2", "ACT-2", "8'-6\"", "WT-1 FULL HT. AT PLUMBING WALL"),
    ("113", "WOMEN", "PTL-1", "CB-1", "WT-1 / PNT-2", "GWB-1", "9'-0\"", "WT-1 FULL HT. AT PLUMBING WALL"),
]

FINISH_CODES = [
    ("PTL-1", "PORCELAIN FLOOR TILE, 12\"x24\", MATTE, COLOR: GRAPHITE; EPOXY GROUT"),
    ("CB-1", "PORCELAIN COVE BASE, 6\" HIGH, TO MATCH PTL-1"),
    ("WT-1", "GLAZED CERAMIC WALL TILE, 3\"x12\", STACK BOND, ON CEMENT BOARD"),
    ("PNT-2", "EPOXY PAINT, EGGSHELL, ON MOISTURE-RESISTANT GWB"),
    ("ACT-2", "ACOUSTICAL CEILING TILE, 24\"x24\"x5/8\", MOISTURE/MOLD RESISTANT, 15/16\" GRID"),
    ("GWB-1", "MOISTURE-RESISTANT GYPSUM BOARD CEILING, PAINTED PNT-3 SEMI-GLOSS"),
]

ACCESS_NOTES = [
    "DESIGN AND CONSTRUCTION SHALL COMPLY WITH THE 2024 OHIO BUILDING CODE CHAPTER 11, ICC~A117.1-2017 "
    "AND THE 2010 ADA STANDARDS FOR ACCESSIBLE DESIGN. WHERE THESE DIFFER, THE MORE~STRINGENT REQUIREMENT "
    "SHALL GOVERN.",
    "PROVIDE A 60\"~DIA.~TURNING~SPACE WITHIN EACH TOILET ROOM (ICC A117.1-2017 304.3.1; 2010 ADA 304.3.1). "
    "DOORS MAY SWING INTO THE TURNING SPACE; KNEE AND TOE CLEARANCE MAY BE INCLUDED.",
    "CENTERLINE OF ACCESSIBLE WATER CLOSET 16\"-18\"~FROM~SIDE~WALL OR PARTITION (ICC A117.1-2017 604.2; "
    "2010 ADA 604.2). TOP OF SEAT 17\"-19\" A.F.F. (604.4).",
    "ACCESSIBLE COMPARTMENT: 60\"~MIN.~WIDE x 59\"~MIN.~DEEP FOR FLOOR-MOUNTED WATER CLOSETS (604.8.1.1). "
    "COMPARTMENT DOOR SELF-CLOSING, 32\"~MIN.~CLEAR OPENING, WITH DOOR PULLS BOTH SIDES NEAR LATCH (604.8.1.2).",
    "SIDE WALL GRAB BAR 42\" MIN. LONG, 12\" MAX. FROM REAR WALL, EXTENDING 54\" MIN. FROM REAR WALL "
    "(604.5.1). REAR WALL GRAB BAR 36\" MIN. LONG, EXTENDING 12\" MIN. ON ONE SIDE OF WC CENTERLINE AND "
    "24\" MIN. ON THE TRANSFER SIDE (604.5.2).",
    "VERTICAL GRAB BAR 18\" MIN. LONG AT SIDE WALL PER ICC~A117.1-2017~604.5.1: BOTTOM OF BAR 39\"-41\" "
    "A.F.F., CENTERLINE 39\"-41\" FROM REAR WALL. NOT REQUIRED BY THE 2010 ADA STANDARDS; PROVIDED PER ASI-03.",
    "MOUNT HORIZONTAL GRAB BARS 33\"-36\" A.F.F. TO TOP OF GRIPPING SURFACE (609.4). GRAB BARS, FASTENERS "
    "AND BLOCKING SHALL RESIST A 250~LBF FORCE APPLIED AT ANY POINT IN ANY DIRECTION (609.8).",
    "TOILET PAPER DISPENSER: CENTERLINE 7\"-9\"~IN~FRONT OF WATER CLOSET BOWL; OUTLET 15\" MIN. AND 48\" MAX. "
    "A.F.F. (604.7). KEEP 1-1/2\" MIN. BELOW OR 12\" MIN. ABOVE GRAB BARS (609.3).",
    "LAVATORIES: RIM OR COUNTER SURFACE 34\"~MAX.~A.F.F. WITH 27\"~MIN.~KNEE~CLEARANCE AND A 30\"x48\" CLEAR "
    "FLOOR SPACE FOR FORWARD APPROACH (606.2, 606.3). INSULATE OR CONCEAL SUPPLY AND DRAIN PIPES (606.5).",
    "MIRRORS ABOVE LAVATORIES: BOTTOM EDGE OF REFLECTING SURFACE 40\"~MAX.~A.F.F. (ICC A117.1-2017 603.3; "
    "2010 ADA 603.3).",
    "ACCESSIBLE URINAL: STALL-TYPE OR WALL-HUNG WITH RIM 17\"~MAX.~A.F.F. (605.2), WITH A 30\"x48\" CLEAR FLOOR "
    "SPACE FOR FORWARD APPROACH (605.3).",
    "OPERABLE PARTS OF DISPENSERS AND HOOKS: 48\"~MAX.~A.F.F. FOR UNOBSTRUCTED REACH; 44\"~MAX. WHERE REACH "
    "IS OVER A COUNTER 20\"-25\" DEEP (308.2.1, 308.2.2). COAT HOOKS WITHIN REACH RANGES (603.4).",
]

GENERAL_NOTES = [
    ("A.", "DIMENSIONS ARE TO FACE OF FINISH U.O.N. DIMENSIONS MARKED \"CLR.\" ARE MINIMUM CLEAR AND "
           "SHALL BE MAINTAINED."),
    ("B.", "SEE SHEET A-601 FOR DOOR SCHEDULE AND HARDWARE SETS. SEE A-501 FOR PARTITION TYPES."),
    ("C.", "PLUMBING FIXTURES ARE SHOWN FOR COORDINATION ONLY; REFER TO PLUMBING DRAWINGS FOR FIXTURE "
           "SCHEDULE, MODELS AND ROUGH-IN."),
    ("D.", "TOILET PARTITIONS: SOLID PHENOLIC CORE, FLOOR-MOUNTED OVERHEAD-BRACED, 58\" HIGH PANELS SET "
           "12\" A.F.F., STAINLESS STEEL HARDWARE. SEE SPECIFICATION SECTION 10 21 13."),
    ("E.", "PROVIDE FIRE-RETARDANT-TREATED WOOD OR 16 GA. STEEL BLOCKING IN WALLS AT ALL GRAB BARS, "
           "ACCESSORIES, COUNTER SUPPORTS AND WALL-HUNG FIXTURES."),
    ("F.", "ALL GYPSUM BOARD IN TOILET ROOMS SHALL BE MOISTURE- AND MOLD-RESISTANT (ASTM D3273, SCORE 10)."),
    ("G.", "SLOPE FLOOR 1/8\" PER FOOT TO FLOOR DRAIN WITHIN 30\" OF DRAIN ONLY; TURNING SPACE AND CLEAR "
           "FLOOR SPACES 1:48 MAX. SLOPE."),
    ("H.", "COUNTERTOPS: SOLID SURFACE SS-1, 4\" BACKSPLASH, ON CONCEALED STEEL BRACKETS AT 32\" O.C. MAX."),
]


def _accessory_schedule(page, x, y):
    t(page, x, y, "TOILET ACCESSORY SCHEDULE", 11, "hebo")
    f, fb, s = "cour", "cobo", 7
    cols = [0, 40, 186, 244, 308, 442, 470]
    y += 20
    heads = [("MARK",), ("DESCRIPTION",), ("MANUFACTURER",), ("MODEL",), ("MOUNTING", "HEIGHT (A.F.F.)"),
             ("QTY",), ("REMARKS",)]
    for c, h in zip(cols, heads):
        for i, part in enumerate(h):
            t(page, x + c, y + 9 * i, part, s, fb)
    y += 13
    line(page, (x - 2, y), (x + 630, y), w=0.8)                      # the one rule: under the header
    y += 12
    top_ta3 = None
    for mark, desc, mfr, model, mtg, qty, rem in ACCESSORIES:
        if mark == "TA-3":
            top_ta3 = y
        t(page, x + cols[0], y, mark, s, f)
        for i, d in enumerate(desc):
            t(page, x + cols[1], y + 9 * i, d, s, f)
        t(page, x + cols[2], y, mfr, s, f)
        t(page, x + cols[3], y, model, s, f)
        t(page, x + cols[4], y, mtg, s, f)
        t(page, x + cols[5] + 6, y, qty, s, f)
        for i, r in enumerate(rem):
            t(page, x + cols[6], y + 9 * i, r, s, f)
        y += 9 * max(len(desc), len(rem)) + 9
    cloud(page, x - 6, top_ta3 - 8.5, x + 634, top_ta3 + 12.5, r=3)
    delta(page, x + 648, top_ta3 + 2, "2")
    y += 4
    for n in SCHEDULE_NOTES:
        for i, ln in enumerate(wrap(n, 620, 6.5)):
            t(page, x + (0 if i == 0 else 9), y, ln, 6.5)
            y += 9
    return y


def _finish_table(page, x, y):
    t(page, x, y, "ROOM FINISH SCHEDULE - TOILET ROOMS", 11, "hebo")
    y += 10
    widths = [46, 60, 46, 40, 76, 50, 46, 180]
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    rh = 16
    for r, row in enumerate(FINISH_ROWS):
        yy = y + rh * r
        line(page, (xs[0], yy), (xs[-1], yy), w=0.8 if r <= 1 else 0.4)
        for c, cell in enumerate(row):
            font = "hebo" if r == 0 else "helv"
            t(page, xs[c] + 4, yy + rh - 5, cell, 6 if r == 0 else 7, font)
    end = y + rh * len(FINISH_ROWS)
    line(page, (xs[0], end), (xs[-1], end), w=0.8)
    for xx in xs:
        line(page, (xx, y), (xx, end), w=0.4)
    cloud(page, xs[5] + 1, y + rh * 2 + 2, xs[7] - 1, end - 2, r=3)
    delta(page, xs[-1] + 14, y + rh * 2 + 8, "1")
    y = end + 16
    t(page, x, y, "FINISH LEGEND", 8, "hebo")
    y += 12
    for code, desc in FINISH_CODES:
        t(page, x, y, code, 7, "hebo")
        t(page, x + 44, y, desc, 7)
        y += 10
    return y


def _access_notes(page, x, y, width=630):
    t(page, x, y, "ACCESSIBILITY NOTES", 11, "hebo")
    y += 16
    for i, n in enumerate(ACCESS_NOTES, 1):
        t(page, x, y, f"{i}.", 7.5)
        for ln in wrap(n, width - 18, 7.5):
            t(page, x + 18, y, ln, 7.5)
            y += 10.5
        y += 4
    return y


def _legend(page, x, y):
    t(page, x, y, "LEGEND", 11, "hebo")
    y += 22
    rows = y
    tx = x + 70

    def row(i):
        return rows + 26 * i

    yy = row(0)
    rect(page, x + 10, yy - 8, x + 50, yy, w=0.6, fill=GREY)
    t(page, tx, yy - 1, "NEW PARTITION - SEE A-501 FOR TYPES", 6.5)
    yy = row(1)
    diamond(page, x + 30, yy - 3, "P4")
    t(page, tx, yy - 1, "PARTITION TYPE TAG", 6.5)
    yy = row(2)
    page.draw_circle((x + 30, yy - 3), 9, width=0.5, dashes="[4 2] 0")
    t(page, tx, yy - 1, "60\" DIA. TURNING SPACE", 6.5)
    yy = row(3)
    rect(page, x + 18, yy - 9, x + 42, yy + 3, w=0.4, dashes="[2 2] 0")
    t(page, tx, yy - 1, "30\"x48\" CLEAR FLOOR SPACE", 6.5)
    yy = row(4)
    line(page, (x + 10, yy - 5), (x + 50, yy - 5), w=0.5)
    line(page, (x + 10, yy - 2), (x + 50, yy - 2), w=0.5)
    t(page, tx, yy - 1, "GRAB BAR (PLAN)", 6.5)
    yy = row(5)
    hexagon(page, x + 30, yy - 3, "TA-#")
    t(page, tx, yy - 1, "TOILET ACCESSORY TAG - SEE TOILET ACCESSORY SCHEDULE", 6.5)
    col2 = x + 330
    tx2 = col2 + 60
    yy = row(0)
    oval_tag(page, col2 + 26, yy - 3, "###A")
    t(page, tx2, yy - 1, "DOOR TAG - SEE DOOR SCHEDULE, A-601", 6.5)
    yy = row(1)
    elev_marker(page, col2 + 22, yy - 3, {"E": "#"})
    t(page, tx2, yy - 1, "INTERIOR ELEVATION REFERENCE", 6.5)
    yy = row(2) + 2
    room_tag(page, col2 + 26, yy - 3, "NAME", "###")
    t(page, tx2, yy - 1, "ROOM NAME / NUMBER", 6.5)
    yy = row(3) + 2
    rect(page, col2 + 22, yy - 7, col2 + 30, yy + 1, w=0.5)
    line(page, (col2 + 22, yy - 7), (col2 + 30, yy + 1), w=0.3)
    line(page, (col2 + 22, yy + 1), (col2 + 30, yy - 7), w=0.3)
    t(page, tx2, yy - 1, "FD  FLOOR DRAIN - SEE PLUMBING", 6.5)
    yy = row(4) + 2
    delta(page, col2 + 26, yy - 3, "#")
    t(page, tx2, yy - 1, "REVISION DELTA", 6.5)
    yy = row(5) + 2
    line(page, (col2 + 8, yy - 3), (col2 + 46, yy - 3), w=0.15, color=LIGHT)
    line(page, (col2 + 8, yy - 7), (col2 + 46, yy - 7), w=0.15, color=LIGHT)
    t(page, tx2, yy - 1, "WALL TILE (ELEVATION)", 6.5)


def _general_notes(page, x, y, width):
    t(page, x, y, "GENERAL NOTES - ENLARGED PLANS", 11, "hebo")
    y += 16
    for tag, n in GENERAL_NOTES:
        t(page, x, y, tag, 7)
        for ln in wrap(n, width - 16, 7):
            t(page, x + 16, y, ln, 7)
            y += 9.5
        y += 3
    return y


FIXTURE_ROWS = [
    ("FIXTURE", "OBC TABLE 2902.1 (B)", "REQ'D M", "REQ'D W", "PROV. M", "PROV. W"),
    ("WATER CLOSETS", "1:25 FIRST 50, 1:50 REMAINDER", "3", "3", "2 (+2 UR)", "3"),
    ("URINALS", "MAY REPLACE 67% OF WC (419.2)", "-", "-", "2", "-"),
    ("LAVATORIES", "1:40 FIRST 80, 1:80 REMAINDER", "2", "2", "2", "2"),
    ("SERVICE SINK", "1 PER FLOOR", "1", "", "1 (JANITOR 114)", ""),
]

ABBREVIATIONS = [
    ("A.F.F.", "ABOVE FINISHED FLOOR"), ("CFCI", "CONTRACTOR-FURNISHED, CONTRACTOR-INSTALLED"),
    ("CL", "CENTERLINE"), ("CLG.", "CEILING"), ("CLR.", "CLEAR"), ("DIA.", "DIAMETER"),
    ("FRT", "FIRE-RETARDANT-TREATED"), ("GA.", "GAUGE"), ("GWB", "GYPSUM WALL BOARD"),
    ("MR", "MOISTURE-RESISTANT"), ("OFCI", "OWNER-FURNISHED, CONTRACTOR-INSTALLED"),
    ("SS", "STAINLESS STEEL / SOLID SURFACE"), ("TYP.", "TYPICAL"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
    ("UR", "URINAL"), ("WC", "WATER CLOSET"),
]


def _fixture_count(page, x, y):
    t(page, x, y, "PLUMBING FIXTURE COUNT - LEVEL 4", 11, "hebo")
    t(page, x, y + 13, "OCCUPANCY B, 17,650 GROSS S.F. / 150 = 118 OCCUPANTS (59 M / 59 W)", 6.5)
    y += 20
    widths = [80, 160, 50, 50, 90, 50]
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    rh = 15
    for r, row in enumerate(FIXTURE_ROWS):
        yy = y + rh * r
        line(page, (xs[0], yy), (xs[-1], yy), w=0.8 if r <= 1 else 0.4)
        for c, cell in enumerate(row):
            if cell:
                t(page, xs[c] + 4, yy + rh - 4.5, cell, 6 if r == 0 else 6.5, "hebo" if r == 0 else "helv")
    end = y + rh * len(FIXTURE_ROWS)
    line(page, (xs[0], end), (xs[-1], end), w=0.8)
    for xx in xs:
        line(page, (xx, y), (xx, end), w=0.4)
    t(page, x, end + 11, "DRINKING FOUNTAINS AND SERVICE SINK LOCATION: SEE A-101.", 6, "heit")
    return end + 11


def _grab_bar_detail(page, x, y):
    """Detail 9: a grab bar at the wall in section, not to scale."""
    wx = x + 120
    rect(page, wx - 26, y + 20, wx, y + 190, w=0.7)
    for k in range(0, 170, 10):                                      # stud cavity hatch
        line(page, (wx - 26, y + 20 + k), (wx - 16, y + 30 + k), w=0.2)
    rect(page, wx - 16, y + 70, wx - 4, y + 110, w=0.6, fill=(0.85, 0.85, 0.85))   # blocking
    line(page, (wx - 16, y + 70), (wx - 4, y + 110), w=0.3)
    line(page, (wx - 16, y + 110), (wx - 4, y + 70), w=0.3)
    rect(page, wx, y + 20, wx + 4, y + 190, w=0.5, fill=(0.9, 0.9, 0.9))          # GWB
    rect(page, wx + 4, y + 20, wx + 7, y + 190, w=0.3)                             # tile
    rect(page, wx + 7, y + 84, wx + 11, y + 96, w=0.6, fill=(0.6, 0.6, 0.6))     # flange
    line(page, (wx + 11, y + 90), (wx + 22, y + 90), w=0.8)
    page.draw_circle((wx + 33, y + 90), 11, width=0.9)
    for k in (-4, 0, 4):
        line(page, (wx - 12, y + 90 + k), (wx + 9, y + 90 + k), w=0.3, dashes="[1 1] 0")
    dim_h(page, wx + 7, wx + 22, y + 66, "1-1/2\" CLR.", size=5)
    lx = wx + 60
    notes = [(y + 90, (wx + 44, y + 90), "1-1/2\" DIA. x 18 GA. TYPE 304 STAINLESS TUBE"),
             (y + 104, (wx + 10, y + 92), "CONCEALED SNAP FLANGE, 3 #10 SS SCREWS"),
             (y + 118, (wx - 10, y + 100), "2x FRT WOOD BLOCKING, FULL WIDTH BETWEEN STUDS"),
             (y + 40, (wx + 2, y + 40), "5/8\" MR GWB (OR CEMENT BOARD AT WT-1)"),
             (y + 54, (wx + 6, y + 52), "WT-1 WHERE OCCURS"),
             (y + 150, (wx - 20, y + 150), "METAL STUDS, SEE PARTITION TYPES A-501")]
    for ty, pt, text in notes:
        leader(page, [pt, (lx - 6, ty), (lx, ty)], text, 5.5)
    view_title(page, x, y + 226, "9", "GRAB BAR MOUNTING", "NTS", rule=250)


def _abbreviations(page, x, y):
    t(page, x, y, "ABBREVIATIONS", 11, "hebo")
    y += 16
    half = (len(ABBREVIATIONS) + 1) // 2
    for i, (a, d) in enumerate(ABBREVIATIONS):
        xx = x + (0 if i < half else 330)
        yy = y + 10 * (i % half)
        t(page, xx, yy, a, 6.5, "hebo")
        t(page, xx + 40, yy, d, 6.5)


def _counter_detail(page, x, y):
    """Detail 10: the lavatory counter in section, its reach and knee clearances."""
    fl = y + 196
    s = 4.5                                                           # 3/4" = 1'-0"
    wx = x + 40
    rect(page, wx - 10, y + 20, wx, fl, w=0.7, fill=GREY)
    line(page, (wx - 30, fl), (wx + 120, fl), w=1.2)
    top = fl - 34 * s
    rect(page, wx, top, wx + 22 * s, top + 1.5 * s, w=0.7, fill=(0.85, 0.85, 0.85))   # counter
    rect(page, wx, top - 4 * s, wx + 1 * s, top, w=0.5)                               # splash
    rect(page, wx + 21 * s, top + 1.5 * s, wx + 22 * s, top + 4 * s, w=0.5)          # apron
    page.draw_oval(pymupdf.Rect(wx + 5 * s, top + 1.5 * s, wx + 18 * s, top + 7 * s), width=0.5)
    poly(page, [(wx, top + 4 * s), (wx + 8 * s, top + 4 * s), (wx, top + 12 * s)], w=0.5)  # bracket
    line(page, (wx + 11 * s, top + 7 * s), (wx + 11 * s, top + 14 * s), w=0.5)
    line(page, (wx + 11 * s, top + 14 * s), (wx, top + 14 * s), w=0.5)
    dim_v(page, wx + 30 * s, top, fl, "34\" MAX.", size=5, right=True)
    dim_v(page, wx + 26 * s, fl - 27 * s, fl, "27\" MIN.", size=5, right=True)
    line(page, (wx + 21 * s, fl - 27 * s), (wx + 27 * s, fl - 27 * s), w=0.25)
    dim_h(page, wx, wx + 22 * s, top - 6 * s, "1'-10\"", size=5)
    lx = x + 210
    for ty, pt, text in ((y + 40, (wx + 1, top - 3 * s), "4\" BACKSPLASH"),
                         (y + 54, (wx + 10 * s, top), "SOLID SURFACE SS-1"),
                         (y + 70, (wx + 12 * s, top + 5 * s), "UNDERMOUNT LAV., SEE PLUMBING"),
                         (y + 118, (wx + 3 * s, top + 8 * s), "STEEL BRACKET, 32\" O.C. MAX."),
                         (y + 134, (wx + 11 * s, top + 12 * s), "INSULATED P-TRAP (606.5)")):
        leader(page, [pt, (lx - 6, ty), (lx, ty)], text, 5.5)
    view_title(page, x, y + 226, "10", "LAVATORY COUNTER SECTION", "3/4\" = 1'-0\"", rule=250)


# ----------------------------------------------------------------------------------------------
# border and title block

def _border(page):
    rect(page, M, M, W - M, H - M, w=2.0)
    rect(page, M - 12, M - 12, W - M + 12, H - M + 12, w=0.5)
    for i in range(8):
        x = M + (TB_X - M) * (i + 0.5) / 8
        tc(page, x, M - 3, str(8 - i), 7)
        tc(page, x, H - M + 10, str(8 - i), 7)
        if i:
            xx = M + (TB_X - M) * i / 8
            line(page, (xx, M - 12), (xx, M), w=0.4)
            line(page, (xx, H - M), (xx, H - M + 12), w=0.4)
    for i, letter in enumerate("DCBA"):
        y = M + (H - 2 * M) * (i + 0.5) / 4
        tc(page, M - 6, y + 2, letter, 7)
        tc(page, W - M + 6, y + 2, letter, 7)
        if i:
            yy = M + (H - 2 * M) * i / 4
            line(page, (M - 12, yy), (M, yy), w=0.4)
            line(page, (W - M, yy), (W - M + 12, yy), w=0.4)


def _title_block(page):
    x0, x1 = TB_X, W - M
    line(page, (x0, M), (x0, H - M), w=1.6)
    x = x0 + 12
    pg = page
    # firm
    t(pg, x, 84, "OKAFOR TRENT", 22, "tibo")
    t(pg, x, 106, "A R C H I T E C T U R E", 11, "tiro")
    for i, s in enumerate(["410 NORTH HIGH STREET, SUITE 700", "COLUMBUS, OHIO 43215",
                           "T 614.555.0142   OKAFORTRENT.EXAMPLE"]):
        t(pg, x, 124 + 10 * i, s, 6.5)
    line(pg, (x0, 160), (x1, 160), w=0.8)
    t(pg, x, 174, "CONSULTANTS", 5.5, "hebo")
    cons = [("MEP / FIRE PROTECTION", "LINDQVIST ENGINEERING GROUP", "1200 DUBLIN ROAD, COLUMBUS, OH 43215"),
            ("INTERIOR DESIGN", "MARROW & FINCH STUDIO", "88 EAST BROAD STREET, COLUMBUS, OH 43215")]
    y = 188
    for role, name, addr in cons:
        t(pg, x, y, role, 5.5)
        t(pg, x, y + 10, name, 7, "hebo")
        t(pg, x, y + 19, addr, 6)
        y += 36
    line(pg, (x0, 266), (x1, 266), w=0.8)
    # seal
    cx, cy = x0 + 80, 340
    pg.draw_circle((cx, cy), 58, width=0.8)
    pg.draw_circle((cx, cy), 50, width=0.4)
    tc(pg, cx, cy - 28, "STATE OF OHIO", 6.5, "hebo")
    tc(pg, cx, cy - 6, "DANIEL A. OKAFOR", 7, "hebo")
    tc(pg, cx, cy + 4, "ARC.1812290", 6.5)
    tc(pg, cx, cy + 26, "REGISTERED ARCHITECT", 5.5)
    t(pg, x0 + 160, cy - 20, "EXP. 12/31/2025", 6)
    t(pg, x0 + 160, cy - 8, "SIGNED 03/28/2025", 6)
    line(pg, (x0, 410), (x1, 410), w=0.8)
    # project
    t(pg, x, 424, "PROJECT", 5.5, "hebo")
    t(pg, x, 440, "CALDER FINANCIAL GROUP", 11, "hebo")
    t(pg, x, 454, "4TH FLOOR OFFICE FIT-OUT", 9, "hebo")
    t(pg, x, 467, "1875 POLARIS PARKWAY, SUITE 400", 7)
    t(pg, x, 477, "COLUMBUS, OH 43240", 7)
    t(pg, x, 495, "CLIENT", 5.5, "hebo")
    t(pg, x, 506, "CALDER FINANCIAL GROUP, LLC", 7)
    t(pg, x, 516, "LANDLORD: POLARIS CENTRE HOLDINGS LP", 6)
    line(pg, (x0, 528), (x1, 528), w=0.8)
    # key plan
    t(pg, x, 542, "KEY PLAN", 5.5, "hebo")
    kx, ky = x + 30, 556
    rect(pg, kx, ky, kx + 210, ky + 90, w=0.7)
    line(pg, (kx + 90, ky), (kx + 90, ky + 90), w=0.3)
    line(pg, (kx, ky + 52), (kx + 210, ky + 52), w=0.3)
    rect(pg, kx + 96, ky + 30, kx + 126, ky + 50, w=0.4, fill=(0.3, 0.3, 0.3))
    t(pg, kx + 130, ky + 44, "AREA OF WORK", 5.5)
    t(pg, kx + 4, ky + 86, "LEVEL 4", 5.5)
    poly(pg, [(kx + 236, ky + 20), (kx + 241, ky + 36), (kx + 236, ky + 32), (kx + 231, ky + 36)], w=0.5,
         fill=(0, 0, 0))
    tc(pg, kx + 236, ky + 48, "N", 7, "hebo")
    line(pg, (x0, 660), (x1, 660), w=0.8)
    # revisions
    t(pg, x, 674, "REVISIONS / ISSUES", 5.5, "hebo")
    ry = 682
    cols = [x0, x0 + 30, x0 + 230, x1]
    rows = [("NO.", "DESCRIPTION", "DATE"),
            ("", "PERMIT SET", "02/14/2025"),
            ("1", "PERMIT REVIEW COMMENTS", "03/14/2025"),
            ("", "ISSUED FOR CONSTRUCTION", "03/28/2025"),
            ("2", "ASI-03 ACCESSORY REVISIONS", "05/09/2025"),
            ("", "", ""), ("", "", ""), ("", "", ""), ("", "", ""), ("", "", "")]
    for r, row in enumerate(rows):
        yy = ry + 14 * r
        line(pg, (x0, yy), (x1, yy), w=0.4)
        for c, cell in enumerate(row):
            if cell:
                t(pg, cols[c] + 4, yy + 10, cell, 5.5 if r == 0 else 6.5, "hebo" if r == 0 else "helv")
    end = ry + 14 * len(rows)
    line(pg, (x0, end), (x1, end), w=0.8)
    for c in cols[1:-1]:
        line(pg, (c, ry), (c, end), w=0.4)
    # issue
    t(pg, x, end + 14, "CURRENT ISSUE", 5.5, "hebo")
    t(pg, x, end + 30, "ISSUED FOR CONSTRUCTION", 10, "hebo")
    t(pg, x, end + 42, "REVISED PER ASI-03", 7)
    y = end + 54
    line(pg, (x0, y), (x1, y), w=0.8)
    # project data grid
    half = (x0 + x1) / 2
    fields = [(("PROJECT NO.", "OTA 24-118"), ("DATE", "02/14/2025")),
              (("DRAWN BY", "MLK"), ("CHECKED BY", "DAO")),
              (("SCALE", "AS NOTED"), ("CAD FILE", "24118-A401.dwg"))]
    for r, pair in enumerate(fields):
        yy = y + 30 * r
        for c, (cap, val) in enumerate(pair):
            xx = x if c == 0 else half + 12
            t(pg, xx, yy + 11, cap, 5.5, "hebo")
            t(pg, xx, yy + 24, val, 8.5)
        line(pg, (x0, yy + 30), (x1, yy + 30), w=0.4)
    line(pg, (half, y), (half, y + 90), w=0.4)
    y += 90
    line(pg, (x0, y), (x1, y), w=0.8)
    cr = ("\u00a9 2025 OKAFOR TRENT ARCHITECTURE, LLC. THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND REMAIN "
          "THE PROPERTY OF THE ARCHITECT. REPRODUCTION OR REUSE WITHOUT WRITTEN CONSENT IS PROHIBITED. "
          "DO NOT SCALE DRAWINGS.")
    for i, ln in enumerate(wrap(cr, x1 - x0 - 24, 5.5)):
        t(pg, x, y + 12 + 8 * i, ln, 5.5)
    y += 42
    line(pg, (x0, y), (x1, y), w=0.8)
    t(pg, x, y + 12, "AHJ / PERMIT STAMP", 5.5, "hebo")
    rect(pg, x + 40, y + 22, x1 - 52, H - M - 262, w=0.3, dashes="[3 3] 0")
    # sheet title and number at the foot
    y = H - M - 250
    line(pg, (x0, y), (x1, y), w=0.8)
    t(pg, x, y + 14, "SHEET TITLE", 5.5, "hebo")
    for i, s in enumerate(["ENLARGED TOILET ROOM", "PLANS, ELEVATIONS AND", "ACCESSORIES"]):
        t(pg, x, y + 36 + 18 * i, s, 14.5, "hebo")
    y += 100
    line(pg, (x0, y), (x1, y), w=0.8)
    t(pg, x, y + 14, "SHEET NUMBER", 5.5, "hebo")
    t(pg, x + 24, y + 100, "A-401", 64, "hebo")
    line(pg, (x0, H - M - 18), (x1, H - M - 18), w=0.4)
    t(pg, x, H - M - 7, "PLOT: 5/9/2025 2:41:07 PM   L:\\24118 CALDER\\CAD\\SHEETS\\24118-A401.dwg", 4.5, "cour")


# ----------------------------------------------------------------------------------------------

def toilet_rooms_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _border(page)
    _title_block(page)
    # plans, top left
    _men_plan(page, 150, 160)
    _women_plan(page, 800, 160)
    _north_arrow(page, 1330, 130)
    view_title(page, 110, 612, "1", "ENLARGED PLAN - MEN 112", "1/2\" = 1'-0\"", rule=500)
    view_title(page, 760, 612, "2", "ENLARGED PLAN - WOMEN 113", "1/2\" = 1'-0\"", rule=500)
    line(page, (60, 632), (1372, 632), w=0.3)
    # elevations in two rows
    row1, row2 = 900, 1230
    _elev_men_north(page, 110, row1)
    _elev_men_west(page, 560, row1)
    _elev_men_south(page, 950, row1)
    _elev_women_north(page, 110, row2)
    _elev_women_east(page, 560, row2)
    _elev_women_south(page, 950, row2)
    for x, n, name in ((90, "3", "MEN 112 - NORTH"), (540, "4", "MEN 112 - WEST"), (930, "5", "MEN 112 - SOUTH")):
        view_title(page, x, row1 + 52, n, f"INTERIOR ELEVATION - {name}", "3/8\" = 1'-0\"", rule=330)
    for x, n, name in ((90, "6", "WOMEN 113 - NORTH"), (540, "7", "WOMEN 113 - EAST"), (930, "8", "WOMEN 113 - SOUTH")):
        view_title(page, x, row2 + 52, n, f"INTERIOR ELEVATION - {name}", "3/8\" = 1'-0\"", rule=330)
    line(page, (1395, M), (1395, H - M), w=0.3)
    line(page, (60, row2 + 78), (1372, row2 + 78), w=0.3)
    _legend(page, 70, row2 + 100)
    _general_notes(page, 810, row2 + 100, 560)
    # schedules and notes, right column
    y = _accessory_schedule(page, 1420, 80)
    y = _finish_table(page, 1420, y + 30)
    y = _access_notes(page, 1420, y + 30)
    y = _fixture_count(page, 1420, y + 28)
    _grab_bar_detail(page, 1400, y + 6)
    _counter_detail(page, 1760, y + 6)
    _abbreviations(page, 1420, y + 290)
    doc.save(str(path))
    doc.close()
    return path
