"""Schedules and tables: found by their titles, rebuilt row by row from word positions.

Real schedules often extract column by column and are seldom found by ruling-line detection
on sheets with tens of thousands of vector paths, so alignment of words is the primary method:
it works on ruled and unruled tables alike, rotated pages included (words are already in
displayed coordinates).
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from itertools import combinations
from dataclasses import dataclass, field, replace

from . import layout
from .models import BBox, Page, Word
from .title_block import in_title_block

TITLE = re.compile(
    r"\b(SCHEDULE|SHEET\s+INDEX|DRAWING\s+INDEX|INDEX\s+OF\s+DRAWINGS|LIST\s+OF\s+DRAWINGS|"
    r"DRAWING\s+LIST|SHEET\s+LIST|TABLE|COMPLIANCE\s+SUMMARY|ENERGY\s+SUMMARY|"
    r"INSULATION\s+REQUIREMENTS|ENVELOPE\s+REQUIREMENTS|CALCULATIONS|INVENTORY|TABULATION|MATRIX)\b", re.IGNORECASE)
_HAS_DIGIT = re.compile(r"\d")
# A unit or reference in brackets (`(W/m2K)`, `(mm)`, `(APPROVED DOCUMENT L 2021)`) is part of a
# header's or heading's words, not a figure of a row.
_BRACKETED = re.compile(r"\([^()]{1,40}\)")
# ... and so is a metric unit to a power, set in lower case without brackets (`AREA m2`,
# `VOLUME m3`, `U-VALUE W/m2K`).
_UNIT_POWER = re.compile(r"(?<![\w.])(?:[A-Za-z]{1,2}/)?(?:mm|cm|m)[23][A-Z]?(?![\w.])")
# ... and so is an ordinal naming a floor or a stage (`1ST  2ND  3RD  4TH` over counts by floor).
_ORDINAL = re.compile(r"(?<![\w.])\d{1,2}(?:ST|ND|RD|TH)(?![\w.])", re.IGNORECASE)


def _has_figures(text: str, opened: bool = False) -> bool:
    """Figures outside brackets. `opened`: a bracket opened on the line above goes on here (a
    two-line caption `RECOVERY (GPH` over `@ 100°F RISE)`)."""
    text = _ORDINAL.sub(" ", _UNIT_POWER.sub(" ", ("(" if opened else "") + text))
    while True:
        bare = _BRACKETED.sub(" ", text)
        if bare == text:
            return _HAS_DIGIT.search(bare) is not None
        text = bare


def _opens(lines: list[str]) -> bool:
    """Lines that leave a bracket open at their end."""
    text = " ".join(lines)
    return text.count("(") > text.count(")")


MIN_NUMBERED_COLUMNS = 3   # a line of this many column numbers (`01 02 03`) numbers a form's columns
_COLUMN_NUMBER = re.compile(r"^\d{1,2}$")


def column_numbers(words: list[Word]) -> bool:
    """A printed form (a Title 24 CF1R, an NRCC) numbers its columns `01 02 03 ...` in a line of
    their own over the captions: consecutive numbers from 1, one to a column. They name no
    value and no column, so they are read as neither a row nor a caption."""
    texts = [w.text for w in sorted(words, key=lambda w: w.bbox[0])]
    if len(texts) < MIN_NUMBERED_COLUMNS or not all(_COLUMN_NUMBER.match(t) for t in texts):
        return False
    return [int(t) for t in texts] == list(range(1, len(texts) + 1))


@dataclass
class Row:
    cells: list[str]           # aligned to Table.header; "" where empty
    bbox: BBox
    group: str = ""            # category label above the row ("FLOORING", "BASE"...)

    def pairs(self, header: list[str]) -> list[tuple[str, str]]:
        return [(h, c) for h, c in zip(header, self.cells) if c]


@dataclass
class Table:
    title: str
    title_bbox: BBox
    header: list[str]
    rows: list[Row] = field(default_factory=list)
    bbox: BBox = (0, 0, 0, 0)
    words: list[Word] = field(default_factory=list)   # every word the table consumed
    info: str = ""             # `LABEL: value` lines between the title and the header
    info_boxes: list[BBox] = field(default_factory=list)   # where they stand: left to the page's text

    def text(self) -> str:
        lines = [self.title] + ([self.info] if self.info else []) + [" | ".join(self.header)]
        group = ""
        for r in self.rows:
            if r.group and r.group != group:
                lines.append(r.group)
                group = r.group
            lines.append(" | ".join(c or "-" for c in r.cells))
        return "\n".join(lines)


_REFERENCE = re.compile(r"\b(SEE|REFER\s+TO|PER)\b", re.IGNORECASE)


# A panelboard's schedule is titled by the panel's name alone: `PANEL LP-1`, `PANELBOARD 'A'`.
_PANEL_TITLE = re.compile(r"^PANEL(?:BOARD)?\s+['\"]?[A-Z0-9][A-Z0-9-]{0,7}['\"]?$", re.IGNORECASE)
# A line of `LABEL: value` pairs between a title and its header (a panel's voltage and mains).
_INFO_LINE = re.compile(r"^(?:[A-Z][A-Z ./]{1,20}:\s*\S[^:]*){1,6}$")


def _abbreviation_entry(words: list[Word]) -> bool:
    """A line of an abbreviations list: a short capital abbreviation, a gap, then the words it
    stands for, their initials spelling it."""
    cells = layout.cells(words)
    if len(cells) != 2 or not re.fullmatch(r"[A-Z&]{2,6}", layout.text_of(cells[0]).strip()):
        return False
    initials = "".join(w.text[0] for w in cells[1] if w.text[:1].isalpha() and w.text.upper() not in ("AND", "OF", "THE"))
    return layout.text_of(cells[0]).strip().replace("&", "") in initials.upper()


SUBTITLE_SIZE = 0.85    # of a title's size: smaller words after it on its line are its subtitle


def _is_title(words: list[Word]) -> bool:
    # `... CONTROL AREA CA-1` set large, then `LEVEL 1 - WEST LABORATORY WING` smaller: the title
    # is the large words
    top = max((w.size for w in words), default=0.0)
    lead = words
    if top > 0 and words[0].size >= SUBTITLE_SIZE * top:
        k = next((k for k, w in enumerate(words) if w.size < SUBTITLE_SIZE * top), len(words))
        lead = words[:k]
    text = layout.text_of(lead)
    if _PANEL_TITLE.match(text.strip()):
        return True
    if _abbreviation_entry(words):
        return False      # `HMIS   HAZARDOUS MATERIALS INVENTORY STATEMENT`: a list's entry, no title
    if re.search(r"[A-Za-z]{5,}\.$", text.strip()):
        return False      # `IN THE CONCRETE STRENGTH TABLE BELOW.`: the end of a note's sentence
    if not TITLE.search(text) or len(text) > 70:
        return False
    if _REFERENCE.search(text):   # "WINDOW TAG - SEE WINDOW SCHEDULE": a pointer to a schedule
        return False
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) / len(letters) > 0.7


_NOTE_START = re.compile(r"^\(?\d{1,2}[.)]\s")
PROSE_WORDS = 9      # words of a run that reads as a sentence, not as a row of cells


def _is_prose(run: list[Word]) -> bool:
    """A numbered note or a sentence set on the baseline of a table's rows: many words with no
    wide gap between them, starting with a note number or ending a sentence."""
    if len(run) < PROSE_WORDS:
        return False
    h = layout.word_height(run)
    if any(b.bbox[0] - a.bbox[2] > 1.5 * h for a, b in zip(run, run[1:])):
        return False      # cells apart: a row with a long description in it
    text = layout.text_of(run).strip()
    return bool(_NOTE_START.match(text) or text.endswith((".", ";")))


_FIELD = re.compile(r"^[A-Z][A-Za-z.()/,\d-]*(?:\s+[A-Za-z.()/,\d-]+)+:\s*\S")


# `Appliance: pump, parked on Tanner Street`: a caption of a few words and its value.
_CAPTIONED_FIELD = re.compile(r"^[A-Z][\w.()/&'-]*(?:\s+[\w.()/&'-]+){0,3}:\s*\S")


def _field_line(run: list[Word]) -> bool:
    """A line that opens with a caption of several words and its value (`MAXIMUM TRAVEL DISTANCE
    (TABLE 1017.2): 250 FT`), as text set under a table does; a table's rows hold bare values
    under its header."""
    return bool(_FIELD.match(layout.text_of(run).strip()))


def _text_goes_on(line: list[Word], lines: list[list[Word]]) -> bool:
    """Under a table's header and rows (two lines of several cells), a captioned line where none
    was before: the sheet's text goes on, the table has ended (`EXITS REQUIRED (TABLE
    1006.3.3): 2` under an egress table)."""
    return (_field_line(line) and sum(1 for b in lines if len(layout.cells(b)) >= HEADED_MIN_COLUMNS) >= 2
            and not any(_field_line(b) for b in lines))


def _captioned(text: str) -> bool:
    """A cell that is a caption for the value beside it (`ARCHITECT:`), not a column's header."""
    return text.rstrip().endswith(":")


def _columns(data_cells: list[list[list[Word]]], heads: list[BBox] = ()) -> list[float]:
    """Left edges of the columns, clustered over every data row's cells. `heads`: the header's
    cells; a few values under a header cell of their own are that column's (a `HOLD OPEN`
    column a bullet marks in one row of sixty, the four remarks of forty doors)."""
    spans = sorted((c[0].bbox[0], c[-1].bbox[2]) for row in data_cells for c in row)
    if not spans:
        return []
    h = layout.word_height([c[0] for row in data_cells for c in row])
    clusters: list[list[tuple[float, float]]] = [[spans[0]]]
    for s in spans[1:]:
        if s[0] - clusters[-1][-1][0] <= 1.5 * h:
            clusters[-1].append(s)
        else:
            clusters.append([s])
    n_rows = len(data_cells)
    # A column is an edge that many rows share; stray continuation words do not make one.
    many = [c for c in clusters if len(c) >= max(2, n_rows * 0.1)]
    keep = [min(x0 for x0, _ in c) for c in (many or clusters)]
    if many:
        keep = sorted(keep + [min(x0 for x0, _ in c) for c in clusters if c not in many and _own_header(c, many, heads)])
    return _merge_centred(keep, data_cells)


def _own_header(cluster: list[tuple[float, float]], kept: list[list[tuple[float, float]]], heads: list[BBox]) -> bool:
    """A header cell stands over the cluster's values and over no other column's."""
    def reach(c) -> tuple[float, float]:
        return min(x0 for x0, _ in c), max(x1 for _, x1 in c)

    def over(b: BBox, c) -> bool:
        lo, hi = reach(c)
        return min(b[2], hi) - max(b[0], lo) > 0

    return any(over(b, cluster) and not any(over(b, k) for k in kept) for b in heads)


def _merge_centred(cols: list[float], data_cells: list[list[list[Word]]]) -> list[float]:
    """One column where centred values of different lengths made two left edges (`COMMENTS`:
    `6-N24 T&B - 4 LEGGED ...` starts left of `N24-200 BOTTOM, E.W.`): neighbouring edges whose
    values overlap across and that no row fills both."""
    def filled(row) -> dict[int, tuple[float, float]]:
        return {_col_of(c[0].bbox[0], cols): (c[0].bbox[0], c[-1].bbox[2]) for c in row}

    rows = [filled(r) for r in data_cells]
    k = 0
    while k + 1 < len(cols):
        a = [r[k] for r in rows if k in r]
        b = [r[k + 1] for r in rows if k + 1 in r]
        both = any(k in r and k + 1 in r for r in rows)
        if a and b and not both and min(max(x[1] for x in a), max(x[1] for x in b)) > \
                max(min(x[0] for x in a), min(x[0] for x in b)) and \
                max(x[1] for x in a) > min(x[0] for x in b):
            cols = cols[:k + 1] + cols[k + 2:]
            rows = [filled(r) for r in data_cells]
            continue
        k += 1
    return cols


def _join(a: str, b: str) -> str:
    """Header pieces joined; a word broken at a hyphen ("HOLD-" + "DOWN") is rejoined."""
    a, b = a.strip(), b.strip()
    if not a or not b:
        return a or b
    return f"{a}{b}" if a.endswith("-") and a[-2:-1].isalpha() else f"{a} {b}"


def _spans(cell: list[Word], cols: list[float]) -> int:
    """How many column boundaries a cell's words run across."""
    x0, x1 = cell[0].bbox[0], cell[-1].bbox[2]
    return sum(1 for c in cols if x0 + 2 < c < x1 - 2)


def _center(b):
    cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
    return (cx, cy, cx, cy)


def _col_of(x: float, cols: list[float]) -> int:
    idx = 0
    for i, c in enumerate(cols):
        if x >= c - 2:
            idx = i
    return idx


MAX_PLAIN_HEADER_ROWS = 3   # header lines read as a main header with lines above and below it
MAX_STACKED_HEADER_ROWS = 8  # ... and as staggered lines, each word over its own column
HEADER_LINE_GAP = 1.0        # of a line's height: header lines stand closer than this
SPAN_REACH = 12.0            # line heights: how far a spanning header cell reaches over the cells below it


MARKER_SIZE = 0.8     # of a line's word height: a digit set smaller is a footnote's marker (`S ¹`)


def _without_markers(run: list[Word]) -> list[Word]:
    """The line without its footnote markers: a one- or two-digit number set smaller than the
    words beside it is no figure of a row (a header's `S` with its note's `1`)."""
    if len(run) < 2:
        return run
    h = sorted(w.bbox[3] - w.bbox[1] for w in run)[len(run) // 2]
    return [w for w in run if not (re.fullmatch(r"\d{1,2}", w.text) and w.bbox[3] - w.bbox[1] < MARKER_SIZE * h)]


def _stacked_header(body: list[list[Word]]) -> list[list[Word]]:
    """The figure-free lines at the top of a table body, set close together: its header."""
    out: list[list[Word]] = []
    for r in body[:MAX_STACKED_HEADER_ROWS]:
        if _has_figures(layout.text_of(_without_markers(r)), _opens([layout.text_of(o) for o in out])):
            break
        if out and layout.bbox_of(r)[1] - layout.bbox_of(out[-1])[3] > HEADER_LINE_GAP * layout.word_height(r):
            break
        out.append(r)
    return out


def _build_stacked(title_words: list[Word], head_rows: list[list[Word]], data: list[list[Word]],
                   info: list[list[Word]]) -> Table | None:
    """A table whose header is set in staggered lines (`PRESSURE` / `CLASSIFICATION` / `(INCH
    WATER GAUGE)` beside `DUCTWORK` / `SEAL/LEAKAGE` / `CLASS`): each header word names the
    column whose values it stands over, read top to bottom; a cell centred between two columns
    (`LOCATION` over `FROM` and `TO`) heads both."""
    data_cells = [layout.cells(r) for r in data]
    cols = _columns([c for c in data_cells if len(c) >= 2],
                    [layout.bbox_of(c) for r in head_rows for c in layout.cells(r)])
    if len(cols) < 2:
        return None
    extent: dict[int, tuple[float, float]] = {}
    for row in data_cells:
        for c in row:
            if len(row) < 2 or _spans(c, cols):
                continue      # a value run across columns (`THROUGH OUT`) says nothing of either
            i = _col_of(c[0].bbox[0], cols)
            lo, hi = extent.get(i, (c[0].bbox[0], c[-1].bbox[2]))
            extent[i] = (min(lo, c[0].bbox[0]), max(hi, c[-1].bbox[2]))
    keys = sorted(extent)
    if len(keys) < 2:
        return None
    hh = layout.word_height([w for r in head_rows for w in r])
    right = max(hi for _, hi in extent.values())
    parts: dict[int, list[tuple[float, float, str]]] = {}     # column -> (line, x, text)

    def line_of(w: Word) -> float:
        return round((w.bbox[1] + w.bbox[3]) / 2 / (0.6 * hh))

    def column_at(x: float) -> int:
        inside = [k for k in keys if extent[k][0] - 2 <= x <= extent[k][1] + 2]
        return inside[0] if inside else min(keys, key=lambda k: min(abs(x - extent[k][0]), abs(x - extent[k][1])))

    cells = [(n, c) for n, r in enumerate(head_rows) for c in layout.cells(r)]
    centre = lambda c: (c[0].bbox[0] + c[-1].bbox[2]) / 2      # noqa: E731
    for n, cell in cells:
        x0 = cell[0].bbox[0]
        cx = centre(cell)
        if x0 > right + hh:       # a column no row fills (an empty `REMARKS`)
            cols.append(x0)
            parts[len(cols) - 1] = [(line_of(cell[0]), x0, layout.text_of(cell))]
            continue
        span = _group_span(n, cell, cells, keys, extent, column_at, hh)
        if span:
            for k in span:
                parts.setdefault(k, []).append((line_of(cell[0]), x0, layout.text_of(cell)))
            continue
        if not any(extent[k][0] - 2 <= cx <= extent[k][1] + 2 for k in keys):
            # Between two columns, over a lower header cell of each: a heading of both.
            lower = [centre(c) for m, c in cells if m > n and abs(centre(c) - cx) <= SPAN_REACH * hh]
            left = max((x for x in lower if x < cx), default=None)
            after = min((x for x in lower if x > cx), default=None)
            if left is not None and after is not None and column_at(left) != column_at(after):
                for k in keys:
                    if column_at(left) <= k <= column_at(after):
                        parts.setdefault(k, []).append((line_of(cell[0]), x0, layout.text_of(cell)))
                continue
        for w in cell:
            parts.setdefault(column_at((w.bbox[0] + w.bbox[2]) / 2), []).append((line_of(w), w.bbox[0], w.text))
    header = [""] * len(cols)
    for k, got in parts.items():
        for _, _, text in sorted(got):
            header[k] = _join(header[k], text)
    return _with_rows(title_words, header, head_rows, data, data_cells, cols, info)


GROUP_CENTRE_TOLERANCE = 0.35   # of the narrowest column: how far off centre a group label may stand
MAX_GROUP_LABELS = 4            # group labels on a header's top line read together


def _group_span(n: int, cell: list[Word], cells: list, keys: list[int], extent: dict, column_at,
                hh: float) -> list[int]:
    """The columns a group label heads (`DOOR` over MARK ... FINISH, `WALLS` over N E S W).

    A group label stands on the header's top line, centred over its group; the group's columns
    have captions of their own in the band under it, all centred at one height (a column
    captioned over the header's whole height, `FIRE / RATING / (min)`, is centred higher and
    belongs to no group). The labels of the top line share out a run of such columns, each
    centred over its part. [] for a caption that is not a group's."""
    if n != 0 or len(keys) < 2:
        return []
    mid = lambda c: (c[0].bbox[0] + c[-1].bbox[2]) / 2          # noqa: E731
    cx = mid(cell)
    under = [c for m, c in cells if m == 1 and layout.overlap_x(layout.bbox_of(c), layout.bbox_of(cell)) > 0]
    for c in under if len(under) == 1 else []:
        # A caption wrapped onto the next line, set over the same place; a label standing over
        # two or more captions (`CONNECTIONS` over `HW` and `W`) is a group's, wherever it starts.
        if abs(mid(c) - cx) <= 0.2 * hh or abs(c[0].bbox[0] - cell[0].bbox[0]) <= 0.2 * hh:
            return []
    stack: dict[int, list] = {}
    for m, c in cells:
        if m > 0:
            stack.setdefault(column_at(mid(c)), []).append(layout.bbox_of(c))
    height = {k: (min(b[1] for b in bs) + max(b[3] for b in bs)) / 2 for k, bs in stack.items()}
    home = column_at(cx)
    if home not in keys or home not in height:
        return []
    h = keys.index(home)
    a = b = h
    while a > 0 and abs(height.get(keys[a - 1], -1e9) - height[home]) <= 0.5 * hh:
        a -= 1
    while b + 1 < len(keys) and abs(height.get(keys[b + 1], -1e9) - height[home]) <= 0.5 * hh:
        b += 1
    bounds = [(extent[x][1] + extent[y][0]) / 2 for x, y in zip(keys, keys[1:])]
    left = [extent[keys[0]][0] - (bounds[0] - extent[keys[0]][1])] + bounds
    right = bounds + [extent[keys[-1]][1] + (extent[keys[-1]][0] - bounds[-1])]
    labels = sorted(mid(c) for m, c in cells if m == 0 and a <= keys.index(column_at(mid(c))) <= b
                    if column_at(mid(c)) in keys)
    if not labels or len(labels) > MAX_GROUP_LABELS or len(labels) > b - a + 1:
        return []
    best, cost = None, float("inf")
    for cuts in combinations(range(a + 1, b + 1), len(labels) - 1):
        parts = list(zip((a,) + cuts, cuts + (b + 1,)))
        off = max(abs((left[i] + right[j - 1]) / 2 - x) / (GROUP_CENTRE_TOLERANCE * min(right[k] - left[k] for k in range(i, j)))
                  for (i, j), x in zip(parts, labels))
        if off < cost:
            best, cost = parts, off
    if best is None or cost > 1.0:
        return []
    i, j = best[labels.index(cx)] if cx in labels else (0, 0)
    return keys[i:j] if j - i >= 2 else []


# A schedule drawn column-ordered (structural column, pier and shear-wall schedules): the marks
# head the columns (`COLUMN MARK | C1 | C2 | C3`) and each line below is one attribute, its
# caption in the first column (`SIZE | HSS6x6x3/8 | W10x33 ...`).
_MARK = re.compile(r"^[A-Z]{1,3}-?\d{1,3}[A-Z]?$")
MIN_MARK_COLUMNS = 2      # marks across the top line that make it a column-ordered schedule
MIN_ATTRIBUTE_ROWS = 2    # caption lines under them


def _marks_across(run: list[Word]) -> bool:
    """A line of a caption then distinct marks (`COLUMN MARK  C1  C2  C3`): the heads of a
    column-ordered schedule's columns."""
    cells = layout.cells(run)
    marks = [layout.text_of(c) for c in cells[1:]]
    return len(marks) >= MIN_MARK_COLUMNS and not _has_figures(layout.text_of(cells[0])) \
        and all(_MARK.match(m) for m in marks) and len(set(marks)) == len(marks)


CORNER_REACH = 1.5    # line heights over the marks' line where a split corner cell's upper caption stands


def _split_corner(upper: list[Word], marks: list[Word]) -> bool:
    """A corner cell split by a diagonal: its upper caption (`MARK`, naming the columns) over the
    line whose first cell (`ITEM`, naming the rows) leads the marks across (`C1  C2  C3`)."""
    if len(layout.cells(upper)) != 1 or not _marks_across(marks):
        return False
    first_mark = layout.cells(marks)[1][0].bbox[0]
    ub, mb = layout.bbox_of(upper), layout.bbox_of(marks)
    return ub[2] < first_mark and ub[1] < mb[1] and mb[1] - ub[3] <= CORNER_REACH * layout.word_height(marks) \
        and not _has_figures(layout.text_of(upper))


def _transposed(title_words: list[Word], body: list[list[Word]]) -> Table | None:
    """A column-ordered schedule read the way a row-ordered one is: one row per mark, one column
    per attribute caption. Each mark starts its column; a line without a caption of its own
    continues the attribute above (a value wrapped in its cell)."""
    head = layout.cells(body[0])
    starts = [c[0].bbox[0] for c in head]
    middles = [_center(layout.bbox_of(c))[0] for c in head]
    attrs: list[tuple[str, list[str]]] = []
    end = len(body)
    for n, r in enumerate(body[1:], 1):
        vals = [""] * len(starts)
        for cell in layout.cells(r):
            # a value is centred under its mark, and may start left of it (`PL 3/4"x12"x12"` under `C1`)
            mid = _center(layout.bbox_of(cell))[0]
            i = 0 if cell[0].bbox[0] < starts[1] - 2 and mid < middles[1] - (middles[1] - middles[0]) / 2 \
                else min(range(1, len(middles)), key=lambda k: abs(middles[k] - mid))
            vals[i] = f"{vals[i]} {layout.text_of(cell)}".strip()
        if vals[0] and not _has_figures(vals[0]) and any(vals[1:]):
            attrs.append((vals[0], vals[1:]))
        elif attrs and not vals[0]:
            attrs[-1] = (attrs[-1][0], [f"{a} {b}".strip() for a, b in zip(attrs[-1][1], vals[1:])])
        else:
            end = n           # a numbered note or a heading under the schedule: its rows end here
            break
    if len(attrs) < MIN_ATTRIBUTE_ROWS:
        return None
    body = body[:end]
    top, bottom = layout.bbox_of(body[0])[1], layout.bbox_of(body[-1])[3]
    edges = starts[1:] + [max(w.bbox[2] for r in body for w in r)]
    rows = [Row(cells=[layout.text_of(mark)] + [vals[k] for _, vals in attrs],
                bbox=(edges[k], top, edges[k + 1], bottom))
            for k, mark in enumerate(head[1:])]
    words = title_words + [w for r in body for w in r]
    return Table(title=layout.text_of(title_words), title_bbox=layout.bbox_of(title_words),
                 header=[layout.text_of(head[0])] + [cap for cap, _ in attrs], rows=rows,
                 bbox=layout.bbox_of(words), words=words)


CENTRED_STACK = 0.35   # of a row's text height: how far a two-line cell's middle may stand off the row's


def _centred_stacks(body: list[list[Word]]) -> list[list[Word]]:
    """A cell of two lines in a row of one-line cells is set centred on the row: its first line
    stands half above the row's line and its second half below, each a run of its own. The two lines,
    in columns the row leaves empty, with their middle on the row's, are that row's cells (a
    row of values: header captions stacked over one another are the header's to read)."""
    out = list(body)
    i = 0
    while i + 2 < len(out):
        a, b, c = out[i], out[i + 1], out[i + 2]
        ab, bb, cb = layout.bbox_of(a), layout.bbox_of(b), layout.bbox_of(c)
        h = layout.word_height(b)
        if (_has_figures(layout.text_of(b)) and bb[1] < ab[3] <= bb[3] and bb[1] <= cb[1] < bb[3]
                and cb[1] - ab[3] <= 0.5 * h and 2 * len(layout.cells(a)) <= len(layout.cells(b))
                and abs((ab[1] + cb[3]) / 2 - (bb[1] + bb[3]) / 2) <= CENTRED_STACK * h
                and not any(layout.overlap_x(w.bbox, v.bbox) > 0 for w in a + c for v in b)):
            cells: list[list[Word]] = []
            for w in sorted(a, key=lambda w: w.bbox[0]):
                if cells and w.bbox[0] - cells[-1][-1].bbox[2] <= h:
                    cells[-1].append(w)
                else:
                    cells.append([w])
            unders = [[w for w in c if layout.overlap_x(w.bbox, layout.bbox_of(cell)) > 0] for cell in cells]
            if all(unders) and sum(len(u) for u in unders) == len(c):
                stacked = [Word(text=" ".join(w.text for w in cell + sorted(u, key=lambda w: w.bbox[0])),
                                bbox=layout.union([layout.bbox_of(cell), layout.bbox_of(u)]), size=cell[0].size)
                           for cell, u in zip(cells, unders)]
                out[i:i + 3] = [sorted(b + stacked, key=lambda w: w.bbox[0])]
                continue
        i += 1
    return out


SEAM_GAP = 0.5        # word heights: a space this wide, short of a cell's gap, may still part two cells
SEAM_ALIGN = 1.0      # points: how exactly the cells on either side of a seam keep their edges
MIN_SEAM_LINES = 3    # lines of a table that must show the seam


def _at_seams(body: list[list[Word]]) -> list[list[Word]]:
    """The table's lines with each word that starts a cell across a narrow seam marked as a
    cell's start. A right-aligned column of figures set hard against a left-aligned column
    (`9,800 SF` | `1 / 200 SF`) leaves less space between them than cells usually stand apart,
    but line after line the one column ends and the next starts at the same x."""
    words = [w for r in body for w in r]
    if len(body) < MIN_SEAM_LINES or not words:
        return body
    h = layout.word_height(words)
    found: list[tuple[float, float, int]] = []     # (left column's right edge, next column's left edge, lines)
    for r in body:
        for a, b in zip(r, r[1:]):
            gap = b.bbox[0] - a.bbox[2]
            if not SEAM_GAP * h <= gap <= layout.CELL_GAP * h:
                continue
            for k, (x1, x0, n) in enumerate(found):
                if abs(a.bbox[2] - x1) <= SEAM_ALIGN and abs(b.bbox[0] - x0) <= SEAM_ALIGN:
                    found[k] = (x1, x0, n + 1)
                    break
            else:
                found.append((a.bbox[2], b.bbox[0], 1))
    seams = [(x1, x0) for x1, x0, n in found if n >= MIN_SEAM_LINES]
    if not seams:
        return body
    out = []
    for r in body:
        line = list(r)
        for k in range(1, len(line)):
            a, b = line[k - 1], line[k]
            if any(abs(a.bbox[2] - x1) <= SEAM_ALIGN and abs(b.bbox[0] - x0) <= SEAM_ALIGN for x1, x0 in seams):
                line[k] = replace(b, cell_start=True)
        out.append(line)
    return out


def _build(title_words: list[Word], body: list[list[Word]]) -> Table | None:
    """The table of a title and the lines under it; a form's line of column numbers over its
    captions is kept with the table's words but read as neither header nor row."""
    body = _at_seams(_centred_stacks(body))
    if len(body) > MIN_ATTRIBUTE_ROWS + 1 and _split_corner(body[0], body[1]):
        body = [body[0] + [w for c in layout.cells(body[1])[1:] for w in c]] + body[2:]
    if len(body) > MIN_ATTRIBUTE_ROWS and _marks_across(body[0]):
        t = _transposed(title_words, body)
        if t is not None:
            return t
    numbered: list[list[Word]] = []
    if len(body) > 2 and column_numbers(body[0]):
        numbered.append(body[0])
        body = body[1:]
    starts = sorted(w.bbox[0] for w in numbered[0]) if numbered else None
    t = _build_body(title_words, body, column_starts=starts)
    if t is not None and numbered:
        extra = [w for r in numbered for w in r]
        t.words = t.words + extra
        t.bbox = layout.union([t.bbox, layout.bbox_of(extra)])
    return t


def _build_body(title_words: list[Word], body: list[list[Word]], column_starts: list[float] | None = None
                ) -> Table | None:
    """`column_starts`: where a form's column numbers stand. Each starts its column, and the
    line under them is the captions line whatever figures its captions hold (`HSPF2`, `CFM50`,
    `Cap 47`); captions run together across narrow columns are split there."""
    captioned = column_starts is not None
    # Header rows: the digit-free rows right under the title; the widest is the main header.
    info: list[list[Word]] = []
    while not captioned and body and _INFO_LINE.match(layout.text_of(body[0]).strip()) and len(body) > 2:
        info.append(body[0])  # the panel's data line over its header, not a header or a row
        body = body[1:]
    if not captioned and len(body) > 2 and len(layout.cells(body[0])) == 1 and len(layout.cells(body[1])) >= 2 \
            and _has_figures(layout.text_of(body[0])) and not _has_figures(layout.text_of(body[1])):
        info.append(body[0])  # a line under the title saying what the table is based on, over its header
        body = body[1:]
    stacked = [] if captioned else _stacked_header(body)
    # a header caption's footnote marker (`S ¹`) names no column
    body = [_without_markers(r) if k < len(stacked) else r for k, r in enumerate(body)]
    stacked = body[:len(stacked)]
    if len(stacked) > MAX_PLAIN_HEADER_ROWS:
        return _build_stacked(title_words, stacked, body[len(stacked):], info)
    head_rows: list[list[Word]] = []
    for k, r in enumerate(body[:MAX_PLAIN_HEADER_ROWS]):
        if captioned and k > 0:
            break     # a wrapped caption line is joined below; the next lines are rows
        plain = [w for w in _without_markers(r) if w.block != LAID_CAPTION]
        if _has_figures(layout.text_of(plain), _opens([layout.text_of(h) for h in head_rows])) and not captioned:
            break
        head_rows.append(r)
    data = body[len(head_rows):]
    if not head_rows or not data:
        return None
    main = max(head_rows, key=lambda r: len(layout.cells(r)))
    main_idx = head_rows.index(main)
    # Rows between the main header and the data that are single cells are group labels.
    data = head_rows[main_idx + 1:] + data
    data_cells = [layout.cells(r) for r in data]
    multi = [c for c in data_cells if len(c) >= 2]
    cols = list(column_starts) if captioned else _columns(multi, [layout.bbox_of(c) for c in layout.cells(main)])
    if len(cols) < 2:
        return None
    # A header cell right of every data cell, over a column another header cell already
    # names, heads a column no row fills (an empty REMARKS); otherwise it is centred over a
    # wide column whose values are short.
    data_right = max(c[-1].bbox[2] for row in multi for c in row)
    hh = layout.word_height(main)
    named: set[int] = set()
    for cell in layout.cells(main):
        i = _col_of((cell[0].bbox[0] + cell[-1].bbox[2]) / 2, cols)
        if cell[0].bbox[0] > data_right + hh and i in named:
            cols.append(cell[0].bbox[0])
            i = len(cols) - 1
        named.add(i)
    header = [""] * len(cols)
    # Where each column's values stand: a header centred over a column of short values
    # (`MAX. DISTANCE` over `300' - 0"`) starts left of them, so its place is read by overlap.
    extent: dict[int, tuple[float, float]] = {}
    for row in multi:
        for c in row:
            i = _col_of(c[0].bbox[0], cols)
            lo, hi = extent.get(i, (c[0].bbox[0], c[-1].bbox[2]))
            extent[i] = (min(lo, c[0].bbox[0]), max(hi, c[-1].bbox[2]))
    # The main header is placed cell by cell where a cell stands over one column, else word by
    # word (its words may sit closer than its columns: `OCCUPANCY SPRINKLERED`), in reading
    # order inside each column (a two-line "FIRE / RATING" may share the band); an upper,
    # spanning header ("WALL FINISH") is placed whole and prefixes its column.
    place: dict[int, int] = {}
    for cell in layout.cells(main):
        x0, x1 = cell[0].bbox[0], cell[-1].bbox[2]
        over = [i for i, (lo, hi) in extent.items() if min(hi, x1) - max(lo, x0) > 0]
        for w in cell:
            place[id(w)] = over[0] if len(over) == 1 else _col_of((w.bbox[0] + w.bbox[2]) / 2, cols)
    for w in sorted(main, key=lambda w: (round((w.bbox[1] + w.bbox[3]) / 2 / (0.6 * hh)), w.bbox[0])):
        i = place[id(w)]
        header[i] = _join(header[i], w.text)
    keys = sorted(extent)

    def column_at(x: float) -> int:
        inside = [k for k in keys if extent[k][0] - 2 <= x <= extent[k][1] + 2]
        return inside[0] if inside else min(keys, key=lambda k: min(abs(x - extent[k][0]), abs(x - extent[k][1])))

    head_cells = [(n, c) for n, r in enumerate(head_rows[:main_idx + 1]) for c in layout.cells(r)]
    for n, hr in reversed(list(enumerate(head_rows[:main_idx]))):
        for cell in layout.cells(hr):
            span = _group_span(n, cell, head_cells, keys, extent, column_at, hh) if keys else []
            for i in span or [_col_of((cell[0].bbox[0] + cell[-1].bbox[2]) / 2, cols)]:
                header[i] = _join(layout.text_of(cell), header[i])
    # A second header line right under the main one ("EDGE / NAILING"), each of its cells
    # under a header cell, continues those columns; a group label sits a row lower.
    header_rows = head_rows[:main_idx + 1]
    main_bottom = layout.bbox_of(main)[3]
    main_cells = [layout.bbox_of(c) for c in layout.cells(main)]

    def under_header(cell: list[Word]) -> bool:
        cx = (cell[0].bbox[0] + cell[-1].bbox[2]) / 2
        return any(b[0] - hh <= cx <= b[2] + hh for b in main_cells)

    while data and not _has_figures(layout.text_of(data[0])) \
            and layout.bbox_of(data[0])[1] - main_bottom <= 0.2 * hh \
            and all(under_header(c) for c in data_cells[0]):
        for w in data[0]:
            i = _col_of((w.bbox[0] + w.bbox[2]) / 2, cols)
            header[i] = _join(header[i], w.text)
        main_bottom = layout.bbox_of(data[0])[3]
        header_rows.append(data[0])
        data, data_cells = data[1:], data_cells[1:]
    t = _with_rows(title_words, header, header_rows, data, data_cells, cols, info)
    if t is not None and t.rows and len(stacked) > len(header_rows) and \
            t.rows[0].bbox[1] <= layout.bbox_of(stacked[-1])[3]:
        # A header line the main one does not account for (`NO.` under `ROOM`, `N E S W` under
        # `WALLS`) was read as a row: the header is set in staggered lines, each word over its column.
        return _build_stacked(title_words, stacked, body[len(stacked):], info) or t
    return t


# A figure never wraps onto the next line: a line of bare figures in two columns under a
# table's rows is its totals line (`11840 SF  490`), not the rest of the row above.
_BARE_FIGURE = re.compile(r"^\d[\d,.]*(?:\s*(?:SF|GSF|NSF|S\.F\.|%))?$", re.IGNORECASE)


def unnamed_column(header: str) -> bool:
    """A column no heading was read for, named by its place (`COL2`, see _with_rows): its
    cells are not said to be any heading's."""
    return re.match(r"^COL\d+$", header) is not None


WRAP_GAP = 0.6    # of a line's height: a cell's wrapped line stands this close under the line above


_LOWER_WORD = re.compile(r"[a-z]{2,}")


def _wraps_cell(cell: list[Word], above: list[list[Word]], cols: list[float]) -> bool:
    """A cell's text wrapped onto the next line (`SERVICE FAUCET WITH VACUUM BREAKER` under a
    fixture's description): set flush left under a cell of the line right above, in a column
    past the first. A group label stands in the first column or across the table."""
    if not above or _col_of(cell[0].bbox[0], cols) == 0:
        return False
    h = layout.word_height(cell)
    b = layout.bbox_of(cell)
    over = [c for c in above
            if abs(c[0].bbox[0] - b[0]) <= 0.5 * h and 0 <= b[1] - layout.bbox_of(c)[3] <= WRAP_GAP * h]
    # A line in capitals under a cell set in mixed case (`SHRUBS` under `Amelanchier x grandiflora`)
    # is a label of its own, not the cell's text run on: a wrapped line keeps its cell's case.
    # (a lone `x` of a size, `24" x 24"`, does not set a cell in mixed case)
    mixed = lambda ws: any(_LOWER_WORD.search(w.text) for w in ws)  # noqa: E731
    capitals = any(w.text.isupper() for w in cell) and not mixed(cell)
    return bool(over) and not (capitals and all(mixed(c) for c in over))


RUN_ON_GAP = 0.3     # of a line's height: the lines of one row's cells stand this close (rows stand apart)


def _runs_on(cells: list[list[Word]], above: list[list[Word]], filled: int) -> bool:
    """A line whose every cell is the next line of a cell right above it (`ENTIRELY ABOVE DECK`
    under `ROOF - INSULATION`, the assembly's description under its first line), the first
    column's too, filling at most half as many columns as that line and not figures alone (a
    total): the row's cells wrapped."""
    if not above or 2 * filled > len(above) or all(_BARE_FIGURE.match(layout.text_of(c)) for c in cells):
        return False
    h = layout.word_height([w for c in cells for w in c])
    bottom = max(layout.bbox_of(c)[3] for c in above)
    return all(any(abs(c[0].bbox[0] - a[0].bbox[0]) <= 0.5 * h for a in above) for c in cells) and \
        all(0 <= layout.bbox_of(c)[1] - bottom <= RUN_ON_GAP * h for c in cells)


NOTE_WORDS = 6     # words of a line run past its column's edge that make it a note under the table


def _with_rows(title_words: list[Word], header: list[str], header_rows: list[list[Word]],
               data: list[list[Word]], data_cells: list[list[list[Word]]], cols: list[float],
               info: list[list[Word]]) -> Table | None:
    """The table from its header and its body lines: a one-cell line without figures labels
    the rows under it, a line that starts no row continues the one above."""
    header = [h or f"COL{i + 1}" for i, h in enumerate(header)]
    rows: list[Row] = []
    group = ""
    kept: list[list[Word]] = []   # the body rows the table is made of
    pending: list[list[Word]] = []
    above: list[list[Word]] = []   # the cells of the last line read into a row
    above_cells: list[list[Word]] = []
    for r, cs in zip(data, data_cells):
        text = layout.text_of(r)
        if len(cs) == 1 and not _HAS_DIGIT.search(text) and len(text) < 40 and not _wraps_cell(cs[0], above, cols):
            group = text
            pending.append(r)
            continue
        line = [w for c in cs for w in c]
        if rows and len({_col_of(c[0].bbox[0], cols) for c in cs}) == 1 and (
                _spans(line, cols) >= 2 or (_spans(line, cols) == 1 and (
                    _NOTE_START.match(text) or (len(line) >= NOTE_WORDS and ":" not in text)))):
            continue   # a line of prose across the columns (notes under the table, `1.` and its text), not a row
        vals = [""] * len(cols)
        for c in cs:
            i = _col_of(c[0].bbox[0], cols)
            vals[i] = f"{vals[i]} {layout.text_of(c)}".strip()
        kept.extend(pending + [r])
        pending = []
        above_cells, above = above, cs
        filled = [v for v in vals if v]
        wrapped = rows and _runs_on(cs, above_cells, len(filled))
        if wrapped or (rows and not vals[0] and len(filled) <= 2
                       and not (len(filled) == 2 and all(_BARE_FIGURE.match(v) for v in filled))):
            prev = rows[-1]   # a wrapped line continues the row above; figures alone are a total
            prev.cells = [f"{a} {b}".strip() for a, b in zip(prev.cells, vals)]
            prev.bbox = layout.union([prev.bbox, layout.bbox_of(r)])
            continue
        rows.append(Row(cells=vals, bbox=layout.bbox_of(r), group=group))
    if not rows:
        return None
    all_words = title_words + [w for r in header_rows + kept for w in r]   # info lines stay the page's text too
    return Table(title=layout.text_of(title_words), title_bbox=layout.bbox_of(title_words),
                 header=header, rows=rows, bbox=layout.bbox_of(all_words), words=all_words,
                 info="  ".join(layout.text_of(r) for r in info), info_boxes=[layout.bbox_of(r) for r in info])


def _title_words(title: list[Word]) -> list[Word]:
    """The title without small marks beside it (a revision delta's number)."""
    big = max(w.bbox[3] - w.bbox[1] for w in title)
    out = _without_block_number(list(title))
    while len(out) > 1 and out[-1].bbox[3] - out[-1].bbox[1] < 0.75 * big:
        out.pop()
    while len(out) > 1 and out[0].bbox[3] - out[0].bbox[1] < 0.75 * big:
        out.pop(0)
    return out


def _widen_to_header(region, words: list[Word], head: list[Word]):
    """Extend the region right over header words just past the data: a header centred over
    a wide column ("REMARKS") can sit beyond the end of every value in it."""
    hb = layout.bbox_of(head)
    h = layout.word_height(head)
    x1 = region[2]
    for w in sorted(words, key=lambda w: w.bbox[0]):
        cy = (w.bbox[1] + w.bbox[3]) / 2
        if w.bbox[0] <= x1 or not hb[1] <= cy <= hb[3] or _HAS_DIGIT.search(w.text):
            continue
        if w.bbox[0] - x1 > 4 * h:
            break
        x1 = w.bbox[2] + 1
    # Never over another table: words below the header in the added strip mean a neighbour.
    if any(region[2] < (w.bbox[0] + w.bbox[2]) / 2 < x1 and hb[3] < (w.bbox[1] + w.bbox[3]) / 2 < region[3]
           for w in words):
        return region
    return (region[0], region[1], x1, region[3])


_CHECK_MARK = re.compile(r"^\s*[Xx\u2022\u2713\u2714\u25cf]\s*$")
HEADED_MIN_COLUMNS = 3    # a table known only by its shape: a header of this many cells ...
HEADED_MIN_ROWS = 2       # ... over this many rows with figures in them


def _is_heading(run: list[Word]) -> bool:
    """A short all-capitals line of one cell, without figures: `OCCUPANT LOAD`, also after the
    number a sheet gives its block (`2  HVAC EQUIPMENT EFFICIENCY`)."""
    run = _without_block_number(run)
    text = layout.text_of(run)
    if len(text) > 70 or text.endswith(":"):
        return False
    if text.rstrip("\"'").endswith((".", ";", ",")) and len(run) >= 3:
        return False      # the end of a sentence (a note's last line), not a table's heading
    letters = [c for c in text if c.isalpha()]
    return (4 <= len(letters) and sum(c.isupper() for c in letters) / len(letters) > 0.9
            and not _has_figures(text) and len(layout.cells(run)) == 1)   # cells last: it costs most


_BLOCK_NUMBER = re.compile(r"\d{1,2}")
BLOCK_NUMBER_GAP = 0.5    # word heights: a block's number stands this far apart from its heading (`2 HOUR` does not)


def _without_block_number(run: list[Word]) -> list[Word]:
    """A heading without the number the sheet gives its block (`2  HVAC EQUIPMENT EFFICIENCY`)."""
    if len(run) >= 2 and _BLOCK_NUMBER.fullmatch(run[0].text) and \
            run[1].bbox[0] - run[0].bbox[2] > BLOCK_NUMBER_GAP * layout.word_height(run[1:]):
        return run[1:]
    return run

MAX_HEADER_LINES = 4      # lines of a header set in staggered lines over its columns
WIDE_ROW_CELLS = 4        # a row of this many cells under the header is a row with one figure too


def _header_columns(boxes: list) -> list:
    """The header's columns: its cells merged where they stand over one another (a spanning
    `LOCATION` over `FROM` and `TO` stays one with the cell it overlaps most)."""
    cols: list = []
    for b in sorted(boxes, key=lambda b: b[0]):
        if cols and layout.overlap_x(cols[-1], b) > 0:
            cols[-1] = layout.union([cols[-1], b])
        else:
            cols.append(b)
    return cols


HEADED_ROW_GAP = 2.5       # rows of a table stand closer than this many of their heights
HEADED_WRAP_GAP = 0.5      # line heights: a cell's next line stands closer under its first than this
HEADED_CELL_GAP = 30.0     # a row's next cell starts within this many word heights


class _ByTop:
    """A page's runs ordered by their top edge: the runs that start in a band of the page are
    found by bisection, not by a pass over the page's ~1 000 runs for each heading."""

    def __init__(self, boxes: list):
        self.order = sorted(range(len(boxes)), key=lambda j: boxes[j][1])
        self.tops = [boxes[j][1] for j in self.order]

    def between(self, top: float, bottom: float) -> list[int]:
        """Runs whose top edge is in [top, bottom] (callers test their own bounds exactly)."""
        return self.order[bisect_left(self.tops, top):bisect_right(self.tops, bottom)]


def _headed_region(runs: list[list[Word]], boxes: list, by_top: _ByTop, i: int) -> BBox | None:
    """The region of a table under a heading set over its left edge or, failing that, centred
    over it (its first column then starts left of the heading)."""
    if not _is_heading(runs[i]):
        return None
    hb = boxes[i]
    reach = CENTRED_REACH * (hb[2] - hb[0])
    # Blocks set side by side head themselves about one line: the next heading to the right on
    # this heading's line, or one as large by its table's header line, starts another block
    # (`PROJECT INFORMATION` beside `ENVELOPE COMPLIANCE`); a header's small captions do not.
    hh, mid = hb[3] - hb[1], (hb[1] + hb[3]) / 2
    under = [boxes[j][3] - boxes[j][1] for j in by_top.between(hb[3], hb[3] + BESIDE_HEADINGS * hh)
             if layout.overlap_x(boxes[j], hb) > 0]
    titled = bool(under) and hh >= TITLE_SIZE * min(under)     # a title over smaller lines, no row's label
    beside = [boxes[j][0] for j in by_top.between(hb[1] - hh, hb[3] + BESIDE_HEADINGS * hh)
              if titled and j != i and boxes[j][0] > hb[2] and _is_heading(runs[j])
              and (boxes[j][1] <= mid <= boxes[j][3] or boxes[j][3] - boxes[j][1] >= SAME_SIZE * hh)]
    right = min(beside, default=float("inf")) - hh
    return (_headed_region_from(runs, boxes, by_top, i, hb[0], right)
            or _headed_region_from(runs, boxes, by_top, i, hb[0] - reach, min(hb[2] + reach, right)))


BESIDE_HEADINGS = 1.5   # heading heights below a heading where the next block's heading may stand
SAME_SIZE = 0.8         # ... set about as large as it (a header's captions are smaller)
TITLE_SIZE = 1.25       # a heading this much larger than the lines under it titles a block
CENTRED_REACH = 0.5     # of a heading's width: how far beside it a table centred under it may reach
ROW_BAND_HEIGHTS = 2.0  # a band of one table line is at most this many of its text heights tall


def _headed_region_from(runs: list[list[Word]], boxes: list, by_top: _ByTop, i: int,
                        left: float, right: float) -> BBox | None:
    """The region of a table under a heading that no title word names (`OCCUPANT LOAD`,
    `AREA SUMMARY`): right under it a header row of several cells without figures, then rows
    of several cells with figures. Drawings title most tables `... SCHEDULE` or `... TABLE`;
    the rest are known by this shape. Cells far apart on a row (a wide name column) are
    chained left to right from `left`, the heading's left edge or left of it, up to `right`."""
    hb = boxes[i]
    h = layout.word_height(runs[i])
    below = sorted((j for j in by_top.between(hb[1], hb[3] + 80 * h + 1) if j > i and boxes[j][1] > hb[1]
                    and boxes[j][0] >= left - h and boxes[j][1] - hb[3] < 80 * h),
                   key=lambda j: ((boxes[j][1] + boxes[j][3]) / 2, j))
    bands: list[list[int]] = []
    for j in below:
        cy = (boxes[j][1] + boxes[j][3]) / 2
        # One line of the table (staggered header words included): middles within half the
        # heading's height, but never a band so tall that two rows of small text fall in one
        line = min(h, ROW_BAND_HEIGHTS * (boxes[j][3] - boxes[j][1]))
        if bands and abs(cy - (boxes[bands[-1][0]][1] + boxes[bands[-1][0]][3]) / 2) < 0.5 * line:
            bands[-1].append(j)
        else:
            bands.append([j])
    rows: list[list[int]] = []
    last = hb[3]
    for band in bands:
        chain, x1 = [], left + h
        for j in sorted(band, key=lambda j: boxes[j][0]):
            if boxes[j][0] - x1 > HEADED_CELL_GAP * h or boxes[j][0] > right or _is_prose(runs[j]):
                break
            if boxes[j][0] < left - h:
                continue
            chain.append(j)
            x1 = max(x1, boxes[j][2])
        if not chain:
            continue
        top = min(boxes[j][1] for j in chain)
        if top - last > HEADED_ROW_GAP * max(boxes[j][3] - boxes[j][1] for j in chain) and top - last > 2.5 * h:
            break
        if _text_goes_on([w for j in chain for w in runs[j]], [[w for j in row for w in runs[j]] for row in rows]):
            break
        if rows and len(chain) == 1 and _NOTES_HEADING.search(layout.text_of(runs[chain[0]])) and _is_heading(runs[chain[0]]) \
                and boxes[chain[0]][3] - boxes[chain[0]][1] >= TITLE_SIZE * (boxes[rows[-1][0]][3] - boxes[rows[-1][0]][1]):
            break         # the heading of the notes or legend set under the table, however close
        rows.append(chain)
        last = max(boxes[j][3] for j in chain)
    def cells(row: list[int]) -> list[list[Word]]:
        return [c for j in row for c in layout.cells(runs[j])]

    def numbers(row: list[int]) -> bool:
        return column_numbers([w for j in row for w in runs[j]])

    # A form's column numbers over its captions make the header sure: one row under it is a table.
    numbered = bool(rows) and numbers(rows[0])
    lead, rows = (rows[:1], rows[1:]) if numbered else ([], rows)
    min_rows = 1 if numbered else HEADED_MIN_ROWS

    # A heading over a line without figures is the next table's heading and header (`DEAD ENDS`
    # / `OCCUPANCY SPRINKLERED ...` stacked under this table's rows): this table ends there; a
    # heading set larger than that line may carry a reference beside it.
    for k in range(1 + min_rows, len(rows) - 1):
        lead_h = boxes[rows[k][0]][3] - boxes[rows[k][0]][1]
        larger = lead_h >= TITLE_SIZE * min(boxes[j][3] - boxes[j][1] for j in rows[k + 1])   # `DUCT & ... INSULATION   C403.12`
        if (len(rows[k]) == 1 or larger) and _is_heading(runs[rows[k][0]]) and \
                (numbers(rows[k + 1]) or not any(_has_figures(layout.text_of(c)) for c in cells(rows[k + 1]))):
            rows = rows[:k]
            break
    # A header set on several staggered lines (`PRESSURE / CLASSIFICATION / (INCH WATER GAUGE)`
    # beside `DUCTWORK / SEAL/LEAKAGE / CLASS`) is every line without figures above the first row.
    n_head = 1
    # Only a heading of several words (`STATIC PRESSURE CLASSIFICATION ...`) is sure enough of a
    # table to read lines without figures under it as more of its header; a lone word is not.
    while not numbered and len(runs[i]) >= 2 and n_head < len(rows) - 1 and n_head < MAX_HEADER_LINES and \
            not any(_has_figures(layout.text_of(c)) for c in cells(rows[n_head])):
        n_head += 1
    if len(rows) < n_head + min_rows:
        return None
    head = [c for row in rows[:n_head] for c in cells(row)]
    reach = float("inf")
    if not numbered and n_head == 1 and len(rows) > n_head:
        # A header's line may run on into a neighbouring block on its baseline (a keyed note's
        # `1` and its text): a cell with figures right of every value is not the header's.
        reach = max(layout.bbox_of(c)[2] for row in rows[1:1 + min_rows] for c in cells(row)) + h
        k = next((k for k, c in enumerate(head) if layout.bbox_of(c)[0] > reach
                  and (_has_figures(layout.text_of(c)) or len(c) >= PROSE_WORDS)), None)
        if k is not None:
            head = head[:k]
            reach = max(reach, layout.bbox_of(head[-1])[2] + h) if head else reach
        else:
            reach = float("inf")
    if numbered:
        head = _split_at([w for j in rows[0] for w in runs[j]], sorted(w.bbox[0] for j in lead[0] for w in runs[j]))
    elif any(_has_figures(layout.text_of(c)) for c in head):
        return None
    if any(_captioned(layout.text_of(c)) for c in head):
        return None      # `ARCHITECT:  HARBOR & PINE ARCHITECTS`: captions and their values, no header
    spans = _header_columns([layout.bbox_of(c) for c in head])
    if len(spans) < HEADED_MIN_COLUMNS and len(rows) > n_head:
        head = _split_over_cells(head, cells(rows[n_head]))
        spans = _header_columns([layout.bbox_of(c) for c in head])
    if len(spans) < HEADED_MIN_COLUMNS:
        return None
    hbox = layout.union(spans)
    if abs(hbox[0] - hb[0]) > 3 * h and abs((hbox[0] + hbox[2]) - (hb[0] + hb[2])) / 2 > 3 * h:
        return None      # a heading stands over its table's left edge or its middle
    def under_header(cs: list[list[Word]]) -> bool:
        """Most of a line's cells stand under the header's columns."""
        return sum(1 for c in cs if any(layout.overlap_x(layout.bbox_of(c), (s[0] - h, 0, s[2] + h, 0)) > 0
                                        for s in spans)) >= 0.75 * len(cs)

    checked, last_bottom = 0, None
    for row in rows[n_head:]:
        if checked >= min_rows:
            break
        cs = cells(row)
        top = min(boxes[j][1] for j in row)
        line_h = max(boxes[j][3] - boxes[j][1] for j in row)
        if checked and top - last_bottom < HEADED_WRAP_GAP * line_h and len(cs) < len(spans) - 1 and under_header(cs):
            last_bottom = max(boxes[j][3] for j in row)
            continue     # a row's cells wrapped onto a second line (`PACKAGED ROOFTOP UNIT,` / `DX COOLING`)
        checked += 1
        last_bottom = max(boxes[j][3] for j in row)
        # a check mark in a column (`X` under CONTINUOUS or PERIODIC) is a value as a figure is
        with_figures = sum(1 for c in cs if _HAS_DIGIT.search(layout.text_of(c)) or _CHECK_MARK.match(layout.text_of(c)))
        # A header of several lines may add a spanning cell (`LOCATION` over `FROM` and `TO`).
        # Under a form's numbered captions a row of words only (`Required | Not Required`) is a row too.
        few_figures = with_figures < 1 or (with_figures < 2 and len(cs) < WIDE_ROW_CELLS)
        if abs(len(cs) - len(spans)) > (1 if n_head == 1 else 2) or (few_figures and not numbered):
            return None  # a table's rows hold figures in several cells, or fill many columns; a legend's line holds one
        if not under_header(cs):
            return None  # values not under the header's cells: lines of neighbouring columns
    if checked < min_rows:
        return None
    if n_head == 1:
        box = layout.union([boxes[j] for row in lead + rows for j in row])
        # The table reaches as far right as the values that start under its header: a heading or
        # label of the next column of the sheet on a row's baseline is not one of its cells.
        right = box[2] if numbered else max([hbox[2]] + [layout.bbox_of(c)[2] for row in rows[1:] for c in cells(row)
                                                        if layout.bbox_of(c)[0] <= hbox[2] + 3 * h])
        return (box[0], box[1], min(box[2], reach, right + 1), box[3])
    # A header of several lines says where the table ends: its last column on the right, and
    # below, the first line whose cells do not stand under its columns.
    body = []
    for row in rows[n_head:]:
        cs = [c for c in cells(row) if layout.bbox_of(c)[0] <= hbox[2] + 3 * h]
        if not cs or not under_header(cs):
            break
        body.append(row)
    box = layout.union([boxes[j] for row in lead + rows[:n_head] + body for j in row])
    return (box[0], box[1], min(box[2], hbox[2] + 3 * h), box[3])


def _split_at(words: list[Word], starts: list[float]) -> list[list[Word]]:
    """Words split into the columns that start at `starts` (a form's column numbers)."""
    out: dict[int, list[Word]] = {}
    for w in sorted(words, key=lambda w: w.bbox[0]):
        out.setdefault(_col_of(w.bbox[0], starts), []).append(w)
    return [out[k] for k in sorted(out)]


def _split_over_cells(head: list[list[Word]], data: list[list[Word]]) -> list[list[Word]]:
    """Header cells split where their words stand over different cells of the first row:
    captions set one space apart over narrow columns (`OCCUPANCY SPRINKLERED` over `A-3` and
    `YES`) are two columns' captions. A word over no cell stays with the word before it; never
    more captions than the row has cells."""
    boxes = [layout.bbox_of(c) for c in data]
    out: list[list[Word]] = []
    for cell in head:
        last = None
        for w in cell:
            over = [k for k, b in enumerate(boxes) if layout.overlap_x(b, w.bbox) > 0]
            k = over[0] if len(over) == 1 else last
            if w is not cell[0] and (k is None or last is None or k == last):
                out[-1].append(w)
            else:
                out.append([w])
            last = k if k is not None else last
    return out if len(out) <= len(data) else head


def _row_not_title(run: list[Word]) -> bool:
    """A row whose cell names a schedule (`A6.01 | DOOR SCHEDULE`, a sheet index's line): its
    first cell holds a figure, which a title's does not."""
    cs = layout.cells(run)
    return len(cs) >= 2 and bool(_HAS_DIGIT.search(layout.text_of(cs[0])))


HEADING_SIZE = 1.2    # of a table's row text: a line set this much larger is a heading, not a row
_NOTES_HEADING = re.compile(r"\b(?:NOTES|LEGEND|ABBREVIATIONS|SYMBOLS)$")
HEADING_LOOKAHEAD = 3 # lines after such a heading read to see whether the table's rows go on under it


def _rows_go_on(runs: list[list[Word]], boxes: list, j: int, span: list[float], cells: int) -> bool:
    """Under a large line the table's rows go on (a category label inside a material schedule,
    `PAINT` over its paints): a line right under it fills half the table's columns or more. A
    legend's two-column lines under `FINISH LEGEND` do not."""
    seen = 0
    for k in range(j + 1, len(runs)):
        b = boxes[k]
        if b[2] < span[0] or b[0] > span[1] or b[1] < boxes[j][1]:
            continue
        seen += 1
        cs = layout.cells(runs[k])
        if len(cs) >= 2 and len(cs) * 2 >= cells and not _captioned(layout.text_of(cs[0])):
            return True       # (`OWNER:  DANIEL & PRIYA OKAFOR` under PROJECT DIRECTORY: a caption and its value)
        if seen >= HEADING_LOOKAHEAD:
            return False
    return False


SIDEWAYS_HEADERS = 3       # captions set sideways over narrow columns, their first letters on one line
SIDEWAYS_BOTTOM = 0.5      # of a caption's text height: how far apart their bottoms may stand
SIDEWAYS_TITLE_REACH = 8.0 # text heights above the captions' tops where the table's title stands
SIDEWAYS_COLUMN_GAP = 20.0 # text heights between two sideways captions of one header, at most
SIDEWAYS_TITLE_EDGE = 4.0  # text heights left of the header's first caption where its title may start
SIDEWAYS_LEVEL_REACH = 20.0 # text heights left of the first sideways caption where a level one may head the first column


def _laid_down_headers(page: Page, words: list[Word]) -> list[Word]:
    """A schedule with narrow columns sets its captions sideways, reading up from one line (the
    header's foot). Each such caption is read as a word on that line, over its own column, and
    the header's level words (a split `ITEM / TYPE` cell) and the title over it are brought down
    beside them, so the header reads as one line of captions right over the rows."""
    sideways = sorted((l for b in page.blocks for l in b.lines
                       if l.vertical and len(l.text) > 1 and not in_title_block(page, l.bbox)),
                      key=lambda l: l.bbox[3])
    groups: list[list] = []
    for line in sideways:
        h = line.bbox[2] - line.bbox[0]
        if groups and abs(line.bbox[3] - groups[-1][-1].bbox[3]) <= SIDEWAYS_BOTTOM * h:
            groups[-1].append(line)
        else:
            groups.append([line])
    rows: list[list] = []
    for g in groups:           # one line of captions stands column by column, never far apart
        g = sorted(g, key=lambda l: l.bbox[0])
        h = sorted(l.bbox[2] - l.bbox[0] for l in g)[len(g) // 2]
        rows += layout.split_run(g, lambda a, b: b.bbox[0] - a.bbox[2] > SIDEWAYS_COLUMN_GAP * h)
    out = list(words)
    for g in rows:
        if len(g) < SIDEWAYS_HEADERS:
            continue
        h = sorted(l.bbox[2] - l.bbox[0] for l in g)[len(g) // 2]
        x0, x1 = min(l.bbox[0] for l in g), max(l.bbox[2] for l in g)
        top, foot = min(l.bbox[1] for l in g), max(l.bbox[3] for l in g)
        left = x0 - SIDEWAYS_LEVEL_REACH * h     # a first column's level caption (`MARK`, `TYPE`)
        caption_size = max(l.size for l in g)
        # level captions beside the sideways ones (`TYPE`, `NO.`, `ROOM NAME`), no figures in them
        level = [w for w in out if left <= (w.bbox[0] + w.bbox[2]) / 2 <= x1 and not _HAS_DIGIT.search(w.text)
                 and w.size <= TITLE_SIZE * caption_size and top - h <= (w.bbox[1] + w.bbox[3]) / 2 <= foot]
        # the header's left edge: its first caption, sideways or level; the title stands over it
        edge = min([x0] + [w.bbox[0] for w in level]) - SIDEWAYS_TITLE_EDGE * h
        level = [w for w in level if w.bbox[0] >= edge]
        # over the captions: group labels (`FLOOR` over its finishes), a diagonal corner's upper
        # caption (`ITEM` over `TYPE`, which names the columns, not one) and the title
        above = [w for w in out if edge <= w.bbox[0] and (w.bbox[0] + w.bbox[2]) / 2 <= x1
                 and top - SIDEWAYS_TITLE_REACH * h <= w.bbox[3] < top - h]
        corner = [w for w in above if w.size <= TITLE_SIZE * caption_size
                  and any(layout.overlap_x(v.bbox, w.bbox) > 0 for v in level)]
        above = [w for w in above if not any(w is c for c in corner)]
        moved = {id(w) for w in level + above + corner}
        kept = [w for w in out if id(w) not in moved]
        laid = _captions_across(g + level, foot, h)
        # brought down together, the lowest right over the captions' line or the group labels
        # left standing over it; never up
        floor = min([foot - h] + [w.bbox[1] for w in kept if edge <= (w.bbox[0] + w.bbox[2]) / 2 <= x1
                                  and top - h <= (w.bbox[1] + w.bbox[3]) / 2 <= foot])
        drop = max(0.0, (floor - 0.6 * h) - max((w.bbox[3] for w in above), default=floor))
        laid += [Word(text=w.text, bbox=(w.bbox[0], w.bbox[1] + drop, w.bbox[2], w.bbox[3] + drop),
                      size=w.size, block=w.block, line=w.line) for w in above]
        out = kept + laid
    return out


LAID_CAPTION = -1    # the block number of a caption laid down (no text-layer block has it): a header's
                     # word even where it holds figures (`CPT-1` over its column of marks)
SAME_CAPTION = 1.6   # text heights between the sideways lines of one caption (`EDGE NAILING` / `(BOUNDARY ...)`)
CAPTION_GAP = 1.5    # text heights kept clear between two laid-down captions (more than a word space)


def _captions_across(lines: list, foot: float, h: float) -> list[Word]:
    """Captions as words on the header's foot: the sideways lines of one caption joined (read
    left to right, as they read top to bottom turned upright), each caption (a level one too)
    as wide as its column can be, to halfway to the next caption's middle."""
    lines = sorted(lines, key=lambda l: l.bbox[0])
    caps: list[list] = []
    for l in lines:
        if caps and l.bbox[0] - caps[-1][-1].bbox[2] <= SAME_CAPTION * h - h:
            caps[-1].append(l)
        else:
            caps.append([l])
    mids = [(c[0].bbox[0] + c[-1].bbox[2]) / 2 for c in caps]
    out = []
    for i, c in enumerate(caps):
        reach = min([abs(mids[i] - m) for j, m in enumerate(mids) if abs(j - i) == 1] or [h]) / 2 - CAPTION_GAP * h / 2
        reach = max(reach, (c[-1].bbox[2] - c[0].bbox[0]) / 2)
        # the first caption heads the table's first column from its own left edge
        x0 = c[0].bbox[0] if i == 0 else mids[i] - reach
        out.append(Word(text=" ".join(l.text for l in c), bbox=(x0, foot - h, mids[i] + reach, foot), size=c[0].size,
                        block=LAID_CAPTION))
    return out


def find_tables(page: Page) -> list[Table]:
    """Every titled schedule/table on the page, with its rows rebuilt from word positions."""
    words = _laid_down_headers(page, [w for w in page.words if not in_title_block(page, w.bbox)])
    runs = _apart_from_paragraphs(layout.rows(words), words)
    boxes = [layout.bbox_of(r) for r in runs]    # each run's box, once (a dense page has ~1 000)
    titled = {i for i, r in enumerate(runs) if _is_title(r)}
    by_top = _ByTop(boxes)
    headed = {i: r for i in range(len(runs)) if i not in titled
              for r in [_headed_region(runs, boxes, by_top, i)] if r is not None}
    used: set[int] = set()
    tables = []

    def read_headed(ti: int, region: BBox) -> None:
        if ti in used:
            return        # a header cell of a table found above (`REQUIRED` over its columns)
        inside = [w for w in words if layout.contains(region, _center(w.bbox), tol=1.0)]
        t = _build(_title_words(runs[ti]), layout.rows(inside, max_gap=float("inf")))
        numbered = t is not None and any(column_numbers(r) for r in layout.rows(inside, max_gap=float("inf"))[:2])
        if t is not None and len(t.header) >= HEADED_MIN_COLUMNS and len(t.rows) >= (1 if numbered else HEADED_MIN_ROWS):
            used.update(j for j in range(len(runs)) if j == ti or layout.contains(region, boxes[j], tol=1.0)
                        or layout.contains(region, _center(runs[j][0].bbox), tol=1.0))
            tables.append(t)

    # A header line right under a schedule's title (`HEEL` over `HEIGHT`) is read with that
    # title's table first; only a title that makes no table leaves it to be read by its shape.
    regions: dict[int, BBox | None] = {}     # each title's region by shape, found once
    first = {i: t for i in headed for t in [_title_over(i, titled, boxes, runs, by_top, regions)] if t is not None}
    inner = [i for i in headed if i not in first and any(layout.contains(headed[j], boxes[i], tol=1.0)
                                                         or layout.contains(headed[j], _center(runs[i][0].bbox), tol=1.0)
                                                         for j in first)]
    under_title = list(first) + inner     # read after the titles, in this order: the header's top line first
    for ti, region in headed.items():
        if ti not in under_title:
            read_headed(ti, region)
    titles = sorted(titled)
    for ti in titles:
        if ti in used:
            continue
        title = runs[ti]
        tb = boxes[ti]
        width = tb[2] - tb[0]
        span = [tb[0] - 1.5 * width, tb[2] + 1.5 * width]
        h = layout.word_height(title)
        # another block's heading on the title's own line, to its right, starts the next column
        next_heads = [boxes[j][0] for j in by_top.between(tb[1] - h, tb[3]) if j != ti and boxes[j][0] > tb[2]
                  and layout.overlap_y(boxes[j], tb) > 0.5 * (tb[3] - tb[1])
                  and layout.word_height(runs[j]) >= SAME_SIZE * h and _is_heading(runs[j])]
        limit = min(next_heads) - h if next_heads else float("inf")
        span[1] = min(span[1], limit)
        body: list[list[Word]] = []
        body_idx = []
        body_lefts: list[float] = []     # each body line's left edge, as taken
        body_box = None
        last_y = tb[3]
        row_h = h
        for j in range(ti + 1, len(runs)):
            r = runs[j]
            rb = boxes[j]
            if j in used:
                under = body_box if body_box is not None and len(body) >= 2 else (span[0], 0, span[1], 0)
                if body and rb[1] >= last_y and rb[0] < under[2] and rb[2] > under[0]:
                    break     # another table found under this one's rows: this one ended above it
                continue
            if rb[1] < tb[1] or rb[2] < span[0] or rb[0] > span[1]:
                continue
            rh = rb[3] - rb[1]
            if rb[1] - last_y > max(3.5 * rh, 2.5 * h):
                break
            if len(body) >= 2 and rh > HEADING_SIZE * row_h and rb[1] - last_y > 2.5 * row_h and _is_heading(r) \
                    and not _rows_go_on(runs, boxes, j, [body_box[0] - h, body_box[2] + h],
                                        max(len(layout.cells(b)) for b in body)):
                break         # a heading set larger than the rows, after a gap: the next block's (`FINISH LEGEND`)
            if len(body) >= 2 and rh > HEADING_SIZE * row_h and _NOTES_HEADING.search(layout.text_of(r)) \
                    and _is_heading(r):
                break         # the heading of the sheet's notes or legend under the table, however close
            if j in titled and not (body and _row_not_title(r)):
                break
            if _text_goes_on(r, body):
                break
            if _is_prose(r):
                continue      # a note beside the table, on its rows' baselines: not a row
            if not body and rb[0] > tb[2]:
                continue      # a header starts under its title, not beyond it
            if len(body) < 2 and rb[2] < tb[0] - h:
                continue      # the drawing beside the table, left of its title, before its header is read
            if body_box is not None and rb[2] < body_box[0] - h and (rb[1] <= last_y + 2 * row_h or len(body) >= 2):
                continue      # a column of notes left of the table, or a block beside it below its header
            if rb[2] > limit:
                r = [w for w in r if w.bbox[0] < limit]     # the next block's words on the row's baseline
                if not r:
                    continue
                rb = layout.bbox_of(r)
            left_of = [w for w in r if w.bbox[0] < body_box[0] - h] if len(body) >= 2 else []
            if left_of and _CAPTIONED_FIELD.match(layout.text_of(left_of)):
                # a captioned field of the block beside the table (`Appliance: pump, ...`) run on
                # into a row on its baseline: the row is the words under the table's columns
                r = [w for w in r if w.bbox[0] >= body_box[0] - h]
                if not r:
                    continue
                rb = layout.bbox_of(r)
            body.append(r)
            body_idx.append(j)
            body_lefts.append(rb[0])
            row_h = min(row_h, rh) if body_idx[:-1] else rh
            last_y = max(last_y, rb[3])
            body_box = rb if body_box is None else layout.union((body_box, rb))
            if len(body) >= 2:   # once the header is known, the table's span is its own
                span = [min(span[0], body_box[0]), min(limit, max(span[1], body_box[2]))]
        if not body:
            _read_bottom_up(ti, runs, boxes, words, used, tables)
            continue
        # Second pass: every word inside the found region, rows unbroken by wide column gaps
        # (a room number and its finishes may sit far apart) and margin marks left out.
        x0s = sorted(body_lefts)
        region = (x0s[len(x0s) // 10] - 2, tb[3], body_box[2] + 2, body_box[3] + 1)
        title = _title_words(title)
        region = _widen_to_header(region, words, body[0])
        inside = [w for w in words if layout.contains(region, _center(w.bbox), tol=1.0)]
        t = _build(title, layout.rows(inside, max_gap=float("inf")))
        if t is not None:
            used.update(body_idx)
            tables.append(t)
        elif not _read_bottom_up(ti, runs, boxes, words, used, tables):
            n = len(tables)
            for i in [i for i, t in first.items() if t == ti]:
                read_headed(i, headed[i])    # the title's table, known by its shape under it
            if len(tables) > n:
                continue
            for t, idx in _stacked_tables(ti, runs, words, used):
                used.update(idx)
                tables.append(t)
    for ti in under_title:
        if not any(layout.contains(t.bbox, boxes[ti], tol=1.0) for t in tables):
            read_headed(ti, headed[ti])     # not a line of a table read under its title
    return tables


UNDER_HEADER_GAP = 1.5    # title heights: a bottom-up table's header stands this close over its title


def _bottom_up(ti: int, runs: list[list[Word]], boxes: list, words: list[Word],
               used: set[int]) -> tuple[Table | None, list[int]]:
    """A table drawn growing upward, as revision blocks and many schedules are: its title at the
    foot, the header right over the title, the first row over the header and later rows stacked
    above. Read as drawn top-down it would be rows, header, title; read here header first and
    rows from the header up."""
    title = layout.text_of(runs[ti]).strip()
    if title.endswith(":") or re.search(r"\bNOTES?\b", title, re.I):
        return None, []   # `MAQ TABLE FOOTNOTES:` leads the notes under a table, it titles none
    tb = boxes[ti]
    h = layout.word_height(runs[ti])
    width = tb[2] - tb[0]
    span = [tb[0] - 1.5 * width, tb[2] + 1.5 * width]
    above = sorted((j for j in range(len(runs)) if j != ti and j not in used and boxes[j][3] <= tb[1] + 1
                    and boxes[j][2] > span[0] and boxes[j][0] < span[1]), key=lambda j: -boxes[j][3])
    if not above or tb[1] - boxes[above[0]][3] > UNDER_HEADER_GAP * h:
        return None, []
    # the header's line: every run on the baseline band of the one right over the title
    band = [j for j in above if boxes[j][3] >= boxes[above[0]][1] and boxes[j][0] >= tb[0] - 3 * h]
    if not band:
        return None, []
    head = [w for j in band for w in runs[j]]
    if _has_figures(layout.text_of(head)) or len(layout.cells(head)) < HEADED_MIN_COLUMNS:
        return None, []
    left, right = min(boxes[j][0] for j in band) - h, max(boxes[j][2] for j in band) + 3 * h
    taken, top = [], tb[1]
    for j in above:
        rb = boxes[j]
        if rb[0] < left or rb[0] > right:
            continue      # the drawing beside the table, not its rows
        rh = rb[3] - rb[1]
        if top - rb[3] > max(3.5 * rh, 2.5 * h) or _is_title(runs[j]):
            break
        taken.append(j)
        top = min(top, rb[1])
    if len(taken) < 1 + HEADED_MIN_ROWS:
        return None, []
    x0 = left
    x1 = max(boxes[j][2] for j in taken) + 1
    inside = [w for w in words if x0 <= _center(w.bbox)[0] <= x1 and top - 1 <= _center(w.bbox)[1] <= tb[1]]
    lines = layout.rows(inside, max_gap=float("inf"))
    n_head = 0
    while n_head < min(MAX_HEADER_LINES, len(lines)) and not _has_figures(layout.text_of(lines[-1 - n_head])):
        n_head += 1
    if not n_head or len(lines) - n_head < HEADED_MIN_ROWS:
        return None, []
    header, rows = lines[len(lines) - n_head:], lines[:len(lines) - n_head]
    t = _build(_title_words(runs[ti]), header + rows[::-1])
    if t is None or len(t.header) < HEADED_MIN_COLUMNS or len(t.rows) < HEADED_MIN_ROWS:
        return None, []
    return t, [ti] + taken


def _read_bottom_up(ti: int, runs: list[list[Word]], boxes: list, words: list[Word], used: set[int],
                    tables: list[Table]) -> bool:
    """Whether the title heads a bottom-up table, kept in `tables` with its runs `used`."""
    t, idx = _bottom_up(ti, runs, boxes, words, used)
    if t is None:
        return False
    used.update(idx)
    tables.append(t)
    return True


TITLE_HEADER_REACH = 3.0   # title heights under a schedule's title where its header's top line stands


def _title_over(i: int, titled: set[int], boxes: list, runs: list[list[Word]], by_top: "_ByTop",
                regions: dict[int, BBox | None]) -> int | None:
    """The schedule title run i stands right under, over the columns the title heads (those
    beside the title, or those of the table its shape makes under it, kept in `regions`), if any."""
    b = boxes[i]
    for t in titled:
        tb = boxes[t]
        if not (tb[3] <= b[1] + 1 and b[1] - tb[3] <= TITLE_HEADER_REACH * layout.word_height(runs[t])):
            continue
        width = tb[2] - tb[0]
        if b[0] < tb[2] + 1.5 * width and b[2] > tb[0] - 1.5 * width:
            return t
        if t not in regions:
            regions[t] = _headed_region(runs, boxes, by_top, t)
        if regions[t] is not None and layout.overlap_x(regions[t], b) > 0:
            return t
    return None


PARAGRAPH_WIDTH = 30     # word heights: a block this wide is a column of notes, not a table's cell
GUTTER = 4               # word heights between two columns of a sheet


def _apart_from_paragraphs(runs: list[list[Word]], words: list[Word]) -> list[list[Word]]:
    """Runs cut where they cross from a column of notes to what stands beside it: a notes sheet
    sets its columns on common baselines, and a table in one column must not take the next
    column's note as its cells (`AIR CONTENT` | `8. PROVIDE 2-#5 BARS ...`)."""
    if not words:
        return runs
    h = layout.word_height(words)
    spans: dict[int, list[float]] = {}
    for w in words:
        s = spans.setdefault(w.block, [w.bbox[0], w.bbox[2]])
        s[0], s[1] = min(s[0], w.bbox[0]), max(s[1], w.bbox[2])
    wide = {b for b, (x0, x1) in spans.items() if x1 - x0 > PARAGRAPH_WIDTH * h}
    out = [part for run in runs for part in layout.split_run(
        run, lambda a, b: a.block != b.block and b.bbox[0] - a.bbox[2] > GUTTER * h and (a.block in wide or b.block in wide))]
    out.sort(key=lambda r: (r[0].bbox[1], r[0].bbox[0]))
    return out


def _is_subtitle(run: list[Word]) -> bool:
    """A one-cell, all-capitals line: the title of the next small table in a stack."""
    text = layout.text_of(run)
    letters = [c for c in text if c.isalpha()]
    return len(layout.cells(run)) == 1 and len(letters) >= 4 and \
        sum(c.isupper() for c in letters) / len(letters) > 0.9 and len(text) <= 70


def _stacked_tables(ti: int, runs: list[list[Word]], words: list[Word], used: set[int]
                    ) -> list[tuple[Table, list[int]]]:
    """Small tables stacked in one column of a dense code sheet (`EXIT ACCESS TRAVEL DISTANCE
    (IBC TABLE 1017.2)`, then `DEAD ENDS (IBC 1020.4)` under it, each with its header and a few
    rows), read when the title's wide search found no table: the neighbouring columns' lines
    interleave with the rows there. The table's width is its header's, the line right under
    the title; only rows inside that width belong to it; the next title in the stack ends it."""
    out: list[tuple[Table, list[int]]] = []
    todo = [ti]
    while todo:
        ti = todo.pop()
        title = runs[ti]
        tb = layout.bbox_of(title)
        h = layout.word_height(title)
        head = None
        for j in range(ti + 1, len(runs)):
            rb = layout.bbox_of(runs[j])
            if rb[1] - tb[3] > 3.5 * h:
                break
            if j not in used and layout.overlap_x(rb, tb) > 0.5 * min(rb[2] - rb[0], tb[2] - tb[0]):
                head = j
                break
        if head is None or _HAS_DIGIT.search(layout.text_of(runs[head])):
            continue
        hb = layout.bbox_of(runs[head])
        span = (min(tb[0], hb[0]) - 2 * h, max(tb[2], hb[2]) + 2 * h)
        body, last_y = [head], hb[3]
        for j in range(head + 1, len(runs)):
            if j in used:
                continue
            rb = layout.bbox_of(runs[j])
            inside = max(0.0, min(rb[2], span[1]) - max(rb[0], span[0]))
            if inside < 0.8 * (rb[2] - rb[0]) and abs(rb[0] - hb[0]) > h:
                continue          # a neighbouring column's line; a row starts at the header's edge
            if rb[1] - last_y > max(2.5 * (rb[3] - rb[1]), 2.0 * h):
                break
            if _is_subtitle(runs[j]) and len(body) > 1:
                todo.append(j)    # the next table of the stack
                break
            body.append(j)
            last_y = max(last_y, rb[3])
        if len(body) < 2:
            continue
        rows_box = layout.union([layout.bbox_of(runs[j]) for j in body])
        region = (max(rows_box[0], span[0]), rows_box[1], rows_box[2], rows_box[3])
        inside_words = [w for w in words if layout.contains(region, _center(w.bbox), tol=1.0)]
        t = _build(_title_words(title), layout.rows(inside_words, max_gap=float("inf")))
        if t is not None and not any(_captioned(h) for h in t.header):
            out.append((t, [ti] + body))     # (`ARCHITECT:  HARBOR & PINE`: captions, no header)
    return out


# A circuit table's mark that a multi-pole breaker's further rows print instead of repeating it.
_CONTINUED = re.compile(r"^(?:--+|\u2014|\u2013|\"|DO|DITTO)$", re.IGNORECASE)


def _norm_head(h: str) -> str:
    return re.sub(r"[^A-Z0-9]+", " ", h.upper()).strip()


def two_sided(table: Table) -> Table:
    """A schedule that prints two records a row, one either side of a shared middle column, as
    one record a row: a panelboard's odd circuits down the left (CKT, DESCRIPTION, LOAD, BKR),
    its even circuits down the right in mirror order (BKR, LOAD, DESCRIPTION, CKT), the phase
    between. The header repeats its columns, reversed or in order, about its middle; each side's
    records keep the shared column, and come out in the order of their first column (circuit 1,
    2, 3 ...). A breaker of two or three poles is written once over the rows it takes, `--` in
    the rows below: those rows are the same load, so they carry its description and breaker."""
    heads = [_norm_head(h) for h in table.header]
    n = len(heads)
    for side in range(n // 2, 1, -1):
        left, right, middle = heads[:side], heads[n - side:], heads[side:n - side]
        if len(middle) > 1 or not all(left):
            continue
        mirrored = right == left[::-1]
        if not (mirrored or right == left):
            continue
        order = list(range(side)) + list(range(side, n - side))
        right_idx = list(range(n - side, n))[::-1] if mirrored else list(range(n - side, n))
        header = [table.header[i] for i in order]
        records: list[tuple[Row, int]] = []
        for which, idx in ((0, list(range(side))), (1, right_idx)):
            above: list[str] = []
            for r in table.rows:
                cells = [r.cells[i] if i < len(r.cells) else "" for i in idx] + \
                        [r.cells[i] if i < len(r.cells) else "" for i in range(side, n - side)]
                if not any(cells[:side]):
                    continue
                if above and any(_CONTINUED.match(c.strip()) for c in cells[1:side] if c):
                    cells = [a if c and _CONTINUED.match(c.strip()) else c for a, c in zip(above, cells)]
                else:
                    above = cells
                records.append((Row(cells=cells, bbox=r.bbox, group=r.group), which))
        numbered = sorted((rec for rec in records if rec[0].cells[0].strip().isdigit()),
                          key=lambda rec: (int(rec[0].cells[0]), rec[1]))
        others = [rec for rec in records if not rec[0].cells[0].strip().isdigit()]
        if not numbered:
            return table
        return Table(title=table.title, title_bbox=table.title_bbox, header=header,
                     rows=[r for r, _ in numbered + others], bbox=table.bbox, words=table.words,
                     info=table.info, info_boxes=table.info_boxes)
    return table

