"""Two sheets drawn here the way US permit sets print them, for tests/test_energy_forms.py:

* `T-1`, a California residential addition/alteration's Title 24 Certificate of Compliance
  (CF1R-PRF-01) printed onto a 36x24 sheet: form sections stacked down two columns, each a
  ruled table whose column numbers (`01 02 03 ...`) stand in their own row over the captions,
  tiny text, key/value cells (`08 Climate Zone | 12`), yes/no and Required/Not Required cells,
  the documentation author's and the responsible designer's declarations with their dates;
* `E-101`, an electrical lighting plan's schedules: a lighting fixture schedule, a panel
  schedule, keyed notes and a lighting-power compliance line.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf

from asking import draw_grid, draw_text

W, H = 2592, 1728          # 36 x 24 in
TB = W - 300               # the title block's left edge
FORM_TEXT = 5.5            # the form's cells print this small on the sheet
FORM_ROW = 11.0


def _title_block(page, number: str, title: str) -> None:
    page.draw_rect(pymupdf.Rect(24, 24, W - 24, H - 24), width=1.5)
    page.draw_line((TB, 24), (TB, H - 24), width=1)
    x = TB + 14
    draw_text(page, x, 80, "LINDQVIST DESIGN STUDIO", 13)
    draw_text(page, x, 96, "88 E STREET, DAVIS, CA 95616", 8)
    draw_text(page, x, 300, "PROJECT", 6)
    draw_text(page, x, 316, "MERRIWEATHER RESIDENCE", 11)
    draw_text(page, x, 330, "ADDITION AND ALTERATION", 9)
    draw_text(page, x, 344, "2217 LINDEN AVENUE, DAVIS, CA 95616", 8)
    draw_text(page, x, 1500, "DATE", 6)
    draw_text(page, x + 120, 1500, "PROJECT NO.", 6)
    draw_text(page, x, 1514, "03/04/2026", 9)
    draw_text(page, x + 120, 1514, "2603", 9)
    draw_text(page, x, 1550, "SCALE", 6)
    draw_text(page, x, 1564, "NTS" if number.startswith("T") else "1/4\" = 1'-0\"", 9)
    draw_text(page, x, 1600, "SHEET TITLE", 6)
    draw_text(page, x, 1616, title, 11)
    draw_text(page, x, 1650, "SHEET", 6)
    draw_text(page, x + 40, 1690, number, 28)


def form_table(page, x0: float, y0: float, section: str, widths: list[float], captions: list[str],
               rows: list[tuple], size: float = FORM_TEXT, row_height: float = FORM_ROW) -> float:
    """A CF1R form section: its name in a bar across the table, the column numbers in their own
    row over the captions, then the data rows; every cell ruled. Returns the table's bottom."""
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    page.draw_rect(pymupdf.Rect(x0, y0, xs[-1], y0 + row_height), width=0.5, fill=(0.85, 0.85, 0.85))
    draw_text(page, x0 + 4, y0 + row_height - 3, section, size + 1)
    numbers = tuple(f"{i:02d}" for i in range(1, len(captions) + 1))
    grid = [numbers, tuple(captions)] + list(rows)
    top = y0 + row_height
    for r, cells in enumerate(grid):
        y = top + row_height * r
        page.draw_line((xs[0], y), (xs[-1], y), width=0.4)
        for c, cell in enumerate(cells):
            if cell:
                draw_text(page, xs[c] + 3, y + row_height - 3, cell, size)
    end = top + row_height * len(grid)
    page.draw_line((xs[0], end), (xs[-1], end), width=0.4)
    for x in xs:
        page.draw_line((x, top), (x, end), width=0.4)
    return end


def form_fields(page, x0: float, y0: float, section: str, pairs: list[tuple[str, str]],
                widths=(150, 230), size: float = FORM_TEXT, row_height: float = FORM_ROW) -> float:
    """A form section of numbered fields set two to a row (`01 Project Name | value | 02 ...`)."""
    xs = [x0, x0 + widths[0], x0 + widths[0] + widths[1], x0 + 2 * widths[0] + widths[1],
          x0 + 2 * widths[0] + 2 * widths[1]]
    top = y0
    if section:
        page.draw_rect(pymupdf.Rect(x0, y0, xs[-1], y0 + row_height), width=0.5, fill=(0.85, 0.85, 0.85))
        draw_text(page, x0 + 4, y0 + row_height - 3, section, size + 1)
        top += row_height
    nrows = (len(pairs) + 1) // 2
    for i, (cap, val) in enumerate(pairs):
        r, side = divmod(i, 2)
        y = top + row_height * r
        draw_text(page, xs[2 * side] + 3, y + row_height - 3, f"{i + 1:02d} {cap}", size)
        draw_text(page, xs[2 * side + 1] + 3, y + row_height - 3, val, size)
    for r in range(nrows + 1):
        page.draw_line((xs[0], top + row_height * r), (xs[-1], top + row_height * r), width=0.4)
    for x in xs:
        page.draw_line((x, top), (x, top + row_height * nrows), width=0.4)
    return top + row_height * nrows


def form_lines(page, x0: float, y0: float, section: str, lines: list[str], width: float,
               size: float = FORM_TEXT, row_height: float = FORM_ROW) -> float:
    """A form section of statements, one per ruled line."""
    page.draw_rect(pymupdf.Rect(x0, y0, x0 + width, y0 + row_height), width=0.5, fill=(0.85, 0.85, 0.85))
    draw_text(page, x0 + 4, y0 + row_height - 3, section, size + 1)
    y = y0 + row_height
    for line in lines:
        draw_text(page, x0 + 3, y + row_height - 3, line, size)
        y += row_height
    page.draw_rect(pymupdf.Rect(x0, y0 + row_height, x0 + width, y), width=0.4)
    return y


GAP = 22


def draw_t1(doc) -> None:
    page = doc.new_page(width=W, height=H)
    _title_block(page, "T-1", "TITLE 24 ENERGY COMPLIANCE")
    x = 50
    draw_text(page, x, 60, "CERTIFICATE OF COMPLIANCE - RESIDENTIAL PERFORMANCE COMPLIANCE METHOD", 8)
    draw_text(page, x + 900, 60, "CF1R-PRF-01-E", 8)
    draw_text(page, x, 72, "Project Name: MERRIWEATHER RESIDENCE ADDITION    Calculation Description: Title 24 Analysis"
              "    Input File Name: Merriweather_Addn.ribd22x", 5.5)
    y = form_fields(page, x, 84, "GENERAL INFORMATION", [
        ("Project Name", "MERRIWEATHER RESIDENCE ADDITION"), ("Run Title", "Addition + Alteration"),
        ("Project Location", "2217 LINDEN AVENUE"), ("City", "DAVIS"),
        ("Standards Version", "2022"), ("Zip Code", "95616"),
        ("Software Version", "CBECC-Res 2022.3.1"), ("Climate Zone", "12"),
        ("Building Type", "Single family"), ("Front Orientation (deg/ Cardinal)", "180"),
        ("Project Scope", "Addition and/or Alteration"), ("Addition Cond. Floor Area (ft2)", "486"),
        ("Existing Cond. Floor Area (ft2)", "1620"), ("Total Cond. Floor Area (ft2)", "2106"),
    ]) + GAP
    y = form_lines(page, x, y, "COMPLIANCE RESULTS", [
        "01  Building Complies with Computer Performance",
        "02  This building incorporates features that require field testing and/or verification by a certified "
        "HERS rater under the supervision of a CEC-approved HERS provider.",
        "03  This building incorporates one or more Special Features shown below",
    ], 760) + GAP
    y = form_table(page, x, y, "ENERGY DESIGN RATING", [190, 120, 120, 120], [
        "Energy Design Ratings", "Standard Design", "Proposed Design", "Compliance Margin"], [
        ("Efficiency EDR", "41.2", "38.0", "3.2"), ("Total EDR", "33.5", "31.8", "1.7")]) + GAP
    y = form_table(page, x, y, "ENERGY USE SUMMARY", [190, 120, 120, 120, 120], [
        "Energy Use (kTDV/ft2-yr)", "Standard Design", "Proposed Design", "Compliance Margin",
        "Percent Improvement"], [
        ("Space Heating", "21.40", "19.02", "2.38", "11.1"), ("Space Cooling", "24.63", "23.10", "1.53", "6.2"),
        ("Domestic Hot Water", "12.18", "11.54", "0.64", "5.3"),
        ("Compliance Total", "58.21", "53.66", "4.55", "7.8")]) + 6
    draw_text(page, x, y + 6, "RESULT: PASS - BUILDING COMPLIES. PERCENT BETTER THAN STANDARD: 7.8%", 6.5)
    y += 12 + GAP
    y = form_table(page, x, y, "OPAQUE SURFACES", [90, 90, 120, 60, 70, 80, 90, 60], [
        "Name", "Zone", "Construction", "Azimuth", "Orientation", "Gross Area (ft2)",
        "Window and Door Area (ft2)", "Tilt (deg)"], [
        ("Front Wall", "Addition Zone", "R-13 Wall", "180", "Front", "210", "48", "90"),
        ("Left Wall", "Addition Zone", "R-13 Wall", "270", "Left", "162", "20", "90"),
        ("Rear Wall", "Addition Zone", "R-13 Wall", "0", "Back", "210", "0", "90"),
        ("Floor Addn", "Addition Zone", "R-19 Floor Crawlspace", "n/a", "n/a", "486", "n/a", "n/a")]) + GAP
    y = form_table(page, x, y, "ATTIC", [90, 100, 80, 70, 80, 80, 80, 60], [
        "Name", "Construction", "Type", "Roof Rise (x in 12)", "Roof Reflectance", "Roof Emittance",
        "Radiant Barrier", "Cool Roof"], [
        ("Attic Addition", "Attic RoofAddn", "Ventilated", "4", "0.10", "0.85", "Yes", "No")]) + GAP
    y = form_table(page, x, y, "FENESTRATION / GLAZING", [60, 45, 60, 55, 45, 40, 40, 35, 45, 50, 55, 45, 55], [
        "Name", "Type", "Surface", "Orientation", "Azimuth", "Width (ft)", "Height (ft)", "Mult.", "Area (ft2)",
        "U-factor", "U-factor Source", "SHGC", "SHGC Source"], [
        ("Window 1", "Window", "Front Wall", "Front", "180", "6", "4", "2", "48", "0.30", "NFRC", "0.23", "NFRC"),
        ("Window 2", "Window", "Left Wall", "Left", "270", "5", "4", "1", "20", "0.30", "NFRC", "0.23", "NFRC"),
    ]) + GAP
    y = form_table(page, x, y, "OPAQUE SURFACE CONSTRUCTIONS", [100, 90, 100, 150, 80, 80, 160], [
        "Construction Name", "Surface Type", "Construction Type", "Framing", "Total Cavity R-value",
        "Winter Design U-factor", "Assembly Layers"], [
        ("R-13 Wall", "Exterior Walls", "Wood Framed Wall", "2x4 @ 16 in. O.C.", "R 13", "0.095",
         "Cavity / Frame: R-13 / 2x4"),
        ("Attic RoofAddn", "Attic Roofs", "Wood Framed Ceiling", "2x4 Top Chord of Roof Truss @ 24 in. O.C.",
         "R 38", "0.025", "Over Ceiling Joists: R-38 insul."),
        ("R-19 Floor Crawlspace", "Floors Over Crawlspace", "Wood Framed Floor", "2x8 @ 16 in. O.C.", "R 19",
         "0.049", "Cavity / Frame: R-19 / 2x8")]) + GAP
    y = form_table(page, x, y, "BUILDING ENVELOPE - HERS VERIFICATION", [160, 160, 180, 120], [
        "Quality Insulation Installation (QII)", "High R-value Spray Foam Insulation",
        "Building Envelope Air Leakage", "CFM50"], [
        ("Required", "Not Required", "Not Required", "n/a")])

    x = 950
    y = 84
    y = form_table(page, x, y, "HVAC - HEAT PUMPS", [80, 80, 45, 70, 45, 55, 55, 70, 45, 45, 60, 70, 110], [
        "Name", "System Type", "Number of Units", "Heating Efficiency Type", "HSPF2", "Cap 47", "Cap 17",
        "Cooling Efficiency Type", "SEER2", "EER2", "Zonal Control", "Compressor Type", "HERS Verification"], [
        ("HP-1 Ducted", "Central split HP", "1", "HSPF2", "8.1", "24000", "14000", "EER2/SEER2", "16.0", "12.5",
         "Not Zonal", "Single Speed", "HP-1 Ducted-hers-htpump")]) + GAP
    y = form_table(page, x, y, "HVAC HEAT PUMPS - HERS VERIFICATION", [110, 110, 110, 110, 110, 120], [
        "Name", "Verified Airflow", "Airflow Target", "Verified EER2", "Verified SEER2",
        "Verified Refrigerant Charge"], [
        ("HP-1 Ducted-hers-htpump", "Required", "350", "Yes", "Yes", "Yes")]) + GAP
    y = form_table(page, x, y, "HVAC DISTRIBUTION - HERS VERIFICATION", [110, 110, 90, 100, 100, 80, 110], [
        "Name", "Duct Leakage Verification", "Duct Leakage Target (%)", "Verified Duct Location",
        "Verified Duct Design", "Buried Ducts", "Low-leakage Air Handler"], [
        ("HP-1 Ducted-hers-dist", "Yes", "5.0", "No", "No", "No", "No")]) + GAP
    y = form_table(page, x, y, "WATER HEATERS", [80, 65, 80, 40, 50, 65, 55, 50, 70, 55, 70, 80], [
        "Name", "Heating Element Type", "Tank Type", "# of Units", "Tank Vol. (gal)", "Heating Efficiency Type",
        "Heating Efficiency", "Input Rating", "Tank Insul. R-value", "Standby Loss",
        "1st Hr Rating or Flow Rate", "Tank Location"], [
        ("DHW HPWH 1", "Heat Pump", "Consumer Storage", "1", "65", "UEF", "3.45", "4.5 kW", "0", "n/a", "67",
         "Garage")]) + GAP
    y = form_table(page, x, y, "WATER HEATING - HERS VERIFICATION", [110, 90, 90, 110, 90, 90], [
        "Name", "Pipe Insulation", "Parallel Piping", "Compact Distribution", "Point-of-use",
        "Recirculation Control"], [
        ("DHW System 1 - 1/1", "Not Required", "Not Required", "Not Required", "Not Required", "Not Required")]) + GAP
    y = form_table(page, x, y, "LIGHTING ALTERATION", [110, 90, 90, 90, 90, 90, 90], [
        "Space", "Existing Luminaires", "Existing Watts", "Watts Removed", "Watts Added", "Watts Remaining",
        "High Efficacy (Y/N)"], [
        ("Kitchen", "6", "480", "390", "72", "162", "Y"), ("Living Room", "4", "300", "240", "48", "108", "Y"),
        ("Total", "10", "780", "630", "120", "270", "")]) + GAP
    y = form_lines(page, x, y, "HERS FEATURE SUMMARY", [
        "The following is a summary of the features that must be field-verified by a certified HERS Rater as a "
        "condition for meeting the modeled energy performance for this computer analysis.",
        "- Quality insulation installation (QII)",
        "- Duct Sealing",
        "- Airflow in habitable rooms (SC3.1.4.1.7)",
        "- Verified Refrigerant Charge",
        "- Verified SEER2 and EER2",
        "- Verified heat pump rated heating capacity",
    ], 720) + GAP
    y = form_lines(page, x, y, "DOCUMENTATION AUTHOR'S DECLARATION STATEMENT", [
        "1. I certify that this Certificate of Compliance documentation is accurate and complete.",
    ], 720)
    y = form_fields(page, x, y, "", [
        ("Documentation Author Name:", "DANA OKAFOR"), ("Documentation Author Signature:", "Dana Okafor"),
        ("Company:", "VALLEY ENERGY CONSULTING"), ("Signature Date:", "03/02/2026"),
        ("Address:", "410 G STREET, SUITE 2"), ("CEA/ HERS Certification Identification:", "R-21-0448"),
        ("City/State/Zip:", "DAVIS, CA 95616"), ("Phone:", "530-555-0142"),
    ], widths=(130, 230)) + GAP
    y = form_lines(page, x, y, "RESPONSIBLE PERSON'S DECLARATION STATEMENT", [
        "I certify the following under penalty of perjury, under the laws of the State of California:",
        "1. I am eligible under Division 3 of the Business and Professions Code to accept responsibility for the "
        "building design identified on this Certificate of Compliance.",
    ], 720)
    y = form_fields(page, x, y, "", [
        ("Responsible Designer Name:", "MARCUS LINDQVIST"), ("Responsible Designer Signature:", "Marcus Lindqvist"),
        ("Company:", "LINDQVIST DESIGN STUDIO"), ("Date Signed:", "03/04/2026"),
        ("Address:", "88 E STREET"), ("License:", "C-31877"),
        ("City/State/Zip:", "DAVIS, CA 95616"), ("Phone:", "530-555-0177"),
    ], widths=(130, 230)) + GAP
    draw_text(page, x, y + 6, "Registration Number: 226-P010048572A-000-000-0000000-0000    "
              "Registration Date/Time: 2026-03-02 14:41    HERS Provider: CalCERTS inc.", 5.5)


def draw_e101(doc) -> None:
    page = doc.new_page(width=W, height=H)
    _title_block(page, "E-101", "LIGHTING PLAN - FIRST FLOOR")
    x = 1300
    draw_text(page, x, 80, "LIGHTING FIXTURE SCHEDULE", 11)
    xs = [60, 230, 90, 170, 90, 50, 60, 90]
    rows = [("TYPE", "DESCRIPTION", "MFR", "CATALOG", "LAMP", "WATTS", "VOLTS", "MOUNTING"),
            ("A", "2X4 LED TROFFER, 4000K", "LITHONIA", "2BLT4 40L ADP LP840", "LED", "40", "120", "RECESSED"),
            ("B", "6\" LED DOWNLIGHT, 3000K", "GOTHAM", "EVO6 30/15 AR LSS", "LED", "32", "120", "RECESSED"),
            ("C", "LINEAR LED PENDANT, 4 FT", "FINELITE", "HP-4 ID 4FT 835", "LED", "38", "120", "PENDANT 9'-0\" AFF"),
            ("D", "LED WALL PACK, FULL CUTOFF", "LITHONIA", "WST LED P1 40K", "LED", "25", "120", "WALL 10'-0\" AFF"),
            ("X", "LED EXIT SIGN, BATTERY BACKUP", "DUAL-LITE", "LXURWE", "LED", "3", "120", "UNIVERSAL")]
    draw_grid(page, x, 90, xs, rows, size=7, row_height=15)
    y = 90 + 15 * len(rows) + 40
    draw_text(page, x, y, "PANEL SCHEDULE - PANEL LP-1", 11)
    draw_text(page, x, y + 14, "VOLTAGE: 120/208V, 3PH, 4W    MAIN: 100A MCB    MOUNTING: SURFACE    AIC: 10,000", 7)
    draw_grid(page, x, y + 22, [40, 230, 60, 60, 60], [
        ("CKT", "DESCRIPTION", "BKR", "POLES", "LOAD (VA)"),
        ("1", "LIGHTING - OPEN OFFICE (TYPE A)", "20A", "1", "640"),
        ("3", "LIGHTING - CORRIDOR (TYPE B)", "20A", "1", "384"),
        ("5", "LIGHTING - CONFERENCE (TYPE C)", "20A", "1", "304"),
        ("7", "EXTERIOR WALL PACKS (TYPE D)", "20A", "1", "100"),
        ("9", "EXIT SIGNS", "20A", "1", "12"),
        ("11", "SPARE", "20A", "1", "")], size=7, row_height=15)
    y = y + 22 + 15 * 7 + 40
    draw_text(page, x, y, "KEYED NOTES", 11)
    for i, line in enumerate([
            "1. CONNECT EXIT SIGN TO UNSWITCHED LEG OF LOCAL LIGHTING CIRCUIT.",
            "2. PROVIDE DUAL-TECHNOLOGY OCCUPANCY SENSOR, CEILING MOUNTED; SEE DETAIL 3/E-501.",
            "3. DAYLIGHT ZONE: PROVIDE CONTINUOUS DIMMING PHOTOCONTROL FOR FIXTURES WITHIN 15 FT OF WINDOWS.",
            "4. EXTERIOR FIXTURES SHALL BE CONTROLLED BY ASTRONOMICAL TIME CLOCK AND PHOTOCELL."], 1):
        draw_text(page, x, y + 16 * i, line, 7)
    y += 16 * 5 + 30
    draw_text(page, x, y, "LIGHTING POWER COMPLIANCE (2022 TITLE 24, AREA CATEGORY METHOD)", 9)
    draw_text(page, x, y + 16, "ALLOWED LIGHTING POWER: 1,850 W    PROPOSED LIGHTING POWER: 1,412 W    COMPLIES", 8)
    draw_text(page, 600, 900, "FIRST FLOOR LIGHTING PLAN", 12)
    draw_text(page, 600, 914, "SCALE: 1/4\" = 1'-0\"", 8)


def energy_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    draw_t1(doc)
    draw_e101(doc)
    doc.save(str(path))
    doc.close()
    return path
