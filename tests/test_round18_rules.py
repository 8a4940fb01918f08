"""Rules from the eighteenth blind round, each from how drawings are made, on the real sets
(../shared/eval and ../shared/eval/more: the fixtures skip when they are absent) and on
generated sheets and units laid out by hand.

- A column of leader callouts beside a site plan (`AC PAD`, then `ROOF OVERHANG` some lines
  down) is a list of peers: a bare label stands under a heading only right below it.
- A question that gives a story count itself (`in a building under four stories`) sets a
  condition on a code limit; it does not ask how many stories the building has.
- `..., and which IBC section?`: a part naming only the kind of reference it wants has no
  subject of its own; when the part before it is not found, neither is it.
- `do I need to show ...?` asks what a drawing must show (a checklist's or a note's word), which
  the thing as drawn (`1 STORY SHED`) does not say.
- A note named by its number is read from its numbered list, not from a topic handler's
  reading of the whole set (sprinklers).
- An abbreviation list that prints one short form with several meanings gives it all of them:
  the answer names each and chooses none.
- A note coins a short form in brackets after its words (`OPEN END DUCTWORK (OED)`).
- General notes define their words in one grammar (`THE TERM "REMOVE" SHALL MEAN ...`).
- A note that sends its subject's details to other drawings (`REFER CIVIL DRAWINGS FOR
  DETAILS`) says where they are: the set is not refused for drawing no such detail itself.
- An abbreviation list or finish legend (`RF  RUBBER FLOORING`, `VCT  VINYL COMPOSITION TILE`)
  says what each short form stands for, one entry at a time; as a block it states nothing, so
  it answers no question about a product, a value or a requirement.
- A later clause that names nothing of its own, only a measure or a sort (`What kind and how
  far apart?`, `How big is it?`), asks about the thing the first clause names.
"""
from __future__ import annotations

from drawqa.answer import _with_dependents
from drawqa.contract import acceptable, asks_what_must_be_shown, names_the_code_asked, parts_the_thing
from drawqa.expect import split_parts
from drawqa.models import Answer, Citation
from drawqa.question import parse
from handlers import abbreviation, code, defined_term, sprinkler
from handlers._domain import heading_above

from asking import ask_index, draw_grid, draw_text, drawn_index

ABSTAINED = "no evidence found"


# --------------------------------------------------------------------------- leader callouts

def test_a_bare_label_lines_below_another_is_its_peer_not_under_it():
    callouts = [("AC PAD", (515, 195, 555, 204)), ("ROOF OVERHANG", (515, 233, 578, 242)),
                ("GAS METER", (515, 313, 580, 322))]
    assert heading_above(callouts, 1) == ""
    assert heading_above(callouts, 2) == ""
    # a heading right over its label still heads it ...
    titled = [("SITE UTILITIES", (515, 183, 600, 192)), ("GAS METER", (515, 194, 580, 203))]
    assert heading_above(titled, 1) == "SITE UTILITIES"
    # ... and a heading over a block of notes heads every note, however far down
    notes = [("GENERAL NOTES", (40, 40, 140, 49)), ("1. PROVIDE BLOCKING AT ALL GRAB BARS.", (40, 52, 300, 61)),
             ("9. PATCH AND PAINT ALL WALLS DAMAGED BY THE WORK.", (40, 300, 320, 309))]
    assert heading_above(notes, 2) == "GENERAL NOTES"


def test_a_callout_is_not_answered_by_the_callout_below_it(austin_shed_index):
    a = ask_index(austin_shed_index, "wheres the AC pad?")
    assert "ROOF OVERHANG" not in a.answer.upper(), a.answer


# --------------------------------------------------------------------------- stated story count

def test_a_story_count_the_question_states_is_a_condition_not_the_question():
    asked = lambda text: [a.key for a in code._asked(parse(text))]
    assert "stories" not in asked("What rating do shaft enclosures need in a building of four stories or more?")
    assert "stories" not in asked("exit enclosure rating for a two-story building?")
    assert "stories" in asked("How many stories is the building?")
    assert "stories" in asked("Number of stories and construction type?")


def test_a_code_limit_for_a_story_count_is_not_answered_with_the_buildings_stories(uccs_g_index):
    a = ask_index(uccs_g_index, "What rating do shaft enclosures need in a building of four stories or more?")
    assert not a.answer.startswith("Stories"), a.answer


# --------------------------------------------------------------------------- elliptical parts

def test_a_part_naming_only_a_reference_kind_depends_on_the_part_before():
    parts = ["What rating do exit enclosures need", "which IBC section?"]
    assert _with_dependents(parts, [parts[0]]) == parts
    assert _with_dependents(parts, []) == []
    parts = ["What rating do exit enclosures need", "what table?"]
    assert _with_dependents(parts, [parts[0]]) == parts
    own = ["What rating do exit enclosures need", "which IBC section covers shafts?"]
    assert _with_dependents(own, [own[0]]) == [own[0]]


def test_a_section_part_is_not_answered_alone_from_another_heading(uccs_g_index):
    a = ask_index(uccs_g_index, "what rating do exit enclosures need in a building under 4 stories, and which IBC section?")
    assert "509" not in a.answer, a.answer


# --------------------------------------------------------------------------- what must be shown

def _cited(text: str) -> Answer:
    return Answer(question="", answer=text, confidence=0.9, handler="t",
                  citations=[Citation(file="x.pdf", sheet_id="A1", sheet_title="", page=1, section="notes",
                                             bbox=[0, 0, 10, 10], text=text)])


def test_a_question_about_what_must_be_shown_wants_a_requirement():
    assert asks_what_must_be_shown("shed plot plan: do I need to show how many stories it has?")
    assert asks_what_must_be_shown("Does a shed plot plan have to show easements?")
    assert asks_what_must_be_shown("do fences have to be shown on a plot plan?")
    assert not asks_what_must_be_shown("does the plot plan show a fence?")     # about the drawing
    q = "do I need to show how many stories the shed has?"
    assert not acceptable(q, _cited("Stories: 1 STORY"))
    assert acceptable(q, _cited("Yes. Shed plot plan requirements: Proposed building with stories"))


def test_a_drawn_value_does_not_say_it_must_be_shown(austin_shed_index):
    a = ask_index(austin_shed_index, "shed plot plan: do I need to show how many stories the building has?")
    assert "1 STORY" not in a.answer.upper(), a.answer


# --------------------------------------------------------------------------- numbered notes

def test_a_numbered_note_is_not_the_sprinkler_handlers():
    assert not sprinkler.accepts(parse("What does general note 6 say about sprinkler piping?"))
    assert not sprinkler.accepts(parse("how is sprinkler piping run?"))
    assert sprinkler.accepts(parse("Are fire sprinklers required?"))


def test_a_sprinkler_note_named_by_number_is_read_from_its_list(uccs_fp_index):
    a = ask_index(uccs_fp_index, "What does FP general note 6 say about running sprinkler piping?")
    assert "STRAIGHT AND TIGHT" in a.answer.upper(), a.answer


# --------------------------------------------------------------------------- abbreviations, terms

def test_a_short_form_printed_with_several_meanings_is_given_them_all(uccs_m_index):
    a = ask_index(uccs_m_index, "What does SA stand for on the mechanical sheet?")
    up = a.answer.upper()
    assert not a.answer.startswith(ABSTAINED), a.answer      # the meanings are the answer, not a reason to refuse
    assert all(m in up for m in ("SUPPLY AIR", "SHOCK ABSORBER", "SOUND ATTENUATOR")), a.answer


def test_a_short_form_coined_in_brackets_is_spelled_by_the_words_before_it(uccs_m_index):
    assert abbreviation._initials_before("PROVIDE OPEN END DUCTWORK".split(), list("OED")) == "OPEN END DUCTWORK"
    assert abbreviation._initials_before("WITH OPEN DUCT".split(), list("OED")) is None
    assert abbreviation.asked_form("what's OED in the mech notes") == "OED"
    a = ask_index(uccs_m_index, "what does OED stand for?")
    assert "OPEN END DUCTWORK" in a.answer.upper(), a.answer


def test_a_word_the_notes_define_is_answered_with_its_definition(uccs_fp_index):
    assert defined_term.accepts(parse("What does the term 'provide' mean?"))
    assert defined_term.accepts(parse('what is meant by "remove"?'))
    assert not defined_term.accepts(parse("What does RL mean?"))
    a = ask_index(uccs_fp_index, "per the FS notes what does the word \"remove\" mean")
    assert "DISCONNECT AND CLEAR" in a.answer.upper() and "FURNISH" not in a.answer.upper(), a.answer
    a = ask_index(uccs_fp_index, "What does the term 'install' mean in the notes?")
    assert a.answer.startswith(ABSTAINED) or "SHALL MEAN" not in a.answer.upper(), a.answer


# --------------------------------------------------------------------------- referrals

def test_details_referred_to_other_drawings_are_answered_by_the_referral(gwynne_index):
    a = ask_index(gwynne_index, "where can I find the spoon drain details?")
    assert "CIVIL" in a.answer.upper(), a.answer


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


# --------------------------------------------------------------------------- after the round: misses

def test_which_code_applies_reads_the_disciplines_caption(sample_index):
    """`Which electrical code applies?`: the verb after the noun phrase is no part of the thing
    asked; the cover's `ELECTRICAL:` line answers, as it does `what is the electrical code?`."""
    a = ask_index(sample_index, "Which electrical code applies?")
    assert "2020 NATIONAL ELECTRICAL CODE" in a.answer, a.answer


def _draw_hardware_sets(page, listed: int, scheduled: int) -> None:
    draw_text(page, 700, 60, "HARDWARE SETS", 11)
    for i in range(listed):
        draw_text(page, 700, 80 + 12 * i, f"HW-{i + 1}: PASSAGE LATCHSET, 3 HINGES, WALL STOP, SET {i + 1}.", 8)
    draw_text(page, 60, 60, "DOOR SCHEDULE", 11)
    draw_grid(page, 60, 70, [50, 60, 60, 60], [("MARK", "WIDTH", "HEIGHT", "HARDWARE")] +
              [(f"{101 + i}", "3'-0\"", "7'-0\"", f"HW-{i % scheduled + 1}") for i in range(8)])
    draw_text(page, 1100, 760, "A6.01", 20)


def test_a_keyed_list_under_its_heading_is_counted_when_whole(tmp_path_factory):
    """HW-1..HW-4 under HARDWARE SETS, numbered from 1 without a gap, is the whole list; when the
    door schedule names HW-5, the list goes on somewhere else and no count is given."""
    whole = drawn_index(tmp_path_factory, "hw_whole", lambda p: _draw_hardware_sets(p, 4, 4))
    a = ask_index(whole, "How many hardware sets are there?")
    assert a.answer.startswith("4 hardware sets") and "HW-4" in a.answer, a.answer
    cut = drawn_index(tmp_path_factory, "hw_cut", lambda p: _draw_hardware_sets(p, 4, 5))
    a = ask_index(cut, "How many hardware sets are there?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_the_sample_sets_hardware_sets_are_counted(sample_index):
    a = ask_index(sample_index, "how many hardware sets are there")
    assert a.answer.startswith("5 hardware sets") and "HW-1 to HW-5" in a.answer, a.answer


def test_a_product_named_by_its_words_is_a_schedule_rows_key(va_index):
    """`who makes the vinyl transition strip and what colour is it?`: the MATERIAL/PRODUCT cell
    said whole names the row as a mark would; `makes` asks its MANUFACTURER, `colour` its COLOR,
    and the colour part is answered, not said missing for its spelling."""
    a = ask_index(va_index, "who makes the vinyl transition strip and what colour is it")
    assert "JOHNSONITE" in a.answer and "63 BURNT UMBER" in a.answer and not a.missing_parts, a.answer


def test_an_abbreviation_list_names_no_maker(va_index):
    """The finish legend's `RB  RESILIENT BASE  ...  RF  RUBBER FLOORING` run names no maker of
    rubber base; no schedule row says RUBBER BASE, so the question is left open."""
    a = ask_index(va_index, "who makes the rubber base?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_a_note_naming_the_product_does_not_say_who_makes_it():
    """A maker asked of a product named by its words is said under a manufacturer's caption or
    column; a note that names the product names no maker. A tag's legend entry needs no caption."""
    note = "PROVIDE CLEAR SILICONE SEALANT AT THE BASE OF DOOR FRAME TO RESILIENT AND CT FLOORING, TYP."
    assert not acceptable("who makes the resilient base?", _cited(note))
    assert acceptable("who makes the resilient base?", _cited("MANUFACTURER: VPI FLOORING"))
    assert acceptable("who makes PT-2?", _cited("PT-2 DALTILE URBAN PUTTY"))


def test_an_occupant_load_asked_beside_a_design_load_keeps_its_bare_figure():
    from drawqa.expect import asked_types
    assert asked_types("What is the occupant load and the floor live load?") == ["pressure", "number"]
    assert asked_types("What is the roof live load?") == ["pressure"]


def test_a_thing_named_is_said_by_one_cell_of_a_row(va_index):
    """`the rubber flooring`: RB-1's `RUBBER WALL BASE` and `VPI FLOORING` hold its words in two
    cells, which name other things; a word heading a column (`paint color`) asks that column."""
    a = ask_index(va_index, "what is the rubber flooring?")
    assert "RB-1" not in a.answer, a.answer
    row = "CODE: RB-1; MATERIAL/PRODUCT: RESILIENT BASE; MANUFACTURER: VPI FLOORING; STYLE: RUBBER WALL BASE"
    assert parts_the_thing("what is the rubber flooring?", row)
    assert not parts_the_thing("what is the resilient base color?", row + "; COLOR: 97 FAWN")


def test_a_row_among_equals_is_not_chosen(va_index):
    """`what color is the carpet?` with several carpets scheduled: no one row answers it, the
    carpet named by its product does."""
    a = ask_index(va_index, "what color is the carpet?")
    assert a.answer.startswith(ABSTAINED), a.answer
    a = ask_index(va_index, "what color is the broadloom carpet?")
    assert "1408 HIGH ROLLER" in a.answer, a.answer


def test_a_footing_size_asked_of_three_footings_names_the_rows_to_choose(sample_index):
    """The sample's FOOTING SCHEDULE sizes F1, F2 and F3: `the footing size` is none of them
    alone, and the abstention says what to name; the mark chooses the row."""
    a = ask_index(sample_index, "What is the footing size?")
    assert a.answer.startswith(ABSTAINED) and "3 rows of the FOOTING SCHEDULE" in a.answer, a.answer
    a = ask_index(sample_index, "What is the size of footing F2?")
    assert "24\" x 24\" x 10\" DEEP" in a.answer, a.answer


def test_a_code_asked_by_its_subject_is_named_by_it(uccs_g_index):
    """`which fire code applies?`: FIRE and CODE apart (`NFPA 72 NATIONAL FIRE ALARM AND
    SIGNALING ... CODE`) name another code; the fire code is INTERNATIONAL FIRE CODE or IFC."""
    a = ask_index(uccs_g_index, "which fire code applies?")
    assert "NFPA 72" not in a.answer, a.answer
    assert not names_the_code_asked("which fire code applies?", "2017 NFPA 72 NATIONAL FIRE ALARM AND SIGNALING CODE")
    assert names_the_code_asked("which fire code applies?", "(IFC) INTERNATIONAL FIRE CODE 2018")
    assert names_the_code_asked("What energy code applies?", "2021 INTERNATIONAL ENERGY CONSERVATION CODE (IECC)")
    assert names_the_code_asked("Which plumbing code applies?", "MECHANICAL / PLUMBING: 2021 IMC / 2021 IPC")


def test_a_short_untyped_question_is_answered_only_with_each_of_its_words(uccs_m_index):
    """`what is the duct material?`: the symbol legend's `MATERIAL OR EQUIPMENT EXISTING TO
    REMAIN` says no duct; on a mechanical sheet `duct` weighs little, but it names the thing."""
    a = ask_index(uccs_m_index, "what is the duct material?")
    assert "EXISTING TO REMAIN" not in a.answer, a.answer


def test_the_figure_beside_a_legend_entry_is_its_symbols_sample(gwynne_index):
    """`DENOTES SLAB THICKNESS.` with `450` drawn in its symbol says what the tag means, not how
    thick the slab is; a value inside the entry (`DENOTES 150mm SLAB STEP`) is stated."""
    a = ask_index(gwynne_index, "what is the slab thickness?")
    assert "450" not in a.answer, a.answer
    a = ask_index(gwynne_index, "what is the slab step?")
    assert "150mm" in a.answer, a.answer


def test_a_caption_naming_its_standard_is_no_value(uccs_fp_index):
    """`NFPA 13 HAZARD CLASSIFICATION` is the caption of the classification, not one."""
    a = ask_index(uccs_fp_index, "what hazard classification applies?")
    assert a.answer != "NFPA 13 HAZARD CLASSIFICATION", a.answer


def test_a_legend_entry_is_not_read_with_the_entry_under_it(sample_index):
    """The material legend's `ROOFING` and `FIBER CEMENT LAP SIDING` are two entries, each beside
    its hatch: read together they would call the siding the roofing."""
    a = ask_index(sample_index, "what roofing material is used?")
    assert "SIDING" not in a.answer, a.answer


def test_the_size_of_a_thing_is_not_a_distance_from_it(sample_index):
    """`the tub size` as `what size tub`: `WITHIN 24" OF ... TUBS` measures a distance."""
    a = ask_index(sample_index, "what is the tub size?")
    assert "WITHIN 24" not in a.answer, a.answer


def test_a_width_per_occupant_is_a_factor_not_a_door_width(uccs_g_index):
    """`egress width per occupant for stairways` asks the exit capacity factor (0.3), not a
    clear width in inches; `per occupant` is no part of the caption asked."""
    a = ask_index(uccs_g_index, "what is the egress width per occupant for stairways?")
    assert "32 INCHES" not in a.answer and "OCCUPANTS:" not in a.answer, a.answer


def test_a_run_of_captions_states_nothing(uccs_g_index):
    a = ask_index(uccs_g_index, "what is the primary structural frame rating?")
    assert not a.answer.rstrip().endswith(":"), a.answer


def test_a_code_lists_entry_gives_the_building_code_with_its_edition_after(uccs_g_index):
    """`(IBC) INTERNATIONAL BUILDING CODE 2018`: a code list names the code, then its edition."""
    a = ask_index(uccs_g_index, "which building code applies?")
    assert "INTERNATIONAL BUILDING CODE 2018" in a.answer, a.answer


def test_a_building_code_named_as_the_place_is_not_the_code_asked(uccs_g_index):
    """`Building Code Summary: what fire door rating ...` names the sheet the question is about;
    the building code itself is not what is asked."""
    a = ask_index(uccs_g_index, "Building Code Summary: what fire door rating goes in a 1-hour corridor wall?")
    assert "INTERNATIONAL BUILDING CODE" not in a.answer, a.answer
