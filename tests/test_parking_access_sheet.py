"""An accessible parking plan (`tests/parking_access_sheet.py`) whose tabulations set right-aligned
figures hard against left-aligned text, split one table into two halves and mark cells with
footnote letters, asked the questions of blind round 67
(`tests/blind_questions/drawn/round67-drawn.jsonl`, written before drawqa answered them), and the
rules it led to:

- A seam where, line after line, one column ends and the next starts at the same x parts two
  cells however narrow the space between them (drawqa/tables.py).
- A sheet's contracted words (`REQ'D`, `PROV'D`) are the words they stand for (handlers/_domain.py).
- A code's edition or section (`2010 ADA 502`, `A117.1-2017`) is no count (drawqa/expect.py).
- `how wide is the van accessible stall` is not answered by a width said of `STALLS` that never
  says which (drawqa/contract.py).
- `... and how many are we providing?` counts the first clause's things (drawqa/expect.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf, page_tables
from parking_access_sheet import parking_access_pdf

from drawqa.expect import find_value, split_parts
from handlers._domain import norm_tokens

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round67-drawn.jsonl")


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    return parking_access_pdf(tmp_path_factory.mktemp("parking_access") / "parking_access.pdf")


@pytest.fixture(scope="module")
def parking(pdf) -> Path:
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_parking_plan(parking, item):
    assert_never_wrong(parking, item)


def test_right_aligned_figures_beside_text_are_two_cells(pdf):
    t = next(t for t in page_tables(pdf) if t.title == "PARKING TABULATION")
    assert t.header == ["USE", "AREA / UNITS", "RATIO REQUIRED", "STALLS REQ'D", "STALLS PROV'D"], t.header
    urgent = next(r.cells for r in t.rows if r.cells[0] == "URGENT CARE")
    assert urgent[1:4] == ["4,200 SF", "1 / 150 SF", "28"], urgent


def test_contracted_words_are_the_words_they_stand_for():
    assert norm_tokens("STALLS REQ'D") == norm_tokens("stalls required")
    assert norm_tokens("PROV'D") == norm_tokens("provided")


@pytest.mark.parametrize("text, count", [
    ("SHALL COMPLY WITH 2010 ADA 502 AND ICC A117.1-2017 SECTION 502", None),
    ("PER IBC TABLE 1006.3.3 2 EXITS", "2"),
    ("(4) ACCESSIBLE STALLS", "4"),
])
def test_a_code_citation_is_no_count(text, count):
    assert find_value("count", text) == count


def test_a_bare_count_counts_the_first_clause_s_things():
    parts = split_parts("How many parking stalls does zoning require for the whole building, and how many are we providing?")
    assert [p.text for p in parts][1] == "how many parking stalls are we providing"


def test_a_width_said_of_other_stalls_is_not_the_van_stall_s(parking):
    a = ask_index(parking, "How wide is the van accessible stall in the typical accessible stall detail?", ocr=False).answer
    assert "CROSSWALK" not in a and "WHEEL STOP" not in a, a
