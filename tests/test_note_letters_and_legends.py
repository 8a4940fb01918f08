"""How sheet notes are numbered and lettered, and how a legend differs from a notes list:

* general notes lettered A, B, C ... down a column, each note running on over several lines; two
  such lists on one sheet are told apart by the word of their heading the question names
  (`GENERAL ... NOTES` against `PROJECT ... NOTES`), and a letter both lists use is not answered
  when the question names neither;
* a numbered legend is a list of symbols' meanings, not of notes: `note 3` is read from the
  sheet's notes, `legend 14` from its legend;
* a short notes block numbered inline (`NOTE: 1. ... 2. ... 3. ...`) is a list of its own.

Generated sheets check the rules; the real sheets (../shared/eval/more, skipped when absent)
check them where they were found.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"
W, H = 1224, 792
LINE = 11


def _lettered(page, x: float, y: float, heading: tuple[str, str], notes: list[list[str]]) -> None:
    """A two-line heading over notes lettered A, B, C ..., each note's lines indented under it."""
    draw_text(page, x, y, heading[0], 11)
    draw_text(page, x, y + 13, heading[1], 11)
    y += 34
    for k, lines in enumerate(notes):
        draw_text(page, x, y, f"{chr(ord('A') + k)}.", 8)
        for line in lines:
            draw_text(page, x + 14, y, line, 8)
            y += LINE
        y += 4


@pytest.fixture(scope="module")
def lettered_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("lettered_notes")
    pdf = d / "notes.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _lettered(page, 60, 60, ("GENERAL FIRE AND LIFE", "SAFETY SHEET NOTES"), [
        ["FIRE BARRIERS SHALL EXTEND FROM THE TOP OF THE", "FOUNDATION TO THE UNDERSIDE OF THE DECK ABOVE."],
        ["SMOKE PARTITIONS SHALL BE CONTINUOUS THROUGH", "CONCEALED SPACES ABOVE THE CEILING."],
        ["SHAFT ENCLOSURES SHALL BE CONSTRUCTED AS FIRE", "BARRIERS OF TWO HOUR RATING."],
    ])
    _lettered(page, 420, 60, ("PROJECT FIRE AND LIFE", "SAFETY SHEET NOTES"), [
        ["INTERIOR FINISHES IN CORRIDORS SHALL BE CLASS B", "FLAME SPREAD OR BETTER."],
        ["INTERIOR FINISHES IN ROOMS SHALL BE CLASS C", "FLAME SPREAD OR BETTER."],
        ["PORTABLE FIRE EXTINGUISHERS SHALL BE SPACED SO", "THAT TRAVEL TO ONE DOES NOT EXCEED 75 FEET."],
    ])
    draw_text(page, 1000, 740, "SHEET G1.0", 10)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_a_lettered_note_is_read_whole_from_the_list_its_heading_names(lettered_index):
    a = ask_index(lettered_index, "general fire and life safety sheet note C - how are shaft enclosures built?")
    assert a.handler == "note_number", (a.answer, a.handler)
    assert "FIRE BARRIERS OF TWO HOUR RATING" in a.answer, a.answer       # its second line too
    a = ask_index(lettered_index, "What does project note C say?")
    assert "75 FEET" in a.answer and "SHAFT" not in a.answer, a.answer


def test_a_letter_both_lists_use_is_not_answered_without_the_list(lettered_index):
    a = ask_index(lettered_index, "What does note B say?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_lettered_note_stops_at_the_next_letter(lettered_index):
    a = ask_index(lettered_index, "general fire and life safety note A?")
    assert "FOUNDATION TO THE UNDERSIDE" in a.answer and "SMOKE" not in a.answer, a.answer


@pytest.fixture(scope="module")
def legend_index(tmp_path_factory) -> Path:
    """A numbered legend (number, symbol, meaning) beside a `NOTE:` block numbered inline."""
    d = tmp_path_factory.mktemp("legend_and_notes")
    pdf = d / "legend.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_text(page, 60, 60, "LEGEND", 12)
    meanings = ["DENOTES CONSTRUCTION JOINT TO TYPICAL DETAIL.", "DENOTES PRECAST WALL OVER.",
                "DENOTES REINFORCED CONCRETE COLUMN OVER.", "DENOTES 150mm SLAB STEP U.N.O."]
    for k, meaning in enumerate(meanings, 1):
        y = 60 + 24 * k
        draw_text(page, 60, y, f"{k}.", 8)
        page.draw_rect(pymupdf.Rect(90, y - 8, 130, y), color=(0, 0, 0))
        draw_text(page, 160, y, meaning, 8)
    page.insert_textbox(pymupdf.Rect(500, 60, 800, 140),
                        "NOTE: 1. PILES TO BE DESIGNED AS PERMANENT CANTILEVERS. 2. SOIL BEARING CAPACITY "
                        "ASSUMED = 450 KPa. 3. ALL FOOTING SIZES SHOWN ARE INDICATIVE ONLY AND ARE TO BE "
                        "VERIFIED WHEN THE GEOTECHNICAL REPORT IS AVAILABLE.", fontsize=8, fontname="helv")
    draw_text(page, 1000, 740, "SHEET S1.0", 10)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_a_note_number_is_read_from_the_notes_not_the_legend(legend_index):
    a = ask_index(legend_index, "What does note 3 say?")
    assert "INDICATIVE" in a.answer and "COLUMN" not in a.answer, a.answer


def test_a_legend_number_is_read_from_the_legend(legend_index):
    a = ask_index(legend_index, "whats legend 3")
    assert "COLUMN OVER" in a.answer and "INDICATIVE" not in a.answer, a.answer


def test_a_note_number_past_the_notes_is_not_a_legend_entry(legend_index):
    a = ask_index(legend_index, "What does note 4 say?")
    assert "SLAB STEP" not in a.answer, a.answer


# The real sheets where these were found (../shared/eval/more; the fixtures skip when absent).

def test_s10_note_3_and_legend_14(gwynne_index):
    a = ask_index(gwynne_index, "What does note 3 say?")
    assert "INDICATIVE" in a.answer and "GEOTECHNICAL" in a.answer, a.answer
    a = ask_index(gwynne_index, "whats legend 14 on S10")
    assert "BLINDING CONCRETE" in a.answer, a.answer


def test_s10_reinforcement_in_bar_notation_answers_how_it_is_reinforced(gwynne_index):
    a = ask_index(gwynne_index, "How deep is raft footing RF2 and how is it reinforced?")
    assert "N24-200" in a.answer and "not found" not in a.answer, a.answer


def test_g211_general_note_e_and_the_eyewash_standard(uccs_g_index):
    a = ask_index(uccs_g_index, "general fire and life safety sheet note E - how are shaft enclosures to be built?")
    assert "FIRE BARRIERS" in a.answer, a.answer
    a = ask_index(uccs_g_index, "What does note E say?")      # two lists letter an E
    assert a.answer.startswith(ABSTAINED), a.answer
    a = ask_index(uccs_g_index, "What standard do the emergency showers and eyewash stations have to meet?")
    assert "Z358.1" in a.answer, a.answer
