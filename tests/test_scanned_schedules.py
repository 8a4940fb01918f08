"""What a schedule or a list read by OCR, or drawn with a blank cell, can and cannot say.

* An opening's size is its width and its height: a row giving one of them answers the size
  in part and says which half it did not find (a blank cell, or a column OCR lost).
* A terse question names its thing, a colon, then what it asks of it (`F2 footing: size and
  rebar?`): each asked noun is a part, and a part the row does not give is said not found.
* The first or latest revision of lists read by OCR is not said: OCR can lose a row, and the
  row lost may be the latest (as a schedule read by OCR is not counted).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, draw_grid, draw_text, drawn_index
from drawqa.expect import split_parts
from drawqa.handlers.revision import _read_off_a_scan
from drawqa.models import Sheet

@pytest.fixture(scope="module")
def schedules(tmp_path_factory) -> Path:
    return drawn_index(tmp_path_factory, "scanned_schedules", _draw_schedules)


def _draw_schedules(page) -> None:
    draw_text(page, 100, 90, "DOOR SCHEDULE", 11)
    draw_grid(page, 100, 100, [60, 70, 70, 160], [
        ("MARK", "WIDTH", "HEIGHT", "MATERIAL"),
        ("101", "3'-0\"", "6'-8\"", "HOLLOW METAL"),
        ("102", "", "6'-8\"", "HOLLOW CORE WOOD"),
        ("103", "2'-8\"", "6'-8\"", "SOLID CORE WOOD")])
    draw_text(page, 600, 90, "FOOTING SCHEDULE", 11)
    draw_grid(page, 600, 100, [60, 120, 140], [
        ("MARK", "TYPE", "SIZE"),
        ("F1", "CONTINUOUS", "16\" WIDE x 10\" DEEP"),
        ("F2", "SQUARE PAD", "24\" x 24\" x 10\" DEEP")])
    draw_text(page, 1100, 760, "A4.0", 20)


def test_a_size_given_in_half_says_which_half_it_did_not_find(schedules):
    a = ask_index(schedules, "What are the size and material of door 102?")
    assert "6'-8\"" in a.answer and "HOLLOW CORE WOOD" in a.answer, a.answer
    assert "width" in a.missing_parts, (a.answer, a.missing_parts)
    whole = ask_index(schedules, "What are the size and material of door 101?")
    assert "3'-0\" wide x 6'-8\" high" in whole.answer and not whole.missing_parts, whole.answer


def test_a_terse_question_asks_each_noun_after_its_colon():
    parts = [p.text for p in split_parts("F2 footing: size and rebar?")]
    assert parts == ["F2 footing size", "F2 footing rebar"]
    assert len(split_parts("Note 3: what does it say and why?")) == 1


def test_a_part_the_row_does_not_give_is_said_not_found(schedules):
    a = ask_index(schedules, "F2 footing: size and rebar?")
    assert '24" x 24" x 10"' in a.answer, a.answer
    assert a.missing_parts and "rebar" in a.missing_parts[0], (a.answer, a.missing_parts)


def test_the_latest_of_revision_lists_read_by_ocr_is_not_said():
    rev = {"rev": "A", "description": "PLAN CHECK RESPONSE", "date": "05/02/2025"}
    typed = Sheet(file="a.pdf", page=1, sheet_id="A1", title="", discipline="architectural",
                  id_source="title block", revisions=[rev])
    scanned = Sheet(file="a.pdf", page=2, sheet_id="A2", title="", discipline="architectural",
                    id_source="title block", revisions=[rev], source="ocr")
    assert not _read_off_a_scan([(typed, rev)])
    assert _read_off_a_scan([(typed, rev), (scanned, rev)])
