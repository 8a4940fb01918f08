"""A Canadian door and room-finish schedule sheet, drawn two firms' ways (tests/door_finish_sheet.py),
asked the questions written for it before drawqa answered any (`docs/first-sight.md`, session 16).

Rules, not wording: a group label heads the columns centred under it (DOOR over MARK ... FINISH,
WALLS over N E S W), a column captioned over the whole header height belongs to none; a few
values under a header cell of their own are a column (one HOLD OPEN bullet in sixty rows); a
bullet column named by an item answers yes or no for that item alone; three or four bare
figures under a size caption are millimetres; a size `W x H x T` gives each figure its
measure; a wall named by its compass side is read from that side's column; a legend code is
explained by its legend line; a figure given with an attribute (`a 45 minute fire rating`)
selects the rows holding it.
"""
from __future__ import annotations

import re
from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, index_pdf
from door_finish_sheet import (DOOR_SHEET_ABSTAIN, DOOR_SHEET_QUESTIONS, DOOR_SHEET_TWO_ABSTAIN,
                               DOOR_SHEET_TWO_QUESTIONS, _door_sheet_compact, _door_sheet_one,
                               _door_sheet_two)
from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box

ABSTAINED = "no evidence found"


def _sheet(tmp_path_factory, name: str, draw) -> Path:
    d = tmp_path_factory.mktemp(name)
    doc = pymupdf.open()
    draw(doc)
    doc.save(d / "a601.pdf")
    return d / "a601.pdf"


@pytest.fixture(scope="module")
def sheet_one(tmp_path_factory) -> Path:
    return _sheet(tmp_path_factory, "door_sheet_one", _door_sheet_one)


@pytest.fixture(scope="module")
def sheet_two(tmp_path_factory) -> Path:
    return _sheet(tmp_path_factory, "door_sheet_two", _door_sheet_two)


@pytest.fixture(scope="module")
def index_one(sheet_one) -> Path:
    return index_pdf(sheet_one, sheet_one.parent / "idx")


@pytest.fixture(scope="module")
def index_two(sheet_two) -> Path:
    return index_pdf(sheet_two, sheet_two.parent / "idx")


def _says(answer: str, value: str) -> bool:
    """The value as a whole token of the answer (`A` is not the A of `AL`)."""
    return re.search(r"(?<![\w-])" + re.escape(value) + r"(?![\w-])", answer) is not None


def _check(index: Path, question: str, musts: list[str]) -> None:
    a = ask_index(index, question).answer
    assert not a.startswith(ABSTAINED), (question, a)
    if question.startswith("Which"):
        assert all(_says(a, m) for m in musts), (question, a)      # every one listed
    else:
        assert any(_says(a, m) for m in musts), (question, a)


def _tables(pdf: Path) -> dict:
    page = read_page(open_pdf(str(pdf)), 0, pdf, ocr=False)
    page.title_block = title_block_box(page)
    return {t.title: t for t in find_tables(page)}


def test_grouped_headers_head_every_column_of_their_group(sheet_one):
    t = _tables(sheet_one)
    door = t["DOOR SCHEDULE"]
    assert door.header == ["DOOR MARK", "DOOR WIDTH", "DOOR HEIGHT", "DOOR THK", "DOOR TYPE", "DOOR MATERIAL",
                           "DOOR FINISH", "FRAME TYPE", "FRAME MATERIAL", "FRAME FINISH", "FIRE RATING (min)",
                           "HARDWARE CLOSER", "HARDWARE LOCKSET", "HARDWARE PANIC", "HARDWARE KICK PLATE",
                           "HARDWARE HOLD OPEN", "REMARKS"]
    assert len(door.rows) == 60
    rooms = t["ROOM FINISH SCHEDULE"]
    assert rooms.header[4:8] == ["WALLS N", "WALLS E", "WALLS S", "WALLS W"]
    assert rooms.header[9] == "CEILING HT. (mm)"
    assert len(rooms.rows) == 18, "the finish legend under the schedule is not its rows"


def test_stacked_three_line_headers_and_sparse_remarks(sheet_two):
    t = _tables(sheet_two)
    door = t["DOOR SCHEDULE"]
    assert door.header[2] == "SIZE W x H x T (mm)"
    assert door.header[-2:] == ["HDW. SET NO.", "REMARKS"], "four remarks in forty rows are a column"
    assert t["ROOM FINISH SCHEDULE"].header[4:8] == ["WALL FINISH NORTH", "WALL FINISH EAST", "WALL FINISH SOUTH",
                                                     "WALL FINISH WEST"]


@pytest.mark.parametrize("question, musts", DOOR_SHEET_QUESTIONS, ids=[q for q, _ in DOOR_SHEET_QUESTIONS])
def test_door_and_finish_sheet(index_one, question, musts):
    _check(index_one, question, musts)


@pytest.mark.parametrize("question", DOOR_SHEET_ABSTAIN)
def test_door_and_finish_sheet_abstains(index_one, question):
    assert ask_index(index_one, question).answer.startswith(ABSTAINED)


@pytest.mark.parametrize("question, musts", DOOR_SHEET_TWO_QUESTIONS, ids=[q for q, _ in DOOR_SHEET_TWO_QUESTIONS])
def test_second_firms_sheet(index_two, question, musts):
    _check(index_two, question, musts)


@pytest.mark.parametrize("question", DOOR_SHEET_TWO_ABSTAIN)
def test_second_firms_sheet_abstains(index_two, question):
    assert ask_index(index_two, question).answer.startswith(ABSTAINED)


@pytest.mark.parametrize("question, starts, item", [
    ("Does door B12 have panic hardware?", "Yes", "panic"),     # its lockset is blank: not the item asked
    ("Does door 120 have panic hardware?", "No", "panic"),
    ("Does door 114 have a hold open?", "Yes", "hold open"),
])
def test_a_bullet_answers_for_the_item_its_column_names(index_one, question, starts, item):
    a = ask_index(index_one, question).answer
    assert a.startswith(starts) and item in a and "lockset" not in a, a


def test_the_group_named_before_the_attribute_is_the_one_read(index_one):
    a = ask_index(index_one, "What is the frame material of door 114?").answer
    assert a.split(" (also:")[0].endswith("frame material HM; frame type 2; frame finish PT-5"), a
    assert "door material" not in a.split(" (also:")[0], a


def test_a_check_column_lists_its_marked_rows(index_one):
    a = ask_index(index_one, "Which doors have panic hardware?").answer
    assert a.startswith("7 doors marked hardware panic: B01, B12, 100, 108, 119, 207, 218"), a


def test_a_wall_side_is_read_from_its_own_column(index_one):
    a = ask_index(index_one, "What is the north wall finish of room 110?").answer
    assert "north wall PT-2" in a and "WC-1" not in a, a


@pytest.fixture(scope="module")
def sheet_compact(tmp_path_factory) -> Path:
    return _sheet(tmp_path_factory, "door_sheet_compact", _door_sheet_compact)


def test_group_labels_over_one_line_captions(sheet_compact):
    """Two bands: `DOOR` over MARK ... FINISH, each caption on one line; FIRE RATING across both."""
    door = _tables(sheet_compact)["DOOR SCHEDULE"]
    assert door.header == ["DOOR MARK", "DOOR WIDTH", "DOOR HEIGHT", "DOOR THK", "DOOR TYPE", "DOOR MATL",
                           "DOOR FINISH", "FRAME TYPE", "FRAME MATL", "FRAME FINISH", "FIRE RATING",
                           "HARDWARE CLOSER", "HARDWARE LOCKSET", "HARDWARE PANIC", "HARDWARE KICK PL.",
                           "HARDWARE HOLD OPEN", "REMARKS"]


def test_the_frame_type_is_not_the_door_type(sheet_compact):
    index = index_pdf(sheet_compact, sheet_compact.parent / "idx")
    a = ask_index(index, "What is the frame type of door 114?").answer
    assert a.split(" (also:")[0].endswith("frame type 2; frame matl HM; frame finish PT-5"), a
