"""A US fire-code hazardous materials sheet (G-004 HAZARDOUS MATERIALS INVENTORY STATEMENT,
ANSI D 34x22 in, landscape) for an invented three-storey research laboratory building (Group B,
Type II-A, NFPA 13), drawn the way a code consultant's CAD export looks: down the left, three
small control area plans (Levels 3, 2 and 1 stacked, 1/32" = 1'-0") with each control area
(CA-1 and CA-2 on Level 1, CA-3 on Level 2, CA-4 on Level 3) hatched in its own pattern, room
numbers and names, column grid bubbles, overall dimensions, fire barrier ratings on leaders
("1 HR FIRE BARRIER" between CA-1 and CA-2, "2 HR FIRE BARRIER" round chemical storage 118,
"1 HR SHAFT ENCLOSURE" at the stairs), a north arrow per plan and a view title under each; under
them a plan legend and the control area design table (IFC Table 5003.8.3.2: percentage of the MAQ
per control area, maximum and provided control areas per floor, fire barrier rating). In the
middle, one HAZARDOUS MATERIALS INVENTORY table per control area with a two-level header
(MATERIAL, CAS NO., HAZARD CLASS, ROOM, then STORAGE over SOLID LB / LIQUID GAL / GAS CF,
USE-CLOSED over SOLID LB / LIQUID GAL / GAS CF, USE-OPEN over SOLID LB / LIQUID GAL), empty cells
set as "-", a revision cloud and delta 2 round one row of CA-3; a flammable liquid summary per
control area (totals summed from the tables, allowed quantity, percentage); numbered HMIS notes.
On the right, the MAQ table (hazard class, state, base MAQ, sprinkler and cabinet increases, then
ADJUSTED MAQ PER CONTROL AREA over LEVEL 1 (100%) / LEVEL 2 (75%) / LEVEL 3 (50%)) whose footnote
letters a..f are separate small raised text objects set right after the values they qualify
(so the text layer reads "120 gald"), the footnotes listed under it, code data in a monospaced
block, abbreviations, an NFPA 704 placard, an aggregate quantity check per control area (two-level
header CA-n over AGGREGATE / ADJ. MAQ, summed from the inventory tables), a typical control area
separation section (detail 4, UL U419 barrier, UL D916 floor) and a cabinet schedule (GC-1, FSC-1..3,
ACC-1). Units are written in varied ways on purpose (gal,
GAL, gallons, lb, LBS, cu. ft., CF). Title block: a boxed strip down the right edge with firm,
code consultant, seal, owner, project, revision table, issue data, sheet title and number.

The questions (`tests/blind_questions/drawn/round68-drawn.jsonl`) were written blind, before
drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2448, 1584                 # ANSI D, 34 x 22 in, landscape
TB_X = 2148                       # title block strip, right edge
FT = 2.5                          # 1/32" = 1'-0": two and a half points to the foot
BLACK = (0, 0, 0)
GREY = (0.45, 0.45, 0.45)

# ---------------------------------------------------------------------------------------------
# inventory: (material, CAS, hazard class, room, st solid, st liquid, st gas, uc solid, uc liquid,
#             uc gas, uo solid, uo liquid); "-" where nothing is held
INVENTORY = {
    "CA-1": ("LEVEL 1 - WEST LABORATORY WING", [
        ("ACETONE", "67-64-1", "FLAMMABLE LIQ. IB", "104", "-", "40", "-", "-", "-", "-", "-", "6"),
        ("METHANOL", "67-56-1", "FLAMMABLE LIQ. IB", "106", "-", "25", "-", "-", "10", "-", "-", "3"),
        ("ACETONITRILE", "75-05-8", "FLAMMABLE LIQ. IB", "106", "-", "20", "-", "-", "15", "-", "-", "2"),
        ("DIETHYL ETHER", "60-29-7", "FLAMMABLE LIQ. IA", "104", "-", "6", "-", "-", "-", "-", "-", "1"),
        ("HEXANES", "110-54-3", "FLAMMABLE LIQ. IB", "104", "-", "15", "-", "-", "-", "-", "-", "3"),
        ("ACETIC ACID, GLACIAL", "64-19-7", "COMB. LIQ. II / CORROSIVE", "108", "-", "8", "-", "-", "-", "-", "-", "1"),
        ("HYDROCHLORIC ACID 37%", "7647-01-0", "CORROSIVE", "108", "-", "12", "-", "-", "-", "-", "-", "2"),
        ("SODIUM HYDROXIDE, PELLETS", "1310-73-2", "CORROSIVE", "108", "55", "-", "-", "-", "-", "-", "5", "-"),
        ("HYDROGEN, COMPRESSED", "1333-74-0", "FLAMMABLE GAS", "110", "-", "-", "600", "-", "-", "300", "-", "-"),
        ("HELIUM, COMPRESSED", "7440-59-7", "COMPRESSED GAS, INERT", "102", "-", "-", "600", "-", "-", "300", "-", "-"),
        ("VACUUM PUMP OIL", "-", "COMB. LIQ. IIIB", "102", "-", "10", "-", "-", "-", "-", "-", "-"),
    ]),
    "CA-2": ("LEVEL 1 - EAST WING, CHEMICAL STORAGE AND RECEIVING", [
        ("ACETONE", "67-64-1", "FLAMMABLE LIQ. IB", "118", "-", "110", "-", "-", "-", "-", "-", "-"),
        ("ETHANOL, 200 PROOF", "64-17-5", "FLAMMABLE LIQ. IB", "118", "-", "55", "-", "-", "-", "-", "-", "-"),
        ("ETHYL ACETATE", "141-78-6", "FLAMMABLE LIQ. IB", "118", "-", "30", "-", "-", "-", "-", "-", "-"),
        ("ISOPROPANOL", "67-63-0", "FLAMMABLE LIQ. IB", "116", "-", "40", "-", "-", "-", "-", "-", "4"),
        ("PENTANE", "109-66-0", "FLAMMABLE LIQ. IA", "118", "-", "10", "-", "-", "-", "-", "-", "-"),
        ("TOLUENE", "108-88-3", "FLAMMABLE LIQ. IB", "118", "-", "20", "-", "-", "-", "-", "-", "-"),
        ("SULFURIC ACID 96%", "7664-93-9", "CORROSIVE", "118", "-", "25", "-", "-", "-", "-", "-", "-"),
        ("NITRIC ACID 70%", "7697-37-2", "OXIDIZER CL. 2 / CORROSIVE", "118", "-", "12", "-", "-", "-", "-", "-", "-"),
        ("HYDROGEN PEROXIDE 30%", "7722-84-1", "OXIDIZER CL. 2", "118", "-", "8", "-", "-", "-", "-", "-", "-"),
        ("HYDROGEN, COMPRESSED", "1333-74-0", "FLAMMABLE GAS", "120", "-", "-", "1,200", "-", "-", "600", "-", "-"),
        ("ACETYLENE, DISSOLVED", "74-86-2", "FLAMMABLE GAS", "120", "-", "-", "390", "-", "-", "-", "-", "-"),
        ("OXYGEN, COMPRESSED", "7782-44-7", "OXIDIZING GAS", "120", "-", "-", "1,000", "-", "-", "250", "-", "-"),
        ("CARBON MONOXIDE (GC-1)", "630-08-0", "TOXIC GAS / FLAMMABLE GAS", "120", "-", "-", "150", "-", "-", "-", "-", "-"),
        ("SODIUM HYDROXIDE 50% SOLN", "1310-73-2", "CORROSIVE", "114", "-", "10", "-", "-", "-", "-", "-", "2"),
        ("VACUUM PUMP OIL", "-", "COMB. LIQ. IIIB", "122", "-", "30", "-", "-", "-", "-", "-", "-"),
    ]),
    "CA-3": ("LEVEL 2 - ENTIRE FLOOR (BIOLOGY LABORATORIES)", [
        ("ETHANOL, 200 PROOF", "64-17-5", "FLAMMABLE LIQ. IB", "206", "-", "30", "-", "-", "-", "-", "-", "5"),
        ("METHANOL", "67-56-1", "FLAMMABLE LIQ. IB", "208", "-", "20", "-", "-", "12", "-", "-", "2"),
        ("ISOPROPANOL 70%", "67-63-0", "FLAMMABLE LIQ. IB", "204", "-", "25", "-", "-", "-", "-", "-", "6"),
        ("ACETONITRILE", "75-05-8", "FLAMMABLE LIQ. IB", "208", "-", "10", "-", "-", "8", "-", "-", "-"),
        ("ACRYLAMIDE SOLN 40%", "79-06-1", "TOXIC", "210", "-", "4", "-", "-", "-", "-", "-", "1"),
        ("FORMALIN (FORMALDEHYDE 37%)", "50-00-0", "COMB. LIQ. II / TOXIC", "210", "-", "10", "-", "-", "-", "-", "-", "2"),
        ("PHENOL, LIQUEFIED", "108-95-2", "TOXIC / CORROSIVE", "204", "-", "2", "-", "-", "-", "-", "-", "-"),
        ("SODIUM HYPOCHLORITE 12.5%", "7681-52-9", "CORROSIVE", "216", "-", "15", "-", "-", "-", "-", "-", "3"),
        ("LIQUID NITROGEN", "7727-37-9", "CRYOGENIC FLUID, INERT", "214", "-", "480", "-", "-", "160", "-", "-", "-"),
        ("CARBON DIOXIDE, COMPRESSED", "124-38-9", "COMPRESSED GAS, INERT", "206", "-", "-", "1,500", "-", "-", "750", "-", "-"),
    ]),
    "CA-4": ("LEVEL 3 - ENTIRE FLOOR (CHEMISTRY LABORATORIES)", [
        ("TETRAHYDROFURAN", "109-99-9", "FLAMMABLE LIQ. IB", "304", "-", "20", "-", "-", "-", "-", "-", "3"),
        ("HEXANES", "110-54-3", "FLAMMABLE LIQ. IB", "304", "-", "25", "-", "-", "-", "-", "-", "4"),
        ("ETHYL ACETATE", "141-78-6", "FLAMMABLE LIQ. IB", "306", "-", "25", "-", "-", "-", "-", "-", "4"),
        ("DIETHYL ETHER", "60-29-7", "FLAMMABLE LIQ. IA", "304", "-", "5", "-", "-", "-", "-", "-", "1"),
        ("ACETONE", "67-64-1", "FLAMMABLE LIQ. IB", "306", "-", "30", "-", "-", "-", "-", "-", "5"),
        ("TOLUENE", "108-88-3", "FLAMMABLE LIQ. IB", "308", "-", "15", "-", "-", "5", "-", "-", "2"),
        ("DIMETHYLFORMAMIDE", "68-12-2", "COMB. LIQ. II", "308", "-", "10", "-", "-", "-", "-", "-", "1"),
        ("TRIFLUOROACETIC ACID", "76-05-1", "CORROSIVE", "310", "-", "2", "-", "-", "-", "-", "-", "-"),
        ("POTASSIUM PERMANGANATE", "7722-64-7", "OXIDIZER CL. 2", "310", "10", "-", "-", "-", "-", "-", "2", "-"),
        ("NITROGEN, COMPRESSED", "7727-37-9", "COMPRESSED GAS, INERT", "312", "-", "-", "2,400", "-", "-", "600", "-", "-"),
        ("HYDROGEN, COMPRESSED", "1333-74-0", "FLAMMABLE GAS", "312", "-", "-", "300", "-", "-", "300", "-", "-"),
    ]),
}

CA_INFO = [   # control area, level, rooms, area, allowed flammable liquid (IA+IB+IC) gallons
    ("CA-1", "1", "100-110", "8,760 SF", 480),
    ("CA-2", "1", "114-124", "8,380 SF", 480),
    ("CA-3", "2", "200-218", "17,180 SF", 360),
    ("CA-4", "3", "300-318", "16,940 SF", 240),
]

# MAQ table: (hazard class, state, base, base footnote, sprinkler, cabinet, L1, L2, L3, adjusted footnote)
MAQ = [
    ("COMBUSTIBLE LIQUID, CLASS II", "LIQUID", "120 gal", "", "100%", "100%", "480 GAL", "360 GAL", "240 GAL", ""),
    ("COMBUSTIBLE LIQUID, CLASS IIIA", "LIQUID", "330 gal", "", "100%", "100%", "1,320 GAL", "990 GAL", "660 GAL", ""),
    ("COMBUSTIBLE LIQUID, CLASS IIIB", "LIQUID", "13,200 gallons", "e", "-", "-", "N.L.", "N.L.", "N.L.", "e"),
    ("FLAMMABLE LIQUID, CLASS IA", "LIQUID", "30 gal", "d", "100%", "100%", "120 GAL", "90 GAL", "60 GAL", ""),
    ("FLAMMABLE LIQUID, CLASS IB AND IC", "LIQUID", "120 gal", "d", "100%", "100%", "480 GAL", "360 GAL", "240 GAL", ""),
    ("FLAMMABLE LIQUID, COMBINATION (IA, IB, IC)", "LIQUID", "120 gal", "d", "100%", "100%", "480 GAL", "360 GAL", "240 GAL", ""),
    ("FLAMMABLE GAS", "GASEOUS", "1,000 cu. ft.", "", "100%", "100%", "4,000 CF", "3,000 CF", "2,000 CF", ""),
    ("FLAMMABLE SOLID", "SOLID", "125 lb", "", "100%", "100%", "500 LBS", "375 LBS", "250 LBS", ""),
    ("OXIDIZER, CLASS 2", "SOLID", "250 lb", "", "100%", "100%", "1,000 LBS", "750 LBS", "500 LBS", ""),
    ("", "LIQUID", "25 gal", "", "100%", "100%", "100 GAL", "75 GAL", "50 GAL", ""),
    ("OXIDIZER, CLASS 3", "SOLID", "10 lb", "", "100%", "100%", "40 LBS", "30 LBS", "20 LBS", ""),
    ("", "LIQUID", "1 gal", "", "100%", "100%", "4 GAL", "3 GAL", "2 GAL", ""),
    ("OXIDIZING GAS", "GASEOUS", "1,500 cu. ft.", "", "100%", "100%", "6,000 CF", "4,500 CF", "3,000 CF", ""),
    ("WATER REACTIVE, CLASS 2", "SOLID", "50 lb", "", "100%", "100%", "200 LBS", "150 LBS", "100 LBS", ""),
    ("", "LIQUID", "50 gal", "", "100%", "100%", "200 GAL", "150 GAL", "100 GAL", ""),
    ("CORROSIVE", "SOLID", "5,000 lb", "", "100%", "100%", "20,000 LBS", "15,000 LBS", "10,000 LBS", ""),
    ("", "LIQUID", "500 gal", "", "100%", "100%", "2,000 GAL", "1,500 GAL", "1,000 GAL", ""),
    ("", "GASEOUS", "810 cu. ft.", "", "100%", "100%", "3,240 CF", "2,430 CF", "1,620 CF", ""),
    ("TOXIC", "SOLID", "500 lb", "", "100%", "100%", "2,000 LBS", "1,500 LBS", "1,000 LBS", ""),
    ("", "LIQUID", "500 gal", "", "100%", "100%", "2,000 GAL", "1,500 GAL", "1,000 GAL", ""),
    ("", "GASEOUS", "810 cu. ft.", "f", "100%", "100%", "3,240 CF", "2,430 CF", "1,620 CF", ""),
    ("HIGHLY TOXIC", "SOLID", "10 lb", "", "100%", "100%", "40 LBS", "30 LBS", "20 LBS", ""),
    ("", "LIQUID", "10 gal", "", "100%", "100%", "40 GAL", "30 GAL", "20 GAL", ""),
    ("", "GASEOUS", "20 cu. ft.", "f", "100%", "100%", "80 CF", "60 CF", "40 CF", ""),
    ("CRYOGENIC FLUID, INERT", "LIQUID", "N.L.", "", "-", "-", "N.L.", "N.L.", "N.L.", ""),
    ("COMPRESSED GAS, INERT", "GASEOUS", "N.L.", "", "-", "-", "N.L.", "N.L.", "N.L.", ""),
]

FOOTNOTES = [
    ("a", "BASE MAQ PER CONTROL AREA FROM IBC TABLE 307.1(1) AND IFC TABLE 5003.1.1(1), 2021 EDITIONS. THE AGGREGATE OF "
          "STORAGE, USE-CLOSED AND USE-OPEN SHALL NOT EXCEED THE STORAGE QUANTITY."),
    ("b", "100% INCREASE: BUILDING EQUIPPED THROUGHOUT WITH AN APPROVED AUTOMATIC SPRINKLER SYSTEM PER NFPA 13."),
    ("c", "100% INCREASE WHERE STORED IN APPROVED STORAGE CABINETS, GAS CABINETS, EXHAUSTED ENCLOSURES OR SAFETY CANS. "
          "WHERE b ALSO APPLIES, THE INCREASES ARE APPLIED ACCUMULATIVELY."),
    ("d", "CLASS IA, IB AND IC COMBINED SHALL NOT EXCEED THE COMBINATION QUANTITY, OF WHICH NOT MORE THAN THE CLASS IA "
          "QUANTITY SHALL BE CLASS IA."),
    ("e", "QUANTITY NOT LIMITED IN A BUILDING EQUIPPED THROUGHOUT WITH AN AUTOMATIC SPRINKLER SYSTEM PER NFPA 13."),
    ("f", "TOXIC AND HIGHLY TOXIC GASES SHALL BE STORED AND USED ONLY IN EXHAUSTED GAS CABINET GC-1, ROOM 120 (IFC 6004)."),
]

CA_DESIGN = [
    ("LEVEL", "% OF MAQ PER", "MAX. CONTROL AREAS", "CONTROL AREAS", "FIRE BARRIER"),
    ("", "CONTROL AREA", "PER FLOOR", "PROVIDED", "RATING"),
    ("LEVEL 3", "50%", "2", "1 (CA-4)", "1 HR"),
    ("LEVEL 2", "75%", "3", "1 (CA-3)", "1 HR"),
    ("LEVEL 1", "100%", "4", "2 (CA-1, CA-2)", "1 HR"),
]

CODE_DATA = [
    "APPLICABLE CODES:   2021 IBC, 2021 IFC, 2021 IMC AS AMENDED BY",
    "                    THE TOWN OF WESTHAVEN; NFPA 13-2019;",
    "                    NFPA 45-2019; NFPA 55-2020; NFPA 72-2019",
    "OCCUPANCY:          GROUP B (LABORATORIES, IBC 304.1)",
    "                    GROUP H NOT REQUIRED - QUANTITIES DO NOT",
    "                    EXCEED MAQ PER CONTROL AREA (IBC 307.1)",
    "CONSTRUCTION TYPE:  II-A",
    "STORIES:            3 ABOVE GRADE PLANE",
    "BUILDING AREA:      18,000 SF PER FLOOR, 54,000 SF TOTAL",
    "SPRINKLERS:         FULLY SPRINKLERED, NFPA 13",
    "                    LABS: ORDINARY HAZARD GROUP 2",
    "                    RM 118: EXTRA HAZARD GROUP 1",
    "FIRE ALARM:         NFPA 72, ADDRESSABLE, VOICE EVAC",
    "NFPA 45 LAB UNITS:  CLASS B - LEVEL 3 CHEMISTRY LABS",
    "                    CLASS C - ALL OTHER LAB UNITS",
    "GAS DETECTION:      CO MONITORING AT GC-1 (IFC 6004.2.2.10)",
]

NOTES = [
    "THIS HAZARDOUS MATERIALS INVENTORY STATEMENT (HMIS) IS BASED ON THE OWNER'S CHEMICAL INVENTORY DATED 08/12/2025. "
    "QUANTITIES ARE MAXIMUM ANTICIPATED QUANTITIES AT ANY ONE TIME.",
    "QUANTITIES IN USE-CLOSED AND USE-OPEN SYSTEMS ARE INCLUDED IN THE AGGREGATE QUANTITY FOR EACH CONTROL AREA AND "
    "HAZARD CLASS. MATERIALS WITH MORE THAN ONE HAZARD ARE COUNTED IN EACH CLASS.",
    "CONTROL AREAS SHALL BE SEPARATED FROM EACH OTHER BY FIRE BARRIERS (IBC 707) AND HORIZONTAL ASSEMBLIES (IBC 711) "
    "OF NOT LESS THAN 1 HOUR. OPENINGS: 45 MINUTE SELF-CLOSING FIRE DOOR ASSEMBLIES.",
    "CHEMICAL STORAGE ROOM 118 IS ENCLOSED BY A 2 HOUR FIRE BARRIER AT THE OWNER'S REQUEST; IT REMAINS PART OF CA-2. "
    "PROVIDE 4\" SPILL CONTAINMENT SILL AT THE DOOR.",
    "FLAMMABLE LIQUIDS IN EXCESS OF 10 GALLONS PER LABORATORY SHALL BE KEPT IN APPROVED FLAMMABLE LIQUID STORAGE "
    "CABINETS (IFC 5704.3.2). NOT MORE THAN 120 GALLONS PER CABINET.",
    "COMPRESSED GAS CYLINDERS SHALL BE SECURED TO A FIXED OBJECT WITH NONCOMBUSTIBLE RESTRAINTS (IFC 5303.5.3). "
    "OXIDIZING GAS CYLINDERS SEPARATED FROM FLAMMABLE GAS BY 20 FT OR A 1/2 HR BARRIER.",
    "LIQUID NITROGEN FREEZER FARM 214: PROVIDE OXYGEN DEFICIENCY MONITORING WITH ALARM AT 19.5% O2, SEE M-401.",
    "NFPA 704 PLACARDS SHALL BE POSTED AT EACH CONTROL AREA ENTRY AND AT ROOMS 118 AND 120.",
    "THE OWNER SHALL MAINTAIN A HAZARDOUS MATERIALS MANAGEMENT PLAN (HMMP) AND UPDATE THIS HMIS ANNUALLY OR WHEN "
    "QUANTITIES OR HAZARD CLASSES CHANGE (IFC 5001.5).",
    "ANY INCREASE BEYOND THE ADJUSTED MAQ SHALL REQUIRE A GROUP H OCCUPANCY; SUBMIT REVISED HMIS TO THE FIRE CODE "
    "OFFICIAL BEFORE RECEIPT OF MATERIALS.",
]

ABBREVIATIONS = [
    ("CA", "CONTROL AREA"), ("CF", "CUBIC FEET (CU. FT.) AT NTP"), ("GAL", "GALLONS"), ("LB / LBS", "POUNDS"),
    ("MAQ", "MAXIMUM ALLOWABLE QUANTITY"), ("N.L.", "NOT LIMITED"), ("HMIS", "HAZARDOUS MATERIALS INVENTORY STATEMENT"),
    ("HMMP", "HAZARDOUS MATERIALS MANAGEMENT PLAN"), ("GC", "GAS CABINET"), ("NTP", "NORMAL TEMPERATURE AND PRESSURE"),
]

REVISIONS = [
    ("-", "PERMIT SET", "09/26/2025"),
    ("1", "FIRE DEPT. PLAN REVIEW COMMENTS", "11/14/2025"),
    ("2", "HMIS UPDATE - CA-3 INVENTORY", "12/05/2025"),
]


# ---------------------------------------------------------------------------------------------
def _t(page, x, y, s, size=7.0, font="helv", color=BLACK, rotate=0):
    page.insert_text((x, y), s, fontsize=size, fontname=font, color=color, rotate=rotate)


def _len(s, size, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _tc(page, cx, y, s, size=7.0, font="helv"):
    _t(page, cx - _len(s, size, font) / 2, y, s, size, font)


def _sup(page, x, y, value, letter, size, font="helv", center=None):
    """A value and its footnote letter as a CAD export sets them: the letter a separate, smaller
    text object, raised, right after the value."""
    w = _len(value, size, font)
    x0 = center - w / 2 if center is not None else x
    _t(page, x0, y, value, size, font)
    if letter:
        _t(page, x0 + w + 0.7, y - size * 0.38, letter, size * 0.62, "helv")


def _wrap(text, width, size, font="helv"):
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and _len(trial, size, font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line]


def _hatch(page, r, spacing, angle, width=0.25, color=GREY):
    """Parallel hatch lines at `angle` degrees clipped to rectangle r."""
    a = math.radians(angle)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx
    corners = [(r.x0, r.y0), (r.x1, r.y0), (r.x0, r.y1), (r.x1, r.y1)]
    ds = [c[0] * nx + c[1] * ny for c in corners]
    d = math.floor(min(ds) / spacing) * spacing
    while d <= max(ds):
        px, py = nx * d, ny * d
        t0, t1 = -1e9, 1e9
        ok = True
        for p, q, lo, hi in ((px, dx, r.x0, r.x1), (py, dy, r.y0, r.y1)):
            if abs(q) < 1e-9:
                if p < lo or p > hi:
                    ok = False
                continue
            ta, tb = (lo - p) / q, (hi - p) / q
            t0, t1 = max(t0, min(ta, tb)), min(t1, max(ta, tb))
        if ok and t1 > t0:
            page.draw_line((px + dx * t0, py + dy * t0), (px + dx * t1, py + dy * t1), width=width, color=color)
        d += spacing


def _arrow_leader(page, x0, y0, x1, y1, w=0.5):
    """A leader from text at (x0, y0) to an arrowhead at (x1, y1)."""
    page.draw_line((x0, y0), (x1, y1), width=w)
    n = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / n, (y1 - y0) / n
    pts = [(x1, y1), (x1 - 6 * ux + 2 * uy, y1 - 6 * uy - 2 * ux), (x1 - 6 * ux - 2 * uy, y1 - 6 * uy + 2 * ux)]
    page.draw_polyline(pts + [pts[0]], width=0.4, fill=BLACK, color=BLACK)


def _bubble(page, x, y, s, r=5.5, size=6):
    page.draw_circle((x, y), r, width=0.5)
    _tc(page, x, y + size * 0.35, s, size)


def _delta(page, x, y, s, size=7):
    page.draw_polyline([(x, y - 8), (x + 8, y + 6), (x - 8, y + 6), (x, y - 8)], width=0.8)
    _tc(page, x, y + 4, s, size, "hebo")


def _cloud(page, r, bump=7.0):
    """A revision cloud round rectangle r, scallops outward."""
    pts = []
    for (ax, ay), (bx, by) in (((r.x0, r.y0), (r.x1, r.y0)), ((r.x1, r.y0), (r.x1, r.y1)),
                               ((r.x1, r.y1), (r.x0, r.y1)), ((r.x0, r.y1), (r.x0, r.y0))):
        n = max(1, int(math.hypot(bx - ax, by - ay) / (2.8 * bump)))
        for i in range(n):
            pts.append(((ax + (bx - ax) * i / n, ay + (by - ay) * i / n),
                        (ax + (bx - ax) * (i + 1) / n, ay + (by - ay) * (i + 1) / n)))
    cx, cy = (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2
    for p, q in pts:
        mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        vx, vy = mx - cx, my - cy
        if abs(q[0] - p[0]) > abs(q[1] - p[1]):
            ox, oy = 0, (bump if vy > 0 else -bump)
        else:
            ox, oy = (bump if vx > 0 else -bump), 0
        page.draw_bezier(p, (p[0] + ox, p[1] + oy), (q[0] + ox, q[1] + oy), q, width=0.7)


# ---------------------------------------------------------------------------------------------
# control area plans
LEVEL_ROOMS = {
    "1": [((0, 0, 26, 44), "100", "LOBBY"), ((26, 0, 60, 44), "102", "ANALYTICAL LAB"),
          ((60, 0, 96, 44), "104", "TEACHING LAB"), ((96, 0, 132, 44), "114", "INSTRUMENT LAB"),
          ((132, 0, 166, 44), "116", "PREP LAB"), ((166, 24, 180, 44), "124", "ELEC."),
          ((14, 54, 48, 100), "106", "HPLC LAB"), ((48, 54, 78, 100), "108", "WET LAB"),
          ((78, 54, 96, 100), "110", "SUPPORT"), ((106, 54, 132, 100), "118", "CHEMICAL STORAGE"),
          ((132, 54, 150, 100), "120", "GAS CYL. STOR."), ((150, 54, 180, 100), "122", "RECEIVING"),
          ((0, 78, 14, 100), "112", "JAN.")],
    "2": [((0, 0, 40, 44), "200", "OFFICE SUITE"), ((40, 0, 72, 44), "202", "TISSUE CULTURE"),
          ((72, 0, 110, 44), "204", "MOLECULAR BIO LAB"), ((110, 0, 146, 44), "206", "CELL BIOLOGY LAB"),
          ((146, 0, 166, 44), "208", "PROTEOMICS"), ((166, 24, 180, 44), "220", "ELEC."),
          ((14, 54, 48, 100), "210", "HISTOLOGY"), ((48, 54, 80, 100), "212", "IMAGING"),
          ((80, 54, 96, 100), "213", "COPY"), ((106, 54, 136, 100), "214", "LN2 / FREEZER FARM"),
          ((136, 54, 156, 100), "216", "GLASSWASH"), ((156, 54, 180, 100), "218", "EQUIP."),
          ((0, 78, 14, 100), "211", "JAN.")],
    "3": [((0, 0, 30, 44), "300", "OFFICES"), ((30, 0, 66, 44), "302", "SYNTHESIS LAB"),
          ((66, 0, 104, 44), "304", "ORGANIC CHEM LAB"), ((104, 0, 140, 44), "306", "ORGANIC CHEM LAB"),
          ((140, 0, 166, 44), "308", "MEDCHEM LAB"), ((166, 24, 180, 44), "320", "ELEC."),
          ((14, 54, 50, 100), "310", "INSTRUMENT RM"), ((50, 54, 78, 100), "312", "GAS MANIFOLD"),
          ((78, 54, 96, 100), "314", "WRITE-UP"), ((106, 54, 150, 100), "316", "KILO LAB"),
          ((150, 54, 180, 100), "318", "MECH."), ((0, 78, 14, 100), "311", "JAN.")],
}
ENCLOSURES = [((0, 54, 14, 78), "ST-1"), ((166, 0, 180, 24), "ST-2"), ((96, 54, 106, 70), "ELEV"),
              ((96, 70, 106, 84), "SHAFT")]


def _level_plan(page, ox, oy, level, cas, view_no):
    P = lambda fx, fy: (ox + fx * FT, oy + fy * FT)  # noqa: E731
    R = lambda a, b, c, d: pymupdf.Rect(*P(a, b), *P(c, d))  # noqa: E731
    # hatches of the control areas (under everything)
    for (x0, x1), angle, spacing, cross in cas:
        r = R(x0, 0, x1, 100)
        _hatch(page, r, spacing, angle)
        if cross:
            _hatch(page, r, spacing, -angle)
    # stairs, elevator, shaft: wiped out, outlined heavy
    for (a, b, c, d), tag in ENCLOSURES:
        r = R(a, b, c, d)
        page.draw_rect(r, color=BLACK, fill=(1, 1, 1), width=1.2)
        if tag.startswith("ST"):
            for k in range(1, 8):
                yy = r.y0 + k * r.height / 8
                page.draw_line((r.x0 + 2, yy), (r.x1 - 2, yy), width=0.2)
        _tc(page, (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2 + 2, tag, 4.2, "hebo")
    # rooms: thin partitions, number and name
    for (a, b, c, d), num, name in LEVEL_ROOMS[level]:
        r = R(a, b, c, d)
        page.draw_rect(r, width=0.35)
        cx, cy = (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2
        nm = _wrap(name, r.width - 6, 4.3)
        for i, ln in enumerate(nm):
            _tc(page, cx, cy - 6 + 5.4 * i, ln, 4.3)
        bw = _len(num, 5) + 5
        page.draw_rect(pymupdf.Rect(cx - bw / 2, cy - 5 + 5.4 * len(nm), cx + bw / 2, cy + 2 + 5.4 * len(nm)),
                       width=0.3, fill=(1, 1, 1))
        _tc(page, cx, cy + 0.8 + 5.4 * len(nm), num, 5)
    # corridor
    cr = R(0, 44, 180, 54)
    _t(page, P(24, 0)[0], cr.y0 + 7.8, f"CORRIDOR {level}01", 4.3)
    # exterior wall
    page.draw_rect(R(0, 0, 180, 100), width=1.8)
    # grid
    for i, gx in enumerate((0, 30, 60, 96, 132, 166, 180)):
        x, y = P(gx, 0)
        page.draw_line((x, y - 4), (x, y - 16), width=0.25, dashes="[6 2 1 2] 0")
        _bubble(page, x, y - 21, str(i + 1))
    for j, gy in zip("ABCD", (0, 44, 54, 100)):
        x, y = P(0, gy)
        page.draw_line((x - 4, y), (x - 16, y), width=0.25, dashes="[6 2 1 2] 0")
        _bubble(page, x - 21, y, j)
    # north arrow
    nx, ny = P(180, 0)
    nx += 30
    ny += 20
    page.draw_circle((nx, ny), 9, width=0.6)
    page.draw_polyline([(nx, ny - 12), (nx + 4, ny + 5), (nx, ny + 2), (nx, ny - 12)], width=0.4, fill=BLACK)
    _tc(page, nx, ny + 19, "N", 6, "hebo")
    # view title
    vx, vy = P(0, 100)
    vy += 44
    page.draw_circle((vx + 11, vy - 4), 11, width=0.9)
    page.draw_line((vx, vy - 4), (vx + 22, vy - 4), width=0.5)
    _tc(page, vx + 11, vy - 6.5, view_no, 7, "hebo")
    _tc(page, vx + 11, vy + 4.5, "G-004", 4.5)
    _t(page, vx + 28, vy - 6, f"CONTROL AREA PLAN - LEVEL {level}", 10, "hebo")
    page.draw_line((vx + 28, vy - 2), (vx + 340, vy - 2), width=1.2)
    _t(page, vx + 28, vy + 8, "SCALE: 1/32\" = 1'-0\"", 6.5)
    return P, R


def _fire_barrier(page, p0, p1, heavy=False):
    if heavy:
        page.draw_line(p0, p1, width=2.6, dashes="[10 2 1.5 2 1.5 2] 0")
    else:
        page.draw_line(p0, p1, width=2.0, dashes="[10 2.5 1.5 2.5] 0")


def _plans(page):
    x = 130
    # Level 3 (top), Level 2, Level 1
    P, R = _level_plan(page, x, 112, "3", [((0, 180), 45, 5, False)], "3")
    _ca_tag(page, *P(118, 32), "CA-4", "16,940 SF", "50% MAQ")
    _shafts(page, P)
    _t(page, P(0, 100)[0] + 200, P(0, 100)[1] + 14, "NO FLOOR ABOVE - ROOF", 5, color=GREY)

    P, R = _level_plan(page, x, 466, "2", [((0, 180), 45, 6, True)], "2")
    _ca_tag(page, *P(118, 32), "CA-3", "17,180 SF", "75% MAQ")
    _shafts(page, P)
    _t(page, P(0, 100)[0] + 200, P(0, 100)[1] + 14, "FLOOR ABOVE: 1 HR HORIZONTAL ASSEMBLY", 5)
    # delta 2 at LN2 room
    dx, dy = P(121, 88)
    _delta(page, dx, dy, "2")

    P, R = _level_plan(page, x, 820, "1", [((0, 96), 45, 5, False), ((96, 180), -45, 5, False)], "1")
    _fire_barrier(page, P(96, 0), P(96, 54))
    _fire_barrier(page, P(96, 84), P(96, 100))
    _fire_barrier(page, P(106, 54), P(106, 100))
    _fire_barrier(page, P(96, 84), P(106, 84))
    _fire_barrier(page, P(106, 54), P(132, 54), heavy=True)
    _fire_barrier(page, P(132, 54), P(132, 100), heavy=True)
    _fire_barrier(page, P(106, 54), P(106, 100), heavy=True)
    _ca_tag(page, *P(32, 20), "CA-1", "8,760 SF", "100% MAQ")
    _ca_tag(page, *P(140, 14), "CA-2", "8,380 SF", "100% MAQ")
    _shafts(page, P)
    # leaders
    lx, ly = P(96, 12)
    page.draw_rect(pymupdf.Rect(lx + 14, ly - 26, lx + 78, ly - 6), width=0, color=None, fill=(1, 1, 1))
    _t(page, lx + 16, ly - 18, "1 HR FIRE BARRIER", 5.5, "hebo")
    _t(page, lx + 16, ly - 10.5, "(SEPARATES CA-1 / CA-2)", 4.6)
    _arrow_leader(page, lx + 15, ly - 14, lx + 1.5, ly)
    hx, hy = P(132, 80)
    bx, by = P(150, 100)
    _t(page, bx + 4, by + 44, "2 HR FIRE BARRIER", 5.5, "hebo")
    _t(page, bx + 4, by + 51, "AROUND CHEM. STORAGE 118", 4.6)
    _arrow_leader(page, bx + 2, by + 42, hx + 1.5, hy + 4)
    _t(page, P(0, 100)[0] + 200, P(0, 100)[1] + 14, "FLOOR ABOVE: 1 HR HORIZONTAL ASSEMBLY", 5)
    # 45 min door at the barrier in the corridor
    dx, dy = P(96, 49)
    page.draw_rect(pymupdf.Rect(dx - 1.5, dy - 10, dx + 1.5, dy + 10), width=0.4, fill=(1, 1, 1))
    _t(page, dx + 4, dy + 3, "45 MIN PR., S.C.", 4)
    # gas cabinet GC-1 in 120
    gx, gy = P(144, 94)
    page.draw_rect(pymupdf.Rect(gx - 6, gy - 8, gx + 6, gy), width=0.6, fill=(1, 1, 1))
    _t(page, gx - 6, gy - 10, "GC-1", 4.2, "hebo")
    # flammable cabinets in 118
    for fx in (108, 114, 120):
        cx, cy = P(fx, 96)
        page.draw_rect(pymupdf.Rect(cx, cy - 6, cx + 12, cy), width=0.5, fill=(1, 1, 1))
        _t(page, cx + 2, cy - 1.5, "FSC", 3.6)
    # dims
    a, b = P(0, 100)
    c, _ = P(180, 100)
    yy = b + 24
    page.draw_line((a, yy), (c, yy), width=0.35)
    for xx in (a, P(96, 0)[0], c):
        page.draw_line((xx, yy - 4), (xx, yy + 4), width=0.35)
        page.draw_line((xx - 2.5, yy + 2.5), (xx + 2.5, yy - 2.5), width=0.7)
    _tc(page, (a + P(96, 0)[0]) / 2, yy - 2.5, "96'-0\"", 5.5)
    _tc(page, (P(96, 0)[0] + c) / 2, yy - 2.5, "84'-0\"", 5.5)
    _tc(page, (a + c) / 2, yy + 9, "180'-0\" OVERALL", 5.5)
    rx = c + 14
    t0, t1 = P(0, 0)[1], b
    page.draw_line((rx, t0), (rx, t1), width=0.35)
    for yy2 in (t0, t1):
        page.draw_line((rx - 4, yy2), (rx + 4, yy2), width=0.35)
        page.draw_line((rx - 2.5, yy2 + 2.5), (rx + 2.5, yy2 - 2.5), width=0.7)
    _t(page, rx + 3, (t0 + t1) / 2 + 14, "100'-0\"", 5.5, rotate=90)


def _shafts(page, P):
    x, y = P(0, 66)
    _t(page, x - 70, y + 22, "1 HR SHAFT", 4.6, "hebo")
    _t(page, x - 70, y + 28, "ENCLOSURE (TYP.)", 4.6, "hebo")
    _arrow_leader(page, x - 30, y + 19, x + 1, y + 4)


def _ca_tag(page, x, y, tag, area, pct):
    w = 58
    page.draw_rect(pymupdf.Rect(x - 2, y - 12, x + w, y + 17), width=0.9, fill=(1, 1, 1))
    _t(page, x + 3, y, tag, 11, "hebo")
    _t(page, x + 3, y + 7.5, area, 5)
    _t(page, x + 3, y + 14, pct, 5)


def _legend(page, x, y):
    _t(page, x, y, "CONTROL AREA PLAN LEGEND", 9, "hebo")
    page.draw_line((x, y + 3), (x + 190, y + 3), width=0.8)
    rows = [
        ("hatch", 45, 5, False, "CONTROL AREA CA-1 (LEVEL 1) / CA-4 (LEVEL 3)"),
        ("hatch", -45, 5, False, "CONTROL AREA CA-2 (LEVEL 1)"),
        ("hatch", 45, 6, True, "CONTROL AREA CA-3 (LEVEL 2)"),
        ("line", False, 0, 0, "1 HR FIRE BARRIER (IBC 707) - CONTROL AREA SEPARATION"),
        ("line", True, 0, 0, "2 HR FIRE BARRIER"),
        ("wipe", 0, 0, 0, "EXIT STAIR / SHAFT, 1 HR SHAFT ENCLOSURE"),
        ("gc", 0, 0, 0, "GC-1  EXHAUSTED GAS CABINET"),
        ("fsc", 0, 0, 0, "FSC  FLAMMABLE LIQUID STORAGE CABINET, 45 GAL"),
    ]
    yy = y + 22
    for kind, a, b, c, label in rows:
        sw = pymupdf.Rect(x, yy - 8, x + 34, yy + 3)
        if kind == "hatch":
            _hatch(page, sw, b, a)
            if c:
                _hatch(page, sw, b, -a)
            page.draw_rect(sw, width=0.4)
        elif kind == "line":
            _fire_barrier(page, (x, yy - 2.5), (x + 34, yy - 2.5), heavy=a)
        elif kind == "wipe":
            page.draw_rect(sw, width=1.2)
        elif kind == "gc":
            page.draw_rect(pymupdf.Rect(x + 11, yy - 8, x + 23, yy), width=0.6)
        else:
            page.draw_rect(pymupdf.Rect(x + 11, yy - 6, x + 23, yy), width=0.5)
        _t(page, x + 44, yy, label, 6)
        yy += 16
    _delta(page, x + 17, yy - 2, "#")
    _t(page, x + 44, yy, "REVISION DELTA", 6)


def _design_table(page, x, y):
    _t(page, x, y, "DESIGN AND NUMBER OF CONTROL AREAS", 9, "hebo")
    _t(page, x, y + 11, "PER IFC TABLE 5003.8.3.2 / IBC TABLE 414.2.2", 6.5)
    widths = [70, 90, 100, 96, 70]
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    top = y + 18
    rh = 14
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], top + 24 + 3 * rh), width=1.0)
    page.draw_line((xs[0], top + 24), (xs[-1], top + 24), width=0.8)
    for i, xx in enumerate(xs[1:-1]):
        page.draw_line((xx, top), (xx, top + 24 + 3 * rh), width=0.4)
    for c, cx in enumerate(xs[:-1]):
        mid = cx + widths[c] / 2
        _tc(page, mid, top + 9, CA_DESIGN[0][c], 5.6, "hebo")
        if CA_DESIGN[1][c]:
            _tc(page, mid, top + 19, CA_DESIGN[1][c], 5.6, "hebo")
    for r, row in enumerate(CA_DESIGN[2:]):
        ry = top + 24 + rh * r
        if r:
            page.draw_line((xs[0], ry), (xs[-1], ry), width=0.3)
        for c, cell in enumerate(row):
            _tc(page, xs[c] + widths[c] / 2, ry + 9.8, cell, 6.5, "hebo" if c == 0 else "helv")
    _t(page, x, top + 24 + 3 * rh + 10, "FIRE BARRIER RATINGS APPLY TO LEVELS 1-3 ABOVE GRADE PLANE. ALL LEVELS SPRINKLERED.", 5)


# ---------------------------------------------------------------------------------------------
INV_W = [128, 52, 124, 30, 44, 44, 44, 44, 44, 44, 44, 44]
INV_ROW = 11.5


def _inventory(page, x, y, ca, title, rows, cloud_row=None):
    _t(page, x, y, f"HAZARDOUS MATERIALS INVENTORY - CONTROL AREA {ca}", 9, "hebo")
    _t(page, x + _len(f"HAZARDOUS MATERIALS INVENTORY - CONTROL AREA {ca}", 9, "hebo") + 10, y, title, 6.5)
    xs = [x]
    for w_ in INV_W:
        xs.append(xs[-1] + w_)
    top = y + 6
    h1, h2 = 12, 12
    body = top + h1 + h2
    end = body + INV_ROW * len(rows)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], end), width=1.0)
    page.draw_line((xs[4], top + h1), (xs[-1], top + h1), width=0.4)
    page.draw_line((xs[0], body), (xs[-1], body), width=0.9)
    for i, xx in enumerate(xs[1:-1], 1):
        if i in (5, 6, 8, 9, 11):
            page.draw_line((xx, top + h1), (xx, end), width=0.3)
        else:
            page.draw_line((xx, top), (xx, end), width=0.6 if i >= 4 else 0.4)
    # two-level header
    for c, name in enumerate(("MATERIAL", "CAS NO.", "HAZARD CLASS", "ROOM")):
        _tc(page, (xs[c] + xs[c + 1]) / 2, top + 15, name, 5.6, "hebo")
    for (c0, c1), name in (((4, 7), "STORAGE"), ((7, 10), "USE-CLOSED"), ((10, 12), "USE-OPEN")):
        _tc(page, (xs[c0] + xs[c1]) / 2, top + 8.6, name, 6, "hebo")
    for c, name in zip(range(4, 12), ("SOLID LB", "LIQUID GAL", "GAS CF") * 2 + ("SOLID LB", "LIQUID GAL")):
        _tc(page, (xs[c] + xs[c + 1]) / 2, top + h1 + 8.4, name, 5)
    for r, row in enumerate(rows):
        ry = body + INV_ROW * r
        if r:
            page.draw_line((xs[0], ry), (xs[-1], ry), width=0.2)
        base = ry + 8.4
        _t(page, xs[0] + 3, base, row[0], 6)
        _t(page, xs[1] + 3, base, row[1], 5.5, "cour")
        _t(page, xs[2] + 3, base, row[2], 5.5)
        _tc(page, (xs[3] + xs[4]) / 2, base, row[3], 6)
        for c in range(4, 12):
            _tc(page, (xs[c] + xs[c + 1]) / 2, base, row[c], 6)
    if cloud_row is not None:
        ry = body + INV_ROW * cloud_row
        _cloud(page, pymupdf.Rect(xs[0] - 3, ry + 0.5, xs[-1] + 3, ry + INV_ROW - 0.5), bump=3)
        _delta(page, xs[-1] + 18, ry + 6, "2")
    return end


def _fl_summary(page, x, y):
    """Flammable liquids per control area, summed from the inventory tables above."""
    _t(page, x, y, "CONTROL AREA SUMMARY - FLAMMABLE LIQUIDS (CLASS IA, IB, IC COMBINED)", 9, "hebo")
    head = ("CONTROL AREA", "LEVEL", "ROOMS", "AREA", "STORAGE", "USE-CLOSED", "USE-OPEN", "TOTAL", "ALLOWED", "% OF MAQ")
    widths = [62, 40, 60, 66, 62, 62, 62, 62, 62, 62]
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    top = y + 6
    rh = 12
    end = top + 14 + rh * len(CA_INFO)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], end), width=1.0)
    page.draw_line((xs[0], top + 14), (xs[-1], top + 14), width=0.8)
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, end), width=0.35)
    for c, hname in enumerate(head):
        _tc(page, (xs[c] + xs[c + 1]) / 2, top + 9.5, hname, 5.6, "hebo")
    for r, (ca, lvl, rooms, area, allowed) in enumerate(CA_INFO):
        st = uc = uo = 0
        for row in INVENTORY[ca][1]:
            if row[2].startswith("FLAMMABLE LIQ."):
                st += int(row[5]) if row[5] != "-" else 0
                uc += int(row[8]) if row[8] != "-" else 0
                uo += int(row[11]) if row[11] != "-" else 0
        total = st + uc + uo
        pct = round(100 * total / allowed)
        cells = (ca, lvl, rooms, area, f"{st} GAL", f"{uc} GAL", f"{uo} GAL", f"{total} GAL", f"{allowed} GAL", f"{pct}%")
        ry = top + 14 + rh * r
        if r:
            page.draw_line((xs[0], ry), (xs[-1], ry), width=0.25)
        for c, cell in enumerate(cells):
            _tc(page, (xs[c] + xs[c + 1]) / 2, ry + 8.6, cell, 6, "hebo" if c in (0, 9) else "helv")
    return end


def _notes(page, x, y, width):
    _t(page, x, y, "HAZARDOUS MATERIALS NOTES", 9, "hebo")
    page.draw_line((x, y + 3), (x + 150, y + 3), width=0.8)
    yy = y + 18
    for i, note in enumerate(NOTES, 1):
        _t(page, x, yy, f"{i}.", 6.5)
        for ln in _wrap(note, width - 16, 6.5):
            _t(page, x + 14, yy, ln, 6.5)
            yy += 9
        yy += 4


# ---------------------------------------------------------------------------------------------
MAQ_W = [166, 46, 92, 56, 56, 84, 84, 84]


def _maq(page, x, y):
    _t(page, x, y, "MAXIMUM ALLOWABLE QUANTITY (MAQ) PER CONTROL AREA", 9, "hebo")
    _t(page, x, y + 10, "IBC TABLE 307.1(1) / IFC TABLE 5003.1.1(1) - PHYSICAL AND HEALTH HAZARD MATERIALS, STORAGE", 6)
    xs = [x]
    for w_ in MAQ_W:
        xs.append(xs[-1] + w_)
    top = y + 16
    h1, h2 = 13, 13
    body = top + h1 + h2
    rh = 11.2
    end = body + rh * len(MAQ)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], end), width=1.0)
    page.draw_line((xs[5], top + h1), (xs[-1], top + h1), width=0.4)
    page.draw_line((xs[0], body), (xs[-1], body), width=0.9)
    for i, xx in enumerate(xs[1:-1], 1):
        if i in (6, 7):
            page.draw_line((xx, top + h1), (xx, end), width=0.3)
        else:
            page.draw_line((xx, top), (xx, end), width=0.5)
    _tc(page, (xs[0] + xs[1]) / 2, top + 16, "HAZARD CLASS", 6, "hebo")
    _tc(page, (xs[1] + xs[2]) / 2, top + 16, "STATE", 6, "hebo")
    _sup(page, 0, top + 12, "BASE MAQ", "a", 6, "hebo", center=(xs[2] + xs[3]) / 2)
    _t(page, xs[2] + 16, top + 21, "(PER CONTROL AREA)", 4.5)
    _sup(page, 0, top + 12, "SPRINKLER", "b", 5.6, "hebo", center=(xs[3] + xs[4]) / 2)
    _tc(page, (xs[3] + xs[4]) / 2, top + 20, "INCREASE", 5.6, "hebo")
    _sup(page, 0, top + 12, "CABINET", "c", 5.6, "hebo", center=(xs[4] + xs[5]) / 2)
    _tc(page, (xs[4] + xs[5]) / 2, top + 20, "INCREASE", 5.6, "hebo")
    _tc(page, (xs[5] + xs[8]) / 2, top + 9.2, "ADJUSTED MAQ PER CONTROL AREA", 6, "hebo")
    for c, name in zip((5, 6, 7), ("LEVEL 1 (100%)", "LEVEL 2 (75%)", "LEVEL 3 (50%)")):
        _tc(page, (xs[c] + xs[c + 1]) / 2, top + h1 + 9, name, 5.6)
    for r, row in enumerate(MAQ):
        cls, state, base, bfn, spr, cab, l1, l2, l3, afn = row
        ry = body + rh * r
        if r:
            page.draw_line((xs[0] if cls else xs[1], ry), (xs[-1], ry), width=0.2)
        b = ry + 8.2
        if cls:
            _t(page, xs[0] + 3, b, cls, 5.6)
        _t(page, xs[1] + 3, b, state, 5.4)
        _sup(page, xs[2] + 4, b, base, bfn, 6)
        _tc(page, (xs[3] + xs[4]) / 2, b, spr, 6)
        _tc(page, (xs[4] + xs[5]) / 2, b, cab, 6)
        for c, v in zip((5, 6, 7), (l1, l2, l3)):
            _sup(page, 0, b, v, afn, 6, "helv", center=(xs[c] + xs[c + 1]) / 2)
    # footnotes
    yy = end + 14
    _t(page, x, yy, "MAQ TABLE FOOTNOTES:", 6.5, "hebo")
    yy += 10
    for letter, text in FOOTNOTES:
        _t(page, x, yy, f"{letter}.", 6, "tiit")
        for ln in _wrap(text, xs[-1] - x - 14, 6):
            _t(page, x + 12, yy, ln, 6)
            yy += 8.2
        yy += 2
    return yy


def _code_data(page, x, y):
    _t(page, x, y, "CODE DATA", 9, "hebo")
    page.draw_line((x, y + 3), (x + 60, y + 3), width=0.8)
    page.draw_rect(pymupdf.Rect(x - 4, y + 8, x + 336, y + 16 + 9.4 * len(CODE_DATA)), width=0.5)
    for i, ln in enumerate(CODE_DATA):
        _t(page, x, y + 19 + 9.4 * i, ln, 6.2, "cour")


def _abbrev(page, x, y):
    _t(page, x, y, "ABBREVIATIONS", 9, "hebo")
    page.draw_line((x, y + 3), (x + 80, y + 3), width=0.8)
    for i, (a, d) in enumerate(ABBREVIATIONS):
        _t(page, x, y + 16 + 9 * i, a, 6, "hebo")
        _t(page, x + 46, y + 16 + 9 * i, d, 6)


def _placard(page, x, y):
    _t(page, x, y, "NFPA 704 PLACARD - ROOM 118 (TYP. AT ENTRY)", 7, "hebo")
    cx, cy, s = x + 60, y + 62, 22
    quads = [((0, -1), (1, 0.52, 0.0), "3"), ((-1, 0), (0.2, 0.4, 1.0), "3"), ((1, 0), (1, 1, 0.2), "1"),
             ((0, 1), (1, 1, 1), "OX")]
    for (qx, qy), col, val in quads:
        mx, my = cx + qx * s, cy + qy * s
        pts = [(mx, my - s), (mx + s, my), (mx, my + s), (mx - s, my), (mx, my - s)]
        page.draw_polyline(pts, width=0.8, color=BLACK, fill=col)
        _tc(page, mx, my + 4, val, 11 if val != "OX" else 8, "hebo")
    _t(page, x + 130, y + 30, "HEALTH: 3 (LEFT)", 5.5)
    _t(page, x + 130, y + 39, "FLAMMABILITY: 3 (TOP)", 5.5)
    _t(page, x + 130, y + 48, "INSTABILITY: 1 (RIGHT)", 5.5)
    _t(page, x + 130, y + 57, "SPECIAL: OX (BOTTOM)", 5.5)
    _t(page, x + 130, y + 70, "RATINGS PER OWNER'S SDS REVIEW;", 5)
    _t(page, x + 130, y + 77, "FIRE DEPT. TO CONFIRM AT FINAL.", 5)


# ---------------------------------------------------------------------------------------------
def _title_block(page):
    x0, x1 = TB_X, W - 30
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2.2)
    page.draw_rect(pymupdf.Rect(x0, 30, x1, H - 30), width=1.6)
    x = x0 + 12
    wdt = x1 - x0 - 24

    def rule(yy, w_=0.8):
        page.draw_line((x0, yy), (x1, yy), width=w_)

    # firm
    _t(page, x, 66, "ORRIN & MAST", 17, "tibo")
    _t(page, x, 84, "ARCHITECTS", 11, "tiro")
    for i, ln in enumerate(("1650 WYNKOOP STREET, SUITE 400", "DENVER, COLORADO 80202", "T 303.555.0144",
                            "WWW.ORRINMAST-ARCH.COM")):
        _t(page, x, 100 + 9 * i, ln, 6)
    rule(142)
    _t(page, x, 154, "HAZARDOUS MATERIALS / CODE CONSULTANT", 5, color=GREY)
    _t(page, x, 166, "HALDEN FIRE PROTECTION ENGINEERING, LLC", 7, "hebo")
    _t(page, x, 175, "401 S. COLLEGE AVE., FORT COLLINS, CO 80524", 5.5)
    _t(page, x, 184, "T 970.555.0312", 5.5)
    rule(194)
    _t(page, x, 206, "MEP ENGINEER", 5, color=GREY)
    _t(page, x, 216, "BRANDT-OKAFOR ENGINEERS", 6.5, "hebo")
    _t(page, x, 225, "LAKEWOOD, CO", 5.5)
    rule(234)
    # seal
    sx, sy = x0 + (x1 - x0) / 2, 296
    page.draw_circle((sx, sy), 48, width=0.8)
    page.draw_circle((sx, sy), 38, width=0.4)
    _tc(page, sx, sy - 20, "STATE OF COLORADO", 5)
    _tc(page, sx, sy - 4, "MIRIAM T. HALDEN", 6.5, "hebo")
    _tc(page, sx, sy + 5, "PROFESSIONAL ENGINEER", 4.8)
    _tc(page, sx, sy + 13, "PE 0058214", 5.5)
    _tc(page, sx, sy + 28, "12/05/2025", 5)
    rule(356)
    # owner / project
    _t(page, x, 368, "OWNER", 5, color=GREY)
    _t(page, x, 379, "CALDER RIDGE BIOSCIENCES, INC.", 7)
    rule(388, 0.4)
    _t(page, x, 400, "PROJECT", 5, color=GREY)
    _t(page, x, 414, "CALDER RIDGE BIOSCIENCES", 10, "hebo")
    _t(page, x, 427, "RESEARCH BUILDING", 10, "hebo")
    _t(page, x, 440, "2750 FOUNDRY PARK WAY", 6.5)
    _t(page, x, 449, "WESTHAVEN, CO 80516", 6.5)
    rule(460)
    # key plan
    _t(page, x, 472, "KEY PLAN", 5, color=GREY)
    kp = pymupdf.Rect(x + 40, 482, x + 40 + 150, 482 + 84)
    page.draw_rect(kp, width=0.8)
    _hatch(page, kp, 4, 45, 0.3)
    _t(page, kp.x1 + 6, kp.y1, "ALL LEVELS", 5)
    rule(580)
    # revisions
    _t(page, x, 592, "REVISIONS", 6.5, "hebo")
    ry = 598
    cols = (x, x + 22, x + 178)
    page.draw_rect(pymupdf.Rect(x - 4, ry, x1 - 8, ry + 12 + 13 * 6), width=0.5)
    _t(page, cols[0], ry + 9, "NO.", 5.5, "hebo")
    _t(page, cols[1], ry + 9, "DESCRIPTION", 5.5, "hebo")
    _t(page, cols[2], ry + 9, "DATE", 5.5, "hebo")
    page.draw_line((x - 4, ry + 12), (x1 - 8, ry + 12), width=0.5)
    for c in cols[1:]:
        page.draw_line((c - 4, ry), (c - 4, ry + 12 + 13 * 6), width=0.3)
    for i in range(6):
        yy = ry + 12 + 13 * (i + 1)
        page.draw_line((x - 4, yy), (x1 - 8, yy), width=0.2)
        if i < len(REVISIONS):
            no, desc, date = REVISIONS[i]
            if no.isdigit():
                _delta(page, cols[0] + 6, yy - 6.5, no, 5.5)
            else:
                _t(page, cols[0] + 4, yy - 4, no, 6)
            _t(page, cols[1], yy - 4, desc, 6)
            _t(page, cols[2], yy - 4, date, 6)
    rule(700)
    # issue data, 2 x 3 boxes
    cells = [("PROJECT NO.", "OMA-24-118"), ("ISSUE DATE", "09/26/2025"), ("DRAWN BY", "J.K."),
             ("CHECKED BY", "M.T.H."), ("SCALE", "AS NOTED"), ("ISSUE", "PERMIT SET")]
    half = (x1 - x0) / 2
    for i, (cap, val) in enumerate(cells):
        cx = x0 + half * (i % 2)
        cy = 700 + 30 * (i // 2)
        page.draw_rect(pymupdf.Rect(cx, cy, cx + half, cy + 30), width=0.5)
        _t(page, cx + 8, cy + 9, cap, 5, color=GREY)
        _t(page, cx + 8, cy + 23, val, 8, "hebo")
    rule(790)
    # instrument-of-service notice
    for i, ln in enumerate(_wrap("\u00a9 2025 ORRIN & MAST ARCHITECTS. THESE DRAWINGS ARE INSTRUMENTS OF SERVICE "
                                 "AND THE PROPERTY OF THE ARCHITECT; NOT TO BE REPRODUCED WITHOUT WRITTEN CONSENT.",
                                 wdt, 4.8)):
        _t(page, x, 806 + 8 * i, ln, 4.8)
    rule(850)
    # big stamp
    _tc(page, x0 + (x1 - x0) / 2, 880, "PERMIT SET", 14, "hebo")
    _tc(page, x0 + (x1 - x0) / 2, 894, "NOT FOR CONSTRUCTION UNTIL APPROVED BY AHJ", 5.5)
    rule(906)
    # sheet title and number at the foot
    _t(page, x, H - 260, "SHEET TITLE", 5, color=GREY)
    _t(page, x, H - 242, "HAZARDOUS MATERIALS", 12, "hebo")
    _t(page, x, H - 227, "INVENTORY STATEMENT", 12, "hebo")
    _t(page, x, H - 212, "(HMIS) AND CONTROL AREAS", 7)
    rule(H - 196)
    _t(page, x, H - 182, "SHEET NUMBER", 5, color=GREY)
    _t(page, x + 30, H - 100, "G-004", 40, "hebo")
    _t(page, x, H - 58, "SHEET 4 OF 61", 6)
    page.draw_line((x0, H - 196), (x1, H - 196), width=1.4)


# aggregate check: (hazard class, state, which rows count, columns summed, unit, adjusted MAQ at level 1)
AGGREGATE = [
    ("COMBUSTIBLE LIQUID, CLASS II", "LIQUID", lambda h: h.startswith("COMB. LIQ. II") and "IIIB" not in h, (5, 8, 11), "GAL", 480),
    ("FLAMMABLE LIQUID, CLASS IA", "LIQUID", lambda h: h == "FLAMMABLE LIQ. IA", (5, 8, 11), "GAL", 120),
    ("FLAMMABLE LIQUID, IA + IB + IC", "LIQUID", lambda h: h.startswith("FLAMMABLE LIQ."), (5, 8, 11), "GAL", 480),
    ("FLAMMABLE GAS", "GASEOUS", lambda h: "FLAMMABLE GAS" in h, (6, 9), "CF", 4000),
    ("OXIDIZER, CLASS 2", "SOLID", lambda h: "OXIDIZER CL. 2" in h, (4, 7, 10), "LB", 1000),
    ("OXIDIZER, CLASS 2", "LIQUID", lambda h: "OXIDIZER CL. 2" in h, (5, 8, 11), "GAL", 100),
    ("OXIDIZING GAS", "GASEOUS", lambda h: h == "OXIDIZING GAS", (6, 9), "CF", 6000),
    ("CORROSIVE", "SOLID", lambda h: "CORROSIVE" in h, (4, 7, 10), "LB", 20000),
    ("CORROSIVE", "LIQUID", lambda h: "CORROSIVE" in h, (5, 8, 11), "GAL", 2000),
    ("TOXIC", "LIQUID", lambda h: "TOXIC" in h and "GAS" not in h, (5, 8, 11), "GAL", 2000),
    ("TOXIC", "GASEOUS", lambda h: h.startswith("TOXIC GAS"), (6, 9), "CF", 3240),
]
LEVEL_PCT = {"CA-1": 100, "CA-2": 100, "CA-3": 75, "CA-4": 50}


def _num(v):
    return 0 if v == "-" else int(v.replace(",", ""))


def _aggregate(page, x, y):
    """Each control area's aggregate (storage + use) against its adjusted MAQ, summed from the tables."""
    _t(page, x, y, "AGGREGATE QUANTITY CHECK BY CONTROL AREA", 9, "hebo")
    _t(page, x, y + 10, "STORAGE + USE-CLOSED + USE-OPEN vs. ADJUSTED MAQ AT THE CONTROL AREA'S LEVEL", 6)
    widths = [150, 46] + [62, 62] * 4
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    top = y + 16
    h1 = h2 = 12
    body = top + h1 + h2
    rh = 11.2
    end = body + rh * len(AGGREGATE)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], end), width=1.0)
    page.draw_line((xs[2], top + h1), (xs[-1], top + h1), width=0.4)
    page.draw_line((xs[0], body), (xs[-1], body), width=0.9)
    for i, xx in enumerate(xs[1:-1], 1):
        page.draw_line((xx, top if i % 2 == 0 else top + h1), (xx, end), width=0.5 if i % 2 == 0 else 0.25)
    page.draw_line((xs[1], top), (xs[1], end), width=0.5)
    _tc(page, (xs[0] + xs[1]) / 2, top + 15, "HAZARD CLASS", 6, "hebo")
    _tc(page, (xs[1] + xs[2]) / 2, top + 15, "STATE", 6, "hebo")
    for k, ca in enumerate(("CA-1", "CA-2", "CA-3", "CA-4")):
        c = 2 + 2 * k
        _tc(page, (xs[c] + xs[c + 2]) / 2, top + 8.8, f"{ca} ({LEVEL_PCT[ca]}%)", 6, "hebo")
        _tc(page, (xs[c] + xs[c + 1]) / 2, top + h1 + 8.6, "AGGREGATE", 5)
        _tc(page, (xs[c + 1] + xs[c + 2]) / 2, top + h1 + 8.6, "ADJ. MAQ", 5)
    for r, (cls, state, counts, cols, unit, l1) in enumerate(AGGREGATE):
        ry = body + rh * r
        if r:
            page.draw_line((xs[0], ry), (xs[-1], ry), width=0.2)
        b = ry + 8.2
        _t(page, xs[0] + 3, b, cls, 5.6)
        _t(page, xs[1] + 3, b, state, 5.4)
        for k, ca in enumerate(("CA-1", "CA-2", "CA-3", "CA-4")):
            c = 2 + 2 * k
            tot = sum(_num(row[i]) for row in INVENTORY[ca][1] if counts(row[2]) for i in cols)
            allowed = l1 * LEVEL_PCT[ca] // 100
            _tc(page, (xs[c] + xs[c + 1]) / 2, b, f"{tot:,} {unit}" if tot else "-", 6)
            _tc(page, (xs[c + 1] + xs[c + 2]) / 2, b, f"{allowed:,} {unit}", 6)
    _t(page, x, end + 10, "CLASS IIIB COMBUSTIBLE LIQUIDS, INERT CRYOGENIC FLUIDS AND INERT COMPRESSED GASES ARE NOT LIMITED "
                          "(N.L.) AND ARE NOT TABULATED.", 5.5)
    _t(page, x, end + 18, "ALL CONTROL AREAS COMPLY: NO AGGREGATE EXCEEDS THE ADJUSTED MAQ.", 5.5, "hebo")
    return end + 18


def _barrier_detail(page, x, y):
    """Typical control area separation, a section through wall and floor (1/2" = 1'-0", reduced)."""
    s = 12.0                                 # points to the foot as drawn here
    ceil = y + 40                            # underside of deck above
    fl = ceil + 12 * s                       # top of floor slab below
    wx = x + 150
    ceil_line = ceil + 3 * s
    for top in (ceil - 16, fl):
        page.draw_rect(pymupdf.Rect(x + 20, top, x + 330, top + 16), width=0.8)
        for k in range(0, 310, 9):
            page.draw_circle((x + 24 + k + (k % 3), top + 5 + (k % 7)), 0.6, width=0.3)
        page.draw_polyline([(x + 20 + k * 12, top + 16 + (4 if k % 2 else 0)) for k in range(27)], width=0.5)
    page.draw_rect(pymupdf.Rect(wx - 5, ceil + 4, wx + 5, fl), width=0.5)
    page.draw_rect(pymupdf.Rect(wx - 8, ceil + 4, wx - 5, fl), width=0.5, fill=(0.85, 0.85, 0.85))
    page.draw_rect(pymupdf.Rect(wx + 5, ceil + 4, wx + 8, fl), width=0.5, fill=(0.85, 0.85, 0.85))
    for k in range(6):
        y0 = ceil + 4 + k * (fl - ceil - 4) / 6
        y1 = ceil + 4 + (k + 1) * (fl - ceil - 4) / 6
        page.draw_line((wx - 5, y0), (wx + 5, y1), width=0.3)
    page.draw_rect(pymupdf.Rect(wx - 8, ceil, wx + 8, ceil + 4), width=0.4, fill=(0.3, 0.3, 0.3))
    for sx in (x + 30, wx + 8):
        page.draw_line((sx, ceil_line), (sx + 112, ceil_line), width=0.5, dashes="[3 2] 0")
    # duct through the barrier with a damper
    page.draw_rect(pymupdf.Rect(x + 60, ceil + 10, x + 260, ceil + 26), width=0.6)
    page.draw_line((wx - 8, ceil + 10), (wx + 8, ceil + 26), width=0.6)
    page.draw_line((wx - 8, ceil + 26), (wx + 8, ceil + 10), width=0.6)
    tags = [
        (ceil - 10, (wx + 40, ceil - 8), "1 HR HORIZONTAL ASSEMBLY: 3 1/4\" LW CONCRETE ON 3\" COMPOSITE DECK, UL D916"),
        (ceil + 4, (wx + 8, ceil + 2), "FIRE-RESISTIVE JOINT SYSTEM, UL HW-D-0042"),
        (ceil + 20, (wx + 10, ceil + 18), "FIRE DAMPER AT EACH DUCT PENETRATION (1 1/2 HR RATED)"),
        (ceil + 42, (wx + 80, ceil_line), "SUSPENDED ACT CEILING - NOT PART OF RATED ASSEMBLY"),
        (ceil + 70, (wx + 8, ceil + 72), "1 HR FIRE BARRIER, UL U419: 5/8\" TYPE X GWB EACH SIDE"),
        (ceil + 80, (wx + 1, ceil + 82), "3 5/8\" 20 GA STEEL STUDS @ 16\" O.C., FULL HEIGHT TO DECK"),
        (ceil + 108, (wx + 8, ceil + 110), "THROUGH-PENETRATION FIRESTOP SYSTEMS PER IBC 714"),
        (ceil + 130, (wx + 8, fl - 4), "45 MIN FIRE DOOR ASSEMBLY WHERE OPENINGS OCCUR, SELF-CLOSING"),
    ]
    tx = x + 345
    for ty, (px, py), text in tags:
        page.draw_line((tx - 3, ty - 2), (px, py), width=0.35)
        page.draw_circle((px, py), 1.2, width=0.3, fill=BLACK)
        _t(page, tx, ty, text, 5.6)
    _t(page, x + 40, fl - 30, "CONTROL AREA CA-1", 6, "hebo")
    _t(page, wx + 30, fl - 30, "CONTROL AREA CA-2", 6, "hebo")
    vy = fl + 48
    page.draw_circle((x + 11, vy - 4), 11, width=0.9)
    page.draw_line((x, vy - 4), (x + 22, vy - 4), width=0.5)
    _tc(page, x + 11, vy - 6.5, "4", 7, "hebo")
    _tc(page, x + 11, vy + 4.5, "G-004", 4.5)
    _t(page, x + 28, vy - 6, "TYPICAL CONTROL AREA SEPARATION", 10, "hebo")
    page.draw_line((x + 28, vy - 2), (x + 320, vy - 2), width=1.2)
    _t(page, x + 28, vy + 8, "SCALE: 1/2\" = 1'-0\"", 6.5)
    return vy + 10


CABINETS = [
    ("MARK", "TYPE", "ROOM", "CONTENTS", "CAPACITY", "EXHAUST", "REMARKS"),
    ("GC-1", "EXHAUSTED GAS CABINET, 1-CYL.", "120", "CARBON MONOXIDE", "1 CYL. (150 CF)", "200 CFM",
     "CO DETECTION, EXCESS FLOW VALVE"),
    ("FSC-1", "FLAMMABLE LIQUID STORAGE CAB.", "118", "FLAMMABLE LIQ. IA", "45 GAL", "NOT VENTED", "BUNGS CAPPED"),
    ("FSC-2", "FLAMMABLE LIQUID STORAGE CAB.", "118", "FLAMMABLE LIQ. IB", "45 GAL", "NOT VENTED", "BUNGS CAPPED"),
    ("FSC-3", "FLAMMABLE LIQUID STORAGE CAB.", "118", "FLAMMABLE LIQ. IB", "45 GAL", "NOT VENTED", "BUNGS CAPPED"),
    ("ACC-1", "CORROSIVE STORAGE CABINET", "118", "ACIDS (SEGREGATED)", "30 GAL", "VENTED TO EF-6", "POLY-LINED"),
]


def _cabinets(page, x, y):
    _t(page, x, y, "CABINET SCHEDULE - CHEMICAL STORAGE 118 / GAS CYLINDER STORAGE 120", 9, "hebo")
    widths = [40, 140, 36, 100, 72, 70, 160]
    xs = [x]
    for w_ in widths:
        xs.append(xs[-1] + w_)
    top = y + 6
    rh = 12
    end = top + rh * len(CABINETS)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], end), width=1.0)
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, end), width=0.35)
    for r, row in enumerate(CABINETS):
        ry = top + rh * r
        if r:
            page.draw_line((xs[0], ry), (xs[-1], ry), width=0.8 if r == 1 else 0.2)
        for c, cell in enumerate(row):
            if r == 0:
                _tc(page, (xs[c] + xs[c + 1]) / 2, ry + 8.6, cell, 5.6, "hebo")
            else:
                _t(page, xs[c] + 3, ry + 8.6, cell, 5.8, "hebo" if c == 0 else "helv")
    return end


def _ahj_box(page):
    x0, x1 = TB_X, W - 30
    r = pymupdf.Rect(x0 + 16, 924, x1 - 16, 1110)
    page.draw_rect(r, width=0.5, dashes="[4 3] 0")
    _tc(page, (r.x0 + r.x1) / 2, r.y0 + 12, "RESERVED FOR AHJ / FIRE MARSHAL REVIEW STAMP", 5.5)



def hazmat_inventory_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _plans(page)
    _legend(page, 70, 1185)
    _design_table(page, 70, 1370)
    # inventory tables in the middle band
    x = 660
    y = 70
    for ca, (title, rows) in INVENTORY.items():
        end = _inventory(page, x, y, ca, title, rows, cloud_row=8 if ca == "CA-3" else None)
        y = end + 26
    end = _fl_summary(page, x, y + 4)
    _notes(page, x, end + 30, 700)
    # MAQ, code data, abbreviations, placard on the right
    mx = 1420
    yy = _maq(page, mx, 70)
    _code_data(page, mx, yy + 24)
    _abbrev(page, mx + 360, yy + 24)
    _placard(page, mx + 360, yy + 140)
    end = _aggregate(page, mx, yy + 268)
    end = _barrier_detail(page, mx, end + 36)
    _cabinets(page, mx, end + 26)
    _ahj_box(page)
    doc.save(str(path))
    doc.close()
    return path
