"""A door schedule, door types and hardware sets sheet (`tests/hardware_sets_sheet.py`), asked
the questions of blind round 51 (`tests/blind_questions/drawn/round51-drawn.jsonl`, written before
drawqa answered them), and the rules they led to:

- A `DESCRIPTION` caption with no title-block caption beside it heads a hardware set's column,
  not a revision table: the title block stays the strip on the right (`drawqa/title_block.py`).
- A word the question puts before a noun that only a label's heading says (`the stair doors`
  under DOOR HARDWARE NOTES' `KEYING:`) must be said by the label's value (`handlers/metadata.py`).
- A caption and a bare measure (`EXIT DEVICE: 40" AFF`) does not say which device; `finish 630`
  is answered by text that says 630 (`drawqa/contract.py`).
- A header set in staggered lines under group labels (`DOOR` over `NO.`, `SIZE` over `W x H`)
  is read whole though one caption carries a footnote's small `1` (`drawqa/tables.py`); a door
  named after a comma (`the med room door, 111`) is door 111 (`handlers/schedule.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from hardware_sets_sheet import hardware_sets_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round51-drawn.jsonl")


@pytest.fixture(scope="module")
def hardware_pdf(tmp_path_factory) -> Path:
    return hardware_sets_pdf(tmp_path_factory.mktemp("hardware_sets") / "hardware_sets.pdf")


@pytest.fixture(scope="module")
def hardware_sets(hardware_pdf) -> Path:
    return index_pdf(hardware_pdf, hardware_pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_hardware_sets_sheet(hardware_sets, item):
    assert_never_wrong(hardware_sets, item)


def test_the_title_block_is_the_strip_on_the_right(hardware_pdf):
    page = read_page(open_pdf(str(hardware_pdf)), 0, hardware_pdf, ocr=False)
    x0, y0, _, _ = title_block_box(page)
    assert x0 > 0.8 * page.width and y0 == 0.0


def test_the_firm_is_read_from_the_title_block(hardware_sets):
    assert "OSTRANDER KEALEY" in ask_index(hardware_sets, "Which architecture firm prepared this sheet?", ocr=False).answer


@pytest.mark.parametrize("q", ["The kick plates are finish 630 - what finish is that?",
                               "What exit device is specified for the stair doors?",
                               "Which key set are the stair doors keyed to?"])
def test_a_label_read_for_another_thing_is_no_answer(hardware_sets, q):
    a = ask_index(hardware_sets, q, ocr=False).answer
    assert not a.startswith(("KICK PLATE: 10", "EXIT DEVICE: 40", "DOORS:")), a


def test_a_stacked_header_with_a_footnote_marker(hardware_pdf):
    page = read_page(open_pdf(str(hardware_pdf)), 0, hardware_pdf, ocr=False)
    page.title_block = title_block_box(page)
    doors = next(t for t in find_tables(page) if t.title == "DOOR SCHEDULE")
    assert doors.header[0] == "DOOR NO." and "HARDWARE SET" in doors.header
    assert doors.rows[0].cells[0] == "100A"


def test_a_door_named_after_a_comma(hardware_sets):
    assert "HW-7" in ask_index(hardware_sets, "Which hardware set goes on the med room door, 111?", ocr=False).answer
