"""A US enlarged stair sheet (A-521, 36x24 in, landscape) for Stair 2 of a four-storey apartment
building over a ground-floor lobby, drawn the way an architect's CAD export sets one: along the top
three enlarged plans of the switchback stair at 1/4" = 1'-0" (1 LEVEL 1, 2 TYPICAL LEVEL for levels
2-4, 3 ROOF LEVEL with the stair penthouse), each with its 8" CMU shaft walls hatched, treads,
UP/DN arrows with riser counts, a break line, doors swinging, handrails, the standpipe valve,
column grid bubbles, dimension strings inside and overall, hexagon keynote tags, a section cut
marker and detail callout bubbles; below at the left the stair section (4, 3/16" = 1'-0") through
all five levels with level datums, per-floor riser and tread callouts ("18 EQ RISERS",
"17 TREADS @ 11\"") and floor-to-floor dimensions; to its right five details (5 GUARD AT STAIR
WELL with its "4\" SPHERE" and "6\" SPHERE" callouts and a revision cloud, 6 HANDRAIL AT WALL,
7 NOSING DETAIL, 8 STRINGER DETAIL, 9 HANDRAIL EXTENSIONS); at the right a ruled STAIR DATA table
(one row per run plus a total), STAIR NOTES citing IBC 2021 sections 1011, 1014, 1015 and 1023,
sheet keynotes in hexagons, fabrication notes, a symbol legend and abbreviations; and a title
strip down the right edge (firm, consultants, seal, project, owner, key plan, revisions, issue,
date, project number, drawn/checked, sheet title and number).

The export's quirks, kept on purpose: every fraction in a dimension, a level elevation or a riser
height is an AutoCAD stacked fraction, so the whole number is one text run and the numerator and
denominator are two small runs one over the other with a short rule between them ("6" then "11"
over "16", then the inch mark); a few dimension texts are overridden with "EQ" or "VARIES".
Fractions typed inside notes are plain text ("1-1/2\"").

The questions (`tests/blind_questions/drawn/round57-drawn.jsonl`) were written before drawqa
answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                     # 36 x 24 in
TB_X = 2296                           # title strip's left edge
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
RED = (0.75, 0.05, 0.05)

# ---- stair geometry (feet) -------------------------------------------------------------------
IN_L = 20.0                           # inside length of the shaft, west to east
IN_W = 9 + 4 / 12                     # inside width, north to south
WALL = 8 / 12                         # 8" CMU
HALF = 4 + 3.5 / 12                   # each flight's width 4'-3 1/2"
WELL = 9 / 12                         # 9" well between the flights
LANDING_X = 15.5                      # intermediate landing from here to the east wall (4'-6")
TREAD = 11 / 12

# level name, elevation label (whole, fraction or None), height above level 1 in feet
LEVELS = [
    ("LEVEL 1", ("100'-0", None), 0.0),
    ("LEVEL 2", ("113'-1", ("1", "2")), 13.125),
    ("LEVEL 3", ("123'-1", ("7", "8")), 23.15625),
    ("LEVEL 4", ("133'-2", ("1", "4")), 33.1875),
    ("ROOF", ("143'-10", ("1", "2")), 43.875),
]
TOP_PENTHOUSE = 53 + 4 / 12

# runs: from, to, floor-to-floor (whole, frac), risers, riser (whole, frac), treads, headroom,
#       risers in flight 1, risers in flight 2
RUNS = [
    ("LEVEL 1", "LEVEL 2", ("13'-1", ("1", "2")), 24, ("6", ("9", "16")), 22, "8'-2\"", 12, 12),
    ("LEVEL 2", "LEVEL 3", ("10'-0", ("3", "8")), 18, ("6", ("11", "16")), 16, "7'-4\"", 9, 9),
    ("LEVEL 3", "LEVEL 4", ("10'-0", ("3", "8")), 18, ("6", ("11", "16")), 16, "7'-4\"", 9, 9),
    ("LEVEL 4", "ROOF", ("10'-8", ("1", "4")), 19, ("6", ("3", "4")), 17, "7'-1\"", 10, 9),
]
RISER_FT = [13.125 / 24, 10.03125 / 18, 10.03125 / 18, 10.6875 / 19]

STAIR_NOTES = [
    "STAIR 2 IS AN INTERIOR EXIT STAIRWAY AND SHALL COMPLY WITH IBC 2021 SECTIONS 1011 (STAIRWAYS), "
    "1014 (HANDRAILS), 1015 (GUARDS) AND 1023 (INTERIOR EXIT STAIRWAYS AND RAMPS).",
    "WIDTH: 44\" MINIMUM REQUIRED (IBC 1011.2); 48\" CLEAR PROVIDED BETWEEN HANDRAILS. HANDRAILS MAY "
    "PROJECT NOT MORE THAN 4-1/2\" INTO THE REQUIRED WIDTH EACH SIDE (IBC 1014.8).",
    "HEADROOM: 80\" MINIMUM CLEAR AT ALL PARTS OF THE STAIRWAY, MEASURED VERTICALLY FROM A SLOPED PLANE "
    "ADJOINING THE TREAD NOSINGS OR FROM THE LANDING SURFACE (IBC 1011.3).",
    "RISERS 7\" MAXIMUM AND 4\" MINIMUM; TREADS 11\" MINIMUM, MEASURED HORIZONTALLY BETWEEN THE VERTICAL "
    "PLANES OF THE FOREMOST PROJECTION OF ADJACENT TREADS (IBC 1011.5.2).",
    "DIMENSIONAL UNIFORMITY: WITHIN ANY FLIGHT THE GREATEST RISER HEIGHT OR TREAD DEPTH SHALL NOT EXCEED "
    "THE SMALLEST BY MORE THAN 3/8\" (IBC 1011.5.4). FIELD VERIFY FINISH FLOOR ELEVATIONS BEFORE FABRICATION.",
    "NOSINGS: CURVATURE OR BEVEL NOT LESS THAN 1/16\" NOR MORE THAN 9/16\"; LEADING EDGE SHALL NOT "
    "PROJECT MORE THAN 1-1/4\" BEYOND THE TREAD BELOW; RISERS SOLID (IBC 1011.5.5).",
    "LANDINGS: WIDTH NOT LESS THAN THE STAIR WIDTH; DEPTH IN THE DIRECTION OF TRAVEL NOT LESS THAN THE "
    "STAIR WIDTH (IBC 1011.6). DOORS SHALL NOT REDUCE THE LANDING TO LESS THAN ONE-HALF ITS WIDTH.",
    "WALKING SURFACES OF TREADS AND LANDINGS SHALL NOT SLOPE MORE THAN 1:48 (IBC 1011.7.1).",
    "VERTICAL RISE OF A FLIGHT SHALL NOT EXCEED 12'-0\" BETWEEN FLOOR LEVELS OR LANDINGS (IBC 1011.8).",
    "HANDRAILS BOTH SIDES (IBC 1011.11): 34\" TO 38\" ABOVE THE NOSING LINE (IBC 1014.2); TYPE I, "
    "1-1/4\" TO 2\" OUTSIDE DIAMETER (IBC 1014.3.1); 1-1/2\" MINIMUM CLEAR TO WALL (IBC 1014.7). "
    "INSIDE HANDRAIL CONTINUOUS AT SWITCHBACK (IBC 1014.4).",
    "HANDRAIL EXTENSIONS: 12\" HORIZONTAL BEYOND THE TOP RISER; AT THE BOTTOM, CONTINUE AT THE SLOPE "
    "FOR ONE TREAD DEPTH BEYOND THE BOTTOM RISER. RETURN ENDS TO WALL OR POST (IBC 1014.6).",
    "GUARDS: 42\" MINIMUM ABOVE THE NOSING LINE (IBC 1015.3). OPENINGS SHALL NOT ALLOW PASSAGE OF A "
    "4\" DIAMETER SPHERE UP TO 36\" HIGH NOR A 4-3/8\" SPHERE FROM 36\" TO 42\"; TRIANGULAR OPENINGS AT "
    "TREAD, RISER AND BOTTOM RAIL: 6\" SPHERE (IBC 1015.4).",
    "STAIRWAY TO ROOF: THE BUILDING IS FOUR STORIES ABOVE GRADE PLANE; STAIR 2 EXTENDS TO THE ROOF "
    "SURFACE THROUGH A STAIR PENTHOUSE (IBC 1011.12, 1011.12.2).",
    "ENCLOSURE: 2-HOUR FIRE-RESISTANCE RATED SHAFT (IBC 1023.2); OPENING PROTECTIVES 90 MINUTE, "
    "SELF-CLOSING (IBC 716). NO PENETRATIONS OTHER THAN THOSE SERVING THE STAIR (IBC 1023.5).",
    "STAIRWAY IDENTIFICATION SIGNS AT EACH FLOOR LANDING, 5'-0\" ABOVE THE LANDING, WITH TACTILE "
    "FLOOR-LEVEL SIGN AT EACH DOOR (IBC 1023.9, 1013.4).",
    "STRUCTURAL: STAIRS AND LANDINGS 100 PSF UNIFORM OR 300 LB CONCENTRATED ON 4 SQ. IN.; HANDRAILS AND "
    "GUARDS 50 PLF AND 200 LB CONCENTRATED IN ANY DIRECTION (IBC 1607.9).",
]

KEYNOTES = [
    ("1", "8\" CMU STAIR SHAFT WALL, 2-HOUR RATED, GROUT SOLID AT BRACKETS. SEE PARTITION TYPES A-601."),
    ("2", "STEEL PAN STAIR WITH CONCRETE-FILLED TREADS AND LANDINGS, DELEGATED DESIGN. SEE S-501."),
    ("3", "1-1/2\" O.D. STEEL PIPE WALL HANDRAIL ON BRACKETS. SEE 6/A-521 AND 9/A-521."),
    ("4", "42\" GUARD WITH 1/2\" SQ. PICKETS AT STAIR WELL AND OPEN LANDING EDGES. SEE 5/A-521."),
    ("5", "CLASS I STANDPIPE, 2-1/2\" HOSE VALVE AT EACH INTERMEDIATE LANDING. SEE FP-201."),
    ("6", "STAIRWAY IDENTIFICATION SIGN, 5'-0\" ABOVE LANDING. SEE STAIR NOTE 15."),
    ("7", "3'-0\" x 7'-0\" 90 MIN. HM DOOR AND FRAME, CLOSER, PANIC HARDWARE. SEE DOOR SCHEDULE A-611."),
    ("8", "EXIT DISCHARGE DOOR TO GRADE. PROVIDE 5'-0\" x 5'-0\" CONCRETE LANDING AT EXTERIOR, 1/4\" MAX. DROP."),
    ("9", "SPACE UNDER FLIGHT ENCLOSED WITH 2-HOUR CONSTRUCTION; NO STORAGE OR USE (IBC 1011.7.3)."),
    ("10", "ROOF ACCESS DOOR, 3'-0\" x 7'-0\" INSULATED HM, WEATHERSTRIPPED, 8\" CURB AT ROOF. SEE A-121."),
    ("11", "STAIR PENTHOUSE ROOF ABOVE AT EL. 153'-4\". SEE ROOF PLAN A-121."),
    ("12", "FLOOR ELEVATION SIGN \"LEVEL X\" PAINTED STENCIL ON SHAFT WALL FACING UP FLIGHT, 6\" HIGH LETTERS."),
]

FAB_NOTES = [
    "STAIR FABRICATOR SHALL SUBMIT SHOP DRAWINGS AND CALCULATIONS STAMPED BY A PROFESSIONAL ENGINEER "
    "LICENSED IN THE STATE OF WASHINGTON (DEFERRED SUBMITTAL).",
    "STRINGERS MC12x10.6, ASTM A36; PANS AND RISERS 12 GA FORMED STEEL, ONE PIECE PER TREAD.",
    "TREAD AND LANDING FILL: 1-1/2\" CONCRETE, 3000 PSI, REINFORCED WITH 6x6-W1.4xW1.4 WWF.",
    "ABRASIVE NOSINGS: 3\" WIDE CAST ALUMINUM, FULL WIDTH OF TREAD LESS 3\" EACH END, "
    "PHOTOLUMINESCENT STRIP NOT REQUIRED.",
    "HANDRAILS AND GUARDS: SCH. 40 PIPE AND HSS, ALL WELDS GROUND SMOOTH; SHOP PRIME AND FIELD PAINT "
    "PER SPEC SECTION 09 91 23.",
    "PROVIDE 3/4\" REVEAL BETWEEN STRINGER AND CMU; DO NOT ANCHOR STRINGERS TO RATED WALLS EXCEPT AT "
    "LANDING HEADERS.",
]

ABBREVIATIONS = [
    ("A.F.F.", "ABOVE FINISH FLOOR"), ("CLR", "CLEAR"), ("CMU", "CONCRETE MASONRY UNIT"),
    ("DN", "DOWN"), ("EQ", "EQUAL"), ("F.F.", "FINISH FLOOR"), ("FHV", "FIRE HOSE VALVE"),
    ("HM", "HOLLOW METAL"), ("MAX.", "MAXIMUM"), ("MIN.", "MINIMUM"), ("O.C.", "ON CENTER"),
    ("R", "RISERS"), ("TYP.", "TYPICAL"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
]

REVISIONS = [
    ("1", "PLAN CHECK CORRECTIONS", "09/26/2025"),
    ("2", "ADDENDUM 2 - GUARD PICKETS", "11/14/2025"),
]


# ---- text and line primitives ----------------------------------------------------------------
def t(page, x, y, s, size=7.0, font="helv", color=BLACK, rotate=0):
    page.insert_text((x, y), s, fontsize=size, fontname=font, color=color, rotate=rotate)


def tlen(s, size=7.0, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def tc(page, cx, y, s, size=7.0, font="helv", color=BLACK):
    t(page, cx - tlen(s, size, font) / 2, y, s, size, font, color)


def line(page, a, b, w=0.5, color=BLACK, dashes=None):
    page.draw_line(a, b, width=w, color=color, dashes=dashes)


def stacked(page, x, y, whole, frac, tail="\"", size=7.0, font="helv", color=BLACK):
    """AutoCAD MText stacked fraction as it exports: the whole number one run, numerator and
    denominator two small runs over and under a short rule, then the tail. Returns the end x."""
    t(page, x, y, whole, size, font, color)
    x1 = x + tlen(whole, size, font)
    if frac:
        num, den = frac
        small = size * 0.58
        fw = max(tlen(num, small, font), tlen(den, small, font))
        bar = y - size * 0.36
        x1 += 1.2
        t(page, x1 + (fw - tlen(num, small, font)) / 2, bar - 0.9, num, small, font, color)
        t(page, x1 + (fw - tlen(den, small, font)) / 2, bar + small * 0.88, den, small, font, color)
        line(page, (x1, bar), (x1 + fw, bar), 0.3, color)
        x1 += fw + 0.8
    if tail:
        t(page, x1, y, tail, size, font, color)
        x1 += tlen(tail, size, font)
    return x1


def stacked_len(whole, frac, tail="\"", size=7.0, font="helv"):
    n = tlen(whole, size, font) + tlen(tail, size, font) if tail else tlen(whole, size, font)
    if frac:
        n += 2.0 + max(tlen(frac[0], size * 0.58, font), tlen(frac[1], size * 0.58, font))
    return n


def wrap(text, width, size=6.5, font="helv"):
    lines, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}".strip()
        if cur and tlen(trial, size, font) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    return lines + [cur]


def hatch(page, x0, y0, x1, y1, step=4.0, w=0.25, color=GREY):
    """45 degree hatch clipped to a rectangle (CMU in plan and section)."""
    s = x0 + y0 + step / 2
    while s < x1 + y1:
        lo, hi = max(x0, s - y1), min(x1, s - y0)
        if lo < hi:
            line(page, (lo, s - lo), (hi, s - hi), w, color)
        s += step


def arrowhead(page, tip, frm, size=6.0, w=0.6, filled=True):
    dx, dy = tip[0] - frm[0], tip[1] - frm[1]
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    p1 = (tip[0] - size * ux + size * 0.35 * uy, tip[1] - size * uy - size * 0.35 * ux)
    p2 = (tip[0] - size * ux - size * 0.35 * uy, tip[1] - size * uy + size * 0.35 * ux)
    if filled:
        page.draw_polyline([tip, p1, p2, tip], color=BLACK, fill=BLACK, width=w, closePath=True)
    else:
        line(page, tip, p1, w)
        line(page, tip, p2, w)


def leader(page, pts, w=0.45):
    page.draw_polyline(pts, color=BLACK, width=w)
    arrowhead(page, pts[-1], pts[-2], 5)


def tick(page, x, y, w=0.9):
    line(page, (x - 2.6, y + 2.6), (x + 2.6, y - 2.6), w)


def hdim(page, y, xs, labels, ext_to=None, size=6.5):
    """Horizontal dimension string at y with architectural ticks; a label is a plain string or a
    (whole, frac) pair set as a stacked fraction."""
    line(page, (xs[0] - 6, y), (xs[-1] + 6, y), 0.35)
    for x in xs:
        tick(page, x, y)
        if ext_to is not None:
            line(page, (x, ext_to), (x, y + 5 if ext_to < y else y - 5), 0.25)
    for a, b, lab in zip(xs, xs[1:], labels):
        cx = (a + b) / 2
        if isinstance(lab, tuple):
            n = stacked_len(lab[0], lab[1], size=size)
            stacked(page, cx - n / 2, y - 2.5, lab[0], lab[1], size=size)
        else:
            tc(page, cx, y - 2.5, lab, size)


def vdim(page, x, ys, labels, ext_to=None, size=6.5, text_left=False):
    """Vertical dimension string at x, its texts set horizontal beside the line."""
    line(page, (x, ys[0] - 6), (x, ys[-1] + 6), 0.35)
    for y in ys:
        tick(page, x, y)
        if ext_to is not None:
            line(page, (ext_to, y), (x + 5 if ext_to < x else x - 5, y), 0.25)
    for a, b, lab in zip(ys, ys[1:], labels):
        cy = (a + b) / 2 + size * 0.35
        if isinstance(lab, tuple):
            n = stacked_len(lab[0], lab[1], size=size)
            stacked(page, x - n - 4 if text_left else x + 4, cy, lab[0], lab[1], size=size)
        else:
            t(page, x - tlen(lab, size) - 4 if text_left else x + 4, cy, lab, size)


def hexagon(page, cx, cy, label, r=7.5, size=6.5):
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, color=BLACK, width=0.6, fill=(1, 1, 1))
    tc(page, cx, cy + size * 0.36, label, size, "hebo")


def callout_bubble(page, cx, cy, num, sheet, r=13):
    page.draw_circle((cx, cy), r, width=0.8, fill=(1, 1, 1))
    line(page, (cx - r, cy), (cx + r, cy), 0.6)
    tc(page, cx, cy - 3, num, 8, "hebo")
    tc(page, cx, cy + 8.5, sheet, 5.5)


def section_marker(page, cx, cy, num, sheet, direction):
    """Section cut head: a bubble with a filled pointer toward the view direction (dx, dy)."""
    r = 12
    dx, dy = direction
    tip = (cx + dx * (r + 9), cy + dy * (r + 9))
    b1 = (cx - dy * r, cy + dx * r)
    b2 = (cx + dy * r, cy - dx * r)
    page.draw_polyline([b1, tip, b2], color=BLACK, fill=BLACK, width=0.5, closePath=True)
    callout_bubble(page, cx, cy, num, sheet, r)


def grid_bubble(page, cx, cy, label):
    page.draw_circle((cx, cy), 11, width=0.8)
    tc(page, cx, cy + 3.6, label, 10, "hebo")


def view_title(page, x, y, num, name, scale, rule=300, extra=None):
    page.draw_circle((x + 14, y - 4), 14, width=1.0)
    line(page, (x, y - 4), (x + 28, y - 4), 0.6)
    tc(page, x + 14, y - 7, num, 9, "hebo")
    tc(page, x + 14, y + 6, "A-521", 5.5)
    t(page, x + 34, y - 7, name, 11, "hebo")
    line(page, (x + 34, y - 3), (x + 34 + rule, y - 3), 1.4)
    t(page, x + 34, y + 8, f"SCALE: {scale}", 7)
    if extra:
        t(page, x + 34 + rule - tlen(extra, 6.5), y + 8, extra, 6.5)


def level_datum(page, x, y, name, elev, to_left=False):
    """Level datum target at (x, y) with the level name above and its elevation under."""
    r = 5.5
    page.draw_circle((x, y), r, width=0.7)
    page.draw_sector((x, y), (x + r, y), 90, fill=BLACK, color=BLACK, width=0.1)
    page.draw_sector((x, y), (x - r, y), 90, fill=BLACK, color=BLACK, width=0.1)
    if not name:
        return
    tx = x + 9 if not to_left else x - 9 - tlen(name, 7.5, "hebo")
    t(page, tx, y - 3.5, name, 7.5, "hebo")
    whole, frac = elev
    n = stacked_len(whole, frac, size=7)
    stacked(page, x + 9 if not to_left else x - 9 - n, y + 10, whole, frac, size=7)


def door(page, hx, hy, length, angle_leaf, angle_closed, w=0.6):
    """A door leaf drawn open at angle_leaf (deg) from the hinge, with a dashed swing arc back to
    the closed position."""
    a1, a2 = math.radians(angle_leaf), math.radians(angle_closed)
    line(page, (hx, hy), (hx + length * math.cos(a1), hy + length * math.sin(a1)), w)
    steps = 18
    pts = []
    for i in range(steps + 1):
        a = a1 + (a2 - a1) * i / steps
        pts.append((hx + length * math.cos(a), hy + length * math.sin(a)))
    page.draw_polyline(pts, color=BLACK, width=0.3, dashes="[2 1.5] 0")


def revision_cloud(page, x0, y0, x1, y1, r=6.0):
    pts = []
    def edge(ax, ay, bx, by):
        n = max(1, int(math.hypot(bx - ax, by - ay) / (2 * r)))
        for i in range(n):
            sx, sy = ax + (bx - ax) * i / n, ay + (by - ay) * i / n
            ex, ey = ax + (bx - ax) * (i + 1) / n, ay + (by - ay) * (i + 1) / n
            mx, my = (sx + ex) / 2, (sy + ey) / 2
            nx, ny = -(ey - sy), (ex - sx)
            nn = math.hypot(nx, ny) or 1
            ctrl = (mx - nx / nn * r * 1.2, my - ny / nn * r * 1.2)
            page.draw_bezier((sx, sy), ctrl, ctrl, (ex, ey), color=RED, width=0.7)
    edge(x0, y0, x1, y0)
    edge(x1, y0, x1, y1)
    edge(x1, y1, x0, y1)
    edge(x0, y1, x0, y0)


def delta(page, cx, cy, num):
    s = 8
    page.draw_polyline([(cx, cy - s), (cx + s * 0.95, cy + s * 0.6), (cx - s * 0.95, cy + s * 0.6), (cx, cy - s)],
                       color=RED, width=0.8, closePath=True)
    tc(page, cx, cy + 3.2, num, 6.5, "hebo", RED)


def break_line(page, a, b):
    """A zig-zag break line from a to b."""
    (ax, ay), (bx, by) = a, b
    mx, my = (ax + bx) / 2, (ay + by) / 2
    dx, dy = bx - ax, by - ay
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    z = 5
    pts = [a, (mx - ux * 4, my - uy * 4), (mx - ux * 1.5 + uy * z, my - uy * 1.5 - ux * z),
           (mx + ux * 1.5 - uy * z, my + uy * 1.5 + ux * z), (mx + ux * 4, my + uy * 4), b]
    page.draw_polyline(pts, color=BLACK, width=0.7)


# ---- enlarged plans --------------------------------------------------------------------------
PS = 18.0                              # 1/4" = 1'-0"


def _plan(page, ox, oy, kind):
    """One enlarged plan of the shaft; (ox, oy) is the inside north-west corner."""
    X = lambda f: ox + f * PS
    Y = lambda f: oy + f * PS
    wt = WALL * PS
    # walls, hatched CMU
    walls = [(X(0) - wt, Y(0) - wt, X(IN_L) + wt, Y(0)), (X(0) - wt, Y(IN_W), X(IN_L) + wt, Y(IN_W) + wt),
             (X(0) - wt, Y(0), X(0), Y(IN_W)), (X(IN_L), Y(0), X(IN_L) + wt, Y(IN_W))]
    openings = []
    if kind == "L1":
        openings = [("W", 0.6, 3.6), ("N", 0.9, 3.9)]          # exterior exit door, corridor door
    elif kind == "TYP":
        openings = [("N", 0.9, 3.9)]
    else:
        openings = [("W", 0.6, 3.6)]                          # roof access door
    for x0, y0, x1, y1 in walls:
        hatch(page, x0, y0, x1, y1, 3.5)
    page.draw_rect(pymupdf.Rect(X(0) - wt, Y(0) - wt, X(IN_L) + wt, Y(IN_W) + wt), width=1.3)
    page.draw_rect(pymupdf.Rect(X(0), Y(0), X(IN_L), Y(IN_W)), width=1.0)
    # doors: white-out the opening, jambs, leaf and swing
    for side, a, b in openings:
        if side == "N":
            page.draw_rect(pymupdf.Rect(X(a), Y(0) - wt - 0.6, X(b), Y(0) + 0.6), color=(1, 1, 1), fill=(1, 1, 1))
            line(page, (X(a), Y(0) - wt), (X(a), Y(0)), 1.0)
            line(page, (X(b), Y(0) - wt), (X(b), Y(0)), 1.0)
            door(page, X(a), Y(0), 3 * PS, 90, 0)                    # swings into the stair (egress)
        else:
            page.draw_rect(pymupdf.Rect(X(0) - wt - 0.6, Y(a), X(0) + 0.6, Y(b)), color=(1, 1, 1), fill=(1, 1, 1))
            line(page, (X(0) - wt, Y(a)), (X(0), Y(a)), 1.0)
            line(page, (X(0) - wt, Y(b)), (X(0), Y(b)), 1.0)
            door(page, X(0) - wt, Y(b), 3 * PS, 180, 270)            # swings out
    # flights
    n_half, s_half = (0, HALF), (HALF + WELL, IN_W)
    if kind == "L1":
        up_start, up_risers, dn_start, dn_risers = LANDING_X - 11 * TREAD, 12, LANDING_X - 11 * TREAD, 12
    elif kind == "TYP":
        up_start, up_risers, dn_start, dn_risers = LANDING_X - 8 * TREAD, 9, LANDING_X - 8 * TREAD, 9
    else:
        up_start, up_risers, dn_start, dn_risers = LANDING_X - 9 * TREAD, 10, LANDING_X - 8 * TREAD, 9
    # well and its guards
    page.draw_rect(pymupdf.Rect(X(min(up_start, dn_start)), Y(HALF), X(LANDING_X), Y(HALF + WELL)), width=0.5)
    for gy in (HALF + 0.12, HALF + WELL - 0.12):
        line(page, (X(min(up_start, dn_start)), Y(gy)), (X(LANDING_X), Y(gy)), 0.9)
    # south half: the up flight (level 1, typical) or the flight below seen from the roof
    risers = [up_start + k * TREAD for k in range(up_risers)]
    if kind in ("L1", "TYP"):
        brk = 6 if kind == "L1" else 5
        for k, rx in enumerate(risers):
            if k <= brk:
                line(page, (X(rx), Y(s_half[0])), (X(rx), Y(s_half[1])), 0.5)
            else:
                line(page, (X(rx), Y(s_half[0])), (X(rx), Y(s_half[1])), 0.35, GREY, "[3 2] 0")
        bx = risers[brk] + 0.55
        break_line(page, (X(bx - 0.6), Y(s_half[1]) + 4), (X(bx + 0.6), Y(s_half[0]) - 4))
        ay = Y((s_half[0] + s_half[1]) / 2)
        line(page, (X(up_start - 1.2), ay), (X(risers[brk]), ay), 0.6)
        page.draw_circle((X(up_start - 1.2), ay), 2, width=0.6)
        arrowhead(page, (X(risers[brk]) + 8, ay), (X(up_start), ay), 6)
        lbl = "UP 24R" if kind == "L1" else "UP 18R"
        t(page, X(up_start - 1.0), ay - 5, lbl, 7, "hebo")
        if kind == "TYP":
            t(page, X(up_start - 1.0), ay + 11, "(19R AT LEVEL 4)", 5.5)
    else:
        for rx in risers:
            line(page, (X(rx), Y(s_half[0])), (X(rx), Y(s_half[1])), 0.35)
        t(page, X(up_start + 1.2), Y(s_half[0]) + 22, "FLIGHT BELOW", 5.5)
        line(page, (X(dn_start + 8 * TREAD), Y(s_half[0])), (X(dn_start + 8 * TREAD), Y(s_half[1])), 0.35)
        # guard along the open edge of the roof landing
        gx = dn_start - 0.12
        line(page, (X(gx), Y(s_half[0])), (X(gx), Y(IN_W)), 1.0)
        line(page, (X(gx) - 3, Y(s_half[0])), (X(gx) - 3, Y(IN_W)), 0.4)
    # north half: flight arriving from below (DN) or the overhead flight at level 1
    risers_n = [dn_start + k * TREAD for k in range(dn_risers)]
    if kind == "L1":
        for rx in risers_n:
            line(page, (X(rx), Y(n_half[0])), (X(rx), Y(n_half[1])), 0.35, GREY, "[4 2] 0")
        t(page, X(dn_start + 0.6), Y(n_half[0]) + 14, "FLIGHT ABOVE", 5.5, color=GREY)
        t(page, X(dn_start + 0.6), Y(n_half[0]) + 22, "ENCLOSED SPACE BELOW", 5.5)
        hatch(page, X(LANDING_X - 3.0), Y(n_half[0]) + 2, X(LANDING_X) - 2, Y(n_half[1]) - 2, 6, 0.2)
    else:
        for rx in risers_n:
            line(page, (X(rx), Y(n_half[0])), (X(rx), Y(n_half[1])), 0.5)
        ay = Y((n_half[0] + n_half[1]) / 2)
        line(page, (X(dn_start - 1.2), ay), (X(LANDING_X - 0.5), ay), 0.6)
        page.draw_circle((X(dn_start - 1.2), ay), 2, width=0.6)
        arrowhead(page, (X(LANDING_X - 0.3), ay), (X(dn_start), ay), 6)
        lbl = "DN 18R" if kind == "TYP" else "DN 19R"
        t(page, X(dn_start - 1.0), ay - 5, lbl, 7, "hebo")
        if kind == "TYP":
            t(page, X(dn_start - 1.0), ay + 11, "(24R AT LEVEL 2)", 5.5)
    # intermediate landing line and wall handrails (3" off the wall)
    line(page, (X(LANDING_X), Y(0)), (X(LANDING_X), Y(IN_W)), 0.6, GREY if kind == "L1" else BLACK,
         "[4 2] 0" if kind == "L1" else None)
    for hy in (0.25, IN_W - 0.25):
        line(page, (X(min(up_start, dn_start) - 1.0), Y(hy)), (X(IN_L - 0.25), Y(hy)), 0.5)
    line(page, (X(IN_L - 0.25), Y(0.25)), (X(IN_L - 0.25), Y(IN_W - 0.25)), 0.5)
    # standpipe hose valve at the intermediate landing (below the cut at typical and roof)
    if kind != "L1":
        sx, sy = X(IN_L - 0.9), Y(HALF + WELL / 2)
        page.draw_circle((sx, sy), 4.5, width=0.7)
        line(page, (sx - 3, sy), (sx + 3, sy), 0.5)
        line(page, (sx, sy - 3), (sx, sy + 3), 0.5)
        t(page, sx - 30, sy + 3, "FHV", 6, "hebo")
        hexagon(page, X(IN_L) + wt + 20, sy, "5")
        line(page, (X(IN_L) + wt + 12.5, sy), (sx + 5, sy), 0.35)
    # room tag
    rx, ry = X(1.0), Y(HALF + WELL + 1.2)
    if kind == "L1":
        rx, ry = X(1.3), Y(5.6)
    t(page, rx, ry, "STAIR 2", 8, "hebo")
    page.draw_rect(pymupdf.Rect(rx, ry + 3, rx + 34, ry + 14), width=0.5)
    tag = {"L1": "S2-1", "TYP": "S2-X", "ROOF": "S2-R"}[kind]
    t(page, rx + 4, ry + 11.5, tag, 7)
    # doors' tags and keynotes
    if kind == "L1":
        t(page, X(0) - wt - 42, Y(2.1), "S2-1A", 6, "hebo")
        page.draw_rect(pymupdf.Rect(X(0) - wt - 45, Y(2.1) - 8, X(0) - wt - 18, Y(2.1) + 3), width=0.5)
        t(page, X(1.6), Y(0) - wt - 8, "S2-1B", 6, "hebo")
        page.draw_rect(pymupdf.Rect(X(1.6) - 3, Y(0) - wt - 16, X(1.6) + 24, Y(0) - wt - 5), width=0.5)
        hexagon(page, X(0) - wt - 30, Y(5.2), "8")
        hexagon(page, X(2.8) + 34, Y(0) - wt - 11, "7")
        hexagon(page, X(LANDING_X - 1.5), Y(n_half[0]) - wt - 14, "9")
        t(page, X(0) - wt - 70, Y(2.1) + 16, "EXTERIOR", 5.5)
    elif kind == "TYP":
        t(page, X(1.6), Y(0) - wt - 8, "S2-X2", 6, "hebo")
        page.draw_rect(pymupdf.Rect(X(1.6) - 3, Y(0) - wt - 16, X(1.6) + 24, Y(0) - wt - 5), width=0.5)
        t(page, X(0.3), Y(0) - wt - 26, "CORRIDOR", 6)
        hexagon(page, X(2.8) + 34, Y(0) - wt - 11, "7")
        hexagon(page, X(0) - wt - 16, Y(6.8), "6")
        hexagon(page, X(0) - wt - 16, Y(8.6), "12")
    else:
        t(page, X(0) - wt - 42, Y(2.1), "S2-R1", 6, "hebo")
        page.draw_rect(pymupdf.Rect(X(0) - wt - 45, Y(2.1) - 8, X(0) - wt - 16, Y(2.1) + 3), width=0.5)
        hexagon(page, X(0) - wt - 30, Y(5.2), "10")
        hexagon(page, X(5.5), Y(IN_W) + wt + 14, "11")
        t(page, X(0) - wt - 70, Y(2.1) + 16, "ROOF", 5.5)
        page.draw_rect(pymupdf.Rect(X(-0.2) - wt, Y(-0.2) - wt, X(IN_L + 0.2) + wt, Y(IN_W + 0.2) + wt),
                       width=0.4, dashes="[8 3] 0")
        t(page, X(11.0), Y(0) - wt - 6, "PENTHOUSE ROOF EDGE ABOVE", 5.5)
    hexagon(page, X(IN_L) + wt + 20, Y(1.2), "1")
    hexagon(page, X(9.0), Y(IN_W) + wt + 14 if kind != "ROOF" else Y(IN_W) + wt + 30, "4")
    line(page, (X(9.0), Y(IN_W) + wt + 6.5 if kind != "ROOF" else Y(IN_W) + wt + 22.5),
         (X(9.0), Y(HALF + WELL - 0.12)), 0.35)
    hexagon(page, X(12.5), Y(0) - wt - 14, "3")
    line(page, (X(12.5), Y(0) - wt - 6.5), (X(12.5), Y(0.25)), 0.35)
    if kind != "ROOF":
        hexagon(page, X(LANDING_X + 2.2), Y(IN_W) + wt + 14, "2")
    # detail callouts
    callout_bubble(page, X(6.2), Y(HALF + WELL / 2) - 0.5, "5", "A-521", 11)
    if kind == "TYP":
        callout_bubble(page, X(IN_L - 2.0), Y(IN_W) - 24, "6", "A-521", 11)
    # section cut A through the south flight, looking north
    sy0 = Y(HALF + WELL + HALF / 2)
    line(page, (X(0) - wt - 34, sy0), (X(IN_L) + wt + 22, sy0), 0.5, BLACK, "[14 3 3 3] 0")
    line(page, (X(IN_L) + wt + 14, sy0), (X(IN_L) + wt + 14, sy0 - 12), 1.2)
    arrowhead(page, (X(IN_L) + wt + 14, sy0 - 16), (X(IN_L) + wt + 14, sy0), 6)
    section_marker(page, X(0) - wt - 48, sy0, "4", "A-521", (0, -1))
    # grids: 7 and 8 at the east-west wall centres, C and D at the north-south wall centres
    gx0, gx1 = X(0) - wt / 2, X(IN_L) + wt / 2
    gy0, gy1 = Y(0) - wt / 2, Y(IN_W) + wt / 2
    top = oy - 92
    for gx, lab in ((gx0, "7"), (gx1, "8")):
        line(page, (gx, top + 11), (gx, Y(IN_W) + wt + 40), 0.35, BLACK, "[18 3 3 3] 0")
        grid_bubble(page, gx, top, lab)
    for gy, lab in ((gy0, "C"), (gy1, "D")):
        line(page, (X(0) - wt - 22, gy), (X(IN_L) + wt + 62, gy), 0.35, BLACK, "[18 3 3 3] 0")
        grid_bubble(page, X(IN_L) + wt + 73, gy, lab)
    # dimensions: grids and overall above, segments below, widths at the right
    hdim(page, oy - 64, [gx0, gx1], ["20'-8\""])
    hdim(page, oy - 44, [X(0) - wt, X(IN_L) + wt], ["21'-4\""])
    if kind == "L1":
        segs, labs = [0, up_start, LANDING_X, IN_L], ["5'-5\"", "10'-1\"", "4'-6\""]
    elif kind == "TYP":
        segs, labs = [0, up_start, LANDING_X, IN_L], ["VARIES", "7'-4\"", "4'-6\""]
    else:
        segs, labs = [0, dn_start, LANDING_X, IN_L], ["8'-2\"", "7'-4\"", "4'-6\""]
    hdim(page, Y(IN_W) + wt + 34, [X(s) for s in segs], labs)
    hdim(page, Y(IN_W) + wt + 52, [X(0), X(IN_L)], ["20'-0\" CLR"])
    wl = ("4'-3", ("1", "2")) if kind != "TYP" else "EQ"
    vdim(page, X(IN_L) + wt + 38, [Y(0), Y(HALF), Y(HALF + WELL), Y(IN_W)], [wl, "9\"", wl])
    vdim(page, X(IN_L) + wt + 98, [Y(0), Y(IN_W)], ["9'-4\""])


def _plans(page):
    origins = [(130, 190, "L1"), (680, 190, "TYP"), (1230, 190, "ROOF")]
    for ox, oy, kind in origins:
        _plan(page, ox, oy, kind)
    view_title(page, 90, 470, "1", "LEVEL 1 PLAN - STAIR 2", "1/4\" = 1'-0\"", 420, "F.F. EL. 100'-0\"")
    view_title(page, 640, 470, "2", "TYPICAL LEVEL PLAN - STAIR 2", "1/4\" = 1'-0\"", 420, "LEVELS 2, 3 & 4")
    view_title(page, 1190, 470, "3", "ROOF LEVEL PLAN - STAIR 2", "1/4\" = 1'-0\"", 420)
    # roof level elevation under title 3 (stacked)
    stacked(page, 1190 + 34 + 420 - 66, 478, "EL. 143'-10", ("1", "2"), size=6.5)
    # north arrows
    for nx in (600, 1150, 1700):
        ny = 108
        page.draw_circle((nx, ny), 12, width=0.7)
        page.draw_polyline([(nx, ny - 16), (nx + 5, ny + 6), (nx, ny + 2), (nx - 5, ny + 6), (nx, ny - 16)],
                           color=BLACK, fill=BLACK, width=0.4)
        tc(page, nx, ny + 22, "N", 7, "hebo")
    # a small plan note band under the plans
    notes = [
        "PLAN NOTES:",
        "A.  DIMENSIONS ARE TO FACE OF CMU U.O.N.; TREAD DIMENSIONS ARE NOSING TO NOSING.",
        "B.  LEVELS 2, 3 AND 4 ARE SIMILAR; LEVEL 2 RECEIVES THE 24-RISER RUN FROM LEVEL 1 (SEE SECTION 4/A-521).",
        "C.  FLOOR LANDING DEPTH AT TYPICAL LEVELS VARIES WITH THE RUN BELOW; 4'-6\" MIN. AT ALL LANDINGS.",
        "D.  REFER TO FP DRAWINGS FOR STANDPIPE ROUTING AND TO E DRAWINGS FOR STAIR LIGHTING AND EMERGENCY POWER.",
    ]
    for i, s in enumerate(notes):
        t(page, 110 if i == 0 else 118, 520 + 11 * i, s, 6.5 if i else 7, "hebo" if i == 0 else "helv")
    notes2 = [
        "E.  STAIR 2 SHAFT IS 2-HR; MAINTAIN RATING AT DOOR FRAMES AND AT DUCT/PIPE PENETRATIONS (NONE PERMITTED).",
        "F.  PROVIDE CONTINUOUS 1/4\" SEALANT JOINT AT CMU TO SLAB; FIRESTOP PER UL HW-D-0042 AT HEAD OF WALL.",
        "G.  CONCRETE LANDING AT EXTERIOR OF DOOR S2-1A BY SITE CONTRACTOR, SLOPE 1:48 MAX. AWAY FROM DOOR.",
    ]
    for i, s in enumerate(notes2):
        t(page, 830, 531 + 11 * i, s, 6.5)


# ---- section ---------------------------------------------------------------------------------
SS = 13.5                              # 3/16" = 1'-0"


def _flight(page, x_first, h0, n, rh, direction, X, Y, w, color=BLACK, stringer=True):
    """Sawtooth profile of a flight of n risers starting at x_first (feet), floor height h0,
    rising in direction +1 (east) or -1 (west). Returns (x_last_riser, h_top)."""
    pts = []
    x, h = x_first, h0
    for k in range(n):
        pts.append((X(x), Y(h)))
        h += rh
        pts.append((X(x), Y(h)))
        if k < n - 1:
            x += direction * TREAD
    page.draw_polyline(pts, color=color, width=w)
    for k in range(n - 1):
        xa = x_first + direction * k * TREAD
        line(page, (X(xa), Y(h0 + (k + 1) * rh)), (X(xa + direction * TREAD), Y(h0 + (k + 1) * rh)), w, color)
    if stringer:
        line(page, (X(x_first - direction * 0.2), Y(h0 - 0.9)), (X(x), Y(h - 1.0)), w * 0.8, color)
        line(page, (X(x_first - direction * 0.2), Y(h0 - 0.9)), (X(x_first - direction * 0.2), Y(h0)), w * 0.8, color)
    return x, h


def _section(page):
    ox, base = 310.0, 1560.0
    X = lambda f: ox + f * SS
    Y = lambda h: base - h * SS
    wt = WALL * SS
    top = TOP_PENTHOUSE
    # walls cut at west and east
    for x0 in (X(0) - wt, X(IN_L)):
        hatch(page, x0, Y(top), x0 + wt, Y(-1.0), 3.5)
        page.draw_rect(pymupdf.Rect(x0, Y(top), x0 + wt, Y(-1.0)), width=1.1)
    # exterior door at level 1, roof door at the roof (openings in the west wall)
    for h0 in (0.0, 43.875):
        page.draw_rect(pymupdf.Rect(X(0) - wt - 0.5, Y(h0 + 7.0), X(0) + 0.5, Y(h0)), color=(1, 1, 1), fill=(1, 1, 1))
        line(page, (X(0) - wt, Y(h0 + 7.0)), (X(0), Y(h0 + 7.0)), 1.0)
    # slabs at each level, stubs outside the shaft with break lines
    for name, elev, h in LEVELS:
        th = 10 / 12
        page.draw_rect(pymupdf.Rect(X(0), Y(h), X(8.1667 if h else 5.4167), Y(h - th)), width=0.9, fill=(0.85, 0.85, 0.85))
        for xa, xb in ((X(0) - wt - 60, X(0) - wt), (X(IN_L) + wt, X(IN_L) + wt + 60)):
            page.draw_rect(pymupdf.Rect(xa, Y(h), xb, Y(h - th)), width=0.9, fill=(0.85, 0.85, 0.85))
        break_line(page, (X(0) - wt - 60, Y(h) - 6), (X(0) - wt - 60, Y(h - th) + 6))
        line(page, (X(IN_L) + wt + 60, Y(h)), (X(IN_L) + wt + 60, Y(h - th)), 0.6)
        # level datum line across to the tag at the right
        line(page, (X(0) - wt - 74, Y(h)), (X(IN_L) + wt + 64, Y(h)), 0.35, BLACK, "[16 3 3 3] 0")
        level_datum(page, X(IN_L) + wt + 70, Y(h), name, elev)
    # penthouse roof
    page.draw_rect(pymupdf.Rect(X(0) - wt, Y(top), X(IN_L) + wt, Y(top - 1.0)), width=1.0, fill=(0.85, 0.85, 0.85))
    line(page, (X(0) - wt - 74, Y(top)), (X(IN_L) + wt + 64, Y(top)), 0.35, BLACK, "[16 3 3 3] 0")
    level_datum(page, X(IN_L) + wt + 70, Y(top), "T.O. PENTHOUSE", ("153'-4", None))
    # runs
    for i, run in enumerate(RUNS):
        h0 = LEVELS[i][2]
        rh = RISER_FT[i]
        n1, n2 = run[7], run[8]
        x1_first = LANDING_X - (n1 - 1) * TREAD
        xe, hl = _flight(page, x1_first, h0, n1, rh, +1, X, Y, 1.0)            # near flight, cut
        # intermediate landing
        page.draw_rect(pymupdf.Rect(X(LANDING_X), Y(hl), X(IN_L), Y(hl - 0.6)), width=0.9, fill=(0.85, 0.85, 0.85))
        _flight(page, LANDING_X - TREAD * 0 - 0.0, hl, n2, rh, -1, X, Y, 0.45, GREY, stringer=False)  # beyond
        # handrail along the near flight, 36" above the nosing line, 12" extension at the top
        hx0, hy0 = X(x1_first - TREAD), Y(h0 + rh + 3.0)
        hx1, hy1 = X(LANDING_X), Y(hl + 3.0)
        line(page, (hx0, hy0), (hx1, hy1), 0.6)
        line(page, (hx1, hy1), (X(LANDING_X + 1.0), hy1), 0.6)
        # per-flight riser callouts along the near flight
        mx = X((x1_first + LANDING_X) / 2)
        my = Y(h0 + (hl - h0) / 2) + 14
        t(page, mx - 8, my + 4, f"{n1}R", 5.5, "hebo")
        # floor-to-floor dimension at the left, per-run callouts beside it
        h1 = LEVELS[i + 1][2]
    ys = [Y(lv[2]) for lv in LEVELS] + [Y(top)]
    vdim(page, X(0) - wt - 28, ys[::-1], [("9'-5", ("1", "2"))] + [r[2] for r in RUNS][::-1], ext_to=X(0) - wt - 3, text_left=True)
    vdim(page, X(0) - wt - 110, [Y(43.875), Y(0)], [("43'-10", ("1", "2"))], ext_to=X(0) - wt - 80, text_left=True)
    # run callouts at the far left
    for i, run in enumerate(RUNS):
        h0, h1 = LEVELS[i][2], LEVELS[i + 1][2]
        cy = (Y(h0) + Y(h1)) / 2 - 14
        x = 48
        t(page, x, cy, f"{run[0]} TO {run[1]}", 6, "hebo")
        t(page, x, cy + 10, f"{run[3]} EQ RISERS", 6.5)
        stacked(page, x, cy + 20, "@ " + run[4][0], run[4][1], size=6.5)
        t(page, x, cy + 30, f"{run[5]} TREADS @ 11\"", 6.5)
    # headroom dimension at the level 2 to 3 run (clear under flight above)
    hx = X(11.0)
    line(page, (hx, Y(13.125 + 5.0 * 0.557)), (hx, Y(13.125 + 5.0 * 0.557 + 7.333)), 0.35)
    tick(page, hx, Y(13.125 + 5.0 * 0.557))
    tick(page, hx, Y(13.125 + 5.0 * 0.557 + 7.333))
    t(page, hx + 4, Y(13.125 + 5.0 * 0.557 + 3.9), "7'-4\"", 6)
    t(page, hx + 4, Y(13.125 + 5.0 * 0.557 + 3.1), "HEADROOM", 5)
    # intermediate landing dims and VARIES override at floor landings
    hdim(page, Y(-1.0) + 26, [X(0), X(5.4167), X(LANDING_X), X(IN_L)], ["VARIES", "10'-1\"", "4'-6\""],
         ext_to=Y(-1.0) + 4)
    t(page, X(0), Y(-1.0) + 40, "LEVEL 1 RUN SHOWN; SEE PLANS FOR OTHER RUNS", 5.5)
    # notes on the section
    leader(page, [(X(IN_L) + wt + 10, Y(27.8)), (X(IN_L) + wt + 4, Y(27.8)), (X(17.0), Y(28.9))])
    t(page, X(IN_L) + wt + 12, Y(27.8) + 2, "C10x15.3 LANDING HEADER", 5.5)
    leader(page, [(X(IN_L) + wt + 10, Y(19.0)), (X(IN_L) + wt + 4, Y(19.0)), (X(12.5), Y(17.2))])
    t(page, X(IN_L) + wt + 12, Y(19.0) + 2, "MC12x10.6 STRINGER, TYP.", 5.5)
    leader(page, [(X(IN_L) + wt + 10, Y(9.2)), (X(IN_L) + wt + 4, Y(9.2)), (X(10.0), Y(7.5))])
    t(page, X(IN_L) + wt + 12, Y(9.2) + 2, "HANDRAIL, SEE 6/A-521", 5.5)
    t(page, X(0.3), Y(top - 2.0), "STAIR PENTHOUSE", 6, "hebo")
    callout_bubble(page, X(IN_L) + wt + 34, Y(37.6), "7", "A-521", 10)
    line(page, (X(IN_L) + wt + 24, Y(37.6)), (X(14.6), Y(38.3)), 0.4)
    callout_bubble(page, X(3.0), Y(37.0), "8", "A-521", 10)
    line(page, (X(3.0) + 10, Y(37.0)), (X(10.0), Y(34.2)), 0.4)
    sn = [
        "SECTION NOTES:",
        "1.  FLIGHT CUT (NEAR SIDE) SHOWN HEAVY; FLIGHT BEYOND SHOWN LIGHT. HANDRAILS AT FLIGHT BEYOND NOT SHOWN.",
        "2.  INTERMEDIATE LANDINGS: 12 GA PAN WITH 1-1/2\" CONCRETE FILL ON C10x15.3 HEADERS, 4'-6\" DEEP.",
        "3.  FLOOR LANDINGS ARE PART OF THE FLOOR SLAB AT EACH LEVEL; SEE STRUCTURAL FOR SLAB EDGE AND EMBEDS.",
        "4.  STAIR 2 SERVES LEVEL 1 THROUGH ROOF. THERE IS NO BASEMENT; STAIR 1 (A-520) DOES NOT SERVE THE ROOF.",
        "5.  ELEVATIONS ARE TO TOP OF FINISH FLOOR / TOP OF LANDING. LEVEL 1 F.F. 100'-0\" = 312.40' NAVD 88.",
        "6.  MINIMUM HEADROOM 80\" REQUIRED; SMALLEST HEADROOM PROVIDED IS AT LEVEL 4 TO ROOF RUN.",
    ]
    for i, line_text in enumerate(sn):
        t(page, 48 if i == 0 else 56, 628 + 12 * i, line_text, 7 if i == 0 else 6.5, "hebo" if i == 0 else "helv")
    view_title(page, 48, 1632, "4", "STAIR 2 SECTION", "3/16\" = 1'-0\"", 540)


# ---- details ---------------------------------------------------------------------------------
def _frame(page, x0, y0, x1, y1):
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=0.4, color=GREY)


def _detail_guard(page, x0, y0):
    """5: guard at stair well, elevation, 3/4" = 1'-0" (4.5 pt per inch)."""
    k = 4.5
    bx, by = x0 + 40, y0 + 350                    # bottom riser nosing
    rh, tr = 6.6875, 11.0
    pts = [(bx, by + rh * k)]
    x, y = bx, by + rh * k
    for i in range(6):
        y -= rh * k
        pts.append((x, y))
        x += tr * k
        pts.append((x, y))
    page.draw_polyline(pts, color=BLACK, width=0.9)
    slope = rh / tr
    nose = lambda px: by - (px - bx) * slope
    line(page, (bx, by + rh * k + 30), (x, nose(x) + 30), 0.8)                      # stringer
    for px in (bx + 8, bx + 246):                                                   # posts
        page.draw_rect(pymupdf.Rect(px - 4.5, nose(px) - 42 * k, px + 4.5, nose(px) + 18), width=0.8)
    line(page, (bx + 8, nose(bx + 8) - 42 * k), (bx + 246, nose(bx + 246) - 42 * k), 1.6)
    line(page, (bx + 8, nose(bx + 8) - 40.5 * k), (bx + 246, nose(bx + 246) - 40.5 * k), 0.5)
    line(page, (bx + 8, nose(bx + 8) - 2 * k), (bx + 246, nose(bx + 246) - 2 * k), 1.2)
    px = bx + 8 + 4 * k
    while px < bx + 244:
        line(page, (px, nose(px) - 2 * k), (px, nose(px) - 40.5 * k), 0.6)
        px += 4 * k
    line(page, (bx - 30, nose(bx - 30) - 36 * k), (bx + 280, nose(bx + 280) - 36 * k), 1.0, BLACK, "[6 2] 0")
    line(page, (bx - 10, nose(bx - 10)), (bx + 290, nose(bx + 290)), 0.3, GREY, "[10 2 2 2] 0")
    t(page, bx + 150, nose(bx + 150) + 30, "NOSING LINE", 5.5)
    # 4" sphere between pickets, 6" sphere at the bottom triangle
    sx = bx + 8 + 4 * k * 6.5
    sy = nose(sx) - 20 * k
    page.draw_circle((sx, sy), 2 * k, width=0.6, color=RED)
    cx = bx + 300
    leader(page, [(cx - 3, y0 + 148), (cx - 12, y0 + 148), (sx + 2 * k + 1, sy - 2)])
    t(page, cx, y0 + 150, "4\" SPHERE", 6.5, "hebo")
    t(page, cx, y0 + 159, "SHALL NOT PASS BELOW 36\"", 5.5)
    t(page, cx, y0 + 167, "(4-3/8\" SPHERE 36\" TO 42\")", 5.5)
    sx2 = bx + 60
    page.draw_circle((sx2, nose(sx2) + 2 * k), 3 * k, width=0.5, color=RED, dashes="[2 1] 0")
    leader(page, [(cx - 3, y0 + 298), (cx - 12, y0 + 298), (sx2 + 3 * k + 1, nose(sx2) + 2 * k)])
    t(page, cx, y0 + 300, "6\" SPHERE AT", 6.0, "hebo")
    t(page, cx, y0 + 308, "TRIANGULAR OPENING", 5.5)
    items = [
        (y0 + 40, "1-1/2\" O.D. PIPE HANDRAIL, SEE 6/A-521", (bx + 268, nose(bx + 268) - 36 * k)),
        (y0 + 54, "1-1/2\" x 1-1/2\" x 11 GA TUBE TOP RAIL", (bx + 226, nose(bx + 226) - 42 * k)),
        (y0 + 196, "1/2\" SQ. SOLID PICKETS @ 4\" O.C. MAX.", (bx + 224, nose(bx + 224) - 10 * k)),
        (y0 + 218, "1-1/2\" x 1/4\" FLAT BAR BOTTOM RAIL", (bx + 232, nose(bx + 232) - 2 * k)),
        (y0 + 240, "HSS 2x2x3/16 POST @ 4'-0\" O.C. MAX.", (bx + 251, nose(bx + 251) - 14 * k)),
    ]
    for ty, s, tgt in items:
        leader(page, [(cx - 3, ty - 2), (cx - 12, ty - 2), tgt])
        t(page, cx, ty, s, 5.8)
    revision_cloud(page, cx - 5, y0 + 187, cx + 126, y0 + 200, 4)
    delta(page, cx + 140, y0 + 192, "2")
    dx = bx - 22
    vdim(page, dx, [nose(bx) - 42 * k, nose(bx)], ["42\" MIN."], text_left=True)
    vdim(page, dx + 14, [nose(bx) - 36 * k, nose(bx)], ["36\""], size=6)
    t(page, x0 + 240, y0 + 352, "GUARD AT INSIDE EDGE OF EACH FLIGHT AND AT", 5.6)
    t(page, x0 + 240, y0 + 360, "OPEN SIDE OF ROOF LANDING. PICKETS REVISED", 5.6)
    t(page, x0 + 240, y0 + 368, "FROM 5/8\" TO 1/2\" SQ. PER ADDENDUM 2.", 5.6)
    view_title(page, x0, y0 + 440, "5", "GUARD AT STAIR WELL", "3/4\" = 1'-0\"", 380)


def _detail_handrail_wall(page, x0, y0):
    """6: handrail at wall, 3" = 1'-0" (18 pt per inch)."""
    k = 18.0
    wx = x0 + 50
    hatch(page, wx - 8 * k * 0.25, y0 + 20, wx, y0 + 380, 5)
    page.draw_rect(pymupdf.Rect(wx - 36, y0 + 20, wx, y0 + 380), width=1.1)
    # bracket: plate at wall, arm, saddle under the rail
    page.draw_rect(pymupdf.Rect(wx, y0 + 150, wx + 0.25 * k, y0 + 150 + 3 * k), width=0.8, fill=(0.8, 0.8, 0.8))
    rail_cx = wx + 2.25 * k + 0.75 * k
    rail_cy = y0 + 150
    page.draw_polyline([(wx + 0.25 * k, y0 + 150 + 2.2 * k), (rail_cx - 6, y0 + 150 + 2.2 * k),
                        (rail_cx, rail_cy + 0.75 * k)], color=BLACK, width=2.0)
    page.draw_circle((rail_cx, rail_cy), 0.75 * k, width=1.3)
    page.draw_circle((rail_cx, rail_cy), 0.75 * k - 2.5, width=0.4)
    # anchors
    for ay in (y0 + 150 + 0.6 * k, y0 + 150 + 2.4 * k):
        line(page, (wx - 3 * k * 0.5, ay), (wx + 0.25 * k, ay), 0.9)
    # clearance dim, stacked 2 1/4"
    hdim(page, rail_cy - 36, [wx, rail_cx - 0.75 * k], [("2", ("1", "4"))], ext_to=rail_cy - 8)
    hdim(page, rail_cy - 56, [rail_cx - 0.75 * k, rail_cx + 0.75 * k], [("1", ("1", "2"))], ext_to=rail_cy - 16)
    tx = x0 + 165
    rows = [
        (rail_cy - 10, "1-1/2\" O.D. SCH. 40 STEEL PIPE"),
        (rail_cy + 2, "HANDRAIL, TYPE I"),
        (y0 + 150 + 2.2 * k + 16, "FORGED WALL BRACKET @ 4'-0\" O.C."),
        (y0 + 150 + 2.2 * k + 28, "MAX., 1'-0\" FROM ENDS"),
        (y0 + 150 + 3 * k + 40, "(2) 3/8\" DIA. ADHESIVE ANCHORS"),
        (y0 + 150 + 3 * k + 52, "INTO GROUTED CMU CELL"),
        (y0 + 320, "8\" CMU, 2-HR"),
    ]
    for ty, s in rows:
        t(page, tx, ty, s, 5.8)
    leader(page, [(tx - 3, rail_cy - 12), (tx - 10, rail_cy - 12), (rail_cx + 0.75 * k, rail_cy - 4)])
    leader(page, [(tx - 3, y0 + 150 + 2.2 * k + 14), (tx - 10, y0 + 150 + 2.2 * k + 14), (wx + 30, y0 + 150 + 2.2 * k + 1)])
    leader(page, [(tx - 3, y0 + 150 + 3 * k + 38), (tx - 10, y0 + 150 + 3 * k + 38), (wx - 10, y0 + 150 + 2.4 * k)])
    leader(page, [(tx - 3, y0 + 318), (tx - 10, y0 + 318), (wx - 16, y0 + 330)])
    t(page, x0 + 12, y0 + 400, "1-1/2\" MIN. CLEAR TO WALL (IBC 1014.7)", 5.8, "hebo")
    t(page, x0 + 12, y0 + 410, "TOP OF RAIL 34\"-38\" ABOVE NOSING LINE", 5.8)
    view_title(page, x0, y0 + 440, "6", "HANDRAIL AT WALL", "3\" = 1'-0\"", 240)


def _detail_nosing(page, x0, y0):
    """7: nosing detail, 3" = 1'-0" (18 pt per inch), one nosing with the treads broken."""
    k = 18.0
    rh = 6.6875
    nx, ny = x0 + 120, y0 + 150
    yl = ny + rh * k
    fill = 1.5 * k
    for fx0, fx1, fy in ((nx, nx + 120, ny), (nx - 100, nx + 1.0 * k, yl)):
        page.draw_rect(pymupdf.Rect(fx0, fy, fx1, fy + fill), width=0.3, color=GREY)
        for i in range(int((fx1 - fx0) / 7)):
            page.draw_circle((fx0 + 4 + i * 7, fy + 6 + (i % 3) * 7), 0.6, width=0.3)
        line(page, (fx0, fy), (fx1, fy), 1.2)
        line(page, (fx0, fy + fill), (fx1, fy + fill), 1.0)
    break_line(page, (nx + 120, ny - 10), (nx + 120, ny + fill + 10))
    break_line(page, (nx - 100, yl - 10), (nx - 100, yl + fill + 10))
    line(page, (nx, ny), (nx, ny + fill), 1.0)                                  # nosing lip
    line(page, (nx, ny + fill), (nx + 1.0 * k, yl), 1.0)                        # sloped riser
    page.draw_rect(pymupdf.Rect(nx, ny - 3, nx + 3 * k, ny), width=0.6, fill=(0.3, 0.3, 0.3))
    vdim(page, nx + 150, [ny, yl], [("6", ("11", "16"))], ext_to=nx + 124)
    hdim(page, yl + fill + 22, [nx, nx + 1.0 * k], ["1\""], ext_to=ny + fill + 4)
    t(page, nx + 1.0 * k + 8, yl + fill + 20, "NOSING PROJECTION (1-1/4\" MAX.)", 5.5)
    leader(page, [(nx - 46, ny - 14), (nx - 20, ny - 14), (nx - 1, ny + 1)])
    stacked(page, nx - 92, ny - 12, "", ("1", "2"), tail="\" R. MAX.", size=6.5)
    rows = [
        (y0 + 60, "3\" WIDE ABRASIVE CAST ALUMINUM NOSING,", (nx + 30, ny - 3)),
        (y0 + 68, "ANCHORED IN CONCRETE FILL", None),
        (y0 + 88, "1-1/2\" CONCRETE FILL W/ 6x6-W1.4xW1.4 WWF", (nx + 90, ny + 14)),
        (yl + fill + 46, "12 GA FORMED STEEL PAN AND RISER", (nx + 8, ny + 60)),
        (yl + fill + 54, "RISER SLOPE 30 DEG. MAX. FROM VERTICAL", None),
        (yl + fill + 72, "TREAD DEPTH 11\", NOSING TO NOSING, TYP.", None),
    ]
    for ty, s, tgt in rows:
        t(page, x0 + 20, ty, s, 5.8)
        if tgt:
            end = x0 + 20 + tlen(s, 5.8)
            leader(page, [(end + 3, ty - 2), (end + 10, ty - 2), tgt])
    view_title(page, x0, y0 + 440, "7", "NOSING DETAIL", "3\" = 1'-0\"", 240)


def _detail_stringer(page, x0, y0):
    """8: stringer detail, section through stringer and pan, 1-1/2" = 1'-0" (9 pt per inch)."""
    k = 9.0
    sx, sy = x0 + 120, y0 + 110
    # MC12 channel in section: web 12" deep, flanges 3" wide
    web = 0.3 * k
    page.draw_polyline([(sx, sy), (sx + 3 * k, sy), (sx + 3 * k, sy + 0.5 * k), (sx + web, sy + 0.6 * k),
                        (sx + web, sy + 11.4 * k), (sx + 3 * k, sy + 11.5 * k), (sx + 3 * k, sy + 12 * k),
                        (sx, sy + 12 * k), (sx, sy)], color=BLACK, width=1.1, fill=(0.75, 0.75, 0.75), closePath=True)
    # pan and concrete fill spanning west of the stringer (toward the wall)
    px0 = sx - 15 * k
    page.draw_polyline([(px0, sy + 4.0 * k), (sx - 0.4 * k, sy + 4.0 * k), (sx - 0.4 * k, sy + 2.0 * k)],
                       color=BLACK, width=1.0)
    page.draw_rect(pymupdf.Rect(px0, sy + 2.5 * k, sx - 0.4 * k, sy + 4.0 * k), width=0.3, color=GREY)
    for i in range(int((15 * k) / 6)):
        page.draw_circle((px0 + 3 + i * 6, sy + 3.0 * k + (i % 2) * 4), 0.6, width=0.3)
    # clip angle
    page.draw_polyline([(sx - 2.4 * k, sy + 4.0 * k), (sx - 2.4 * k, sy + 4.25 * k), (sx - 0.25 * k, sy + 4.25 * k),
                        (sx - 0.25 * k, sy + 6.4 * k), (sx, sy + 6.4 * k)], color=BLACK, width=0.9)
    # fascia and well gap
    line(page, (sx + 3 * k + 0.75 * k * 0, sy - 1.0 * k), (sx + 3 * k, sy + 12 * k), 0.3, GREY, "[3 2] 0")
    hdim(page, sy - 30, [sx + 3 * k, sx + 3 * k + 9 * k], ["9\" WELL"], ext_to=sy - 4)
    vdim(page, sx + 3 * k + 20, [sy, sy + 12 * k], ["12\""], ext_to=sx + 3 * k + 3)
    tx = x0 + 20
    rows = [
        (sy + 12 * k + 32, "MC12x10.6 STRINGER, BOTH SIDES OF EACH FLIGHT"),
        (sy + 12 * k + 44, "L2x2x1/4 x 0'-4\" CLIP @ EACH PAN END, 1/8\" FILLET WELD"),
        (sy + 12 * k + 56, "12 GA PAN, 1-1/2\" CONC. FILL"),
        (sy + 12 * k + 68, "3/4\" REVEAL AT CMU, NO ANCHORAGE TO RATED WALL"),
        (sy + 12 * k + 80, "EXPOSED STRINGER: SHOP PRIME, FIELD PAINT"),
    ]
    for ty, s in rows:
        t(page, tx, ty, s, 5.6)
    leader(page, [(tx + 100, sy + 12 * k + 24), (sx + 1.5 * k, sy + 12 * k + 2)])
    leader(page, [(tx + 40, sy + 12 * k + 38), (sx - 1.5 * k, sy + 4.25 * k + 2)])
    view_title(page, x0, y0 + 440, "8", "STRINGER DETAIL", "1-1/2\" = 1'-0\"", 240)


def _detail_extensions(page, x0, y0):
    """9: handrail extensions at top and bottom of a flight, 1/2" = 1'-0" (3 pt per inch)."""
    k = 3.0
    rh, tr = 6.6875, 11.0
    bx, by = x0 + 80, y0 + 350
    x, y = bx, by
    pts = [(bx - 30, by)]
    for i in range(9):
        pts.append((x, y))
        y -= rh * k
        pts.append((x, y))
        if i < 8:
            x += tr * k
    pts.append((x + 70, y))
    page.draw_polyline(pts, color=BLACK, width=0.9)
    top_x, top_y = x, y
    # nosing line and rail 36" above it
    slope = rh / tr
    rail = lambda px: by - rh * k - (px - bx) * slope - 36 * k
    line(page, (bx - tr * k, rail(bx - tr * k)), (top_x, rail(top_x)), 1.3)
    line(page, (top_x, rail(top_x)), (top_x + 12 * k, rail(top_x)), 1.3)
    line(page, (top_x + 12 * k, rail(top_x)), (top_x + 12 * k, rail(top_x) + 10), 1.3)
    line(page, (bx - tr * k, rail(bx - tr * k)), (bx - tr * k, rail(bx - tr * k) + 10), 1.3)
    # dims
    hdim(page, rail(top_x) - 26, [top_x, top_x + 12 * k], ["12\" MIN."], ext_to=rail(top_x) - 4)
    hdim(page, by + 24, [bx - tr * k, bx], ["1 TREAD DEPTH"], ext_to=by + 4)
    vdim(page, top_x + 50, [rail(top_x), top_y], ["36\""], ext_to=top_x + 12 * k + 4)
    t(page, x0 + 12, y0 + 150, "EXTEND AT SLOPE ONE TREAD DEPTH BEYOND", 5.6)
    t(page, x0 + 12, y0 + 158, "BOTTOM RISER, RETURN TO WALL (IBC 1014.6)", 5.6)
    leader(page, [(x0 + 40, y0 + 162), (x0 + 40, y0 + 172), (bx - tr * k / 2, rail(bx - tr * k / 2) - 2)])
    t(page, top_x - 170, rail(top_x) - 40, "EXTEND 12\" HORIZONTAL BEYOND TOP RISER,", 5.6)
    t(page, top_x - 170, rail(top_x) - 32, "RETURN TO WALL", 5.6)
    t(page, bx + 40, by - 8, "BOTTOM RISER", 5.5)
    t(page, top_x - 30, top_y + 14, "TOP RISER", 5.5)
    t(page, bx + 120, by - 60, "9 EQ RISERS, TYPICAL FLIGHT", 5.6, "hebo")
    stacked(page, bx + 120, by - 50, "@ 6", ("11", "16"), size=5.6)
    t(page, bx + 120, by - 40, "8 TREADS @ 11\"", 5.6)
    t(page, x0 + 12, y0 + 396, "INSIDE HANDRAIL CONTINUOUS AROUND SWITCHBACK; NO EXTENSION", 5.6)
    t(page, x0 + 12, y0 + 404, "REQUIRED AT INSIDE OF LANDING TURN (IBC 1014.6 EXC. 1).", 5.6)
    view_title(page, x0, y0 + 440, "9", "HANDRAIL EXTENSIONS", "1/2\" = 1'-0\"", 380)


def _detail_sign(page, x0, y0):
    """10: stairway identification sign, 1-1/2" = 1'-0" (9 pt per inch)."""
    k = 9.0
    sx, sy = x0 + 30, y0 + 20
    w, h = 18 * k, 12 * k
    page.draw_rect(pymupdf.Rect(sx, sy, sx + w, sy + h), width=1.4)
    page.draw_rect(pymupdf.Rect(sx + 3, sy + 3, sx + w - 3, sy + h - 3), width=0.4)
    tc(page, sx + w / 2, sy + 20, "STAIR 2", 13, "hebo")
    tc(page, sx + w / 2, sy + 32, "LEVELS 1 - ROOF", 6.5)
    tc(page, sx + w / 2, sy + 62, "3", 30, "hebo")
    tc(page, sx + w / 2, sy + 78, "ROOF ACCESS", 6.5, "hebo")
    tc(page, sx + w / 2, sy + 88, "DOWN TO LEVEL 1 FOR EXIT DISCHARGE", 5.5)
    for i in range(14):
        page.draw_circle((sx + 36 + i * 6.5, sy + h - 8), 0.8, width=0.3, fill=BLACK)
    hdim(page, sy + h + 18, [sx, sx + w], ["18\" MIN."], ext_to=sy + h + 3)
    vdim(page, sx + w + 18, [sy, sy + h], ["12\" MIN."], ext_to=sx + w + 3)
    notes = [
        "SIGN AT EACH FLOOR LANDING, 5'-0\" ABOVE LANDING, VISIBLE",
        "IN EITHER DIRECTION OF TRAVEL (IBC 1023.9). LEVEL NUMBER",
        "5\" HIGH MIN.; STAIR ID 1-1/2\" HIGH MIN.; OTHER TEXT 1\" HIGH",
        "MIN. NON-GLARE, CONTRASTING BACKGROUND. LEVEL NUMBER ALSO",
        "IN RAISED CHARACTERS AND BRAILLE (ICC A117.1).",
    ]
    for i, n in enumerate(notes):
        t(page, sx + w + 70, sy + 14 + 9 * i, n, 5.8)
    t(page, sx + w + 70, sy + 70, "LEVEL 3 SHOWN; OTHER LEVELS SIMILAR.", 5.8, "hebo")
    view_title(page, x0, y0 + 178, "10", "STAIRWAY IDENTIFICATION SIGN", "1-1/2\" = 1'-0\"", 300)


# ---- right column: data table, notes, legend -------------------------------------------------
def _stair_data(page, x0, y0):
    t(page, x0, y0, "STAIR DATA - STAIR 2", 11, "hebo")
    heads = [("LEVEL", ""), ("FLOOR-TO-", "FLOOR"), ("RISERS", ""), ("RISER", "HEIGHT"), ("TREADS", ""),
             ("TREAD", "DEPTH"), ("CLEAR", "WIDTH"), ("MIN.", "HEADROOM")]
    widths = [112, 62, 42, 48, 44, 44, 46, 56]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y0 + 8
    hh, rh = 24, 17
    rows = len(RUNS) + 1
    bottom = top + hh + rh * rows
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=1.2)
    line(page, (xs[0], top + hh), (xs[-1], top + hh), 0.9)
    for x in xs[1:-1]:
        line(page, (x, top), (x, bottom), 0.4)
    for i, (a, b) in enumerate(heads):
        cx = (xs[i] + xs[i + 1]) / 2
        tc(page, cx, top + 10 if b else top + 15, a, 5.8, "hebo")
        if b:
            tc(page, cx, top + 19, b, 5.8, "hebo")
    for r, run in enumerate(RUNS + [None]):
        y = top + hh + rh * r
        if r:
            line(page, (xs[0], y), (xs[-1], y), 0.3)
        base = y + 12
        if run is None:
            line(page, (xs[0], y), (xs[-1], y), 0.8)
            t(page, xs[0] + 4, base, "TOTAL, LEVEL 1 TO ROOF", 6.2, "hebo")
            n = stacked_len("43'-10", ("1", "2"), size=6.5)
            stacked(page, (xs[1] + xs[2]) / 2 - n / 2, base, "43'-10", ("1", "2"), size=6.5)
            tc(page, (xs[2] + xs[3]) / 2, base, "79", 6.5, "hebo")
            tc(page, (xs[3] + xs[4]) / 2, base, "--", 6.5)
            tc(page, (xs[4] + xs[5]) / 2, base, "71", 6.5, "hebo")
            for c in (5, 6, 7):
                tc(page, (xs[c] + xs[c + 1]) / 2, base, "--", 6.5)
            continue
        t(page, xs[0] + 4, base, f"{run[0]} TO {run[1]}", 6.5)
        n = stacked_len(run[2][0], run[2][1], size=6.5)
        stacked(page, (xs[1] + xs[2]) / 2 - n / 2, base, run[2][0], run[2][1], size=6.5)
        tc(page, (xs[2] + xs[3]) / 2, base, str(run[3]), 6.5)
        n = stacked_len(run[4][0], run[4][1], size=6.5)
        stacked(page, (xs[3] + xs[4]) / 2 - n / 2, base, run[4][0], run[4][1], size=6.5)
        tc(page, (xs[4] + xs[5]) / 2, base, str(run[5]), 6.5)
        tc(page, (xs[5] + xs[6]) / 2, base, "11\"", 6.5)
        tc(page, (xs[6] + xs[7]) / 2, base, "4'-0\"", 6.5)
        tc(page, (xs[7] + xs[8]) / 2, base, run[6], 6.5)
    t(page, x0, bottom + 11, "RISER HEIGHTS ARE EQUAL WITHIN EACH RUN; FABRICATOR TO VERIFY FLOOR-TO-FLOOR IN FIELD.", 5.6)
    t(page, x0, bottom + 19, "CLEAR WIDTH MEASURED BETWEEN HANDRAILS. HEADROOM MEASURED FROM NOSING LINE.", 5.6)
    return bottom + 19


def _numbered(page, x0, y, title, notes, width, size=6.3, lead=8.2, gap=2.5, font="helv"):
    t(page, x0, y, title, 10, "hebo")
    line(page, (x0, y + 3), (x0 + tlen(title, 10, "hebo"), y + 3), 0.8)
    y += 16
    for i, note in enumerate(notes, 1):
        lines = wrap(note, width - 16, size, font)
        t(page, x0, y, f"{i}.", size, font)
        for j, s in enumerate(lines):
            t(page, x0 + 14, y + lead * j, s, size, font)
        y += lead * len(lines) + gap
    return y


def _keynotes(page, x0, y, width):
    t(page, x0, y, "SHEET KEYNOTES", 10, "hebo")
    line(page, (x0, y + 3), (x0 + tlen("SHEET KEYNOTES", 10, "hebo"), y + 3), 0.8)
    y += 18
    for num, text in KEYNOTES:
        hexagon(page, x0 + 8, y - 2.5, num, 7, 6)
        lines = wrap(text, width - 24, 6.2)
        for j, s in enumerate(lines):
            t(page, x0 + 22, y + 8 * j, s, 6.2)
        y += 8 * len(lines) + 5
    return y


def _legend(page, x0, y):
    t(page, x0, y, "SYMBOL LEGEND", 10, "hebo")
    line(page, (x0, y + 3), (x0 + tlen("SYMBOL LEGEND", 10, "hebo"), y + 3), 0.8)
    y += 24
    hexagon(page, x0 + 12, y - 3, "#")
    t(page, x0 + 40, y, "SHEET KEYNOTE", 6.2)
    callout_bubble(page, x0 + 140, y - 3, "#", "SHT", 10)
    t(page, x0 + 158, y, "DETAIL CALLOUT", 6.2)
    y += 28
    section_marker(page, x0 + 12, y - 3, "#", "SHT", (1, 0))
    t(page, x0 + 40, y, "SECTION CUT", 6.2)
    level_datum(page, x0 + 140, y - 3, "", ("", None))
    t(page, x0 + 158, y, "LEVEL DATUM", 6.2)
    y += 26
    hatch(page, x0, y - 8, x0 + 26, y, 3)
    page.draw_rect(pymupdf.Rect(x0, y - 8, x0 + 26, y), width=0.8)
    t(page, x0 + 40, y, "8\" CMU, 2-HR RATED", 6.2)
    line(page, (x0 + 128, y - 4), (x0 + 150, y - 4), 0.6)
    arrowhead(page, (x0 + 156, y - 4), (x0 + 128, y - 4), 6)
    page.draw_circle((x0 + 128, y - 4), 2, width=0.6)
    t(page, x0 + 158, y, "DIRECTION OF TRAVEL (UP/DN)", 6.2)
    y += 22
    page.draw_rect(pymupdf.Rect(x0, y - 9, x0 + 26, y + 2), width=0.5)
    t(page, x0 + 3, y - 1, "S2-1A", 5.5, "hebo")
    t(page, x0 + 40, y, "DOOR TAG", 6.2)
    delta(page, x0 + 140, y - 3, "#")
    t(page, x0 + 158, y, "REVISION", 6.2)
    return y + 12


def _abbrev(page, x0, y):
    t(page, x0, y, "ABBREVIATIONS", 10, "hebo")
    line(page, (x0, y + 3), (x0 + tlen("ABBREVIATIONS", 10, "hebo"), y + 3), 0.8)
    y += 15
    half = (len(ABBREVIATIONS) + 1) // 2
    for i, (a, b) in enumerate(ABBREVIATIONS):
        cx = x0 if i < half else x0 + 250
        cy = y + 8.5 * (i % half)
        t(page, cx, cy, a, 6.0, "cobo")
        t(page, cx + 46, cy, b, 6.0, "cour")
    return y + 8.5 * half


FINISHES = [
    ("SURFACE", "MATERIAL", "FINISH", "REMARKS"),
    ("TREADS / LANDINGS", "CONCRETE FILL", "SC-1", "CLEAR SEALER, ABRASIVE NOSINGS"),
    ("STRINGERS / PAN SOFFIT", "STEEL", "PT-4", "SEMI-GLOSS, DTM ACRYLIC"),
    ("HANDRAILS / GUARDS", "STEEL", "PT-5", "HIGH-PERFORMANCE URETHANE"),
    ("SHAFT WALLS", "8\" CMU", "PT-3", "BLOCK FILLER + 2 COATS EGGSHELL"),
    ("DOORS / FRAMES", "HOLLOW METAL", "PT-5", "SEE DOOR SCHEDULE A-611"),
    ("BASE AT LANDINGS", "RUBBER", "RB-2", "4\" COVED"),
]

CODE_DATA = [
    ("OCCUPANCY", "R-2 (LEVELS 2-4); A-3 / B (LEVEL 1)"),
    ("CONSTRUCTION TYPE", "V-A"),
    ("SPRINKLERS", "NFPA 13 THROUGHOUT"),
    ("STANDPIPE", "CLASS I, MANUAL WET"),
    ("ENCLOSURE RATING", "2 HR"),
    ("DOOR RATING", "90 MIN"),
    ("REQUIRED WIDTH", "44\""),
    ("PROVIDED CLEAR WIDTH", "48\""),
    ("EXIT DISCHARGE", "DIRECT TO EXTERIOR AT LEVEL 1"),
    ("ROOF ACCESS", "STAIR PENTHOUSE (IBC 1011.12.2)"),
]

RELATED = [
    ("A-121", "ROOF PLAN"),
    ("A-520", "ENLARGED STAIR PLANS AND SECTIONS - STAIR 1"),
    ("A-601", "PARTITION TYPES"),
    ("A-611", "DOOR SCHEDULE AND FINISH LEGEND"),
    ("S-501", "STAIR FRAMING DETAILS"),
    ("FP-201", "STANDPIPE RISER DIAGRAM"),
]


def _finishes(page, x0, y):
    t(page, x0, y, "STAIR 2 FINISHES", 10, "hebo")
    line(page, (x0, y + 3), (x0 + tlen("STAIR 2 FINISHES", 10, "hebo"), y + 3), 0.8)
    widths = [120, 90, 50, 240]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y + 10
    rh = 14
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + rh * len(FINISHES)), width=1.0)
    for r, row in enumerate(FINISHES):
        yy = top + rh * r
        if r:
            line(page, (xs[0], yy), (xs[-1], yy), 0.8 if r == 1 else 0.3)
        for c, cell in enumerate(row):
            t(page, xs[c] + 4, yy + 10, cell, 6.0, "hebo" if r == 0 else "helv")
    for x in xs[1:-1]:
        line(page, (x, top), (x, top + rh * len(FINISHES)), 0.4)
    yy = top + rh * len(FINISHES) + 10
    t(page, x0, yy, "PAINT AND SEALER COLORS: SEE FINISH LEGEND ON A-611.", 5.8)
    return yy


def _code_data(page, x0, y):
    t(page, x0, y, "CODE DATA - STAIR 2", 10, "hebo")
    line(page, (x0, y + 3), (x0 + tlen("CODE DATA - STAIR 2", 10, "hebo"), y + 3), 0.8)
    y += 16
    for i, (a, b) in enumerate(CODE_DATA):
        t(page, x0, y + 9 * i, a, 6.0, "hebo")
        t(page, x0 + 110, y + 9 * i, b, 6.0)
    return y + 9 * len(CODE_DATA)


def _related(page, x0, y):
    t(page, x0, y, "RELATED SHEETS", 10, "hebo")
    line(page, (x0, y + 3), (x0 + tlen("RELATED SHEETS", 10, "hebo"), y + 3), 0.8)
    y += 16
    for i, (a, b) in enumerate(RELATED):
        t(page, x0, y + 9 * i, a, 6.2, "hebo")
        t(page, x0 + 44, y + 9 * i, b, 6.2)
    return y + 9 * len(RELATED)


# ---- title strip -----------------------------------------------------------------------------
def _title_strip(page):
    page.draw_rect(pymupdf.Rect(24, 24, W - 24, H - 24), width=2.2)
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=0.6)
    x0, x1 = TB_X, W - 30
    line(page, (x0, 30), (x0, H - 30), 1.6)
    x = x0 + 12
    # firm
    t(page, x, 66, "ORCHARD LANE", 17, "tibo")
    t(page, x, 86, "ARCHITECTS", 17, "tibo")
    for i, s in enumerate(["1100 PACIFIC AVENUE, SUITE 400", "TACOMA, WASHINGTON 98402", "T 253.555.0143",
                           "WWW.ORCHARDLANE-ARCH.COM"]):
        t(page, x, 102 + 10 * i, s, 6.5)
    line(page, (x0, 148), (x1, 148), 0.8)
    # consultants
    t(page, x, 162, "CONSULTANTS", 6, "hebo")
    cons = [("STRUCTURAL", "BRANDT STRUCTURAL ENGINEERS, SEATTLE WA"),
            ("MEP / FP", "NORTHSOUND MEP ENGINEERING, TACOMA WA"),
            ("CIVIL", "PUYALLUP RIVER CIVIL, INC., FIFE WA"),
            ("CODE", "HALVERSON CODE CONSULTING, OLYMPIA WA")]
    for i, (a, b) in enumerate(cons):
        t(page, x, 175 + 19 * i, a, 5.5, "hebo")
        t(page, x, 183 + 19 * i, b, 6)
    line(page, (x0, 256), (x1, 256), 0.8)
    # seal
    cx, cy = x0 + 90, 330
    page.draw_circle((cx, cy), 58, width=0.8)
    page.draw_circle((cx, cy), 50, width=0.4)
    tc(page, cx, cy - 30, "REGISTERED", 6, "hebo")
    tc(page, cx, cy - 22, "ARCHITECT", 6, "hebo")
    tc(page, cx, cy - 2, "DANA R. OKAFOR", 7, "tiro")
    tc(page, cx, cy + 10, "CERT. NO. 11872", 6)
    tc(page, cx, cy + 26, "STATE OF WASHINGTON", 5.5, "hebo")
    t(page, x0 + 170, 300, "SIGNED:", 5.5)
    line(page, (x0 + 170, 318), (x1 - 10, 318), 0.4)
    t(page, x0 + 170, 332, "EXP. 06/30/2026", 5.5)
    line(page, (x0, 400), (x1, 400), 0.8)
    # project and owner
    t(page, x, 414, "PROJECT", 6, "hebo")
    t(page, x, 432, "LINDEN YARD APARTMENTS", 12, "hebo")
    t(page, x, 446, "2215 SOUTH LINDEN STREET", 7)
    t(page, x, 456, "TACOMA, WA 98405", 7)
    t(page, x, 474, "OWNER", 6, "hebo")
    t(page, x, 486, "LINDEN YARD HOLDINGS LLC", 7.5)
    t(page, x, 496, "4-STORY R-2 OVER A-3/B LOBBY, TYPE V-A, NFPA 13", 5.8)
    line(page, (x0, 508), (x1, 508), 0.8)
    # key plan
    t(page, x, 522, "KEY PLAN", 6, "hebo")
    kx, ky = x0 + 40, 534
    page.draw_polyline([(kx, ky), (kx + 180, ky), (kx + 180, ky + 40), (kx + 120, ky + 40), (kx + 120, ky + 90),
                        (kx, ky + 90), (kx, ky)], color=BLACK, width=0.9, closePath=True)
    page.draw_rect(pymupdf.Rect(kx + 4, ky + 6, kx + 22, ky + 16), width=0.4)
    t(page, kx + 26, ky + 14, "STAIR 1", 5)
    page.draw_rect(pymupdf.Rect(kx + 152, ky + 24, kx + 174, ky + 34), width=0.4, fill=(0.2, 0.2, 0.2))
    t(page, kx + 128, ky + 50, "STAIR 2", 5.5, "hebo")
    line(page, (kx + 150, ky + 47), (kx + 160, ky + 34), 0.4)
    t(page, kx + 200, ky + 10, "N", 7, "hebo")
    line(page, (kx + 202, ky + 14), (kx + 202, ky + 36), 0.6)
    line(page, (x0, 640), (x1, 640), 0.8)
    # revisions
    t(page, x, 654, "REVISIONS", 6, "hebo")
    t(page, x, 668, "NO.", 5.5, "hebo")
    t(page, x + 26, 668, "DESCRIPTION", 5.5, "hebo")
    t(page, x + 200, 668, "DATE", 5.5, "hebo")
    line(page, (x0 + 6, 672), (x1 - 6, 672), 0.4)
    for i, (no, desc, date) in enumerate(REVISIONS):
        ry = 684 + 13 * i
        delta(page, x + 6, ry - 3, no)
        t(page, x + 26, ry, desc, 6.2)
        t(page, x + 200, ry, date, 6.2)
        line(page, (x0 + 6, ry + 4), (x1 - 6, ry + 4), 0.25, GREY)
    for i in range(2, 7):
        ry = 684 + 13 * i
        line(page, (x0 + 6, ry + 4), (x1 - 6, ry + 4), 0.25, GREY)
    line(page, (x0, 780), (x1, 780), 0.8)
    # issue
    t(page, x, 794, "ISSUE", 6, "hebo")
    t(page, x, 810, "ISSUED FOR CONSTRUCTION", 10, "hebo")
    line(page, (x0, 1290), (x1, 1290), 0.8)
    # fields
    fields = [
        ((x, 1304), "DATE", "12/05/2025"),
        ((x + 130, 1304), "PROJECT NO.", "OLA 24-031"),
        ((x, 1340), "DRAWN BY", "JMK"),
        ((x + 130, 1340), "CHECKED BY", "DRO"),
        ((x, 1376), "SCALE", "AS NOTED"),
        ((x + 130, 1376), "CAD FILE", "A-521_ST2.DWG"),
    ]
    for (fx, fy), cap, val in fields:
        t(page, fx, fy, cap, 5.5, "hebo")
        t(page, fx, fy + 14, val, 8.5)
    for yy in (1324, 1360, 1396):
        line(page, (x0, yy), (x1, yy), 0.4)
    line(page, (x0 + 124, 1290), (x0 + 124, 1396), 0.4)
    t(page, x, 1412, "SHEET TITLE", 5.5, "hebo")
    t(page, x, 1432, "ENLARGED STAIR PLANS", 12, "hebo")
    t(page, x, 1448, "AND SECTIONS - STAIR 2", 12, "hebo")
    line(page, (x0, 1462), (x1, 1462), 0.8)
    t(page, x, 1476, "SHEET NUMBER", 5.5, "hebo")
    t(page, x + 20, 1540, "A-521", 46, "hebo")
    line(page, (x0, 1560), (x1, 1560), 0.8)
    copy = ("\u00a9 2025 ORCHARD LANE ARCHITECTS, PLLC. THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND "
            "REMAIN THE PROPERTY OF THE ARCHITECT. NOT FOR USE ON ANY OTHER PROJECT WITHOUT WRITTEN PERMISSION.")
    for i, s in enumerate(wrap(copy, x1 - x0 - 24, 5.2)):
        t(page, x, 1576 + 7.5 * i, s, 5.2)
    # the issue history block between issue and fields
    t(page, x, 838, "ISSUE HISTORY", 6, "hebo")
    hist = [("SCHEMATIC DESIGN", "02/14/2025"), ("DESIGN DEVELOPMENT", "04/25/2025"),
            ("PERMIT SET", "07/18/2025"), ("ISSUED FOR BID", "10/17/2025"), ("ISSUED FOR CONSTRUCTION", "12/05/2025")]
    for i, (a, b) in enumerate(hist):
        t(page, x, 852 + 11 * i, a, 6.2)
        t(page, x + 180, 852 + 11 * i, b, 6.2)
    t(page, x, 930, "JURISDICTION", 6, "hebo")
    t(page, x, 942, "CITY OF TACOMA PLANNING & DEVELOPMENT SERVICES", 6.2)
    t(page, x, 952, "PERMIT NO. BLDCN25-0418", 6.2)
    t(page, x, 970, "CODES", 6, "hebo")
    t(page, x, 982, "2021 IBC W/ WAC 51-50 AMENDMENTS", 6.2)
    t(page, x, 992, "2021 WSEC-C, ICC A117.1-2017", 6.2)


def stair_details_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_strip(page)
    _plans(page)
    line(page, (40, 580), (1750, 580), 0.5, GREY)
    _section(page)
    dx0, dy0 = 745, 600
    _frame(page, dx0, dy0, dx0 + 500, dy0 + 470)
    _detail_guard(page, dx0 + 10, dy0 + 10)
    _frame(page, dx0 + 510, dy0, dx0 + 1000, dy0 + 470)
    _detail_extensions(page, dx0 + 520, dy0 + 10)
    by0 = dy0 + 480
    _frame(page, dx0, by0 + 40, dx0 + 330, by0 + 560 - 8)
    _detail_handrail_wall(page, dx0 + 10, by0 + 40 + 0)
    _frame(page, dx0 + 335, by0 + 40, dx0 + 665, by0 + 560 - 8)
    _detail_nosing(page, dx0 + 345, by0 + 40)
    _frame(page, dx0 + 670, by0 + 40, dx0 + 1000, by0 + 560 - 8)
    _detail_stringer(page, dx0 + 680, by0 + 40)
    # right column
    cx = 1770
    line(page, (cx - 14, 40), (cx - 14, H - 40), 0.5, GREY)
    y = _stair_data(page, cx, 70)
    y = _numbered(page, cx, y + 30, "STAIR NOTES", STAIR_NOTES, 505)
    y = _keynotes(page, cx, y + 18, 505)
    y = _numbered(page, cx, y + 16, "STAIR FABRICATION NOTES", FAB_NOTES, 505)
    y = _legend(page, cx, y + 18)
    y = _abbrev(page, cx, y + 22)
    y = _finishes(page, cx, y + 24)
    y0 = y + 28
    y = max(_code_data(page, cx, y0), _related(page, cx + 270, y0))
    _detail_sign(page, cx - 4, y + 30)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
