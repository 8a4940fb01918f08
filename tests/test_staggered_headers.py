"""A plumbing sheet drawn here after the shape of a mechanical sheet the held-out report named: a
test-pressure table headed by a large title that no title word names (`... REQUIREMENTS FOR
PIPING`), its header set in staggered lines (`TEST` / `PRESSURE` / `(POUNDS PER SQ INCH)` beside
`DURATION` / `(HOURS)`), a `LOCATION` header centred over `FROM` and `TO`, and a right-hand
title strip whose labels stand far to the right of that `LOCATION`.

Rules, not wording: a title strip is where its labels stand together, not as wide as a table
header far from them; a header set in staggered lines names the column under each word; a row
is named by its first cell said whole; a question naming two rows or two columns gets each; a
note that provides something at a place answers `what has to be laid under ...`.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text, index_pdf
from drawqa.extract import open_pdf, read_page
from drawqa.title_block import title_block_box
from drawqa.tables import find_tables

W, H = 2592, 1728      # 36 x 24 in
STRIP = 2300           # the title strip's left edge
ABSTAINED = "no evidence found"


# The title strip's fields: (x offset, baseline, text, size); the captions are 7 pt.
STRIP_FIELDS = [(0, 120, "NORTHGATE ENGINEERING", 14), (0, 140, "410 HARBOUR ROAD, PORT ELLIS", 9),
                (0, 800, "ISSUED FOR", 7), (170, 800, "DATE", 7), (0, 820, "PERMIT SET", 9),
                (170, 820, "2024-06-03", 9), (0, 1460, "SHEET TITLE", 7), (0, 1490, "PLUMBING SCHEDULES", 16),
                (0, 1560, "PROJECT NUMBER", 7), (0, 1580, "24-117", 10), (0, 1620, "SHEET NUMBER", 7),
                (0, 1680, "P0.2", 40)]


def _strip(page) -> None:
    page.draw_line((STRIP, 36), (STRIP, H - 36), width=1.5)
    for dx, y, text, size in STRIP_FIELDS:
        draw_text(page, STRIP + 20 + dx, y, text, size)


def _pressure_table(page, x: float, y: float) -> None:
    """Header words set on staggered baselines, as the drawing program placed them."""
    draw_text(page, x, y, "HYDROSTATIC TEST REQUIREMENTS FOR PIPING", 18)
    cols = [x, x + 150, x + 290, x + 420, x + 520, x + 640]
    draw_text(page, cols[0], y + 50, "PIPING SYSTEM", 7)
    draw_text(page, cols[1] + 60, y + 50, "LOCATION", 7)
    draw_text(page, cols[5], y + 50, "REMARKS", 7)
    draw_text(page, cols[3], y + 46, "TEST", 7)
    draw_text(page, cols[3], y + 57, "PRESSURE", 7)
    draw_text(page, cols[3] - 6, y + 68, "(POUNDS PER SQ INCH)", 6)
    draw_text(page, cols[4], y + 52, "DURATION", 7)
    draw_text(page, cols[4] + 6, y + 63, "(HOURS)", 7)
    draw_text(page, cols[1], y + 80, "FROM", 7)
    draw_text(page, cols[2], y + 80, "TO", 7)
    rows = [("DOMESTIC WATER", "METER", "FIXTURES", "150", "2"),
            ("SANITARY WASTE", "FIXTURES", "BUILDING DRAIN", "10", "4"),
            ("STORM DRAIN", "ROOF DRAINS", "CONNECTION", "10", "4")]
    for i, cells in enumerate(rows):
        yy = y + 110 + 20 * i
        for c, text in zip(cols, cells):
            draw_text(page, c + (20 if text.isdigit() else 0), yy, text, 8)


def _notes(page, x: float, y: float) -> None:
    draw_text(page, x, y, "PLUMBING GENERAL NOTES", 12)
    notes = ["1. ALL PIPING SHALL BE INSTALLED IN ACCORDANCE WITH THE 2021 INTERNATIONAL PLUMBING CODE.",
             "2. SLOPE SANITARY PIPING 2-1/2 INCHES AND SMALLER AT 1/4 INCH PER FOOT.",
             "3. BEDDING: PIPE LAID IN TRENCH TOP. PROVIDE 6 INCH CRUSHED STONE BED UNDER ALL BURIED PIPING.",
             "4. COORDINATE CLEANOUT LOCATIONS WITH THE ARCHITECT."]
    for i, n in enumerate(notes):
        draw_text(page, x, y + 24 + 16 * i, n, 8)


@pytest.fixture(scope="module")
def sheet(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("staggered")
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=2)
    _strip(page)
    _notes(page, 120, 200)
    _pressure_table(page, 1500, 700)
    doc.save(d / "plumbing.pdf")
    return d / "plumbing.pdf"


@pytest.fixture(scope="module")
def index(sheet, tmp_path_factory) -> Path:
    return index_pdf(sheet, tmp_path_factory.mktemp("staggered_idx"))


def test_the_title_strip_is_where_its_labels_stand_together(sheet):
    page = read_page(open_pdf(sheet), 0, sheet, ocr=False)
    box = title_block_box(page)
    assert STRIP - 0.03 * W < box[0] < STRIP, box    # not widened to the table's LOCATION header


def test_a_header_set_in_staggered_lines_names_each_column(sheet):
    page = read_page(open_pdf(sheet), 0, sheet, ocr=False)
    tables = {t.title: t for t in find_tables(page)}
    t = tables["HYDROSTATIC TEST REQUIREMENTS FOR PIPING"]
    assert t.header == ["PIPING SYSTEM", "LOCATION FROM", "LOCATION TO", "TEST PRESSURE (POUNDS PER SQ INCH)",
                        "DURATION (HOURS)", "REMARKS"]
    assert [r.cells[:5] for r in t.rows] == [["DOMESTIC WATER", "METER", "FIXTURES", "150", "2"],
                                             ["SANITARY WASTE", "FIXTURES", "BUILDING DRAIN", "10", "4"],
                                             ["STORM DRAIN", "ROOF DRAINS", "CONNECTION", "10", "4"]]


@pytest.mark.parametrize("question, must, must_not", [
    ("What test pressure applies to the domestic water piping?", ["150"], ["10"]),
    ("What test pressure and duration apply to the sanitary waste piping?", ["10", "4"], ["150"]),
    ("What test pressure is used for the sanitary waste and storm drain piping?",
     ["SANITARY WASTE", "STORM DRAIN", "10"], ["150"]),
    ("What has to be laid under the buried piping?", ["6 INCH CRUSHED STONE BED"], ["TRENCH TOP"]),
])
def test_a_row_named_by_its_first_cell_answers_each_column_asked(index, question, must, must_not):
    a = ask_index(index, question)
    assert not a.answer.startswith(ABSTAINED), a.answer
    for m in must:
        assert m in a.answer, a.answer
    value = a.answer.split("(")[0]
    for m in must_not:
        assert f" {m}" not in f" {value}", a.answer


def test_a_row_the_table_does_not_hold_is_not_answered(index):
    a = ask_index(index, "What test pressure applies to the fire protection piping?")
    assert "150" not in a.answer and " 10" not in a.answer, a.answer
