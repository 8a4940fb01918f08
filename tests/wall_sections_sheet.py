"""A US architectural detail sheet (A-501, ANSI D 34x22 in) for a three-storey wood-frame apartment
building over a one-storey concrete podium, drawn the way an architect's office exports one from
AutoCAD: three tall wall sections side by side at 3/4" = 1'-0" (1/A-501 lap siding at a unit window,
2/A-501 panel siding at the balconies, 3/A-501 metal panel over the retail storefront), each broken
with break lines between the floor lines it shows, its material callouts on leaders at both sides,
level datums (name over the line, what it marks and its elevation under it), a floor-to-floor
dimension string set vertically, detail reference bubbles (number over sheet) pointing to the
details here and to A-502 / A-503 / A-520 / S-501, a grid bubble under the wall; four details at
1-1/2" = 1'-0" (4 PARAPET, 5 WINDOW HEAD, 6 WINDOW SILL, 7 PODIUM TRANSITION) each with its own
numbered DETAIL NOTES; every view titled with its number in a circle, its name and its scale.
Beside them GENERAL DETAIL NOTES numbered with hanging indents, an abbreviation list, a WINDOW
INSTALLATION SEQUENCE lettered A..F and a list of RELATED SHEETS; under the sections a material
(hatch) legend and a symbol legend; under the details a ruled EXTERIOR WALL TYPES table (EW-1 ..
EW-5: cladding, framing, cavity and continuous insulation, sheathing, interior finish, fire rating,
section) and an ESTIMATED WOOD SHRINKAGE table (per floor and cumulative at levels 3, 4 and the
roof); a revision cloud with its delta 3 around a sill detail note; the title block a strip down the
right edge (firm, consultants, seal, project, owner, key plan, revisions, issue, project number,
date, drawn and checked, scale, CAD file, sheet title, sheet number) and a plot stamp along the
bottom border.

CAD quirks drawn on purpose: every piece of text is set ONE GLYPH AT A TIME (a text object per
character at its advance from `pymupdf.get_text_length`, spaces only advanced, never set), the
callouts in a second, smaller font (Courier) than the notes (Helvetica); level names and the sheet
number are "fake bold" (each glyph set twice, 0.3 pt apart) and the view titles and the sheet title
are set twice as whole labels 0.3 pt apart, as some CAD drivers emphasise text.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round39-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`).
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2448, 1584                 # ANSI D, 34 x 22 in, landscape
TB = 2196                         # left edge of the title block strip
SEC_FT = 54.0                     # 3/4" = 1'-0"
NOTE = "helv"
CALL = "cour"                     # the callouts' second, smaller font
CALL_SIZE = 5.0
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)

# Levels (feet): the wood floors sit on the podium slab at LEVEL 2.
L1, L2, L3, L4 = 100.0, 115.0, 125 + 8 / 12, 136 + 2 / 12
ROOF, PARAPET = 146 + 8 / 12, 150 + 2 / 12
LEVELS = [
    (PARAPET, "T.O. PARAPET", "T.O. COPING", "EL. 150'-2\""),
    (ROOF, "ROOF", "T.O. SHEATHING @ WALL", "EL. 146'-8\""),
    (L4, "LEVEL 4", "T.O. SUBFLOOR", "EL. 136'-2\""),
    (L3, "LEVEL 3", "T.O. SUBFLOOR", "EL. 125'-8\""),
    (L2, "LEVEL 2", "T.O. PODIUM SLAB", "EL. 115'-0\""),
    (L1, "LEVEL 1", "T.O. SLAB", "EL. 100'-0\""),
]
FLOOR_TO_FLOOR = [(PARAPET, ROOF, "3'-6\""), (ROOF, L4, "10'-6\""), (L4, L3, "10'-6\""),
                  (L3, L2, "10'-8\""), (L2, L1, "15'-0\"")]
# The broken wall sections show these bands of elevation (top, bottom), top to bottom.
SEGS = [(150.9, 144.3), (137.3, 133.6), (128.5, 124.3), (116.4, 111.7), (101.2, 99.2)]
SEG_TOP = 66.0
SEG_GAP = 22.0
SEC_X = (44, 416, 788)            # the three section columns, 372 points wide
SEC_W = 372

GENERAL_NOTES = [
    "DETAILS SHOW DESIGN INTENT. CONTRACTOR SHALL COORDINATE ALL DETAILS WITH THE MANUFACTURERS' "
    "WRITTEN INSTALLATION REQUIREMENTS AND REPORT CONFLICTS TO THE ARCHITECT BEFORE PROCEEDING.",
    "ALL WOOD IN CONTACT WITH CONCRETE OR WITHIN 8\" OF FINISH GRADE SHALL BE PRESERVATIVE TREATED "
    "(P.T.). FASTENERS AND CONNECTORS IN CONTACT WITH P.T. WOOD SHALL BE HOT-DIPPED GALVANIZED OR "
    "STAINLESS STEEL.",
    "PROVIDE FIREBLOCKING AT EACH FLOOR LINE, AT THE ROOF LINE AND AT 10'-0\" O.C. MAX. VERTICALLY "
    "IN ALL CONCEALED SPACES PER OSSC 718.2.",
    "ALLOW FOR 1/2\" VERTICAL WOOD SHRINKAGE PER FLOOR. PROVIDE A 3/4\" SHRINKAGE JOINT WITH Z-FLASHING "
    "IN THE CLADDING AT EACH FLOOR LINE AND AT ALL RIGID PENETRATIONS (DUCTS, PIPES, CONDUIT).",
    "WEATHER-RESISTIVE BARRIER (WRB): MECHANICALLY FASTENED VAPOR-PERMEABLE SHEET, 10 PERMS MIN. LAP "
    "6\" AT HORIZONTAL AND 12\" AT VERTICAL JOINTS, SHINGLE FASHION. TAPE ALL SEAMS.",
    "RAINSCREEN: PROVIDE A 3/4\" MIN. DRAINAGE CAVITY BEHIND ALL CLADDING ON THE WOOD-FRAMED LEVELS, "
    "WITH CONTINUOUS INSECT SCREEN AT THE TOP AND BOTTOM OF EACH CAVITY.",
    "EXTERIOR SEALANT: SILICONE, CLASS 50, OVER CLOSED-CELL BACKER ROD. COLOR TO MATCH ADJACENT "
    "CLADDING.",
    "EXTERIOR WALLS OF THE WOOD-FRAMED LEVELS ARE 1-HR RATED, TYPE V-A CONSTRUCTION. THE PODIUM IS "
    "TYPE I-A CONSTRUCTION. SEE CODE ANALYSIS ON G-002.",
    "SEE A-601 FOR THE WINDOW SCHEDULE AND A-602 FOR WINDOW TYPES AND ROUGH OPENINGS.",
    "SEE STRUCTURAL DRAWINGS FOR ALL HEADERS, HOLD-DOWNS, SHEAR WALL NAILING, ANCHOR BOLTS AND "
    "PODIUM SLAB EDGE CONDITIONS.",
    "DIMENSIONS ARE TO FACE OF STUD OR FACE OF CONCRETE U.O.N. DO NOT SCALE DRAWINGS; VERTICAL "
    "DIMENSIONS ACROSS BREAK LINES ARE NOT TO SCALE.",
    "FLASHING: PREFINISHED 26 GA. GALV. SHEET METAL U.O.N. HEM ALL EXPOSED EDGES; PROVIDE END DAMS AT "
    "ALL HEAD AND THROUGH-WALL FLASHING TERMINATIONS.",
]

ABBREVIATIONS = [
    ("A.F.F.", "ABOVE FINISHED FLOOR"), ("CDX", "EXTERIOR GLUE PLYWOOD, C-D GRADE"),
    ("CONT.", "CONTINUOUS"), ("EL.", "ELEVATION"), ("EXT.", "EXTERIOR"), ("GA.", "GAUGE"),
    ("GYP. BD.", "GYPSUM BOARD"), ("GYP. CONC.", "GYPSUM CONCRETE"), ("LSL", "LAMINATED STRAND LUMBER"),
    ("MTL.", "METAL"), ("O.C.", "ON CENTER"), ("P.T.", "PRESERVATIVE TREATED"), ("T.O.", "TOP OF"),
    ("TYP.", "TYPICAL"), ("U.O.N.", "UNLESS OTHERWISE NOTED"), ("WRB", "WEATHER-RESISTIVE BARRIER"),
    ("XPS", "EXTRUDED POLYSTYRENE"),
]

WALL_TYPES = [
    ("TYPE", "CLADDING", "FRAMING", "CAVITY INSUL.", "CONT. INSUL.", "SHEATHING", "INTERIOR FINISH",
     "FIRE RATING", "SEE"),
    ("EW-1", "FIBER CEMENT LAP SIDING, 7\" EXPOSURE", "2x6 @ 16\" O.C.", "R-21 BATT", "--",
     "1/2\" CDX PLYWOOD", "5/8\" TYPE X GYP. BD.", "1 HR", "1/A-501"),
    ("EW-2", "FIBER CEMENT PANEL, 1/2\" REVEALS", "2x6 @ 16\" O.C.", "R-21 BATT", "--",
     "1/2\" CDX PLYWOOD", "5/8\" TYPE X GYP. BD.", "1 HR", "2/A-501"),
    ("EW-3", "24 GA. METAL PANEL ON HAT CHANNELS", "2x6 @ 12\" O.C.", "R-21 BATT", "1\" MINERAL WOOL (R-4.2)",
     "5/8\" EXT. GYP. SHEATHING", "5/8\" TYPE X GYP. BD.", "1 HR", "3/A-501"),
    ("EW-4", "BOARD-FORMED CONCRETE (PODIUM)", "12\" CONC. WALL", "--", "2\" XPS (R-10)",
     "--", "5/8\" GYP. BD. ON 3-5/8\" MTL. STUDS", "3 HR", "7/A-501"),
    ("EW-5", "MATCH ADJACENT WALL TYPE", "2x6 @ 16\" O.C.", "--", "--",
     "1/2\" CDX PLYWOOD BOTH SIDES", "TPO MEMBRANE (ROOF SIDE)", "NON-RATED", "4/A-501"),
]

SHRINKAGE = [
    ("LOCATION", "PER FLOOR", "CUMULATIVE", "CLADDING JOINT"),
    ("LEVEL 3 (EL. 125'-8\")", "1/2\"", "1/2\"", "3/4\" W/ Z-FLASHING"),
    ("LEVEL 4 (EL. 136'-2\")", "1/2\"", "1\"", "3/4\" W/ Z-FLASHING"),
    ("ROOF (EL. 146'-8\")", "1/2\"", "1-1/2\"", "3/4\" W/ Z-FLASHING"),
]

WINDOW_SEQUENCE = [
    ("A", "INSTALL THE PRE-FORMED SILL PAN OVER THE WRB AT THE ROUGH SILL; LAP THE WRB BELOW OVER THE PAN LEG."),
    ("B", "APPLY A CONTINUOUS SEALANT BEAD AT THE BACK OF THE JAMB AND HEAD FLANGES ONLY."),
    ("C", "SET THE WINDOW PLUMB AND LEVEL; SHIM AT JAMBS ONLY AND FASTEN PER THE MANUFACTURER."),
    ("D", "APPLY SELF-ADHERED FLASHING TAPE OVER THE JAMB FLANGES FIRST, THEN THE HEAD FLANGE."),
    ("E", "INSTALL THE HEAD FLASHING; FOLD THE WRB HEAD FLAP DOWN OVER IT AND TAPE."),
    ("F", "FILL THE SHIM SPACE WITH LOW-EXPANSION FOAM; BACKER ROD AND SEALANT AT THE INTERIOR AS THE AIR SEAL."),
]

RELATED_SHEETS = [
    ("G-002", "CODE ANALYSIS"), ("A-502", "BALCONY AND DECK DETAILS"), ("A-503", "ROOF DETAILS"),
    ("A-520", "STOREFRONT DETAILS"), ("A-601", "WINDOW SCHEDULE"), ("A-602", "WINDOW TYPES"),
    ("A-620", "STOREFRONT ELEVATIONS"), ("S-501", "CONCRETE DETAILS"),
]

REVISIONS = [
    ("1", "PERMIT CORRECTIONS", "10/03/2025"),
    ("2", "ADDENDUM 1", "10/21/2025"),
    ("3", "ASI-03", "11/14/2025"),
]


# --------------------------------------------------------------------------------------------
# The pen: every stroke and glyph goes into one shape, committed once at the end.

class _Pen:
    def __init__(self, page):
        self.page = page
        self.sh = page.new_shape()

    # lines and shapes ---------------------------------------------------------------------
    def line(self, p, q, w=0.5, color=BLACK, dashes=None):
        self.sh.draw_line(p, q)
        self.sh.finish(width=w, color=color, dashes=dashes, closePath=False)

    def poly(self, pts, w=0.5, color=BLACK, fill=None, close=False, dashes=None):
        self.sh.draw_polyline(pts)
        self.sh.finish(width=w, color=color, fill=fill, closePath=close, dashes=dashes)

    def rect(self, x0, y0, x1, y1, w=0.5, color=BLACK, fill=None, dashes=None):
        self.sh.draw_rect(pymupdf.Rect(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
        self.sh.finish(width=w, color=color, fill=fill, dashes=dashes)

    def circle(self, c, r, w=0.6, fill=None):
        self.sh.draw_circle(c, r)
        self.sh.finish(width=w, color=BLACK, fill=fill)

    def sector(self, c, r, start_deg, fill=BLACK):
        a = math.radians(start_deg)
        self.sh.draw_sector(c, (c[0] + r * math.cos(a), c[1] + r * math.sin(a)), 90, fullSector=True)
        self.sh.finish(width=0.3, color=BLACK, fill=fill)

    def bezier(self, p0, c0, c1, p1, w=0.6):
        self.sh.draw_bezier(p0, c0, c1, p1)
        self.sh.finish(width=w, color=BLACK, closePath=False)

    # text, one glyph at a time ------------------------------------------------------------
    def glyphs(self, x, y, text, size, font=NOTE, rotate=0, double=False):
        for ch in text:
            adv = pymupdf.get_text_length(ch, fontname=font, fontsize=size)
            if ch != " ":
                self.sh.insert_text((x, y), ch, fontsize=size, fontname=font, rotate=rotate)
                if double:
                    self.sh.insert_text((x + 0.3, y), ch, fontsize=size, fontname=font, rotate=rotate)
            if rotate == 90:
                y -= adv
            else:
                x += adv

    def text(self, x, y, text, size=6.0, font=NOTE, align="l", rotate=0, bold=None):
        """Text set glyph by glyph; `bold` "glyph" sets each glyph twice, "pass" the whole label twice."""
        w = pymupdf.get_text_length(text, fontname=font, fontsize=size)
        if rotate == 90:
            if align == "c":
                y += w / 2
            elif align == "r":
                y += w
        else:
            if align == "c":
                x -= w / 2
            elif align == "r":
                x -= w
        self.glyphs(x, y, text, size, font, rotate, double=(bold == "glyph"))
        if bold == "pass":
            self.glyphs(x + 0.3, y, text, size, font, rotate)
        return w

    def commit(self):
        self.sh.commit()


def _wrap(text: str, width: float, size: float, font: str = NOTE) -> list[str]:
    lines, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}".strip()
        if cur and pymupdf.get_text_length(trial, fontname=font, fontsize=size) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


# --------------------------------------------------------------------------------------------
# Drafting symbols

def _arrowhead(pen, x0, y0, x1, y1, length=5.0, half=1.5):
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    bx, by = x1 - length * ux, y1 - length * uy
    pen.poly([(x1, y1), (bx + half * uy, by - half * ux), (bx - half * uy, by + half * ux)],
             w=0.2, fill=BLACK, close=True)


def _callout(pen, lines, tx, ty, ax, ay, side="l", size=CALL_SIZE):
    """A material callout: its lines in the callout font, a leader from the first line's end (with a
    short shoulder) to an arrowhead on the thing named."""
    if isinstance(lines, str):
        lines = [lines]
    lead = size + 1.6
    for i, ln in enumerate(lines):
        pen.text(tx, ty + i * lead, ln, size, CALL, align="r" if side == "l" else "l")
    sy = ty - size * 0.35
    if side == "l":
        sx, kx = tx + 2, tx + 9
    else:
        sx, kx = tx - 2, tx - 9
    pen.line((sx, sy), (kx, sy), w=0.35)
    pen.line((kx, sy), (ax, ay), w=0.35)
    _arrowhead(pen, kx, sy, ax, ay)


def _bubble(pen, x, y, num, sheet, r=10.5, leader=None):
    """A detail reference bubble: detail number over the sheet it is drawn on."""
    if leader:
        pen.line((x - r if leader[0] < x else x + r, y), leader, w=0.35)
        _arrowhead(pen, x - r if leader[0] < x else x + r, y, leader[0], leader[1], 4, 1.3)
    pen.circle((x, y), r, w=0.7)
    pen.line((x - r, y), (x + r, y), w=0.5)
    pen.text(x, y - 2.4, num, 7.0, "hebo", align="c")
    pen.text(x, y + 7.2, sheet, 5.0, NOTE, align="c")


def _datum(pen, x, y, r=4.2):
    pen.circle((x, y), r, w=0.5)
    pen.sector((x, y), r, 270)
    pen.sector((x, y), r, 90)
    pen.line((x - r - 2, y), (x + r + 2, y), w=0.4)
    pen.line((x, y - r - 2), (x, y + r + 2), w=0.4)


def _level(pen, x0, x1, y, name, what, el, mark_x=None):
    """A level datum: a long dash-dot line, the datum symbol, the level's name over the line (fake
    bold), what it marks and its elevation under it."""
    pen.line((x0, y), (x1, y), w=0.35, dashes="[14 3 2 3] 0")
    mx = mark_x if mark_x is not None else x1 - 70
    _datum(pen, mx, y)
    pen.text(mx + 8, y - 3, name, 6.2, "hebo", bold="glyph")
    pen.text(mx + 8, y + 7.5, what, 5.2, NOTE)
    pen.text(mx + 8, y + 14.5, el, 5.6, NOTE)


def _hbreak(pen, x0, x1, y):
    """A break line across a section: straight, with the zig-zag at its middle."""
    xm = (x0 + x1) / 2
    pen.poly([(x0, y), (xm - 5, y), (xm - 2, y - 6), (xm + 2, y + 6), (xm + 5, y), (x1, y)], w=0.35)


def _vbreak(pen, x, y0, y1):
    ym = (y0 + y1) / 2
    pen.poly([(x, y0), (x, ym - 5), (x - 6, ym - 2), (x + 6, ym + 2), (x, ym + 5), (x, y1)], w=0.35)


def _hatch(pen, x0, y0, x1, y1, step=4.0, rising=True, color=GREY, w=0.25):
    """45-degree hatch lines clipped to a rectangle."""
    x0, x1 = min(x0, x1), max(x0, x1)
    y0, y1 = min(y0, y1), max(y0, y1)
    if rising:                                   # x + y = k
        k = x0 + y0 + step
        while k < x1 + y1:
            xa, xb = max(x0, k - y1), min(x1, k - y0)
            if xb > xa:
                pen.line((xa, k - xa), (xb, k - xb), w=w, color=color)
            k += step
    else:                                        # y - x = k
        k = y0 - x1 + step
        while k < y1 - x0:
            xa, xb = max(x0, y0 - k), min(x1, y1 - k)
            if xb > xa:
                pen.line((xa, xa + k), (xb, xb + k), w=w, color=color)
            k += step


def _xbox(pen, x0, y0, x1, y1, w=0.45):
    """A continuous wood member cut in section: its outline and both diagonals."""
    pen.rect(x0, y0, x1, y1, w=w)
    pen.line((x0, y0), (x1, y1), w=0.25)
    pen.line((x0, y1), (x1, y0), w=0.25)


def _batt(pen, x0, x1, y0, y1):
    """Batt insulation: the looping line down the cavity."""
    if y1 - y0 < 3:
        return
    amp = (x1 - x0) / 2 * 0.85
    mid = (x0 + x1) / 2
    wave = (x1 - x0) * 0.9
    pts, y = [], y0
    while y <= y1:
        pts.append((mid + amp * math.sin((y - y0) / wave * 2 * math.pi), y))
        y += 0.8
    pen.poly(pts, w=0.3, color=GREY)


def _stipple(pen, x0, y0, x1, y1, seed=7, density=0.018):
    """Concrete: a scatter of dots and small triangles (a fixed pseudo-random sequence)."""
    x0, x1 = min(x0, x1), max(x0, x1)
    y0, y1 = min(y0, y1), max(y0, y1)
    n = int((x1 - x0) * (y1 - y0) * density)
    s = seed
    for i in range(n):
        s = (1103515245 * s + 12345) % 2147483648
        px = x0 + 1.5 + (s % 10007) / 10007 * (x1 - x0 - 3)
        s = (1103515245 * s + 12345) % 2147483648
        py = y0 + 1.5 + (s % 10009) / 10009 * (y1 - y0 - 3)
        if i % 5 == 0:
            pen.poly([(px, py - 1.4), (px + 1.3, py + 1), (px - 1.3, py + 1)], w=0.25, color=GREY, close=True)
        else:
            pen.circle((px, py), 0.35, w=0.2, fill=GREY)


def _xhatch(pen, x0, y0, x1, y1, step=5.0):
    """Rigid insulation: a tight cross-hatch."""
    _hatch(pen, x0, y0, x1, y1, step, True)
    _hatch(pen, x0, y0, x1, y1, step, False)


def _cloud(pen, x0, y0, x1, y1, step=11.0):
    """A revision cloud around a rectangle: scallops bulging outwards."""
    def edge(p, q, out):
        n = max(1, int(math.hypot(q[0] - p[0], q[1] - p[1]) / step))
        for i in range(n):
            a = (p[0] + (q[0] - p[0]) * i / n, p[1] + (q[1] - p[1]) * i / n)
            b = (p[0] + (q[0] - p[0]) * (i + 1) / n, p[1] + (q[1] - p[1]) * (i + 1) / n)
            c0 = (a[0] + out[0] * 5 + (b[0] - a[0]) * 0.1, a[1] + out[1] * 5 + (b[1] - a[1]) * 0.1)
            c1 = (b[0] + out[0] * 5 - (b[0] - a[0]) * 0.1, b[1] + out[1] * 5 - (b[1] - a[1]) * 0.1)
            pen.bezier(a, c0, c1, b, w=0.8)
    edge((x0, y0), (x1, y0), (0, -1))
    edge((x1, y0), (x1, y1), (1, 0))
    edge((x1, y1), (x0, y1), (0, 1))
    edge((x0, y1), (x0, y0), (-1, 0))


def _delta(pen, x, y, num, s=13.0):
    pen.poly([(x, y - s * 0.6), (x + s / 2, y + s * 0.35), (x - s / 2, y + s * 0.35)], w=0.8, close=True)
    pen.text(x, y + 2.8, num, 6.5, "hebo", align="c")


def _view_title(pen, x, y, num, name, scale, rule):
    """A view title: its number in a circle, the name (set twice: CAD bold), a heavy rule under the
    name and the scale under the rule."""
    pen.circle((x + 13, y), 13, w=1.0)
    pen.text(x + 13, y + 5, num, 14, "hebo", align="c")
    pen.text(x + 32, y - 2, name, 10.5, "hebo", bold="pass")
    pen.line((x + 26, y + 2), (x + rule, y + 2), w=1.6)
    pen.text(x + 32, y + 11, f"SCALE: {scale}", 6.5, NOTE)


def _numbered(pen, x, y, notes, width, size=6.0, lead=8.2, start=1, indent=13, font=NOTE):
    """Numbered notes with a hanging indent; returns the y under the last line."""
    for i, note in enumerate(notes, start):
        pen.text(x, y, f"{i}.", size, font)
        for ln in _wrap(note, width - indent, size, font):
            pen.text(x + indent, y, ln, size, font)
            y += lead
        y += 2.5
    return y


# --------------------------------------------------------------------------------------------
# The wall sections (3/4" = 1'-0", broken between the floor lines)

def _seg_tops() -> list[float]:
    tops, y = [], SEG_TOP
    for top, bot in SEGS:
        tops.append(y)
        y += (top - bot) * SEC_FT + SEG_GAP
    return tops


SEG_Y = _seg_tops()
SEC_BOTTOM = SEG_Y[-1] + (SEGS[-1][0] - SEGS[-1][1]) * SEC_FT


def _sy(el: float) -> float | None:
    for (top, bot), y0 in zip(SEGS, SEG_Y):
        if bot - 1e-6 <= el <= top + 1e-6:
            return y0 + (top - el) * SEC_FT
    return None


def _spans(lo: float, hi: float):
    """(y_top, y_bottom) of each shown band of the elevations lo..hi."""
    for (top, bot), y0 in zip(SEGS, SEG_Y):
        a, b = max(lo, bot), min(hi, top)
        if b > a:
            yield y0 + (top - b) * SEC_FT, y0 + (top - a) * SEC_FT


def _vline(pen, x, lo, hi, w=0.5, color=BLACK, dashes=None):
    for ya, yb in _spans(lo, hi):
        pen.line((x, ya), (x, yb), w=w, color=color, dashes=dashes)


def _vbox(pen, x0, x1, lo, hi, kind=None, w=0.45, seed=3):
    for ya, yb in _spans(lo, hi):
        if kind == "wood":
            _xbox(pen, x0, ya, x1, yb, w)
            continue
        pen.rect(x0, ya, x1, yb, w=w)
        if kind == "conc":
            _stipple(pen, x0, ya, x1, yb, seed=seed + int(ya))
        elif kind == "rigid":
            _xhatch(pen, x0, ya, x1, yb, 4.0)
        elif kind == "batt":
            _batt(pen, x0, x1, ya, yb)
        elif kind == "ply":
            _hatch(pen, x0, ya, x1, yb, 2.5, True, w=0.2)


def _studs(pen, xs, lo, hi, insulated=True):
    _vline(pen, xs, lo, hi, 0.6)
    _vline(pen, xs + 24.75, lo, hi, 0.6)
    if insulated:
        for ya, yb in _spans(lo, hi):
            _batt(pen, xs + 1.5, xs + 23.25, ya + 1, yb - 1)


def _floor(pen, xs, e, x_end):
    """A wood floor at level `e` (T.O. subfloor): wall top plates under it, 14" I-joists bearing on
    them with an LSL rim, the subfloor, gypsum concrete topping, and the two-layer ceiling under."""
    jb = e - 1.26
    _vbox(pen, xs, xs + 24.75, jb - 0.125, jb, "wood")           # upper top plate
    _vbox(pen, xs, xs + 24.75, jb - 0.25, jb - 0.125, "wood")    # lower top plate
    _vbox(pen, xs, xs + 5.6, jb, e - 0.094, "wood")              # LSL rim
    y_top, y_bot, y_sub = _sy(e), _sy(jb), _sy(e - 0.094)
    # subfloor and topping
    pen.rect(xs, y_sub, x_end, y_top, w=0.45)
    _hatch(pen, xs, y_sub, x_end, y_top, 2.5, True, w=0.2)
    y_gc = _sy(e + 0.125)
    pen.rect(xs + 27.55, y_gc, x_end, y_top, w=0.35)
    _stipple(pen, xs + 27.55, y_gc, x_end, y_top, seed=int(y_top), density=0.05)
    # I-joist (seen in elevation beyond): flanges and web
    pen.rect(xs + 5.6, y_sub, x_end, y_sub + 6.75, w=0.4)
    pen.rect(xs + 5.6, y_bot - 6.75, x_end, y_bot, w=0.4)
    pen.line((xs + 5.6, y_sub + 6.75), (xs + 5.6, y_bot - 6.75), w=0.4)
    pen.line((xs + 5.6, (y_sub + y_bot) / 2), (x_end, (y_sub + y_bot) / 2), w=0.25, color=GREY,
             dashes="[3 2] 0")
    # ceiling: resilient channel and two layers of 5/8" type X
    rc = _sy(jb - 0.042)
    c1 = _sy(jb - 0.094)
    c2 = _sy(jb - 0.146)
    if rc and c1 and c2:
        pen.rect(xs + 27.55, y_bot, x_end, rc, w=0.3)
        pen.rect(xs + 27.55, rc, x_end, c1, w=0.4)
        pen.rect(xs + 27.55, c1, x_end, c2, w=0.4)
    # bottom plate of the wall above, on the subfloor
    _vbox(pen, xs, xs + 24.75, e, e + 0.125, "wood")
    _vbreak(pen, x_end, y_top - 6, (c2 or y_bot) + 6)


def _cladding(pen, xs, lo, hi, kind):
    """Sheathing, WRB, rainscreen furring and the cladding outboard of the stud face `xs`."""
    if kind == "metal":
        _vbox(pen, xs - 2.8, xs, lo, hi, w=0.4)                 # ext. gypsum sheathing
        _vline(pen, xs - 3.1, lo, hi, 0.3, GREY, "[2 1] 0")      # WRB
        _vbox(pen, xs - 7.3, xs - 3.1, lo, hi, "rigid", 0.35)    # mineral wool
        _vline(pen, xs - 11.2, lo, hi, 0.4)                      # hat channel face
        for ya, yb in _spans(lo, hi):                            # ribbed panel
            pts, y, k = [], ya, 0
            while y < yb:
                pts.append((xs - (13.2 if k % 2 else 15.6), y))
                y += 6.0
                k += 1
            pts.append((xs - 13.2, yb))
            pen.poly(pts, w=0.55)
        return
    _vbox(pen, xs - 2.25, xs, lo, hi, "ply", 0.4)                # 1/2" plywood
    _vline(pen, xs - 2.6, lo, hi, 0.3, GREY, "[2 1] 0")          # WRB
    _vline(pen, xs - 5.6, lo, hi, 0.3)                           # furring face
    if kind == "panel":
        _vline(pen, xs - 7.0, lo, hi, 0.6)
        for ya, yb in _spans(lo, hi):
            y = ya + 20
            while y < yb - 4:                                    # 1/2" reveals at 4'-0"
                pen.line((xs - 7.5, y), (xs - 5.6, y), w=0.6)
                y += 4 * SEC_FT
        return
    # lap siding, 7" exposure: tapered courses
    course = 7 / 12
    el = lo
    while el + course <= hi:
        ya, yb = _sy(el + course), _sy(el)
        if ya is not None and yb is not None:
            pen.poly([(xs - 5.6, ya), (xs - 6.4, ya), (xs - 8.6, yb), (xs - 5.6, yb)], w=0.5)
        el += course


def _section_levels(pen, cx, xs):
    right = cx + SEC_W - 14
    for e, name, what, el in LEVELS:
        y = _sy(e)
        if y is None:
            continue
        _level(pen, xs - 40, right, y, name, what, el, mark_x=cx + 272)
    # the floor-to-floor dimension string, set vertically
    dx = cx + SEC_W - 6
    for hi, lo, label in FLOOR_TO_FLOOR:
        ya, yb = _sy(hi), _sy(lo)
        pen.line((dx, ya), (dx, yb), w=0.35)
        for y in (ya, yb):
            pen.line((dx - 3, y + 3), (dx + 3, y - 3), w=0.8)
            pen.line((dx - 8, y), (dx + 3, y), w=0.3)
        pen.text(dx - 2.5, (ya + yb) / 2, label, 6.0, NOTE, align="c", rotate=90)


def _section_breaks(pen, x0, x1):
    for i, (ya, (top, bot)) in enumerate(zip(SEG_Y, SEGS)):
        yb = ya + (top - bot) * SEC_FT
        if i:
            _hbreak(pen, x0, x1, ya)
        if i < len(SEGS) - 1:
            _hbreak(pen, x0, x1, yb)


def _roof_and_parapet(pen, xs, x_end, cladding):
    # top plates of the level 4 wall, the roof truss bearing on them, the parapet over the roof
    _vbox(pen, xs, xs + 24.75, ROOF - 2.25, ROOF - 2.125, "wood")
    _vbox(pen, xs, xs + 24.75, ROOF - 2.125, ROOF - 2.0, "wood")
    _vbox(pen, xs, xs + 5.6, ROOF - 2.0, ROOF - 0.052, "wood")               # rim / blocking
    yt, yb = _sy(ROOF - 0.052), _sy(ROOF - 2.0)
    pen.rect(xs + 5.6, yt, x_end, yt + 6.75, w=0.45)                        # top chord
    pen.rect(xs + 5.6, yb - 6.75, x_end, yb, w=0.45)                        # bottom chord
    x = xs + 5.6
    k = 0
    while x + 20 < x_end:
        pen.line((x, yb - 6.75 if k % 2 == 0 else yt + 6.75), (x + 26, yt + 6.75 if k % 2 == 0 else yb - 6.75),
                 w=0.4)
        x += 26
        k += 1
    ys0, ys1 = _sy(ROOF), _sy(ROOF - 0.052)
    pen.rect(xs, ys0, x_end, ys1, w=0.45)                                   # roof sheathing
    # ceiling under the truss
    c1, c2 = _sy(ROOF - 2.094), _sy(ROOF - 2.146)
    pen.rect(xs + 27.55, yb, x_end, c1, w=0.4)
    pen.rect(xs + 27.55, c1, x_end, c2, w=0.4)
    # tapered insulation, cover board, membrane
    yi = _sy(ROOF + 0.45)
    pen.rect(xs + 27, yi, x_end, ys0, w=0.45)
    _xhatch(pen, xs + 27, yi, x_end, ys0, 5)
    ycb = _sy(ROOF + 0.49)
    pen.rect(xs + 27, ycb, x_end, yi, w=0.4)
    # parapet wall: plate on the sheathing, studs, plywood both sides, plates, blocking, coping
    _vbox(pen, xs, xs + 24.75, ROOF, ROOF + 0.125, "wood")
    _studs(pen, xs, ROOF + 0.125, PARAPET - 0.5, insulated=False)
    _vbox(pen, xs + 24.75, xs + 27, ROOF + 0.125, PARAPET - 0.25, "ply", 0.4)
    _vbox(pen, xs, xs + 24.75, PARAPET - 0.5, PARAPET - 0.375, "wood")
    _vbox(pen, xs, xs + 24.75, PARAPET - 0.375, PARAPET - 0.25, "wood")
    yb0, yb1, yb2 = _sy(PARAPET - 0.25), _sy(PARAPET - 0.06), _sy(PARAPET - 0.13)
    pen.poly([(xs - 2.25, yb0), (xs - 2.25, yb1), (xs + 27, yb2), (xs + 27, yb0)], w=0.45, close=True)
    ymem = _sy(ROOF + 0.5)
    pen.poly([(x_end, ymem), (xs + 28.2, ymem), (xs + 28.2, yb2 - 1.2), (xs - 3.2, yb1 - 1.2),
              (xs - 3.2, yb1 + 10)], w=0.8)
    yc = _sy(PARAPET)
    pen.poly([(xs - 12, yb1 + 14), (xs - 14, yb1 + 16), (xs - 14, yc), (xs + 30.5, yc + 2.5),
              (xs + 30.5, yb2 + 12), (xs + 32.5, yb2 + 14)], w=0.9)
    pen.line((xs - 9, yb1 + 10), (xs - 9, yb1 + 16), w=0.8)                 # cleat
    _cladding(pen, xs, L4 + 0.25, PARAPET - 0.3, cladding)
    _vbreak(pen, x_end, yi - 6, c2 + 6)


def _wall_section(pen, n: int, cx: float):
    xs = cx + 168                               # exterior face of stud
    x_end = xs + 86                             # where the floors break off inside
    cladding = {1: "lap", 2: "panel", 3: "metal"}[n]
    pen.line((xs - 2.25, SEC_BOTTOM - 4), (xs - 2.25, SEC_BOTTOM + 18), w=0.35, dashes="[14 3 2 3] 0")
    _roof_and_parapet(pen, xs, x_end, cladding)
    # wood levels 2..4
    _vbox(pen, xs, xs + 24.75, L2, L2 + 0.125, "wood")              # P.T. sill plate
    _vbox(pen, xs, xs + 24.75, L2 + 0.125, L2 + 0.25, "wood")       # bottom plate
    _studs(pen, xs, L2 + 0.25, L3 - 1.51)
    _floor(pen, xs, L3, x_end)
    if n == 1:                                  # window: sill in level 3, head in level 4
        sill, head = L3 + 2.5, L4 - 1.51 - 0.77 - 0.04
        _studs(pen, xs, L3 + 0.125, sill - 0.25)
        _vbox(pen, xs, xs + 24.75, sill - 0.25, sill - 0.125, "wood")
        _vbox(pen, xs, xs + 24.75, sill - 0.125, sill, "wood")
        _vbox(pen, xs, xs + 24.75, head + 0.04, L4 - 1.51, "wood")   # header
        for lo, hi in ((sill + 0.03, sill + 0.9), (head - 0.9, head)):
            for ya, yb in _spans(lo, hi):
                pen.rect(xs - 1, ya, xs + 14, yb, w=0.6)            # window frame
                pen.line((xs + 5, ya), (xs + 5, yb), w=0.3)
                pen.line((xs + 9, ya), (xs + 9, yb), w=0.3)
        ytr = _sy(sill - 0.02)
        pen.rect(xs - 9.5, ytr, xs - 5.6, ytr + 15.75, w=0.5)        # sill trim
        ytr = _sy(head)
        pen.rect(xs - 9.5, ytr, xs - 5.6, ytr - 15.75, w=0.5)        # head trim
        pen.poly([(xs - 2.6, ytr - 22), (xs - 2.6, ytr - 16.5), (xs - 11.5, ytr - 16.5), (xs - 11.5, ytr - 14)],
                 w=0.7)
        _cladding(pen, xs, L2 + 0.4, sill - 0.35, cladding)
        _cladding(pen, xs, head + 0.3, L4 + 0.25, cladding)
        # interior stool and gypsum return
        ys = _sy(sill + 0.06)
        pen.rect(xs + 14, ys - 2.5, xs + 34, ys + 1, w=0.5)
    else:
        _studs(pen, xs, L3 + 0.125, L4 - 1.51)
        _cladding(pen, xs, L2 + 0.4, L4 + 0.25, cladding)
    _floor(pen, xs, L4, x_end)
    _studs(pen, xs, L4 + 0.125, ROOF - 2.25)
    # interior gypsum board on the wood levels
    for lo, hi in ((L2 + 0.125, L3 - 1.41), (L3 + 0.125, L4 - 1.41), (L4 + 0.125, ROOF - 2.15)):
        if n == 1 and lo == L3 + 0.125:
            _vline(pen, xs + 27.55, lo, L3 + 2.5, 0.5)
            _vline(pen, xs + 27.55, L4 - 2.3, hi, 0.5)
            continue
        _vline(pen, xs + 27.55, lo, hi, 0.5)
    # shrinkage joints in the cladding at the floor lines
    for e in (L3, L4):
        y = _sy(e - 0.9)
        pen.rect(xs - 16, y - 1.6, xs - 2.6, y + 1.6, w=0.3, fill=(1, 1, 1))
        pen.poly([(xs - 2.6, y - 6), (xs - 4, y - 2), (xs - 12, y - 1), (xs - 12, y + 2.5)], w=0.6)
    # podium slab at level 2 with flashing over its edge
    y2, ys = _sy(L2), _sy(L2 - 10 / 12)
    pen.rect(xs - 2.25, y2, x_end + 10, ys, w=0.7)
    _stipple(pen, xs - 2.25, y2, x_end + 10, ys, seed=n * 11)
    pen.poly([(xs - 2.6, y2 - 26), (xs - 2.6, y2 - 1), (xs - 4.5, y2 - 0.5), (xs - 4.5, y2 + 6), (xs - 11, y2 + 9)],
             w=0.8)
    _vbreak(pen, x_end + 10, y2 - 4, ys + 4)
    # podium below level 2
    if n in (1, 2):
        _vbox(pen, xs - 2.25, xs + 51.75, L1 - 0.8, L2 - 10 / 12, "conc", 0.7, seed=n)
        for ya, yb in _spans(L1 - 0.8, L2 - 10 / 12):
            y = ya + 6
            while y < yb:
                pen.line((xs - 2.25, y), (xs + 2, y), w=0.25, color=GREY)      # board-form joints
                y += 0.5 * SEC_FT
        _vbox(pen, xs + 51.75, xs + 60.75, L1, L2 - 10 / 12, "rigid", 0.4)
        _vline(pen, xs + 77.05, L1, L2 - 10 / 12, 0.4)
        _vline(pen, xs + 79.85, L1, L2 - 10 / 12, 0.5)
        # grade
        yg = _sy(L1 - 0.5)
        pen.line((cx + 40, yg), (xs - 2.25, yg), w=0.9)
        gx = cx + 44
        while gx < xs - 10:
            for k in range(3):
                pen.line((gx + k * 3, yg + 1), (gx + k * 3 - 4, yg + 6), w=0.3, color=GREY)
            gx += 18
        slab_x0 = xs + 79.85
    else:
        # storefront at level 1 under a concrete beam
        _vbox(pen, xs - 2.25, xs + 51.75, 112.0 + 0.02, L2 - 10 / 12, "conc", 0.7, seed=5)
        for lo, hi in ((L1 - 0.02, L1 + 1.1), (110.6, 112.0)):
            for ya, yb in _spans(lo, hi):
                pen.rect(xs + 8, ya, xs + 28, yb, w=0.7)
                pen.line((xs + 16, ya), (xs + 16, yb), w=0.3)
                pen.line((xs + 20, ya), (xs + 20, yb), w=0.3)
        yg = _sy(L1 - 0.08)
        pen.line((cx + 40, yg), (xs + 8, yg), w=0.9)
        pen.rect(cx + 40, yg, xs + 8, _sy(L1 - 0.6), w=0.5)
        _stipple(pen, cx + 40, yg, xs + 8, _sy(L1 - 0.6), seed=17)
        slab_x0 = xs + 28
        _vbox(pen, xs + 8, xs + 40, L1 - 0.8, L1 - 0.6, "conc", 0.5, seed=9)
    # slab on grade at level 1
    y1, y1b = _sy(L1), _sy(L1 - 5 / 12)
    pen.rect(slab_x0, y1, x_end + 10, y1b, w=0.7)
    _stipple(pen, slab_x0, y1, x_end + 10, y1b, seed=n * 13)
    pen.line((slab_x0, y1b + 1.5), (x_end + 10, y1b + 1.5), w=0.3, dashes="[3 1.5] 0")
    _vbreak(pen, x_end + 10, y1 - 4, y1b + 6)
    _section_breaks(pen, xs - 46 if n != 2 else xs - 132, x_end + 4)
    _section_levels(pen, cx, xs)
    # the grid bubble under the wall
    grid = {1: "A", 2: "F", 3: "1"}[n]
    gy = SEC_BOTTOM + 28
    pen.circle((xs - 2.25, gy), 10, w=0.7)
    pen.text(xs - 2.25, gy + 4, grid, 10, NOTE, align="c")
    return xs, x_end


def _section_1(pen, cx):
    xs, x_end = _wall_section(pen, 1, cx)
    L, R = xs - 30, xs + 44                     # callout text edges: left (right-aligned), right
    y = _sy
    _callout(pen, ["24 GA. PREFIN. MTL. COPING", "SLOPE TO ROOF"], L, y(PARAPET) + 2, xs - 13, y(PARAPET) + 3)
    _bubble(pen, cx + 38, y(PARAPET) - 30, "4", "A-501", leader=(xs - 16, y(PARAPET) - 5))
    _callout(pen, ["INSECT SCREEN AT TOP", "OF RAINSCREEN CAVITY"], L, y(149.55), xs - 4, y(PARAPET - 0.32))
    _callout(pen, ["FIBER CEMENT LAP SIDING,", "7\" EXPOSURE"], L, y(148.8), xs - 7.5, y(148.8) - 2)
    _callout(pen, ["1x4 P.T. FURRING @ 16\" O.C.", "(3/4\" RAINSCREEN)"], L, y(148.15), xs - 4, y(148.15) - 2)
    _callout(pen, "WEATHER-RESISTIVE BARRIER", L, y(147.55), xs - 2.6, y(147.55) - 2)
    _callout(pen, "1/2\" CDX PLYWOOD SHEATHING", L, y(147.1), xs - 1.2, y(147.1) - 2)
    yb = y(146.3)
    pen.rect(xs - 9.5, yb, xs - 5.6, yb + 18.9, w=0.5)
    _callout(pen, ["1x4 TRIM AT ROOF LINE", "BAND, TYP."], L, y(146.0), xs - 9.5, y(146.0) + 2)
    _callout(pen, ["TPO MEMBRANE UP & OVER", "PARAPET, SEE 4/A-501"], R + 40, y(148.5), xs + 29, y(148.5) - 2, "r")
    _callout(pen, ["TAPERED POLYISO", "INSULATION"], R + 52, y(ROOF + 0.8) - 4, xs + 70, y(ROOF + 0.3), "r")
    _callout(pen, ["PREFAB WOOD TRUSSES", "@ 24\" O.C., SEE STRUCT."], R + 44, y(145.6), xs + 60, y(145.6) - 4, "r")
    _callout(pen, ["(2) LAYERS 5/8\" TYPE X", "GYP. BD. ON RESILIENT", "CHANNEL"], R + 44, y(144.45) + 10,
             xs + 66, y(144.48), "r")
    # level 4 band
    _callout(pen, ["3/4\" SHRINKAGE JOINT W/", "Z-FLASHING, TYP. EA. FLOOR"], L, y(L4 - 0.9) + 2, xs - 12,
             y(L4 - 0.9))
    _callout(pen, ["1x4 HEAD TRIM W/ HEAD", "FLASHING, SEE 5/A-501"], L, y(133.8) - 8, xs - 10, y(133.9))
    _callout(pen, ["FIBERGLASS WINDOW,", "SEE A-601"], L, y(133.65) + 4, xs + 2, y(133.65))
    _callout(pen, "2x6 STUDS @ 16\" O.C.", R, y(137.15), xs + 20, y(137.15) - 2, "r")
    _callout(pen, "R-21 BATT INSULATION", R, y(136.95), xs + 12, y(136.95) - 2, "r")
    _callout(pen, ["1-1/2\" GYP. CONC. TOPPING", "ON ACOUSTIC MAT"], R + 64, y(L4 + 0.45), xs + 70,
             y(L4 + 0.06), "r")
    _callout(pen, ["1-1/8\" T&G PLYWOOD", "SUBFLOOR"], R + 64, y(L4 - 0.3) + 14, xs + 76, y(L4 - 0.05), "r")
    _callout(pen, ["14\" I-JOISTS, SEE STRUCT."], R + 64, y(L4 - 0.85) + 6, xs + 80, y(L4 - 0.85), "r")
    _callout(pen, ["(2) 2x10 HEADER,", "SEE STRUCT."], R, y(134.25) + 10, xs + 22, y(134.25), "r")
    # level 3 band
    _bubble(pen, cx + 40, y(128.3), "6", "A-501", leader=(xs - 8, y(L3 + 2.55)))
    _callout(pen, ["1x4 SILL TRIM W/ SILL", "PAN FLASHING"], L, y(127.55), xs - 9.5, y(L3 + 2.35))
    _callout(pen, ["FIRE-RETARDANT TREATED", "PLYWOOD AT RIM, TYP."], L, y(L3 - 0.55) + 12, xs - 1, y(L3 - 0.6))
    _callout(pen, ["SOLID SURFACE", "WINDOW STOOL"], R + 30, y(128.4) + 2, xs + 30, y(L3 + 2.56), "r")
    _callout(pen, "5/8\" TYPE X GYP. BD.", R, y(127.1), xs + 27.55, y(127.1) - 2, "r")
    _callout(pen, ["1-1/4\" LSL RIM BOARD", "W/ FIREBLOCKING"], R + 64, y(L3 - 0.75) + 8, xs + 4, y(L3 - 0.75), "r")
    _callout(pen, "(2) 2x6 TOP PLATE", R + 64, y(124.35) - 1, xs + 16, y(124.32), "r")
    # level 2 band
    _callout(pen, ["26 GA. GALV. THROUGH-WALL", "FLASHING, SEE 7/A-501"], L, y(L2 + 0.45), xs - 6, y(L2) + 7)
    _bubble(pen, cx + 44, y(L2 - 0.3), "7", "A-501", leader=(xs - 8, y(L2 - 0.05)))
    _callout(pen, ["BOARD-FORMED CONCRETE,", "SEE STRUCT."], L, y(112.8), xs - 2.25, y(112.8) - 2)
    _callout(pen, ["2x6 P.T. SILL PLATE ON", "SILL GASKET"], R + 62, y(L2 + 0.9), xs + 12, y(L2 + 0.06), "r")
    _callout(pen, ["10\" POST-TENSIONED CONC.", "PODIUM SLAB, SEE STRUCT."], R + 62, y(L2 - 1.3), xs + 72,
             y(L2 - 0.5), "r")
    _callout(pen, "2\" XPS RIGID INSULATION", R + 62, y(112.6) + 4, xs + 56, y(112.6), "r")
    _callout(pen, ["3-5/8\" MTL. STUD FURRING", "W/ 5/8\" GYP. BD."], R + 62, y(112.1) + 6, xs + 79, y(112.1), "r")
    # level 1 band
    _callout(pen, "FINISH GRADE", L, y(L1 - 0.25), cx + 80, y(L1 - 0.5))
    _callout(pen, ["5\" CONC. SLAB ON GRADE", "OVER 15 MIL VAPOR RETARDER"], R + 62, y(L1 + 0.95), xs + 92,
             y(L1 - 0.2), "r")


def _section_2(pen, cx):
    xs, x_end = _wall_section(pen, 2, cx)
    L, R = xs - 30, xs + 44
    y = _sy
    # balconies at levels 3 and 4: deck sloped away from the wall, joists, soffit
    for e in (L3, L4):
        yd0 = _sy(e - 0.33)
        yd1 = yd0 + 2.7
        x_out = xs - 132
        pen.poly([(xs - 2.6, yd0 - 9), (xs - 2.6, yd0), (x_out, yd1)], w=0.9)         # coating + upturn
        pen.poly([(xs - 2.25, yd0 + 0.8), (x_out, yd1 + 0.8), (x_out, yd1 + 4.2), (xs - 2.25, yd0 + 4.2)],
                 w=0.45, close=True)                                                # 3/4" plywood
        pen.rect(x_out, yd1 + 4.2, xs - 2.25, yd1 + 46, w=0.45)                     # 2x10 joists
        pen.line((x_out, yd1 + 25), (xs - 2.25, yd1 + 25), w=0.25, color=GREY, dashes="[3 2] 0")
        pen.rect(x_out, yd1 + 46, xs - 2.25, yd1 + 48.5, w=0.45)                    # soffit
        _vbreak(pen, x_out, yd0 - 14, yd1 + 56)
        # the balcony door beyond, dashed
        pen.rect(xs - 1, _sy(e + 0.06), xs + 14, _sy(min(e + 1.9, SEGS[1][0] - 0.05 if e == L4 else 128.45)),
                 w=0.35, dashes="[4 2] 0")
    _callout(pen, ["24 GA. PREFIN. MTL. COPING", "SEE 4/A-501 SIM."], L, y(PARAPET) + 2, xs - 13, y(PARAPET) + 3)
    _callout(pen, ["FIBER CEMENT PANEL W/", "1/2\" REVEALS @ 4'-0\" O.C."], L, y(148.2), xs - 7, y(148.2) - 2)
    _callout(pen, "WEATHER-RESISTIVE BARRIER", L, y(147.3), xs - 2.6, y(147.3) - 2)
    _callout(pen, "1/2\" CDX PLYWOOD SHEATHING", L, y(146.8), xs - 1.2, y(146.8) - 2)
    _callout(pen, ["SIM. TO 1/A-501", "U.O.N."], xs + 48, y(148.9), xs + 29, y(148.9) - 2, "r")
    for e in (L4, L3):
        yd = y(e - 0.33)
        _callout(pen, ["WATERPROOF DECK COATING ON", "3/4\" PLYWOOD, SLOPE 1/4\":12\"", "AWAY FROM BLDG."],
                 L - 40, yd - 44, xs - 70, yd + 1.5)
        _bubble(pen, cx + 20, yd - 14, "5", "A-502", leader=(xs - 124, yd + 1))
        pen.text(cx + 33, yd - 19, "GUARDRAIL ATTACHMENT", 5.0, CALL)
        _bubble(pen, xs + 60, y(e + 0.8), "9", "A-502", leader=(xs + 8, y(e + 0.1)))
        pen.text(xs + 73, y(e + 0.8) + 2, "THRESHOLD", 5.0, CALL)
    yd = y(L4 - 0.33)
    _callout(pen, ["2x10 P.T. BALCONY JOISTS", "@ 16\" O.C., SEE STRUCT."], L - 20, yd + 72, xs - 40, yd + 30)
    _callout(pen, ["FIBER CEMENT SOFFIT", "PANEL, VENTED"], L - 20, yd + 96, xs - 60, yd + 51)
    _callout(pen, "R-21 BATT INSULATION", R + 30, y(L3 + 2.1), xs + 12, y(L3 + 2.1) - 2, "r")
    _callout(pen, ["26 GA. GALV. THROUGH-WALL", "FLASHING, SEE 7/A-501"], L, y(L2 + 0.6), xs - 6, y(L2) + 7)
    _callout(pen, ["BOARD-FORMED CONCRETE,", "SEE STRUCT."], L, y(112.6), xs - 2.25, y(112.6) - 2)
    _callout(pen, "SEE 1/A-501 SIM.", R + 62, y(112.3), xs + 56, y(112.3) - 2, "r")
    _callout(pen, "FINISH GRADE", L, y(L1 - 0.25), cx + 80, y(L1 - 0.5))


def _section_3(pen, cx):
    xs, x_end = _wall_section(pen, 3, cx)
    L, R = xs - 30, xs + 44
    y = _sy
    _callout(pen, ["24 GA. PREFIN. MTL. COPING", "SEE 4/A-501 SIM."], L, y(PARAPET) + 2, xs - 14, y(PARAPET) + 3)
    _callout(pen, ["24 GA. METAL PANEL ON", "HAT CHANNELS @ 24\" O.C."], L, y(148.3), xs - 14, y(148.3) - 2)
    _callout(pen, ["1\" MINERAL WOOL CONT.", "INSULATION (R-4.2)"], L, y(147.6), xs - 5, y(147.6) - 2)
    _callout(pen, ["5/8\" EXT. GYP. SHEATHING", "W/ WRB"], L, y(146.9), xs - 1.4, y(146.9) - 2)
    _callout(pen, ["3/4\" SHRINKAGE JOINT W/", "Z-FLASHING, TYP. EA. FLOOR"], L, y(L4 - 0.9) + 2, xs - 14,
             y(L4 - 0.9))
    _callout(pen, "2x6 STUDS @ 12\" O.C.", R, y(137.0), xs + 20, y(137.0) - 2, "r")
    _callout(pen, ["SIM. TO 1/A-501", "U.O.N."], xs + 48, y(148.9), xs + 29, y(148.9) - 2, "r")
    _callout(pen, ["FIREBLOCKING AT", "FLOOR LINE"], R + 30, y(127.9), xs + 4, y(L3 - 0.7), "r")
    _callout(pen, ["26 GA. GALV. THROUGH-WALL", "FLASHING, SEE 7/A-501 SIM."], L, y(L2 + 0.6), xs - 6, y(L2) + 7)
    _callout(pen, ["CONC. BEAM,", "SEE STRUCT."], L, y(113.4), xs + 10, y(113.4))
    _callout(pen, ["ALUM. STOREFRONT,", "SEE A-620"], L, y(111.95) + 2, xs + 10, y(111.8))
    _bubble(pen, cx + 34, y(112.6) - 6, "2", "A-520", leader=(xs + 8, y(112.0) - 2))
    pen.line((xs + 8, y(112.0)), (xs + 70, y(112.0)), w=0.35)
    _arrowhead(pen, xs + 70, y(112.0), xs + 28, y(112.0), 4, 1.3)
    pen.text(xs + 72, y(112.0) - 2, "T.O. STOREFRONT", 5.2, NOTE)
    pen.text(xs + 72, y(112.0) + 6, "EL. 112'-0\"", 5.6, NOTE)
    _callout(pen, ["SIDEWALK,", "SEE CIVIL"], L, y(L1 + 0.9), cx + 90, y(L1 - 0.2))
    _callout(pen, ["SEALANT & BACKER", "ROD, TYP."], R + 62, y(L1 + 1.0), xs + 28, y(L1 + 0.02), "r")


# --------------------------------------------------------------------------------------------
# The details (1-1/2" = 1'-0")

DET_CELLS = {4: (1178, 52), 5: (1518, 52), 6: (1178, 652), 7: (1518, 652)}
DET_W, DET_H = 330, 590


def _detail_frame(pen, n, name, notes, cloud_note=None):
    x0, y0 = DET_CELLS[n]
    pen.text(x0 + 4, y0 + 448, "DETAIL NOTES:", 6.2, "hebo")
    y = y0 + 458
    for i, note in enumerate(notes, 1):
        if cloud_note == i:
            y += 7
        yy = y
        pen.text(x0 + 4, y, f"{i}.", 5.8, NOTE)
        for ln in _wrap(note, DET_W - 22, 5.8):
            pen.text(x0 + 14, y, ln, 5.8, NOTE)
            y += 7.6
        if cloud_note == i:
            _cloud(pen, x0 + 1, yy - 6.8, x0 + DET_W - 4, y - 4.5)
            _delta(pen, x0 + DET_W + 2, yy - 10, "3")
        y += 2
    _view_title(pen, x0 + 2, y0 + 548, str(n), name, "1-1/2\" = 1'-0\"", DET_W - 10)


def _wall_layers(pen, xs, ya, yb, siding=True):
    """A 2x6 wall at 1-1/2" scale between ya and yb: plywood, WRB, furring cavity, lap siding."""
    pen.rect(xs - 4.5, ya, xs, yb, w=0.45)
    _hatch(pen, xs - 4.5, ya, xs, yb, 3, True, w=0.2)
    pen.line((xs - 5.1, ya), (xs - 5.1, yb), w=0.35, color=GREY, dashes="[3 1.5] 0")
    pen.line((xs - 11.75, ya), (xs - 11.75, yb), w=0.35)
    if siding:
        y = ya
        while y + 63 <= yb:
            pen.poly([(xs - 11.75, y), (xs - 13.2, y), (xs - 17.4, y + 63), (xs - 11.75, y + 63)], w=0.55)
            y += 63


def _detail_4(pen):
    x0, y0 = DET_CELLS[4]
    xs = x0 + 142
    top = y0 + 70                      # T.O. coping
    p_bot = top + 205                  # first break
    r_top = p_bot + 22                 # second part: the roof
    roof = r_top + 70                  # T.O. sheathing at wall
    bot = roof + 72
    # studs and plywood both sides
    for ya, yb in ((top + 42, p_bot), (r_top, roof - 13.5)):
        pen.line((xs, ya), (xs, yb), w=0.6)
        pen.line((xs + 49.5, ya), (xs + 49.5, yb), w=0.6)
        pen.rect(xs + 49.5, ya, xs + 54, yb, w=0.45)
        _hatch(pen, xs + 49.5, ya, xs + 54, yb, 3, True, w=0.2)
        _wall_layers(pen, xs, ya if ya != top + 42 else top + 30, yb)
    _xbox(pen, xs, roof - 13.5, xs + 49.5, roof)                          # parapet bottom plate
    _wall_layers(pen, xs, roof - 13.5, bot)
    _xbox(pen, xs, top + 15, xs + 49.5, top + 28.5)                       # (2) 2x6 top plates
    _xbox(pen, xs, top + 28.5, xs + 49.5, top + 42)
    pen.poly([(xs - 4.5, top + 15), (xs - 4.5, top + 3), (xs + 54, top + 9), (xs + 54, top + 15)], w=0.5,
             close=True)                                                   # beveled blocking
    pen.poly([(xs - 5.5, top + 20), (xs - 5.5, top + 2), (xs + 55, top + 8), (xs + 55, top + 24)], w=0.9,
             color=GREY)                                                   # self-adhered membrane
    pen.poly([(xs - 26, top + 38), (xs - 28, top + 41), (xs - 24, top + 44)], w=0.9)
    pen.poly([(xs - 26, top + 38), (xs - 26, top - 2), (xs + 62, top + 6), (xs + 62, top + 34),
              (xs + 65, top + 37)], w=1.0)                                 # coping
    pen.poly([(xs - 17.4, top + 34), (xs - 21, top + 34), (xs - 21, top + 40)], w=0.8)    # cleat
    # roof: sheathing, truss top chord, insulation, cover board, membrane
    pen.rect(xs + 54, roof, x0 + DET_W - 70, roof + 5.6, w=0.45)
    pen.rect(xs + 54, roof + 5.6, x0 + DET_W - 70, roof + 19, w=0.45)
    pen.line((xs + 54, roof + 19), (xs + 54, bot), w=0.45)
    yi = roof - 48
    pen.rect(xs + 54, yi, x0 + DET_W - 70, roof, w=0.45)
    _xhatch(pen, xs + 54, yi, x0 + DET_W - 70, roof, 5)
    pen.rect(xs + 54, yi - 4.5, x0 + DET_W - 70, yi, w=0.4)
    pen.poly([(x0 + DET_W - 70, yi - 5.5), (xs + 55.5, yi - 5.5), (xs + 55.5, r_top)], w=0.9)
    pen.line((xs + 55.5, p_bot), (xs + 55.5, top + 24), w=0.9)
    _vbreak(pen, x0 + DET_W - 70, yi - 10, roof + 26)
    _hbreak(pen, xs - 34, xs + 70, p_bot)
    _hbreak(pen, xs - 34, xs + 70, r_top)
    _hbreak(pen, xs - 34, xs + 70, bot)
    # parapet height, across the break
    dx = xs + 86
    pen.line((dx, top), (dx, roof), w=0.35)
    for yy in (top, roof):
        pen.line((dx - 3, yy + 3), (dx + 3, yy - 3), w=0.8)
        pen.line((xs + 66, yy), (dx + 4, yy), w=0.3)
    pen.text(dx - 2.5, (top + roof) / 2 - 40, "3'-6\"", 6.0, NOTE, align="c", rotate=90)
    _level(pen, xs + 66, x0 + DET_W - 2, top, "T.O. PARAPET", "T.O. COPING", "EL. 150'-2\"",
           mark_x=x0 + DET_W - 64)
    _level(pen, xs + 100, x0 + DET_W - 2, roof, "ROOF", "T.O. SHEATHING @ WALL", "EL. 146'-8\"",
           mark_x=x0 + DET_W - 64)
    L, R = xs - 40, xs + 96
    _callout(pen, ["24 GA. PREFIN. MTL. COPING,", "SLOPE 1/4\":12\" TO ROOF"], L, top - 14, xs - 10, top - 0.5)
    _callout(pen, ["CONT. 24 GA. CLEAT"], L, top + 56, xs - 21, top + 38)
    _callout(pen, ["HEMMED DRIP EDGE, 1\" MIN.", "CLEAR OF CLADDING"], L, top + 76, xs - 27, top + 42)
    _callout(pen, ["FIBER CEMENT LAP SIDING,", "7\" EXPOSURE (MATCH ADJ.)"], L, top + 110, xs - 15, top + 110)
    _callout(pen, ["1x4 P.T. FURRING @ 16\" O.C.", "(3/4\" RAINSCREEN)"], L, top + 140, xs - 8, top + 140)
    _callout(pen, "WEATHER-RESISTIVE BARRIER", L, top + 166, xs - 5.1, top + 166)
    _callout(pen, "1/2\" CDX PLYWOOD SHEATHING", L, top + 184, xs - 2, top + 184)
    _callout(pen, ["2x6 STUDS @ 16\" O.C.", "(NO INSULATION)"], L, r_top + 26, xs + 22, r_top + 26)
    _callout(pen, ["(2) 2x6 P.T. BEVELED", "BLOCKING"], R + 6, top + 64, xs + 40, top + 12, "r")
    _callout(pen, ["SELF-ADHERED MEMBRANE", "OVER BLOCKING"], R + 6, top + 44, xs + 50, top + 6, "r")
    _callout(pen, "(2) 2x6 TOP PLATE", R + 6, top + 84, xs + 40, top + 34, "r")
    _callout(pen, ["TPO MEMBRANE, FULLY", "ADHERED, UP & OVER", "PARAPET"], R + 6, top + 120, xs + 56, top + 120,
             "r")
    _callout(pen, ["1/2\" CDX PLYWOOD,", "ROOF SIDE"], R + 6, top + 160, xs + 52, top + 160, "r")
    _callout(pen, "1/2\" GYPSUM COVER BOARD", R - 20, yi - 30, xs + 100, yi - 2, "r")
    _callout(pen, ["TAPERED POLYISO", "INSULATION"], R + 40, roof - 22, xs + 120, roof - 20, "r")
    _callout(pen, ["5/8\" PLYWOOD ROOF", "SHEATHING"], R + 40, roof + 22, xs + 120, roof + 3, "r")
    _callout(pen, ["WOOD TRUSS,", "SEE STRUCT."], R + 40, roof + 44, xs + 120, roof + 14, "r")
    _bubble(pen, x0 + DET_W - 30, r_top - 4, "3", "A-503", leader=(xs + 140, yi - 6))
    pen.text(x0 + DET_W - 16, r_top - 20, "AT SCUPPER", 5.0, CALL, align="r")
    _detail_frame(pen, 4, "PARAPET", [
        "TPO MEMBRANE TO EXTEND UP AND OVER THE PARAPET AND TERMINATE 2\" DOWN THE EXTERIOR FACE, UNDER THE "
        "COPING.",
        "COPING IN 10'-0\" MAX. LENGTHS WITH 6\" CONCEALED SPLICE PLATES. COPING COLOR: DARK BRONZE TO MATCH "
        "WINDOW FRAMES.",
        "PARAPET IS 42\" MIN. ABOVE THE ROOF SURFACE AT THE WALL. SEE 3/A-503 AT OVERFLOW SCUPPERS.",
    ])


def _detail_5(pen):
    x0, y0 = DET_CELLS[5]
    xs = x0 + 140
    top, bot = y0 + 40, y0 + 420
    ro = y0 + 250                      # top of rough opening = underside of header
    pen.line((xs, top), (xs, ro), w=0.6)
    pen.line((xs + 49.5, top), (xs + 49.5, ro), w=0.6)
    _xbox(pen, xs, top + 12, xs + 49.5, top + 25.5)
    _xbox(pen, xs, top + 25.5, xs + 49.5, top + 39)
    pen.rect(xs, top + 39, xs + 49.5, ro - 83.25, w=0.5)
    _batt(pen, xs + 3, xs + 46.5, top + 42, ro - 86)
    for k in range(2):                                                   # (2) 2x10 header
        _xbox(pen, xs + k * 13.5, ro - 83.25, xs + (k + 1) * 13.5, ro)
    pen.rect(xs + 27, ro - 83.25, xs + 49.5, ro, w=0.45)
    _xhatch(pen, xs + 27, ro - 83.25, xs + 49.5, ro, 4)
    pen.rect(xs + 49.5, top, xs + 55.1, ro + 5.6, w=0.5)                 # gyp. bd.
    pen.rect(xs + 24, ro, xs + 55.1, ro + 5.6, w=0.5)                    # return at head
    _wall_layers(pen, xs, top, ro - 36)
    # head flashing, trim, window frame
    pen.poly([(xs - 5.1, ro - 60), (xs - 5.1, ro - 34), (xs - 21, ro - 31), (xs - 21, ro - 26),
              (xs - 23, ro - 24)], w=0.9)
    pen.rect(xs - 18.5, ro - 30, xs - 11.75, ro + 1.5, w=0.55)           # 1x4 head trim
    pen.rect(xs - 6, ro + 4.5, xs + 26, ro + 30, w=0.7)                  # window head frame
    pen.line((xs - 6, ro + 8), (xs - 14, ro + 8), w=0.7)                 # nailing flange
    pen.rect(xs + 2, ro + 30, xs + 18, bot, w=0.45)                      # sash
    pen.line((xs + 7, ro + 34), (xs + 7, bot), w=0.3)
    pen.line((xs + 13, ro + 34), (xs + 13, bot), w=0.3)
    pen.circle((xs - 13.5, ro + 2.5), 1.8, w=0.4)                        # backer rod
    pen.poly([(xs - 5.3, ro - 8), (xs - 5.3, ro + 10), (xs - 9, ro + 12)], w=0.9, color=GREY)   # tape
    _hbreak(pen, xs - 30, xs + 70, top)
    _hbreak(pen, xs - 10, xs + 60, bot)
    L, R = xs - 36, xs + 72
    _callout(pen, ["FIBER CEMENT LAP SIDING,", "7\" EXPOSURE"], L, top + 40, xs - 15, top + 40)
    _callout(pen, ["1x4 P.T. FURRING", "(3/4\" RAINSCREEN)"], L, top + 80, xs - 8, top + 80)
    _callout(pen, "WEATHER-RESISTIVE BARRIER", L, top + 104, xs - 5.1, top + 104)
    _callout(pen, ["INSECT SCREEN AT", "BOTTOM OF CAVITY"], L, ro - 60, xs - 9, ro - 40)
    _callout(pen, ["1/4\" GAP, DO NOT SEAL"], L, ro - 44, xs - 15, ro - 34)
    _callout(pen, ["26 GA. PREFIN. HEAD FLASHING", "W/ END DAMS"], L, ro - 18, xs - 22, ro - 27)
    _callout(pen, "1x4 TRIM", L, ro + 14, xs - 16, ro - 8)
    _callout(pen, ["SEALANT & BACKER ROD"], L, ro + 32, xs - 13.5, ro + 4)
    _callout(pen, ["SELF-ADHERED FLASHING TAPE", "OVER WINDOW FLANGE"], L, ro + 54, xs - 7, ro + 8)
    _callout(pen, ["FIBERGLASS WINDOW,", "SEE WINDOW SCHEDULE A-601"], L, ro + 92, xs + 4, ro + 70)
    _callout(pen, "(2) 2x6 TOP PLATE", R, top + 26, xs + 40, top + 22, "r")
    _callout(pen, ["(2) 2x10 HEADER W/ 2\"", "RIGID INSUL., SEE STRUCT."], R, ro - 56, xs + 38, ro - 50, "r")
    _callout(pen, "5/8\" TYPE X GYP. BD.", R, ro - 20, xs + 55, ro - 20, "r")
    _callout(pen, ["GYP. BD. RETURN W/", "L-BEAD, TYP."], R, ro + 24, xs + 46, ro + 4, "r")
    _callout(pen, ["LOW-EXPANSION FOAM", "SEALANT AT SHIM SPACE"], R, ro + 52, xs + 26, ro + 3, "r")
    _detail_frame(pen, 5, "WINDOW HEAD", [
        "INSTALL WRB HEAD FLAP OVER THE HEAD FLASHING AND TAPE THE DIAGONAL CUTS.",
        "LEAVE A 1/4\" GAP BETWEEN THE SIDING AND THE HEAD FLASHING; DO NOT SEAL THE GAP.",
        "HEAD FLASHING TO EXTEND 1\" BEYOND THE TRIM EACH SIDE WITH END DAMS.",
    ])


def _detail_6(pen):
    x0, y0 = DET_CELLS[6]
    xs = x0 + 140
    top, bot = y0 + 40, y0 + 420
    rs = y0 + 230                      # top of rough sill
    pen.rect(xs + 2, top, xs + 18, rs - 44, w=0.45)                      # sash
    pen.line((xs + 7, top), (xs + 7, rs - 48), w=0.3)
    pen.line((xs + 13, top), (xs + 13, rs - 48), w=0.3)
    pen.rect(xs - 6, rs - 44, xs + 26, rs - 14, w=0.7)                   # sill frame
    pen.line((xs - 6, rs - 18), (xs - 14, rs - 18), w=0.7)               # flange
    pen.poly([(xs - 5, rs - 13), (xs + 50, rs - 6), (xs + 50, rs), (xs - 5, rs)], w=0.5, close=True)  # shim
    pen.poly([(xs - 12, rs + 18), (xs - 12, rs - 14.5), (xs + 52, rs - 7.5), (xs + 52, rs - 16)], w=1.0,
             color=GREY)                                                 # sill pan, back dam
    _xbox(pen, xs, rs, xs + 49.5, rs + 13.5)
    _xbox(pen, xs, rs + 13.5, xs + 49.5, rs + 27)
    pen.line((xs, rs + 27), (xs, bot), w=0.6)
    pen.line((xs + 49.5, rs + 27), (xs + 49.5, bot), w=0.6)
    _batt(pen, xs + 3, xs + 46, rs + 30, bot - 3)
    pen.rect(xs + 49.5, rs + 4, xs + 55.1, bot, w=0.5)
    pen.rect(xs + 26, rs - 16, xs + 70, rs - 6, w=0.6)                   # stool
    _wall_layers(pen, xs, rs + 30, bot)
    pen.rect(xs - 18.5, rs - 12, xs - 11.75, rs + 26, w=0.55)            # 1x4 sill trim
    pen.poly([(xs - 11.75, rs - 15), (xs - 24, rs - 12), (xs - 24, rs - 8)], w=0.8)
    _hbreak(pen, xs - 10, xs + 60, top)
    _hbreak(pen, xs - 30, xs + 70, bot)
    L, R = xs - 36, xs + 80
    _callout(pen, ["FIBERGLASS WINDOW,", "SEE WINDOW SCHEDULE A-601"], L, top + 40, xs + 4, top + 60)
    _callout(pen, ["NO SEALANT AT SILL FLANGE;", "LEAVE WEEP PATH"], L, rs - 64, xs - 12, rs - 18)
    _callout(pen, ["PREFIN. SILL FLASHING W/", "HEMMED DRIP"], L, rs - 34, xs - 22, rs - 12)
    _callout(pen, "1x4 TRIM", L, rs + 12, xs - 17, rs + 12)
    _callout(pen, ["FIBER CEMENT LAP SIDING,", "7\" EXPOSURE"], L, rs + 70, xs - 15, rs + 70)
    _callout(pen, "WEATHER-RESISTIVE BARRIER", L, rs + 100, xs - 5.1, rs + 100)
    _callout(pen, "1/2\" CDX PLYWOOD SHEATHING", L, rs + 120, xs - 2, rs + 120)
    _callout(pen, ["SOLID SURFACE STOOL", "W/ EASED EDGE"], R, rs - 44, xs + 56, rs - 16, "r")
    _callout(pen, ["PRE-FORMED SILL PAN FLASHING", "W/ 1\" BACK DAM"], R, rs - 26, xs + 51, rs - 12, "r")
    _callout(pen, ["BEVELED WOOD SILL SHIM,", "SLOPE TO EXTERIOR"], R, rs - 4, xs + 36, rs - 4, "r")
    _callout(pen, "(2) 2x6 ROUGH SILL", R, rs + 20, xs + 40, rs + 14, "r")
    _callout(pen, ["2x6 CRIPPLE STUDS", "@ 16\" O.C."], R, rs + 50, xs + 49.5, rs + 50, "r")
    _callout(pen, "R-21 BATT INSULATION", R, rs + 80, xs + 30, rs + 80, "r")
    _callout(pen, "5/8\" TYPE X GYP. BD.", R, rs + 100, xs + 55, rs + 100, "r")
    _detail_frame(pen, 6, "WINDOW SILL", [
        "SLOPE SILL PAN 5% MIN. TO THE EXTERIOR; END DAMS 4\" MIN. HIGH AT EACH JAMB.",
        "DO NOT SEAL THE BOTTOM WINDOW FLANGE; LEAVE A WEEP PATH TO THE RAINSCREEN CAVITY.",
        "WATER TEST 10% OF THE INSTALLED WINDOWS PER AAMA 502 BEFORE THE CLADDING IS INSTALLED.",
    ], cloud_note=3)


def _detail_7(pen):
    x0, y0 = DET_CELLS[7]
    xs = x0 + 140
    top = y0 + 40
    slab = y0 + 230                    # T.O. podium slab, level 2
    sb = slab + 90                     # underside of the 10" slab
    bot = y0 + 420
    pen.line((xs, top), (xs, slab - 27), w=0.6)
    pen.line((xs + 49.5, top), (xs + 49.5, slab - 27), w=0.6)
    _batt(pen, xs + 3, xs + 46, top + 3, slab - 30)
    pen.rect(xs + 49.5, top, xs + 55.1, slab - 27, w=0.5)
    _xbox(pen, xs, slab - 27, xs + 49.5, slab - 13.5)                    # bottom plate
    _xbox(pen, xs, slab - 13.5, xs + 49.5, slab - 1.5)                   # P.T. sill plate
    pen.rect(xs, slab - 1.5, xs + 49.5, slab, w=0.3, fill=GREY)          # sill gasket
    pen.line((xs + 25, slab - 22), (xs + 25, slab + 60), w=0.6, dashes="[4 2] 0")   # anchor bolt
    pen.rect(xs + 20, slab - 30, xs + 30, slab - 27, w=0.5)
    _wall_layers(pen, xs, top, slab - 26)
    # slab, podium wall, insulation
    pen.rect(xs - 4.5, slab, x0 + DET_W - 60, sb, w=0.8)
    _stipple(pen, xs - 4.5, slab, x0 + DET_W - 60, sb, seed=71)
    pen.rect(xs - 4.5, sb, xs + 103.5, bot, w=0.8)
    _stipple(pen, xs - 4.5, sb, xs + 103.5, bot, seed=73)
    pen.rect(xs + 103.5, sb, xs + 121.5, bot, w=0.45)
    _xhatch(pen, xs + 103.5, sb, xs + 121.5, bot, 5)
    for yy in range(int(sb) + 9, int(bot), 27):                          # board-form texture
        pen.line((xs - 4.5, yy), (xs + 4, yy), w=0.3, color=GREY)
    pen.rect(xs + 55.1, slab - 7, x0 + DET_W - 60, slab, w=0.4)          # topping on acoustic mat
    _stipple(pen, xs + 55.1, slab - 7, x0 + DET_W - 60, slab, seed=79, density=0.06)
    _vbreak(pen, x0 + DET_W - 60, slab - 12, sb + 6)
    # through-wall flashing and membrane
    pen.poly([(xs - 5.4, slab - 81), (xs - 5.4, slab + 0.5), (xs - 6.2, slab + 18), (xs - 22, slab + 22)],
             w=0.9)
    pen.poly([(xs - 5.6, slab - 81), (xs - 5.6, slab + 24)], w=1.3, color=GREY)
    pen.poly([(xs - 17.4, slab - 12), (xs - 11.75, slab - 12)], w=0.5)
    pen.rect(xs - 11.75, slab - 12, xs - 5.6, slab - 9, w=0.3)           # insect screen
    _hbreak(pen, xs - 30, xs + 70, top)
    _hbreak(pen, xs - 20, xs + 135, bot)
    _level(pen, xs + 100, x0 + DET_W - 2, slab - 52, "LEVEL 2", "T.O. PODIUM SLAB", "EL. 115'-0\"",
           mark_x=x0 + DET_W - 64)
    pen.line((x0 + DET_W - 64, slab - 47), (x0 + DET_W - 64, slab), w=0.3)
    L, R = xs - 36, xs + 72
    _callout(pen, ["FIBER CEMENT LAP SIDING,", "7\" EXPOSURE"], L, top + 40, xs - 15, top + 40)
    _callout(pen, "WEATHER-RESISTIVE BARRIER", L, top + 70, xs - 5.1, top + 70)
    _callout(pen, ["1/2\" CDX PLYWOOD", "SHEATHING"], L, top + 94, xs - 2, top + 94)
    _callout(pen, ["SELF-ADHERED MEMBRANE,", "9\" MIN. UP WALL"], L, slab - 80, xs - 6, slab - 60)
    _callout(pen, ["INSECT SCREEN AT BASE", "OF RAINSCREEN CAVITY"], L, slab - 44, xs - 9, slab - 10)
    _callout(pen, ["1\" MIN. CLEAR, SIDING", "TO FLASHING"], L, slab - 24, xs - 15, slab - 6)
    _callout(pen, ["26 GA. GALV. THROUGH-WALL", "FLASHING W/ HEMMED DRIP"], L, slab + 30, xs - 20, slab + 21)
    _callout(pen, ["BOARD-FORMED CONCRETE", "PODIUM WALL, SEE STRUCT."], L, sb + 40, xs - 1, sb + 40)
    _callout(pen, ["2x6 STUDS @ 16\" O.C.", "W/ R-21 BATT"], R, top + 30, xs + 30, top + 30, "r")
    _callout(pen, "5/8\" TYPE X GYP. BD.", R, top + 60, xs + 55, top + 60, "r")
    _callout(pen, ["2x6 P.T. SILL PLATE ON", "SILL GASKET"], R, slab - 72 - 0, xs + 40, slab - 8, "r")
    rx = xs + 130
    _callout(pen, ["3/4\" GYP. CONC. TOPPING", "ON ACOUSTIC MAT"], R, slab - 20, xs + 64, slab - 4, "r")
    _callout(pen, ["10\" POST-TENSIONED", "CONC. PODIUM SLAB,", "SEE STRUCT."], rx, sb + 16, xs + 96, sb - 30, "r")
    _callout(pen, ["1/2\" DIA. ANCHOR", "BOLTS PER STRUCT."], rx, sb + 46, xs + 26, slab + 44, "r")
    _callout(pen, ["2\" XPS RIGID", "INSULATION"], rx, sb + 76, xs + 114, sb + 76, "r")
    _bubble(pen, xs - 70, sb + 86, "1", "S-501", leader=(xs - 4.5, sb - 6))
    pen.text(xs - 70, sb + 70, "SLAB EDGE", 5.0, CALL, align="c")
    _detail_frame(pen, 7, "PODIUM TRANSITION", [
        "LAP THROUGH-WALL FLASHING 2\" MIN. OVER THE SLAB EDGE; SET IN SEALANT AND TERMINATE WITH A HEMMED "
        "DRIP.",
        "HOLD THE BOTTOM OF THE SIDING 1\" MIN. CLEAR OF THE FLASHING.",
        "SEE 1/S-501 FOR THE SLAB EDGE AND ANCHOR BOLT LAYOUT.",
    ])


# --------------------------------------------------------------------------------------------
# Notes, legends, wall types, title block

def _general_notes(pen, x, y, width):
    pen.text(x, y, "GENERAL DETAIL NOTES", 9.0, "hebo")
    pen.line((x, y + 3), (x + 118, y + 3), w=0.8)
    y = _numbered(pen, x, y + 18, GENERAL_NOTES, width, size=6.0, lead=8.2)
    y += 14
    pen.text(x, y, "ABBREVIATIONS", 9.0, "hebo")
    pen.line((x, y + 3), (x + 76, y + 3), w=0.8)
    y += 16
    for ab, meaning in ABBREVIATIONS:
        pen.text(x, y, ab, 5.8, "hebo")
        pen.text(x + 58, y, meaning, 5.8, NOTE)
        y += 8.2
    y += 18
    pen.text(x, y, "WINDOW INSTALLATION SEQUENCE", 9.0, "hebo")
    pen.line((x, y + 3), (x + 160, y + 3), w=0.8)
    y += 18
    for letter, step in WINDOW_SEQUENCE:
        pen.text(x, y, f"{letter}.", 6.0, NOTE)
        for ln in _wrap(step, width - 13, 6.0):
            pen.text(x + 13, y, ln, 6.0, NOTE)
            y += 8.2
        y += 2.5
    y += 16
    pen.text(x, y, "RELATED SHEETS", 9.0, "hebo")
    pen.line((x, y + 3), (x + 80, y + 3), w=0.8)
    y += 16
    for sheet, title in RELATED_SHEETS:
        pen.text(x, y, sheet, 6.0, "hebo")
        pen.text(x + 40, y, title, 6.0, NOTE)
        y += 8.6
    return y


def _shrinkage(pen, x, y):
    pen.text(x, y, "ESTIMATED WOOD SHRINKAGE", 9.0, "hebo")
    pen.line((x, y + 3), (x + 136, y + 3), w=0.8)
    widths = [120, 64, 70, 110]
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    top, rh = y + 10, 14
    pen.rect(xs[0], top, xs[-1], top + rh * len(SHRINKAGE), w=0.9)
    for r, row in enumerate(SHRINKAGE):
        ry = top + rh * r
        if r:
            pen.line((xs[0], ry), (xs[-1], ry), w=0.8 if r == 1 else 0.35)
        for c, cell in enumerate(row):
            if r == 0:
                pen.text((xs[c] + xs[c + 1]) / 2, ry + 9.5, cell, 5.6, "hebo", align="c")
            else:
                pen.text(xs[c] + 4 if c in (0, 3) else (xs[c] + xs[c + 1]) / 2, ry + 9.5, cell, 5.8, NOTE,
                         align="l" if c in (0, 3) else "c")
    for xx in xs[1:-1]:
        pen.line((xx, top), (xx, top + rh * len(SHRINKAGE)), w=0.35)
    bottom = top + rh * len(SHRINKAGE)
    for i, ln in enumerate(["CUMULATIVE SHRINKAGE IS MEASURED FROM THE T.O. PODIUM SLAB AT LEVEL 2.",
                            "SEE PLUMBING DRAWINGS FOR EXPANSION JOINTS AT VERTICAL RISERS."]):
        pen.text(x, bottom + 11 + 8 * i, ln, 5.8, NOTE)


def _material_legend(pen, x, y):
    pen.text(x, y, "MATERIAL LEGEND", 9.0, "hebo")
    pen.line((x, y + 3), (x + 86, y + 3), w=0.8)
    items = [
        ("conc", "CONCRETE"), ("rigid", "RIGID INSULATION"), ("batt", "BATT INSULATION"),
        ("wood", "WOOD - CONTINUOUS MEMBER"), ("ply", "PLYWOOD / SHEATHING"), ("gyp", "GYPSUM BOARD"),
        ("earth", "EARTH / COMPACTED FILL"), ("metal", "SHEET METAL FLASHING"),
    ]
    for i, (kind, label) in enumerate(items):
        cx = x + (i % 4) * 170
        cy = y + 16 + (i // 4) * 30
        x0, y0, x1, y1 = cx, cy, cx + 40, cy + 16
        if kind == "wood":
            _xbox(pen, x0, y0, x1, y1)
        else:
            pen.rect(x0, y0, x1, y1, w=0.5)
        if kind == "conc":
            _stipple(pen, x0, y0, x1, y1, seed=5, density=0.09)
        elif kind == "rigid":
            _xhatch(pen, x0, y0, x1, y1, 4)
        elif kind == "batt":
            pts = [(x0 + k * 0.8, (y0 + y1) / 2 + 6.5 * math.sin(k * 0.8 / 9 * 2 * math.pi)) for k in range(51)]
            pen.poly(pts, w=0.3, color=GREY)
        elif kind == "ply":
            _hatch(pen, x0, y0, x1, y1, 2.5, True, w=0.2)
        elif kind == "gyp":
            _stipple(pen, x0, y0, x1, y1, seed=9, density=0.2)
        elif kind == "earth":
            _hatch(pen, x0, y0, x1, y1, 6, False)
        elif kind == "metal":
            pen.line((x0 + 3, (y0 + y1) / 2), (x1 - 3, (y0 + y1) / 2), w=1.2, color=BLACK)
        pen.text(x1 + 8, cy + 10.5, label, 6.0, NOTE)


def _symbol_legend(pen, x, y):
    pen.text(x, y, "SYMBOL LEGEND", 9.0, "hebo")
    pen.line((x, y + 3), (x + 76, y + 3), w=0.8)
    _bubble(pen, x + 16, y + 30, "X", "A-XXX")
    pen.text(x + 36, y + 26, "DETAIL NUMBER", 6.0, NOTE)
    pen.text(x + 36, y + 36, "SHEET WHERE DRAWN", 6.0, NOTE)
    _datum(pen, x + 16, y + 66)
    pen.text(x + 36, y + 68, "LEVEL DATUM / ELEVATION", 6.0, NOTE)
    _hbreak(pen, x + 2, x + 30, y + 92)
    pen.text(x + 36, y + 94, "BREAK LINE", 6.0, NOTE)
    _delta(pen, x + 16, y + 118, "#")
    pen.text(x + 36, y + 121, "REVISION", 6.0, NOTE)
    pen.circle((x + 190, y + 30), 9, w=0.7)
    pen.text(x + 190, y + 34, "A", 9, NOTE, align="c")
    pen.text(x + 206, y + 32, "GRID LINE", 6.0, NOTE)


def _wall_types(pen, x, y):
    pen.text(x, y, "EXTERIOR WALL TYPES", 9.0, "hebo")
    pen.line((x, y + 3), (x + 108, y + 3), w=0.8)
    widths = [40, 166, 70, 60, 104, 124, 172, 52, 46]
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    top = y + 10
    head_h, row_h = 22, 15
    pen.rect(xs[0], top, xs[-1], top + head_h + row_h * (len(WALL_TYPES) - 1), w=0.9)
    pen.line((xs[0], top + head_h), (xs[-1], top + head_h), w=0.8)
    for c, cap in enumerate(WALL_TYPES[0]):
        words = cap.split(" ")
        fits = pymupdf.get_text_length(cap, fontname="hebo", fontsize=5.6) < widths[c] - 6
        lines = [cap] if len(words) == 1 or fits else [" ".join(words[:-1]), words[-1]]
        for i, ln in enumerate(lines):
            pen.text((xs[c] + xs[c + 1]) / 2, top + (13 if len(lines) == 1 else 9 + 7 * i), ln, 5.6, "hebo",
                     align="c")
    for r, row in enumerate(WALL_TYPES[1:]):
        ry = top + head_h + row_h * r
        if r:
            pen.line((xs[0], ry), (xs[-1], ry), w=0.35)
        for c, cell in enumerate(row):
            if c == 0:
                pen.text(xs[c] + 5, ry + 10.2, cell, 6.2, "hebo")
            elif c in (7, 8):
                pen.text((xs[c] + xs[c + 1]) / 2, ry + 10.2, cell, 5.8, NOTE, align="c")
            else:
                pen.text(xs[c] + 4, ry + 10.2, cell, 5.8, NOTE)
    bottom = top + head_h + row_h * (len(WALL_TYPES) - 1)
    for xx in xs[1:-1]:
        pen.line((xx, top), (xx, bottom), w=0.35)
    pen.text(x, bottom + 12, "WALL TYPE TAGS ARE SHOWN ON THE FLOOR PLANS. EW-1 IS THE TYPICAL EXTERIOR WALL "
             "U.O.N. ALL ASSEMBLIES ARE LISTED FROM EXTERIOR TO INTERIOR.", 5.8, NOTE)


def _title_block(pen):
    x0, x1 = TB, W - 30
    x = x0 + 10
    pen.rect(30, 30, W - 30, H - 30, w=2.0)
    pen.line((x0, 30), (x0, H - 30), w=1.4)
    pen.line((x0 + 4, 30), (x0 + 4, H - 30), w=0.4)
    # firm
    pen.text(x, 62, "PELL + OKAFOR", 17, "tibo")
    pen.text(x, 76, "A R C H I T E C T S", 7.5, NOTE)
    for i, ln in enumerate(["1130 NW JOHNSON STREET, SUITE 400", "PORTLAND, OREGON 97209",
                            "T 503.555.0142"]):
        pen.text(x, 92 + 8 * i, ln, 5.8, NOTE)
    pen.line((x0 + 4, 124), (x1, 124), w=0.6)
    # consultants
    pen.text(x, 136, "CONSULTANTS", 5.2, "hebo")
    cons = [("STRUCTURAL", "TALLGRASS STRUCTURAL ENGINEERS", "PORTLAND, OR"),
            ("MEP", "HALVORSEN MEP ENGINEERING", "BEAVERTON, OR"),
            ("BUILDING ENCLOSURE", "RAINLINE BUILDING ENCLOSURE", "PORTLAND, OR"),
            ("CIVIL", "NORTHFORK CIVIL GROUP", "TIGARD, OR")]
    for i, (role, name, city) in enumerate(cons):
        yy = 150 + 30 * i
        pen.text(x, yy, role, 5.0, NOTE)
        pen.text(x, yy + 8, name, 6.0, "hebo")
        pen.text(x, yy + 16, city, 5.2, NOTE)
    pen.line((x0 + 4, 272), (x1, 272), w=0.6)
    # seal
    sc = ((x0 + x1) / 2, 330)
    pen.circle(sc, 46, w=0.8)
    pen.circle(sc, 36, w=0.4)
    pen.text(sc[0], sc[1] - 18, "REGISTERED ARCHITECT", 4.6, NOTE, align="c")
    pen.text(sc[0], sc[1] - 2, "MARGARET A. PELL", 5.6, "hebo", align="c")
    pen.text(sc[0], sc[1] + 8, "No. 6142", 5.0, NOTE, align="c")
    pen.text(sc[0], sc[1] + 22, "STATE OF OREGON", 4.6, NOTE, align="c")
    pen.line((x0 + 4, 392), (x1, 392), w=0.6)
    # project and owner
    pen.text(x, 404, "PROJECT", 5.2, "hebo")
    pen.text(x, 420, "LINDEN YARD APARTMENTS", 10, "hebo")
    pen.text(x, 431, "4410 SE DIVISION STREET", 6.2, NOTE)
    pen.text(x, 440, "PORTLAND, OR 97206", 6.2, NOTE)
    pen.text(x, 456, "OWNER", 5.2, "hebo")
    pen.text(x, 466, "LINDEN YARD HOUSING LLC", 6.5, NOTE)
    pen.line((x0 + 4, 476), (x1, 476), w=0.6)
    # key plan
    pen.text(x, 488, "KEY PLAN", 5.2, "hebo")
    kx, ky = x + 40, 498
    pen.poly([(kx, ky), (kx + 120, ky), (kx + 120, ky + 34), (kx + 70, ky + 34), (kx + 70, ky + 60), (kx, ky + 60)],
             w=0.7, close=True)
    _hatch(pen, kx, ky, kx + 120, ky + 34, 4, True)
    pen.circle((kx + 140, ky + 14), 6, w=0.5)
    pen.line((kx + 140, ky + 6), (kx + 140, ky + 22), w=0.5)
    pen.text(kx + 140, ky + 30, "N", 6, "hebo", align="c")
    pen.line((x0 + 4, 570), (x1, 570), w=0.6)
    # revisions
    pen.text(x, 582, "REVISIONS", 5.2, "hebo")
    pen.text(x, 594, "NO.", 5.0, NOTE)
    pen.text(x + 22, 594, "DESCRIPTION", 5.0, NOTE)
    pen.text(x + 150, 594, "DATE", 5.0, NOTE)
    pen.line((x0 + 4, 598), (x1, 598), w=0.3)
    for i, (no, desc, date) in enumerate(REVISIONS):
        yy = 610 + 12 * i
        _delta(pen, x + 6, yy - 3, no, s=9.5)
        pen.text(x + 22, yy, desc, 6.0, NOTE)
        pen.text(x + 150, yy, date, 6.0, NOTE)
        pen.line((x0 + 4, yy + 4), (x1, yy + 4), w=0.2)
    pen.line((x0 + 4, 720), (x1, 720), w=0.6)
    # issue
    pen.text(x, 732, "ISSUE", 5.2, "hebo")
    pen.text(x, 746, "100% CONSTRUCTION DOCUMENTS", 7.5, "hebo")
    pen.line((x0 + 4, 756), (x1, 756), w=0.6)
    # project data
    cells = [("PROJECT NO.", "24-118", 768), ("DATE", "09/12/2025", 768), ("DRAWN BY", "JRM", 800),
             ("CHECKED BY", "MAP", 800), ("SCALE", "AS NOTED", 832), ("CAD FILE", "24118_A-501.dwg", 832)]
    for i, (cap, val, yy) in enumerate(cells):
        xx = x if i % 2 == 0 else x + 108
        pen.text(xx, yy, cap, 5.0, NOTE)
        pen.text(xx, yy + 12, val, 7.5 if i < 4 else 6.5, NOTE if i != 5 else CALL)
    for yy in (784, 816, 848):
        pen.line((x0 + 4, yy), (x1, yy), w=0.3)
    pen.line((x + 102, 756), (x + 102, 848), w=0.3)
    # instrument of service
    for i, ln in enumerate(_wrap("(C) 2025 PELL + OKAFOR ARCHITECTS. THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND "
                                 "REMAIN THE PROPERTY OF THE ARCHITECT. REPRODUCTION OR REUSE WITHOUT WRITTEN "
                                 "CONSENT IS PROHIBITED.", 196, 4.6)):
        pen.text(x, 862 + 6.4 * i, ln, 4.6, NOTE)
    pen.line((x0 + 4, 1330), (x1, 1330), w=0.8)
    # sheet title and number
    pen.text(x, 1344, "SHEET TITLE", 5.2, "hebo")
    pen.text(x, 1364, "WALL SECTIONS AND DETAILS", 10.5, "hebo", bold="pass")
    pen.line((x0 + 4, 1380), (x1, 1380), w=0.8)
    pen.text(x, 1394, "SHEET NUMBER", 5.2, "hebo")
    pen.text((x0 + x1) / 2, 1470, "A-501", 40, "hebo", align="c", bold="glyph")
    pen.text(x1 - 6, H - 40, "PLOT SCALE 1:1", 4.6, NOTE, align="r")


def wall_sections_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    pen = _Pen(page)
    _title_block(pen)
    for n, cx in zip((1, 2, 3), SEC_X):
        {1: _section_1, 2: _section_2, 3: _section_3}[n](pen, cx)
    ty = SEC_BOTTOM + 66
    titles = [("1", "WALL SECTION - LAP SIDING AT UNIT WINDOW"), ("2", "WALL SECTION - PANEL SIDING AT BALCONY"),
              ("3", "WALL SECTION - METAL PANEL AT RETAIL")]
    for (num, name), cx in zip(titles, SEC_X):
        _view_title(pen, cx + 4, ty, num, name, "3/4\" = 1'-0\"", SEC_W - 20)
    _detail_4(pen)
    _detail_5(pen)
    _detail_6(pen)
    _detail_7(pen)
    pen.line((1168, 44), (1168, H - 44), w=0.3, color=GREY)
    pen.line((1856, 44), (1856, 1244), w=0.3, color=GREY)
    pen.line((1168, 644), (1856, 644), w=0.3, color=GREY)
    pen.line((1168, 1244), (TB - 8, 1244), w=0.3, color=GREY)
    pen.line((44, ty + 30), (1160, ty + 30), w=0.3, color=GREY)
    _general_notes(pen, 1868, 66, 318)
    _material_legend(pen, 50, ty + 50)
    _symbol_legend(pen, 760, ty + 50)
    _wall_types(pen, 1178, 1264)
    _shrinkage(pen, 1178, 1420)
    _title_block_stamp(pen)
    pen.commit()
    doc.set_metadata({"title": "24118_A-501-A-501", "creator": "AutoCAD 2025 - English 2025 (25.0s (LMS Tech))",
                      "producer": "pdfplot16.hdi 16.0.114.0", "creationDate": "D:20251114154200-08'00'",
                      "modDate": "D:20251114154200-08'00'"})
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path


def _title_block_stamp(pen):
    """The plot stamp CAD prints along the bottom border."""
    pen.text(40, H - 20, "PLOTTED: 11/14/2025 3:42 PM   USER: jmorrow   FILE: P:\\24-118 LINDEN YARD\\CAD\\SHEETS\\"
             "24118_A-501.dwg   LAYOUT: A-501", 4.6, CALL)
