"""An electrical power plan (`tests/power_plan_sheet.py`) whose keyed-note numbers stand in drawn
hexagons, whose legend's symbols are graphics only and whose circuit tags are set at 45 degrees,
asked the questions of blind round 65 (`tests/blind_questions/drawn/round65-drawn.jsonl`, written
before drawqa answered them). It drew no wrong answer at first sight; its misses are counted in
docs/first-sight.md.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import assert_never_wrong, drawn_round, index_pdf
from power_plan_sheet import power_plan_pdf

QUESTIONS = drawn_round("round65-drawn.jsonl")


@pytest.fixture(scope="module")
def power(tmp_path_factory) -> Path:
    pdf = power_plan_pdf(tmp_path_factory.mktemp("power_plan") / "power_plan.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_power_plan(power, item):
    assert_never_wrong(power, item)
