"""A scanned (image-only) structural general notes sheet, read by OCR
(`tests/scanned_notes_sheet.py`), asked the questions of blind round 46
(`tests/blind_questions/drawn/round46-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- A date under a bare `DATE` caption with a revision's description on its line (`ADDENDUM NO. 2
  ... 05/08/1998`) dates the revision, not the sheet (`handlers/metadata.py`).
- `how much bearing` is answered where bearing is said: any figure is a number
  (`drawqa/contract.py`); a statement broken off at a comma is not a whole one
  (`handlers/generic.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round
from drawqa import ocr
from drawqa.index import build
from scanned_notes_sheet import scanned_notes_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round46-drawn.jsonl")


@pytest.fixture(scope="module")
def scanned_notes(tmp_path_factory) -> Path:
    """The scan is indexed with OCR, as `drawqa index` reads it."""
    if not ocr.tesseract_available():
        pytest.skip("Tesseract is not installed: the scanned sheet cannot be read")
    pdf = scanned_notes_pdf(tmp_path_factory.mktemp("scanned_notes") / "scanned_notes.pdf")
    report = build([str(pdf)], pdf.parent / "idx")
    assert report.indexed == 1, report.summary()
    return pdf.parent / "idx"


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_scanned_notes_sheet(scanned_notes, item):
    assert_never_wrong(scanned_notes, item, scanned=True)


def test_a_revision_date_is_not_the_sheets(scanned_notes):
    assert "05/08/1998" not in ask_index(scanned_notes, "What date is on the title block?").answer
    a = ask_index(scanned_notes, "For an L3 lintel, what is the max opening it can span and how much bearing "
                                 "does it need at each end?")
    assert a.answer.startswith(ABSTAINED) or a.missing_parts or '12"' in a.answer, a.answer
