"""A structural foundation plan (`tests/foundation_plan_sheet.py`) whose column schedule is drawn
transposed (marks across the top, a diagonally split corner cell) and whose anchor-rod and grout
sizes are stacked fractions, asked the questions of blind round 63
(`tests/blind_questions/drawn/round63-drawn.jsonl`, written before drawqa answered them), and the
rules it led to:

- A fraction drawn stacked (a small numerator over a small denominator) reads `3/4`, not `34` or
  `3 4` (drawqa/extract.py).
- A column-ordered schedule whose corner cell is split by a diagonal (`MARK` over `ITEM`) is read
  one row per mark, each value under the mark it is centred on (drawqa/tables.py).
- A legend's tag, its text printed in a shape (`F#` in a box), is no swatch; a sparse diagonal
  hatch is a hatch, not an outlined box (drawqa/legend_keys.py).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf, page_tables
from foundation_plan_sheet import foundation_plan_pdf

from drawqa import extract

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round63-drawn.jsonl")


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    return foundation_plan_pdf(tmp_path_factory.mktemp("foundation_plan") / "foundation_plan.pdf")


@pytest.fixture(scope="module")
def foundation(pdf) -> Path:
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_foundation_plan(foundation, item):
    assert_never_wrong(foundation, item)


def test_the_transposed_column_schedule_is_one_row_per_mark(pdf):
    t = next(t for t in page_tables(pdf) if t.title.startswith("COLUMN / BASE PLATE SCHEDULE"))
    assert t.header[:4] == ["MARK", "COLUMN SIZE", "BASE PLATE", "ANCHOR RODS"], t.header
    rows = {r.cells[0]: r.cells for r in t.rows}
    assert sorted(rows) == ["C1", "C2", "C3", "C4", "C5"]
    assert rows["C2"][2] == 'PL 1"x14"x14"'
    assert rows["C4"][3] == '(6) 1 1/4" DIA.' and rows["C1"][3] == '(4) 3/4" DIA.'


def test_a_stacked_fraction_reads_as_a_fraction(pdf):
    doc = pymupdf.open(pdf)
    lines, words, _ = extract.text_layer(doc[0])
    texts = {l.text for l in lines}
    assert '(4) 5/8" DIA.' in texts and '(4) 58" DIA.' not in texts
    assert any(w.text.startswith("3/4") for w in words) and not any(w.text == "34" for w in words)


def test_a_tag_in_a_box_is_no_hatched_swatch(foundation):
    a = ask_index(foundation, "On the plan, what do the diagonally hatched areas mean?", ocr=False).answer
    assert "FOOTING MARK" not in a, a
