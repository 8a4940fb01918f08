"""A firm's telephone or fax number or e-mail address, read from its block in a title block.

A title block lists each firm as a block of lines set flush left one under the other: the
firm's name, its role or disciplines, the street address, then its numbers (`T`/`Tel`,
`F`/`Fax`, or a bare `303-431-6100`), a web or e-mail line last. A number belongs to the block
it is stacked in; the question says whose number it wants by words the block itself prints (its
firm, role or discipline), every one of them. A question that names no one is answered only
where the set's title blocks hold one firm's numbers. Sets print the same title block on every
sheet, so a number repeated on each sheet is still one answer. An e-mail address is read the
same way: the last line of its firm's block.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS, asked_types, find_value
from drawqa.models import Answer
from drawqa.question import Question
from drawqa.tokens import STOPWORDS

from ._domain import Line, chunk_lines, norm_text, stems, title_block_chunks, union
from .base import Context, make_answer, pattern
from .confidence import GOOD

name = "phone"
kinds = frozenset({"*"})

_FAX_Q = pattern(r"\bfax\b|\bfacsimile\b", re.I)
_EMAIL_Q = pattern(r"\be-?\s?mail\b", re.I)
_EMAIL = pattern(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_FAX_LINE = pattern(r"^\s*(?:F|FAX|FACSIMILE)\b\.?\s*:?", re.I)
# A web or e-mail line closes a firm's block: the line above the next block's name.
_CONTACT = pattern(r"@|\bwww\.|\.(?:com|org|net|au|ca|uk)\b", re.I)
# Words that ask for a number, or point at a firm without naming it: not whose number.
_NOT_WHOSE = STOPWORDS | ASKING_WORDS | frozenset(
    "phone telephone tel fax facsimile number no listed given printed firm firms company office "
    "project their his her s contact call e email mail address".split())
FLUSH = 3.0           # points a block's lines may differ at their left edge
LINE_GAP = 1.5        # line heights between two lines of one block
MAX_SHEETS = 20       # title blocks repeat: the first sheets hold every firm the set lists


def accepts(q: Question) -> bool:
    return "phone" in asked_types(q.text) or _EMAIL_Q.search(q.text) is not None


def _is_number_line(text: str) -> bool:
    return find_value("phone", text) is not None


def _block(lines: list[Line], i: int) -> list[Line]:
    """The firm block around number line i: the stacked lines above it up to a gap or the end
    of the block above (its number or web line), and the number and web lines below it."""
    me = lines[i]
    col = sorted((l for l in lines if abs(l.geo[0] - me.geo[0]) <= FLUSH), key=lambda l: l.geo[1])
    k = next(j for j, l in enumerate(col) if l is me)
    lo = k
    while lo > 0:
        up, cur = col[lo - 1], col[lo]
        if cur.geo[1] - up.geo[3] > LINE_GAP * cur.h or _CONTACT.search(up.text) \
                or (_is_number_line(up.text) and not _is_number_line(cur.text)):
            break
        lo -= 1
    hi = k
    while hi + 1 < len(col):
        cur, down = col[hi], col[hi + 1]
        if down.geo[1] - cur.geo[3] > LINE_GAP * down.h or not (_is_number_line(down.text) or _CONTACT.search(down.text)):
            break
        hi += 1
    return col[lo:hi + 1]


def _number_above(lines: list[Line], i: int) -> int:
    """The number line stacked right above an e-mail line i (the block's last line), or i."""
    me = lines[i]
    above = [j for j, l in enumerate(lines) if abs(l.geo[0] - me.geo[0]) <= FLUSH and l.geo[3] <= me.geo[1] + 1
             and me.geo[1] - l.geo[3] <= LINE_GAP * me.h and _is_number_line(l.text)]
    return max(above, key=lambda j: lines[j].geo[1]) if above else i


def _touching(lines: list[Line], block: list[Line]) -> list[Line]:
    """Lines set right over or under a firm's block and across it, though not flush with it: the
    firm's tagline or role under its logo (`Consulting Engineers & Managers` under the address)."""
    x0, x1 = min(l.geo[0] for l in block), max(l.geo[2] for l in block)
    top, bottom = block[0], block[-1]
    out = []
    for l in lines:
        if l in block or min(l.geo[2], x1) <= max(l.geo[0], x0):
            continue
        h = min(l.h, top.h)
        if 0 <= l.geo[1] - bottom.geo[3] <= LINE_GAP * h or 0 <= top.geo[1] - l.geo[3] <= LINE_GAP * h:
            out.append(l)
    return out


def _whose(q: Question) -> set[str]:
    """The words naming whose number is asked (`cost estimator`, `Martin/Martin`, `NV5`)."""
    words = re.findall(r"[a-z0-9]+", q.text.lower())
    return {s for w in words if w not in _NOT_WHOSE and len(w) > 1 and not w.isdigit() for s in stems(w)}


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    fax = bool(_FAX_Q.search(q.text))
    email = bool(_EMAIL_Q.search(q.text))
    whose = _whose(q)
    found: dict[str, tuple] = {}      # number -> (text, chunk, box)
    blocks: set[tuple[str, ...]] = set()
    for s in ctx.sheets[:MAX_SHEETS]:
        for c in title_block_chunks(ctx, s.file, s.page):
            lines = chunk_lines(c)
            for i, line in enumerate(lines):
                if email:
                    got = _EMAIL.search(line.text)
                    number = got.group(0).lower() if got else None
                    if number is None:
                        continue
                    block = _block(lines, _number_above(lines, i))
                    block = block if line in block else block + [line]
                else:
                    number = find_value("phone", line.text)
                    if number is None or bool(_FAX_LINE.match(line.text)) != fax:
                        continue
                    block = _block(lines, i)
                said = " ".join(norm_text(l.text) for l in block + _touching(lines, block))
                blocks.add(tuple(norm_text(l.text) for l in block))
                if whose and not whose <= stems(said):
                    continue
                firm = norm_text(block[0].text)
                head = firm if block[0] is not line and not _CONTACT.search(firm) and not re.match(r"\s*\d", firm) else ""
                text = f"{head}: {norm_text(line.text)}" if head else norm_text(line.text)
                found.setdefault(number, (text, c, union(l.cite for l in block), said))
    if len(found) != 1 or (not whose and len(blocks) != 1):
        return None        # no one's number, or several firms' numbers and no way to choose
    text, c, box, said = next(iter(found.values()))
    return make_answer(ctx, text, GOOD, name, [(c, said, box)])
