"""Things a drawing defines once and a reviewer asks by name, on real sets (sample_pdfs and
../shared/eval/more; the fixtures skip when a PDF is absent):

* a keyed list entry (`HW-4: PRIVACY LOCKSET, 3 HINGES, WALL STOP.`) asked `what's in HW-4`;
* an assembly defined by its parts (`ZONE CONTROL ASSEMBLY CONSISTING OF ...`), and an assembly
  the set never defines, which another assembly's list must not answer;
* a level marker on an elevation (`RIDGE` over `25'-10"`), measured from the datum `0'-0"`.
"""
from __future__ import annotations

from handlers.abbreviation import asked_form
from handlers.level import accepts as asks_level
from drawqa.question import parse

from asking import ask_index

ABSTAINED = "no evidence found"


def test_a_keyed_entry_is_asked_by_its_tag():
    assert asked_form("What's in hardware set HW-4?") == "HW-4"
    assert asked_form("What does HW-2 include?") == "HW-2"
    assert asked_form("What's in the kitchen?") is None


def test_a_hardware_set_is_read_from_its_keyed_list(sample_index):
    a = ask_index(sample_index, "What's in hardware set HW-4?")
    assert "PRIVACY LOCKSET" in a.answer and "PASSAGE" not in a.answer, a.answer


def test_a_tag_the_list_does_not_define_is_no_answer(sample_index):
    a = ask_index(sample_index, "What is in hardware set HW-9?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_an_assembly_is_read_from_its_definition(uccs_fp_index):
    a = ask_index(uccs_fp_index, "What components make up a zone control assembly according to the legend?")
    low = a.answer.lower()
    assert all(p in low for p in ("check valve", "butterfly valve", "pressure relief valve")), a.answer


def test_an_undefined_assembly_is_not_answered_by_another_ones_parts(uccs_fp_index):
    a = ask_index(uccs_fp_index, "What does the backflow preventer assembly consist of?")
    assert "BUTTERFLY" not in a.answer.upper(), a.answer


def test_level_questions_are_recognised():
    assert asks_level(parse("How high is the ridge above the first floor on the elevations?"))
    assert not asks_level(parse("How high is the guard at the deck?  Give the code section."))


def test_a_level_read_from_its_marker(sample_index):
    a = ask_index(sample_index, "How high is the ridge above the first floor on the elevations?")
    assert "25'-10\"" in a.answer, a.answer


def test_a_height_above_a_level_other_than_the_datum_is_not_printed(sample_index):
    a = ask_index(sample_index, "How high is the ridge above the second floor?")
    assert "25'-10\"" not in a.answer, a.answer
