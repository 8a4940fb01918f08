"""Code tables keyed by occupancy group, on the real UCCS code summary (../shared/eval/more;
the fixture skips when it is absent).

Sibling code tables share their column headers (OCCUPANCY, SPRINKLERED, MAX. DISTANCE): only
the title says which limit a table gives, and a row may list several groups that share it
(`A-3, S-1`). A note named by its number is that note's text, never a code-analysis line.
"""
from __future__ import annotations

from drawqa import store
from drawqa.expect import asked_types
from drawqa.question import parse
from handlers._domain import chunk_facts, page_chunks
from handlers.base import Context

from asking import ask_index, draw_grid, draw_text, drawn_index

ABSTAINED = "no evidence found"


def test_a_row_listing_two_groups_answers_for_both_from_the_titled_table(uccs_g_index):
    a = ask_index(uccs_g_index, "What is the maximum exit access travel distance for the A-3 and S-1 occupancies?")
    assert "250" in a.answer and "DEAD ENDS" not in a.answer, a.answer


def test_a_shared_header_word_does_not_make_another_table_about_the_question(uccs_g_index):
    # DEAD ENDS has a MAX. DISTANCE column too; its title is not about travel distance.
    a = ask_index(uccs_g_index, "How far is the exit access travel distance limit for A-3?")
    assert "20' - 0\"" not in a.answer, a.answer


def test_a_numbered_note_is_not_read_from_the_code_analysis(uccs_g_index):
    a = ask_index(uccs_g_index, "What does plumbing note 2 say about substituting urinals in assembly occupancies?")
    assert a.handler != "code"
    assert a.answer.startswith(ABSTAINED) or "67%" in a.answer, a.answer


def test_a_design_load_asks_for_a_pressure_not_any_figure():
    assert asked_types("What design live load is the ground floor slab designed for?") == ["pressure"]
    assert "number" in asked_types("What occupant load was calculated for the North Building?")


def test_a_load_not_on_the_sheet_is_no_answer(gwynne_index):
    a = ask_index(gwynne_index, "What design live load is the ground floor slab designed for?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_lines_under_a_caption_that_label_figures_on_their_rows_are_not_its_value(uccs_g_index):
    # `MINIMUM REQUIRED EGRESS WIDTH :` over `STAIRWAYS  0.3` / `OTHER EGRESS COMPONENTS  0.2`
    gen = store.load(uccs_g_index)
    ctx = Context(gen=gen, question=parse("egress width"), hits=[])
    facts = [f for s in ctx.sheets for c in page_chunks(ctx, s.file, s.page)
             if "EXIT CAPACITY" in c.text for f in chunk_facts(c)]
    said = {f.label: f.value for f in facts}
    assert said.get("STAIRWAYS") == "0.3" and said.get("OTHER EGRESS COMPONENTS") == "0.2", said
    assert "STAIRWAYS" not in said.get("MINIMUM REQUIRED EGRESS WIDTH", ""), said


def _dead_ends_only(page) -> None:
    """A code summary whose travel-distance table's title is lost (OCR misread it on an outlined
    copy): the DEAD ENDS table, with the same OCCUPANCY and MAX. DISTANCE columns, is left."""
    draw_text(page, 60, 30, "OCCUPANCY CLASSIFICATION: A-3 ASSEMBLY, B BUSINESS, S-1 STORAGE", 9)
    draw_text(page, 60, 60, "DEAD ENDS (IBC 1020.4)", 10)
    draw_grid(page, 60, 70, [120, 110, 120], [("OCCUPANCY", "SPRINKLERED", "MAX. DISTANCE"),
                                            ("A-3", "YES", "20'-0\""), ("B, S-1", "YES", "50'-0\"")])
    draw_text(page, 1000, 760, "G2.1.1", 20)


def test_a_qualified_quantity_is_not_read_from_a_table_that_never_says_the_qualifier(tmp_path_factory):
    """`exit access travel distance`: a DEAD ENDS table's MAX. DISTANCE column is a distance,
    but not the travel one; the word said before the column's word must be the table's too."""
    idx = drawn_index(tmp_path_factory, "dead_ends_only", _dead_ends_only)
    a = ask_index(idx, "What is the maximum exit access travel distance for the A-3 and S-1 occupancies?")
    assert a.answer.startswith(ABSTAINED), a.answer
    a = ask_index(idx, "What is the maximum dead end distance for A-3?")
    assert "20'-0\"" in a.answer, a.answer
