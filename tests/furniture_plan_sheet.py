"""A US interiors furniture plan (I-201, ARCH D 36x24 in, landscape) for the second floor of an
invented university student success center, drawn the way an interiors office's CAD export draws
one: the plan at 1/8" = 1'-0" with poched exterior and interior walls, windows, door swings, two
stairs and an elevator, the column grid (1..6, A..C) with its dimension strings, room tags (name
over a number in a box) with the room's area under the furnished rooms (`960 SF`), and the furniture
drawn as simple outlines (task, meeting, stacking and guest chairs, stools, lounge chairs, ottomans,
sofas, round / square / boat-shaped tables, L-shaped desks, testing carrels, a custom reception
desk), each kind tagged with its FF&E code in a small ellipse (`CH-1`, `TB-3`, `LN-1`, `WS-2`,
`SF-1` ..), some tags marked `TYP.`; existing furniture to remain dashed and marked `(E)`, relocated
items marked `(R)`, floor boxes, a callout of office 208 to the enlarged plan; the view title with its
scale and a north arrow; under the plan a legend, a seating summary (seats by room, with a total),
a key plan and view 2, the enlarged plan of a typical advisor office at 1/4" = 1'-0", dimensioned.

To the right: the FF&E SCHEDULE (TAG, ITEM, MANUFACTURER, MODEL / SERIES, FINISH / FABRIC, QTY,
REMARKS) drawn BOTTOM-UP as a table that grows upward: its title at the very bottom, the column
header row just above the title, CH-1 just above the header and the later rows stacked above it
(the last row, WS-3, at the top); the FINISH / FABRIC KEY (FB-1 .. FB-6 fabrics, LM-1 / LM-2
laminates, MT-1 / MT-2 metal finishes: manufacturer, pattern, color, content / remarks) drawn
top-down; the general furniture notes, numbered, set in two narrow columns only ~0.15 in apart; a
furniture power / data table (TAG, POWER, DATA / AV, FEED), abbreviations in three columns, and
a list of related drawings.

The title block is a strip along the bottom: firm, architect of record, project, owner, a revision
block that is also drawn bottom-up (title, then column heads, then revision 1, 2 and 3 upward, two
blank rows at the top), issue / date / project number / drawn / checked / scale, sheet title and the
sheet number. The FF&E quantities in the schedule and the seats in the summary are counted from the
pieces drawn on the plan.

Shared by tests with the sheet's questions (`tests/blind_questions/drawn/round64-drawn.jsonl`),
written before drawqa answered any of them.
"""
from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pymupdf

W, H = 2592, 1728                 # ARCH D, 36 x 24 in, landscape
FT = 9.0                          # 1/8" = 1'-0": nine points to the foot
PX, PY = 170, 200                 # the building's north-west corner (outside face of wall)
BW, BD = 160, 96                  # feet
TB_TOP = 1530                     # title block strip along the bottom
RX = 1690                         # right-hand column of schedules and notes

BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
POCHE = (0.42, 0.42, 0.42)
MILL = (0.88, 0.88, 0.88)

FIRM = "MARROW + VANCE INTERIORS"
REVISIONS = [("1", "ADDENDUM 1", "10/17/2025"),
             ("2", "ASI-02 - FF&E QUANTITY REVISIONS", "12/03/2025"),
             ("3", "FF&E BID PACKAGE 2 REISSUE", "01/22/2026")]

# tag: (item, manufacturer, model / series, finish / fabric, remarks) -- quantities are counted
FFE = {
    "CH-1": ("TASK CHAIR, MID-BACK", "STEELCASE", "SERIES 2, 435A00", "FB-1 / MT-1",
             "HEIGHT & WIDTH ADJ. ARMS, HARD CASTERS"),
    "CH-2": ("MEETING CHAIR, MID-BACK, ARMS", "HAWORTH", "VERY CONFERENCE", "FB-3 / MT-2",
             "FIXED ARMS, HARD CASTERS"),
    "CH-3": ("STACKING SIDE CHAIR, ARMLESS", "KI", "RUCKUS 4-LEG", "SHELL: CHARCOAL / MT-1",
             "STACKS 8 HIGH, NYLON GLIDES"),
    "CH-4": ("GUEST CHAIR W/ ARMS", "HAWORTH", "VERY SIDE CHAIR", "FB-5 / MT-2",
             "UPHOLSTERED SEAT, PLASTIC BACK"),
    "CH-5": ("COUNTER STOOL, 26\" SEAT HT.", "ARPER", "CATIFA 46", "FB-6 SEAT PAD / MT-1",
             "SLED BASE W/ FOOTREST"),
    "LN-1": ("LOUNGE CHAIR, MID-BACK", "STEELCASE", "B-FREE LOUNGE", "FB-2 / MT-1",
             "USB-C POWER IN RIGHT ARM"),
    "LN-2": ("OTTOMAN, 20\" SQ.", "STEELCASE", "B-FREE OTTOMAN", "FB-6",
             "GLIDES, NO CASTERS"),
    "SF-1": ("SOFA, 3-SEAT, 84\" W", "BERNHARDT DESIGN", "ALDER 3-SEAT", "FB-4 / LM-1 LEGS",
             "POWER/USB MODULE AT EACH ARM"),
    "TB-1": ("CONFERENCE TABLE, 48\" x 144\", BOAT", "HAWORTH", "PLANES", "LM-1 TOP / MT-2 BASE",
             "(2) POWER/DATA MODULES, CORE TO FLOOR BOX"),
    "TB-2": ("TUTORING TABLE, 42\" DIA., 29\" HT.", "KI", "TANDEM ROUND", "LM-2 TOP / MT-1 BASE",
             "X-BASE WITH LEVELERS"),
    "TB-3": ("GROUP STUDY TABLE, 42\" x 84\"", "STEELCASE", "MEDIA:SCAPE TABLE", "LM-1 TOP / MT-1",
             "INTEGRAL POWER MODULE, SEE E-201"),
    "TB-4": ("CAFE TABLE, 36\" SQ., 29\" HT.", "FALCON", "CLASSIC X-BASE", "LM-2 TOP / MT-1 BASE",
             "FLIP-TOP NOT REQUIRED"),
    "TB-5": ("COUNTER TABLE, 30\" x 120\", 42\" HT.", "HAWORTH", "PLANES COUNTER", "LM-1 TOP / MT-1",
             "(4) POWER/USB GROMMETS"),
    "TB-6": ("OCCASIONAL TABLE, 22\" DIA.", "BERNHARDT DESIGN", "ALDER SIDE TABLE", "LM-1",
             ""),
    "WS-1": ("L-DESK, 30\" x 66\" W/ 24\" x 42\" RETURN", "HERMAN MILLER", "CANVAS PRIVATE OFFICE",
             "LM-1 / MT-2", "BOX/BOX/FILE PEDESTAL UNDER RETURN"),
    "WS-2": ("TESTING CARREL, 36\" x 24\", 48\" PANELS", "ALLSTEEL", "TERRACE CARREL", "LM-2 / MT-2",
             "(2) AT 30\" AFF FOR ACCESSIBILITY, NOTE 4"),
    "WS-3": ("RECEPTION DESK, 2-PERSON", "CUSTOM", "PER 4/A-501", "LM-1 / SOLID SURFACE TOP",
             "FURNISHED AND INSTALLED BY GC (DIV. 06)"),
}

FINISH_KEY = [
    ("CODE", "MANUFACTURER", "PATTERN", "COLOR", "CONTENT / REMARKS"),
    ("FB-1", "MAHARAM", "MESSENGER", "025 GRAPHITE", "100% RECYCLED POLYESTER, 100,000 DR"),
    ("FB-2", "KNOLL TEXTILES", "CROSSWAY", "07 HARBOR BLUE", "WOOL / NYLON, 60,000 DR"),
    ("FB-3", "MOMENTUM TEXTILES", "SILICA", "CITRON", "SILICONE, BLEACH CLEANABLE"),
    ("FB-4", "DESIGNTEX", "CAPSULE", "104 CLAY", "POLYESTER, CRYPTON FINISH"),
    ("FB-5", "CF STINSON", "BEEHIVE", "62 PERSIMMON", "100% POLYESTER, 150,000 DR"),
    ("FB-6", "ULTRAFABRICS", "BRISA", "887 GINGER", "POLYURETHANE, 250,000 DR"),
    ("LM-1", "WILSONART", "7981K-12", "NATURAL WALNUT", "HIGH PRESSURE LAMINATE, MATTE"),
    ("LM-2", "FORMICA", "949-58", "DESIGNER WHITE", "HIGH PRESSURE LAMINATE"),
    ("MT-1", "MFR. STANDARD", "POWDER COAT", "BLACK", "TEXTURED"),
    ("MT-2", "MFR. STANDARD", "POWDER COAT", "PLATINUM", "METALLIC, SMOOTH"),
]

NOTES = [
    "FURNITURE LAYOUT IS SHOWN FOR COORDINATION OF POWER, DATA AND CLEARANCES. FIELD VERIFY ALL "
    "ROOM DIMENSIONS PRIOR TO RELEASING ORDERS.",
    "ALL FF&E IS FURNISHED AND INSTALLED BY THE OWNER'S FURNITURE VENDOR (OFOI) UNDER SEPARATE "
    "CONTRACT, U.O.N. GC TO COORDINATE DELIVERY, ELEVATOR USE AND ACCESS.",
    "MAINTAIN A 36\" MIN. CLEAR ACCESSIBLE ROUTE BETWEEN FURNITURE GROUPINGS AND 44\" MIN. AT "
    "PRIMARY CIRCULATION PATHS.",
    "AT LEAST 5% OF STUDY, DINING AND TESTING SEATING SHALL BE AT ACCESSIBLE WORK SURFACES 28\" TO "
    "34\" AFF WITH 27\" MIN. KNEE CLEARANCE.",
    "UPHOLSTERED SEATING SHALL COMPLY WITH CAL TB 117-2013. UPHOLSTERY FABRICS SHALL EXCEED 50,000 "
    "DOUBLE RUBS (WYZENBEEK) U.O.N.",
    "SUBMIT FABRIC CUTTINGS, LAMINATE CHIPS AND FINISH SAMPLES FOR APPROVAL BEFORE ORDERING. PROVIDE "
    "COM YARDAGE WITH SUBMITTAL.",
    "COORDINATE POWER MODULE LOCATIONS IN TABLES TB-1, TB-3 AND TB-5 WITH FLOOR BOXES ON E-201. DO "
    "NOT CORE SLAB WITHOUT ARCHITECT'S APPROVAL.",
    "ITEMS SHOWN DASHED ARE EXISTING (E) AND NOT IN CONTRACT. ITEMS MARKED (R) ARE EXISTING TO BE "
    "RELOCATED BY OWNER'S MOVER FROM LEVEL 1.",
    "ANCHOR ALL FREESTANDING UNITS OVER 42\" TALL TO WALL OR FLOOR PER MANUFACTURER'S SEISMIC "
    "BRACKET.",
    "SEATING SHALL CARRY A 12-YEAR MINIMUM MANUFACTURER'S WARRANTY; TABLES AND DESKS 10-YEAR.",
    "SUBMIT LEAD TIMES WITH BID. ALL FF&E SHALL BE DELIVERED AND INSTALLED BY 07/15/2026 FOR FALL "
    "SEMESTER OCCUPANCY.",
    "VENDOR SHALL REMOVE ALL PACKAGING FROM SITE DAILY AND PROTECT NEW FLOOR FINISHES DURING "
    "INSTALLATION.",
]


# ---------------------------------------------------------------------------------------------
# text helpers
def _text(page, x, y, text, size=7.0, font="helv", color=BLACK, rotate=0):
    page.insert_text((x, y), text, fontsize=size, fontname=font, color=color, rotate=rotate)


def _len(text, size, font="helv"):
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def _ctext(page, cx, y, text, size=7.0, font="helv"):
    _text(page, cx - _len(text, size, font) / 2, y, text, size, font)


def _wrap(text, width, size, font="helv"):
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and _len(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


def P(fx, fy):
    return PX + fx * FT, PY + fy * FT


def R(fx0, fy0, fx1, fy1):
    return pymupdf.Rect(P(fx0, fy0), P(fx1, fy1))


# ---------------------------------------------------------------------------------------------
# architecture
EXT_T = 1.0          # exterior wall, feet
INT_T = 0.42         # interior partition

INTERIOR_WALLS = [
    # corridor
    (0, 40, 106, 40), (122, 40, 160, 40),
    (0, 48, 40, 48), (60, 48, 160, 48),
    # north band
    (20, 0, 20, 40), (44, 0, 44, 40), (64, 0, 64, 40), (84, 0, 84, 40), (92, 0, 92, 40),
    (100, 0, 100, 40), (148, 0, 148, 40), (100, 14, 148, 14),
    (112, 0, 112, 14), (124, 0, 124, 14), (136, 0, 136, 14),
    # south band
    (20, 48, 20, 96), (10, 48, 10, 58), (0, 58, 20, 58), (0, 80, 20, 80),
    (92, 48, 92, 96), (124, 48, 124, 96), (140, 48, 140, 96), (124, 64, 140, 64), (124, 80, 140, 80),
]

# doors: (x, y, 'h'|'v' wall, width, hinge at the low end?, swing +1 / -1 across the wall)
DOORS = [
    (14, 40, "h", 3, True, -1), (38, 40, "h", 3, False, -1), (58, 40, "h", 3, False, -1),
    (78, 40, "h", 3, False, -1), (85, 40, "h", 3, True, -1), (92.4, 40, "h", 2.8, True, -1),
    (155, 40, "h", 3, False, -1),
    (108, 14, "h", 3, False, -1), (120, 14, "h", 3, False, -1), (132, 14, "h", 3, False, -1),
    (144, 14, "h", 3, False, -1),
    (3, 48, "h", 4, True, 1), (13, 48, "h", 3, True, 1),
    (20, 62, "v", 3, True, -1), (20, 84, "v", 3, True, -1),
    (104, 48, "h", 3, True, 1), (126, 48, "h", 3, True, 1),
    (124, 70, "v", 3, True, 1), (124, 86, "v", 3, True, 1),
    (142, 48, "h", 3, True, 1),
]

WINDOWS = [("n", 23, 41), ("n", 47, 61), ("n", 67, 81), ("n", 102, 110), ("n", 114, 122),
           ("n", 126, 134), ("n", 138, 146),
           ("s", 24, 44), ("s", 48, 68), ("s", 72, 88), ("s", 96, 120), ("s", 144, 156),
           ("e", 18, 36), ("e", 54, 66), ("e", 74, 90)]

# rooms: (name lines, number, x0, y0, x1, y1, tag position (fx, fy), area shown?)
ROOMS = [
    (["CONFERENCE"], "202", 20, 0, 44, 40, (32, 31), True),
    (["WORKROOM"], "203", 44, 0, 64, 40, (54, 33), True),
    (["STAFF", "BREAK"], "204", 64, 0, 84, 40, (74, 33), True),
    (["MEN"], "205", 84, 0, 92, 40, (88, 20), False),
    (["WOMEN"], "206", 92, 0, 100, 40, (96, 20), False),
    (["ADVISOR"], "207", 100, 0, 112, 14, (102.7, 11.3), True),
    (["ADVISOR"], "208", 112, 0, 124, 14, (114.7, 11.3), True),
    (["ADVISOR"], "209", 124, 0, 136, 14, (126.7, 11.3), True),
    (["ADVISOR"], "210", 136, 0, 148, 14, (138.7, 11.3), True),
    (["ADVISING", "RECEPTION"], "211", 100, 14, 148, 40, (126, 34), True),
    (["STORAGE"], "212", 0, 58, 20, 80, (10, 68), False),
    (["IDF"], "213", 0, 80, 20, 96, (10, 89), False),
    (["OPEN STUDY", "LOUNGE"], "214", 20, 48, 92, 96, (58, 71), True),
    (["TUTORING", "CENTER"], "215", 92, 48, 124, 96, (107, 77.5), True),
    (["GROUP", "STUDY"], "216", 124, 48, 140, 64, (136.6, 50.9), True),
    (["GROUP", "STUDY"], "217", 124, 64, 140, 80, (136.6, 66.9), True),
    (["GROUP", "STUDY"], "218", 124, 80, 140, 96, (136.6, 82.9), True),
    (["TESTING", "CENTER"], "219", 140, 48, 160, 96, (149.6, 73.5), True),
    (["JAN."], "201", 10, 48, 20, 58, (15, 54.5), False),
]


def _walls(page):
    page.draw_rect(R(0, 0, BW, BD), color=None, fill=POCHE)
    page.draw_rect(R(EXT_T, EXT_T, BW - EXT_T, BD - EXT_T), color=None, fill=WHITE)
    for x0, y0, x1, y1 in INTERIOR_WALLS:
        h = INT_T / 2
        r = R(x0, y0 - h, x1, y1 + h) if y0 == y1 else R(x0 - h, y0, x1 + h, y1)
        page.draw_rect(r, color=None, fill=POCHE)
    page.draw_rect(R(0, 0, BW, BD), color=BLACK, width=1.0)
    page.draw_rect(R(EXT_T, EXT_T, BW - EXT_T, BD - EXT_T), color=BLACK, width=0.5)
    # windows: three lines in a white opening through the exterior wall
    for side, a, b in WINDOWS:
        if side in "ns":
            y0 = 0 if side == "n" else BD - EXT_T
            page.draw_rect(R(a, y0, b, y0 + EXT_T), color=BLACK, fill=WHITE, width=0.4)
            page.draw_line(P(a, y0 + EXT_T / 2), P(b, y0 + EXT_T / 2), width=0.3)
        else:
            x0 = BW - EXT_T
            page.draw_rect(R(x0, a, x0 + EXT_T, b), color=BLACK, fill=WHITE, width=0.4)
            page.draw_line(P(x0 + EXT_T / 2, a), P(x0 + EXT_T / 2, b), width=0.3)
    # columns on the grid
    for gx in (0, 32, 64, 96, 128, 160):
        for gy in (0, 40, 96):
            page.draw_rect(R(gx - 0.8, gy - 0.8, gx + 0.8, gy + 0.8), color=BLACK, fill=BLACK, width=0.3)


def _doors(page):
    sh = page.new_shape()
    for x, y, wall, w, low, s in DOORS:
        h = INT_T / 2 + 0.05
        if wall == "h":
            page.draw_rect(R(x, y - h, x + w, y + h), color=None, fill=WHITE)
            hx = x if low else x + w
            fx = x + w if low else x
            leaf = (hx, y + s * w)
            pts = [P(hx + (fx - hx) * math.sin(t), y + s * w * math.cos(t))
                   for t in [i * math.pi / 20 for i in range(11)]]
        else:
            page.draw_rect(R(x - h, y, x + h, y + w), color=None, fill=WHITE)
            hy = y if low else y + w
            fy = y + w if low else y
            leaf = (x + s * w, hy)
            pts = [P(x + s * w * math.cos(t), hy + (fy - hy) * math.sin(t))
                   for t in [i * math.pi / 20 for i in range(11)]]
        sh.draw_line(P(hx if wall == "h" else x, y if wall == "h" else hy), P(*leaf))
        sh.finish(width=0.8, color=BLACK)
        sh.draw_polyline(pts)
        sh.finish(width=0.3, color=BLACK)
    sh.commit()


def _stair(page, x0, y0, x1, y1, label):
    """Two flights, treads across, an up arrow in one and a break line."""
    mid = (x0 + x1) / 2
    page.draw_rect(R(mid - 0.3, y0 + 4, mid + 0.3, y1 - 6), color=BLACK, width=0.5)
    y = y0 + 4
    while y <= y1 - 6 + 0.01:
        page.draw_line(P(x0 + 1, y), P(mid - 0.3, y), width=0.35)
        page.draw_line(P(mid + 0.3, y), P(x1 - 0.2, y), width=0.35)
        y += 11 / 12
    ax = (x0 + 1 + mid) / 2
    page.draw_line(P(ax, y1 - 7), P(ax, y0 + 5), width=0.5)
    page.draw_polyline([P(ax - 0.5, y0 + 6.2), P(ax, y0 + 5), P(ax + 0.5, y0 + 6.2)], width=0.5)
    _text(page, P(ax, y1 - 7)[0] - 6, P(ax, y1 - 7)[1] + 9, "UP", 6)
    bx = (mid + x1) / 2
    _text(page, P(bx, y0 + 8)[0] - 6, P(bx, y0 + 8)[1], "DN", 6)
    page.draw_line(P(x0 + 1, (y0 + y1) / 2 + 2), P(mid - 0.3, (y0 + y1) / 2 - 2), width=0.5)
    _room_tag(page, ["STAIR"], label, (mid, y1 - 3.0), area=None)


def _room_tag(page, names, number, at, area):
    cx, cy = P(*at)
    y = cy - 9 * (len(names) - 1) - 4
    for name in names:
        _ctext(page, cx, y, name, 7.5, "hebo")
        y += 9
    bw = _len(number, 7) + 8
    page.draw_rect(pymupdf.Rect(cx - bw / 2, y - 6.5, cx + bw / 2, y + 4.5), width=0.5)
    _ctext(page, cx, y + 2, number, 7)
    if area:
        _ctext(page, cx, y + 13, area, 6)


def _rooms(page):
    for names, number, x0, y0, x1, y1, at, show_area in ROOMS:
        area = f"{(x1 - x0) * (y1 - y0):,} SF" if show_area else None
        _room_tag(page, names, number, at, area)
    x, y = P(66, 44)
    _text(page, x, y + 2.5, "CORRIDOR", 7.5, "hebo")
    x += _len("CORRIDOR", 7.5, "hebo") + 5
    bw = _len("200", 7) + 8
    page.draw_rect(pymupdf.Rect(x, y - 5, x + bw, y + 5.5), width=0.5)
    _ctext(page, x + bw / 2, y + 3, "200", 7)
    _stair(page, 1, 1, 20, 40, "ST-1")
    _stair(page, 148, 1, 159, 40, "ST-2")
    # elevator
    page.draw_rect(R(1.5, 49.5, 9, 57), width=0.6)
    page.draw_line(P(1.5, 49.5), P(9, 57), width=0.3)
    page.draw_line(P(9, 49.5), P(1.5, 57), width=0.3)
    _ctext(page, P(5.25, 54)[0], P(5.25, 54)[1], "ELEV.", 6, "hebo")
    # stall partitions in the toilet rooms
    for x0 in (84, 92):
        for y in (8, 16):
            page.draw_line(P(x0 + 0.2, y), P(x0 + 5, y), width=0.5)
        for y in (4, 12):
            page.draw_circle(P(x0 + 1.6, y), 0.9 * FT, width=0.4)
        page.draw_rect(R(x0 + 5.6, 24, x0 + 7.8, 32), width=0.5)


# ---------------------------------------------------------------------------------------------
# furniture
class Furniture:
    def __init__(self, page, to=None, scale=FT):
        self.page = page
        self.to = to or P
        self.scale = scale
        self.shape = page.new_shape()
        self.counts: Counter = Counter()
        self.seats: Counter = Counter()

    def poly(self, local, cx, cy, ang, width=0.5, dashes=None, fill=None):
        a = math.radians(ang)
        ca, sa = math.cos(a), math.sin(a)
        pts = [self.to(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in local]
        self.shape.draw_polyline(pts + [pts[0]])
        self.shape.finish(width=width, color=BLACK, dashes=dashes, fill=fill, closePath=True)

    def line(self, a, b, width=0.4, dashes=None):
        self.shape.draw_line(self.to(*a), self.to(*b))
        self.shape.finish(width=width, color=BLACK, dashes=dashes)

    def circle(self, cx, cy, r, width=0.5, dashes=None):
        self.shape.draw_circle(self.to(cx, cy), r * self.scale)
        self.shape.finish(width=width, color=BLACK, dashes=dashes)

    @staticmethod
    def rect_pts(x0, y0, x1, y1):
        return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]

    # seating: local frame, the sitter faces +y (ang 0 = facing down the sheet)
    def chair(self, tag, cx, cy, ang, room):
        self.counts[tag] += 1
        self.seats[room] += 1
        if tag == "CH-5":
            self.circle(cx, cy, 0.7)
            self.circle(cx, cy, 0.45, width=0.3)
            return
        if tag == "CH-1":
            self.poly(self.rect_pts(-0.85, -0.55, 0.85, 0.95), cx, cy, ang)
            self.poly(self.rect_pts(-0.9, -0.95, 0.9, -0.6), cx, cy, ang, width=0.7)
            self.poly(self.rect_pts(-1.05, -0.3, -0.88, 0.6), cx, cy, ang, width=0.3)
            self.poly(self.rect_pts(0.88, -0.3, 1.05, 0.6), cx, cy, ang, width=0.3)
            return
        self.poly(self.rect_pts(-0.8, -0.6, 0.8, 0.85), cx, cy, ang)
        self.poly(self.rect_pts(-0.8, -0.85, 0.8, -0.6), cx, cy, ang, width=0.7)
        if tag in ("CH-2", "CH-4"):
            self.poly(self.rect_pts(-0.95, -0.45, -0.8, 0.55), cx, cy, ang, width=0.3)
            self.poly(self.rect_pts(0.8, -0.45, 0.95, 0.55), cx, cy, ang, width=0.3)

    def lounge(self, cx, cy, ang, room):
        self.counts["LN-1"] += 1
        self.seats[room] += 1
        self.poly(self.rect_pts(-1.4, -1.4, 1.4, 1.4), cx, cy, ang, width=0.6)
        self.poly(self.rect_pts(-1.4, -1.4, 1.4, -0.85), cx, cy, ang, width=0.4)
        self.poly(self.rect_pts(-1.4, -0.85, -0.95, 1.4), cx, cy, ang, width=0.4)
        self.poly(self.rect_pts(0.95, -0.85, 1.4, 1.4), cx, cy, ang, width=0.4)

    def ottoman(self, cx, cy):
        self.counts["LN-2"] += 1
        self.poly(self.rect_pts(-0.83, -0.83, 0.83, 0.83), cx, cy, 0, width=0.5)
        self.poly(self.rect_pts(-0.6, -0.6, 0.6, 0.6), cx, cy, 0, width=0.25)

    def sofa(self, cx, cy, ang, room):
        self.counts["SF-1"] += 1
        self.seats[room] += 3
        self.poly(self.rect_pts(-3.5, -1.5, 3.5, 1.5), cx, cy, ang, width=0.6)
        self.poly(self.rect_pts(-3.5, -1.5, 3.5, -0.9), cx, cy, ang, width=0.4)
        self.poly(self.rect_pts(-3.5, -0.9, -3.0, 1.5), cx, cy, ang, width=0.4)
        self.poly(self.rect_pts(3.0, -0.9, 3.5, 1.5), cx, cy, ang, width=0.4)
        for x in (-1.0, 1.0):
            self.poly(self.rect_pts(x - 0.01, -0.9, x + 0.01, 1.5), cx, cy, ang, width=0.25)

    def round_table(self, tag, cx, cy, dia):
        self.counts[tag] += 1
        self.circle(cx, cy, dia / 2, width=0.6)
        if tag == "TB-2":
            self.circle(cx, cy, 0.25, width=0.3)

    def rect_table(self, tag, cx, cy, w, d, ang=0, boat=False):
        self.counts[tag] += 1
        if boat:
            # w across, d long: widest at the middle of the long sides, narrower at the ends
            hw, hd = w / 2, d / 2
            self.poly([(-hw * 0.8, -hd), (hw * 0.8, -hd), (hw, 0), (hw * 0.8, hd), (-hw * 0.8, hd), (-hw, 0)],
                      cx, cy, ang, width=0.7)
            return
        self.poly(self.rect_pts(-w / 2, -d / 2, w / 2, d / 2), cx, cy, ang, width=0.6)

    def desk(self, x0, y0, room):
        """An L desk, main worksurface along the top, return down the right."""
        self.counts["WS-1"] += 1
        self.poly([(x0, y0), (x0 + 5.5, y0), (x0 + 5.5, y0 + 3.5), (x0 + 3.5, y0 + 3.5), (x0 + 3.5, y0 + 2.5),
                   (x0, y0 + 2.5)], 0, 0, 0, width=0.6)
        self.poly(self.rect_pts(x0 + 3.7, y0 + 2.6, x0 + 5.3, y0 + 3.4), 0, 0, 0, width=0.25, dashes="[1 1] 0")

    def carrel(self, cx, cy, ang):
        """A 36" x 24" carrel, privacy panels at back and sides, the sitter facing +y."""
        self.counts["WS-2"] += 1
        self.poly(self.rect_pts(-1.5, -1.0, 1.5, 1.0), cx, cy, ang, width=0.5)
        self.poly(self.rect_pts(-1.5, 1.0, 1.5, 0.85), cx, cy, ang, width=0.9)
        self.poly(self.rect_pts(-1.5, -1.0, -1.38, 1.0), cx, cy, ang, width=0.6)
        self.poly(self.rect_pts(1.38, -1.0, 1.5, 1.0), cx, cy, ang, width=0.6)

    def existing(self, x0, y0, x1, y1):
        self.poly(self.rect_pts(x0, y0, x1, y1), 0, 0, 0, width=0.5, dashes="[3 2] 0")

    def floor_box(self, cx, cy):
        self.poly(self.rect_pts(-0.45, -0.45, 0.45, 0.45), cx, cy, 0, width=0.4)
        self.poly([(-0.45, -0.45), (0.45, -0.45), (-0.45, 0.45)], cx, cy, 0, width=0.2, fill=BLACK)

    def commit(self):
        self.shape.commit()


def _tag(page, fx, fy, text, leader=None, typ=False, to=P):
    """An FF&E tag: the code in a small ellipse, a leader to the piece when given."""
    x, y = to(fx, fy)
    w = _len(text, 5.5) + 7
    r = pymupdf.Rect(x - w / 2, y - 5, x + w / 2, y + 5)
    page.draw_oval(r, color=BLACK, fill=WHITE, width=0.5)
    _ctext(page, x, y + 2, text, 5.5)
    if leader:
        lx, ly = to(*leader)
        sx = r.x0 if lx < r.x0 else (r.x1 if lx > r.x1 else x)
        sy = r.y1 if ly > r.y1 else (r.y0 if ly < r.y0 else y)
        page.draw_line((sx, sy), (lx, ly), width=0.3)
        page.draw_circle((lx, ly), 0.9, color=BLACK, fill=BLACK, width=0.2)
    if typ:
        _ctext(page, x, y + 11, "TYP.", 4.8)


def _around(f, tag, cx, cy, w, d, per_long, ends, room):
    """Chairs around a rectangular table w (x) by d (y): per_long on each long side, one at each end
    when `ends`."""
    off = d / 2 + 0.95
    for i in range(per_long):
        x = cx - w / 2 + w * (i + 0.5) / per_long
        f.chair(tag, x, cy - off, 0, room)
        f.chair(tag, x, cy + off, 180, room)
    if ends:
        f.chair(tag, cx - w / 2 - 0.95, cy, -90, room)
        f.chair(tag, cx + w / 2 + 0.95, cy, 90, room)


def _four_round(f, tag, cx, cy, dist, room):
    f.chair(tag, cx, cy - dist, 0, room)
    f.chair(tag, cx, cy + dist, 180, room)
    f.chair(tag, cx - dist, cy, -90, room)
    f.chair(tag, cx + dist, cy, 90, room)


def _furniture(page):
    f = Furniture(page)
    page_texts = []

    def note(fx, fy, text, size=5.5, font="helv"):
        page_texts.append((fx, fy, text, size, font))

    # 202 conference: boat table N-S, 5 a side and one at each end
    f.rect_table("TB-1", 32, 17, 4, 12, boat=True)
    for i in range(5):
        y = 12.4 + 2.3 * i
        f.chair("CH-2", 28.95, y, -90, "202")
        f.chair("CH-2", 35.05, y, 90, "202")
    f.chair("CH-2", 32, 9.9, 0, "202")
    f.chair("CH-2", 32, 24.1, 180, "202")
    f.floor_box(32, 17)
    _tag(page, 39.5, 8.5, "TB-1", leader=(33.5, 12))
    _tag(page, 24.5, 26.5, "CH-2", leader=(28.95, 21.6), typ=True)
    note(21.2, 17, "DISPLAY ON WALL", 5)
    note(21.2, 18.1, "BY OWNER", 5)

    # 203 workroom: counter by GC, existing copier and files, a counter table with stools
    page.draw_rect(R(45, 1, 63, 3.2), color=BLACK, fill=MILL, width=0.5)
    note(47.5, 2.5, "PLAM COUNTER BY GC, SEE 3/A-501", 5)
    f.existing(45.2, 6, 48.7, 9)
    note(45.3, 10.2, "(E) COPIER", 5)
    for i in range(3):
        f.existing(61.3, 12 + 3 * i, 62.8, 15 + 3 * i)
    note(57.4, 11.5, "(E) LATERAL", 5)
    note(57.4, 12.6, "FILES, TO REMAIN", 5)
    f.rect_table("TB-5", 54, 20, 10, 2.5)
    for x in (51.5, 56.5):
        f.chair("CH-5", x, 17.9, 0, "203")
        f.chair("CH-5", x, 22.1, 180, "203")
    f.floor_box(54, 20)
    _tag(page, 50, 26.5, "TB-5", leader=(51, 21))
    _tag(page, 59.5, 25, "CH-5", leader=(56.9, 22.5), typ=True)

    # 204 staff break: counter and sink by GC, owner's refrigerator, four cafe tables
    page.draw_rect(R(65, 1, 83, 3.2), color=BLACK, fill=MILL, width=0.5)
    page.draw_rect(R(72, 1.4, 75, 2.9), width=0.4)
    note(66, 5.2, "COUNTER & SINK BY GC", 5)
    f.existing(79.8, 3.5, 82.8, 6.3)
    note(76.9, 7.6, "REFRIG. (OFOI)", 5)
    for cx, cy in ((69.5, 15), (78.5, 15), (69.5, 25), (78.5, 25)):
        f.rect_table("TB-4", cx, cy, 3, 3)
        _four_round(f, "CH-3", cx, cy, 2.45, "204")
    _tag(page, 74, 11.2, "TB-4", leader=(71, 14.2))
    _tag(page, 74, 20, "CH-3", leader=(71.5, 22.8), typ=True)

    # 207-210 advisors: L desk, task chair, two guest chairs, relocated bookcase
    for i, x0 in enumerate((100, 112, 124, 136)):
        room = str(207 + i)
        f.desk(x0 + 4, 1.2, room)
        f.chair("CH-1", x0 + 6.2, 5.0, 180, room)
        f.chair("CH-4", x0 + 5.0, 9.0, 180, room)
        f.chair("CH-4", x0 + 8.0, 9.0, 180, room)
        f.existing(x0 + 0.3, 2.0, x0 + 1.4, 6.0)
        note(x0 + 0.3, 7.3, "(R)", 5)
        if i == 0:
            _tag(page, x0 + 10.7, 5.4, "WS-1", leader=(x0 + 9.5, 3.8), typ=True)
            _tag(page, x0 + 3.0, 4.0, "CH-1", leader=(x0 + 5.4, 5.0))
            _tag(page, x0 + 10.6, 8.6, "CH-4", leader=(x0 + 8.8, 9.2), typ=True)
    note(100.3, 8.4, "BOOKCASE", 4.6)
    # callout of the enlarged plan of a typical office
    page.draw_rect(R(112.5, 0.55, 123.5, 13.72), width=0.5, dashes="[6 2 1 2] 0")
    bx, by = P(125.6, 17.4)
    page.draw_line(P(123.5, 13.72), (bx - 7, by - 7), width=0.4)
    page.draw_circle((bx, by), 10, width=0.6)
    page.draw_line((bx - 10, by), (bx + 10, by), width=0.4)
    _ctext(page, bx, by - 2, "2", 7, "hebo")
    _ctext(page, bx, by + 7, "I-201", 4.8)

    # 211 advising reception: custom desk, two task chairs, waiting
    f.counts["WS-3"] += 1
    f.poly([(106, 17), (108, 17), (108, 21), (118, 21), (118, 17), (120, 17), (120, 23.5), (106, 23.5)],
           0, 0, 0, width=0.8, fill=MILL)
    f.chair("CH-1", 110.5, 18.7, 0, "211")
    f.chair("CH-1", 115.5, 18.7, 0, "211")
    _tag(page, 113, 26.5, "WS-3", leader=(113, 23.5))
    _tag(page, 104, 21, "CH-1", leader=(109.6, 19.2), typ=True)
    for cx in (128, 135):
        f.lounge(cx, 19, 0, "211")
    f.round_table("TB-6", 131.5, 19, 1.83)
    f.sofa(145.3, 27.25, 90, "211")
    f.lounge(138.2, 24.4, -90, "211")
    f.lounge(138.2, 30.1, -90, "211")
    f.round_table("TB-6", 141.6, 27.25, 1.83)
    _tag(page, 131.5, 23.5, "LN-1", leader=(134, 20.4), typ=True)
    _tag(page, 141.6, 20.6, "TB-6", leader=(141.6, 26.3))
    _tag(page, 142.6, 35.2, "SF-1", leader=(144.6, 30.8))
    note(101, 16.2, "BROCHURE RACK BY OWNER", 4.6)

    # 214 open study lounge
    for cx in (30, 44):
        f.rect_table("TB-5", cx, 93.5, 10, 2.5)
        for dx in (-3.75, -1.25, 1.25, 3.75):
            f.chair("CH-5", cx + dx, 91.3, 0, "214")
        f.floor_box(cx, 93.5)
    _tag(page, 37, 88.5, "TB-5", leader=(39.8, 92.5))
    _tag(page, 24.5, 88.2, "CH-5", leader=(26.25, 90.7), typ=True)
    # group A: four lounge chairs round an occasional table
    f.round_table("TB-6", 30, 64, 1.83)
    f.lounge(30, 60.4, 0, "214")
    f.lounge(30, 67.6, 180, "214")
    f.lounge(26.4, 64, -90, "214")
    f.lounge(33.6, 64, 90, "214")
    _tag(page, 36.8, 58.5, "LN-1", leader=(31.2, 59.6), typ=True)
    _tag(page, 24.5, 69.8, "TB-6", leader=(29.4, 64.6))
    # group B: a sofa, an end table, two ottomans, two lounge chairs facing
    f.sofa(48, 55.6, 0, "214")
    f.round_table("TB-6", 53.0, 55.6, 1.83)
    f.floor_box(53.0, 57.8)
    f.ottoman(46.3, 59.6)
    f.ottoman(49.7, 59.6)
    f.lounge(45.3, 63.6, 180, "214")
    f.lounge(50.7, 63.6, 180, "214")
    _tag(page, 42, 58.6, "SF-1", leader=(44.8, 56.4))
    _tag(page, 54.5, 61.2, "LN-2", leader=(50.4, 59.9), typ=True)
    # group C: two sofas facing, ottomans between, an end table
    f.sofa(80, 55.2, 0, "214")
    f.sofa(80, 65.8, 180, "214")
    f.ottoman(78.3, 60.5)
    f.ottoman(81.7, 60.5)
    f.round_table("TB-6", 86.4, 60.5, 1.83)
    _tag(page, 72.8, 60.5, "SF-1", leader=(76.8, 56.2), typ=True)
    _tag(page, 88.6, 57.3, "TB-6", leader=(86.9, 59.8))
    # pair along the west wall
    f.lounge(22.6, 76.2, -90, "214")
    f.lounge(22.6, 82.6, -90, "214")
    f.round_table("TB-6", 22.6, 79.4, 1.83)
    _tag(page, 27.6, 79.4, "LN-1", leader=(24.2, 79.4))
    # cafe tables
    for cx in (58, 66, 74, 82):
        f.rect_table("TB-4", cx, 83.5, 3, 3)
        _four_round(f, "CH-3", cx, 83.5, 2.45, "214")
    _tag(page, 62, 78.4, "TB-4", leader=(64.6, 82.3), typ=True)
    _tag(page, 87.8, 88.6, "CH-3", leader=(84.45, 84.3), typ=True)
    note(40.5, 71.2, "DONOR RECOGNITION WALL", 5)
    note(40.5, 72.2, "BY OWNER, NIC", 5)

    # 215 tutoring: six round tables, four chairs each, relocated markerboards
    for cx in (100, 114):
        for cy in (58, 71, 84):
            f.round_table("TB-2", cx, cy, 3.5)
            _four_round(f, "CH-3", cx, cy, 2.7, "215")
    _tag(page, 107, 61.2, "TB-2", leader=(101.3, 59.2), typ=True)
    _tag(page, 107, 67.2, "CH-3", leader=(102.6, 70.4), typ=True)
    f.existing(95, 93.3, 101, 94.6)
    f.existing(111, 93.3, 117, 94.6)
    note(101.4, 92.4, "(R) MOBILE MARKERBOARD, TYP.", 4.6)

    # 216-218 group study: table with six meeting chairs, owner's display
    for cy in (56, 72, 88):
        room = {56: "216", 72: "217", 88: "218"}[cy]
        f.rect_table("TB-3", 132, cy, 7, 3.5)
        _around(f, "CH-2", 132, cy, 7, 3.5, 3, False, room)
        f.floor_box(132, cy)
        page.draw_rect(R(139.1, cy - 2.5, 139.5, cy + 2.5), color=BLACK, fill=BLACK, width=0.2)
    _tag(page, 127.6, 61.6, "TB-3", leader=(129.5, 57.4), typ=True)
    _tag(page, 127.0, 77.3, "CH-2", leader=(129.7, 75.3), typ=True)
    note(136.4, 94.6, "TV BY OWNER", 4.6)

    # 219 testing: proctor desk, carrels along both long walls
    f.desk(146.2, 54.5, "219")
    f.chair("CH-1", 148.6, 52.6, 0, "219")
    for i in range(10):
        cy = 63.5 + 3 * i
        f.carrel(157.9, cy, -90)
        f.chair("CH-1", 155.95, cy, -90, "219")
    for i in range(9):
        cy = 66.5 + 3 * i
        f.carrel(141.3, cy, 90)
        f.chair("CH-1", 143.25, cy, 90, "219")
    f.existing(151, 48.4, 159, 49.9)
    note(150.2, 51.2, "(E) LOCKERS", 5)
    _tag(page, 151.0, 63.4, "WS-2", leader=(156.6, 64.6), typ=True)
    _tag(page, 148.0, 67.6, "CH-1", leader=(143.6, 69.0), typ=True)
    _tag(page, 153.5, 58.2, "WS-1", leader=(150.8, 57.2))
    # dimension across the aisle between carrel chairs
    f.line((144.1, 80.9), (155.1, 80.9), width=0.3)
    for x in (144.1, 155.1):
        f.line((x - 0.4, 81.3), (x + 0.4, 80.5), width=0.5)
    note(147.4, 80.5, "11'-0\" CLR", 5)

    f.commit()
    for fx, fy, text, size, font in page_texts:
        if text:
            x, y = P(fx, fy)
            _text(page, x, y, text, size, font)
    return f


# ---------------------------------------------------------------------------------------------
# grid, dimensions, view title, north arrow
GRID_X = [0, 32, 64, 96, 128, 160]
GRID_Y = [("A", 0), ("B", 40), ("C", 96)]


def _dim_h(page, x0, x1, y, text, size=7):
    page.draw_line((x0 - 6, y), (x1 + 6, y), width=0.4)
    for x in (x0, x1):
        page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=0.9)
        page.draw_line((x, y - 6), (x, y + 10), width=0.3)
    _ctext(page, (x0 + x1) / 2, y - 3, text, size)


def _dim_v(page, x, y0, y1, text, size=7):
    page.draw_line((x, y0 - 6), (x, y1 + 6), width=0.4)
    for y in (y0, y1):
        page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=0.9)
        page.draw_line((x - 6, y), (x + 10, y), width=0.3)
    tw = _len(text, size)
    _text(page, x - 3, (y0 + y1) / 2 + tw / 2, text, size, rotate=90)


def _grid(page):
    top = PY - 90
    for i, gx in enumerate(GRID_X, 1):
        x, _ = P(gx, 0)
        page.draw_circle((x, top), 12, width=0.8)
        _ctext(page, x, top + 4, str(i), 11, "hebo")
        page.draw_line((x, top + 12), (x, PY - 4), width=0.35, dashes="[14 3 3 3] 0")
    for a, b in zip(GRID_X, GRID_X[1:]):
        _dim_h(page, P(a, 0)[0], P(b, 0)[0], PY - 30, f"{b - a}'-0\"")
    _dim_h(page, P(0, 0)[0], P(BW, 0)[0], PY - 52, "160'-0\"")
    left = PX - 90
    for letter, gy in GRID_Y:
        _, y = P(0, gy)
        page.draw_circle((left, y), 12, width=0.8)
        _ctext(page, left, y + 4, letter, 11, "hebo")
        page.draw_line((left + 12, y), (PX - 4, y), width=0.35, dashes="[14 3 3 3] 0")
    for (_, a), (_, b) in zip(GRID_Y, GRID_Y[1:]):
        _dim_v(page, PX - 30, P(0, a)[1], P(0, b)[1], f"{b - a}'-0\"")
    _dim_v(page, PX - 52, P(0, 0)[1], P(0, BD)[1], "96'-0\"")
    # corridor width
    x = P(30, 0)[0]
    page.draw_line((x, P(0, 40)[1] - 4), (x, P(0, 48)[1] + 4), width=0.3)
    for fy in (40, 48):
        y = P(0, fy)[1]
        page.draw_line((x - 2.5, y + 2.5), (x + 2.5, y - 2.5), width=0.8)
    _text(page, x + 4, P(0, 44)[1] + 2.5, "8'-0\"", 6)


def _north_arrow(page, cx, cy, r=22, label="PLAN NORTH"):
    page.draw_circle((cx, cy), r, width=0.8)
    page.draw_polyline([(cx, cy - r - 8), (cx + 8, cy + r * 0.5), (cx, cy + r * 0.2), (cx - 8, cy + r * 0.5),
                        (cx, cy - r - 8)], width=0.8, fill=BLACK, closePath=True)
    _ctext(page, cx, cy - r - 12, "N", 11, "hebo")
    if label:
        _ctext(page, cx, cy + r + 12, label, 6)


def _view_title(page, x, y):
    page.draw_circle((x + 16, y - 4), 16, width=1)
    page.draw_line((x, y - 4), (x + 32, y - 4), width=0.5)
    _ctext(page, x + 16, y - 7, "1", 10, "hebo")
    _ctext(page, x + 16, y + 8, "I-201", 6)
    page.draw_line((x + 32, y - 4), (x + 560, y - 4), width=1.6)
    _text(page, x + 40, y - 9, "FURNITURE PLAN - LEVEL 2", 14, "hebo")
    _text(page, x + 40, y + 9, "SCALE: 1/8\" = 1'-0\"", 8)
    # graphic scale 0-8-16-32 ft
    sx = x + 300
    for i, (a, b) in enumerate(((0, 4), (4, 8), (8, 16), (16, 32))):
        page.draw_rect(pymupdf.Rect(sx + a * FT, y + 2, sx + b * FT, y + 7), width=0.5,
                       fill=BLACK if i % 2 == 0 else WHITE)
    for v in (0, 4, 8, 16, 32):
        _ctext(page, sx + v * FT, y + 15, str(v), 5.5)
    _text(page, sx + 32 * FT + 6, y + 7, "FEET", 5.5)


# ---------------------------------------------------------------------------------------------
# tables
def _cell_text(page, x, y, w, text, size, font="helv"):
    if _len(text, size, font) > w - 6:
        raise ValueError(f"cell text too wide: {text!r}")
    _text(page, x + 3, y, text, size, font)


def _ffe_schedule(page, x, y_bottom, counts):
    """The FF&E schedule drawn as a table that grows upward: title at the bottom, the column heads
    above it, CH-1 above the heads and every later row above the one before."""
    widths = [34, 158, 84, 104, 104, 28, 186]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    rh, hh, th = 14, 22, 20
    tags = list(FFE)
    y_title_top = y_bottom - th
    y_head_top = y_title_top - hh
    top = y_head_top - rh * len(tags)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], y_bottom), width=1.2)
    # title row at the foot
    page.draw_line((xs[0], y_title_top), (xs[-1], y_title_top), width=1.0)
    _text(page, xs[0] + 6, y_bottom - 6, "FF&E SCHEDULE", 11, "hebo")
    _text(page, xs[0] + 120, y_bottom - 6, "FURNITURE, FIXTURES & EQUIPMENT - LEVEL 2", 6.5)
    # column heads above it
    page.draw_line((xs[0], y_head_top), (xs[-1], y_head_top), width=0.8)
    heads = [["TAG"], ["ITEM"], ["MANUFACTURER"], ["MODEL /", "SERIES"], ["FINISH /", "FABRIC"], ["QTY"],
             ["REMARKS"]]
    for c, lines in enumerate(heads):
        for k, line in enumerate(lines):
            yy = y_title_top - 13 + 7 * k if len(lines) == 2 else y_title_top - 8
            _cell_text(page, xs[c], yy, widths[c], line, 6, "hebo")
    # rows upward
    for i, tag in enumerate(tags):
        row_bottom = y_head_top - rh * i
        page.draw_line((xs[0], row_bottom - rh), (xs[-1], row_bottom - rh), width=0.35)
        item, mfr, model, finish, remarks = FFE[tag]
        cells = [tag, item, mfr, model, finish, str(counts[tag]), remarks]
        for c, cell in enumerate(cells):
            if cell:
                _cell_text(page, xs[c], row_bottom - 4.5, widths[c], cell, 6.3, "hebo" if c == 0 else "helv")
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, y_title_top), width=0.5)
    return top


def _finish_key(page, x, y):
    widths = [34, 104, 84, 96, 196]
    _text(page, x, y, "FINISH / FABRIC KEY", 11, "hebo")
    y += 8
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 13
    page.draw_rect(pymupdf.Rect(xs[0], y, xs[-1], y + rh * len(FINISH_KEY)), width=1.0)
    for r, row in enumerate(FINISH_KEY):
        yy = y + rh * r
        if r:
            page.draw_line((xs[0], yy), (xs[-1], yy), width=0.3 if r != 1 else 0.8)
        for c, cell in enumerate(row):
            font = "hebo" if r == 0 or c == 0 else "helv"
            _cell_text(page, xs[c], yy + rh - 4, widths[c], cell, 6 if r == 0 else 6.3, font)
    for xx in xs[1:-1]:
        page.draw_line((xx, y), (xx, y + rh * len(FINISH_KEY)), width=0.4)
    return y + rh * len(FINISH_KEY)


def _notes(page, x, y, col_w=218, gap=11):
    """Numbered notes, set in two narrow columns only a gap of ~0.15 in apart."""
    _text(page, x, y, "GENERAL FURNITURE NOTES", 11, "hebo")
    page.draw_line((x, y + 4), (x + 2 * col_w + gap, y + 4), width=0.8)
    size, lead = 6.4, 8.4
    blocks = []
    for i, note in enumerate(NOTES, 1):
        blocks.append((i, _wrap(note, col_w - 13, size)))
    half = len(blocks) // 2
    bottom = y
    for col, chunk in enumerate((blocks[:half], blocks[half:])):
        cx = x + col * (col_w + gap)
        yy = y + 18
        for n, lines in chunk:
            _text(page, cx, yy, f"{n}.", size)
            for line in lines:
                _text(page, cx + 12, yy, line, size)
                yy += lead
            yy += 4
        bottom = max(bottom, yy)
    return bottom


def _seating(page, x, y, seats):
    rooms = [("202", "CONFERENCE"), ("203", "WORKROOM"), ("204", "STAFF BREAK"), ("207", "ADVISOR"),
             ("208", "ADVISOR"), ("209", "ADVISOR"), ("210", "ADVISOR"), ("211", "ADVISING RECEPTION"),
             ("214", "OPEN STUDY LOUNGE"), ("215", "TUTORING CENTER"), ("216", "GROUP STUDY"),
             ("217", "GROUP STUDY"), ("218", "GROUP STUDY"), ("219", "TESTING CENTER")]
    _text(page, x, y, "SEATING SUMMARY", 10, "hebo")
    widths = [40, 120, 40]
    xs = [x, x + 40, x + 160, x + 200]
    rh = 11.5
    top = y + 7
    rows = [("ROOM", "NAME", "SEATS")] + [(n, name, str(seats[n])) for n, name in rooms]
    rows.append(("", "TOTAL LEVEL 2", str(sum(seats[n] for n, _ in rooms))))
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + rh * len(rows)), width=0.8)
    for r, row in enumerate(rows):
        yy = top + rh * r
        if r:
            page.draw_line((xs[0], yy), (xs[-1], yy), width=0.6 if r in (1, len(rows) - 1) else 0.25)
        for c, cell in enumerate(row):
            font = "hebo" if r in (0, len(rows) - 1) else "helv"
            _cell_text(page, xs[c], yy + rh - 3.2, widths[c], cell, 6, font)
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, top + rh * len(rows)), width=0.4)
    _text(page, x, top + rh * len(rows) + 10, "SOFAS COUNTED AS 3 SEATS; OTTOMANS NOT COUNTED.", 5.5, "tiro")
    return rows[-1][2]


def _legend(page, x, y):
    _text(page, x, y, "FURNITURE PLAN LEGEND", 10, "hebo")
    page.draw_line((x, y + 4), (x + 330, y + 4), width=0.7)
    y += 22
    tx = x + 70
    # ff&e tag
    page.draw_oval(pymupdf.Rect(x + 14, y - 9, x + 40, y + 1), width=0.5)
    _ctext(page, x + 27, y - 2, "CH-1", 5.5)
    _text(page, tx, y - 1, "FF&E TAG - SEE FF&E SCHEDULE THIS SHEET", 6.5)
    y += 24
    _ctext(page, x + 27, y - 10, "ROOM NAME", 6, "hebo")
    page.draw_rect(pymupdf.Rect(x + 17, y - 7, x + 37, y + 3), width=0.5)
    _ctext(page, x + 27, y + 1, "000", 6)
    _ctext(page, x + 27, y + 11, "000 SF", 5.5)
    _text(page, tx, y - 1, "ROOM NAME / NUMBER / AREA (GROSS, TO WALL CENTERLINES)", 6.5)
    y += 26
    page.draw_rect(pymupdf.Rect(x + 10, y - 9, x + 44, y + 1), width=0.5, dashes="[3 2] 0")
    _text(page, tx, y - 1, "(E) EXISTING FURNITURE TO REMAIN - NOT IN CONTRACT", 6.5)
    y += 18
    page.draw_rect(pymupdf.Rect(x + 10, y - 9, x + 44, y + 1), width=0.5, dashes="[3 2] 0")
    _text(page, x + 20, y - 2, "(R)", 5.5)
    _text(page, tx, y - 1, "(R) EXISTING FURNITURE TO BE RELOCATED BY OWNER", 6.5)
    y += 18
    page.draw_rect(pymupdf.Rect(x + 10, y - 9, x + 44, y + 1), width=0.5, fill=MILL)
    _text(page, tx, y - 1, "MILLWORK / CASEWORK BY GC - SEE A-501", 6.5)
    y += 18
    cx, cy = x + 27, y - 4
    page.draw_rect(pymupdf.Rect(cx - 4, cy - 4, cx + 4, cy + 4), width=0.4)
    page.draw_polyline([(cx - 4, cy - 4), (cx + 4, cy - 4), (cx - 4, cy + 4)], width=0.2, fill=BLACK, closePath=True)
    _text(page, tx, y - 1, "FLOOR BOX, POWER / DATA - SEE E-201", 6.5)
    y += 18
    page.draw_rect(pymupdf.Rect(x + 10, y - 8, x + 44, y), color=None, fill=POCHE)
    _text(page, tx, y - 1, "WALL (SEE A-201 FOR PARTITION TYPES)", 6.5)
    y += 18
    _text(page, x + 14, y - 1, "TYP.", 6)
    _text(page, tx, y - 1, "TAG APPLIES TO ALL LIKE ITEMS IN ROOM", 6.5)
    return y


def _key_plan(page, x, y):
    _text(page, x, y, "KEY PLAN", 10, "hebo")
    _text(page, x + 62, y, "NTS", 6)
    s = 1.05
    ox, oy = x + 10, y + 18

    def kp(fx, fy):
        return ox + fx * s, oy + fy * s
    # existing library bar and the east wing, level 2 area of work hatched
    page.draw_polyline([kp(0, 0), kp(250, 0), kp(250, 190), kp(170, 190), kp(170, 96), kp(0, 96), kp(0, 0)],
                       width=0.9)
    page.draw_rect(pymupdf.Rect(kp(0, 0), kp(160, 96)), width=1.2)
    for k in range(-96, 160, 8):
        x0, y0 = max(k, 0), 96 if k >= 0 else 96 + k
        run = min(160 - x0, y0)
        page.draw_line(kp(x0, y0), kp(x0 + run, y0 - run), width=0.3)
    _text(page, kp(180, 40)[0], kp(180, 40)[1], "(E) LIBRARY", 6)
    _text(page, kp(180, 40)[0], kp(180, 40)[1] + 8, "NOT IN CONTRACT", 6)
    page.draw_rect(pymupdf.Rect(kp(30, 34)[0] - 2, kp(30, 34)[1] - 9, kp(30, 34)[0] + 96, kp(30, 34)[1] + 12),
                   color=None, fill=WHITE)
    _text(page, kp(30, 34)[0], kp(30, 34)[1], "LEVEL 2 - AREA OF WORK", 6, "hebo")
    _text(page, kp(30, 34)[0], kp(30, 34)[1] + 8, "WENDELL HALL", 6)
    _north_arrow(page, kp(120, 150)[0], kp(120, 150)[1], r=14, label="")


def _enlarged_office(page, ox, oy):
    """2/I-201: a typical advisor office at 1/4" = 1'-0", dimensioned."""
    E = 18.0

    def to(fx, fy):
        return ox + fx * E, oy + fy * E

    def rect(x0, y0, x1, y1):
        return pymupdf.Rect(to(x0, y0), to(x1, y1))
    h = INT_T / 2
    page.draw_rect(rect(-h, 0, 12 + h, 1), color=None, fill=POCHE)
    page.draw_rect(rect(-h, 0, h, 14 + h), color=None, fill=POCHE)
    page.draw_rect(rect(12 - h, 0, 12 + h, 14 + h), color=None, fill=POCHE)
    page.draw_rect(rect(-h, 14 - h, 12 + h, 14 + h), color=None, fill=POCHE)
    page.draw_rect(rect(2, 0, 10, 1), color=BLACK, fill=WHITE, width=0.4)
    page.draw_line(to(2, 0.5), to(10, 0.5), width=0.3)
    page.draw_rect(rect(8, 14 - h - 0.05, 11, 14 + h + 0.05), color=None, fill=WHITE)
    page.draw_line(to(11, 14), to(11, 11), width=0.9)
    page.draw_polyline([to(11 - 3 * math.sin(t), 14 - 3 * math.cos(t)) for t in [i * math.pi / 20 for i in range(11)]],
                       width=0.3)
    page.draw_line(to(-3, 0), to(15, 0), width=0.3, dashes="[14 3 3 3] 0")
    f = Furniture(page, to=to, scale=E)
    f.desk(4, 1.2, "ENL")
    f.chair("CH-1", 6.2, 5.0, 180, "ENL")
    f.chair("CH-4", 5.0, 9.0, 180, "ENL")
    f.chair("CH-4", 8.0, 9.0, 180, "ENL")
    f.existing(0.3, 2.0, 1.4, 6.0)
    f.commit()
    _tag(page, 10.6, 6.6, "WS-1", leader=(9.2, 3.9), to=to)
    _tag(page, 2.6, 4.4, "CH-1", leader=(5.4, 5.1), to=to)
    _tag(page, 2.4, 10.4, "CH-4", leader=(4.3, 9.4), to=to)
    x, y = to(0.35, 7.1)
    _text(page, x, y, "(R) BOOKCASE", 5)
    x, y = to(4.1, 12.6)
    _text(page, x - 62, y, "FLOOR BOX NOT REQ'D - WALL FEED", 5, "tiro")
    # dimensions
    def dim_h(a, b, fy, text):
        _dim_h(page, to(a, fy)[0], to(b, fy)[0], to(a, fy)[1], text, 6)

    def dim_v(fx, a, b, text):
        _dim_v(page, to(fx, a)[0], to(fx, a)[1], to(fx, b)[1], text, 6)
    dim_h(0, 12, -2.6, "12'-0\"")
    dim_h(4, 9.5, -1.2, "5'-6\"")
    dim_v(13.2, 1.2, 4.7, "3'-6\"")
    dim_v(-1.6, 0, 14, "14'-0\"")
    dim_h(8, 11, 15.2, "3'-0\"")
    # view title
    tx, ty = ox - 10, to(0, 14)[1] + 42
    page.draw_circle((tx + 14, ty - 4), 14, width=0.9)
    page.draw_line((tx, ty - 4), (tx + 28, ty - 4), width=0.5)
    _ctext(page, tx + 14, ty - 7, "2", 9, "hebo")
    _ctext(page, tx + 14, ty + 6, "I-201", 5.5)
    page.draw_line((tx + 28, ty - 4), (tx + 300, ty - 4), width=1.3)
    _text(page, tx + 34, ty - 8, "ENLARGED PLAN - TYP. ADVISOR OFFICE", 9.5, "hebo")
    _text(page, tx + 34, ty + 6, "SCALE: 1/4\" = 1'-0\"", 7)


POWER_ROWS = [
    ("TAG", "POWER", "DATA / AV", "FEED"),
    ("TB-1", "(2) DUPLEX + (2) USB-A/C", "(2) CAT 6 + HDMI", "FLOOR BOX AT TABLE CENTER"),
    ("TB-3", "(2) DUPLEX + (2) USB-C", "(1) CAT 6 + HDMI", "FLOOR BOX UNDER TABLE"),
    ("TB-5", "(4) DUPLEX / USB GROMMETS", "-", "FLOOR BOX UNDER TABLE"),
    ("SF-1", "(1) DUPLEX + USB AT EACH ARM", "-", "NEAREST FLOOR BOX OR WALL RECEPT."),
    ("LN-1", "(1) USB-C IN RIGHT ARM", "-", "RECHARGEABLE BATTERY, NO HARDWIRE"),
    ("WS-1", "(1) DUPLEX + (2) USB, UNDER SURFACE", "(2) CAT 6", "WALL RECEPTACLE, SEE E-201"),
    ("WS-2", "(1) DUPLEX PER CARREL", "(1) CAT 6 PER CARREL", "BASE FEED FROM WALL, SEE E-201"),
    ("WS-3", "(4) DUPLEX", "(4) CAT 6", "THROUGH MILLWORK FROM WALL"),
]

ABBREVIATIONS = [
    ("AFF", "ABOVE FINISHED FLOOR"), ("CLR", "CLEAR"), ("COM", "CUSTOMER'S OWN MATERIAL"),
    ("DIA.", "DIAMETER"), ("DR", "DOUBLE RUBS"), ("(E)", "EXISTING"),
    ("FF&E", "FURNITURE, FIXTURES & EQUIPMENT"), ("GC", "GENERAL CONTRACTOR"), ("HT.", "HEIGHT"),
    ("MFR.", "MANUFACTURER"), ("NIC", "NOT IN CONTRACT"), ("OFOI", "OWNER FURNISHED, OWNER INSTALLED"),
    ("PLAM", "PLASTIC LAMINATE"), ("(R)", "RELOCATED"), ("SQ.", "SQUARE"),
    ("TYP.", "TYPICAL"), ("U.O.N.", "UNLESS OTHERWISE NOTED"), ("W/", "WITH"),
]


def _power(page, x, y):
    _text(page, x, y, "FURNITURE POWER / DATA REQUIREMENTS", 10, "hebo")
    widths = [34, 170, 120, 176]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 12.5
    top = y + 8
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + rh * len(POWER_ROWS)), width=0.9)
    for r, row in enumerate(POWER_ROWS):
        yy = top + rh * r
        if r:
            page.draw_line((xs[0], yy), (xs[-1], yy), width=0.7 if r == 1 else 0.25)
        for c, cell in enumerate(row):
            _cell_text(page, xs[c], yy + rh - 3.8, widths[c], cell, 6 if r == 0 else 6.2,
                       "hebo" if r == 0 or c == 0 else "helv")
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, top + rh * len(POWER_ROWS)), width=0.4)
    return top + rh * len(POWER_ROWS)


RELATED = [("A-201", "FLOOR PLAN - LEVEL 2 (PARTITION TYPES)"), ("A-501", "CASEWORK & MILLWORK DETAILS"),
           ("E-201", "POWER & SYSTEMS PLAN - LEVEL 2"), ("I-101", "FINISH PLAN - LEVEL 2"),
           ("I-601", "ROOM FINISH SCHEDULE"), ("T-201", "TECHNOLOGY PLAN - LEVEL 2")]


def _related(page, x, y):
    _text(page, x, y, "RELATED DRAWINGS", 10, "hebo")
    page.draw_line((x, y + 4), (x + 520, y + 4), width=0.7)
    for i, (num, title) in enumerate(RELATED):
        cx = x + 260 * (i // 3)
        cy = y + 20 + 11 * (i % 3)
        _text(page, cx, cy, num, 6.8, "hebo")
        _text(page, cx + 40, cy, title, 6.5)


def _abbreviations(page, x, y):
    _text(page, x, y, "ABBREVIATIONS", 10, "hebo")
    page.draw_line((x, y + 4), (x + 780, y + 4), width=0.7)
    per = 6
    for i, (ab, meaning) in enumerate(ABBREVIATIONS):
        cx = x + 260 * (i // per)
        cy = y + 20 + 10 * (i % per)
        _text(page, cx, cy, ab, 6.3, "cobo")
        _text(page, cx + 44, cy, meaning, 6.3)


# ---------------------------------------------------------------------------------------------
# title block along the bottom
def _caption(page, x, y, text):
    _text(page, x, y, text, 5.5, color=(0.25, 0.25, 0.25))


def _revisions(page, x0, x1, top, bottom):
    """The revision block drawn bottom-up: its title at the foot, the column heads above it,
    revision 1 above the heads, 2 and 3 above that, two blank rows left for later revisions."""
    widths = [28, x1 - x0 - 28 - 70, 70]
    xs = [x0, x0 + widths[0], x0 + widths[0] + widths[1], x1]
    rh = 15
    title_top = bottom - 18
    head_top = title_top - 14
    _text(page, x0 + 4, bottom - 6, "REVISIONS", 8, "hebo")
    page.draw_line((x0, title_top), (x1, title_top), width=0.8)
    for c, head in enumerate(("NO.", "DESCRIPTION", "DATE")):
        _text(page, xs[c] + 4, title_top - 4.5, head, 5.8, "hebo")
    page.draw_line((x0, head_top), (x1, head_top), width=0.6)
    rows = REVISIONS + [("", "", ""), ("", "", "")]
    for i, (no, desc, date) in enumerate(rows):
        rb = head_top - rh * i
        page.draw_line((x0, rb - rh), (x1, rb - rh), width=0.3)
        if no:
            cx, cy = xs[0] + 14, rb - 7.5
            page.draw_polyline([(cx - 6, cy + 4.5), (cx + 6, cy + 4.5), (cx, cy - 6), (cx - 6, cy + 4.5)], width=0.5,
                               closePath=True)
            _ctext(page, cx, cy + 3.2, no, 6)
            _text(page, xs[1] + 4, rb - 4.5, desc, 6.5)
            _text(page, xs[2] + 4, rb - 4.5, date, 6.5)
    last = head_top - rh * len(rows)
    for xx in xs[1:-1]:
        page.draw_line((xx, last), (xx, title_top), width=0.4)


def _title_block(page):
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2)
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=0.4)
    page.draw_line((36, TB_TOP), (W - 36, TB_TOP), width=1.5)
    bottom = H - 36
    cells = [36, 470, 760, 1160, 1480, 1900, 2130, 2380, W - 36]
    for x in cells[1:-1]:
        page.draw_line((x, TB_TOP), (x, bottom), width=0.8)
    top = TB_TOP + 12
    # firm
    page.draw_rect(pymupdf.Rect(50, top + 2, 86, top + 38), width=1.4)
    page.draw_line((50, top + 38), (86, top + 2), width=1.4)
    _text(page, 57, top + 26, "M", 14, "tibo")
    _text(page, 96, top + 22, FIRM, 15, "tibo")
    _text(page, 96, top + 34, "INTERIOR ARCHITECTURE  |  WORKPLACE  |  EDUCATION", 5.5)
    _text(page, 50, top + 62, "218 NORTH FOURTH STREET, SUITE 600", 6.5)
    _text(page, 50, top + 72, "COLUMBUS, OHIO 43215", 6.5)
    _text(page, 50, top + 82, "T 614.555.0142   MARROWVANCE.COM", 6.5)
    for i, line in enumerate(_wrap("COPYRIGHT 2025 MARROW + VANCE INTERIORS, LLC. THESE DRAWINGS ARE INSTRUMENTS OF "
                                   "SERVICE AND REMAIN THE PROPERTY OF THE DESIGNER. DO NOT SCALE DRAWINGS.", 400, 5,
                                   "tiro")):
        _text(page, 50, top + 118 + 7 * i, line, 5, "tiro")
    # architect of record + seal
    _caption(page, 484, top, "ARCHITECT OF RECORD")
    _text(page, 484, top + 14, "HALDEN KOPP ARCHITECTS", 8.5, "hebo")
    _text(page, 484, top + 25, "700 WALNUT STREET, SUITE 300", 6)
    _text(page, 484, top + 34, "CINCINNATI, OH 45202", 6)
    _caption(page, 484, top + 56, "SEAL")
    page.draw_circle((615, top + 115), 40, width=0.5)
    page.draw_circle((615, top + 115), 34, width=0.3)
    _ctext(page, 615, top + 113, "REGISTERED", 5)
    _ctext(page, 615, top + 120, "INTERIOR DESIGNER", 5)
    # project
    _caption(page, 774, top, "PROJECT")
    _text(page, 774, top + 16, "WENDELL HALL", 12, "hebo")
    _text(page, 774, top + 30, "STUDENT SUCCESS CENTER", 12, "hebo")
    _text(page, 774, top + 42, "LEVEL 2 INTERIOR RENOVATION", 7)
    _text(page, 774, top + 53, "655 UNIVERSITY PARKWAY", 6.5)
    _text(page, 774, top + 62, "LANCASTER, OH 43130", 6.5)
    _caption(page, 774, top + 96, "ISSUE")
    _text(page, 774, top + 110, "100% CONSTRUCTION DOCUMENTS", 8.5, "hebo")
    _text(page, 774, top + 121, "FF&E BID PACKAGE 2", 7)
    # owner
    _caption(page, 1174, top, "OWNER")
    _text(page, 1174, top + 14, "BRANTLEY STATE UNIVERSITY", 9, "hebo")
    _text(page, 1174, top + 25, "OFFICE OF CAMPUS PLANNING & FACILITIES", 6)
    _text(page, 1174, top + 34, "1 BRANTLEY CIRCLE, LANCASTER, OH 43130", 6)
    _caption(page, 1174, top + 64, "FF&E CONSULTANT")
    _text(page, 1174, top + 76, "MARROW + VANCE INTERIORS", 6.5)
    # revisions, bottom-up
    _revisions(page, 1480, 1900, top, bottom)
    # fields
    fields = (("DATE", "09/26/2025"), ("PROJECT NO.", "MV-2417"), ("DRAWN BY", "KTR"), ("CHECKED BY", "JPV"),
              ("SCALE", "1/8\" = 1'-0\""), ("CAD FILE", "MV2417_I-201.DWG"))
    for i, (cap, val) in enumerate(fields):
        fx, fy = 1914 + 112 * (i % 2), top + 46 * (i // 2)
        _caption(page, fx, fy, cap)
        _text(page, fx, fy + 15, val, 8.5 if cap != "CAD FILE" else 6)
    # sheet title
    _caption(page, 2144, top, "SHEET TITLE")
    _text(page, 2144, top + 40, "FURNITURE PLAN - LEVEL 2", 12, "hebo")
    _text(page, 2144, top + 58, "INTERIORS", 7)
    _north_arrow(page, 2256, top + 118, r=16, label="")
    # sheet number
    _caption(page, 2394, top, "SHEET NUMBER")
    _text(page, 2402, top + 96, "I-201", 44, "hebo")
    _text(page, 2394, bottom - 10, "SHEET 14 OF 22", 6)


# ---------------------------------------------------------------------------------------------
def furniture_plan_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _walls(page)
    _doors(page)
    furn = _furniture(page)
    _rooms(page)
    _grid(page)
    _view_title(page, PX - 10, P(0, BD)[1] + 62)
    _north_arrow(page, P(BW, 0)[0] + 40, P(BW, BD)[1] + 45)
    _legend(page, PX, P(0, BD)[1] + 112)
    _seating(page, PX + 400, P(0, BD)[1] + 112, furn.seats)
    _key_plan(page, PX + 700, P(0, BD)[1] + 112)
    _enlarged_office(page, PX + 1120, P(0, BD)[1] + 140)
    _ffe_schedule(page, RX, 452, furn.counts)
    y = _finish_key(page, RX, 490)
    y = _notes(page, RX, y + 40)
    y = _power(page, RX, y + 36)
    _abbreviations(page, RX, y + 44)
    _related(page, RX, y + 150)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), garbage=3, deflate=True)
    doc.close()
    return path
