"""`How far must X be kept from Y?` is said by a note placing X some distance `AWAY FROM` Y."""
from __future__ import annotations

import pymupdf
import pytest

from tests.asking import ask_index, draw_text, index_pdf

NOTES = ["GENERAL NOTES:", "1. CONTRACTOR SHALL VERIFY ALL DIMENSIONS IN FIELD.",
         "2. SMOKE DETECTORS TO BE LOCATED AT LEAST 36\" AWAY FROM THE SUPPLY",
         "REGISTERS OF THE FORCED AIR SYSTEM.", "3. PROVIDE 1/2\" GYPSUM BOARD AT GARAGE CEILING."]


@pytest.fixture(scope="module")
def notes(tmp_path_factory):
    d = tmp_path_factory.mktemp("far")
    doc = pymupdf.open()
    page = doc.new_page(width=792, height=612)
    for i, line in enumerate(NOTES):
        draw_text(page, 60, 80 + 14 * i, line)
    draw_text(page, 600, 580, "A0.1", size=14)
    doc.save(d / "notes.pdf")
    return index_pdf(d / "notes.pdf", d / "idx")


def test_kept_away_from_is_a_distance(notes):
    a = ask_index(notes, "How far do smoke detectors have to be kept from the supply registers?")
    assert '36"' in a.answer, a.answer


def test_no_distance_said_no_answer(notes):
    a = ask_index(notes, "How far must the gypsum board be kept from the garage door?")
    assert a.answer.startswith("no evidence found"), a.answer
