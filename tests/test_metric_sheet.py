"""A metric general-arrangement plan drawn the way UK and Australian offices draw one
(`tests/metric_sheet.py`), asked the questions of blind round 33
(`tests/blind_questions/drawn/round33-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- A title block may be a box in the bottom-right corner (ISO 19650, AS 1100), with notes and
  schedules standing above it in its column: only the box is the title block, so a schedule over
  it is read as a schedule (`drawqa/title_block.py`).
- A metric unit to a power in a header (`AREA m2`) is a unit, not a figure of a row.
- An ISO 19650 drawing number (`HWS-HSA-ZZ-00-DR-A-1001`) is a sheet number; `what's the drawing
  number?` of a one-sheet set is that sheet's; the status code is its suitability code.
- An Australian fire resistance level (`FRL 60/60/60`, `-/60/30`) is a fire rating.
- `What units are the dimensions in?` asks a unit (`millimetres`), not a dimension; a level
  above a datum (`FFL +12.450`) is a finished floor level.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from metric_sheet import metric_pdf

QUESTIONS = drawn_round("round33-drawn.jsonl")


@pytest.fixture(scope="module")
def metric_pdf_path(tmp_path_factory) -> Path:
    return metric_pdf(tmp_path_factory.mktemp("metric") / "metric.pdf")


@pytest.fixture(scope="module")
def metric(metric_pdf_path) -> Path:
    return index_pdf(metric_pdf_path, metric_pdf_path.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_metric_sheet(metric, item):
    assert_never_wrong(metric, item)


def test_a_corner_title_block_leaves_the_schedules_above_it_to_the_drawing(metric_pdf_path):
    page = read_page(open_pdf(str(metric_pdf_path)), 0, metric_pdf_path, ocr=False)
    x0, y0, x1, y1 = title_block_box(page)
    assert y0 > page.height * 0.6 and x1 == page.width, (x0, y0)
    tables = {t.title: t for t in find_tables(page)}
    assert tables["DOOR SCHEDULE"].header[-1] == "REMARKS"
    assert len(tables["DOOR SCHEDULE"].header) == 8
    rooms = tables["ROOM DATA / AREA SCHEDULE"]
    assert rooms.header == ["ROOM No.", "NAME", "AREA m2", "FLOOR FINISH", "CEILING HEIGHT mm"]


def test_an_iso_drawing_number_is_the_sheet_number(metric):
    assert "HWS-HSA-ZZ-00-DR-A-1001" in ask_index(metric, "What's the drawing number?").answer
    assert "S4" in ask_index(metric, "What is the suitability code on this drawing?").answer


def test_metric_ratings_units_and_levels(metric):
    assert "60/60/60" in ask_index(metric, "What fire rating is required for the walls where indicated?").answer
    assert "millimetres" in ask_index(metric, "What units are the dimensions in?").answer
    assert "12.450" in ask_index(metric, "What is the finished floor level of the ground floor?").answer
