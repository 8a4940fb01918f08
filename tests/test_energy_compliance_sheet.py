"""An energy code compliance sheet whose tables are ruled with horizontal lines only, their rows
wrapped onto two lines (`tests/energy_compliance_sheet.py`), asked the questions of blind round 50
(`tests/blind_questions/drawn/round50-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- A heading after its block's number (`2  HVAC EQUIPMENT EFFICIENCY`) heads a table; a row whose
  cells wrap onto a second line (its first column's too) is one row; a table under a heading ends
  where the next heading on that heading's line begins (`drawqa/tables.py`).
- A question naming a mark (`HP-2`) is answered by text saying it; a number in a mark (`RTU-1`)
  is no count; a part that asks only the grade of the one before (`and what's the code
  minimum?`) is not found when that one is not (`drawqa/contract.py`, `drawqa/expect.py`,
  `drawqa/answer.py`).
- Ducts `outside the building` are read where the clause says where they run; `what does ... mean`
  is no energy value; `R-35ci` and `U-0.050` are values and `provided` is the PROPOSED column;
  `IEER` | `=` | `INTEGRATED ...` is an abbreviation list (`handlers/energy.py`,
  `handlers/_domain.py`); `proposed versus allowed` asks two columns (`handlers/row_cell.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from energy_compliance_sheet import energy_compliance_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round50-drawn.jsonl")


@pytest.fixture(scope="module")
def energy_pdf(tmp_path_factory) -> Path:
    return energy_compliance_pdf(tmp_path_factory.mktemp("energy") / "energy_compliance.pdf")


@pytest.fixture(scope="module")
def energy(energy_pdf) -> Path:
    return index_pdf(energy_pdf, energy_pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_energy_compliance_sheet(energy, item):
    assert_never_wrong(energy, item)


def test_tables_ruled_only_across_with_wrapped_rows(energy_pdf):
    page = read_page(open_pdf(str(energy_pdf)), 0, energy_pdf, ocr=False)
    page.title_block = title_block_box(page)
    tables = {t.title: t for t in find_tables(page)}
    envelope = tables["ENVELOPE COMPLIANCE"]
    assert envelope.header[:3] == ["COMPONENT", "ASSEMBLY DESCRIPTION", "REF."]
    assert "PROJECT" not in envelope.header        # the block beside it is not its columns
    roof = envelope.rows[0].cells
    assert roof[0] == "ROOF - INSULATION ENTIRELY ABOVE DECK" and roof[3:5] == ["R-35ci", "R-30ci"]
    hvac = tables["HVAC EQUIPMENT EFFICIENCY"]
    assert [r.cells[0] for r in hvac.rows] == ["RTU-1", "RTU-2", "RTU-3", "HP-1", "UH-1"]
    assert "BUILDING AREA TYPE" not in tables["SERVICE WATER HEATING"].header


def test_a_mark_not_on_the_sheet_is_not_answered(energy):
    assert ask_index(energy, "What SEER2 rating does heat pump HP-2 have?", ocr=False).answer.startswith(ABSTAINED)


def test_where_ducts_run_picks_their_insulation(energy):
    a = ask_index(energy, "How much insulation do supply and return ducts running outside the building need?",
                  ocr=False).answer
    assert a.startswith(ABSTAINED) or ("R-12" in a and "R-6" not in a), a


def test_a_legend_with_its_sign_in_a_column_of_its_own(energy):
    assert "INTEGRATED ENERGY EFFICIENCY RATIO" in ask_index(energy, "What does IEER stand for?", ocr=False).answer


def test_what_is_provided_is_the_proposed_column(energy):
    a = ask_index(energy, "For the roof with insulation entirely above the deck, what R-value is required and what's "
                          "being provided?", ocr=False).answer
    assert "R-35ci" in a and "R-30ci" in a and "not found" not in a, a


def test_proposed_versus_allowed_names_two_columns(energy):
    a = ask_index(energy, "Total interior lighting: how many watts are proposed versus allowed?", ocr=False).answer
    assert "15,465" in a and "18,930" in a, a
