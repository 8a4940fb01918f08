"""A US fire alarm sheet (FA-001, ANSI D 34x22 in, landscape) for a new four-storey, 96-key hotel,
drawn the way a fire protection engineer's office exports one from CAD: the title block as a strip
down the right edge (engineer of record with a seal, fire alarm contractor, architect, owner, the
project, a revision table with delta tags, an AHJ stamp box, issue date, project number,
drawn/checked, scale NTS, the sheet title in three lines and the sheet number large at the foot).
Down the left a ruled FIRE ALARM DEVICE LEGEND whose first column is the symbol itself (circles,
squares, a horn triangle, strobe crosses, letters set inside the symbols) followed by abbreviation,
description, mounting height and candela/remarks; a wiring legend with the line types drawn; a
SEQUENCE OF OPERATIONS MATRIX whose inputs are rows A .. N (no I) and whose outputs are columns
1 .. 14 headed by text set vertically (rotated 90 degrees, two lines per head), X marks in the
cells; a DEVICE QUANTITY SUMMARY (device by floor, with totals). In the middle a FIRE ALARM RISER
DIAGRAM (NTS): floor lines ROOF .. 1ST FLOOR with elevations, the FACP in the fire riser room with
its DACT and annunciator bus, a NAC extender panel per floor (NAC-1 .. NAC-4) with NAC circuits
ending in EOL resistors, floor control valve switches on monitor modules, elevator and AHU control
modules, and the device counts per floor set beside each floor on two lines (`(28) SD/SB, (9) SD,
...`); under it a BATTERY CALCULATIONS table in Courier (standby and alarm current and time,
ampere-hours, the x 1.20 safety factor, battery provided), a detail 3 FLOOR CONTROL VALVE
MONITORING with a leader note, and a FIRE ALARM SHEET INDEX. In the right column FIRE ALARM GENERAL
NOTES numbered 1 .. 15 with hanging indents, a boxed FIRE ALARM CODE DATA, a two-column abbreviation
list, a CONTROL MODULE SCHEDULE (tag, location, function, matrix input letters, contact) and a
detail 2 TYPICAL ACCESSIBLE GUEST ROOM DEVICES. A CAD plot stamp runs vertically in Courier along
the left border.

Drawn with pymupdf alone (no drawqa import). The questions
(`tests/blind_questions/drawn/round42-drawn.jsonl`) were written before drawqa answered any of them.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

W, H = 2448, 1584                      # ANSI D, 34 x 22 in, landscape
M = 30                                 # border inset
TB = 2118                              # title block strip, left edge
NOTE = 7.2


# ---------------------------------------------------------------------------------------------
# drawing primitives


def _t(page, x: float, y: float, s: str, size: float = NOTE, font: str = "helv", rotate: int = 0,
       color=(0, 0, 0)) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def _tw(s: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _tc(page, cx: float, y: float, s: str, size: float = NOTE, font: str = "helv") -> None:
    _t(page, cx - _tw(s, size, font) / 2, y, s, size, font)


def _wrap(text: str, width: float, size: float = NOTE, font: str = "helv") -> list[str]:
    lines, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}".strip()
        if cur and _tw(trial, size, font) > width:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def _heading(page, x: float, y: float, s: str, size: float = 11.0, rule: float | None = None) -> None:
    """A block heading in bold, underlined the way the office's CAD text style underlines titles."""
    _t(page, x, y, s, size, "hebo")
    w = rule if rule is not None else _tw(s, size, "hebo")
    page.draw_line((x, y + 3), (x + w, y + 3), width=1.1)


def _rect(page, x0, y0, x1, y1, width=0.6, fill=None, dashes=None) -> None:
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=width, fill=fill, dashes=dashes)


def _delta(page, cx: float, cy: float, n: str) -> None:
    r = 7.5
    pts = [(cx, cy - r), (cx + r * 0.9, cy + r * 0.6), (cx - r * 0.9, cy + r * 0.6), (cx, cy - r)]
    page.draw_polyline(pts, width=0.8)
    _tc(page, cx, cy + 3.6, n, 6.5, "hebo")


# ---------------------------------------------------------------------------------------------
# device symbols, centred on (cx, cy); `s` is the half size


def _sym(page, kind: str, cx: float, cy: float, s: float = 7.0) -> None:
    sq = pymupdf.Rect(cx - s, cy - s, cx + s, cy + s)
    small = s * 0.95
    if kind in ("FACP", "ANN", "NAC"):
        r = pymupdf.Rect(cx - 2.2 * s, cy - 1.3 * s, cx + 2.2 * s, cy + 1.3 * s)
        page.draw_rect(r, width=1.0)
        if kind == "FACP":
            for k in range(1, 9):
                x = r.x0 + k * r.width / 9
                page.draw_line((x, r.y0), (x - 4, r.y1), width=0.25)
        _tc(page, cx, cy + small * 0.35, kind, small, "hebo")
    elif kind in ("SD", "SD/SB", "HD"):
        page.draw_circle((cx, cy), s, width=0.8)
        letter = {"SD": "S", "SD/SB": "S", "HD": "H"}[kind]
        _tc(page, cx, cy + s * 0.4, letter, s * 1.1, "hebo")
        if kind == "SD/SB":
            page.draw_circle((cx, cy), s + 3, width=0.5)
            _t(page, cx + s + 3, cy + s + 3, "SB", s * 0.7)
        if kind == "HD":
            page.draw_line((cx - s, cy), (cx - s - 3, cy), width=0.5)
    elif kind == "CS":
        page.draw_circle((cx, cy), s, width=0.8)
        d = s * 0.7
        page.draw_line((cx - d, cy - d), (cx + d, cy + d), width=0.6)
        page.draw_line((cx - d, cy + d), (cx + d, cy - d), width=0.6)
    elif kind == "S":
        page.draw_rect(sq, width=0.8)
        page.draw_line((sq.x0, sq.y0), (sq.x1, sq.y1), width=0.6)
        page.draw_line((sq.x0, sq.y1), (sq.x1, sq.y0), width=0.6)
    elif kind == "H/S":
        page.draw_rect(sq, width=0.8)
        tri = [(cx - s * 0.7, cy - s * 0.6), (cx + s * 0.1, cy), (cx - s * 0.7, cy + s * 0.6), (cx - s * 0.7, cy - s * 0.6)]
        page.draw_polyline(tri, width=0.6, fill=(0, 0, 0))
        page.draw_line((cx + s * 0.3, cy - s * 0.6), (cx + s * 0.8, cy + s * 0.6), width=0.6)
        page.draw_line((cx + s * 0.3, cy + s * 0.6), (cx + s * 0.8, cy - s * 0.6), width=0.6)
    elif kind == "DD":
        page.draw_rect(sq, width=0.8)
        page.draw_line((sq.x0 - 3, sq.y1 + 2), (sq.x1 + 3, sq.y1 + 2), width=0.5)
        _tc(page, cx, cy + s * 0.4, "D", s * 1.1, "hebo")
    elif kind == "PS":
        page.draw_rect(sq, width=0.8, fill=(0.85, 0.85, 0.85))
        _tc(page, cx, cy + s * 0.4, "F", s * 1.1, "hebo")
    elif kind in ("MM", "CM"):
        page.draw_rect(sq, width=0.8)
        _tc(page, cx, cy + s * 0.4, kind[0], s * 1.1, "hebo")
    elif kind in ("WF", "TS", "DH"):
        page.draw_rect(sq, width=0.8)
        _tc(page, cx, cy + s * 0.3, kind, s * 0.8, "helv")
    elif kind == "EOL":
        pts = [(cx - s - 2, cy)]
        for k in range(6):
            pts.append((cx - s + k * s / 3 + s / 6, cy + (-3 if k % 2 == 0 else 3)))
        pts.append((cx + s + 2, cy))
        page.draw_polyline(pts, width=0.6)


# ---------------------------------------------------------------------------------------------
# content

LEGEND = [
    # (symbol, abbrev, description, mounting height, candela / remarks)
    ("FACP", "FACP", "FIRE ALARM CONTROL PANEL, ADDRESSABLE", "72\" AFF TO TOP", "FIRE RISER RM. 108"),
    ("ANN", "ANN", "REMOTE LCD ANNUNCIATOR", "60\" AFF TO CENTER", "FRONT DESK 101"),
    ("NAC", "NAC", "NAC EXTENDER PANEL, 6.0 A", "72\" AFF TO TOP", "ELEC. CLOSET EACH FLOOR"),
    ("SD", "SD", "PHOTOELECTRIC SMOKE DETECTOR", "CEILING", ""),
    ("SD/SB", "SD/SB", "SMOKE DETECTOR W/ 520 Hz SOUNDER BASE", "CEILING", "GUEST ROOMS"),
    ("HD", "HD", "HEAT DETECTOR, 135°F FIXED TEMP./ROR", "CEILING", ""),
    ("DD", "DD", "DUCT SMOKE DETECTOR W/ REMOTE TEST STA.", "IN SUPPLY DUCT", "SEE NOTE 11"),
    ("PS", "PS", "MANUAL PULL STATION, DUAL ACTION", "48\" AFF TO HANDLE", "SEE NOTE 5"),
    ("H/S", "H/S", "HORN/STROBE, WALL MOUNTED", "80\" AFF TO BOTTOM OF LENS", "15/75 cd U.O.N."),
    ("S", "S", "STROBE ONLY, WALL MOUNTED", "80\" AFF TO BOTTOM OF LENS", "110 cd, SEE NOTE 6"),
    ("CS", "CS", "STROBE, CEILING MOUNTED", "CEILING", "95 cd"),
    ("MM", "MM", "MONITOR MODULE", "ABOVE CLG., ACCESSIBLE", ""),
    ("CM", "CM", "CONTROL (RELAY) MODULE", "WITHIN 3'-0\" OF DEVICE", ""),
    ("WF", "WF", "SPRINKLER WATERFLOW SWITCH", "ON SPRINKLER PIPING", "BY FIRE SPRINKLER CONTR."),
    ("TS", "TS", "VALVE TAMPER (SUPERVISORY) SWITCH", "ON CONTROL VALVE", "BY FIRE SPRINKLER CONTR."),
    ("DH", "DH", "MAGNETIC DOOR HOLDER, 24 VDC", "WALL, ALIGN W/ DOOR", "FAIL-SAFE RELEASE"),
    ("EOL", "EOL", "END-OF-LINE RESISTOR", "IN LAST DEVICE BOX", ""),
]

# floor name, elevation, NAC panel, device counts (two lines)
FLOORS = [
    ("4TH FLOOR", "FIN. FLR. EL. 131'-4\"", "NAC-4",
     "(28) SD/SB, (9) SD, (2) PS, (31) H/S, (2) S", "(1) WF, (1) TS, (2) DH, (2) MM, (1) CM"),
    ("3RD FLOOR", "FIN. FLR. EL. 121'-4\"", "NAC-3",
     "(28) SD/SB, (9) SD, (2) PS, (30) H/S, (2) S", "(1) WF, (1) TS, (2) DH, (2) MM, (1) CM"),
    ("2ND FLOOR", "FIN. FLR. EL. 111'-4\"", "NAC-2",
     "(28) SD/SB, (11) SD, (3) PS, (33) H/S, (2) S", "(1) WF, (1) TS, (4) DH, (1) DD, (2) MM, (2) CM"),
    ("1ST FLOOR", "FIN. FLR. EL. 100'-0\"", "NAC-1",
     "(12) SD/SB, (24) SD, (4) HD, (6) PS, (26) H/S, (1) S, (11) CS", "(2) WF, (4) TS, (6) DH, (2) DD, (6) MM, (7) CM"),
]

# panel, location, standby A, alarm A, battery provided
BATTERIES = [
    ("FACP", "FIRE RISER RM. 108", 0.684, 2.150, "(2) 12V, 26 AH"),
    ("NAC-1", "ELEC. 1ST FLR.", 0.112, 5.360, "(2) 12V, 7 AH"),
    ("NAC-2", "ELEC. 2ND FLR.", 0.096, 5.720, "(2) 12V, 7 AH"),
    ("NAC-3", "ELEC. 3RD FLR.", 0.088, 5.180, "(2) 12V, 7 AH"),
    ("NAC-4", "ELEC. 4TH FLR.", 0.091, 5.310, "(2) 12V, 7 AH"),
]
STANDBY_HR, ALARM_HR, SAFETY = 24.0, 0.083, 1.20

OUTPUTS = [
    ("ACTIVATE ALARM", "NOTIFICATION APPLIANCES"),
    ("ACTIVATE SOUNDER BASE", "IN ROOM OF ORIGIN"),
    ("TRANSMIT ALARM SIGNAL", "TO CENTRAL STATION"),
    ("TRANSMIT SUPERVISORY", "SIGNAL TO CENTRAL STA."),
    ("TRANSMIT TROUBLE", "SIGNAL TO CENTRAL STA."),
    ("RELEASE MAGNETIC", "DOOR HOLDERS"),
    ("SHUT DOWN", "ASSOCIATED AHU/RTU"),
    ("ELEVATOR RECALL -", "PRIMARY FLOOR (1ST FLOOR)"),
    ("ELEVATOR RECALL -", "ALTERNATE FLOOR (2ND FLOOR)"),
    ("ACTIVATE ELEVATOR CAB", "FIREFIGHTER HAT (FLASH)"),
    ("SHUNT TRIP", "ELEVATOR POWER"),
    ("ANNUNCIATE ALARM", "AT FACP & ANNUNCIATOR"),
    ("ANNUNCIATE SUPERVISORY", "AT FACP & ANNUNCIATOR"),
    ("ANNUNCIATE TROUBLE", "AT FACP & ANNUNCIATOR"),
]

INPUTS = [
    ("A", "MANUAL PULL STATION", (1, 3, 6, 12)),
    ("B", "AREA SMOKE DETECTOR (CORRIDOR/COMMON)", (1, 3, 6, 12)),
    ("C", "GUEST ROOM SMOKE DETECTOR (SD/SB)", (2, 4, 13)),
    ("D", "HEAT DETECTOR (OTHER THAN ELEV.)", (1, 3, 6, 12)),
    ("E", "DUCT SMOKE DETECTOR", (4, 7, 13)),
    ("F", "SPRINKLER WATERFLOW SWITCH", (1, 3, 6, 12)),
    ("G", "VALVE TAMPER SWITCH", (4, 13)),
    ("H", "ELEV. LOBBY SMOKE DET. - 2ND-4TH FLR.", (1, 3, 6, 8, 12)),
    ("J", "ELEV. LOBBY SMOKE DET. - 1ST FLR.", (1, 3, 6, 9, 12)),
    ("K", "ELEV. MACHINE ROOM SMOKE DETECTOR", (1, 3, 6, 8, 10, 12)),
    ("L", "ELEV. MACHINE ROOM HEAT DETECTOR", (1, 3, 6, 11, 12)),
    ("M", "AC POWER FAILURE (FACP OR NAC PANEL)", (5, 14)),
    ("N", "OPEN CIRCUIT / GROUND FAULT", (5, 14)),
]

NOTES = [
    "THE FIRE ALARM SYSTEM SHALL BE DESIGNED, INSTALLED, TESTED AND MAINTAINED IN ACCORDANCE WITH "
    "NFPA 72-2019, NFPA 70-2020 ARTICLE 760, THE 2021 IBC AND IFC AS ADOPTED BY THE CITY OF "
    "CHATTANOOGA, AND THE REQUIREMENTS OF THE AUTHORITY HAVING JURISDICTION (AHJ).",
    "THE SYSTEM SHALL BE A FULLY ADDRESSABLE, ANALOG, MANUAL AND AUTOMATIC FIRE ALARM SYSTEM. "
    "BASIS OF DESIGN: NOTIFIER NFS2-640. EQUIVALENT SYSTEMS BY SIMPLEX OR EDWARDS EST ARE ACCEPTABLE.",
    "SECONDARY POWER: SEALED LEAD-ACID BATTERIES SHALL OPERATE THE SYSTEM FOR 24 HOURS IN STANDBY "
    "FOLLOWED BY 5 MINUTES IN ALARM, WITH A 20% SAFETY MARGIN. SEE BATTERY CALCULATIONS THIS SHEET.",
    "PRIMARY POWER TO THE FACP AND TO EACH NAC EXTENDER PANEL SHALL BE A DEDICATED 120V, 20A BRANCH "
    "CIRCUIT WITH A RED MARKED, LOCKING BREAKER IDENTIFIED \"FIRE ALARM CIRCUIT\". SEE SHEETS E-201 "
    "THRU E-204 FOR PANEL AND CIRCUIT NUMBERS.",
    "WALL-MOUNTED VISIBLE APPLIANCES SHALL BE MOUNTED SO THE ENTIRE LENS IS NOT LESS THAN 80\" AND "
    "NOT MORE THAN 96\" AFF. MANUAL PULL STATIONS: 48\" AFF TO OPERATING HANDLE, WITHIN 5'-0\" OF "
    "EACH EXIT DOORWAY.",
    "STROBE CANDELA RATINGS: 15/75 cd IN CORRIDORS AND COMMON AREAS UNLESS OTHERWISE NOTED. "
    "ACCESSIBLE GUEST ROOMS WITH COMMUNICATION FEATURES (ROOMS 110, 210, 216, 310, 316, 410, 416) "
    "SHALL HAVE A 110 cd STROBE, OR 177 cd WHERE MOUNTED WITHIN 24\" OF THE CEILING.",
    "VISIBLE APPLIANCES WITHIN A COMMON FIELD OF VIEW SHALL BE SYNCHRONIZED. AUDIBLE APPLIANCES "
    "SHALL SOUND THE TEMPORAL-3 PATTERN, 15 dBA ABOVE AVERAGE AMBIENT. SLEEPING ROOMS: 520 Hz "
    "LOW-FREQUENCY SIGNAL, 75 dBA MINIMUM AT THE PILLOW.",
    "SLC WIRING: 18 AWG TWISTED SHIELDED PAIR, TYPE FPLR, CLASS A. NAC WIRING: 14 AWG MINIMUM, TYPE "
    "FPLR, CLASS B, SIZED FOR A MAXIMUM 10% VOLTAGE DROP AT THE LAST APPLIANCE.",
    "ALL FIRE ALARM WIRING SHALL BE IN 3/4\" MINIMUM EMT IN EXPOSED LOCATIONS, RISER SHAFTS AND "
    "INACCESSIBLE CEILINGS. OPEN CABLE IS PERMITTED ABOVE ACCESSIBLE CEILINGS, SUPPORTED "
    "INDEPENDENTLY AT 5'-0\" O.C. MAX. PAINT ALL JUNCTION BOX COVERS RED.",
    "SMOKE DETECTORS SHALL BE LOCATED NOT LESS THAN 3'-0\" FROM SUPPLY AIR DIFFUSERS, RETURN "
    "GRILLES AND CEILING FANS. DO NOT INSTALL DETECTOR HEADS UNTIL AFTER FINAL CLEANING; PROTECT "
    "INSTALLED HEADS WITH DUST COVERS.",
    "DUCT SMOKE DETECTORS SHALL BE PROVIDED IN THE SUPPLY AIR DUCT OF EACH AIR HANDLING UNIT OVER "
    "2,000 CFM PER IMC 606.2.1. PROVIDE A REMOTE TEST STATION WITH KEY SWITCH AND ALARM LED FOR "
    "EACH DUCT DETECTOR CONCEALED ABOVE A CEILING OR OUT OF VIEW. ACTIVATION IS A SUPERVISORY SIGNAL.",
    "ELEVATOR RECALL SHALL COMPLY WITH ASME A17.1-2019 AND NFPA 72 CHAPTER 21. DESIGNATED (PRIMARY) "
    "RECALL FLOOR: 1ST FLOOR. ALTERNATE RECALL FLOOR: 2ND FLOOR. MACHINE ROOM HEAT DETECTORS FOR "
    "SHUNT TRIP SHALL BE WITHIN 24\" OF EACH SPRINKLER AND SHALL OPERATE BEFORE THE SPRINKLER.",
    "GUEST ROOM SMOKE DETECTORS SHALL SOUND THE SOUNDER BASE IN THE ROOM OF ORIGIN ONLY AND "
    "TRANSMIT A SUPERVISORY SIGNAL; THEY SHALL NOT ACTIVATE THE BUILDING GENERAL ALARM.",
    "THE SYSTEM SHALL BE MONITORED BY A UL-LISTED CENTRAL STATION THROUGH A DACT WITH A PRIMARY IP "
    "PATH AND A SECONDARY LTE CELLULAR PATH. CENTRAL STATION SERVICE SHALL BE CONTRACTED BY THE OWNER.",
    "THE FIRE ALARM CONTRACTOR SHALL SUBMIT SHOP DRAWINGS, BATTERY AND VOLTAGE DROP CALCULATIONS AND "
    "PRODUCT DATA, PREPARED BY A NICET LEVEL III (MIN.) TECHNICIAN, TO THE AHJ AS A DEFERRED "
    "SUBMITTAL. PROVIDE A 100% ACCEPTANCE TEST WITNESSED BY THE AHJ AND AN NFPA 72 RECORD OF COMPLETION.",
]

ABBREVIATIONS = [
    ("AFF", "ABOVE FINISHED FLOOR"), ("AHU", "AIR HANDLING UNIT"), ("cd", "CANDELA"),
    ("CLG.", "CEILING"), ("DACT", "DIGITAL ALARM COMMUNICATOR TRANSMITTER"),
    ("EMT", "ELECTRICAL METALLIC TUBING"), ("FPLR", "POWER-LIMITED FIRE ALARM RISER CABLE"),
    ("NAC", "NOTIFICATION APPLIANCE CIRCUIT"), ("ROR", "RATE-OF-RISE"), ("RTU", "ROOFTOP UNIT"),
    ("SLC", "SIGNALING LINE CIRCUIT"), ("TSP", "TWISTED SHIELDED PAIR"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
]

QUANTITIES = [
    # device, abbreviation, 1st, 2nd, 3rd, 4th, roof
    ("SMOKE DETECTOR W/ SOUNDER BASE", "SD/SB", 12, 28, 28, 28, 0),
    ("SMOKE DETECTOR", "SD", 24, 11, 9, 9, 0),
    ("HEAT DETECTOR", "HD", 4, 0, 0, 0, 0),
    ("DUCT SMOKE DETECTOR", "DD", 2, 1, 0, 0, 3),
    ("MANUAL PULL STATION", "PS", 6, 3, 2, 2, 0),
    ("HORN/STROBE, WALL", "H/S", 26, 33, 30, 31, 0),
    ("STROBE, WALL", "S", 1, 2, 2, 2, 0),
    ("STROBE, CEILING", "CS", 11, 0, 0, 0, 0),
    ("WATERFLOW SWITCH", "WF", 2, 1, 1, 1, 0),
    ("TAMPER SWITCH", "TS", 4, 1, 1, 1, 0),
    ("MONITOR MODULE", "MM", 6, 2, 2, 2, 0),
    ("CONTROL MODULE", "CM", 7, 2, 1, 1, 3),
    ("MAGNETIC DOOR HOLDER", "DH", 6, 4, 2, 2, 0),
]

CONTROL_MODULES = [
    ("TAG", "LOCATION", "FUNCTION", "INPUTS", "CONTACT"),
    ("CM-R1", "ROOF", "SHUT DOWN RTU-1", "E", "DRY, N.C."),
    ("CM-R2", "ROOF", "SHUT DOWN RTU-2", "E", "DRY, N.C."),
    ("CM-R3", "ROOF", "SHUT DOWN RTU-3", "E", "DRY, N.C."),
    ("CM-1A", "MECH. RM. 112", "SHUT DOWN AHU-1", "E", "DRY, N.C."),
    ("CM-1B", "MECH. RM. 112", "SHUT DOWN AHU-2", "E", "DRY, N.C."),
    ("CM-1C", "FIRE RISER RM. 108", "RELEASE DOOR HOLDERS, 1ST FLR.", "A,B,D,F,H,J,K,L", "24 VDC"),
    ("CM-E1", "ELEV. MACHINE RM. 118", "ELEVATOR RECALL, PRIMARY", "H,K", "DRY, N.O."),
    ("CM-E2", "ELEV. MACHINE RM. 118", "ELEVATOR RECALL, ALTERNATE", "J", "DRY, N.O."),
    ("CM-E3", "ELEV. MACHINE RM. 118", "FIREFIGHTER HAT (VISUAL WARNING)", "K", "DRY, N.O."),
    ("CM-E4", "ELEV. MACHINE RM. 118", "SHUNT TRIP ELEVATOR MAINLINE", "L", "24 VDC"),
    ("CM-2A", "ELEC. 2ND FLR.", "RELEASE DOOR HOLDERS, 2ND FLR.", "A,B,D,F,H,J,K,L", "24 VDC"),
    ("CM-2B", "MECH. RM. 224", "SHUT DOWN AHU-3", "E", "DRY, N.C."),
    ("CM-3A", "ELEC. 3RD FLR.", "RELEASE DOOR HOLDERS, 3RD FLR.", "A,B,D,F,H,J,K,L", "24 VDC"),
    ("CM-4A", "ELEC. 4TH FLR.", "RELEASE DOOR HOLDERS, 4TH FLR.", "A,B,D,F,H,J,K,L", "24 VDC"),
]

REVISIONS = [
    ("", "ISSUED FOR PERMIT", "03/21/2025", "JKM"),
    ("1", "AHJ PLAN REVIEW COMMENTS", "05/02/2025", "JKM"),
    ("2", "ADDENDUM 2 - ELEV. RECALL", "06/10/2025", "RTD"),
]


# ---------------------------------------------------------------------------------------------
# blocks


def _device_legend(page, x: float, y: float) -> float:
    _heading(page, x, y, "FIRE ALARM DEVICE LEGEND")
    widths = [62, 46, 262, 170, 150]
    xs = [x]
    for w in widths:
        xs.append(xs[-1] + w)
    top = y + 14
    hh, rh = 22, 23
    _rect(page, xs[0], top, xs[-1], top + hh, width=1.0)
    for i, head in enumerate(("SYMBOL", "ABBR.", "DESCRIPTION", "MOUNTING HEIGHT", "CANDELA / REMARKS")):
        _t(page, xs[i] + 4, top + 14.5, head, 7, "hebo")
    for r, (sym, ab, desc, mount, rem) in enumerate(LEGEND):
        y0 = top + hh + rh * r
        page.draw_line((xs[0], y0 + rh), (xs[-1], y0 + rh), width=0.35)
        _sym(page, sym, xs[0] + widths[0] / 2, y0 + rh / 2, 6.5 if sym not in ("FACP", "ANN", "NAC") else 6.0)
        _t(page, xs[1] + 4, y0 + 15, ab, 7.5, "hebo")
        _t(page, xs[2] + 4, y0 + 15, desc, 7.2)
        _t(page, xs[3] + 4, y0 + 15, mount, 7.2)
        if rem:
            _t(page, xs[4] + 4, y0 + 15, rem, 7.2)
    bottom = top + hh + rh * len(LEGEND)
    for xx in xs:
        page.draw_line((xx, top), (xx, bottom), width=0.5 if xx not in (xs[0], xs[-1]) else 1.0)
    page.draw_line((xs[0], bottom), (xs[-1], bottom), width=1.0)
    _t(page, x, bottom + 13, "NOTE: NOT ALL SYMBOLS SHOWN ARE NECESSARILY USED. SYMBOL LETTERS ARE FOR IDENTIFICATION ONLY.", 6.3, "tiro")
    return bottom + 13


def _line_legend(page, x: float, y: float) -> float:
    _heading(page, x, y, "WIRING LEGEND", 10)
    rows = [
        ("solid", "SLC - SIGNALING LINE CIRCUIT, 18 AWG TSP, FPLR (CLASS A)"),
        ("dash", "NAC - NOTIFICATION APPLIANCE CIRCUIT, 14 AWG MIN., FPLR (CLASS B)"),
        ("dashdot", "24 VDC AUXILIARY POWER TO DOOR HOLDERS, 14 AWG, FPLR"),
        ("dot", "ANNUNCIATOR BUS (RS-485), 18 AWG TSP"),
        ("heavy", "120V DEDICATED BRANCH CIRCUIT, SEE ELECTRICAL"),
    ]
    for i, (style, label) in enumerate(rows):
        yy = y + 20 + 15 * i
        dashes = {"solid": None, "dash": "[8 4] 0", "dashdot": "[10 3 2 3] 0", "dot": "[1.5 2.5] 0", "heavy": None}[style]
        page.draw_line((x, yy - 3), (x + 60, yy - 3), width=1.6 if style == "heavy" else 0.8, dashes=dashes)
        _t(page, x + 72, yy, label, 7)
    return y + 20 + 15 * len(rows)


def _abbreviations(page, x: float, y: float) -> float:
    _heading(page, x, y, "ABBREVIATIONS", 10)
    half = (len(ABBREVIATIONS) + 1) // 2
    for i, (ab, full) in enumerate(ABBREVIATIONS):
        col, row = divmod(i, half)
        xx = x + col * 262
        yy = y + 18 + 11 * row
        _t(page, xx, yy, ab, 6.8, "hebo")
        _t(page, xx + 48, yy, full, 6.8)
    return y + 18 + 11 * half


def _riser(page, x: float, y: float, w: float) -> float:
    """The riser diagram, the roof above its line and each storey between its floor line and the one above."""
    _t(page, x, y, "FIRE ALARM RISER DIAGRAM", 12, "hebo")
    page.draw_line((x, y + 4), (x + 560, y + 4), width=1.2)
    _t(page, x, y + 17, "SCALE: NTS", 7.5)
    roof = y + 110
    gaps = [150, 150, 150, 262]
    lines = [roof]
    for g in gaps:
        lines.append(lines[-1] + g)
    levels = [("ROOF", "T.O. DECK EL. 141'-8\"")] + [(f[0], f[1]) for f in FLOORS]
    spine = x + 170              # SLC riser
    nac_x = spine + 60           # NAC panels
    count_x = x + w - 225
    for (name, el), fy in zip(levels, lines):
        page.draw_line((x, fy), (x + w, fy), width=0.9, dashes="[18 4 3 4] 0")
        _t(page, x + 2, fy - 16, name, 9, "hebo")
        _t(page, x + 2, fy - 5, el, 6.5)
    bottom = lines[-1]
    # SLC loop (two conductors drawn as the out and return legs) and the 24 VDC riser
    page.draw_line((spine, roof - 30), (spine, bottom - 88), width=0.9)
    page.draw_line((spine - 5, roof - 30), (spine - 5, bottom - 88), width=0.9)
    page.draw_line((spine - 12, roof + 110), (spine - 12, bottom - 88), width=0.7, dashes="[10 3 2 3] 0")
    _t(page, spine - 16, lines[2] + 60, "SLC LOOP (CLASS A)", 6.3, rotate=90)
    _t(page, spine + 4, roof - 34, "SLC", 6.3)
    # roof: RTU duct detectors and shutdown relays, above the roof line
    ry = roof - 40
    page.draw_line((spine, ry), (nac_x + 10 - 7, ry), width=0.6)
    for k, rtu in enumerate(("RTU-1", "RTU-2", "RTU-3")):
        dx = nac_x + 10 + 92 * k
        _sym(page, "DD", dx, ry, 7)
        _sym(page, "CM", dx + 30, ry, 7)
        page.draw_line((dx + 7, ry), (dx + 23, ry), width=0.6)
        if k < 2:
            page.draw_line((dx + 37, ry), (dx + 92 - 7, ry), width=0.6)
        _tc(page, dx + 15, ry + 20, rtu, 6.5)
        _tc(page, dx + 15, ry + 28, "SHUTDOWN", 5.8)
    _t(page, count_x, ry - 8, "ROOF", 7.5, "hebo")
    _t(page, count_x, ry + 6, "(3) DD, (3) CM - RTU SUPPLY DUCTS", 7)
    # storeys
    for i, (name, el, nac, counts1, counts2) in enumerate(FLOORS):
        band = lines[i]
        py = band + 40
        _sym(page, "NAC", nac_x, py, 8)
        _t(page, nac_x - 18, py - 13, nac, 7.5, "hebo")
        page.draw_line((spine, py), (nac_x - 17.6, py), width=0.7)
        page.draw_line((nac_x, py + 10.4), (nac_x, py + 30), width=1.6)
        _t(page, nac_x + 3, py + 30, "120V, 20A", 5.8)
        for c in range(2):
            cy = py - 4 + 10 * c
            x0 = nac_x + 17.6
            page.draw_line((x0, cy), (x0 + 200, cy), width=0.7, dashes="[8 4] 0")
            for k in range(3):
                _sym(page, "H/S" if (c == 0 or k < 2) else "S", x0 + 30 + 60 * k + 16 * c, cy - 9 + 18 * c, 5)
            _sym(page, "EOL", x0 + 210, cy, 5)
            _t(page, x0 + 218, cy + 2.5, f"NAC {c + 1}", 5.8)
        _t(page, nac_x + 22, py - 18, "15/75 cd U.O.N.", 5.8)
        iy = band + 90
        page.draw_line((spine, iy), (spine + 282, iy), width=0.7)
        for k, kind in enumerate(("SD/SB", "SD", "PS", "MM", "CM")):
            _sym(page, kind, spine + 40 + 50 * k, iy, 6)
        _t(page, spine + 244, iy - 9, "FCV", 6.5, "hebo")
        _sym(page, "WF", spine + 250, iy + 18, 6)
        _sym(page, "TS", spine + 276, iy + 18, 6)
        page.draw_line((spine + 190, iy + 6), (spine + 244, iy + 18), width=0.4)
        page.draw_line((spine - 12, iy + 30), (spine + 20, iy + 30), width=0.6, dashes="[10 3 2 3] 0")
        _sym(page, "DH", spine + 28, iy + 30, 6)
        _t(page, spine + 38, iy + 33, "24 VDC", 5.8)
        _t(page, count_x, band + 52, f"{name} - {nac}", 7.5, "hebo")
        _t(page, count_x, band + 66, counts1, 7)
        _t(page, count_x, band + 77, counts2, 7)
    # 1st floor: FACP, DACT, annunciator, elevator machine room
    band = lines[-2]
    fy = band + 190
    fx = spine - 4
    page.draw_line((spine, bottom - 88), (spine, fy - 14.3), width=0.9)
    _sym(page, "FACP", fx, fy, 11)
    _t(page, fx + 28, fy - 4, "FACP", 8, "hebo")
    _t(page, fx + 28, fy + 5, "FIRE RISER RM. 108", 6.3)
    _t(page, fx + 28, fy + 13, "NOTIFIER NFS2-640", 6.3)
    _rect(page, fx - 100, fy - 12, fx - 50, fy + 12, width=0.9)
    _tc(page, fx - 75, fy + 2.5, "DACT", 7, "hebo")
    page.draw_line((fx - 50, fy), (fx - 24.2, fy), width=0.7)
    page.draw_line((fx - 100, fy - 6), (x + 4, fy - 6), width=0.6)
    page.draw_line((fx - 100, fy + 6), (x + 4, fy + 6), width=0.6, dashes="[3 2] 0")
    _t(page, x + 4, fy - 32, "TO UL-LISTED", 6.3)
    _t(page, x + 4, fy - 24, "CENTRAL STATION", 6.3)
    _t(page, x + 4, fy - 9, "IP (PRIMARY)", 5.8)
    _t(page, x + 4, fy + 15, "LTE CELL (SECONDARY)", 5.8)
    page.draw_line((fx, fy + 14.3), (fx, fy + 44), width=1.6)
    _t(page, fx + 4, fy + 42, "120V/20A FROM PANEL EM1, CKT 14 (RED LOCKING BREAKER)", 5.8)
    ax = fx + 170
    _sym(page, "ANN", ax, fy, 7)
    page.draw_line((fx + 24.2, fy + 20), (ax, fy + 20), width=0.7, dashes="[1.5 2.5] 0")
    page.draw_line((ax, fy + 20), (ax, fy + 9.1), width=0.7, dashes="[1.5 2.5] 0")
    _t(page, ax + 18, fy + 3, "ANN", 6.5, "hebo")
    _t(page, ax - 18, fy + 30, "FRONT DESK 101", 6.3)
    ex = count_x + 8
    ey = band + 150
    _rect(page, ex - 10, ey - 20, x + w - 6, ey + 58, width=0.5, dashes="[4 3] 0")
    _t(page, ex - 4, ey - 8, "ELEV. MACHINE RM. 118", 7, "hebo")
    for k, kind in enumerate(("SD", "HD", "CM", "CM", "CM", "CM")):
        _sym(page, kind, ex + 10 + 36 * k, ey + 12, 6)
    for k, lab in enumerate(("", "", "PRI.", "ALT.", "HAT", "SHUNT")):
        if lab:
            _tc(page, ex + 10 + 36 * k, ey + 30, lab, 5.6)
    _t(page, ex - 4, ey + 46, "SHUNT TRIP BREAKER: SEE E-601", 6.3)
    page.draw_line((ex - 10, ey + 12), (spine, ey + 12), width=0.6)
    return bottom


def _battery(page, x: float, y: float) -> float:
    _heading(page, x, y, "BATTERY CALCULATIONS", 11)
    _t(page, x + 200, y, "(24 HR STANDBY + 5 MIN ALARM, 20% SAFETY FACTOR)", 7)
    heads = [("PANEL", ""), ("LOCATION", ""), ("STANDBY", "CURRENT (A)"), ("STANDBY", "TIME (HR)"),
             ("STANDBY", "(AH)"), ("ALARM", "CURRENT (A)"), ("ALARM", "TIME (HR)"), ("ALARM", "(AH)"),
             ("TOTAL", "(AH)"), ("REQ'D AH", "(x 1.20)"), ("BATTERY", "PROVIDED")]
    widths = [46, 108, 58, 52, 52, 58, 52, 52, 52, 58, 104]
    xs = [x]
    for wd in widths:
        xs.append(xs[-1] + wd)
    top = y + 12
    hh, rh = 24, 15
    for i, (a, b) in enumerate(heads):
        _t(page, xs[i] + 3, top + 10, a, 6.3, "hebo")
        if b:
            _t(page, xs[i] + 3, top + 19, b, 6.3, "hebo")
    for r, (panel, loc, sb, al, prov) in enumerate(BATTERIES):
        yy = top + hh + rh * r + 11
        sb_ah = sb * STANDBY_HR
        al_ah = al * ALARM_HR
        tot = sb_ah + al_ah
        cells = [panel, loc, f"{sb:.3f}", f"{STANDBY_HR:.0f}", f"{sb_ah:.2f}", f"{al:.3f}", f"{ALARM_HR:.3f}",
                 f"{al_ah:.2f}", f"{tot:.2f}", f"{tot * SAFETY:.2f}", prov]
        for i, c in enumerate(cells):
            _t(page, xs[i] + 3, yy, c, 6.8, "cour")
    bottom = top + hh + rh * len(BATTERIES)
    _rect(page, xs[0], top, xs[-1], bottom, width=1.0)
    page.draw_line((xs[0], top + hh), (xs[-1], top + hh), width=0.8)
    for r in range(1, len(BATTERIES)):
        page.draw_line((xs[0], top + hh + rh * r), (xs[-1], top + hh + rh * r), width=0.3)
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, bottom), width=0.4)
    _t(page, x, bottom + 11, "CURRENT DRAWS PER BASIS-OF-DESIGN DATA SHEETS. CONTRACTOR SHALL RECALCULATE FOR APPROVED EQUIPMENT.", 6.2, "tiro")
    return bottom + 11


def _matrix(page, x: float, y: float) -> float:
    _heading(page, x, y, "SEQUENCE OF OPERATIONS MATRIX", 12)
    top = y + 14
    label_w, col_w, head_h, rh = 252, 34, 172, 22
    ncols = len(OUTPUTS)
    x_out = x + label_w
    right = x_out + col_w * ncols
    # "SYSTEM OUTPUTS" band and numbers
    _rect(page, x, top, right, top + 16, width=1.0)
    _tc(page, (x_out + right) / 2, top + 11.5, "SYSTEM OUTPUTS", 8, "hebo")
    _t(page, x + 6, top + 11.5, "SEQUENCE MATRIX", 7, "hebo")
    htop = top + 16
    hb = htop + head_h
    numy = hb + 14
    for c, (l1, l2) in enumerate(OUTPUTS):
        cx0 = x_out + col_w * c
        _t(page, cx0 + 15, hb - 6, l1, 6.8, "helv", rotate=90)
        _t(page, cx0 + 26, hb - 6, l2, 6.8, "helv", rotate=90)
        _tc(page, cx0 + col_w / 2, numy - 3.5, str(c + 1), 7, "hebo")
    _t(page, x + 6, hb - 8, "SYSTEM INPUTS", 8, "hebo")
    grid_top = numy
    nrows = len(INPUTS)
    bottom = grid_top + rh * nrows
    _rect(page, x, htop, right, bottom, width=1.0)
    page.draw_line((x, hb), (right, hb), width=0.8)
    page.draw_line((x, numy), (right, numy), width=0.8)
    for c in range(ncols + 1):
        xx = x_out + col_w * c
        page.draw_line((xx, htop), (xx, bottom), width=0.4 if 0 < c < ncols else 0.8)
    page.draw_line((x + 22, grid_top), (x + 22, bottom), width=0.4)
    for r, (tag, name, outs) in enumerate(INPUTS):
        ry = grid_top + rh * r
        if r:
            page.draw_line((x, ry), (right, ry), width=0.3)
        _tc(page, x + 11, ry + 14.5, tag, 7.5, "hebo")
        _t(page, x + 27, ry + 14.5, name, 7.3)
        for o in outs:
            cx = x_out + col_w * (o - 1) + col_w / 2
            _tc(page, cx, ry + 15, "X", 9, "hebo")
    _t(page, x, bottom + 12, "\"X\" INDICATES THE OUTPUT IS ACTIVATED BY THE INPUT. ALL OUTPUTS LATCH UNTIL THE FACP IS RESET, "
                             "EXCEPT TROUBLE SIGNALS WHICH RESTORE.", 6.3, "tiro")
    return bottom + 12


def _general_notes(page, x: float, y: float, width: float) -> float:
    _heading(page, x, y, "FIRE ALARM GENERAL NOTES", 11)
    yy = y + 20
    for i, note in enumerate(NOTES, 1):
        _t(page, x, yy, f"{i}.", NOTE)
        for j, line in enumerate(_wrap(note, width - 18)):
            _t(page, x + 16, yy, line, NOTE)
            yy += 9.6
        yy += 4.2
    return yy


def _code_data(page, x: float, y: float) -> float:
    _heading(page, x, y, "FIRE ALARM CODE DATA", 10)
    rows = [
        ("OCCUPANCY:", "R-1 (HOTEL), A-2 ACCESSORY (BREAKFAST AREA)"),
        ("CONSTRUCTION TYPE:", "V-A"),
        ("STORIES:", "4 ABOVE GRADE, 96 GUEST ROOMS"),
        ("SPRINKLERS:", "NFPA 13, FULLY SPRINKLERED"),
        ("FIRE ALARM:", "REQUIRED PER IBC 907.2.8 (GROUP R-1)"),
        ("SYSTEM TYPE:", "ADDRESSABLE, HORN/STROBE (NOT VOICE)"),
        ("ACCESSIBLE ROOMS:", "7 W/ COMMUNICATION FEATURES"),
    ]
    _rect(page, x - 6, y + 8, x + 380, y + 16 + 12.5 * len(rows) + 4, width=0.6)
    for i, (k, v) in enumerate(rows):
        yy = y + 22 + 12.5 * i
        _t(page, x, yy, k, 7, "hebo")
        _t(page, x + 104, yy, v, 7)
    return y + 16 + 12.5 * len(rows) + 4


def _typical_room(page, x: float, y: float) -> None:
    """A small enlarged diagram of the typical accessible guest room devices (NTS)."""
    _rect(page, x, y, x + 200, y + 120, width=1.4)
    page.draw_line((x + 130, y), (x + 130, y + 48), width=1.0)           # bath wall
    page.draw_line((x + 130, y + 48), (x + 160, y + 48), width=1.0)
    page.draw_line((x + 176, y + 48), (x + 200, y + 48), width=1.0)
    _t(page, x + 140, y + 24, "BATH", 6.5)
    _t(page, x + 30, y + 70, "SLEEPING AREA", 6.5)
    _sym(page, "SD/SB", x + 70, y + 40, 6)
    _sym(page, "S", x + 8, y + 82, 5.5)
    page.draw_line((x + 14, y + 82), (x + 34, y + 96), width=0.4)
    _t(page, x + 36, y + 100, "110 cd", 6.3)
    page.draw_line((x + 200, y + 80), (x + 200, y + 112), width=3, color=(1, 1, 1))
    page.draw_curve((x + 200, y + 80), (x + 180, y + 82), (x + 170, y + 112), width=0.5)
    _t(page, x + 150, y + 135, "CORRIDOR", 6.3)
    _sym(page, "H/S", x + 240, y + 110, 5.5)
    _t(page, x, y + 150, "2", 12, "hebo")
    page.draw_line((x + 16, y + 153), (x + 300, y + 153), width=1)
    _t(page, x + 20, y + 150, "TYPICAL ACCESSIBLE GUEST ROOM DEVICES", 9, "hebo")
    _t(page, x + 20, y + 163, "SCALE: NTS", 7)
    _t(page, x + 214, y + 20, "SD/SB SOUNDS IN ROOM OF", 6.2)
    _t(page, x + 214, y + 29, "ORIGIN ONLY; STROBE IN", 6.2)
    _t(page, x + 214, y + 38, "ROOM FOLLOWS GENERAL", 6.2)
    _t(page, x + 214, y + 47, "ALARM. SEE NOTE 13.", 6.2)
    page.draw_line((x + 212, y + 26), (x + 80, y + 40), width=0.4)


def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(M, M, W - M, H - M), width=2.2)
    page.draw_rect(pymupdf.Rect(M + 6, M + 6, W - M - 6, H - M - 6), width=0.5)
    x0, x1 = TB, W - M - 6
    page.draw_line((x0, M + 6), (x0, H - M - 6), width=1.6)
    x = x0 + 12
    # engineer
    _t(page, x, 66, "BRIGHTWATER", 17, "tibo")
    _t(page, x, 84, "FIRE PROTECTION ENGINEERING, PLLC", 8.5, "tiro")
    for i, line in enumerate(("730 CHESTNUT STREET, SUITE 410", "CHATTANOOGA, TN 37402", "T 423.555.0164  |  BRIGHTWATERFPE.COM")):
        _t(page, x, 98 + 10 * i, line, 6.8)
    page.draw_line((x0, 136), (x1, 136), width=0.8)
    # seal
    page.draw_circle((x0 + 80, 200), 54, width=0.8)
    page.draw_circle((x0 + 80, 200), 44, width=0.4)
    _tc(page, x0 + 80, 184, "STATE OF TENNESSEE", 5.8)
    _tc(page, x0 + 80, 196, "DANIEL R. OKAFOR", 6.5, "hebo")
    _tc(page, x0 + 80, 206, "PROFESSIONAL ENGINEER", 5.8)
    _tc(page, x0 + 80, 216, "No. 118204", 5.8)
    _t(page, x0 + 150, 168, "FIRE ALARM ENGINEER OF RECORD:", 5.8, "hebo")
    _t(page, x0 + 150, 178, "DANIEL R. OKAFOR, P.E.", 6.5)
    _t(page, x0 + 150, 196, "FIRE ALARM CONTRACTOR:", 5.8, "hebo")
    _t(page, x0 + 150, 206, "SENTRY LIFE SAFETY", 6.5)
    _t(page, x0 + 150, 215, "SYSTEMS, INC.", 6.5)
    _t(page, x0 + 150, 224, "TN LIC. FA-20417", 6.2)
    page.draw_line((x0, 264), (x1, 264), width=0.8)
    # consultants
    _t(page, x, 278, "ARCHITECT", 5.8, "hebo")
    _t(page, x, 289, "OAKHAVEN ARCHITECTS, INC.", 7.5)
    _t(page, x, 298, "211 BROAD STREET, CHATTANOOGA, TN 37402", 6.2)
    _t(page, x, 314, "OWNER", 5.8, "hebo")
    _t(page, x, 325, "LINDEN HOSPITALITY GROUP, LLC", 7.5)
    page.draw_line((x0, 338), (x1, 338), width=0.8)
    # project
    _t(page, x, 352, "PROJECT", 5.8, "hebo")
    _t(page, x, 372, "THE LINDEN HOTEL", 15, "tibo")
    _t(page, x, 386, "4-STORY, 96-KEY HOTEL - NEW CONSTRUCTION", 7.2)
    _t(page, x, 396, "415 COMMERCE STREET", 7.2)
    _t(page, x, 406, "CHATTANOOGA, TN 37402", 7.2)
    page.draw_line((x0, 420), (x1, 420), width=0.8)
    # revisions
    _t(page, x, 434, "REVISIONS", 7, "hebo")
    ry = 440
    _rect(page, x0 + 6, ry, x1 - 6, ry + 16 + 16 * 6, width=0.5)
    for lab, cx in (("NO.", x + 2), ("DESCRIPTION", x + 34), ("DATE", x + 196), ("BY", x + 256)):
        _t(page, cx, ry + 11, lab, 6, "hebo")
    page.draw_line((x0 + 6, ry + 16), (x1 - 6, ry + 16), width=0.5)
    for i, (no, desc, date, by) in enumerate(REVISIONS):
        yy = ry + 16 + 16 * i + 11.5
        if no:
            _delta(page, x + 9, yy - 3, no)
        _t(page, x + 34, yy, desc, 6.8)
        _t(page, x + 196, yy, date, 6.8)
        _t(page, x + 256, yy, by, 6.8)
    for k in range(1, 6):
        page.draw_line((x0 + 6, ry + 16 + 16 * k), (x1 - 6, ry + 16 + 16 * k), width=0.25)
    for cx in (x + 28, x + 190, x + 250):
        page.draw_line((cx, ry), (cx, ry + 16 + 16 * 6), width=0.3)
    # key plan / north arrow stand-in
    ky = 580
    _t(page, x, ky, "KEY PLAN", 5.8, "hebo")
    _rect(page, x + 30, ky + 12, x + 200, ky + 56, width=0.6)
    _rect(page, x + 100, ky + 56, x + 140, ky + 80, width=0.6)
    page.draw_rect(pymupdf.Rect(x + 30, ky + 12, x + 200, ky + 56), width=0, fill=(0.8, 0.8, 0.8), fill_opacity=0.5)
    _t(page, x + 220, ky + 40, "ALL FLOORS", 6)
    page.draw_line((x + 262, ky + 80), (x + 262, ky + 20), width=1)
    page.draw_polyline([(x + 256, ky + 32), (x + 262, ky + 20), (x + 268, ky + 32)], width=1)
    _tc(page, x + 262, ky + 92, "N", 9, "hebo")
    page.draw_line((x0, 690), (x1, 690), width=0.8)
    # issue, stamps
    _t(page, x, 712, "ISSUED FOR PERMIT", 12, "hebo")
    _t(page, x, 726, "NOT FOR CONSTRUCTION UNTIL APPROVED BY AHJ", 6.5)
    _rect(page, x0 + 16, 770, x1 - 16, 1010, width=0.5, dashes="[5 3] 0")
    _tc(page, (x0 + x1) / 2, 790, "RESERVED FOR AHJ APPROVAL STAMP", 6.5, "hebo")
    _t(page, x, 1034, "FIRE PROTECTION CONSULTANT TEAM", 5.8, "hebo")
    for i, line in enumerate(("MEP: CUMBERLAND ENGINEERING GROUP (E-SERIES)",
                              "FIRE SPRINKLER: RIDGELINE FIRE PROTECTION, INC. (DELEGATED)",
                              "ELEVATOR: SUMMIT VERTICAL TRANSPORTATION (DELEGATED)")):
        _t(page, x, 1046 + 10 * i, line, 6.2)
    # the lower block: dates, numbers
    yb = 1180
    page.draw_line((x0, yb), (x1, yb), width=0.8)
    fields = [("DATE", "03/21/2025", x), ("PROJECT NO.", "BFP-24-118", x + 150),
              ("DRAWN BY", "JKM", x), ("CHECKED BY", "RTD", x + 150),
              ("SCALE", "NTS", x), ("CAD FILE", "BFP24118-FA001.dwg", x + 150)]
    for i, (cap, val, fx) in enumerate(fields):
        yy = yb + 16 + 30 * (i // 2)
        _t(page, fx, yy, cap, 5.8, "hebo")
        _t(page, fx, yy + 12, val, 8.5)
    page.draw_line((x0, yb + 96), (x1, yb + 96), width=0.8)
    _t(page, x, yb + 110, "SHEET TITLE", 5.8, "hebo")
    for i, line in enumerate(("FIRE ALARM RISER,", "DEVICE LEGEND AND", "SEQUENCE OF OPERATIONS")):
        _t(page, x, yb + 128 + 15 * i, line, 11, "hebo")
    page.draw_line((x0, yb + 180), (x1, yb + 180), width=0.8)
    _t(page, x, yb + 194, "SHEET NUMBER", 5.8, "hebo")
    _t(page, x + 40, yb + 258, "FA-001", 44, "hebo")
    _t(page, x, H - M - 16, "© 2025 BRIGHTWATER FIRE PROTECTION ENGINEERING, PLLC. THESE DRAWINGS ARE", 5.2)
    _t(page, x, H - M - 10, "INSTRUMENTS OF SERVICE AND SHALL NOT BE REPRODUCED WITHOUT WRITTEN CONSENT.", 5.2)
    # plot stamp along the left border, as CAD plots do
    _t(page, M - 4, H - M - 10, "PLOTTED: 6/10/2025 4:12 PM  BY: jmorrow  C:\\Projects\\BFP24118\\FA\\BFP24118-FA001.dwg",
       5, "cour", rotate=90, color=(0.35, 0.35, 0.35))


def _valve_detail(page, x: float, y: float) -> None:
    """Detail 3: the floor control valve assembly and how its switches are monitored (NTS)."""
    rx = x + 60
    page.draw_line((rx, y + 200), (rx, y + 10), width=2.2)                        # riser
    page.draw_line((rx - 4, y + 200), (rx - 4, y + 10), width=0.5)
    _t(page, rx - 12, y + 190, "SPRINKLER RISER", 6.3, rotate=90)
    page.draw_line((rx, y + 60), (rx + 170, y + 60), width=2.2)                   # floor branch
    page.draw_polyline([(rx + 24, y + 50), (rx + 44, y + 70), (rx + 44, y + 50), (rx + 24, y + 70), (rx + 24, y + 50)], width=0.9)
    _sym(page, "TS", rx + 34, y + 36, 6)
    page.draw_line((rx + 34, y + 42), (rx + 34, y + 50), width=0.5)
    _rect(page, rx + 76, y + 50, rx + 96, y + 70, width=0.9)
    _sym(page, "WF", rx + 86, y + 36, 6)
    page.draw_line((rx + 86, y + 42), (rx + 86, y + 50), width=0.5)
    page.draw_line((rx + 120, y + 60), (rx + 120, y + 110), width=1.2)           # drain / test
    _t(page, rx + 126, y + 104, "INSPECTOR'S TEST / DRAIN", 6)
    for k, (kind, lab) in enumerate((("MM", "MM FOR TS"), ("MM", "MM FOR WF"))):
        mx = rx + 34 + 52 * k
        _sym(page, kind, mx, y + 140, 6)
        page.draw_line((mx, y + 134), (mx, y + 42 + 1.5 * (k == 1) - (0 if k else 0)), width=0.4, dashes="[3 2] 0")
        _t(page, mx - 14, y + 160, lab, 5.8)
    page.draw_line((rx - 40, y + 140), (rx + 28, y + 140), width=0.7)
    _t(page, rx - 56, y + 136, "SLC", 6)
    _t(page, rx + 180, y + 28, "FLOOR CONTROL VALVE ASSEMBLY (FCV) AT EACH", 6.3)
    _t(page, rx + 180, y + 37, "FLOOR, IN EXIT STAIR 1. VALVE, TAMPER SWITCH", 6.3)
    _t(page, rx + 180, y + 46, "AND WATERFLOW SWITCH FURNISHED BY FIRE", 6.3)
    _t(page, rx + 180, y + 55, "SPRINKLER CONTRACTOR; MONITOR MODULES,", 6.3)
    _t(page, rx + 180, y + 64, "WIRING AND CONNECTIONS BY FIRE ALARM CONTR.", 6.3)
    page.draw_line((rx + 178, y + 26), (rx + 98, y + 56), width=0.4)
    _t(page, x, y + 232, "3", 12, "hebo")
    page.draw_line((x + 16, y + 235), (x + 330, y + 235), width=1)
    _t(page, x + 20, y + 232, "FLOOR CONTROL VALVE MONITORING", 9, "hebo")
    _t(page, x + 20, y + 245, "SCALE: NTS", 7)


def _quantities(page, x: float, y: float) -> None:
    _heading(page, x, y, "DEVICE QUANTITY SUMMARY", 10)
    widths = [170, 44, 40, 40, 40, 40, 40, 48]
    xs = [x]
    for wd in widths:
        xs.append(xs[-1] + wd)
    top = y + 10
    hh, rh = 16, 13.5
    for i, head in enumerate(("DEVICE", "ABBR.", "1ST", "2ND", "3RD", "4TH", "ROOF", "TOTAL")):
        _t(page, xs[i] + 3, top + 11, head, 6.5, "hebo")
    for r, (dev, ab, *q) in enumerate(QUANTITIES):
        yy = top + hh + rh * r + 10
        _t(page, xs[0] + 3, yy, dev, 6.6)
        _t(page, xs[1] + 3, yy, ab, 6.6)
        for k, n in enumerate(q):
            _t(page, xs[2 + k] + 3, yy, str(n) if n else "-", 6.6)
        _t(page, xs[7] + 3, yy, str(sum(q)), 6.6, "hebo")
    bottom = top + hh + rh * len(QUANTITIES)
    _rect(page, xs[0], top, xs[-1], bottom, width=0.9)
    page.draw_line((xs[0], top + hh), (xs[-1], top + hh), width=0.7)
    for r in range(1, len(QUANTITIES)):
        page.draw_line((xs[0], top + hh + rh * r), (xs[-1], top + hh + rh * r), width=0.25)
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, bottom), width=0.35)
    _t(page, x, bottom + 11, "QUANTITIES FOR BIDDING REFERENCE ONLY; CONTRACTOR SHALL VERIFY FROM FA-101 THRU FA-104.", 6.2, "tiro")


def _control_modules(page, x: float, y: float) -> float:
    _heading(page, x, y, "CONTROL MODULE SCHEDULE", 10)
    widths = [40, 106, 168, 78, 54]
    xs = [x]
    for wd in widths:
        xs.append(xs[-1] + wd)
    top = y + 10
    rh = 14
    for r, row in enumerate(CONTROL_MODULES):
        yy = top + rh * r + 10
        for i, cell in enumerate(row):
            _t(page, xs[i] + 3, yy, cell, 6.5 if r else 6.3, "hebo" if r == 0 else "helv")
    bottom = top + rh * len(CONTROL_MODULES)
    _rect(page, xs[0], top, xs[-1], bottom, width=0.9)
    page.draw_line((xs[0], top + rh), (xs[-1], top + rh), width=0.7)
    for r in range(2, len(CONTROL_MODULES)):
        page.draw_line((xs[0], top + rh * r), (xs[-1], top + rh * r), width=0.25)
    for xx in xs[1:-1]:
        page.draw_line((xx, top), (xx, bottom), width=0.35)
    _t(page, x, bottom + 11, "INPUTS REFER TO SEQUENCE OF OPERATIONS MATRIX ROW LETTERS.", 6.2, "tiro")
    return bottom + 11


def _sheet_index(page, x: float, y: float) -> None:
    _heading(page, x, y, "FIRE ALARM SHEET INDEX", 10)
    rows = [
        ("FA-001", "FIRE ALARM RISER, DEVICE LEGEND AND SEQUENCE OF OPERATIONS"),
        ("FA-101", "FIRST FLOOR FIRE ALARM PLAN"),
        ("FA-102", "SECOND FLOOR FIRE ALARM PLAN"),
        ("FA-103", "THIRD FLOOR FIRE ALARM PLAN"),
        ("FA-104", "FOURTH FLOOR AND ROOF FIRE ALARM PLAN"),
        ("FA-501", "FIRE ALARM DETAILS"),
    ]
    for i, (num, title) in enumerate(rows):
        yy = y + 20 + 12 * i
        _t(page, x, yy, num, 6.8, "hebo")
        _t(page, x + 44, yy, title, 6.5)
    page.draw_line((x, y + 26 + 12 * len(rows)), (x + 270, y + 26 + 12 * len(rows)), width=0.4)


def fire_alarm_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    # left column: legends, the matrix, quantities
    end = _device_legend(page, 60, 72)
    end = _line_legend(page, 60, end + 30)
    mend = _matrix(page, 60, end + 40)
    _quantities(page, 60, mend + 36)
    # middle: riser, battery table, details
    rend = _riser(page, 822, 72, 712)
    bend = _battery(page, 822, rend + 56)
    _valve_detail(page, 850, bend + 56)
    _sheet_index(page, 1262, bend + 190)
    # right column: notes, code data, abbreviations, control modules
    nend = _general_notes(page, 1570, 72, 530)
    cend = _code_data(page, 1576, nend + 24)
    aend = _abbreviations(page, 1570, cend + 30)
    mend = _control_modules(page, 1570, aend + 30)
    _typical_room(page, 1590, mend + 40)
    doc.save(str(path))
    doc.close()
    return path
