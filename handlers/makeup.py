"""What an assembly is made of: `what components make up a zone control assembly?`, `what does
a riser assembly consist of?`.

Legends and notes define an assembly once, by its name and the parts after `CONSISTING OF`
(`ZONE CONTROL ASSEMBLY CONSISTING OF CHECK VALVE, BUTTERFLY VALVE, ...`). The answer is that
list, read from the passage where the asked name stands right before the defining words; a
name defined differently in two places is no answer, and a name the set never defines is not
answered by another assembly's list.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer, Chunk
from drawqa.question import Question
from drawqa.tokens import tokenize

from ._domain import chunk_passages, chunks_with, norm_text
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "makeup"
kinds = frozenset({"*"})

_PART = r"(?:components?|parts?|items?|devices?|elements?|pieces?|equipment|fittings?|valves?)"
_ASK = pattern(rf"\bwhat\s+{_PART}\s+(?:make\s+up|makes\s+up|form|forms|comprise|are\s+(?:in|part\s+of))\s+(?:an?\s+|the\s+)?(?P<a>[^?]+)"
               r"|\bwhat\s+(?:does|do)\s+(?:an?\s+|the\s+|each\s+)?(?P<b>[^?]+?)\s+(?:consist\s+of|comprise)\b"
               r"|\bwhat\s+(?:is|are)\s+(?:an?\s+|the\s+)?(?P<c>[^?]+?)\s+(?:made\s+up\s+of|composed\s+of|comprised\s+of)\b", re.I)
# Where the question points (`according to the legend`, `on FP0.1`): not part of the name.
_WHERE = pattern(r"\s+(?:according\s+to|per|in|on|shown|as\s+shown|listed)\b.*$", re.I)
_DEFINES = r"\s*,?\s*(?:CONSISTING\s+OF|CONSISTS\s+OF|COMPRISED\s+OF|COMPRISING|COMPOSED\s+OF|MADE\s+UP\s+OF)\s*:?\s+"
MAX_NAME_WORDS = 6


def accepts(q: Question) -> bool:
    return _asked(q.text) is not None


def _asked(text: str) -> Optional[str]:
    m = _ASK.search(text)
    if m is None:
        return None
    item = _WHERE.sub("", next(g for g in m.groups() if g)).strip(" ?.,")
    return item if 1 <= len(item.split()) <= MAX_NAME_WORDS else None


def answer(ctx: Context) -> Answer | Abstain | None:
    item = _asked(ctx.question.text)
    words = re.findall(r"[A-Za-z0-9]+", item)
    rx = re.compile(r"\b" + r"[\s-]+".join(re.escape(w) for w in words) + r"S?" + _DEFINES + r"(?P<parts>[^.;]+)", re.I)
    found: dict[str, list[tuple[Chunk, str, tuple]]] = {}
    for c in chunks_with(ctx, tokenize(item)[:1]):
        for p in chunk_passages(c):
            text = norm_text(p.text)
            m = rx.search(text)
            if m:
                parts = m.group("parts").strip(" ,")
                found.setdefault(" ".join(parts.upper().split()), []).append((c, m.group(0), p.bbox))
    if not found:
        # Another assembly's `CONSISTING OF` list is not this one's parts.
        return Abstain(f"no definition of {item} (its name followed by what it consists of) in the set", name)
    if len(found) > 1:
        return Abstain(f"{item} is defined differently in two places", name)
    parts, ev = next(iter(found.items()))
    c = ev[0][0]
    where = f" (sheet {c.sheet_id})" if c.sheet_id else ""
    return make_answer(ctx, f"{item.upper()}: {parts}{where}", GOOD, name, ev[:3])
