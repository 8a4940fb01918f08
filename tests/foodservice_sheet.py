"""A US foodservice equipment sheet (FS-101, ANSI D 36x24 in) for a full-service restaurant
kitchen, drawn the way a foodservice consultant's office exports one from CAD: the kitchen plan at
1/4" = 1'-0" with exterior walls drawn double, partitions, door swings, room names over room
numbers, every piece of equipment as a thin outline tagged with its item number in a circle on a
leader (1 .. 32), the exhaust hood over the cook line as a dashed outline labelled
"EXHAUST HOOD ABOVE", the exterior grease interceptor dashed outside the north wall, utility
connection symbols (J-box triangles, CW/HW/IW/DW/gas stub-out tags, floor sinks) beside the
equipment, dimension strings, a north arrow and the view title with its scale; to the right a
ruled FOODSERVICE EQUIPMENT SCHEDULE with grouped two-level headers (ITEM NO. | QTY | DESCRIPTION |
MANUFACTURER | MODEL | ELECTRICAL: VOLTS, PH, AMPS/KW, CONN. | PLUMBING: CW, HW, IW, DW, GAS (MBH) |
REMARKS), set in a monospaced CAD font, with spare numbers, NIC / existing / owner-furnished
remarks and a revision delta beside the dish machine row; under it twelve numbered FOODSERVICE
GENERAL NOTES in two columns, each wrapping onto indented lines; under the plan a UTILITY
CONNECTION LEGEND (symbol | connection and height | description) and a short list of
abbreviations, a GAS LOAD SUMMARY table (total 650 MBH) and a FOODSERVICE SHEET INDEX; under the
notes view 2, the COOK LINE ELEVATION at 1/2" = 1'-0" (hood bottom 6'-6" AFF, suppression nozzles,
gas manifold, item tags) and view 3, HAND SINK MOUNTING (NTS); the title block a strip down the
right edge (consultant, architect, project, owner, revisions, issue, date, project number, drawn/checked, scale, sheet title, sheet number),
and a copyright notice set vertically along the left border.

Drawn for the blind questions in `tests/blind_questions/drawn/round45-drawn.jsonl`, written
before drawqa answered any of them.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

W, H = 2592, 1728                 # ANSI D, 36 x 24 in
FT = 18.0                         # 1/4" = 1'-0": eighteen points to the foot
PX, PY = 110, 210                 # kitchen's north-west interior corner
KW, KD = 58, 40                   # feet, interior
TB = W - 330                      # title strip's left edge

SCHED_FONT = "cour"


def _t(page, x, y, s, size=7.0, font="helv", rotate=0, color=(0, 0, 0)):
    page.insert_text((x, y), s, fontsize=size, fontname=font, rotate=rotate, color=color)


def _len(s, size, font="helv"):
    return pymupdf.get_text_length(s, fontname=font, fontsize=size)


def _ct(page, cx, y, s, size=7.0, font="helv"):
    _t(page, cx - _len(s, size, font) / 2, y, s, size, font)


def _p(fx, fy):
    return PX + fx * FT, PY + fy * FT


def _rect(fx, fy, fw, fd):
    x0, y0 = _p(fx, fy)
    return pymupdf.Rect(x0, y0, x0 + fw * FT, y0 + fd * FT)


# ---------------------------------------------------------------- schedule
# (item, qty, description, manufacturer, model, volts, ph, amps/kw, conn, cw, hw, iw, dw, gas, remarks)
ROWS = [
    ("1", "1", "WALK-IN COOLER, 8'-0\" x 10'-0\"", "NOR-LAKE", "KL7810-C", "120", "1", "6.5 A", "J-BOX", "-", "-", "-", "3/4\"", "-", "PREFAB. INSUL. FLOOR, SEE NOTE 10"),
    ("2", "1", "WALK-IN COOLER REFRIG. SYSTEM", "NOR-LAKE", "RM0152-H", "208", "1", "11.2 A", "J-BOX", "-", "-", "-", "-", "-", "REMOTE CONDENSING UNIT ON ROOF"),
    ("3", "2", "REACH-IN REFRIGERATOR, 2-SECTION", "TRUE", "T-49-HC", "115", "1", "5.8 A", "5-15P", "-", "-", "-", "-", "-", "EACH"),
    ("4", "1", "REACH-IN FREEZER, 1-SECTION", "TRUE", "T-23F-HC", "115", "1", "7.5 A", "5-15P", "-", "-", "-", "-", "-", ""),
    ("5", "-", "SPARE NUMBER", "", "", "", "", "", "", "", "", "", "", "", ""),
    ("6", "2", "WORK TABLE W/ UNDERSHELF, 30\"x72\"", "EAGLE GROUP", "T3072SB", "-", "-", "-", "-", "-", "-", "-", "-", "-", "S/S TOP, GALV. UNDERSHELF"),
    ("7", "1", "RANGE, 6-BURNER W/ STD. OVEN, 36\"", "VULCAN", "36S-6B", "-", "-", "-", "-", "-", "-", "-", "-", "215", "3/4\" GAS, QUICK-DISCONNECT HOSE"),
    ("8", "1", "CONVECTION OVEN, DOUBLE-DECK, GAS", "BLODGETT", "DFG-100 DBL", "120", "1", "12.0 A", "5-15P", "-", "-", "-", "-", "110", "STACKED ON CASTERS"),
    ("9", "2", "FRYER, GAS, 50 LB", "FRYMASTER", "ESG35T", "-", "-", "-", "-", "-", "-", "-", "-", "90", "EACH; W/ BASKETS & COVER"),
    ("10", "1", "CHARBROILER, COUNTERTOP, 36\"", "VULCAN", "VCRB36", "-", "-", "-", "-", "-", "-", "-", "-", "105", "SET ON ITEM 11"),
    ("11", "1", "REFRIG. EQUIPMENT STAND, 48\"", "TRUE", "TRCB-48", "115", "1", "4.0 A", "5-15P", "-", "-", "-", "-", "-", ""),
    ("12", "1", "EXHAUST HOOD, WALL CANOPY, 17'-0\"", "CAPTIVE-AIRE", "5424ND-2-PSP-F", "-", "-", "-", "-", "-", "-", "-", "-", "-", "NIC - BY DIV. 23, SEE M-201"),
    ("13", "1", "HOOD FIRE SUPPRESSION SYSTEM", "ANSUL", "R-102", "120", "1", "-", "J-BOX", "-", "-", "-", "-", "-", "BY HOOD VENDOR, SEE NOTE 7"),
    ("14", "-", "SPARE NUMBER", "", "", "", "", "", "", "", "", "", "", "", ""),
    ("15", "1", "STRIP FOOD WARMER, 60\"", "HATCO", "GRAH-60", "208", "1", "1.6 KW", "J-BOX", "-", "-", "-", "-", "-", "MOUNT UNDER ITEM 16 SHELF"),
    ("16", "1", "PASS-THRU SHELF, DOUBLE, 72\"", "CUSTOM FAB.", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "14 GA S/S, WALL MOUNTED"),
    ("17", "1", "SOILED DISHTABLE W/ PRE-RINSE", "CUSTOM FAB.", "-", "-", "-", "-", "-", "1/2\"", "1/2\"", "2\"", "-", "-", "T&S B-0133 PRE-RINSE UNIT"),
    ("18", "1", "DISH MACHINE, HIGH-TEMP, DOOR TYPE", "HOBART", "AM16-BAS-2", "208", "3", "38.4 A", "J-BOX", "-", "3/4\"", "2\"", "-", "-", "W/ 70 DEG F RISE BOOSTER"),
    ("19", "1", "CLEAN DISHTABLE, 60\"", "CUSTOM FAB.", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", ""),
    ("20", "1", "3-COMPARTMENT SINK, 18\"x24\" BOWLS", "ADVANCE TABCO", "FS-3-1824-24RL", "-", "-", "-", "-", "1/2\"", "1/2\"", "2\"", "-", "-", "24\" DRAINBOARDS BOTH ENDS"),
    ("21", "3", "HAND SINK, WALL MOUNTED", "EAGLE GROUP", "HSA-10-FOW", "-", "-", "-", "-", "1/2\"", "1/2\"", "-", "1-1/2\"", "-", "W/ SOAP & TOWEL DISPENSERS"),
    ("22", "1", "PREP SINK, 2-COMPARTMENT", "ADVANCE TABCO", "FS-2-1620-18RL", "-", "-", "-", "-", "1/2\"", "1/2\"", "1-1/2\"", "-", "-", ""),
    ("23", "1", "ICE MACHINE W/ BIN, 500 LB", "MANITOWOC", "IYT0500A / D570", "115", "1", "11.4 A", "5-15P", "3/8\"", "-", "3/4\"", "-", "-", "W/ ARCTIC PURE WATER FILTER"),
    ("24", "6", "SHELVING UNIT, 4-TIER, 24\"x48\"", "METRO", "SUPER ERECTA", "-", "-", "-", "-", "-", "-", "-", "-", "-", "DRY STORAGE 112"),
    ("25", "-", "SPARE NUMBER", "", "", "", "", "", "", "", "", "", "", "", ""),
    ("26", "1", "GREASE INTERCEPTOR, EXTERIOR", "BY DIV. 22", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "SIZED BY PLUMBING ENGR., SEE P-501"),
    ("27", "1", "MICROWAVE OVEN, COMMERCIAL", "AMANA", "RFS12TS", "120", "1", "13.0 A", "5-20P", "-", "-", "-", "-", "-", "OWNER FURNISHED"),
    ("28", "1", "COFFEE BREWER, TWIN", "BUNN", "ICB TWIN", "208", "1", "6.2 KW", "6-30P", "3/8\"", "-", "-", "-", "-", "OWNER FURNISHED"),
    ("29", "1", "SLICER, 13\" KNIFE", "HOBART", "HS9", "120", "1", "3.0 A", "5-15P", "-", "-", "-", "-", "-", "EXISTING, RELOCATED"),
    ("30", "1", "MIXER, 20 QT, BENCH", "HOBART", "HL200", "120", "1", "7.0 A", "5-15P", "-", "-", "-", "-", "-", "EXISTING, ON MOBILE STAND"),
    ("31", "1", "SALAMANDER BROILER, GAS", "VULCAN", "36IRB", "-", "-", "-", "-", "-", "-", "-", "-", "40", "MOUNTED ON ITEM 7 BACKRISER"),
    ("32", "2", "WALL SHELF, S/S, 12\"x60\"", "EAGLE GROUP", "WS1260-16/3", "-", "-", "-", "-", "-", "-", "-", "-", "-", "AT 60\" AFF ABOVE ITEM 6"),
]

COLS = [32, 26, 200, 100, 112, 34, 22, 44, 40, 32, 32, 34, 34, 36, 220]
GROUPS = {5: ("ELECTRICAL", 4), 9: ("PLUMBING", 5)}
LOW_HEADS = ["VOLTS", "PH", "AMPS/ KW", "CONN.", "CW", "HW", "IW", "DW", "GAS (MBH)"]
TOP_HEADS = {0: ["ITEM", "NO."], 1: ["QTY"], 2: ["DESCRIPTION"], 3: ["MANUFACTURER"], 4: ["MODEL"], 14: ["REMARKS"]}


def _schedule(page, x0: float, y0: float) -> float:
    _t(page, x0, y0 - 10, "FOODSERVICE EQUIPMENT SCHEDULE", 12, "hebo")
    page.draw_line((x0, y0 - 6), (x0 + 300, y0 - 6), width=1.2)
    xs = [x0]
    for w in COLS:
        xs.append(xs[-1] + w)
    h1, h2, rh = 14, 22, 15.5
    top, mid, body = y0, y0 + h1, y0 + h1 + h2
    end = body + rh * len(ROWS)
    page.draw_rect(pymupdf.Rect(xs[0], top, xs[-1], end), width=1.4)
    page.draw_line((xs[0], body), (xs[-1], body), width=1.0)
    # grouped heads: a rule under ELECTRICAL and PLUMBING only
    for start, (name, span) in GROUPS.items():
        page.draw_line((xs[start], mid), (xs[start + span], mid), width=0.5)
        _ct(page, (xs[start] + xs[start + span]) / 2, top + 10, name, 6.5, "hebo")
    for c, lines in TOP_HEADS.items():
        cy = top + (h1 + h2) / 2 - 4 * (len(lines) - 1) + 2.5
        for i, s in enumerate(lines):
            _ct(page, (xs[c] + xs[c + 1]) / 2, cy + 8 * i, s, 6.2, "hebo")
    for i, head in enumerate(LOW_HEADS):
        c = 5 + i
        parts = head.split(" ")
        for k, s in enumerate(parts):
            _ct(page, (xs[c] + xs[c + 1]) / 2, mid + (9 if len(parts) == 1 else 8) + 7.5 * k + (3 if len(parts) == 1 else 0), s, 5.6, "hebo")
    for x in xs[1:-1]:
        idx = xs.index(x)
        y_from = mid if idx in (6, 7, 8, 10, 11, 12, 13) else top
        page.draw_line((x, y_from), (x, end), width=0.5)
    for r, row in enumerate(ROWS):
        y = body + rh * r
        if r:
            page.draw_line((xs[0], y), (xs[-1], y), width=0.3 if r % 4 else 0.6)
        for c, cell in enumerate(row):
            if not cell:
                continue
            size = 6.6
            while _len(cell, size, SCHED_FONT) > COLS[c] - 6 and size > 4.6:
                size -= 0.2
            if c in (0, 1) or 5 <= c <= 13:
                _ct(page, (xs[c] + xs[c + 1]) / 2, y + rh - 4.5, cell, size, SCHED_FONT)
            else:
                _t(page, xs[c] + 3, y + rh - 4.5, cell, size, SCHED_FONT)
    # revision delta beside the dish machine row (changed at revision 2)
    r18 = [r for r, row in enumerate(ROWS) if row[0] == "18"][0]
    _delta(page, xs[-1] + 11, body + rh * r18 + rh / 2, "2")
    _cloud(page, pymupdf.Rect(xs[5] - 4, body + rh * r18 - 3, xs[9] + 4, body + rh * (r18 + 1) + 3))
    _t(page, x0, end + 12, "ELECTRICAL DATA IS NAMEPLATE DATA AT TIME OF BID; VERIFY WITH APPROVED SUBMITTALS BEFORE ROUGH-IN.", 6.2)
    _t(page, x0, end + 22, "\"-\" = NO CONNECTION REQUIRED.  GAS INPUTS ARE TOTAL PER ITEM (PER UNIT WHERE REMARKS READ \"EACH\").", 6.2)
    return end + 22


def _delta(page, cx, cy, n):
    s = 8
    pts = [(cx, cy - s), (cx + s * 0.9, cy + s * 0.6), (cx - s * 0.9, cy + s * 0.6), (cx, cy - s)]
    page.draw_polyline(pts, width=0.8)
    _ct(page, cx, cy + 3.5, n, 6.5, "hebo")


def _cloud(page, r: pymupdf.Rect):
    """A revision cloud: scallops drawn as small arcs along the rectangle's edges."""
    step = 9.0
    sh = page.new_shape()
    for (ax, ay), (bx, by), (nx, ny) in (((r.x0, r.y0), (r.x1, r.y0), (0, -1)), ((r.x1, r.y0), (r.x1, r.y1), (1, 0)),
                                         ((r.x1, r.y1), (r.x0, r.y1), (0, 1)), ((r.x0, r.y1), (r.x0, r.y0), (-1, 0))):
        length = abs(bx - ax) + abs(by - ay)
        n = max(1, int(length // step))
        for i in range(n):
            p0 = (ax + (bx - ax) * i / n, ay + (by - ay) * i / n)
            p1 = (ax + (bx - ax) * (i + 1) / n, ay + (by - ay) * (i + 1) / n)
            c = ((p0[0] + p1[0]) / 2 + nx * 4, (p0[1] + p1[1]) / 2 + ny * 4)
            sh.draw_bezier(p0, c, c, p1)
    sh.finish(width=0.6, color=(0, 0, 0))
    sh.commit()


# ---------------------------------------------------------------- notes
NOTES = [
    ["ALL FOODSERVICE EQUIPMENT SHALL BE NSF LISTED OR CERTIFIED. ALL ELECTRICAL",
     "EQUIPMENT SHALL BE UL LISTED AND BEAR THE LABEL."],
    ["KITCHEN EQUIPMENT CONTRACTOR (KEC) SHALL SUBMIT EQUIPMENT CUT SHEETS AND",
     "SHOP DRAWINGS TO THE MILWAUKEE HEALTH DEPARTMENT FOR PLAN REVIEW AND",
     "APPROVAL BEFORE ORDERING ANY EQUIPMENT. POST APPROVED SET AT SITE."],
    ["UTILITY ROUGH-IN LOCATIONS SHOWN ARE FOR COORDINATION. ROUGH-IN AND FINAL",
     "CONNECTIONS BY ELECTRICAL (DIV. 26) AND PLUMBING (DIV. 22) TRADES; KEC SHALL",
     "SET, LEVEL AND START UP ALL EQUIPMENT IT FURNISHES."],
    ["VERIFY ALL DIMENSIONS AND ROUGH-IN LOCATIONS IN FIELD BEFORE FABRICATION.",
     "DO NOT SCALE DRAWINGS."],
    ["CUSTOM FABRICATED ITEMS: 14 GA TYPE 304 STAINLESS STEEL, NO. 4 FINISH,",
     "U.O.N. ALL SEAMS WELDED, GROUND AND POLISHED."],
    ["EACH GAS-FIRED APPLIANCE SHALL HAVE A MANUAL GAS SHUTOFF VALVE IN AN",
     "ACCESSIBLE LOCATION WITHIN 6'-0\" OF THE APPLIANCE. CASTERED GAS EQUIPMENT",
     "SHALL BE CONNECTED WITH A QUICK-DISCONNECT HOSE AND RESTRAINING CABLE."],
    ["HOOD FIRE SUPPRESSION SYSTEM SHALL BE FURNISHED AND INSTALLED BY THE",
     "HOOD VENDOR: WET CHEMICAL TYPE, LISTED TO UL 300. SYSTEM SHALL SHUT OFF",
     "GAS (MECHANICAL GAS VALVE) AND POWER TO ALL APPLIANCES UNDER THE HOOD."],
    ["INDIRECT WASTE (IW) SHALL DISCHARGE TO A FLOOR SINK WITH AN AIR GAP OF",
     "TWO PIPE DIAMETERS, 1\" MIN. FLOOR SINKS BY DIV. 22."],
    ["HAND SINKS SHALL BE SUPPLIED WITH TEMPERED WATER AT 100 DEG F MIN. THROUGH",
     "A MIXING FAUCET. PROVIDE 18\" HIGH SPLASH GUARD WHERE WITHIN 24\" OF PREP."],
    ["WALK-IN COOLER (ITEM 1) SETS ON A 4\" SLAB DEPRESSION WITH INSULATED FLOOR",
     "PANELS; SEE ARCHITECTURAL. PROVIDE INTERIOR SAFETY RELEASE AND LIGHTING."],
    ["EXISTING EQUIPMENT SHALL BE CLEANED, SERVICED AND TESTED BY KEC BEFORE",
     "RELOCATION. OWNER FURNISHED ITEMS ARE SET BY KEC AND CONNECTED BY TRADES."],
    ["KEC SHALL PROVIDE A ONE-YEAR PARTS AND LABOR WARRANTY FROM DATE OF",
     "SUBSTANTIAL COMPLETION, AND O&M MANUALS FOR ALL EQUIPMENT FURNISHED."],
]


def _notes(page, x0, y0):
    _t(page, x0, y0, "FOODSERVICE GENERAL NOTES", 12, "hebo")
    page.draw_line((x0, y0 + 4), (x0 + 260, y0 + 4), width=1.2)
    col_w = 520
    for half in (0, 1):
        y = y0 + 24
        for i in range(6 * half, 6 * half + 6):
            x = x0 + col_w * half
            _t(page, x, y, f"{i + 1}.", 7.4, "tiro")
            for k, line in enumerate(NOTES[i]):
                _t(page, x + 16, y + 10 * k, line, 7.4, "tiro")
            y += 10 * len(NOTES[i]) + 7


# ---------------------------------------------------------------- plan
# equipment outlines: (item, x, y, w, d) in feet from the kitchen's NW interior corner
EQUIP = [
    ("3", 0.3, 12.0, 4.6, 2.6), ("3", 0.3, 15.0, 4.6, 2.6), ("4", 0.3, 18.0, 2.3, 2.6),
    ("9", 18.0, 0.3, 1.3, 2.9), ("9", 19.3, 0.3, 1.3, 2.9), ("7", 20.8, 0.3, 3.0, 2.9),
    ("10", 24.0, 0.3, 3.0, 2.6), ("11", 24.0, 0.3, 4.0, 2.7), ("8", 28.4, 0.3, 3.3, 3.5),
    ("6", 17.5, 8.0, 6.0, 2.5), ("6", 23.8, 8.0, 6.0, 2.5), ("22", 30.2, 8.0, 4.2, 2.3),
    ("16", 20.0, 18.4, 6.0, 1.2), ("15", 20.3, 18.55, 5.0, 0.9),
    ("17", 43.0, 0.3, 6.0, 2.5), ("18", 49.2, 0.3, 2.2, 2.4), ("19", 51.6, 0.3, 5.0, 2.5),
    ("20", 55.3, 5.0, 2.4, 9.2), ("23", 31.5, 21.5, 2.5, 2.8), ("28", 35.0, 21.3, 1.8, 1.6),
    ("27", 37.2, 21.3, 1.8, 1.4), ("29", 26.0, 8.4, 1.8, 1.6), ("30", 14.8, 22.5, 2.0, 2.0),
]
HAND_SINKS = [(15.2, 0.3), (34.6, 0.3), (43.2, 15.6)]


def _wall_pair(page, a, b, t, heavy=True):
    """A wall drawn as two parallel lines `t` feet apart, the first point on the room face."""
    (ax, ay), (bx, by) = a, b
    page.draw_line(_p(ax, ay), _p(bx, by), width=0.9 if heavy else 0.6)
    if ax == bx:
        off = (t if ax >= KW else -t, 0) if ax in (0, KW) else (t, 0)
    else:
        off = (0, t if ay >= KD else -t) if ay in (0, KD) else (0, t)
    page.draw_line(_p(ax + off[0], ay + off[1]), _p(bx + off[0], by + off[1]), width=0.9 if heavy else 0.6)


def _door(page, hinge, leaf, swing_to, width=3.0):
    """A door leaf and its quarter-circle swing: hinge point, leaf direction, swing direction (unit vectors)."""
    hx, hy = _p(*hinge)
    lx, ly = hx + leaf[0] * width * FT, hy + leaf[1] * width * FT
    sx, sy = hx + swing_to[0] * width * FT, hy + swing_to[1] * width * FT
    page.draw_line((hx, hy), (sx, sy), width=0.8)
    k = 0.5523 * width * FT
    sh = page.new_shape()
    sh.draw_bezier((sx, sy), (sx + leaf[0] * k, sy + leaf[1] * k), (lx + swing_to[0] * k, ly + swing_to[1] * k), (lx, ly))
    sh.finish(width=0.35, color=(0, 0, 0), dashes="[3 2] 0")
    sh.commit()


def _tag(page, item, ex, ey, tx, ty):
    """Item number in a circle at (tx, ty) on a leader to the equipment at (ex, ey), all in points."""
    r = 8.5
    page.draw_circle((tx, ty), r, width=0.7)
    dx, dy = ex - tx, ey - ty
    n = max((dx * dx + dy * dy) ** 0.5, 1)
    page.draw_line((tx + dx / n * r, ty + dy / n * r), (ex, ey), width=0.4)
    page.draw_circle((ex, ey), 1.2, width=0.4, fill=(0, 0, 0))
    _ct(page, tx, ty + 2.6, item, 7.2, "hebo")


def _util(page, x, y, code):
    """A utility connection symbol: a small triangle for J-boxes, a hexagon-ish box tag for piping."""
    if code == "J":
        page.draw_polyline([(x, y - 5), (x + 5, y + 4), (x - 5, y + 4), (x, y - 5)], width=0.6)
        _ct(page, x, y + 3, "J", 4.5)
    elif code == "R":
        page.draw_circle((x, y), 4, width=0.6)
        page.draw_line((x - 6, y - 2), (x - 4, y - 2), width=0.6)
        page.draw_line((x - 6, y + 2), (x - 4, y + 2), width=0.6)
    elif code == "FS":
        page.draw_rect(pymupdf.Rect(x - 5, y - 5, x + 5, y + 5), width=0.6)
        page.draw_line((x - 5, y - 5), (x + 5, y + 5), width=0.4)
        page.draw_line((x - 5, y + 5), (x + 5, y - 5), width=0.4)
    else:
        w = _len(code, 4.8) + 5
        page.draw_rect(pymupdf.Rect(x - w / 2, y - 4, x + w / 2, y + 4), width=0.5)
        _ct(page, x, y + 1.8, code, 4.8)


def _dim(page, a, b, label, off, vertical=False):
    """A dimension string with extension ticks, `off` points from the measured line."""
    (ax, ay), (bx, by) = _p(*a), _p(*b)
    if vertical:
        x = ax + off
        page.draw_line((x, ay), (x, by), width=0.35)
        for y in (ay, by):
            page.draw_line((x - 4, y + 4), (x + 4, y - 4), width=0.7)
            page.draw_line((ax + (4 if off > 0 else -4), y), (x + (4 if off > 0 else -4), y), width=0.3)
        _t(page, x - 3, (ay + by) / 2 + _len(label, 7) / 2, label, 7, rotate=90)
    else:
        y = ay + off
        page.draw_line((ax, y), (bx, y), width=0.35)
        for x in (ax, bx):
            page.draw_line((x - 4, y + 4), (x + 4, y - 4), width=0.7)
            page.draw_line((x, ay + (4 if off > 0 else -4)), (x, y + (4 if off > 0 else -4)), width=0.3)
        _ct(page, (ax + bx) / 2, y - 3, label, 7)


def _plan(page):
    t = 0.67
    # exterior walls, double lines, with a hatch between
    outer = pymupdf.Rect(PX - t * FT, PY - t * FT, PX + (KW + t) * FT, PY + (KD + t) * FT)
    inner = pymupdf.Rect(PX, PY, PX + KW * FT, PY + KD * FT)
    page.draw_rect(outer, width=1.3)
    page.draw_rect(inner, width=0.9)
    # partitions
    for a, b in (((11.5, 0), (11.5, 9.5)), ((0, 9.5), (11.5, 9.5)),            # walk-in box
                 ((0, 28), (14, 28)), ((14, 28), (14, 40)),                       # dry storage
                 ((42, 0), (42, 14)), ((42, 17.5), (42, 18)), ((42, 18), (58, 18)),   # dish room
                 ((14, 20), (20, 20)), ((26, 20), (42, 20))):                     # pass wall
        _wall_pair(page, a, b, 0.42, heavy=False)
    # doors
    _door(page, (11.5, 3.0), (0, 1), (1, 0), 3.0)           # walk-in
    _door(page, (14.42, 31.0), (0, 1), (1, 0), 3.0)         # dry storage
    _door(page, (42, 14.0), (0, 1), (-1, 0), 3.5)           # dish room (opening)
    _door(page, (36.5, 40), (1, 0), (0, -1), 3.0)           # pair to dining
    _door(page, (42.5, 40), (-1, 0), (0, -1), 3.0)
    _door(page, (0, 33.0), (0, 1), (1, 0), 3.0)             # exit
    # wall openings: white-out the wall lines at the doors
    for r in (_rect(36.5, 39.9, 6.0, 0.8), _rect(-0.75, 33.0, 0.85, 3.0)):
        page.draw_rect(r, color=(1, 1, 1), fill=(1, 1, 1), width=0)
    for y in (33.0, 36.0):
        page.draw_line(_p(-0.67, y), _p(0, y), width=0.9)
    for x in (36.5, 42.5):
        page.draw_line(_p(x, 40), _p(x, 40.67), width=0.9)
    # walk-in cooler box walls (insulated panels, drawn double) and its door
    page.draw_rect(_rect(0.3, 0.3, 10.0, 8.0), width=0.6)
    page.draw_rect(_rect(0.65, 0.65, 9.3, 7.3), width=0.35)
    _t(page, *_p(2.2, 3.6), "WALK-IN COOLER", 8, "hebo")
    _t(page, *_p(3.6, 4.4), "114", 7)
    _t(page, *_p(2.4, 5.3), "35 DEG F, 8'-0\" x 10'-0\"", 6)
    page.draw_rect(_rect(3.0, 0.7, 3.4, 1.1), width=0.5, dashes="[3 2] 0")   # evaporator
    _t(page, *_p(3.2, 2.35), "EVAP. COIL ABOVE", 5.5)
    # equipment outlines
    for item, x, y, w, d in EQUIP:
        r = _rect(x, y, w, d)
        page.draw_rect(r, width=0.6)
        if item in ("7",):
            for cx in (0.75, 2.25):
                for cy in (0.75, 1.75):
                    px, py = _p(x + cx, y + cy)
                    page.draw_circle((px, py), 0.45 * FT, width=0.35)
        if item == "20":
            for k in range(3):
                page.draw_rect(_rect(x + 0.3, y + 2.2 + k * 1.65, 1.8, 1.5), width=0.35)
        if item == "22":
            for k in range(2):
                page.draw_rect(_rect(x + 0.6 + k * 1.6, y + 0.4, 1.4, 1.5), width=0.35)
    for x, y in HAND_SINKS:
        page.draw_rect(_rect(x, y, 1.4, 1.3), width=0.6)
        cx, cy = _p(x + 0.7, y + 0.7)
        page.draw_oval(pymupdf.Rect(cx - 8, cy - 6, cx + 8, cy + 6), width=0.35)
    # shelving in dry storage (item 24)
    for x, y, w, d in ((0.3, 28.6, 4.0, 2.0), (0.3, 31.0, 4.0, 2.0), (0.3, 36.0, 4.0, 2.0),
                       (5.0, 37.7, 4.0, 2.0), (9.3, 37.7, 4.0, 2.0), (11.7, 29.0, 2.0, 4.0)):
        r = _rect(x, y, w, d)
        page.draw_rect(r, width=0.5)
        page.draw_line(r.tl, r.br, width=0.25)
    # wall shelves (item 32) dashed over the work tables
    for x in (17.7, 24.0):
        page.draw_rect(_rect(x, 7.3, 5.0, 0.7), width=0.4, dashes="[4 2] 0")
    # exhaust hood, dashed, with its label
    hood = _rect(17.0, 0.0, 17.0, 4.5)
    page.draw_rect(hood, width=0.9, dashes="[10 4] 0")
    page.draw_line(hood.bl, (hood.x1, hood.y1), width=0.9, dashes="[10 4] 0")
    _t(page, hood.x0 + 84, hood.y1 - 5, "EXHAUST HOOD ABOVE", 7.5, "hebo")
    _t(page, hood.x0 + 6, hood.y1 + 9, "17'-0\" HOOD, SEE M-201", 6)
    # grease interceptor outside the north wall, dashed, and grease waste line
    gi = _rect(44.0, -6.2, 7.0, 3.4)
    page.draw_rect(gi, width=0.7, dashes="[6 3] 0")
    _t(page, gi.x0 + 6, gi.y0 + 14, "GREASE INTERCEPTOR", 6.5)
    _t(page, gi.x0 + 6, gi.y0 + 24, "(EXTERIOR, BY DIV. 22)", 5.5)
    page.draw_line(_p(47.5, -2.8), _p(47.5, 3.6), width=0.5, dashes="[8 2 2 2] 0")
    _t(page, *_p(47.7, 3.3), "GW", 5.5)
    # floor sinks and drains
    for fx, fy in ((49.6, 3.5), (56.5, 14.8), (33.0, 24.8), (32.2, 10.8), (5.0, 9.0)):
        _util(page, *_p(fx, fy), "FS")
    for fx, fy in ((28.0, 14.0), (50.0, 9.0)):
        x, y = _p(fx, fy)
        page.draw_circle((x, y), 5, width=0.6)
        page.draw_circle((x, y), 2, width=0.4)
        _t(page, x + 7, y + 2, "FD", 5.5)
    # utility connections near the equipment
    for fx, fy, code in ((18.6, 3.6, "G"), (22.3, 3.6, "G"), (25.5, 3.6, "G"), (30.0, 4.2, "G"),
                         (29.2, 4.2, "R"), (26.4, 3.4, "R"), (9.0, 0.9, "J"), (4.7, 1.9, "DW"),
                         (1.5, 11.5, "R"), (1.5, 14.6, "R"), (1.5, 20.9, "R"), (50.3, 3.0, "J"),
                         (50.3, 4.8, "HW"), (45.0, 3.2, "CW"), (46.6, 3.2, "HW"), (56.9, 4.5, "CW"),
                         (56.9, 3.7, "HW"), (15.9, 2.0, "CW"), (15.9, 2.7, "HW"), (35.3, 2.0, "CW"),
                         (35.3, 2.7, "HW"), (43.9, 17.2, "CW"), (32.7, 21.0, "CW"), (36.0, 23.3, "J"),
                         (38.1, 23.1, "R"), (32.0, 11.0, "HW"), (31.2, 11.0, "CW"), (22.5, 18.0, "J"),
                         (33.2, 4.9, "J"), (16.0, 24.8, "R"), (27.0, 10.4, "R")):
        _util(page, *_p(fx, fy), code)
    # item tags on leaders
    tags = [
        ("1", (3.0, 6.5), (6.0, 11.2)), ("2", (4.7, 1.2), (7.0, -2.6)), ("3", (2.6, 13.3), (7.2, 13.0)),
        ("3", (2.6, 16.3), (7.2, 16.3)), ("4", (1.5, 19.3), (7.2, 19.6)), ("5", None, None),
        ("6", (20.5, 9.2), (20.0, 12.8)), ("6", (25.0, 9.2), (24.4, 12.8)), ("7", (22.3, 1.8), (22.3, 6.2)),
        ("8", (30.0, 2.0), (31.8, 6.0)), ("9", (18.6, 1.8), (18.4, 6.2)), ("9", (19.9, 1.8), (20.2, 6.2)),
        ("10", (25.5, 1.2), (25.4, 6.2)), ("11", (27.6, 2.2), (27.6, 6.2)), ("12", (33.6, 0.8), (37.0, -2.4)),
        ("13", (17.4, 0.8), (13.6, -2.4)), ("15", (21.0, 19.0), (18.4, 16.4)), ("16", (25.5, 19.0), (27.8, 16.6)),
        ("17", (45.0, 1.5), (45.2, 6.6)), ("18", (50.3, 1.4), (50.5, 6.6)), ("19", (54.0, 1.5), (53.9, 6.6)),
        ("20", (56.5, 11.5), (52.8, 11.8)), ("21", (15.9, 0.9), (15.8, 5.4)), ("21", (35.3, 0.9), (37.0, 5.4)),
        ("21", (43.9, 16.2), (46.8, 16.0)), ("22", (32.3, 9.1), (35.9, 9.6)), ("23", (32.7, 22.9), (32.8, 27.2)),
        ("24", (2.3, 29.6), (6.6, 30.2)), ("24", (11.3, 38.7), (10.8, 35.6)), ("26", (44.0, -4.5), (40.4, -4.6)),
        ("27", (38.1, 22.0), (40.6, 25.4)), ("28", (35.9, 22.0), (36.4, 26.4)), ("29", (26.9, 9.2), (27.4, 12.9)),
        ("30", (15.8, 23.5), (12.0, 24.6)), ("31", (22.3, 0.6), (23.9, -2.6)), ("32", (20.0, 7.6), (16.0, 8.6)),
    ]
    for item, e, tpos in tags:
        if e is None:
            continue
        ex, ey = _p(*e)
        tx, ty = _p(*tpos)
        _tag(page, item, ex, ey, tx, ty)
    # room names and numbers
    for name, num, fx, fy in (("KITCHEN", "110", 6.5, 25.0), ("DISHWASHING", "111", 46.5, 11.0),
                              ("DRY STORAGE", "112", 4.2, 34.5), ("SERVERY", "113", 22.5, 27.0),
                              ("TO DINING 120", "", 37.2, 42.6)):
        x, y = _p(fx, fy)
        _t(page, x, y, name, 9, "hebo")
        if num:
            page.draw_rect(pymupdf.Rect(x, y + 3, x + 24, y + 14), width=0.4)
            _t(page, x + 3, y + 12, num, 7.5)
    # aisle notes and dimensions
    _t(page, *_p(18.0, 6.9), "4'-6\" CLR. AISLE", 6)
    _t(page, *_p(44.5, 5.7), "FLOW  --->", 6, "cour")
    _t(page, *_p(0.6, 26.6), "(E) 3'-0\" x 7'-0\" EXIT DOOR, SEE A-101", 5.5)
    _t(page, *_p(36.6, 38.8), "PR. 3'-0\" DBL. ACTING DOORS", 5.5)
    _t(page, *_p(52.0, 20.2), "(E) MOP SINK, NIC", 6)
    page.draw_rect(_rect(53.0, 18.6, 2.6, 2.6), width=0.5, dashes="[2 2] 0")
    _dim(page, (0, 0), (KW, 0), "58'-0\"", -46)
    _dim(page, (0, 0), (17.0, 0), "17'-0\"", -30)
    _dim(page, (17.0, 0), (34.0, 0), "17'-0\"", -30)
    _dim(page, (0, 0), (0, KD), "40'-0\"", -40, vertical=True)
    _dim(page, (KW, 0), (KW, 18.0), "18'-0\"", 36, vertical=True)
    _dim(page, (KW, 18.0), (KW, KD), "22'-0\"", 36, vertical=True)
    _dim(page, (14, 28), (14, 40), "12'-0\"", 14, vertical=True)
    # north arrow
    nx, ny = PX + (KW - 4.0) * FT, PY + (KD + 4.6) * FT
    page.draw_circle((nx, ny), 20, width=0.8)
    page.draw_polyline([(nx, ny - 26), (nx + 7, ny + 8), (nx, ny + 2), (nx - 7, ny + 8), (nx, ny - 26)], width=0.8, fill=(0, 0, 0))
    _ct(page, nx, ny + 34, "PLAN", 6.5, "hebo")
    _ct(page, nx, ny + 42, "NORTH", 6.5, "hebo")
    # view title
    vx, vy = PX, PY + (KD + 3.2) * FT + 24
    page.draw_circle((vx + 14, vy - 5), 14, width=1.0)
    page.draw_line((vx, vy - 5), (vx + 28, vy - 5), width=0.6)
    _ct(page, vx + 14, vy - 8, "1", 9, "hebo")
    _ct(page, vx + 14, vy + 5, "FS-101", 5.5)
    _t(page, vx + 38, vy - 8, "FOODSERVICE EQUIPMENT PLAN", 13, "hebo")
    page.draw_line((vx + 36, vy - 3), (vx + 520, vy - 3), width=1.4)
    _t(page, vx + 38, vy + 9, "SCALE: 1/4\" = 1'-0\"", 8)


LEGEND = [
    ("J", "J-BOX 18\" AFF", "JUNCTION BOX FOR DIRECT (HARDWIRED) CONNECTION, U.O.N."),
    ("R", "RECEPT. 48\" AFF", "RECEPTACLE, NEMA CONFIGURATION PER SCHEDULE 'CONN.' COLUMN"),
    ("CW", "CW STUB-OUT 24\" AFF", "COLD WATER STUB-OUT WITH STOP VALVE"),
    ("HW", "HW STUB-OUT 24\" AFF", "HOT WATER STUB-OUT WITH STOP VALVE (140 DEG F)"),
    ("DW", "DW STUB-OUT 16\" AFF", "DIRECT WASTE STUB-OUT, TRAPPED BY DIV. 22"),
    ("G", "GAS STUB-OUT 30\" AFF", "GAS STUB-OUT WITH MANUAL SHUTOFF VALVE, SEE NOTE 6"),
    ("FS", "FLOOR SINK, FLUSH", "12\"x12\" FLOOR SINK, 1/2 GRATE; RECEIVES INDIRECT WASTE (IW)"),
    ("FD", "FLOOR DRAIN, FLUSH", "FLOOR DRAIN WITH TRAP PRIMER, BY DIV. 22"),
]


def _legend(page, x0, y0):
    _t(page, x0, y0, "UTILITY CONNECTION LEGEND", 11, "hebo")
    page.draw_line((x0, y0 + 4), (x0 + 200, y0 + 4), width=1.0)
    _t(page, x0, y0 + 20, "SYMBOL", 6.2, "hebo")
    _t(page, x0 + 50, y0 + 20, "CONNECTION / HEIGHT", 6.2, "hebo")
    _t(page, x0 + 170, y0 + 20, "DESCRIPTION", 6.2, "hebo")
    page.draw_line((x0, y0 + 24), (x0 + 480, y0 + 24), width=0.5)
    for i, (code, conn, desc) in enumerate(LEGEND):
        y = y0 + 38 + 15 * i
        if code == "FD":
            page.draw_circle((x0 + 18, y - 3), 5, width=0.6)
            page.draw_circle((x0 + 18, y - 3), 2, width=0.4)
        else:
            _util(page, x0 + 18, y - 3, code)
        _t(page, x0 + 50, y, conn, 7)
        _t(page, x0 + 170, y, desc, 6.6)
    y = y0 + 38 + 15 * len(LEGEND)
    page.draw_line((x0 + 4, y), (x0 + 34, y), width=0.8, dashes="[10 4] 0")
    _t(page, x0 + 50, y + 3, "HOOD / OVERHEAD", 7)
    _t(page, x0 + 170, y + 3, "EQUIPMENT OR HOOD ABOVE, DASHED", 6.6)
    page.draw_circle((x0 + 18, y + 16), 7, width=0.7)
    _ct(page, x0 + 18, y + 18.5, "#", 6.5, "hebo")
    _t(page, x0 + 50, y + 19, "ITEM NUMBER", 7)
    _t(page, x0 + 170, y + 19, "FOODSERVICE ITEM, SEE SCHEDULE THIS SHEET", 6.6)
    _t(page, x0, y + 38, "HEIGHTS ARE TO CENTERLINE OF CONNECTION ABOVE FINISHED FLOOR, U.O.N.", 6.2)


ABBREV = [("AFF", "ABOVE FINISHED FLOOR"), ("CW", "COLD WATER"), ("HW", "HOT WATER"), ("IW", "INDIRECT WASTE"),
          ("DW", "DIRECT WASTE"), ("GW", "GREASE WASTE"), ("KEC", "KITCHEN EQUIPMENT CONTRACTOR"),
          ("MBH", "1,000 BTU PER HOUR"), ("NIC", "NOT IN CONTRACT"), ("U.O.N.", "UNLESS OTHERWISE NOTED"),
          ("(E)", "EXISTING")]


def _abbrev(page, x0, y0):
    _t(page, x0, y0, "ABBREVIATIONS", 11, "hebo")
    page.draw_line((x0, y0 + 4), (x0 + 110, y0 + 4), width=1.0)
    for i, (a, d) in enumerate(ABBREV):
        _t(page, x0, y0 + 20 + 11 * i, a, 6.8, "cour")
        _t(page, x0 + 46, y0 + 20 + 11 * i, d, 6.8)


GAS_LOAD = [("7", "RANGE, 6-BURNER W/ STD. OVEN", "1", "215"), ("8", "CONVECTION OVEN, DOUBLE-DECK", "1", "110"),
            ("9", "FRYER, GAS, 50 LB", "2", "180"), ("10", "CHARBROILER, 36\"", "1", "105"),
            ("31", "SALAMANDER BROILER", "1", "40")]


def _gas_summary(page, x0, y0):
    _t(page, x0, y0, "GAS LOAD SUMMARY", 11, "hebo")
    page.draw_line((x0, y0 + 4), (x0 + 130, y0 + 4), width=1.0)
    xs = [x0, x0 + 40, x0 + 200, x0 + 236, x0 + 300]
    y = y0 + 14
    heads = ["ITEM", "APPLIANCE", "QTY", "MBH"]
    page.draw_rect(pymupdf.Rect(xs[0], y, xs[-1], y + 14 * (len(GAS_LOAD) + 2)), width=0.8)
    for c, hd in enumerate(heads):
        _t(page, xs[c] + 3, y + 10, hd, 6.2, "hebo")
    for r, row in enumerate(GAS_LOAD + [("", "TOTAL CONNECTED GAS LOAD", "", "650 MBH")]):
        yy = y + 14 * (r + 1)
        page.draw_line((xs[0], yy), (xs[-1], yy), width=0.6 if r == 0 or r == len(GAS_LOAD) else 0.3)
        for c, cell in enumerate(row):
            _t(page, xs[c] + 3, yy + 10, cell, 6.6, "hebo" if r == len(GAS_LOAD) else "cour")
    for x in xs[1:-1]:
        page.draw_line((x, y), (x, y + 14 * (len(GAS_LOAD) + 1)), width=0.3)
    _t(page, x0, y + 14 * (len(GAS_LOAD) + 2) + 11, "GAS SERVICE AND METER SIZING BY DIV. 22; SEE P-301.", 6.2)


def _sheet_index(page, x0, y0):
    _t(page, x0, y0, "FOODSERVICE SHEET INDEX", 11, "hebo")
    page.draw_line((x0, y0 + 4), (x0 + 180, y0 + 4), width=1.0)
    for i, (n, t) in enumerate((("FS-101", "FOODSERVICE EQUIPMENT PLAN AND SCHEDULE"),
                                ("FS-201", "FOODSERVICE UTILITY ROUGH-IN PLAN"),
                                ("FS-501", "CUSTOM FABRICATION DETAILS"))):
        _t(page, x0, y0 + 20 + 12 * i, n, 7, "hebo" if n == "FS-101" else "helv")
        _t(page, x0 + 50, y0 + 20 + 12 * i, t, 7)


# ---------------------------------------------------------------- title block
def _title_block(page):
    page.draw_rect(pymupdf.Rect(30, 30, W - 30, H - 30), width=2.2)
    page.draw_rect(pymupdf.Rect(40, 40, W - 40, H - 40), width=0.5)
    page.draw_line((TB, 40), (TB, H - 40), width=1.5)
    x = TB + 14
    r = W - 54
    # consultant
    _t(page, x, 74, "TALLGRASS", 18, "hebo")
    _t(page, x, 90, "FOODSERVICE DESIGN, LLC", 10, "hebo")
    _t(page, x, 104, "FOODSERVICE CONSULTANTS", 6.5)
    _t(page, x, 114, "733 N. MILWAUKEE STREET, SUITE 410", 6.5)
    _t(page, x, 123, "MILWAUKEE, WI 53202   (414) 555-0142", 6.5)
    page.draw_line((TB, 134), (W - 40, 134), width=0.6)
    _t(page, x, 148, "ARCHITECT", 5.5)
    _t(page, x, 160, "BRIGHTWATER + KOLB ARCHITECTS", 8.5, "tiro")
    _t(page, x, 170, "2210 E. BRADY STREET, MILWAUKEE, WI 53211", 6.2)
    page.draw_line((TB, 180), (W - 40, 180), width=0.6)
    # seal placeholder
    page.draw_circle((x + 60, 240), 46, width=0.5)
    page.draw_circle((x + 60, 240), 40, width=0.3)
    _ct(page, x + 60, 238, "FOODSERVICE", 5.5)
    _ct(page, x + 60, 246, "CONSULTANT SEAL", 5.5)
    _t(page, x + 130, 210, "NOT A LICENSED", 5.5)
    _t(page, x + 130, 218, "DESIGN PROFESSION IN WI;", 5.5)
    _t(page, x + 130, 226, "COORDINATE WITH ARCH.", 5.5)
    page.draw_line((TB, 298), (W - 40, 298), width=0.6)
    # project
    _t(page, x, 312, "PROJECT", 5.5)
    _t(page, x, 328, "HARBOR & HEARTH KITCHEN", 12, "hebo")
    _t(page, x, 340, "TENANT BUILD-OUT, SUITE 100", 7)
    _t(page, x, 350, "1140 N. WATER STREET", 7)
    _t(page, x, 360, "MILWAUKEE, WI 53202", 7)
    _t(page, x, 380, "OWNER", 5.5)
    _t(page, x, 392, "LAKESHORE HOSPITALITY GROUP, INC.", 7.5)
    page.draw_line((TB, 404), (W - 40, 404), width=0.6)
    # key plan
    _t(page, x, 418, "KEY PLAN", 5.5)
    page.draw_rect(pymupdf.Rect(x + 20, 428, x + 240, 520), width=0.6)
    page.draw_rect(pymupdf.Rect(x + 20, 428, x + 120, 480), width=0.4, fill=(0.75, 0.75, 0.75))
    page.draw_line((x + 120, 428), (x + 120, 520), width=0.4)
    _t(page, x + 40, 458, "KITCHEN", 6)
    _t(page, x + 150, 478, "DINING", 6)
    page.draw_line((TB, 532), (W - 40, 532), width=0.6)
    # revisions
    _t(page, x, 546, "REVISIONS", 6.5, "hebo")
    _t(page, x, 560, "NO.", 5.5)
    _t(page, x + 26, 560, "DATE", 5.5)
    _t(page, x + 90, 560, "DESCRIPTION", 5.5)
    page.draw_line((x, 564), (r, 564), width=0.4)
    revs = [("1", "01/24/2025", "HEALTH DEPT. PLAN REVIEW COMMENTS"), ("2", "03/21/2025", "ADDENDUM NO. 2")]
    for i, (n, d, desc) in enumerate(revs):
        yy = 577 + 13 * i
        _delta(page, x + 7, yy - 3, n)
        _t(page, x + 26, yy, d, 6.5)
        _t(page, x + 90, yy, desc, 6.5)
    for i in range(len(revs), 6):
        page.draw_line((x, 568 + 13 * (i + 1)), (r, 568 + 13 * (i + 1)), width=0.2)
    page.draw_line((TB, 660), (W - 40, 660), width=0.6)
    # issues
    _t(page, x, 674, "ISSUE", 6.5, "hebo")
    for i, (d, s) in enumerate((("11/08/2024", "DESIGN DEVELOPMENT"), ("12/13/2024", "HEALTH DEPT. SUBMITTAL"),
                                ("02/14/2025", "BID SET"), ("03/21/2025", "ADDENDUM NO. 2"))):
        _t(page, x, 688 + 11 * i, d, 6.5)
        _t(page, x + 90, 688 + 11 * i, s, 6.5)
    page.draw_line((TB, 740), (W - 40, 740), width=0.6)
    # copyright box
    _t(page, x, 756, "THESE DRAWINGS ARE INSTRUMENTS OF SERVICE AND REMAIN THE", 5.2)
    _t(page, x, 764, "PROPERTY OF TALLGRASS FOODSERVICE DESIGN, LLC. REUSE OR", 5.2)
    _t(page, x, 772, "REPRODUCTION WITHOUT WRITTEN CONSENT IS PROHIBITED.", 5.2)
    # lower fields, grid of caption-over-value cells
    y0 = H - 430
    page.draw_line((TB, y0), (W - 40, y0), width=0.8)
    cells = [("PROJECT NO.", "TFD-24-118", 0, 0), ("DATE", "03/21/2025", 1, 0),
             ("DRAWN BY", "JMR", 0, 1), ("CHECKED BY", "AKL", 1, 1),
             ("SCALE", "AS NOTED", 0, 2), ("CAD FILE", "24118-FS101.DWG", 1, 2)]
    cw = (W - 40 - TB) / 2
    for cap, val, cx, cy in cells:
        xx, yy = TB + cw * cx + 10, y0 + 40 * cy
        _t(page, xx, yy + 12, cap, 5.5)
        _t(page, xx, yy + 30, val, 9 if cap != "CAD FILE" else 7)
        page.draw_line((TB, yy + 40), (W - 40, yy + 40), width=0.4)
    page.draw_line((TB + cw, y0), (TB + cw, y0 + 120), width=0.4)
    y1 = y0 + 120
    _t(page, x, y1 + 16, "SHEET TITLE", 5.5)
    _t(page, x, y1 + 36, "FOODSERVICE EQUIPMENT", 12, "hebo")
    _t(page, x, y1 + 52, "PLAN AND SCHEDULE", 12, "hebo")
    page.draw_line((TB, y1 + 70), (W - 40, y1 + 70), width=0.8)
    _t(page, x, y1 + 86, "SHEET NUMBER", 5.5)
    _t(page, x + 40, y1 + 170, "FS-101", 48, "hebo")
    _t(page, x + 20, y1 + 232, "BID SET - ADDENDUM NO. 2", 8)
    # copyright along the left border, vertical
    _t(page, 37, H - 200, "(C) 2025 TALLGRASS FOODSERVICE DESIGN, LLC - ALL RIGHTS RESERVED", 5.5, rotate=90)


def _elev_dim(page, x, y0, y1, label, left=True):
    """A vertical dimension beside an elevation, its text rotated along the line."""
    page.draw_line((x, y0), (x, y1), width=0.35)
    for y in (y0, y1):
        page.draw_line((x - 4, y + 4), (x + 4, y - 4), width=0.7)
    _t(page, x - 3 if left else x + 9, (y0 + y1) / 2 + _len(label, 6.5) / 2, label, 6.5, rotate=90)


def _cook_line_elevation(page, x0, floor):
    """View 2: the cook line under the hood at 1/2" = 1'-0", looking north."""
    E = 36.0
    X = lambda f: x0 + f * E
    Y = lambda f: floor - f * E
    page.draw_line((X(-1.2), floor), (X(18.2), floor), width=1.4)
    page.draw_line((X(-1.2), Y(9.0)), (X(18.2), Y(9.0)), width=0.6, dashes="[12 4] 0")
    _t(page, X(12.6), Y(9.0) - 4, "CLG. 9'-0\" AFF, SEE A-121", 6)
    # hood profile
    page.draw_polyline([(X(0), Y(6.5)), (X(0), Y(8.5)), (X(17), Y(8.5)), (X(17), Y(6.5)), (X(0), Y(6.5))], width=1.0)
    page.draw_line((X(0), Y(7.0)), (X(17), Y(7.0)), width=0.4)
    for k in range(8):
        page.draw_rect(pymupdf.Rect(X(1.2 + 2 * k), Y(8.3), X(2.6 + 2 * k), Y(7.2)), width=0.35)
    _t(page, X(5.2), Y(7.6), "ITEM 12 EXHAUST HOOD (NIC)", 7, "hebo")
    # equipment
    boxes = [("9", 1.0, 1.3, 3.0), ("9", 2.3, 1.3, 3.0), ("7", 3.8, 3.0, 3.0), ("11", 7.0, 4.0, 2.2),
             ("10", 7.0, 3.0, 3.2), ("8", 11.4, 3.3, 5.7)]
    for item, fx, fw, fh in boxes:
        base = 2.2 if item == "10" else 0.0
        page.draw_rect(pymupdf.Rect(X(fx), Y(base + (fh - base if item == "10" else fh)), X(fx + fw), Y(base)), width=0.7)
    page.draw_rect(pymupdf.Rect(X(3.8), Y(5.0), X(6.8), Y(3.0)), width=0.4)          # backriser
    page.draw_rect(pymupdf.Rect(X(3.8), Y(5.9), X(6.8), Y(5.0)), width=0.7)          # salamander
    page.draw_line((X(11.4), Y(2.85)), (X(14.7), Y(2.85)), width=0.4)
    for k, (item, fx) in enumerate((("9", 1.65), ("9", 2.95), ("7", 5.3), ("31", 5.3), ("11", 9.0), ("10", 8.5), ("8", 13.05))):
        fy = {"31": 5.45, "10": 2.7}.get(item, 1.5)
        _tag(page, item, X(fx), Y(fy), X(fx) + (0 if item not in ("31", "10") else -14), Y(-1.0) if item not in ("31", "10") else Y(fy) - 0.0 - 22)
    # gas manifold and suppression nozzles
    page.draw_line((X(0.6), Y(2.5)), (X(16.6), Y(2.5)), width=0.6, dashes="[10 3 2 3] 0")
    _t(page, X(14.9), Y(2.5) - 3, "GAS MANIFOLD", 5.5)
    for fx in (1.65, 2.95, 5.3, 8.5, 13.0):
        page.draw_line((X(fx), Y(7.0)), (X(fx), Y(6.7)), width=0.6)
        page.draw_polyline([(X(fx) - 3, Y(6.62)), (X(fx) + 3, Y(6.62)), (X(fx), Y(6.5)), (X(fx) - 3, Y(6.62))], width=0.5)
    _t(page, X(17.3), Y(6.75), "FIRE SUPPRESSION NOZZLES,", 5.5)
    _t(page, X(17.3), Y(6.75) + 7, "ITEM 13, TYP.", 5.5)
    _elev_dim(page, X(-0.6), Y(0), Y(6.5), "6'-6\" AFF TO BOTTOM OF HOOD")
    _elev_dim(page, X(17.6), Y(6.5), Y(8.5), "2'-0\"", left=False)
    _t(page, X(-1.1), Y(0) + 12, "FIN. FLR.", 5.5)
    # view title
    vy = floor + 84
    page.draw_circle((x0 + 14, vy - 5), 14, width=1.0)
    page.draw_line((x0, vy - 5), (x0 + 28, vy - 5), width=0.6)
    _ct(page, x0 + 14, vy - 8, "2", 9, "hebo")
    _ct(page, x0 + 14, vy + 5, "FS-101", 5.5)
    _t(page, x0 + 38, vy - 8, "COOK LINE ELEVATION", 12, "hebo")
    page.draw_line((x0 + 36, vy - 3), (x0 + 420, vy - 3), width=1.2)
    _t(page, x0 + 38, vy + 9, "SCALE: 1/2\" = 1'-0\"", 8)


def _hand_sink_detail(page, x0, floor):
    """View 3: hand sink mounting, not to scale."""
    E = 30.0
    X = lambda f: x0 + f * E
    Y = lambda f: floor - f * E
    page.draw_line((X(-0.5), floor), (X(4.5), floor), width=1.4)
    page.draw_line((X(0), floor), (X(0), Y(6.0)), width=1.2)
    page.draw_line((X(-0.2), floor), (X(-0.2), Y(6.0)), width=0.6)
    page.draw_polyline([(X(0), Y(2.83)), (X(1.4), Y(2.83)), (X(1.3), Y(2.3)), (X(0), Y(2.3))], width=0.8)
    page.draw_rect(pymupdf.Rect(X(0), Y(4.33), X(0.12), Y(2.83)), width=0.5)
    page.draw_line((X(0.5), Y(2.83)), (X(0.5), Y(3.3)), width=0.8)
    page.draw_line((X(0.5), Y(3.3)), (X(0.9), Y(3.3)), width=0.8)
    page.draw_rect(pymupdf.Rect(X(0.05), Y(4.9), X(0.45), Y(4.4)), width=0.5)
    page.draw_rect(pymupdf.Rect(X(0.05), Y(4.1), X(0.35), Y(3.6)), width=0.5)
    for fy, s in ((2.0, "CW/HW STUB-OUTS, SEE LEGEND"), (1.33, "1-1/2\" DW, P-TRAP BY DIV. 22"),
                  (2.83, "TOP OF RIM 34\" AFF"), (4.65, "PAPER TOWEL DISPENSER"), (3.85, "SOAP DISPENSER"),
                  (3.6, "18\" SIDE SPLASH GUARD")):
        page.draw_line((X(0.2), Y(fy)), (X(2.0), Y(fy)), width=0.35)
        _t(page, X(2.05), Y(fy) + 2, s, 6)
    page.draw_circle((X(0.15), Y(2.0)), 2.5, width=0.5)
    page.draw_circle((X(0.15), Y(1.33)), 3, width=0.5)
    _elev_dim(page, X(-0.7), Y(0), Y(2.83), "2'-10\"")
    vy = floor + 84
    page.draw_circle((x0 + 14, vy - 5), 14, width=1.0)
    page.draw_line((x0, vy - 5), (x0 + 28, vy - 5), width=0.6)
    _ct(page, x0 + 14, vy - 8, "3", 9, "hebo")
    _ct(page, x0 + 14, vy + 5, "FS-101", 5.5)
    _t(page, x0 + 38, vy - 8, "HAND SINK MOUNTING", 12, "hebo")
    page.draw_line((x0 + 36, vy - 3), (x0 + 240, vy - 3), width=1.2)
    _t(page, x0 + 38, vy + 9, "SCALE: NTS", 8)


def foodservice_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    _title_block(page)
    _plan(page)
    _legend(page, PX, 1180)
    _abbrev(page, PX + 560, 1180)
    _gas_summary(page, PX + 560, 1380)
    _sheet_index(page, PX, 1420)
    sx = 1222
    end = _schedule(page, sx, 110)
    _notes(page, sx, end + 46)
    _cook_line_elevation(page, sx + 40, 1450)
    _hand_sink_detail(page, sx + 780, 1450)
    _t(page, sx, H - 66, "ALL ITEMS FURNISHED AND INSTALLED BY KEC UNLESS NOTED NIC, BY OTHERS, EXISTING OR OWNER FURNISHED.", 7, "hebo")
    doc.save(str(path))
    doc.close()
    return path
