"""A foodservice equipment plan and schedule sheet (`tests/foodservice_sheet.py`), asked the questions
of blind round 45 (`tests/blind_questions/drawn/round45-drawn.jsonl`, written before drawqa
answered them), and the rules they led to:

- No rule was needed for a wrong answer here; the questions guard the sheet against wrong answers.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import assert_never_wrong, drawn_round, index_pdf
from foodservice_sheet import foodservice_pdf

QUESTIONS = drawn_round("round45-drawn.jsonl")


@pytest.fixture(scope="module")
def foodservice(tmp_path_factory) -> Path:
    pdf = foodservice_pdf(tmp_path_factory.mktemp("foodservice") / "foodservice.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_foodservice_sheet(foodservice, item):
    assert_never_wrong(foodservice, item)
