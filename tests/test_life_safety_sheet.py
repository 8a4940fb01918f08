"""A life safety plan (`tests/life_safety_sheet.py`), asked the questions of blind round 31
(`tests/blind_questions/drawn/round31-drawn.jsonl`, written before drawqa answered them), and
the rules they led to:

- Lines under a table that open with a caption and its value (`EXITS REQUIRED (TABLE
  1006.3.3): 2`) are the sheet's text going on, not rows of the table (`drawqa/tables.py`).
- A line under a table's title saying what it is based on (`BASED ON 569 OCCUPANTS ...`) is no
  header: the header is the line after it.
- Of two columns the question names, the one whose header says every word the other's says and
  more answers (`occupant load factor`: LOAD FACTOR (SF/OCC), OCC being the occupant), or the one
  said whole (`occupant load`).
- A totals row is named by a question asking the total (`for the whole first floor`); a row
  named with a dash (`WATER CLOSETS - FEMALE`) by its words (`women's water closets`); REQUIRED
  and PROVIDED columns by the question's verb (`does the code require`).
- `Which engineering firm prepared this drawing?` asks for the firm named at the top of the
  title block; `what certification does the engineering firm display` does not.
- `the occupant load calculations` are the occupant load table; `the first floor` is `LEVEL 1`.
- `... SHALL HAVE PANIC HARDWARE` states what kind of hardware is required.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from life_safety_sheet import life_safety_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round31-drawn.jsonl")


@pytest.fixture(scope="module")
def life_safety_pdf_path(tmp_path_factory) -> Path:
    return life_safety_pdf(tmp_path_factory.mktemp("life-safety") / "life-safety.pdf")


@pytest.fixture(scope="module")
def life_safety(life_safety_pdf_path) -> Path:
    return index_pdf(life_safety_pdf_path, life_safety_pdf_path.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_life_safety_sheet(life_safety, item):
    assert_never_wrong(life_safety, item)


def test_text_under_a_table_is_not_its_rows(life_safety_pdf_path):
    page = read_page(open_pdf(str(life_safety_pdf_path)), 0, life_safety_pdf_path, ocr=False)
    page.title_block = title_block_box(page)
    tables = {t.title.split(" (")[0]: t for t in find_tables(page)}
    egress = tables["EGRESS WIDTH - FIRST FLOOR"]
    assert [r.cells[1] for r in egress.rows][-1] == "TOTAL"
    fixtures = tables["PLUMBING FIXTURE COUNT"]
    assert fixtures.header == ["FIXTURE", "REQUIRED", "PROVIDED"]
    assert {r.cells[0] for r in fixtures.rows} >= {"WATER CLOSETS - FEMALE", "SERVICE SINK"}


def test_the_column_and_row_asked(life_safety):
    assert "7 NET" in ask_index(life_safety, "What occupant load factor was used for the training room?").answer
    assert ask_index(life_safety, "What is the occupant load of the training room?").answer.startswith("OCCUPANT LOAD: 92")
    assert "371" in ask_index(life_safety, "What's the design occupant load for the whole first floor?").answer
    assert ask_index(life_safety, "How many women's water closets does the code require?").answer.startswith("REQUIRED: 5")
    assert ask_index(life_safety, "How many women's water closets are provided?").answer.startswith("PROVIDED: 6")
    assert "150 GROSS" in ask_index(life_safety, "How many square feet per person were assumed for the open office?").answer


def test_the_firm_that_prepared_the_sheet(life_safety):
    assert "BRANDT & OKAFOR" in ask_index(life_safety, "Which architecture firm prepared the life safety plan?").answer
    a = ask_index(life_safety, "What quality certification does the architecture firm display?").answer
    assert a.startswith(ABSTAINED), a


def test_where_and_what_kind(life_safety):
    assert "G-002" in ask_index(life_safety, "Which sheet has the occupant load calculations?").answer
    assert "PANIC HARDWARE" in ask_index(life_safety, "What kind of hardware do the assembly room exit doors need?").answer
