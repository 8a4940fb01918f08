"""An object's size from the lengths written along its sides: `how big is the proposed shed?`.

A plot plan draws a small structure as a box with its name inside (`1 STORY SHED`) and writes
the length of each side just outside it: one length beside the box (`10ft`, its depth) and one
under or over it (`20ft`, its width). So an object's size is the lone length nearest its label
on a row with it and the lone length nearest it in its column, both within a few text heights;
a label with a size printed under it (`13'-6" x 11'-0"`) is a room label, not this. A name that
does not say every word the question gives the object, a side with no length or two lengths at
one distance, are no answer.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer
from drawqa.tokens import tokenize

from ._domain import chunks_with, page_chunks, stem
from ._labels import SIZE_RX, Piece, evidence, label_stacks, plan_pieces, stack_box
from .base import Context, make_answer, pattern
from .confidence import GOOD

name = "side_lengths"
kinds = frozenset({"*"})

REACH = 4.0          # text heights from the label to a side's length (the box's margin and the gap outside it)
TIE = 0.25           # two lengths this close in distance (text heights) leave a side unknown
_ASKS = pattern(r"\bhow\s+(?:big|large)\b|\bsize\b|\bdimensions?\b", re.I)
LONE_LENGTH = pattern(r"^(?:\d{1,4}(?:\.\d+)?\s*(?:ft|feet|')|\d{1,3}'-\d{1,2}\")$", re.I)
# Words of a question that ask or qualify, never name the object.
_NOT_NAME = frozenset(stem(w) for w in (
    "big large size sizes dimension dimensions proposed existing new future plan drawing sheet shown drawn "
    "many stories story storey storeys tall high").split())


def accepts(q) -> bool:
    return bool(_ASKS.search(q.text))


def _terms(text: str) -> list[str]:
    return [stem(t) for t in tokenize(text) if re.fullmatch(r"[a-z]{3,}", t) and t not in ASKING_WORDS
            and stem(t) not in _NOT_NAME]


def _nearest(label_box, h: float, lengths: list[Piece], across: bool) -> Optional[Piece]:
    """The lone length nearest the label on its row (across=True) or in its column, or None
    when none is within REACH text heights (`h`) or two tie."""
    cands = []
    for p in lengths:
        b = p.box
        if across:
            cy = (b[1] + b[3]) / 2
            if not label_box[1] - 0.5 * h <= cy <= label_box[3] + 0.5 * h:
                continue
            d = max(b[0] - label_box[2], label_box[0] - b[2])
        else:
            cx = (b[0] + b[2]) / 2
            if not label_box[0] <= cx <= label_box[2]:
                continue
            d = max(b[1] - label_box[3], label_box[1] - b[3])
        if 0 < d <= REACH * h:
            cands.append((d / h, p))
    cands.sort(key=lambda x: x[0])
    if not cands or (len(cands) > 1 and cands[1][0] - cands[0][0] < TIE):
        return None
    return cands[0][1]


def answer(ctx: Context) -> Optional[Answer]:
    terms = _terms(ctx.question.text)
    if not terms:
        return None
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, terms, kinds=("chunk",), limit=200)})
    found = []
    for file, page in pages:
        chunks = page_chunks(ctx, file, page)
        lengths = [p for p in plan_pieces(chunks) if not p.turned and not p.unsure and LONE_LENGTH.match(p.text)]
        for stack in label_stacks(chunks):
            named = [p for p in stack if not LONE_LENGTH.match(p.text)]
            if not named or any(SIZE_RX.match(p.text) for p in stack) or any(p.unsure for p in named):
                continue      # a room label with its size under it, or a label read unsurely
            words = {stem(t) for p in named for t in tokenize(p.text)}
            if not all(t in words for t in terms):
                continue
            box, h = stack_box(named), min(p.thick for p in named)
            beside, along = _nearest(box, h, lengths, True), _nearest(box, h, lengths, False)
            if beside is not None and along is not None:
                found.append((" ".join(p.text for p in named), along, beside, named))
    if len(found) != 1:
        return None       # no such label, or several: the question does not say which
    label, along, beside, named = found[0]
    text = f"{label}: {along.text} x {beside.text} ({along.text} along it, {beside.text} beside it)"
    ev = evidence(named) + [(p.chunk, p.text, p.cite) for p in (along, beside)]
    return make_answer(ctx, text, GOOD, name, ev)
