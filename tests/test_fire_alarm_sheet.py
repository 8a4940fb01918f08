"""A fire alarm riser, device legend and sequence-of-operations sheet (`tests/fire_alarm_sheet.py`),
asked the questions of blind round 42 (`tests/blind_questions/drawn/round42-drawn.jsonl`, written
before drawqa answered them), and the rules they led to:

- `sprinkler waterflow switches` are switches: the sprinkler handler answers only of the
  sprinkler system (`handlers/sprinkler.py`).
- A table titled `... CALCULATIONS` is a table; an ordinal over a column (`1ST 2ND 3RD 4TH`) is a
  header's word, not a row's figure (`drawqa/tables.py`).
- `60" AFF` is a mounting height, not a size; of statements each opened by a caption (`SLC
  WIRING: ... NAC WIRING: ...`), the value under another caption is that other thing's.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from fire_alarm_sheet import fire_alarm_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round42-drawn.jsonl")


@pytest.fixture(scope="module")
def fire_alarm_pdf_path(tmp_path_factory) -> Path:
    return fire_alarm_pdf(tmp_path_factory.mktemp("fire_alarm") / "fire_alarm.pdf")


@pytest.fixture(scope="module")
def fire_alarm(fire_alarm_pdf_path) -> Path:
    return index_pdf(fire_alarm_pdf_path, fire_alarm_pdf_path.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_fire_alarm_sheet(fire_alarm, item):
    assert_never_wrong(fire_alarm, item)


def test_tables_by_floor_and_calculations(fire_alarm_pdf_path):
    page = read_page(open_pdf(str(fire_alarm_pdf_path)), 0, fire_alarm_pdf_path, ocr=False)
    page.title_block = title_block_box(page)
    tables = {t.title: t for t in find_tables(page)}
    assert tables["DEVICE QUANTITY SUMMARY"].header[:4] == ["DEVICE", "ABBR.", "1ST", "2ND"]
    assert tables["BATTERY CALCULATIONS"].rows[0].cells[0] == "FACP"


def test_things_named_by_the_sprinkler_system_are_not_it(fire_alarm):
    for q in ("Which outputs does a sprinkler waterflow switch activate?",
              "What is the time delay (retard) setting on the sprinkler waterflow switches?"):
        assert "NFPA 13" not in ask_index(fire_alarm, q).answer
    assert ask_index(fire_alarm, "What's the maximum voltage drop allowed on the SLC circuits?").answer.startswith(ABSTAINED)
    assert "3.05" in ask_index(fire_alarm, "Per the battery calcs, how many amp-hours does NAC-3 require after the "
                                           "safety factor?").answer
