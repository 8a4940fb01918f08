"""What a word means where the notes define it: `what does the term 'remove' mean?`.

General notes define the words they use in one grammar: `THE TERM "PROVIDE" SHALL MEAN FURNISH,
INSTALL AND CONNECT ...`, `"WORK" MEANS ...`, `THE WORD "TYPICAL" SHALL MEAN ...`. The answer
quotes the definition up to the end of its sentence or the next term defined. A set that
defines some words this way but not the one asked does not define it (an abbreviation list,
asked first, has had its say); a set that defines none leaves the question to the others.
"""
from __future__ import annotations

import re

from drawqa.models import Answer
from drawqa.question import Question
from drawqa.tokens import tokenize

from ._domain import chunk_passages, chunks_with
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "defined_term"
kinds = frozenset({"*"})

_QUOTE = "\"'\u201c\u201d\u2018\u2019`"
# `what does the term 'remove' mean`, `what is meant by "provide"`, `what does "work" mean`
_ASKS = pattern(rf"\b(?:term|word|phrase)\s+[{_QUOTE}]?(?P<a>[A-Za-z][A-Za-z -]{{1,30}}?)[{_QUOTE}]?\s+"
                r"(?:mean|means|stand\s+for|refer\s+to)\b"
                rf"|\bmeant\s+by\s+(?:the\s+(?:term|word|phrase)\s+)?[{_QUOTE}](?P<b>[A-Za-z][A-Za-z -]{{1,30}}?)[{_QUOTE}]"
                rf"|\b(?:does|do)\s+[{_QUOTE}](?P<c>[A-Za-z][A-Za-z -]{{1,30}}?)[{_QUOTE}]\s+mean\b", re.I)
_DEFINES = r"(?:SHALL\s+MEAN|MEANS|SHALL\s+BE\s+DEFINED\s+AS|IS\s+DEFINED\s+AS|SHALL\s+REFER\s+TO|REFERS\s+TO)"
# The definition ends at its sentence's end or where the next term is defined.
_END = r"(?=\.\s|\.?\s*$|;|\s+THE\s+(?:TERM|WORD|PHRASE)\b)"


def _term(q: Question):
    m = _ASKS.search(q.text)
    if m is None:
        return None
    return next(g for g in m.groups() if g).strip()


def accepts(q: Question) -> bool:
    return _term(q) is not None


def _definition(term: str):
    t = r"\s+".join(re.escape(w) for w in term.upper().split())
    return re.compile(rf"(?:\bTHE\s+(?:TERM|WORD|PHRASE)\s+[{_QUOTE}]?{t}[{_QUOTE}]?|[{_QUOTE}]{t}[{_QUOTE}])"
                      rf"\s*,?\s+{_DEFINES}\s+(?P<d>.+?){_END}", re.I)


_ANY_DEFINED = pattern(rf"\bTHE\s+(?:TERM|WORD|PHRASE)\s+[{_QUOTE}]?[A-Z][A-Z -]{{1,30}}?[{_QUOTE}]?\s*,?\s+{_DEFINES}\b", re.I)


def answer(ctx: Context) -> Answer | Abstain | None:
    term = _term(ctx.question)
    words = [w for w in tokenize(term)]
    if not words:
        return None
    rx = _definition(term)
    for c in chunks_with(ctx, words):
        for p in chunk_passages(c):
            m = rx.search(" ".join(p.text.split()))
            if m is None:
                continue
            said = m.group(0).strip()
            where = f" (sheet {c.sheet_id})" if c.sheet_id else ""
            return make_answer(ctx, said + where, GOOD, name, [(c, said, p.bbox)])
    for c in chunks_with(ctx, ["term", "word", "phrase"]):
        if any(_ANY_DEFINED.search(" ".join(p.text.split())) for p in chunk_passages(c)):
            return Abstain(f"the notes define other terms, not {term!r}", name)
    return None
