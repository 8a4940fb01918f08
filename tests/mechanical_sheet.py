"""A US mechanical schedules sheet (M-601, 36x24 in), drawn the way an engineer's office draws
one: a rooftop unit schedule whose columns are grouped under two-level headers (SUPPLY FAN over
CFM / OA CFM / ESP (IN. WC) / HP, COOLING over TOTAL MBH / SENS. MBH / EER, HEATING over TYPE /
INPUT MBH / OUTPUT MBH, ELECTRICAL over V/PH / MCA / MOCP), an exhaust fan schedule, an air
device schedule, and numbered schedule notes the rows point to. Two rooftop units share a
manufacturer; an exhaust fan is given a manufacturer and model in one cell.

Shared by tests/test_mechanical_sheet.py; the questions (`tests/blind_questions/drawn/round27-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`, session 22).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_text, draw_title_strip
from door_finish_sheet import draw_schedule

W, H = 2592, 1728

RTU_GROUPS = [
    (None, [(["TAG"], 50), (["AREA", "SERVED"], 110), (["MANUFACTURER"], 90), (["MODEL"], 90)]),
    ("SUPPLY FAN", [(["CFM"], 50), (["OA CFM"], 50), (["ESP", "(IN. WC)"], 50), (["HP"], 36)]),
    ("COOLING", [(["TOTAL", "MBH"], 50), (["SENS.", "MBH"], 50), (["EER"], 40)]),
    ("HEATING", [(["TYPE"], 60), (["INPUT", "MBH"], 50), (["OUTPUT", "MBH"], 50)]),
    ("ELECTRICAL", [(["V/PH"], 56), (["MCA"], 40), (["MOCP"], 40)]),
    (None, [(["WEIGHT", "(LBS)"], 56), (["NOTES"], 50)]),
]
RTU_ROWS = [
    ("RTU-1", "GALLERY / LOBBY", "CARRIER", "48FC-D12", "4,000", "800", "0.75", "3", "120", "92", "11.0",
     "GAS", "150", "120", "460/3", "28", "35", "1,450", "1, 2"),
    ("RTU-2", "OFFICES", "CARRIER", "48FC-D07", "2,400", "450", "0.60", "2", "72", "55", "11.2",
     "GAS", "110", "88", "460/3", "19", "25", "980", "1"),
]
EF_GROUPS = [(None, [(["TAG"], 46), (["SERVICE"], 120), (["CFM"], 46), (["ESP", "(IN. WC)"], 50), (["DRIVE"], 50),
                     (["RPM"], 44), (["WATTS"], 46), (["V/PH"], 50), (["MFR / MODEL"], 130)])]
EF_ROWS = [
    ("EF-1", "TOILET ROOMS 110, 111", "400", "0.50", "DIRECT", "1,050", "210", "115/1", "GREENHECK SP-B200"),
    ("EF-2", "ELECTRICAL 112", "150", "0.25", "DIRECT", "1,000", "85", "115/1", "GREENHECK SP-A110"),
    ("EF-3", "JANITOR 115", "75", "0.25", "DIRECT", "900", "45", "115/1", "GREENHECK SP-A90"),
]
AD_GROUPS = [(None, [(["TAG"], 46), (["TYPE"], 150), (["NECK SIZE"], 60), (["FACE SIZE"], 60), (["CFM RANGE"], 60),
                     (["MFR / MODEL"], 120)])]
AD_ROWS = [
    ("SD-1", "LOUVERED CEILING SUPPLY", "8\" DIA.", "24x24", "150-300", "TITUS TMS"),
    ("SD-2", "LINEAR SLOT DIFFUSER", "6\" DIA.", "48\" x 2-SLOT", "100-200", "TITUS ML-39"),
    ("RG-1", "PERFORATED RETURN GRILLE", "22x22", "24x24", "0-900", "TITUS PAR"),
]
NOTES = [
    "1. PROVIDE FACTORY ROOF CURB, 14\" HIGH, AND ECONOMIZER WITH BAROMETRIC RELIEF.",
    "2. PROVIDE SMOKE DETECTOR IN SUPPLY AIR DUCT; SHUT DOWN UNIT ON DETECTION.",
    "3. EXHAUST FANS SHALL BE INTERLOCKED WITH THE LIGHTING IN THE SPACES THEY SERVE.",
]


def _title_block(page) -> None:
    draw_title_strip(page, W, H, ["CASCADE MEP ENGINEERS", "1900 CANAL STREET, SPOKANE, WA 99201"],
                     ["RIVERSIDE ARTS CENTER"], "06/12/2025", "MEP-2231", "AS NOTED", "MECHANICAL SCHEDULES", "M-601")


def mechanical_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    end = draw_schedule(page, 80, 110, "ROOFTOP UNIT SCHEDULE", RTU_GROUPS, RTU_ROWS, left_cols=frozenset({1}))
    end = draw_schedule(page, 80, end + 80, "EXHAUST FAN SCHEDULE", EF_GROUPS, EF_ROWS, left_cols=frozenset({1, 8}))
    draw_schedule(page, 80, end + 80, "AIR DEVICE SCHEDULE", AD_GROUPS, AD_ROWS, left_cols=frozenset({1, 5}))
    draw_text(page, 1500, 110, "SCHEDULE NOTES", 11)
    for i, line in enumerate(NOTES):
        draw_text(page, 1500, 130 + 14 * i, line, 7)
    doc.save(str(path))
    doc.close()
    return path
