"""A US architectural roof plan (A-121, 36x24 in) for a one-storey retail building with a
low-slope membrane roof, drawn the way an architect's office draws one: the plan at 1/16" = 1'-0"
with its parapet drawn double, tapered-insulation slope arrows labelled `1/4":12" SLOPE`, crickets
between the drains and behind the rooftop unit curbs, primary and overflow drain tags (RD-1 ..
RD-4, OD-1 .. OD-4) with the low-point elevation under each primary drain, high-point elevations
along the parapets, the rooftop units (RTU-1 .. RTU-3), the roof hatch, walk pads and keyed-note
circles, the view title and scale under it; to the right a ruled roof drain schedule (MARK, SIZE,
TYPE, CONNECTS TO, REMARKS), the roof assemblies (RA-1 at the main roof, RA-2 at the entry canopy)
each given layer by layer from the membrane down, keyed notes whose numbers stand in circles and
general roof notes numbered `1.` each on one line; a legend under the plan.

Shared by any test of this sheet; the questions (`tests/blind_questions/drawn/round36-drawn.jsonl`)
were written before drawqa answered any of them (`docs/first-sight.md`, session 23).
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text, draw_title_strip, draw_view_title

W, H = 2592, 1728
FT = 4.5                      # 1/16" = 1'-0": four and a half points to the foot
PLAN_X, PLAN_Y = 150, 210     # the building's north-west corner (outside face of parapet)
BLDG_W, BLDG_D = 192, 128     # feet

SLOPE = "1/4\":12\" SLOPE"

DRAIN_ROWS = [
    ("MARK", "SIZE", "TYPE", "CONNECTS TO", "REMARKS"),
    ("RD-1", "4\"", "PRIMARY, CAST IRON BODY, ALUM. DOME", "4\" RAIN LEADER TO STORM MAIN, SEE P-201", "UNDERDECK CLAMP, SUMP RECEIVER"),
    ("RD-2", "4\"", "PRIMARY, CAST IRON BODY, ALUM. DOME", "4\" RAIN LEADER TO STORM MAIN, SEE P-201", "UNDERDECK CLAMP, SUMP RECEIVER"),
    ("RD-3", "6\"", "PRIMARY, CAST IRON BODY, ALUM. DOME", "6\" RAIN LEADER TO STORM MAIN, SEE P-201", "UNDERDECK CLAMP, SUMP RECEIVER"),
    ("RD-4", "6\"", "PRIMARY, CAST IRON BODY, ALUM. DOME", "6\" RAIN LEADER TO STORM MAIN, SEE P-201", "UNDERDECK CLAMP, SUMP RECEIVER"),
    ("OD-1", "4\"", "OVERFLOW, 2\" WATER DAM", "DOWNSPOUT NOZZLE AT WEST WALL, 18\" AFG", "INDEPENDENT PIPING"),
    ("OD-2", "4\"", "OVERFLOW, 2\" WATER DAM", "DOWNSPOUT NOZZLE AT NORTH WALL, 18\" AFG", "INDEPENDENT PIPING"),
    ("OD-3", "6\"", "OVERFLOW, 2\" WATER DAM", "DOWNSPOUT NOZZLE AT NORTH WALL, 18\" AFG", "INDEPENDENT PIPING"),
    ("OD-4", "6\"", "OVERFLOW, 2\" WATER DAM", "DOWNSPOUT NOZZLE AT EAST WALL, 18\" AFG", "INDEPENDENT PIPING"),
]

ASSEMBLIES = [
    ("RA-1", "MAIN ROOF", [
        "60 MIL TPO MEMBRANE, FULLY ADHERED",
        "1/2\" GYPSUM COVER BOARD, ADHERED",
        "2 LAYERS 2.6\" POLYISO, JOINTS STAGGERED (R-30 CI TOTAL)",
        "TAPERED POLYISO INSULATION, 1/4\" PER FT, 1/2\" MIN. AT DRAINS",
        "22 GA TYPE B GALVANIZED METAL DECK ON STEEL JOISTS",
    ]),
    ("RA-2", "ENTRY CANOPY", [
        "60 MIL TPO MEMBRANE, FULLY ADHERED",
        "1/2\" GYPSUM COVER BOARD, ADHERED",
        "TAPERED POLYISO INSULATION, 1/4\" PER FT, 1/2\" MIN.",
        "3/4\" FIRE-RETARDANT TREATED PLYWOOD ON STEEL CANOPY FRAMING",
    ]),
]

KEYED_NOTES = [
    ("1", "TAPERED INSULATION CRICKET ON UPSLOPE SIDE OF RTU CURB, 1/2\":12\" SLOPE; EXTEND 12\" BEYOND CURB EACH SIDE."),
    ("2", "TPO WALKWAY PADS, 30\"x30\" WITH 2\" GAPS, AT SERVICE SIDE OF EACH RTU AND ALONG PATH FROM ROOF HATCH."),
    ("3", "OVERFLOW SCUPPER, 4\"x12\" CLEAR OPENING THROUGH PARAPET; SET BOTTOM OF OPENING 2\" ABOVE PRIMARY DRAIN RIM."),
    ("4", "ROOF HATCH, 30\"x36\", WITH FACTORY GUARDRAIL SYSTEM AT OPENING AND SHIP'S LADDER BELOW. SEE A-501."),
    ("5", "PREFINISHED 24 GA STEEL PARAPET COPING OVER TAPERED WOOD BLOCKING, SLOPED TO ROOF SIDE. COLOR: DARK BRONZE."),
    ("6", "6\" PREFINISHED K-STYLE GUTTER AT CANOPY EDGE WITH 3\"x4\" DOWNSPOUTS TO SPLASH BLOCKS."),
    ("7", "GAS PIPING ON PREFABRICATED ROOFTOP PIPE SUPPORTS AT 8'-0\" O.C. MAX.; DO NOT FASTEN THROUGH MEMBRANE."),
    ("8", "PLUMBING VENT THROUGH ROOF; FLASH WITH PREFORMED TPO PIPE BOOT AND STAINLESS CLAMP."),
]

GENERAL_NOTES = [
    "1. ROOF SHALL SLOPE 1/4\" PER FOOT MINIMUM TO DRAINS; SLOPE IS PROVIDED BY TAPERED INSULATION OVER A LEVEL DECK.",
    "2. BASIS OF DESIGN: CARLISLE SYNTEC SURE-WELD TPO ROOFING SYSTEM. EQUIVALENT SYSTEMS BY GAF OR JOHNS MANVILLE ACCEPTABLE.",
    "3. PROVIDE MANUFACTURER'S 20-YEAR NO DOLLAR LIMIT (NDL) TOTAL SYSTEM WARRANTY AND 2-YEAR INSTALLER WARRANTY.",
    "4. ROOF ASSEMBLY SHALL BE FM APPROVED CLASS 1-90 FOR WIND UPLIFT AND UL 790 CLASS A FOR EXTERIOR FIRE EXPOSURE.",
    "5. COORDINATE SIZE AND LOCATION OF ALL CURBS, PENETRATIONS AND EQUIPMENT SUPPORTS WITH MECHANICAL AND PLUMBING DRAWINGS.",
    "6. ROOFTOP EQUIPMENT SHALL BE SET ON CURBS PROVIDING 8\" MINIMUM FLASHING HEIGHT ABOVE FINISHED ROOF SURFACE.",
    "7. ELEVATIONS SHOWN ARE TO TOP OF ROOF MEMBRANE. FINISH FLOOR EL. 100'-0\" = ARCHITECTURAL DATUM.",
]

# Drains in feet from the north-west corner: (x, y, primary, overflow)
DRAINS = [(24, 64, "RD-1", "OD-1"), (72, 64, "RD-2", "OD-2"), (120, 64, "RD-3", "OD-3"), (168, 64, "RD-4", "OD-4")]
# Rooftop units: (x, y, width, depth, tag)
RTUS = [(36, 24, 8, 14, "RTU-1"), (96, 92, 8, 12, "RTU-2"), (146, 26, 6, 10, "RTU-3")]


def _pt(fx: float, fy: float) -> tuple[float, float]:
    return PLAN_X + fx * FT, PLAN_Y + fy * FT


def _circle_tag(page, x: float, y: float, text: str, r: float = 7, size: float = 7) -> None:
    """A number in a circle, centred on (x, y), as a keyed note's tag is drawn."""
    page.draw_circle((x, y), r, width=0.7)
    w = pymupdf.get_text_length(text, fontname="helv", fontsize=size)
    draw_text(page, x - w / 2, y + size * 0.35, text, size)


def _arrow(page, x0: float, y0: float, x1: float, y1: float) -> None:
    """A slope arrow from (x0, y0) down the slope to its head at (x1, y1)."""
    page.draw_line((x0, y0), (x1, y1), width=0.8)
    dx, dy = x1 - x0, y1 - y0
    n = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / n, dy / n
    for s in (1, -1):
        page.draw_line((x1, y1), (x1 - 8 * ux + s * 3.5 * uy, y1 - 8 * uy - s * 3.5 * ux), width=0.8)


def _slope(page, fx0: float, fy0: float, fx1: float, fy1: float, label_dx: float = 6, label_dy: float = 0) -> None:
    x0, y0 = _pt(fx0, fy0)
    x1, y1 = _pt(fx1, fy1)
    _arrow(page, x0, y0, x1, y1)
    draw_text(page, (x0 + x1) / 2 + label_dx, (y0 + y1) / 2 + label_dy, SLOPE, 6)


def _drain(page, fx: float, fy: float, primary: str, overflow: str) -> None:
    x, y = _pt(fx, fy)
    page.draw_circle((x, y), 5, width=0.8)
    page.draw_line((x - 5, y), (x + 5, y), width=0.4)
    page.draw_line((x, y - 5), (x, y + 5), width=0.4)
    draw_text(page, x + 8, y - 6, primary, 7)
    draw_text(page, x + 8, y + 12, "LP EL. 117'-2\"", 6)
    ox, oy = x - 14, y + 2
    page.draw_circle((ox, oy), 3.5, width=0.8)
    page.draw_line((ox - 2.5, oy - 2.5), (ox + 2.5, oy + 2.5), width=0.4)
    draw_text(page, ox - 28, oy + 14, overflow, 6.5)


def _cricket(page, fx: float, fy: float, half_len: float, half_w: float, label: bool = True) -> None:
    """A diamond saddle between two drains on the valley line."""
    cx, cy = _pt(fx, fy)
    a, b = half_len * FT, half_w * FT
    pts = [(cx - a, cy), (cx, cy - b), (cx + a, cy), (cx, cy + b), (cx - a, cy)]
    for p, q in zip(pts, pts[1:]):
        page.draw_line(p, q, width=0.5, dashes="[4 2] 0")
    page.draw_line((cx - a, cy), (cx + a, cy), width=0.3)
    if label:
        draw_text(page, cx - 14, cy - 3, "CRICKET", 5.5)


def _plan(page) -> None:
    x0, y0 = _pt(0, 0)
    x1, y1 = _pt(BLDG_W, BLDG_D)
    page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=1.6)                         # outside of parapet
    page.draw_rect(pymupdf.Rect(x0 + FT, y0 + FT, x1 - FT, y1 - FT), width=0.8)     # inside face
    # entry canopy on the south
    cx0, cy0 = _pt(76, BLDG_D)
    cx1, cy1 = _pt(116, BLDG_D + 12)
    page.draw_rect(pymupdf.Rect(cx0, cy0, cx1, cy1), width=1.0)
    page.draw_line((cx0, cy1 - 4), (cx1, cy1 - 4), width=0.4)                      # gutter
    draw_text(page, cx0 + 8, cy0 + 16, "ENTRY CANOPY - RA-2", 6.5)
    draw_text(page, cx0 + 8, cy0 + 28, "HP EL. 113'-4\"", 6)
    _arrow(page, cx1 - 40, cy0 + 10, cx1 - 40, cy1 - 8)
    draw_text(page, cx0 + 8, cy0 + 40, SLOPE, 5.5)
    _circle_tag(page, cx1 + 14, cy1 - 4, "6")
    # valley line through the drains, drains, crickets between them
    vx0, vy = _pt(1, 64)
    vx1, _ = _pt(BLDG_W - 1, 64)
    page.draw_line((vx0, vy), (vx1, vy), width=0.4, dashes="[10 3 2 3] 0")
    for fx, fy, rd, od in DRAINS:
        _drain(page, fx, fy, rd, od)
    for fx in (48, 96, 144):
        _cricket(page, fx, 64, 14, 6)
    for fx in (8, 184):
        _cricket(page, fx, 64, 6, 4, label=False)
    # slope arrows from the parapets to the valley
    for fx in (24, 72, 120, 168):
        _slope(page, fx - 8, 6, fx - 8, 56)
        _slope(page, fx + 8, 122, fx + 8, 72)
    # high points along the parapets
    for fx in (40, 104, 152):
        x, y = _pt(fx, 3.5)
        draw_text(page, x, y, "HP EL. 118'-6\"", 6)
        x, y = _pt(fx - 10, 126)
        draw_text(page, x, y, "HP EL. 118'-6\"", 6)
    # rooftop units on curbs, crickets behind them, walk pads at their service sides
    for fx, fy, w, d, tag in RTUS:
        rx0, ry0 = _pt(fx, fy)
        rx1, ry1 = _pt(fx + w, fy + d)
        page.draw_rect(pymupdf.Rect(rx0, ry0, rx1, ry1), width=1.0)
        page.draw_rect(pymupdf.Rect(rx0 + 3, ry0 + 3, rx1 - 3, ry1 - 3), width=0.4)
        tw = pymupdf.get_text_length(tag, fontname="helv", fontsize=7)
        draw_text(page, (rx0 + rx1) / 2 - tw / 2, ry1 + 11 if fy < 64 else ry0 - 5, tag, 7)
        upslope = ry0 - 10 if fy < 64 else ry1 + 10
        edge = ry0 if fy < 64 else ry1
        page.draw_line((rx0, edge), ((rx0 + rx1) / 2, upslope), width=0.5, dashes="[4 2] 0")
        page.draw_line((rx1, edge), ((rx0 + rx1) / 2, upslope), width=0.5, dashes="[4 2] 0")
        _circle_tag(page, rx0 - 12, upslope, "1")
        for k in range(3):                                                          # walk pads
            py = ry0 + 4 + k * 2.7 * FT
            page.draw_rect(pymupdf.Rect(rx1 + 4, py, rx1 + 4 + 2.5 * FT, py + 2.5 * FT), width=0.4)
        _circle_tag(page, rx1 + 28, ry0 + 10, "2")
    # gas piping along the north, vent
    gx0, gy = _pt(36, 16)
    gx1, _ = _pt(152, 16)
    page.draw_line((gx0, gy), (gx1, gy), width=0.7, dashes="[12 3 3 3] 0")
    draw_text(page, gx0 + 240, gy - 4, "G", 6)
    _circle_tag(page, gx0 + 260, gy - 7, "7")
    vx, vy2 = _pt(60, 100)
    page.draw_circle((vx, vy2), 2.5, width=0.6)
    draw_text(page, vx + 5, vy2 + 2, "VTR", 6)
    _circle_tag(page, vx + 30, vy2, "8")
    # roof hatch with guardrail, walk pads to the nearest unit
    hx, hy = _pt(176, 104)
    page.draw_rect(pymupdf.Rect(hx, hy, hx + 2.5 * FT, hy + 3 * FT), width=1.0)
    page.draw_rect(pymupdf.Rect(hx - 4, hy - 4, hx + 2.5 * FT + 4, hy + 3 * FT + 4), width=0.4)
    draw_text(page, hx - 12, hy + 3 * FT + 16, "ROOF HATCH", 7)
    _circle_tag(page, hx + 2.5 * FT + 16, hy + 6, "4")
    for k in range(4):
        px, py = _pt(176 - 3 * (k + 1), 101 - 3 * (k + 1))
        page.draw_rect(pymupdf.Rect(px, py, px + 2.5 * FT, py + 2.5 * FT), width=0.4)
    # overflow scupper through the east parapet at the east valley
    sx, sy = _pt(BLDG_W, 58)
    page.draw_rect(pymupdf.Rect(sx - FT, sy - 4, sx + 6, sy + 4), width=0.8)
    draw_text(page, sx + 10, sy + 3, "OVERFLOW SCUPPER", 6.5)
    _circle_tag(page, sx + 100, sy, "3")
    # parapet
    px, py = _pt(4, -2)
    draw_text(page, px, py - 4, "TOP OF PARAPET EL. 121'-0\"", 6.5)
    _circle_tag(page, px + 116, py - 6, "5")
    for fx, fy in ((12, 40), (180, 40), (12, 96)):
        x, y = _pt(fx, fy)
        draw_text(page, x, y, "RA-1", 7)
    # north arrow
    nx, ny = _pt(BLDG_W + 16, 100)
    page.draw_line((nx, ny + 40), (nx, ny), width=1)
    page.draw_line((nx - 6, ny + 10), (nx, ny), width=1)
    page.draw_line((nx + 6, ny + 10), (nx, ny), width=1)
    draw_text(page, nx - 4, ny + 54, "N", 10)
    draw_view_title(page, PLAN_X, _pt(0, BLDG_D + 12)[1] + 60, "1", "ROOF PLAN", "1/16\" = 1'-0\"")


def _legend(page, x: float, y: float) -> None:
    draw_text(page, x, y, "ROOF PLAN LEGEND", 11)
    rows = y + 22
    _arrow(page, x, rows - 3, x + 40, rows - 3)
    draw_text(page, x + 56, rows, "DIRECTION OF ROOF SLOPE (TAPERED INSULATION)", 7)
    page.draw_circle((x + 20, rows + 17), 5, width=0.8)
    draw_text(page, x + 56, rows + 20, "PRIMARY ROOF DRAIN", 7)
    page.draw_circle((x + 20, rows + 37), 3.5, width=0.8)
    draw_text(page, x + 56, rows + 40, "OVERFLOW ROOF DRAIN", 7)
    page.draw_rect(pymupdf.Rect(x + 12, rows + 50, x + 26, rows + 62), width=0.4)
    draw_text(page, x + 56, rows + 60, "TPO WALKWAY PAD", 7)
    page.draw_line((x, rows + 77), (x + 40, rows + 77), width=0.5, dashes="[4 2] 0")
    draw_text(page, x + 56, rows + 80, "CRICKET / SADDLE", 7)
    _circle_tag(page, x + 20, rows + 97, "#")
    draw_text(page, x + 56, rows + 100, "KEYED NOTE", 7)


def roof_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    draw_title_strip(page, W, H, ["HOLLOWAY + REYES ARCHITECTS", "1420 WEST 6TH STREET, SUITE 200",
                                  "AUSTIN, TX 78703", "(512) 555-0187"],
                     ["MESA CROSSING RETAIL - BUILDING B", "8800 RANCH ROAD 620 N", "AUSTIN, TX 78726"],
                     "10/14/2025", "HRA-25-037", "AS NOTED", "ROOF PLAN", "A-121")
    draw_text(page, W - 286, 620, "ISSUED FOR PERMIT", 10)
    _plan(page)
    _legend(page, PLAN_X, 1080)
    x0 = 1180
    draw_text(page, x0, 110, "ROOF DRAIN SCHEDULE", 11)
    draw_grid(page, x0, 120, [44, 40, 200, 230, 170], DRAIN_ROWS, size=7, row_height=15)
    y = 120 + 15 * len(DRAIN_ROWS) + 18
    draw_text(page, x0, y, "OVERFLOW DRAIN RIMS (WATER DAMS) SET 2\" ABOVE ADJACENT PRIMARY DRAIN RIM.", 6.5)
    y += 50
    draw_text(page, x0, y, "ROOF ASSEMBLIES", 11)
    y += 20
    for tag, where, layers in ASSEMBLIES:
        draw_text(page, x0, y, f"{tag}: {where}", 8)
        for i, layer in enumerate(layers):
            draw_text(page, x0 + 14, y + 13 + 11 * i, layer, 7)
        y += 13 + 11 * len(layers) + 14
    y += 30
    draw_text(page, x0, y, "ROOF PLAN KEYED NOTES", 11)
    for i, (n, text) in enumerate(KEYED_NOTES):
        row = y + 22 + 20 * i
        _circle_tag(page, x0 + 7, row - 3, n)
        draw_text(page, x0 + 22, row, text, 7)
    y += 22 + 20 * len(KEYED_NOTES) + 40
    draw_text(page, x0, y, "GENERAL ROOF NOTES", 11)
    for i, line in enumerate(GENERAL_NOTES):
        draw_text(page, x0, y + 18 + 14 * i, line, 7)
    doc.save(str(path))
    doc.close()
    return path
