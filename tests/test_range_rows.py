"""Code tables keyed by ranges, on a sheet generated here: a fire-resistance table whose rows are
`X < 5 FT`, `5 FT < X < 10 FT` ..., and an openings table with rows `0 < 3 FT` ... under three
column heads `(UP, NS)`, `(UP, S)`, `(P)`. Each question checks a rule, not a wording: the row is
the one whose numbers are the question's range (or hold its figure), the table the one whose
title says the question's topic, the column the one whose head the question names; a figure on a
bound, a range no row has, or a row of several columns with none named is not answered.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, draw_text, index_pdf

ABSTAINED = "no evidence found"
RATINGS = [("X < 5 FT", "2 HOURS"), ("5 FT < X < 10 FT", "1 HOURS"), ("10 FT < X < 30 FT", "0 HOURS"),
           ("X > 30 FT", "0 HOURS")]
OPENINGS = [("0 < 3 FT", "NP", "NP", "NP"), ("3 < 5 FT", "NP", "15%", "15%"), ("5 < 10 FT", "10%", "25%", "25%"),
            ("10 < 15 FT", "15%", "45%", "45%"), ("15 < 20 FT", "25%", "75%", "75%")]


@pytest.fixture(scope="module")
def range_index(tmp_path_factory) -> Path:
    import pymupdf

    d = tmp_path_factory.mktemp("range_sheets")
    pdf = d / "ranges.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=1224, height=792)
    draw_text(page, 100, 60, "FIRE-RESISTANCE RATING FOR EXTERIOR WALLS BASED ON FIRE")
    draw_text(page, 100, 71, "SEPARATION DISTANCE (PER IBC TABLE 602)")
    draw_text(page, 100, 90, "FIRE SEPARATION DISTANCE")
    draw_text(page, 230, 90, "TYPE VB")
    for n, (rng, _) in enumerate(RATINGS):
        draw_text(page, 190 - 4.3 * len(rng), 104 + 11 * n, rng)
    for n, (_, val) in enumerate(RATINGS):      # drafting software writes a column at a time
        draw_text(page, 230, 104 + 11 * n, val)
    draw_text(page, 100, 180, "MAXIMUM AREA OF EXTERIOR WALL OPENINGS BASED ON FIRE")
    draw_text(page, 100, 191, "SEPARATION DISTANCE (PER IBC TABLE 705.8)")
    draw_text(page, 130, 210, "DISTANCE")
    for x, head in ((200, "(UP, NS)"), (250, "(UP, S)"), (300, "(P)")):
        draw_text(page, x, 210, head)
    for n, (rng, *vals) in enumerate(OPENINGS):
        draw_text(page, 175 - 4.3 * len(rng), 226 + 11 * n, rng)
        for x, v in zip((205, 255, 300), vals):
            draw_text(page, x, 226 + 11 * n, v)
    draw_text(page, 700, 60, "GENERAL NOTES", 12)
    draw_text(page, 700, 80, "1. ALL EXTERIOR WALLS SHALL BE FRAMED WITH 2X6 STUDS AT 16 INCHES ON CENTER.")
    draw_text(page, 1000, 740, "A0.1", 20)
    draw_text(page, 1000, 760, "CODE SUMMARY", 12)
    doc.save(pdf)
    return index_pdf(pdf, d / "index")


@pytest.mark.parametrize("q, must", [
    ("What fire-resistance rating do exterior walls need when the fire separation distance is between 5 and 10 feet?",
     "1 HOURS"),
    ("What fire-resistance rating is required for exterior walls at a fire separation distance of 3 ft?", "2 HOURS"),
    ("Maximum area of sprinklered unprotected exterior wall openings at a fire separation distance of 10 to 15 ft?",
     "45%"),
    ("Maximum area of non-sprinklered unprotected exterior wall openings at a fire separation distance of 10 to 15 ft?",
     "15%"),
])
def test_a_range_row_is_found_by_its_numbers_and_read_across(range_index, q, must):
    a = ask_index(range_index, q)
    assert a.answer.startswith(must), a.answer
    assert a.handler == "range_row"


@pytest.mark.parametrize("q", [
    # several columns and none named
    "Maximum area of exterior wall openings at a fire separation distance of 10 to 15 ft?",
    # a figure on a bound: the printed `<` does not say which row holds it
    "What fire-resistance rating do exterior walls need at a fire separation distance of 10 ft?",
    # a range no row has
    "Maximum area of sprinklered unprotected exterior wall openings at a fire separation distance of 12 to 18 ft?",
])
def test_a_range_row_is_not_guessed(range_index, q):
    a = ask_index(range_index, q)
    assert a.handler != "range_row", a.answer
