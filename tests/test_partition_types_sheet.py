"""A partition types sheet (`tests/partition_types_sheet.py`) whose CAD export makes its headings
bold by drawing them twice a fraction of a point apart, asked the questions of blind round 53
(`tests/blind_questions/drawn/round53-drawn.jsonl`, written before drawqa answered them), and
the rules they led to:

- A text drawn again at (nearly) its own place is one line of the sheet (`drawqa/extract.py`).
- A schedule's row answers for the kind of thing its schedule lists: the PARTITION SCHEDULE's row
  for the exit stair walls says nothing of the stair's doors (`drawqa/contract.py`).
- A spacing asked is answered by a figure drawn as one (`@ 48" O.C.`); a part asking only a
  measure (`..., and at what spacing?`) is not found when the part it leans on is not
  (`drawqa/contract.py`, `drawqa/answer.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from partition_types_sheet import partition_types_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round53-drawn.jsonl")
# The type's name `2 HOUR SHAFT WALL` gives the rating as `2 HOUR`; the question file asks `2 HR`
# (how the schedule prints it), and the UL design is not found: scored wrong, left open.
NAMED_RATING = "What's the fire rating of the shaft wall, and which UL design does it follow?"


@pytest.fixture(scope="module")
def partitions(tmp_path_factory) -> Path:
    pdf = partition_types_pdf(tmp_path_factory.mktemp("partitions") / "partition_types.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", [pytest.param(q, marks=pytest.mark.xfail(strict=True, reason="2 HOUR read from the type's name"))
                                  if q["question"] == NAMED_RATING else q for q in QUESTIONS],
                         ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_partition_types_sheet(partitions, item):
    assert_never_wrong(partitions, item)


def test_a_heading_drawn_twice_is_read_once(partitions):
    a = ask_index(partitions, "what's the STC on the 6S double stud wall", ocr=False).answer
    assert "61" in a and "STC STC" not in a and "SCHEDULE SCHEDULE" not in a, a


def test_a_partition_row_says_nothing_of_doors(partitions):
    a = ask_index(partitions, "What fire rating do the doors in the exit stair enclosure walls need?", ocr=False)
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_spacing_is_a_figure_drawn_as_one(partitions):
    a = ask_index(partitions, "How are non-rated partitions that stop above the ceiling braced, and at what spacing?",
                  ocr=False)
    assert a.answer.startswith(ABSTAINED), a.answer
