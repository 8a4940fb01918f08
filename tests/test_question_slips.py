"""Questions as people type them, and title-block values as sets letter them.

* A misspelt long word (`accesibility`) is read as the one indexed word a single slip away; a
  word one slip from two indexed words, or a short word, is left alone, unless it is a part's
  name (`flor`, `ceilng`) with a letter dropped or two swapped.
* A short form asked in shorthand (`LRA = ?`, `NIC meaning?`) or named as a legend entry (`what
  is an SS line`) is asked what it stands for; a mark with figures (`PF3?`) is not.
* One question asked of two places (`... in corridors, and in rooms?`) is two parts; a flame
  spread class is a value of its own (`CLASS B`).
* A title-block field's value runs down its box to the next caption: `SITE PLAN` / (an unread
  line) / `GENERAL` / `NOTES` is one title, the caption under it is not.

The real-drawing checks run on ../shared/eval and are skipped without it.
"""
from __future__ import annotations

from drawqa.expect import asked_types, find_value, split_parts
from drawqa.handlers._domain import chunk_facts
from drawqa.handlers.abbreviation import asked_form
from drawqa.models import Chunk
from drawqa.spelling import mend
from asking import ask_index

ABSTAINED = "no evidence found"


def test_a_slip_is_mended_to_the_one_indexed_word():
    vocab = {"accessibility", "international", "connection", "connector", "roof", "room"}
    assert mend("which accesibility standard", vocab) == "which accessibility standard"
    assert mend("intenational fire code", vocab) == "international fire code"
    assert mend("the rof plan", vocab) == "the rof plan"              # short: left alone
    assert mend("connectors needed", vocab) == "connectors needed"    # an inflection, not a slip
    assert mend("nothing near here", vocab) == "nothing near here"


def test_a_word_one_slip_from_two_words_is_left_alone():
    assert mend("sprinklar", {"sprinkler", "sprinklers", "sprinkled"}) == "sprinkler"
    assert mend("sprinkle", {"sprinkler", "sprinkled"}) == "sprinkle"       # two neighbours: kept


def test_a_short_part_name_with_a_letter_dropped_or_swapped_is_mended():
    vocab = {"floor", "ceiling", "window", "wall", "stair", "star", "with", "finish"}
    assert mend("flor finish and ceilng in rm 171", vocab) == "floor finish and ceiling in rm 171"
    assert mend("the widnow sill", vocab) == "the window sill"
    assert mend("where is the hall", vocab) == "where is the hall"    # a letter changed: another word
    assert mend("what star symbol", vocab) == "what star symbol"      # in the index as written
    assert mend("flor", {"flow"}) == "flor"                          # the part is not in the set


def test_shorthand_asks_what_a_short_form_stands_for():
    assert asked_form("LRA = ?") == "LRA"
    assert asked_form("NIC meaning?") == "NIC"
    assert asked_form("meaning of PCB") == "PCB"
    assert asked_form("What is an SS line in the site plan legend?") == "SS"
    assert asked_form("PF3?") is None            # a schedule mark, not a short form
    assert asked_form("Hello?") is None
    assert asked_form("What is the line type for gas?") is None


def test_one_question_of_two_places_is_two_parts():
    parts = split_parts("what is the ceiling height in the garage, and in the kitchen?")
    assert [p.text for p in parts] == ["what is the ceiling height in the garage",
                                       "what is the ceiling height in the kitchen"]
    assert len(split_parts("What is shown in the site plan and elevations?")) == 1


def test_a_flame_spread_class_is_asked_and_read():
    assert asked_types("What flame spread class is required in corridors?")[0] == "grade_class"
    assert find_value("grade_class", "NO MORE THAN CLASS B AT VERTICAL EXITS") == "CLASS B"
    assert find_value("grade_class", "CLASSROOM B") is None


def _title_block(units: list[list]) -> Chunk:
    return Chunk(file="x.pdf", page=1, sheet_id="A1", sheet_title="", section="title block",
                 bbox=(1110.0, 600.0, 1190.0, 760.0), text="\n".join(u[0] for u in units), units=units)


def test_a_title_field_reads_down_its_box_to_the_next_caption():
    c = _title_block([["SHEET TITLE:", 1118.0, 645.1, 1150.3, 649.4],
                      ["SITE PLAN", 1127.7, 660.9, 1165.7, 667.1],
                      ["GENERAL", 1127.4, 675.7, 1161.7, 681.7],     # a line (`AND`) unread between
                      ["NOTES", 1127.7, 683.1, 1152.3, 689.1],
                      ["SHEET NUMBER:", 1121.4, 704.0, 1161.7, 708.0],
                      ["A1", 1129.4, 723.4, 1153.4, 739.1]])
    facts = {f.label: f.value for f in chunk_facts(c)}
    assert facts["SHEET TITLE"] == "SITE PLAN GENERAL NOTES"
    assert facts["SHEET NUMBER"] == "A1"


def test_a_title_field_stops_at_lettering_of_another_size():
    c = _title_block([["SHEET TITLE:", 1118.0, 645.1, 1150.3, 649.4],
                      ["SITE PLAN", 1127.7, 660.9, 1165.7, 667.1],
                      ["A1", 1129.4, 676.0, 1153.4, 691.7]])         # the sheet number, lettered large
    facts = {f.label: f.value for f in chunk_facts(c)}
    assert facts["SHEET TITLE"] == "SITE PLAN"


def test_real_sheets_answer_slips_and_shorthand(uccs_g_index, uccs_m_index):
    a = ask_index(uccs_g_index, "which accesibility standard applies to the design?")
    assert "A117.1" in a.answer and 1 in [c.page for c in a.citations]
    a = ask_index(uccs_g_index, "flame spread class for interior finishes in exit access corridors, and in rooms?")
    assert "CLASS B" in a.answer and "CLASS C" in a.answer
    a = ask_index(uccs_m_index, "NIC = ?")
    assert "NOT IN CONTRACT" in a.answer.upper()
    a = ask_index(uccs_m_index, "Where do the general notes require flexible connections?")
    assert "FANS" in a.answer.upper()
