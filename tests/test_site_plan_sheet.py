"""An architectural site plan (`tests/site_plan_sheet.py`), asked the questions of blind round 41
(`tests/blind_questions/drawn/round41-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- `Which architecture firm drew this site plan?` is not answered by the title block's `SHEET TITLE
  ARCHITECTURAL SITE PLAN`: a drawing's title names no firm; a firm's name set over a line of
  what it is (`KESTREL & MOORE` over `ARCHITECTS, INC.`) is read whole (`handlers/metadata.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from site_plan_sheet import site_plan_pdf

QUESTIONS = drawn_round("round41-drawn.jsonl")


@pytest.fixture(scope="module")
def site_plan(tmp_path_factory) -> Path:
    pdf = site_plan_pdf(tmp_path_factory.mktemp("site_plan") / "site_plan.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_site_plan_sheet(site_plan, item):
    assert_never_wrong(site_plan, item)


def test_a_sheet_title_names_no_firm(site_plan):
    a = ask_index(site_plan, "Which architecture firm drew this site plan?").answer
    assert "SITE PLAN" not in a and ("KESTREL & MOORE" in a or a.startswith("no evidence found")), a
