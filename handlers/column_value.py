"""Values read under the captions a question names, in a table whose rows it does not name by a
mark: a form's section (`LIGHTING ALTERATION`: `Watts Removed`, `Watts Remaining`), an energy
table (`ENERGY DESIGN RATING`: `Proposed Design`).

A caption's value stands under it in the same column. The row is the one whose label the
question says whole (`Efficiency EDR`), else the table's one total row (`Total`, `Compliance
Total`), else its only row; a table of several rows none of which is named or a total leaves the
question open, unless it asks about every thing the table lists (its title's words) and each row
gives the column one value. A question naming two captions (`removed and remaining`) gets both
values, or says which it could not read. Every word the question asks about must be in the table
(its title, its captions or the row), so a table that only shares a caption's word with the
question does not answer it.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer, Chunk
from drawqa.tables import unnamed_column
from drawqa.tokens import tokenize

from ._domain import empty, rows_by_table, stem
from .base import Context, make_answer
from .confidence import Evidence, confidence

name = "column_value"
kinds = frozenset({"*"})

MIN_SHARED_ROOT = 4      # letters of the longer of two forms of one word (`remain` / `remaining`) ...
MIN_ABBREVIATION = 3     # ... and of the shorter, which begins it (`vol` / `volume`)
MIN_CAPTION_SHARE = 0.5  # of a caption's words the question must say
_TOTAL = re.compile(r"\btotals?\b", re.I)
_UNITS = re.compile(r"\([^()]*\)")     # a caption's unit in brackets (`Tank Vol. (gal)`) names nothing


def accepts(q) -> bool:
    return not q.marks      # a row named by its mark is row_cell's


def _words(text: str) -> set[str]:
    return {stem(t) for t in tokenize(_UNITS.sub(" ", text)) if len(t) > 1 and t not in ASKING_WORDS}


def _said(word: str, said: set[str]) -> bool:
    """The question says the word, or another form of it (`remain` for `Remaining`, `volume`
    for the abbreviation `Vol.`)."""
    return word in said or any(_one_word(word, s) for s in said)


def _one_word(a: str, b: str) -> bool:
    """Two forms of one word: the shorter (an abbreviation, a stem) begins the longer."""
    short, long_ = sorted((a, b), key=len)
    return len(short) >= MIN_ABBREVIATION and len(long_) >= MIN_SHARED_ROOT and long_.startswith(short)


def _named_captions(header: list[str], said: set[str]) -> list[int]:
    """Captions the question names: most of their words said, one of them no other caption has."""
    words = [_words(h) for h in header]
    out = []
    for i, ws in enumerate(words):
        if not ws or unnamed_column(header[i]):
            continue
        got = {w for w in ws if _said(w, said)}
        others = set().union(*(v for j, v in enumerate(words) if j != i))
        if got and len(got) >= MIN_CAPTION_SHARE * len(ws) and got - others:
            out.append(i)
    return out


def _row(rows: list[Chunk], said: set[str], cols: list[int]) -> Optional[Chunk]:
    label = lambda r: next((c for i, c in enumerate(r.cells) if i not in cols and not empty(c)), "")  # noqa: E731
    named = [r for r in rows if _words(label(r)) and all(_said(w, said) for w in _words(label(r)))]
    if len(named) == 1:
        return named[0]
    if named:
        return None
    totals = [r for r in rows if _TOTAL.search(label(r))]
    if len(totals) == 1:
        return totals[0]
    return rows[0] if len(rows) == 1 else None


def _one_value_for_all(rows: list[Chunk], said: set[str], cols: list[int], title: str) -> Optional[list[Chunk]]:
    """`Who manufactures the rooftop units?`: a question about all the things a schedule lists
    (its title's words said, `ROOFTOP UNIT SCHEDULE`) is answered by a column whose every row
    gives one value: those rows, or None."""
    kind = _words(title) - _words("schedule table list")
    if not kind or not all(_said(w, said) for w in kind):
        return None
    if len({tuple(r.cells[i].strip().upper() for i in cols) for r in rows}) != 1:
        return None
    return rows


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    said = _words(q.text)
    if not said:
        return None
    found = []
    for (_, _, title), rows in rows_by_table(ctx).items():
        header = rows[0].header
        if any(r.header != header or len(r.cells) != len(header) for r in rows):
            continue
        cols = _named_captions(header, said)
        if not cols:
            continue
        r, every = _row(rows, said, cols), None
        if r is None:
            every = _one_value_for_all(rows, said, cols, title)
            r = every[0] if every else None
        if r is None:
            continue
        known = _words(title) | set().union(*(_words(h) for h in header)) | _words(" ".join(r.cells))
        if not all(_said(w, known) for w in said):
            continue       # the question asks about something this table does not name
        found.append((r, cols, every))
    if len(found) != 1:
        return None        # no table, or several that could be meant
    r, cols, every = found[0]
    values = [(r.header[i], r.cells[i]) for i in cols]
    if all(empty(v) for _, v in values):
        return None
    label = r.cells[0] if 0 not in cols and not empty(r.cells[0]) else ""   # the row's name, in its first column
    if every and 0 not in cols:
        label = ", ".join(x.cells[0] for x in every if not empty(x.cells[0]))    # each row gives the value
    parts = [f"{h}: {v}" if not empty(v) else f"{h}: not given" for h, v in values]
    text = f"{label}: {'; '.join(parts)} ({r.table})" if label else f"{'; '.join(parts)} ({r.table})"
    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=r.source == "ocr", keyed_row=True))
    return make_answer(ctx, text, conf, name, [(x, x.text, tuple(x.bbox)) for x in (every or [r])])
