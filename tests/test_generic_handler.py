"""The generic extractor's own text rules."""
from __future__ import annotations

import pytest

from asking import ask_index, draw_text, drawn_index
from handlers.generic import without_note_number


@pytest.mark.parametrize("text, said", [
    ("3. PROVIDE SOLID BLOCKING AT ALL BEARING WALLS", "PROVIDE SOLID BLOCKING AT ALL BEARING WALLS"),
    ("12.SEE DETAIL 4/A7", "SEE DETAIL 4/A7"),
    # a decimal value starting the statement is the answer itself (seen on a Sonoma scan:
    # `1,136 / 150 = 7.6 sq.ft. underfloor ventilation required` read `6 sq.ft` before)
    ("7.6 sq.ft underfloor ventilation", "7.6 sq.ft underfloor ventilation"),
    ("1.5 HR RATED ASSEMBLY", "1.5 HR RATED ASSEMBLY"),
    ("5/8\" GYP BD TYPE X", "5/8\" GYP BD TYPE X"),
])
def test_note_number_is_dropped_but_a_decimal_stays(text, said):
    assert without_note_number(text) == said


def _finish_plan(page) -> None:
    """A finish plan whose schedules the reading lost: its finish words stand in titles and
    notes, and the one block naming the patient toilet rooms is what OCR ran together off an
    outline copy (a graphic scale's `one inch one foot` and two captions)."""
    draw_text(page, 60, 60, "one inch one foot PATIENT TOILET ROOMS PATIENT ROOMS", 9)
    for i, t in enumerate(["FIRST FLOOR FINISH PLAN", "SECOND FLOOR FINISH PLAN", "FLOOR FINISH NOTES",
                           "1. FLOOR FINISHES PER ROOM FINISH SCHEDULE.", "2. FLOOR FINISH TRANSITIONS AT DOORS."]):
        draw_text(page, 300 + 180 * (i % 3), 300 + 150 * (i // 3), t, 9)
    draw_text(page, 1000, 760, "AF600", 20)


def test_a_finish_asked_of_a_surface_is_not_read_from_a_statement_naming_none(tmp_path_factory):
    """`what floor finish`: a statement that names the rooms asked but no floor or finish is
    no answer."""
    idx = drawn_index(tmp_path_factory, "finish_plan", _finish_plan)
    a = ask_index(idx, "What floor finish do the patient toilet rooms get?").answer
    assert a.startswith("no evidence found"), a
