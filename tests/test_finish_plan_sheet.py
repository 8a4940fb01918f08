"""A finish plan, finish legend and room finish schedule (matrix) sheet
(`tests/finish_plan_sheet.py`), asked the questions of blind round 47
(`tests/blind_questions/drawn/round47-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- `What transition strip goes between the LVT and the carpet tile?` is answered by text naming a
  strip, not by the LVT's finish legend row (`drawqa/contract.py` says_what_goes).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from finish_plan_sheet import finish_plan_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round47-drawn.jsonl")


@pytest.fixture(scope="module")
def finish_plan(tmp_path_factory) -> Path:
    pdf = finish_plan_pdf(tmp_path_factory.mktemp("finish_plan") / "finish_plan.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_finish_plan_sheet(finish_plan, item):
    assert_never_wrong(finish_plan, item)


def test_what_goes_between_is_named(finish_plan):
    a = ask_index(finish_plan, "What transition strip goes between the LVT and the carpet tile?").answer
    assert a.startswith(ABSTAINED) or "STRIP" in a.upper() or "TR-" in a, a
