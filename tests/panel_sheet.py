"""A US electrical sheet of panelboard schedules (E-601, 36x24 in), drawn the way engineers draw
them: each panel a boxed schedule whose header block gives its name, voltage, mains, bus, AIC
rating, mounting and what feeds it, then a two-sided circuit grid — odd circuits down the left
(CKT, DESCRIPTION, LOAD, BKR), the phase letters in the middle, even circuits down the right
mirrored (BKR, LOAD, DESCRIPTION, CKT) — two- and three-pole loads written once over the rows
they take (`--` in the rows below), spares and spaces, and the connected load per phase and in
total under the grid. Two panels on one sheet share circuit numbers, so a circuit is named by
its panel. Panel notes and the title block close the sheet.

Shared by tests/test_panel_sheet.py; the questions (`tests/blind_questions/drawn/round26-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`, session 22).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip

W, H = 2592, 1728
ROW = 15
SIZE = 6.5
# Column widths of the two-sided grid: CKT, DESCRIPTION, LOAD, BKR | PH | BKR, LOAD, DESCRIPTION, CKT
COLS = [28, 170, 50, 42, 28, 42, 50, 170, 28]

LP2A = {
    "name": "LP-2A",
    "fields": [("VOLTAGE:", "208Y/120V, 3PH, 4W"), ("MAINS:", "225A MLO"), ("BUS RATING:", "225A"),
               ("AIC RATING:", "22,000 A"), ("MOUNTING:", "SURFACE"), ("FED FROM:", "MDP"),
               ("LOCATION:", "ELECTRICAL 112")],
    # (left: ckt, description, load, bkr) (phase) (right: bkr, load, description, ckt)
    "rows": [
        ("1", "RECEPTACLES - OFFICE 101", "720", "20/1", "A", "20/1", "540", "RECEPTACLES - OFFICE 102", "2"),
        ("3", "RECEPTACLES - OFFICE 103", "720", "20/1", "B", "20/1", "900", "RECEPTACLES - CONFERENCE 104", "4"),
        ("5", "RECEPTACLES - BREAK ROOM 105", "1,080", "20/1", "C", "20/1", "1,500", "MICROWAVE - BREAK ROOM", "6"),
        ("7", "REFRIGERATOR - BREAK ROOM", "1,200", "20/1", "A", "20/1", "360", "COPIER - WORK ROOM 106", "8"),
        ("9", "LIGHTING - OFFICES", "864", "20/1", "B", "20/1", "612", "LIGHTING - CORRIDOR", "10"),
        ("11", "EXTERIOR LIGHTING", "450", "20/1", "C", "20/1", "", "SPARE", "12"),
        ("13", "WATER HEATER WH-1", "2,250", "30/2", "A", "20/1", "180", "IRRIGATION CONTROLLER", "14"),
        ("15", "--", "2,250", "--", "B", "20/1", "", "SPARE", "16"),
        ("17", "RTU-1", "3,600", "40/3", "C", "", "", "SPACE", "18"),
        ("19", "--", "3,600", "--", "A", "", "", "SPACE", "20"),
        ("21", "--", "3,600", "--", "B", "", "", "SPACE", "22"),
        ("23", "SPARE", "", "20/1", "C", "", "", "SPACE", "24"),
    ],
    "totals": [("CONNECTED LOAD - PHASE A:", "8,850 VA"), ("PHASE B:", "8,946 VA"), ("PHASE C:", "6,630 VA"),
               ("TOTAL CONNECTED LOAD:", "24.43 KVA"), ("TOTAL CONNECTED CURRENT:", "68 A")],
}

PP1 = {
    "name": "PP-1",
    "fields": [("VOLTAGE:", "480Y/277V, 3PH, 4W"), ("MAINS:", "400A MCB"), ("BUS RATING:", "400A"),
               ("AIC RATING:", "35,000 A"), ("MOUNTING:", "SURFACE"), ("FED FROM:", "SWITCHBOARD MSB"),
               ("LOCATION:", "ELECTRICAL 112")],
    "rows": [
        ("1", "RTU-2", "18,000", "60/3", "A", "100/3", "30,000", "CHILLER CH-1", "2"),
        ("3", "--", "18,000", "--", "B", "--", "30,000", "--", "4"),
        ("5", "--", "18,000", "--", "C", "--", "30,000", "--", "6"),
        ("7", "TRANSFORMER T-1 (45 KVA)", "15,000", "70/3", "A", "20/1", "1,200", "LIGHTING - WAREHOUSE", "8"),
        ("9", "--", "15,000", "--", "B", "20/1", "", "SPARE", "10"),
        ("11", "--", "15,000", "--", "C", "", "", "SPACE", "12"),
    ],
    "totals": [("CONNECTED LOAD - PHASE A:", "64,200 VA"), ("PHASE B:", "63,000 VA"), ("PHASE C:", "63,000 VA"),
               ("TOTAL CONNECTED LOAD:", "190.2 KVA"), ("TOTAL CONNECTED CURRENT:", "229 A")],
}

NOTES = [
    "1. ALL BREAKERS SHALL BE BOLT-ON TYPE. SERIES RATED COMBINATIONS ARE NOT PERMITTED.",
    "2. PROVIDE TYPED DIRECTORY IN EACH PANEL IDENTIFYING THE LOAD SERVED BY EACH CIRCUIT.",
    "3. CIRCUITS SERVING BREAK ROOM RECEPTACLES SHALL BE GFCI PROTECTED AT THE BREAKER.",
    "4. PROVIDE LOCK-ON DEVICE FOR EXTERIOR LIGHTING AND IRRIGATION CONTROLLER BREAKERS.",
]


def _panel(page, x0: float, y0: float, panel: dict) -> float:
    """One boxed panel schedule; returns its bottom."""
    width = sum(COLS)
    draw_text(page, x0 + 4, y0 + 16, f"PANEL {panel['name']}", 12)
    y = y0 + 24
    for i, (cap, val) in enumerate(panel["fields"]):
        col, r = divmod(i, 4)
        draw_text(page, x0 + 4 + col * 330, y + 12 + r * 12, cap, SIZE)
        draw_text(page, x0 + 90 + col * 330, y + 12 + r * 12, val, SIZE)
    y += 4 * 12 + 10
    header = ("CKT", "DESCRIPTION", "LOAD (VA)", "BKR", "PH", "BKR", "LOAD (VA)", "DESCRIPTION", "CKT")
    grid = [header] + panel["rows"]
    draw_grid(page, x0, y, COLS, grid, size=SIZE, row_height=ROW)
    end = y + ROW * len(grid)
    ty = end + 14
    for i, (cap, val) in enumerate(panel["totals"]):
        draw_text(page, x0 + 4, ty + 12 * i, f"{cap} {val}", SIZE)
    bottom = ty + 12 * len(panel["totals"]) + 6
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + width, bottom), width=1.2)
    return bottom


def _title_block(page) -> None:
    draw_title_strip(page, W, H, ["BRIGHTLINE ENGINEERING", "ELECTRICAL ENGINEERS", "455 FOUNDRY ROAD, BOISE, ID 83702"],
                     ["NORTHGATE OFFICE AND WAREHOUSE", "1200 INDUSTRIAL WAY, MERIDIAN, ID 83642"], "10/03/2025",
                     "25-118", "NTS", "PANEL SCHEDULES", "E-601")


def panel_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    bottom = _panel(page, 80, 80, LP2A)
    _panel(page, 80, bottom + 60, PP1)
    draw_text(page, 1000, 100, "PANEL NOTES", 11)
    for i, line in enumerate(NOTES):
        draw_text(page, 1000, 120 + 14 * i, line, 7)
    doc.save(str(path))
    doc.close()
    return path
