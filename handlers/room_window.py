"""The window (or door) of one room, read off the plan's callouts: `what size is the new window
of the larger bedroom?`, `which window is the egress opening for the smaller bedroom?`.

A plan calls out each window and door beside the wall it sits in (`NEW 5050 CSMT`, `SILL @
2'-6"`, `EMERGENCY EGRESS`), and names each room at its centre (`BEDROOM` / `13'-6" x 11'-0"`,
`BEDROOM #1`). A callout belongs to the room whose label is nearest. The room asked for is
named, and told from its twins by size (`larger`, `smaller`: the floor area its label prints)
or by the number its label prints (`bedroom #1`). The callouts of that room that say what the
question says (`new`, `egress`) are the answer when exactly one is left. The size code is read
as width and height in feet and inches (`5050` = 5'-0" x 5'-0", `3068` = 3'-0" x 6'-8"); a
code printed without a type (`4040` / `egress`) is a window callout only when a line under it
names what the window is (egress, tempered ...). Lines of the callout that do not read as a
known line (a sill read `@7-6"`) are left out, never quoted as a value.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer

from ._domain import chunks_with, page_chunks, stem
from ._labels import WINDOW_TYPE_RX, RoomLabel, clean, feet, label_stacks, sized_room_labels, stack_box, window_type
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "room_window"
kinds = frozenset({"*"})

_ASK = pattern(r"\b(?P<thing>window|door)s?\b.*?\b(?:of|in|for|at|serving|on)\s+(?:the\s+)?(?:\w+\s+wall\s+of\s+the\s+)?"
               r"(?P<cmp>larger|bigger|largest|biggest|smaller|smallest)\s+(?P<room>[a-z]+)\b", re.I)
# A room named by its number: `in bedroom #1`, `of bedroom 2`.
_ASK_NUMBERED = pattern(r"\b(?P<thing>window|door)s?\b.*?\b(?:of|in|for|at|serving|on)\s+(?:the\s+)?"
                        r"(?P<room>[a-z]+)\s*(?:#|no\.?\s*|number\s+)?(?P<no>\d{1,2})\b(?![-'\"./\d])", re.I)
# A room's name as a plan prints it: words of four letters or more (`GFI`, `HB`, `DW` are
# device tags set beside the walls, not rooms), an optional number after it.
_ROOM_NAME = pattern(r"^(?P<name>[A-Z][A-Z&/.' -]*?[A-Z]{4,}[A-Z&/.' -]*?)\s*(?:#|NO\.?\s*)?(?P<no>\d{1,2})?$")
STATUS = ("new", "replacement", "existing", "relocated")
PROPERTIES = ("egress", "tempered", "fixed", "operable")
_CODE = {"window": pattern(rf"^(?:(?:NEW|REPLACEMENT|EXISTING|\(E\)|\(N\))\s+)?(?P<code>\d{{4}})\s+(?P<type>{WINDOW_TYPE_RX})$", re.I),
         "door": pattern(r"^(?:(?:NEW|REPLACEMENT|EXISTING|\(E\)|\(N\))\s+)?(?P<code>\d{4})$", re.I)}
_BARE_CODE = pattern(r"^(?P<code>\d{4})$")
_WHAT_IT_IS = pattern(r"^(?:EMERGENCY\s+)?EGRESS(?:\s+WINDOW)?$|^TEMPERED$", re.I)
# Lines a callout carries that are read as they stand; any other line is left out.
_KNOWN_LINE = pattern(r"^(?:NEW|REPLACEMENT|EXISTING|DOOR|TEMPERED|(?:EMERGENCY\s+)?EGRESS|"
                      r"SILL\s*@\s*\d{1,2}'-\d{1,2}\"|(?:EMERGENCY\s+)?EGRESS\s+WINDOW)$", re.I)


def accepts(q) -> bool:
    return bool(_ASK.search(q.text) or _ASK_NUMBERED.search(q.text))


def _size(code: str) -> str:
    """`5060` -> 5'-0" x 6'-0": the first two digits are the width, the last two the height."""
    return f"{code[0]}'-{int(code[1])}\" x {code[2]}'-{int(code[3])}\""


def _centre(b) -> tuple[float, float]:
    return (b[0] + b[2]) / 2, (b[1] + b[3]) / 2


def _nearest(rooms: list[RoomLabel], box) -> RoomLabel:
    cx, cy = _centre(box)
    return min(rooms, key=lambda r: (_centre(r.stack[0].box)[0] - cx) ** 2 + (_centre(r.stack[0].box)[1] - cy) ** 2)


def _callout(stack, thing: str):
    """(code match, quoted lines) when the stack is a callout of the thing asked; else None."""
    texts = [clean(p.text) for p in stack if not p.unsure]
    codes = [m for m in (_CODE[thing].match(t) for t in texts) if m]
    if thing == "window" and not codes and any(_WHAT_IT_IS.match(t) for t in texts):
        codes = [m for m in (_BARE_CODE.match(t) for t in texts) if m]
    if len(codes) != 1 or (thing == "door" and not any(t.upper() == "DOOR" for t in texts)):
        return None
    return codes[0], [t for t in texts if t == codes[0].group(0) or _KNOWN_LINE.match(t)]


def _room_names(page) -> list[tuple[str, Optional[str], object]]:
    """(name, number, stack) of each room name printed on the plan (`LIVING ROOM`, `BEDROOM #1`):
    a label whose first line is one to three words, a word of four letters or more (its size
    may stand under it)."""
    out = []
    for stack in label_stacks(page):
        texts = [clean(p.text) for p in stack if not p.unsure]
        if not texts or len(texts[0].split()) > 3:
            continue
        m = _ROOM_NAME.match(texts[0])
        if m:
            out.append((" ".join(m.group("name").split()), m.group("no"), stack))
    return out


def _numbered(ctx: Context, m) -> tuple[list, str]:
    """(callouts found, the room as said) for a room named by its number: the room whose
    printed name is the room asked with that number, each callout nearest to its name."""
    thing, room, no = m.group("thing").lower(), m.group("room").upper(), m.group("no")
    words = set(re.findall(r"[a-z]+", ctx.question.text.lower()))
    found = []
    for file, page_no in sorted({(c.file, c.page) for c in chunks_with(ctx, [room.lower()], kinds=("chunk",), limit=200)}):
        page = page_chunks(ctx, file, page_no)
        names = _room_names(page)
        targets = [s for n, k, s in names if k == no and stem(n.split()[-1].lower()) == stem(room.lower())]
        if len(targets) != 1:
            continue        # no such room on this plan, or the number printed twice
        centres = [(_centre(stack_box(s)), s) for _, _, s in names]
        for stack in label_stacks(page):
            got = _callout(stack, thing)
            if got is None:
                continue
            cx, cy = _centre(stack_box(stack))
            nearest = min(centres, key=lambda c: (c[0][0] - cx) ** 2 + (c[0][1] - cy) ** 2)[1]
            if nearest is not targets[0]:
                continue
            said_words = set(re.findall(r"[a-z]+", " ".join(got[1]).lower()))
            if any(w in words and w not in said_words for w in STATUS + PROPERTIES):
                continue
            found.append((stack, got))
    return found, f"{room.lower()} #{no}"


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    q = ctx.question
    m = _ASK.search(q.text)
    if m is None:
        numbered = _ASK_NUMBERED.search(q.text)
        found, where = _numbered(ctx, numbered)
        return _said(ctx, found, numbered.group("thing").lower(), where)
    thing, room = m.group("thing").lower(), m.group("room").upper()
    larger = m.group("cmp").lower() in ("larger", "bigger", "largest", "biggest")
    words = set(re.findall(r"[a-z]+", q.text.lower()))
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, [room.lower()], kinds=("chunk",), limit=200)})
    found = []
    for file, page_no in pages:
        page = page_chunks(ctx, file, page_no)
        rooms = [r for r in sized_room_labels(page) if (r.size or r.ceiling or r.area or r.unread)
                 and not re.search(r"\d|\bPLAN\b|\bDOOR\b|\bNOTES?\b", r.name, re.I)]
        twins = [r for r in rooms if r.name.upper() == room]
        sized = [(r.floor_area, r) for r in twins if r.floor_area]
        if len(twins) < 2 or len(sized) != len(twins):
            continue        # one such room, or a twin's size unread: `larger` picks nothing surely
        target = (max if larger else min)(sized, key=lambda x: x[0])[1]
        for stack in label_stacks(page):
            got = _callout(stack, thing)
            if got is None or _nearest(rooms, stack_box(stack)) is not target:
                continue
            said_words = set(re.findall(r"[a-z]+", " ".join(got[1]).lower()))
            if any(w in words and w not in said_words for w in STATUS + PROPERTIES):
                continue    # a replacement window for a new one, one without egress for the egress window
            found.append((stack, got))
    return _said(ctx, found, thing, f"the {m.group('cmp').lower()} {room.lower()}")


def _said(ctx: Context, found: list, thing: str, where: str) -> Optional[Answer | Abstain]:
    """The one callout found, with its size read from its code; two or more: no answer."""
    if len(found) != 1:
        return Abstain(f"{len(found)} {thing} callouts match {where}", name) if found else None
    stack, (code, lines) = found[0]
    typed = code.groupdict().get("type")
    kind = (window_type(typed) if typed else "window") if thing == "window" else "door"
    text = f"{' '.join(lines)} ({_size(code.group('code'))} {kind}, at {where})"
    cites = [(p.chunk, clean(p.text), p.cite) for p in stack if not p.unsure and clean(p.text) in lines]
    return make_answer(ctx, text, GOOD, name, cites)
