"""A US electrical lighting plan (E-201, 36x24 in), drawn the way an electrical engineer's office
draws one: a light fixture schedule keyed by fixture type (A, A1, B, C, D, EX, EM) whose header
words stand in two lines (CATALOG over NUMBER, LAMP / over SOURCE), the source given with its
colour temperature in one cell (`LED, 3500K`), dashes where an exit sign has no lumens, and the
mounting height written into the mounting cell (`PENDANT, 9'-0" AFF`); a lighting power density
table with a total row; lighting control notes numbered `1)` and wrapped over two or three lines
with a hanging indent, general notes numbered `1.` each on one line, and keyed notes whose
numbers stand in circles; the plan itself with rooms by name and number, fixture tags, sensor
tags and the keyed-note circles, its view title and scale under it.

Shared by tests/test_lighting_sheet.py; the questions (`tests/blind_questions/drawn/round30-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`, session 23).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip, draw_view_title
from door_finish_sheet import draw_schedule

W, H = 2592, 1728
FT = 9.0                      # 1/8" = 1'-0": nine points to the foot
PLAN_X, PLAN_Y = 110, 190     # the plan's north-west corner

FIXTURE_GROUPS = [(None, [(["TYPE"], 36), (["DESCRIPTION"], 190), (["MANUFACTURER"], 96),
                          (["CATALOG", "NUMBER"], 176), (["LAMP /", "SOURCE"], 66), (["LUMENS"], 46),
                          (["INPUT", "WATTS"], 42), (["VOLTS"], 50), (["MOUNTING"], 118),
                          (["REMARKS"], 196)])]
FIXTURE_ROWS = [
    ("A", "2x4 LED FLAT PANEL TROFFER", "LITHONIA", "CPX 2X4 4000LM 35K M2", "LED, 3500K", "4,000", "32",
     "120-277", "RECESSED GRID", "0-10V DIMMING"),
    ("A1", "2x2 LED FLAT PANEL TROFFER", "LITHONIA", "CPX 2X2 3200LM 35K M2", "LED, 3500K", "3,200", "27",
     "120-277", "RECESSED GRID", "0-10V DIMMING"),
    ("B", "4\" ROUND LED DOWNLIGHT, CLEAR REFLECTOR", "GOTHAM", "EVO 35/15 4AR LSS MVOLT UGZ", "LED, 3500K",
     "1,500", "16", "120-277", "RECESSED", "0-10V DIMMING, DAMP LABEL"),
    ("C", "4' LINEAR PENDANT, DIRECT/INDIRECT", "FOCAL POINT", "FSM1P-4FT-35K-400LMF-MVOLT", "LED, 3500K",
     "4,800", "40", "120-277", "PENDANT, 9'-0\" AFF", "AIRCRAFT CABLE, WHITE FINISH"),
    ("D", "4' LED STRIP WITH WIRE GUARD", "COLUMBIA", "LSCS4-40VL-EU-WG", "LED, 4000K", "4,400", "38",
     "120-277", "SURFACE / CHAIN", "UTILITY ROOMS"),
    ("EX", "LED EXIT SIGN, RED LETTERS", "LITHONIA", "LQM S W 3 R 120/277 EL N", "LED", "--", "2",
     "120/277", "UNIVERSAL", "90 MIN BATTERY, ARROWS AS SHOWN"),
    ("EM", "EMERGENCY UNIT, TWIN HEAD", "DUAL-LITE", "EV2D-SC-WH", "LED", "--", "3",
     "120/277", "WALL, 7'-6\" AFF", "90 MIN NICAD BATTERY, SELF-TEST"),
]

LPD_ROWS = [
    ("SPACE", "AREA (SF)", "ALLOWED (W/SF)", "INSTALLED (W)", "INSTALLED (W/SF)"),
    ("OFFICES 101-103", "420", "0.74", "256", "0.61"),
    ("CONFERENCE 104", "310", "0.97", "220", "0.71"),
    ("OPEN OFFICE 107", "1,150", "0.61", "608", "0.53"),
    ("CORRIDOR 108", "380", "0.41", "128", "0.34"),
    ("TOILET ROOMS 110, 111", "240", "0.63", "96", "0.40"),
    ("STORAGE 113", "150", "0.38", "38", "0.25"),
    ("TOTAL", "2,650", "", "1,346", "0.51"),
]

CONTROL_NOTES = [
    ["1) PROVIDE CEILING-MOUNTED DUAL-TECHNOLOGY OCCUPANCY SENSORS IN ALL ENCLOSED OFFICES,",
     "TOILET ROOMS AND STORAGE ROOMS. SET SENSORS TO VACANCY MODE (MANUAL-ON, AUTO-OFF) WITH",
     "A 15 MINUTE TIME DELAY."],
    ["2) CONFERENCE 104: PROVIDE A 4-BUTTON PRESET SCENE CONTROLLER AT THE ENTRY DOOR WITH",
     "0-10V DIMMING OF TYPE C AND B FIXTURES, AND A CEILING OCCUPANCY SENSOR THAT TURNS",
     "ALL LIGHTING OFF 20 MINUTES AFTER THE ROOM IS VACATED."],
    ["3) FIXTURES WITHIN THE PRIMARY DAYLIGHT ZONE (SHADED ON PLAN) SHALL BE CONTROLLED BY A",
     "CLOSED-LOOP PHOTOSENSOR, CONTINUOUSLY DIMMING TO 15% OUTPUT. SECONDARY DAYLIGHT ZONE",
     "FIXTURES SHALL BE ON A SEPARATE DIMMING CHANNEL."],
    ["4) CORRIDOR 108 AND LOBBY 109 LIGHTING SHALL BE SWITCHED BY LIGHTING CONTROL PANEL",
     "LCP-1 ON AN ASTRONOMICAL TIMECLOCK: ON AT 6:00 AM, OFF AT 7:00 PM, MON-FRI, WITH",
     "2-HOUR OVERRIDE FROM THE LOW-VOLTAGE SWITCH AT RECEPTION."],
    ["5) ALL DIMMING IS 0-10V. RUN DIMMING CONDUCTORS (GRAY/PURPLE) AS CLASS 1 IN THE SAME",
     "RACEWAY AS THE BRANCH CIRCUIT."],
    ["6) EMERGENCY FIXTURES ON SWITCHED OR DIMMED CIRCUITS SHALL BE PROVIDED WITH A UL 924",
     "LISTED EMERGENCY BYPASS RELAY."],
    ["7) FUNCTIONAL TESTING OF ALL LIGHTING CONTROLS SHALL BE PERFORMED AND DOCUMENTED",
     "PER IECC C408.3 PRIOR TO SUBSTANTIAL COMPLETION."],
]

GENERAL_NOTES = [
    "1. ALL WORK SHALL COMPLY WITH THE 2023 NEC (NFPA 70) AND THE 2021 IECC AS ADOPTED BY THE CITY OF WESTMINSTER.",
    "2. COORDINATE FIXTURE LOCATIONS WITH ARCHITECTURAL REFLECTED CEILING PLANS; THE RCP GOVERNS FIXTURE LOCATION.",
    "3. LIGHTING CIRCUITS ARE FED FROM PANEL LP-1A, 277V, UNLESS NOTED OTHERWISE.",
    "4. BRANCH CIRCUIT CONDUCTORS SHALL BE COPPER, #12 AWG MINIMUM; UPSIZE TO #10 AWG FOR HOMERUNS OVER 100 FT.",
    "5. SUPPORT ALL RECESSED FIXTURES FROM STRUCTURE WITH TWO (2) #12 GA. SLACK WIRES AT OPPOSITE CORNERS, INDEPENDENT OF CEILING GRID.",
    "6. EXIT SIGNS AND EMERGENCY UNITS SHALL BE CONNECTED AHEAD OF ANY LOCAL SWITCHING ON THE AREA LIGHTING CIRCUIT.",
    "7. DO NOT SCALE DRAWINGS. FIELD VERIFY ALL CEILING HEIGHTS PRIOR TO ORDERING PENDANT FIXTURES.",
]

KEYED_NOTES = [
    ("1", "LIGHTING CONTROL PANEL LCP-1 IN ELECTRICAL 112. MOUNT TOP OF PANEL AT 6'-0\" AFF."),
    ("2", "ALIGN TYPE C PENDANTS WITH THE CENTERLINE OF THE CONFERENCE TABLE."),
    ("3", "WALL-MOUNTED DAYLIGHT PHOTOSENSOR, 9'-0\" AFF, FACING AWAY FROM WINDOW."),
    ("4", "MOUNT EXIT SIGN ON WALL ABOVE DOOR HEAD; PROVIDE CHEVRON ARROW AS SHOWN."),
]

# Rooms in feet from the plan's north-west corner: (x, y, width, depth, name, number)
ROOMS = [
    (0, 0, 14, 20, "OFFICE", "101"), (14, 0, 14, 20, "OFFICE", "102"), (28, 0, 14, 20, "OFFICE", "103"),
    (42, 0, 22, 20, "CONFERENCE", "104"), (64, 0, 16, 20, "BREAK", "105"), (80, 0, 14, 20, "WORK ROOM", "106"),
    (94, 0, 12, 20, "ELECTRICAL", "112"), (106, 0, 14, 20, "STORAGE", "113"),
    (0, 20, 120, 8, "CORRIDOR", "108"),
    (0, 28, 64, 42, "OPEN OFFICE", "107"), (64, 28, 28, 42, "LOBBY", "109"),
    (92, 28, 14, 20, "WOMEN", "110"), (106, 28, 14, 20, "MEN", "111"),
]


def _pt(fx: float, fy: float) -> tuple[float, float]:
    return PLAN_X + fx * FT, PLAN_Y + fy * FT


def _circle_tag(page, x: float, y: float, text: str, r: float = 7, size: float = 7) -> None:
    """A number in a circle, centred on (x, y), as a keyed note's tag is drawn."""
    page.draw_circle((x, y), r, width=0.7)
    w = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    draw_text(page, x - w / 2, y + size * 0.35, text, size)


def _troffer(page, fx: float, fy: float, tag: str, long: bool = True) -> None:
    x, y = _pt(fx, fy)
    w, h = (2 * FT, 4 * FT) if long else (2 * FT, 2 * FT)
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + h), width=0.6)
    page.draw_line((x, y), (x + w, y + h), width=0.3)
    draw_text(page, x + w + 3, y + 8, tag, 6.5)


def _downlight(page, fx: float, fy: float, tag: str) -> None:
    x, y = _pt(fx, fy)
    page.draw_circle((x, y), 5, width=0.6)
    draw_text(page, x + 7, y - 4, tag, 6.5)


def _plan(page) -> None:
    for fx, fy, w, d, name, number in ROOMS:
        x0, y0 = _pt(fx, fy)
        x1, y1 = _pt(fx + w, fy + d)
        page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.4)
        label = f"{name} {number}" if len(name) < 8 else name
        cx = (x0 + x1) / 2
        lw = pymupdf.get_text_length(label, fontname="helv", fontsize=8)
        if len(name) < 8:
            draw_text(page, cx - lw / 2, y1 - 14, label, 8)
        else:                                   # a long name over its number, as rooms are tagged
            draw_text(page, cx - lw / 2, y1 - 24, label, 8)
            nw = pymupdf.get_text_length(number, fontname="helv", fontsize=8)
            draw_text(page, cx - nw / 2, y1 - 13, number, 8)
    # offices: two 2x4 troffers each, a sensor
    for ox in (0, 14, 28):
        _troffer(page, ox + 4, 6, "Aa")
        _troffer(page, ox + 9, 6, "Aa")
        draw_text(page, _pt(ox + 6, 14)[0], _pt(ox + 6, 14)[1], "OS", 6)
    # conference: pendants and downlights
    for row in (6, 11):
        x, y = _pt(46, row)
        page.draw_rect(pymupdf.Rect(x, y, x + 14 * FT, y + 4), width=0.8)
        draw_text(page, x + 14 * FT + 3, y + 5, "Cb", 6.5)
    for fx in (45, 53, 61):
        _downlight(page, fx, 14, "Ba")
    _circle_tag(page, *_pt(58, 3), "2")
    # break, work room: 2x2
    for fx in (68, 74):
        _troffer(page, fx, 8, "A1", long=False)
    _troffer(page, 85, 8, "A1", long=False)
    # utility rooms: strips
    for fx, tag in ((99, "D"), (111, "D")):
        x, y = _pt(fx, 6)
        page.draw_rect(pymupdf.Rect(x, y, x + 4, y + 4 * FT), width=0.8)
        draw_text(page, x + 7, y + 12, tag, 6.5)
    _circle_tag(page, *_pt(96, 16), "1")
    # corridor: downlights at 10 ft, exit signs, emergency units
    for fx in (5, 15, 25, 35, 45, 75, 85, 95, 105, 115):
        _downlight(page, fx, 24, "B")
    for fx in (2, 117):
        x, y = _pt(fx, 22)
        page.draw_rect(pymupdf.Rect(x, y, x + 14, y + 6), width=0.8)
        draw_text(page, x - 2, y - 3, "EX", 6.5)
    _circle_tag(page, *_pt(116, 14), "4", r=6, size=6)
    x, y = _pt(50, 21.5)
    page.draw_rect(pymupdf.Rect(x - 8, y - 6, x + 8, y), width=0.6)
    draw_text(page, x + 10, y, "EM", 6.5)
    # open office: troffers in a grid, the daylight zone along the south glass
    for fy in (33, 43, 53, 61):
        for fx in (6, 16, 26, 36, 46, 56):
            _troffer(page, fx, fy, "Ad" if fy >= 53 else "Ac")
    zx0, zy0 = _pt(0, 50)
    zx1, zy1 = _pt(64, 70)
    page.draw_rect(pymupdf.Rect(zx0 + 3, zy0, zx1 - 3, zy1 - 3), width=0.4, dashes="[6 3] 0")
    draw_text(page, zx0 + 8, zy0 + 12, "PRIMARY DAYLIGHT ZONE", 7)
    draw_text(page, *_pt(30, 66), "PC", 6)
    _circle_tag(page, *_pt(34, 65), "3")
    # lobby: downlights
    for fx in (70, 78, 86):
        for fy in (35, 45, 55):
            _downlight(page, fx, fy, "Ba")
    # toilet rooms
    for fx in (97, 111):
        _troffer(page, fx, 34, "A1", long=False)
        draw_text(page, *_pt(fx, 42), "OS", 6)
    # north arrow
    nx, ny = _pt(62, 76)
    page.draw_line((nx, ny + 40), (nx, ny), width=1)
    page.draw_line((nx - 6, ny + 10), (nx, ny), width=1)
    page.draw_line((nx + 6, ny + 10), (nx, ny), width=1)
    draw_text(page, nx - 4, ny + 54, "N", 10)
    draw_view_title(page, PLAN_X, _pt(0, 70)[1] + 70, "1", "LIGHTING PLAN - LEVEL 1", "1/8\" = 1'-0\"")


def lighting_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_title_strip(page, W, H, ["VOLTAIRE ENGINEERING GROUP", "MEP CONSULTING ENGINEERS",
                                  "2200 MARKET STREET, SUITE 400, DENVER, CO 80205", "(303) 555-0142"],
                     ["NORTHGATE MEDICAL OFFICE BUILDING", "4150 NORTHGATE BOULEVARD", "WESTMINSTER, CO 80031"],
                     "09/22/2025", "VEG-25-114", "1/8\" = 1'-0\"", "LIGHTING PLAN - LEVEL 1", "E-201")
    draw_text(page, W - 286, 620, "ISSUED FOR PERMIT", 10)
    _plan(page)
    x0 = 1262
    end = draw_schedule(page, x0, 110, "LIGHT FIXTURE SCHEDULE", FIXTURE_GROUPS, FIXTURE_ROWS,
                        left_cols=frozenset({1, 3, 8, 9}))
    top = end + 60
    draw_text(page, x0, top - 8, "LIGHTING POWER DENSITY", 11)
    draw_grid(page, x0, top, [150, 66, 84, 80, 92], LPD_ROWS, size=7, row_height=15)
    draw_text(page, x0, top + 15 * len(LPD_ROWS) + 14,
              "SPACE-BY-SPACE METHOD, 2021 IECC TABLE C405.3.2(2). ALLOWED VALUES PER SPACE TYPE.", 6.5)
    kx = 1800
    draw_text(page, kx, top - 8, "KEYED NOTES", 11)
    for i, (n, text) in enumerate(KEYED_NOTES):
        y = top + 14 + 20 * i
        _circle_tag(page, kx + 7, y - 3, n)
        draw_text(page, kx + 22, y, text, 7)
    ny = top + 15 * len(LPD_ROWS) + 70
    draw_text(page, x0, ny, "LIGHTING CONTROL NOTES", 11)
    y = ny + 18
    for note in CONTROL_NOTES:
        for j, line in enumerate(note):
            draw_text(page, x0 + (0 if j == 0 else 14), y, line, 7)
            y += 11
        y += 5
    draw_text(page, x0, y + 30, "GENERAL NOTES", 11)
    for i, line in enumerate(GENERAL_NOTES):
        draw_text(page, x0, y + 48 + 14 * i, line, 7)
    doc.save(str(path))
    doc.close()
    return path
