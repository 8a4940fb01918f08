"""A plumbing schedules and risers sheet (`tests/plumbing_sheet.py`), asked the questions of blind
round 37 (`tests/blind_questions/drawn/round37-drawn.jsonl`, written before drawqa answered them),
and the rules they led to:

- A title block set sideways (its text turned 90 degrees, read from the right edge) still gives
  the sheet number (`drawqa/sheets.py`).
- `How many plumbing general notes are there?` counts the notes numbered 1 to n under the
  heading that names them (`handlers/count.py`).
- A keyed-notes list under a heading that names what it keys (`RISER KEYED NOTES`) is cut at its
  bare numbers, so one note answers, not the list (`handlers/_domain.py`).
- `What size ...` is not answered by a figure set `OUTSIDE` or `A.F.F.` (a distance or a mounting
  height), nor by the size of a drain another word names (`BUILDING DRAIN` for the roof drains).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from plumbing_sheet import plumbing_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round37-drawn.jsonl")


@pytest.fixture(scope="module")
def plumbing(tmp_path_factory) -> Path:
    pdf = plumbing_pdf(tmp_path_factory.mktemp("plumbing") / "plumbing.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_plumbing_sheet(plumbing, item):
    assert_never_wrong(plumbing, item)


def test_a_sideways_title_block_and_counted_notes(plumbing):
    assert ask_index(plumbing, "How many plumbing general notes are there?").answer.startswith("14 notes")
    assert "P-601" in ask_index(plumbing, "How many plumbing general notes are there?").answer


def test_sizes_are_of_the_thing_asked(plumbing):
    for q in ("What size water meter is the utility setting?", "What size are the roof drains?",
              "What size is the sanitary building drain where it heads out to the site sewer?"):
        a = ask_index(plumbing, q).answer
        assert a.startswith(ABSTAINED) or "6\"" in a, (q, a)
