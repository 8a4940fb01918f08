"""A scanned window schedule and wall types sheet (`tests/window_scan_sheet.py`), read by OCR and
asked the questions of blind round 32 (`tests/blind_questions/drawn/round32-drawn.jsonl`, written
before drawqa answered them), and the rules they led to:

- `Which windows get tempered glass?`: a row that matches but whose mark OCR lost is said, with
  what it holds, never dropped from the list (`handlers/schedule.py`).
- `What is the W5 frame made of?` is asked of the FRAME column; a row whose cell there is blank
  or unread is abstained on, not answered from TYPE.
- The date printed in the title block is the DATE field (`in the title block` says where, not
  which field).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round
from drawqa import ocr
from drawqa.index import build
from window_scan_sheet import window_scan_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round32-drawn.jsonl")


@pytest.fixture(scope="module")
def window_scan(tmp_path_factory) -> Path:
    if not ocr.tesseract_available():
        pytest.skip("Tesseract is not installed")
    d = tmp_path_factory.mktemp("window-scan")
    pdf = window_scan_pdf(d / "window-scan.pdf")
    report = build([str(pdf)], d / "idx")
    assert report.indexed == 1, report.summary()
    return d / "idx"


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_scanned_window_sheet(window_scan, item):
    assert_never_wrong(window_scan, item, scanned=True)


def test_a_matching_row_whose_mark_was_lost_is_said(window_scan):
    a = ask_index(window_scan, "Which windows get tempered glass?")
    assert "W3" in a.answer and "not read" in a.answer, a.answer
    assert a.missing_parts, a


def test_the_column_asked_or_nothing(window_scan):
    a = ask_index(window_scan, "What is the W5 window frame made of?").answer
    assert a.startswith(ABSTAINED) or "VINYL" in a, a
    assert "09/12/2025" in ask_index(window_scan, "What date is shown in the title block?").answer
