"""A three-sheet set drawn here the way permit sets are drawn, for rules that span sheets and
tables:

* each sheet's title under its `SHEET TITLE` caption, a copyright notice lower in the same title
  block, an issue phase with its date, and a revision table per sheet;
* an energy compliance table (COMPONENT | REQUIRED | PROPOSED | NOTES) with numbered general
  notes set beside it on the same baselines, and an equipment schedule;
* design loads listed as `;`-separated clauses of one note.

A sheet named by its title scopes the answer; a value is read from the row and the column the
question names; one clause answers, not the list.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_grid, draw_text as _text, index_pdf

ABSTAINED = "no evidence found"
W, H = 2592, 1728


def _title_block(page, sheet_id, title, revisions):
    x = 2300
    page.draw_rect(pymupdf.Rect(x - 10, 40, 2560, 1690))
    _text(page, x, 100, "HARBOR VIEW CLINIC", 12)
    _text(page, x, 1200, "REVISIONS", 8)
    draw_grid(page, x, 1210, [30, 70, 140], [("NO.", "DATE", "DESCRIPTION")] + revisions, size=7, row_height=13)
    _text(page, x, 1420, "ISSUED FOR PERMIT", 10)
    _text(page, x, 1436, "05/20/2025", 8)
    _text(page, x, 1500, "SHEET TITLE", 6)
    _text(page, x, 1516, title, 11)
    _text(page, x, 1600, "\u00a9 2025 TIDELINE ARCHITECTURE PC. ALL RIGHTS RESERVED.", 6)
    _text(page, x, 1650, "SHEET NO.", 6)
    _text(page, x + 60, 1670, sheet_id, 26)


@pytest.fixture(scope="module")
def set_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("sets_and_tables")
    pdf = d / "set.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _text(page, 100, 90, "ENERGY COMPLIANCE SUMMARY (2021 IECC, CLIMATE ZONE 4C)", 14)
    draw_grid(page, 100, 110, [260, 120, 120, 200], [
        ("COMPONENT", "REQUIRED", "PROPOSED", "NOTES"), ("ROOF / CEILING", "R-49", "R-60", "BLOWN CELLULOSE"),
        ("ABOVE-GRADE WALLS", "R-20 OR 13+5", "R-21", "FIBERGLASS BATT"),
        ("WINDOWS U-FACTOR", "0.30", "0.27", "VINYL, LOW-E"), ("DOORS U-FACTOR", "0.30", "0.20", "")])
    _text(page, 100, 260, "MECHANICAL EQUIPMENT SCHEDULE", 12)
    draw_grid(page, 100, 270, [260, 200, 200], [
        ("EQUIPMENT", "EFFICIENCY REQUIRED", "EFFICIENCY PROPOSED"),
        ("HEAT PUMP HP-1", "14.3 SEER2 / 7.5 HSPF2", "16.0 SEER2 / 9.0 HSPF2"),
        ("WATER HEATER WH-1", "2.0 UEF", "3.75 UEF")])
    _text(page, 1000, 90, "GENERAL NOTES", 12)
    notes = ["1. ALL WORK SHALL COMPLY WITH THE 2021 OREGON STRUCTURAL SPECIALTY CODE AND THE 2021 IECC.",
             "2. CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND CONDITIONS IN THE FIELD PRIOR TO CONSTRUCTION.",
             "3. DESIGN LOADS: ROOF LIVE LOAD 20 PSF; FLOOR LIVE LOAD 50 PSF; SNOW LOAD 25 PSF;",
             "   WIND: 120 MPH ULTIMATE, EXPOSURE C, RISK CATEGORY II; SEISMIC DESIGN CATEGORY D.",
             "4. ROOF TRUSSES SHALL BE ANCHORED TO TOP PLATES WITH SIMPSON H2.5A TIES AT EACH TRUSS."]
    for i, line in enumerate(notes):
        _text(page, 1000, 115 + 13 * i, line, 8)
    _title_block(page, "G-002", "ENERGY AND CODE SUMMARY", [("1", "06/10/2025", "PLAN REVIEW COMMENTS")])
    page = doc.new_page(width=W, height=H)
    _text(page, 200, 1000, "EXTERIOR SIGNAGE ELEVATIONS", 14)
    _text(page, 200, 190, "ROOM FINISH SCHEDULE", 12)
    draw_grid(page, 200, 200, [50, 150, 60, 60, 60], [("NO.", "ROOM NAME", "FLOOR", "BASE", "WALLS"),
                                                 ("301", "LOUNGE", "CPT-1", "RB-1", "PT-2"),
                                                 ("302", "COPY ROOM", "LVT-1", "RB-1", "PT-2")])
    _text(page, 700, 190, "FINISH LEGEND", 12)
    for k, line in enumerate(["CPT-1 CARPET TILE, INTERFACE 'OPEN AIR 402', COLOR 'LINEN'",
                              "LVT-1 LUXURY VINYL TILE, SHAW 'MINERAL' 0491V",
                              "PT-2  PAINT, SHERWIN-WILLIAMS SW 7005 PURE WHITE, EGGSHELL"]):
        _text(page, 700, 210 + 13 * k, line, 8)
    _title_block(page, "A-601", "EXTERIOR SIGNAGE", [("1", "06/10/2025", "PLAN REVIEW COMMENTS"),
                                                     ("2", "07/02/2025", "OWNER REVISIONS - SIGN S1")])
    page = doc.new_page(width=W, height=H)
    _text(page, 200, 1000, "STAIR SECTIONS", 14)
    _title_block(page, "A-501", "STAIR DETAILS", [("1", "06/10/2025", "PLAN REVIEW COMMENTS"),
                                                  ("2", "06/24/2025", "RFI #7 - STAIR STRINGER"),
                                                  ("3", "08/15/2025", "ASI #3 - GUARD INFILL")])
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_a_title_is_read_under_its_caption_and_a_copyright_line_is_not_one(set_index):
    a = ask_index(set_index, "What is shown on sheet A-601?")
    assert "EXTERIOR SIGNAGE" in a.answer and "\u00a9" not in a.answer, a.answer


def test_a_sheet_named_by_its_title_scopes_the_answer(set_index):
    a = ask_index(set_index, "What is the latest revision on the exterior signage sheet?")
    assert "OWNER REVISIONS" in a.answer and "ASI" not in a.answer, a.answer


def test_the_revision_made_by_an_rfi(set_index):
    a = ask_index(set_index, "Which RFI revised the stair details?")
    assert "RFI #7" in a.answer and "ASI" not in a.answer, a.answer


def test_a_compliance_table_beside_notes_is_read_by_row_and_named_column(set_index):
    a = ask_index(set_index, "What R-value is proposed for the roof?")
    assert "R-60" in a.answer and "R-49" not in a.answer, a.answer
    a = ask_index(set_index, "What is the proposed window U-factor?")
    assert "0.27" in a.answer and "DOORS" not in a.answer, a.answer
    a = ask_index(set_index, "What UEF does the water heater have?")
    assert "3.75 UEF" in a.answer, a.answer


def test_one_clause_of_a_list_of_loads_answers(set_index):
    a = ask_index(set_index, "What is the floor live load?")
    assert "50 PSF" in a.answer and "SNOW" not in a.answer, a.answer
    a = ask_index(set_index, "What wind speed is the building designed for?")
    assert "120 MPH" in a.answer, a.answer


def test_copyright_holder_and_issue_phase(set_index):
    a = ask_index(set_index, "Who holds the copyright on the drawings?")
    assert "TIDELINE ARCHITECTURE" in a.answer, a.answer
    a = ask_index(set_index, "What phase were the drawings issued for?")
    assert "PERMIT" in a.answer, a.answer


def test_a_finish_tag_is_explained_by_its_legend_line(set_index):
    a = ask_index(set_index, "What is the floor finish in room 302?")
    assert "LVT-1" in a.answer and "SHAW" in a.answer and "INTERFACE" not in a.answer, a.answer


@pytest.fixture(scope="module")
def consultants_index(tmp_path_factory) -> Path:
    """A title block listing consultants both ways sets print them: the role over the firm
    (`ELECTRICAL ENGINEER` / `VOLTAGE DESIGN GROUP`), and the firm over its role and address
    (`MARTIN/MARTIN, INC.` / `STRUCTURAL ENGINEER` / `12499 WEST COLFAX AVENUE`)."""
    d = tmp_path_factory.mktemp("consultants")
    pdf = d / "consultants.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=3024, height=2160)
    x = 2750
    page.draw_rect(pymupdf.Rect(x - 10, 30, 3000, 2130))
    rows = [(60, "MECHANICAL / PLUMBING ENGINEER", 6), (74, "AIRFLOW MEP, LLC", 10), (86, "401 WALNUT AVE, DENVER, CO", 7),
            (140, "ELECTRICAL ENGINEER", 6), (154, "VOLTAGE DESIGN GROUP", 10), (166, "77 GRID ROAD, AURORA, CO", 7),
            (220, "MARTIN/MARTIN, INC.", 10), (232, "STRUCTURAL ENGINEER", 7), (244, "12499 WEST COLFAX AVENUE", 7),
            (254, "LAKEWOOD, CO, 80215", 7), (400, "OWNER", 6), (414, "CITY OF LAFAYETTE", 10)]
    for y, line, size in rows:
        _text(page, x, y, line, size)
    _text(page, x, 1890, "E-201", 24)
    _text(page, 100, 1000, "LEVEL 2 LIGHTING PLAN", 14)
    _text(page, 1200, 120, "1. EXIT SIGNS SHALL BE LED WITH 90-MINUTE BATTERY BACKUP.", 8)
    _text(page, 1200, 134, "2. THE BUILDING IS FULLY SPRINKLERED PER NFPA 13.", 8)
    _text(page, 1200, 148, "3. FIRE ALARM SYSTEM SHALL COMPLY WITH NFPA 72.", 8)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


@pytest.mark.parametrize("role, firm", [("electrical engineer", "VOLTAGE DESIGN GROUP"),
                                        ("mechanical engineer", "AIRFLOW MEP"),
                                        ("plumbing engineer", "AIRFLOW MEP"),
                                        ("structural engineer", "MARTIN/MARTIN")])
def test_a_consultant_is_read_whichever_way_the_title_block_lists_it(consultants_index, role, firm):
    a = ask_index(consultants_index, f"Who is the {role}?")
    assert firm in a.answer and "LAFAYETTE" not in a.answer, a.answer


def test_a_consultant_address_is_every_line_stacked_under_its_role(consultants_index):
    """The address under a firm's role line reads on through its lines (street, then city, state
    and zip), which a scan's reading sets each in a block of its own, up to the next block."""
    from handlers.metadata import _address_below

    units = [["MARTIN/MARTIN, INC.", 2781.8, 1007.8, 2889.3, 1018.7],      # as OCR read a title block
             ["STRUCTURAL ENGINEER", 2781.8, 1022.8, 2877.2, 1029.6],
             ["12499 WEST COLFAX AVENUE", 2782.2, 1034.1, 2895.8, 1041.0],
             ["LAKEWOOD, CO, 80215 303-431-6100", 2781.8, 1045.4, 2869.1, 1063.2],
             ["SMITHGROUP", 2781.8, 1080.0, 2850.0, 1091.0]]
    assert [u[0] for u in _address_below(units, 1)] == ["12499 WEST COLFAX AVENUE", "LAKEWOOD, CO, 80215 303-431-6100"]
    a = ask_index(consultants_index, "Who is the structural engineer in the title block, and where is the firm located?")
    assert "MARTIN/MARTIN" in a.answer and "LAKEWOOD, CO, 80215" in a.answer and "LAFAYETTE" not in a.answer, a.answer


def test_how_long_asks_for_a_time(consultants_index):
    a = ask_index(consultants_index, "How long must exit sign batteries last?")
    assert "90-MINUTE" in a.answer, a.answer


def test_how_a_thing_is_done_is_the_note_that_requires_it(set_index):
    a = ask_index(set_index, "How are the roof trusses tied down?")
    assert "H2.5A" in a.answer, a.answer


@pytest.fixture(scope="module")
def views_index(tmp_path_factory) -> Path:
    """Two enlarged plans on one sheet, each titled below its drawing with its scale, each with
    its own callouts above the title."""
    d = tmp_path_factory.mktemp("views")
    pdf = d / "views.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _text(page, 200, 900, "ENLARGED TOILET ROOM PLAN", 14)
    _text(page, 200, 918, "SCALE: 1/4\" = 1'-0\"", 9)
    _text(page, 1200, 900, "ENLARGED STAIR PLAN", 14)
    _text(page, 1200, 918, "SCALE: 1/2\" = 1'-0\"", 9)
    _text(page, 300, 400, "GRAB BAR AT 33\" AFF, TYP.", 8)
    _text(page, 300, 430, "GUARD HEIGHT 36\" AT WINDOW SEAT.", 8)
    _text(page, 1300, 400, "HANDRAIL AT 34\" TO 38\" ABOVE NOSING.", 8)
    _text(page, 1300, 430, "GUARD HEIGHT 42\" MIN.", 8)
    _text(page, 2400, 1680, "A401", 26)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


def test_a_callout_belongs_to_the_view_titled_below_it(views_index):
    a = ask_index(views_index, "What is the guard height at the stair?")
    assert "42" in a.answer and "33" not in a.answer, a.answer
    a = ask_index(views_index, "What height are the grab bars?")
    assert "33" in a.answer, a.answer


def test_standards_named_across_notes_are_listed(consultants_index):
    a = ask_index(consultants_index, "Which NFPA standards apply?")
    assert "NFPA 13" in a.answer and "NFPA 72" in a.answer, a.answer


def test_who_and_one_word_questions_are_not_guessed_from_blocks(consultants_index):
    a = ask_index(consultants_index, "Who is the fire protection engineer?")
    assert a.answer.startswith("no evidence found"), a.answer
    a = ask_index(consultants_index, "What is the exit type?")
    assert a.answer.startswith("no evidence found"), a.answer
