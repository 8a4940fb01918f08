"""Questions a plan answers with the labels printed on it, asked of plans drawn here:

* a remodel floor plan whose rooms are labelled name / size / ceiling height, whose windows
  are called out by size and type with their sill (some turned along a wall) and whose doors
  by `NEW 2668` / `DOOR`, under a view title with its scale;
* a plot plan naming a building over its area (`1-STORY` / `HOUSE` / `1,170 SF`);
* sheets that must not be answered: a size set far below its name, two rooms of one name
  with one size, a size misprinted, the same tags on an existing and a proposed plan; and a
  note that says which windows are tempered (the note answers, not the callouts).

Rules, not wording: a label is a stack of short lines; the larger of the rooms so named is
the one whose printed size is larger; a count of callouts counts the labels printing the tag.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"


def _room(page, x, y, lines, size=9.0):
    for i, t in enumerate(lines):
        draw_text(page, x, y + size * 1.2 * i, t, size)


def _callout(page, x, y, lines, turned=False, size=7.0):
    for i, t in enumerate(lines):
        if turned:
            draw_text(page, x + size * 1.3 * i, y, t, size, rotate=90)
        else:
            draw_text(page, x, y + size * 1.3 * i, t, size)


def _remodel_plan(page, bedrooms=(("13'-6\" x 11'-0\"", 220), ("12'-0\" x 9'-9\"", 450)), note=None,
                  status="NEW", title="PROPOSED FLOOR PLAN"):
    page.draw_rect(pymupdf.Rect(100, 120, 450, 560), width=3)
    for size, y in bedrooms:
        _room(page, 250, y, ["BEDROOM", size, "8'-0\" CLG"])
    _room(page, 130, 200, ["BATHROOM", "5'-0\" x 5'-0\"", "8'-0\" CLG"])
    _room(page, 130, 290, ["CLOSET", "5'-0\" x 5'-0\"", "8'-0\" CLG"])
    _room(page, 330, 370, ["BATHROOM", "6'-8\" x 4'-6\"", "8'-0\" CLG"])
    _callout(page, 110, 70, ["REPLACEMENT", "2030 CSMT", "SILL @ 4'-0\"", "TEMPERED"])
    _callout(page, 230, 70, ["REPLACEMENT", "2040 CSMT", "SILL @ 3'-0\""])
    _callout(page, 360, 70, ["REPLACEMENT", "2040 CSMT", "SILL @ 3'-0\""])
    _callout(page, 470, 300, ["NEW 5050 CSMT", "SILL @ 2'-6\"", "EMERGENCY EGRESS"], turned=True)
    _callout(page, 470, 420, ["NEW 2820 CSMT", "SILL @ 5'-0\"", "TEMPERED"], turned=True)
    for x, y in [(180, 250), (200, 320), (180, 360)]:
        _callout(page, x, y, [f"{status} 2668", "DOOR"])
    _callout(page, 215, 395, [f"{status} 2668", "DOOR"], turned=True)
    _callout(page, 105, 580, ["NEW 3068", "DOOR"])
    if note:
        draw_text(page, 470, 600, "NOTES:", 8)
        for i, t in enumerate(note):
            draw_text(page, 470, 612 + 9 * i, t, 7)
    draw_text(page, 100, 700, title, 14)
    page.draw_line((100, 704), (300, 704), width=1)
    draw_text(page, 100, 720, "1/4\" = 1'-0\"", 10)


def _index(tmp_path_factory, name, draw) -> Path:
    d = tmp_path_factory.mktemp(name)
    doc = pymupdf.open()
    draw(doc)
    pdf = d / f"{name}.pdf"
    doc.save(str(pdf))
    doc.close()
    return index_pdf(pdf, d / "idx")


@pytest.fixture(scope="module")
def remodel(tmp_path_factory) -> Path:
    return _index(tmp_path_factory, "remodel", lambda doc: _remodel_plan(doc.new_page(width=612, height=792)))


def _plot(doc):
    page = doc.new_page(width=792, height=612)
    page.draw_rect(pymupdf.Rect(380, 280, 480, 360), width=2)
    _room(page, 395, 300, ["1-STORY", "HOUSE"], 10)
    draw_text(page, 400, 335, "1,170 SF", 10)
    _room(page, 300, 150, ["1 STORY", "SHED"], 10)
    draw_text(page, 115, 540, "PLOT PLAN", 12)
    draw_text(page, 115, 556, "1\" = 20'", 9)


@pytest.fixture(scope="module")
def plot(tmp_path_factory) -> Path:
    return _index(tmp_path_factory, "plot", _plot)


def _refusals(doc):
    # A size set far under its name, and a kitchen whose size is misprinted.
    page = doc.new_page(width=612, height=792)
    _room(page, 100, 100, ["OFFICE"])
    draw_text(page, 100, 190, "10'-0\" x 12'-0\"", 9)
    _room(page, 300, 100, ["STUDY", "l0'-O\" x I2'-0\"", "8'-0\" CLG"])
    _room(page, 300, 300, ["STUDY", "11'-0\" x 12'-0\"", "8'-0\" CLG"])
    _room(page, 100, 400, ["DEN", "12'-0\" x 12'-0\""])
    _room(page, 300, 500, ["DEN", "12'-0\" x 12'-0\""])


@pytest.fixture(scope="module")
def refusals(tmp_path_factory) -> Path:
    return _index(tmp_path_factory, "refusals", _refusals)


@pytest.fixture(scope="module")
def noted(tmp_path_factory) -> Path:
    note = ["ALL WINDOWS IN BATHROOMS AND WITHIN", "24\" OF A DOOR SHALL BE TEMPERED GLASS."]
    return _index(tmp_path_factory, "noted", lambda doc: _remodel_plan(doc.new_page(width=612, height=792), note=note))


def _two_plans(doc):
    _remodel_plan(doc.new_page(width=612, height=792), title="EXISTING FLOOR PLAN")
    _remodel_plan(doc.new_page(width=612, height=792))


@pytest.fixture(scope="module")
def two_plans(tmp_path_factory) -> Path:
    return _index(tmp_path_factory, "twoplans", _two_plans)


def _ask(index, q):
    return ask_index(index, q).answer


@pytest.mark.parametrize("q, values", [
    ("What are the dimensions and ceiling height of the larger bedroom?", ["13'-6\" x 11'-0\"", "8'-0\""]),
    ("What are the dimensions of the largest bedroom?", ["13'-6\" x 11'-0\""]),
    ("What size is the smaller bedroom and how high is its ceiling?", ["12'-0\" x 9'-9\"", "8'-0\""]),
    ("How big is the smallest bedroom?", ["12'-0\" x 9'-9\""]),
    ("What is the ceiling height of the closet?", ["8'-0\""]),
    ("What are the dimensions of the closet?", ["5'-0\" x 5'-0\""]),
])
def test_room_size_and_ceiling_read_off_the_label(remodel, q, values):
    got = _ask(remodel, q)
    assert all(v in got for v in values), got
    if "larg" in q:
        assert got.index("13'-6") < got.index("12'-0"), got     # the larger one is the answer
    if "small" in q:
        assert got.index("12'-0") < got.index("13'-6"), got


@pytest.mark.parametrize("q", [
    "What is the size of the bedroom?",                 # two bedrooms, different sizes
    "How big is the bathroom with the shower?",         # which bathroom has the shower: not printed
])
def test_room_of_two_labels_not_said_which_abstains(remodel, q):
    assert _ask(remodel, q).startswith(ABSTAINED)


def test_area_under_a_buildings_name(plot):
    got = _ask(plot, "What is the square footage of the existing house?")
    assert "1,170" in got, got
    assert _ask(plot, "How big is the shed?").startswith(ABSTAINED)     # a name with nothing under it


@pytest.mark.parametrize("q", [
    "What are the dimensions of the office?",           # the size stands far below the name
    "What are the dimensions of the larger study?",     # one study's size is misprinted
    "What is the size of the smaller den?",             # both dens print one size
])
def test_room_label_refusals(refusals, q):
    assert _ask(refusals, q).startswith(ABSTAINED)


@pytest.mark.parametrize("q", ["How many new 2668 doors are shown on the plan?", "How many 2668 doors are there?"])
def test_callouts_carrying_a_tag_are_counted(remodel, q):
    a = ask_index(remodel, q)
    assert a.answer.startswith("4 "), a.answer
    assert len(a.citations) == 4


def test_turned_and_upright_window_callouts_are_counted(remodel):
    assert _ask(remodel, "How many 2040 windows are shown on the plan?").startswith("2 ")
    assert _ask(remodel, "How many new 5050 windows are there?").startswith("1 ")     # turned along a wall


def test_tag_count_refusals(remodel, two_plans):
    assert not _ask(remodel, "How many existing 2668 doors are shown?").startswith("4")
    assert _ask(two_plans, "How many new 2668 doors are shown?").startswith(ABSTAINED)   # two plans


@pytest.mark.parametrize("q", ["Which windows have to be tempered?", "What windows are required to be tempered?",
                               "Which windows are tempered?"])
def test_window_callouts_carrying_a_property_are_listed(remodel, q):
    got = _ask(remodel, q)
    assert "2030" in got and "2820" in got, got
    assert "2040" not in got and "5050" not in got, got


def test_property_a_note_also_states_is_not_answered_by_callouts(noted):
    got = _ask(noted, "Which windows have to be tempered?")
    assert "2820" not in got, got       # the note's rule is the answer, or none: not the callouts alone


def test_view_scale_of_the_view_named(remodel, plot):
    assert "1/4\" = 1'-0\"" in _ask(remodel, "What scale is the proposed floor plan drawn at?")
    assert "1\" = 20'" in _ask(plot, "What scale is the plot plan drawn at?")


def _stacked_views(doc):
    page = doc.new_page(width=612, height=792)
    draw_text(page, 100, 400, "ENLARGED BATH PLAN", 12)
    draw_text(page, 100, 416, "1/2\" = 1'-0\"", 9)
    draw_text(page, 100, 445, "BATH ELEVATION", 12)
    draw_text(page, 100, 461, "1/2\" - 1'-0\"", 9)         # its scale line misprinted (or misread)
    draw_text(page, 350, 400, "WALL SECTION", 12)
    draw_text(page, 350, 416, "3/4\" = 1'-0\"", 9)


@pytest.fixture(scope="module")
def stacked_views(tmp_path_factory) -> Path:
    return _index(tmp_path_factory, "views", _stacked_views)


def test_view_scale_is_the_line_under_its_title(stacked_views):
    assert "1/2\" = 1'-0\"" in _ask(stacked_views, "What scale is the enlarged bath plan drawn at?")
    assert "3/4\" = 1'-0\"" in _ask(stacked_views, "What is the scale of the wall section?")
    # The elevation's own scale line does not read as a scale: the plan's above it is not its scale.
    assert _ask(stacked_views, "What scale is the bath elevation drawn at?").startswith(ABSTAINED)


def test_a_status_the_label_contradicts_is_not_answered(tmp_path_factory):
    def draw(doc):
        page = doc.new_page(width=792, height=612)
        _room(page, 395, 300, ["EXISTING", "HOUSE"], 10)
        draw_text(page, 400, 335, "1,170 SF", 10)
    index = _index(tmp_path_factory, "status", draw)
    assert "1,170" in _ask(index, "What is the square footage of the existing house?")
    assert "1,170" not in _ask(index, "What is the square footage of the proposed house?")


def test_a_measure_of_another_thing_in_the_room_is_not_the_rooms(remodel):
    for q in ("What size and type is the new window on the side wall of the larger bedroom?",
              "What is the size of the larger bedroom window?"):
        got = _ask(remodel, q)
        assert "13'-6" not in got, got


def _numbered_rooms(doc):
    page = doc.new_page(width=792, height=612)
    _room(page, 80, 100, ["BEDROOM 1", "11'-0\" x 12'-0\"", "CLG HT 9'-0\""], 8)
    _room(page, 300, 100, ["BEDROOM 2", "10'-0\" x 10'-0\"", "9'-0\" CLG"], 8)
    _room(page, 520, 100, ["LIVING ROOM", "AREA: 320 SF"], 10)


@pytest.fixture(scope="module")
def numbered(tmp_path_factory) -> Path:
    return _index(tmp_path_factory, "numbered", _numbered_rooms)


@pytest.mark.parametrize("q, value", [
    ("What's the ceiling height in bedroom 2?", "9'-0\""),
    ("How big is bedroom 1?", "11'-0\" x 12'-0\""),
    ("What is the area of the living room?", "320 SF"),
    ("Which bedroom is larger, and what is its size?", "11'-0\" x 12'-0\""),
])
def test_numbered_rooms_and_other_label_wordings(numbered, q, value):
    got = _ask(numbered, q)
    assert value in got, got
    if "bedroom 2" in q:
        assert "CLG HT" not in got, got      # bedroom 1's ceiling line is not bedroom 2's
