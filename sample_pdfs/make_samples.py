#!/usr/bin/env python3
"""Generate the synthetic sample drawing set ``sample_plan_set.pdf``.

The set is a small, fictional residential permit set ("MAPLE STREET
RESIDENCE" by "HARBOR & PINE ARCHITECTS") drawn with PyMuPDF vector
primitives and PyMuPDF's built-in fonts only.  It reproduces traits of real
plan sets that a drawing-QA tool has to cope with:

* 36 x 24 in sheets with a right-hand vertical title block strip,
* ruled schedules (door, window, room finish, footing, shear wall),
* a sheet with ``/Rotate 90`` whose content reads upright when displayed,
* rotated (vertical) text: dimension strings, bearings, margin notes,
* a stacked fraction that extracts without its space (``2'-61/2"``),
* sheet numbers written with the Unicode hyphen U+2010 in the sheet index,
* a sheet index that lists sheets which are not in the file,
* one scanned sheet that is only a raster image (no text layer).

Usage::

    python sample_pdfs/make_samples.py [--out PATH]

or ``from make_samples import build_sample_set; build_sample_set(path)``.
The output is deterministic: fixed metadata, seeded scan noise, reproducible
save.  Importing the module has no side effects.
"""

from __future__ import annotations

import argparse
import functools
import math
from dataclasses import dataclass
from pathlib import Path

import pymupdf

# --------------------------------------------------------------------------
# Sheet geometry and project data
# --------------------------------------------------------------------------

SHEET_W, SHEET_H = 2592.0, 1728.0  # 36 x 24 in, landscape as displayed
MARGIN = 36.0
TB_X0 = 2280.0  # left edge of the title block strip
TB_X1 = SHEET_W - MARGIN
BORDER = (MARGIN, MARGIN, TB_X1, SHEET_H - MARGIN)

BLACK = (0, 0, 0)
DARK = (0.25, 0.25, 0.25)
GREY = (0.55, 0.55, 0.55)
LIGHT = (0.85, 0.85, 0.85)
PALE = (0.93, 0.93, 0.93)
WHITE = (1, 1, 1)

HYPHEN_FONT = "DroidHy"  # embedded (subset) font that has U+2010
UHY = "\u2010"

FIRM = "HARBOR & PINE ARCHITECTS"
FIRM_ADDRESS = ("220 WATER STREET, SUITE 300", "PORT HADLEY, OR 97201", "T (503) 555-0142")
ARCHITECT = "JANE K. LINDQVIST, AIA"
PROJECT = "MAPLE STREET RESIDENCE"
PROJECT_ADDRESS = ("1428 MAPLE STREET", "CEDAR HOLLOW, OR 97045")
OWNER = "DANIEL & PRIYA OKAFOR"
PROJECT_NO = "2024-117"
ISSUE_DATE = "03/14/2025"

REVISIONS = {
    1: ("PERMIT SET", "03/14/2025"),
    2: ("PLAN CHECK RESPONSE", "05/02/2025"),
    3: ("REVISED WINDOW SCHEDULE", "06/20/2025"),
}


@dataclass(frozen=True)
class Sheet:
    """One sheet of the set: number, title, revisions shown, page options."""

    number: str
    title: str
    revs: tuple[int, ...]
    drawn: str = "JKL"
    rotation: int = 0
    scanned: bool = False


SHEETS = (
    Sheet("G-001", "COVER SHEET", (1, 2)),
    Sheet("A1.0", "SITE PLAN", (1,)),
    Sheet("A2.0", "FIRST FLOOR PLAN", (1, 2)),
    Sheet("A3.0", "EXTERIOR ELEVATIONS", (1,)),
    Sheet("A4.0", "DOOR, WINDOW & ROOM FINISH SCHEDULES", (1, 2, 3), rotation=90),
    Sheet("A5.0", "ROOF PLAN", (1,), scanned=True),
    Sheet("S-101", "FOUNDATION PLAN", (1, 2), drawn="TRN"),
)

# The index lists A2.1 and A6.0, which are not in this file (as real sets do).
SHEET_INDEX = (
    (f"G{UHY}001", "COVER SHEET"),
    ("A1.0", "SITE PLAN"),
    ("A2.0", "FIRST FLOOR PLAN"),
    ("A2.1", "SECOND FLOOR PLAN"),
    ("A3.0", "EXTERIOR ELEVATIONS"),
    ("A4.0", "DOOR, WINDOW & ROOM FINISH SCHEDULES"),
    ("A5.0", "ROOF PLAN"),
    ("A6.0", "BUILDING SECTIONS"),
    (f"S{UHY}101", "FOUNDATION PLAN"),
)

# Schedules.  "{1/2}" marks a stacked fraction (drawn small and raised).
DOORS = (
    ("101", "3'-0\"", "6'-8\"", "A", "INSULATED FIBERGLASS", "NONE", "HW-1", "FRONT ENTRY, DEADBOLT"),
    ("102", "2'-8\"", "6'-8\"", "A", "INSULATED FIBERGLASS", "NONE", "HW-1", "REAR EXIT AT KITCHEN"),
    ("103", "2'-6\"", "6'-8\"", "B", "HOLLOW CORE WOOD", "NONE", "HW-3", "COAT CLOSET"),
    ("104", "2'-8\"", "6'-8\"", "B", "HOLLOW CORE WOOD", "NONE", "HW-3", ""),
    ("105", "2'-4\"", "6'-8\"", "B", "HOLLOW CORE WOOD", "NONE", "HW-4", "PRIVACY SET"),
    ("106", "2'-8\"", "6'-8\"", "B", "SOLID CORE WOOD", "20 MIN", "HW-2", "SELF-CLOSING, GARAGE TO HOUSE"),
    ("107", "2'-6\"", "6'-8\"", "B", "HOLLOW CORE WOOD", "NONE", "HW-3", ""),
    ("108", "16'-0\"", "7'-0\"", "C", "INSULATED STEEL", "NONE", "HW-5", "SECTIONAL OVERHEAD, OPENER"),
)

WINDOWS = (
    ("W1", "3'-0\"", "5'-0\"", "SINGLE HUNG", "VINYL", "DUAL LOW-E", "0.30", ""),
    ("W2", "4'-0\"", "4'-0\"", "SLIDER", "VINYL", "DUAL LOW-E", "0.30", "EGRESS, 5.7 SF NET CLR."),
    ("W3", "2'-6\"", "4'-0\"", "CASEMENT", "FIBERGLASS", "DUAL LOW-E", "0.28", "OVER SINK"),
    ("W4", "6'-0\"", "5'-0\"", "PICTURE", "VINYL", "DUAL LOW-E", "0.29", ""),
    ("W5", "2'-0\"", "3'-0\"", "AWNING", "VINYL", "DUAL LOW-E, TEMPERED", "0.30", "WET AREA"),
    ("W6", "2'-6{1/2}\"", "2'-0\"", "FIXED", "VINYL", "DUAL LOW-E", "0.30", "HIGH SILL AT LAUNDRY"),
)

FINISHES = (
    ("101", "LIVING", "ENGINEERED WOOD", "PAINTED WOOD", "GYP. BD., PAINT", "GYP. BD., PAINT", "9'-0\"", ""),
    ("102", "KITCHEN", "PORCELAIN TILE", "PORCELAIN TILE", "GYP. BD., PAINT", "GYP. BD., PAINT", "9'-0\"", "TILE BACKSPLASH"),
    ("103", "DINING", "ENGINEERED WOOD", "PAINTED WOOD", "GYP. BD., PAINT", "GYP. BD., PAINT", "9'-0\"", ""),
    ("104", "BEDROOM", "CARPET", "PAINTED WOOD", "GYP. BD., PAINT", "GYP. BD., PAINT", "8'-6\"", ""),
    ("105", "BATH", "CERAMIC TILE", "CERAMIC TILE", "MR GYP. BD., PAINT", "MR GYP. BD., PAINT", "8'-0\"", "TILE WAINSCOT TO 4'-0\""),
    ("106", "GARAGE", "SEALED CONCRETE", "NONE", "5/8\" TYPE X GYP. BD.", "5/8\" TYPE X GYP. BD.", "9'-1\"", "TAPED, FIRE SEPARATION"),
    ("107", "LAUNDRY", "SHEET VINYL", "RUBBER", "MR GYP. BD., PAINT", "GYP. BD., PAINT", "8'-0\"", ""),
    ("108", "HALL / ENTRY", "ENGINEERED WOOD", "PAINTED WOOD", "GYP. BD., PAINT", "GYP. BD., PAINT", "9'-0\"", ""),
    ("201", "PRIMARY BEDROOM", "CARPET", "PAINTED WOOD", "GYP. BD., PAINT", "GYP. BD., PAINT", "8'-0\"", "TRAY CEILING TO 9'-0\""),
    ("202", "PRIMARY BATH", "PORCELAIN TILE", "PORCELAIN TILE", "MR GYP. BD., PAINT", "MR GYP. BD., PAINT", "8'-0\"", ""),
    ("203", "BEDROOM", "CARPET", "PAINTED WOOD", "GYP. BD., PAINT", "GYP. BD., PAINT", "8'-0\"", ""),
    ("204", "BATH", "CERAMIC TILE", "CERAMIC TILE", "MR GYP. BD., PAINT", "MR GYP. BD., PAINT", "8'-0\"", ""),
)

# First floor plan in feet (x to the right, y down; street / south at y = 36).
PLAN_W, PLAN_D = 50.0, 36.0
ROOMS = (  # name, number, x0, y0, x1, y1
    ("LIVING", "101", 27, 12, 50, 36),
    ("KITCHEN", "102", 25, 0, 38, 12),
    ("DINING", "103", 38, 0, 50, 12),
    ("BEDROOM", "104", 0, 0, 12.5, 12),
    ("BATH", "105", 12.5, 0, 19, 12),
    ("GARAGE", "106", 0, 16, 22, 36),
    ("LAUNDRY", "107", 19, 0, 25, 12),
    ("HALL", "108", 0, 12, 27, 16),
)
PLAN_DOORS = (  # mark, wall orientation, fixed coordinate, start, end, swing side (+1/-1)
    ("101", "h", 36, 23, 26, -1),
    ("102", "h", 0, 29, 31 + 2 / 3, 1),
    ("103", "v", 22, 16.5, 19, -1),
    ("104", "h", 12, 9, 11 + 2 / 3, -1),
    ("105", "h", 12, 14, 16 + 1 / 3, -1),
    ("106", "h", 16, 3, 5 + 2 / 3, -1),
    ("107", "h", 12, 20.5, 23, -1),
)
PLAN_WINDOWS = (  # mark, orientation, fixed coordinate, start, end
    ("W1", "h", 36, 33, 36),
    ("W1", "h", 36, 41, 44),
    ("W1", "v", 50, 3, 6),
    ("W2", "h", 0, 4, 8),
    ("W3", "h", 0, 33, 35.5),
    ("W4", "h", 0, 41, 47),
    ("W5", "h", 0, 15, 17),
    ("W6", "h", 0, 20.5, 23),
)

# --------------------------------------------------------------------------
# Drawing canvas
# --------------------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def _hyphen_font() -> pymupdf.Font:
    """PyMuPDF's built-in fallback font (Droid Sans Fallback); it has U+2010."""
    return pymupdf.Font("cjk")


def _text_len(text: str, size: float, font: str = "helv") -> float:
    """Width of ``text`` in points for a built-in or the hyphen font."""
    if font == HYPHEN_FONT:
        return _hyphen_font().text_length(text, fontsize=size)
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def _split_fraction(text: str) -> list[tuple[str, bool]]:
    """Split ``2'-6{1/2}"`` into [("2'-6", False), ("1/2", True), ('"', False)]."""
    parts: list[tuple[str, bool]] = []
    while "{" in text:
        head, rest = text.split("{", 1)
        frac, text = rest.split("}", 1)
        if head:
            parts.append((head, False))
        parts.append((frac, True))
    if text:
        parts.append((text, False))
    return parts


def plain(text: str) -> str:
    """Text as it reads in extraction: stacked fractions lose their space."""
    return text.replace("{", "").replace("}", "")


class Canvas:
    """Draws in display (rotated) sheet coordinates on a possibly rotated page.

    All sheets are designed as 2592 x 1728 landscape.  On a page with
    ``/Rotate 90`` the points are mapped into the unrotated (portrait)
    mediabox and text is rotated so that the sheet reads upright on screen.
    """

    def __init__(self, page: pymupdf.Page):
        self.page = page
        self.shape = page.new_shape()
        self.mat = page.derotation_matrix
        self.rot = page.rotation
        self.sheet_number = ""
        self._hyphen_ready = False

    # geometry ----------------------------------------------------------
    def pt(self, x: float, y: float) -> pymupdf.Point:
        return pymupdf.Point(x, y) * self.mat

    def _finish(self, color, fill, width, dashes=None, close=True):
        self.shape.finish(color=color, fill=fill, width=width, dashes=dashes, closePath=close)

    def line(self, x0, y0, x1, y1, width=0.8, color=BLACK, dashes=None):
        self.shape.draw_line(self.pt(x0, y0), self.pt(x1, y1))
        self._finish(color, None, width, dashes, close=False)

    def rect(self, x0, y0, x1, y1, width=0.8, color=BLACK, fill=None, dashes=None):
        r = pymupdf.Rect(self.pt(x0, y0), self.pt(x1, y1))
        r.normalize()
        self.shape.draw_rect(r)
        self._finish(color, fill, width, dashes)

    def circle(self, cx, cy, r, width=0.8, color=BLACK, fill=None):
        self.shape.draw_circle(self.pt(cx, cy), r)
        self._finish(color, fill, width)

    def poly(self, pts, closed=True, width=0.8, color=BLACK, fill=None, dashes=None):
        self.shape.draw_polyline([self.pt(x, y) for x, y in pts])
        self._finish(color, fill, width, dashes, close=closed)

    def arc(self, cx, cy, sx, sy, degrees, width=0.5, color=BLACK):
        """Arc around (cx, cy) starting at (sx, sy), counter-clockwise on screen."""
        self.shape.draw_sector(self.pt(cx, cy), self.pt(sx, sy), degrees, fullSector=False)
        self._finish(color, None, width, close=False)

    # text --------------------------------------------------------------
    def text(self, x, y, s, size=10.0, font="helv", color=BLACK, align="l", rotate=0):
        """Write ``s`` with baseline start at (x, y); align l/c/r along the text."""
        if font == HYPHEN_FONT and not self._hyphen_ready:
            self.page.insert_font(fontname=HYPHEN_FONT, fontbuffer=_hyphen_font().buffer)
            self._hyphen_ready = True
        parts = _split_fraction(s)
        widths = [_text_len(t, size * (0.6 if f else 1), font) + (0.6 if f else 0) for t, f in parts]
        total = sum(widths)
        off = {"l": 0.0, "c": total / 2, "r": total}[align]
        a = math.radians(rotate)
        dx, dy = math.cos(a), -math.sin(a)  # text direction on screen
        nx, ny = -dy, dx  # "down" relative to the text
        pos = -off
        for (t, frac), w in zip(parts, widths):
            lift = -0.38 * size if frac else 0.0
            px = x + pos * dx + lift * nx
            py = y + pos * dy + lift * ny
            self.shape.insert_text(
                self.pt(px, py), t, fontsize=size * (0.6 if frac else 1), fontname=font,
                color=color, rotate=(rotate + self.rot) % 360,
            )
            pos += w

    def lines(self, x, y, rows, size=11.0, leading=1.45, font="helv", align="l"):
        """Write several lines downwards; return the y below the last one."""
        for row in rows:
            self.text(x, y, row, size, font, align=align)
            y += size * leading
        return y

    def commit(self):
        self.shape.commit()


def wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    """Greedy word wrap to ``width`` points."""
    out, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}".strip()
        if cur and _text_len(plain(trial), size, font) > width:
            out.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        out.append(cur)
    return out


# --------------------------------------------------------------------------
# Common sheet furniture
# --------------------------------------------------------------------------


def heading(cv: Canvas, x, y, title, size=15.0, width=None):
    """Bold, underlined block heading; returns y for the first body line."""
    cv.text(x, y, title, size, "hebo")
    w = width or _text_len(title, size, "hebo")
    cv.line(x, y + 4, x + w, y + 4, width=1.2)
    return y + size + 12


def notes(cv: Canvas, x, y, title, items, width, size=11.0, numbered=True, leading=1.4):
    """Heading plus (numbered) wrapped notes with hanging indent; returns end y."""
    y = heading(cv, x, y, title) if title else y
    indent = _text_len("00. ", size) if numbered else 0
    for i, item in enumerate(items, 1):
        rows = wrap(item, width - indent, size)
        if numbered:
            cv.text(x, y, f"{i}.", size)
        for row in rows:
            cv.text(x + indent, y, row, size)
            y += size * leading
        y += size * 0.35
    return y


def key_values(cv: Canvas, x, y, pairs, width, size=11.5, leading=1.45):
    """``KEY: value`` lines with bold keys and wrapped values; returns end y."""
    for key, value in pairs:
        kw = _text_len(key + " ", size, "hebo")
        cv.text(x, y, key, size, "hebo")
        rows = wrap(value, width - kw, size)
        for i, row in enumerate(rows):
            cv.text(x + kw, y, row, size)
            y += size * leading
        if not rows:
            y += size * leading
    return y


def table(cv: Canvas, x, y, title, columns, rows, size=10.5, row_h=26.0, head_h=34.0, delta=None):
    """Ruled schedule: title above, shaded header row, a line for every row/column.

    ``columns`` is a list of (header, width, align).  Returns the bottom y.
    """
    total_w = sum(c[1] for c in columns)
    cv.text(x, y - 12, title, 17, "hebo")
    cv.line(x, y - 7, x + _text_len(title, 17, "hebo"), y - 7, width=1.4)
    if delta:
        tx = x + _text_len(title, 17, "hebo") + 22
        cv.poly([(tx, y - 10), (tx + 10, y - 28), (tx + 20, y - 10)], width=1.0)
        cv.text(tx + 10, y - 13, str(delta), 9, "hebo", align="c")
    bottom = y + head_h + row_h * len(rows)
    cv.rect(x, y, x + total_w, y + head_h, width=0.6, fill=LIGHT)
    # header text (two lines when it contains "|")
    cx = x
    for header, w, _ in columns:
        parts = header.split("|")
        base = y + head_h / 2 + 4 - (len(parts) - 1) * 5.5
        for i, part in enumerate(parts):
            cv.text(cx + w / 2, base + i * 11, part, 9.5, "hebo", align="c")
        cx += w
    for r, row in enumerate(rows):
        ty = y + head_h + r * row_h + row_h / 2 + size * 0.36
        cx = x
        for (header, w, align), val in zip(columns, row):
            if align == "l":
                cv.text(cx + 6, ty, val, size)
            else:
                cv.text(cx + w / 2, ty, val, size, align="c")
            cx += w
    # rules: every row and every column
    for r in range(len(rows) + 1):
        yy = y + head_h + r * row_h
        cv.line(x, yy, x + total_w, yy, width=0.6)
    cx = x
    for _, w, _ in columns:
        cv.line(cx, y, cx, bottom, width=0.6)
        cx += w
    cv.line(cx, y, cx, bottom, width=0.6)
    cv.rect(x, y, x + total_w, bottom, width=1.6)
    return bottom


def view_title(cv: Canvas, x, y, number, title, scale, width=520):
    """Detail bubble + underlined view title + scale line."""
    cv.circle(x + 22, y, 22, width=1.4)
    cv.line(x, y, x + 44, y, width=0.8)
    cv.text(x + 22, y - 5, str(number), 13, "hebo", align="c")
    cv.text(x + 22, y + 15, cv.sheet_number, 9, "helv", align="c")
    cv.text(x + 58, y - 6, title, 22, "hebo")
    cv.line(x + 58, y + 2, x + 58 + width, y + 2, width=2.2)
    cv.text(x + 58, y + 22, f"SCALE: {scale}", 12)


def north_arrow(cv: Canvas, cx, cy, r=34):
    """Circle with a filled north pointer and an N."""
    cv.circle(cx, cy, r, width=1.2)
    cv.poly([(cx, cy - r - 10), (cx + 12, cy + r * 0.55), (cx, cy + r * 0.25)], fill=BLACK, width=0.8)
    cv.poly([(cx, cy - r - 10), (cx - 12, cy + r * 0.55), (cx, cy + r * 0.25)], fill=WHITE, width=0.8)
    cv.text(cx, cy - r - 16, "N", 16, "hebo", align="c")


def hexagon(cv: Canvas, cx, cy, r, label, size=9.0):
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    cv.poly(pts, width=0.8, fill=WHITE)
    cv.text(cx, cy + size * 0.36, label, size, "hebo", align="c")


def door_tag(cv: Canvas, cx, cy, label):
    cv.circle(cx, cy, 13, width=0.8, fill=WHITE)
    cv.text(cx, cy + 3.3, label, 9, "helv", align="c")


def title_block(cv: Canvas, sheet: Sheet):
    """Border, vertical margin note and the right-hand title block strip."""
    cv.rect(*BORDER, width=2.4)
    cv.rect(MARGIN + 8, MARGIN + 8, TB_X0 - 8, SHEET_H - MARGIN - 8, width=0.6)
    cv.text(24, SHEET_H / 2, "COPYRIGHT \u00a9 2025 HARBOR & PINE ARCHITECTS. REPRODUCTION WITHOUT WRITTEN "
            "CONSENT IS PROHIBITED.", 7, align="c", rotate=90)
    x0, x1 = TB_X0, TB_X1
    cv.line(x0, MARGIN, x0, SHEET_H - MARGIN, width=2.4)
    xm = x0 + 14

    # firm
    cv.poly([(xm, 142), (xm + 28, 62), (xm + 56, 142)], width=1.0, fill=DARK)
    cv.rect(xm + 24, 142, xm + 32, 154, width=0.5, fill=DARK)
    cv.text(xm + 68, 92, "HARBOR & PINE", 20, "hebo")
    cv.text(xm + 68, 116, "ARCHITECTS", 15, "hebo")
    cv.lines(xm + 68, 136, FIRM_ADDRESS, 8.5, 1.35)
    cv.line(x0, 190, x1, 190, width=1.0)

    # architect's stamp
    cx, cy = (x0 + x1) / 2, 262
    cv.circle(cx, cy, 58, width=1.0)
    cv.circle(cx, cy, 46, width=0.5)
    cv.text(cx, cy - 22, "LICENSED ARCHITECT", 7, "hebo", align="c")
    cv.text(cx, cy - 2, "JANE K. LINDQVIST", 8, "helv", align="c")
    cv.text(cx, cy + 12, "No. 7731", 8, "helv", align="c")
    cv.text(cx, cy + 30, "STATE OF OREGON", 7, "hebo", align="c")
    cv.line(x0, 336, x1, 336, width=1.0)

    # project
    cv.text(xm, 354, "PROJECT", 7.5, "hebo")
    cv.text(xm, 380, PROJECT, 15, "hebo")
    y = cv.lines(xm, 400, PROJECT_ADDRESS, 10, 1.4)
    cv.text(xm, y + 10, "OWNER", 7.5, "hebo")
    cv.text(xm, y + 26, OWNER, 10)
    cv.text(xm, y + 48, "PROJECT NO.", 7.5, "hebo")
    cv.text(xm + 60, y + 48, PROJECT_NO, 10)
    cv.line(x0, 500, x1, 500, width=1.0)

    # revisions
    cv.text(xm, 518, "REVISIONS", 9, "hebo")
    ty, rh = 528, 22
    c1, c2 = x0 + 44, x1 - 78
    cv.rect(x0 + 8, ty, x1 - 8, ty + rh, width=0.6, fill=LIGHT)
    cv.text((x0 + 8 + c1) / 2, ty + 15, "REV", 8, "hebo", align="c")
    cv.text(c1 + 6, ty + 15, "DESCRIPTION", 8, "hebo")
    cv.text((c2 + x1 - 8) / 2, ty + 15, "DATE", 8, "hebo", align="c")
    for i in range(6):
        ry = ty + rh * (i + 1)
        cv.line(x0 + 8, ry + rh, x1 - 8, ry + rh, width=0.5)
        if i < len(sheet.revs):
            num = sheet.revs[i]
            desc, date = REVISIONS[num]
            tx = (x0 + 8 + c1) / 2
            cv.poly([(tx - 8, ry + 18), (tx, ry + 4), (tx + 8, ry + 18)], width=0.6)
            cv.text(tx, ry + 16, str(num), 7.5, "hebo", align="c")
            cv.text(c1 + 6, ry + 15, desc, 8.5)
            cv.text((c2 + x1 - 8) / 2, ry + 15, date, 8.5, align="c")
    bottom = ty + rh * 7
    cv.rect(x0 + 8, ty, x1 - 8, bottom, width=0.8)
    cv.line(c1, ty, c1, bottom, width=0.5)
    cv.line(c2, ty, c2, bottom, width=0.5)
    cv.line(x0, 700, x1, 700, width=1.0)

    # issue data
    rows = (("ISSUE DATE:", ISSUE_DATE), ("DRAWN BY:", sheet.drawn), ("CHECKED BY:", "MRP"),
            ("SCALE:", "AS NOTED"))
    y = 724
    for k, v in rows:
        cv.text(xm, y, k, 8.5, "hebo")
        cv.text(xm + 90, y, v, 10)
        y += 22
    cv.line(x0, 808, x1, 808, width=1.0)

    # consultants
    y = heading(cv, xm, 830, "CONSULTANTS", 9)
    y = cv.lines(xm, y - 2, ("STRUCTURAL ENGINEER:", "NORTHLINE STRUCTURAL ENGINEERS",
                             "1190 SE ALDER ST., PORT HADLEY, OR", "CIVIL / SURVEY:",
                             "CASCADE LAND SURVEYING, INC."), 8.5, 1.45)
    cv.text(xm, 1250, "PERMIT SET - NOT FOR CONSTRUCTION UNTIL", 8, "hebo")
    cv.text(xm, 1262, "APPROVED BY THE BUILDING OFFICIAL", 8, "hebo")
    cv.line(x0, 1400, x1, 1400, width=1.0)

    # sheet title and number
    cv.text(xm, 1418, "SHEET TITLE", 7.5, "hebo")
    y = 1446
    for row in wrap(sheet.title, x1 - xm - 10, 17, "hebo"):
        cv.text(xm, y, row, 17, "hebo")
        y += 22
    cv.line(x0, 1516, x1, 1516, width=1.0)
    cv.text(xm, 1534, "SHEET NUMBER", 7.5, "hebo")
    cv.text((x0 + x1) / 2, 1640, sheet.number, 74, "hebo", align="c")


# --------------------------------------------------------------------------
# G-001 cover sheet
# --------------------------------------------------------------------------


def draw_cover(cv: Canvas):
    cv.text(90, 130, PROJECT, 54, "hebo")
    cv.text(92, 170, "NEW TWO-STORY SINGLE-FAMILY RESIDENCE WITH ATTACHED GARAGE", 19)
    cv.text(92, 198, ", ".join(PROJECT_ADDRESS), 19)
    cv.text(92, 226, f"ISSUED FOR PERMIT {ISSUE_DATE}", 14, "hebo")

    # small front elevation as the cover image
    cv.rect(90, 260, 900, 760, width=0.6, color=GREY)
    draw_elevation(cv, 170, 720, 13, "south", callouts=False)
    cv.text(495, 752, "FRONT (SOUTH) ELEVATION - NOT TO SCALE", 10, align="c")

    # scope / deferred submittals / symbols (left column)
    y = notes(cv, 90, 820, "SCOPE OF WORK", (
        "CONSTRUCT A NEW TWO-STORY, WOOD-FRAMED SINGLE-FAMILY RESIDENCE WITH AN ATTACHED "
        "TWO-CAR GARAGE ON A VACANT LOT.",
        "NEW DRIVEWAY, WALKWAYS, UTILITY SERVICES AND STORMWATER INFILTRATION PLANTER.",
    ), 780, numbered=False)
    y = notes(cv, 90, y + 24, "DEFERRED SUBMITTALS", (
        "FIRE SPRINKLER SYSTEM (NFPA 13D) - DESIGN-BUILD BY LICENSED FIRE SPRINKLER CONTRACTOR.",
        "PREFABRICATED WOOD ROOF TRUSSES - CALCULATIONS STAMPED BY TRUSS ENGINEER.",
    ), 780)
    y = heading(cv, 90, y + 24, "SYMBOLS LEGEND")
    door_tag(cv, 110, y + 2, "101")
    cv.text(140, y + 6, "DOOR TAG - SEE DOOR SCHEDULE, A4.0", 11)
    hexagon(cv, 110, y + 34, 13, "W1")
    cv.text(140, y + 38, "WINDOW TAG - SEE WINDOW SCHEDULE, A4.0", 11)
    cv.text(110, y + 66, "LIVING", 9, "hebo", align="c")
    cv.rect(94, y + 70, 126, y + 84, width=0.6)
    cv.text(110, y + 81, "101", 8, align="c")
    cv.text(140, y + 76, "ROOM NAME AND NUMBER", 11)
    cv.poly([(102, y + 118), (110, y + 104), (118, y + 118)], width=0.8)
    cv.text(110, y + 116, "2", 7, "hebo", align="c")
    cv.text(140, y + 116, "REVISION DELTA", 11)
    cv.circle(110, y + 146, 14, width=0.8)
    cv.line(96, y + 146, 124, y + 146, width=0.6)
    cv.text(110, y + 143, "1", 8, "hebo", align="c")
    cv.text(110, y + 156, "A3.0", 6, align="c")
    cv.text(140, y + 150, "VIEW NUMBER / SHEET", 11)

    # project data + code analysis (middle column)
    x = 960
    y = heading(cv, x, 120, "PROJECT DATA")
    y = key_values(cv, x, y, (
        ("PROJECT ADDRESS:", ", ".join(PROJECT_ADDRESS)),
        ("ASSESSOR PARCEL NO.:", "2S1E-14-0119"),
        ("LEGAL DESCRIPTION:", "LOT 7, BLOCK 3, MAPLE GROVE ADDITION"),
        ("ZONING:", "R-5 SINGLE-DWELLING RESIDENTIAL"),
        ("LOT AREA:", "7,200 SF (0.17 ACRES)"),
        ("FIRST FLOOR (CONDITIONED):", "1,360 SF"),
        ("SECOND FLOOR (CONDITIONED):", "1,090 SF"),
        ("GARAGE (UNCONDITIONED):", "440 SF"),
        ("LOT COVERAGE:", "1,800 SF / 7,200 SF = 25.0% (MAX. 40%)"),
    ), 600)
    y = heading(cv, x, y + 30, "CODE ANALYSIS")
    key_values(cv, x, y, (
        ("BUILDING CODE:", "2021 INTERNATIONAL BUILDING CODE (IBC)"),
        ("OCCUPANCY:", "R-3 (SINGLE-FAMILY DWELLING); U (PRIVATE GARAGE)"),
        ("CONSTRUCTION TYPE:", "V-B"),
        ("STORIES:", "2"),
        ("BUILDING AREA:", "2,450 SF"),
        ("BUILDING HEIGHT:", "26'-10\" ABOVE AVERAGE GRADE (ALLOWABLE 40'-0\")"),
        ("FIRE SPRINKLERS:", "AUTOMATIC FIRE SPRINKLER SYSTEM REQUIRED PER NFPA 13D, "
                             "DEFERRED SUBMITTAL UNDER SEPARATE PERMIT"),
        ("ENERGY CODE:", "2021 INTERNATIONAL ENERGY CONSERVATION CODE (IECC)"),
        ("CLIMATE ZONE:", "4C (MARINE)"),
        ("MECHANICAL / PLUMBING:", "2021 IMC / 2021 IPC"),
        ("ELECTRICAL:", "2020 NATIONAL ELECTRICAL CODE (NFPA 70)"),
        ("GARAGE SEPARATION:", "5/8\" TYPE X GYPSUM BOARD AT WALLS AND CEILING BETWEEN GARAGE AND "
                               "DWELLING; 20 MINUTE SELF-CLOSING DOOR"),
    ), 600)

    # sheet index + project directory + vicinity map (right column)
    x = 1640
    y = heading(cv, x, 120, "SHEET INDEX")
    cv.rect(x, y - 4, x + 580, y + 20, width=0.6, fill=LIGHT)
    cv.text(x + 10, y + 12, "SHEET", 10, "hebo")
    cv.text(x + 110, y + 12, "SHEET TITLE", 10, "hebo")
    y += 20
    for num, title in SHEET_INDEX:
        y += 24
        cv.text(x + 10, y - 7, num, 12, HYPHEN_FONT if UHY in num else "helv")
        cv.text(x + 110, y - 7, title, 12)
        cv.line(x, y, x + 580, y, width=0.4)
    cv.rect(x, 134, x + 580, y, width=1.2)
    cv.line(x + 100, 134, x + 100, y, width=0.6)

    y = heading(cv, x, y + 50, "PROJECT DIRECTORY")
    for role, rows in (
        ("OWNER", (OWNER, ", ".join(PROJECT_ADDRESS))),
        ("ARCHITECT", (FIRM, FIRM_ADDRESS[0] + ", " + FIRM_ADDRESS[1], "CONTACT: " + ARCHITECT + ", " + FIRM_ADDRESS[2][2:])),
        ("STRUCTURAL ENGINEER", ("NORTHLINE STRUCTURAL ENGINEERS", "1190 SE ALDER STREET, PORT HADLEY, OR 97202",
                                 "CONTACT: TOMAS R. NAVARRO, PE")),
        ("SURVEYOR", ("CASCADE LAND SURVEYING, INC.", "CONTACT: ERIN HOLM, PLS")),
    ):
        cv.text(x, y, role + ":", 11, "hebo")
        y = cv.lines(x + 170, y, rows, 11, 1.4) + 10

    # vicinity map
    vx0, vy0, vx1, vy1 = x, 1130, x + 580, 1620
    cv.text(x, vy0 - 16, "VICINITY MAP", 15, "hebo")
    cv.line(x, vy0 - 12, x + 118, vy0 - 12, width=1.2)
    cv.rect(vx0, vy0, vx1, vy1, width=1.0)
    for sx in (vx0 + 130, vx0 + 330, vx0 + 500):
        cv.rect(sx, vy0, sx + 18, vy1, width=0.6, fill=PALE)
    for sy in (vy0 + 120, vy0 + 300, vy0 + 430):
        cv.rect(vx0, sy, vx1, sy + 18, width=0.6, fill=PALE)
    cv.text(vx0 + 40, vy0 + 314, "MAPLE ST", 10, "hebo")
    cv.text(vx0 + 200, vy0 + 134, "ELM ST", 10, "hebo")
    cv.text(vx0 + 200, vy0 + 444, "BIRCH ST", 10, "hebo")
    cv.text(vx0 + 144, vy0 + 90, "3RD AVE", 10, "hebo", rotate=90)
    cv.text(vx0 + 344, vy0 + 90, "4TH AVE", 10, "hebo", rotate=90)
    star = [(vx0 + 240 + (16 if i % 2 == 0 else 7) * math.sin(math.radians(i * 36)),
             vy0 + 270 - (16 if i % 2 == 0 else 7) * math.cos(math.radians(i * 36))) for i in range(10)]
    cv.poly(star, fill=BLACK, width=0.5)
    cv.text(vx0 + 262, vy0 + 276, "PROJECT SITE", 10, "hebo")
    north_arrow(cv, vx1 - 50, vy0 + 70, 22)
    cv.text(vx1 - 10, vy1 - 10, "NOT TO SCALE", 9, align="r")

    # abbreviations (left column bottom)
    y = heading(cv, 90, 1320, "ABBREVIATIONS")
    abbrev = ("A.F.F. - ABOVE FINISH FLOOR", "CLG - CEILING", "CONC. - CONCRETE", "DIA. - DIAMETER",
              "(E) - EXISTING", "F.F. - FINISH FLOOR", "GYP. BD. - GYPSUM BOARD", "HW - HARDWARE",
              "MR - MOISTURE RESISTANT", "N.T.S. - NOT TO SCALE", "O.C. - ON CENTER", "P.T. - PRESSURE TREATED",
              "SF - SQUARE FEET", "T.O. - TOP OF", "TYP. - TYPICAL", "U.N.O. - UNLESS NOTED OTHERWISE")
    for i, item in enumerate(abbrev):
        cv.text(90 + (i // 8) * 380, y + (i % 8) * 17, item, 10.5)

    # general project notes (middle column bottom)
    notes(cv, 960, 1240, "GENERAL PROJECT NOTES", (
        "ALL WORK SHALL COMPLY WITH THE CODES LISTED IN THE CODE ANALYSIS AND ALL LOCAL AMENDMENTS.",
        "THE CONTRACTOR SHALL VERIFY ALL EXISTING CONDITIONS AND DIMENSIONS AND REPORT ANY "
        "DISCREPANCIES TO THE ARCHITECT BEFORE PROCEEDING.",
        "SEE STRUCTURAL SHEETS FOR FOUNDATION, FRAMING AND LATERAL SYSTEM REQUIREMENTS.",
    ), 600)


# --------------------------------------------------------------------------
# A1.0 site plan (1" = 20'-0" -> 3.6 pt per foot)
# --------------------------------------------------------------------------


def draw_site(cv: Canvas):
    s = 3.6
    ox, oy = 600.0, 370.0  # NW property corner
    lw, ld = 60.0, 120.0

    def P(fx, fy):
        return ox + fx * s, oy + fy * s

    # street, curb, sidewalk, alley
    sy0 = oy + ld * s
    sx0, sx1 = ox - 420, ox + lw * s + 420
    cv.rect(sx0, sy0 + 36, sx1, sy0 + 36 + 110, width=0.6, fill=PALE)
    cv.line(sx0, sy0 + 20, sx1, sy0 + 20, width=0.6)
    cv.line(sx0, sy0 + 36, sx1, sy0 + 36, width=1.0)
    cv.line(sx0, sy0 + 91, sx1, sy0 + 91, width=0.6, dashes="[18 8] 0")
    cv.text(ox + lw * s / 2, sy0 + 78, "MAPLE STREET", 16, "hebo", align="c")
    cv.text(ox + lw * s / 2, sy0 + 128, "(60' PUBLIC RIGHT-OF-WAY)", 10, align="c")
    cv.text(sx0 + 10, sy0 + 31, "5' CONCRETE SIDEWALK", 8)
    cv.rect(sx0, oy - 16 * s, sx1, oy, width=0.6, fill=PALE)
    cv.text(ox + lw * s / 2, oy - 8 * s + 4, "(E) 16' PUBLIC ALLEY - GRAVEL", 10, "hebo", align="c")

    # neighbouring lots and houses (existing, for context)
    for side, addr in ((-1, "1420"), (1, "1436")):
        nx0 = ox + (side * lw) * s
        cv.rect(nx0, oy, nx0 + lw * s, sy0, width=0.5, color=GREY, dashes="[14 4 3 4] 0")
        hx0 = nx0 + (8 if side < 0 else 12) * s
        cv.rect(hx0, oy + 52 * s, hx0 + 40 * s, oy + 92 * s, width=0.8, color=DARK, fill=PALE)
        cv.text(hx0 + 20 * s, oy + 70 * s, "(E) RESIDENCE", 8, "hebo", align="c", color=DARK)
        cv.text(hx0 + 20 * s, oy + 74 * s, f"{addr} MAPLE ST.", 8, align="c", color=DARK)
        cv.text(hx0 + 20 * s, oy + 78 * s, "NOT A PART", 7, align="c", color=DARK)

    # property lines (phantom) with bearings
    pl = dict(width=1.6, dashes="[30 6 6 6] 0")
    cv.line(*P(0, 0), *P(lw, 0), **pl)
    cv.line(*P(lw, 0), *P(lw, ld), **pl)
    cv.line(*P(lw, ld), *P(0, ld), **pl)
    cv.line(*P(0, ld), *P(0, 0), **pl)
    cv.text(*P(lw / 2, -1.5), "S 89\u00b047'20\" E  60.00'", 10, align="c")
    cv.text(P(lw / 2, ld)[0], P(0, ld)[1] + 14, "N 89\u00b047'20\" W  60.00'", 10, align="c")
    cv.text(P(-1.5, 0)[0], P(0, ld / 2)[1], "N 00\u00b012'40\" E  120.00'", 10, align="c", rotate=90)
    cv.text(P(lw + 1.5, 0)[0] + 10, P(0, ld / 2)[1], "S 00\u00b012'40\" W  120.00'", 10, align="c", rotate=270)

    # existing contours (under everything proposed)
    for el, fy in (("100'", 105), ("101'", 70), ("102'", 30)):
        cv.poly([P(-10, fy), P(20, fy - 3), P(40, fy + 2), P(lw + 10, fy - 2)], closed=False,
                width=0.5, color=GREY, dashes="[12 6] 0")
        cv.text(*P(lw + 11, fy - 1), el, 8, color=DARK)

    # setback lines
    sb = dict(width=0.6, color=DARK, dashes="[8 5] 0")
    cv.rect(*P(5, 15), *P(lw - 5, ld - 20), **sb)
    cv.text(*P(lw / 2 + 9, ld - 18.2), "20'-0\" FRONT SETBACK", 8, align="c")
    cv.text(*P(lw / 2, 14), "15'-0\" REAR SETBACK", 8, align="c")
    cv.text(P(4, 0)[0], P(0, 40)[1], "5'-0\" SIDE SETBACK", 7, align="c", rotate=90)
    cv.text(P(lw - 3.2, 0)[0], P(0, 40)[1], "5'-0\" SIDE SETBACK", 7, align="c", rotate=90)

    # building footprint (50 x 36, 5 ft from each side line, 20 ft from front)
    bx0, by0 = 5, ld - 20 - PLAN_D
    cv.rect(*P(bx0, by0), *P(bx0 + PLAN_W, by0 + PLAN_D), width=2.0, fill=LIGHT)
    for i in range(1, 14):  # hatch
        x_a = bx0 + i * PLAN_W / 14
        cv.line(*P(x_a, by0), *P(x_a - 3, by0 + PLAN_D), width=0.3, color=GREY)
    cv.text(*P(bx0 + 31, by0 + 15), "PROPOSED", 9, "hebo", align="c")
    cv.text(*P(bx0 + 31, by0 + 18.5), "RESIDENCE", 9, "hebo", align="c")
    cv.text(*P(bx0 + 31, by0 + 22), "F.F. EL. 101.50'", 8, align="c")
    cv.text(*P(bx0 + 11, by0 + 27), "GARAGE", 8, "hebo", align="c")

    # driveway, walkway, utilities, tree
    cv.rect(*P(bx0 + 2, ld - 20), *P(bx0 + 20, ld), width=0.8, fill=PALE)
    cv.text(*P(bx0 + 11, ld - 9), "CONC. DRIVEWAY", 7, align="c")
    cv.rect(*P(bx0 + 23, ld - 20), *P(bx0 + 26, ld), width=0.6, fill=PALE)
    cv.line(*P(lw - 12, ld), *P(lw - 12, by0 + PLAN_D), width=0.8, dashes="[4 3] 0")
    cv.text(P(lw - 12, 0)[0] + 5, P(0, ld - 9)[1], "W - NEW 1\" WATER SERVICE", 7)
    cv.rect(P(lw - 12, 0)[0] - 5, sy0 - 3, P(lw - 12, 0)[0] + 5, sy0 + 5, width=0.6)
    cv.line(*P(bx0 + 30, by0 + PLAN_D), *P(bx0 + 30, ld), width=0.8, dashes="[10 3 2 3] 0")
    cv.text(P(bx0 + 30, 0)[0] - 4, P(0, ld - 4)[1], "SS - 4\" PVC SEWER LATERAL @ 2% MIN.", 7, align="r")
    cv.circle(*P(44, 14), 9 * s / 2, width=0.8)
    cv.circle(*P(44, 14), 3, fill=BLACK)
    cv.text(*P(44, 7), "(E) 18\" DBH OAK - PROTECT", 7, align="c")
    cv.rect(*P(8, 6), *P(24, 12), width=0.8, fill=PALE)
    cv.text(*P(16, 9.6), "STORMWATER PLANTER", 6.5, align="c")

    north_arrow(cv, ox + lw * s + 360, oy + 30)
    cv.text(ox + lw * s + 360, oy + 90, "TRUE NORTH", 9, "hebo", align="c")
    view_title(cv, 170, 1090, 1, "SITE PLAN", "1\" = 20'-0\"", width=420)
    # graphic scale bar
    for i in range(4):
        cv.rect(230 + i * 36, 1140, 230 + (i + 1) * 36, 1148, width=0.6, fill=BLACK if i % 2 == 0 else WHITE)
    for i, lab in enumerate(("0", "10'", "20'", "30'", "40'")):
        cv.text(230 + i * 36, 1162, lab, 8, align="c")
    table(cv, 170, 1260, "IMPERVIOUS AREA CALCULATION", [
        ("SURFACE", 260, "l"), ("AREA (SF)", 120, "c"), ("% OF LOT", 120, "c"),
    ], (
        ("BUILDING FOOTPRINT (ROOF)", "1,800", "25.0%"),
        ("CONCRETE DRIVEWAY", "360", "5.0%"),
        ("WALKWAYS AND STOOP", "150", "2.1%"),
        ("REAR PATIO", "300", "4.2%"),
        ("TOTAL IMPERVIOUS", "2,610", "36.3%"),
    ))
    draw_planter_detail(cv, 1280, 1120)

    # site data & notes
    x = 1280
    y = heading(cv, x, 120, "SITE DATA")
    y = key_values(cv, x, y, (
        ("ZONING:", "R-5 SINGLE-DWELLING RESIDENTIAL"),
        ("LOT AREA:", "7,200 SF (60.00' x 120.00')"),
        ("BUILDING FOOTPRINT:", "1,800 SF INCLUDING GARAGE"),
        ("LOT COVERAGE:", "25.0% (MAXIMUM ALLOWED 40%)"),
        ("IMPERVIOUS AREA:", "2,610 SF (36.3%)"),
        ("SETBACKS:", "FRONT 20'-0\", SIDE 5'-0\", REAR 15'-0\""),
        ("FINISH FLOOR ELEVATION:", "101.50' (DATUM: NAVD 88)"),
    ), 900)
    y = notes(cv, x, y + 30, "SITE NOTES", (
        "BOUNDARY AND TOPOGRAPHIC INFORMATION PER SURVEY BY CASCADE LAND SURVEYING, INC., DATED 11/08/2024.",
        "CONTRACTOR SHALL VERIFY ALL SETBACKS PRIOR TO FORMING FOUNDATIONS. PROVIDE A SETBACK CERTIFICATE "
        "FROM A LICENSED SURVEYOR.",
        "SLOPE FINISH GRADE AWAY FROM THE FOUNDATION 6\" MINIMUM WITHIN THE FIRST 10 FEET.",
        "ROOF DRAINAGE SHALL BE DIRECTED TO THE STORMWATER INFILTRATION PLANTER; OVERFLOW TO STREET "
        "THROUGH CURB OUTLET.",
        "NEW 1\" WATER SERVICE AND 4\" PVC SEWER LATERAL AT 2% MINIMUM SLOPE. LOCATE EXISTING UTILITIES "
        "BEFORE EXCAVATION (CALL 811).",
        "PROTECT THE EXISTING 18\" DBH OAK TREE WITH TREE PROTECTION FENCING AT THE DRIPLINE DURING "
        "ALL CONSTRUCTION.",
        "INSTALL EROSION CONTROL MEASURES (SILT FENCE, INLET PROTECTION, GRAVEL CONSTRUCTION ENTRANCE) "
        "BEFORE GROUND DISTURBANCE.",
    ), 900)
    y = heading(cv, x, y + 30, "LEGEND")
    cv.line(x, y, x + 80, y, width=1.6, dashes="[30 6 6 6] 0")
    cv.text(x + 100, y + 4, "PROPERTY LINE", 11)
    cv.line(x, y + 28, x + 80, y + 28, width=0.6, dashes="[8 5] 0")
    cv.text(x + 100, y + 32, "BUILDING SETBACK LINE", 11)
    cv.line(x, y + 56, x + 80, y + 56, width=0.5, color=GREY, dashes="[12 6] 0")
    cv.text(x + 100, y + 60, "EXISTING CONTOUR (1' INTERVAL)", 11)
    cv.rect(x, y + 78, x + 80, y + 94, width=1.6, fill=LIGHT)
    cv.text(x + 100, y + 90, "PROPOSED BUILDING", 11)


def draw_planter_detail(cv: Canvas, x, y):
    """Small NTS section of the stormwater infiltration planter."""
    w, layers = 420.0, (("12\" PONDING DEPTH", 40, WHITE), ("18\" GROWING MEDIUM", 70, PALE),
                        ("12\" DRAIN ROCK", 50, LIGHT))
    cv.line(x - 40, y, x + w + 40, y, width=1.6)
    top = y
    for label, h, fill in layers:
        cv.rect(x, top, x + w, top + h, width=0.6, fill=fill)
        cv.line(x + w - 20, top + h / 2, x + w + 70, top + h / 2, width=0.5)
        cv.text(x + w + 76, top + h / 2 + 4, label, 10.5)
        top += h
    for i in range(0, int(w), 18):  # rock texture
        cv.circle(x + 9 + i, top - 25 + (i % 36) / 3, 4, width=0.4)
    cv.rect(x - 12, y - 40, x, top + 12, width=0.8, fill=LIGHT)
    cv.rect(x + w, y - 40, x + w + 12, top + 12, width=0.8, fill=LIGHT)
    cv.circle(x + w - 60, y + 15, 8, width=0.8)
    cv.line(x + w - 60, y + 7, x + w - 60, top - 10, width=0.8)
    cv.text(x + w + 76, y - 20, "4\" OVERFLOW TO CURB OUTLET", 10.5)
    cv.line(x + w - 52, y + 15, x + w + 70, y - 24, width=0.5)
    cv.text(x + w + 76, top + 18, "FILTER FABRIC, SIDES AND BOTTOM", 10.5)
    cv.line(x + w + 12, top + 8, x + w + 70, top + 14, width=0.5)
    cv.text(x - 20, y - 60, "8\" CONCRETE PLANTER WALLS", 10.5)
    view_title(cv, x - 30, top + 110, 2, "STORMWATER PLANTER DETAIL", "NOT TO SCALE", width=470)


# --------------------------------------------------------------------------
# A2.0 first floor plan (1/4" = 1'-0" -> 18 pt per foot)
# --------------------------------------------------------------------------

FT = 18.0


def ft_in(feet: float) -> str:
    """12.5 -> 12'-6\" (whole inches)."""
    total = round(feet * 12)
    return f"{total // 12}'-{total % 12}\""


def dim_string(cv: Canvas, x0, y0, stops, horizontal=True, offset=0.0, size=10.0):
    """Chain dimension with ticks; ``stops`` in feet from the plan origin."""
    for a, b in zip(stops, stops[1:]):
        label = ft_in(b - a)
        if horizontal:
            xa, xb, y = x0 + a * FT, x0 + b * FT, y0 + offset
            cv.line(xa, y, xb, y, width=0.5)
            cv.text((xa + xb) / 2, y - 5, label, size, align="c")
        else:
            ya, yb, x = y0 + a * FT, y0 + b * FT, x0 + offset
            cv.line(x, ya, x, yb, width=0.5)
            cv.text(x - 5, (ya + yb) / 2, label, size, align="c", rotate=90)
    for stop in stops:
        if horizontal:
            xs, y = x0 + stop * FT, y0 + offset
            cv.line(xs - 5, y + 5, xs + 5, y - 5, width=1.2)
            cv.line(xs, y - 8, xs, y + 12, width=0.4)
        else:
            ys, x = y0 + stop * FT, x0 + offset
            cv.line(x - 5, ys + 5, x + 5, ys - 5, width=1.2)
            cv.line(x - 8, ys, x + 12, ys, width=0.4)


def draw_plan_walls(cv: Canvas, ox, oy, ext=0.5, inner=0.33):
    """Exterior and interior walls as filled strips (in feet from origin)."""
    def strip(x0, y0, x1, y1, fill=GREY):
        cv.rect(ox + x0 * FT, oy + y0 * FT, ox + x1 * FT, oy + y1 * FT, width=0.9, fill=fill)

    W, D = PLAN_W, PLAN_D
    strip(0, 0, W, ext)
    strip(0, D - ext, W, D)
    strip(0, 0, ext, D)
    strip(W - ext, 0, W, D)
    half = inner / 2
    for x in (12.5, 19, 25):
        strip(x - half, ext, x + half, 12 + half)
    strip(ext, 12 - half, 25 + half, 12 + half)
    strip(ext, 16 - half, 22 + half, 16 + half)
    strip(22 - half, 16, 22 + half, D - ext)
    strip(27 - half, 12, 27 + half, 26)
    strip(19, 19.5 - half, 22, 19.5 + half)  # coat closet
    strip(19 - half, 16, 19 + half, 19.5 + half)


def draw_floor_plan(cv: Canvas):
    ox, oy = 330.0, 330.0
    draw_plan_walls(cv, ox, oy)

    def X(f):
        return ox + f * FT

    def Y(f):
        return oy + f * FT

    # door openings, leaves and swings
    for mark, orient, fixed, a, b, swing in PLAN_DOORS:
        t = 0.5 if fixed in (0, PLAN_D, PLAN_W) else 0.33
        if orient == "h":
            y0 = fixed - (t if fixed == PLAN_D else (0 if fixed == 0 else t / 2))
            cv.rect(X(a), Y(y0), X(b), Y(y0 + t), width=0, color=None, fill=WHITE)
            cv.line(X(a), Y(y0), X(a), Y(y0 + t), width=0.9)
            cv.line(X(b), Y(y0), X(b), Y(y0 + t), width=0.9)
            hinge_y = Y(y0 + t) if swing > 0 else Y(y0)
            leaf = (b - a) * FT
            end_y = hinge_y + swing * leaf
            cv.line(X(a), hinge_y, X(a), end_y, width=1.2)
            cv.arc(X(a), hinge_y, X(a), end_y, 90 if swing > 0 else -90)
            tag_y = Y(fixed) + (-26 if swing > 0 else 26)  # on the side away from the swing
            door_tag(cv, (X(a) + X(b)) / 2, tag_y, mark)
        else:
            x0 = fixed - t / 2
            cv.rect(X(x0), Y(a), X(x0 + t), Y(b), width=0, color=None, fill=WHITE)
            cv.line(X(x0), Y(a), X(x0 + t), Y(a), width=0.9)
            cv.line(X(x0), Y(b), X(x0 + t), Y(b), width=0.9)
            leaf = (b - a) * FT
            hx = X(x0 + t)
            cv.line(hx, Y(b), hx + leaf, Y(b), width=1.2)
            cv.arc(hx, Y(b), hx + leaf, Y(b), 90)
            door_tag(cv, hx + 22, Y(b) + 24, mark)
    # overhead garage door 108
    cv.rect(X(3), Y(35.5), X(19), Y(36), width=0, color=None, fill=WHITE)
    cv.rect(X(3), Y(35.2), X(19), Y(35.6), width=0.6)
    cv.line(X(3), Y(35.0), X(19), Y(35.0), width=0.5, dashes="[6 4] 0")
    cv.line(X(3), Y(20), X(19), Y(20), width=0.4, color=GREY, dashes="[10 6] 0")
    door_tag(cv, X(11), Y(36) + 28, "108")

    # windows: opening with three glass lines, hexagon tag outside
    for mark, orient, fixed, a, b in PLAN_WINDOWS:
        if orient == "h":
            y0 = fixed - 0.5 if fixed == PLAN_D else 0.0
            cv.rect(X(a), Y(y0), X(b), Y(y0 + 0.5), width=0.9, fill=WHITE)
            for f in (0.15, 0.25, 0.35):
                cv.line(X(a), Y(y0 + f), X(b), Y(y0 + f), width=0.4)
            ty = Y(fixed) + (30 if fixed == PLAN_D else -30)
            hexagon(cv, (X(a) + X(b)) / 2, ty, 13, mark)
        else:
            x0 = fixed - 0.5
            cv.rect(X(x0), Y(a), X(x0 + 0.5), Y(b), width=0.9, fill=WHITE)
            for f in (0.15, 0.25, 0.35):
                cv.line(X(x0 + f), Y(a), X(x0 + f), Y(b), width=0.4)
            hexagon(cv, X(fixed) + 30, (Y(a) + Y(b)) / 2, 13, mark)

    # fixtures: kitchen counters + island, bath, laundry, stair
    cv.rect(X(32), Y(0.5), X(37.8), Y(2.5), width=0.6)
    cv.rect(X(25.2), Y(0.5), X(27.2), Y(11.6), width=0.6)
    cv.rect(X(29.5), Y(7.6), X(35.5), Y(10.2), width=0.6)
    cv.rect(X(33.2), Y(0.7), X(35.3), Y(2.2), width=0.5)
    cv.rect(X(12.8), Y(0.6), X(18.7), Y(3.1), width=0.6)
    cv.circle(X(17.6), Y(10.2), 0.8 * FT, width=0.6)
    cv.rect(X(16.9), Y(4.5), X(18.7), Y(8), width=0.6)
    cv.rect(X(19.4), Y(0.6), X(21.9), Y(3.1), width=0.6)
    cv.rect(X(22.1), Y(0.6), X(24.6), Y(3.1), width=0.6)
    cv.text(X(20.7), Y(2.2), "W", 9, align="c")
    cv.text(X(23.4), Y(2.2), "D", 9, align="c")
    for i in range(15):
        cv.line(X(27.2), Y(17 + i * 0.75), X(30.5), Y(17 + i * 0.75), width=0.5)
    cv.rect(X(27.2), Y(17), X(30.5), Y(27.5), width=0.7)
    cv.line(X(28.85), Y(26.8), X(28.85), Y(17.6), width=0.7)
    cv.poly([(X(28.85) - 5, Y(17.6) + 9), (X(28.85), Y(17.6)), (X(28.85) + 5, Y(17.6) + 9)], closed=False)
    cv.text(X(28.85), Y(28.4), "UP 16R", 8, "hebo", align="c")

    # room tags
    for name, num, x0, y0, x1, y1 in ROOMS:
        cx, cy = X((x0 + x1) / 2), Y((y0 + y1) / 2)
        if num == "108":
            cx, cy = X(8), Y(14.4)
        if num == "101":
            cx = X(40)
        cv.text(cx, cy - 4, name, 12, "hebo", align="c")
        cv.rect(cx - 19, cy + 1, cx + 19, cy + 17, width=0.6, fill=WHITE)
        cv.text(cx, cy + 13, num, 10, align="c")

    # dimension strings (rotated text on the vertical ones)
    dim_string(cv, ox, oy, [0, 12.5, 19, 25, 38, 50], True, -58)
    dim_string(cv, ox, oy, [0, 50], True, -100)
    dim_string(cv, ox, oy, [0, 12, 16, 36], False, -58)
    dim_string(cv, ox, oy, [0, 36], False, -100)
    dim_string(cv, ox, oy + PLAN_D * FT, [0, 22, 23, 26, 27, 50], True, 72)
    dim_string(cv, ox + PLAN_W * FT, oy, [0, 12, 36], False, 88)

    view_title(cv, ox - 40, oy + PLAN_D * FT + 170, 1, "FIRST FLOOR PLAN", "1/4\" = 1'-0\"")
    north_arrow(cv, ox + PLAN_W * FT - 60, oy + PLAN_D * FT + 170)

    # legends
    ly = oy + PLAN_D * FT + 290
    y = heading(cv, ox - 40, ly, "WALL LEGEND")
    cv.rect(ox - 40, y - 8, ox + 40, y + 1, width=0.9, fill=GREY)
    cv.text(ox + 56, y + 1, "2x6 EXTERIOR WALL @ 16\" O.C., R-21 BATT INSULATION", 11)
    cv.rect(ox - 40, y + 18, ox + 40, y + 24, width=0.9, fill=GREY)
    cv.text(ox + 56, y + 26, "2x4 INTERIOR PARTITION @ 16\" O.C.", 11)
    cv.rect(ox - 40, y + 42, ox + 40, y + 48, width=0.9, fill=WHITE)
    cv.text(ox + 56, y + 50, "5/8\" TYPE X GYP. BD. SEPARATION AT GARAGE", 11)

    x = 1420
    y = notes(cv, x, 120, "GENERAL NOTES", (
        "ALL DIMENSIONS ARE TO FACE OF STUD UNLESS NOTED OTHERWISE.",
        "DO NOT SCALE DRAWINGS. CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND CONDITIONS IN THE FIELD.",
        "PROVIDE 5/8\" TYPE X GYPSUM BOARD AT ALL GARAGE WALLS AND CEILING ADJACENT TO THE DWELLING.",
        "SMOKE ALARMS AND CARBON MONOXIDE ALARMS SHALL BE HARDWIRED AND INTERCONNECTED WITH BATTERY BACKUP.",
        "PROVIDE SOLID BLOCKING AT ALL GRAB BAR, TOWEL BAR, HANDRAIL AND WALL CABINET LOCATIONS.",
        "EMERGENCY ESCAPE AND RESCUE OPENINGS: MINIMUM NET CLEAR OPENING 5.7 SF, MAXIMUM SILL HEIGHT "
        "44\" ABOVE FINISH FLOOR.",
        "EXTERIOR WALLS: 2x6 STUDS AT 16\" O.C. WITH R-21 BATT INSULATION; R-38 AT FLOORS OVER UNCONDITIONED SPACE.",
        "ALL GLAZING WITHIN 24\" OF A DOOR EDGE OR ADJACENT TO TUBS AND SHOWERS SHALL BE TEMPERED.",
        "STAIRS: MAXIMUM RISER 7-3/4\", MINIMUM TREAD 10\", HANDRAIL 34\" TO 38\" ABOVE NOSINGS.",
        "DOOR AND WINDOW SIZES ARE NOMINAL; SEE SCHEDULES ON SHEET A4.0.",
    ), 800)
    y = notes(cv, x, y + 30, "KEYED NOTES", (
        "36\" x 60\" FIBERGLASS TUB/SHOWER WITH TEMPERED GLASS ENCLOSURE.",
        "WASHER AND DRYER; DRYER VENT TO EXTERIOR, 35 FT MAXIMUM LENGTH.",
        "KITCHEN ISLAND WITH 42\" HIGH EATING BAR.",
        "STAIR TO SECOND FLOOR, SEE A2.1.",
        "GARAGE FLOOR SLOPES TO DOOR, 1/8\" PER FOOT.",
    ), 800)
    y = heading(cv, x, y + 30, "AREA SUMMARY")
    key_values(cv, x, y, (
        ("FIRST FLOOR CONDITIONED:", "1,360 SF"),
        ("GARAGE:", "440 SF"),
        ("COVERED ENTRY PORCH:", "36 SF"),
    ), 800)


# --------------------------------------------------------------------------
# A3.0 exterior elevations
# --------------------------------------------------------------------------


def draw_elevation(cv: Canvas, x0, gy, s, side, callouts=True):
    """South (front) or north (rear) elevation; ``gy`` is the grade line y."""
    ff = gy - 1.0 * s  # finish floor 1'-0" above grade

    def X(f):
        f = f if side == "south" else PLAN_W - f
        return x0 + f * s

    def Y(h):
        return ff - h * s

    # two-story mass (plan x 20..50) and one-story wing (x 0..20)
    cv.rect(X(20), Y(18.33), X(50), Y(0), width=1.2, fill=WHITE)
    cv.rect(X(0), Y(9.08), X(20), Y(0), width=1.2, fill=WHITE)
    for i in range(1, int(18.33 / 0.583)):  # 7" lap siding
        h = i * 0.583
        cv.line(X(20), Y(h), X(50), Y(h), width=0.25, color=GREY)
        if h < 9.08:
            cv.line(X(0), Y(h), X(20), Y(h), width=0.25, color=GREY)
    cv.rect(X(20), Y(10.6), X(50), Y(10.0), width=0.8, fill=WHITE)  # belly band
    # roofs (6:12 gables), shingles shaded
    cv.poly([(X(19), Y(17.83)), (X(35), Y(25.83)), (X(51), Y(17.83))], width=1.4, fill=PALE)
    cv.poly([(X(-1), Y(8.58)), (X(10), Y(14.08)), (X(21), Y(8.58))], width=1.4, fill=PALE)
    cv.rect(X(-0.3), Y(0), X(50.3), ff + 1.0 * s, width=0.8, fill=LIGHT)  # foundation
    cv.line(x0 - 60, gy, x0 + PLAN_W * s + 60, gy, width=2.4)

    def window(a, b, sill, head):
        cv.rect(X(a), Y(head), X(b), Y(sill), width=1.0, fill=WHITE)
        cv.rect(X(a) - 3 if side == "south" else X(a) + 3, Y(head) - 3,
                X(b) + 3 if side == "south" else X(b) - 3, Y(head), width=0.6, fill=LIGHT)
        cv.line(X(a), Y((sill + head) / 2), X(b), Y((sill + head) / 2), width=0.5)

    if side == "south":
        cv.rect(X(3), Y(7), X(19), Y(0), width=1.0, fill=WHITE)  # garage door 108
        for k in range(1, 4):
            cv.line(X(3), Y(k * 1.75), X(19), Y(k * 1.75), width=0.5)
        cv.rect(X(23), Y(6.67), X(26), Y(0), width=1.0, fill=WHITE)  # front door 101
        cv.circle(X(25.6), Y(3.3), 2, width=0.5)
        for a, b in ((33, 36), (41, 44)):
            window(a, b, 3, 8)
        for a, b in ((24, 27), (33.5, 36.5), (43, 46)):
            window(a, b, 13.25, 18.0)
    else:
        cv.rect(X(29), Y(6.67), X(31.67), Y(0), width=1.0, fill=WHITE)  # rear door 102
        window(4, 8, 3.67, 7.67)
        window(15, 17, 5, 8)
        window(20.5, 23.04, 6, 8)
        window(33, 35.5, 4, 8)
        window(41, 47, 3, 8)
        for a, b in ((24, 27), (33.5, 36.5), (43, 46)):
            window(a, b, 13.25, 18.0)

    if not callouts:
        return
    # level markers on the right (label below the line where levels crowd)
    xr = x0 + PLAN_W * s + 30
    for label, h, below in (("RIDGE", 25.83, False), ("SECOND FLOOR PLATE", 18.33, False),
                            ("T.O. SECOND FLOOR", 10.25, False), ("FIRST FLOOR PLATE", 9.08, True),
                            ("T.O. FIRST FLOOR", 0.0, False)):
        yy = Y(h)
        cv.line(x0 + PLAN_W * s + 4, yy, xr + 150, yy, width=0.4, dashes="[6 4] 0")
        cv.circle(xr + 10, yy, 7, width=0.7)
        cv.poly([(xr + 10, yy - 7), (xr + 17, yy), (xr + 10, yy), (xr + 10, yy + 7), (xr + 3, yy), (xr + 10, yy)],
                fill=BLACK, width=0.3)
        ty = yy + 16 if below else yy - 16
        cv.text(xr + 24, ty, label, 10, "hebo")
        cv.text(xr + 24, ty + 12, ft_in(h), 10)
    # material callouts with leaders on the left; targets in feet from the left end
    targets = {
        "south": ((35, 22), (40, 14), (28, 10.3), (34.5, 6.5), (10, -0.5)),
        "north": ((15, 22), (10, 14), (20, 10.3), (15.75, 6.5), (5, -0.5)),
    }[side]
    labels = ("ASPHALT COMPOSITION SHINGLES", "FIBER CEMENT LAP SIDING, 7\" EXPOSURE",
              "FIBER CEMENT BELLY BAND, PAINTED", "VINYL WINDOWS - SEE SCHEDULE A4.0",
              "EXPOSED CONCRETE FOUNDATION")
    xl = x0 - 70
    for i, (label, (fx, h)) in enumerate(zip(labels, targets)):
        ty = Y(24) + i * 78
        tx, tyy = x0 + fx * s, Y(h)
        cv.text(xl, ty, label, 10.5, "helv", align="r")
        cv.poly([(xl + 4, ty - 4), (xl + 30, ty - 4), (tx, tyy)], closed=False, width=0.5)
        cv.circle(tx, tyy, 2, fill=BLACK, width=0.3)


def draw_elevations(cv: Canvas):
    x0 = 430.0
    draw_elevation(cv, x0, 650, FT, "south")
    view_title(cv, x0 - 40, 730, 1, "SOUTH ELEVATION", "1/4\" = 1'-0\"", width=440)
    draw_elevation(cv, x0, 1420, FT, "north")
    view_title(cv, x0 - 40, 1500, 2, "NORTH ELEVATION", "1/4\" = 1'-0\"", width=440)
    x = 1660
    y = notes(cv, x, 120, "ELEVATION NOTES", (
        "SEE SHEET A4.0 FOR DOOR AND WINDOW SCHEDULES.",
        "ALL EXTERIOR TRIM: FIBER CEMENT, PAINTED.",
        "PROVIDE CORROSION-RESISTANT FLASHING AT ALL WINDOW AND DOOR HEADS AND AT THE BELLY BAND.",
        "MAXIMUM BUILDING HEIGHT: 26'-10\" ABOVE AVERAGE GRADE.",
        "EXTERIOR COLORS: BODY - SW 7069 IRON ORE; TRIM - SW 7005 PURE WHITE; FRONT DOOR - SW 6258 TRICORN BLACK.",
        "MAINTAIN 6\" MINIMUM CLEARANCE BETWEEN SIDING AND FINISH GRADE.",
        "EAST AND WEST ELEVATIONS ARE NOT PART OF THIS SUBMITTAL.",
    ), 560)
    y = heading(cv, x, y + 30, "MATERIAL LEGEND")
    for i, (fill, label) in enumerate(((PALE, "ROOFING"), (WHITE, "FIBER CEMENT LAP SIDING"),
                                       (LIGHT, "CONCRETE"))):
        cv.rect(x, y + i * 30 - 12, x + 50, y + i * 30 + 4, width=0.6, fill=fill)
        cv.text(x + 64, y + i * 30, label, 11)


# --------------------------------------------------------------------------
# A4.0 schedules (page rotated 90)
# --------------------------------------------------------------------------


def draw_schedules(cv: Canvas):
    x = 90.0
    bottom = table(cv, x, 140, "DOOR SCHEDULE", [
        ("MARK", 60, "c"), ("WIDTH", 80, "c"), ("HEIGHT", 70, "c"), ("TYPE", 50, "c"),
        ("MATERIAL", 190, "l"), ("FIRE|RATING", 80, "c"), ("HARDWARE", 90, "c"), ("REMARKS", 270, "l"),
    ], DOORS)
    y = notes(cv, x, bottom + 40, "DOOR TYPES", (
        "TYPE A - EXTERIOR FLUSH INSULATED DOOR, 1 3/4\" THICK, WEATHERSTRIPPED.",
        "TYPE B - INTERIOR 2-PANEL SHAKER DOOR, 1 3/8\" THICK UNLESS NOTED.",
        "TYPE C - OVERHEAD SECTIONAL GARAGE DOOR.",
    ), 840, size=10.5, numbered=False, leading=1.35)
    notes(cv, x, y + 18, "HARDWARE SETS", (
        "HW-1: ENTRY LOCKSET + SINGLE CYLINDER DEADBOLT, 3 HINGES, THRESHOLD.",
        "HW-2: PASSAGE LATCHSET, SPRING (SELF-CLOSING) HINGES, WEATHERSTRIP.",
        "HW-3: PASSAGE LATCHSET, 3 HINGES, WALL STOP.",
        "HW-4: PRIVACY LOCKSET, 3 HINGES, WALL STOP.",
        "HW-5: TRACK, SPRINGS, AUTOMATIC OPENER WITH PHOTO-EYE SAFETY REVERSE.",
    ), 840, size=10.5, numbered=False, leading=1.35)

    x2 = 1110.0
    bottom = table(cv, x2, 140, "WINDOW SCHEDULE", [
        ("MARK", 60, "c"), ("WIDTH", 80, "c"), ("HEIGHT", 70, "c"), ("TYPE", 110, "c"),
        ("MATERIAL", 100, "c"), ("GLAZING", 180, "l"), ("U-FACTOR", 80, "c"), ("REMARKS", 280, "l"),
    ], WINDOWS, delta=3)
    notes(cv, x2, bottom + 40, "WINDOW NOTES", (
        "ALL WINDOWS: DUAL-GLAZED, LOW-E, ARGON FILLED; NFRC-LABELED U-FACTORS AS SCHEDULED.",
        "SIZES ARE NOMINAL ROUGH OPENING; VERIFY WITH MANUFACTURER BEFORE FRAMING.",
        "PROVIDE SAFETY GLAZING WHERE REQUIRED BY IBC 2406 (SEE W5).",
        "BEDROOM EGRESS WINDOWS: 5.7 SF NET CLEAR, 24\" MIN. CLEAR HEIGHT, 20\" MIN. CLEAR WIDTH.",
    ), 1050, size=10.5, leading=1.35)

    bottom = table(cv, x, 780, "ROOM FINISH SCHEDULE", [
        ("NO.", 60, "c"), ("ROOM", 200, "l"), ("FLOOR", 200, "l"), ("BASE", 170, "l"),
        ("WALLS", 240, "l"), ("CEILING", 240, "l"), ("CLG HT", 90, "c"), ("REMARKS", 390, "l"),
    ], FINISHES, row_h=28)
    notes(cv, x, bottom + 50, "FINISH NOTES", (
        "PAINT: WALLS EGGSHELL, CEILINGS FLAT, TRIM SEMI-GLOSS; COLORS BY OWNER.",
        "MR GYP. BD. = MOISTURE-RESISTANT GYPSUM BOARD AT ALL WET AREAS.",
        "CEILING HEIGHTS ARE MEASURED FROM FINISH FLOOR TO FINISH CEILING.",
    ), 1200, size=10.5, leading=1.35)


# --------------------------------------------------------------------------
# A5.0 roof plan (drawn, then rasterized as a "scan")
# --------------------------------------------------------------------------


def draw_roof(cv: Canvas):
    ox, oy = 360.0, 330.0

    def X(f):
        return ox + f * FT

    def Y(f):
        return oy + f * FT

    cv.rect(X(-1), Y(-1), X(51), Y(37), width=2.4, fill=PALE)
    cv.rect(X(0), Y(0), X(50), Y(36), width=0.6, dashes="[8 5] 0")
    cv.line(X(20), Y(-1), X(20), Y(37), width=1.6)  # valley / wall line
    cv.line(X(10), Y(-1), X(10), Y(37), width=2.4)  # wing ridge
    cv.line(X(35), Y(-1), X(35), Y(37), width=2.4)  # main ridge
    cv.text(X(35) + 10, Y(5), "RIDGE VENT", 16, "hebo")
    cv.text(X(10) + 10, Y(5), "RIDGE", 16, "hebo")
    for cx in (27.5, 43, 5, 15):
        left = cx in (27.5, 5)
        cv.line(X(cx) + (30 if left else -30), Y(18), X(cx) - (30 if left else -30), Y(18), width=2.0)
        tip = X(cx) - (30 if left else -30)
        d = -1 if left else 1
        cv.poly([(tip, Y(18)), (tip - d * 14, Y(18) - 7), (tip - d * 14, Y(18) + 7)], fill=BLACK)
        cv.text(X(cx), Y(18) - 12, "6:12", 18, "hebo", align="c")
    for fx, fy in ((-1, -1), (51, -1), (-1, 37), (51, 37)):
        cv.circle(X(fx), Y(fy), 9, width=1.6, fill=WHITE)
    cv.text(X(20) - 8, Y(30), "VALLEY", 16, "hebo", align="c", rotate=90)
    cv.text(X(0) + 12, Y(36) - 14, "LINE OF EXTERIOR WALL BELOW", 14)
    cv.text(X(-1), Y(-1) - 14, "12\" OVERHANG, TYP.", 16, "hebo")
    cv.text(X(25), Y(37) + 40, "5\" K-STYLE GUTTER, TYPICAL", 16, "hebo", align="c")
    cv.text(X(51) + 20, Y(37) + 6, "DOWNSPOUT, TYP.", 16, "hebo")
    view_title(cv, ox - 40, Y(37) + 150, 1, "ROOF PLAN", "1/4\" = 1'-0\"", width=420)
    north_arrow(cv, X(50) - 40, Y(37) + 150)
    notes(cv, 1420, 130, "ROOF NOTES", (
        "ROOF: CLASS A ASPHALT SHINGLES OVER SYNTHETIC UNDERLAYMENT ON 7/16\" OSB SHEATHING.",
        "ROOF SLOPE 6:12 TYPICAL UNLESS NOTED.",
        "ATTIC VENTILATION 1/150 OF ATTIC FLOOR AREA; CONTINUOUS RIDGE VENT AND SOFFIT VENTS.",
        "5\" K-STYLE ALUMINUM GUTTERS WITH 3\" x 4\" DOWNSPOUTS; CONNECT TO STORMWATER PLANTER.",
        "PREFABRICATED WOOD TRUSSES AT 24\" O.C.; TRUSS CALCULATIONS ARE A DEFERRED SUBMITTAL.",
        "PROVIDE ICE BARRIER UNDERLAYMENT AT ALL VALLEYS, 36\" WIDE.",
    ), 800, size=18, leading=1.45)


def scan_image(sheet: Sheet, dpi: int = 150, seed: int = 20250314) -> bytes:
    """Draw ``sheet`` on a scratch page and return it as a noisy grey 'scan' (PNG)."""
    import numpy as np  # only needed for the scanned sheet

    tmp = pymupdf.open()
    page = tmp.new_page(width=SHEET_W, height=SHEET_H)
    cv = Canvas(page)
    cv.sheet_number = sheet.number
    draw_roof(cv)
    title_block(cv, sheet)
    cv.commit()
    zoom = dpi / 72
    pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom).prerotate(0.25), colorspace=pymupdf.csGRAY)
    arr = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width).astype(np.int16)
    rng = np.random.default_rng(seed)
    arr = 14 + arr * 0.90  # grey paper, slightly washed-out ink
    specks = rng.random(arr.shape) < 0.0008
    arr[specks] = rng.integers(60, 160, int(specks.sum()))
    arr = arr.clip(0, 255).astype(np.uint8)
    scan = pymupdf.Pixmap(pymupdf.csGRAY, pix.width, pix.height, arr.tobytes(), 0)
    tmp.close()
    return scan.tobytes("png")


# --------------------------------------------------------------------------
# S-101 foundation plan
# --------------------------------------------------------------------------


def draw_foundation(cv: Canvas):
    ox, oy = 330.0, 330.0

    def X(f):
        return ox + f * FT

    def Y(f):
        return oy + f * FT

    # footing outlines (dashed) and 8" stem walls
    cv.rect(X(-0.67), Y(-0.67), X(50.67), Y(36.67), width=0.8, dashes="[9 5] 0")
    cv.rect(X(0.67 + 0.66), Y(0.67 + 0.66), X(50 - 1.33), Y(36 - 1.33), width=0.8, dashes="[9 5] 0")
    cv.rect(X(0), Y(0), X(50), Y(36), width=1.2, fill=LIGHT)
    cv.rect(X(0.67), Y(0.67), X(49.33), Y(35.33), width=1.2, fill=WHITE)
    # garage slab and thickened edge
    cv.rect(X(0.67), Y(16), X(22), Y(35.33), width=0.8, fill=PALE)
    cv.line(X(22), Y(16), X(22), Y(35.33), width=0.8, dashes="[9 5] 0")
    cv.line(X(0.67), Y(16), X(22), Y(16), width=1.2)
    cv.text(X(11), Y(25), "4\" CONCRETE SLAB ON GRADE", 10, "hebo", align="c")
    cv.text(X(11), Y(26), "OVER 15 MIL VAPOR RETARDER", 10, align="c")
    cv.text(X(11), Y(27), "OVER 4\" COMPACTED CRUSHED ROCK", 10, align="c")
    # crawlspace girders and pad footings
    for gx in (12.5, 27, 38):
        cv.line(X(gx), Y(0.67), X(gx), Y(16 if gx < 22 else 35.33), width=1.0, dashes="[18 4 4 4] 0")
    for gx in (27, 38):
        for gy in (6, 12, 18, 24, 30):
            cv.rect(X(gx - 1), Y(gy - 1), X(gx + 1), Y(gy + 1), width=0.6, dashes="[4 3] 0")
            cv.rect(X(gx) - 3, Y(gy) - 3, X(gx) + 3, Y(gy) + 3, width=0.6, fill=BLACK)
    cv.text(X(38) + 24, Y(24) - 4, "F2 TYP.", 10, "hebo")
    cv.text(X(32.5), Y(9), "CRAWLSPACE", 12, "hebo", align="c")
    cv.text(X(32.5), Y(10.2), "18\" MIN. CLEARANCE", 9, align="c")
    cv.text(X(-0.67) + 6, Y(36.67) + 16, "F1 CONTINUOUS FOOTING, TYP.", 10, "hebo")
    # shear walls + hold-downs
    for lab, x0, y0, x1, y1 in (("SW1", 0, 2, 0, 12), ("SW2", 50, 18, 50, 34), ("SW1", 30, 36, 48, 36),
                                ("SW3", 2, 0, 11, 0)):
        cv.line(X(x0), Y(y0), X(x1), Y(y1), width=5, color=DARK)
        mx, my = (X(x0) + X(x1)) / 2, (Y(y0) + Y(y1)) / 2
        dx = -34 if x0 == x1 == 0 else (34 if x0 == x1 else 0)
        dy = 0 if x0 == x1 else (-34 if y0 == 0 else 34)
        cv.poly([(mx + dx, my + dy - 15), (mx + dx + 22, my + dy), (mx + dx, my + dy + 15),
                 (mx + dx - 22, my + dy)], fill=WHITE)
        cv.text(mx + dx, my + dy + 3.5, lab, 9, "hebo", align="c")
        for ex, ey in ((X(x0), Y(y0)), (X(x1), Y(y1))):
            cv.poly([(ex - 6, ey + 6), (ex + 6, ey + 6), (ex, ey - 6)], fill=BLACK)
    view_title(cv, ox - 40, Y(36) + 130, 1, "FOUNDATION PLAN", "1/4\" = 1'-0\"")
    dim_string(cv, ox, oy, [0, 12.5, 27, 38, 50], True, -60)
    dim_string(cv, ox, oy, [0, 16, 36], False, -60)

    draw_footing_detail(cv, 1500, 1120)

    x = 1420
    y = notes(cv, x, 120, "FOUNDATION NOTES", (
        "CONCRETE: f'c = 2,500 PSI AT 28 DAYS FOR FOOTINGS AND STEM WALLS; 3,000 PSI AT GARAGE SLAB.",
        "REINFORCING STEEL: ASTM A615 GRADE 60.",
        "ASSUMED ALLOWABLE SOIL BEARING PRESSURE: 1,500 PSF. FOOTINGS BEAR ON UNDISTURBED NATIVE SOIL.",
        "BOTTOM OF EXTERIOR FOOTINGS 18\" MINIMUM BELOW FINISH GRADE (FROST DEPTH).",
        "ANCHOR BOLTS: 5/8\" DIA. x 10\" AT 48\" O.C. MAXIMUM, 7\" MINIMUM EMBEDMENT, 12\" MAXIMUM FROM "
        "PLATE ENDS, WITH 3\" x 3\" x 0.229\" PLATE WASHERS.",
        "HOLD-DOWNS PER SHEARWALL SCHEDULE. INSTALL HOLD-DOWN ANCHORS BEFORE POURING CONCRETE.",
        "CRAWLSPACE: 6 MIL BLACK POLYETHYLENE GROUND COVER, LAPPED 12\" AND SEALED.",
    ), 800)
    y = table(cv, x, y + 50, "FOOTING SCHEDULE", [
        ("MARK", 70, "c"), ("TYPE", 150, "l"), ("SIZE", 230, "l"), ("REINFORCING", 340, "l"),
    ], (
        ("F1", "CONTINUOUS", "16\" WIDE x 8\" DEEP", "(2) #4 CONTINUOUS"),
        ("F2", "SQUARE PAD", "24\" x 24\" x 10\" DEEP", "(3) #4 EACH WAY"),
        ("F3", "THICKENED SLAB", "12\" WIDE x 12\" DEEP", "(1) #4 CONTINUOUS"),
    ))
    table(cv, x, y + 60, "SHEARWALL SCHEDULE", [
        ("MARK", 60, "c"), ("SHEATHING", 160, "l"), ("EDGE|NAILING", 110, "c"), ("FIELD|NAILING", 110, "c"),
        ("ANCHOR|BOLTS", 130, "c"), ("HOLD-|DOWN", 110, "c"), ("CAPACITY", 110, "c"),
    ], (
        ("SW1", "7/16\" OSB, 1 SIDE", "8d @ 6\"", "8d @ 12\"", "5/8\" @ 48\"", "HDU2", "260 PLF"),
        ("SW2", "7/16\" OSB, 1 SIDE", "8d @ 4\"", "8d @ 12\"", "5/8\" @ 32\"", "HDU5", "350 PLF"),
        ("SW3", "7/16\" OSB, 1 SIDE", "8d @ 3\"", "8d @ 12\"", "5/8\" @ 24\"", "HDU8", "490 PLF"),
    ))


def draw_footing_detail(cv: Canvas, x, gy):
    """Typical continuous footing section at 1" = 1'-0" (72 pt per foot)."""
    k = 72 / 12  # points per inch
    fx0, fx1 = x, x + 16 * k  # 16" wide footing
    sx0, sx1 = x + 4 * k, x + 12 * k  # 8" stem wall, centred
    fb = gy + 18 * k  # bottom of footing 18" below grade
    cv.rect(fx0, fb - 8 * k, fx1, fb, width=1.2, fill=LIGHT)
    cv.rect(sx0, gy - 12 * k, sx1, fb - 8 * k, width=1.2, fill=LIGHT)
    cv.rect(sx0, gy - 13.5 * k, sx1 + 0.5 * k, gy - 12 * k, width=1.0, fill=WHITE)  # sill plate
    cv.line(fx0 - 120, gy, sx0, gy, width=1.6)
    cv.line(sx1, gy - 3 * k, fx1 + 120, gy - 3 * k, width=0.6, dashes="[6 4] 0")
    for bx in (fx0 + 4 * k, fx1 - 4 * k):
        cv.circle(bx, fb - 3 * k, 3, fill=BLACK)
    cv.line((sx0 + sx1) / 2, gy - 14.5 * k, (sx0 + sx1) / 2, gy - 5 * k, width=1.4)
    cv.line((sx0 + sx1) / 2, gy - 5 * k, (sx0 + sx1) / 2 + 3 * k, gy - 5 * k, width=1.4)
    callouts = (
        ("2x6 PRESSURE-TREATED SILL PLATE", sx1, gy - 12.7 * k),
        ("5/8\" DIA. ANCHOR BOLT, 7\" MIN. EMBED.", (sx0 + sx1) / 2, gy - 8 * k),
        ("8\" CONCRETE STEM WALL", sx1, gy + 2 * k),
        ("F1: 16\" x 8\" CONTINUOUS FOOTING", fx1, fb - 5 * k),
        ("(2) #4 CONTINUOUS", fx1 - 4 * k, fb - 3 * k),
    )
    tx = fx1 + 150
    for i, (label, px, py) in enumerate(callouts):
        ty = gy - 90 + i * 44
        cv.text(tx, ty, label, 10.5)
        cv.poly([(tx - 4, ty - 4), (tx - 24, ty - 4), (px, py)], closed=False, width=0.5)
    cv.line(fx0 - 40, gy, fx0 - 40, fb, width=0.5)
    cv.text(fx0 - 46, (gy + fb) / 2, "18\" MIN.", 10, align="c", rotate=90)
    cv.text(fx0 - 120, gy - 6, "FINISH GRADE", 9)
    view_title(cv, x - 60, fb + 90, 2, "TYPICAL FOOTING SECTION", "1\" = 1'-0\"", width=420)


# --------------------------------------------------------------------------
# Assembly
# --------------------------------------------------------------------------

DRAWERS = {
    "G-001": draw_cover,
    "A1.0": draw_site,
    "A2.0": draw_floor_plan,
    "A3.0": draw_elevations,
    "A4.0": draw_schedules,
    "S-101": draw_foundation,
}


def build_sample_set(path: str | Path) -> Path:
    """Write the sample plan set PDF to ``path`` and return the path."""
    path = Path(path)
    doc = pymupdf.open()
    for sheet in SHEETS:
        if sheet.rotation in (90, 270):
            page = doc.new_page(width=SHEET_H, height=SHEET_W)  # portrait mediabox
            page.set_rotation(sheet.rotation)
        else:
            page = doc.new_page(width=SHEET_W, height=SHEET_H)
        if sheet.scanned:
            page.insert_image(page.rect, stream=scan_image(sheet))
            continue
        cv = Canvas(page)
        cv.sheet_number = sheet.number
        DRAWERS[sheet.number](cv)
        title_block(cv, sheet)
        cv.commit()
    doc.subset_fonts()
    stamp = "D:20250620120000-07'00'"
    doc.set_metadata({
        "title": f"{PROJECT} - PERMIT SET",
        "author": FIRM,
        "subject": "Synthetic sample architectural drawing set for drawqa tests",
        "creator": "drawqa sample_pdfs/make_samples.py",
        "producer": "PyMuPDF",
        "creationDate": stamp,
        "modDate": stamp,
    })
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(path, garbage=4, deflate=True, no_new_id=True)
    doc.close()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).with_name("sample_plan_set.pdf"),
                        help="output PDF path (default: next to this script)")
    args = parser.parse_args(argv)
    out = build_sample_set(args.out)
    print(f"wrote {out} ({out.stat().st_size:,} bytes, {len(SHEETS)} pages)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
