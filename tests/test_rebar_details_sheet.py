"""Concrete reinforcing details (`tests/rebar_details_sheet.py`) with Ø, °, ± and ½ set as glyphs,
asked the questions of blind round 58 (`tests/blind_questions/drawn/round58-drawn.jsonl`, written
before drawqa answered them), and the rules they led to:

- Answers are scored as drawqa reads the sheet: `1½"` printed is `1 1/2"` (drawqa/eval).
- A legend's entries are peers: the entry above another names another symbol (handlers/generic.py).
- A requirement asked of things (`which bars have to be ...`) is answered by a statement of it,
  not by a note that applies to such things (drawqa/contract.py, read by handlers/generic.py).
- A figure the question bounds (`deeper than 8 in`) is not answered by the statement for the other
  side of it (`8" OR LESS`) (drawqa/contract.py).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from rebar_details_sheet import rebar_details_pdf

from drawqa.contract import holds_the_bound, states_the_requirement
from drawqa.eval.questions import norm

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round58-drawn.jsonl")


@pytest.fixture(scope="module")
def rebar(tmp_path_factory) -> Path:
    pdf = rebar_details_pdf(tmp_path_factory.mktemp("rebar") / "rebar_details.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_rebar_sheet(rebar, item):
    assert_never_wrong(rebar, item)


def test_a_glyph_fraction_is_scored_as_it_is_read():
    assert norm('SCALE: 1 1/2" = 1\'-0"').endswith(norm('1½" = 1\'-0"'))
    assert norm("AOV 1.0 m²") == norm("aov 1.0 M2")
    assert norm('1 1/2"') != norm('11/2"')


def test_the_scale_of_a_detail_set_with_a_glyph(rebar):
    a = ask_index(rebar, "At what scale is the slab edge detail drawn?", ocr=False).answer
    assert a.startswith(ABSTAINED) or '1 1/2" = 1\'-0"' in a, a


def test_a_requirement_is_answered_by_its_statement(rebar):
    a = ask_index(rebar, "What bars must be epoxy coated?", ocr=False).answer
    assert a.startswith(ABSTAINED) or "SHALL BE USED FOR" in a, a
    assert "MULTIPLY" not in a and "STANDARD HOOK" not in a, a


def test_the_other_side_of_a_bound_answers_nothing(rebar):
    a = ask_index(rebar, "Placing tolerance for effective depth over 8 inches?", ocr=False).answer
    assert "±3/8" not in a.split(";")[0] or "GREATER THAN" in a, a


@pytest.mark.parametrize("question, text, holds", [
    ("tolerance for members deeper than 8 in", 'EFFECTIVE DEPTH d OF 8" OR LESS: ±3/8"', False),
    ("tolerance for members deeper than 8 in", 'd OF 8" OR LESS: ±3/8"; d GREATER THAN 8": ±1/2"', True),
    ("reinforcing at openings up to 12 inches", 'OPENINGS 12" OR LESS IN ANY DIRECTION: NO ADDITIONAL', True),
    ("reinforcing at openings larger than 12 in", 'OPENINGS 12" OR LESS IN ANY DIRECTION: NO ADDITIONAL', False),
    ("guard height where the drop is more than 30 inches", 'GUARDS 42" HIGH WHERE DROP EXCEEDS 30"', True),
    ("what is the footing depth", 'FOOTINGS 12" OR LESS WIDE', True),
])
def test_a_bounded_figure(question, text, holds):
    assert holds_the_bound(question, text) is holds


@pytest.mark.parametrize("question, text, states", [
    ("Which bars have to be epoxy coated?", "FOR EPOXY-COATED BARS MULTIPLY TABLE VALUES BY 1.5.", False),
    ("Which bars have to be epoxy coated?", "EPOXY-COATED BARS SHALL BE USED FOR ALL TOP MAT BARS.", True),
    ("What has to be submitted?", "SUBMIT SHOP DRAWINGS FOR ALL REINFORCING.", True),
    ("What must be sealed?", "SEALANT AT ALL JOINTS, SEE SPECS.", False),
    ("Are the bars required to be coated?", "COATED BARS", True),     # a yes/no has its own check
    ("What size are the bars?", "#5 BARS", True),
])
def test_a_requirement_asked_is_stated(question, text, states):
    assert states_the_requirement(question, text) is states


def test_a_bar_size_asked_is_said_as_a_bar_size(rebar):
    """`#14 bars` are not the fourteen #4 ties of a bar bending schedule's row."""
    from drawqa.contract import says_bar_sizes
    assert not says_bar_sizes("What lap length is required for #14 bars?", "MARK: C1T; SIZE: #4; NO.: 14")
    assert says_bar_sizes("Lap length for #6 top bars?", 'BAR SIZE: #6; TOP BARS: 44"')
    a = ask_index(rebar, "What lap length is required for #14 bars?", ocr=False).answer
    assert a.startswith("no evidence found"), a
