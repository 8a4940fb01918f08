"""A label printed on a grey tint (a structure's name in its filled box) is found by the tint
around it and read on its own where the page reading read nothing there."""
from __future__ import annotations

import pymupdf
import pytest
from PIL import Image

from drawqa import ocr
from drawqa.models import Word
from drawqa.ocr_tints import read_tints, tinted_boxes

ZOOM = 4.0


def _render(tint: bool = True, text: bool = True, line_only: bool = False) -> Image.Image:
    doc = pymupdf.open()
    page = doc.new_page(width=300, height=200)
    if line_only:
        page.draw_line((40, 60), (260, 60), color=(0.75, 0.75, 0.75), width=1.5)
    else:
        page.draw_rect(pymupdf.Rect(60, 50, 200, 110), color=(0, 0, 0), fill=(0.8, 0.8, 0.8) if tint else None, width=2)
    if text:
        page.insert_text((80, 75), "1 STORY", fontsize=12, fontname="helv")
        page.insert_text((95, 95), "SHED", fontsize=12, fontname="helv")
    pix = page.get_pixmap(matrix=pymupdf.Matrix(ZOOM, ZOOM), colorspace=pymupdf.csGRAY, alpha=False)
    return Image.frombytes("L", (pix.width, pix.height), pix.samples)


def _to_pdf(l, t, r, b):
    return (l / ZOOM, t / ZOOM, r / ZOOM, b / ZOOM)


def test_a_filled_box_with_writing_in_it_is_found():
    boxes = tinted_boxes(_render(), ZOOM)
    assert len(boxes) == 1
    l, t, r, b = _to_pdf(*boxes[0])
    assert 55 <= l <= 70 and 45 <= t <= 60 and 190 <= r <= 205 and 100 <= b <= 115, boxes


@pytest.mark.parametrize("kw", [dict(tint=False), dict(text=False), dict(line_only=True, text=False)])
def test_no_tinted_box_on_an_outline_an_empty_fill_or_a_grey_line(kw):
    assert tinted_boxes(_render(**kw), ZOOM) == []


def _reader():
    def read(img, psm):
        import pytesseract
        return pytesseract.image_to_data(img, config=f"--psm {psm}", output_type=pytesseract.Output.DICT)
    return read


def _keep(text, conf):
    return None if ocr.unsure_word(text, conf) else text


@pytest.mark.skipif(not ocr.tesseract_available(), reason="Tesseract is not installed")
def test_the_label_on_the_tint_is_read_where_the_page_reading_read_nothing():
    out = read_tints(_render(), ZOOM, [], _to_pdf, _reader(), _keep, block0=0, line0=0)
    assert {"STORY", "SHED"} <= {w.text for w in out}
    shed = next(w for w in out if w.text == "SHED")
    assert 90 <= shed.bbox[0] <= 100 and 80 <= shed.bbox[1] <= 90, shed.bbox


def test_a_box_the_page_reading_read_is_left_as_read():
    def never(img, psm):
        raise AssertionError("read again")
    read = [Word(text="SHED", bbox=(95.0, 86.0, 130.0, 95.0), conf=95.0)]
    assert read_tints(_render(), ZOOM, read, _to_pdf, never, _keep, block0=0, line0=0) == read
