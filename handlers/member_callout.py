"""Open-web steel joists as a framing plan calls them out: `what is the joist spacing?`, `what
joists frame the roof?`.

A framing plan labels each bay of joists with one callout along them: the joist's designation,
whose grammar names the member (`18K5`, `24LH07`, `44DLH16`: depth in inches, series, chord
size), and the run's spacing (`@ 5'-0" O.C.`). A question about the joists of a set is
answered with its callouts of that grammar, each said once; asked their spacing, with the
spacing the callouts give. General notes about joists (design, bridging, uplift) hold no
designation and stay the notes' readers'. A question that narrows the joists by anything
else (a grid, a bay, a unit over them) is not this one: the callouts answer for the whole plan.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer
from drawqa.tokens import tokenize


from .base import Context, make_answer, pattern, units
from .confidence import GOOD

name = "member_callout"
kinds = frozenset({"*"})

_JOIST_Q = pattern(r"\bjoists?\b(?!\s+girders?)", re.I)
# An open-web joist's designation (SJI K, KCS, LH and DLH series), then its run's spacing.
_DESIGNATION = r"(?<![\w.#/-])\d{1,2}(?:K|KCS|LH|DLH)\d{1,2}(?![\w./-])"
_CALLOUT = pattern(rf"(?P<joist>{_DESIGNATION})(?:\s*@\s*(?P<spacing>\d{{1,2}}'\s*-?\s*\d{{1,2}}(?:\s+\d/\d)?\"|"
                   r"\d{1,2}(?:\s+\d/\d)?\"|\d{1,2}')\s*(?:O\.?\s?C\.?)?)?")
_SPACING_Q = pattern(r"\bspac(?:ing|ed)\b|\bhow\s+far\s+apart\b|\bon\s+cent(?:er|re)\b", re.I)
# Words that ask about the joists of the whole plan without narrowing them.
_OWN_WORDS = frozenset("joist joists spacing spaced space far apart center centre centers centres size sizes "
                       "type types designation designations roof steel framing frame frames framed plan "
                       "open web bar used specified shown called out".split())


def accepts(q) -> bool:
    return _JOIST_Q.search(q.text) is not None


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    if set(tokenize(q.text)) - _OWN_WORDS:
        return None       # `the joists at the RTU`, `between grids 2 and 3`: one run, not the plan's
    spacing_asked = _SPACING_Q.search(q.text) is not None
    found: dict[str, tuple] = {}          # callout text -> (chunk, box)
    for c in _plan_chunks(ctx):
        if c.section == "title block":
            continue
        for text, box in units(c):
            for m in _CALLOUT.finditer(text):
                if spacing_asked and not m.group("spacing"):
                    continue
                key = " ".join(m.group(0).split())
                found.setdefault(key, (c, box, m.group("spacing")))
    if not found:
        return None
    callouts = list(found)
    if spacing_asked:
        spacings = list(dict.fromkeys(" ".join(v[2].split()) for v in found.values()))
        lead = f"Joists at {spacings[0]} O.C." if len(spacings) == 1 else "Joist spacing by callout"
        text = f"{lead} ({'; '.join(callouts)})"
    else:
        text = "Joists: " + "; ".join(callouts)
    sheets = list(dict.fromkeys(v[0].sheet_id for v in found.values() if v[0].sheet_id))
    if sheets:
        text += f" (sheet {', '.join(sheets)})"
    return make_answer(ctx, text, GOOD, name, [(c, k, box) for k, (c, box, _) in found.items()])


def _plan_chunks(ctx: Context) -> list:
    """The chunks in scope that hold a joist designation: its grammar is looked for in every
    drawn chunk, as a framing plan's callouts stand in whatever section the plan was read as."""
    out, seen = [], set()
    for c in ctx.chunks_of_kind("chunk"):
        key = (c.file, c.page, tuple(c.bbox))
        if key not in seen and _CALLOUT.search(c.text or ""):
            seen.add(key)
            out.append(c)
    return out
