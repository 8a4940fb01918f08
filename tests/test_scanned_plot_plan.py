"""The Austin shed plot plan, a ~100 dpi scan read by Tesseract: what its drawing says in ways
plans are drawn -- a two-line leader callout (`10in DIAMETER HERITAGE TREE - TX ASH` over `20ft
CRITICAL ROOT ZONE`) is one statement, a structure named in its grey-filled box is sized by the
lengths written along its sides, and a property line's length keeps the marks the scan thinned.

Skipped when ../shared/eval/more is absent (the fixture says so).
"""
from __future__ import annotations

from asking import ask_index as _ask


def test_a_two_line_callout_answers_both_parts(austin_shed_index):
    a = _ask(austin_shed_index, "What tree on the lot is protected, and how large is its critical root zone?")
    assert "ASH" in a.answer and "20ft CRITICAL ROOT ZONE" in a.answer and not a.missing_parts, a.answer


def test_the_shed_in_its_tinted_box_is_sized_by_its_sides(austin_shed_index):
    a = _ask(austin_shed_index, "How big is the proposed shed, and how many stories?")
    assert "20ft x 10ft" in a.answer and "1 STORY" in a.answer, a.answer


def test_the_rear_line_keeps_its_marks_and_the_lot_area_is_not_given(austin_shed_index):
    a = _ask(austin_shed_index, "How long is the rear property line, and what is the lot area?")
    assert "66'-3\"" in a.answer and a.missing_parts == ["what is the lot area"], (a.answer, a.missing_parts)
