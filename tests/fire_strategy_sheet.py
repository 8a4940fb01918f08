"""A UK fire safety strategy drawing (FS-100, "Ground Floor Fire Strategy Plan", A1 landscape,
metric) for an invented three-storey office over ground-floor retail in Leeds, drawn the way a
UK fire engineering consultancy's CAD export looks: a zoned border (1..12 across, A..H down), the
greyed architectural ground floor plan at 1:100 with grid bubbles and dimension strings in mm,
coloured compartment lines over the walls (30 / 60 / 120 min, each its own line type), door tags
FD30S / FD60S on leaders, travel distances drawn as arrowed routes labelled like "9.2 m (1-dir,
max 18 m)", final exits FE1..FE7 with green arrows, the firefighting shaft (Stair 1, firefighting
lobby, firefighting lift), the dry riser inlet on the Tanner Street face with its main dashed to
the lobby outlet, AOV 1.0 m2 notes at the stair heads, the pump appliance parking bay and the
hydrant off the sheet; room labels give name, number, purpose group and area (the area written
"m²" in some rooms and "m2" in others). Under the plan: the occupancy / means of escape table
(floor, use, floor area, occupancy factor, occupants, exit width; numbers right-aligned, the
header mixing "m²" and "m2") and a final exit schedule; beside them an enlarged 1:50 inset of the
Stair 1 core at a typical upper floor with the 900 x 1400 refuge and EVC outstation, and a fire
service access box. A column of Fire Strategy Notes numbered 1.1, 1.2, 2.1 ... under decimal
section headings (1.0 GENERAL ...), set justified with words hyphenated at line ends
("com-" / "partment"). Down the right edge: the legend, key plan and north point, drawing
notes, a revision table (P01, P02, C01, dates like 14.09.2026) and a drawing-register title block
(Client, Architect, Project, Drawing Title, Status S2 - Suitable for information, Scale 1:100 @
A1, Date, Drawn, Chk'd, App'd, Project No., Drg No. FS-100, Rev C01).

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round61-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`).
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2384, 1684                      # A1 landscape, 841 x 594 mm
M = 72 / 25.4 * 10                     # 1:100 -> one metre is 10 mm on paper
OX, OY = 230, 258                      # building's north-west corner (inside of the frame)
M50 = M * 2                            # 1:50 inset

BLACK = (0, 0, 0)
GREY = (0.42, 0.42, 0.42)
LIGHT = (0.7, 0.7, 0.7)
WALL = (0.55, 0.55, 0.55)
C30 = (0.10, 0.35, 0.85)               # 30 min line: blue, dashed
C60 = (0.85, 0.10, 0.10)               # 60 min line: red, chain
C120 = (0.55, 0.00, 0.60)              # 120 min line: purple, chain dot dot
GREEN = (0.00, 0.55, 0.20)
TD = (0.00, 0.45, 0.10)
D30 = "[7 3] 0"
D60 = "[16 3 2 3] 0"
D120 = "[18 3 2 3 2 3] 0"

FRAME = 26                             # outer border
ZONE = 14                              # zone-reference strip
IN0 = FRAME + ZONE                     # inner frame
NOTES_X0, NOTES_X1 = 1512, 1852        # fire strategy notes column
STRIP_X0 = 1880                        # legend / title strip
STRIP_X1 = W - IN0

OCCUPANCY = [
    # floor, use, area, factor, occupants, exit width
    ("Ground", "Retail Unit G.01 (sales)", "248.6", "2.0", "125", "2100"),
    ("Ground", "Retail Unit G.02 (sales)", "186.5", "2.0", "94", "1900"),
    ("Ground", "Office reception G.03", "61.8", "2.0", "31", "1200"),
    ("Ground", "Plant room G.06", "57.0", "30.0", "2", "900"),
    ("First", "Office (open plan)", "512.0", "6.0", "86", "2100"),
    ("Second", "Office (open plan)", "498.5", "6.0", "84", "2100"),
]
OCC_TOTAL = ("Total", "", "1564.4", "", "422", "")

EXITS = [
    ("Exit", "Location", "Serves", "Clear width (mm)", "Door / escape hardware"),
    ("FE1", "Tanner Street (S)", "Retail Unit G.01", "1050", "Single leaf, push bar to BS EN 1125"),
    ("FE2", "Carrick Lane (W)", "Retail Unit G.01", "1050", "Single leaf, push bar to BS EN 1125"),
    ("FE3", "Tanner Street (S)", "Retail Unit G.02", "1050", "Single leaf, push bar to BS EN 1125"),
    ("FE4", "Rear service yard (N)", "G.02 via corridor G.04; G.07", "850", "Single leaf, push pad to BS EN 179"),
    ("FE5", "Tanner Street (S)", "Reception G.03 / Stair 1", "1200", "Auto sliding, break-out leaves"),
    ("FE6", "Rear service yard (N)", "Stair 2", "1050", "Single leaf, push bar to BS EN 1125"),
    ("FE7", "Rear service yard (N)", "Plant room G.06", "900", "Single leaf, lever handle"),
]

NOTES = [
    ("1.0", "GENERAL", [
        ("1.1", "This drawing is to be read in conjunction with the Fire Strategy Report ref. AFE-2417-RP-001 "
                "Rev C and the architect's general arrangement drawings. Where a conflict arises the report "
                "shall take precedence."),
        ("1.2", "The design follows Approved Document B Volume 2 (2019 edition incorporating 2020 and 2022 "
                "amendments). Where noted, a BS 9999:2017 risk profile approach has been adopted and agreed "
                "with Building Control."),
        ("1.3", "Purpose groups: retail units PG 4 (shop and commercial); office reception and upper floors "
                "PG 3 (office). BS 9999 risk profile A2 throughout."),
        ("1.4", "Height of top storey 8.6 m above fire service access level. The building is not sprinklered."),
    ]),
    ("2.0", "MEANS OF ESCAPE (B1)", [
        ("2.1", "Evacuation strategy: simultaneous evacuation of the whole building on activation of the fire "
                "alarm system."),
        ("2.2", "Maximum travel distance 18 m where escape is in one direction only and 45 m where escape is "
                "available in more than one direction (ADB Vol 2 Table 2.1)."),
        ("2.3", "Escape stairs: Stair 1 and Stair 2 each 1100 mm clear width between handrails, enclosed as "
                "protected shafts and discharging to a final exit at ground floor."),
        ("2.4", "Refuges of 900 x 1400 mm are provided within each stair enclosure at first and second floor, "
                "each with an emergency voice communication (EVC) outstation to BS 5839-9, the master "
                "station in reception G.03."),
        ("2.5", "Final exit doors serving more than 60 persons shall open in the direction of escape. Doors on "
                "escape routes shall be openable without a key from the side approached by escaping people."),
        ("2.6", "Occupant capacity is based on the floor space factors of ADB Vol 2 Table D1; see occupancy "
                "table this drawing."),
    ]),
    ("3.0", "INTERNAL LININGS (B2)", [
        ("3.1", "Wall and ceiling linings to escape routes and circulation spaces class B-s3, d2 or better; "
                "other rooms class C-s3, d2 or better; small rooms up to 30 m\u00b2 class D-s3, d2."),
        ("3.2", "Retail fit-out linings by the tenant shall comply with 3.1 and be submitted to Building "
                "Control before the unit opens for trade."),
    ]),
    ("4.0", "COMPARTMENTATION AND FIRE RESISTANCE (B3)", [
        ("4.1", "Elements of structure: 60 minutes fire resistance (R 60) throughout, including the ground "
                "floor structure supporting the office accommodation."),
        ("4.2", "Each retail unit forms a separate compartment from the office accommodation with 60 min "
                "walls and floors (REI 60) continued to the underside of the structural soffit; the com"
                "partment floor over the retail units is also 60 min."),
        ("4.3", "The firefighting shaft (Stair 1, firefighting lobby and firefighting lift) is enclosed in 120 min "
                "construction from the accommodation side and 60 min between its parts."),
        ("4.4", "Plant room G.06, electrical intake G.07 and the refuse store G.05 are enclosed in 30 min fire "
                "resisting construction as places of special fire hazard."),
        ("4.5", "Service penetrations through compartment walls and floors shall be fire stopped to maintain "
                "the fire resistance of the element. Ductwork crossing compartment lines to be fitted with "
                "fire and smoke dampers."),
        ("4.6", "Cavity barriers at junctions of compartment walls with the external wall cavity and at 20 m "
                "maximum centres in concealed ceiling voids."),
    ]),
    ("5.0", "EXTERNAL FIRE SPREAD (B4)", [
        ("5.1", "The east flank wall on the boundary with No. 47 Tanner Street has no unprotected areas and "
                "achieves 60 min fire resistance from both sides."),
        ("5.2", "Insulation and filler materials in the external walls to be class A2-s1, d0 or better. Roof "
                "covering to achieve BROOF(t4)."),
    ]),
    ("6.0", "FIRE SAFETY SYSTEMS", [
        ("6.1", "Fire detection and alarm system to BS 5839-1 Category L2, with sounders and visual alarm "
                "devices. Fire alarm control panel (FAP) located in office reception G.03."),
        ("6.2", "Emergency escape lighting to BS 5266-1, 3 hour duration, to all escape routes, stairs, plant "
                "and intake rooms and external final exits."),
        ("6.3", "Stair 1 is ventilated by an AOV of 1.0 m\u00b2 free area at the head of the stair. Stair 2 has a "
                "manually openable vent of 1.0 m2 at its head, operable by the fire service."),
        ("6.4", "Fire safety signage to BS ISO 3864-1 and BS 5499-4. Fire doors to carry Fire Door Keep Shut "
                "signs on both faces."),
    ]),
    ("7.0", "FIRE SERVICE ACCESS AND FACILITIES (B5)", [
        ("7.1", "Pump appliance access from Tanner Street: 3.7 m minimum width between kerbs, 3.1 m minimum "
                "at gateways, 12.5 tonne minimum carrying capacity."),
        ("7.2", "Dry riser inlet on the Tanner Street elevation, within 18 m of and visible from the appliance "
                "parking position. Landing valves in the firefighting lobby at every level."),
        ("7.3", "Existing pillar hydrant H1 on Tanner Street, 42 m from the dry riser inlet (90 m maximum)."),
        ("7.4", "Firefighting lift to BS EN 81-72 with fire service switch at ground floor level adjacent to "
                "the lift landing door."),
    ]),
    ("8.0", "MANAGEMENT AND HANDOVER", [
        ("8.1", "Fire stopping, fire doors and cavity barriers to be installed by third party certificated "
                "installers, with a photographic record issued to the Principal Designer."),
        ("8.2", "Fire safety information to be handed to the Responsible Person on completion under "
                "Regulation 38 of the Building Regulations 2010."),
        ("8.3", "A fire risk assessment under the Regulatory Reform (Fire Safety) Order 2005 shall be completed "
                "before occupation of each unit."),
    ]),
]

# words the justification may break at a line's end (prefix, rest)
HYPHENS = {
    "compartment": ("com", "partment"), "compartments": ("com", "partments"),
    "accommodation": ("accom", "modation"), "evacuation": ("evac", "uation"),
    "resistance": ("resis", "tance"), "construction": ("con", "struction"),
    "communication": ("commu", "nication"), "arrangement": ("arrange", "ment"),
    "precedence": ("prece", "dence"), "occupation": ("occu", "pation"),
    "emergency": ("emer", "gency"), "appliance": ("appli", "ance"),
    "firefighting": ("fire", "fighting"), "penetrations": ("pene", "trations"),
    "incorporating": ("incorpo", "rating"), "amendments": ("amend", "ments"),
    "commercial": ("com", "mercial"), "structural": ("struc", "tural"),
    "assessment": ("assess", "ment"), "Responsible": ("Respon", "sible"),
    "approached": ("ap", "proached"), "concealed": ("con", "cealed"),
    "installers": ("install", "ers"), "sprinklered": ("sprin", "klered"),
}

REVISIONS = [
    ("P01", "22.06.2026", "First issue for comment", "KOB", "RTM"),
    ("P02", "03.08.2026", "Updated following Building Control pre-application meeting", "KOB", "RTM"),
    ("C01", "14.09.2026", "Issued for Building Regulations Full Plans submission", "KOB", "HLW"),
]


# ---------------------------------------------------------------- text helpers
def _t(page, x, y, s, size=7.0, font="helv", color=BLACK, rotate=0):
    page.insert_text((x, y), s, fontsize=size, fontname=font, color=color, rotate=rotate)


def _w(s, size, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _tc(page, cx, y, s, size=7.0, font="helv", color=BLACK):
    _t(page, cx - _w(s, size, font) / 2, y, s, size, font, color)


def _tr(page, rx, y, s, size=7.0, font="helv", color=BLACK):
    _t(page, rx - _w(s, size, font), y, s, size, font, color)


def _p(x, y):
    """A point of the 1:100 plan, (x, y) metres east and south of the north-west corner."""
    return OX + x * M, OY + y * M


def _rect(x0, y0, x1, y1):
    a, b = _p(x0, y0)
    c, d = _p(x1, y1)
    return pymupdf.Rect(a, b, c, d)


# ---------------------------------------------------------------- border
def _border(page):
    page.draw_rect(pymupdf.Rect(FRAME, FRAME, W - FRAME, H - FRAME), width=1.6)
    page.draw_rect(pymupdf.Rect(IN0, IN0, W - IN0, H - IN0), width=0.8)
    cols, rows = 12, 8
    cw = (W - 2 * IN0) / cols
    rh = (H - 2 * IN0) / rows
    for i in range(cols + 1):
        x = IN0 + i * cw
        page.draw_line((x, FRAME), (x, IN0), width=0.5)
        page.draw_line((x, H - IN0), (x, H - FRAME), width=0.5)
    for i in range(cols):
        cx = IN0 + (i + 0.5) * cw
        _tc(page, cx, FRAME + 10, str(i + 1), 7)
        _tc(page, cx, H - FRAME - 4, str(i + 1), 7)
    for j in range(rows + 1):
        y = IN0 + j * rh
        page.draw_line((FRAME, y), (IN0, y), width=0.5)
        page.draw_line((W - IN0, y), (W - FRAME, y), width=0.5)
    for j in range(rows):
        cy = IN0 + (j + 0.5) * rh
        _tc(page, FRAME + ZONE / 2, cy + 3, "ABCDEFGH"[j], 7)
        _tc(page, W - FRAME - ZONE / 2, cy + 3, "ABCDEFGH"[j], 7)
    page.draw_line((NOTES_X0 - 12, IN0), (NOTES_X0 - 12, H - IN0), width=0.8)
    page.draw_line((STRIP_X0 - 6, IN0), (STRIP_X0 - 6, H - IN0), width=0.8)


# ---------------------------------------------------------------- plan background
def _wall(page, x0, y0, x1, y1, t=0.2):
    """A wall from (x0, y0) to (x1, y1) drawn solid at thickness t (metres)."""
    if y0 == y1:
        r = _rect(min(x0, x1), y0 - t / 2, max(x0, x1), y0 + t / 2)
    else:
        r = _rect(x0 - t / 2, min(y0, y1), x0 + t / 2, max(y0, y1))
    page.draw_rect(r, color=WALL, fill=WALL, width=0.3)


def _opening(page, x0, y0, x1, y1):
    page.draw_rect(_rect(x0, y0, x1, y1), color=None, fill=(1, 1, 1), width=0)


def _door(page, hx, hy, w, a_closed, a_open, color=GREY):
    """A door leaf hinged at (hx, hy) metres, swung from a_closed to a_open (degrees, y down)."""
    hxp, hyp = _p(hx, hy)
    r = w * M
    ao = math.radians(a_open)
    page.draw_line((hxp, hyp), (hxp + r * math.cos(ao), hyp + r * math.sin(ao)), color=color, width=0.8)
    pts = []
    steps = 14
    for k in range(steps + 1):
        a = math.radians(a_closed + (a_open - a_closed) * k / steps)
        pts.append((hxp + r * math.cos(a), hyp + r * math.sin(a)))
    page.draw_polyline(pts, color=color, width=0.35, dashes="[2 1.5] 0")


def _stair(page, x0, y0, x1, y1, tread=0.28, vertical=True, color=GREY):
    page.draw_rect(_rect(x0, y0, x1, y1), color=color, width=0.5)
    if vertical:
        y = y0 + tread
        while y < y1 - 0.01:
            page.draw_line(_p(x0, y), _p(x1, y), color=color, width=0.35)
            y += tread
    else:
        x = x0 + tread
        while x < x1 - 0.01:
            page.draw_line(_p(x, y0), _p(x, y1), color=color, width=0.35)
            x += tread


def _arrowhead(page, x0, y0, x1, y1, color, size=6.0, width=0.8, filled=True):
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    a = (x1 - size * ux + size * 0.45 * uy, y1 - size * uy - size * 0.45 * ux)
    b = (x1 - size * ux - size * 0.45 * uy, y1 - size * uy + size * 0.45 * ux)
    page.draw_polyline([a, (x1, y1), b, a] if filled else [a, (x1, y1), b], color=color,
                       fill=color if filled else None, width=width, closePath=filled)


def _plan_background(page):
    # column grid 1..6 (8 m bays) and A..D
    gx = [0, 8, 16, 24, 32, 40]
    gy = [0, 7, 14.5, 22]
    for i, x in enumerate(gx):
        a = _p(x, -4.2)
        b = _p(x, 23.2)
        page.draw_line(a, b, color=LIGHT, width=0.35, dashes="[14 3 2 3] 0")
        page.draw_circle((a[0], a[1] - 11), 10, color=GREY, width=0.7)
        _tc(page, a[0], a[1] - 7.5, str(i + 1), 10, "helv", GREY)
    for j, y in enumerate(gy):
        a = _p(-4.2, y)
        b = _p(41.5, y)
        page.draw_line(a, b, color=LIGHT, width=0.35, dashes="[14 3 2 3] 0")
        page.draw_circle((a[0] - 11, a[1]), 10, color=GREY, width=0.7)
        _tc(page, a[0] - 11, a[1] + 3.5, "ABCD"[j], 10, "helv", GREY)
    # columns
    for x in gx:
        for y in gy:
            page.draw_rect(_rect(x - 0.2, y - 0.2, x + 0.2, y + 0.2), color=GREY, fill=GREY, width=0.3)
    # dimension strings (mm) above the grid bubbles
    for level, pts in ((-5.6, gx), (-6.7, [0, 40])):
        for a, b in zip(pts, pts[1:]):
            pa, pb = _p(a, level), _p(b, level)
            page.draw_line(pa, pb, color=GREY, width=0.4)
            for pp in (pa, pb):
                page.draw_line((pp[0] - 3, pp[1] + 3), (pp[0] + 3, pp[1] - 3), color=GREY, width=0.7)
                page.draw_line((pp[0], pp[1] - 5), (pp[0], pp[1] + 5), color=GREY, width=0.3)
            _tc(page, (pa[0] + pb[0]) / 2, pa[1] - 3, str(int((b - a) * 1000)), 6.5, "helv", GREY)
    for a, b in zip(gy, gy[1:]):
        pa, pb = _p(-6.2, a), _p(-6.2, b)
        page.draw_line(pa, pb, color=GREY, width=0.4)
        for pp in (pa, pb):
            page.draw_line((pp[0] - 3, pp[1] + 3), (pp[0] + 3, pp[1] - 3), color=GREY, width=0.7)
        _t(page, pa[0] - 3, (pa[1] + pb[1]) / 2 + 10, str(int((b - a) * 1000)), 6.5, "helv", GREY, rotate=90)

    # external walls (300 mm)
    page.draw_rect(_rect(-0.3, -0.3, 40.3, 0), color=WALL, fill=WALL, width=0.3)
    page.draw_rect(_rect(-0.3, 22, 40.3, 22.3), color=WALL, fill=WALL, width=0.3)
    page.draw_rect(_rect(-0.3, 0, 0, 22), color=WALL, fill=WALL, width=0.3)
    page.draw_rect(_rect(40, 0, 40.3, 22), color=WALL, fill=WALL, width=0.3)
    # shopfront glazing
    for x0, x1 in ((0.6, 6.3), (7.8, 15.0), (25.0, 30.8), (32.3, 39.5), (16.0, 19.2), (20.8, 24.0)):
        _opening(page, x0, 22.02, x1, 22.28)
        page.draw_line(_p(x0, 22.15), _p(x1, 22.15), color=GREY, width=0.4)
        page.draw_line(_p(x0, 22.05), _p(x0, 22.27), color=GREY, width=0.4)
        page.draw_line(_p(x1, 22.05), _p(x1, 22.27), color=GREY, width=0.4)
    # internal walls
    walls = [
        (15.5, 0, 15.5, 22), (24.5, 0, 24.5, 22),                 # party lines of the core
        (0, 6, 15.5, 6), (6, 0, 6, 6),                            # refuse store / plant room
        (15.5, 7, 24.5, 7), (20, 0, 20, 7), (20, 2.8, 24.5, 2.8), (23, 0, 23, 2.8),   # shaft
        (19, 7, 19, 15), (21, 7, 21, 15), (15.5, 10.5, 19, 10.5), (21, 11, 24.5, 11),  # core
        (15.5, 15, 24.5, 15),                                     # reception
        (24.5, 10, 40, 10),                                       # retail unit G.02
        (24.5, 6, 29, 6), (29, 0, 29, 6), (31.5, 0, 31.5, 6), (31.5, 6, 34, 6),        # corridor G.04
        (34, 0, 34, 10),                                          # stair 2
    ]
    for w in walls:
        _wall(page, *w)
    # openings through the walls
    for r in [(6.5, 21.9, 7.55, 22.4), (-0.4, 17.0, 0.1, 18.05), (31.0, 21.9, 32.05, 22.4),
              (29.6, -0.4, 30.45, 0.1), (38.2, -0.4, 39.25, 0.1), (9.5, -0.4, 10.4, 0.1),
              (1.5, -0.4, 3.3, 0.1), (19.4, 21.9, 20.6, 22.4),
              (27.0, 9.85, 28.05, 10.15), (28.85, 3.5, 29.15, 4.4), (32.2, 5.85, 33.0, 6.15),
              (33.85, 7.4, 34.15, 8.45), (20.05, 6.85, 21.0, 7.15), (19.85, 4.6, 20.15, 5.6),
              (19.5, 14.85, 20.5, 15.15), (18.85, 8.0, 19.15, 8.9), (18.85, 12.0, 19.15, 12.8),
              (20.85, 8.0, 21.15, 8.8), (20.85, 12.0, 21.15, 12.8), (20.6, 2.65, 21.9, 2.95)]:
        _opening(page, *r)
    # door leaves
    doors = [
        (6.5, 22.3, 1.05, 0, 90), (-0.3, 18.05, 1.05, -90, 180), (31.0, 22.3, 1.05, 0, 90),
        (29.6, -0.3, 0.85, 0, -90), (39.25, -0.3, 1.05, 180, 270), (9.5, -0.3, 0.9, 0, -90),
        (1.5, -0.3, 0.9, 0, -90), (3.3, -0.3, 0.9, 180, 270),
        (27.0, 9.9, 1.05, 0, -90), (29.1, 3.5, 0.9, 90, 0), (32.2, 6.1, 0.8, 0, 90),
        (34.1, 7.4, 1.05, 90, 0), (20.05, 7.1, 0.95, 0, 90), (20.1, 4.6, 1.0, 90, 0),
        (19.5, 15.1, 1.0, 0, 90), (18.9, 8.9, 0.9, -90, 180), (18.9, 12.8, 0.8, -90, 180),
        (21.1, 8.0, 0.8, 90, 0), (21.1, 12.0, 0.8, 90, 0),
    ]
    for d in doors:
        _door(page, *d)
    # the riser cupboard doors open out into the corridor
    # sliding entrance doors FE5 and the lift landing doors
    for x0, x1, y in ((19.4, 20.1, 22.08), (19.9, 20.6, 22.22)):
        page.draw_rect(_rect(x0, y - 0.04, x1, y + 0.04), color=GREY, width=0.6)
    page.draw_line(_p(20.6, 2.72), _p(21.35, 2.72), color=GREY, width=0.8)
    page.draw_line(_p(21.15, 2.88), _p(21.9, 2.88), color=GREY, width=0.8)

    # stairs
    _stair(page, 15.7, 1.3, 16.85, 5.8)
    _stair(page, 17.05, 1.3, 18.2, 5.8)
    page.draw_rect(_rect(16.85, 1.3, 17.05, 5.8), color=GREY, width=0.4)
    _stair(page, 34.3, 1.8, 35.45, 6.6)
    _stair(page, 35.65, 1.8, 36.8, 6.6)
    page.draw_rect(_rect(35.45, 1.8, 35.65, 6.6), color=GREY, width=0.4)
    for x, y0, y1 in ((16.27, 5.4, 1.7), (35.05, 6.2, 2.2)):
        a, b = _p(x, y0), _p(x, y1)
        page.draw_line(a, b, color=GREY, width=0.6)
        _arrowhead(page, a[0], a[1], b[0], b[1], GREY, 5, 0.6, filled=False)
        _t(page, a[0] - 7, a[1] + 9, "UP", 5.5, "helv", GREY)
    # lift car
    lr = _rect(20.25, 0.2, 22.8, 2.6)
    page.draw_rect(lr, color=GREY, width=0.6)
    page.draw_line(lr.tl, lr.br, color=GREY, width=0.4)
    page.draw_line(lr.tr, lr.bl, color=GREY, width=0.4)
    # WC fittings
    wc = _rect(15.9, 7.5, 16.6, 8.2)
    page.draw_oval(wc, color=GREY, width=0.5)
    page.draw_rect(_rect(17.8, 7.3, 18.7, 7.7), color=GREY, width=0.5)
    page.draw_circle(_p(17.25, 9.6), 0.75 * M, color=LIGHT, width=0.4, dashes="[3 2] 0")
    # reception desk and lobby furniture
    page.draw_rect(_rect(21.4, 16.0, 23.9, 16.8), color=GREY, width=0.5)
    page.draw_rect(_rect(16.2, 18.6, 17.0, 20.6), color=LIGHT, width=0.4)
    # retail shelving (gondolas)
    for x in (2.0, 5.0, 8.0, 11.0):
        page.draw_rect(_rect(x, 9.5, x + 1.2, 18.5), color=LIGHT, width=0.4)
    page.draw_rect(_rect(12.5, 20.0, 14.8, 20.8), color=LIGHT, width=0.4)
    _t(page, *_p(12.6, 20.6), "TILL", 5, "helv", GREY)
    for y in (13.0, 15.5, 18.0):
        page.draw_rect(_rect(27.0, y, 38.0, y + 1.0), color=LIGHT, width=0.4)
    page.draw_rect(_rect(25.3, 20.2, 27.6, 21.0), color=LIGHT, width=0.4)
    _t(page, *_p(25.4, 20.8), "TILL", 5, "helv", GREY)
    # plant
    for r in ((6.6, 0.5, 8.8, 2.2), (6.6, 3.0, 8.8, 4.6), (11.0, 0.6, 14.8, 2.6), (12.0, 3.4, 14.8, 5.4)):
        page.draw_rect(_rect(*r), color=LIGHT, width=0.4)
    page.draw_rect(_rect(24.8, 0.4, 26.8, 1.0), color=LIGHT, width=0.4)
    page.draw_rect(_rect(24.8, 1.4, 26.8, 2.0), color=LIGHT, width=0.4)
    # bins
    for x in (0.4, 2.0, 3.6):
        page.draw_rect(_rect(x, 3.6, x + 1.2, 5.6), color=LIGHT, width=0.4)

    # surroundings: street, kerbs, neighbours, yard
    for y in (23.6, 29.2):
        page.draw_line(_p(-4.5, y), _p(44.0, y), color=GREY, width=0.6)
    page.draw_line(_p(-4.5, 26.4), _p(44.0, 26.4), color=LIGHT, width=0.6, dashes="[18 10] 0")
    _tc(page, _p(10, 28.6)[0], _p(10, 28.6)[1], "T A N N E R   S T R E E T", 11, "helv", GREY)
    page.draw_line(_p(-1.2, -3.5), _p(-1.2, 23.6), color=GREY, width=0.6)
    page.draw_line(_p(-4.2, -3.5), _p(-4.2, 23.6), color=GREY, width=0.6)
    _t(page, *_p(-2.2, 15.0), "CARRICK LANE", 8, "helv", GREY, rotate=90)
    page.draw_line(_p(40.4, -3.5), _p(40.4, 23.6), color=GREY, width=1.2)
    _t(page, *_p(41.4, 16.5), "No. 47 TANNER STREET (EXISTING, 3 STOREY)", 6.5, "helv", GREY, rotate=90)
    page.draw_line(_p(-1.2, -3.5), _p(40.4, -3.5), color=GREY, width=0.6, dashes="[10 4] 0")
    _t(page, *_p(12.0, -1.6), "REAR SERVICE YARD (SHARED ACCESS FROM CARRICK LANE)", 6.5, "helv", GREY)
    _t(page, *_p(0.6, -0.9), "BIN STORE DOORS 1800 (EXTERNAL ACCESS ONLY)", 5, "helv", GREY)


# ---------------------------------------------------------------- fire overlays
def _cline(page, pts, rating):
    color, dash, width = {30: (C30, D30, 2.0), 60: (C60, D60, 2.4), 120: (C120, D120, 3.0)}[rating]
    page.draw_polyline([_p(*q) for q in pts], color=color, width=width, dashes=dash)


def _tag(page, x, y, label, tx, ty):
    """A fire door tag: a boxed rating at (tx, ty) metres on a leader to the door at (x, y)."""
    color = C60 if "60" in label else C30
    px, py = _p(tx, ty)
    w = _w(label, 5.8, "hebo") + 6
    box = pymupdf.Rect(px - w / 2, py - 5.5, px + w / 2, py + 5.5)
    page.draw_rect(box, color=color, fill=(1, 1, 1), width=0.8)
    _tc(page, px, py + 2.1, label, 5.8, "hebo", color)
    dx, dy = _p(x, y)
    ex = box.x0 if dx < box.x0 else (box.x1 if dx > box.x1 else px)
    ey = box.y0 if dy < box.y0 else (box.y1 if dy > box.y1 else py)
    page.draw_line((ex, ey), (dx, dy), color=color, width=0.45)
    page.draw_circle((dx, dy), 1.4, color=color, fill=color, width=0.3)


def _route(page, pts, label, lx, ly, rotate=0):
    """A travel distance route from its start (an open circle) to the exit (an arrowhead), with its
    measured length and the limit that applies."""
    pp = [_p(*q) for q in pts]
    page.draw_polyline(pp, color=TD, width=1.0, dashes="[5 2] 0")
    page.draw_circle(pp[0], 3.2, color=TD, width=0.9)
    _arrowhead(page, pp[-2][0], pp[-2][1], pp[-1][0], pp[-1][1], TD, 7, 0.8)
    _t(page, *_p(lx, ly), label, 6.5, "hebo", TD, rotate=rotate)


def _route_len(pts):
    return sum(math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(pts, pts[1:]))


def _final_exit(page, x, y, dx, dy, tag, width_mm, lx, ly):
    a = _p(x, y)
    b = _p(x + dx, y + dy)
    page.draw_line(a, b, color=GREEN, width=2.6)
    _arrowhead(page, a[0], a[1], b[0], b[1], GREEN, 10, 0.8)
    px, py = _p(lx, ly)
    page.draw_rect(pymupdf.Rect(px - 2, py - 9, px + _w(tag, 8, "hebo") + 2, py + 3), color=GREEN,
                   fill=GREEN, width=0.5)
    _t(page, px, py, tag, 8, "hebo", (1, 1, 1))
    _t(page, px + _w(tag, 8, "hebo") + 5, py, f"{width_mm} CLR", 6, "helv", GREEN)


def _room(page, x, y, name, number, extra, area, name_size=8.5):
    cx, cy = _p(x, y)
    _tc(page, cx, cy, name, name_size, "hebo")
    _tc(page, cx, cy + 10, number, 7, "helv")
    if extra:
        _tc(page, cx, cy + 19, extra, 6, "helv", GREY)
    if area:
        _tc(page, cx, cy + (28 if extra else 19), area, 6.5, "helv")


def _overlays(page):
    # compartment lines
    for pts in ([(15.5, 0), (15.5, 7), (24.5, 7), (24.5, 0)],):
        _cline(page, pts, 120)
    for pts in ([(15.5, 7), (15.5, 22)], [(0, 6), (15.5, 6)], [(24.5, 22), (24.5, 10), (40, 10)],
                [(34, 10), (34, 0)]):
        _cline(page, pts, 60)
    for pts in ([(6, 0), (6, 6)], [(24.5, 7), (24.5, 10)], [(24.5, 6), (29, 6), (29, 0)],
                [(31.5, 0), (31.5, 6), (34, 6)], [(19, 7), (19, 15)], [(21, 7), (21, 15)],
                [(15.5, 15), (24.5, 15)]):
        _cline(page, pts, 30)
    # firefighting shaft tint
    page.draw_rect(_rect(15.6, 0.1, 24.4, 6.9), color=None, fill=C120, fill_opacity=0.06, width=0)

    # fire door tags
    for x, y, label, tx, ty in [
        (27.5, 10.0, "FD60S", 27.5, 11.6), (20.5, 7.0, "FD60S", 22.6, 8.0), (20.0, 5.1, "FD60S", 19.1, 3.1),
        (29.0, 3.95, "FD30S", 27.2, 4.6), (32.6, 6.0, "FD30S", 32.8, 4.6), (34.0, 7.9, "FD30S", 32.4, 8.6),
        (20.0, 15.0, "FD30S", 18.0, 16.1), (21.0, 8.4, "FD30S", 23.0, 9.6), (21.0, 12.4, "FD30S", 23.0, 13.4),
    ]:
        _tag(page, x, y, label, tx, ty)

    # travel distances
    routes = [
        ([(14.8, 6.7), (14.8, 8.6), (4.1, 8.6), (4.1, 19.6), (7.0, 21.6)], "2-dir, max 45 m", 4.5, 8.2),
        ([(39.3, 10.8), (39.3, 12.3), (31.8, 12.3), (31.8, 14.5), (31.5, 21.6)], "2-dir, max 45 m", 32.2, 14.1),
        ([(6.5, 5.5), (6.5, 2.7), (9.95, 2.7), (9.95, 0.25)], "1-dir, max 18 m", 6.9, 2.4),
        ([(24.9, 5.6), (28.2, 3.95), (30.05, 3.95), (30.05, 0.25)], "1-dir, max 18 m", 25.0, 3.3),
        ([(24.0, 15.6), (24.0, 18.0), (20.0, 21.7)], "1-dir, max 18 m", 21.0, 19.2),
    ]
    for pts, limit, lx, ly in routes:
        _route(page, pts, f"{_route_len(pts):.1f} m ({limit})", lx, ly)

    # final exits
    for args in [(7.0, 22.4, 0, 1.6, "FE1", 1050, 7.9, 23.3), (-0.4, 17.5, -1.6, 0, "FE2", 1050, -3.9, 16.6),
                 (31.5, 22.4, 0, 1.6, "FE3", 1050, 32.4, 23.3), (30.05, -0.4, 0, -1.6, "FE4", 850, 30.7, -1.2),
                 (20.0, 22.4, 0, 1.6, "FE5", 1200, 17.2, 23.3), (38.7, -0.4, 0, -1.6, "FE6", 1050, 35.4, -2.2),
                 (9.95, -0.4, 0, -1.6, "FE7", 900, 10.6, -1.2)]:
        _final_exit(page, *args)

    # rooms
    _room(page, 13.6, 15.2, "RETAIL UNIT G.01", "SHOP - PG 4", "COMPARTMENT 1", "248.6 m\u00b2", 9.5)
    _room(page, 34.0, 19.7, "RETAIL UNIT G.02", "SHOP - PG 4", "COMPARTMENT 2", "186.5 m2", 9.5)
    _room(page, 19.4, 18.0, "OFFICE RECEPTION", "G.03  -  PG 3", "", "61.8 m\u00b2")
    _room(page, 29.2, 7.6, "PROTECTED CORRIDOR", "G.04", "", "", 6.5)
    _room(page, 3.0, 1.6, "REFUSE STORE", "G.05", "", "27.6 m2", 7)
    _room(page, 10.6, 3.5, "PLANT ROOM", "G.06", "", "57.0 m2", 7.5)
    _room(page, 26.8, 2.6, "ELEC. INTAKE", "G.07", "", "", 6.5)
    _room(page, 32.75, 2.2, "STORE", "G.12", "", "", 6)
    _room(page, 17.25, 11.9, "CLEANER", "G.10", "", "", 6)
    _room(page, 17.6, 9.4, "ACC. WC", "G.09", "", "", 6)
    _room(page, 22.75, 9.0, "ELEC. RISER", "", "", "", 5.5)
    _room(page, 22.75, 12.7, "COMMS RISER", "", "", "", 5.5)
    cx, cy = _p(20.0, 10.6)
    _t(page, cx + 3, cy + 20, "PROTECTED CORRIDOR G.11", 6, "helv", BLACK, rotate=90)
    _tc(page, *_p(18.0, 3.2), "STAIR 1", 8, "hebo")
    _tc(page, *_p(18.2, 6.6), "1100 CLR", 5.5)
    _tc(page, *_p(21.5, 1.6), "FF LIFT", 7, "hebo")
    _tc(page, *_p(21.5, 2.2), "BS EN 81-72", 5)
    _tc(page, *_p(22.3, 4.2), "FF LOBBY", 7.5, "hebo")
    _tc(page, *_p(22.3, 4.7), "FIREFIGHTING SHAFT", 5.5, "helv", C120)
    _tc(page, *_p(23.75, 1.4), "DUCT", 5)
    _tc(page, *_p(37.6, 8.2), "STAIR 2", 8, "hebo")
    _tc(page, *_p(37.6, 8.8), "1100 CLR", 5.5)
    _tc(page, *_p(37.6, 9.4), "PROTECTED SHAFT", 5.5, "helv", C60)

    # dry riser: inlet on the Tanner Street face, main at high level to the landing valve in the lobby
    ix, iy = _p(23.6, 22.35)
    page.draw_rect(pymupdf.Rect(ix - 6, iy - 1, ix + 6, iy + 7), color=C60, fill=C60, width=0.5)
    page.draw_polyline([_p(23.6, 22.0), _p(23.6, 11.5), _p(23.2, 11.2), _p(23.2, 5.2)], color=C60, width=1.0,
                       dashes="[10 3 3 3] 0")
    page.draw_circle(_p(23.2, 5.2), 4, color=C60, fill=(1, 1, 1), width=1.0)
    _tc(page, *_p(23.2, 5.35), "LV", 4.5, "hebo", C60)
    _t(page, *_p(20.4, 6.55), "DRY RISER LANDING VALVE", 5, "helv", C60)
    _t(page, *_p(23.8, 18.6), "100 DIA DRY RISER MAIN", 5.5, "helv", C60, rotate=90)
    _t(page, *_p(23.85, 21.6), "AT HIGH LEVEL", 5.5, "helv", C60, rotate=90)
    lx, ly = _p(25.6, 25.0)
    page.draw_line((ix + 4, iy + 7), (lx - 2, ly - 8), color=C60, width=0.5)
    _t(page, lx, ly - 2, "DRI - DRY RISER INLET (2-WAY) IN GLAZED CABINET", 6.5, "hebo", C60)
    _t(page, lx, ly + 7, "ON TANNER STREET ELEVATION, 750 mm AFL TO CENTRE", 6, "helv", C60)
    # appliance parking and hydrant
    pr = _rect(14.0, 24.3, 26.0, 26.9)
    page.draw_rect(pr, color=C60, width=1.0, dashes="[6 3] 0")
    _t(page, pr.x0 + 8, pr.y0 + 14, "PUMP APPLIANCE PARKING POSITION", 7, "hebo", C60)
    _t(page, pr.x0 + 8, pr.y0 + 24, "DRI 6.5 m FROM APPLIANCE (18 m MAX)", 6, "helv", C60)
    hx, hy = _p(42.2, 27.9)
    page.draw_line(_p(36.0, 27.9), (hx, hy), color=C60, width=0.8)
    _arrowhead(page, hx - 20, hy, hx, hy, C60, 7)
    _t(page, *_p(36.0, 27.6), "EX. PILLAR HYDRANT H1 - 42 m TO DRI", 6, "hebo", C60)
    # fire alarm panel and call points
    fx, fy = _p(16.2, 21.3)
    page.draw_rect(pymupdf.Rect(fx - 6, fy - 5, fx + 6, fy + 5), color=C60, width=0.9)
    _tc(page, fx, fy + 2, "F", 6, "hebo", C60)
    _t(page, fx + 9, fy + 2, "FAP", 6, "hebo", C60)
    for x, y in ((6.2, 21.5), (0.5, 18.4), (31.5, 21.5), (29.6, 0.5), (19.4, 21.5), (37.9, 0.5), (9.2, 0.5)):
        mx, my = _p(x, y)
        page.draw_rect(pymupdf.Rect(mx - 3.5, my - 3.5, mx + 3.5, my + 3.5), color=C60, width=0.8)
        page.draw_circle((mx, my), 1.5, color=C60, fill=C60, width=0.3)
    # stair head vents (at roof level, shown dotted)
    for x, y, text, rating in ((17.0, 0.7, "AOV 1.0 m\u00b2 AT HEAD OF STAIR 1 (ROOF LEVEL)", C120),
                               (35.0, 0.7, "OV 1.0 m2 AT HEAD OF STAIR 2 (MANUAL)", C60)):
        ax, ay = _p(x, y)
        page.draw_rect(pymupdf.Rect(ax - 8, ay - 6, ax + 8, ay + 6), color=rating, width=0.8, dashes="[2 1.5] 0")
        page.draw_line((ax - 8, ay - 6), (ax + 8, ay + 6), color=rating, width=0.5)
        _t(page, ax + 11, ay + 2, text, 5.2, "helv", rating)
    # note on refuges and other floors
    _t(page, *_p(0.4, 24.6), "REFUGES AT FIRST AND SECOND FLOOR ONLY - SEE INSET 2 AND FS-101 / FS-102.", 6, "helv")
    _t(page, *_p(0.4, 25.3), "TRAVEL DISTANCES MEASURED ALONG THE ACTUAL ROUTE AROUND FIXED SHELVING.", 6, "helv")
    _t(page, *_p(0.4, 26.0), "ALL OTHER DOORS ARE NOT FIRE DOORS UNLESS TAGGED.", 6, "helv")
    # north point
    nx, ny = _p(44.3, 2.0)
    page.draw_circle((nx, ny), 16, color=BLACK, width=0.8)
    page.draw_polyline([(nx, ny - 22), (nx - 7, ny + 10), (nx, ny + 4), (nx + 7, ny + 10), (nx, ny - 22)],
                       color=BLACK, fill=BLACK, width=0.5)
    _tc(page, nx, ny - 26, "N", 10, "hebo")
    # view title and scale bar
    vx, vy = OX - 10, _p(0, 30.9)[1]
    page.draw_circle((vx + 12, vy - 4), 13, color=BLACK, width=1.0)
    page.draw_line((vx - 1, vy - 4), (vx + 25, vy - 4), width=0.6)
    _tc(page, vx + 12, vy - 7, "1", 8, "hebo")
    _tc(page, vx + 12, vy + 5, "FS-100", 5, "helv")
    _t(page, vx + 32, vy - 2, "GROUND FLOOR FIRE STRATEGY PLAN", 13, "hebo")
    page.draw_line((vx + 32, vy + 3), (vx + 520, vy + 3), width=1.2)
    _t(page, vx + 32, vy + 14, "Scale 1:100", 8, "helv")
    sx, sy = vx + 560, vy - 2
    for i, (a, b) in enumerate(((0, 1), (1, 2), (2, 5), (5, 10))):
        r = pymupdf.Rect(sx + a * M, sy, sx + b * M, sy + 5)
        page.draw_rect(r, color=BLACK, fill=BLACK if i % 2 == 0 else (1, 1, 1), width=0.5)
    for v in (0, 1, 2, 5, 10):
        _tc(page, sx + v * M, sy + 14, str(v), 6)
    _t(page, sx + 10 * M + 6, sy + 6, "m", 7)


# ---------------------------------------------------------------- tables under the plan
def _occupancy(page, x0, y0):
    _t(page, x0, y0, "OCCUPANCY AND MEANS OF ESCAPE", 10, "hebo")
    widths = [62, 190, 78, 92, 70, 80]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y0 + 8
    head = [("Floor",), ("Use",), ("Floor area", "(m\u00b2)"), ("Occ. factor", "(m2/person)"),
            ("Occupants",), ("Exit width", "(mm)")]
    hh = 26
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + hh), color=BLACK, fill=(0.9, 0.9, 0.9), width=0.8)
    for c, lines in enumerate(head):
        for k, line in enumerate(lines):
            if c >= 2:
                _tr(page, xs[c + 1] - 5, top + 11 + 9 * k, line, 6.5, "hebo")
            else:
                _t(page, xs[c] + 5, top + 11 + 9 * k, line, 6.5, "hebo")
    rh = 15
    rows = OCCUPANCY + [OCC_TOTAL]
    for r, row in enumerate(rows):
        y = top + hh + rh * r
        last = r == len(rows) - 1
        page.draw_line((xs[0], y + rh), (xs[-1], y + rh), width=0.8 if last else 0.35)
        if last:
            page.draw_line((xs[0], y), (xs[-1], y), width=0.8)
        for c, cell in enumerate(row):
            if not cell:
                continue
            font = "hebo" if last else "helv"
            if c >= 2:
                _tr(page, xs[c + 1] - 5, y + 10.5, cell, 7, font)
            else:
                _t(page, xs[c] + 5, y + 10.5, cell, 7, font)
    end = top + hh + rh * len(rows)
    for i, x in enumerate(xs):
        page.draw_line((x, top), (x, end), width=0.8 if i in (0, len(xs) - 1) else 0.35)
    page.draw_line((xs[0], top), (xs[-1], top), width=0.8)
    _t(page, x0, end + 11, "Occupancy factors from ADB Vol 2 Table D1. Occupant numbers rounded up. Exit width is the total "
                           "clear width of the final exits (ground) or storey exits", 5.8, "tiro")
    _t(page, x0, end + 19, "(upper floors) serving the area; the widest exit is discounted when checking capacity.", 5.8, "tiro")
    return end + 19


def _exit_schedule(page, x0, y0):
    _t(page, x0, y0, "FINAL EXIT SCHEDULE", 10, "hebo")
    widths = [38, 112, 150, 82, 190]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y0 + 8
    rh = 14.5
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + rh), color=BLACK, fill=(0.9, 0.9, 0.9), width=0.8)
    for r, row in enumerate(EXITS):
        y = top + rh * r
        page.draw_line((xs[0], y + rh), (xs[-1], y + rh), width=0.35)
        for c, cell in enumerate(row):
            font = "hebo" if r == 0 or c == 0 else "helv"
            if c == 3 and r > 0:
                _tr(page, xs[c + 1] - 6, y + 10, cell, 6.8, font)
            else:
                _t(page, xs[c] + 4, y + 10, cell, 6.5 if r == 0 else 6.8, font)
    end = top + rh * len(EXITS)
    for i, x in enumerate(xs):
        page.draw_line((x, top), (x, end), width=0.8 if i in (0, len(xs) - 1) else 0.35)
    page.draw_line((xs[0], end), (xs[-1], end), width=0.8)
    return end


def _inset(page, x0, y0):
    """Inset 2: the Stair 1 core at a typical upper floor, 1:50 (x 15.5..24.5 m, y 0..7 m)."""
    s = M50

    def q(x, y):
        return x0 + (x - 15.5) * s, y0 + y * s

    def qr(a, b, c, d):
        return pymupdf.Rect(*q(a, b), *q(c, d))

    page.draw_rect(qr(15.5, 0, 24.5, 7), color=WALL, width=4)
    for a, b, c, d in ((20, 0, 20, 7), (20, 2.8, 24.5, 2.8), (23, 0, 23, 2.8)):
        page.draw_line(q(a, b), q(c, d), color=WALL, width=2.5)
    for fx0 in (15.7, 17.05):
        r = qr(fx0, 1.3, fx0 + 1.15, 5.8)
        page.draw_rect(r, color=GREY, width=0.5)
        y = 1.3
        while y < 5.8:
            page.draw_line(q(fx0, y), q(fx0 + 1.15, y), color=GREY, width=0.3)
            y += 0.28
    # refuge on the landing, hatched
    ref = qr(18.4, 0.3, 19.8, 1.2)
    page.draw_rect(ref, color=C30, width=1.0)
    k = -ref.height
    while k < ref.width:
        a = (ref.x0 + max(k, 0), ref.y1 - max(-k, 0))
        b = (ref.x0 + min(k + ref.height, ref.width), ref.y1 - min(ref.height, ref.width - k))
        page.draw_line(a, (b[0], ref.y1 - (b[0] - ref.x0 - k)), color=C30, width=0.35)
        k += 6
    _tc(page, (ref.x0 + ref.x1) / 2, ref.y1 + 9, "REFUGE", 6.5, "hebo", C30)
    _tc(page, (ref.x0 + ref.x1) / 2, ref.y1 + 17, "900 x 1400", 6, "helv", C30)
    ex, ey = q(19.1, 2.45)
    page.draw_circle((ex, ey), 6, color=C30, width=0.8)
    _tc(page, ex, ey + 2, "EVC", 4.5, "hebo", C30)
    _tc(page, ex, ey + 16, "EVC OUTSTATION", 5.5, "helv", C30)
    _tc(page, ex, ey + 23, "(BS 5839-9)", 5.5, "helv", C30)
    # refuge dimensions
    page.draw_line((ref.x0, ref.y0 - 6), (ref.x1, ref.y0 - 6), color=GREY, width=0.4)
    for xx in (ref.x0, ref.x1):
        page.draw_line((xx - 2, ref.y0 - 4), (xx + 2, ref.y0 - 8), color=GREY, width=0.7)
    _tc(page, (ref.x0 + ref.x1) / 2, ref.y0 - 8, "1400", 5.5, "helv", GREY)
    page.draw_line((ref.x0 - 6, ref.y0), (ref.x0 - 6, ref.y1), color=GREY, width=0.4)
    _t(page, ref.x0 - 9, (ref.y0 + ref.y1) / 2 + 6, "900", 5.5, "helv", GREY, rotate=90)
    # door openings and leaves (lobby to stair, accommodation to lobby)
    for a, b, c, d in ((19.85, 4.6, 20.15, 5.6), (20.5, 6.85, 21.5, 7.15), (20.6, 2.65, 21.9, 2.95)):
        page.draw_rect(qr(a, b, c, d), color=None, fill=(1, 1, 1), width=0)
    for (hx, hy), w, a0, a1 in (((20.15, 4.6), 1.0, 90, 0), ((20.5, 7.15), 1.0, 0, -90)):
        hp = q(hx, hy)
        page.draw_line(hp, (hp[0] + w * s * math.cos(math.radians(a1)), hp[1] + w * s * math.sin(math.radians(a1))),
                       color=GREY, width=0.8)
        pts = [(hp[0] + w * s * math.cos(math.radians(a0 + (a1 - a0) * k / 12)),
                hp[1] + w * s * math.sin(math.radians(a0 + (a1 - a0) * k / 12))) for k in range(13)]
        page.draw_polyline(pts, color=GREY, width=0.35, dashes="[2 1.5] 0")
    lr = qr(20.25, 0.2, 22.8, 2.6)
    page.draw_rect(lr, color=GREY, width=0.6)
    page.draw_line(lr.tl, lr.br, color=GREY, width=0.4)
    page.draw_line(lr.tr, lr.bl, color=GREY, width=0.4)
    _tc(page, *q(21.5, 1.5), "FF LIFT", 7, "hebo")
    _tc(page, *q(22.3, 4.4), "FF LOBBY", 7, "hebo")
    _tc(page, *q(17.6, 6.6), "STAIR 1", 7, "hebo")
    page.draw_polyline([q(15.5, 0), q(15.5, 7), q(24.5, 7), q(24.5, 0)], color=C120, width=3, dashes=D120)
    page.draw_line(q(20, 0), q(20, 7), color=C60, width=2, dashes=D60)
    page.draw_line(q(20, 2.8), q(24.5, 2.8), color=C60, width=2, dashes=D60)
    for (x, y), label, (tx, ty) in (((20.0, 5.1), "FD60S", (18.9, 4.0)), ((21.0, 7.0), "FD60S", (22.8, 6.2))):
        dx, dy = q(x, y)
        px, py = q(tx, ty)
        w = _w(label, 5.8, "hebo") + 6
        page.draw_rect(pymupdf.Rect(px - w / 2, py - 5.5, px + w / 2, py + 5.5), color=C60, fill=(1, 1, 1), width=0.8)
        _tc(page, px, py + 2.1, label, 5.8, "hebo", C60)
        page.draw_line((px, py + 5.5 if dy > py else py - 5.5), (dx, dy), color=C60, width=0.45)
    lv = q(23.2, 5.2)
    page.draw_circle(lv, 4, color=C60, fill=(1, 1, 1), width=1.0)
    _tc(page, lv[0], lv[1] + 1.6, "LV", 4.5, "hebo", C60)
    ax, ay = q(16.9, 0.75)
    _tc(page, ax, ay + 2, "AOV 1.0 m\u00b2 ABOVE", 5.2, "helv", C120)
    # title
    ty = y0 + 7 * s + 28
    page.draw_circle((x0 + 12, ty - 4), 13, color=BLACK, width=1.0)
    page.draw_line((x0 - 1, ty - 4), (x0 + 25, ty - 4), width=0.6)
    _tc(page, x0 + 12, ty - 7, "2", 8, "hebo")
    _tc(page, x0 + 12, ty + 5, "FS-100", 5, "helv")
    _t(page, x0 + 32, ty - 2, "STAIR 1 CORE - TYPICAL UPPER FLOOR", 10, "hebo")
    page.draw_line((x0 + 32, ty + 3), (x0 + 7 * s + 110, ty + 3), width=1.0)
    _t(page, x0 + 32, ty + 13, "Scale 1:50 (first and second floor; refuge typical to Stair 2)", 7, "helv")


def _access_box(page, x0, y0, x1, y1):
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), color=C60, width=1.0)
    _t(page, x0 + 8, y0 + 16, "FIRE SERVICE ACCESS", 9, "hebo", C60)
    lines = [
        "Fire service access level: Tanner Street",
        "Firefighting shaft: Stair 1 + FF lobby + FF lift",
        "Dry riser inlet: Tanner Street elevation",
        "Fire main: dry, 100 dia, outlets in FF lobby",
        "Hydrant: H1, 42 m from DRI",
        "Appliance: pump, parked on Tanner Street",
        "FAP: reception G.03, beside FE5",
        "Premises information box: at FE5",
    ]
    for i, s in enumerate(lines):
        _t(page, x0 + 8, y0 + 32 + 12 * i, s, 6.3, "helv")


# ---------------------------------------------------------------- notes column
def _syllable_break(word, fits):
    """The longest fitting break of a plain lower-case word of nine letters or more, between a vowel
    and the consonant after it, leaving at least four letters each side (a CAD text editor's crude
    hyphenation)."""
    if len(word) < 9 or not word.isalpha() or not word.islower():
        return None
    vowels = "aeiouy"
    for k in range(len(word) - 4, 3, -1):
        if word[k - 1] in vowels and word[k] not in vowels and fits(word[:k]):
            return word[:k], word[k:]
    return None


def _layout_words(words, width, size, font):
    space = _w(" ", size, font)
    lines, cur = [], []

    def fits(ws):
        return sum(_w(x, size, font) for x in ws) + space * max(len(ws) - 1, 0) <= width

    for word in words:
        if fits(cur + [word]):
            cur.append(word)
            continue
        core = word.rstrip(".,;:)")
        tail = word[len(core):]
        brk = HYPHENS.get(core) or _syllable_break(core, lambda head: fits(cur + [head + "-"]))
        if brk and cur and fits(cur + [brk[0] + "-"]):
            lines.append(cur + [brk[0] + "-"])
            cur = [brk[1] + tail]
            continue
        lines.append(cur)
        cur = [word]
    if cur:
        lines.append(cur)
    return lines


def _justified(page, x, y, width, text, size, font, leading):
    lines = _layout_words(text.split(), width, size, font)
    for i, ws in enumerate(lines):
        if i < len(lines) - 1 and len(ws) > 1:
            gap = (width - sum(_w(s, size, font) for s in ws)) / (len(ws) - 1)
        else:
            gap = _w(" ", size, font)
        cx = x
        for s in ws:
            _t(page, cx, y, s, size, font)
            cx += _w(s, size, font) + gap
        y += leading
    return y


def _notes(page):
    x0, x1 = NOTES_X0, NOTES_X1
    y = IN0 + 26
    _t(page, x0, y, "FIRE STRATEGY NOTES", 12, "hebo")
    page.draw_line((x0, y + 5), (x1, y + 5), width=1.2)
    y += 24
    size, lead = 8.0, 10.6
    for num, head, items in NOTES:
        _t(page, x0, y, num, 8, "hebo")
        _t(page, x0 + 24, y, head, 8, "hebo")
        y += 13
        for n, text in items:
            _t(page, x0, y, n, size, "helv")
            y = _justified(page, x0 + 24, y, x1 - x0 - 24, text, size, "helv", lead)
            y += 4
        y += 7
    return y


SUMMARY = [
    ("Req.", "Provision", "Notes"),
    ("B1", "L2 alarm, simultaneous evacuation, two protected stairs", "2.0, 6.1"),
    ("B2", "Circulation linings class B-s3, d2", "3.0"),
    ("B3", "R 60 structure; retail / office compartments", "4.0"),
    ("B4", "East flank wall 60 min, no unprotected areas", "5.0"),
    ("B5", "Firefighting shaft, dry riser, pump access", "7.0"),
]


def _summary(page, x0, y0, x1):
    _t(page, x0, y0, "PART B COMPLIANCE SUMMARY", 10, "hebo")
    page.draw_line((x0, y0 + 5), (x1, y0 + 5), width=1.2)
    xs = [x0, x0 + 34, x1 - 52, x1]
    top = y0 + 14
    rh = 15
    page.draw_rect(pymupdf.Rect(x0, top, x1, top + rh), color=BLACK, fill=(0.9, 0.9, 0.9), width=0.6)
    for r, row in enumerate(SUMMARY):
        y = top + rh * r
        page.draw_line((x0, y + rh), (x1, y + rh), width=0.35)
        for c, cell in enumerate(row):
            _t(page, xs[c] + 4, y + 10.5, cell, 6.8, "hebo" if r == 0 or c == 0 else "helv")
    end = top + rh * len(SUMMARY)
    for x in xs:
        page.draw_line((x, top), (x, end), width=0.5)
    page.draw_rect(pymupdf.Rect(x0, top, x1, end), width=0.8)
    return end


DRAWING_REGISTER = [
    ("Drg No.", "Title", "Rev"),
    ("FS-100", "Ground Floor Fire Strategy Plan", "C01"),
    ("FS-101", "First Floor Fire Strategy Plan", "C01"),
    ("FS-102", "Second Floor Fire Strategy Plan", "C01"),
    ("FS-103", "Roof Plan - Smoke Ventilation and Access", "P02"),
    ("FS-200", "Fire Strategy Sections A-A and B-B", "P02"),
    ("FS-300", "Fire Service Access Site Plan", "C01"),
]


def _register(page, x0, y0, x1):
    _t(page, x0, y0, "FIRE STRATEGY DRAWINGS", 10, "hebo")
    page.draw_line((x0, y0 + 5), (x1, y0 + 5), width=1.2)
    for r, (a, b, c) in enumerate(DRAWING_REGISTER):
        y = y0 + 20 + 12.5 * r
        font = "hebo" if r == 0 else "helv"
        _t(page, x0, y, a, 7, font)
        _t(page, x0 + 52, y, b, 7, font)
        _tr(page, x1, y, c, 7, font)
        page.draw_line((x0, y + 3.5), (x1, y + 3.5), color=LIGHT, width=0.3)
    return y0 + 20 + 12.5 * len(DRAWING_REGISTER)


def _cdm(page, x0, y0, x1):
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y0 + 84), width=0.8)
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y0 + 14), color=BLACK, fill=BLACK, width=0.8)
    _t(page, x0 + 5, y0 + 10, "CDM 2015 - DESIGNER'S RESIDUAL RISK INFORMATION", 7.5, "hebo", (1, 1, 1))
    for i, line in enumerate([
        "No unusual residual risks arise from the fire strategy design. Significant risks",
        "associated with the works are recorded on the architect's drawings and the",
        "project risk register. Temporary means of escape and fire precautions during",
        "construction are the Principal Contractor's responsibility (JCoP, 9th edition).",
        "Dry riser inlet cabinet to be kept locked, signed and accessible during fit-out.",
    ]):
        _t(page, x0 + 5, y0 + 26 + 11 * i, line, 6.6, "tiro")


def _abbreviations(page, x0, y0, x1):
    _t(page, x0, y0, "ABBREVIATIONS", 9, "hebo")
    pairs = [("ADB", "Approved Document B"), ("AFL", "above finished level"), ("AOV", "automatic opening vent"),
             ("CLR", "clear width"), ("DRI", "dry riser inlet"), ("EVC", "emergency voice communication"),
             ("FAP", "fire alarm control panel"), ("FE", "final exit"), ("FF", "firefighting"),
             ("LV", "landing valve"), ("OV", "openable vent"), ("PG", "purpose group"),
             ("TD", "travel distance"), ("1-dir / 2-dir", "escape in one / more than one direction")]
    for i, (k, v) in enumerate(pairs):
        _t(page, x0, y0 + 14 + 9.6 * i, k, 6.3, "hebo")
        _t(page, x0 + 50, y0 + 14 + 9.6 * i, v, 6.3, "helv")


# ---------------------------------------------------------------- right strip
def _legend(page, x0, y0):
    x1 = STRIP_X1
    _t(page, x0, y0, "FIRE STRATEGY LEGEND", 11, "hebo")
    page.draw_line((x0, y0 + 5), (x1 - 8, y0 + 5), width=1.2)
    y = y0 + 26
    sx = x0 + 4
    tx = x0 + 92
    step = 27

    def text(lines, color=BLACK):
        for k, s in enumerate(lines):
            _t(page, tx, y + 3 + 8.5 * k - (4 if len(lines) > 1 else 0), s, 6.6, "helv", color)

    for rating, color, dash, width, lines in (
            (30, C30, D30, 2.0, ["30 MINUTE FIRE RESISTING CONSTRUCTION (EI 30)"]),
            (60, C60, D60, 2.4, ["60 MINUTE COMPARTMENT WALL / PROTECTED SHAFT (REI 60)"]),
            (120, C120, D120, 3.0, ["120 MINUTE FIREFIGHTING SHAFT ENCLOSURE (REI 120)"])):
        page.draw_line((sx, y), (sx + 70, y), color=color, width=width, dashes=dash)
        text(lines)
        y += step
    for label, color, lines in (("FD30S", C30, ["30 MIN FIRE DOOR, INTUMESCENT AND SMOKE SEALS,",
                                                 "SELF-CLOSING (E30 Sa)"]),
                                ("FD60S", C60, ["60 MIN FIRE DOOR, INTUMESCENT AND SMOKE SEALS,",
                                                 "SELF-CLOSING (E60 Sa)"])):
        w = _w(label, 5.8, "hebo") + 6
        page.draw_rect(pymupdf.Rect(sx + 20, y - 5.5, sx + 20 + w, y + 5.5), color=color, width=0.8)
        _t(page, sx + 23, y + 2.1, label, 5.8, "hebo", color)
        text(lines)
        y += step
    page.draw_line((sx, y), (sx + 62, y), color=TD, width=1.0, dashes="[5 2] 0")
    page.draw_circle((sx, y), 3.2, color=TD, width=0.9)
    _arrowhead(page, sx + 50, y, sx + 70, y, TD, 7)
    text(["TRAVEL DISTANCE, START POINT TO EXIT, WITH LIMIT", "(1-dir ONE DIRECTION / 2-dir MORE THAN ONE)"])
    y += step
    page.draw_line((sx + 10, y), (sx + 50, y), color=GREEN, width=2.6)
    _arrowhead(page, sx + 10, y, sx + 62, y, GREEN, 10)
    text(["FINAL EXIT (FE) WITH CLEAR WIDTH IN mm"])
    y += step
    r = pymupdf.Rect(sx + 20, y - 6, sx + 44, y + 6)
    page.draw_rect(r, color=C30, width=1.0)
    for k in range(0, 30, 5):
        page.draw_line((max(r.x0, r.x0 + k - 12), r.y1 - max(0, 12 - k) if k < 12 else r.y1),
                       (min(r.x1, r.x0 + k), r.y0 if k <= 24 else r.y0), color=C30, width=0.35)
    text(["REFUGE AREA 900 x 1400 mm WITH EVC OUTSTATION"])
    y += step
    page.draw_circle((sx + 32, y), 6, color=C30, width=0.8)
    _tc(page, sx + 32, y + 2, "EVC", 4.5, "hebo", C30)
    text(["EMERGENCY VOICE COMMUNICATION OUTSTATION"])
    y += step
    page.draw_rect(pymupdf.Rect(sx + 26, y - 1, sx + 38, y + 7), color=C60, fill=C60, width=0.5)
    text(["DRI  DRY RISER INLET"])
    y += step
    page.draw_circle((sx + 32, y), 4, color=C60, fill=(1, 1, 1), width=1.0)
    _tc(page, sx + 32, y + 1.6, "LV", 4.5, "hebo", C60)
    text(["DRY RISER LANDING VALVE (OUTLET)"])
    y += step
    page.draw_rect(pymupdf.Rect(sx + 24, y - 6, sx + 40, y + 6), color=C120, width=0.8, dashes="[2 1.5] 0")
    page.draw_line((sx + 24, y - 6), (sx + 40, y + 6), color=C120, width=0.5)
    text(["AOV  AUTOMATIC OPENING VENT (FREE AREA AS NOTED)"])
    y += step
    page.draw_rect(pymupdf.Rect(sx + 26, y - 5, sx + 38, y + 5), color=C60, width=0.9)
    _tc(page, sx + 32, y + 2, "F", 6, "hebo", C60)
    text(["FAP  FIRE ALARM CONTROL PANEL"])
    y += step
    page.draw_rect(pymupdf.Rect(sx + 28.5, y - 3.5, sx + 35.5, y + 3.5), color=C60, width=0.8)
    page.draw_circle((sx + 32, y), 1.5, color=C60, fill=C60, width=0.3)
    text(["MANUAL CALL POINT (BS EN 54-11)"])
    y += step
    page.draw_rect(pymupdf.Rect(sx + 10, y - 6, sx + 54, y + 6), color=None, fill=C120, fill_opacity=0.12, width=0)
    text(["FIREFIGHTING SHAFT (STAIR, FF LOBBY, FF LIFT)"])
    y += step
    page.draw_rect(pymupdf.Rect(sx + 10, y - 6, sx + 54, y + 6), color=C60, width=1.0, dashes="[6 3] 0")
    text(["FIRE APPLIANCE PARKING POSITION"])
    return y + 10


def _key_plan(page, x0, y0):
    _t(page, x0, y0, "KEY PLAN", 8, "hebo")
    kx, ky, s = x0, y0 + 10, 3.2
    page.draw_rect(pymupdf.Rect(kx, ky, kx + 40 * s, ky + 22 * s), width=0.8)
    page.draw_rect(pymupdf.Rect(kx, ky, kx + 40 * s, ky + 22 * s), color=None, fill=GREY, fill_opacity=0.35,
                   width=0)
    for lvl, off in (("2F", 0), ("1F", 1), ("GF", 2)):
        yy = ky + 22 * s + 18 + off * 13
        page.draw_rect(pymupdf.Rect(kx + 40 * s + 20, ky + 14 + off * 16, kx + 40 * s + 90, ky + 26 + off * 16),
                       color=BLACK, fill=GREY if lvl == "GF" else None, fill_opacity=0.35, width=0.6)
        _t(page, kx + 40 * s + 96, ky + 24 + off * 16, lvl, 6.5)
    _t(page, kx, ky + 22 * s + 12, "TANNER STREET", 5.5, "helv", GREY)
    nx, ny = x0 + 330, y0 + 40
    page.draw_circle((nx, ny), 20, width=0.8)
    page.draw_polyline([(nx, ny - 26), (nx - 8, ny + 12), (nx, ny + 5), (nx + 8, ny + 12), (nx, ny - 26)],
                       color=BLACK, fill=BLACK, width=0.5)
    _tc(page, nx, ny - 30, "N", 10, "hebo")


def _drawing_notes(page, x0, y0):
    _t(page, x0, y0, "DRAWING NOTES", 8, "hebo")
    for i, s in enumerate([
        "- Do not scale from this drawing. Report discrepancies to Ashdown Fire Engineering.",
        "- All dimensions in millimetres unless noted. Levels in metres.",
        "- Architectural background from Pell Morrow Architects' model, received 07.09.2026.",
        "- Fire strategy for Building Regulations purposes only; not for construction.",
    ]):
        _t(page, x0, y0 + 12 + 9.5 * i, s, 6.2, "tiro")


def _revisions(page, x0, y0, x1):
    widths = [32, 54, 0, 30, 34]
    widths[2] = (x1 - x0) - sum(widths)
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 13
    head = ("Rev", "Date", "Description", "Drn", "Chk'd")
    rows = list(reversed(REVISIONS))
    top = y0
    for r, row in enumerate(rows + [head]):
        y = top + rh * r
        page.draw_line((x0, y), (x1, y), width=0.35)
        for c, cell in enumerate(row):
            _t(page, xs[c] + 3, y + 9.3, cell, 6.3 if r < len(rows) else 6.3, "helv" if r < len(rows) else "hebo")
    end = top + rh * (len(rows) + 1)
    page.draw_line((x0, end), (x1, end), width=0.8)
    for x in xs:
        page.draw_line((x, top), (x, end), width=0.35)
    return end


def _title_block(page, x0, y0, x1, y1):
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.2)
    # firm
    y = y0
    fx = x0 + 10
    page.draw_polyline([(fx, y + 40), (fx + 14, y + 10), (fx + 28, y + 40), (fx, y + 40)], color=C60, fill=C60,
                       width=0.5)
    page.draw_polyline([(fx + 8, y + 40), (fx + 14, y + 26), (fx + 20, y + 40)], color=(1, 1, 1), fill=(1, 1, 1),
                       width=0.5)
    _t(page, fx + 36, y + 24, "ASHDOWN", 16, "hebo")
    _t(page, fx + 36, y + 36, "FIRE ENGINEERING", 9, "helv", C60)
    _t(page, fx + 200, y + 18, "Fire Safety Engineers | Building Regulations Consultants", 6.3, "tiro")
    _t(page, fx + 200, y + 28, "3rd Floor, 18 Park Row, Leeds LS1 5JA", 6.3, "tiro")
    _t(page, fx + 200, y + 38, "T 0113 496 0712   www.ashdownfire.co.uk", 6.3, "tiro")
    y += 50
    page.draw_line((x0, y), (x1, y), width=0.8)

    def field(xa, ya, xb, yb, label, values, size=8.0, font="helv"):
        page.draw_rect(pymupdf.Rect(xa, ya, xb, yb), width=0.4)
        _t(page, xa + 4, ya + 8, label, 5.5, "helv", GREY)
        for k, v in enumerate(values):
            _t(page, xa + 4, ya + 19 + (size + 2) * k, v, size, font)

    mid = x0 + (x1 - x0) / 2
    field(x0, y, mid, y + 30, "Client", ["Carrick Yard Developments Ltd"])
    field(mid, y, x1, y + 30, "Architect", ["Pell Morrow Architects"])
    y += 30
    field(x0, y, x1, y + 44, "Project", ["Carrick Yard - Office and Retail Development",
                                         "41-45 Tanner Street, Leeds LS2 7QH"], 9.0, "hebo")
    y += 44
    field(x0, y, x1, y + 48, "Drawing Title", ["Ground Floor", "Fire Strategy Plan"], 12.0, "hebo")
    y += 48
    field(x0, y, x0 + 250, y + 30, "Status", ["S2 - Suitable for information"])
    field(x0 + 250, y, x1, y + 30, "Scale", ["1:100 @ A1"])
    y += 30
    q = (x1 - x0) / 4
    field(x0, y, x0 + q, y + 30, "Date", ["22.06.2026"])
    field(x0 + q, y, x0 + 2 * q, y + 30, "Drawn", ["KOB"])
    field(x0 + 2 * q, y, x0 + 3 * q, y + 30, "Chk'd", ["RTM"])
    field(x0 + 3 * q, y, x1, y + 30, "App'd", ["HLW"])
    y += 30
    field(x0, y, x0 + 130, y + 48, "Project No.", ["AFE-2417"], 9.0)
    field(x0 + 130, y, x1 - 80, y + 48, "Drg No.", [], 8)
    _t(page, x0 + 140, y + 38, "FS-100", 24, "hebo")
    field(x1 - 80, y, x1, y + 48, "Rev", [], 8)
    _t(page, x1 - 70, y + 38, "C01", 18, "hebo")
    y += 48
    _t(page, x0 + 4, y + 10, "\u00a9 Ashdown Fire Engineering LLP 2026. This drawing is copyright and shall not be",
       5.6, "tiro")
    _t(page, x0 + 4, y + 18, "reproduced or used for any other purpose without written consent.", 5.6, "tiro")
    return y + 20


def fire_strategy_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _border(page)
    _plan_background(page)
    _overlays(page)
    ty = _p(0, 30.9)[1] + 52
    end = _occupancy(page, 70, ty)
    _exit_schedule(page, 70, end + 26)
    _inset(page, 792, ty - 22)
    _access_box(page, 1318, ty - 22, 1490, ty + 112)
    ny = _notes(page)
    sy = _summary(page, NOTES_X0, ny + 20, NOTES_X1)
    _register(page, NOTES_X0, sy + 30, NOTES_X1)
    _cdm(page, STRIP_X0 + 4, 1010, STRIP_X1 - 4)
    _abbreviations(page, 1318, ty + 140, 1490)
    y = _legend(page, STRIP_X0 + 4, IN0 + 26)
    _key_plan(page, STRIP_X0 + 4, y + 16)
    _drawing_notes(page, STRIP_X0 + 4, y + 140)
    tb_top = H - IN0 - 300
    _revisions(page, STRIP_X0, tb_top - 13 * (len(REVISIONS) + 1) - 6, STRIP_X1)
    _title_block(page, STRIP_X0, tb_top, STRIP_X1, H - IN0)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
