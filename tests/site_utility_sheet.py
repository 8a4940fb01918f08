"""A US civil site utility plan (C-401, ARCH D 36x24 in, landscape) for a new one-storey fire
station, drawn the way a civil engineer's CAD export draws one: the plan at 1" = 30' with the
building footprint (FFE, apparatus bays, riser room), staff parking, the concrete apparatus apron,
a dry detention basin, existing contours screened grey, and a curving street (ALDER CREEK PARKWAY)
whose name is set once letter by letter along the curve (each letter its own rotated text, as
arc-aligned CAD text exports) and once as one string turned to the road's tangent; the existing
12" water main, 8" sanitary and 24" storm in the street, labelled along the curve; the proposed
8" DIP fire service with its tapping sleeve, tee, hydrant FH-1 and FDC, the 2" type K copper
domestic service, the 6" PVC SDR 35 building sewer through grease interceptor GI-1 and manholes
SSMH-1 and SSMH-2 to the street, and the storm drain (12" HDPE, 15" and 18" RCP) from catch basins
CB-1..CB-3 through STMH-1 and STMH-2 to flared end FES-1 in the basin, with outlet structure OCS-1
to an existing curb inlet. Every pipe's label (length, size, material, slope) is turned to its
pipe's own angle (-47, 72, 18, -60, 65 degrees and so on) by a text morph; structures are tagged by
leaders to stacked multi-line blocks (one text line per rim/invert) or to one long single-line
label; pipe lines carry their CAD linetype letters (W, F, S, ST) as small rotated texts; crossing
tags X-1..X-3 sit on the pipe crossings; revision deltas and a cloud mark changes.

To the right: a ruled STRUCTURE TABLE (structure, type, rim, inverts in and out with direction,
pipe size, casting / remarks; two-invert cells stacked in one cell), a PIPE CROSSING TABLE, UTILITY
NOTES numbered 1..14 with hanging indents, a utility legend (line types with their letters, and
symbols), a benchmark block, a Diggers Hotline box and a vicinity map; under the notes a utility
quantities table, a typical trench section (N.T.S.), a utility contacts table and a sanitary service
profile (grid with elevations and stations, structures with their rim and inverts in vertical
text). A north arrow and a graphic scale bar marked 1" = 30' stand over the plan, the view title
under it, and the title block is a strip along the bottom edge (civil firm, architect, seal,
project and owner, revision table, issue date, project number, drawn and checked, scale, sheet
title, sheet number).

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round62-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`).
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                     # ARCH D, landscape
TB_TOP = 1548                          # title block strip along the bottom edge
FT = 2.4                               # 1" = 30': 72 points to 30 feet
PX0, PY0 = 80, 80                      # plan origin (feet measured east and south from it)
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.62, 0.62, 0.62)

# the street's centreline, a cubic Bezier in plan feet
ROAD = [(0, 520), (180, 410), (420, 600), (660, 440)]

# structures and pipe ends in plan feet (x east, y south of the plan origin)
PTS = {
    "B1": (210, 165), "GI-1": (180, 150), "B2": (210, 225), "SSMH-1": (150, 245), "SSMH-2": (225, 390),
    "EXSSMH": (250.0, 491.5),
    "CB-1": (65, 235), "CB-2": (125, 300), "STMH-1": (215, 335), "CB-3": (320, 318), "STMH-2": (455, 270),
    "FES-1": (490, 195), "RDB": (370, 145), "RDCO": (455, 145), "OCS-1": (585, 175), "EXINL": (615.0, 445.9),
    "T1": (430.0, 495.4), "BEND": (430, 330), "RISER": (370, 225), "FH-1": (408, 318), "FDC": (370, 232),
    "T2": (320.0, 488.2), "DOMB": (240, 240),
}

# (from, to, kind, label) -- kind picks the line weight and linetype letter
PIPES = [
    ("B1", "GI-1", "san", "34 LF 6\" PVC SDR 35 @ 2.06%"),
    ("GI-1", "SSMH-1", "san", "100 LF 6\" PVC SDR 35 @ 2.05%"),
    ("B2", "SSMH-1", "san", "63 LF 6\" PVC SDR 35 @ 2.14%"),
    ("SSMH-1", "SSMH-2", "san", "163 LF 6\" PVC SDR 35 @ 2.02%"),
    ("SSMH-2", "EXSSMH", "san", "105 LF 6\" PVC SDR 35 @ 2.00%"),
    ("CB-1", "CB-2", "st", "88 LF 12\" HDPE @ 0.63%"),
    ("CB-2", "STMH-1", "st", "97 LF 12\" HDPE @ 0.52%"),
    ("STMH-1", "CB-3", "st", "106 LF 15\" RCP @ 0.50%"),
    ("CB-3", "STMH-2", "st", "143 LF 15\" RCP @ 0.50%"),
    ("STMH-2", "FES-1", "st", "83 LF 18\" RCP @ 0.60%"),
    ("RDB", "RDCO", "st", "85 LF 8\" PVC SDR 35 @ 1.00%"),
    ("RDCO", "STMH-2", "st", "125 LF 8\" PVC SDR 35 @ 1.00%"),
    ("OCS-1", "EXINL", "st", "273 LF 18\" RCP @ 0.51%"),
    ("T1", "BEND", "fire", "165 LF 8\" DIP CL. 52 FIRE SERVICE"),
    ("BEND", "RISER", "fire", "121 LF 8\" DIP CL. 52 FIRE SERVICE"),
    ("BEND", "FH-1", "fire", "25 LF 6\" DIP"),
    ("T2", "DOMB", "dom", "261 LF 2\" TYPE K COPPER DOMESTIC SERVICE"),
]

STRUCTURES = [
    ("STRUCTURE", "TYPE", "RIM", "INV IN", "INV OUT", "PIPE SIZE", "CASTING / REMARKS"),
    ("SSMH-1", "48\" DIA. PRECAST SANITARY MH", "812.40", "806.10 (N)\n806.25 (E)", "806.00 (S)", "6\" PVC",
     "NEENAH R-1642, SOLID LID"),
    ("SSMH-2", "48\" DIA. PRECAST SANITARY MH", "811.20", "802.70 (NW)", "802.60 (S)", "6\" PVC",
     "NEENAH R-1642, SOLID LID"),
    ("GI-1", "1,500 GAL. PRECAST GREASE INTERCEPTOR", "813.10", "808.40 (E)", "808.15 (S)", "6\" PVC",
     "2-COMPARTMENT, H-20 COVERS"),
    ("CB-1", "2'x3' PRECAST CATCH BASIN", "812.30", "--", "808.90 (SE)", "12\" HDPE", "NEENAH R-3067, 2' SUMP"),
    ("CB-2", "2'x3' PRECAST CATCH BASIN", "811.85", "808.35 (NW)", "808.25 (E)", "12\" HDPE", "NEENAH R-3067, 2' SUMP"),
    ("STMH-1", "48\" DIA. PRECAST STORM MH", "812.05", "807.75 (W)", "807.50 (E)", "15\" RCP",
     "NEENAH R-1642, \"STORM\" LID"),
    ("CB-3", "2'x3' PRECAST CATCH BASIN", "811.70", "806.97 (W)", "806.87 (E)", "15\" RCP", "NEENAH R-3067, 2' SUMP"),
    ("STMH-2", "60\" DIA. PRECAST STORM MH", "812.20", "806.15 (W)\n807.40 (N)", "805.90 (NE)", "18\" RCP",
     "NEENAH R-1642, \"STORM\" LID"),
    ("FES-1", "18\" RCP FLARED END SECTION", "--", "805.40 (SW)", "--", "18\" RCP", "TRASH GUARD, RIPRAP PER 6/C-501"),
    ("OCS-1", "4'x4' PRECAST OUTLET CONTROL STRUCTURE", "809.60", "--", "805.00 (S)", "18\" RCP",
     "4\" ORIFICE @ 805.00, BEEHIVE GRATE"),
]

CROSSINGS = [
    ("CROSSING", "UPPER PIPE", "BOTTOM EL.", "LOWER PIPE", "TOP EL.", "CLEARANCE"),
    ("X-1", "12\" HDPE STORM (CB-2 TO STMH-1)", "807.88", "6\" PVC SANITARY (SSMH-1 TO SSMH-2)", "804.68", "3.20'"),
    ("X-2", "15\" RCP STORM (STMH-1 TO CB-3)", "807.04", "2\" TYPE K COPPER DOMESTIC", "805.40", "1.64'"),
    ("X-3", "15\" RCP STORM (CB-3 TO STMH-2)", "806.22", "8\" DIP FIRE SERVICE", "804.60", "1.62'"),
]

NOTES = [
    "ALL UTILITY WORK SHALL CONFORM TO THE VILLAGE OF ASHBURY ENGINEERING STANDARDS AND THE STANDARD "
    "SPECIFICATIONS FOR SEWER & WATER CONSTRUCTION IN WISCONSIN, CURRENT EDITION.",
    "CONTRACTOR SHALL CONTACT DIGGERS HOTLINE (811) A MINIMUM OF 3 WORKING DAYS BEFORE EXCAVATING AND SHALL "
    "FIELD VERIFY THE LOCATION, SIZE AND INVERT OF ALL EXISTING UTILITIES AT POINTS OF CONNECTION BEFORE "
    "ORDERING STRUCTURES.",
    "MAINTAIN 10 FT MINIMUM HORIZONTAL SEPARATION BETWEEN WATER PIPING AND ANY SANITARY OR STORM SEWER OR "
    "STRUCTURE, MEASURED OUTSIDE TO OUTSIDE.",
    "WHERE WATER PIPING CROSSES A SEWER, PROVIDE 18 IN. MINIMUM VERTICAL SEPARATION, OUTSIDE TO OUTSIDE, AND "
    "CENTER ONE FULL LENGTH OF WATER PIPE ON THE CROSSING. SEE PIPE CROSSING TABLE.",
    "PROVIDE CONCRETE THRUST BLOCKS AT ALL TEES, BENDS, PLUGS, REDUCERS AND HYDRANTS ON THE FIRE SERVICE, "
    "AND RESTRAINED JOINTS FOR 36 FT EACH SIDE OF EACH FITTING. SEE DETAIL 2/C-502.",
    "INSTALL 12 GA. SOLID CORE COPPER TRACER WIRE ALONG ALL NON-METALLIC PIPE AND SERVICES, TERMINATED IN "
    "TRACER WIRE ACCESS BOXES AT EACH STRUCTURE AND AT THE BUILDING. TEST CONTINUITY BEFORE ACCEPTANCE.",
    "PIPE BEDDING: PVC AND HDPE PIPE IN 3/4\" CLEAR CRUSHED STONE FROM 6\" BELOW THE PIPE TO 12\" ABOVE THE "
    "CROWN. RCP BEDDED PER ASTM C1479, TYPE 2 INSTALLATION. DIP AND COPPER BEDDED IN SAND PER DETAIL 1/C-501.",
    "WATER PIPE: FIRE SERVICE 8\" DIP, CLASS 52, AWWA C151, CEMENT-MORTAR LINED, POLYETHYLENE ENCASED PER "
    "AWWA C105. DOMESTIC SERVICE 2\" TYPE K COPPER WITH CORPORATION STOP AND CURB STOP & BOX.",
    "HYDROSTATIC PRESSURE AND LEAKAGE TEST THE FIRE SERVICE PER AWWA C600 AT 150 PSI FOR 2 HOURS. DISINFECT "
    "PER AWWA C651 AND OBTAIN SAFE BACTERIOLOGICAL SAMPLES BEFORE PLACING IN SERVICE.",
    "SANITARY BUILDING SEWER SHALL BE 6\" PVC SDR 35 (ASTM D3034) @ 2.0% MIN. SLOPE. AIR TEST PER ASTM F1417 "
    "AND MANDREL DEFLECTION TEST (5%) NO SOONER THAN 30 DAYS AFTER BACKFILL. VACUUM TEST MANHOLES PER ASTM C1244.",
    "MINIMUM COVER OVER WATER PIPING SHALL BE 6'-6\" TO TOP OF PIPE. WHERE LESS COVER IS UNAVOIDABLE, "
    "INSULATE WITH 2\" EXTRUDED POLYSTYRENE BOARD PER DETAIL 5/C-502.",
    "GREASE INTERCEPTOR GI-1 SHALL RECEIVE KITCHEN WASTE ONLY. PROVIDE H-20 TRAFFIC-RATED COVERS AND EXTEND "
    "ACCESS RISERS TO FINISHED GRADE.",
    "UNDERGROUND FIRE SERVICE SHALL BE INSTALLED AND FLUSHED PER NFPA 24 BY A LICENSED CONTRACTOR. SUBMIT "
    "THE CONTRACTOR'S MATERIAL AND TEST CERTIFICATE TO THE ASHBURY FIRE DEPARTMENT.",
    "STORM SEWER: RCP ASTM C76 CLASS III WITH O-RING GASKETED JOINTS; HDPE ADS N-12 WT (AASHTO M294) OR "
    "EQUAL. RIM ELEVATIONS ARE TO TOP OF CASTING; ADJUST CASTINGS TO FINISHED GRADE.",
]

QUANTITIES = [
    ("ITEM", "UNIT", "QTY."),
    ("6\" PVC SDR 35 SANITARY", "LF", "465"),
    ("8\" PVC SDR 35 STORM (ROOF DRAIN)", "LF", "210"),
    ("12\" HDPE STORM", "LF", "185"),
    ("15\" RCP STORM, CL. III", "LF", "249"),
    ("18\" RCP STORM, CL. III", "LF", "356"),
    ("8\" DIP CL. 52 FIRE SERVICE", "LF", "286"),
    ("6\" DIP HYDRANT LEAD", "LF", "25"),
    ("2\" TYPE K COPPER", "LF", "261"),
    ("48\" DIA. MANHOLE", "EA", "3"),
    ("60\" DIA. MANHOLE", "EA", "1"),
    ("2'x3' CATCH BASIN", "EA", "3"),
    ("FIRE HYDRANT ASSEMBLY", "EA", "1"),
]

CONTACTS = [
    ("UTILITY", "COMPANY", "CONTACT", "PHONE"),
    ("WATER / SANITARY", "ASHBURY MUNICIPAL UTILITIES", "DEREK HOLM", "(262) 555-0131"),
    ("STORM", "VILLAGE OF ASHBURY DPW", "ANNA PIETRZAK", "(262) 555-0166"),
    ("ELECTRIC", "LAKESHORE POWER COOPERATIVE", "SERVICE DESK", "(262) 555-0190"),
    ("GAS", "NORTHERN PRAIRIE GAS CO.", "NEW SERVICES", "(262) 555-0112"),
    ("TELECOM / FIBER", "ASHBURY NET", "ENGINEERING", "(262) 555-0178"),
]

REVISIONS = [
    ("1", "VILLAGE PLAN REVIEW COMMENTS", "03/07/2025"),
    ("2", "WDNR / DSPS REVIEW COMMENTS", "04/11/2025"),
    ("3", "ADDENDUM NO. 1", "05/23/2025"),
]


# where along its pipe a label sits, where the middle is taken by a crossing or a tag
LABEL_AT = {("SSMH-1", "SSMH-2"): 0.3, ("STMH-1", "CB-3"): 0.28, ("CB-3", "STMH-2"): 0.3, ("T2", "DOMB"): 0.4,
            ("BEND", "RISER"): 0.62}

# ------------------------------------------------------------------ pen and text

class _Pen:
    """Every line, curve and text gathered into one Shape and committed once, as a CAD export writes
    one content stream."""

    def __init__(self, page):
        self.page = page
        self.shape = page.new_shape()

    def line(self, a, b, width=0.5, color=BLACK, dashes=None):
        self.shape.draw_line(a, b)
        self.shape.finish(width=width, color=color, dashes=dashes, closePath=False)

    def poly(self, pts, width=0.5, color=BLACK, dashes=None, closed=False, fill=None):
        pts = list(pts)
        if closed:
            pts = pts + [pts[0]]
        self.shape.draw_polyline(pts)
        self.shape.finish(width=width, color=color, dashes=dashes, fill=fill, closePath=False)

    def rect(self, r, width=0.5, color=BLACK, fill=None, dashes=None):
        self.shape.draw_rect(pymupdf.Rect(*r))
        self.shape.finish(width=width, color=color, fill=fill, dashes=dashes)

    def circle(self, c, r, width=0.5, color=BLACK, fill=None, dashes=None):
        self.shape.draw_circle(c, r)
        self.shape.finish(width=width, color=color, fill=fill, dashes=dashes)

    def text(self, x, y, s, size=7.0, font="helv", angle=0.0, color=BLACK):
        """Text with its baseline starting at (x, y), turned `angle` degrees counter-clockwise."""
        if angle:
            self.shape.insert_text((x, y), s, fontsize=size, fontname=font, color=color,
                                   morph=(pymupdf.Point(x, y), pymupdf.Matrix(angle)))
        else:
            self.shape.insert_text((x, y), s, fontsize=size, fontname=font, color=color)

    def commit(self):
        self.shape.commit()


def _w(s, size, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _p(fx, fy):
    return (PX0 + fx * FT, PY0 + fy * FT)


def _angle(a, b):
    """The reading angle (degrees, counter-clockwise, within -90..90) of the line a-b on the page."""
    g = math.degrees(math.atan2(-(b[1] - a[1]), b[0] - a[0]))
    if g > 90:
        g -= 180
    if g <= -90:
        g += 180
    return g


def _along(pen, mid, angle, s, size=5.5, font="helv", lift=2.5, color=BLACK):
    """Text centred on `mid`, turned to `angle`, its baseline lifted `lift` points off the line."""
    a = math.radians(angle)
    ux, uy = math.cos(a), -math.sin(a)            # along the text
    nx, ny = -math.sin(a), -math.cos(a)           # the text's "up"
    w = _w(s, size, font)
    x = mid[0] - ux * w / 2 + nx * lift
    y = mid[1] - uy * w / 2 + ny * lift
    pen.text(x, y, s, size, font, angle, color)


def _wrap(text, width, size, font="helv"):
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and _w(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


# ------------------------------------------------------------------ road geometry

def _bez(t, o=0.0):
    """Plan point (feet) on the road centreline at parameter t, offset o feet to the north side."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = ROAD
    a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
    x = a * x0 + b * x1 + c * x2 + d * x3
    y = a * y0 + b * y1 + c * y2 + d * y3
    dx = 3 * (1 - t) ** 2 * (x1 - x0) + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (x3 - x2)
    dy = 3 * (1 - t) ** 2 * (y1 - y0) + 6 * (1 - t) * t * (y2 - y1) + 3 * t * t * (y3 - y2)
    n = math.hypot(dx, dy)
    return x + o * dy / n, y - o * dx / n


def _road_pts(o, t0=0.0, t1=1.0, n=90):
    return [_p(*_bez(t0 + (t1 - t0) * k / n, o)) for k in range(n + 1)]


def _road_angle(t):
    a, b = _p(*_bez(t - 0.002)), _p(*_bez(t + 0.002))
    return _angle(a, b)


def _text_on_curve(pen, s, t_start, o, size, font="hebo", spacing=1.35):
    """Arc-aligned text the way CAD explodes it: one rotated text object per letter."""
    pts = _road_pts(o, 0, 1, 600)
    cum = [0.0]
    for a, b in zip(pts, pts[1:]):
        cum.append(cum[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    pos = cum[int(t_start * 600)]
    for ch in s:
        w = _w(ch, size, font) * spacing
        k = next(i for i, c in enumerate(cum) if c >= pos)
        a, b = pts[max(k - 1, 0)], pts[min(k + 1, len(pts) - 1)]
        ang = _angle(a, b)
        if ch != " ":
            pen.text(pts[k][0], pts[k][1], ch, size, font, ang)
        pos += w


# ------------------------------------------------------------------ symbols

def _arrowhead(pen, a, b, at=0.5, size=5.0, width=0.6):
    """A flow arrow on the line a-b, pointing toward b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    tip = (a[0] + dx * at + ux * size / 2, a[1] + dy * at + uy * size / 2)
    for s in (1, -1):
        pen.line(tip, (tip[0] - ux * size + s * uy * size * 0.45, tip[1] - uy * size - s * ux * size * 0.45), width)


def _valve(pen, c, ang, r=3.2):
    a = math.radians(ang)
    ux, uy = math.cos(a), -math.sin(a)
    nx, ny = -uy, ux
    p1 = (c[0] - ux * r + nx * r, c[1] - uy * r + ny * r)
    p2 = (c[0] - ux * r - nx * r, c[1] - uy * r - ny * r)
    p3 = (c[0] + ux * r + nx * r, c[1] + uy * r + ny * r)
    p4 = (c[0] + ux * r - nx * r, c[1] + uy * r - ny * r)
    pen.poly([p1, p2, p3, p4], width=0.6, closed=True, fill=BLACK)


def _san_mh(pen, c):
    pen.circle(c, 5.2, width=0.8, fill=(1, 1, 1))
    pen.circle(c, 1.4, width=0.3, fill=BLACK)


def _storm_mh(pen, c):
    pen.circle(c, 6.0, width=0.8, fill=(1, 1, 1))
    pen.circle(c, 3.2, width=0.4)


def _cb(pen, c):
    x, y = c
    pen.rect((x - 3.6, y - 2.4, x + 3.6, y + 2.4), width=0.8, fill=(1, 1, 1))
    pen.line((x - 3.6, y - 2.4), (x + 3.6, y + 2.4), 0.3)
    pen.line((x - 3.6, y + 2.4), (x + 3.6, y - 2.4), 0.3)


def _hydrant(pen, c):
    pen.circle(c, 3.0, width=0.6, fill=BLACK)
    pen.line((c[0] - 6, c[1]), (c[0] + 6, c[1]), 1.0)
    pen.line((c[0], c[1] - 6), (c[0], c[1] + 2), 1.0)


def _cleanout(pen, c):
    pen.circle(c, 2.4, width=0.5, fill=(1, 1, 1))
    pen.line((c[0] - 1.6, c[1]), (c[0] + 1.6, c[1]), 0.3)


def _twab(pen, c):
    """Tracer wire access box."""
    pen.rect((c[0] - 1.8, c[1] - 1.8, c[0] + 1.8, c[1] + 1.8), width=0.4, fill=(0.3, 0.3, 0.3))


def _tag_circle(pen, c, s, r=7.5, size=5.5):
    pen.circle(c, r, width=0.6, fill=(1, 1, 1))
    pen.text(c[0] - _w(s, size, "hebo") / 2, c[1] + size * 0.35, s, size, "hebo")


def _delta(pen, c, s, r=7.5):
    x, y = c
    pen.poly([(x, y - r), (x + r * 0.95, y + r * 0.65), (x - r * 0.95, y + r * 0.65)], width=0.8, closed=True,
             fill=(1, 1, 1))
    pen.text(x - _w(s, 6, "hebo") / 2, y + 3.2, s, 6, "hebo")


def _cloud(pen, x0, y0, x1, y1, bump=10):
    pts = []
    for (ax, ay, bx, by) in ((x0, y0, x1, y0), (x1, y0, x1, y1), (x1, y1, x0, y1), (x0, y1, x0, y0)):
        n = max(2, int(math.hypot(bx - ax, by - ay) / bump))
        for k in range(n):
            pts.append((ax + (bx - ax) * k / n, ay + (by - ay) * k / n))
    pts.append(pts[0])
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for a, b in zip(pts, pts[1:]):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        dx, dy = mx - cx, my - cy
        d = math.hypot(dx, dy) or 1
        ctrl = (mx + dx / d * 5, my + dy / d * 5)
        pen.shape.draw_bezier(a, ctrl, ctrl, b)
        pen.shape.finish(width=0.9, color=BLACK, closePath=False)


def _leader(pen, anchor, tx, ty, lines, size=5.8, font="helv", right=True, lead=1.22, head=None, mask=False):
    """A leader from the structure at `anchor` to a text block whose first baseline is (tx, ty):
    a dot on the structure, a slanted leg and a short shoulder, then one text line per value,
    stacked (the first line may be set bold as the structure's name)."""
    sx = tx - 3 if right else tx + max(_w(s, size, font) for s in lines) + 3
    sy = ty - size * 0.35
    pen.circle(anchor, 0.9, width=0.3, fill=BLACK)
    pen.line(anchor, (sx + (-8 if right else 8), sy), 0.35)
    pen.line((sx + (-8 if right else 8), sy), (sx, sy), 0.35)
    if mask:                                                   # a wipeout behind the block
        wmax = max(_w(q, size + 0.8, head or font) for q in lines)
        pen.rect((tx - 1.5, ty - size - 1, tx + wmax + 1.5, ty + (len(lines) - 1) * size * lead + 2.5),
                 width=0, color=None, fill=(1, 1, 1))
    for i, s in enumerate(lines):
        f = head if (head and i == 0) else font
        sz = size + 0.8 if (head and i == 0) else size
        x = tx if right else tx + max(_w(q, size, font) for q in lines) - _w(s, sz, f)
        pen.text(x, ty + i * size * lead + (0.8 if (head and i) else 0), s, sz, f)


# ------------------------------------------------------------------ the plan

def _utility(pen, a, b, kind, keep=(0.5, 0.0)):
    """A utility line with its linetype letter broken into it every ~110 points, leaving clear the
    stretch where the pipe's own label sits (`keep`: its centre as a fraction, its length)."""
    style = {"san": (1.3, None, "S"), "st": (1.3, None, "ST"), "fire": (1.6, None, "F"),
             "dom": (0.9, None, "W")}[kind]
    width, dashes, letter = style
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    gap = 5 + 2.4 * len(letter)
    mid, half = n * keep[0], keep[1] / 2 + 10
    cuts = [d for d in range(36, int(n) - 30, 110) if abs(d - mid) > half]
    if not cuts:
        pen.line(a, b, width, dashes=dashes)
        return
    ang = _angle(a, b)
    start = 0.0
    for c in cuts:
        pen.line((a[0] + ux * start, a[1] + uy * start), (a[0] + ux * (c - gap), a[1] + uy * (c - gap)), width,
                 dashes=dashes)
        _along(pen, (a[0] + ux * c, a[1] + uy * c), ang, letter, 4.5, "helv", lift=-1.6)
        start = c + gap
    pen.line((a[0] + ux * start, a[1] + uy * start), b, width, dashes=dashes)


def _existing_line(pen, o, letter, width=0.7, t0=0.0, t1=1.0):
    pts = _road_pts(o, t0, t1, 120)
    cum = 0.0
    step = 150
    nxt = 70
    seg = [pts[0]]
    for a, b in zip(pts, pts[1:]):
        d = math.hypot(b[0] - a[0], b[1] - a[1])
        cum += d
        seg.append(b)
        if cum >= nxt:
            pen.poly(seg, width=width, color=GREY, dashes="[14 4] 0")
            _along(pen, b, _angle(a, b), letter, 4.5, "helv", lift=-1.6, color=GREY)
            nxt += step
            dx, dy = b[0] - a[0], b[1] - a[1]
            skip = 8 / (d or 1)
            seg = [(b[0] + dx * skip, b[1] + dy * skip)]
    if len(seg) > 1:
        pen.poly(seg, width=width, color=GREY, dashes="[14 4] 0")


def _contours(pen):
    """Existing one-foot contours, screened grey, falling to the south-east, with rotated labels."""
    for k, elev in enumerate((815, 814, 813, 812, 811)):
        base = 95 + k * 82
        pts = []
        for i in range(0, 121):
            fx = 20 + i * 5
            fy = base + 22 * math.sin((fx + 40 * k) / 95.0) + fx * 0.12
            pts.append(_p(fx, fy))
        pen.poly(pts, width=0.45, color=LIGHT, dashes="[6 3] 0")
        for j in (14, 63, 102):
            a, b = pts[j], pts[j + 1]
            _along(pen, a, _angle(a, b), str(elev), 5.0, "helv", lift=1.2, color=GREY)


def _road(pen):
    for o, w, d in ((18, 1.0, None), (-18, 1.0, None), (19.2, 0.5, None), (-19.2, 0.5, None),
                    (24, 0.5, None), (29, 0.5, None), (-24, 0.5, None), (-29, 0.5, None)):
        pen.poly(_road_pts(o), width=w, dashes=d)
    pen.poly(_road_pts(33), width=0.8, dashes="[18 3 3 3 3 3] 0")       # right-of-way (property line)
    pen.poly(_road_pts(-33), width=0.8, dashes="[18 3 3 3 3 3] 0")
    pen.poly(_road_pts(0), width=0.4, color=GREY, dashes="[20 4 4 4] 0")
    _existing_line(pen, 12, "W", 1.0)
    _existing_line(pen, 5, "S", 0.8)
    _existing_line(pen, -14, "ST", 0.9)
    # street name, once exploded along the arc, once as one turned string
    _text_on_curve(pen, "ALDER CREEK PARKWAY", 0.025, -9.5, 9.5, spacing=1.2)
    t = 0.52
    c = _p(*_bez(t, -8))
    _along(pen, c, _road_angle(t), "ALDER CREEK PARKWAY", 10, "hebo", lift=-3)
    c = _p(*_bez(t, -24))
    _along(pen, c, _road_angle(t), "(66' PUBLIC R.O.W.)", 6.5, "helv", lift=-4)
    # existing mains labelled along the curve
    for t, o, s in ((0.74, 13.5, "EX. 12\" DIP WATER MAIN"), (0.36, 6.0, "EX. 8\" PVC SANITARY SEWER"),
                    (0.88, -13.0, "EX. 24\" RCP STORM SEWER"), (0.20, 13.5, "EX. 12\" DIP WATER MAIN")):
        c = _p(*_bez(t, o))
        _along(pen, c, _road_angle(t), s, 6.0, "helv", lift=1.6 if o > 0 else -6.5, color=GREY)


def _site(pen):
    # property lines (the south line is the road's right-of-way)
    nw, ne = _p(30, 40), _p(630, 40)
    pen.poly([_p(30, 505), nw, ne, _p(630, 432)], width=0.9, dashes="[18 3 3 3 3 3] 0")
    pen.text(_p(250, 36)[0], _p(250, 36)[1], "N 89°42'18\" E   600.00'", 6.0, "helv")
    _along(pen, _p(26, 300), 90, "S 00°17'42\" E   462.15'", 6.0, "helv", lift=0)
    pen.text(_p(60, 60)[0], _p(60, 60)[1], "25' BUILDING SETBACK", 5.5, "helv", color=GREY)
    pen.poly([_p(55, 440), _p(55, 65), _p(605, 65), _p(605, 420)], width=0.4, color=GREY, dashes="[8 4] 0")
    pen.text(_p(300, 52)[0], _p(300, 52)[1], "PROPERTY LINE", 5.5, "helv")
    pen.text(_p(36, 20)[0], _p(36, 20)[1], "LOT 2, CERTIFIED SURVEY MAP NO. 4417", 6.0, "tiro")
    # building
    x0, y0 = _p(210, 135)
    x1, y1 = _p(370, 240)
    pen.rect((x0, y0, x1, y1), width=2.2)
    k = -(y1 - y0) + 10
    while k < x1 - x0:                                             # light 45-degree poche
        start = (x0 + max(k, 0), y0 + max(-k, 0))
        run = min(x1 - x0 - max(k, 0), y1 - y0 - max(-k, 0))
        pen.line(start, (start[0] + run, start[1] + run), 0.2, color=LIGHT)
        k += 10
    pen.rect((x0 + 4, y0 + 4, x1 - 4, y1 - 4), width=0.4)
    bay0 = _p(272, 195)[1]
    pen.line((_p(268, 135)[0], y0), (_p(268, 240)[0], y1), 0.6)
    for k in range(3):
        dx0 = _p(276 + k * 32, 0)[0]
        pen.rect((dx0, y1 - 2, dx0 + 24 * FT, y1 + 2), width=0.8, fill=(1, 1, 1))
        pen.text(dx0 + 12, y1 + 10, f"O.H. DOOR {k + 1}", 4.8, "helv")
    pen.text(_p(218, 150)[0], _p(218, 150)[1], "KITCHEN", 5.5, "helv")
    pen.text(_p(300, 180)[0], bay0 - 20, "APPARATUS BAYS", 8, "hebo")
    pen.text(_p(350, 222)[0], _p(350, 222)[1], "RISER", 5.0, "helv")
    pen.text(_p(350, 222)[0], _p(350, 222)[1] + 6, "RM.", 5.0, "helv")
    pen.rect((_p(346, 214)[0], _p(346, 214)[1], x1, y1), width=0.5)
    bx, by = _p(222, 195)
    pen.text(bx, by, "PROPOSED", 9, "hebo")
    pen.text(bx, by + 12, "FIRE STATION NO. 2", 9, "hebo")
    pen.text(bx, by + 23, "1-STORY, 16,800 S.F.", 6.5, "helv")
    pen.text(bx, by + 33, "FFE = 814.25", 7.5, "hebo")
    # apparatus apron, drive and parking
    pen.poly([_p(262, 240), _p(262, 462), ], width=0.9)
    pen.poly([_p(372, 240), _p(372, 470)], width=0.9)
    pen.text(_p(280, 268)[0], _p(280, 268)[1], "CONCRETE APPARATUS APRON", 7, "helv")
    pen.text(_p(280, 268)[0], _p(280, 268)[1] + 9, "(8\" P.C.C., SEE C-501)", 5.5, "helv")
    pen.rect((*_p(45, 115), *_p(140, 335)), width=0.9)
    for k in range(12):
        y = _p(0, 125 + k * 17)[1]
        pen.line((_p(45, 0)[0], y), (_p(63, 0)[0], y), 0.35)
        pen.line((_p(122, 0)[0], y), (_p(140, 0)[0], y), 0.35)
    pen.text(_p(70, 150)[0], _p(70, 150)[1], "STAFF PARKING", 7, "hebo")
    pen.text(_p(70, 150)[0], _p(70, 150)[1] + 9, "(22 STALLS)", 5.5, "helv")
    pen.line(_p(95, 335), _p(95, 458), 0.9)
    pen.line(_p(128, 335), _p(128, 462), 0.9)
    pen.rect((*_p(45, 88), *_p(70, 108)), width=0.6)
    pen.text(_p(46, 85)[0], _p(46, 85)[1], "TRASH ENCL.", 5, "helv")
    # generator and transformer pads, flagpole
    pen.rect((*_p(385, 158), *_p(412, 174)), width=0.6)
    pen.text(_p(386, 179)[0], _p(386, 179)[1], "EMERG. GENERATOR PAD (SEE E-101)", 5.0, "helv")
    pen.rect((*_p(420, 188), *_p(431, 199)), width=0.6)
    pen.text(_p(386, 205)[0], _p(386, 205)[1], "PAD-MOUNT XFMR (BY UTILITY)", 5.0, "helv")
    pen.circle(_p(190, 420), 2, width=0.6)
    pen.text(_p(194, 428)[0], _p(194, 428)[1], "FLAGPOLE", 5.0, "helv")
    # trees
    for fx, fy in ((40, 380), (70, 400), (180, 60), (215, 80), (420, 100), (392, 420), (520, 260), (560, 300),
                   (600, 240), (160, 470 - 30)):
        c = _p(fx, fy)
        pen.circle(c, 11, width=0.4, color=GREY)
        pen.line((c[0] - 2, c[1]), (c[0] + 2, c[1]), 0.3, color=GREY)
        pen.line((c[0], c[1] - 2), (c[0], c[1] + 2), 0.3, color=GREY)
    # dry detention basin
    for inset, w, col in ((0, 0.8, BLACK), (8, 0.4, GREY), (16, 0.4, GREY), (24, 0.5, BLACK)):
        pts = []
        cx, cy, rx, ry = 537, 132, 67 - inset, 72 - inset
        for a in range(0, 361, 6):
            r = math.radians(a)
            pts.append(_p(cx + rx * math.copysign(abs(math.cos(r)) ** 0.6, math.cos(r)),
                          cy + ry * math.copysign(abs(math.sin(r)) ** 0.6, math.sin(r))))
        pen.poly(pts, width=w, color=col, dashes=None if col == BLACK else "[5 3] 0")
    lx, ly = _p(510, 118)
    pen.text(lx, ly, "DRY DETENTION BASIN", 7, "hebo")
    for i, s in enumerate(("BOTTOM EL. 805.00", "100-YR HWL 809.35", "EMERG. SPILLWAY EL. 810.00",
                           "TOP OF BERM EL. 811.00")):
        pen.text(lx, ly + 10 + 8 * i, s, 5.5, "helv")
    # benchmark
    c = _p(132, 452)
    pen.poly([(c[0], c[1] - 5), (c[0] + 5, c[1] + 4), (c[0] - 5, c[1] + 4)], width=0.6, closed=True, fill=BLACK)
    pen.text(c[0] + 8, c[1] + 3, "BM-1", 6, "hebo")


def _structures(pen):
    P = {k: _p(*v) for k, v in PTS.items()}
    for a, b, kind, label in PIPES:
        at = LABEL_AT.get((a, b), 0.5)
        size, font = (5.8, "hebo") if kind == "fire" else (5.4, "helv")
        _utility(pen, P[a], P[b], kind, (at, _w(label, size, font)))
        if kind in ("san", "st"):
            _arrowhead(pen, P[a], P[b], 0.8 if at <= 0.5 else 0.2)
        ang = _angle(P[a], P[b])
        mid = (P[a][0] + (P[b][0] - P[a][0]) * at, P[a][1] + (P[b][1] - P[a][1]) * at)
        lift = 3.0 if kind != "dom" else -7.5
        _along(pen, mid, ang, label, size, font, lift=lift)
    for k in ("SSMH-1", "SSMH-2"):
        _san_mh(pen, P[k])
    pen.circle(P["EXSSMH"], 5.5, width=0.6, color=GREY, fill=(1, 1, 1))
    for k in ("STMH-1", "STMH-2"):
        _storm_mh(pen, P[k])
    for k in ("CB-1", "CB-2", "CB-3"):
        _cb(pen, P[k])
    x, y = P["EXINL"]
    pen.rect((x - 4, y - 2.5, x + 4, y + 2.5), width=0.6, color=GREY, fill=(1, 1, 1))
    # grease interceptor, two lids
    x, y = P["GI-1"]
    pen.rect((x - 7, y - 14, x + 7, y + 14), width=0.9, fill=(1, 1, 1))
    pen.circle((x, y - 7), 3, width=0.4)
    pen.circle((x, y + 7), 3, width=0.4)
    # flared end section and riprap
    x, y = P["FES-1"]
    pen.poly([(x - 3, y + 4), (x + 3, y + 4), (x + 7, y - 6), (x - 7, y - 6)], width=0.8, closed=True)
    for i in range(8):
        pen.circle((x - 10 + (i % 4) * 7, y - 12 - (i // 4) * 6), 1.6, width=0.3, color=GREY)
    # outlet control structure
    x, y = P["OCS-1"]
    pen.rect((x - 5, y - 5, x + 5, y + 5), width=0.9, fill=(1, 1, 1))
    for k in (-2.5, 0, 2.5):
        pen.line((x - 5, y + k), (x + 5, y + k), 0.25)
    # cleanouts and tracer wire boxes at the building
    for k in ("B1", "B2", "RDB", "RDCO"):
        _cleanout(pen, P[k])
    for k in ("SSMH-1", "SSMH-2", "CB-1", "CB-2", "CB-3", "STMH-1", "STMH-2", "GI-1"):
        _twab(pen, (P[k][0] + 8, P[k][1] + 8))
    # water: tapping sleeve and valve, tee, hydrant, fdc, curb stop
    _valve(pen, (P["T1"][0], P["T1"][1] - 8), 90)
    pen.rect((P["T1"][0] - 5, P["T1"][1] - 3, P["T1"][0] + 5, P["T1"][1] + 3), width=0.8, fill=(1, 1, 1))
    x, y = P["BEND"]
    pen.rect((x + 2, y - 6, x + 9, y + 6), width=0.3, fill=LIGHT)              # thrust block
    _valve(pen, (x - 12, y - 6.5), _angle(P["BEND"], P["FH-1"]))
    _hydrant(pen, P["FH-1"])
    x, y = P["FDC"]
    pen.line((x, y), (x + 8, y - 5), 0.8)
    pen.line((x, y), (x + 8, y + 5), 0.8)
    pen.circle((x + 9, y - 5.5), 1.8, width=0.6)
    pen.circle((x + 9, y + 5.5), 1.8, width=0.6)
    cs = _p(318.9, 472.5)
    _valve(pen, cs, _angle(P["T2"], P["DOMB"]), r=2.4)
    pen.circle(P["T2"], 1.5, width=0.5, fill=BLACK)
    # crossing tags on the pipe crossings
    for tag, (fx, fy), (dx, dy) in (("X-1", (191.9, 326.0), (-26, 10)), ("X-2", (267.9, 326.4), (22, 14)),
                                    ("X-3", (405.7, 287.5), (18, -16))):
        c = _p(fx, fy)
        pen.circle(c, 3.2, width=0.5)
        t = (c[0] + dx, c[1] + dy)
        pen.line(c, t, 0.35)
        _tag_circle(pen, t, tag, r=8, size=5.5)

    # leader labels: stacked blocks and one-line labels
    _leader(pen, P["SSMH-1"], P["SSMH-1"][0] - 118, P["SSMH-1"][1] - 38,
            ["SSMH-1", "48\" SAN. MH", "RIM=812.40", "INV IN (N)=806.10", "INV IN (E)=806.25", "INV OUT (S)=806.00"],
            right=False, head="hebo")
    _leader(pen, P["SSMH-2"], P["SSMH-2"][0] - 232, P["SSMH-2"][1] + 30,
            ["SSMH-2 RIM=811.20 INV IN (NW)=802.70 INV OUT (S)=802.60"], size=5.6, right=False)
    _leader(pen, P["GI-1"], P["GI-1"][0] - 128, P["GI-1"][1] - 130,
            ["GI-1", "1,500 GAL. GREASE INTERCEPTOR", "RIM=813.10", "INV IN (E)=808.40", "INV OUT (S)=808.15",
             "SEE DETAIL 4/C-501"], right=False, head="hebo")
    _leader(pen, P["CB-1"], P["CB-1"][0] - 34, P["CB-1"][1] + 40, ["CB-1", "RIM=812.30", "INV OUT (SE)=808.90"],
            head="hebo")
    _leader(pen, P["CB-2"], P["CB-2"][0] - 140, P["CB-2"][1] + 78,
            ["CB-2 RIM=811.85 INV IN (NW)=808.35 INV OUT (E)=808.25"], size=5.6)
    _leader(pen, P["STMH-1"], P["STMH-1"][0] + 22, P["STMH-1"][1] + 44,
            ["STMH-1", "48\" STORM MH", "RIM=812.05", "INV IN (W)=807.75", "INV OUT (E)=807.50"], head="hebo")
    _leader(pen, P["CB-3"], P["CB-3"][0] + 20, P["CB-3"][1] + 58,
            ["CB-3", "RIM=811.70", "INV IN (W)=806.97", "INV OUT (E)=806.87"], head="hebo")
    _leader(pen, P["STMH-2"], P["STMH-2"][0] + 46, P["STMH-2"][1] + 6,
            ["STMH-2 (60\" DIA.)", "RIM=812.20", "INV IN (W)=806.15", "INV IN (N)=807.40", "INV OUT (NE)=805.90"],
            head="hebo")
    _leader(pen, P["FES-1"], P["FES-1"][0] + 34, P["FES-1"][1] + 44,
            ["FES-1 18\" RCP FES W/ RIPRAP INV=805.40"], size=5.6)
    _leader(pen, P["OCS-1"], P["OCS-1"][0] + 26, P["OCS-1"][1] + 70,
            ["OCS-1", "OUTLET CONTROL STRUCTURE", "TOP=809.60", "4\" ORIFICE INV=805.00", "INV OUT (S)=805.00",
             "SEE DETAIL 7/C-501"], head="hebo")
    _leader(pen, P["EXSSMH"], P["EXSSMH"][0] - 150, P["EXSSMH"][1] + 50,
            ["EX. SAN. MH", "RIM=810.85", "EX. INV=799.60", "PROP. INV IN (N)=800.50", "CORE DRILL & BOOT"],
            right=False, mask=True)
    _leader(pen, P["EXINL"], P["EXINL"][0] - 10, P["EXINL"][1] + 62,
            ["EX. CURB INLET", "RIM=810.35", "EX. INV=803.60", "CONNECT 18\" RCP"], right=False, mask=True)
    _leader(pen, P["B1"], P["B1"][0] + 14, P["B1"][1] - 96,
            ["6\" SAN. (KITCHEN WASTE)", "INV=809.10 @ 5' OUTSIDE BLDG."], size=5.2)
    _leader(pen, P["B2"], P["B2"][0] - 150, P["B2"][1] + 6, ["6\" SAN. BLDG. SEWER INV=807.60"], size=5.2,
            right=False)
    _leader(pen, P["RDB"], P["RDB"][0] + 26, P["RDB"][1] - 60,
            ["8\" STORM (ROOF DRAIN COLLECTOR)", "INV=809.50 @ 5' OUTSIDE BLDG."], size=5.2)
    _leader(pen, P["RDCO"], P["RDCO"][0] + 20, P["RDCO"][1] - 26, ["8\" CO W/ CAST IRON FRAME", "INV=808.65"],
            size=5.2)
    _leader(pen, P["T1"], P["T1"][0] + 24, P["T1"][1] + 38,
            ["8\"x12\" TAPPING SLEEVE,", "VALVE & BOX", "SEE DETAIL 1/C-502"], size=5.6)
    _leader(pen, P["BEND"], P["BEND"][0] + 30, P["BEND"][1] + 30,
            ["8\"x8\"x6\" TEE W/ THRUST BLOCK", "6\" GATE VALVE & BOX", "TOP OF PIPE EL. 805.10"], size=5.6)
    _leader(pen, P["FH-1"], P["FH-1"][0] - 96, P["FH-1"][1] + 46,
            ["FH-1", "HYDRANT ASSEMBLY", "6\" DIP LEAD (25 LF)", "SEE DETAIL 3/C-502"], head="hebo")
    _leader(pen, P["FDC"], P["FDC"][0] + 40, P["FDC"][1] - 4, ["FDC (5\" STORZ)", "WITHIN 100' OF FH-1"],
            size=5.6, head="hebo")
    _leader(pen, P["RISER"], P["RISER"][0] + 56, P["RISER"][1] - 30,
            ["8\" FIRE SERVICE TO RISER RM.", "8\" 22-1/2° BEND (RESTRAINED)", "STUB 5' INSIDE BLDG."], size=5.2)
    _leader(pen, P["T2"], P["T2"][0] - 64, P["T2"][1] + 34, ["2\" CORP. STOP"], size=5.6, right=False, mask=True)
    _leader(pen, cs, cs[0] - 96, cs[1] - 30, ["2\" CURB STOP & BOX"], size=5.6, right=False)
    _leader(pen, P["DOMB"], P["DOMB"][0] - 100, P["DOMB"][1] + 44,
            ["2\" DOMESTIC WATER TO MECH. RM.", "TOP OF PIPE EL. 807.75"], size=5.2, right=False)
    _leader(pen, _p(132, 452), _p(132, 452)[0] + 30, _p(132, 452)[1] - 40,
            ["BM-1: CHISELED \"X\" TOP OF CURB", "ELEV. = 811.72 (NAVD 88)"], size=5.2)
    # revision deltas and a cloud at the relocated hydrant
    _delta(pen, (P["GI-1"][0] + 20, P["GI-1"][1] - 22), "2")
    fx, fy = P["FH-1"]
    _cloud(pen, fx - 22, fy - 18, fx + 58, fy + 20)
    _delta(pen, (fx + 66, fy - 20), "3")
    _delta(pen, (P["EXSSMH"][0] + 18, P["EXSSMH"][1] - 16), "1")


def _north_arrow_and_scale(pen, x, y):
    pen.circle((x, y), 22, width=0.8)
    pen.poly([(x, y - 30), (x + 8, y + 12), (x, y + 5), (x - 8, y + 12)], width=0.8, closed=True)
    pen.poly([(x, y - 30), (x, y + 5), (x - 8, y + 12)], width=0.1, closed=True, fill=BLACK)
    pen.text(x - 5, y - 34, "N", 12, "hebo")
    sx, sy = x - 60, y + 52
    for k in range(4):
        seg = 36 if k < 2 else 72
        off = [0, 36, 72, 144][k]
        if k < 3:
            pen.rect((sx + off, sy, sx + off + seg, sy + 5), width=0.6, fill=BLACK if k % 2 == 0 else (1, 1, 1))
    for v, off in (("0", 0), ("15", 36), ("30", 72), ("60", 144)):
        pen.text(sx + off - _w(v, 6) / 2, sy - 3, v, 6)
    pen.text(sx + 150, sy + 5, "FEET", 5.5)
    pen.text(sx + 30, sy + 18, "SCALE: 1\" = 30'", 8, "hebo")


def _view_title(pen, x, y):
    _tag_circle(pen, (x + 14, y - 4), "1", r=14, size=12)
    pen.line((x + 32, y + 4), (x + 560, y + 4), 1.4)
    pen.text(x + 36, y, "SITE UTILITY PLAN", 14, "hebo")
    pen.text(x + 36, y + 16, "SCALE: 1\" = 30'", 8, "helv")
    pen.text(x + 250, y + 16, "SEE SHEET C-301 FOR GRADING AND DRAINAGE; SEE C-501 AND C-502 FOR DETAILS.", 6.5)


# ------------------------------------------------------------------ right-hand column

def _table(pen, x0, y0, widths, rows, size=6.3, head=6.0, pad=3.5):
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    y = y0
    pen.line((xs[0], y), (xs[-1], y), 1.0)
    for r, cells in enumerate(rows):
        nlines = max(len(c.split("\n")) for c in cells)
        h = 6 + nlines * (size + 3) if r else 18
        for c, cell in enumerate(cells):
            for i, part in enumerate(cell.split("\n")):
                if r == 0:
                    pen.text(xs[c] + pad, y + 11.5, part, head, "hebo")
                else:
                    f = "hebo" if c == 0 else ("cour" if cell[:1].isdigit() and c in (2, 3, 4) else "helv")
                    sz = size + 0.4 if f == "cour" else size
                    pen.text(xs[c] + pad, y + 3 + (i + 1) * (size + 3) - 1, part, sz, f)
        y += h
        pen.line((xs[0], y), (xs[-1], y), 1.0 if r == 0 else 0.4)
    for i, x in enumerate(xs):
        pen.line((x, y0), (x, y), 1.0 if i in (0, len(xs) - 1) else 0.4)
    pen.line((xs[0], y), (xs[-1], y), 1.0)
    return y


def _notes(pen, x, y, width):
    pen.text(x, y, "UTILITY NOTES", 11, "hebo")
    pen.line((x, y + 3), (x + _w("UTILITY NOTES", 11, "hebo"), y + 3), 0.8)
    y += 20
    size = 6.8
    for i, note in enumerate(NOTES, 1):
        pen.text(x, y, f"{i}.", size, "helv")
        for j, line in enumerate(_wrap(note, width - 20, size)):
            pen.text(x + 18, y, line, size, "helv")
            y += size + 2.8
        y += 4.5
    return y


def _legend(pen, x, y):
    pen.text(x, y, "UTILITY LEGEND", 11, "hebo")
    pen.line((x, y + 3), (x + _w("UTILITY LEGEND", 11, "hebo"), y + 3), 0.8)
    y += 20
    rows = [
        ("line", "F", 1.6, BLACK, "PROPOSED FIRE SERVICE (DIP)"),
        ("line", "W", 0.9, BLACK, "PROPOSED DOMESTIC WATER SERVICE"),
        ("line", "S", 1.3, BLACK, "PROPOSED SANITARY SEWER"),
        ("line", "ST", 1.3, BLACK, "PROPOSED STORM SEWER"),
        ("eline", "W", 1.0, GREY, "EXISTING WATER MAIN"),
        ("eline", "S", 0.8, GREY, "EXISTING SANITARY SEWER"),
        ("eline", "ST", 0.9, GREY, "EXISTING STORM SEWER"),
        ("pl", "", 0.9, BLACK, "PROPERTY LINE / RIGHT-OF-WAY"),
        ("contour", "", 0.45, LIGHT, "EXISTING CONTOUR (1' INTERVAL)"),
    ]
    for kind, letter, w, col, label in rows:
        if kind in ("line", "eline"):
            d = None if kind == "line" else "[14 4] 0"
            pen.line((x, y - 2.5), (x + 20, y - 2.5), w, color=col, dashes=d)
            pen.text(x + 23, y, letter, 5, "helv", color=col)
            pen.line((x + 27 + 2.6 * len(letter), y - 2.5), (x + 56, y - 2.5), w, color=col, dashes=d)
        elif kind == "pl":
            pen.line((x, y - 2.5), (x + 56, y - 2.5), w, dashes="[18 3 3 3 3 3] 0")
        else:
            pen.line((x, y - 2.5), (x + 56, y - 2.5), w, color=col, dashes="[6 3] 0")
        pen.text(x + 66, y, label, 6.5, "helv")
        y += 13
    y0 = y
    sym = [
        (_san_mh, "SANITARY MANHOLE (SSMH)"), (_storm_mh, "STORM MANHOLE (STMH)"), (_cb, "CATCH BASIN (CB)"),
        (_hydrant, "FIRE HYDRANT ASSEMBLY"), (lambda p, c: _valve(p, c, 0), "GATE VALVE & BOX"),
        (_cleanout, "CLEANOUT"), (_twab, "TRACER WIRE ACCESS BOX"),
        (lambda p, c: _tag_circle(p, c, "X-1", r=7, size=5), "PIPE CROSSING, SEE TABLE"),
        (lambda p, c: _delta(p, c, "1", r=6), "REVISION"),
    ]
    for fn, label in sym:
        fn(pen, (x + 28, y - 2.5))
        pen.text(x + 66, y, label, 6.5, "helv")
        y += 14
    return max(y, y0)


def _right_column(pen):
    x0 = 1712
    pen.text(x0, 70, "STRUCTURE TABLE", 12, "hebo")
    pen.line((x0, 74), (x0 + _w("STRUCTURE TABLE", 12, "hebo"), 74), 0.8)
    y = _table(pen, x0, 84, [54, 176, 44, 88, 76, 62, 340 - 8 - 10 - 105], STRUCTURES)
    pen.text(x0, y + 11, "RIM ELEVATIONS ARE TO TOP OF CASTING. INVERT DIRECTIONS ARE APPROXIMATE; "
             "SEE PLAN FOR PIPE ROUTING.", 5.8, "helv")
    y += 40
    pen.text(x0, y, "PIPE CROSSING TABLE", 12, "hebo")
    pen.line((x0, y + 4), (x0 + _w("PIPE CROSSING TABLE", 12, "hebo"), y + 4), 0.8)
    y = _table(pen, x0, y + 14, [58, 176, 58, 186, 54, 60], CROSSINGS)
    pen.text(x0, y + 11, "CLEARANCES ARE OUTSIDE OF PIPE TO OUTSIDE OF PIPE. CONTRACTOR SHALL POTHOLE AND "
             "VERIFY EACH CROSSING BEFORE LAYING PIPE.", 5.8, "helv")
    y += 44
    ny = _notes(pen, x0, y, 560)
    ly = _legend(pen, 2300, y)
    # quantities, trench section and utility contacts under the notes
    qy = ny + 22
    pen.text(x0, qy, "UTILITY QUANTITIES (FOR INFORMATION ONLY)", 9, "hebo")
    qe = _table(pen, x0, qy + 8, [170, 34, 44], QUANTITIES, size=6.0, head=5.8)
    _trench(pen, x0 + 290, qy)
    pen.text(x0, qe + 26, "UTILITY CONTACTS", 9, "hebo")
    ce = _table(pen, x0, qe + 34, [90, 170, 90, 80], CONTACTS, size=6.0, head=5.8)
    _profile(pen, x0, ce + 36)
    # benchmark and hotline boxes under the legend
    bx, by = 2300, ly + 14
    pen.rect((bx, by, bx + 250, by + 58), width=0.8)
    pen.text(bx + 6, by + 13, "BENCHMARK", 8, "hebo")
    pen.text(bx + 6, by + 25, "BM-1: CHISELED \"X\" ON TOP OF CURB AT WEST SIDE", 5.8)
    pen.text(bx + 6, by + 34, "OF PARKING LOT ENTRANCE.", 5.8)
    pen.text(bx + 6, by + 45, "ELEV. = 811.72 (NAVD 88)", 6.5, "hebo")
    by += 70
    pen.rect((bx, by, bx + 250, by + 50), width=1.4)
    pen.text(bx + 10, by + 20, "DIGGERS HOTLINE", 11, "hebo")
    pen.text(bx + 10, by + 32, "CALL 811 OR (800) 242-8511", 7, "helv")
    pen.text(bx + 10, by + 42, "3 WORKING DAYS BEFORE YOU DIG", 6, "helv")
    _vicinity(pen, bx, by + 66)


def _trench(pen, x, y):
    """A typical utility trench section, not to scale, its callouts keyed to note 7."""
    pen.text(x, y, "TYPICAL UTILITY TRENCH", 9, "hebo")
    pen.text(x, y + 10, "N.T.S.", 6)
    cx, top, bot = x + 95, y + 30, y + 190
    pen.line((x + 10, top), (x + 180, top), 0.9)
    pen.poly([(cx - 42, top), (cx - 30, bot), (cx + 30, bot), (cx + 42, top)], width=0.9)
    pen.circle((cx, bot - 34), 16, width=1.0)
    for k in range(40):                                        # stone bedding stipple
        px = cx - 28 + (k * 37) % 56
        py = bot - 4 - (k * 13) % 58
        if math.hypot(px - cx, py - (bot - 34)) > 18:
            pen.circle((px, py), 0.8, width=0.3)
    pen.line((cx - 30, bot - 62), (cx + 31, bot - 62), 0.4, dashes="[3 2] 0")
    labels = [(top + 20, "SELECT BACKFILL, COMPACTED"), (top + 44, "IN 12\" LIFTS TO 95% STD."),
              (bot - 62, "12\" MIN. ABOVE CROWN"), (bot - 34, "PIPE (SEE PLAN)"), (bot - 4, "6\" MIN. BEDDING")]
    for ly, s in labels:
        pen.line((cx + 36, ly), (cx + 70, ly - 4), 0.35)
        pen.text(cx + 72, ly - 3, s, 5.2)
    pen.text(cx - 80, bot + 14, "3/4\" CLEAR CRUSHED STONE BEDDING (NOTE 7)", 5.2)


PROFILE = [  # (name, station ft, rim, inverts as (label, elevation)) from the street connection upstream
    ("EX. SAN. MH", 0, 810.85, [("EX. INV", 799.60), ("INV IN", 800.50)]),
    ("SSMH-2", 105, 811.20, [("INV IN", 802.70), ("INV OUT", 802.60)]),
    ("SSMH-1", 268, 812.40, [("INV IN (N)", 806.10), ("INV OUT", 806.00)]),
    ("GI-1", 368, 813.10, [("INV IN", 808.40), ("INV OUT", 808.15)]),
]


def _profile(pen, x, y):
    """The sanitary service in profile, from the street manhole up to the building: a grid with
    elevations at both sides and stations under it, existing grade, the pipe's invert line, each
    structure from rim to invert with its values in vertical text beside it."""
    pen.text(x, y, "SANITARY SERVICE PROFILE", 9, "hebo")
    pen.text(x + 150, y, "HORIZ: 1\" = 60'   VERT: 1\" = 5'", 6.5)
    gx0, gx1 = x + 40, x + 40 + 420 * 1.2
    top, base, lo, hi = y + 30, y + 30 + 16 * 14.4, 799, 815
    ey = lambda el: base - (el - lo) * 14.4                         # noqa: E731
    sx = lambda st: gx0 + st * 1.2                                  # noqa: E731
    for el in range(lo, hi + 1):
        w = 0.45 if el % 5 == 0 else 0.15
        pen.line((gx0, ey(el)), (gx1, ey(el)), w, color=GREY)
        if el % 2 == 1:
            pen.text(gx0 - 24, ey(el) + 2, f"{el}", 5.5, "cour")
            pen.text(gx1 + 4, ey(el) + 2, f"{el}", 5.5, "cour")
    for st in range(0, 421, 20):
        w = 0.45 if st % 100 == 0 else 0.15
        pen.line((sx(st), top), (sx(st), base), w, color=GREY)
        if st % 100 == 0:
            lab = f"{st // 100}+00"
            pen.text(sx(st) - _w(lab, 5.5, "cour") / 2, base + 9, lab, 5.5, "cour")
    ground = [(0, 810.9), (60, 811.0), (105, 811.3), (180, 811.8), (268, 812.4), (368, 813.1), (402, 814.0),
              (420, 814.25)]
    pen.poly([(sx(a), ey(b)) for a, b in ground], width=0.6, dashes="[6 3] 0")
    pen.text(sx(180), ey(812.1) - 3, "EXISTING GRADE", 5.2, angle=_angle((sx(105), ey(811.3)), (sx(268), ey(812.4))))
    invert = [(0, 800.50), (105, 802.60), (105, 802.70), (268, 806.00), (268, 806.10), (368, 808.15),
              (368, 808.40), (402, 809.10)]
    pen.poly([(sx(a), ey(b)) for a, b in invert], width=1.3)
    pen.poly([(sx(a), ey(b + 0.52)) for a, b in invert], width=0.5)
    for (a0, b0), (a1, b1), s in (((0, 800.50), (105, 802.60), "105 LF 6\" PVC SDR 35 @ 2.00%"),
                                  ((105, 802.70), (268, 806.00), "163 LF 6\" PVC SDR 35 @ 2.02%"),
                                  ((268, 806.10), (368, 808.15), "100 LF 6\" PVC SDR 35 @ 2.05%")):
        p0, p1 = (sx(a0), ey(b0)), (sx(a1), ey(b1))
        _along(pen, ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2), _angle(p0, p1), s, 5.0, lift=-7)
    for name, st, rim, invs in PROFILE:
        cx = sx(st)
        bottom = min(v for _, v in invs) - 0.6
        pen.rect((cx - 4, ey(rim), cx + 4, ey(bottom)), width=0.8, fill=(1, 1, 1))
        lines = [f"{name} RIM={rim:.2f}"] + [f"{k}={v:.2f}" for k, v in invs]
        for i, s in enumerate(lines):
            pen.text(cx + 9 + 6.5 * i, ey(rim) - 4, s, 5.0, "hebo" if i == 0 else "helv", angle=90)
    # the storm crossing X-1 and the building wall
    cx, cy = sx(177), ey(807.88 + 0.5)
    pen.circle((cx, cy), 0.5 * 14.4 * 0.55, width=0.7)
    pen.text(cx + 8, cy - 6, "X-1: 12\" HDPE STORM, 3.20' CLR.", 5.0)
    bx = sx(407)
    pen.line((bx, ey(814.25)), (bx, ey(807.5)), 2.0)
    pen.text(bx - 2, ey(814.25) - 4, "FFE 814.25", 5.0, "hebo", angle=90)
    pen.text(gx0, base + 22, "STATIONS ALONG SANITARY SERVICE FROM EX. SAN. MH (0+00).", 5.2)


def _vicinity(pen, x, y):
    pen.rect((x, y, x + 250, y + 150), width=0.8)
    pen.text(x + 6, y + 12, "VICINITY MAP", 8, "hebo")
    pen.text(x + 6, y + 21, "N.T.S.", 5.5)
    pen.shape.draw_bezier((x + 10, y + 120), (x + 80, y + 80), (x + 150, y + 140), (x + 240, y + 100))
    pen.shape.finish(width=2.0, color=BLACK, closePath=False)
    pen.line((x + 170, y + 30), (x + 170, y + 145), 2.0)
    pen.line((x + 10, y + 55), (x + 240, y + 55), 1.2)
    pen.text(x + 16, y + 138, "ALDER CREEK PKWY.", 5.5, "hebo", angle=12)
    pen.text(x + 176, y + 44, "STATE HWY 60", 5.5, "hebo")
    pen.text(x + 14, y + 51, "MILL POND RD.", 5.5, "hebo")
    pen.rect((x + 108, y + 84, x + 128, y + 104), width=0.4, fill=LIGHT)
    pen.text(x + 100, y + 80, "SITE", 6.5, "hebo")
    pen.poly([(x + 225, y + 14), (x + 230, y + 28), (x + 225, y + 24), (x + 220, y + 28)], width=0.5, closed=True,
             fill=BLACK)


# ------------------------------------------------------------------ title block

def _title_block(pen):
    pen.rect((24, 24, W - 24, H - 24), width=2.2)
    pen.rect((30, 30, W - 30, H - 30), width=0.5)
    pen.line((30, TB_TOP), (W - 30, TB_TOP), 1.6)
    cells = [30, 470, 800, 1260, 1700, 2010, 2330, W - 30]
    for x in cells[1:-1]:
        pen.line((x, TB_TOP), (x, H - 30), 0.9)
    top = TB_TOP + 20
    # firm
    pen.text(44, top + 10, "KESTREL", 22, "tiro")
    pen.text(44 + _w("KESTREL", 22, "tiro") + 6, top + 10, "CIVIL ENGINEERING, LLC", 11, "tiro")
    pen.text(44, top + 28, "717 NORTH WATER STREET, SUITE 310", 6.5)
    pen.text(44, top + 38, "MILWAUKEE, WISCONSIN 53202", 6.5)
    pen.text(44, top + 48, "414.555.0142  |  KESTRELCIVIL.COM", 6.5)
    pen.text(44, top + 78, "\u00a9 2025 KESTREL CIVIL ENGINEERING, LLC. THESE DRAWINGS ARE INSTRUMENTS OF", 4.8)
    pen.text(44, top + 85, "SERVICE AND SHALL NOT BE REUSED WITHOUT WRITTEN PERMISSION.", 4.8)
    pen.text(44, top + 104, "ARCHITECT", 5.5, "hebo")
    pen.text(44, top + 115, "ORMSBY FAGAN ARCHITECTS", 7.5, "helv")
    pen.text(44, top + 124, "MADISON, WISCONSIN", 5.8)
    # seal
    pen.text(486, top - 6, "SEAL", 5.5, "hebo")
    pen.circle((635, top + 62), 58, width=0.6)
    pen.circle((635, top + 62), 50, width=0.3)
    for i, s in enumerate(("STATE OF WISCONSIN", "MARA D. LINDQVIST", "E-41873", "PROFESSIONAL ENGINEER")):
        sz = 6.5 if i == 1 else 5
        pen.text(635 - _w(s, sz, "helv") / 2, top + 40 + 13 * i, s, sz, "helv")
    # project and owner
    pen.text(816, top - 6, "PROJECT", 5.5, "hebo")
    pen.text(816, top + 12, "ASHBURY FIRE STATION NO. 2", 13, "hebo")
    pen.text(816, top + 26, "2250 ALDER CREEK PARKWAY", 7)
    pen.text(816, top + 36, "VILLAGE OF ASHBURY, WISCONSIN 53187", 7)
    pen.text(816, top + 62, "OWNER", 5.5, "hebo")
    pen.text(816, top + 75, "VILLAGE OF ASHBURY", 8.5)
    pen.text(816, top + 86, "ASHBURY FIRE DEPARTMENT", 6.5)
    pen.text(816, top + 112, "ISSUED FOR BID", 10, "hebo")
    pen.text(816, top + 124, "BID DATE: 06/05/2025", 6.5)
    # revisions
    pen.text(1276, top - 6, "REVISIONS", 5.5, "hebo")
    rx = [1276, 1306, 1590, 1688]
    ry = top
    pen.line((rx[0], ry), (rx[-1], ry), 0.6)
    for c, s in enumerate(("NO.", "DESCRIPTION", "DATE")):
        pen.text(rx[c] + 3, ry + 10, s, 5.5, "hebo")
    rows = REVISIONS + [("", "", "")] * 4
    for i, row in enumerate(rows):
        y = ry + 14 + 15 * i
        pen.line((rx[0], y), (rx[-1], y), 0.4)
        if row[0]:
            _delta(pen, (rx[0] + 14, y + 8), row[0], r=5.5)
            pen.text(rx[1] + 4, y + 10.5, row[1], 6.5)
            pen.text(rx[2] + 4, y + 10.5, row[2], 6.5)
    ye = ry + 14 + 15 * len(rows)
    pen.line((rx[0], ye), (rx[-1], ye), 0.6)
    for x in rx:
        pen.line((x, ry), (x, ye), 0.4)
    # fields
    fields = (("ISSUE DATE", "05/02/2025"), ("PROJECT NO.", "KCE-24-117"), ("DRAWN BY", "JTR"),
              ("CHECKED BY", "MDL"), ("SCALE", "1\" = 30'"), ("CAD FILE", "24117-C401-UTIL.DWG"))
    for i, (cap, val) in enumerate(fields):
        fx, fy = 1716 + 150 * (i % 2), top - 6 + 44 * (i // 2)
        pen.text(fx, fy, cap, 5.5, "hebo")
        pen.text(fx, fy + 15, val, 8.5 if i < 5 else 6.0)
    # sheet title and number
    pen.text(2026, top - 6, "SHEET TITLE", 5.5, "hebo")
    pen.text(2026, top + 36, "SITE UTILITY", 17, "hebo")
    pen.text(2026, top + 58, "PLAN", 17, "hebo")
    pen.text(2026, top + 110, "CIVIL", 7)
    pen.text(2346, top - 6, "SHEET NUMBER", 5.5, "hebo")
    pen.text(2372, top + 78, "C-401", 46, "hebo")
    pen.text(2372, top + 118, "SHEET 14 OF 38", 6.5)


def site_utility_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    pen = _Pen(page)
    _title_block(pen)
    _contours(pen)
    _road(pen)
    _site(pen)
    _structures(pen)
    _north_arrow_and_scale(pen, 1520, 118)
    _view_title(pen, 90, 1502)
    _right_column(pen)
    pen.commit()
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
