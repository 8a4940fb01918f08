"""A US energy code compliance sheet (G-003, 36x24 in, landscape) for a two-storey medical office
building in climate zone 5B, drawn the way an architect's office exports a COMcheck-style summary
sheet from CAD: the title block as a boxed strip down the right edge (firm, MEP consultant, seal,
project and owner, issue and revision table, project number, date, drawn/checked, scale, sheet
title and a large sheet number); down the left two thirds an ENVELOPE COMPLIANCE table (roof with
insulation entirely above deck, metal-framed and mass walls, below-grade wall, unheated slab,
swinging and non-swinging opaque doors, fixed and operable vertical fenestration, glazed entrance
doors: proposed vs. required R-value, U/C/F-factor and SHGC), an HVAC EQUIPMENT EFFICIENCY table
(RTU-1..RTU-3, HP-1, UH-1 with EER/IEER/SEER2/EER2/HSPF2/AFUE/Et and economizer), a SERVICE WATER
HEATING table (WH-1, EWH-1, EWH-2 with storage gallons, input and UEF), an INTERIOR LIGHTING POWER
table (building area method, allowed vs. proposed watts and W/SF), and numbered MANDATORY
REQUIREMENTS notes in two columns with hanging indents; in the right column the PROJECT
INFORMATION block (energy code edition, compliance path, climate zone, areas, design temps), a
window-to-wall ratio table by orientation, an abbreviations legend, the COMcheck results summary
and the statements of compliance with signature lines for the architect and the MEP engineer.

CAD quirks drawn on purpose: tables ruled with horizontal lines only (no vertical lines), header
captions on two lines, tiny 5-6 pt text, and many values set with their unit prefix in a separate
span (`R-` then `35ci`, `U-` then `0.028`, `120` then `MBH`).

The questions (`tests/blind_questions/drawn/round50-drawn.jsonl`) were written blind, before
drawqa answered any of them.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

W, H = 2592, 1728                      # 36 x 24 in, landscape
TB_X = 2262                            # title block strip's left edge
SMALL = 5.5                            # table text
NOTE = 6.0                             # note text


# ----------------------------------------------------------------------------------------------
# content

ENVELOPE_HEAD = ["COMPONENT", "ASSEMBLY DESCRIPTION", "REF.", "PROPOSED|R-VALUE", "REQUIRED|R-VALUE",
                 "PROPOSED|U/C/F-FACTOR", "REQUIRED|U/C/F-FACTOR", "PROPOSED|SHGC", "REQUIRED|SHGC", "RESULT"]
ENVELOPE_COLS = [0, 170, 560, 625, 760, 885, 995, 1105, 1180, 1255]
ENVELOPE_END = 1420
# value cells: a str, or a tuple (prefix, rest) set as two spans the way the CAD export split them
ENVELOPE_ROWS = [
    (["ROOF - INSULATION", "ENTIRELY ABOVE DECK"],
     ["TPO MEMBRANE, 1/2\" COVER BD., (2) LAYERS 3.1\" POLYISO + TAPERED,", "22 GA METAL DECK ON STEEL JOISTS (RA-1)"],
     "6/A-501", ("R-", "35ci"), ("R-", "30ci"), ("U-", "0.028"), ("U-", "0.032"), "--", "--", "PASS"),
    (["WALL, ABOVE GRADE -", "METAL FRAMED"],
     ["6\" 18 GA STUDS @ 16\" O.C., R-13 BATT, 3\" MINERAL WOOL CI,", "ALUM. COMPOSITE METAL PANEL RAINSCREEN (WT-1)"],
     "1/A-502", ("R-13 + R-", "12.6ci"), ("R-13 + R-", "10ci"), ("U-", "0.050"), ("U-", "0.055"), "--", "--", "PASS"),
    (["WALL, ABOVE GRADE -", "MASS"],
     ["8\" CMU, GROUTED @ 32\" O.C., 3\" POLYISO CI, AIR/WATER BARRIER,", "MODULAR BRICK VENEER (WT-2)"],
     "2/A-502", ("R-", "17ci"), ("R-", "11.4ci"), ("U-", "0.052"), ("U-", "0.078"), "--", "--", "PASS"),
    (["WALL, BELOW GRADE"],
     ["8\" CONC. FOUNDATION WALL AT ELEVATOR PIT & STAIR 1,", "2\" XPS ON EXTERIOR FACE (WT-5)"],
     "4/A-502", ("R-", "10ci"), ("R-", "7.5ci"), ("C-", "0.092"), ("C-", "0.119"), "--", "--", "PASS"),
    (["SLAB-ON-GRADE,", "UNHEATED"],
     ["5\" CONC. SLAB ON VAPOR RETARDER; 2\" XPS VERTICAL AT PERIMETER", "FOUNDATION, TURNED DOWN TO FOOTING"],
     "9/A-501", ["R-10, 36\" BELOW"], ["R-10, 24\" BELOW"], ("F-", "0.510"), ("F-", "0.520"), "--", "--", "PASS"),
    (["OPAQUE DOOR,", "SWINGING"],
     ["INSULATED 16 GA HOLLOW METAL DOOR, POLYSTYRENE CORE,", "THERMALLY BROKEN FRAME (DOOR TYPE F)"],
     "A-601", "--", "--", ("U-", "0.35"), ("U-", "0.37"), "--", "--", "PASS"),
    (["OPAQUE DOOR,", "NON-SWINGING"],
     ["INSULATED SECTIONAL OVERHEAD DOOR AT LOADING 124,", "2\" POLYURETHANE CORE, PERIMETER SEALS"],
     "A-601", ("R-", "12.9"), ("R-", "4.75"), ("U-", "0.28"), ("U-", "0.31"), "--", "--", "PASS"),
    (["VERTICAL FENESTRATION", "- FIXED"],
     ["THERMALLY BROKEN ALUM. STOREFRONT / CURTAIN WALL, 1\" LOW-E", "INSULATED GLASS UNIT, ARGON FILL (SF-1, CW-1)"],
     "A-611", "--", "--", ("U-", "0.34"), ("U-", "0.36"), "0.28", "0.38", "PASS"),
    (["VERTICAL FENESTRATION", "- OPERABLE"],
     ["ALUM. PROJECT-OUT VENT IN STOREFRONT, 1\" LOW-E IGU (W-2),", "NFRC CERTIFIED WHOLE-UNIT VALUES"],
     "A-611", "--", "--", ("U-", "0.41"), ("U-", "0.45"), "0.27", "0.33", "PASS"),
    (["ENTRANCE DOOR,", "GLAZED"],
     ["ALUM. STOREFRONT ENTRANCES & AUTOMATIC SLIDER AT VESTIBULE 101,", "1\" LOW-E IGU, FULL PERIMETER WEATHERSTRIPPING"],
     "A-611", "--", "--", ("U-", "0.57"), ("U-", "0.63"), "0.28", "0.38", "PASS"),
]
ENVELOPE_NOTES = [
    "A.  REQUIRED VALUES PER 2021 IECC TABLE C402.1.3 (R-VALUE METHOD) AND TABLE C402.1.4 (ASSEMBLY U-, C- AND F-FACTOR METHOD), "
    "CLIMATE ZONE 5B, ALL OCCUPANCIES OTHER THAN GROUP R.",
    "B.  FENESTRATION SHGC VALUES ARE FOR PROJECTION FACTOR < 0.2. NO CREDIT TAKEN FOR OVERHANGS.",
    "C.  SEE A-501 AND A-502 FOR ROOF ASSEMBLIES AND WALL TYPES; SEE A-611 FOR STOREFRONT AND WINDOW ELEVATIONS.",
]

HVAC_HEAD = ["MARK", "EQUIPMENT TYPE", "SERVES", "COOLING|CAPACITY", "HEATING|CAPACITY", "COOLING EFF.|PROPOSED",
             "COOLING EFF.|REQUIRED", "HEATING EFF.|PROPOSED", "HEATING EFF.|REQUIRED", "ECONOMIZER", "RESULT"]
HVAC_COLS = [0, 60, 250, 430, 540, 620, 760, 900, 990, 1080, 1255]
HVAC_ROWS = [
    ("RTU-1", ["PACKAGED ROOFTOP UNIT,", "DX COOLING / GAS HEAT"], ["LEVEL 1 - CLINIC SUITES", "101-120"],
     [("120", "MBH"), "(10 TON)"], [("180", "MBH")], "11.3 EER / 14.2 IEER", "11.0 EER / 12.7 IEER", "81% Et", "80% Et",
     ["YES - FIXED", "DRY-BULB"], "PASS"),
    ("RTU-2", ["PACKAGED ROOFTOP UNIT,", "DX COOLING / GAS HEAT"], ["LEVEL 2 - OFFICES", "201-230"],
     [("180", "MBH"), "(15 TON)"], [("250", "MBH")], "11.0 EER / 13.6 IEER", "10.8 EER / 12.2 IEER", "81% Et", "80% Et",
     ["YES - FIXED", "DRY-BULB"], "PASS"),
    ("RTU-3", ["PACKAGED ROOFTOP UNIT,", "DX COOLING / GAS HEAT"], ["RETAIL PHARMACY 130"],
     [("60", "MBH"), "(5 TON)"], [("80", "MBH")], "14.3 SEER2 / 11.7 EER2", "13.4 SEER2 / 10.6 EER2", "81% AFUE", "81% AFUE",
     ["YES - FIXED", "DRY-BULB"], "PASS"),
    ("HP-1", ["SPLIT-SYSTEM HEAT PUMP,", "DUCTLESS WALL MOUNTED"], ["ELEVATOR MACHINE", "ROOM 121"],
     [("36", "MBH"), "(3 TON)"], [("34", "MBH")], "16.0 SEER2", "14.3 SEER2", "8.1 HSPF2", "7.5 HSPF2",
     ["NOT REQ'D", "(< 54 MBH)"], "PASS"),
    ("UH-1", ["GAS-FIRED UNIT HEATER,", "SEPARATED COMBUSTION"], ["LOADING / RECEIVING", "124"],
     ["--"], [("60", "MBH")], "--", "--", "82% Et", "80% Et", ["N/A"], "PASS"),
]
HVAC_NOTES = [
    "1.  REQUIRED EFFICIENCIES PER 2021 IECC TABLES C403.3.2(1) AND C403.3.2(2) OR 10 CFR 430/431 (2023), WHICHEVER IS MORE STRINGENT.",
    "2.  ECONOMIZER HIGH-LIMIT SHUTOFF: FIXED DRY-BULB AT 75 DEG F (CLIMATE ZONE 5B). FAULT DETECTION & DIAGNOSTICS PER C403.5.5.",
    "3.  SEE M-601 FOR COMPLETE MECHANICAL EQUIPMENT SCHEDULES, FAN DATA AND ELECTRICAL CHARACTERISTICS.",
]

SWH_HEAD = ["MARK", "TYPE", "FUEL", "STORAGE|(GAL)", "INPUT", "UEF|PROPOSED", "UEF|REQUIRED", "LOCATION", "RESULT"]
SWH_COLS = [0, 44, 170, 228, 272, 320, 370, 420, 505]
SWH_END = 560
SWH_ROWS = [
    ("WH-1", ["CONDENSING STORAGE,", "RESIDENTIAL-DUTY"], "NAT. GAS", "50", [("75", "MBH")], "0.90", "0.56", ["MECH. 122"], "PASS"),
    ("EWH-1", ["ELECTRIC TANK TYPE"], "ELECTRIC", "20", [("4.5", "KW")], "0.93", "0.92", ["JAN. 214"], "PASS"),
    ("EWH-2", ["ELECTRIC POINT-OF-USE,", "UNDER LAV"], "ELECTRIC", "6", [("2.0", "KW")], "--", "N/R", ["EXAM 108"], "PASS"),
]
SWH_NOTES = [
    "1.  WH-1 SERVES LEVEL 1 & 2 TOILET ROOMS AND EXAM ROOMS; RECIRCULATION PUMP WITH TIMER AND AQUASTAT (C404.6).",
    "2.  EWH-1 SERVES BREAK ROOM 215. EWH-2 < 20 GAL: NO FEDERAL UEF REQUIREMENT (N/R).",
    "3.  HEAT TRAPS AT INLET AND OUTLET OF ALL STORAGE WATER HEATERS.",
]

LPD_HEAD = ["BUILDING AREA TYPE", "FLOOR AREA|(SF)", "ALLOWED LPD|(W/SF)", "ALLOWED|WATTS", "PROPOSED|WATTS", "PROPOSED LPD|(W/SF)"]
LPD_COLS = [0, 140, 210, 285, 350, 420]
LPD_END = 500
LPD_ROWS = [
    ("OFFICE", "14,200", "0.64", "9,088", "7,310", "0.51"),
    ("HEALTH CARE CLINIC", "9,800", "0.82", "8,036", "6,615", "0.68"),
    ("RETAIL (PHARMACY)", "2,150", "0.84", "1,806", "1,540", "0.72"),
    ("TOTAL", "26,150", "--", "18,930", "15,465", "0.59"),
]
LPD_NOTES = [
    "1.  BUILDING AREA METHOD, 2021 IECC TABLE C405.3.2(1).",
    "2.  PROPOSED WATTS FROM LUMINAIRE SCHEDULE, SEE E-601.",
    "3.  EXTERIOR LIGHTING POWER: SEE E-002 (COMCHECK EXTERIOR REPORT).",
]

MANDATORY = [
    "AIR BARRIER: PROVIDE A CONTINUOUS AIR BARRIER THROUGHOUT THE BUILDING THERMAL ENVELOPE PER C402.5.1. WHOLE-BUILDING AIR "
    "LEAKAGE TEST REQUIRED; MAXIMUM 0.40 CFM/SF OF ENVELOPE AREA AT 75 PA (C402.5.1.2). SUBMIT TEST REPORT TO CODE OFFICIAL.",
    "VESTIBULES: ENCLOSED VESTIBULE REQUIRED AT MAIN ENTRANCE (VESTIBULE 101). INTERIOR AND EXTERIOR DOORS SHALL NOT BE OPEN "
    "AT THE SAME TIME; SELF-CLOSING DOORS (C402.5.7).",
    "FENESTRATION: U-FACTOR AND SHGC SHALL BE RATED PER NFRC 100 AND NFRC 200 AND LABELED; DEFAULT VALUES ARE NOT PERMITTED "
    "WITHOUT APPROVAL OF THE ARCHITECT.",
    "INSULATION: INSTALL PER MANUFACTURER'S INSTRUCTIONS WITH R-VALUE IDENTIFICATION MARK VISIBLE OR CERTIFICATE POSTED "
    "(C303.1). PROTECT EXPOSED FOUNDATION INSULATION WITH RIGID, OPAQUE WEATHER-RESISTANT COVERING.",
    "THERMOSTATS: 7-DAY PROGRAMMABLE CONTROLS WITH AUTOMATIC SETBACK TO 55 DEG F HEATING AND SETUP TO 85 DEG F COOLING; 5 DEG F "
    "DEADBAND MINIMUM; 10-HOUR BATTERY OR EQUIVALENT BACKUP OF PROGRAMMING (C403.4.2).",
    "ECONOMIZERS: AIR ECONOMIZERS REQUIRED ON COOLING SYSTEMS 54,000 BTU/H AND LARGER (C403.5). RTU-1, RTU-2 AND RTU-3 "
    "PROVIDED WITH FACTORY ECONOMIZERS AND RELIEF.",
    "OUTDOOR AIR DAMPERS: MOTORIZED, CLASS IA, MAXIMUM LEAKAGE 4 CFM/SF AT 1.0 IN. W.G.; CLOSE AUTOMATICALLY WHEN UNOCCUPIED "
    "(C403.7.7).",
    "DUCT INSULATION: SUPPLY AND RETURN DUCTS IN UNCONDITIONED SPACE R-6 MINIMUM; DUCTS OUTSIDE THE BUILDING R-12 MINIMUM. "
    "SEAL ALL DUCTS PER C403.12.2; PRESSURE TEST DUCTS DESIGNED > 3 IN. W.G.",
    "PIPING INSULATION: PER TABLE C403.12.3. SERVICE HOT WATER PIPING 1\" THICK MINIMUM, INCLUDING FIRST 8 FT FROM STORAGE "
    "WATER HEATERS. PUBLIC LAVATORY OUTLET TEMPERATURE LIMITED TO 110 DEG F (C404.8).",
    "INTERIOR LIGHTING CONTROLS: OCCUPANT SENSORS IN OFFICES, EXAM ROOMS, CONFERENCE, BREAK, STORAGE AND TOILET ROOMS; LIGHTS "
    "OFF WITHIN 20 MINUTES OF VACANCY (C405.2.1). TIME-SWITCH CONTROL IN ALL OTHER SPACES.",
    "DAYLIGHT-RESPONSIVE CONTROLS: PROVIDE IN ALL SIDELIT ZONES; CONTINUOUS DIMMING TO OFF (C405.2.4). SEE E-101 AND E-102.",
    "RECEPTACLE CONTROL: AT LEAST 50% OF 125V 15A AND 20A RECEPTACLES IN PRIVATE OFFICES, CONFERENCE, COPY AND BREAK ROOMS "
    "SHALL BE AUTOMATICALLY CONTROLLED; MARK CONTROLLED RECEPTACLES (C405.10).",
    "EXTERIOR LIGHTING CONTROLS: PHOTOCELL OFF DURING DAYLIGHT; REDUCE CONNECTED POWER BY 50% MINIMUM BETWEEN MIDNIGHT AND "
    "6 AM OR WITHIN 15 MINUTES OF NO ACTIVITY (C405.2.7).",
    "ENERGY MONITORING: BUILDING EXCEEDS 25,000 SF; MEASURE HVAC, INTERIOR LIGHTING, EXTERIOR LIGHTING AND PLUG LOADS "
    "SEPARATELY, RECORDED AT 15-MINUTE INTERVALS, DATA STORED 36 MONTHS (C405.12).",
    "COMMISSIONING: MECHANICAL SYSTEMS COMMISSIONING PER C408.2 AND FUNCTIONAL TESTING OF LIGHTING CONTROLS PER C408.3. "
    "PRELIMINARY COMMISSIONING REPORT TO OWNER PRIOR TO FINAL MECHANICAL INSPECTION.",
    "CLOSEOUT: PROVIDE RECORD DRAWINGS, O&M MANUALS AND SYSTEM BALANCING REPORT TO OWNER WITHIN 90 DAYS OF CERTIFICATE OF "
    "OCCUPANCY (C408.2.5).",
]

CONTRACTOR_NOTES = [
    "A.  SUBSTITUTIONS OF INSULATION, FENESTRATION, HVAC, WATER HEATING OR LIGHTING PRODUCTS SHALL MEET OR EXCEED THE VALUES "
    "SCHEDULED ON THIS SHEET. SUBMIT A REVISED COMCHECK REPORT FOR ANY SUBSTITUTION THAT LOWERS PERFORMANCE.",
    "B.  POST A PERMANENT THERMAL ENVELOPE CERTIFICATE LISTING INSULATION R-VALUES AND FENESTRATION U-FACTORS AND SHGC IN "
    "MECHANICAL ROOM 122 (C401.3).",
    "C.  AIR LEAKAGE TEST SHALL BE PERFORMED BY AN INDEPENDENT THIRD-PARTY AGENCY AFTER THE ENVELOPE IS COMPLETE; WHERE THE "
    "LIMIT IS EXCEEDED, PERFORM DIAGNOSTIC EVALUATION AND CORRECTIVE WORK PER C402.5.1.2.",
    "D.  ALL INTERIOR AND EXTERIOR LUMINAIRES ARE LED. ANY CHANGE IN LUMINAIRE WATTAGE REQUIRES REVISED LIGHTING POWER "
    "CALCULATIONS ACCEPTED BY THE ENGINEER.",
    "E.  COORDINATE ENERGY MONITORING METERS AND DATA ACQUISITION WITH THE OWNER'S BUILDING AUTOMATION VENDOR.",
]

PROJECT_INFO = [
    ("PROJECT", "LARIMER CROSSING MEDICAL OFFICE BUILDING"),
    ("ADDRESS", "4150 S. TIMBERLINE ROAD, FORT COLLINS, CO 80525"),
    ("AUTHORITY HAVING JURISDICTION", "CITY OF FORT COLLINS BUILDING SERVICES"),
    ("ENERGY CODE", "2021 INTERNATIONAL ENERGY CONSERVATION CODE (IECC)"),
    ("", "WITH CITY OF FORT COLLINS LOCAL AMENDMENTS"),
    ("COMPLIANCE PATH", "PRESCRIPTIVE, C401.2 OPTION 1 - COMCHECK-WEB 4.1.5.5"),
    ("CLIMATE ZONE", "5B (LARIMER COUNTY)"),
    ("BUILDING AREA TYPES", "OFFICE / HEALTH CARE CLINIC / RETAIL"),
    ("OCCUPANCY CLASSIFICATION", "B, M"),
    ("CONSTRUCTION TYPE", "II-B, FULLY SPRINKLERED (NFPA 13)"),
    ("STORIES", "2 ABOVE GRADE, NO BASEMENT"),
    ("GROSS CONDITIONED FLOOR AREA", "26,150 SF"),
    ("ADDITIONAL EFFICIENCY (C406)", "C406.3 REDUCED LIGHTING POWER"),
    ("OUTDOOR DESIGN (ASHRAE)", "WINTER 99.6%: -2 DEG F / SUMMER 0.4%: 92 DEG F DB"),
    ("INDOOR DESIGN", "70 DEG F HEATING / 75 DEG F COOLING"),
]

WWR_HEAD = ["ORIENTATION", "GROSS WALL|AREA (SF)", "FENESTRATION|AREA (SF)", "WINDOW-TO-|WALL RATIO"]
WWR_COLS = [0, 120, 230, 340]
WWR_END = 430
WWR_ROWS = [
    ("NORTH", "5,015", "1,250", "24.9%"),
    ("EAST", "2,272", "560", "24.6%"),
    ("SOUTH", "5,015", "1,880", "37.5%"),
    ("WEST", "2,272", "380", "16.7%"),
    ("TOTAL", "14,574", "4,070", "27.9%"),
]

AREA_HEAD = ["ASSEMBLY", "TAG", "QUANTITY"]
AREA_COLS = [0, 190, 250]
AREA_END = 330
AREA_ROWS = [
    ("ROOF, ABOVE-DECK INSULATION", "RA-1", "13,075 SF"),
    ("WALL, METAL FRAMED", "WT-1", "7,360 SF"),
    ("WALL, MASS (CMU)", "WT-2", "2,960 SF"),
    ("WALL, BELOW GRADE", "WT-5", "180 SF"),
    ("SLAB-ON-GRADE PERIMETER", "--", "494 LF"),
    ("OPAQUE DOORS, SWINGING", "TYPE F", "84 SF"),
    ("OPAQUE DOOR, NON-SWINGING", "OH-1", "100 SF"),
    ("FIXED FENESTRATION", "SF-1, CW-1", "3,520 SF"),
    ("OPERABLE FENESTRATION", "W-2", "190 SF"),
    ("GLAZED ENTRANCE DOORS", "--", "360 SF"),
]

INSUL_HEAD = ["SYSTEM", "LOCATION / CONDITION", "MIN. INSULATION"]
INSUL_COLS = [0, 170, 330]
INSUL_END = 430
INSUL_ROWS = [
    ("SUPPLY & RETURN DUCT", "UNCONDITIONED SPACE", "R-6"),
    ("SUPPLY & RETURN DUCT", "OUTSIDE THE BUILDING", "R-12"),
    ("SUPPLY & RETURN DUCT", "WITHIN CONDITIONED SPACE", "NONE REQ'D"),
    ("OUTSIDE AIR INTAKE DUCT", "TO RTU / DAMPER", "R-6"),
    ("DOMESTIC HOT WATER PIPE", "105-140 DEG F, < 1-1/2\" PIPE", "1\" THICK"),
    ("DOMESTIC HOT WATER PIPE", "105-140 DEG F, >= 1-1/2\" PIPE", "1-1/2\" THICK"),
    ("REFRIGERANT SUCTION (HP-1)", "40-60 DEG F, ALL SIZES", "1/2\" THICK"),
]

CONTROLS_HEAD = ["SPACE TYPE", "OCCUPANT|SENSOR", "TIME|SWITCH", "DAYLIGHT|RESPONSIVE", "MANUAL|ON", "BI-LEVEL"]
CONTROLS_COLS = [0, 150, 210, 265, 330, 380]
CONTROLS_END = 430
CONTROLS_ROWS = [
    ("PRIVATE OFFICE", "X", "", "X", "X", "X"),
    ("OPEN OFFICE", "", "X", "X", "", "X"),
    ("EXAM / TREATMENT", "X", "", "", "X", "X"),
    ("CONFERENCE / BREAK", "X", "", "X", "X", "X"),
    ("CORRIDOR / LOBBY", "", "X", "X", "", "X"),
    ("TOILET ROOMS", "X", "", "", "", ""),
    ("STORAGE / JANITOR", "X", "", "", "", ""),
    ("RETAIL SALES FLOOR", "", "X", "X", "", "X"),
    ("MECH. / ELEC. ROOMS", "", "", "", "X", ""),
]

VENT_HEAD = ["UNIT", "SUPPLY|CFM", "MIN. OA|CFM", "OA|%", "DEMAND CONTROLLED|VENTILATION", "ENERGY|RECOVERY"]
VENT_COLS = [0, 50, 100, 150, 190, 300]
VENT_END = 430
VENT_ROWS = [
    ("RTU-1", "4,000", "1,450", "36%", "YES - CO2 SENSORS", "NOT REQ'D"),
    ("RTU-2", "6,000", "1,900", "32%", "YES - CO2 SENSORS", "NOT REQ'D"),
    ("RTU-3", "2,000", "460", "23%", "NO (< 25 PEOPLE/1,000 SF)", "NOT REQ'D"),
]

CHECK_HEAD = ["REQ. ID", "SECTION", "PLAN REVIEW ITEM", "LOCATION", "COMPLIES"]
CHECK_COLS = [0, 46, 104, 400, 490]
CHECK_END = 545
CHECK_ROWS = [
    ("PR1", "C103.2", "PLANS AND SPECIFICATIONS INDICATE ALL INFORMATION FOR COMPLIANCE", "G-003", "YES"),
    ("PR2", "C406", "ADDITIONAL EFFICIENCY PACKAGE DOCUMENTED", "G-003, E-601", "YES"),
    ("PR3", "C402.4.1", "VERTICAL FENESTRATION <= 30% OF GROSS ABOVE-GRADE WALL", "G-003", "YES"),
    ("PR4", "C402.4.2", "SKYLIGHTS IN ENCLOSED SPACES > 2,500 SF, CEILING > 15 FT", "--", "N/A"),
    ("PR5", "C402.5.7", "VESTIBULE AT BUILDING ENTRANCE", "A-101", "YES"),
    ("PR6", "C403.1.1", "HEATING & COOLING LOADS PER ASHRAE/ACCA STANDARD 183", "M-001", "YES"),
    ("PR7", "C403.3.2", "EQUIPMENT EFFICIENCIES MEET MINIMUMS", "M-601", "YES"),
    ("PR8", "C403.4.1", "THERMOSTATIC CONTROLS, SETBACK & DEADBAND", "M-501", "YES"),
    ("PR9", "C403.5", "AIR ECONOMIZERS ON UNITS >= 54,000 BTU/H", "M-601", "YES"),
    ("PR10", "C404.4", "SWH PIPE INSULATION & HEAT TRAPS", "P-601", "YES"),
    ("PR11", "C405.2", "LIGHTING CONTROLS PER SPACE TYPE", "E-101, E-102", "YES"),
    ("PR12", "C405.3", "INTERIOR LIGHTING POWER <= ALLOWANCE", "E-601", "YES"),
    ("PR13", "C405.12", "ENERGY MONITORING SYSTEM", "E-701", "YES"),
    ("PR14", "C408.2", "COMMISSIONING PLAN AND REPORTING", "SPEC 01 91 13", "YES"),
]

ABBREVIATIONS = [
    ("ci", "CONTINUOUS INSULATION"),
    ("SHGC", "SOLAR HEAT GAIN COEFFICIENT"),
    ("EER / EER2", "ENERGY EFFICIENCY RATIO"),
    ("IEER", "INTEGRATED ENERGY EFFICIENCY RATIO"),
    ("SEER2", "SEASONAL ENERGY EFFICIENCY RATIO (M1 TEST)"),
    ("HSPF2", "HEATING SEASONAL PERFORMANCE FACTOR"),
    ("AFUE", "ANNUAL FUEL UTILIZATION EFFICIENCY"),
    ("Et", "THERMAL EFFICIENCY"),
    ("UEF", "UNIFORM ENERGY FACTOR"),
    ("LPD", "LIGHTING POWER DENSITY"),
    ("N/R", "NO REQUIREMENT"),
    ("MBH", "1,000 BTU PER HOUR"),
]

RESULTS = [
    ("BUILDING ENVELOPE", "PASSES", "UA TRADE-OFF: PROPOSED DESIGN 9% BETTER THAN CODE"),
    ("INTERIOR LIGHTING", "PASSES", "PROPOSED DESIGN 18% BETTER THAN CODE"),
    ("EXTERIOR LIGHTING", "SEE E-002", "SEPARATE COMCHECK REPORT"),
    ("MECHANICAL (HVAC)", "PASSES", "PRESCRIPTIVE, ALL MANDATORY REQUIREMENTS MET"),
    ("SERVICE WATER HEATING", "PASSES", "PRESCRIPTIVE"),
]

STATEMENT = (
    "THE PROPOSED BUILDING DESIGN DESCRIBED HERE IS CONSISTENT WITH THE BUILDING PLANS, SPECIFICATIONS AND OTHER "
    "CALCULATIONS SUBMITTED WITH THIS PERMIT APPLICATION. THE PROPOSED SYSTEMS HAVE BEEN DESIGNED TO MEET THE 2021 IECC "
    "REQUIREMENTS IN COMCHECK VERSION 4.1.5.5 AND TO COMPLY WITH ANY APPLICABLE MANDATORY REQUIREMENTS LISTED IN THE "
    "INSPECTION CHECKLIST."
)


# ----------------------------------------------------------------------------------------------
# drawing primitives

def _t(page, x: float, y: float, s: str, size: float = SMALL, font: str = "helv", color=(0, 0, 0)) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname=font, color=color)


def _len(s: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}" if cur else word
        if cur and _len(trial, size, font) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def _span(page, x: float, y: float, cell, size: float) -> None:
    """A value cell: plain text, or (prefix, rest) set as two spans, as the CAD export split them."""
    if isinstance(cell, tuple):
        pre, rest = cell
        _t(page, x, y, pre, size)
        gap = 0.4 if not rest[0].isalpha() else _len(" ", size)
        _t(page, x + _len(pre, size) + gap, y, rest, size)
    else:
        _t(page, x, y, cell, size)


def _title(page, x: float, y: float, title: str, ref: str = "", rule: float = 300) -> None:
    """A table's title as the office sets it: bold caps, a heavy rule under, code reference at right."""
    _t(page, x, y, title, 9, "hebo")
    page.draw_line((x, y + 4), (x + rule, y + 4), width=1.4)
    if ref:
        _t(page, x + rule - _len(ref, 5.5), y - 1, ref, 5.5)


def _table(page, x0: float, y0: float, cols: list[float], end: float, head: list[str], rows: list,
           size: float = SMALL, line: float = 8.0, pad: float = 5.5) -> float:
    """A table ruled with horizontal lines only: heavy rules above and below the two-line captions,
    a hairline under each row, a heavy rule at the foot. Returns the bottom."""
    xs = [x0 + c for c in cols]
    page.draw_line((x0, y0), (x0 + end, y0), width=1.0)
    hy = y0 + 8
    for x, cap in zip(xs, head):
        for i, part in enumerate(cap.split("|")):
            _t(page, x + 2, hy + i * 7, part, 5.0, "hebo")
    y = y0 + 20
    page.draw_line((x0, y), (x0 + end, y), width=0.7)
    for r, row in enumerate(rows):
        lines = max(len(c) if isinstance(c, list) else 1 for c in row)
        height = lines * line + pad
        for x, cell in zip(xs, row):
            cells = cell if isinstance(cell, list) else [cell]
            for i, c in enumerate(cells):
                _span(page, x + 2, y + line + i * line, c, size)
        y += height
        last = r == len(rows) - 1
        page.draw_line((x0, y), (x0 + end, y), width=1.0 if last else 0.25)
    return y


def _notes(page, x: float, y: float, notes: list[str], width: float, size: float = 5.5,
           font: str = "helv", lead: float = 7.8) -> float:
    """Lettered/numbered table notes whose label stands in the text (e.g. `A.  ...`), wrapped with
    a hanging indent under the first word."""
    for n in notes:
        label, body = n.split("  ", 1)
        _t(page, x, y, label, size, font)
        for ln in _wrap(body, width - 14, size, font):
            _t(page, x + 12, y, ln, size, font)
            y += lead
        y += 1.5
    return y


# ----------------------------------------------------------------------------------------------
# blocks

def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=2.2)
    page.draw_rect(pymupdf.Rect(44, 44, W - 44, H - 44), width=0.5)
    x0, x1 = TB_X, W - 44
    page.draw_line((x0, 44), (x0, H - 44), width=1.5)
    x = x0 + 12
    # firm
    _t(page, x, 84, "BRANNIGAN", 16, "hebo")
    _t(page, x, 104, "TOLLEFSON", 16, "hebo")
    _t(page, x, 120, "A R C H I T E C T S", 8, "helv")
    for i, s in enumerate(["215 JEFFERSON STREET, SUITE 300", "FORT COLLINS, COLORADO 80524",
                           "T 970.555.0142   BTARCH-STUDIO.COM"]):
        _t(page, x, 136 + 9 * i, s, 6)
    page.draw_line((x0, 172), (x1, 172), width=0.7)
    # consultant
    _t(page, x, 186, "MEP ENGINEER", 5, "hebo")
    _t(page, x, 198, "PEAKLINE ENGINEERING GROUP", 8, "hebo")
    _t(page, x, 208, "1800 S. COLLEGE AVENUE, FORT COLLINS, CO 80525", 5.5)
    _t(page, x, 216, "T 970.555.0388", 5.5)
    _t(page, x, 234, "STRUCTURAL ENGINEER", 5, "hebo")
    _t(page, x, 245, "GRANITE PEAK STRUCTURAL, INC.", 7)
    _t(page, x, 254, "LOVELAND, CO", 5.5)
    page.draw_line((x0, 266), (x1, 266), width=0.7)
    # seal
    cx, cy = x0 + 150, 345
    page.draw_circle((cx, cy), 62, width=0.8)
    page.draw_circle((cx, cy), 50, width=0.4)
    for i, s in enumerate(["MARISOL ABERNATHY", "ARCHITECT", "ARC.00404187", "STATE OF COLORADO"]):
        _t(page, cx - _len(s, 6, "tiro") / 2, cy - 14 + 10 * i, s, 6, "tiro")
    _t(page, x, 428, "SIGNED 03/18/2026", 5.5)
    page.draw_line((x0, 438), (x1, 438), width=0.7)
    # project
    _t(page, x, 452, "PROJECT", 5, "hebo")
    _t(page, x, 468, "LARIMER CROSSING", 11, "hebo")
    _t(page, x, 482, "MEDICAL OFFICE BUILDING", 11, "hebo")
    _t(page, x, 496, "4150 S. TIMBERLINE ROAD", 6.5)
    _t(page, x, 505, "FORT COLLINS, CO 80525", 6.5)
    _t(page, x, 524, "OWNER", 5, "hebo")
    _t(page, x, 536, "TIMBERGATE HEALTH PROPERTIES, LLC", 7)
    page.draw_line((x0, 548), (x1, 548), width=0.7)
    # issues and revisions
    _t(page, x, 562, "ISSUE", 5, "hebo")
    _t(page, x + 190, 562, "DATE", 5, "hebo")
    for i, (issue, date) in enumerate([("DESIGN DEVELOPMENT", "12/05/2025"), ("PERMIT SET", "03/18/2026")]):
        _t(page, x, 575 + 10 * i, issue, 6)
        _t(page, x + 190, 575 + 10 * i, date, 6)
    page.draw_line((x0, 604), (x1, 604), width=0.4)
    _t(page, x, 617, "REVISIONS", 5, "hebo")
    _t(page, x, 628, "NO.", 5, "hebo")
    _t(page, x + 24, 628, "DESCRIPTION", 5, "hebo")
    _t(page, x + 190, 628, "DATE", 5, "hebo")
    revs = [("1", "PLAN CHECK RESPONSE", "05/04/2026")]
    for i, (n, d, dt) in enumerate(revs):
        yy = 641 + 11 * i
        # delta triangle around the number
        page.draw_polyline([(x + 5, yy - 8), (x + 10, yy + 2), (x, yy + 2), (x + 5, yy - 8)], width=0.5)
        _t(page, x + 3.6, yy + 0.5, n, 5)
        _t(page, x + 24, yy, d, 6)
        _t(page, x + 190, yy, dt, 6)
    for k in range(6):
        page.draw_line((x0 + 8, 648 + 11 * k), (x1 - 8, 648 + 11 * k), width=0.2)
    # copyright along the strip
    _t(page, x, 734, "(C) 2026 BRANNIGAN TOLLEFSON ARCHITECTS. THESE DRAWINGS ARE", 4.5)
    _t(page, x, 740, "INSTRUMENTS OF SERVICE AND REMAIN THE PROPERTY OF THE ARCHITECT.", 4.5)
    _t(page, x, 746, "REPRODUCTION OR REUSE WITHOUT WRITTEN CONSENT IS PROHIBITED.", 4.5)
    # key plan
    page.draw_line((x0, 760), (x1, 760), width=0.7)
    _t(page, x, 774, "KEY PLAN", 5, "hebo")
    kp = pymupdf.Rect(x + 40, 790, x + 220, 880)
    page.draw_rect(kp, width=0.6, fill=(0.82, 0.82, 0.82))
    page.draw_rect(pymupdf.Rect(kp.x0 + 120, kp.y1, kp.x1, kp.y1 + 22), width=0.6, fill=(0.82, 0.82, 0.82))
    _t(page, kp.x0 + 52, kp.y0 + 48, "ENTIRE BUILDING", 6)
    page.draw_line((x1 - 22, 880), (x1 - 22, 840), width=0.8)
    page.draw_polyline([(x1 - 27, 850), (x1 - 22, 838), (x1 - 17, 850)], width=0.8, closePath=True, fill=(0, 0, 0))
    _t(page, x1 - 25, 892, "N", 7, "hebo")
    # issue stamp and the agency's stamp area
    page.draw_rect(pymupdf.Rect(x + 20, 930, x1 - 20, 968), width=1.2)
    _t(page, x + 20 + (x1 - x - 40 - _len("ISSUED FOR PERMIT", 12, "hebo")) / 2, 954, "ISSUED FOR PERMIT", 12, "hebo")
    page.draw_rect(pymupdf.Rect(x, 990, x1 - 12, 1200), width=0.4, dashes="[3 3] 0")
    _t(page, x + 6, 1000, "RESERVED FOR CITY OF FORT COLLINS", 5, "hebo")
    _t(page, x + 6, 1007, "PLAN REVIEW STAMP", 5, "hebo")
    _t(page, x, 1222, "THIS SHEET SUMMARIZES THE COMCHECK REPORTS. WHERE THIS SHEET", 5)
    _t(page, x, 1229, "AND THE REPORTS DIFFER, THE MORE STRINGENT VALUE GOVERNS.", 5)
    # data fields
    yb = H - 360
    page.draw_line((x0, yb), (x1, yb), width=0.7)
    fields = [("PROJECT NO.", "BTA-2608", "DATE", "03/18/2026"),
              ("DRAWN BY", "JRK", "CHECKED BY", "MA"),
              ("SCALE", "NO SCALE", "CAD FILE", "BTA2608_G003.DWG")]
    for i, (c1, v1, c2, v2) in enumerate(fields):
        yy = yb + 14 + 30 * i
        _t(page, x, yy, c1, 5, "hebo")
        _t(page, x, yy + 12, v1, 8)
        _t(page, x + 140, yy, c2, 5, "hebo")
        _t(page, x + 140, yy + 12, v2, 8 if c2 != "CAD FILE" else 5.5)
        page.draw_line((x0, yy + 18), (x1, yy + 18), width=0.3)
    page.draw_line((x0 + 134, yb), (x0 + 134, yb + 90), width=0.3)
    _t(page, x, H - 252, "SHEET TITLE", 5, "hebo")
    _t(page, x, H - 234, "ENERGY CODE", 13, "hebo")
    _t(page, x, H - 218, "COMPLIANCE", 13, "hebo")
    _t(page, x, H - 205, "2021 IECC / COMCHECK SUMMARY", 6.5)
    page.draw_line((x0, H - 190), (x1, H - 190), width=0.7)
    _t(page, x, H - 176, "SHEET NUMBER", 5, "hebo")
    _t(page, x + 30, H - 110, "G-003", 44, "hebo")
    _t(page, x + 200, H - 60, "3 OF 87", 6)


def _project_info(page, x: float, y: float) -> float:
    _title(page, x, y, "PROJECT INFORMATION", "", 680)
    y += 18
    for label, value in PROJECT_INFO:
        if label:
            _t(page, x, y, label, 5.5, "hebo")
        _t(page, x + 175, y, value, 6.5)
        y += 9.5
    page.draw_line((x, y - 4), (x + 680, y - 4), width=0.4)
    return y


def _abbreviations(page, x: float, y: float) -> float:
    _title(page, x, y, "ABBREVIATIONS", "", 230)
    y += 16
    for a, meaning in ABBREVIATIONS:
        _t(page, x, y, a, 6, "cour")
        _t(page, x + 58, y, "=", 6)
        _t(page, x + 68, y, meaning, 5.5)
        y += 8.5
    return y


def _results(page, x: float, y: float) -> float:
    _title(page, x, y, "COMCHECK COMPLIANCE SUMMARY", "", 680)
    y += 16
    page.draw_line((x, y - 8), (x + 680, y - 8), width=0.25)
    for name, res, detail in RESULTS:
        _t(page, x, y, name, 6, "hebo")
        _t(page, x + 150, y, res, 6.5, "hebo")
        _t(page, x + 230, y, detail, 6)
        page.draw_line((x, y + 4), (x + 680, y + 4), width=0.25)
        y += 12
    return y


def _statement(page, x: float, y: float) -> float:
    _title(page, x, y, "STATEMENT OF COMPLIANCE", "", 680)
    y += 16
    for ln in _wrap(STATEMENT, 670, 6.5, "tiro"):
        _t(page, x, y, ln, 6.5, "tiro")
        y += 8.5
    y += 30
    signers = [
        ("BUILDING ENVELOPE", "MARISOL ABERNATHY, AIA", "PROJECT ARCHITECT, BRANNIGAN TOLLEFSON ARCHITECTS", "03/18/2026"),
        ("MECHANICAL, SWH & LIGHTING", "DEREK OYELARAN, P.E.", "PRINCIPAL, PEAKLINE ENGINEERING GROUP", "03/16/2026"),
    ]
    for scope, name, title, date in signers:
        # the signature: a few strokes over the line
        page.draw_bezier((x + 30, y - 4), (x + 60, y - 22), (x + 80, y + 4), (x + 130, y - 10), width=0.6)
        page.draw_line((x, y), (x + 300, y), width=0.5)
        page.draw_line((x + 420, y), (x + 560, y), width=0.5)
        _t(page, x + 430, y - 3, date, 7)
        _t(page, x, y + 8, "SIGNATURE - " + scope, 5, "hebo")
        _t(page, x + 420, y + 8, "DATE", 5, "hebo")
        _t(page, x, y + 18, name, 6.5)
        _t(page, x, y + 26, title, 5.5)
        y += 62
    return y


def _heading(page) -> None:
    _t(page, 64, 76, "ENERGY CODE COMPLIANCE - 2021 IECC, CLIMATE ZONE 5B", 14, "hebo")
    _t(page, 64, 90, "COMMERCIAL PRESCRIPTIVE COMPLIANCE SUMMARY. COMPLETE COMCHECK ENVELOPE, MECHANICAL AND INTERIOR "
                     "LIGHTING REPORTS ARE ATTACHED TO THE PERMIT APPLICATION; EXTERIOR LIGHTING REPORT IS ON SHEET E-002.", 6)


def _circle_no(page, x: float, y: float, n: str) -> None:
    page.draw_circle((x, y), 8, width=0.8)
    _t(page, x - _len(n, 8, "hebo") / 2, y + 3, n, 8, "hebo")


def _leader(page, x0: float, y0: float, x1: float, y1: float, lines: list[str], size: float = 5.5,
            font: str = "helv") -> None:
    """A label at (x0, y0) with a shoulder off its first line and a leader to a dot on the drawing
    at (x1, y1)."""
    width = max(_len(l, size, font) for l in lines)
    if x1 > x0 + width:
        sx, ex = x0 + width + 3, x0 + width + 13
    else:
        sx, ex = x0 - 3, x0 - 13
    page.draw_line((sx, y0 - 2), (ex, y0 - 2), width=0.4)
    page.draw_line((ex, y0 - 2), (x1, y1), width=0.4)
    page.draw_circle((x1, y1), 1.4, width=0.4, fill=(0, 0, 0))
    for k, ln in enumerate(lines):
        _t(page, x0, y0 + k * 7, ln, size, font)


def _envelope_diagram(page, x: float, y: float) -> None:
    """A schematic building section with the thermal envelope traced as a heavy dashed line and
    every assembly called out by leader."""
    ft = 9.5
    gx = x + 150                                         # west face of building
    bw = 58 * ft                                         # building depth shown, feet
    ground = y + 327
    l2 = ground - 14 * ft
    roof = ground - 28 * ft
    par = roof - 3.3 * ft
    # ground line with hatch
    page.draw_line((x + 20, ground + 0.5 * ft), (gx + bw + 110, ground + 0.5 * ft), width=0.9)
    for k in range(0, int(bw + 200), 9):
        page.draw_line((x + 20 + k, ground + 0.5 * ft), (x + 14 + k, ground + 0.5 * ft + 6), width=0.3)
    # walls
    for wx in (gx, gx + bw):
        page.draw_rect(pymupdf.Rect(wx - 0.5 * ft, par, wx + 0.5 * ft, ground + 0.5 * ft), width=0.9)
        page.draw_rect(pymupdf.Rect(wx - 0.5 * ft, ground + 0.5 * ft, wx + 0.5 * ft, ground + 4 * ft), width=0.9)
        page.draw_rect(pymupdf.Rect(wx - 1.5 * ft, ground + 4 * ft, wx + 1.5 * ft, ground + 5 * ft), width=0.9)
    # elevator pit (below-grade wall) at the east
    px = gx + bw - 10 * ft
    page.draw_rect(pymupdf.Rect(px, ground, gx + bw - 0.5 * ft, ground + 5 * ft), width=0.6)
    # slabs, floor, roof deck with insulation
    page.draw_rect(pymupdf.Rect(gx + 0.5 * ft, ground - 0.45 * ft, gx + bw - 0.5 * ft, ground), width=0.8, fill=(0.85, 0.85, 0.85))
    page.draw_rect(pymupdf.Rect(gx + 0.5 * ft, l2 - 0.5 * ft, gx + bw - 0.5 * ft, l2), width=0.8, fill=(0.85, 0.85, 0.85))
    page.draw_line((gx + 0.5 * ft, roof), (gx + bw - 0.5 * ft, roof), width=0.9)
    page.draw_line((gx + 0.5 * ft, roof - 0.6 * ft), (gx + bw - 0.5 * ft, roof - 0.6 * ft), width=0.5)
    for k in range(int(bw / 6)):
        xx = gx + 0.5 * ft + 6 * k
        page.draw_line((xx, roof), (xx + 3, roof - 0.6 * ft), width=0.25)
        page.draw_line((xx + 3, roof - 0.6 * ft), (xx + 6, roof), width=0.25)
    # joists
    for k in range(1, 8):
        jx = gx + k * bw / 8
        page.draw_line((jx, roof + 2), (jx, roof + 2.2 * ft), width=0.3)
    # windows (storefront on level 1 south, ribbon on level 2)
    for (wx, top, bot) in ((gx, ground - 11 * ft, ground - 1 * ft), (gx, l2 - 10 * ft, l2 - 3 * ft),
                           (gx + bw, l2 - 10 * ft, l2 - 3 * ft), (gx + bw, ground - 9 * ft, ground - 3 * ft)):
        page.draw_rect(pymupdf.Rect(wx - 0.5 * ft, top, wx + 0.5 * ft, bot), width=0.5, fill=(1, 1, 1))
        page.draw_line((wx, top), (wx, bot), width=0.3)
    # the thermal envelope
    e = 1.0 * ft
    pts = [(gx - e, ground + 3 * ft), (gx - e, roof - e), (gx + bw + e, roof - e), (gx + bw + e, ground + 5.5 * ft),
           (px - 0.4 * ft, ground + 5.5 * ft), (px - 0.4 * ft, ground + 0.5 * ft), (px - 6 * ft, ground + 0.5 * ft)]
    page.draw_polyline(pts, width=1.8, color=(0.15, 0.15, 0.15), dashes="[9 4] 0")
    page.draw_line((gx - e, ground + 3 * ft), (gx + 4 * ft, ground + 3 * ft), width=1.8, dashes="[9 4] 0")
    # level datums at the right
    for (lev, yy, el) in (("T.O. PARAPET", par, "EL. 131'-4\""), ("ROOF BEARING", roof, "EL. 128'-0\""),
                          ("LEVEL 2", l2, "EL. 114'-0\""), ("LEVEL 1", ground - 0.45 * ft, "EL. 100'-0\"")):
        lx = gx + bw + 40
        page.draw_line((gx + bw + 6, yy), (lx + 70, yy), width=0.25, dashes="[2 2] 0")
        page.draw_circle((lx + 74, yy), 3.5, width=0.5)
        page.draw_line((lx + 70.5, yy), (lx + 77.5, yy), width=0.5)
        _t(page, lx + 82, yy - 1, lev, 5.5, "hebo")
        _t(page, lx + 82, yy + 6, el, 5.5)
    # room names
    _t(page, gx + 40, ground - 6 * ft, "CLINIC SUITE 104", 6)
    _t(page, gx + 220, ground - 6 * ft, "CORRIDOR 110", 6)
    _t(page, gx + 40, l2 - 6 * ft, "OPEN OFFICE 205", 6)
    _t(page, gx + 250, l2 - 6 * ft, "CONFERENCE 212", 6)
    _t(page, px - 6, ground + 3.2 * ft, "ELEV. PIT", 5)
    # leaders to the assemblies (left side labels)
    lx = x
    _leader(page, gx + 200, par - 22, gx + 150, roof - 0.3 * ft, ["ROOF RA-1: R-35ci ABOVE DECK", "(2) 3.1\" POLYISO + TAPERED"])
    _leader(page, lx, roof + 3 * ft, gx - 0.5 * ft, roof + 5 * ft, ["WT-1 METAL STUD", "R-13 + R-12.6ci"])
    _leader(page, lx, l2 - 7.5 * ft, gx, l2 - 6.5 * ft, ["RIBBON WINDOW W-2", "U-0.41 / SHGC 0.27"])
    _leader(page, lx, ground - 8 * ft, gx, ground - 6 * ft, ["STOREFRONT SF-1", "U-0.34 / SHGC 0.28"])
    _leader(page, lx, ground + 2 * ft, gx - 0.5 * ft, ground + 2.5 * ft, ["2\" XPS SLAB EDGE", "R-10, 36\" BELOW"])
    _leader(page, gx + 180, ground + 8.5 * ft, px + 10, ground + 4.5 * ft, ["WT-5 BELOW GRADE: 2\" XPS R-10ci"])
    _leader(page, gx + bw + 30, ground - 3.5 * ft, gx + bw + 0.5 * ft, ground - 2 * ft, ["WT-2 CMU + 3\" POLYISO", "R-17ci, BRICK VENEER"])
    # legend for the dashed line
    _t(page, x, ground + 96, "LEGEND:", 5.5, "hebo")
    page.draw_line((x + 36, ground + 94), (x + 86, ground + 94), width=1.8, dashes="[9 4] 0")
    _t(page, x + 92, ground + 96, "CONTINUOUS THERMAL ENVELOPE / AIR BARRIER BOUNDARY", 5.5)
    # view title
    vy = ground + 122
    _circle_no(page, x + 8, vy - 4, "6")
    page.draw_line((x + 20, vy + 4), (x + 660, vy + 4), width=1.0)
    _t(page, x + 22, vy, "THERMAL ENVELOPE DIAGRAM - TYPICAL BUILDING SECTION", 9, "hebo")
    _t(page, x + 22, vy + 13, "SCALE: NTS", 6)


# ----------------------------------------------------------------------------------------------

def energy_compliance_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _heading(page)

    lx = 80                                            # left (table) column
    # 1 envelope
    _circle_no(page, lx - 8, 126, "1")
    _title(page, lx + 6, 130, "ENVELOPE COMPLIANCE", "IECC C402 - PRESCRIPTIVE", ENVELOPE_END - 6)
    y = _table(page, lx, 144, ENVELOPE_COLS, ENVELOPE_END, ENVELOPE_HEAD, ENVELOPE_ROWS)
    y = _notes(page, lx, y + 12, ENVELOPE_NOTES, 900)

    # 2 HVAC
    y += 26
    _circle_no(page, lx - 8, y - 4, "2")
    _title(page, lx + 6, y, "HVAC EQUIPMENT EFFICIENCY", "IECC C403.3.2", ENVELOPE_END - 6)
    y = _table(page, lx, y + 14, HVAC_COLS, ENVELOPE_END, HVAC_HEAD, HVAC_ROWS)
    y = _notes(page, lx, y + 12, HVAC_NOTES, 900)

    # 3 service water heating + 4 interior lighting side by side
    y += 26
    _circle_no(page, lx - 8, y - 4, "3")
    _title(page, lx + 6, y, "SERVICE WATER HEATING", "IECC C404.2", SWH_END - 6)
    sy = _table(page, lx, y + 14, SWH_COLS, SWH_END, SWH_HEAD, SWH_ROWS)
    sy = _notes(page, lx, sy + 12, SWH_NOTES, SWH_END)
    ix = lx + SWH_END + 60
    _circle_no(page, ix - 8, y - 4, "4")
    _title(page, ix + 6, y, "INTERIOR LIGHTING POWER", "IECC C405.3", LPD_END - 6)
    iy = _table(page, ix, y + 14, LPD_COLS, LPD_END, LPD_HEAD, LPD_ROWS)
    iy = _notes(page, ix, iy + 12, LPD_NOTES, LPD_END)
    _t(page, ix, iy + 8, "ALLOWED 18,930 W  >  PROPOSED 15,465 W", 7, "hebo")
    iy += 20
    # a small allowance bar diagram
    bx = ix + LPD_END + 40
    _t(page, bx, y, "LPD (W/SF)", 5.5, "hebo")
    for k, (name, _, allowed, _, _, prop) in enumerate(LPD_ROWS[:3]):
        by = y + 16 + 26 * k
        _t(page, bx, by, name, 5)
        page.draw_rect(pymupdf.Rect(bx, by + 3, bx + 200 * float(allowed), by + 9), width=0.4)
        page.draw_rect(pymupdf.Rect(bx, by + 11, bx + 200 * float(prop), by + 17), width=0.4, fill=(0.6, 0.6, 0.6))
    _t(page, bx, y + 100, "OPEN BAR = ALLOWED   SHADED BAR = PROPOSED", 4.5)

    # 5 mandatory requirements, two columns
    y = max(sy, iy, y + 110) + 34
    _circle_no(page, lx - 8, y - 4, "5")
    _title(page, lx + 6, y, "MANDATORY REQUIREMENTS", "IECC C402.5, C403, C404, C405, C408", ENVELOPE_END - 6)
    colw = 680
    top = y + 18
    cx, cy = lx, top
    bottom = top
    half = (len(MANDATORY) + 1) // 2
    for i, note in enumerate(MANDATORY, 1):
        if i == half + 1:
            cx, cy = lx + colw + 60, top
        _t(page, cx, cy, f"{i}.", NOTE, "helv")
        head, body = note.split(": ", 1)
        lines = _wrap(head + ": " + body, colw - 18, NOTE)
        for k, ln in enumerate(lines):
            if k == 0:
                hw = _len(head + ":", NOTE, "hebo")
                _t(page, cx + 16, cy, head + ":", NOTE, "hebo")
                _t(page, cx + 16 + hw + _len(" ", NOTE), cy, ln[len(head) + 2:], NOTE)
            else:
                _t(page, cx + 16, cy, ln, NOTE)
            cy += 8.4
        cy += 5
        bottom = max(bottom, cy)

    # 6 thermal envelope diagram, 7 plan review checklist
    dy = bottom + 50
    _envelope_diagram(page, lx, dy)
    kx = lx + 900
    _circle_no(page, kx - 8, dy - 4, "7")
    _title(page, kx + 6, dy, "PLAN REVIEW CHECKLIST", "COMCHECK INSPECTION CHECKLIST", CHECK_END - 6)
    ky = _table(page, kx, dy + 14, CHECK_COLS, CHECK_END, CHECK_HEAD, CHECK_ROWS)
    _t(page, kx, ky + 12, "FIELD INSPECTION ITEMS PER COMCHECK INSPECTION CHECKLIST; SEE PERMIT APPLICATION ATTACHMENT C.", 5.5)
    ky += 44
    _t(page, kx, ky, "ENERGY NOTES TO CONTRACTOR", 8, "hebo")
    page.draw_line((kx, ky + 3), (kx + 200, ky + 3), width=0.8)
    _notes(page, kx, ky + 16, CONTRACTOR_NOTES, CHECK_END, size=5.8, lead=8)

    # right column
    rx = 1560
    y = _project_info(page, rx, 130)
    y += 24
    _title(page, rx, y, "WINDOW-TO-WALL RATIO", "C402.4.1", WWR_END)
    wy = _table(page, rx, y + 14, WWR_COLS, WWR_END, WWR_HEAD, WWR_ROWS)
    _t(page, rx, wy + 12, "MAXIMUM VERTICAL FENESTRATION: 30% OF GROSS ABOVE-GRADE WALL AREA (C402.4.1).", 5.5)
    ay = _abbreviations(page, rx + WWR_END + 30, y)
    y = max(wy + 24, ay) + 30
    y = _results(page, rx, y)
    y += 30
    y = _statement(page, rx, y)
    y += 14
    _title(page, rx, y, "ENVELOPE AREA SUMMARY", "", AREA_END)
    ey = _table(page, rx, y + 14, AREA_COLS, AREA_END, AREA_HEAD, AREA_ROWS)
    _t(page, rx, ey + 12, "PROPOSED UA 1,690 BTU/H-F  /  BUDGET UA 1,857 BTU/H-F", 5.5, "hebo")
    _title(page, rx + AREA_END + 40, y, "RELATED SHEETS", "", 300)
    for k, (sh, name) in enumerate([("A-101", "FIRST FLOOR PLAN"), ("A-501", "ROOF ASSEMBLIES & DETAILS"),
                                    ("A-502", "WALL TYPES"), ("A-611", "STOREFRONT & WINDOW ELEVATIONS"),
                                    ("M-601", "MECHANICAL SCHEDULES"), ("P-601", "PLUMBING SCHEDULES"),
                                    ("E-002", "EXTERIOR LIGHTING COMPLIANCE"), ("E-601", "LUMINAIRE SCHEDULE"),
                                    ("E-701", "ENERGY MONITORING RISER")]):
        _t(page, rx + AREA_END + 40, y + 16 + 9 * k, sh, 6, "cour")
        _t(page, rx + AREA_END + 90, y + 16 + 9 * k, name, 5.5)
    y = ey + 40
    _title(page, rx, y, "DUCT & PIPING INSULATION", "C403.12", INSUL_END - 100)
    py = _table(page, rx, y + 14, INSUL_COLS, INSUL_END - 100 + 100, INSUL_HEAD, INSUL_ROWS)
    y = py + 30
    _title(page, rx, y, "LIGHTING CONTROLS BY SPACE TYPE", "C405.2", CONTROLS_END)
    cy = _table(page, rx, y + 14, CONTROLS_COLS, CONTROLS_END, CONTROLS_HEAD, CONTROLS_ROWS)
    _t(page, rx, cy + 12, "X = CONTROL PROVIDED. SEE E-101 / E-102 FOR ZONES AND SENSOR LOCATIONS.", 5.5)
    y = cy + 40
    _title(page, rx, y, "VENTILATION & ENERGY RECOVERY", "C403.7", VENT_END)
    vy = _table(page, rx, y + 14, VENT_COLS, VENT_END, VENT_HEAD, VENT_ROWS)
    _t(page, rx, vy + 12, "ENERGY RECOVERY THRESHOLDS PER TABLE C403.7.4(1), CLIMATE ZONE 5B, < 8,000 HR/YR OPERATION.", 5.5)

    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
