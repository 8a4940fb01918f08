"""What a title block says of the drawings themselves: who holds their copyright and what
they were issued for.

* The copyright notice (`(c) 2025 TIDELINE ARCHITECTURE PC. ALL RIGHTS RESERVED.`, `THESE DRAWINGS
  ARE THE PROPERTY OF ...`) names the holder after the mark and the year; a year and a holder
  followed by ALL RIGHTS RESERVED is the notice with its mark lost (OCR drops a small `©`).
* The issue phase is a short line in the title block (`ISSUED FOR PERMIT`, `BID SET`,
  `CONSTRUCTION DOCUMENTS`), often a list of issues each with its date: the latest dated one is
  the phase the sheet is at; undated phases that disagree leave the question open.

Notices and phases that differ between the sheets in scope are not merged into one answer.
"""
from __future__ import annotations

import re
from datetime import date
from typing import Optional

from drawqa.models import Answer, Chunk

from ._domain import parse_date, title_block_chunks
from .base import Abstain, Context, make_answer, pattern, units

name = "title_notes"
kinds = frozenset({"*"})

_COPYRIGHT_Q = pattern(r"\bcopyright|\bcopyrighted\b|\bwho\s+owns\s+the\s+(?:drawings|design|documents)\b", re.I)
_PHASE_Q = pattern(r"\b(?:issue|design|project|drawing|submittal)\s+(?:phase|stage|status|purpose)\b"
                   r"|\b(?:drawings?|sheets?|set|documents)\b.*\b(?:issued|released)\s+for\b"
                   r"|\b(?:issued|released)\s+for\s+what\b"
                   r"|\bwhat\s+(?:phase|stage)\s+(?:are|is|were|was)\s+(?:the|these|this)\s+(?:drawings?|sheets?|set|documents|project)\b",
                   re.I)
_HISTORY_Q = pattern(r"\b(?:what|which)\s+issues\b|\bissue\s+history\b|\blist\s+(?:of\s+)?(?:the\s+|all\s+)?issues\b", re.I)
_FOR_CONSTRUCTION_Q = pattern(r"\b(?:issued|released|approved)\s+for\s+construction\b", re.I)
_ELECTRICAL = pattern(r"\b(?:volt|panel|electric\w*|single|three|1|3)[\s-]*phase\b|\bphase\s+(?:a|b|c|wire)\b", re.I)

_NOTICE = pattern(r"(?:\u00a9|\(C\)|\bCOPYRIGHT\b)\s*(?:\u00a9\s*)?(?:(?:19|20)\d{2}\s*)?(?:BY\s+)?"
                  r"(?P<holder>[A-Z][\w&.,' -]{2,60}?)\s*(?:[.,]?\s*ALL\s+RIGHTS\b|\.\s|\.?$)"
                  r"|PROPERTY\s+OF\s+(?P<holder2>[A-Z][\w&.,' -]{2,60}?)\s*(?:[.,]\s|\.?$|\s+AND\s)"
                  # the mark lost (OCR drops a small ©): a year, the holder, ALL RIGHTS RESERVED
                  r"|^\W{0,2}(?:19|20)\d{2}\s+(?P<holder3>[A-Z][\w&.,' -]{2,60}?)\s*[.,]?\s*ALL\s+RIGHTS\s+RESERVED\b",
                  re.I)
_PHASE = pattern(r"^(?:ISSUED\s+FOR\s+|FOR\s+)?(?P<phase>(?:\d{2,3}\s*%\s*)?(?:PERMIT|CONSTRUCTION|BID(?:DING)?|TENDER|"
                 r"PRICING|REVIEW|SCHEMATIC\s+DESIGN|DESIGN\s+DEVELOPMENT|CONSTRUCTION\s+DOCUMENTS|RECORD|"
                 r"AS[\s-]?BUILT|CONFORMED|ADDENDUM)(?:\s+(?:SET|ISSUE|DOCUMENTS|DRAWINGS|SUBMITTAL))?)"
                 r"(?:\s*[-:]?\s*(?P<date>.+))?$", re.I)
MAX_PHASE_WORDS = 7
# A title block's stamp before the issue it marks: `NOT TO BE USED FOR CONSTRUCTION PURPOSES TENDER ISSUE`.
_STAMP = pattern(r"^(?P<stamp>(?:PRELIMINARY\s*[-:]?\s*)?NOT\s+(?:TO\s+BE\s+USED\s+)?FOR\s+CONSTRUCTION"
                 r"(?:\s+PURPOSES)?)\.?\s*[-:]?\s*", re.I)


def accepts(q) -> bool:
    return bool(_COPYRIGHT_Q.search(q.text) or _HISTORY_Q.search(q.text) or _FOR_CONSTRUCTION_Q.search(q.text)
                or (_PHASE_Q.search(q.text) and not _ELECTRICAL.search(q.text)))


def _title_units(ctx: Context) -> list[tuple[Chunk, str, tuple]]:
    out = []
    for s in ctx.sheets:
        for c in title_block_chunks(ctx, s.file, s.page):
            out.extend((c, " ".join(t.split()), tuple(b)) for t, b in units(c))
    return out


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    held = {s.sheet_id.upper() for s in ctx.gen.sheets}
    absent = [t for t in ctx.question.id_shaped if t.upper() not in held]
    if absent and not ctx.sheets_in_scope:
        # what a title block says is said of its own sheet: a number the set lacks is no other sheet
        return Abstain(f"sheet {absent[0]} is not in the set", name, scope=True)
    if _COPYRIGHT_Q.search(ctx.question.text):
        return _copyright(ctx)
    if _HISTORY_Q.search(ctx.question.text):
        return _history(ctx)
    return _phase(ctx)


def _copyright(ctx: Context) -> Optional[Answer | Abstain]:
    found: dict[str, list] = {}
    for c, text, b in _title_units(ctx):
        m = _NOTICE.search(text)
        if m:
            holder = (m.group("holder") or m.group("holder2") or m.group("holder3")).strip(" .,")
            found.setdefault(holder.upper(), []).append((c, text, b))
    if not found:
        return None
    if len(found) > 1:
        return Abstain(f"the sheets name different copyright holders: {'; '.join(found)}", name)
    holder, evidence = next(iter(found.items()))
    return make_answer(ctx, f"{holder} (copyright notice: {evidence[0][1]})", 0.8, name, evidence[:3])


_PHASE_WORDS = (r"(?:\d{2,3}\s*%\s*)?(?:SCHEMATIC\s+DESIGN|DESIGN\s+DEVELOPMENT|CONSTRUCTION\s+DOCUMENTS|PERMIT|"
                r"CONSTRUCTION|BID(?:DING)?|TENDER|PRICING|REVIEW|RECORD|AS[\s-]?BUILT|CONFORMED|PRELIMINARY)"
                r"(?:\s+(?:SET|ISSUE|DOCUMENTS|DRAWINGS|SUBMITTAL))?")
_DAY_MON_YEAR = r"\d{1,2}\s?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s?\d{4}"
# `BID SET 04MAY2021` in a list of issues. (A revision table's `P2 21/09/2018 PRELIMINARY ISSUE`
# is the revision reader's: its marks, not its dates, say which is latest.)
_DATED_PHASE = pattern(rf"(?P<phase>{_PHASE_WORDS})\s*[-:]?\s*(?P<date>{_DAY_MON_YEAR}|\d{{1,2}}/\d{{1,2}}/\d{{2,4}})\b", re.I)
_MONTHS = "JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split()


def _when(text: str) -> Optional[date]:
    d = parse_date(text)
    if d is not None:
        return d
    m = re.search(r"(\d{1,2})\s?([A-Z]{3})[A-Z]*\.?\s?(\d{4})", text.upper())
    if m and m.group(2) in _MONTHS:
        try:
            return date(int(m.group(3)), _MONTHS.index(m.group(2)) + 1, int(m.group(1)))
        except ValueError:
            return None
    return None


def _in_revision_row(ctx: Context, c: Chunk, b: tuple) -> bool:
    """The unit stands in a row of its sheet's revision table (`1  ADDENDUM 01  05/12/2025`):
    a revision, not the issue the sheet is at. OCR reads the row's cells as units of their own."""
    for s in ctx.sheets:
        if (s.file, s.page) != (c.file, c.page):
            continue
        for r in s.revisions or []:
            rb = r.get("bbox")
            if rb and b[0] >= rb[0] - 1 and b[2] <= rb[2] + 1 and min(b[3], rb[3]) - max(b[1], rb[1]) > 0.5 * (b[3] - b[1]):
                return True
    return False


def _phases(units_: list[tuple[Chunk, str, tuple]]) -> list[tuple]:
    """(phase, date or None, date as written, chunk, unit text, box) of each issue listed."""
    phases = []
    for i, (c, text, b) in enumerate(units_):
        pairs = list(_DATED_PHASE.finditer(text))
        if pairs:
            for m in pairs:
                phases.append((m.group("phase").upper(), _when(m.group("date")), m.group("date"), c, text, b))
            continue
        stamp = _STAMP.match(text)
        body = text[stamp.end():] if stamp else text
        m = _PHASE.match(body)
        if not m or len(body.split()) > MAX_PHASE_WORDS:
            continue
        when = m.group("date") or ""
        if _when(when) is None:
            # The date of a listed issue is often its own unit, right beside or under it.
            nxt = units_[i + 1][1] if i + 1 < len(units_) and units_[i + 1][0] is c else ""
            when = nxt if _when(nxt) is not None and len(nxt.split()) <= 3 else ""
        phases.append((m.group("phase").upper(), _when(when) if when else None, when, c, text, b))
    return phases


def _phase(ctx: Context) -> Optional[Answer | Abstain]:
    every = _title_units(ctx)
    # The issue field says the phase; a revision row (`1  ADDENDUM 01  05/12/2025`) only when
    # nothing outside the revision table does.
    phases = _phases([u for u in every if not _in_revision_row(ctx, u[0], u[2])]) or _phases(every)
    if not phases:
        return None
    dated = [p for p in phases if p[1] is not None]
    picked = [p for p in dated if p[1] == max(x[1] for x in dated)] if dated else phases
    names = sorted({" ".join(p[0].split()) for p in picked})
    if len(names) > 1:
        return Abstain(f"the title blocks list several issues without saying which is current: {', '.join(names)}", name)
    phase, _, when, c, text, b = picked[0]
    listed = len({" ".join(p[0].split()) for p in phases})
    said = " ".join(phase.split()) + (f", issued {when}" if when else "")
    if dated and listed > 1:
        said += f" (the latest of {listed} issues listed)"
    stamp = _STAMP.match(text)
    if stamp:
        said += f" ({stamp.group('stamp')})"
    return make_answer(ctx, said, 0.8, name, [(c, text, b)])


def _history(ctx: Context) -> Optional[Answer]:
    """`What issues has this sheet been through?`: every dated issue its title block lists,
    oldest first (a revision table's rows are the revision reader's)."""
    every = [u for u in _title_units(ctx) if not _in_revision_row(ctx, u[0], u[2])]
    dated: dict[str, tuple] = {}
    for p in _phases(every):
        if p[1] is not None:
            dated.setdefault(f"{' '.join(p[0].split())} {p[2]}", p)
    if len(dated) < 2:
        return None
    ordered = sorted(dated.items(), key=lambda kv: kv[1][1])
    text = "; ".join(k for k, _ in ordered)
    return make_answer(ctx, text, 0.8, name, [(p[3], p[4], p[5]) for _, p in ordered])
