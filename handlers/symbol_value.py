"""The value a set gives a design symbol: `what is Ss?`, `what is the value of SD1?`.

Engineers state design parameters by their code symbols, one assignment after another on a
line (`Ss = 0.128   S1 = 0.061`, `GROUND SNOW LOAD, Pg: 20 PSF`, `f'c = 4,000 PSI`). A symbol
is short and reads unlike a word: a letter with a digit (`S1`, `SD1`), or capitals with small
letters (`Ss`, `Ie`, `Pg`). Its value runs from the `=` or `:` after it to the next symbol's
assignment or the line's end, and holds a figure. A symbol in capitals alone (`SDS`) is read
only after `=`, as an abbreviation list also sets its short forms before a colon; printed in
another case than asked, it is read only after `=` too. Two different values in the set
answer nothing.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer

from ._domain import chunk_lines
from .base import Context, make_answer, pattern
from .confidence import GOOD

name = "symbol_value"
kinds = frozenset({"*"})

_ASK = pattern(r"^\s*what\s+(?:is|are|was)\s+(?:the\s+)?(?:value\s+(?:of|for)\s+(?:the\s+)?)?"
               r"(?P<sym>[A-Za-z][A-Za-z0-9']{1,4})(?:\s+value)?\s*\??\s*$", re.I)
_FIGURE = re.compile(r"\d")
_NOT_SYMBOLS = frozenset("it its this that there these those".split())


def _symbol(text: str) -> Optional[str]:
    m = _ASK.search(text)
    if not m:
        return None
    sym = m.group("sym")
    if sym.lower() in _NOT_SYMBOLS:
        return None
    mixed = re.search(r"[A-Z]", sym) is not None and re.search(r"[a-z]", sym[1:]) is not None
    if not (_FIGURE.search(sym) or mixed or sym.isupper()):
        return None       # a plain word (`what is concrete?`) is no symbol
    return sym


def accepts(q) -> bool:
    return _symbol(q.text) is not None


def _assignments(sym: str, line: str) -> list[tuple[str, str]]:
    """(value, caption) for each value the line assigns to the symbol, the caption being the
    words right before it that name it (`GROUND SNOW LOAD,`); `:` counts only where the symbol
    is printed as asked and is not in capitals alone (an abbreviation list's `SS: STAINLESS
    STEEL`)."""
    out = []
    colon_ok = not sym.isupper() or _FIGURE.search(sym) is not None
    rx = re.compile(rf"(?<![\w'])(?P<s>{re.escape(sym)})\s*(?P<op>=|:)\s*(?P<v>.+?)"
                    rf"(?=\s+[A-Za-z][\w']{{0,4}}\s*=|\s*$)", re.I)
    for m in rx.finditer(line):
        if m.group("op") == ":" and not (colon_ok and m.group("s") == sym):
            continue
        v = m.group("v").strip(" ,;")
        before = line[:m.start()].strip(" ,")
        caption = before if before and not re.search(r"[=:]", before) else ""
        if _FIGURE.search(v):
            out.append((v, caption))
    return out


def answer(ctx: Context) -> Optional[Answer]:
    sym = _symbol(ctx.question.text)
    found: dict[str, list] = {}
    for c in ctx.chunks_of_kind("chunk", containing=[sym.lower()]):
        if c.section == "title block":
            continue
        for l in chunk_lines(c):
            for v, caption in _assignments(sym, l.text):
                found.setdefault(" ".join(v.split()).upper(), []).append((c, l.text, l.cite, caption))
    if len(found) != 1:
        return None       # none, or the set gives the symbol two values
    value, where = next(iter(found.items()))
    c, line, box, caption = where[0]
    text = f"{caption} {sym} = {value}".strip()
    return make_answer(ctx, text, GOOD, name, [(c, line, box)])
