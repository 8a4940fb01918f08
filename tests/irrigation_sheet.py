"""A US landscape irrigation plan (L-301, ARCH D 36x24 in, landscape) for a municipal park and
community building, drawn the way an irrigation designer's CAD export looks: the plan at
1" = 20'-0" with the street, property line, parking lot, building, walks, lawn and shrub areas;
the point of connection (POC) with its meter, the backflow preventer in its enclosure, master valve
and flow sensor on the 2" SCH 40 PVC mainline loop, ball valves, quick couplers and sleeves under
paving; rotor, spray, strip and bubbler heads and drip beds drawn as symbols only, laterals from
each valve, and valve callouts drawn the irrigation way -- a circle split by a horizontal line with
its lower half split again, the controller/station ("A-7") above, the valve size at lower left and
the flow in GPM at lower right (three separate text objects), tied to the valve by a leader. Pipe
and sleeve labels are set rotated along their lines (90 degrees on vertical runs, one lateral label
at an angle). A revision cloud with its delta marks the Addendum 1 change.

At the right: the IRRIGATION LEGEND (symbol graphics in the first column, then manufacturer,
model, description, PSI, radius, GPM and quantity), the POC / WATER DATA block (static pressure,
meter size, design flow, backflow size ...), an irrigated area summary, the VALVE SCHEDULE (station,
valve size, valve model, GPM, zone type, precipitation rate, hydrozone, area served), a valve
callout key, and IRRIGATION NOTES numbered 1..16 in two columns with hanging indents. The title
block is a strip along the bottom: firm, irrigation consultant, project and owner, seal, a
revision table, issue, date, project number, drawn/checked, scale, sheet title and number.

The questions (`tests/blind_questions/drawn/round66-drawn.jsonl`) were written blind, before
drawqa answered any of them. The page is drawn through one batched shape (`Canvas`), committed once, so
all text sits above the linework as it does in a plotted CAD export.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                   # ARCH D, 36 x 24 in, landscape
FT = 3.6                            # 1" = 20'-0": 72 points to 20 feet
OX, OY = 150, 135                   # the property's north-west corner on the sheet
TB_TOP = 1580                       # title block strip along the bottom
RX = 1590                           # left edge of the right-hand column (legend, schedules, notes)


class _Path:
    """The part of a batched shape one helper draws: its finish styles it, its commit waits for the page's."""

    def __init__(self, shape):
        self.shape = shape

    def __getattr__(self, name):
        return getattr(self.shape, name)

    def commit(self) -> None:
        pass


class Canvas:
    """A page drawn as one batched shape (the page's own draw_* commit one by one, and each commit re-reads
    the whole content stream): the same draw_* and insert_text calls, committed once by `commit()`."""

    def __init__(self, page):
        self.page = page
        self.shape = page.new_shape()

    def _finish(self, color=(0,), fill=None, dashes=None, width=1, close=False):
        self.shape.finish(color=color, fill=fill, dashes=dashes, width=width, closePath=close)

    def draw_line(self, p1, p2, color=(0,), dashes=None, width=1):
        self.shape.draw_line(pymupdf.Point(p1), pymupdf.Point(p2))
        self._finish(color, None, dashes, width)

    def draw_rect(self, rect, color=(0,), fill=None, dashes=None, width=1):
        self.shape.draw_rect(pymupdf.Rect(rect))
        self._finish(color, fill, dashes, width, True)

    def draw_circle(self, center, radius, color=(0,), fill=None, dashes=None, width=1):
        self.shape.draw_circle(pymupdf.Point(center), radius)
        self._finish(color, fill, dashes, width, True)

    def draw_polyline(self, points, color=(0,), fill=None, dashes=None, width=1):
        self.shape.draw_polyline([pymupdf.Point(q) for q in points])
        self._finish(color, fill, dashes, width)

    def draw_bezier(self, p1, p2, p3, p4, color=(0,), dashes=None, width=1):
        self.shape.draw_bezier(pymupdf.Point(p1), pymupdf.Point(p2), pymupdf.Point(p3), pymupdf.Point(p4))
        self._finish(color, None, dashes, width)

    def insert_text(self, point, text, fontsize=11, fontname="helv", rotate=0, color=(0,), morph=None):
        self.shape.insert_text(pymupdf.Point(point), text, fontsize=fontsize, fontname=fontname, rotate=rotate,
                               color=color, morph=morph)

    def new_shape(self):
        return _Path(self.shape)

    def commit(self) -> None:
        self.shape.commit()


def P(fx: float, fy: float) -> tuple[float, float]:
    """A point given in feet east and south of the property's north-west corner."""
    return OX + fx * FT, OY + fy * FT


def R(fx0: float, fy0: float, fx1: float, fy1: float) -> pymupdf.Rect:
    return pymupdf.Rect(*P(fx0, fy0), *P(fx1, fy1))


def T(page, x: float, y: float, text: str, size: float = 6.5, font: str = "helv", rotate: int = 0,
      color=(0, 0, 0)) -> None:
    page.insert_text((x, y), text, fontsize=size, fontname=font, rotate=rotate, color=color)


def TC(page, cx: float, y: float, text: str, size: float = 6.5, font: str = "helv") -> None:
    w = pymupdf.get_text_length(text, fontname=font, fontsize=size)
    T(page, cx - w / 2, y, text, size, font)


def TA(page, x: float, y: float, text: str, angle: float, size: float = 5.5, font: str = "helv") -> None:
    """Text set at an arbitrary angle (degrees, counter-clockwise), pivoting on its start point."""
    page.insert_text((x, y), text, fontsize=size, fontname=font,
                     morph=(pymupdf.Point(x, y), pymupdf.Matrix(-angle)))


def wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}".strip()
        if pymupdf.get_text_length(trial, fontname=font, fontsize=size) > width and cur:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


# --------------------------------------------------------------------------- content

VALVES = [
    # station, size, model, gpm, zone type, precip, hydrozone, area served, valve (ft), callout offset (pt)
    ("A-1", "1\"", "100-PEB", "16.8", "ROTOR", "0.52", "TURF", "MULTI-USE LAWN - NORTH ROW", (48, 153), (-10, -40)),
    ("A-2", "1-1/2\"", "150-PEB", "29.8", "ROTOR", "0.55", "TURF", "MULTI-USE LAWN - ROW 2", (22, 204), (-58, -8)),
    ("A-3", "1-1/2\"", "150-PEB", "30.4", "ROTOR", "0.54", "TURF", "MULTI-USE LAWN - ROW 3", (22, 252), (-58, -8)),
    ("A-4", "1\"", "100-PEB", "17.2", "ROTOR", "0.51", "TURF", "MULTI-USE LAWN - SOUTH ROW", (48, 316), (-30, 42)),
    ("A-5", "1\"", "100-PEB", "24.6", "ROTOR", "0.47", "TURF", "EAST LAWN", (366, 196), (75, -6)),
    ("A-6", "1\"", "100-PEB", "24.3", "SPRAY", "1.58", "TURF", "NORTH LAWN & WEST STRIP AT BUILDING", (197, 44), (-34, 6)),
    ("A-7", "1\"", "100-PEB", "14.8", "SPRAY", "1.62", "TURF", "LAWN SOUTH OF PARKING & PLAZA PANELS", (158, 116), (-6, 44)),
    ("A-8", "1\"", "100-PEB", "15.9", "SPRAY", "1.55", "TURF", "PLAYGROUND PERIMETER LAWN", (366, 276), (75, 6)),
    ("A-9", "1\"", "100-PEB", "10.9", "SPRAY", "1.48", "TURF", "PARKING ISLAND (STRIP NOZZLES)", (122, 116), (-4, 44)),
    ("A-10", "1\"", "XCZ-100-PRB-COM", "6.2", "DRIP", "0.43", "SHRUB", "BUILDING FOUNDATION BEDS", (197, 96), (-46, 6)),
    ("A-11", "1\"", "XCZ-100-PRB-COM", "3.8", "DRIP", "0.43", "SHRUB", "ENTRY BEDS AT DRIVE", (197, 30), (-34, 14)),
    ("A-12", "1\"", "XCZ-100-PRB-COM", "7.4", "DRIP", "0.43", "SHRUB", "WEST PARKING BUFFER BED", (14, 116), (-20, 44)),
    ("A-13", "1\"", "100-PEB", "9.0", "BUBBLER", "N/A", "TREE", "PARKING & WALK TREES (18 TREES)", (86, 116), (-4, 44)),
    ("A-14", "1\"", "XCZ-100-PRB-COM", "2.9", "DRIP", "0.43", "SHRUB", "PLAYGROUND PLANTERS", (366, 236), (75, 4)),
    ("A-15", "1\"", "100-PEB", "16.9", "ROTOR", "0.49", "TURF", "SOUTH SLOPE (3:1)", (210, 316), (10, 42)),
]

POC_DATA = [
    ("POINT OF CONNECTION", "NEW DEDICATED IRRIGATION TAP, N. SIDE OF SITE (SEE C-401)"),
    ("WATER PURVEYOR", "CEDAR HOLLOW WATER UTILITY"),
    ("METER SIZE", "2\" (IRRIGATION ONLY)"),
    ("SERVICE LINE", "2\" TYPE K COPPER, 48 LF"),
    ("STATIC PRESSURE", "82 PSI (HYDRANT TEST 10/08/2024)"),
    ("DESIGN PRESSURE AT POC", "70 PSI DYNAMIC"),
    ("DESIGN FLOW", "45 GPM"),
    ("BACKFLOW SIZE", "2\" RP ASSEMBLY"),
    ("MAX. MAINLINE VELOCITY", "5.0 FPS"),
    ("CONTROLLER 'A'", "18 STATIONS, 15 USED"),
    ("LARGEST ZONE", "A-3 (30.4 GPM)"),
]

AREAS = [
    ("TURF - ROTOR", "44,600 S.F."),
    ("TURF - SPRAY", "8,650 S.F."),
    ("SHRUB - DRIP", "6,120 S.F."),
    ("TOTAL IRRIGATED", "59,370 S.F."),
    ("NATIVE SEED (NON-IRRIGATED)", "17,300 S.F."),
]

NOTES = [
    "THE IRRIGATION SYSTEM IS DESIGNED FOR 70 PSI DYNAMIC PRESSURE AT THE POC AT 45 GPM. VERIFY STATIC "
    "PRESSURE BEFORE STARTING WORK AND NOTIFY THE OWNER'S REPRESENTATIVE IN WRITING IF IT IS LESS THAN 75 PSI.",
    "THE LAYOUT IS DIAGRAMMATIC. PIPE AND VALVES SHOWN IN PAVED AREAS ARE FOR CLARITY ONLY; INSTALL ALL "
    "PIPING, VALVES AND HEADS WITHIN PLANTING AND LAWN AREAS WHERE POSSIBLE.",
    "MAINLINE: SCH 40 PVC, SOLVENT WELD, 18\" MINIMUM COVER. LATERALS: CLASS 200 PVC, 12\" MINIMUM COVER. "
    "SIZE LATERALS SO VELOCITY DOES NOT EXCEED 5 FPS.",
    "SLEEVES: SCH 40 PVC, TWICE THE DIAMETER OF THE PIPE OR WIRE BUNDLE SERVED, 4\" MINIMUM. EXTEND 12\" "
    "BEYOND EDGE OF PAVING; 24\" COVER UNDER DRIVES AND PARKING. MARK SLEEVE ENDS WITH A PAINTED STAKE.",
    "CONTROL WIRE: #14 AWG UF DIRECT BURIAL, WHITE COMMON, RED STATION WIRES, BLUE MASTER VALVE WIRE. RUN "
    "TWO SPARE YELLOW WIRES TO THE END OF EACH MAINLINE LEG. SPLICE ONLY IN VALVE BOXES WITH DBR/Y-6 CONNECTORS.",
    "INSTALL EACH REMOTE CONTROL VALVE IN A 12\" STANDARD RECTANGULAR VALVE BOX WITH BOLT-DOWN LID, ONE "
    "VALVE PER BOX. HEAT-BRAND THE STATION NUMBER ON THE LID. SEE DETAIL 2/L-502.",
    "QUICK COUPLERS: INSTALL ON SCH 80 PVC SWING JOINT IN 10\" ROUND VALVE BOX, 18\" FROM WALK OR CURB. "
    "SEE DETAIL 5/L-502.",
    "SET HEADS PLUMB AND FLUSH WITH FINISH GRADE, 4\" FROM WALKS AND CURBS AND 12\" FROM BUILDING WALLS. "
    "ADJUST ARCS AND RADII TO ELIMINATE OVERSPRAY ONTO PAVING, FENCES AND BUILDING.",
    "PROVIDE FACTORY CHECK VALVES IN ALL ROTORS AND SPRAY HEADS ON SLOPES STEEPER THAN 4:1 AND AT LOW "
    "POINTS OF EACH LATERAL.",
    "DRIP ZONES: TECHLINE ROWS 18\" O.C., FIRST ROW 2\" FROM BED EDGE. PROVIDE AN AIR/VACUUM RELIEF VALVE AT "
    "THE HIGH POINT AND A FLUSH VALVE AT THE END OF EACH ZONE. SEE DETAIL 7/L-502.",
    "TREE BUBBLERS: TWO BUBBLERS PER TREE ON OPPOSITE SIDES OF THE ROOT BALL, ON ZONE A-13 ONLY. DO NOT "
    "PLACE TREE BUBBLERS ON TURF OR SHRUB ZONES.",
    "FLUSH ALL LINES BEFORE INSTALLING HEADS AND NOZZLES. TEST MAINLINE HYDROSTATICALLY AT 125 PSI FOR 2 "
    "HOURS WITH NO LOSS OF PRESSURE, WITH JOINTS EXPOSED, IN THE PRESENCE OF THE OWNER'S REPRESENTATIVE.",
    "CONTROLLER 'A': MOUNT ON EXTERIOR WALL OF MECH. RM. 108 AT 48\" AFF. 120V DEDICATED CIRCUIT BY "
    "ELECTRICAL CONTRACTOR, SEE E-101. MOUNT SOLAR SYNC SENSOR ON ROOF EAVE, UNOBSTRUCTED.",
    "PROGRAM THE CONTROLLER BY HYDROZONE WITH CYCLE-AND-SOAK ON ALL ROTOR AND SPRAY ZONES. PROVIDE A "
    "LAMINATED COLOR-CODED ZONE CHART INSIDE THE CONTROLLER DOOR.",
    "CONTRACTOR SHALL PERFORM THE FIRST WINTERIZATION (COMPRESSED-AIR BLOW-OUT) AND THE FOLLOWING SPRING "
    "START-UP. SUBMIT RECORD DRAWINGS BEFORE FINAL ACCEPTANCE.",
    "GUARANTEE ALL MATERIALS AND WORKMANSHIP FOR ONE (1) YEAR FROM FINAL ACCEPTANCE; SETTLED TRENCHES SHALL "
    "BE REPAIRED AT NO COST TO THE OWNER.",
]


# --------------------------------------------------------------------------- symbols

def sym_rotor25(page, x, y, r=3.2):
    page.draw_circle((x, y), r, width=0.6, fill=(1, 1, 1))
    page.draw_polyline([(x, y - r), (x + r * 0.87, y + r * 0.5), (x - r * 0.87, y + r * 0.5), (x, y - r)],
                       width=0.4, fill=(0, 0, 0))


def sym_rotor20(page, x, y, r=3.0):
    page.draw_circle((x, y), r, width=0.6, fill=(1, 1, 1))
    page.draw_line((x - r, y), (x + r, y), width=0.5)
    page.draw_line((x, y - r), (x, y + r), width=0.5)


def sym_spray15(page, x, y, r=2.0):
    page.draw_circle((x, y), r, width=0.5, fill=(0, 0, 0))


def sym_spray12(page, x, y, r=2.0):
    page.draw_circle((x, y), r, width=0.5, fill=(1, 1, 1))
    page.draw_circle((x, y), 0.7, width=0.3, fill=(0, 0, 0))


def sym_strip_c(page, x, y, s=2.0):
    page.draw_rect(pymupdf.Rect(x - s, y - s, x + s, y + s), width=0.5, fill=(0, 0, 0))


def sym_strip_e(page, x, y, s=2.0):
    page.draw_rect(pymupdf.Rect(x - s, y - s, x + s, y + s), width=0.5, fill=(1, 1, 1))
    page.draw_line((x - s, y + s), (x + s, y - s), width=0.4)


def sym_bubbler(page, x, y, s=2.2):
    page.draw_polyline([(x, y - s), (x + s, y + s), (x - s, y + s), (x, y - s)], width=0.4, fill=(0, 0, 0))


def sym_rcv(page, x, y, s=3.2):
    page.draw_circle((x, y), s, width=0.6, fill=(1, 1, 1))
    page.draw_polyline([(x - s * .7, y - s * .7), (x + s * .7, y + s * .7), (x + s * .7, y - s * .7),
                        (x - s * .7, y + s * .7), (x - s * .7, y - s * .7)], width=0.3, fill=(0, 0, 0))


def sym_drip_kit(page, x, y, s=3.2):
    page.draw_rect(pymupdf.Rect(x - s, y - s, x + s, y + s), width=0.6, fill=(1, 1, 1))
    page.draw_polyline([(x - s * .7, y - s * .7), (x + s * .7, y + s * .7), (x + s * .7, y - s * .7),
                        (x - s * .7, y + s * .7), (x - s * .7, y - s * .7)], width=0.3, fill=(0, 0, 0))


def sym_master(page, x, y, s=3.6):
    page.draw_circle((x, y), s, width=0.8, fill=(0, 0, 0))
    page.draw_circle((x, y), s * 0.45, width=0.3, fill=(1, 1, 1))


def sym_flow(page, x, y, s=3.6):
    page.draw_rect(pymupdf.Rect(x - s, y - s, x + s, y + s), width=0.7, fill=(1, 1, 1))
    page.draw_polyline([(x - s * .6, y + s * .5), (x, y - s * .6), (x + s * .6, y + s * .5)], width=0.5)


def sym_qc(page, x, y, s=2.8):
    page.draw_polyline([(x, y - s), (x + s, y), (x, y + s), (x - s, y), (x, y - s)], width=0.6, fill=(0, 0, 0))


def sym_ball(page, x, y, s=3.0):
    page.draw_polyline([(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)],
                       width=0.6)
    page.draw_line((x, y - s - 2), (x, y), width=0.5)


def sym_backflow(page, x, y, s=5.0):
    page.draw_rect(pymupdf.Rect(x - s, y - s * .7, x + s, y + s * .7), width=0.8, fill=(0.75, 0.75, 0.75))
    page.draw_line((x - s, y - s * .7), (x + s, y + s * .7), width=0.4)
    page.draw_line((x - s, y + s * .7), (x + s, y - s * .7), width=0.4)


def sym_controller(page, x, y, s=5.0):
    page.draw_rect(pymupdf.Rect(x - s, y - s * 1.2, x + s, y + s * 1.2), width=0.9, fill=(1, 1, 1))
    page.draw_polyline([(x - s * .6, y + s * .7), (x, y - s * .7), (x + s * .6, y + s * .7), (x - s * .6, y + s * .7)],
                       width=0.4, fill=(0, 0, 0))


def sym_poc(page, x, y, s=4.5):
    page.draw_circle((x, y), s, width=0.8, fill=(1, 1, 1))
    page.draw_circle((x, y), 1.3, width=0.3, fill=(0, 0, 0))
    page.draw_line((x - s - 3, y), (x - s, y), width=0.5)
    page.draw_line((x + s, y), (x + s + 3, y), width=0.5)


def sym_sensor(page, x, y, s=3.5):
    page.draw_polyline([(x, y - s), (x + s, y + s), (x - s, y + s), (x, y - s)], width=0.6, fill=(1, 1, 1))
    page.draw_circle((x, y + s * .3), 0.9, width=0.3, fill=(0, 0, 0))


def hatch(page, rect: pymupdf.Rect, step: float = 4.0, width: float = 0.25, slope: int = 1) -> None:
    """45-degree hatch clipped to a rectangle, drawn as one path."""
    x0, y0, x1, y1 = rect
    h = y1 - y0
    k = x0 - h
    sh = page.new_shape()
    while k < x1:
        (ax, ay), (bx, by) = (k, y1), (k + h, y0)
        if ax < x0:
            t = (x0 - ax) / (bx - ax)
            ax, ay = x0, ay + (by - ay) * t
        if bx > x1:
            t = (x1 - ax) / (bx - ax)
            bx, by = x1, ay + (by - ay) * t
        if bx > ax:
            sh.draw_line((ax, ay), (bx, by))
        k += step
    sh.finish(width=width, color=(0.35, 0.35, 0.35))
    sh.commit()


def stipple(page, rect: pymupdf.Rect, step: float = 9.0) -> None:
    """Sparse turf stipple, drawn as one path."""
    x0, y0, x1, y1 = rect
    j = 0
    y = y0 + step / 2
    sh = page.new_shape()
    while y < y1:
        x = x0 + (step / 2 if j % 2 else step)
        while x < x1:
            sh.draw_line((x, y), (x + 0.6, y))
            x += step
        y += step * 0.8
        j += 1
    sh.finish(width=0.5, color=(0.55, 0.55, 0.55))
    sh.commit()


def tree(page, x, y, r=11):
    page.draw_circle((x, y), r, width=0.4, color=(0.45, 0.45, 0.45), dashes="[2 1.5] 0")
    page.draw_line((x - 2, y), (x + 2, y), width=0.3, color=(0.45, 0.45, 0.45))
    page.draw_line((x, y - 2), (x, y + 2), width=0.3, color=(0.45, 0.45, 0.45))


def valve_callout(page, vx, vy, cx, cy, station, size, gpm, r=15.0):
    """The irrigation callout: station above the split, size lower left, flow lower right."""
    d = math.hypot(vx - cx, vy - cy)
    ex, ey = cx + (vx - cx) / d * r, cy + (vy - cy) / d * r
    page.draw_line((ex, ey), (vx, vy), width=0.45)
    page.draw_circle((vx, vy), 0.9, width=0.3, fill=(0, 0, 0))
    page.draw_circle((cx, cy), r, width=0.7, fill=(1, 1, 1))
    page.draw_line((cx - r, cy), (cx + r, cy), width=0.5)
    page.draw_line((cx, cy), (cx, cy + r), width=0.5)
    TC(page, cx, cy - 3.5, station, 7.0, "hebo")
    for text, sx in ((size, cx - r * 0.46), (gpm, cx + r * 0.46)):
        if text:
            fs = min(5.0, 0.8 * r / max(pymupdf.get_text_length(text, fontname="helv", fontsize=1), 0.1))
            TC(page, sx, cy + 8.5, text, fs)


def leader_text(page, ax, ay, tx, ty, lines, size=5.5, font="helv"):
    """A note with a leader from its first line to (ax, ay), an arrowhead at the point."""
    page.draw_line((tx - 2, ty - 2), (ax, ay), width=0.4)
    dx, dy = ax - (tx - 2), ay - (ty - 2)
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    page.draw_polyline([(ax, ay), (ax - 5 * ux + 1.8 * uy, ay - 5 * uy - 1.8 * ux),
                        (ax - 5 * ux - 1.8 * uy, ay - 5 * uy + 1.8 * ux), (ax, ay)], width=0.3, fill=(0, 0, 0))
    for i, line in enumerate(lines):
        T(page, tx, ty + 2 + i * (size + 1.6), line, size, font)


def revision_cloud(page, rect: pymupdf.Rect, bump: float = 9.0) -> None:
    pts = [rect.tl, rect.tr, rect.br, rect.bl, rect.tl]
    cx, cy = (rect.x0 + rect.x1) / 2, (rect.y0 + rect.y1) / 2
    for a, b in zip(pts, pts[1:]):
        n = max(1, int(math.hypot(b.x - a.x, b.y - a.y) / bump))
        for i in range(n):
            p = pymupdf.Point(a.x + (b.x - a.x) * i / n, a.y + (b.y - a.y) * i / n)
            q = pymupdf.Point(a.x + (b.x - a.x) * (i + 1) / n, a.y + (b.y - a.y) * (i + 1) / n)
            mx, my = (p.x + q.x) / 2, (p.y + q.y) / 2
            ox, oy = mx - cx, my - cy
            on = math.hypot(ox, oy) or 1
            c = pymupdf.Point(mx + ox / on * bump * 0.6, my + oy / on * bump * 0.6)
            page.draw_bezier(p, c, c, q, width=0.7)


def delta(page, x, y, n, s=8):
    page.draw_polyline([(x, y - s), (x + s, y + s * 0.7), (x - s, y + s * 0.7), (x, y - s)], width=0.8)
    TC(page, x, y + 4, n, 7, "hebo")


# --------------------------------------------------------------------------- plan

def spaced(a, b, step):
    n = max(1, round((b - a) / step))
    return [a + (b - a) * i / n for i in range(n + 1)]


HEADS = {
    "I25": [(x, y) for y in (156, 204, 252, 300) for x in spaced(28, 252, 45)],
    "I20": [(x, y) for y in spaced(158, 240, 27) for x in spaced(272, 360, 29)]
           + [(x, 322) for x in spaced(24, 360, 34)],
    "V15": [(x, y) for y in (4, 21) for x in spaced(201, 334, 15)]
           + [(x, y) for y in (112, 139) for x in spaced(12, 180, 15)],
    "V12": [(193, y) for y in spaced(28, 104, 12)]
           + [(x, y) for (x0, x1) in ((238, 262), (278, 302)) for y in (120, 134) for x in (x0, (x0 + x1) / 2, x1)]
           + [(x, 246) for x in spaced(272, 360, 12)] + [(x, 310) for x in spaced(272, 360, 12)]
           + [(272, y) for y in spaced(258, 298, 12)] + [(360, y) for y in spaced(258, 298, 12)],
    "CST": [(x, 64) for x in spaced(46, 150, 15)],
    "EST": [(30, 64), (166, 64)],
}
TREES = ([(x, 64) for x in (38, 62, 86, 110, 134, 158)] + [(x, 130) for x in (30, 70, 110, 150)]
         + [(x, 160) for x in (330, 352)] + [(x, 146) for x in (268, 300)] + [(212, 130), (326, 130)]
         + [(20, 140), (176, 100)])


def _site(page) -> None:
    # street, curbs, water main
    x0, _ = P(-30, 0)
    x1, _ = P(390, 0)
    for fy, w in ((-6, 0.5), (-7, 0.9), (-28, 0.9)):
        _, y = P(0, fy)
        page.draw_line((x0 + 40, y), (x1 - 10, y), width=w)
    _, ym = P(0, -16)
    page.draw_line((x0 + 40, ym), (x1 - 10, ym), width=0.9, dashes="[14 3 2 3] 0", color=(0.3, 0.3, 0.3))
    T(page, P(250, 0)[0], ym - 3, "(E) 8\" D.I.P. WATER MAIN", 5.5, "cour")
    T(page, P(70, 0)[0], P(0, -20)[1], "HARTWELL AVENUE", 11, "hebo")
    T(page, P(70, 0)[0] + 115, P(0, -20)[1], "(80' R.O.W.)", 6, "helv")
    # property line
    page.draw_rect(R(0, 0, 380, 330), width=1.0, dashes="[22 4 4 4] 0")
    T(page, P(-2, 0)[0], P(0, 250)[1], "PROPERTY LINE", 5.5, "helv", rotate=90)
    T(page, P(300, 0)[0], P(0, 333)[1] + 4, "PROPERTY LINE", 5.5)
    # drive and parking lot
    for r in (R(40, -7, 64, 20), R(10, 20, 180, 110)):
        page.draw_rect(r, width=0.9)
    page.draw_rect(R(41, -7, 63, 21), width=0, color=None, fill=(1, 1, 1))
    page.draw_rect(R(11, 21, 179, 109), width=0, color=None, fill=(0.93, 0.93, 0.93))
    page.draw_rect(R(30, 60, 166, 68), width=0.8, fill=(1, 1, 1))
    sh = page.new_shape()
    for fx in spaced(12, 178, 9):
        for fy0, fy1 in ((20, 38), (42, 60), (68, 86), (92, 110)):
            sh.draw_line(P(fx, fy0), P(fx, fy1))
    sh.finish(width=0.3)
    sh.commit()
    TC(page, P(95, 0)[0], P(0, 41)[1], "PARKING (62 STALLS)", 6, "helv")
    TC(page, P(52, 0)[0], P(0, -2.2)[1], "ENTRY DRIVE", 5.5, "helv")
    # walks
    for r in (R(184, 0, 192, 142), R(20, 142, 368, 150), R(258, 150, 264, 318), R(12, 110, 180, 112)):
        page.draw_rect(r, width=0.6, fill=(0.97, 0.97, 0.97))
    T(page, P(189.8, 0)[0], P(0, 92)[1], "8' CONC. WALK", 5, "helv", rotate=90)
    T(page, P(120, 0)[0], P(0, 148)[1], "10' CONC. LOOP WALK", 5, "helv")
    # building
    b = R(210, 30, 330, 110)
    page.draw_rect(b, width=1.8, fill=(1, 1, 1))
    hatch(page, b, 6, 0.2)
    page.draw_rect(R(240, 55, 300, 85), width=0.6, fill=(1, 1, 1))
    TC(page, P(270, 0)[0], P(0, 66)[1], "COMMUNITY BUILDING", 8, "hebo")
    TC(page, P(270, 0)[0], P(0, 71)[1], "FF EL. 5,284.50", 5.5)
    TC(page, P(270, 0)[0], P(0, 76)[1], "SEE ARCHITECTURAL", 5.5)
    T(page, P(212, 0)[0], P(0, 86)[1], "MECH.", 5, "helv")
    T(page, P(212, 0)[0], P(0, 88.5)[1], "RM. 108", 5, "helv")
    # plaza
    pz = R(230, 116, 310, 142)
    page.draw_rect(pz, width=0.7, fill=(0.95, 0.95, 0.95))
    sh = page.new_shape()
    for fx in spaced(230, 310, 4):
        sh.draw_line(P(fx, 116), P(fx, 142))
    sh.finish(width=0.15, color=(0.6, 0.6, 0.6))
    sh.commit()
    for x0_, x1_ in ((238, 262), (278, 302)):
        page.draw_rect(R(x0_, 120, x1_, 134), width=0.6, fill=(1, 1, 1))
        stipple(page, R(x0_, 120, x1_, 134), 7)
    TC(page, P(270, 0)[0], P(0, 139.5)[1], "ENTRY PLAZA - UNIT PAVERS", 5.5)
    # lawns
    for r in (R(200, 3, 336, 22), R(28, 156, 252, 300), R(270, 156, 362, 240), R(20, 302, 362, 328),
              R(12, 113, 180, 141)):
        stipple(page, r, 11)
    # playground
    pg = R(278, 250, 354, 306)
    page.draw_rect(pg, width=1.0, fill=(1, 1, 1))
    sh = page.new_shape()
    for fx in spaced(282, 350, 8):
        for fy in spaced(254, 302, 8):
            sh.draw_circle(P(fx, fy), 1.0)
    sh.finish(width=0.2, color=(0.5, 0.5, 0.5))
    sh.commit()
    TC(page, P(316, 0)[0], P(0, 276)[1], "PLAYGROUND", 7, "hebo")
    TC(page, P(316, 0)[0], P(0, 280)[1], "ENGINEERED WOOD FIBER", 5.5)
    TC(page, P(316, 0)[0], P(0, 283.5)[1], "NO IRRIGATION", 5.5)
    # drip beds
    beds = [R(204, 24, 336, 30), R(204, 30, 210, 116), R(330, 30, 336, 116), R(210, 110, 230, 116),
            R(310, 110, 330, 116), R(14, 2, 38, 16), R(66, 2, 90, 16), R(1, 20, 9, 110), R(364, 244, 377, 318)]
    for bd in beds:
        page.draw_rect(bd, width=0.6)
        hatch(page, bd, 3.2, 0.2)
    # native seed
    ns = R(340, 4, 378, 136)
    page.draw_rect(ns, width=0.5, dashes="[3 2] 0")
    sh = page.new_shape()
    for fx in spaced(344, 374, 6):
        for fy in spaced(8, 132, 7):
            sh.draw_line(P(fx, fy), P(fx + 0.8, fy - 1.6))
    sh.finish(width=0.3, color=(0.5, 0.5, 0.5))
    sh.commit()
    TC(page, P(359, 0)[0], P(0, 62)[1], "NATIVE SEED", 6, "hebo")
    TC(page, P(359, 0)[0], P(0, 66)[1], "NON-IRRIGATED", 5.5)
    TC(page, P(359, 0)[0], P(0, 70)[1], "SEE L-201", 5.5)
    # area labels
    TC(page, P(140, 0)[0], P(0, 230)[1], "MULTI-USE LAWN", 10, "hebo")
    TC(page, P(140, 0)[0], P(0, 234.5)[1], "(NO ATHLETIC FIELD LINES)", 6)
    TC(page, P(316, 0)[0], P(0, 218)[1], "EAST LAWN", 7, "hebo")
    TC(page, P(110, 0)[0], P(0, 327)[1], "SOUTH SLOPE - 3:1 MAX.", 6, "hebo")
    TC(page, P(305, 0)[0], P(0, 13.5)[1], "NORTH LAWN", 6.5, "hebo")
    for t in TREES:
        tree(page, *P(*t))


def _irrigation(page) -> None:
    # ---- mainline
    main_2 = [((197, -6), (197, 153)), ((22, 153), (366, 153))]
    main_15 = [((22, 153), (22, 316)), ((22, 316), (366, 316)), ((366, 153), (366, 316)), ((197, 116), (12, 116))]
    for a, b in main_2:
        page.draw_line(P(*a), P(*b), width=2.2)
    for a, b in main_15:
        page.draw_line(P(*a), P(*b), width=1.5)
    T(page, P(199.5, 0)[0] + 1, P(0, 150)[1] - 130, "2\" SCH 40 PVC MAINLINE", 5.5, "helv", rotate=90)
    T(page, P(75, 0)[0], P(0, 153)[1] - 2.5, "2\" SCH 40 PVC MAINLINE", 5.5)
    T(page, P(300, 0)[0], P(0, 153)[1] - 2.5, "2\" SCH 40 PVC MAINLINE", 5.5)
    T(page, P(22, 0)[0] - 2.5, P(0, 300)[1], "1-1/2\" SCH 40 PVC MAINLINE", 5.5, "helv", rotate=90)
    T(page, P(366, 0)[0] - 2.5, P(0, 232)[1], "1-1/2\" SCH 40 PVC MAINLINE", 5.5, "helv", rotate=90)
    T(page, P(100, 0)[0], P(0, 316)[1] - 2.5, "1-1/2\" SCH 40 PVC MAINLINE", 5.5)
    T(page, P(28, 0)[0], P(0, 116)[1] - 2.5, "1-1/2\" SCH 40 PVC MAINLINE", 5.5)
    # ---- sleeves (dashed double lines across paving)
    sleeves = [
        (R(183, 115, 193, 117.5), "4\" SCH 40 PVC SLEEVE", 0, (176, 121.5)),
        (R(256.5, 152, 265.5, 154.5), "4\" SCH 40 PVC SLEEVE", 0, (266, 157.5)),
        (R(256.5, 315, 265.5, 317.5), "4\" SCH 40 PVC SLEEVE", 0, (266, 313)),
        (R(38, 8.5, 66, 11), "(2) 4\" SCH 40 PVC SLEEVES", 0, (40.5, 7)),
        (R(183, 10.5, 193, 13), "4\" SCH 40 PVC SLEEVE", 0, (158, 8)),
    ]
    for r, label, rot, (lx, ly) in sleeves:
        page.draw_rect(r, width=0.5, dashes="[3 1.5] 0", color=(0.1, 0.1, 0.1))
        T(page, P(lx, 0)[0], P(0, ly)[1], label, 5, "cour")
    # sleeve under parking aisle to the island: vertical, label rotated along it
    sr = R(120.5, 68, 123.5, 112)
    page.draw_rect(sr, width=0.5, dashes="[3 1.5] 0")
    T(page, P(126.5, 0)[0], P(0, 110)[1], "(2) 4\" SCH 40 PVC SLEEVES", 5, "cour", rotate=90)
    # ---- POC, meter, backflow, master valve, flow sensor
    mx, my = P(197, -10)
    page.draw_rect(pymupdf.Rect(mx - 6, my - 5, mx + 6, my + 5), width=0.8)
    T(page, mx - 4.5, my + 2, "M", 6, "hebo")
    sym_poc(page, *P(197, -2))
    sym_backflow(page, *P(197, 8))
    page.draw_rect(pymupdf.Rect(P(197, 8)[0] - 9, P(197, 8)[1] - 7, P(197, 8)[0] + 9, P(197, 8)[1] + 7), width=0.4,
                   dashes="[2 1] 0")
    sym_ball(page, *P(197, 15))
    sym_master(page, *P(197, 20))
    sym_flow(page, *P(197, 25))
    leader_text(page, *P(199, -10), P(214, 0)[0], P(0, -13.5)[1],
                ["POC - NEW 2\" IRRIGATION METER AND", "TAP BY CIVIL, SEE C-401. 2\" TYPE K", "COPPER SERVICE TO BACKFLOW."], 5.5)
    leader_text(page, *P(199.5, 8), P(222, 0)[0], P(0, 9)[1],
                ["2\" RP BACKFLOW PREVENTER IN", "INSULATED ENCLOSURE ON CONC. PAD.", "SEE DETAIL 1/L-502."], 5.5)
    leader_text(page, *P(194.5, 25), P(124, 0)[0], P(0, 24)[1],
                ["FLOW SENSOR, 10 PIPE DIA.", "STRAIGHT RUN UPSTREAM"], 5.0)
    valve_callout(page, *P(195, 20), P(197, 0)[0] - 34, P(0, 20)[1] - 14, "MV", "1-1/2\"", "")
    page.draw_line(P(206, -7), P(206, 30), width=0.6, dashes="[8 2 1 2] 0", color=(0.3, 0.3, 0.3))
    leader_text(page, *P(206, -3), P(226, 0)[0], P(0, -3.2)[1],
                ["DOMESTIC WATER SERVICE TO BUILDING - SEE CIVIL"], 5.0, "cour")
    # controller and sensor
    cx, cy = P(207.5, 87)
    sym_controller(page, cx, cy)
    leader_text(page, cx - 4, cy + 3, P(140, 0)[0] + 2, P(0, 101)[1] + 6,
                ["CONTROLLER 'A' ON EXT. WALL", "OF MECH. RM. 108 (NOTE 13)"], 5.5, "hebo")
    sx, sy = P(214, 33)
    sym_sensor(page, sx, sy)
    T(page, sx + 6, sy + 8, "SOLAR SYNC SENSOR ON ROOF EAVE", 5)
    # ---- ball valves and quick couplers on the mainline
    for p in ((197, 140), (30, 153), (340, 153), (190, 116)):
        sym_ball(page, *P(*p))
    QCS = [(197, 66), (22, 180), (22, 284), (140, 316), (300, 316), (366, 170)]
    for p in QCS:
        x, y = P(*p)
        sym_qc(page, x + 4, y + 4)
        page.draw_line((x, y), (x + 4, y + 4), width=0.5)
    # ---- heads and laterals
    lat = dict(width=0.45, color=(0.15, 0.15, 0.15))
    for y in (156, 204, 252, 300):
        page.draw_line(P(28, y), P(252, y), **lat)
    for y in spaced(158, 240, 27):
        page.draw_line(P(272, y), P(360, y), **lat)
    page.draw_line(P(272, 158), P(272, 240), **lat)
    page.draw_line(P(24, 322), P(360, 322), **lat)
    for y in (4, 21):
        page.draw_line(P(201, y), P(334, y), **lat)
    page.draw_line(P(201, 4), P(201, 21), **lat)
    page.draw_line(P(193, 28), P(193, 104), **lat)
    for y in (112, 139):
        page.draw_line(P(12, y), P(180, y), **lat)
    page.draw_line(P(12, 112), P(12, 139), **lat)
    page.draw_line(P(30, 64), P(166, 64), **lat)
    page.draw_rect(R(272, 246, 360, 310), **lat)
    page.draw_line(P(250, 127), P(310, 127), **lat)
    page.draw_line(P(122, 116), P(122, 64), **lat)
    # valve to zone laterals (short stubs)
    stubs = {"A-1": (48, 156), "A-2": (28, 204), "A-3": (28, 252), "A-4": (48, 300), "A-5": (360, 196),
             "A-6": (193, 44), "A-7": (158, 112), "A-8": (360, 276), "A-9": (122, 112), "A-10": (204, 96),
             "A-11": (190, 12), "A-12": (5, 110), "A-13": (86, 112), "A-14": (370, 236), "A-15": (210, 322)}
    for st, size, model, gpm, *_rest, (vx, vy), off in VALVES:
        page.draw_line(P(vx, vy), P(*stubs[st]), **lat)
    # drip supply headers
    page.draw_line(P(190, 12), P(26, 12), width=0.45, dashes="[5 2] 0")
    page.draw_line(P(5, 110), P(5, 22), width=0.45, dashes="[5 2] 0")
    page.draw_line(P(204, 96), P(204, 28), width=0.45, dashes="[5 2] 0")
    page.draw_line(P(370, 236), P(370, 316), width=0.45, dashes="[5 2] 0")
    # tree bubbler lateral (angled, label set along it)
    a, b = P(86, 116), P(62, 66)
    page.draw_line(a, b, **lat)
    ang = math.degrees(math.atan2(-(b[1] - a[1]), b[0] - a[0]))
    TA(page, a[0] - 10, a[1] - 10, "1\" CL 200 PVC", ang - 180 if ang > 90 else ang, 4.8)
    for x, y in HEADS["I25"]:
        sym_rotor25(page, *P(x, y))
    for x, y in HEADS["I20"]:
        sym_rotor20(page, *P(x, y))
    for x, y in HEADS["V15"]:
        sym_spray15(page, *P(x, y))
    for x, y in HEADS["V12"]:
        sym_spray12(page, *P(x, y))
    for x, y in HEADS["CST"]:
        sym_strip_c(page, *P(x, y))
    for x, y in HEADS["EST"]:
        sym_strip_e(page, *P(x, y))
    for x, y in TREES:
        sym_bubbler(page, *P(x - 2.2, y))
        sym_bubbler(page, *P(x + 2.2, y))
    # ---- addendum 1 cloud around the playground planters
    revision_cloud(page, pymupdf.Rect(P(361, 226)[0], P(0, 226)[1], P(380, 0)[0] + 6, P(0, 320)[1]))
    delta(page, P(380, 0)[0] + 18, P(0, 228)[1], "2")
    # ---- valves and callouts
    for st, size, model, gpm, *_rest, (vx, vy), (dx, dy) in VALVES:
        x, y = P(vx, vy)
        (sym_drip_kit if model.startswith("XCZ") else sym_rcv)(page, x, y)
        valve_callout(page, x, y, x + dx, y + dy, st, size, gpm)
    # ---- detail references
    for (fx, fy), ref in (((28, 204), "TYP. ROTOR, 3/L-502"), ((272, 246), "TYP. SPRAY, 4/L-502"),
                          ((377, 300), "DRIP, 7/L-502")):
        x, y = P(fx, fy)
        leader_text(page, x + 2, y + 2, x + 18, y + 22, [ref], 5.0, "helv")


def _north_arrow_and_scale(page, x, y) -> None:
    page.draw_circle((x, y), 22, width=0.8)
    page.draw_polyline([(x, y - 30), (x + 8, y + 14), (x, y + 6), (x, y - 30)], width=0.6, fill=(0, 0, 0))
    page.draw_polyline([(x, y - 30), (x - 8, y + 14), (x, y + 6), (x, y - 30)], width=0.6)
    TC(page, x, y + 34, "N", 12, "hebo")
    sx, sy = x - 330, y + 8
    marks = [0, 10, 20, 40, 60]
    for i in range(len(marks) - 1):
        a, b = sx + marks[i] * FT, sx + marks[i + 1] * FT
        page.draw_rect(pymupdf.Rect(a, sy, b, sy + 5), width=0.6, fill=(0, 0, 0) if i % 2 == 0 else (1, 1, 1))
    for m in marks:
        TC(page, sx + m * FT, sy - 3, str(m), 6)
    T(page, sx + 60 * FT + 6, sy + 5, "FEET", 6)


# --------------------------------------------------------------------------- right column

def _legend(page, x, y) -> float:
    T(page, x, y, "IRRIGATION LEGEND", 12, "hebo")
    page.draw_line((x, y + 3), (x + 138, y + 3), width=1.2)
    cols = [52, 78, 150, 386, 38, 64, 52, 44]
    heads = ["SYMBOL", "MANUFACTURER", "MODEL", "DESCRIPTION", "PSI", "RADIUS", "GPM", "QTY"]
    q = {k: len(v) for k, v in HEADS.items()}
    rows = [
        (sym_spray15, "RAIN BIRD", "1806-SAM-PRS / 15-VAN", "6\" POP-UP SPRAY, PRESSURE REGULATING, SEAL-A-MATIC CHECK, ADJ. ARC", "30", "15'", "1.85", str(q["V15"])),
        (sym_spray12, "RAIN BIRD", "1806-SAM-PRS / 12-VAN", "6\" POP-UP SPRAY, PRESSURE REGULATING, SEAL-A-MATIC CHECK, ADJ. ARC", "30", "12'", "1.18", str(q["V12"])),
        (sym_strip_c, "RAIN BIRD", "1806-SAM-PRS / 15-CST", "6\" POP-UP SPRAY, CENTER STRIP NOZZLE 4' x 30'", "30", "4'x30'", "1.21", str(q["CST"])),
        (sym_strip_e, "RAIN BIRD", "1806-SAM-PRS / 15-EST", "6\" POP-UP SPRAY, END STRIP NOZZLE 4' x 15'", "30", "4'x15'", "0.61", str(q["EST"])),
        (sym_rotor20, "HUNTER", "I-20-04-SS / #3.0", "4\" POP-UP ROTOR, STAINLESS RISER, FACTORY CHECK VALVE", "45", "37'", "3.0", str(q["I20"])),
        (sym_rotor25, "HUNTER", "I-25-04-SS / #6.0", "4\" POP-UP ROTOR, STAINLESS RISER, FACTORY CHECK VALVE", "50", "46'", "5.9", str(q["I25"])),
        (sym_bubbler, "RAIN BIRD", "1401", "FULL CIRCLE FLOOD BUBBLER, (2) PER TREE ON 1/2\" SCH 80 RISER", "30", "-", "0.25", str(2 * len(TREES))),
        (None, "NETAFIM", "TLCV4-12 (TECHLINE CV)", "DRIPLINE, 0.4 GPH EMITTERS AT 12\" O.C., ROWS AT 18\" O.C.", "25", "-", "-", "6,120 S.F."),
        (sym_drip_kit, "RAIN BIRD", "XCZ-100-PRB-COM", "1\" DRIP CONTROL ZONE KIT, 40 PSI REGULATOR, 200 MESH FILTER", "40", "-", "SEE SCHED.", "4"),
        (sym_rcv, "RAIN BIRD", "100-PEB / 150-PEB", "REMOTE CONTROL VALVE, GLOBE, SIZE PER VALVE SCHEDULE", "-", "-", "SEE SCHED.", "11"),
        (sym_master, "RAIN BIRD", "150-PESB", "1-1/2\" MASTER VALVE, NORMALLY CLOSED", "-", "-", "-", "1"),
        (sym_flow, "HUNTER", "HFS-FCT-150", "1-1/2\" FLOW SENSOR IN SCH 40 TEE, WIRED TO CONTROLLER 'A'", "-", "-", "-", "1"),
        (sym_controller, "HUNTER", "ACC2-1200 + ACM2-600", "18-STATION CONTROLLER, WALL MOUNT, STEEL CABINET (12 + 6 MODULE)", "-", "-", "-", "1"),
        (sym_sensor, "HUNTER", "SOLAR-SYNC-SEN", "ET SENSOR, WIRED, MOUNT ON ROOF EAVE", "-", "-", "-", "1"),
        (sym_qc, "RAIN BIRD", "44-RC", "1\" QUICK COUPLING VALVE, LOCKING YELLOW RUBBER COVER", "-", "-", "-", str(6)),
        (sym_ball, "NIBCO", "T-585-70", "LINE-SIZE BRONZE BALL VALVE IN 10\" ROUND VALVE BOX", "-", "-", "-", "4"),
        (sym_backflow, "FEBCO", "825Y-2", "2\" REDUCED PRESSURE BACKFLOW ASSEMBLY IN INSULATED ENCLOSURE", "-", "-", "-", "1"),
        (sym_poc, "-", "-", "POINT OF CONNECTION (POC)", "-", "-", "-", "1"),
        ("MAIN", "-", "-", "SCH 40 PVC MAINLINE, 2\" U.N.O.", "-", "-", "-", "-"),
        ("LAT", "-", "-", "CLASS 200 PVC LATERAL LINE, 3/4\" MIN.", "-", "-", "-", "-"),
        ("SLV", "-", "-", "SCH 40 PVC SLEEVE, SIZE AS NOTED", "-", "-", "-", "-"),
    ]
    xs = [x]
    for c in cols:
        xs.append(xs[-1] + c)
    top = y + 12
    hh, rh = 16, 15.5
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + hh), width=0.8, fill=(0.88, 0.88, 0.88))
    for i, h in enumerate(heads):
        T(page, xs[i] + 3, top + 11, h, 6.2, "hebo")
    yy = top + hh
    for r, row in enumerate(rows):
        page.draw_line((xs[0], yy + rh), (xs[-1], yy + rh), width=0.3)
        sym, *cells = row
        sx, sy = xs[0] + cols[0] / 2, yy + rh / 2
        if sym == "MAIN":
            page.draw_line((sx - 18, sy), (sx + 18, sy), width=2.2)
        elif sym == "LAT":
            page.draw_line((sx - 18, sy), (sx + 18, sy), width=0.45)
        elif sym == "SLV":
            page.draw_rect(pymupdf.Rect(sx - 18, sy - 2, sx + 18, sy + 2), width=0.5, dashes="[3 1.5] 0")
        elif sym is None:
            hatch(page, pymupdf.Rect(sx - 14, sy - 5, sx + 14, sy + 5), 3.2, 0.3)
            page.draw_rect(pymupdf.Rect(sx - 14, sy - 5, sx + 14, sy + 5), width=0.5)
        else:
            sym(page, sx, sy)
        for c, cell in enumerate(cells, 1):
            T(page, xs[c] + 3, yy + rh - 4.5, cell, 6.0, "helv")
        yy += rh
    for xv in xs:
        page.draw_line((xv, top), (xv, yy), width=0.5)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], yy), width=1.0)
    T(page, x, yy + 11, "GPM SHOWN FOR SPRAY AND ROTOR HEADS IS AT FULL CIRCLE; PART-CIRCLE FLOWS PER MANUFACTURER'S DATA.", 5.5, "helv")
    T(page, x, yy + 19, "ALL SPRAY HEADS: ADJUST ARC IN FIELD. ALL HEADS 4\" FROM PAVING EDGE.", 5.5, "helv")
    return yy + 19


def _kv_block(page, x, y, title, rows, w0, w1, rh=13.5, size=6.2) -> float:
    T(page, x, y, title, 10, "hebo")
    top = y + 7
    for i, (k, v) in enumerate(rows):
        ry = top + i * rh
        page.draw_line((x, ry), (x + w0 + w1, ry), width=0.3)
        T(page, x + 3, ry + rh - 4, k, size, "hebo")
        T(page, x + w0 + 4, ry + rh - 4, v, size, "helv")
    bot = top + len(rows) * rh
    page.draw_rect(pymupdf.Rect(x, top, x + w0 + w1, bot), width=0.9)
    page.draw_line((x + w0, top), (x + w0, bot), width=0.4)
    return bot


def _valve_schedule(page, x, y) -> float:
    T(page, x, y, "VALVE SCHEDULE - CONTROLLER 'A'", 11, "hebo")
    cols = [46, 46, 84, 40, 56, 52, 52, 206]
    heads = [("STATION", ""), ("VALVE", "SIZE"), ("VALVE MODEL", ""), ("GPM", ""), ("ZONE", "TYPE"),
             ("PRECIP.", "(IN/HR)"), ("HYDRO-", "ZONE"), ("AREA SERVED", "")]
    xs = [x]
    for c in cols:
        xs.append(xs[-1] + c)
    top = y + 8
    hh, rh = 22, 13.5
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + hh), width=0.8, fill=(0.88, 0.88, 0.88))
    for i, (h1, h2) in enumerate(heads):
        T(page, xs[i] + 3, top + 9, h1, 6.0, "hebo")
        if h2:
            T(page, xs[i] + 3, top + 17, h2, 6.0, "hebo")
    yy = top + hh
    for st, size, model, gpm, ztype, precip, hz, area, *_ in VALVES:
        cells = [st, size, model, gpm, ztype, precip, hz, area]
        for c, cell in enumerate(cells):
            font = "hebo" if c == 0 else "helv"
            if c in (1, 3, 5):      # numbers right-aligned in their cells, as the CAD table sets them
                w = pymupdf.get_text_length(cell, fontname=font, fontsize=6.2)
                T(page, xs[c + 1] - 4 - w, yy + rh - 4, cell, 6.2, font)
            else:
                T(page, xs[c] + 3, yy + rh - 4, cell, 6.2, font)
        yy += rh
        page.draw_line((xs[0], yy), (xs[-1], yy), width=0.3)
    for xv in xs:
        page.draw_line((xv, top), (xv, yy), width=0.5)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], yy), width=1.0)
    return yy


def _callout_key(page, x, y) -> None:
    T(page, x, y, "VALVE CALLOUT", 9, "hebo")
    cx, cy = x + 40, y + 38
    valve_callout(page, cx + 70, cy + 20, cx, cy, "A-#", "SIZE", "GPM", r=24)
    T(page, x + 78, cy - 14, "CONTROLLER - STATION", 5.5)
    page.draw_line((x + 76, cy - 16), (cx + 8, cy - 8), width=0.3)
    T(page, x - 2, cy + 38, "VALVE SIZE", 5.5)
    T(page, x + 44, cy + 38, "FLOW (GPM)", 5.5)


def _notes(page, x, y, colw, gap) -> float:
    T(page, x, y, "IRRIGATION NOTES", 12, "hebo")
    page.draw_line((x, y + 3), (x + 124, y + 3), width=1.2)
    size, lead = 7.4, 9.8
    bottom = 0.0
    for col in range(2):
        cx = x + col * (colw + gap)
        yy = y + 20
        for i in range(8 * col, 8 * col + 8):
            lines = wrap(NOTES[i], colw - 16, size)
            T(page, cx, yy, f"{i + 1}.", size, "hebo")
            for j, line in enumerate(lines):
                T(page, cx + 14, yy + j * lead, line, size)
            yy += len(lines) * lead + 7
        bottom = max(bottom, yy)
    return bottom



WATER_USE = [("APR", "4.2", "98,400"), ("MAY", "5.6", "176,900"), ("JUN", "6.9", "241,300"),
             ("JUL", "7.3", "262,800"), ("AUG", "6.4", "229,600"), ("SEP", "4.8", "158,200"),
             ("OCT", "2.9", "71,500"), ("SEASON TOTAL", "38.1", "1,238,700")]


def _water_use(page, x, y) -> float:
    T(page, x, y, "ESTIMATED MONTHLY WATER USE", 9, "hebo")
    T(page, x, y + 9, "(ESTABLISHED LANDSCAPE, ETo BASED)", 5.5)
    cols = [86, 60, 96]
    xs = [x]
    for c in cols:
        xs.append(xs[-1] + c)
    top = y + 15
    rh = 13
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + rh), width=0.6, fill=(0.88, 0.88, 0.88))
    for i, h in enumerate(("MONTH", "ETo (IN)", "EST. USE (GAL)")):
        T(page, xs[i] + 3, top + 9, h, 5.8, "hebo")
    yy = top + rh
    for k, row in enumerate(WATER_USE):
        for i, cell in enumerate(row):
            T(page, xs[i] + 3, yy + 9.5, cell, 6.0, "hebo" if k == len(WATER_USE) - 1 else "helv")
        yy += rh
        page.draw_line((xs[0], yy), (xs[-1], yy), width=0.3)
    for xv in xs:
        page.draw_line((xv, top), (xv, yy), width=0.4)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], yy), width=0.8)
    T(page, x, yy + 10, "WATERING WINDOW: 8:00 PM - 6:00 AM PER TOWN", 5.5)
    T(page, x, yy + 17, "WATER CONSERVATION ORDINANCE 13-4-2.", 5.5)
    return yy + 17


def _poc_enlargement(page, x, y) -> None:
    """View 2: the POC assembly enlarged at 1/4" = 1'-0", pipe run left to right."""
    s = 18.0
    py = y + 120

    def X(ft):
        return x + 20 + ft * s
    page.draw_rect(pymupdf.Rect(X(0), py - 27, X(3), py + 27), width=1.0)
    T(page, X(0.6), py + 4, "M", 14, "hebo")
    page.draw_line((X(3), py), (X(8.5), py), width=1.6)
    page.draw_rect(pymupdf.Rect(X(7.5), py - 40, X(14.5), py + 40), width=0.6, fill=(0.93, 0.93, 0.93))
    page.draw_rect(pymupdf.Rect(X(8), py - 27, X(14), py + 27), width=1.2, dashes="[6 3] 0")
    page.draw_line((X(8.5), py), (X(13.5), py), width=1.6)
    sym_backflow(page, (X(8.5) + X(13.5)) / 2, py, 26)
    page.draw_line((X(13.5), py), (X(25), py), width=2.2)
    sym_ball(page, X(16), py, 7)
    sym_master(page, X(18.5), py, 8)
    sym_flow(page, X(22.5), py, 8)
    page.draw_line((X(25), py), (X(24.2), py - 4), width=1)
    page.draw_line((X(25), py), (X(24.2), py + 4), width=1)
    # dimensions
    for a, b, yy, label in ((X(7.5), X(14.5), py + 54, "7'-0\""), (X(18.5), X(22.5), py - 40, "4'-0\" MIN.")):
        page.draw_line((a, yy), (b, yy), width=0.4)
        for xx in (a, b):
            page.draw_line((xx - 3, yy + 3), (xx + 3, yy - 3), width=0.7)
            page.draw_line((xx, yy - 5), (xx, yy + 5), width=0.3)
        TC(page, (a + b) / 2, yy - 3, label, 6)
    # control wire to the controller
    page.draw_line((X(18.5), py - 8), (X(18.5), py - 70), width=0.5, dashes="[4 2] 0")
    page.draw_line((X(22.5), py - 8), (X(22.5), py - 62), width=0.5, dashes="[4 2] 0")
    page.draw_line((X(22.5), py - 62), (X(18.5), py - 62), width=0.5, dashes="[4 2] 0")
    T(page, X(18.5) + 4, py - 72, "CONTROL WIRE TO CONTROLLER 'A'", 5.5)
    notes = [
        ((X(1.5), py - 27), (X(-0.5), py - 62), ["NEW 2\" IRRIGATION METER", "IN PIT - BY CIVIL, SEE C-401"]),
        ((X(5.5), py), (X(3), py + 70), ["2\" TYPE K COPPER"]),
        ((X(9.5), py - 14), (X(6.5), py - 92), ["FEBCO 825Y-2 RP ASSEMBLY, TEST COCKS", "ACCESSIBLE, SEE DETAIL 1/L-502"]),
        ((X(14.5), py + 30), (X(12.5), py + 84), ["INSULATED ALUMINUM ENCLOSURE", "ON 6\" CONC. PAD, 12\" BEYOND ASSEMBLY"]),
        ((X(16), py + 7), (X(19.5), py + 66), ["NIBCO BALL VALVE (ISOLATION)"]),
        ((X(18.5), py + 8), (X(19.5), py + 78), ["1-1/2\" MASTER VALVE, N.C."]),
        ((X(22.5), py + 8), (X(19.5), py + 90), ["FLOW SENSOR (HFS-FCT-150)"]),
        ((X(24.5), py - 2), (X(23.2), py - 22), ["TO 2\" MAINLINE"]),
    ]
    for (ax, ay), (tx, ty), lines in notes:
        leader_text(page, ax, ay, tx, ty, lines, 5.5)
    vy = y + 260
    T(page, x, vy, "2", 14, "hebo")
    page.draw_line((x + 20, vy + 4), (x + 470, vy + 4), width=1.2)
    T(page, x + 24, vy, "POC / BACKFLOW ENLARGEMENT", 11, "hebo")
    T(page, x + 24, vy + 14, "SCALE: 1/4\" = 1'-0\"", 7)


def _drip_bed(page, x, y) -> None:
    """View 3: a typical drip bed layout, not to scale."""
    bx0, by0, bx1, by1 = x + 20, y + 40, x + 300, y + 190
    page.draw_rect(pymupdf.Rect(bx0, by0, bx1, by1), width=1.0)
    rows = [by0 + 8 + 18 * k for k in range(9)]
    page.draw_line((bx0 + 6, by0 + 8), (bx0 + 6, rows[-1]), width=1.2)
    page.draw_line((bx1 - 6, by0 + 8), (bx1 - 6, rows[-1]), width=1.0, dashes="[5 2] 0")
    for ry in rows:
        page.draw_line((bx0 + 6, ry), (bx1 - 6, ry), width=0.45)
        for ex in range(int(bx0 + 16), int(bx1 - 10), 16):
            page.draw_circle((ex, ry), 0.9, width=0.3, fill=(0, 0, 0))
    sym_drip_kit(page, bx0 - 10, by0 + 70, 5)
    page.draw_line((bx0 - 5, by0 + 70), (bx0 + 6, by0 + 70), width=1.2)
    page.draw_circle((bx1 - 6, rows[-1]), 3, width=0.6, fill=(1, 1, 1))
    page.draw_polyline([(bx0 + 6, by0 + 2), (bx0 + 10, by0 + 8), (bx0 + 2, by0 + 8), (bx0 + 6, by0 + 2)], width=0.5)
    notes = [
        ((bx0 - 10, by0 + 65), (x - 4, y + 22), ["DRIP CONTROL ZONE KIT", "(XCZ-100-PRB-COM)"]),
        ((bx0 + 6, by0 + 5), (x + 100, y + 14), ["AIR/VACUUM RELIEF VALVE AT HIGH POINT"]),
        ((bx0 + 6, by0 + 120), (x + 60, by1 + 22), ["1\" CL 200 PVC SUPPLY HEADER"]),
        ((bx1 - 6, rows[-1]), (bx1 - 110, by1 + 34), ["FLUSH VALVE IN 6\" ROUND BOX"]),
        ((bx1 - 6, by0 + 40), (bx1 + 14, by0 + 30), ["1\" CL 200 PVC", "FLUSH HEADER"]),
        ((bx0 + 120, rows[3]), (bx1 + 14, by0 + 90), ["TECHLINE CV DRIPLINE", "ROWS 18\" O.C.,", "0.4 GPH AT 12\" O.C."]),
        ((bx0 + 200, by0), (bx1 + 14, by0 + 140), ["FIRST ROW 2\" FROM", "BED EDGE"]),
    ]
    for (ax, ay), (tx, ty), lines in notes:
        leader_text(page, ax, ay, tx, ty, lines, 5.5)
    vy = y + 260
    T(page, x, vy, "3", 14, "hebo")
    page.draw_line((x + 20, vy + 4), (x + 400, vy + 4), width=1.2)
    T(page, x + 24, vy, "TYPICAL DRIP BED LAYOUT", 11, "hebo")
    T(page, x + 24, vy + 14, "SCALE: NTS", 7)


def _hydrozones(page, x, y) -> None:
    T(page, x, y, "HYDROZONE LEGEND", 9, "hebo")
    items = [
        (lambda r: stipple(page, r, 6), "TURF - HIGH WATER USE (ROTOR / SPRAY ZONES)"),
        (lambda r: hatch(page, r, 3.2, 0.3), "SHRUB BEDS - MODERATE WATER USE (DRIP ZONES)"),
        (lambda r: [page.draw_line((r.x0 + k, r.y1 - 3), (r.x0 + k + 1, r.y1 - 7), width=0.3)
                    for k in range(3, int(r.width) - 2, 5)], "NATIVE SEED - NON-IRRIGATED (SEE L-201)"),
        (lambda r: [page.draw_circle((r.x0 + k, r.y0 + 5), 1, width=0.2) for k in range(4, int(r.width), 6)],
         "PLAYGROUND SURFACING - NO IRRIGATION"),
    ]
    for i, (draw, text) in enumerate(items):
        r = pymupdf.Rect(x, y + 10 + i * 17, x + 34, y + 21 + i * 17)
        draw(r)
        page.draw_rect(r, width=0.5)
        T(page, x + 44, y + 19 + i * 17, text, 6.2)
    tree(page, x + 17, y + 10 + 4 * 17 + 6, 6)
    T(page, x + 44, y + 19 + 4 * 17, "TREE, SEE PLANTING PLAN L-101 - (2) BUBBLERS EACH, ZONE A-13", 6.2)


def _related(page, x, y) -> None:
    T(page, x, y, "RELATED SHEETS", 9, "hebo")
    for i, line in enumerate(["L-101  PLANTING PLAN", "L-201  SEEDING & SOIL PREPARATION PLAN",
                              "L-502  IRRIGATION DETAILS", "C-401  SITE UTILITY PLAN",
                              "E-101  ELECTRICAL SITE PLAN"]):
        T(page, x, y + 13 + i * 9.5, line, 6.2, "cour")


# --------------------------------------------------------------------------- title block

def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(24, 24, W - 24, H - 24), width=2.2)
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=0.5)
    top, bot = TB_TOP, H - 30
    page.draw_line((30, top), (W - 30, top), width=1.6)
    xs = [30, 440, 760, 1140, 1300, 1760, 2050, 2300, W - 30]
    for xv in xs[1:-1]:
        page.draw_line((xv, top), (xv, bot), width=0.8)
    # firm
    T(page, 44, top + 30, "GREENLINE", 22, "tibo")
    T(page, 44 + pymupdf.get_text_length("GREENLINE", fontname="tibo", fontsize=22) + 5, top + 30, "COLLABORATIVE",
      13, "tiro")
    T(page, 44, top + 44, "LANDSCAPE ARCHITECTURE + PLANNING", 7, "hebo")
    T(page, 44, top + 58, "2200 LARIMER STREET, SUITE 410", 6.5)
    T(page, 44, top + 68, "DENVER, COLORADO 80205", 6.5)
    T(page, 44, top + 78, "T 303.555.0142   WWW.GREENLINECOLLAB.COM", 6.5)
    T(page, 44, top + 104, "COPYRIGHT 2025 GREENLINE COLLABORATIVE. THESE DRAWINGS ARE INSTRUMENTS OF SERVICE", 4.6)
    T(page, 44, top + 110, "AND SHALL NOT BE REPRODUCED OR USED FOR ANY OTHER PROJECT WITHOUT WRITTEN CONSENT.", 4.6)
    # consultant
    x = 452
    T(page, x, top + 12, "IRRIGATION CONSULTANT", 5.5, "hebo")
    T(page, x, top + 28, "AQUIFER DESIGN GROUP, LLC", 10, "hebo")
    T(page, x, top + 40, "IRRIGATION DESIGN & WATER MANAGEMENT", 6.5)
    T(page, x, top + 50, "755 KIPLING STREET, LAKEWOOD, CO 80215", 6.5)
    T(page, x, top + 60, "T 720.555.0193", 6.5)
    T(page, x, top + 78, "CIVIL ENGINEER", 5.5, "hebo")
    T(page, x, top + 90, "BRAYFIELD ENGINEERING, INC. - LONGMONT, CO", 6.5)
    # call before you dig
    page.draw_rect(pymupdf.Rect(x, top + 97, x + 160, top + 118), width=0.8)
    T(page, x + 5, top + 110, "811", 12, "hebo")
    T(page, x + 32, top + 106, "CALL BEFORE YOU DIG", 5.5, "hebo")
    T(page, x + 32, top + 114, "UTILITY NOTIFICATION CENTER OF CO", 5.0)
    # project / owner
    x = 772
    T(page, x, top + 12, "PROJECT", 5.5, "hebo")
    T(page, x, top + 28, "HARTWELL MEADOWS PARK", 13, "hebo")
    T(page, x, top + 42, "& COMMUNITY BUILDING", 10, "hebo")
    T(page, x, top + 54, "4850 HARTWELL AVENUE, CEDAR HOLLOW, CO 80516", 6.5)
    T(page, x, top + 76, "OWNER", 5.5, "hebo")
    T(page, x, top + 90, "TOWN OF CEDAR HOLLOW", 8, "helv")
    T(page, x, top + 100, "PARKS, RECREATION & OPEN SPACE DEPARTMENT", 6.5)
    # seal
    sx, sy = 1220, top + 60
    page.draw_circle((sx, sy), 50, width=0.8)
    page.draw_circle((sx, sy), 44, width=0.4)
    TC(page, sx, sy - 20, "STATE OF COLORADO", 5.5, "hebo")
    TC(page, sx, sy - 4, "DANIELLE M. OKAFOR", 6.5, "hebo")
    TC(page, sx, sy + 6, "LANDSCAPE ARCHITECT", 5.5)
    TC(page, sx, sy + 16, "LIC. No. LA.0001873", 5.5)
    TC(page, sx, sy + 30, "03/19/2025", 5.5)
    # revisions
    x = 1312
    T(page, x, top + 12, "REVISIONS", 6.5, "hebo")
    cols = [30, 300, 70, 40]
    hdr = ["NO.", "DESCRIPTION", "DATE", "BY"]
    rows = [("1", "PLAN REVIEW RESPONSE - TOWN COMMENTS", "02/28/2025", "KM"),
            ("2", "ADDENDUM 1 - PLAYGROUND PLANTER DRIP ZONE A-14", "03/19/2025", "KM"),
            ("", "", "", ""), ("", "", "", "")]
    rx = [x]
    for c in cols:
        rx.append(rx[-1] + c)
    ry = top + 18
    for i, h in enumerate(hdr):
        T(page, rx[i] + 3, ry + 9, h, 5.5, "hebo")
    for k, row in enumerate(rows):
        yy = ry + 13 + k * 14
        page.draw_line((rx[0], yy), (rx[-1], yy), width=0.3)
        for i, cell in enumerate(row):
            T(page, rx[i] + 3, yy + 10, cell, 6.2)
    page.draw_rect(pymupdf.Rect(rx[0], ry, rx[-1], ry + 13 + 14 * len(rows)), width=0.6)
    for xv in rx[1:-1]:
        page.draw_line((xv, ry), (xv, ry + 13 + 14 * len(rows)), width=0.3)
    # issue / date / numbers
    x = 1772
    fields = [("ISSUE", "100% CONSTRUCTION DOCUMENTS", 0, 12), ("DATE", "01/17/2025", 0, 38),
              ("PROJECT NO.", "GLC-2418", 140, 38), ("DRAWN BY", "KM", 0, 64), ("CHECKED BY", "DMO", 140, 64),
              ("SCALE", "1\" = 20'-0\"", 0, 90)]
    for cap, val, dx, dy in fields:
        T(page, x + dx, top + dy, cap, 5.5, "hebo")
        T(page, x + dx, top + dy + 11, val, 7.5)
    # sheet title
    x = 2062
    T(page, x, top + 12, "SHEET TITLE", 5.5, "hebo")
    T(page, x, top + 40, "IRRIGATION PLAN", 15, "hebo")
    T(page, x, top + 56, "SITE - OVERALL", 8)
    T(page, x, top + 100, "NOT FOR CONSTRUCTION UNLESS SEALED", 5)
    # sheet number
    x = 2312
    T(page, x, top + 12, "SHEET NUMBER", 5.5, "hebo")
    T(page, x + 22, top + 76, "L-301", 46, "hebo")
    T(page, x + 60, top + 104, "SHEET 14 OF 22", 6.5)


def irrigation_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = Canvas(doc.new_page(width=W, height=H))
    _title_block(page)
    _site(page)
    _irrigation(page)
    vy = OY + 344 * FT
    T(page, OX, vy, "1", 16, "hebo")
    page.draw_circle((OX + 5, vy - 5), 14, width=1.0)
    page.draw_line((OX + 24, vy + 5), (OX + 540, vy + 5), width=1.4)
    T(page, OX + 28, vy, "IRRIGATION PLAN", 14, "hebo")
    T(page, OX + 28, vy + 17, "SCALE: 1\" = 20'-0\"", 8)
    T(page, OX + 200, vy + 17, "(HALF-SIZE PRINTS: 1\" = 40'-0\")", 6.5)
    _north_arrow_and_scale(page, 1470, vy - 16)
    _hydrozones(page, 640, 1400)
    _related(page, 1000, 1400)
    y = _legend(page, RX, 58)
    bot = _kv_block(page, RX, y + 28, "POC / WATER DATA", POC_DATA, 118, 262)
    _kv_block(page, RX + 400, y + 28, "IRRIGATED AREA SUMMARY", AREAS, 150, 100)
    _callout_key(page, RX + 720, y + 28)
    sy = bot + 30
    y = _valve_schedule(page, RX, sy)
    T(page, RX, y + 11, "SEE IRRIGATION DETAILS ON L-502. PRECIPITATION RATES ARE ASSUMED HEAD-TO-HEAD SQUARE SPACING.",
      5.5)
    _water_use(page, RX + 700, sy)
    y = _notes(page, RX, y + 36, 466, 24)
    vy = max(y + 14, TB_TOP - 300)
    _poc_enlargement(page, RX, vy)
    _drip_bed(page, RX + 560, vy)
    page.commit()
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
