"""A US cast-in-place concrete detail sheet (S-501 CONCRETE REINFORCING DETAILS, ARCH D 36x24 in,
landscape) for an invented five-level parking structure, drawn the way a structural engineer's
CAD export looks: six numbered detail views in ruled cells, each with its own title bubble (detail
number over the sheet number), a bold title on a heavy rule and its scale under it (1: typical
column tie detail at 1" = 1'-0", with a round spiral column drawn "SIM."; 2: beam stirrup detail,
a section and a partial elevation, at 3/4" = 1'-0"; 3: slab edge with U-bars at 1½" = 1'-0"; 4: drop
panel section at 1/2" = 1'-0"; 5: standard hooks, NTS, with a minimum bend diameter table; 6: lap
splices, NTS), concrete hatch in the cut sections, bars as filled dots, leaders with arrowheads,
slash-tick dimension strings. Under the details a BAR BENDING SCHEDULE (MARK, SIZE, NO., LENGTH,
SHAPE, dimensions A / B / C, REMARKS) whose bar marks are set in Courier and whose A, B and C
columns have no ruled lines between them (only whitespace under one DIMENSIONS head). At the right
the twelve GENERAL REINFORCING NOTES, the LAP SPLICE LENGTH TABLE (bar sizes #3..#11 against
f'c = 4000 / 5000 PSI, Class B, top bars and other bars, in inches) inside a revision cloud with
a delta 3, its footnotes, a tension development length (ld) table at 4000 psi only, lettered notes
on reinforcing at slab openings, an epoxy coating matrix by level (Level 2..5, ramps), lettered
embedded-item notes and a reinforcing legend with abbreviations. Under the schedule a bar shape key
(STR, T1, X1, S6, U, L with their A/B/C legs) and an ASTM A615 bar data table. Title block as a strip down
the right edge: engineer, architect, seal, project, owner, key plan, revisions 1..3, project
number, date, drawn/checked, scale AS NOTED, sheet title and number.

CAD quirks drawn on purpose: symbols are unicode glyphs in the text (Ø for diameter, ° in hook
angles such as 135°, ± for tolerances), and fractions are set as the glyphs ½ ¾ in some strings
(1½" CLR, 4½", ¾" CHAMFER, the 1½" = 1'-0" scale) and as 1/2, 1-1/2 in others.

The questions (`tests/blind_questions/drawn/round58-drawn.jsonl`) were written blind, before
drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                     # ARCH D, 36 x 24 in, landscape
M = 36                                # border margin
TB = 2236                             # title block strip from here to the border
SHEET = "S-501"
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)


# ------------------------------------------------------------------------------------------ text
def txt(page, x: float, y: float, s: str, size: float = 7.0, font: str = "helv", rotate: int = 0,
        color=BLACK) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def tlen(s: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def ctxt(page, cx: float, y: float, s: str, size: float = 7.0, font: str = "helv") -> None:
    txt(page, cx - tlen(s, size, font) / 2, y, s, size, font)


def rtxt(page, rx: float, y: float, s: str, size: float = 7.0, font: str = "helv") -> None:
    txt(page, rx - tlen(s, size, font), y, s, size, font)


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


# --------------------------------------------------------------------------------------- symbols
def arrowhead(page, a, b, size: float = 5.0) -> None:
    """A filled arrowhead at b, pointing from a to b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    p1 = (b[0] - size * ux + size * 0.3 * uy, b[1] - size * uy - size * 0.3 * ux)
    p2 = (b[0] - size * ux - size * 0.3 * uy, b[1] - size * uy + size * 0.3 * ux)
    page.draw_polyline([b, p1, p2, b], width=0.3, color=BLACK, fill=BLACK)


def leader(page, tip, text_x: float, text_y: float, lines: list[str], size: float = 6.5,
           font: str = "helv", dot: bool = False) -> None:
    """A leader note: text block with its first baseline at (text_x, text_y); a shoulder off the
    side facing the tip, a straight leg to the tip ending in an arrowhead (or a dot)."""
    for i, line in enumerate(lines):
        txt(page, text_x, text_y + i * (size + 1.8), line, size, font)
    w = max(tlen(s, size, font) for s in lines)
    left = tip[0] < text_x + w / 2
    sx = text_x - 3 if left else text_x + w + 3
    sy = text_y - size * 0.35
    knee = (sx - 8 if left else sx + 8, sy)
    page.draw_line((sx, sy), knee, width=0.45)
    page.draw_line(knee, tip, width=0.45)
    if dot:
        page.draw_circle(tip, 1.3, width=0.3, fill=BLACK)
    else:
        arrowhead(page, knee, tip)


def tick(page, x: float, y: float) -> None:
    page.draw_line((x - 3, y + 3), (x + 3, y - 3), width=1.1)


def dim_h(page, x0: float, x1: float, y: float, label: str, ext_from: float | None = None,
          size: float = 6.5, below: bool = False) -> None:
    """A horizontal dimension string with slash ticks and extension lines from `ext_from`."""
    page.draw_line((x0 - 4, y), (x1 + 4, y), width=0.4)
    tick(page, x0, y)
    tick(page, x1, y)
    if ext_from is not None:
        for x in (x0, x1):
            s = 1 if ext_from < y else -1
            page.draw_line((x, ext_from + 3 * s), (x, y + 4 * s), width=0.35)
    w = tlen(label, size)
    ty = y + size + 2 if below else y - 2.5
    if w + 4 < x1 - x0:
        txt(page, (x0 + x1) / 2 - w / 2, ty, label, size)
    else:
        txt(page, x1 + 6, ty, label, size)


def dim_v(page, x: float, y0: float, y1: float, label: str, ext_from: float | None = None,
          size: float = 6.5) -> None:
    """A vertical dimension string, its text turned to read from the right."""
    page.draw_line((x, y0 - 4), (x, y1 + 4), width=0.4)
    tick(page, x, y0)
    tick(page, x, y1)
    if ext_from is not None:
        for y in (y0, y1):
            s = 1 if ext_from < x else -1
            page.draw_line((ext_from + 3 * s, y), (x + 4 * s, y), width=0.35)
    w = tlen(label, size)
    if w + 4 < y1 - y0:
        txt(page, x - 2.5, (y0 + y1) / 2 + w / 2, label, size, rotate=90)
    else:
        txt(page, x + 4, y1 + 3 + size, label, size)


def bar_dot(page, x: float, y: float, r: float, epoxy: bool = False) -> None:
    page.draw_circle((x, y), r, width=0.3, color=BLACK, fill=BLACK)
    if epoxy:
        page.draw_circle((x, y), r + 1.6, width=0.45)


def break_h(page, x: float, y0: float, y1: float) -> None:
    """A vertical break line (zig-zag) closing a section cut short."""
    m = (y0 + y1) / 2
    page.draw_polyline([(x, y0 - 6), (x, m - 5), (x + 4, m - 2), (x - 4, m + 2), (x, m + 5), (x, y1 + 6)],
                       width=0.5)


def break_v(page, y: float, x0: float, x1: float) -> None:
    m = (x0 + x1) / 2
    page.draw_polyline([(x0 - 6, y), (m - 5, y), (m - 2, y - 4), (m + 2, y + 4), (m + 5, y), (x1 + 6, y)],
                       width=0.5)


class _Lcg:
    """A tiny deterministic generator for the concrete hatch (same dots every run)."""

    def __init__(self, seed: int) -> None:
        self.s = seed & 0x7FFFFFFF

    def __call__(self) -> float:
        self.s = (1103515245 * self.s + 12345) & 0x7FFFFFFF
        return self.s / 0x7FFFFFFF


def conc_hatch(page, rect: pymupdf.Rect, density: float = 0.0022) -> None:
    """AR-CONC style hatch: stipple dots and small open triangles scattered in the cut."""
    rnd = _Lcg(int(rect.x0 * 7 + rect.y0 * 13 + rect.width))
    n = int(rect.width * rect.height * density)
    for _ in range(n):
        x = rect.x0 + 3 + rnd() * (rect.width - 6)
        y = rect.y0 + 3 + rnd() * (rect.height - 6)
        if rnd() < 0.7:
            page.draw_circle((x, y), 0.35, width=0.2, color=GREY, fill=GREY)
        else:
            a = rnd() * math.tau
            s = 1.6 + rnd() * 1.4
            pts = [(x + s * math.cos(a + k * 2.1), y + s * math.sin(a + k * 2.1)) for k in range(3)]
            page.draw_polyline(pts + [pts[0]], width=0.25, color=GREY)


def arc(page, cx: float, cy: float, r: float, a0: float, a1: float, width: float = 1.2, steps: int = 16) -> list:
    """An arc from angle a0 to a1 (degrees, y down), drawn as a polyline the way exports flatten it."""
    pts = [(cx + r * math.cos(math.radians(a0 + (a1 - a0) * k / steps)),
            cy + r * math.sin(math.radians(a0 + (a1 - a0) * k / steps))) for k in range(steps + 1)]
    page.draw_polyline(pts, width=width)
    return pts


def view_title(page, x: float, y: float, num: str, title: str, scale: str, rule: float = 330) -> None:
    """A detail title: a bubble split by a bar (detail number over sheet number), the title in bold
    on a heavy rule running out of the bubble, the scale under the rule."""
    r = 17
    cx = x + r
    page.draw_circle((cx, y), r, width=1.3)
    page.draw_line((x, y), (x + 2 * r, y), width=0.8)
    ctxt(page, cx, y - 4, num, 14, "hebo")
    ctxt(page, cx, y + 11, SHEET, 6.5, "helv")
    tx = x + 2 * r + 8
    page.draw_line((x + 2 * r, y), (tx + rule, y), width=1.8)
    txt(page, tx, y - 5, title, 11, "hebo")
    txt(page, tx, y + 11, f"SCALE: {scale}", 7.5)


def delta(page, cx: float, cy: float, n: str) -> None:
    page.draw_polyline([(cx - 9, cy + 7), (cx + 9, cy + 7), (cx, cy - 9), (cx - 9, cy + 7)], width=0.9)
    ctxt(page, cx, cy + 5, n, 7, "hebo")


def cloud(page, rect: pymupdf.Rect, bump: float = 14) -> None:
    """A revision cloud: one bulging curve per bump around the rectangle, clockwise."""
    pts = []
    corners = [(rect.x0, rect.y0), (rect.x1, rect.y0), (rect.x1, rect.y1), (rect.x0, rect.y1), (rect.x0, rect.y0)]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
        n = max(1, int(math.hypot(x1 - x0, y1 - y0) / bump))
        for k in range(n):
            pts.append((x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n))
    pts.append(pts[0])
    for a, b in zip(pts, pts[1:]):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        dx, dy = b[0] - a[0], b[1] - a[1]
        c = (mx + dy * 0.5, my - dx * 0.5)
        page.draw_bezier(a, (a[0] + (c[0] - a[0]) * 0.9, a[1] + (c[1] - a[1]) * 0.9),
                         (b[0] + (c[0] - b[0]) * 0.9, b[1] + (c[1] - b[1]) * 0.9), b, width=0.9)


# -------------------------------------------------------------------------------------- content
GENERAL_NOTES = [
    "ALL REINFORCING SHALL BE DETAILED, FABRICATED AND PLACED IN ACCORDANCE WITH ACI 318-19, ACI 315-18 "
    "AND THE CRSI MANUAL OF STANDARD PRACTICE, U.O.N.",
    "REINFORCING BARS SHALL BE DEFORMED BARS CONFORMING TO ASTM A615 GRADE 60 (fy = 60 KSI). BARS TO BE "
    "WELDED, WHERE APPROVED, SHALL CONFORM TO ASTM A706 GRADE 60.",
    "MINIMUM CLEAR CONCRETE COVER (SUPERSTRUCTURE), U.O.N.: ELEVATED DECK SLABS, TOP: 2\"; SLABS, BOTTOM: "
    "1-1/2\"; BEAMS AND GIRDERS TO STIRRUPS: 1-1/2\"; COLUMNS TO TIES OR SPIRALS: 1-1/2\"; WALLS EXPOSED TO "
    "WEATHER: 2\".",
    "EPOXY-COATED BARS (EC) SHALL CONFORM TO ASTM A775 AND SHALL BE USED FOR ALL TOP MAT BARS IN ELEVATED "
    "PARKING DECKS, SLAB EDGE U-BARS, AND ALL BARS IN THE ROOF LEVEL (LEVEL 5) DECK. REPAIR DAMAGED COATING "
    "PER ASTM D3963 PRIOR TO PLACING CONCRETE.",
    "SUPPORT BARS ON PLASTIC OR EPOXY-COATED WIRE CHAIRS AND BOLSTERS (CRSI CLASS 1A) SPACED AT 4'-0\" O.C. "
    "MAX. EACH WAY. BRICK, CMU OR WOOD BLOCKING SHALL NOT BE USED TO SUPPORT REINFORCING.",
    "LAP SPLICES SHALL BE CLASS B TENSION LAP SPLICES PER THE LAP SPLICE LENGTH TABLE THIS SHEET, U.O.N. "
    "SPLICE CONTINUOUS TOP BARS AT MIDSPAN AND BOTTOM BARS OVER SUPPORTS.",
    "STANDARD HOOKS PER DETAIL 5/S-501. ALL TIES, HOOPS AND CLOSED STIRRUPS SHALL HAVE 135° SEISMIC HOOKS "
    "WITH 6db (3\" MIN.) EXTENSION INTO THE CONFINED CORE.",
    "PLACING TOLERANCES: EFFECTIVE DEPTH d OF 8\" OR LESS: ±3/8\"; d GREATER THAN 8\": ±½\". LONGITUDINAL "
    "LOCATION OF BENDS AND BAR ENDS: ±2\". CLEAR COVER SHALL NOT BE REDUCED BY MORE THAN 1/3 OF THE "
    "SPECIFIED COVER.",
    "ALL BARS SHALL BE BENT COLD. DO NOT FIELD BEND OR STRAIGHTEN BARS PARTIALLY EMBEDDED IN CONCRETE "
    "WITHOUT WRITTEN APPROVAL OF THE ENGINEER OF RECORD. DO NOT HEAT BARS.",
    "MECHANICAL SPLICES, WHERE SHOWN OR APPROVED, SHALL BE ACI 318 TYPE 2 COUPLERS WITH A CURRENT ICC-ES "
    "EVALUATION REPORT. WELDED SPLICES ARE NOT PERMITTED.",
    "SUBMIT REINFORCING SHOP DRAWINGS (PLACING DRAWINGS AND BAR LISTS) PER ACI 315 FOR REVIEW PRIOR TO "
    "FABRICATION. BAR MARKS ON THIS SHEET ARE FOR REFERENCE ONLY; DETAILER SHALL ASSIGN FINAL MARKS.",
    "SPECIAL INSPECTION OF REINFORCING PLACEMENT IS REQUIRED PER IBC 1705.3 PRIOR TO EACH CONCRETE "
    "PLACEMENT. NOTIFY THE SPECIAL INSPECTOR 48 HOURS IN ADVANCE.",
]

# (mark, size, no., length, shape, A, B, C, remarks)
BAR_SCHEDULE = [
    ("C1V", "#9", "12", "14'-6\"", "STR", "-", "-", "-", "COLUMN VERT., LEVEL 1 TO LEVEL 2, SPLICE ABOVE FLOOR"),
    ("C1T", "#4", "14", "7'-8\"", "T1", "1'-9\"", "1'-9\"", "4½\"", "PERIMETER TIE @ 12\" O.C., 135° HOOKS"),
    ("C1X", "#4", "56", "2'-6\"", "X1", "1'-9\"", "3\"", "4½\"", "CROSSTIE, 135°/90° HOOKS, ALTERNATE ENDS"),
    ("B1T", "#8", "4", "32'-0\"", "STR", "-", "-", "-", "BEAM TOP CONT., CLASS B LAP AT MIDSPAN"),
    ("B1B", "#9", "4", "28'-6\"", "STR", "-", "-", "-", "BEAM BOTTOM, LAP OVER SUPPORTS"),
    ("B1S", "#4", "42", "7'-10\"", "S6", "1'-3\"", "2'-3\"", "4½\"", "CLOSED STIRRUP, 135° HOOKS, SEE 2/S-501"),
    ("B1K", "#5", "4", "28'-6\"", "STR", "-", "-", "-", "SKIN REINF., 2 EA. FACE"),
    ("S1E", "#5", "210", "4'-4 1/2\"", "U", "2'-0\"", "4½\"", "2'-0\"", "SLAB EDGE U-BAR @ 12\" O.C., EC"),
    ("D1T", "#6", "22", "9'-6\"", "STR", "-", "-", "-", "DROP PANEL ADD'L TOP, 11 E.W., EC"),
    ("H1", "#6", "36", "4'-9\"", "L", "4'-0\"", "9\"", "-", "90° STD. HOOK AT DISCONT. EDGE, EC"),
    ("CJ1", "#5", "60", "5'-0\"", "STR", "-", "-", "-", "DOWELS AT CONST. JT., EC"),
]

# bar size: (4000 top, 4000 other, 5000 top, 5000 other), inches, Class B, Grade 60 uncoated
LAP_TABLE = [
    ("#3", "25", "19", "22", "17"),
    ("#4", "33", "25", "29", "23"),
    ("#5", "41", "31", "36", "28"),
    ("#6", "49", "37", "44", "34"),
    ("#7", "71", "54", "63", "49"),
    ("#8", "81", "62", "72", "56"),
    ("#9", "91", "70", "81", "63"),
    ("#10", "102", "79", "92", "71"),
    ("#11", "114", "87", "102", "78"),
]

REVISIONS = [
    ("1", "PERMIT SET", "07/18/2025"),
    ("2", "PLAN CHECK RESPONSE", "09/05/2025"),
    ("3", "ADDENDUM 1", "10/10/2025"),
]

CELL_X = [M, 544, 1052, 1560]
CELL_Y = [M, 590, 1144]


# --------------------------------------------------------------------------------------- details
def _column_ties(page) -> None:
    """Detail 1 at 1" = 1'-0" (6 pt to the inch): a 24" square column, 12-#9 verticals, the
    perimeter tie, two crossties each way; below it a 24" round column with a spiral."""
    s = 6.0
    x0, y0, side = 96, 104, 24 * s
    col = pymupdf.Rect(x0, y0, x0 + side, y0 + side)
    page.draw_rect(col, width=1.4)
    conc_hatch(page, col)
    cov = 1.5 * s
    tie = pymupdf.Rect(x0 + cov, y0 + cov, x0 + side - cov, y0 + side - cov)
    page.draw_rect(tie, width=1.6, radius=0.06)
    # 135° hooks at the top-left corner of the tie
    page.draw_line((tie.x0 + 2, tie.y0 + 6), (tie.x0 + 20, tie.y0 + 24), width=1.6)
    page.draw_line((tie.x0 + 6, tie.y0 + 2), (tie.x0 + 24, tie.y0 + 20), width=1.6)
    inset = cov + 3 + 3.4
    c = [x0 + inset + k * (side - 2 * inset) / 3 for k in range(4)]
    r = [y0 + inset + k * (side - 2 * inset) / 3 for k in range(4)]
    for i in range(4):
        for j in range(4):
            if i in (0, 3) or j in (0, 3):
                bar_dot(page, c[i], r[j], 3.4)
    # crossties: horizontal at rows 1 and 2, vertical at columns 1 and 2, 135° one end, 90° other
    for k, yy in enumerate((r[1], r[2])):
        yy2 = yy + 4.2
        page.draw_line((tie.x0 + 1, yy2), (tie.x1 - 1, yy2), width=1.1)
        if k == 0:
            page.draw_line((tie.x0 + 1, yy2), (tie.x0 + 12, yy2 - 11), width=1.1)
            page.draw_line((tie.x1 - 1, yy2), (tie.x1 - 1, yy2 - 14), width=1.1)
        else:
            page.draw_line((tie.x1 - 1, yy2), (tie.x1 - 12, yy2 - 11), width=1.1)
            page.draw_line((tie.x0 + 1, yy2), (tie.x0 + 1, yy2 - 14), width=1.1)
    for k, xx in enumerate((c[1], c[2])):
        xx2 = xx + 4.2
        page.draw_line((xx2, tie.y0 + 1), (xx2, tie.y1 - 1), width=1.1)
        if k == 0:
            page.draw_line((xx2, tie.y1 - 1), (xx2 + 11, tie.y1 - 12), width=1.1)
            page.draw_line((xx2, tie.y0 + 1), (xx2 + 14, tie.y0 + 1), width=1.1)
        else:
            page.draw_line((xx2, tie.y0 + 1), (xx2 + 11, tie.y0 + 12), width=1.1)
            page.draw_line((xx2, tie.y1 - 1), (xx2 + 14, tie.y1 - 1), width=1.1)
    # leaders
    lx = 300
    leader(page, (c[3] + 2, r[0] - 2), lx, 96, ["12-#9 VERT. (C1V)"])
    leader(page, (tie.x1, r[0] + 22), lx, 122, ["#4 PERIMETER TIE @ 12\" O.C. (C1T)", "SEE BAR BENDING SCHEDULE"])
    leader(page, (tie.x1 - 20, r[1] + 4.2), lx, 158, ["#4 CROSSTIE @ 12\" O.C. (C1X),", "ALTERNATE 90° ENDS VERTICALLY"])
    leader(page, (tie.x0 + 12, tie.y0 + 16), 60, 82, ["135° HOOK W/ 6db EXT. (TYP.)"])
    leader(page, (x0 + side, r[3] + 8), lx, 200, ["1½\" CLR (TYP.)"])
    txt(page, lx, 226, "FOR COLUMN SIZES AND VERTICAL REINF.", 6.5)
    txt(page, lx, 234.5, "SEE COLUMN SCHEDULE, SHEET S-601.", 6.5)
    txt(page, lx, 243, "FOR HOOKS SEE 5/S-501.", 6.5)
    dim_h(page, x0, x0 + side, y0 + side + 18, "2'-0\"", ext_from=y0 + side, below=True)
    dim_v(page, x0 - 16, y0, y0 + side, "2'-0\"", ext_from=x0)
    # round column, SIM.
    cx, cy, rr = 168, 392, 12 * s
    txt(page, 60, 304, "Ø24\" ROUND COLUMN (SIM.)", 7.5, "hebo")
    page.draw_line((60, 306.5), (60 + tlen("Ø24\" ROUND COLUMN (SIM.)", 7.5, "hebo"), 306.5), width=0.6)
    page.draw_circle((cx, cy), rr, width=1.4)
    conc_hatch(page, pymupdf.Rect(cx - rr * 0.7, cy - rr * 0.7, cx + rr * 0.7, cy + rr * 0.7))
    page.draw_circle((cx, cy), rr - cov, width=1.6)
    for k in range(8):
        a = math.radians(22.5 + 45 * k)
        bar_dot(page, cx + (rr - cov - 6) * math.cos(a), cy + (rr - cov - 6) * math.sin(a), 3.0)
    leader(page, (cx + (rr - cov - 6) * math.cos(math.radians(-22.5)),
                  cy + (rr - cov - 6) * math.sin(math.radians(-22.5))), lx, 330, ["8-#8 VERT., EQ. SPACED"])
    leader(page, (cx + rr - cov, cy + 8), lx, 356, ["#4 SPIRAL @ 3\" PITCH", "1½ EXTRA TURNS AT EACH END"])
    leader(page, (cx + 50, cy + 50), lx, 392, ["SPIRAL SPLICE: 48db LAP (12\" MIN.)", "OR TYPE 2 MECH. SPLICE"])
    leader(page, (cx - rr * 0.71, cy + rr * 0.71), 60, 486, ["1½\" CLR TO SPIRAL"])
    dim_h(page, cx - rr, cx + rr, cy + rr + 14, "Ø2'-0\"", ext_from=cy, below=True)
    view_title(page, 60, 548, "1", "TYPICAL COLUMN TIE DETAIL", "1\" = 1'-0\"")


def _beam_stirrups(page) -> None:
    """Detail 2 at 3/4" = 1'-0" (4.5 pt to the inch): an 18x30 beam in section and a partial
    elevation from the face of the column showing the stirrup spacing."""
    s = 4.5
    x0, y0 = 604, 104
    bw, bh = 18 * s, 30 * s
    txt(page, x0 - 8, 88, "SECTION", 7.5, "hebo")
    sec = pymupdf.Rect(x0, y0, x0 + bw, y0 + bh)
    page.draw_rect(sec, width=1.4)
    conc_hatch(page, sec)
    cov = 1.5 * s
    st = pymupdf.Rect(x0 + cov, y0 + cov, x0 + bw - cov, y0 + bh - cov)
    page.draw_rect(st, width=1.5)
    page.draw_line((st.x0 + 2, st.y0 + 5), (st.x0 + 16, st.y0 + 19), width=1.5)
    page.draw_line((st.x0 + 5, st.y0 + 2), (st.x0 + 19, st.y0 + 16), width=1.5)
    ins = cov + 2.25
    for k in range(4):
        bx = x0 + ins + 2.3 + k * (bw - 2 * ins - 4.6) / 3
        bar_dot(page, bx, y0 + ins + 2.3, 2.3)
        bar_dot(page, bx, y0 + bh - ins - 2.6, 2.6)
    for yy in (y0 + 52, y0 + 88):
        bar_dot(page, x0 + ins + 1.5, yy, 1.5)
        bar_dot(page, x0 + bw - ins - 1.5, yy, 1.5)
    lx = 722
    leader(page, (x0 + bw - ins - 2.3, y0 + ins + 2.3), lx, 100, ["4-#8 TOP CONT. (B1T)"])
    leader(page, (st.x1, y0 + 34), lx, 124, ["#4 CLOSED STIRRUP (B1S)", "W/ 135° HOOKS, SEE 5/S-501"])
    leader(page, (x0 + bw - ins - 1.5, y0 + 88), lx, 166, ["2-#5 SKIN REINF. EA. FACE (B1K)"])
    leader(page, (x0 + bw - ins - 2.6, y0 + bh - ins - 2.6), lx, 200, ["4-#9 BOT. (B1B)"])
    leader(page, (x0, y0 + bh - 3), lx, 226, ["1-1/2\" CLR. TO STIRRUP (TYP.)"])
    dim_h(page, x0, x0 + bw, y0 + bh + 16, "1'-6\"", ext_from=y0 + bh, below=True)
    dim_v(page, x0 - 16, y0, y0 + bh, "2'-6\"", ext_from=x0)
    txt(page, 880, 100, "BEAM SIZE AND REINF. SHOWN ARE", 6.3)
    txt(page, 880, 108.5, "TYPICAL (B-1); SEE BEAM SCHEDULE,", 6.3)
    txt(page, 880, 117, "SHEET S-602, FOR ALL OTHER BEAMS.", 6.3)
    # partial elevation
    txt(page, 940, 282, "PARTIAL ELEVATION", 7.5, "hebo")
    ey0, ey1 = 290, 290 + bh
    cf = 650                                     # face of column
    page.draw_line((600, ey0 - 14), (600, ey1 + 26), width=0.5, dashes="[8 3 2 3] 0")
    page.draw_line((cf, ey0 - 14), (cf, ey1 + 26), width=1.3)
    break_v(page, ey0 - 14, 600, cf)
    break_v(page, ey1 + 26, 600, cf)
    page.draw_line((cf, ey0), (1020, ey0), width=1.3)
    page.draw_line((cf, ey1), (1020, ey1), width=1.3)
    break_h(page, 1020, ey0, ey1)
    page.draw_line((612, ey0 + 10), (1014, ey0 + 10), width=1.4)            # top bars through column
    page.draw_line((cf - 30, ey1 - 11), (1014, ey1 - 11), width=1.4)        # bottom bars
    xs = [cf + 2 * s + k * 6 * s for k in range(10)] + [cf + 60 * s + 10 * s * k for k in range(1, 3)]
    for x in xs:
        page.draw_line((x, ey0 + 6), (x, ey1 - 6), width=0.9)
    dim_h(page, cf, cf + 2 * s, ey1 + 18, "2\"", ext_from=ey1)
    dim_h(page, cf, cf + 60 * s, ey1 + 40, "2h = 5'-0\"", ext_from=ey1)
    leader(page, (cf, ey0 - 12), 676, ey0 - 16, ["FACE OF COLUMN"])
    leader(page, (xs[0], ey0 + 30), 770, 262, ["FIRST STIRRUP 2\" FROM FACE OF SUPPORT"])
    txt(page, 600, ey1 + 58, "#4 CLOSED STIRRUPS @ 6\" O.C. WITHIN 2h OF SUPPORT,", 6.5)
    txt(page, 600, ey1 + 67, "@ 10\" O.C. REMAINDER, U.O.N. ON BEAM SCHEDULE. SYMMETRICAL ABOUT MIDSPAN.", 6.5)
    txt(page, 600, ey1 + 80, "B1T: LAP AT MIDSPAN ONLY. B1B: LAP OVER SUPPORTS ONLY. NO SPLICES WITHIN 2h.", 6.5)
    view_title(page, 568, 548, "2", "TYPICAL BEAM STIRRUP DETAIL", "3/4\" = 1'-0\"")


def _slab_edge(page) -> None:
    """Detail 3 at 1½" = 1'-0" (9 pt to the inch): an 8" deck at its free edge, U-bars around
    2-#5 continuous, the two mats, a chamfer and drip, the barrier cable anchor plate."""
    s = 9.0
    ex, top, bot = 1130, 230, 230 + 8 * s
    end = 1420
    page.draw_polyline([(end, top), (ex + 0.75 * s, top), (ex, top + 0.75 * s), (ex, bot), (end, bot)], width=1.5)
    break_h(page, end, top, bot)
    conc_hatch(page, pymupdf.Rect(ex + 4, top + 2, end - 6, bot - 2), density=0.003)
    # drip groove under the edge
    page.draw_rect(pymupdf.Rect(ex + 1.5 * s, bot - 0.5 * s, ex + 2 * s, bot), width=0.6, color=BLACK, fill=(1, 1, 1))
    r5 = 0.3125 * s
    tl = top + 2 * s + r5               # U-bar top leg
    bl = bot - 1.5 * s - r5             # U-bar bottom leg
    ux = ex + 1.5 * s + r5
    leg = 24 * s
    page.draw_polyline([(ux + leg, tl), (ux + 6, tl)], width=1.5)
    arc(page, ux + 6, tl + 6, 6, 270, 180, width=1.5, steps=6)
    page.draw_line((ux, tl + 6), (ux, bl - 6), width=1.5)
    arc(page, ux + 6, bl - 6, 6, 180, 90, width=1.5, steps=6)
    page.draw_line((ux + 6, bl), (ux + leg, bl), width=1.5)
    bar_dot(page, ux + 2 * r5 + 1, tl + 2 * r5 + 1, r5, epoxy=True)
    bar_dot(page, ux + 2 * r5 + 1, bl - 2 * r5 - 1, r5)
    # slab mats: bars perpendicular to the edge as lines, parallel ones in section
    page.draw_line((ux + 30, tl + 2 * r5 + 0.5), (end - 4, tl + 2 * r5 + 0.5), width=1.2)
    page.draw_line((ux + 30, bl - 2 * r5 - 0.5), (end - 4, bl - 2 * r5 - 0.5), width=1.2)
    for x in (ux + 108, ux + 216, ux + 324):
        if x < end - 8:
            bar_dot(page, x, tl + 4 * r5 + 1.5, r5, epoxy=True)
            bar_dot(page, x, bl - 4 * r5 - 1.5, r5)
    # barrier cable anchor plate on the edge face
    page.draw_rect(pymupdf.Rect(ex - 6, top + 24, ex, top + 48), width=0.9, fill=(0.85, 0.85, 0.85))
    leader(page, (ex - 6, top + 36), 1066, 338, ["BARRIER CABLE ANCHOR", "PLATE, SEE 4/S-503"])
    # leaders
    leader(page, (ux + 150, tl), 1282, 140, ["#5 U-BAR @ 12\" O.C., EC (S1E)"])
    leader(page, (ux + 2 * r5 + 1, tl + 2 * r5 + 1), 1140, 118, ["2-#5 CONT., EC (1 TOP, 1 BOT.)"])
    leader(page, (ux + 240, tl + 2 * r5 + 0.5), 1330, 170, ["#5 @ 12\" O.C. E.W. TOP, EC"])
    leader(page, (ex + 3, top + 3), 1070, 198, ["¾\" CHAMFER"])
    leader(page, (ux + 250, bl - 2 * r5 - 0.5), 1300, 346, ["#5 @ 12\" O.C. E.W. BOT."])
    leader(page, (ex + 1.75 * s, bot), 1186, 372, ["½\"x½\" DRIP, 1½\" FROM EDGE"])
    dim_v(page, end + 24, top, bot, "8\"", ext_from=end)
    dim_v(page, end + 46, top, top + 2 * s, "2\" CLR", ext_from=end)
    dim_v(page, end + 46, bot - 1.5 * s, bot, "1-1/2\" CLR. BOT.", ext_from=end)
    dim_h(page, ux, ux + leg, top - 30, "2'-0\"", ext_from=tl)
    txt(page, 1066, 412, "SLAB EDGE LOCATION TOLERANCE: ±1/4\" FROM LAYOUT LINE.", 6.5)
    txt(page, 1066, 421, "TOP OF SLAB ELEVATION TOLERANCE: ±3/4\". SEE PLANS FOR ELEVATIONS.", 6.5)
    txt(page, 1066, 430, "PROVIDE S1E U-BARS AT ALL SLAB EDGES, OPENINGS OVER 12\" AND RAMP EDGES.", 6.5)
    txt(page, 1066, 439, "ALIGN U-BARS WITH SLAB TOP BARS; LAP U-BAR LEGS WITH TOP AND BOT. MATS.", 6.5)
    view_title(page, 1076, 548, "3", "TYPICAL SLAB EDGE DETAIL", "1½\" = 1'-0\"")


def _drop_panel(page) -> None:
    """Detail 4 at 1/2" = 1'-0" (3 pt to the inch): a section through the 8" flat slab, the 10'-0"
    square drop panel 6" deep and the 24" column under it."""
    s = 3.0
    cx = 290
    top, sb = 790, 790 + 8 * s
    db = sb + 6 * s
    dx0, dx1 = cx - 60 * s, cx + 60 * s
    xl, xr = 64, 516
    page.draw_line((xl, top), (xr, top), width=1.4)
    page.draw_polyline([(xl, sb), (dx0, sb), (dx0, db), (cx - 12 * s, db), (cx - 12 * s, db + 110)], width=1.4)
    page.draw_polyline([(xr, sb), (dx1, sb), (dx1, db), (cx + 12 * s, db), (cx + 12 * s, db + 110)], width=1.4)
    break_h(page, xl, top, sb)
    break_h(page, xr, top, sb)
    break_v(page, db + 110, cx - 12 * s, cx + 12 * s)
    conc_hatch(page, pymupdf.Rect(xl + 6, top + 1, xr - 6, sb - 1), density=0.006)
    conc_hatch(page, pymupdf.Rect(dx0 + 2, sb, dx1 - 2, db - 1), density=0.006)
    conc_hatch(page, pymupdf.Rect(cx - 12 * s + 2, db + 2, cx + 12 * s - 2, db + 104), density=0.004)
    page.draw_line((cx, top - 60), (cx, db + 130), width=0.45, dashes="[14 3 3 3] 0")
    txt(page, cx + 3, top - 52, "C", 7, "hebo")
    txt(page, cx + 6, top - 50, "L", 5.5, "hebo")
    page.draw_line((xl + 6, top + 7), (xr - 6, top + 7), width=1.1)                # slab top mat
    page.draw_line((cx - 57 * s, top + 10), (cx + 57 * s, top + 10), width=1.5)    # D1T added
    page.draw_line((xl + 6, sb - 5), (dx0 + 18, sb - 5), width=1.1)                # slab bottom mat
    page.draw_line((dx1 - 18, sb - 5), (xr - 6, sb - 5), width=1.1)
    page.draw_line((dx0 + 6, db - 5), (dx1 - 6, db - 5), width=1.1)                # drop panel mat
    for x in (cx - 8, cx + 8):
        bar_dot(page, x, db - 8, 1.6)
    leader(page, (150, top + 7), 70, 700, ["#5 @ 12\" O.C. E.W. TOP, EC (SLAB)", "2\" CLR TO TOP OF SLAB"])
    leader(page, (360, top + 10), 300, 704, ["ADD'L #6 @ 10\" O.C. E.W. TOP, EC (D1T)", "CENTERED ON COLUMN"])
    dim_h(page, cx - 57 * s, cx + 57 * s, top - 26, "ADD'L TOP BARS 9'-6\"", ext_from=top + 10)
    leader(page, (90, sb - 5), 64, 872, ["#5 @ 12\" O.C. E.W. BOT. (SLAB),", "EXTEND 6\" INTO DROP PANEL"])
    leader(page, (dx1 - 40, db - 5), 380, 872, ["#5 @ 12\" O.C. E.W. BOT.", "(DROP PANEL)"])
    leader(page, (cx + 8, db - 8), 380, 906, ["2-#5 INTEGRITY BARS E.W.", "THRU COL. CORE, BOT."])
    leader(page, (cx - 12 * s, db + 70), 64, 932, ["24\" SQ. COLUMN, SEE 1/S-501"])
    dim_h(page, dx0, cx, db + 24, "5'-0\"", ext_from=db)
    dim_h(page, cx, dx1, db + 24, "5'-0\"", ext_from=db)
    dim_v(page, xr + 14, top, sb, "8\"", ext_from=xr)
    dim_v(page, dx1 + 14, sb, db, "6\"", ext_from=dx1)
    dim_v(page, dx1 + 34, top, db, "1'-2\"", ext_from=dx1)
    txt(page, 64, 982, "10'-0\" SQ. DROP PANEL, CENTERED ON COLUMN U.O.N. ON PLAN.", 6.5)
    txt(page, 64, 991, "DROP PANEL SHALL EXTEND L/6 MIN. EACH WAY FROM COLUMN CENTERLINE", 6.5)
    txt(page, 64, 1000, "AND PROJECT 6\" BELOW SLAB SOFFIT. PLACE DROP PANEL CONCRETE MONOLITHIC", 6.5)
    txt(page, 64, 1009, "WITH SLAB. NO CONSTRUCTION JOINTS WITHIN DROP PANEL.", 6.5)
    view_title(page, 60, 1102, "4", "TYPICAL DROP PANEL DETAIL", "1/2\" = 1'-0\"")


def _hooks(page) -> None:
    """Detail 5, NTS: the standard hooks for main bars and for stirrups and ties, and the table
    of minimum inside bend diameters."""
    # 90° hook
    y = 650
    page.draw_line((570, y), (690, y), width=2.2)
    arc(page, 690, y + 14, 14, 270, 360, width=2.2, steps=8)
    page.draw_line((704, y + 14), (704, y + 74), width=2.2)
    txt(page, 676, y + 26, "90°", 7)
    dim_v(page, 724, y + 14, y + 74, "12db", ext_from=704)
    leader(page, (696, y + 6), 570, y - 18, ["D (SEE TABLE)"])
    page.draw_line((570, y + 90), (704, y + 90), width=0.4)
    tick(page, 570, y + 90)
    tick(page, 704, y + 90)
    txt(page, 610, y + 87, "ldh", 6.5)
    ctxt(page, 640, y + 112, "90° STANDARD HOOK", 7.5, "hebo")
    # 180° hook
    page.draw_line((800, y), (930, y), width=2.2)
    arc(page, 930, y + 16, 16, 270, 450, width=2.2, steps=14)
    page.draw_line((930, y + 32), (896, y + 32), width=2.2)
    txt(page, 952, y + 20, "180°", 7)
    dim_h(page, 896, 930, y + 50, "4db OR 2½\" MIN.", ext_from=y + 32, below=True)
    ctxt(page, 866, y + 112, "180° STANDARD HOOK", 7.5, "hebo")
    # 135° stirrup / tie hook
    y2 = 800
    page.draw_polyline([(580, y2 + 90), (580, y2 + 10)], width=2.0)
    arc(page, 590, y2 + 10, 10, 180, 270, width=2.0, steps=6)
    page.draw_line((590, y2), (680, y2), width=2.0)
    page.draw_line((586, y2 + 4), (622, y2 + 40), width=2.0)
    bar_dot(page, 592, y2 + 12, 3.2)
    txt(page, 608, y2 + 16, "135°", 7)
    leader(page, (612, y2 + 30), 636, y2 + 52, ["6db OR 3\" MIN. EXT."])
    ctxt(page, 640, y2 + 112, "135° STIRRUP / TIE HOOK", 7.5, "hebo")
    # 90° stirrup hook
    page.draw_polyline([(810, y2 + 90), (810, y2 + 10)], width=2.0)
    arc(page, 820, y2 + 10, 10, 180, 270, width=2.0, steps=6)
    page.draw_line((820, y2), (900, y2), width=2.0)
    page.draw_line((812, y2 + 2), (812, y2 + 2), width=2.0)
    page.draw_polyline([(900, y2), (910, y2 + 10), (910, y2 + 46)], width=2.0)
    txt(page, 916, y2 + 16, "90°", 7)
    dim_v(page, 934, y2 + 10, y2 + 46, "6db", ext_from=910)
    txt(page, 944, y2 + 60, "6db (3\" MIN.) FOR #3 - #5", 6.3)
    txt(page, 944, y2 + 69, "12db FOR #6 - #8", 6.3)
    ctxt(page, 866, y2 + 112, "90° STIRRUP / TIE HOOK", 7.5, "hebo")
    # bend diameter table
    tx, ty = 580, 936
    txt(page, tx, ty, "MINIMUM INSIDE BEND DIAMETER, D", 8, "hebo")
    cols = [tx, tx + 120, tx + 230, tx + 380]
    rows = [("BAR SIZE", "MAIN BARS", "STIRRUPS & TIES"), ("#3 THRU #5", "6db", "4db"),
            ("#6 THRU #8", "6db", "6db"), ("#9, #10, #11", "8db", "-"), ("#14, #18", "10db", "-")]
    rh = 15
    top = ty + 6
    for i, row in enumerate(rows):
        yy = top + rh * i
        page.draw_line((cols[0], yy), (cols[-1], yy), width=0.8 if i == 0 else 0.4)
        for j, cell in enumerate(row):
            txt(page, cols[j] + 5, yy + 10.5, cell, 7, "hebo" if i == 0 else "helv")
    bottom = top + rh * len(rows)
    page.draw_line((cols[0], bottom), (cols[-1], bottom), width=0.8)
    for x in cols:
        page.draw_line((x, top), (x, bottom), width=0.6)
    txt(page, tx, bottom + 14, "db = NOMINAL BAR Ø. HOOK GEOMETRY PER ACI 318-19 TABLES 25.3.1 AND 25.3.2.", 6.5)
    txt(page, tx, bottom + 23, "HOOKS ON EC BARS: SAME AS UNCOATED BARS. DO NOT REBEND HOOKS IN THE FIELD.", 6.5)
    view_title(page, 568, 1102, "5", "STANDARD HOOK DETAILS", "NTS")


def _lap_splices(page) -> None:
    """Detail 6, NTS: contact and non-contact laps, staggered splices, the column bar offset."""
    x0 = 1080
    y = 660
    txt(page, x0, y - 28, "CONTACT LAP SPLICE", 7.5, "hebo")
    page.draw_line((x0, y), (1300, y), width=2.2)
    page.draw_line((1200, y + 5), (1440, y + 5), width=2.2)
    dim_h(page, 1200, 1300, y - 12, "Ls", ext_from=y)
    txt(page, 1310, y - 12, "Ls = CLASS B LAP, SEE TABLE", 6.5)
    y = 736
    txt(page, x0, y - 26, "NON-CONTACT LAP SPLICE", 7.5, "hebo")
    page.draw_line((x0, y), (1300, y), width=2.2)
    page.draw_line((1200, y + 14), (1440, y + 14), width=2.2)
    dim_h(page, 1200, 1300, y - 12, "Ls", ext_from=y)
    dim_v(page, 1180, y, y + 14, "s", ext_from=1200)
    txt(page, 1310, y + 30, "s = 1/5 Ls OR 6\" MAX.", 6.5)
    y = 818
    txt(page, x0, y - 16, "STAGGERED SPLICES (WHERE NOTED)", 7.5, "hebo")
    for k, lap in enumerate((1120, 1230, 1120)):
        yy = y + 10 + 16 * k
        page.draw_line((x0, yy), (lap + 90, yy), width=1.8)
        page.draw_line((lap, yy + 4), (1440, yy + 4), width=1.8)
    dim_h(page, 1120, 1230, y + 70, "0.5 Ls MIN.", ext_from=y + 46)
    dim_h(page, 1230, 1320, y + 70, "Ls", ext_from=y + 46)
    # column bar offset bend
    bx = 1470
    page.draw_polyline([(bx, 1000), (bx, 940), (bx + 10, 880), (bx + 10, 800)], width=2.2)
    page.draw_polyline([(bx + 16, 1000), (bx + 16, 940)], width=0.5, dashes="[3 2] 0")
    page.draw_line((1440, 960), (1530, 960), width=0.6)
    txt(page, 1404, 957, "FLOOR", 6)
    leader(page, (bx + 5, 910), 1288, 906, ["OFFSET BEND, SLOPE 1:6 MAX.;", "ADD'L TIE WITHIN 6\" OF BEND"])
    leader(page, (bx, 975), 1320, 990, ["COL. VERT. SPLICE ABOVE FLOOR"])
    txt(page, x0, 1032, "PROVIDE CLASS B TENSION LAPS U.O.N. COMPRESSION LAPS: 30db, 12\" MIN.", 6.5)
    txt(page, x0, 1041, "WHERE TYPE 2 MECH. SPLICES ARE USED, STAGGER ADJACENT COUPLERS 24\" MIN.", 6.5)
    txt(page, x0, 1050, "HOLD ALL LAPS OUT OF BEAM-COLUMN JOINTS AND OUT OF 2h ZONES AT SUPPORTS.", 6.5)
    view_title(page, 1076, 1102, "6", "TYPICAL LAP SPLICE DETAILS", "NTS")


# ------------------------------------------------------------------------------------- schedules
def _bar_schedule(page) -> None:
    """The bar bending schedule under the details: marks in Courier, no rules between A, B, C."""
    x0, y0 = 60, 1192
    txt(page, x0, y0 - 14, "BAR BENDING SCHEDULE", 12, "hebo")
    page.draw_line((x0, y0 - 11), (x0 + tlen("BAR BENDING SCHEDULE", 12, "hebo"), y0 - 11), width=1)
    txt(page, x0 + 200, y0 - 14, "(QUANTITIES ARE PER TYPICAL MEMBER; SEE PLANS FOR NUMBER OF MEMBERS)", 7)
    widths = [70, 56, 56, 84, 120, 90, 90, 90, 808]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    head_h, rh = 34, 22
    total = head_h + rh * len(BAR_SCHEDULE)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], y0 + total), width=1.3)
    page.draw_line((xs[0], y0 + head_h), (xs[-1], y0 + head_h), width=1.0)
    for i, x in enumerate(xs[1:-1], 1):
        if i in (6, 7):          # A | B | C: whitespace only, as the export left it
            continue
        page.draw_line((x, y0), (x, y0 + total), width=0.6)
    heads = ["MARK", "SIZE", "NO.", "LENGTH", "SHAPE"]
    for j, h in enumerate(heads):
        ctxt(page, (xs[j] + xs[j + 1]) / 2, y0 + 22, h, 7.5, "hebo")
    ctxt(page, (xs[5] + xs[8]) / 2, y0 + 13, "DIMENSIONS", 7.5, "hebo")
    for j, h in enumerate(("A", "B", "C")):
        ctxt(page, (xs[5 + j] + xs[6 + j]) / 2, y0 + 28, h, 7.5, "hebo")
    txt(page, xs[8] + 8, y0 + 22, "REMARKS", 7.5, "hebo")
    for i, row in enumerate(BAR_SCHEDULE):
        top = y0 + head_h + rh * i
        base = top + 14.5
        if i:
            page.draw_line((xs[0], top), (xs[-1], top), width=0.35)
        mark, size, no, length, shape, a, b, c, remarks = row
        ctxt(page, (xs[0] + xs[1]) / 2, base, mark, 8.5, "cour")
        ctxt(page, (xs[1] + xs[2]) / 2, base, size, 7.5)
        ctxt(page, (xs[2] + xs[3]) / 2, base, no, 7.5)
        ctxt(page, (xs[3] + xs[4]) / 2, base, length, 7.5)
        txt(page, xs[4] + 8, base, shape, 7.5)
        _shape_icon(page, xs[4] + 50, top + 4, shape)
        for j, v in enumerate((a, b, c)):
            ctxt(page, (xs[5 + j] + xs[6 + j]) / 2, base, v, 7.5)
        txt(page, xs[8] + 8, base, remarks, 7.5)
    y = y0 + total + 16
    txt(page, x0, y, "SHAPE CODES:  STR = STRAIGHT;  T1 = RECTANGULAR TIE;  X1 = CROSSTIE;  S6 = CLOSED STIRRUP;  "
        "U = U-BAR;  L = BAR WITH 90° STD. HOOK.", 7)
    txt(page, x0, y + 11, "DIMENSIONS A, B, C ARE OUT-TO-OUT OF BAR. C = HOOK EXTENSION WHERE SHOWN. LENGTHS "
        "ARE TOTAL STRAIGHT CUT LENGTH BEFORE BENDING. EC = EPOXY COATED (SEE NOTE 4).", 7)


BAR_DATA = [
    ("#3", "0.375", "0.11", "0.376"), ("#4", "0.500", "0.20", "0.668"), ("#5", "0.625", "0.31", "1.043"),
    ("#6", "0.750", "0.44", "1.502"), ("#7", "0.875", "0.60", "2.044"), ("#8", "1.000", "0.79", "2.670"),
    ("#9", "1.128", "1.00", "3.400"), ("#10", "1.270", "1.27", "4.303"), ("#11", "1.410", "1.56", "5.313"),
]


def _shape_key(page) -> None:
    """The bar shape key under the schedule: each shape code drawn with its A, B, C legs."""
    x0, y0 = 60, 1528
    txt(page, x0, y0 - 8, "BAR SHAPE KEY", 9, "hebo")
    w, h = 150, 112
    for k, code in enumerate(("STR", "T1", "X1", "S6", "U", "L")):
        bx = x0 + (w + 8) * k
        page.draw_rect(pymupdf.Rect(bx, y0, bx + w, y0 + h), width=0.5)
        txt(page, bx + 6, y0 + 12, code, 8, "hebo")
        lw = 1.8
        if code == "STR":
            page.draw_line((bx + 20, y0 + 60), (bx + 130, y0 + 60), width=lw)
            ctxt(page, bx + 75, y0 + 54, "A", 7.5)
        elif code in ("T1", "S6"):
            r = pymupdf.Rect(bx + 40, y0 + 26, bx + 110, y0 + 96 if code == "S6" else y0 + 86)
            page.draw_rect(r, width=lw)
            page.draw_line((r.x0 + 2, r.y0 + 6), (r.x0 + 18, r.y0 + 22), width=lw)
            page.draw_line((r.x0 + 6, r.y0 + 2), (r.x0 + 22, r.y0 + 18), width=lw)
            ctxt(page, (r.x0 + r.x1) / 2, r.y0 - 4, "A", 7.5)
            txt(page, r.x1 + 5, (r.y0 + r.y1) / 2 + 3, "B", 7.5)
            txt(page, r.x0 + 20, r.y0 + 30, "C", 7.5)
            txt(page, bx + 6, y0 + h - 6, "135° HOOKS" + (", CLOSED" if code == "S6" else ""), 6)
        elif code == "X1":
            page.draw_line((bx + 25, y0 + 60), (bx + 125, y0 + 60), width=lw)
            page.draw_line((bx + 25, y0 + 60), (bx + 40, y0 + 45), width=lw)
            page.draw_line((bx + 125, y0 + 60), (bx + 125, y0 + 44), width=lw)
            ctxt(page, bx + 75, y0 + 74, "A", 7.5)
            txt(page, bx + 129, y0 + 55, "B", 7.5)
            txt(page, bx + 26, y0 + 44, "C", 7.5)
            txt(page, bx + 6, y0 + h - 6, "135° / 90° HOOKS", 6)
        elif code == "U":
            page.draw_polyline([(bx + 120, y0 + 36), (bx + 36, y0 + 36), (bx + 36, y0 + 80), (bx + 120, y0 + 80)], width=lw)
            ctxt(page, bx + 78, y0 + 32, "A", 7.5)
            txt(page, bx + 24, y0 + 61, "B", 7.5)
            ctxt(page, bx + 78, y0 + 92, "C", 7.5)
        elif code == "L":
            page.draw_polyline([(bx + 20, y0 + 40), (bx + 120, y0 + 40), (bx + 120, y0 + 84)], width=lw)
            ctxt(page, bx + 70, y0 + 35, "A", 7.5)
            txt(page, bx + 125, y0 + 65, "B", 7.5)
            txt(page, bx + 6, y0 + h - 6, "90° STD. HOOK (12db)", 6)
    txt(page, x0, y0 + h + 14, "ALL BAR DIMENSIONS OUT-TO-OUT. BEND DIAMETERS PER DETAIL 5/S-501.", 6.5)


def _bar_data(page) -> None:
    """ASTM A615 bar data: size, nominal diameter, area, weight."""
    x0, y0 = 1072, 1528
    txt(page, x0, y0 - 8, "REINFORCING BAR DATA (ASTM A615)", 9, "hebo")
    cols = [x0, x0 + 80, x0 + 200, x0 + 330, x0 + 460]
    heads = ("BAR SIZE", "NOMINAL Ø (IN.)", "AREA (SQ. IN.)", "WEIGHT (LB/FT)")
    rh, hh = 13, 16
    bottom = y0 + hh + rh * len(BAR_DATA)
    page.draw_rect(pymupdf.Rect(cols[0], y0, cols[-1], bottom), width=1.0)
    page.draw_line((cols[0], y0 + hh), (cols[-1], y0 + hh), width=0.8)
    for x in cols[1:-1]:
        page.draw_line((x, y0), (x, bottom), width=0.4)
    for j, h in enumerate(heads):
        ctxt(page, (cols[j] + cols[j + 1]) / 2, y0 + 11, h, 6.8, "hebo")
    for i, row in enumerate(BAR_DATA):
        yy = y0 + hh + rh * i
        for j, v in enumerate(row):
            ctxt(page, (cols[j] + cols[j + 1]) / 2, yy + 9.5, v, 7)


def _shape_icon(page, x: float, y: float, code: str) -> None:
    """A bar shape sketch in the schedule's SHAPE cell, 48 x 14 points."""
    w = 0.9
    if code == "STR":
        page.draw_line((x, y + 7), (x + 48, y + 7), width=w)
    elif code in ("T1", "S6"):
        page.draw_rect(pymupdf.Rect(x + 12, y, x + 36, y + 14), width=w)
        page.draw_line((x + 12, y + 3), (x + 17, y + 8), width=w)
        page.draw_line((x + 15, y), (x + 20, y + 5), width=w)
    elif code == "X1":
        page.draw_polyline([(x + 10, y + 4), (x + 6, y + 10), (x + 42, y + 10), (x + 42, y + 4)], width=w)
    elif code == "U":
        page.draw_polyline([(x + 46, y + 1), (x + 6, y + 1), (x + 6, y + 13), (x + 46, y + 13)], width=w)
    elif code == "L":
        page.draw_polyline([(x, y + 2), (x + 44, y + 2), (x + 44, y + 13)], width=w)


def _general_notes(page) -> float:
    x0, y = 1584, 74
    txt(page, x0, y, "GENERAL REINFORCING NOTES", 12, "hebo")
    page.draw_line((x0, y + 3), (x0 + tlen("GENERAL REINFORCING NOTES", 12, "hebo"), y + 3), width=1)
    y += 22
    size = 8.2
    for i, note in enumerate(GENERAL_NOTES, 1):
        lines = wrap(note, 606, size)
        txt(page, x0, y, f"{i}.", size)
        for line in lines:
            txt(page, x0 + 20, y, line, size)
            y += size + 3.4
        y += 6
    return y


def _lap_table(page, y: float) -> float:
    x0 = 1584
    y += 18
    title = "LAP SPLICE LENGTH TABLE"
    txt(page, x0, y, title, 12, "hebo")
    page.draw_line((x0, y + 3), (x0 + tlen(title, 12, "hebo"), y + 3), width=1)
    txt(page, x0, y + 16, "CLASS B TENSION LAP SPLICES, Ls (INCHES) - GRADE 60 UNCOATED BARS, NORMALWEIGHT CONCRETE", 7)
    top = y + 40
    widths = [90, 130, 130, 130, 130]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    h1, h2, rh = 18, 16, 17
    body = top + h1 + h2
    bottom = body + rh * len(LAP_TABLE)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=1.2)
    page.draw_line((xs[1], top + h1), (xs[-1], top + h1), width=0.6)
    page.draw_line((xs[0], body), (xs[-1], body), width=1.0)
    for i, x in enumerate(xs[1:-1], 1):
        page.draw_line((x, top if i in (1, 3) else top + h1), (x, bottom), width=0.8 if i == 3 else 0.5)
    ctxt(page, (xs[0] + xs[1]) / 2, top + 22, "BAR SIZE", 7.5, "hebo")
    ctxt(page, (xs[1] + xs[3]) / 2, top + 12.5, "f'c = 4000 PSI", 7.5, "hebo")
    ctxt(page, (xs[3] + xs[5]) / 2, top + 12.5, "f'c = 5000 PSI", 7.5, "hebo")
    for j, h in enumerate(("TOP BARS", "OTHER BARS", "TOP BARS", "OTHER BARS")):
        ctxt(page, (xs[1 + j] + xs[2 + j]) / 2, top + h1 + 11.5, h, 7, "hebo")
    for i, row in enumerate(LAP_TABLE):
        yy = body + rh * i
        if i:
            page.draw_line((xs[0], yy), (xs[-1], yy), width=0.3)
        ctxt(page, (xs[0] + xs[1]) / 2, yy + 12, row[0], 7.5, "hebo")
        for j, v in enumerate(row[1:]):
            ctxt(page, (xs[1 + j] + xs[2 + j]) / 2, yy + 12, f"{v}\"", 7.5)
    cloud(page, pymupdf.Rect(xs[0] - 10, top - 8, xs[-1] + 10, bottom + 8))
    delta(page, xs[-1] + 26, top + 10, "3")
    y = bottom + 24
    foot = [
        "1. TOP BARS ARE HORIZONTAL BARS PLACED SO THAT MORE THAN 12\" OF FRESH CONCRETE IS CAST BELOW THE SPLICE.",
        "2. FOR EPOXY-COATED BARS MULTIPLY TABLE VALUES BY 1.5 (OTHER BARS) OR 1.31 (TOP BARS).",
        "3. VALUES ASSUME CLEAR SPACING AND COVER NOT LESS THAN db AND TIES OR STIRRUPS THROUGHOUT Ls.",
        "4. WHERE BARS OF DIFFERENT SIZE ARE LAPPED, USE THE LAP LENGTH OF THE SMALLER BAR.",
        "5. COMPRESSION LAP SPLICES: 30db, 12\" MIN.",
    ]
    for line in foot:
        txt(page, x0, y, line, 6.8)
        y += 10
    return y


LD_TABLE = [("#3", "19", "15"), ("#4", "25", "19"), ("#5", "31", "24"), ("#6", "37", "29"), ("#7", "54", "42"),
            ("#8", "62", "48"), ("#9", "70", "54"), ("#10", "79", "61"), ("#11", "87", "67")]

OPENINGS = [
    ("A.", "OPENINGS 12\" OR LESS IN ANY DIRECTION: NO ADDITIONAL REINFORCING. SPREAD BARS AROUND THE OPENING; "
           "DO NOT CUT BARS."),
    ("B.", "OPENINGS OVER 12\" UP TO 36\": ADD 2-#5 T&B EACH SIDE OF OPENING, EXTENDING 2'-0\" BEYOND EACH CORNER, "
           "PLUS S1E U-BARS AT ALL OPENING EDGES."),
    ("C.", "OPENINGS OVER 36\": AS SHOWN ON FRAMING PLANS ONLY."),
    ("D.", "NO OPENINGS THROUGH DROP PANELS OR WITHIN 2h OF A COLUMN FACE WITHOUT WRITTEN APPROVAL OF THE EOR."),
]


def _ld_table(page, y: float) -> float:
    """Straight-bar tension development lengths at the 4000 psi mix, beside the lap table's logic."""
    x0 = 1584
    y += 22
    title = "TENSION DEVELOPMENT LENGTH, ld"
    txt(page, x0, y, title, 10, "hebo")
    page.draw_line((x0, y + 3), (x0 + tlen(title, 10, "hebo"), y + 3), width=0.8)
    txt(page, x0, y + 15, "STRAIGHT BARS, GRADE 60 UNCOATED, f'c = 4000 PSI (INCHES)", 7)
    top = y + 22
    xs = [x0, x0 + 90, x0 + 200, x0 + 310]
    hh, rh = 16, 14
    bottom = top + hh + rh * len(LD_TABLE)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=1.0)
    page.draw_line((xs[0], top + hh), (xs[-1], top + hh), width=0.8)
    for x in xs[1:-1]:
        page.draw_line((x, top), (x, bottom), width=0.4)
    for j, h in enumerate(("BAR SIZE", "TOP BARS", "OTHER BARS")):
        ctxt(page, (xs[j] + xs[j + 1]) / 2, top + 11, h, 7, "hebo")
    for i, row in enumerate(LD_TABLE):
        yy = top + hh + rh * i
        for j, v in enumerate(row):
            ctxt(page, (xs[j] + xs[j + 1]) / 2, yy + 10, v if j == 0 else f"{v}\"", 7)
    # slab openings, beside the ld table
    ox = x0 + 340
    txt(page, ox, y, "REINFORCING AT SLAB OPENINGS", 10, "hebo")
    page.draw_line((ox, y + 3), (ox + tlen("REINFORCING AT SLAB OPENINGS", 10, "hebo"), y + 3), width=0.8)
    oy = y + 18
    for key, text in OPENINGS:
        txt(page, ox, oy, key, 7.2)
        for line in wrap(text, 265, 7.2):
            txt(page, ox + 14, oy, line, 7.2)
            oy += 10
        oy += 4
    return max(bottom, oy)


EC_MATRIX = [
    ("LEVEL 2", "EC", "UNCOATED", "EC", "UNCOATED", "EC"),
    ("LEVEL 3", "EC", "UNCOATED", "EC", "UNCOATED", "EC"),
    ("LEVEL 4", "EC", "UNCOATED", "EC", "UNCOATED", "EC"),
    ("LEVEL 5 (ROOF)", "EC", "EC", "EC", "EC", "EC"),
    ("RAMPS, LEVELS 2-4", "EC", "UNCOATED", "EC", "UNCOATED", "EC"),
]


def _ec_matrix(page, y: float) -> float:
    """Where coated bars go, level by level (note 4 spelled out for the detailer)."""
    x0 = 1584
    y += 26
    title = "EPOXY COATING REQUIREMENTS BY LEVEL"
    txt(page, x0, y, title, 10, "hebo")
    page.draw_line((x0, y + 3), (x0 + tlen(title, 10, "hebo"), y + 3), width=0.8)
    top = y + 12
    xs = [x0, x0 + 120]
    for _ in range(5):
        xs.append(xs[-1] + 102)
    hh, rh = 26, 15
    bottom = top + hh + rh * len(EC_MATRIX)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=1.0)
    page.draw_line((xs[0], top + hh), (xs[-1], top + hh), width=0.8)
    for x in xs[1:-1]:
        page.draw_line((x, top), (x, bottom), width=0.4)
    heads = [("LEVEL", ""), ("SLAB", "TOP MAT"), ("SLAB", "BOTTOM MAT"), ("BEAM", "TOP BARS"),
             ("BEAM BOT. BARS", "AND STIRRUPS"), ("SLAB EDGE", "U-BARS (S1E)")]
    for j, (a, b) in enumerate(heads):
        cx = (xs[j] + xs[j + 1]) / 2
        if b:
            ctxt(page, cx, top + 11, a, 6.6, "hebo")
            ctxt(page, cx, top + 20, b, 6.6, "hebo")
        else:
            ctxt(page, cx, top + 16, a, 6.6, "hebo")
    for i, row in enumerate(EC_MATRIX):
        yy = top + hh + rh * i
        if i:
            page.draw_line((xs[0], yy), (xs[-1], yy), width=0.3)
        txt(page, xs[0] + 6, yy + 10.5, row[0], 7, "hebo")
        for j, v in enumerate(row[1:], 1):
            ctxt(page, (xs[j] + xs[j + 1]) / 2, yy + 10.5, v, 7)
    txt(page, x0, bottom + 12, "COLUMNS, WALLS AND ALL BARS BELOW LEVEL 2: UNCOATED U.O.N. ON PLANS.", 6.8)
    return bottom + 12


EMBEDS = [
    "CONDUITS EMBEDDED IN SLABS: OUTSIDE DIAMETER NOT MORE THAN 1/3 OF SLAB THICKNESS, SPACED NOT LESS THAN "
    "3 DIAMETERS O.C., PLACED BETWEEN TOP AND BOTTOM MATS. NO CONDUITS IN DROP PANELS.",
    "SLEEVES OR CORES THROUGH BEAMS ARE NOT PERMITTED WITHOUT WRITTEN APPROVAL OF THE EOR.",
    "AT EACH FLOOR DRAIN BLOCKOUT ADD 2-#4 x 4'-0\" DIAGONAL BARS, TOP, EACH CORNER (EC).",
    "POST-INSTALLED ANCHORS: LOCATE REINFORCING BY GPR SCAN BEFORE DRILLING. DO NOT CUT OR DAMAGE BARS; "
    "RELOCATE ANCHORS AS APPROVED BY THE EOR.",
    "EXPANSION JOINTS AND POUR STRIPS: SEE SHEET S-502.",
]


def _embeds(page, y: float) -> float:
    x0 = 1584
    y += 30
    title = "EMBEDDED ITEMS AND COORDINATION"
    txt(page, x0, y, title, 10, "hebo")
    page.draw_line((x0, y + 3), (x0 + tlen(title, 10, "hebo"), y + 3), width=0.8)
    y += 18
    for key, text in zip("ABCDE", EMBEDS):
        txt(page, x0, y, f"{key}.", 7.6)
        for line in wrap(text, 600, 7.6):
            txt(page, x0 + 16, y, line, 7.6)
            y += 10.6
        y += 4
    return y


def _legend(page, y: float) -> None:
    x0 = 1584
    y += 34
    title = "REINFORCING LEGEND"
    txt(page, x0, y, title, 12, "hebo")
    page.draw_line((x0, y + 3), (x0 + tlen(title, 12, "hebo"), y + 3), width=1)
    y += 24
    bar_dot(page, x0 + 14, y - 3, 3)
    txt(page, x0 + 40, y, "REINFORCING BAR IN SECTION", 7)
    bar_dot(page, x0 + 14, y + 14, 3, epoxy=True)
    txt(page, x0 + 40, y + 17, "EPOXY-COATED BAR IN SECTION", 7)
    page.draw_polyline([(x0, y + 31), (x0 + 26, y + 31), (x0 + 26, y + 38)], width=1.4)
    txt(page, x0 + 40, y + 34, "BAR WITH STANDARD HOOK", 7)
    page.draw_line((x0, y + 48), (x0 + 28, y + 48), width=1.4)
    page.draw_rect(pymupdf.Rect(x0 + 10, y + 45, x0 + 18, y + 51), width=0.6, fill=(1, 1, 1))
    txt(page, x0 + 40, y + 51, "MECHANICAL SPLICE (COUPLER)", 7)
    abbrevs = [("CLR", "CLEAR"), ("CONT.", "CONTINUOUS"), ("db", "NOMINAL BAR DIAMETER"), ("EA.", "EACH"),
               ("EC", "EPOXY COATED"), ("E.W.", "EACH WAY"), ("ldh", "DEVELOPMENT LENGTH, STD. HOOK"),
               ("Ls", "LAP SPLICE LENGTH"), ("STD.", "STANDARD"), ("T&B", "TOP AND BOTTOM"),
               ("U.O.N.", "UNLESS OTHERWISE NOTED"), ("EOR", "ENGINEER OF RECORD")]
    ax = x0 + 300
    txt(page, ax, y - 14, "ABBREVIATIONS", 8, "hebo")
    for i, (a, d) in enumerate(abbrevs):
        col, row = divmod(i, 6)
        xx = ax + col * 170
        yy = y + row * 11
        txt(page, xx, yy, a, 7, "hebo")
        txt(page, xx + 40, yy, d, 7)


# ----------------------------------------------------------------------------------- title block
def _title_block(page) -> None:
    x0, x1 = TB, W - M
    page.draw_line((x0, M), (x0, H - M), width=1.8)
    page.draw_line((x0 + 4, M), (x0 + 4, H - M), width=0.5)
    x = x0 + 16
    y = 70
    txt(page, x, y, "KESTREL", 20, "hebo")
    txt(page, x, y + 18, "STRUCTURAL ENGINEERS, PLLC", 10, "hebo")
    for i, line in enumerate(["815 W. BANNOCK STREET, SUITE 400", "BOISE, IDAHO 83702",
                              "208.555.0143   KESTREL-SE.COM"]):
        txt(page, x, y + 32 + 10 * i, line, 7)
    sep = [150, 214, 372, 520, 586, 700, 858, 1086, 1180, 1290, 1400, 1560]
    for yy in sep:
        page.draw_line((x0 + 4, yy), (x1, yy), width=0.7)
    txt(page, x, 164, "ARCHITECT", 6)
    txt(page, x, 178, "HALVORSEN ARCHITECTURE", 9, "tiro")
    txt(page, x, 190, "1020 W. MAIN STREET, BOISE, ID 83702", 6.5)
    txt(page, x, 200, "208.555.0188", 6.5)
    # seal
    sx, sy = (x0 + x1) / 2, 293
    page.draw_circle((sx, sy), 62, width=1.0)
    page.draw_circle((sx, sy), 48, width=0.5)
    ctxt(page, sx, sy - 52, "LICENSED", 6.5, "tibo")
    ctxt(page, sx, sy - 14, "18842", 9, "tibo")
    ctxt(page, sx, sy + 2, "PROFESSIONAL ENGINEER", 6, "tiro")
    ctxt(page, sx, sy + 18, "ROLAND H. LINDQVIST", 7, "tibo")
    ctxt(page, sx, sy + 58, "STATE OF IDAHO", 6.5, "tibo")
    page.draw_line((sx - 60, sy + 40), (sx + 60, sy + 28), width=0.6)          # signature stroke
    txt(page, x, 366, "SIGNED 10/10/2025", 6)
    txt(page, x, 388, "PROJECT", 6)
    txt(page, x, 404, "ALDER CREEK MEDICAL CAMPUS", 10, "hebo")
    txt(page, x, 418, "PARKING STRUCTURE P2", 10, "hebo")
    txt(page, x, 432, "2600 N. ALDER CREEK PARKWAY", 7)
    txt(page, x, 442, "BOISE, ID 83713", 7)
    txt(page, x, 462, "OWNER", 6)
    txt(page, x, 474, "ALDER CREEK HEALTH SYSTEM", 8)
    txt(page, x, 484, "FACILITIES PLANNING & CONSTRUCTION", 6.5)
    txt(page, x, 504, "5 LEVELS, 612 STALLS, CAST-IN-PLACE CONCRETE", 6.5)
    # key plan
    txt(page, x, 534, "KEY PLAN", 6)
    kp = pymupdf.Rect(x + 60, 544, x + 240, 580)
    page.draw_rect(kp, width=0.8)
    page.draw_line((kp.x0 + 20, kp.y0 + 18), (kp.x1 - 20, kp.y0 + 18), width=0.4)
    page.draw_rect(pymupdf.Rect(kp.x0, kp.y0, kp.x0 + 60, kp.y1), width=0.4, fill=(0.75, 0.75, 0.75))
    txt(page, kp.x1 + 6, kp.y1 - 4, "N", 7, "hebo")
    page.draw_line((kp.x1 + 9, kp.y1 - 14), (kp.x1 + 9, kp.y0), width=0.6)
    # revisions
    txt(page, x, 602, "REVISIONS", 7, "hebo")
    txt(page, x, 618, "NO.", 6)
    txt(page, x + 34, 618, "DESCRIPTION", 6)
    txt(page, x + 200, 618, "DATE", 6)
    page.draw_line((x, 622), (x1 - 12, 622), width=0.4)
    for i, (no, desc, date) in enumerate(REVISIONS):
        yy = 636 + 16 * i
        delta(page, x + 7, yy - 3, no)
        txt(page, x + 34, yy, desc, 7)
        txt(page, x + 200, yy, date, 7)
        page.draw_line((x, yy + 5), (x1 - 12, yy + 5), width=0.25)
    # issue, data
    txt(page, x, 716, "ISSUE", 6)
    txt(page, x, 734, "CONSTRUCTION DOCUMENTS", 10, "hebo")
    fields = [("PROJECT NO.", "KSE-24118", 0, 764), ("DATE", "06/27/2025", 150, 764),
              ("DRAWN BY", "JMT", 0, 800), ("CHECKED BY", "RHL", 150, 800),
              ("SCALE", "AS NOTED", 0, 836), ("CAD FILE", "24118-S501.dwg", 150, 836)]
    for cap, val, dx, yy in fields:
        txt(page, x + dx, yy, cap, 6)
        txt(page, x + dx, yy + 13, val, 8.5, "cour" if cap == "CAD FILE" else "helv")
    # general notes reference
    txt(page, x, 874, "STRUCTURAL SHEET INDEX (PARTIAL)", 6.5, "hebo")
    for i, line in enumerate(["S-001   GENERAL NOTES", "S-101 - S-105   FRAMING PLANS", "S-501   CONCRETE REINFORCING DETAILS",
                              "S-502   CONCRETE DETAILS", "S-503   BARRIER CABLE DETAILS",
                              "S-601   COLUMN SCHEDULE", "S-602   BEAM SCHEDULE"]):
        txt(page, x, 888 + 10 * i, line, 6.5)
    txt(page, x, 1000, "REVIEW STAMP", 6)
    page.draw_rect(pymupdf.Rect(x, 1006, x1 - 16, 1076), width=0.4, dashes="[3 2] 0")
    txt(page, x, 1100, "SHEET TITLE", 6)
    txt(page, x, 1124, "CONCRETE REINFORCING", 13, "hebo")
    txt(page, x, 1142, "DETAILS", 13, "hebo")
    txt(page, x, 1196, "SHEET NUMBER", 6)
    txt(page, x + 40, 1256, SHEET, 40, "hebo")
    txt(page, x, 1280, "SHEET 21 OF 34", 7)
    copy = ("© 2025 KESTREL STRUCTURAL ENGINEERS, PLLC. THESE DRAWINGS AND THE DESIGN SHOWN ARE INSTRUMENTS "
            "OF SERVICE AND THE PROPERTY OF THE ENGINEER. REPRODUCTION OR USE FOR ANY OTHER PROJECT WITHOUT "
            "WRITTEN CONSENT IS PROHIBITED.")
    for i, line in enumerate(wrap(copy, 280, 5.8, "tiro")):
        txt(page, x, 1420 + 8 * i, line, 5.8, "tiro")
    txt(page, x, 1590, "PLOTTED: 10/10/2025 4:12 PM", 5.5, "cour")
    txt(page, x, 1600, "XREF: 24118-TB-ARCH-D", 5.5, "cour")


# ---------------------------------------------------------------------------------------- sheet
def rebar_details_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    page.draw_rect(pymupdf.Rect(M, M, W - M, H - M), width=2.2)
    page.draw_rect(pymupdf.Rect(M - 8, M - 8, W - M + 8, H - M + 8), width=0.4)
    # detail cells
    for y in CELL_Y[1:]:
        page.draw_line((M, y), (CELL_X[-1], y), width=0.6)
    for x in CELL_X[1:]:
        page.draw_line((x, M), (x, CELL_Y[-1] if x != CELL_X[-1] else H - M), width=0.6)
    _column_ties(page)
    _beam_stirrups(page)
    _slab_edge(page)
    _drop_panel(page)
    _hooks(page)
    _lap_splices(page)
    _bar_schedule(page)
    _shape_key(page)
    _bar_data(page)
    y = _general_notes(page)
    y = _lap_table(page, y)
    y = _ld_table(page, y)
    y = _ec_matrix(page, y)
    y = _embeds(page, y)
    _legend(page, y)
    _title_block(page)
    # zone marks along the border, as the plot frame carries them
    for i in range(8):
        cx = M + (TB - M) / 8 * (i + 0.5)
        ctxt(page, cx, M - 1, str(8 - i), 6)
    for i, z in enumerate("DCBA"):
        txt(page, M - 7, M + (H - 2 * M) / 4 * (i + 0.5), z, 6)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
