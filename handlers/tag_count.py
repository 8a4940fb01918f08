"""How many callouts printed on a plan carry a tag: `how many new 2668 doors are shown?`.

A plan tags each door or window with its size code or mark (`NEW 2668` / `DOOR`); counting the
callouts that print the tag is reading text, not counting drawn symbols. Only a tag the
question names exactly, as the tag of a thing (`2668 doors`, `W1 windows`), is counted, on callouts that stand as labels of their own (a short
stack, not a note), of one plan; a schedule that lists the tag is left to the schedule readers.
A callout of another status (`EXISTING` for a `new` door) or of another thing (`WINDOW` for a
door) is not counted; one that says no status when the question asks for one, a second plan
carrying the tag, or a near twin of the tag read by OCR (a digit misread?) is no answer.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer

from ._domain import chunks_with, page_chunks, view_of, view_titles
from ._labels import Piece, evidence, label_stacks, said, stack_box
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "tag_count"
kinds = frozenset({"*"})

_HOW_MANY = pattern(r"\bhow\s+many\b", re.I)
_TAG = pattern(r"(?<![\w'\"/.,-])(\d{4}|[A-Z]{1,3}-?\d{1,3}[A-Z]?)(?![\w'\"/-]|\.\d)")
_CODE_BEFORE = pattern(r"\b(?:IBC|IRC|IECC|NFPA|NEC|IFC|IMC|IPC|CBC|CRC|ASCE|ADA|UL|ASTM|SECTION|SEC\.?|CHAPTER)\s*$", re.I)
STATUS = ("new", "existing", "replacement", "relocated", "proposed")
THINGS = {"door": ("door", "doors", "dr"), "window": ("window", "windows", "csmt", "sh", "dh", "fx"),
          "skylight": ("skylight", "skylights"), "louver": ("louver", "louvers", "louvre")}
_THING_AFTER = pattern(r"\s+(?:doors?|windows?|skylights?|louvers?|louvres?)\b", re.I)
MAX_CALLOUT_LINES = 5     # a callout is a few lines; a longer stack is a note


def _tag(text: str) -> Optional[str]:
    """The one tag the question counts, said as the tag of a thing (`2668 doors`, `W1 windows`)."""
    tags = [m for m in _TAG.finditer(text) if not _CODE_BEFORE.search(text[:m.start()])]
    if len(tags) != 1 or not _THING_AFTER.match(text[tags[0].end():]):
        return None
    return tags[0].group(1)


def accepts(q) -> bool:
    return bool(_HOW_MANY.search(q.text)) and _tag(q.raw) is not None


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


def _thing(words: set[str]) -> set[str]:
    return {t for t, forms in THINGS.items() if words & set(forms)}


def _has(text: str, tag: str) -> bool:
    return re.search(rf"(?<![\w'\"/.-]){re.escape(tag)}(?![\w'\"/-])", text, re.I) is not None


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    q = ctx.question
    tag = _tag(q.raw)
    if any(_has(" ".join(r.text.split()), tag) for r in ctx.chunks_of_kind("row", containing=[tag.lower()])):
        return None        # a schedule lists the tag: its rows say how many
    qwords = _words(q.text)
    status = [s for s in STATUS if s in qwords]
    things = _thing(qwords)
    hits: list[tuple[tuple, list[Piece]]] = []
    twins = False
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, [tag.lower()], kinds=("chunk",), limit=200)})
    for file, page in pages:
        chunks = page_chunks(ctx, file, page)
        titles = view_titles(chunks)
        for stack in label_stacks(chunks):
            if len(stack) > MAX_CALLOUT_LINES:
                continue
            words = _words(said(stack))
            if things and _thing(words) - things:
                continue        # a window's callout for a door question
            carrying = [p for p in stack if _has(p.text, tag)]
            twins = twins or any(p.chunk.source == "ocr" and _twin(p.text, tag) for p in stack)
            if not carrying:
                continue
            if any(tag.lower() in p.chunk.low_conf for p in carrying):
                return Abstain(f"a {tag} callout is read unsurely by OCR", name)
            if status and not words & set(status):
                if words & set(STATUS):
                    continue    # another status: an existing door for a new one
                return Abstain(f"a {tag} callout says no status ({', '.join(status)} asked)", name)
            where = (file, page, view_of(titles, stack_box(stack)))
            hits.extend((where, stack) for _ in carrying)
    if not hits:
        return None
    if len({w for w, _ in hits}) > 1:
        return Abstain(f"{tag} callouts stand on more than one plan: name the sheet or view", name)
    if twins:
        return Abstain(f"a callout reads a near twin of {tag} (possibly misread): not counted", name)
    n = len(hits)
    seen, stacks = set(), []
    for _, s in hits:
        if id(s) not in seen:
            seen.add(id(s))
            stacks.append(s)
    quoted = "; ".join(said(s) for s in stacks[:8])
    text = f"{n} — {n} callout{'s' if n != 1 else ''} on the plan carry {tag}: {quoted}"
    return make_answer(ctx, text, GOOD, name, [e for s in stacks for e in evidence(s)])


def _twin(text: str, tag: str) -> bool:
    """A token shaped like the tag and one character off it (`2568` beside `2668`)."""
    for m in _TAG.finditer(text.upper()):
        t = m.group(1)
        if len(t) == len(tag) and t != tag.upper() and sum(a != b for a, b in zip(t, tag.upper())) == 1:
            return True
    return False
