"""A room's size, ceiling height or area read off its label on the plan.

A plan prints under a room's name its size (`13'-6" x 11'-0"`) and ceiling height (`8'-0" CLG`),
and under a building's name its area (`1,170sqft`). `What are the dimensions of the larger
bedroom?` compares the sizes printed under each BEDROOM. Nothing is guessed: a question that says
more of the room than its label does (`the bathroom with the shower`), two labels of one name
that differ and a question that does not say which, a label whose value is misread, or labels on
different sheets or views to compare, are no answer.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer
from drawqa.tokens import tokenize

from ._domain import WEAK_WORDS, chunks_with, page_chunks, stem, view_of, view_titles
from ._labels import RoomLabel, ceiling_feet, evidence, sized_room_labels, stack_box
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "room_size"
kinds = frozenset({"*"})

_ASKS = {
    "size": pattern(r"\bdimensions?\b|\bsize\b|\bhow\s+(?:big|large)\b", re.I),
    "ceiling": pattern(r"\bceilings?\b", re.I),
    "area": pattern(r"\bsquare\s+(?:footage|feet|foot)\b|\bsq\.?\s*ft\b|\bfloor\s+area\b|\barea\b|\bfootage\b", re.I),
}
_SAID = {"size": "size", "ceiling": "ceiling height", "area": "area"}
_LARGER = pattern(r"\b(?:larger|largest|bigger|biggest)\b", re.I)
_SMALLER = pattern(r"\b(?:smaller|smallest)\b", re.I)
_MEASURE = pattern(r"dimensions?|size|big|large|ceilings?|height|high|footage|feet|ft|area", re.I)
_FILLER = frozenset("of in for is are the a an its and each every this that what how".split())
_AFTER_ROOM = frozenset("with on at shown drawn labeled labelled".split())
_ROOM_NUMBER = pattern(r"\broom\s*(?:no\.?|number|#)?\s*[A-Z]?\d{2,4}", re.I)
STATUS = frozenset(stem(w) for w in "existing new proposed future relocated replacement".split())
# Words of a question that ask or say what is asked, never which room.
_ASKED = frozenset(stem(w) for w in (
    "dimension dimensions size big large larger largest bigger biggest smaller smallest ceiling ceilings "
    "height high tall square footage feet foot area floor sq ft plan plans drawing sheet page room rooms "
    "space labelled labeled printed shown its total").split())
# Label names that are no room: openings, notes, views and data captions (`BUILDING AREA`).
_NOT_ROOMS = frozenset(stem(w) for w in "door doors window windows wall walls plan plans note notes system "
                       "detector detectors alarm alarms sheet scale area size height footage total".split())


_IGNORED = frozenset(stem(w) for w in ASKING_WORDS | WEAK_WORDS)


def _asked(text: str) -> list[str]:
    return [k for k, rx in _ASKS.items() if rx.search(text)]


def accepts(q) -> bool:
    return bool(_asked(q.text)) and not _ROOM_NUMBER.search(q.text)


def _words(text: str) -> list[str]:
    return [stem(t) for t in tokenize(text) if re.fullmatch(r"[a-z]{3,}", t)]


def _name_words(label: RoomLabel) -> list[str]:
    return [w for w in _words(label.name) if w not in ("story", "stori", "storey")]


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    q = ctx.question
    asked = _asked(q.text)
    qwords = [w for w in _words(q.text) if w not in _IGNORED]
    status = {w for w in qwords if w in STATUS}
    terms = [t for t in tokenize(q.text) if re.fullmatch(r"[a-z]{3,}", t) and stem(t) not in _ASKED
             and t not in ASKING_WORDS and stem(t) not in STATUS]
    if not terms:
        return None
    found: list[tuple[int, tuple, RoomLabel]] = []
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, terms, kinds=("chunk",), limit=200)})
    for file, page in pages:
        chunks = page_chunks(ctx, file, page)
        titles = view_titles(chunks)
        for label in _labels(ctx, file, page, chunks):
            words = _name_words(label)
            if not words or words[-1] in _NOT_ROOMS or not _measured(q.text, words):
                continue
            if not _same_number(q, label.name):
                continue
            said = {w for w in words if w in STATUS}
            if status and said and not said & status:
                continue      # an existing room asked, a new one labelled
            score = sum(w in qwords for w in words)
            found.append((score, (file, page, view_of(titles, stack_box(label.stack))), label))
    if not found:
        return None
    top = max(s for s, _, _ in found)
    cands = [(where, lab) for s, where, lab in found if s == top]
    named = {w for _, lab in cands for w in _name_words(lab)}
    if len({_kind_of(lab.name) for _, lab in cands}) > 1:
        return Abstain(f"labels of different rooms match ({', '.join(sorted({l.name for _, l in cands}))})", name)
    if any(w not in _ASKED and w not in named and w not in STATUS for w in qwords):
        return None       # the question says more of the room than its label (`with the shower`)
    what = _kind_of(cands[0][1].name)
    if _LARGER.search(q.text) or _SMALLER.search(q.text):
        return _compare(ctx, cands, asked, bool(_LARGER.search(q.text)), what)
    if len(cands) > 1:
        values = {tuple(_value(lab, k) for k in asked) for _, lab in cands}
        if len(values) > 1 or any(lab.unread for _, lab in cands):
            return Abstain(f"{len(cands)} labels name a {what} and the question does not say which", name)
    labels = [lab for _, lab in cands]
    return _say(ctx, labels, asked, what, labels[0].name if len(labels) == 1 else f"{what} (all {len(labels)} labels)")


def _value(lab: RoomLabel, k: str):
    """What a label says of one measure, however it is written (`CLG HT 9'-0"` is `9'-0" CLG`)."""
    v = getattr(lab, k)
    if v is None:
        return None
    if k == "ceiling":
        return ceiling_feet(v)
    return lab.floor_area if k in ("size", "area") else v


def _kind_of(label_name: str) -> str:
    """The rooms a label's name is one of: `BEDROOM 2` is a BEDROOM."""
    return " ".join(re.sub(r"(?:#|NO\.?\s*)?\d+\b", " ", label_name).split()) or label_name


def _same_number(q, label_name: str) -> bool:
    """`bedroom 2` is the label BEDROOM 2: a number the question gives its room must be the
    label's, and a label without one is not that room."""
    asked = [n for room, n in q.numbered_rooms if stem(room.lower()) in _words(label_name)]
    if not asked:
        return True
    return asked[0] in re.findall(r"\d+", label_name)


def _measured(text: str, name_words: list[str]) -> bool:
    """The room is what the question measures: between the word asking the measure (`size`,
    `ceiling height`) and the room's name stand only articles, statuses, comparatives and its
    name (`the size of the larger bedroom`, not `the size of the window of the bedroom` nor of
    `the bedroom window`)."""
    toks = re.findall(r"[a-z]+", text.lower())
    stems = [stem(t) for t in toks]
    rooms = [i for i, t in enumerate(stems) if t == name_words[-1]]
    measures = [i for i, t in enumerate(toks) if _MEASURE.fullmatch(t)]
    for r in rooms:
        after = toks[r + 1] if r + 1 < len(toks) else ""
        if after and after not in _FILLER and after not in _AFTER_ROOM and not _MEASURE.fullmatch(after):
            continue      # `the bedroom window`: the room names where the thing measured is
        for m in measures:
            between = stems[min(r, m) + 1:max(r, m)]
            if all(t in _FILLER or t in STATUS or t in name_words or _LARGER.fullmatch(t) or _SMALLER.fullmatch(t)
                   for t in between):
                return True
    return False


def _labels(ctx: Context, file: str, page: int, chunks) -> list[RoomLabel]:
    cache = ctx.cache.setdefault("_room_labels", {})
    if (file, page) not in cache:
        cache[(file, page)] = sized_room_labels(chunks)
    return cache[(file, page)]


def _compare(ctx: Context, cands, asked: list[str], larger: bool, what: str) -> Optional[Answer | Abstain]:
    """The larger or smaller of the rooms so named, by the floor area their sizes print."""
    if len(cands) < 2:
        return None
    if len({where for where, _ in cands}) > 1:
        return Abstain(f"the {what} labels stand on different sheets or views: name the one meant", name)
    areas = [lab.floor_area for _, lab in cands]
    if any(a is None for a in areas) or any(lab.unread for _, lab in cands):
        return Abstain(f"the size of every {what} could not be read off its label", name)
    best = max(areas) if larger else min(areas)
    if areas.count(best) > 1:
        return Abstain(f"two {what} labels print the same size", name)
    chosen = cands[areas.index(best)][1]
    others = [lab for _, lab in cands if lab is not chosen]
    got = _say(ctx, [chosen] + others, asked, what, chosen.name)
    if isinstance(got, Answer):
        sizes = ", ".join(lab.size or lab.area for lab in others)
        got.answer += (f" (the {'larger' if larger else 'smaller'} of {len(cands)} {what} labels; "
                       f"the other{'s' if len(others) > 1 else ''}: {sizes})")
    return got


def _say(ctx: Context, labels: list[RoomLabel], asked: list[str], what: str, title: str
         ) -> Optional[Answer | Abstain]:
    """The asked values of the first label; every label given is cited (those compared too)."""
    lab = labels[0]
    parts, missing = [], []
    for k in asked:
        got = (k, getattr(lab, k)) if getattr(lab, k) or k != "size" else ("area", lab.area)
        if got[1] is None:
            missing.append(_SAID[k])
        elif got not in parts:
            parts.append(got)
    if not parts:
        return None       # nothing asked is legible on the label: a schedule may still say it
    text = f"{title}: " + ", ".join(v if v.upper().startswith(_SAID[k].upper()) else f"{_SAID[k]} {v}"
                                       for k, v in parts)
    if missing:
        why = "could not be read off the label" if lab.unread else "not found on the label"
        text += "; " + "; ".join(f"{m}: {why}" for m in missing)
    ev = [e for label in labels for e in evidence(label.stack)]
    return make_answer(ctx, text, GOOD, name, ev)
