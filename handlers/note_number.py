"""A numbered note looked up by its number: `what does note 10 call for?`, `keynote 4 on A101?`.

Sheet notes and keynotes are numbered lists: each number printed at the left of its note, often
in a bubble that the text layer keeps apart from the note's words (`10` alone, the note to its
right on the same row). A number is read as a note's only when it stands in such a list -- at
least MIN_LIST notes numbered down one column -- so a grid bubble or a detail number beside some
text is not taken for one. A sheet named in the question scopes the lookup; a number that
numbers different notes on several sheets is not answered without one.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer, Chunk

from ._domain import chunks_with, page_chunks, passage_right_of
from .base import Abstain, Context, make_answer, pattern, units
from .confidence import GOOD

name = "note_number"
kinds = frozenset({"*"})

_NOTE_Q = pattern(r"\b(?:key\s*note|note)\s*(?:no\.?\s*|number\s+|#\s*)?(?P<n>\d{1,3}[A-Z]?)\b(?!\s*(?:'|\"|ft|in|mm))", re.I)
_NUMBERED = pattern(r"^\s*\(?(?P<n>\d{1,3}[A-Z]?)[.)]?\s+(?P<text>[A-Z(].*)$", re.S)
MIN_LIST = 3            # numbered notes down one column that make a list
MIN_NOTE_WORDS = 3
BUBBLE_GAP = 8          # text heights from a note's number to its words
COLUMN_SLACK = 2.0      # text heights a list's numbers may wander left and right


def accepts(q) -> bool:
    return bool(_NOTE_Q.search(q.text))


def _numbered_items(page: list[Chunk]) -> list[tuple[str, str, tuple, tuple, Chunk]]:
    """(number, note, box of the number, box of the note, chunk) for every note of the page's
    numbered lists."""
    items = []
    for c in page:
        if c.section == "title block":
            continue
        for text, b in units(c):
            m = _NUMBERED.match(text)
            if m and len(re.findall(r"[A-Za-z]{2,}", m.group("text"))) >= MIN_NOTE_WORDS:
                items.append((m.group("n"), " ".join(m.group("text").split()), tuple(b), tuple(b), c))
            elif re.fullmatch(r"\(?\d{1,3}[A-Z]?[.)]?", text.strip()):
                hit = passage_right_of(page, tuple(b), BUBBLE_GAP, MIN_NOTE_WORDS)
                if hit is not None:
                    p, pc = hit
                    items.append((text.strip(" .()"), " ".join(p.text.split()), tuple(b), tuple(p.bbox), pc))
    listed = []
    for n, text, b, nb, c in items:
        h = max(1.0, b[3] - b[1])
        column = {m for m, _, o, _, _ in items if abs(o[0] - b[0]) <= COLUMN_SLACK * h}
        if len(column) >= MIN_LIST:
            listed.append((n, text, b, nb, c))
    return listed


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    n = _NOTE_Q.search(ctx.question.text).group("n").upper()
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, [n.lower()], kinds=("chunk",), limit=400)})
    found: dict[str, list[tuple[Chunk, str, tuple]]] = {}
    for file, page in pages:
        for m, text, _, box, c in _numbered_items(page_chunks(ctx, file, page)):
            if m.upper() == n:
                found.setdefault(text, []).append((c, text, box))
    if not found:
        return None
    if len(found) > 1:
        where = sorted({c.sheet_id or f"page {c.page}" for ev in found.values() for c, _, _ in ev})
        return Abstain(f"note {n} says different things on {', '.join(where)}: name the sheet", name)
    text, evidence = next(iter(found.items()))
    c = evidence[0][0]
    said = f"Note {n} (sheet {c.sheet_id}): {text}" if c.sheet_id else f"Note {n}: {text}"
    return make_answer(ctx, said, GOOD, name, evidence[:3])
