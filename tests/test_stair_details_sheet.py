"""Enlarged stair plans and sections (`tests/stair_details_sheet.py`) whose fractions are set as
stacked numerator over denominator, asked the questions of blind round 57
(`tests/blind_questions/drawn/round57-drawn.jsonl`, written before drawqa answered them), and
the rules they led to:

- A thing named by its number is not answered by text that numbers it only otherwise (`STAIR 2`
  for stair 1) (`drawqa/contract.py`).
- A gap between things (`3/4" REVEAL BETWEEN STRINGER AND CMU`) sizes neither; a place a question
  goes to (`continue up to the roof`) is named by its answer (`drawqa/contract.py`).
- `which IBC section ...` asks a section, not which code applies (`handlers/code.py`).
- A part pointing back at what the part before names (`..., and how far apart are they?`) is
  answered by text naming it (`drawqa/answer.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from stair_details_sheet import stair_details_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round57-drawn.jsonl")


@pytest.fixture(scope="module")
def stairs(tmp_path_factory) -> Path:
    pdf = stair_details_pdf(tmp_path_factory.mktemp("stairs") / "stair_details.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_stair_sheet(stairs, item):
    assert_never_wrong(stairs, item)


def test_another_stair_s_sheet_is_not_this_one(stairs):
    a = ask_index(stairs, "Which sheet are the Stair 1 enlarged plans on?", ocr=False).answer
    assert a.startswith(ABSTAINED) or "A-520" in a, a


def test_a_reveal_sizes_no_stringer(stairs):
    a = ask_index(stairs, "What size steel are the stair stringers?", ocr=False).answer
    assert "REVEAL" not in a, a


def test_a_section_asked_is_no_code_edition(stairs):
    a = ask_index(stairs, "Which IBC section makes this stair continue up to the roof?", ocr=False).answer
    assert not a.startswith("Building code") and "1014.6" not in a, a


def test_a_spacing_of_them_names_them(stairs):
    a = ask_index(stairs, "What are the guard pickets and how far apart are they?", ocr=False)
    assert "POST @" not in a.answer, a.answer
