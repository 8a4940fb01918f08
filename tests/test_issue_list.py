"""A title block's issue list, on a sheet drawn here: each issue's name and its date on a row
(`DESIGN DEVELOPMENT  2  23DEC2021`), under an `ISSUED FOR  REV  DATE` caption row, and a plot
stamp beside it. A question naming an issue is answered by that issue's date, not by the list;
`the issue before it` is the one dated just before; an issue the list does not name, or words
that name none of them alone, are abstained on.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"

ISSUES = [("SCHEMATIC DESIGN", "1", "04AUG2021"), ("DESIGN DEVELOPMENT", "2", "23DEC2021"),
          ("100% CONSTRUCTION DOCUMENTS", "3", "15APR2022"), ("ADDENDUM 1", "4", "02MAY2022")]


@pytest.fixture(scope="module")
def issues_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("issue_list")
    pdf = d / "issues.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=3024, height=2160)
    x = 2745
    page.draw_rect(pymupdf.Rect(x - 10, 30, 3000, 2130))
    draw_text(page, x, 60, "RIVERBEND COMMUNITY CENTER", 11)
    draw_text(page, x, 1080, "ISSUED FOR", 6)
    draw_text(page, x + 150, 1080, "REV", 6)
    draw_text(page, x + 190, 1080, "DATE", 6)
    for k, (issue, rev, day) in enumerate(ISSUES):
        y = 1100 + 12 * k
        draw_text(page, x, y, issue, 7)
        draw_text(page, x + 150, y, rev, 7)
        draw_text(page, x + 190, y, day, 7)
    draw_text(page, x, 1900, "Plot Date: 5/3/2022 10:13:27 AM", 6)
    draw_text(page, x, 2000, "A-101", 24)
    draw_text(page, 200, 1000, "LEVEL 1 FLOOR PLAN", 14)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_an_issue_named_is_answered_by_its_date(issues_index):
    a = ask_index(issues_index, "When were the schematic design and design development packages issued?")
    assert "04AUG2021" in a.answer and "23DEC2021" in a.answer and "15APR2022" not in a.answer, a.answer
    a = ask_index(issues_index, "When was addendum 1 issued?")
    assert "02MAY2022" in a.answer and "23DEC2021" not in a.answer, a.answer


def test_the_issue_before_is_the_one_dated_just_before(issues_index):
    a = ask_index(issues_index, "What date was addendum 1 issued, and what was the issue before it?")
    assert "02MAY2022" in a.answer and "15APR2022" in a.answer and "23DEC2021" not in a.answer, a.answer


@pytest.mark.parametrize("question", ["When was the permit set issued?", "What date was the design issued?"])
def test_an_issue_the_list_does_not_name_is_abstained_on(issues_index, question):
    a = ask_index(issues_index, question)
    assert a.answer.startswith(ABSTAINED), a.answer
