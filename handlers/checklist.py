"""What a checklist says a kind of drawing must show.

Permit offices and firms publish requirements as a heading that names the drawing (`Shed plot
plan requirements`) over one item per line (`Drawing scale`, `Trees greater than 19 inches
diameter and critical root zone`, `Easements`). A question names the drawing and asks which items
of a kind it must show (`which trees must be shown on a shed plot plan?`) or whether it must show
some (`does a shed plot plan have to show easements and city limit boundaries?`). The answer
quotes the heading and the items; a yes needs every item asked to be on the list, and an item
that is not there leaves the question to the other handlers.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer, Chunk
from drawqa.tokens import tokenize

from ._domain import chunks_with, stem
from .base import Context, make_answer, pattern
from .confidence import Evidence, confidence

name = "checklist"
kinds = frozenset({"*"})

_SHOWN = r"(?:shown|included|indicated|drawn|provided|labell?ed)"
_WHICH_Q = pattern(r"(?:^|,)\s*(?:what|which)\s+(?P<subj>[\w\s'-]{2,40}?)\s+(?:has|have|must|needs?|should|is|are)\s+"
                   rf"(?:to\s+)?(?:be\s+)?{_SHOWN}\s+(?:on|in)\s+(?:a|an|the)\s+(?P<drawing>[\w\s-]{{3,60}}?)\s*\??$", re.I)
_WHETHER_Q = pattern(r"^\s*(?:does|do|must|should)\s+(?:a|an|the)\s+(?P<drawing>[\w\s-]{3,60}?)\s+"
                     r"(?:have\s+to\s+|need\s+to\s+)?(?:show|include|indicate)\s+(?P<items>.+?)\s*\??$", re.I)
_HEADING = pattern(r"\b(?:requirements?|checklist)\b", re.I)
# Words that say what kind of thing is asked about without naming it.
_VAGUE = frozenset("information info details detail items item things thing data".split())
MAX_ITEM_WORDS = 20
MIN_ITEMS = 3


def accepts(q) -> bool:
    return bool(_WHICH_Q.search(q.text) or _WHETHER_Q.search(q.text))


def _words(text: str) -> list[str]:
    return [stem(t) for t in tokenize(text) if t not in ASKING_WORDS and t not in _VAGUE and len(t) > 1]


def _holds(line: str, words: list[str]) -> bool:
    have = {stem(t) for t in tokenize(line)}
    return bool(words) and all(w in have for w in words)


def _checklist(ctx: Context, drawing: str) -> Optional[tuple[Chunk, str, list[str]]]:
    """The list whose heading names the drawing and says it lists requirements: (chunk, heading,
    items), an item's wrapped line joined to it (a line starting in lower case goes on)."""
    words = _words(drawing)
    if not words:
        return None
    for c in chunks_with(ctx, [t for t in tokenize(drawing) if len(t) > 2], kinds=("chunk",), limit=100):
        lines = [" ".join(x.split()) for x in c.text.split("\n") if x.strip()]
        if not lines or not _HEADING.search(lines[0]) or not _holds(lines[0], words):
            continue
        items: list[str] = []
        for line in lines[1:]:
            if items and line[:1].islower():
                items[-1] = f"{items[-1]} {line}"
            else:
                items.append(line)
        items = [x for x in items if len(x.split()) <= MAX_ITEM_WORDS]
        if len(items) >= MIN_ITEMS:
            return c, lines[0], items
    return None


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    m = _WHICH_Q.search(q.text)
    if m:
        found = _checklist(ctx, m.group("drawing"))
        subj = _words(m.group("subj"))
        if found is None or not subj:
            return None
        c, heading, items = found
        picked = [x for x in items if _holds(x, subj)]
    else:
        m = _WHETHER_Q.search(q.text)
        found = _checklist(ctx, m.group("drawing"))
        if found is None:
            return None
        c, heading, items = found
        asked = [x for x in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", m.group("items")) if _words(x)]
        picked = []
        for a in asked:
            hit = next((x for x in items if _holds(x, _words(a))), None)
            if hit is None:
                return None       # not on the list: the list does not say it is not required
            picked.append(hit)
    if not picked:
        return None
    picked = list(dict.fromkeys(picked))
    text = f"{heading}: {'; '.join(picked)}"
    if not _WHICH_Q.search(q.text):
        text = f"Yes. {text}"
    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=c.source == "ocr"))
    return make_answer(ctx, text, conf, name, [(c, c.text, c.bbox)])
