"""A sheet split into parallel headed blocks (NORTH BUILDING / SOUTH BUILDING over one repeated
layout): a question naming one part is answered from that part's block, and a stated sum
(`OCCUPANTS: 490 + 138 (EXISTING S-1) = 628`) answers both what was calculated and the total."""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"
NORTH_Q = ("What occupant load was calculated for the North Building renovation area, and what total "
           "was used once the existing storage is added?")


def _half(page, y: float, heading: str, area: str, equation: str, total_line: str) -> None:
    draw_text(page, 900, y, heading, 22)
    draw_text(page, 100, y + 60, "CODE COMPLIANCE APPROACH", 12)
    draw_text(page, 100, y + 90, f"THE RENOVATION IN THE {heading} IS APPROXIMATELY {area} GSF.", 9)
    draw_text(page, 100, y + 105, "THE EXISTING BUILDING IS ONE-STORY, SPRINKLERED, TYPE II-B.", 9)
    draw_text(page, 1100, y + 60, "MINIMUM PLUMBING FACILITIES", 12)
    draw_text(page, 1100, y + 90, equation, 9)
    draw_text(page, 1100, y + 105, total_line, 9)


@pytest.fixture(scope="module")
def halves_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("headed_blocks")
    pdf = d / "halves.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=3024, height=2160)
    _half(page, 300, "NORTH BUILDING", "20,500", "OCCUPANTS: 490 + 138 (EXISTING S-1) = 628",
          "FIXTURES: 4 + 2 (EXISTING) = 7")          # does not add up: read as nothing
    _half(page, 1100, "SOUTH BUILDING", "6,000", "OCCUPANTS: 100 + 148 (EXISTING S-1) + 96 (EXISTING B) = 344",
          "WATER CLOSETS: 3 + 2 (EXISTING) = 5")
    draw_text(page, 2800, 2000, "G2.1.1", 24)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_the_named_buildings_block_answers_both_parts(halves_index):
    a = ask_index(halves_index, NORTH_Q)
    assert "490" in a.answer and "628" in a.answer and "344" not in a.answer, a.answer
    assert a.handler == "total" and not a.missing_parts
    (cite,) = a.citations
    assert cite.text == "OCCUPANTS: 490 + 138 (EXISTING S-1) = 628"


def test_the_other_block_answers_for_the_other_building(halves_index):
    a = ask_index(halves_index, NORTH_Q.replace("North", "South"))
    assert "344" in a.answer and "628" not in a.answer, a.answer


def test_a_sum_for_no_block_named_is_not_picked_from_one(halves_index):
    a = ask_index(halves_index, "What total occupant load was used once the existing storage is added?")
    assert "628" not in a.answer and "344" not in a.answer, a.answer


def test_a_building_the_sheet_has_no_block_for_gets_no_blocks_sum(halves_index):
    a = ask_index(halves_index, NORTH_Q.replace("North", "East"))
    assert "628" not in a.answer and "344" not in a.answer, a.answer


def test_a_sum_that_does_not_add_up_is_no_total(halves_index):
    a = ask_index(halves_index, "How many fixtures were calculated for the North Building, and what total once the existing ones are added?")
    assert "7" not in a.answer.replace("G2.1.1", ""), a.answer


def test_the_north_building_on_the_uccs_code_summary(uccs_g_index):
    a = ask_index(uccs_g_index, NORTH_Q)
    assert "490" in a.answer and "628" in a.answer and "344" not in a.answer, a.answer


def test_a_total_asked_alone_is_the_named_blocks_sum(halves_index):
    a = ask_index(halves_index, "What occupant total is the South Building plumbing fixture count based on?")
    assert "344" in a.answer and "628" not in a.answer, a.answer
