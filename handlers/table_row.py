"""A value read from a table row keyed by what the question names, not by a mark.

Code sheets answer in small tables whose rows are keyed by an occupancy, a condition or a range
(`EXIT ACCESS TRAVEL DISTANCE (IBC TABLE 1017.2)`: OCCUPANCY `B`, SPRINKLERED `YES`, MAX.
DISTANCE `300' - 0"`). A question that asks for a value of one column (`how far can occupants
travel to an exit in the sprinklered Group B areas`) is answered by the one row whose every key
cell the question names, from the column holding a value of the type asked. A row with a key
the question does not name (`A-3, S-1`) is another row's answer; two rows that both fit leave
the question open.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS, asked_types, find_value
from drawqa.models import Answer, Chunk
from drawqa.tokens import tokenize

from ._domain import chunks_with, coverage, stem
from .base import Context, make_answer, pattern
from .confidence import Evidence, confidence

name = "table_row"
kinds = frozenset({"*"})

# Value types a table column holds (a name or a date is a title block's, not a code table's).
VALUE_KINDS = frozenset({"dimension", "area", "pressure", "temperature", "rating", "ratio", "duration", "density"})
MIN_COVERAGE = 0.5     # of the question's words in the table's title, header and row, or ...
MIN_SHARED = 2         # ... this many of its words in the title and header (`travel`, `exit`)
# How a question says a measure, and how a table heads it.
_MEASURE_WORDS = {"far": "distance", "long": "length", "high": "height", "tall": "height", "wide": "width",
                  "deep": "depth", "thick": "thickness"}
TOP_HITS = 30
_YES_NO = pattern(r"^(?:YES|NO|Y|N|REQ'?D|REQUIRED|NOT\s+REQUIRED|N/?A)$", re.I)
_NEGATED = pattern(r"\b(?:non|un)[-\s]?(\w+)", re.I)


def accepts(q) -> bool:
    kinds_asked = asked_types(q.text)
    return bool(kinds_asked) and kinds_asked[0] in VALUE_KINDS


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    kind = asked_types(q.text)[0]
    terms = [t for t in tokenize(q.text) if t not in ASKING_WORDS and len(t) > 1]
    if not terms:
        return None
    asked = {stem(_MEASURE_WORDS.get(t, t)) for t in terms}
    rows = [h.chunk for h in ctx.hits[:TOP_HITS] if h.chunk.kind == "row"]
    rows += chunks_with(ctx, terms + [stem(t) for t in terms], kinds=("row",), limit=80)
    fits: dict[tuple, tuple[Chunk, int, float]] = {}
    for r in rows:
        key = (r.file, r.page, r.table, tuple(r.cells))
        if key in fits or not r.header or len(r.cells) != len(r.header):
            continue
        col = _value_column(r, kind)
        if col is None:
            continue
        cov = coverage(ctx, terms, f"{r.table} {' '.join(r.header)} {' '.join(r.cells)}")
        shared = asked & {stem(t) for t in tokenize(f"{r.table} {' '.join(r.header)}")}
        if (cov < MIN_COVERAGE and len(shared) < MIN_SHARED) or not _keys_named(q.text, r, col):
            continue
        fits[key] = (r, col, cov)
    if not fits:
        return None
    best = max(fits.values(), key=lambda t: t[2])
    rivals = [t for t in fits.values() if t[0].table == best[0].table and t[0] is not best[0]]
    if rivals:
        return None          # two rows of one table fit the question: it does not say which
    r, col, cov = best
    keys = ", ".join(f"{h} {c}" for i, (h, c) in enumerate(zip(r.header, r.cells)) if i != col and c)
    text = f"{r.header[col]}: {r.cells[col]} ({r.table}; {keys})"
    conf = confidence(Evidence(type_match=True, coverage=cov, ocr=r.source == "ocr", keyed_row=True))
    return make_answer(ctx, text, conf, name, [(r, r.text, tuple(r.bbox))])


def _value_column(r: Chunk, kind: str) -> Optional[int]:
    """The one column of the row holding a value of the type asked."""
    cols = [i for i, c in enumerate(r.cells) if c and find_value(kind, c) is not None]
    return cols[0] if len(cols) == 1 else None


def _keys_named(question: str, r: Chunk, col: int) -> bool:
    """Every other filled cell is named by the question: its value as a word of the question
    (`B` in `Group B`), or, for a yes/no cell, its column named (`sprinklered`) with the
    question not saying the opposite (`non-sprinklered`)."""
    words = {w.upper() for w in re.findall(r"[A-Za-z0-9][\w-]*", question)}
    negated = {stem(m.group(1).lower()) for m in _NEGATED.finditer(question)}
    named_one = False
    for i, (h, c) in enumerate(zip(r.header, r.cells)):
        if i == col or not c.strip():
            continue
        if _YES_NO.match(c.strip()):
            head = {stem(t) for t in tokenize(h)}
            said = {stem(t) for t in tokenize(question)}
            if not head & said or head & negated:
                return False
            yes = c.strip().upper().startswith(("Y", "REQ"))
            if not yes:
                return False     # a `NO` row answers the opposite condition
            continue
        parts = [p for p in re.split(r"[,/]\s*|\s+", c.upper()) if p]
        if not parts or not all(p in words for p in parts):
            return False
        named_one = True
    return named_one
