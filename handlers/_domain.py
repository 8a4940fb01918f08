"""Shared reading helpers for the domain handlers (sprinkler, energy, code, revision, metadata).

A chunk keeps its text line by line and its blocks (`units`) with their boxes. Here the lines
are put back on their blocks, and `label: value` facts are rebuilt from them the way a person
reads a drawing: a label followed by its value on the same line (`OCCUPANCY: R-3`), a value
that wraps onto the next lines of the same column, or a title-block label (`Issue Date`) with
its value just to its right or just below it. Every fact keeps the boxes of the blocks it was
read from, so an answer cites exactly where it stands on the sheet.
"""
from __future__ import annotations

import math
import re
import weakref
from dataclasses import dataclass, field, replace
from datetime import date
from functools import lru_cache
from typing import Iterable, Optional

import numpy as np

from drawqa.captions import is_caption
from drawqa.contract import names_other_modifier
from drawqa.legend_keys import KEY_ROW, KEY_TAG
from drawqa.expect import ASKING_WORDS, value_matches
from drawqa.models import Chunk, Sheet
from drawqa.retrieve import candidate_ids
from drawqa.sheet_ids import SHEET_ID
from drawqa.spelling import SHEET_SHORT_WORDS
from drawqa.store import KIND_CODES, SECTION_CODES, Meta
from drawqa.tokens import STOPWORDS, normalize, tokenize

from .base import Abstain, Context, as_drawn, make_answer, pattern, units

BBox = tuple[float, float, float, float]

# --------------------------------------------------------------------------- lines


@dataclass
class Line:
    text: str
    cite: BBox          # the block's box (what a citation points at)
    geo: BBox           # this line's estimated box inside the block (for reading geometry)
    unit: int           # index of the block in the chunk
    chunk: Chunk
    placed: bool = True   # False: a span inside a row much wider than its words, place unknown

    @property
    def h(self) -> float:
        return max(1.0, self.geo[3] - self.geo[1])


class Lines(list):
    """A chunk's lines, plus `heads`: the index of the first line of each block, in order.

    Why: only a block's first line can continue another block's line or hold a label's value,
    so the geometric searches walk the few blocks instead of every line of the chunk."""
    heads: list[int]
    markers: list[int]   # lines that are only a list number (`12.`), their note printed to the right


class ChunkReadings:
    """What a chunk reads as (its lines, facts, passages), worked out once per chunk object and
    dropped with it; the chunk itself stays the plain record the store wrote."""

    def __init__(self):
        self._by_id: dict[int, dict] = {}

    def get(self, c: Chunk, key: str, make):
        slot = self._by_id.get(id(c))
        if slot is None:
            slot = self._by_id[id(c)] = {}
            weakref.finalize(c, self._by_id.pop, id(c), None)
        if key not in slot:
            slot[key] = make(c)
        return slot[key]


READINGS = ChunkReadings()


def chunk_lines(c: Chunk) -> Lines:
    """The chunk's lines, each on its block; a block of n lines is split evenly for geometry
    (read once per chunk: facts and passages both read them)."""
    return READINGS.get(c, "lines", _read_lines)


def _read_lines(c: Chunk) -> Lines:
    us = units(c)
    raw = as_drawn(c, c.text).split("\n")
    groups: list[list[str]] = []
    ok = c.kind == "chunk"
    li = 0
    if ok:
        for text, _ in us:
            # Take raw lines (whitespace collapsed, blank ones dropped) until, joined by single
            # spaces, they are as long as the block's text; they must then be exactly that text.
            target = " ".join(text.split())
            acc: list[str] = []
            n = 0
            while li < len(raw):
                line = " ".join(raw[li].split())
                li += 1
                if line:
                    n += len(line) + (1 if acc else 0)
                    acc.append(line)
                if n >= len(target):
                    break
            if " ".join(acc) != target:
                ok = False
                break
            groups.append(acc or [target])
    if not ok:
        groups = [[" ".join(t.split())] for t, _ in us]
    out = Lines()
    out.heads = []
    for ui, ((_, b), lines) in enumerate(zip(us, groups)):
        b = tuple(b)
        boxes = _line_boxes(b, lines)
        unsure = _unplaced(b, lines, boxes)
        out.heads.append(len(out))
        k = 0
        while k < len(lines):
            text, geo = lines[k], boxes[k]
            # A list number drawn as its own span belongs to the text after it: `1.` + `ALL ...`.
            if k + 1 < len(lines) and len(text) <= 3 and _BARE_NUMBER.match(text):   # `12.` at most
                k += 1
                text, geo = f"{text} {lines[k]}", union([geo, boxes[k]])
            out.append(Line(text, b, geo, ui, c, placed=k not in unsure))
            k += 1
    out.markers = _unpointed_numbers(out, [i for i, l in enumerate(out) if _BARE_NUMBER.match(l.text)])
    return out


_BARE_NUMBER = pattern(r"^\s*(?:\d{1,2}|[A-Za-z])[.)]\s*$")
_PLAIN_NUMBER = pattern(r"^\s*(?P<n>\d{1,2})\s*$")
MARKER_COLUMN = 1.5      # text heights a list's numbers may stand apart left and right


def _unpointed_numbers(lines: Lines, markers: list[int]) -> list[int]:
    """The list numbers, with those printed without their point (`30` under `29.`): a plain
    number in the column of a list's numbers, numbering on from the one above it, is the next
    note's number, so the note above it ends there instead of running on into that note."""
    found = list(markers)
    for i in sorted(range(len(lines)), key=lambda k: lines[k].geo[1]):
        m = _PLAIN_NUMBER.match(lines[i].text)
        if m is None:
            continue
        g, n = lines[i].geo, int(m.group("n"))
        for k in found:
            prev = re.match(r"\s*(\d{1,2})", lines[k].text)
            o = lines[k].geo
            if prev and int(prev.group(1)) == n - 1 and abs(o[0] - g[0]) <= MARKER_COLUMN * lines[i].h \
                    and o[1] < g[1]:
                found.append(i)
                break
    return sorted(found)


def _line_boxes(b: BBox, lines: list[str]) -> list[BBox]:
    """Estimated boxes of a block's lines: stacked, or side by side when the block is one row
    of separate spans (`Issue Date   Checked   Drawn`, `1.   ALL DIMENSIONS ...`). The layout
    whose predicted text width (from the line height) is closer to the block's width wins."""
    n = len(lines)
    if n <= 1:
        return [b]
    w, h = max(1.0, b[2] - b[0]), max(1.0, b[3] - b[1])
    longest = max(map(len, lines)) or 1
    total = sum(map(len, lines)) + n - 1
    stacked = longest * 0.6 * (h / n) / 1.15
    side = total * 0.6 * h / 1.15
    if abs(math.log(stacked / w)) <= abs(math.log(side / w)):
        step = h / n
        return [(b[0], b[1] + i * step, b[2], b[1] + (i + 1) * step) for i in range(n)]
    out, pos = [], 0
    for l in lines:
        x0 = b[0] + w * pos / (total + 1)
        pos += len(l) + 1
        out.append((x0, b[1], b[0] + w * (pos - 1) / (total + 1), b[3]))
    if w > side:
        # Spans set apart on one row: the first starts at the block's left edge and the last
        # ends at its right, each as wide as its words, whatever the gaps between them.
        out[0] = (b[0], b[1], min(b[2], b[0] + _text_width(lines[0], h)), b[3])
        out[-1] = (max(b[0], b[2] - _text_width(lines[-1], h)), b[1], b[2], b[3])
    return out


CHAR_WIDTH = 0.6 / 1.15    # of a line's height: an average character's width
MAX_ROW_SPREAD = 4.0       # a row of spans this many times wider than its words: gaps unknown


def _text_width(text: str, h: float) -> float:
    return len(text) * CHAR_WIDTH * h


def _unplaced(b: BBox, lines: list[str], boxes: list[BBox]) -> set[int]:
    """The middle spans of a one-row block far wider than its words (`REVISIONS:  PROJECT
    DESIGNED  DATE` merged across a title block): where each stands is not known, so none is
    read as a caption or value by place."""
    n = len(lines)
    if n < 3 or any(bx[1] != b[1] for bx in boxes):      # stacked lines are placed
        return set()
    h = max(1.0, b[3] - b[1])
    natural = _text_width(" ".join(lines), h)
    return set(range(1, n - 1)) if (b[2] - b[0]) > MAX_ROW_SPREAD * natural else set()


# --------------------------------------------------------------------------- labels

# Title-block and project-data labels that stand alone (no colon) with their value nearby.
_DISCIPLINE = (r"(?:STRUCTURAL|MECHANICAL|ELECTRICAL|PLUMBING|CIVIL|LANDSCAPE|MEP|M/E/P|FIRE\s+PROTECTION|"
               r"GEOTECHNICAL|INTERIOR|LIGHTING)")
# A professional of record (`ENGINEER OF RECORD`, `STRUCTURAL ENGINEER OF RECORD`) is the
# caption of the one who seals the set; it comes first, before its shorter role reads alone.
_LEX = (rf"(?:(?:{_DISCIPLINE}\s+)?(?:ENGINEER|ARCHITECT)\s+OF\s+RECORD|"
        rf"{_DISCIPLINE}(?:\s*(?:/|&|AND)\s*{_DISCIPLINE})*\s+(?:ENGINEER|ARCHITECT|DESIGNER|CONSULTANT)S?|"
        r"PROJECT\s+(?:NAME|TITLE|NO\.?|NUMBER|#|ADDRESS|LOCATION)|PROJECT|"
        r"SHEET\s+(?:TITLE|NAME|NO\.?|NUMBER)|DRAWING\s+(?:TITLE|NAME|NO\.?|NUMBER)|"
        r"ISSUE\s+DATE|DATE\s+ISSUED|ISSUED\s+FOR|DATE|DRAWN(?:\s+BY)?|CHECKED(?:\s+BY)?|"
        r"DESIGNED(?:\s+BY)?|APPROVED(?:\s+BY)?|SCALE|JOB\s+(?:NO\.?|NUMBER|#)|LOCATION|PHASE|"
        r"BUILDING\s+(?:NO\.?|NUMBER)|OWNER|CLIENT|ARCHITECT|ENGINEER|CONTRACTOR|"
        r"SITE\s+ADDRESS|ADDRESS|PERMIT\s+(?:NO\.?|NUMBER|#)|CONTRACT\s+(?:NO\.?|NUMBER)|"
        r"(?:DRWG|DWG)\.?\s+(?:NO\.?|NUMBER)|REV(?:ISION)?\.?(?:\s+NO\.?)?|"
        r"STATUS(?:\s+CODE)?|SUITABILITY|PURPOSE\s+OF\s+ISSUE)")   # ISO 19650 / UK title blocks
_LEX_ONE = pattern(rf"{_LEX}\s*[:#]?", re.I)
_ROLE_LABEL = pattern(rf"^{_DISCIPLINE}(?:\s*(?:/|&|AND)\s*{_DISCIPLINE})*\s+(?:ENGINEER|ARCHITECT|DESIGNER|CONSULTANT)S?$", re.I)
_STREET = pattern(r"^\s*\d{1,6}\s+[A-Z]", re.I)
_LEX_ALL = pattern(rf"^(?:{_LEX}\s*[:#]?\s*){{1,4}}$", re.I)
# `LABEL: value` at the start of a line (an optional note number or bracket before it).
# A form numbers its fields zero-padded (`01 Project Name:`): the number is not the caption's.
_INLINE = pattern(r"^[\s(\[*]*(?:\d{1,2}[.)]\s+|0\d\s+|[a-z][.)]\s+)?"
                  r"([A-Za-z][A-Za-z0-9 /&().'#,\-]{0,48}?[A-Za-z).#])\s*:\s*(.*)$")
# `PROJECT NO. 2024-117`: a number-type label followed by its value without a colon.
_NUMBERED_LABEL = pattern(r"^((?:PROJECT|JOB|SHEET|DRAWING|BUILDING|PERMIT|CONTRACT|FILE)\s+"
                          r"(?:NO\.?|NUMBER|#))\s*[:#]?\s+(\S.*)$", re.I)
_LIST_ITEM = pattern(r"^\s*(?:\d{1,2}[.)]|[a-z][.)]|[-\u2022*]|(?:KEY\s*)?NOTE\s*#?\s*\d{1,3}[A-Z]?\s*:)(?:\s+\S|\s*$)", re.I)
_PLACEHOLDER = pattern(r"X{3,}|#{2,}|\?{2,}|\bMONTH\s+DAY\b|\bNAME\s*/\s*COMPANY\b|\bTBD\b|"
                       r"^\s*(?:STREET\s+ADDRESS|CITY,?\s+STATE(?:\s+ZIP)?|NAME)\s*$", re.I)


# Disciplines as consultant blocks name them: a firm's line, then the line of what it does
# (`ACOUSTICS, IT/TELECOM & SECURITY, AUDIOVISUAL`, `COST ESTIMATOR`), then its address. The
# role line is often only the disciplines, without `CONSULTANT` or `ENGINEER`.
DISCIPLINE_WORDS = frozenset("""structural mechanical electrical plumbing civil landscape mep fire protection life
    safety geotechnical geotech interior interiors lighting acoustic acoustics acoustical audiovisual audio visual
    av it telecom telecommunications technology security data cost estimator estimating survey surveyor surveying
    environmental sustainability energy kitchen foodservice food service vertical transportation elevator code
    accessibility hardware signage wayfinding traffic parking waterproofing envelope facade hvac hydraulic
    hydraulics low voltage commissioning specifications specification""".split())
# A question's short form and the words a role line spells it with.
DISCIPLINE_ALIASES = {"av": ("audiovisual", "audio visual", "a/v"), "a/v": ("audiovisual", "audio visual", "av"),
                      "telecom": ("telecommunications",), "it": ("information technology", "technology"),
                      "mep": ("mechanical", "m/e/p"), "geotech": ("geotechnical",), "fp": ("fire protection",)}
_ROLE_WORDS = frozenset("consultant consultants engineer engineers engineering architect architects design "
                        "designer designers services".split())
_CONNECTORS = frozenset("and &".split())
DISCIPLINE_PREFIX = 6     # letters that name a discipline whatever its ending (`ACOUST-ICS/-ICAL`)


def discipline_tokens(text: str) -> list[str]:
    """The words of a text split where a role line splits them (`IT/TELECOM`, `A/V` kept whole)."""
    return re.findall(r"a/v|m/e/p|[a-z]+", text.lower())


def is_discipline_line(text: str) -> bool:
    """A consultant block's role line: disciplines only, perhaps ending in a role word."""
    toks = discipline_tokens(text)
    while toks and toks[-1] in _ROLE_WORDS:
        toks.pop()
    return bool(toks) and all(t in DISCIPLINE_WORDS or t in _CONNECTORS for t in toks) \
        and any(t in DISCIPLINE_WORDS for t in toks)


def names_discipline(line: str, word: str) -> bool:
    """The role line names the discipline a question calls `word` (`AV` -> `AUDIOVISUAL`,
    `acoustics` -> `ACOUSTICAL`): a long word by its first letters, a short one whole."""
    toks = discipline_tokens(line)
    joined = f" {' '.join(toks)} "
    for w in (word,) + DISCIPLINE_ALIASES.get(word, ()):
        if " " in w or "/" in w:
            if f" {w} " in joined:
                return True
        elif any(t == w or (len(w) >= DISCIPLINE_PREFIX and t.startswith(w[:DISCIPLINE_PREFIX])) for t in toks):
            return True
    return False


def is_placeholder(text: str) -> bool:
    return bool(_PLACEHOLDER.search(text))


# The label and heading tests below are pure functions of a line's text, and every continuation
# or value search asks them again of the lines it passes: cached.
@lru_cache(maxsize=1 << 16)
def inline_label(text: str) -> Optional[tuple[str, str]]:
    """(label, value) when the line opens with a label; value may be empty."""
    m = _NUMBERED_LABEL.match(text)
    if m:
        return clean_label(m.group(1)), m.group(2).strip()
    m = _INLINE.match(text) if ":" in text else None     # the pattern needs the colon
    if not m:
        return None
    label = m.group(1).strip()
    if len(label.split()) > 6 or re.search(r"https?$", label, re.I):
        return None
    return clean_label(label), strip_brackets(m.group(2).strip())


# A second label on the same line as a first one's short value, as code-analysis blocks set
# them out: `OCCUPANCY: B   CONSTRUCTION TYPE: II-B`. The first value is at most three words
# with no full stop and the label 1-4 upper-case words, so a sentence is never split.
_NEXT_LABEL = re.compile(r"^([^\s.:]+(?: [^\s.:]+){0,2}?) ((?:[A-Z][A-Z&/-]*(?: |(?=:))){1,4}):\s*(\S.*)$")


# ... and sets two to a line: `01 Responsible Designer Name: MARCUS LINDQVIST 02 Responsible
# Designer Signature: ...`. The next field's number and its caption's colon end the value.
_NEXT_FIELD = re.compile(r"^(\S.*?) (?:0\d|[1-9]\d) ([A-Za-z][A-Za-z0-9 /&'.()-]{0,48}?[A-Za-z).]):\s*(\S.*)$")


_FIELD_NO = re.compile(r"^\s*0\d\s+[A-Za-z]")


def split_inline(label: str, value: str, fields: bool = False) -> list[tuple[str, str]]:
    """(label, value) pairs of one line: the first label's, then any set beside it.
    `fields`: the line opens with a form's field number, and so may the next field."""
    out = []
    while True:
        m = _NEXT_LABEL.match(value) or (_NEXT_FIELD.match(value) if fields else None)
        if not m:
            out.append((label, value))
            return out
        out.append((label, m.group(1)))
        label, value = m.group(2).strip(), m.group(3)


def clean_label(label: str) -> str:
    return " ".join(label.strip(" ([*").split())


def strip_brackets(value: str) -> str:
    """Drop a closing bracket the label's opening bracket left dangling (`(SCALE: 1" = 20')`)
    and a `---` placeholder of the empty field below."""
    v = re.sub(r"\s+-{2,}$", "", value.strip())
    while v.endswith(")") and v.count(")") > v.count("("):
        v = v[:-1].rstrip()
    return v


@lru_cache(maxsize=1 << 16)
def lexicon_labels(text: str) -> Optional[tuple[tuple[str, float], ...]]:
    """A block that is nothing but title-block labels: ((label, start fraction of the text), ...)."""
    t = " ".join(text.split())
    if not t or len(t) > 80 or not _LEX_ALL.match(t):
        return None
    return tuple((clean_label(m.group(0).rstrip(":# ")), m.start() / len(t)) for m in _LEX_ONE.finditer(t))


@lru_cache(maxsize=1 << 16)
def is_label_line(text: str) -> bool:
    """A caption line: a label with or without its value, or a row of captions only
    (`DRWG No. REV.`), which is never another caption's value."""
    return inline_label(text) is not None or lexicon_labels(text) is not None or is_caption(text)


# --------------------------------------------------------------------------- facts


@dataclass
class Fact:
    """A label and its value read off one chunk, with the blocks it came from."""
    label: str
    value: str
    chunk: Chunk
    boxes: list[BBox] = field(default_factory=list)
    how: str = "inline"                 # inline, right, below, above (a value written over its caption)
    heading: str = ""
    idx: list[int] = field(default_factory=list)   # the chunk lines it was read from

    @property
    def text(self) -> str:
        return f"{self.label}: {self.value}" if self.label else self.value

    @property
    def bbox(self) -> BBox:
        return union(self.boxes)


def union(boxes: Iterable[BBox]) -> BBox:
    bs = list(boxes)
    return (min(b[0] for b in bs), min(b[1] for b in bs), max(b[2] for b in bs), max(b[3] for b in bs))


def _next_in_column(lines: Lines, i: int, max_gap: float) -> Optional[int]:
    """The line continuing line i in its column: the same block's next line, or the nearest
    line just below it that starts at (or slightly right of) the same left edge."""
    cur = lines[i]
    if i + 1 < len(lines) and lines[i + 1].unit == cur.unit:
        return i + 1
    best, best_d = None, None
    h = cur.h
    tol = max(3.0, 1.5 * h)
    reach = max(3 * h + tol, 0.3 * (cur.geo[2] - cur.geo[0]))
    for j in lines.heads:      # only the first line of another block can continue a line
        l = lines[j]
        if l.unit == cur.unit or j == i:
            continue
        dy = l.geo[1] - cur.geo[3]
        if dy < -0.4 * h or dy > max_gap * h:
            continue
        dx = l.geo[0] - cur.geo[0]
        if dx < -tol or dx > reach:
            continue
        if best_d is None or dy < best_d:
            best, best_d = j, dy
    return best


FIELD_LINE_GAP = 2.2     # text heights between two lines of one title-block field's value
FIELD_SAME_SIZE = 0.3    # relative height difference within which two lines are one lettering


def _continuation(lines: Lines, i: int, max_gap: float = 1.0, limit: int = 12,
                  same_block: bool = False, field: float = 0.0) -> list[int]:
    """Lines that carry line i on: the rest of its block, then blocks just below in its column,
    up to the next label, list item or (spaced-off) heading. A title-block field's value (`field`:
    the height of its caption) fills its box down to the next caption: a line lettered alike
    continues it across the room of one line left blank or unread, and words that could be a
    caption (`GENERAL NOTES`) are value when lettered like the value, larger than the caption."""
    out = []
    if i in lines.markers:
        return out             # a list number alone: its note is beside it, not below
    j = i
    while len(out) < limit:
        gap = max_gap if j == i else 1.0
        k = _next_in_column(lines, j, gap)
        if k is None and field:
            k = _next_in_column(lines, j, FIELD_LINE_GAP)
            if k is not None and abs(lines[k].h - lines[j].h) > FIELD_SAME_SIZE * lines[j].h:
                k = None
        if k is None or k in out or k == i or (same_block and lines[k].unit != lines[i].unit):
            break
        t = lines[k].text
        if (is_label_line(t) and not _field_words(lines, j, k, field)) or _LIST_ITEM.match(t) \
                or _numbered_on_row(lines, k):
            break
        if lines[k].unit != lines[j].unit and is_heading(t) and not field and _spaced_off(lines[j], lines[k]):
            break
        if lines[k].unit != lines[j].unit and not field and _read_apart(lines[j], lines[k]):
            break
        out.append(k)
        j = k
    return out


# A heading stands spaced off the line above it. A text layer's line boxes span the font's ascent
# and descent, so the lines of one block touch; OCR's boxes hug the letters, so the lines of one
# block already stand some half a letter apart, and a heading a letter or more. Only a line long
# enough to have wrapped (WRAP_WORDS words or more) goes on that way: a column of single codes
# (`EF` / `EFF` / `EG`) is a list, each line its own.
HEADING_GAP = 0.5
OCR_HEADING_GAP = 1.0
WRAP_WORDS = 4


def _spaced_off(prev: Line, line: Line) -> bool:
    """Line stands apart from the line above it, as a heading does, not as a line it wraps to."""
    wraps = line.chunk.source == "ocr" and len(prev.text.split()) >= WRAP_WORDS
    return line.geo[1] - prev.geo[3] > (OCR_HEADING_GAP if wraps else HEADING_GAP) * prev.h


# A sentence's end: what a scan's reading set apart in a block of its own after it starts anew.
_SENTENCE_END = pattern(r"[.][\"')\]]?\s*$")


def _read_apart(prev: Line, line: Line) -> bool:
    """OCR set `line` in a block of its own after a line that ends a sentence: a new note.
    On a scan whose list numbers OCR lost (or read as a column of their own), the blocks it
    reads are all that part one note from the next; a text layer's blocks are its drawing
    program's, and a note's second sentence may stand in one of its own."""
    return line.chunk.source == "ocr" and bool(_SENTENCE_END.search(prev.text))


def _field_words(lines: Lines, j: int, k: int, caption_h: float) -> bool:
    """Line k, only caption words, read on as the value of a title-block field whose caption is
    `caption_h` high: lettered like the value line j and larger than the caption."""
    if not caption_h or inline_label(lines[k].text) is not None or lexicon_labels(lines[k].text) is not None:
        return False
    h = lines[k].h
    return abs(h - lines[j].h) <= FIELD_SAME_SIZE * lines[j].h and h > (1 + FIELD_SAME_SIZE) * caption_h


MARKER_REACH = 6.0     # text heights from a list number to its note's first line


def line_beside(lines: Lines, i: int, reach: float, among: Optional[Iterable[int]] = None) -> Optional[int]:
    """The nearest line (of `among`, else any) starting right of line i on its row, within
    `reach` text heights: what a list number or a legend's short form stands for."""
    o, h = lines[i].geo, lines[i].h
    best, best_dx = None, None
    for k in (range(len(lines)) if among is None else among):
        g = lines[k].geo
        if k == i or min(o[3], g[3]) - max(o[1], g[1]) < 0.5 * min(h, lines[k].h):
            continue
        dx = g[0] - o[2]
        if 0 <= dx <= reach * h and (best_dx is None or dx < best_dx):
            best, best_dx = k, dx
    return best


def _note_beside(lines: Lines, m: int) -> Optional[int]:
    """The first line of the note a list number `m` numbers: the nearest block starting right
    of it on its row."""
    return line_beside(lines, m, MARKER_REACH, [k for k in lines.heads if k not in lines.markers])


def _numbered_on_row(lines: Lines, k: int) -> bool:
    """Does a list number stand just left of line k on its row (a hanging-indent list whose
    numbers are spans of their own)? Then line k starts a note and continues none."""
    return any(line_beside(lines, m, MARKER_REACH, [k]) == k for m in lines.markers)


_SECTION_HEAD = pattern(r"\b(?:NOTES?|ANALYSIS|DATA|SUMMARY|REQUIREMENTS|SCHEDULES?|LEGEND|INFORMATION|"
                        r"SUBMITTALS?|CRITERIA|SCOPE)\b", re.I)
_HEADING = pattern(r"^[A-Z][A-Z0-9 &/,.'()\-]{2,60}$")


_ALNUM = pattern(r"[A-Za-z0-9]")


@lru_cache(maxsize=1 << 16)
def is_heading(text: str) -> bool:
    """A short all-capitals title like `CODE ANALYSIS` or `DEFERRED SUBMITTALS`."""
    t = text.strip().rstrip(":")
    return bool(_HEADING.match(t)) and len(t.split()) <= 5 and not re.search(r"\d", t) \
        and lexicon_labels(t) is None and len(t) >= 4


def _words_within(line: Line, x0: float, x1: float) -> str:
    """The words of a line whose centres fall between x0 and x1, their places estimated from
    the characters before them (a line keeps its box, not its words' boxes)."""
    text = line.text
    g = line.geo
    per_char = (g[2] - g[0]) / max(1, len(text))
    out = []
    for m in re.finditer(r"\S+", text):
        centre = g[0] + per_char * (m.start() + m.end()) / 2
        if x0 <= centre < x1:
            out.append(m.group(0))
    return " ".join(out)


# A revision block's or a table's header row: its rows are read as a table, not as fields.
_TABLE_HEAD = re.compile(r"\bDESCRIPTION\b|\bREV(?:ISION)?\b.*\bDATE\b|\bDATE\b.*\bREV(?:ISION)?\b", re.I)


def _cells_beside(lines: Lines) -> list[int]:
    """Lines set on the baseline of the line before them in their block, to its right: the
    second cell of a row of values (`09/14/2026   2417.00` under `DATE   PROJECT NO.`)."""
    out = []
    for j in range(1, len(lines)):
        a, b = lines[j - 1], lines[j]
        if (a.unit == b.unit and b.geo[0] > a.geo[2]
                and min(a.geo[3], b.geo[3]) - max(a.geo[1], b.geo[1]) >= 0.5 * min(a.h, b.h)):
            out.append(j)
    return out


CAPTION_ROW_REACH = 20.0    # caption heights from a caption to the next one on its row


def caption_beside(lines: Lines, i: int) -> Optional[Line]:
    """The caption set right of caption i on its row (`PROJECT NO.` beside `DATE`), in its text
    block or in one of its own: its column ends where that one starts."""
    a = lines[i]

    def beside(b: Line) -> bool:
        return (b.geo[0] > a.geo[2] and is_label_line(b.text)
                and min(a.geo[3], b.geo[3]) - max(a.geo[1], b.geo[1]) >= 0.5 * min(a.h, b.h))

    if i + 1 < len(lines) and lines[i + 1].unit == a.unit and beside(lines[i + 1]):
        return lines[i + 1]
    row = [b for b in lines if b.unit != a.unit and b.placed and beside(b)
           and b.geo[0] - a.geo[2] <= CAPTION_ROW_REACH * a.h]
    return min(row, key=lambda b: b.geo[0]) if row else None


def under_caption(value: Line, caption: Line, beside: Line) -> bool:
    """A value line under a row of captions belongs to the caption whose column it starts in:
    left of the next caption, and nearer the left edge of its own."""
    x = value.geo[0]
    return x < beside.geo[0] - 0.5 * caption.h and x - caption.geo[0] <= beside.geo[0] - x


FAR_RIGHT = 20.0     # text heights a colon label's value may stand right of it, across an empty gap


def _value_near(lines: Lines, i: int, label_span: tuple[float, float], cells: bool = True,
                far: bool = False) -> Optional[int]:
    """For a label standing alone: the block right of it on its row, else just below it (or a
    cell of a row of values under a row of captions, unless `cells` is off). `far`: a label
    ending in a colon, one of a column of them, whose values stand in a column well to its right
    (`PRIMARY STRUCTURAL FRAME :` ... `0 HOURS`), each on its label's row, maybe a line of a
    block that holds the rows below too."""
    lab = lines[i]
    h = lab.h
    reach = max(4 * h, 25.0)
    cell_lines = _cells_beside(lines) if cells else []
    inner = set(range(len(lines))) - set(lines.heads) - set(cell_lines) if far else set()
    best, best_d = None, None
    pool = list(range(len(lines))) if far else lines.heads
    for j in pool + cell_lines:   # a block, or a cell of one
        l = lines[j]
        if l.unit == lab.unit or not l.placed:
            continue
        if is_label_line(l.text) or not _ALNUM.search(l.text):
            continue
        g = l.geo
        gh = g[3] - g[1]
        ov = min(g[3], lab.geo[3]) - max(g[1], lab.geo[1])
        right = g[0] - lab.geo[2]
        if (g[0] >= lab.geo[2] - 2 and ov >= 0.3 * min(h, gh) and gh <= 2.0 * h
                and (right <= 8 * h or (far and right <= FAR_RIGHT * h and ov >= 0.6 * min(h, gh)
                                        and not _between_on_row(lines, lab, g)))):
            d = (0, right)
        elif j in inner:
            continue        # a line inside a block is a far value on its row, never one below
        elif (g[1] >= lab.geo[1] + 0.5 * h and g[1] - lab.geo[3] <= reach
              and label_span[0] - 2 * h <= g[0] <= label_span[1] + (6 if j in lines.heads else 1) * h
              and not _caption_between(lines, lab, g)):
            d = (1, (g[1] - lab.geo[3]) + abs(g[0] - label_span[0]) * 0.25)
        else:
            continue
        if best_d is None or d < best_d:
            best, best_d = j, d
    return best


def _between_on_row(lines: Lines, lab: Line, g: BBox) -> bool:
    """Some other text stands on the label's row between it and the box right of it."""
    for o in lines:
        if o is lab:
            continue
        ov = min(o.geo[3], lab.geo[3]) - max(o.geo[1], lab.geo[1])
        if ov > 0.3 * lab.h and o.geo[0] >= lab.geo[2] - 2 and o.geo[2] <= g[0] + 2:
            return True
    return False


def _rows_of_labels(lines: Lines, labelled: list[int], i: int, cont: list[int]) -> list[int]:
    """A value's lines that stand on its own label's row or on no other label's: a value
    column's next line beside the next label (of `labelled`, the chunk's label lines) is that
    label's value."""
    kept = []
    for k in cont:
        v = lines[k]
        if any(m != i and lines[m].geo[2] <= v.geo[0]
               and min(lines[m].geo[3], v.geo[3]) - max(lines[m].geo[1], v.geo[1]) > 0.5 * min(v.h, lines[m].h)
               for m in labelled):
            break
        kept.append(k)
    return kept


def _caption_between(lines: Lines, lab: Line, g: BBox) -> bool:
    """Another row of captions stands between caption `lab` and the value below it (`7776`
    under `PROJECT No`, itself under `APPROVED`): the nearest caption over a value owns it. A
    caption stacked under `lab` in its column stands between even when the value starts past
    that caption's end."""
    for m in lines:
        o = m.geo
        if m is lab or m.unit == lab.unit or not is_label_line(m.text):
            continue
        if lab.geo[3] <= o[1] and o[3] <= g[1] + 1 and o[0] < g[2] \
                and (g[0] < m.cite[2] or min(lab.geo[2], o[2]) > max(lab.geo[0], o[0])):
            return True
    return False


def _on_caption_row(lines: Lines, lab: Line, g: BBox) -> bool:
    """The block stands on the row of another caption line, inside that line's block (`TP` on
    the row of `DESIGNED`): it is that row's value, not one written over the caption below."""
    for m in lines:
        c = m.cite
        if m.unit == lab.unit or not is_label_line(m.text):
            continue
        ov = min(c[3], g[3]) - max(c[1], g[1])
        if ov >= 0.5 * min(c[3] - c[1], g[3] - g[1]) and c[0] <= g[0] and g[2] <= c[2]:
            return True
    return False


ABOVE_GAP = 1.6        # caption heights between a value written on a rule and the caption under it
ABOVE_REACH = 30.0     # caption heights right of the caption's start the value may end


def _value_above(lines: Lines, i: int) -> Optional[int]:
    """For a caption standing alone: the block written just over it (`12654.000` on the rule,
    `PROJECT NUMBER` under it), the way a form field is filled in. A reading to fall back on
    when the field has no value beside or under its caption that the question can use."""
    lab = lines[i]
    if lab.chunk.section != "title block" or lab.geo[3] - lab.geo[1] > lab.geo[2] - lab.geo[0]:
        return None          # filled-in form fields are a title-block layout, captions set level
    h = lab.h
    best, best_d = None, None
    for j in lines.heads:
        l = lines[j]
        if l.unit == lab.unit or not l.placed or is_label_line(l.text) or not _ALNUM.search(l.text):
            continue
        g = l.geo
        gap_y = lab.geo[1] - g[3]
        if not (-0.3 * h <= gap_y <= ABOVE_GAP * h):
            continue
        if g[0] < lab.geo[0] - 2 * h or g[2] > lab.geo[0] + ABOVE_REACH * h or g[3] - g[1] > 2.5 * h:
            continue
        if _on_caption_row(lines, lab, g):
            continue
        d = gap_y
        if best_d is None or d < best_d:
            best, best_d = j, d
    return best


def chunk_facts(c: Chunk) -> list[Fact]:
    """Every label: value fact of a chunk (read once per chunk)."""
    return READINGS.get(c, "facts", _facts_or_twins)


MAX_TWINS = 4096     # chunk contents whose facts are kept for chunks printed alike
_FACT_TWINS: dict[tuple, list[Fact]] = {}


def _facts_or_twins(c: Chunk) -> list[Fact]:
    """A chunk's facts, taken from a chunk printed alike where one was read: a set repeats its
    title block and general notes on sheet after sheet, and a fact is read from the chunk's
    text and boxes alone (never its file, page or sheet)."""
    key = (c.kind, c.section, c.source, c.table, c.text, tuple(c.bbox), tuple(map(tuple, c.units)),
           tuple(c.header), tuple(c.cells), tuple(c.low_conf))
    twin = _FACT_TWINS.get(key)
    if twin is None:
        if len(_FACT_TWINS) >= MAX_TWINS:
            _FACT_TWINS.clear()
        twin = _FACT_TWINS[key] = _read_facts(c)
    return [replace(f, chunk=c, boxes=list(f.boxes), idx=list(f.idx)) for f in twin]


CAPTION_ROW_REACH = 40.0    # text heights between two captions of one table's heading row


def _captions_row(lines: Lines, i: int) -> bool:
    """Line i is one of a row of column captions (`NO.  DESCRIPTION  DATE` under REVISIONS),
    not a heading: a heading stands alone on its row, and has no caption beside it. OCR reads
    each caption as a block of its own, so the row is seen from the lines beside it."""
    l = lines[i]
    h = l.h
    for k, o in enumerate(lines):
        if k == i or o.unit == l.unit or lexicon_labels(o.text) is None:
            continue
        overlap = min(o.geo[3], l.geo[3]) - max(o.geo[1], l.geo[1])
        if overlap > 0.5 * min(h, o.h) and min(abs(o.geo[0] - l.geo[2]), abs(l.geo[0] - o.geo[2])) <= CAPTION_ROW_REACH * h:
            return True
    return False


def _read_facts(c: Chunk) -> list[Fact]:
    lines = chunk_lines(c)
    labelled = [m for m, x in enumerate(lines) if inline_label(x.text) is not None]
    facts: list[Fact] = []
    over: list[Fact] = []      # values written over their captions: read after every other reading
    heading = ""
    used: set[int] = set()
    for i, l in enumerate(lines):
        t = l.text
        if i in used:
            continue
        alone = (i == 0 or lines[i - 1].unit != l.unit) and (i + 1 >= len(lines) or lines[i + 1].unit != l.unit)
        if alone and is_heading(t) and (not t.rstrip().endswith(":") or _SECTION_HEAD.search(t)) \
                and not _captions_row(lines, i):
            heading = t.rstrip(":")
        il = inline_label(t)
        if not l.placed and not (il is not None and il[1]):
            continue        # a caption whose place is unknown has no value by place
        if il is not None and il[1] and is_caption(il[1]) and lexicon_labels(t):
            il = None       # `PROJECT No  DRWG No.  REV.`: a row of captions, not a caption and its value
        labels = lexicon_labels(t) if il is None else None
        pairs = split_inline(*il, fields=bool(_FIELD_NO.match(t))) if il is not None and il[1] else []
        if len(pairs) > 1:
            for label, value in pairs:   # several label: value facts set out on one line
                facts.append(Fact(label=label, value=value, chunk=c, boxes=[l.cite], how="inline",
                                  heading=heading, idx=[i]))
            used.add(i)
        elif il is not None:
            label, value = il
            parts, boxes, how, idx = [], [l.cite], "inline", [i]
            nxt = i + 1 if i + 1 < len(lines) and lines[i + 1].unit == l.unit else None
            if value or nxt is not None:
                cont = _rows_of_labels(lines, labelled, i, _continuation(lines, i))
                parts = ([value] if value else []) + [lines[k].text for k in cont]
                boxes += [lines[k].cite for k in cont]
                idx += cont
            if not parts:
                up = _value_above(lines, i)
                if up is not None:
                    over.append(Fact(label=label, value=strip_brackets(lines[up].text), chunk=c,
                                      boxes=_dedup([l.cite, lines[up].cite]), how="above",
                                      heading=heading, idx=[i, up]))
                far = l.text.rstrip().endswith(":")
                j = _value_near(lines, i, (l.geo[0], l.geo[2]), far=far)
                rows = _row_figures(lines, [j] + _continuation(lines, j)) if j is not None else []
                if rows:
                    # `EGRESS WIDTH :` over `STAIRWAYS  0.3` / `OTHER COMPONENTS  0.2`: the lines
                    # under the caption label the figures on their rows; they are not its value.
                    for k, v in rows:
                        facts.append(Fact(label=norm_text(lines[k].text).rstrip(" :"), value=lines[v].text.strip(),
                                          chunk=c, boxes=_dedup([lines[k].cite, lines[v].cite]), how="right",
                                          heading=label, idx=[k, v]))
                    used.update({i, *(x for pair in rows for x in pair)})
                    continue
                if j is not None:
                    how = "right" if lines[j].geo[0] >= l.geo[2] - 2 else "below"
                    cont = [j] + _continuation(lines, j, same_block=how == "right",
                                               field=l.h if how == "below" and c.section == "title block" else 0.0)
                    if far and how == "right":
                        cont = [j] + _rows_of_labels(lines, labelled, i, cont[1:])
                    beside = caption_beside(lines, i) if how == "below" else None
                    if beside is not None:   # the value ends at the next caption's column
                        cont = [k for k in cont if under_caption(lines[k], l, beside)]
                    parts = [lines[k].text for k in cont]
                    boxes += [lines[k].cite for k in cont]
                    idx += cont
            value = strip_brackets(_join(parts) if how != "inline" else " ".join(parts))
            facts.append(Fact(label=label, value=value, chunk=c, boxes=_dedup(boxes), how=how,
                              heading=heading, idx=idx))
            used.update(idx)     # its value lines are not headings or facts of their own
        elif labels:
            x0, x1 = l.geo[0], l.geo[2]
            width = x1 - x0
            nxt = i + 1 if i + 1 < len(lines) and lines[i + 1].unit == l.unit else None
            if len(labels) == 1 and nxt is not None and not is_label_line(lines[nxt].text):
                cont = [nxt] + _continuation(lines, nxt)
                facts.append(Fact(label=labels[0][0], chunk=c, how="right", heading=heading,
                                  value=strip_brackets(_join([lines[m].text for m in cont])),
                                  boxes=_dedup([l.cite] + [lines[m].cite for m in cont]),
                                  idx=[i] + cont))
                continue
            up = _value_above(lines, i) if len(labels) == 1 else None
            if up is not None:
                over.append(Fact(label=labels[0][0], value=strip_brackets(lines[up].text), chunk=c,
                                  boxes=_dedup([l.cite, lines[up].cite]), how="above",
                                  heading=heading, idx=[i, up]))
            beside = caption_beside(lines, i) if len(labels) == 1 else None
            table_head = _TABLE_HEAD.search(" ".join(x.text for x in lines if x.unit == l.unit)) is not None
            for k, (label, frac) in enumerate(labels):
                sx = x0 + frac * width
                ex = x0 + (labels[k + 1][1] if k + 1 < len(labels) else 1.0) * width
                j = _value_near(lines, i, (sx, ex), cells=not table_head)
                if j is None:
                    continue
                if len(labels) > 1 and lines[j].geo[2] > ex + 2 * l.h:
                    # One value line under a row of captions (`7776   S10` under `PROJECT No
                    # DRWG No.`): each caption takes the words that stand under it.
                    words = _words_within(lines[j], sx - 2 * l.h, ex)
                    if words:
                        facts.append(Fact(label=label, value=words, chunk=c, boxes=_dedup([l.cite, lines[j].cite]),
                                          how="below", heading=heading, idx=[j]))
                    continue
                if len(labels) > 1 and not (sx - 2 * l.h <= lines[j].geo[0] <= ex):
                    continue
                cont = _continuation(lines, j, same_block=lines[j].geo[0] >= l.geo[2] - 2,
                                     field=l.h if len(labels) == 1 and c.section == "title block" else 0.0)
                if beside is not None:   # the value ends at the next caption's column
                    cont = [m for m in cont if under_caption(lines[m], l, beside)]
                parts = [lines[j].text] + [lines[m].text for m in cont]
                boxes = [l.cite, lines[j].cite] + [lines[m].cite for m in cont]
                facts.append(Fact(label=label, value=strip_brackets(_join(parts)), chunk=c,
                                  boxes=_dedup(boxes), how="below", heading=heading,
                                  idx=([i] if len(labels) == 1 else []) + [j] + cont))
    # A block another caption reads as its value is not also the value of the caption under it.
    taken = {k for f in facts for k in (f.idx if f.how == "inline" else f.idx[1:])}
    # `MARTIN/MARTIN, INC.` / `STRUCTURAL ENGINEER` / `12499 WEST ...`: a role printed under its
    # firm names the firm above it; the address under it is not its value.
    facts = [f for f in facts if not (_ROLE_LABEL.match(f.label) and _STREET.match(f.value))]
    return facts + [f for f in over if f.idx[1] not in taken]


ROW_FIGURE_REACH = 12.0      # text heights from a row's label to its figure
_FIGURE = pattern(r"^\s*[\d.,/%'\"\s-]*\d[\d.,/%'\"\s-]*$")


def _row_figures(lines: Lines, labels: list[int]) -> list[tuple[int, int]]:
    """(label line, figure line) for lines that each have a bare figure right of them on their
    row -- a small table of row labels and values -- else nothing: every line must have one."""
    out = []
    for k in labels:
        if _FIGURE.match(lines[k].text):
            return []
        v = line_beside(lines, k, ROW_FIGURE_REACH)
        if v is None or v in labels or not _FIGURE.match(lines[v].text):
            return []
        out.append((k, v))
    return out if len({v for _, v in out}) == len(out) else []


def _join(parts: list[str]) -> str:
    """Lines of a title-block value read as one; a line that starts with a number (the street
    line under a name) is set off with a comma: `MAPLE STREET RESIDENCE, 1428 MAPLE STREET`."""
    out = ""
    for p in parts:
        p = p.strip()
        if not p:
            continue
        if out and p[:1].isdigit() and not re.search(r"[,;:&/(-]$", out):
            out += ", "
        elif out:
            out += " "
        out += p
    return out


def _dedup(boxes: list[BBox]) -> list[BBox]:
    out = []
    for b in boxes:
        if b not in out:
            out.append(b)
    return out


# --------------------------------------------------------------------------- passages


@dataclass
class Passage:
    """A line with the lines that continue it in its column (a note, a wrapped value)."""
    text: str
    chunk: Chunk
    boxes: list[BBox]
    heading: str = ""

    @property
    def bbox(self) -> BBox:
        return union(self.boxes)


# An outline note that introduces a list: its caption ends in a colon and holds no value
# (`B. FLOOR LIVE LOADS:`, `CONCRETE STRENGTH AT 28 DAYS, f'c:`), and the unlettered lines under
# it (`OFFICES: 50 PSF`) are its items, until the next lettered or numbered note. Structural
# general notes set their design criteria and material strengths out so.
_LIST_LEAD = pattern(r"^(?:(?:[A-Z]|\d{1,2})[.)]\s+)?(?P<lead>[A-Za-z][^:]{2,60}):\s*$")
_OUTLINE_MARK = pattern(r"^(?:[A-Z]|\d{1,2})[.)]\s+\S")


def listed_under(c: Chunk) -> dict[str, str]:
    """Each line of a chunk that is an item of an introduced list, mapped to the list's caption
    (`OFFICES: 50 PSF` -> `FLOOR LIVE LOADS`): what the item's value is a value of. A list
    ends at the next outline mark, or where the text goes on in another column."""
    out: dict[str, str] = {}
    lead, lead_box = "", None
    for l in chunk_lines(c):
        t = l.text.strip()
        m = _LIST_LEAD.match(t)
        if m:
            lead, lead_box = m.group("lead").strip(), l.cite
            continue
        if _OUTLINE_MARK.match(t) or (lead_box is not None and
                                      min(l.cite[2], lead_box[2]) <= max(l.cite[0], lead_box[0])):
            lead, lead_box = "", None
            continue
        if lead and t:
            out.setdefault(t, lead)
    return out


def chunk_passages(c: Chunk) -> list[Passage]:
    """Each fact (label with its value), then each other line that starts something (a list
    item, a block) with the lines that continue it (read once per chunk)."""
    return READINGS.get(c, "passages", _read_passages)


def _read_passages(c: Chunk) -> list[Passage]:
    lines = chunk_lines(c)
    used: set[int] = set()
    out: list[Passage] = []
    first_of: dict[int, Fact] = {}
    beside = {}                  # a list number -> the note printed right of it (`1.` | `SCOPE: ...`)
    for i in lines.markers:
        k = _note_beside(lines, i)
        if k is not None and k not in used:
            beside[i] = [k] + [x for x in _continuation(lines, k) if x not in used]
            used.update(beside[i])
    for f in chunk_facts(c):
        if f.idx and f.value and not any(k in used for k in f.idx):
            used.update(f.idx)
            first_of[f.idx[0]] = f
    heading = ""
    for i, l in enumerate(lines):
        if is_heading(l.text):
            heading = l.text.rstrip(":")
        if i in beside:
            note = beside[i]
            out.append(Passage(" ".join([l.text] + [lines[k].text for k in note]), c,
                               _dedup([l.cite] + [lines[k].cite for k in note]), heading))
            continue
        if i in first_of:
            f = first_of[i]
            out.append(Passage(text=f.text, chunk=c, boxes=f.boxes, heading=f.heading))
            continue
        if i in used:
            continue
        cont = [k for k in _continuation(lines, i) if k not in used]
        if cont:
            used.update(cont)
            out.append(Passage(" ".join([l.text] + [lines[k].text for k in cont]), c,
                               _dedup([l.cite] + [lines[k].cite for k in cont]), heading))
        else:                  # most lines: a passage of their own
            out.append(Passage(l.text, c, [l.cite], heading))
    return out


# Text that breaks off mid-sentence: a block ending so goes on in the block below it. A note's
# sentence never ends on a modal verb (`... LOCATIONS MAY`) or a determiner (`FOR ALL`); `MAY`
# after a day's number is the month.
DANGLING = pattern(r"(?:(?<![\w-])(?:AND|OR|OF|TO|THE|A|AN|WITH|FOR|AT|BY|IN|ON|FROM|THAN|NOR|PER|BE|"
                   r"SHALL|MUST|WILL|SHOULD|(?<!\d\s)MAY|ALL|EACH|EVERY|ANY)|[,:-])\s*$", re.I)
MAX_JOIN_GAP = 1.5      # line heights between a block and the block that goes on below it


def block_below(us: list, i: int, b: Optional[BBox] = None, taken: Iterable[int] = ()) -> Optional[int]:
    """Of a chunk's units (text, box), the one right under unit i (or under box `b`, where a
    unit has already been extended) in the same column: what a block cut mid-sentence goes on
    with. The next unit in the list is often the next column's on a dense sheet."""
    b = tuple(b if b is not None else us[i][1])
    line_h = max(1.0, min(b[3] - b[1], 14.0))
    best = None
    for j in range(i + 1, len(us)):
        if j in taken:
            continue
        o = us[j][1]
        overlap = min(o[2], b[2]) - max(o[0], b[0])
        if overlap < 0.5 * min(o[2] - o[0], b[2] - b[0]):
            continue
        gap = o[1] - b[3]
        if -0.5 * line_h <= gap <= MAX_JOIN_GAP * line_h and (best is None or gap < best[0]):
            best = (gap, j)
    return best[1] if best else None


def block_right(us: list, i: int) -> Optional[int]:
    """The unit just right of unit i on its row: the value beside a label."""
    b = us[i][1]
    h = max(1.0, b[3] - b[1])
    best = None
    for j, (_, o) in enumerate(us):
        if j == i:
            continue
        dy = min(o[3], b[3]) - max(o[1], b[1])
        dx = o[0] - b[2]
        if dy >= 0.5 * min(h, o[3] - o[1]) and -2 <= dx <= 4 * h and (best is None or dx < best[0]):
            best = (dx, j)
    return best[1] if best else None


def passage_right_of(page: list[Chunk], b: tuple, max_gap: float, min_words: int) -> Optional[tuple[Passage, Chunk]]:
    """The nearest passage of at least `min_words` words starting right of box b on its row,
    within `max_gap` text heights: what a legend symbol or a note bubble stands for, printed
    beside it (title blocks aside)."""
    h = max(1.0, b[3] - b[1])
    best = None
    for pc in page:
        if pc.section == "title block":
            continue
        for p in chunk_passages(pc):
            o = p.boxes[0]
            dy = min(o[3], b[3]) - max(o[1], b[1])
            dx = o[0] - b[2]
            if dy < 0.5 * min(h, o[3] - o[1]) or not 0 < dx <= max_gap * h:
                continue
            if len(re.findall(r"[A-Za-z]{2,}", p.text)) < min_words:
                continue       # another symbol of the row, not what it means
            if best is None or dx < best[0]:
                best = (dx, p, pc)
    return (best[1], best[2]) if best else None


def block_right_of(page: list[Chunk], b: tuple, max_gap: float, min_words: int) -> Optional[tuple[str, tuple, Chunk]]:
    """The nearest block of at least `min_words` words starting right of box b on its row: what
    passage_right_of finds, where the passages ran one entry into the next (a legend's numbers
    printed apart from its entries leave nothing to start a passage at each row)."""
    h = max(1.0, b[3] - b[1])
    best = None
    for pc in page:
        if pc.section == "title block":
            continue
        for text, o in units(pc):
            dy = min(o[3], b[3]) - max(o[1], b[1])
            dx = o[0] - b[2]
            if dy < 0.5 * min(h, o[3] - o[1]) or not 0 < dx <= max_gap * h:
                continue
            if len(re.findall(r"[A-Za-z]{2,}", text)) < min_words:
                continue
            if best is None or dx < best[0]:
                best = (dx, " ".join(text.split()), tuple(o), pc)
    return best[1:] if best else None


# --------------------------------------------------------------------------- abbreviation lists
# Abbreviation lists and legends are two columns: the short form, then what it stands for, either
# on one line (`P.T. - PRESSURE TREATED`) or as two spans side by side on one row.

# A short form as drawings print it: capitals with digits, dots, `&`, `/` or `-` (`P.T.`, `RES-W`,
# `MBH`, `(E)`), at most a few characters.
SHORT_FORM = r"\(?[A-Z][A-Z0-9&/.\-]{0,7}\)?(?: \([A-Z]{1,4}\))?"   # `GWB (SC)`: a form and its qualifier
MAX_SHORT_LETTERS = 5
_PAIR_SEPARATOR = r"\s*(?:[-\u2013\u2014=:]|\.{2,})\s*|\s{2,}|\s+(?=[A-Za-z])"
_ABBREVIATION_HEADING = pattern(r"\b(?:ABBREVIATIONS?|ABBR\.?|LEGENDS?|SYMBOLS?|KEY|NOMENCLATURE|DEFINITIONS?)\b", re.I)
MIN_ABBREVIATION_PAIRS = 3            # short-form/meaning pairs that make a list
ABBREVIATION_ROW_REACH = 30.0         # text heights from a short form to its meaning on the same row
MAX_MEANING_WORDS = 12


def _squash_form(form: str) -> str:
    return re.sub(r"[.()\s]", "", form).upper()


def same_form(a: str, b: str) -> bool:
    """`P.T.` and `PT.` and `P.T` are one short form; case matters not, dots and brackets neither."""
    return bool(_squash_form(a)) and _squash_form(a) == _squash_form(b)


def short_shaped(text: str) -> bool:
    """`RL`, `P.T.`, `RES-W`, `(E)`; a tag of digits such as a window type `2040` too, but not a
    note's number."""
    t = text.strip()
    if re.fullmatch(r"\d{3,5}", t):
        return True
    return re.fullmatch(SHORT_FORM, t) is not None and t.upper() == t \
        and 1 <= sum(ch.isalpha() for ch in t) <= MAX_SHORT_LETTERS


def _spells(form: str, meaning: str) -> bool:
    """Do the short form's letters appear in order in the meaning, the first one first
    (`HB` Hose Bib, `RL` ReLocated)? Only then is `XX words` without a dash read as a pair."""
    letters = [ch for ch in form.upper() if ch.isalpha()]
    text = meaning.upper().lstrip()
    if not letters or not text.startswith(letters[0]):
        return False
    pos = 0
    for ch in letters:
        pos = text.find(ch, pos)
        if pos < 0:
            return False
        pos += 1
    return True


_LENGTH_FIRST = re.compile(r"^\d[\d.,]*\s*(?:m|mm|cm|ft|feet|in|'|\")(?![A-Za-z])")


def meaning_shaped(text: str, form: str) -> bool:
    """Words that can spell out a short form: a length beside a tag on a plan (`9.2 m (1-dir,
    max 18 m)`, `18'-0"`) spells out nothing (`1000 BTU/HR` spells out MBH)."""
    t = text.strip()
    words = re.findall(r"[A-Za-z]{2,}", t)
    if _LENGTH_FIRST.match(t):
        return False
    return bool(words) and len(t.split()) <= MAX_MEANING_WORDS and not short_shaped(t) \
        and not same_form(t, form) and len(t) > len(form)


_PAIR_SIGNS = frozenset({"=", "-", ":", "\u2013", "\u2014"})     # a sign set in a column of its own between the pair


def abbreviation_pairs(lines: list[Line]) -> list[tuple[int, str, str]]:
    """(line index, short form, meaning) of each pair the chunk prints."""
    out = []
    for i, l in enumerate(lines):
        t = l.text.strip()
        m = re.match(rf"^(?P<x>{SHORT_FORM})(?P<sep>{_PAIR_SEPARATOR})(?P<m>.+)$", t)
        if m and short_shaped(m.group("x")) and meaning_shaped(m.group("m"), m.group("x")) \
                and (m.group("sep").strip() or _spells(m.group("x"), m.group("m"))):
            out.append((i, m.group("x"), m.group("m").strip()))
            continue
        if not short_shaped(t):
            continue
        right = line_beside(lines, i, ABBREVIATION_ROW_REACH)
        if right is None and i + 1 < len(lines) and lines[i + 1].unit == l.unit:
            right = i + 1        # a two-column list read as one block: short form, meaning, ...
        if right is not None and lines[right].text.strip() in _PAIR_SIGNS:
            # `ci` | `=` | `CONTINUOUS INSULATION`: the meaning stands past the sign
            sign, right = right, line_beside(lines, right, ABBREVIATION_ROW_REACH)
            if right is None and sign + 1 < len(lines) and lines[sign + 1].unit == lines[sign].unit:
                right = sign + 1
        if right is not None and meaning_shaped(lines[right].text, t):
            out.append((i, t, lines[right].text.strip()))
    return out


def is_abbreviation_list(lines: list[Line], pairs: list) -> bool:
    """Is the chunk an abbreviation list or legend: several pairs, or a heading that says so?"""
    return len(pairs) >= MIN_ABBREVIATION_PAIRS or any(
        _ABBREVIATION_HEADING.search(l.text) and is_heading(l.text.strip()) for l in lines[:3])


def abbreviation_blocks(c: Chunk) -> set[BBox]:
    """The boxes of the chunk's blocks that are abbreviation lists (several short-form/meaning
    pairs in one block): such a block says what short forms stand for, one entry at a time, and
    states nothing as a whole."""
    if c.kind != "chunk":
        return set()
    lines = chunk_lines(c)
    per_block: dict[int, int] = {}
    for i, _, _ in abbreviation_pairs(lines):
        per_block[lines[i].unit] = per_block.get(lines[i].unit, 0) + 1
    return {tuple(lines[lines.heads[u]].cite) for u, n in per_block.items() if n >= MIN_ABBREVIATION_PAIRS}


_ROOM_NUMBER = re.compile(r"^(?:[A-Z]{0,2}-?)?\d{2,4}[A-Z]?$")
_ROOM_NAME = re.compile(r"^[A-Z][A-Z.&/' -]{1,40}$")
_ROOM_AND_NUMBER = re.compile(r"^(?P<name>[A-Z][A-Z.&/' -]{1,40}?)\s+(?P<no>(?:[A-Z]{0,2}-?)?\d{2,4}[A-Z]?)$")
ROOM_LABEL_WORDS = 4      # a room's name is a few words
ROOM_NUMBER_REACH = 1.5   # name heights from a room's name down to its number


def room_labels(page: list[Chunk]) -> list[tuple[str, str, tuple, Chunk]]:
    """(name, number, box, chunk) of each room label printed on a plan: a short capitalised name
    with its number on the line under it (`STAFF WORKROOM` over `103`), or after it on its line
    (`KITCHEN 104`). Title blocks, notes, schedules and legends hold no room labels."""
    out = []
    for c in page:
        if c.section in ("title block", "notes", "schedule", "legend") or c.kind != "chunk":
            continue
        us = [(" ".join(t.split()), tuple(b)) for t, b in units(c)]
        for text, b in us:
            m = _ROOM_AND_NUMBER.match(text)
            if m and len(m.group("name").split()) <= ROOM_LABEL_WORDS and not is_caption(m.group("name")):
                out.append((m.group("name").strip(), m.group("no"), b, c))
                continue
            if not _ROOM_NAME.match(text) or len(text.split()) > ROOM_LABEL_WORDS or is_caption(text):
                continue
            h = max(1.0, b[3] - b[1])
            below = [(o[1] - b[3], t, o) for t, o in us if _ROOM_NUMBER.match(t)
                     and -0.2 * h <= o[1] - b[3] <= ROOM_NUMBER_REACH * h and o[0] < b[2] and o[2] > b[0]]
            if below:
                _, no, o = min(below)
                out.append((text, no, (min(b[0], o[0]), b[1], max(b[2], o[2]), o[3]), c))
    return out


def tag_lines(ctx: Context, tag: str, min_words: int = 3) -> dict[str, tuple[Chunk, str, tuple]]:
    """What a legend line that starts with the tag says of it (`PT-2  PAINT, SHERWIN-WILLIAMS
    SW 7005 ...`): {meaning: (chunk, line, box)}, one entry per different meaning found."""
    lead = re.compile(rf"^\s*{re.escape(tag)}\s+(?P<rest>.+)$", re.I | re.S)
    found: dict[str, tuple[Chunk, str, tuple]] = {}
    for c in chunks_with(ctx, tokenize(tag), kinds=("chunk",), limit=60):
        for u in c.units:
            m = lead.match(u[0])
            if m and len(re.findall(r"[A-Za-z]{2,}", m.group("rest"))) >= min_words:
                found.setdefault(" ".join(m.group("rest").split()), (c, u[0], tuple(u[1:5])))
    return found


_VIEW_WORD = pattern(r"\b(?:SECTION|DETAIL|ELEVATION|PLAN)S?\b", re.I)
MAX_VIEW_TITLE_WORDS = 6
MIN_BAR_TITLE_WORDS = 2     # a titled view without a view word: a name, not a lone label
TITLE_BAR_REACH = 2.0       # title heights from a view's title down to the scale line under it
BUBBLE_WIDTH = 3.0          # title heights: the numbered bubble drawn left of a view's title


def view_titles(page: list[Chunk]) -> list[tuple[tuple, str]]:
    """(box, title) of the view titles of a page: short lines naming a view with a scale beside
    or below (`ENLARGED STAIR PLAN` / `SCALE: 1/2" = 1'-0"`). A detail is often titled by what
    it shows alone (`16" MINIMUM LATERAL RESTRAINT PANEL`): a short line with its view's scale
    line right under it, starting where it starts, is a view title too."""
    us = [(_mended_if_short(norm_text(u[0])), tuple(u[1:5])) for c in page if c.section != "title block"
          for u in c.units]
    scales = [(b, t) for t, b in us if SCALE_RX.search(t)]
    out, bars = [], []
    for t, b in us:
        if len(t.split()) > MAX_VIEW_TITLE_WORDS or (SCALE_RX.search(t) and not _VIEW_WORD.search(t)):
            continue
        h = b[3] - b[1]
        if _VIEW_WORD.search(t):
            if SCALE_RX.search(t) or any(gap(b, sb) <= max(3 * h, 40) for sb, _ in scales):
                out.append((b, t))
            continue
        under = [(sb, st) for sb, st in scales if 0 <= sb[1] - b[3] <= TITLE_BAR_REACH * h
                 and b[0] - h <= sb[0] <= (b[0] + b[2]) / 2]
        if len(re.findall(r"[A-Za-z]{3,}", t)) >= MIN_BAR_TITLE_WORDS and _capitals(t) and under:
            bars.append((b, t, under[0]))
    out += [_with_bar_tag(page, b, t, scale, [x for x, _, _ in bars]) for b, t, scale in bars]
    taken = {b for b, _ in out}
    return out + [(b, t) for b, t in _title_row(us) if b not in taken]


# A detail's number drawn in a circle before its title, as OCR reads the circle: `@`, `©`,
# `®`, or the number in brackets.
_BUBBLE = pattern(r"^\s*(?:[@\u00a9\u00ae]|\(\d{1,2}\)|\d{1,2}\))\s*(?=[A-Z])")
# A label lettered as a name: every word capitalised but the small words between (`Perimeter at Slab`).
_NAME_CASE = pattern(r"^[A-Z][A-Za-z'/-]+(?:\s+(?:[A-Z][A-Za-z'/-]*|&|and|at|of|the|to|with|in|on|for|or))*$")
ROW_SLACK = 0.6             # title heights the tops of one row of titles may differ by


def _title_row(us: list[tuple[str, tuple]]) -> list[tuple[tuple, str]]:
    """The titles of a sheet of details without scale lines (a hand-drawn or small set): each
    detail titled by a short name after its numbered bubble, the titles set along one row under
    the row of details (`(1) Perimeter   (2) Perimeter at Slab   Interior Footing`). A label
    after a bubble is a title when another title stands on its row; a short name on that row
    is a title too (OCR may have lost its bubble). A lone label after a bubble may be a callout
    with an `@` before it, so it titles nothing."""
    def name(t: str, lost_bubble: bool = False) -> str:
        rest = _BUBBLE.sub("", t, count=1).strip()
        # a bubble OCR lost often takes the title's first letter with it (`nterior Footing`)
        cased = rest[:1].upper() + rest[1:] if lost_bubble else rest
        ok = len(rest.split()) <= MAX_VIEW_TITLE_WORDS and _NAME_CASE.match(cased) and not SCALE_RX.search(rest)
        return rest if ok else ""

    led = [(b, name(t)) for t, b in us if _BUBBLE.match(t) and name(t)]
    rows: dict[tuple, str] = {}
    for b, t in led:
        h = b[3] - b[1]
        row = [(ob, name(ot, True)) for ot, ob in us if ob != b and name(ot, True)
               and abs(ob[1] - b[1]) <= ROW_SLACK * min(h, ob[3] - ob[1]) and (ob[0] >= b[2] or ob[2] <= b[0])]
        if row:
            rows[b] = t
            rows.update(row)
    return list(rows.items())


_BAR_TAG = re.compile(r"^[A-Z]{1,4}-?\d{1,3}[A-Z]?$")


def _with_bar_tag(page: list[Chunk], b: tuple, title: str, scale: tuple, bars: list[tuple]) -> tuple[tuple, str]:
    """A title bar with the view's reference tag printed at its right end (`LRP-24`), which
    names the view as its title does. The bar runs from the title to the next title along it;
    the tag stands right of the scale line, or on it (`SCALE: NTS    LRP-24`)."""
    sb, st = scale
    ends = [o[0] - BUBBLE_WIDTH * (o[3] - o[1]) for o in bars if o[0] > b[2] and abs(o[1] - b[1]) <= b[3] - b[1]]
    right = min(ends, default=float("inf"))
    tags = [u[0].strip() for c in page for u in c.units
            if b[1] <= (u[2] + u[4]) / 2 <= sb[3] and u[1] >= sb[2] and u[3] <= right
            and _BAR_TAG.match(u[0].strip())]
    tags += [w for w in st[SCALE_RX.search(st).end():].split() if _BAR_TAG.match(w)]
    return (b, f"{title} {' '.join(tags)}".strip())


_WHOLE_VIEW = pattern(r"\b(?:PLAN|ELEVATION)S?\b", re.I)


def view_named(title: str) -> str:
    """A view title with the kind of view it is: one titled by its subject alone over its scale
    (`16" MINIMUM LATERAL RESTRAINT PANEL`) is a detail."""
    return title if not title or _VIEW_WORD.search(title) else f"{title} DETAIL"


def is_detail_title(title: str) -> bool:
    """A view of one assembly (a detail, a wall section, a titled panel), not of a whole floor or
    facade (a plan, an elevation): every note drawn in it is about what its title names."""
    return bool(title) and not _WHOLE_VIEW.search(title)


CAPITALS_SHARE = 0.8        # a title is lettered in capitals (OCR may misread a few as small letters)


def _capitals(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(ch.isupper() for ch in letters) >= CAPITALS_SHARE * len(letters)


def view_of(titles: list[tuple[tuple, str]], b: tuple) -> str:
    """The view a callout is drawn in, of its page's `view_titles`: views are titled below their
    drawing, so the nearest view title below the callout whose column holds it. Views side by
    side (a sheet of details) are titled along one line, each title at its view's left edge
    after its bubble: of those, the view is the last whose title starts left of the callout."""
    below = [(tb[1] - b[3], tb, t) for tb, t in titles
             if tb[1] >= b[3] - 2 and tb[0] - 40 <= (b[0] + b[2]) / 2 <= tb[2] + 400]
    if not below:
        return ""
    dy, tb, t = min(below)
    row = [(ob, ot) for d, ob, ot in below if d - dy <= tb[3] - tb[1]]
    if len(row) > 1 and any(b[3] - 2 <= ob[1] < tb[1] - (tb[3] - tb[1]) for ob, _ in titles):
        return ""    # a row of details ends at the title above them: the callout is in a view up there
    starts = [(ob[0], ot) for ob, ot in row if ob[0] - BUBBLE_WIDTH * (ob[3] - ob[1]) <= b[0]]
    return max(starts)[1] if len(row) > 1 and starts else t


NOT_DRAWN = frozenset({"title block", "notes", "schedule", "legend"})   # sections that are not views


def page_view_titles(ctx: Context, c: Chunk) -> list[tuple[tuple, str]]:
    """`view_titles` of a chunk's page, read once per question."""
    views = ctx.cache.setdefault("_view_titles", {})
    if (c.file, c.page) not in views:
        views[(c.file, c.page)] = view_titles(page_chunks(ctx, c.file, c.page))
    return views[(c.file, c.page)]


_FIGURE_WITH_UNIT = re.compile(r"(?<![\w/.-])(\d{1,4}(?:\.\d+)?)\s*(\"|''|'|mm\b|in\b|ft\b)", re.I)


def names_other_figure(question: str, title: str) -> bool:
    """A view title sized by a figure the question names otherwise (`16" ... PANEL` asked, the
    `24" ... PANEL` detail read): the question's figure is absent and another of its unit stands."""
    asked = {(n, u.lower()) for n, u in _FIGURE_WITH_UNIT.findall(question.replace("\u201d", '"'))}
    said = {(n, u.lower()) for n, u in _FIGURE_WITH_UNIT.findall(title.replace("\u201d", '"'))}
    if not asked or not said or asked & said:
        return False
    return bool({u for _, u in asked} & {u for _, u in said})


def heading_above(us: list, i: int, drawn: bool = False) -> str:
    """The heading a unit stands under (`ROOF NOTES` over its numbered notes): the nearest
    heading-like unit above it that shares its column. It says what the unit is about.

    A unit that is itself a bare label (`ROOF OVERHANG`) stands under a heading only right
    below it: a label several lines down in a column of labels is the next leader callout
    (`AC PAD` over `ROOF OVERHANG` beside a site plan), a peer, not what the one above is about.
    On a drawing (`drawn`) every unit is such a callout: only a heading right above it heads it."""
    b = us[i][1]
    line_h = max(1.0, min(b[3] - b[1], 14.0))
    bare_label = drawn or is_heading(us[i][0])
    best = None
    for j, (text, o) in enumerate(us):
        if j == i or o[3] > b[1] + 1 or not is_heading(text) or text.rstrip().endswith("."):
            continue
        if min(o[2], b[2]) - max(o[0], b[0]) < 0 and abs(o[0] - b[0]) > 3 * max(1.0, b[3] - b[1]):
            continue
        d = b[1] - o[3]
        if bare_label and d > MAX_JOIN_GAP * line_h:
            continue
        if best is None or d < best[0]:
            best = (d, text)
    return best[1] if best else ""


# A note's number, bare (`13.`) or after its section's letter (`C2.` under CONCRETE, `G3.`).
NOTE_NUMBER = pattern(r"(?:(?<=\s)|^)[A-Z]{0,2}(\d{1,2})[.)]\s+(?=[A-Z(])")


# Words that grade a quantity rather than name which one (`design`, `minimum` live load).
_GRADING = frozenset("design total minimum maximum min max typical nominal required allowable basic "
                     "ultimate service new existing".split())


def names_another(question: str, text: str) -> bool:
    """The statement names another thing of the kind asked: `roof live load` asked and
    `BALCONY LIVE LOAD 2.0 KPA` read -- the question's qualifier (`roof`) is missing and another
    word stands in its place before the same two words (`balcony` before `live load`), or before
    the one noun asked (`ATTIC ACCESS` for the foundation access). `text` is the statement
    alone: a heading over it does not give it the qualifier its own words replace."""
    if names_other_modifier(question, text):
        return True
    asked = re.findall(r"[a-z0-9]+", question.lower())
    said = re.findall(r"[a-z0-9]+", text.lower())
    have = set(said) | {stem(w) for w in said}
    mine = set(asked) | {stem(w) for w in asked}

    def same(x: str, y: str) -> bool:
        return x == y or stem(x) == stem(y)

    for a, b, c in zip(asked, asked[1:], asked[2:]):
        if (not a.isalpha() or a in _NOT_QUALIFIERS or a in have or stem(a) in have
                or b in STOPWORDS or c in STOPWORDS):
            continue
        for prev, x, y in zip(said, said[1:], said[2:]):
            if (same(x, b) and same(y, c) and prev.isalpha() and len(prev) > 2
                    and prev not in _NOT_QUALIFIERS and prev not in mine):
                return True
    return False


def _counting_on(found: list) -> list:
    """Of the note numbers found, the longest run that counts on one by one (`1.` `2.` `3.`, a
    `1.` starting the next list): a figure that ends a sentence inside a note (`ASTM A615, GRADE
    60. BARS ...`) numbers no note."""
    best: list = []
    for i, m in enumerate(found):
        chain, n = [m], int(m.group(1))
        for other in found[i + 1:]:
            if int(other.group(1)) in (n + 1, 1):
                chain.append(other)
                n = int(other.group(1))
        if len(chain) > len(best):
            best = chain
    return best


def note_numbers(text: str) -> list[int]:
    """The numbers of a passage's notes, in order, as `numbered_notes` cuts it (bare numbers only)."""
    return [int(m.group(1)) for m in _counting_on([m for m in NOTE_NUMBER.finditer(text)
                                                   if not m.group(0).strip()[:-len(m.group(1)) - 1]])]


def numbered_notes(text: str) -> list[str]:
    """A passage cut at its note numbers (`13. ... 14. ...`, `C1. ... C2. ...`), numbers dropped:
    each note is one statement, not a run of the notes beside it."""
    found = list(NOTE_NUMBER.finditer(text))
    # A lettered number is a note's only when its letters number other notes too (`C1.` and
    # `C2.`); `EXPOSURE CLASSIFICATION A2.` is a value.
    letters = [m.group(0).strip()[:-len(m.group(1)) - 1] for m in found]
    found = _counting_on([m for m, pre in zip(found, letters) if not pre or letters.count(pre) >= 2])
    cuts = [m.start() for m in found]
    if not cuts:
        return _keyed_notes(text) or [text.strip()]
    pieces = [text[a:b] for a, b in zip([0] + cuts, cuts + [len(text)])]
    out = [re.sub(r"^\s*[A-Z]{0,2}\d{1,2}[.)]\s+", "", x).strip() for x in pieces]
    return [x for x in out if len(x) > 3]


# A keyed-notes list numbers its notes in circles or hexagons, the figure bare: `KEYED NOTES 1 3" VTR
# THRU ROOF. 2 CLEANOUT AT ...`; its heading may name what it keys (`RISER KEYED NOTES`). Under such
# a heading, a bare number that counts on from the last one, at a note's start (after the heading or
# a note's closing stop), starts the next note.
_KEYED_HEADING = re.compile(r"^\s*(?:[A-Z][A-Z/&-]*\s+){0,3}?(?:KEYED\s+NOTES|KEY\s+NOTES|KEYNOTES|SHEET\s+NOTES)\b:?", re.I)


def _keyed_notes(text: str) -> list[str]:
    """The notes of a keyed-notes list read as one passage, cut at their bare numbers (1, 2, 3 ...
    in turn); [] when the passage is no such list or numbers fewer than two notes."""
    head = _KEYED_HEADING.match(text)
    if not head:
        return []
    cuts, n, at = [], 1, head.end()
    while True:
        m = re.compile(rf"(?:^|(?<=[.;:])\s+|^\s*)({n})\s+(?=\S)").search(text, at) if n > 1 else \
            re.compile(r"\s*(1)\s+(?=\S)").match(text, at)
        if not m:
            break
        cuts.append((m.start(1), m.end()))
        at, n = m.end(), n + 1
    if len(cuts) < 2:
        return []
    ends = [a for a, _ in cuts[1:]] + [len(text)]
    return [text[b:e].strip() for (_, b), e in zip(cuts, ends) if len(text[b:e].strip()) > 3]


# Drawing abbreviations that end with a point inside a sentence (`APPROX. 4 FT`, `CONT. ALONG`).
_ABBREVIATIONS = frozenset("""approx cont const constr exist extg elev struct mech elec plumb arch reinf spec specs
    diam horiz vert galv manuf insul perim temp alum bldg blkg conc dwgs fdn incl matl plywd prefab proj reqd
    resil shtg susp thru typ nom min max dia no nos ea sim std ref fin flr clg gyp bd brg clr ext int mfr
    mtl opng qty sq ft in lb lbs hr hrs approx. dept assoc corp inc ltd bros vol fig figs sht shts det dets
    nts aff afg ofci cfci ofoi mfg mfgr eng engr equip""".split())
_CAPS_SENTENCE_END = re.compile(r"(?<=[A-Z]{3})\.\s+(?=[A-Z][A-Z'-]+\s)")


def sentences(text: str) -> list[str]:
    """Split a passage into sentences (keeps decimals and abbreviations like `O.C.` together).
    Notes set in capitals end a sentence with a point after a word that is no abbreviation."""
    parts = re.split(r"(?<=[a-z0-9)\"'%])[.;]\s+(?=[A-Z(*\"])|(?<=[.;])\s+(?=\d{1,2}[.)]\s)", text)
    out = []
    for p in parts:
        at = 0
        for m in _CAPS_SENTENCE_END.finditer(p):
            word = re.search(r"([A-Za-z]+)$", p[:m.start()])
            if word and word.group(1).lower() not in _ABBREVIATIONS and len(word.group(1)) >= 4:
                out.append(p[at:m.start() + 1])
                at = m.end()
        out.append(p[at:])
    return [p.strip() for p in out if p.strip()]


# --------------------------------------------------------------------------- finding chunks


def chunks_by_ids(ctx: Context, ids: Iterable[int], kinds=("chunk", "table"),
                  sections: Optional[Iterable[str]] = None, limit: int = 400) -> list[Chunk]:
    """The chunks among `ids` of these kinds (and sections) that the user's filters and the
    question's sheet scope allow: the first `limit` of them, in index order. Selected on
    meta.npy with numpy, so only the records returned are read."""
    meta = ctx.gen.meta
    ids = np.sort(np.asarray(ids if isinstance(ids, np.ndarray) else list(ids), dtype=np.int64))
    ids = ids[np.r_[True, ids[1:] != ids[:-1]]] if ids.size else ids    # distinct (np.unique loads numpy.ma)
    keep = np.isin(meta[ids, Meta.KIND], [KIND_CODES.index(k) for k in kinds])
    if sections:
        keep &= np.isin(meta[ids, Meta.SECTION], [SECTION_CODES.index(s) for s in sections])
    allowed = _allowed(ctx)
    if allowed is not None:
        keep &= np.isin(ids, allowed)
    ids = ids[keep & ctx.scope_mask(ids)]
    return [c for c in ctx.gen.chunks(ids[:limit]) if ctx.in_scope(c)]


def _allowed(ctx: Context) -> Optional[np.ndarray]:
    """Chunk ids the user's filters allow (`--section`, `--file` ...), when the context carries
    them as `filters`; None when nothing is filtered."""
    f = getattr(ctx, "filters", None)
    if f is None or not getattr(f, "active", lambda: False)():
        return None
    cache = ctx.cache
    if "_allowed_ids" not in cache:
        cache["_allowed_ids"] = candidate_ids(ctx.gen, f)
    return cache["_allowed_ids"]


def chunks_with(ctx: Context, terms: Iterable[str], **kw) -> list[Chunk]:
    """Chunks whose text holds any of the (lower-case, tokenized) terms; see chunks_by_ids."""
    return chunks_by_ids(ctx, ctx.posting_ids(terms), **kw)


def page_chunks(ctx: Context, file: str, page: int, sections: Optional[Iterable[str]] = None) -> list[Chunk]:
    """The text chunks of one page (cached on the context: handlers ask for the same pages)."""
    key = (file, page, tuple(sections) if sections else None)
    cache = ctx.cache.setdefault("_page_chunks", {})
    if key in cache:
        return cache[key]
    files = ctx.gen.files
    if file not in files:
        return []
    fid = files.index(file)
    ids = np.flatnonzero((ctx.gen.meta[:, Meta.FILE] == fid) & (ctx.gen.meta[:, Meta.PAGE] == page))
    cache[key] = chunks_by_ids(ctx, ids, kinds=("chunk",), sections=sections)
    return cache[key]


def title_block_chunks(ctx: Context, file: str, page: int) -> list[Chunk]:
    return page_chunks(ctx, file, page, sections=["title block"])


def sheet_title_of(ctx: Context, s: Sheet) -> tuple[str, Optional[Chunk], Optional[tuple]]:
    """A sheet's (title, chunk, box) from the title block's title label, else the indexed title."""
    for c in title_block_chunks(ctx, s.file, s.page):
        for f in chunk_facts(c):
            if re.match(r"^(?:sheet|drawing|dwg)\.?\s+(?:title|name)$|^title$", f.label, re.I) and f.value \
                    and not is_placeholder(f.value) and f.how != "above":
                value = f.value
                if s.title and norm_text(s.title).upper().startswith(norm_text(value).upper()):
                    value = s.title     # the title's centred lines, which the sheet record read whole
                return value, c, union(f.boxes[1:] or f.boxes)
    if s.title:
        for c in title_block_chunks(ctx, s.file, s.page):
            for u in c.units:
                if norm_text(u[0]).upper() == norm_text(s.title).upper():
                    return s.title, c, tuple(u[1:5])
        tb = title_block_chunks(ctx, s.file, s.page)
        return s.title, (tb[0] if tb else None), None
    return "", None, None


def titled_sheets(ctx: Context) -> list[tuple[Sheet, str, Chunk, Optional[tuple]]]:
    """The indexed sheets whose title block gave their number: (sheet, title, title-block chunk,
    title box), in the set's order."""
    out = []
    for s in ctx.gen.sheets:
        if s.id_source == "fallback":
            continue
        title, block, box = sheet_title_of(ctx, s)
        if block is not None:
            out.append((s, title, block, box))
    return out


def norm_text(s: str) -> str:
    return " ".join(normalize(s).split())


# --------------------------------------------------------------------------- dates

_MONTHS = {m: i + 1 for i, m in enumerate(
    ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
DATE_RX = pattern(
    r"\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})\b|"
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})\b|"
    r"\b(\d{1,2})[/.-](\d{4})\b|"
    r"\b(\d{4})-(\d{2})-(\d{2})\b", re.I)      # ISO 8601 (UK and ISO 19650 sets)


def parse_date(text: str) -> Optional[date]:
    m = DATE_RX.search(text)
    if not m:
        return None
    try:
        if m.group(1):
            mo, d, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
            if y < 100:
                y += 2000 if y < 70 else 1900
            if mo > 12 and d <= 12:
                mo, d = d, mo
            return date(y, mo, d)
        if m.group(4):
            return date(int(m.group(6)), _MONTHS[m.group(4).lower()[:3]], int(m.group(5)))
        if m.group(9):
            return date(int(m.group(9)), int(m.group(10)), int(m.group(11)))
        return date(int(m.group(8)), int(m.group(7)), 1)
    except (ValueError, KeyError):
        return None


# Words that ask rather than describe: they need not appear in the evidence.
WEAK_WORDS = frozenset("used use specified required shown show get goes make makes made called listed "
                  "indicated indicate located locate kind type much many value values requirement requirements "
                  "apply applies applied govern governs governing acceptable permitted products call calls "
                  "other others about must".split())     # `X and other Y`: a determiner, no topic
# Words that ask, act or grade: never the qualifier that says which thing (`needs`, `provide`).
_NOT_QUALIFIERS = STOPWORDS | ASKING_WORDS | WEAK_WORDS | _GRADING


# A keyed type list's entry: `TYPE C - OVERHEAD SECTIONAL GARAGE DOOR.`
TYPE_ENTRY = pattern(r"^(?i:TYPE)\s+(?P<x>[A-Z]{1,2}|\d{1,2}[A-Z]?)\s*(?:[-\u2013\u2014:=]|\.\s)\s*(?P<m>.+)$")


def type_entries(ctx: Context, file: str, page: int) -> dict[str, str]:
    """Each type mark a page defines in a keyed list (`TYPE C - OVERHEAD SECTIONAL GARAGE
    DOOR`) and its definition: a schedule row carries only the mark in its TYPE column, and the
    row is also what its type says it is."""
    cache = ctx.cache.setdefault("_type_entries", {})
    if (file, page) not in cache:
        found: dict[str, str] = {}
        for c in page_chunks(ctx, file, page):
            if c.kind != "chunk":
                continue
            for line in chunk_lines(c):
                e = TYPE_ENTRY.match(line.text.strip())
                if e:
                    found.setdefault(e.group("x"), e.group("m").strip())
        cache[(file, page)] = found
    return cache[(file, page)]


def row_type_definition(ctx: Context, row: Chunk) -> str:
    """The definition of the type a schedule row's TYPE cell gives, or ''."""
    for h, v in zip(row.header, row.cells):
        if re.fullmatch(r"(?:\w+\s+)?TYPE", " ".join(h.split()), re.I) and v.strip():
            return type_entries(ctx, row.file, row.page).get(v.strip(), "")
    return ""


# A sum written out: `OCCUPANTS: 490 + 138 (EXISTING S-1) = 628`.
_STATED_SUM = re.compile(r"^(?P<label>[A-Za-z][A-Za-z .'/-]{1,40}?)\s*:\s*(?P<first>\d[\d,]*)"
                         r"(?P<rest>(?:\s*\+\s*\d[\d,]*(?:\s*\([^()]{1,40}\))?)+)\s*=\s*(?P<total>\d[\d,]*)\s*$")
SUM_ADDEND = re.compile(r"\+\s*(\d[\d,]*)(?:\s*\(([^()]{1,40})\))?")


def stated_sum(text: str) -> Optional[re.Match]:
    """A written sum whose figures add up (a misread or scrambled line does not)."""
    m = _STATED_SUM.match(" ".join(text.split()))
    if m is None:
        return None
    figure = lambda x: int(x.replace(",", ""))
    added = figure(m.group("first")) + sum(figure(a) for a, _ in SUM_ADDEND.findall(m.group("rest")))
    return m if added == figure(m.group("total")) else None


_FIGURE_CELL = re.compile(r"^\s*(\d[\d,]*(?:\.\d+)?)\s*[A-Za-z]{0,4}\s*$")
ROW_GAP = 1.5    # row heights a schedule's next row may stand below the last


def _cell_figure(cell: str) -> Optional[float]:
    m = _FIGURE_CELL.match(cell or "")
    return float(m.group(1).replace(",", "")) if m else None


def total_row(ctx: Context, row: Chunk) -> Optional[tuple[Chunk, int]]:
    """(the schedule's total row under `row`, how many rows it sums): a row with no key (first
    cell empty or TOTAL) closing a run of rows whose figures it is the sum of, column by column
    (`| 5416 SF | | 100 |` under four rooms of 416, 2294, 2587 and 119 SF). Only a sum that adds
    up makes it the run's total."""
    same = sorted((r for r in ctx.rows() if (r.file, r.page, r.table, tuple(r.header)) ==
                   (row.file, row.page, row.table, tuple(row.header))), key=lambda r: (r.bbox[1], r.bbox[0]))
    run: list[Chunk] = []
    for r in same:
        h = max(1.0, r.bbox[3] - r.bbox[1])
        if run and r.bbox[1] - run[-1].bbox[3] > ROW_GAP * h:
            if any(x is row for x in run):
                return None
            run = []
        keyless = not (r.cells[0] if r.cells else "").strip() or re.fullmatch(r"\s*(?:GRAND\s+)?TOTALS?:?\s*",
                                                                             r.cells[0], re.I)
        if not keyless:
            run.append(r)
            continue
        if any(x is row for x in run) and len(run) >= 2 and _sums(run, r):
            return r, len(run)
        run = []
    return None


def _sums(run: list[Chunk], total: Chunk) -> bool:
    checked = 0
    for j, cell in enumerate(total.cells):
        t = _cell_figure(cell)
        if t is None:
            continue
        figures = [_cell_figure(r.cells[j]) if j < len(r.cells) else None for r in run]
        if any(f is None for f in figures) or abs(sum(figures) - t) > 0.01 * max(1.0, t):
            return False
        checked += 1
    return checked > 0


@lru_cache(maxsize=1 << 16)
def stem(t: str) -> str:
    if len(t) == 4 and t.endswith("s") and not t.endswith("ss") and t.isalpha():
        return t[:-1]                                 # `bars` -> `bar`, `ties` -> `tie`
    if len(t) == 5 and t.endswith("es") and t[2] not in "sx" and t.isalpha():
        return t[:-1]                                 # `piles` -> `pile`, as a four-letter word keeps its e
    if len(t) > 4 and not any(ch.isdigit() for ch in t):
        if t.endswith("ies") and len(t) > 5:          # `occupancies` -> `occupancy`
            t = t[:-3] + "y"
        if t.endswith(("ment", "ments")) and len(t.rstrip("s")) >= 8:
            base = t.rstrip("s")[:-4]                 # `embedment` -> `embed` as `embedded`,
            return base[:-1] if base.endswith("e") else base   # `reinforcement` -> `reinforc`
        for suf in ("ing", "ed", "es", "s", "e", "d"):
            if suf == "s" and t.endswith("ss"):      # `witness`, `class`: no plural to strip
                continue
            if t.endswith(suf) and len(t) - len(suf) >= 3:
                base = t[: -len(suf)]
                if suf in ("ing", "ed") and len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
                    base = base[:-1]                  # `plotted` -> `plot`, `stopped` -> `stop`
                return base
    return t


# A code summary names occupancy groups by their IBC letters (`OCCUPANCY: B`, `A-3, S-1`); a
# question names them in words (`the business areas`). Where the text speaks of occupancy, a
# group's letter says its name too. `A` and `I` stand alone as words, so only `A-3`, `I-2` count.
_OCCUPANCY_TEXT = pattern(r"\bOCCUPANC", re.I)
_OCCUPANCY_GROUP = pattern(r"(?<![\w-])(?:([BEFHMRSU])(?:-\d)?|([AI])-\d)(?![\w-])")
_GROUP_NAMES = {"A": "assembly", "B": "business", "E": "educational", "F": "factory", "H": "hazardous",
                "I": "institutional", "M": "mercantile", "R": "residential", "S": "storage", "U": "utility"}


def stems(text: str) -> set[str]:
    """The stems of a text's words, with the names of the occupancy groups it gives by letter and
    the words it cuts short (`CONSTR`)."""
    words = tokenize(text)
    out = {stem(t) for t in words} | {stem(w) for t in words if t in SHEET_SHORT_WORDS
                                      for w in SHEET_SHORT_WORDS[t].split()}
    if _OCCUPANCY_TEXT.search(text):
        out |= {stem(_GROUP_NAMES[m.group(1) or m.group(2)]) for m in _OCCUPANCY_GROUP.finditer(text)}
    return out


def idf(ctx: Context, term: str) -> float:
    bm = ctx.gen.bm25
    tid = bm.vocab.get(term)
    top = math.log(bm.n_docs + 1) + 1
    return float(bm.idf[tid]) if tid is not None else top


def coverage(ctx: Context, terms: list[str], text: str) -> float:
    have = stems(text)
    weights = {t: max(idf(ctx, t), 0.1) for t in terms if t not in WEAK_WORDS}
    if not weights:
        return 0.0
    got = sum(w for t, w in weights.items() if stem(t) in have)
    return got / sum(weights.values())


# What a question asks for, and the shape its answer must have to be an answer at all.
EXPECTED_SHAPES = [
    (pattern(r"\bscale\b", re.I), pattern(r"\d+\s*/\s*\d+\s*\"?\s*=|\d+\"?\s*=\s*\d|\bN\.?T\.?S\.?\b|NOT\s+TO\s+SCALE", re.I)),
    (pattern(r"\b(?:date|when)\b", re.I), pattern(r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s+\d{1,2},?\s+\d{4}", re.I)),
    (pattern(r"\bhow\s+many\b|\bnumber\s+of\b|\bpercent|\bsize\b|\barea\b|\bheight\b|\bwidth\b|\bhow\s+(?:tall|wide|long|big|high)\b|\br-?value|\bu-?factor|\bafue\b|\bminimum\b|\bmaximum\b", re.I), pattern(r"\d")),
]


def expected_shape(q) -> Optional[re.Pattern]:
    for asks, shape in EXPECTED_SHAPES:
        if asks.search(q.text):
            return shape
    return None


# Levels are not floor finishes: "first floor" names where, not what.
LEVEL_FLOOR = pattern(r"\b(first|second|third|fourth|ground|main|upper|lower|basement|\d+(?:st|nd|rd|th))\s+floor\b",
                      re.I)
# The surfaces and finishes a room finish schedule heads its columns with.
FINISH_WORD = pattern(r"\bfinish|\bfloor|\bbase\b|\bbaseboard|\bwalls?\b|\bceiling|\bpaint|\bcarpet|\btile\b"
                      r"|\bflooring\b|\bwainscot|\bclg\b", re.I)


# A drawing scale as it is written on a sheet (OCR may read a 1 as | or I).
SCALE_RX = pattern(
    r"(?:\d{1,2}\s+)?\d{1,2}\s*/\s*\d{1,3}\s*\"?\s*=\s*[\dIl|]{1,3}(?:\.\d{1,2})?\s*'?\s*-?\s*[\dIlO|]{0,2}\s*\"?|"
    r"\b\d{1,3}(?:\.\d)?\s*\"\s*=\s*\d{1,4}(?:\.\d{1,2})?\s*'(?:\s*-\s*\d{1,2}\s*\")?|"
    r"\b\d{1,2}\s*'\s*-\s*0\s*\"\s*=\s*\d{1,2}\s*'\s*-\s*0\s*\"|"
    r"\b\d{1,2}/\d{1,2}\s*(?:inch|in\.)\s*=\s*(?:1|one)\s*(?:foot|ft\.?)|"
    r"\b(?:one|three)?\s*(?:eighth|quarter|half|sixteenth)s?\s+inch\s*=\s*one\s+foot\b|"
    r"\bN\.\s?T\.\s?S\.?|\bNTS\b|\bNOT\s+TO\s+SCALE\b|\bFULL\s+SCALE\b|\b1\s*:\s*\d{1,4}\b", re.I)


QUESTION_WORDS = frozenset("what which who whom whose is are was were the a an of for on in to and or this these that "
                    "those does do did shown show listed given stated named called be it its their there "
                    "drawings drawing set documents document plans sheets please tell me carry carries "
                    "bear bears display displays".split())


SYNONYMS = {"no": "number", "num": "number", "#": "number", "nos": "number", "max": "maximum", "min": "minimum",
        "addr": "address", "dwg": "drawing", "proj": "project", "bldg": "building", "issued": "issue",
        "located": "location", "where": "location", "called": "name", "named": "name", "titled": "title",
        "architects": "architect", "engineers": "engineer", "owners": "owner", "clients": "client",
        "sq": "square", "ft": "feet", "sf": "square", "drew": "drawn", "when": "date",
        "suitability": "status",   # an ISO 19650 status code is its suitability code
        "reqd": "required", "provd": "provided", "existg": "existing"}
_CONTRACTED = re.compile(r"(?<=[a-z])'(?=[dg]\b)")


def uncontracted(text: str) -> str:
    """Lower-cased text with a sheet's contracted words (`REQ'D`, `PROV'D`, `EXIST'G`) one word
    each, not a stem and a letter."""
    return _CONTRACTED.sub("", text.lower())


def norm_tokens(text: str) -> list[str]:
    toks = []
    for t in re.findall(r"[A-Za-z]+|#|\d+(?:[.,/-]\d+)*", uncontracted(text)):
        t = SYNONYMS.get(t, t)
        toks.append(stem(t) if len(t) > 4 else t.rstrip("s") if len(t) > 3 else t)
    return toks


@lru_cache(maxsize=1 << 14)
def _token_set(text: str) -> frozenset[str]:
    """norm_tokens as a set, kept per text: a handler tests one line against many names."""
    return frozenset(norm_tokens(text))


def gap(a, b) -> float:
    dx = max(0.0, max(a[0], b[0]) - min(a[2], b[2]))
    dy = max(0.0, max(a[1], b[1]) - min(a[3], b[3]))
    return (dx * dx + dy * dy) ** 0.5


VIEW_HEADS = ("plan", "schedule", "elevation", "section", "detail", "legend", "diagram", "map", "notes", "index",
          "analysis", "data", "key", "calculation", "specification", "table")


VIEW_HEAD_TOKENS = frozenset(norm_tokens(" ".join(VIEW_HEADS)))


# A check column's mark (`X` under CLOSER, `●` under a smoke column): an item had, no value.
CHECK_MARK = re.compile(r"^(?:[\u25cf\u2022\u00b7\u2713\u2714\u25a0*]|X)$", re.I)


# `What feeds panel SH1?`: the thing asked feeds the one named, its source (a FED FROM column),
# where `what does SH1 feed` asks what it serves.
ASKS_SOURCE = re.compile(r"^\s*(?:what|which)\s+(?:[a-z-]+\s+){0,2}?(?:feeds|supplies|powers)\s+(?!it\b|them\b)", re.I)
_SOURCE_HEADER = re.compile(r"\bFROM\b|\bSOURCE\b", re.I)


def source_columns(header: list[str], skip: int) -> list[int]:
    """The columns that say where a row's thing is fed from (`FED FROM`, `SOURCE`)."""
    return [i for i, h in enumerate(header) if i != skip and _SOURCE_HEADER.search(h)]


# A schedule titled by its thing's name (`PANEL LP-2A`): a name of letters and figures.
TITLE_NAME = re.compile(r"(?<![\w-])[A-Z]{1,4}-?\d[\w-]*(?![\w-])")


def names_in_title(title: str) -> list[str]:
    return TITLE_NAME.findall(title.upper())


def says_name(question: str, name: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", question, re.I) is not None


def owning_schedule(ctx: Context, c: Chunk, box) -> Optional[Chunk]:
    """The schedule whose box a field stands in (a panel's `VOLTAGE:` line printed between the
    panel's title and its header belongs to that panel), or None."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    for t in ctx.chunks_of_kind("table"):
        if t.file == c.file and t.page == c.page and \
                t.bbox[0] <= cx <= t.bbox[2] and t.bbox[1] <= cy <= t.bbox[3]:
            return t
    return None


# Column abbreviations of schedules (panel, fixture, equipment, door) and the words for them.
COLUMN_WORDS = {
    "bkr": "breaker", "brkr": "breaker", "ckt": "circuit", "cir": "circuit", "mfr": "manufacturer",
    "mfg": "manufacturer", "manuf": "manufacturer", "qty": "quantity", "dia": "diameter",
    "hdw": "hardware", "hdwr": "hardware", "elev": "elevation", "wt": "weight", "cap": "capacity",
    "va": "load", "kva": "load", "kw": "load", "hp": "horsepower", "amps": "amperage", "fla": "amperage",
    "mca": "ampacity", "mocp": "overcurrent", "ocpd": "breaker", "cfm": "airflow", "gpm": "flow", "desc": "description",
    "reqd": "required", "provd": "provided", "existg": "existing",
    "volts": "voltage", "v": "voltage", "ph": "phase", "lamp": "lamp", "mtg": "mounting", "occ": "occupant", "sf": "square", "watts": "wattage", "w": "wattage", "psi": "strength",
}


def word_initials(text: str) -> set[str]:
    """The initials of each run of two or three words (`outside air`: oa, `FIRE SUPPRESSION`:
    fs), as drawings and questions cut names short."""
    words = re.findall(r"[a-z]+", text.lower())
    return {"".join(w[0] for w in words[i:i + n]) for n in (2, 3) for i in range(len(words) - n + 1)}


def without_scale(view: str) -> str:
    """A view title without its scale and its bubble number (`1 STAIR RAIL DETAIL SCALE: 1" = 1'-0"`)."""
    rest = SCALE_RX.sub(" ", view)
    rest = re.sub(r"^\W*(?:\d{1,2}\s+)?|\bSCALE\s*:?|\bPREFERRED\b", " ", rest, flags=re.I)
    return " ".join(rest.split()).strip(" -:,") or "View"


MISREAD_MIN_LETTERS = 5   # a word this long keeps its identity with one letter misread
MISREAD_MIN_EXACT = 2     # ... when this many other words of the name are read exactly


def has_all(text: str, toks: list[str], misread: bool = False) -> bool:
    """Every token in the text. `misread` (OCR'd text): one long word may differ by one letter
    (`LONER` read for `LOWER`) when the other words of the name are all there."""
    return covers_tokens(_token_set(text), toks, misread)


def covers_tokens(have: frozenset[str] | set[str], toks: list[str], misread: bool = False) -> bool:
    """has_all over tokens already normalised (norm_tokens is not idempotent: `NOSING` gives
    `nos`, which read again is `number`)."""
    absent = [t for t in toks if t not in have]
    if not absent:
        return True
    if not misread or len(absent) > 1 or len(toks) - 1 < MISREAD_MIN_EXACT:
        return False
    return any(_one_letter_off(absent[0], w) for w in have)


def _one_letter_off(a: str, b: str) -> bool:
    return (len(a) == len(b) >= MISREAD_MIN_LETTERS and a.isalpha() and b.isalpha()
            and sum(x != y for x, y in zip(a, b)) == 1)


def raw_terms(text: str) -> list[str]:
    """BM25 terms for a phrase, with the plural or singular of each word."""
    out = []
    for t in tokenize(text):
        if " " in t or len(t) < 3:
            continue
        out.append(t)
        out.append(t[:-1] if t.endswith("s") else t + "s")
    return out


VIEW_WORDS = ("PLAN", "ELEVATION", "SECTION", "DETAIL", "SCHEDULE", "DIAGRAM", "VIEW")
# Letters OCR reads for one another in capitals (`ELEVAT LON` for ELEVATION): folded alike.
_OCR_FOLD = str.maketrans({"L": "I", "l": "I", "1": "I", "|": "I", "!": "I", "0": "O"})


def _folded(word: str) -> str:
    return word.upper().translate(_OCR_FOLD)


_FOLDED_VIEWS = {_folded(w): w for w in VIEW_WORDS}


def _mended_if_short(text: str) -> str:
    """`mended_view_words` of a line that may be a view title once mended (mending joins at
    most every second word); a longer line is a note, read as it is."""
    return text if len(text.split()) > 2 * MAX_VIEW_TITLE_WORDS else mended_view_words(text)


@lru_cache(maxsize=1 << 14)
def mended_view_words(title: str) -> str:
    """A view title with its view word read whole: OCR splits a word at a misread letter
    (`NORTH ELEVAT LON`) or misreads a letter in it (`SECTLON`). Two pieces, or one word, that
    spell a view word once OCR's look-alike letters are folded are that view word."""
    words = title.split()
    out, i = [], 0
    while i < len(words):
        pair = _folded(words[i] + words[i + 1]) if i + 1 < len(words) else ""
        for n, key in ((2, pair), (1, _folded(words[i]))):
            stem_ = key[:-1] if key.endswith("S") else key
            if key and (key in _FOLDED_VIEWS or stem_ in _FOLDED_VIEWS):
                word = _FOLDED_VIEWS.get(key) or _FOLDED_VIEWS[stem_] + "S"
                out.append(word)
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return " ".join(out)


def display_title(title: str) -> str:
    """A view title without the bubble glyphs OCR reads in front of it (`oO`, `@`, `1`)."""
    t = " ".join(title.split())
    for _ in range(2):
        t = re.sub(r"^(?:[^\w\s(]+|\w{1,2}(?=\s+[A-Za-z]{3}))\s*", "", t)
    return t.strip(" -:,") or title


def norm(s: str) -> str:
    return _NORM.sub("", s.upper())


# A note named by its number (`note 10`, `keynote 4`, `plumbing note 2`, `legend item 15`,
# `legend 14`): the
# question asks for that note's text, read from its numbered list.
NOTE_REF = pattern(r"\b(?:(?P<kind>[a-z]+)\s+)?(?P<noun>key\s*note|note|item|legend)\s*(?:no\.?\s*|number\s+|#\s*)?"
                   # a keynote's tag may carry its discipline's letter (`D4` on a demolition plan)
                   r"(?P<n>\d{1,3}[A-Z]?|[A-Z]{1,2}-?\d{1,2}(?![.\d]))\b"
                   r"(?!\s*(?:'|\"|ft|in|mm))", re.I)


def table_kind(title: str, header: list[str]) -> str:
    """door, window, room (a room finish schedule), material, or other."""
    t = title.upper()
    heads = " | ".join(header).upper()
    if re.search(r"\bDOORS?\b|\bOPENINGS?\b", t) and not re.search(r"\bWINDOWS?\b", t):
        return "door"
    if re.search(r"\bWINDOWS?\b|\bGLAZING\b", t) and not re.search(r"\bDOORS?\b", t):
        return "window"
    finishes = sum(bool(re.search(rx, heads)) for rx in (r"\bFLOOR|\bFLR\b", r"\bBASE\b", r"\bWALLS?\b|\bNORTH\b",
                                                         r"\bCEILING|\bCLG\b"))
    if finishes >= 2 or (re.search(r"\bROOM\b", t) and re.search(r"\bFINISH", t)):
        return "room"
    if re.search(r"\bMATERIALS?\b|\bFINISH", t):
        return "material"
    return "other"


def mark_col(header: list[str]) -> int:
    for i, h in enumerate(header):
        if _MARK_HEAD.match(h.strip()):
            return i
    return 0


def empty(v: str) -> bool:
    return bool(_EMPTY.match(v or ""))


def fix_fraction(v: str) -> str:
    """Undo a stacked fraction that lost its space: 2'-61/2" -> 2'-6 1/2" (only when unambiguous)."""
    def one(m: re.Match) -> str:
        num, den = m.group(2), int(m.group(3))
        if int(num) < den:
            return m.group(0)
        splits = []
        for k in (1, 2):
            if len(num) > k and 0 < int(num[-k:]) < den and num[-k] != "0" and int(num[-k:]) % 2 == 1:
                whole = int(num[:-k])
                if not m.group(1) or whole < 12:
                    splits.append(f"{num[:-k]} {num[-k:]}/{den}")
        return f"{m.group(1) or ''}{splits[0]}" if len(splits) == 1 else m.group(0)

    return re.sub(r"(\d{1,3}'-)?(?<![\d/ ])(\d{2,4})/(2|4|8|16|32|64)(?=\")", one, v)


def names_another_row(ctx: Context, r: Chunk, unsaid: set[str]) -> bool:
    """Words of the question this row never carries name, whole, the key of a row in another
    schedule (`ACETONE` of an inventory, asked `in control area CA-2` beside a summary's CA-2
    row): that row is the thing asked, this one only shares a key with the question. A key the
    question says in part (`CONFERENCE 104` for `the conference room pendants`) names a place."""
    if not unsaid:
        return False
    said = set(re.findall(r"[a-z0-9]+", ctx.question.text.lower()))
    for o in ctx.rows():
        if (o.file, o.page, o.table) == (r.file, r.page, r.table) or not o.cells:
            continue
        key = set(re.findall(r"[a-z0-9]+", o.cells[mark_col(o.header)].lower()))
        if key & unsaid and key <= said:
            return True
    return False


def rows_by_table(ctx: Context) -> dict[tuple, list[Chunk]]:
    out: dict[tuple, list[Chunk]] = {}
    for c in ctx.rows():
        out.setdefault((c.file, c.page, c.table), []).append(c)
    return out


_WHOLE_SHEET_ID = re.compile(rf"^\s*({SHEET_ID})\s*$")
MIN_INDEX_ROWS = 3   # a table with fewer sheet-ID rows is a cross-reference, not the set's index
_LISTS_SHEETS = re.compile(r"\b(?:SHEETS?|DRAWINGS?|DWGS?)\b", re.I)


def sheet_index(ctx: Context) -> list[tuple[str, Chunk]]:
    """The set's sheet index: (sheet ID, row) for each row of the largest table whose rows are
    each led by a sheet number, in the order printed; empty where the set prints none."""
    held = {s.sheet_id.upper() for s in ctx.gen.sheets}
    best: list[tuple[str, Chunk]] = []
    for rows in rows_by_table(ctx).values():
        ids: dict[str, Chunk] = {}
        for r in rows:
            m = next((_WHOLE_SHEET_ID.match(c) for c in r.cells[:2] if c and _WHOLE_SHEET_ID.match(c)), None)
            if m:
                ids.setdefault(m.group(1).upper(), r)
        # Marks are shaped as sheet numbers too (`PF1`, `CPT-1`): an index says it lists sheets
        # or drawings, or lists a sheet the set holds.
        said = " ".join([rows[0].table, *rows[0].header])
        if not (_LISTS_SHEETS.search(said) or held & set(ids)):
            continue
        if len(ids) >= MIN_INDEX_ROWS and len(ids) > len(best):
            best = list(ids.items())
    return best


def short_title(title: str) -> str:
    return " ".join(title.split())


def number_col(header: list[str], rows: list[Chunk]) -> Optional[int]:
    for i, h in enumerate(header):
        if _NUMBER_HEAD.match(h.strip()):
            return i
    if header and not _NAME_HEAD.search(header[0]):
        vals = [r.cells[0] for r in rows if r.cells and r.cells[0]]
        if vals and sum(bool(re.search(r"\d", v)) for v in vals) >= 0.6 * len(vals):
            return 0
    return None


def name_col(header: list[str], num: Optional[int]) -> Optional[int]:
    for i, h in enumerate(header):
        if i != num and _NAME_HEAD.search(h.strip()):
            return i
    if num is not None and num + 1 < len(header) and not any(p.col.search(header[num + 1]) for p in PARTS):
        return num + 1
    return None


_NORM = pattern(r"[\s\-\u2010-\u2015.#]")


_MARK_HEAD = pattern(r"^(MARK|NO\.?|NUMBER|NUM|CODE|TAG|SYM\.?|SYMBOL|ID|KEY|"
                     r"(DOOR|WINDOW|WDW|OPENING|TYPE|ITEM|FINISH)\s*(MARK|NO\.?|NUMBER|#|CODE|TAG)|#)$", re.I)


_EMPTY = pattern(r"^\s*(-+|--|n/?a|none|—|\.)?\s*$", re.I)


_NUMBER_HEAD = pattern(r"^(NO\.?|NUMBER|NUM|#|RM\.?\s*(NO\.?|#|NUMBER)?|ROOM\s*(NO\.?|#|NUMBER|NUM)|"
                       r"SPACE\s*(NO\.?|#|NUMBER)?|MARK)$", re.I)


_NAME_HEAD = pattern(r"\bNAME\b|^ROOM$|^SPACE$|^ROOM\s+NAME|^DESCRIPTION$|^AREA$", re.I)


@dataclass(frozen=True)
class Part:
    key: str
    label: str
    ask: re.Pattern
    col: re.Pattern


def finish_part(key, label, ask, col):
    return Part(key, label, pattern(ask, re.I), pattern(col, re.I))


HEIGHT = finish_part("height", "ceiling height",
            r"\bceiling\s+heights?\b|\bheights?\s+of\s+the\s+ceiling|\bclg\.?\s*(?:ht|height)\b|"
            r"\bceiling\b.{0,20}\bhow\s+(?:high|tall)\b|\bhow\s+(?:high|tall)\b.{0,30}\bceiling",
            r"(CEILING|CLG\.?).{0,3}(HT|HEIGHT|HGT)\b|^HT\.?$|^HEIGHT$|^HGT$|^CLG\.?\s*HT")


PARTS = [
    finish_part("floor", "floor", r"\bfloor(?:ing|s)?\b", r"\bFLOOR|\bFLR\b"),
    finish_part("base", "base", r"\bbase(?:board)?s?\b", r"\bBASE\b"),
    finish_part("walls", "walls", r"\bwalls?\b|\bwainscot", r"\bWALLS?\b|\bNORTH\b|\bEAST\b|\bSOUTH\b|\bWEST\b|\bWAINSCOT"),
    finish_part("ceiling", "ceiling", r"\bceilings?\b", r"\bCEILING|\bCLG\b"),
    HEIGHT,
    finish_part("remarks", "remarks", r"\bremarks?\b|\bnotes?\b|\bcomments?\b", r"\bREMARKS?\b|\bCOMMENTS?\b|\bNOTES?\b"),
]


# --------------------------------------------------------------------------- issue lists

# A title block's issue list: each issue's name and its date (`SCHEMATIC DESIGN 19OCT2020 DESIGN
# DEVELOPMENT 23DEC2020 BID SET 04MAY2021`, or one issue a line). A name is a few words; a
# revision mark (`P1`, `T1`) or a caption (`Plot Date:`) starts no issue, and a line with words
# left after its last date (`... 10:13:27 AM`, a description) is no issue list.
MAX_ISSUE_WORDS = 5
MIN_ISSUES = 2            # an issue list lists issues: one pair alone is any date with words
ISSUE_CONFIDENCE = 0.8    # a date read off its issue's own row
_REV_MARK = pattern(r"^[A-Z]{1,2}\d{1,3}$|^\d{1,3}$", re.I)
_ISSUE_CAPTION = pattern(r"\b(?:DATE|DATED|PLOT|PLOTTED|PRINT|PRINTED|REV|REVISION|NO)\b|:", re.I)


@dataclass
class Issue:
    name: str
    date: str
    box: BBox        # the block it is read from


def issue_list(c: Chunk) -> list[Issue]:
    """The (issue name, date) pairs of a chunk's issue list, in the order listed. Read block by
    block: a list set as a table (name, mark, date on a row) extracts as name and date lines."""
    out: list[Issue] = []
    for text, b in units(c):
        t = " ".join(text.split())
        pos, pairs = 0, []
        for m in value_matches("date", t):
            name = t[pos:m.start()].strip(" ,;-")
            words = name.split()
            if not words or len(words) > MAX_ISSUE_WORDS or _REV_MARK.match(words[0]) \
                    or any(_REV_MARK.match(w) and not w.isdigit() for w in words) or _ISSUE_CAPTION.search(name) \
                    or not re.search(r"[A-Za-z]{2}", name):
                pairs = []
                break
            pairs.append(Issue(name, m.group(0).strip(), tuple(b)))
            pos = m.end()
        if pairs and not t[pos:].strip(" ,;."):
            out.extend(pairs)
    if len(out) < MIN_ISSUES:
        return []
    # A list with a mark column (`DESIGN DEVELOPMENT  2  23DEC2021`): every name ends in its mark.
    if all(len(i.name.split()) > 1 and _REV_MARK.match(i.name.split()[-1]) for i in out):
        out = [replace(i, name=i.name.rsplit(" ", 1)[0]) for i in out]
    return out


_DAY_MONTH_YEAR = pattern(r"^(\d{1,2})\s*(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s*,?\s*(\d{4})$",
                          re.I)


def issue_day(text: str) -> Optional[date]:
    """An issue's date when it cannot be read two ways: the month in letters (`19OCT2020`,
    `OCT 19, 2020`) or ISO (`2020-10-19`); `07/09/2018` is July or September by the country."""
    m = _DAY_MONTH_YEAR.match(text.strip())
    if m:
        try:
            return date(int(m.group(3)), _MONTHS[m.group(2).lower()[:3]], int(m.group(1)))
        except ValueError:
            return None
    return parse_date(text) if re.search(r"[A-Za-z]|^\d{4}-", text.strip()) else None


# Words an issue's name shares with any issue: the name's other words say which issue it is.
_ISSUE_WORDS = frozenset(norm_tokens("set package issue issued for submittal submission the of drawings"))


def issue_dates(ctx: Context, handler: str):
    """`When were the schematic design and design development packages issued?`: the date
    beside each issue the question names in the title block's issue list (`SCHEMATIC DESIGN
    19OCT2020 ...`). An issue is named when all its own words are in the question; of two
    issues named by the same words (`CONSTRUCTION` in `ISSUED FOR CONSTRUCTION`), the one with
    more of them. The same issue dated differently on two sheets is not answered, and words
    that name part of two issues and the whole of none (`the design`) are abstained on: any
    date given would be a guess between them. None: the set has no issue the question names."""
    q_tokens = set(norm_tokens(ctx.question.text))
    found: dict[str, dict[str, tuple]] = {}
    touched: set[str] = set()
    for s in (ctx.sheets_in_scope or ctx.sheets)[:20]:
        for c in title_block_chunks(ctx, s.file, s.page):
            for issue in issue_list(c):
                own = set(norm_tokens(issue.name)) - _ISSUE_WORDS
                if own and own <= q_tokens:
                    found.setdefault(issue.name.upper(), {}).setdefault(issue.date, (c, issue))
                elif own & q_tokens:
                    touched.add(issue.name.upper())
    named = {k: v for k, v in found.items()
             if not any(set(norm_tokens(k)) - _ISSUE_WORDS < set(norm_tokens(k2)) - _ISSUE_WORDS for k2 in found)}
    if not named and len(touched) > 1:
        return Abstain("the question's words name more than one issue of the issue list", handler)
    if not named or any(len(dates) > 1 for dates in named.values()):
        return None
    parts, evidence = [], []
    for key, dates in named.items():
        c, issue = next(iter(dates.values()))
        parts.append(f"{issue.name}: {issue.date}")
        evidence.append((c, f"{issue.name} {issue.date}", issue.box))
    side = _NEIGHBOUR.search(ctx.question.text)
    if side is not None and len(named) == 1:
        c, issue = next(iter(next(iter(named.values())).values()))
        after = bool(side.group("after") or side.group("after2"))
        other = _issue_beside(issue_list(c), issue, before=not after)
        if other is not None:
            parts.append(f"the issue {'after' if after else 'before'} it: {other.name} {other.date}")
            evidence.append((c, f"{other.name} {other.date}", other.box))
    return make_answer(ctx, "; ".join(parts), ISSUE_CONFIDENCE, handler, evidence)


_NEIGHBOUR = pattern(r"\b(?:issue|set|phase|package|submittal)s?\s+(?:(?P<before>before|preceding|prior\s+to)|"
                     r"(?P<after>after|following))\b"
                     r"|\b(?:(?P<prev>previous|prior|preceding|earlier)|(?P<after2>next|following|later))\s+"
                     r"(?:issue|set|phase|package|submittal)\b", re.I)


def _issue_beside(issues: list, issue, before: bool):
    """The issue dated right before (or after) this one; none unless every date of the list
    reads one way."""
    days = [issue_day(i.date) for i in issues]
    if any(d is None for d in days):
        return None
    mine = issue_day(issue.date)
    side = [(d, i) for d, i in zip(days, issues) if (d < mine if before else d > mine)]
    if not side:
        return None
    return (max if before else min)(side, key=lambda t: t[0])[1]


# --------------------------------------------------------------------------- headed blocks

# `NORTH BUILDING`, `EAST WING`: a heading that names one part of a project.
_PART_HEADING = re.compile(r"^([A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?)\s+"
                           r"(BUILDING|WING|TOWER|BLOCK|ADDITION|ANNEX|PAVILION|HALL)S?$", re.I)
HEADING_SIZE_MATCH = 0.15   # parallel headings are set the same size: heights within this share
HEADING_ALIGN = 0.05        # of the sheet's size: parallel headings stand in one column or one row
_FAR = 1e6


def headed_blocks(ctx: Context, file: str, page: int) -> list[tuple[str, tuple]]:
    """The parallel blocks of a sheet that each describe one part of a project: (the part's
    name, lower case; the block's region), or [] when the sheet has none.

    A code summary for two buildings repeats one layout under `NORTH BUILDING` and `SOUTH
    BUILDING`, the same prose with different numbers. The headings are told by drawing
    convention: the same noun with different names, set the same size, one above the other in
    a column (or side by side in a row); each heads the band down (across) to the next. The
    tallest such set is the one that divides the sheet."""
    heads = []
    for c in page_chunks(ctx, file, page):
        for u in c.units:
            m = _PART_HEADING.match(u[0].strip())
            if m:
                heads.append((m.group(1).lower(), m.group(2).upper(), tuple(u[1:5])))
    width = max((h[2][2] for h in heads), default=0.0)
    height = max((h[2][3] for h in heads), default=0.0)
    best: list = []
    for name, noun, box in heads:
        tall = box[3] - box[1]
        group = [h for h in heads if h[1] == noun and abs((h[2][3] - h[2][1]) - tall) <= HEADING_SIZE_MATCH * tall]
        if len(group) < 2 or len({h[0] for h in group}) != len(group):
            continue       # one heading, or one name twice: no parallel parts
        xs = [(h[2][0] + h[2][2]) / 2 for h in group]
        ys = [(h[2][1] + h[2][3]) / 2 for h in group]
        if max(xs) - min(xs) <= HEADING_ALIGN * max(width, height):
            column = True
        elif max(ys) - min(ys) <= HEADING_ALIGN * max(width, height):
            column = False
        else:
            continue
        if not best or tall > best[0]:
            best = [tall, column, group]
    if not best:
        return []
    _, column, group = best
    axis = 1 if column else 0
    group = sorted(group, key=lambda h: h[2][axis])
    out = []
    for i, (name, _, box) in enumerate(group):
        end = group[i + 1][2][axis] if i + 1 < len(group) else _FAR
        out.append((name, (0.0, box[1], _FAR, end) if column else (box[0], 0.0, end, _FAR)))
    return out


def headed_block_of(ctx: Context, file: str, page: int, bbox) -> Optional[str]:
    """The name of the parallel headed block (see headed_blocks) a box stands in, or None."""
    cx, cy = (bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2
    for name, (x0, y0, x1, y1) in headed_blocks(ctx, file, page):
        if x0 <= cx < x1 and y0 <= cy < y1:
            return name
    return None


# --------------------------------------------------------------------------- range rows

# Code tables key their rows by ranges of a measure (`5 FT < X < 10 FT`, `10 < 15 FT`,
# `X > 30 FT`, `1-500`, `MORE THAN 1,000`): the row a question's range names is found by its
# numbers, not by its wording, and its values are read across the row by geometry.
_RANGE_NUM = r"\d[\d,]*(?:\.\d+)?"
_RANGE_UNITS = pattern(r"(?<![A-Z])(?:FT|FEET|FOOT|IN|INCH(?:ES)?|MM|M|METRES?|METERS?|SF|SQ\.?\s*FT|"
                       r"STORIES|STORY|OCCUPANTS|PERSONS)\b\.?|['\u2019\u2032]", re.I)
_RANGE_FORMS = [
    (pattern(rf"^({_RANGE_NUM})\s*(?:<=?|\u2264)\s*(?:<=?|\u2264)?\s*({_RANGE_NUM})$"), "lo-hi"),
    (pattern(rf"^({_RANGE_NUM})\s*(?:-|\u2013|TO)\s*({_RANGE_NUM})$", re.I), "lo-hi"),
    (pattern(rf"^(?:<=?|\u2264|LESS\s+THAN|FEWER\s+THAN|UNDER|UP\s+TO)\s*({_RANGE_NUM})$", re.I), "-hi"),
    (pattern(rf"^(?:>=?|\u2265|MORE\s+THAN|GREATER\s+THAN|OVER)\s*({_RANGE_NUM})$|^({_RANGE_NUM})\s*(?:>=?|\u2265|\+)$",
             re.I), "lo-"),
]
_RANGE_VARIABLE = pattern(r"(?<![A-Z])[XD](?![A-Z])")   # `5 FT < X < 10 FT`: the measure's letter
_UNIT_NAMES = {"ft": "ft", "feet": "ft", "foot": "ft", "'": "ft", "\u2019": "ft", "\u2032": "ft", "in": "in",
               "inch": "in", "inches": "in", "mm": "mm", "m": "m", "metre": "m", "metres": "m", "meter": "m",
               "meters": "m", "sf": "sf", "stories": "story", "story": "story", "occupants": "person",
               "persons": "person", "people": "person"}
_INF = float("inf")


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _unit_of(text: str) -> str:
    m = _RANGE_UNITS.search(text)
    return _UNIT_NAMES.get(m.group(0).lower().rstrip("."), "") if m else ""


def range_of(label: str) -> Optional[tuple[float, float, str]]:
    """(low, high, unit) of a row label that is only a range, else None. The bounds are open:
    whether `<` or `<=` was printed, a figure on a bound is read as no row's."""
    unit = _unit_of(label)
    text = _RANGE_UNITS.sub(" ", label.upper())
    text = " ".join(_RANGE_VARIABLE.sub(" ", text).split())
    for rx, form in _RANGE_FORMS:
        m = rx.match(text)
        if not m:
            continue
        nums = [_number(g) for g in m.groups() if g]
        if form == "lo-hi":
            return (nums[0], nums[1], unit) if nums[0] < nums[1] else None
        return (-_INF, nums[0], unit) if form == "-hi" else (nums[0], _INF, unit)
    return None


_Q_UNIT = r"\s*(?P<unit>FT\b|FEET\b|FOOT\b|['\u2019\u2032]|MM\b|M\b|METRES?\b|METERS?\b|STORIES\b|OCCUPANTS\b|PERSONS\b)?"
_Q_RANGES = [
    pattern(rf"\bbetween\s+(?P<lo>{_RANGE_NUM}){_Q_UNIT.replace('unit', 'u1')}\s+and\s+(?P<hi>{_RANGE_NUM}){_Q_UNIT}", re.I),
    pattern(rf"(?<![\w.,])(?P<lo>{_RANGE_NUM}){_Q_UNIT.replace('unit', 'u1')}\s*(?:to|-|\u2013)\s*(?P<hi>{_RANGE_NUM}){_Q_UNIT}",
            re.I),
]
_Q_BOUND = pattern(rf"\b(?P<op>less\s+than|fewer\s+than|under|below|more\s+than|greater\s+than|over|above)\s+"
                   rf"(?P<n>{_RANGE_NUM}){_Q_UNIT}", re.I)
_Q_POINT = pattern(rf"(?<![\w.,-])(?P<n>{_RANGE_NUM})\s*(?P<unit>FT\b|FEET\b|FOOT\b|['\u2019\u2032]|MM\b|METRES?\b|METERS?\b"
                   r"|OCCUPANTS\b|PERSONS\b|PEOPLE\b)"
                   r"(?!\s*(?:-|to|and)\s*\d)", re.I)


def question_range(text: str) -> Optional[tuple[float, float, str, bool]]:
    """(low, high, unit, point) a question names: `between 5 and 10 feet`, `10 to 15 ft`,
    `more than 30 ft`; or a single measure (`at 7 ft`, point=True) that a row's range holds."""
    for rx in _Q_RANGES:
        m = rx.search(text)
        if m:
            lo, hi = _number(m.group("lo")), _number(m.group("hi"))
            unit = _UNIT_NAMES.get((m.group("unit") or m.group("u1") or "").lower(), "")
            if lo < hi:
                return lo, hi, unit, False
    m = _Q_BOUND.search(text)
    if m:
        n = _number(m.group("n"))
        unit = _UNIT_NAMES.get((m.group("unit") or "").lower(), "")
        below = m.group("op").lower().split()[0] in ("less", "fewer", "under", "below")
        return (-_INF, n, unit, False) if below else (n, _INF, unit, False)
    points = list(_Q_POINT.finditer(text))
    if len(points) == 1:
        n = _number(points[0].group("n"))
        return n, n, _UNIT_NAMES.get(points[0].group("unit").lower(), ""), True
    return None


def range_holds(row: tuple[float, float, str], asked: tuple[float, float, str, bool]) -> bool:
    """The row is the asked range (its bounds), or holds the asked figure strictly inside; a
    unit printed on both sides must agree."""
    lo, hi, unit = row
    a_lo, a_hi, a_unit, point = asked
    if unit and a_unit and unit != a_unit:
        return False
    if point:
        return lo < a_lo < hi
    return lo == a_lo and hi == a_hi


MIN_RANGE_ROWS = 3       # a table of ranges has rows for several: one range alone is any text
ROW_OVERLAP = 0.5        # of a line's height: a cell shares a row with its range
MAX_CELL_GAP = 10.0      # line heights between a row's cells across the table
HEADING_LEVELS = 6       # rows of text above a range table read as its title and column heads


@dataclass
class RangeTable:
    rows: list[int]              # the lines that are the table's ranges, top to bottom
    ranges: list[tuple]          # (low, high, unit) of each
    heading: list[int]           # the lines above the rows (title, column heads), nearest first
    lines: "Lines"


def range_tables(c: Chunk) -> list[RangeTable]:
    """The range-keyed tables of a chunk: a column of at least MIN_RANGE_ROWS lines that are
    each only a range, stacked one under another at one left or right edge."""
    return READINGS.get(c, "range_tables", _read_range_tables)


def _read_range_tables(c: Chunk) -> list[RangeTable]:
    lines = chunk_lines(c)
    found = [(i, range_of(l.text)) for i, l in enumerate(lines) if l.placed and len(l.text) <= 40]
    found = [(i, r) for i, r in found if r is not None]
    found.sort(key=lambda t: lines[t[0]].geo[1])
    groups: list[list[tuple[int, tuple]]] = []
    for i, r in found:
        g, h = lines[i].geo, lines[i].h
        for grp in groups:
            p = lines[grp[-1][0]].geo
            aligned = abs(p[0] - g[0]) <= 2 * h or abs(p[2] - g[2]) <= 2 * h
            if aligned and 0 < g[1] - p[1] <= 2.5 * h:
                grp.append((i, r))
                break
        else:
            groups.append([(i, r)])
    out = []
    for grp in groups:
        if len(grp) < MIN_RANGE_ROWS:
            continue
        rows = [i for i, _ in grp]
        top = lines[rows[0]].geo
        x1 = max(lines[i].geo[2] for i in rows)
        cells = [k for i in rows for k in row_cells(lines, i)]
        right = max([lines[k].geo[2] for k in cells], default=x1)
        above = [k for k, l in enumerate(lines) if k not in rows and l.geo[3] <= top[1] + 0.5 * l.h
                 and l.geo[0] < right and l.geo[2] > top[0] - 2 * l.h]
        above.sort(key=lambda k: -lines[k].geo[3])
        heading: list[int] = []
        levels = 0
        for k in above:
            if range_of(lines[k].text) is not None:
                break               # the rows of the table above: its heading is not this one's
            mid = (lines[k].geo[1] + lines[k].geo[3]) / 2
            if not heading or not lines[heading[-1]].geo[1] <= mid <= lines[heading[-1]].geo[3]:
                levels += 1         # lines set side by side are one level of the heading
                if levels > HEADING_LEVELS:
                    break
            heading.append(k)
        out.append(RangeTable(rows, [r for _, r in grp], heading, lines))
    return out


def row_cells(lines: "Lines", i: int) -> list[int]:
    """The lines on the row of line i, right of it, left to right, up to a wide gap."""
    row = lines[i].geo
    h = lines[i].h
    beside = []
    for k, l in enumerate(lines):
        if k == i or not l.placed or l.geo[0] < row[2] - 0.5 * h:
            continue
        overlap = min(row[3], l.geo[3]) - max(row[1], l.geo[1])
        if overlap >= ROW_OVERLAP * min(h, l.h):
            beside.append(k)
    beside.sort(key=lambda k: lines[k].geo[0])
    out, edge = [], row[2]
    for k in beside:
        if lines[k].geo[0] - edge > MAX_CELL_GAP * h:
            break
        out.append(k)
        edge = max(edge, lines[k].geo[2])
    return out


# Column heads of code tables, abbreviated: what a question says for each.
HEAD_ABBREVIATIONS = {"s": "sprinklered", "ns": "nonsprinklered", "up": "unprotected", "p": "protected",
                      "nr": "notrequired", "np": "notpermitted", "nl": "nolimit"}
_NEGATED_WORD = pattern(r"\b(?:non|un|not)[-\s]?(sprinklered|protected)\b", re.I)


def question_heads(text: str) -> set[str]:
    """The words of a question as a column head would abbreviate them (`non-sprinklered` ->
    `nonsprinklered`, `unprotected` stays itself)."""
    text = _NEGATED_WORD.sub(lambda m: ("un" if m.group(1).lower() == "protected" else "non") + m.group(1).lower(), text)
    return {w.lower() for w in re.findall(r"[A-Za-z]+", text)}


def head_words(text: str) -> set[str]:
    """A column head's words, abbreviations spelled out (`(UP, S)` -> unprotected, sprinklered)."""
    return {HEAD_ABBREVIATIONS.get(w.lower(), w.lower()) for w in re.findall(r"[A-Za-z]+", text)}


def word_spans(line: "Line") -> list[tuple[str, float, float]]:
    """A line's words with their x-extent estimated by character position along the line."""
    g = line.geo
    n = max(1, len(line.text))
    return [(m.group(0), g[0] + (g[2] - g[0]) * m.start() / n, g[0] + (g[2] - g[0]) * m.end() / n)
            for m in re.finditer(r"\S+", line.text)]


@dataclass(frozen=True)
class KeyRow:
    """One legend row whose key is a graphic, as described at index time (drawqa.legend_keys)."""
    look: str           # `solid filled swatch`, `dashed line marked SD`, ...
    label: str          # what the legend says the key means
    line: "Line"


def legend_key_rows(c: Chunk) -> list[KeyRow]:
    """The described legend rows of a chunk, each with its line (for the citation)."""
    if KEY_TAG not in c.text:
        return []
    out = []
    for line in chunk_lines(c):
        m = KEY_ROW.search(line.text)
        if m:
            out.append(KeyRow(m.group("desc").strip(), m.group("label").strip(), line))
    return out
