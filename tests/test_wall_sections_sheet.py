"""A wall sections and details sheet exported glyph by glyph (`tests/wall_sections_sheet.py`), asked
the questions of blind round 39 (`tests/blind_questions/drawn/round39-drawn.jsonl`, written before
drawqa answered them), and the rules they led to:

- The sheet's text is set one glyph at a time, some of it twice for weight; the questions
  guard against wrong answers only (most of what is missed here is in docs/first-sight.md).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import assert_never_wrong, drawn_round, index_pdf
from wall_sections_sheet import wall_sections_pdf
QUESTIONS = drawn_round("round39-drawn.jsonl")


@pytest.fixture(scope="module")
def wall_sections(tmp_path_factory) -> Path:
    pdf = wall_sections_pdf(tmp_path_factory.mktemp("wall_sections") / "wall_sections.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_wall_sections_sheet(wall_sections, item):
    assert_never_wrong(wall_sections, item)
