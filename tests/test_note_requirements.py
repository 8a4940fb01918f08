"""Requirements inside numbered general notes, asked in other words, on a sheet drawn here.

Notes state a requirement with the verb of the action (`... SHALL BE SUBMITTED ...`, `INSTALL
...`): a question asking where, when or to whom something must be done is answered by the note
that does it, and not by another note about the same thing. A question offering two words to
choose between (`nominal or actual`, `from the slab or from finish floor`) is answered by the note that says one of them of the thing
asked (near its words, not in another entry of a list); a note saying neither is no answer, a
note saying where each holds answers whole, and notes choosing differently answer nothing. A
fire rating is a time (`1-HOUR`) or none (`NON-RATED`), a limit a bound and figure said of the
thing limited (`FLAME SPREAD INDEX NOT MORE THAN 75`); a note without them does not give them.
The rules are about how notes are written, not about these notes' words.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"

NOTES = ["ALL PIPE SIZES INDICATED ARE NOMINAL DIAMETERS.",
         "TEST AND BALANCE REPORT SHALL BE SUBMITTED BY THE CONTRACTOR TO THE OWNER'S REPRESENTATIVE PRIOR TO "
         "SUBSTANTIAL COMPLETION.",
         "TEST AND BALANCE CONTRACTOR SHALL BE CERTIFIED BY AABC OR NEBB.",
         "INSTALL ALL WALL DEVICES IN 8 IN X 16 IN MASONRY UNITS AT THE CENTER OF THE BLOCK FACE.",
         "FIRE DAMPERS IN RATED WALLS SHALL BE INSPECTED BY THE OWNER'S AGENT ANNUALLY.",
         "FLEXIBLE CONDUIT SHALL NOT BE USED IN RETURN OR EXHAUST AIR PLENUMS.",
         "ALL PENETRATIONS SHALL BE SEALED WITH A FIRE RATING EQUAL TO THE BARRIER PENETRATED. CORRIDOR WALLS "
         "SHALL BE CONSIDERED 1-HOUR FIRE RATED CONSTRUCTION U.N.O.",
         "PIPE INSULATION IN PLENUMS SHALL HAVE A FIRE RATING ACCEPTABLE TO THE AUTHORITY HAVING JURISDICTION.",
         "A WET PIPE SPRINKLER SYSTEM SHALL BE INSTALLED IN HEATED AREAS. A DRY PIPE SYSTEM SHALL BE INSTALLED "
         "IN UNHEATED AREAS.",
         "PROVIDE AN AIR VENT AT THE HIGH POINT OF EACH WET PIPE SPRINKLER SYSTEM.",
         "STAIR DOORS SHALL BE INSULATED HOLLOW METAL.",
         "CORRIDOR DOORS SHALL BE UNINSULATED HOLLOW METAL.",
         "FINISH ABBREVIATIONS: CPT CARPET RF RUBBER FLOORING AT TOILET ROOMS AND JANITOR CLOSETS WB WALL BASE "
         "VCT VINYL COMPOSITION TILE",
         "INTERIOR FINISHES IN EXIT CORRIDORS SHALL HAVE A FLAME SPREAD INDEX NOT MORE THAN 75.",
         "PROVIDE MAXIMUM 57mm DEEP METAL DECK FIXED TO MANUFACTURER'S DETAILS.",
         "CEILING HEIGHTS ARE MEASURED FROM FINISH FLOOR."]


@pytest.fixture(scope="module")
def notes_index(tmp_path_factory) -> Path:
    import pymupdf

    d = tmp_path_factory.mktemp("note_requirements")
    pdf = d / "notes.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=1224, height=792)
    draw_text(page, 100, 40, "MECHANICAL GENERAL NOTES", 12)
    for n, note in enumerate(NOTES, 1):
        draw_text(page, 100, 40 + 22 * n, f"{n}. {note}")
    draw_text(page, 100, 600, "LEVEL 1 MECHANICAL PLAN", 14)
    draw_text(page, 1100, 760, "M-001", 20)
    doc.save(pdf)
    return index_pdf(pdf, d / "idx")


@pytest.mark.parametrize("question, said", [
    ("When and to whom does the test and balance report have to be submitted?", "OWNER'S REPRESENTATIVE"),
    ("Where in an 8x16 masonry unit should wall devices be installed?", "CENTER OF THE BLOCK FACE"),
    ("Are the pipe sizes on the drawings nominal or actual diameters?", "NOMINAL DIAMETERS"),
    # the preposition repeated after `or` is not the alternative: slab or finish
    ("Are the ceiling heights measured from the slab or from finish floor?", "FROM FINISH FLOOR"),
    ("What fire rating are the corridor walls assumed to have?", "1-HOUR"),
    ("What flame spread limit applies to finishes in exit corridors?", "NOT MORE THAN 75"),
])
def test_a_requirement_asked_in_other_words_is_its_note(notes_index, question, said):
    a = ask_index(notes_index, question)
    assert said in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "Where in rated walls should fire dampers be provided?",    # a note inspects them: another action
    "When must the test and balance contractor be certified?",   # the note says by whom, not when
    "Are the pipe sizes inside or outside diameters?",      # the note says neither
    "What fire rating must pipe insulation in plenums have?",   # the note gives no time
    "Is the wall base rubber or wood?",     # RUBBER is another entry's, far from WALL BASE
])
def test_a_note_about_the_thing_but_not_the_asked_requirement_is_no_answer(notes_index, question):
    a = ask_index(notes_index, question)
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_note_saying_where_each_alternative_holds_answers_not_a_half_of_it(notes_index):
    a = ask_index(notes_index, "Is the sprinkler system wet pipe or dry pipe?")
    assert "WET PIPE" in a.answer and "DRY PIPE" in a.answer, a.answer


def test_notes_choosing_differently_answer_nothing(notes_index):
    a = ask_index(notes_index, "Are the hollow metal doors insulated or uninsulated?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_limit_of_another_thing_leaves_the_part_asking_for_one_open(notes_index):
    deck = NOTES.index(next(n for n in NOTES if "METAL DECK" in n)) + 1
    a = ask_index(notes_index, f"What does note {deck} require, and what deflection limit applies?")
    assert "57mm" in a.answer and "deflection limit applies: not found" in a.answer, a.answer


def test_either_of_two_things_is_not_a_choice_between_them(notes_index):
    a = ask_index(notes_index, "Can flexible conduit be used in return or exhaust air plenums?")
    assert "SHALL NOT BE USED" in a.answer, a.answer


def test_two_things_each_with_its_article_are_a_choice_whatever_verb_asks():
    from drawqa.expect import choice_words
    assert choice_words("Does the house have a garage or a carport?") == ("garage", "carport")
    assert choice_words("Are heights measured from the slab or from finish floor?") == ("slab", "finish")
    assert choice_words("Can flexible conduit be used in return or exhaust air plenums?") is None
    assert choice_words("Do the stairs need a handrail or guard?") is None     # whether, of either
