"""A enlarged toilet room plans, elevations and accessories sheet (`tests/toilet_rooms_sheet.py`),
asked the questions of blind round 40 (`tests/blind_questions/drawn/round40-drawn.jsonl`, written
before drawqa answered them), and the rules they led to:

- `How far off the side wall ...` asks a distance from the side wall: a figure measured `FROM
  REAR WALL` does not answer it (`drawqa/contract.py` measured_from_reference).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from toilet_rooms_sheet import toilet_rooms_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round40-drawn.jsonl")


@pytest.fixture(scope="module")
def toilet_rooms(tmp_path_factory) -> Path:
    pdf = toilet_rooms_pdf(tmp_path_factory.mktemp("toilet_rooms") / "toilet_rooms.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_toilet_rooms_sheet(toilet_rooms, item):
    assert_never_wrong(toilet_rooms, item)


def test_a_distance_is_from_the_thing_named(toilet_rooms):
    a = ask_index(toilet_rooms, "How far off the side wall does the accessible toilet centerline need to be?").answer
    assert a.startswith(ABSTAINED) or "16\"-18\"" in a, a


def test_a_maker_is_named_as_one(toilet_rooms):
    """`who manufactures the urinals`: a label on the elevation (`URINAL SCREEN`) names no maker;
    a schedule's MANUFACTURER column does."""
    a = ask_index(toilet_rooms, "Who manufactures the urinals?", ocr=False).answer
    assert a.startswith("no evidence found"), a
    a = ask_index(toilet_rooms, "Who makes the mirrors?", ocr=False).answer
    assert "BOBRICK" in a, a
