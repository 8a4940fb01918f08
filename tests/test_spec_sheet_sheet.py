"""A specifications-on-drawings sheet (CSI sections in three-part format, in columns)
(`tests/spec_sheet_sheet.py`), asked the questions of blind round 44
(`tests/blind_questions/drawn/round44-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- A specification section named by number (`section 05 31 00`) is answered from text printing it;
  a thing named by its letters (`the CMU`) from text naming it; a warranty is asked by its term
  (`20-YEAR`), so a submittal row `EXECUTED NDL WARRANTY` answers nothing; `the roof warranty`
  is not the door hardware's `1.2 WARRANTY`; `the interior door faces` are not `EXTERIOR DOORS`;
  a figure the question gives (`36 inches`) must fall in the range a text states
  (`24 GAUGE 15 TO 26 INCH` is not it); a text breaking off at `BASIS OF DESIGN` names no product
  (`drawqa/contract.py`, `drawqa/expect.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from spec_sheet_sheet import spec_sheet_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round44-drawn.jsonl")


@pytest.fixture(scope="module")
def spec_sheet(tmp_path_factory) -> Path:
    pdf = spec_sheet_pdf(tmp_path_factory.mktemp("spec_sheet") / "spec_sheet.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_spec_sheet_sheet(spec_sheet, item):
    assert_never_wrong(spec_sheet, item)


def test_spec_sections_and_things_named_by_letters(spec_sheet):
    for q in ("In the submittal schedule, what's listed for section 05 31 00?",
              "What compressive strength is required for the CMU?",
              "What gauge sheet metal for a rectangular supply duct that's 36 inches on its long side?",
              "Who's the basis-of-design lockset?"):
        assert ask_index(spec_sheet, q).answer.startswith(ABSTAINED), q
    a = ask_index(spec_sheet, "What gauge are the interior hollow metal frames, and what gauge are the interior door faces?")
    assert "EXTERIOR DOORS" not in a.answer, a.answer
