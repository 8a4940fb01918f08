"""A plot plan read by its geometry: the lot's property-line lengths (the street side is where
the street is named, outside the lot) and the labels saying how a utility reaches the lot."""
from __future__ import annotations

import pymupdf
import pytest

from tests.asking import ask_index, draw_text, index_pdf


def _plot_plan(path, street_at_bottom: bool = True, street: str = "123 MAIN STREET",
               utilities: bool = True):
    doc = pymupdf.open()
    page = doc.new_page(width=792, height=612)
    page.draw_rect(pymupdf.Rect(260, 100, 500, 480), width=1.0)          # the lot
    draw_text(page, 360, 92, "66'-3\"")                                  # top line
    draw_text(page, 200, 290, "125'-0\"")                                # left line
    draw_text(page, 508, 290, "122'-6\"")                                # right line
    draw_text(page, 360, 496, "65'-0\"")                                 # bottom line
    if street:
        draw_text(page, 330, 530 if street_at_bottom else 60, street)
    draw_text(page, 320, 200, "1 STORY HOUSE")
    # a shed: its name in a filled box, one side's length beside it, the other's under it
    page.draw_rect(pymupdf.Rect(280, 120, 350, 150), fill=(0.8, 0.8, 0.8), width=1.5)
    draw_text(page, 292, 132, "1 STORY")
    draw_text(page, 300, 144, "SHED")
    draw_text(page, 356, 136, "10ft")
    draw_text(page, 305, 160, "20ft")
    # a pool whose box has one side's length written beside it, none under or over it
    page.draw_rect(pymupdf.Rect(280, 380, 340, 410), width=1.0)
    draw_text(page, 298, 398, "POOL")
    draw_text(page, 346, 398, "12ft")
    draw_text(page, 80, 300, "5ft SIDE SETBACK")
    if utilities:
        draw_text(page, 540, 110, "OVERHEAD ELECTRIC LINE")
        draw_text(page, 540, 122, "POWER POLE")
        draw_text(page, 540, 150, "ELECTRIC SERVICE LINE")
        draw_text(page, 540, 300, "GAS METER")
    # a leader callout of two lines stacked at one x
    draw_text(page, 540, 200, "10in DIAMETER HERITAGE TREE - TX ASH")
    draw_text(page, 540, 211, "20ft CRITICAL ROOT ZONE")
    draw_text(page, 80, 560, "PLOT PLAN", size=12)
    draw_text(page, 80, 576, "1\" = 20'")
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def plot(tmp_path_factory):
    d = tmp_path_factory.mktemp("plot")
    return index_pdf(_plot_plan(d / "plot.pdf"), d / "idx")


@pytest.fixture(scope="module")
def plot_street_on_top(tmp_path_factory):
    d = tmp_path_factory.mktemp("plot_top")
    return index_pdf(_plot_plan(d / "plot.pdf", street_at_bottom=False), d / "idx")


@pytest.fixture(scope="module")
def plot_no_street(tmp_path_factory):
    d = tmp_path_factory.mktemp("plot_nostreet")
    return index_pdf(_plot_plan(d / "plot.pdf", street="", utilities=False), d / "idx")


def test_side_property_lines_are_the_two_across_the_street(plot):
    a = ask_index(plot, "How long are the two side property lines?")
    assert "125'-0\"" in a.answer and "122'-6\"" in a.answer and "65'-0" not in a.answer, a.answer


def test_lot_width_along_the_street_is_the_street_side(plot):
    a = ask_index(plot, "How wide is the lot along the street?")
    assert a.answer.startswith("65'-0\""), a.answer
    assert ask_index(plot, "How long is the rear property line?").answer.startswith("66'-3\"")


def test_street_named_on_the_other_side_turns_the_lot(plot_street_on_top):
    a = ask_index(plot_street_on_top, "What is the lot's street frontage?")
    assert a.answer.startswith("66'-3\""), a.answer


def test_no_street_named_no_frontage(plot_no_street):
    a = ask_index(plot_no_street, "How wide is the lot along the street?")
    assert a.answer.startswith("no evidence found"), a.answer


def test_utility_labels_say_how_service_reaches_the_lot(plot):
    a = ask_index(plot, "How does electric service reach the property?")
    assert "OVERHEAD ELECTRIC LINE" in a.answer and "ELECTRIC SERVICE LINE" in a.answer, a.answer
    assert "GAS" not in a.answer


def test_a_meter_alone_says_nothing_of_how(plot, plot_no_street):
    assert ask_index(plot, "How does water get to the house?").answer.startswith("no evidence found")
    assert ask_index(plot_no_street, "How does electric service reach the property?").answer.startswith(
        "no evidence found")


def test_rear_property_line_with_an_area_the_plan_does_not_give(plot):
    a = ask_index(plot, "How long is the rear property line, and what is the lot area?")
    assert "66'-3\"" in a.answer and a.missing_parts == ["what is the lot area"], (a.answer, a.missing_parts)


def test_a_leader_callout_of_stacked_lines_is_read_whole(plot):
    a = ask_index(plot, "What tree on the lot is protected, and how large is its critical root zone?")
    assert "TX ASH" in a.answer and "20ft CRITICAL ROOT ZONE" in a.answer and not a.missing_parts, a.answer



def test_an_object_size_is_the_lengths_along_its_sides(plot):
    a = ask_index(plot, "How big is the proposed shed, and how many stories?")
    assert a.handler == "side_lengths" and "20ft x 10ft" in a.answer and "1 STORY" in a.answer, a.answer


def test_a_label_without_lengths_on_its_sides_has_no_size_from_them(plot):
    a = ask_index(plot, "How big is the house?")
    assert a.handler != "side_lengths" and "20ft" not in a.answer, a.answer
    a = ask_index(plot, "How big is the pool?")
    assert a.handler != "side_lengths" and "x 12ft" not in a.answer, a.answer
