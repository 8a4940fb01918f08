"""A roof plan (`tests/roof_sheet.py`), asked the questions of blind round 36
(`tests/blind_questions/drawn/round36-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- `How deep are the steel roof joists?` is answered by a size set beside the joists, not by the
  cover board's `1/2"` earlier in the roof assembly that ends `ON STEEL JOISTS`
  (`drawqa/contract.py` measure_beside_subject).
- `How long is the manufacturer's roof warranty?` asks a time (`20-YEAR`), not a length nor a
  manufacturer.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from roof_sheet import roof_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round36-drawn.jsonl")


@pytest.fixture(scope="module")
def roof(tmp_path_factory) -> Path:
    pdf = roof_pdf(tmp_path_factory.mktemp("roof") / "roof.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_roof_sheet(roof, item):
    assert_never_wrong(roof, item)


def test_a_measure_is_of_the_thing_it_stands_beside(roof):
    assert ask_index(roof, "How deep are the steel roof joists?").answer.startswith(ABSTAINED)
    assert "20-YEAR" in ask_index(roof, "How long is the manufacturer's roof warranty?").answer
