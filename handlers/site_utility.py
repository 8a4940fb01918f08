"""How a utility reaches a lot, read off the site or plot plan: `how does electric service reach
the property?`, and which utility meters the plan shows: `which meters are shown on the plot plan?`.

A plot plan labels each utility where it enters the lot (`OVERHEAD ELECTRIC LINE` / `POWER
POLE`, `ELECTRIC SERVICE LINE`, `GAS LINE`): the labels naming the utility
asked for, with a word for how it is carried, are the answer; it labels each meter by its utility
(`GAS METER`, `WATER METER`), and those labels list the meters. Labels read unsurely, or labels
on more than one plan, are no answer.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer

from ._domain import page_chunks
from ._labels import clean
from .base import Context, make_answer, pattern
from .confidence import GOOD

name = "site_utility"
kinds = frozenset({"*"})

# The utility asked for, and the words a label names it with.
UTILITIES = {"electric": r"ELECTRIC(?:AL)?|POWER", "gas": r"GAS", "water": r"WATER",
             "sewer": r"SEWER|SANITARY|SEPTIC", "telephone": r"TELEPHONE|PHONE|TELECOM"}
_ASKED = pattern(r"\bhow\s+(?:does|do|is|are)\s+(?:the\s+)?(?P<u>electric(?:al|ity)?|power|gas|water|sewer|telephone)\b"
                 r"(?:\s+(?:service|supply|line|utility))?\s+(?:reach|get\s+to|enter|connect(?:ed)?\s+to|"
                 r"supplied\s+to|brought\s+to|delivered\s+to|run\s+to)\b", re.I)
# How a utility is carried: a label naming only the utility (`WATER HEATER`) or where it is
# metered (`GAS METER`) says nothing of it.
_CARRIED = pattern(r"\b(?:LINE|POLE|SERVICE|DROP|OVERHEAD|UNDERGROUND|LATERAL|MAIN|TRANSFORMER|CONDUIT)\b", re.I)
# `which (utility) meters are shown on the site plan?`: the plan's meter labels.
_METERS_ASKED = pattern(r"\b(?:which|what)\s+(?:utility\s+)?meters\s+(?:are\s+|does\s+)?(?:shown|drawn|located|labell?ed|"
                        r"(?:the\s+)?(?:plot|site)\s+plan\s+show)\b", re.I)
_METER = pattern(rf"^(?:{'|'.join(UTILITIES.values())})\s+METER$", re.I)
MAX_LABEL_WORDS = 8


def accepts(q) -> bool:
    return bool(_ASKED.search(q.text) or _METERS_ASKED.search(q.text))


def _utility(word: str) -> str:
    w = word.lower()
    return "electric" if w.startswith("electric") or w == "power" else w


def _labels(ctx: Context, keep) -> Optional[list]:
    """The site-plan labels `keep` accepts, when they sit on one plan page and all read surely."""
    found: dict[tuple, list] = {}
    for f, p in sorted({(c.file, c.page) for c in ctx.section_chunks("site plan")}):
        for c in page_chunks(ctx, f, p):
            if c.section in ("title block", "notes", "schedule"):
                continue
            for u in c.units:
                t = clean(u[0])
                if len(t.split()) > MAX_LABEL_WORDS or not keep(t):
                    continue
                if set(re.findall(r"[a-z0-9]+", t.lower())) & set(c.low_conf):
                    return None        # a label read unsurely: not read surely enough to answer
                found.setdefault((f, p), []).append((c, t, tuple(u[1:5])))
    if len(found) != 1:
        return None
    return list({t.upper(): (c, t, b) for c, t, b in next(iter(found.values()))}.values())


def answer(ctx: Context) -> Optional[Answer]:
    m = _ASKED.search(ctx.question.text)
    if m:
        said = re.compile(rf"\b(?:{UTILITIES[_utility(m.group('u'))]})\b", re.I)
        labels = _labels(ctx, lambda t: bool(said.search(t) and _CARRIED.search(t)))
    else:
        labels = _labels(ctx, lambda t: bool(_METER.search(t)))
    if not labels:
        return None
    text = "; ".join(t for _, t, _ in labels) + " (labels on the plot plan)"
    return make_answer(ctx, text, GOOD, name, labels)
