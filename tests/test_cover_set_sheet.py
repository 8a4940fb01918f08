"""A three-sheet set stored rotated (cover sheet, floor plan, door schedules)
(`tests/cover_set_sheet.py`), asked the questions of blind round 38
(`tests/blind_questions/drawn/round38-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- `Who is the structural engineer, and what's their phone number?`: the number is read where
  the engineer was found, or said not found; never the architect's number from the title block
  (`drawqa/answer.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from cover_set_sheet import cover_set_pdf
QUESTIONS = drawn_round("round38-drawn.jsonl")


@pytest.fixture(scope="module")
def cover_set(tmp_path_factory) -> Path:
    pdf = cover_set_pdf(tmp_path_factory.mktemp("cover_set") / "cover_set.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_cover_set_sheet(cover_set, item):
    assert_never_wrong(cover_set, item)


def test_their_phone_is_read_beside_them(cover_set):
    a = ask_index(cover_set, "Who is the structural engineer, and what's their phone number?")
    assert "LARKSPUR" in a.answer and "303.555.0142" not in a.answer, a.answer
