"""A lighting plan (`tests/lighting_sheet.py`), asked the questions of blind round 30
(`tests/blind_questions/drawn/round30-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- A table known by its shape (`LIGHTING POWER DENSITY`) whose header line runs on into a keyed
  note on its baseline keeps only its own header cells; a table found under another ends that
  other's rows (`drawqa/tables.py`).
- A schedule row is named by a few words of its description that no other row shares (`the exit
  sign`, `the 2x4 troffers`, `the emergency units`), by a room name without its number
  (`CONFERENCE 104`), and the most specific name wins (`the open office` is not OFFICES 101-103).
- No header named, the one cell of the row that says a word of the question and holds a value of
  the type asked answers (`90 MIN NICAD BATTERY` in REMARKS for how long on battery).
- `How many fixture types are on the schedule?` counts the schedule's marks; a job number with
  two hyphened figures (`VEG-25-114`) is no sheet number; `what gauge` asks a gauge (`#12 GA.`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from lighting_sheet import lighting_pdf

QUESTIONS = drawn_round("round30-drawn.jsonl")


@pytest.fixture(scope="module")
def lighting_pdf_path(tmp_path_factory) -> Path:
    return lighting_pdf(tmp_path_factory.mktemp("lighting") / "lighting.pdf")


@pytest.fixture(scope="module")
def lighting(lighting_pdf_path) -> Path:
    return index_pdf(lighting_pdf_path, lighting_pdf_path.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_lighting_sheet(lighting, item):
    assert_never_wrong(lighting, item)


def test_a_table_known_by_its_shape_beside_keyed_notes(lighting_pdf_path):
    page = read_page(open_pdf(str(lighting_pdf_path)), 0, lighting_pdf_path, ocr=False)
    page.title_block = title_block_box(page)
    tables = {t.title: t for t in find_tables(page)}
    lpd = tables["LIGHTING POWER DENSITY"]
    assert lpd.header == ["SPACE", "AREA (SF)", "ALLOWED (W/SF)", "INSTALLED (W)", "INSTALLED (W/SF)"]
    assert lpd.rows[-1].cells == ["TOTAL", "2,650", "", "1,346", "0.51"]
    assert tables["LIGHT FIXTURE SCHEDULE"].header[0] == "TYPE"
    assert [r.cells[0] for r in tables["LIGHT FIXTURE SCHEDULE"].rows] == ["A", "A1", "B", "C", "D", "EX", "EM"]


def test_rows_named_by_their_description(lighting):
    assert "UNIVERSAL" in ask_index(lighting, "How is the exit sign mounted?").answer
    assert "9'-0\"" in ask_index(lighting, "At what height are the conference room pendants hung?").answer
    assert "90 MIN" in ask_index(lighting, "How long will the emergency units run on battery?").answer
    a = ask_index(lighting, "Give me the manufacturer and catalog number for the exit signs.").answer
    assert "LITHONIA" in a and "LQM S W 3 R" in a, a
    assert ask_index(lighting, "What is the allowed LPD for the conference room?").answer.startswith("ALLOWED (W/SF): 0.97")
    assert "0.53" in ask_index(lighting, "What is the installed W/SF in the open office?").answer
    assert "0.61" not in ask_index(lighting, "What is the installed W/SF in the open office?").answer


def test_counts_numbers_and_gauges(lighting):
    assert ask_index(lighting, "How many fixture types are on the schedule?").answer.startswith("7 marks")
    assert "VEG-25-114" in ask_index(lighting, "What's the project number?").answer
    assert "#12 GA" in ask_index(lighting, "What gauge wire is required to hang the recessed fixtures?").answer
    assert "E-201" in ask_index(lighting, "Which sheet has the first floor lighting layout?").answer
