"""A name asked of a mark (`who makes PT-2`): every line a tag stands on holds the tag, so a
statement answers only when it says what the question says besides the mark (`MFR`,
`MANUFACTURER` for `makes`). A plan label `PT-2 PATIENT ROOM 162` names no maker."""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, draw_text, drawn_index

ABSTAINED = "no evidence found"


def _sheet(tmp_path_factory, name: str, lines: list[str]) -> Path:
    def draw(page) -> None:
        draw_text(page, 300, 300, "PT-2", 9)
        draw_text(page, 300, 312, "PATIENT ROOM 162", 9)
        for i, line in enumerate(lines):
            draw_text(page, 700, 100 + 14 * i, line, 8)
        draw_text(page, 100, 700, "FIRST FLOOR FINISH PLAN", 14)
        draw_text(page, 1100, 760, "AF101", 20)
    return drawn_index(tmp_path_factory, name, draw)


@pytest.fixture(scope="module")
def label_only(tmp_path_factory) -> Path:
    return _sheet(tmp_path_factory, "label_only", ["FINISH NOTES", "1. SEE AF600 FOR FINISH SCHEDULE."])


def test_a_plan_label_holding_the_tag_names_no_maker(label_only):
    a = ask_index(label_only, "Who makes PT-2?")
    assert a.answer.startswith(ABSTAINED), a.answer



@pytest.fixture(scope="module")
def code_pair(tmp_path_factory) -> Path:
    """A floor-pattern key drawn on the plan: two finish codes stacked, no maker anywhere."""
    def draw(page) -> None:
        draw_text(page, 500, 200, "VCT", 9)
        draw_text(page, 500, 211, "CPT", 9)
        for i, line in enumerate(["FINISH NOTES", "1. SEE AF600 FOR FINISH SCHEDULE.",
                                  "2. CPT-1 AT ALL OFFICES, CPT-2 AT CORRIDORS."]):
            draw_text(page, 700, 100 + 14 * i, line, 8)
        draw_text(page, 100, 700, "FIRST FLOOR FINISH PLAN", 14)
        draw_text(page, 1100, 760, "AF101", 20)
    return drawn_index(tmp_path_factory, "code_pair", draw)


def test_finish_codes_side_by_side_name_no_maker(code_pair):
    """`VCT CPT` is two capitalised words, the shape of a name: but it is the asked code beside
    another code, a key of finish codes, not who makes the carpet."""
    a = ask_index(code_pair, "who makes the CPT")
    assert a.answer.startswith(ABSTAINED), a.answer
