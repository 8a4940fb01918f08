"""A demolition plan with its title block along the bottom (`tests/demolition_sheet.py`), asked
the questions of blind round 34 (`tests/blind_questions/drawn/round34-drawn.jsonl`, written before
drawqa answered them), and the rules they led to:

- Captions spread along the foot of the sheet make a bottom title strip, whatever other captions
  (a key plan's `REVISION`, a schedule's `LOCATION`) stand higher up (`drawqa/title_block.py`).
- A column of notes beside a table, on its rows' baselines, is not its rows (`drawqa/tables.py`).
- A wide revision table sets its DATE far right of the description, maybe beside the next
  field's caption: the date is read with the mark and description on its baseline
  (`drawqa/sheets.py`).
- A keynote's tag may carry a letter (`D4`): `what does keyed note D4 call for?`.
- `What scale ... and who drew it?`: who drew it is answered by the DRAWN field, not by a title.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from demolition_sheet import demolition_pdf
from drawqa import store
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box

QUESTIONS = drawn_round("round34-drawn.jsonl")


@pytest.fixture(scope="module")
def demolition_pdf_path(tmp_path_factory) -> Path:
    return demolition_pdf(tmp_path_factory.mktemp("demolition") / "demolition.pdf")


@pytest.fixture(scope="module")
def demolition(demolition_pdf_path) -> Path:
    return index_pdf(demolition_pdf_path, demolition_pdf_path.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_demolition_sheet(demolition, item):
    assert_never_wrong(demolition, item)


def test_a_bottom_strip_and_a_table_beside_notes(demolition_pdf_path):
    page = read_page(open_pdf(str(demolition_pdf_path)), 0, demolition_pdf_path, ocr=False)
    x0, y0, x1, y1 = title_block_box(page)
    assert (x0, x1) == (0.0, page.width) and y0 > page.height * 0.8, (x0, y0)
    [salvage] = find_tables(page)
    assert salvage.header == ["ITEM", "QTY", "LOCATION", "DISPOSITION", "REMARKS"]
    assert not any(r.cells[0].startswith("D") and r.cells[0][1:].isdigit() for r in salvage.rows)


def test_the_revision_table_of_a_bottom_strip(demolition):
    [sheet] = store.load(demolition).sheets
    assert [(r["rev"], r["description"], r["date"]) for r in sheet.revisions] == \
        [("1", "ADDENDUM 1", "04/02/2025"), ("2", "ASI-03", "05/19/2025")]


def test_a_lettered_keynote_and_who_drew(demolition):
    a = ask_index(demolition, "What does keyed note D4 call for?").answer
    assert "INFILL OPENING WITH CMU" in a, a
    a = ask_index(demolition, "What scale is the demolition plan and who drew it?").answer
    assert "1/8\" = 1'-0\"" in a and "JMK" in a, a
