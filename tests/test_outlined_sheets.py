"""Small sheets drawn here with every word turned into vector outlines (no text layer), so they
are read by OCR at index time, as the held-out report's worst set was (`docs/first-sight.md`,
"Outline copies"). Each one carries what made an outline copy of a real set answer wrong.

Three sheets of the 22-sheet set (`tests/large_set.py`) outlined the same way carry what its
outline copy answered wrong or missed at first sight.

Rules, not wording: OCR's line and word boxes hug the letters, so the lines of one block stand
apart where a text layer's touch, and the cells of a revision row stand further apart in word
heights; a wrapped value is still its label's value; a row of captions (`NO. DESCRIPTION DATE`)
is no heading; OCR takes a sheet number's large S for a 5 or 9; a notice whose (c) OCR lost is
still the copyright notice; a scale's fraction is proper, and its two sides beside each other
with the `=` lost are still the scale; an OCR'd number holding a sign is a misreading, not the
number.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, outlined
from drawqa import store
from drawqa.index import build
from drawqa.ocr import tesseract_available
from large_set import H, SHEETS, W, _body, _title_block

ABSTAINED = "no evidence found"


def _code_sheet(page) -> None:
    """A cover sheet's code analysis, one value wrapped to a second line set under the value
    (a hanging indent), as a code summary sets its long values."""
    draw_text(page, 60, 60, "CODE ANALYSIS", 11)
    for i, t in enumerate(["OCCUPANCY: R-3 (SINGLE-FAMILY DWELLING)", "CONSTRUCTION TYPE: V-B",
                           "FIRE SPRINKLERS: AUTOMATIC FIRE SPRINKLER SYSTEM REQUIRED PER NFPA 13D, DEFERRED"]):
        draw_text(page, 60, 80 + 14 * i, t, 8)
    draw_text(page, 130, 122, "SUBMITTAL UNDER SEPARATE PERMIT", 8)
    draw_text(page, 60, 136, "ENERGY CODE: 2021 INTERNATIONAL ENERGY CONSERVATION CODE (IECC)", 8)
    # A finish legend, its first definition as OCR read an outline copy's `WALL/CEILING`.
    draw_text(page, 600, 60, "FINISH LEGEND", 11)
    for i, (code, desc) in enumerate([("RES-W", "RESINOUS/EPOXY WALLICEILING"), ("PT-1", "PAINT, EGGSHELL, WALL"),
                                      ("ACT-1", "ACOUSTIC CEILING TILE, 2x2")]):
        draw_text(page, 600, 80 + 14 * i, code, 8)
        draw_text(page, 660, 80 + 14 * i, desc, 8)
    draw_text(page, 1000, 700, "COVER SHEET", 12)
    # What OCR read off an outline copy's `PROJECT No: 7776` set large beside the drawing
    # number S10: a sign where a figure or letter could not be made out.
    draw_text(page, 1000, 730, "PROJECT No: 7/776 =$10", 10)
    draw_text(page, 1000, 760, "G-001", 20)


@pytest.fixture(scope="module")
def outlined_sheet(tmp_path_factory) -> Path:
    if not tesseract_available():
        pytest.skip("tesseract binary not installed (apt-get install tesseract-ocr)")
    d = tmp_path_factory.mktemp("outlined_sheet")
    doc = pymupdf.open()
    _code_sheet(doc.new_page(width=1224, height=792))
    copy = outlined(doc)
    assert not copy[0].get_text().strip()
    copy.save(d / "sheet.pdf")
    report = build([str(d / "sheet.pdf")], d / "idx", ocr=True)
    assert report.indexed == 1, report.summary()
    return d / "idx"


def test_a_wrapped_value_read_by_ocr_goes_on_under_its_label(outlined_sheet):
    """`... NFPA 13D, DEFERRED` / `SUBMITTAL UNDER SEPARATE PERMIT`: OCR reads each line as a
    block of its own, half a letter below the last; the second is not a heading spaced off."""
    a = ask_index(outlined_sheet, "Is the fire sprinkler system permitted with these drawings?").answer
    assert "separate permit" in a, a


# The enlarged entry elevations (the `=` of its scale lost), the stair details (an RFI row), the
# exterior signage plan (its scale read `4/2"`) and the foundation plan (its number read `91.0`),
# in set order, each with a revision row or two.
DRAWN = ("A3.0.1", "A5.1", "A7.0", "S1.0")


@pytest.fixture(scope="module")
def outlined_set(tmp_path_factory) -> Path:
    if not tesseract_available():
        pytest.skip("tesseract binary not installed (apt-get install tesseract-ocr)")
    d = tmp_path_factory.mktemp("outlined_set")
    doc = pymupdf.open()
    for number, title, scale, revisions in (s for s in SHEETS if s[0] in DRAWN):
        page = doc.new_page(width=W, height=H)
        _title_block(page, number, title, scale, revisions)
        _body(page, number, title, scale)
    outlined(doc).save(d / "set.pdf")
    report = build([str(d / "set.pdf")], d / "idx", ocr=True)
    assert report.indexed == 1, report.summary()
    return d / "idx"


def test_a_sheet_number_whose_s_ocr_read_as_a_figure_is_read(outlined_set):
    assert [s.sheet_id for s in store.load(outlined_set).sheets] == list(DRAWN)
    a = ask_index(outlined_set, "What is the title of sheet S1.0?").answer
    assert "FOUNDATION PLAN" in a, a


def test_the_date_column_of_a_revision_table_read_by_ocr_is_not_the_sheet_date(outlined_set):
    """`NO.  DESCRIPTION  DATE` are three blocks to OCR; DESCRIPTION is a caption, not a heading
    that would take the revision table's DATE column out of the REVISIONS block."""
    a = ask_index(outlined_set, "What is the date on sheet A5.1?").answer
    assert "04/18/2025" in a and "05/12/2025" not in a and "06/03/2025" not in a, a


@pytest.mark.parametrize("sheet", ["A5.1", "S1.0"])
def test_a_revision_row_is_not_the_issue_phase(outlined_set, sheet):
    """`1  ADDENDUM 01  05/12/2025` is a row of the revision table (OCR reads its cells apart);
    the ISSUE field says the phase the sheet is at."""
    a = ask_index(outlined_set, f"What is the issue phase of sheet {sheet}?").answer
    assert "CONSTRUCTION DOCUMENTS" in a and "ADDENDUM" not in a, a


def test_a_revision_row_read_by_ocr_is_a_revision(outlined_set):
    """The row's mark, description and date stand 14 and 100 points apart: more OCR word
    heights than text-layer ones."""
    a = ask_index(outlined_set, "When was RFI 014 issued?").answer
    assert "06/03/2025" in a, a


def test_a_copyright_notice_whose_mark_ocr_lost_names_the_holder(outlined_set):
    a = ask_index(outlined_set, "Who holds the copyright on these drawings?").answer
    assert "MARROW & VALE" in a, a


def test_a_scale_whose_equals_sign_ocr_lost_is_read_from_its_two_sides(outlined_set):
    """`1/4"` and `1'-0"` read as two blocks side by side under SCALE: the `=` between is lost."""
    a = ask_index(outlined_set, "What is the scale of sheet A3.0.1?").answer
    assert "1/4\" = 1'-0\"" in a, a


def test_a_scale_with_an_improper_fraction_is_a_misreading(outlined_set):
    """OCR read the signage plan's `1/2\" = 1'-0\"` as `4/2\" = 1'-0\"`: no drawing is made at
    four halves of an inch to the foot, so the sheet's scale is not said."""
    a = ask_index(outlined_set, "What is the scale of sheet A7.0?").answer
    assert a.startswith(ABSTAINED) or "1/2\" = 1'-0\"" in a, a


def test_a_number_read_by_ocr_with_a_sign_in_it_is_not_said(outlined_sheet):
    """No project number is written with `=` or `$`: OCR misread it, and the figures around the
    sign (`7/776`) are not the number either."""
    a = ask_index(outlined_sheet, "What is the project number?").answer
    assert "7/776" not in a, a


def test_a_slash_ocr_read_as_i_between_two_words_of_the_set_is_a_slash(outlined_sheet):
    """`WALLICEILING`: WALL and CEILING are words the sheet spells elsewhere, the joined word is
    not one; OCR takes a slash's thin stroke for an I."""
    a = ask_index(outlined_sheet, "What does RES-W stand for?").answer
    assert "WALL/CEILING" in a, a
