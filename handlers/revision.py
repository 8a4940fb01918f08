"""Revisions: the revision table entries of a sheet or of the set, the latest one and its date.

Reads the revision rows found in each title block at index time (`Sheet.revisions`: mark,
description, date and the row's box). The latest revision of the set is the one with the latest
date (then the highest mark); the answer names the sheet(s) that carry it and cites the row on
the first of them. Documents without a revision table often say `Revised: 12/27/2018` in a
footer line: that line is read instead. If the question also asks for the document's number or
title, the title line that repeats on every page (a handout's running footer) supplies it.
"""
from __future__ import annotations

import re
from datetime import date
from typing import Optional

from drawqa.expect import asked_types
from drawqa.models import Answer, Citation, Sheet
from drawqa.question import Question
from drawqa.tokens import tokenize

from ._domain import (DATE_RX, chunk_passages, chunks_with, issue_dates, norm_text, page_chunks, parse_date,
                      stem, title_block_chunks)
from .base import Abstain, Context, make_answer, pattern, shorten

name = "revision"
kinds = frozenset({"revision"})

_LATEST = pattern(r"\blatest\b|\blast\b|\bmost\s+recent\b|\bcurrent\b|\bnewest\b|\brecent\b", re.I)
_LIST = pattern(r"\blist\b|\ball\b|\bwhat\s+revisions\b|\bwhich\s+revisions\b|\bhistory\b|\brevisions\s+(?:are|were|have)", re.I)
_FIRST = pattern(r"\bfirst\b|\boriginal\b|\bearliest\b|\binitial\b", re.I)
_REV_NO = pattern(r"\b(?i:rev(?:ision)?)(?:\.|\b)\s*(?i:no\.?|number|#)?\s*([A-Z]?\d{1,2}|[A-Z])\b(?!\s*/)")
_REVISED_LINE = pattern(r"\brevis(?:ed|ion|ions)\b|\brev\.\s", re.I)
# `Which RFI revised the stair details?`: the revisions made by a change document of that kind.
_CHANGE_DOC = pattern(r"\b(?:RFI|ASI|CCD|PCO|bulletin|addend(?:um|a)|change\s+order|change\s+directive|"
                      r"sketch|SK)\b", re.I)
# One change document named with its number: `RFI 014`, `ASI #2`, `Addendum 1`.
_DOC_ID = pattern(r"\b(RFI|ASI|CCD|PCO|bulletin|addend(?:um|a)|SK)\s*(?:no\.?|#)?\s*-?\s*(\d{1,4})\b", re.I)
# Words of a revision question that say nothing of what was revised.
_REVISION_TALK = frozenset(stem(w) for w in (
    "which what when who revised revise revision revisions revising changed change changes made issued issue "
    "latest last recent current first date dated sheet sheets drawing drawings set plan plans document "
    "documents number").split())
_DOC_NUMBER = pattern(r"\b([A-Z]{2,6}\s?-\s?\d{2,5}[A-Z]?)\b")


# `Which keynote mentions RFI 009?` asks for a note on the drawing, not the revision table.
_NOTE_ASKED = pattern(r"\b(?:key\s?notes?|notes?)\b", re.I)


def accepts(q: Question) -> bool:
    if "revision" not in q.kinds or q.kind == "count":
        return False
    return not _NOTE_ASKED.search(q.text)


def _rev_key(r: dict) -> tuple:
    d = parse_date(r.get("date", "")) or date.min
    m = re.match(r"(\d+)", str(r.get("rev", "")))
    n = int(m.group(1)) if m else (ord(str(r.get("rev", " "))[0].upper()) - 64 if str(r.get("rev", "")).isalpha() else 0)
    return (d, n)


# Issue stages a revision mark can carry, in the order a project goes through them: letters and
# P1, P2 for preliminary issues, T1 for tender, plain numbers, then C1 for construction.
_STAGE = {"P": 0, "T": 1, "C": 3}


def _sequence_key(r: dict) -> tuple:
    """Where a revision stands in its sheet's sequence. The latest revision of a sheet is the
    highest in sequence; its date may be out of order by a typo (P2 dated after T1)."""
    mark = str(r.get("rev", "")).strip().upper().lstrip("\u25b3\u0394")
    m = re.fullmatch(r"([A-Z]?)(\d+)", mark)
    if m and m.group(1):
        return (_STAGE.get(m.group(1), 0), int(m.group(2)))
    if m:
        return (2, int(m.group(2)))
    if re.fullmatch(r"[A-Z]", mark):
        return (0, ord(mark) - 64)
    return (-1, 0)


def _latest_of_sheet(entries: list[tuple[Sheet, dict]]) -> list[tuple[Sheet, dict]]:
    """The latest revision of one sheet: highest in sequence when every mark reads as one,
    else the latest date."""
    if all(_sequence_key(r)[0] >= 0 for _, r in entries):
        top = max(_sequence_key(r) for _, r in entries)
        return [(s, r) for s, r in entries if _sequence_key(r) == top][-1:]
    latest = max(_rev_key(r) for _, r in entries)
    return [(s, r) for s, r in entries if _rev_key(r) == latest]


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    if "date" in asked_types(q.text):
        issued = issue_dates(ctx, name)      # `when was addendum 1 issued`: the issue list's row
        if issued is not None:
            return issued
    scoped = ctx.sheets_in_scope is not None
    sheets = ctx.sheets
    entries = [(s, r) for s in sheets for r in (s.revisions or []) if r.get("date") or r.get("description")]
    if not entries:
        return _text_revision(ctx)
    want = _REV_NO.search(q.text)
    if want and not re.fullmatch(r"\d{4}", want.group(1)):
        mark = want.group(1).upper()
        picked = [(s, r) for s, r in entries if str(r.get("rev", "")).upper() == mark]
        if not picked:
            return Abstain(f"no revision {mark} in the revision tables" + (" of that sheet" if scoped else ""), name)
        return _answer_one(ctx, picked, "")
    doc = _CHANGE_DOC.search(q.text)
    if doc:
        kind = re.compile(rf"\b{re.escape(doc.group(0))}", re.I)
        picked = [(s, r) for s, r in entries if kind.search(r.get("description", ""))]
        if not picked:
            return Abstain(f"no revision {'of that sheet ' if scoped else ''}names an {doc.group(0).upper()}", name)
        one = _DOC_ID.search(q.text)
        if one:
            picked = [(s, r) for s, r in picked if _names_document(r.get("description", ""), one)]
            if not picked:
                return Abstain(f"no revision names {one.group(0).upper()}", name)
        elif not scoped:
            subject = _subject_words(ctx, doc.group(0))
            if subject:
                picked = [(s, r) for s, r in picked if set(subject) & _entry_words(s, r)]
                if not picked:
                    return Abstain(f"no {doc.group(0).upper()} revision names the {' '.join(subject.values())}", name)
        if len(picked) == 1:
            return _answer_one(ctx, picked, "")
        return _answer_list(ctx, picked, scoped)
    if _LIST.search(q.text) and not _LATEST.search(q.text):
        return _answer_list(ctx, entries, scoped)
    if _read_off_a_scan(entries):
        return Abstain("the revision lists were read by OCR, which can lose a row: the "
                       f"{'first' if _FIRST.search(q.text) and not _LATEST.search(q.text) else 'latest'} "
                       "revision cannot be told from them", name)
    if _FIRST.search(q.text) and not _LATEST.search(q.text):
        first = min(_rev_key(r) for _, r in entries)
        picked = [(s, r) for s, r in entries if _rev_key(r) == first]
        return _answer_one(ctx, picked, "The first revision")
    if len({(s.file, s.page) for s, _ in entries}) == 1:
        return _answer_one(ctx, _latest_of_sheet(entries), "Latest revision")
    latest = max(_rev_key(r) for _, r in entries)
    picked = [(s, r) for s, r in entries if _rev_key(r) == latest]
    return _answer_one(ctx, picked, "Latest revision")


def _read_off_a_scan(entries: list[tuple[Sheet, dict]]) -> bool:
    """A revision list read by OCR may have lost a row (a thin line of small text), and the row
    lost may be the latest: the first or latest of such lists is not said."""
    return any(s.source != "text" for s, _ in entries)


def _names_document(description: str, doc: re.Match) -> bool:
    """The entry names that change document: its kind and the same number (`RFI 14` is `RFI 014`)."""
    return any(m.group(1).lower()[:5] == doc.group(1).lower()[:5] and int(m.group(2)) == int(doc.group(2))
               for m in _DOC_ID.finditer(description))


def _subject_words(ctx: Context, doc_word: str) -> dict[str, str]:
    """What the question says was revised (`the door schedule`), stem -> word: the words left
    when the revision talk, the change document's kind and the sheet IDs are taken out."""
    ids = {s.sheet_id.lower() for s in ctx.gen.sheets}
    return {stem(t): t for t in tokenize(ctx.question.text) if stem(t) not in _REVISION_TALK
            and t != doc_word.lower() and t not in ids and not t.isdigit()}


def _entry_words(s: Sheet, r: dict) -> set[str]:
    """The stems of a revision entry's description and of its sheet's title: what it revised."""
    return {stem(t) for t in tokenize(f"{r.get('description', '')} {s.title or ''}")}


def _describe(r: dict) -> str:
    rev = str(r.get("rev", "")).strip()
    desc = r.get("description", "").strip()
    d = r.get("date", "").strip()
    out = f"Revision {rev}" if rev else "Revision"
    if desc:
        out += f" — {desc}"
    if d:
        out += f", dated {d}"
    return out


def _answer_one(ctx: Context, picked: list[tuple[Sheet, dict]], lead: str) -> Answer:
    picked.sort(key=lambda t: (t[0].file, t[0].page))
    s0, r0 = picked[0]
    # Same revision on several sheets: name them all, cite the first (and a few more).
    same = [(s, r) for s, r in picked if r.get("description") == r0.get("description")]
    others = [(s, r) for s, r in picked if (s, r) not in same]
    sheets_txt = ", ".join(dict.fromkeys(s.sheet_id for s, _ in same))
    text = f"{lead + ': ' if lead else ''}{_describe(r0)} (sheet{'s' if len(same) > 1 else ''} {sheets_txt})"
    for s, r in others[:2]:
        text += f"; also {_describe(r)} (sheet {s.sheet_id})"
    cites = [_cite(ctx, s, r) for s, r in (same[:3] + others[:2])]
    conf = 0.85 if r0.get("date") else 0.7
    return _make(ctx, text, conf, cites)


def _answer_list(ctx: Context, entries, scoped: bool) -> Answer:
    by_rev: dict[tuple, list] = {}
    for s, r in entries:
        by_rev.setdefault((str(r.get("rev", "")), r.get("description", ""), r.get("date", "")), []).append((s, r))
    rows = sorted(by_rev.items(), key=lambda kv: _rev_key(kv[1][0][1]))
    parts = []
    for (_, _, _), items in rows:
        ids = ", ".join(dict.fromkeys(s.sheet_id for s, _ in items))
        parts.append(f"{_describe(items[0][1])} ({ids})")
    text = "Revisions: " + "; ".join(parts)
    cites = [_cite(ctx, items[0][0], items[0][1]) for _, items in rows[:6]]
    return _make(ctx, text, 0.8, cites)


def _cite(ctx: Context, s: Sheet, r: dict) -> Citation:
    bbox = r.get("bbox")
    row_text = " ".join(x for x in (str(r.get("rev", "")), r.get("description", ""), r.get("date", "")) if x)
    src = "ocr" if s.source == "ocr" else "text"
    tb = title_block_chunks(ctx, s.file, s.page)
    if tb:
        c = tb[0]
        if bbox:
            for cand in tb:
                b = cand.bbox
                if b[0] - 1 <= bbox[0] and b[1] - 1 <= bbox[1] and bbox[2] <= b[2] + 1 and bbox[3] <= b[3] + 1:
                    c = cand
                    break
        return Citation(file=s.file, sheet_id=s.sheet_id, sheet_title=s.title, page=s.page,
                        section="title block", bbox=[round(float(v), 1) for v in (bbox or c.bbox)],
                        text=row_text, source=c.source)
    return Citation(file=s.file, sheet_id=s.sheet_id, sheet_title=s.title, page=s.page,
                    section="title block", bbox=[round(float(v), 1) for v in (bbox or (0, 0, 0, 0))],
                    text=row_text, source=src)


def _make(ctx: Context, text: str, conf: float, cites: list[Citation]) -> Answer:
    seen, out = set(), []
    for c in cites:
        key = (c.file, c.page, tuple(c.bbox))
        if key not in seen:
            seen.add(key)
            out.append(c)
    if any(c.source == "ocr" for c in out):
        conf *= 0.9
    return Answer(question=ctx.question.raw, answer=shorten(text), confidence=min(conf, 0.99),
                  handler=name, citations=out)


# --------------------------------------------------------------------------- text revisions

def _text_revision(ctx: Context):
    """`Revised: 12/27/2018` lines, when the set has no revision table."""
    q = ctx.question
    found = []
    for c in chunks_with(ctx, ["revised", "revision", "revisions", "rev"]):
        for p in chunk_passages(c):
            if _REVISED_LINE.search(p.text) and DATE_RX.search(p.text):
                found.append(p)
    if not found:
        where = ", ".join(s.sheet_id for s in ctx.sheets_in_scope or [])
        return Abstain(f"no revision listed on {where}" if where else
                       "no revision table or revision date found in the set", name)
    found.sort(key=lambda p: (-(parse_date(_revised_date(p.text)) or date.min).toordinal(),
                              p.chunk.file, p.chunk.page))
    best = found[0]
    text = f"{best.text.strip()} (page {best.chunk.page})"
    evidence = [(best.chunk, best.text, best.bbox)]
    if re.search(r"\bnumber\b|\bno\.|\btitle\b|\bname\b|\bwhich\s+(?:handout|document|form)", q.text, re.I):
        doc = _document_title(ctx, best)
        if doc is None:
            return Abstain("the document's number or title is not stated on its pages", name)
        title, ev = doc
        m = _DOC_NUMBER.search(title)
        lead = f"{m.group(1)} ({title})" if m and re.search(r"\bnumber\b|\bno\.", q.text, re.I) else title
        text = f"{lead}; {text}"
        evidence.insert(0, ev)
    return make_answer(ctx, text, 0.8, name, evidence)


def _revised_date(text: str) -> str:
    m = re.search(r"revis\w*\W{0,3}(.{0,30})", text, re.I)
    return m.group(1) if m else text


def _document_title(ctx: Context, near) -> Optional[tuple[str, tuple]]:
    """The block that repeats on most pages (a running title such as `SAMPLE HOUSE PLANS
    BPC-022`), not a page number and not the revision line itself: (text, (chunk, text, bbox))."""
    pages_of: dict[str, set] = {}
    first: dict[str, tuple] = {}
    for s in ctx.sheets[:60]:
        for c in page_chunks(ctx, s.file, s.page):
            for u in c.units:
                t = norm_text(u[0])
                if len(t) < 6 or len(t.split()) > 10 or _REVISED_LINE.search(t) or DATE_RX.search(t):
                    continue
                if re.search(r"\bpage\s+\d+\s+of\s+\d+\b|^\d+$", t, re.I) or not re.search(r"[A-Za-z]{3}", t):
                    continue
                key = t.upper()
                pages_of.setdefault(key, set()).add((s.file, s.page))
                if key not in first or c.page < first[key][0].page:
                    first[key] = (c, t, tuple(u[1:5]))
    n = min(len(ctx.sheets), 60)
    if n < 2 or not pages_of:
        return None
    key, pages = max(pages_of.items(), key=lambda kv: (len(kv[1]), bool(_DOC_NUMBER.search(kv[0]))))
    if len(pages) < max(2, (n + 1) // 2):
        return None
    c, t, b = first[key]
    return t, (c, t, b)
