"""A steel floor and roof framing plans sheet (`tests/steel_framing_sheet.py`), asked the questions of
blind round 43 (`tests/blind_questions/drawn/round43-drawn.jsonl`, written before drawqa answered
them), and the rules they led to:

- `What roof snow load?` is not answered by `20 PSF ROOF LIVE LOAD AND SNOW DRIFT`: a load figure
  labelled as a load of another kind; a legend's `E.G. W16x26` is an example and `AS NOTED`
  leaves the value to the plan (`drawqa/contract.py`).
- A table's header read as its first row (`COL1: MARK; ...`) answers nothing.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from steel_framing_sheet import steel_framing_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round43-drawn.jsonl")


@pytest.fixture(scope="module")
def steel_framing(tmp_path_factory) -> Path:
    pdf = steel_framing_pdf(tmp_path_factory.mktemp("steel_framing") / "steel_framing.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_steel_framing_sheet(steel_framing, item):
    assert_never_wrong(steel_framing, item)


def test_a_load_of_another_kind_and_a_legend_example(steel_framing):
    a = ask_index(steel_framing, "What roof live load and roof snow load was the building designed for?")
    assert "20 PSF" in a.answer and a.missing_parts, a.answer
    assert ask_index(steel_framing, "What are the typical roof joists and how far apart are they?").answer.startswith(ABSTAINED)


def test_schedules_side_by_side_keep_their_rows(steel_framing):
    """The column schedule (marks across) and the base plate schedule beside it on one baseline:
    each is read, and the one's rows do not end the other's."""
    from drawqa import store
    rows = {}
    for c in store.load(steel_framing).all_chunks():
        if c.kind == "row":
            rows.setdefault(c.table, []).append(c.cells[0])
    assert rows.get("BASE PLATE SCHEDULE") == ["BP-1", "BP-2", "BP-3"], rows.get("BASE PLATE SCHEDULE")
    assert rows.get("COLUMN SCHEDULE") == ["C1", "C2", "C3", "C4", "C5"], rows.get("COLUMN SCHEDULE")
    a = ask_index(steel_framing, "How thick is base plate BP-3?", ocr=False).answer
    assert '1-1/4"' in a, a
