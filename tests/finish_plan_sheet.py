"""A US interiors sheet (A-601, ANSI D 36x24 in) for a two-storey medical clinic, drawn the way an
architect's office exports one: on the left the FIRST FLOOR FINISH PLAN at 1/8" = 1'-0" with
column grid bubbles, double exterior walls, door swings, room name/number tags (name over the
number in a box), floor-finish codes in hexagons in every room, dashed transition lines across
the door openings where the floor changes, heavy dashed accent-wall lines tagged PT-2, WC-1 at the
reception feature wall, overall dimensions and a north arrow; under the plan the FINISH NOTES
(numbered 1-10, each set as several short lines) and a symbols legend. On the right the FINISH
LEGEND as a ruled table (CODE | MATERIAL | MANUFACTURER | PRODUCT/STYLE | COLOR | SIZE | REMARKS)
and under it the ROOM FINISH SCHEDULE drawn as a matrix: room number and name, then grouped
headings FLOOR / BASE / WALLS / CEILING; the floor, base and ceiling codes are column heads set
rotated 90 degrees (read bottom to top) with an "X" in the applying cell, the walls carry a code
per wall under N / E / S / W, then CLG. HT. and REMARKS. Below the schedule a FLOOR TRANSITION
SCHEDULE (TR-1 .. TR-5) and detail 2, a flash cove base section at SV-1; at the lower left
elevation 3, the waiting room's west wall with its PT-2 accent field. Title block down the right edge with a
revision table (1 ADDENDUM 1, 2 ASI 3), key plan and the sheet number large at the foot.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round47-drawn.jsonl`)
were written before drawqa answered any of them.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

W, H = 2592, 1728
FT = 9.0                       # 1/8" = 1'-0": nine points to the foot
PX, PY = 110, 190              # the building's north-west corner (outside face of wall)
BW, BD = 120, 52               # feet

FLOOR_CODES = ["CPT-1", "CPT-2", "LVT-1", "SV-1", "CT-1", "SC-1"]
BASE_CODES = ["RB-1", "RB-2", "SV-1", "CT-1"]
CEIL_CODES = ["ACT-1", "ACT-2", "GWB-1", "EXP"]

# (number, name, floor, base, (N, E, S, W), ceiling, ceiling height, remarks)
ROOMS = [
    ("100", "CORRIDOR", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-1", "9'-0\"", "CORNER GUARDS, SEE NOTE 7"),
    ("101", "WAITING", "CPT-1", "RB-2", ("PT-1", "PT-1", "--", "PT-2"), "ACT-1", "10'-0\"", "PT-2 ACCENT AT W WALL, NOTE 4"),
    ("102", "RECEPTION", "CPT-1", "RB-2", ("WC-1", "PT-1", "PT-1", "PT-1"), "ACT-1", "9'-0\"", "CHECK-IN COUNTER, SEE A-401"),
    ("103", "NURSE STATION", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-1", "9'-0\"", ""),
    ("104", "EXAM", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", ""),
    ("105", "EXAM", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", ""),
    ("106", "EXAM", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", ""),
    ("107", "EXAM", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", "BARIATRIC; FRT BACKING AT W WALL"),
    ("108", "EXAM", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", ""),
    ("109", "EXAM", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", ""),
    ("110", "EXAM", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", ""),
    ("111", "SOILED UTILITY", "SV-1", "SV-1", ("FRP-1", "FRP-1", "FRP-1", "FRP-1"), "ACT-2", "9'-0\"", "FRP FULL HEIGHT, NOTE 6"),
    ("112", "LAB", "SV-1", "SV-1", ("PT-3", "PT-3", "PT-3", "PT-3"), "ACT-2", "9'-0\"", "SEAL ALL WALL PENETRATIONS"),
    ("113", "CLEAN UTILITY", "SV-1", "SV-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-2", "9'-0\"", ""),
    ("114", "TOILET", "CT-1", "CT-1", ("PT-3", "PT-3", "PT-3", "PT-3"), "GWB-1", "8'-0\"", "ACCESSIBLE; GRAB BAR BLOCKING"),
    ("115", "STAFF TOILET", "CT-1", "CT-1", ("PT-3", "PT-3", "PT-3", "PT-3"), "GWB-1", "8'-0\"", ""),
    ("116", "BREAK ROOM", "LVT-1", "RB-1", ("PT-1", "PT-2", "PT-1", "PT-1"), "ACT-1", "8'-6\"", "PT-2 ACCENT AT E WALL"),
    ("117", "OFFICE", "CPT-1", "RB-2", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-1", "9'-0\"", ""),
    ("118", "VESTIBULE", "CPT-2", "RB-2", ("PT-1", "PT-1", "--", "PT-1"), "GWB-1", "10'-0\"", "WALK-OFF TILE WALL TO WALL"),
    ("119", "JANITOR", "SC-1", "RB-1", ("FRP-1", "FRP-1", "FRP-1", "FRP-1"), "ACT-2", "8'-0\"", "FRP FULL HEIGHT, NOTE 6"),
    ("120", "MECH.", "SC-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "EXP", "EXPOSED", "SEALER PER NOTE 8"),
    ("121", "ELEC.", "SC-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "EXP", "EXPOSED", "FRT PLYWOOD BACKBOARD, PT-1"),
    ("122", "CONSULT", "CPT-1", "RB-2", ("PT-1", "PT-1", "PT-1", "PT-2"), "ACT-1", "9'-0\"", "PT-2 ACCENT AT W WALL"),
    ("123", "STORAGE", "LVT-1", "RB-1", ("PT-1", "PT-1", "PT-1", "PT-1"), "ACT-1", "9'-0\"", ""),
]

LEGEND = [
    ("CODE", "MATERIAL", "MANUFACTURER", "PRODUCT/STYLE", "COLOR", "SIZE", "REMARKS"),
    ("CPT-1", "CARPET TILE", "INTERFACE", "HUMAN NATURE HN830", "105389 GRAVEL", "25 CM x 1 M", "ASHLAR INSTALLATION"),
    ("CPT-2", "CARPET TILE, WALK-OFF", "SHAW CONTRACT", "ENTRY WAY II 5T112", "12505 GRANITE", "24\" x 24\"", "VESTIBULE ONLY; MONOLITHIC"),
    ("LVT-1", "LUXURY VINYL TILE", "MANNINGTON COMMERCIAL", "SPACIA WOOD, 20 MIL WEAR LAYER", "SS5W2541 WHITE OAK NATURAL", "7\" x 48\"", "RANDOM STAGGER, 8\" MIN. END JOINTS"),
    ("SV-1", "HOMOGENEOUS SHEET VINYL", "TARKETT", "IQ GRANIT", "3040434 LIGHT GREY", "6'-7\" WIDE ROLL", "HEAT-WELDED SEAMS, NOTE 9"),
    ("CT-1", "PORCELAIN FLOOR TILE", "DALTILE", "VOLUME 1.0 VL02, MATTE", "SOUND GREY", "12\" x 24\"", "EPOXY GROUT, SILVER SHADOW"),
    ("SC-1", "SEALED CONCRETE", "EUCLID CHEMICAL", "DIAMOND CLEAR VOX", "CLEAR, SATIN", "--", "SEE NOTE 8"),
    ("RB-1", "RUBBER BASE, COVED", "ROPPE", "PINNACLE TP, TOE", "193 BLACK BROWN", "4\" H x 1/8\"", "RESILIENT + CONCRETE FLOORS"),
    ("RB-2", "RUBBER BASE, STRAIGHT", "ROPPE", "PINNACLE TP, TOELESS", "193 BLACK BROWN", "4\" H x 1/8\"", "AT CARPET"),
    ("PT-1", "PAINT", "SHERWIN-WILLIAMS", "PROMAR 200 ZERO VOC, EGGSHELL", "SW 7008 ALABASTER", "--", "FIELD COLOR, GWB WALLS U.O.N."),
    ("PT-2", "PAINT", "SHERWIN-WILLIAMS", "PROMAR 200 ZERO VOC, EGGSHELL", "SW 6495 GREAT FALLS", "--", "ACCENT WALLS, NOTE 4"),
    ("PT-3", "EPOXY PAINT", "SHERWIN-WILLIAMS", "PRO INDUSTRIAL WB EPOXY, S-G", "SW 7008 ALABASTER", "--", "WET AREAS AND LAB"),
    ("PT-4", "PAINT", "BENJAMIN MOORE", "ULTRA SPEC 500, SEMI-GLOSS", "HC-166 KENDALL CHARCOAL", "--", "HOLLOW METAL DOOR FRAMES"),
    ("WC-1", "VINYL WALL COVERING, TYPE II", "KOROSEAL", "ARTISAN WEAVE AW14", "AW14-22 SEA GLASS", "54\" WIDE, 20 OZ", "RECEPTION FEATURE WALL"),
    ("FRP-1", "FIBERGLASS REINF. PANEL", "CRANE COMPOSITES", "GLASBORD W/ SURFASEAL, PEBBLED", "WHITE", "4' x 9' x 0.09\"", "VINYL TRIM TO MATCH, NOTE 6"),
    ("ACT-1", "ACOUSTICAL CEILING TILE", "ARMSTRONG", "ULTIMA #1912, SQUARE LAY-IN", "WHITE", "24\" x 24\" x 3/4\"", "15/16\" PRELUDE XL GRID, WHITE"),
    ("ACT-2", "ACOUSTICAL CLG. TILE, WASHABLE", "ARMSTRONG", "CERAMAGUARD #607", "WHITE", "24\" x 24\" x 5/8\"", "15/16\" PRELUDE XL GRID, WHITE"),
    ("GWB-1", "GYPSUM BOARD CEILING", "USG", "SHEETROCK MOLD TOUGH 5/8\"", "PAINT PT-3", "--", "LEVEL 4 FINISH"),
]

NOTES = [
    ["ALL FINISHES ARE INDICATED BY CODE. REFER TO FINISH LEGEND ON THIS SHEET FOR MATERIAL,",
     "MANUFACTURER, COLOR AND SIZE, AND TO SPECIFICATIONS DIVISION 09 FOR INSTALLATION."],
    ["FLOOR FINISH TRANSITIONS OCCUR AT THE CENTERLINE OF DOOR IN CLOSED POSITION U.O.N.",
     "PROVIDE RUBBER REDUCER STRIP AT EVERY CHANGE IN FLOOR MATERIAL; MAX. 1/4\" VERTICAL",
     "CHANGE IN LEVEL. SEE TRANSITION DETAILS 1-4/A-611."],
    ["ALL GYPSUM BOARD WALLS SHALL BE PAINTED PT-1 UNLESS NOTED OTHERWISE IN THE ROOM",
     "FINISH SCHEDULE. PAINT HOLLOW METAL DOOR FRAMES PT-4."],
    ["ACCENT WALLS (PT-2) ARE SHOWN WITH A HEAVY DASHED LINE. TERMINATE ACCENT COLOR AT",
     "INSIDE CORNERS; AT OUTSIDE CORNERS TERMINATE AT THE CORNER GUARD."],
    ["MOISTURE TESTING: PERFORM IN-SITU RELATIVE HUMIDITY TESTING PER ASTM F2170 AND PH",
     "TESTING BEFORE INSTALLING RESILIENT FLOORING OR CARPET. LIMIT: 80% RH MAXIMUM,",
     "OR LOWER WHERE FLOORING MFR. REQUIRES. SUBMIT TEST REPORTS TO ARCHITECT."],
    ["FRP-1 SHALL RUN FULL HEIGHT FROM TOP OF BASE TO CEILING WITH MATCHING VINYL DIVIDER,",
     "INSIDE CORNER AND CAP TRIM. SEAL JOINTS WITH MILDEW-RESISTANT SILICONE SEALANT."],
    ["PROVIDE 48\" HIGH CLEAR POLYCARBONATE CORNER GUARDS AT ALL OUTSIDE CORNERS IN CORRIDOR",
     "100, MOUNTED ON TOP OF BASE."],
    ["SC-1: CLEAN SLAB, REMOVE CURING COMPOUND, AND APPLY 2 COATS OF PENETRATING SEALER",
     "PER MFR. DO NOT APPLY SEALER UNDER SCHEDULED FLOORING OR TILE."],
    ["SV-1: HEAT-WELD ALL SEAMS. WHERE SV-1 BASE IS SCHEDULED PROVIDE 6\" INTEGRAL FLASH",
     "COVE BASE WITH 1\" RADIUS COVE FORMER AND VINYL CAP STRIP."],
    ["ATTIC STOCK: DELIVER TO OWNER 3% OF EACH FLOORING AND CEILING TILE TYPE INSTALLED, IN",
     "UNOPENED CARTONS, AND ONE GALLON OF EACH PAINT COLOR."],
]

# Rooms on the plan in feet from the north-west corner: (x0, y0, x1, y1, name, number, floor)
PLAN_ROOMS = [
    (0, 0, 12, 19, "STAIR 1", "", "--"),
    (12, 0, 24, 10, "ELEC.", "121", "SC-1"),
    (12, 10, 24, 19, "OFFICE", "117", "CPT-1"),
    (24, 0, 35, 19, "EXAM", "104", "LVT-1"),
    (35, 0, 46, 19, "EXAM", "105", "LVT-1"),
    (46, 0, 57, 19, "EXAM", "106", "LVT-1"),
    (57, 0, 68, 19, "EXAM", "107", "LVT-1"),
    (68, 0, 79, 19, "EXAM", "108", "LVT-1"),
    (79, 0, 95, 19, "LAB", "112", "SV-1"),
    (95, 0, 103, 19, "SOILED UTIL.", "111", "SV-1"),
    (103, 0, 111, 19, "CLEAN UTIL.", "113", "SV-1"),
    (111, 0, 120, 19, "STAFF TLT.", "115", "CT-1"),
    (0, 19, 24, 31, "RECEPTION", "102", "CPT-1"),
    (0, 31, 34, 52, "WAITING", "101", "CPT-1"),
    (34, 25, 44, 37, "TOILET", "114", "CT-1"),
    (44, 25, 62, 37, "NURSE STA.", "103", "LVT-1"),
    (62, 25, 73, 39, "EXAM", "109", "LVT-1"),
    (73, 25, 84, 39, "EXAM", "110", "LVT-1"),
    (84, 25, 104, 52, "BREAK ROOM", "116", "LVT-1"),
    (104, 25, 120, 33, "JANITOR", "119", "SC-1"),
    (104, 33, 120, 52, "MECH.", "120", "SC-1"),
    (34, 37, 62, 52, "CONSULT", "122", "CPT-1"),
    (62, 39, 84, 52, "STORAGE", "123", "LVT-1"),
]
VESTIBULE = (0, 42, 10, 52)

# Doors: (hinge x, hinge y, leaf end x, leaf end y, sweep degrees), with an optional transition line
DOORS = [
    (27, 19, 30, 19, -90, True), (38, 19, 41, 19, -90, True), (49, 19, 52, 19, -90, True),
    (60, 19, 63.5, 19, -90, True), (71, 19, 74, 19, -90, True), (83, 19, 86.5, 19, -90, True),
    (97, 19, 100, 19, -90, True), (105, 19, 108, 19, -90, False), (113, 19, 116, 19, -90, True),
    (36, 25, 39, 25, 90, True), (65, 25, 68, 25, 90, False), (76, 25, 79, 25, 90, False),
    (88, 25, 91, 25, 90, False), (106, 25, 109, 25, 90, True), (24, 12, 24, 15, 90, True),
    (10, 45, 10, 48, -90, False), (6.5, 52, 9.5, 52, -90, True), (24, 24, 24, 21, -90, True),
]

ACCENTS = [((0, 32), (0, 41.5), "PT-2"), ((104, 27), (104, 51), "PT-2"), ((34, 38), (34, 51), "PT-2")]


def _t(page, x, y, text, size=7.0, font="helv", rotate=0, color=(0, 0, 0)):
    page.insert_text((x, y), text, fontsize=size, fontname=font, rotate=rotate, color=color)


def _ct(page, cx, y, text, size=7.0, font="helv"):
    w = pymupdf.get_text_length(text, fontname=font, fontsize=size)
    _t(page, cx - w / 2, y, text, size, font)


def _pt(fx, fy):
    return PX + fx * FT, PY + fy * FT


def _hexagon(page, cx, cy, text, r=14.0):
    pts = [(cx - r, cy), (cx - r / 2, cy - r * 0.8), (cx + r / 2, cy - r * 0.8), (cx + r, cy),
           (cx + r / 2, cy + r * 0.8), (cx - r / 2, cy + r * 0.8), (cx - r, cy)]
    page.draw_polyline(pts, width=0.6, color=(0, 0, 0), fill=(1, 1, 1))
    _ct(page, cx, cy + 2.2, text, 5.6, "helv")


def _room_tag(page, cx, cy, name, number):
    size = 7.5 if len(name) < 11 else 6.5
    _ct(page, cx, cy - 4, name, size, "hebo")
    if number:
        w = 24
        page.draw_rect(pymupdf.Rect(cx - w / 2, cy, cx + w / 2, cy + 11), width=0.5)
        _ct(page, cx, cy + 8.5, number, 7, "helv")


def _plan(page):
    x0, y0 = _pt(0, 0)
    x1, y1 = _pt(BW, BD)
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.8)
    page.draw_rect(pymupdf.Rect(x0 + 7, y0 + 7, x1 - 7, y1 - 7), width=0.9)
    # column grid
    grid_x = [0, 24, 46, 68, 95, 120]
    grid_y = [0, 25, 52]
    for i, gx in enumerate(grid_x):
        x, _ = _pt(gx, 0)
        page.draw_line((x, y0 - 70), (x, y1 + 20), width=0.3, dashes="[14 3 3 3] 0", color=(0.35, 0.35, 0.35))
        page.draw_circle((x, y0 - 80), 10, width=0.7)
        _ct(page, x, y0 - 76.5, chr(ord("A") + i), 10, "hebo")
    for j, gy in enumerate(grid_y):
        _, y = _pt(0, gy)
        page.draw_line((x0 - 70, y), (x1 + 20, y), width=0.3, dashes="[14 3 3 3] 0", color=(0.35, 0.35, 0.35))
        page.draw_circle((x0 - 80, y), 10, width=0.7)
        _ct(page, x0 - 80, y + 3.5, str(j + 1), 10, "hebo")
    # interior partitions: room outlines
    for rx0, ry0, rx1, ry1, name, number, floor in PLAN_ROOMS:
        a, b = _pt(rx0, ry0)
        c, d = _pt(rx1, ry1)
        page.draw_rect(pymupdf.Rect(a, b, c, d), width=1.1)
    va, vb = _pt(VESTIBULE[0], VESTIBULE[1])
    vc, vd = _pt(VESTIBULE[2], VESTIBULE[3])
    page.draw_rect(pymupdf.Rect(va, vb, vc, vd), width=1.1)
    # corridor
    cx0, cy0 = _pt(24, 19)
    cx1, cy1 = _pt(120, 25)
    page.draw_line((cx0, cy0), (cx1, cy0), width=1.1)
    page.draw_line((cx0, cy1), (cx1, cy1), width=1.1)
    # stair treads
    for k in range(1, 10):
        sx, sy = _pt(1, 1 + 1.0 * k)
        ex, _ = _pt(5.5, 0)
        page.draw_line((sx, sy), (ex, sy), width=0.35)
        sx2, _ = _pt(6.5, 0)
        ex2, _ = _pt(11, 0)
        page.draw_line((sx2, sy), (ex2, sy), width=0.35)
    a, b = _pt(6, 1)
    page.draw_line((a, b), (a, b + 10 * FT), width=0.6)
    _t(page, _pt(1.5, 14)[0], _pt(1.5, 14)[1], "UP", 6, "helv")
    # tags
    for rx0, ry0, rx1, ry1, name, number, floor in PLAN_ROOMS:
        cx, cy = _pt((rx0 + rx1) / 2, (ry0 + ry1) / 2)
        _room_tag(page, cx, cy - 8, name, number)
        if floor != "--":
            _hexagon(page, cx, cy + 26 if ry1 - ry0 > 10 else cy + 18, floor)
    vcx, vcy = _pt(5, 47)
    _room_tag(page, vcx, vcy - 10, "VEST.", "118")
    _hexagon(page, vcx, vcy + 12, "CPT-2", r=12)
    # corridor tag and its floor finish
    kx, ky = _pt(56, 22)
    _t(page, kx - 30, ky + 2, "CORRIDOR", 7.5, "hebo")
    page.draw_rect(pymupdf.Rect(kx + 18, ky - 6, kx + 42, ky + 5), width=0.5)
    _t(page, kx + 21.5, ky + 2.5, "100", 7, "helv")
    for fx in (34, 92):
        hx, hy = _pt(fx, 22)
        _hexagon(page, hx, hy, "LVT-1")
    # doors, swings and transitions
    for hx, hy, ex, ey, sweep, trans in DOORS:
        h = _pt(hx, hy)
        e = _pt(ex, ey)
        page.draw_line(h, e, width=1.6, color=(1, 1, 1))          # the opening
        length = ((e[0] - h[0]) ** 2 + (e[1] - h[1]) ** 2) ** 0.5
        # leaf perpendicular to the opening, swing arc back to the far jamb
        dx, dy = (e[0] - h[0]) / length, (e[1] - h[1]) / length
        nx, ny = (-dy, dx) if sweep > 0 else (dy, -dx)
        leaf = (h[0] + nx * length, h[1] + ny * length)
        page.draw_line(h, leaf, width=0.8)
        page.draw_sector(h, e, 90 if sweep < 0 else -90, fullSector=False, width=0.35)
        if trans:
            mx, my = (h[0] + e[0]) / 2, (h[1] + e[1]) / 2
            if abs(dx) > abs(dy):
                page.draw_line((h[0] - 3, my), (e[0] + 3, my), width=0.9, dashes="[2 1.5] 0")
            else:
                page.draw_line((mx, h[1] + 3), (mx, e[1] - 3), width=0.9, dashes="[2 1.5] 0")
    # storefront at waiting
    sx0, sy = _pt(12, 52)
    sx1, _ = _pt(32, 52)
    page.draw_rect(pymupdf.Rect(sx0, sy - 7, sx1, sy), width=0.4, fill=(1, 1, 1))
    for k in range(5):
        page.draw_line((sx0 + k * (sx1 - sx0) / 4, sy - 7), (sx0 + k * (sx1 - sx0) / 4, sy), width=0.8)
    _t(page, sx0 + 20, sy + 16, "ALUM. STOREFRONT, SEE A-521", 6, "helv")
    # transaction counter at reception
    cxa, cya = _pt(6, 30)
    cxb, _ = _pt(20, 30)
    page.draw_rect(pymupdf.Rect(cxa, cya - 2, cxb, cya + 12), width=0.6)
    _t(page, cxa + 4, cya + 8, "CHECK-IN COUNTER", 5.5, "helv")
    # accent walls
    for (ax0, ay0), (ax1, ay1), code in ACCENTS:
        a = _pt(ax0, ay0)
        b = _pt(ax1, ay1)
        off = 4 if ax0 else 10
        page.draw_line((a[0] + off, a[1]), (b[0] + off, b[1]), width=2.6, dashes="[8 3] 0")
        mx, my = a[0] + off, (a[1] + b[1]) / 2
        page.draw_line((mx, my), (mx + 26, my - 22), width=0.4)
        _t(page, mx + 28, my - 22, code, 7, "hebo")
    # WC-1 at reception north wall
    wa = _pt(1, 19)
    wb = _pt(12, 19)
    page.draw_line((wa[0], wa[1] + 4), (wb[0], wb[1] + 4), width=2.0, dashes="[1 2] 0")
    page.draw_line((wb[0] - 20, wb[1] + 4), (wb[0] + 4, wb[1] + 30), width=0.4)
    _t(page, wb[0] + 6, wb[1] + 34, "WC-1", 7, "hebo")
    # FRP callouts
    a = _pt(99, 5)
    page.draw_line(a, (a[0] + 18, a[1] - 12), width=0.4)
    _t(page, a[0] + 20, a[1] - 14, "FRP-1 FULL HT.", 5.6, "helv")
    a = _pt(118, 27)
    b = _pt(BW, 0)[0] + 8
    page.draw_line(a, (b, a[1] - 14), width=0.4)
    page.draw_line((b, a[1] - 14), (b + 8, a[1] - 14), width=0.4)
    _t(page, b + 10, a[1] - 12, "FRP-1 FULL HT.", 5.6, "helv")
    # overall dimensions
    dy = y1 + 52
    page.draw_line((x0, dy), (x1, dy), width=0.4)
    for x in (x0, x1):
        page.draw_line((x, dy - 6), (x, dy + 6), width=0.4)
        page.draw_line((x - 4, dy + 4), (x + 4, dy - 4), width=0.9)
    _ct(page, (x0 + x1) / 2, dy - 4, "120'-0\"", 8, "helv")
    for gx0, gx1 in zip([0, 24, 46, 68, 95], [24, 46, 68, 95, 120]):
        a, _ = _pt(gx0, 0)
        b, _ = _pt(gx1, 0)
        dd = y1 + 30
        page.draw_line((a, dd), (b, dd), width=0.4)
        for x in (a, b):
            page.draw_line((x - 3, dd + 3), (x + 3, dd - 3), width=0.9)
        _ct(page, (a + b) / 2, dd - 4, f"{gx1 - gx0}'-0\"", 7, "helv")
    dx = x1 + 46
    page.draw_line((dx, y0), (dx, y1), width=0.4)
    for y in (y0, y1):
        page.draw_line((dx - 6, y), (dx + 6, y), width=0.4)
        page.draw_line((dx - 4, y + 4), (dx + 4, y - 4), width=0.9)
    _t(page, dx + 12, (y0 + y1) / 2 + 16, "52'-0\"", 8, "helv", rotate=90)
    # north arrow
    nx, ny = x1 + 110, y0 + 40
    page.draw_circle((nx, ny), 18, width=0.8)
    page.draw_polyline([(nx, ny - 26), (nx - 7, ny + 10), (nx, ny + 4), (nx, ny - 26)], width=0.6, fill=(0, 0, 0))
    _ct(page, nx, ny + 34, "PLAN", 6, "helv")
    _ct(page, nx, ny + 42, "NORTH", 6, "helv")
    # second floor reference and view title
    _t(page, x0, y1 + 84, "SECOND FLOOR FINISH PLAN: SEE A-602", 7.5, "hebo")
    vy = y1 + 128
    page.draw_circle((x0 + 16, vy), 16, width=1.0)
    page.draw_line((x0, vy), (x0 + 32, vy), width=0.6)
    _ct(page, x0 + 16, vy - 4, "1", 10, "hebo")
    _ct(page, x0 + 16, vy + 11, "A-601", 6, "helv")
    page.draw_line((x0 + 40, vy + 4), (x0 + 520, vy + 4), width=1.4)
    _t(page, x0 + 44, vy, "FIRST FLOOR FINISH PLAN", 14, "hebo")
    _t(page, x0 + 44, vy + 16, "SCALE: 1/8\" = 1'-0\"", 8, "helv")


def _notes_and_symbols(page):
    x, y = 110, 880
    _t(page, x, y, "FINISH NOTES", 11, "hebo")
    page.draw_line((x, y + 4), (x + 90, y + 4), width=0.8)
    row = y + 22
    for i, lines in enumerate(NOTES, 1):
        _t(page, x, row, f"{i}.", 7, "helv")
        for k, line in enumerate(lines):
            _t(page, x + 16, row + 10 * k, line, 7, "helv")
        row += 10 * len(lines) + 8
    # symbols legend
    sx, sy = 700, 880
    _t(page, sx, sy, "FINISH PLAN SYMBOLS", 11, "hebo")
    page.draw_line((sx, sy + 4), (sx + 128, sy + 4), width=0.8)
    r = sy + 30
    _hexagon(page, sx + 20, r - 3, "XX-#")
    _t(page, sx + 56, r, "FLOOR FINISH TAG - SEE FINISH LEGEND", 7)
    r += 30
    _room_tag(page, sx + 20, r - 4, "NAME", "###")
    _t(page, sx + 56, r, "ROOM NAME AND NUMBER", 7)
    r += 28
    page.draw_line((sx + 4, r - 3), (sx + 38, r - 3), width=2.6, dashes="[8 3] 0")
    _t(page, sx + 56, r, "ACCENT WALL - PAINT PT-2 U.O.N.", 7)
    r += 22
    page.draw_line((sx + 4, r - 3), (sx + 38, r - 3), width=2.0, dashes="[1 2] 0")
    _t(page, sx + 56, r, "WALL COVERING WC-1", 7)
    r += 22
    page.draw_line((sx + 4, r - 3), (sx + 38, r - 3), width=0.9, dashes="[2 1.5] 0")
    _t(page, sx + 56, r, "FLOOR TRANSITION - SEE NOTE 2", 7)
    r += 22
    page.draw_line((sx + 4, r - 3), (sx + 38, r - 3), width=0.3, dashes="[14 3 3 3] 0")
    _t(page, sx + 56, r, "COLUMN GRID LINE", 7)
    r += 36
    _t(page, sx, r, "ABBREVIATIONS", 9, "hebo")
    abbrev = ["CLG. HT.  CEILING HEIGHT, ABOVE FINISH FLOOR", "EXP  EXPOSED STRUCTURE, NO CEILING",
              "FRT  FIRE-RETARDANT TREATED", "S-G  SEMI-GLOSS", "U.O.N.  UNLESS OTHERWISE NOTED",
              "--  NO FINISH / STOREFRONT"]
    for i, a in enumerate(abbrev):
        _t(page, sx, r + 14 + 10 * i, a, 6.5, "cour")


def _legend(page, x0, y0):
    _t(page, x0, y0 - 10, "FINISH LEGEND", 12, "hebo")
    widths = [46, 150, 118, 170, 150, 92, 170]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 15
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], y0 + rh * len(LEGEND)), width=1.2)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], y0 + rh), width=0.4, fill=(0.88, 0.88, 0.88))
    for r, cells in enumerate(LEGEND):
        y = y0 + rh * r
        if r:
            heavy = cells[0].split("-")[0] != LEGEND[r - 1][0].split("-")[0]
            page.draw_line((xs[0], y), (xs[-1], y), width=0.8 if heavy and r > 1 else 0.3)
        for c, cell in enumerate(cells):
            font = "hebo" if r == 0 or c == 0 else "helv"
            _t(page, xs[c] + 4, y + rh - 4.5, cell, 6.5, font)
    for x in xs[1:-1]:
        page.draw_line((x, y0), (x, y0 + rh * len(LEGEND)), width=0.4)
    return y0 + rh * len(LEGEND)


def _schedule(page, x0, y0):
    _t(page, x0, y0 - 10, "ROOM FINISH SCHEDULE", 12, "hebo")
    cw = 19
    widths = ([34, 96] + [cw] * len(FLOOR_CODES) + [cw] * len(BASE_CODES) + [38] * 4
              + [cw] * len(CEIL_CODES) + [50, 190])
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    h1, h2, rh = 14, 34, 14
    top_body = y0 + h1 + h2
    bottom = top_body + rh * len(ROOMS)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], bottom), width=1.2)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], top_body), width=0.4, fill=(0.9, 0.9, 0.9))
    # grouped headings
    nf, nb, nc = len(FLOOR_CODES), len(BASE_CODES), len(CEIL_CODES)
    groups = [(2, 2 + nf, "FLOOR"), (2 + nf, 2 + nf + nb, "BASE"), (2 + nf + nb, 6 + nf + nb, "WALLS"),
              (6 + nf + nb, 6 + nf + nb + nc, "CEILING")]
    for a, b, name in groups:
        _ct(page, (xs[a] + xs[b]) / 2, y0 + 10, name, 7, "hebo")
        page.draw_line((xs[a], y0 + h1), (xs[b], y0 + h1), width=0.4)
    _t(page, xs[0] + 4, top_body - 6, "NO.", 6.5, "hebo")
    _t(page, xs[1] + 4, top_body - 6, "ROOM NAME", 6.5, "hebo")
    heads = FLOOR_CODES + BASE_CODES
    for i, code in enumerate(heads):
        cx = xs[2 + i] + cw / 2 + 2.5
        _t(page, cx, top_body - 4, code, 6, "helv", rotate=90)
    for i, wall in enumerate(("N", "E", "S", "W")):
        _ct(page, (xs[2 + nf + nb + i] + xs[3 + nf + nb + i]) / 2, top_body - 6, wall, 7, "hebo")
    for i, code in enumerate(CEIL_CODES):
        cx = xs[6 + nf + nb + i] + cw / 2 + 2.5
        _t(page, cx, top_body - 4, code, 6, "helv", rotate=90)
    k = 6 + nf + nb + nc
    _t(page, xs[k] + 4, top_body - 16, "CLG.", 6.5, "hebo")
    _t(page, xs[k] + 4, top_body - 6, "HT.", 6.5, "hebo")
    _t(page, xs[k + 1] + 4, top_body - 6, "REMARKS", 6.5, "hebo")
    # body
    for r, (no, name, floor, base, walls, ceil, ht, rem) in enumerate(ROOMS):
        y = top_body + rh * r
        page.draw_line((xs[0], y), (xs[-1], y), width=0.3 if r % 5 else 0.7)
        base_y = y + rh - 4
        _t(page, xs[0] + 4, base_y, no, 6.5, "helv")
        _t(page, xs[1] + 4, base_y, name, 6.5, "helv")
        _ct(page, (xs[2 + FLOOR_CODES.index(floor)] + xs[3 + FLOOR_CODES.index(floor)]) / 2, base_y, "X", 6.5, "hebo")
        bi = 2 + nf + BASE_CODES.index(base)
        _ct(page, (xs[bi] + xs[bi + 1]) / 2, base_y, "X", 6.5, "hebo")
        for i, w in enumerate(walls):
            wi = 2 + nf + nb + i
            _ct(page, (xs[wi] + xs[wi + 1]) / 2, base_y, w, 6, "helv")
        ci = 6 + nf + nb + CEIL_CODES.index(ceil)
        _ct(page, (xs[ci] + xs[ci + 1]) / 2, base_y, "X", 6.5, "hebo")
        _t(page, xs[k] + 4, base_y, ht, 6.5, "helv")
        _t(page, xs[k + 1] + 4, base_y, rem, 6, "helv")
    for i, x in enumerate(xs[1:-1], 1):
        heavy = i in (2, 2 + nf, 2 + nf + nb, 6 + nf + nb, k)
        page.draw_line((x, y0 + (0 if heavy or i == 1 else h1), ), (x, bottom), width=0.8 if heavy else 0.3)
    _t(page, x0, bottom + 12, "X = FINISH APPLIES. WALL CODES ARE LISTED PER WALL FACE (N / E / S / W). "
       "CEILING HEIGHTS ARE ABOVE FINISH FLOOR.", 6.5, "helv")
    _t(page, x0, bottom + 22, "FOR ALL SECOND FLOOR ROOMS SEE A-602.", 6.5, "helv")
    return bottom


TRANSITIONS = [
    ("TYPE", "FROM", "TO", "PRODUCT", "REMARKS"),
    ("TR-1", "LVT-1", "CPT-1", "JOHNSONITE CTA-XX-H CARPET-TO-TILE REDUCER", "COLOR TO MATCH RB-1"),
    ("TR-2", "LVT-1", "SV-1", "FLUSH, HEAT-WELDED SEAM (NO STRIP)", "SEE DETAIL 2/A-611"),
    ("TR-3", "LVT-1", "CT-1", "SCHLUTER RENO-T, SATIN ANODIZED ALUMINUM", "SEE DETAIL 3/A-611"),
    ("TR-4", "SC-1", "LVT-1", "JOHNSONITE RRS-XX-D RUBBER REDUCER", "FEATHER SLAB EDGE AS REQ'D"),
    ("TR-5", "CPT-2", "CPT-1", "JOHNSONITE CTA-XX-H CARPET-TO-TILE REDUCER", "AT VESTIBULE DOOR"),
]


def _transitions(page, x0, y0):
    _t(page, x0, y0 - 10, "FLOOR TRANSITION SCHEDULE", 12, "hebo")
    widths = [40, 50, 50, 230, 150]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 15
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], y0 + rh * len(TRANSITIONS)), width=1.0)
    for r, cells in enumerate(TRANSITIONS):
        y = y0 + rh * r
        page.draw_line((xs[0], y), (xs[-1], y), width=0.3)
        for c, cell in enumerate(cells):
            _t(page, xs[c] + 4, y + rh - 4.5, cell, 6.5, "hebo" if r == 0 else "helv")
    for x in xs[1:-1]:
        page.draw_line((x, y0), (x, y0 + rh * len(TRANSITIONS)), width=0.3)


def _cove_detail(page, x0, y0):
    """A small section of the flash cove base at SV-1, as a typical detail in a corner of the sheet."""
    page.draw_line((x0, y0 + 120), (x0 + 170, y0 + 120), width=1.2)          # slab
    page.draw_line((x0 + 20, y0), (x0 + 20, y0 + 120), width=1.2)            # wall face
    page.draw_line((x0 + 10, y0), (x0 + 10, y0 + 120), width=0.6)
    page.draw_line((x0 + 23, y0 + 66), (x0 + 23, y0 + 110), width=0.9)       # vinyl up wall
    page.draw_curve((x0 + 23, y0 + 110), (x0 + 23, y0 + 117), (x0 + 33, y0 + 117), width=0.9)
    page.draw_line((x0 + 33, y0 + 117), (x0 + 170, y0 + 117), width=0.9)
    page.draw_rect(pymupdf.Rect(x0 + 21, y0 + 62, x0 + 27, y0 + 66), width=0.6)  # cap strip
    for lx, ly, text, ty in ((x0 + 27, y0 + 64, "VINYL CAP STRIP", y0 + 44), (x0 + 25, y0 + 88, "SV-1 TURNED UP 6\"", y0 + 66),
                             (x0 + 28, y0 + 114, "1\" RADIUS COVE FORMER", y0 + 88),
                             (x0 + 120, y0 + 117, "SV-1 ON LEVELED SLAB", y0 + 104)):
        page.draw_line((lx, ly), (x0 + 110, ty - 2), width=0.35)
        _t(page, x0 + 112, ty, text, 6, "helv")
    page.draw_circle((x0 + 10, y0 + 150), 12, width=0.8)
    page.draw_line((x0 - 2, y0 + 150), (x0 + 22, y0 + 150), width=0.5)
    _ct(page, x0 + 10, y0 + 147, "2", 8, "hebo")
    _ct(page, x0 + 10, y0 + 159, "A-601", 5, "helv")
    page.draw_line((x0 + 26, y0 + 154), (x0 + 260, y0 + 154), width=1.0)
    _t(page, x0 + 30, y0 + 150, "TYP. FLASH COVE BASE AT SV-1", 10, "hebo")
    _t(page, x0 + 30, y0 + 164, "SCALE: 3\" = 1'-0\"", 7, "helv")


def _title_block(page):
    tb = W - 290
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2.2)
    page.draw_line((tb, 30), (tb, H - 30), width=1.5)
    x = tb + 14
    _t(page, x, 74, "CASTELLANO PARRISH", 15, "hebo")
    _t(page, x, 92, "ARCHITECTS", 15, "hebo")
    for i, line in enumerate(["2210 NORTH HIGH STREET, SUITE 300", "COLUMBUS, OHIO 43201",
                              "T 614.555.0142   castellanoparrish.com"]):
        _t(page, x, 110 + 10 * i, line, 7, "helv")
    page.draw_line((tb, 150), (W - 30, 150), width=0.6)
    _t(page, x, 166, "INTERIOR DESIGN", 6, "helv")
    _t(page, x, 178, "LUMEN INTERIORS STUDIO", 8, "hebo")
    _t(page, x, 188, "COLUMBUS, OHIO", 6.5, "helv")
    page.draw_line((tb, 200), (W - 30, 200), width=0.6)
    # seal placeholder
    page.draw_circle((tb + 145, 270), 52, width=0.6)
    page.draw_circle((tb + 145, 270), 46, width=0.3)
    _ct(page, tb + 145, 262, "STATE OF OHIO", 6, "helv")
    _ct(page, tb + 145, 274, "REGISTERED ARCHITECT", 6, "helv")
    _ct(page, tb + 145, 286, "R. L. PARRISH", 6, "helv")
    page.draw_line((tb, 340), (W - 30, 340), width=0.6)
    _t(page, x, 356, "PROJECT", 6, "helv")
    _t(page, x, 374, "WILLOW BEND FAMILY", 13, "tiro")
    _t(page, x, 390, "HEALTH CLINIC", 13, "tiro")
    for i, line in enumerate(["4150 WILLOW BEND PARKWAY", "DUBLIN, OHIO 43016"]):
        _t(page, x, 406 + 10 * i, line, 7, "helv")
    _t(page, x, 440, "OWNER", 6, "helv")
    _t(page, x, 452, "CENTRAL OHIO COMMUNITY HEALTH PARTNERS", 7, "helv")
    page.draw_line((tb, 466), (W - 30, 466), width=0.6)
    # key plan
    _t(page, x, 482, "KEY PLAN", 6, "helv")
    page.draw_rect(pymupdf.Rect(x + 40, 494, x + 220, 574), width=0.6)
    page.draw_rect(pymupdf.Rect(x + 40, 494, x + 220, 574), width=0, fill=(0.8, 0.8, 0.8))
    _ct(page, x + 130, 538, "LEVEL 1", 7, "hebo")
    page.draw_line((tb, 590), (W - 30, 590), width=0.6)
    # revisions
    _t(page, x, 606, "REVISIONS", 7, "hebo")
    rv = 618
    page.draw_line((tb, rv), (W - 30, rv), width=0.3)
    _t(page, x, rv + 10, "NO.", 6, "helv")
    _t(page, x + 30, rv + 10, "DESCRIPTION", 6, "helv")
    _t(page, x + 190, rv + 10, "DATE", 6, "helv")
    revs = [("1", "ADDENDUM 1", "02/06/2026"), ("2", "ASI 3", "03/19/2026")]
    for i, (n, d, dt) in enumerate(revs):
        yy = rv + 26 + 14 * i
        page.draw_polyline([(x + 4, yy - 9), (x - 2, yy + 2), (x + 10, yy + 2), (x + 4, yy - 9)], width=0.5)
        _t(page, x + 2.2, yy, n, 6, "helv")
        _t(page, x + 30, yy, d, 7, "helv")
        _t(page, x + 190, yy, dt, 7, "helv")
    for i in range(6):
        page.draw_line((tb, rv + 16 + 14 * i), (W - 30, rv + 16 + 14 * i), width=0.2)
    page.draw_line((tb, 720), (W - 30, 720), width=0.6)
    # issue and project data
    _t(page, x, 736, "ISSUE", 6, "helv")
    _t(page, x, 750, "BID / CONSTRUCTION DOCUMENTS", 8, "hebo")
    cells = [("PROJECT NO.", "CPA-2417"), ("DATE", "01/23/2026"), ("DRAWN BY", "JMK"), ("CHECKED BY", "RLP"),
             ("SCALE", "AS NOTED")]
    for i, (lab, val) in enumerate(cells):
        yy = 780 + 30 * i
        page.draw_line((tb, yy - 12), (W - 30, yy - 12), width=0.2)
        _t(page, x, yy, lab, 6, "helv")
        _t(page, x + 90, yy + 1, val, 8, "helv")
    page.draw_line((tb, 936), (W - 30, 936), width=0.6)
    for i, line in enumerate(["(C) 2026 CASTELLANO PARRISH ARCHITECTS, LLC. THESE DRAWINGS",
                              "ARE INSTRUMENTS OF SERVICE AND REMAIN THE PROPERTY OF THE",
                              "ARCHITECT. DO NOT SCALE DRAWINGS."]):
        _t(page, x, 952 + 9 * i, line, 5.5, "helv")
    page.draw_line((tb, 990), (W - 30, 990), width=0.6)
    _t(page, x, 1006, "CONSULTANTS", 6, "helv")
    cons = [("STRUCTURAL", "KESSLER + ODOM STRUCTURAL ENGINEERS"), ("MEP / FP", "TRI-VALLEY ENGINEERING GROUP"),
            ("CIVIL", "BRANDT LAND DESIGN"), ("MEDICAL EQUIPMENT", "ARCLINE HEALTHCARE PLANNING")]
    for i, (role, name) in enumerate(cons):
        _t(page, x, 1024 + 26 * i, role, 5.5, "helv")
        _t(page, x, 1034 + 26 * i, name, 7, "helv")
    page.draw_line((tb, H - 330), (W - 30, H - 330), width=0.6)
    _t(page, x, H - 312, "SHEET TITLE", 6, "helv")
    for i, line in enumerate(["FINISH PLAN, FINISH LEGEND", "AND ROOM FINISH SCHEDULE"]):
        _t(page, x, H - 290 + 16 * i, line, 11, "hebo")
    page.draw_line((tb, H - 200), (W - 30, H - 200), width=0.6)
    _t(page, x, H - 182, "SHEET NUMBER", 6, "helv")
    _t(page, x + 30, H - 90, "A-601", 40, "hebo")
    _t(page, x, H - 50, "PLOTTED 3/19/2026 4:12:07 PM", 5, "cour")


def _elevation(page, x0, y0):
    """Interior elevation of the waiting room's west wall: PT-2 accent field, PT-1 return at the vestibule."""
    ft = 18.0                                   # 1/4" = 1'-0"
    w, h = 21 * ft, 10 * ft
    page.draw_line((x0 - 20, y0 + h), (x0 + w + 20, y0 + h), width=1.6)          # floor
    page.draw_line((x0 - 20, y0), (x0 + w + 20, y0), width=0.6, dashes="[6 3] 0")  # ceiling
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + w, y0 + h), width=1.0)
    split = x0 + 10.5 * ft
    page.draw_line((split, y0), (split, y0 + h), width=1.0)
    for k in range(1, 30):                                                          # accent field hatch
        xa = x0 + k * 7
        if xa < split:
            page.draw_line((xa, y0 + h - 4 - 8), (min(xa + 12, split), y0 + 8), width=0.15, color=(0.5, 0.5, 0.5))
    page.draw_line((x0, y0 + h - 4 * 1.5), (x0 + w, y0 + h - 4 * 1.5), width=0.6)   # 4" base
    page.draw_rect(pymupdf.Rect(split + 40, y0 + h - 7 * ft, split + 40 + 3 * ft, y0 + h), width=0.8)  # door
    _t(page, split + 44, y0 + h - 7 * ft + 12, "DOOR 118A", 5.5, "helv")
    for tx, ty, text, ex, ey in ((x0 + 60, y0 + 60, "PT-2", x0 + 40, y0 + 90),
                                 (split + 100, y0 + 40, "PT-1", split + 120, y0 + 70),
                                 (x0 + 20, y0 + h + 22, "RB-2", x0 + 40, y0 + h - 3),
                                 (x0 + w - 90, y0 - 14, "ACT-1 CLG. AT 10'-0\" AFF", x0 + w - 60, y0),
                                 (split - 140, y0 + h + 22, "48\" CORNER GUARD, NOTE 7", split, y0 + h - 30)):
        page.draw_line((tx + 8, ty - 3 if ty > ey else ty + 2), (ex, ey), width=0.35)
        _t(page, tx, ty, text, 7, "hebo" if text.startswith("PT") else "helv")
    dy = y0 + h + 40
    page.draw_line((x0, dy), (x0 + w, dy), width=0.4)
    for x, lab in ((x0, None), (split, None), (x0 + w, None)):
        page.draw_line((x - 3, dy + 3), (x + 3, dy - 3), width=0.9)
    _ct(page, (x0 + split) / 2, dy - 3, "10'-6\"", 7)
    _ct(page, (split + x0 + w) / 2, dy - 3, "10'-6\"", 7)
    dx = x0 + w + 34
    page.draw_line((dx, y0), (dx, y0 + h), width=0.4)
    for y in (y0, y0 + h):
        page.draw_line((dx - 3, y + 3), (dx + 3, y - 3), width=0.9)
    _t(page, dx + 10, y0 + h / 2 + 14, "10'-0\"", 7, "helv", rotate=90)
    vy = y0 + h + 86
    page.draw_circle((x0 + 16, vy), 16, width=1.0)
    page.draw_line((x0, vy), (x0 + 32, vy), width=0.6)
    _ct(page, x0 + 16, vy - 4, "3", 10, "hebo")
    _ct(page, x0 + 16, vy + 11, "A-601", 6, "helv")
    page.draw_line((x0 + 40, vy + 4), (x0 + 420, vy + 4), width=1.2)
    _t(page, x0 + 44, vy, "WAITING 101 - WEST WALL ELEVATION", 11, "hebo")
    _t(page, x0 + 44, vy + 16, "SCALE: 1/4\" = 1'-0\"", 8, "helv")


def finish_plan_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _plan(page)
    _notes_and_symbols(page)
    end = _legend(page, 1330, 110)
    bottom = _schedule(page, 1330, end + 60)
    _transitions(page, 1330, bottom + 70)
    _cove_detail(page, 1930, bottom + 60)
    _elevation(page, 150, 1290)
    _t(page, 1330, H - 60, "A601-FINISH.DWG   LAYOUT: A-601", 5, "cour")
    doc.save(str(path))
    doc.close()
    return path
