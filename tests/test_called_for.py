"""What a plan calls for at a kind of thing: the label on that plan that starts with the thing."""
from __future__ import annotations

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"


@pytest.fixture(scope="module")
def sample_plan_index(tmp_path_factory):
    """A foundation plan labelled the way a sample set labels it: what to give, thing first."""
    d = tmp_path_factory.mktemp("called_for")
    doc = pymupdf.open()
    p = doc.new_page(width=1224, height=792)
    draw_text(p, 200, 300, "CRAWLSPACE VENT SIZE,", 8)
    draw_text(p, 200, 310, "TYPE, & NET VENT AREA", 8)
    draw_text(p, 600, 300, "CRAWLSPACE ACCESS", 8)
    draw_text(p, 600, 310, "SIZE & LOCATION", 8)
    draw_text(p, 420, 360, "OVERALL DIMENSION", 8)
    draw_text(p, 400, 700, "FOUNDATION PLAN", 12)
    draw_text(p, 400, 714, "SCALE: 1/4\" = 1'-0\"", 8)
    draw_text(p, 1100, 760, "A2", 14)
    pdf = d / "sample-plan.pdf"
    doc.save(pdf)
    return index_pdf(pdf, d / "idx")


def test_the_label_starting_with_the_thing_is_what_the_plan_calls_for(sample_plan_index):
    a = ask_index(sample_plan_index, "What info does the foundation plan call for at each crawlspace vent?")
    assert "NET VENT AREA" in a.answer and "ACCESS" not in a.answer
    assert a.citations


def test_a_thing_no_label_starts_with_is_not_answered_from_another_label(sample_plan_index):
    a = ask_index(sample_plan_index, "What info does the foundation plan call for at each downspout?")
    assert "VENT" not in a.answer and "ACCESS" not in a.answer


def test_a_plan_not_drawn_in_the_set_is_not_answered_from_another(sample_plan_index):
    a = ask_index(sample_plan_index, "What info does the roof plan call for at each crawlspace vent?")
    assert "NET VENT AREA" not in a.answer
