"""A landscape irrigation plan (`tests/irrigation_sheet.py`) whose valve callouts are split circles
of three text objects and whose legend leaves the master valve's flow blank, asked the questions
of blind round 66 (`tests/blind_questions/drawn/round66-drawn.jsonl`, written before drawqa
answered them), and the rules it led to:

- A firm's address in the title block (`755 KIPLING STREET, LAKEWOOD, CO 80215`) is no revision,
  whatever date stands on its baseline (drawqa/sheets.py).
- A schedule row quoted whole whose cell under the column asked is blank (`GPM: -`) does not
  answer it (drawqa/contract.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from irrigation_sheet import irrigation_pdf

from drawqa import extract, sheets
from drawqa.contract import leaves_asked_blank

QUESTIONS = drawn_round("round66-drawn.jsonl")


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    return irrigation_pdf(tmp_path_factory.mktemp("irrigation") / "irrigation.pdf")


@pytest.fixture(scope="module")
def irrigation(pdf) -> Path:
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_irrigation_plan(irrigation, item):
    assert_never_wrong(irrigation, item)


def test_a_firm_s_address_is_no_revision(pdf):
    doc = extract.open_pdf(pdf)
    revs = sheets.find_revisions(extract.read_page(doc, 0, pdf, ocr=False))
    assert not any("KIPLING" in r["description"] for r in revs), revs


@pytest.mark.parametrize("question, text, blank", [
    ("What GPM is listed for the master valve?", "MODEL: 150-PESB; PSI: -; RADIUS: -; GPM: -; QTY: 1", True),
    ("What GPM is listed for the rotor?", "MODEL: 5004; PSI: 45; GPM: 2.5; QTY: 12", False),
    ("What model is the master valve?", "MODEL: 150-PESB; GPM: -", False),
])
def test_a_blank_cell_under_the_column_asked(question, text, blank):
    assert leaves_asked_blank(question, text) is blank


def test_the_master_valve_s_blank_flow_is_no_answer(irrigation):
    a = ask_index(irrigation, "What GPM is listed for the master valve?", ocr=False).answer
    assert a.startswith("no evidence found"), a
