"""A numbered legend, on a sheet drawn here: under `LEGEND`, each entry's number down one column,
its symbol drawn next, and its meaning (`DENOTES ...`) further right on the same row, the
meanings set tight one under the other. `legend item 5` is looked up like a numbered note; the
meaning may stand further from its number than a note's words, because the symbol stands
between them. Of two lists numbering a `3`, the legend's answers `legend item 3`.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"

ENTRIES = ["DENOTES CONSTRUCTION JOINT.", "DENOTES CONCRETE COLUMN OVER.", "DENOTES SPOON DRAIN TO CIVIL DETAILS.",
           "DENOTES LOAD-BEARING WALL UNDER.", "DENOTES 40mm SHOWER SETDOWN.", "DENOTES SLAB STEP 150mm U.N.O."]
ROW = 16         # points between rows
MEANING_X = 240  # the meaning's left edge; numbers at 100, symbols between


@pytest.fixture(scope="module")
def legend_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("numbered_legend")
    pdf = d / "legend.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=1224, height=792)
    draw_text(page, 100, 60, "LEGEND", 12)
    for k, meaning in enumerate(ENTRIES, 1):
        y = 70 + ROW * k
        draw_text(page, 100, y, f"{k}.")
        page.draw_rect(pymupdf.Rect(140, y - 8, 200, y - 1))        # the symbol
        draw_text(page, MEANING_X, y, meaning)
    # A second numbered list on the sheet: `legend item 3` is the legend's, not this list's.
    draw_text(page, 100, 400, "SITE NOTES", 12)
    for k, remark in enumerate(["CONTRACTOR TO VERIFY ALL LEVELS.", "PROTECT EXISTING TREES.",
                                "REINSTATE FOOTPATH ON COMPLETION."], 1):
        draw_text(page, 100, 410 + ROW * k, f"{k}.")
        draw_text(page, 130, 410 + ROW * k, remark)
    draw_text(page, 900, 500, "GROUND FLOOR SLAB PLAN", 14)
    draw_text(page, 1100, 760, "S10", 20)
    doc.save(pdf)
    return index_pdf(pdf, d / "idx")


@pytest.mark.parametrize("number, meaning", [(5, "40mm SHOWER SETDOWN"), (3, "SPOON DRAIN")])
def test_a_legend_item_is_the_meaning_on_its_numbers_row(legend_index, number, meaning):
    a = ask_index(legend_index, f"What does legend item {number} denote?")
    assert meaning in a.answer, a.answer
    others = [e for k, e in enumerate(ENTRIES, 1) if k != number]
    assert not any(e.rstrip(".") in a.answer for e in others), a.answer


def test_an_item_the_legend_does_not_number_is_abstained_on(legend_index):
    a = ask_index(legend_index, "What does legend item 9 denote?")
    assert a.answer.startswith(ABSTAINED), a.answer

