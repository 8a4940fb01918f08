"""A US architectural accessible parking and route plan (AS-102, ANSI D 34x22 in, landscape) for a
two-storey medical office building with an urgent care suite, drawn the way an architect's office
exports one from CAD: the site plan at 1" = 30'-0" with the street and public sidewalk along the
north, a patient / visitor lot (LOT A, rows A1..A5) north and east of the building and a staff lot
(LOT B, rows B1..B3) south of it, each parking row tagged in a box and its stall count written
along the row (`(24) STALLS @ 9'-0"`), accessible stalls with hatched access aisles and the
wheelchair symbol, van-accessible stalls marked VAN, curb ramps tagged CR-1 .. CR-4 (CR-4 at both
ends of the crosswalk), the accessible route drawn as a heavy dashed line with slope arrows and
percentages (one ramp segment at 7.1%), the three building entrances, bike racks at the main and
staff entrances, an EV parking group of six stalls at the east end of row A1 with its pedestals,
hexagon keynotes, light poles, trees, dimension strings, a north arrow and a graphic scale.

To the right: the PARKING TABULATION split into two side-by-side halves (the second headed
"PARKING TABULATION (CONT.)" with the header row repeated, the TOTAL row only in the second half),
its numeric columns right-aligned and some cells carrying footnote markers (`52*`, `30 (a)`,
`6 (b)`), the footnotes listed under it; an ACCESSIBLE PARKING table per parking facility (2010 ADA
208.2 / 208.2.4), one cell carrying a raised superscript letter; a CURB RAMP SCHEDULE; an enlarged
plan of the typical accessible stalls at 1/8" = 1'-0"; accessibility notes 1..12 citing ICC A117.1
and 2010 ADA sections; sheet keynotes; site data; an EV parking summary and a legend.
The title block is a strip along the bottom (firm, civil consultant, project, owner, revisions,
dates and numbers, sheet title, sheet number).

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round67-drawn.jsonl`)
were written blind, before drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2448, 1584                 # ANSI D, 34 x 22 in, landscape
TB_TOP = 1430                     # title block strip along the bottom
S = 2.4                           # 1" = 30'-0": 72 pt per 30 ft
OX, OY = 150, 170                 # page point of the site origin (north-west property corner)
GREY = (0.45, 0.45, 0.45)
LIGHT = (0.7, 0.7, 0.7)

FT = "'"
IN = '"'

# ------------------------------------------------------------------------------------------------
# tables

TAB_HEAD = ("USE", "AREA / UNITS", "RATIO REQUIRED", "STALLS|REQ'D", "STALLS|PROV'D")
TAB_LEFT = [
    ("MEDICAL OFFICE - LEVEL 1", "9,800 SF", "1 / 200 SF", "49", "52*"),
    ("MEDICAL OFFICE - LEVEL 2", "8,600 SF", "1 / 200 SF", "43", "44"),
    ("URGENT CARE", "4,200 SF", "1 / 150 SF", "28", "30 (a)"),
    ("IMAGING / LABORATORY", "2,100 SF", "1 / 300 SF", "7", "8"),
]
TAB_RIGHT = [
    ("PHARMACY (RETAIL)", "1,400 SF", "1 / 250 SF", "6 (b)", "6"),
    ("ADMINISTRATIVE OFFICE", "900 SF", "1 / 300 SF", "3", "4"),
    ("", "", "", "", ""),
    ("TOTAL", "27,000 SF", "", "136", "144"),
]
TAB_FOOT = [
    "*   INCLUDES (6) EV STALLS IN ROW A1; SEE EV PARKING SUMMARY THIS SHEET.",
    "(a) INCLUDES (4) 15-MINUTE PATIENT DROP-OFF STALLS AT URGENT CARE ENTRANCE (ROW A5).",
    "(b) 1,400 SF / 250 = 5.6; FRACTIONAL STALLS ROUNDED UP PER MARLOW SPRINGS ZONING CODE 17.64.040.",
    "RATIOS PER ZONING CODE TABLE 17.64-1. NO SHARED-PARKING REDUCTION TAKEN.",
]

ACC_HEAD = ("PARKING FACILITY", "TOTAL|STALLS", "ACCESSIBLE|REQ'D (208.2)", "ACCESSIBLE|PROV'D",
            "VAN ACC.|REQ'D (208.2.4)", "VAN ACC.|PROV'D")
ACC_ROWS = [
    ("LOT A - PATIENT / VISITOR (NORTH)", "86", "4", "6^c", "1", "2"),
    ("LOT B - STAFF (SOUTH)", "58", "3", "3", "1", "1"),
    ("TOTAL", "144", "7", "9", "2", "3"),
]
ACC_FOOT = [
    "c  (2) ACCESSIBLE STALLS AT URGENT CARE ENTRANCE (ROW A5) PROVIDED IN ADDITION TO MINIMUM.",
    "ACCESSIBLE STALLS ARE CALCULATED SEPARATELY FOR EACH PARKING FACILITY PER 2010 ADA 208.2",
    "(TABLE 208.2: 51 TO 75 = 3; 76 TO 100 = 4). BUILDING IS NOT A HOSPITAL OUTPATIENT FACILITY;",
    "2010 ADA 208.2.1 DOES NOT APPLY. ONE IN EVERY SIX ACCESSIBLE STALLS IS VAN ACCESSIBLE (208.2.4).",
]

CR_HEAD = ("TAG", "TYPE", "RUNNING|SLOPE MAX", "CROSS|SLOPE MAX", "DETECTABLE WARNING", "DETAIL")
CR_ROWS = [
    ("CR-1", "PERPENDICULAR, FLARED SIDES", "8.33%", "2.0%", "YES - TRUNCATED DOME, YELLOW", "3/AS-501"),
    ("CR-2", "PERPENDICULAR, FLARED SIDES", "8.33%", "2.0%", "YES - TRUNCATED DOME, YELLOW", "3/AS-501"),
    ("CR-3", "PERPENDICULAR, RETURNED CURBS", "8.33%", "2.0%", "YES - TRUNCATED DOME, YELLOW", "4/AS-501"),
    ("CR-4", "BLENDED TRANSITION", "5.0%", "2.0%", "YES - CAST IRON, NATURAL", "5/AS-501"),
]

ACCESS_NOTES = [
    "ACCESSIBLE PARKING SPACES AND ACCESS AISLES SHALL COMPLY WITH 2010 ADA 502 AND ICC A117.1-2017 "
    "SECTION 502. SURFACE SLOPES OF STALLS AND AISLES SHALL NOT EXCEED 1:48 (2.08%) IN ANY DIRECTION.",
    "CAR ACCESSIBLE STALLS: 96\" MIN. WIDTH WITH 60\" MIN. ACCESS AISLE. VAN ACCESSIBLE STALLS: 132\" "
    "MIN. WIDTH WITH 60\" MIN. ACCESS AISLE, OR 96\" MIN. WIDTH WITH 96\" MIN. AISLE (2010 ADA 502.2).",
    "ACCESS AISLES SHALL EXTEND THE FULL LENGTH OF THE STALLS SERVED AND BE MARKED SO AS TO DISCOURAGE "
    "PARKING IN THEM (2010 ADA 502.3.3). SEE KEYNOTE 3 FOR STRIPING.",
    "VAN ACCESSIBLE STALLS, THEIR ACCESS AISLES AND THE VEHICULAR ROUTE TO THEM SHALL PROVIDE 98\" "
    "MIN. VERTICAL CLEARANCE (2010 ADA 502.5; ICC A117.1 502.7).",
    "EACH ACCESSIBLE STALL SHALL BE IDENTIFIED BY A SIGN WITH THE INTERNATIONAL SYMBOL OF ACCESSIBILITY "
    "MOUNTED 60\" MIN. ABOVE FINISH GRADE TO THE BOTTOM OF THE SIGN; VAN STALLS ADD A \"VAN ACCESSIBLE\" "
    "PLAQUE (2010 ADA 502.6). SEE 7/AS-501.",
    "ACCESSIBLE ROUTE RUNNING SLOPE SHALL NOT EXCEED 1:20 AND CROSS SLOPE SHALL NOT EXCEED 1:48 "
    "(ICC A117.1 403.3; 2010 ADA 403.3). ANY SEGMENT STEEPER THAN 1:20 IS A RAMP.",
    "RAMPS: RUNNING SLOPE 1:12 MAX., 30\" MAX. RISE PER RUN, 60\" MIN. LANDINGS, HANDRAILS BOTH SIDES "
    "WHERE RISE EXCEEDS 6\" (2010 ADA 405 AND 505; ICC A117.1 405).",
    "CURB RAMPS PER 2010 ADA 406 AND ICC A117.1 406. FLARED SIDES 1:10 MAX. CURB RAMPS SHALL NOT "
    "PROJECT INTO VEHICULAR TRAFFIC LANES, PARKING STALLS OR ACCESS AISLES (2010 ADA 406.5).",
    "DETECTABLE WARNINGS: TRUNCATED DOMES 24\" DEEP IN THE DIRECTION OF TRAVEL, FULL WIDTH OF THE CURB "
    "RAMP OR BLENDED TRANSITION, CONTRASTING VISUALLY WITH ADJACENT SURFACE (ICC A117.1 705).",
    "CHANGES IN LEVEL ALONG THE ACCESSIBLE ROUTE: 1/4\" MAX. VERTICAL, 1/2\" MAX. BEVELED AT 1:2; "
    "JOINTS AND GRATINGS 1/2\" MAX. OPENING (2010 ADA 302 AND 303).",
    "ACCESSIBLE ROUTE CLEAR WIDTH 36\" MIN. (60\" PROVIDED U.O.N.); PASSING SPACES 60\"x60\" MIN. AT "
    "200 FT MAX. INTERVALS WHERE ROUTE IS LESS THAN 60\" WIDE (2010 ADA 403.5.3).",
    "ACCESSIBLE STALLS SERVING THE BUILDING ARE LOCATED ON THE SHORTEST ACCESSIBLE ROUTE TO AN "
    "ACCESSIBLE ENTRANCE (2010 ADA 208.3.1). CONTRACTOR SHALL VERIFY ALL SLOPES BY AS-BUILT SURVEY "
    "PRIOR TO STRIPING; REPORT ANY SLOPE OVER LIMITS TO ARCHITECT.",
]

KEYNOTES = [
    ("1", "ACCESSIBLE PARKING SIGN ON 2\" GALV. POST IN BOLLARD, SEE 7/AS-501."),
    ("2", "ACCESSIBLE PARKING SIGN WITH \"VAN ACCESSIBLE\" PLAQUE, SEE 7/AS-501."),
    ("3", "4\" WIDE BLUE DIAGONAL STRIPES AT 24\" O.C. IN ACCESS AISLE WITH \"NO PARKING\" STENCIL, 12\" LETTERS."),
    ("4", "INTERNATIONAL SYMBOL OF ACCESSIBILITY PAINTED ON PAVEMENT, 36\"x36\", WHITE ON BLUE."),
    ("5", "INVERTED-U BIKE RACK, STAINLESS STEEL, SURFACE MOUNTED, 36\" O.C. MIN. SEE 9/AS-501."),
    ("6", "DUAL-PORT LEVEL 2 EVSE PEDESTAL ON CONCRETE BASE WITH BOLLARDS. SEE ELECTRICAL."),
    ("7", "PRECAST CONCRETE WHEEL STOP, 6'-0\" LONG, AT STALLS ABUTTING SIDEWALK, TYP."),
    ("8", "HIGH-VISIBILITY CROSSWALK, 24\" WHITE BARS AT 48\" O.C., 8'-0\" WIDE."),
    ("9", "FLUSH CURB AT PATIENT DROP-OFF; DETECTABLE WARNING FULL LENGTH OF FLUSH CURB."),
    ("10", "6\" CONCRETE CURB AND GUTTER, TYP. SEE CIVIL."),
]

SITE_DATA = [
    ("ZONING DISTRICT", "O-2 OFFICE / INSTITUTIONAL"),
    ("SITE AREA", "202,100 SF (4.64 AC)"),
    ("BUILDING AREA", "27,000 GSF (2 STORIES)"),
    ("BUILDING FOOTPRINT", "13,500 SF"),
    ("VEHICLE PARKING REQ'D / PROV'D", "136 / 144"),
    ("BICYCLE PARKING REQ'D", "1 PER 20 STALLS = 8 SPACES"),
    ("BICYCLE PARKING PROV'D", "12 SPACES (6 RACKS)"),
    ("FRONT PARKING SETBACK", "25'-0\""),
]

EV_SUMMARY = [
    "EV PARKING GROUP - ROW A1 (EAST END): (6) EV STALLS TOTAL",
    "(4) EV-INSTALLED STALLS: (2) DUAL-PORT LEVEL 2 EVSE PEDESTALS",
    "(2) EV-CAPABLE STALLS: CONDUIT AND PANEL CAPACITY ONLY",
    "EV STALLS COUNT TOWARD REQUIRED PARKING (ZONING 17.64.090).",
    "EV STALLS ARE NOT DESIGNATED ACCESSIBLE STALLS.",
]

ROUTE_HEAD = ("SEG.", "FROM", "TO", "RUNNING|SLOPE", "CROSS|SLOPE", "REMARKS")
ROUTE_ROWS = [
    ("AR-1", "LARKSPUR PKWY SIDEWALK", "TOP OF WEST WALK RAMP", "1.9%", "1.8%", ""),
    ("AR-2", "TOP OF WEST WALK RAMP", "BOTTOM OF RAMP", "7.1%", "1.5%", "RAMP, 30'-0\" RUN, HANDRAILS"),
    ("AR-3", "BOTTOM OF RAMP", "CROSSWALK (CR-4)", "2.4%", "1.8%", ""),
    ("AR-4", "CROSSWALK (CR-4)", "MID-ISLAND", "1.2%", "1.5%", "MARKED CROSSWALK"),
    ("AR-5", "MID-ISLAND", "ENTRY PLAZA", "4.6%", "1.5%", "NOT A RAMP (< 5%)"),
    ("AR-6", "ENTRY PLAZA", "MAIN ENTRANCE", "1.5%", "1.0%", ""),
    ("AR-7", "ROW A4 AISLES (CR-1, CR-2)", "MAIN ENTRANCE", "1.6%", "1.2%", ""),
    ("AR-8", "ROW A5 AISLE", "URGENT CARE ENTRANCE", "2.0%", "1.0%", "FLUSH CURB"),
    ("AR-9", "ROW B1 AISLES (CR-3)", "STAFF ENTRANCE", "1.8%", "1.5%", ""),
]

SITE_NOTES = [
    ("A", "SEE CIVIL DRAWINGS FOR GRADING, PAVING, UTILITIES AND STORMWATER. THIS SHEET GOVERNS PARKING "
          "LAYOUT, STRIPING, ACCESSIBLE PARKING SIGNAGE AND THE ACCESSIBLE ROUTE."),
    ("B", "STANDARD STALLS 9'-0\" x 18'-0\" WITH 24'-0\" TWO-WAY DRIVE AISLES U.O.N."),
    ("C", "PAVEMENT MARKINGS: 4\" WIDE WHITE TRAFFIC PAINT, TWO COATS. ACCESSIBLE STALL AND AISLE "
          "MARKINGS BLUE."),
    ("D", "DIMENSIONS ARE TO FACE OF CURB OR CENTERLINE OF STRIPE U.O.N."),
    ("E", "SLOPES SHOWN ARE DESIGN SLOPES OF FINISHED SURFACES; SEE ACCESSIBILITY NOTES FOR LIMITS."),
    ("F", "SITE LIGHTING SEE ES-101. LIGHT POLES LP-1 ON 30\" DIA. CONCRETE BASES, TYP."),
    ("G", "EXISTING PUBLIC SIDEWALK ALONG LARKSPUR PARKWAY TO REMAIN; REPLACE DAMAGED PANELS AT DRIVE "
          "APPROACHES PER CITY STANDARD."),
]

REVISIONS = [("1", "CITY PLAN REVIEW RESPONSE", "03/14/2025"), ("2", "ASI-01 DROP-OFF REVISION", "04/22/2025")]


# ------------------------------------------------------------------------------------------------
# drawing primitives

def P(fx: float, fy: float) -> tuple[float, float]:
    """Page point of a site point given in feet east / south of the north-west property corner."""
    return OX + fx * S, OY + fy * S


def R(fx0: float, fy0: float, fx1: float, fy1: float) -> pymupdf.Rect:
    return pymupdf.Rect(*P(fx0, fy0), *P(fx1, fy1))


def t(page, x, y, text, size=7.0, font="helv", rotate=0, color=(0, 0, 0)) -> None:
    page.insert_text((x, y), text, fontsize=size, fontname=font, rotate=rotate, color=color)


def tlen(text, size, font="helv") -> float:
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def tc(page, cx, y, text, size=7.0, font="helv") -> None:
    t(page, cx - tlen(text, size, font) / 2, y, text, size, font)


def tr(page, rx, y, text, size=7.0, font="helv") -> None:
    t(page, rx - tlen(text, size, font), y, text, size, font)


def wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and tlen(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


def line(page, a, b, w=0.5, dashes=None, color=(0, 0, 0)) -> None:
    page.draw_line(a, b, width=w, dashes=dashes, color=color)


def fline(page, a, b, w=0.5, dashes=None, color=(0, 0, 0)) -> None:
    line(page, P(*a), P(*b), w, dashes, color)


def polyline(page, pts, w=0.6, dashes=None, closed=False, color=(0, 0, 0)) -> None:
    pp = [P(*p) for p in pts]
    if closed:
        pp.append(pp[0])
    page.draw_polyline(pp, width=w, dashes=dashes, color=color)


def hatch(page, rect: pymupdf.Rect, step=4.0, w=0.4, color=(0, 0, 0)) -> None:
    """45-degree lines clipped to `rect`."""
    x0, y0, x1, y1 = rect.x0, rect.y0, rect.x1, rect.y1
    c = x0 - y1
    while c < x1 - y0:
        xa, xb = max(x0, y0 + c), min(x1, y1 + c)
        if xb > xa:
            page.draw_line((xa, xa - c), (xb, xb - c), width=w, color=color)
        c += step


def dots(page, rect: pymupdf.Rect, step=2.2) -> None:
    """Truncated-dome field: a grid of small dots."""
    y = rect.y0 + step / 2
    while y < rect.y1:
        x = rect.x0 + step / 2
        while x < rect.x1:
            page.draw_circle((x, y), 0.45, width=0, fill=(0, 0, 0))
            x += step
        y += step


def arrowhead(page, tip, frm, size=6.0, w=0.7, fill=True) -> None:
    dx, dy = tip[0] - frm[0], tip[1] - frm[1]
    n = (dx * dx + dy * dy) ** 0.5 or 1
    ux, uy = dx / n, dy / n
    a = (tip[0] - size * ux + size * 0.38 * uy, tip[1] - size * uy - size * 0.38 * ux)
    b = (tip[0] - size * ux - size * 0.38 * uy, tip[1] - size * uy + size * 0.38 * ux)
    page.draw_polyline([tip, a, b, tip], width=w, fill=(0, 0, 0) if fill else None, closePath=True)


def hexagon(page, cx, cy, tag, r=7.5) -> None:
    pts = [(cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k))) for k in range(7)]
    page.draw_polyline(pts, width=0.6)
    tc(page, cx, cy + 2.4, tag, 6.5 if len(tag) == 1 else 5.5, "hebo")


def ramp_tag(page, x, y, tag, leader_to=None) -> None:
    """A curb ramp tag: text in a round-ended box with a leader to the ramp."""
    w = tlen(tag, 6.5, "hebo") + 8
    r = pymupdf.Rect(x, y - 7, x + w, y + 3)
    page.draw_rect(r, width=0.6, radius=0.4)
    t(page, x + 4, y, tag, 6.5, "hebo")
    if leader_to:
        sx = x if leader_to[0] < x else x + w
        page.draw_line((sx, y - 2), leader_to, width=0.4)
        page.draw_circle(leader_to, 1.0, width=0, fill=(0, 0, 0))


def isa(page, cx, cy, s=5.0) -> None:
    """A pictogram of the international symbol of accessibility, small."""
    page.draw_rect(pymupdf.Rect(cx - s, cy - s, cx + s, cy + s), width=0.4)
    page.draw_circle((cx - 0.6, cy - s * 0.62), s * 0.16, width=0, fill=(0, 0, 0))
    page.draw_line((cx - 0.8, cy - s * 0.4), (cx - 0.8, cy + s * 0.1), width=0.7)
    page.draw_line((cx - 0.8, cy + s * 0.1), (cx + s * 0.45, cy + s * 0.1), width=0.7)
    page.draw_line((cx + s * 0.45, cy + s * 0.1), (cx + s * 0.62, cy + s * 0.6), width=0.7)
    page.draw_circle((cx - 0.6, cy + s * 0.25), s * 0.42, width=0.5)


def tree(page, fx, fy, r=7.0) -> None:
    x, y = P(fx, fy)
    page.draw_circle((x, y), r, width=0.4, color=GREY, dashes="[2 1] 0")
    page.draw_circle((x, y), 1.0, width=0.4, color=GREY)


def light_pole(page, fx, fy) -> None:
    x, y = P(fx, fy)
    page.draw_rect(pymupdf.Rect(x - 2.2, y - 2.2, x + 2.2, y + 2.2), width=0.5)
    page.draw_circle((x, y), 4.5, width=0.3)


def dim_h(page, fx0, fx1, fy, text, size=5.0, off=-2.5) -> None:
    """A horizontal dimension with tick marks, text above the line."""
    a, b = P(fx0, fy), P(fx1, fy)
    line(page, a, b, 0.3)
    for p in (a, b):
        line(page, (p[0] - 1.6, p[1] + 1.6), (p[0] + 1.6, p[1] - 1.6), 0.6)
        line(page, (p[0], p[1] - 3), (p[0], p[1] + 3), 0.25)
    tc(page, (a[0] + b[0]) / 2, a[1] + off, text, size)


def dim_v(page, fx, fy0, fy1, text, size=5.0) -> None:
    a, b = P(fx, fy0), P(fx, fy1)
    line(page, a, b, 0.3)
    for p in (a, b):
        line(page, (p[0] - 1.6, p[1] + 1.6), (p[0] + 1.6, p[1] - 1.6), 0.6)
        line(page, (p[0] - 3, p[1]), (p[0] + 3, p[1]), 0.25)
    w = tlen(text, size)
    t(page, a[0] - 2, (a[1] + b[1]) / 2 + w / 2, text, size, rotate=90)


def slope(page, a, b, label, size=5.5, label_side=1) -> None:
    """A slope arrow pointing downhill from a to b (feet), its percentage beside it."""
    pa, pb = P(*a), P(*b)
    line(page, pa, pb, 0.6)
    arrowhead(page, pb, pa, 5)
    mx, my = (pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2
    if abs(pa[0] - pb[0]) > abs(pa[1] - pb[1]):
        tc(page, mx, my - 3 if label_side > 0 else my + 7, label, size, "hebo")
    else:
        if label_side > 0:
            t(page, mx + 4, my + 2, label, size, "hebo")
        else:
            tr(page, mx - 4, my + 2, label, size, "hebo")


# ------------------------------------------------------------------------------------------------
# plan

def stalls_ns(page, fx0, count, width, fy_curb, fy_open) -> None:
    """A row of 90-degree stalls whose heads are at fy_curb and which open toward fy_open."""
    x = fx0
    for _ in range(count + 1):
        fline(page, (x, fy_curb), (x, fy_open), 0.45)
        x += width


def stall_row_label(page, fx_mid, fy, text, tag=None, size=5.8) -> None:
    x, y = P(fx_mid, fy)
    w = tlen(text, size, "cour")
    page.draw_rect(pymupdf.Rect(x - w / 2 - 2, y - size, x + w / 2 + 2, y + 2), color=None, fill=(1, 1, 1), width=0)
    tc(page, x, y, text, size, "cour")
    if tag:
        tw = tlen(tag, 6, "hebo") + 6
        bx = x - tlen(text, size, "cour") / 2 - tw - 6
        page.draw_rect(pymupdf.Rect(bx, y - 7, bx + tw, y + 2.5), width=0.5)
        t(page, bx + 3, y, tag, 6, "hebo")


def curb_ramp(page, fx0, fx1, fy_top, fy_bot, down_to="south") -> None:
    """A perpendicular curb ramp drawn in plan on the sidewalk: the ramp, its flares, a
    detectable-warning band at the street end, and the arrow down the ramp."""
    r = R(fx0, fy_top, fx1, fy_bot)
    page.draw_rect(r, width=0.5)
    fl = 2.5 * S
    if down_to == "south":                     # street end at the bottom
        page.draw_polyline([(r.x0, r.y1), (r.x0 - fl, r.y1), (r.x0, r.y0)], width=0.4)
        page.draw_polyline([(r.x1, r.y1), (r.x1 + fl, r.y1), (r.x1, r.y0)], width=0.4)
        dots(page, pymupdf.Rect(r.x0, r.y1 - 2 * S, r.x1, r.y1))
        line(page, ((r.x0 + r.x1) / 2, r.y0 + 1), ((r.x0 + r.x1) / 2, r.y1 - 2 * S - 1), 0.4)
        arrowhead(page, ((r.x0 + r.x1) / 2, r.y1 - 2 * S - 1), ((r.x0 + r.x1) / 2, r.y0), 3.5)
    elif down_to == "north":
        page.draw_polyline([(r.x0, r.y0), (r.x0 - fl, r.y0), (r.x0, r.y1)], width=0.4)
        page.draw_polyline([(r.x1, r.y0), (r.x1 + fl, r.y0), (r.x1, r.y1)], width=0.4)
        dots(page, pymupdf.Rect(r.x0, r.y0, r.x1, r.y0 + 2 * S))
        line(page, ((r.x0 + r.x1) / 2, r.y1 - 1), ((r.x0 + r.x1) / 2, r.y0 + 2 * S + 1), 0.4)
        arrowhead(page, ((r.x0 + r.x1) / 2, r.y0 + 2 * S + 1), ((r.x0 + r.x1) / 2, r.y1), 3.5)
    elif down_to == "east":
        dots(page, pymupdf.Rect(r.x1 - 2 * S, r.y0, r.x1, r.y1))
        line(page, (r.x0 + 1, (r.y0 + r.y1) / 2), (r.x1 - 2 * S - 1, (r.y0 + r.y1) / 2), 0.4)
        arrowhead(page, (r.x1 - 2 * S - 1, (r.y0 + r.y1) / 2), (r.x0, (r.y0 + r.y1) / 2), 3.5)
    else:                                       # west
        dots(page, pymupdf.Rect(r.x0, r.y0, r.x0 + 2 * S, r.y1))
        line(page, (r.x1 - 1, (r.y0 + r.y1) / 2), (r.x0 + 2 * S + 1, (r.y0 + r.y1) / 2), 0.4)
        arrowhead(page, (r.x0 + 2 * S + 1, (r.y0 + r.y1) / 2), (r.x1, (r.y0 + r.y1) / 2), 3.5)


ROUTE = "[9 3] 0"


def cloud(page, rect: pymupdf.Rect, step: float = 8.0) -> None:
    """A revision cloud: scallops bulging outward along the four sides of `rect`."""
    corners = [(rect.x0, rect.y0), (rect.x1, rect.y0), (rect.x1, rect.y1), (rect.x0, rect.y1)]
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]):
        length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
        n = max(1, round(length / step))
        dx, dy = (bx - ax) / length, (by - ay) / length
        ox, oy = dy, -dx
        seg = length / n
        for k in range(n):
            p1 = (ax + dx * seg * k, ay + dy * seg * k)
            p2 = (ax + dx * seg * (k + 1), ay + dy * seg * (k + 1))
            c1 = (p1[0] + ox * seg * 0.6, p1[1] + oy * seg * 0.6)
            c2 = (p2[0] + ox * seg * 0.6, p2[1] + oy * seg * 0.6)
            page.draw_bezier(p1, c1, c2, p2, width=0.5, color=GREY)


def route(page, pts) -> None:
    polyline(page, pts, w=1.8, dashes=ROUTE)


def _site(page) -> None:
    # street, public sidewalk, property line
    fline(page, (-8, -46), (438, -46), 0.8)                                   # far curb
    fline(page, (-8, -28), (438, -28), 0.4, "[16 4 4 4] 0", GREY)             # centreline
    fline(page, (-8, -10), (40, -10), 0.8)
    fline(page, (64, -10), (346, -10), 0.8)
    fline(page, (370, -10), (438, -10), 0.8)
    fline(page, (-8, -8), (438, -8), 0.5)                                     # back of walk
    fline(page, (-8, -2), (438, -2), 0.5)
    x, y = P(150, -33)
    t(page, x, y, "LARKSPUR PARKWAY", 11, "hebo")
    t(page, x + 150, y, "(PUBLIC R.O.W. - 80' WIDE, 4 LANES)", 6.5)
    x, y = P(90, -3.5)
    t(page, x, y, "EXISTING 6' PUBLIC SIDEWALK", 5.5, "heit")
    polyline(page, [(0, 0), (430, 0), (430, 470), (0, 470)], w=0.9, dashes="[22 4 4 4 4 4] 0", closed=True)
    x, y = P(300, 3.5)
    t(page, x, y, "PROPERTY LINE", 5.5, "heit")
    t(page, *P(192, 468), "430.00' (P.L.)", 5.5)
    t(page, *P(-3, 250), "470.00' (P.L.)", 5.5, rotate=90)
    fline(page, (64, 25), (346, 25), 0.4, "[6 3] 0", GREY)                    # parking setback
    t(page, *P(140, 23.5), "25'-0\" PARKING SETBACK", 5, "heit")

    # pavement outline and curbed islands
    polyline(page, [(40, -10), (40, 398), (370, 398), (370, -10)], w=0.9)
    polyline(page, [(64, -10), (64, 30), (346, 30), (346, -10)], w=0.9)
    for rx in ((64, 82), (316, 346)):                                         # row A1 end islands
        page.draw_rect(R(rx[0], 30, rx[1], 48), width=0.7)
    for rx in ((82, 100), (316, 334)):                                        # rows A2/A3 end islands
        page.draw_rect(R(rx[0], 72, rx[1], 108), width=0.7)
    for rx in ((82, 100), (289, 307)):                                        # rows B2/B3 end islands
        page.draw_rect(R(rx[0], 338, rx[1], 374), width=0.7)
    polyline(page, [(64, 132), (201, 132), (201, 150), (269, 150), (269, 132), (346, 132), (346, 200),
                    (328, 200), (328, 259), (346, 259), (346, 314), (274, 314), (274, 296), (118, 296),
                    (118, 314), (64, 314)], w=0.9, closed=True)

    # stalls -- LOT A
    stalls_ns(page, 82, 26, 9, 30, 48)                                           # A1
    stall_row_label(page, 172, 41, "(20) STALLS @ 9'-0\"", "A1")
    stalls_ns(page, 100, 24, 9, 90, 72)                                          # A2
    stalls_ns(page, 100, 24, 9, 90, 108)                                         # A3
    fline(page, (100, 90), (316, 90), 0.6)
    stall_row_label(page, 208, 83, "(24) STALLS @ 9'-0\"", "A2")
    stall_row_label(page, 208, 101, "(24) STALLS @ 9'-0\"", "A3")
    # EV group at the east end of A1
    evr = R(262, 30, 316, 48)
    page.draw_rect(evr, width=1.2, dashes="[3 2] 0")
    for k in range(6):
        x, y = P(266.5 + 9 * k, 45)
        tc(page, x, y, "EV", 5, "hebo")
    x, y = P(289, 55)
    tc(page, x, y, "EV PARKING GROUP: (6) EV STALLS @ 9'-0\"", 5.5, "cour")
    for px in (271, 289):                                                        # dual-port pedestals
        x, y = P(px, 27)
        page.draw_rect(pymupdf.Rect(x - 3, y - 2, x + 3, y + 2), width=0.6, fill=(0, 0, 0))
        page.draw_circle((x - 5, y), 1.2, width=0.4)
        page.draw_circle((x + 5, y), 1.2, width=0.4)
    hexagon(page, *P(280, 19), "6")
    x, y = P(307, 22)
    t(page, x - 6, y - 3, "EV-CAPABLE", 4.5, "heit")
    t(page, x - 6, y + 2, "(2) STALLS", 4.5, "heit")

    # row A4 in front of the main entrance: std, std, acc, aisle, van, van, aisle, acc
    seq = [("STD", 9), ("STD", 9), ("ACC", 9), ("AISLE", 5), ("VAN", 11), ("VAN", 11), ("AISLE", 5), ("ACC", 9)]
    x = 201
    fline(page, (x, 132), (x, 150), 0.45)
    for kind, w in seq:
        r = R(x, 132, x + w, 150)
        if kind == "AISLE":
            hatch(page, r, step=3.2, w=0.35)
        elif kind in ("ACC", "VAN"):
            isa(page, (r.x0 + r.x1) / 2, r.y0 + 16, 4.5)
            if kind == "VAN":
                tc(page, (r.x0 + r.x1) / 2, r.y1 - 6, "VAN", 4.5, "hebo")
        fline(page, (x + w, 132), (x + w, 150), 0.45)
        x += w
    stall_row_label(page, 172, 129, "(2) STALLS @ 9'-0\" + (4) ACCESSIBLE", "A4", 5.2)
    dim_h(page, 219, 228, 125, "9'-0\"", 4.6)
    dim_h(page, 228, 233, 129, "5'-0\"", 4.6)
    dim_h(page, 233, 244, 125, "11'-0\"", 4.6)
    dim_h(page, 244, 255, 129, "11'-0\"", 4.6)
    curb_ramp(page, 227.5, 233.5, 150.5, 157.5, "north")
    curb_ramp(page, 254.5, 260.5, 150.5, 157.5, "north")
    ramp_tag(page, *P(212, 162), "CR-1", leader_to=P(229, 155))
    ramp_tag(page, *P(262, 162), "CR-2", leader_to=P(259.5, 155))
    hexagon(page, *P(264, 120), "3")
    fline(page, (261, 121), (258.5, 134), 0.3)
    hexagon(page, *P(210, 156), "1")
    hexagon(page, *P(244, 156), "2")
    hexagon(page, *P(190, 143), "4")
    fline(page, (190, 141), (220, 141), 0.3)

    # row A5 at the urgent care entrance (stalls open east onto the east aisle)
    y = 200
    fline(page, (328, y), (346, y), 0.45)
    for kind, w in [("ACC", 9), ("AISLE", 5), ("ACC", 9), ("DROP", 9), ("DROP", 9), ("DROP", 9), ("DROP", 9)]:
        r = R(328, y, 346, y + w)
        if kind == "AISLE":
            hatch(page, r, step=3.2, w=0.35)
        elif kind == "ACC":
            isa(page, r.x0 + 16, (r.y0 + r.y1) / 2, 4.5)
        fline(page, (328, y + w), (346, y + w), 0.45)
        y += w
    for k, (txt, font, size) in enumerate((("(2) ACCESSIBLE STALLS +", "cour", 5.0),
                                           ("(4) DROP-OFF STALLS @ 9'-0\"", "cour", 5.0),
                                           ("15 MIN. PATIENT DROP-OFF", "heit", 4.8))):
        x, y = P(351 + 2.6 * k, 229.5)
        t(page, x, y + tlen(txt, size, font) / 2, txt, size, font, rotate=90)
    bx, by = P(349, 262)
    page.draw_rect(pymupdf.Rect(bx, by - 7, bx + 14, by + 2.5), width=0.5)
    t(page, bx + 3, by, "A5", 6, "hebo")
    fline(page, (327.5, 200), (327.5, 259), 1.6)                               # flush curb w/ warning
    dots(page, R(325.5, 200, 327.8, 259))
    hexagon(page, *P(320, 252), "9")
    hexagon(page, *P(320, 203), "1")
    # revision cloud around row A5 (ASI-01), delta 2
    cl = R(322, 195, 367, 265)
    cloud(page, cl)
    dx, dy = cl.x1 + 4, cl.y0 + 14
    page.draw_polyline([(dx, dy), (dx + 12, dy), (dx + 6, dy - 10), (dx, dy)], width=0.7)
    t(page, dx + 4, dy - 2, "2", 6, "hebo")

    # LOT B: row B1 against the building walk, rows B2/B3
    stalls_ns(page, 118, 6, 9, 296, 314)
    seq = [("ACC", 9), ("AISLE", 5), ("VAN", 11), ("ACC", 9), ("AISLE", 5)]
    x = 172
    for kind, w in seq:
        r = R(x, 296, x + w, 314)
        if kind == "AISLE":
            hatch(page, r, step=3.2, w=0.35)
        else:
            isa(page, (r.x0 + r.x1) / 2, r.y1 - 14, 4.5)
            if kind == "VAN":
                tc(page, (r.x0 + r.x1) / 2, r.y0 + 8, "VAN", 4.5, "hebo")
        fline(page, (x + w, 296), (x + w, 314), 0.45)
        x += w
    stalls_ns(page, 211, 7, 9, 296, 314)
    stall_row_label(page, 145, 318.5, "(6) STALLS @ 9'-0\"", "B1", 5.2)
    x, y = P(243, 318.5)
    tc(page, x, y, "(7) STALLS @ 9'-0\"", 5.2, "cour")
    x, y = P(191.5, 318.5)
    tc(page, x, y, "(3) ACCESSIBLE", 5.2, "cour")
    dim_h(page, 172, 181, 322.5, "9'-0\"", 4.6, off=5.5)
    dim_h(page, 181, 186, 326, "5'-0\"", 4.6, off=5.5)
    dim_h(page, 186, 197, 322.5, "11'-0\"", 4.6, off=5.5)
    curb_ramp(page, 180.5, 186.5, 289, 296, "south")
    curb_ramp(page, 205.5, 211.5, 289, 296, "south")
    ramp_tag(page, *P(140, 289), "CR-3", leader_to=P(181.5, 292.5))
    ramp_tag(page, *P(214, 286), "CR-3", leader_to=P(210, 291))
    hexagon(page, *P(174, 291.5), "1")
    hexagon(page, *P(201, 291.5), "2")
    stalls_ns(page, 100, 21, 9, 356, 338)
    stalls_ns(page, 100, 21, 9, 356, 374)
    fline(page, (100, 356), (289, 356), 0.6)
    stall_row_label(page, 194, 349, "(21) STALLS @ 9'-0\"", "B2")
    stall_row_label(page, 194, 367, "(21) STALLS @ 9'-0\"", "B3")
    hexagon(page, *P(112, 293), "7")

    # dimensions on the lot
    dim_v(page, 76, 48, 72, "24'-0\"")
    dim_v(page, 76, 108, 132, "24'-0\"")
    dim_v(page, 94, 72, 90, "18'-0\"")
    dim_v(page, 94, 314, 338, "24'-0\"")
    dim_v(page, 94, 338, 356, "18'-0\"")
    dim_h(page, 40, 64, 200, "24'-0\"")
    dim_h(page, 346, 370, 300, "24'-0\"")

    # building
    b = R(160, 190, 310, 280)
    page.draw_rect(b, width=2.2)
    hatch(page, pymupdf.Rect(b.x0 + 2, b.y0 + 2, b.x1 - 2, b.y1 - 2), step=9, w=0.25, color=LIGHT)
    page.draw_rect(pymupdf.Rect(b.x0 + 60, b.y0 + 60, b.x1 - 60, b.y1 - 52), width=0, fill=(1, 1, 1))
    cx, cy = P(235, 228)
    tc(page, cx, cy - 8, "MEDICAL OFFICE BUILDING", 9, "hebo")
    tc(page, cx, cy + 4, "2 STORIES - 27,000 GSF", 6.5)
    tc(page, cx, cy + 13, "FF EL. 842.50", 6.5)
    # entrances
    for (ex, ey), (fx, fy), label, lx, ly in (
            ((240, 190), (240, 183), "MAIN ENTRANCE", 246, 185.5),
            ((310, 220), (317, 220), "", 311, 232),
            ((195, 280), (195, 287), "STAFF ENTRANCE", 165, 277)):
        tip = P(ex, ey)
        arrowhead(page, tip, P(fx, fy), 8)
        if label:
            t(page, *P(lx, ly), label, 5.5, "hebo")
    tr(page, *P(307, 229), "URGENT CARE ENTRANCE", 5.5, "hebo")
    tr(page, *P(307, 232.5), "ACCESSIBLE ENTRANCE", 4.5, "heit")
    t(page, *P(246, 189), "ACCESSIBLE ENTRANCE", 4.5, "heit")
    isa(page, *P(236, 194.5), 3.5)
    isa(page, *P(306, 220), 3.5)
    isa(page, *P(195, 276), 3.5)

    # plaza, walks
    page.draw_rect(R(140, 150, 330, 190), width=0.4, color=GREY)
    x, y = P(286, 170)
    t(page, x, y, "ENTRY PLAZA", 5.5, "heit")
    t(page, x, y + 6, "CONC. PAVING", 4.5, "heit")
    fline(page, (310, 150), (310, 190), 0.4)
    fline(page, (160, 280), (160, 296), 0.4)
    # bike racks
    for k in range(4):
        x, y = P(143 + 5 * k, 176)
        page.draw_rect(pymupdf.Rect(x, y, x + 2.2, y + 11), width=0.6, radius=0.5)
    tr(page, *P(138, 183), "(4) BIKE RACKS / 8 SPACES", 4.8, "hebo")
    hexagon(page, *P(134, 192), "5")
    for k in range(2):
        x, y = P(240 + 5 * k, 283)
        page.draw_rect(pymupdf.Rect(x, y, x + 2.2, y + 10), width=0.6, radius=0.5)
    t(page, *P(253, 289), "(2) BIKE RACKS / 4 SPACES", 4.8, "hebo")
    hexagon(page, *P(234.5, 288.5), "5")

    # west accessible walk from the public sidewalk, ramp, crosswalk with CR-4 at both ends
    polyline(page, [(24, -2), (24, 156)], w=0.5)
    polyline(page, [(30, -2), (30, 156)], w=0.5)
    page.draw_rect(R(22, 156, 40, 172), width=0.5)
    for k in range(6):                                                    # crosswalk bars
        page.draw_rect(R(41.5 + 4 * k, 160, 43.5 + 4 * k, 168), width=0.4)
    hexagon(page, *P(52, 176), "8")
    polyline(page, [(64, 160), (140, 160)], w=0.5)
    polyline(page, [(64, 168), (140, 168)], w=0.5)
    curb_ramp(page, 34, 40, 160, 168, "east")
    curb_ramp(page, 64, 70, 160, 168, "west")
    ramp_tag(page, *P(2, 182), "CR-4", leader_to=P(37, 167))
    ramp_tag(page, *P(72, 182), "CR-4", leader_to=P(67, 167))
    # ramp with handrails on the west walk
    fline(page, (23, 60), (23, 90), 0.9)
    fline(page, (31, 60), (31, 90), 0.9)
    fline(page, (24, 60), (30, 60), 0.4)
    fline(page, (24, 90), (30, 90), 0.4)
    x, y = P(3, 84)
    t(page, x, y, "RAMP 7.1%", 5.5, "hebo", rotate=90)
    t(page, x + 7, y + 2, "HANDRAILS BOTH SIDES", 4.5, "heit", rotate=90)

    # accessible route
    route(page, [(27, -5), (27, 164), (150, 164), (150, 172), (240, 172), (240, 190)])
    route(page, [(230.5, 136), (230.5, 172)])
    route(page, [(257.5, 136), (257.5, 172), (240, 172)])
    route(page, [(337, 211.5), (319, 211.5), (319, 220), (310, 220)])
    route(page, [(183.5, 310), (183.5, 288), (195, 288), (195, 280)])
    route(page, [(208.5, 310), (208.5, 288), (195, 288)])
    route(page, [(-8, -5), (27, -5)])
    # slope arrows and percentages along the route
    slope(page, (34.5, 8), (34.5, 40), "1.9%", label_side=1)
    slope(page, (34.5, 64), (34.5, 86), "7.1%", label_side=1)
    slope(page, (34.5, 100), (34.5, 140), "2.4%", label_side=1)
    slope(page, (70, 172.5), (100, 172.5), "1.2%", label_side=-1)
    slope(page, (104, 172.5), (136, 172.5), "4.6%", label_side=-1)
    slope(page, (175, 185), (200, 185), "1.5%", label_side=1)
    slope(page, (268, 180), (250, 180), "1.6%", label_side=-1)
    slope(page, (318, 232), (318, 248), "2.0%", label_side=-1)
    slope(page, (160, 284), (176, 284), "1.8%", label_side=1)
    x, y = P(103, 157.5)
    t(page, x, y, "CS 1.5%", 4.8, "heit")
    x, y = P(21, 128)
    t(page, x, y, "CS 1.8%", 4.8, "heit", rotate=90)

    # site furnishings: light poles, trees, hydrant, transformer, trash enclosure, monument sign
    for p in ((73, 39), (331, 39), (91, 90), (325, 90), (91, 356), (298, 356), (338, 140), (72, 305)):
        light_pole(page, *p)
    t(page, *P(336, 44), "LP-1 TYP.", 4.8, "heit")
    for p in ((10, 14), (110, 12), (395, 14), (415, 40), (150, 12), (240, 14),
              (91, 80), (91, 100), (325, 78), (325, 100), (91, 346), (91, 366), (298, 346), (298, 366),
              (80, 140), (110, 145), (150, 140), (300, 140), (330, 175), (75, 290), (100, 305),
              (290, 300), (395, 120), (400, 200), (395, 280), (400, 360), (10, 220), (10, 300), (10, 380),
              (60, 430), (110, 440), (310, 440), (360, 430), (410, 440)):
        tree(page, *p)
    x, y = P(64, -6)
    page.draw_circle((x + 6, y), 2.5, width=0.6)
    t(page, x + 10, y + 2, "FH", 4.8)
    page.draw_rect(R(318, 282, 340, 292), width=0.6)
    tc(page, *P(329, 288.5), "XFMR", 4.5, "hebo")
    page.draw_rect(R(376, 330, 400, 350), width=0.9)
    tc(page, *P(388, 341), "TRASH", 4.5, "hebo")
    tc(page, *P(388, 346), "ENCL.", 4.5, "hebo")
    page.draw_rect(R(186, 6, 206, 10), width=0.8, fill=(0.2, 0.2, 0.2))
    t(page, *P(209, 10), "MONUMENT SIGN", 4.8, "heit")
    # bioretention
    bio = R(120, 412, 300, 452)
    page.draw_oval(bio, width=0.6, dashes="[5 2] 0")
    page.draw_oval(pymupdf.Rect(bio.x0 + 20, bio.y0 + 12, bio.x1 - 20, bio.y1 - 12), width=0.4, color=GREY)
    tc(page, (bio.x0 + bio.x1) / 2, (bio.y0 + bio.y1) / 2 + 2, "BIORETENTION BASIN - SEE CIVIL", 5.5, "heit")

    # lot captions, aisle arrows
    tc(page, *P(205, 62.5), "LOT A - PATIENT / VISITOR PARKING (86 STALLS)", 7.5, "hebo")
    tc(page, *P(195, 392), "LOT B - STAFF PARKING (58 STALLS)", 7.5, "hebo")
    for a, b in (((52, 10), (52, 30)), ((358, 30), (358, 10)), ((150, 60), (120, 60)), ((300, 120), (330, 120)),
                 ((195, 326), (225, 326)), ((150, 386), (120, 386))):
        fline(page, a, b, 0.5, color=GREY)
        arrowhead(page, P(*b), P(*a), 4.5)
    hexagon(page, *P(374, 60), "10")
    fline(page, (370, 60), (346.5, 60), 0.3)


def _north_arrow_and_scale(page, x, y) -> None:
    page.draw_circle((x, y), 20, width=0.8)
    page.draw_polyline([(x, y - 24), (x - 8, y + 12), (x, y + 5), (x, y - 24)], width=0.7, fill=(0, 0, 0),
                       closePath=True)
    page.draw_polyline([(x, y - 24), (x + 8, y + 12), (x, y + 5)], width=0.7)
    tc(page, x, y + 34, "N", 12, "hebo")
    tc(page, x, y + 44, "PLAN NORTH", 5)
    # graphic scale 0-15-30-60 ft
    sx, sy = x + 50, y + 6
    for k, (a, b) in enumerate(((0, 15), (15, 30), (30, 60))):
        rect = pymupdf.Rect(sx + a * S, sy, sx + b * S, sy + 5)
        page.draw_rect(rect, width=0.6, fill=(0, 0, 0) if k % 2 == 0 else None)
    for v in (0, 15, 30, 60):
        tc(page, sx + v * S, sy - 3, f"{v}'" if v else "0", 5.5)
    t(page, sx, sy + 14, "GRAPHIC SCALE IN FEET", 5.5, "heit")


def _view_title(page, x, y, num, name, scale, rule) -> None:
    page.draw_circle((x + 12, y - 4), 13, width=1)
    line(page, (x - 1, y - 4), (x + 25, y - 4), 0.5)
    tc(page, x + 12, y - 7, num, 9, "hebo")
    tc(page, x + 12, y + 5, "AS-102", 5.5)
    line(page, (x + 30, y + 3), (x + rule, y + 3), 1.4)
    t(page, x + 32, y - 1, name, 13, "hebo")
    t(page, x + 32, y + 13, f"SCALE: {scale}", 7.5)


# ------------------------------------------------------------------------------------------------
# tables

def table(page, x0, y0, cols, head, rows, row_h=14.0, head_h=22.0, size=6.8, total_rows=()) -> float:
    """A ruled table with each column aligned left ('l'), right ('r') or centred ('c'); a header
    cell with '|' stacks on two lines; '^x' after a value sets x as a raised superscript."""
    xs = [x0]
    for w, _ in cols:
        xs.append(xs[-1] + w)
    y = y0
    page.draw_rect(pymupdf.Rect(x0, y, xs[-1], y + head_h), width=0.9)
    for c, h in enumerate(head):
        parts = h.split("|")
        for k, part in enumerate(parts):
            yy = y + head_h / 2 + 2.5 + (k - (len(parts) - 1) / 2) * 7.5
            al = cols[c][1]
            if al == "r":
                tr(page, xs[c + 1] - 4, yy, part, 5.6, "hebo")
            elif al == "c":
                tc(page, (xs[c] + xs[c + 1]) / 2, yy, part, 5.6, "hebo")
            else:
                t(page, xs[c] + 4, yy, part, 5.6, "hebo")
    y += head_h
    for r, cells in enumerate(rows):
        is_total = r in total_rows
        if is_total:
            line(page, (x0, y), (xs[-1], y), 1.2)
        font = "hebo" if is_total else "helv"
        base = y + row_h - 4.2
        for c, cell in enumerate(cells):
            if not cell:
                continue
            sup = None
            if "^" in cell:
                cell, sup = cell.split("^")
            al = cols[c][1]
            right = xs[c + 1] - 4 - (tlen(sup, 4.5) + 1 if sup else 0)
            if al == "r":
                tr(page, right, base, cell, size, font)
                end = right
            elif al == "c":
                tc(page, (xs[c] + xs[c + 1]) / 2, base, cell, size, font)
                end = (xs[c] + xs[c + 1]) / 2 + tlen(cell, size, font) / 2
            else:
                t(page, xs[c] + 4, base, cell, size, font)
                end = xs[c] + 4 + tlen(cell, size, font)
            if sup:
                t(page, end + 1, base - 3.2, sup, 4.5, "helv")
        y += row_h
        line(page, (x0, y), (xs[-1], y), 0.35)
    for i, x in enumerate(xs):
        line(page, (x, y0), (x, y), 0.9 if i in (0, len(xs) - 1) else 0.35)
    line(page, (x0, y), (xs[-1], y), 0.9)
    return y


def _tables(page, X) -> float:
    cols = [(128, "l"), (62, "r"), (66, "l"), (44, "r"), (44, "r")]
    half = sum(w for w, _ in cols)
    gap = 34
    t(page, X, 62, "PARKING TABULATION", 11, "hebo")
    line(page, (X, 65), (X + 150, 65), 0.8)
    t(page, X + half + gap, 62, "PARKING TABULATION (CONT.)", 11, "hebo")
    line(page, (X + half + gap, 65), (X + half + gap + 208, 65), 0.8)
    yl = table(page, X, 72, cols, TAB_HEAD, TAB_LEFT)
    yr = table(page, X + half + gap, 72, cols, TAB_HEAD, TAB_RIGHT, total_rows=(3,))
    y = max(yl, yr) + 12
    for k, f in enumerate(TAB_FOOT):
        t(page, X, y + 9 * k, f, 5.8, "helv" if k < 3 else "heit")
    y += 9 * len(TAB_FOOT) + 26

    t(page, X, y, "ACCESSIBLE PARKING", 11, "hebo")
    t(page, X + 136, y, "(2010 ADA STANDARDS 208.2)", 6.5)
    line(page, (X, y + 3), (X + 130, y + 3), 0.8)
    acols = [(182, "l"), (52, "r"), (74, "r"), (64, "r"), (74, "r"), (56, "r")]
    y = table(page, X, y + 10, acols, ACC_HEAD, ACC_ROWS, total_rows=(2,))
    y += 12
    for k, f in enumerate(ACC_FOOT):
        if k == 0:
            t(page, X, y - 2.5, "c", 4.5)
            t(page, X + 6, y, f[3:], 5.8)
        else:
            t(page, X, y + 9 * k, f, 5.8, "heit")
    y += 9 * len(ACC_FOOT) + 26

    t(page, X, y, "CURB RAMP SCHEDULE", 11, "hebo")
    line(page, (X, y + 3), (X + 128, y + 3), 0.8)
    ccols = [(34, "l"), (136, "l"), (52, "r"), (48, "r"), (140, "l"), (50, "c")]
    y = table(page, X, y + 10, ccols, CR_HEAD, CR_ROWS)
    y += 11
    t(page, X, y, "SLOPES ARE MAXIMUM FINISHED SLOPES. CR-4 OCCURS AT BOTH ENDS OF THE WEST CROSSWALK.", 5.8, "heit")
    t(page, X, y + 9, "DETAILS ON SHEET AS-501 (SITE ACCESSIBILITY DETAILS).", 5.8, "heit")
    return y + 9


def _enlarged(page, x0, y0) -> float:
    """View 2: the typical accessible stalls of row A4 at 1/8" = 1'-0" (9 pt to the foot)."""
    k = 9.0
    widths = [("ACC", 9), ("AISLE", 5), ("VAN", 11)]
    x = x0
    top, bot = y0, y0 + 18 * k
    line(page, (x0 - 20, bot), (x0 + 25 * k + 30, bot), 1.4)               # curb at the walk
    line(page, (x0 - 20, bot + 2), (x0 + 25 * k + 30, bot + 2), 0.5)
    line(page, (x, top), (x, bot), 0.8)
    for kind, w in widths:
        r = pymupdf.Rect(x, top, x + w * k, bot)
        if kind == "AISLE":
            hatch(page, r, step=9, w=1.0, color=(0.1, 0.1, 0.1))
            t(page, r.x0 + 18, r.y0 + 60, "NO PARKING", 7, "hebo", rotate=90)
        else:
            isa(page, (r.x0 + r.x1) / 2, r.y0 + 60, 16)
            page.draw_rect(pymupdf.Rect(r.x0 + 6, bot - 14, r.x1 - 6, bot - 9), width=0.6)   # wheel stop
        line(page, (x + w * k, top), (x + w * k, bot), 0.8)
        x += w * k
    # sign posts
    for sx, tag in ((x0 + 4.5 * k, "1"), (x0 + 19.5 * k, "2")):
        page.draw_circle((sx, bot + 10), 3, width=0.6)
        hexagon(page, sx + 14, bot + 18, tag, 6.5)
    # ramp at the aisle end on the walk
    rr = pymupdf.Rect(x0 + 9 * k - 4, bot + 3, x0 + 14 * k + 4, bot + 3 + 6 * k)
    page.draw_rect(rr, width=0.6)
    dots(page, pymupdf.Rect(rr.x0, rr.y0, rr.x1, rr.y0 + 2 * k), step=3)
    t(page, rr.x1 + 30, rr.y1 - 10, "CR-1 / CR-2", 6, "hebo")
    line(page, (rr.x1, rr.y1 - 14), (rr.x1 + 28, rr.y1 - 12), 0.4)
    # dimensions
    yd = top - 14
    xx = x0
    for _, w in widths:
        line(page, (xx, yd), (xx + w * k, yd), 0.4)
        for p in (xx, xx + w * k):
            line(page, (p - 2, yd + 2), (p + 2, yd - 2), 0.7)
            line(page, (p, yd - 4), (p, yd + 4), 0.3)
        tc(page, xx + w * k / 2, yd - 3, f"{w}'-0\"", 6.5)
        xx += w * k
    xd = x0 + 25 * k + 14
    line(page, (xd, top), (xd, bot), 0.4)
    for p in (top, bot):
        line(page, (xd - 2, p + 2), (xd + 2, p - 2), 0.7)
    t(page, xd + 9, (top + bot) / 2 + 12, "18'-0\"", 6.5, rotate=90)
    t(page, x0 + 25 * k + 34, top + 20, "4\" BLUE STRIPES @ 24\" O.C.", 5.8)
    t(page, x0 + 25 * k + 34, top + 29, "4\" BLUE STALL STRIPING", 5.8)
    t(page, x0 + 25 * k + 34, top + 50, "1:48 (2.08%) MAX. SLOPE", 5.8)
    t(page, x0 + 25 * k + 34, top + 59, "ALL DIRECTIONS, STALL AND AISLE", 5.8)
    t(page, x0 + 25 * k + 34, top + 80, "VAN: 98\" MIN. VERT. CLEARANCE", 5.8)
    t(page, x0 + 25 * k + 34, top + 101, "ACCESS AISLE MAY SERVE", 5.8)
    t(page, x0 + 25 * k + 34, top + 110, "STALLS ON BOTH SIDES", 5.8)
    _view_title(page, x0 - 20, bot + 80, "2", "TYP. ACCESSIBLE STALLS - ROW A4", "1/8\" = 1'-0\"", 330)
    return bot + 100


def _notes(page, x, y, width) -> float:
    t(page, x, y, "ACCESSIBILITY NOTES", 11, "hebo")
    line(page, (x, y + 3), (x + 138, y + 3), 0.8)
    y += 18
    for i, note in enumerate(ACCESS_NOTES, 1):
        lines = wrap(note, width - 18, 6.4)
        t(page, x, y, f"{i}.", 6.4, "helv")
        for k, ln in enumerate(lines):
            t(page, x + 14, y + 8.4 * k, ln, 6.4, "helv")
        y += 8.4 * len(lines) + 4.5
    return y


def _keynotes(page, x, y, width) -> float:
    t(page, x, y, "SHEET KEYNOTES", 11, "hebo")
    line(page, (x, y + 3), (x + 106, y + 3), 0.8)
    y += 20
    for tag, note in KEYNOTES:
        hexagon(page, x + 7, y - 2.5, tag, 6.5)
        lines = wrap(note, width - 24, 6.2)
        for k, ln in enumerate(lines):
            t(page, x + 20, y + 8 * k, ln, 6.2)
        y += 8 * len(lines) + 7
    return y


def _site_data(page, x, y) -> float:
    t(page, x, y, "SITE DATA", 11, "hebo")
    line(page, (x, y + 3), (x + 64, y + 3), 0.8)
    y += 16
    for cap, val in SITE_DATA:
        t(page, x, y, cap, 6.2, "cour")
        t(page, x + 140, y, val, 6.2, "helv")
        line(page, (x, y + 3), (x + 300, y + 3), 0.2, "[1 1] 0", GREY)
        y += 10
    y += 16
    t(page, x, y, "EV PARKING SUMMARY", 11, "hebo")
    line(page, (x, y + 3), (x + 126, y + 3), 0.8)
    y += 16
    for ln in EV_SUMMARY:
        t(page, x, y, ln, 6.2)
        y += 9.5
    return y


def _site_notes(page, x, y, width) -> float:
    t(page, x, y, "GENERAL SITE NOTES", 11, "hebo")
    line(page, (x, y + 3), (x + 128, y + 3), 0.8)
    y += 18
    for tag, note in SITE_NOTES:
        t(page, x, y, f"{tag}.", 6.2, "hebo")
        lines = wrap(note, width - 16, 6.2)
        for k, ln in enumerate(lines):
            t(page, x + 12, y + 8 * k, ln, 6.2)
        y += 8 * len(lines) + 4
    return y


def _vicinity(page, x, y, w, h) -> None:
    t(page, x, y - 8, "VICINITY MAP", 9, "hebo")
    t(page, x + 76, y - 8, "N.T.S.", 6)
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + h), width=0.6)
    ym = y + h * 0.45
    line(page, (x, ym), (x + w, ym), 2.4)
    t(page, x + 8, ym - 4, "LARKSPUR PKWY", 5.5, "hebo")
    xm = x + w * 0.72
    line(page, (xm, y), (xm, y + h), 3.2)
    t(page, xm - 6, y + h - 6, "STATE ROUTE 161", 5.5, "hebo", rotate=90)
    line(page, (x + w * 0.18, ym), (x + w * 0.18, y + h), 1.0)
    t(page, x + w * 0.18 + 8, y + h - 6, "COOPER RD", 5, rotate=90)
    line(page, (x, y + h * 0.16), (x + w, y + h * 0.2), 1.0)
    t(page, x + 8, y + h * 0.16 - 4, "HARLAN AVE", 5)
    site = pymupdf.Rect(x + w * 0.4, ym + 4, x + w * 0.56, ym + 30)
    page.draw_rect(site, width=0.8)
    hatch(page, site, 3, 0.3)
    t(page, site.x1 + 4, site.y1 - 8, "SITE", 7, "hebo")
    page.draw_polyline([(x + w - 16, y + h - 22), (x + w - 12, y + h - 36), (x + w - 8, y + h - 22)], width=0.6)
    t(page, x + w - 15, y + h - 13, "N", 6, "hebo")


def _legend(page, x, y) -> float:
    t(page, x, y, "LEGEND", 11, "hebo")
    line(page, (x, y + 3), (x + 50, y + 3), 0.8)
    y += 20
    rows = []

    def item(draw, text):
        rows.append((draw, text))

    item(lambda yy: page.draw_line((x, yy), (x + 40, yy), width=1.8, dashes=ROUTE), "ACCESSIBLE ROUTE")
    item(lambda yy: (page.draw_line((x, yy), (x + 34, yy), width=0.6), arrowhead(page, (x + 40, yy), (x, yy), 5),
                     t(page, x + 12, yy - 3, "2.0%", 5, "hebo")), "SLOPE ARROW, DOWNHILL, WITH PERCENT SLOPE")
    item(lambda yy: ramp_tag(page, x + 6, yy + 2, "CR-#"), "CURB RAMP TAG, SEE CURB RAMP SCHEDULE")
    item(lambda yy: dots(page, pymupdf.Rect(x + 6, yy - 4, x + 30, yy + 4)), "DETECTABLE WARNING (TRUNCATED DOMES)")
    item(lambda yy: hatch(page, pymupdf.Rect(x + 6, yy - 5, x + 30, yy + 5), 3.2, 0.35), "ACCESS AISLE STRIPING")
    item(lambda yy: isa(page, x + 18, yy, 5), "ACCESSIBLE PARKING STALL")
    item(lambda yy: tc(page, x + 18, yy + 2, "VAN", 5.5, "hebo"), "VAN ACCESSIBLE STALL")
    item(lambda yy: tc(page, x + 18, yy + 2, "EV", 5.5, "hebo"), "EV STALL (EV-INSTALLED OR EV-CAPABLE)")
    item(lambda yy: page.draw_rect(pymupdf.Rect(x + 15, yy - 2, x + 21, yy + 2), width=0.6, fill=(0, 0, 0)),
         "DUAL-PORT LEVEL 2 EVSE PEDESTAL")
    item(lambda yy: page.draw_rect(pymupdf.Rect(x + 17, yy - 5, x + 19.2, yy + 5), width=0.6, radius=0.5),
         "BIKE RACK (2 BICYCLE SPACES EACH)")
    item(lambda yy: (page.draw_rect(pymupdf.Rect(x + 16, yy - 2, x + 20, yy + 2), width=0.5),
                     page.draw_circle((x + 18, yy), 4.5, width=0.3)), "SITE LIGHT POLE")
    item(lambda yy: arrowhead(page, (x + 18, yy - 4), (x + 18, yy + 6), 8), "BUILDING ENTRANCE")
    item(lambda yy: hexagon(page, x + 18, yy, "#", 6.5), "SHEET KEYNOTE")
    item(lambda yy: (page.draw_rect(pymupdf.Rect(x + 8, yy - 6, x + 24, yy + 3), width=0.5),
                     t(page, x + 11, yy, "A1", 6, "hebo")), "PARKING ROW DESIGNATION")
    item(lambda yy: page.draw_line((x, yy), (x + 40, yy), width=0.9, dashes="[22 4 4 4 4 4] 0"), "PROPERTY LINE")
    for draw, text in rows:
        draw(y)
        t(page, x + 52, y + 2.2, text, 6.2)
        y += 15
    return y


def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2)
    page.draw_line((30, TB_TOP), (W - 30, TB_TOP), width=1.5)
    cells = [30, 420, 660, 1010, 1250, 1640, 1930, 2200, W - 30]
    for x in cells[1:-1]:
        page.draw_line((x, TB_TOP), (x, H - 30), width=1)
    top = TB_TOP + 14
    # firm
    t(page, 44, top + 14, "PELLMAN DRAKE", 17, "tibo")
    t(page, 44, top + 30, "ARCHITECTS", 11, "tiro")
    t(page, 44, top + 48, "220 NORTH HIGH STREET, SUITE 600", 6.5)
    t(page, 44, top + 57, "COLUMBUS, OHIO 43215", 6.5)
    t(page, 44, top + 66, "614.555.0142   PELLMANDRAKE.COM", 6.5)
    t(page, 44, top + 88, "(C) 2025 PELLMAN DRAKE ARCHITECTS, INC. THESE DRAWINGS ARE INSTRUMENTS OF", 4.6)
    t(page, 44, top + 94, "SERVICE AND THE PROPERTY OF THE ARCHITECT. DO NOT SCALE DRAWINGS.", 4.6)
    page.draw_circle((372, top + 48), 34, width=0.5)
    tc(page, 372, top + 46, "ARCHITECT'S", 5)
    tc(page, 372, top + 53, "SEAL", 5)
    # civil consultant
    t(page, 434, top, "CIVIL ENGINEER", 5.5)
    t(page, 434, top + 14, "RIDGELINE CIVIL GROUP", 9, "hebo")
    t(page, 434, top + 24, "1880 DUBLIN GRANVILLE ROAD", 6.5)
    t(page, 434, top + 33, "COLUMBUS, OH 43229", 6.5)
    t(page, 434, top + 56, "LANDSCAPE ARCHITECT", 5.5)
    t(page, 434, top + 70, "GREENLINE STUDIO, LLC", 8, "hebo")
    t(page, 434, top + 80, "WORTHINGTON, OH", 6.5)
    # project
    t(page, 674, top, "PROJECT", 5.5)
    t(page, 674, top + 18, "MARLOW SPRINGS MEDICAL PAVILION", 13, "hebo")
    t(page, 674, top + 31, "MEDICAL OFFICE BUILDING & URGENT CARE", 8)
    t(page, 674, top + 43, "4180 LARKSPUR PARKWAY", 7)
    t(page, 674, top + 52, "MARLOW SPRINGS, OHIO 43068", 7)
    t(page, 674, top + 78, "PERMIT SET", 11, "hebo")
    t(page, 674, top + 90, "ISSUED 01/31/2025", 7)
    # owner
    t(page, 1024, top, "OWNER", 5.5)
    t(page, 1024, top + 14, "LARKSPUR HEALTH PROPERTIES, LLC", 8, "hebo")
    t(page, 1024, top + 24, "900 CORPORATE CENTER DRIVE", 6.5)
    t(page, 1024, top + 33, "MARLOW SPRINGS, OH 43068", 6.5)
    t(page, 1024, top + 56, "KEY PLAN", 5.5)
    page.draw_rect(pymupdf.Rect(1024, top + 62, 1110, top + 100), width=0.4)
    page.draw_rect(pymupdf.Rect(1052, top + 76, 1080, top + 86), width=0, fill=(0.3, 0.3, 0.3))
    # revisions
    t(page, 1264, top, "REVISIONS", 5.5)
    ry = top + 8
    xs = (1264, 1294, 1548, 1626)
    line(page, (xs[0], ry), (xs[-1], ry), 0.6)
    for xx, cap in zip(xs, ("NO.", "DESCRIPTION", "DATE")):
        t(page, xx + 3, ry + 9, cap, 5.5, "hebo")
    line(page, (xs[0], ry + 13), (xs[-1], ry + 13), 0.6)
    for i in range(5):
        yy = ry + 13 + 14 * (i + 1)
        if i < len(REVISIONS):
            no, desc, date = REVISIONS[i]
            page.draw_polyline([(xs[0] + 6, yy - 3), (xs[0] + 18, yy - 3), (xs[0] + 12, yy - 12), (xs[0] + 6, yy - 3)],
                               width=0.6)
            t(page, xs[0] + 10, yy - 4.5, no, 5.5, "hebo")
            t(page, xs[1] + 3, yy - 4, desc, 7)
            t(page, xs[2] + 3, yy - 4, date, 7)
        line(page, (xs[0], yy), (xs[-1], yy), 0.3)
    for xx in xs:
        line(page, (xx, ry), (xx, ry + 13 + 14 * 5), 0.3)
    # data fields
    fields = (("DATE", "01/31/2025"), ("PROJECT NO.", "PDA-24-118"), ("DRAWN BY", "K.T."),
              ("CHECKED BY", "M.L."), ("SCALE", "AS NOTED"), ("CAD FILE", "24118-AS102.DWG"))
    for i, (cap, val) in enumerate(fields):
        fx, fy = 1654 + 140 * (i % 2), top + 40 * (i // 2)
        t(page, fx, fy, cap, 5.5)
        t(page, fx, fy + 14, val, 8.5, "helv")
    # sheet title, sheet number
    t(page, 1944, top, "SHEET TITLE", 5.5)
    t(page, 1944, top + 30, "PARKING PLAN &", 14, "hebo")
    t(page, 1944, top + 48, "ACCESSIBLE ROUTE", 14, "hebo")
    t(page, 1944, top + 84, "PARKING PLAN & ACCESSIBLE ROUTE", 5.0, "heit")
    t(page, 2214, top, "SHEET NUMBER", 5.5)
    t(page, 2226, top + 66, "AS-102", 36, "hebo")
    t(page, 2214, top + 96, "SHEET 4 OF 11", 6)


def parking_access_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _site(page)
    _north_arrow_and_scale(page, 1010, 1352)
    _view_title(page, OX - 20, 1372, "1", "PARKING PLAN & ACCESSIBLE ROUTE", "1\" = 30'-0\"", 560)
    X = 1250
    y = _tables(page, X)
    line(page, (1215, 45), (1215, TB_TOP - 15), 0.4, color=GREY)
    # left column under the tables: notes; right column: enlarged stalls, keynotes, site data, legend
    yn = _notes(page, X, y + 36, 470)
    yl = _legend(page, X, yn + 24)
    t(page, X, yl + 22, "ACCESSIBLE ROUTE SEGMENTS", 11, "hebo")
    line(page, (X, yl + 25), (X + 176, yl + 25), 0.8)
    table(page, X, yl + 32, [(28, "l"), (118, "l"), (112, "l"), (42, "r"), (40, "r"), (130, "l")],
          ROUTE_HEAD, ROUTE_ROWS, row_h=12.5, head_h=20, size=6.2)
    X2 = 1770
    ye = _enlarged(page, X2 + 20, y + 62)
    yk = _keynotes(page, X2, ye + 20, 400)
    _site_notes(page, X2, yk + 22, 400)
    _site_data(page, 2010, 62)
    _vicinity(page, 2010, 300, 390, 150)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), garbage=3, deflate=True)
    doc.close()
    return path
