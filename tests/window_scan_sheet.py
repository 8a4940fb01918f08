"""A window schedule and wall types sheet (A-601, 24x18 in) for a small clinic, drawn the way an
architect's office draws one and then SCANNED: a ruled window schedule (mark, type, rough size,
sill height, frame, glazing, NFRC U-factor and SHGC, remarks), window type elevations, a wall
types legend of tagged assemblies (stud, board, insulation, fire rating with its UL design,
STC), numbered window notes and wall type notes, and a title strip down the right edge. The
sheet is then rendered to a 150 dpi greyscale image, turned a little off square with a light
speckle, as a plotted sheet fed through a scanner comes back, and saved as a PDF whose only
page is that image: no text layer, everything read by OCR.

The questions (`tests/blind_questions/drawn/round32-drawn.jsonl`) were written before drawqa
answered any of them (`docs/first-sight.md`, session 23).
"""
from __future__ import annotations

import io
import random
from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip, scanned_pdf

W, H = 1728, 1296                      # 24 x 18 in
DPI = 150
SKEW = 0.4                             # degrees off square on the scanner glass

SCHEDULE = [
    ("MARK", "TYPE", "WIDTH", "HEIGHT", "SILL HT.", "FRAME", "GLAZING", "U-FACTOR", "SHGC", "REMARKS"),
    ("W1", "FIXED", "3'-0\"", "5'-0\"", "2'-6\"", "ALUM.", "1\" INSUL. LOW-E", "0.30", "0.25", ""),
    ("W2", "CASEMENT", "2'-6\"", "4'-0\"", "2'-0\"", "ALUM.", "1\" INSUL. LOW-E", "0.32", "0.25", "EGRESS"),
    ("W3", "FIXED", "6'-0\"", "5'-0\"", "2'-6\"", "ALUM.", "1\" INSUL. LOW-E", "0.30", "0.25", "TEMPERED"),
    ("W4", "AWNING", "4'-0\"", "2'-0\"", "3'-6\"", "ALUM.", "1\" INSUL. LOW-E", "0.34", "0.27", "OBSCURE GLASS"),
    ("W5", "SINGLE HUNG", "3'-0\"", "4'-6\"", "3'-0\"", "VINYL", "1\" INSUL. LOW-E", "0.29", "0.23", ""),
    ("W6", "FIXED", "2'-0\"", "7'-0\"", "0'-6\"", "HM", "1\" INSUL. CLEAR", "0.38", "0.30",
     "TEMPERED, SIDELITE AT DOOR 101"),
]
WIDTHS = [44, 84, 54, 54, 60, 54, 124, 66, 44, 200]

WALL_TYPES = [
    ("1A", ["3-5/8\" MTL STUD @ 16\" O.C., (1) LAYER 5/8\" GYP BD EACH SIDE,",
            "SOUND BATT, STC 45"]),
    ("1B", ["3-5/8\" MTL STUD @ 16\" O.C., (1) LAYER 5/8\" GYP BD EACH SIDE, NON-RATED"]),
    ("2B", ["3-5/8\" MTL STUD @ 16\" O.C., (1) LAYER 5/8\" TYPE X GYP BD EACH SIDE,",
            "SOUND BATT, 1-HR RATED UL U419, STC 50"]),
    ("2C", ["6\" MTL STUD @ 16\" O.C., (2) LAYERS 5/8\" TYPE X GYP BD EACH SIDE,",
            "2-HR RATED UL U411, STC 55"]),
    ("3A", ["EXTERIOR: 6\" MTL STUD @ 16\" O.C., R-19 BATT, 5/8\" GYP BD INT.,",
            "5/8\" EXT. SHEATHING, AIR BARRIER, 2\" RIGID INSUL. (R-10), BRICK VENEER"]),
]

WINDOW_NOTES = [
    "WINDOW NOTES",
    "1. ALL GLAZING WITHIN 24\" OF DOORS SHALL BE TEMPERED PER IBC 2406.4.",
    "2. WINDOW SIZES ARE ROUGH OPENINGS; VERIFY WITH MANUFACTURER BEFORE FRAMING.",
    "3. SILL HEIGHTS ARE MEASURED FROM FINISHED FLOOR TO BOTTOM OF FRAME.",
    "4. U-FACTOR AND SHGC ARE NFRC-RATED WHOLE-UNIT VALUES.",
    "5. PROVIDE SELF-ADHERED SILL PAN FLASHING AT ALL WINDOW OPENINGS.",
    "6. EGRESS WINDOWS SHALL HAVE A MIN. NET CLEAR OPENING OF 5.7 SQ. FT.",
    "7. ALUMINUM FRAMES SHALL BE THERMALLY BROKEN, CLEAR ANODIZED FINISH.",
]
WALL_NOTES = [
    "WALL TYPE NOTES",
    "1. EXTEND RATED WALLS AND SOUND BATTS TO UNDERSIDE OF STRUCTURE ABOVE.",
    "2. PROVIDE MOISTURE-RESISTANT GYP BD AT ALL TOILET ROOMS.",
]


def _wall_section(page, x: float, y: float, thick: float) -> None:
    """A wall type's little plan section: a board each face, the stud cavity between, a batt squiggle."""
    page.draw_rect(pymupdf.Rect(x, y, x + 60, y + thick), width=0.6)
    page.draw_line((x, y + 3), (x + 60, y + 3), width=0.4)
    page.draw_line((x, y + thick - 3), (x + 60, y + thick - 3), width=0.4)
    for i in range(6):
        page.draw_line((x + 5 + 9 * i, y + 5), (x + 9 + 9 * i, y + thick - 5), width=0.3)


def _window_elevation(page, x: float, y: float, mark: str, w: float, h: float, kind: str) -> None:
    """A window type's elevation at 1/4\" = 1'-0\": the frame, its sash lines, the mark below."""
    page.draw_rect(pymupdf.Rect(x, y - h, x + w, y), width=1)
    page.draw_rect(pymupdf.Rect(x + 3, y - h + 3, x + w - 3, y - 3), width=0.4)
    if kind == "CASEMENT":
        page.draw_line((x + 3, y - h + 3), (x + w - 3, y - h / 2), width=0.3, dashes="[3] 0")
        page.draw_line((x + 3, y - 3), (x + w - 3, y - h / 2), width=0.3, dashes="[3] 0")
    elif kind == "AWNING":
        page.draw_line((x + 3, y - 3), (x + w / 2, y - h + 3), width=0.3, dashes="[3] 0")
        page.draw_line((x + w - 3, y - 3), (x + w / 2, y - h + 3), width=0.3, dashes="[3] 0")
    elif kind == "SINGLE HUNG":
        page.draw_line((x, y - h / 2), (x + w, y - h / 2), width=0.6)
    page.draw_circle((x + w / 2, y + 18), 10, width=0.6)
    draw_text(page, x + w / 2 - 7, y + 21, mark, 8)


def _draw(page) -> None:
    draw_title_strip(page, W, H, ["NORTHGATE ARCHITECTS", "1120 ELM AVENUE, DAYTON, OH 45402", "(937) 555-0142"],
                     ["RIVERSIDE DENTAL CLINIC", "455 MILL ROAD", "DAYTON, OH 45409"], "09/12/2025", "NGA-2514",
                     "AS NOTED", "WINDOW SCHEDULE AND WALL TYPES", "A-601")
    draw_text(page, 1442, 420, "ISSUED FOR CONSTRUCTION", 8)

    # window schedule, top left
    draw_text(page, 60, 86, "WINDOW SCHEDULE", 12)
    draw_grid(page, 60, 96, WIDTHS, SCHEDULE, size=8, row_height=20)

    # window notes, right of the schedule
    for i, line in enumerate(WINDOW_NOTES):
        draw_text(page, 920, 110 + 16 * i, line, 11 if i == 0 else 8)

    # window type elevations under the schedule (1/4" = 1'-0" -> 18 pt a foot)
    base = 470
    x = 80
    for mark, kind, w, h in (("W1", "FIXED", 3, 5), ("W2", "CASEMENT", 2.5, 4), ("W3", "FIXED", 6, 5),
                             ("W4", "AWNING", 4, 2), ("W5", "SINGLE HUNG", 3, 4.5), ("W6", "FIXED", 2, 7)):
        _window_elevation(page, x, base, mark, 18 * w, 18 * h, kind)
        x += 18 * w + 50
    draw_text(page, 60, 540, "1", 14)
    page.draw_line((86, 544), (520, 544), width=1)
    draw_text(page, 90, 540, "WINDOW TYPES", 12)
    draw_text(page, 90, 556, "SCALE: 1/4\" = 1'-0\"", 8)

    # wall types legend, lower left
    draw_text(page, 60, 640, "WALL TYPES", 12)
    y = 670
    for tag, lines in WALL_TYPES:
        _wall_section(page, 60, y - 10, 22 if tag != "2C" else 28)
        page.draw_polyline([(140, y - 6), (152, y - 14), (164, y - 6), (152, y + 2), (140, y - 6)], width=0.6)
        draw_text(page, 145, y - 3, tag, 8)
        for i, line in enumerate(lines):
            draw_text(page, 180, y - 3 + 13 * i, line, 8)
        y += 52
    draw_text(page, 60, 960, "2", 14)
    page.draw_line((86, 964), (520, 964), width=1)
    draw_text(page, 90, 960, "WALL TYPES", 12)
    draw_text(page, 90, 976, "SCALE: 1-1/2\" = 1'-0\"", 8)

    for i, line in enumerate(WALL_NOTES):
        draw_text(page, 920, 660 + 16 * i, line, 11 if i == 0 else 8)


def _scan(page) -> bytes:
    """The sheet as a scanner returns it: grey at 150 dpi, a little off square, a faint speckle."""
    from PIL import Image, ImageFilter

    pix = page.get_pixmap(dpi=DPI, colorspace=pymupdf.csGRAY)
    img = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    img = img.rotate(SKEW, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=255)
    img = img.filter(ImageFilter.GaussianBlur(0.4))
    rng = random.Random(23)
    px = img.load()
    for _ in range(img.width * img.height // 4000):
        x, y = rng.randrange(img.width), rng.randrange(img.height)
        px[x, y] = rng.randrange(90, 200)
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def window_scan_pdf(path: Path) -> Path:
    """A 24x18 window schedule and wall types sheet, scanned: one page, an image, no text layer."""
    return scanned_pdf(path, W, H, _draw, _scan)


if __name__ == "__main__":
    import sys

    print(window_scan_pdf(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/s23/sets/window-scan.pdf")))
