"""What a type mark stands for: `what are the type B doors?`, `what is wall type 3?`.

A set defines each type once, in a keyed list under a `DOOR TYPES` (`WALL TYPES` ...) heading,
one entry a line: `TYPE B - INTERIOR 2-PANEL SHAKER DOOR, 1 3/8" THICK UNLESS NOTED.` A schedule
row that only carries the letter in its TYPE column (door 104, type B) says which door is of
that type, not what the type is; so the entry answers, and where the set defines the mark for
several things and the question names none of them, nothing does.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer

from ._domain import TYPE_ENTRY, chunk_lines, is_heading
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "type_key"
kinds = frozenset({"*"})

# `what are the type B doors`, `what is door type B`, `what's a type 3 wall`, `what does type C mean`
_ASKED = pattern(r"^\s*(?i:what(?:'s|\s+is|\s+are|\s+does))\s+(?i:the\s+|an?\s+)?(?:(?P<a>[a-z]+)\s+)?"
                 r"(?i:type)\s+(?P<x>[A-Z]{1,2}|\d{1,2}[A-Z]?)(?:\s+(?P<b>[a-z]+))?"
                 r"(?:\s+(?i:mean|stand\s+for))?\s*\??\s*$")
MAX_ENTRY_CHARS = 300


def accepts(q) -> bool:
    return _ASKED.match(q.text) is not None


def _noun(word: Optional[str]) -> Optional[str]:
    """The thing the type is of (`doors` -> `door`); none for a verb or article."""
    if not word or word.lower() in ("mean", "stand", "the", "a", "an"):
        return None
    return word.lower().rstrip("s")


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    m = _ASKED.match(ctx.question.text)
    mark, thing = m.group("x"), _noun(m.group("a")) or _noun(m.group("b"))
    found: dict[str, tuple] = {}
    ids = sorted(int(i) for i in ctx.posting_ids(["type"]))
    for c in ctx.gen.chunks(ids):
        if c.kind != "chunk":
            continue
        heading = ""
        for line in chunk_lines(c):
            text = line.text.strip()
            if is_heading(text):
                heading = text
            e = TYPE_ENTRY.match(text)
            if e is None or e.group("x") != mark:
                continue
            about = f"{heading} {e.group('m')}".lower()
            if thing and thing not in about:
                continue      # another list's type B (a window type, a wall type)
            key = " ".join(e.group("m").upper().split())
            found.setdefault(key, (c, line, e.group("m").strip()))
    if not found:
        return None
    if len(found) > 1:
        return Abstain(f"type {mark} is defined for several things: {'; '.join(sorted(found))[:160]}", name)
    c, line, meaning = next(iter(found.values()))
    return make_answer(ctx, f"Type {mark}: {meaning}", GOOD, name, [(c, line.text, line.cite)], limit=MAX_ENTRY_CHARS)
