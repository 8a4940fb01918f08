"""Notes read whole, the way drawings set them:

* a note that introduces a list (`The following ... should be provided with permit submittals`)
  is read with the short lines under it, each an item (tick boxes OCR reads as `Y` dropped);
* a label (`THERMAL MASS:`) goes on with the value beside it, and a line broken off
  mid-sentence with the line under it in its column;
* a view named in a scale question matches its OCR'd title with one letter misread
  (`LONER` for `LOWER`), and a plural `scales` or a modal (`can ... be drawn at`) asks the same;
* a two-part question whose second part the set does not state says so.

Generated sheets and rules are checked here; the Kirkland and Sonoma scans (../shared/eval)
are skipped when absent (the fixtures say so).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf
from handlers._domain import has_all
from handlers.generic import _read_on

ABSTAINED = "no evidence found"


@pytest.mark.parametrize("text, toks, misread, found", [
    ("FOUNDATION & LONER FLOOR FRAMING PLAN", ["foundation", "lower", "floor", "plan"], True, True),
    ("FOUNDATION & LONER FLOOR FRAMING PLAN", ["foundation", "lower", "floor", "plan"], False, False),
    ("UPPER FLOOR PLAN", ["lower", "floor", "plan"], True, False),        # two letters off
    ("TOWER PLAN", ["lower", "plan"], True, False),                       # too few words read exactly
    ("FOUNDATION & POWER FLOOR PLAN", ["foundation", "lower", "roof", "plan"], True, False),  # two words absent
])
def test_a_view_name_with_one_misread_letter(text, toks, misread, found):
    assert has_all(text, toks, misread=misread) is found


def test_a_label_reads_on_to_its_value_and_a_broken_line_to_its_end():
    us = [("THERMAL MASS:", (376, 615, 421, 619)), ("105 sq ft", (433, 615, 454, 620)),
          ("(thermal mass divided by conditioned ground floor area must be", (376, 621, 535, 627)),
          ("Emergency egress windows are required in all bedrooms.", (204, 622, 357, 640)),
          ("greater than 5%)", (376, 627, 417, 633))]
    assert _read_on(us, 0, us[0][0], us[0][1])[0] == "THERMAL MASS: 105 sq ft"
    text, _ = _read_on(us, 2, us[2][0], us[2][1])
    assert text.endswith("must be greater than 5%)") and "Emergency" not in text


@pytest.fixture(scope="module")
def checklist_index(tmp_path_factory) -> Path:
    """A cover-sheet note introducing a list of drawings, a tick box before some items, and a
    paragraph after the list; other sheets give the set its vocabulary."""
    d = tmp_path_factory.mktemp("introduced_list")
    doc = pymupdf.open()
    page = doc.new_page(width=1224, height=792)
    intro = ["These drawings are an example for individuals preparing drawings for permit",
             "submittal. The following basic information should be provided with permit",
             "submittals:"]
    for i, line in enumerate(intro):
        draw_text(page, 900, 200 + 9 * i, line, 6)
    for i, item in enumerate(["Y Site plan", "Elevations", "Y Foundation Plans", "Framing Plans", "Details"]):
        draw_text(page, 910, 232 + 9 * i, item, 6)
    draw_text(page, 900, 290, "Submitting accurate drawings will help the permitting process go smoother.", 6)
    draw_text(page, 1100, 760, "A1", 20)
    for n, words in enumerate(["FOUNDATION PLAN NOTES: PROVIDE 18\" x 24\" CRAWL SPACE ACCESS.",
                               "ROOF FRAMING: 2X8 RAFTERS @ 24\" O.C.", "ELEVATION NOTES: NOTE ALL EGRESS WINDOWS."]):
        other = doc.new_page(width=1224, height=792)
        draw_text(other, 1100, 760, f"A{2 + n}", 20)
        draw_text(other, 200, 300, words, 8)
    doc.save(d / "cover.pdf")
    return index_pdf(d / "cover.pdf", d / "index")


def test_a_note_introducing_a_list_is_read_with_its_items(checklist_index):
    a = ask_index(checklist_index, "Which drawings should be included in a permit submittal?")
    low = a.answer.lower()
    assert all(x in low for x in ("site plan", "elevations", "foundation plans", "framing plans", "details")), a.answer
    assert "submitting" not in low and not a.answer.startswith("Y "), a.answer


# ----------------------------------------------------------------------------- real scans

def test_permit_drawings_listed_on_the_kirkland_cover(kirkland_index):
    a = ask_index(kirkland_index, "According to the note on A1, which drawings should be included in a permit submittal?")
    low = a.answer.lower()
    assert all(x in low for x in ("site plan", "elevations", "foundation plans", "framing plans",
                                  "floor plans", "details")), a.answer
    assert a.citations[0].page == 1


def test_scales_of_a_view_whose_title_ocr_misread(kirkland_index):
    a = ask_index(kirkland_index, "what scales can the foundation & lower floor framing plan be drawn at")
    assert '1/4" = 1\'-0"' in a.answer and '1/8" = 1\'-0"' in a.answer, a.answer
    assert a.citations[0].page == 2


def test_a_part_the_set_does_not_state_is_said_missing(kirkland_index):
    a = ask_index(kirkland_index, "What anchor bolt is used in the lateral restraint panel details, and what "
                                  "concrete strength is required for the footing?")
    assert '5/8"' in a.answer and "not found" in a.answer, a.answer


def test_a_label_read_with_its_value_on_the_sonoma_scan(sonoma_index):
    a = ask_index(sonoma_index, "How much thermal mass does the house have?")
    assert "105" in a.answer, a.answer
