"""Overall dimensions of a drawn view: `What is the overall width of the first floor plan?`

A plan's overall size is the longest dimension drawn along each axis, and a careful draughtsman
proves it: the string of dimensions beside it adds up to it (12'-6" + 6'-6" + ... = 50'-0"), or
it is labelled OVERALL. The view is found by its title (the words the question names, as a view
title drawn on a sheet), the dimensions are read from the same part of the sheet, and text
drawn sideways (taller than wide) measures the other axis. An overall that nothing confirms is
reported below the gate: a single long dimension may be a wall, not the building.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer, Chunk
from drawqa.question import Question

from ._domain import (chunks_with, display_title, gap, has_all, norm_text, norm_tokens, QUESTION_WORDS,
                      raw_terms, SCALE_RX, VIEW_HEAD_TOKENS)
from .base import Context, make_answer, pattern

name = "dimension"
kinds = frozenset({"dimension"})

_ASK = pattern(r"\b(?:overall|total|outside|exterior|outer)\s+(?:building\s+|plan\s+)?"
               r"(width|depth|length|dimensions?|size)\b|"
               r"\bhow\s+(wide|deep|long)\s+is\s+the\s+(?:overall\s+)?(?:building|house|footprint|plan)\b|"
               r"\b(width|depth|length)\s+of\s+the\s+(?:building|house|footprint)\b", re.I)
_FT_IN = pattern(r"(?<![\d.])(\d{1,3})\s*'\s*-?\s*(\d{1,2})(?:\s*[- ]\s*(\d{1,2})/(\d{1,2}))?\s*\"")
_OVERALL = pattern(r"\bOVERALL\b|\bO\.\s?A\.", re.I)
_SUBJECT_WORDS = frozenset(norm_tokens("building house footprint dwelling residence structure"))


def accepts(q: Question) -> bool:
    return bool(_ASK.search(q.text)) and not q.marks and not q.rooms


def _inches(m: re.Match) -> float:
    v = int(m.group(1)) * 12 + int(m.group(2))
    if m.group(3):
        v += int(m.group(3)) / max(1, int(m.group(4)))
    return v


def _fmt(inches: float) -> str:
    ft, rest = divmod(round(inches * 8) / 8, 12)
    whole = int(rest)
    frac = rest - whole
    s = f"{int(ft)}'-{whole}"
    if frac:
        n = round(frac * 8)
        d = 8
        while n % 2 == 0:
            n, d = n // 2, d // 2
        s += f" {n}/{d}"
    return s + '"'


def _axis(ask: str) -> str:
    a = ask.lower()
    if a.startswith(("width", "wide")):
        return "x"
    if a.startswith(("depth", "deep")):
        return "y"
    return "both"


def _view_words(q: Question) -> list[str]:
    text = _ASK.sub(" ", q.text)
    return [t for t in norm_tokens(text) if t not in QUESTION_WORDS and t not in ("overall", "total", "sheet", "draw")]


def _views(ctx: Context, words: list[str]) -> list[tuple[Chunk, tuple, str]]:
    """(chunk, title box, title) of each drawn view whose title carries the question's view words
    (the title has a scale next to it, or is the chunk's own view)."""
    out = []
    for c in chunks_with(ctx, raw_terms(" ".join(words)), kinds=("chunk",), limit=400):
        if c.section == "title block":
            continue
        for u in c.units:
            t = norm_text(u[0])
            if len(t.split()) > 8 or re.search(r"\bsee\b|\brefer\b", t, re.I) or not has_all(t, words):
                continue
            b = tuple(u[1:5])
            h = b[3] - b[1]
            near_scale = SCALE_RX.search(t) or any(
                SCALE_RX.search(v[0]) and gap(b, tuple(v[1:5])) <= max(3 * h, 40) for v in c.units)
            if near_scale:
                out.append((c, b, display_title(SCALE_RX.sub(" ", t).replace("SCALE:", " ").strip())))
    return out


def _dims(c: Chunk) -> list[tuple[str, list[float], tuple, str]]:
    """(axis, values in inches, box, text) of each block of dimension strings in the chunk."""
    out = []
    for u in c.units:
        t = u[0]
        ms = list(_FT_IN.finditer(t))
        if not ms:
            continue
        # Dimension strings are nothing but dimensions (a note that mentions one is not).
        rest = _FT_IN.sub(" ", t)
        if re.search(r"[A-Za-z]{3,}", rest) and not _OVERALL.search(rest):
            continue
        b = tuple(u[1:5])
        w, h = b[2] - b[0], b[3] - b[1]
        axis = "y" if h > 1.5 * w else "x"
        out.append((axis, [_inches(m) for m in ms], b, " ".join(t.split())))
    return out


def _overall(dims, axis: str) -> Optional[tuple[float, tuple, str, str]]:
    """(overall, its box, its text, how it is confirmed) along one axis."""
    along = [d for d in dims if d[0] == axis]
    if not along:
        return None
    top = max(v for d in along for v in d[1])
    holder = next(d for d in along if top in d[1])
    if _OVERALL.search(holder[3]):
        return top, holder[2], holder[3], "labelled overall"
    for d in along:
        if len(d[1]) >= 2 and abs(sum(d[1]) - top) <= 0.5:
            parts = " + ".join(_fmt(v) for v in d[1])
            return top, holder[2], holder[3], f"the dimension string {parts} adds up to it"
    return top, holder[2], holder[3], ""


def answer(ctx: Context) -> Answer | None:
    q = ctx.question
    m = _ASK.search(q.text)
    ask = next(g for g in m.groups() if g)
    words = _view_words(q)
    if not any(w in VIEW_HEAD_TOKENS for w in words):
        if not _SUBJECT_WORDS & set(norm_tokens(q.text)):
            return None
        words = ["floor", "plan"]
    else:
        words = [w for w in words if w not in _SUBJECT_WORDS]
    views = _views(ctx, words)
    best = None
    for c, box, title in views:
        dims = _dims(c)
        ox, oy = _overall(dims, "x"), _overall(dims, "y")
        got = {"x": ox, "y": oy}
        axis = _axis(ask)
        if axis == "both":
            main = [a for a in ("x", "y") if got[a]]
        else:
            main = [axis] if got[axis] else []
        if not main:
            continue
        confirmed = all(got[a][3] for a in main)
        score = (confirmed, len(main), -len(title))
        if best is None or score > best[0]:
            best = (score, c, box, title, got, main)
    if best is None:
        return None
    (confirmed, _, _), c, box, title, got, main = best
    label = {"x": "overall width", "y": "overall depth"}
    parts, evidence = [], [(c, title, box)]
    for a in main:
        val, b, t, how = got[a]
        parts.append(f"{label[a]} {_fmt(val)}" + (f" ({how})" if how else ""))
        evidence.append((c, t, b))
    other = [a for a in ("x", "y") if a not in main and got[a]]
    text = f"{title} (sheet {c.sheet_id}): " + "; ".join(parts)
    if other:
        text += f"; {label[other[0]]} {_fmt(got[other[0]][0])}"
    if len(main) == 1:
        text = f"{_fmt(got[main[0]][0])} — " + text
    # A lone longest dimension may be one wall; only a confirmed overall clears the gate.
    return make_answer(ctx, text, 0.82 if confirmed else 0.45, name, evidence)
