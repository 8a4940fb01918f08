"""The lengths of a lot's property lines on a site or plot plan: `how wide is the lot along the
street?`, `how long are the side property lines?`.

A plot plan writes each property line's length as a feet-inches string just outside that line
(`65'-0"` under the front line, `125'-0"` beside a side line); the street is named outside the
lot on its side (the address `123 ANY STREET`, `SIDEWALK`, `CURB`). So the lot's dimensions
are the long feet-inches strings of the plan, each on one side of their common centre; the
street side is the side the street's name lies beyond; the side lines are the two across
from each other between the front and the rear. Two candidates on one side, a dimension read
unsurely, or no street named outside a side leave the question unanswered.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer, Chunk

from ._domain import BBox, page_chunks
from ._labels import clean, feet
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "lot_lines"
kinds = frozenset({"*"})

MIN_LOT_FEET = 20.0       # a property line is this long at least; shorter strings are buildings, setbacks
SITE_SECTIONS = ("site plan",)
_LOT = pattern(r"\b(?:lot|property|site|parcel)\b", re.I)
_FRONT_Q = pattern(r"\balong\s+the\s+(?:street|road|front)\b|\b(?:street\s+)?frontage\b|"
                   r"\bfront\s+(?:property|lot)\s+lines?\b", re.I)
_SIDE_Q = pattern(r"\bside\s+(?:property|lot)\s+lines?\b", re.I)
_REAR_Q = pattern(r"\b(?:rear|back)\s+(?:property|lot)\s+lines?\b", re.I)
# A street's name or the public way in front of a lot (a driveway's `DRIVE` is on the lot).
_STREET = pattern(r"\b(?:STREET|AVENUE|AVE\.|ROAD|BOULEVARD|BLVD\.?|LANE|SIDEWALK|CURB|RIGHT[- ]OF[- ]WAY|R\.O\.W\.?)(?![\w-])",
                  re.I)
OPPOSITE = {"left": "right", "right": "left", "top": "bottom", "bottom": "top"}


def accepts(q) -> bool:
    return bool(_LOT.search(q.text)) and bool(_FRONT_Q.search(q.text) or _SIDE_Q.search(q.text)
                                              or _REAR_Q.search(q.text))


def _centre(b) -> tuple[float, float]:
    return (b[0] + b[2]) / 2, (b[1] + b[3]) / 2


def _side(p: tuple[float, float], c: tuple[float, float]) -> str:
    dx, dy = p[0] - c[0], p[1] - c[1]
    if abs(dx) > abs(dy):
        return "right" if dx > 0 else "left"
    return "bottom" if dy > 0 else "top"


_FEET_INCHES = pattern(r"\d{1,3}\s*'\s*-?\s*\d{1,2}(?:\s+\d/\d{1,2})?\s*\"|\d{1,3}\s*'")


def _dimension_strings(text: str, box) -> list[tuple[str, BBox]]:
    """The feet-inches strings of a line holding nothing else (a text layer joins the two side
    lines' strings printed on one row), each with its share of the line's box."""
    ms = list(_FEET_INCHES.finditer(text))
    if not ms or _FEET_INCHES.sub("", text).strip():
        return []
    x0, x1, n = box[0], box[2], max(len(text), 1)
    return [(m.group(0), (x0 + (x1 - x0) * m.start() / n, box[1], x0 + (x1 - x0) * m.end() / n, box[3]))
            for m in ms]


def _lot_dimensions(page: list[Chunk]) -> list[tuple[str, BBox, Chunk]]:
    out = []
    for c in page:
        if c.section == "title block":
            continue
        for u in c.units:
            for t, b in _dimension_strings(clean(u[0]), tuple(u[1:5])):
                ft = feet(t)
                if ft is None or ft < MIN_LOT_FEET:
                    continue
                if set(re.findall(r"[a-z0-9]+", t.lower())) & set(c.low_conf):
                    return []       # a lot dimension read unsurely: the lot is not read surely
                out.append((t, b, c))
    return out


def _street_side(page: list[Chunk], sides: dict, centre) -> Optional[str]:
    """The side the street is named beyond (outside the lot's dimension on that side)."""
    found = set()
    for c in page:
        for u in c.units:
            if c.section == "title block" or not _STREET.search(u[0]):
                continue
            p = _centre(u[1:5])
            s = _side(p, centre)
            dim = sides.get(s)
            if dim is None:
                continue
            d = _centre(dim[1])
            beyond = (p[1] > d[1]) if s == "bottom" else (p[1] < d[1]) if s == "top" else \
                (p[0] > d[0]) if s == "right" else (p[0] < d[0])
            if beyond:
                found.add(s)
    return found.pop() if len(found) == 1 else None


def _read_lot(page: list[Chunk]) -> Optional[tuple[dict, Optional[str]]]:
    dims = _lot_dimensions(page)
    if len(dims) < 3:
        return None
    centre = (sum(_centre(b)[0] for _, b, _ in dims) / len(dims), sum(_centre(b)[1] for _, b, _ in dims) / len(dims))
    sides: dict[str, tuple] = {}
    for d in dims:
        s = _side(_centre(d[1]), centre)
        if s in sides:
            return None         # two strings on one side: not a lot's outline alone
        sides[s] = d
    return sides, _street_side(page, sides, centre)


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    q = ctx.question
    pages = sorted({(c.file, c.page) for c in ctx.section_chunks("site plan")})
    lots = [r for r in (_read_lot(page_chunks(ctx, f, p)) for f, p in pages) if r is not None]
    if len(lots) != 1:
        return None         # no lot outlined by its dimensions, or several plans: which lot?
    read = lots[0]
    sides, street = read
    if street is None:
        return Abstain("no street named beside one side of the lot", name)
    if _SIDE_Q.search(q.text):
        want = [s for s in sides if s not in (street, OPPOSITE[street])]
        label = "the side property lines"
        if len(want) != 2:
            return None
    else:
        want = [street if _FRONT_Q.search(q.text) else OPPOSITE[street]]
        label = "the property line along the street" if want[0] == street else "the rear property line"
        if want[0] not in sides:
            return None
    values = [sides[s][0] for s in want]
    text = f"{' and '.join(values)} ({label}, on the plot plan)"
    return make_answer(ctx, text, GOOD, name, [(sides[s][2], sides[s][0], sides[s][1]) for s in want])
