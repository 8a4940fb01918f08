"""A US architectural PARTITION TYPES sheet (A-601, 36x24 in, landscape) for a three-storey
office / laboratory building, drawn the way an architect's CAD export sets one.

Top left, a ruled grid of sixteen wall types drawn as small plan sections at 1-1/2" = 1'-0"
(view 1, PARTITION TYPES): each cell carries its type tag (a stretched hexagon for interior
partitions 1A, 1B, 2A, 2B, 3A, 3B, 4A, 4F, 5S, 6S, 6L, 7M, 8C; a box for the furring, masonry and
exterior types 9F, 10C, W1), a one-line description, the section itself (gypsum board layers in
grey, C-studs at their spacing, batt insulation loops, mineral wool cross-hatch, shaftliner,
CMU hatch, break lines at both ends) with its overall thickness dimensioned at the right, and a
ruled side table (STUDS, SIDE 1, SIDE 2, INSUL., RATING, DESIGN, STC, MAX. HT., EXTENT). The two
spare cells of the grid hold the TAG KEY (tag shapes, rated-wall line types on plans) and the
MATERIAL LEGEND (hatch swatches). Type 6L is clouded with a delta 2 (ASI-02 LAB PARTITIONS).

Under the grid: the PARTITION SCHEDULE (TYPE, STUDS, BOARD, INSULATION, RATING, UL / GA DESIGN,
STC, MAX. HT., EXTENT, REMARKS; two-line headers), where a non-rated wall's RATING reads "--" and
a cell that does not apply reads "N/A"; schedule notes, ABBREVIATIONS in four columns and the
REFERENCE STANDARDS; detail 2, DEFLECTION HEAD AT RATED PARTITION at 3" = 1'-0" (slab on metal
deck, deep-leg slotted track, 3/4" gap, mineral wool, firestop spray, UL HW-D-0042) with serif
leader notes. Right column: GENERAL PARTITION NOTES numbered 1-15 with sub-items a/b/c/d, detail
4 OUTLET BOX SEPARATION (plan) and detail 3 NON-RATED PARTITION BRACING ABOVE CEILING.
Title strip down the right edge: firm, consultants, seal, project, owner, revisions, issue,
date, project number, drawn/checked, scale, sheet title and sheet number.

CAD quirk drawn on purpose: the office's export "faux-bolds" every heading and every type tag
by writing the same text twice, the second copy offset 0.25-0.4 pt, so the text layer holds each
heading twice, nearly on top of itself.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round53-drawn.jsonl`)
were written blind, before drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                  # 36 x 24 in
SHEET = "A-601"
PPI = 9.0                          # 1-1/2" = 1'-0": nine points to the inch
TYPES_SCALE = "1-1/2\" = 1'-0\""

# tag, tag shape, one-line description, section layers (top = SIDE 1), overall thickness label,
# side table values, schedule values
GWB = (0.625, "gwb")
TYPES = [
    dict(tag="1A", box=False, title="NON-RATED PARTITION", thick="4-7/8\"",
         layers=[GWB, (3.625, "cav", dict(o=16, ins=None)), GWB],
         studs="3-5/8\" 20 GA EQ @ 16\" O.C.", s1="(1) 5/8\" GWB", s2="(1) 5/8\" GWB",
         board="(1) 5/8\" GWB EA. SIDE", ins="NONE", rating="--", design="N/A", stc="36",
         ht="12'-0\"", ext="6\" ABOVE CLG.", remarks="OFFICES, OPEN OFFICE, STORAGE U.O.N."),
    dict(tag="1B", box=False, title="NON-RATED ACOUSTIC PARTITION", thick="4-7/8\"",
         layers=[GWB, (3.625, "cav", dict(o=16, ins="batt")), GWB],
         studs="3-5/8\" 20 GA EQ @ 16\" O.C.", s1="(1) 5/8\" GWB", s2="(1) 5/8\" GWB",
         board="(1) 5/8\" GWB EA. SIDE", ins="3-1/2\" SAB", rating="--", design="N/A", stc="44",
         ht="12'-0\"", ext="TO DECK", remarks="PRIVATE OFFICES, HUDDLE ROOMS"),
    dict(tag="2A", box=False, title="NON-RATED PARTITION - 6\" STUD", thick="7-1/4\"",
         layers=[GWB, (6.0, "cav", dict(o=16, ins=None)), GWB],
         studs="6\" 20 GA EQ @ 16\" O.C.", s1="(1) 5/8\" GWB", s2="(1) 5/8\" GWB",
         board="(1) 5/8\" GWB EA. SIDE", ins="NONE", rating="--", design="N/A", stc="38",
         ht="18'-6\"", ext="6\" ABOVE CLG.", remarks="WALLS CONCEALING DUCT RISERS"),
    dict(tag="2B", box=False, title="NON-RATED ACOUSTIC - 6\" STUD", thick="7-1/4\"",
         layers=[GWB, (6.0, "cav", dict(o=16, ins="batt")), GWB],
         studs="6\" 20 GA EQ @ 16\" O.C.", s1="(1) 5/8\" GWB", s2="(1) 5/8\" GWB",
         board="(1) 5/8\" GWB EA. SIDE", ins="6\" SAB", rating="--", design="N/A", stc="46",
         ht="18'-6\"", ext="TO DECK", remarks="TOILET CORE, MECH. ROOMS (NON-RATED)"),
    dict(tag="3A", box=False, title="1 HOUR RATED PARTITION", thick="4-7/8\"",
         layers=[GWB, (3.625, "cav", dict(o=16, ins="batt")), GWB],
         studs="3-5/8\" 20 GA @ 16\" O.C.", s1="(1) 5/8\" TYPE X GWB", s2="(1) 5/8\" TYPE X GWB",
         board="(1) 5/8\" TYPE X GWB EA. SIDE", ins="3-1/2\" SAB", rating="1 HR", design="UL U419",
         stc="45", ht="13'-6\"", ext="TO DECK", remarks="CORRIDORS, 1 HR FIRE PARTITIONS"),
    dict(tag="3B", box=False, title="1 HOUR RATED - 6\" STUD", thick="7-1/4\"",
         layers=[GWB, (6.0, "cav", dict(o=16, ins="batt")), GWB],
         studs="6\" 20 GA @ 16\" O.C.", s1="(1) 5/8\" TYPE X GWB", s2="(1) 5/8\" TYPE X GWB",
         board="(1) 5/8\" TYPE X GWB EA. SIDE", ins="6\" SAB", rating="1 HR", design="UL U419",
         stc="48", ht="20'-0\"", ext="TO DECK", remarks="1 HR AT TALL WALLS AND PLUMBING WALLS"),
    dict(tag="4A", box=False, title="2 HOUR RATED PARTITION", thick="6-1/8\"",
         layers=[GWB, GWB, (3.625, "cav", dict(o=16, ins="batt")), GWB, GWB],
         studs="3-5/8\" 20 GA @ 16\" O.C.", s1="(2) 5/8\" TYPE X GWB", s2="(2) 5/8\" TYPE X GWB",
         board="(2) 5/8\" TYPE X GWB EA. SIDE", ins="3-1/2\" SAB", rating="2 HR", design="UL U411",
         stc="53", ht="14'-0\"", ext="TO DECK", remarks="ELEC. AND IDF ROOMS, 2 HR FIRE BARRIERS"),
    dict(tag="4F", box=False, title="2 HOUR RATED - 6\" STUD", thick="8-1/2\"",
         layers=[GWB, GWB, (6.0, "cav", dict(o=16, ins="batt")), GWB, GWB],
         studs="6\" 20 GA @ 16\" O.C.", s1="(2) 5/8\" TYPE X GWB", s2="(2) 5/8\" TYPE X GWB",
         board="(2) 5/8\" TYPE X GWB EA. SIDE", ins="6\" SAB", rating="2 HR", design="UL U411",
         stc="56", ht="21'-0\"", ext="TO DECK", remarks="EXIT STAIR ENCLOSURES"),
    dict(tag="5S", box=False, title="2 HOUR SHAFT WALL", thick="3-3/4\"",
         layers=[GWB, GWB, (2.5, "cav", dict(o=24, ins="mw", liner=True, ch=True))],
         studs="2-1/2\" 25 GA CH-STUD @ 24\" O.C.", s1="(2) 5/8\" TYPE X GWB", s2="1\" SHAFTLINER",
         board="(2) 5/8\" TYPE X CORR. SIDE / 1\" LINER", ins="1-1/2\" MIN. WOOL", rating="2 HR",
         design="UL U415", stc="44", ht="16'-0\"", ext="TO DECK", remarks="ELEVATOR HOISTWAY, MECH. SHAFTS",
         side=("CORR.", "SHAFT")),
    dict(tag="6S", box=False, title="STC DOUBLE-STUD PARTITION", thick="10-3/4\"",
         layers=[GWB, GWB, (3.625, "cav", dict(o=16, ins="batt")), (1.0, "gap"),
                 (3.625, "cav", dict(o=16, ins="batt", shift=8)), GWB, GWB],
         studs="DBL. ROW 3-5/8\" 20 GA @ 16\" O.C.", s1="(2) 5/8\" TYPE X GWB", s2="(2) 5/8\" TYPE X GWB",
         board="(2) 5/8\" TYPE X GWB EA. SIDE", ins="3-1/2\" SAB BOTH ROWS", rating="1 HR",
         design="UL U465", stc="61", ht="14'-0\"", ext="TO DECK",
         remarks="CONFERENCE, EXEC. OFFICES, TELEPRESENCE"),
    dict(tag="6L", box=False, title="1 HOUR LABORATORY PARTITION", thick="7-1/4\"",
         layers=[GWB, (6.0, "cav", dict(o=16, ins="batt")), GWB],
         studs="6\" 18 GA @ 16\" O.C.", s1="(1) 5/8\" ABUSE-RES. TYPE X", s2="(1) 5/8\" ABUSE-RES. TYPE X",
         board="(1) 5/8\" ABUSE-RES. TYPE X EA. SIDE", ins="6\" SAB", rating="1 HR", design="UL U419",
         stc="47", ht="22'-0\"", ext="TO DECK", remarks="LABORATORIES; SEAL AIRTIGHT, SEE NOTE 13"),
    dict(tag="7M", box=False, title="WET AREA PARTITION", thick="4-7/8\"",
         layers=[GWB, (3.625, "cav", dict(o=16, ins="batt")), (0.625, "glassmat")],
         studs="3-5/8\" 20 GA @ 16\" O.C.", s1="(1) 5/8\" MR GWB", s2="5/8\" GLASS-MAT TILE BACKER",
         board="5/8\" MR GWB / 5/8\" GLASS-MAT TILE BACKER", ins="3-1/2\" SAB", rating="--", design="N/A",
         stc="45", ht="11'-9\"", ext="TO DECK", remarks="TOILET AND JANITOR ROOMS; TILE SIDE = SIDE 2",
         side=("DRY", "WET")),
    dict(tag="8C", box=False, title="PLUMBING CHASE WALL", thick="VARIES",
         layers=[GWB, (2.5, "cav", dict(o=16, ins="batt")), (3.0, "chase"), (2.5, "cav", dict(o=16, ins=None)), GWB],
         studs="(2) ROWS 2-1/2\" 20 GA @ 16\" O.C.", s1="(1) 5/8\" GWB", s2="(1) 5/8\" GWB",
         board="(1) 5/8\" GWB OUTSIDE FACES", ins="2-1/2\" SAB ONE ROW", rating="--", design="N/A",
         stc="--", ht="12'-0\"", ext="TO DECK", remarks="PLUMBING CHASE, 12\" MIN. CLEAR, SEE PLANS"),
    dict(tag="9F", box=True, title="FURRING AT CMU / CONCRETE", thick="1-1/2\"",
         layers=[GWB, (0.875, "hat"), (4.0, "cmu_cut")],
         studs="7/8\" 20 GA HAT CHANNEL @ 16\" O.C.", s1="(1) 5/8\" GWB", s2="EXIST. CMU / CONC.",
         board="(1) 5/8\" GWB ONE SIDE", ins="NONE", rating="N/A", design="N/A", stc="N/A",
         ht="N/A", ext="TO CLG. + 6\"", remarks="FURRING AT CMU AND CONCRETE WALLS",
         side=("ROOM", "")),
    dict(tag="10C", box=True, title="8\" CMU FIRE BARRIER", thick="7-5/8\"",
         layers=[(7.625, "cmu")],
         studs="8\" CMU, REINF. PER STRUCT.", s1="PAINT", s2="PAINT",
         board="NONE - PAINT EXPOSED CMU", ins="NONE", rating="2 HR", design="UL U905", stc="50",
         ht="PER STRUCT.", ext="TO DECK", remarks="MAIN ELEC. ROOM, FIRE PUMP ROOM"),
    dict(tag="W1", box=True, title="EXTERIOR STUD WALL", thick="VARIES",
         layers=[GWB, (6.0, "cav", dict(o=16, ins="batt")), (0.625, "sheath"), (2.0, "mw"), (1.0, "gap"),
                 (0.75, "clad")],
         studs="6\" 16 GA @ 16\" O.C.", s1="(1) 5/8\" GWB", s2="5/8\" GLASS-MAT SHTG + 2\" CI",
         board="INT: (1) 5/8\" GWB / EXT: 5/8\" SHTG", ins="6\" FG BATT + 2\" MIN. WOOL CI", rating="--",
         design="N/A", stc="49", ht="PER CFS ENGR.", ext="TO STRUCT.", remarks="EXTERIOR WALL, CLADDING PER A-501",
         side=("INT.", "EXT.")),
]

NOTES = [
    ("1.", "PARTITION TYPES ARE INDICATED ON THE FLOOR PLANS BY TAG. WHERE NO TAG IS SHOWN, PROVIDE TYPE 1A. "
           "A TAG APPLIES TO THE FULL LENGTH OF WALL BETWEEN INTERSECTIONS U.O.N.", []),
    ("2.", "DIMENSIONS ON PLANS ARE TO FACE OF STUD U.O.N. OVERALL THICKNESSES SHOWN ON THIS SHEET ARE NOMINAL.", []),
    ("3.", "STUD GAUGES ARE MINIMUMS. MINIMUM BASE-METAL THICKNESS:", [
        ("", "25 GA = 18 MIL;  20 GA = 33 MIL;  18 GA = 43 MIL;  16 GA = 54 MIL."),
        ("", "\"20 GA EQ\" STUDS SHALL HAVE A CURRENT ICC-ES REPORT DEMONSTRATING EQUIVALENT PERFORMANCE."),
    ]),
    ("4.", "MAXIMUM HEIGHTS ARE BASED ON A 5 PSF LATERAL LOAD AND A DEFLECTION LIMIT OF L/240. "
           "PARTITIONS RECEIVING TILE OR STONE: L/360. WHERE A WALL EXCEEDS THE MAX. HEIGHT LISTED, "
           "NOTIFY ARCHITECT BEFORE FRAMING.", []),
    ("5.", "FIRE-RATED PARTITIONS:", [
        ("a.", "CONSTRUCT IN STRICT ACCORDANCE WITH THE UL OR GA DESIGN INDICATED. SUBSTITUTIONS REQUIRE A "
               "LISTED DESIGN OF EQUAL RATING."),
        ("b.", "EXTEND FROM TOP OF SLAB TO UNDERSIDE OF STRUCTURE ABOVE. AT HEAD PROVIDE LISTED JOINT "
               "SYSTEM UL HW-D-0042, SEE DETAIL 2/A-601."),
        ("c.", "IDENTIFY RATED WALLS ABOVE CEILING WITH STENCIL PER \"RATED WALL IDENTIFICATION\" THIS SHEET, "
               "3\" HIGH LETTERS, WITHIN 15'-0\" OF EACH END AND AT 30'-0\" O.C. MAXIMUM (IBC 703.7)."),
        ("d.", "PROTECT PENETRATIONS WITH LISTED FIRESTOP SYSTEMS PER ASTM E814 / UL 1479; F RATING NOT "
               "LESS THAN THE RATING OF THE WALL."),
    ]),
    ("6.", "ACOUSTICAL PARTITIONS (STC 44 AND ABOVE):", [
        ("a.", "PROVIDE ACOUSTICAL SEALANT AT TOP, BOTTOM AND ENDS OF BOARD, BOTH SIDES, AND AT ALL PENETRATIONS."),
        ("b.", "OUTLET BOXES ON OPPOSITE FACES SHALL BE SEPARATED BY 24\" HORIZONTALLY MINIMUM; WRAP BOXES "
               "WITH PUTTY PADS WHERE SEPARATION CANNOT BE MET. SEE DETAIL 4/A-601."),
        ("c.", "DO NOT INSTALL RECESSED CABINETS OR PANELS BACK-TO-BACK IN ACOUSTICAL PARTITIONS."),
    ]),
    ("7.", "DEFLECTION: PARTITIONS EXTENDING TO STRUCTURE SHALL HAVE A DEFLECTION HEAD ACCOMMODATING 3/4\" "
           "VERTICAL MOVEMENT. DO NOT FASTEN STUDS OR BOARD TO THE TOP TRACK.", []),
    ("8.", "NON-RATED PARTITIONS TERMINATING ABOVE THE CEILING SHALL BE BRACED TO STRUCTURE, SEE DETAIL 3/A-601.", []),
    ("9.", "GYPSUM BOARD: ASTM C1396, 5/8\" THICK U.O.N. INSTALL PER ASTM C840 AND GA-216. FINISH LEVEL 4 U.O.N.; "
           "LEVEL 5 AT WALLS RECEIVING GLOSS PAINT OR GRAZING LIGHT.", []),
    ("10.", "WET AREAS: PROVIDE 5/8\" GLASS-MAT TILE BACKER (ASTM C1178) AT TILE FINISHES AND 5/8\" "
            "MOISTURE-RESISTANT GWB AT TOILET AND JANITOR ROOMS. HOLD BOARD 1/4\" ABOVE FLOOR.", []),
    ("11.", "CONTROL JOINTS: 30'-0\" O.C. MAX. IN PARTITIONS AND AT EACH SIDE OF DOOR FRAMES EXTENDING TO "
            "CEILING. MAINTAIN THE FIRE RATING AT CONTROL JOINTS IN RATED WALLS.", []),
    ("12.", "BLOCKING: PROVIDE 20 GA x 6\" FLAT STRAP OR FIRE-RETARDANT-TREATED WOOD BLOCKING AT ALL "
            "WALL-MOUNTED ITEMS: CASEWORK, GRAB BARS, TOILET ACCESSORIES, DISPLAY MONITORS, LAB SHELVING.", []),
    ("13.", "LABORATORY PARTITIONS (TYPE 6L):", [
        ("a.", "SEAL ALL JOINTS, PENETRATIONS AND PERIMETER AIRTIGHT FOR ROOM PRESSURIZATION."),
        ("b.", "FINISH: HIGH-PERFORMANCE EPOXY COATING, SEE FINISH SCHEDULE ON A-611."),
        ("c.", "STUD GAUGE REVISED FROM 20 GA TO 18 GA PER ASI-02."),
    ]),
    ("14.", "EXTERIOR WALL W1: SEE A-501 FOR CLADDING, AIR BARRIER AND FLASHING. STUDS ARE A DELEGATED "
            "DESIGN BY THE CONTRACTOR'S COLD-FORMED STEEL ENGINEER; SIZES SHOWN ARE MINIMUMS.", []),
    ("15.", "COORDINATE PARTITION LOCATIONS WITH MECHANICAL, ELECTRICAL AND PLUMBING DRAWINGS. NOTIFY "
            "ARCHITECT OF CONFLICTS BEFORE FRAMING.", []),
]

ABBREVIATIONS = [
    ("ABUSE-RES.", "ABUSE-RESISTANT"), ("AWB", "AIR / WATER BARRIER"), ("CFS", "COLD-FORMED STEEL"),
    ("CI", "CONTINUOUS INSULATION"), ("CLG.", "CEILING"), ("CMU", "CONCRETE MASONRY UNIT"),
    ("CORR.", "CORRIDOR"), ("EA.", "EACH"), ("EQ", "EQUIVALENT"), ("FG", "FIBERGLASS"),
    ("GA", "GAUGE / GYPSUM ASSOCIATION"), ("GWB", "GYPSUM WALL BOARD"), ("HR", "HOUR"),
    ("MIN. WOOL", "MINERAL WOOL"), ("MR", "MOISTURE-RESISTANT"), ("N/A", "NOT APPLICABLE"),
    ("O.C.", "ON CENTER"), ("PAF", "POWDER-ACTUATED FASTENER"), ("SAB", "SOUND ATTENUATION BATT"),
    ("SHTG", "SHEATHING"), ("STC", "SOUND TRANSMISSION CLASS"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
    ("--", "NOT RATED"), ("TYP.", "TYPICAL"),
]

STANDARDS = [
    "ASTM C645   NONSTRUCTURAL STEEL FRAMING MEMBERS",
    "ASTM C754   INSTALLATION OF STEEL FRAMING FOR GYPSUM PANEL PRODUCTS",
    "ASTM C840   APPLICATION AND FINISHING OF GYPSUM BOARD",
    "ASTM E119   FIRE TESTS OF BUILDING CONSTRUCTION AND MATERIALS",
    "ASTM E90 / E413   AIRBORNE SOUND TRANSMISSION LOSS / STC",
    "UL 2079   TESTS FOR FIRE RESISTANCE OF BUILDING JOINT SYSTEMS",
    "GA-600   FIRE RESISTANCE AND SOUND CONTROL DESIGN MANUAL",
]

REVISIONS = [("1", "ADDENDUM 1", "05/09/2025"), ("2", "ASI-02 LAB PARTITIONS", "06/20/2025")]

# the faux-bold offsets of the office's export (second copy of a heading, in points)
_OFFSETS = [(0.3, 0.0), (0.35, 0.1), (0.25, 0.0), (0.4, 0.05), (0.3, 0.15), (0.28, 0.0)]


# ------------------------------------------------------------------------------------------ text
def txt(page, x: float, y: float, text: str, size: float = 7.0, font: str = "helv", rotate: int = 0,
        color=(0, 0, 0)) -> None:
    page.insert_text((x, y), text, fontsize=size, fontname=font, rotate=rotate, color=color)


def tlen(text: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def ctxt(page, cx: float, y: float, text: str, size: float = 7.0, font: str = "helv") -> None:
    txt(page, cx - tlen(text, size, font) / 2, y, text, size, font)


def fbold(page, x: float, y: float, text: str, size: float, font: str = "helv") -> None:
    """A heading as the office's export 'bolds' it: the same text twice, a fraction of a point apart."""
    dx, dy = _OFFSETS[sum(map(ord, text)) % len(_OFFSETS)]
    txt(page, x, y, text, size, font)
    txt(page, x + dx, y + dy, text, size, font)


def cfbold(page, cx: float, y: float, text: str, size: float, font: str = "helv") -> None:
    fbold(page, cx - tlen(text, size, font) / 2, y, text, size, font)


def wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        if not word:
            continue
        trial = f"{line} {word}".strip()
        if line and tlen(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


# --------------------------------------------------------------------------------------- symbols
def hex_tag(page, cx: float, cy: float, tag: str, size: float = 10.0) -> None:
    """A partition type tag: the type in a stretched hexagon, the text faux-bolded."""
    half = max(tlen(tag, size) / 2 + 5, 11)
    h = size * 0.95
    pts = [(cx - half - 6, cy), (cx - half, cy - h), (cx + half, cy - h), (cx + half + 6, cy),
           (cx + half, cy + h), (cx - half, cy + h), (cx - half - 6, cy)]
    page.draw_polyline(pts, width=1.0, fill=(1, 1, 1))
    cfbold(page, cx, cy + size * 0.36, tag, size)


def box_tag(page, cx: float, cy: float, tag: str, size: float = 10.0) -> None:
    """A furring / masonry / exterior type tag: the type in a box."""
    half = max(tlen(tag, size) / 2 + 6, 13)
    h = size * 0.95
    page.draw_rect(pymupdf.Rect(cx - half, cy - h, cx + half, cy + h), width=1.0, fill=(1, 1, 1))
    cfbold(page, cx, cy + size * 0.36, tag, size)


def delta(page, cx: float, cy: float, n: str) -> None:
    page.draw_polyline([(cx - 8, cy + 6), (cx + 8, cy + 6), (cx, cy - 8), (cx - 8, cy + 6)], width=0.8)
    ctxt(page, cx, cy + 4.5, n, 6.5, "hebo")


def cloud(page, rect: pymupdf.Rect, bump: float = 10) -> None:
    pts = []
    for (x0, y0), (x1, y1) in (((rect.x0, rect.y0), (rect.x1, rect.y0)), ((rect.x1, rect.y0), (rect.x1, rect.y1)),
                               ((rect.x1, rect.y1), (rect.x0, rect.y1)), ((rect.x0, rect.y1), (rect.x0, rect.y0))):
        n = max(1, int(math.hypot(x1 - x0, y1 - y0) / bump))
        for k in range(n):
            pts.append((x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n))
    pts.append(pts[0])
    for a, b in zip(pts, pts[1:]):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        dx, dy = b[0] - a[0], b[1] - a[1]
        c = (mx + dy * 0.45, my - dx * 0.45)
        page.draw_bezier(a, (a[0] + (c[0] - a[0]) * 0.9, a[1] + (c[1] - a[1]) * 0.9),
                         (b[0] + (c[0] - b[0]) * 0.9, b[1] + (c[1] - b[1]) * 0.9), b, width=0.8)


def arrowhead(page, a, b, size: float = 4.5) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    p1 = (b[0] - size * ux + size * 0.33 * uy, b[1] - size * uy - size * 0.33 * ux)
    p2 = (b[0] - size * ux - size * 0.33 * uy, b[1] - size * uy + size * 0.33 * ux)
    page.draw_polyline([b, p1, p2, b], width=0.3, fill=(0, 0, 0))


def leader(page, x: float, y: float, lines: list[str], to, size: float = 6.5, font: str = "tiro") -> None:
    """A leader note: text block with its first baseline at (x, y), a kinked leader to `to`."""
    for i, line in enumerate(lines):
        txt(page, x, y + i * (size + 1.8), line, size, font)
    w = max(tlen(s, size, font) for s in lines)
    left = to[0] < x
    sx = x - 3 if left else x + w + 3
    sy = y - size * 0.35
    knee = (sx - 8 if left else sx + 8, sy)
    page.draw_line((sx, sy), knee, width=0.4)
    page.draw_line(knee, to, width=0.4)
    arrowhead(page, knee, to)


def title_bubble(page, x: float, y: float, num: str, name: str, scale: str, rule: float = 300) -> None:
    """A view title: bubble with view number over sheet number, name faux-bolded on a heavy rule."""
    r = 15
    cx, cy = x + r, y
    page.draw_circle((cx, cy), r, width=1.0)
    page.draw_line((cx - r, cy), (cx + r, cy), width=0.6)
    cfbold(page, cx, cy - 3.5, num, 11)
    ctxt(page, cx, cy + 10, SHEET, 5.5)
    page.draw_line((cx + r, cy), (cx + r + rule, cy), width=1.6)
    fbold(page, cx + r + 6, cy - 4, name, 10)
    txt(page, cx + r + 6, cy + 10, f"SCALE: {scale}", 6.5)


def hatch(page, rect: pymupdf.Rect, spacing: float, slope: int = 1, width: float = 0.3) -> None:
    """45-degree hatch lines clipped to a rectangle (slope 1 rises to the right, -1 falls)."""
    x0, y0, x1, y1 = rect.x0, rect.y0, rect.x1, rect.y1
    w, h = x1 - x0, y1 - y0
    t = -h
    while t < w:
        t += spacing
        # line through (x0 + t, y1) going up-right (slope 1) or (x0 + t, y0) going down-right (slope -1)
        if slope == 1:
            a = (x0 + t, y1)
            # param u: (x0+t+u, y1-u), u in [0,h]
            u0 = max(0.0, -t)
            u1 = min(h, w - t)
        else:
            a = (x0 + t, y0)
            u0 = max(0.0, -t)
            u1 = min(h, w - t)
        if u1 <= u0:
            continue
        if slope == 1:
            pts = [(a[0] + u0, a[1] - u0), (a[0] + u1, a[1] - u1)]
        else:
            pts = [(a[0] + u0, a[1] + u0), (a[0] + u1, a[1] + u1)]
        page.draw_line(pts[0], pts[1], width=width)


def batt(page, xa: float, xb: float, yt: float, yb: float) -> None:
    """Batt insulation: the looping curve across a cavity between xa and xb."""
    depth = yb - yt
    if xb - xa < 4:
        return
    amp = depth * 0.42
    mid = (yt + yb) / 2
    period = max(depth * 0.7, 6)
    pts = []
    n = int((xb - xa) / 1.2) + 1
    for k in range(n + 1):
        x = xa + (xb - xa) * k / n
        ph = (x - xa) / period * 2 * math.pi
        # a prolate cycloid reads as the batt loops
        pts.append((x - period * 0.3 * math.sin(ph), mid - amp * math.cos(ph)))
    page.draw_polyline(pts, width=0.35)


def break_line(page, x: float, yt: float, yb: float) -> None:
    mid = (yt + yb) / 2
    page.draw_polyline([(x, yt - 5), (x, mid - 4), (x + 3.5, mid - 1.5), (x - 3.5, mid + 1.5), (x, mid + 4),
                        (x, yb + 5)], width=0.4)


def stud_plan(page, sx: float, yt: float, yb: float, flange: float = 14.6, ch: bool = False) -> None:
    """A C-stud cut in plan: web across the cavity, flanges along the faces, lips returned."""
    lip = min(3.0, (yb - yt) * 0.2)
    page.draw_polyline([(sx + flange, yt + lip), (sx + flange, yt + 0.6), (sx, yt + 0.6), (sx, yb - 0.6),
                        (sx + flange, yb - 0.6), (sx + flange, yb - lip)], width=1.0)
    if ch:
        page.draw_line((sx - 8, yb - 9), (sx + 8, yb - 9), width=1.0)


def conc_dots(page, x0: float, y0: float, x1: float, y1: float, top_of=None, seed: int = 7) -> None:
    """Concrete stipple: dots and small triangles, deterministic."""
    k = seed
    y = y0 + 4
    row = 0
    while y < y1 - 2:
        x = x0 + 4 + (row % 3) * 5
        while x < x1 - 3:
            k = (k * 1103515245 + 12345) % (2 ** 31)
            jx, jy = (k % 7) - 3, ((k // 7) % 5) - 2
            px, py = x + jx, y + jy
            if top_of is None or py < top_of(px) - 2:
                if k % 5 == 0:
                    page.draw_polyline([(px, py - 2), (px + 2, py + 1.5), (px - 2, py + 1.5), (px, py - 2)], width=0.3)
                else:
                    page.draw_circle((px, py), 0.45, width=0.2, fill=(0, 0, 0))
            x += 13
        y += 9
        row += 1


# ----------------------------------------------------------------------------------- wall types
CELL_X, CELL_Y, CELL_W, CELL_H = 56, 64, 265, 296
STRIP = 178


def _section(page, x: float, yc: float, t: dict) -> None:
    """A wall type's plan section at 1-1/2" = 1'-0", centred vertically on yc, from x."""
    total = sum(layer[0] for layer in t["layers"])
    y = yc - total * PPI / 2
    xl, xr = x, x + STRIP
    top_face, bottom_face = y, y + total * PPI
    for layer in t["layers"]:
        th, kind = layer[0], layer[1]
        opts = layer[2] if len(layer) > 2 else {}
        h = th * PPI
        r = pymupdf.Rect(xl, y, xr, y + h)
        if kind == "gwb":
            page.draw_rect(r, width=0.5, fill=(0.86, 0.86, 0.86))
        elif kind == "glassmat":
            page.draw_rect(r, width=0.5, fill=(0.74, 0.74, 0.74))
            for k in range(int(STRIP / 6)):
                page.draw_circle((xl + 3 + 6 * k, y + h / 2), 0.4, width=0.2, fill=(0, 0, 0))
        elif kind == "sheath":
            page.draw_rect(r, width=0.5, fill=(0.7, 0.7, 0.7))
            page.draw_line((xl, y + h + 0.8), (xr, y + h + 0.8), width=0.6, dashes="[2 1] 0")   # AWB
        elif kind == "mw":
            page.draw_rect(r, width=0.5)
            hatch(page, r, 3.2, 1, 0.25)
            hatch(page, r, 3.2, -1, 0.25)
        elif kind == "clad":
            page.draw_rect(r, width=0.8, fill=(0.55, 0.55, 0.55))
        elif kind == "gap":
            pass
        elif kind in ("cmu", "cmu_cut"):
            page.draw_rect(r, width=0.9)
            hatch(page, r, 4.0, 1, 0.3)
            if kind == "cmu":
                for cx in (xl + 30, xl + 102, xl + 174):                     # cores
                    cr = pymupdf.Rect(cx - 22, y + 11, cx + 22, y + h - 11)
                    cr = cr & r
                    if cr.width > 4:
                        page.draw_rect(cr, width=0.5, fill=(1, 1, 1))
        elif kind == "hat":
            for sx in (xl + 20, xl + 164):
                if sx < xr - 14:
                    page.draw_polyline([(sx - 6, y + h), (sx, y + h), (sx + 1.5, y + 0.6), (sx + 10.5, y + 0.6),
                                        (sx + 12, y + h), (sx + 18, y + h)], width=0.9)
        elif kind == "chase":
            page.draw_line((xl + 40, y + h / 2), (xr - 40, y + h / 2), width=0.3, dashes="[6 2 2 2] 0")
            txt(page, xl + 58, y + h / 2 - 2, "CHASE - 12\" MIN. CLR.", 5.2, "tiro")
        elif kind == "cav":
            spacing = opts.get("o", 16) * PPI
            shift = opts.get("shift", 0)
            first = xl + 16 + shift
            studs = []
            sx = first
            while sx < xr - 10:
                studs.append(sx)
                sx += spacing
            yt, yb = y, y + h
            if opts.get("liner"):
                lr = pymupdf.Rect(xl, yb - PPI * 1.0, xr, yb)
                page.draw_rect(lr, width=0.5, fill=(0.68, 0.68, 0.68))
                yb_ins = yb - PPI * 1.0
            else:
                yb_ins = yb
            ins = opts.get("ins")
            edges = [xl] + [v for s in studs for v in (s - 0.5, s + 15.5)] + [xr]
            for a, b in zip(edges[::2], edges[1::2]):
                if ins == "batt":
                    batt(page, a + 1, b - 1, yt + 1, yb_ins - 1)
                elif ins == "mw":
                    mr = pymupdf.Rect(a + 1, yt + 2, b - 1, yt + 1.5 * PPI)
                    if mr.width > 3:
                        hatch(page, mr, 3.0, 1, 0.25)
                        hatch(page, mr, 3.0, -1, 0.25)
            for s in studs:
                stud_plan(page, s, yt, yb, ch=opts.get("ch", False))
        y += h
    break_line(page, xl, top_face, bottom_face)
    break_line(page, xr, top_face, bottom_face)
    # overall thickness dimension at the right
    dx = xr + 14
    a, b = top_face, bottom_face
    if t["tag"] == "9F":
        b = top_face + 1.5 * PPI
    page.draw_line((xr + 4, a), (dx + 4, a), width=0.3)
    page.draw_line((xr + 4, b), (dx + 4, b), width=0.3)
    page.draw_line((dx, a - 5), (dx, b + 5), width=0.4)
    for yy in (a, b):
        page.draw_line((dx - 2.5, yy + 2.5), (dx + 2.5, yy - 2.5), width=0.9)
    txt(page, dx + 5, (a + b) / 2 + 2.3, t["thick"], 6.3, "cour")
    # side labels at the left
    s1, s2 = t.get("side", ("SIDE 1", "SIDE 2"))
    if s1:
        txt(page, xl - 2, top_face - 4, s1, 5.0)
    if s2:
        txt(page, xl - 2, bottom_face + 9, s2, 5.0)


def _side_table(page, x: float, y: float, t: dict) -> float:
    rows = [("STUDS", t["studs"]), ("SIDE 1", t["s1"]), ("SIDE 2", t["s2"]), ("INSUL.", t["ins"]),
            ("RATING", t["rating"]), ("DESIGN", t["design"]), ("STC", t["stc"]), ("MAX. HT.", t["ht"]),
            ("EXTENT", t["ext"])]
    rh = 10.2
    w0, w1 = 40, 200
    page.draw_rect(pymupdf.Rect(x, y, x + w0 + w1, y + rh * len(rows)), width=0.5)
    page.draw_line((x + w0, y), (x + w0, y + rh * len(rows)), width=0.35)
    for i, (k, v) in enumerate(rows):
        yy = y + rh * i
        if i:
            page.draw_line((x, yy), (x + w0 + w1, yy), width=0.25)
        txt(page, x + 3, yy + rh - 3, k, 5.4)
        size = 6.2 if tlen(v, 6.2) < w1 - 6 else 5.6
        txt(page, x + w0 + 4, yy + rh - 3, v, size)
    return y + rh * len(rows)


def _type_cell(page, col: int, row: int, t: dict) -> None:
    x = CELL_X + col * CELL_W
    y = CELL_Y + row * CELL_H
    if t["box"]:
        box_tag(page, x + 26, y + 24, t["tag"])
    else:
        hex_tag(page, x + 28, y + 24, t["tag"])
    fbold(page, x + 52, y + 22, t["title"], 7.6)
    txt(page, x + 52, y + 32, f"EXTENT: {t['ext']}", 5.6, "tiro")
    _section(page, x + 26, y + 108, t)
    _side_table(page, x + 12, y + 178, t)


def _tag_key(page, col: int, row: int) -> None:
    x = CELL_X + col * CELL_W
    y = CELL_Y + row * CELL_H
    fbold(page, x + 12, y + 22, "TAG KEY", 9)
    hex_tag(page, x + 52, y + 62, "3A", 12)
    page.draw_line((x + 40, y + 50), (x + 40, y + 40), width=0.3)
    page.draw_line((x + 40, y + 40), (x + 100, y + 40), width=0.3)
    txt(page, x + 104, y + 42, "NUMBER: ASSEMBLY FAMILY", 5.8)
    page.draw_line((x + 62, y + 74), (x + 62, y + 86), width=0.3)
    page.draw_line((x + 62, y + 86), (x + 100, y + 86), width=0.3)
    txt(page, x + 104, y + 88, "LETTER: VARIANT OF FAMILY", 5.8)
    txt(page, x + 104, y + 62, "HEXAGON = INTERIOR PARTITION", 5.8)
    box_tag(page, x + 52, y + 120, "W1", 12)
    txt(page, x + 104, y + 118, "BOX = FURRING, MASONRY OR", 5.8)
    txt(page, x + 104, y + 126, "EXTERIOR WALL TYPE", 5.8)
    fbold(page, x + 12, y + 158, "RATED WALLS ON PLANS", 7.5)
    samples = [("[10 3 2 3] 0", 1.6, "1 HR FIRE PARTITION / BARRIER"),
               ("[10 3 2 3 2 3] 0", 1.6, "2 HR FIRE BARRIER"),
               ("[3 3] 0", 1.2, "SMOKE PARTITION (NON-RATED)")]
    for i, (dash, wd, label) in enumerate(samples):
        yy = y + 176 + 18 * i
        page.draw_line((x + 14, yy), (x + 84, yy), width=wd, dashes=dash, color=(0.25, 0.25, 0.25))
        txt(page, x + 94, yy + 2, label, 5.8)
    txt(page, x + 12, y + 246, "RATED WALL LINE IS DRAWN ON THE CENTERLINE OF THE", 5.2, "tiro")
    txt(page, x + 12, y + 254, "WALL ON LIFE SAFETY PLANS G-101 THRU G-103.", 5.2, "tiro")
    txt(page, x + 12, y + 268, "TAGS ARE PLACED ON THE ROOM SIDE OF THE WALL.", 5.2, "tiro")


def _material_legend(page, col: int, row: int) -> None:
    x = CELL_X + col * CELL_W
    y = CELL_Y + row * CELL_H
    fbold(page, x + 12, y + 22, "MATERIAL LEGEND", 9)
    items = ["GYPSUM BOARD", "GLASS-MAT / TILE BACKER", "SHAFTLINER PANEL", "BATT INSULATION (SAB / FG)",
             "MINERAL WOOL", "CMU", "CONCRETE", "SHEATHING + AWB", "METAL STUD / CH-STUD"]
    for i, label in enumerate(items):
        yy = y + 38 + 27 * i
        r = pymupdf.Rect(x + 14, yy, x + 74, yy + 14)
        if i == 0:
            page.draw_rect(r, width=0.5, fill=(0.86, 0.86, 0.86))
        elif i == 1:
            page.draw_rect(r, width=0.5, fill=(0.74, 0.74, 0.74))
        elif i == 2:
            page.draw_rect(r, width=0.5, fill=(0.68, 0.68, 0.68))
        elif i == 3:
            page.draw_rect(r, width=0.5)
            batt(page, r.x0 + 1, r.x1 - 1, r.y0 + 1, r.y1 - 1)
        elif i == 4:
            page.draw_rect(r, width=0.5)
            hatch(page, r, 3.2, 1, 0.25)
            hatch(page, r, 3.2, -1, 0.25)
        elif i == 5:
            page.draw_rect(r, width=0.7)
            hatch(page, r, 4, 1, 0.3)
        elif i == 6:
            page.draw_rect(r, width=0.7)
            conc_dots(page, r.x0, r.y0 - 2, r.x1, r.y1 + 1, seed=3)
        elif i == 7:
            page.draw_rect(r, width=0.5, fill=(0.7, 0.7, 0.7))
            page.draw_line((r.x0, r.y1 + 1.5), (r.x1, r.y1 + 1.5), width=0.6, dashes="[2 1] 0")
        else:
            stud_plan(page, r.x0 + 20, r.y0, r.y1)
        txt(page, x + 86, yy + 10, label, 6.2)


def _types_grid(page) -> None:
    cells = TYPES + [None, None]
    for i, t in enumerate(cells):
        col, row = i % 6, i // 6
        x = CELL_X + col * CELL_W
        y = CELL_Y + row * CELL_H
        page.draw_rect(pymupdf.Rect(x, y, x + CELL_W, y + CELL_H), width=0.6)
        if t is not None:
            _type_cell(page, col, row, t)
    _tag_key(page, 4, 2)
    _material_legend(page, 5, 2)
    # ASI-02 clouds the lab partition
    col = [t["tag"] for t in TYPES].index("6L")
    x = CELL_X + col * CELL_W
    y = CELL_Y + CELL_H
    cloud(page, pymupdf.Rect(x + 8, y + 172, x + CELL_W - 8, y + CELL_H - 10))
    delta(page, x + CELL_W - 24, y + 24, "2")
    # addendum 1 added the chase wall
    x = CELL_X
    y = CELL_Y + 2 * CELL_H
    delta(page, x + CELL_W - 24, y + 24, "1")
    title_bubble(page, CELL_X, CELL_Y + 3 * CELL_H + 28, "1", "PARTITION TYPES", TYPES_SCALE, rule=420)
    txt(page, CELL_X + 520, CELL_Y + 3 * CELL_H + 24,
        "SECTIONS ARE CUT HORIZONTALLY (PLAN VIEW). SIDE 1 IS THE TOP FACE AS DRAWN.", 6.2, "tiro")
    txt(page, CELL_X + 520, CELL_Y + 3 * CELL_H + 33,
        "STC VALUES ARE LABORATORY RATINGS OF THE TESTED ASSEMBLY; FIELD VALUES MAY BE LOWER.", 6.2, "tiro")


# ------------------------------------------------------------------------------------- schedule
SCHED_X, SCHED_Y = 56, 1030
SCHED_COLS = [("TYPE", ""), ("STUDS", "SIZE / GA / SPACING"), ("BOARD", "LAYERS / FACE"),
              ("INSULATION", ""), ("FIRE", "RATING"), ("UL / GA", "DESIGN"), ("STC", ""),
              ("MAX.", "HEIGHT"), ("EXTENT", ""), ("REMARKS", "")]
SCHED_W = [38, 160, 196, 122, 42, 58, 30, 62, 74, 290]


def _schedule(page) -> None:
    x0, y0 = SCHED_X, SCHED_Y
    fbold(page, x0, y0 - 10, "PARTITION SCHEDULE", 11)
    xs = [x0]
    for w in SCHED_W:
        xs.append(xs[-1] + w)
    hh, rh = 24, 16.5
    # header
    page.draw_rect(pymupdf.Rect(x0, y0, xs[-1], y0 + hh), width=1.0, fill=(0.92, 0.92, 0.92))
    for c, (a, b) in enumerate(SCHED_COLS):
        cx = (xs[c] + xs[c + 1]) / 2
        if b:
            cfbold(page, cx, y0 + 10, a, 6.4)
            cfbold(page, cx, y0 + 19, b, 5.4)
        else:
            cfbold(page, cx, y0 + 15, a, 6.4)
    y = y0 + hh
    for t in TYPES:
        cells = [t["tag"], t["studs"], t["board"], t["ins"], t["rating"], t["design"], t["stc"], t["ht"],
                 t["ext"], t["remarks"]]
        page.draw_line((x0, y + rh), (xs[-1], y + rh), width=0.3)
        for c, val in enumerate(cells):
            size = 6.4
            while tlen(val, size) > SCHED_W[c] - 6 and size > 4.8:
                size -= 0.2
            if c in (0, 4, 6):
                ctxt(page, (xs[c] + xs[c + 1]) / 2, y + rh - 5, val, size, "hebo" if c == 0 else "helv")
            else:
                txt(page, xs[c] + 3.5, y + rh - 5, val, size)
        if t["tag"] == "8C":
            delta(page, xs[-1] + 14, y + rh / 2 + 1, "1")
        if t["tag"] == "6L":
            delta(page, xs[-1] + 14, y + rh / 2 + 1, "2")
        y += rh
    page.draw_rect(pymupdf.Rect(x0, y0, xs[-1], y), width=1.0)
    for xx in xs[1:-1]:
        page.draw_line((xx, y0), (xx, y), width=0.4)
    # schedule notes
    yy = y + 16
    fbold(page, x0, yy, "SCHEDULE NOTES", 8)
    snotes = [
        "A.  \"--\" IN THE FIRE RATING COLUMN = NON-RATED ASSEMBLY.  \"N/A\" = NOT APPLICABLE TO THE TYPE.",
        "B.  STC OF TYPE 8C NOT TESTED; TYPE 9F TAKES THE RATING AND STC OF THE WALL IT FURS.",
        "C.  MAX. HEIGHT = LIMITING HEIGHT PER GENERAL PARTITION NOTE 4. BRACE OR UPSIZE STUDS BEYOND IT.",
        "D.  UL DESIGN NUMBERS ARE FROM THE UL PRODUCT iQ DIRECTORY; GA DESIGNS FROM GA-600, 22ND EDITION.",
    ]
    for i, s in enumerate(snotes):
        txt(page, x0 + 4, yy + 13 + 10 * i, s, 6.4)
    # abbreviations
    ay = yy + 70
    fbold(page, x0, ay, "ABBREVIATIONS", 8)
    per = 6
    for i, (ab, full) in enumerate(ABBREVIATIONS):
        c, r = divmod(i, per)
        ax = x0 + 4 + c * 200
        txt(page, ax, ay + 14 + 10 * r, ab, 6.2, "hebo")
        txt(page, ax + 58, ay + 14 + 10 * r, full, 6.2)
    # reference standards
    ry = ay + 90
    fbold(page, x0, ry, "REFERENCE STANDARDS", 8)
    for i, s in enumerate(STANDARDS):
        code, _, desc = s.partition("   ")
        txt(page, x0 + 4, ry + 14 + 10 * i, code, 6.2, "cour")
        txt(page, x0 + 90, ry + 14 + 10 * i, desc, 6.2)
    # a stray CAD note the office leaves on every schedule sheet
    txt(page, x0 + 600, ry + 14, "PARTITION TYPES ARE COORDINATED WITH THE CODE PLANS G-101 THRU G-103 AND", 6.2, "tiro")
    txt(page, x0 + 600, ry + 24, "THE LAB PLANNER'S BENCH LAYOUTS (LP-SERIES). WHERE THESE CONFLICT WITH THIS", 6.2, "tiro")
    txt(page, x0 + 600, ry + 34, "SHEET, THE MORE RESTRICTIVE REQUIREMENT GOVERNS.", 6.2, "tiro")


# ------------------------------------------------------------------------------------ detail 2
def _deflection_head(page) -> None:
    X0, Y0, X1 = 1176, 1010, 1650
    s = 18.0                                   # 3" = 1'-0": eighteen points to the inch
    cx = 1400
    top = Y0 + 30                              # top of concrete
    flute_top = top + 3.25 * s                 # top of deck ribs (beyond)
    deck = flute_top + 3.0 * s                 # underside of deck (low flange at the wall)
    xl, xr = cx - 150, cx + 150
    # slab and deck
    page.draw_line((xl, top), (xr, top), width=1.2)
    page.draw_line((xl, deck), (xr, deck), width=1.4)
    page.draw_line((xl, deck - 1.6), (xr, deck - 1.6), width=0.4)
    page.draw_line((xl, flute_top), (xr, flute_top), width=0.5, dashes="[5 3] 0")
    for xx in (xl, xr):
        break_line(page, xx, top, deck)
    conc_dots(page, xl + 2, top, xr - 2, deck - 2, seed=11)
    # deep-leg track
    tw = 3.625 * s
    leg = 2.5 * s
    tl, tr = cx - tw / 2, cx + tw / 2
    page.draw_polyline([(tl - 1.2, deck + leg), (tl - 1.2, deck + 0.2), (tr + 1.2, deck + 0.2),
                        (tr + 1.2, deck + leg)], width=1.6)
    for k in range(3):                                           # slots
        page.draw_rect(pymupdf.Rect(tl - 2.2, deck + 10 + 9 * k, tl - 0.2, deck + 15 + 9 * k), width=0.3)
    # PAF into deck
    for fx in (cx - 8, cx + 8):
        page.draw_line((fx, deck + 2), (fx, deck - 14), width=1.2)
        page.draw_line((fx - 2.5, deck + 2), (fx + 2.5, deck + 2), width=1.2)
    # stud (3/4" below the track web) and gwb each side
    gap = 0.75 * s
    stud_top = deck + gap
    bottom = Y0 + 600
    page.draw_line((tl + 1, stud_top), (tl + 1, bottom), width=1.0)
    page.draw_line((tr - 1, stud_top), (tr - 1, bottom), width=1.0)
    page.draw_line((tl + 1, stud_top), (tr - 1, stud_top), width=1.0)
    page.draw_line((tl + 1, stud_top + 2.5), (tr - 1, stud_top + 2.5), width=0.4, dashes="[3 2] 0")
    board = 0.625 * s
    for side in (-1, 1):
        gx = tl - 1.2 - board if side < 0 else tr + 1.2
        page.draw_rect(pymupdf.Rect(gx, stud_top, gx + board, bottom), width=0.6, fill=(0.86, 0.86, 0.86))
    # insulation in the cavity
    ypos = stud_top + 6
    while ypos < bottom - 30:
        page.draw_polyline([(tl + 5 + (tw - 10) * (0.5 + 0.45 * math.cos(k / 6 * 2 * math.pi)),
                             ypos + k * (tw * 0.65) / 12) for k in range(13)], width=0.35)
        ypos += tw * 0.65
    # mineral wool packed in the flute above the track, and in the gap
    mw = pymupdf.Rect(tl - 16, flute_top + 1, tr + 16, deck - 2)
    page.draw_rect(mw, width=0.5, dashes="[3 2] 0", fill=(1, 1, 1))
    hatch(page, mw, 3.5, 1, 0.25)
    hatch(page, mw, 3.5, -1, 0.25)
    # firestop spray over the head joint, both sides
    for side in (-1, 1):
        ex = tl - 1.2 - board if side < 0 else tr + 1.2 + board
        out = ex + side * 10
        page.draw_polyline([(out, deck + 0.5), (ex, deck + 0.5), (ex, stud_top + 12)], width=2.6,
                           color=(0.35, 0.35, 0.35))
    break_line(page, cx, bottom, bottom)
    page.draw_line((tl - 30, bottom), (tr + 30, bottom), width=0.4)
    # dims
    dxr = tr + board + 40
    for yy in (deck, stud_top):
        page.draw_line((tr + board + 4, yy), (dxr + 6, yy), width=0.3)
    page.draw_line((dxr, deck - 14), (dxr, stud_top + 14), width=0.4)
    for yy in (deck, stud_top):
        page.draw_line((dxr - 2.5, yy + 2.5), (dxr + 2.5, yy - 2.5), width=0.9)
    txt(page, dxr + 6, stud_top + 1, "3/4\" DEFLECTION GAP", 6.3, "cour")
    dxl = tl - board - 46
    for yy in (deck, deck + leg):
        page.draw_line((tl - board - 6, yy), (dxl - 6, yy), width=0.3)
    page.draw_line((dxl, deck - 8), (dxl, deck + leg + 8), width=0.4)
    for yy in (deck, deck + leg):
        page.draw_line((dxl - 2.5, yy + 2.5), (dxl + 2.5, yy - 2.5), width=0.9)
    txt(page, dxl - 4, deck + leg / 2 + 14, "2-1/2\"", 6.3, "cour", rotate=90)
    # leader notes
    L = X0 + 8
    R = tr + board + 40
    leader(page, R + 6, top - 14, ["CONCRETE ON COMPOSITE METAL DECK,", "SEE STRUCTURAL"], (xr - 24, top + 26))
    leader(page, L, top - 14, ["MINERAL WOOL PACKED INTO FLUTES,", "4 PCF MIN., 50% COMPRESSION"], (tl - 8, flute_top + 22))
    leader(page, L, deck + 40, ["PAF @ 24\" O.C. THROUGH TRACK", "WEB INTO DECK"], (cx - 8, deck - 6))
    leader(page, R, deck + 48, ["3-5/8\" 20 GA DEEP-LEG SLOTTED", "DEFLECTION TRACK, 2-1/2\" LEGS"], (tr + 1.5, deck + 30))
    leader(page, L, deck + 92, ["FIRESTOP SPRAY, 1/8\" DFT MIN., LAP", "1/2\" ONTO DECK AND GWB, BOTH SIDES"],
           (tl - 1.2 - board - 2, deck + 6))
    leader(page, R, deck + 96, ["DO NOT FASTEN STUDS OR GWB", "TO TRACK"], (tr - 4, stud_top + 8))
    leader(page, L, deck + 150, ["STUD PER PARTITION TYPE", "(3A SHOWN, 4A / 6L SIM.)"], (tl + 2, deck + 170))
    leader(page, R, deck + 160, ["GWB PER PARTITION TYPE,", "TOP OF BOARD 3/4\" BELOW DECK"], (tr + 1.2 + board, deck + 190))
    leader(page, L, deck + 230, ["SAB PER PARTITION TYPE"], (tl + 20, deck + 250))
    txt(page, R, deck + 240, "LISTED HEAD-OF-WALL JOINT SYSTEM:", 6.5, "hebo")
    txt(page, R, deck + 250, "UL HW-D-0042, 1 AND 2 HR ASSEMBLIES,", 6.5, "tiro")
    txt(page, R, deck + 259, "MAX. JOINT WIDTH 3/4\",", 6.5, "tiro")
    txt(page, R, deck + 268, "MOVEMENT CLASS II (+/- 100%).", 6.5, "tiro")
    txt(page, R, deck + 290, "AT DECK FLUTES PARALLEL TO WALL,", 6.5, "tiro")
    txt(page, R, deck + 299, "FASTEN TRACK TO LOW FLANGE OR TO", 6.5, "tiro")
    txt(page, R, deck + 308, "20 GA ANGLE SPANNING FLUTES.", 6.5, "tiro")
    title_bubble(page, X0, Y0 + 640, "2", "DEFLECTION HEAD AT RATED PARTITION", "3\" = 1'-0\"", rule=380)


# ------------------------------------------------------------------------------ right column
RX0, RX1 = 1684, 2236


def _notes(page) -> float:
    x = RX0
    y = 78
    fbold(page, x, y, "GENERAL PARTITION NOTES", 11)
    page.draw_line((x, y + 4), (x + 190, y + 4), width=0.8)
    y += 22
    size, lead = 7.0, 9.4
    for num, text, subs in NOTES:
        lines = wrap(text, RX1 - x - 24, size)
        txt(page, x, y, num, size)
        for i, line in enumerate(lines):
            txt(page, x + 20, y + i * lead, line, size)
        y += len(lines) * lead
        for letter, stext in subs:
            indent = 36 if letter else 34
            lines = wrap(stext, RX1 - x - indent - 4, size)
            if letter:
                txt(page, x + 22, y, letter, size)
            for i, line in enumerate(lines):
                txt(page, x + indent, y + i * lead, line, size)
            y += len(lines) * lead
        if num == "13.":
            delta(page, x - 12, y - 12, "2")
        y += 4.5
    return y


def _box_separation(page, y0: float) -> None:
    """Detail 4: outlet boxes on opposite faces of a rated / STC partition, in plan."""
    x = RX0 + 40
    s = 9.0
    yt = y0 + 50
    th = 4.875 * s
    L = 380
    page.draw_rect(pymupdf.Rect(x, yt, x + L, yt + 0.625 * s), width=0.5, fill=(0.86, 0.86, 0.86))
    page.draw_rect(pymupdf.Rect(x, yt + th - 0.625 * s, x + L, yt + th), width=0.5, fill=(0.86, 0.86, 0.86))
    for sx in (x + 20, x + 164, x + 308):
        stud_plan(page, sx, yt + 0.625 * s, yt + th - 0.625 * s)
    batt(page, x + 36, x + 163, yt + 0.625 * s + 1, yt + th - 0.625 * s - 1)
    batt(page, x + 180, x + 307, yt + 0.625 * s + 1, yt + th - 0.625 * s - 1)
    batt(page, x + 324, x + L - 2, yt + 0.625 * s + 1, yt + th - 0.625 * s - 1)
    break_line(page, x, yt, yt + th)
    break_line(page, x + L, yt, yt + th)
    b1 = pymupdf.Rect(x + 58, yt + 0.625 * s, x + 58 + 4 * s, yt + 0.625 * s + 2.5 * s)
    b2 = pymupdf.Rect(b1.x0 + 28 * s, yt + th - 0.625 * s - 2.5 * s, b1.x1 + 28 * s, yt + th - 0.625 * s)
    for b in (b1, b2):
        page.draw_rect(b, width=0.9, fill=(1, 1, 1))
        page.draw_line((b.x0, b.y0), (b.x1, b.y1), width=0.3)
        page.draw_line((b.x0, b.y1), (b.x1, b.y0), width=0.3)
    dy = yt + th + 22
    for xx in (b1.x1, b2.x0):
        page.draw_line((xx, yt + th + 3), (xx, dy + 5), width=0.3)
    page.draw_line((b1.x1 - 6, dy), (b2.x0 + 6, dy), width=0.4)
    for xx in (b1.x1, b2.x0):
        page.draw_line((xx - 2.5, dy + 2.5), (xx + 2.5, dy - 2.5), width=0.9)
    ctxt(page, (b1.x1 + b2.x0) / 2, dy - 2, "24\" MIN.", 6.3, "cour")
    leader(page, x + L + 26, yt - 4, ["OUTLET BOX, SIDE 1"], (b1.x1 - 4, b1.y0 + 6))
    leader(page, x + L + 26, yt + th + 8, ["OUTLET BOX, SIDE 2"], (b2.x1 - 2, b2.y1 - 6))
    leader(page, x + L + 26, yt + 20, ["WHERE 24\" CANNOT BE MET:", "LISTED PUTTY PADS ON BOTH", "BOXES"],
           (x + L - 24, yt + th / 2))
    title_bubble(page, RX0, y0 + 150, "4", "OUTLET BOX SEPARATION", TYPES_SCALE, rule=340)


def _ceiling_bracing(page, y0: float) -> None:
    """Detail 3: a non-rated partition stopping above the ceiling, kicker-braced to structure."""
    s = 6.0                                    # 1" = 1'-0": six points to the inch
    x = RX0 + 150
    top = y0 + 20
    slab = top + 5.5 * s
    page.draw_rect(pymupdf.Rect(RX0 + 30, top, RX0 + 420, slab), width=1.0)
    conc_dots(page, RX0 + 32, top, RX0 + 418, slab - 1, seed=5)
    clg = slab + 30 * s
    wall_top = clg - 6 * s
    tw = 3.625 * s
    # the partition
    for xx in (x, x + tw):
        page.draw_line((xx, wall_top), (xx, clg + 80), width=0.9)
    page.draw_line((x - 1, wall_top), (x + tw + 1, wall_top), width=1.4)
    for xx in (x - 0.625 * s, x + tw):
        page.draw_rect(pymupdf.Rect(xx, clg - 6 * s + 6, xx + 0.625 * s, clg + 80), width=0.5, fill=(0.86, 0.86, 0.86))
    # ceiling each side
    for a, b in ((RX0 + 30, x - 0.625 * s - 2), (x + tw + 0.625 * s + 2, RX0 + 420)):
        page.draw_line((a, clg), (b, clg), width=1.0)
        page.draw_line((a, clg + 3), (b, clg + 3), width=0.4)
    # kicker to structure at 45 degrees
    kx0, ky0 = x + tw, wall_top + 4
    kx1, ky1 = kx0 + (ky0 - slab), slab
    page.draw_line((kx0, ky0), (kx1, ky1), width=1.4)
    page.draw_line((kx1 - 8, ky1 + 0.8), (kx1 + 8, ky1 + 0.8), width=1.6)
    page.draw_line((x - 6, clg + 80), (x + tw + 6, clg + 80), width=0.3)
    # dims and notes
    dx = x - 36
    for yy in (wall_top, clg):
        page.draw_line((dx - 5, yy), (x - 0.625 * s - 3, yy), width=0.3)
    page.draw_line((dx, wall_top - 6), (dx, clg + 6), width=0.4)
    for yy in (wall_top, clg):
        page.draw_line((dx - 2.5, yy + 2.5), (dx + 2.5, yy - 2.5), width=0.9)
    txt(page, dx - 4, (wall_top + clg) / 2 + 8, "6\"", 6.3, "cour", rotate=90)
    leader(page, RX0 + 350, wall_top - 60, ["3-5/8\" 20 GA STUD KICKER @ 48\" O.C.,", "(2) #10 SCREWS EA. END"],
           ((kx0 + kx1) / 2 + 6, (ky0 + ky1) / 2))
    leader(page, RX0 + 350, slab + 26, ["CLIP ANGLE TO DECK / STRUCTURE"], (kx1 + 6, ky1 + 2))
    leader(page, RX0 + 232, clg + 30, ["ACOUSTICAL CEILING, SEE RCP"], (x + tw + 50, clg + 1))
    leader(page, RX0 + 232, clg + 56, ["PARTITION TYPE 1A OR 2A"], (x + tw + 2, clg + 60))
    leader(page, RX0 + 30, wall_top - 40, ["TOP TRACK, CONTINUOUS"], (x + 2, wall_top))
    title_bubble(page, RX0, clg + 112, "3", "NON-RATED PARTITION BRACING ABOVE CEILING", "1\" = 1'-0\"", rule=400)


LIMITING = [
    ("STUD", "GAUGE", "SPACING", "L/240", "L/360"),
    ("3-5/8\"", "20 GA EQ", "16\" O.C.", "12'-0\"", "10'-6\""),
    ("3-5/8\"", "20 GA", "16\" O.C.", "13'-6\"", "11'-9\""),
    ("6\"", "20 GA EQ", "16\" O.C.", "18'-6\"", "16'-2\""),
    ("6\"", "20 GA", "16\" O.C.", "20'-0\"", "17'-6\""),
    ("6\"", "18 GA", "16\" O.C.", "22'-0\"", "19'-3\""),
]


def _limiting_heights(page, y0: float) -> None:
    x0 = RX0
    fbold(page, x0, y0, "LIMITING HEIGHTS - NON-COMPOSITE", 9)
    txt(page, x0, y0 + 11, "5 PSF LATERAL LOAD, STUDS ALONE; SCHEDULED MAX. HT. MAY INCLUDE COMPOSITE ACTION OF BOARD.",
        5.8, "tiro")
    widths = [70, 80, 70, 64, 64]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    rh = 13
    top = y0 + 18
    for r, row in enumerate(LIMITING):
        yy = top + rh * r
        if r == 0:
            page.draw_rect(pymupdf.Rect(xs[0], yy, xs[-1], yy + rh), width=0.8, fill=(0.92, 0.92, 0.92))
        page.draw_line((xs[0], yy + rh), (xs[-1], yy + rh), width=0.3)
        for c, v in enumerate(row):
            if r == 0:
                cfbold(page, (xs[c] + xs[c + 1]) / 2, yy + 9.3, v, 6.4)
            else:
                ctxt(page, (xs[c] + xs[c + 1]) / 2, yy + 9.3, v, 6.4)
    bottom = top + rh * len(LIMITING)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=0.8)
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, bottom), width=0.3)
    txt(page, xs[-1] + 14, top + 10, "L/240: GYPSUM BOARD FINISHES", 6.2)
    txt(page, xs[-1] + 14, top + 20, "L/360: TILE OR STONE FINISHES", 6.2)
    txt(page, xs[-1] + 14, top + 30, "(GENERAL PARTITION NOTE 4)", 6.2)


def _base_detail(page, y0: float) -> None:
    """Detail 5: the partition's bottom track on the slab, in section at 3" = 1'-0"."""
    s = 18.0
    x = RX0 + 110
    slab = y0 + 190
    tw = 3.625 * s
    board = 0.625 * s
    page.draw_rect(pymupdf.Rect(RX0 + 24, slab, RX0 + 226, slab + 56), width=1.0)
    conc_dots(page, RX0 + 26, slab, RX0 + 224, slab + 55, seed=9)
    break_line(page, RX0 + 24, slab, slab + 56)
    break_line(page, RX0 + 226, slab, slab + 56)
    # bottom track and studs
    page.draw_polyline([(x - 1.2, slab - 1.25 * s), (x - 1.2, slab - 0.4), (x + tw + 1.2, slab - 0.4),
                        (x + tw + 1.2, slab - 1.25 * s)], width=1.6)
    for xx in (x + 1, x + tw - 1):
        page.draw_line((xx, slab - 2), (xx, y0 + 30), width=1.0)
    page.draw_line((x + tw / 2, slab + 2), (x + tw / 2, slab - 14), width=1.2)
    page.draw_line((x + tw / 2 - 2.5, slab - 2), (x + tw / 2 + 2.5, slab - 2), width=1.2)
    for gx in (x - 1.2 - board, x + tw + 1.2):
        page.draw_rect(pymupdf.Rect(gx, y0 + 30, gx + board, slab - 0.25 * s), width=0.6, fill=(0.86, 0.86, 0.86))
        page.draw_circle((gx + board / 2, slab - 0.125 * s), 2.0, width=0.4, fill=(0.3, 0.3, 0.3))
    # rubber base
    for gx, side in ((x - 1.2 - board, -1), (x + tw + 1.2 + board, 1)):
        bx = gx if side > 0 else gx - 2.5
        page.draw_rect(pymupdf.Rect(bx, slab - 4 * s, bx + 2.5, slab), width=0.5, fill=(0.2, 0.2, 0.2))
    for xx in (x - board - 12, x + tw + board + 12):
        break_line(page, xx, y0 + 30, y0 + 30)
    page.draw_line((x - board - 14, y0 + 30), (x + tw + board + 14, y0 + 30), width=0.3)
    leader(page, RX0 + 246, y0 + 60, ["STUD AND GWB PER", "PARTITION TYPE"], (x + tw + 6, y0 + 80))
    leader(page, RX0 + 246, y0 + 100, ["4\" RUBBER BASE, SEE", "FINISH SCHEDULE"], (x + tw + board + 5, slab - 40))
    leader(page, RX0 + 246, y0 + 140, ["GWB HELD 1/4\" ABOVE SLAB;", "FILL WITH ACOUSTICAL SEALANT"],
           (x + tw + 1.2 + board / 2 + 2, slab - 2))
    leader(page, RX0 + 246, slab + 30, ["PAF @ 24\" O.C. MAX.,", "2\" FROM TRACK ENDS"], (x + tw / 2 + 2, slab - 8))
    leader(page, RX0 + 246, slab - 8, ["(2) BEADS ACOUSTICAL SEALANT", "UNDER TRACK AT STC PARTITIONS"], (x + tw - 6, slab))
    title_bubble(page, RX0, slab + 92, "5", "PARTITION BASE AT SLAB", "3\" = 1'-0\"", rule=260)


def _stencil(page, y0: float) -> None:
    x = RX0 + 380
    fbold(page, x, y0, "RATED WALL IDENTIFICATION", 8)
    txt(page, x, y0 + 11, "STENCIL, RED, ABOVE CEILING (NOTE 5c)", 5.8, "tiro")
    for i, (line1, line2) in enumerate([("1 HOUR FIRE PARTITION", "PROTECT ALL OPENINGS"),
                                         ("2 HOUR FIRE BARRIER", "PROTECT ALL OPENINGS")]):
        r = pymupdf.Rect(x, y0 + 22 + 46 * i, x + 166, y0 + 58 + 46 * i)
        page.draw_rect(r, width=0.8, color=(0.75, 0, 0))
        ctxt(page, (r.x0 + r.x1) / 2, r.y0 + 15, line1, 7.5, "hebo")
        ctxt(page, (r.x0 + r.x1) / 2, r.y0 + 28, line2, 7.5, "hebo")
    txt(page, x, y0 + 126, "LETTERS 3\" HIGH MIN., ON BOTH FACES", 5.8, "tiro")


# ------------------------------------------------------------------------------------ title strip
def _title_strip(page) -> None:
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=2.2)
    tb = W - 36 - 306
    page.draw_line((tb, 36), (tb, H - 36), width=1.6)
    x = tb + 14
    xr = W - 36
    fbold(page, x, 80, "HALVERSEN + ADEYEMI", 14, "hebo")
    fbold(page, x, 98, "ARCHITECTS", 14, "hebo")
    for i, line in enumerate(["600 NORTH BROADWAY, SUITE 1210", "MILWAUKEE, WISCONSIN 53202",
                              "T 414.555.0162   HA-ARCH.COM"]):
        txt(page, x, 114 + 10 * i, line, 7)
    page.draw_line((tb, 152), (xr, 152), width=0.8)
    txt(page, x, 168, "CONSULTANTS", 6, "hebo")
    cons = [("STRUCTURAL", "KESTREL STRUCTURAL ENGINEERS", "MILWAUKEE, WI"),
            ("MEP / FP", "LUMEN & FLOW ENGINEERING, INC.", "BROOKFIELD, WI"),
            ("LAB PLANNING", "BENCHMARK LAB PLANNING", "MADISON, WI"),
            ("ACOUSTICS", "QUIETLINE ACOUSTICS LLC", "CHICAGO, IL")]
    for i, (role, name, city) in enumerate(cons):
        yy = 184 + 30 * i
        txt(page, x, yy, role, 5.6)
        txt(page, x, yy + 10, name, 7.2)
        txt(page, x, yy + 19, city, 6)
    page.draw_line((tb, 306), (xr, 306), width=0.8)
    # seal
    page.draw_circle((x + 60, 372), 54, width=0.8)
    page.draw_circle((x + 60, 372), 46, width=0.4)
    for i, line in enumerate(["STATE OF WISCONSIN", "RUTH A. ADEYEMI", "A-10427", "MILWAUKEE, WI"]):
        ctxt(page, x + 60, 356 + 11 * i, line, 6 if i != 1 else 6.6)
    txt(page, x + 136, 346, "ISSUED FOR", 6)
    fbold(page, x + 136, 360, "CONSTRUCTION", 10)
    txt(page, x + 136, 376, "NOT VALID WITHOUT SEAL", 5.5, "tiro")
    txt(page, x + 136, 384, "AND SIGNATURE", 5.5, "tiro")
    page.draw_line((tb, 438), (xr, 438), width=0.8)
    txt(page, x, 454, "PROJECT", 6)
    fbold(page, x, 472, "NORTHGATE APPLIED SCIENCES", 11, "hebo")
    fbold(page, x, 486, "CENTER", 11, "hebo")
    for i, line in enumerate(["4100 WEST INNOVATION DRIVE", "WAUWATOSA, WISCONSIN 53226"]):
        txt(page, x, 500 + 10 * i, line, 7)
    txt(page, x, 534, "OWNER", 6)
    txt(page, x, 546, "NORTHGATE RESEARCH PARTNERS, LLC", 7.5)
    page.draw_line((tb, 560), (xr, 560), width=0.8)
    # key plan
    txt(page, x, 576, "KEY PLAN", 6)
    page.draw_rect(pymupdf.Rect(x + 20, 590, x + 200, 660), width=0.6)
    page.draw_rect(pymupdf.Rect(x + 120, 590, x + 200, 630), width=0.6, fill=(0.8, 0.8, 0.8))
    txt(page, x + 40, 630, "OFFICE WING", 5.5)
    txt(page, x + 132, 614, "LAB WING", 5.5)
    page.draw_line((x + 240, 660), (x + 240, 610), width=1)
    page.draw_polyline([(x + 234, 622), (x + 240, 610), (x + 246, 622)], width=1)
    txt(page, x + 236, 674, "N", 8)
    page.draw_line((tb, 688), (xr, 688), width=0.8)
    # revisions
    fbold(page, x, 704, "REVISIONS", 8)
    rt = 712
    page.draw_line((tb, rt), (xr, rt), width=0.4)
    txt(page, x, rt + 10, "NO.", 5.8, "hebo")
    txt(page, x + 30, rt + 10, "DESCRIPTION", 5.8, "hebo")
    txt(page, x + 210, rt + 10, "DATE", 5.8, "hebo")
    page.draw_line((tb, rt + 14), (xr, rt + 14), width=0.4)
    for i in range(6):
        yy = rt + 14 + 15 * (i + 1)
        page.draw_line((tb, yy), (xr, yy), width=0.25)
        if i < len(REVISIONS):
            no, desc, date = REVISIONS[i]
            delta(page, x + 8, yy - 6, no)
            txt(page, x + 30, yy - 4, desc, 7)
            txt(page, x + 210, yy - 4, date, 7)
    page.draw_line((x + 24, rt), (x + 24, rt + 14 + 90), width=0.25)
    page.draw_line((x + 204, rt), (x + 204, rt + 14 + 90), width=0.25)
    page.draw_line((tb, 830), (xr, 830), width=0.8)
    # issue data
    rows = [("ISSUE", "CONSTRUCTION DOCUMENTS", "DATE", "04/25/2025"),
            ("PROJECT NO.", "HAA-2311", "SCALE", "AS NOTED"),
            ("DRAWN BY", "JMK", "CHECKED BY", "RAA")]
    for i, (k1, v1, k2, v2) in enumerate(rows):
        yy = 846 + 32 * i
        txt(page, x, yy, k1, 5.8)
        txt(page, x, yy + 12, v1, 8)
        txt(page, x + 170, yy, k2, 5.8)
        txt(page, x + 170, yy + 12, v2, 8)
        page.draw_line((tb, yy + 18), (xr, yy + 18), width=0.3)
    page.draw_line((x + 162, 834), (x + 162, 846 + 32 * 3 - 14), width=0.3)
    # copyright
    for i, line in enumerate(["THESE DRAWINGS AND SPECIFICATIONS ARE INSTRUMENTS OF SERVICE",
                              "AND THE PROPERTY OF HALVERSEN + ADEYEMI ARCHITECTS. REUSE",
                              "WITHOUT WRITTEN PERMISSION IS PROHIBITED.",
                              "\u00a9 2025 HALVERSEN + ADEYEMI ARCHITECTS"]):
        txt(page, x, 960 + 8 * i, line, 5.2, "tiro")
    page.draw_line((tb, 1000), (xr, 1000), width=0.8)
    # sheet title and number
    txt(page, x, 1300, "SHEET TITLE", 6)
    fbold(page, x, 1324, "PARTITION TYPES,", 15, "hebo")
    fbold(page, x, 1344, "SCHEDULE AND DETAILS", 15, "hebo")
    page.draw_line((tb, 1400), (xr, 1400), width=1.2)
    txt(page, x, 1418, "SHEET NUMBER", 6)
    fbold(page, x + 40, 1560, SHEET, 54, "hebo")
    txt(page, x, 1660, "PLOTTED 06/20/2025 4:12 PM   HAA-2311_A-601.dwg", 5.2, "cour")


def partition_types_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_strip(page)
    _types_grid(page)
    _schedule(page)
    _deflection_head(page)
    y = _notes(page)
    _box_separation(page, y + 14)
    _ceiling_bracing(page, y + 214)
    _limiting_heights(page, y + 640)
    _base_detail(page, y + 830)
    _stencil(page, y + 850)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
