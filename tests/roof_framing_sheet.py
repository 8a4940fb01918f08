"""A US wood roof framing plan (S-201, ARCH D 36x24 in, landscape) for a two-storey medical office
building, drawn the way a structural engineer's CAD export draws one: the plan at 1/8" = 1'-0" of a
128'-0" x 56'-0" building with hipped ends and a vaulted entry lobby projecting 12'-0" to the south.
Every truss is drawn at 24" O.C.: T1 common trusses, T2 commons under the attic mechanical
platform (hatched), T4 step-down hip trusses and T5 jacks hung from a GT1 hip girder at each end
(8'-0" setback), T3 scissor trusses over the lobby with a T6 gable end at its face, and a valley set
"BY TRUSS MFR." where the lobby gable meets the main roof. Truss run tags and the GT1 tags sit in
boxes rotated 90 degrees along the truss lines, the BM-2 beam callouts (5-1/4"x14" PSL 2.2E) are
set rotated 90 degrees along the beams, BM-1 (6-3/4"x24" GLB) reads horizontally along the lobby
opening; hips, ridge, valleys, attic draftstops (dash-dot-dot), posts below, hangers, connector
tags (C1..C7 in diamonds), header tags (H1..H5 in hexagons) at the wall openings below, detail
callouts to S-501, grid bubbles 1..9 / A..B, dimension strings, a north arrow and a revision
cloud with delta 2 around the lobby.

Right of the plan three schedules drawn with NO ruling lines between rows or columns (columns
aligned by whitespace alone, alternating light-grey zebra rectangles under the rows, one heavy
rule under the header): a TRUSS SCHEDULE (MARK, TYPE, SPAN, PITCH, HEEL/HEIGHT on two header
lines, SPACING, BEARING, REMARKS) for T1..T6 and GT1, a CONNECTOR SCHEDULE (C1..C7 with
Simpson-style models H2.5A, HGT-3, THJA26, HUS26, LUS26, MSTC48, DTC, fasteners and allowable
loads) and a HEADER SCHEDULE (H1..H5, size, max. span, jack and king studs). A FRAMING LEGEND
beside the header schedule with ABBREVIATIONS under it, ROOF FRAMING NOTES 1..10 under the
schedules (design loads as dashed sub-items of note 1, wind, deferred truss submittal, deflection,
bracing per BCSI, 5/8" sheathing and its nailing), a TYPICAL TRUSS HEEL detail (6) with stacked
leader notes and a DEFERRED SUBMITTALS block; under the plan three truss profile sketches (2 T1,
3 T3, 4 GT1, NTS), ROOF SHEATHING NAILING ZONES (5) and TYP. PERMANENT WEB BRACING (7). The title
block is a box in the bottom-right corner (not a strip): engineer, architect, project, owner, an
empty dashed seal placeholder, "ISSUED FOR CONSTRUCTION", revisions 1..2 with deltas, project
number, date, drawn/checked, scale, CAD file, key plan, sheet title and the number S-201.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round59-drawn.jsonl`)
were written without running drawqa on the sheet.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                 # ARCH D, 36 x 24 in
FT = 9.0                          # 1/8" = 1'-0"
PX, PY = 190, 262                 # north-west corner of the building (outside face of stud)
BW, BD = 128, 56                  # building, feet
GREY = (0.88, 0.88, 0.88)
HALF = (0.45, 0.45, 0.45)

TRUSS_HEAD = [("MARK",), ("TYPE",), ("SPAN",), ("PITCH",), ("HEEL", "HEIGHT"), ("SPACING",),
              ("BEARING",), ("REMARKS",)]
TRUSS_W = [46, 150, 58, 132, 54, 66, 172, 382]
TRUSS_ROWS = [
    ("T1", "COMMON", "56'-0\"", "5:12", "12\"", "24\" O.C.", "EXT. WALLS EA. END", "TYPICAL U.O.N.; 2'-0\" OVERHANG EA. SIDE"),
    ("T2", "COMMON (MECH. PLATFORM)", "56'-0\"", "5:12", "12\"", "24\" O.C.", "EXT. WALLS EA. END", "40 PSF PLATFORM LOAD + 650 LB AHU-1 AT B.C.; SEE M-201"),
    ("T3", "SCISSOR", "28'-0\"", "5:12 TOP / 2.5:12 BOT.", "9-1/4\"", "24\" O.C.", "BM-2 EA. END (C5)", "VAULTED LOBBY 101; 3/4\" MAX. HORIZ. DEFL. AT BEARING"),
    ("T4", "HIP STEP-DOWN", "56'-0\"", "5:12", "12\"", "24\" O.C.", "EXT. WALLS EA. END", "(9) EA. HIP END; FLAT TOP HEIGHT VARIES"),
    ("T5", "JACK (MONO)", "8'-0\"", "5:12", "12\"", "24\" O.C.", "EXT. WALL / GT1", "HANG FROM GT1 W/ C3; CORNER JACKS SIM."),
    ("T6", "GABLE END", "28'-0\"", "5:12", "9-1/4\"", "--", "CONT. ON WALL BELOW",
     "DROP TOP CHORD 3-1/2\" FOR 2x4 OUTLOOKERS @ 24\" O.C."),
    ("GT1", "HIP GIRDER", "56'-0\"", "5:12", "12\"", "--", "(3) 2x6 POST EA. END", "3-PLY; C2 AT EA. BEARING; SEE NOTE 6"),
]

CONN_HEAD = [("MARK",), ("MODEL",), ("LOCATION / USE",), ("FASTENERS",), ("ALLOW. LOAD (LB)",), ("REMARKS",)]
CONN_W = [46, 92, 236, 300, 150, 236]
CONN_ROWS = [
    ("C1", "H2.5A", "TRUSS TO DOUBLE TOP PLATE, TYP.", "(5) 8d x 1-1/2\" TO TRUSS, (5) 8d x 1-1/2\" TO PLATE", "535 UPLIFT", "EA. END OF EA. TRUSS U.O.N."),
    ("C2", "HGT-3", "GT1 GIRDER TO WALL / POST", "(16) 10d TO GIRDER, (10) 10d TO STUDS", "10,980 UPLIFT", "3-PLY GIRDER"),
    ("C3", "THJA26", "T5 JACKS TO GT1", "(16) 16d TO GIRDER, (6) 10d x 1-1/2\" TO JACK", "2,040 DOWN / 1,125 UPLIFT", "FIELD-SKEWABLE"),
    ("C4", "HUS26", "T1 TRUSSES TO BM-1 (FLUSH)", "(14) 16d TO BEAM, (6) 16d TO TRUSS", "3,015 DOWN", "DOUBLE SHEAR NAILING"),
    ("C5", "LUS26", "T3 SCISSOR TRUSSES TO BM-2", "(4) 10d TO BEAM, (4) 10d TO TRUSS", "1,165 DOWN", "SLOTTED FOR T3 SLIDE BRG."),
    ("C6", "MSTC48", "DRAG STRAP, BM-1 TO TOP PLATE", "(38) 16d SINKERS", "3,965 TENSION", "EA. END OF BM-1"),
    ("C7", "DTC", "TRUSS B.C. TO NON-BEARING WALL", "(2) 8d x 1-1/2\" TO PLATE", "--", "AT 48\" O.C.; ALLOWS 1-1/2\" DEFL."),
]

HEADER_HEAD = [("MARK",), ("SIZE",), ("MAX. SPAN",), ("JACK STUDS",), ("KING STUDS",), ("REMARKS",)]
HEADER_W = [42, 160, 64, 64, 64, 222]
HEADER_ROWS = [
    ("H1", "(3) 2x10 DF-L NO.2", "4'-0\"", "(1)", "(1)", "TYP. WINDOWS U.O.N."),
    ("H2", "(3) 2x12 DF-L NO.2", "6'-0\"", "(2)", "(1)", "EXAM ROOM WINDOW PAIRS"),
    ("H3", "6x12 DF-L NO.1", "8'-0\"", "(2)", "(2)", "STAIR 2 WINDOWS"),
    ("H4", "5-1/4\"x11-7/8\" PSL 2.2E", "12'-0\"", "(2)", "(2)", "CORNER WINDOWS"),
    ("H5", "5-1/8\"x13-1/2\" 24F-V4 GLB", "16'-0\"", "(3)", "(2)", "WAITING ROOM 201 STOREFRONT"),
]

NOTES = [
    ("DESIGN LOADS (2021 IBC / ASCE 7-16), RISK CATEGORY II:", [
        "ROOF DEAD LOAD: 15 PSF TOP CHORD + 10 PSF BOTTOM CHORD = 25 PSF",
        "ROOF LIVE LOAD: 20 PSF (REDUCIBLE PER IBC 1607.13)",
        "GROUND SNOW LOAD, Pg = 40 PSF",
        "FLAT ROOF SNOW LOAD, Pf = 31 PSF (Ce = 1.0, Ct = 1.1, Is = 1.0)",
        "TRUSS DESIGN SHALL INCLUDE UNBALANCED SNOW AND DRIFT AT THE ENTRY VALLEY.",
    ]),
    ("WIND: ULTIMATE DESIGN WIND SPEED V = 105 MPH, EXPOSURE C, Kzt = 1.0. COMPONENTS AND CLADDING "
     "PRESSURES PER ASCE 7-16 CHAPTER 30 FOR A 5:12 HIP ROOF; NET UPLIFT AT EACH TRUSS BEARING BY "
     "TRUSS MANUFACTURER.", []),
    ("PRE-ENGINEERED WOOD TRUSSES ARE A DEFERRED SUBMITTAL. SUBMIT TRUSS LAYOUT, SHOP DRAWINGS AND "
     "CALCULATIONS STAMPED BY A PROFESSIONAL ENGINEER LICENSED IN THE STATE OF WASHINGTON TO THE "
     "ENGINEER OF RECORD FOR REVIEW PRIOR TO SUBMITTAL TO THE BUILDING OFFICIAL. DO NOT FABRICATE "
     "BEFORE REVIEW.", []),
    ("TRUSSES SHALL BE DESIGNED PER ANSI/TPI 1 FOR THE LOADS IN NOTE 1 PLUS A 300 LB CONCENTRATED "
     "LOAD AT ANY BOTTOM CHORD PANEL POINT. DEFLECTION LIMITS: L/360 LIVE LOAD, L/240 TOTAL LOAD.", []),
    ("BRACING: INSTALL TEMPORARY AND PERMANENT BRACING PER BCSI (SBCA/TPI). PERMANENT WEB BRACING "
     "SHALL BE 2x4 CONTINUOUS LATERAL RESTRAINT AS SHOWN ON THE TRUSS SHOP DRAWINGS, WITH DIAGONAL "
     "BRACING AT 20'-0\" O.C. MAX.", []),
    ("MULTI-PLY GIRDER TRUSSES SHALL BE FASTENED TOGETHER PER THE TRUSS MANUFACTURER. PROVIDE "
     "CONNECTOR C2 AT EACH GIRDER BEARING AND CONTINUOUS POSTS TO FOUNDATION.", []),
    ("ROOF SHEATHING: 5/8\" APA RATED SHEATHING, SPAN RATING 40/20, EXPOSURE 1, LONG DIMENSION "
     "PERPENDICULAR TO TRUSSES WITH END JOINTS STAGGERED. PROVIDE PANEL EDGE CLIPS AT MIDSPAN "
     "BETWEEN TRUSSES.", []),
    ("SHEATHING NAILING: 10d COMMON (0.148\" x 3\") AT 6\" O.C. AT SUPPORTED PANEL EDGES AND 12\" O.C. "
     "IN THE FIELD; 4\" O.C. AT BOUNDARIES AND WITHIN 4'-0\" OF EAVES, RAKES, HIPS AND RIDGES.", []),
    ("PROVIDE 2x SOLID BLOCKING BETWEEN TRUSSES AT ALL EXTERIOR WALLS AND AT SHEAR WALLS BELOW, "
     "TOENAILED WITH (3) 10d EACH END. SEE 1/S-501.", []),
    ("CONNECTORS: BASIS OF DESIGN SIMPSON STRONG-TIE; EQUIVALENTS WITH EQUAL OR GREATER ALLOWABLE "
     "LOADS MAY BE SUBMITTED. INSTALL ALL SPECIFIED FASTENERS; USE ZMAX (G185) FINISH WHERE IN "
     "CONTACT WITH PRESERVATIVE-TREATED WOOD.", []),
]

REVISIONS = [("1", "CITY PLAN REVIEW RESPONSE", "11/17/2025"), ("2", "ASI-02 ENTRY SCISSOR TRUSSES", "12/09/2025")]


def _pt(fx: float, fy: float) -> tuple[float, float]:
    return PX + fx * FT, PY + fy * FT


def _t(page, x, y, text, size=7.0, font="helv", rotate=0, color=(0, 0, 0)) -> None:
    page.insert_text((x, y), text, fontsize=size, fontname=font, rotate=rotate, color=color)


def _len(text, size=7.0, font="helv") -> float:
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def _ct(page, cx, y, text, size=7.0, font="helv") -> None:
    _t(page, cx - _len(text, size, font) / 2, y, text, size, font)


def _wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and _len(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


def _line(page, a, b, w=0.5, dashes=None, color=(0, 0, 0)) -> None:
    if dashes:
        page.draw_line(a, b, width=w, dashes=dashes, color=color)
    else:
        page.draw_line(a, b, width=w, color=color)


def _arrowhead(page, tip, frm, size=6.0) -> None:
    dx, dy = tip[0] - frm[0], tip[1] - frm[1]
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    a = (tip[0] - size * ux + size * 0.35 * uy, tip[1] - size * uy - size * 0.35 * ux)
    b = (tip[0] - size * ux - size * 0.35 * uy, tip[1] - size * uy + size * 0.35 * ux)
    page.draw_polyline([tip, a, b, tip], width=0.4, fill=(0, 0, 0))


def _tick(page, x, y) -> None:
    page.draw_line((x - 4, y + 4), (x + 4, y - 4), width=0.9)


def _hexagon(page, cx, cy, tag, r=8.5) -> None:
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    page.draw_polyline(pts + [pts[0]], width=0.6, fill=(1, 1, 1))
    _ct(page, cx, cy + 2.4, tag, 6.5, "hebo")


def _diamond(page, cx, cy, tag, r=9) -> None:
    pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy), (cx, cy - r)]
    page.draw_polyline(pts, width=0.6, fill=(1, 1, 1))
    _ct(page, cx, cy + 2.3, tag, 6, "helv")


def _post(page, cx, cy, s=5) -> None:
    page.draw_rect(pymupdf.Rect(cx - s, cy - s, cx + s, cy + s), width=0.7, fill=(1, 1, 1))
    page.draw_line((cx - s, cy - s), (cx + s, cy + s), width=0.5)
    page.draw_line((cx - s, cy + s), (cx + s, cy - s), width=0.5)


def _detail_callout(page, cx, cy, num, sheet, r=13) -> None:
    page.draw_circle((cx, cy), r, width=0.7, fill=(1, 1, 1))
    page.draw_line((cx - r, cy), (cx + r, cy), width=0.5)
    _ct(page, cx, cy - 3, num, 7, "hebo")
    _ct(page, cx, cy + 9, sheet, 5.5)


def _vtag(page, cx, cy, text, size=7.5) -> None:
    """A truss or girder tag boxed and set rotated 90 degrees along a truss line (reads upward)."""
    L = _len(text, size, "hebo")
    page.draw_rect(pymupdf.Rect(cx - size * 0.75, cy - L / 2 - 3, cx + size * 0.75, cy + L / 2 + 3),
                   width=0.6, fill=(1, 1, 1))
    _t(page, cx + size * 0.36, cy + L / 2, text, size, "hebo", rotate=90)


def _htag(page, x, y, text, size=7.5) -> None:
    L = _len(text, size, "hebo")
    page.draw_rect(pymupdf.Rect(x - 3, y - size - 1.5, x + L + 3, y + 3), width=0.6, fill=(1, 1, 1))
    _t(page, x, y, text, size, "hebo")


def _cloud(page, rect: pymupdf.Rect, r=7) -> None:
    """A revision cloud: outward half-circle scallops along each side of `rect`."""
    def run(a, b):
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        n = max(1, int(L // (2 * r)))
        ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
        nx, ny = uy, -ux                                   # outward normal for a clockwise loop
        rr = L / n / 2
        for i in range(n):
            c = (a[0] + ux * rr * (2 * i + 1), a[1] + uy * rr * (2 * i + 1))
            pts = []
            for k in range(13):
                t = math.pi * k / 12
                pts.append((c[0] - ux * rr * math.cos(t) + nx * rr * math.sin(t),
                            c[1] - uy * rr * math.cos(t) + ny * rr * math.sin(t)))
            page.draw_polyline(pts, width=0.6)
    corners = [rect.tl, rect.tr, rect.br, rect.bl, rect.tl]
    for a, b in zip(corners, corners[1:]):
        run(a, b)


def _delta(page, cx, cy, n) -> None:
    page.draw_polyline([(cx - 9, cy + 7), (cx + 9, cy + 7), (cx, cy - 9), (cx - 9, cy + 7)], width=0.8,
                       fill=(1, 1, 1))
    _ct(page, cx, cy + 5, n, 7, "hebo")


def _dim_h(page, x0, x1, y, text, ext_from=None, size=6.5) -> None:
    page.draw_line((x0 - 4, y), (x1 + 4, y), width=0.4)
    for x in (x0, x1):
        _tick(page, x, y)
        if ext_from is not None:
            page.draw_line((x, ext_from), (x, y + 4 if ext_from > y else y - 4), width=0.3)
    _ct(page, (x0 + x1) / 2, y - 3, text, size)


def _dim_v(page, y0, y1, x, text, size=6.5) -> None:
    page.draw_line((x, y0 - 4), (x, y1 + 4), width=0.4)
    for y in (y0, y1):
        _tick(page, x, y)
    L = _len(text, size)
    _t(page, x - 3, (y0 + y1) / 2 + L / 2, text, size, rotate=90)


# ---------------------------------------------------------------------------------- the plan
def _walls(page) -> None:
    """Walls below drawn as double dashed lines, wall openings with header tags."""
    d = "[6 3] 0"
    t = 0.5 * FT
    x0, y0 = _pt(0, 0)
    x1, y1 = _pt(BW, BD)
    for off in (0, t):
        page.draw_rect(pymupdf.Rect(x0 + off, y0 + off, x1 - off, y1 - off), width=0.7, dashes=d)
    # lobby bump-out walls (storefront on the sides, under BM-2)
    bx0, by0 = _pt(50, 56)
    bx1, by1 = _pt(78, 68)
    for off in (0, t):
        page.draw_line((bx0 + off, by0), (bx0 + off, by1 - off), width=0.7, dashes=d)
        page.draw_line((bx1 - off, by0), (bx1 - off, by1 - off), width=0.7, dashes=d)
        page.draw_line((bx0 + off, by1 - off), (bx1 - off, by1 - off), width=0.7, dashes=d)
    # interior non-bearing walls below (corridor, exam rooms), light dotted
    for fy in (24, 30):
        a, b = _pt(0.5, fy), _pt(BW - 0.5, fy)
        page.draw_line(a, b, width=0.4, dashes="[1.5 2] 0", color=HALF)
    for fx in (16, 28, 40, 54, 70, 92, 104, 116):
        a, b = _pt(fx, 0.5), _pt(fx, 24)
        page.draw_line(a, b, width=0.4, dashes="[1.5 2] 0", color=HALF)
    for fx in (20, 36, 96, 110):
        a, b = _pt(fx, 30), _pt(fx, BD - 0.5)
        page.draw_line(a, b, width=0.4, dashes="[1.5 2] 0", color=HALF)
    # window / storefront openings in the walls below with their header tags
    openings = [  # (wall, from ft, to ft, tag)
        ("N", 4, 8, "H1"), ("N", 20, 26, "H2"), ("N", 32, 38, "H2"), ("N", 44, 50, "H2"), ("N", 58, 62, "H1"),
        ("N", 74, 80, "H2"), ("N", 84, 88, "H1"), ("N", 96, 100, "H1"), ("N", 108, 114, "H2"),
        ("S", 6, 12, "H3"), ("S", 22, 34, "H4"), ("S", 84, 100, "H5"), ("S", 108, 112, "H1"),
        ("W", 20, 24, "H1"), ("W", 34, 38, "H1"), ("E", 16, 22, "H2"), ("E", 38, 50, "H4"),
    ]
    for wall, a, b, tag in openings:
        if wall in "NS":
            fy = 0 if wall == "N" else BD
            p0, p1 = _pt(a, fy), _pt(b, fy)
            yy = p0[1] + (t / 2 if wall == "N" else -t / 2)
            page.draw_line((p0[0], yy), (p1[0], yy), width=2.2)
            cy = p0[1] - 15 if wall == "N" else p0[1] + 15
            _hexagon(page, (p0[0] + p1[0]) / 2, cy, tag)
        else:
            fx = 0 if wall == "W" else BW
            p0, p1 = _pt(fx, a), _pt(fx, b)
            xx = p0[0] + (t / 2 if wall == "W" else -t / 2)
            page.draw_line((xx, p0[1]), (xx, p1[1]), width=2.2)
            cx = p0[0] - 34 if wall == "W" else p0[0] + 34
            _hexagon(page, cx, (p0[1] + p1[1]) / 2, tag)


def _trusses(page) -> None:
    w = 0.45
    # step-down hips and commons, full depth N-S with their overhangs
    for fx in range(10, 119, 2):
        if 50 < fx < 78:
            a, b = _pt(fx, -2), _pt(fx, 56)         # lobby opening: bear on BM-1, no overhang
        else:
            a, b = _pt(fx, -2), _pt(fx, 58)
        _line(page, a, b, w)
    # GT1 hip girders, drawn heavy and doubled
    for fx in (8, 120):
        for off in (-1.6, 1.6):
            a, b = _pt(fx, 0), _pt(fx, BD)
            _line(page, (a[0] + off, a[1]), (b[0] + off, b[1]), 1.4)
    # T5 end jacks from the end walls to the girders, hung on C3
    for fy in range(8, 49, 2):
        for x0, x1 in ((-2, 8), (120, 130)):
            _line(page, _pt(x0, fy), _pt(x1, fy), w)
        for fx in (8, 120):
            x, y = _pt(fx, fy)
            page.draw_rect(pymupdf.Rect(x - 2.2 if fx == 120 else x - 0.2, y - 2.2, x + 0.2 if fx == 120 else x + 2.2,
                                        y + 2.2), width=0.5, fill=(0, 0, 0))
    # corner jacks and side jacks under the hips
    for k in (2, 4, 6):
        for (xa, ya, xb, yb) in ((-2, k, k, k), (k, -2, k, k), (-2, BD - k, k, BD - k), (k, BD + 2, k, BD - k),
                                 (BW + 2, k, BW - k, k), (BW - k, -2, BW - k, k),
                                 (BW + 2, BD - k, BW - k, BD - k), (BW - k, BD + 2, BW - k, BD - k)):
            _line(page, _pt(xa, ya), _pt(xb, yb), w)
    # hips, ridge
    for a, b in (((0, 0), (28, 28)), ((0, BD), (28, 28)), ((BW, 0), (100, 28)), ((BW, BD), (100, 28))):
        _line(page, _pt(*a), _pt(*b), 1.0, "[9 3] 0")
    _line(page, _pt(28, 28), _pt(100, 28), 1.0, "[18 4] 0")
    # lobby: T3 scissors E-W, T6 gable at the face, valley set over the main roof
    for fy in (58, 60, 62, 64, 66):
        _line(page, _pt(48, fy), _pt(80, fy), w)
    for off in (-1.4, 1.4):
        a, b = _pt(48, 68), _pt(80, 68)
        _line(page, (a[0], a[1] + off), (b[0], b[1] + off), 1.0)
    for fx, fy in ((48, 69), (52, 69), (56, 69), (60, 69), (64, 69), (68, 69), (72, 69), (76, 69), (80, 69)):
        _line(page, _pt(fx, 68), _pt(fx, 70), 0.4)                                     # outlookers
    _line(page, _pt(50, 56), _pt(64, 42), 1.0, "[9 3] 0")
    _line(page, _pt(78, 56), _pt(64, 42), 1.0, "[9 3] 0")
    _line(page, _pt(64, 42), _pt(64, 70), 1.0, "[18 4] 0")
    for fy in (54, 52, 50, 48, 46, 44):
        k = 56 - fy
        _line(page, _pt(50 + k, fy), _pt(78 - k, fy), 0.5, "[3 2] 0")
    # overhang (eave / rake line)
    pts = [(-2, -2), (BW + 2, -2), (BW + 2, BD + 2), (80, BD + 2), (80, 70), (48, 70), (48, BD + 2), (-2, BD + 2), (-2, -2)]
    page.draw_polyline([_pt(*p) for p in pts], width=1.0)


def _beams(page) -> None:
    # BM-1 across the lobby opening (flush), BM-2 along each lobby side
    a, b = _pt(50, 56), _pt(78, 56)
    page.draw_line(a, b, width=3.2)
    x, y = _pt(51.5, 55)
    page.draw_rect(pymupdf.Rect(x - 2, y - 9, x + _len("BM-1: 6-3/4\"x24\" 24F-V4 GLB", 7, "hebo") + 2, y + 2),
                   width=0, color=None, fill=(1, 1, 1))
    _t(page, x, y, "BM-1: 6-3/4\"x24\" 24F-V4 GLB", 7, "hebo")
    for fx in (50, 78):
        a, b = _pt(fx, 56), _pt(fx, 68)
        page.draw_line(a, b, width=3.2)
        label = "BM-2: 5-1/4\"x14\" PSL 2.2E"
        L = _len(label, 6.5, "hebo")
        cx = a[0] + (9 if fx == 50 else -4)
        cy = (a[1] + b[1]) / 2
        page.draw_rect(pymupdf.Rect(cx - 6.5, cy - L / 2 - 1, cx + 1, cy + L / 2 + 1), width=0, color=None,
                       fill=(1, 1, 1))
        _t(page, cx, cy + L / 2, label, 6.5, "hebo", rotate=90)
        for fy in (56, 68):
            _post(page, *_pt(fx, fy))
    # hangers where T3 meets BM-2 and T1 meets BM-1
    for fy in (58, 60, 62, 64, 66):
        for fx, s in ((50, 1), (78, -1)):
            x, y = _pt(fx, fy)
            page.draw_rect(pymupdf.Rect(min(x, x + 4 * s), y - 2, max(x, x + 4 * s), y + 2), width=0.4, fill=(0, 0, 0))
    for fx in range(52, 78, 2):
        x, y = _pt(fx, 56)
        page.draw_rect(pymupdf.Rect(x - 2, y - 4, x + 2, y), width=0.4, fill=(0, 0, 0))
    for fx, fy in ((8, 0), (8, BD), (120, 0), (120, BD)):
        _post(page, *_pt(fx, fy))


def _annotations(page) -> None:
    # truss run tags, rotated along the truss lines, with extent arrows across each run
    for x0, x1, fy, tag in ((10, 26, 40, "T4"), (28, 48, 40, "T1"), (66, 76, 14, "T2"), (80, 100, 40, "T1"),
                            (102, 118, 40, "T4"), (28, 48, 14, "T1"), (86, 100, 14, "T1")):
        a, b = _pt(x0, fy), _pt(x1, fy)
        page.draw_line(a, b, width=0.4)
        _arrowhead(page, a, b, 5)
        _arrowhead(page, b, a, 5)
        _vtag(page, (a[0] + b[0]) / 2 + (FT if (x1 - x0) % 4 == 0 else 0), a[1], tag)
    for fx in (8, 120):
        x, y = _pt(fx, 20)
        _vtag(page, x, y, "GT1", 8)
        x, y = _pt(fx, 38)
        _vtag(page, x, y, "GT1", 8)
    for fx, fy in ((2.4, 18), (BW - 6.6, 18), (2.4, 36), (BW - 6.6, 36)):
        x, y = _pt(fx, fy)
        _htag(page, x, y, "T5")
    x, y = _pt(58.5, 61.5)
    _htag(page, x, y, "T3")
    _t(page, x + 20, y, "@ 24\" O.C.", 6, "cour")
    x, y = _pt(69, 67.6)
    _htag(page, x, y, "T6", 7)
    # plan labels
    _t(page, *_pt(40, 27.4), "RIDGE", 6.5, "cour")
    _t(page, *_pt(13, 11), "HIP", 6.5, "cour")
    _t(page, *_pt(112, 11), "HIP", 6.5, "cour")
    _t(page, *_pt(12.5, 46.8), "HIP", 6.5, "cour")
    _t(page, *_pt(66, 41), "VALLEY SET BY TRUSS MFR.", 6.5, "cour")
    _t(page, *_pt(66, 42.3), "2x6 SLEEPERS ON T1 @ 24\" O.C.", 6, "cour")
    _t(page, *_pt(-1.2, -3.2), "2'-0\" O.H. TYP.", 6.5, "cour")
    _t(page, *_pt(14, 62.4), "2x4 OUTLOOKERS @ 24\" O.C. AT RAKE", 6, "cour")
    _line(page, _pt(33.5, 62), _pt(48, 69), 0.35)
    # attic mechanical platform, hatched
    r = pymupdf.Rect(*_pt(66, 22), *_pt(76, 34))
    page.draw_rect(r, width=0.6)
    k = -r.height
    while k < r.width:
        a = (r.x0 + max(k, 0), r.y1 - max(-k, 0))
        run = min(r.width - max(k, 0), r.height - max(-k, 0))
        page.draw_line(a, (a[0] + run, a[1] - run), width=0.25, color=HALF)
        k += 7
    x, y = _pt(66, 21)
    _t(page, x - 60, y - 8, "ATTIC MECH. PLATFORM - AHU-1, SEE M-201", 6.5, "cour")
    _t(page, x - 60, y, "3/4\" PLYWD ON 2x6 @ 16\" O.C. OVER T2 B.C.", 6, "cour")
    # attic access
    ax, ay = _pt(94, 31)
    page.draw_rect(pymupdf.Rect(ax, ay, ax + 22 / 12 * FT, ay + 30 / 12 * FT), width=0.6)
    page.draw_line((ax, ay), (ax + 22 / 12 * FT, ay + 30 / 12 * FT), width=0.3)
    _t(page, ax + 22, ay + 10, "22\"x30\" ATTIC ACCESS IN CLG. BELOW", 6, "cour")
    # draftstops
    for fx in (42, 86):
        a, b = _pt(fx, 0.5), _pt(fx, BD - 0.5)
        page.draw_line(a, b, width=0.9, dashes="[14 3 2 3 2 3] 0")
        x, y = _pt(fx, 52)
        _t(page, x - 2.5, y, "ATTIC DRAFTSTOP, SEE 6/S-501", 6, "cour", rotate=90)
    # connector tags with leaders
    def lead(tag, fx, fy, dx, dy):
        x, y = _pt(fx, fy)
        page.draw_line((x, y), (x + dx, y + dy), width=0.35)
        _diamond(page, x + dx, y + dy, tag)
    lead("C1", 34, 0, 18, 30)
    _t(page, *_pt(36.4, 4.4), "TYP. EA. TRUSS", 5.5)
    lead("C1", 90, 56, 14, -28)
    lead("C2", 8, 0, 30, 10)
    lead("C2", 120, BD, -26, -20)
    lead("C3", 8, 26, 18, -10)
    lead("C3", 120, 30, -20, 10)
    lead("C4", 60, 56, 10, -26)
    lead("C5", 78, 62, 22, -10)
    lead("C6", 50, 56, -24, -22)
    lead("C6", 78, 56, 20, -40)
    lead("C7", 104, 24, 16, 18)
    lead("C7", 20, 40, 16, 14)
    # posts below, text
    x, y = _pt(8, 0)
    _t(page, x + 6, y + 26, "(3) 2x6 POST BELOW", 5.5)
    x, y = _pt(120, BD)
    _t(page, x - 66, y - 36, "(3) 2x6 POST BELOW", 5.5)
    _t(page, *_pt(84.5, 66), "6x6 DF-L NO.1 POST BELOW, TYP. (4)", 5.5)
    _line(page, _pt(84.2, 65.6), _pt(78.6, 67.6), 0.35)
    # plate elevation
    _t(page, *_pt(3, 30), "T.O. WALL PLATE", 6, "hebo")
    _t(page, *_pt(3, 31.2), "EL. 126'-1 1/8\" U.O.N.", 6)
    # detail callouts
    for fx, fy, n in ((14, 50.5, "1"), (15, 6.5, "2"), (36, 71, "3"), (60, 76, "4"), (58, 48, "5")):
        x, y = _pt(fx, fy)
        _detail_callout(page, x, y, n, "S-501")
    _line(page, _pt(15.4, 52), _pt(17, 56), 0.35)
    _line(page, _pt(13.6, 5.8), _pt(8.3, 0.3), 0.35)
    _line(page, _pt(37.4, 70.2), _pt(50, 58), 0.35)
    _line(page, _pt(60, 74.6), _pt(62, 68), 0.35)
    _line(page, _pt(59.5, 48), _pt(62, 48), 0.35)


def _grid_and_dims(page) -> None:
    gy = PY - 84
    for i, fx in enumerate(range(0, BW + 1, 16), 1):
        x, _ = _pt(fx, 0)
        page.draw_circle((x, gy), 12, width=0.8)
        _ct(page, x, gy + 4, str(i), 10, "hebo")
        page.draw_line((x, gy + 12), (x, PY - 30), width=0.35, dashes="[16 3 3 3] 0")
    for letter, fy in (("A", 0), ("B", BD)):
        _, y = _pt(0, fy)
        page.draw_circle((PX - 104, y), 12, width=0.8)
        _ct(page, PX - 104, y + 4, letter, 10, "hebo")
        page.draw_line((PX - 92, y), (PX - 30, y), width=0.35, dashes="[16 3 3 3] 0")
    y1 = PY - 46
    for fx in range(0, BW, 16):
        _dim_h(page, _pt(fx, 0)[0], _pt(fx + 16, 0)[0], y1, "16'-0\"")
    _dim_h(page, PX, _pt(BW, 0)[0], PY - 62, "128'-0\"")
    _dim_v(page, PY, _pt(0, BD)[1], PX - 72, "56'-0\"")
    _dim_v(page, PY, _pt(0, 28)[1], PX - 56, "28'-0\"")
    # hip setbacks, lobby
    yb = _pt(0, BD)[1] + 34
    _dim_h(page, PX, _pt(8, 0)[0], yb, "8'-0\"")
    _dim_h(page, _pt(8, 0)[0], _pt(28, 0)[0], yb, "20'-0\"")
    _dim_h(page, _pt(120, 0)[0], _pt(BW, 0)[0], yb, "8'-0\"")
    _dim_h(page, _pt(50, 0)[0], _pt(78, 0)[0], _pt(0, 68)[1] + 62, "28'-0\" LOBBY", ext_from=_pt(0, 68)[1] + 4)
    _dim_v(page, _pt(0, BD)[1], _pt(0, 68)[1], _pt(100, 0)[0], "12'-0\"")
    # north arrow
    nx, ny = _pt(BW - 6, 80)
    page.draw_circle((nx, ny + 20), 20, width=0.8)
    page.draw_polyline([(nx, ny - 6), (nx + 8, ny + 32), (nx, ny + 26), (nx - 8, ny + 32), (nx, ny - 6)],
                       width=0.8, fill=(0, 0, 0))
    _ct(page, nx, ny - 10, "N", 11, "hebo")
    # revision cloud around the lobby, delta 2
    _cloud(page, pymupdf.Rect(*_pt(45, 57.2), *_pt(83, 73)))
    _delta(page, *_pt(84.5, 72), "2")
    _delta(page, *_pt(BW + 6.5, 53), "1")


def _view_title(page, x, y, num, name, scale, rule=420, size=13) -> None:
    page.draw_circle((x + 14, y - 4), 14, width=1.0)
    _ct(page, x + 14, y + 1, num, 12, "hebo")
    _t(page, x + 36, y - 2, name, size, "hebo")
    page.draw_line((x + 34, y + 3), (x + rule, y + 3), width=1.6)
    _t(page, x + 36, y + 14, f"SCALE: {scale}", 7.5)


def _profiles(page) -> None:
    """Three truss profiles, not to scale, under the plan."""
    def webs(x0, x1, yb, ytop_at, n):
        for i in range(1, n):
            xa = x0 + (x1 - x0) * i / n
            xb = x0 + (x1 - x0) * (i + (1 if i < n / 2 else -1)) / n
            page.draw_line((xa, yb), (xb, ytop_at(xb)), width=0.5)
            page.draw_line((xa, yb), (xa, ytop_at(xa)), width=0.3)

    def pitch(x, y, rise="5", run="12"):
        page.draw_line((x, y), (x + 20, y), width=0.4)
        page.draw_line((x + 20, y), (x + 20, y - 8.3), width=0.4)
        _t(page, x + 6, y + 8, run, 5.5)
        _t(page, x + 23, y - 1, rise, 5.5)

    # 2: T1 common
    x0, x1, yb = 150, 520, 1190
    top = lambda x: yb - 6 - (min(x - x0, x1 - x) / ((x1 - x0) / 2)) * 78
    page.draw_polyline([(x0 - 16, top(x0) + 7), ((x0 + x1) / 2, yb - 84), (x1 + 16, top(x1) + 7)], width=1.0)
    page.draw_line((x0, yb), (x1, yb), width=1.0)
    page.draw_line((x0, yb), (x0, yb - 6), width=1.0)
    page.draw_line((x1, yb), (x1, yb - 6), width=1.0)
    webs(x0, x1, yb, top, 8)
    pitch(x0 + 40, yb - 40)
    _ct(page, (x0 + x1) / 2, yb + 14, "56'-0\" SPAN (OUT-TO-OUT OF STUDS)", 6)
    _t(page, x0 - 20, yb + 26, "12\" HEEL", 6)
    _view_title(page, x0 - 30, yb + 56, "2", "T1 COMMON TRUSS PROFILE", "NTS", rule=330, size=10)
    # 3: T3 scissor
    x0, x1, yb = 640, 900, 1190
    ridge = yb - 70
    page.draw_polyline([(x0 - 14, yb - 1), ((x0 + x1) / 2, ridge), (x1 + 14, yb - 1)], width=1.0)
    page.draw_polyline([(x0, yb - 4), ((x0 + x1) / 2, yb - 36), (x1, yb - 4)], width=1.0)
    page.draw_line((x0, yb - 4), (x0, yb - 10), width=1.0)
    page.draw_line((x1, yb - 4), (x1, yb - 10), width=1.0)
    for f in (0.25, 0.5, 0.75):
        xa = x0 + (x1 - x0) * f
        ya = yb - 4 - (min(xa - x0, x1 - xa) / ((x1 - x0) / 2)) * 32
        yt = yb - 10 - (min(xa - x0, x1 - xa) / ((x1 - x0) / 2)) * 60
        page.draw_line((xa, ya), (xa, yt), width=0.5)
    pitch(x0 + 30, yb - 44)
    _t(page, (x0 + x1) / 2 - 30, yb - 18, "2.5", 5.5)
    _t(page, (x0 + x1) / 2 - 8, yb - 10, "12", 5.5)
    _ct(page, (x0 + x1) / 2, yb + 14, "28'-0\" SPAN", 6)
    _view_title(page, x0 - 30, yb + 56, "3", "T3 SCISSOR TRUSS PROFILE", "NTS", rule=320, size=10)
    # 4: GT1 girder
    x0, x1, yb = 1000, 1330, 1190
    page.draw_polyline([(x0 - 14, yb - 1), (x0 + 60, yb - 30), (x1 - 60, yb - 30), (x1 + 14, yb - 1)], width=1.6)
    page.draw_line((x0, yb), (x1, yb), width=1.6)
    page.draw_line((x0, yb), (x0, yb - 6), width=1.6)
    page.draw_line((x1, yb), (x1, yb - 6), width=1.6)
    for i in range(1, 10):
        xa = x0 + (x1 - x0) * i / 10
        yt = yb - 30 if x0 + 60 <= xa <= x1 - 60 else yb - 6 - 24 * min(xa - x0, x1 - xa) / 60
        page.draw_line((xa, yb), (xa, yt), width=0.5)
        if i < 9:
            xb = x0 + (x1 - x0) * (i + 1) / 10
            yt2 = yb - 30 if x0 + 60 <= xb <= x1 - 60 else yb - 6 - 24 * min(xb - x0, x1 - xb) / 60
            page.draw_line((xa, yb), (xb, yt2), width=0.3)
    for i in range(2, 9, 1):
        xa = x0 + (x1 - x0) * i / 10
        page.draw_line((xa, yb + 3), (xa, yb + 12), width=0.5)
        _arrowhead(page, (xa, yb + 2), (xa, yb + 12), 4)
    _ct(page, (x0 + x1) / 2, yb + 24, "T5 JACK REACTIONS @ 24\" O.C. (C3)", 6)
    _ct(page, (x0 + x1) / 2, yb - 36, "FLAT TOP CHORD AT 8'-0\" HIP SETBACK", 6)
    _t(page, x0 - 24, yb + 36, "3-PLY, C2 EA. END", 6)
    _view_title(page, x0 - 30, yb + 70, "4", "GT1 HIP GIRDER PROFILE", "NTS", rule=320, size=10)


def _schedule(page, x, y, title, head, widths, rows, size=7.0, row_h=14.5) -> float:
    """A schedule with no ruling lines: title, header (one or two lines), one heavy rule, zebra rows."""
    _t(page, x, y, title, 11, "hebo")
    two = any(len(h) > 1 for h in head)
    hy = y + 18
    cx = x
    for h, w in zip(head, widths):
        lines = h if len(h) == 2 or not two else ("",) + h
        for k, line in enumerate(lines):
            if line:
                _t(page, cx + 3, hy + 9 * k, line, 6.5, "hebo")
        cx += w
    rule_y = hy + (9 if two else 0) + 4
    total = sum(widths)
    page.draw_line((x, rule_y), (x + total, rule_y), width=2.0)
    ry = rule_y + 3
    for i, row in enumerate(rows):
        if i % 2 == 0:
            page.draw_rect(pymupdf.Rect(x, ry, x + total, ry + row_h), width=0, color=None, fill=GREY)
        cx = x
        for c, (cell, w) in enumerate(zip(row, widths)):
            if cell:
                _t(page, cx + 3, ry + row_h - 4.2, cell, size, "hebo" if c == 0 else "helv")
            cx += w
        ry += row_h
    return ry


def _legend(page, x, y) -> None:
    _t(page, x, y, "FRAMING LEGEND", 11, "hebo")
    rows = y + 24
    tx = x + 74
    items = []
    # truss
    page.draw_line((x, rows - 3), (x + 56, rows - 3), width=0.45)
    items.append("PRE-ENGINEERED WOOD TRUSS @ 24\" O.C.")
    rows2 = rows + 20
    for off in (-1.6, 1.6):
        page.draw_line((x, rows2 - 3 + off), (x + 56, rows2 - 3 + off), width=1.4)
    items.append("GIRDER TRUSS (MULTI-PLY)")
    r3 = rows + 40
    page.draw_line((x, r3 - 3), (x + 56, r3 - 3), width=3.2)
    items.append("BEAM / FLUSH BEAM (SEE CALLOUT)")
    r4 = rows + 60
    for off in (0, 4.5):
        page.draw_line((x, r4 - 5 + off), (x + 56, r4 - 5 + off), width=0.7, dashes="[6 3] 0")
    items.append("BEARING WALL BELOW")
    r5 = rows + 80
    page.draw_line((x, r5 - 3), (x + 56, r5 - 3), width=0.4, dashes="[1.5 2] 0", color=HALF)
    items.append("NON-BEARING WALL BELOW (C7 CLIPS)")
    r6 = rows + 100
    page.draw_line((x, r6 - 3), (x + 56, r6 - 3), width=1.0, dashes="[9 3] 0")
    items.append("HIP / VALLEY LINE")
    r7 = rows + 120
    page.draw_line((x, r7 - 3), (x + 56, r7 - 3), width=0.9, dashes="[14 3 2 3 2 3] 0")
    items.append("ATTIC DRAFTSTOP (3,000 SF MAX. AREA)")
    r8 = rows + 140
    page.draw_rect(pymupdf.Rect(x + 22, r8 - 6, x + 30, r8 - 1), width=0.4, fill=(0, 0, 0))
    items.append("FACE-MOUNT HANGER (SEE CONNECTOR SCHEDULE)")
    r9 = rows + 160
    _post(page, x + 26, r9 - 4)
    items.append("POST BELOW")
    r10 = rows + 182
    _hexagon(page, x + 26, r10 - 4, "H#")
    items.append("HEADER TAG - SEE HEADER SCHEDULE")
    r11 = rows + 204
    _diamond(page, x + 26, r11 - 4, "C#")
    items.append("CONNECTOR TAG - SEE CONNECTOR SCHEDULE")
    r12 = rows + 226
    _vtag(page, x + 26, r12 - 4, "T#", 6.5)
    items.append("TRUSS MARK - SEE TRUSS SCHEDULE")
    r13 = rows + 250
    rr = pymupdf.Rect(x + 8, r13 - 12, x + 44, r13 + 2)
    page.draw_rect(rr, width=0.5)
    for k in range(0, 50, 6):
        page.draw_line((rr.x0 + max(0, k - 14), rr.y1 - max(0, 14 - k) + 0), (rr.x0 + min(k, 36), rr.y1 - min(k, 14)),
                       width=0.25, color=HALF)
    items.append("ATTIC MECH. PLATFORM (T2 TRUSSES)")
    r14 = rows + 276
    _detail_callout(page, x + 26, r14 - 6, "#", "S-501", r=11)
    items.append("DETAIL NUMBER / SHEET")
    ys = [rows, rows2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14]
    for yy, text in zip(ys, items):
        _t(page, tx, yy, text, 7)


def _notes(page, x, y, width) -> float:
    _t(page, x, y, "ROOF FRAMING NOTES", 11, "hebo")
    page.draw_line((x, y + 4), (x + 150, y + 4), width=0.8)
    yy = y + 22
    size, lead = 7.2, 10.2
    for i, (text, subs) in enumerate(NOTES, 1):
        _t(page, x, yy, f"{i}.", size)
        for line in _wrap(text, width - 18, size):
            _t(page, x + 18, yy, line, size)
            yy += lead
        for sub in subs:
            _t(page, x + 30, yy, "-", size)
            _t(page, x + 38, yy, sub, size)
            yy += lead
        yy += 5
    return yy


def _title_block(page) -> None:
    x0, y0, x1, y1 = 2100, 1092, W - 36, H - 36
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.6)
    # firm, with a little mark of three larch trees
    for k, cx in enumerate((x0 + 20, x0 + 32, x0 + 44)):
        h = 26 if k == 1 else 20
        page.draw_polyline([(cx - 7, y0 + 44), (cx, y0 + 44 - h), (cx + 7, y0 + 44), (cx - 7, y0 + 44)], width=0.7,
                           fill=(0, 0, 0) if k == 1 else None)
    _t(page, x0 + 62, y0 + 26, "TAMARACK STRUCTURAL", 13, "hebo")
    _t(page, x0 + 62, y0 + 42, "ENGINEERS, PLLC", 13, "hebo")
    _t(page, x0 + 62, y0 + 56, "621 W. MALLON AVENUE, SUITE 410  |  SPOKANE, WA 99201", 6.5)
    _t(page, x0 + 62, y0 + 66, "(509) 555-0142  |  TAMARACKSE.COM", 6.5)
    page.draw_line((x0, y0 + 76), (x1, y0 + 76), width=0.8)
    # architect / project / owner on the left, seal placeholder on the right
    sx = x1 - 150
    page.draw_line((sx, y0 + 76), (sx, y0 + 250), width=0.8)
    ly = y0 + 90
    _t(page, x0 + 8, ly, "ARCHITECT", 5.5, "hebo")
    _t(page, x0 + 8, ly + 11, "HALVERSON DREW ARCHITECTS", 8, "hebo")
    _t(page, x0 + 8, ly + 21, "1020 N. WASHINGTON ST., SPOKANE, WA 99201", 6)
    _t(page, x0 + 8, ly + 40, "PROJECT", 5.5, "hebo")
    _t(page, x0 + 8, ly + 54, "NORTH MILLWOOD MEDICAL PAVILION", 10, "hebo")
    _t(page, x0 + 8, ly + 65, "TWO-STORY MEDICAL OFFICE BUILDING", 6.5)
    _t(page, x0 + 8, ly + 75, "14120 E. MISSION AVENUE", 6.5)
    _t(page, x0 + 8, ly + 85, "SPOKANE VALLEY, WA 99216", 6.5)
    _t(page, x0 + 8, ly + 104, "OWNER", 5.5, "hebo")
    _t(page, x0 + 8, ly + 115, "INLAND NORTHWEST CLINIC PARTNERS, LLC", 7.5)
    _t(page, x0 + 8, ly + 135, "THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND THE PROPERTY OF", 5, "tiro")
    _t(page, x0 + 8, ly + 142, "TAMARACK STRUCTURAL ENGINEERS, PLLC. REUSE WITHOUT WRITTEN", 5, "tiro")
    _t(page, x0 + 8, ly + 149, "PERMISSION IS PROHIBITED.  (C) 2025", 5, "tiro")
    seal = pymupdf.Rect(sx + 15, y0 + 92, x1 - 15, y0 + 212)
    page.draw_circle(((seal.x0 + seal.x1) / 2, (seal.y0 + seal.y1) / 2), 52, width=0.5, dashes="[3 3] 0", color=HALF)
    _ct(page, (seal.x0 + seal.x1) / 2, (seal.y0 + seal.y1) / 2 - 2, "ENGINEER'S SEAL", 6.5)
    _ct(page, (seal.x0 + seal.x1) / 2, (seal.y0 + seal.y1) / 2 + 8, "(SIGNED ORIGINAL ON FILE)", 5)
    _ct(page, (sx + x1) / 2, y0 + 238, "ISSUED FOR CONSTRUCTION", 7, "hebo")
    page.draw_line((x0, y0 + 250), (x1, y0 + 250), width=0.8)
    # revisions
    ry = y0 + 264
    _t(page, x0 + 8, ry, "REVISIONS", 6.5, "hebo")
    _t(page, x0 + 8, ry + 13, "NO.", 5.5, "hebo")
    _t(page, x0 + 44, ry + 13, "DESCRIPTION", 5.5, "hebo")
    _t(page, x1 - 70, ry + 13, "DATE", 5.5, "hebo")
    page.draw_line((x0 + 6, ry + 16), (x1 - 6, ry + 16), width=0.4)
    for i, (n, desc, date) in enumerate(REVISIONS):
        yy = ry + 30 + 15 * i
        _delta(page, x0 + 18, yy - 4, n)
        _t(page, x0 + 44, yy, desc, 7)
        _t(page, x1 - 70, yy, date, 7)
    for i in range(2, 5):
        page.draw_line((x0 + 6, ry + 34 + 15 * i), (x1 - 6, ry + 34 + 15 * i), width=0.2, color=HALF)
    page.draw_line((x0, y0 + 350), (x1, y0 + 350), width=0.8)
    # project data cells
    cells = [("PROJECT NO.", "TSE-25214"), ("DATE", "10/06/2025"), ("DRAWN BY", "RJP"), ("CHECKED BY", "KAL"),
             ("SCALE", "AS NOTED"), ("CAD FILE", "25214-S201.DWG")]
    cw = (x1 - x0) / 2
    for i, (cap, val) in enumerate(cells):
        cx = x0 + 8 + cw * (i % 2)
        cy = y0 + 364 + 30 * (i // 2)
        _t(page, cx, cy, cap, 5.5, "hebo")
        _t(page, cx, cy + 13, val, 8.5)
    page.draw_line((x0 + cw, y0 + 350), (x0 + cw, y0 + 440), width=0.5)
    for k in (1, 2):
        page.draw_line((x0, y0 + 350 + 30 * k), (x1, y0 + 350 + 30 * k), width=0.3)
    page.draw_line((x0, y0 + 440), (x1, y0 + 440), width=0.8)
    # key plan
    kx, ky = x0 + 14, y0 + 458
    _t(page, kx, ky, "KEY PLAN", 5.5, "hebo")
    page.draw_rect(pymupdf.Rect(kx, ky + 8, kx + 90, ky + 48), width=0.6, fill=GREY)
    page.draw_rect(pymupdf.Rect(kx + 35, ky + 48, kx + 55, ky + 56), width=0.6, fill=GREY)
    _t(page, kx, ky + 68, "ROOF LEVEL", 5.5)
    # sheet title and number
    tx = x0 + 128
    page.draw_line((tx - 10, y0 + 440), (tx - 10, y1), width=0.5)
    _t(page, tx, y0 + 456, "SHEET TITLE", 5.5, "hebo")
    _t(page, tx, y0 + 476, "ROOF FRAMING PLAN", 14, "hebo")
    page.draw_line((tx - 10, y0 + 490), (x1, y0 + 490), width=0.4)
    _t(page, tx, y0 + 504, "SHEET NUMBER", 5.5, "hebo")
    _t(page, tx + 30, y0 + 566, "S-201", 46, "hebo")


ABBREVIATIONS = [
    ("AHU", "AIR HANDLING UNIT"), ("B.C.", "BOTTOM CHORD"), ("BM", "BEAM"), ("BRG.", "BEARING"),
    ("CLR", "CONTINUOUS LATERAL RESTRAINT"), ("DF-L", "DOUGLAS FIR-LARCH"), ("EOR", "ENGINEER OF RECORD"),
    ("GLB", "GLUED-LAMINATED BEAM"), ("GT", "GIRDER TRUSS"), ("O.H.", "OVERHANG"),
    ("PSL", "PARALLEL STRAND LUMBER"), ("T.C.", "TOP CHORD"), ("T.O.", "TOP OF"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
]


def _abbreviations(page, x, y) -> None:
    _t(page, x, y, "ABBREVIATIONS", 9, "hebo")
    half = (len(ABBREVIATIONS) + 1) // 2
    for i, (ab, full) in enumerate(ABBREVIATIONS):
        cx = x + (0 if i < half else 205)
        cy = y + 16 + 10.5 * (i % half)
        _t(page, cx, cy, ab, 6.5, "hebo")
        _t(page, cx + 40, cy, full, 6.5)


def _heel_detail(page, x, y) -> None:
    """A typical truss heel at the exterior wall, 1" = 1'-0" (drawn at 4 pt to the inch), with
    leader notes stacked to the right."""
    s = 4.0
    slope = 5 / 12
    wx, top = x + 120, y + 210                              # outside face of stud, top of plates
    page.draw_rect(pymupdf.Rect(wx, top, wx + 5.5 * s, top + 60), width=0.8)          # stud
    for k in (0, 1):                                                                  # double top plate
        page.draw_rect(pymupdf.Rect(wx, top - 1.5 * s * (k + 1), wx + 5.5 * s, top - 1.5 * s * k), width=0.8)
    pt = top - 3 * s                                                                  # top of plates
    bc = pt - 3.5 * s                                                                 # top of bottom chord
    heel_top = pt - 12 * s                                                            # 12" heel
    page.draw_rect(pymupdf.Rect(wx - 2 * s, bc, wx + 62 * s, pt), width=0.8)          # 2x4 bottom chord

    def tc(xx, off=0.0):                                                              # top chord underside
        return heel_top + off - (xx - wx) * slope
    x0, x1 = wx - 24 * s, wx + 62 * s
    page.draw_line((x0, tc(x0)), (x1, tc(x1)), width=0.9)
    page.draw_line((x0, tc(x0, -3.7 * s)), (x1, tc(x1, -3.7 * s)), width=0.9)
    page.draw_line((x0, tc(x0, -4.4 * s)), (x1, tc(x1, -4.4 * s)), width=1.8)         # 5/8" sheathing
    page.draw_line((wx, bc), (wx, tc(wx)), width=0.8)                                 # heel post
    page.draw_line((wx + 3.5 * s, bc), (wx + 3.5 * s, tc(wx + 3.5 * s)), width=0.8)
    page.draw_line((wx + 3.5 * s, bc), (wx + 34 * s, tc(wx + 34 * s)), width=0.6)      # first web
    page.draw_rect(pymupdf.Rect(wx + 4 * s, tc(wx + 5.5 * s) + 0.5, wx + 5.5 * s, bc - 0.5), width=0.5, fill=GREY)
    page.draw_polyline([(wx + 5.6 * s, top + 6), (wx + 5.6 * s, pt - 0.5), (wx + 5.6 * s, bc - 2 * s),
                        (wx + 9 * s, bc - 4 * s)], width=1.3)                          # C1 tie
    page.draw_rect(pymupdf.Rect(x0 - 1.5 * s, tc(x0) - 1 * s, x0, tc(x0) + 7.5 * s), width=0.8)   # fascia
    notes = [
        ((wx + 46 * s, tc(wx + 46 * s, -4.4 * s)), "5/8\" ROOF SHEATHING, NAIL PER NOTE 8"),
        ((wx + 52 * s, tc(wx + 52 * s, -1.8 * s)), "T1 TRUSS @ 24\" O.C."),
        ((wx + 4.8 * s, bc - 5 * s), "2x BLOCKING, (3) 10d EA. END"),
        ((wx + 7 * s, bc - 3 * s), "C1 AT EA. TRUSS"),
        ((wx + 5.5 * s, top - 2 * s), "(2) 2x6 TOP PLATE"),
        ((wx + 5.5 * s, top + 40), "2x6 STUDS @ 16\" O.C."),
        ((wx + 40 * s, bc - 6 * s), "ATTIC INSULATION & BAFFLE PER ARCH."),
    ]
    lx = x1 + 28
    for i, ((ax, ay), text) in enumerate(notes):
        ly = y + 60 + 19 * i
        page.draw_line((ax, ay), (lx - 4, ly - 3), width=0.3)
        _t(page, lx, ly, text, 6.5)
    dx = wx - 10 * s
    page.draw_line((dx, pt), (dx, tc(wx)), width=0.35)
    _tick(page, dx, pt)
    _tick(page, dx, tc(wx))
    _t(page, dx - 3, (pt + tc(wx)) / 2 + 6, "12\"", 6.5, rotate=90)
    _t(page, x0 - 40, tc(x0) + 34, "FASCIA PER ARCH.", 6)
    _view_title(page, x, top + 92, "6", "TYPICAL TRUSS HEEL AT EXTERIOR WALL", "1\" = 1'-0\"", rule=470, size=10)


def _sheathing_zones(page, x, y) -> None:
    """A small hip-roof key plan with the 4'-0" nailing bands (eaves, rakes, hips, ridge) shaded."""
    k = 3.2
    w, d = 132 * k, 60 * k
    band = 4 * k
    cy = y + d / 2
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + d), width=0.8, fill=GREY)
    page.draw_rect(pymupdf.Rect(x + band, y + band, x + w - band, y + d - band), width=0.5, fill=(1, 1, 1))
    hips = (((x, y), (x + 30 * k, cy)), ((x, y + d), (x + 30 * k, cy)), ((x + w, y), (x + w - 30 * k, cy)),
            ((x + w, y + d), (x + w - 30 * k, cy)))
    for a, b in hips:
        L = math.hypot(b[0] - a[0], b[1] - a[1])
        ux, uy = (b[0] - a[0]) / L, (b[1] - a[1]) / L
        a = (a[0] + ux * band * 1.5, a[1] + uy * band * 1.5)                 # start inside the eave band
        nx, ny = -uy * band, ux * band
        page.draw_polyline([(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny),
                            (a[0] - nx, a[1] - ny), (a[0] + nx, a[1] + ny)], width=0, color=None, fill=GREY)
    page.draw_rect(pymupdf.Rect(x + 30 * k, cy - band, x + w - 30 * k, cy + band), width=0, color=None, fill=GREY)
    for a, b in hips:
        page.draw_line(a, b, width=0.6, dashes="[6 2] 0")
    page.draw_line((x + 30 * k, cy), (x + w - 30 * k, cy), width=0.6, dashes="[12 3] 0")
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + d), width=0.8)
    _ct(page, x + w / 2, y + d / 4 + 2, "ZONE 1", 8, "hebo")
    _ct(page, x + w / 2, y + d / 4 + 12, "10d @ 6\" O.C. PANEL EDGES / 12\" O.C. FIELD", 6.5)
    _ct(page, x + w / 2, y + 3 * d / 4 + 4, "ZONE 1", 8, "hebo")
    _t(page, x + w + 12, y + 10, "ZONE 2 (SHADED)", 8, "hebo")
    _t(page, x + w + 12, y + 21, "10d @ 4\" O.C. PANEL EDGES", 6.5)
    _t(page, x + w + 12, y + 31, "WITHIN 4'-0\" OF EAVES, RAKES,", 6.5)
    _t(page, x + w + 12, y + 41, "HIPS AND RIDGES", 6.5)
    _t(page, x + w + 12, y + 58, "ENTRY LOBBY ROOF NOT SHOWN;", 6.5)
    _t(page, x + w + 12, y + 68, "NAIL ENTIRELY AS ZONE 2.", 6.5)
    _view_title(page, x - 30, y + d + 48, "5", "ROOF SHEATHING NAILING ZONES", "NTS", rule=360, size=10)


def _deferred(page, x, y) -> None:
    _t(page, x, y, "DEFERRED SUBMITTALS", 11, "hebo")
    page.draw_line((x, y + 4), (x + 152, y + 4), width=0.8)
    lines = ["THE FOLLOWING ITEMS SHALL BE REVIEWED BY THE EOR AND STAMPED \"REVIEWED\" BEFORE SUBMITTAL TO",
             "THE CITY OF SPOKANE VALLEY BUILDING DIVISION. ALLOW 10 WORKING DAYS FOR EOR REVIEW."]
    for i, line in enumerate(lines):
        _t(page, x, y + 20 + 10 * i, line, 7)
    items = ["PRE-ENGINEERED WOOD ROOF TRUSSES, INCLUDING GIRDERS AND VALLEY SETS (SEE NOTE 3).",
             "ATTIC MECHANICAL PLATFORM EQUIPMENT ANCHORAGE (BY MECHANICAL CONTRACTOR)."]
    for i, item in enumerate(items, 1):
        _t(page, x, y + 48 + 12 * (i - 1), f"{i}.", 7)
        _t(page, x + 18, y + 48 + 12 * (i - 1), item, 7)
    _t(page, x, y + 88, "TRUSS SHOP DRAWINGS SHALL SHOW:", 7, "hebo")
    for i, item in enumerate(["TRUSS PLACEMENT PLAN WITH MARKS MATCHING THIS SHEET",
                              "GRAVITY AND UPLIFT REACTIONS AT EACH BEARING",
                              "GIRDER PLY-TO-PLY FASTENING AND HANGER LOADS",
                              "PERMANENT BRACING (CLR) LOCATIONS"]):
        _t(page, x + 8, y + 101 + 10 * i, "-", 7)
        _t(page, x + 18, y + 101 + 10 * i, item, 7)


def _bracing_sketch(page, x, y) -> None:
    """Permanent web bracing: CLR on the web members and diagonals, in elevation."""
    sp = 26
    for i in range(9):
        xx = x + sp * i
        page.draw_line((xx, y + 20), (xx, y + 150), width=0.9)
    page.draw_line((x - 10, y + 85), (x + sp * 8 + 10, y + 85), width=1.2)
    page.draw_line((x, y + 150), (x + sp * 4, y + 20), width=0.8, dashes="[5 2] 0")
    page.draw_line((x + sp * 4, y + 150), (x + sp * 8, y + 20), width=0.8, dashes="[5 2] 0")
    lx = x + sp * 8 + 30
    _t(page, lx, y + 40, "TRUSS WEBS REQUIRING RESTRAINT PER SHOP DRAWINGS", 6.5)
    _t(page, lx, y + 52, "2x4 CLR NAILED TO EA. WEB W/ (2) 10d", 6.5)
    _t(page, lx, y + 64, "2x4 DIAGONAL BRACE @ 20'-0\" O.C. MAX.", 6.5)
    _t(page, lx, y + 76, "LAP CLR 2 TRUSS SPACES AT SPLICES", 6.5)
    for ly, ay in ((y + 37, (x + sp * 8, y + 40)), (y + 49, (x + sp * 8 + 6, y + 85)), (y + 61, (x + sp * 6, y + 85 - 20))):
        page.draw_line(ay, (lx - 3, ly), width=0.3)
    _view_title(page, x - 30, y + 190, "7", "TYP. PERMANENT WEB BRACING", "NTS", rule=330, size=10)


def roof_framing_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=2.2)
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=0.4)
    # the plan
    _walls(page)
    _trusses(page)
    _beams(page)
    _annotations(page)
    _grid_and_dims(page)
    _view_title(page, PX - 40, _pt(0, 80)[1] + 18, "1", "ROOF FRAMING PLAN", "1/8\" = 1'-0\"", rule=520)
    _t(page, PX - 4, _pt(0, 80)[1] + 46, "WALLS BELOW SHOWN DASHED. FOR GENERAL STRUCTURAL NOTES AND SPECIAL "
       "INSPECTIONS SEE S-001. FOR SECOND FLOOR FRAMING SEE S-102.", 7)
    _profiles(page)
    # the schedules, notes and legend on the right
    sx = 1452
    end = _schedule(page, sx, 92, "TRUSS SCHEDULE", TRUSS_HEAD, TRUSS_W, TRUSS_ROWS)
    _t(page, sx, end + 12, "SPANS ARE OUT-TO-OUT OF BEARING. HEEL HEIGHT MEASURED AT OUTSIDE FACE OF STUD. "
       "TRUSS PROFILES ON THIS SHEET ARE SCHEMATIC; SEE SHOP DRAWINGS.", 6.5)
    end = _schedule(page, sx, end + 52, "CONNECTOR SCHEDULE", CONN_HEAD, CONN_W, CONN_ROWS)
    _t(page, sx, end + 12, "LOADS ARE ALLOWABLE FOR DF-L AT 160% LOAD DURATION (UPLIFT) / 115% (SNOW), "
       "PER MANUFACTURER'S CURRENT CATALOG.", 6.5)
    end = _schedule(page, sx, end + 52, "HEADER SCHEDULE", HEADER_HEAD, HEADER_W, HEADER_ROWS)
    _t(page, sx, end + 12, "HEADERS AT 2x6 EXTERIOR WALLS OF THE SECOND FLOOR BELOW. HEADERS NOT TAGGED: H1.", 6.5)
    _legend(page, 2150, 600)
    _abbreviations(page, 2150, 960)
    end = _notes(page, sx, end + 60, 620)
    _heel_detail(page, sx, end + 40)
    _deferred(page, sx, 1450)
    _sheathing_zones(page, 150, 1360)
    _bracing_sketch(page, 820, 1360)
    _title_block(page)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
