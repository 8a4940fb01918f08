"""A reflected ceiling plan (`tests/reflected_ceiling_sheet.py`), asked the questions of blind
round 48 (`tests/blind_questions/drawn/round48-drawn.jsonl`, written before drawqa answered them),
and the rules they led to:

- A thing a question names by its number (`office 302`, `level 2`) is answered by text that says
  the number; the place a question ends on (`in the boardroom`) by text that names it: the keyed
  notes about a bulkhead and a slat ceiling elsewhere are not the office's ceiling
  (`drawqa/contract.py` says_things_numbered, says_the_place).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from reflected_ceiling_sheet import reflected_ceiling_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round48-drawn.jsonl")


@pytest.fixture(scope="module")
def reflected_ceiling(tmp_path_factory) -> Path:
    pdf = reflected_ceiling_pdf(tmp_path_factory.mktemp("reflected_ceiling") / "reflected_ceiling.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_reflected_ceiling_plan(reflected_ceiling, item):
    assert_never_wrong(reflected_ceiling, item)


@pytest.mark.parametrize("q, number", [("How high is the ceiling in office 302?", "302"),
                                       ("What's the ceiling height in the level 2 break room?", "2")])
def test_a_numbered_room_is_answered_by_text_that_says_its_number(reflected_ceiling, q, number):
    a = ask_index(reflected_ceiling, q, ocr=False)
    assert a.answer.startswith(ABSTAINED) or number in a.answer + " ".join(c.text for c in a.citations), a.answer


def test_the_place_asked_is_named_by_the_answer(reflected_ceiling):
    a = ask_index(reflected_ceiling, "what's the ceiling height in the boardroom", ocr=False)
    assert a.answer.startswith(ABSTAINED) or "BOARD" in (a.answer + " ".join(c.text for c in a.citations)).upper(), a.answer
