"""A wood roof framing plan (`tests/roof_framing_sheet.py`) whose schedules have no ruling lines
(columns by whitespace, zebra-shaded rows) and a two-line `HEEL` / `HEIGHT` caption, asked the
questions of blind round 59 (`tests/blind_questions/drawn/round59-drawn.jsonl`, written before
drawqa answered them), and the rules they led to:

- A header line right under a schedule's title (`HEEL` over `HEIGHT`) is read with that title's
  table, not as a table of its own that takes the rows' right half (drawqa/tables.py).
- A street number or a ZIP code is no project number; a project's own name in the question says
  which project, not which field; a compass word in a name or an address (`INLAND NORTHWEST`) names
  no wing (drawqa/expect.py, handlers/metadata.py, drawqa/contract.py).
- A part asking who is answered where its own words are said, not by any capitalised words
  (drawqa/contract.py).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from roof_framing_sheet import roof_framing_pdf

from drawqa.expect import find_value
from drawqa.extract import read_page
from drawqa.tables import find_tables

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round59-drawn.jsonl")


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    return roof_framing_pdf(tmp_path_factory.mktemp("roof_framing") / "roof_framing.pdf")


@pytest.fixture(scope="module")
def framing(pdf) -> Path:
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_roof_framing_sheet(framing, item):
    assert_never_wrong(framing, item)


def test_a_two_line_caption_stays_in_its_schedule(pdf):
    with pymupdf.open(pdf) as doc:
        tables = find_tables(read_page(doc, 0, pdf, ocr=False))
    truss = next(t for t in tables if t.title == "TRUSS SCHEDULE")
    assert "HEEL HEIGHT" in truss.header
    assert [r.cells[0] for r in truss.rows] == ["T1", "T2", "T3", "T4", "T5", "T6", "GT1"]
    assert not any(t.title == "HEEL" for t in tables)


def test_the_marks_of_a_schedule_without_rules_are_counted(framing):
    a = ask_index(framing, "How many trusses are listed in the truss schedule?", ocr=False).answer
    assert a.startswith(ABSTAINED) or ("7" in a and "GT1" in a), a


def test_the_project_number_of_a_project_named(framing):
    a = ask_index(framing, "What is the project number of the North Millwood Medical Pavilion?", ocr=False).answer
    assert a.startswith(ABSTAINED) or "TSE-25214" in a, a
    assert "MISSION AVENUE" not in a, a


@pytest.mark.parametrize("text, value", [
    ("PROJECT: MEDICAL OFFICE, 14120 E. MISSION AVENUE SPOKANE VALLEY, WA 99216", None),
    ("ASHBURY FIRE STATION NO. 2, 2250 ALDER CREEK PARKWAY, ASHBURY, WISCONSIN 53187", None),
    ("PROJECT NO. TSE-25214", "TSE-25214"),
    ("JOB NO 24118", "24118"),
    ("PROJECT NUMBER 14120", "14120"),
])
def test_an_address_holds_no_identifier(text, value):
    assert find_value("identifier", text) == value


def test_who_is_answered_where_its_words_are(framing):
    a = ask_index(framing, "Do the trusses need a deferred submittal, and who must stamp their calculations?",
                  ocr=False)
    assert a.answer.startswith(ABSTAINED) or "PROFESSIONAL" in a.answer or "not found" in a.answer, a.answer


def test_the_firm_heading_a_corner_title_block_is_in_it(framing):
    """The engineer's name and address stacked right over the corner box's first caption head the
    title block: the structural engineer is found there."""
    a = ask_index(framing, "who's the structural engineer on this job", ocr=False).answer
    assert "TAMARACK STRUCTURAL ENGINEERS" in a, a


def test_a_sheet_asked_for_the_project_is_found_by_its_title(framing):
    a = ask_index(framing, "Which sheet has the roof framing plan for the medical pavilion?", ocr=False).answer
    assert a.startswith("S-201"), a
