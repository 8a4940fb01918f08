"""Notes under a notes heading whose numbers are missing (OCR lost them, or the sheet never
drew them), and what a thing is made of.

* Each line of such a block still stands under the block's heading (`ROOF NOTES`): a note there
  about `TRUSSES` is about the roof's trusses, though the line above it is another note's end.
* A material or a way of making (`PREFABRICATED WOOD TRUSSES`) says what a thing is made of,
  not which of its kind it is: it does not name another thing in place of the asked `roof
  trusses`. A material asked (`steel lintels`) is gainsaid by another (`WOOD LINTELS`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, draw_text, drawn_index
from drawqa.contract import names_other_modifier

ABSTAINED = "no evidence found"


@pytest.fixture(scope="module")
def roof_notes(tmp_path_factory) -> Path:
    return drawn_index(tmp_path_factory, "unnumbered_notes", _draw_roof_notes)


def _draw_roof_notes(page) -> None:
    draw_text(page, 700, 60, "ROOF NOTES", 11)
    lines = ["ROOF: CLASS A ASPHALT SHINGLES OVER SYNTHETIC UNDERLAYMENT ON 7/16\" OSB SHEATHING.",
             "ROOF SLOPE 6:12 TYPICAL UNLESS NOTED.",
             "5\" K-STYLE ALUMINUM GUTTERS WITH 3\" x 4\" DOWNSPOUTS; CONNECT TO",
             "STORMWATER PLANTER.",
             "PREFABRICATED WOOD TRUSSES AT 24\" O.C.; TRUSS CALCULATIONS ARE A DEFERRED SUBMITTAL.",
             "PROVIDE ICE BARRIER UNDERLAYMENT AT ALL VALLEYS, 36\" WIDE."]
    for i, line in enumerate(lines, 1):
        draw_text(page, 720, 60 + 28 * i, line, 8)
    draw_text(page, 100, 700, "ROOF PLAN", 14)
    draw_text(page, 100, 716, "SCALE: 1/4\" = 1'-0\"", 8)
    draw_text(page, 1100, 760, "A5.0", 20)


def test_a_note_without_its_number_stands_under_the_block_heading(roof_notes):
    a = ask_index(roof_notes, "What spacing are the roof trusses?")
    assert '24" O.C.' in a.answer, a.answer


def test_the_block_heading_does_not_answer_what_its_notes_do_not_say(roof_notes):
    a = ask_index(roof_notes, "What spacing are the floor joists?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_material_is_no_other_thing_unless_a_material_is_asked():
    assert not names_other_modifier("What spacing are the roof trusses?", "PREFABRICATED WOOD TRUSSES AT 24\" O.C.")
    assert names_other_modifier("What size are the steel lintels?", "WOOD LINTELS 4X8")
    assert names_other_modifier("How big is the foundation access?", 'PROVIDE ATTIC ACCESS 22" X 30"')
