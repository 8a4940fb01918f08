"""A civil storm drainage plan (`tests/civil_sheet.py`), asked the questions of blind round 28
(`tests/blind_questions/drawn/round28-drawn.jsonl`, written before drawqa answered them), and
the rules they led to:

- `How many catch basins are in the structure table?` counts the rows that say catch basin, not
  every mark of the table: the things counted that the title does not name are the rows' own.
- A level is a thing's level: `the rim elevation of the existing manhole` is not answered by the
  benchmark's elevation.
- A note states what kind a thing is with `SHALL BE` and a description (`ALL STORM PIPE SHALL BE
  REINFORCED CONCRETE PIPE`), never a measure (`... OVER STORM PIPE SHALL BE 2.0 FT`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from civil_sheet import civil_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round28-drawn.jsonl")


@pytest.fixture(scope="module")
def civil(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("civil")
    return index_pdf(civil_pdf(d / "civil.pdf"), d / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_civil_sheet(civil, item):
    assert_never_wrong(civil, item)


def test_the_rows_counted_are_the_things_asked(civil):
    a = ask_index(civil, "How many catch basins are in the structure table?").answer
    assert a.startswith("2 catch basins listed") and "MH-1" not in a, a
    a = ask_index(civil, "How many structures are in the storm structure table?").answer
    assert a.startswith("4 marks listed"), a


def test_a_kind_is_described_not_measured(civil):
    a = ask_index(civil, "What kind of pipe is the storm pipe?").answer
    assert "REINFORCED CONCRETE PIPE" in a and "COVER" not in a, a
