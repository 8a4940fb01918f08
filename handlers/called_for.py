"""What a plan calls for at a kind of thing: `what info does the foundation plan call for at each
crawlspace vent?`.

A plan (a sample set above all) labels a thing with what is to be given for it, the thing named
first (`CRAWLSPACE VENT SIZE, TYPE, & NET VENT AREA`, leadered to the vent). The answer quotes the
labels on the named plan that start with the thing's words and go on to say more; labels that
differ beyond OCR's reading of one word leave the question open.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer
from drawqa.tokens import tokenize

from ._domain import page_chunks, stem, view_titles
from ._labels import evidence, label_stacks, said
from .base import Context, make_answer, pattern

name = "called_for"
kinds = frozenset({"*"})

_ASK = pattern(r"^\s*what\s+(?:info(?:rmation)?|data)\s+(?:does|do|must|should)\s+(?:the\s+)?(?P<view>[\w &/-]{2,40}?)\s+"
               r"(?:call\s+for|show|give|list)\s+(?:at|for|on)\s+(?:each\s+|every\s+|the\s+|all\s+)?"
               r"(?P<thing>[\w -]{2,40}?)\s*\??\s*$", re.I)
MIN_MORE_WORDS = 2        # a label must say this much beyond the thing's name
MAX_WORDS_APART = 2       # copies of one label differ in at most this many words (OCR)
CONFIDENCE = 0.75


def accepts(q) -> bool:
    return _ASK.search(q.text) is not None


def _stems(text: str) -> list[str]:
    return [stem(t) for t in tokenize(text)]


def answer(ctx: Context) -> Optional[Answer]:
    m = _ASK.search(ctx.question.text)
    thing, view = _stems(m.group("thing")), set(_stems(m.group("view")))
    if not thing or not view:
        return None
    found: dict[str, list] = {}
    pages = dict.fromkeys((h.chunk.file, h.chunk.page) for h in ctx.hits)
    for file, page_no in pages:
        page = page_chunks(ctx, file, page_no)
        if not any(view <= set(_stems(t)) for _, t in view_titles(page)):
            continue       # the plan named is not drawn on this page
        for stack in label_stacks(page):
            # A label set close under another may be stacked with it: the thing's line starts it.
            first = next((i for i, p in enumerate(stack) if _stems(p.text)[:len(thing)] == thing), None)
            if first is None:
                continue
            text = " ".join(said(stack[first:]).split())
            if len(_stems(text)) >= len(thing) + MIN_MORE_WORDS:
                found.setdefault(text, [0, evidence(stack[first:])])[0] += 1
    if not found:
        return None
    # Copies of one label agree but for a word OCR read otherwise or lost in one of them (`&` as
    # `#`); labels that differ more say different things.
    keys = [set(re.findall(r"[a-z0-9]+", t.lower())) for t in found]
    if any(len(a ^ b) > MAX_WORDS_APART for a in keys for b in keys):
        return None
    text = max(found, key=lambda t: (found[t][0], len(t)))      # the copy read most often, then most fully
    return make_answer(ctx, text, CONFIDENCE, name, found[text][1])
