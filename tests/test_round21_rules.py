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
- A sheet titled by its view (`GROUND FLOOR SLAB AND FOOTING PLAN`) gives that view its scale.
"""
from __future__ import annotations

import pytest

from asking import ask_index, ask_text_layer, draw_grid, draw_text, drawn_index
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
    draw_text(page, 1080, 700, "S-201", 18)
    draw_text(page, 1080, 300, "SHEET TITLE", 7)
    draw_text(page, 1080, 312, "FOUNDATION PLAN", 9)
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
]


@pytest.mark.parametrize("fixture, question, holds, lacks", REAL, ids=[q for _, q, _, _ in REAL])
def test_the_real_sheets(request, fixture, question, holds, lacks):
    a = ask_index(request.getfixturevalue(fixture), question).answer
    assert all(h in a for h in holds) and not any(x in a for x in lacks), a
