"""A sheet of mechanical equipment schedules with two-level headers (`tests/mechanical_sheet.py`),
asked the questions of blind round 27 (`tests/blind_questions/drawn/round27-drawn.jsonl`,
written before drawqa answered them), and the rules they led to:

- A column is named by its caption's short forms as well as its words: three-letter captions
  (`MCA`, `CFM`, `EER`), two capitals (`HP`), a word cut short with its point (`SENS.` for
  sensible), the initials of the question's words (`OA` for outside air), and the words a
  column abbreviation stands for (`V/PH`: voltage; `CFM`: airflow).
- Of the columns a group word leads (`COOLING` over TOTAL, SENS., EER), the ones the question
  names by more of their words are the ones asked.
- A word `of` parts from a mark is asked of it (`the horsepower of EF-2`), not the mark's kind:
  a schedule without that column does not answer with the whole row.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from mechanical_sheet import mechanical_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round27-drawn.jsonl")


@pytest.fixture(scope="module")
def mechanical(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("mechanical")
    return index_pdf(mechanical_pdf(d / "mechanical.pdf"), d / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_mechanical_sheet(mechanical, item):
    assert_never_wrong(mechanical, item)


@pytest.mark.parametrize("question, first", [
    ("What is the MCA of RTU-2?", "electrical mca 19"),
    ("What is the sensible cooling capacity of RTU-2?", "cooling sens. mbh 55"),
    ("What is the outside air CFM for RTU-1?", "supply fan oa cfm 800"),
    ("What voltage does EF-2 need?", "v/ph 115/1"),
    ("What is the airflow of EF-2?", "cfm 150"),
    ("What is the total cooling capacity of RTU-1?", "cooling total mbh 120"),
])
def test_the_column_asked_comes_first(mechanical, question, first):
    a = ask_index(mechanical, question).answer
    assert a.split(": ", 1)[1].startswith(first), a


def test_things_scheduled_are_the_marks_of_the_schedule_titled_by_them(mechanical):
    a = ask_index(mechanical, "How many rooftop units are scheduled?").answer
    assert a.startswith("2 marks listed in the ROOFTOP UNIT SCHEDULE"), a
    assert ask_index(mechanical, "How many boilers are scheduled?").answer.startswith(ABSTAINED)


def test_a_column_every_row_gives_alike_answers_for_all_the_things_scheduled(mechanical):
    a = ask_index(mechanical, "Who manufactures the rooftop units?").answer
    assert a.startswith("RTU-1, RTU-2: MANUFACTURER: CARRIER"), a
    a = ask_index(mechanical, "What is the drive type of the exhaust fans?").answer
    assert "DRIVE: DIRECT" in a, a
    # each exhaust fan has its own model: no one value answers for all of them
    assert not ask_index(mechanical, "What model are the exhaust fans?").answer.startswith("EF-1, EF-2")
