"""Rules from the nineteenth blind round, each from how drawings are made, on the real sets
(../shared/eval/more: the fixtures skip when it is absent) and on generated sheets.

- A list printed low on a sheet runs on into the bottom margin band: its last item, under the
  item before it at the same left edge, is the list's, not the title block's.
- `What are the deferred submittals?` asks for the items lettered under that heading.
- `WIDTH AND HEIGHT ... 32 INCHES AND 80 INCHES RESPECTIVELY`: the values belong to the
  subject's own list, so the sentence is never cut to one clause.
- A word of a schedule's title (`pile` of PILE SCHEDULE) names what every row is, not a column
  (`PILE WORKING LOAD`): `how is the P1 pile to be designed` is no column of it.
- A code summary names occupancy groups by IBC letter (`B`, `A-3, S-1`); a question names them
  in words (`the business areas`).
- A range table (`1-500`, `501-1,000`) is read for a count of occupants as for a distance.
- `acceptable`, `permitted`, `products`, `call for` frame a question; a note need not say them.
"""
from __future__ import annotations

from drawqa import store
from handlers._domain import stems
from handlers.statement import _clause_asked

from asking import ask_index, ask_text_layer, draw_text, drawn_index

ABSTAINED = "no evidence found"


def _draw_submittals_low(page) -> None:
    """A right-hand title block, and a lettered list whose last item stands in the sheet's
    bottom margin band (below 92 % of its height), under the items before it."""
    for y, label in ((80, "PROJECT NUMBER"), (300, "SHEET TITLE"), (560, "DATE"), (700, "SHEET NUMBER")):
        draw_text(page, 1080, y, label, 7)
    draw_text(page, 1080, 720, "A-001", 18)
    draw_text(page, 60, 60, "GENERAL NOTES", 11)
    draw_text(page, 60, 76, "1. ALL WORK SHALL COMPLY WITH THE BUILDING CODE.", 9)
    draw_text(page, 600, 690, "ANTICIPATED DEFERRED SUBMITTALS", 9)
    for i, item in enumerate(("A. FIRE PROTECTION DESIGN", "B. FIRE ALARM DESIGN", "C. PARTITION STRUCTURE DESIGN")):
        draw_text(page, 600, 706 + 13 * i, item, 9)
    draw_text(page, 60, 784, "PLOT DATE: 5/4/2021 10:19 AM", 6)


def test_a_list_running_into_the_bottom_band_keeps_its_last_item(tmp_path_factory):
    idx = drawn_index(tmp_path_factory, "low_list", _draw_submittals_low)
    sections = {c.section for c in store.load(idx).all_chunks() if "PARTITION STRUCTURE" in c.text}
    assert sections and "title block" not in sections, sections
    plot = {c.section for c in store.load(idx).all_chunks() if "PLOT DATE" in c.text}
    assert plot == {"title block"}, plot      # the band's own stamp stays the title block's
    a = ask_text_layer(idx, "What are the anticipated deferred submittals?")
    assert all(x in a for x in ("FIRE PROTECTION DESIGN", "FIRE ALARM DESIGN", "PARTITION STRUCTURE DESIGN")), a


def test_the_real_code_summarys_deferred_submittals_are_listed_whole(uccs_g_index):
    a = ask_index(uccs_g_index, "What are the anticipated deferred submittals?")
    assert "PARTITION STRUCTURE DESIGN" in a.answer and "FIRE ALARM DESIGN" in a.answer, a.answer


def test_values_matched_respectively_keep_their_sentence():
    s = "THE MINIMUM CLEAR WIDTH AND HEIGHT OF A DOOR SHALL NOT BE LESS THAN 32 INCHES AND 80 INCHES RESPECTIVELY."
    assert _clause_asked(s, "dimension", "minimum clear width of a door per the means of egress notes?") == s
    cut = "WATER SHALL BE STORED AT 140 INCHES AND DELIVERED AT 110 INCHES."
    assert "110" not in _clause_asked(cut, "dimension", "at what height is water stored?")


def test_the_door_width_is_read_with_its_figure(uccs_g_index):
    a = ask_index(uccs_g_index, "Minimum clear width of a door per the means of egress notes?")
    assert "32 INCHES" in a.answer, a.answer


def test_a_schedules_title_word_is_no_column(gwynne_index):
    a = ask_index(gwynne_index, "How is the P1 pile to be designed?")
    assert "CANTILEVER" in a.answer and "WORKING LOAD" not in a.answer.upper(), a.answer
    a = ask_index(gwynne_index, "What working load is the P2 pile designed for?")
    assert "500" in a.answer, a.answer


def test_an_occupancy_group_letter_says_its_name():
    assert {"busi", "business"} & stems("EXIT ACCESS TRAVEL DISTANCE: OCCUPANCY: B; MAX. DISTANCE: 300'")
    assert "storag" in stems("OCCUPANCY: A-3, S-1") or "storage" in stems("OCCUPANCY: A-3, S-1")
    assert not {"assembl", "assembly"} & stems("OCCUPANCY: PROVIDE A MINIMUM OF TWO EXITS")
    assert not {"busi", "business"} & stems("COLUMN B ON GRID LINE 4")       # no occupancy spoken of


def test_the_business_areas_are_the_b_occupancy_row(uccs_g_index):
    a = ask_index(uccs_g_index, "What is the exit access travel distance limit for the business areas?")
    assert "300" in a.answer and "250" not in a.answer, a.answer


def test_a_count_of_occupants_finds_its_range_row(uccs_g_index):
    a = ask_index(uccs_g_index, "How many exits does a story with 700 occupants need?")
    assert a.answer.startswith("3 ") and "501-1,000" in a.answer, a.answer
    a = ask_index(uccs_g_index, "How many exits are required for 1,200 people?")
    assert a.answer.startswith("4 "), a.answer


def test_framing_words_need_not_be_said(gwynne_index, uccs_m_index):
    a = ask_index(gwynne_index, "Which permanent metal formwork products are acceptable?")
    assert "KF57" in a.answer, a.answer
    a = ask_index(uccs_m_index, "What type of 90 degree elbows does the duct construction note call for?")
    assert "LONG RADIUS" in a.answer, a.answer
