"""A US plumbing schedules-and-risers sheet (P-601, ANSI D 36x24 in) for a two-storey medical
office building, drawn the way an MEP engineer's office exports one from CAD:

* the title block is a strip down the RIGHT edge whose text is all set ROTATED 90 degrees,
  reading bottom-to-top (`insert_text(..., rotate=90)`): the MEP firm (KESTREL ENGINEERING GROUP,
  INC.) and its address, the architect, the engineer's seal (a circle with the engineer's name,
  state and licence number), the project and owner, a revision table of three rows (NO.,
  DESCRIPTION, DATE) whose columns run along the strip, project number, date, drawn / checked
  by, scale, issue, the sheet title on two lines and the sheet number `P-601` large at the foot;
* a ruled PLUMBING FIXTURE SCHEDULE (MARK, FIXTURE, MANUFACTURER, MODEL, the four connection
  sizes CW / HW / W / V under a spanning `CONNECTIONS` head, REMARKS) of twelve marks WC-1 ..
  HB-1, with lettered schedule notes under it;
* a WATER HEATER SCHEDULE set transposed: the marks WH-1 and WH-2 run across the top and the
  properties (TYPE, FUEL, CAPACITY (GAL), INPUT (MBH), RECOVERY (GPH @ 100F RISE), VENT,
  MANUFACTURER, MODEL, ...) run down the left; under it one-line equipment entries for the
  thermostatic mixing valve TMV-1, the recirculation pump RCP-1 and the expansion tank ET-1;
* two riser diagrams drawn with lines (sanitary waste and vent; domestic water), with floor
  level lines, fixture tags, valves, cleanouts, and pipe-size labels set along the pipes, the
  vertical ones rotated; a natural gas riser with a ruled gas load summary;
* PLUMBING DESIGN DATA under the fixture schedule: a domestic water demand table (WSFU, peak GPM,
  service size, pressures), a sanitary drainage table (DFU per stack and building drain, drain
  size and slope) and a minimum plumbing facilities count (required / provided);
* PLUMBING GENERAL NOTES numbered 1. to 14. (wrapped, hanging indent), an ABBREVIATIONS list in
  four columns, a legend of pipe abbreviations drawn as line types (CW, HW, HWR, SAN, V, ST, G)
  beside a symbol legend, riser keyed notes tagged by hexagons;
* a band of details along the bottom (4 RPZ backflow preventer, 5 floor cleanout, 6 water hammer
  arrestor) with leaders to their notes; the RCP-1 sequence of operation, a circuit setter
  schedule and a pipe hanger spacing table in the lower right.

Fonts vary as CAD plots do (helv, hebo, tiro, cour). The questions
(`tests/blind_questions/drawn/round37-drawn.jsonl`) were written blind, before drawqa was asked
any of them.
"""
from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf

W, H = 2592, 1728                     # ANSI D, landscape
M = 36                                # border inset
TB_X = 2360                           # title block strip: TB_X .. W - M
GREY = (0.45, 0.45, 0.45)

# floor levels shared by the risers (page y)
Y_ROOF, Y_L2, Y_L1 = 545, 805, 1105

FIXTURES = [
    ("WC-1", "WATER CLOSET, FLOOR MTD., FLUSH VALVE", "AMERICAN STANDARD", "MADERA 3043.001",
     '1"', "-", '3"', '2"', "1.28 GPF; SLOAN ROYAL 111-1.28 FLUSH VALVE; OPEN-FRONT SEAT"),
    ("WC-2", "WATER CLOSET (ADA), FLOOR MTD., 17\"-19\" RIM", "AMERICAN STANDARD", "MADERA 3461.001",
     '1"', "-", '3"', '2"', "ADA; 1.28 GPF; FLUSH HANDLE ON WIDE SIDE OF STALL"),
    ("LAV-1", "LAVATORY, WALL HUNG, VITREOUS CHINA", "KOHLER", "K-2005 KINGSTON",
     '1/2"', '1/2"', '1-1/2"', '1-1/2"', "ADA; 0.5 GPM SENSOR FAUCET; ASSE 1070 MIXING VALVE; ARM CARRIER"),
    ("LAV-2", "LAVATORY, UNDERCOUNTER (EXAM ROOMS)", "KOHLER", "K-2210 CAXTON",
     '1/2"', '1/2"', '1-1/2"', '1-1/2"', "0.5 GPM FAUCET W/ 4\" WRIST BLADES; ASSE 1070 MIXING VALVE"),
    ("SK-1", "SINK, STAINLESS STEEL, SINGLE BOWL (BREAK)", "ELKAY", "LRAD2219",
     '1/2"', '1/2"', '1-1/2"', '1-1/2"', "ADA; 6-1/2\" DEEP BOWL; 1.5 GPM GOOSENECK FAUCET"),
    ("SK-2", "SINK, SOILED UTILITY, STAINLESS STEEL", "ELKAY", "LK-SU3322",
     '1/2"', '1/2"', '2"', '1-1/2"', "WALL-MOUNTED 8\" SPREAD FAUCET; 18\" DEEP BOWL"),
    ("MS-1", "MOP SINK, FLOOR MTD., 24\"x24\" MOLDED STONE", "FIAT", "MSB2424",
     '1/2"', '1/2"', '3"', '1-1/2"', "FIAT 830-AA SERVICE FAUCET W/ VACUUM BREAKER; HOSE & BRACKET"),
    ("EWC-1", "DRINKING FOUNTAIN, HI-LO, W/ BOTTLE FILLER", "ELKAY", "LZSTL8WSLK",
     '1/2"', "-", '1-1/4"', '1-1/4"', "ADA; REFRIGERATED, 8 GPH; 115V/1PH; FILTERED"),
    ("EW-1", "EMERGENCY EYEWASH, WALL MTD.", "GUARDIAN", "G1814",
     '1/2"', '1/2"', '1-1/2"', '1-1/2"', "TEMPERED WATER VIA GUARDIAN G3600LF TMV; ANSI Z358.1"),
    ("SH-1", "SHOWER, ADA ROLL-IN, HAND SHOWER", "SYMMONS", "TEMPTROL 96-1-X",
     '1/2"', '1/2"', '2"', '1-1/2"', "1.8 GPM; PRESSURE BALANCE VALVE; 30\" SLIDE BAR, 60\" HOSE"),
    ("FD-1", "FLOOR DRAIN, 6\" ROUND NICKEL BRONZE STRAINER", "ZURN", "ZN415-6B",
     "-", "-", '3"', '2"', "PROVIDE TRAP PRIMER CONNECTION; SEE NOTE 14"),
    ("HB-1", "WALL HYDRANT, FREEZELESS, KEYED", "WOODFORD", "MODEL 65",
     '3/4"', "-", "-", "-", "INTEGRAL VACUUM BREAKER; EXTERIOR WALL, 24\" AFG"),
]

FIXTURE_NOTES = [
    "A.  PROVIDE LOOSE-KEY ANGLE STOPS AND FLEXIBLE RISERS AT EACH FIXTURE SUPPLY, U.O.N.",
    "B.  INSULATE EXPOSED P-TRAPS AND SUPPLIES AT ALL ADA LAVATORIES AND SINKS (TRUEBRO LAV GUARD 2).",
    "C.  MOUNTING HEIGHTS OF ACCESSIBLE FIXTURES PER ICC A117.1-2009; SEE ARCHITECTURAL INTERIOR ELEVATIONS.",
    "D.  ALL FIXTURE TRIM SHALL BE LEAD FREE PER NSF/ANSI 61 AND NSF/ANSI 372.",
]

HEATER_ROWS = [
    ("MARK", "WH-1", "WH-2"),
    ("TYPE", "STORAGE, CONDENSING", "STORAGE, TANK-TYPE"),
    ("FUEL", "NATURAL GAS", "ELECTRIC"),
    ("CAPACITY (GAL)", "100", "40"),
    ("INPUT (MBH)", "199", "20.5 (6 KW)"),
    ("RECOVERY (GPH @ 100F RISE)", "229", "25"),
    ("VENT", '3" PVC DIRECT VENT, SIDEWALL', "NONE"),
    ("MANUFACTURER", "A. O. SMITH", "BRADFORD WHITE"),
    ("MODEL", "BTH-199A", "RE340S6-1NCWW"),
    ("STORAGE TEMP.", "140°F", "140°F"),
    ("ELECTRICAL", "120V/1PH", "208V/1PH"),
    ("LOCATION", "MECH. 108", "JANITOR 214"),
    ("SERVES", "BUILDING HW SYSTEM", "SH-1 / LOCKER 216"),
]

EQUIPMENT = [
    ("TMV-1", ["THERMOSTATIC MIXING VALVE: LEONARD 170-LF, ASSE 1017, 1-1/4\" INLETS AND OUTLET,",
               "28 GPM @ 10 PSI DROP, OUTLET SET AT 120°F. PROVIDE INLET CHECK STOPS AND OUTLET THERMOMETER."]),
    ("RCP-1", ["HW RECIRCULATION PUMP: BELL & GOSSETT ECOCIRC XL 20-35, 4 GPM @ 10 FT HD,",
               "120V/1PH, BRONZE BODY, CONTROLLED BY STRAP-ON AQUASTAT (ON 110°F / OFF 118°F)."]),
    ("ET-1", ["THERMAL EXPANSION TANK: AMTROL ST-12C, 4.4 GAL, PRECHARGE TO 60 PSI,",
              "ON COLD WATER INLET TO WH-1."]),
]

GENERAL_NOTES = [
    "ALL WORK SHALL COMPLY WITH THE 2018 INTERNATIONAL PLUMBING CODE AS AMENDED BY THE CITY OF OVERLAND PARK, "
    "THE 2018 INTERNATIONAL FUEL GAS CODE AND ICC A117.1-2009 FOR ACCESSIBLE FIXTURES.",
    "DOMESTIC WATER PIPING ABOVE GRADE: TYPE L HARD-DRAWN COPPER WITH WROUGHT COPPER FITTINGS AND LEAD-FREE "
    "SOLDER, OR PRESS-CONNECT FITTINGS. BELOW SLAB: TYPE K SOFT-TEMPER COPPER WITH NO JOINTS UNDER THE SLAB.",
    "SANITARY WASTE AND VENT PIPING ABOVE GRADE: SERVICE WEIGHT NO-HUB CAST IRON WITH HEAVY-DUTY STAINLESS STEEL "
    "COUPLINGS. BELOW GRADE: SCHEDULE 40 SOLID-CORE PVC DWV. NO PLASTIC PIPE IN RETURN AIR PLENUMS.",
    "STORM DRAINAGE PIPING: NO-HUB CAST IRON ABOVE GRADE, SCHEDULE 40 SOLID-CORE PVC BELOW GRADE. SEE P-101 AND "
    "P-201 FOR ROOF DRAIN AND OVERFLOW DRAIN LOCATIONS.",
    "NATURAL GAS PIPING: SCHEDULE 40 BLACK STEEL, THREADED 2\" AND SMALLER, WELDED 2-1/2\" AND LARGER. UTILITY "
    "DELIVERY PRESSURE 7\" W.C. TEST GAS PIPING WITH AIR AT 10 PSIG FOR 30 MINUTES.",
    "TEST DOMESTIC WATER PIPING HYDROSTATICALLY AT 125 PSI FOR 2 HOURS WITH NO LOSS OF PRESSURE, THEN FLUSH AND "
    "DISINFECT PER AWWA C651 BEFORE USE.",
    "TEST SANITARY WASTE AND VENT PIPING WITH A 10 FT HEAD OF WATER FOR 15 MINUTES BEFORE CONCEALMENT.",
    "CLEANOUTS: PROVIDE AT THE BASE OF EACH STACK, AT EACH HORIZONTAL CHANGE OF DIRECTION OVER 45 DEGREES AND AT "
    "100 FT MAXIMUM SPACING ON HORIZONTAL DRAINS. NICKEL BRONZE FLOOR CLEANOUTS (FCO) IN FINISHED FLOORS; WALL "
    "CLEANOUTS (WCO) WITH STAINLESS STEEL COVERS AT STACKS.",
    "PROVIDE 2-1/2\" REDUCED PRESSURE ZONE (RPZ) BACKFLOW PREVENTER BFP-1, WATTS LF909-QT, ON THE DOMESTIC WATER "
    "SERVICE IN MECH. 108 WITH AIR GAP DRAIN FUNNEL PIPED TO FLOOR DRAIN. TEST BY A CERTIFIED TESTER BEFORE OCCUPANCY.",
    "INSULATE DOMESTIC HW AND HWR PIPING WITH FIBERGLASS PIPE INSULATION, ALL-SERVICE JACKET: 1\" THICK FOR PIPE "
    "1-1/4\" AND SMALLER, 1-1/2\" THICK FOR PIPE 1-1/2\" AND LARGER. INSULATE CW PIPING 1/2\" THICK.",
    "PROVIDE WATER HAMMER ARRESTORS (WHA) CERTIFIED TO PDI-WH 201 AND SIZED PER PDI AT ALL FLUSH VALVES AND "
    "QUICK-CLOSING SOLENOID VALVES. PROVIDE ACCESS PANELS WHERE CONCEALED.",
    "SLOPE HORIZONTAL SANITARY DRAINAGE PIPING 3\" AND SMALLER AT 1/4\" PER FOOT AND 4\" AND LARGER AT 1/8\" PER "
    "FOOT MINIMUM, U.O.N.",
    "WATER HEATERS SHALL STORE AT 140°F. DELIVER HOT WATER TO PUBLIC LAVATORIES AT 110°F MAXIMUM THROUGH ASSE 1070 "
    "POINT-OF-USE VALVES. BALANCE HWR BRANCHES WITH CIRCUIT SETTERS (CS) AS SHOWN ON RISER.",
    "PROVIDE TRAP PRIMERS (PRECISION PLUMBING PRODUCTS P1-500) FOR ALL FLOOR DRAINS; ROUTE 1/2\" PRIMER LINES "
    "BELOW SLAB IN TYPE K COPPER. COORDINATE FIXTURE LOCATIONS WITH ARCHITECTURAL ENLARGED PLANS.",
]

KEYED_NOTES = [
    ("1", "4\" FLOOR CLEANOUT AT BASE OF STACK, FLUSH WITH FINISHED FLOOR."),
    ("2", "VENT THROUGH ROOF, 12\" MIN. ABOVE ROOF AND 10 FT MIN. FROM ANY OUTDOOR AIR INTAKE."),
    ("3", "WATER METER AND METER PIT BY UTILITY; SEE CIVIL SHEET C-401."),
    ("4", "BFP-1 WITH AIR GAP FUNNEL TO FLOOR DRAIN FD-1, MECH. 108."),
    ("5", "CIRCUIT SETTER CS-1, SET FOR 1.0 GPM; CS-2, SET FOR 0.5 GPM."),
    ("6", "WATER HAMMER ARRESTOR, PDI SIZE \"B\", AT END OF FLUSH VALVE BRANCH."),
    ("7", "CONNECT TO SITE SANITARY SEWER 5'-0\" OUTSIDE BUILDING; SEE CIVIL SHEET C-401."),
]

GAS_ROWS = [
    ("APPLIANCE", "INPUT (MBH)", "PIPE"),
    ("WH-1", "199", '1" G'),
    ("RTU-1 (SEE M-601)", "300", '1-1/4" G'),
    ("RTU-2 (SEE M-601)", "300", '1-1/4" G'),
    ("RTU-3 (SEE M-601)", "225", '1" G'),
    ("TOTAL CONNECTED LOAD", "1,024", '2" G'),
]

REVISIONS = [
    ("1", "ADDENDUM 1", "04/11/2025"),
    ("2", "CITY PLAN REVIEW COMMENTS", "05/23/2025"),
    ("3", "ASI 2", "07/08/2025"),
]


KEEP_TOGETHER = ['7" W.C.', "125 PSI", "2 HOURS", '1-1/2" THICK', '1" THICK', "10 FT HEAD", "100 FT MAXIMUM",
                 "TYPE L", "TYPE K", "PDI-WH 201", '1/4" PER FOOT', '1/8" PER FOOT', "10 PSIG", "30 MINUTES",
                 "15 MINUTES", "AWWA C651", "LF909-QT", "P1-500", "MECH. 108", "ASSE 1070"]

ABBREVIATIONS = [
    ("AFF", "ABOVE FINISHED FLOOR"), ("AFG", "ABOVE FINISHED GRADE"), ("BFP", "BACKFLOW PREVENTER"),
    ("CO", "CLEANOUT"), ("CS", "CIRCUIT SETTER"), ("DFU", "DRAINAGE FIXTURE UNITS"),
    ("EWC", "ELECTRIC WATER COOLER"), ("FCO", "FLOOR CLEANOUT"), ("FD", "FLOOR DRAIN"),
    ("GPF", "GALLONS PER FLUSH"), ("GPH", "GALLONS PER HOUR"), ("GPM", "GALLONS PER MINUTE"),
    ("MBH", "THOUSAND BTU PER HOUR"), ("NTS", "NOT TO SCALE"), ("RPZ", "REDUCED PRESSURE ZONE"),
    ("TMV", "THERMOSTATIC MIXING VALVE"), ("U.O.N.", "UNLESS OTHERWISE NOTED"), ("VTR", "VENT THROUGH ROOF"),
    ("W", "WASTE"), ("WCO", "WALL CLEANOUT"), ("WHA", "WATER HAMMER ARRESTOR"),
    ("WSFU", "WATER SUPPLY FIXTURE UNITS"), ("W.C.", "WATER COLUMN"), ("(E)", "EXISTING"),
]

WATER_DEMAND = [
    ("DOMESTIC WATER DEMAND (IPC APPENDIX E)", ""),
    ("TOTAL WSFU (FLUSH VALVE SYSTEM)", "214"),
    ("PEAK DEMAND", "104 GPM"),
    ("DOMESTIC WATER SERVICE", '2-1/2" TYPE K'),
    ("MIN. PRESSURE AT MOST REMOTE FLUSH VALVE", "25 PSI"),
    ("FRICTION, ELEVATION AND BFP-1 LOSSES", "31.5 PSI"),
    ("MIN. PRESSURE REQUIRED AT SERVICE ENTRY", "56.5 PSI"),
]

DRAINAGE = [
    ("SANITARY DRAINAGE (IPC TABLES 710.1(1), 710.1(2))", ""),
    ("STACK S-1, 4\" - TOTAL DFU", "168"),
    ("STACK S-2, 3\" - TOTAL DFU", "48"),
    ("BUILDING DRAIN - TOTAL DFU", "216"),
    ("BUILDING DRAIN SIZE AND SLOPE", '6" @ 1/8"/FT'),
    ("VENT STACK VS-1 (DEVELOPED LENGTH 64 FT)", '3"'),
    ("STORM DRAINAGE", "SEE P-201"),
]

HEATER_NOTES = [
    "1. PROVIDE ASME-RATED T&P RELIEF VALVE ON EACH WATER HEATER, FULL-SIZE DISCHARGE TO 6\" ABOVE FLOOR DRAIN.",
    "2. WH-1: FACTORY CONCENTRIC VENT KIT; TERMINATE 12\" ABOVE GRADE AND 4 FT FROM OPERABLE OPENINGS.",
    "3. WH-2: 24\" DIA. DRAIN PAN PIPED TO NEAREST FLOOR DRAIN; 30 A, 2-POLE DISCONNECT BY DIV. 26.",
]

FACILITIES = [
    ("FIXTURE", "REQUIRED", "PROVIDED"),
    ("WATER CLOSETS", "10", "12"),
    ("LAVATORIES", "8", "10"),
    ("DRINKING FOUNTAINS", "4", "4 (2 HI-LO)"),
    ("SERVICE SINKS", "1", "2"),
]

SEQUENCE = [
    "1. RCP-1 RUNS ON BAS OCCUPIED SCHEDULE, 6:00 AM - 8:00 PM, MON-SAT.",
    "2. STRAP-ON AQUASTAT ON HWR AT WH-1 STOPS RCP-1 AT 118°F, RESTARTS AT 110°F.",
    "3. BAS ALARMS IF HWR TEMPERATURE FALLS BELOW 105°F FOR 15 MIN.",
    "4. TMV-1 OUTLET THERMOMETER AND HWR TEMPERATURE TRENDED AT BAS.",
]

CIRCUIT_SETTERS = [
    ("MARK", "SIZE", "FLOW (GPM)", "SERVES", "BASIS OF DESIGN"),
    ("CS-1", '3/4"', "1.0", "FIRST FLOOR HWR", "B&G CIRCUIT SETTER CB-3/4"),
    ("CS-2", '1/2"', "0.5", "SECOND FLOOR HWR", "B&G CIRCUIT SETTER CB-1/2"),
]

HANGERS = [
    ("PIPE MATERIAL", "MAX. HORIZ. SPACING", "MIN. ROD"),
    ('COPPER, 1-1/4" AND SMALLER', "6 FT", '3/8"'),
    ('COPPER, 1-1/2" AND LARGER', "10 FT", '3/8"'),
    ("CAST IRON, NO-HUB", "5 FT (AT EACH COUPLING)", '1/2"'),
    ("PVC (BELOW SLAB, WHERE SUSPENDED)", "4 FT", '3/8"'),
    ("STEEL, GAS", "12 FT", '3/8"'),
]

# ---------------------------------------------------------------- drawing primitives

def _t(page, x: float, y: float, s: str, size: float = 7.0, font: str = "helv", rotate: int = 0,
       color=(0, 0, 0)) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def _len(s: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _line(page, p, q, w: float = 0.6, dashes: str | None = None, color=(0, 0, 0)) -> None:
    if dashes:
        page.draw_line(p, q, width=w, dashes=dashes, color=color)
    else:
        page.draw_line(p, q, width=w, color=color)


def _hex(page, x: float, y: float, n: str, r: float = 7.5) -> None:
    """A keyed note's hexagon tag centred on (x, y)."""
    pts = [(x - r, y), (x - r / 2, y - r * 0.87), (x + r / 2, y - r * 0.87), (x + r, y),
           (x + r / 2, y + r * 0.87), (x - r / 2, y + r * 0.87), (x - r, y)]
    page.draw_polyline(pts, width=0.7)
    _t(page, x - _len(n, 7) / 2, y + 2.5, n, 7)


def _valve(page, x: float, y: float, vertical: bool = False, s: float = 4.5) -> None:
    """A ball valve: a bowtie across the pipe."""
    if vertical:
        page.draw_polyline([(x - s, y - s), (x + s, y - s), (x - s, y + s), (x + s, y + s), (x - s, y - s)], width=0.6)
    else:
        page.draw_polyline([(x - s, y - s), (x + s, y + s), (x + s, y - s), (x - s, y + s), (x - s, y - s)], width=0.6)


def _check(page, x: float, y: float, s: float = 4.5) -> None:
    page.draw_polyline([(x - s, y - s), (x + s, y), (x - s, y + s), (x - s, y - s)], width=0.6)
    _line(page, (x + s, y - s), (x + s, y + s), 0.6)


def _cleanout(page, x: float, y: float, label: str, dx: float = 8) -> None:
    page.draw_circle((x, y), 3.5, width=0.6)
    _line(page, (x - 3.5, y), (x + 3.5, y), 0.4)
    _t(page, x + dx, y + 2.5, label, 6)


def _wha(page, x: float, y: float) -> None:
    """A water hammer arrestor on a pipe end: a capped stub with a small drum."""
    _line(page, (x, y), (x, y - 10), 0.6)
    page.draw_rect(pymupdf.Rect(x - 3, y - 18, x + 3, y - 10), width=0.6)
    _t(page, x + 5, y - 12, "WHA", 5.5)


def _hlabel(page, x0: float, x1: float, y: float, s: str, size: float = 6.5, above: bool = True) -> None:
    """A pipe-size label along a horizontal pipe, centred between x0 and x1."""
    _t(page, (x0 + x1) / 2 - _len(s, size) / 2, y - 3 if above else y + size + 2, s, size)


def _vlabel(page, x: float, y0: float, y1: float, s: str, size: float = 6.5) -> None:
    """A pipe-size label along a vertical pipe, reading bottom-to-top, set left of the pipe."""
    mid = (y0 + y1) / 2
    _t(page, x - 3, mid + _len(s, size) / 2, s, size, rotate=90)


def _view_title(page, x: float, y: float, num: str, name: str, scale: str, rule: float) -> None:
    page.draw_circle((x + 12, y - 5), 13, width=1.0)
    _line(page, (x - 1, y - 5), (x + 25, y - 5), 0.6)
    _t(page, x + 12 - _len(num, 10, "hebo") / 2, y - 8, num, 10, "hebo")
    _t(page, x + 12 - _len("P-601", 6) / 2, y + 4, "P-601", 6)
    _t(page, x + 32, y - 2, name, 12, "hebo")
    _line(page, (x + 32, y + 3), (x + rule, y + 3), 1.4)
    _t(page, x + 32, y + 14, f"SCALE: {scale}", 7.5)


def _level(page, x0: float, x1: float, y: float, name: str, elev: str) -> None:
    _line(page, (x0, y), (x1, y), 0.5, "[18 4 3 4] 0", GREY)
    _t(page, x0, y - 4, name, 6.5, "hebo")
    if elev:
        _t(page, x0, y + 9, elev, 6)


# ---------------------------------------------------------------- schedules

def _fixture_schedule(page, x0: float, y0: float) -> float:
    widths = [46, 218, 104, 98, 36, 36, 36, 36, 342]
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    _t(page, x0, y0 - 8, "PLUMBING FIXTURE SCHEDULE", 12, "hebo")
    _line(page, (x0, y0 - 5), (x0 + 210, y0 - 5), 0.8)
    head1, head2, rh = 14, 12, 15
    top, mid, body = y0, y0 + head1, y0 + head1 + head2
    bottom = body + rh * len(FIXTURES)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=1.4)
    _line(page, (xs[4], mid), (xs[8], mid), 0.5)
    _line(page, (xs[0], body), (xs[-1], body), 1.0)
    for i, x in enumerate(xs[1:-1], 1):
        _line(page, (x, mid if 5 <= i <= 7 else top), (x, bottom), 0.5)
    for i, h in enumerate(["MARK", "FIXTURE", "MANUFACTURER", "MODEL"]):
        _t(page, xs[i] + 4, mid + 4, h, 6.5, "hebo")
    _t(page, (xs[4] + xs[8]) / 2 - _len("CONNECTIONS", 6.5, "hebo") / 2, top + 10, "CONNECTIONS", 6.5, "hebo")
    for i, h in enumerate(["CW", "HW", "W", "V"], 4):
        _t(page, (xs[i] + xs[i + 1]) / 2 - _len(h, 6.5, "hebo") / 2, body - 3, h, 6.5, "hebo")
    _t(page, xs[8] + 4, mid + 4, "REMARKS", 6.5, "hebo")
    for r, row in enumerate(FIXTURES):
        yb = body + rh * (r + 1) - 4.5
        if r:
            _line(page, (xs[0], body + rh * r), (xs[-1], body + rh * r), 0.3)
        for c, cell in enumerate(row):
            if 4 <= c <= 7:
                _t(page, (xs[c] + xs[c + 1]) / 2 - _len(cell, 6.5) / 2, yb, cell, 6.5)
            elif c == 0:
                _t(page, xs[c] + 4, yb, cell, 6.5, "hebo")
            else:
                _t(page, xs[c] + 4, yb, cell, 6.5)
    y = bottom + 14
    _t(page, x0, y, "FIXTURE SCHEDULE NOTES:", 6.5, "hebo")
    for i, note in enumerate(FIXTURE_NOTES):
        _t(page, x0 + 6, y + 11 * (i + 1), note, 6.5)
    return y + 11 * len(FIXTURE_NOTES)


def _heater_schedule(page, x0: float, y0: float) -> None:
    widths = [138, 150, 150]
    xs = [x0, x0 + widths[0], x0 + widths[0] + widths[1], x0 + sum(widths)]
    _t(page, x0, y0 - 8, "WATER HEATER SCHEDULE", 12, "hebo")
    _line(page, (x0, y0 - 5), (x0 + 180, y0 - 5), 0.8)
    rh = 14
    bottom = y0 + rh * len(HEATER_ROWS)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], bottom), width=1.4)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[1], bottom), width=0.8)
    for x in xs[2:3]:
        _line(page, (x, y0), (x, bottom), 0.5)
    _line(page, (xs[0], y0 + rh), (xs[-1], y0 + rh), 1.0)
    for r, (prop, a, b) in enumerate(HEATER_ROWS):
        yb = y0 + rh * (r + 1) - 4
        if r > 1:
            _line(page, (xs[0], y0 + rh * r), (xs[-1], y0 + rh * r), 0.3)
        if r == 0:
            _t(page, xs[0] + 4, yb, prop, 6.5, "hebo")
            for c, cell in ((1, a), (2, b)):
                _t(page, (xs[c] + xs[c + 1]) / 2 - _len(cell, 7.5, "hebo") / 2, yb, cell, 7.5, "hebo")
            continue
        _t(page, xs[0] + 4, yb, prop, 6, "hebo")
        for c, cell in ((1, a), (2, b)):
            _t(page, (xs[c] + xs[c + 1]) / 2 - _len(cell, 6.5) / 2, yb, cell, 6.5)
    y = bottom + 22
    _t(page, x0, y, "PLUMBING EQUIPMENT", 9, "hebo")
    y += 14
    for tag, lines in EQUIPMENT:
        _t(page, x0, y, tag, 6.5, "hebo")
        for i, line in enumerate(lines):
            _t(page, x0 + 34, y + 9.5 * i, line, 6.2)
        y += 9.5 * len(lines) + 5
    y += 6
    _t(page, x0, y, "WATER HEATER NOTES:", 6.5, "hebo")
    for i, line in enumerate(HEATER_NOTES):
        _t(page, x0 + 6, y + 10 * (i + 1), line, 6.2)


def _general_notes(page, x0: float, y0: float) -> float:
    _t(page, x0, y0, "PLUMBING GENERAL NOTES", 12, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 190, y0 + 3), 0.8)
    y = y0 + 20
    for i, note in enumerate(GENERAL_NOTES, 1):
        for phrase in KEEP_TOGETHER:
            note = note.replace(phrase, phrase.replace(" ", "\u00a0"))
        lines = [line.replace("\u00a0", " ") for line in textwrap.wrap(note, 126)]
        _t(page, x0, y, f"{i}.", 7)
        for line in lines:
            _t(page, x0 + 16, y, line, 7)
            y += 9.6
        y += 4
    return y


def _legend(page, x0: float, y0: float) -> None:
    _t(page, x0, y0, "PIPING LEGEND", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 100, y0 + 3), 0.8)
    rows = [
        ("CW", "DOMESTIC COLD WATER", None, 0.8, True),
        ("HW", "DOMESTIC HOT WATER", "[14 3 3 3] 0", 0.8, True),
        ("HWR", "DOMESTIC HOT WATER RETURN", "[14 3 3 3 3 3] 0", 0.8, True),
        ("SAN", "SANITARY WASTE / SOIL", None, 1.8, False),
        ("V", "VENT", "[6 3] 0", 0.8, False),
        ("ST", "STORM DRAINAGE", "[20 4] 0", 1.2, True),
        ("G", "NATURAL GAS", "[10 3] 0", 0.8, True),
    ]
    _t(page, x0, y0 + 20, "ABBR.", 6, "hebo")
    _t(page, x0 + 40, y0 + 20, "LINE TYPE", 6, "hebo")
    _t(page, x0 + 150, y0 + 20, "DESCRIPTION", 6, "hebo")
    for i, (abbr, desc, dashes, w, inline) in enumerate(rows):
        y = y0 + 38 + 17 * i
        _t(page, x0, y + 2.5, abbr, 7, "hebo")
        if inline:
            gap = _len(abbr, 5.5) + 6
            mid = x0 + 85
            _line(page, (x0 + 40, y), (mid - gap / 2, y), w, dashes)
            _line(page, (mid + gap / 2, y), (x0 + 130, y), w, dashes)
            _t(page, mid - _len(abbr, 5.5) / 2, y + 2, abbr, 5.5)
        else:
            _line(page, (x0 + 40, y), (x0 + 130, y), w, dashes)
        _t(page, x0 + 150, y + 2.5, desc, 7)
    # symbols
    sx = x0 + 330
    _t(page, sx, y0, "SYMBOL LEGEND", 11, "hebo")
    _line(page, (sx, y0 + 3), (sx + 105, y0 + 3), 0.8)
    y = y0 + 26
    items = [
        ("BALL VALVE (SHUTOFF)", lambda yy: (_line(page, (sx + 4, yy), (sx + 40, yy), 0.8), _valve(page, sx + 22, yy))),
        ("CHECK VALVE", lambda yy: (_line(page, (sx + 4, yy), (sx + 40, yy), 0.8), _check(page, sx + 22, yy))),
        ("CLEANOUT (FCO FLOOR / WCO WALL)", lambda yy: _cleanout(page, sx + 22, yy, "")),
        ("WATER HAMMER ARRESTOR", lambda yy: page.draw_rect(pymupdf.Rect(sx + 19, yy - 5, sx + 25, yy + 3), width=0.6)),
        ("REDUCED PRESSURE BACKFLOW PREVENTER", lambda yy: (page.draw_rect(pymupdf.Rect(sx + 10, yy - 5, sx + 34, yy + 5), width=0.7),
                                                            _t(page, sx + 13, yy + 2, "RPZ", 5.5))),
        ("CIRCUIT SETTER (BALANCING VALVE)", lambda yy: (_line(page, (sx + 4, yy), (sx + 40, yy), 0.8),
                                                         page.draw_circle((sx + 22, yy), 4, width=0.6),
                                                         _t(page, sx + 19.5, yy + 2, "B", 5))),
        ("VENT THROUGH ROOF", lambda yy: _t(page, sx + 12, yy + 2.5, "VTR", 7, "hebo")),
        ("KEYED NOTE", lambda yy: _hex(page, sx + 22, yy, "#")),
        ("PIPE TURNING UP / DOWN", lambda yy: (page.draw_circle((sx + 18, yy), 3, width=0.6),
                                               page.draw_circle((sx + 30, yy), 3, width=0.6),
                                               _line(page, (sx + 27.9, yy - 2.1), (sx + 32.1, yy + 2.1), 0.5))),
    ]
    for label, sym in items:
        sym(y)
        _t(page, sx + 56, y + 2.5, label, 7)
        y += 16


def _keyed_notes(page, x0: float, y0: float) -> None:
    _t(page, x0, y0, "RISER KEYED NOTES", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 125, y0 + 3), 0.8)
    for i, (n, text) in enumerate(KEYED_NOTES):
        y = y0 + 22 + 16 * i
        _hex(page, x0 + 8, y - 2.5, n)
        _t(page, x0 + 22, y, text, 7)


def _data_table(page, x0: float, y0: float, rows: list[tuple[str, str]], widths: tuple[float, float]) -> None:
    """A two-column design data table whose first row is its title, spanning both columns."""
    rh = 11
    xs = [x0, x0 + widths[0], x0 + widths[0] + widths[1]]
    bottom = y0 + rh * len(rows)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[2], bottom), width=0.9)
    _line(page, (xs[1], y0 + rh), (xs[1], bottom), 0.4)
    for r, (label, value) in enumerate(rows):
        yb = y0 + rh * (r + 1) - 3
        if r:
            _line(page, (xs[0], y0 + rh * r), (xs[2], y0 + rh * r), 0.7 if r == 1 else 0.25)
            _t(page, xs[0] + 4, yb, label, 6)
            _t(page, xs[1] + 4, yb, value, 6, "hebo")
        else:
            _t(page, xs[0] + 4, yb, label, 6.5, "hebo")


def _design_data(page, y0: float) -> None:
    _t(page, 64, y0 - 6, "PLUMBING DESIGN DATA", 9, "hebo")
    _data_table(page, 64, y0, WATER_DEMAND, (200, 80))
    _data_table(page, 390, y0, DRAINAGE, (220, 80))
    fx = 730
    _t(page, fx, y0 + 8, "MINIMUM PLUMBING FACILITIES - IPC TABLE 2902.1, GROUP B", 6.5, "hebo")
    _t(page, fx, y0 + 18, "OCCUPANT LOAD 386 (193 MALE / 193 FEMALE)", 6)
    widths = [110, 60, 80]
    xs = [fx, fx + widths[0], fx + widths[0] + widths[1], fx + sum(widths)]
    top, rh = y0 + 22, 10.5
    bottom = top + rh * len(FACILITIES)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=0.8)
    for x in xs[1:-1]:
        _line(page, (x, top), (x, bottom), 0.4)
    for r, row in enumerate(FACILITIES):
        if r:
            _line(page, (xs[0], top + rh * r), (xs[-1], top + rh * r), 0.6 if r == 1 else 0.25)
        for c, cell in enumerate(row):
            _t(page, xs[c] + 4, top + rh * (r + 1) - 3, cell, 6, "hebo" if r == 0 else "helv")


def _abbreviations(page, x0: float, y0: float) -> None:
    _t(page, x0, y0, "ABBREVIATIONS", 11, "hebo")
    _line(page, (x0, y0 + 3), (x0 + 98, y0 + 3), 0.8)
    per_col = 6
    for i, (abbr, full) in enumerate(ABBREVIATIONS):
        col, row = divmod(i, per_col)
        x, y = x0 + 172 * col, y0 + 20 + 11 * row
        _t(page, x, y, abbr, 6.5, "hebo")
        _t(page, x + 36, y, full, 6.5)


def _leader(page, px: float, py: float, tx: float, ty: float, text: str, size: float = 6) -> None:
    """A leader from the thing (px, py) to its note, the note's baseline at ty, left end at tx."""
    page.draw_circle((px, py), 1.2, width=0.4, fill=(0, 0, 0))
    _line(page, (px, py), (tx - 4, ty - 2), 0.4)
    _line(page, (tx - 4, ty - 2), (tx - 1, ty - 2), 0.4)
    _t(page, tx, ty, text, size)


def _hatch(page, x0: float, y0: float, x1: float, y1: float, step: float = 7) -> None:
    """Concrete-ish hatch: diagonal lines clipped to the box by hand."""
    x = x0
    while x < x1:
        _line(page, (x, y1), (min(x + (y1 - y0), x1), y1 - min(y1 - y0, x1 - x)), 0.25, color=GREY)
        x += step


def _detail_bfp(page, x0: float, y0: float) -> None:
    fl = y0 + 150
    _line(page, (x0, fl), (x0 + 380, fl), 1.2)
    _hatch(page, x0, fl, x0 + 380, fl + 10)
    cy = y0 + 70
    _line(page, (x0 + 10, cy), (x0 + 330, cy), 1.4)
    _line(page, (x0 + 10, cy), (x0 + 10, fl), 1.4)
    _line(page, (x0 + 330, cy), (x0 + 330, y0 + 10), 1.4)
    _valve(page, x0 + 60, cy, s=6)
    page.draw_polyline([(x0 + 92, cy), (x0 + 104, cy + 14), (x0 + 110, cy + 10)], width=0.8)
    page.draw_rect(pymupdf.Rect(x0 + 130, cy - 14, x0 + 230, cy + 14), width=1.1, radius=0.2)
    for tx in (x0 + 145, x0 + 180, x0 + 215):
        page.draw_circle((tx, cy - 18), 2.5, width=0.5)
    _line(page, (x0 + 180, cy + 14), (x0 + 180, cy + 30), 0.8)
    page.draw_polyline([(x0 + 166, cy + 40), (x0 + 194, cy + 40), (x0 + 186, cy + 54), (x0 + 174, cy + 54), (x0 + 166, cy + 40)], width=0.8)
    _line(page, (x0 + 180, cy + 54), (x0 + 180, fl - 6), 0.8)
    page.draw_rect(pymupdf.Rect(x0 + 168, fl - 6, x0 + 192, fl), width=0.8)
    _valve(page, x0 + 270, cy, s=6)
    # dimension: floor to centreline
    _line(page, (x0 + 250, cy), (x0 + 250, fl), 0.4)
    _line(page, (x0 + 246, cy + 4), (x0 + 254, cy - 4), 0.6)
    _line(page, (x0 + 246, fl + 4), (x0 + 254, fl - 4), 0.6)
    _t(page, x0 + 254, (cy + fl) / 2 + 2, '30" AFF', 6)
    _t(page, x0 + 254, (cy + fl) / 2 + 10, "(12\" MIN. - 60\" MAX.)", 5.5)
    tx = x0 + 395
    _leader(page, x0 + 60, cy - 6, tx, y0 + 16, "FULL-PORT BALL VALVE, TYP.")
    _leader(page, x0 + 104, cy + 12, tx, y0 + 30, "WYE STRAINER")
    _leader(page, x0 + 180, cy - 20, tx, y0 + 44, "TEST COCKS (4)")
    _leader(page, x0 + 228, cy - 8, tx, y0 + 58, '2-1/2" RPZ BFP-1, WATTS LF909-QT')
    _leader(page, x0 + 192, cy + 46, tx, y0 + 72, "AIR GAP FUNNEL, 2X RELIEF DISCHARGE")
    _leader(page, x0 + 190, fl - 3, tx, y0 + 86, "FLOOR DRAIN FD-1")
    _leader(page, x0 + 330, y0 + 30, tx, y0 + 100, '2-1/2" CW TO BUILDING')
    _leader(page, x0 + 10, cy + 40, tx, y0 + 114, '2-1/2" CW SERVICE FROM BELOW SLAB')
    _view_title(page, x0, y0 + 200, "4", "RPZ BACKFLOW PREVENTER", "NTS", 420)


def _detail_cleanout(page, x0: float, y0: float) -> None:
    top, bot = y0 + 40, y0 + 70
    _line(page, (x0, top), (x0 + 90, top), 1.0)
    _line(page, (x0 + 130, top), (x0 + 220, top), 1.0)
    _line(page, (x0, bot), (x0 + 220, bot), 0.6)
    _hatch(page, x0, top, x0 + 90, bot, 9)
    _hatch(page, x0 + 130, top, x0 + 220, bot, 9)
    page.draw_rect(pymupdf.Rect(x0 + 92, top - 3, x0 + 128, top + 4), width=1.0)
    _line(page, (x0 + 100, top + 4), (x0 + 100, y0 + 120), 1.2)
    _line(page, (x0 + 120, top + 4), (x0 + 120, y0 + 108), 1.2)
    _line(page, (x0 + 100, y0 + 120), (x0 + 40, y0 + 150), 1.2)
    _line(page, (x0 + 120, y0 + 108), (x0 + 160, y0 + 128), 1.2)
    _line(page, (x0 + 10, y0 + 130), (x0 + 220, y0 + 130), 1.2)
    _line(page, (x0 + 10, y0 + 150), (x0 + 220, y0 + 150), 1.2)
    tx = x0 + 240
    _leader(page, x0 + 110, top - 3, tx, y0 + 16, "NICKEL BRONZE ADJUSTABLE TOP, SCORIATED COVER")
    _leader(page, x0 + 200, top, tx, y0 + 30, "FINISHED FLOOR - SET COVER FLUSH")
    _leader(page, x0 + 180, bot - 8, tx, y0 + 44, "CONCRETE SLAB, SEE STRUCTURAL")
    _leader(page, x0 + 120, y0 + 90, tx, y0 + 58, "CLEANOUT RISER, FULL SIZE OF LINE TO 4\"")
    _leader(page, x0 + 140, y0 + 118, tx, y0 + 72, "WYE AND 1/8 BEND")
    _leader(page, x0 + 200, y0 + 140, tx, y0 + 86, "SANITARY PIPE, SEE RISER 1/P-601")
    _view_title(page, x0, y0 + 200, "5", "FLOOR CLEANOUT (FCO)", "NTS", 400)


def _detail_wha(page, x0: float, y0: float) -> None:
    for x in (x0 + 20, x0 + 24, x0 + 200, x0 + 204):
        _line(page, (x, y0 + 5), (x, y0 + 160), 0.5, color=GREY)
    _line(page, (x0 + 24, y0 + 120), (x0 + 200, y0 + 120), 1.2)
    for x in (x0 + 70, x0 + 150):
        _line(page, (x, y0 + 120), (x, y0 + 70), 1.0)
        _valve(page, x, y0 + 95, vertical=True)
        page.draw_rect(pymupdf.Rect(x - 7, y0 + 50, x + 7, y0 + 70), width=0.8)
    _line(page, (x0 + 190, y0 + 120), (x0 + 190, y0 + 80), 1.0)
    page.draw_rect(pymupdf.Rect(x0 + 184, y0 + 50, x0 + 196, y0 + 80), width=1.0, radius=0.3)
    page.draw_rect(pymupdf.Rect(x0 + 160, y0 + 38, x0 + 212, y0 + 100), width=0.5, dashes="[4 2] 0")
    tx = x0 + 230
    _leader(page, x0 + 70, y0 + 52, tx, y0 + 16, "FLUSH VALVE, SEE FIXTURE SCHEDULE")
    _leader(page, x0 + 150, y0 + 95, tx, y0 + 30, "BALL VALVE AT EACH FLUSH VALVE")
    _leader(page, x0 + 196, y0 + 60, tx, y0 + 44, "WATER HAMMER ARRESTOR, PDI SIZE \"B\"")
    _leader(page, x0 + 212, y0 + 90, tx, y0 + 58, "12\"x12\" ACCESS PANEL WHERE CONCEALED")
    _leader(page, x0 + 110, y0 + 120, tx, y0 + 72, "CW BRANCH, SEE RISER 2/P-601")
    _view_title(page, x0, y0 + 200, "6", "WATER HAMMER ARRESTOR AT FLUSH VALVES", "NTS", 470)


def _controls_and_tables(page, x0: float, y0: float) -> None:
    _t(page, x0, y0, "RCP-1 SEQUENCE OF OPERATION", 9, "hebo")
    for i, line in enumerate(SEQUENCE):
        _t(page, x0, y0 + 16 + 10.5 * i, line, 6.5)
    _ruled(page, x0, y0 + 80, "CIRCUIT SETTER SCHEDULE", CIRCUIT_SETTERS, [40, 40, 60, 110, 150])
    _ruled(page, x0, y0 + 170, "PIPE HANGER SPACING (IPC TABLE 308.5)", HANGERS, [170, 130, 60])


def _ruled(page, x0: float, y0: float, title: str, rows: list[tuple], widths: list[float], rh: float = 12) -> None:
    """A small ruled table under its title, the first row its head."""
    _t(page, x0, y0, title, 9, "hebo")
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y0 + 6
    bottom = top + rh * len(rows)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=1.0)
    for x in xs[1:-1]:
        _line(page, (x, top), (x, bottom), 0.4)
    for r, row in enumerate(rows):
        if r:
            _line(page, (xs[0], top + rh * r), (xs[-1], top + rh * r), 0.8 if r == 1 else 0.3)
        for c, cell in enumerate(row):
            _t(page, xs[c] + 4, top + rh * (r + 1) - 3.5, cell, 6, "hebo" if r == 0 else "helv")


# ---------------------------------------------------------------- riser diagrams

def _sanitary_riser(page) -> None:
    x0, x1 = 70, 800
    _level(page, x0, x1, Y_ROOF, "ROOF", "T.O. DECK EL. 128'-0\"")
    _level(page, x0, x1, Y_L2, "SECOND FLOOR", "EL. 114'-0\"")
    _level(page, x0, x1, Y_L1, "FIRST FLOOR", "EL. 100'-0\"")
    bd_y = Y_L1 + 82                                # building drain below slab
    s1, vs1, s2 = 360, 400, 700                     # stacks
    # building drain: from S-2 west past S-1 and out through the west wall
    _line(page, (s2, bd_y), (x0 + 20, bd_y), 1.9)
    _line(page, (x0 + 20, bd_y), (x0 + 20, bd_y + 40), 1.9)
    _hlabel(page, s1, s2, bd_y, '4" SAN')
    _hlabel(page, x0 + 20, s1 - 60, bd_y, '6" SAN')
    _t(page, x0 + 26, bd_y + 30, "6\" SAN TO SITE SEWER", 6.5)
    _hex(page, x0 + 130, bd_y + 27, "7")
    _cleanout(page, s2 + 14, bd_y, "4\" FCO", 6)
    _line(page, (s2, bd_y), (s2 + 14, bd_y), 1.9)
    _hex(page, s2 + 60, bd_y - 3, "1")
    _t(page, x0 + 20, bd_y + 52, "EXTERIOR WALL", 5.5, color=GREY)
    _line(page, (x0 + 14, bd_y - 50), (x0 + 14, bd_y + 46), 0.5, "[3 3] 0", GREY)
    # S-1 waste stack, stack vent above the top branch, vent stack VS-1 beside it
    _line(page, (s1, bd_y), (s1, Y_L2 + 28), 1.9)
    _vlabel(page, s1, Y_L2 + 40, Y_L1 - 10, '4" SAN')
    _t(page, s1 + 4, Y_L1 + 40, "S-1", 7, "hebo")
    _line(page, (s1, Y_L2 + 28), (s1, Y_ROOF - 40), 0.9, "[6 3] 0")
    _vlabel(page, s1, Y_ROOF + 20, Y_L2 - 20, '4" V')
    _t(page, s1 - 10, Y_ROOF - 46, "VTR", 7, "hebo")
    _hex(page, s1 + 26, Y_ROOF - 50, "2")
    _line(page, (s1, bd_y - 24), (vs1, bd_y - 44), 0.9, "[6 3] 0")
    _line(page, (vs1, bd_y - 44), (vs1, Y_L2 - 70), 0.9, "[6 3] 0")
    _line(page, (vs1, Y_L2 - 70), (s1, Y_L2 - 100), 0.9, "[6 3] 0")
    _vlabel(page, vs1 + 12, Y_L2 + 60, Y_L1 - 40, '3" V')
    _t(page, vs1 + 4, Y_L1 - 16, "VS-1", 6.5, "hebo")
    _cleanout(page, s1 - 12, Y_L1 + 22, "WCO", -22)
    _line(page, (s1 - 12, Y_L1 + 22), (s1, Y_L1 + 22), 0.6)
    # fixture branches west of S-1 on each floor
    for yf, br, tags in ((Y_L1, Y_L1 + 38, [("WC-2", 135), ("WC-1", 170), ("WC-1", 205), ("LAV-1", 245), ("LAV-1", 275), ("FD-1", 312)]),
                         (Y_L2, Y_L2 + 28, [("WC-2", 135), ("WC-1", 170), ("LAV-1", 215), ("LAV-2", 255), ("SH-1", 300)])):
        _line(page, (tags[0][1], br), (s1, br), 1.5)
        _hlabel(page, tags[0][1], tags[2][1], br, '3" W', above=False)
        _hlabel(page, tags[3][1], s1, br, '4" W', above=False)
        vent_y = yf - 62
        for tag, x in tags:
            top = yf - 14
            _line(page, (x, br), (x, top), 0.9)
            page.draw_rect(pymupdf.Rect(x - 6, top - 10, x + 6, top), width=0.6)
            _t(page, x - _len(tag, 5.8) / 2, top - 13, tag, 5.8)
            _line(page, (x + 6, top - 5), (x + 12, top - 5), 0.5, "[3 2] 0")
            _line(page, (x + 12, top - 5), (x + 12, vent_y), 0.5, "[3 2] 0")
        _line(page, (tags[0][1] + 12, vent_y), (vs1, vent_y), 0.7, "[6 3] 0")
        _hlabel(page, tags[1][1], tags[3][1], vent_y, '2" V')
        _cleanout(page, tags[0][1] - 14, br, "CO", -20)
        _line(page, (tags[0][1] - 14, br), (tags[0][1], br), 1.5)
    # S-2: the soiled utility / break room stack east of S-1
    _line(page, (s2, bd_y), (s2, Y_L2 + 28), 1.6)
    _vlabel(page, s2, Y_L2 + 60, Y_L1 - 20, '3" SAN')
    _t(page, s2 + 5, Y_L1 + 40, "S-2", 7, "hebo")
    _line(page, (s2, Y_L2 + 28), (s2, Y_ROOF - 40), 0.9, "[6 3] 0")
    _vlabel(page, s2, Y_ROOF + 30, Y_L2 - 10, '3" V')
    _t(page, s2 - 10, Y_ROOF - 46, "VTR", 7, "hebo")
    _hex(page, s2 + 26, Y_ROOF - 50, "2")
    for yf, br, tags in ((Y_L1, Y_L1 + 38, [("MS-1", 470, '3" W'), ("SK-1", 530, '2" W'), ("EWC-1", 585, '2" W'), ("EW-1", 640, '2" W')]),
                         (Y_L2, Y_L2 + 28, [("SK-2", 480, '2" W'), ("LAV-2", 545, '2" W'), ("FD-1", 610, '3" W')])):
        _line(page, (tags[0][1], br), (s2, br), 1.3)
        for tag, x, size in tags:
            top = yf - 14
            _line(page, (x, br), (x, top), 0.9)
            page.draw_rect(pymupdf.Rect(x - 6, top - 10, x + 6, top), width=0.6)
            _t(page, x - _len(tag, 5.8) / 2, top - 13, tag, 5.8)
            _t(page, x + 4, br - 4, size, 5.8)
            _line(page, (x - 6, top - 5), (x - 12, top - 5), 0.5, "[3 2] 0")
            _line(page, (x - 12, top - 5), (x - 12, yf - 58), 0.5, "[3 2] 0")
        _line(page, (tags[0][1] - 12, yf - 58), (s2, yf - 58), 0.7, "[6 3] 0")
        _hlabel(page, tags[0][1], s2, yf - 58, '2" V')
    _t(page, x0, Y_L1 + 210, "NOTE: ALL UNDERGROUND SANITARY PIPING 4\" AND LARGER SLOPED AT 1/8\" PER FOOT; SMALLER AT 1/4\" PER FOOT.", 6.5)
    _t(page, x0, Y_L1 + 221, "VENT STACKS SHALL TERMINATE NOT LESS THAN 12\" ABOVE ROOF; SEE ROOF PLAN A-121 FOR PENETRATION LOCATIONS.", 6.5)
    _view_title(page, x0, Y_L1 + 270, "1", "SANITARY WASTE AND VENT RISER DIAGRAM", "NTS", 620)


def _water_riser(page) -> None:
    x0, x1 = 860, 1600
    _level(page, x0, x1, Y_ROOF, "ROOF", "")
    _level(page, x0, x1, Y_L2, "SECOND FLOOR", "EL. 114'-0\"")
    _level(page, x0, x1, Y_L1, "FIRST FLOOR", "EL. 100'-0\"")
    cw = 1.0
    s = Y_L1 - 1180                                 # drawn against a first floor at 1180; shifted with the levels
    main, hw, hwr = 1000 + s, 1040 + s, 1080 + s
    # service from the site: meter, into the building below slab, up at BFP-1
    sy = 1300 + s
    page.draw_rect(pymupdf.Rect(x0 + 6, sy - 9, x0 + 28, sy + 9), width=0.7)
    _t(page, x0 + 13, sy + 2.5, "M", 7, "hebo")
    _hex(page, x0 + 17, sy + 24, "3")
    _line(page, (x0 + 28, sy), (960, sy), cw)
    _line(page, (930, sy - 60), (930, sy + 40), 0.5, "[3 3] 0", GREY)
    _t(page, 934, sy + 40, "EXTERIOR WALL", 5.5, color=GREY)
    _hlabel(page, x0 + 28, 930, sy, '2-1/2" CW')
    _t(page, x0 + 34, sy + 12, "FROM SITE SERVICE", 5.8)
    by = 1240 + s
    _line(page, (960, sy), (960, by), cw)
    _line(page, (960, by), (1006, by), cw)
    _line(page, (1076, by), (1140, by), cw)
    _valve(page, 985, by)
    page.draw_rect(pymupdf.Rect(1006, by - 8, 1076, by + 8), width=0.9)
    _t(page, 1041 - _len("RPZ BFP-1", 5.8, "hebo") / 2, by + 2.2, "RPZ BFP-1", 5.8, "hebo")
    _valve(page, 1098, by)
    _line(page, (1041, by + 8), (1041, by + 16), 0.5)
    _hex(page, 1041, by + 24, "4")
    _t(page, 1056, by + 27, "AIR GAP TO FD-1", 5.8)
    _line(page, (1140, by), (1140, main), cw)
    _vlabel(page, 1140, by - 90, by - 10, '2-1/2" CW')
    # cold water main along the first floor ceiling
    _line(page, (1140, main), (1580, main), cw)
    _hlabel(page, 1240, 1420, main, '2-1/2" CW')
    # WH-1 with ET-1 on its cold inlet, TMV-1 on its outlet, RCP-1 on the return
    _line(page, (1190, main), (1190, main + 60), cw)
    _t(page, 1195, main + 14, '1-1/2" CW', 5.8)
    _valve(page, 1190, main + 28, vertical=True)
    _line(page, (1190, main + 48), (1172, main + 48), 0.7)
    page.draw_circle((1164, main + 48), 8, width=0.7)
    _t(page, 1152, main + 67, "ET-1", 6, "hebo")
    page.draw_rect(pymupdf.Rect(1180, main + 60, 1240, main + 170), width=1.2, radius=0.15)
    _t(page, 1195, main + 118, "WH-1", 8, "hebo")
    _t(page, 1192, main + 130, "100 GAL", 5.8)
    _line(page, (1230, main + 60), (1230, hw), cw, "[14 3 3 3] 0")
    _line(page, (1230, hw), (1262, hw), cw, "[14 3 3 3] 0")
    page.draw_rect(pymupdf.Rect(1262, hw - 10, 1292, hw + 10), width=0.8)
    _t(page, 1265, hw + 3, "TMV-1", 5.5, "hebo")
    _line(page, (1292, hw), (1520, hw), cw, "[14 3 3 3] 0")
    _hlabel(page, 1300, 1420, hw, '1-1/2" HW', above=False)
    _t(page, 1264, hw + 22, "SET 120°F", 5.8)
    # HWR back to WH-1 through RCP-1 and CS-1
    _line(page, (1550, 760 + s), (1550, hwr), 0.8, "[14 3 3 3 3 3] 0")
    _vlabel(page, 1563, 900 + s, 1070 + s, '3/4" HWR')
    _line(page, (1550, hwr), (1240, hwr), 0.8, "[14 3 3 3 3 3] 0")
    page.draw_circle((1300, hwr), 6, width=0.7)
    _t(page, 1288, hwr + 16, "RCP-1", 6, "hebo")
    _check(page, 1330, hwr)
    page.draw_circle((1470, hwr), 4, width=0.6)
    _t(page, 1467.5, hwr + 2, "B", 5)
    _hex(page, 1470, hwr + 20, "5")
    _t(page, 1480, hwr + 18, "CS-1", 5.8)
    # first floor branches off the main
    for x, tag in ((1440, "WC-1"), (1480, "LAV-1"), (1520, "EWC-1"), (1580, "MS-1")):
        _line(page, (x, main), (x, Y_L1 - 30), 0.8)
        page.draw_rect(pymupdf.Rect(x - 6, Y_L1 - 30, x + 6, Y_L1 - 20), width=0.6)
        _t(page, x - _len(tag, 5.8) / 2, Y_L1 - 8, tag, 5.8)
    _wha(page, 1440, main)
    _hex(page, 1420, main - 25, "6")
    # CW and HW risers to the second floor
    l2 = 720 + s
    _line(page, (1380, main), (1380, l2), cw)
    _vlabel(page, 1380, l2 + 40, main - 20, '2" CW')
    _line(page, (1520, hw), (1520, l2 + 25), cw, "[14 3 3 3] 0")
    _vlabel(page, 1520, l2 + 60, hw - 80, '1-1/4" HW')
    _valve(page, 1380, main - 10, vertical=True)
    _valve(page, 1520, hw - 10, vertical=True)
    # second floor branches
    _line(page, (1380, l2), (1590, l2), cw)
    _hlabel(page, 1400, 1470, l2, '1-1/4" CW')
    _line(page, (1520, l2 + 25), (1590, l2 + 25), cw, "[14 3 3 3] 0")
    _hlabel(page, 1525, 1590, l2 + 25, '1" HW', above=False)
    _line(page, (1550, l2 + 40), (1590, l2 + 40), 0.8, "[14 3 3 3 3 3] 0")
    page.draw_circle((1575, l2 + 40), 4, width=0.6)
    _t(page, 1572.5, l2 + 42, "B", 5)
    _t(page, 1560, l2 + 56, "CS-2", 5.8)
    for x, tag in ((1410, "WC-2"), (1450, "SK-2"), (1495, "LAV-2")):
        _line(page, (x, l2), (x, Y_L2 - 30), 0.8)
        page.draw_rect(pymupdf.Rect(x - 6, Y_L2 - 30, x + 6, Y_L2 - 20), width=0.6)
        _t(page, x - _len(tag, 5.8) / 2, Y_L2 - 8, tag, 5.8)
    _wha(page, 1410, l2)
    # WH-2 on the second floor, fed from the 2" riser
    wy = 800 + s
    _line(page, (1380, wy), (1300, wy), cw)
    _hlabel(page, 1300, 1380, wy, '3/4" CW')
    _line(page, (1300, wy), (1300, wy + 15), cw)
    page.draw_rect(pymupdf.Rect(1280, wy + 15, 1320, wy + 70), width=1.0, radius=0.15)
    _t(page, 1285, wy + 45, "WH-2", 7, "hebo")
    _t(page, 1287, wy + 56, "40 GAL", 5.5)
    _line(page, (1310, wy + 15), (1310, wy - 20), cw, "[14 3 3 3] 0")
    _line(page, (1310, wy - 20), (1220, wy - 20), cw, "[14 3 3 3] 0")
    _hlabel(page, 1220, 1310, wy - 20, '3/4" HW')
    _line(page, (1220, wy - 20), (1220, Y_L2 - 30), 0.8, "[14 3 3 3] 0")
    page.draw_rect(pymupdf.Rect(1214, Y_L2 - 30, 1226, Y_L2 - 20), width=0.6)
    _t(page, 1220 - _len("SH-1", 5.8) / 2, Y_L2 - 8, "SH-1", 5.8)
    # hose bibb off the service riser, first floor
    _line(page, (1140, main + 80), (1100, main + 80), 0.8)
    _valve(page, 1118, main + 80)
    _t(page, 1072, main + 83, "HB-1", 6, "hebo")
    _t(page, 1072, main + 93, '3/4" CW', 5.8)
    _t(page, x0, Y_L1 + 210, "NOTE: PROVIDE BALL VALVE ISOLATION ON EACH BRANCH SERVING 2 OR MORE FIXTURES, WITHIN 12\" OF MAIN.", 6.5)
    _t(page, x0, Y_L1 + 221, "SIZE BRANCHES PER IPC APPENDIX E; MAXIMUM VELOCITY 5 FPS COLD, 4 FPS HOT.", 6.5)
    _view_title(page, x0, Y_L1 + 270, "2", "DOMESTIC WATER RISER DIAGRAM", "NTS", 560)


def _gas_riser(page, x0: float, y0: float) -> None:
    _line(page, (x0, y0 + 160), (x0 + 320, y0 + 160), 0.5, "[18 4 3 4] 0", GREY)
    _t(page, x0, y0 + 156, "ROOF", 6.5, "hebo")
    page.draw_rect(pymupdf.Rect(x0 + 10, y0 + 300, x0 + 40, y0 + 322), width=0.8)
    _t(page, x0 + 14, y0 + 314, "GAS M", 5.5, "hebo")
    _t(page, x0 + 4, y0 + 336, "METER BY UTILITY", 5.8)
    _t(page, x0 + 4, y0 + 346, "7\" W.C. DELIVERY", 5.8)
    _line(page, (x0 + 40, y0 + 311), (x0 + 80, y0 + 311), 0.9, "[10 3] 0")
    _line(page, (x0 + 80, y0 + 311), (x0 + 80, y0 + 120), 0.9, "[10 3] 0")
    _vlabel(page, x0 + 80, y0 + 180, y0 + 300, '2" G')
    _valve(page, x0 + 80, y0 + 290, vertical=True)
    _line(page, (x0 + 80, y0 + 260), (x0 + 160, y0 + 260), 0.8, "[10 3] 0")
    _hlabel(page, x0 + 80, x0 + 160, y0 + 260, '1" G')
    page.draw_rect(pymupdf.Rect(x0 + 160, y0 + 248, x0 + 190, y0 + 272), width=0.8)
    _t(page, x0 + 162, y0 + 263, "WH-1", 6, "hebo")
    _line(page, (x0 + 80, y0 + 120), (x0 + 300, y0 + 120), 0.9, "[10 3] 0")
    for i, (tag, size) in enumerate((("RTU-1", '1-1/4" G'), ("RTU-2", '1-1/4" G'), ("RTU-3", '1" G'))):
        x = x0 + 140 + 70 * i
        _line(page, (x, y0 + 120), (x, y0 + 140), 0.8, "[10 3] 0")
        page.draw_rect(pymupdf.Rect(x - 16, y0 + 140, x + 16, y0 + 156), width=0.7)
        _t(page, x - _len(tag, 6) / 2, y0 + 151, tag, 6)
        _t(page, x + 3, y0 + 114, size, 5.8)
    _view_title(page, x0, y0 + 395, "3", "NATURAL GAS RISER DIAGRAM", "NTS", 330)
    # load summary
    tx = x0 + 360
    _t(page, tx, y0 + 170, "NATURAL GAS LOAD SUMMARY", 9, "hebo")
    widths = [120, 64, 60]
    xs = [tx, tx + widths[0], tx + widths[0] + widths[1], tx + sum(widths)]
    rh = 14
    top = y0 + 178
    bottom = top + rh * len(GAS_ROWS)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], bottom), width=1.0)
    for x in xs[1:-1]:
        _line(page, (x, top), (x, bottom), 0.4)
    for r, row in enumerate(GAS_ROWS):
        if r:
            _line(page, (xs[0], top + rh * r), (xs[-1], top + rh * r), 0.8 if r in (1, len(GAS_ROWS) - 1) else 0.3)
        for c, cell in enumerate(row):
            _t(page, xs[c] + 4, top + rh * (r + 1) - 4, cell, 6, "hebo" if r in (0, len(GAS_ROWS) - 1) else "helv")
    _t(page, tx, bottom + 12, "GAS PIPING SIZED PER IFGC TABLE 402.4(2):", 6)
    _t(page, tx, bottom + 21, "SCH. 40 METALLIC, 7\" W.C. INLET, 0.5\" W.C. DROP.", 6)


# ---------------------------------------------------------------- title block (rotated text)

def _r(page, x: float, y: float, s: str, size: float, font: str = "helv") -> None:
    """Title block text as the office sets it: rotated 90 degrees, reading bottom-to-top from (x, y)."""
    _t(page, x, y, s, size, font, rotate=90)


def _title_block(page) -> None:
    x0, x1 = TB_X, W - M
    _line(page, (x0, M), (x0, H - M), 1.6)
    cuts = [380, 640, 900, 1170, 1420, 1585]
    for y in cuts:
        _line(page, (x0, y), (x1, y), 1.0)
    # firm and architect (bottom of the panel is where its lines start)
    y = cuts[0] - 12
    _r(page, x0 + 26, y, "KESTREL ENGINEERING GROUP, INC.", 13, "tibo")
    _r(page, x0 + 40, y, "MECHANICAL  |  ELECTRICAL  |  PLUMBING", 7, "hebo")
    _r(page, x0 + 52, y, "1100 MAIN STREET, SUITE 1850", 6.5)
    _r(page, x0 + 62, y, "KANSAS CITY, MO 64105", 6.5)
    _r(page, x0 + 72, y, "(816) 555-0172    WWW.KESTRELEG.COM", 6.5)
    _line(page, (x0 + 82, M + 8), (x0 + 82, cuts[0] - 8), 0.4)
    _r(page, x0 + 96, y, "ARCHITECT", 5.5)
    _r(page, x0 + 108, y, "MARROW & KAPLAN ARCHITECTS", 8, "hebo")
    _r(page, x0 + 118, y, "4800 W. 119TH STREET, LEAWOOD, KS 66209", 6)
    _line(page, (x0 + 128, M + 8), (x0 + 128, cuts[0] - 8), 0.4)
    _r(page, x0 + 140, y, "KESTREL PROJECT TEAM:", 5.5)
    _r(page, x0 + 150, y, "PLUMBING: D. OKAFOR, P.E.   MECHANICAL: L. VANCE, P.E.", 5.5)
    _r(page, x0 + 168, y, "© 2025 KESTREL ENGINEERING GROUP, INC. THESE DRAWINGS ARE", 5)
    _r(page, x0 + 176, y, "INSTRUMENTS OF SERVICE AND SHALL NOT BE REPRODUCED.", 5)
    # seal
    cx, cy = x0 + 98, (cuts[0] + cuts[1]) / 2
    page.draw_circle((cx, cy), 78, width=1.0)
    page.draw_circle((cx, cy), 70, width=0.5)
    for dx, s, size, font in ((-44, "STATE OF KANSAS", 7, "tiro"), (-18, "DANIEL R. OKAFOR", 9.5, "tibo"),
                              (-4, "PROFESSIONAL ENGINEER", 6.5, "tiro"), (18, "No. 24718", 8, "tibo"),
                              (44, "LICENSED", 6.5, "tiro")):
        _r(page, cx + dx, cy + _len(s, size, font) / 2, s, size, font)
    _r(page, x0 + 188, cuts[1] - 14, "SIGNED 03/21/2025", 5.5)
    # project
    y = cuts[2] - 12
    _r(page, x0 + 16, y, "PROJECT", 5.5)
    _r(page, x0 + 32, y, "PRAIRIE CREEK", 11, "hebo")
    _r(page, x0 + 46, y, "MEDICAL OFFICE BUILDING", 11, "hebo")
    _r(page, x0 + 60, y, "13450 METCALF AVENUE", 7)
    _r(page, x0 + 70, y, "OVERLAND PARK, KS 66213", 7)
    _r(page, x0 + 92, y, "OWNER", 5.5)
    _r(page, x0 + 104, y, "BLUESTEM HEALTH PARTNERS, LLC", 7.5, "hebo")
    _r(page, x0 + 128, y, "TWO-STOREY MEDICAL OFFICE BUILDING, 38,600 SF", 5.5)
    _r(page, x0 + 138, y, "OCCUPANCY B, CONSTRUCTION TYPE II-B, SPRINKLERED", 5.5)
    # revisions: columns run along the strip, one row per x
    y = cuts[3] - 10
    _r(page, x0 + 16, y, "REVISIONS", 7, "hebo")
    _r(page, x0 + 30, y, "NO.", 5.5, "hebo")
    _r(page, x0 + 30, y - 26, "DESCRIPTION", 5.5, "hebo")
    _r(page, x0 + 30, y - 190, "DATE", 5.5, "hebo")
    _line(page, (x0 + 34, cuts[2] + 6), (x0 + 34, cuts[3] - 6), 0.6)
    for i, (no, desc, date) in enumerate(REVISIONS):
        rx = x0 + 48 + 16 * i
        page.draw_polyline([(rx - 3, y - 1), (rx - 3, y - 13), (rx - 13, y - 7), (rx - 3, y - 1)], width=0.5)
        _r(page, rx - 4.5, y - 4, no, 5.5, "cour")
        _r(page, rx, y - 26, desc, 6.5, "cour")
        _r(page, rx, y - 190, date, 6.5, "cour")
        _line(page, (rx + 4, cuts[2] + 6), (rx + 4, cuts[3] - 6), 0.3)
    for k in range(3, 7):
        rx = x0 + 48 + 16 * k
        _line(page, (rx + 4, cuts[2] + 6), (rx + 4, cuts[3] - 6), 0.3)
    # project data
    y = cuts[4] - 10
    for i, (cap, val, cap2, val2) in enumerate((("PROJECT NO.", "KEG-24118", "DATE", "03/21/2025"),
                                                ("DRAWN BY", "JMT", "CHECKED BY", "DRO"),
                                                ("SCALE", "AS NOTED", "PHASE", "CD"))):
        cx_ = x0 + 20 + 34 * i
        _r(page, cx_, y, cap, 5.5)
        _r(page, cx_ + 13, y, val, 8.5, "hebo")
        _r(page, cx_, y - 120, cap2, 5.5)
        _r(page, cx_ + 13, y - 120, val2, 8.5, "hebo")
        _line(page, (cx_ + 19, cuts[3] + 6), (cx_ + 19, cuts[4] - 6), 0.3)
    _r(page, x0 + 142, y, "ISSUED FOR CONSTRUCTION", 10, "hebo")
    _r(page, x0 + 160, y, "NOT VALID WITHOUT ENGINEER'S SEAL AND SIGNATURE", 5)
    # sheet title and number
    y = cuts[5] - 10
    _r(page, x0 + 18, y, "SHEET TITLE", 5.5)
    _r(page, x0 + 36, y, "PLUMBING SCHEDULES", 11, "hebo")
    _r(page, x0 + 52, y, "AND RISER DIAGRAMS", 11, "hebo")
    y = H - M - 10
    _r(page, x0 + 18, y, "SHEET NUMBER", 5.5)
    _r(page, x0 + 68, y, "P-601", 34, "hebo")
    _r(page, x0 + 96, y, "SHEET 14 OF 17", 6)


# ---------------------------------------------------------------- the sheet

def plumbing_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    page.draw_rect(pymupdf.Rect(M, M, W - M, H - M), width=2.2)
    page.draw_rect(pymupdf.Rect(M - 8, M - 8, W - M + 8, H - M + 8), width=0.4)
    _title_block(page)
    _fixture_schedule(page, 64, 92)
    _design_data(page, 380)
    _heater_schedule(page, 1090, 92)
    _general_notes(page, 1660, 84)
    _abbreviations(page, 1660, 528)
    _line(page, (M, 466), (1640, 466), 0.5, color=GREY)
    _line(page, (1640, M), (1640, H - M), 0.5, color=GREY)
    _legend(page, 1660, 650)
    _keyed_notes(page, 1660, 862)
    _sanitary_riser(page)
    _water_riser(page)
    _line(page, (830, 478), (830, Y_L1 + 290), 0.4, color=GREY)
    _gas_riser(page, 1660, 900)
    _line(page, (M, Y_L1 + 302), (1640, Y_L1 + 302), 0.5, color=GREY)
    dy = Y_L1 + 318
    _detail_bfp(page, 64, dy)
    _line(page, (640, Y_L1 + 302), (640, H - M), 0.4, color=GREY)
    _detail_cleanout(page, 660, dy)
    _line(page, (1120, Y_L1 + 302), (1120, H - M), 0.4, color=GREY)
    _detail_wha(page, 1140, dy)
    _line(page, (1640, 1340), (TB_X, 1340), 0.5, color=GREY)
    _controls_and_tables(page, 1660, 1366)
    doc.save(str(path))
    doc.close()
    return path
