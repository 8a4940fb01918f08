"""The solar pv sheet (`tests/solar_pv_sheet.py`), asked the questions of blind round 56
(`tests/blind_questions/drawn/round56-drawn.jsonl`, written before drawqa answered them): it
gave no wrong answer at first sight (docs/first-sight.md, twenty-sixth session). Its titles and
placards are letter-spaced, one character per span: they are read as words (drawqa/extract.py).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import assert_never_wrong, drawn_round, index_pdf
from solar_pv_sheet import solar_pv_pdf

from drawqa.extract import text_layer

QUESTIONS = drawn_round("round56-drawn.jsonl")


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    return solar_pv_pdf(tmp_path_factory.mktemp("solar_pv") / "solar_pv.pdf")


@pytest.fixture(scope="module")
def sheet(pdf) -> Path:
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_solar_pv_sheet(sheet, item):
    assert_never_wrong(sheet, item)


def test_letter_spaced_text_is_read_as_words(pdf):
    with pymupdf.open(pdf) as doc:
        lines, words, _ = text_layer(doc[0])
    texts = {l.text for l in lines}
    assert {"SPECIFICATIONS", "PHOTOVOLTAIC", "120%"} <= texts
    assert not any(l.startswith("C O N D U C T O R") for l in texts)
    spelled = [w for w in words if w.text == "PHOTOVOLTAIC"]
    assert spelled and all(w.bbox[2] - w.bbox[0] > 5 * (w.bbox[3] - w.bbox[1]) for w in spelled)


def test_a_row_of_single_letters_is_not_joined(tmp_path):
    """Grid letters and tags stand much further apart than a track; a lower-case `x` between
    capitals is a multiplication (`W x H`)."""
    doc = pymupdf.open()
    page = doc.new_page(width=600, height=300)
    for i, ch in enumerate("ABCDE"):
        page.insert_text((50 + 60 * i, 50), ch, fontsize=10)
    page.insert_text((50, 120), "W x H", fontsize=10)
    x = 50.0
    for ch in "DROP":          # tracked: 3 pt between letters
        page.insert_text((x, 200), ch, fontsize=10)
        x += pymupdf.get_text_length(ch, fontsize=10) + 3
    lines, _, _ = text_layer(page)
    texts = [l.text for l in lines]
    assert "DROP" in texts and "W x H" in texts and "ABCDE" not in texts, texts
