"""Interior elevations and casework with an appliance schedule (`tests/casework_sheet.py`), asked
the questions of blind round 52 (`tests/blind_questions/drawn/round52-drawn.jsonl`, written before
drawqa answered them), and the rules they led to:

- A row named by its description's noun is not named when the question says a kind before the
  noun that the description lacks (`soap dispenser`, `instant hot water dispenser` against ICE &
  WATER DISPENSER) (`handlers/row_cell.py`).
- What the question sets aside (`not the accessible part`) is not its answer (`drawqa/contract.py`).
- A firm's name over its kind, a logo's letters between (`MARROW & VANCE` / `M|V` /
  `ARCHITECTS`); a `job number` is the PROJECT NO.; on a sheet titled `INTERIOR ELEVATIONS`, a
  view titled by its room (`NURSE STATION 210 - WEST`) is one of the elevations
  (`handlers/metadata.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from casework_sheet import casework_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round52-drawn.jsonl")


@pytest.fixture(scope="module")
def casework(tmp_path_factory) -> Path:
    pdf = casework_pdf(tmp_path_factory.mktemp("casework") / "casework.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_casework_sheet(casework, item):
    assert_never_wrong(casework, item)


@pytest.mark.parametrize("q", ["What model soap dispenser goes at the toilet room vanity?",
                               "What electrical circuit does the instant hot water dispenser at the break room sink need?"])
def test_another_kind_of_the_row_noun_is_not_the_row(casework, q):
    assert ask_index(casework, q, ocr=False).answer.startswith(ABSTAINED)


def test_the_firm_over_its_kind_with_a_logo_between(casework):
    a = ask_index(casework, "Which architecture firm prepared these casework drawings?", ocr=False).answer
    assert "MARROW & VANCE ARCHITECTS" in a, a


def test_a_job_number_is_the_project_number(casework):
    assert "MVA-24118" in ask_index(casework, "job number?", ocr=False).answer


def test_views_named_by_room_on_a_sheet_titled_by_their_kind(casework):
    a = ask_index(casework, "What scale are the nurse station elevations drawn at?", ocr=False).answer
    assert '3/8" = 1\'-0"' in a, a
