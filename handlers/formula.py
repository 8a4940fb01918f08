"""How a quantity is calculated: `how is the average building elevation calculated?`.

A sheet prints a formula as the quantity's name, an equals sign and the expression
(`AVERAGE BUILDING ELEVATION = ...`); the expression may go on in the lines under it, and a
fraction stands as its numerator over its denominator (the bar between them is drawn, not text).
An expression of bare letters (`A / B`) means what the sheet defines each letter as
(`LOT AREA = B`): with a letter left undefined the formula says nothing the asker can use.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer
from drawqa.tokens import STOPWORDS, tokenize

from ._domain import chunk_lines, chunks_with, page_chunks, stem, union
from .base import Context, make_answer, pattern
from .confidence import Evidence, confidence

name = "formula"
kinds = frozenset({"*"})

_ASKS = pattern(r"^\s*how\s+(?:is|are|was|were|do\s+(?:i|you|we)|does\s+(?:one|the\s+\w+))\s+(?:the\s+)?(?P<x>.+?)\s+"
                r"(?:calculated|computed|figured|determined|derived|worked\s+out|calculate|compute|figure|determine)\b"
                r"|\b(?:formula|equation)\s+(?:for|of)\s+(?:the\s+)?(?P<y>[^?]+)", re.I)
_PLACE = re.compile(r"\s+(?:on|in|per|from)\s+(?:the\s+|sheet\s+)?[\w.-]+(?:\s+(?:sheet|plan|drawing))?\s*$", re.I)
_FORMULA = re.compile(r"^(?P<name>[A-Za-z][^=]{2,60}?)\s*=\s*(?P<expr>.*)$")
_EXPRESSION = re.compile(r"[()+\u00f7/*]|\s[xX\u00d7]\s")
MAX_CONTINUED = 3
CENTRED = 0.25     # share of the wider line's width a denominator's centre may stand off the numerator's


def accepts(q) -> bool:
    return _ASKS.search(q.text) is not None


def _asked_words(text: str) -> list[str]:
    m = _ASKS.search(text)
    thing = _PLACE.sub("", m.group("x") or m.group("y") or "")
    return [t for t in tokenize(thing) if t not in STOPWORDS and t.isalpha()]


def answer(ctx: Context) -> Optional[Answer]:
    words = _asked_words(ctx.question.text)
    asked = {stem(t) for t in words}
    if not asked:
        return None
    for c in chunks_with(ctx, words, kinds=("chunk",), limit=200):
        if not ctx.in_scope(c):
            continue
        lines = chunk_lines(c)
        for i, line in enumerate(lines):
            m = _FORMULA.match(" ".join(line.text.split()))
            if m is None or {stem(t) for t in tokenize(m.group("name")) if t not in STOPWORDS} != asked:
                continue
            expr, boxes = _expression(lines, i, m.group("expr"))
            if not expr or not _letters_defined(ctx, c, expr):
                continue
            said = f"{' '.join(m.group('name').split())} = {expr}"
            conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=c.source == "ocr"))
            return make_answer(ctx, said, conf, name, [(c, said, union(boxes))])
    return None


def _expression(lines, i: int, first: str) -> tuple[str, list]:
    """The expression after the equals sign, read on through the lines under it that carry
    it on; a line centred under the one above it is that line's denominator."""
    parts, boxes = ([first.strip()] if first.strip() else []), [lines[i].geo]
    last = lines[i]
    for k in range(i + 1, min(len(lines), i + 1 + MAX_CONTINUED)):
        nxt = lines[k]
        t = " ".join(nxt.text.split())
        if not _EXPRESSION.search(t) or nxt.geo[1] < last.geo[1] or nxt.geo[1] - last.geo[3] > 1.5 * last.h:
            break
        if parts and _centred_under(last, nxt) and k > i + 1:
            parts = [f"({' '.join(parts)}) / ({t})"]
        else:
            parts.append(t)
        boxes.append(nxt.geo)
        last = nxt
    return " ".join(parts), boxes


def _centred_under(upper, lower) -> bool:
    width = max(upper.geo[2] - upper.geo[0], lower.geo[2] - lower.geo[0], 1.0)
    cu, cl = (upper.geo[0] + upper.geo[2]) / 2, (lower.geo[0] + lower.geo[2]) / 2
    return abs(cu - cl) <= CENTRED * width and (lower.geo[2] - lower.geo[0]) < (upper.geo[2] - upper.geo[0])


def _letters_defined(ctx: Context, c, expr: str) -> bool:
    """`A / B` says something only where the page defines every letter (`LOT AREA = B`)."""
    words = re.findall(r"[A-Za-z]+", expr)
    letters = {w for w in words if len(w) == 1 and w.isupper() and w != "X"}
    if not letters or any(len(w) > 1 for w in words):
        return True
    defined = set()
    for other in page_chunks(ctx, c.file, c.page):
        for m in re.finditer(r"[A-Za-z][A-Za-z ]{2,40}=\s*([A-Z])(?!\s*[\w+/*\u00f7-])", other.text):
            defined.add(m.group(1))
    return letters <= defined
