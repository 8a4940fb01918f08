"""A small US permit set (three ANSI D sheets, 36x24 in landscape) for a one-storey addition to a
community branch library, drawn the way an architect's CAD export comes out: every page is STORED
PORTRAIT (1728 x 2592 pt) with /Rotate 90, and everything is drawn in that unrotated space with
text turned 90 degrees, so that a viewer shows an upright landscape sheet while the text layer runs
bottom-to-top in page coordinates.

Every page carries the same title block as a strip down the right edge of the viewed sheet: firm,
consultants, seal, project, owner, the sheet's own revision table (deltas), issue, a key plan, a
copyright notice, project number, date, drawn / checked, scale, sheet title and the sheet number
large at the foot; the frame has zone numbers and letters along its margins.

- Page 1, G-001 COVER SHEET: the project name set large, an agency stamp box, a PROJECT DIRECTORY
  (owner, architect, structural, MEP and civil, each with firm, address, phone and contact), SCOPE
  OF WORK, numbered GENERAL NOTES, a ruled SPECIAL INSPECTIONS table, ACCESSIBILITY notes,
  PROJECT DATA / CODE SUMMARY (applicable codes with editions, zoning, occupancy, construction
  types, fire wall, sprinklers, fire alarm, stories), a BUILDING AREA table (existing / new /
  total), an ALLOWABLE HEIGHT AND AREA table (allowable vs actual, code references), numbered
  DEFERRED SUBMITTALS, an ENERGY CODE SUMMARY table, a SHEET INDEX of 23 sheets under discipline
  headings (only G-001, A-101 and A-601 are in this PDF), a VICINITY MAP with street names, a
  SYMBOLS legend drawn symbol by symbol, FIRE PROTECTION notes, an OVERALL SITE PLAN with SITE
  DATA, and 60 ABBREVIATIONS in three columns.
- Page 2, A-101 FLOOR PLAN: the addition at 1/4" = 1'-0" with poche walls, door openings with
  leaves and swings, room tags (name, number in a box, area), door tags, wall-type diamonds,
  keyed-note hexagons, grid bubbles A-E / 1-4, dimension strings, section and elevation markers,
  spot elevations, fixtures and furniture, a revision cloud, the existing building hatched below,
  view title and north arrow; at the side lettered GENERAL FLOOR PLAN NOTES, KEYED NOTES, WALL
  TYPES, RESTROOM ACCESSIBILITY NOTES, a PLAN LEGEND and an enlarged restroom plan.
- Page 3, A-601 DOOR AND HARDWARE SCHEDULES: a ruled door schedule (16 doors, two-line grouped
  headers DOOR / FRAME, a clouded row), door type elevations, frame types, a finish legend, door
  schedule notes, three typical frame details, hardware mounting heights, a keying schedule,
  hardware sets HW-1 .. HW-5 (each its doors and QTY / ITEM / MODEL / FIN. / MFR. rows), hardware
  notes and an electrified hardware riser.

Shared by any test of this set; the questions (`tests/blind_questions/drawn/round38-drawn.jsonl`)
were written before drawqa answered any of them.
"""
from __future__ import annotations

import math
from pathlib import Path

import pymupdf

W, H = 2592, 1728                 # the sheet as viewed: ANSI D landscape
PAGE_W, PAGE_H = 1728, 2592       # the page as stored: portrait, /Rotate 90
TB = 2262                         # left edge of the title strip (viewed)

FIRM = "THORNE BAXTER ARCHITECTS"
PROJECT = ["ASPEN GROVE BRANCH LIBRARY", "COMMUNITY ADDITION", "1875 N. JUNIPER STREET",
           "HARLAN FALLS, COLORADO 80534"]
PROJECT_NO = "2024-118"
ISSUE_DATE = "03/14/2025"

SHEETS = [
    ("G-001", "COVER SHEET", "NO SCALE", [("1", "PLAN REVIEW RESPONSE", "05/09/2025"),
                                         ("2", "ADDENDUM 2", "06/20/2025")]),
    ("A-101", "FLOOR PLAN", "1/4\" = 1'-0\"", [("1", "PLAN REVIEW RESPONSE", "05/09/2025"),
                                                ("2", "ADDENDUM 1", "06/02/2025")]),
    ("A-601", "DOOR AND HARDWARE SCHEDULES", "AS NOTED", [("1", "PLAN REVIEW RESPONSE", "05/09/2025"),
                                                         ("2", "ADDENDUM 1", "06/02/2025"),
                                                         ("3", "ADDENDUM 2", "06/20/2025")]),
]


# --------------------------------------------------------------------------- drawing in the view
class _View:
    """Draws on a page stored portrait with /Rotate 90 in the coordinates of the upright (viewed)
    sheet: a viewed point (X, Y) is stored at (Y, W - X), and text is set turned 90 degrees."""

    def __init__(self, page: pymupdf.Page):
        self.page = page

    @staticmethod
    def p(x: float, y: float) -> pymupdf.Point:
        return pymupdf.Point(y, W - x)

    def text(self, x, y, s, size=7.0, font="helv", color=(0, 0, 0), turn=0):
        self.page.insert_text(self.p(x, y), s, fontsize=size, fontname=font, rotate=(90 + turn) % 360,
                              color=color)

    @staticmethod
    def width(s, size=7.0, font="helv"):
        return pymupdf.get_text_length(s, fontname=font, fontsize=size)

    def ctext(self, x, y, s, size=7.0, font="helv"):
        self.text(x - self.width(s, size, font) / 2, y, s, size, font)

    def rtext(self, x, y, s, size=7.0, font="helv"):
        self.text(x - self.width(s, size, font), y, s, size, font)

    def line(self, x0, y0, x1, y1, w=0.5, dashes=None, color=(0, 0, 0)):
        self.page.draw_line(self.p(x0, y0), self.p(x1, y1), width=w, dashes=dashes, color=color)

    def rect(self, x0, y0, x1, y1, w=0.5, fill=None, color=(0, 0, 0), dashes=None):
        r = pymupdf.Rect(self.p(x0, y0), self.p(x1, y1)).normalize()
        self.page.draw_rect(r, width=w, fill=fill, color=color, dashes=dashes)

    def circle(self, x, y, r, w=0.6, fill=None):
        self.page.draw_circle(self.p(x, y), r, width=w, fill=fill)

    def poly(self, pts, w=0.6, closed=False, fill=None, dashes=None):
        q = [self.p(x, y) for x, y in pts]
        if closed:
            q.append(q[0])
        self.page.draw_polyline(q, width=w, fill=fill, dashes=dashes)

    def oval(self, x0, y0, x1, y1, w=0.5):
        self.page.draw_oval(pymupdf.Rect(self.p(x0, y0), self.p(x1, y1)).normalize(), width=w)

    def hatch(self, x0, y0, x1, y1, step=8.0, w=0.3):
        c = x0 - y1
        while c < x1 - y0:
            lo, hi = max(x0, y0 + c), min(x1, y1 + c)
            if lo < hi:
                self.line(lo, lo - c, hi, hi - c, w=w)
            c += step

    def wrap(self, s, width, size=7.0, font="helv"):
        lines, cur = [], ""
        for word in s.split():
            trial = f"{cur} {word}".strip()
            if cur and self.width(trial, size, font) > width:
                lines.append(cur)
                cur = word
            else:
                cur = trial
        return lines + [cur]

    # ---- symbols
    def hexagon(self, x, y, tag, r=9.0, size=7.0):
        pts = [(x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in range(0, 360, 60)]
        self.poly(pts, w=0.7, closed=True)
        self.ctext(x, y + size * 0.36, tag, size, "helv")

    def diamond(self, x, y, tag, r=11.0, size=6.5):
        self.poly([(x - r, y), (x, y - r), (x + r, y), (x, y + r)], w=0.7, closed=True)
        self.ctext(x, y + size * 0.36, tag, size, "helv")

    def delta(self, x, y, tag, r=8.0, size=6.5):
        self.poly([(x - r, y + r * 0.7), (x + r, y + r * 0.7), (x, y - r)], w=0.8, closed=True)
        self.ctext(x, y + r * 0.55, tag, size, "helv")

    def bubble(self, x, y, tag, r=16.0, size=13.0):
        self.circle(x, y, r, w=0.9)
        self.ctext(x, y + size * 0.36, tag, size, "hebo")

    def door_tag(self, x, y, tag, size=6.0):
        w = self.width(tag, size) + 6
        self.page.draw_rect(pymupdf.Rect(self.p(x - w / 2, y - 6), self.p(x + w / 2, y + 6)).normalize(),
                            width=0.6, radius=0.45)
        self.ctext(x, y + size * 0.36, tag, size, "helv")

    def callout(self, x, y, num, sheet, r=14.0):
        """A section / elevation / detail head: number over sheet in a split circle."""
        self.circle(x, y, r, w=0.8)
        self.line(x - r, y, x + r, y, w=0.5)
        self.ctext(x, y - 3, num, 7, "hebo")
        self.ctext(x, y + 9, sheet, 5.5, "helv")

    def north_arrow(self, x, y, r=22.0):
        self.circle(x, y, r, w=0.7)
        self.poly([(x, y - r - 8), (x + 7, y + 6), (x, y), (x - 7, y + 6)], w=0.7, closed=True, fill=(0, 0, 0))
        self.ctext(x, y + r + 14, "N", 11, "hebo")


# --------------------------------------------------------------------------- frame and title block
def _frame(v: _View) -> None:
    v.rect(20, 20, W - 20, H - 20, w=0.4)
    v.rect(30, 30, W - 30, H - 30, w=2.0)
    zones = 8
    for i in range(zones):                       # zone numbers along top and bottom, letters at the sides
        x = 30 + (W - 60) * (i + 0.5) / zones
        v.ctext(x, 28, str(zones - i), 6)
        v.ctext(x, H - 22, str(zones - i), 6)
        if i:
            xx = 30 + (W - 60) * i / zones
            v.line(xx, 20, xx, 30, w=0.4)
            v.line(xx, H - 30, xx, H - 20, w=0.4)
    for j, letter in enumerate("DCBA"):
        y = 30 + (H - 60) * (j + 0.5) / 4
        v.ctext(25, y, letter, 6)
        v.ctext(W - 25, y, letter, 6)
        if j:
            yy = 30 + (H - 60) * j / 4
            v.line(20, yy, 30, yy, w=0.4)
            v.line(W - 30, yy, W - 20, yy, w=0.4)


def _title_block(v: _View, number: str, title: str, scale: str, revisions) -> None:
    x0, x = TB, TB + 14
    v.line(x0, 30, x0, H - 30, w=1.5)
    v.line(x0 + 6, 30, x0 + 6, H - 30, w=0.4)
    # firm
    v.rect(x, 52, x + 34, 86, w=1.2)
    v.poly([(x, 86), (x + 17, 52), (x + 34, 86)], w=1.0)
    v.text(x + 44, 70, "THORNE BAXTER", 15, "hebo")
    v.text(x + 44, 84, "A R C H I T E C T S", 8, "helv")
    for i, s in enumerate(["2150 MARKET STREET, SUITE 410", "DENVER, COLORADO 80205",
                           "T 303.555.0142   WWW.THORNEBAXTER.EXAMPLE"]):
        v.text(x, 104 + 10 * i, s, 6)
    v.line(x0 + 6, 140, W - 30, 140, w=0.8)
    # consultants
    cons = [("STRUCTURAL", "LARKSPUR STRUCTURAL ENGINEERS", "FORT COLLINS, CO"),
            ("MEP", "SUMMIT LINE ENGINEERING", "ENGLEWOOD, CO"),
            ("CIVIL", "FOOTHILLS CIVIL DESIGN GROUP", "LOVELAND, CO")]
    for i, (cap, name, city) in enumerate(cons):
        y = 156 + 34 * i
        v.text(x, y, cap, 5, "helv")
        v.text(x, y + 10, name, 7, "hebo")
        v.text(x, y + 19, city, 5.5, "helv")
    v.line(x0 + 6, 262, W - 30, 262, w=0.8)
    # seal
    cx, cy = x0 + 150, 336
    v.circle(cx, cy, 58, w=0.8)
    v.circle(cx, cy, 44, w=0.4)
    v.ctext(cx, cy - 22, "STATE OF COLORADO", 5.5)
    v.ctext(cx, cy - 6, "RACHEL K. BAXTER", 7, "tibo")
    v.ctext(cx, cy + 6, "ARC.00412876", 6, "tiro")
    v.ctext(cx, cy + 20, "LICENSED ARCHITECT", 5.5)
    v.text(x, 412, "SIGNED 03/14/2025", 5)
    v.line(x0 + 6, 420, W - 30, 420, w=0.8)
    # project and owner
    v.text(x, 434, "PROJECT", 5)
    v.text(x, 452, PROJECT[0], 10.5, "hebo")
    v.text(x, 466, PROJECT[1], 9, "hebo")
    v.text(x, 480, PROJECT[2], 7)
    v.text(x, 490, PROJECT[3], 7)
    v.text(x, 512, "OWNER", 5)
    v.text(x, 524, "HARLAN FALLS PUBLIC LIBRARY DISTRICT", 7)
    v.line(x0 + 6, 536, W - 30, 536, w=0.8)
    # revisions: the sheet's own history
    v.text(x, 550, "REVISIONS", 6, "hebo")
    v.text(x, 564, "NO.", 5)
    v.text(x + 34, 564, "DESCRIPTION", 5)
    v.text(x + 206, 564, "DATE", 5)
    v.line(x, 568, W - 44, 568, w=0.4)
    for i in range(6):
        y = 582 + 16 * i
        v.line(x, y + 4, W - 44, y + 4, w=0.25)
        if i < len(revisions):
            no, desc, date = revisions[i]
            v.delta(x + 10, y - 3, no, r=6, size=5.5)
            v.text(x + 34, y, desc, 6.5)
            v.text(x + 206, y, date, 6.5)
    v.line(x0 + 6, 690, W - 30, 690, w=0.8)
    v.text(x, 704, "ISSUE", 5)
    v.text(x, 720, "CONSTRUCTION DOCUMENTS", 8, "hebo")
    v.text(x, 732, f"PERMIT SET  {ISSUE_DATE}", 7)
    v.line(x0 + 6, 744, W - 30, 744, w=0.8)
    # key plan: the existing library hatched, the addition solid
    v.text(x, 760, "KEY PLAN", 5)
    kx, ky = x + 30, 780
    v.rect(kx, ky + 70, kx + 180, ky + 150, w=0.6)
    v.hatch(kx, ky + 70, kx + 180, ky + 150, step=6, w=0.25)
    v.rect(kx + 50, ky + 12, kx + 125, ky + 70, w=1.0, fill=(0.15, 0.15, 0.15))
    v.text(kx + 132, ky + 40, "ADDITION", 6, "hebo")
    v.text(kx + 56, ky + 116, "(E) LIBRARY", 6)
    v.north_arrow(kx + 220, ky + 100, r=10)
    v.line(x0 + 6, 960, W - 30, 960, w=0.8)
    # copyright, set small and wrapped
    note = ("(C) 2025 THORNE BAXTER ARCHITECTS. THESE DRAWINGS AND SPECIFICATIONS ARE INSTRUMENTS OF SERVICE "
            "AND REMAIN THE PROPERTY OF THE ARCHITECT. THEY SHALL NOT BE USED ON OTHER PROJECTS OR EXTENSIONS "
            "OF THIS PROJECT WITHOUT WRITTEN AGREEMENT. DO NOT SCALE DRAWINGS; WRITTEN DIMENSIONS GOVERN.")
    for i, s in enumerate(v.wrap(note, 268, 5)):
        v.text(x, 1180 + 7.5 * i, s, 5)
    v.line(x0 + 6, 1226, W - 30, 1226, w=0.8)
    # fields
    fields = [("PROJECT NO.", PROJECT_NO), ("DATE", ISSUE_DATE), ("DRAWN BY", "JLM"), ("CHECKED BY", "RKB")]
    for i, (cap, val) in enumerate(fields):
        fx = x + 140 * (i % 2)
        fy = 1240 + 34 * (i // 2)
        v.text(fx, fy, cap, 5)
        v.text(fx, fy + 14, val, 9)
    v.line(x0 + 146, 1226, x0 + 146, 1296, w=0.4)
    v.line(x0 + 6, 1262, W - 30, 1262, w=0.4)
    v.line(x0 + 6, 1296, W - 30, 1296, w=0.8)
    v.text(x, 1310, "SCALE", 5)
    v.text(x, 1325, scale, 9)
    v.line(x0 + 6, 1336, W - 30, 1336, w=0.8)
    v.text(x, 1352, "SHEET TITLE", 5)
    v.text(x, 1374, title, 13, "hebo")
    v.line(x0 + 6, 1400, W - 30, 1400, w=0.8)
    v.text(x, 1416, "SHEET NUMBER", 5)
    v.text(x + 22, 1560, number, 56, "hebo")
    v.line(x0 + 6, 1620, W - 30, 1620, w=0.4)
    v.text(x, 1640, f"{FIRM} PROJECT {PROJECT_NO}", 5.5)
    v.text(x, 1652, "PLOTTED AT 36x24; HALF-SIZE PLOTS ARE NOT TO SCALE", 5.5)


# --------------------------------------------------------------------------- G-001
DIRECTORY = [
    ("OWNER", "HARLAN FALLS PUBLIC LIBRARY DISTRICT", "300 CIVIC CENTER DRIVE", "HARLAN FALLS, CO 80534",
     "(970) 555-0110", "MARGARET OYELARAN, LIBRARY DIRECTOR"),
    ("ARCHITECT", "THORNE BAXTER ARCHITECTS", "2150 MARKET STREET, SUITE 410", "DENVER, CO 80205",
     "(303) 555-0142", "RACHEL K. BAXTER, AIA"),
    ("STRUCTURAL ENGINEER", "LARKSPUR STRUCTURAL ENGINEERS", "610 WALNUT STREET", "FORT COLLINS, CO 80524",
     "(970) 555-0187", "DANIEL ORTIZ, P.E."),
    ("MEP ENGINEER", "SUMMIT LINE ENGINEERING", "88 INVERNESS CIRCLE EAST", "ENGLEWOOD, CO 80112",
     "(303) 555-0164", "PRIYA NATARAJAN, P.E."),
    ("CIVIL ENGINEER", "FOOTHILLS CIVIL DESIGN GROUP", "1200 S. COLLEGE AVENUE", "LOVELAND, CO 80537",
     "(970) 555-0139", "THOMAS WEGENER, P.E."),
]

SCOPE = ("CONSTRUCTION OF A 4,180 S.F. ONE-STORY ADDITION ON THE NORTH SIDE OF THE EXISTING ASPEN GROVE "
         "BRANCH LIBRARY, CONTAINING A COMMUNITY ROOM, CHILDREN'S READING ROOM, TWO STUDY ROOMS, TWO "
         "ALL-GENDER RESTROOMS, A WARMING KITCHEN AND SUPPORT SPACES; A NEW OPENING IN THE EXISTING NORTH "
         "WALL; AND ASSOCIATED SITE, UTILITY AND PARKING WORK PER CIVIL DRAWINGS. THE EXISTING BUILDING "
         "REMAINS OCCUPIED AND IS NOT OTHERWISE ALTERED.")

GENERAL_NOTES = [
    "THE CONTRACTOR SHALL VERIFY ALL DIMENSIONS AND EXISTING CONDITIONS IN THE FIELD AND REPORT ANY "
    "DISCREPANCIES TO THE ARCHITECT IN WRITING BEFORE PROCEEDING WITH THE WORK.",
    "THE EXISTING LIBRARY WILL REMAIN OPEN TO THE PUBLIC DURING CONSTRUCTION. MAINTAIN ALL REQUIRED "
    "EXITS FROM THE EXISTING BUILDING AT ALL TIMES.",
    "WORK HOURS ARE 7:00 AM TO 6:00 PM, MONDAY THROUGH FRIDAY. COORDINATE NOISY WORK AT THE EXISTING "
    "NORTH WALL WITH THE OWNER 48 HOURS IN ADVANCE.",
    "PROVIDE TEMPORARY DUSTPROOF PARTITIONS AT ALL OPENINGS BETWEEN THE WORK AREA AND THE EXISTING "
    "BUILDING.",
    "THE BUILDING PERMIT WILL BE OBTAINED BY THE OWNER. THE CONTRACTOR SHALL OBTAIN AND PAY FOR ALL "
    "OTHER PERMITS, INSPECTIONS AND FEES.",
    "ALL WORK SHALL COMPLY WITH THE CODES LISTED ON THIS SHEET AS AMENDED BY THE AUTHORITY HAVING "
    "JURISDICTION.",
    "WRITTEN DIMENSIONS GOVERN. DO NOT SCALE THE DRAWINGS.",
    "ITEMS MARKED O.F.C.I. WILL BE FURNISHED BY THE OWNER AND INSTALLED BY THE CONTRACTOR.",
]

CODES = [
    "2021 INTERNATIONAL BUILDING CODE (IBC)",
    "2021 INTERNATIONAL EXISTING BUILDING CODE (IEBC)",
    "2021 INTERNATIONAL FIRE CODE (IFC)",
    "2021 INTERNATIONAL MECHANICAL CODE (IMC)",
    "2021 INTERNATIONAL PLUMBING CODE (IPC)",
    "2021 INTERNATIONAL FUEL GAS CODE (IFGC)",
    "2021 INTERNATIONAL ENERGY CONSERVATION CODE (IECC)",
    "2020 NATIONAL ELECTRICAL CODE (NFPA 70)",
    "ICC A117.1-2017 ACCESSIBLE AND USABLE BUILDINGS",
    "CITY OF HARLAN FALLS MUNICIPAL CODE, TITLE 18",
]

PROJECT_DATA = [
    ("ZONING", "P-1 PUBLIC / INSTITUTIONAL"),
    ("PARCEL NO.", "9714-22-3-05-001"),
    ("LOT AREA", "1.86 ACRES (81,022 S.F.)"),
    ("OCCUPANCY", "A-3 ASSEMBLY (LIBRARY)"),
    ("CONSTR. TYPE", "II-B (NEW ADDITION)"),
    ("", "V-B (EXISTING BUILDING)"),
    ("SEPARATION", "2-HOUR FIRE WALL AT EXISTING NORTH WALL, IBC 706"),
    ("SPRINKLERED", "YES - NFPA 13, FULLY SPRINKLERED (EXISTING AND NEW)"),
    ("FIRE ALARM", "YES - NFPA 72, MANUAL AND AUTOMATIC"),
    ("STORIES", "1 (ONE), NO BASEMENT"),
]

AREA_ROWS = [
    ("FLOOR AREA (GROSS)", "EXISTING", "NEW", "TOTAL"),
    ("LEVEL 1", "8,450 S.F.", "4,180 S.F.", "12,630 S.F."),
    ("MECH. MEZZANINE", "0 S.F.", "0 S.F.", "0 S.F."),
    ("TOTAL", "8,450 S.F.", "4,180 S.F.", "12,630 S.F."),
]

HEIGHT_ROWS = [
    ("ITEM", "ALLOWABLE", "ACTUAL", "REFERENCE"),
    ("BUILDING HEIGHT", "75'-0\"", "24'-8\"", "IBC TABLE 504.3"),
    ("NUMBER OF STORIES", "3", "1", "IBC TABLE 504.4"),
    ("AREA PER STORY", "38,000 S.F.", "4,180 S.F.", "IBC TABLE 506.2"),
]

DEFERRED = [
    "FIRE SPRINKLER SYSTEM (NFPA 13): SHOP DRAWINGS AND HYDRAULIC CALCULATIONS.",
    "FIRE ALARM SYSTEM (NFPA 72): DEVICE LAYOUT, BATTERY AND VOLTAGE DROP CALCULATIONS.",
    "STEEL ROOF JOISTS AND JOIST GIRDERS: DESIGN BY JOIST MANUFACTURER.",
    "ALUMINUM STOREFRONT: ANCHORAGE DESIGN BY DELEGATED ENGINEER.",
    "ROOFTOP EQUIPMENT SEISMIC AND WIND ANCHORAGE.",
]

SPECIAL_INSPECTIONS = [
    ("INSPECTION / TEST", "FREQUENCY", "IBC REFERENCE"),
    ("SOILS: BEARING MATERIAL AND COMPACTED FILL", "PERIODIC", "1705.6"),
    ("CAST-IN-PLACE CONCRETE AND REINFORCING", "PERIODIC", "1705.3"),
    ("CONCRETE SAMPLING AND TESTING", "CONTINUOUS", "1705.3"),
    ("STRUCTURAL STEEL: HIGH-STRENGTH BOLTING", "PERIODIC", "1705.2.1"),
    ("STRUCTURAL STEEL: COMPLETE-PENETRATION WELDS", "CONTINUOUS", "1705.2.1"),
    ("STEEL DECK ATTACHMENT", "PERIODIC", "1705.2.2"),
    ("POST-INSTALLED ANCHORS IN (E) CMU", "PERIODIC", "1705.1.1"),
    ("MASONRY GROUTING AT FIRE WALL", "PERIODIC", "1705.4"),
]

ACCESSIBILITY = [
    "ACCESSIBLE ROUTE FROM THE ACCESSIBLE PARKING SPACES AND PUBLIC WALK TO THE NEW ENTRY PER C-200; MAXIMUM "
    "RUNNING SLOPE 1:20, CROSS SLOPE 1:48.",
    "ALL NEW ROOMS, RESTROOMS AND THE WARMING KITCHEN SHALL BE ACCESSIBLE. SEE G-003 FOR MOUNTING HEIGHTS "
    "AND CLEARANCES.",
    "THE EXISTING PRIMARY FUNCTION AREAS ARE NOT ALTERED; NO IEBC 305.7 DISPROPORTIONATE COST ALLOCATION "
    "APPLIES.",
]

ENERGY_ROWS = [
    ("ASSEMBLY", "REQUIRED", "PROVIDED"),
    ("ROOF, INSULATION ABOVE DECK", "R-30ci", "R-30ci"),
    ("WALLS, METAL FRAMED", "R-13 + R-10ci", "R-13 + R-10.5ci"),
    ("SLAB ON GRADE, UNHEATED", "R-10 FOR 24\"", "R-10 FOR 24\""),
    ("FIXED FENESTRATION", "U-0.36 MAX.", "U-0.31"),
    ("FENESTRATION SHGC", "0.38 MAX.", "0.27"),
    ("ENTRANCE DOORS", "U-0.68 MAX.", "U-0.55"),
]

FIRE_NOTES = [
    "THE ADDITION SHALL BE PROTECTED THROUGHOUT BY AN AUTOMATIC SPRINKLER SYSTEM PER NFPA 13, EXTENDED "
    "FROM THE EXISTING RISER IN (E) MECHANICAL ROOM 108.",
    "EXTEND THE EXISTING ADDRESSABLE FIRE ALARM SYSTEM: MANUAL PULL STATIONS AT EXITS, HORN/STROBES AND "
    "DOOR HOLDER RELEASE PER NFPA 72.",
    "PORTABLE FIRE EXTINGUISHERS: 2-A:10-B:C (10 LB ABC) IN F.E.C., 75'-0\" MAXIMUM TRAVEL DISTANCE.",
    "PROVIDE A KNOX BOX AT THE NEW ENTRY; FINAL LOCATION BY HARLAN FALLS FIRE RESCUE.",
]

SHEET_INDEX = [
    ("GENERAL", [("G-001", "COVER SHEET"), ("G-002", "CODE PLAN AND LIFE SAFETY"),
                 ("G-003", "ACCESSIBILITY DETAILS")]),
    ("CIVIL", [("C-100", "EXISTING CONDITIONS AND DEMOLITION PLAN"), ("C-200", "SITE AND GRADING PLAN"),
               ("C-300", "UTILITY PLAN")]),
    ("ARCHITECTURAL", [("A-101", "FLOOR PLAN"), ("A-102", "REFLECTED CEILING PLAN"), ("A-121", "ROOF PLAN"),
                       ("A-201", "EXTERIOR ELEVATIONS"), ("A-301", "BUILDING SECTIONS"),
                       ("A-501", "DETAILS"), ("A-601", "DOOR AND HARDWARE SCHEDULES")]),
    ("STRUCTURAL", [("S-001", "GENERAL STRUCTURAL NOTES"), ("S-101", "FOUNDATION PLAN"),
                    ("S-102", "ROOF FRAMING PLAN")]),
    ("MECHANICAL", [("M-101", "HVAC PLAN"), ("M-501", "MECHANICAL DETAILS"),
                    ("M-601", "MECHANICAL SCHEDULES")]),
    ("ELECTRICAL", [("E-001", "ELECTRICAL SYMBOLS AND NOTES"), ("E-101", "LIGHTING PLAN"),
                    ("E-201", "POWER AND SYSTEMS PLAN"), ("E-601", "PANEL SCHEDULES AND ONE-LINE DIAGRAM")]),
]

ABBREVIATIONS = [
    ("&", "AND"), ("@", "AT"), ("A.B.", "ANCHOR BOLT"), ("A.C.T.", "ACOUSTICAL CEILING TILE"),
    ("A.D.A.", "AMERICANS WITH DISABILITIES ACT"), ("A.F.F.", "ABOVE FINISHED FLOOR"), ("ALUM.", "ALUMINUM"),
    ("ANOD.", "ANODIZED"), ("APPROX.", "APPROXIMATE"), ("ARCH.", "ARCHITECTURAL"), ("B.O.", "BOTTOM OF"),
    ("BLKG.", "BLOCKING"), ("BRG.", "BEARING"), ("C.J.", "CONTROL JOINT"), ("C.L.", "CENTERLINE"),
    ("CLG.", "CEILING"), ("CLR.", "CLEAR"), ("CMU", "CONCRETE MASONRY UNIT"), ("CONC.", "CONCRETE"),
    ("CONT.", "CONTINUOUS"),
    ("D.F.", "DRINKING FOUNTAIN"), ("DIA.", "DIAMETER"), ("DIM.", "DIMENSION"), ("DN.", "DOWN"),
    ("(E)", "EXISTING"), ("EA.", "EACH"), ("EL.", "ELEVATION"), ("ELEC.", "ELECTRICAL"), ("EQ.", "EQUAL"),
    ("EXT.", "EXTERIOR"), ("F.D.", "FLOOR DRAIN"), ("F.E.C.", "FIRE EXTINGUISHER CABINET"),
    ("F.F.E.", "FINISH FLOOR ELEVATION"), ("F.O.S.", "FACE OF STUD"), ("F.R.T.", "FIRE-RETARDANT TREATED"),
    ("GA.", "GAUGE"), ("GWB", "GYPSUM WALL BOARD"), ("H.M.", "HOLLOW METAL"), ("HDW.", "HARDWARE"),
    ("INSUL.", "INSULATION"),
    ("JAN.", "JANITOR"), ("MAX.", "MAXIMUM"), ("MFR.", "MANUFACTURER"), ("MIN.", "MINIMUM"), ("MTL.", "METAL"),
    ("(N)", "NEW"), ("N.I.C.", "NOT IN CONTRACT"), ("N.T.S.", "NOT TO SCALE"), ("O.C.", "ON CENTER"),
    ("O.F.C.I.", "OWNER FURNISHED, CONTRACTOR INSTALLED"), ("P.LAM.", "PLASTIC LAMINATE"), ("PR.", "PAIR"),
    ("REQ'D.", "REQUIRED"), ("S.S.M.", "SOLID SURFACE MATERIAL"), ("SIM.", "SIMILAR"),
    ("SST.", "STAINLESS STEEL"), ("T.O.P.", "TOP OF PARAPET"), ("TEMP.", "TEMPERED"), ("TYP.", "TYPICAL"),
    ("U.O.N.", "UNLESS OTHERWISE NOTED"),
]


def _heading(v: _View, x: float, y: float, s: str, rule: float = 0) -> None:
    v.text(x, y, s, 11, "hebo")
    if rule:
        v.line(x, y + 5, x + rule, y + 5, w=1.2)


def _numbered(v: _View, x, y, items, width, size=7.0, lead=9.5, gap=4.0, fmt="{}.", font="helv") -> float:
    for i, item in enumerate(items, 1):
        v.text(x, y, fmt.format(i), size, font)
        for k, s in enumerate(v.wrap(item, width - 20, size, font)):
            v.text(x + 20, y + lead * k, s, size, font)
        y += lead * len(v.wrap(item, width - 20, size, font)) + gap
    return y


def _table(v: _View, x0, y0, widths, rows, size=7.0, rh=16.0, head_font="hebo", font="helv", heavy=1.0):
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    for r, cells in enumerate(rows):
        y = y0 + rh * r
        v.line(xs[0], y, xs[-1], y, w=heavy if r in (0, 1) else 0.4)
        for c, cell in enumerate(cells):
            if cell:
                v.text(xs[c] + 4, y + rh - 5, cell, size, head_font if r == 0 else font)
    end = y0 + rh * len(rows)
    v.line(xs[0], end, xs[-1], end, w=heavy)
    for i, x in enumerate(xs):
        v.line(x, y0, x, end, w=heavy if i in (0, len(xs) - 1) else 0.4)
    return end


def _cover(v: _View) -> None:
    # project name, set large
    v.text(64, 118, "ASPEN GROVE BRANCH LIBRARY", 42, "hebo")
    v.text(66, 160, "COMMUNITY ADDITION", 26, "helv")
    v.text(68, 186, "1875 NORTH JUNIPER STREET  |  HARLAN FALLS, COLORADO 80534", 12, "tiro")
    v.text(1200, 118, "CONSTRUCTION DOCUMENTS", 18, "hebo")
    v.text(1200, 140, "PERMIT SET  -  MARCH 14, 2025", 12, "helv")
    v.text(1200, 160, "HARLAN FALLS PUBLIC LIBRARY DISTRICT", 10, "tiro")
    v.text(1690, 118, "CITY OF HARLAN FALLS BUILDING DIVISION", 7, "hebo")
    v.text(1690, 130, "PERMIT NO. ______________   PLAN CHECK NO. ______________", 7)
    v.rect(1690, 140, 2230, 192, w=0.5, dashes="[4 3] 0")
    v.text(1696, 152, "RESERVED FOR AGENCY APPROVAL STAMP", 5.5)
    v.line(60, 206, TB - 30, 206, w=2.0)
    v.line(60, 210, TB - 30, 210, w=0.5)
    for xx in (640, 1180):
        v.line(xx, 226, xx, H - 50, w=0.3)
    v.line(1670, 226, 1670, 1262, w=0.3)

    # column 1: directory, scope, general notes, special inspections, accessibility
    x = 64
    _heading(v, x, 244, "PROJECT DIRECTORY", 170)
    y = 272
    for role, firm, addr, city, phone, contact in DIRECTORY:
        v.text(x, y, role, 8, "hebo")
        v.text(x + 150, y, firm, 8, "hebo")
        v.text(x + 150, y + 11, addr, 8)
        v.text(x + 150, y + 22, city, 8)
        v.text(x + 150, y + 33, f"PHONE: {phone}", 8)
        v.text(x + 150, y + 44, f"CONTACT: {contact}", 8)
        y += 64
    _heading(v, x, y + 14, "SCOPE OF WORK", 130)
    y += 36
    for s in v.wrap(SCOPE, 545, 8, "tiro"):
        v.text(x, y, s, 8, "tiro")
        y += 11
    _heading(v, x, y + 26, "GENERAL NOTES", 126)
    y = _numbered(v, x, y + 48, GENERAL_NOTES, 560, size=8, lead=10.5, gap=4)
    _heading(v, x, y + 26, "SPECIAL INSPECTIONS", 160)
    y = _table(v, x, y + 36, [300, 110, 130], SPECIAL_INSPECTIONS, size=7.5, rh=15.5)
    for k, s in enumerate(v.wrap("SPECIAL INSPECTIONS AND TESTS PER IBC CHAPTER 17 AND THE STATEMENT OF SPECIAL "
                                 "INSPECTIONS ON S-001. THE TESTING AGENCY WILL BE RETAINED AND PAID BY THE OWNER.",
                                 540, 7, "tiro")):
        v.text(x, y + 14 + 9.5 * k, s, 7, "tiro")
    y += 56
    _heading(v, x, y + 14, "ACCESSIBILITY", 104)
    _numbered(v, x, y + 36, ACCESSIBILITY, 560, size=8, lead=10.5, gap=4)

    # column 2: project data / code summary, areas, deferred submittals, energy
    x = 660
    _heading(v, x, 244, "PROJECT DATA / CODE SUMMARY", 250)
    v.text(x, 268, "APPLICABLE CODES", 8.5, "hebo")
    y = 282
    for s in CODES:
        v.text(x + 10, y, s, 8)
        y += 11
    v.text(x + 10, y, "AS ADOPTED AND AMENDED BY THE CITY OF HARLAN FALLS", 6.5, "tiro")
    y += 22
    for cap, val in PROJECT_DATA:
        if cap:
            v.text(x, y, cap, 8, "hebo")
        v.text(x + 104, y, val, 8)
        y += 12.5
    y += 16
    v.text(x, y, "BUILDING AREA", 8.5, "hebo")
    y = _table(v, x, y + 6, [140, 105, 105, 110], AREA_ROWS, size=8, rh=17) + 24
    v.text(x, y, "ALLOWABLE HEIGHT AND AREA (A-3, TYPE II-B, SPRINKLERED)", 8.5, "hebo")
    y = _table(v, x, y + 6, [140, 105, 105, 110], HEIGHT_ROWS, size=8, rh=17) + 12
    v.text(x, y, "ACTUAL HEIGHT MEASURED TO T.O.P. ABOVE GRADE PLANE. THE ADDITION IS A SEPARATE", 6.5)
    v.text(x, y + 8.5, "BUILDING FOR HEIGHT AND AREA BY MEANS OF THE FIRE WALL (IBC 503.1, 706.1).", 6.5)
    y += 46
    _heading(v, x, y, "DEFERRED SUBMITTALS", 160)
    y = _numbered(v, x, y + 22, DEFERRED, 480, size=8, lead=10.5, gap=4)
    for k, s in enumerate(v.wrap("DEFERRED SUBMITTAL DOCUMENTS SHALL BE REVIEWED BY THE ARCHITECT OF RECORD AND "
                                 "FORWARDED TO THE BUILDING OFFICIAL WITH A NOTATION THAT THEY HAVE BEEN FOUND "
                                 "IN GENERAL CONFORMANCE. DEFERRED ITEMS SHALL NOT BE INSTALLED UNTIL APPROVED.",
                                 470, 7, "tiro")):
        v.text(x, y + 4 + 9.5 * k, s, 7, "tiro")
    y += 72
    _heading(v, x, y, "ENERGY CODE SUMMARY", 166)
    v.text(x, y + 20, "2021 IECC, CLIMATE ZONE 5B, PRESCRIPTIVE PATH (COMCHECK)", 8)
    y = _table(v, x, y + 28, [200, 130, 130], ENERGY_ROWS, size=8, rh=16.5)
    v.text(x, y + 14, "ci = CONTINUOUS INSULATION. COMCHECK ENVELOPE AND LIGHTING REPORTS ARE BOUND IN THE", 6.5)
    v.text(x, y + 23, "PROJECT MANUAL; MECHANICAL COMPLIANCE ON M-601.", 6.5)

    # column 3: sheet index, vicinity map
    x = 1200
    _heading(v, x, 244, "SHEET INDEX", 100)
    y = 258
    v.rect(x, y, x + 450, y + 18, w=0.8, fill=(0.9, 0.9, 0.9))
    v.text(x + 6, y + 13, "SHEET NO.", 8, "hebo")
    v.text(x + 90, y + 13, "SHEET TITLE", 8, "hebo")
    y += 18
    for disc, sheets in SHEET_INDEX:
        y += 17
        v.text(x + 6, y, disc, 8.5, "hebo")
        v.line(x + 6, y + 2, x + 6 + v.width(disc, 8.5, "hebo"), y + 2, w=0.5)
        for num, title in sheets:
            y += 13.5
            v.text(x + 6, y, num, 8, "cour")
            v.text(x + 90, y, title, 8)
        y += 4
    v.line(x, y + 8, x + 450, y + 8, w=0.8)
    v.line(x, 258, x, y + 8, w=0.8)
    v.line(x + 450, 258, x + 450, y + 8, w=0.8)
    v.line(x + 84, 258, x + 84, y + 8, w=0.3)
    v.text(x, y + 22, "SHEETS LISTED ARE ISSUED IN THIS SET UNLESS NOTED OTHERWISE.", 6.5, "tiro")
    _vicinity(v, 1200, y + 60)

    # column 4: symbols legend, fire protection notes
    y = _symbols(v, 1690, 244)
    _heading(v, 1690, y + 24, "FIRE PROTECTION", 124)
    _numbered(v, 1690, y + 46, FIRE_NOTES, 540, size=8, lead=10.5, gap=4)

    _site_plan(v, 64, 1300)

    # abbreviations, three columns across the foot of columns 3 and 4
    x, y = 1200, 1300
    v.line(1190, y - 30, 2240, y - 30, w=0.3)
    _heading(v, x, y, "ABBREVIATIONS", 110)
    for i, (ab, meaning) in enumerate(ABBREVIATIONS):
        col, row = divmod(i, 20)
        cx, cy = x + 350 * col, y + 24 + 18 * row
        v.text(cx, cy, ab, 7.5, "cour")
        v.text(cx + 64, cy, meaning, 7.5)


SITE_DATA = [
    ("LOT AREA", "81,022 S.F. (1.86 ACRES)"),
    ("BUILDING FOOTPRINT", "12,630 S.F."),
    ("LOT COVERAGE", "15.6%"),
    ("SETBACKS (P-1)", "FRONT 25'-0\", SIDE 10'-0\", REAR 20'-0\""),
    ("VEHICLE PARKING", "46 EXISTING + 12 NEW = 58 SPACES"),
    ("ACCESSIBLE PARKING", "3 STANDARD + 1 VAN (4 TOTAL)"),
    ("BICYCLE PARKING", "8 SPACES (NEW RACKS AT ENTRY)"),
]


def _site_plan(v: _View, x0: float, y0: float) -> None:
    """An overall site key plan at 1" = 80'-0": property line, the existing library, the addition,
    the parking lot and the two streets."""
    sc = 0.9
    _heading(v, x0, y0 - 30, "OVERALL SITE PLAN", 150)
    px0, py0 = x0 + 40, y0
    px1, py1 = px0 + 310 * sc, py0 + 261 * sc
    v.poly([(px0, py0), (px1, py0), (px1, py1), (px0, py1)], w=0.9, closed=True, dashes="[18 4 4 4 4 4] 0")
    # streets along the south and east
    v.line(px0 - 30, py1 + 14, px1 + 60, py1 + 14, w=0.6)
    v.line(px0 - 30, py1 + 54, px1 + 20, py1 + 54, w=0.6)
    v.line(px1 + 14, py0 - 20, px1 + 14, py1 + 14, w=0.6)
    v.line(px1 + 54, py0 - 20, px1 + 54, py1 + 54, w=0.6)
    v.text(px0 + 60, py1 + 38, "E. COTTONWOOD AVENUE", 7, "hebo")
    v.text(px1 + 38, py1 - 40, "N. JUNIPER STREET", 7, "hebo", turn=90)
    # existing library and the addition on its north side
    bx0, by0 = px0 + 150 * sc, py0 + 120 * sc
    v.rect(bx0, by0, bx0 + 130 * sc, by0 + 65 * sc, w=0.8)
    v.hatch(bx0, by0, bx0 + 130 * sc, by0 + 65 * sc, step=5, w=0.3)
    v.text(bx0 + 18, by0 + 42, "(E) LIBRARY", 6.5, "hebo")
    v.text(bx0 + 18, by0 + 51, "8,450 S.F.", 6)
    ax0 = bx0 + 20 * sc
    v.rect(ax0, by0 - 55 * sc, ax0 + 76 * sc, by0, w=1.2, fill=(0.2, 0.2, 0.2))
    v.text(ax0 + 76 * sc + 8, by0 - 40, "NEW ADDITION", 6.5, "hebo")
    v.text(ax0 + 76 * sc + 8, by0 - 31, "4,180 S.F.", 6)
    # parking lot west of the buildings
    lx0, ly0 = px0 + 20 * sc, py0 + 40 * sc
    v.rect(lx0, ly0, lx0 + 110 * sc, ly0 + 200 * sc, w=0.6)
    for k in range(1, 22):
        yy = ly0 + k * 9 * sc
        v.line(lx0, yy, lx0 + 18 * sc, yy, w=0.3)
        v.line(lx0 + 92 * sc, yy, lx0 + 110 * sc, yy, w=0.3)
    v.text(lx0 + 30, ly0 + 130, "PARKING", 6)
    v.line(lx0 + 55 * sc, ly0 + 200 * sc, lx0 + 55 * sc, py1 + 14, w=0.4)
    v.text(px0 + 4, py0 + 12, "PROPERTY LINE", 5.5)
    v.north_arrow(px1 + 110, py0 + 30, r=14)
    v.circle(x0 + 12, py1 + 94, 11, w=0.9)
    v.ctext(x0 + 12, py1 + 98, "1", 10, "hebo")
    v.text(x0 + 30, py1 + 98, "OVERALL SITE PLAN", 9, "hebo")
    v.line(x0 + 28, py1 + 102, x0 + 420, py1 + 102, w=1.0)
    v.text(x0 + 30, py1 + 114, "SCALE: 1\" = 80'-0\"", 7)
    # site data beside it
    sx = x0 + 600
    _heading(v, sx, y0 - 30, "SITE DATA", 76)
    for i, (cap, val) in enumerate(SITE_DATA):
        v.text(sx, y0 + 14 * i, cap, 7.5, "hebo")
        v.text(sx + 130, y0 + 14 * i, val, 7.5)
    v.text(sx, y0 + 14 * len(SITE_DATA) + 14, "SEE CIVIL DRAWINGS FOR GRADING, UTILITIES AND PAVING.", 6.5, "tiro")


def _vicinity(v: _View, x0: float, y0: float) -> None:
    _heading(v, x0, y0, "VICINITY MAP", 96)
    x1, y1 = x0 + 450, y0 + 360
    top = y0 + 12
    v.rect(x0, top, x1, y1, w=0.8)
    # streets: two lines each
    cot = top + 128          # E. COTTONWOOD AVENUE
    pra = top + 272          # PRAIRIE VIEW DRIVE
    jun = x0 + 300           # N. JUNIPER STREET
    lin = x0 + 110           # N. LINCOLN AVENUE
    for yy in (cot, pra):
        v.line(x0, yy - 5, x1, yy - 5, w=0.6)
        v.line(x0, yy + 5, x1, yy + 5, w=0.6)
    for xx in (jun, lin):
        v.line(xx - 5, top, xx - 5, y1, w=0.6)
        v.line(xx + 5, top, xx + 5, y1, w=0.6)
    # highway on a diagonal
    v.line(x0, top + 40, x0 + 170, top, w=1.6)
    v.line(x0, top + 52, x0 + 220, top, w=1.6)
    v.text(x0 + 16, top + 28, "U.S. HIGHWAY 287", 6, "hebo")
    v.text(x0 + 150, cot - 8, "E. COTTONWOOD AVENUE", 6.5, "hebo")
    v.text(x0 + 150, pra - 8, "PRAIRIE VIEW DRIVE", 6.5, "hebo")
    v.text(jun + 9, top + 200, "N. JUNIPER STREET", 6.5, "hebo", turn=90)
    v.text(lin + 9, top + 210, "N. LINCOLN AVENUE", 6.5, "hebo", turn=90)
    # park, school blocks
    v.rect(lin + 14, cot + 14, jun - 14, pra - 14, w=0.4, dashes="[3 2] 0")
    v.text(lin + 50, cot + 70, "BRADEN PARK", 7, "tiro")
    v.rect(jun + 14, cot + 14, x1 - 14, pra - 14, w=0.4)
    v.text(jun + 20, cot + 60, "HARLAN FALLS", 6)
    v.text(jun + 20, cot + 69, "MIDDLE SCHOOL", 6)
    # the site, north-west of Juniper and Cottonwood
    v.rect(jun - 82, cot - 68, jun - 12, cot - 12, w=1.2)
    v.hatch(jun - 82, cot - 68, jun - 12, cot - 12, step=5, w=0.4)
    v.line(jun - 82, cot - 40, jun - 140, cot - 60, w=0.5)
    v.rect(jun - 226, cot - 70, jun - 140, cot - 52, w=0.5, fill=(1, 1, 1))
    v.text(jun - 220, cot - 58, "PROJECT SITE", 7, "hebo")
    v.north_arrow(x1 - 34, y1 - 48, r=14)
    v.text(x0 + 8, y1 - 8, "VICINITY MAP - NOT TO SCALE", 6)


def _symbols(v: _View, x: float, y: float) -> float:
    _heading(v, x, y, "SYMBOLS LEGEND", 126)
    tx = x + 110
    rows = y + 36

    def label(yy, s, sub=None):
        v.text(tx, yy + 3, s, 8)
        if sub:
            v.text(tx, yy + 13, sub, 7, "tiro")

    v.bubble(x + 40, rows, "A", r=13, size=11)
    v.line(x + 40, rows + 13, x + 40, rows + 40, w=0.4, dashes="[8 3 2 3] 0")
    label(rows, "COLUMN GRID LINE")
    rows += 62
    v.text(x + 14, rows - 4, "ROOM NAME", 7, "hebo")
    v.rect(x + 30, rows, x + 60, rows + 12, w=0.6)
    v.ctext(x + 45, rows + 9, "101", 7)
    label(rows, "ROOM NAME AND NUMBER")
    rows += 40
    v.door_tag(x + 40, rows, "101A")
    label(rows, "DOOR NUMBER", "SEE DOOR SCHEDULE, A-601")
    rows += 38
    v.diamond(x + 40, rows, "W1")
    label(rows, "WALL TYPE", "SEE WALL TYPES LEGEND, A-101")
    rows += 38
    v.hexagon(x + 40, rows, "1")
    label(rows, "KEYED NOTE", "SEE KEYED NOTES, SAME SHEET")
    rows += 38
    v.delta(x + 40, rows, "1")
    label(rows, "REVISION", "CLOUD ENCLOSES REVISED AREA")
    rows += 44
    v.callout(x + 40, rows, "1", "A-301")
    v.poly([(x + 54, rows - 6), (x + 66, rows), (x + 54, rows + 6)], w=0.6, closed=True, fill=(0, 0, 0))
    v.line(x + 66, rows, x + 96, rows, w=1.2, dashes="[10 3 2 3] 0")
    label(rows, "BUILDING / WALL SECTION", "SECTION NUMBER / SHEET NUMBER")
    rows += 46
    v.callout(x + 40, rows, "4", "A-501")
    v.line(x + 54, rows, x + 80, rows - 16, w=0.5)
    v.circle(x + 86, rows - 20, 7, w=0.4)
    label(rows, "DETAIL CALLOUT", "DETAIL NUMBER / SHEET NUMBER")
    rows += 46
    v.callout(x + 40, rows, "2", "A-201")
    v.poly([(x + 26, rows - 4), (x + 40, rows - 24), (x + 54, rows - 4)], w=0.6, closed=True)
    label(rows, "EXTERIOR ELEVATION", "ELEVATION NUMBER / SHEET NUMBER")
    rows += 42
    v.circle(x + 40, rows, 7, w=0.6)
    v.line(x + 30, rows, x + 50, rows, w=0.4)
    v.line(x + 40, rows - 10, x + 40, rows + 10, w=0.4)
    v.text(x + 52, rows - 6, "EL. 100'-0\"", 6)
    label(rows, "SPOT ELEVATION / DATUM")
    rows += 40
    v.rect(x + 28, rows - 6, x + 52, rows + 6, w=0.6)
    v.ctext(x + 40, rows + 2, "FEC", 5.5)
    label(rows, "FIRE EXTINGUISHER CABINET")
    rows += 44
    v.north_arrow(x + 40, rows, r=14)
    label(rows, "PLAN NORTH")
    rows += 46
    v.rect(x + 20, rows - 5, x + 60, rows + 5, w=0.5, fill=(0.78, 0.78, 0.78))
    label(rows, "NEW WALL")
    rows += 22
    v.rect(x + 20, rows - 5, x + 60, rows + 5, w=0.5)
    v.hatch(x + 20, rows - 5, x + 60, rows + 5, step=4)
    label(rows, "EXISTING WALL TO REMAIN")
    rows += 22
    v.line(x + 20, rows, x + 60, rows, w=0.7, dashes="[5 3] 0")
    label(rows, "OVERHEAD / HIDDEN ELEMENT")
    return rows + 12


# ---------------------------------------------------------------------------
FT = 18.0                      # 1/4" = 1'-0"
OX, OY = 300.0, 330.0          # viewed position of grid A/1


def _f(fx: float, fy: float) -> tuple[float, float]:
    return OX + fx * FT, OY + fy * FT


def _ft(n: float) -> str:
    feet = int(n)
    inches = round((n - feet) * 12)
    if inches == 12:
        feet, inches = feet + 1, 0
    return f"{feet}'-{inches}\""


WALL_FILL = (0.80, 0.80, 0.80)

# (kind, a, b0, b1, thickness ft): "h" = along x at y=a from x=b0..b1; "v" = along y at x=a
WALLS = [
    ("h", 0, -0.58, 76.58, 1.17), ("v", 0, 0, 55, 1.17), ("v", 76, 0, 55, 1.17),
    ("h", 30, 0, 76, 0.55), ("v", 38, 0, 30, 0.55),
    ("h", 38, 8, 50, 0.42), ("h", 38, 58, 76, 0.42), ("h", 44, 0, 8, 0.42),
    ("v", 8, 30, 55, 0.42), ("v", 18, 38, 55, 0.42), ("v", 24, 38, 55, 0.42),
    ("v", 36, 38, 55, 0.55), ("v", 43, 38, 55, 0.55), ("v", 50, 38, 55, 0.55),
    ("v", 58, 38, 55, 0.42), ("v", 67, 38, 46, 0.75), ("h", 46, 58, 76, 0.42),
]

# (mark, wall kind, wall position, start, end, swing side +1/-1, pair, hinge at start)
DOORS = [
    ("120A", "v", 0, 33, 39, -1, True, True), ("120B", "v", 8, 31, 37, -1, True, True),
    ("121A", "h", 30, 14, 20, 1, True, True), ("121B", "h", 0, 4, 7, -1, False, True),
    ("122A", "h", 38, 12, 15, 1, False, False), ("123A", "h", 38, 29, 32.5, 1, False, False),
    ("124A", "h", 30, 56, 62, 1, True, True), ("125A", "h", 38, 38.5, 41.5, 1, False, True),
    ("126A", "h", 38, 45.5, 48.5, 1, False, True), ("127A", "h", 38, 60, 63, 1, False, True),
    ("128A", "h", 38, 72, 75, 1, False, False), ("129A", "h", 55, 51, 57, 1, True, True),
    ("130A", "h", 38, 19.5, 22.5, 1, False, True), ("131A", "v", 58, 48, 51, 1, False, False),
    ("131B", "v", 76, 49, 52, 1, False, True), ("132A", "h", 44, 2, 5, 1, False, True),
]

ROOMS = [
    ("COMMUNITY ROOM", "121", 19, 13, "1,140 SF"), ("CHILDREN'S READING", "124", 57, 13, "1,140 SF"),
    ("VESTIBULE", "120", 4.3, 39.6, "112 SF"), ("BOOK RETURN", "132", 4, 50, "88 SF"),
    ("STORAGE", "122", 13, 47, "170 SF"), ("JAN.", "130", 21, 47, "102 SF"),
    ("WARMING KITCHEN", "123", 30, 47, "204 SF"), ("STUDY ROOM", "125", 39.5, 47, "119 SF"),
    ("STUDY ROOM", "126", 46.5, 47, "119 SF"), ("CORRIDOR", "129", 30, 34.6, "680 SF"),
    ("RESTROOM", "127", 62.5, 42.4, "72 SF"), ("RESTROOM", "128", 71.5, 42.4, "72 SF"),
    ("ELEC./DATA", "131", 67, 51, "162 SF"),
]

PLAN_GENERAL_NOTES = [
    ("A", "DIMENSIONS ARE TO GRID LINES, FACE OF STUD OR FACE OF CMU U.O.N."),
    ("B", "ALL INTERIOR PARTITIONS ARE WALL TYPE W1 U.O.N."),
    ("C", "LOCATE HINGE-SIDE DOOR JAMBS 4\" FROM ADJACENT PERPENDICULAR WALL U.O.N."),
    ("D", "PROVIDE F.R.T. WOOD BLOCKING IN WALLS FOR ALL WALL-MOUNTED CASEWORK, ACCESSORIES, GRAB BARS, "
          "DISPLAYS AND SHELVING."),
    ("E", "FINISH FLOOR ELEVATION 100'-0\" = 5,112.50' (CIVIL DATUM)."),
    ("F", "SEE A-601 FOR DOOR SCHEDULE, DOOR TYPES AND HARDWARE SETS."),
    ("G", "FURNITURE AND SHELVING SHOWN DASHED ARE F.F.&E. BY OWNER, N.I.C."),
]

KEYED_NOTES = [
    ("1", "NEW ALUMINUM STOREFRONT ENTRY WITH LOW-ENERGY POWER OPERATOR; SEE A-601."),
    ("2", "THROUGH-WALL BOOK DROP WITH UL-LISTED FIRE-RATED RETURN UNIT; SEE 7/A-501."),
    ("3", "EXISTING 8\" CMU NORTH WALL TO BECOME 2-HOUR FIRE WALL; EXTEND TO UNDERSIDE OF ROOF DECK; SEE 4/A-501."),
    ("4", "NEW OPENING IN EXISTING WALL FOR DOOR 129A; PROVIDE STEEL LINTEL, SEE S-101."),
    ("5", "BASE AND WALL CABINETS WITH S.S.M. COUNTERTOP; 34\" A.F.F. MAX. AT ACCESSIBLE SINK; SEE 2/A-501."),
    ("6", "SEMI-RECESSED F.E.C. WITH 10 LB ABC EXTINGUISHER; HANDLE AT 48\" A.F.F. MAX."),
    ("7", "BI-LEVEL DRINKING FOUNTAIN WITH BOTTLE FILLER IN 2'-6\" DEEP ALCOVE."),
    ("8", "RECESSED 86\" DISPLAY WITH AV BOX AND BLOCKING; POWER AND DATA PER E-201."),
    ("9", "BUILT-IN WINDOW SEAT AT CHILDREN'S READING, P.LAM. ON PLYWOOD; SEE 5/A-501."),
    ("10", "ROOF ACCESS LADDER AND 30\"x36\" ROOF HATCH ABOVE; SEE A-121."),
    ("11", "RECESSED WALK-OFF MAT, 6'-0\" x 8'-0\", ALUMINUM GRID WITH CARPET INSERTS."),
]

WALL_TYPES = [
    ("W1", "INTERIOR PARTITION", "3-5/8\" 20 GA MTL. STUDS @ 16\" O.C.; 5/8\" GWB EA. SIDE;",
     "TO 6\" ABOVE CLG., BRACE TO STRUCTURE"),
    ("W2", "FULL-HEIGHT PARTITION", "6\" 20 GA MTL. STUDS @ 16\" O.C.; 5/8\" GWB EA. SIDE;",
     "FULL HEIGHT TO DECK; ACOUSTICAL BATT INSULATION"),
    ("W3", "EXTERIOR WALL", "BRICK VENEER, 2\" AIR SPACE, 2-1/2\" MINERAL WOOL CI, AIR/WATER BARRIER,",
     "5/8\" EXT. SHEATHING, 6\" 16 GA MTL. STUDS @ 16\" O.C., 5/8\" GWB"),
    ("W4", "2-HOUR FIRE WALL", "(E) 8\" CMU, FULLY GROUTED, UL U905; SEAL ALL PENETRATIONS",
     "WITH LISTED FIRESTOP SYSTEMS; EXTEND TO UNDERSIDE OF DECK"),
    ("W5", "PLUMBING CHASE WALL", "(2) ROWS 3-5/8\" 20 GA MTL. STUDS WITH 2\" SPACE; 5/8\" MOISTURE-",
     "RESISTANT GWB AT WET SIDES; TILE PER FINISH SCHEDULE"),
]


def _wall_rect(v: _View, kind, a, b0, b1, t, fill=WALL_FILL):
    if kind == "h":
        x0, y0 = _f(b0, a - t / 2)
        x1, y1 = _f(b1, a + t / 2)
    else:
        x0, y0 = _f(a - t / 2, b0)
        x1, y1 = _f(a + t / 2, b1)
    v.rect(x0, y0, x1, y1, w=0.7, fill=fill)


def _door(v: _View, mark, kind, a, s0, s1, side, pair, hinge_start):
    t = 1.2
    if kind == "h":
        x0, y0 = _f(s0, a - t / 2)
        x1, y1 = _f(s1, a + t / 2)
    else:
        x0, y0 = _f(a - t / 2, s0)
        x1, y1 = _f(a + t / 2, s1)
    v.rect(x0, y0, x1, y1, w=0, fill=(1, 1, 1), color=None)
    leaves = [(s0, s1, hinge_start)] if not pair else [(s0, (s0 + s1) / 2, True), ((s0 + s1) / 2, s1, False)]
    for l0, l1, at_start in leaves:
        hinge = l0 if at_start else l1
        free = l1 if at_start else l0
        w = abs(l1 - l0)
        if kind == "h":
            hx, hy = _f(hinge, a)
            v.line(hx, hy, hx, hy + side * w * FT, w=0.9)
            pts = []
            for k in range(17):
                ang = (math.pi / 2) * k / 16
                dx = (free - hinge) * math.sin(ang)
                dy = side * w * math.cos(ang)
                pts.append(_f(hinge + dx, a + dy))
        else:
            hx, hy = _f(a, hinge)
            v.line(hx, hy, hx + side * w * FT, hy, w=0.9)
            pts = []
            for k in range(17):
                ang = (math.pi / 2) * k / 16
                dy = (free - hinge) * math.sin(ang)
                dx = side * w * math.cos(ang)
                pts.append(_f(a + dx, hinge + dy))
        v.poly(pts, w=0.35)
    # jambs
    if kind == "h":
        for s in (s0, s1):
            xa, ya = _f(s, a - 0.6)
            xb, yb = _f(s, a + 0.6)
            v.line(xa, ya, xb, yb, w=0.7)
        mx, my = _f((s0 + s1) / 2, a - side * 1.6)
    else:
        for s in (s0, s1):
            xa, ya = _f(a - 0.6, s)
            xb, yb = _f(a + 0.6, s)
            v.line(xa, ya, xb, yb, w=0.7)
        mx, my = _f(a - side * 2.0, (s0 + s1) / 2)
    v.door_tag(mx, my, mark)


def _window(v: _View, kind, a, s0, s1):
    t = 1.17
    if kind == "h":
        x0, y0 = _f(s0, a - t / 2)
        x1, y1 = _f(s1, a + t / 2)
        v.rect(x0, y0, x1, y1, w=0.7, fill=(1, 1, 1))
        for k in (0.35, 0.5, 0.65):
            v.line(x0, y0 + (y1 - y0) * k, x1, y0 + (y1 - y0) * k, w=0.35)
    else:
        x0, y0 = _f(a - t / 2, s0)
        x1, y1 = _f(a + t / 2, s1)
        v.rect(x0, y0, x1, y1, w=0.7, fill=(1, 1, 1))
        for k in (0.35, 0.5, 0.65):
            v.line(x0 + (x1 - x0) * k, y0, x0 + (x1 - x0) * k, y1, w=0.35)


def _dim_h(v: _View, y: float, marks: list[float], ext_from: float, size=7.5):
    """A horizontal dimension string at viewed y through the given x positions (feet)."""
    xs = [_f(m, 0)[0] for m in marks]
    v.line(xs[0] - 8, y, xs[-1] + 8, y, w=0.45)
    for x in xs:
        v.line(x, ext_from, x, y + 6, w=0.3)
        v.line(x - 4, y + 4, x + 4, y - 4, w=0.9)
    for m0, m1, x0, x1 in zip(marks, marks[1:], xs, xs[1:]):
        v.ctext((x0 + x1) / 2, y - 4, _ft(m1 - m0), size)


def _dim_v(v: _View, x: float, marks: list[float], ext_from: float, size=7.5):
    ys = [_f(0, m)[1] for m in marks]
    v.line(x, ys[0] - 8, x, ys[-1] + 8, w=0.45)
    for y in ys:
        v.line(ext_from, y, x - 6, y, w=0.3)
        v.line(x - 4, y + 4, x + 4, y - 4, w=0.9)
    for m0, m1, y0, y1 in zip(marks, marks[1:], ys, ys[1:]):
        s = _ft(m1 - m0)
        v.text(x - 4, (y0 + y1) / 2 + v.width(s, size) / 2, s, size, turn=90)


def _plan(v: _View) -> None:
    # existing building beyond the fire wall, hatched, with break lines
    ex0, ey0 = _f(-12, 55.35)
    ex1, ey1 = _f(90, 63)
    v.rect(ex0, ey0, ex1, ey1, w=0, fill=(0.94, 0.94, 0.94), color=None)
    v.hatch(ex0, ey0, ex1, ey1, step=14, w=0.25)
    bx, by = _f(-12, 63)
    bx1, _ = _f(90, 63)
    v.poly([(bx, by), (bx + 500, by), (bx + 510, by - 10), (bx + 520, by + 10), (bx + 530, by), (bx1, by)], w=0.6)
    v.text(_f(4, 60)[0], _f(4, 60)[1], "EXISTING ASPEN GROVE BRANCH LIBRARY (TYPE V-B)", 9, "hebo")
    v.text(_f(4, 61.6)[0], _f(4, 61.6)[1], "OCCUPIED DURING CONSTRUCTION - NO WORK U.O.N.", 7)
    v.text(_f(58, 60.4)[0], _f(58, 60.4)[1], "(E) 105 ADULT COLLECTION", 7.5, "helv")
    ww0, wy0 = _f(-12, 55 - 0.33)
    ww1, wy1 = _f(90, 55 + 0.33)
    v.rect(ww0, wy0, ww1, wy1, w=0.8, fill=(0.55, 0.55, 0.55))
    # new walls, windows, doors
    for kind, a, b0, b1, t in WALLS:
        _wall_rect(v, kind, a, b0, b1, t)
    for s0, s1 in ((10, 16), (24, 34), (42, 52), (62, 72)):
        _window(v, "h", 0, s0, s1)
    for s0, s1 in ((6, 12), (16, 24)):
        _window(v, "v", 0, s0, s1)
        _window(v, "v", 76, s0, s1)
    for d in DOORS:
        _door(v, *d)
    # grid lines and bubbles
    for letter, gx in zip("ABCDE", (0, 19, 38, 57, 76)):
        x, y = _f(gx, -8.6)
        v.line(x, y + 16, x, _f(0, 58)[1], w=0.3, dashes="[14 4 3 4] 0")
        v.bubble(x, y, letter)
    for num, gy in zip("1234", (0, 18, 37, 55)):
        x, y = _f(-10.2, gy)
        v.line(x + 16, y, _f(80, 0)[0], y, w=0.3, dashes="[14 4 3 4] 0")
        v.bubble(x, y, num)
    # dimension strings
    top = _f(0, -1.5)[1]
    _dim_h(v, _f(0, -4.6)[1], [0, 19, 38, 57, 76], top)
    _dim_h(v, _f(0, -6.4)[1], [0, 76], top)
    left = _f(-1.5, 0)[0]
    _dim_v(v, _f(-5.2, 0)[0], [0, 18, 37, 55], left)
    _dim_v(v, _f(-7.2, 0)[0], [0, 55], left)
    _dim_h(v, _f(0, 52.6)[1], [36, 43, 50, 58], _f(0, 51.5)[1], size=6.5)
    _dim_v(v, _f(33, 0)[0], [30, 38], _f(31, 0)[0], size=6.5)
    _dim_h(v, _f(0, 2.6)[1], [0, 4, 7], _f(0, 1.2)[1], size=6.5)
    # room tags
    for name, num, fx, fy, area in ROOMS:
        x, y = _f(fx, fy)
        if name == "WARMING KITCHEN":
            v.ctext(x, y - 16, "WARMING", 7.5, "hebo")
            v.ctext(x, y - 7, "KITCHEN", 7.5, "hebo")
        else:
            v.ctext(x, y - 7, name, 7.5 if len(name) < 15 else 7, "hebo")
        v.rect(x - 14, y - 3, x + 14, y + 10, w=0.6)
        v.ctext(x, y + 7, num, 7.5)
        v.ctext(x, y + 19, area, 5.5)
    # wall type tags
    for tag, fx, fy in (("W3", 30, -2.2), ("W3", 78.4, 28), ("W2", 38, 21), ("W2", 28, 30),
                        ("W1", 18, 43), ("W2", 43, 52), ("W5", 67, 42.5), ("W4", 20, 56.6), ("W1", 63, 46)):
        x, y = _f(fx, fy)
        v.diamond(x, y, tag)
    # fixtures and furniture
    for wall, hand, lav_x in ((67, -1, 58.2), (67, 1, 74.4)):            # restrooms 127 and 128
        tx0, ty0 = _f(wall + hand * 0.7 - 0.3, 43.6)
        tx1, ty1 = _f(wall + hand * 0.7 + 0.3, 45.4)
        v.rect(tx0, ty0, tx1, ty1, w=0.6)
        b0 = wall + hand * 1.0
        b1 = wall + hand * 2.8
        bx0, by0 = _f(min(b0, b1), 43.9)
        bx1, by1 = _f(max(b0, b1), 45.1)
        v.oval(bx0, by0, bx1, by1)
        gx0, gy = _f(wall + hand * 0.6, 45.7)
        gx1, _ = _f(wall + hand * 4.0, 45.7)
        v.line(gx0, gy, gx1, gy, w=1.3)
        lx0, ly0 = _f(lav_x, 42.0)
        lx1, ly1 = _f(lav_x + 1.4, 44.0)
        v.rect(lx0, ly0, lx1, ly1, w=0.6)
        v.oval(lx0 + 4, ly0 + 6, lx1 - 4, ly1 - 6)
    kx0, ky0 = _f(24.4, 52.2)
    kx1, ky1 = _f(35.6, 54.6)
    v.rect(kx0, ky0, kx1, ky1, w=0.6)
    v.rect(kx0 + 70, ky0 + 8, kx0 + 100, ky1 - 8, w=0.5)
    rx, ry = _f(25, 39.5)
    v.rect(rx, ry, rx + 54, ry + 48, w=0.6)
    v.text(rx + 12, ry + 28, "REF.", 6)
    v.text(kx0 + 4, ky0 - 4, "CASEWORK - SEE 2/A-501", 5.5)
    for row in range(3):                                                # community room tables
        for col in range(4):
            tx, ty = _f(4 + 8 * col, 18 + 3.5 * row)
            v.rect(tx, ty, tx + 6 * FT, ty + 2.5 * FT, w=0.4, dashes="[4 2] 0")
    for col in range(5):                                                # shelving in children's reading
        sx, sy = _f(44 + 6 * col, 18)
        v.rect(sx, sy, sx + 2 * FT, sy + 9 * FT, w=0.4, dashes="[4 2] 0")
    v.text(_f(44, 28.6)[0], _f(44, 28.6)[1], "SHELVING BY OWNER, N.I.C. (TYP.)", 5.5)
    for fx in (37, 44):                                                 # study tables
        sx, sy = _f(fx + 0.8, 50)
        v.rect(sx, sy, sx + 5 * FT, sy + 3 * FT, w=0.4, dashes="[4 2] 0")
    mx0, my0 = _f(1, 31.2)
    mx1, my1 = _f(7, 37.2)
    v.rect(mx0, my0, mx1, my1, w=0.4, dashes="[2 2] 0")
    seat0 = _f(62, 0.6)
    v.rect(seat0[0], seat0[1], seat0[0] + 10 * FT, seat0[1] + 2 * FT, w=0.6)
    v.line(*_f(1.2, 50), *_f(0, 50), w=2.0)
    ex, ey = _f(25.2, 30.6)
    v.rect(ex, ey, ex + 30, ey + 10, w=0.6)
    v.text(ex + 6, ey + 8, "FEC", 5.5)
    dfx, dfy = _f(50.6, 38.6)
    v.rect(dfx, dfy, dfx + 36, dfy + 16, w=0.6)
    v.text(dfx + 4, dfy + 12, "D.F.", 5.5)
    hx, hy = _f(72, 51.4)
    v.rect(hx, hy, hx + 2.5 * FT, hy + 3 * FT, w=0.5, dashes="[5 3] 0")
    for k in range(5):
        v.line(hx - 10, hy + 8 + 10 * k, hx - 2, hy + 8 + 10 * k, w=0.5)
    dx0, dy0 = _f(12, 0.7)
    v.rect(dx0, dy0, dx0 + 14 * FT, dy0 + 10, w=0.8)
    # keyed notes on the plan
    for tag, fx, fy in (("1", -4, 41.5), ("2", -3, 50), ("3", 30, 57.2), ("4", 54, 58.2), ("5", 30, 51.3),
                        ("6", 27, 32.5), ("7", 53.6, 40), ("8", 19, 3.2), ("9", 67, 3.6), ("10", 71, 53),
                        ("11", 5.6, 35.6)):
        x, y = _f(fx, fy)
        v.hexagon(x, y, tag)
    # revision 2 (addendum 1) clouded at the opening to the existing building
    cx, cy = _f(54, 56.5)
    pts = []
    for k in range(28):
        a = 2 * math.pi * k / 28
        pts.append((cx + 105 * math.cos(a), cy + 40 * math.sin(a)))
    for p0, p1 in zip(pts, pts[1:] + pts[:1]):
        mxp, myp = (p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2
        v.poly([p0, (mxp + (mxp - cx) * 0.06, myp + (myp - cy) * 0.12), p1], w=0.6)
    v.delta(cx + 118, cy - 30, "2")
    # section and elevation markers
    sx, sy0 = _f(30.5, -3)
    _, sy1 = _f(30.5, 58.2)
    v.line(sx, sy0 + 14, sx, sy0 + 60, w=1.3, dashes="[16 4 3 4] 0")
    v.callout(sx, sy0, "1", "A-301")
    v.poly([(sx - 6, sy0 + 14), (sx, sy0 + 24), (sx + 6, sy0 + 14)], w=0.5, closed=True, fill=(0, 0, 0))
    v.callout(*_f(40, -11.5), "1", "A-201")
    ex, ey = _f(40, -11.5)
    v.poly([(ex - 14, ey + 4), (ex, ey + 22), (ex + 14, ey + 4)], w=0.6, closed=True)
    ex, ey = _f(81, 30)
    v.callout(ex, ey, "2", "A-201")
    v.poly([(ex - 4, ey - 14), (ex - 22, ey), (ex - 4, ey + 14)], w=0.6, closed=True)
    ex, ey = _f(-13, 26)
    v.callout(ex, ey, "3", "A-201")
    v.poly([(ex + 4, ey - 14), (ex + 22, ey), (ex + 4, ey + 14)], w=0.6, closed=True)
    dx, dy = _f(-1.5, 55)
    v.callout(dx - 60, dy + 30, "4", "A-501")
    v.line(dx - 46, dy + 26, dx - 6, dy + 4, w=0.5)
    v.circle(dx, dy, 14, w=0.4)
    # spot elevations
    for fx, fy, s in ((2.2, 32.4, "F.F.E. 100'-0\""), (-3.2, 31.4, "EL. 99'-8\"")):
        x, y = _f(fx, fy)
        v.circle(x, y, 5, w=0.5)
        v.line(x - 8, y, x + 8, y, w=0.3)
        v.text(x + 8, y - 5, s, 5.5)
    v.text(_f(-3.2, 31.4)[0] - 4, _f(-3.2, 31.4)[1] + 12, "EXT. LANDING", 5)
    # view title and north arrow
    tx, ty = 300, 1560
    v.circle(tx + 16, ty - 5, 16, w=1.0)
    v.ctext(tx + 16, ty, "1", 14, "hebo")
    v.text(tx + 42, ty, "FLOOR PLAN - ADDITION", 16, "hebo")
    v.line(tx + 40, ty + 6, tx + 560, ty + 6, w=1.4)
    v.text(tx + 42, ty + 22, "SCALE: 1/4\" = 1'-0\"", 9)
    v.north_arrow(tx + 640, ty - 8)
    v.text(tx + 680, ty + 16, "PLAN NORTH", 6)


def _plan_notes(v: _View) -> None:
    x = 1800
    w = 430
    v.line(1785, 60, 1785, H - 60, w=0.3)
    _heading(v, x, 100, "GENERAL FLOOR PLAN NOTES", 200)
    y = 124
    for letter, note in PLAN_GENERAL_NOTES:
        v.text(x, y, letter + ".", 8, "hebo")
        lines = v.wrap(note, w - 18, 8)
        for k, s in enumerate(lines):
            v.text(x + 16, y + 10.5 * k, s, 8)
        y += 10.5 * len(lines) + 4
    y += 26
    _heading(v, x, y, "KEYED NOTES", 96)
    y += 26
    for tag, note in KEYED_NOTES:
        v.hexagon(x + 9, y - 3, tag, r=9, size=7)
        lines = v.wrap(note, w - 28, 8)
        for k, s in enumerate(lines):
            v.text(x + 26, y + 10.5 * k, s, 8)
        y += 10.5 * len(lines) + 9
    y += 22
    _heading(v, x, y, "WALL TYPES", 86)
    y += 30
    for tag, name, l1, l2 in WALL_TYPES:
        v.diamond(x + 12, y - 3, tag)
        v.text(x + 30, y - 2, name, 8, "hebo")
        v.text(x + 30, y + 9, l1, 6.8)
        v.text(x + 30, y + 19, l2, 6.8)
        v.rect(x + 150, y - 10, x + 220, y - 1, w=0.5,
               fill=(0.55, 0.55, 0.55) if tag == "W4" else WALL_FILL)
        y += 40
    v.text(x, y, "SEE A-501 FOR HEAD, SILL AND FIRESTOP DETAILS AT EACH WALL TYPE.", 6.5, "tiro")
    y += 36
    _heading(v, x, y, "RESTROOM ACCESSIBILITY NOTES", 226)
    y = _numbered(v, x, y + 24, RESTROOM_NOTES, w, size=8, lead=10.5, gap=4)
    y += 24
    _heading(v, x, y, "PLAN LEGEND", 92)
    y += 24
    v.rect(x + 4, y - 6, x + 44, y + 2, w=0.5, fill=WALL_FILL)
    v.text(x + 60, y, "NEW WALL, SEE WALL TYPES", 8)
    y += 16
    v.rect(x + 4, y - 6, x + 44, y + 2, w=0.5, fill=(0.55, 0.55, 0.55))
    v.text(x + 60, y, "(E) WALL TO REMAIN", 8)
    y += 16
    v.rect(x + 4, y - 6, x + 44, y + 2, w=0.4, dashes="[4 2] 0")
    v.text(x + 60, y, "F.F.&E. BY OWNER, N.I.C.", 8)
    y += 16
    v.door_tag(x + 24, y - 3, "120A")
    v.text(x + 60, y, "DOOR TAG, SEE A-601", 8)
    _enlarged_restroom(v, x + 20, y + 60)


def _enlarged_restroom(v: _View, x0: float, y0: float) -> None:
    """Restroom 127 at 1/2" = 1'-0" (128 is its mirror image): fixtures, grab bars, the turning circle
    and the clearances dimensioned."""
    k = 36.0                                          # points per foot
    w, d = 9 * k, 8 * k
    v.rect(x0 - 8, y0 - 8, x0 + w + 8, y0 + d + 8, w=0.6, fill=WALL_FILL)
    v.rect(x0, y0, x0 + w, y0 + d, w=0.8, fill=(1, 1, 1))
    v.rect(x0 + 2 * k, y0 - 9, x0 + 5 * k, y0 + 1, w=0, fill=(1, 1, 1), color=None)
    v.line(x0 + 5 * k, y0, x0 + 5 * k, y0 + 3 * k, w=0.9)
    v.poly([(x0 + 5 * k - 3 * k * math.sin(a * math.pi / 32), y0 + 3 * k * math.cos(a * math.pi / 32))
            for a in range(17)], w=0.35)
    # water closet against the east wall, centreline 18" from the side (south) wall
    cy = y0 + d - 1.5 * k
    v.rect(x0 + w - 10, cy - 10, x0 + w, cy + 10, w=0.6)
    v.oval(x0 + w - 38, cy - 8, x0 + w - 10, cy + 8)
    v.line(x0 + w - 4, y0 + d - 4.5 * k, x0 + w - 4, y0 + d - 1, w=2.0)
    v.line(x0 + w - 3.5 * k, y0 + d - 4, x0 + w - 1, y0 + d - 4, w=2.0)
    # lavatory on the west wall, mirror above
    v.rect(x0, y0 + 4 * k, x0 + 22, y0 + 6 * k, w=0.6)
    v.oval(x0 + 4, y0 + 4.3 * k, x0 + 18, y0 + 5.7 * k)
    v.line(x0 + 2, y0 + 3.9 * k, x0 + 2, y0 + 6.1 * k, w=1.4)
    # 60" turning circle
    v.page.draw_circle(v.p(x0 + 4.2 * k, y0 + 4.2 * k), 2.5 * k, width=0.4, dashes="[4 3] 0")
    v.text(x0 + 3.2 * k, y0 + 4.3 * k, "60\" DIA.", 6)
    # dimensions
    v.line(x0 + w + 20, cy, x0 + w + 20, y0 + d, w=0.4)
    v.line(x0 + w + 16, cy + 4, x0 + w + 24, cy - 4, w=0.8)
    v.line(x0 + w + 16, y0 + d + 4, x0 + w + 24, y0 + d - 4, w=0.8)
    v.text(x0 + w + 17, cy + 48, "1'-6\" C.L.", 6.5, turn=90)
    v.line(x0, y0 + d + 22, x0 + w, y0 + d + 22, w=0.4)
    for xx in (x0, x0 + w):
        v.line(xx - 4, y0 + d + 26, xx + 4, y0 + d + 18, w=0.8)
    v.ctext(x0 + w / 2, y0 + d + 18, "9'-0\"", 7)
    v.text(x0 + 30, y0 + 2.6 * k, "RESTROOM 127", 7, "hebo")
    v.text(x0 + 30, y0 + 2.6 * k + 10, "(128 SIM., OPP. HAND)", 6)
    v.door_tag(x0 + 3.5 * k, y0 + 0.9 * k, "127A")
    v.circle(x0 - 6, y0 + d + 58, 11, w=0.9)
    v.ctext(x0 - 6, y0 + d + 62, "2", 10, "hebo")
    v.text(x0 + 12, y0 + d + 62, "ENLARGED PLAN - RESTROOM 127", 9, "hebo")
    v.line(x0 + 10, y0 + d + 66, x0 + 340, y0 + d + 66, w=1.0)
    v.text(x0 + 12, y0 + d + 78, "SCALE: 1/2\" = 1'-0\"", 7)


RESTROOM_NOTES = [
    "WATER CLOSET CENTERLINE 16\" TO 18\" FROM SIDE WALL; SEAT HEIGHT 17\" TO 19\" A.F.F.",
    "GRAB BARS: 42\" SIDE WALL AND 36\" REAR WALL, MOUNTED 33\" TO 36\" A.F.F. TO TOP OF GRIPPING SURFACE.",
    "LAVATORY RIM 34\" A.F.F. MAX. WITH KNEE CLEARANCE; INSULATE EXPOSED SUPPLY AND DRAIN PIPES.",
    "MIRROR: BOTTOM OF REFLECTING SURFACE 40\" A.F.F. MAX.",
    "60\" DIAMETER TURNING SPACE CLEAR OF DOOR SWING IN EACH RESTROOM.",
]


# ---------------------------------------------------------------------------
DOOR_ROWS = [
    ("120A", "VESTIBULE", "(2) 3'-0\"", "7'-0\"", "1-3/4\"", "SF", "ALUM", "CLR ANOD", "F3", "ALUM", "--", "HW-1",
     "LOW-ENERGY OPERATOR; 1\" INSUL. TEMP. GLAZING"),
    ("120B", "VESTIBULE", "(2) 3'-0\"", "7'-0\"", "1-3/4\"", "SF", "ALUM", "CLR ANOD", "F3", "ALUM", "--", "HW-2",
     "1/4\" TEMPERED GLAZING"),
    ("121A", "COMMUNITY ROOM", "(2) 3'-0\"", "7'-0\"", "1-3/4\"", "B", "WD", "WD-1", "F1", "HM", "--", "HW-2", ""),
    ("121B", "COMMUNITY ROOM", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "HM", "PT-4", "F2", "HM", "--", "HW-3",
     "INSULATED; EXIT TO NORTH WALK"),
    ("122A", "STORAGE", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "WD", "WD-1", "F1", "HM", "--", "HW-4", ""),
    ("123A", "WARMING KITCHEN", "3'-6\"", "7'-0\"", "1-3/4\"", "B", "WD", "WD-1", "F1", "HM", "--", "HW-4", ""),
    ("124A", "CHILDREN'S READING", "(2) 3'-0\"", "7'-0\"", "1-3/4\"", "C", "WD", "WD-1", "F1", "HM", "--", "HW-2",
     "TEMPERED GLAZING"),
    ("125A", "STUDY ROOM", "3'-0\"", "7'-0\"", "1-3/4\"", "C", "WD", "WD-1", "F1", "HM", "--", "HW-4",
     "TEMPERED GLAZING"),
    ("126A", "STUDY ROOM", "3'-0\"", "7'-0\"", "1-3/4\"", "C", "WD", "WD-1", "F1", "HM", "--", "HW-4",
     "TEMPERED GLAZING"),
    ("127A", "RESTROOM", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "WD", "WD-1", "F1", "HM", "--", "HW-5", ""),
    ("128A", "RESTROOM", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "WD", "WD-1", "F1", "HM", "--", "HW-5", ""),
    ("129A", "CORRIDOR", "(2) 3'-0\"", "7'-0\"", "1-3/4\"", "B", "HM", "PT-4", "F2", "HM", "90 MIN", "HW-2",
     "IN 2-HR FIRE WALL; 100 SQ. IN. MAX. LITE"),
    ("130A", "JANITOR", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "WD", "WD-1", "F1", "HM", "--", "HW-4", ""),
    ("131A", "ELEC./DATA", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "HM", "PT-4", "F2", "HM", "--", "HW-4", ""),
    ("131B", "ELEC./DATA", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "HM", "PT-4", "F2", "HM", "--", "HW-3", "INSULATED"),
    ("132A", "BOOK RETURN", "3'-0\"", "7'-0\"", "1-3/4\"", "A", "WD", "WD-1", "F1", "HM", "--", "HW-4", ""),
]

DOOR_COLS = [70, 150, 80, 60, 60, 50, 56, 74, 50, 56, 70, 62, 270]

HARDWARE = [
    ("HW-1", "EXTERIOR ENTRY PAIR - STOREFRONT", "120A", [
        ("2", "EA", "CONTINUOUS HINGE", "112HD", "628", "IVES"),
        ("1", "EA", "REMOVABLE MULLION", "KR4954", "689", "VON DUPRIN"),
        ("2", "EA", "EXIT DEVICE, RIM", "99NL-OP", "626", "VON DUPRIN"),
        ("2", "EA", "OFFSET PULL", "8190-0", "630", "IVES"),
        ("2", "EA", "MORTISE CYLINDER", "20-061", "626", "SCHLAGE"),
        ("1", "EA", "LOW-ENERGY OPERATOR", "9542", "689", "LCN"),
        ("2", "EA", "ACTUATOR, WALL MOUNT", "8310-856", "630", "LCN"),
        ("1", "EA", "CLOSER, PARALLEL ARM", "4040XP", "689", "LCN"),
        ("1", "EA", "POWER SUPPLY", "PS902", "GRY", "VON DUPRIN"),
        ("1", "EA", "THRESHOLD", "896S", "AL", "ZERO"),
        ("1", "SET", "WEATHERSTRIP", "BY STOREFRONT MFR.", "--", "--"),
        ("2", "EA", "DOOR SWEEP", "39A", "AL", "ZERO"),
    ]),
    ("HW-2", "INTERIOR PAIR - PANIC", "120B, 121A, 124A, 129A", [
        ("6", "EA", "HINGE, 4-1/2\" x 4-1/2\"", "5BB1", "652", "IVES"),
        ("2", "EA", "EXIT DEVICE, CONC. VERT. ROD", "9847EO", "626", "VON DUPRIN"),
        ("2", "EA", "PULL", "8103EZ", "630", "IVES"),
        ("2", "EA", "CLOSER", "4040XP", "689", "LCN"),
        ("2", "EA", "KICK PLATE, 10\" x 2\" LDW", "8400", "630", "IVES"),
        ("2", "EA", "WALL STOP", "WS406", "630", "IVES"),
        ("2", "EA", "MAGNETIC HOLDER (129A ONLY)", "SEM7850", "689", "LCN"),
        ("1", "SET", "SMOKE GASKET (129A ONLY)", "188S", "BK", "ZERO"),
    ]),
    ("HW-3", "EXTERIOR SINGLE - EXIT", "121B, 131B", [
        ("1", "EA", "CONTINUOUS HINGE", "112HD", "628", "IVES"),
        ("1", "EA", "EXIT DEVICE, RIM", "99L-NL", "626", "VON DUPRIN"),
        ("1", "EA", "RIM CYLINDER", "20-022", "626", "SCHLAGE"),
        ("1", "EA", "CLOSER, PA W/ CUSH STOP", "4040XP-CUSH", "689", "LCN"),
        ("1", "EA", "KICK PLATE, 10\" x 2\" LDW", "8400", "630", "IVES"),
        ("1", "EA", "THRESHOLD", "655A", "AL", "ZERO"),
        ("1", "SET", "WEATHERSTRIP", "429AA", "AL", "ZERO"),
        ("1", "EA", "DOOR SWEEP", "39A", "AL", "ZERO"),
        ("1", "EA", "DOOR POSITION SWITCH", "679-05", "GRY", "SCHLAGE"),
    ]),
    ("HW-4", "CLASSROOM LOCK - SINGLE", "122A, 123A, 125A, 126A, 130A, 131A, 132A", [
        ("3", "EA", "HINGE, 4-1/2\" x 4-1/2\"", "5BB1", "652", "IVES"),
        ("1", "EA", "CLASSROOM LOCK", "ND70PD RHO", "626", "SCHLAGE"),
        ("1", "EA", "CLOSER", "4011", "689", "LCN"),
        ("1", "EA", "KICK PLATE, 10\" x 2\" LDW", "8400", "630", "IVES"),
        ("1", "EA", "WALL STOP", "WS406", "630", "IVES"),
        ("3", "EA", "SILENCER", "SR64", "GRY", "IVES"),
    ]),
    ("HW-5", "RESTROOM - PRIVACY", "127A, 128A", [
        ("3", "EA", "HINGE, 4-1/2\" x 4-1/2\"", "5BB1", "652", "IVES"),
        ("1", "EA", "PRIVACY LOCK W/ INDICATOR", "L9040 L583-363", "626", "SCHLAGE"),
        ("1", "EA", "CLOSER", "4011", "689", "LCN"),
        ("1", "EA", "KICK PLATE, 10\" x 2\" LDW", "8400", "630", "IVES"),
        ("1", "EA", "MOP PLATE, 6\" x 1\" LDW", "8400", "630", "IVES"),
        ("1", "EA", "WALL STOP", "WS406", "630", "IVES"),
        ("1", "EA", "COAT HOOK", "582", "626", "IVES"),
        ("3", "EA", "SILENCER", "SR64", "GRY", "IVES"),
    ]),
]

DOOR_NOTES = [
    "WOOD DOORS: 5-PLY SOLID PARTICLEBOARD CORE, WD-1 VENEER, FACTORY FINISHED, AWS PREMIUM GRADE.",
    "INTERIOR HM DOORS 18 GA; EXTERIOR HM DOORS 16 GA GALVANNEALED WITH POLYSTYRENE CORE.",
    "ALL GLAZING IN DOORS SHALL BE TEMPERED. GLAZING IN DOOR 129A SHALL BE 90 MIN FIRE-RATED CERAMIC.",
    "FIRE-RATED DOORS AND FRAMES SHALL BEAR LABELS OF A NATIONALLY RECOGNIZED TESTING AGENCY.",
    "MAXIMUM UNDERCUT 3/4\" ABOVE FINISH FLOOR MATERIAL U.O.N.",
    "VERIFY ALL ROUGH OPENINGS IN THE FIELD BEFORE ORDERING FRAMES.",
]

FINISH_LEGEND = [
    ("WD-1", "WHITE OAK, PLAIN SLICED, CLEAR FACTORY FINISH"),
    ("PT-4", "PAINT, SEMI-GLOSS, SW 7069 IRON ORE"),
    ("CLR ANOD", "CLEAR ANODIZED ALUMINUM, CLASS I"),
]

HW_NOTES = [
    "HARDWARE FINISHES: 626 SATIN CHROMIUM PLATED; 630 SATIN STAINLESS STEEL; 652 SATIN CHROME PLATED "
    "STEEL; 628 SATIN ALUMINUM, CLEAR ANODIZED; 689 ALUMINUM PAINTED; AL MILL ALUMINUM; GRY GRAY; BK BLACK.",
    "KEYING: ALL CYLINDERS SCHLAGE EVEREST 29 RESTRICTED KEYWAY, MASTER KEYED TO THE EXISTING BUILDING "
    "SYSTEM. PROVIDE CONSTRUCTION CORES; OWNER TO INSTALL PERMANENT CORES.",
    "DOORS IN THE MEANS OF EGRESS SHALL BE OPENABLE FROM THE EGRESS SIDE WITHOUT A KEY, SPECIAL KNOWLEDGE "
    "OR EFFORT.",
    "MAGNETIC HOLDERS AT 129A SHALL RELEASE ON FIRE ALARM SIGNAL; COORDINATE 120V POWER WITH E-201.",
    "HARDWARE SUPPLIER SHALL SUBMIT A COMPLETE HARDWARE SCHEDULE PREPARED BY A DAHC FOR REVIEW.",
]


def _schedules(v: _View) -> None:
    x0, y0 = 60, 122
    _heading(v, x0, 98, "DOOR SCHEDULE", 110)
    scale = (TB - 30 - 60 - x0) / sum(DOOR_COLS)
    xs = [x0]
    for w in DOOR_COLS:
        xs.append(xs[-1] + w * scale)
    rh = 25
    # two-line grouped header
    v.rect(xs[0], y0, xs[-1], y0 + 44, w=1.4, fill=(0.92, 0.92, 0.92))
    v.line(xs[2], y0 + 20, xs[8], y0 + 20, w=0.5)
    v.line(xs[8], y0 + 20, xs[10], y0 + 20, w=0.5)
    v.ctext((xs[2] + xs[8]) / 2, y0 + 14, "DOOR", 9, "hebo")
    v.ctext((xs[8] + xs[10]) / 2, y0 + 14, "FRAME", 9, "hebo")
    heads = [("DOOR", "NO."), ("ROOM NAME", ""), ("", "WIDTH"), ("", "HEIGHT"), ("", "THK."), ("", "TYPE"),
             ("", "MATL."), ("", "FINISH"), ("", "TYPE"), ("", "MATL."), ("FIRE", "RATING"), ("HDW.", "SET"),
             ("REMARKS", "")]
    for c, (h1, h2) in enumerate(heads):
        mid = (xs[c] + xs[c + 1]) / 2
        if h1 and h2:
            v.ctext(mid, y0 + 18, h1, 7.5, "hebo")
            v.ctext(mid, y0 + 37, h2, 7.5, "hebo")
        elif h1:
            v.ctext(mid, y0 + 26, h1, 7.5, "hebo")
        else:
            v.ctext(mid, y0 + 37, h2, 7.5, "hebo")
    bottom = y0 + 44 + rh * len(DOOR_ROWS)
    for c, x in enumerate(xs):
        top = y0 + 20 if 2 < c < 8 or c == 9 else y0
        v.line(x, top, x, bottom, w=1.4 if c in (0, len(xs) - 1) else 0.4)
    y = y0 + 44
    for r, row in enumerate(DOOR_ROWS):
        v.line(xs[0], y, xs[-1], y, w=0.35 if r % 4 else 0.8)
        for c, cell in enumerate(row):
            if not cell:
                continue
            if c in (1, 12):
                v.text(xs[c] + 6, y + rh - 7, cell, 8)
            else:
                v.ctext((xs[c] + xs[c + 1]) / 2, y + rh - 7, cell, 8.5 if c == 0 else 8,
                        "hebo" if c == 0 else "helv")
        y += rh
    v.line(xs[0], y, xs[-1], y, w=1.4)
    # addendum 2 on door 129A: clouded row and a delta beside it
    ry = y0 + 44 + rh * 11
    v.rect(xs[10] - 4, ry - 3, xs[-1] + 6, ry + rh + 3, w=0.6, dashes="[2 2] 0")
    v.delta(xs[-1] + 22, ry + rh / 2, "3")
    v.text(x0, y + 16, "SEE HARDWARE SETS THIS SHEET. SEE A-101 FOR DOOR LOCATIONS. \"(2)\" = PAIR OF LEAVES OF "
           "THE WIDTH GIVEN.", 7, "tiro")

    # door types
    y1 = y + 68
    v.line(60, y1 - 30, TB - 30, y1 - 30, w=0.3)
    _heading(v, x0, y1, "DOOR TYPES", 86)
    types = [("A", "FLUSH"), ("B", "NARROW LITE"), ("C", "FULL LITE"), ("SF", "ALUM. STOREFRONT")]
    for i, (tag, name) in enumerate(types):
        dx = x0 + 24 + 150 * i
        dy = y1 + 30
        v.rect(dx, dy, dx + 84, dy + 196, w=1.1)
        v.line(dx - 10, dy + 196, dx + 94, dy + 196, w=0.8)
        if tag == "B":
            v.rect(dx + 54, dy + 28, dx + 66, dy + 118, w=0.6)
        if tag == "C":
            v.rect(dx + 14, dy + 16, dx + 70, dy + 176, w=0.6)
            v.line(dx + 14, dy + 16, dx + 70, dy + 176, w=0.25, dashes="[3 3] 0")
        if tag == "SF":
            v.rect(dx + 11, dy + 11, dx + 73, dy + 172, w=0.6)
            v.line(dx + 11, dy + 110, dx + 73, dy + 110, w=1.2)
        v.ctext(dx + 42, dy + 214, f"TYPE {tag}", 9, "hebo")
        v.ctext(dx + 42, dy + 225, name, 7)
    v.text(x0 + 20, y1 + 278, "DOOR TYPE ELEVATIONS - SCALE: 1/2\" = 1'-0\"", 7)
    v.text(x0 + 20, y1 + 289, "TYPE B LITE 4\" x 25\" VISIBLE (100 SQ. IN.)", 7)

    # frame types and finish legend
    fx = x0 + 640
    _heading(v, fx, y1, "FRAME TYPES", 92)
    frames = [("F1", "HM, 16 GA, WELDED, 2\" FACE", "INTERIOR"),
              ("F2", "HM, 14 GA, WELDED, 2\" FACE", "EXTERIOR AND FIRE-RATED"),
              ("F3", "ALUM. STOREFRONT, 2\" x 4-1/2\"", "THERMALLY BROKEN, CLR ANOD")]
    for i, (tag, l1, l2) in enumerate(frames):
        fy = y1 + 44 + 56 * i
        v.poly([(fx + 8, fy), (fx + 8, fy - 18), (fx + 48, fy - 18), (fx + 48, fy)], w=1.0)
        v.poly([(fx + 14, fy), (fx + 14, fy - 11), (fx + 42, fy - 11), (fx + 42, fy)], w=0.5)
        v.text(fx + 62, fy - 10, tag, 9.5, "hebo")
        v.text(fx + 88, fy - 10, l1, 8)
        v.text(fx + 88, fy + 1, l2, 7, "tiro")
    fy2 = y1 + 220
    _heading(v, fx, fy2, "FINISH LEGEND", 104)
    for i, (code, desc) in enumerate(FINISH_LEGEND):
        v.text(fx, fy2 + 24 + 13 * i, code, 8, "hebo")
        v.text(fx + 70, fy2 + 24 + 13 * i, desc, 8)

    # door schedule notes, and typical frame details under them
    ny = y1 + 330
    _heading(v, x0, ny, "DOOR SCHEDULE NOTES", 150)
    ny = _numbered(v, x0, ny + 22, DOOR_NOTES, 540, size=8, lead=10.5, gap=4)
    _frame_details(v, x0, ny + 30)
    _mounting_heights(v, x0, ny + 220)
    _keying(v, x0 + 640, ny + 220)

    _hardware(v, 1240, y1)


KEYING_ROWS = [
    ("KEY SET", "FUNCTION", "DOORS", "KEYS"),
    ("AA1", "PUBLIC ENTRY", "120A", "6"),
    ("AA2", "PROGRAM / COMMUNITY", "121B, 122A, 123A", "6"),
    ("AA3", "STUDY ROOMS", "125A, 126A", "4"),
    ("AA4", "BUILDING SERVICES", "130A, 131A, 131B", "4"),
    ("AA5", "BOOK RETURN", "132A", "3"),
]


def _mounting_heights(v: _View, x0: float, y0: float) -> None:
    """A typical door elevation with hardware mounting heights dimensioned above the floor."""
    _heading(v, x0, y0, "HARDWARE MOUNTING HEIGHTS", 206)
    k = 2.4                                            # points per inch, about 1/4" = 1'-0" x 2.4
    dx, floor = x0 + 40, y0 + 30 + 84 * k
    v.rect(dx, floor - 84 * k, dx + 36 * k, floor, w=1.0)
    v.line(dx - 20, floor, dx + 36 * k + 160, floor, w=1.0)
    v.hatch(dx - 20, floor, dx + 36 * k + 20, floor + 8, step=5, w=0.25)
    for h in (10, 42, 79):                              # hinges measured to their centres
        v.rect(dx - 2, floor - h * k - 5, dx + 2, floor - h * k + 5, w=0.5, fill=(0, 0, 0))
    v.rect(dx + 36 * k - 22, floor - 38 * k - 4, dx + 36 * k - 6, floor - 38 * k + 4, w=0.6)
    v.rect(dx + 2, floor - 10 * k, dx + 36 * k - 2, floor, w=0.4, dashes="[3 2] 0")
    rows = [("LEVER / LOCKSET", 38, "38\" A.F.F. TO C.L."), ("EXIT DEVICE", 40, "40\" A.F.F. TO C.L."),
            ("PULL", 42, "42\" A.F.F. TO C.L."), ("KICK PLATE", 10, "10\" HIGH, 2\" LDW"),
            ("TOP HINGE", 79, "5\" FROM HEAD TO TOP OF HINGE"), ("BOTTOM HINGE", 10, "10\" A.F.F. TO BOTTOM")]
    tx = dx + 36 * k + 40
    for i, (name, h, text) in enumerate(rows):
        ty = y0 + 56 + 28 * i
        v.line(dx + 36 * k - 4, floor - h * k, tx - 4, ty - 3, w=0.35)
        v.text(tx, ty - 2, name, 7, "hebo")
        v.text(tx, ty + 8, text, 7)
    v.text(x0, floor + 22, "MAXIMUM OPENING FORCE 5 LBF AT INTERIOR HINGED DOORS (ICC A117.1 404.2.8).", 6.5, "tiro")


def _keying(v: _View, x0: float, y0: float) -> None:
    _heading(v, x0, y0, "KEYING SCHEDULE", 128)
    end = _table(v, x0, y0 + 14, [60, 150, 150, 50], KEYING_ROWS, size=7.5, rh=17)
    v.text(x0, end + 14, "ALL KEY SETS UNDER EXISTING GRAND MASTER \"GM\". RESTROOM PRIVACY SETS AND EXIT-ONLY", 6.5)
    v.text(x0, end + 23, "DEVICES HAVE NO CYLINDER. DELIVER KEYS TO THE OWNER BY SECURE SHIPMENT.", 6.5)


def _frame_details(v: _View, x0: float, y0: float) -> None:
    """Three small typical details: head, jamb and sill, each with leadered notes and a title."""
    specs = [("1", "HEAD AT HM FRAME", ["5/8\" GWB", "HM FRAME, SEE TYPES", "GROUT FILL AT CMU", "DOOR"]),
             ("2", "JAMB AT MTL. STUD WALL", ["MTL. STUD, SEE W1/W2", "(3) ANCHORS PER JAMB", "SEALANT", "DOOR"]),
             ("3", "SILL AT EXTERIOR DOOR", ["THRESHOLD, SEE HDW.", "SET IN SEALANT", "SLAB", "DOOR SWEEP"])]
    for i, (num, title, notes) in enumerate(specs):
        x = x0 + 200 * i
        v.rect(x + 20, y0, x + 60, y0 + 70, w=0.9)
        v.rect(x + 26, y0 + 6, x + 54, y0 + 70, w=0.5, fill=(0.85, 0.85, 0.85))
        v.line(x + 10, y0 + 70, x + 70, y0 + 70, w=1.0)
        v.hatch(x + 10, y0 + 70, x + 70, y0 + 86, step=5, w=0.25)
        for k, n in enumerate(notes):
            ly = y0 + 8 + 18 * k
            v.line(x + 58, ly + 6, x + 82, ly, w=0.35)
            v.text(x + 84, ly + 2, n, 5.5)
        v.circle(x + 14, y0 + 108, 10, w=0.8)
        v.ctext(x + 14, y0 + 112, num, 9, "hebo")
        v.text(x + 30, y0 + 110, title, 7.5, "hebo")
        v.line(x + 28, y0 + 114, x + 186, y0 + 114, w=0.8)
        v.text(x + 30, y0 + 124, "SCALE: 3\" = 1'-0\"", 6.5)


def _hardware(v: _View, x0: float, y0: float) -> None:
    _heading(v, x0, y0, "HARDWARE SETS", 110)
    cols = [x0, x0 + 490]
    y = [y0 + 24, y0 + 24]
    placement = [0, 0, 0, 1, 1]
    wd = 470
    for (tag, name, doors, items), col in zip(HARDWARE, placement):
        x = cols[col]
        yy = y[col]
        v.rect(x, yy, x + wd, yy + 18, w=0.8, fill=(0.9, 0.9, 0.9))
        v.text(x + 6, yy + 13, f"{tag}", 10, "hebo")
        v.text(x + 56, yy + 13, name, 8.5, "hebo")
        v.text(x + 6, yy + 31, f"DOORS: {doors}", 8)
        yy += 46
        v.text(x + 6, yy, "QTY", 6.5, "hebo")
        v.text(x + 56, yy, "ITEM", 6.5, "hebo")
        v.text(x + 236, yy, "MODEL", 6.5, "hebo")
        v.text(x + 336, yy, "FIN.", 6.5, "hebo")
        v.text(x + 376, yy, "MFR.", 6.5, "hebo")
        v.line(x, yy + 3, x + wd, yy + 3, w=0.4)
        for qty, unit, item, model, fin, mfr in items:
            yy += 13.5
            v.text(x + 6, yy, f"{qty} {unit}", 8, "cour")
            v.text(x + 56, yy, item, 8)
            v.text(x + 236, yy, model, 8, "cour")
            v.text(x + 336, yy, fin, 8, "cour")
            v.text(x + 376, yy, mfr, 8)
        if tag == "HW-2":
            v.delta(x + wd - 12, yy - 12, "3")
        v.line(x, yy + 7, x + wd, yy + 7, w=0.8)
        y[col] = yy + 36
    yy = y[1] + 10
    x = cols[1]
    _heading(v, x, yy, "HARDWARE NOTES", 120)
    yy = _numbered(v, x, yy + 22, HW_NOTES, wd, size=8, lead=10.5, gap=4)
    _riser(v, x, yy + 30)


def _riser(v: _View, x: float, y: float) -> None:
    """The electrified hardware riser for the entry pair, boxes joined by labelled wire runs."""
    _heading(v, x, y, "ELECTRIFIED HARDWARE RISER - DOOR 120A", 300)
    boxes = [(0, 40, "120V, 20A CIRCUIT", "SEE E-201"), (170, 40, "POWER SUPPLY", "PS902 (HW-1)"),
             (340, 40, "FIRE ALARM", "INTERFACE RELAY"), (0, 130, "ACTUATOR (EXT.)", "8310-856"),
             (170, 130, "LOW-ENERGY OPER.", "9542 (HW-1)"), (340, 130, "ACTUATOR (INT.)", "8310-856")]
    for bx, by, l1, l2 in boxes:
        v.rect(x + bx, y + by, x + bx + 130, y + by + 40, w=0.8)
        v.ctext(x + bx + 65, y + by + 17, l1, 7, "hebo")
        v.ctext(x + bx + 65, y + by + 29, l2, 6.5)
    for (ax, ay, bx, by, tag) in ((130, 60, 170, 60, "120V"), (300, 60, 340, 60, "18/2"),
                                  (235, 80, 235, 130, "18/4"), (130, 150, 170, 150, "18/2"),
                                  (300, 150, 340, 150, "18/2")):
        v.line(x + ax, y + ay, x + bx, y + by, w=0.6)
        v.text(x + (ax + bx) / 2 + 3, y + (ay + by) / 2 - 3, tag, 5.5)
    v.text(x, y + 190, "OPERATOR DISABLES ON FIRE ALARM; DOORS REMAIN MANUALLY OPERABLE. NOT TO SCALE.", 6.5, "tiro")


# --------------------------------------------------------------------------- the set
def cover_set_pdf(path: Path) -> Path:
    doc = pymupdf.open()
    bodies = {"G-001": _cover, "A-101": lambda v: (_plan(v), _plan_notes(v)), "A-601": _schedules}
    for number, title, scale, revisions in SHEETS:
        page = doc.new_page(width=PAGE_W, height=PAGE_H)
        page.set_rotation(90)
        v = _View(page)
        _frame(v)
        _title_block(v, number, title, scale, revisions)
        bodies[number](v)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return path
