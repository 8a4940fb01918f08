"""Lines that cross drawing text are erased from a crop before it is read again: solid strokes
longer than any glyph, and dashed lines that cross the whole label, keeping the glyphs' strokes."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf
import pytest
from PIL import Image, ImageOps

from drawqa import ocr
from drawqa.ocr_erase import erase_lines

ZOOM = 4.0
FONT = 12
TEXT_PX = FONT * 0.72 * ZOOM        # cap height of Helvetica, in pixels
MORE = Path(__file__).resolve().parents[2] / "shared" / "eval" / "more"
REMODEL = MORE / "austin-remodel-floor-plan.pdf"


def _render(solid=(), dashed=(), vertical=(), text=True) -> Image.Image:
    """A 300 x 120 pt crop with `2030 CSMT` at y 50-59 and the lines given (y in points)."""
    doc = pymupdf.open()
    page = doc.new_page(width=300, height=120)
    if text:
        page.insert_text((100, 59), "2030 CSMT", fontsize=FONT, fontname="helv")
    for y in solid:
        page.draw_line((0, y), (300, y), color=(0, 0, 0), width=1.0)
    for y in dashed:
        page.draw_line((0, y), (300, y), color=(0, 0, 0), width=1.0, dashes="[4 3] 0")
    for x in vertical:
        page.draw_line((x, 0), (x, 120), color=(0, 0, 0), width=1.0)
    pix = page.get_pixmap(matrix=pymupdf.Matrix(ZOOM, ZOOM), colorspace=pymupdf.csGRAY, alpha=False)
    return Image.frombytes("L", (pix.width, pix.height), pix.samples)


def _ink(img: Image.Image) -> np.ndarray:
    return np.asarray(img.convert("L")) < 128


def _rows(y0: float, y1: float) -> slice:
    return slice(int(y0 * ZOOM), int(y1 * ZOOM))


MARGIN = int(60 * ZOOM)    # the crop's sides left of x 60 and right of x 240 hold no text


def test_a_solid_line_under_the_text_is_erased_and_the_glyphs_kept():
    plain, crossed = _render(), _render(solid=[61])
    out = _ink(erase_lines(crossed, TEXT_PX, MARGIN))
    assert _ink(crossed)[_rows(60.5, 62)].any() and not out[_rows(60.5, 62)].any()
    glyphs = _ink(plain)[_rows(48, 60)]
    assert (out[_rows(48, 60)] & glyphs).sum() >= 0.9 * glyphs.sum()


def test_a_dashed_line_through_the_text_is_erased_where_no_glyph_meets_it():
    crossed = _render(dashed=[54])
    before, out = _ink(crossed), _ink(erase_lines(crossed, TEXT_PX, MARGIN))
    left, right = slice(0, MARGIN), slice(-MARGIN, None)
    assert before[_rows(53, 56), left].any() and not out[_rows(53, 56), left].any()
    assert not out[_rows(53, 56), right].any()
    assert out[_rows(48, 60)].sum() >= 0.6 * _ink(_render())[_rows(48, 60)].sum()    # the glyphs stay


def test_a_dashed_line_is_kept_when_no_margin_is_given():
    crossed = _render(dashed=[54])
    out = _ink(erase_lines(crossed, TEXT_PX))
    assert out[_rows(53, 56), :MARGIN].any()


def test_a_vertical_line_beside_the_text_is_erased():
    out = _ink(erase_lines(_render(vertical=[250]), TEXT_PX, MARGIN))
    assert not out[:, int(248 * ZOOM):int(252 * ZOOM)].any()


def test_text_alone_is_left_as_it_is():
    plain = _render()
    assert (np.asarray(erase_lines(plain, TEXT_PX, MARGIN)) == np.asarray(plain)).all()


def _read(img: Image.Image) -> str:
    import pytesseract
    return pytesseract.image_to_string(ImageOps.expand(img, border=20, fill=255), config="--psm 6")


@pytest.mark.skipif(not ocr.tesseract_available(), reason="Tesseract is not installed")
def test_text_under_a_solid_line_reads_after_erasing():
    crossed = _render(solid=[59.5], vertical=[95, 170])
    assert "2030 CSMT" in _read(erase_lines(crossed, TEXT_PX, MARGIN))


@pytest.mark.skipif(not REMODEL.exists(), reason="../shared/eval/more is absent")
@pytest.mark.skipif(not ocr.tesseract_available(), reason="Tesseract is not installed")
def test_a_scanned_callout_crossed_by_a_dashed_line_reads_its_size_code_at_every_size():
    """The Austin remodel scan (page 2, 100 dpi): the `REPLACEMENT 2030 CSMT / SILL @ 4'-0" /
    TEMPERED` callout has a dashed line through its sill line and wall lines beside it; read as
    it is, some sizes give `2039` or `2033`. With the lines erased every size gives `2030` and
    reads TEMPERED (its sill line stays unreadable: the dash runs through its glyphs)."""
    page = pymupdf.open(REMODEL)[1]
    img, ox, oy, z = ocr._render_for_ocr(page, page.rect, ocr.INDEX_ZOOM, ocr.MAX_PIXELS)
    box = (135, 92, 190, 125)       # the callout, in points, with 1-2 text heights of margin
    crop = img.crop(tuple(int(v * z) for v in box))
    text_px = 4.5 * z               # the callout's text is ~4.5 pt tall
    clean = erase_lines(crop, text_px, int(text_px))
    for f in (0.75, 1.0, 1.25):
        im = clean.resize((int(clean.width * f), int(clean.height * f)), Image.Resampling.LANCZOS)
        lines = [ln.strip() for ln in _read(im).splitlines() if ln.strip()]
        assert "2030 CSMT" in lines and "TEMPERED" in lines, (f, lines)
