"""A US interior signage sheet (A-801 SIGNAGE PLAN AND SCHEDULE, ARCH D 36x24 in, landscape) for a
one-storey community library (Osage Valley Community Library, Trellis & Moore Architects), drawn the
way an architect's CAD export sets one: at the upper left the first floor signage key plan at
3/32" = 1'-0" with double exterior walls, partitions, door swings, room names over boxed room
numbers, column grid bubbles A..F and 1..5, dimension strings, a north arrow, and a hexagon sign tag
(101..130) on a short leader at every sign location, next to the latch side of the doors; overhead
directional signs shown as heavy dashed bars and evacuation maps as small framed marks. Below the
plan the SIGN TYPES legend at 1-1/2" = 1'-0" with each sign face drawn (TYPE A ROOM IDENTIFICATION
with raised text and Grade 2 braille dots, TYPE B RESTROOM with pictograms and the ISA, TYPE C
STAIR / EXIT with "EXIT ROUTE" per IBC 1013.4, TYPE D OVERHEAD DIRECTIONAL hung on cables, TYPE E
EVACUATION MAP in a frame, clouded with a revision delta 2), each with its size, material and
mounting listed beside it. At the right the ruled SIGNAGE SCHEDULE (SIGN NO., SIGN TYPE, ROOM NO.,
MESSAGE LINE 1 / LINE 2, MOUNTING, REMARKS; signs 101..130), numbered SIGNAGE NOTES (ICC A117.1 /
2010 ADA 703.4.1 mounting height 48" min. to 60" max. to the tactile baseline, latch side, 18" x 18"
clear floor space, non-glare finish, contrast, Helvetica), 3 TYPICAL TACTILE SIGN MOUNTING (an
elevation with the 48" MIN. / 60" MAX. dimensions to the baselines), 4 CLEAR FLOOR SPACE AT TACTILE
SIGN (plan, 18" x 18"), 5 OVERHEAD SIGN SUSPENSION (section, 84" to the bottom of the sign), a symbol
legend, abbreviations and a list of related sheets.

The export's quirks, kept on purpose: the schedule has MERGED cells -- the SIGN TYPE of a run of
consecutive signs of one type is drawn once, vertically centred over its rows, with no rule between
those rows in that column (A 101-108, B 109-112, C 113-117, A again 118-122, D 123-126, E 127-130),
and the MOUNTING of the type D and type E runs is merged the same way; the header has two levels,
"MESSAGE" spanning "LINE 1" and "LINE 2" while the other heads span both header rows. The title
block is a narrow vertical strip down the right edge whose field captions are drawn rotated 90
degrees (reading bottom to top) at the left of each field, values set horizontally beside them.

The questions (`tests/blind_questions/drawn/round60-drawn.jsonl`) were written before drawqa
answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                     # ARCH D, 36 x 24 in, landscape
M = 36                                # border inset
TB_X = 2376                           # title strip's left edge
BLACK = (0, 0, 0)
GREY = (0.5, 0.5, 0.5)
RED = (0.78, 0.06, 0.06)

FT = 6.75                             # 3/32" = 1'-0"
PX, PY = 150, 160                     # building's north-west corner on the sheet
BW, BD = 150, 96                      # building, feet
IN = 18.0                             # sign types at 3" = 1'-0": eighteen points to the inch

# ---- the library ------------------------------------------------------------------------------
ROOMS = [  # number, name, label centre (ft)
    ("100", "VESTIBULE", 75, 91),
    ("101", "LOBBY", 75, 74),
    ("102", "CIRCULATION", 75, 45),
    ("103", "WORKROOM", 75, 9),
    ("104", "BRANCH MGR.", 65, 28),
    ("105", "ADULT COLLECTION", 28, 28),
    ("106", "TEEN ROOM", 13, 82),
    ("107", "CHILDREN'S LIBRARY", 110, 22),
    ("108", "STORY TIME", 140, 30),
    ("109", "MEETING ROOM", 106, 84),
    ("110", "STUDY 1", 54, 73),
    ("111", "STUDY 2", 54, 90),
    ("112", "WOMEN", 96, 58),
    ("113", "MEN", 108, 58),
    ("114", "FAMILY", 118, 58),
    ("115", "STAFF", 81, 29),
    ("116", "BREAK", 74, 29),
    ("117", "COMPUTER LAB", 37, 82),
    ("118", "JAN.", 138, 52),
    ("119", "ELEC./DATA", 138, 60.5),
    ("120", "CORRIDOR", 146, 86),
    ("121", "STAIR 1", 128, 57),
    ("123", "LOCAL HISTORY", 132, 82),
]

WALLS_H = [  # y, x0, x1 (ft)
    (20, 60, 84), (36, 60, 90), (64, 0, 60), (80, 48, 60), (40, 90, 142), (48, 90, 142),
    (66, 90, 122), (56, 134, 142), (64, 122, 142), (86, 68, 82),
]
WALLS_V = [  # x, y0, y1 (ft)
    (60, 0, 36), (60, 64, 96), (26, 64, 96), (48, 64, 96), (70, 20, 36), (78, 20, 36), (84, 20, 36),
    (90, 0, 40), (90, 48, 96), (130, 0, 40), (102, 48, 66), (114, 48, 66), (122, 48, 96),
    (134, 48, 64), (142, 48, 96), (68, 86, 96), (82, 86, 96),
]

# doors: wall 'h' or 'v', the wall's coordinate, opening start and end along the wall (ft), hinge at
# the start ('a') or the end ('b'), swing side (+1 toward +y / +x, -1 the other way)
DOORS = [
    ("h", 96, 72, 75, "a", 1), ("h", 96, 75, 78, "b", 1),          # vestibule outer pair
    ("h", 86, 72, 75, "a", 1), ("h", 86, 75, 78, "b", 1),          # vestibule inner pair
    ("h", 0, 74, 77, "a", -1),                                     # staff exit
    ("h", 36, 85, 88, "b", -1),                                    # workroom
    ("h", 36, 64, 67, "a", -1),                                    # branch manager
    ("h", 36, 73, 76, "a", -1),                                    # staff break
    ("h", 36, 79, 82, "b", -1),                                    # staff toilet
    ("h", 64, 10, 13, "a", 1),                                     # teen
    ("h", 64, 34, 37, "a", 1),                                     # computer lab
    ("v", 60, 70, 73, "b", -1),                                    # study 1
    ("v", 60, 86, 89, "b", -1),                                    # study 2
    ("h", 40, 104, 107, "a", -1), ("h", 40, 107, 110, "b", -1),    # children's pair
    ("v", 130, 18, 21, "a", 1),                                    # story time
    ("h", 48, 93, 96, "a", 1),                                     # women
    ("h", 48, 105, 108, "a", 1),                                   # men
    ("h", 48, 117, 120, "a", 1),                                   # family
    ("h", 48, 125, 128, "a", 1),                                   # stair
    ("h", 48, 135, 138, "a", 1),                                   # janitor
    ("v", 142, 58, 61, "b", -1),                                   # elec./data
    ("v", 142, 76, 79, "b", -1),                                   # local history
    ("h", 96, 144, 147, "a", 1),                                   # corridor east exit
    ("v", 90, 72, 75, "a", -1), ("v", 90, 75, 78, "b", -1),        # meeting room pair
]

# sign no., location (ft), tag offset from the location (pt), kind of mark ('w' wall, 'o' overhead,
# 'e' evacuation map)
SIGN_MARKS = [
    ("101", (84.4, 36.6), (8, 26), "w"),
    ("102", (67.8, 36.6), (0, 26), "w"),
    ("103", (13.8, 63.4), (14, -22), "w"),
    ("104", (110.8, 40.6), (24, 12), "w"),
    ("105", (129.4, 21.8), (-22, 14), "w"),
    ("106", (60.6, 69.2), (22, -10), "w"),
    ("107", (60.6, 85.2), (22, -10), "w"),
    ("108", (37.8, 63.4), (14, -22), "w"),
    ("109", (96.8, 47.4), (0, -22), "w"),
    ("110", (108.8, 47.4), (0, -22), "w"),
    ("111", (120.8, 47.4), (-14, -22), "w"),
    ("112", (78.4, 36.6), (16, 22), "w"),
    ("113", (79.0, 95.4), (24, -10), "w"),
    ("114", (77.8, 0.6), (22, 14), "w"),
    ("115", (147.8, 95.4), (-24, -12), "w"),
    ("116", (90.6, 78.8), (22, 8), "w"),
    ("117", (128.8, 48.8), (14, 20), "w"),
    ("118", (76.8, 36.6), (-10, 30), "w"),
    ("119", (138.8, 47.4), (10, -22), "w"),
    ("120", (142.6, 57.2), (24, -2), "w"),
    ("121", (142.6, 75.2), (24, -2), "w"),
    ("122", (89.4, 71.2), (-24, -6), "w"),
    ("123", (75, 60), (-30, -16), "o"),
    ("124", (72, 66), (0, 22), "o"),
    ("125", (38, 58), (0, -24), "o"),
    ("126", (133, 44), (-30, 14), "o"),
    ("127", (89.4, 91), (-24, 0), "e"),
    ("128", (121.4, 86), (-24, 0), "e"),
    ("129", (90.6, 20), (22, 0), "e"),
    ("130", (74, 20.6), (-22, 20), "e"),
]

# ---- the schedule -----------------------------------------------------------------------------
SCHEDULE = [  # sign no., type, room no., line 1, line 2, mounting, remarks
    ("101", "A", "103", "WORKROOM", "STAFF ONLY", "WALL, LATCH SIDE", ""),
    ("102", "A", "104", "BRANCH MANAGER", "", "WALL, LATCH SIDE", "PAPER INSERT WINDOW FOR NAME"),
    ("103", "A", "106", "TEEN ROOM", "AGES 12-18", "WALL, LATCH SIDE", ""),
    ("104", "A", "107", "CHILDREN'S LIBRARY", "", "WALL, RIGHT OF R.H. DOOR", "PAIR OF DOORS, BOTH LEAVES ACTIVE"),
    ("105", "A", "108", "STORY TIME", "", "WALL, LATCH SIDE", "APPROACH FROM 107 SIDE"),
    ("106", "A", "110", "STUDY ROOM 1", "", "WALL, LATCH SIDE", "OCCUPANCY SLIDER (VACANT / IN USE)"),
    ("107", "A", "111", "STUDY ROOM 2", "", "WALL, LATCH SIDE", "OCCUPANCY SLIDER (VACANT / IN USE)"),
    ("108", "A", "117", "COMPUTER LAB", "", "WALL, LATCH SIDE", ""),
    ("109", "B", "112", "WOMEN", "", "WALL, LATCH SIDE", "WOMEN PICTOGRAM + ISA"),
    ("110", "B", "113", "MEN", "", "WALL, LATCH SIDE", "MEN PICTOGRAM + ISA"),
    ("111", "B", "114", "ALL GENDER RESTROOM", "FAMILY", "WALL, LATCH SIDE", "ALL GENDER PICTOGRAM + ISA + BABY CHANGING"),
    ("112", "B", "115", "STAFF TOILET", "STAFF ONLY", "WALL, LATCH SIDE", "ISA ONLY, NO PICTOGRAM"),
    ("113", "C", "100", "EXIT", "", "WALL, LATCH SIDE", "INTERIOR SIDE OF VESTIBULE OUTER DOORS"),
    ("114", "C", "103", "EXIT", "", "WALL, LATCH SIDE", "STAFF EXIT, NORTH WALL"),
    ("115", "C", "120", "EXIT", "", "WALL, LATCH SIDE", "CORRIDOR EAST EXIT"),
    ("116", "C", "109", "EXIT ROUTE", "", "WALL, LATCH SIDE", "ROOM SIDE OF MEETING ROOM DOORS"),
    ("117", "C", "121", "STAIR 1", "LEVEL 1", "WALL, INSIDE STAIR", "TACTILE FLOOR-LEVEL SIGN, IBC 1023.9.1"),
    ("118", "A", "116", "STAFF BREAK", "STAFF ONLY", "WALL, LATCH SIDE", ""),
    ("119", "A", "118", "JANITOR", "", "WALL, LATCH SIDE", ""),
    ("120", "A", "119", "ELECTRICAL", "DATA", "WALL, LATCH SIDE", ""),
    ("121", "A", "123", "LOCAL HISTORY", "", "WALL, LATCH SIDE", "ADD ALTERNATE NO. 2"),
    ("122", "A", "109", "MEETING ROOM", "", "WALL, LATCH SIDE", "LOBBY SIDE OF DOORS"),
    ("123", "D", "101", "RESTROOMS", "MEETING ROOM", "", "DOUBLE-FACED, ARROWS PER FACE LAYOUT"),
    ("124", "D", "101", "CHILDREN'S LIBRARY", "TEEN ROOM", "", "DOUBLE-FACED, ARROWS PER FACE LAYOUT"),
    ("125", "D", "105", "STUDY ROOMS", "COMPUTER LAB", "", "SINGLE-FACED, FACING LOBBY"),
    ("126", "D", "120", "STORY TIME", "LOCAL HISTORY", "", "DOUBLE-FACED, ARROWS PER FACE LAYOUT"),
    ("127", "E", "101", "EVACUATION PLAN", "YOU ARE HERE - LOBBY", "", ""),
    ("128", "E", "109", "EVACUATION PLAN", "YOU ARE HERE - MEETING ROOM", "", ""),
    ("129", "E", "107", "EVACUATION PLAN", "YOU ARE HERE - CHILDREN'S", "", ""),
    ("130", "E", "116", "EVACUATION PLAN", "YOU ARE HERE - STAFF BREAK", "", ""),
]
MERGED_MOUNTING = {"D": "SUSPENDED, 84\" AFF TO BOTTOM", "E": "WALL, 54\" AFF TO CENTER"}
COLS = [("SIGN\nNO.", 44), ("SIGN\nTYPE", 44), ("ROOM\nNO.", 44), ("LINE 1", 150), ("LINE 2", 168),
        ("MOUNTING", 150), ("REMARKS", 250)]

SIGNAGE_NOTES = [
    ["ALL INTERIOR SIGNAGE SHALL COMPLY WITH ICC A117.1-2017, THE 2010 ADA STANDARDS FOR",
     "ACCESSIBLE DESIGN SECTION 703, AND IBC 2021 CHAPTERS 10 AND 11."],
    ["MOUNT TACTILE SIGNS SO THE BASELINE OF THE LOWEST TACTILE CHARACTER IS 48\" MIN. AFF",
     "AND THE BASELINE OF THE HIGHEST TACTILE CHARACTER IS 60\" MAX. AFF, PER ICC A117.1",
     "703.4.1 AND 2010 ADA 703.4.1. SEE 3/A-801."],
    ["LOCATE TACTILE SIGNS ALONGSIDE THE DOOR AT THE LATCH SIDE. AT DOUBLE DOORS WITH ONE",
     "ACTIVE LEAF, LOCATE ON THE INACTIVE LEAF; WITH TWO ACTIVE LEAFS, LOCATE TO THE RIGHT",
     "OF THE RIGHT-HAND DOOR. WHERE NO WALL SPACE EXISTS AT THE LATCH SIDE, LOCATE ON THE",
     "NEAREST ADJACENT WALL."],
    ["PROVIDE AN 18\" x 18\" MIN. CLEAR FLOOR SPACE CENTERED ON THE TACTILE CHARACTERS,",
     "BEYOND THE ARC OF ANY DOOR SWING BETWEEN THE CLOSED POSITION AND 45 DEGREE OPEN",
     "POSITION."],
    ["TACTILE CHARACTERS: RAISED 1/32\" MIN., UPPERCASE, SANS SERIF, 5/8\" MIN. TO 2\" MAX.",
     "HIGH BASED ON THE UPPERCASE LETTER \"I\". PROVIDE CONTRACTED (GRADE 2) BRAILLE",
     "DIRECTLY BELOW THE CORRESPONDING TEXT, 3/8\" MIN. SEPARATION."],
    ["CHARACTERS, SYMBOLS AND THEIR BACKGROUND SHALL HAVE A NON-GLARE FINISH (MATTE OR",
     "EGGSHELL, 11-19 DEGREE GLOSS). NO GLOSS OR HIGH-GLOSS SURFACES."],
    ["CHARACTERS SHALL CONTRAST WITH THEIR BACKGROUND, EITHER LIGHT CHARACTERS ON A DARK",
     "BACKGROUND OR DARK CHARACTERS ON A LIGHT BACKGROUND. COLORS: SEE SPEC 10 14 00."],
    ["FONT: HELVETICA MEDIUM FOR ALL TACTILE AND VISUAL CHARACTERS, U.O.N. NO ITALIC,",
     "OBLIQUE, SCRIPT OR DECORATIVE FORMS."],
    ["PICTOGRAMS SHALL HAVE A 6\" MIN. HIGH FIELD; TEXT DESCRIPTORS DIRECTLY BELOW THE",
     "PICTOGRAM FIELD, NOT WITHIN IT."],
    ["OVERHEAD SIGNS (TYPE D) ARE VISUAL ONLY, NOT TACTILE. BOTTOM OF SIGN 80\" MIN. AFF;",
     "VISUAL CHARACTERS 3\" MIN. HIGH. COORDINATE LOCATIONS WITH REFLECTED CEILING PLAN A-121."],
    ["ATTACH WALL SIGNS WITH VHB TAPE AND SILICONE ADHESIVE. AT GLASS SIDELITES PROVIDE A",
     "MATCHING BLANK BACKER ON THE OPPOSITE FACE OF THE GLASS."],
    ["SIGN CONTRACTOR SHALL SUBMIT SHOP DRAWINGS, A MESSAGE SCHEDULE AND A FULL-SIZE SAMPLE",
     "OF EACH SIGN TYPE FOR REVIEW PRIOR TO FABRICATION. VERIFY ROOM NAMES WITH OWNER."],
    ["TYPE E EVACUATION PLANS SHALL BE PREPARED BY THE SIGN CONTRACTOR FROM THE FINAL FLOOR",
     "PLAN AND REVIEWED BY THE FIRE MARSHAL (AHJ) PRIOR TO INSTALLATION."],
    ["ILLUMINATED EXIT SIGNS ARE SHOWN ON THE ELECTRICAL DRAWINGS AND ARE NOT PART OF THIS",
     "SCHEDULE."],
]

ABBREVIATIONS = [
    ("AFF", "ABOVE FINISHED FLOOR"), ("ADJ.", "ADJACENT"), ("CL", "CENTERLINE"),
    ("ISA", "INTERNATIONAL SYMBOL OF ACCESSIBILITY"), ("MAX.", "MAXIMUM"), ("MIN.", "MINIMUM"),
    ("R.H.", "RIGHT-HAND"), ("TYP.", "TYPICAL"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
    ("VHB", "VERY HIGH BOND (TAPE)"),
]

REVISIONS = [
    ("1", "10/06/2025", "ADDENDUM 1"),
    ("2", "11/12/2025", "ASI 03 - TYPE E MAPS"),
]


# ---- drawing helpers --------------------------------------------------------------------------
def t(page, x, y, s, size=7.0, font="helv", rotate=0, color=BLACK):
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def tw(s, size=7.0, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def tc(page, x, y, s, size=7.0, font="helv", color=BLACK):
    """Text centred on x, baseline y."""
    t(page, x - tw(s, size, font) / 2, y, s, size, font, color=color)


def pt(fx, fy):
    return PX + fx * FT, PY + fy * FT


def hexagon(page, x, y, r, width=0.7, fill=None):
    pts = [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, width=width, color=BLACK, fill=fill, closePath=True)


def sign_tag(page, x, y, num):
    hexagon(page, x, y, 10.5, width=0.8, fill=(1, 1, 1))
    tc(page, x, y + 2.2, num, 6.2, "hebo")


def arrow_head(page, x, y, ux, uy, size=5.0, fill=True):
    px, py = -uy, ux
    pts = [(x, y), (x - size * ux + size * 0.4 * px, y - size * uy + size * 0.4 * py),
           (x - size * ux - size * 0.4 * px, y - size * uy - size * 0.4 * py), (x, y)]
    page.draw_polyline(pts, width=0.4, color=BLACK, fill=BLACK if fill else None)


def arc(page, cx, cy, r, a0, a1, width=0.35, dashes=None):
    n = 14
    pts = [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * k / n)),
            cy + r * math.sin(math.radians(a0 + (a1 - a0) * k / n))) for k in range(n + 1)]
    page.draw_polyline(pts, width=width, color=BLACK, dashes=dashes)


def dim_h(page, x0, x1, y, label, ext_from=None, size=6.5):
    """A horizontal dimension with tick marks, its text over the line."""
    page.draw_line((x0, y), (x1, y), width=0.35)
    for x in (x0, x1):
        page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=0.8)
        if ext_from is not None:
            page.draw_line((x, ext_from), (x, y + 4), width=0.25)
    tc(page, (x0 + x1) / 2, y - 2.5, label, size, "cour")


def dim_v(page, x, y0, y1, label, ext_from=None, size=6.5):
    page.draw_line((x, y0), (x, y1), width=0.35)
    for y in (y0, y1):
        page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=0.8)
        if ext_from is not None:
            page.draw_line((ext_from, y), (x - 4, y), width=0.25)
    w = tw(label, size, "cour")
    t(page, x - 2.5, (y0 + y1) / 2 + w / 2, label, size, "cour", rotate=90)


def braille(page, x, y, word, dot=1.1, cell=8.0):
    """Braille-like dot cells for `word` (pattern from the letters), top-left at (x, y)."""
    for i, ch in enumerate(word):
        if ch == " ":
            continue
        bits = (ord(ch) * 37 + 11) % 63 + 1
        for k in range(6):
            if bits >> k & 1:
                col, row = divmod(k, 3)
                page.draw_circle((x + i * cell + col * 2.8, y + row * 2.8), dot, width=0, fill=BLACK)


def cloud(page, x0, y0, x1, y1, r=9.0):
    """A revision cloud around a rectangle: scallops along each side."""
    def side(ax, ay, bx, by):
        n = max(2, int(math.hypot(bx - ax, by - ay) // (2 * r)))
        for k in range(n):
            sx, sy = ax + (bx - ax) * k / n, ay + (by - ay) * k / n
            ex, ey = ax + (bx - ax) * (k + 1) / n, ay + (by - ay) * (k + 1) / n
            cx, cy = (sx + ex) / 2, (sy + ey) / 2
            rr = math.hypot(ex - sx, ey - sy) / 2
            base = math.degrees(math.atan2(ey - sy, ex - sx))
            arc(page, cx, cy, rr, base + 180, base + 360, width=0.8)
    side(x0, y0, x1, y0)
    side(x1, y0, x1, y1)
    side(x1, y1, x0, y1)
    side(x0, y1, x0, y0)


def delta(page, x, y, num, size=10):
    h = size * 1.25
    page.draw_polyline([(x, y - h * 0.66), (x + size * 0.72, y + h * 0.34), (x - size * 0.72, y + h * 0.34),
                        (x, y - h * 0.66)], width=0.8, color=BLACK)
    tc(page, x, y + h * 0.2, num, 6.5, "hebo")


def view_title(page, x, y, num, name, scale, rule=420):
    page.draw_circle((x + 12, y - 4), 12, width=1.0)
    page.draw_line((x, y - 4), (x + 24, y - 4), width=0.5)
    tc(page, x + 12, y - 7, num, 8, "hebo")
    tc(page, x + 12, y + 5, "A-801", 4.5)
    t(page, x + 32, y - 6, name, 11, "hebo")
    page.draw_line((x + 30, y - 1), (x + rule, y - 1), width=1.4)
    t(page, x + 32, y + 10, f"SCALE: {scale}", 7)


# ---- the plan ---------------------------------------------------------------------------------
def _door(page, wall, c, a, b, hinge, swing):
    if wall == "h":
        x0, y = pt(a, c)
        x1, _ = pt(b, c)
        page.draw_rect(pymupdf.Rect(x0 + 0.3, y - 3.2, x1 - 0.3, y + 3.2), color=None, fill=(1, 1, 1), width=0)
        hx = x0 if hinge == "a" else x1
        lx = x1 if hinge == "a" else x0
        w = abs(x1 - x0)
        page.draw_line((hx, y), (hx, y + swing * w), width=0.7)
        a0 = math.degrees(math.atan2(0, lx - hx))
        a1 = math.degrees(math.atan2(swing * w, 0))
        arc(page, hx, y, w, a0, a1 if abs(a1 - a0) <= 180 else a1 + 360 * (1 if a1 < a0 else -1), dashes="[2 1.5] 0")
        for xx in (x0, x1):
            page.draw_line((xx, y - 3.2), (xx, y + 3.2), width=0.5)
    else:
        x, y0 = pt(c, a)
        _, y1 = pt(c, b)
        page.draw_rect(pymupdf.Rect(x - 3.2, y0 + 0.3, x + 3.2, y1 - 0.3), color=None, fill=(1, 1, 1), width=0)
        hy = y0 if hinge == "a" else y1
        ly = y1 if hinge == "a" else y0
        w = abs(y1 - y0)
        page.draw_line((x, hy), (x + swing * w, hy), width=0.7)
        a0 = math.degrees(math.atan2(ly - hy, 0))
        a1 = math.degrees(math.atan2(0, swing * w))
        if abs(a1 - a0) > 180:
            a1 += 360 if a1 < a0 else -360
        arc(page, x, hy, w, a0, a1, dashes="[2 1.5] 0")
        for yy in (y0, y1):
            page.draw_line((x - 3.2, yy), (x + 3.2, yy), width=0.5)


def _plan(page):
    x0, y0 = pt(0, 0)
    x1, y1 = pt(BW, BD)
    # column grid first, light and dashed, under everything
    for i, fx in enumerate(range(0, 151, 30)):
        gx, _ = pt(fx, 0)
        page.draw_line((gx, y0 - 40), (gx, y1 + 12), width=0.25, color=GREY, dashes="[14 3 3 3] 0")
        page.draw_circle((gx, y0 - 52), 11, width=0.7)
        tc(page, gx, y0 - 48.5, "ABCDEF"[i], 9, "hebo")
    for i, fy in enumerate(range(0, 97, 24)):
        _, gy = pt(0, fy)
        page.draw_line((x0 - 40, gy), (x1 + 12, gy), width=0.25, color=GREY, dashes="[14 3 3 3] 0")
        page.draw_circle((x0 - 52, gy), 11, width=0.7)
        tc(page, x0 - 52, gy + 3.5, str(i + 1), 9, "hebo")
    # exterior wall, 12" thick, drawn double with a light fill
    page.draw_rect(pymupdf.Rect(x0 - FT, y0 - FT, x1 + FT, y1 + FT), width=1.3, fill=(0.86, 0.86, 0.86))
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.0, fill=(1, 1, 1))
    for y, a, b in WALLS_H:
        xa, yy = pt(a, y)
        xb, _ = pt(b, y)
        page.draw_rect(pymupdf.Rect(xa, yy - 1.6, xb, yy + 1.6), width=0.5, fill=(1, 1, 1))
    for x, a, b in WALLS_V:
        xx, ya = pt(x, a)
        _, yb = pt(x, b)
        page.draw_rect(pymupdf.Rect(xx - 1.6, ya, xx + 1.6, yb), width=0.5, fill=(1, 1, 1))
    for d in DOORS:
        wall, c, a, b, hinge, swing = d
        if c in (0, 96) and wall == "h":                # exterior door: cut the whole wall thickness
            xa, yy = pt(a, c)
            xb, _ = pt(b, c)
            page.draw_rect(pymupdf.Rect(xa + 0.4, yy - FT - 0.6, xb - 0.4, yy + FT + 0.6), color=None,
                           fill=(1, 1, 1), width=0)
            for xx in (xa, xb):
                page.draw_line((xx, yy - FT), (xx, yy + FT), width=0.8)
        _door(page, *d)
    # stair treads and the UP/DN arrow in Stair 1
    sx0, sy0 = pt(122, 48)
    sx1, sy1 = pt(134, 64)
    midx = (sx0 + sx1) / 2
    page.draw_line((midx, sy0 + 20), (midx, sy1 - 4), width=0.6)
    for k in range(10):
        yy = sy0 + 26 + k * 7.2
        if yy < sy1 - 2:
            page.draw_line((sx0 + 3, yy), (midx - 1, yy), width=0.3)
            page.draw_line((midx + 1, yy), (sx1 - 3, yy), width=0.3)
    page.draw_line((sx0 + 3, sy0 + 70), (sx1 - 3, sy0 + 58), width=0.5)       # break line
    t(page, sx0 + 6, sy1 - 6, "DN", 5.5)
    # circulation desk, lobby bench, book stacks (thin), tables
    cx0, cy0 = pt(66, 43)
    cx1, cy1 = pt(84, 49)
    page.draw_rect(pymupdf.Rect(cx0, cy0, cx1, cy1), width=0.6)
    page.draw_rect(pymupdf.Rect(cx0 + 3, cy0 + 3, cx1 - 3, cy1 - 3), width=0.25)
    for k in range(7):
        sx, sy = pt(6 + 7 * k, 6)
        page.draw_rect(pymupdf.Rect(sx, sy, sx + 1.5 * FT, sy + 16 * FT), width=0.3, color=GREY)
        page.draw_line((sx + 0.75 * FT, sy), (sx + 0.75 * FT, sy + 16 * FT), width=0.2, color=GREY)
    for k in range(5):
        sx, sy = pt(94 + 7 * k, 4)
        page.draw_rect(pymupdf.Rect(sx, sy, sx + 1.5 * FT, sy + 10 * FT), width=0.3, color=GREY)
    for fx, fy in ((8, 44), (22, 44), (36, 44)):
        tx, ty = pt(fx, fy)
        page.draw_rect(pymupdf.Rect(tx, ty, tx + 8 * FT, ty + 4 * FT), width=0.3, color=GREY)
    # restroom fixtures (just WCs and lavs as circles and rectangles)
    for fx in (95, 99, 106, 110, 117.5):
        wx, wy = pt(fx, 63)
        page.draw_rect(pymupdf.Rect(wx - 5, wy, wx + 5, wy + 6), width=0.3)
        page.draw_oval(pymupdf.Rect(wx - 5, wy - 12, wx + 5, wy), width=0.3)
    # room names and numbers
    for num, name, fx, fy in ROOMS:
        x, y = pt(fx, fy)
        size = 6.8 if len(name) > 6 else 6.3
        tc(page, x, y, name, size, "helv")
        w = tw(num, 6, "helv") + 6
        page.draw_rect(pymupdf.Rect(x - w / 2, y + 3, x + w / 2, y + 12), width=0.5)
        tc(page, x, y + 10, num, 6, "helv")
    # sign marks and their tags
    for num, (fx, fy), (dx, dy), kind in SIGN_MARKS:
        x, y = pt(fx, fy)
        if kind == "w":
            page.draw_rect(pymupdf.Rect(x - 2.2, y - 2.2, x + 2.2, y + 2.2), width=0, fill=BLACK)
        elif kind == "o":
            page.draw_line((x - 22, y), (x + 22, y), width=2.2, dashes="[5 2] 0")
        else:
            page.draw_rect(pymupdf.Rect(x - 3, y - 6, x + 3, y + 6), width=0.8)
            page.draw_line((x - 3, y - 6), (x + 3, y + 6), width=0.4)
        tx, ty = x + dx, y + dy
        n = math.hypot(dx, dy) or 1
        page.draw_line((x, y), (tx - dx / n * 10.5, ty - dy / n * 10.5), width=0.35)
        sign_tag(page, tx, ty, num)
    # dimensions: bays along the south and east, overall outside them
    _, yb = pt(0, BD)
    for k in range(5):
        xa, _ = pt(30 * k, 0)
        xb, _ = pt(30 * (k + 1), 0)
        dim_h(page, xa, xb, yb + 34, "30'-0\"", ext_from=yb + 10)
    dim_h(page, x0 - FT, x1 + FT, yb + 56, "151'-0\" OUT TO OUT")
    dim_h(page, x0, x1, yb + 72, "150'-0\"")
    xr, _ = pt(BW, 0)
    for k in range(4):
        _, ya = pt(0, 24 * k)
        _, yb2 = pt(0, 24 * (k + 1))
        dim_v(page, xr + 34, ya, yb2, "24'-0\"", ext_from=xr + 10)
    dim_v(page, xr + 56, y0, y1, "96'-0\"")
    # north arrow
    nx, ny = x1 + 100, y0 + 40
    page.draw_circle((nx, ny), 16, width=0.8)
    page.draw_polyline([(nx, ny - 22), (nx + 6, ny + 8), (nx, ny + 3), (nx, ny - 22)], width=0.5, fill=BLACK)
    page.draw_polyline([(nx, ny - 22), (nx - 6, ny + 8), (nx, ny + 3)], width=0.5)
    tc(page, nx, ny + 32, "PLAN", 6)
    tc(page, nx, ny + 40, "NORTH", 6)
    # entry callout
    ex, ey = pt(75, 96)
    tc(page, ex, ey + 22, "MAIN ENTRY", 6.5, "hebo")
    sx, sy = pt(145.5, 96)
    tc(page, sx, sy + 22, "EXIT", 6.5, "hebo")
    wx, wy = pt(75.5, 0)
    t(page, wx + 16, wy - 16, "STAFF ENTRY / EXIT", 6.5, "hebo")
    # plan notes beside the plan
    view_title(page, PX - 60, PY + BD * FT + 122, "1", "FIRST FLOOR SIGNAGE KEY PLAN", "3/32\" = 1'-0\"", rule=520)


# ---- the sign types ---------------------------------------------------------------------------
def _face(page, x, y, w_in, h_in, radius=True, scale=None):
    k = scale or IN
    r = pymupdf.Rect(x, y, x + w_in * k, y + h_in * k)
    page.draw_rect(r, width=1.2, radius=0.05 if radius else None)
    return r


def _spec(page, x, y, rows, size=6.8):
    for i, (k, v) in enumerate(rows):
        t(page, x, y + i * 10.5, k, size, "hebo")
        t(page, x + 64, y + i * 10.5, v, size)


def _leader(page, x0, y0, x1, y1, label, size=6.0, left=False):
    page.draw_line((x0, y0), (x1, y1), width=0.3)
    page.draw_line((x1, y1), (x1 + (-14 if left else 14), y1), width=0.3)
    page.draw_circle((x0, y0), 1.0, width=0, fill=BLACK)
    if left:
        t(page, x1 - 16 - tw(label, size), y1 + 2, label, size)
    else:
        t(page, x1 + 16, y1 + 2, label, size)


def _person(page, cx, top, h, skirt=False):
    page.draw_circle((cx, top + h * 0.09), h * 0.09, width=0, fill=BLACK)
    body = top + h * 0.21
    if skirt:
        page.draw_polyline([(cx, body), (cx - h * 0.17, body + h * 0.45), (cx + h * 0.17, body + h * 0.45), (cx, body)],
                           width=0, fill=BLACK)
    else:
        page.draw_rect(pymupdf.Rect(cx - h * 0.12, body, cx + h * 0.12, body + h * 0.42), width=0, fill=BLACK)
    page.draw_line((cx - h * 0.06, body + h * 0.4), (cx - h * 0.06, top + h), width=h * 0.07)
    page.draw_line((cx + h * 0.06, body + h * 0.4), (cx + h * 0.06, top + h), width=h * 0.07)


def _isa(page, x, y, s):
    page.draw_rect(pymupdf.Rect(x, y, x + s, y + s), width=0, fill=(0.1, 0.25, 0.6))
    page.draw_circle((x + s * 0.45, y + s * 0.62), s * 0.22, width=s * 0.06, color=(1, 1, 1))
    page.draw_circle((x + s * 0.42, y + s * 0.18), s * 0.07, width=0, fill=(1, 1, 1))
    page.draw_line((x + s * 0.42, y + s * 0.28), (x + s * 0.45, y + s * 0.55), width=s * 0.07, color=(1, 1, 1))
    page.draw_line((x + s * 0.45, y + s * 0.55), (x + s * 0.72, y + s * 0.55), width=s * 0.06, color=(1, 1, 1))


def _type_head(page, x, y, s, w=200):
    t(page, x, y, s, 8.5, "hebo")
    page.draw_line((x, y + 3), (x + w, y + 3), width=0.6)


def _sign_types(page, x, y):
    view_title(page, x, y, "2", "SIGN TYPES", "3\" = 1'-0\" U.O.N.", rule=560)
    top = y + 44
    # ---- TYPE A
    ax = x + 10
    _type_head(page, ax, top, "TYPE A - ROOM IDENTIFICATION")
    r = _face(page, ax + 24, top + 24, 6, 8)
    mx = r.x0 + r.width / 2
    tc(page, mx, r.y0 + 34, "108", 18, "hebo")
    page.draw_line((r.x0 + 10, r.y0 + 46), (r.x1 - 10, r.y0 + 46), width=0.6)
    tc(page, mx, r.y0 + 78, "STORY", 14, "hebo")
    tc(page, mx, r.y0 + 96, "TIME", 14, "hebo")
    braille(page, r.x0 + 18, r.y0 + 108, "STORY", cell=14, dot=1.5)
    dim_h(page, r.x0, r.x1, r.y1 + 16, "6\"", ext_from=r.y1 + 2, size=6.5)
    dim_v(page, r.x0 - 14, r.y0, r.y1, "8\"", ext_from=r.x0 - 2, size=6.5)
    _leader(page, r.x1 - 14, r.y0 + 72, r.x1 + 24, r.y0 + 10, "RAISED 1/32\" TACTILE TEXT, 5/8\" MIN.")
    _leader(page, r.x1 - 20, r.y0 + 112, r.x1 + 24, r.y0 + 40, "GRADE 2 BRAILLE")
    _leader(page, r.x1 - 4, r.y0 + 130, r.x1 + 24, r.y0 + 70, "1/8\" ACRYLIC, MATTE FINISH")
    _leader(page, r.x1 - 30, r.y0 + 28, r.x1 + 24, r.y0 + 100, "ROOM NUMBER, VISUAL ONLY")
    _spec(page, ax, r.y1 + 38, [("SIZE:", "6\"W x 8\"H"), ("MATERIAL:", "1/8\" ACRYLIC, SUBSURFACE PAINTED"),
                                ("TACTILE:", "YES - RAISED TEXT + BRAILLE"), ("MOUNTING:", "WALL, LATCH SIDE")])
    # ---- TYPE B
    bx = x + 400
    _type_head(page, bx, top, "TYPE B - RESTROOM")
    r = _face(page, bx + 24, top + 24, 8, 10)
    field = pymupdf.Rect(r.x0 + 10, r.y0 + 8, r.x1 - 10, r.y0 + 8 + 6 * IN)
    page.draw_rect(field, width=0.35, dashes="[3 2] 0")
    _person(page, field.x0 + 32, field.y0 + 12, 84, skirt=True)
    _isa(page, field.x1 - 48, field.y0 + 34, 40)
    tc(page, r.x0 + r.width / 2, field.y1 + 26, "WOMEN", 14, "hebo")
    braille(page, r.x0 + 36, field.y1 + 34, "WOMEN", cell=14, dot=1.5)
    dim_h(page, r.x0, r.x1, r.y1 + 16, "8\"", ext_from=r.y1 + 2, size=6.5)
    dim_v(page, r.x0 - 14, r.y0, r.y1, "10\"", ext_from=r.x0 - 2, size=6.5)
    _leader(page, field.x1 - 4, field.y0 + 6, r.x1 + 24, r.y0 + 8, "6\" MIN. PICTOGRAM FIELD")
    _leader(page, field.x1 - 14, field.y0 + 50, r.x1 + 24, r.y0 + 50, "ISA")
    _leader(page, r.x1 - 40, field.y1 + 20, r.x1 + 24, r.y0 + 100, "TACTILE DESCRIPTOR")
    _leader(page, r.x1 - 36, field.y1 + 38, r.x1 + 24, r.y0 + 150, "GRADE 2 BRAILLE")
    _spec(page, bx, r.y1 + 38, [("SIZE:", "8\"W x 10\"H"), ("MATERIAL:", "1/8\" ACRYLIC, SUBSURFACE PAINTED"),
                                ("TACTILE:", "YES - DESCRIPTOR + BRAILLE"), ("MOUNTING:", "WALL, LATCH SIDE")])
    # ---- TYPE C
    cx = x + 800
    _type_head(page, cx, top, "TYPE C - STAIR / EXIT")
    r = _face(page, cx + 24, top + 24, 6, 6)
    mx = r.x0 + r.width / 2
    tc(page, mx, r.y0 + 38, "EXIT", 14, "hebo")
    tc(page, mx, r.y0 + 58, "ROUTE", 14, "hebo")
    braille(page, r.x0 + 18, r.y0 + 72, "ROUTE", cell=14, dot=1.5)
    dim_h(page, r.x0, r.x1, r.y1 + 16, "6\"", ext_from=r.y1 + 2, size=6.5)
    dim_v(page, r.x0 - 14, r.y0, r.y1, "6\"", ext_from=r.x0 - 2, size=6.5)
    _leader(page, r.x1 - 14, r.y0 + 52, r.x1 + 24, r.y0 + 10, "TACTILE \"EXIT ROUTE\" PER IBC 1013.4")
    _leader(page, r.x1 - 20, r.y0 + 76, r.x1 + 24, r.y0 + 40, "GRADE 2 BRAILLE")
    t(page, r.x1 + 8, r.y0 + 76, "OTHER MESSAGES: \"EXIT\" AT EXIT DOORS;", 6.0)
    t(page, r.x1 + 8, r.y0 + 85, "\"STAIR 1 / LEVEL 1\" INSIDE STAIR PER", 6.0)
    t(page, r.x1 + 8, r.y0 + 94, "IBC 1023.9.1. SEE SCHEDULE.", 6.0)
    _spec(page, cx, r.y1 + 38, [("SIZE:", "6\"W x 6\"H"), ("MATERIAL:", "1/8\" ACRYLIC, SUBSURFACE PAINTED"),
                                ("TACTILE:", "YES - RAISED TEXT + BRAILLE"), ("MOUNTING:", "WALL, LATCH SIDE U.O.N.")])
    # ---- TYPE D, drawn at half the legend's scale
    top2 = top + 306
    dx = x + 10
    _type_head(page, dx, top2, "TYPE D - OVERHEAD DIRECTIONAL")
    t(page, dx, top2 + 12, "SCALE: 1-1/2\" = 1'-0\"", 6.5)
    k = IN / 2
    ceil = top2 + 34
    page.draw_line((dx + 10, ceil), (dx + 400, ceil), width=1.0)
    for q in range(26):
        page.draw_line((dx + 14 + q * 15, ceil), (dx + 20 + q * 15, ceil - 6), width=0.3)
    t(page, dx + 404, ceil + 2, "CEILING", 6.0)
    r = _face(page, dx + 40, ceil + 40, 36, 8, radius=False, scale=k)
    for cxx in (r.x0 + 40, r.x1 - 40):
        page.draw_line((cxx, ceil), (cxx, r.y0), width=0.45)
    t(page, r.x0 + 14, r.y0 + 48, "RESTROOMS", 30, "hebo")
    ax0 = r.x1 - 82
    page.draw_line((ax0, r.y0 + 36), (ax0 + 50, r.y0 + 36), width=6)
    arrow_head(page, ax0 + 66, r.y0 + 36, 1, 0, size=18)
    dim_h(page, r.x0, r.x1, r.y1 + 16, "36\"", ext_from=r.y1 + 2, size=6.5)
    dim_v(page, r.x0 - 14, r.y0, r.y1, "8\"", ext_from=r.x0 - 2, size=6.5)
    _leader(page, r.x1 - 40, ceil + 20, r.x1 + 30, ceil + 14, "1/16\" STAINLESS AIRCRAFT CABLE, 2 PER SIGN")
    _leader(page, r.x1 - 4, r.y0 + 60, r.x1 + 30, r.y0 + 44, "VISUAL CHARACTERS 3\" MIN. HIGH,")
    t(page, r.x1 + 46, r.y0 + 54, "NON-TACTILE, NO BRAILLE", 6.0)
    _spec(page, dx, r.y1 + 40, [("SIZE:", "36\"W x 8\"H, 1\" THICK"), ("MATERIAL:", "ALUMINUM CABINET, PAINTED"),
                                ("FACES:", "SINGLE OR DOUBLE, PER SCHEDULE"), ("MOUNTING:", "SUSPENDED, SEE SCHEDULE")])
    # ---- TYPE E (revised by ASI 03)
    ex = x + 600
    _type_head(page, ex, top2, "TYPE E - EVACUATION MAP")
    r = _face(page, ex + 24, top2 + 28, 17, 11, radius=False)
    page.draw_rect(pymupdf.Rect(r.x0 + 8, r.y0 + 8, r.x1 - 8, r.y1 - 8), width=0.5)
    tc(page, r.x0 + r.width / 2, r.y0 + 28, "EMERGENCY EVACUATION PLAN", 11, "hebo")
    mp = pymupdf.Rect(r.x0 + 24, r.y0 + 40, r.x0 + 210, r.y0 + 160)
    page.draw_rect(mp, width=1.0)
    for fx in (0.4, 0.6):
        page.draw_line((mp.x0 + mp.width * fx, mp.y0), (mp.x0 + mp.width * fx, mp.y1), width=0.4)
    page.draw_line((mp.x0 + mp.width * 0.6, mp.y0 + 50), (mp.x1, mp.y0 + 50), width=0.4)
    page.draw_line((mp.x0 + mp.width * 0.4, mp.y0 + 30), (mp.x0, mp.y0 + 30), width=0.4)
    page.draw_line((mp.x0 + 120, mp.y0 + 80), (mp.x1 - 8, mp.y0 + 80), width=1.6, color=RED)
    arrow_head(page, mp.x1 - 4, mp.y0 + 80, 1, 0, size=7)
    page.draw_line((mp.x0 + 92, mp.y0 + 86), (mp.x0 + 92, mp.y1 + 6), width=1.6, color=RED)
    arrow_head(page, mp.x0 + 92, mp.y1 + 10, 0, 1, size=7)
    page.draw_circle((mp.x0 + 140, mp.y0 + 96), 4.5, width=0, fill=RED)
    lx = mp.x1 + 10
    page.draw_circle((lx + 4, mp.y0 + 8), 3, width=0, fill=RED)
    t(page, lx + 12, mp.y0 + 11, "YOU ARE HERE", 6.0, "hebo", color=RED)
    page.draw_line((lx, mp.y0 + 24), (lx + 8, mp.y0 + 24), width=1.4, color=RED)
    t(page, lx + 12, mp.y0 + 26, "EXIT ROUTE", 6.0)
    page.draw_rect(pymupdf.Rect(lx + 1, mp.y0 + 34, lx + 7, mp.y0 + 42), width=0, fill=RED)
    t(page, lx + 12, mp.y0 + 41, "FIRE EXT.", 6.0)
    page.draw_circle((lx + 4, mp.y0 + 53), 3, width=0.6)
    t(page, lx + 12, mp.y0 + 56, "PULL STATION", 6.0)
    t(page, lx, mp.y0 + 74, "ASSEMBLY AREA:", 5.5, "hebo")
    t(page, lx, mp.y0 + 82, "NORTH LAWN", 5.5)
    dim_h(page, r.x0, r.x1, r.y1 + 16, "17\"", ext_from=r.y1 + 2, size=6.5)
    dim_v(page, r.x0 - 14, r.y0, r.y1, "11\"", ext_from=r.x0 - 2, size=6.5)
    _leader(page, r.x1 - 3, r.y0 + 14, r.x1 + 24, r.y0 + 6, "CLEAR ANODIZED ALUM. SNAP FRAME")
    _leader(page, r.x1 - 14, r.y0 + 120, r.x1 + 24, r.y0 + 36, "NON-GLARE POLYCARBONATE LENS")
    _spec(page, r.x1 + 24, r.y0 + 84, [("SIZE:", "17\"W x 11\"H"), ("MATERIAL:", "DIGITAL PRINT, SNAP FRAME"),
                                       ("TACTILE:", "NO"), ("MOUNTING:", "WALL, 54\" AFF TO CENTER")])
    cloud(page, ex - 10, top2 - 16, r.x1 + 250, r.y1 + 30)
    delta(page, r.x1 + 258, top2 - 16, "2")


# ---- mounting elevation, legend, abbreviations ------------------------------------------------
def _mounting(page, x, y):
    """View 3: the elevation of a tactile sign beside a door, at 1/2" = 1'-0"."""
    view_title(page, x, y, "3", "TYPICAL TACTILE SIGN MOUNTING", "1/2\" = 1'-0\"", rule=440)
    s = 0.5 * 72 / 12                     # points per inch
    fl = y + 340
    ox = x + 30
    page.draw_line((ox - 20, fl), (ox + 420, fl), width=1.2)
    for k in range(22):
        page.draw_line((ox - 20 + k * 20, fl + 8), (ox - 12 + k * 20, fl), width=0.3)
    dx0 = ox + 20
    door = pymupdf.Rect(dx0, fl - 84 * s, dx0 + 36 * s, fl)
    page.draw_rect(pymupdf.Rect(door.x0 - 5, door.y0 - 5, door.x1 + 5, fl), width=0.6)
    page.draw_rect(door, width=0.9)
    page.draw_circle((door.x1 - 8, fl - 40 * s), 2.5, width=0.6)
    page.draw_line((door.x1 - 8, fl - 40 * s), (door.x1 - 22, fl - 40 * s), width=1.2)
    t(page, door.x1 - 40, fl - 40 * s + 14, "LATCH SIDE", 5.8)
    t(page, door.x0 + 8, fl - 40 * s + 14, "HINGE", 5.8)
    sx = door.x1 + 5 + 9 * s - 3 * s
    sign = pymupdf.Rect(sx, fl - 63 * s, sx + 6 * s, fl - 55 * s)
    page.draw_rect(sign, width=0.9, fill=(0.82, 0.82, 0.82))
    for yy in (fl - 60 * s, fl - 57 * s):
        page.draw_line((sign.x0 + 3, yy), (sign.x1 - 3, yy), width=0.6)
    page.draw_line((sign.x1 + 2, fl - 60 * s), (sign.x1 + 70, fl - 60 * s), width=0.25, dashes="[2 1] 0")
    page.draw_line((sign.x1 + 2, fl - 57 * s), (sign.x1 + 46, fl - 57 * s), width=0.25, dashes="[2 1] 0")
    dim_v(page, sign.x1 + 40, fl - 57 * s, fl, "48\" MIN.", size=6.5)
    dim_v(page, sign.x1 + 64, fl - 60 * s, fl, "60\" MAX.", size=6.5)
    _leader(page, sign.x1 + 44, fl - 57 * s, sign.x1 + 96, fl - 70 * s, "BASELINE OF LOWEST TACTILE CHARACTER")
    _leader(page, sign.x1 + 68, fl - 60 * s, sign.x1 + 96, fl - 86 * s, "BASELINE OF HIGHEST TACTILE CHARACTER")
    dim_h(page, door.x1 + 5, sign.x0 + 3 * s, fl - 76 * s, "9\"", ext_from=fl - 64 * s, size=6.5)
    t(page, sign.x1 + 96, fl - 40 * s, "CL OF SIGN 9\" FROM EDGE OF", 6.0)
    t(page, sign.x1 + 96, fl - 40 * s + 9, "DOOR FRAME AT LATCH SIDE, TYP.", 6.0)
    t(page, sign.x1 + 96, fl - 40 * s + 18, "SEE SIGNAGE NOTES 2 AND 3.", 6.0)
    t(page, ox + 250, fl - 6, "FINISHED FLOOR", 6.0)


def _clear_floor(page, x, y):
    """View 4: the plan of the clear floor space at a tactile sign, at 3/4" = 1'-0"."""
    view_title(page, x, y, "4", "CLEAR FLOOR SPACE AT TACTILE SIGN", "3/4\" = 1'-0\"", rule=330)
    s = 0.75 * 72 / 12                    # points per inch
    wy = y + 70
    page.draw_rect(pymupdf.Rect(x + 10, wy - 5, x + 300, wy + 5), width=0.8, fill=(0.86, 0.86, 0.86))
    hx = x + 40
    page.draw_rect(pymupdf.Rect(hx, wy - 5.6, hx + 36 * s, wy + 5.6), width=0, color=None, fill=(1, 1, 1))
    for xx in (hx, hx + 36 * s):
        page.draw_line((xx, wy - 5), (xx, wy + 5), width=0.6)
    page.draw_line((hx, wy + 5), (hx, wy + 5 + 36 * s), width=0.8)
    arc(page, hx, wy + 5, 36 * s, 0, 90, dashes="[2 1.5] 0")
    arc(page, hx, wy + 5, 36 * s, 0, 45, width=0.7)
    a45 = (hx + 36 * s * math.cos(math.radians(45)), wy + 5 + 36 * s * math.sin(math.radians(45)))
    page.draw_line((hx, wy + 5), a45, width=0.3, dashes="[4 2] 0")
    t(page, a45[0] + 6, a45[1] + 4, "45 DEG. OPEN", 5.8)
    scx = hx + 36 * s + 9 * s
    page.draw_rect(pymupdf.Rect(scx - 3 * s, wy + 5, scx + 3 * s, wy + 8), width=0, fill=BLACK)
    cfs = pymupdf.Rect(scx - 9 * s, wy + 8, scx + 9 * s, wy + 8 + 18 * s)
    page.draw_rect(cfs, width=0.7, dashes="[3 2] 0")
    page.draw_line((cfs.x0, cfs.y0), (cfs.x1, cfs.y1), width=0.2)
    page.draw_line((cfs.x1, cfs.y0), (cfs.x0, cfs.y1), width=0.2)
    dim_h(page, cfs.x0, cfs.x1, cfs.y1 + 16, "18\"", ext_from=cfs.y1 + 2, size=6.5)
    dim_v(page, cfs.x1 + 16, cfs.y0, cfs.y1, "18\"", ext_from=cfs.x1 + 2, size=6.5)
    _leader(page, scx + 2, wy + 6, cfs.x1 + 40, wy - 22, "TACTILE SIGN")
    ny = wy + 5 + 36 * s + 26
    t(page, x + 10, ny, "18\" x 18\" CLEAR FLOOR SPACE CENTERED ON THE TACTILE", 6.2)
    t(page, x + 10, ny + 9, "CHARACTERS, BEYOND THE ARC OF THE DOOR SWING BETWEEN", 6.2)
    t(page, x + 10, ny + 18, "CLOSED AND 45 DEG. OPEN. SEE SIGNAGE NOTE 4.", 6.2)


def _overhead(page, x, y):
    """View 5: an overhead directional sign hung from the ceiling, at 1/2" = 1'-0"."""
    view_title(page, x, y, "5", "OVERHEAD SIGN SUSPENSION", "1/2\" = 1'-0\"", rule=330)
    s = 0.5 * 72 / 12
    fl = y + 84 + 108 * s
    cl = fl - 108 * s
    page.draw_line((x + 10, fl), (x + 300, fl), width=1.2)
    for k in range(15):
        page.draw_line((x + 10 + k * 20, fl + 8), (x + 18 + k * 20, fl), width=0.3)
    page.draw_line((x + 10, cl), (x + 300, cl), width=0.9)
    for k in range(6):
        page.draw_rect(pymupdf.Rect(x + 14 + k * 48, cl - 3, x + 20 + k * 48, cl + 2), width=0.4)
    page.draw_line((x + 10, cl - 40), (x + 300, cl - 40), width=0.5, dashes="[6 3] 0")
    t(page, x + 200, cl - 44, "STRUCTURE ABOVE", 5.8)
    t(page, x + 200, cl + 12, "ACOUSTICAL CEILING", 5.8)
    sx = x + 80
    sign = pymupdf.Rect(sx, fl - 92 * s, sx + 1 * s * 3, fl - 84 * s)
    page.draw_rect(sign, width=0.9, fill=(0.82, 0.82, 0.82))
    page.draw_line((sx + 1.5, cl - 40), (sx + 1.5, sign.y0), width=0.5)
    page.draw_circle((sx + 1.5, cl - 40), 2, width=0.5)
    dim_v(page, sx - 18, sign.y1, fl, "84\"", ext_from=sign.x0 - 2, size=6.5)
    dim_v(page, sx - 40, cl, fl, "9'-0\" CLG.", ext_from=x + 10, size=6.5)
    _leader(page, sx + 1.5, cl - 20, sx + 50, cl - 20, "1/16\" S.S. AIRCRAFT CABLE TO STRUCTURE,")
    t(page, sx + 66, cl - 10, "NOT TO CEILING GRID", 6.0)
    _leader(page, sign.x1, sign.y0 + 10, sx + 50, sign.y0 - 10, "TYPE D SIGN, 1\" THICK")
    _leader(page, sign.x1, sign.y1, sx + 50, sign.y1 + 26, "80\" MIN. HEADROOM (ADA 307.4);")
    t(page, sx + 66, sign.y1 + 37, "84\" AFF TO BOTTOM AS SCHEDULED", 6.0)


def _symbols(page, x, y):
    t(page, x, y, "SYMBOL LEGEND", 9, "hebo")
    page.draw_line((x, y + 3), (x + 150, y + 3), width=0.6)
    r = y + 24
    sign_tag(page, x + 14, r - 3, "101")
    t(page, x + 40, r, "SIGN NUMBER - SEE SIGNAGE SCHEDULE", 6.5)
    page.draw_rect(pymupdf.Rect(x + 12, r + 15, x + 16.4, r + 19.4), width=0, fill=BLACK)
    t(page, x + 40, r + 20, "WALL-MOUNTED SIGN LOCATION (LATCH SIDE)", 6.5)
    page.draw_line((x + 2, r + 37), (x + 26, r + 37), width=2.2, dashes="[5 2] 0")
    t(page, x + 40, r + 40, "OVERHEAD SIGN, SUSPENDED", 6.5)
    page.draw_rect(pymupdf.Rect(x + 11, r + 51, x + 17, r + 63), width=0.8)
    page.draw_line((x + 11, r + 51), (x + 17, r + 63), width=0.4)
    t(page, x + 40, r + 60, "EVACUATION MAP", 6.5)
    delta(page, x + 14, r + 78, "2", size=9)
    t(page, x + 40, r + 80, "REVISION DELTA", 6.5)
    w = tw("000", 6, "helv") + 6
    page.draw_rect(pymupdf.Rect(x + 14 - w / 2, r + 92, x + 14 + w / 2, r + 101), width=0.5)
    tc(page, x + 14, r + 99, "000", 6)
    t(page, x + 40, r + 100, "ROOM NUMBER", 6.5)


def _abbrev(page, x, y):
    t(page, x, y, "ABBREVIATIONS", 9, "hebo")
    page.draw_line((x, y + 3), (x + 150, y + 3), width=0.6)
    for i, (a, b) in enumerate(ABBREVIATIONS):
        t(page, x, y + 20 + 10.5 * i, a, 6.5, "hebo")
        t(page, x + 42, y + 20 + 10.5 * i, b, 6.5)


# ---- the schedule -----------------------------------------------------------------------------
def _schedule(page, x0, y0):
    t(page, x0, y0 - 12, "SIGNAGE SCHEDULE", 12, "hebo")
    page.draw_line((x0, y0 - 8), (x0 + 200, y0 - 8), width=1.2)
    xs = [x0]
    for _, w in COLS:
        xs.append(xs[-1] + w)
    h1, h2, rh = 14, 14, 15.5
    hy = y0
    top_rows = hy + h1 + h2
    n = len(SCHEDULE)
    end = top_rows + rh * n
    # header
    page.draw_rect(pymupdf.Rect(xs[0], hy, xs[-1], top_rows), width=0, fill=(0.9, 0.9, 0.9))
    page.draw_line((xs[0], hy), (xs[-1], hy), width=1.2)
    page.draw_line((xs[3], hy + h1), (xs[5], hy + h1), width=0.5)           # under "MESSAGE" only
    page.draw_line((xs[0], top_rows), (xs[-1], top_rows), width=1.0)
    for i, (head, _) in enumerate(COLS):
        cx = (xs[i] + xs[i + 1]) / 2
        if i in (3, 4):
            tc(page, cx, hy + h1 + 10, head, 6.5, "hebo")
            continue
        lines = head.split("\n")
        mid = hy + (h1 + h2) / 2
        for k, ln in enumerate(lines):
            tc(page, cx, mid + 2.3 + (k - (len(lines) - 1) / 2) * 8, ln, 6.5, "hebo")
    tc(page, (xs[3] + xs[5]) / 2, hy + 10, "MESSAGE", 6.5, "hebo")
    # runs of one type (merged cells)
    runs = []
    for i, row in enumerate(SCHEDULE):
        if runs and runs[-1][0] == row[1]:
            runs[-1][2] = i
        else:
            runs.append([row[1], i, i])
    first_of_run = {r[1] for r in runs}
    for i, row in enumerate(SCHEDULE):
        ry = top_rows + rh * i
        base = ry + rh - 4.6
        if i > 0:
            # the rule between rows: broken in the type column inside a run, and in the mounting
            # column inside a merged D or E run
            merged_type = i not in first_of_run
            merged_mount = merged_type and row[1] in MERGED_MOUNTING
            segs = [(xs[0], xs[1])]
            if not merged_type:
                segs.append((xs[1], xs[2]))
            segs.append((xs[2], xs[5]))
            if not merged_mount:
                segs.append((xs[5], xs[6]))
            segs.append((xs[6], xs[7]))
            for a, b in segs:
                page.draw_line((a, ry), (b, ry), width=0.35)
        no, typ, room, l1, l2, mount, rem = row
        tc(page, (xs[0] + xs[1]) / 2, base, no, 6.8, "helv")
        tc(page, (xs[2] + xs[3]) / 2, base, room, 6.8, "helv")
        t(page, xs[3] + 4, base, l1, 6.8, "helv")
        if l2:
            t(page, xs[4] + 4, base, l2, 6.8, "helv")
        if mount:
            t(page, xs[5] + 4, base, mount, 6.8, "helv")
        if rem:
            t(page, xs[6] + 4, base, rem, 6.3, "helv")
    for typ, a, b in runs:
        ya, yb = top_rows + rh * a, top_rows + rh * (b + 1)
        tc(page, (xs[1] + xs[2]) / 2, (ya + yb) / 2 + 3, typ, 8, "hebo")
        if typ in MERGED_MOUNTING:
            t(page, xs[5] + 4, (ya + yb) / 2 + 2.4, MERGED_MOUNTING[typ], 6.8, "helv")
        if a > 0:
            page.draw_line((xs[1], ya), (xs[2], ya), width=0.35)
    page.draw_line((xs[0], end), (xs[-1], end), width=1.2)
    for i, xx in enumerate(xs):
        if i in (4,):
            page.draw_line((xx, hy + h1), (xx, end), width=0.4)
        else:
            page.draw_line((xx, hy), (xx, end), width=1.0 if i in (0, len(xs) - 1) else 0.4)
    # the ASI 03 delta beside the type E rows
    ya = top_rows + rh * (n - 4)
    delta(page, xs[-1] + 16, ya + 2 * rh, "2", size=9)
    page.draw_line((xs[-1] + 6, ya + 2), (xs[-1] + 6, end - 2), width=0.8, color=BLACK)
    t(page, x0, end + 14, "SCHEDULE SHOWS SIGNS FOR FIRST FLOOR ONLY. SIGN NUMBERS ARE NOT ROOM NUMBERS; "
      "ROOM NO. IS THE ROOM THE SIGN IDENTIFIES OR IS LOCATED IN.", 6.3)
    return end


def _notes(page, x, y):
    t(page, x, y, "SIGNAGE NOTES", 10, "hebo")
    page.draw_line((x, y + 3), (x + 140, y + 3), width=0.8)
    yy = y + 20
    for i, lines in enumerate(SIGNAGE_NOTES, 1):
        t(page, x, yy, f"{i}.", 6.8, "helv")
        for ln in lines:
            t(page, x + 16, yy, ln, 6.8, "helv")
            yy += 9.2
        yy += 4.5
    return yy


# ---- title strip ------------------------------------------------------------------------------
def _cap(page, x, yb, s):
    """A field caption, turned a quarter turn to read bottom to top, at the field's left edge."""
    t(page, x + 8.5, yb - 4, s, 5.2, "helv", rotate=90)


def _title_strip(page):
    x0, x1 = TB_X, W - M
    page.draw_line((x0, M), (x0, H - M), width=1.6)
    page.draw_line((x0 + 4, M), (x0 + 4, H - M), width=0.4)
    vx = x0 + 18                                  # values start right of the caption column
    fields = [250, 380, 540, 680, 860, 912, 960, 1008, 1056, 1104, 1250, H - M]
    prev = M
    for yb in fields:
        page.draw_line((x0, yb), (x1, yb), width=0.7)
        prev = yb
    page.draw_line((x0 + 12, M), (x0 + 12, H - M), width=0.3)
    # firm
    _cap(page, x0, 250, "ARCHITECT")
    page.draw_rect(pymupdf.Rect(vx, 52, vx + 34, 86), width=1.4)
    page.draw_line((vx + 17, 52), (vx + 17, 86), width=1.4)
    t(page, vx + 4, 76, "T", 15, "tiro")
    t(page, vx + 19.5, 76, "M", 13, "tiro")
    t(page, vx, 106, "TRELLIS & MOORE", 11, "hebo")
    t(page, vx, 118, "ARCHITECTS", 9, "hebo")
    for i, ln in enumerate(["1207 LOCUST STREET, SUITE 400", "COLUMBIA, MISSOURI 65201", "T 573.555.0142",
                            "trellismoore.example"]):
        t(page, vx, 134 + 9 * i, ln, 6.2)
    for i, ln in enumerate(["(C) 2025 TRELLIS & MOORE ARCHITECTS, INC.", "THESE DRAWINGS ARE INSTRUMENTS OF",
                            "SERVICE AND REMAIN THE PROPERTY OF THE", "ARCHITECT. DO NOT SCALE DRAWINGS."]):
        t(page, vx, 186 + 8 * i, ln, 4.8, "tiro")
    # consultants
    _cap(page, x0, 380, "CONSULTANTS")
    cons = [("WAYFINDING / SIGNAGE DESIGN", "BRIGHTLINE ENVIRONMENTAL GRAPHICS", "KANSAS CITY, MO"),
            ("STRUCTURAL", "HARGROVE STRUCTURAL ENGINEERS", "JEFFERSON CITY, MO"),
            ("MEP / FIRE ALARM", "CALLOWAY MEP GROUP", "COLUMBIA, MO")]
    for i, (a, b, c) in enumerate(cons):
        yy = 266 + 38 * i
        t(page, vx, yy, a, 5.2, "helv", color=GREY)
        t(page, vx, yy + 9, b, 6.2, "hebo")
        t(page, vx, yy + 17, c, 5.8)
    # seal
    _cap(page, x0, 540, "SEAL")
    scx, scy = vx + 72, 460
    page.draw_circle((scx, scy), 58, width=0.9)
    page.draw_circle((scx, scy), 46, width=0.5)
    tc(page, scx, scy - 22, "STATE OF MISSOURI", 5.5, "hebo")
    tc(page, scx, scy - 6, "RACHEL D. MOORE", 6.5, "hebo")
    tc(page, scx, scy + 4, "ARCHITECT", 5.5)
    tc(page, scx, scy + 14, "A-2009017642", 5.5)
    tc(page, scx, scy + 30, "LICENSED", 5.5, "hebo")
    # project
    _cap(page, x0, 680, "PROJECT")
    t(page, vx, 560, "OSAGE VALLEY", 10, "hebo")
    t(page, vx, 572, "COMMUNITY LIBRARY", 10, "hebo")
    t(page, vx, 586, "410 E. CHESTNUT STREET", 6.5)
    t(page, vx, 595, "OSAGE VALLEY, MO 65049", 6.5)
    t(page, vx, 614, "OWNER:", 5.2, color=GREY)
    t(page, vx, 623, "OSAGE VALLEY PUBLIC", 6.5)
    t(page, vx, 632, "LIBRARY DISTRICT", 6.5)
    # revisions
    _cap(page, x0, 860, "REVISIONS")
    t(page, vx, 696, "NO.", 5.2, "hebo")
    t(page, vx + 18, 696, "DATE", 5.2, "hebo")
    t(page, vx + 66, 696, "DESCRIPTION", 5.2, "hebo")
    page.draw_line((vx, 699), (x1 - 4, 699), width=0.4)
    for i, (no, date, desc) in enumerate(REVISIONS):
        yy = 712 + 14 * i
        delta(page, vx + 5, yy - 2.5, no, size=7)
        t(page, vx + 18, yy, date, 6.2)
        t(page, vx + 66, yy, desc, 6.2)
        page.draw_line((vx, yy + 4), (x1 - 4, yy + 4), width=0.2)
    for i in range(len(REVISIONS), 9):
        yy = 712 + 14 * i
        page.draw_line((vx, yy + 4), (x1 - 4, yy + 4), width=0.2)
    # issue, date, project no., drawn / checked, scale
    _cap(page, x0, 912, "ISSUE")
    t(page, vx, 890, "ISSUED FOR", 7.5, "hebo")
    t(page, vx, 900, "CONSTRUCTION", 7.5, "hebo")
    _cap(page, x0, 960, "DATE")
    t(page, vx, 940, "09/22/2025", 8.5)
    _cap(page, x0, 1008, "PROJECT NO.")
    t(page, vx, 988, "TMA 2318", 8.5)
    _cap(page, x0, 1056, "DRAWN")
    page.draw_line((x0 + 92, 1008), (x0 + 92, 1056), width=0.5)
    t(page, vx, 1036, "KLP", 8.5, "cour")
    t(page, x0 + 92 + 8.5, 1052, "CHECKED", 5.2, rotate=90)
    t(page, x0 + 110, 1036, "RDM", 8.5, "cour")
    _cap(page, x0, 1104, "SCALE")
    t(page, vx, 1084, "AS NOTED", 8.5)
    # sheet title, sheet number
    _cap(page, x0, 1250, "SHEET TITLE")
    t(page, vx, 1150, "SIGNAGE PLAN", 12, "hebo")
    t(page, vx, 1165, "AND SCHEDULE", 12, "hebo")
    _cap(page, x0, H - M, "SHEET NUMBER")
    t(page, vx + 4, 1380, "A-801", 38, "hebo")
    # a small key to the floor (north arrow and building outline)
    kx, ky = vx + 20, 1470
    page.draw_rect(pymupdf.Rect(kx, ky, kx + 100, ky + 64), width=0.6)
    page.draw_rect(pymupdf.Rect(kx, ky, kx + 100, ky + 64), width=0, fill=(0.75, 0.75, 0.75))
    t(page, kx, ky + 78, "KEY PLAN - FIRST FLOOR (SHADED)", 5.2)
    t(page, kx, ky + 88, "LOWER LEVEL: SEE A-802", 5.2)


def _related(page, x, y):
    t(page, x, y, "RELATED SHEETS", 9, "hebo")
    page.draw_line((x, y + 3), (x + 150, y + 3), width=0.6)
    rows = [("A-101", "FIRST FLOOR PLAN (DIMENSIONS, ROOM NAMES AND NUMBERS)"),
            ("A-121", "FIRST FLOOR REFLECTED CEILING PLAN (OVERHEAD SIGN LOCATIONS)"),
            ("A-601", "DOOR SCHEDULE AND DOOR TYPES"),
            ("A-802", "LOWER LEVEL SIGNAGE PLAN AND SCHEDULE"),
            ("E-101", "EMERGENCY LIGHTING AND ILLUMINATED EXIT SIGNS")]
    for i, (a, b) in enumerate(rows):
        t(page, x, y + 20 + 11 * i, a, 6.8, "hebo")
        t(page, x + 40, y + 20 + 11 * i, b, 6.8)


def _border(page):
    page.draw_rect(pymupdf.Rect(M, M, W - M, H - M), width=2.0)
    for k in range(1, 6):
        x = M + (TB_X - M) * k / 6
        page.draw_line((x, M - 8), (x, M), width=0.4)
        page.draw_line((x, H - M), (x, H - M + 8), width=0.4)
    for k in range(6):
        tc(page, M + (TB_X - M) * (k + 0.5) / 6, M - 10, str(6 - k), 6)
    for k in range(4):
        y = M + (H - 2 * M) * (k + 0.5) / 4
        t(page, M - 12, y, "DCBA"[k], 6)


def signage_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _border(page)
    _title_strip(page)
    _plan(page)
    _sign_types(page, 70, 1000)
    sx = 1330
    end = _schedule(page, sx, 130)
    _notes(page, sx, end + 50)
    _mounting(page, 1810, end + 64)
    _clear_floor(page, sx, 1150)
    _overhead(page, 1700, 1150)
    _symbols(page, 2070, 1140)
    _abbrev(page, 2070, 1320)
    _related(page, sx, 1500)
    t(page, 1330, H - M - 12, "A-801 SIGNAGE PLAN AND SCHEDULE  |  PLOTTED 11/12/2025 3:41 PM  |  "
      "F:\\PROJECTS\\TMA2318\\CAD\\SHEETS\\A-801.dwg", 5, "cour", color=GREY)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
