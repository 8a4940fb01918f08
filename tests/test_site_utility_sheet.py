"""A civil site utility plan (`tests/site_utility_sheet.py`) whose pipe labels are turned along
their pipes, asked the questions of blind round 62 (`tests/blind_questions/drawn/round62-drawn.jsonl`,
written before drawqa answered them), and the rule it led to:

- A measure asked of one thing against another (`cover over the sanitary sewer`) is not answered
  by the same measure against something else (`COVER OVER WATER PIPING`) (drawqa/contract.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from site_utility_sheet import site_utility_pdf

from drawqa.contract import relates_to_another

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round62-drawn.jsonl")


@pytest.fixture(scope="module")
def utility(tmp_path_factory) -> Path:
    pdf = site_utility_pdf(tmp_path_factory.mktemp("site_utility") / "site_utility.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_site_utility_sheet(utility, item):
    assert_never_wrong(utility, item)


def test_cover_over_another_pipe_is_not_the_sewer_s(utility):
    a = ask_index(utility, "What is the minimum cover over the storm drain?", ocr=False).answer
    assert "WATER PIPING" not in a, a


@pytest.mark.parametrize("question, text, other", [
    ("How much minimum cover is required over the sanitary sewer?", "MINIMUM COVER OVER WATER PIPING SHALL BE 6'-6\"", True),
    ("Minimum cover over the water main?", "MINIMUM COVER OVER WATER PIPING SHALL BE 6'-6\"", False),
    ("What clearance to combustibles is needed?", "18\" CLEARANCE TO FINISHED GRADE", True),
    ("What clearance to combustibles is needed?", "6\" CLEARANCE TO COMBUSTIBLES", False),
    ("What is the cover?", "COVER OVER WATER PIPING 6'", False),
])
def test_a_measure_against_another_thing(question, text, other):
    assert relates_to_another(question, text) is other


def test_things_counted_by_the_rows_that_name_them(utility):
    """`How many catch basins` with no schedule named: the marked rows of the one schedule whose own
    cell says catch basin."""
    a = ask_index(utility, "How many catch basins are being installed?", ocr=False).answer
    assert a.startswith("3 catch basins") and "CB-1, CB-2, CB-3" in a, a
    a = ask_index(utility, "How many catch basins are there at each corner?", ocr=False).answer
    assert not a.startswith("3"), a
