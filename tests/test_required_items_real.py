"""What real sets say must be shown or done, read the way drawings and permit checklists state it:

* a permit checklist (Austin, text layer): a heading naming the drawing over one item a line; a
  question may name the items first (`must fences be shown on ...`), name the list (`does the
  checklist require ...`), or name no drawing at all (`what does the checklist say about ...`);
* utility meters on a plot plan (Austin shed, OCR): each labelled by its utility (`GAS METER`);
* an imperative note in an elevation view (Kirkland, OCR): `NOTE CLEAR OPENING SIZE FOR ALL
  EGRESS WINDOWS`, the verb first.

Skipped when ../shared/eval or ../shared/eval/more is absent (the fixtures say so).
"""
from __future__ import annotations

from asking import ask_index as _ask

ABSTAINED = "no evidence found"


def test_checklist_items_named_before_the_drawing(austin_shed_index):
    a = _ask(austin_shed_index, "Must easements and fences be shown on a shed plot plan?")
    assert a.answer.startswith("Yes") and "Easements" in a.answer and "Fences" in a.answer, a.answer
    assert a.handler == "checklist" and a.citations[0].page == 3
    a = _ask(austin_shed_index, "Do a swimming pool and fences have to be shown on a shed plot plan?")
    assert not a.answer.startswith("Yes"), a.answer      # a pool is not on the list


def test_checklist_named_as_the_source(austin_remodel_index):
    a = _ask(austin_remodel_index, "Does the city's checklist require window sill height on the floor plan?")
    assert a.answer.startswith("Yes") and "Window sill height" in a.answer, a.answer
    a = _ask(austin_remodel_index, "Does the checklist require a roof framing layout on the floor plan?")
    assert not a.answer.startswith("Yes"), a.answer


def test_checklist_item_asked_without_a_drawing(austin_shed_index):
    a = _ask(austin_shed_index, "What does the checklist say about trees?")
    assert a.handler == "checklist" and "19 inches" in a.answer and "Fences" not in a.answer, a.answer


def test_a_drawing_question_is_not_answered_from_the_checklist(austin_shed_index):
    a = _ask(austin_shed_index, "Which trees are shown on the plot plan?")
    assert a.handler != "checklist", a.answer     # what is drawn, not what must be


def test_utility_meters_are_the_meter_labels(austin_shed_index):
    a = _ask(austin_shed_index, "What meters are shown on the plot plan?")
    assert a.handler == "site_utility", (a.handler, a.answer)
    assert "GAS METER" in a.answer and "WATER METER" in a.answer, a.answer
    assert all(c.page == 2 for c in a.citations)


def test_an_imperative_note_in_the_named_views(kirkland_index):
    a = _ask(kirkland_index, "What do the elevations say must be noted for all egress windows?")
    assert "CLEAR OPENING" in a.answer and a.handler == "statement", (a.handler, a.answer)
    assert a.citations[0].page == 5
    a = _ask(kirkland_index, "What do the elevations say must be provided for all egress windows?")
    assert "CLEAR OPENING" not in a.answer, a.answer     # the note says NOTE, not PROVIDE
