"""A structural general notes sheet set in four columns (`tests/structural_notes_sheet.py`),
asked the questions of blind round 35 (`tests/blind_questions/drawn/round35-drawn.jsonl`, written
before drawqa answered them), and the rules they led to:

- A notes sheet sets its columns on common baselines: a table in one column does not take the
  next column's note, or its heading, as cells; a note's last line is no table's heading
  (`drawqa/tables.py`).
- A note number on a line of its own still makes its block notes (`drawqa/sections.py`); a
  figure ending a sentence inside a note (`ASTM A615, GRADE 60. BARS ...`) numbers no note.
- A note's lettered sub-items (`A. WIDE FLANGE SHAPES: ASTM A992 ...`) are statements of their
  own; `which items require special inspection` lists the items a note introduces
  (`... FOR THE FOLLOWING: A. SOILS ... B. ...`).
- A bar size names a row (`#5` of the LAP SPLICE SCHEDULE), and a note about `#10 TEK SCREWS`
  answers nothing about #5 bars; a row is named by part of its name (`the elevated slabs`),
  each row of a two-part question by its own part.
- `what R value was used`: a figure after its symbol, or said not found.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from structural_notes_sheet import structural_notes_pdf

QUESTIONS = drawn_round("round35-drawn.jsonl")


@pytest.fixture(scope="module")
def notes_pdf_path(tmp_path_factory) -> Path:
    return structural_notes_pdf(tmp_path_factory.mktemp("structural-notes") / "structural-notes.pdf")


@pytest.fixture(scope="module")
def notes(notes_pdf_path) -> Path:
    return index_pdf(notes_pdf_path, notes_pdf_path.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_structural_notes_sheet(notes, item):
    assert_never_wrong(notes, item)


def test_tables_inside_columns_of_notes(notes_pdf_path):
    page = read_page(open_pdf(str(notes_pdf_path)), 0, notes_pdf_path, ocr=False)
    page.title_block = title_block_box(page)
    tables = {t.title: t for t in find_tables(page)}
    assert tables["CONCRETE STRENGTH"].header == ["ELEMENT", "f'c (PSI)", "MAX W/C", "AIR CONTENT"]
    assert [r.cells[0] for r in tables["LAP SPLICE SCHEDULE"].rows] == ["#4", "#5", "#6", "#7", "#8"]


def test_notes_their_items_and_table_rows(notes):
    assert "GRADE 60" in ask_index(notes, "What grade of reinforcing bar is specified?").answer
    a = ask_index(notes, "How long should #5 bars be lapped?").answer
    assert "31\"" in a and "TEK" not in a, a
    a = ask_index(notes, "Which items require special inspection?").answer
    assert all(w in a for w in ("SOILS", "CONCRETE", "STRUCTURAL STEEL", "STEEL DECK", "ANCHORS")), a
    a = ask_index(notes, "What concrete strength is required for the footings, and what for the elevated slabs?").answer
    assert "3,000" in a and "4,000" in a, a
    a = ask_index(notes, "What lateral system resists seismic loads, and what R value was used?")
    assert "3.25" in a.answer or a.missing_parts, a
