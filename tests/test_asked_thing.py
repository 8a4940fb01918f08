"""An answer is about the thing asked, and a part is said to be missing only when it is.

Two rules of the answer contract, from how drawings name things and write values:

- A note names its thing with its own modifier (`PROVIDE ATTIC ACCESS 22" X 30" MIN.`). A
  question about the foundation access is not answered by it, even when the notes stand under a
  `FOUNDATION PLAN NOTES` heading: a heading gives a note context, never a modifier its own noun
  contradicts. A part of a two-part question whose own answer is about another thing is not found.
- A value is typed by what can answer the question: `how long` is answered by a time (`2-HOUR
  OCCUPANT OVERRIDE`) as well as a length, and a structural drawing writes a depth in millimetres
  as a figure marked D (`REFER PLAN x 750D`). A correct answer is never labelled `not found`.

Generated sheets check the first rule; the real UCCS mechanical and Gwynne St footing sheets
(../shared/eval/more, skipped when absent) check the second.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from drawqa.contract import names_other_modifier
from drawqa.expect import asked_types, find_value

from asking import ask_index, foundation_notes_index

ABSTAINED = "no evidence found"
ATTIC = 'PROVIDE ATTIC ACCESS 22" X 30" MIN. IN THE HALL CEILING.'


def _index(tmp_path_factory, name: str, notes: list[str]) -> Path:
    """A foundation plan whose notes stand under a heading that names the foundation."""
    return foundation_notes_index(tmp_path_factory, name, notes, heading="FOUNDATION PLAN NOTES")


@pytest.fixture(scope="module")
def both_accesses(tmp_path_factory) -> Path:
    # the attic note is the shorter one, so it wins any tie on the words the heading lends
    return _index(tmp_path_factory, "both_accesses", [
        "ALL FOOTINGS BEAR ON UNDISTURBED NATIVE SOIL.",
        ATTIC,
        'PROVIDE FOUNDATION ACCESS 18" X 24" MIN. THROUGH THE STEM WALL AT THE REAR OF THE HOUSE.',
        'PROVIDE CRAWL SPACE VENT AT 24" MIN. FROM EACH CORNER.',
    ])


@pytest.fixture(scope="module")
def attic_access_only(tmp_path_factory) -> Path:
    return _index(tmp_path_factory, "attic_access_only", [
        "ALL FOOTINGS BEAR ON UNDISTURBED NATIVE SOIL.",
        ATTIC,
        'PROVIDE CRAWL SPACE VENT AT 24" MIN. FROM EACH CORNER.',
    ])


def test_the_note_with_the_asked_modifier_answers(both_accesses):
    a = ask_index(both_accesses, "How big must the foundation access be?")
    assert '18" X 24"' in a.answer and "ATTIC" not in a.answer, a.answer
    a = ask_index(both_accesses, "How big must the attic access be?")
    assert '22" X 30"' in a.answer, a.answer


def test_a_heading_does_not_lend_a_modifier_the_note_contradicts(attic_access_only):
    a = ask_index(attic_access_only, "How big must the foundation access be?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_part_answered_about_another_thing_is_not_found(attic_access_only):
    a = ask_index(attic_access_only, "How big must the foundation access and the attic access be?")
    assert '22" X 30"' in a.answer, a.answer
    assert "foundation access: not found" in a.answer, a.answer
    assert a.missing_parts == ["How big must the foundation access be"]


@pytest.mark.parametrize("question, text, other", [
    ("How big must the foundation access be?", ATTIC, True),
    ("How big must the foundation access be?", 'PROVIDE FOUNDATION ACCESS 18" X 24" MIN.', False),
    ("What is the roof live load?", "DEAD LOAD 15 PSF", True),
    ("What is the roof live load?", "LIVE LOAD 20 PSF", False),              # no other modifier named
    # a choice offered, or a kind asked, is the answer's modifier to give
    ("Are the duct sizes inside or outside dimensions?", "ALL DUCTWORK SIZES ARE INSIDE CLEAR DIMENSIONS", False),
    ("What kind of branch taps are required?", "PROVIDE CONICAL TAPS FOR ROUND DUCTS", False),
    # grading and instruction words say nothing of which thing
    ("How big must the foundation access be?", 'FOUNDATION: INSTALL ACCESS 18" X 24"', False),
])
def test_another_modifier_for_the_asked_noun(question, text, other):
    assert names_other_modifier(question, text) is other


def test_how_long_asks_a_length_or_a_time():
    assert asked_types("how long is the ramp") == ["dimension", "duration"]
    # a thing that lasts a time (an override, a warranty) is asked its time
    assert asked_types("how long is the occupant override") == ["duration"]
    assert asked_types("How long is the manufacturer's roof warranty?") == ["duration"]
    assert asked_types("how long must the batteries last") == ["duration"]
    assert find_value("duration", "7-DAY CLOCK, 2-HOUR OCCUPANT OVERRIDE") == "7-DAY"


def test_a_depth_in_millimetres_marked_d_is_a_dimension():
    assert find_value("dimension", "SIZE: REFER PLAN x 750D") == "750D"
    assert find_value("dimension", "(2) 16D NAILS AT EACH END") is None     # a nail's penny size


# --------------------------------------------------------------------------- real sheets

def test_an_override_time_answers_how_long(uccs_m_index):
    a = ask_index(uccs_m_index, "What deadband do the thermostatic controls have, and how long is the occupant override?")
    assert "5 F DEADBAND" in a.answer and "2-HOUR OCCUPANT OVERRIDE" in a.answer, a.answer
    assert "not found" not in a.answer and a.missing_parts == [], a.answer


def test_a_footing_depth_marked_d_answers_how_deep(gwynne_index):
    a = ask_index(gwynne_index, "How deep is raft footing RF1 and what concrete strength?")
    assert "750D" in a.answer and "32" in a.answer, a.answer
    assert "not found" not in a.answer and a.missing_parts == [], a.answer
