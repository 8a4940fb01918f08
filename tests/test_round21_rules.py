"""Rules of the twenty-first session, each from how drawings are made, on the real sets
(../shared/eval: the fixtures skip when it is absent), the drawn 22-sheet set and generated
sheets.

- A set says what it holds in its sheet index, a table whose rows are each led by a sheet
  number and which says it lists sheets or drawings (or lists a sheet the set holds): marks
  shaped like sheet numbers (`PF1`, `CPT-1`) lead the rows of schedules too.
- Without an index, the sheets are what their title blocks say they are.
- A title block speaks for its sheet: its `NOT TO BE USED FOR CONSTRUCTION PURPOSES` is said of
  `this drawing`, and a stamp before the issue it marks (`... TENDER ISSUE`) leaves the issue
  readable; a title block's list of dated issues is the sheet's history; what a title block says
  is said of its own sheet, so a sheet number the set lacks is answered by none.
- A sheet's discipline is the one its number designates (`FP0.1`: fire protection).
- A title block lists its consultants as a firm over its role or disciplines, or a role caption
  (`STRUCTURAL ENGINEER:`, or set small) over its firm; a firm's block ends with its number.
- A paint's colour or sheen asked of one thing is the item of a list of them keyed by that thing
  (`EXTERIOR COLORS: ... TRIM - SW 7005 PURE WHITE`, `PAINT: WALLS EGGSHELL, CEILINGS FLAT`).
- `How far does X overhang?`: an overhang, a projection, a setback is how far.
- A material callout's first figure is its thickness (`8" CONCRETE STEM WALL`).
- `whats`, typed without its apostrophe, is `what is`.
- A column of labels ending in colons with their values in a column well to the right: each
  value is the one on its label's row (`PRIMARY STRUCTURAL FRAME :` ... `0 HOURS`), though the
  value column is one block; a fire rating is the rating of the element its label names.
- A sheet cuts words short (`CONSTR`, `INTR`, `BRG`, `AFF`): said as the words they stand for.
- A question wrapped in talk (who asks and why, politeness, a sentence of context) is the
  question inside it; a lead clause that names a thing on the drawings stays.
- `What front, side and rear setbacks are shown?` asks what `what are the ... setbacks?` asks.
- A sheet titled by its view (`GROUND FLOOR SLAB AND FOOTING PLAN`) gives that view its scale.
"""
from __future__ import annotations

import pytest

from asking import ask_index, ask_text_layer, draw_grid, draw_sheet_label, draw_text, drawn_index
from drawqa.contract import callout_thickness, names_other_modifier
from handlers._domain import stem, stems
from drawqa.plain_question import plain_question
from drawqa.question import parse
from handlers import sheet_list
from large_set import SHEETS, draw_set
from drawqa.index import build

ABSTAINED = "no evidence found"


@pytest.fixture(scope="module")
def museum_set(tmp_path_factory):
    d = tmp_path_factory.mktemp("museum_sheet_list")
    pdfs = [d / "general-arch.pdf", d / "details.pdf", d / "engineering.pdf"]
    draw_set(pdfs, split=[10, 6, 6])
    build([str(p) for p in pdfs], d / "idx", ocr=False)
    return d / "idx"


def test_the_sheet_index_lists_the_set(museum_set):
    a = ask_index(museum_set, "What sheets are in the set?").answer
    assert a.startswith(f"{len(SHEETS)} sheets"), a
    for number, title, *_ in SHEETS:
        assert f"{number} {title}" in a, (number, a)
    assert "Not in the indexed files" not in a, a
    a = ask_index(museum_set, "Which sheets in the sheet index are missing?").answer
    assert a.startswith("none: every sheet the sheet index on G0.0 lists is in the indexed files"), a


def test_the_consultants_are_the_firms_under_role_captions(museum_set):
    a = ask_index(museum_set, "Who are the consultants?").answer
    assert "BRANDT ENGINEERING GROUP (STRUCTURAL ENGINEER)" in a and "NORTHLINE MEP CONSULTANTS (MEP ENGINEER)" in a, a
    assert "MARROW & VALE" not in a, a


def test_a_discipline_asked_keeps_its_sheets(museum_set):
    a = ask_index(museum_set, "List the mechanical drawings").answer
    assert "M1.0 MECHANICAL FLOOR PLANS" in a and "M2.0 MECHANICAL SCHEDULES" in a, a
    assert "A2.0" not in a and "E1.0" not in a and "S1.0" not in a, a
    a = ask_index(museum_set, "Which structural sheets are in the set?").answer
    assert a.startswith("2 structural sheets") and "S1.0 FOUNDATION PLAN" in a, a
    a = ask_index(museum_set, "What disciplines are included in the drawings?").answer
    for d in ("general", "architectural", "structural", "mechanical", "electrical"):
        assert d in a, (d, a)


def test_a_sheet_the_index_lists_but_the_files_lack_is_said(tmp_path_factory):
    d = tmp_path_factory.mktemp("museum_part")
    pdfs = [d / "general-arch.pdf", d / "details.pdf", d / "engineering.pdf"]
    draw_set(pdfs, split=[10, 6, 6])
    build([str(pdfs[0])], d / "idx", ocr=False)      # only the first ten sheets indexed
    a = ask_index(d / "idx", "List the sheets in the set").answer
    absent = ", ".join(number for number, *_ in SHEETS[10:])
    assert a.startswith(f"{len(SHEETS)} sheets") and a.endswith(f"Not in the indexed files: {absent}"), a
    a = ask_index(d / "idx", "Which sheets listed in the sheet index are missing from the set?").answer
    assert a.startswith(f"{len(SHEETS) - 10} of the {len(SHEETS)} sheets") and "A5.0 STAIR PLANS AND SECTIONS" in a, a
    assert "A3.0.1" not in a, a


@pytest.mark.parametrize("question", [
    "Which sheets show the stair?",             # a thing drawn: which sheet holds it
    "What sheets have door schedules?",
    "Which sheet is the roof plan on?",
    "What drawings show the canopy flashing?",
    "List the fire ratings of the doors",
])
def test_a_question_about_something_drawn_is_not_for_the_list(question):
    assert not sheet_list.accepts(parse(question)), question


def _draw_sheet_with_marks(page) -> None:
    """One sheet with a footing schedule whose marks are shaped as sheet numbers."""
    draw_sheet_label(page, "S-201", "FOUNDATION PLAN")
    draw_text(page, 80, 80, "FOOTING SCHEDULE", 11)
    draw_grid(page, 80, 90, [60, 120, 160], [("MARK", "SIZE", "REINFORCING"),
                                             ("F1", "2'-0\" x 2'-0\"", "(3) #4 E.W."),
                                             ("F2", "3'-0\" x 3'-0\"", "(4) #5 E.W."),
                                             ("F3", "4'-0\" x 4'-0\"", "(5) #5 E.W."),
                                             ("F4", "5'-0\" x 5'-0\"", "(6) #6 E.W.")])


def test_a_schedule_of_marks_is_not_a_sheet_index(tmp_path_factory):
    idx = drawn_index(tmp_path_factory, "marks_not_sheets", _draw_sheet_with_marks)
    a = ask_text_layer(idx, "How many sheets are in the set?")
    assert a.startswith("1 sheet in the indexed files (S-201)"), a
    a = ask_text_layer(idx, "What sheets are in the set?")
    assert "S-201 FOUNDATION PLAN" in a and "F1" not in a, a


# (index fixture, question, text the answer must hold, text it must not)
REAL = [
    ("gwynne_index", "Can this drawing be used for construction?", ["NOT TO BE USED FOR CONSTRUCTION"], []),
    ("gwynne_index", "How many sheets are in the set?", ["1 sheet", "S10"], ["PF1", "GB1"]),
    ("va_index", "How many sheets are in the set?", ["2 sheets", "AF101", "AF600"], ["CPT"]),
    ("va_index", "What sheets are in the set?", ["AF101 FIRST FLOOR FINISH PLAN", "AF600"], ["CPT-1"]),
    ("va_index", "What sheets does the finish plan set include?", ["AF101", "AF600"], []),
    ("va_index", "What disciplines are in this set?", ["1 discipline", "architectural (AF101, AF600)"], []),
    ("gwynne_index", "What is the issue status of S10?", ["TENDER ISSUE", "NOT TO BE USED FOR CONSTRUCTION"], []),
    ("gwynne_index", "What scale is the ground floor slab plan drawn at?", ["1 : 100"], []),
    ("uccs_m_index", "What issues has this sheet been through?",
     ["SCHEMATIC DESIGN 19OCT2020; DESIGN DEVELOPMENT 23DEC2020; CONSTRUCTION DOCUMENTS 15APR2021; BID SET 04MAY2021"], []),
    ("uccs_m_index", "What is the issue status of S10?", [ABSTAINED], ["BID SET"]),
    ("uccs_fp_index", "What discipline is sheet FP0.1?", ["fire protection", "FIRE SUPPRESSION"], []),
    ("uccs_g_index", "Who are the consultants?", ["MARTIN/MARTIN, INC. (STRUCTURAL ENGINEER)", "NV5 (ACOUSTICS",
                                                   "RIDER LEVETT BUCKNALL (COST ESTIMATOR)"], []),
    ("sample_index", "What's the trim paint color?", ["TRIM - SW 7005 PURE WHITE"], ["IRON ORE"]),
    ("sample_index", "What color is the front door?", ["SW 6258 TRICORN BLACK"], ["7005"]),
    ("sample_index", "What paint sheen for ceilings and for trim?", ["CEILINGS FLAT", "TRIM SEMI-GLOSS"], ["EGGSHELL"]),
    ("sample_index", "What color are the windows?", [ABSTAINED], []),
    ("sample_index", "How far does the roof overhang?", ['12" OVERHANG'], []),
    ("sample_index", "whats the stem wall thickness", ['8" CONCRETE STEM WALL'], []),
    ("uccs_g_index", "Who is the cost estimator?", ["RIDER LEVETT BUCKNALL", "720-904-1480"], ["NV5"]),
    ("uccs_g_index", "Where is the cost estimator located?", ["1675 LARIMER STREET"], []),
    ("sample_index", "Who are the consultants?", ["NORTHLINE STRUCTURAL ENGINEERS (STRUCTURAL ENGINEER)",
                                                  "CASCADE LAND SURVEYING, INC. (CIVIL / SURVEY)"], ["HARBOR", "CONSULTANTS ("]),
]


@pytest.mark.parametrize("fixture, question, holds, lacks", REAL, ids=[q for _, q, _, _ in REAL])
def test_the_real_sheets(request, fixture, question, holds, lacks):
    a = ask_index(request.getfixturevalue(fixture), question).answer
    assert all(h in a for h in holds) and not any(x in a for x in lacks), a


def test_a_leading_figure_is_the_thickness_of_the_thing_named_after_it():
    q = "What is the stem wall thickness?"
    assert callout_thickness(q, '8" CONCRETE STEM WALL')
    assert not callout_thickness(q, '8" ANCHOR BOLTS AT STEM WALL CORNERS, 6\'-0" O.C.')
    assert not callout_thickness(q, 'STEM WALL 24" HIGH')


@pytest.mark.parametrize("typed, read", [("whats the scale?", "what is the scale?"),
                                         ("wheres the AC pad", "where is the AC pad"),
                                         ("what's the scale?", "what is the scale?")])
def test_a_contraction_typed_without_its_apostrophe_is_read_whole(typed, read):
    assert parse(typed).text == read


def _draw_rating_column(page) -> None:
    """A code summary's fire-resistance list: labels with colons, values in one block far right."""
    draw_sheet_label(page, "G-201", "CODE SUMMARY")
    draw_text(page, 80, 80, "MINIMUM FIRE-RESISTANCE REQUIREMENTS:", 11)
    draw_text(page, 80, 100, "FIRE-RESISTIVE RATING REQUIREMENTS FOR BUILDING ELEMENTS :", 9)
    draw_text(page, 80, 120, "TYPE OF CONSTRUCTION:", 9)
    draw_text(page, 480, 120, "IIA", 9)
    labels = ("PRIMARY STRUCTURAL FRAME :", "BEARING WALLS (EXT) :", "BEARING WALLS (INTR) :",
              "ROOF CONSTR AND SECONDARY MEMBERS :")
    for k, label in enumerate(labels):
        draw_text(page, 80, 140 + 11 * k, label, 9)
    # the values set as one text box in their own column, a line to a label's row
    page.insert_textbox((480, 131.5, 580, 190), "1 HOURS\n2 HOURS\n0 HOURS\n1 HOURS", fontsize=9,
                        fontname="helv", lineheight=11 / 9)


@pytest.mark.parametrize("question, holds, lacks", [
    ("What fire rating does the primary structural frame need?", ["PRIMARY STRUCTURAL FRAME", "1 HOURS"], ["2 HOURS"]),
    ("What fire rating do the exterior bearing walls need?", ["(EXT)", "2 HOURS"], ["INTR", "0 HOURS"]),
    ("What fire rating do the interior bearing walls need?", ["(INTR)", "0 HOURS"], ["EXT", "2 HOURS"]),
    ("What fire rating does the roof construction need?", ["ROOF CONSTR AND SECONDARY MEMBERS", "1 HOURS"], ["0 HOURS"]),
    ("What is the fire rating of the elevator hoistway walls?", [ABSTAINED], []),
])
def test_a_value_column_is_read_row_by_row(tmp_path_factory, question, holds, lacks):
    idx = drawn_index(tmp_path_factory, "rating_column", _draw_rating_column)
    a = ask_text_layer(idx, question)
    assert all(h in a for h in holds) and not any(x in a for x in lacks), a


def test_a_word_in_another_word_is_no_choice_offered():
    # `elevator hoistway walls` holds `or hoistway walls`, and offers no choice
    assert names_other_modifier("What is the fire rating of the elevator hoistway walls?", "FIRE WALLS: 2 HOURS")


def test_a_word_cut_short_is_the_word():
    assert stem("construction") in stems("ROOF CONSTR AND SECONDARY MEMBERS") and stem("interior") in stems("(INTR)")


@pytest.mark.parametrize("asked, plain", [
    ("Our sprinkler contractor wants to know: what design density is used?", "what design density is used?"),
    ("Quick question from the field - below what height do sprinklers need guards?",
     "below what height do sprinklers need guards?"),
    ("As the plan reviewer I'd like to confirm: how is the North Building classified?",
     "how is the North Building classified?"),
    ("For the structural takeoff, how thick is the slab?", "how thick is the slab?"),
    ("I'm reviewing the code summary. Could you tell me which NFPA standard applies?", "which NFPA standard applies?"),
    ("Can you look up the rated capacity of the fire pump for me?", "what is the rated capacity of the fire pump?"),
    ("I need the refrigerant type for the chillers - what is it?", "what is the refrigerant type for the chillers?"),
    ("Please list the anticipated deferred submittals.", "what are the anticipated deferred submittals?"),
    # a lead clause that names a thing on the drawings is the question's
    ("In the North Building occupancy table, what load factor is used?",
     "In the North Building occupancy table, what load factor is used?"),
    ("For the shed, what is the roof height?", "For the shed, what is the roof height?"),
    ("Please give me the project number.", "Please give me the project number."),
    ("What is the scale?", "What is the scale?"),
])
def test_the_question_inside_the_talk(asked, plain):
    assert plain_question(asked) == plain


def test_what_things_are_shown_asks_for_them(tmp_path_factory):
    def draw(page):
        draw_sheet_label(page, "C-1", "PLOT PLAN")
        for x, y, text in ((200, 120, "25ft FRONT SETBACK"), (500, 300, "5ft SIDE SETBACK"),
                           (300, 560, "10ft REAR SETBACK")):
            draw_text(page, x, y, text, 8)
            page.draw_line((x, y + 4), (x + 80, y + 4), dashes="[4] 0")
    idx = drawn_index(tmp_path_factory, "setbacks", draw)
    a = ask_text_layer(idx, "What front, side and rear setbacks are shown on the plot plan?")
    assert all(x in a for x in ("25ft FRONT SETBACK", "5ft SIDE SETBACK", "10ft REAR SETBACK")), a
