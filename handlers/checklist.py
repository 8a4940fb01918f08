"""What a checklist says a kind of drawing must show.

Permit offices and firms publish requirements as a heading that names the drawing (`Shed plot
plan requirements`) over one item per line (`Drawing scale`, `Trees greater than 19 inches
diameter and critical root zone`, `Easements`). A question names the drawing and asks which items
of a kind it must show (`which trees must be shown on a shed plot plan?`) or whether it must show
some (`does a shed plot plan have to show easements and city limit boundaries?`, `must fences be
shown on a shed plot plan?`, `does the city require a north arrow on the plot plan?`, `plot plan
for a shed - do I have to show fences?`), or asks what
the list says of one item without naming the drawing (`what does the checklist say about trees?`,
answered only when one list holds it), or names the list by its heading in a source clause and
asks which items of a kind it requires (`per the interior remodel requirements, which room labels
are needed?`). The answer quotes the heading and the items; a yes needs
every item asked to be on the list, and an item that is not there leaves the question to the
other handlers. A `which ... are shown` with no word of requirement asks what is drawn, not what
must be, and is left to the others too.
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
# A leading source clause (`Per the checklist,`, `According to the city's checklist,`) names no item.
_LEAD = r"^\s*(?:(?:per|according\s+to|under|by)\s+[^,]{1,40},\s*)?"
# A list named as such (`the city's checklist`, `the plan requirements`).
_LIST = r"(?:the\s+)?(?:[\w'’-]+\s+){0,3}?(?:checklist|requirements?)"
_DRAWING = r"(?:a|an|the)\s+(?P<drawing>[\w\s-]{3,60}?)\s*\??$"
_WHICH_Q = pattern(r"(?:^|,)\s*(?:what|which)\s+(?P<subj>[\w\s'-]{2,40}?)\s+(?:has|have|must|needs?|should|is|are)\s+"
                   rf"(?:to\s+)?(?:be\s+)?{_SHOWN}\s+(?:on|in)\s+{_DRAWING}", re.I)
_WHETHER_Q = pattern(_LEAD + r"(?:does|do|must|should)\s+(?:a|an|the)\s+(?P<drawing>[\w\s-]{3,60}?)\s+"
                     r"(?:have\s+to\s+|need\s+to\s+)?(?:show|include|indicate)\s+(?P<items>.+?)\s*\??$", re.I)
# `do fences have to be shown on a plot plan?`: the modal (have to / must / required) makes it a
# requirement; `is the fence shown on the plot plan?` asks about the drawing and is not matched.
_PASSIVE_Q = pattern(_LEAD + r"(?:do|does|must|are|is)\s+(?P<items>.+?)\s+(?:(?:have|has|need|needs|required)\s+to\s+)?"
                     rf"be\s+{_SHOWN}\s+(?:on|in)\s+{_DRAWING}", re.I)
# The office that publishes the checklist requires in its own name (`does the city require ...`).
_AUTHORITY = r"(?:the\s+)?(?:city|county|town|village|jurisdiction|ahj|permit\s+office|building\s+department)"
_REQUIRE_Q = pattern(_LEAD + rf"(?:does|do|must)\s+(?:{_LIST}|{_AUTHORITY})\s+(?:require|call\s+for|ask\s+for|include|list)\s+"
                     rf"(?P<items>.+?)\s+(?:on|in|for)\s+{_DRAWING}", re.I)
# `what does the checklist say to show for utility power lines?`: no drawing named, so any one list.
_SAY_Q = pattern(rf"^\s*what\s+(?:does|do)\s+{_LIST}\s+(?:say|ask|require|call\s+for)\s+"
                 r"(?:(?:to\s+)?(?:show|include|indicate|provide)\s+)?(?:for|about|regarding|on)\s+(?P<subj>.+?)\s*\??$", re.I)
# `plot plan for a shed - do I have to show impervious cover?`: the drawing named first, then
# the asker's own obligation (`do I / we / you have to show`).
_ASKER_Q = pattern(r"^\s*(?:for\s+)?(?:(?:a|an|the)\s+)?(?P<drawing>[\w\s-]{3,60}?)\s*[-–—:,]\s*(?:do|must|should)\s+"
                   r"(?:i|we|you)\s+(?:have\s+to\s+|need\s+to\s+)?(?:show|include|indicate)\s+(?P<items>.+?)\s*\??$", re.I)
# `a plot plan for a shed` is a shed plot plan, the name a checklist heading gives it.
_FOR_THE = pattern(r"^(?P<kind>.+?)\s+for\s+(?:a|an|the)\s+(?P<what>.+)$", re.I)
# `impervious cover like the driveway`: an example names an instance of the item, not the item.
_EXAMPLE = pattern(r"\s*\(?\b(?:like|such\s+as|e\.?\s?g\.?|for\s+example|including)\b.*$", re.I)
_HEADING = pattern(r"\b(?:requirements?|checklist)\b", re.I)
# A checklist says what must be shown, not what is: `which trees are shown on the plot plan?`
# asks about the drawing and is left to the others.
_REQUIRED = pattern(r"\b(?:must|has\s+to|have\s+to|needs?\s+to|should|required|requirements?|checklist)\b", re.I)
# Words that say what kind of thing is asked about without naming it.
_VAGUE = frozenset("information info details detail items item things thing data".split())
MAX_ITEM_WORDS = 20
MIN_ITEMS = 3
# `Per the interior remodel requirements, which room labels are needed?`: the list named by its
# heading in the source clause, then the items of a kind it requires.
_PER_LIST_WHICH_Q = pattern(r"^\s*(?:per|according\s+to|under)\s+(?:the\s+)?(?:[\w'’-]+'s\s+)?"
                            r"(?P<drawing>[\w\s-]{3,60}?)\s+(?:requirements?|checklist),\s*(?:what|which)\s+"
                            r"(?P<subj>[\w\s'-]{2,40}?)\s+(?:is|are)\s+(?:needed|required)\s*\??$", re.I)
_YES_NO = (_WHETHER_Q, _PASSIVE_Q, _REQUIRE_Q, _ASKER_Q)


def accepts(q) -> bool:
    return any(p.search(q.text) for p in (_WHICH_Q, _PER_LIST_WHICH_Q, _SAY_Q, *_YES_NO))


def _words(text: str) -> list[str]:
    return [stem(t) for t in tokenize(text) if t not in ASKING_WORDS and t not in _VAGUE and len(t) > 1]


def _holds(line: str, words: list[str]) -> bool:
    have = {stem(t) for t in tokenize(line)}
    return bool(words) and all(w in have for w in words)


def _items(lines: list[str]) -> list[str]:
    """One item per line, a wrapped line joined to its item (a line starting in lower case goes on)."""
    items: list[str] = []
    for line in lines:
        if items and line[:1].islower():
            items[-1] = f"{items[-1]} {line}"
        else:
            items.append(line)
    return [x for x in items if len(x.split()) <= MAX_ITEM_WORDS]


def _checklists(ctx: Context, terms: list[str], drawing: list[str]) -> list[tuple[Chunk, str, list[str]]]:
    """Lists among the chunks holding any of the terms whose heading says it lists requirements
    and names every drawing word (any drawing when none is given): (chunk, heading, items)."""
    found = []
    for c in chunks_with(ctx, terms, kinds=("chunk",), limit=100):
        lines = [" ".join(x.split()) for x in c.text.split("\n") if x.strip()]
        if not lines or not _HEADING.search(lines[0]) or (drawing and not _holds(lines[0], drawing)):
            continue
        items = _items(lines[1:])
        if len(items) >= MIN_ITEMS:
            found.append((c, lines[0], items))
    return found


def _checklist(ctx: Context, drawing: str) -> Optional[tuple[Chunk, str, list[str]]]:
    """The first list whose heading names the drawing."""
    m = _FOR_THE.match(drawing.strip())
    if m:
        drawing = f"{m.group('what')} {m.group('kind')}"
    words = _words(drawing)
    if not words:
        return None
    found = _checklists(ctx, [t for t in tokenize(drawing) if len(t) > 2], words)
    return found[0] if found else None


def _said(ctx: Context, subj: str) -> Optional[tuple[Chunk, str, list[str]]]:
    """The items naming every subject word, when they sit in exactly one list: with no drawing
    named, two lists that both speak of the subject leave it open which one is meant."""
    words = _words(subj)
    if not words:
        return None
    hits = []
    for c, heading, items in _checklists(ctx, [t for t in tokenize(subj) if len(t) > 2], []):
        picked = [x for x in items if _holds(x, words)]
        if picked:
            hits.append((c, heading, picked))
    return hits[0] if len(hits) == 1 else None


def _asked_items(text: str) -> list[str]:
    return [x for x in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", text) if _words(x)]


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    yes = False
    m = _WHICH_Q.search(q.text) or _PER_LIST_WHICH_Q.search(q.text)
    if m:
        if not _REQUIRED.search(q.text):
            return None
        found = _checklist(ctx, m.group("drawing"))
        subj = _words(m.group("subj"))
        if found is None or not subj:
            return None
        c, heading, items = found
        picked = [x for x in items if _holds(x, subj)]
    elif (m := _SAY_Q.search(q.text)):
        found = _said(ctx, m.group("subj"))
        if found is None:
            return None
        c, heading, picked = found
    else:
        m = next(x for x in (p.search(q.text) for p in _YES_NO) if x)
        found = _checklist(ctx, m.group("drawing"))
        if found is None:
            return None
        c, heading, items = found
        picked = []
        for a in _asked_items(_EXAMPLE.sub("", m.group("items"))):
            hit = next((x for x in items if _holds(x, _words(a))), None)
            if hit is None:
                return None       # not on the list: the list does not say it is not required
            picked.append(hit)
        yes = True
    if not picked:
        return None
    picked = list(dict.fromkeys(picked))
    text = f"{heading}: {'; '.join(picked)}"
    if yes:
        text = f"Yes. {text}"
    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=c.source == "ocr"))
    return make_answer(ctx, text, conf, name, [(c, c.text, c.bbox)])
