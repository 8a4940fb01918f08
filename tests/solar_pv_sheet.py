"""A US residential roof-mounted solar PV permit sheet (PV-3 ELECTRICAL, 17x11 in ANSI B,
landscape), drawn the way a small solar installer's CAD export draws one for a 9.84 kW DC /
7.08 kW AC microinverter system on a house in Boise, Idaho: in the upper left the single-line
diagram, two branch circuits of modules (13 on the south roof, 11 on the west roof) each drawn as
a few module-and-microinverter pairs with a break, TC-ER trunk cables to a rooftop junction box
inside a dashed array boundary, then the AC combiner (two 20A branch breakers and a 15A gateway
breaker on its bus), the non-fused PV AC disconnect (knife switch), the existing 200A main service
panel with its 200A main breaker, busbar, loads and the 40A backfeed breaker at the point of
interconnection, the utility meter above and the grounding electrode below; conductor tags 1..5 in
circles on the wires, placard tags L1..L8 in hexagons beside the equipment, a symbol legend and
the view title (SCALE: NTS). Under it a ruled CONDUCTOR & CONDUIT SCHEDULE (tag, from-to,
conductors, qty, size AWG, type, EGC, conduit, OCPD, length); under that the numbered ELECTRICAL
NOTES citing NEC 690 / 705 sections beside STRING / VOLTAGE CALCULATIONS (set in Courier: design
temperatures, max Voc at the design low temperature, min Vmp, a branch circuit table) and the
120% RULE busbar calculation. In the right column a MODULE SPECIFICATIONS table and an INVERTER
SPECIFICATIONS table side by side (parameter / value rows), a CONDUCTOR AMPACITY & VOLTAGE DROP
table, and the PLACARDS: eight boxed red-text warning labels, each with a caption naming its tag,
location and NEC section. The title block is a strip down the right edge: contractor, licence
numbers, project, homeowner, site address, AHJ, utility, system size, sheet index, revisions,
date, job number, sheet title and the sheet number PV-3.

CAD quirk drawn on purpose: the placard label text and every table title are letter-spaced and
exported one character per text span (each letter its own insert_text at its own x), so the text
layer reads them as "M O D U L E" with words broken apart; table cells, notes, captions and the
title block are normal text.

The questions (`tests/blind_questions/drawn/round56-drawn.jsonl`) were written before drawqa
answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 1224, 792                  # 17 x 11 in, landscape
TB = 1040                         # title block strip, left edge
BLACK = (0, 0, 0)
RED = (0.82, 0.0, 0.0)
GREY = (0.45, 0.45, 0.45)
DASH = "[4 2] 0"

MODULE_ROWS = [
    ("MANUFACTURER", "HELIOVANT SOLAR"),
    ("MODEL", "HV-410M-108H"),
    ("CELL TYPE", "MONO PERC, 108 HALF-CUT"),
    ("RATED POWER (Pmax)", "410 W"),
    ("OPEN CIRCUIT VOLTAGE (Voc)", "37.30 V"),
    ("SHORT CIRCUIT CURRENT (Isc)", "13.95 A"),
    ("MAX POWER VOLTAGE (Vmp)", "31.20 V"),
    ("MAX POWER CURRENT (Imp)", "13.14 A"),
    ("TEMP. COEFF. OF Voc", "-0.26 %/\u00b0C"),
    ("TEMP. COEFF. OF Pmax", "-0.34 %/\u00b0C"),
    ("TEMP. COEFF. OF Isc", "+0.05 %/\u00b0C"),
    ("MAX SERIES FUSE RATING", "25 A"),
    ("MAX SYSTEM VOLTAGE", "1000 V DC"),
    ("DIMENSIONS", "67.8\" x 44.6\" x 1.18\""),
    ("WEIGHT", "46.3 LBS"),
    ("LISTING", "UL 61730, TYPE 1 FIRE"),
    ("QUANTITY", "24"),
]

INVERTER_ROWS = [
    ("MANUFACTURER", "NOVUS ENERGY"),
    ("MODEL", "NMI-300-2US"),
    ("TYPE", "MICROINVERTER (MLPE)"),
    ("PEAK OUTPUT POWER", "300 VA"),
    ("MAX CONT. OUTPUT POWER", "295 VA"),
    ("NOMINAL AC VOLTAGE", "240 V (211-264 V)"),
    ("MAX CONT. OUTPUT CURRENT", "1.23 A"),
    ("NOMINAL FREQUENCY", "60 Hz"),
    ("MAX UNITS PER 20A BRANCH", "13"),
    ("MAX DC INPUT VOLTAGE", "60 V"),
    ("MPPT VOLTAGE RANGE", "25 - 45 V"),
    ("MAX DC INPUT Isc", "15 A"),
    ("CEC WEIGHTED EFFICIENCY", "97.0 %"),
    ("RAPID SHUTDOWN", "COMPLIES, NEC 690.12"),
    ("ENCLOSURE", "NEMA 6, CLASS II"),
    ("LISTING", "UL 1741-SB, IEEE 1547"),
    ("QUANTITY", "24"),
]

SCHEDULE_HEAD = [
    ("TAG", ""), ("FROM - TO", ""), ("CONDUCTORS", ""), ("QTY", ""), ("SIZE", "(AWG)"),
    ("TYPE", ""), ("EQUIPMENT", "GROUND (EGC)"), ("CONDUIT", ""), ("OCPD", ""), ("LENGTH", ""),
]
SCHEDULE_ROWS = [
    ("1", "MICROINVERTERS TO ROOF J-BOX", "L1, L2", "2 / BRANCH", "#12", "TC-ER TRUNK CABLE",
     "#6 BARE CU", "FREE AIR", "20 A", "40 FT"),
    ("2", "ROOF J-BOX TO AC COMBINER", "L1, L2 (2 BR.)", "4", "#10", "THWN-2", "(1) #10 THWN-2",
     "3/4\" EMT", "20 A", "55 FT"),
    ("3", "AC COMBINER TO AC DISCONNECT", "L1, L2, N", "3", "#8", "THWN-2", "(1) #10 THWN-2",
     "3/4\" EMT", "40 A", "6 FT"),
    ("4", "AC DISCONNECT TO MSP (POI)", "L1, L2, N", "3", "#8", "THWN-2", "(1) #10 THWN-2",
     "3/4\" PVC SCH 80", "40 A", "8 FT"),
    ("5", "MSP TO GROUNDING ELECTRODE", "GEC", "1", "#6", "BARE CU", "--", "--", "--", "12 FT"),
]
SCHEDULE_WIDTHS = [22, 118, 60, 42, 32, 78, 70, 68, 30, 36]

# tag, max continuous current, resistance ohm/kft, 90C ampacity, temp corr, fill adj, 75C, length ft
AMPACITY = [
    ("1", 15.99, "#12 TC-ER", 30, 0.91, 1.00, 25, None, 1.98),
    ("2", 15.99, "#10 THWN-2", 40, 0.91, 0.80, 35, 55, 1.24),
    ("3", 29.52, "#8 THWN-2", 55, 0.91, 1.00, 50, 6, 0.778),
    ("4", 29.52, "#8 THWN-2", 55, 0.91, 1.00, 50, 8, 0.778),
]

NOTES = [
    "ALL WORK SHALL COMPLY WITH THE 2020 NATIONAL ELECTRICAL CODE (NFPA 70) AS ADOPTED BY THE STATE OF "
    "IDAHO, THE 2018 IRC, AND TREASURE VALLEY POWER INTERCONNECTION REQUIREMENTS.",
    "UTILITY-INTERACTIVE MICROINVERTER SYSTEM; MICROINVERTERS LISTED TO UL 1741-SB AND IEEE 1547-2018.",
    "RAPID SHUTDOWN: SYSTEM COMPLIES WITH NEC 690.12(B)(2); MICROINVERTERS ARE PART OF A LISTED PV HAZARD "
    "CONTROL SYSTEM. INITIATE BY OPENING THE PV AC DISCONNECT OR THE MAIN SERVICE BREAKER.",
    "MAXIMUM DC VOLTAGE CALCULATED PER NEC 690.7(A)(1) USING THE MANUFACTURER'S Voc TEMPERATURE COEFFICIENT "
    "AND THE ASHRAE EXTREME ANNUAL MEAN MINIMUM DESIGN DRY BULB TEMPERATURE.",
    "CIRCUIT CURRENTS PER NEC 690.8(A) AND (B): CONDUCTORS AND OCPD SIZED AT NOT LESS THAN 125% OF THE "
    "MAXIMUM CONTINUOUS OUTPUT CURRENT.",
    "ALL CONDUCTORS COPPER, 90\u00b0C WET-RATED (THWN-2) U.O.N. TERMINATIONS RATED 75\u00b0C MIN.; "
    "AMPACITY CHECKED AT 75\u00b0C PER NEC 110.14(C).",
    "RACEWAYS ON THE ROOF SHALL BE INSTALLED NOT LESS THAN 7/8\" ABOVE THE ROOF SURFACE PER NEC 310.15(B)(2). "
    "SUPPORT EMT WITHIN 3 FT OF EACH BOX AND AT 10 FT MAX. (NEC 358.30).",
    "EXPOSED TC-ER TRUNK CABLE SHALL BE SECURED TO THE RACKING WITH UV-RESISTANT CLIPS AT INTERVALS NOT "
    "EXCEEDING 24\"; WIRING METHODS PER NEC 690.31.",
    "MODULE FRAMES, RAILS AND METAL RACEWAYS SHALL BE BONDED PER NEC 690.43 USING UL 2703 LISTED "
    "INTEGRATED BONDING. EGC SIZED PER NEC 250.122.",
    "VERIFY THE EXISTING GROUNDING ELECTRODE SYSTEM PER NEC 690.47 AND 250.50. IF NONE IS FOUND, INSTALL "
    "(2) 5/8\" x 8' COPPER-CLAD GROUND RODS SPACED 6 FT APART WITH #6 CU GEC.",
    "POINT OF INTERCONNECTION: LOAD-SIDE CONNECTION PER NEC 705.12(B)(3)(2) WITH A 40A/2P BACKFEED BREAKER "
    "AT THE OPPOSITE END OF THE BUSBAR FROM THE MAIN BREAKER. BREAKER TO MATCH PANEL MANUFACTURER.",
    "PV AC DISCONNECT SHALL BE LOCKABLE, VISIBLE-BLADE, READILY ACCESSIBLE AND WITHIN 10 FT OF THE UTILITY "
    "METER PER UTILITY REQUIREMENTS; NEC 690.13 AND 705.20.",
    "MAINTAIN WORKING SPACE PER NEC 110.26: 36\" DEEP, 30\" WIDE, 6'-6\" HEADROOM IN FRONT OF ALL NEW AND "
    "EXISTING ELECTRICAL EQUIPMENT.",
    "LABELS AND PLACARDS PER NEC 110.21(B), 690.13(B), 690.54, 690.56(C), 705.10 AND 705.12; SEE PLACARDS "
    "THIS SHEET. DO NOT ENERGIZE UNTIL FINAL INSPECTION AND UTILITY PERMISSION TO OPERATE (PTO).",
]

# placards: tag, header (large, or None), body lines, location, code section
PLACARDS = [
    ("L1", "PHOTOVOLTAIC SYSTEM", ["AC DISCONNECT", "RATED AC OUTPUT CURRENT: 29.52 A",
                                   "NOMINAL OPERATING AC VOLTAGE: 240 V"],
     "(N) PV AC DISCONNECT", "NEC 690.54"),
    ("L2", "WARNING", ["DUAL POWER SOURCE", "SECOND SOURCE IS", "PHOTOVOLTAIC SYSTEM"],
     "(E) MAIN SERVICE PANEL COVER", "NEC 705.12(C)"),
    ("L3", "WARNING", ["POWER SOURCE OUTPUT CONNECTION", "DO NOT RELOCATE THIS", "OVERCURRENT DEVICE"],
     "MSP, ADJACENT TO PV BACKFEED BREAKER", "NEC 705.12(B)(3)(2)"),
    ("L4", "SOLAR PV SYSTEM EQUIPPED", ["WITH RAPID SHUTDOWN", "TURN RAPID SHUTDOWN SWITCH TO",
                                        "THE OFF POSITION TO SHUT DOWN", "PV SYSTEM AND REDUCE SHOCK",
                                        "HAZARD IN THE ARRAY"],
     "WITHIN 3 FT OF (E) SERVICE DISCONNECT", "NEC 690.56(C)(1)(a)"),
    ("L5", "RAPID SHUTDOWN SWITCH", ["FOR SOLAR PV SYSTEM"],
     "(N) PV AC DISCONNECT (RSD INITIATOR)", "NEC 690.56(C)(2)"),
    ("L6", "WARNING", ["ELECTRIC SHOCK HAZARD", "TERMINALS ON THE LINE AND", "LOAD SIDES MAY BE ENERGIZED",
                       "IN THE OPEN POSITION"],
     "(N) PV AC DISCONNECT", "NEC 690.13(B)"),
    ("L7", "CAUTION", ["MULTIPLE SOURCES OF POWER", "UTILITY METER & MSP: EAST WALL",
                       "OF GARAGE. PV AC DISCONNECT:", "EAST WALL, 4 FT SOUTH OF METER"],
     "(E) UTILITY METER / MSP", "NEC 705.10, 690.56(B)"),
    ("L8", "WARNING", ["THIS EQUIPMENT FED BY MULTIPLE", "SOURCES. TOTAL RATING OF ALL OCPD",
                       "EXCLUDING MAIN SUPPLY OCPD SHALL", "NOT EXCEED AMPACITY OF BUSBAR"],
     "(N) AC COMBINER", "NEC 705.12(B)(3)(3)"),
]

PLACARD_NOTES = [
    "PLACARDS SHOWN NOT TO SCALE; FIELD-VERIFY FINAL MOUNTING LOCATIONS WITH THE AHJ INSPECTOR.",
    "L4 SHALL INCLUDE A SIMPLIFIED ROOF PLAN WITH THE ARRAY AREA SHADED PER NEC 690.56(C)(1)(a).",
    "L7 DIRECTORY SHALL ALSO BE POSTED INSIDE THE GARAGE AT ANY SUBPANEL FED FROM THE MSP.",
    "THE CURRENT ON L1 IS THE SYSTEM TOTAL FROM THE BRANCH TABLE: 24 x 1.23 A = 29.52 A.",
]

REVISIONS = [
    ("A", "DESIGN REVIEW", "02/24/2025", "KM"),
    ("0", "ISSUED FOR PERMIT", "03/11/2025", "KM"),
    ("1", "AHJ PLAN REVIEW COMMENTS", "04/02/2025", "JT"),
]


# ---------------------------------------------------------------- text helpers
def _t(page, x: float, y: float, s: str, size: float = 5.6, font: str = "helv", color=BLACK,
       rotate: int = 0) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname=font, color=color, rotate=rotate)


def _len(s: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _ct(page, cx: float, y: float, s: str, size: float, font: str = "helv", color=BLACK) -> None:
    _t(page, cx - _len(s, size, font) / 2, y, s, size, font, color)


def _spaced_len(s: str, size: float, font: str, track: float) -> float:
    return sum(_len(ch, size, font) + track for ch in s) - track


def _spaced(page, x: float, y: float, s: str, size: float, font: str = "hebo", color=BLACK,
            track: float | None = None) -> float:
    """Letter-spaced text as the office's CAD export writes it: one span per character."""
    track = size * 0.3 if track is None else track
    for ch in s:
        if ch != " ":
            page.insert_text((x, y), ch, fontsize=size, fontname=font, color=color)
        x += _len(ch, size, font) + track
    return x


def _spaced_c(page, cx: float, y: float, s: str, size: float, font: str = "hebo", color=BLACK,
              track: float | None = None) -> None:
    track = size * 0.3 if track is None else track
    _spaced(page, cx - _spaced_len(s, size, font, track) / 2, y, s, size, font, color, track)


def _wrap(s: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, cur = [], ""
    for word in s.split():
        trial = f"{cur} {word}".strip()
        if _len(trial, size, font) > width and cur:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def _table_title(page, x: float, y: float, s: str, size: float = 7.0) -> None:
    _spaced(page, x, y, s, size)
    page.draw_line((x, y + 2.5), (x + _spaced_len(s, size, "hebo", size * 0.3), y + 2.5), width=0.6)


# ---------------------------------------------------------------- symbols
def _circle_tag(page, x: float, y: float, s: str, r: float = 5.2, size: float = 6.0) -> None:
    page.draw_circle((x, y), r, width=0.6, color=BLACK, fill=(1, 1, 1))
    _ct(page, x, y + size * 0.36, s, size, "hebo")


def _hexagon(page, x: float, y: float, s: str, r: float = 6.5, size: float = 5.0) -> None:
    pts = [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, width=0.6, color=RED, fill=(1, 1, 1))
    _ct(page, x, y + size * 0.36, s, size, "hebo", RED)


def _module(page, x: float, y: float, w: float = 22, h: float = 32) -> None:
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + h), width=0.7)
    for k in (1, 2, 3):
        page.draw_line((x, y + h * k / 4), (x + w, y + h * k / 4), width=0.2, color=GREY)
    page.draw_line((x + w / 2, y), (x + w / 2, y + h), width=0.2, color=GREY)
    page.draw_line((x + w - 8, y + 2), (x + w - 2, y + 8), width=0.4)


def _micro(page, x: float, y: float, s: float = 12) -> None:
    page.draw_rect(pymupdf.Rect(x, y, x + s, y + s), width=0.6)
    page.draw_line((x, y + s), (x + s, y), width=0.4)
    page.draw_line((x + 1.5, y + 2.5), (x + 5, y + 2.5), width=0.4)          # DC
    page.draw_line((x + 1.5, y + 3.8), (x + 5, y + 3.8), width=0.4, dashes="[0.8 0.6] 0")
    pts = [(x + 6.5 + i * 0.5, y + 9 - 1.5 * math.sin(i * 0.9)) for i in range(9)]   # AC
    page.draw_polyline(pts, width=0.4)


def _breaker(page, x0: float, y: float, x1: float) -> None:
    """A thermal-magnetic breaker on a horizontal run: two terminals and the arc over them."""
    page.draw_circle((x0, y), 1.3, width=0.5)
    page.draw_circle((x1, y), 1.3, width=0.5)
    cx, r = (x0 + x1) / 2, (x1 - x0) / 2
    pts = [(cx + r * math.cos(math.radians(a)), y - r * 0.8 * math.sin(math.radians(a))) for a in range(0, 181, 15)]
    page.draw_polyline(pts, width=0.7)


def _vbreaker(page, x: float, y0: float, y1: float) -> None:
    page.draw_circle((x, y0), 1.3, width=0.5)
    page.draw_circle((x, y1), 1.3, width=0.5)
    cy, r = (y0 + y1) / 2, (y1 - y0) / 2
    pts = [(x + r * 0.8 * math.sin(math.radians(a)), cy - r * math.cos(math.radians(a))) for a in range(0, 181, 15)]
    page.draw_polyline(pts, width=0.7)


def _ground(page, x: float, y: float) -> None:
    for k, half in enumerate((7, 4.5, 2)):
        page.draw_line((x - half, y + 2.5 * k), (x + half, y + 2.5 * k), width=0.8)


def _leader(page, x0: float, y0: float, x1: float, y1: float) -> None:
    page.draw_line((x0, y0), (x1, y1), width=0.35)
    page.draw_circle((x1, y1), 0.9, width=0.3, fill=BLACK)


# ---------------------------------------------------------------- single-line diagram
def _branch(page, y_label: float, label: str, count: int, tag_y: float) -> None:
    _t(page, 46, y_label, label, 5.6, "hebo")
    top = y_label + 6
    xs = [46, 72, 98, 124, 182]
    for i, x in enumerate(xs):
        _module(page, x, top)
        mx = x + 5
        page.draw_line((x + 11, top + 32), (x + 11, top + 36), width=0.5)
        _micro(page, mx, top + 36)
        page.draw_line((x + 11, top + 48), (x + 11, tag_y), width=0.5)
    # break between the fourth module and the last
    for dx in (0, 6):
        page.draw_line((152 + dx, top + 4), (158 + dx, top + 28), width=0.4)
    _t(page, 151, top + 20, "...", 7, "helv")
    page.draw_line((40, tag_y), (238, tag_y), width=0.9)
    page.draw_rect(pymupdf.Rect(37, tag_y - 3, 41, tag_y + 3), width=0.5, fill=BLACK)       # terminator
    _t(page, 46, tag_y + 10, f"({count}) HV-410M-108H MODULES W/ ({count}) NMI-300-2US MICROINVERTERS", 5.0)
    _circle_tag(page, 214, tag_y, "1")


def _sld(page) -> None:
    # array boundary and the two branch circuits
    page.draw_rect(pymupdf.Rect(34, 46, 262, 246), width=0.6, dashes="[6 2 1 2] 0")
    _t(page, 36, 42, "ROOF - ARRAY BOUNDARY (NEC 690.12)", 5.0, "helv", GREY)
    _branch(page, 56, "BRANCH CIRCUIT 1 - ARRAY 1, SOUTH ROOF (AZ 182\u00b0)", 13, 122)
    _branch(page, 156, "BRANCH CIRCUIT 2 - ARRAY 2, WEST ROOF (AZ 272\u00b0)", 11, 222)
    _leader(page, 45, 240, 39, 225)
    _t(page, 47, 242, "TRUNK TERMINATOR (TYP.)", 4.6)
    # junction box on the roof
    page.draw_rect(pymupdf.Rect(226, 136, 250, 156), width=0.9)
    _ct(page, 238, 148.5, "JB", 6, "hebo")
    page.draw_line((238, 122), (238, 136), width=0.9)
    page.draw_line((238, 222), (238, 156), width=0.9)
    _t(page, 267, 182, "(N) NEMA 3R J-BOX", 4.8)
    _t(page, 267, 188, "ON ROOF: TC-ER TO", 4.8)
    _t(page, 267, 194, "THWN-2 TRANSITION", 4.8)
    _leader(page, 266, 185, 249, 155)
    # conduit to the combiner
    page.draw_line((250, 146), (318, 146), width=1.4)
    _circle_tag(page, 290, 146, "2")
    _t(page, 266, 160, "3/4\" EMT, 7/8\" MIN.", 4.8)
    _t(page, 266, 166, "ABOVE ROOF", 4.8)
    # AC combiner
    cx0, cy0, cx1, cy1 = 318, 104, 394, 236
    page.draw_rect(pymupdf.Rect(cx0, cy0, cx1, cy1), width=1.0)
    _t(page, 318, 80, "(N) AC COMBINER", 5.8, "hebo")
    _t(page, 318, 87, "NOVUS NAC-3, 80A BUS", 5.2)
    _t(page, 318, 94, "240V, NEMA 3R", 5.2)
    page.draw_line((376, 118), (376, 224), width=2.0)                       # bus
    _t(page, 379, 122, "BUS", 4.4)
    page.draw_line((318, 146), (322, 146), width=0.7)
    page.draw_line((322, 130), (322, 170), width=0.7)
    for y, rating, what in ((130, "20A/2P", "BR. 1"), (170, "20A/2P", "BR. 2")):
        page.draw_line((322, y), (340, y), width=0.7)
        _breaker(page, 340, y, 358)
        page.draw_line((358, y), (376, y), width=0.7)
        _t(page, 340, y + 8, rating, 4.8)
        _t(page, 325, y - 3, what, 4.4)
    page.draw_rect(pymupdf.Rect(323, 202, 339, 216), width=0.6)
    _ct(page, 331, 211, "GW", 4.8, "hebo")
    page.draw_line((339, 209), (340, 209), width=0.7)
    _breaker(page, 340, 209, 358)
    page.draw_line((358, 209), (376, 209), width=0.7)
    _t(page, 324, 227, "15A/2P GATEWAY", 4.4)
    page.draw_line((376, 165), (394, 165), width=0.7)
    _hexagon(page, 356, 246, "L8")
    page.draw_rect(pymupdf.Rect(306, 76, 644, 362), width=0.5, color=GREY, dashes="[6 2 1 2 1 2] 0")
    _t(page, 310, 358, "EXTERIOR - EAST WALL OF GARAGE", 4.8, "helv", GREY)
    # to the AC disconnect
    page.draw_line((394, 165), (440, 165), width=1.4)
    _circle_tag(page, 416, 165, "3")
    page.draw_rect(pymupdf.Rect(440, 140, 492, 190), width=1.0)
    page.draw_line((440, 165), (452, 165), width=0.7)
    page.draw_circle((453, 165), 1.4, width=0.6)
    page.draw_circle((479, 165), 1.4, width=0.6)
    page.draw_line((454, 164), (475, 152), width=1.0)
    page.draw_line((480, 165), (492, 165), width=0.7)
    _t(page, 430, 112, "(N) PV AC DISCONNECT", 5.8, "hebo")
    _t(page, 430, 119, "60A, 240V, 2P, NON-FUSED", 5.2)
    _t(page, 430, 126, "NEMA 3R, LOCKABLE,", 5.2)
    _t(page, 430, 133, "VISIBLE-BLADE", 5.2)
    _t(page, 442, 198, "RAPID SHUTDOWN", 4.6)
    _t(page, 442, 204, "INITIATOR", 4.6)
    for i, tag in enumerate(("L1", "L5", "L6")):
        _hexagon(page, 450 + 16 * i, 216, tag)
    # to the main service panel
    page.draw_line((492, 165), (532, 165), width=1.4)
    _circle_tag(page, 512, 165, "4")
    mx0, my0, mx1, my1 = 532, 100, 612, 300
    page.draw_rect(pymupdf.Rect(mx0, my0, mx1, my1), width=1.2)
    page.draw_line((580, 126), (580, 286), width=2.4)                       # busbar
    page.draw_line((580, 82), (580, 106), width=1.2)
    _vbreaker(page, 580, 106, 124)
    page.draw_line((580, 124), (580, 126), width=1.2)
    _t(page, 536, 112, "200A/2P", 5.0, "hebo")
    _t(page, 536, 118, "MAIN", 5.0, "hebo")
    for k in range(5):
        y = 146 + 20 * k
        page.draw_line((580, y), (590, y), width=0.6)
        _breaker(page, 590, y, 600)
        page.draw_line((600, y), (608, y), width=0.6)
    _t(page, 586, 252, "(E) LOADS", 4.4)
    page.draw_line((532, 165), (548, 165), width=0.9)
    page.draw_line((548, 165), (548, 272), width=0.9)
    page.draw_line((548, 272), (558, 272), width=0.9)
    _breaker(page, 558, 272, 576)
    page.draw_line((576, 272), (580, 272), width=0.9)
    _t(page, 552, 284, "40A/2P PV", 4.8, "hebo")
    _t(page, 552, 290, "BACKFEED", 4.8, "hebo")
    _t(page, 536, 310, "(E) MAIN SERVICE PANEL", 5.8, "hebo")
    _t(page, 536, 317, "200A BUSBAR, 200A MAIN", 5.2)
    _t(page, 536, 324, "120/240V, 1PH, 3W", 5.2)
    for i, tag in enumerate(("L2", "L4", "L7")):
        _hexagon(page, 624, 110 + 16 * i, tag)
    _hexagon(page, 624, 262, "L3")
    # point of interconnection
    _t(page, 438, 262, "POINT OF INTERCONNECTION", 5.2, "hebo")
    _t(page, 438, 269, "LOAD-SIDE, NEC 705.12(B)(3)(2)", 4.8)
    _leader(page, 512, 271, 560, 274)
    # utility meter and service
    page.draw_circle((580, 70), 11, width=0.9)
    _ct(page, 580, 72.5, "kWh", 6, "hebo")
    page.draw_line((580, 59), (580, 36), width=1.2)
    _t(page, 584, 40, "TO UTILITY", 5.0)
    _t(page, 472, 50, "(E) UTILITY METER", 5.6, "hebo")
    _t(page, 472, 57, "BI-DIRECTIONAL NET METER", 5.0)
    _t(page, 472, 63, "BY TREASURE VALLEY POWER", 5.0)
    _t(page, 472, 69, "(E) 120/240V UNDERGROUND SVC.", 5.0)
    # grounding
    page.draw_line((612, 290), (630, 290), width=0.9)
    page.draw_line((630, 290), (630, 334), width=0.9)
    _circle_tag(page, 630, 312, "5")
    _ground(page, 630, 334)
    _t(page, 566, 345, "(E) GROUNDING ELECTRODE", 4.6)
    _t(page, 566, 351, "SYSTEM - VERIFY, NOTE 10", 4.6)
    # legend
    lx, ly = 40, 262
    _t(page, lx, ly, "LEGEND", 6.2, "hebo")
    page.draw_line((lx, ly + 1.5), (lx + 25, ly + 1.5), width=0.5)
    _circle_tag(page, lx + 6, ly + 11, "#")
    _t(page, lx + 16, ly + 13, "CONDUCTOR TAG (SEE SCHEDULE)", 4.8)
    _hexagon(page, lx + 6, ly + 25, "L#")
    _t(page, lx + 16, ly + 27, "PLACARD TAG, SEE PLACARDS", 4.8)
    _module(page, lx + 1, ly + 32, 10, 14)
    _t(page, lx + 16, ly + 42, "PV MODULE", 4.8)
    _micro(page, lx + 1, ly + 50, 10)
    _t(page, lx + 16, ly + 58, "MICROINVERTER (MLPE)", 4.8)
    x2 = lx + 132
    _ground(page, x2 + 6, ly + 8)
    _t(page, x2 + 18, ly + 13, "GROUNDING ELECTRODE", 4.8)
    page.draw_line((x2, ly + 25), (x2 + 13, ly + 25), width=0.6, dashes="[6 2 1 2] 0")
    _t(page, x2 + 18, ly + 27, "ARRAY BOUNDARY", 4.8)
    _breaker(page, x2 + 1, ly + 40, x2 + 12)
    _t(page, x2 + 18, ly + 42, "CIRCUIT BREAKER", 4.8)
    _t(page, x2, ly + 58, "(E) EXISTING   (N) NEW", 4.8)
    # view title
    _circle_tag(page, 46, 346, "1", r=8, size=9)
    _t(page, 60, 345, "SINGLE-LINE DIAGRAM", 9.5, "hebo")
    page.draw_line((58, 349), (330, 349), width=1.0)
    _t(page, 60, 357, "SCALE: NTS", 5.6)


# ---------------------------------------------------------------- tables
def _grid(page, x0: float, y0: float, widths: list[float], rows: list[tuple], row_h: float,
          size: float, font: str = "helv", head_rows: int = 0, head_h: float | None = None,
          center_cols: tuple = ()) -> float:
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    y = y0
    page.draw_line((xs[0], y), (xs[-1], y), width=0.9)
    for r, cells in enumerate(rows):
        h = head_h if (r < head_rows and head_h) else row_h
        for c, cell in enumerate(cells):
            if not cell:
                continue
            lines = cell if isinstance(cell, tuple) else (cell,)
            lines = [ln for ln in lines if ln]
            f = "hebo" if r < head_rows else font
            for k, ln in enumerate(lines):
                ty = y + (h - len(lines) * (size + 1)) / 2 + (size + 1) * (k + 1) - 1.2
                if r < head_rows or c in center_cols:
                    _ct(page, (xs[c] + xs[c + 1]) / 2, ty, ln, size, f)
                else:
                    _t(page, xs[c] + 2.5, ty, ln, size, f)
        y += h
        page.draw_line((xs[0], y), (xs[-1], y), width=0.7 if r == head_rows - 1 else 0.35)
    page.draw_line((xs[0], y), (xs[-1], y), width=0.9)
    for i, x in enumerate(xs):
        page.draw_line((x, y0), (x, y), width=0.9 if i in (0, len(xs) - 1) else 0.35)
    return y


def _schedule(page, x: float, y: float) -> float:
    _table_title(page, x, y, "CONDUCTOR & CONDUIT SCHEDULE")
    rows = [tuple(h for h in head) for head in SCHEDULE_HEAD]
    head = tuple(tuple(v for v in h) for h in SCHEDULE_HEAD)
    end = _grid(page, x, y + 6, SCHEDULE_WIDTHS, [head] + SCHEDULE_ROWS, 11.5, 5.6,
                head_rows=1, head_h=15, center_cols=(0, 3, 4, 8, 9))
    del rows
    # circle the tags as drawn on the diagram
    for i in range(len(SCHEDULE_ROWS)):
        page.draw_circle((x + 11, y + 6 + 15 + 11.5 * i + 5.75), 4.3, width=0.5)
    _t(page, x, end + 8, "NOTES: 1. CONDUCTORS COPPER U.O.N.  2. TAG 1 EGC BONDS RAILS AND MODULE FRAMES ONLY "
       "(MICROINVERTERS ARE DOUBLE-INSULATED).  3. CONDUIT SIZES ARE MINIMUM; CONTRACTOR MAY UPSIZE.", 4.8)
    return end


def _spec_table(page, x: float, y: float, title: str, rows: list[tuple[str, str]], widths: list[float]) -> float:
    _table_title(page, x, y, title, 6.6)
    head = ("PARAMETER", "VALUE")
    return _grid(page, x, y + 5, widths, [head] + rows, 9.2, 5.3, head_rows=1, head_h=10)


def _ampacity(page, x: float, y: float) -> float:
    _table_title(page, x, y, "CONDUCTOR AMPACITY & VOLTAGE DROP", 6.6)
    head = (("TAG",), ("MAX", "CURRENT"), ("x 1.25",), ("OCPD",), ("CONDUCTOR",), ("90\u00b0C", "AMP."),
            ("TEMP.", "CORR."), ("FILL", "ADJ."), ("DERATED", "AMP."), ("75\u00b0C", "TERM."), ("V-DROP",))
    ocpd = {"1": "20 A", "2": "20 A", "3": "40 A", "4": "40 A"}
    rows = [head]
    for tag, amps, cond, a90, tc, fill, a75, length, ohms in AMPACITY:
        derated = a90 * tc * fill
        vd = "--" if length is None else f"{2 * length * amps * ohms / 1000 / 240 * 100:.2f}%"
        rows.append((tag, f"{amps:.2f} A", f"{amps * 1.25:.2f} A", ocpd[tag], cond, f"{a90} A", f"{tc:.2f}",
                     f"{fill:.2f}", f"{derated:.2f} A", f"{a75} A", vd))
    end = _grid(page, x, y + 5, [18, 34, 34, 26, 50, 28, 28, 26, 38, 30, 32], rows, 9.5, 5.2,
                head_rows=1, head_h=15, center_cols=tuple(range(11)))
    for i, line in enumerate([
        "TEMP. CORRECTION PER NEC 310.15(B)(1) AT 36\u00b0C (ASHRAE 2% HIGH); FILL ADJ. PER 310.15(C)(1),",
        "4 CURRENT-CARRYING CONDUCTORS = 0.80. V-DROP AT 240V, 2-WAY LENGTH; MAX 2% TOTAL AC.",
    ]):
        _t(page, x, end + 7 + 6 * i, line, 4.6)
    return end + 14


def _calcs(page, x: float, y: float) -> None:
    _table_title(page, x, y, "STRING / VOLTAGE CALCULATIONS")
    f, s = "cour", 5.6
    voc, vmp, tc_v, tc_p = 37.30, 31.20, -0.0026, -0.0034
    tmin, thigh = -18, 36
    k = 1 + (tmin - 25) * tc_v
    vmax = voc * k
    tcell = thigh + 35
    vmin = vmp * (1 + (tcell - 25) * tc_p)
    lines = [
        ("hebo", "DESIGN CONDITIONS - BOISE AIR TERMINAL (ASHRAE)"),
        (f, f"EXTREME ANNUAL MEAN MIN. DRY BULB (Tmin) = {tmin} \u00b0C"),
        (f, f"2% AVG. HIGH DRY BULB (Thigh)          = {thigh} \u00b0C"),
        ("hebo", "MAX MODULE Voc AT DESIGN LOW TEMP. - NEC 690.7(A)(1)"),
        (f, "Voc,max = Voc x [1 + (Tmin - 25) x TCvoc]"),
        (f, f"        = {voc:.2f} V x [1 + ({tmin} - 25) x ({tc_v:.4f})]"),
        (f, f"        = {voc:.2f} V x {k:.4f} = {vmax:.2f} V"),
        (f, f"{vmax:.2f} V < 60 V MICRO MAX DC INPUT ........ OK"),
        ("hebo", f"MIN MODULE Vmp AT HIGH TEMP. (Tcell = {thigh} + 35 = {tcell} \u00b0C)"),
        (f, f"Vmp,min = {vmp:.2f} V x [1 + ({tcell} - 25) x ({tc_p:.4f})] = {vmin:.2f} V"),
        (f, f"{vmin:.2f} V > 25 V MPPT MINIMUM ............. OK"),
        (f, "MODULE Isc 13.95 A < 15 A MICRO MAX INPUT ... OK"),
    ]
    yy = y + 11
    for font, ln in lines:
        if font == "hebo":
            yy += 2
            _t(page, x, yy, ln, 5.4, "hebo")
        else:
            _t(page, x + 6, yy, ln, s, f)
        yy += 7.6
    yy += 2
    head = (("BRANCH",), ("ARRAY",), ("QTY", "MICROS"), ("MAX CONT.", "CURRENT"), ("x 1.25",), ("OCPD",))
    rows = [head,
            ("BR. 1", "ARRAY 1 - SOUTH", "13", "15.99 A", "19.99 A", "20 A"),
            ("BR. 2", "ARRAY 2 - WEST", "11", "13.53 A", "16.91 A", "20 A"),
            ("TOTAL", "SYSTEM OUTPUT", "24", "29.52 A", "36.90 A", "40 A")]
    yy = _grid(page, x, yy, [36, 82, 34, 44, 40, 34], rows, 9.5, 5.4, head_rows=1, head_h=14,
               center_cols=(0, 2, 3, 4, 5))
    _t(page, x, yy + 7, "MICRO OUTPUT CURRENT 1.23 A EACH; BRANCH MAX 13 MICROS PER 20A CIRCUIT.", 4.8)
    _t(page, x, yy + 13, "DC SYSTEM SIZE: 24 x 410 W = 9,840 W; AC: 24 x 295 VA = 7,080 W.", 4.8)

    # 120% rule
    by = yy + 30
    _table_title(page, x, by, "120% RULE - BUSBAR CALCULATION")
    rows = [
        ("(A) MSP BUSBAR RATING", "200 A"),
        ("(B) MAIN BREAKER RATING", "200 A"),
        ("(C) PV BACKFEED BREAKER", "40 A"),
        ("(A) x 1.20", "240 A"),
        ("MAX. PV BREAKER = (A x 1.20) - (B)", "40 A"),
    ]
    end = _grid(page, x, by + 6, [190, 80], rows, 9.5, 5.6, center_cols=(1,))
    _t(page, x, end + 9, "(B) + (C) = 200 A + 40 A = 240 A  <=  240 A ..... COMPLIES", 5.8, "cour")
    _t(page, x, end + 17, "LOAD-SIDE CONNECTION PER NEC 705.12(B)(3)(2); PV BREAKER AT OPPOSITE END OF BUS.", 4.8)
    _t(page, x, end + 23, "NO MAIN BREAKER DERATE REQUIRED.", 4.8)


def _notes(page, x: float, y: float, width: float) -> None:
    _t(page, x, y, "ELECTRICAL NOTES", 7.0, "hebo")
    page.draw_line((x, y + 2.5), (x + _len("ELECTRICAL NOTES", 7.0, "hebo"), y + 2.5), width=0.6)
    yy = y + 12
    size = 5.4
    for i, note in enumerate(NOTES, 1):
        _t(page, x, yy, f"{i}.", size)
        for ln in _wrap(note, width - 12, size):
            _t(page, x + 11, yy, ln, size)
            yy += 6.6
        yy += 2.2


# ---------------------------------------------------------------- placards
HEAD_SZ, BODY_SZ, GAP = 8.0, 6.0, 4.0


def _placard_h(header: str, body: list[str]) -> float:
    return 9 + HEAD_SZ + GAP + len(body) * (BODY_SZ + GAP)


def _placard(page, x: float, y: float, w: float, tag: str, header: str, body: list[str], where: str,
             code: str) -> None:
    lines = [(header, HEAD_SZ)] + [(b, BODY_SZ) for b in body]
    h = _placard_h(header, body)
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + h), width=1.1, color=RED, fill=(1, 1, 1))
    page.draw_rect(pymupdf.Rect(x + 2, y + 2, x + w - 2, y + h - 2), width=0.4, color=RED)
    cy = y + 4
    for text, sz in lines:
        cy += sz + GAP
        fit = sz
        while _spaced_len(text, fit, "hebo", fit * 0.3) > w - 10 and fit > 3.5:
            fit -= 0.2
        _spaced_c(page, x + w / 2, cy, text, fit, "hebo", RED)
    if header == "WARNING":
        page.draw_line((x + 8, y + 17.5), (x + w - 8, y + 17.5), width=0.3, color=RED)
    _hexagon(page, x + 8, y + h + 10, tag)
    _t(page, x + 18, y + h + 9, f"LOCATION: {where}", 5.0)
    _t(page, x + 18, y + h + 15, f"PER {code}", 5.0)


def _placards(page, x: float, y: float) -> None:
    _table_title(page, x, y, "PLACARDS & WARNING LABELS", 7.0)
    _t(page, x + 190, y, "LABELS: RED ENGRAVED PHENOLIC ON WHITE, UV-RESISTANT, RIVETED.", 4.8)
    _t(page, x + 190, y + 6, "NO HAND-WRITTEN LABELS. LETTER HEIGHT 3/8\" MIN. HEADER.", 4.8)
    w = 184
    cols = [x, x + w + 12]
    ys = [y + 12, y + 12]
    for tag, header, body, where, code in PLACARDS:
        c = 0 if ys[0] <= ys[1] else 1
        _placard(page, cols[c], ys[c], w, tag, header, body, where, code)
        ys[c] += _placard_h(header, body) + 30
    ny = ys[0] + 4
    _t(page, cols[0], ny, "PLACARD NOTES", 5.6, "hebo")
    ny += 8
    for i, note in enumerate(PLACARD_NOTES, 1):
        _t(page, cols[0], ny, f"{i}.", 4.9)
        for ln in _wrap(note, w - 8, 4.9):
            _t(page, cols[0] + 8, ny, ln, 4.9)
            ny += 6


# ---------------------------------------------------------------- title block
def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(18, 18, W - 18, H - 18), width=1.6)
    page.draw_line((TB, 18), (TB, H - 18), width=1.2)
    x, r = TB + 6, W - 18
    # contractor
    page.draw_circle((x + 10, 36), 7, width=0.8, color=(0.9, 0.55, 0.0))
    for a in range(0, 360, 45):
        ca, sa = math.cos(math.radians(a)), math.sin(math.radians(a))
        page.draw_line((x + 10 + 9 * ca, 36 + 9 * sa), (x + 10 + 12 * ca, 36 + 12 * sa), width=0.7,
                       color=(0.9, 0.55, 0.0))
    _t(page, x + 26, 35, "SAWTOOTH SUN", 11.5, "tibo")
    _t(page, x + 26, 45, "ELECTRIC, LLC", 8.5, "tibo")
    for i, ln in enumerate(["SOLAR DESIGN / BUILD - RESIDENTIAL & AG", "2716 W. FAIRVIEW AVE., SUITE 4",
                            "MERIDIAN, ID 83642", "(208) 555-0143  |  sawtoothsun.example"]):
        _t(page, x, 58 + 6.5 * i, ln, 5.0)
    _t(page, x, 90, "ID ELECTRICAL CONTRACTOR LIC. NO. C-047318", 5.0, "hebo")
    _t(page, x, 96.5, "NABCEP PVIP NO. PV-081524-004471", 5.0)
    page.draw_line((TB, 102), (r, 102), width=0.8)

    def field(y: float, cap: str, vals: list[str], size: float = 6.2, font: str = "helv") -> float:
        _t(page, x, y, cap, 4.4, "helv", GREY)
        for i, v in enumerate(vals):
            _t(page, x, y + 7.5 + (size + 1.6) * i, v, size, font)
        return y + 7.5 + (size + 1.6) * len(vals) + 3

    y = field(112, "PROJECT", ["OKAFOR RESIDENCE - ROOFTOP PV"], 6.6, "hebo")
    y = field(y, "HOMEOWNER", ["DANIEL & ROSA OKAFOR"])
    y = field(y, "SITE ADDRESS", ["4182 N. CASCADE RIM WAY", "BOISE, ID 83714"])
    y = field(y, "APN", ["R7334510220"])
    _t(page, x + 80, y - 13, "AHJ", 4.4, "helv", GREY)
    _t(page, x + 80, y - 5.5, "CITY OF BOISE", 6.2)
    y = field(y, "UTILITY", ["TREASURE VALLEY POWER"])
    page.draw_line((TB, y), (r, y), width=0.8)
    y += 9
    _t(page, x, y, "SYSTEM SIZE", 4.4, "helv", GREY)
    _t(page, x, y + 10, "9.84 kW DC / 7.08 kW AC", 8.6, "hebo")
    _t(page, x, y + 18, "(24) HELIOVANT HV-410M-108H (410 W)", 5.0)
    _t(page, x, y + 24, "(24) NOVUS NMI-300-2US MICROINVERTERS", 5.0)
    _t(page, x, y + 30, "ROOF: COMP. SHINGLE, 1 LAYER", 5.0)
    y += 36
    page.draw_line((TB, y), (r, y), width=0.8)
    # sheet index
    y += 9
    _t(page, x, y, "SHEET INDEX", 5.4, "hebo")
    for i, (no, title) in enumerate([("PV-1", "COVER SHEET & SITE PLAN"), ("PV-2", "ROOF PLAN & ATTACHMENT DETAILS"),
                                     ("PV-3", "ELECTRICAL"), ("PV-4", "EQUIPMENT SPEC SHEETS")]):
        _t(page, x, y + 8 + 6.6 * i, no, 5.2, "hebo" if no == "PV-3" else "helv")
        _t(page, x + 22, y + 8 + 6.6 * i, title, 5.2, "hebo" if no == "PV-3" else "helv")
    y += 36
    page.draw_line((TB, y), (r, y), width=0.8)
    # revisions
    y += 9
    _t(page, x, y, "REVISIONS", 5.4, "hebo")
    y += 3
    widths = [14, 86, 40, 20]
    rows = [("REV", "DESCRIPTION", "DATE", "BY")] + REVISIONS + [("", "", "", "")]
    y = _grid(page, x - 2, y, widths, rows, 9, 4.9, head_rows=1, head_h=9, center_cols=(0, 2, 3))
    y += 8
    # signature box
    page.draw_rect(pymupdf.Rect(x, y, r - 6, y + 62), width=0.5)
    _t(page, x + 3, y + 7, "CONTRACTOR SIGNATURE / STAMP", 4.4, "helv", GREY)
    page.draw_line((x + 10, y + 48), (r - 16, y + 48), width=0.4)
    _t(page, x + 10, y + 55, "K. MARQUARDT, DESIGNER", 4.6)
    y += 70
    page.draw_line((TB, y), (r, y), width=0.8)
    # data fields
    y += 8

    def pair(yy: float, a: tuple[str, str], b: tuple[str, str]) -> None:
        _t(page, x, yy, a[0], 4.4, "helv", GREY)
        _t(page, x, yy + 8, a[1], 6.0)
        _t(page, x + 82, yy, b[0], 4.4, "helv", GREY)
        _t(page, x + 82, yy + 8, b[1], 6.0)

    pair(y, ("DRAWN BY", "KM"), ("CHECKED BY", "JT"))
    pair(y + 18, ("DATE", "04/02/2025"), ("JOB NO.", "SSE-25-0318"))
    pair(y + 36, ("SCALE", "NTS"), ("PAPER SIZE", "ANSI B (11\" x 17\")"))
    y += 56
    page.draw_line((TB, y), (r, y), width=0.8)
    y += 8
    _t(page, x, y, "SHEET TITLE", 4.4, "helv", GREY)
    _t(page, x, y + 12, "ELECTRICAL", 10, "hebo")
    _t(page, x, y + 21, "SINGLE-LINE DIAGRAM,", 6.0)
    _t(page, x, y + 28, "CALCULATIONS & PLACARDS", 6.0)
    y += 36
    page.draw_line((TB, y), (r, y), width=0.8)
    y += 8
    page.draw_rect(pymupdf.Rect(x + 10, y, r - 16, y + 22), width=1.0, color=RED)
    _ct(page, (x + r - 6) / 2, y + 9.5, "PERMIT SET", 7.5, "hebo", RED)
    _ct(page, (x + r - 6) / 2, y + 17.5, "NOT FOR CONSTRUCTION UNTIL APPROVED BY AHJ", 4.3, "helv", RED)
    y += 32
    for i, ln in enumerate(["\u00a9 2025 SAWTOOTH SUN ELECTRIC, LLC. THESE DRAWINGS",
                            "ARE INSTRUMENTS OF SERVICE AND THE PROPERTY OF",
                            "THE CONTRACTOR; DO NOT REPRODUCE WITHOUT CONSENT."]):
        _t(page, x, y + 6 * i, ln, 4.2, "helv", GREY)
    y += 20
    page.draw_line((TB, y), (r, y), width=0.8)
    _t(page, x, y + 8, "SHEET NUMBER", 4.4, "helv", GREY)
    _t(page, x + 14, H - 36, "PV-3", 30, "hebo")
    _t(page, x + 112, H - 28, "3 OF 4", 6.0)


def solar_pv_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _sld(page)
    _schedule(page, 30, 376)
    _notes(page, 30, 482, 300)
    _calcs(page, 342, 482)
    # right column
    _spec_table(page, 650, 36, "MODULE SPECIFICATIONS", MODULE_ROWS, [104, 82])
    _spec_table(page, 846, 36, "INVERTER SPECIFICATIONS", INVERTER_ROWS, [100, 84])
    _ampacity(page, 650, 222)
    _placards(page, 650, 318)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
