"""What a legend's graphic key means: `what does a solid black wall mean?`, `what does a line
marked SD stand for?`, `what does the hatched area represent?`.

A legend pairs each graphic (a filled or outlined swatch, a hatch, a linetype with its letters)
with a label; the graphic has no text, so the index describes it in words before its label
(drawqa.legend_keys). The question names a look; the one legend row whose key has that look
answers. Two rows of that look (two legends disagreeing, a look too vague such as "a dashed
line" among several) or none in a legend the question names: no answer.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer

from ._domain import KeyRow, legend_key_rows
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "legend_key"
kinds = frozenset({"*"})

_MEANS = pattern(r"\b(?:mean|means|stand\s+for|stands\s+for|represents?|indicates?|denotes?|signif(?:y|ies)|"
                 r"depicts?)\b", re.I)
# The looks a question names, as the index describes keys.
# A fill is asked of a drawn thing (`a solid black wall`, `the white boxes`), not of a word
# that merely starts like one (`open web joist`).
_THING = (r"(?:\s+[a-z-]+){0,2}?\s+(?:walls?|box(?:es)?|swatch(?:es)?|fill|areas?|regions?|patterns?|squares?|"
          r"rectangles?|shapes?|symbols?|blocks?|bars?|zones?|poch[eé]s?)\b")
_FILLED = pattern(rf"\b(?:solid(?:ly)?|black|filled(?:\s+in)?|dark|shaded|poch[eé]d){_THING}", re.I)
_HOLLOW = pattern(rf"\b(?:outlined|hollow|unfilled|open|empty|white|unshaded){_THING}", re.I)
_HATCHED = pattern(r"\b(?:cross[- ]?)?hatch(?:ed|ing)?\b", re.I)
_MARKED = pattern(r"\blines?\s+(?:marked|labell?ed|with(?:\s+the)?(?:\s+letters?)?|tagged|showing)\s+"
                  r"['\"\u2018\u201c]?(?P<x>[A-Z0-9]{1,4})['\"\u2019\u201d]?(?![\w])")
_LINETYPE = pattern(r"\b(?P<x>dashed|solid|continuous)\s+lines?\b", re.I)
_NAMES_LEGEND = pattern(r"\b(?:legend|key)\b", re.I)


def asked_look(question: str) -> Optional[tuple[str, str]]:
    """('swatch', look) or ('line', letters or linetype) the question asks the meaning of."""
    if not _MEANS.search(question):
        return None
    m = _MARKED.search(question)
    if m:
        return "letters", m.group("x").upper()
    form = _form_in_legend(question)
    if form:
        return "form", form
    m = _LINETYPE.search(question)
    if m:
        return "line", "solid line" if m.group("x").lower() == "continuous" else f"{m.group('x').lower()} line"
    for rx, look in ((_HATCHED, "hatched swatch"), (_HOLLOW, "outlined hollow swatch"), (_FILLED, "solid filled swatch")):
        if rx.search(question):
            return "swatch", look
    return None


# A line may be drawn with a pair of letters (`RL/RS`, refrigerant liquid and suction).
_FORM = pattern(r"(?<![\w./-])(?P<x>[A-Z][A-Z0-9]{1,4}(?:/[A-Z][A-Z0-9]{1,4})?)(?![\w./-])")
_LEGEND_OR_LINE = pattern(r"\b(?:legend|key|lines?|piping|linetypes?)\b", re.I)


def _form_in_legend(question: str) -> Optional[str]:
    """`what does HHWR mean on the piping legend`: letters asked in a legend or of a line may be
    the letters drawn in a linetype key; only a row marked with them answers (else the
    abbreviation lists do)."""
    m = _MEANS.search(question)
    if m is None or not _LEGEND_OR_LINE.search(question):
        return None
    forms = [f.group("x") for f in _FORM.finditer(question[:m.start()])]
    return forms[-1] if forms else None


def accepts(q) -> bool:
    return asked_look(q.text) is not None


def _matches(row: KeyRow, kind: str, want: str) -> bool:
    if kind in ("letters", "form"):
        m = re.search(r"\bmarked (\S+)$", row.look)
        # the key's letters are read off the line without the slash between a pair
        return m is not None and m.group(1).upper().replace("/", "") == want.replace("/", "")
    if kind == "line":
        return row.look.startswith(want)    # `a dashed line` is also each dashed line drawn with letters
    return row.look == want


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    kind, want = asked_look(ctx.question.text)
    rows = [r for c in ctx.chunks_of_kind("chunk", containing=["[key: "]) for r in legend_key_rows(c)]
    if not rows:
        return None
    found = [r for r in rows if _matches(r, kind, want)]
    labels = {" ".join(r.label.upper().split()) for r in found}
    if len(labels) != 1:
        if kind == "form":
            return None      # no linetype drawn with these letters: an abbreviation list may say
        if len(labels) > 1:
            return Abstain(f"{len(labels)} legend rows have a key that is a {want}", handler=name)
        if _NAMES_LEGEND.search(ctx.question.text):
            return Abstain(f"no legend row has a key that is a {want}", handler=name)
        return None
    row = found[0]
    return make_answer(ctx, f"{row.label} (the legend's key for it is a {row.look})", GOOD, name,
                       [(r.line.chunk, r.line.text, r.line.geo) for r in found[:1]])
