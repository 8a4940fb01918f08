"""A coarse scan's sure numbers are checked by a second reading of their line with the lines
erased: two sure readings that disagree on a digit leave the word unsure; a second reading that
agrees, is unsure, or reads letters for digits changes nothing."""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from PIL import Image

from drawqa import ocr
from drawqa.models import Word
from drawqa import ocr_recheck as R
from drawqa.ocr_recheck import DISPUTED_CONF, recheck_numbers

REMODEL = Path(__file__).resolve().parents[2] / "shared" / "eval" / "more" / "austin-remodel-floor-plan.pdf"
Z = 4.0          # render pixels per point of the fake page
PAGE = Image.new("L", (800, 400), 255)


def _sure(text: str, conf: float) -> bool:
    return conf >= ocr.LOW_CONF and not ocr.unsure_word(text, conf)


def _feet_inches(text: str) -> bool:
    return bool(ocr._FEET_INCHES.fullmatch(text))


def _words(*items) -> list[Word]:
    return [Word(text=t, bbox=b, size=4.0, block=1, line=1, conf=c) for t, c, b in items]


def _run(words, text, conf):
    """Recheck `words` with a second reading that reads `text` surely over the first word's box."""
    x0, y0, x1, y1 = words[0].bbox
    h = y1 - y0
    # the crop starts PAD_H / PAD_V text heights left of and above the line; the stand-in
    # Tesseract reading is placed over the first word
    left, top = (x0 - R.PAD_H * h) * Z, (y0 - R.PAD_V * h) * Z

    def read(img, psm):
        return {"text": [text], "conf": [conf],
                "left": [int(round(x0 * Z - left)) + R.BORDER_PX], "top": [int(round(y0 * Z - top)) + R.BORDER_PX],
                "width": [int((x1 - x0) * Z)], "height": [int(h * Z)]}
    return recheck_numbers(PAGE, Z, 0.0, 0.0, words, read, _sure, h * Z, _feet_inches)


LINE = ((40.0, 40.0, 60.0, 46.0), (62.0, 40.0, 80.0, 46.0))


def test_a_sure_number_read_with_another_digit_is_left_unsure():
    out = _run(_words(("2033", 91.0, LINE[0]), ("CSMT", 89.0, LINE[1])), "2030", 92.0)
    assert [(w.text, w.conf) for w in out] == [("2033", DISPUTED_CONF), ("CSMT", 89.0)]


@pytest.mark.parametrize("again, conf", [("2033", 92.0), ("2030", 70.0), ("S033", 92.0), ("20330", 92.0)])
def test_agreement_an_unsure_reading_or_letters_for_digits_change_nothing(again, conf):
    words = _words(("2033", 91.0, LINE[0]), ("CSMT", 89.0, LINE[1]))
    assert _run(words, again, conf) == words


def test_a_disputed_feet_inches_string_is_dropped():
    """A feet-inches string is never held unsure for its confidence, so it cannot be kept unsure."""
    out = _run(_words(("4'-6\"", 90.0, LINE[0]), ("CLG", 90.0, LINE[1])), "4'-0\"", 90.0)
    assert [w.text for w in out] == ["CLG"]


@pytest.mark.skipif(not REMODEL.exists(), reason="../shared/eval/more is absent")
@pytest.mark.skipif(not ocr.tesseract_available(), reason="Tesseract is not installed")
def test_the_austin_remodel_scan_keeps_no_sure_wrong_window_code(eval_pages_read_once):
    """Page 2 (100 dpi): the page reading reads the `2030 CSMT` callout, crossed by extension
    and dashed lines, as a sure `2033`; its line read again with the lines erased reads `2030`,
    so the code is left unsure. The clear `5060` and `5050` codes stay sure. The reading is
    the one index-time OCR makes of this page, run once per run (conftest)."""
    page = pymupdf.open(REMODEL)[1]
    words = ocr.ocr_page_words(page, vertical=True)
    sure = {w.text for w in words if not ocr.unsure_word(w.text, w.conf)}
    assert "2033" not in sure and "2030" not in sure
    assert {"5060", "5050", "2040"} <= sure
