"""A US architectural exterior elevations sheet (A-201, 36x24 in) for a three-storey mixed-use
building (ground-floor retail, two floors of apartments over it), drawn the way an architect's CAD
export sets one -- and stored the way some exports store it: the page is PORTRAIT (24 x 36 in
mediabox) with /Rotate 90, so it displays landscape while every line and every word is written in
the page's unrotated coordinates, the text turned a quarter turn (its text layer reads with a
vertical direction).

As displayed: 1 NORTH ELEVATION (grids 6..1, left to right, since it is seen from the north) and
2 EAST ELEVATION (grids D..A) at 1/8" = 1'-0", each with its grid bubbles across the top and the
bay dimensions under them, level lines dashed out to level datum tags at the right (a quartered
target, the level's name over the line and its elevation under it: LEVEL 1 0'-0", LEVEL 2
15'-4", LEVEL 3 26'-0", ROOF 36'-8", T.O. PARAPET 40'-2", T.O. TOWER 44'-0"), floor-to-floor
dimensions, window tags in hexagons (A, B, C), storefront tags in hexagons (SF-1, SF-2),
brick coursing, lap siding and panel-joint hatches, and material keynote tags -- CSI numbers such
as "04 21 13.A", "07 46 46.B", "08 41 13.C" in boxes with leaders into the elevation; 3 ENLARGED
STOREFRONT ELEVATION SF-2 at 1/4" = 1'-0" with its dimensions; 4 OPENING TYPES (A, B, C, SF-1);
on the right the KEYNOTE LEGEND in two side-by-side columns (the second column continuing the
first's order: 03 .. 07 46 46.B, then 07 62 00.A .. 26 56 00.A), each keynote's description
with its finish code, manufacturer and color; the EXTERIOR FINISH / COLOR SCHEDULE (code,
material, manufacturer, product/series, color, finish, remarks; BR-1 changed by ASI 03 under a
delta 2); numbered GENERAL ELEVATION NOTES; a facade materials / transparency table; a symbol
legend and key plan; the title strip at the right with a revision table.

The questions (`tests/blind_questions/drawn/round54-drawn.jsonl`) were written blind, before
drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728            # as displayed: 36 x 24 in landscape
FT = 9.0                     # 1/8" = 1'-0"
GRAY = (0.45, 0.45, 0.45)
LIGHT = (0.62, 0.62, 0.62)

LEVELS = [  # name, elevation in feet, printed elevation
    ("LEVEL 1", 0.0, "0'-0\""),
    ("LEVEL 2", 15 + 4 / 12, "15'-4\""),
    ("LEVEL 3", 26.0, "26'-0\""),
    ("ROOF", 36 + 8 / 12, "36'-8\""),
    ("T.O. PARAPET", 40 + 2 / 12, "40'-2\""),
]
TOWER = 44.0

KEYNOTES = [  # (keynote, first line, second line)
    ("03 30 00.A", "EXPOSED CONCRETE FOUNDATION WALL, RUBBED FINISH,", "8\" MAX. EXPOSURE ABOVE FINISH GRADE"),
    ("04 21 13.A", "FACE BRICK VENEER, RUNNING BOND - BR-1,", "GLEN-GERY \"SMOKY MOUNTAIN\" MODULAR, MORTAR M-1"),
    ("04 21 13.B", "FACE BRICK PIERS AND BASE - BR-2,", "ENDICOTT \"MANGANESE IRONSPOT\" SMOOTH, MORTAR M-1"),
    ("04 21 13.C", "BRICK SOLDIER COURSE - BR-2, FLUSH WITH FIELD", "BRICK FACE, AT LEVEL 3 AND BELOW COPING"),
    ("04 72 00.A", "CAST STONE WATER TABLE AND WINDOW SILLS - CS-1,", "CONTINENTAL CAST STONE \"LIMESTONE BUFF\""),
    ("05 50 00.A", "STEEL ENTRY CANOPY, HSS FRAME WITH 1\" DIA. TIE", "RODS TO WALL, GALVANIZED + PAINT PT-1"),
    ("05 52 13.A", "STEEL PICKET GUARD AT JULIET BALCONY, 42\" HIGH", "ABOVE FINISH FLOOR, GALVANIZED + PAINT PT-1"),
    ("07 42 13.A", "METAL COMPOSITE MATERIAL WALL PANEL - MP-1,", "ALPOLIC \"CHAMPAGNE METALLIC\", ROUT AND RETURN"),
    ("07 42 13.B", "MCM SIGN BAND AND EYEBROW - MP-2,", "ALPOLIC \"MATTE BLACK\", 1/2\" REVEAL JOINTS"),
    ("07 46 46.A", "FIBER CEMENT LAP SIDING, 6\" EXPOSURE - FC-1,", "JAMES HARDIE COLORPLUS \"ARCTIC WHITE\""),
    ("07 46 46.B", "FIBER CEMENT PANEL WITH ALUM. REVEALS - FC-2,", "JAMES HARDIE REVEAL PANEL \"IRON GRAY\""),
    ("07 62 00.A", "PREFINISHED ALUMINUM COPING, 0.050\" - MTL-1,", "PAC-CLAD KYNAR 500 \"DARK BRONZE\""),
    ("07 62 00.B", "SCUPPER, CONDUCTOR HEAD AND DOWNSPOUT - MTL-1,", "COLOR TO MATCH COPING, TIE TO STORM"),
    ("07 92 00.A", "SEALANT AT MASONRY CONTROL JOINT (SEE NOTE 5),", "COLOR TO MATCH MORTAR M-1"),
    ("08 11 13.A", "HOLLOW METAL SERVICE DOOR AND FRAME,", "PAINT PT-2, SEE DOOR SCHEDULE A-611"),
    ("08 41 13.A", "ALUMINUM STOREFRONT - AL-1, KAWNEER TRIFAB 451T,", "CLEAR ANODIZED, 1\" INSULATED LOW-E GLAZING"),
    ("08 41 13.B", "ALUMINUM ENTRANCE DOOR, MEDIUM STILE - AL-1,", "KAWNEER 350, CLEAR ANODIZED, PANIC HARDWARE"),
    ("08 41 13.C", "STOREFRONT SPANDREL GLASS, 1\" INSULATED WITH", "OPACI-COAT-300 \"SLATE GRAY\" ON SURFACE 4"),
    ("08 54 13.A", "FIBERGLASS WINDOW - WD-1, PELLA IMPERVIA,", "EXTERIOR \"BLACK\", SEE WINDOW SCHEDULE A-601"),
    ("08 91 19.A", "FIXED ALUMINUM LOUVER, 4\" DEEP - MTL-1,", "RUSKIN ELF375DX, KYNAR \"DARK BRONZE\""),
    ("10 14 00.A", "TENANT SIGNAGE ZONE - BY TENANT,", "UNDER SEPARATE PERMIT (SEE NOTE 11)"),
    ("26 56 00.A", "EXTERIOR LED WALL SCONCE, FIXTURE TYPE XW1,", "DARK SKY COMPLIANT - SEE ELECTRICAL E-101"),
]

FINISHES = [
    ("CODE", "MATERIAL", "MANUFACTURER", "PRODUCT / SERIES", "COLOR", "FINISH", "REMARKS"),
    ("BR-1", "FACE BRICK, MODULAR", "GLEN-GERY", "STANDARD MODULAR 3-5/8\"", "SMOKY MOUNTAIN", "VELOUR", "ASI 03: WAS ROSEWOOD"),
    ("BR-2", "FACE BRICK, MODULAR", "ENDICOTT CLAY", "MODULAR, ASTM C216 FBS", "MANGANESE IRONSPOT", "SMOOTH", ""),
    ("M-1", "MORTAR", "SOLOMON COLORS", "SGS MORTAR COLOR", "SGS-40 CHARCOAL", "CONCAVE TOOLED", "MATCH MOCK-UP"),
    ("CS-1", "CAST STONE", "CONTINENTAL CAST STONE", "ARCHITECTURAL CAST STONE", "LIMESTONE BUFF", "LIGHT ACID WASH", ""),
    ("MP-1", "METAL COMPOSITE PANEL", "ALPOLIC (MITSUBISHI)", "ALPOLIC/fr 4MM, ROUT & RETURN", "CHAMPAGNE METALLIC", "LUMIFLON FEVE", "TOWER"),
    ("MP-2", "METAL COMPOSITE PANEL", "ALPOLIC (MITSUBISHI)", "ALPOLIC/fr 4MM, ROUT & RETURN", "MATTE BLACK", "PVDF 2-COAT", "SIGN BAND"),
    ("FC-1", "FIBER CEMENT LAP SIDING", "JAMES HARDIE", "HARDIEPLANK SELECT CEDARMILL", "ARCTIC WHITE", "COLORPLUS", "7-1/4\" PLANK"),
    ("FC-2", "FIBER CEMENT PANEL", "JAMES HARDIE", "HARDIE REVEAL PANEL SYSTEM", "IRON GRAY", "COLORPLUS", ""),
    ("MTL-1", "PREFINISHED ALUMINUM", "PETERSEN (PAC-CLAD)", "0.050\" SMOOTH SHEET", "DARK BRONZE", "KYNAR 500 PVDF", ""),
    ("AL-1", "ALUMINUM FRAMING", "KAWNEER", "TRIFAB 451T / 350 ENTRANCE", "CLEAR #14", "CLASS I ANODIZED", "AA-M12C22A41"),
    ("WD-1", "FIBERGLASS WINDOW", "PELLA", "IMPERVIA", "BLACK", "FACTORY POWDER COAT", ""),
    ("PT-1", "PAINT, EXTERIOR STEEL", "SHERWIN-WILLIAMS", "ACROLON 218 HS POLYURETHANE", "SW 7069 IRON ORE", "SEMI-GLOSS", "OVER GALV."),
    ("PT-2", "PAINT, HM DOORS/FRAMES", "SHERWIN-WILLIAMS", "PRO INDUSTRIAL DTM ACRYLIC", "SW 7674 PEPPERCORN", "SEMI-GLOSS", ""),
]

GENERAL_NOTES = [
    ["ELEVATIONS ARE GIVEN FROM LEVEL 1 FINISH FLOOR, 0'-0\" = 874.50' (NAVD 88).",
     "SEE CIVIL DRAWINGS FOR FINISH GRADES AT THE BUILDING PERIMETER."],
    ["DIMENSIONS ARE TO FACE OF MASONRY, FACE OF SHEATHING OR GRID LINE U.O.N."],
    ["SEE A-601 FOR WINDOW AND STOREFRONT SCHEDULE, GLAZING AND PERFORMANCE DATA;",
     "SEE A-501 SERIES FOR WALL SECTIONS AND A-521 FOR EXTERIOR DETAILS."],
    ["COLORS NAMED ARE BASIS OF DESIGN. SUBMIT PHYSICAL SAMPLES OF ALL EXTERIOR",
     "FINISHES FOR ARCHITECT'S SELECTION PRIOR TO ORDERING MATERIALS."],
    ["PROVIDE VERTICAL CONTROL JOINTS IN BRICK VENEER AT 25'-0\" O.C. MAX. AND",
     "WITHIN 10'-0\" OF OUTSIDE CORNERS; ALIGN WITH OPENING JAMBS WHERE POSSIBLE."],
    ["CONSTRUCT A FREE-STANDING MOCK-UP PANEL 8'-0\" x 6'-0\" WITH BRICK, CAST STONE,",
     "MCM, ONE WINDOW AND ALL FLASHINGS; APPROVED MOCK-UP IS THE QUALITY STANDARD."],
    ["MCM PANEL JOINTS SHALL ALIGN WITH WINDOW HEADS AND SILLS; 1/2\" REVEALS U.O.N."],
    ["ALL EXPOSED EXTERIOR STEEL SHALL BE HOT-DIP GALVANIZED AND PAINTED PT-1."],
    ["ROOFTOP EQUIPMENT SHALL BE SCREENED BY THE PARAPET AND NOT VISIBLE FROM THE",
     "STREET. SEE ROOF PLAN A-131."],
    ["ALL STOREFRONT GLAZING SHALL BE SAFETY GLAZING PER IBC 2406."],
    ["SIGNAGE SHOWN DASHED FOR REFERENCE ONLY. TENANT SIGNS UNDER SEPARATE PERMIT,",
     "MAX. 1.5 SF OF SIGN AREA PER LINEAR FOOT OF TENANT FRONTAGE."],
    ["EXTERIOR LIGHT FIXTURES SHALL BE FULL CUTOFF. COORDINATE BOXES WITH BRICK COURSING."],
    ["WEATHER-RESISTIVE BARRIER: FLUID-APPLIED AIR/WATER BARRIER OVER SHEATHING,",
     "CONTINUOUS BEHIND ALL CLADDING. SEE SPECIFICATION SECTION 07 27 26."],
]


class Sheet:
    """Draws in display (landscape) coordinates onto a portrait page turned by /Rotate 90:
    every point is taken back through the page's derotation matrix, every word set a
    quarter turn so that it reads upright once displayed."""

    def __init__(self, page):
        self.page = page
        self.m = page.derotation_matrix
        self.s = page.new_shape()

    def pt(self, x, y):
        return pymupdf.Point(x, y) * self.m

    def text(self, x, y, s, size=7.0, font="helv", color=(0, 0, 0)):
        self.s.insert_text(self.pt(x, y), s, fontsize=size, fontname=font, rotate=90, color=color)

    def ctext(self, x, y, s, size=7.0, font="helv", color=(0, 0, 0)):
        w = pymupdf.get_text_length(s, fontname=font, fontsize=size)
        self.text(x - w / 2, y, s, size, font, color)

    def rtext(self, x, y, s, size=7.0, font="helv"):
        w = pymupdf.get_text_length(s, fontname=font, fontsize=size)
        self.text(x - w, y, s, size, font)

    def line(self, x0, y0, x1, y1, w=0.5, color=(0, 0, 0), dashes=None):
        self.s.draw_line(self.pt(x0, y0), self.pt(x1, y1))
        self.s.finish(width=w, color=color, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.5, color=(0, 0, 0), fill=None, dashes=None):
        self.s.draw_rect(pymupdf.Rect(x0, y0, x1, y1) * self.m)
        self.s.finish(width=w, color=color, fill=fill, dashes=dashes)

    def circle(self, x, y, r, w=0.6, fill=None):
        self.s.draw_circle(self.pt(x, y), r)
        self.s.finish(width=w, color=(0, 0, 0), fill=fill)

    def poly(self, pts, w=0.6, fill=None, closed=True):
        self.s.draw_polyline([self.pt(x, y) for x, y in pts])
        self.s.finish(width=w, color=(0, 0, 0), fill=fill, closePath=closed)

    def commit(self):
        self.s.commit()


def _fmt(feet: float) -> str:
    inches = round(feet * 12)
    return f"{inches // 12}'-{inches % 12}\""


# ------------------------------------------------------------------ tags and symbols

def _hexagon(sh, cx, cy, tag, r=9.0, size=6.5):
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    sh.poly(pts, w=0.7, fill=(1, 1, 1))
    sh.ctext(cx, cy + size * 0.36, tag, size, "hebo")


def _keytag(sh, x, y, code, tx, ty):
    """A keynote: its CSI number in a box with its left or right edge at x, centred on y, and a
    leader from the box to a dot on the elevation at (tx, ty)."""
    w = pymupdf.get_text_length(code, fontname="helv", fontsize=6.3) + 8
    x0 = x if tx >= x else x - w
    box_mid = (x0 + w / 2)
    # leader leaves the box from the side nearest the target
    if ty > y + 6:
        sx, sy = box_mid, y + 6
    elif ty < y - 6:
        sx, sy = box_mid, y - 6
    else:
        sx, sy = (x0 + w, y) if tx > box_mid else (x0, y)
    sh.line(sx, sy, tx, ty, w=0.45)
    sh.circle(tx, ty, 1.3, w=0.3, fill=(0, 0, 0))
    sh.rect(x0, y - 6, x0 + w, y + 6, w=0.6, fill=(1, 1, 1))
    sh.text(x0 + 4, y + 2.3, code, 6.3, "helv")


def _bubble(sh, x, y, label, r=14):
    sh.circle(x, y, r, w=0.9, fill=(1, 1, 1))
    sh.ctext(x, y + 4.5, label, 12.5, "hebo")


def _datum(sh, x, y, name, value):
    """A level datum: quartered target on the level line, name over, elevation under."""
    r = 6
    sh.circle(x, y, r, w=0.7, fill=(1, 1, 1))
    sh.s.draw_sector(sh.pt(x, y), sh.pt(x + r, y), 90, fullSector=True)
    sh.s.finish(width=0.1, color=(0, 0, 0), fill=(0, 0, 0))
    sh.s.draw_sector(sh.pt(x, y), sh.pt(x - r, y), 90, fullSector=True)
    sh.s.finish(width=0.1, color=(0, 0, 0), fill=(0, 0, 0))
    sh.line(x - 12, y, x + 70, y, w=0.6)
    sh.text(x + 10, y - 3, name, 8, "hebo")
    sh.text(x + 10, y + 9.5, value, 7.5, "helv")


def _vdim(sh, x, y0, y1, label):
    """A vertical dimension between y0 and y1 at x, its text turned to read up the line."""
    sh.line(x, y0, x, y1, w=0.4)
    for y in (y0, y1):
        sh.line(x - 4, y + 4, x + 4, y - 4, w=0.8)
        sh.line(x - 6, y, x + 6, y, w=0.3)
    mid = (y0 + y1) / 2
    w = pymupdf.get_text_length(label, fontname="helv", fontsize=6.5)
    # text rotated to read bottom-to-top in the displayed sheet
    sh.s.insert_text(sh.pt(x - 2.5, mid + w / 2), label, fontsize=6.5, fontname="helv", rotate=180)


def _hdim(sh, x0, x1, y, label, size=6.5):
    sh.line(x0, y, x1, y, w=0.4)
    for x in (x0, x1):
        sh.line(x - 4, y + 4, x + 4, y - 4, w=0.8)
        sh.line(x, y - 6, x, y + 6, w=0.3)
    sh.ctext((x0 + x1) / 2, y - 3, label, size)


def _view_title(sh, x, y, num, name, scale, rule=420):
    sh.circle(x + 14, y - 4, 14, w=1.0)
    sh.line(x, y - 4, x + 28, y - 4, w=0.6)
    sh.ctext(x + 14, y - 7, num, 10, "hebo")
    sh.ctext(x + 14, y + 6, "A-201", 5.5)
    sh.text(x + 36, y - 8, name, 13, "hebo")
    sh.line(x + 34, y - 2, x + rule, y - 2, w=1.6)
    sh.text(x + 36, y + 10, f"SCALE: {scale}", 7.5)


# ------------------------------------------------------------------ elevation pieces

class Elev:
    """One elevation: feet measured from its left end (x) and up from LEVEL 1 (z)."""

    def __init__(self, sh, ox, ground, length, scale=FT):
        self.sh, self.ox, self.gy, self.length, self.k = sh, ox, ground, length, scale

    def X(self, fx):
        return self.ox + fx * self.k

    def Y(self, fz):
        return self.gy - fz * self.k

    def box(self, fx0, fz0, fx1, fz1, w=0.6, fill=None, dashes=None, color=(0, 0, 0)):
        self.sh.rect(self.X(fx0), self.Y(fz1), self.X(fx1), self.Y(fz0), w=w, fill=fill, dashes=dashes, color=color)

    def hatch_h(self, fx0, fz0, fx1, fz1, step_ft, color=LIGHT, w=0.2):
        z = fz0 + step_ft
        while z < fz1 - 1e-6:
            self.sh.line(self.X(fx0), self.Y(z), self.X(fx1), self.Y(z), w=w, color=color)
            z += step_ft

    def brick(self, fx0, fz0, fx1, fz1):
        self.hatch_h(fx0, fz0, fx1, fz1, 8 / 12)

    def lap(self, fx0, fz0, fx1, fz1):
        self.hatch_h(fx0, fz0, fx1, fz1, 0.5, color=GRAY, w=0.25)

    def panels(self, fx0, fz0, fx1, fz1, pw, ph, color=GRAY):
        x = fx0 + pw
        while x < fx1 - 1e-6:
            self.sh.line(self.X(x), self.Y(fz0), self.X(x), self.Y(fz1), w=0.35, color=color)
            x += pw
        self.hatch_h(fx0, fz0, fx1, fz1, ph, color=color, w=0.35)

    def window(self, fx, fz, w, h, kind):
        """An opening, left jamb at fx, sill at fz: A fixed over awning, B paired casement,
        C fixed."""
        self.box(fx, fz, fx + w, fz + h, w=0.9, fill=(1, 1, 1))
        self.box(fx + 0.25, fz + 0.25, fx + w - 0.25, fz + h - 0.25, w=0.35)
        if kind == "A":
            self.sh.line(self.X(fx + 0.25), self.Y(fz + 1.9), self.X(fx + w - 0.25), self.Y(fz + 1.9), w=0.5)
            # awning swing: apex at the top of the sash
            self.sh.line(self.X(fx + 0.25), self.Y(fz + 0.25), self.X(fx + w / 2), self.Y(fz + 1.9), w=0.25, dashes="[3 2] 0")
            self.sh.line(self.X(fx + w - 0.25), self.Y(fz + 0.25), self.X(fx + w / 2), self.Y(fz + 1.9), w=0.25, dashes="[3 2] 0")
        elif kind == "B":
            mid = fx + w / 2
            self.sh.line(self.X(mid), self.Y(fz + 0.25), self.X(mid), self.Y(fz + h - 0.25), w=0.5)
            for a, b in ((fx + 0.25, mid), (mid, fx + w - 0.25)):
                hinge_left = a < mid - 0.1 and b == mid
                hx = a if hinge_left else b
                ox = b if hinge_left else a
                self.sh.line(self.X(ox), self.Y(fz + 0.25), self.X(hx), self.Y(fz + h / 2), w=0.25, dashes="[3 2] 0")
                self.sh.line(self.X(ox), self.Y(fz + h - 0.25), self.X(hx), self.Y(fz + h / 2), w=0.25, dashes="[3 2] 0")
        # cast stone sill
        self.box(fx - 0.33, fz - 0.5, fx + w + 0.33, fz, w=0.5, fill=(0.93, 0.93, 0.93))

    def storefront(self, fx0, fx1, sill, head, bays, transom=9.0, door_bay=None):
        self.box(fx0, sill, fx1, head, w=1.0, fill=(1, 1, 1))
        bw = (fx1 - fx0) / bays
        for i in range(1, bays):
            x = fx0 + bw * i
            self.sh.line(self.X(x), self.Y(sill), self.X(x), self.Y(head), w=0.6)
        self.sh.line(self.X(fx0), self.Y(transom), self.X(fx1), self.Y(transom), w=0.6)
        # reflection strokes on the glass
        for i in range(bays):
            x = fx0 + bw * i
            self.sh.line(self.X(x + bw * 0.25), self.Y(sill + 2.5), self.X(x + bw * 0.55), self.Y(sill + 5.0), w=0.2, color=LIGHT)
            self.sh.line(self.X(x + bw * 0.35), self.Y(sill + 2.5), self.X(x + bw * 0.65), self.Y(sill + 5.0), w=0.2, color=LIGHT)
        if door_bay is not None:
            dx = fx0 + bw * door_bay
            self.box(dx + 0.2, 0, dx + bw - 0.2, 7.5, w=0.9, fill=(1, 1, 1))
            mid = dx + bw / 2
            self.sh.line(self.X(mid), self.Y(0), self.X(mid), self.Y(7.5), w=0.6)
            for hx in (mid - 0.5, mid + 0.5):
                self.sh.line(self.X(hx), self.Y(3.2), self.X(hx), self.Y(4.2), w=1.0)

    def level_lines(self, dim_x, tag_x, levels, tower_top=None):
        sh = self.sh
        right = self.X(self.length)
        for name, z, txt in levels:
            y = self.Y(z)
            sh.line(right + 4, y, tag_x - 12, y, w=0.35, dashes="[10 3 2 3] 0")
            _datum(sh, tag_x, y, name, txt)
        if tower_top is not None:
            y = self.Y(tower_top)
            sh.line(self.X(0) - 30, y, self.X(0) - 6, y, w=0.35, dashes="[10 3 2 3] 0")
        # floor-to-floor dimensions
        for (_, z0, _), (_, z1, _) in zip(levels, levels[1:]):
            _vdim(sh, dim_x, self.Y(z0), self.Y(z1), _fmt(z1 - z0))
        _vdim(sh, dim_x + 22, self.Y(levels[0][1]), self.Y(levels[-1][1]), _fmt(levels[-1][1] - levels[0][1]))

    def grids(self, marks, bubble_y):
        """marks: (label, feet from the left end); bubbles across the top, bay dimensions under."""
        sh = self.sh
        for label, fx in marks:
            x = self.X(fx)
            sh.line(x, bubble_y + 14, x, self.gy + 16, w=0.35, dashes="[14 3 3 3] 0", color=GRAY)
            _bubble(sh, x, bubble_y, label)
        for (_, a), (_, b) in zip(marks, marks[1:]):
            _hdim(sh, self.X(a), self.X(b), bubble_y + 34, _fmt(abs(b - a)))
        _hdim(sh, self.X(marks[0][1]), self.X(marks[-1][1]), bubble_y + 50, _fmt(abs(marks[-1][1] - marks[0][1])))

    def ground(self, extra=30):
        sh = self.sh
        y = self.gy
        sh.line(self.X(0) - extra, y, self.X(self.length) + extra, y, w=2.2)
        for i in range(int((self.length * self.k + 2 * extra) / 10)):
            x = self.X(0) - extra + 10 * i
            sh.line(x, y + 2, x - 6, y + 8, w=0.25, color=GRAY)
        sh.text(self.X(0) - extra, y + 16, "FINISH GRADE, SEE CIVIL", 5.8)


# ------------------------------------------------------------------ the two elevations

def _north(sh):
    e = Elev(sh, 90, 600, 128)
    L2, L3, RF, PAR = 15 + 4 / 12, 26.0, 36 + 8 / 12, 40 + 2 / 12
    # masses: tower x 0..14 to 44'-0", main block 14..128 to the parapet
    e.box(0, 0, 14, TOWER, w=1.4)
    e.box(14, 0, 128, PAR, w=1.4)
    # coping
    e.box(14, PAR - 0.5, 128, PAR, w=0.8, fill=(0.75, 0.75, 0.75))
    e.box(0, TOWER - 0.5, 14, TOWER, w=0.8, fill=(0.75, 0.75, 0.75))
    # exposed concrete base
    e.box(0, 0, 128, 0.67, w=0.5, fill=(0.88, 0.88, 0.88))
    # tower: MCM over brick base
    e.panels(0, L2, 14, TOWER - 0.5, 3.5, 3.0)
    e.brick(0, 0.67, 14, L2 - 1.0)
    e.box(0, L2 - 1.0, 14, L2, w=0.5, fill=(0.3, 0.3, 0.3))                   # MP-2 eyebrow
    for z in (L2 + 2.5, L3 + 2.5):
        e.window(5, z, 2, 6, "C")
        e.window(8, z, 2, 6, "C")
    _hexagon(sh, e.X(9) + 12, e.Y(L3 + 5.5), "C")
    # residential lobby entry in the tower
    e.box(3.5, 0, 10.5, 10.0, w=1.0, fill=(1, 1, 1))
    e.storefront(3.5, 10.5, 0.0, 10.0, 2, transom=8.0, door_bay=0)
    sh.ctext(e.X(7), e.Y(11.0), "RESIDENTIAL LOBBY", 5.5, "helv")
    # level 1 retail: piers at grids, sign band, storefronts
    grids_ft = [0, 26, 52, 76, 102, 128]
    for g in grids_ft[1:]:
        e.brick(g - 1.0 if g < 128 else 126, 0.67, g + 1.0 if g < 128 else 128, L2 - 3.0)
    e.box(14, L2 - 3.0, 128, L2, w=0.6, fill=(0.32, 0.32, 0.32))              # MP-2 sign band
    e.panels(14, L2 - 3.0, 128, L2, 8.0, 3.0, color=(0.6, 0.6, 0.6))
    for a, b in ((14, 25), (27, 51), (53, 75), (77, 101), (103, 126)):
        e.brick(a, 0.67, b, 1.5)
        e.box(a, 1.5, b, 2.17, w=0.5, fill=(0.93, 0.93, 0.93))                   # cast stone water table
    e.storefront(14.5, 24.5, 2.17, 12.0, 2)
    e.storefront(27.5, 50.5, 2.17, 12.0, 4)
    e.storefront(53.5, 74.5, 0.0, 12.0, 4, door_bay=1)                           # SF-2 entry
    e.storefront(77.5, 100.5, 2.17, 12.0, 4)
    e.storefront(103.5, 125.5, 2.17, 12.0, 4)
    # spandrel panels in the transom of the end bay
    for i in range(4):
        x = 103.5 + 5.5 * i
        e.box(x + 0.15, 9.15, x + 5.35, 11.85, w=0.3, fill=(0.55, 0.55, 0.55))
    # tenant signage zones (dashed)
    for a, b in ((30, 48), (80, 98)):
        e.box(a, L2 - 2.6, b, L2 - 0.4, w=0.6, dashes="[4 2] 0", color=(1, 1, 1))
        sh.ctext(e.X((a + b) / 2), e.Y(L2 - 1.7), "TENANT SIGNAGE ZONE", 5.5, "helv", color=(1, 1, 1))
    # canopy over the SF-2 entry
    e.box(55, 10.5, 73, 11.5, w=0.9, fill=(0.55, 0.55, 0.55))
    for fx in (55.5, 72.5):
        sh.line(e.X(fx), e.Y(11.5), e.X(fx + (6 if fx < 60 else -6)), e.Y(L2 - 0.5), w=0.6)
    # upper floors: brick field, FC-2 bay between grids 4 and 3
    e.brick(14, L2, 52, PAR - 0.5)
    e.brick(76, L2, 128, PAR - 0.5)
    e.panels(52, L2, 76, PAR - 0.5, 4.0, 4.0)
    for z0 in (L3 - 0.67, PAR - 2.17):                                         # soldier courses
        for a, b in ((14, 52), (76, 128)):
            e.box(a, z0, b, z0 + 0.67, w=0.45, fill=(0.8, 0.8, 0.8))
    for lvl in (L2, L3):
        sill = lvl + 2.5
        for bay0 in (26, 76, 102):
            e.window(bay0 + 4.5, sill, 3, 6, "A")
            e.window(bay0 + 10.5, sill, 5, 6, "B")
            e.window(bay0 + 18.5, sill, 3, 6, "A")
        e.window(16.5, sill, 3, 6, "A")
        e.window(21.0, sill, 3, 6, "A")
        e.window(55.5, sill, 5, 6, "B")
        e.window(67.5, sill, 5, 6, "B")
        for fx in (55.5, 67.5):                                                  # juliet guards
            e.box(fx - 0.2, sill, fx + 5.2, sill + 3.5, w=0.6)
            for k in range(1, 13):
                x = fx - 0.2 + 5.4 * k / 13
                sh.line(e.X(x), e.Y(sill), e.X(x), e.Y(sill + 3.5), w=0.25)
    # window tags
    for fx, z, t in ((30.0, L2 + 8.5, "A"), (89.0, L2 + 8.5, "B"), (111.0, L3 + 8.5, "B"), (70.0, L3 + 8.5, "B"),
                     (17.5, L3 + 8.8, "A")):
        _hexagon(sh, e.X(fx), e.Y(z) - 2, t)
    # storefront tags
    for fx, t in ((37.5, "SF-1"), (64, "SF-2"), (89, "SF-1"), (114.5, "SF-1"), (19.5, "SF-1")):
        _hexagon(sh, e.X(fx), e.Y(5.2), t, r=12, size=6.5)
    # control joints (sealant)
    for fx in (43, 93, 119):
        sh.line(e.X(fx), e.Y(L2), e.X(fx), e.Y(L3 - 0.67), w=0.6, dashes="[2 2] 0")
    # downspout at the west end
    e.box(126.6, PAR - 4.5, 127.9, PAR - 3.0, w=0.6, fill=(0.75, 0.75, 0.75))
    e.box(126.9, 0.67, 127.6, PAR - 4.5, w=0.5)
    # sconces at piers
    for g in grids_ft[1:-1]:
        e.box(g - 0.3, 8.5, g + 0.3, 9.6, w=0.6, fill=(0.2, 0.2, 0.2))
    e.ground()
    e.grids([("6", 0), ("5", 26), ("4", 52), ("3", 76), ("2", 102), ("1", 128)], 92)
    e.level_lines(e.X(128) + 20, e.X(128) + 96, LEVELS)
    # tower top datum on the left
    _datum(sh, e.X(0) - 64, e.Y(TOWER), "T.O. TOWER", "44'-0\"")
    sh.line(e.X(0) - 52, e.Y(TOWER), e.X(0) - 4, e.Y(TOWER), w=0.35, dashes="[10 3 2 3] 0")

    # keynotes above the elevation (row between dimensions and parapet) and below grade
    top = e.Y(TOWER) - 2
    kn = [
        (e.X(16), top - 8, "07 62 00.A", e.X(20), e.Y(PAR - 0.25)),
        (e.X(32), top - 8, "04 21 13.C", e.X(36), e.Y(PAR - 1.8)),
        (e.X(46), top - 8, "04 21 13.A", e.X(49.5), e.Y(32)),
        (e.X(58), top - 8, "07 46 46.B", e.X(62), e.Y(31)),
        (e.X(76), top - 8, "05 52 13.A", e.X(70), e.Y(L3 + 3.0)),
        (e.X(96), top - 8, "08 54 13.A", e.X(91), e.Y(L3 + 4.5)),
        (e.X(112), top - 8, "07 62 00.B", e.X(127.2), e.Y(PAR - 3.7)),
        (e.X(0) - 26, e.Y(34), "07 42 13.A", e.X(2), e.Y(33)),
        (e.X(0) - 26, e.Y(20), "04 72 00.A", e.X(5.5), e.Y(L2 + 2.2)),
        (e.X(0) - 26, e.Y(13), "07 42 13.B", e.X(1.5), e.Y(L2 - 0.5)),
    ]
    low = e.gy + 30
    kn += [
        (e.X(2), low + 8, "03 30 00.A", e.X(6), e.gy - 3),
        (e.X(17), low, "04 21 13.B", e.X(26), e.Y(5)),
        (e.X(30), low + 16, "04 72 00.A", e.X(33), e.Y(1.8)),
        (e.X(45), low, "08 41 13.A", e.X(44), e.Y(7)),
        (e.X(57), low + 16, "08 41 13.B", e.X(60), e.Y(4)),
        (e.X(68), low, "05 50 00.A", e.X(71), e.Y(11)),
        (e.X(83), low + 16, "10 14 00.A", e.X(84), e.Y(L2 - 1.2)),
        (e.X(96), low, "26 56 00.A", e.X(102), e.Y(9)),
        (e.X(108), low + 16, "08 41 13.C", e.X(110), e.Y(10.5)),
        (e.X(119), low, "07 92 00.A", e.X(119), e.Y(20)),
    ]
    for x, y, code, tx, ty in kn:
        _keytag(sh, x, y, code, tx, ty)
    _view_title(sh, 90, 705, "1", "NORTH ELEVATION - MILL STREET", "1/8\" = 1'-0\"", rule=520)


def _east(sh):
    e = Elev(sh, 90, 1262, 84)
    L2, L3, RF, PAR = 15 + 4 / 12, 26.0, 36 + 8 / 12, 40 + 2 / 12
    e.box(70, 0, 84, TOWER, w=1.4)
    e.box(0, 0, 70, PAR, w=1.4)
    e.box(0, PAR - 0.5, 70, PAR, w=0.8, fill=(0.75, 0.75, 0.75))
    e.box(70, TOWER - 0.5, 84, TOWER, w=0.8, fill=(0.75, 0.75, 0.75))
    e.box(0, 0, 84, 0.67, w=0.5, fill=(0.88, 0.88, 0.88))
    # tower
    e.panels(70, L2, 84, TOWER - 0.5, 3.5, 3.0)
    e.brick(70, 0.67, 84, L2 - 1.0)
    e.box(70, L2 - 1.0, 84, L2, w=0.5, fill=(0.3, 0.3, 0.3))
    for z in (L2 + 2.5, L3 + 2.5):
        e.window(74, z, 2, 6, "C")
        e.window(77, z, 2, 6, "C")
    e.storefront(72.5, 82.5, 2.17, 12.0, 2)                                     # SF-1 wraps the corner
    # back of house, level 1: brick with HM door and louver
    e.brick(0, 0.67, 28, L2)
    e.box(9, 0, 12, 7.0, w=1.0, fill=(1, 1, 1))
    e.box(9.25, 0, 11.75, 6.75, w=0.3)
    e.box(17, 7.5, 23, 11.5, w=0.9, fill=(1, 1, 1))
    for k in range(1, 12):
        z = 7.5 + 4.0 * k / 12
        sh.line(e.X(17.2), e.Y(z), e.X(22.8), e.Y(z), w=0.3)
    sh.ctext(e.X(10.5), e.Y(7.6), "SERVICE", 5.2, "helv")
    # retail, level 1
    e.brick(28, 0.67, 30, L2 - 3.0)
    e.brick(54, 0.67, 72.5, L2 - 3.0)
    e.box(28, L2 - 3.0, 70, L2, w=0.6, fill=(0.32, 0.32, 0.32))
    e.panels(28, L2 - 3.0, 70, L2, 7.0, 3.0, color=(0.6, 0.6, 0.6))
    e.brick(30, 0.67, 54, 1.5)
    e.box(30, 1.5, 54, 2.17, w=0.5, fill=(0.93, 0.93, 0.93))
    e.storefront(30.5, 53.5, 2.17, 12.0, 4)
    e.storefront(56.5, 68.5, 2.17, 12.0, 2)
    # upper floors: lap siding at the south third, brick beyond
    e.lap(0, L2, 28, PAR - 0.5)
    e.brick(28, L2, 70, PAR - 0.5)
    for a, b in ((28, 70),):
        for z0 in (L3 - 0.67, PAR - 2.17):
            e.box(a, z0, b, z0 + 0.67, w=0.45, fill=(0.8, 0.8, 0.8))
    for lvl in (L2, L3):
        sill = lvl + 2.5
        for fx in (5, 19):
            e.window(fx, sill, 3, 6, "A")
        for fx in (33.5, 58.5):
            e.window(fx, sill, 3, 6, "A")
        e.window(44.5, sill, 5, 6, "B")
    for fx, z, t in ((6.5, L3 + 8.5, "A"), (47, L2 + 8.5, "B"), (60, L3 + 8.5, "A"), (78, L3 + 8.5, "C")):
        _hexagon(sh, e.X(fx), e.Y(z) - 2, t)
    for fx, t in ((42, "SF-1"), (62.5, "SF-1"), (77.5, "SF-1")):
        _hexagon(sh, e.X(fx), e.Y(5.2), t, r=12, size=6.5)
    for fx in (28,):
        sh.line(e.X(fx), e.Y(L2), e.X(fx), e.Y(PAR - 0.5), w=0.9)
    e.box(0.3, PAR - 4.5, 1.6, PAR - 3.0, w=0.6, fill=(0.75, 0.75, 0.75))
    e.box(0.6, 0.67, 1.3, PAR - 4.5, w=0.5)
    e.box(29.7, 8.5, 30.3, 9.6, w=0.6, fill=(0.2, 0.2, 0.2))
    e.ground()
    e.grids([("D", 0), ("C", 28), ("B", 56), ("A", 84)], 776)
    e.level_lines(e.X(84) + 20, e.X(84) + 96, LEVELS)
    _datum(sh, e.X(84) + 96, e.Y(TOWER), "T.O. TOWER", "44'-0\"")
    sh.line(e.X(84) + 4, e.Y(TOWER), e.X(84) + 84, e.Y(TOWER), w=0.35, dashes="[10 3 2 3] 0")

    top = e.Y(TOWER) - 2
    kn = [
        (e.X(2), top - 8, "07 62 00.B", e.X(1.0), e.Y(PAR - 3.7)),
        (e.X(14), top - 8, "07 46 46.A", e.X(14), e.Y(33)),
        (e.X(30), top - 8, "04 21 13.C", e.X(36), e.Y(PAR - 1.8)),
        (e.X(44), top - 8, "07 62 00.A", e.X(50), e.Y(PAR - 0.25)),
        (e.X(58), top - 8, "08 54 13.A", e.X(60), e.Y(L3 + 5)),
        (e.X(71), top - 16, "07 42 13.A", e.X(72), e.Y(39)),
    ]
    low = e.gy + 30
    kn += [
        (e.X(2), low + 8, "04 21 13.A", e.X(5), e.Y(5)),
        (e.X(8), low + 24, "08 11 13.A", e.X(10.5), e.Y(3.5)),
        (e.X(19), low + 8, "08 91 19.A", e.X(20), e.Y(9.5)),
        (e.X(33), low + 24, "04 21 13.B", e.X(29), e.Y(6)),
        (e.X(43), low + 8, "08 41 13.A", e.X(44), e.Y(7)),
        (e.X(56), low + 24, "07 42 13.B", e.X(50), e.Y(L2 - 1.5)),
        (e.X(23), low + 40, "26 56 00.A", e.X(29.7), e.Y(9)),
    ]
    for x, y, code, tx, ty in kn:
        _keytag(sh, x, y, code, tx, ty)
    _view_title(sh, 90, 1366, "2", "EAST ELEVATION - CORDELL AVENUE", "1/8\" = 1'-0\"", rule=520)


def _enlarged_sf2(sh):
    """3: the SF-2 entry storefront at 1/4" = 1'-0"."""
    e = Elev(sh, 1540, 1300, 21, scale=18.0)
    e.box(0, 0, 21, 12, w=1.4, fill=(1, 1, 1))
    e.storefront(0, 21, 0, 12, 4, door_bay=1)
    # frame depth and sightlines
    e.box(-0.25, 0, 0, 12.25, w=0.6, fill=(0.8, 0.8, 0.8))
    e.box(21, 0, 21.25, 12.25, w=0.6, fill=(0.8, 0.8, 0.8))
    e.box(-0.25, 12, 21.25, 12.25, w=0.6, fill=(0.8, 0.8, 0.8))
    sh.line(e.X(-1.5), e.gy, e.X(22.5), e.gy, w=1.8)
    # dimensions: bays across the bottom, overall, heights at the left
    bw = 21 / 4
    y = e.gy + 20
    for i in range(4):
        _hdim(sh, e.X(bw * i), e.X(bw * (i + 1)), y, "5'-3\"")
    _hdim(sh, e.X(0), e.X(21), y + 18, "21'-0\" R.O.")
    _vdim(sh, e.X(0) - 18, e.Y(0), e.Y(7.5), "7'-6\"")
    _vdim(sh, e.X(0) - 18, e.Y(7.5), e.Y(9.0), "1'-6\"")
    _vdim(sh, e.X(0) - 18, e.Y(9.0), e.Y(12.0), "3'-0\"")
    _vdim(sh, e.X(0) - 40, e.Y(0), e.Y(12.0), "12'-0\"")
    sh.text(e.X(21) + 10, e.Y(7.0), "PAIR 3'-0\" x 7'-0\"", 6.2)
    sh.text(e.X(21) + 10, e.Y(7.0) + 9, "ENTRANCE DOORS,", 6.2)
    sh.text(e.X(21) + 10, e.Y(7.0) + 18, "10\" BOTTOM RAIL", 6.2)
    sh.text(e.X(21) + 10, e.Y(11.0), "TRANSOM: 1\" IGU,", 6.2)
    sh.text(e.X(21) + 10, e.Y(11.0) + 9, "TEMPERED", 6.2)
    _keytag(sh, e.X(21) + 12, e.Y(4.5), "08 41 13.B", e.X(bw * 2 - 0.4), e.Y(4.5))
    _keytag(sh, e.X(21) + 12, e.Y(1.5), "08 41 13.A", e.X(21) - 0.5 * 18, e.Y(1.0))
    _hexagon(sh, e.X(10.5), e.Y(13.4), "SF-2", r=12)
    _view_title(sh, 1450, 1388, "3", "ENLARGED STOREFRONT - SF-2", "1/4\" = 1'-0\"", rule=330)


def _opening_types(sh, x0, y0):
    """4: the window and storefront types, 1/4" = 1'-0", each with its tag and overall sizes."""
    k = 12.0  # 3/16" = 1'-0"
    types = [("A", "FIXED OVER AWNING", 3, 6), ("B", "PAIRED CASEMENT", 5, 6), ("C", "FIXED", 2, 6),
             ("SF-1", "STOREFRONT, 4 BAYS", 22, 9.83)]
    x = x0
    base = y0 + 118
    for tag, desc, w, h in types:
        e = Elev(sh, x, base, w, scale=k)
        if tag == "SF-1":
            e.storefront(0, w, 0, h, 4, transom=6.83)
        else:
            e.window(0, 0, w, h, tag)
        _hdim(sh, e.X(0), e.X(w), base + 16, _fmt(w), size=6)
        _vdim(sh, e.X(w) + 12, e.Y(0), e.Y(h), _fmt(h))
        _hexagon(sh, e.X(w / 2), y0 + 18 - (h - 6) * 0 - 0, tag, r=11 if len(tag) > 1 else 9)
        sh.ctext(e.X(w / 2), base + 36, desc, 6.2, "helv")
        x = e.X(w) + 48
    sh.text(x0, base + 52, "SIZES ARE NOMINAL ROUGH OPENINGS; SEE A-601 FOR SCHEDULE, GLAZING AND PERFORMANCE.", 6.2, "helv")
    sh.text(x0, base + 62, "ALL OPERABLE UNITS TO RECEIVE INSECT SCREENS. VIEWED FROM EXTERIOR.", 6.2, "helv")
    _view_title(sh, x0 - 4, base + 96, "4", "OPENING TYPES", "3/16\" = 1'-0\"", rule=330)


# ------------------------------------------------------------------ tables

def _keynote_legend(sh, x, y):
    sh.text(x, y, "KEYNOTE LEGEND", 12, "hebo")
    sh.text(x + 132, y, "(EXTERIOR MATERIALS - APPLIES TO ALL ELEVATIONS THIS SHEET)", 6.5)
    col_w, gap = 396, 12
    half = (len(KEYNOTES) + 1) // 2
    row_h = 24
    for c in range(2):
        cx = x + c * (col_w + gap)
        top = y + 10
        sh.rect(cx, top, cx + col_w, top + 16, w=0.8, fill=(0.9, 0.9, 0.9))
        sh.text(cx + 5, top + 11, "KEYNOTE", 6.8, "hebo")
        sh.text(cx + 76, top + 11, "DESCRIPTION", 6.8, "hebo")
        rows = KEYNOTES[c * half:(c + 1) * half]
        for i, (code, l1, l2) in enumerate(rows):
            ry = top + 16 + row_h * i
            sh.line(cx, ry + row_h, cx + col_w, ry + row_h, w=0.3)
            w = pymupdf.get_text_length(code, fontname="helv", fontsize=6.6) + 8
            sh.rect(cx + 4, ry + 5, cx + 4 + w, ry + 17, w=0.6)
            sh.text(cx + 8, ry + 13.5, code, 6.6)
            sh.text(cx + 76, ry + 10, l1, 6.6)
            sh.text(cx + 76, ry + 19.5, l2, 6.6)
        bottom = top + 16 + row_h * len(rows)
        sh.rect(cx, top, cx + col_w, bottom, w=0.9)
        sh.line(cx + 70, top, cx + 70, bottom, w=0.4)
    return y + 10 + 16 + row_h * half


def _finish_schedule(sh, x, y):
    sh.text(x, y, "EXTERIOR FINISH / COLOR SCHEDULE", 12, "hebo")
    widths = [40, 112, 114, 148, 104, 100, 90]
    rh = 16
    top = y + 10
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    for r, row in enumerate(FINISHES):
        ry = top + rh * r
        if r == 0:
            sh.rect(xs[0], ry, xs[-1], ry + rh, w=0.8, fill=(0.9, 0.9, 0.9))
        sh.line(xs[0], ry + rh, xs[-1], ry + rh, w=0.3 if r else 0.8)
        for c, cell in enumerate(row):
            if not cell:
                continue
            if r == 0:
                sh.text(xs[c] + 4, ry + 11, cell, 6.5, "hebo")
            else:
                font = "hebo" if c == 0 else "helv"
                text = f"\"{cell}\"" if c == 4 and not cell.startswith("SW ") and not cell.startswith("SGS") else cell
                sh.text(xs[c] + 4, ry + 11, text, 6.2, font)
    bottom = top + rh * len(FINISHES)
    sh.rect(xs[0], top, xs[-1], bottom, w=0.9)
    for xx in xs[1:-1]:
        sh.line(xx, top, xx, bottom, w=0.4)
    # revision cloud and delta at the BR-1 row
    ry = top + rh
    cloud_x0, cloud_x1 = xs[4] - 4, xs[-1] + 4
    n = int((cloud_x1 - cloud_x0) / 10)
    for i in range(n):
        a = cloud_x0 + i * (cloud_x1 - cloud_x0) / n
        b = cloud_x0 + (i + 1) * (cloud_x1 - cloud_x0) / n
        for yy, s in ((ry - 2, -1), (ry + rh + 2, 1)):
            sh.s.draw_bezier(sh.pt(a, yy), sh.pt(a + (b - a) / 3, yy + 4 * s), sh.pt(b - (b - a) / 3, yy + 4 * s), sh.pt(b, yy))
            sh.s.finish(width=0.7, color=(0, 0, 0))
    for xx in (cloud_x0, cloud_x1):
        sh.s.draw_bezier(sh.pt(xx, ry - 2), sh.pt(xx + (4 if xx > cloud_x0 else -4), ry + 4), sh.pt(xx + (4 if xx > cloud_x0 else -4), ry + rh - 4), sh.pt(xx, ry + rh + 2))
        sh.s.finish(width=0.7, color=(0, 0, 0))
    _delta(sh, cloud_x1 + 14, ry + rh / 2, "2")
    sh.text(x, bottom + 12, "COLORS ARE BASIS OF DESIGN; EQUIVALENT PRODUCTS PER SPECIFICATION SECTION 01 60 00 SUBSTITUTION PROCEDURES.", 6.0)
    return bottom + 12


def _delta(sh, cx, cy, n):
    sh.poly([(cx, cy - 8), (cx + 8, cy + 6), (cx - 8, cy + 6)], w=0.8, fill=(1, 1, 1))
    sh.ctext(cx, cy + 4, n, 7, "hebo")


def _general_notes(sh, x, y):
    sh.text(x, y, "GENERAL ELEVATION NOTES", 12, "hebo")
    yy = y + 18
    for i, lines in enumerate(GENERAL_NOTES, 1):
        sh.text(x, yy, f"{i}.", 7, "tiro")
        for j, line in enumerate(lines):
            sh.text(x + 16, yy + 9.5 * j, line, 7, "tiro")
        yy += 9.5 * len(lines) + 4
    return yy


def _facade_table(sh, x, y):
    sh.text(x, y, "FACADE MATERIAL AND TRANSPARENCY SUMMARY", 9.5, "hebo")
    sh.text(x + 262, y, "(ZONING: MILL STREET MIXED-USE OVERLAY, SEC. 1153.07)", 6.2)
    rows = [
        ("ELEVATION", "FACADE AREA", "MASONRY", "GLAZING", "MCM", "FIBER CEMENT", "L1 TRANSPARENCY", "REQ'D"),
        ("NORTH (MILL ST.)", "5,190 SF", "54%", "31%", "11%", "4%", "72%", "60% MIN."),
        ("EAST (CORDELL AVE.)", "3,440 SF", "47%", "24%", "12%", "17%", "48%", "40% MIN."),
        ("SOUTH (ALLEY)", "5,190 SF", "38%", "19%", "3%", "40%", "N/A", "--"),
        ("WEST (PARTY WALL)", "3,440 SF", "61%", "14%", "0%", "25%", "N/A", "--"),
    ]
    widths = [110, 82, 66, 66, 56, 82, 98, 70]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y + 8
    rh = 15
    for r, row in enumerate(rows):
        ry = top + rh * r
        if r == 0:
            sh.rect(xs[0], ry, xs[-1], ry + rh, w=0.7, fill=(0.9, 0.9, 0.9))
        sh.line(xs[0], ry + rh, xs[-1], ry + rh, w=0.3)
        for c, cell in enumerate(row):
            sh.text(xs[c] + 4, ry + 10.5, cell, 6.2 if r else 6.0, "hebo" if r == 0 else "cour" if c else "helv")
    bottom = top + rh * len(rows)
    sh.rect(xs[0], top, xs[-1], bottom, w=0.8)
    for xx in xs[1:-1]:
        sh.line(xx, top, xx, bottom, w=0.35)
    sh.text(x, bottom + 11, "SOUTH AND WEST ELEVATIONS ON A-202. PERCENTAGES EXCLUDE PARAPET AND TOWER ABOVE ROOF.", 6.0)


WALL_TYPES = [
    ("EW-1", "BRICK VENEER (BR-1 / BR-2)", [
        "3-5/8\" FACE BRICK WITH 2\" AIR SPACE, STAINLESS ADJ. TIES @ 16\" O.C. EA. WAY",
        "2\" MINERAL WOOL CONTINUOUS INSULATION (R-8.4)",
        "FLUID-APPLIED AIR/WATER BARRIER ON 5/8\" GLASS-MAT GYPSUM SHEATHING",
        "6\" 16 GA METAL STUDS @ 16\" O.C. WITH R-19 BATTS, 5/8\" GWB INTERIOR",
    ]),
    ("EW-2", "FIBER CEMENT RAINSCREEN (FC-1 / FC-2)", [
        "FIBER CEMENT SIDING OR PANEL ON 1x3 PT FURRING / ALUM. HAT CHANNEL",
        "1-1/2\" MINERAL WOOL CONTINUOUS INSULATION (R-6.3)",
        "FLUID-APPLIED AIR/WATER BARRIER ON 5/8\" GLASS-MAT GYPSUM SHEATHING",
        "2x6 FRT WOOD STUDS @ 16\" O.C. WITH R-21 BATTS (LEVELS 2-3)",
    ]),
    ("EW-3", "METAL COMPOSITE PANEL (MP-1 / MP-2)", [
        "4MM MCM CASSETTES ON EXTRUDED ALUM. ATTACHMENT SYSTEM",
        "MINERAL WOOL CONTINUOUS INSULATION, THICKNESS PER A-501",
        "FLUID-APPLIED AIR/WATER BARRIER ON 5/8\" GLASS-MAT GYPSUM SHEATHING",
        "6\" 16 GA METAL STUDS @ 16\" O.C., 5/8\" GWB INTERIOR",
    ]),
]


def _wall_types(sh, x, y):
    sh.text(x, y, "EXTERIOR WALL TYPES", 9.5, "hebo")
    sh.text(x + 120, y, "(SEE A-501 FOR WALL SECTIONS)", 6.2)
    yy = y + 20
    for tag, name, layers in WALL_TYPES:
        sh.rect(x, yy - 9, x + 30, yy + 3, w=0.7)
        sh.ctext(x + 15, yy, tag, 7, "hebo")
        sh.text(x + 38, yy, name, 7.2, "hebo")
        for i, l in enumerate(layers):
            sh.text(x + 38, yy + 10 + 8.6 * i, l, 6.2)
        yy += 10 + 8.6 * len(layers) + 12


def _symbol_legend(sh, x, y):
    sh.text(x, y, "SYMBOL LEGEND", 9.5, "hebo")
    yy = y + 24
    _bubble(sh, x + 16, yy, "1")
    sh.text(x + 44, yy + 3, "COLUMN GRID LINE", 6.8)
    yy += 32
    _keytag(sh, x + 2, yy, "04 21 13.A", x + 2, yy)
    sh.text(x + 70, yy + 3, "MATERIAL KEYNOTE, SEE KEYNOTE LEGEND", 6.8)
    yy += 24
    _hexagon(sh, x + 16, yy, "A")
    sh.text(x + 44, yy + 3, "WINDOW TYPE TAG, SEE OPENING TYPES", 6.8)
    yy += 26
    _hexagon(sh, x + 16, yy, "SF-1", r=12)
    sh.text(x + 44, yy + 3, "STOREFRONT TYPE TAG", 6.8)
    yy += 28
    sh.circle(x + 16, yy, 6, w=0.7)
    sh.s.draw_sector(sh.pt(x + 16, yy), sh.pt(x + 22, yy), 90, fullSector=True)
    sh.s.finish(width=0.1, fill=(0, 0, 0))
    sh.s.draw_sector(sh.pt(x + 16, yy), sh.pt(x + 10, yy), 90, fullSector=True)
    sh.s.finish(width=0.1, fill=(0, 0, 0))
    sh.text(x + 44, yy + 3, "LEVEL DATUM (ELEVATION ABOVE LEVEL 1)", 6.8)
    yy += 22
    _delta(sh, x + 16, yy, "1")
    sh.text(x + 44, yy + 3, "REVISION DELTA", 6.8)
    yy += 22
    sh.line(x + 2, yy, x + 32, yy, w=0.6, dashes="[2 2] 0")
    sh.text(x + 44, yy + 3, "MASONRY CONTROL JOINT", 6.8)
    yy += 20
    sh.rect(x + 2, yy - 5, x + 32, yy + 5, w=0.6, dashes="[4 2] 0")
    sh.text(x + 44, yy + 3, "TENANT SIGNAGE ZONE (NIC)", 6.8)


def _key_plan(sh, x, y):
    sh.text(x, y, "KEY PLAN", 9.5, "hebo")
    ox, oy, k = x + 40, y + 40, 1.55
    sh.rect(ox, oy, ox + 128 * k, oy + 84 * k, w=1.0, fill=(0.9, 0.9, 0.9))
    sh.rect(ox + 114 * k, oy, ox + 128 * k, oy + 14 * k, w=1.0, fill=(0.55, 0.55, 0.55))
    # elevation markers: north (1) above, east (2) at right
    for cx, cy, n, d in ((ox + 64 * k, oy - 16, "1", "down"), (ox + 128 * k + 18, oy + 42 * k, "2", "left")):
        sh.circle(cx, cy, 8, w=0.8, fill=(1, 1, 1))
        sh.ctext(cx, cy + 3, n, 7, "hebo")
        if d == "down":
            sh.poly([(cx - 6, cy + 6), (cx + 6, cy + 6), (cx, cy + 13)], w=0.5, fill=(0, 0, 0))
        else:
            sh.poly([(cx - 6, cy - 6), (cx - 6, cy + 6), (cx - 13, cy)], w=0.5, fill=(0, 0, 0))
    sh.ctext(ox + 64 * k, oy + 42 * k + 3, "BUILDING", 6.5)
    sh.ctext(ox + 64 * k, oy + 84 * k + 14, "ALLEY", 6)
    sh.ctext(ox + 64 * k, oy - 30, "MILL STREET", 6.5, "hebo")
    sh.text(ox + 128 * k + 30, oy + 42 * k + 3, "CORDELL AVE.", 6.5, "hebo")
    # north arrow (north is up on the key plan)
    nx, ny = x + 10, oy + 84 * k - 10
    sh.poly([(nx, ny - 26), (nx + 7, ny), (nx, ny - 6), (nx - 7, ny)], w=0.6, fill=(0, 0, 0))
    sh.ctext(nx, ny + 12, "N", 9, "hebo")


# ------------------------------------------------------------------ title strip

def _title_strip(sh):
    sh.rect(30, 30, W - 30, H - 30, w=2.0)
    tb = W - 330
    sh.line(tb, 30, tb, H - 30, w=1.5)
    x = tb + 12
    sh.text(x, 62, "BRANNIGAN OKAFOR", 15, "hebo")
    sh.text(x, 80, "ARCHITECTS", 15, "hebo")
    for i, l in enumerate(["225 NORTH FOURTH STREET, SUITE 300", "COLUMBUS, OHIO 43215", "T 614.555.0142   boarchitects.com"]):
        sh.text(x, 96 + 10 * i, l, 6.8)
    sh.line(tb, 132, W - 30, 132, w=0.8)
    sh.text(x, 146, "CONSULTANTS", 6, "hebo")
    cons = [("STRUCTURAL", "LANDRY STRUCTURAL GROUP, COLUMBUS, OH"),
            ("MEP / FP", "COLDWATER ENGINEERING, INC., DUBLIN, OH"),
            ("CIVIL", "KESTREL CIVIL + SURVEY, GAHANNA, OH"),
            ("LANDSCAPE", "FIELDWORK LANDSCAPE STUDIO, COLUMBUS, OH")]
    for i, (role, firm) in enumerate(cons):
        sh.text(x, 160 + 20 * i, role, 5.8)
        sh.text(x, 169 + 20 * i, firm, 6.8)
    sh.line(tb, 244, W - 30, 244, w=0.8)
    # seal
    sh.rect(x + 60, 256, x + 240, 376, w=0.5, dashes="[3 2] 0")
    sh.circle(x + 150, 316, 48, w=0.6)
    sh.ctext(x + 150, 306, "STATE OF OHIO", 6.5)
    sh.ctext(x + 150, 316, "REGISTERED ARCHITECT", 6.5)
    sh.ctext(x + 150, 327, "DANIELLE R. OKAFOR", 5.5)
    sh.ctext(x + 150, 335, "ARC.1718290", 5.5)
    sh.line(tb, 388, W - 30, 388, w=0.8)
    sh.text(x, 402, "PROJECT", 6, "hebo")
    sh.text(x, 420, "THE FOUNDRY AT MILL STREET", 11.5, "hebo")
    for i, l in enumerate(["MIXED-USE RETAIL / RESIDENTIAL", "412 MILL STREET", "GAHANNA, OHIO 43230"]):
        sh.text(x, 434 + 10 * i, l, 7.2)
    sh.text(x, 474, "OWNER", 6, "hebo")
    sh.text(x, 485, "MILL STREET PARTNERS, LLC", 7.2)
    sh.line(tb, 500, W - 30, 500, w=0.8)
    # revisions
    sh.text(x, 514, "REVISIONS", 6.5, "hebo")
    ry = 528
    sh.text(x, ry, "NO.", 5.8, "hebo")
    sh.text(x + 30, ry, "DESCRIPTION", 5.8, "hebo")
    sh.text(x + 226, ry, "DATE", 5.8, "hebo")
    sh.line(x, ry + 4, W - 42, ry + 4, w=0.4)
    revs = [("1", "PERMIT COMMENTS RESPONSE", "02/21/2025"), ("2", "ASI 03 - BRICK COLOR CHANGE", "03/14/2025")]
    for i, (n, d, dt) in enumerate(revs):
        yy = ry + 18 + 16 * i
        _delta(sh, x + 8, yy - 3, n)
        sh.text(x + 30, yy, d, 6.8)
        sh.text(x + 226, yy, dt, 6.8)
        sh.line(x, yy + 6, W - 42, yy + 6, w=0.25)
    for i in range(4):
        yy = ry + 50 + 16 * i
        sh.line(x, yy + 6, W - 42, yy + 6, w=0.25)
    sh.line(tb, 650, W - 30, 650, w=0.8)
    sh.text(x, 664, "ISSUE", 6, "hebo")
    sh.text(x, 678, "100% CONSTRUCTION DOCUMENTS", 8.5, "hebo")
    sh.text(x, 690, "ISSUED FOR PERMIT AND BID", 7)
    sh.line(tb, 704, W - 30, 704, w=0.8)
    sh.text(x, 718, "ISSUE HISTORY", 6, "hebo")
    issues = [("50% DESIGN DEVELOPMENT", "08/30/2024"), ("PLANNING COMMISSION / DESIGN REVIEW", "10/11/2024"),
              ("50% CONSTRUCTION DOCUMENTS", "11/22/2024"), ("100% CONSTRUCTION DOCUMENTS - PERMIT", "01/24/2025")]
    for i, (d, dt) in enumerate(issues):
        yy = 734 + 14 * i
        sh.text(x, yy, d, 6.6)
        sh.text(x + 226, yy, dt, 6.6)
        sh.line(x, yy + 4, W - 42, yy + 4, w=0.25)
    # graphic scale for the 1/8" views
    sy = 850
    sh.text(x, sy - 12, "GRAPHIC SCALE  1/8\" = 1'-0\"", 6, "hebo")
    for i in range(4):
        sh.rect(x + 36 * i, sy, x + 36 * (i + 1), sy + 5, w=0.5, fill=(0, 0, 0) if i % 2 == 0 else (1, 1, 1))
        sh.ctext(x + 36 * i, sy + 15, str(4 * i), 5.5)
    sh.ctext(x + 144, sy + 15, "16 FT", 5.5)
    sh.line(tb, 890, W - 30, 890, w=0.8)
    sh.text(x, 904, "PROJECT DATA", 6, "hebo")
    data = [("USE", "MERCANTILE (M) / RESIDENTIAL (R-2)"), ("CONSTRUCTION TYPE", "III-A / I-A PODIUM"),
            ("STORIES / HEIGHT", "3 STORIES / 40'-2\" TO T.O. PARAPET"), ("SPRINKLERS", "NFPA 13, FULLY SPRINKLERED"),
            ("CODE", "2024 OHIO BUILDING CODE")]
    for i, (k, v) in enumerate(data):
        yy = 920 + 14 * i
        sh.text(x, yy, k, 6.2, "hebo")
        sh.text(x + 100, yy, v, 6.6)
    sh.line(tb, 1270, W - 30, 1270, w=0.8)
    # fields
    fields = [("PROJECT NO.", "BOA-2318", 1286), ("DATE", "01/24/2025", 1286),
              ("DRAWN BY", "KLM", 1322), ("CHECKED BY", "DRO", 1322)]
    for i, (cap, val, yy) in enumerate(fields):
        fx = x + (0 if i % 2 == 0 else 150)
        sh.text(fx, yy, cap, 5.8, "hebo")
        sh.text(fx, yy + 13, val, 8.5)
    sh.text(x, 1358, "SCALE", 5.8, "hebo")
    sh.text(x, 1371, "AS NOTED", 8.5)
    sh.line(tb, 1384, W - 30, 1384, w=0.8)
    sh.text(x, 1400, "SHEET TITLE", 5.8, "hebo")
    sh.text(x, 1422, "EXTERIOR ELEVATIONS", 15, "hebo")
    sh.text(x, 1436, "NORTH AND EAST", 9, "helv")
    sh.line(tb, 1452, W - 30, 1452, w=0.8)
    sh.text(x, 1468, "SHEET NUMBER", 5.8, "hebo")
    sh.text(x + 40, 1560, "A-201", 54, "hebo")
    sh.line(tb, 1610, W - 30, 1610, w=0.8)
    sh.text(x, 1626, "\u00a9 2025 BRANNIGAN OKAFOR ARCHITECTS. THESE DRAWINGS ARE INSTRUMENTS", 5.2)
    sh.text(x, 1634, "OF SERVICE AND THE PROPERTY OF THE ARCHITECT; NOT TO BE REPRODUCED", 5.2)
    sh.text(x, 1642, "WITHOUT WRITTEN PERMISSION.", 5.2)
    sh.text(x, 1680, "PLOTTED: 3/14/2025 4:12 PM   FILE: 2318_A-201_ELEV.dwg", 5.0, "cour")


def exterior_elevations_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=H, height=W)       # portrait page: 24 x 36 in
    page.set_rotation(90)                        # displayed landscape
    sh = Sheet(page)
    _title_strip(sh)
    _north(sh)
    _east(sh)
    _enlarged_sf2(sh)
    _opening_types(sh, 90, 1420)
    _wall_types(sh, 830, 1440)
    _symbol_legend(sh, 1090, 800)
    _key_plan(sh, 1090, 1110)
    lx = 1440
    y = _keynote_legend(sh, lx, 66)
    y = _finish_schedule(sh, lx, y + 42)
    _general_notes(sh, lx, y + 36)
    _facade_table(sh, lx, 1450)
    sh.commit()
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
