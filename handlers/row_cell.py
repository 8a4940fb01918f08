"""One cell of a schedule row: the row the question names by one of its cells, the column it
names by its header.

Schedules are read across: a panel schedule's row is found by its load (`RTU-1`) or its circuit
number (`circuit 5`), a fixture schedule's by its type (`type A`), and the value asked is the
cell under the header the question names (`breaker` -> `BKR (A)`, `load` -> `LOAD (VA)`).
Drawings head columns with abbreviations, so a header is read with the words they stand for.
The answer is given only when exactly one row of the set holds the named cell and exactly one
of its columns is named; the cell must hold something (`-` is an empty cell).
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer, Chunk
from drawqa.tokens import tokenize

from ._domain import chunks_with, empty, stem
from .base import Context, make_answer
from .confidence import Evidence, confidence

name = "row_cell"
kinds = frozenset({"*"})

# Column abbreviations of schedules (panel, fixture, equipment, door) and the words for them.
HEADER_WORDS = {
    "bkr": "breaker", "brkr": "breaker", "ckt": "circuit", "cir": "circuit", "mfr": "manufacturer",
    "mfg": "manufacturer", "manuf": "manufacturer", "qty": "quantity", "dia": "diameter",
    "hdw": "hardware", "hdwr": "hardware", "elev": "elevation", "wt": "weight", "cap": "capacity",
    "va": "load", "kva": "load", "kw": "load", "hp": "horsepower", "amps": "amperage", "fla": "amperage",
    "mca": "ampacity", "mocp": "overcurrent", "cfm": "airflow", "gpm": "flow", "desc": "description",
    "volts": "voltage", "v": "voltage", "ph": "phase", "lamp": "lamp", "mtg": "mounting",
}
_KEY_WORDS = frozenset({"circuit", "type", "mark", "tag", "number", "no", "item", "unit"})
MAX_KEY_ROWS = 1


def accepts(q) -> bool:
    return True


def _header_words(h: str) -> set[str]:
    words = {w for w in re.findall(r"[a-z]+", h.lower())}
    return {stem(HEADER_WORDS.get(w, w)) for w in words} | {stem(w) for w in words}


def _named_key(question: str, r: Chunk) -> Optional[int]:
    """The column of the row's one cell the question names: a mark-like cell (`RTU-1`, `9,11`'s
    `9`) said as such, or a number or letter said after its column's word (`circuit 5`, `type A`)."""
    found = []
    for i, (h, c) in enumerate(zip(r.header, r.cells)):
        c = " ".join(c.split())
        if empty(c):
            continue
        for part in re.split(r"\s*,\s*", c):
            if re.search(r"\d", part) and re.search(r"[A-Z]", part) and len(part) >= 2:
                if re.search(rf"(?<![\w-]){re.escape(part)}(?![\w-])", question, re.I):
                    found.append(i)
                    break
            elif re.fullmatch(r"\d{1,3}|[A-Z]{1,2}", part):
                words = "|".join(re.escape(w) for w in _header_words(h) if len(w) > 1)
                if words and re.search(rf"\b(?:{words})\w*\s+(?:no\.?\s*|number\s+|#\s*)?{re.escape(part)}(?![\w-])",
                                       question, re.I):
                    found.append(i)
                    break
    return found[0] if len(found) == 1 else None


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    terms = [t for t in tokenize(q.text) if t not in ASKING_WORDS and len(t) > 1]
    said = {stem(t) for t in terms} - {stem(w) for w in _KEY_WORDS}
    rows = [h.chunk for h in ctx.hits[:30] if h.chunk.kind == "row"]
    rows += chunks_with(ctx, terms, kinds=("row",), limit=80)
    fits: dict[tuple, tuple[Chunk, int, int]] = {}
    for r in rows:
        key = (r.file, r.page, r.table, tuple(r.cells))
        if key in fits or not r.header or len(r.cells) != len(r.header):
            continue
        k = _named_key(q.text, r)
        if k is None:
            continue
        cols = [i for i, h in enumerate(r.header) if i != k and _header_words(h) & said]
        if len(cols) != 1:
            continue
        fits[key] = (r, k, cols[0])
    if len(fits) != MAX_KEY_ROWS:
        return None          # no row, or several rows the question could mean
    r, k, col = next(iter(fits.values()))
    if empty(r.cells[col]):
        return None
    text = f"{r.header[col]}: {r.cells[col]} ({r.table}; {r.header[k]} {r.cells[k]})"
    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=r.source == "ocr", keyed_row=True))
    return make_answer(ctx, text, conf, name, [(r, r.text, tuple(r.bbox))])
