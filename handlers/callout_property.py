"""Which window (or door) callouts on a plan carry a property: `which windows have to be tempered?`.

A plan calls out each window with its size and type code and its sill (`2030 CSMT` / `SILL @
4'-0"`), and under it what applies to that window (`TEMPERED`, `EMERGENCY EGRESS`). The answer
lists every callout that prints the property. A note or schedule that says it of the windows is
left to their readers (the callouts alone would answer in part); when the callouts were not all read whole (one with its sill
line, another without: a line lost to OCR), when one label holds two callouts, or when the
callouts stand on more than one plan.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer
from drawqa.tokens import tokenize

from ._domain import chunks_with, page_chunks, stem, view_of, view_titles
from ._labels import MAX_LABEL_WORDS, WINDOW_TYPE_RX, evidence, label_stacks, said, stack_box
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "callout_property"
kinds = frozenset({"*"})

_ASK = pattern(r"^\s*(?:which|what)\s+(?P<thing>windows|doors)\s+(?:(?:have|need)\s+to\s+be|must\s+be|shall\s+be|"
               r"should\s+be|are(?:\s+required\s+to\s+be|\s+to\s+be|\s+marked|\s+labell?ed|\s+noted(?:\s+as)?)?)\s+"
               r"(?P<prop>[a-z][a-z -]{2,30}?)\s*(?:windows?|doors?)?\s*\??\s*$", re.I)

_CODES = {"windows": pattern(rf"\b\d{{4}}\s*{WINDOW_TYPE_RX}\b", re.I), "doors": pattern(r"\b\d{4}\b(?=.*\bDOOR\b)", re.I)}
_SILL = pattern(r"\bSILL\b[^A-Za-z]{0,4}\d", re.I)
MAX_CALLOUT_LINES = 5
PROPERTY_WORDS = 2


def _ask(text: str):
    m = _ASK.search(text)
    if not m:
        return None
    words = [w for w in m.group("prop").lower().split() if w not in ("a", "an", "the")]
    return (m.group("thing").lower(), words) if 0 < len(words) <= PROPERTY_WORDS else None


def accepts(q) -> bool:
    return _ask(q.text) is not None


def _carries(text: str, words: list[str]) -> bool:
    have = {stem(t) for t in tokenize(text)}
    return all(stem(w) in have for w in words)


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    thing, words = _ask(ctx.question.text)
    code = _CODES[thing]
    prop = " ".join(words).upper()
    terms = [w for w in words if len(w) > 2]
    if not terms:
        return None
    if any(_carries(r.text, words) for r in ctx.chunks_of_kind("row", containing=[terms[0]])):
        return None     # a schedule says it: the schedule readers answer
    noun = thing.rstrip("s")
    holding = chunks_with(ctx, terms, kinds=("chunk",), limit=200)
    for c in holding:
        for u in c.units:
            text = " ".join(u[0].split())
            if len(text.split()) > MAX_LABEL_WORDS and _carries(text, words) and re.search(noun, text, re.I):
                return None     # a note says which: the note readers answer, the callouts alone do not
    callouts = []
    pages = sorted({(c.file, c.page) for c in holding})
    for file, page in pages:
        chunks = page_chunks(ctx, file, page)
        titles = view_titles(chunks)
        for stack in label_stacks(chunks):
            text = said(stack)
            n = len(code.findall(text))
            if len(stack) > MAX_CALLOUT_LINES:
                continue
            if not n and _carries(text, words) and not any(rx.search(text) for rx in _CODES.values()):
                return Abstain(f"a callout carrying {prop} has no legible size and type", name)
            if not n:
                continue
            if n > 1 or any(p.unsure for p in stack):
                return Abstain(f"a {noun} callout could not be read as one whole label", name)
            callouts.append(((file, page, view_of(titles, stack_box(stack))), stack, text))
    carrying = [x for x in callouts if _carries(x[2], words)]
    if not carrying:
        return None
    if len({w for w, _, _ in carrying}) > 1:
        return Abstain(f"{noun} callouts carrying {prop} stand on more than one plan", name)
    mine = [x for x in callouts if x[0] == carrying[0][0]]
    sills = [bool(_SILL.search(t)) for _, _, t in mine]
    if any(sills) and not all(sills):
        return Abstain(f"not every {noun} callout was read whole (a sill line is missing)", name)
    listed = "; ".join(t for _, _, t in carrying)
    n = len(carrying)
    text = f"{n} {noun} callout{'s' if n != 1 else ''} carr{'y' if n != 1 else 'ies'} {prop}: {listed}"
    return make_answer(ctx, text, GOOD, name, [e for _, s, _ in carrying for e in evidence(s)])
