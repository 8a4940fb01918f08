"""A room's name or number read off the labels printed on a plan.

A plan names each room where it is drawn: its name over its number (`STAFF WORKROOM` / `103`).
`What is room 104?` is answered with the name printed over 104, and `what is the room number of
the staff workroom?` with the number under that name -- reading text, not counting symbols. A
number or name labelled differently on two sheets is not answered unless the question names
the sheet.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer
from drawqa.tokens import tokenize

from ._domain import chunks_with, page_chunks, room_labels, stem
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "room_label"
kinds = frozenset({"*"})

_NAME_OF = pattern(r"^\s*(?:what|which)\s+(?:is\s+(?:the\s+name\s+of\s+)?room|room\s+is)\s+(?:number\s+|no\.?\s*|#\s*)?"
                   r"(?P<no>(?:[A-Z]{0,2}-?)?\d{2,4}[A-Z]?)\s*\??\s*$", re.I)
_NUMBER_OF = pattern(r"\b(?:room\s+number|number)\s+of\s+(?:the\s+)?(?P<room>[\w\s&'/-]{2,40}?)\s*\??\s*$"
                     r"|^\s*what\s+(?:room\s+)?number\s+is\s+(?:the\s+)?(?P<room2>[\w\s&'/-]{2,40}?)\s*\??\s*$", re.I)
_NOT_ROOMS = frozenset("sheet sheets drawing drawings page project permit occupants doors door windows window "
                       "stories storeys floors rooms".split())


def accepts(q) -> bool:
    return bool(_NAME_OF.search(q.text) or _NUMBER_OF.search(q.text))


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    m = _NAME_OF.search(ctx.question.text)
    if m:
        no = m.group("no").upper()
        found = _labels(ctx, [no.lower()], lambda n, num: num.upper() == no)
        return _say(ctx, found, lambda n, num: f"Room {num}: {n}", f"room {no}")
    m = _NUMBER_OF.search(ctx.question.text)
    room = m.group("room") or m.group("room2")
    words = [stem(t) for t in tokenize(room) if t not in ASKING_WORDS]
    if not words or any(t in _NOT_ROOMS for t in tokenize(room)):
        return None
    found = _labels(ctx, tokenize(room), lambda n, num: {stem(t) for t in tokenize(n)} == set(words))
    return _say(ctx, found, lambda n, num: f"{n}: room {num}", room.strip())


def _labels(ctx: Context, terms: list[str], match) -> dict[tuple[str, str], list]:
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, terms, kinds=("chunk",), limit=200)})
    found: dict[tuple[str, str], list] = {}
    for file, page in pages:
        for n, num, box, c in room_labels(page_chunks(ctx, file, page)):
            if match(n, num):
                found.setdefault((n, num), []).append((c, f"{n} {num}", box))
    return found


def _say(ctx: Context, found: dict, phrase, what: str) -> Optional[Answer | Abstain]:
    if not found:
        return None
    if len(found) > 1:
        where = sorted({c.sheet_id or f"page {c.page}" for ev in found.values() for c, _, _ in ev})
        labels = "; ".join(f"{n} {num}" for n, num in found)
        return Abstain(f"{what} is labelled differently on {', '.join(where)} ({labels}): name the sheet", name)
    (n, num), evidence = next(iter(found.items()))
    sheets = sorted({c.sheet_id for c, _, _ in evidence if c.sheet_id})
    text = phrase(n, num) + (f" (labelled on {', '.join(sheets)})" if sheets else "")
    return make_answer(ctx, text, GOOD, name, evidence[:3])
