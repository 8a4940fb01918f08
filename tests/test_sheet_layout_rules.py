"""Rules from how sheets are laid out, each checked on a sheet generated here and, where the
shared eval set is present, on the real sheet it came from:

- a `NOTE 2:` label on a line of its own heads the note printed under it; two lists that give
  note 2 the same words are one answer cited from both, two that differ are no answer;
- a column of values one per row, read by the text layer as one block, is read row by row with
  each row's label (`STAIRWAYS 0.3; OTHER EGRESS COMPONENTS 0.2`);
- a question that names the form its answer is printed in (`in the occupancy table`) is met by
  a table's row;
- a numbered note is quoted whole, so a part it answers near its end is not cut off;
- a deflection limit written as a fraction of the span (`SPAN/240`) is a limit;
- a firm's name read from its logo is kept only when it spells the domain of the e-mail or web
  address printed beside the logo;
- a two-assembly insulation question found for one assembly says the other was not found, and
  so does a question for two energy values found for one.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from drawqa import ocr
from drawqa.contract import part_value
from drawqa.expect import split_parts
from drawqa.models import Answer, Citation

from asking import ask_index, draw_text, index_pdf
from drawqa.handlers.emblem import logo_firm
from drawqa.handlers.generic import stacked_rows

ABSTAINED = "no evidence found"
needs_tesseract = pytest.mark.skipif(not ocr.tesseract_available(),
                                     reason="tesseract binary not installed (apt-get install tesseract-ocr)")

NOTE_2 = "URINALS SHALL NOT BE SUBSTITUTED FOR MORE THAN 67% OF THE REQUIRED WATER CLOSETS."
FIXTURE_NOTES = [
    ("NOTE 1:", "ONE SERVICE SINK PER BUILDING IS REQUIRED WHERE ALL TENANTS HAVE ACCESS."),
    ("NOTE 2:", NOTE_2),
    ("NOTE 3:", "SINGLE-OCCUPANT RESTROOMS PROVIDE ONE WATER CLOSET AND ONE LAVATORY."),
]


def _labelled_notes(page, x: float, y: float, heading: str, notes) -> None:
    """A heading, then each note as a `NOTE n:` label with its text on the line under it and a
    blank line after it."""
    draw_text(page, x, y, heading, 10)
    for label, text in notes:
        y += 33
        draw_text(page, x, y, label, 8)
        draw_text(page, x, y + 11, text, 8)


@pytest.fixture(scope="module")
def sheets_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("layout_rules")
    doc = pymupdf.open()
    # Sheet 1: one fixture-note list repeated word for word for two buildings.
    p = doc.new_page(width=1224, height=792)
    _labelled_notes(p, 40, 60, "NORTH BUILDING PLUMBING NOTES", FIXTURE_NOTES)
    _labelled_notes(p, 620, 60, "SOUTH BUILDING PLUMBING NOTES", FIXTURE_NOTES)
    draw_text(p, 40, 520, "ENERGY NOTES", 10)
    draw_text(p, 40, 534, "1. CEILING INSULATION SHALL BE R-38 BLOWN FIBERGLASS IN THE ATTIC.", 8)
    draw_text(p, 40, 548, "2. ALL WINDOWS SHALL BE DOUBLE GLAZED, LOW-E.", 8)
    draw_text(p, 40, 562, "3. SEAL ALL PENETRATIONS IN THE BUILDING ENVELOPE.", 8)
    draw_text(p, 40, 576, "4. WINDOWS SHALL HAVE A U-FACTOR OF 0.30 OR LESS.", 8)
    draw_text(p, 1100, 760, "P1.0", 20)
    # Sheet 2: two lists whose note 2 says different things.
    p = doc.new_page(width=1224, height=792)
    _labelled_notes(p, 40, 60, "FIXTURE NOTES", FIXTURE_NOTES)
    other = [FIXTURE_NOTES[0], ("NOTE 2:", "PROVIDE A HOSE BIBB AT EACH EXTERIOR ENTRY DOOR OF THE BUILDING."),
             FIXTURE_NOTES[2]]
    _labelled_notes(p, 620, 60, "SITE PLUMBING NOTES", other)
    draw_text(p, 1100, 760, "P2.0", 20)
    pdf = d / "layout-rules.pdf"
    doc.save(str(pdf))
    doc.close()
    return index_pdf(pdf, d / "index")


def test_a_note_label_on_its_own_line_heads_the_note_under_it(sheets_index):
    a = ask_index(sheets_index, "On sheet P1.0, what does plumbing note 2 say about substituting urinals?")
    assert NOTE_2.rstrip(".") in a.answer, a.answer
    assert a.handler == "note_number"
    assert len({tuple(c.bbox) for c in a.citations}) == 2      # both lists, one answer


def test_two_lists_giving_a_note_different_words_are_no_answer(sheets_index):
    a = ask_index(sheets_index, "On sheet P2.0, what does note 2 say?")
    assert NOTE_2.rstrip(".") not in a.answer and "HOSE BIBB" not in a.answer, a.answer


def test_stacked_values_are_read_with_their_own_rows_labels():
    us = [("MINIMUM REQUIRED EGRESS WIDTH :", (1710, 121, 1857, 132)),
          ("STAIRWAYS", (1710, 132, 1756, 143)),
          ("0.3 0.2", (1854, 132, 1865, 153)),
          ("OTHER EGRESS COMPONENTS", (1710, 143, 1831, 154))]
    rows = stacked_rows(us, 3, 2)
    assert [(label, value) for label, value, _ in rows] == [("STAIRWAYS", "0.3"), ("OTHER EGRESS COMPONENTS", "0.2")]
    # One label beside a two-word value is a label and its value, not a stack.
    assert stacked_rows([("AREA", (0, 0, 30, 11)), ("50 GSF", (40, 0, 70, 11))], 0, 1) is None
    # Values on more rows than there are labels: no row can be paired.
    assert stacked_rows([("STAIRWAYS", (0, 0, 46, 11)), ("0.3 0.2", (60, 0, 71, 22))], 0, 1) is None


def test_the_egress_width_factors_of_the_uccs_code_summary_are_paired_with_their_rows(uccs_g_index):
    a = ask_index(uccs_g_index, "What egress width factors are used for stairways and for other egress components?")
    assert "STAIRWAYS 0.3" in a.answer and "OTHER EGRESS COMPONENTS 0.2" in a.answer, a.answer


def test_an_insulation_question_for_two_assemblies_names_the_one_not_found(sheets_index):
    a = ask_index(sheets_index, "What are the ceiling and wall insulation R-values?")
    assert "R-38" in a.answer, a.answer
    assert "wall insulation R-value: not found" in a.answer
    assert a.missing_parts == ["wall insulation R-value"]
    b = ask_index(sheets_index, "What R-value is the ceiling insulation?")
    assert "R-38" in b.answer and "not found" not in b.answer, b.answer


def test_a_question_for_two_energy_values_found_for_one_names_the_other(sheets_index):
    a = ask_index(sheets_index, "What U-factor and SHGC are required for the windows?")
    assert "0.30" in a.answer and "SHGC: not found" in a.answer, a.answer
    assert a.missing_parts == ["SHGC"]


def test_a_deflection_limit_written_as_a_fraction_of_the_span_is_a_limit():
    (_, part) = split_parts("Which formwork does legend item 17 allow, and what deflection limit applies?")
    for said, value in (("PROPPING TO ACHIEVE MAXIMUM SOFFIT DEFLECTION OF SPAN/240 BETWEEN PROPS.", "SPAN/240"),
                        ("BEAM DEFLECTION UNDER LIVE LOAD NOT TO EXCEED L/360.", "L/360"),
                        ("DENOTES MAXIMUM 57mm CLOSED PROFILE PERMANENT METAL FORMWORK.", None)):
        cite = Citation(file="s.pdf", sheet_id="S1", sheet_title="", page=1, section="notes", bbox=[0, 0, 1, 1],
                        text=said)
        got = part_value(part, Answer(question="", answer=said, confidence=0.8, handler="t", citations=[cite]))
        assert got == value, (said, got)


def test_a_logo_names_the_firm_only_when_it_spells_the_firms_domain():
    assert logo_firm(["O'Neill", "Group"], ["oneillgroup"]) == "O'Neill Group"
    assert logo_firm(["O'Neill Group", "ABN 60 056"], ["oneillgroup"]) == "O'Neill Group"
    assert logo_firm(["O'Nelll", "Group"], ["oneillgroup"]) == ""          # misread: no domain spelt
    assert logo_firm(["ISO", "9001", "Quality", "Management"], ["oneillgroup"]) == ""
    assert logo_firm(["O'Neill", "Group"], []) == ""                        # no address printed


# --------------------------------------------------------------------------- the real sheets

def test_plumbing_note_2_of_the_uccs_code_summary(uccs_g_index):
    a = ask_index(uccs_g_index, "What does plumbing note 2 say about substituting urinals in assembly occupancies?")
    assert "67%" in a.answer and "50%" in a.answer, a.answer
    assert a.handler == "note_number"


def test_the_business_concentrated_row_of_the_south_building_occupancy_table(uccs_g_index):
    a = ask_index(uccs_g_index, "In the South Building occupancy table, what load factor is used for "
                                "Business Concentrated space and what occupant load results?")
    assert "50 GSF" in a.answer and "53" in a.answer and "South Building" in a.answer, a.answer


def test_legend_item_17_of_s10_is_quoted_whole(gwynne_index):
    a = ask_index(gwynne_index, "Which permanent metal formwork products does legend item 17 allow, "
                                "and what deflection limit applies?")
    assert "KF57" in a.answer and "SPAN/240" in a.answer and "not found" not in a.answer, a.answer


@needs_tesseract
def test_the_engineering_firm_of_s10_is_read_from_its_logo(gwynne_index):
    a = ask_index(gwynne_index, "Which engineering firm prepared S10 and what is their phone number?")
    assert "O'Neill Group" in a.answer and "9828 4600" in a.answer and "not found" not in a.answer, a.answer
    assert a.handler == "emblem"


@pytest.fixture(scope="module")
def logo_index(tmp_path_factory) -> Path:
    """A text-layer sheet whose title block has a firm's logo (a picture of its name) over the
    firm's name block (what it does, address, phone, e-mail), as consultants' blocks are drawn."""
    from badinputs import add_text_page, logo_png
    d = tmp_path_factory.mktemp("firm_logo")
    doc = pymupdf.open()
    page = add_text_page(doc, size=(1224, 792), sheet_id="S1.0", title="FOUNDATION PLAN")
    x, y = 1224 * 0.86, 792 * 0.08
    page.insert_image(pymupdf.Rect(x, y, x + 128, y + 60), stream=logo_png(["Keller", "Stone"]))
    for i, line in enumerate(["CONSULTING STRUCTURAL ENGINEERS", "12 MAIN STREET, DENVER CO 80202",
                              "TEL 303-555-0100 FAX 303-555-0101", "info@kellerstone.com"]):
        draw_text(page, x, y + 72 + 10 * i, line, 6)
    pdf = d / "firm-logo.pdf"
    doc.save(str(pdf))
    doc.close()
    return index_pdf(pdf, d / "index")


@needs_tesseract
def test_a_firm_named_only_in_its_logo_is_read_when_the_logo_spells_its_domain(logo_index):
    a = ask_index(logo_index, "Which engineering firm prepared this sheet?")
    assert "Keller Stone" in a.answer and a.handler == "emblem", a.answer
    assert "303-555-0100" in a.answer and "303-555-0101" not in a.answer    # its phone, not its fax
    # A firm of another kind is not this one: the block says nothing of architecture.
    b = ask_index(logo_index, "Which architecture firm prepared this sheet?")
    assert "Keller" not in b.answer, b.answer
