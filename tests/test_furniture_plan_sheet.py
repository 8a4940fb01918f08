"""An interiors furniture plan (`tests/furniture_plan_sheet.py`) whose FF&E schedule and revision
block grow upward (header at the foot, first row just over it) and whose notes stand in two
columns a sixth of an inch apart, asked the questions of blind round 64
(`tests/blind_questions/drawn/round64-drawn.jsonl`, written before drawqa answered them), and the
rules it led to:

- A table titled at its foot, its header right over the title, is read header first and rows from
  the header up (drawqa/tables.py).
- A notes or legend heading set larger than a table's rows ends the table, however close under it
  it stands (drawqa/tables.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf, page_tables
from furniture_plan_sheet import furniture_plan_pdf


QUESTIONS = drawn_round("round64-drawn.jsonl")


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    return furniture_plan_pdf(tmp_path_factory.mktemp("furniture_plan") / "furniture_plan.pdf")


@pytest.fixture(scope="module")
def furniture(pdf) -> Path:
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_furniture_plan(furniture, item):
    assert_never_wrong(furniture, item)


def test_a_schedule_drawn_upward_is_read_from_its_header_up(pdf):
    t = next(t for t in page_tables(pdf) if t.title.startswith("FF&E SCHEDULE"))
    assert t.header == ["TAG", "ITEM", "MANUFACTURER", "MODEL / SERIES", "FINISH / FABRIC", "QTY", "REMARKS"]
    assert [r.cells[0] for r in t.rows][:2] == ["CH-1", "CH-2"] and t.rows[-1].cells[0] == "WS-3"
    ch1 = t.rows[0].cells
    assert ch1[2] == "STEELCASE" and ch1[5] == "26", ch1


def test_the_notes_heading_under_a_table_ends_it(pdf):
    t = next(t for t in page_tables(pdf) if t.title.startswith("FINISH / FABRIC KEY"))
    assert t.rows[-1].cells[0] == "MT-2"
    assert not any("WARRANTY" in c for r in t.rows for c in r.cells)


def test_the_seating_warranty_is_not_read_off_the_fabric_key(furniture):
    a = ask_index(furniture, "What's the minimum manufacturer's warranty required on seating?", ocr=False).answer
    assert "FABRIC" not in a and "MAINTAIN" not in a, a
