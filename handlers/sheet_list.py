"""The set's list of sheets: `what sheets are in the set?`, `list the structural drawings`,
`what disciplines are included?`.

A set says what it holds in its sheet index (the table on the cover whose rows are each led by
a sheet number); each sheet says what it is in its title block. The index is the answer where
the set prints one, with the sheets it lists that the indexed files lack named as such; without
one, the answer is the sheets indexed, each cited to its title block. A discipline asked
(`structural`) keeps the sheets whose number designates it (`S-101`). The question must ask for
the list and nothing more: `which sheets show the stair?` is a question about one thing drawn.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Optional

from drawqa.models import Answer, Chunk
from drawqa.question import Question
from drawqa.sheets import DISCIPLINES, discipline_of
from drawqa.tokens import tokenize

from ._domain import sheet_index, titled_sheets
from .base import Context, make_answer, pattern
from .confidence import STRONG

name = "sheet_list"
kinds = frozenset({"*"})

_ASKS_LIST = pattern(
    r"^\s*(?:please\s+)?(?:list|name|show\s+me|give\s+me|what\s+are|which\s+are)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?"
    r"(?:[\w-]+\s+){0,2}(?:sheets|drawings|pages)\b"
    r"|^\s*(?:what|which)\s+(?:[\w-]+\s+){0,2}(?:sheets|drawings)\s+(?:are|does|do)\b"
    r"|\b(?:sheet|drawing)\s+(?:index|list)\b|\blist\s+of\s+(?:sheets|drawings)\b"
    r"|^\s*(?:what|which)\s+disciplines\b", re.I)
_DISCIPLINES_Q = pattern(r"\bdisciplines\b", re.I)
# Words that ask for the list or point at the set: a question with any other word (but a
# discipline's) asks about something on the sheets, not for the list.
_FRAME = frozenset("""please list name show me give what which are is all of the this these set sets sheets sheet
    drawings drawing pages page plans index in included include includes contain contains contained there does do
    have has project package documents construction disciplines discipline covered cover listed missing absent
    from not""".split())
_MISSING_Q = pattern(r"\b(?:missing|absent|not\s+(?:in|included))\b", re.I)
_SET_NAMED = pattern(r"\b(?:the|this)\s+(?:[\w-]+\s+){1,3}set\b", re.I)
_DISCIPLINE_NAMES = frozenset(w for d in DISCIPLINES.values() for w in d.split())
MAX_LISTED = 80


def accepts(q: Question) -> bool:
    if not _ASKS_LIST.search(q.text):
        return False
    text = _SET_NAMED.sub(" set", q.text)      # `the finish plan set` is the set, by its name
    rest = [t for t in tokenize(text, keep_stopwords=True) if t not in _FRAME and t.isalpha()]
    return all(t in _DISCIPLINE_NAMES for t in rest) and len(rest) <= 2


def _asked_discipline(q: Question) -> Optional[str]:
    words = [t for t in tokenize(q.text, keep_stopwords=True) if t in _DISCIPLINE_NAMES]
    if not words:
        return None
    wanted = " ".join(words)
    return next((d for d in DISCIPLINES.values() if d == wanted or d.split()[0] == words[0]), None)


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    if q.sheet_refs or q.id_shaped:
        return None       # a question about one sheet, named by its number
    # `the mechanical drawings` scopes the set to sheets titled so; the list is of the whole set
    ctx = replace(ctx, sheets_in_scope=None, cache={}, _rows=None)
    index = sheet_index(ctx)
    held = {s.sheet_id.upper(): s for s in ctx.gen.sheets if s.id_source != "fallback"}
    if index:
        entries = [(sid, _row_title(row, sid), row, tuple(row.bbox)) for sid, row in index]
        source = f"the sheet index on {index[0][1].sheet_id}"
    else:
        entries = [(s.sheet_id, title, block, box) for s, title, block, box in titled_sheets(ctx)]
        source = "the title blocks of the indexed sheets"
    if not entries:
        return None
    wanted = _asked_discipline(q)
    if wanted is not None:
        entries = [e for e in entries if discipline_of(e[0]) == wanted]
        if not entries:
            return None
    if _MISSING_Q.search(q.text):
        return _missing(ctx, index, entries, held) if index else None
    if _DISCIPLINES_Q.search(q.text) and wanted is None:
        text = _by_discipline(entries, source)
    else:
        listed = "; ".join(f"{sid} {title}".strip() for sid, title, _, _ in entries[:MAX_LISTED])
        more = f"; and {len(entries) - MAX_LISTED} more" if len(entries) > MAX_LISTED else ""
        what = f"{wanted} sheet" if wanted else "sheet"
        what += "" if len(entries) == 1 else "s"
        text = f"{len(entries)} {what} ({source}): {listed}{more}"
    if index:
        absent = [sid for sid, _, _, _ in entries if sid.upper() not in held]
        if absent and held:
            text += f". Not in the indexed files: {', '.join(absent)}"
    evidence = [(c, c.text if c.kind == "row" else title, box) for _, title, c, box in entries[:MAX_LISTED]]
    return make_answer(ctx, text, STRONG, name, evidence, limit=4000)


def _row_title(row: Chunk, sid: str) -> str:
    """The index row's title: its cells after the sheet number."""
    cells = [c.strip() for c in row.cells if c and c.strip()]
    after = [c for c in cells if c.upper() != sid.upper()]
    return " ".join(after)


def _by_discipline(entries: list, source: str) -> str:
    groups: dict[str, list[str]] = {}
    for sid, _, _, _ in entries:
        groups.setdefault(discipline_of(sid), []).append(sid)
    parts = [f"{d} ({', '.join(ids)})" for d, ids in groups.items()]
    return f"{len(groups)} discipline{'' if len(groups) == 1 else 's'} ({source}): " + "; ".join(parts)


def _missing(ctx: Context, index: list, entries: list, held: dict) -> Answer:
    """`Which sheets in the index are missing?`: the index's sheets the indexed files lack."""
    absent = [e for e in entries if e[0].upper() not in held]
    source = f"the sheet index on {index[0][1].sheet_id}"
    if not absent:
        text = f"none: every sheet {source} lists is in the indexed files"
        evidence = [(c, c.text, box) for _, _, c, box in entries[:3]]
    else:
        listed = "; ".join(f"{sid} {title}".strip() for sid, title, _, _ in absent)
        text = f"{len(absent)} of the {len(entries)} sheets {source} lists are not in the indexed files: {listed}"
        evidence = [(c, c.text, box) for _, _, c, box in absent]
    return make_answer(ctx, text, STRONG, name, evidence, limit=4000)
