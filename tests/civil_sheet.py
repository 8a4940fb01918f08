"""A civil storm drainage plan (C-301, 36x24 in), drawn the way a civil engineer's office draws
one: a storm structure table whose structures carry several inverts each (one line per pipe,
the pipe's direction in brackets), pipe runs labelled along the plan (`45 LF 12" RCP @ 0.50%`)
between their structures, a benchmark note, numbered storm drainage notes and a legend of
line types and symbols. Elevations are in feet with two decimals, as civil sheets give them.

Shared by tests/test_civil_sheet.py; the questions (`tests/blind_questions/drawn/round28-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`, session 22).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip

W, H = 2592, 1728

STRUCTURES = [
    ("STRUCTURE", "TYPE", "RIM ELEV.", "INVERTS", "NOTES"),
    ("CB-1", "TYPE A CATCH BASIN", "101.40", "OUT (E) 98.10", ""),
    ("CB-2", "TYPE A CATCH BASIN", "101.15", "OUT (S) 97.85", ""),
    ("MH-1", "48\" STORM MANHOLE", "101.90", "IN (W) 97.88", "SEE DETAIL 4/C-501"),
    ("", "", "", "IN (N) 97.62", ""),
    ("", "", "", "OUT (E) 97.40", ""),
    ("MH-2", "48\" STORM MANHOLE", "100.75", "IN (W) 96.95", "CONNECT TO EXISTING"),
    ("", "", "", "OUT (E) 96.70", ""),
]
PIPES = [
    (520, 600, "45 LF 12\" RCP @ 0.50%", "CB-1 TO MH-1"),
    (760, 420, "38 LF 12\" RCP @ 0.60%", "CB-2 TO MH-1"),
    (1000, 600, "92 LF 15\" RCP @ 0.49%", "MH-1 TO MH-2"),
]
NOTES = [
    "STORM DRAINAGE NOTES",
    "1. ALL STORM PIPE SHALL BE REINFORCED CONCRETE PIPE (RCP), CLASS III, UNLESS NOTED OTHERWISE.",
    "2. MINIMUM COVER OVER STORM PIPE SHALL BE 2.0 FT TO FINISHED GRADE.",
    "3. CONTRACTOR SHALL FIELD VERIFY EXISTING INVERTS BEFORE ORDERING STRUCTURES.",
    "4. CATCH BASIN GRATES SHALL BE BICYCLE-SAFE, NEENAH R-3067 OR EQUAL.",
    "5. PROVIDE INLET PROTECTION AT ALL CATCH BASINS UNTIL THE SITE IS STABILIZED.",
]
LEGEND = [
    ("LEGEND", ""),
    ("--SD--", "STORM DRAIN PIPE"),
    ("(O)", "STORM MANHOLE"),
    ("[#]", "CATCH BASIN"),
    ("- - -", "EXISTING CONTOUR"),
    ("____", "PROPOSED CONTOUR"),
]


def _title_block(page) -> None:
    draw_title_strip(page, W, H, ["NORTHFIELD CIVIL ENGINEERING", "77 MILL POND ROAD, NASHUA, NH 03060"],
                     ["HILLSIDE COMMONS SITE IMPROVEMENTS"], "09/22/2025", "NCE-5107", "1\" = 20'",
                     "STORM DRAINAGE PLAN", "C-301")


def _plan(page) -> None:
    marks = {"CB-1": (400, 600), "CB-2": (760, 300), "MH-1": (760, 600), "MH-2": (1240, 600)}
    for mark, (x, y) in marks.items():
        page.draw_circle((x, y), 10, width=1)
        draw_text(page, x + 14, y - 14, mark, 8)
    for a, b in (("CB-1", "MH-1"), ("CB-2", "MH-1"), ("MH-1", "MH-2")):
        page.draw_line(marks[a], marks[b], width=1.5)
    for x, y, label, _ in PIPES:
        draw_text(page, x, y - 8, label, 7)
    draw_text(page, 300, 900, "1", 14)
    draw_text(page, 326, 900, "STORM DRAINAGE PLAN", 12)
    draw_text(page, 326, 916, "SCALE: 1\" = 20'", 8)
    draw_text(page, 300, 980, "BENCHMARK: TOP OF HYDRANT FLANGE BOLT, NE CORNER OF SITE, ELEV. 102.37 (NAVD 88)", 8)


def civil_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _plan(page)
    draw_text(page, 1500, 90, "STORM STRUCTURE TABLE", 11)
    draw_grid(page, 1500, 100, [70, 150, 70, 110, 130], STRUCTURES, size=7, row_height=15)
    for i, line in enumerate(NOTES):
        draw_text(page, 1500, 320 + 14 * i, line, 11 if i == 0 else 7)
    for i, (sym, what) in enumerate(LEGEND):
        draw_text(page, 1500, 460 + 14 * i, sym, 11 if i == 0 else 7)
        if what:
            draw_text(page, 1560, 460 + 14 * i, what, 7)
    doc.save(str(path))
    doc.close()
    return path
