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
from drawqa.tokens import STOPWORDS, tokenize

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
# The question's words for what a header says: who `makes` a product is its manufacturer.
ASKED_AS = {"make": "manufacturer", "makes": "manufacturer", "made": "manufacturer", "maker": "manufacturer",
            "brand": "manufacturer", "colour": "color", "colours": "color"}
_KEY_WORDS = frozenset({"circuit", "type", "mark", "tag", "number", "no", "item", "unit"})
# Headers of the column that names what a row is (`MATERIAL/PRODUCT`, `DESCRIPTION`, `FIXTURE`):
# its cell said whole names the row, as the first column's does.
_NAMING_HEADER = re.compile(r"\b(?:DESC(?:RIPTION)?|PRODUCT|MATERIAL|ITEM|NAME|FIXTURE|EQUIPMENT|SERVICE)\b", re.I)
MAX_KEY_ROWS = 1


def accepts(q) -> bool:
    return True


def _header_words(h: str) -> set[str]:
    words = {w for w in re.findall(r"[a-z]+", h.lower())}
    return {stem(HEADER_WORDS.get(w, w)) for w in words} | {stem(w) for w in words}


_PHRASE_CELL = re.compile(r"^[A-Za-z][A-Za-z/&-]*(?:\s+[A-Za-z][A-Za-z/&-]*){1,3}$")


_TITLE_NOUNS = frozenset({"schedule", "table", "list", "legend"})


def _key_words(header: str, table: str) -> set[str]:
    """The words a row's key may be said after: its header's, and for a bare key column
    (`Number`, `Mark`) the things the schedule lists, from its title (`room` 79 of a ROOM
    FINISH SCHEDULE, `door` 3 of a DOOR SCHEDULE)."""
    words = _header_words(header)
    if words & {stem(w) for w in _KEY_WORDS}:
        words |= {stem(w) for w in re.findall(r"[a-z]+", table.lower()) if w not in _TITLE_NOUNS}
    return words


def _named_key(question: str, r: Chunk) -> Optional[int]:
    """The column of the row's one cell the question names: a mark-like cell (`RTU-1`, `9,11`'s
    `9`) said as such, a number or letter said after its column's word (`circuit 5`, `type A`),
    or, in the row's first column or the one that names what the row is, a name of a few words
    said whole (`GENERAL SUPPLY`, `VINYL TRANSITION STRIP`)."""
    found = []
    for i, (h, c) in enumerate(zip(r.header, r.cells)):
        c = " ".join(c.split())
        if empty(c):
            continue
        if (i == 0 or _NAMING_HEADER.search(h)) and _PHRASE_CELL.match(c) and re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", question, re.I):
            found.append(i)
            continue
        for part in re.split(r"\s*,\s*", c):
            if re.search(r"\d", part) and re.search(r"[A-Z]", part) and len(part) >= 2:
                if re.search(rf"(?<![\w-]){re.escape(part)}(?![\w-])", question, re.I):
                    found.append(i)
                    break
            elif re.fullmatch(r"\d{1,3}|[A-Z]{1,2}", part):
                words = "|".join(re.escape(w) for w in _key_words(h, r.table) if len(w) > 1)
                if words and re.search(rf"\b(?:{words})\w*\s+(?:no\.?\s*|number\s+|#\s*)?{re.escape(part)}(?![\w-])",
                                       question, re.I):
                    found.append(i)
                    break
    return found[0] if len(found) == 1 else None


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    terms = [t for t in tokenize(q.text) if t not in ASKING_WORDS and len(t) > 1]
    said = {stem(ASKED_AS.get(t, t)) for t in terms} - {stem(w) for w in _KEY_WORDS}
    rows = [h.chunk for h in ctx.hits[:30] if h.chunk.kind == "row"]
    rows += chunks_with(ctx, terms, kinds=("row",), limit=80)
    fits: dict[tuple, tuple[Chunk, int, list[int]]] = {}
    for r in rows:
        key = (r.file, r.page, r.table, tuple(r.cells))
        if key in fits or not r.header or len(r.cells) != len(r.header):
            continue
        k = _named_key(q.text, r)
        if k is None:
            continue
        cols = _named_columns(q.text, r, k, said - {stem(t) for t in tokenize(r.cells[k])})
        if cols and not all(_restates(q.text, r.cells[c]) for c in cols) and _qualifier_holds(q.text, r, cols):
            fits[key] = (r, k, cols)
    if not _one_reading(list(fits.values())):
        return None          # no row, or several rows the question could mean
    found = sorted(fits.values(), key=lambda f: f[0].bbox[1])
    if any(empty(r.cells[c]) for r, _, cols in found for c in cols):
        return None
    cells = lambda r, cols: "; ".join(_reading(r.header[c], r.cells[c]) for c in cols)  # noqa: E731
    if len(found) == 1:
        r, k, cols = found[0]
        text = f"{cells(r, cols)} ({r.table}; {r.header[k]} {r.cells[k]})"
    else:
        text = "; ".join(f"{r.cells[k]}: {cells(r, cols)}" for r, k, cols in found) + f" ({found[0][0].table})"
    conf = min(confidence(Evidence(type_match=True, coverage=1.0, ocr=r.source == "ocr", keyed_row=True))
               for r, _, _ in found)
    return make_answer(ctx, text, conf, name, [(r, r.text, tuple(r.bbox)) for r, _, _ in found])


def _named_columns(question: str, r: Chunk, key: int, said: set[str]) -> list[int]:
    """The columns the question names by their headers' words: one, or, for `X and Y`, each
    named by a word no other column of the row shares (`pressure` class, `seal` class)."""
    named = {i: _header_words(h) & said for i, h in enumerate(r.header) if i != key}
    if not any(named.values()):
        # No header says the question's word as it is: read its other forms.
        named = {i: _said_words(_header_words(h), said) for i, h in enumerate(r.header) if i != key}
    named = {i: w for i, w in named.items() if w}
    if len(named) == 1:
        return list(named)
    if len(named) < 2 or not re.search(r"\band\b", question, re.I):
        return []
    own = [i for i, w in named.items() if w - set().union(*(v for j, v in named.items() if j != i))]
    return own if len(own) == len(named) else []


MIN_SHARED_ROOT = 4     # letters a header word and a question word must share to be one word


def _said_words(header: set[str], said: set[str]) -> set[str]:
    """The header's words the question says, also as another form of one word: a schedule
    heads `WATTS`, `MFR` (manufacturer), `MOUNTING`; a question asks the `wattage`, who
    `manufactures`, how it is `mounted`."""
    return {w for w in header if w in said or any(
        len(w) >= MIN_SHARED_ROOT and len(s) >= MIN_SHARED_ROOT and (s.startswith(w) or w.startswith(s))
        for s in said)}


def _qualifier_holds(question: str, r: Chunk, cols: list[int]) -> bool:
    """The word said right before the column's word (`travel` of `exit access travel
    distance`, `static` of `static pressure class`) names which such quantity is asked: the
    row's header, its table's title or its cells must say it too. A DEAD ENDS table's `MAX.
    DISTANCE` is not the travel distance; when OCR misread the right table's title, no table
    says it and the question is left open."""
    toks = [t for t in tokenize(question, keep_stopwords=True) if " " not in t]
    heads = set().union(*(_header_words(r.header[c]) for c in cols))
    first = next((i for i, t in enumerate(toks) if stem(t) in heads or stem(HEADER_WORDS.get(t, t)) in heads), None)
    if not first:
        return True
    before = toks[first - 1]
    if before in STOPWORDS or before in ASKING_WORDS or not re.fullmatch(r"[a-z]{3,}", before):
        return True
    known = {stem(t) for t in tokenize(" ".join([r.table, *r.header, *r.cells]))}
    return stem(before) in known


def _restates(question: str, cell: str) -> bool:
    """Is the cell only the question's own words (`CONCRETE SEALER` for `which product is the
    concrete sealer`)? Then it tells nothing the question did not."""
    words = {stem(t) for t in tokenize(cell) if len(t) > 1}
    return bool(words) and words <= {stem(t) for t in tokenize(question)}


def _one_reading(found: list[tuple[Chunk, int, list[int]]]) -> bool:
    """One row, or rows of one table that the question names each by its own cell (`general
    return and general exhaust`), asked for the same columns; two rows under one key (`circuit
    5` of two panels) leave the question open."""
    if len(found) == MAX_KEY_ROWS:
        return True
    if len(found) < 2:
        return False
    r0, _, cols0 = found[0]
    keys = {r.cells[k].upper() for r, k, _ in found}
    return (len(keys) == len(found) and all(r.table == r0.table and r.file == r0.file and cols == cols0
                                            for r, _, cols in found))


# Headers that name a designation read before their value: `SEAL CLASS A`, `TYPE X`.
_DESIGNATION = re.compile(r"\b(?:CLASS|TYPE|GRADE|GROUP|ZONE|CATEGORY)$", re.I)


def _reading(header: str, cell: str) -> str:
    """A cell as the drawing would say it: a short designation after its noun (`SEAL/LEAKAGE
    CLASS A`), anything else after its header and a colon."""
    if _DESIGNATION.search(header) and re.fullmatch(r"[A-Z0-9]{1,3}", cell.strip()):
        return f"{header} {cell.strip()}"
    return f"{header}: {cell}"
