"""The solar pv sheet (`tests/solar_pv_sheet.py`), asked the questions of blind round 56
(`tests/blind_questions/drawn/round56-drawn.jsonl`, written before drawqa answered them): it
gave no wrong answer at first sight (docs/first-sight.md, twenty-sixth session).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import assert_never_wrong, drawn_round, index_pdf
from solar_pv_sheet import solar_pv_pdf

QUESTIONS = drawn_round("round56-drawn.jsonl")


@pytest.fixture(scope="module")
def sheet(tmp_path_factory) -> Path:
    pdf = solar_pv_pdf(tmp_path_factory.mktemp("solar_pv") / "solar_pv.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_solar_pv_sheet(sheet, item):
    assert_never_wrong(sheet, item)
