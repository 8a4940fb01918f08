"""A US electrical power and systems plan (E-301, ARCH D 36x24 in, landscape) for a one-storey
branch bank with a three-lane drive-up canopy, drawn the way an MEP engineer's CAD export looks:
the title block a boxed strip down the right edge (architect, MEP engineer, seal, project, owner,
key plan, a revision table whose latest row is delta 2 ASI-02, the issue, consultants, notice,
project number, date, drawn and checked, the sheet title LEVEL 1 POWER PLAN and the number E-301
set large). The plan at 1/8" = 1'-0" shows the rooms (name in bold over the number), column grid
bubbles, overall dimensions (92'-0" building, 40'-0" canopy), door swings, receptacles and devices
as graphic symbols joined by curved branch-circuit arcs, home-run arrows with conductor hash marks
and circuit tags such as `LP1-12` or `LP1-30,32` (some tags set at 45 degrees beside their device,
in Courier, with no tag at the home run), boxed equipment tags EC-1 .. EC-12 at the ATMs, the
pneumatic tube blowers and terminals, the UPS, the water heater, the lane signs and the EV charger
in the west parking, dashed underground runs out to the lane islands, the utility transformer,
rooftop units drawn dashed "SEE E-302", a revision cloud with a delta 2 around the drive-up ATM,
and keyed-note hexagons. Beside it: a DEVICE LEGEND whose symbol column is graphics only
(description, mounting height such as +18" AFF or +44" AFF, notes), KEYED NOTES whose numbers are
separate text objects centred in drawn hexagons left of the note text (with en-dashes and
bullets), numbered GENERAL POWER NOTES (note 7 lists bullets), a ruled EQUIPMENT CONNECTION
SCHEDULE (tag, item, volts/phase, load, breaker, conductors, disconnect, circuit, remarks; breaker
and circuit cells in Courier), a drive-up island conduit section and an EV charger pedestal
elevation (NTS), abbreviations; under the plan an enlarged plan of IT / ELEC 110 at 1/4" = 1'-0",
a teller station power/data section, systems notes S1..S4 and a UPS power riser diagram.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round65-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`).
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                # ARCH D, 36 x 24 in, landscape
FT = 9.0                         # 1/8" = 1'-0"
BX, BY = 236, 220                # building's north-west corner (outside face)
TB = 2290                        # title block strip's left edge

_FONTS: dict[str, pymupdf.Font] = {}


# ------------------------------------------------------------------------------------- text
def tlen(text: str, size: float, font: str = "helv") -> float:
    return pymupdf.get_text_length(text, fontname=font, fontsize=size)


def txt(page, x: float, y: float, text: str, size: float = 7.0, font: str = "helv", rotate: int = 0,
        angle: float = 0.0) -> None:
    """Text with its baseline at (x, y). Plain ASCII goes in as a simple base-14 font; text with
    en-dashes or bullets through a TextWriter, so the glyphs come back as themselves; `angle`
    turns it about its start (reading uphill on the sheet)."""
    if text.isascii() and not angle:
        page.insert_text((x, y), text, fontsize=size, fontname=font, rotate=rotate)
        return
    if font not in _FONTS:
        _FONTS[font] = pymupdf.Font(font)
    tw = pymupdf.TextWriter(page.rect)
    tw.append((x, y), text, font=_FONTS[font], fontsize=size)
    if angle:
        tw.write_text(page, morph=(pymupdf.Point(x, y), pymupdf.Matrix(angle)))
    else:
        tw.write_text(page)


def ctxt(page, cx: float, y: float, text: str, size: float = 7.0, font: str = "helv") -> None:
    txt(page, cx - tlen(text, size, font) / 2, y, text, size, font)


def wrap(text: str, width: float, size: float, font: str = "helv") -> list[str]:
    words, lines, line = text.split(" "), [], ""
    for w in words:
        trial = f"{line} {w}".strip()
        if line and tlen(trial, size, font) > width:
            lines.append(line)
            line = w
        else:
            line = trial
    return lines + [line]


# ------------------------------------------------------------------------------------- symbols
def pt(fx: float, fy: float) -> tuple[float, float]:
    return BX + fx * FT, BY + fy * FT


def hexagon(page, cx: float, cy: float, num: str, r: float = 7.5, size: float = 7.0) -> None:
    """A keyed-note tag: a flat-topped hexagon drawn as lines, the number a separate text centred in it."""
    pts = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 361, 60)]
    page.draw_polyline(pts, width=0.7, color=(0, 0, 0), fill=(1, 1, 1))
    ctxt(page, cx, cy + size * 0.36, num, size, "hebo")


def arrowhead(page, x0, y0, x1, y1, size=7.0, filled=True):
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    a = (x1 - size * ux + size * 0.4 * uy, y1 - size * uy - size * 0.4 * ux)
    b = (x1 - size * ux - size * 0.4 * uy, y1 - size * uy + size * 0.4 * ux)
    page.draw_polyline([a, (x1, y1), b, a], width=0.5, fill=(0, 0, 0) if filled else None)


def sym_duplex(page, x, y, o="v", r=4.2):
    """Duplex receptacle: a circle with two parallel lines through it (`o` the lines' direction)."""
    page.draw_circle((x, y), r, width=0.7, fill=(1, 1, 1))
    e = r + 3
    for s in (-1.6, 1.6):
        if o == "v":
            page.draw_line((x + s, y - e), (x + s, y + e), width=0.6)
        else:
            page.draw_line((x - e, y + s), (x + e, y + s), width=0.6)


def sym_quad(page, x, y, o="v"):
    sym_duplex(page, x, y, o)
    if o == "v":
        page.draw_line((x - 5.5, y), (x + 5.5, y), width=0.6)
    else:
        page.draw_line((x, y - 5.5), (x, y + 5.5), width=0.6)


def sym_gfci(page, x, y, o="v"):
    sym_duplex(page, x, y, o)
    page.draw_sector((x, y), (x + 4.2, y), 180, width=0.2, fill=(0, 0, 0), fullSector=True)


def sym_counter(page, x, y, o="v"):
    sym_duplex(page, x, y, o)
    if o == "v":
        page.draw_line((x - 6, y - 8), (x + 6, y - 8), width=0.9)
    else:
        page.draw_line((x - 8, y - 6), (x - 8, y + 6), width=0.9)


def sym_ig(page, x, y, o="v"):
    sym_duplex(page, x, y, o)
    page.draw_polyline([(x + 6, y + 3), (x + 11, y + 3), (x + 8.5, y + 7.5), (x + 6, y + 3)], width=0.5,
                       fill=(0, 0, 0))


def sym_wp(page, x, y, o="v"):
    page.draw_rect(pymupdf.Rect(x - 7, y - 7, x + 7, y + 7), width=0.6)
    sym_gfci(page, x, y, o)


def sym_special(page, x, y, o="v"):
    page.draw_circle((x, y), 4.2, width=0.7, fill=(0, 0, 0))
    if o == "v":
        page.draw_line((x, y - 8), (x, y + 8), width=0.7)
    else:
        page.draw_line((x - 8, y), (x + 8, y), width=0.7)


def sym_ceiling(page, x, y, o="v"):
    page.draw_circle((x, y), 7, width=0.5, dashes="[1.5 1.5] 0")
    sym_duplex(page, x, y, "v")


def sym_display(page, x, y, o="v"):
    sym_duplex(page, x, y, o)
    page.draw_rect(pymupdf.Rect(x - 9, y - 9, x + 9, y + 9), width=0.4, dashes="[3 1.5] 0")


def sym_floorbox(page, x, y, o="v"):
    page.draw_rect(pymupdf.Rect(x - 7, y - 7, x + 7, y + 7), width=0.8, fill=(1, 1, 1))
    page.draw_circle((x - 2.5, y), 2.2, width=0.5)
    page.draw_polyline([(x + 1, y + 3), (x + 6, y + 3), (x + 3.5, y - 2), (x + 1, y + 3)], width=0.5)


def sym_data(page, x, y, o="v"):
    page.draw_polyline([(x - 5, y + 4), (x + 5, y + 4), (x, y - 5), (x - 5, y + 4)], width=0.7, fill=(1, 1, 1))


def sym_jbox(page, x, y, o="v"):
    page.draw_rect(pymupdf.Rect(x - 4.5, y - 4.5, x + 4.5, y + 4.5), width=0.7, fill=(1, 1, 1))
    page.draw_line((x - 4.5, y - 4.5), (x + 4.5, y + 4.5), width=0.5)
    page.draw_line((x - 4.5, y + 4.5), (x + 4.5, y - 4.5), width=0.5)


def sym_disconnect(page, x, y, o="v"):
    page.draw_rect(pymupdf.Rect(x - 6, y - 4, x + 6, y + 4), width=0.8, fill=(1, 1, 1))
    page.draw_line((x - 6, y + 4), (x + 6, y - 4), width=0.6)


def sym_panel(page, x, y, o="v", w=26, h=7):
    r = pymupdf.Rect(x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    page.draw_rect(r, width=0.9, fill=(1, 1, 1))
    page.draw_polyline([(r.x0, r.y1), (r.x1, r.y0), (r.x1, r.y1), (r.x0, r.y1)], width=0.3, fill=(0, 0, 0))


SYMBOLS = {"dup": sym_duplex, "quad": sym_quad, "gfci": sym_gfci, "ctr": sym_counter, "ig": sym_ig,
           "wp": sym_wp, "sp": sym_special, "clg": sym_ceiling, "tv": sym_display, "fb": sym_floorbox,
           "data": sym_data, "jb": sym_jbox, "disc": sym_disconnect}


def home_run(page, x, y, dx, dy, tag, wires=3, tag_side="end", font="helv", size=6.5):
    """A home run: a line from the device to an arrowhead, hash marks for the conductors (the
    longer mark the neutral), the panel-circuit tag at the arrow's head."""
    x1, y1 = x + dx, y + dy
    page.draw_line((x, y), (x1, y1), width=0.8)
    arrowhead(page, x, y, x1, y1)
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    px, py = -uy, ux
    for k in range(wires):
        t = 0.35 + 0.09 * k
        mx, my = x + dx * t, y + dy * t
        L = 5 if k == 1 else 3.5
        page.draw_line((mx - px * L + ux * 1.5, my - py * L + uy * 1.5), (mx + px * L - ux * 1.5, my + py * L - uy * 1.5),
                       width=0.6)
    if abs(dx) >= abs(dy):
        tx = x1 + 4 if dx > 0 else x1 - 4 - tlen(tag, size, font)
        txt(page, tx, y1 + 2.5, tag, size, font)
    else:
        txt(page, x1 + 4, y1 + (8 if dy > 0 else -2), tag, size, font)


def arc(page, a, b, bulge=8.0, dashed=False):
    """A branch circuit between two devices, drawn as CAD draws it: a shallow curve."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    c = (mx - dy / n * bulge, my + dx / n * bulge)
    page.draw_bezier(a, c, c, b, width=0.55, dashes="[5 3] 0" if dashed else None)


def door(page, h, c, o):
    """A door: the leaf drawn open, and the quarter arc its edge sweeps back to the wall."""
    page.draw_line(h, o, width=0.7)
    r = math.hypot(o[0] - h[0], o[1] - h[1])
    a0 = math.atan2(o[1] - h[1], o[0] - h[0])
    a1 = math.atan2(c[1] - h[1], c[0] - h[0])
    d = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi
    pts_ = [(h[0] + r * math.cos(a0 + d * k / 16), h[1] + r * math.sin(a0 + d * k / 16)) for k in range(17)]
    page.draw_polyline(pts_, width=0.3)


def equip_tag(page, x, y, tag, to=None):
    w = tlen(tag, 6.5, "hebo") + 8
    r = pymupdf.Rect(x, y - 8, x + w, y + 3)
    page.draw_rect(r, width=0.6, fill=(1, 1, 1), radius=0.3)
    txt(page, x + 4, y, tag, 6.5, "hebo")
    if to:
        sx = r.x0 if to[0] < r.x0 else r.x1
        page.draw_line((sx, y - 2.5), to, width=0.4)
        page.draw_circle(to, 1.1, width=0.3, fill=(0, 0, 0))


def delta(page, cx, cy, n):
    page.draw_polyline([(cx - 7, cy + 5), (cx + 7, cy + 5), (cx, cy - 7), (cx - 7, cy + 5)], width=0.8)
    ctxt(page, cx, cy + 3.5, n, 6.5, "hebo")


def cloud(page, rect: pymupdf.Rect, bump=10.0):
    """A revision cloud: scallops along the rectangle's sides."""
    def side(p, q):
        L = math.hypot(q[0] - p[0], q[1] - p[1])
        n = max(1, int(L // bump))
        for i in range(n):
            a = (p[0] + (q[0] - p[0]) * i / n, p[1] + (q[1] - p[1]) * i / n)
            b = (p[0] + (q[0] - p[0]) * (i + 1) / n, p[1] + (q[1] - p[1]) * (i + 1) / n)
            ux, uy = (q[0] - p[0]) / L, (q[1] - p[1]) / L
            c = ((a[0] + b[0]) / 2 + uy * bump * 0.6, (a[1] + b[1]) / 2 - ux * bump * 0.6)
            page.draw_bezier(a, c, c, b, width=0.9)
    r = rect
    for p, q in (((r.x0, r.y0), (r.x1, r.y0)), ((r.x1, r.y0), (r.x1, r.y1)),
                 ((r.x1, r.y1), (r.x0, r.y1)), ((r.x0, r.y1), (r.x0, r.y0))):
        side(p, q)


# ------------------------------------------------------------------------------------- content
ROOMS = [  # number, name, (x0, y0, x1, y1) in feet from the building's north-west corner
    ("105", "OFFICE", (0, 0, 14, 16)), ("106", "OFFICE", (0, 16, 14, 30)),
    ("107", "BRANCH MANAGER", (14, 0, 30, 22)), ("108", "CONFERENCE", (30, 0, 50, 22)),
    ("109", "BREAK ROOM", (50, 0, 64, 22)), ("112", "WOMEN", (64, 0, 72, 12)), ("113", "MEN", (72, 0, 80, 12)),
    ("115", "JANITOR", (64, 12, 72, 22)), ("117", "STORAGE", (72, 12, 80, 22)), ("110", "IT / ELEC", (80, 0, 92, 22)),
    ("114", "CORRIDOR", (14, 22, 92, 30)), ("102", "LOBBY", (0, 30, 46, 60)), ("101", "VESTIBULE", (0, 50, 10, 60)),
    ("103", "TELLER LINE", (46, 30, 64, 60)), ("116", "COUNT ROOM", (64, 30, 80, 40)), ("104", "VAULT", (64, 40, 80, 60)),
    ("111", "DRIVE-UP TELLER", (80, 30, 92, 60)),
]
ROOM_LABEL_AT = {"114": (44, 27.2), "102": (16, 40), "101": (5, 55), "103": (55, 50), "111": (85.5, 54),
                 "110": (85.5, 17.2), "107": (22, 14), "108": (40, 14), "109": (57, 14), "105": (7, 10), "106": (7, 24),
                 "116": (72, 36), "104": (72, 52), "112": (68, 7), "113": (76, 7), "115": (68, 15), "117": (76, 18)}

# circuits: tag, [(fx, fy, symbol, orientation)], home run (device index, dx, dy) in points, tag font
CIRCUITS = [
    ("LP1-1", [(0.6, 8, "dup", "h"), (7, 0.6, "dup", "v"), (13.4, 6, "dup", "h")], (2, 30, 18)),
    ("LP1-3", [(0.6, 23, "dup", "h"), (7, 29.4, "dup", "v"), (13.4, 20, "dup", "h")], (2, 30, 0)),
    ("LP1-5", [(14.6, 8, "dup", "h"), (22, 0.6, "quad", "v"), (29.4, 8, "dup", "h"), (22, 21.4, "dup", "v")], (3, 0, -24)),
    ("LP1-7", [(30.6, 11, "dup", "h"), (40, 0.6, "tv", "v"), (49.4, 11, "dup", "h"), (36, 21.4, "dup", "v")], (2, 0, 30)),
    ("LP1-9", [(40, 9, "fb", "v"), (40, 17, "clg", "v")], (1, 26, 0)),
    ("LP1-11", [(51, 0.6, "ctr", "v"), (55, 0.6, "ctr", "v"), (59, 0.6, "ctr", "v")], (2, 0, 24)),
    ("LP1-13", [(63.4, 4, "sp", "h")], (0, -20, 14)),
    ("LP1-15", [(63.4, 10, "gfci", "h")], (0, -20, 10)),
    ("LP1-17", [(50.6, 18, "gfci", "h"), (57, 21.4, "dup", "v")], (1, 0, -22)),
    ("LP1-19", [(78, 0.6, "gfci", "v"), (66, 0.6, "gfci", "v"), (64.6, 16, "gfci", "h")], (0, 0, 20)),
    ("LP1-2", [(30, 22.6, "dup", "v"), (60, 22.6, "dup", "v"), (76, 22.6, "dup", "v")], (2, 0, 18)),
    ("LP1-4", [(20, 59.4, "dup", "v"), (34, 59.4, "dup", "v"), (45.4, 52, "dup", "h")], (2, -24, -14)),
    ("LP1-26", [(0.6, 36, "dup", "h"), (0.6, 45, "dup", "h")], (1, 26, 8)),
    ("LP1-6", [(30, 46, "fb", "v"), (30, 30.6, "tv", "v")], (0, 24, 8)),
    ("LP1-8", [(64.6, 50, "dup", "h"), (79.4, 50, "dup", "h")], (0, 18, -16)),
    ("LP1-10", [(66, 30.6, "ctr", "v"), (71, 30.6, "ctr", "v"), (76, 30.6, "ctr", "v")], (2, 18, 12)),
    ("LP1-12", [(79.4, 37, "sp", "h")], (0, -22, 0)),
    ("LP1-14", [(64.6, 37, "sp", "h")], (0, 20, 0)),
    ("LP1-18", [(74, 12.6, "dup", "v"), (79.4, 18, "dup", "h")], (0, -16, 12)),
    ("UP1-9", [(47.5, 34, "ig", "h"), (47.5, 40, "ig", "h")], (1, 22, 10)),
    ("UP1-11", [(47.5, 46, "ig", "h"), (47.5, 52, "ig", "h")], (1, 22, 10)),
    ("UP1-13", [(91.4, 38, "ig", "h"), (91.4, 48, "ig", "h")], (0, -24, -10)),
    ("LP1-22", [(9, 61.2, "wp", "v"), (93.5, 59, "wp", "v")], (0, 24, 18)),
]
# circuits whose tag is set at 45 degrees beside the first device (offset in points) instead of at the home run
TAG45 = {"LP1-13": (-40, 26), "LP1-15": (-40, 24), "LP1-14": (8, -6), "UP1-13": (-44, 30), "LP1-9": (-30, 20)}

KEYED_NOTES = [
    ("1", "DRIVE-UP ATM – PROVIDE 20A DEDICATED ISOLATED-GROUND CIRCUIT FROM UPS PANEL UP1 AND (1) 1\" EMPTY "
          "CONDUIT FOR DATA/ALARM TO ATM PEDESTAL. COORDINATE STUB-UP WITH ATM VENDOR TEMPLATE."),
    ("2", "PNEUMATIC TUBE BLOWER PACKAGE ABOVE CEILING IN DRIVE-UP TELLER 111. PROVIDE 30A/2P NON-FUSED "
          "DISCONNECT WITHIN SIGHT OF BLOWER."),
    ("3", "PNEUMATIC TUBE CUSTOMER TERMINAL AT LANE ISLAND – ROUTE (1) 3/4\" C CONTROL AND (1) 3/4\" C POWER "
          "UNDERGROUND, 24\" MIN. COVER. SEAL CONDUITS AT BUILDING ENTRY."),
    ("4", "UPS-1 (10 KVA) FLOOR MOUNTED. PROVIDE EXTERNAL WRAPAROUND MAINTENANCE BYPASS SWITCH WITHIN 6'-0\" "
          "OF UPS. SEE ENLARGED PLAN 2/E-301."),
    ("5", "SERVER RACK – PROVIDE (2) NEMA L5-30R TWIST-LOCK RECEPTACLES ON CABLE TRAY ABOVE RACK, EACH ON A "
          "SEPARATE UP1 CIRCUIT."),
    ("6", "EV CHARGER, LEVEL 2, PEDESTAL MOUNTED, WITH 60A/2P NEMA 3R DISCONNECT. PROVIDE 1\" CONDUIT STUB WITH "
          "PULL STRING TO ADJACENT STALL FOR FUTURE EV CHARGER – CAP AND MARK."),
    ("7", "MONUMENT SIGN – CIRCUIT THROUGH TIME CLOCK TC-1 IN IT / ELEC 110. UPSIZE CONDUCTORS TO #10 FOR "
          "VOLTAGE DROP."),
    ("8", "VAULT – PENETRATE VAULT WALLS ONLY AT FACTORY SLEEVES. COORDINATE VAULT ALARM AND VENTILATOR "
          "CONNECTIONS WITH VAULT MANUFACTURER."),
    ("9", "TELLER LINE – (1) DUPLEX RECEPTACLE PER TELLER STATION IN CASEWORK RACEWAY, FED FROM UP1. "
          "COORDINATE WITH MILLWORK DRAWINGS A-601."),
    ("10", "SECURITY / ALARM CONTROL PANEL – 120V DEDICATED CIRCUIT WITH BREAKER LOCK-ON DEVICE. PANEL "
           "FURNISHED BY OWNER'S SECURITY VENDOR."),
    ("11", "ELECTRIC WATER HEATER EWH-1 ON WALL SHELF IN JANITOR 115 – CONNECT THROUGH UNIT-MOUNTED "
           "DISCONNECT."),
    ("12", "FLUSH FLOOR BOX – CORE DRILL SLAB • COORDINATE FINAL LOCATION WITH FURNITURE PLAN • VERIFY WITH "
           "OWNER PRIOR TO ROUGH-IN."),
]

GENERAL_NOTES = [
    ("1.", "ALL WORK SHALL COMPLY WITH THE 2023 NEC (NFPA 70) AS ADOPTED BY THE CITY OF LAKEWOOD, AND WITH "
           "THE OWNER'S BANK SECURITY STANDARDS."),
    ("2.", "DEVICE MOUNTING HEIGHTS ARE TO CENTERLINE ABOVE FINISHED FLOOR U.O.N. – SEE DEVICE LEGEND. "
           "VERIFY HEIGHTS AT CASEWORK WITH ARCHITECTURAL ELEVATIONS."),
    ("3.", "BRANCH CIRCUITS: 2#12, #12 G IN 3/4\" C MINIMUM. 120V, 20A HOME RUNS LONGER THAN 100'-0\" TO THE "
           "FIRST DEVICE SHALL BE #10."),
    ("4.", "CONNECT NO MORE THAN SIX (6) RECEPTACLES ON ANY 20A GENERAL-PURPOSE BRANCH CIRCUIT."),
    ("5.", "PROVIDE A DEDICATED NEUTRAL FOR EACH BRANCH CIRCUIT – SHARED NEUTRALS ARE NOT PERMITTED."),
    ("6.", "RECEPTACLES FED FROM UPS PANEL UP1 SHALL BE RED DEVICES WITH ENGRAVED PLATES READING "
           "\"UPS – UP1-XX\"."),
    ("7.", "GFCI PROTECTION IS REQUIRED AT:"),
    ("", "• ALL RECEPTACLES WITHIN 6'-0\" OF A SINK"),
    ("", "• BREAK ROOM 109, RESTROOMS 112 AND 113, JANITOR 115"),
    ("", "• ALL EXTERIOR AND CANOPY LOCATIONS"),
    ("8.", "RACEWAYS: EMT CONCEALED INDOORS ABOVE GRADE; PVC SCH. 40 BELOW SLAB AND UNDERGROUND; PVC SCH. 80 "
           "OR RGC WHERE EXPOSED OUTDOORS."),
    ("9.", "SEE E-601 FOR PANEL SCHEDULES AND E-602 FOR THE ONE-LINE DIAGRAM. LIGHTING AND LIGHTING "
           "CONTROLS ARE SHOWN ON E-201."),
    ("10.", "COORDINATE ALL ATM, PNEUMATIC TUBE, VAULT AND SECURITY EQUIPMENT WITH THE OWNER'S EQUIPMENT "
            "VENDOR, CASCADE BANK SYSTEMS, PRIOR TO ROUGH-IN."),
    ("11.", "PROVIDE TYPED PANEL DIRECTORIES AND LABEL EVERY RECEPTACLE PLATE WITH ITS PANEL AND CIRCUIT."),
]

LEGEND = [  # symbol, description, mounting, notes
    ("dup", "DUPLEX RECEPTACLE, 20A, 125V, NEMA 5-20R", "+18\" AFF", "SPEC. GRADE, WHITE U.O.N."),
    ("quad", "QUADRUPLEX RECEPTACLE (TWO DUPLEX, ONE PLATE)", "+18\" AFF", ""),
    ("gfci", "GFCI DUPLEX RECEPTACLE", "+18\" AFF", "SEE GENERAL POWER NOTE 7"),
    ("ctr", "DUPLEX RECEPTACLE ABOVE COUNTER", "+44\" AFF", "MOUNT HORIZONTALLY"),
    ("ig", "ISOLATED-GROUND DUPLEX, UPS-FED (RED DEVICE)", "+18\" AFF", "SEE GENERAL POWER NOTE 6"),
    ("wp", "WEATHERPROOF GFCI DUPLEX, IN-USE COVER", "+24\" AFG", "WR RATED DEVICE"),
    ("sp", "SPECIAL PURPOSE RECEPTACLE, NEMA CONFIG. AS NOTED", "+18\" AFF", "DEDICATED CIRCUIT"),
    ("clg", "CEILING-MOUNTED DUPLEX RECEPTACLE", "CEILING", "PROJECTOR"),
    ("tv", "DUPLEX RECEPTACLE AT WALL-MOUNTED DISPLAY", "+66\" AFF", "IN RECESSED TV BOX"),
    ("fb", "FLUSH FLOOR BOX, (2) DUPLEX + (2) DATA", "FLOOR", "SEE KEYED NOTE 12"),
    ("data", "DATA OUTLET, (2) CAT 6A, 1\" C TO ABOVE CEILING", "+18\" AFF", "PULL STRING IN CONDUIT"),
    ("jb", "JUNCTION BOX / EQUIPMENT CONNECTION", "AS REQ'D", "SEE EQUIP. CONNECTION SCHEDULE"),
    ("disc", "DISCONNECT SWITCH, NON-FUSED U.O.N.", "+60\" AFF", "NEMA 3R WHERE EXTERIOR"),
    ("panel", "PANELBOARD, SURFACE MOUNTED", "+78\" AFF TOP", "SEE E-601"),
    ("hr", "HOME RUN TO PANEL (TAG = PANEL-CIRCUIT)", "", "HASH MARKS = CONDUCTORS"),
    ("ckt", "BRANCH CIRCUIT, CONCEALED IN WALL OR ABOVE CEILING", "", ""),
    ("ug", "BRANCH CIRCUIT BELOW SLAB OR UNDERGROUND", "", "24\" MIN. COVER"),
    ("hex", "KEYED NOTE, SEE KEYED NOTES THIS SHEET", "", ""),
    ("eq", "EQUIPMENT CONNECTION TAG", "", "SEE SCHEDULE THIS SHEET"),
]

SCHEDULE = [
    ("TAG", "ITEM", "VOLTS/PH", "LOAD", "BREAKER", "CONDUCTORS", "DISCONNECT", "CIRCUIT", "REMARKS"),
    ("EC-1", "DRIVE-UP ATM (LANE 3)", "120/1", "8.0 A", "20A/1P", "2#12, #12 IG, #12 G, 3/4\" C", "CORD & PLUG",
     "UP1-5", "NEMA 5-20R IG RECEPT. IN PEDESTAL"),
    ("EC-2", "WALK-UP ATM (VESTIBULE 101)", "120/1", "8.0 A", "20A/1P", "2#12, #12 IG, #12 G, 3/4\" C",
     "CORD & PLUG", "UP1-7", "THROUGH-WALL UNIT"),
    ("EC-3", "PNEUMATIC TUBE BLOWER - LANE 1", "208/1", "9.6 FLA", "20A/2P", "2#12, #12 G, 3/4\" C",
     "30A/2P NF, NEMA 1", "LP1-25,27", "ABOVE CLG IN 111"),
    ("EC-4", "PNEUMATIC TUBE BLOWER - LANE 2", "208/1", "9.6 FLA", "20A/2P", "2#12, #12 G, 3/4\" C",
     "30A/2P NF, NEMA 1", "LP1-29,31", "ABOVE CLG IN 111"),
    ("EC-5", "PNEUMATIC TUBE TELLER STATION", "120/1", "3.0 A", "20A/1P", "2#12, #12 G, 3/4\" C", "J-BOX",
     "LP1-20", "CONTROLS FOR LANES 1 & 2"),
    ("EC-6", "UPS-1, 10 KVA", "208/3", "34 A", "45A/3P", "4#8, #10 G, 1\" C", "MAINT. BYPASS SW.",
     "MDP-2,4,6", "OUTPUT TO PANEL UP1"),
    ("EC-7", "SERVER RACK PDU (2)", "120/1", "2.9 KVA EA.", "30A/1P", "2#10, #10 G, 3/4\" C", "CORD & PLUG",
     "UP1-1, UP1-3", "NEMA L5-30R, ONE PER PDU"),
    ("EC-8", "EV CHARGER, LEVEL 2", "208/1", "40 A CONT.", "50A/2P", "2#6, #10 G, 1\" C", "60A/2P NF, NEMA 3R",
     "LP1-30,32", "PEDESTAL MOUNTED"),
    ("EC-9", "ELECTRIC WATER HEATER EWH-1", "208/1", "4.5 KW", "30A/2P", "2#10, #10 G, 3/4\" C", "UNIT MOUNTED",
     "LP1-21,23", "IN JANITOR 115"),
    ("EC-10", "SECURITY / ALARM CONTROL PANEL", "120/1", "2.0 A", "20A/1P", "2#12, #12 G, 3/4\" C",
     "LOCK-ON BKR", "LP1-16", "RED BREAKER LOCK"),
    ("EC-11", "MONUMENT SIGN", "120/1", "4.5 A", "20A/1P", "2#10, #10 G, 1\" C PVC", "20A/1P NF, NEMA 3R",
     "LP1-24", "VIA TIME CLOCK TC-1"),
    ("EC-12", "LANE OPEN/CLOSED SIGNS (3)", "120/1", "1.5 A", "20A/1P", "2#12, #12 G, 3/4\" C", "J-BOX",
     "LP1-34", "SWITCHED AT 111"),
]
SCHED_W = [34, 150, 44, 52, 44, 128, 96, 64, 170]

ABBREVIATIONS = [
    ("AFF", "ABOVE FINISHED FLOOR"), ("AFG", "ABOVE FINISHED GRADE"), ("C", "CONDUIT"), ("CLG", "CEILING"),
    ("EC", "EQUIPMENT CONNECTION"), ("EWH", "ELECTRIC WATER HEATER"), ("FLA", "FULL LOAD AMPS"),
    ("G", "EQUIPMENT GROUND"), ("IG", "ISOLATED GROUND"), ("MDP", "MAIN DISTRIBUTION PANEL"),
    ("NF", "NON-FUSED"), ("PDU", "POWER DISTRIBUTION UNIT"), ("TC", "TIME CLOCK"),
    ("TMGB", "TELECOM MAIN GROUNDING BUSBAR"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
    ("UPS", "UNINTERRUPTIBLE POWER SUPPLY"), ("WR", "WEATHER RESISTANT"),
]

REVISIONS = [("", "ISSUED FOR PERMIT", "08/22/2025"), ("1", "ADDENDUM 1", "09/12/2025"),
             ("2", "ASI-02 DRIVE-UP ATM RELOCATION", "10/17/2025")]


# ------------------------------------------------------------------------------------- plan
def _walls(page) -> None:
    x0, y0 = pt(0, 0)
    x1, y1 = pt(92, 60)
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.6)
    page.draw_rect(pymupdf.Rect(x0 + 6, y0 + 6, x1 - 6, y1 - 6), width=0.8)
    for num, name, (a, b, c, d) in ROOMS:
        ra, rb = pt(a, b), pt(c, d)
        page.draw_rect(pymupdf.Rect(ra[0] + 1.5, ra[1] + 1.5, rb[0] - 1.5, rb[1] - 1.5), width=0.7,
                       color=(0.25, 0.25, 0.25))
    # vault walls heavy
    va, vb = pt(64, 40), pt(80, 60)
    page.draw_rect(pymupdf.Rect(va[0] + 1.5, va[1] + 1.5, vb[0] - 1.5, vb[1] - 1.5), width=3.0, color=(0.3, 0.3, 0.3))
    # teller counter and drive-up counter
    a, b = pt(48.5, 32), pt(50.5, 58)
    page.draw_rect(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.5, dashes="[4 2] 0")
    a, b = pt(89, 34), pt(91, 56)
    page.draw_rect(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.5, dashes="[4 2] 0")
    # door swings: hinge, the leaf's closed end along the wall, its open end
    for h, c, o in (((3, 60), (6.5, 60), (3, 63.5)), ((10, 53), (10, 56), (13, 53)), ((14, 27), (14, 24), (11, 27)),
                    ((17, 22), (20, 22), (17, 19)), ((33, 22), (36, 22), (33, 19)), ((52, 22), (55, 22), (52, 19)),
                    ((65, 22), (68, 22), (65, 19)), ((74, 22), (77, 22), (74, 19)), ((88, 22), (91, 22), (88, 19)),
                    ((58, 30), (61, 30), (58, 33)), ((64, 32), (64, 35), (61, 32)), ((82, 30), (85, 30), (82, 33)),
                    ((64, 44), (64, 48), (60, 44))):
        door(page, pt(*h), pt(*c), pt(*o))
    for num, name, rect in ROOMS:
        fx, fy = ROOM_LABEL_AT[num]
        x, y = pt(fx, fy)
        ctxt(page, x, y, name, 7.5 if num != "114" else 6.5, "hebo")
        ctxt(page, x, y + 9, num, 6.5, "helv")


def _grid(page) -> None:
    cols = [("1", 0), ("2", 30), ("3", 64), ("4", 92), ("5", 112), ("6", 132)]
    rows = [("A", 0), ("B", 30), ("C", 60)]
    top = BY - 90
    for n, fx in cols:
        x, _ = pt(fx, 0)
        page.draw_line((x, top + 9), (x, BY + 60 * FT + 30), width=0.3, dashes="[14 3 3 3] 0", color=(0.4, 0.4, 0.4))
        page.draw_circle((x, top), 9, width=0.7)
        ctxt(page, x, top + 3.5, n, 9, "helv")
    for n, fy in rows:
        _, y = pt(0, fy)
        page.draw_line((76, y), (BX + 132 * FT + 20, y), width=0.3, dashes="[14 3 3 3] 0", color=(0.4, 0.4, 0.4))
        page.draw_circle((67, y), 9, width=0.7)
        ctxt(page, 67, y + 3.5, n, 9, "helv")
    # overall dimensions (string along the south)
    y = BY + 60 * FT + 58
    for a, b, lab in ((0, 92, "92'-0\""), (92, 132, "40'-0\"")):
        xa, _ = pt(a, 0)
        xb, _ = pt(b, 0)
        page.draw_line((xa, y), (xb, y), width=0.5)
        for xx in (xa, xb):
            page.draw_line((xx - 3, y + 3), (xx + 3, y - 3), width=0.9)
            page.draw_line((xx, y - 8), (xx, y + 5), width=0.4)
        ctxt(page, (xa + xb) / 2, y - 3, lab, 7, "helv")
    xdim = BX - 30
    ya, yb = pt(0, 0)[1], pt(0, 60)[1]
    page.draw_line((xdim, ya), (xdim, yb), width=0.5)
    for yy in (ya, yb):
        page.draw_line((xdim - 3, yy + 3), (xdim + 3, yy - 3), width=0.9)
    txt(page, xdim - 3, (ya + yb) / 2 + 12, "60'-0\"", 7, "helv", rotate=90)


def _canopy(page) -> None:
    a, b = pt(92, 14), pt(132, 60)
    page.draw_rect(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.6, dashes="[10 4] 0")
    txt(page, pt(104, 61.4)[0], pt(104, 61.4)[1] + 4, "DRIVE-UP CANOPY ABOVE", 6.5, "helv")
    for fx in (102, 115, 128):
        i0, i1 = pt(fx, 20), pt(fx + 3, 54)
        page.draw_rect(pymupdf.Rect(i0[0], i0[1], i1[0], i1[1]), width=0.9)
        for fy in (21.5, 52.5):
            c = pt(fx + 1.5, fy)
            page.draw_rect(pymupdf.Rect(c[0] - 5, c[1] - 5, c[0] + 5, c[1] + 5), width=0.6, fill=(0.75, 0.75, 0.75))
    for lab, fx in (("LANE 1", 97), ("LANE 2", 110), ("LANE 3 - ATM", 123)):
        x, y = pt(fx, 47)
        ctxt(page, x, y, lab, 7, "hebo")
        page.draw_line((x, y + 40), (x, y + 14), width=0.6)
        arrowhead(page, x, y + 40, x, y + 14, 6, filled=False)
    # lane open/closed signs at the canopy fascia (north edge), one per lane, EC-12
    signs = []
    for fx in (97, 110, 123):
        sx, sy = pt(fx, 15.2)
        page.draw_rect(pymupdf.Rect(sx - 10, sy - 3, sx + 10, sy + 3), width=0.6, fill=(1, 1, 1))
        sym_jbox(page, sx, sy + 10)
        signs.append((sx, sy + 10))
    for p, q in zip(signs, signs[1:]):
        arc(page, p, q, 5)
    home_run(page, signs[0][0], signs[0][1], 0, -24, "LP1-34", size=6)
    equip_tag(page, signs[2][0] + 14, signs[2][1] - 14, "EC-12", signs[2])
    # tube terminals on islands 1 and 2, ATM on island 3
    t1, t2 = pt(103.5, 37), pt(116.5, 37)
    for k, (tx, ty) in enumerate((t1, t2)):
        page.draw_rect(pymupdf.Rect(tx - 6, ty - 9, tx + 6, ty + 9), width=0.8, fill=(0.9, 0.9, 0.9))
        page.draw_circle((tx, ty), 3, width=0.6)
        hexagon(page, tx + 16, ty - 20, "3")
    atm = pt(129.5, 37)
    page.draw_rect(pymupdf.Rect(atm[0] - 7, atm[1] - 11, atm[0] + 7, atm[1] + 11), width=1.0, fill=(0.8, 0.8, 0.8))
    sym_ig(page, atm[0], atm[1] + 18)
    equip_tag(page, atm[0] + 12, atm[1] - 18, "EC-1", (atm[0] + 7, atm[1] - 6))
    hexagon(page, atm[0] + 22, atm[1] + 8, "1")
    txt(page, atm[0] - 30, atm[1] + 40, "UP1-5", 6.5, "cour", angle=45)
    cloud(page, pymupdf.Rect(atm[0] - 26, atm[1] - 34, atm[0] + 44, atm[1] + 46))
    delta(page, atm[0] + 50, atm[1] - 34, "2")
    # underground runs from the drive-up teller to the islands
    bx, by = pt(92, 37)
    page.draw_line((bx, by + 4), (t1[0] - 6, t1[1] + 4), width=0.6, dashes="[6 3] 0")
    page.draw_line((t1[0] + 6, t1[1] + 4), (t2[0] - 6, t2[1] + 4), width=0.6, dashes="[6 3] 0")
    page.draw_line((t2[0] + 6, t2[1] + 4), (atm[0] - 7, atm[1] + 4), width=0.6, dashes="[6 3] 0")
    txt(page, bx + 8, by + 16, "2 - 3/4\" C U.G.", 5.5, "helv")
    txt(page, t2[0] + 20, t2[1] + 16, "1\" C DATA/ALARM", 5.5, "helv")
    # canopy WP GFCI at a column is on LP1-22 (see circuits)


def _devices(page) -> None:
    for tag, devs, (hi, hdx, hdy) in CIRCUITS:
        pts_ = []
        for fx, fy, s, o in devs:
            x, y = pt(fx, fy)
            pts_.append((x, y))
        for p, q in zip(pts_, pts_[1:]):
            arc(page, p, q, 7)
        for (fx, fy, s, o), (x, y) in zip(devs, pts_):
            SYMBOLS[s](page, x, y, o)
        hx, hy = pts_[hi]
        if tag in TAG45:
            home_run(page, hx, hy, hdx, hdy, "", font="helv")
            ox, oy = TAG45[tag]
            txt(page, pts_[0][0] + ox, pts_[0][1] + oy, tag, 6.2, "cour", angle=45)
        else:
            home_run(page, hx, hy, hdx, hdy, tag, font="helv")
    # data outlets beside the duplexes in offices, manager, conference, teller line, count room
    for fx, fy in ((0.6, 11), (10, 0.6), (0.6, 26), (10, 29.4), (18, 0.6), (29.4, 12), (33, 0.6), (49.4, 17.5),
                   (47.5, 37), (47.5, 43), (47.5, 49), (47.5, 55), (91.4, 43), (68.5, 39.3), (4, 59.4), (14.6, 12),
                   (25, 21.4), (76.5, 15)):
        x, y = pt(fx, fy)
        sym_data(page, x, y)
    # pneumatic tube blowers above the ceiling in 111, their disconnects and home runs
    for k, (ec, ckt) in enumerate((("EC-3", "LP1-25,27"), ("EC-4", "LP1-29,31"))):
        bx, by = pt(83.2 + 4.6 * k, 37.5)
        page.draw_rect(pymupdf.Rect(bx - 12, by - 8, bx + 12, by + 8), width=0.7, dashes="[3 2] 0")
        page.draw_circle((bx, by), 5, width=0.5)
        sym_disconnect(page, bx, by - 20)
        page.draw_line((bx, by - 16), (bx, by - 8), width=0.5)
        home_run(page, bx, by - 24, 0, -20, ckt, font="helv", size=6)
        equip_tag(page, bx - 12, by + 20, ec)
    hexagon(page, *pt(85.5, 42.8), "2")
    tx, ty = pt(88.5, 47)                     # teller station controls
    sym_jbox(page, tx, ty)
    equip_tag(page, tx - 40, ty + 4, "EC-5", (tx - 4, ty + 2))
    home_run(page, tx, ty, 0, 22, "LP1-20", font="helv", size=6)
    # walk-up ATM through the west wall of the vestibule
    ax, ay = pt(0.8, 57)
    page.draw_rect(pymupdf.Rect(ax - 14, ay - 12, ax + 10, ay + 12), width=1.0, fill=(0.8, 0.8, 0.8))
    ix, iy = pt(2.2, 51.4)
    sym_ig(page, ix, iy, "h")
    equip_tag(page, ax - 58, ay + 16, "EC-2", (ax - 14, ay + 6))
    home_run(page, ix, iy, 24, -14, "UP1-7", font="helv")
    # vault, teller line, floor boxes
    hexagon(page, *pt(72, 45.5), "8")
    hexagon(page, *pt(53, 37), "9")
    hexagon(page, *pt(27, 49), "12")
    hexagon(page, *pt(43, 6), "12")
    # water heater in the janitor closet
    wx, wy = pt(66.3, 19.6)
    page.draw_circle((wx, wy), 9, width=0.7)
    ctxt(page, wx, wy + 2, "WH", 5, "helv")
    sym_jbox(page, wx + 20, wy)
    page.draw_line((wx + 9, wy), (wx + 15.5, wy), width=0.5)
    equip_tag(page, wx - 16, wy + 44, "EC-9", (wx - 2, wy + 9))
    hexagon(page, wx - 28, wy + 41, "11")
    home_run(page, wx + 20, wy, 10, 38, "LP1-21,23", font="helv", size=6)
    # IT / ELEC 110: panels, UPS, rack and security panel (tagged in the enlarged plan)
    for fx, lab in ((83, "MDP"), (87.5, "LP1")):
        x, y = pt(fx, 0.6)
        sym_panel(page, x, y + 3, w=28)
        ctxt(page, x, y + 16, lab, 6.5, "hebo")
    x, y = pt(91.4, 4)
    sym_panel(page, x - 1, y, w=7, h=22)
    txt(page, x - 20, y + 3, "UP1", 6.5, "hebo")
    ux, uy = pt(83.5, 8.5)
    page.draw_rect(pymupdf.Rect(ux - 11, uy - 13, ux + 11, uy + 13), width=0.9, fill=(0.85, 0.85, 0.85))
    txt(page, ux - 3, uy + 10, "UPS-1", 5.5, "hebo", rotate=90)
    rx, ry = pt(88.5, 11.5)
    page.draw_rect(pymupdf.Rect(rx - 9, ry - 12, rx + 9, ry + 12), width=0.9)
    page.draw_line((rx - 9, ry - 12), (rx + 9, ry + 12), width=0.3)
    page.draw_line((rx - 9, ry + 12), (rx + 9, ry - 12), width=0.3)
    sym_jbox(page, *pt(80.7, 14.5))
    x, y = pt(80.4, 22.6)
    txt(page, x + 4, y + 9, "SEE ENLARGED PLAN 2/E-301", 5.5, "tiro")
    # rooftop units above, powered from the roof plan
    for fx0, fy0, fx1, fy1, lab in ((18, 4, 27, 10, "RTU-1"), (33, 34, 41, 39, "RTU-2")):
        a, b = pt(fx0, fy0), pt(fx1, fy1)
        page.draw_rect(pymupdf.Rect(a[0], a[1], b[0], b[1]), width=0.5, dashes="[2 2] 0", color=(0.35, 0.35, 0.35))
        txt(page, a[0] + 3, a[1] + 9, f"{lab} ABOVE", 5.5, "helv")
        txt(page, a[0] + 3, a[1] + 17, "SEE E-302", 5.5, "helv")


def _site(page) -> None:
    # west parking, EV charger at the north stall, a conduit stub to the next stall
    for k in range(5):
        y = BY + 12 + k * 9 * FT
        page.draw_line((86, y), (BX - 44, y), width=0.4)
    txt(page, 90, BY + 26 + 3 * 9 * FT, "PARKING", 6.5, "helv")
    ctxt(page, 140, BY + 60, "EV", 9, "hebo")
    ex, ey = 120, BY + 36
    page.draw_rect(pymupdf.Rect(ex - 6, ey - 6, ex + 6, ey + 6), width=1.0, fill=(0.7, 0.7, 0.7))
    page.draw_circle((ex, ey), 2.5, width=0.5, fill=(1, 1, 1))
    sym_disconnect(page, ex, ey + 20)
    equip_tag(page, 84, ey - 22, "EC-8", (ex - 6, ey - 4))
    hexagon(page, ex + 30, ey - 16, "6")
    home_run(page, ex, ey + 20, 36, 16, "LP1-30,32", font="helv", size=6)
    page.draw_line((ex, ey + 6 + 9 * FT), (ex + 14, ey + 6 + 9 * FT), width=0.8)
    page.draw_circle((ex, ey + 6 + 9 * FT), 2, width=0.6, fill=(0, 0, 0))
    txt(page, ex - 28, ey + 20 + 9 * FT, "1\" C STUB, FUTURE EV", 5.5, "helv")
    page.draw_line((ex, ey + 26), (ex, ey + 6 + 9 * FT), width=0.6, dashes="[6 3] 0")
    # utility transformer and meter north of IT / ELEC 110
    tx, ty = pt(85, -6.5)
    page.draw_rect(pymupdf.Rect(tx - 27, ty - 20, tx + 27, ty + 20), width=1.2, fill=(0.92, 0.92, 0.92))
    page.draw_rect(pymupdf.Rect(tx - 33, ty - 26, tx + 33, ty + 26), width=0.4, dashes="[3 2] 0")
    ctxt(page, tx, ty - 2, "XFMR", 6.5, "hebo")
    ctxt(page, tx, ty + 7, "BY UTILITY", 5.5, "helv")
    for i, line in enumerate(("UTILITY PAD-MOUNTED TRANSFORMER ON 8\" CONC. PAD BY XCEL ENERGY.",
                              "SERVICE ENTRANCE AND METERING PER E-602.")):
        txt(page, tx - 40 - tlen(line, 5.8), ty - 10 + 8 * i, line, 5.8, "helv")
    page.draw_line((tx - 38, ty - 12), (tx - 27, ty - 8), width=0.4)
    mx_, my_ = pt(90.5, 0)
    page.draw_rect(pymupdf.Rect(mx_ - 6, my_ - 12, mx_ + 6, my_ - 1), width=0.8, fill=(1, 1, 1))
    page.draw_circle((mx_, my_ - 6.5), 3.5, width=0.5)
    txt(page, mx_ + 10, my_ - 18, "CT/METER", 5.5, "helv")
    page.draw_line((tx, ty + 20), (tx, my_), width=1.0, dashes="[8 3] 0")
    # monument sign south-west
    mx, my = pt(20, 70)
    page.draw_rect(pymupdf.Rect(mx - 22, my - 5, mx + 22, my + 5), width=1.0, fill=(0.85, 0.85, 0.85))
    sym_jbox(page, mx + 30, my)
    equip_tag(page, mx - 70, my + 18, "EC-11", (mx - 22, my + 2))
    hexagon(page, mx + 50, my + 14, "7")
    page.draw_line((mx + 30, my - 5), (mx + 30, pt(0, 60)[1] + 4), width=0.6, dashes="[6 3] 0")
    txt(page, mx + 34, my - 18, "LP1-24", 6.5, "helv")
    ctxt(page, mx, my + 16, "MONUMENT SIGN", 5.5, "helv")
    # north arrow
    nx, ny = BX + 132 * FT + 20, BY + 60 * FT + 30
    page.draw_circle((nx, ny), 16, width=0.8)
    page.draw_polyline([(nx, ny - 22), (nx + 6, ny + 8), (nx, ny + 3), (nx - 6, ny + 8), (nx, ny - 22)], width=0.6,
                       fill=(0, 0, 0))
    ctxt(page, nx, ny - 26, "N", 10, "hebo")


def _view_title(page, x, y, num, name, scale, rule=520):
    page.draw_circle((x, y), 14, width=1.0)
    page.draw_line((x - 14, y), (x + 14, y), width=0.6)
    ctxt(page, x, y - 3, num, 10, "hebo")
    ctxt(page, x, y + 10, "E-301", 6, "helv")
    page.draw_line((x + 18, y + 2), (x + rule, y + 2), width=1.6)
    txt(page, x + 22, y - 4, name, 13, "hebo")
    txt(page, x + 22, y + 14, f"SCALE: {scale}", 8, "helv")


def _plan(page) -> None:
    _grid(page)
    _walls(page)
    _canopy(page)
    _devices(page)
    _site(page)
    _view_title(page, 88, 936, "1", "LEVEL 1 POWER AND SYSTEMS PLAN", "1/8\" = 1'-0\"", 560)


# ------------------------------------------------------------------------------------- side
def _legend(page, x, y) -> float:
    txt(page, x, y, "DEVICE LEGEND", 11, "hebo")
    page.draw_line((x, y + 3), (x + 108, y + 3), width=0.8)
    y += 12
    cols = [x, x + 50, x + 340, x + 430, x + 782]
    page.draw_rect(pymupdf.Rect(cols[0], y, cols[-1], y + 14), width=0.8)
    for c, head in zip(cols, ("SYMBOL", "DESCRIPTION", "MOUNTING", "NOTES")):
        txt(page, c + 4, y + 10, head, 6.5, "hebo")
    y += 14
    rh = 21
    for i, (s, desc, mtg, note) in enumerate(LEGEND):
        r0 = y + rh * i
        cx, cy = x + 25, r0 + rh / 2
        if s in SYMBOLS:
            SYMBOLS[s](page, cx, cy, "v")
        elif s == "panel":
            sym_panel(page, cx, cy, w=30)
        elif s == "hr":
            home_run(page, cx - 18, cy, 36, 0, "", font="helv")
        elif s == "ckt":
            arc(page, (cx - 18, cy + 2), (cx + 18, cy + 2), 5)
        elif s == "ug":
            page.draw_line((cx - 18, cy), (cx + 18, cy), width=0.6, dashes="[6 3] 0")
        elif s == "hex":
            pts_ = [(cx + 7.5 * math.cos(math.radians(a)), cy + 7.5 * math.sin(math.radians(a)))
                    for a in range(0, 361, 60)]
            page.draw_polyline(pts_, width=0.7)
        elif s == "eq":
            page.draw_rect(pymupdf.Rect(cx - 14, cy - 5, cx + 14, cy + 5), width=0.6, radius=0.3)
        txt(page, cols[1] + 5, r0 + 13.5, desc, 7, "helv")
        if mtg:
            txt(page, cols[2] + 5, r0 + 13.5, mtg, 7, "helv")
        if note:
            txt(page, cols[3] + 5, r0 + 13.5, note, 6.5, "helv")
        page.draw_line((cols[0], r0 + rh), (cols[-1], r0 + rh), width=0.3)
    end = y + rh * len(LEGEND)
    for c in cols:
        page.draw_line((c, y), (c, end), width=0.5)
    page.draw_rect(pymupdf.Rect(cols[0], y - 14, cols[-1], end), width=0.9)
    txt(page, x, end + 12, "ALL SYMBOLS MAY NOT APPEAR ON THIS SHEET.", 6, "tiro")
    return end + 12


def _keyed(page, x, y, width=780) -> float:
    txt(page, x, y, "KEYED NOTES", 11, "hebo")
    page.draw_line((x, y + 3), (x + 86, y + 3), width=0.8)
    y += 22
    for num, text in KEYED_NOTES:
        hexagon(page, x + 9, y - 3, num, r=8, size=7 if len(num) == 1 else 6)
        lines = wrap(text, width - 30, 7)
        for k, line in enumerate(lines):
            txt(page, x + 24, y + 10 * k, line, 7, "helv")
        y += 10 * len(lines) + 9
    return y


def _general(page, x, y, width=780) -> float:
    txt(page, x, y, "GENERAL POWER NOTES", 11, "hebo")
    page.draw_line((x, y + 3), (x + 146, y + 3), width=0.8)
    y += 20
    for num, text in GENERAL_NOTES:
        if num:
            txt(page, x, y, num, 7, "helv")
            indent = x + 18
        else:
            indent = x + 30
        lines = wrap(text, width - (indent - x), 7)
        for k, line in enumerate(lines):
            txt(page, indent, y + 10 * k, line, 7, "helv")
        y += 10 * len(lines) + (6 if num else 3)
    return y


def _schedule(page, x, y) -> float:
    txt(page, x, y, "EQUIPMENT CONNECTION SCHEDULE", 11, "hebo")
    y += 8
    xs = [x]
    for w in SCHED_W:
        xs.append(xs[-1] + w)
    rh = 17
    for r, row in enumerate(SCHEDULE):
        yy = y + rh * r
        if r == 0:
            page.draw_rect(pymupdf.Rect(xs[0], yy, xs[-1], yy + rh), width=0.8, fill=(0.88, 0.88, 0.88))
        for c, cell in enumerate(row):
            font = "hebo" if r == 0 or c == 0 else "cour" if c in (4, 7) else "helv"
            size = 6.5 if r == 0 else 6.3
            txt(page, xs[c] + 3, yy + 11.5, cell, size, font)
        page.draw_line((xs[0], yy + rh), (xs[-1], yy + rh), width=0.3)
    end = y + rh * len(SCHEDULE)
    for xx in xs:
        page.draw_line((xx, y), (xx, end), width=0.4)
    page.draw_rect(pymupdf.Rect(xs[0], y, xs[-1], end), width=1.0)
    txt(page, x, end + 11, "CIRCUITS SHOWN ARE PANEL-CIRCUIT. MDP AND PANEL SCHEDULES ON E-601; FEEDERS ON E-602.",
        6, "tiro")
    return end


def _enlarged(page, x0, y0) -> None:
    S = 18.0                                      # 1/4" = 1'-0"
    W_, D_ = 12 * S, 22 * S
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + W_, y0 + D_), width=1.4)
    page.draw_rect(pymupdf.Rect(x0 + 5, y0 + 5, x0 + W_ - 5, y0 + D_ - 5), width=0.6)
    # plywood backboard on the north wall
    page.draw_rect(pymupdf.Rect(x0 + 8, y0 + 6, x0 + W_ - 8, y0 + 11), width=0.4, fill=(0.85, 0.85, 0.85))
    txt(page, x0 + W_ + 14, y0 + 12, "3/4\" FIRE-RETARDANT PLYWOOD BACKBOARD, PAINTED", 6, "helv")
    page.draw_line((x0 + W_ - 8, y0 + 9), (x0 + W_ + 12, y0 + 10), width=0.4)
    for cx, lab, w in ((x0 + 40, "MDP", 44), (x0 + 108, "PANEL LP1", 36), (x0 + 170, "PANEL UP1", 30)):
        r = pymupdf.Rect(cx - w / 2, y0 + 11, cx + w / 2, y0 + 19)
        page.draw_rect(r, width=1.0, fill=(1, 1, 1))
        page.draw_polyline([(r.x0, r.y1), (r.x1, r.y0), (r.x1, r.y1), (r.x0, r.y1)], width=0.3, fill=(0, 0, 0))
        ctxt(page, cx, y0 + 30, lab, 6.5, "hebo")
    # working space in front of the panels
    page.draw_rect(pymupdf.Rect(x0 + 14, y0 + 19, x0 + 192, y0 + 19 + 3 * S), width=0.5, dashes="[4 2] 0")
    txt(page, x0 + 26, y0 + 19 + 3 * S - 6, "3'-0\" CLEAR WORKING SPACE (NEC 110.26)", 5.8, "helv")
    # UPS and bypass switch
    ur = pymupdf.Rect(x0 + 20, y0 + 110, x0 + 20 + 2.5 * S, y0 + 110 + 3 * S)
    page.draw_rect(ur, width=1.0, fill=(0.88, 0.88, 0.88))
    ctxt(page, ur.x0 + ur.width / 2, ur.y0 + 24, "UPS-1", 7, "hebo")
    ctxt(page, ur.x0 + ur.width / 2, ur.y0 + 34, "10 KVA", 6, "helv")
    br = pymupdf.Rect(x0 + 5, y0 + 180, x0 + 12, y0 + 206)
    page.draw_rect(br, width=0.9, fill=(1, 1, 1))
    txt(page, x0 + 16, y0 + 190, "MBS-1 MAINT. BYPASS", 5.8, "helv")
    txt(page, x0 + 16, y0 + 198, "SWITCH, +60\" AFF", 5.8, "helv")
    hexagon(page, ur.x1 + 14, ur.y0 + 10, "4")
    equip_tag(page, ur.x1 + 6, ur.y1 - 4, "EC-6")
    # server rack with clearances
    rr = pymupdf.Rect(x0 + 120, y0 + 260, x0 + 120 + 2 * S, y0 + 260 + 3.5 * S)
    page.draw_rect(rr, width=1.0)
    page.draw_line((rr.x0, rr.y0), (rr.x1, rr.y1), width=0.3)
    page.draw_line((rr.x0, rr.y1), (rr.x1, rr.y0), width=0.3)
    ctxt(page, rr.x0 + rr.width / 2, rr.y1 + 10, "SERVER RACK", 6, "hebo")
    page.draw_rect(pymupdf.Rect(rr.x0 - 8, rr.y0 - 42, rr.x1 + 8, rr.y1 + 42), width=0.4, dashes="[4 2] 0")
    txt(page, rr.x1 + 12, rr.y0 - 30, "42\" CLEAR FRONT", 5.8, "helv")
    txt(page, rr.x1 + 12, rr.y1 + 36, "36\" CLEAR REAR", 5.8, "helv")
    for k, c in enumerate(("UP1-1", "UP1-3")):
        px_ = rr.x0 + 6 + k * 24
        sym_special(page, px_, rr.y0 - 14)
        txt(page, px_ + 3, rr.y0 - 24, c, 6, "cour", angle=45)
    equip_tag(page, rr.x0 - 56, rr.y0 + 20, "EC-7", (rr.x0, rr.y0 + 18))
    hexagon(page, rr.x0 - 16, rr.y0 + 44, "5")
    # cable tray
    page.draw_rect(pymupdf.Rect(x0 + 100, y0 + 80, x0 + 112, y0 + 250), width=0.5, dashes="[8 2 2 2] 0")
    txt(page, x0 + 121, y0 + 220, "12\" CABLE TRAY +8'-0\" AFF", 5.8, "helv", rotate=90)
    # TMGB, time clock, security panel on the west wall
    page.draw_rect(pymupdf.Rect(x0 + 6, y0 + 250, x0 + 10, y0 + 280), width=0.7, fill=(0, 0, 0))
    txt(page, x0 + 14, y0 + 268, "TMGB", 5.8, "helv")
    page.draw_rect(pymupdf.Rect(x0 + 6, y0 + 84, x0 + 14, y0 + 96), width=0.7, fill=(1, 1, 1))
    txt(page, x0 + 18, y0 + 94, "TC-1 TIME CLOCK", 5.8, "helv")
    sym_jbox(page, x0 + 11, y0 + 300)
    equip_tag(page, x0 + 22, y0 + 310, "EC-10")
    hexagon(page, x0 + 70, y0 + 306, "10")
    # door
    door(page, (x0 + 40, y0 + D_ - 5), (x0 + 40 + 3 * S, y0 + D_ - 5), (x0 + 40, y0 + D_ - 5 - 3 * S))
    # dimensions
    yd = y0 + D_ + 22
    page.draw_line((x0, yd), (x0 + W_, yd), width=0.5)
    for xx in (x0, x0 + W_):
        page.draw_line((xx - 3, yd + 3), (xx + 3, yd - 3), width=0.9)
    ctxt(page, x0 + W_ / 2, yd - 3, "12'-0\"", 7, "helv")
    xd = x0 + W_ + 20
    page.draw_line((xd, y0), (xd, y0 + D_), width=0.5)
    for yy in (y0, y0 + D_):
        page.draw_line((xd - 3, yy + 3), (xd + 3, yy - 3), width=0.9)
    txt(page, xd + 9, y0 + D_ / 2 + 10, "22'-0\"", 7, "helv", rotate=90)
    _view_title(page, x0 + 14, y0 + D_ + 56, "2", "ENLARGED PLAN - IT / ELEC 110", "1/4\" = 1'-0\"", 330)


def _island_section(page, x0, y0) -> None:
    """Drive-up island conduit section, not to scale."""
    g = y0 + 70
    page.draw_line((x0, g), (x0 + 380, g), width=1.2)
    for k in range(0, 380, 12):
        page.draw_line((x0 + k, g + 2), (x0 + k + 8, g + 10), width=0.3)
    page.draw_rect(pymupdf.Rect(x0 + 220, g - 16, x0 + 300, g), width=1.0)               # island curb
    page.draw_rect(pymupdf.Rect(x0 + 240, g - 70, x0 + 280, g - 16), width=1.0, fill=(0.9, 0.9, 0.9))
    ctxt(page, x0 + 260, g - 40, "TUBE", 6, "hebo")
    ctxt(page, x0 + 260, g - 32, "TERMINAL", 6, "hebo")
    for k, lab in enumerate(("3/4\" C POWER", "3/4\" C CONTROL", "1\" C DATA/ALARM")):
        cy = g + 34 + k * 0
        cx = x0 + 80 + k * 22
        page.draw_circle((cx, cy), 6, width=0.7)
        txt(page, x0 + 20, g + 70 + k * 10, f"{k + 1}. {lab} (PVC SCH. 40)", 6, "helv")
        page.draw_line((cx, cy + 6), (x0 + 16, g + 68 + k * 10 - 2), width=0.3)
    page.draw_line((x0 + 150, g), (x0 + 150, g + 34), width=0.4)
    arrowhead(page, x0 + 150, g + 20, x0 + 150, g, 5)
    arrowhead(page, x0 + 150, g + 14, x0 + 150, g + 34, 5)
    txt(page, x0 + 156, g + 22, "24\" MIN. COVER", 6, "helv")
    page.draw_line((x0 + 260, g), (x0 + 260, g + 34), width=0.6)
    page.draw_line((x0 + 110, g + 34), (x0 + 260, g + 34), width=0.6)
    txt(page, x0 + 306, g - 4, "6\" CONC. CURB", 6, "helv")
    txt(page, x0 + 170, g + 48, "RED WARNING TAPE 12\" ABOVE CONDUITS", 6, "helv")
    _view_title(page, x0 + 14, g + 118, "3", "DRIVE-UP ISLAND CONDUIT SECTION", "NTS", 350)


SYSTEMS_NOTES = [
    ("S1.", "DATA CABLING, JACKS AND PATCH PANELS BY OWNER'S IT VENDOR. CONTRACTOR SHALL PROVIDE BACKBOXES, "
            "1\" CONDUIT STUBBED TO ABOVE ACCESSIBLE CEILING AND PULL STRINGS AT EACH DATA OUTLET."),
    ("S2.", "SECURITY CAMERAS, DURESS ALARM BUTTONS AND CARD ACCESS ARE BY THE OWNER'S SECURITY VENDOR AND ARE "
            "SHOWN ON THE SECURITY DRAWINGS – NOT IN CONTRACT EXCEPT ROUGH-IN."),
    ("S3.", "PROVIDE (2) 2\" CONDUITS FROM THE TELECOM BACKBOARD IN 110 TO THE PROPERTY LINE FOR TELEPHONE AND "
            "FIBER SERVICE; COORDINATE ROUTE WITH CIVIL."),
    ("S4.", "BOND THE TMGB TO THE BUILDING SERVICE GROUND WITH #6 CU."),
]


def _systems_notes(page, x, y, width) -> float:
    txt(page, x, y, "SYSTEMS NOTES", 10, "hebo")
    page.draw_line((x, y + 3), (x + 98, y + 3), width=0.8)
    y += 18
    for num, text in SYSTEMS_NOTES:
        txt(page, x, y, num, 7, "helv")
        lines = wrap(text, width - 22, 7)
        for k, line in enumerate(lines):
            txt(page, x + 22, y + 10 * k, line, 7, "helv")
        y += 10 * len(lines) + 5
    return y


def _teller_elevation(page, x0, y0) -> None:
    """Teller counter section through one station, not to scale: work surface, transaction top,
    the casework raceway with the station's red duplex and data."""
    S = 4.2                                          # points to the inch, roughly 1/2" = 1'-0"
    floor = y0 + 200
    page.draw_line((x0, floor), (x0 + 360, floor), width=1.2)
    for k in range(0, 360, 10):
        page.draw_line((x0 + k, floor + 1), (x0 + k + 6, floor + 7), width=0.3)
    ws, tt = floor - 30 * S, floor - 42 * S          # work surface +30", transaction top +42"
    page.draw_rect(pymupdf.Rect(x0 + 70, ws - 5, x0 + 200, ws), width=1.0, fill=(0.85, 0.85, 0.85))
    page.draw_rect(pymupdf.Rect(x0 + 190, tt - 5, x0 + 260, tt), width=1.0, fill=(0.85, 0.85, 0.85))
    page.draw_line((x0 + 200, ws), (x0 + 200, floor), width=0.9)
    page.draw_line((x0 + 250, tt), (x0 + 250, floor), width=0.9)
    page.draw_line((x0 + 80, ws), (x0 + 80, floor - 4), width=0.6)
    rw = floor - 24 * S                              # raceway at +24"
    page.draw_rect(pymupdf.Rect(x0 + 186, rw - 8, x0 + 198, rw + 8), width=0.8, fill=(1, 1, 1))
    sym_ig(page, x0 + 170, rw, "h")
    sym_data(page, x0 + 170, rw + 22)
    ctxt(page, x0 + 130, ws - 10, "TELLER WORK SURFACE", 5.8, "helv")
    ctxt(page, x0 + 225, tt - 10, "TRANSACTION TOP", 5.8, "helv")
    txt(page, x0 + 262, tt + 4, "+42\" AFF", 6, "helv")
    txt(page, x0 + 20, ws + 3, "+30\" AFF", 6, "helv")
    for i, line in enumerate(("CASEWORK RACEWAY, +24\" AFF TO C.L.", "RED IG DUPLEX + DATA PER STATION",
                              "FED FROM UP1, SEE KEYED NOTE 9")):
        txt(page, x0 + 262, rw + 8 * i, line, 5.8, "helv")
    page.draw_line((x0 + 198, rw), (x0 + 260, rw - 2), width=0.4)
    page.draw_rect(pymupdf.Rect(x0 + 90, floor - 70, x0 + 150, floor - 4), width=0.5, dashes="[3 2] 0")
    ctxt(page, x0 + 120, floor - 40, "TELLER CASH", 5.5, "helv")
    ctxt(page, x0 + 120, floor - 32, "RECYCLER (NIC)", 5.5, "helv")
    ctxt(page, x0 + 40, floor - 60, "TELLER", 6, "hebo")
    ctxt(page, x0 + 310, floor - 60, "CUSTOMER", 6, "hebo")
    hexagon(page, x0 + 170, rw - 26, "9")
    _view_title(page, x0 + 14, floor + 40, "4", "TELLER STATION POWER / DATA SECTION", "NTS", 340)


def _box(page, x, y, w, h, lines, fill=(1, 1, 1)):
    page.draw_rect(pymupdf.Rect(x, y, x + w, y + h), width=1.0, fill=fill)
    for i, (t, size, font) in enumerate(lines):
        ctxt(page, x + w / 2, y + h / 2 + 3 - 5 * (len(lines) - 1) + 10 * i, t, size, font)


def _riser(page, x0, y0) -> None:
    """UPS power riser, not to scale: MDP to the wraparound bypass, the UPS, and panel UP1 with its loads."""
    cy = y0 + 60
    _box(page, x0, cy - 24, 70, 48, [("MDP", 8, "hebo"), ("IN IT / ELEC 110", 5.5, "helv")])
    page.draw_line((x0 + 70, cy), (x0 + 120, cy), width=1.0)
    page.draw_circle((x0 + 95, cy), 3, width=0.6)
    txt(page, x0 + 80, cy - 8, "45A/3P", 6, "cour")
    _box(page, x0 + 120, cy - 40, 300, 80, [], fill=(0.97, 0.97, 0.97))
    txt(page, x0 + 126, cy - 28, "MBS-1 WRAPAROUND MAINTENANCE BYPASS SWITCH", 6, "hebo")
    _box(page, x0 + 220, cy - 14, 90, 40, [("UPS-1", 8, "hebo"), ("10 KVA, 208V 3PH", 5.5, "helv")])
    page.draw_line((x0 + 120, cy + 6), (x0 + 220, cy + 6), width=0.8)
    page.draw_line((x0 + 310, cy + 6), (x0 + 420, cy + 6), width=0.8)
    page.draw_line((x0 + 140, cy + 6), (x0 + 140, cy + 32), width=0.6)
    page.draw_line((x0 + 140, cy + 32), (x0 + 400, cy + 32), width=0.6, dashes="[5 3] 0")
    page.draw_line((x0 + 400, cy + 32), (x0 + 400, cy + 6), width=0.6)
    txt(page, x0 + 236, cy + 38, "BYPASS", 5.5, "helv")
    txt(page, x0 + 62, cy + 16, "4#8, #10 G, 1\" C", 6, "helv")
    page.draw_line((x0 + 420, cy + 6), (x0 + 480, cy + 6), width=1.0)
    _box(page, x0 + 480, cy - 18, 70, 48, [("PANEL UP1", 7.5, "hebo"), ("208Y/120V", 5.5, "helv")])
    loads = [("UP1-1, UP1-3", "SERVER RACK PDUs (EC-7)"), ("UP1-5", "DRIVE-UP ATM (EC-1)"),
             ("UP1-7", "WALK-UP ATM (EC-2)"), ("UP1-9, UP1-11", "TELLER LINE 103"),
             ("UP1-13", "DRIVE-UP TELLER 111")]
    for i, (c, what) in enumerate(loads):
        ly = cy - 44 + 22 * i
        page.draw_line((x0 + 550, cy + 6), (x0 + 600, ly), width=0.4)
        arrowhead(page, x0 + 560, ly, x0 + 600, ly, 5)
        txt(page, x0 + 606, ly + 2.5, c, 6.3, "cour")
        txt(page, x0 + 700, ly + 2.5, what, 6.3, "helv")
    _view_title(page, x0 + 14, y0 + 150, "5", "UPS POWER RISER DIAGRAM", "NTS", 330)


def _ev_detail(page, x0, y0) -> None:
    """EV charger pedestal elevation, not to scale."""
    g = y0 + 180
    page.draw_line((x0, g), (x0 + 340, g), width=1.2)
    for k in range(0, 340, 12):
        page.draw_line((x0 + k, g + 2), (x0 + k + 8, g + 10), width=0.3)
    page.draw_rect(pymupdf.Rect(x0 + 60, g - 6, x0 + 110, g + 70), width=0.8, dashes="[4 2] 0")
    page.draw_rect(pymupdf.Rect(x0 + 74, g - 130, x0 + 96, g - 6), width=1.0, fill=(0.9, 0.9, 0.9))
    page.draw_rect(pymupdf.Rect(x0 + 70, g - 150, x0 + 100, g - 118), width=1.0, fill=(1, 1, 1))
    page.draw_circle((x0 + 85, g - 134), 6, width=0.6)
    for bx in (x0 + 30, x0 + 140):
        page.draw_rect(pymupdf.Rect(bx - 5, g - 90, bx + 5, g + 40), width=0.8)
        page.draw_line((bx - 5, g - 90), (bx + 5, g - 90), width=1.4)
    page.draw_line((x0 + 180, g - 104), (x0 + 180, g), width=0.8)
    page.draw_rect(pymupdf.Rect(x0 + 170, g - 104, x0 + 190, g - 80), width=0.9, fill=(1, 1, 1))
    page.draw_line((x0 + 170, g - 80), (x0 + 190, g - 104), width=0.5)
    page.draw_line((x0 + 180, g + 40), (x0 + 85, g + 40), width=0.7, dashes="[6 3] 0")
    page.draw_line((x0 + 180, g + 40), (x0 + 180, g), width=0.7, dashes="[6 3] 0")
    labels = [(g - 140, "EV CHARGER, LEVEL 2, ON MFR. PEDESTAL (EC-8)"), (g - 96, "60A/2P NEMA 3R DISCONNECT"),
              (g - 60, "4\" DIA. CONCRETE-FILLED STEEL BOLLARD, TYP. OF 2"), (g + 30, "18\" DIA. x 36\" DEEP CONC. BASE"),
              (g + 52, "1\" C PVC SCH. 40 FROM LP1-30,32")]
    for ly, lab in labels:
        txt(page, x0 + 200, ly, lab, 5.8, "helv")
    page.draw_line((x0 + 100, g - 140), (x0 + 198, g - 142), width=0.3)
    page.draw_line((x0 + 145, g - 60), (x0 + 198, g - 62), width=0.3)
    page.draw_line((x0 + 110, g + 30), (x0 + 198, g + 28), width=0.3)
    page.draw_line((x0 + 180, g + 40), (x0 + 198, g + 50), width=0.3)
    hexagon(page, x0 + 120, g - 160, "6")
    _view_title(page, x0 + 14, g + 100, "6", "EV CHARGER PEDESTAL ELEVATION", "NTS", 330)


def _abbreviations(page, x, y) -> None:
    txt(page, x, y, "ABBREVIATIONS", 9, "hebo")
    for i, (ab, full) in enumerate(ABBREVIATIONS):
        col, row = divmod(i, 5)
        xx, yy = x + col * 170, y + 14 + row * 10
        txt(page, xx, yy, ab, 6.3, "hebo")
        txt(page, xx + 40, yy, full, 6.3, "helv")


# ------------------------------------------------------------------------------------- title block
def _title_block(page) -> None:
    page.draw_rect(pymupdf.Rect(24, 24, W - 24, H - 24), width=2.2)
    page.draw_rect(pymupdf.Rect(TB, 24, W - 24, H - 24), width=1.6)
    x = TB + 12
    R = W - 24
    # architect
    txt(page, x, 58, "KELLAND STROUD", 15, "tibo")
    txt(page, x, 74, "ARCHITECTS", 11, "tiro")
    for i, line in enumerate(("1650 WYNKOOP STREET, SUITE 300", "DENVER, COLORADO 80202", "T 303.555.0142",
                              "kellandstroud.com")):
        txt(page, x, 90 + 10 * i, line, 6.5, "helv")
    page.draw_line((TB, 138), (R, 138), width=0.8)
    txt(page, x, 152, "MEP ENGINEER", 5.5, "helv")
    txt(page, x, 166, "VOLTERRA ENGINEERING GROUP", 9.5, "hebo")
    for i, line in enumerate(("7400 E. ORCHARD ROAD, SUITE 210", "GREENWOOD VILLAGE, CO 80111", "T 720.555.0199")):
        txt(page, x, 178 + 10 * i, line, 6.5, "helv")
    page.draw_line((TB, 214), (R, 214), width=0.8)
    # seal
    page.draw_circle((TB + 136, 290), 58, width=0.8)
    page.draw_circle((TB + 136, 290), 50, width=0.4)
    ctxt(page, TB + 136, 278, "STATE OF COLORADO", 6, "helv")
    ctxt(page, TB + 136, 290, "R. D. VANCE", 8, "hebo")
    ctxt(page, TB + 136, 301, "PE 0051877", 6, "helv")
    ctxt(page, TB + 136, 312, "PROFESSIONAL ENGINEER", 5, "helv")
    page.draw_line((TB, 362), (R, 362), width=0.8)
    # project
    txt(page, x, 376, "PROJECT", 5.5, "helv")
    txt(page, x, 392, "HARBORLINE SAVINGS BANK", 11, "hebo")
    for i, line in enumerate(("BELMAR BRANCH AND DRIVE-UP", "7105 W. ALAMEDA AVENUE", "LAKEWOOD, CO 80226")):
        txt(page, x, 406 + 11 * i, line, 7.5, "helv")
    txt(page, x, 452, "OWNER", 5.5, "helv")
    txt(page, x, 464, "HARBORLINE BANCORP, INC.", 7.5, "helv")
    page.draw_line((TB, 476), (R, 476), width=0.8)
    # key plan
    txt(page, x, 490, "KEY PLAN", 5.5, "helv")
    kx, ky = TB + 70, 502
    page.draw_rect(pymupdf.Rect(kx, ky, kx + 92, ky + 60), width=0.6, fill=(0.8, 0.8, 0.8))
    page.draw_rect(pymupdf.Rect(kx + 92, ky + 14, kx + 132, ky + 60), width=0.5, dashes="[3 2] 0")
    txt(page, kx + 96, ky + 72, "CANOPY", 5.5, "helv")
    page.draw_line((TB, 590), (R, 590), width=0.8)
    # revisions
    txt(page, x, 604, "REVISIONS", 7, "hebo")
    ry = 612
    page.draw_line((TB, ry + 12), (R, ry + 12), width=0.4)
    txt(page, x, ry + 9, "NO.", 5.5, "helv")
    txt(page, x + 26, ry + 9, "DESCRIPTION", 5.5, "helv")
    txt(page, x + 196, ry + 9, "DATE", 5.5, "helv")
    for i, (no, desc, date) in enumerate(REVISIONS):
        yy = ry + 26 + 14 * i
        if no:
            delta(page, x + 7, yy - 3, no)
        txt(page, x + 26, yy, desc, 6.3, "helv")
        txt(page, x + 196, yy, date, 6.3, "helv")
        page.draw_line((TB, yy + 5), (R, yy + 5), width=0.25)
    for i in range(3):
        page.draw_line((TB, ry + 26 + 14 * (3 + i) + 5), (R, ry + 26 + 14 * (3 + i) + 5), width=0.25)
    page.draw_line((x + 22, ry), (x + 22, ry + 26 + 14 * 6 + 5), width=0.25)
    page.draw_line((x + 192, ry), (x + 192, ry + 26 + 14 * 6 + 5), width=0.25)
    page.draw_line((TB, 736), (R, 736), width=0.8)
    # issue + consultant stamp area
    txt(page, x, 750, "ISSUE", 5.5, "helv")
    txt(page, x, 766, "CONSTRUCTION DOCUMENTS", 10, "hebo")
    page.draw_line((TB, 790), (R, 790), width=0.5)
    txt(page, x, 804, "CONSULTANTS", 5.5, "helv")
    for i, (role, name) in enumerate((("STRUCTURAL", "ARDEN PEAK STRUCTURAL, LLC"),
                                      ("CIVIL", "FRONT RANGE CIVIL PARTNERS"),
                                      ("BANK EQUIPMENT", "CASCADE BANK SYSTEMS"),
                                      ("SECURITY", "SENTRYLINE INTEGRATED SECURITY"))):
        txt(page, x, 820 + 24 * i, role, 5.5, "helv")
        txt(page, x, 830 + 24 * i, name, 7, "helv")
    page.draw_line((TB, 1050), (R, 1050), width=0.8)
    txt(page, x, 1064, "NOTICE", 5.5, "helv")
    for i, line in enumerate(wrap("THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND THE PROPERTY OF KELLAND STROUD "
                                  "ARCHITECTS. REPRODUCTION OR REUSE WITHOUT WRITTEN CONSENT IS PROHIBITED.",
                                  R - x - 12, 5.5)):
        txt(page, x, 1076 + 8 * i, line, 5.5, "helv")
    txt(page, x, 1110, "© 2025 KELLAND STROUD ARCHITECTS", 5.5, "helv")
    page.draw_line((TB, 1124), (R, 1124), width=0.8)
    # job data
    fields = [("PROJECT NO.", "24-118", "DATE", "08/22/2025"), ("DRAWN BY", "JMT", "CHECKED BY", "RDV"),
              ("SCALE", "AS NOTED", "CAD FILE", "24118-E301.dwg")]
    yy = 1124
    for a, av, b, bv in fields:
        txt(page, x, yy + 12, a, 5.5, "helv")
        txt(page, x, yy + 26, av, 8.5, "helv")
        txt(page, x + 134, yy + 12, b, 5.5, "helv")
        txt(page, x + 134, yy + 26, bv, 8.5, "helv")
        yy += 36
        page.draw_line((TB, yy), (R, yy), width=0.5)
    page.draw_line((x + 128, 1124), (x + 128, yy), width=0.5)
    txt(page, x, yy + 16, "SHEET TITLE", 5.5, "helv")
    txt(page, x, yy + 38, "LEVEL 1", 14, "hebo")
    txt(page, x, yy + 56, "POWER PLAN", 14, "hebo")
    page.draw_line((TB, yy + 72), (R, yy + 72), width=0.8)
    txt(page, x, yy + 86, "SHEET NUMBER", 5.5, "helv")
    txt(page, x + 34, yy + 150, "E-301", 46, "hebo")


def power_plan_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _plan(page)
    rx = 1480
    y = _legend(page, rx, 60)
    y1 = _keyed(page, rx, y + 36, 380)
    y2 = _general(page, rx + 402, y + 36, 380)
    y = _schedule(page, rx, max(y1, y2) + 34)
    _island_section(page, rx + 10, y + 30)
    _ev_detail(page, rx + 420, y + 40)
    _abbreviations(page, rx, y + 380)
    _enlarged(page, 110, 1010)
    _teller_elevation(page, 640, 1000)
    _systems_notes(page, 1060, 1010, 390)
    _riser(page, 640, 1330)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path
