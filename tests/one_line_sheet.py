"""A US electrical one-line (single-line) diagram sheet (E-601, 36x24 in) for a three-storey
medical office building, drawn the way an MEP engineer's CAD export draws one: the utility
pad-mounted transformer TU-1 (1000 KVA, 480Y/277V) with the CT cabinet and meter, service
feeder F1 into the 1200A main switchboard MSB (a dashed enclosure around a heavy bus, a draw-out
1200A LSIG main, an SPD and grounding electrode), a row of distribution breakers under the bus
feeding panelboards H1, H2, H3, the mechanical distribution panel DP-M, transformer T1 to panel L1,
the elevator disconnect ELEV-1, and the normal sides of ATS-2 (optional standby) and ATS-1 (life
safety), with spares and a space; the 250 KW generator GEN-1 with its two unit-mounted breakers
feeding the emergency sides of both ATSs by dashed feeders, ATS-1 feeding EH1, ATS-2 feeding SH1,
then T2 and SL1; every feeder tagged by a hexagon (F1 .. F16), a revision cloud with a delta
around the generator. To the right a ruled FEEDER SCHEDULE (tag, from, to, sets, conductors per
set, ground, conduit per set, OCPD amps, length, remarks) whose header cells are two lines and
whose text is emitted column by column (all of column 1, then column 2 ...), an AVAILABLE FAULT
CURRENT table by equipment with its footnotes, a symbol legend, an abbreviation list, a service
data box, a SERVICE LOAD CALCULATION (NEC 220) and a STANDBY SYSTEM LOAD SUMMARY; a small view 2,
the MSB front elevation at 3/8" = 1'-0" with its dimensions; under the diagram its view title
(SCALE: NTS) and the numbered ONE-LINE DIAGRAM NOTES in two columns (wrapped notes with hanging
indents); the title block as a strip down the right edge (engineer, architect, seal, project,
owner, issue stamp, revision rows newest on top with deltas, key plan, consultants, issue log,
copyright, date, project number, drawn/checked, scale AS NOTED, sheet title, sheet number E-601).

The questions (`tests/blind_questions/drawn/round49-drawn.jsonl`) were written before drawqa
answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                 # 36 x 24 in
TB = 2250                         # title block strip, left edge
BUS_Y = 420                       # main switchboard bus
ENC = (100, 318, 1480, 500)       # MSB enclosure
EQ_Y = 620                        # top of the first row of equipment
DASH = "[6 3] 0"

FEEDER_HEADERS = [
    ("FEEDER", "TAG"), ("FED", "FROM"), ("SERVES", "(TO)"), ("NO. OF", "SETS"),
    ("CONDUCTORS", "(PER SET)"), ("GROUND", "(EGC)"), ("CONDUIT", "(PER SET)"),
    ("OCPD", "(AMPS)"), ("LENGTH", "(FT)"), ("REMARKS", ""),
]
FEEDER_WIDTHS = [46, 58, 58, 40, 104, 48, 60, 46, 44, 190]
FEEDERS = [
    ("F1", "TU-1", "MSB", "4", "(4) 350 KCMIL", "--", "3\"", "1200", "40", "SERVICE ENTRANCE, SEE NOTE 2"),
    ("F2", "MSB", "H1", "1", "(4) #4/0", "#4", "2-1/2\"", "225", "95", ""),
    ("F3", "MSB", "H2", "1", "(4) #4/0", "#4", "2-1/2\"", "225", "140", ""),
    ("F4", "MSB", "H3", "1", "(4) #3/0", "#6", "2\"", "200", "185", ""),
    ("F5", "MSB", "DP-M", "2", "(3) 350 KCMIL", "#1", "2-1/2\"", "600", "60", "NO NEUTRAL"),
    ("F6", "MSB", "T1", "1", "(3) #2/0", "#6", "1-1/2\"", "175", "25", "TRANSFORMER PRIMARY"),
    ("F7", "T1", "L1", "2", "(4) #3/0", "#3", "2\"", "400", "15", "SECONDARY, L1 MAIN BKR"),
    ("F8", "MSB", "ATS-1", "1", "(4) #3", "#8", "1-1/4\"", "100", "20", "NORMAL SOURCE"),
    ("F9", "MSB", "ATS-2", "2", "(4) #3/0", "#3", "2\"", "400", "20", "NORMAL SOURCE"),
    ("F10", "GEN-1", "ATS-1", "1", "(4) #3", "#8", "1-1/4\"", "100", "110", "EMERGENCY SOURCE, NOTE 6"),
    ("F11", "GEN-1", "ATS-2", "2", "(4) #3/0", "#3", "2\"", "400", "110", "EMERGENCY SOURCE"),
    ("F12", "ATS-1", "EH1", "1", "(4) #3", "#8", "1-1/4\"", "100", "35", "UPSTREAM OCPD, NOTE 6"),
    ("F13", "ATS-2", "SH1", "2", "(4) #3/0", "#3", "2\"", "400", "45", "UPSTREAM OCPD"),
    ("F14", "SH1", "T2", "1", "(3) #4", "#8", "1\"", "70", "30", "TRANSFORMER PRIMARY"),
    ("F15", "T2", "SL1", "1", "(4) #1/0", "#6", "1-1/2\"", "150", "10", "SECONDARY, SL1 MAIN BKR"),
    ("F16", "MSB", "ELEV-1", "1", "(3) #1/0", "#6", "1-1/2\"", "150", "210", "SHUNT-TRIP DISC., NOTE 12"),
]

FAULT_HEADERS = [("EQUIPMENT", ""), ("DESCRIPTION", ""), ("VOLTAGE", ""), ("AVAILABLE FAULT", "(A RMS SYM)"),
                 ("X/R", "RATIO"), ("EQUIPMENT RATING", "(AIC / SCCR, A)")]
FAULT_WIDTHS = [70, 170, 78, 104, 44, 120]
FAULTS = [
    ("MSB", "MAIN SWITCHBOARD", "480Y/277V", "20,412", "6.1", "42,000"),
    ("H1", "PANELBOARD, LEVEL 1", "480Y/277V", "15,236", "3.2", "25,000"),
    ("H2", "PANELBOARD, LEVEL 2", "480Y/277V", "12,904", "2.6", "25,000"),
    ("H3", "PANELBOARD, LEVEL 3", "480Y/277V", "11,058", "2.3", "25,000"),
    ("DP-M", "MECH. DISTRIBUTION PANEL", "480Y/277V", "18,377", "4.8", "35,000"),
    ("L1", "PANELBOARD, LEVEL 1", "208Y/120V", "9,842", "3.9", "22,000"),
    ("ELEV-1", "ELEVATOR DISCONNECT", "480V", "11,902", "2.4", "22,000"),
    ("ATS-1", "TRANSFER SWITCH, LIFE SAFETY", "480Y/277V", "16,981", "4.4", "35,000 WCR"),
    ("ATS-2", "TRANSFER SWITCH, OPT. STANDBY", "480Y/277V", "17,540", "4.6", "42,000 WCR"),
    ("EH1", "LIFE SAFETY PANEL", "480Y/277V", "9,215", "2.0", "18,000"),
    ("SH1", "OPTIONAL STANDBY PANEL", "480Y/277V", "13,660", "3.0", "25,000"),
    ("SL1", "OPTIONAL STANDBY PANEL", "208Y/120V", "5,124", "2.1", "10,000"),
    ("GEN-1", "GENERATOR TERMINALS", "480Y/277V", "3,480", "--", "--"),
]

NOTES = [
    "ALL FEEDER CONDUCTORS SHALL BE COPPER, TYPE THHN/THWN-2, SIZED FOR 75\u00b0C TERMINATIONS UNLESS "
    "OTHERWISE NOTED. CONDUIT SIZES ARE FOR EMT ABOVE GRADE AND SCHEDULE 40 PVC BELOW GRADE.",
    "SERVICE ENTRANCE CONDUCTORS (F1) SHALL BE INSTALLED UNDERGROUND IN CONCRETE-ENCASED DUCT BANK FROM "
    "TU-1 TO MSB. UTILITY TO FURNISH TRANSFORMER, PRIMARY CABLE AND METER; CONTRACTOR TO FURNISH PAD AND CT CABINET.",
    "MAIN BREAKER SHALL BE PROVIDED WITH GROUND-FAULT PROTECTION OF EQUIPMENT PER NEC 230.95. "
    "PERFORMANCE TEST GFP SYSTEM PRIOR TO ENERGIZATION AND SUBMIT WRITTEN TEST REPORT.",
    "GROUNDING ELECTRODE CONDUCTOR: 3/0 AWG CU FROM MSB GROUND BUS TO BUILDING STEEL, CONCRETE-ENCASED "
    "ELECTRODE AND METAL WATER PIPE PER NEC 250.50. SEE E-603 FOR GROUNDING RISER.",
    "PROVIDE SPD AT MSB RATED 200 KA PER PHASE, UL 1449 4TH EDITION, TYPE 1, WITH INTEGRAL DISCONNECT.",
    "LIFE SAFETY BRANCH FEEDERS (F10, F12) SHALL BE INSTALLED IN DEDICATED RACEWAYS ENTIRELY INDEPENDENT "
    "OF ALL OTHER WIRING PER NEC 700.10(B). PROVIDE 2-HOUR PROTECTION WHERE ROUTED THROUGH OCCUPIED SPACE.",
    "GENERATOR GEN-1: 250 KW / 312.5 KVA, 480Y/277V, 3PH, 4W, DIESEL, WITH SUB-BASE FUEL TANK, "
    "SOUND-ATTENUATED WEATHERPROOF ENCLOSURE AND REMOTE ANNUNCIATOR. SEE SPECIFICATION 26 32 13.",
    "ATS-1 AND ATS-2 SHALL BE 4-POLE, OPEN TRANSITION, WITH IN-PHASE MONITOR AND BYPASS-ISOLATION. "
    "ATS-1 SHALL TRANSFER TO EMERGENCY SOURCE WITHIN 10 SECONDS OF NORMAL POWER FAILURE.",
    "EQUIPMENT SHORT-CIRCUIT RATINGS SHALL BE FULLY RATED; SERIES-COMBINATION RATINGS ARE NOT ACCEPTABLE.",
    "FIELD MARK ALL SERVICE EQUIPMENT WITH MAXIMUM AVAILABLE FAULT CURRENT AND DATE OF CALCULATION PER NEC 110.24.",
    "FEEDER LENGTHS ARE APPROXIMATE. CONTRACTOR SHALL FIELD VERIFY ROUTING AND LENGTHS PRIOR TO ORDERING CONDUCTORS.",
    "ELEVATOR MAINLINE DISCONNECT ELEV-1 SHALL BE A SHUNT-TRIP TYPE WITH AUXILIARY CONTACT FOR BATTERY "
    "LOWERING; COORDINATE WITH ELEVATOR SUPPLIER AND FIRE ALARM.",
    "REFER TO E-602 FOR PANELBOARD SCHEDULES AND E-603 FOR GROUNDING RISER DIAGRAM.",
]

ABBREVIATIONS = [
    ("AIC", "AMPERE INTERRUPTING CAPACITY"), ("ATS", "AUTOMATIC TRANSFER SWITCH"),
    ("CB", "CIRCUIT BREAKER"), ("EGC", "EQUIPMENT GROUNDING CONDUCTOR"),
    ("GEC", "GROUNDING ELECTRODE CONDUCTOR"), ("GFP", "GROUND-FAULT PROTECTION"),
    ("LSIG", "LONG, SHORT, INSTANTANEOUS, GROUND TRIP"), ("MCB", "MAIN CIRCUIT BREAKER"),
    ("MLO", "MAIN LUGS ONLY"), ("OCPD", "OVERCURRENT PROTECTIVE DEVICE"),
    ("SCCR", "SHORT-CIRCUIT CURRENT RATING"), ("WCR", "WITHSTAND AND CLOSING RATING"),
]

REVISIONS = [
    ("1", "PLAN CHECK RESPONSE", "04/11/2025"),
    ("2", "ASI-03 GENERATOR RESIZE", "06/27/2025"),
]


def _t(page, x: float, y: float, s: str, size: float = 7, font: str = "helv", rotate: int = 0) -> None:
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate)


def _width(s: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _c(page, cx: float, y: float, s: str, size: float = 7, font: str = "helv") -> None:
    _t(page, cx - _width(s, size, font) / 2, y, s, size, font)


def _wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    lines, cur = [], ""
    for word in text.split():
        trial = f"{cur} {word}".strip()
        if _width(trial, size, font) > width and cur:
            lines.append(cur)
            cur = word
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def _line(page, a, b, w: float = 1.0, dashes: str | None = None) -> None:
    if dashes:
        page.draw_line(a, b, width=w, dashes=dashes)
    else:
        page.draw_line(a, b, width=w)


def _hexagon(page, cx: float, cy: float, tag: str, r: float = 11) -> None:
    """A feeder tag: a flat-topped hexagon standing on the feeder, the line broken behind it."""
    page.draw_rect(pymupdf.Rect(cx - r, cy - r * 0.87, cx + r, cy + r * 0.87), color=None, fill=(1, 1, 1))
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, width=0.7, fill=(1, 1, 1))
    _c(page, cx, cy + 2.4, tag, 6.5, "hebo")


def _breaker(page, x: float, y: float, label: str | None = None, side: int = 1, size: float = 6.5) -> float:
    """A molded-case breaker on a vertical run: a bowed arc between two terminal dots."""
    page.draw_circle((x, y), 1.4, width=0.6, fill=(0, 0, 0))
    page.draw_bezier((x, y), (x + 9, y + 2), (x + 9, y + 12), (x, y + 14), width=1.0)
    page.draw_circle((x, y + 14), 1.4, width=0.6, fill=(0, 0, 0))
    if label:
        lx = x + 9 if side > 0 else x - 9 - _width(label, size)
        _t(page, lx, y + 10, label, size)
    return y + 14


def _drawout(page, x: float, y: float) -> float:
    """A draw-out power breaker: the breaker arc between two chevron pairs."""
    for yy, d in ((y, 1), (y + 34, -1)):
        page.draw_polyline([(x - 5, yy + 5 * d), (x, yy), (x + 5, yy + 5 * d)], width=0.9)
        page.draw_polyline([(x - 5, yy + 9 * d), (x, yy + 4 * d), (x + 5, yy + 9 * d)], width=0.9)
    page.draw_bezier((x, y + 10), (x + 11, y + 12), (x + 11, y + 22), (x, y + 24), width=1.4)
    return y + 34


def _xfmr(page, x: float, y: float, r: float = 13) -> float:
    """Two overlapping coils, centred on a vertical run starting at y."""
    page.draw_circle((x, y + r), r, width=1.0)
    page.draw_circle((x, y + 2.6 * r), r, width=1.0)
    return y + 3.6 * r


def _ground(page, x: float, y: float) -> None:
    for i, half in enumerate((9, 6, 3)):
        _line(page, (x - half, y + 4 * i), (x + half, y + 4 * i), 1.0)


def _panel(page, x: float, y: float, name: str, lines: list[str], w: float = 64, h: float = 34) -> None:
    page.draw_rect(pymupdf.Rect(x - w / 2, y, x + w / 2, y + h), width=1.2)
    _c(page, x, y + h / 2 + 4, name, 10, "hebo")
    for i, s in enumerate(lines):
        _c(page, x, y + h + 11 + 8.5 * i, s, 6)


def _ats(page, x: float, y: float, name: str, lines: list[str], e_side: int = 1) -> None:
    """A transfer switch box: N terminal at the top, E terminal on the side, the blade to the load."""
    w, h = 80, 70
    page.draw_rect(pymupdf.Rect(x - w / 2, y, x + w / 2, y + h), width=1.2)
    _t(page, x - w / 2 + 4, y + 10, name, 7.5, "hebo")
    _t(page, x - 10, y + 20, "N", 6)
    _t(page, x + e_side * (w / 2 - 10) - 2, y + 30, "E", 6)
    _line(page, (x, y), (x, y + 24), 1.0)
    page.draw_circle((x, y + 24), 1.6, width=0.6)
    _line(page, (x + e_side * w / 2, y + 35), (x + e_side * 14, y + 35), 1.0)
    page.draw_circle((x + e_side * 14, y + 35), 1.6, width=0.6)
    page.draw_circle((x, y + 52), 1.8, width=0.6, fill=(0, 0, 0))
    _line(page, (x, y + 52), (x + 2, y + 26), 1.2)            # blade, on normal
    _line(page, (x, y + 52), (x, y + h), 1.0)
    for i, s in enumerate(lines):
        _t(page, x - w / 2 - 4 - _width(s, 6), y + 14 + 8.5 * i, s, 6)


def _cloud(page, rect: pymupdf.Rect, bump: float = 14) -> None:
    """A revision cloud: scalloped arcs along a rectangle."""
    x0, y0, x1, y1 = rect
    pts = []
    nx = max(2, int((x1 - x0) / bump))
    ny = max(2, int((y1 - y0) / bump))
    pts += [(x0 + (x1 - x0) * i / nx, y0) for i in range(nx)]
    pts += [(x1, y0 + (y1 - y0) * i / ny) for i in range(ny)]
    pts += [(x1 - (x1 - x0) * i / nx, y1) for i in range(nx)]
    pts += [(x0, y1 - (y1 - y0) * i / ny) for i in range(ny)]
    pts.append(pts[0])
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for a, b in zip(pts, pts[1:]):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        dx, dy = mx - cx, my - cy
        n = math.hypot(dx, dy) or 1
        c = (mx + dx / n * bump * 0.45, my + dy / n * bump * 0.45)
        page.draw_bezier(a, c, c, b, width=0.6)


def _delta(page, cx: float, cy: float, n: str) -> None:
    page.draw_polyline([(cx, cy - 10), (cx + 10, cy + 7), (cx - 10, cy + 7), (cx, cy - 10)], width=0.8)
    _c(page, cx, cy + 5, n, 7, "hebo")


# ---------------------------------------------------------------------------------------------
def _diagram(page) -> None:
    # utility primary and transformer TU-1
    x = 250
    _line(page, (x, 84), (x, 118), 1.0, "[10 3 2 3] 0")
    _t(page, x + 8, 92, "12.47KV UTILITY PRIMARY (UG)", 6)
    bottom = _xfmr(page, x, 118, 15)
    _t(page, x + 26, 128, "UTILITY PAD-MOUNTED TRANSFORMER TU-1", 8, "hebo")
    _t(page, x + 26, 139, "1000 KVA, 12.47KV - 480Y/277V, 3PH, 4W", 7)
    _t(page, x + 26, 149, "5.75% Z (PER UTILITY LETTER 11/08/2024)", 7)
    _t(page, x + 26, 159, "BY CAPITAL AREA POWER CO.", 7)
    _ground(page, x - 30, bottom - 8)
    _line(page, (x - 30, bottom - 8), (x - 30, bottom - 20), 0.7)
    _line(page, (x - 30, bottom - 20), (x - 15, bottom - 20), 0.7)
    _line(page, (x, bottom), (x, 318), 1.6)
    _hexagon(page, x, 212, "F1")
    # CT cabinet & meter
    for yy in (254, 262):
        page.draw_bezier((x, yy - 4), (x + 7, yy - 4), (x + 7, yy + 4), (x, yy + 4), width=0.7)
    _line(page, (x + 7, 258), (x + 44, 258), 0.5)
    page.draw_circle((x + 54, 258), 10, width=0.9)
    _c(page, x + 54, 261, "M", 9, "hebo")
    _t(page, x + 70, 256, "UTILITY CT CABINET & METER", 6.5)
    _t(page, x + 70, 265, "(CT CABINET BY CONTRACTOR)", 6)

    # MSB enclosure, main, bus
    x0, y0, x1, y1 = ENC
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=0.8, dashes="[12 4] 0")
    _t(page, x0 + 8, y0 + 18, "MSB", 14, "hebo")
    _t(page, 760, y0 + 18, "MSB - MAIN SWITCHBOARD", 10, "hebo")
    _t(page, 760, y0 + 31, "1200A, 480Y/277V, 3PH, 4W", 8)
    _t(page, 760, y0 + 42, "42,000 AIC FULLY RATED, NEMA 1, FRONT ACCESSIBLE", 7)
    _t(page, 760, y0 + 52, "LOCATED IN MAIN ELECTRICAL ROOM 106", 7)
    yb = _drawout(page, x, 340)
    _t(page, x + 14, 356, "1200A/3P MAIN", 7, "hebo")
    _t(page, x + 14, 365, "LSIG, 100% RATED", 6.5)
    _t(page, x + 14, 374, "GFP - SEE NOTE 3", 6.5)
    _line(page, (x, yb), (x, BUS_Y), 1.6)
    _line(page, (120, BUS_Y), (1460, BUS_Y), 3.2)
    _t(page, 1330, BUS_Y - 6, "1200A CU BUS", 6.5)
    # neutral / ground bond and GEC
    _line(page, (130, BUS_Y), (130, 560), 0.8)
    _ground(page, 130, 560)
    _t(page, 110, 586, "GEC, NOTE 4", 6)
    _t(page, 136, 470, "N-G", 5.5)
    _t(page, 136, 477, "BOND", 5.5)

    # distribution breakers (x, breaker label, feeder tag or None, equipment drawer)
    def drop(px, label, tag, end=EQ_Y, width=1.2):
        yy = _breaker(page, px, BUS_Y + 14, label)
        _line(page, (px, BUS_Y), (px, BUS_Y + 14), width)
        _line(page, (px, yy), (px, end), width)
        if tag:
            _hexagon(page, px, 560, tag)

    # SPD
    drop(185, "60A/3P", None, 520)
    page.draw_rect(pymupdf.Rect(170, 520, 200, 544), width=1.0)
    _c(page, 185, 535, "SPD", 7, "hebo")
    _line(page, (185, 544), (185, 552), 0.8)
    _ground(page, 185, 552)
    _t(page, 160, 580, "200 KA/PH, NOTE 5", 6)

    drop(330, "225A/3P", "F2")
    _panel(page, 330, EQ_Y, "H1", ["225A MCB", "480Y/277V, 3PH, 4W", "ELEC RM 106, LEVEL 1"])
    drop(430, "225A/3P", "F3")
    _panel(page, 430, EQ_Y, "H2", ["225A MCB", "480Y/277V, 3PH, 4W", "ELEC RM 206, LEVEL 2"])
    drop(530, "200A/3P", "F4")
    _panel(page, 530, EQ_Y, "H3", ["200A MCB", "480Y/277V, 3PH, 4W", "ELEC RM 306, LEVEL 3"])
    drop(640, "600A/3P", "F5")
    _panel(page, 640, EQ_Y, "DP-M", ["600A MLO", "480V, 3PH, 3W", "MECHANICAL YARD"], w=70)
    _c(page, 640, EQ_Y + 80, "MECHANICAL DISTRIBUTION PANEL", 6, "hebo")
    _c(page, 640, EQ_Y + 89, "TO RTU-1, RTU-2, RTU-3,", 6)
    _c(page, 640, EQ_Y + 97, "EF-1, CUH'S - SEE E-602", 6)

    # T1 and L1
    drop(750, "175A/3P", "F6", EQ_Y - 6)
    yt = _xfmr(page, 750, EQ_Y - 6, 12)
    _t(page, 768, EQ_Y + 4, "T1", 9, "hebo")
    _t(page, 768, EQ_Y + 14, "112.5 KVA", 6.5)
    _t(page, 768, EQ_Y + 22, "480V-208Y/120V", 6.5)
    _t(page, 768, EQ_Y + 30, "DOE 2016, 150\u00b0C RISE", 6)
    _line(page, (738, yt - 10), (724, yt - 10), 0.6)
    _ground(page, 724, yt - 10)
    _t(page, 704, yt + 12, "SDS", 5.5)
    _line(page, (750, yt), (750, 770), 1.2)
    _hexagon(page, 750, 724, "F7")
    _panel(page, 750, 770, "L1", ["400A MCB", "208Y/120V, 3PH, 4W", "ELEC RM 106, LEVEL 1"])

    # elevator disconnect
    drop(860, "150A/3P", "F16", EQ_Y)
    page.draw_rect(pymupdf.Rect(836, EQ_Y, 884, EQ_Y + 34), width=1.2)
    _line(page, (860, EQ_Y + 6), (868, EQ_Y + 24), 1.0)
    page.draw_circle((860, EQ_Y + 6), 1.5, width=0.6)
    page.draw_circle((860, EQ_Y + 26), 1.5, width=0.6)
    _t(page, 866, EQ_Y - 4, "ELEV-1", 7, "hebo")
    for i, s in enumerate(["150A SHUNT-TRIP", "DISCONNECT", "TO ELEVATOR", "CONTROLLER, NOTE 12"]):
        _c(page, 860, EQ_Y + 45 + 8.5 * i, s, 6)

    # ATS-2 (optional standby) and ATS-1 (life safety), normal sides
    drop(980, "400A/3P", "F9")
    drop(1110, "100A/3P", "F8")
    _ats(page, 980, EQ_Y, "ATS-2", [], e_side=1)
    _ats(page, 1110, EQ_Y, "ATS-1", [], e_side=1)
    for ax, lines in ((980, ["OPT. STANDBY", "400A, 4-POLE", "480Y/277V"]),
                      (1110, ["LIFE SAFETY", "100A, 4-POLE", "480Y/277V"])):
        for i, line in enumerate(lines):
            _t(page, ax + 5, EQ_Y + 80 + 8.5 * i, line, 6, "hebo" if i == 0 else "helv")
    # outputs
    _line(page, (980, EQ_Y + 70), (980, 800), 1.2)
    _hexagon(page, 980, 772, "F13")
    _panel(page, 980, 800, "SH1", [])
    _t(page, 946 - _width("400A MLO", 6) - 4, 812, "400A MLO", 6)
    _t(page, 946 - _width("480Y/277V", 6) - 4, 820, "480Y/277V", 6)
    _t(page, 946 - _width("OPT. STANDBY", 6) - 4, 828, "OPT. STANDBY", 6)
    _line(page, (1110, EQ_Y + 70), (1110, 800), 1.2)
    _hexagon(page, 1110, 772, "F12")
    _panel(page, 1110, 800, "EH1", ["100A MLO", "480Y/277V, 3PH, 4W", "LIFE SAFETY BRANCH"])
    # SH1 -> T2 -> SL1
    yy = _breaker(page, 980, 834, "70A/3P", side=-1)
    _line(page, (980, yy), (980, 900), 1.2)
    _hexagon(page, 980, 876, "F14")
    yt = _xfmr(page, 980, 900, 11)
    _t(page, 940, 912, "T2", 9, "hebo")
    _t(page, 912, 922, "45 KVA", 6.5)
    _t(page, 912, 930, "480V-208Y/120V", 6.5)
    _line(page, (980, yt), (980, 1010), 1.2)
    _hexagon(page, 980, 974, "F15")
    _panel(page, 980, 1010, "SL1", ["150A MCB", "208Y/120V, 3PH, 4W", "OPT. STANDBY"])

    # spares and space
    for px, label in ((1230, "225A/3P"), (1310, "225A/3P")):
        yy = _breaker(page, px, BUS_Y + 14, label)
        _line(page, (px, BUS_Y), (px, BUS_Y + 14), 1.2)
        _line(page, (px, yy), (px, yy + 10), 1.2)
        _c(page, px, yy + 20, "SPARE", 6.5)
    page.draw_rect(pymupdf.Rect(1376, BUS_Y + 12, 1404, BUS_Y + 44), width=0.5, dashes="[2 2] 0")
    _c(page, 1390, BUS_Y + 56, "SPACE", 6.5)

    # generator GEN-1 with unit-mounted breakers
    gx0, gy0, gx1, gy1 = 1236, 900, 1470, 1140
    page.draw_rect(pymupdf.Rect(gx0, gy0, gx1, gy1), width=0.8, dashes="[12 4] 0")
    _t(page, 1312, gy0 + 12, "GEN-1", 8, "hebo")
    _t(page, 1345, gy0 + 12, "(EXTERIOR, GENERATOR YARD)", 6)
    _line(page, (1270, 960), (1420, 960), 2.2)
    _line(page, (1390, 960), (1390, 1006), 1.4)
    page.draw_circle((1390, 1030), 24, width=1.4)
    _c(page, 1390, 1036, "G", 16, "hebo")
    for i, s in enumerate(["250 KW / 312.5 KVA", "480Y/277V, 3PH, 4W", "DIESEL, 0.8 PF", "SEE NOTE 7"]):
        _c(page, 1390, 1068 + 9 * i, s, 6.5)
    # CB-G1 up to ATS-1 E
    _line(page, (1300, 960), (1300, 944), 1.2)
    page.draw_circle((1300, 944), 1.4, width=0.6, fill=(0, 0, 0))
    page.draw_bezier((1300, 944), (1309, 942), (1309, 932), (1300, 930), width=1.0)
    page.draw_circle((1300, 930), 1.4, width=0.6, fill=(0, 0, 0))
    _t(page, 1310, 942, "CB-G1 100A/3P", 6)
    _line(page, (1300, 930), (1300, EQ_Y + 35), 1.2, DASH)
    _line(page, (1300, EQ_Y + 35), (1150, EQ_Y + 35), 1.2, DASH)
    _hexagon(page, 1300, 800, "F10")
    # CB-G2 down, then west under EH1 and up to ATS-2 E
    yy = _breaker(page, 1270, 962, None)
    _t(page, 1240, 990, "CB-G2", 6)
    _t(page, 1240, 998, "400A/3P", 6)
    _line(page, (1270, yy), (1270, 1160), 1.2, DASH)
    _line(page, (1270, 1160), (1045, 1160), 1.2, DASH)
    _line(page, (1045, 1160), (1045, EQ_Y + 35), 1.2, DASH)
    _line(page, (1045, EQ_Y + 35), (1020, EQ_Y + 35), 1.2, DASH)
    _hexagon(page, 1045, 1060, "F11")
    # revision 2 cloud around the generator
    _cloud(page, pymupdf.Rect(gx0 - 14, gy0 - 14, gx1 + 8, gy1 + 10))
    _delta(page, gx1 - 8, gy0 - 26, "2")

    # north-ish: view title
    vx, vy = 90, 1232
    page.draw_circle((vx + 14, vy - 5), 15, width=1.0)
    _line(page, (vx - 1, vy - 5), (vx + 29, vy - 5), 0.6)
    _c(page, vx + 14, vy - 8, "1", 9, "hebo")
    _c(page, vx + 14, vy + 5, "E-601", 5.5)
    _t(page, vx + 38, vy - 2, "ELECTRICAL ONE-LINE DIAGRAM", 14, "hebo")
    _line(page, (vx + 38, vy + 4), (vx + 560, vy + 4), 1.4)
    _t(page, vx + 38, vy + 16, "SCALE: NTS", 8)


def _feeder_schedule(page, x0: float, y0: float) -> float:
    """Ruled; text emitted column by column, each header cell on two lines."""
    _t(page, x0, y0 - 10, "FEEDER SCHEDULE", 12, "hebo")
    head, row = 26, 16
    xs = [x0]
    for w in FEEDER_WIDTHS:
        xs.append(xs[-1] + w)
    end = y0 + head + row * len(FEEDERS)
    # column-by-column text
    for c, (h1, h2) in enumerate(FEEDER_HEADERS):
        cx = (xs[c] + xs[c + 1]) / 2
        _c(page, cx, y0 + 11, h1, 6.5, "hebo")
        if h2:
            _c(page, cx, y0 + 20, h2, 6, "hebo")
        for r, cells in enumerate(FEEDERS):
            cell = cells[c]
            base = y0 + head + row * r + 11.5
            if c in (0, 9, 4):
                _t(page, xs[c] + 4, base, cell, 7, "cour" if c == 0 else "helv")
            else:
                _c(page, cx, base, cell, 7)
    # rules
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], end), width=1.2)
    _line(page, (xs[0], y0 + head), (xs[-1], y0 + head), 1.0)
    for r in range(1, len(FEEDERS)):
        yy = y0 + head + row * r
        _line(page, (xs[0], yy), (xs[-1], yy), 0.35 if r % 4 else 0.7)
    for x in xs[1:-1]:
        _line(page, (x, y0), (x, end), 0.5)
    foot = [
        "CONDUCTORS: COPPER THHN/THWN-2 U.O.N. WHERE (4) CONDUCTORS ARE SHOWN THE FOURTH IS A FULL-SIZE NEUTRAL.",
        "PARALLEL SETS: EACH SET IN ITS OWN CONDUIT WITH ITS OWN EGC. F1 SERVICE: GROUNDED CONDUCTOR BONDED AT MSB ONLY.",
    ]
    for i, s in enumerate(foot):
        _t(page, x0, end + 12 + 9 * i, s, 6)
    return end + 12 + 9 * len(foot)


def _fault_table(page, x0: float, y0: float) -> float:
    _t(page, x0, y0 - 10, "AVAILABLE FAULT CURRENT", 12, "hebo")
    head, row = 24, 15
    xs = [x0]
    for w in FAULT_WIDTHS:
        xs.append(xs[-1] + w)
    end = y0 + head + row * len(FAULTS)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], end), width=1.2)
    _line(page, (xs[0], y0 + head), (xs[-1], y0 + head), 1.0)
    for c, (h1, h2) in enumerate(FAULT_HEADERS):
        cx = (xs[c] + xs[c + 1]) / 2
        _c(page, cx, y0 + (10 if h2 else 15), h1, 6.5, "hebo")
        if h2:
            _c(page, cx, y0 + 19, h2, 6, "hebo")
    for r, cells in enumerate(FAULTS):
        base = y0 + head + row * r
        if r:
            _line(page, (xs[0], base), (xs[-1], base), 0.35)
        for c, cell in enumerate(cells):
            if c in (0, 1):
                _t(page, xs[c] + 4, base + 10.5, cell, 7)
            else:
                _c(page, (xs[c] + xs[c + 1]) / 2, base + 10.5, cell, 7)
    for x in xs[1:-1]:
        _line(page, (x, y0), (x, end), 0.5)
    foot = [
        "1. VALUES ARE THREE-PHASE BOLTED FAULT, BASED ON UTILITY DATA: 20.9 KA AT TU-1 SECONDARY TERMINALS.",
        "2. ARC FLASH HAZARD ANALYSIS AND LABELING BY EQUIPMENT MANUFACTURER; SEE SPECIFICATION 26 05 73.",
        "3. CALCULATED 01/30/2025. RECALCULATE IF UTILITY TRANSFORMER OR FEEDER LENGTHS CHANGE.",
    ]
    for i, s in enumerate(foot):
        _t(page, x0, end + 12 + 9 * i, s, 6)
    return end + 12 + 9 * len(foot)


def _legend(page, x: float, y: float) -> None:
    _t(page, x, y, "ONE-LINE LEGEND", 11, "hebo")
    _line(page, (x, y + 3), (x + 96, y + 3), 0.8)
    r = y + 26
    tx = x + 60
    _breaker(page, x + 24, r - 10)
    _t(page, tx, r, "CIRCUIT BREAKER (MOLDED CASE)", 7)
    r += 40
    _drawout(page, x + 24, r - 20)
    _t(page, tx, r, "DRAW-OUT POWER CIRCUIT BREAKER", 7)
    r += 40
    _xfmr(page, x + 24, r - 16, 8)
    _t(page, tx, r, "TRANSFORMER", 7)
    r += 32
    page.draw_circle((x + 24, r - 3), 11, width=1.0)
    _c(page, x + 24, r + 1, "G", 9, "hebo")
    _t(page, tx, r, "GENERATOR", 7)
    r += 26
    page.draw_rect(pymupdf.Rect(x + 12, r - 10, x + 36, r + 4), width=1.0)
    _c(page, x + 24, r - 1, "ATS", 6, "hebo")
    _t(page, tx, r, "AUTOMATIC TRANSFER SWITCH", 7)
    r += 22
    page.draw_rect(pymupdf.Rect(x + 12, r - 10, x + 36, r + 4), width=1.0)
    _c(page, x + 24, r - 1, "SPD", 6, "hebo")
    _t(page, tx, r, "SURGE PROTECTIVE DEVICE", 7)
    r += 22
    page.draw_rect(pymupdf.Rect(x + 12, r - 10, x + 36, r + 4), width=1.0)
    _t(page, tx, r, "PANELBOARD / SWITCHBOARD", 7)
    r += 22
    _hexagon(page, x + 24, r - 3, "F#")
    _t(page, tx, r, "FEEDER TAG - SEE FEEDER SCHEDULE", 7)
    r += 22
    page.draw_circle((x + 24, r - 3), 8, width=0.9)
    _c(page, x + 24, r, "M", 7, "hebo")
    _t(page, tx, r, "UTILITY METER", 7)
    r += 20
    _ground(page, x + 24, r - 8)
    _t(page, tx, r, "GROUND", 7)
    r += 20
    _line(page, (x + 4, r - 3), (x + 44, r - 3), 1.2, DASH)
    _t(page, tx, r, "FEEDER FROM GENERATOR (EMERGENCY SOURCE)", 7)
    r += 20
    _line(page, (x + 4, r - 3), (x + 44, r - 3), 0.8, "[12 4] 0")
    _t(page, tx, r, "EQUIPMENT ENCLOSURE / LINEUP", 7)


def _abbreviations(page, x: float, y: float) -> None:
    _t(page, x, y, "ABBREVIATIONS", 11, "hebo")
    _line(page, (x, y + 3), (x + 88, y + 3), 0.8)
    for i, (a, d) in enumerate(ABBREVIATIONS):
        _t(page, x, y + 22 + 13 * i, a, 7, "cour")
        _t(page, x + 44, y + 22 + 13 * i, d, 7)


def _service_data(page, x: float, y: float) -> None:
    page.draw_rect(pymupdf.Rect(x, y, x + 330, y + 118), width=0.8)
    _t(page, x + 8, y + 16, "ELECTRICAL SERVICE DATA", 10, "hebo")
    rows = [("SERVING UTILITY:", "CAPITAL AREA POWER CO."),
            ("SERVICE:", "1200A, 480Y/277V, 3PH, 4W, UNDERGROUND"),
            ("CONNECTED LOAD:", "968 KVA"),
            ("CALCULATED DEMAND LOAD:", "834 KVA (1003 A)"),
            ("GENERATOR LOAD (ATS-1 + ATS-2):", "204 KW"),
            ("UTILITY WORK ORDER NO.:", "CAP-WO-2024-31877")]
    for i, (k, v) in enumerate(rows):
        _t(page, x + 8, y + 34 + 14 * i, k, 6.5)
        _t(page, x + 150, y + 34 + 14 * i, v, 7, "hebo" if i == 1 else "helv")


LOAD_CALC = [
    ("LOAD TYPE", "CONNECTED (KVA)", "DEMAND FACTOR", "DEMAND (KVA)"),
    ("LIGHTING", "58.0", "125%", "72.5"),
    ("RECEPTACLES", "228.0", "10 KVA @ 100%, REM. @ 50%", "119.0"),
    ("HVAC (RTU-1..3, EF-1, CUH'S)", "412.0", "100%", "412.0"),
    ("ELEVATOR", "64.0", "100%", "64.0"),
    ("MEDICAL EQUIPMENT", "96.0", "50%", "48.0"),
    ("WATER HEATING", "36.0", "100%", "36.0"),
    ("MISC. / SITE LIGHTING", "74.0", "100%", "74.0"),
    ("25% OF LARGEST MOTOR (RTU-1)", "--", "--", "8.5"),
    ("TOTAL", "968.0", "", "834.0"),
]

STANDBY_LOADS = [
    ("SOURCE", "BRANCH / SYSTEM", "CONNECTED (KW)", "DEMAND (KW)"),
    ("ATS-1", "LIFE SAFETY (NEC 700)", "38.0", "38.0"),
    ("ATS-2", "OPTIONAL STANDBY (NEC 702)", "221.0", "166.0"),
    ("", "TOTAL ON GEN-1", "259.0", "204.0"),
]


def _ruled(page, x0: float, y0: float, widths: list[float], rows: list[tuple], row: float = 15,
           bold_last: bool = False) -> float:
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    end = y0 + row * len(rows)
    page.draw_rect(pymupdf.Rect(xs[0], y0, xs[-1], end), width=1.0)
    for r, cells in enumerate(rows):
        yy = y0 + row * r
        if r:
            _line(page, (xs[0], yy), (xs[-1], yy), 0.8 if r == 1 or (bold_last and r == len(rows) - 1) else 0.35)
        head = r == 0 or (bold_last and r == len(rows) - 1)
        for c, cell in enumerate(cells):
            if not cell:
                continue
            if c == 0 or (c == 1 and widths[1] > 120):
                _t(page, xs[c] + 4, yy + 10.5, cell, 6.5, "hebo" if head else "helv")
            else:
                _c(page, (xs[c] + xs[c + 1]) / 2, yy + 10.5, cell, 6.5, "hebo" if head else "helv")
    for x in xs[1:-1]:
        _line(page, (x, y0), (x, end), 0.5)
    return end


def _load_tables(page, x: float, y: float) -> None:
    _t(page, x, y, "SERVICE LOAD CALCULATION (NEC 220)", 11, "hebo")
    end = _ruled(page, x, y + 10, [170, 90, 150, 80], LOAD_CALC, bold_last=True)
    _t(page, x, end + 11, "DEMAND CURRENT: 834 KVA / (1.732 x 480V) = 1003 A  <  1200A SERVICE", 6.5)
    y = end + 44
    _t(page, x, y, "STANDBY SYSTEM LOAD SUMMARY", 11, "hebo")
    end = _ruled(page, x, y + 10, [60, 170, 90, 80], STANDBY_LOADS, bold_last=True)
    _t(page, x, end + 11, "GEN-1 RATED 250 KW CONTINUOUS STANDBY; LIFE SAFETY LOADS PICKED UP FIRST (PRIORITY 1).", 6.5)


def _msb_elevation(page, x: float, y: float) -> None:
    """View 2: the switchboard's front, three 36\" sections at 3/8\" = 1'-0\"."""
    ft = 27.0
    w, h = 3 * ft, 7.5 * ft
    names = ["SECT. 1", "SECT. 2", "SECT. 3"]
    for i in range(3):
        r = pymupdf.Rect(x + i * w, y, x + (i + 1) * w, y + h)
        page.draw_rect(r, width=1.0)
        _c(page, r.x0 + w / 2, y - 6, names[i], 6, "hebo")
    page.draw_rect(pymupdf.Rect(x - 4, y + h, x + 3 * w + 4, y + h + 5), width=0.6)      # housekeeping pad
    # section 1: utility CT compartment over the main
    page.draw_rect(pymupdf.Rect(x + 8, y + 10, x + w - 8, y + 80), width=0.5)
    _c(page, x + w / 2, y + 40, "UTILITY CT", 5.5)
    _c(page, x + w / 2, y + 47, "COMPT.", 5.5)
    page.draw_rect(pymupdf.Rect(x + 8, y + 92, x + w - 8, y + 170), width=0.8)
    _c(page, x + w / 2, y + 128, "1200A", 6, "hebo")
    _c(page, x + w / 2, y + 136, "MAIN", 6)
    # sections 2 and 3: group-mounted breakers
    bkrs = [["H1 225A", "H2 225A", "H3 200A", "T1 175A", "ELEV 150A", "SPD 60A"],
            ["DP-M 600A", "ATS-2 400A", "ATS-1 100A", "SPARE 225A", "SPARE 225A", "SPACE"]]
    for i, col in enumerate(bkrs, 1):
        x0 = x + i * w
        for j, label in enumerate(col):
            tall = 40 if "600A" in label else 24
            yy = y + 10 + sum(40 if "600A" in b else 24 for b in col[:j]) + 4 * j
            page.draw_rect(pymupdf.Rect(x0 + 8, yy, x0 + w - 8, yy + tall), width=0.5,
                           dashes="[2 2] 0" if label == "SPACE" else None)
            _c(page, x0 + w / 2, yy + tall / 2 + 2, label, 5.2)
    # dimensions
    dy = y + h + 22
    _line(page, (x, dy), (x + 3 * w, dy), 0.4)
    for i in range(4):
        _line(page, (x + i * w, dy - 4), (x + i * w, dy + 4), 0.4)
        _line(page, (x + i * w - 3, dy + 3), (x + i * w + 3, dy - 3), 0.6)
    for i in range(3):
        _c(page, x + i * w + w / 2, dy - 3, "36\"", 6)
    _c(page, x + 1.5 * w, dy + 14, "9'-0\" OVERALL", 6)
    hx = x + 3 * w + 18
    _line(page, (hx, y), (hx, y + h), 0.4)
    for yy in (y, y + h):
        _line(page, (hx - 4, yy), (hx + 4, yy), 0.4)
        _line(page, (hx - 3, yy + 3), (hx + 3, yy - 3), 0.6)
    _t(page, hx + 6, y + h / 2, "90\"", 6)
    _t(page, x + 3 * w + 40, y + 20, "NEMA 1 FREESTANDING, FRONT ACCESSIBLE,", 6)
    _t(page, x + 3 * w + 40, y + 28, "36\" DEEP, ON 4\" CONCRETE HOUSEKEEPING PAD.", 6)
    _t(page, x + 3 * w + 40, y + 40, "PROVIDE 42\" MIN. WORKING CLEARANCE IN FRONT", 6)
    _t(page, x + 3 * w + 40, y + 48, "PER NEC 110.26(A)(1), CONDITION 1.", 6)
    _t(page, x + 3 * w + 40, y + 60, "BUS: COPPER, FULL-SIZE NEUTRAL, 1/4\" x 2\" CU GROUND BUS.", 6)
    vy = y + h + 70
    page.draw_circle((x + 14, vy - 5), 15, width=1.0)
    _line(page, (x - 1, vy - 5), (x + 29, vy - 5), 0.6)
    _c(page, x + 14, vy - 8, "2", 9, "hebo")
    _c(page, x + 14, vy + 5, "E-601", 5.5)
    _t(page, x + 38, vy - 2, "MSB FRONT ELEVATION", 12, "hebo")
    _line(page, (x + 38, vy + 4), (x + 420, vy + 4), 1.2)
    _t(page, x + 38, vy + 16, "SCALE: 3/8\" = 1'-0\"", 8)


def _notes(page, x: float, y: float) -> None:
    _t(page, x, y, "ONE-LINE DIAGRAM NOTES", 11, "hebo")
    _line(page, (x, y + 3), (x + 150, y + 3), 0.8)
    col_w, size, lead = 680, 7.5, 10.5
    cols = [(x, NOTES[:7], 1), (x + col_w + 30, NOTES[7:], 8)]
    for cx, notes, first in cols:
        yy = y + 22
        for i, note in enumerate(notes):
            _t(page, cx, yy, f"{first + i}.", size)
            for j, line in enumerate(_wrap(note, col_w - 22, size)):
                _t(page, cx + 18, yy + lead * j, line, size)
            yy += lead * len(_wrap(note, col_w - 22, size)) + 6


def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2.2)
    page.draw_rect(pymupdf.Rect(36, 36, W - 36, H - 36), width=0.5)
    x0, x1 = TB, W - 36
    _line(page, (x0, 36), (x0, H - 36), 1.6)
    x = x0 + 14
    # engineer
    _t(page, x, 78, "BRANDT OKAFOR", 20, "tibo")
    _t(page, x, 96, "ENGINEERING, PLLC", 11, "tiro")
    for i, s in enumerate(["MECHANICAL | ELECTRICAL | PLUMBING",
                           "2200 GATEWAY CENTRE BLVD, SUITE 310",
                           "MORRISVILLE, NC 27560",
                           "919.555.0142   NC FIRM LIC. NO. P-1184"]):
        _t(page, x, 112 + 10 * i, s, 6.5)
    _line(page, (x0, 160), (x1, 160), 0.8)
    _t(page, x, 174, "ARCHITECT", 5.5)
    _t(page, x, 187, "LINDQVIST + MARSH ARCHITECTS", 9, "hebo")
    _t(page, x, 197, "510 GLENWOOD AVENUE, RALEIGH, NC 27603", 6.5)
    _line(page, (x0, 208), (x1, 208), 0.8)
    # seal
    page.draw_circle((x0 + 156, 290), 62, width=0.8)
    page.draw_circle((x0 + 156, 290), 50, width=0.5)
    _c(page, x0 + 156, 262, "NORTH CAROLINA", 6.5, "hebo")
    _c(page, x0 + 156, 278, "PROFESSIONAL ENGINEER", 6)
    _c(page, x0 + 156, 294, "SEAL", 8, "hebo")
    _c(page, x0 + 156, 308, "041872", 7)
    _c(page, x0 + 156, 322, "R. B. OKAFOR", 6)
    _line(page, (x0, 372), (x1, 372), 0.8)
    # project
    _t(page, x, 386, "PROJECT", 5.5)
    _t(page, x, 402, "CEDAR HOLLOW", 12, "hebo")
    _t(page, x, 417, "MEDICAL PAVILION", 12, "hebo")
    _t(page, x, 430, "4410 FALLS OF NEUSE ROAD", 7)
    _t(page, x, 440, "RALEIGH, NC 27609", 7)
    _t(page, x, 458, "OWNER", 5.5)
    _t(page, x, 469, "TRIANGLE HEALTH PARTNERS, LLC", 7.5)
    _line(page, (x0, 482), (x1, 482), 0.8)
    # issue stamp
    _t(page, x, 500, "ISSUED FOR PERMIT", 11, "hebo")
    _t(page, x, 512, "NOT FOR CONSTRUCTION UNTIL APPROVED BY AHJ", 6)
    _line(page, (x0, 524), (x1, 524), 0.8)
    # revisions
    _t(page, x, 538, "REVISIONS", 7, "hebo")
    ry = 546
    _line(page, (x0, ry + 12), (x1, ry + 12), 0.5)
    _t(page, x, ry + 9, "NO.", 5.5)
    _t(page, x + 30, ry + 9, "DESCRIPTION", 5.5)
    _t(page, x + 220, ry + 9, "DATE", 5.5)
    rows = [("", "", "")] * 3 + list(REVISIONS)
    rows = rows[::-1]                         # newest on top, blanks for future at the bottom
    for i, (no, desc, date) in enumerate(rows):
        yy = ry + 12 + 16 * (i + 1)
        _line(page, (x0, yy), (x1, yy), 0.35)
        if no:
            _delta(page, x + 6, yy - 7, no)
            _t(page, x + 30, yy - 4, desc, 7)
            _t(page, x + 220, yy - 4, date, 7)
    _line(page, (x + 24, ry), (x + 24, ry + 12 + 16 * len(rows)), 0.35)
    _line(page, (x + 214, ry), (x + 214, ry + 12 + 16 * len(rows)), 0.35)
    top = ry + 12 + 16 * len(rows)
    _line(page, (x0, top), (x1, top), 0.8)
    # key plan
    _t(page, x, top + 16, "KEY PLAN", 7, "hebo")
    kx, ky = x + 40, top + 30
    page.draw_rect(pymupdf.Rect(kx, ky, kx + 200, ky + 110), width=0.8)
    page.draw_rect(pymupdf.Rect(kx + 130, ky + 110, kx + 200, ky + 140), width=0.8)
    for i in range(0, 300, 8):                                  # whole building hatched: work area
        a = (kx + i, ky)
        b = (kx + i - 110, ky + 110)
        if a[0] > kx + 200:
            a = (kx + 200, ky + (a[0] - kx - 200))
        if b[0] < kx:
            b = (kx, ky + 110 - (kx - b[0]))
        if a[1] < b[1]:
            _line(page, a, b, 0.25)
    _t(page, kx + 136, ky + 130, "GEN. YARD", 5.5)
    _t(page, kx, ky + 154, "ENTIRE BUILDING IN SCOPE", 5.5)
    nx, ny = kx + 236, ky + 60
    page.draw_circle((nx, ny), 14, width=0.6)
    page.draw_polyline([(nx, ny - 14), (nx + 5, ny + 6), (nx, ny + 2), (nx - 5, ny + 6), (nx, ny - 14)], width=0.6,
                       fill=(0, 0, 0))
    _c(page, nx, ny - 18, "N", 7, "hebo")
    top = ky + 170
    _line(page, (x0, top), (x1, top), 0.8)
    # consultants
    _t(page, x, top + 14, "CONSULTANTS", 5.5)
    cons = [("CIVIL", "HARTWELL CIVIL GROUP, CARY, NC"),
            ("STRUCTURAL", "PIEDMONT STRUCTURAL ASSOCIATES, DURHAM, NC"),
            ("LANDSCAPE", "GREENLINE STUDIO, RALEIGH, NC")]
    for i, (k, v) in enumerate(cons):
        _t(page, x, top + 28 + 11 * i, k, 6, "hebo")
        _t(page, x + 70, top + 28 + 11 * i, v, 6)
    # issue log (sheet issues before the revisions began)
    top += 70
    _line(page, (x0, top), (x1, top), 0.8)
    _t(page, x, top + 14, "ISSUES", 7, "hebo")
    for i, (d, what) in enumerate([("11/15/2024", "50% CONSTRUCTION DOCUMENTS"),
                                   ("01/17/2025", "95% CONSTRUCTION DOCUMENTS"),
                                   ("02/21/2025", "PERMIT SET")]):
        _t(page, x, top + 30 + 11 * i, d, 6.5)
        _t(page, x + 70, top + 30 + 11 * i, what, 6.5)
    # bottom-anchored: copyright, data fields, sheet title, sheet number
    copy = ("\u00a9 2025 BRANDT OKAFOR ENGINEERING, PLLC. THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND "
            "REMAIN THE PROPERTY OF THE ENGINEER. REPRODUCTION OR REUSE WITHOUT WRITTEN CONSENT IS PROHIBITED.")
    cy = H - 392
    _line(page, (x0, cy - 14), (x1, cy - 14), 0.8)
    for i, line in enumerate(_wrap(copy, x1 - x0 - 28, 5)):
        _t(page, x, cy + 7 * i, line, 5)
    top = H - 350
    _line(page, (x0, top), (x1, top), 0.8)
    fields = [("DATE", "02/21/2025", 0), ("PROJECT NO.", "BOE-24118", 150),
              ("DRAWN BY", "JMK", 0), ("CHECKED BY", "RBO", 150),
              ("SCALE", "AS NOTED", 0), ("CAD FILE", "BOE24118-E601.DWG", 150)]
    for i, (cap, val, dx) in enumerate(fields):
        yy = top + 16 + 34 * (i // 2)
        _t(page, x + dx, yy, cap, 5.5)
        _t(page, x + dx, yy + 13, val, 8.5)
    _line(page, (x0 + 150, top), (x0 + 150, top + 104), 0.35)
    y = top + 104
    _line(page, (x0, y), (x1, y), 0.8)
    _t(page, x, y + 14, "SHEET TITLE", 5.5)
    _t(page, x, y + 34, "ELECTRICAL", 13, "hebo")
    _t(page, x, y + 50, "ONE-LINE DIAGRAM", 13, "hebo")
    y += 64
    _line(page, (x0, y), (x1, y), 0.8)
    _t(page, x, y + 14, "SHEET NUMBER", 5.5)
    _t(page, x + 40, y + 90, "E-601", 44, "hebo")
    _t(page, x + 200, y + 134, "SHEET 14 OF 19", 6)


def one_line_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _diagram(page)
    y = _feeder_schedule(page, 1530, 96)
    y = _fault_table(page, 1530, y + 50)
    _legend(page, 1530, y + 44)
    _abbreviations(page, 1880, y + 44)
    _service_data(page, 1880, y + 250)
    _load_tables(page, 1530, y + 400)
    _msb_elevation(page, 100, 860)
    _notes(page, 70, 1300)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path))
    doc.close()
    return path
