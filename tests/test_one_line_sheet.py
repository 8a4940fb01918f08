"""An electrical one-line diagram with a feeder schedule emitted column by column
(`tests/one_line_sheet.py`), asked the questions of blind round 49
(`tests/blind_questions/drawn/round49-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- OCPD heads a feeder's breaker; the thing a schedule lists (`feeder` of FEEDER SCHEDULE) names
  the row, not a column; of rows named by one key in their FROM and TO columns, the preposition
  said before the key picks one (`the feeder to transformer T1`) (`handlers/row_cell.py`).
- `What feeds panel SH1?` asks its source, a FED FROM column, never its description
  (`handlers/_domain.py` ASKS_SOURCE, row_cell, schedule).
- A row quoted because one of its cells says one word of the question (`TRANSFER SWITCH`) leaves
  the rest unsaid (`time`): no answer (`handlers/schedule.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from one_line_sheet import one_line_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round49-drawn.jsonl")


@pytest.fixture(scope="module")
def one_line(tmp_path_factory) -> Path:
    pdf = one_line_pdf(tmp_path_factory.mktemp("one_line") / "one_line.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_one_line_sheet(one_line, item):
    assert_never_wrong(one_line, item)


def test_the_breaker_of_the_feeder_to_a_transformer(one_line):
    a = ask_index(one_line, "What breaker size protects the primary feeder to transformer T1?", ocr=False).answer
    assert "175" in a and "F6" not in a.split("(")[0], a


def test_what_feeds_a_panel_is_its_source(one_line):
    a = ask_index(one_line, "What feeds panel SH1?", ocr=False).answer
    assert "ATS-2" in a and "OPTIONAL STANDBY PANEL" not in a, a


def test_a_row_that_says_one_word_of_the_question_is_no_answer(one_line):
    assert ask_index(one_line, "What's the maximum transfer time for ATS-2?", ocr=False).answer.startswith(ABSTAINED)
