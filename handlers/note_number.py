"""A numbered note looked up by its number: `what does note 10 call for?`, `keynote 4 on A101?`,
`what does legend item 15 denote?`.

Sheet notes and keynotes are numbered lists: each number printed at the left of its note, often
in a bubble that the text layer keeps apart from the note's words (`10` alone, the note to its
right on the same row). A number is read as a note's only when it stands in such a list -- at
least MIN_LIST notes numbered down one column -- so a grid bubble or a detail number beside some
text is not taken for one. A numbered legend is such a list with each entry's symbol drawn
between its number and its meaning, so the meaning may stand further right. A `NOTE 6:` label
may also stand on a line of its own with its note on the lines under it; two lists that give a
number the same words (a fixture-note list repeated per building) are one answer. A sheet named in
the question scopes the lookup; a number that numbers different notes on several sheets is not
answered without one.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.captions import is_section_heading
from drawqa.models import Answer, Chunk

from ._domain import NOTE_REF, block_below, block_right_of, chunk_passages, chunks_with, page_chunks, passage_right_of
from .base import Abstain, Context, make_answer, pattern, units
from .confidence import GOOD

name = "note_number"
kinds = frozenset({"*"})

# Words before `note` that do not say which list it is in.
_ANY_LIST = frozenset("what which does do the this that a sheet key does say says".split())
_NUMBERED = pattern(r"^\s*(?:(?:KEY\s*)?NOTE\s*#?\s*(?P<named>\d{1,3}[A-Z]?)\s*[:.)-]|"
                    r"\(?(?P<n>\d{1,3}[A-Z]?)[.)]?)\s+(?P<text>[A-Z(].*)$", re.S)
# A note's number printed alone: `12.`, `(4)`, `NOTE 6:`.
_BARE = pattern(r"\(?\d{1,3}[A-Z]?[.)]?|(?:KEY\s*)?NOTE\s*#?\s*\d{1,3}[A-Z]?\s*:", re.I)
MIN_LIST = 3            # numbered notes down one column that make a list
MIN_NOTE_WORDS = 3
BUBBLE_GAP = 8          # text heights from a note's number to its words
LEGEND_GAP = 16         # ... in a numbered legend, where the symbol stands between them
COLUMN_SLACK = 2.0      # text heights a list's numbers may wander left and right
NOTE_LIMIT = 600        # characters: a numbered note is one unit, quoted whole (not cut at 300)


_LEGEND = pattern(r"\bLEGEND\b", re.I)


def accepts(q) -> bool:
    return bool(NOTE_REF.search(q.text))


def _numbered_items(page: list[Chunk]) -> list[tuple[str, str, tuple, tuple, Chunk]]:
    """(number, note, box of the number, box of the note, chunk) for every note of the page's
    numbered lists."""
    items = []
    for c in page:
        if c.section == "title block":
            continue
        # A number printed as its own span heads the passage that reads its note beside it.
        beside = {tuple(p.boxes[0]): p for p in chunk_passages(c)}
        us = units(c)
        for k, (text, b) in enumerate(us):
            b = tuple(b)
            note = _numbered_note(text)
            if note:
                items.append((*note, b, b, c))
            elif _BARE.fullmatch(text.strip()):
                own = beside.get(b)
                note = _numbered_note(own.text) if own is not None else None
                if note:
                    items.append((*note, b, tuple(own.bbox), c))
                    continue
                if not re.fullmatch(r"\(?\d{1,3}[A-Z]?[.)]?", text.strip()):
                    below = _note_below(us, k)
                    if below is not None:
                        items.append((_label_number(text), below[0], b, below[1], c))
                    continue
                hit = passage_right_of(page, b, BUBBLE_GAP, MIN_NOTE_WORDS)
                if hit is not None:
                    q, qc = hit
                    items.append((text.strip(" .()"), " ".join(q.text.split()), b, tuple(q.bbox), qc))
                elif _LEGEND.search(_list_heading(page, b)):
                    entry = block_right_of(page, b, LEGEND_GAP, MIN_NOTE_WORDS)
                    if entry is not None:
                        items.append((text.strip(" .()"), entry[0], b, entry[1], entry[2]))
    listed = []
    for n, text, b, nb, c in items:
        h = max(1.0, b[3] - b[1])
        column = {m for m, _, o, _, _ in items if abs(o[0] - b[0]) <= COLUMN_SLACK * h}
        if len(column) >= MIN_LIST or (len(column) >= 2 and _list_heading(page, b)):
            listed.append((n, text, b, nb, c))     # two notes under a NOTES heading are a list too
    return listed


def _label_number(label: str) -> str:
    """The number of a note label (`NOTE 6:` -> `6`)."""
    return re.search(r"\d{1,3}[A-Z]?", label.upper()).group(0)


def _note_below(us: list, i: int) -> Optional[tuple[str, tuple]]:
    """(note, box) printed under a `NOTE 6:` label that stands alone on its line: the lines
    right under it in its column, up to the next note's number."""
    taken, lines, box = {i}, [], None
    j = block_below(us, i)
    while j is not None and not (_BARE.fullmatch(us[j][0].strip()) or _numbered_note(us[j][0])):
        lines.append(" ".join(us[j][0].split()))
        o = us[j][1]
        box = o if box is None else (min(box[0], o[0]), min(box[1], o[1]), max(box[2], o[2]), max(box[3], o[3]))
        taken.add(j)
        j = block_below(us, j, taken=taken)
    text = " ".join(lines)
    if len(re.findall(r"[A-Za-z]{2,}", text)) < MIN_NOTE_WORDS:
        return None
    return text, tuple(box)


def _numbered_note(text: str) -> Optional[tuple[str, str]]:
    """(number, note) of a note printed with its number (`12. PROVIDE ...`, `NOTE 6: ...`)."""
    m = _NUMBERED.match(text)
    if m is None or len(re.findall(r"[A-Za-z]{2,}", m.group("text"))) < MIN_NOTE_WORDS:
        return None
    return m.group("n") or m.group("named"), " ".join(m.group("text").split())


def _list_heading(page: list[Chunk], b: tuple) -> str:
    """The heading of the list a note stands in (`FRAMING NOTES`): the nearest section heading
    above it whose column holds it."""
    best = None
    for c in page:
        for text, o in units(c):
            if not is_section_heading(" ".join(text.split())) or o[3] > b[1] + 1:
                continue
            if not (o[0] - 2 * (o[3] - o[1]) <= b[0] <= o[2]):
                continue
            if best is None or o[3] > best[0]:
                best = (o[3], " ".join(text.split()))
    return best[1] if best else ""


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    m = NOTE_REF.search(ctx.question.text)
    n = m.group("n").upper()
    kind = (m.group("kind") or "").lower()
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, [n.lower()], kinds=("chunk",), limit=400)})
    found: dict[str, list[tuple[Chunk, str, tuple]]] = {}
    lists: dict[str, list[tuple[Chunk, str, tuple]]] = {}      # the same, of the list the question names
    for file, page in pages:
        page_ = page_chunks(ctx, file, page)
        for num, text, b, box, c in _numbered_items(page_):
            if num.upper() != n:
                continue
            found.setdefault(text, []).append((c, text, box))
            if kind and kind not in _ANY_LIST and kind in _list_heading(page_, b).lower():
                lists.setdefault(text, []).append((c, text, box))
    found = lists or found
    if not found:
        return None
    if len(found) > 1:
        where = sorted({c.sheet_id or f"page {c.page}" for ev in found.values() for c, _, _ in ev})
        return Abstain(f"there are {len(found)} notes {n} on {', '.join(where)} (in different lists or sheets): "
                       f"name the sheet or the list", name)
    text, evidence = next(iter(found.items()))
    c = evidence[0][0]
    noun = "Item" if m.group("noun").lower() == "item" else "Note"     # as the question calls it
    said = f"{noun} {n} (sheet {c.sheet_id}): {text}" if c.sheet_id else f"{noun} {n}: {text}"
    return make_answer(ctx, said, GOOD, name, evidence[:3], limit=NOTE_LIMIT)
