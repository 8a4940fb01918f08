"""A UK fire strategy plan (`tests/fire_strategy_sheet.py`), metric, with justified, hyphenated
notes numbered by section (`2.5`, `6.3`), asked the questions of blind round 61
(`tests/blind_questions/drawn/round61-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- A section-numbered note's number (`2.5 Final exit doors ...`) counts nothing (handlers/generic.py).
- A measure beside a tag on the plan (`9.2 m (1-dir, max 18 m)`) spells out no short form
  (handlers/_domain.py).
- A place a question asks over (`the smoke vents over the retail units`) is named by its answer
  (drawqa/contract.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from fire_strategy_sheet import fire_strategy_pdf

from drawqa.contract import says_the_place
from drawqa.handlers._domain import meaning_shaped

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round61-drawn.jsonl")


@pytest.fixture(scope="module")
def strategy(tmp_path_factory) -> Path:
    pdf = fire_strategy_pdf(tmp_path_factory.mktemp("fire_strategy") / "fire_strategy.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_fire_strategy_sheet(strategy, item):
    assert_never_wrong(strategy, item)


def test_a_note_number_counts_nothing(strategy):
    a = ask_index(strategy, "How many final exits are there on the ground floor?", ocr=False).answer
    assert not a.startswith("2.5"), a


def test_a_measure_beside_a_tag_is_no_meaning(strategy):
    a = ask_index(strategy, "What does FD30S stand for?", ocr=False).answer
    assert " m (" not in a, a
    assert meaning_shaped("60 MIN FIRE DOOR, INTUMESCENT AND SMOKE SEALS", "FD60S")
    assert not meaning_shaped("9.2 m (1-dir, max 18 m)", "FD60S")


@pytest.mark.parametrize("question, text, says", [
    ("What free area do the smoke vents over the retail units have?", "Stair 1 is ventilated by an AOV of 1.0 m2", False),
    ("What free area do the smoke vents over the retail units have?", "Retail unit smoke vents 1.5 m2 free area", True),
    ("What is the ceiling height in the boardroom?", "BOTTOM OF SLATS AT 9'-4\"", False),
    ("What is the fire rating of the walls in the drawings?", "1 HR", True),
])
def test_a_place_asked(question, text, says):
    assert says_the_place(question, text) is says


def test_a_schedule_caption_far_left_does_not_make_a_bottom_strip(strategy):
    """`Location` heading the final exit schedule at the foot of the sheet's left edge stands apart
    from the corner title block's captions: the box stays in the corner, the schedule is read."""
    from drawqa import store
    gen = store.load(strategy)
    blocks = [c for c in gen.all_chunks() if c.section == "title block"]
    assert blocks and not any("Occ. factor" in c.text or "Tanner Street (S)" in c.text for c in blocks)
    a = ask_index(strategy, "Whose initials are in the Drawn box?", ocr=False).answer
    assert a.startswith(ABSTAINED) or "KOB" in a, a
    assert any(c.table == "FINAL EXIT SCHEDULE" for c in gen.all_chunks())
