"""Deterministic dense drawing sheets for `make bench` (not shipped data; generated on the fly).

Each page is a 36 x 24 in sheet about as dense as a real construction sheet (~1 000 words):
three columns of numbered general notes, a door schedule, a window schedule, a room finish
schedule, a code-analysis block and a right-hand title block with a unique sheet number.
The same (pages, seed) always gives the same PDF bytes: a seeded RNG, fixed metadata, no
timestamps. The PDF is written directly with the standard Helvetica fonts, so 10 000 pages take well
under a minute.

    python -m drawqa.benchgen --pages 500 --out bench_out/set-500.pdf
"""
from __future__ import annotations

import argparse
import random
import zlib
from pathlib import Path

GEN_VERSION = 3                 # bump when the drawing changes: stale sets are rebuilt
W, H = 2592.0, 1728.0          # 36 x 24 in, landscape
TB_X0 = 2280.0                  # title block strip
FIRM = "NORTHGATE DESIGN COLLABORATIVE"
PROJECT = "RIVERBEND MEDICAL OFFICE BUILDING"
DISCIPLINES = ["A", "A", "A", "S", "M", "E", "P", "FP"]
TITLES = {
    "A": ["FLOOR PLAN", "REFLECTED CEILING PLAN", "EXTERIOR ELEVATIONS", "BUILDING SECTIONS",
          "WALL SECTIONS", "ENLARGED PLANS", "DOOR AND WINDOW SCHEDULES", "FINISH PLAN"],
    "S": ["FOUNDATION PLAN", "FRAMING PLAN", "STRUCTURAL DETAILS", "SHEAR WALL SCHEDULE"],
    "M": ["MECHANICAL PLAN", "HVAC SCHEDULES", "MECHANICAL DETAILS"],
    "E": ["LIGHTING PLAN", "POWER PLAN", "PANEL SCHEDULES"],
    "P": ["PLUMBING PLAN", "PLUMBING RISER DIAGRAM", "FIXTURE SCHEDULE"],
    "FP": ["FIRE SPRINKLER PLAN", "FIRE PROTECTION NOTES"],
}
VERBS = ["PROVIDE", "INSTALL", "VERIFY", "COORDINATE", "MAINTAIN", "SEAL", "PATCH", "ALIGN",
         "ANCHOR", "REFER TO", "CONFIRM", "PROTECT", "SUPPORT", "FIRESTOP", "FURNISH"]
OBJECTS = ["GYPSUM BOARD", "WINDOW HEAD FLASHING", "DOOR FRAME", "BLOCKING", "CONTROL JOINTS",
           "ACOUSTIC SEALANT", "VAPOR RETARDER", "RIGID INSULATION", "WINDOW SILL PAN",
           "HOLLOW METAL FRAMES", "CONCRETE SLAB", "STEEL STUD FRAMING", "CEILING GRID",
           "FIRE EXTINGUISHER CABINETS", "WALL BASE", "RESILIENT FLOORING", "STOREFRONT WINDOW",
           "ROOF DRAIN", "SPRINKLER HEADS", "DUCTWORK", "ELECTRICAL PANEL", "GROUT",
           "EXPANSION ANCHORS", "WEATHER BARRIER", "CERAMIC TILE", "CASEWORK"]
PLACES = ["AT ALL EXTERIOR WALLS", "PER MANUFACTURER INSTRUCTIONS", "AT EACH WINDOW OPENING",
          "IN ALL RATED ASSEMBLIES", "BEFORE CLOSING WALLS", "AT CORRIDOR CEILINGS",
          "WHERE SHOWN ON PLAN", "AT ROOF PENETRATIONS", "AT 16\" O.C. MAXIMUM",
          "PER NFPA 13 AND LOCAL AMENDMENTS", "PER IBC 2021 SECTION 1010", "TO STRUCTURE ABOVE",
          "IN WET AREAS", "AT DOOR HARDWARE LOCATIONS", "WITH THE ARCHITECT PRIOR TO WORK"]
MATERIALS = ["HM", "WD", "ALUM", "FRP", "GL"]
FINISHES = ["PT-1", "PT-2", "VCT-1", "CPT-2", "CT-1", "RB-1", "ACT-1", "GYP"]
ROOMS = ["OFFICE", "EXAM", "CORRIDOR", "WAITING", "STAFF", "STORAGE", "TOILET", "LAB",
         "RECEPTION", "CONFERENCE", "JANITOR", "ELECTRICAL", "MECHANICAL", "STAIR"]


def sheet_id(i: int) -> str:
    d = DISCIPLINES[i % len(DISCIPLINES)]
    return f"{d}{i // 100 + 1}.{i % 100:02d}"


def _note(rng: random.Random, n: int) -> str:
    return f"{n}. {rng.choice(VERBS)} {rng.choice(OBJECTS)} {rng.choice(PLACES)}."


def _wrap(text: str, width: int) -> list[str]:
    out, line = [], ""
    for w in text.split():
        if line and len(line) + 1 + len(w) > width:
            out.append(line)
            line = "   " + w
        else:
            line = f"{line} {w}" if line else w
    return out + ([line] if line else [])


class _Canvas:
    """A page's content stream in PDF operators; y is measured from the top, as on screen."""

    def __init__(self):
        self.ops: list[str] = []

    def text(self, x: float, y: float, text: str, size: float = 9.0, font: str = "F1",
             leading: float = 1.2) -> None:
        esc = lambda t: t.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")  # noqa: E731
        lines = text.split("\n")
        self.ops.append(f"BT /{font} {size:g} Tf {size * leading:.2f} TL 1 0 0 1 {x:.2f} {H - y:.2f} Tm")
        self.ops.append(" T* ".join(f"({esc(l)}) Tj" for l in lines) + " ET")

    def line(self, x0: float, y0: float, x1: float, y1: float) -> None:
        self.ops.append(f"{x0:.2f} {H - y0:.2f} m {x1:.2f} {H - y1:.2f} l S")

    def rect(self, x0: float, y0: float, x1: float, y1: float) -> None:
        self.ops.append(f"{x0:.2f} {H - y1:.2f} {x1 - x0:.2f} {y1 - y0:.2f} re S")

    def bytes(self) -> bytes:
        return ("0.6 w\n" + "\n".join(self.ops)).encode("latin-1")


def _table(cv: _Canvas, x: float, y: float, title: str, header: list[str], rows: list[list[str]],
           widths: list[float], size: float = 9.0) -> float:
    cv.text(x, y, title, 14)
    y += 12
    rh = size * 1.9
    total = sum(widths)
    for cells in [header] + rows:
        cx = x
        for c, w in zip(cells, widths):
            cv.text(cx + 3, y + rh - 5, c, size)
            cx += w
        cv.line(x, y, x + total, y)
        y += rh
    cv.line(x, y, x + total, y)
    return y + 60


N_PLANS = 8          # distinct floor-plan drawings, shared by the sheets as Form XObjects
PLAN_BOX = (1080.0, 1040.0, 2250.0, 1660.0)


def plan_drawing(k: int, seed: int) -> bytes:
    """Floor-plan linework (walls, door swings, hatching, dimension ticks, grid): what makes real
    sheets heavy. ~15 000 path segments, drawn once and placed on many sheets, as CAD blocks are."""
    rng = random.Random(seed * 7919 + k)
    x0, y0, x1, y1 = PLAN_BOX
    ops = ["0.4 w"]
    ln = lambda a, b, c, d: ops.append(f"{a:.1f} {H - b:.1f} m {c:.1f} {H - d:.1f} l")  # noqa: E731
    cols, rows = 10, 5
    cw, rh = (x1 - x0) / cols, (y1 - y0) / rows
    for c in range(cols + 1):                      # walls: double lines
        x = x0 + c * cw
        ln(x, y0, x, y1)
        ln(x + 4, y0, x + 4, y1)
    for r in range(rows + 1):
        y = y0 + r * rh
        ln(x0, y, x1, y)
        ln(x0, y + 4, x1, y + 4)
    for c in range(cols):
        for r in range(rows):
            rx, ry = x0 + c * cw, y0 + r * rh
            if rng.random() < 0.5:                 # hatching (tile, concrete)
                step = rng.choice([3.0, 4.0, 6.0])
                t = 0.0
                while t < cw + rh:
                    a = (rx + max(0.0, t - rh), ry + min(t, rh))
                    b = (rx + min(t, cw), ry + max(0.0, t - cw))
                    ln(a[0], a[1], b[0], b[1])
                    t += step
            else:                                  # furniture / fixtures: small boxes
                for _ in range(rng.randint(20, 60)):
                    fx, fy = rx + rng.random() * (cw - 14), ry + rng.random() * (rh - 14)
                    ops.append(f"{fx:.1f} {H - fy - 10:.1f} 10 10 re")
            d = 24.0                               # door swing: a Bezier quarter circle
            ops.append(f"{rx + 6:.1f} {H - ry - 6:.1f} m {rx + 6 + d:.1f} {H - ry - 6:.1f} l "
                       f"{rx + 6 + d:.1f} {H - ry - 6 - 0.55 * d:.1f} {rx + 6 + 0.55 * d:.1f} "
                       f"{H - ry - 6 - d:.1f} {rx + 6:.1f} {H - ry - 6 - d:.1f} c")
    for c in range(cols * 8):                      # dimension ticks
        x = x0 + c * cw / 8
        ln(x - 2, y1 + 18, x + 2, y1 + 14)
    ops.append("S")
    return "\n".join(ops).encode("latin-1")


def draw_page(i: int, seed: int) -> bytes:
    """The content stream of sheet i."""
    rng = random.Random(seed * 1_000_003 + i)
    cv = _Canvas()
    cv.rect(36, 36, W - 36, H - 36)
    cv.line(TB_X0, 36, TB_X0, H - 36)
    sid = sheet_id(i)
    disc = DISCIPLINES[i % len(DISCIPLINES)]
    title = f"{rng.choice(TITLES[disc])} - LEVEL {i % 7 + 1}"
    # General notes: three columns.
    n = 1
    for col in range(3):
        lines = ["GENERAL NOTES" if col == 0 else "GENERAL NOTES (CONT.)"]
        while len(lines) < 34:
            lines.extend(_wrap(_note(rng, n), 58))
            n += 1
        cv.text(60 + col * 330, 80, "\n".join(lines), 8.5, leading=1.35)
    # Schedules, right of the notes.
    x0 = 1200
    doors = [[f"{100 + i % 900}{chr(65 + r)}", rng.choice(["3'-0\"", "3'-6\"", "6'-0\""]),
              rng.choice(["7'-0\"", "8'-0\""]), rng.choice(MATERIALS),
              rng.choice(["20 MIN", "45 MIN", "90 MIN", "-"]), f"HW-{rng.randint(1, 12)}"]
             for r in range(12)]
    y = _table(cv, x0, 80, "DOOR SCHEDULE", ["MARK", "WIDTH", "HEIGHT", "MATERIAL", "RATING", "HARDWARE"],
               doors, [70, 70, 70, 80, 80, 80])
    windows = [[f"W{r + 1 + (i % 40)}", rng.choice(["3'-0\"", "4'-0\"", "5'-4\""]),
                rng.choice(["4'-0\"", "5'-0\"", "6'-8\""]), rng.choice(["FIXED", "CASEMENT", "AWNING"]),
                rng.choice(["0.30", "0.32", "0.28"]), rng.choice(["TEMPERED", "LOW-E", "LAMINATED"])]
               for r in range(10)]
    y = _table(cv, x0, y, "WINDOW SCHEDULE", ["MARK", "WIDTH", "HEIGHT", "TYPE", "U-FACTOR", "GLAZING"],
               windows, [70, 70, 70, 80, 80, 90])
    rooms = [[str(100 * (i % 7 + 1) + r), rng.choice(ROOMS), rng.choice(FINISHES), rng.choice(FINISHES),
              rng.choice(FINISHES), f"{rng.choice([8, 9, 10])}'-0\""] for r in range(10)]
    _table(cv, x0, y, "ROOM FINISH SCHEDULE", ["NO.", "ROOM", "FLOOR", "BASE", "WALLS", "CEILING"],
           rooms, [60, 100, 70, 70, 70, 70])
    code = ["CODE ANALYSIS", f"OCCUPANCY: B   CONSTRUCTION TYPE: {rng.choice(['II-B', 'V-B', 'III-A'])}",
            "GOVERNING CODE: 2021 IBC, 2021 IECC, NFPA 101", f"FIRE SPRINKLERS: NFPA {rng.choice(['13', '13R'])}",
            f"OCCUPANT LOAD: {rng.randint(40, 400)}   EXITS REQUIRED: {rng.choice([2, 3])}",
            f"BUILDING AREA: {rng.randint(8, 60)},{rng.randint(100, 999)} SF"]
    cv.text(1860, 80, "\n".join(code), 10, leading=1.4)
    keynotes = ["KEYNOTES"] + [_note(rng, k) for k in range(1, 16)]
    cv.text(1860, 300, "\n".join(keynotes), 8.5, leading=1.35)
    # Title block strip.
    tb = [FIRM, "1200 HARBOR AVENUE", "SEATTLE, WA 98101", "", "PROJECT", PROJECT,
          "480 RIVERBEND PARKWAY", "", "PROJECT NO.", f"2025-{seed:03d}", "", "DATE", "09/15/2025", "",
          "DRAWN BY", "RKM", "CHECKED BY", "JTS", "", "SCALE", "1/8\" = 1'-0\"", "", "REVISIONS",
          "1  PERMIT SET  08/01/2025", "2  PLAN CHECK  09/10/2025", "", "SHEET TITLE", title]
    cv.text(TB_X0 + 12, 80, "\n".join(tb), 10, leading=1.5)
    cv.text(TB_X0 + 12, H - 160, "SHEET NO.", 10)
    cv.text(TB_X0 + 12, H - 90, sid, 44, font="F2")
    cv.ops.append(f"/P{i % N_PLANS} Do")
    return cv.bytes()


def generate(pages: int, out: Path, seed: int = 1, first_sheet: int = 0) -> Path:
    """Write a `pages`-page dense set to `out` (kept when it already exists with those pages).

    Its sheets are numbers ``first_sheet`` .. ``first_sheet + pages - 1`` of the set, so the files of one
    large set split into several PDFs have distinct sheet IDs. The PDF is written directly
    (Helvetica base fonts, Flate-compressed content streams): no PDF library is needed and
    10 000 pages take well under a minute.
    """
    out = Path(out)
    stamp = out.with_suffix(".pages")
    want = f"{pages} {seed} {GEN_VERSION}" + (f" {first_sheet}" if first_sheet else "")
    if out.exists() and stamp.exists() and stamp.read_text().strip() == want:
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    # Objects: 1 catalog, 2 pages, 3 F1, 4 F2, 5.. plan XObjects, then (page, content) pairs.
    first = 5 + N_PLANS
    n_obj = first - 1 + 2 * pages
    offsets = [0] * (n_obj + 1)
    tmp = out.with_suffix(".tmp")
    with open(tmp, "wb") as fh:
        pos = 0

        def put(data: bytes) -> None:
            nonlocal pos
            fh.write(data)
            pos += len(data)

        def obj(num: int, body: bytes) -> None:
            offsets[num] = pos
            put(b"%d 0 obj\n" % num + body + b"\nendobj\n")

        put(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        obj(1, b"<< /Type /Catalog /Pages 2 0 R >>")
        kids = b" ".join(b"%d 0 R" % (first + 2 * k) for k in range(pages))
        obj(2, b"<< /Type /Pages /Count %d /Kids [%s] >>" % (pages, kids))
        obj(3, b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        obj(4, b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
        for k in range(N_PLANS):
            data = zlib.compress(plan_drawing(k, seed), 6)
            obj(5 + k, b"<< /Type /XObject /Subtype /Form /BBox [0 0 %g %g] /Length %d /Filter /FlateDecode >>"
                b"\nstream\n" % (W, H, len(data)) + data + b"\nendstream")
        xobjects = b" ".join(b"/P%d %d 0 R" % (k, 5 + k) for k in range(N_PLANS))
        for k in range(pages):
            data = zlib.compress(draw_page(first_sheet + k, seed), 6)
            obj(first + 2 * k, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g] /Resources "
                               b"<< /Font << /F1 3 0 R /F2 4 0 R >> /XObject << %s >> >> /Contents %d 0 R >>"
                % (W, H, xobjects, first + 1 + 2 * k))
            obj(first + 1 + 2 * k, b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data
                + b"\nendstream")
        xref = pos
        put(b"xref\n0 %d\n0000000000 65535 f \n" % (n_obj + 1))
        put(b"".join(b"%010d 00000 n \n" % offsets[k] for k in range(1, n_obj + 1)))
        put(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (n_obj + 1, xref))
    tmp.replace(out)
    stamp.write_text(want + "\n")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pages", type=int, default=500)
    ap.add_argument("--out", type=Path, default=Path("bench_out/set.pdf"))
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    print(generate(a.pages, a.out, a.seed))


if __name__ == "__main__":
    main()
