"""How high a level is, read from the level markers of elevations and sections: `how high is
the ridge above the first floor?`.

An elevation or section marks each level with its name and, right under it, its height above
the drawing's datum (`RIDGE` / `25'-10"`, `T.O. FIRST FLOOR` / `0'-0"`). A level asked by name is
answered by the value under that name; a level it is asked above must be the datum (`0'-0"`),
since the marker's figure is measured from there. Markers that give one level two heights are
no answer.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer, Chunk
from drawqa.question import Question

from ._domain import chunk_lines, norm_text, stems
from .base import Context, make_answer, pattern
from .confidence import GOOD

name = "level"
kinds = frozenset({"dimension"})

_ASK = pattern(r"^\s*how\s+high\s+is\s+(?:the\s+)?(?P<x>[a-z][a-z .'-]*?)"
               r"(?:\s+(?:above|over|from)\s+(?:the\s+)?(?P<y>[a-z][a-z .'-]*?))?"
               r"(?:\s+(?:on|in|per|as\s+shown|shown)\b[^?]*)?\s*\??\s*$", re.I)
_VALUE = pattern(r"^\s*[+-]?\d{1,3}'\s*-\s*\d{1,2}(?:\s*\d/\d{1,2})?\"\s*$")
_LEVEL_VIEWS = ("elevation", "section")
DATUM = "0'-0\""
MAX_NAME_WORDS = 5


def accepts(q: Question) -> bool:
    return _ASK.search(q.text) is not None


def _markers(ctx: Context) -> list[tuple[str, str, Chunk, tuple]]:
    """(level name, value, chunk, box) of every level marker: a name line with its value right
    under it in the same block."""
    out = []
    for c in [c for view in _LEVEL_VIEWS for c in ctx.section_chunks(view)]:
        lines = chunk_lines(c)
        for i in range(len(lines) - 1):
            top, low = lines[i], lines[i + 1]
            t = norm_text(top.text)
            if top.unit != low.unit or not _VALUE.match(low.text) or re.search(r"\d", t) \
                    or not 1 <= len(t.split()) <= MAX_NAME_WORDS:
                continue
            out.append((t, " ".join(low.text.split()), c, top.cite))
    return out


def _values(markers, words: set[str]) -> set[str]:
    return {v for n, v, _, _ in markers if words <= stems(n)}


def answer(ctx: Context) -> Optional[Answer]:
    m = _ASK.search(ctx.question.text)
    x = stems(m.group("x"))
    markers = _markers(ctx)
    named = [(n, v, c, b) for n, v, c, b in markers if x <= stems(n)]
    values = {v.replace(" ", "") for _, v, _, _ in named}
    if len(values) != 1:
        return None
    if m.group("y"):
        base = {v.replace(" ", "") for v in _values(markers, stems(m.group("y")))}
        if DATUM not in base:
            return None        # a height above another level than the datum is not printed
    n, v, c, b = named[0]
    where = f" (level marker, sheet {c.sheet_id})" if c.sheet_id else " (level marker)"
    text = f"{n}: {v}" + (f" above {m.group('y').upper()} at {DATUM}" if m.group("y") else "") + where
    return make_answer(ctx, text, GOOD, name, [(c2, f"{n2} {v2}", b2) for n2, v2, c2, b2 in named[:3]])
