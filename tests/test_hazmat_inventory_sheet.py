"""A hazardous materials inventory sheet (`tests/hazmat_inventory_sheet.py`) with an inventory per
control area under titles set with a smaller subtitle, two-level headers, footnote letters raised
after values, and tables side by side on common baselines, asked the questions of blind round 68
(`tests/blind_questions/drawn/round68-drawn.jsonl`, written before drawqa answered them), and the
rules it led to:

- INVENTORY, TABULATION and MATRIX title tables; a title's smaller subtitle on its line is not
  counted in its length; an abbreviation list's entry and the end of a note's sentence title
  nothing; another block's heading on a title's line bounds its table (drawqa/tables.py).
- Roles joined on one caption (`HAZARDOUS MATERIALS / CODE CONSULTANT`) are no firm's name
  (handlers/metadata.py).
- A question naming a row of another schedule by a word this row never carries (`acetone ... in
  control area CA-2`) is not answered by a row that only shares its key (handlers/_domain.py).
- A row gives the amount of a thing only if it, its header or its table names the thing: the
  flammable liquids summary's LEVEL 2 row holds no liquid nitrogen (handlers/row_cell.py).
- `For Class IA flammable liquids, ...` is answered only by text that says the thing
  (drawqa/contract.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf, page_tables
from hazmat_inventory_sheet import hazmat_inventory_pdf

from drawqa.contract import says_the_frame

QUESTIONS = drawn_round("round68-drawn.jsonl")


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    return hazmat_inventory_pdf(tmp_path_factory.mktemp("hazmat") / "hazmat_inventory.pdf")


@pytest.fixture(scope="module")
def hazmat(pdf) -> Path:
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_hazmat_sheet(hazmat, item):
    assert_never_wrong(hazmat, item)


def test_an_inventory_under_a_titled_and_subtitled_line_is_read(pdf):
    found = {t.title: t for t in page_tables(pdf)}
    ca1 = found["HAZARDOUS MATERIALS INVENTORY - CONTROL AREA CA-1"]
    assert ca1.header[:6] == ["MATERIAL", "CAS NO.", "HAZARD CLASS", "ROOM", "STORAGE SOLID LB", "STORAGE LIQUID GAL"]
    assert len(ca1.header) == 12, ca1.header          # the MAQ table beside it is its own
    assert not any(t.startswith("HMIS") for t in found)


def test_the_consultant_is_the_firm_under_the_joined_roles(hazmat):
    a = ask_index(hazmat, "who's the code consultant that put together the hazmat inventory?", ocr=False).answer
    assert a.startswith("HALDEN FIRE PROTECTION ENGINEERING"), a


def test_acetone_in_ca_2_is_not_the_summary_s_ca_2_row(hazmat):
    a = ask_index(hazmat, "How many gallons of acetone are in storage in control area CA-2?", ocr=False).answer
    assert "265" not in a, a


@pytest.mark.parametrize("question, text, says", [
    ("For Class IA flammable liquids, what's the base MAQ?", "BASE MAQ PER CONTROL AREA FROM IBC TABLE 307.1(1)", False),
    ("For Class IA flammable liquids, what's the base MAQ?", "FLAMMABLE LIQUID, CLASS IA: 30 gal", True),
    ("What's the base MAQ?", "BASE MAQ PER CONTROL AREA FROM IBC TABLE 307.1(1)", True),
])
def test_a_for_frame_is_said_by_its_answer(question, text, says):
    assert says_the_frame(question, text) is says


def test_an_amount_is_of_the_thing_a_row_names(hazmat):
    a = ask_index(hazmat, "How much liquid nitrogen is on level 2 (storage and closed-system use), and which room is it in?",
                  ocr=False).answer
    assert "200-218" not in a and "85 GAL" not in a, a
