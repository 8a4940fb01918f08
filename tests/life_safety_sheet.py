"""A life safety plan (G-002, 36x24 in), drawn the way a US architect's office draws one for a
building permit under the 2021 IBC: a code data block of captions with their values set in a
second column (some values running to two or three lines under one caption), an occupant load
table by room with the function of each space, its load factor (net or gross) and a total row,
an egress width table by exit, allowed and actual travel distances given as caption-and-value
lines in more than one manner, a life safety legend (some keys drawn as line types, some as
letter tags), numbered life safety notes, a plumbing fixture count, and a first floor plan with
room names, room numbers, occupant tags and exit tags.

Shared by tests with the sheet's questions (`tests/blind_questions/drawn/round31-drawn.jsonl`),
written before drawqa answered any of them (`docs/first-sight.md`, session 23).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip

W, H = 2592, 1728

CODE_DATA = [
    ("APPLICABLE CODES:", ["2021 INTERNATIONAL BUILDING CODE (IBC)", "2021 INTERNATIONAL FIRE CODE (IFC)",
                           "2017 ICC A117.1 ACCESSIBLE AND USABLE BUILDINGS"]),
    ("OCCUPANCY CLASSIFICATION:", ["A-3 ASSEMBLY / B BUSINESS", "NON-SEPARATED MIXED USE (IBC 508.3)"]),
    ("CONSTRUCTION TYPE:", ["TYPE IIB (TABLE 601: 0 HR ALL ELEMENTS)"]),
    ("SPRINKLERED:", ["YES - NFPA 13, FULLY SPRINKLERED THROUGHOUT"]),
    ("FIRE ALARM:", ["YES - MANUAL AND AUTOMATIC, NFPA 72"]),
    ("NUMBER OF STORIES:", ["2 ABOVE GRADE, NO BASEMENT"]),
    ("BUILDING HEIGHT:", ["32'-8\" ACTUAL / 75'-0\" ALLOWABLE (TABLE 504.3)"]),
    ("BUILDING AREA:", ["FIRST FLOOR     12,480 SF", "SECOND FLOOR    9,860 SF", "TOTAL          22,340 SF"]),
    ("ALLOWABLE AREA:", ["28,500 SF PER STORY (TABLE 506.2, A-3, IIB, SM)"]),
    ("TOTAL OCCUPANT LOAD:", ["569 (371 FIRST FLOOR + 198 SECOND FLOOR)"]),
]

OCCUPANT_LOAD = [
    ("ROOM NO.", "ROOM NAME", "AREA (SF)", "FUNCTION OF SPACE", "LOAD FACTOR (SF/OCC)", "OCCUPANT LOAD"),
    ("101", "LOBBY", "1,180", "ASSEMBLY - UNCONCENTRATED", "15 NET", "79"),
    ("102", "MULTIPURPOSE ROOM", "2,450", "ASSEMBLY - TABLES AND CHAIRS", "15 NET", "164"),
    ("103", "CATERING KITCHEN", "420", "KITCHEN, COMMERCIAL", "200 GROSS", "3"),
    ("104", "OPEN OFFICE", "2,100", "BUSINESS AREAS", "150 GROSS", "14"),
    ("105", "TRAINING ROOM", "640", "ASSEMBLY - CHAIRS ONLY", "7 NET", "92"),
    ("106", "FITNESS ROOM", "800", "EXERCISE ROOM", "50 GROSS", "16"),
    ("107", "STORAGE", "310", "ACCESSORY STORAGE", "300 GROSS", "2"),
    ("108", "MECHANICAL", "260", "MECHANICAL EQUIPMENT ROOM", "300 GROSS", "1"),
    ("", "TOTAL - FIRST FLOOR", "8,160", "", "", "371"),
]

EGRESS = [
    ("EXIT", "LOCATION", "OCC. SERVED", "REQUIRED WIDTH", "PROVIDED WIDTH", "CAPACITY"),
    ("E1", "MAIN ENTRY - EAST (PAIR 3'-0\")", "186", "37.2\"", "68\" CLEAR", "340 OCC"),
    ("E2", "NORTH - MULTIPURPOSE 102", "120", "24.0\"", "32\" CLEAR", "160 OCC"),
    ("E3", "WEST - CORRIDOR 110", "65", "13.0\"", "32\" CLEAR", "160 OCC"),
    ("", "TOTAL", "371", "74.2\"", "132\"", "660 OCC"),
]

LEGEND_TAGS = [
    ("FEC", "FIRE EXTINGUISHER CABINET, SEMI-RECESSED, 10 LB ABC"),
    ("FE", "FIRE EXTINGUISHER ON WALL BRACKET"),
    ("FA", "FIRE ALARM MANUAL PULL STATION"),
    ("KB", "KNOX BOX - VERIFY LOCATION WITH FIRE MARSHAL"),
    ("FDC", "FIRE DEPARTMENT CONNECTION"),
    ("E1", "EXIT DESIGNATION - SEE EGRESS TABLE"),
    ("(##)", "OCCUPANT LOAD OF ROOM"),
]

NOTES = [
    "LIFE SAFETY NOTES",
    "1. PORTABLE FIRE EXTINGUISHERS SHALL BE PROVIDED AND INSTALLED IN ACCORDANCE WITH NFPA 10 AND IFC 906.",
    "    MINIMUM RATING 2-A:10-B:C UNLESS NOTED OTHERWISE. MOUNT TOP OF EXTINGUISHER AT 48\" A.F.F. MAX.",
    "2. TRAVEL DISTANCE TO A FIRE EXTINGUISHER SHALL NOT EXCEED 75 FT FROM ANY POINT ON THE FLOOR.",
    "3. EGRESS DOORS SHALL BE READILY OPENABLE FROM THE EGRESS SIDE WITHOUT THE USE OF A KEY OR SPECIAL",
    "    KNOWLEDGE OR EFFORT. DOORS SERVING ROOMS OF ASSEMBLY OCCUPANCY WITH AN OCCUPANT LOAD OF 50 OR MORE",
    "    SHALL HAVE PANIC HARDWARE (IBC 1010.2.9). SEE DOOR HARDWARE SCHEDULE.",
    "4. FIRE ALARM SYSTEM SHALL BE DESIGNED AND INSTALLED PER NFPA 72 AND IBC 907 BY THE FIRE ALARM",
    "    CONTRACTOR. SUBMIT SHOP DRAWINGS TO THE AHJ FOR APPROVAL PRIOR TO INSTALLATION (DEFERRED SUBMITTAL).",
    "5. AUTOMATIC SPRINKLER SYSTEM SHALL BE DESIGNED PER NFPA 13 AS A DEFERRED SUBMITTAL.",
    "6. EXIT SIGNS AND MEANS OF EGRESS ILLUMINATION SHALL BE PROVIDED WITH 90-MINUTE BATTERY BACKUP.",
    "    MEANS OF EGRESS ILLUMINATION: 1 FOOTCANDLE MINIMUM AT THE WALKING SURFACE (IBC 1008.2.1).",
    "7. PENETRATIONS OF FIRE-RESISTANCE-RATED ASSEMBLIES SHALL BE SEALED WITH UL LISTED FIRESTOP SYSTEMS.",
    "8. POST OCCUPANT LOAD SIGN IN MULTIPURPOSE ROOM 102 AND TRAINING ROOM 105 NEAR THE MAIN EXIT.",
    "9. SEE SHEET G-003 FOR THE SECOND FLOOR LIFE SAFETY PLAN.",
]

FIXTURES = [
    ("FIXTURE", "REQUIRED", "PROVIDED"),
    ("WATER CLOSETS - MALE", "3", "4"),
    ("WATER CLOSETS - FEMALE", "5", "6"),
    ("URINALS", "-", "2"),
    ("LAVATORIES - MALE", "2", "3"),
    ("LAVATORIES - FEMALE", "3", "4"),
    ("DRINKING FOUNTAINS", "2", "2 (HI-LO)"),
    ("SERVICE SINK", "1", "1"),
]

ROOMS = [  # (x, y, name, number, occupants)
    (760, 330, "MULTIPURPOSE ROOM", "102", "164"),
    (1130, 330, "CATERING KITCHEN", "103", "3"),
    (1300, 560, "LOBBY", "101", "79"),
    (760, 700, "TRAINING ROOM", "105", "92"),
    (760, 1000, "OPEN OFFICE", "104", "14"),
    (1120, 960, "FITNESS ROOM", "106", "16"),
    (1120, 1200, "STORAGE", "107", "2"),
    (1290, 1200, "MECHANICAL", "108", "1"),
    (980, 820, "CORRIDOR", "110", ""),
]


def _code_data(page, x: float, y: float) -> float:
    draw_text(page, x, y, "CODE DATA", 11)
    page.draw_line((x, y + 4), (x + 470, y + 4), width=1)
    row = y + 22
    for label, values in CODE_DATA:
        draw_text(page, x, row, label, 7)
        for i, value in enumerate(values):
            draw_text(page, x + 150, row + 11 * i, value, 7)
        row += 11 * len(values) + 6
    return row


def _legend(page, x: float, y: float) -> None:
    draw_text(page, x, y, "LIFE SAFETY LEGEND", 11)
    page.draw_line((x, y + 4), (x + 470, y + 4), width=1)
    row = y + 24
    # line types, each drawn as its symbol, its meaning beside it
    page.draw_line((x, row - 3), (x + 60, row - 3), width=2.5, dashes="[12 4 2 4] 0")
    draw_text(page, x + 80, row, "2-HR FIRE BARRIER (IBC 707)", 7)
    row += 16
    page.draw_line((x, row - 3), (x + 60, row - 3), width=1.5, dashes="[8 4] 0")
    draw_text(page, x + 80, row, "1-HR FIRE BARRIER (IBC 707)", 7)
    row += 16
    page.draw_line((x, row - 3), (x + 60, row - 3), width=1, dashes="[2 3] 0")
    draw_text(page, x + 80, row, "SMOKE PARTITION (IBC 710)", 7)
    row += 16
    page.draw_line((x, row - 3), (x + 52, row - 3), width=0.8, dashes="[6 3] 0")
    page.draw_polyline([(x + 52, row - 7), (x + 60, row - 3), (x + 52, row + 1)], width=0.8)
    draw_text(page, x + 80, row, "EXIT ACCESS TRAVEL PATH, LENGTH NOTED", 7)
    row += 16
    page.draw_circle((x + 10, row - 3), 6, width=0.8)
    page.draw_line((x + 6, row - 7), (x + 14, row + 1), width=0.8)
    page.draw_line((x + 6, row + 1), (x + 14, row - 7), width=0.8)
    draw_text(page, x + 80, row, "EXIT SIGN, CEILING OR WALL MOUNTED, ARROWS AS SHOWN", 7)
    row += 16
    for key, meaning in LEGEND_TAGS:
        page.draw_rect(pymupdf.Rect(x, row - 10, x + 30, row + 3), width=0.6)
        draw_text(page, x + 4, row, key, 7)
        draw_text(page, x + 80, row, meaning, 7)
        row += 16


def _plan(page) -> None:
    x0, y0, x1, y1 = 620, 180, 1420, 1300
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=3)
    # interior walls
    for a, b in (((620, 520), (1020, 520)), ((1020, 180), (1020, 800)), ((1020, 440), (1420, 440)),
                 ((620, 800), (1420, 800)), ((620, 860), (1420, 860)), ((1000, 860), (1000, 1300)),
                 ((1000, 1100), (1420, 1100)), ((1230, 1100), (1230, 1300))):
        page.draw_line(a, b, width=1.5)
    # rated walls
    page.draw_line((1000, 1100), (1420, 1100), width=2.5, dashes="[12 4 2 4] 0")
    page.draw_line((1020, 180), (1020, 520), width=1.5, dashes="[8 4] 0")
    for x, y, name, number, occ in ROOMS:
        draw_text(page, x, y, name, 8)
        draw_text(page, x, y + 12, number, 7)
        if occ:
            draw_text(page, x, y + 26, f"({occ})", 7)
    for x, y, tag in ((1428, 600, "E1"), (780, 172, "E2"), (596, 836, "E3")):
        page.draw_rect(pymupdf.Rect(x - 4, y - 11, x + 18, y + 3), width=0.8)
        draw_text(page, x, y, tag, 8)
    for x, y, tag in ((700, 510, "FEC"), (1060, 850, "FEC"), (1380, 790, "FE"), (1040, 1090, "FEC")):
        draw_text(page, x, y, tag, 6)
    draw_text(page, 1428, 560, "KB", 6)
    draw_text(page, 1428, 650, "FDC", 6)
    page.draw_polyline([(640, 1280), (640, 830), (1400, 830), (1412, 600)], width=0.8, dashes="[6 3] 0")
    draw_text(page, 700, 1270, "TRAVEL DISTANCE = 212'-0\"", 7)
    draw_text(page, 660, 1180, "COMMON PATH = 68'-0\"", 7)


def life_safety_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_title_strip(page, W, H, ["BRANDT & OKAFOR ARCHITECTS", "1420 FIFTH AVENUE, SUITE 300",
                                  "PITTSBURGH, PA 15219", "T 412.555.0147"],
                     ["RIVERBEND COMMUNITY & WORKFORCE CENTER", "880 EAST CARSON STREET", "PITTSBURGH, PA 15203",
                      "ISSUED FOR PERMIT"],
                     "09/12/2025", "24-117", "AS NOTED", "LIFE SAFETY PLAN", "G-002")
    bottom = _code_data(page, 70, 90)
    _legend(page, 70, bottom + 30)
    _plan(page)
    draw_text(page, 640, 1380, "1", 14)
    page.draw_line((666, 1384), (1180, 1384), width=1)
    draw_text(page, 670, 1380, "LIFE SAFETY PLAN - FIRST FLOOR", 12)
    draw_text(page, 670, 1396, "SCALE: 1/8\" = 1'-0\"", 8)

    x = 1520
    draw_text(page, x, 90, "OCCUPANT LOAD - FIRST FLOOR (IBC TABLE 1004.5)", 11)
    draw_grid(page, x, 100, [50, 130, 56, 160, 100, 74], OCCUPANT_LOAD, size=6.5, row_height=15)
    draw_text(page, x, 300, "EGRESS WIDTH - FIRST FLOOR", 11)
    draw_grid(page, x, 310, [34, 190, 66, 86, 94, 70], EGRESS, size=6.5, row_height=15)
    lines = [
        "EGRESS WIDTH FACTORS (SPRINKLERED, IBC 1005.3): STAIRS 0.3 IN/OCC, OTHER COMPONENTS 0.2 IN/OCC",
        "EXITS REQUIRED (TABLE 1006.3.3): 2        EXITS PROVIDED: 3",
        "MAXIMUM EXIT ACCESS TRAVEL DISTANCE (TABLE 1017.2): 250 FT ALLOWED (A-3 GOVERNS), 212 FT PROVIDED",
        "COMMON PATH OF EGRESS TRAVEL (TABLE 1006.2.1)     ALLOWED: 75'-0\"     ACTUAL: 68'-0\"",
        "DEAD END CORRIDOR (1020.5)     ALLOWED: 20'-0\"     ACTUAL: 12'-0\"",
        "MINIMUM CORRIDOR WIDTH: 44\"",
    ]
    for i, line in enumerate(lines):
        draw_text(page, x, 410 + 12 * i, line, 7)
    for i, line in enumerate(NOTES):
        draw_text(page, x, 520 + 12 * i + (4 if i else 0), line, 11 if i == 0 else 7)
    draw_text(page, x, 760, "PLUMBING FIXTURE COUNT (IBC TABLE 2902.1)", 11)
    draw_text(page, x, 774, "BASED ON 569 OCCUPANTS, 50% MALE / 50% FEMALE", 7)
    draw_grid(page, x, 782, [150, 70, 70], FIXTURES, size=6.5, row_height=15)
    doc.save(str(path))
    doc.close()
    return path
