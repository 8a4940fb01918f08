"""Where a part of the drawings is (`handlers/locate.py`): asked of the three sets drawn here
(the 22-sheet museum addition, a structural set and a plumbing set) with the questions of blind
round 24 (`tests/blind_questions/drawn/round24-drawn.jsonl`, written before drawqa answered
them), and of generated sheets for each rule:

- A set names its parts by titles: the sheet's title, a schedule's, a view's (with its scale),
  a block's heading. A word inside a note (`SEE SCHEDULES ON SHEET A4.0`) locates nothing.
- A block's kind supplies its kind word: a heading inside a notes block heads notes, a table's
  title names a table or schedule, a view on a sheet titled `INTERIOR ELEVATIONS` is one.
- A question asking for a sheet is answered with a sheet, or abstained on; `where is X` asks for
  a sheet when X is a part of the drawings or a title the set prints, never for a place in the
  building (`where is the water heater`).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from asking import ask_index, ask_text_layer, draw_text, drawn_index
from drawqa.expect import asked_types
from drawqa.index import build
from drawqa.question import parse
from handlers import locate
from handlers._domain import covers_tokens, norm_tokens, word_initials
from large_set import draw_set
from plumbing_set import plumbing_pdf
from structural_set import structural_pdf

ABSTAINED = "no evidence found"
QUESTIONS = [json.loads(line) for line in
             (Path(__file__).parent / "blind_questions" / "drawn" / "round24-drawn.jsonl").read_text().splitlines()
             if line.strip()]


@pytest.fixture(scope="module")
def drawn_sets(tmp_path_factory) -> dict[str, Path]:
    d = tmp_path_factory.mktemp("locate_sets")
    draw_set([d / "museum-addition.pdf"])
    structural_pdf(d / "structural.pdf")
    plumbing_pdf(d / "plumbing.pdf")
    out = {}
    for name in ("museum-addition.pdf", "structural.pdf", "plumbing.pdf"):
        build([str(d / name)], d / f"idx-{name}", ocr=False)
        out[name] = d / f"idx-{name}"
    return out


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_the_drawn_sets_locate_their_parts(drawn_sets, item):
    a = ask_index(drawn_sets[item["pdf"]], item["question"])
    if item["expected"] is None:
        assert a.answer.startswith(ABSTAINED), a.answer
        return
    assert not a.answer.startswith(ABSTAINED), a.answer
    for must in item["must_contain"]:
        assert must in a.answer, (must, a.answer)
    assert any(c.sheet_id == item["sheet_id"] for c in a.citations), a.citations


def _notes_sheet(page) -> None:
    draw_text(page, 60, 60, "GENERAL NOTES", 12)
    draw_text(page, 60, 80, "1. ALL WORK SHALL COMPLY WITH THE 2021 IBC.", 8)
    draw_text(page, 60, 94, "2. SEE SCHEDULES ON SHEET A4.0.", 8)
    draw_text(page, 500, 60, "KEYED NOTES", 12)
    draw_text(page, 500, 80, "1 PROVIDE BLOCKING FOR GRAB BARS.", 8)
    draw_text(page, 1000, 700, "FLOOR PLAN", 10)
    draw_text(page, 1000, 740, "SHEET", 6)
    draw_text(page, 1000, 760, "A2.0", 18)


@pytest.fixture(scope="module")
def notes_sheet(tmp_path_factory):
    return drawn_index(tmp_path_factory, "locate_notes", _notes_sheet)


def test_a_note_naming_a_sheet_locates_nothing(notes_sheet):
    a = ask_text_layer(notes_sheet, "On which sheet are the general notes?")
    assert a.startswith("A2.0") and "GENERAL NOTES" in a, a
    a = ask_text_layer(notes_sheet, "Which sheet has the keyed notes?")
    assert a.startswith("A2.0") and "KEYED NOTES" in a, a


def test_a_part_the_set_lacks_is_abstained_on(notes_sheet):
    for q in ("Which sheet has the door schedule?", "Where is the wall section?", "What sheet shows the roof plan?"):
        assert ask_text_layer(notes_sheet, q).startswith(ABSTAINED), q


def test_a_place_in_the_building_is_not_a_sheet(drawn_sets):
    q = parse("Where is the water heater?")
    assert locate.accepts(q)
    a = ask_index(drawn_sets["plumbing.pdf"], "Where is the water heater?").answer
    assert not a.startswith("P-001 —"), a          # the schedule is titled WATER HEATER SCHEDULE
    assert not locate.accepts(parse("What is on sheet P-101?"))


def test_tokens_are_compared_once_normalised():
    # NOSING normalises to `nos`, which normalised again would read as `number`.
    toks, _ = locate.target(parse("Which sheet has the stair nosing detail?"))
    assert covers_tokens(set(norm_tokens("STAIR NOSING DETAIL")), toks)
    assert not covers_tokens(set(norm_tokens("STAIR RAIL DETAIL")), toks)


def test_where_is_the_site_plan_legend_asks_no_address():
    assert "address" not in asked_types("Where is the site plan legend?")
    assert "address" in asked_types("Where is the project located?")
    assert "address" in asked_types("Where is the site?")


def test_a_title_is_named_by_its_initials():
    assert "fs" in word_initials("FIRE SUPPRESSION ABBREVIATIONS AND SYMBOLS")
    assert "hvac" not in word_initials("HEATING VENTILATING AND AIR CONDITIONING")   # two or three words only


def test_a_block_is_named_with_its_sheet_title(drawn_sets):
    # KEYED NOTES head blocks on P-101 (PLUMBING FLOOR PLAN) and P-201 (PLUMBING RISER DIAGRAMS).
    a = ask_index(drawn_sets["plumbing.pdf"], "Which sheet has the keyed notes for the riser diagrams?").answer
    assert a.startswith("P-201") and "P-101" not in a, a
    a = ask_index(drawn_sets["plumbing.pdf"], "Which sheet has the keyed notes for the floor plan?").answer
    assert a.startswith("P-101") and "P-201" not in a, a


def test_a_many_part_question_is_located_part_by_part(drawn_sets):
    a = ask_index(drawn_sets["structural.pdf"], "Which sheets have the lintel schedule and the column schedule?").answer
    assert "S2.1" in a and "S5.1" in a, a


def test_a_part_looked_for_is_asked_where_it_is():
    from drawqa.plain_question import plain_question
    assert plain_question("Find the door schedule") == "where is the door schedule?"
    assert plain_question("I'm looking for the roof plan") == "where is the roof plan?"
    assert plain_question("Could you look up the window schedule for me?") == "where is the window schedule?"
    assert plain_question("Could you look up the rated capacity of the fire pump?") == \
        "what is the rated capacity of the fire pump?"


def test_a_sheet_titled_by_the_part_needs_no_block_to_name_it(drawn_sets):
    a = ask_index(drawn_sets["museum-addition.pdf"], "Which sheet is the roof framing plan?").answer
    assert a.startswith("S2.0 — ROOF FRAMING PLAN"), a
    assert "KEYNOTES" not in a, a


def test_whether_the_set_holds_a_part_is_answered_with_its_sheet(drawn_sets):
    a = ask_index(drawn_sets["structural.pdf"], "Is there a lintel schedule in this set?").answer
    assert a.startswith("Yes: S2.1"), a
    a = ask_index(drawn_sets["plumbing.pdf"], "Does the set include a riser diagram?").answer
    assert a.startswith("Yes: P-201"), a
    # a part no title names is not said to be absent: the set may show it untitled
    a = ask_index(drawn_sets["plumbing.pdf"], "Is there a fire alarm plan in this set?").answer
    assert a.startswith(ABSTAINED), a
