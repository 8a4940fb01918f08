"""Rules from the eighteenth blind round, each from how drawings are made, on generated sheets
and the real sets (../shared/eval: the fixtures skip when it is absent).

- An abbreviation list or finish legend (`RF  RUBBER FLOORING`, `VCT  VINYL COMPOSITION TILE`)
  says what each short form stands for, one entry at a time; as a block it states nothing, so
  it answers no question about a product, a value or a requirement.
- A later clause that names nothing of its own, only a measure or a sort (`What kind and how
  far apart?`, `How big is it?`), asks about the thing the first clause names.
"""
from __future__ import annotations

from drawqa.expect import split_parts

from asking import ask_index, draw_grid, draw_text, drawn_index

ABSTAINED = "no evidence found"

LEGEND = [("ACT", "ACOUSTICAL CEILING (TILE)"), ("CPT", "CARPET"), ("EP", "EPOXY PAINT"),
          ("LVT", "LUXURY VINYL TILE"), ("RB", "RESILIENT BASE"), ("RF", "RUBBER FLOORING"),
          ("SV", "SHEET VINYL"), ("VCT", "VINYL COMPOSITION TILE")]


def _draw_finish_legend(page) -> None:
    draw_text(page, 820, 60, "FINISH LEGEND & ABBREVIATIONS", 11)
    draw_text(page, 870, 84, "FLOOR FINISH", 8)
    draw_text(page, 870, 93.6, "TRANSITION", 8)
    for i, (short, meaning) in enumerate(LEGEND):      # rows set solid: one block, as a legend is
        y = 110 + 9.6 * i
        draw_text(page, 820, y, short, 8)
        draw_text(page, 870, y, meaning, 8)
    draw_text(page, 60, 60, "GENERAL NOTES", 11)
    draw_text(page, 60, 76, "1. PROVIDE CLEAR SILICONE SEALANT AT THE BASE OF ALL DOOR FRAMES.", 8)
    draw_text(page, 60, 88, "2. LOCATE CHANGES IN FLOOR FINISH UNDER THE CENTERLINE OF THE CLOSED DOOR.", 8)
    # The material schedule names a product for each code it uses (none for SV): a legend's
    # entries are not those products.
    draw_text(page, 60, 300, "MATERIAL SCHEDULE", 11)
    draw_grid(page, 60, 310, [60, 150, 110, 140], [
        ("CODE", "MATERIAL/PRODUCT", "MANUFACTURER", "COLOR"),
        ("CPT-1", "BROADLOOM CARPET", "J+J INVISION", "1408 HIGH ROLLER"),
        ("EP-1", "EPOXY PAINT", "SHERWIN WILLIAMS", "SW 7006 EXTRA WHITE"),
        ("LVT-1", "LUXURY VINYL TILE", "MANNINGTON", "SPRING OAK 12110"),
        ("RB-1", "RUBBER WALL BASE", "VPI FLOORING", "97 FAWN"),
        ("VCT-1", "VINYL COMPOSITION TILE", "ARMSTRONG", "FORTRESS WHITE 51839")])
    draw_text(page, 300, 700, "FIRST FLOOR FINISH PLAN", 12)
    draw_text(page, 300, 714, "SCALE: 1/8\" = 1'-0\"", 8)
    draw_text(page, 1100, 760, "A-101", 20)


def test_an_abbreviation_list_answers_no_product_question(tmp_path_factory):
    idx = drawn_index(tmp_path_factory, "finish_legend", _draw_finish_legend)
    a = ask_index(idx, "What rubber flooring product is used where RF is shown?")
    assert a.answer.startswith(ABSTAINED), a.answer
    a = ask_index(idx, "What does LVT stand for?")      # its entry still says what it stands for
    assert "LUXURY VINYL TILE" in a.answer, a.answer
    a = ask_index(idx, "What luxury vinyl tile (LVT) product is called for?")   # the schedule names it
    assert "MANNINGTON" in a.answer, a.answer


def test_a_finish_legend_names_no_rubber_flooring_product(va_index):
    a = ask_index(va_index, "Which rubber flooring (RF) product is specified?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_clause_naming_nothing_of_its_own_is_about_the_first_clauses_thing():
    parts = [p.text for p in split_parts("Is a hold-down required at the corner post? How far apart?")]
    assert len(parts) == 2 and "hold-down" in parts[1], parts
    parts = [p.text for p in split_parts("Is the carport enclosed? How big is it?")]
    assert "carport" in parts[1], parts
    parts = [p.text for p in split_parts("What is the title of sheet A3 and when was it plotted?")]
    assert parts[1] == "when was it plotted", parts        # a clause with its own verb stays as it is


def test_a_bare_spacing_clause_is_not_answered_from_another_things_spacing(sonoma_index):
    a = ask_index(sonoma_index, "Does the ridge beam detail call for a strap? What kind and how far apart?")
    assert '16"' not in a.answer, a.answer
