"""The window (or door) of one room, read off the plan's callouts: `what size is the new window
of the larger bedroom?`, `which window is the egress opening for the smaller bedroom?`.

A plan calls out each window and door beside the wall it sits in (`NEW 5050 CSMT`, `SILL @
2'-6"`, `EMERGENCY EGRESS`), and names each room at its centre (`BEDROOM` / `13'-6" x 11'-0"`).
A callout belongs to the room whose label is nearest. The room asked for is named, and told
from its twins by size (`larger`, `smaller`: the floor area its label prints). The callouts
of that room that say what the question says (`new`, `egress`) are the answer when exactly one
is left. The size code is read as width and height in feet and inches (`5050` = 5'-0" x
5'-0", `3068` = 3'-0" x 6'-8"). Lines of the callout that do not read as a known line (a sill
read `@7-6"`) are left out, never quoted as a value.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer

from ._domain import chunks_with, page_chunks
from ._labels import WINDOW_TYPE_RX, RoomLabel, clean, feet, label_stacks, sized_room_labels, stack_box, window_type
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD

name = "room_window"
kinds = frozenset({"*"})

_ASK = pattern(r"\b(?P<thing>window|door)s?\b.*?\b(?:of|in|for|at|serving|on)\s+(?:the\s+)?(?:\w+\s+wall\s+of\s+the\s+)?"
               r"(?P<cmp>larger|bigger|largest|biggest|smaller|smallest)\s+(?P<room>[a-z]+)\b", re.I)
STATUS = ("new", "replacement", "existing", "relocated")
PROPERTIES = ("egress", "tempered", "fixed", "operable")
_CODE = {"window": pattern(rf"^(?:(?:NEW|REPLACEMENT|EXISTING|\(E\)|\(N\))\s+)?(?P<code>\d{{4}})\s+(?P<type>{WINDOW_TYPE_RX})$", re.I),
         "door": pattern(r"^(?:(?:NEW|REPLACEMENT|EXISTING|\(E\)|\(N\))\s+)?(?P<code>\d{4})$", re.I)}
# Lines a callout carries that are read as they stand; any other line is left out.
_KNOWN_LINE = pattern(r"^(?:NEW|REPLACEMENT|EXISTING|DOOR|TEMPERED|(?:EMERGENCY\s+)?EGRESS|"
                      r"SILL\s*@\s*\d{1,2}'-\d{1,2}\"|(?:EMERGENCY\s+)?EGRESS\s+WINDOW)$", re.I)


def accepts(q) -> bool:
    return bool(_ASK.search(q.text))


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
    if len(codes) != 1 or (thing == "door" and not any(t.upper() == "DOOR" for t in texts)):
        return None
    return codes[0], [t for t in texts if t == codes[0].group(0) or _KNOWN_LINE.match(t)]


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    q = ctx.question
    m = _ASK.search(q.text)
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
    if len(found) != 1:
        return Abstain(f"{len(found)} {thing} callouts match the {m.group('cmp')} {room.lower()}", name) if found else None
    stack, (code, lines) = found[0]
    kind = window_type(code.group("type")) if thing == "window" else "door"
    text = f"{' '.join(lines)} ({_size(code.group('code'))} {kind}, at the {m.group('cmp').lower()} {room.lower()})"
    cites = [(p.chunk, clean(p.text), p.cite) for p in stack if not p.unsure and clean(p.text) in lines]
    return make_answer(ctx, text, GOOD, name, cites)
