"""Title blocks and note columns laid out the ways real sheets lay them out, generated here:

* a form-line title block: each value written on a rule with its caption under the rule
  (`12345.000` over `PROJECT NUMBER`, the big sheet number over `SHEET NUMBER`);
* a sheet title centred on three lines under its caption;
* a plot stamp turned up the sheet edge, `Plot Date:` and its value apart on one baseline;
* a revision table whose last issue (T1) carries an earlier date than the one before it (a typo
  that plan sets have), and a caption row `PROJECT No DRWG No. REV.` that must not become a title;
* two columns of code notes where a sentence breaks off at a comma and goes on below it in its
  own column while the next column's text sits between in reading order.

Each question checks a rule of how drawings are made, not a wording.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from drawqa import store
from asking import ask_index, draw_text as _text, index_pdf

ABSTAINED = "no evidence found"
W, H = 1224, 792


def _right(page, x1, y, text, size=9.0):
    """Text set flush right against x1 (a value written at the right end of its rule)."""
    width = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    _text(page, x1 - width, y, text, size)


def _centred(page, xc, y, text, size):
    width = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    _text(page, xc - width / 2, y, text, size)


@pytest.fixture(scope="module")
def layout_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("title_block_layouts")
    pdf = d / "layouts.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    # Title block strip on the right: x 1010..1200.
    x0, x1 = 1010, 1200
    page.draw_rect(pymupdf.Rect(1000, 20, 1210, 772), width=1.2)
    _text(page, x0, 560, "SHEET TITLE", 6)
    for k, line in enumerate(["ENLARGED FLOOR", "PLANS AND INTERIOR", "ELEVATIONS"]):
        _centred(page, (x0 + x1) / 2, 578 + k * 13, line, 11)
    _right(page, x1, 662, "12345.000", 10)
    page.draw_line((x0, 665), (x1, 665), width=0.3)
    _text(page, x0, 672, "PROJECT NUMBER", 6)
    _right(page, x1, 718, "A-201", 26)
    page.draw_line((x0, 722), (x1, 722), width=0.3)
    _text(page, x0, 729, "SHEET NUMBER", 6)
    # Revision table and its caption row above the sheet number (an Australian-style block).
    _text(page, x0, 420, "REVISIONS:", 6)
    for k, (mark, date, desc) in enumerate([("P1", "07/09/2018", "PRELIMINARY ISSUE"),
                                            ("P2", "21/09/2018", "PRELIMINARY ISSUE"),
                                            ("T1", "05/09/2018", "80% TENDER ISSUE")]):
        y = 434 + k * 11
        _text(page, x0, y, mark, 6)
        _text(page, x0 + 16, y, date, 6)
        _text(page, x0 + 62, y, desc, 6)
    # Plot stamp up the left edge: caption and value on one baseline, a tab apart.
    _text(page, 22, 760, "Plot Date:", 6, rotate=90)
    _text(page, 22, 700, "5/3/2021 10:13:27 AM", 6, rotate=90)
    # Two columns of code notes; the left sentence breaks at a comma.
    _text(page, 60, 100, "CODE COMPLIANCE APPROACH:", 8)
    _text(page, 60, 120, "THE EAST BUILDING WILL BE CLASSIFIED AS MIXED-USE,", 7)
    _text(page, 380, 125, "GROUP R-3 GROUP R-4 GROUP S-1", 7)
    _text(page, 60, 130, "(SEPARATED) COMPRISED OF GROUP A-3 AND GROUP B OCCUPANCIES.", 7)
    _text(page, 60, 150, "THE WEST BUILDING WILL BE CLASSIFIED AS MIXED-USE,", 7)
    _text(page, 380, 155, "GROUP I-2 GROUP M", 7)
    _text(page, 60, 160, "(NON-SEPARATED) COMPRISED OF GROUP B AND GROUP S-1 OCCUPANCIES.", 7)
    # The site's street address printed along the street on the plan, with no caption.
    _text(page, 400, 600, "123 ANY STREET", 9)
    _text(page, 400, 611, "AUSTIN, TX 78701", 9)
    doc.save(pdf)
    return index_pdf(pdf, d / "idx")


_ask = ask_index


def test_a_value_written_over_its_caption_is_that_field(layout_index):
    a = _ask(layout_index, "What is the project number?")
    assert "12345.000" in a.answer, (a.answer, a.handler)
    assert "A-201" not in a.answer.replace("(A-201)", ""), a.answer   # the sheet's own number is not it


def test_a_centred_title_is_read_whole(layout_index):
    a = _ask(layout_index, "What is the title of sheet A-201?")
    assert "ENLARGED FLOOR PLANS AND INTERIOR ELEVATIONS" in a.answer, (a.answer, a.handler)
    sheet = store.load(layout_index).sheets[0]
    assert sheet.sheet_id == "A-201" and sheet.title == "ENLARGED FLOOR PLANS AND INTERIOR ELEVATIONS"


def test_a_plot_stamp_up_the_edge_is_a_field(layout_index):
    a = _ask(layout_index, "When was sheet A-201 plotted?")
    assert "5/3/2021" in a.answer, (a.answer, a.handler)


def test_the_latest_revision_is_the_highest_in_sequence(layout_index):
    a = _ask(layout_index, "What is the current revision of this sheet and what was it issued for?")
    assert "T1" in a.answer and "TENDER" in a.answer, (a.answer, a.handler)
    assert "not found" not in a.answer, a.answer        # the revision's description says what it was for


def test_a_cut_sentence_goes_on_in_its_own_column(layout_index):
    a = _ask(layout_index, "How is the East Building classified for occupancy, and is it separated or non-separated?")
    assert "GROUP A-3" in a.answer and "(SEPARATED)" in a.answer, (a.answer, a.handler)
    assert "R-3" not in a.answer and "WEST" not in a.answer, a.answer   # not the next column, not the other building
    assert not a.missing_parts, a.missing_parts         # the either-or part is answered by the statement


def test_the_other_building_is_answered_for_itself(layout_index):
    a = _ask(layout_index, "What occupancy classification applies to the West Building?")
    assert "NON-SEPARATED" in a.answer and "GROUP S-1" in a.answer, (a.answer, a.handler)
    assert "I-2" not in a.answer, a.answer


def test_a_plan_prints_its_own_site_address(layout_index):
    a = _ask(layout_index, "What is the property address?")
    assert "123 ANY STREET" in a.answer and "78701" in a.answer, (a.answer, a.handler)
