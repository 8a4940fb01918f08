"""A US structural foundation plan (S-101, ARCH D 36x24 in, landscape) for a two-storey
steel-framed fire/EMS training building, drawn the way a structural engineer's office exports one
from CAD: the plan at 1/8" = 1'-0" on a column grid A..F (north to south) by 1..7 (west to east),
grid bubbles at the top and left with two dimension chains on each of those sides (bays and
overall); spread footings drawn dashed around the steel columns and tagged F1..F6 in small boxes;
the perimeter frost wall drawn double on its dashed continuous wall footing (WF1), the CMU wall on
grid 5 on WF2, grade beams GB1 under the overhead door openings of the drive-through apparatus bay
and GB2 at the opening in the grid 5 wall; slab-type diamonds (S1, S2), a trench drain with slope
arrows, the elevator pit, a stair, a housekeeping pad, hatched depressed slabs, thickened slabs,
the entry canopy columns north of grid A, keyed-note hexagons, split-circle detail references to
S-501 and section markers to S-301, two revision clouds with their deltas, the view title with its
scale, and a north arrow.

Down the right of the plan: a ruled FOOTING SCHEDULE (mark, size L x W, thickness, bottom
reinforcing each way, top reinforcing, remarks), a continuous wall footing schedule, a grade beam
schedule, a COLUMN / BASE PLATE SCHEDULE drawn TRANSPOSED as structural offices draw column
schedules (the column marks C1..C5 across the top, the attributes -- column size, base plate,
anchor rods, rod embedment, grout, footing, remarks -- down the left), a boxed GEOTECHNICAL DESIGN
DATA block, slab-on-grade notes, the legend and abbreviations. Under the plan: the numbered
foundation plan notes in two columns and the keyed notes. The title block is a boxed strip down
the right edge (architect, structural engineer, seal and certification, project, owner, key plan,
revisions, issue, project number, date, drawn/checked, scale, sheet title, sheet number).

CAD quirks drawn on purpose: feet and inch marks in the footing schedule, the column schedule,
plan tags and the dimension chains are typographic curly quotes (5’-0”), while the notes use
straight quotes; the anchor-rod diameters and grout thicknesses in the column schedule and one
elevator pit dimension carry STACKED fractions (a small numerator raised over a short bar and a
small denominator, next to a full-size whole number where there is one); vertical dimension text
reads upward; some text is set in Times, Courier and Helvetica-Bold as mixed CAD text styles.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round63-drawn.jsonl`)
were written blind, before drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                     # ARCH D, 36 x 24 in, landscape
FT = 9.0                              # 1/8" = 1'-0": nine points to the foot
BORDER = 30
TB_X = 2292                           # title block strip, right edge
SCH_X = 1680                          # schedules column, right of the plan

# column grid: 1..7 west to east, A..F north to south (points)
GRID_X = {"1": 200.0, "2": 416.0, "3": 632.0, "4": 884.0, "5": 1136.0, "6": 1352.0, "7": 1568.0}
GRID_Y = {"A": 330.0, "B": 528.0, "C": 726.0, "D": 906.0, "E": 1104.0, "F": 1302.0}
NUMS = list(GRID_X)
LETTERS = list(GRID_Y)

_FONTS: dict[str, pymupdf.Font] = {}


def _font(name: str) -> pymupdf.Font:
    if name not in _FONTS:
        _FONTS[name] = pymupdf.Font(name)
    return _FONTS[name]


def _register(page) -> None:
    """Unicode twins of the base-14 fonts (MuPDF's own built-in copies, no system files), for the
    text that carries curly quotes, dashes or symbols."""
    for name in ("helv", "hebo", "tiro", "cour", "heit"):
        page.insert_font(fontname="U" + name, fontbuffer=_font(name).buffer)


def tlen(s: str, size: float, font: str = "helv") -> float:
    return _font(font).text_length(s, size)


def T(page, x: float, y: float, s: str, size: float = 7.0, font: str = "helv", align: str = "l",
      rotate: int = 0, color=None) -> float:
    """Text with its baseline at (x, y); `align` l/c/r along the reading direction."""
    w = tlen(s, size, font)
    off = {"l": 0.0, "c": w / 2, "r": w}[align]
    if rotate == 90:
        y += off
    else:
        x -= off
    name = font if s.isascii() else "U" + font
    page.insert_text((x, y), s, fontsize=size, fontname=name, rotate=rotate, color=color)
    return w


def stacked(page, x: float, y: float, num: str, den: str, size: float) -> float:
    """A stacked fraction as CAD sets one: small numerator raised, short bar, small denominator
    under it; its left edge at x, aligned to a full-size baseline at y. Returns its width."""
    s = size * 0.55
    w = max(tlen(num, s), tlen(den, s)) + 1.2
    T(page, x + w / 2, y - size * 0.42, num, s, align="c")
    page.draw_line((x + 0.2, y - size * 0.34), (x + w - 0.2, y - size * 0.34), width=0.35)
    T(page, x + w / 2, y + size * 0.18, den, s, align="c")
    return w


def rich(page, x: float, y: float, s: str, size: float = 7.0, font: str = "helv", align: str = "l") -> float:
    """Text in which `{n/d}` marks a stacked fraction."""
    parts: list[tuple[str, str]] = []
    rest = s
    while "{" in rest:
        a, b = rest.split("{", 1)
        frac, rest = b.split("}", 1)
        if a:
            parts.append(("t", a))
        parts.append(("f", frac))
    if rest:
        parts.append(("t", rest))

    def width(kind: str, v: str) -> float:
        if kind == "t":
            return tlen(v, size, font)
        n, d = v.split("/")
        return max(tlen(n, size * 0.55), tlen(d, size * 0.55)) + 1.2

    total = sum(width(k, v) for k, v in parts)
    x0 = x - {"l": 0.0, "c": total / 2, "r": total}[align]
    cx = x0
    for kind, v in parts:
        if kind == "t":
            cx += T(page, cx, y, v, size, font)
        else:
            n, d = v.split("/")
            cx += stacked(page, cx + 0.4, y, n, d, size) + 0.8
    return total


def wrap(s: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, line = [], ""
    for word in s.split():
        trial = f"{line} {word}".strip()
        if line and tlen(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


# ---------------------------------------------------------------------------------------------
# symbols

def bubble(page, x: float, y: float, label: str, r: float = 15) -> None:
    page.draw_circle((x, y), r, width=0.9)
    T(page, x, y + 5, label, 14, "helv", align="c")


def hexagon(page, x: float, y: float, label: str, r: float = 7.5) -> None:
    pts = [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, width=0.7)
    T(page, x, y + 2.6, label, 7, "helv", align="c")


def diamond(page, x: float, y: float, label: str, r: float = 10) -> None:
    page.draw_polyline([(x, y - r), (x + r, y), (x, y + r), (x - r, y), (x, y - r)], width=0.7)
    T(page, x, y + 2.6, label, 7, "hebo", align="c")


def detail_ref(page, x: float, y: float, num: str, sheet: str, r: float = 12) -> None:
    page.draw_circle((x, y), r, width=0.8)
    page.draw_line((x - r, y), (x + r, y), width=0.5)
    T(page, x, y - 3, num, 8, "hebo", align="c")
    T(page, x, y + 8.5, sheet, 5.5, "helv", align="c")


def section_marker(page, x: float, y: float, num: str, sheet: str, direction: str) -> None:
    r = 12
    detail_ref(page, x, y, num, sheet, r)
    if direction == "down":
        tri = [(x - r, y), (x, y + r + 9), (x + r, y)]
    elif direction == "up":
        tri = [(x - r, y), (x, y - r - 9), (x + r, y)]
    elif direction == "left":
        tri = [(x, y - r), (x - r - 9, y), (x, y + r)]
    else:
        tri = [(x, y - r), (x + r + 9, y), (x, y + r)]
    page.draw_polyline(tri, width=0.5, fill=(0, 0, 0), closePath=True)
    detail_ref(page, x, y, num, sheet, r)             # redrawn over the arrow, as CAD blocks stack
    page.draw_circle((x, y), r - 0.6, width=0, fill=(1, 1, 1))
    page.draw_line((x - r + 1, y), (x + r - 1, y), width=0.5)
    T(page, x, y - 3, num, 8, "hebo", align="c")
    T(page, x, y + 8.5, sheet, 5.5, "helv", align="c")


def delta(page, x: float, y: float, label: str, s: float = 13) -> None:
    page.draw_polyline([(x - s / 2, y + s * 0.43), (x, y - s * 0.43), (x + s / 2, y + s * 0.43), (x - s / 2, y + s * 0.43)],
                       width=0.8)
    T(page, x, y + s * 0.33, label, 7, "hebo", align="c")


def cloud(page, r: pymupdf.Rect, bump: float = 14) -> None:
    shape = page.new_shape()
    corners = [r.tl, r.tr, r.br, r.bl, r.tl]
    for p, q in zip(corners, corners[1:]):
        dx, dy = q.x - p.x, q.y - p.y
        n = max(1, int(math.hypot(dx, dy) / bump))
        nx, ny = dy / math.hypot(dx, dy), -dx / math.hypot(dx, dy)
        for k in range(n):
            a = pymupdf.Point(p.x + dx * k / n, p.y + dy * k / n)
            b = pymupdf.Point(p.x + dx * (k + 1) / n, p.y + dy * (k + 1) / n)
            h = bump * 0.45
            c1 = pymupdf.Point(a.x + (b.x - a.x) * 0.1 + nx * h, a.y + (b.y - a.y) * 0.1 + ny * h)
            c2 = pymupdf.Point(a.x + (b.x - a.x) * 0.9 + nx * h, a.y + (b.y - a.y) * 0.9 + ny * h)
            shape.draw_bezier(a, c1, c2, b)
    shape.finish(width=0.9)
    shape.commit()


def hatch(page, r: pymupdf.Rect, step: float = 6) -> None:
    """45-degree hatch clipped to a rectangle."""
    h = r.height
    c = r.x0 - h
    while c < r.x1:
        # the line x = c + (r.y1 - y), y in [r.y0, r.y1]
        ya, yb = r.y0, r.y1
        xa, xb = c + (r.y1 - ya), c + (r.y1 - yb)      # xa at top, xb at bottom
        if xb < r.x0:
            yb = r.y1 - (r.x0 - c)
            xb = r.x0
        if xa > r.x1:
            ya = r.y1 - (r.x1 - c)
            xa = r.x1
        if ya < yb:
            page.draw_line((xa, ya), (xb, yb), width=0.3)
        c += step


def dashed_rect(page, r: pymupdf.Rect, width: float = 0.6, dashes: str = "[5 3] 0") -> None:
    page.draw_rect(r, width=width, dashes=dashes)


def wf_column(page, x: float, y: float) -> None:
    """A wide-flange column in plan, its flanges running east-west, on a base plate."""
    page.draw_rect(pymupdf.Rect(x - 5.5, y - 5.5, x + 5.5, y + 5.5), width=0.4)
    for rr in (pymupdf.Rect(x - 4, y - 4.2, x + 4, y - 3.2), pymupdf.Rect(x - 4, y + 3.2, x + 4, y + 4.2),
               pymupdf.Rect(x - 0.4, y - 3.2, x + 0.4, y + 3.2)):
        page.draw_rect(rr, width=0, fill=(0, 0, 0))


def hss_column(page, x: float, y: float) -> None:
    page.draw_rect(pymupdf.Rect(x - 4.5, y - 4.5, x + 4.5, y + 4.5), width=0.4)
    page.draw_rect(pymupdf.Rect(x - 2.6, y - 2.6, x + 2.6, y + 2.6), width=1.0)


def arrow(page, x0: float, y0: float, x1: float, y1: float, width: float = 0.7) -> None:
    page.draw_line((x0, y0), (x1, y1), width=width)
    n = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / n, (y1 - y0) / n
    page.draw_polyline([(x1, y1), (x1 - 7 * ux + 2.6 * uy, y1 - 7 * uy - 2.6 * ux),
                        (x1 - 7 * ux - 2.6 * uy, y1 - 7 * uy + 2.6 * ux), (x1, y1)],
                       width=0.3, fill=(0, 0, 0))


def leader(page, pts: list[tuple[float, float]]) -> None:
    page.draw_polyline(pts, width=0.45)
    (x0, y0), (x1, y1) = pts[-2], pts[-1]
    n = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / n, (y1 - y0) / n
    page.draw_polyline([(x1, y1), (x1 - 6 * ux + 2 * uy, y1 - 6 * uy - 2 * ux),
                        (x1 - 6 * ux - 2 * uy, y1 - 6 * uy + 2 * ux), (x1, y1)], width=0.3, fill=(0, 0, 0))


def tick(page, x: float, y: float) -> None:
    page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=1.1)


def hdim(page, xs: list[float], y: float, labels: list[str], ext_to: float | None = None, size: float = 7.5) -> None:
    """A horizontal dimension chain: dimension line, slash ticks, extension lines, text above."""
    page.draw_line((xs[0] - 6, y), (xs[-1] + 6, y), width=0.4)
    for x in xs:
        tick(page, x, y)
        if ext_to is not None:
            page.draw_line((x, y - 5), (x, ext_to), width=0.3)
    for a, b, lab in zip(xs, xs[1:], labels):
        rich(page, (a + b) / 2, y - 3, lab, size, align="c")


def vdim(page, ys: list[float], x: float, labels: list[str], ext_to: float | None = None, size: float = 7.5) -> None:
    """A vertical dimension chain, its text reading upward, left of the line."""
    page.draw_line((x, ys[0] - 6), (x, ys[-1] + 6), width=0.4)
    for y in ys:
        tick(page, x, y)
        if ext_to is not None:
            page.draw_line((x - 5, y), (ext_to, y), width=0.3)
    for a, b, lab in zip(ys, ys[1:], labels):
        T(page, x - 3, (a + b) / 2, lab, size, align="c", rotate=90)


# ---------------------------------------------------------------------------------------------
# content

FOOTINGS = {   # mark: (L ft, W ft)
    "F1": (5.0, 5.0), "F2": (6.0, 6.0), "F3": (8.0, 8.0), "F4": (9.5, 9.5), "F5": (7.0, 11.0), "F6": (4.0, 4.0),
}

FOOTING_ROWS = [
    ("F1", "5’-0” x 5’-0”", "1’-2”", "(6) #5", "—", "CORNER COLUMNS"),
    ("F2", "6’-0” x 6’-0”", "1’-4”", "(7) #5", "—", "PERIMETER COLUMNS"),
    ("F3", "8’-0” x 8’-0”", "1’-8”", "(9) #6", "—", "INTERIOR COLUMNS"),
    ("F4", "9’-6” x 9’-6”", "2’-0”", "(10) #7", "(8) #5 E.W.", "GRID 5 COLUMNS"),
    ("F5", "7’-0” x 11’-0”", "2’-6”", "#7 @ 10” O.C.", "#6 @ 12” O.C. E.W.", "BRACED FRAME, SEE 4/S-501"),
    ("F6", "4’-0” x 4’-0”", "1’-0”", "(5) #5", "—", "ENTRY CANOPY COLUMNS"),
]

WALL_FOOTING_ROWS = [
    ("WF1", "2’-6”", "1’-0”", "(3) #5 CONT. BOT., #4 @ 24” TRANSV.", "12” FROST WALL, SEE 1/S-501"),
    ("WF2", "2’-0”", "1’-0”", "(3) #5 CONT. BOT.", "CMU WALL ON GRID 5, SEE 2/S-501"),
]

GRADE_BEAM_ROWS = [
    ("GB1", "16” x 30”", "(3) #7", "(3) #7", "#4 @ 12” O.C.", "OVERHEAD DOOR OPENINGS, SEE 5/S-501"),
    ("GB2", "12” x 24”", "(2) #6", "(2) #6", "#4 @ 12” O.C.", "OPENING IN GRID 5 WALL"),
]

COLUMN_MARKS = ["C1", "C2", "C3", "C4", "C5"]
COLUMN_ROWS = [   # attribute, then one cell per column mark; {n/d} is drawn stacked
    ("COLUMN SIZE", ["W8x31", "W10x45", "W12x58", "W10x60", "HSS6x6x3/8"]),
    ("BASE PLATE", ["PL 3/4”x12”x12”", "PL 1”x14”x14”", "PL 1 1/4”x16”x18”", "PL 1 1/2”x18”x24”", "PL 3/4”x12”x12”"]),
    ("ANCHOR RODS", ["(4) {3/4}” DIA.", "(4) {3/4}” DIA.", "(4) 1” DIA.", "(6) 1{1/4}” DIA.", "(4) {5/8}” DIA."]),
    ("ROD EMBEDMENT", ["1’-0”", "1’-0”", "1’-3”", "2’-0”", "9”"]),
    ("GROUT", ["1{1/2}”", "1{1/2}”", "1{1/2}”", "2”", "1”"]),
    ("FOOTING", ["F1 / F2", "F3", "F4", "F5", "F6"]),
    ("REMARKS", ["CORNER & PERIM.", "INTERIOR", "GRID 5", "SEE 4/S-501", "ENTRY CANOPY"]),
]

PLAN_NOTES = [
    "TOP OF SLAB-ON-GRADE EL. 100'-0\" = FINISHED FLOOR (CIVIL EL. 1042.50) U.N.O. ON PLAN.",
    "TOP OF FOOTING (T/FTG) AT EXTERIOR FOOTINGS EL. 96'-0\" AND AT INTERIOR FOOTINGS EL. 98'-8\" U.N.O. "
    "STEP WALL FOOTINGS 2 HORIZONTAL TO 1 VERTICAL MAX. WHERE REQUIRED, SEE 1/S-501.",
    "FOOTINGS SHALL BEAR ON UNDISTURBED NATIVE SOIL OR COMPACTED ENGINEERED FILL CAPABLE OF THE ALLOWABLE "
    "BEARING PRESSURE GIVEN IN THE GEOTECHNICAL DESIGN DATA. BEARING SURFACES SHALL BE OBSERVED BY THE "
    "GEOTECHNICAL ENGINEER BEFORE CONCRETE IS PLACED.",
    "CONCRETE: FOOTINGS, GRADE BEAMS AND FOUNDATION WALLS f'c = 4,000 PSI AT 28 DAYS. EXTERIOR EXPOSED "
    "CONCRETE f'c = 4,500 PSI, AIR ENTRAINED 6% +/- 1.5%.",
    "REINFORCING: ASTM A615 GRADE 60 DEFORMED BARS. LAP SPLICES CLASS B U.N.O., SEE LAP SCHEDULE ON S-001.",
    "ANCHOR RODS: ASTM F1554 GRADE 36 U.N.O.; GRADE 55 WELDABLE AT BRACED FRAME COLUMNS (C4). PROVIDE "
    "HEAVY HEX NUT AND PLATE WASHER AT EMBEDDED END.",
    "GROUT UNDER BASE PLATES: NON-SHRINK, NON-METALLIC, MIN. 28-DAY STRENGTH 5,000 PSI.",
    "CENTER FOOTINGS ON COLUMNS U.N.O. DIMENSIONS ARE TO GRID LINES, FACE OF CONCRETE OR CENTERLINE OF STEEL.",
    "SEE SLAB-ON-GRADE NOTES THIS SHEET FOR SLAB THICKNESS, REINFORCING AND JOINTS.",
    "PERIMETER INSULATION AT FROST WALLS AND UNDER SLAB EDGE: SEE ARCHITECTURAL WALL SECTIONS.",
    "DO NOT PLACE CONCRETE ON FROZEN SUBGRADE OR IN STANDING WATER. PROTECT FOOTINGS AND SUBGRADE FROM "
    "FROST UNTIL THE BUILDING IS ENCLOSED AND HEATED.",
    "COORDINATE UNDERSLAB PLUMBING, TRENCH DRAINS, FLOOR DRAINS AND CONDUIT WITH MEP DRAWINGS. NO CONDUIT "
    "SHALL BE PLACED WITHIN SLAB S2.",
    "BACKFILL FROST WALLS EQUALLY ON BOTH SIDES IN 8\" LIFTS; DO NOT BACKFILL UNTIL SLAB-ON-GRADE IS PLACED.",
    "VERIFY ALL DIMENSIONS, SLAB DEPRESSIONS AND OPENINGS WITH THE ARCHITECTURAL DRAWINGS. REPORT "
    "DISCREPANCIES TO THE ENGINEER BEFORE PROCEEDING.",
]

KEYED_NOTES = [
    ("1", "12\" WIDE TRENCH DRAIN, SEE PLUMBING. SLOPE SLAB S2 TO TRENCH AT 1/8\" PER FOOT; SEE SLAB-ON-GRADE NOTES."),
    ("2", "ELEVATOR PIT: 12\" CONC. WALLS W/ #5 @ 12\" O.C. VERT. & HORIZ. EACH FACE ON 12\" MAT W/ #5 @ 12\" E.W. "
          "T&B. T/PIT SLAB EL. 95'-0\". SEE 6/S-501."),
    ("3", "THICKENED SLAB UNDER CMU PARTITIONS, 12\" WIDE x 10\" DEEP W/ (2) #5 CONT. SEE 3/S-501."),
    ("4", "DEPRESS SLAB 2\" AT DECON SHOWER AND TOILET ROOMS FOR MORTAR SETTING BED. SEE ARCH. FOR EXTENT."),
    ("5", "OVERHEAD DOOR OPENING: GRADE BEAM GB1 BETWEEN COLUMN FOOTINGS, T/GB EL. 99'-4\". SEE 5/S-501."),
    ("6", "EXTERIOR CONCRETE APRON, SEE CIVIL."),
    ("7", "6\" HOUSEKEEPING PAD FOR SCBA COMPRESSOR / CASCADE SYSTEM, SEE MECH. FOR SIZE. DOWEL W/ #4 @ 18\" O.C."),
    ("8", "STAIR ST-1: 12\" THICKENED SLAB W/ #5 @ 12\" E.W. BOT. UNDER STRINGERS."),
    ("9", "ENTRY CANOPY COLUMNS ON F6 FOOTINGS, T/FTG EL. 97'-4\". CANOPY FRAMING, SEE S-201."),
]

SLAB_NOTES = [
    ("S1", "TYPICAL:", ["5\" CONCRETE SLAB-ON-GRADE W/ #4 @ 18\" O.C. EACH WAY, CENTERED,",
                        "ON 15 MIL VAPOR RETARDER OVER 6\" COMPACTED AGGREGATE BASE.",
                        "SAWCUT CONTROL JOINTS AT 12'-0\" O.C. MAX. EACH WAY."]),
    ("S2", "APPARATUS BAY:", ["8\" CONCRETE SLAB-ON-GRADE W/ #5 @ 12\" O.C. E.W. TOP & BOTTOM,",
                              "ON 15 MIL VAPOR RETARDER OVER 8\" COMPACTED AGGREGATE BASE.",
                              "SAWCUT CONTROL JOINTS AT 15'-0\" O.C. MAX. EACH WAY."]),
]
SLAB_GENERAL = [
    "VAPOR RETARDER: ASTM E1745 CLASS A, LAP 6\" AND TAPE ALL SEAMS AND PENETRATIONS.",
    "SAWCUT JOINTS 1/4 OF SLAB DEPTH WITHIN 12 HOURS OF PLACING. ISOLATE SLAB AT COLUMNS.",
    "FLATNESS/LEVELNESS: FF 35 / FL 25 (S1); FF 25 / FL 20 (S2, EXCL. SLOPED AREAS).",
]

GEOTECH = [
    ("ALLOWABLE SOIL BEARING PRESSURE", "3,000 PSF"),
    ("FROST DEPTH", "42 INCHES"),
    ("MIN. DEPTH, EXTERIOR FOOTINGS", "3'-6\" BELOW FIN. GRADE"),
    ("MIN. DEPTH, INTERIOR FOOTINGS", "1'-6\" BELOW T/SLAB"),
    ("MODULUS OF SUBGRADE REACTION (k)", "150 PCI"),
    ("SEISMIC SITE CLASS", "D"),
    ("ACTIVE EQUIVALENT FLUID PRESSURE", "40 PCF"),
    ("COEFFICIENT OF SLIDING FRICTION", "0.35"),
    ("GROUNDWATER", "NOT ENCOUNTERED TO 26 FT"),
]

LEGEND_ABBR = [
    ("B/", "BOTTOM OF"), ("CONC.", "CONCRETE"), ("CONT.", "CONTINUOUS"), ("E.W.", "EACH WAY"),
    ("EL.", "ELEVATION"), ("FTG", "FOOTING"), ("GB", "GRADE BEAM"), ("HKP", "HOUSEKEEPING PAD"),
    ("O.C.", "ON CENTER"), ("SOG", "SLAB-ON-GRADE"), ("T/", "TOP OF"), ("T&B", "TOP AND BOTTOM"),
    ("TD", "TRENCH DRAIN"), ("TRANSV.", "TRANSVERSE"), ("TYP.", "TYPICAL"), ("U.N.O.", "UNLESS NOTED OTHERWISE"),
    ("WF", "WALL FOOTING"), ("W/", "WITH"),
]


def _column_plan() -> list[tuple[float, float, str, str]]:
    """(x, y, footing mark, kind) for every column on the plan."""
    out = []
    braced = {("2", "C"), ("2", "D"), ("4", "C"), ("4", "D")}
    for n in NUMS:
        for L in LETTERS:
            x, y = GRID_X[n], GRID_Y[L]
            corner = n in ("1", "7") and L in ("A", "F")
            perim = n in ("1", "7") or L in ("A", "F")
            if n == "6" and not perim:
                continue                                   # apparatus bay clear span
            if corner:
                mark = "F1"
            elif perim:
                mark = "F2"
            elif (n, L) in braced:
                mark = "F5"
            elif n == "5":
                mark = "F4"
            else:
                mark = "F3"
            out.append((x, y, mark, "wf"))
    for n in ("2", "3"):
        out.append((GRID_X[n], GRID_Y["A"] - 10 * FT, "F6", "hss"))
    return out


def _tag(page, x: float, y: float, mark: str) -> None:
    w = tlen(mark, 7.5, "hebo") + 5
    page.draw_rect(pymupdf.Rect(x, y - 8.5, x + w, y + 2.5), width=0, fill=(1, 1, 1))
    page.draw_rect(pymupdf.Rect(x, y - 8.5, x + w, y + 2.5), width=0.5)
    T(page, x + 2.5, y, mark, 7.5, "hebo")


def _walls(page) -> None:
    x1, x7 = GRID_X["1"], GRID_X["7"]
    ya, yf = GRID_Y["A"], GRID_Y["F"]
    doors = [(GRID_X["5"] + 5 * FT, GRID_X["5"] + 19 * FT), (GRID_X["6"] + 5 * FT, GRID_X["6"] + 19 * FT)]

    def runs(a: float, b: float, gaps) -> list[tuple[float, float]]:
        out, cur = [], a
        for g0, g1 in gaps:
            out.append((cur, g0))
            cur = g1
        out.append((cur, b))
        return out

    t = FT  # 12" frost wall, outside the grid line
    # north and south walls, broken at the overhead doors
    for y, s in ((ya, -1), (yf, 1)):
        for a, b in runs(x1 - t, x7 + t, doors):
            page.draw_line((a, y + s * t), (b, y + s * t), width=1.3)
        for a, b in runs(x1, x7, doors):
            page.draw_line((a, y), (b, y), width=1.3)
        for g0, g1 in doors:
            page.draw_line((g0, y), (g0, y + s * t), width=1.3)
            page.draw_line((g1, y), (g1, y + s * t), width=1.3)
        # WF1 under the wall: 2'-6" centred on the wall
        c = y + s * t / 2
        for a, b in runs(x1 - 1.75 * FT, x7 + 1.75 * FT, doors):
            page.draw_line((a, c - 1.25 * FT), (b, c - 1.25 * FT), width=0.5, dashes="[5 3] 0")
            page.draw_line((a, c + 1.25 * FT), (b, c + 1.25 * FT), width=0.5, dashes="[5 3] 0")
        # GB1 at the doors: 16" wide
        for g0, g1 in doors:
            for off in (-0.67 * FT, 0.67 * FT):
                page.draw_line((g0, c + off), (g1, c + off), width=0.8, dashes="[14 3 3 3] 0")
            T(page, (g0 + g1) / 2, c - s * 12 + (3 if s > 0 else 0), "GB1", 7, "hebo", align="c")
            T(page, (g0 + g1) / 2, y - s * 24 + (3 if s < 0 else 0), "OVERHEAD DOOR", 6, "helv", align="c")
    # west and east walls
    for x, s in ((x1, -1), (x7, 1)):
        page.draw_line((x + s * t, ya - t), (x + s * t, yf + t), width=1.3)
        page.draw_line((x, ya), (x, yf), width=1.3)
        c = x + s * t / 2
        page.draw_line((c - 1.25 * FT, ya - 1.75 * FT), (c - 1.25 * FT, yf + 1.75 * FT), width=0.5, dashes="[5 3] 0")
        page.draw_line((c + 1.25 * FT, ya - 1.75 * FT), (c + 1.25 * FT, yf + 1.75 * FT), width=0.5, dashes="[5 3] 0")
    # CMU wall on grid 5 on WF2, broken for the opening between C and D (GB2)
    x5 = GRID_X["5"]
    gap = (GRID_Y["C"] + 50, GRID_Y["D"] - 50)
    for a, b in ((ya, gap[0]), (gap[1], yf)):
        page.draw_line((x5 - 3.5, a), (x5 - 3.5, b), width=0.6)
        page.draw_line((x5 + 3.5, a), (x5 + 3.5, b), width=0.6)
        page.draw_line((x5 - FT, a), (x5 - FT, b), width=0.5, dashes="[5 3] 0")
        page.draw_line((x5 + FT, a), (x5 + FT, b), width=0.5, dashes="[5 3] 0")
    for off in (-6, 6):
        page.draw_line((x5 + off, gap[0]), (x5 + off, gap[1]), width=0.8, dashes="[14 3 3 3] 0")
    T(page, x5 + 10, (gap[0] + gap[1]) / 2 + 3, "GB2", 7, "hebo")
    T(page, x5 - 14, 470, "8” CMU WALL ABOVE ON WF2", 6, "helv", rotate=90)
    T(page, x5 + 16, 1020, "WF2", 7, "hebo", rotate=90)


def _plan(page) -> None:
    ya, yf = GRID_Y["A"], GRID_Y["F"]
    x1, x7 = GRID_X["1"], GRID_X["7"]
    # grid lines, bubbles top and left
    for n, x in GRID_X.items():
        page.draw_line((x, 132), (x, yf + 40), width=0.35, dashes="[18 4 3 4] 0")
        bubble(page, x, 116, n)
    for L, y in GRID_Y.items():
        page.draw_line((92, y), (x7 + 40, y), width=0.35, dashes="[18 4 3 4] 0")
        bubble(page, 76, y, L)
    # dimension chains
    xs = list(GRID_X.values())
    hdim(page, xs, 190, ["24’-0”", "24’-0”", "28’-0”", "28’-0”", "24’-0”", "24’-0”"])
    hdim(page, [xs[0], xs[-1]], 166, ["152’-0”"])
    ys = list(GRID_Y.values())
    vdim(page, ys, 150, ["22’-0”", "22’-0”", "20’-0”", "22’-0”", "22’-0”"])
    vdim(page, [ys[0], ys[-1]], 126, ["108’-0”"])

    _walls(page)

    # footings and columns
    for x, y, mark, kind in _column_plan():
        L, Wd = FOOTINGS[mark]
        w, h = L * FT, Wd * FT                      # L east-west, W north-south
        r = pymupdf.Rect(x - w / 2, y - h / 2, x + w / 2, y + h / 2)
        dashed_rect(page, r, width=0.6)
        if kind == "hss":
            hss_column(page, x, y)
        else:
            wf_column(page, x, y)
        tx, ty = r.x1 + 2, r.y1 + 10
        if x == x7:
            tx = r.x1 + 14
        _tag(page, tx, ty, mark)

    # entry canopy north of grid A between 2 and 3
    cy = ya - 10 * FT
    page.draw_rect(pymupdf.Rect(GRID_X["2"] - 30, cy - 20, GRID_X["3"] + 30, ya - FT), width=0.5, dashes="[2 2] 0")
    T(page, (GRID_X["2"] + GRID_X["3"]) / 2, cy - 4, "ENTRY CANOPY ABOVE", 7, "helv", align="c")
    T(page, (GRID_X["2"] + GRID_X["3"]) / 2, cy + 6, "C5 COLUMNS, TYP.", 6, "heit", align="c")
    vdim(page, [cy, ya], GRID_X["2"] - 42, ["10’-0”"], size=6.5)
    hexagon(page, GRID_X["3"] + 48, cy - 6, "9")
    T(page, GRID_X["3"] + 30, cy - 18, "T/FTG 97’-4”", 6.5, "helv")

    # door chain along grid A
    d0 = GRID_X["5"]
    chain = [d0, d0 + 5 * FT, d0 + 19 * FT, d0 + 24 * FT, d0 + 29 * FT, d0 + 43 * FT, d0 + 48 * FT]
    hdim(page, chain, 302, ["5’-0”", "14’-0”", "5’-0”", "5’-0”", "14’-0”", "5’-0”"], size=6.5)
    # exterior aprons
    for y0, y1 in ((ya - 8 * FT, ya - FT), (yf + FT, yf + 8 * FT)):
        page.draw_rect(pymupdf.Rect(GRID_X["5"] + 2 * FT, y0, GRID_X["7"] - 2 * FT, y1), width=0.4, dashes="[8 3] 0")
    T(page, GRID_X["6"] + 60, ya - 52, "CONC. APRON", 6.5, "helv")
    hexagon(page, GRID_X["6"] + 118, ya - 54, "6")
    T(page, GRID_X["6"] + 60, yf + 60, "CONC. APRON", 6.5, "helv")
    hexagon(page, GRID_X["6"] + 118, yf + 58, "6")
    hexagon(page, GRID_X["5"] + 60, ya + 46, "5")
    hexagon(page, GRID_X["5"] + 60, yf - 44, "5")
    detail_ref(page, GRID_X["6"] + 100, ya + 52, "5", "S-501")
    leader(page, [(GRID_X["6"] + 88, ya + 52), (GRID_X["6"] + 70, ya + 20)])

    # apparatus bay: trench drain on the grid 6 axis, slope arrows, slab type
    tx = GRID_X["6"]
    page.draw_rect(pymupdf.Rect(tx - 4.5, GRID_Y["A"] + 80, tx + 4.5, GRID_Y["F"] - 80), width=0.8)
    page.draw_line((tx, GRID_Y["A"] + 84), (tx, GRID_Y["F"] - 84), width=0.3, dashes="[2 2] 0")
    T(page, tx + 8, GRID_Y["A"] + 96, "TD", 7, "hebo")
    hexagon(page, tx + 30, GRID_Y["A"] + 93, "1")
    for y in (GRID_Y["B"] + 40, GRID_Y["E"] - 40):
        arrow(page, GRID_X["5"] + 84, y, tx - 14, y)
        arrow(page, GRID_X["7"] - 60, y, tx + 14, y)
        T(page, GRID_X["5"] + 86, y - 4, "1/8\" / FT", 6, "helv")
        T(page, GRID_X["7"] - 110, y - 4, "1/8\" / FT", 6, "helv")
    T(page, GRID_X["6"] - 72, GRID_Y["C"] + 96, "APPARATUS BAY", 14, "hebo", align="c", color=(0.35, 0.35, 0.35))
    T(page, GRID_X["6"] - 72, GRID_Y["C"] + 112, "(DRIVE-THROUGH)", 8, "helv", align="c", color=(0.35, 0.35, 0.35))
    diamond(page, GRID_X["6"] + 90, GRID_Y["C"] + 90, "S2")
    diamond(page, GRID_X["5"] + 110, GRID_Y["E"] + 100, "S2")

    # wing: slab types
    for x, y in ((GRID_X["1"] + 110, GRID_Y["C"] + 90), (GRID_X["3"] + 126, GRID_Y["A"] + 100),
                 (GRID_X["3"] + 60, GRID_Y["D"] + 150), (GRID_X["4"] + 126, GRID_Y["B"] + 100)):
        diamond(page, x, y, "S1")
    T(page, GRID_X["3"] + 126, GRID_Y["D"] + 96, "TRAINING / ADMINISTRATION WING", 11, "hebo", align="c",
      color=(0.35, 0.35, 0.35))
    T(page, GRID_X["3"] + 126, GRID_Y["D"] + 110, "(TWO STORY - SECOND FLOOR FRAMING SEE S-102)", 6.5, "helv",
      align="c", color=(0.35, 0.35, 0.35))

    # stair ST-1 in 1-2 / A-B
    sr = pymupdf.Rect(GRID_X["1"] + 40, GRID_Y["A"] + 40, GRID_X["1"] + 150, GRID_Y["B"] - 40)
    page.draw_rect(sr, width=0.5)
    for k in range(1, 12):
        y = sr.y0 + k * sr.height / 12
        page.draw_line((sr.x0, y), ((sr.x0 + sr.x1) / 2 - 3, y), width=0.25)
        page.draw_line(((sr.x0 + sr.x1) / 2 + 3, y), (sr.x1, y), width=0.25)
    page.draw_line(((sr.x0 + sr.x1) / 2, sr.y0), ((sr.x0 + sr.x1) / 2, sr.y1), width=0.5)
    dashed_rect(page, pymupdf.Rect(sr.x0 - 6, sr.y0 - 6, sr.x1 + 6, sr.y1 + 6), width=0.4, dashes="[1.5 2] 0")
    T(page, sr.x1 + 8, sr.y0 + 24, "ST-1", 8, "hebo")
    hexagon(page, sr.x1 + 20, sr.y0 + 40, "8")

    # elevator pit in 3-4 / B-C, with a stacked fraction in its dimension
    px0, py0 = 700.0, 560.0
    pw, ph = 7.375 * FT, 8.333 * FT
    inner = pymupdf.Rect(px0, py0, px0 + pw, py0 + ph)
    outer = pymupdf.Rect(px0 - FT, py0 - FT, px0 + pw + FT, py0 + ph + FT)
    page.draw_rect(outer, width=1.2)
    page.draw_rect(inner, width=1.2)
    hatch(page, pymupdf.Rect(outer.x0, outer.y0, inner.x0, outer.y1), 3)
    hatch(page, pymupdf.Rect(inner.x1, outer.y0, outer.x1, outer.y1), 3)
    T(page, inner.x0 + pw / 2, inner.y0 + 24, "ELEV.", 7, "hebo", align="c")
    T(page, inner.x0 + pw / 2, inner.y0 + 34, "PIT", 7, "hebo", align="c")
    T(page, inner.x0 + pw / 2, inner.y0 + 50, "T/PIT SLAB", 5.5, "helv", align="c")
    T(page, inner.x0 + pw / 2, inner.y0 + 58, "95’-0”", 5.5, "helv", align="c")
    hdim(page, [inner.x0, inner.x1], outer.y1 + 16, ["7’-4{1/2}”"], size=7)
    vdim(page, [inner.y0, inner.y1], outer.x1 + 18, ["8’-4”"], size=7)
    hexagon(page, outer.x1 + 36, outer.y0 + 6, "2")
    detail_ref(page, outer.x0 - 26, outer.y1 - 4, "6", "S-501")
    leader(page, [(outer.x0 - 14, outer.y1 - 4), (outer.x0 - 1, outer.y1 - 14)])
    cloud(page, pymupdf.Rect(outer.x0 - 6, outer.y0 - 8, outer.x1 + 48, outer.y1 + 30), 13)
    delta(page, outer.x1 + 54, outer.y1 + 34, "1")

    # depressed slabs (hatched) in 1-2 / E-F and 3-4 / E-F
    for r, label in ((pymupdf.Rect(236, 1152, 376, 1284), "DECON / SHOWER"), (pymupdf.Rect(680, 1152, 840, 1284), "TOILET RMS.")):
        hatch(page, r, 7)
        page.draw_rect(r, width=0.6)
        tw = max(tlen(label, 6.5), tlen("DEPR. SLAB (-2”)", 6.5)) + 8
        cx = (r.x0 + r.x1) / 2
        page.draw_rect(pymupdf.Rect(cx - tw / 2, r.y0 + 50, cx + tw / 2, r.y0 + 78), width=0, fill=(1, 1, 1))
        T(page, cx, r.y0 + 61, label, 6.5, "helv", align="c")
        T(page, cx, r.y0 + 73, "DEPR. SLAB (-2”)", 6.5, "helv", align="c")
        hexagon(page, r.x1 - 12, r.y0 + 14, "4")

    # thickened slabs under CMU partitions
    for (a, b) in (((GRID_X["1"] + 20, GRID_Y["B"] + 99), (GRID_X["3"] - 40, GRID_Y["B"] + 99)),
                   ((GRID_X["2"] + 104, GRID_Y["C"] + 130), (GRID_X["2"] + 104, GRID_Y["E"] - 42)),
                   ((GRID_X["3"] + 30, GRID_Y["E"] + 40), (GRID_X["4"] - 40, GRID_Y["E"] + 40))):
        if a[0] == b[0]:
            for off in (-4.5, 4.5):
                page.draw_line((a[0] + off, a[1]), (b[0] + off, b[1]), width=0.5, dashes="[1.5 2] 0")
        else:
            for off in (-4.5, 4.5):
                page.draw_line((a[0], a[1] + off), (b[0], b[1] + off), width=0.5, dashes="[1.5 2] 0")
    hexagon(page, GRID_X["2"] + 30, GRID_Y["B"] + 86, "3")
    hexagon(page, GRID_X["2"] + 120, GRID_Y["D"] + 60, "3")
    detail_ref(page, GRID_X["2"] + 140, GRID_Y["B"] + 80, "3", "S-501")
    leader(page, [(GRID_X["2"] + 128, GRID_Y["B"] + 86), (GRID_X["2"] + 100, GRID_Y["B"] + 97)])
    T(page, GRID_X["3"] + 40, GRID_Y["E"] + 30, "THICKENED SLAB, TYP.", 6, "helv")

    # housekeeping pad in 4-5 / E-F
    hp = pymupdf.Rect(950, 1166, 1050, 1226)
    page.draw_rect(hp, width=0.7)
    page.draw_rect(pymupdf.Rect(hp.x0 + 3, hp.y0 + 3, hp.x1 - 3, hp.y1 - 3), width=0.3)
    T(page, (hp.x0 + hp.x1) / 2, hp.y0 + 26, "6” HKP", 7, "hebo", align="c")
    T(page, (hp.x0 + hp.x1) / 2, hp.y0 + 37, "SCBA COMPR.", 5.5, "helv", align="c")
    hexagon(page, hp.x1 + 14, hp.y0 + 8, "7")

    # floor drains
    for fx, fy in ((306, 1200), (760, 1236), (GRID_X["6"] - 60, GRID_Y["A"] + 60), (GRID_X["6"] + 60, GRID_Y["F"] - 60)):
        page.draw_circle((fx, fy), 4, width=0.6)
        page.draw_line((fx - 2.8, fy - 2.8), (fx + 2.8, fy + 2.8), width=0.3)
        page.draw_line((fx - 2.8, fy + 2.8), (fx + 2.8, fy - 2.8), width=0.3)
        T(page, fx + 7, fy + 3, "FD", 6, "helv")

    # braced frames above (C4 on F5), detail references
    for n in ("2", "4"):
        x = GRID_X[n]
        page.draw_line((x, GRID_Y["C"]), (x, GRID_Y["D"]), width=2.2)
        T(page, x + 8, GRID_Y["C"] + 92, "BF-1 ABOVE", 6, "heit")
        detail_ref(page, x - 24, GRID_Y["C"] + 90, "4", "S-501")
    # wall footing references
    detail_ref(page, GRID_X["1"] + 36, GRID_Y["D"] + 100, "1", "S-501")
    leader(page, [(GRID_X["1"] + 24, GRID_Y["D"] + 100), (GRID_X["1"] + 4, GRID_Y["D"] + 100)])
    detail_ref(page, GRID_X["5"] - 30, GRID_Y["B"] + 95, "2", "S-501")
    leader(page, [(GRID_X["5"] - 18, GRID_Y["B"] + 95), (GRID_X["5"] - 5, GRID_Y["B"] + 95)])
    T(page, GRID_X["1"] + 14, GRID_Y["D"] + 60, "WF1 TYP.", 6.5, "hebo")

    # revision cloud around the grid 5 F4 footings (ASI-04)
    cloud(page, pymupdf.Rect(GRID_X["5"] - 56, GRID_Y["B"] - 58, GRID_X["5"] + 70, GRID_Y["E"] + 62), 15)
    delta(page, GRID_X["5"] + 82, GRID_Y["B"] - 62, "2")

    # section markers
    section_marker(page, 760, 258, "1", "S-301", "right")
    page.draw_line((760, 272), (760, 316), width=1.4, dashes="[16 4 4 4] 0")
    section_marker(page, 760, 1352, "1", "S-301", "right")
    page.draw_line((760, 1316), (760, 1338), width=1.4, dashes="[16 4 4 4] 0")
    section_marker(page, x7 + 52, GRID_Y["C"] + 96, "2", "S-301", "down")
    page.draw_line((x7 + 12, GRID_Y["C"] + 96), (x7 + 38, GRID_Y["C"] + 96), width=1.4)

    # north arrow
    nx, ny = 1628, 250
    page.draw_circle((nx, ny), 20, width=0.8)
    page.draw_polyline([(nx, ny - 26), (nx - 7, ny + 12), (nx, ny + 6), (nx, ny - 26)], width=0.5, fill=(0, 0, 0))
    page.draw_polyline([(nx, ny - 26), (nx + 7, ny + 12), (nx, ny + 6)], width=0.5)
    T(page, nx, ny - 30, "N", 11, "hebo", align="c")
    T(page, nx, ny + 34, "PLAN NORTH", 5.5, "helv", align="c")

    # view title
    vx, vy = 200, 1408
    detail_ref(page, vx + 14, vy - 5, "1", "S-101", 15)
    page.draw_line((vx + 34, vy + 4), (vx + 560, vy + 4), width=1.6)
    T(page, vx + 38, vy, "FOUNDATION PLAN", 16, "hebo")
    T(page, vx + 38, vy + 16, "SCALE: 1/8\" = 1'-0\"", 8, "helv")
    T(page, vx + 400, vy + 16, "0     4     8           16 FT", 6, "helv")
    for fx in (0, 4, 8, 16):
        page.draw_line((vx + 400 + fx * FT, vy + 20), (vx + 400 + fx * FT, vy + 26), width=0.5)
    page.draw_rect(pymupdf.Rect(vx + 400, vy + 22, vx + 400 + 16 * FT, vy + 25), width=0.5)
    page.draw_rect(pymupdf.Rect(vx + 400, vy + 22, vx + 400 + 4 * FT, vy + 25), width=0, fill=(0, 0, 0))
    page.draw_rect(pymupdf.Rect(vx + 400 + 8 * FT, vy + 22, vx + 400 + 16 * FT, vy + 25), width=0, fill=(0, 0, 0))


def _notes(page) -> None:
    size, lead = 6.5, 8.6
    x, y = 60, 1462
    T(page, x, y, "FOUNDATION PLAN NOTES", 10, "hebo")
    page.draw_line((x, y + 3), (x + 150, y + 3), width=0.8)
    y += 18
    col_w, col_x = 500, [60, 590]
    col, cy = 0, y
    for i, note in enumerate(PLAN_NOTES, 1):
        lines = wrap(note, col_w - 18, size)
        if col == 0 and i > (len(PLAN_NOTES) + 1) // 2:
            col, cy = col + 1, y
        T(page, col_x[col], cy, f"{i}.", size)
        for k, line in enumerate(lines):
            T(page, col_x[col] + 14, cy + k * lead, line, size)
        cy += lead * len(lines) + 4
    # keyed notes
    kx, ky = 1130, 1462
    T(page, kx, ky, "KEYED NOTES", 10, "hebo")
    page.draw_line((kx, ky + 3), (kx + 76, ky + 3), width=0.8)
    ky += 18
    for n, text in KEYED_NOTES:
        lines = wrap(text, 500, size)
        hexagon(page, kx + 7, ky - 2.5, n, 6.5)
        for k, line in enumerate(lines):
            T(page, kx + 20, ky + k * lead, line, size)
        ky += lead * len(lines) + 5


def _table(page, x: float, y: float, widths: list[float], head: list[list[str]], rows: list[tuple],
           row_h: float = 17, size: float = 7, head_size: float = 6.2) -> float:
    """A ruled schedule: a two-line heading, then rows with text centred in their cells (first
    column left). Returns the bottom y."""
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    hh = 24
    page.draw_rect(pymupdf.Rect(x, y, xs[-1], y + hh + row_h * len(rows)), width=1.1)
    page.draw_line((x, y + hh), (xs[-1], y + hh), width=0.9)
    for c, lines in enumerate(head):
        for k, line in enumerate(lines):
            T(page, (xs[c] + xs[c + 1]) / 2, y + 10 + 7.5 * k + (4.5 if len(lines) == 1 else 0), line, head_size,
              "hebo", align="c")
    for r, cells in enumerate(rows):
        top = y + hh + row_h * r
        if r:
            page.draw_line((x, top), (xs[-1], top), width=0.35)
        for c, cell in enumerate(cells):
            font = "hebo" if c == 0 else "helv"
            rich(page, (xs[c] + xs[c + 1]) / 2, top + row_h - 5.5, cell, size, font, align="c")
    for xx in xs[1:-1]:
        page.draw_line((xx, y), (xx, y + hh + row_h * len(rows)), width=0.5)
    return y + hh + row_h * len(rows)


def _schedules(page) -> None:
    x = SCH_X
    y = 62
    T(page, x, y, "FOOTING SCHEDULE", 11, "hebo")
    bottom = _table(page, x, y + 8, [38, 92, 62, 86, 104, 208],
                    [["MARK"], ["SIZE", "(L x W)"], ["THICKNESS"], ["BOTTOM REINF.", "(EACH WAY)"], ["TOP REINF."],
                     ["REMARKS"]], FOOTING_ROWS)
    # ASI-04 cloud on the F4 row
    f4_top = y + 8 + 24 + 17 * 3
    cloud(page, pymupdf.Rect(x - 3, f4_top + 1.5, x + 593, f4_top + 15.5), 8)
    delta(page, x - 16, f4_top + 8, "2")
    T(page, x, bottom + 12, "1. SIZES ARE PLAN DIMENSIONS, L PARALLEL TO GRID LETTER LINES U.N.O.; F5 LONG SIDE N-S.", 6)
    T(page, x, bottom + 21, "2. BARS EACH WAY ARE EQUALLY SPACED, 3\" CLEAR BOTTOM AND SIDES. HOOK TOP BARS AT ENDS.", 6)

    y = bottom + 48
    T(page, x, y, "CONTINUOUS WALL FOOTING SCHEDULE", 9.5, "hebo")
    bottom = _table(page, x, y + 8, [38, 62, 70, 220, 200],
                    [["MARK"], ["WIDTH"], ["THICKNESS"], ["REINFORCING"], ["REMARKS"]], WALL_FOOTING_ROWS)

    y = bottom + 30
    T(page, x, y, "GRADE BEAM SCHEDULE", 9.5, "hebo")
    bottom = _table(page, x, y + 8, [38, 74, 62, 62, 86, 268],
                    [["MARK"], ["SIZE", "(W x D)"], ["TOP BARS"], ["BOTTOM", "BARS"], ["STIRRUPS"], ["REMARKS"]],
                    GRADE_BEAM_ROWS)
    T(page, x, bottom + 12, "T/GB EL. 99'-4\" U.N.O. PROVIDE 3\" CLEAR COVER ALL FACES CAST AGAINST EARTH.", 6)

    # transposed column / base plate schedule: marks across, attributes down
    y = bottom + 42
    T(page, x, y, "COLUMN / BASE PLATE SCHEDULE", 11, "hebo")
    y += 8
    lw, cw, rh = 110, 96, 22
    xs = [x, x + lw] + [x + lw + cw * (k + 1) for k in range(len(COLUMN_MARKS))]
    total_h = rh * (len(COLUMN_ROWS) + 1)
    page.draw_rect(pymupdf.Rect(x, y, xs[-1], y + total_h), width=1.1)
    page.draw_line((x, y + rh), (xs[-1], y + rh), width=0.9)
    page.draw_line((x, y), (x + lw, y + rh), width=0.35)           # the split corner cell
    T(page, x + lw - 4, y + 9, "MARK", 6, "hebo", align="r")
    T(page, x + 4, y + rh - 4, "ITEM", 6, "hebo")
    for k, mark in enumerate(COLUMN_MARKS):
        T(page, (xs[k + 1] + xs[k + 2]) / 2, y + 15, mark, 9, "hebo", align="c")
    for r, (attr, cells) in enumerate(COLUMN_ROWS):
        top = y + rh * (r + 1)
        if r:
            page.draw_line((x, top), (xs[-1], top), width=0.35)
        T(page, x + 5, top + 14.5, attr, 6.5, "hebo")
        for k, cell in enumerate(cells):
            rich(page, (xs[k + 1] + xs[k + 2]) / 2, top + 14.5, cell, 7, "helv", align="c")
    for xx in xs[1:-1]:
        page.draw_line((xx, y), (xx, y + total_h), width=0.5 if xx != x + lw else 0.9)
    bottom = y + total_h
    T(page, x, bottom + 12, "ANCHOR RODS ASTM F1554 GR. 36 U.N.O.; C4 RODS GR. 55. SEE FOUNDATION PLAN NOTES 6 AND 7.", 6)

    # geotechnical design data, boxed
    y = bottom + 34
    box = pymupdf.Rect(x, y, x + 590, y + 176)
    page.draw_rect(box, width=1.1)
    page.draw_rect(pymupdf.Rect(x, y, x + 590, y + 18), width=0, fill=(0.85, 0.85, 0.85))
    page.draw_rect(pymupdf.Rect(x, y, x + 590, y + 18), width=0.8)
    T(page, x + 295, y + 13, "GEOTECHNICAL DESIGN DATA", 10, "hebo", align="c")
    gy = y + 32
    for label, value in GEOTECH:
        T(page, x + 8, gy, label, 7, "cour")
        lw2 = tlen(label, 7, "cour")
        dots = "." * int((250 - lw2) / tlen(".", 7, "cour"))
        T(page, x + 10 + lw2, gy, dots, 7, "cour")
        T(page, x + 270, gy, value, 7, "cour")
        gy += 11
    gy += 4
    T(page, x + 8, gy, "DESIGN VALUES ARE FROM THE GEOTECHNICAL REPORT BY:", 6.5, "helv")
    T(page, x + 8, gy + 10, "TAMARACK GEOTECHNICAL SERVICES, LLC  -  PREPARED BY ERIN M. SOLBERG, P.E.", 7, "hebo")
    T(page, x + 8, gy + 20, "REPORT NO. TGS-24-0817, DATED AUGUST 21, 2024", 7, "helv")
    T(page, x + 8, gy + 30, "REMOVE EXISTING UNCONTROLLED FILL BELOW FOOTINGS AND REPLACE WITH ENGINEERED FILL PER REPORT.", 6, "helv")

    # slab-on-grade notes
    y = box.y1 + 26
    T(page, x, y, "SLAB-ON-GRADE NOTES", 10, "hebo")
    page.draw_line((x, y + 3), (x + 124, y + 3), width=0.8)
    y += 18
    for tag, name, lines in SLAB_NOTES:
        diamond(page, x + 10, y - 3, tag, 9)
        T(page, x + 26, y, name, 7, "hebo")
        for k, line in enumerate(lines):
            T(page, x + 100, y + 9.5 * k, line, 6.8)
        y += 9.5 * len(lines) + 8
    for k, line in enumerate(SLAB_GENERAL):
        T(page, x + 26, y + 9 * k, f"- {line}", 6.3)
    y += 9 * len(SLAB_GENERAL) + 20

    # legend, two columns
    T(page, x, y, "LEGEND", 10, "hebo")
    page.draw_line((x, y + 3), (x + 46, y + 3), width=0.8)
    ly = y + 20

    def two_lines(sx, yy, a, b, **kw):
        page.draw_line((sx, yy + a), (sx + 40, yy + a), **kw)
        page.draw_line((sx, yy + b), (sx + 40, yy + b), **kw)

    def depressed(sx, yy):
        hatch(page, pymupdf.Rect(sx + 6, yy - 12, sx + 34, yy + 3), 4)
        page.draw_rect(pymupdf.Rect(sx + 6, yy - 12, sx + 34, yy + 3), width=0.5)

    items = [
        (lambda sx, yy: dashed_rect(page, pymupdf.Rect(sx + 8, yy - 12, sx + 32, yy + 4)),
         "SPREAD FOOTING, SEE FOOTING SCHEDULE"),
        (lambda sx, yy: _tag(page, sx + 10, yy, "F#"), "FOOTING MARK"),
        (lambda sx, yy: wf_column(page, sx + 20, yy - 4), "STEEL COLUMN, SEE COLUMN / BASE PLATE SCHEDULE"),
        (lambda sx, yy: two_lines(sx, yy, -7, -1, width=1.3), "CONCRETE FOUNDATION WALL"),
        (lambda sx, yy: two_lines(sx, yy, -9, 1, width=0.5, dashes="[5 3] 0"), "CONTINUOUS WALL FOOTING (WF1, WF2)"),
        (lambda sx, yy: two_lines(sx, yy, -7, -1, width=0.8, dashes="[14 3 3 3] 0"), "GRADE BEAM"),
        (depressed, "DEPRESSED SLAB, SEE KEYED NOTE 4"),
        (lambda sx, yy: two_lines(sx, yy, -7, -1, width=0.5, dashes="[1.5 2] 0"), "THICKENED SLAB, SEE 3/S-501"),
        (lambda sx, yy: diamond(page, sx + 20, yy - 4, "S#", 8), "SLAB-ON-GRADE TYPE, SEE SLAB-ON-GRADE NOTES"),
        (lambda sx, yy: arrow(page, sx, yy - 4, sx + 40, yy - 4), "DIRECTION OF SLAB SLOPE"),
        (lambda sx, yy: hexagon(page, sx + 20, yy - 4, "#", 7), "KEYED NOTE"),
        (lambda sx, yy: detail_ref(page, sx + 20, yy - 4, "#", "S-###", 10), "DETAIL NUMBER / SHEET"),
        (lambda sx, yy: delta(page, sx + 20, yy - 4, "#"), "REVISION"),
    ]
    half = (len(items) + 1) // 2
    for i, (draw, text) in enumerate(items):
        col, k = divmod(i, half)
        yy = ly + 20 * k
        draw(x + 6 + 300 * col, yy)
        T(page, x + 64 + 300 * col, yy, text, 6.5)
    y = ly + 20 * half + 8

    # abbreviations
    T(page, x, y + 12, "ABBREVIATIONS", 10, "hebo")
    page.draw_line((x, y + 15), (x + 92, y + 15), width=0.8)
    y += 30
    per = (len(LEGEND_ABBR) + 2) // 3
    for i, (a, b) in enumerate(LEGEND_ABBR):
        cx = x + 200 * (i // per)
        yy = y + 9 * (i % per)
        T(page, cx, yy, a, 6.3, "hebo")
        T(page, cx + 46, yy, b, 6.3)
    _typical_footing(page, x, y + 9 * per + 30)


def _typical_footing(page, x: float, y: float) -> None:
    """A small NTS section of a typical column footing, labelled by leaders."""
    T(page, x, y, "TYPICAL COLUMN FOOTING", 10, "hebo")
    page.draw_line((x, y + 3), (x + 150, y + 3), width=0.8)
    T(page, x, y + 14, "N.T.S.", 6.5, "helv")
    cx, g = x + 200, y + 110                        # column centre, top of slab
    ft = pymupdf.Rect(cx - 110, g + 60, cx + 110, g + 110)
    page.draw_rect(ft, width=1.2)
    page.draw_line((x + 40, g), (cx - 14, g), width=1.0)
    page.draw_line((cx + 14, g), (x + 400, g), width=1.0)
    page.draw_line((x + 40, g + 28), (cx - 14, g + 28), width=0.6)
    page.draw_line((cx + 14, g + 28), (x + 400, g + 28), width=0.6)
    for k in range(-4, 5):                          # bottom bars in section
        page.draw_circle((cx + 22 * k, ft.y1 - 10), 2.2, width=0, fill=(0, 0, 0))
    page.draw_line((ft.x0 + 8, ft.y1 - 6), (ft.x1 - 8, ft.y1 - 6), width=0.6)
    page.draw_rect(pymupdf.Rect(cx - 14, g - 2, cx + 14, g + 60), width=0.5, dashes="[3 2] 0")   # isolation block-out
    page.draw_rect(pymupdf.Rect(cx - 22, g + 44, cx + 22, g + 48), width=0, fill=(0, 0, 0))       # base plate
    page.draw_rect(pymupdf.Rect(cx - 22, g + 48, cx + 22, g + 60), width=0.4)                    # grout
    hatch(page, pymupdf.Rect(cx - 22, g + 48, cx + 22, g + 60), 3)
    page.draw_line((cx - 5, y + 24), (cx - 5, g + 44), width=1.0)                                # column flanges
    page.draw_line((cx + 5, y + 24), (cx + 5, g + 44), width=1.0)
    for ax in (cx - 14, cx + 14):                                                                 # anchor rods
        page.draw_line((ax, g + 40), (ax, ft.y1 - 16), width=0.8)
        page.draw_line((ax - 4, ft.y1 - 16), (ax + 4, ft.y1 - 16), width=1.6)
    labels = [((cx + 5, y + 40), "STEEL COLUMN, SEE SCHEDULE"),
              ((x + 330, g + 12), "SLAB-ON-GRADE, SEE SLAB-ON-GRADE NOTES"),
              ((cx + 22, g + 46), "BASE PLATE, SEE SCHEDULE"),
              ((cx + 22, g + 55), "NON-SHRINK GROUT, SEE SCHEDULE"),
              ((cx + 14, g + 84), "ANCHOR RODS W/ HEAVY HEX NUT, SEE SCHEDULE"),
              ((cx + 66, ft.y1 - 10), "BOTTOM REINF. EACH WAY, SEE FOOTING SCHEDULE")]
    for k, ((px, py), text) in enumerate(labels):
        ty = y + 30 + 22 * k
        leader(page, [(x + 418, ty - 3), (x + 412, ty - 3), (px, py)])
        T(page, x + 422, ty, text, 6)
    T(page, ft.x0 - 4, ft.y0 - 4, "T/FTG, SEE NOTE 2", 6, "helv", align="r")
    page.draw_line((ft.x0 - 70, ft.y0), (ft.x0, ft.y0), width=0.3)
    T(page, cx, ft.y1 + 12, "3\" CLR.", 6, "helv", align="c")


def _title_block(page) -> None:
    x0, x1 = TB_X, W - BORDER
    page.draw_rect(pymupdf.Rect(BORDER, BORDER, W - BORDER, H - BORDER), width=2.2)
    page.draw_rect(pymupdf.Rect(BORDER + 4, BORDER + 4, W - BORDER - 4, H - BORDER - 4), width=0.4)
    page.draw_line((x0, BORDER), (x0, H - BORDER), width=1.6)
    x = x0 + 12
    mid = (x0 + x1) / 2

    def rule(y: float, w: float = 0.8) -> None:
        page.draw_line((x0, y), (x1, y), width=w)

    # architect
    page.draw_rect(pymupdf.Rect(x, 48, x + 34, 82), width=0, fill=(0.15, 0.15, 0.15))
    T(page, x + 17, 72, "BE", 15, "hebo", align="c", color=(1, 1, 1))
    T(page, x + 42, 62, "BRANDVOLD ESSER", 12, "hebo")
    T(page, x + 42, 76, "ARCHITECTS", 10, "tiro")
    T(page, x, 98, "310 SOUTH 4TH AVENUE, SUITE 600", 6.5)
    T(page, x, 107, "MINNEAPOLIS, MN 55415", 6.5)
    T(page, x, 116, "612.555.0190   WWW.BRANDVOLDESSER.COM", 6.5)
    rule(128)
    # structural engineer
    T(page, x, 140, "STRUCTURAL ENGINEER", 5.5, "helv")
    T(page, x, 154, "OSTROM + VALE", 11, "hebo")
    T(page, x, 166, "STRUCTURAL ENGINEERS, INC.", 8, "hebo")
    T(page, x, 177, "2100 WEST 66TH STREET, SUITE 310", 6.5)
    T(page, x, 186, "EDINA, MN 55435   (952) 555-0143", 6.5)
    T(page, x, 200, "MEP ENGINEER", 5.5)
    T(page, x, 209, "NORDLUND MEP ENGINEERING, ST. PAUL, MN", 6.5)
    rule(220)
    # seal and certification
    page.draw_circle((x + 58, 282), 52, width=0.8)
    page.draw_circle((x + 58, 282), 46, width=0.4)
    T(page, x + 58, 262, "STATE OF MINNESOTA", 5.5, align="c")
    T(page, x + 58, 280, "DANIEL L. KOVACH", 6.5, "hebo", align="c")
    T(page, x + 58, 290, "LIC. NO. 48213", 5.5, align="c")
    T(page, x + 58, 310, "PROFESSIONAL ENGINEER", 5.5, align="c")
    cert = ["I HEREBY CERTIFY THAT THIS PLAN,", "SPECIFICATION, OR REPORT WAS", "PREPARED BY ME OR UNDER MY",
            "DIRECT SUPERVISION AND THAT I AM", "A DULY LICENSED PROFESSIONAL", "ENGINEER UNDER THE LAWS OF THE",
            "STATE OF MINNESOTA."]
    for k, line in enumerate(cert):
        T(page, x + 122, 240 + 8 * k, line, 5.2)
    T(page, x + 122, 312, "DANIEL L. KOVACH, P.E.", 6, "hebo")
    T(page, x + 122, 321, "DATE 03/14/2025", 5.5)
    rule(346)
    # project and owner
    T(page, x, 358, "PROJECT", 5.5)
    T(page, x, 373, "HARLAN VALLEY FIRE & EMS", 11, "hebo")
    T(page, x, 387, "TRAINING CENTER", 11, "hebo")
    T(page, x, 399, "NEW TRAINING / ADMINISTRATION BUILDING", 6.5)
    T(page, x, 409, "18450 STATION PARKWAY", 6.5)
    T(page, x, 418, "MAPLE HOLLOW, MN 55374", 6.5)
    T(page, x, 434, "OWNER", 5.5)
    T(page, x, 444, "HARLAN VALLEY REGIONAL FIRE AUTHORITY", 6.5, "hebo")
    rule(456)
    # key plan
    T(page, x, 468, "KEY PLAN", 5.5)
    kp = pymupdf.Rect(x + 40, 480, x + 40 + 152, 480 + 108)
    page.draw_rect(kp, width=0.6)
    hatch(page, kp, 5)
    page.draw_line((kp.x0 + 88, kp.y0), (kp.x0 + 88, kp.y1), width=0.6)
    T(page, kp.x0 + 44, kp.y1 + 10, "WING", 5.5, align="c")
    T(page, kp.x0 + 120, kp.y1 + 10, "APP. BAY", 5.5, align="c")
    T(page, kp.x1 + 8, kp.y0 + 8, "N", 7, "hebo")
    arrow(page, kp.x1 + 11, kp.y0 + 30, kp.x1 + 11, kp.y0 + 12, 0.5)
    rule(612)
    # revisions
    T(page, x, 624, "REVISIONS", 6.5, "hebo")
    ry = 632
    page.draw_line((x0, ry + 10), (x1, ry + 10), width=0.4)
    T(page, x, ry + 7, "NO.", 5.5, "hebo")
    T(page, x + 30, ry + 7, "DESCRIPTION", 5.5, "hebo")
    T(page, x + 188, ry + 7, "DATE", 5.5, "hebo")
    for k, (no, desc, date) in enumerate((("1", "ADDENDUM 1", "04/02/2025"), ("2", "ASI-04", "06/11/2025"))):
        yy = ry + 24 + 16 * k
        delta(page, x + 6, yy - 3, no, 11)
        T(page, x + 30, yy, desc, 6.8)
        T(page, x + 188, yy, date, 6.8)
        page.draw_line((x0, yy + 6), (x1, yy + 6), width=0.25)
    for k in range(2, 6):
        yy = ry + 24 + 16 * k
        page.draw_line((x0, yy + 6), (x1, yy + 6), width=0.25)
    page.draw_line((x + 24, ry), (x + 24, ry + 24 + 16 * 5 + 6), width=0.25)
    page.draw_line((x + 182, ry), (x + 182, ry + 24 + 16 * 5 + 6), width=0.25)
    rule(744)
    # issue
    T(page, x, 756, "ISSUE", 5.5)
    T(page, x, 772, "CONSTRUCTION DOCUMENTS", 10, "hebo")
    rule(784)
    # fields
    fields = [("PROJECT NO.", "BEA 23-117", "DATE", "03/14/2025"),
              ("DRAWN BY", "JMR", "CHECKED BY", "DLK"),
              ("SCALE", "AS NOTED", "CAD FILE", "23117-S101.DWG")]
    fy = 796
    for a, av, b, bv in fields:
        T(page, x, fy, a, 5.5)
        T(page, x, fy + 12, av, 8, "hebo")
        T(page, mid + 6, fy, b, 5.5)
        T(page, mid + 6, fy + 12, bv, 8, "hebo")
        page.draw_line((x0, fy + 18), (x1, fy + 18), width=0.4)
        fy += 30
    page.draw_line((mid, 784), (mid, fy - 12), width=0.4)
    # notice
    for k, line in enumerate(wrap("© 2025 BRANDVOLD ESSER ARCHITECTS. THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND "
                                  "THE PROPERTY OF THE ARCHITECT AND ITS CONSULTANTS. REPRODUCTION OR REUSE WITHOUT "
                                  "WRITTEN CONSENT IS PROHIBITED.", 240, 5.2)):
        T(page, x, fy + 2 + 7 * k, line, 5.2)
    rule(fy + 40)
    # stamp area
    T(page, x, fy + 54, "PERMIT / AHJ STAMP", 5.5)
    page.draw_rect(pymupdf.Rect(x, fy + 60, x1 - 12, fy + 250), width=0.3, dashes="[3 3] 0")
    rule(1196)
    T(page, x, 1212, "STRUCTURAL SHEET INDEX", 6.5, "hebo")
    index = [("S-001", "GENERAL NOTES AND DESIGN CRITERIA"), ("S-002", "STATEMENT OF SPECIAL INSPECTIONS"),
             ("S-101", "FOUNDATION PLAN"), ("S-102", "SECOND FLOOR FRAMING PLAN"), ("S-103", "ROOF FRAMING PLAN"),
             ("S-201", "ENTRY CANOPY FRAMING"), ("S-301", "BUILDING SECTIONS"), ("S-401", "BRACED FRAME ELEVATIONS"),
             ("S-501", "FOUNDATION DETAILS"), ("S-502", "STEEL DETAILS")]
    for k, (num, name) in enumerate(index):
        f = "hebo" if num == "S-101" else "helv"
        T(page, x, 1226 + 10 * k, num, 6, f)
        T(page, x + 36, 1226 + 10 * k, name, 6, f)
    rule(1470)
    T(page, x, 1484, "SHEET TITLE", 5.5)
    T(page, x, 1510, "FOUNDATION PLAN", 15, "hebo")
    rule(1530)
    T(page, x, 1544, "SHEET NUMBER", 5.5)
    T(page, mid, 1625, "S-101", 44, "hebo", align="c")
    T(page, x1 - 10, 1680, "SHEET 4 OF 31", 6, "helv", align="r")


def foundation_plan_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _register(page)
    _title_block(page)
    _plan(page)
    _notes(page)
    _schedules(page)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
