"""A five-sheet US structural set (`tests/structural_set.py`), asked the questions written for it
before drawqa answered any (first sight: `docs/first-sight.md`, session 17).

Rules, not wording: a schedule drawn column-ordered (the marks head its columns, each line
below is one attribute) is read one row per mark, as a row-ordered one is; an outline note whose
caption ends in a colon (`B. FLOOR LIVE LOADS:`) introduces the `CAPTION: value` lines under it,
each one statement about that caption, and a lettered note ends where the next one starts;
`ENGINEER OF RECORD` is a title-block caption; an open-web joist is called out by its SJI
designation and its run's spacing (`18K5 @ 5'-0" O.C.`); concrete cover is a distance; a
material is asked by its specification or grade (`ASTM A615 GRADE 60`) and a material note
captioned by the thing (`MORTAR: ASTM C270, TYPE S.`) says what kind it is; a feet-inches level
after `EL.` is an elevation; a material callout leads with its thickness (`4" SLAB ON GRADE`);
a design symbol (`Ss`, `SD1`, `Pg`) is answered by its assignment (`Ss = 0.128`); a table known
only by its shape may hold check marks where others hold figures; a seal set as text (its lines
centred around the profession on its rim) gives the licence number.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from drawqa.extract import open_pdf, read_page
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from drawqa.index import build
from asking import ask_text_layer
from structural_set import COLUMN_MARKS, COLUMN_ROWS, STRUCTURAL_ABSTAIN, STRUCTURAL_QUESTIONS, structural_pdf

ABSTAINED = "no evidence found"


@pytest.fixture(scope="module")
def structural_set(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("structural_set")
    pdf = structural_pdf(d / "structural.pdf")
    report = build([str(pdf)], d / "idx", ocr=False)
    assert report.indexed == 1, report.summary()
    return d / "idx"


def test_a_column_ordered_schedule_is_read_one_row_per_mark(structural_set):
    """COLUMN MARK | C1 | C2 ... over SIZE | HSS6x6x3/8 | ...: the marks head the columns."""
    pdf = structural_set.parent / "structural.pdf"
    page = read_page(open_pdf(str(pdf)), 4, pdf, ocr=False)
    page.title_block = title_block_box(page)
    table = {t.title: t for t in find_tables(page)}["COLUMN SCHEDULE"]
    assert table.header == ["COLUMN MARK"] + [cap for cap, _ in COLUMN_ROWS]
    assert [r.cells for r in table.rows] == [
        [mark] + [vals[k] for _, vals in COLUMN_ROWS] for k, mark in enumerate(COLUMN_MARKS)]


# Answered at first sight or by the rules above; every other question must at least not be
# answered wrong (it may abstain).
ANSWERED = {
    "What is the project number?", "What is the title of sheet S2.1?", "What is the scale of the foundation plan?",
    "What is the latest revision on sheet S1.1?", "Which sheet has the column schedule?",
    "What is the wind exposure category?", "What is the seismic design category?", "What is the site class?",
    "What is the allowable soil bearing pressure?", "What is the size of footing F2?",
    "What is the reinforcing in footing F3?", "What is the top of footing elevation for F3?",
    "What is the reinforcing for continuous footing CF1?", "What is the maximum spacing of control joints?",
    "What is the roof deck?", "What lintel is used for lintel mark L3?", "What is the required bearing for lintel L4?",
    # a column-ordered schedule
    "What is the size of column C2?", "What is the base plate for column C3?",
    "What anchor rods are used at column C1?", "What footing is under column C4?",
    "What is the top of steel for column C3?",
    # the items of an introduced list (`FLOOR LIVE LOADS:` over `OFFICES: 50 PSF`), one a line
    "What is the live load for offices?", "What is the corridor live load?",
    "What is the concrete strength for footings?", "What is the concrete strength of the interior slab on grade?",
    "What is the roof live load?", "What is the flat roof snow load?", "What is the ground snow load?",
    "What is the basic wind speed?", "What is the minimum concrete cover for concrete cast against earth?",
    # a caption of the professional of record over the name
    "Who is the engineer of record?",
    # a joist callout's designation and spacing (`24K9 @ 5'-0" O.C.`)
    "What is the joist spacing?",
    # a material specified by its ASTM designation and grade; a material note captioned by the thing
    "What grade of reinforcing steel is specified?", "What is the anchor rod specification?",
    "What type of mortar is specified?",
    # a feet-inches level after EL.; a callout's leading dimension is the thickness of what it names
    "What is the top of steel elevation?", "How thick is the slab on grade?",
    # a design symbol's value, assigned after `=` or `:`
    "What is Ss?", "What is S1?",
    # a table known by its shape whose rows hold check marks (`X` under CONTINUOUS or PERIODIC)
    "Is concrete placement inspection continuous or periodic?",
    # a licence number is the number on the seal of the profession asked
    "What is the engineer's license number?",
}


def test_a_table_of_check_marks_is_found_by_its_shape(structural_set):
    """STATEMENT OF SPECIAL INSPECTIONS: no title word names it a table, and its rows hold one
    figure each (the reference) beside an `X` in the CONTINUOUS or PERIODIC column."""
    pdf = structural_set.parent / "structural.pdf"
    page = read_page(open_pdf(str(pdf)), 1, pdf, ocr=False)
    page.title_block = title_block_box(page)
    table = {t.title: t for t in find_tables(page)}["STATEMENT OF SPECIAL INSPECTIONS"]
    assert table.header == ["VERIFICATION AND INSPECTION", "CONTINUOUS", "PERIODIC", "REFERENCE STANDARD"]
    placement = next(r for r in table.rows if r.cells[0].startswith("CONCRETE PLACEMENT"))
    assert placement.cells[1:3] == ["X", ""], placement.cells


@pytest.mark.parametrize("question, must", [
    ("What is the value of SD1?", "SD1 = 0.098"),
    ("What is Pg?", "GROUND SNOW LOAD Pg = 20 PSF"),
])
def test_a_design_symbol_is_read_from_its_assignment(structural_set, question, must):
    """One assignment of several on a line (`SDS = 0.137   SD1 = 0.098`) is read to the next."""
    a = ask_text_layer(structural_set, question)
    assert a == must, a


@pytest.mark.parametrize("question, must", [
    ("What is the slab thickness?", '4" SLAB'),
    ("How thick is the foundation wall?", '8" CMU FOUNDATION WALL'),
    ("What ASTM specification is used for wide flange shapes?", "WIDE FLANGE SHAPES: ASTM A992"),
])
def test_material_callouts_and_specifications(structural_set, question, must):
    """`8" CMU FOUNDATION WALL`: the leading dimension is the wall's thickness; a specification
    asked is the note that gives the ASTM designation of what is named, not its neighbours'."""
    a = ask_text_layer(structural_set, question)
    assert must in a, a
    assert "A500" not in a and "F1554" not in a, a


@pytest.mark.parametrize("question, line", [
    ("What is the live load for offices?", "OFFICES: 50 PSF"),
    ("What is the concrete strength for footings?", "FOOTINGS: 3,000 PSI"),
    ("What is the roof live load?", "ROOF LIVE LOAD: 20 PSF"),
    ("What is the basic wind speed?", "BASIC WIND SPEED (ULTIMATE), V: 115 MPH"),
])
def test_a_listed_value_is_its_own_line(structural_set, question, line):
    """An item of an introduced list answers alone, and a lettered note ends where the next
    lettered note starts inside its block: neither reads on into the next items."""
    a = ask_text_layer(structural_set, question)
    assert a.endswith(line) and "PSF" not in a.replace(line, "").replace("FLOOR LIVE LOADS", ""), a


@pytest.mark.parametrize("question, must, must_not", STRUCTURAL_QUESTIONS, ids=[q for q, _, _ in STRUCTURAL_QUESTIONS])
def test_structural_set_answers(structural_set, question, must, must_not):
    a = ask_text_layer(structural_set, question)
    if question not in ANSWERED and a.startswith(ABSTAINED):
        return
    assert all(m in a for m in must) and not any(n in a for n in must_not), (question, a)


def test_joists_are_read_from_their_callouts(structural_set):
    """Every joist callout of the plan, each once, and not the deck or sidelap spacing of the
    joist notes."""
    a = ask_text_layer(structural_set, "What joists are used on the roof?")
    assert "24K9" in a and "18K5" in a and a.count("24K9") == 1 and "12\"" not in a, a


@pytest.mark.parametrize("question", STRUCTURAL_ABSTAIN + [
    "What is the architect's license number?",     # the only seal is an engineer's
    "What size are the joists at the RTU?",        # one run named: the plan's callouts say nothing of it
    "What is Cs?",                                 # a symbol the set never assigns
])
def test_structural_set_abstains_where_it_says_nothing(structural_set, question):
    assert ask_text_layer(structural_set, question).startswith(ABSTAINED)



GWYNNE = Path(__file__).resolve().parents[1].parent / "shared" / "eval" / "more" / "gwynne-st-cremorne-s10-slab-footing.pdf"


@pytest.mark.skipif(not GWYNNE.exists(), reason="../shared/eval/more is not here")
def test_a_cover_is_answered_only_where_it_is_said(tmp_path):
    """Concrete cover is a distance, but one a value's shape cannot stand for: on a footing
    sheet that gives no cover, a second part asking it is said not found (GB2's `825Wx500D` is
    its size), and a note giving some other millimetre figure is no cover."""
    idx = build([str(GWYNNE)], tmp_path / "idx", ocr=False)
    assert idx.indexed == 1
    a = ask_text_layer(tmp_path / "idx", "What are the size and reinforcement of GB2, and what concrete cover is specified?")
    assert "825Wx500D" in a and "concrete cover: not found" in a, a
    assert ask_text_layer(tmp_path / "idx", "What concrete cover is specified?").startswith(ABSTAINED)
