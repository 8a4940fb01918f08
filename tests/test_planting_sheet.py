"""A landscape planting plan (`tests/planting_sheet.py`), asked the questions of blind round 29
(`tests/blind_questions/drawn/round29-drawn.jsonl`, written before drawqa answered them), and
the rules they led to:

- A line in capitals under a schedule cell set in mixed case (`SHRUBS` under `Amelanchier x
  grandiflora`) is a category row of its own, not the cell's text run on: a wrapped line keeps
  its cell's case (`drawqa/tables.py`).
- A row is named by its name cell said with a plural ending (`October Glory red maples`), and
  `how many` asks its QTY.
- A count is a count of the things asked: `1 PLANTING PLAN` counts no oak trees.
- A duration may give its figure in brackets after its word (`ONE (1) YEAR`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from planting_sheet import planting_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round29-drawn.jsonl")


@pytest.fixture(scope="module")
def planting_pdf_path(tmp_path_factory) -> Path:
    return planting_pdf(tmp_path_factory.mktemp("planting") / "planting.pdf")


@pytest.fixture(scope="module")
def planting(planting_pdf_path) -> Path:
    return index_pdf(planting_pdf_path, planting_pdf_path.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_planting_sheet(planting, item):
    assert_never_wrong(planting, item)


def test_a_category_row_is_not_the_cell_above_run_on(planting_pdf_path):
    page = read_page(open_pdf(str(planting_pdf_path)), 0, planting_pdf_path, ocr=False)
    page.title_block = title_block_box(page)
    [table] = find_tables(page)
    rows = {r.cells[0]: r for r in table.rows}
    assert rows["AG"].cells[1] == "Amelanchier x grandiflora" and rows["AG"].group == "TREES"
    assert rows["HP"].cells[1] == "Hydrangea paniculata 'Limelight'" and rows["HP"].group == "SHRUBS"
    assert rows["LM"].group == "GROUNDCOVERS"


def test_how_many_of_a_named_row_is_its_quantity(planting):
    a = ask_index(planting, "How many October Glory red maples are to be planted?").answer
    assert a.startswith("QTY: 4"), a
    assert ask_index(planting, "How many oak trees are planted?").answer.startswith(ABSTAINED)
    a = ask_index(planting, "How long must the plants be warranted?").answer
    assert "ONE (1) YEAR" in a, a


def test_a_count_says_what_it_counts_but_a_measure_is_no_thing():
    from drawqa.contract import counts_its_thing
    from drawqa.models import Answer, Citation
    cite = [Citation(file="p.pdf", sheet_id="A1", sheet_title="", page=1, section="notes", bbox=[0, 0, 1, 1], text="x")]
    said = lambda text: Answer(question="", answer=text, confidence=0.9, handler="t", citations=cite)  # noqa: E731
    assert not counts_its_thing("How many oak trees are planted?", said('1 PLANTING PLAN SCALE: 1" = 10\''))
    assert counts_its_thing("How many exhaust fans are scheduled?", said("3 marks listed in the EXHAUST FAN SCHEDULE"))
    assert counts_its_thing("How many square feet is corridor CE-3?", said("706 SF CE-3 CORRIDOR"))
    assert counts_its_thing("How many people can the room hold?", said("OCCUPANT LOAD: 49"))
