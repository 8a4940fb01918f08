"""Consultant blocks as title blocks list them, on a sheet drawn here: each firm on its own line,
then the line of what it does, then its address. Many such lines name only the disciplines
(`ACOUSTICS, IT/TELECOM & SECURITY, AUDIOVISUAL`, `COST ESTIMATOR`), never the word
`consultant`. A question naming a discipline is answered by the firm over the line that names
it; the role line itself is no answer, and a discipline no block names is abstained on.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"

# (firm, role line, address): as consultant blocks stack them, flush left.
BLOCKS = [("RIDGE & LEDGER PARTNERS", "COST ESTIMATOR", "1675 MARKET STREET, DENVER, CO 80202"),
          ("ECHO9", "ACOUSTICS, IT/TELECOM & SECURITY, AUDIOVISUAL", "2650 18TH STREET, DENVER, CO 80211"),
          ("BRACE STRUCTURES, INC.", "STRUCTURAL ENGINEER", "500 FOURTH AVENUE, GOLDEN, CO 80401")]


@pytest.fixture(scope="module")
def blocks_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("consultant_blocks")
    pdf = d / "blocks.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=3024, height=2160)
    x = 2780
    page.draw_rect(pymupdf.Rect(x - 10, 30, 3000, 2130))
    draw_text(page, x, 60, "NORTHFIELD LIBRARY RENOVATION", 11)
    y = 300
    for firm, role, address in BLOCKS:
        draw_text(page, x, y, firm, 10)
        draw_text(page, x, y + 11, role, 7)
        draw_text(page, x, y + 21, address, 7)
        y += 70
    # A role line under an address, not a firm: the block's first line was left off.
    draw_text(page, x, 600, "88 CANAL ROAD, BOULDER, CO 80302", 7)
    draw_text(page, x, 611, "LANDSCAPE", 7)
    draw_text(page, x, 1900, "G-001", 24)
    draw_text(page, 200, 1000, "LEVEL 1 PLAN", 14)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


@pytest.mark.parametrize("question", ["Which firm is the acoustics, IT/telecom and AV consultant?",
                                      "Who is the AV consultant?", "Who is the A/V consultant?",
                                      "Which firm is the acoustical consultant?"])
def test_a_consultant_is_the_firm_over_the_line_naming_its_discipline(blocks_index, question):
    a = ask_index(blocks_index, question)
    assert "ECHO9" in a.answer and "RIDGE" not in a.answer, a.answer


def test_the_role_line_alone_is_no_answer(blocks_index):
    a = ask_index(blocks_index, "Who is the cost estimator?")
    assert "RIDGE & LEDGER" in a.answer, a.answer


@pytest.mark.parametrize("question", ["Who is the lighting consultant?", "Who is the landscape consultant?",
                                      "Which firm is the AV and lighting consultant?"])
def test_a_discipline_no_firm_stands_over_is_abstained_on(blocks_index, question):
    a = ask_index(blocks_index, question)
    assert a.answer.startswith(ABSTAINED), a.answer
