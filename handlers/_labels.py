"""Labels printed on a plan, read by their geometry: stacks of short lines, room labels, callouts.

A plan answers many questions with text set on the drawing itself: a room's name with its size
and ceiling height stacked under it (`BEDROOM` / `13'-6" x 11'-0"` / `8'-0" CLG`), a building's
name over its area (`1-STORY HOUSE` / `1,170sqft`), a window or door callout (`NEW 2668` /
`DOOR`, `2030 CSMT` / `SILL @ 4'-0"` / `TEMPERED`), often turned 90 degrees along a wall. A
label is one stack: short lines each just under the one before (or, for turned text, just
beside it), sharing its column. Title blocks, notes, schedules and legends hold no plan labels.
"""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Optional

from drawqa.captions import is_caption
from drawqa.models import Chunk
from drawqa.tokens import normalize

from ._domain import BBox, chunk_lines, union
from .base import pattern

NOT_PLAN = ("title block", "notes", "schedule", "legend")
MAX_LABEL_WORDS = 6       # a label line is a few words; a longer line is a note
STACK_GAP = 1.6           # line heights between a label's line and the next one under it
STACK_OVERLAP = -0.35     # lines of one label may overlap this much (OCR boxes, estimated lines)
MIN_SHARED = 0.3          # of the narrower line: how much of its column the next line shares
TURNED = 2.0              # a box this many times taller than wide holds text turned 90 degrees


@dataclass
class Piece:
    """One line of a plan label, with its own box and the block (chunk unit) it cites."""
    text: str
    box: BBox
    cite: BBox
    chunk: Chunk
    turned: bool

    @property
    def unsure(self) -> bool:
        """Every word of the line was read unsurely by OCR: linework or a smudge, as a rule."""
        words = re.findall(r"[a-z0-9]+", self.text.lower())
        low = set(self.chunk.low_conf)
        return bool(words) and all(w in low for w in words)

    @property
    def thick(self) -> float:
        """The line's height as printed (its width when turned)."""
        b = self.box
        return max(1.0, (b[2] - b[0]) if self.turned else (b[3] - b[1]))


def clean(text: str) -> str:
    """A label's text as a reader takes it: quotes and primes unified, spaces collapsed."""
    return " ".join(normalize(text).replace("\u2032", "'").replace("\u2033", '"').split())


def plan_pieces(page: list[Chunk]) -> list[Piece]:
    """The short lines set on the drawing area of a page, each with its box."""
    out = []
    for c in page:
        if c.kind != "chunk" or c.section in NOT_PLAN:
            continue
        lines = chunk_lines(c)
        by_unit: dict[int, list] = {}
        for ln in lines:
            by_unit.setdefault(ln.unit, []).append(ln)
        for group in by_unit.values():
            b = group[0].cite
            w, h = b[2] - b[0], b[3] - b[1]
            text_len = sum(len(ln.text) for ln in group)
            turned = text_len >= 3 and h >= TURNED * max(w, 1.0) * (1 if len(group) == 1 else 0.5)
            for k, ln in enumerate(group):
                if not ln.placed:
                    continue
                text = clean(ln.text)
                if len(re.findall(r"[A-Za-z0-9]", text)) < 2 or len(text.split()) > MAX_LABEL_WORDS:
                    continue
                if turned:     # turned lines stand side by side across the block
                    step = w / len(group)
                    box = (b[0] + k * step, b[1], b[0] + (k + 1) * step, b[3])
                else:
                    box = ln.geo
                out.append(Piece(text, tuple(box), tuple(b), c, turned))
    return out


def _follows(a: Piece, b: Piece) -> Optional[float]:
    """How far b stands after a in one label (in a's line heights), or None when it does not:
    just under a (just right of it when turned), sharing its column."""
    if a.turned != b.turned or a is b:
        return None
    if a.turned:
        d = (b.box[0] - a.box[2]) / a.thick
        shared = min(a.box[3], b.box[3]) - max(a.box[1], b.box[1])
        narrow = min(a.box[3] - a.box[1], b.box[3] - b.box[1])
    else:
        d = (b.box[1] - a.box[3]) / a.thick
        shared = min(a.box[2], b.box[2]) - max(a.box[0], b.box[0])
        narrow = min(a.box[2] - a.box[0], b.box[2] - b.box[0])
    if not STACK_OVERLAP <= d <= STACK_GAP or shared < MIN_SHARED * max(narrow, 1.0):
        return None
    if not 0.5 <= b.thick / a.thick <= 2.0:
        return None
    return d


def label_stacks(page: list[Chunk]) -> list[list[Piece]]:
    """The labels of a page: each a stack of lines, top to bottom (left to right when turned).
    A line joins the one above only when each is the other's nearest: two columns side by side
    stay two labels."""
    pieces = plan_pieces(page)
    nxt: dict[int, tuple[float, int]] = {}
    prv: dict[int, tuple[float, int]] = {}
    for turned in (False, True):
        # Lines sorted by where a following line starts (top, or left when turned): only those
        # starting within reach of a line's end are tried, so a crowded sheet stays quick.
        axis = 0 if turned else 1
        ids = sorted((i for i, p in enumerate(pieces) if p.turned == turned), key=lambda i: pieces[i].box[axis])
        starts_at = [pieces[i].box[axis] for i in ids]
        for i in ids:
            a = pieces[i]
            end = a.box[axis + 2]
            lo = bisect_left(starts_at, end + STACK_OVERLAP * a.thick)
            hi = bisect_right(starts_at, end + STACK_GAP * a.thick)
            for j in ids[lo:hi]:
                d = _follows(a, pieces[j])
                if d is None:
                    continue
                if i not in nxt or d < nxt[i][0]:
                    nxt[i] = (d, j)
                if j not in prv or d < prv[j][0]:
                    prv[j] = (d, i)
    link = {i: j for i, (_, j) in nxt.items() if prv.get(j, (0, -1))[1] == i}
    linked = set(link.values())
    starts = [i for i in range(len(pieces)) if i not in linked]
    stacks = []
    for i in starts:
        stack, seen = [pieces[i]], {i}
        while i in link and link[i] not in seen:
            i = link[i]
            seen.add(i)
            stack.append(pieces[i])
        stacks.append(stack)
    return stacks


def stack_box(stack: list[Piece]) -> BBox:
    return union(p.box for p in stack)


def said(stack: list[Piece]) -> str:
    """What a label says: its lines in order, those read unsurely left out."""
    return " ".join(p.text for p in stack if not p.unsure)


def evidence(stack: list[Piece]) -> list[tuple[Chunk, str, BBox]]:
    """Citations of a label: one box round its lines (those read unsurely left out)."""
    out: dict[int, tuple[Chunk, list[str], list[BBox]]] = {}
    for p in stack:
        if not p.unsure:
            got = out.setdefault(id(p.chunk), (p.chunk, [], []))
            got[1].append(p.text)
            got[2].append(p.cite)
    return [(c, " ".join(ts), union(bs)) for c, ts, bs in out.values()]


# --------------------------------------------------------------------------- room labels

_FI = r"\d{1,3}\s*'\s*(?:-?\s*\d{1,2}(?:\s+\d/\d{1,2})?\s*\")?"       # 13'-6"  20'  12'-6 1/2"
SIZE_RX = pattern(rf"^(?P<a>{_FI})\s*[xX\u00d7]\s*(?P<b>{_FI})$")
CEILING_RX = pattern(rf"^(?:(?P<a>{_FI})\s*(?:A\.?F\.?F\.?\s*)?(?:CLG|CEILING)\.?(?:\s*(?:HT|HEIGHT)\.?)?|"
                     rf"(?:CLG|CEILING)\.?\s*(?:HT\.?|HEIGHT)?\s*[:=@]?\s*(?P<b>{_FI}))$", re.I)
AREA_RX = pattern(r"^(?:AREA\s*[:=]?\s*)?(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.\d{1,2})?\s*(?:SQ\.?\s*FT\.?|SQFT|S\.?F\.?|"
                  r"SQUARE\s+FEET|GSF|NSF)$", re.I)
_NAME_RX = pattern(r"^[A-Z0-9][A-Z0-9 &/.'#-]*$")
_CODE = pattern(r"(?<![\w-])\d{3,}(?![\w-])")      # a size code or number: a tag, not a name
ROOM_NAME_WORDS = 4
# Window type codes a callout prints after its size code (`2030 CSMT`), with the type each names.
WINDOW_TYPES = {"CSMT": "casement", "CASEMENT": "casement", "SH": "single-hung", "SGL HUNG": "single-hung",
                "DH": "double-hung", "DBL HUNG": "double-hung", "SLDR": "slider", "SLIDER": "slider", "SL": "slider",
                "FX": "fixed", "FIXED": "fixed", "AWN": "awning", "AWNING": "awning", "HOPPER": "hopper",
                "PICTURE": "picture"}
# Longest first, so that `SLDR` is not read as `SL`; a space inside a code may be any white space.
WINDOW_TYPE_RX = "(?:" + "|".join(re.escape(c).replace(r"\ ", r"\s+") for c in sorted(WINDOW_TYPES, key=len, reverse=True)) + ")"


def window_type(code: str) -> str:
    """The window type a printed type code names (`csmt` -> casement); '' for none known."""
    return WINDOW_TYPES.get(" ".join(code.upper().split()), "")
# A line under a name that tries to be a value (a digit, a foot or inch mark, a unit) but is
# none: misread, as a rule, so the label's value is unknown rather than absent.
_GARBLED = pattern(r"\d|['\"]|\bCLG\b|\bS\.?F\b|\bSQ", re.I)


def feet(dim: str) -> Optional[float]:
    m = re.match(r"^(\d{1,3})\s*'\s*(?:-?\s*(\d{1,2})(?:\s+(\d)/(\d{1,2}))?\s*\")?$", dim.strip())
    if not m:
        return None
    inches = float(m.group(2) or 0) + (float(m.group(3)) / float(m.group(4)) if m.group(3) else 0.0)
    return int(m.group(1)) + inches / 12


def ceiling_feet(text: str) -> Optional[float]:
    m = CEILING_RX.match(text)
    return feet(m.group("a") or m.group("b")) if m else None


@dataclass
class RoomLabel:
    """A room's (or building's) name with what is printed under it; `unread` holds lines under
    the name that are neither a size, a ceiling height nor an area (OCR garbage, as a rule)."""
    name: str
    stack: list[Piece]
    size: Optional[str] = None
    ceiling: Optional[str] = None
    area: Optional[str] = None
    unread: int = 0

    @property
    def floor_area(self) -> Optional[float]:
        """Square feet: from the size when it is printed, else from the area label."""
        if self.size:
            m = SIZE_RX.match(self.size)
            a, b = feet(m.group("a")), feet(m.group("b"))
            if a and b:
                return a * b
        if self.area:
            return float(AREA_RX.match(self.area).group("n").replace(",", ""))
        return None


def _value_kind(text: str) -> Optional[str]:
    if SIZE_RX.match(text):
        return "size"
    if CEILING_RX.match(text):
        return "ceiling"
    if AREA_RX.match(text):
        return "area"
    return None


def _name_line(text: str) -> bool:
    return (bool(_NAME_RX.match(text)) and re.search(r"[A-Z]{3}", text) is not None
            and len(text.split()) <= ROOM_NAME_WORDS and not _CODE.search(text) and not is_caption(text)
            and _value_kind(text) is None)


def _centred(a: Piece, b: Piece) -> bool:
    """Two lines of one name: set on one centre (or one left edge) of their column."""
    lo, hi = (1, 3) if a.turned else (0, 2)
    wa, wb = a.box[hi] - a.box[lo], b.box[hi] - b.box[lo]
    tol = 0.15 * max(wa, wb, 1.0)
    return abs((a.box[lo] + a.box[hi]) - (b.box[lo] + b.box[hi])) / 2 <= tol or abs(a.box[lo] - b.box[lo]) <= tol


def sized_room_labels(page: list[Chunk]) -> list[RoomLabel]:
    """Each name printed with a size, ceiling height or area under it, read off its stack. A
    name may take two lines (`1-STORY` / `HOUSE`) when they share a centre."""
    out = []
    for stack in label_stacks(page):
        i = 0
        while i < len(stack):
            if not _name_line(stack[i].text):
                i += 1
                continue
            first = i
            if i + 1 < len(stack) and _name_line(stack[i + 1].text) and _centred(stack[i], stack[i + 1]) \
                    and len(f"{stack[i].text} {stack[i + 1].text}".split()) <= ROOM_NAME_WORDS:
                i += 1
            label = RoomLabel(" ".join(p.text for p in stack[first:i + 1]), list(stack[first:i + 1]))
            j = i + 1
            while j < len(stack) and not _name_line(stack[j].text):
                kind = None if stack[j].unsure else _value_kind(stack[j].text)
                if kind is None and not stack[j].unsure and (_CODE.search(stack[j].text)
                                                             or not _GARBLED.search(stack[j].text)):
                    break      # a callout's tag or plain words under the label: another label
                if kind and getattr(label, kind) is None:
                    setattr(label, kind, stack[j].text)
                else:
                    label.unread += 1
                label.stack.append(stack[j])
                j += 1
            if label.size or label.ceiling or label.area or label.unread:
                out.append(label)
            i = j
    return out
