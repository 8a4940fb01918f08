"""An interior signage plan and schedule (`tests/signage_sheet.py`) with merged type cells and a
two-level header, asked the questions of blind round 60
(`tests/blind_questions/drawn/round60-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- A type the question names by its letter (`the Type F signs`) is answered by text naming that
  type (drawqa/contract.py).
- A statement denying its subject the word the question names its thing by (`VISUAL ONLY, NOT
  TACTILE`) is about other things (drawqa/contract.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from signage_sheet import signage_pdf

from drawqa.contract import denies_the_thing, says_the_type

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round60-drawn.jsonl")


@pytest.fixture(scope="module")
def signage(tmp_path_factory) -> Path:
    pdf = signage_pdf(tmp_path_factory.mktemp("signage") / "signage.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_signage_sheet(signage, item):
    assert_never_wrong(signage, item)


def test_a_type_not_drawn_is_not_answered(signage):
    a = ask_index(signage, "How high are Type G signs mounted?", ocr=False).answer
    assert a.startswith(ABSTAINED), a


def test_signs_said_not_tactile_answer_nothing_of_tactile_ones(signage):
    a = ask_index(signage, "What height range applies to tactile signs?", ocr=False).answer
    assert "NOT TACTILE" not in a, a


@pytest.mark.parametrize("question, text, says", [
    ("What mounting height is called for on the Type F signs?", "MOUNT TACTILE SIGNS SO THE BASELINE", False),
    ("What mounting height do the Type D signs get?", "SIGN NO.: 125; SIGN TYPE: D; MOUNTING: 80\" AFF", True),
    ("What is a type X board?", "(1) 5/8\" TYPE X GWB", True),
    ("Is Type V-B construction allowed?", "CONSTRUCTION TYPE: V-B", True),
    ("Is it Type I construction?", "anything", True),
])
def test_a_lettered_type(question, text, says):
    assert says_the_type(question, text) is says


@pytest.mark.parametrize("question, text, denies", [
    ("How high do the tactile signs go?", "OVERHEAD SIGNS ARE VISUAL ONLY, NOT TACTILE.", True),
    ("Which rated walls go to the deck?", "NON-RATED PARTITIONS TO DECK", True),
    ("What is the fire rating of wall type W2?", "W2: NON-RATED, STC 45", False),
    ("Are the overhead signs tactile?", "OVERHEAD SIGNS ARE VISUAL ONLY, NOT TACTILE.", False),
    ("Which signs are not tactile?", "OVERHEAD SIGNS ARE VISUAL ONLY, NOT TACTILE.", False),
    ("How high are tactile signs mounted?", "TACTILE SIGNS 48\" MIN. TO BASELINE", False),
])
def test_a_denied_thing(question, text, denies):
    assert denies_the_thing(question, text) is denies


def test_the_project_named_after_for_is_not_a_field_asked(signage):
    """`Project number for the Osage Valley library job?`: the project's name, printed in the title
    block under a sideways caption the reading cannot pair, says which project, not which field."""
    a = ask_index(signage, "Project number for the Osage Valley library job?", ocr=False).answer
    assert "TMA 2318" in a, a
