"""A landscape planting plan (L-101, 36x24 in), drawn the way a landscape architect's office
draws one: a plant schedule keyed by symbol, each plant given by its botanical name (in mixed
case, the cultivar in quotes) and its common name, its size at planting, quantity, spacing and
root condition; groups of plants under category rows (TREES, SHRUBS, GROUNDCOVERS); numbered
planting notes and a soil and mulch note.

Shared by tests/test_planting_sheet.py; the questions (`tests/blind_questions/drawn/round29-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`, session 22).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip

W, H = 2592, 1728

SCHEDULE = [
    ("KEY", "BOTANICAL NAME", "COMMON NAME", "SIZE", "QTY", "SPACING", "REMARKS"),
    ("", "TREES", "", "", "", "", ""),
    ("AR", "Acer rubrum 'October Glory'", "October Glory Red Maple", "2.5\" CAL.", "4", "AS SHOWN", "B&B, SINGLE LEADER"),
    ("AG", "Amelanchier x grandiflora", "Autumn Brilliance Serviceberry", "8' HT.", "3", "AS SHOWN", "B&B, MULTI-STEM"),
    ("", "SHRUBS", "", "", "", "", ""),
    ("IG", "Ilex glabra 'Shamrock'", "Shamrock Inkberry", "#5 CONT.", "22", "36\" O.C.", ""),
    ("HP", "Hydrangea paniculata 'Limelight'", "Limelight Hydrangea", "#3 CONT.", "9", "48\" O.C.", ""),
    ("", "GROUNDCOVERS", "", "", "", "", ""),
    ("LM", "Liriope muscari 'Big Blue'", "Big Blue Lilyturf", "1 GAL.", "140", "12\" O.C.", "TRIANGULAR SPACING"),
]
NOTES = [
    "PLANTING NOTES",
    "1. ALL PLANT MATERIAL SHALL CONFORM TO ANSI Z60.1, AMERICAN STANDARD FOR NURSERY STOCK.",
    "2. PLANT QUANTITIES ON THE PLAN GOVERN OVER THE PLANT SCHEDULE.",
    "3. PROVIDE 3\" DEPTH SHREDDED HARDWOOD MULCH IN ALL PLANTING BEDS; KEEP MULCH 3\" CLEAR OF TRUNKS.",
    "4. PLANTING SOIL IN BEDS SHALL BE 18\" DEEP MINIMUM, 12\" FOR GROUNDCOVER AREAS.",
    "5. CONTRACTOR SHALL WARRANT ALL PLANT MATERIAL FOR ONE (1) YEAR FROM FINAL ACCEPTANCE.",
    "6. STAKE TREES ONLY WHERE REQUIRED BY SITE CONDITIONS; REMOVE STAKES AFTER ONE GROWING SEASON.",
]


def planting_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_title_strip(page, W, H, ["GREENLINE LANDSCAPE ARCHITECTURE", "310 ASH STREET, MADISON, WI 53703"],
                     ["LAKEVIEW LIBRARY GROUNDS"], "08/05/2025", "GL-24-019", "1\" = 10'", "PLANTING PLAN", "L-101")
    draw_text(page, 1300, 90, "PLANT SCHEDULE", 11)
    draw_grid(page, 1300, 100, [40, 200, 170, 70, 40, 70, 150], SCHEDULE, size=7, row_height=15)
    for i, line in enumerate(NOTES):
        draw_text(page, 1300, 300 + 14 * i, line, 11 if i == 0 else 7)
    draw_text(page, 300, 1300, "1", 14)
    draw_text(page, 326, 1300, "PLANTING PLAN", 12)
    draw_text(page, 326, 1316, "SCALE: 1\" = 10'", 8)
    for x, y, label in ((400, 400, "(4) AR"), (700, 420, "(3) AG"), (500, 700, "(22) IG"), (800, 760, "(9) HP"),
                        (600, 950, "LM @ 12\" O.C.")):
        draw_text(page, x, y, label, 8)
    doc.save(str(path))
    doc.close()
    return path
