"""A stated sum: `OCCUPANTS: 490 + 138 (EXISTING S-1) = 628`, for a question asking for a total
and what it is made of.

A code summary totals occupant loads, areas and fixture counts as one written equation: the
figure calculated, each figure added to it with its label, and the total. An equation answers
only when its figures add up (a misread or scrambled line does not), its label is a word of the
question (`OCCUPANTS` for an occupant load), and, for a question about something added, an
added figure's label is too (`EXISTING`). A
question naming one of several parallel headed blocks of a sheet (`the North Building`, on a
sheet split under NORTH BUILDING / SOUTH BUILDING) is answered from that block's equation, and
from no other block's; two equations that differ answer nothing.
"""
from __future__ import annotations

import re

from drawqa.expect import asked_types, named_scopes
from drawqa.models import Answer
from drawqa.question import Question
from drawqa.tokens import tokenize

from ._domain import SUM_ADDEND, chunks_with, headed_block_of, stated_sum
from .base import Context, make_answer, pattern

name = "total"
kinds = frozenset({"count", "dimension", "code", "general", "metadata"})

_TOTAL_Q = pattern(r"\btotal\b|\badded\b|\bsum\b|\bcombined\b|\baltogether\b", re.I)
_WHAT_TOTAL = pattern(r"\bwhat\b[^?]*\btotal\b", re.I)       # `what occupant total is ... based on`
_ADDING_Q = pattern(r"\badd(?:ed|ing)?\b|\bplus\b|\bonce\b|\bincluding\b", re.I)


def accepts(q: Question) -> bool:
    kinds_asked = asked_types(q.text)
    return bool(_TOTAL_Q.search(q.text)) and ("number" in kinds_asked or "count" in kinds_asked
                                              or bool(_WHAT_TOTAL.search(q.text)))


def _roots(text: str) -> set[str]:
    return {t[:-1] if len(t) > 3 and t.endswith("s") else t for t in re.findall(r"[a-z]+", text.lower())}


def answer(ctx: Context) -> Answer | None:
    q = ctx.question
    asked = _roots(q.text)
    scopes = named_scopes(q.text)
    adding = _ADDING_Q.search(q.text) is not None
    found: dict[str, tuple] = {}
    for c in chunks_with(ctx, tokenize(q.text), kinds=("chunk",), limit=200):
        if not ctx.in_scope(c):
            continue
        for u in c.units:
            m = stated_sum(u[0])
            if not m:
                continue
            addends = SUM_ADDEND.findall(m.group("rest"))
            if not _roots(m.group("label")) & asked:
                continue
            if adding and not any(_roots(lab) & asked for _, lab in addends):
                continue      # `once the existing storage is added`: the figure added is named
            block = headed_block_of(ctx, c.file, c.page, u[1:5]) if scopes else None
            if scopes and block not in scopes:
                continue      # another building's equation, or one no heading places
            found.setdefault(m.group(0), (c, tuple(u[1:5]), m, block))
    if len(found) != 1:
        return None
    equation, (c, box, m, block) = next(iter(found.items()))
    label = m.group("label").strip()
    where = f", {block.upper()} {_heading_noun(q.text, block)}" if block else ""
    text = (f"{m.group('first')} ({label}); {m.group('total')} in total: {equation}{where}")
    return make_answer(ctx, text, 0.8, name, [(c, equation, box)])


def _heading_noun(question: str, block: str) -> str:
    """The noun the question names the block with (`North Building`: BUILDING)."""
    m = re.search(rf"\b{re.escape(block)}\s+([A-Za-z]+)", question, re.I)
    return m.group(1).upper() if m else ""
