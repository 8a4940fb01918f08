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

from ._domain import (NOTE_REF, block_below, block_right_of, chunk_lines, chunk_passages, chunks_with, page_chunks,
                      passage_right_of, union)
from .base import Abstain, Context, make_answer, pattern, units
from .confidence import GOOD

name = "note_number"
kinds = frozenset({"*"})

# Words before `note` that do not say which list it is in.
_ANY_LIST = frozenset("what which does do the this that a sheet key does say says".split())
# A note may open with a pipe or member size (`4  3" VTR, TERMINATE 12" ABOVE ROOF`): figures with
# an inch mark, then a word.
_LEADING_SIZE = r"\d+(?:-\d+/\d+|/\d+)?[\"\u201d]\s*[A-Z]"
_NUMBERED = pattern(r"^\s*(?:(?:KEY\s*)?NOTE\s*#?\s*(?P<named>\d{1,3}[A-Z]?)\s*[:.)-]|"
                    rf"\(?(?P<n>\d{{1,3}}[A-Z]?|[A-Z]{{1,2}}-?\d{{1,2}})[.)]?)\s+(?P<text>(?:[A-Z(]|{_LEADING_SIZE}).*)$", re.S)
# A note's number printed alone: `12.`, `(4)`, `NOTE 6:`.
_BARE = pattern(r"\(?\d{1,3}[A-Z]?[.)]?|[A-Z]{1,2}-?\d{1,2}|(?:KEY\s*)?NOTE\s*#?\s*\d{1,3}[A-Z]?\s*:", re.I)
# A keynote's tag alone in its bubble or hexagon: a number, or a discipline's letter and a number.
_TAG = r"\(?\d{1,3}[A-Z]?[.)]?|[A-Z]{1,2}-?\d{1,2}"
MIN_LIST = 3            # numbered notes down one column that make a list
MIN_NOTE_WORDS = 3
BUBBLE_GAP = 8          # text heights from a note's number to its words
LEGEND_GAP = 16         # ... in a numbered legend, where the symbol stands between them
COLUMN_SLACK = 2.0      # text heights a list's numbers may wander left and right
HEADING_WORDS = 6       # words of a heading line
HIT_PAGES = 10          # pages of the best hits searched for a lettered note (a letter is no search word)
NOTE_LIMIT = 400        # characters: a numbered note is one unit, quoted whole up to the length an answer may
                        # have; a longer one is cut at a sentence, marked …, its citation boxing it whole


_LEGEND = pattern(r"\bLEGEND\b", re.I)
_NOTES_WORD = pattern(r"NOTE", re.I)
# A lettered note (`E. SHAFT ENCLOSURES SHALL ...`): sheet notes lettered A, B, C down a column.
_LETTERED = pattern(r"^\s*(?P<n>[A-Z])\.\s+(?P<text>[A-Z(].*)$", re.S)
# A note asked by its letter (`note E`, `general note B`): the letter written as a capital, and
# not `I`, which is the pronoun more often than a note.
LETTER_REF = re.compile(r"\b(?:(?P<kind>[A-Za-z]+)\s+)?(?P<noun>[Nn]otes?|NOTES?|[Kk]ey\s*[Nn]ote)\s+(?P<n>[A-HJ-Z])\b(?![-/'\u2019.]?\w)")
# A notes block that starts with its own heading (`NOTE:`, `GENERAL NOTES:`) and numbers its notes inline.
_INLINE_HEAD = pattern(r"\s*(?:[A-Z]+\s+){0,3}NOTES?\s*:\s*(?=1[.)]\s)", re.I)
_INLINE_NUMBER = pattern(r"(?<![\w.])(?P<n>\d{1,2})[.)]\s+(?=[A-Z(])")


def accepts(q) -> bool:
    return bool(NOTE_REF.search(q.text) or LETTER_REF.search(q.text))


def _numbered_items(page: list[Chunk]) -> list[tuple[str, str, tuple, tuple, Chunk, str]]:
    """(number, note, box of the number, box of the note, chunk, heading of its list) for every
    note of the page's numbered lists."""
    items, inline = [], []
    for c in page:
        if c.section == "title block":
            continue
        # A number printed as its own span heads the passage that reads its note beside it.
        beside = {tuple(p.boxes[0]): p for p in chunk_passages(c)}
        us = units(c)
        for k, (text, b) in enumerate(us):
            b = tuple(b)
            run = _inline_list(text)
            if run:
                head = _INLINE_HEAD.match(text).group(0).strip(" :")
                inline.extend((n, note, b, b, c, head) for n, note in run)
                continue
            note = _numbered_note(text)
            if note:
                items.append((*note, b, b, c))
                continue
            lettered = _LETTERED.match(text)
            if lettered and len(re.findall(r"[A-Za-z]{2,}", lettered.group("text"))) >= MIN_NOTE_WORDS:
                items.append((lettered.group("n"), *_lettered_note(us, k, lettered.group("text")), c))
            elif _BARE.fullmatch(text.strip()):
                own = beside.get(b)
                note = _numbered_note(own.text) if own is not None else None
                if note:
                    items.append((*note, b, tuple(own.bbox), c))
                    continue
                if not re.fullmatch(_TAG, text.strip()):
                    below = _note_below(us, k)
                    if below is not None:
                        items.append((_label_number(text), below[0], b, below[1], c))
                    continue
                hit = passage_right_of(page, b, BUBBLE_GAP, MIN_NOTE_WORDS)
                if hit is not None:
                    q, qc = hit
                    note, box = _up_to_next_number(q, qc, _next_number_top(page, b))
                    if len(re.findall(r"[A-Za-z]{2,}", note)) >= MIN_NOTE_WORDS:
                        items.append((text.strip(" .()"), note, b, box, qc))
                elif _LEGEND.search(_list_heading(page, b)):
                    entry = block_right_of(page, b, LEGEND_GAP, MIN_NOTE_WORDS)
                    if entry is not None:
                        items.append((text.strip(" .()"), entry[0], b, entry[1], entry[2]))
    listed = []
    for n, text, b, nb, c in items:
        h = max(1.0, b[3] - b[1])
        column = {m for m, _, o, _, _ in items if abs(o[0] - b[0]) <= COLUMN_SLACK * h}
        if len(column) >= MIN_LIST or (len(column) >= 2 and _list_heading(page, b)):
            listed.append((n, text, b, nb, c, _list_heading(page, b)))   # two under a NOTES heading too
    return listed + inline


def _next_number_top(page: list[Chunk], b: tuple) -> Optional[float]:
    """The top of the next note number printed alone below box b in its column: where the
    note beside b ends (a list's numbers hang in a column left of its notes)."""
    h = max(1.0, b[3] - b[1])
    tops = [o[1] for c in page if c.section != "title block" for t, o in units(c)
            if _BARE.fullmatch(t.strip()) and abs(o[0] - b[0]) <= COLUMN_SLACK * h and o[1] > b[1] + 0.5 * h]
    return min(tops, default=None)


def _up_to_next_number(p, c: Chunk, stop: Optional[float]) -> tuple[str, tuple]:
    """(text, box) of passage p (beside a note number) above `stop`, the next number's top.
    A scan's reading may run the lines of several short notes into one block when their numbers
    were read as a column of their own: the next number ends the note."""
    whole = (" ".join(p.text.split()), tuple(p.bbox))
    if stop is None or p.bbox[3] <= stop:
        return whole
    boxes = {tuple(x) for x in p.boxes}
    kept, rest = [], " ".join(p.text.split())
    for line in chunk_lines(c):
        t = " ".join(line.text.split())
        if tuple(line.cite) not in boxes or not rest.startswith(t):
            continue
        if line.geo[1] >= stop - 0.25 * line.h:
            break
        kept.append(line)
        rest = rest[len(t):].lstrip()
        if not rest:
            break
    if not kept or not rest:
        return whole
    x0, y0, x1, _ = union([l.cite for l in kept])
    return " ".join(" ".join(l.text.split()) for l in kept), (x0, y0, x1, max(l.geo[3] for l in kept))


def _inline_list(text: str) -> list[tuple[str, str]]:
    """The notes of a short list read as one block under its heading (`NOTE: 1. P1 PILE ...
    2. SOIL ... 3. ALL FOOTING ...`): numbers 1, 2, 3 ... in order, each opening a sentence, so a
    dimension or a quantity inside a note is not taken for the next note's number."""
    head = _INLINE_HEAD.match(text)
    if head is None:
        return []
    body, notes, want, at = text[head.end():], [], 1, 0
    marks = []
    for m in _INLINE_NUMBER.finditer(body):
        if int(m.group("n")) == want and (m.start() == 0 or body[:m.start()].rstrip().endswith((".", ":"))):
            marks.append(m)
            want += 1
    if len(marks) < MIN_LIST - 1:
        return []
    for k, m in enumerate(marks):
        end = marks[k + 1].start() if k + 1 < len(marks) else len(body)
        note = " ".join(body[m.end():end].split())
        if len(re.findall(r"[A-Za-z]{2,}", note)) < MIN_NOTE_WORDS:
            return []
        notes.append((m.group("n"), note))
    return notes


def _lettered_note(us: list, i: int, first: str) -> tuple[str, tuple, tuple]:
    """(note, box of its letter, box of the note) of a lettered note whose words go on in the
    lines under its first, up to the next lettered note."""
    b = tuple(us[i][1])
    lines, box, taken = [" ".join(first.split())], b, {i}
    j = block_below(us, i, b)
    while j is not None and not (_LETTERED.match(us[j][0]) or _numbered_note(us[j][0])
                                 or is_section_heading(" ".join(us[j][0].split()))):
        lines.append(" ".join(us[j][0].split()))
        o = us[j][1]
        box = (min(box[0], o[0]), min(box[1], o[1]), max(box[2], o[2]), max(box[3], o[3]))
        taken.add(j)
        j = block_below(us, j, box, taken=taken)
    return " ".join(lines), b, box


def _fits_noun(noun: str, heading: str) -> bool:
    """Whether a list under this heading holds what the question names: a legend's numbered
    entries are symbols' meanings, not notes, so `note 3` is not read from a plain LEGEND and
    `legend 3` only from one (a KEYNOTE LEGEND is both)."""
    legend, notes = bool(_LEGEND.search(heading)), bool(_NOTES_WORD.search(heading))
    if noun == "legend":
        return legend
    if noun in ("note", "keynote"):
        return notes or not legend
    return True


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
                best = (o[3], " ".join(text.split()), tuple(o))
    if best is None:
        return ""
    return " ".join(filter(None, (_heading_line_above(page, best[2]), best[1])))


def _heading_line_above(page: list[Chunk], o: tuple) -> str:
    """A heading set on two lines (`GENERAL FIRE AND LIFE` / `SAFETY SHEET NOTES`): the capitals
    line right above the heading's last line, in its column."""
    h = max(1.0, o[3] - o[1])
    for c in page:
        for text, a in units(c):
            words = text.split()
            if not words or len(words) > HEADING_WORDS or text.upper() != text or not re.search(r"[A-Z]{2}", text):
                continue
            if -0.5 * h <= o[1] - a[3] <= 0.5 * h and min(a[2], o[2]) - max(a[0], o[0]) > 0.5 * (o[2] - o[0]):
                return " ".join(words)
    return ""


def _named_list(found: dict, headings: dict, question: str) -> dict:
    """Of notes with one number in several lists, the one whose list the question names by a
    word of its heading that the other lists' headings lack (`general note E` against `PROJECT
    ... NOTES`); all of them when no such word settles it."""
    asked = set(re.findall(r"[a-z]{3,}", question.lower()))
    words = {text: set(re.findall(r"[a-z]{3,}", " ".join(headings[text]).lower())) for text in found}
    named = [text for text in found
             if (words[text] - set().union(*(w for t, w in words.items() if t != text))) & asked]
    return {named[0]: found[named[0]]} if len(named) == 1 else found


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    m = NOTE_REF.search(ctx.question.text) or LETTER_REF.search(ctx.question.text)
    n = m.group("n").upper()
    kind = (m.group("kind") or "").lower()
    noun = re.sub(r"\s+", "", m.group("noun").lower())
    pages = sorted({(c.file, c.page) for c in chunks_with(ctx, [n.lower()], kinds=("chunk",), limit=400)}
                   | ({(h.chunk.file, h.chunk.page) for h in ctx.hits[:HIT_PAGES]} if n.isalpha() else set()))
    found: dict[str, list[tuple[Chunk, str, tuple]]] = {}
    lists: dict[str, list[tuple[Chunk, str, tuple]]] = {}      # the same, of the list the question names
    headings: dict[str, list[str]] = {}
    for file, page in pages:
        page_ = page_chunks(ctx, file, page)
        for num, text, b, box, c, heading in _numbered_items(page_):
            if num.upper() != n or not _fits_noun(noun, heading):
                continue
            found.setdefault(text, []).append((c, text, box))
            headings.setdefault(text, []).append(heading)
            if kind and kind not in _ANY_LIST and kind in heading.lower():
                lists.setdefault(text, []).append((c, text, box))
    found = lists or found
    if not found:
        return None
    if len(found) > 1:
        found = _named_list(found, headings, ctx.question.text)
    if len(found) > 1:
        where = sorted({c.sheet_id or f"page {c.page}" for ev in found.values() for c, _, _ in ev})
        return Abstain(f"there are {len(found)} notes {n} on {', '.join(where)} (in different lists or sheets): "
                       f"name the sheet or the list", name)
    text, evidence = next(iter(found.items()))
    c = evidence[0][0]
    called = {"item": "Item", "legend": "Legend item"}.get(noun, "Note")     # as the question calls it
    said = f"{called} {n} (sheet {c.sheet_id}): {text}" if c.sheet_id else f"{called} {n}: {text}"
    return make_answer(ctx, said, GOOD, name, evidence[:3], limit=NOTE_LIMIT)
