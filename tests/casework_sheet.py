"""A US interior elevations and casework sheet (A-501, 36x24 in, landscape) for a small outpatient
clinic fit-out, drawn the way an architect's CAD export sets one: eight interior elevations in three
rows (break room north wall and coffee bar, reception desk public and staff sides, nurse station west
and south, toilet room vanity, clean utility), each with a view-title bubble split into view number
over sheet number, the view name in bold, a rule and its scale. Views 2, 5 and 7 carry their titles
ABOVE the view instead of below it, so the title of view 7 stands just under the title of view 4
and the title of view 5 just under the dimensions of view 2.

Each elevation shows its walls, floor and ceiling lines, base and wall cabinets with dashed door-swing
lines and adjustable shelves, countertops, backsplashes, appliances in rounded tags (AP-1 .. AP-8)
and materials in hexagon tags (PL-1, QZ-1, SS-1, ...) with leaders, leader notes in a serif font,
a chain of vertical dimensions along the left set in Courier and rotated, horizontal dimension
strings under the floor (text sitting on the dimension line), and height call-outs on extension
lines at the right where the figure (`3'-0"`) and its `A.F.F.` suffix are separate text runs, the
suffix either after a gap on the line or dropped under it. The nurse station south view carries a
revision cloud with a delta 2 (ASI-04).

To the right: a ruled MATERIAL LEGEND (code, material, manufacturer / product, location), numbered
CASEWORK GENERAL NOTES with hanging indents, ABBREVIATIONS and a SYMBOLS legend; under the lower
views a ruled APPLIANCE SCHEDULE (tag, item, manufacturer, model, furnished by, installed by,
electrical, plumbing, remarks) with two-line headers, where a blank PLUMBING or REMARKS cell
means none. The title block is a strip down the right edge: firm, consultants, project, owner, seal,
revision table, drawn/checked, date, project number, issue, scale, sheet title and the sheet number.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round52-drawn.jsonl`)
were written blind, before drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                # 36 x 24 in
SHEET = "A-501"
HALF = "1/2\" = 1'-0\""          # 36 pt to the foot
THREE_EIGHTHS = "3/8\" = 1'-0\""  # 27 pt to the foot

MATERIALS = [
    ("CODE", "MATERIAL", "MANUFACTURER / PRODUCT", "LOCATION"),
    ("PL-1", "PLASTIC LAMINATE", "WILSONART 7981-60 \"FOLKSTONE CELESTA\", MATTE", "CABINET FACES, FINISHED ENDS U.O.N."),
    ("PL-2", "PLASTIC LAMINATE", "WILSONART 7949K-18 \"BLOND ECHO\", CASUAL RIB", "RECEPTION DESK DIE WALL"),
    ("PL-3", "PLASTIC LAMINATE", "FORMICA 949-58 \"DESIGNER WHITE\", MATTE", "CLEAN UTILITY 214, MODESTY PANELS"),
    ("SS-1", "SOLID SURFACE", "CORIAN \"GLACIER WHITE\", 1/2\" THK.", "NURSE STATION TOPS, VANITY, CLEAN UTIL."),
    ("QZ-1", "QUARTZ", "CAESARSTONE 5143 \"WHITE ATTICA\", 3 CM, EASED EDGE", "RECEPTION TOPS, BREAK ROOM 118 NORTH"),
    ("QZ-2", "QUARTZ", "SILESTONE \"CHARCOAL SOAPSTONE\", 2 CM, SUEDE", "BREAK ROOM 118 COFFEE BAR"),
    ("MEL-1", "THERMOFUSED MELAMINE", "PANOLAM \"FROSTY WHITE\" W/ MATCHING EDGEBAND", "CABINET INTERIORS, SHELVES"),
    ("T-1", "CERAMIC WALL TILE", "DALTILE RITTENHOUSE SQUARE 3\"x6\", 0190 ARCTIC WHITE", "BREAK ROOM BACKSPLASH"),
    ("GL-1", "GLASS", "1/4\" TEMPERED LOW-IRON, POLISHED EDGES", "RECEPTION TRANSACTION SHIELD"),
    ("MTL-1", "METAL", "STAINLESS STEEL, 16 GA, #4 SATIN FINISH", "RECEPTION DESK KICK"),
    ("RB-1", "RUBBER BASE", "JOHNSONITE 4\" TOESPACE COVE, 63 BURNT UMBER", "CASEWORK TOE KICKS U.O.N."),
]

APPLIANCES = [
    ("AP-1", "REFRIGERATOR, 18 CU. FT., TOP FREEZER", "GE", "GTE18GMNRES", "OWNER", "GC", "120V/15A", "1/4\" CW (ICE MAKER)", "RECESSED WATER BOX"),
    ("AP-2", "DISHWASHER, 24\", ADA HEIGHT", "BOSCH", "SHE53C85N", "GC", "GC", "120V/20A", "1/2\" HW, 3/4\" IW", "PANEL READY: PL-1"),
    ("AP-3", "MICROWAVE DRAWER, 24\"", "SHARP", "SMD2470ASY", "GC", "GC", "120V/20A", "", ""),
    ("AP-4", "COFFEE BREWER, POUR-OVER", "BUNN", "VPR-2GD", "OWNER", "OWNER", "120V/15A", "", ""),
    ("AP-5", "ICE & WATER DISPENSER, COUNTERTOP", "SCOTSMAN", "HID312A-1", "OWNER", "GC", "120V/20A", "3/8\" CW, IW TO FS", "WATER FILTER BY GC"),
    ("AP-6", "MEDICATION REFRIG., UNDERCOUNTER", "HELMER", "iLR105-GX", "OWNER", "GC", "120V/20A DEDICATED", "", "DATA FOR TEMP. ALARM"),
    ("AP-7", "FOOD WASTE DISPOSER, 3/4 HP", "INSINKERATOR", "BADGER 5XP", "GC", "GC", "120V/20A SWITCHED", "SINK TAILPIECE", ""),
    ("AP-8", "BLANKET WARMER, UNDERCOUNTER", "ENTHERMICS", "EC240L", "OWNER", "GC", "120V/20A", "", "VENTED TOE KICK GRILLE"),
]

GENERAL_NOTES = [
    "ALL CASEWORK SHALL BE FABRICATED TO AWI/AWMAC/WI ARCHITECTURAL WOODWORK STANDARDS, 2ND EDITION, "
    "CUSTOM GRADE, U.O.N. FLUSH OVERLAY CONSTRUCTION, FRAMELESS (32MM SYSTEM).",
    "CABINET BOXES: 3/4\" INDUSTRIAL GRADE PARTICLEBOARD, 45 LB DENSITY, NO ADDED UREA FORMALDEHYDE. "
    "BACKS 1/2\" MIN. INTERIORS MEL-1.",
    "DOOR AND DRAWER FRONT EDGES AND EXPOSED BOX EDGES: 3MM PVC EDGEBANDING TO MATCH FACE LAMINATE.",
    "HINGES: BLUM CLIP TOP 110 DEG. CONCEALED, SELF-CLOSING, 2 PER DOOR UP TO 48\" HIGH, 3 ABOVE. "
    "PULLS: 4\" WIRE PULL, SATIN STAINLESS, MOCKETT DP24A, MOUNTED VERTICALLY ON DOORS.",
    "DRAWER SLIDES: FULL EXTENSION, BALL BEARING, 100 LB RATED; FILE DRAWERS 150 LB RATED.",
    "ADJUSTABLE SHELVES: 3/4\" MEL-1 ON 5MM PINS; SHELVES OVER 36\" WIDE SHALL BE 1\" THICK.",
    "PROVIDE CONCEALED STEEL COUNTERTOP SUPPORT BRACKETS AT 48\" O.C. MAXIMUM AT ALL KNEE SPACES "
    "AND ACCESSIBLE COUNTERS (RAKKS EH SERIES OR EQUAL).",
    "PROVIDE FIRE-RETARDANT TREATED WOOD BLOCKING IN STUD WALLS AT ALL WALL CABINETS, SHELF STANDARDS "
    "AND COUNTERTOP BRACKETS.",
    "ACCESSIBLE SINKS AND WORK SURFACES: 34\" A.F.F. MAXIMUM AND 27\" MINIMUM KNEE CLEARANCE. "
    "INSULATE OR CONCEAL EXPOSED SUPPLY AND WASTE PIPING.",
    "TOE KICKS: 4\" HIGH x 3\" DEEP WITH RB-1 BASE U.O.N.",
    "SEALANT: CLEAR MILDEW-RESISTANT SILICONE AT COUNTERTOP-TO-WALL JOINTS, BACKSPLASHES AND SINK RIMS.",
    "CASEWORK SUBCONTRACTOR SHALL FIELD VERIFY ALL DIMENSIONS AND SUBMIT SHOP DRAWINGS AND "
    "LAMINATE SAMPLES FOR ARCHITECT'S REVIEW PRIOR TO FABRICATION.",
    "COORDINATE APPLIANCE ROUGH-INS WITH THE APPLIANCE SCHEDULE THIS SHEET AND WITH THE PLUMBING "
    "AND ELECTRICAL DRAWINGS. VERIFY CUT-OUTS WITH APPROVED APPLIANCE SUBMITTALS.",
]

ABBREVIATIONS = [
    ("A.F.F.", "ABOVE FINISHED FLOOR"), ("ADJ.", "ADJUSTABLE"), ("CLG.", "CEILING"), ("CLR.", "CLEAR"),
    ("CW", "COLD WATER"), ("HW", "HOT WATER"), ("IW", "INDIRECT WASTE"), ("FS", "FLOOR SINK"),
    ("EQ.", "EQUAL"), ("GC", "GENERAL CONTRACTOR"), ("FRT", "FIRE-RETARDANT TREATED"),
    ("MIN.", "MINIMUM"), ("SIM.", "SIMILAR"), ("TYP.", "TYPICAL"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
]

REVISIONS = [("1", "ADDENDUM 1", "05/02/2025"), ("2", "ASI-04 NURSE STATION", "06/11/2025")]


# ----------------------------------------------------------------------------------------- text
def txt(page, x: float, y: float, text: str, size: float = 7.0, font: str = "helv", rotate: int = 0) -> None:
    page.insert_text((x, y), text, fontsize=size, fontname=font, rotate=rotate)


def tlen(text: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def ctxt(page, cx: float, y: float, text: str, size: float = 7.0, font: str = "helv") -> None:
    txt(page, cx - tlen(text, size, font) / 2, y, text, size, font)


def wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and tlen(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


# ------------------------------------------------------------------------------------- symbols
def hexagon_tag(page, cx: float, cy: float, code: str, to: tuple[float, float] | None = None) -> None:
    """A material tag: the code in a stretched hexagon, a leader with a dot to the surface."""
    size = 6.2
    half = tlen(code, size, "hebo") / 2 + 5
    pts = [(cx - half - 4, cy), (cx - half, cy - 6), (cx + half, cy - 6), (cx + half + 4, cy),
           (cx + half, cy + 6), (cx - half, cy + 6), (cx - half - 4, cy)]
    page.draw_polyline(pts, width=0.6, fill=(1, 1, 1))
    ctxt(page, cx, cy + 2.3, code, size, "hebo")
    if to:
        sx = cx - half - 4 if to[0] < cx else cx + half + 4
        page.draw_line((sx, cy), to, width=0.4)
        page.draw_circle(to, 1.2, width=0.4, fill=(0, 0, 0))


def appliance_tag(page, cx: float, cy: float, tag: str, to: tuple[float, float] | None = None) -> None:
    """An appliance tag: the mark in a rounded box."""
    size = 6.5
    half = tlen(tag, size, "helv") / 2 + 5
    r = pymupdf.Rect(cx - half, cy - 6.5, cx + half, cy + 6.5)
    page.draw_rect(r, width=0.7, radius=0.45, fill=(1, 1, 1))
    ctxt(page, cx, cy + 2.4, tag, size)
    if to:
        sx = r.x0 if to[0] < cx else r.x1
        page.draw_line((sx, cy), to, width=0.4)
        _arrowhead(page, (sx, cy), to)


def _arrowhead(page, a, b, size: float = 4.0) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    p1 = (b[0] - size * ux + size * 0.35 * uy, b[1] - size * uy - size * 0.35 * ux)
    p2 = (b[0] - size * ux - size * 0.35 * uy, b[1] - size * uy + size * 0.35 * ux)
    page.draw_polyline([b, p1, p2, b], width=0.3, fill=(0, 0, 0))


def leader_note(page, x: float, y: float, lines: list[str], to: tuple[float, float], size: float = 6.0) -> None:
    """A leader note in the serif note font: text block at (x, y), a leader with an arrow to `to`."""
    for i, line in enumerate(lines):
        txt(page, x, y + i * (size + 1.6), line, size, "tiro")
    w = max(tlen(s, size, "tiro") for s in lines)
    sx = x - 2 if to[0] < x else x + w + 2
    sy = y - size * 0.35
    knee = (sx - 6 if to[0] < x else sx + 6, sy)
    page.draw_line((sx, sy), knee, width=0.4)
    page.draw_line(knee, to, width=0.4)
    _arrowhead(page, knee, to)


def delta(page, cx: float, cy: float, n: str) -> None:
    page.draw_polyline([(cx - 8, cy + 6), (cx + 8, cy + 6), (cx, cy - 8), (cx - 8, cy + 6)], width=0.8)
    ctxt(page, cx, cy + 4.5, n, 6.5, "hebo")


def cloud(page, rect: pymupdf.Rect, bump: float = 9) -> None:
    """A revision cloud: arcs drawn bump by bump around the rectangle."""
    pts = []
    for (x0, y0), (x1, y1) in (((rect.x0, rect.y0), (rect.x1, rect.y0)), ((rect.x1, rect.y0), (rect.x1, rect.y1)),
                               ((rect.x1, rect.y1), (rect.x0, rect.y1)), ((rect.x0, rect.y1), (rect.x0, rect.y0))):
        n = max(1, int(math.hypot(x1 - x0, y1 - y0) / bump))
        for k in range(n):
            pts.append((x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n))
    pts.append(pts[0])
    for a, b in zip(pts, pts[1:]):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        dx, dy = b[0] - a[0], b[1] - a[1]
        c = (mx + dy * 0.45, my - dx * 0.45)                 # bulge outward (clockwise path)
        page.draw_bezier(a, (a[0] + (c[0] - a[0]) * 0.9, a[1] + (c[1] - a[1]) * 0.9),
                         (b[0] + (c[0] - b[0]) * 0.9, b[1] + (c[1] - b[1]) * 0.9), b, width=0.8)


def title_bubble(page, x: float, y: float, num: str, name: str, scale: str, rule: float = 300) -> None:
    """A view title: a bubble split by a bar, view number over sheet number, the bold name on a
    heavy rule, the scale under the rule."""
    r = 15
    cx, cy = x + r, y
    page.draw_circle((cx, cy), r, width=1.0)
    page.draw_line((cx - r, cy), (cx + r, cy), width=0.6)
    ctxt(page, cx, cy - 3.5, num, 11, "hebo")
    ctxt(page, cx, cy + 10, SHEET, 5.5)
    page.draw_line((cx + r, cy), (cx + r + rule, cy), width=1.6)
    txt(page, cx + r + 6, cy - 4, name, 10, "hebo")
    txt(page, cx + r + 6, cy + 10, f"SCALE: {scale}", 6.5)


# ---------------------------------------------------------------------------------- elevations
class View:
    """An elevation's frame: origin at the left end of the floor line, `s` points to the foot."""

    def __init__(self, page, x0: float, floor: float, s: float, width_ft: float):
        self.page, self.x0, self.floor, self.s, self.w = page, x0, floor, s, width_ft

    def p(self, fx: float, fy: float) -> tuple[float, float]:
        return self.x0 + fx * self.s, self.floor - fy * self.s

    def rect(self, fx0, fy0, fx1, fy1) -> pymupdf.Rect:
        (x0, y1), (x1, y0) = self.p(fx0, fy0), self.p(fx1, fy1)
        return pymupdf.Rect(x0, y0, x1, y1)

    def box(self, fx0, fy0, fx1, fy1, width: float = 0.7, dashes: str | None = None, fill=None) -> None:
        self.page.draw_rect(self.rect(fx0, fy0, fx1, fy1), width=width, dashes=dashes, fill=fill)

    def line(self, a, b, width: float = 0.5, dashes: str | None = None) -> None:
        self.page.draw_line(self.p(*a), self.p(*b), width=width, dashes=dashes)

    # walls, floor, ceiling ------------------------------------------------------------------
    def room(self, ceiling: float | None, left: bool = True, right: bool = True) -> None:
        top = ceiling if ceiling else 0
        self.line((-0.6, 0), (self.w + 0.6, 0), width=1.8)
        if ceiling:
            self.line((0, ceiling), (self.w, ceiling), width=1.4)
            for k in range(int(self.w * 2)):             # ceiling hatch above the line
                a = self.p(k / 2, ceiling)
                self.page.draw_line(a, (a[0] + 5, a[1] - 5), width=0.3)
        if left and top:
            self.line((0, 0), (0, top), width=1.4)
        if right and top:
            self.line((self.w, 0), (self.w, top), width=1.4)

    # casework -------------------------------------------------------------------------------
    def door(self, fx0, fy0, fx1, fy1, hinge: str = "L", shelves: int = 0) -> None:
        self.box(fx0, fy0, fx1, fy1, width=0.6)
        ym = (fy0 + fy1) / 2
        if hinge == "L":
            self.line((fx1, fy1), (fx0, ym), width=0.35, dashes="[3 2] 0")
            self.line((fx1, fy0), (fx0, ym), width=0.35, dashes="[3 2] 0")
            px = fx1 - 0.17
        else:
            self.line((fx0, fy1), (fx1, ym), width=0.35, dashes="[3 2] 0")
            self.line((fx0, fy0), (fx1, ym), width=0.35, dashes="[3 2] 0")
            px = fx0 + 0.17
        py = fy1 - 0.5 if fy0 < 3.5 else fy0 + 0.18     # pull near the top of base doors
        self.line((px, py), (px, py + 0.33), width=1.0)
        for k in range(1, shelves + 1):
            sy = fy0 + (fy1 - fy0) * k / (shelves + 1)
            self.line((fx0 + 0.06, sy), (fx1 - 0.06, sy), width=0.3, dashes="[6 3] 0")

    def pair(self, fx0, fy0, fx1, fy1, shelves: int = 0) -> None:
        mid = (fx0 + fx1) / 2
        self.door(fx0, fy0, mid, fy1, "L", shelves)
        self.door(mid, fy0, fx1, fy1, "R", shelves)

    def drawers(self, fx0, fy0, fx1, fy1, splits: list[float]) -> None:
        """Drawer fronts stacked from the top; `splits` are front heights in feet from the top."""
        top = fy1
        for h in splits:
            self.box(fx0, top - h, fx1, top, width=0.6)
            cx = (fx0 + fx1) / 2
            self.line((cx - 0.17, top - 0.2), (cx + 0.17, top - 0.2), width=1.0)
            top -= h
        if top > fy0 + 0.01:
            self.box(fx0, fy0, fx1, top, width=0.6)

    def toe(self, fx0, fx1, h: float = 4 / 12) -> None:
        self.box(fx0, 0, fx1, h, width=0.5)

    def top(self, fx0, fx1, fy, thick: float = 1.25 / 12, splash: float = 0.0) -> None:
        self.box(fx0, fy - thick, fx1, fy, width=0.8, fill=(0.9, 0.9, 0.9))
        if splash:
            self.box(fx0, fy, fx1, fy + splash, width=0.6)

    # dimensions -----------------------------------------------------------------------------
    def hdims(self, stops: list[float], labels: list[str], tier: int = 1) -> None:
        """A horizontal dimension string under the floor, the figure sitting on the line."""
        y = self.floor + 16 + 20 * (tier - 1)
        xs = [self.p(f, 0)[0] for f in stops]
        self.page.draw_line((xs[0] - 6, y), (xs[-1] + 6, y), width=0.4)
        for x in xs:
            self.page.draw_line((x, self.floor + 4), (x, y + 4), width=0.3)
            self.page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=0.9)
        for a, b, lab in zip(xs, xs[1:], labels):
            ctxt(self.page, (a + b) / 2, y - 1.2, lab, 6.5, "cour")

    def vchain(self, stops: list[float], labels: list[str], offset: float = 22) -> None:
        """A vertical chain along the left, figures rotated and set on the dimension line."""
        x = self.x0 - offset
        ys = [self.p(0, f)[1] for f in stops]
        self.page.draw_line((x, ys[0] + 6), (x, ys[-1] - 6), width=0.4)
        for y in ys:
            self.page.draw_line((x - 4, y), (self.x0 - 4, y), width=0.3)
            self.page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=0.9)
        for a, b, lab in zip(ys, ys[1:], labels):
            mid = (a + b) / 2 + tlen(lab, 6.5, "cour") / 2
            txt(self.page, x - 1.2, mid, lab, 6.5, "cour", rotate=90)

    def aff(self, fy: float, figure: str, drop: bool = False, reach: float = 66, extra: str | None = None) -> None:
        """A height call-out on an extension line at the right: figure and A.F.F. as separate runs."""
        x_end = self.p(self.w, 0)[0]
        y = self.p(0, fy)[1]
        self.page.draw_line((x_end + 4, y), (x_end + reach, y), width=0.3)
        self.page.draw_line((x_end + 12 - 3, y + 3), (x_end + 12 + 3, y - 3), width=0.9)
        fx = x_end + 18
        txt(self.page, fx, y - 1.2, figure, 6.5, "cour")
        if drop:
            txt(self.page, fx + 4, y + 7, "A.F.F.", 5.5, "cour")
        else:
            txt(self.page, fx + tlen(figure, 6.5, "cour") + 9, y - 1.2, "A.F.F.", 5.5, "cour")
        if extra:
            txt(self.page, fx, y + (14 if drop else 7.5), extra, 5.5, "tiro")


def _tile(view: View, fx0, fy0, fx1, fy1) -> None:
    """3x6 running-bond tile lines."""
    course = 0.25
    y, k = fy0, 0
    while y < fy1 - 0.01:
        view.line((fx0, y), (fx1, y), width=0.2)
        x = fx0 + (0.25 if k % 2 else 0)
        while x < fx1:
            view.line((x, y), (x, min(y + course, fy1)), width=0.2)
            x += 0.5
        y += course
        k += 1


def _outlet(view: View, fx: float, fy: float) -> None:
    x, y = view.p(fx, fy)
    view.page.draw_rect(pymupdf.Rect(x - 3, y - 5, x + 3, y + 5), width=0.4)
    view.page.draw_circle((x, y - 2), 1.0, width=0.3)
    view.page.draw_circle((x, y + 2), 1.0, width=0.3)


# ---- 1: break room north --------------------------------------------------------------------
def _break_north(page) -> None:
    v = View(page, 150, 470, 36, 12)
    v.room(9)
    # refrigerator opening with bridge cabinet over, finished end panel at the right
    v.box(0.08, 0, 2.92, 5.83, width=0.8)
    v.line((0.08, 4.17), (2.92, 4.17), width=0.5)
    v.line((0.3, 4.5), (0.3, 5.4), width=1.2)
    v.line((0.3, 2.6), (0.3, 3.8), width=1.2)
    v.box(2.92, 0, 3.0, 7.0, width=0.5)
    v.pair(0, 6.0, 2.92, 7.0)
    # base cabinets
    for a, b in ((3, 4.5), (4.5, 7.5), (9.5, 12)):
        v.toe(a, b)
    v.drawers(3, 4 / 12, 4.5, 2.896, [0.5, 0.7, 0.7])
    v.pair(4.5, 4 / 12, 7.5, 2.896)
    v.box(5.0, 2.2, 7.0, 2.9, width=0.4, dashes="[4 2] 0")          # undermount sink bowl
    v.box(5.7, 1.3, 6.3, 2.1, width=0.4, dashes="[2 2] 0")          # disposer below
    v.box(7.5, 0, 9.5, 2.896, width=0.7)                              # dishwasher
    v.line((7.5, 2.6), (9.5, 2.6), width=0.4)
    v.drawers(9.5, 4 / 12, 12, 2.896, [0.5])
    v.box(9.75, 1.25, 11.75, 2.3, width=0.7)                          # microwave drawer
    v.line((10.4, 2.15), (11.1, 2.15), width=1.0)
    v.top(3, 12, 3.0, splash=4 / 12)
    _tile(v, 3, 3 + 4 / 12, 12, 4.5)
    x, y = v.p(6.0, 3.0)
    page.draw_line((x, y), (x, y - 20), width=1.0)                    # faucet
    page.draw_line((x, y - 20), (x + 9, y - 16), width=1.0)
    for fx in (3.6, 8.4, 11.3):
        _outlet(v, fx, 3.75)
    # wall cabinets
    v.door(3, 4.5, 4.5, 7.0, "L", shelves=2)
    v.pair(4.5, 4.5, 7.5, 7.0, shelves=2)
    v.door(7.5, 4.5, 9.5, 7.0, "R", shelves=2)
    v.pair(9.5, 4.5, 12, 7.0, shelves=2)
    v.line((3.1, 4.47), (11.9, 4.47), width=0.4, dashes="[1 2] 0")   # under-cabinet light
    txt(page, v.p(3.3, 8.2)[0], v.p(3.3, 8.2)[1], "GYP. BD. SOFFIT ABOVE WALL CABINETS, PAINTED", 5.5, "tiro")
    # tags and notes
    hexagon_tag(page, *v.p(1.5, 6.5), "PL-1")
    hexagon_tag(page, v.p(4.3, 1.5)[0] - 2, v.p(4.3, 1.5)[1], "PL-1")
    hexagon_tag(page, v.p(10.8, 3.7)[0], v.p(10.8, 3.7)[1] - 2, "T-1", to=v.p(10.2, 4.05))
    hexagon_tag(page, v.p(9.0, 8.0)[0], v.p(9.0, 8.0)[1], "QZ-1", to=v.p(8.8, 2.95))
    hexagon_tag(page, v.p(12.6, 0.9)[0] + 12, v.p(12.6, 0.9)[1] - 24, "RB-1", to=v.p(11.4, 0.17))
    appliance_tag(page, *v.p(1.5, 3.0), "AP-1")
    appliance_tag(page, *v.p(8.5, 1.5), "AP-2")
    appliance_tag(page, v.p(10.75, 0.8)[0], v.p(10.75, 0.8)[1], "AP-3", to=v.p(10.75, 1.25))
    appliance_tag(page, v.p(5.2, 0.75)[0] - 8, v.p(5.2, 0.75)[1], "AP-7", to=v.p(5.8, 1.4))
    leader_note(page, v.p(5.0, 8.45)[0], v.p(5.0, 8.45)[1], ["ADJ. SHELVES, TYP."], to=v.p(6.0, 5.8))
    leader_note(page, v.p(0.3, 8.65)[0], v.p(0.3, 8.65)[1], ["UNDER-CABINET LED STRIP,", "SEE ELECTRICAL"],
                to=v.p(3.4, 4.47))
    leader_note(page, v.p(7.8, 3.85)[0], v.p(7.8, 3.85)[1] - 10, ["UNDERMOUNT SS SINK,", "SEE PLUMBING"],
                to=v.p(6.8, 2.7))
    leader_note(page, v.p(0.2, 1.6)[0], v.p(0.2, 1.6)[1], ["REFRIG. OPENING", "3'-0\" x 6'-0\" CLR."],
                to=v.p(0.6, 1.2))
    leader_note(page, v.p(3.25, 4.05)[0], v.p(3.25, 4.05)[1] - 22, ["GFCI RECEPT., TYP."], to=v.p(3.6, 3.9))
    v.hdims([0, 3, 4.5, 7.5, 9.5, 12], ["3'-0\"", "1'-6\"", "3'-0\"", "2'-0\"", "2'-6\""])
    v.hdims([0, 12], ["12'-0\""], tier=2)
    v.vchain([0, 4 / 12, 3.0, 4.5, 7.0, 9.0], ["4\"", "2'-8\"", "1'-6\"", "2'-6\"", "2'-0\""])
    v.aff(3.0, "3'-0\"")
    v.aff(4.5, "4'-6\"", drop=True)
    v.aff(7.0, "7'-0\"")
    v.aff(9.0, "9'-0\"", drop=True, extra="CLG.")
    title_bubble(page, 150, 560, "1", "BREAK ROOM 118 - NORTH", HALF, rule=330)


# ---- 2: break room east, coffee bar (title above) -------------------------------------------
def _break_east(page) -> None:
    v = View(page, 800, 470, 36, 6)
    title_bubble(page, 800, 112, "2", "BREAK ROOM 118 - EAST (COFFEE BAR)", HALF, rule=250)
    v.room(9)
    v.toe(0, 6)
    v.box(0, 4 / 12, 1.5, 2.917, width=0.6)                           # trash pull-out
    v.line((0.55, 2.7), (0.95, 2.7), width=1.0)
    v.pair(1.5, 4 / 12, 4.5, 2.917, shelves=1)
    v.drawers(4.5, 4 / 12, 6, 2.917, [0.6, 0.9])
    v.top(0, 6, 3.0, thick=0.8 / 12)
    _tile(v, 0, 3.0, 6, 5.5)
    v.box(0.35, 3.0, 1.45, 4.6, width=0.8)                            # brewer
    v.box(0.5, 3.05, 1.3, 3.3, width=0.4)
    v.box(3.6, 3.0, 5.0, 5.1, width=0.8)                              # ice & water dispenser
    v.box(4.0, 3.6, 4.6, 4.2, width=0.4)
    for fy in (5.67, 6.67):                                            # floating shelves
        v.box(0.25, fy - 0.125, 5.75, fy, width=0.8, fill=(0.85, 0.85, 0.85))
    _outlet(v, 2.2, 3.7)
    _outlet(v, 5.4, 3.7)
    hexagon_tag(page, v.p(3.0, 7.6)[0], v.p(3.0, 7.6)[1], "PL-1", to=v.p(3.0, 6.62))
    hexagon_tag(page, v.p(2.6, 4.4)[0], v.p(2.6, 4.4)[1], "T-1")
    hexagon_tag(page, v.p(2.3, 2.2)[0], v.p(2.3, 2.2)[1] + 40, "QZ-2", to=v.p(2.0, 2.96))
    hexagon_tag(page, v.p(3.9, 1.6)[0], v.p(3.9, 1.6)[1], "PL-1")
    appliance_tag(page, v.p(0.9, 4.1)[0], v.p(0.9, 4.1)[1], "AP-4")
    appliance_tag(page, v.p(4.3, 4.75)[0], v.p(4.3, 4.75)[1], "AP-5")
    leader_note(page, v.p(0.1, 8.5)[0], v.p(0.1, 8.5)[1],
                ["1-1/2\" FLOATING SHELF, PL-1 ON", "CONCEALED STEEL BRACKETS, TYP. OF 2"], to=v.p(1.0, 6.6))
    leader_note(page, v.p(0.1, 1.9)[0], v.p(0.1, 1.9)[1] + 44, ["DOUBLE TRASH / RECYCLE", "PULL-OUT, 2 x 35 QT."],
                to=v.p(0.6, 1.5))
    v.hdims([0, 1.5, 4.5, 6], ["1'-6\"", "3'-0\"", "1'-6\""])
    v.hdims([0, 6], ["6'-0\""], tier=2)
    v.vchain([0, 4 / 12, 3.0, 5.67, 6.67, 9.0], ["4\"", "2'-8\"", "2'-8\"", "1'-0\"", "2'-4\""])
    v.aff(3.0, "3'-0\"", drop=True)
    v.aff(5.67, "5'-8\"")
    v.aff(6.67, "6'-8\"", drop=True)
    v.aff(9.0, "9'-0\"", extra="CLG.")


# ---- 3: reception desk, public side ----------------------------------------------------------
def _reception_public(page) -> None:
    v = View(page, 1240, 470, 36, 10)
    v.room(None)
    v.box(0, 0, 10, 4 / 12, width=0.7, fill=(0.8, 0.8, 0.8))          # MTL-1 kick
    v.box(0, 4 / 12, 7, 3.396, width=0.8)                             # die wall, high
    v.box(7, 4 / 12, 10, 2.729, width=0.8)                            # die wall, accessible
    for fx in (2.33, 4.67, 8.5):
        v.line((fx, 4 / 12), (fx, 3.39 if fx < 7 else 2.72), width=0.5)
        v.line((fx + 0.04, 4 / 12), (fx + 0.04, 3.39 if fx < 7 else 2.72), width=0.5)
    v.top(-0.1, 7.0, 3.5)
    v.top(7.0, 10.1, 2.833)
    v.line((7, 2.5), (10, 2.5), width=0.4, dashes="[5 3] 0")          # work surface beyond
    for fx in (0.7, 6.3):                                              # glass standoffs
        v.box(fx - 0.06, 3.5, fx + 0.06, 3.75, width=0.5, fill=(0.3, 0.3, 0.3))
    v.box(0.5, 3.5, 6.5, 5.0, width=0.6)
    for k in range(5):
        v.line((1.0 + k * 1.1, 4.0), (1.5 + k * 1.1, 4.7), width=0.25)
    ctxt(page, v.p(3.5, 1.7)[0], v.p(3.5, 1.7)[1], "RIVERBEND HEALTH", 9, "hebo")
    ctxt(page, v.p(3.5, 1.45)[0], v.p(3.5, 1.45)[1], "(DIMENSIONAL LETTERS BY OWNER)", 5.5, "tiro")
    hexagon_tag(page, v.p(1.3, 2.6)[0], v.p(1.3, 2.6)[1], "PL-2")
    hexagon_tag(page, v.p(5.8, 6.0)[0], v.p(5.8, 6.0)[1], "GL-1", to=v.p(5.8, 4.8))
    hexagon_tag(page, v.p(2.0, 6.0)[0], v.p(2.0, 6.0)[1], "QZ-1", to=v.p(2.0, 3.47))
    hexagon_tag(page, v.p(8.2, 4.2)[0], v.p(8.2, 4.2)[1], "QZ-1", to=v.p(8.6, 2.8))
    hexagon_tag(page, v.p(11.0, 0.8)[0] + 8, v.p(11.0, 0.8)[1] - 18, "MTL-1", to=v.p(9.6, 0.17))
    leader_note(page, v.p(7.4, 6.2)[0], v.p(7.4, 6.2)[1], ["1/4\" GL-1 TRANSACTION SHIELD ON", "1\" DIA. SS STANDOFFS"],
                to=v.p(6.35, 3.7))
    leader_note(page, v.p(10.4, 3.9)[0] + 4, v.p(10.4, 3.9)[1] - 18, ["ACCESSIBLE TRANSACTION", "COUNTER, 36\" MIN."],
                to=v.p(9.8, 2.8))
    leader_note(page, v.p(3.2, 0.9)[0], v.p(3.2, 0.9)[1] + 4, ["1/2\" REVEAL, TYP."], to=v.p(2.35, 1.0))
    v.hdims([0, 7, 10], ["7'-0\"", "3'-0\""])
    v.hdims([0, 10], ["10'-0\""], tier=2)
    v.vchain([0, 4 / 12, 2.833, 3.5, 5.0], ["4\"", "2'-6\"", "8\"", "1'-6\""])
    v.aff(2.833, "2'-10\"", drop=True, reach=60)
    v.aff(3.5, "3'-6\"", reach=60)
    v.aff(5.0, "5'-0\"", reach=60, extra="TOP OF GLASS")
    title_bubble(page, 1240, 560, "3", "RECEPTION DESK 101 - PUBLIC SIDE", HALF, rule=310)


# ---- 4: reception desk, staff side -----------------------------------------------------------
def _reception_staff(page) -> None:
    v = View(page, 150, 1000, 36, 10)
    v.room(None)
    v.box(0, 2.5, 3, 2.833, width=0.6)                                # back of accessible top
    v.top(-0.05, 3.0, 2.833)
    v.box(3, 2.6, 10, 3.396, width=0.6)                               # transaction support panel
    v.top(3.0, 10.1, 3.5)
    v.top(0, 10, 2.5, thick=1.5 / 12)                                  # work surface
    for a, b, fronts in ((0, 1.5, [0.5, 0.5]), (4.5, 6, [1.0]), (8.5, 10, [0.5, 0.5])):
        v.toe(a, b)
        v.drawers(a, 4 / 12, b, 2.375, fronts)
    for a, b in ((1.5, 4.5), (6, 8.5)):                                 # knee spaces, modesty panels
        v.box(a, 1.0, b, 2.375, width=0.5, dashes="[5 3] 0")
        x, y = v.p((a + b) / 2, 2.47)
        page.draw_oval(pymupdf.Rect(x - 6, y - 2, x + 6, y + 2), width=0.5)
        _outlet(v, a + 0.5, 1.6)
    hexagon_tag(page, v.p(0.75, 1.2)[0], v.p(0.75, 1.2)[1], "PL-1")
    hexagon_tag(page, v.p(9.25, 1.2)[0], v.p(9.25, 1.2)[1], "PL-1")
    hexagon_tag(page, v.p(3.0, 1.5)[0], v.p(3.0, 1.5)[1], "PL-3")
    hexagon_tag(page, v.p(6.5, 4.6)[0], v.p(6.5, 4.6)[1], "QZ-1", to=v.p(6.5, 3.47))
    hexagon_tag(page, v.p(1.4, 4.2)[0], v.p(1.4, 4.2)[1], "QZ-1", to=v.p(1.4, 2.8))
    hexagon_tag(page, v.p(10.9, 0.7)[0] + 10, v.p(10.9, 0.7)[1] - 16, "RB-1", to=v.p(9.6, 0.17))
    leader_note(page, v.p(3.6, 4.3)[0], v.p(3.6, 4.3)[1], ["2\" DIA. GROMMET, TYP."], to=v.p(3.0, 2.5))
    leader_note(page, v.p(7.0, 5.0)[0], v.p(7.0, 5.0)[1], ["1-1/2\" PL-1 WORK SURFACE, SELF EDGE"], to=v.p(8.0, 2.45))
    leader_note(page, v.p(6.3, 0.6)[0], v.p(6.3, 0.6)[1], ["DUPLEX RECEPT. + DATA AT", "MODESTY PANEL, SEE ELEC."],
                to=v.p(6.5, 1.5))
    leader_note(page, v.p(4.6, 0.55)[0] - 40, v.p(4.6, 0.55)[1] + 12, ["LATERAL FILE DRAWER"], to=v.p(5.0, 1.0))
    v.hdims([0, 1.5, 4.5, 6, 8.5, 10], ["1'-6\"", "3'-0\"", "1'-6\"", "2'-6\"", "1'-6\""])
    v.hdims([0, 10], ["10'-0\""], tier=2)
    v.vchain([0, 4 / 12, 2.5, 2.833, 3.5], ["4\"", "2'-2\"", "4\"", "8\""])
    v.aff(2.5, "2'-6\"", drop=True, reach=60)
    v.aff(2.833, "2'-10\"", reach=60)
    v.aff(3.5, "3'-6\"", drop=True, reach=60)
    title_bubble(page, 150, 1092, "4", "RECEPTION DESK 101 - STAFF SIDE", HALF, rule=300)


# ---- 5: nurse station west (title above) -----------------------------------------------------
def _nurse_west(page) -> None:
    v = View(page, 810, 1000, 27, 12)
    title_bubble(page, 810, 712, "5", "NURSE STATION 210 - WEST", THREE_EIGHTHS, rule=280)
    v.room(9)
    v.box(0.05, 0, 1.95, 2.83, width=0.8)                             # medication refrigerator
    v.box(0.25, 0.5, 1.75, 2.5, width=0.4)
    v.line((1.6, 1.2), (1.6, 2.2), width=1.0)
    for a, b in ((2, 4), (4, 6), (6, 8), (8, 10), (10, 12)):
        v.toe(a, b)
    v.drawers(2, 4 / 12, 4, 2.896, [0.5, 0.7, 0.7])
    v.pair(4, 4 / 12, 6, 2.896, shelves=1)
    v.drawers(6, 4 / 12, 8, 2.896, [0.5, 2.06])
    v.pair(8, 4 / 12, 10, 2.896, shelves=1)
    v.pair(10, 4 / 12, 12, 2.896, shelves=1)
    v.top(0, 12, 3.0, thick=0.5 / 12, splash=4 / 12)
    v.pair(0, 4.5, 2, 7.5, shelves=2)
    v.box(0.06, 4.56, 1.94, 7.44, width=0.4)                           # double-locking cabinet
    v.pair(2, 4.5, 4, 7.5, shelves=2)
    v.pair(4, 4.5, 6, 7.5, shelves=2)
    v.pair(6, 4.5, 8, 7.5, shelves=2)
    v.pair(8, 4.5, 10, 7.5, shelves=2)
    v.pair(10, 4.5, 12, 7.5, shelves=2)
    for fx in (3.0, 7.0, 11.0):
        _outlet(v, fx, 3.8)
    hexagon_tag(page, v.p(5.0, 8.2)[0], v.p(5.0, 8.2)[1], "PL-1", to=v.p(5.0, 7.3))
    hexagon_tag(page, v.p(9.0, 3.9)[0], v.p(9.0, 3.9)[1], "SS-1", to=v.p(9.0, 3.1))
    hexagon_tag(page, v.p(11.0, 1.5)[0], v.p(11.0, 1.5)[1], "PL-1")
    appliance_tag(page, *v.p(1.0, 1.5), "AP-6")
    leader_note(page, v.p(0.2, 8.6)[0], v.p(0.2, 8.6)[1], ["DOUBLE-LOCKING MEDICATION", "CABINET, KEYED ALIKE"],
                to=v.p(1.0, 7.2))
    leader_note(page, v.p(6.4, 8.65)[0], v.p(6.4, 8.65)[1], ["4\" INTEGRAL COVED SS-1 BACKSPLASH"],
                to=v.p(7.4, 3.2))
    leader_note(page, v.p(12.3, 1.6)[0] + 4, v.p(12.3, 1.6)[1] + 22, ["PENCIL DRAWER", "OVER FILE, TYP."],
                to=v.p(7.6, 2.7))
    v.hdims([0, 2, 4, 6, 8, 10, 12], ["2'-0\""] * 6)
    v.hdims([0, 12], ["12'-0\""], tier=2)
    v.vchain([0, 4 / 12, 3.0, 4.5, 7.5, 9.0], ["4\"", "2'-8\"", "1'-6\"", "3'-0\"", "1'-6\""])
    v.aff(3.0, "3'-0\"", reach=58)
    v.aff(4.5, "4'-6\"", drop=True, reach=58)
    v.aff(7.5, "7'-6\"", reach=58)
    v.aff(9.0, "9'-0\"", drop=True, reach=58, extra="CLG.")


# ---- 6: nurse station south, accessible charting counter (clouded, ASI-04) ------------------
def _nurse_south(page) -> None:
    v = View(page, 1300, 1000, 27, 8)
    v.room(9)
    v.top(0, 5, 2.833, thick=0.5 / 12)
    v.box(0.1, 2.25, 4.9, 2.79, width=0.5, dashes="[5 3] 0")           # apron / pencil drawer line
    v.box(0.2, 0.9, 4.8, 2.25, width=0.4, dashes="[2 2] 0")            # PL-3 modesty panel beyond
    for fx in (0.3, 2.5, 4.7):                                         # brackets
        a = v.p(fx, 2.79)
        page.draw_polyline([a, (a[0], a[1] + 14), (a[0] + 4, a[1]), a], width=0.4)
    v.toe(5, 8)
    v.drawers(5, 4 / 12, 8, 2.79, [0.5, 0.96, 0.96])
    v.top(5, 8, 2.833, thick=0.5 / 12)
    v.box(0.5, 3.5, 4.5, 6.5, width=0.8)                               # markerboard by owner
    v.box(0.6, 3.6, 4.4, 6.4, width=0.3)
    _outlet(v, 6.5, 3.4)
    _outlet(v, 2.5, 1.8)
    hexagon_tag(page, v.p(6.5, 4.4)[0], v.p(6.5, 4.4)[1], "SS-1", to=v.p(6.5, 2.86))
    hexagon_tag(page, v.p(6.5, 1.5)[0], v.p(6.5, 1.5)[1], "PL-1")
    hexagon_tag(page, v.p(3.6, 1.5)[0], v.p(3.6, 1.5)[1], "PL-3")
    leader_note(page, v.p(0.3, 8.2)[0], v.p(0.3, 8.2)[1], ["MARKERBOARD 4'-0\" x 3'-0\"", "BY OWNER, G.C. TO INSTALL"],
                to=v.p(1.2, 6.4))
    leader_note(page, v.p(5.4, 7.8)[0], v.p(5.4, 7.8)[1], ["ACCESSIBLE CHARTING", "COUNTER W/ KNEE SPACE"],
                to=v.p(4.2, 2.85))
    # knee clearance dimension inside the view
    x = v.p(1.5, 0)[0]
    y0, y1 = v.p(0, 0)[1], v.p(0, 2.25)[1]
    page.draw_line((x, y0), (x, y1), width=0.4)
    for y in (y0, y1):
        page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=0.9)
    txt(page, x - 1.2, (y0 + y1) / 2 + 14, "2'-3\" MIN.", 6.5, "cour", rotate=90)
    txt(page, x + 3, (y0 + y1) / 2 + 4, "KNEE CLR.", 5.5, "tiro")
    v.hdims([0, 5, 8], ["5'-0\"", "3'-0\""])
    v.hdims([0, 8], ["8'-0\""], tier=2)
    v.vchain([0, 4 / 12, 2.833, 3.5, 6.5, 9.0], ["4\"", "2'-6\"", "8\"", "3'-0\"", "2'-6\""])
    v.aff(2.833, "2'-10\"", reach=58)
    v.aff(3.5, "3'-6\"", reach=58)
    v.aff(9.0, "9'-0\"", reach=58, extra="CLG.")
    cloud(page, pymupdf.Rect(v.p(-0.4, 3.1)[0], v.p(0, 3.1)[1], v.p(5.3, 0)[0], v.p(0, 0.15)[1]))
    delta(page, v.p(5.6, 3.4)[0], v.p(5.6, 3.4)[1], "2")
    title_bubble(page, 1300, 1092, "6", "NURSE STATION 210 - SOUTH", THREE_EIGHTHS, rule=240)


# ---- 7: toilet room vanity (title above) ----------------------------------------------------
def _toilet_vanity(page) -> None:
    v = View(page, 150, 1560, 36, 6)
    title_bubble(page, 150, 1150, "7", "TOILET ROOM 124 - VANITY", HALF, rule=250)
    v.room(8)
    _tile(v, 0, 0, 0.45, 4.0)
    _tile(v, 4.55, 0, 6, 4.0)
    v.line((0, 4.0), (6, 4.0), width=0.6)
    v.box(0.5, 2.25, 4.5, 2.833, width=0.9, fill=(0.92, 0.92, 0.92))  # SS-1 wall-hung vanity
    v.line((0.5, 2.75), (4.5, 2.75), width=0.4)
    x0, y0 = v.p(1.7, 2.8)
    x1, y1 = v.p(3.3, 2.4)
    page.draw_oval(pymupdf.Rect(x0, y0, x1, y1), width=0.4, dashes="[3 2] 0")
    v.box(1.85, 0.9, 3.15, 2.25, width=0.6)                            # removable pipe shroud
    for fx in (0.7, 4.3):
        a = v.p(fx, 2.25)
        page.draw_polyline([a, (a[0], a[1] + 16), (a[0] + 5, a[1]), a], width=0.4)
    x, y = v.p(2.5, 2.833)
    page.draw_line((x, y), (x, y - 14), width=1.0)
    v.box(1.5, 3.333, 3.5, 6.333, width=1.0)                           # mirror
    for k in range(3):
        v.line((1.8 + 0.5 * k, 5.6), (2.2 + 0.5 * k, 6.1), width=0.25)
    v.box(3.85, 3.9, 4.25, 4.6, width=0.5)                             # soap dispenser
    v.box(4.7, 3.6, 5.7, 5.0, width=0.6)                               # paper towel dispenser
    hexagon_tag(page, v.p(0.9, 3.55)[0], v.p(0.9, 3.55)[1], "SS-1", to=v.p(1.0, 2.8))
    hexagon_tag(page, v.p(2.5, 0.45)[0] + 40, v.p(2.5, 0.45)[1], "PL-1", to=v.p(3.1, 1.2))
    leader_note(page, v.p(0.2, 7.5)[0], v.p(0.2, 7.5)[1], ["SS-1 VANITY W/ INTEGRAL BOWL ON", "CONCEALED STEEL BRACKETS"],
                to=v.p(1.8, 2.75))
    leader_note(page, v.p(3.5, 7.0)[0], v.p(3.5, 7.0)[1], ["MIRROR 24\" x 36\",", "SEE TOILET ACC. A-602"],
                to=v.p(3.3, 6.2))
    leader_note(page, v.p(6.4, 4.3)[0] + 2, v.p(6.4, 4.3)[1] - 52, ["SOAP & TOWEL DISP.", "BY OWNER, SEE A-602"],
                to=v.p(5.5, 4.8))
    leader_note(page, v.p(6.4, 2.2)[0] + 2, v.p(6.4, 2.2)[1] + 16, ["REMOVABLE PL-1 PIPE SHROUD", "OVER INSULATED PIPING"],
                to=v.p(3.15, 1.3))
    leader_note(page, v.p(6.4, 0.6)[0] + 2, v.p(6.4, 0.6)[1] + 4, ["CT-1 WALL TILE TO 4'-0\" A.F.F.,",
                                                                   "SEE FINISH SCHEDULE A-601"], to=v.p(5.3, 0.8))
    v.hdims([0, 0.5, 4.5, 6], ["6\"", "4'-0\"", "1'-6\""])
    v.hdims([0, 1.5, 3.5, 6], ["1'-6\"", "2'-0\"", "2'-6\""], tier=2)
    v.vchain([0, 2.25, 2.833, 3.333, 6.333, 8.0], ["2'-3\"", "7\"", "6\"", "3'-0\"", "1'-8\""])
    v.aff(2.833, "2'-10\"", reach=62, extra="TOP OF RIM, MAX.")
    v.aff(3.333, "3'-4\"", drop=True, reach=62)
    v.aff(6.333, "6'-4\"", reach=62)
    v.aff(8.0, "8'-0\"", drop=True, reach=62, extra="CLG.")


# ---- 8: clean utility ------------------------------------------------------------------------
def _clean_utility(page) -> None:
    v = View(page, 660, 1560, 36, 8)
    v.room(9)
    v.box(0.05, 0, 1.95, 2.83, width=0.8)                              # blanket warmer
    v.box(0.2, 0.5, 1.8, 2.6, width=0.4)
    v.box(0.3, 0.08, 1.7, 0.28, width=0.3)
    for k in range(6):
        v.line((0.4 + k * 0.22, 0.1), (0.4 + k * 0.22, 0.26), width=0.3)
    v.toe(2, 5)
    v.pair(2, 4 / 12, 5, 2.896)
    v.box(2.5, 2.3, 4.5, 2.95, width=0.4, dashes="[4 2] 0")
    v.toe(5, 6)
    v.drawers(5, 4 / 12, 6, 2.896, [0.5, 0.7, 0.7])
    v.top(0, 6, 3.0, thick=0.5 / 12, splash=4 / 12)
    x, y = v.p(3.5, 3.0)
    page.draw_line((x, y), (x, y - 22), width=1.0)
    page.draw_line((x, y - 22), (x + 10, y - 18), width=1.0)
    v.pair(0, 4.5, 2, 7.0, shelves=2)
    v.pair(2, 4.5, 4, 7.0, shelves=2)
    v.pair(4, 4.5, 6, 7.0, shelves=2)
    v.toe(6, 8)
    v.pair(6, 4 / 12, 8, 7.0, shelves=5)                               # tall supply cabinet
    v.line((6, 3.5), (8, 3.5), width=0.6)
    hexagon_tag(page, v.p(7.0, 7.8)[0], v.p(7.0, 7.8)[1], "PL-3", to=v.p(7.0, 6.9))
    hexagon_tag(page, v.p(3.0, 7.8)[0], v.p(3.0, 7.8)[1], "PL-3", to=v.p(3.0, 6.9))
    hexagon_tag(page, v.p(1.0, 3.8)[0], v.p(1.0, 3.8)[1], "SS-1", to=v.p(1.2, 3.1))
    hexagon_tag(page, v.p(5.5, 1.1)[0], v.p(5.5, 1.1)[1] + 2, "PL-3")
    appliance_tag(page, *v.p(1.0, 1.6), "AP-8")
    leader_note(page, v.p(0.2, 8.55)[0], v.p(0.2, 8.55)[1], ["SS-1 TOP W/ INTEGRAL SINK, SEE PLUMBING"],
                to=v.p(4.3, 2.8))
    leader_note(page, v.p(8.5, 5.4)[0] + 4, v.p(8.5, 5.4)[1], ["TALL SUPPLY", "CABINET, 5 ADJ.", "SHELVES"],
                to=v.p(7.8, 5.2))
    v.hdims([0, 2, 5, 6, 8], ["2'-0\"", "3'-0\"", "1'-0\"", "2'-0\""])
    v.hdims([0, 8], ["8'-0\""], tier=2)
    v.vchain([0, 4 / 12, 3.0, 4.5, 7.0, 9.0], ["4\"", "2'-8\"", "1'-6\"", "2'-6\"", "2'-0\""])
    v.aff(3.0, "3'-0\"", drop=True, reach=60)
    v.aff(4.5, "4'-6\"", reach=60)
    v.aff(7.0, "7'-0\"", drop=True, reach=60)
    v.aff(9.0, "9'-0\"", reach=60, extra="CLG.")
    title_bubble(page, 660, 1652, "8", "CLEAN UTILITY 214 - EAST", HALF, rule=280)


# ---- 9, 10: typical cabinet sections ---------------------------------------------------------
def _inch(x_wall: float, floor: float, k: float):
    """A section's frame in inches: `i` inches out from the wall face (to the left), `h` above floor."""
    return lambda i, h: (x_wall - i * k, floor - h * k)


def _sec_rect(page, q, i0, h0, i1, h1, width=0.6, dashes=None, fill=None) -> None:
    (xa, ya), (xb, yb) = q(i0, h0), q(i1, h1)
    page.draw_rect(pymupdf.Rect(min(xa, xb), min(ya, yb), max(xa, xb), max(ya, yb)), width=width,
                   dashes=dashes, fill=fill)


def _stud_wall(page, q, h0: float, h1: float, blocking: tuple[float, float]) -> None:
    _sec_rect(page, q, 0, h0, -4.25, h1, width=0.8)
    page.draw_line(q(-0.625, h0), q(-0.625, h1), width=0.4)
    _sec_rect(page, q, -0.625, blocking[0], -4.25, blocking[1], width=0.5)
    page.draw_line(q(-0.625, blocking[0]), q(-4.25, blocking[1]), width=0.3)
    page.draw_line(q(-0.625, blocking[1]), q(-4.25, blocking[0]), width=0.3)
    for h in (h1,):                                                   # break line at the top
        a, b = q(0.5, h), q(-4.75, h)
        m = ((a[0] + b[0]) / 2, a[1])
        page.draw_polyline([a, (m[0] + 3, m[1]), (m[0] + 1, m[1] - 4), (m[0] - 1, m[1] + 4), (m[0] - 3, m[1]), b],
                           width=0.4)


def _base_section(page) -> None:
    k = 4.5                                                            # 3/4" = 1'-0"
    xw, fl = 1330, 1612
    q = _inch(xw, fl, k)
    page.draw_line(q(30, 0), q(-8, 0), width=1.6)
    _stud_wall(page, q, 0, 44, (32, 35.5))
    _sec_rect(page, q, 21, 0, 21.75, 4, width=0.6)                     # toe kick board
    _sec_rect(page, q, 21.75, 0, 21.95, 4, width=0.4, fill=(0.3, 0.3, 0.3))   # RB-1
    _sec_rect(page, q, 0, 4, 23.25, 4.75, width=0.6)                   # bottom
    _sec_rect(page, q, 0, 4.75, 0.5, 34.75, width=0.6)                 # back
    _sec_rect(page, q, 0.5, 34, 4.5, 34.75, width=0.5)                 # rear stretcher
    _sec_rect(page, q, 19.25, 34, 23.25, 34.75, width=0.5)             # front stretcher
    _sec_rect(page, q, 23.25, 4.25, 24, 27.75, width=0.7)              # door
    _sec_rect(page, q, 23.25, 28, 24, 34.5, width=0.7)                 # drawer front
    _sec_rect(page, q, 1.5, 28.5, 22.5, 33.5, width=0.4, dashes="[3 2] 0")   # drawer box
    _sec_rect(page, q, 1, 16, 22.75, 16.75, width=0.4, dashes="[4 2] 0")      # adj. shelf
    _sec_rect(page, q, 0, 34.75, 25, 36, width=0.8, fill=(0.88, 0.88, 0.88))  # countertop
    _sec_rect(page, q, 0, 36, 0.75, 40, width=0.7, fill=(0.88, 0.88, 0.88))   # backsplash
    page.draw_circle(q(0.9, 36.2), 1.2, width=0.3, fill=(0, 0, 0))
    notes = [
        (40.0, ["QZ-1 TOP, 3 CM, 1\" OVERHANG"], (24.5, 35.5)),
        (36.5, ["4\" BACKSPLASH, SEALANT AT WALL"], (0.5, 39.0)),
        (31.0, ["PL-1 DRAWER FRONT, 3MM PVC EDGE"], (24.0, 31.0)),
        (23.0, ["1/2\" BACK, MEL-1 INTERIOR"], (0.3, 22.0)),
        (18.5, ["3/4\" ADJ. SHELF"], (12.0, 16.5)),
        (12.0, ["PL-1 DOOR, CONCEALED HINGE"], (24.0, 12.0)),
        (4.5, ["RB-1 ON TOE KICK"], (21.9, 2.0)),
    ]
    for h, lines, to in notes:
        x, y = q(48, h)
        leader_note(page, x - 44, y, lines, to=q(*to))
    x, y = q(-6, 46)
    leader_note(page, x - 8, y - 4, ["FRT BLOCKING"], to=q(-2.5, 34))
    # dimensions: depth under the floor, heights at the wall
    ya = fl + 16
    for i in (0, 24, 25):
        page.draw_line((q(i, 0)[0], fl + 4), (q(i, 0)[0], ya + 4), width=0.3)
        page.draw_line((q(i, 0)[0] - 3, ya + 3), (q(i, 0)[0] + 3, ya - 3), width=0.9)
    page.draw_line((q(25, 0)[0] - 6, ya), (q(0, 0)[0] + 6, ya), width=0.4)
    ctxt(page, (q(24, 0)[0] + q(0, 0)[0]) / 2, ya - 1.2, "2'-0\"", 6.5, "cour")
    ctxt(page, q(24.5, 0)[0] - 4, ya + 9, "1\"", 6.0, "cour")
    xc = q(-12, 0)[0]
    hs = [0, 4, 34.75, 36]
    page.draw_line((xc, fl + 6), (xc, q(0, 36)[1] - 6), width=0.4)
    for h in hs:
        y = q(0, h)[1]
        page.draw_line((q(-5, 0)[0], y), (xc + 4, y), width=0.3)
        page.draw_line((xc - 3, y + 3), (xc + 3, y - 3), width=0.9)
    txt(page, xc - 1.2, fl - 5, "4\"", 6.0, "cour", rotate=90)
    txt(page, xc - 1.2, q(0, 19)[1] + 10, "2'-6 3/4\"", 6.0, "cour", rotate=90)
    txt(page, xc + 6, q(0, 36)[1] + 2, "1 1/4\"", 5.5, "cour")
    title_bubble(page, 1110, 1652, "9", "TYPICAL BASE CABINET SECTION", "3/4\" = 1'-0\"", rule=250)


def _wall_section(page) -> None:
    k = 4.5
    xw, bottom = 1606, 1590
    q = _inch(xw, bottom, k)
    _stud_wall(page, q, -8, 38, (24, 30))
    _sec_rect(page, q, 0, 0, 12.25, 0.75, width=0.6)                  # bottom, recessed
    _sec_rect(page, q, 0, 0.75, 0.5, 29.25, width=0.6)                # back
    _sec_rect(page, q, 0.5, 25.5, 1.25, 29.25, width=0.6, fill=(0.6, 0.6, 0.6))  # hang rail
    _sec_rect(page, q, 0, 29.25, 12.25, 30, width=0.6)                # top
    _sec_rect(page, q, 12.25, -1, 13, 30, width=0.7)                  # door with 1" light rail
    _sec_rect(page, q, 1, 10, 12, 10.75, width=0.4, dashes="[4 2] 0")
    _sec_rect(page, q, 1, 19.5, 12, 20.25, width=0.4, dashes="[4 2] 0")
    _sec_rect(page, q, 9, -0.6, 11.5, 0, width=0.4, fill=(0.2, 0.2, 0.2))    # LED strip
    notes = [
        (33.0, ["3/4\" x 3\" HANG RAIL, SCREWED", "TO FRT BLOCKING"], (0.9, 27.5)),
        (22.5, ["(2) 3/4\" ADJ. SHELVES"], (6.0, 20.0)),
        (13.0, ["PL-1 DOOR, 1\" LIGHT RAIL"], (13.0, 12.0)),
        (3.0, ["LED STRIP, SEE ELEC."], (10.5, -0.3)),
    ]
    for h, lines, to in notes:
        x, y = q(40, h)
        leader_note(page, x, y, lines, to=q(*to))
    ya = bottom + 30
    for i in (0, 13):
        page.draw_line((q(i, 0)[0], bottom + 4), (q(i, 0)[0], ya + 4), width=0.3)
        page.draw_line((q(i, 0)[0] - 3, ya + 3), (q(i, 0)[0] + 3, ya - 3), width=0.9)
    page.draw_line((q(13, 0)[0] - 6, ya), (q(0, 0)[0] + 6, ya), width=0.4)
    ctxt(page, (q(13, 0)[0] + q(0, 0)[0]) / 2, ya - 1.2, "1'-1\"", 6.5, "cour")
    xc = q(-12, 0)[0]
    page.draw_line((xc, bottom + 6), (xc, q(0, 30)[1] - 6), width=0.4)
    for h in (0, 30):
        y = q(0, h)[1]
        page.draw_line((q(-5, 0)[0], y), (xc + 4, y), width=0.3)
        page.draw_line((xc - 3, y + 3), (xc + 3, y - 3), width=0.9)
    txt(page, xc - 1.2, q(0, 15)[1] + 12, "2'-6\"", 6.5, "cour", rotate=90)
    title_bubble(page, 1420, 1652, "10", "TYPICAL WALL CABINET SECTION", "3/4\" = 1'-0\"", rule=230)


# ------------------------------------------------------------------------------ tables, notes
def _ruled(page, x0: float, y0: float, widths: list[float], rows: list[tuple], size: float, rh: float,
           head_rows: int = 1, font: str = "helv") -> float:
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    y = y0
    for r, cells in enumerate(rows):
        page.draw_line((xs[0], y), (xs[-1], y), width=1.0 if r <= head_rows else 0.4)
        for c, cell in enumerate(cells):
            if not cell:
                continue
            parts = cell.split("\n")
            for k, part in enumerate(parts):
                f = "hebo" if r < head_rows else font
                if r < head_rows:
                    ctxt(page, (xs[c] + xs[c + 1]) / 2, y + rh - 4 - 7 * (len(parts) - 1 - k), part, size - 0.5, f)
                else:
                    txt(page, xs[c] + 3, y + rh - 4, part, size, f)
        y += rh
    page.draw_line((xs[0], y), (xs[-1], y), width=1.0)
    for i, x in enumerate(xs):
        page.draw_line((x, y0), (x, y), width=1.0 if i in (0, len(xs) - 1) else 0.4)
    return y


def _material_legend(page, x: float, y: float) -> float:
    txt(page, x, y, "MATERIAL LEGEND", 10, "hebo")
    page.draw_line((x, y + 3), (x + 120, y + 3), width=1.2)
    return _ruled(page, x, y + 10, [40, 98, 226, 166], MATERIALS, 6.3, 14)


def _general_notes(page, x: float, y: float, width: float) -> float:
    txt(page, x, y, "CASEWORK GENERAL NOTES", 10, "hebo")
    page.draw_line((x, y + 3), (x + 160, y + 3), width=1.2)
    y += 18
    for i, note in enumerate(GENERAL_NOTES, 1):
        txt(page, x, y, f"{i}.", 6.6)
        for k, line in enumerate(wrap(note, width - 18, 6.6)):
            txt(page, x + 16, y + 9 * k, line, 6.6)
        y += 9 * len(wrap(note, width - 18, 6.6)) + 4
    return y


def _abbreviations(page, x: float, y: float) -> float:
    txt(page, x, y, "ABBREVIATIONS", 10, "hebo")
    page.draw_line((x, y + 3), (x + 92, y + 3), width=1.2)
    y += 16
    half = (len(ABBREVIATIONS) + 1) // 2
    for i, (a, meaning) in enumerate(ABBREVIATIONS):
        cx = x + (0 if i < half else 270)
        cy = y + 9 * (i % half)
        txt(page, cx, cy, a, 6.3, "cour")
        txt(page, cx + 48, cy, meaning, 6.3)
    return y + 9 * half


def _symbols(page, x: float, y: float) -> float:
    txt(page, x, y, "SYMBOLS", 10, "hebo")
    page.draw_line((x, y + 3), (x + 56, y + 3), width=1.2)
    y += 24
    hexagon_tag(page, x + 20, y - 2, "XX-#")
    txt(page, x + 60, y, "MATERIAL TAG - SEE MATERIAL LEGEND", 6.5)
    y += 22
    appliance_tag(page, x + 20, y - 2, "AP-#")
    txt(page, x + 60, y, "APPLIANCE TAG - SEE APPLIANCE SCHEDULE", 6.5)
    y += 26
    page.draw_circle((x + 20, y - 3), 11, width=0.8)
    page.draw_line((x + 9, y - 3), (x + 31, y - 3), width=0.5)
    ctxt(page, x + 20, y - 5.5, "1", 8, "hebo")
    ctxt(page, x + 20, y + 5, "A-501", 4.5)
    txt(page, x + 60, y, "VIEW NUMBER / SHEET NUMBER", 6.5)
    y += 24
    delta(page, x + 20, y - 3, "#")
    txt(page, x + 60, y, "REVISION", 6.5)
    y += 16
    page.draw_line((x + 2, y - 3), (x + 38, y - 3), width=0.5, dashes="[3 2] 0")
    txt(page, x + 60, y, "DOOR SWING (APEX AT HINGE SIDE)", 6.5)
    y += 14
    page.draw_line((x + 2, y - 3), (x + 38, y - 3), width=0.4, dashes="[6 3] 0")
    txt(page, x + 60, y, "ADJUSTABLE SHELF / ITEM BEYOND", 6.5)
    return y


def _appliance_schedule(page, x: float, y: float) -> float:
    txt(page, x, y, "APPLIANCE SCHEDULE", 10, "hebo")
    page.draw_line((x, y + 3), (x + 118, y + 3), width=1.2)
    head = ("TAG", "ITEM", "MANUFACTURER", "MODEL", "FURNISHED\nBY", "INSTALLED\nBY", "ELECTRICAL",
            "PLUMBING", "REMARKS")
    widths = [28, 128, 56, 56, 38, 40, 70, 70, 90]
    # the header row drawn taller for its two lines
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    y0 = y + 10
    page.draw_line((xs[0], y0), (xs[-1], y0), width=1.0)
    for c, cell in enumerate(head):
        parts = cell.split("\n")
        for k, part in enumerate(parts):
            ctxt(page, (xs[c] + xs[c + 1]) / 2, y0 + 20 - 7 * (len(parts) - 1 - k), part, 5.6, "hebo")
    end = _ruled(page, x, y0 + 24, widths, APPLIANCES, 5.8, 13, head_rows=0)
    for i, xx in enumerate(xs):
        page.draw_line((xx, y0), (xx, y0 + 24), width=1.0 if i in (0, len(xs) - 1) else 0.4)
    page.draw_line((xs[0], y0 + 24), (xs[-1], y0 + 24), width=1.0)
    cloud(page, pymupdf.Rect(x - 4, end - 13.2, xs[-1] + 4, end + 2), bump=7)
    delta(page, xs[-1] + 16, end - 8, "2")
    txt(page, x, end + 14, "OWNER-FURNISHED ITEMS: GC TO RECEIVE, STORE, INSTALL AND CONNECT UNLESS SCHEDULED "
                           "\"OWNER\" UNDER INSTALLED BY.", 6.0)
    txt(page, x, end + 23, "PROVIDE ALL BLOCKING, CUT-OUTS AND FILLER PANELS REQUIRED FOR A COMPLETE INSTALLATION.", 6.0)
    return end + 23


# ------------------------------------------------------------------------------- title block
def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=2.2)
    tb = 2276
    page.draw_line((tb, 36), (tb, H - 36), width=1.6)
    x, right = tb + 14, W - 50
    # firm
    page.draw_circle((x + 22, 78), 20, width=1.4)
    ctxt(page, x + 22, 84, "M|V", 12, "hebo")
    txt(page, x + 52, 74, "MARROW & VANCE", 13, "hebo")
    txt(page, x + 52, 88, "ARCHITECTS", 9, "helv")
    for i, line in enumerate(["212 NORTH 2ND STREET, SUITE 400", "MINNEAPOLIS, MINNESOTA 55401",
                              "T 612.555.0143   marrowvance.com"]):
        txt(page, x, 118 + 9 * i, line, 6.3)
    page.draw_line((tb, 150), (W - 36, 150), width=0.8)
    txt(page, x, 164, "CONSULTANTS", 5.5, "hebo")
    cons = [("STRUCTURAL", "TALLGRASS STRUCTURAL, LLC"), ("MEP", "NORTHSTAR MEP ENGINEERS, INC."),
            ("INTERIORS", "LUMEN INTERIOR DESIGN")]
    for i, (role, name) in enumerate(cons):
        txt(page, x, 178 + 20 * i, role, 5.3)
        txt(page, x, 186 + 20 * i, name, 6.5)
    page.draw_line((tb, 244), (W - 36, 244), width=0.8)
    # project and owner
    txt(page, x, 258, "PROJECT", 5.5, "hebo")
    txt(page, x, 274, "RIVERBEND FAMILY HEALTH CLINIC", 10.5, "hebo")
    txt(page, x, 288, "TENANT IMPROVEMENT - LEVELS 1 & 2", 7)
    txt(page, x, 298, "4150 CEDAR LAKE PARKWAY", 7)
    txt(page, x, 308, "ST. LOUIS PARK, MN 55416", 7)
    txt(page, x, 328, "OWNER", 5.5, "hebo")
    txt(page, x, 340, "RIVERBEND HEALTH PARTNERS, P.A.", 7)
    page.draw_line((tb, 354), (W - 36, 354), width=0.8)
    # seal
    page.draw_rect(pymupdf.Rect(x, 366, x + 120, 486), width=0.4, dashes="[3 2] 0")
    page.draw_circle((x + 60, 426), 46, width=0.6)
    page.draw_circle((x + 60, 426), 38, width=0.4)
    ctxt(page, x + 60, 418, "LICENSED", 5.5, "hebo")
    ctxt(page, x + 60, 426, "ARCHITECT", 5.5, "hebo")
    ctxt(page, x + 60, 434, "STATE OF MINNESOTA", 4.5)
    for i, line in enumerate(wrap("I HEREBY CERTIFY THAT THIS PLAN, SPECIFICATION OR REPORT WAS PREPARED BY ME OR "
                                  "UNDER MY DIRECT SUPERVISION AND THAT I AM A DULY LICENSED ARCHITECT UNDER THE "
                                  "LAWS OF THE STATE OF MINNESOTA.", 140, 5.2)):
        txt(page, x + 128, 372 + 7.5 * i, line, 5.2)
    txt(page, x + 128, 460, "DANA K. VANCE, AIA", 6.3)
    txt(page, x + 128, 470, "REG. NO. 48213", 5.8)
    txt(page, x + 128, 480, "DATE 04/18/2025", 5.8)
    page.draw_line((tb, 498), (W - 36, 498), width=0.8)
    # key plan
    txt(page, x, 512, "KEY PLAN", 5.5, "hebo")
    page.draw_rect(pymupdf.Rect(x + 20, 522, x + 240, 600), width=0.6)
    page.draw_rect(pymupdf.Rect(x + 20, 522, x + 120, 600), width=0.6, fill=(0.75, 0.75, 0.75))
    txt(page, x + 40, 565, "AREA OF WORK", 5.5)
    txt(page, x + 140, 565, "EXISTING TENANT", 5.5)
    page.draw_line((x + 260, 600), (x + 260, 560), width=0.8)
    _arrowhead(page, (x + 260, 600), (x + 260, 556), 6)
    ctxt(page, x + 260, 612, "N", 7, "hebo")
    page.draw_line((tb, 622), (W - 36, 622), width=0.8)
    # revisions
    txt(page, x, 636, "REVISIONS", 5.5, "hebo")
    txt(page, x, 650, "NO.", 5.5)
    txt(page, x + 26, 650, "DESCRIPTION", 5.5)
    txt(page, x + 200, 650, "DATE", 5.5)
    page.draw_line((x, 654), (right, 654), width=0.4)
    for i, (no, desc, date) in enumerate(REVISIONS):
        yy = 666 + 13 * i
        delta(page, x + 6, yy - 3, no)
        txt(page, x + 26, yy, desc, 6.5)
        txt(page, x + 200, yy, date, 6.5)
        page.draw_line((x, yy + 4), (right, yy + 4), width=0.3)
    for i in range(len(REVISIONS), 8):
        yy = 666 + 13 * i
        page.draw_line((x, yy + 4), (right, yy + 4), width=0.3)
    page.draw_line((tb, 780), (W - 36, 780), width=0.8)
    # issue and data
    txt(page, x, 796, "ISSUE", 5.5, "hebo")
    txt(page, x, 810, "CONSTRUCTION DOCUMENTS", 9, "hebo")
    rows = [("DATE", "04/18/2025", "PROJECT NO.", "MVA-24118"), ("DRAWN BY", "JKL", "CHECKED BY", "DKV"),
            ("SCALE", "AS NOTED", "CAD FILE", "MVA24118-A501.dwg")]
    for i, (c1, v1, c2, v2) in enumerate(rows):
        yy = 832 + 30 * i
        page.draw_line((tb, yy - 10), (W - 36, yy - 10), width=0.4)
        txt(page, x, yy, c1, 5.5)
        txt(page, x, yy + 12, v1, 8)
        txt(page, x + 132, yy, c2, 5.5)
        txt(page, x + 132, yy + 12, v2, 8)
    page.draw_line((x + 124, 822), (x + 124, 912), width=0.4)
    page.draw_line((tb, 912), (W - 36, 912), width=0.8)
    page.draw_rect(pymupdf.Rect(x, 930, right, 1090), width=0.4, dashes="[4 3] 0")
    ctxt(page, (x + right) / 2, 1006, "RESERVED FOR CITY OF ST. LOUIS PARK", 6, "helv")
    ctxt(page, (x + right) / 2, 1016, "PLAN REVIEW STAMP", 6, "helv")
    # copyright
    for i, line in enumerate(wrap("\u00a9 2025 MARROW & VANCE ARCHITECTS, INC. THESE DRAWINGS ARE INSTRUMENTS OF "
                                  "SERVICE AND REMAIN THE PROPERTY OF THE ARCHITECT. THEY SHALL NOT BE REPRODUCED OR "
                                  "USED FOR ANY OTHER PROJECT WITHOUT WRITTEN CONSENT. DO NOT SCALE DRAWINGS; "
                                  "WRITTEN DIMENSIONS GOVERN.", 262, 5.4, "tiro")):
        txt(page, x, 1420 + 7.5 * i, line, 5.4, "tiro")
    page.draw_line((tb, 1480), (W - 36, 1480), width=0.8)
    txt(page, x, 1496, "SHEET TITLE", 5.5, "hebo")
    txt(page, x, 1516, "INTERIOR ELEVATIONS", 12, "hebo")
    txt(page, x, 1532, "AND CASEWORK", 12, "hebo")
    page.draw_line((tb, 1548), (W - 36, 1548), width=0.8)
    txt(page, x, 1562, "SHEET NUMBER", 5.5, "hebo")
    txt(page, x + 30, 1640, SHEET, 48, "hebo")
    txt(page, x, 1676, "PRINTED 6/11/2025 4:52:17 PM", 5)


def casework_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _break_north(page)
    _break_east(page)
    _reception_public(page)
    _reception_staff(page)
    _nurse_west(page)
    _nurse_south(page)
    _toilet_vanity(page)
    _clean_utility(page)
    _base_section(page)
    _wall_section(page)
    x = 1726
    y = _material_legend(page, x, 70)
    y = _general_notes(page, x, y + 34, 530)
    y = _abbreviations(page, x, y + 24)
    _symbols(page, x, y + 30)
    _appliance_schedule(page, 1110, 1196)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
