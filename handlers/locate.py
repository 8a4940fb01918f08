"""Where in the set a part of the drawings is: `Which sheet has the door schedule?`, `Where are
the general notes?`, `On which sheet is the stair nosing detail?`.

A plan set names its parts by titles: each sheet by its title-block title, each schedule, view
and notes block by a heading set over or under it (a view's with its scale). The part asked is
found by those titles, never by a word inside a note, so `SEE SCHEDULES ON SHEET A4.0` is no
answer to where the general notes are. A block's kind supplies its kind word: a heading inside
a notes block heads notes (`7. STEEL JOISTS AND DECK` heads the steel joist and deck notes), a
table's title names a table or schedule, and a view on a sheet titled `INTERIOR ELEVATIONS` is
an interior elevation. A question that asks for a sheet is answered with a sheet or not at all;
a note that sends the part elsewhere (`REFER CIVIL DRAWINGS`, `LOCATED ON SHEET 4`) is left to
the statement handler to quote. `Is there a door schedule in this set?` is answered `Yes:` with
the sheets; a part no title names is never said to be absent, only not found.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import NamedTuple, Optional

from drawqa.models import Answer, Chunk, Sheet
from drawqa.question import Question
from drawqa.expect import split_parts
from drawqa.layout import overlap_y, union
from drawqa.sheet_ids import SHEET_ID
from drawqa.spelling import SHEET_SHORT_WORDS
from drawqa.tokens import DRAWING_PARTS, STOPWORDS

from ._domain import (chunks_with, covers_tokens, display_title, gap, has_all, is_heading, is_placeholder,
                      norm_text, norm_tokens, page_chunks, QUESTION_WORDS, raw_terms, SCALE_RX,
                      sheet_title_of, title_block_chunks, VIEW_HEAD_TOKENS, without_scale, word_initials)
from .base import Abstain, Context, make_answer, pattern
from .confidence import FAIR, GOOD, STRONG

name = "locate"
kinds = frozenset({"*"})

# The question asks for a sheet: `which sheet`, `what drawing`, `on which page`, `the sheet number of`.
SHEET_ASK = pattern(r"\b(?:which|what)\s+(?:sheets?|drawings?|dwgs?|pages?)\b|\bon\s+(?:which|what)\s+(?:sheet|drawing|page)\b|"
                    r"\b(?:sheet|drawing|page)\s+(?:number|no\.?|#)\s+(?:of|for)\b", re.I)
_WHERE = pattern(r"\bwhere\s+(?:is|are|can\s+(?:i|we|you)\s+find|do\s+(?:i|we)\s+find|would\s+(?:i|we)\s+find)\b", re.I)
_NUMBER_ASK = pattern(r"\b(?:sheet|drawing|page)\s+(?:numbers?|nos?\b|#)", re.I)
_THIS_SHEET = pattern(r"\bth(?:is|e)\s+(?:sheet|drawing|page)\b(?!\s+(?:number|no\b)\s+(?:of|for))|\bthis\s+set\b", re.I)
_TARGET = [
    pattern(r"\b(?:sheet|drawing|page)\s+(?:number|no\.?|#)\s+(?:of|for)\s+(.+)$", re.I),
    pattern(r"\bwhat\s+(?:sheet|drawing|page)\s+(?:is|are)\s+(.+?)\s+(?:on|in|shown\s+on|drawn\s+on)\s*\??$", re.I),
    pattern(r"\b(?:which|what)\s+(?:sheets?|drawings?|dwgs?|pages?)\s+(?:\w+\s+)?(?:has|have|contains?|shows?|includes?|"
            r"holds?|is|are|with|for|covers?|gives?|lists?)\s+(.+)$", re.I),
    pattern(r"\bon\s+(?:which|what)\s+(?:sheet|drawing|page)\s+(?:is|are|do\s+i\s+find|can\s+i\s+find)\s+(.+)$", re.I),
    pattern(r"\bwhere\s+(?:is|are|can\s+(?:i|we|you)\s+find|do\s+(?:i|we)\s+find|would\s+(?:i|we)\s+find)\s+(.+)$", re.I),
]
# `Is there a door schedule in this set?`, `Does the set include an electrical plan?`: whether a
# part is in the set, asked of the set.
_EXISTS = [
    pattern(r"^\s*(?:is|are)\s+there\s+(?:an?|any)\s+(.+?)\s+(?:in|on|among)\s+(?:this|the)\s+"
            r"(?:set|drawings|sheets|plans|documents)\s*\??\s*$", re.I),
    pattern(r"^\s*(?:does|do)\s+(?:this|the)\s+(?:set|drawings|sheets|plans|documents)\s+(?:include|have|contain)\s+"
            r"(?:an?|any)\s+(.+?)\s*\??\s*$", re.I),
]
_TRAILING = pattern(r"\b(?:shown|located|drawn|found|given|listed|on\s+it|in\s+(?:the|this)\s+set|in\s+the\s+drawings)\b|\?",
                    re.I)
# `where are the smoke detectors shown on the plan`: the sheet is known, the place on it is asked.
_ON_A_SHEET = pattern(r"\b(?:on|in)\s+(?:the|this|each|every)\s+(?:[\w-]+\s+){0,2}(?:plans?|sheets?|drawings?|pages?)\b",
                      re.I)
# The parts a set is made of: a question naming one asks where it is in the set.
DOC_PARTS = VIEW_HEAD_TOKENS | frozenset(norm_tokens(" ".join(DRAWING_PARTS)))
# What a block's kind says it is, beside its heading's own words.
_KIND_WORDS = {
    "notes": "notes", "legend": "legend symbols", "schedule": "schedule table", "detail": "detail",
    "section": "section", "elevation": "elevation", "floor plan": "plan", "site plan": "plan site",
}
_REFERRAL = pattern(r"\b(?:REFER|SEE|REFERENCE)\b|\bBY\s+OTHERS\b|\bLOCATED\s+ON\b|\bON\s+SHEET\b|\bPER\b", re.I)

_TEXT_BLOCKS = frozenset({"notes", "legend", "schedule", "general"})
_TABLE_WORDS = frozenset(norm_tokens("schedule table"))
_BUBBLES = frozenset("1 2 3 4 5 6 7 8 9".split())    # a view's number in its bubble, read with its title

SHEET_TITLE_SCORE = 3.0     # the sheet's own title, or a schedule the sheet holds
VIEW_TITLE_SCORE = 2.5      # a title with its scale beside or under it
HEADING_SCORE = 2.0         # a block's heading
WITH_SHEET_TITLE_SCORE = 1.75   # a view's or block's title that names the part with its sheet's title
LABEL_SCORE = 0.75          # a short label of the drawing
EXACT_BONUS = 0.5           # the title says the part and nothing more
ANSWER_MIN = 2.0
LONE_MIN = 1.25             # a weaker find answers when no other sheet comes near it
MAX_TITLE_WORDS = 10
MAX_WORD_SPACE = 3          # heights between two words of one title row
MAX_SHEETS = 3


def target(q: Question) -> tuple[list[str], str]:
    """The tokens of the part asked for, and its phrase; ([], "") when the question names none."""
    for rx in _TARGET + _EXISTS:
        m = rx.search(q.text)
        if m:
            phrase = re.sub(r"\s+(?:on|in)\s*$", "", _TRAILING.sub(" ", m.group(1)).strip())
            toks = [t for t in norm_tokens(canonical_parts(phrase))
                    if t not in QUESTION_WORDS and t not in STOPWORDS and t not in ("sheet", "draw", "page")]
            return toks, " ".join(phrase.split())
    return [], ""


def accepts(q: Question) -> bool:
    if _asks_whether_held(q):
        return not (q.sheet_refs or q.id_shaped)
    if (q.kind == "count" and not _NUMBER_ASK.search(q.text)) or q.sheet_refs or q.id_shaped or _THIS_SHEET.search(q.text):
        return False
    return bool(SHEET_ASK.search(q.text) or _WHERE.search(q.text) or _asks_whether_held(q))


def _asks_whether_held(q: Question) -> bool:
    """Whether the set holds a part of the drawings (a schedule, a plan, notes ...)."""
    m = next((m for rx in _EXISTS for m in [rx.search(q.text)] if m), None)
    return m is not None and any(t in DOC_PARTS for t in norm_tokens(m.group(1)))


def _block_words(c: Chunk) -> set[str]:
    words = _KIND_WORDS.get(c.section, "")
    if c.kind in ("table", "row"):
        words += " schedule table"
    return set(norm_tokens(words))


def _lines(c: Chunk) -> list[tuple[int, list]]:
    """The chunk's units, and its first row whole when its words were read as separate units
    (`SITE PLAN` and `LEGEND` set side by side over a legend)."""
    out = list(enumerate(c.units))
    first = c.units[:1]
    for u in c.units[1:]:
        before, box = first[-1][1:5], u[1:5]
        height = before[3] - before[1]
        space = box[0] - before[2]            # from the last word's right edge to this one's left
        if overlap_y(before, box) < 0.5 * height or not 0 <= space <= MAX_WORD_SPACE * height:
            break
        first.append(u)
    if len(first) > 1:
        box = union(tuple(v[1:5]) for v in first)
        out.insert(0, (0, [" ".join(v[0] for v in first), *box]))
    return out


def _is_block_heading(c: Chunk, i: int, text: str) -> bool:
    """The first line of a block of text, or a short capital title in it (`FIRE SUPPRESSION
    GENERAL NOTES`) that no sentence runs into or out of. A drawing's labels head nothing."""
    if c.section not in _TEXT_BLOCKS or text.rstrip().endswith("."):
        return False
    if i == 0:
        return len(c.units) > 1 and text.upper() == text
    before = norm_text(c.units[i - 1][0])
    return is_heading(text) and (before.rstrip().endswith((".", ":", ";")) or is_heading(before))


_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
             "fifth": 5, "5th": 5, "sixth": 6, "6th": 6}
_NUMBERED_LEVEL = re.compile(r"\b(?:level|lvl\.?)\s*0?(\d{1,2})\b", re.I)
_ORDINAL_FLOOR = re.compile(rf"\b({'|'.join(_ORDINALS)})\s+(?:floor|level|stor(?:e)?y)\b", re.I)
# A question's words for a part that a title names otherwise: a `layout` is a plan, the
# `occupant load calculations` a table.
_PART_SAID_AS = {"layout": "plan", "layouts": "plans", "calculations": "table", "calculation": "table",
                 "calcs": "table"}


def canonical_parts(text: str) -> str:
    """A title or a question with its floor said one way (`LEVEL 1`, `FIRST FLOOR`: `storey1`)
    and its parts by the words titles use."""
    text = _NUMBERED_LEVEL.sub(lambda m: f" storey{int(m.group(1))} ", text)
    text = _ORDINAL_FLOOR.sub(lambda m: f" storey{_ORDINALS[m.group(1).lower()]} ", text)
    return re.sub(r"[A-Za-z]+", lambda m: _PART_SAID_AS.get(m.group(0).lower(), m.group(0)), text)


def _words(text: str) -> set[str]:
    return {t for t in norm_tokens(canonical_parts(text)) if t not in STOPWORDS}


def _said_whole(toks: set[str]) -> set[str]:
    """Tokens with the words a sheet cuts short (`HM FRAME`: hollow metal) said whole."""
    return toks | {w for t in toks if t in SHEET_SHORT_WORDS for w in norm_tokens(SHEET_SHORT_WORDS[t])}


@dataclass
class _SheetFind:
    """A sheet that titles the part: its score, the titles and evidence that earned it, and
    whether a title says the part and nothing more."""
    sheet: Sheet
    score: float = 0.0
    whys: list[tuple[float, str]] = field(default_factory=list)
    evidence: list = field(default_factory=list)
    exact: bool = False


class _Finds:
    """The sheets found, by page."""

    def __init__(self):
        self.by_page: dict[tuple, _SheetFind] = {}

    def add(self, s: Sheet, pts: float, why: str, ev, exact: bool = False) -> None:
        rec = self.by_page.setdefault((s.file, s.page), _SheetFind(s))
        rec.score += pts
        rec.whys.append((pts, why))
        if ev is not None:
            rec.evidence.append(ev)
        rec.exact = rec.exact or (exact and pts >= ANSWER_MIN)

    def ranked(self) -> list[_SheetFind]:
        return sorted(self.by_page.values(), key=lambda r: (-r.score, r.sheet.page))


def _find(ctx: Context, toks: list[str], phrase: str) -> _Finds:
    finds = _Finds()
    want = set(toks)
    tables = ctx.chunks_of_kind("table")
    for s in ctx.sheets:
        if s.title and covers_tokens(_words(s.title) | word_initials(s.title), toks):
            title, c, box = sheet_title_of(ctx, s)
            exact = _words(s.title) <= want
            finds.add(s, SHEET_TITLE_SCORE + (EXACT_BONUS if exact else 0.0), title,
                      (c, title, box) if c is not None else None, exact)
        for sched in s.schedules:
            if want <= _words(sched) | _TABLE_WORDS:
                table = next((c for c in tables if (c.file, c.page, c.table) == (s.file, s.page, sched)), None)
                finds.add(s, SHEET_TITLE_SCORE, sched, (table, sched, tuple(table.bbox)) if table else None,
                          _words(sched) <= want)
    by_page = {(s.file, s.page): s for s in ctx.sheets}
    for c in chunks_with(ctx, raw_terms(phrase), kinds=("chunk",), limit=600):
        s = by_page.get((c.file, c.page))
        if s is None or c.section == "title block":
            continue
        kind_words = _block_words(c)
        scales = None
        for i, u in _lines(c):
            t = norm_text(u[0])
            if len(t.split()) > MAX_TITLE_WORDS or _REFERRAL.search(t) or re.match(rf"^{SHEET_ID}\s", t.upper()):
                continue
            own = _said_whole(_words(SCALE_RX.sub(" ", t)) - {"scale"})
            if not own & want:
                continue
            if scales is None:
                scales = [tuple(v[1:5]) for cc in page_chunks(ctx, c.file, c.page) for v in cc.units
                          if SCALE_RX.search(v[0])]
            b = tuple(u[1:5])
            h = b[3] - b[1]
            is_view = bool(SCALE_RX.search(t)) or any(gap(b, sb) <= max(3 * h, 40) for sb in scales)
            heading = is_view or _is_block_heading(c, i, t)
            have = own | kind_words | word_initials(t)
            misread = c.source == "ocr"
            if covers_tokens(have, toks, misread):
                pts = VIEW_TITLE_SCORE if is_view else HEADING_SCORE if heading else LABEL_SCORE
                if own - _BUBBLES <= want | kind_words:       # says the part and nothing more
                    pts += EXACT_BONUS
            elif heading and not covers_tokens(_words(s.title), toks) and covers_tokens(have | _words(s.title), toks):
                pts = WITH_SHEET_TITLE_SCORE
            else:
                continue
            finds.add(s, pts, t, (c, t, b), heading and own - _BUBBLES <= want)
    return finds


def _referred(ctx: Context, toks: list[str]) -> bool:
    """A note names the part and sends the reader elsewhere for it."""
    subject = [t for t in toks if t not in DOC_PARTS]
    if not subject:
        return False
    for c in chunks_with(ctx, subject, kinds=("chunk",), limit=200):
        for u in c.units:
            t = norm_text(u[0])
            if _REFERRAL.search(t) and has_all(t, subject):
                return True
    return False


def subjects(toks: list[str], phrase: str) -> list[tuple[list[str], str]]:
    """The parts a phrase names: `the lintel schedule and the column schedule` two, each with
    its own kind word; `the steel joist and deck notes` one (`steel joist` names no part)."""
    pieces = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", phrase) if p.strip()]
    if len(pieces) < 2:
        return [(toks, phrase)]
    split = []
    for p in pieces:
        ts = [t for t in norm_tokens(p) if t in toks]
        if not any(t in DOC_PARTS for t in ts):
            return [(toks, phrase)]
        split.append((ts, re.sub(r"^(?:the|a|an)\s+", "", p, flags=re.I)))
    return split


_FOR_TAIL = re.compile(r"\s+for\s+(?:the\s+|this\s+)?(?P<tail>[\w'&. -]+)$", re.I)


def _without_project(ctx: Context, toks: list[str], phrase: str) -> tuple[list[str], str]:
    """The part asked for without the project it is `for` (`the roof framing plan for the
    medical pavilion`): words every one of which the title blocks say, and no sheet's title,
    name the job, not the part."""
    m = _FOR_TAIL.search(phrase)
    tail = [t for t in norm_tokens(m.group("tail")) if t in toks] if m else []
    rest = [t for t in toks if t not in tail]
    if not tail or not any(t in DOC_PARTS for t in rest):
        return toks, phrase
    said = set(norm_tokens(" ".join(c.text for c in ctx.section_chunks("title block"))))
    titles = set(norm_tokens(" ".join(s.title or "" for s in ctx.sheets)))
    if not all(t in said and t not in titles for t in tail):
        return toks, phrase     # `the keyed notes for the riser diagrams`: a sheet's title says which
    return rest, phrase[:m.start()].strip()


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    toks, phrase = target(q)
    if not toks or len(split_parts(q.text)) > 1:
        return None                 # each part of a many-part question is asked alone
    asks_sheet = bool(SHEET_ASK.search(q.text))
    if not asks_sheet and _ON_A_SHEET.search(phrase):
        return None                 # the sheet is named; the place on it is asked
    # A sheet the question names by its title is the thing asked for, not a limit on where to look.
    ctx = replace(ctx, sheets_in_scope=None, cache={}, _rows=None)
    toks, phrase = _without_project(ctx, toks, phrase)
    parts = subjects(toks, phrase)
    found = [(p, _located(ctx, ts, p)) for ts, p in parts]
    if len(parts) > 1 and any(f is not None for _, f in found):
        texts, evidence, missing = [], [], []
        for p, f in found:
            if f is None:
                missing.append(p)
                texts.append(f"{p}: not found")
            else:
                texts.append(f"{p}: {f.text}")
                evidence.extend(f.evidence)
        conf = min(f.confidence for _, f in found if f is not None)
        result = make_answer(ctx, "; ".join(texts), conf, name, evidence)
        result.missing_parts = missing
        return result
    names_part = any(t in DOC_PARTS for t in toks)
    found_one = found[0][1] if len(parts) == 1 else None
    if found_one is None:
        if not (asks_sheet or names_part) or (_referred(ctx, toks) and not _NUMBER_ASK.search(q.text)):
            return None             # a note that sends the reader elsewhere is quoted by the statement handler
        return Abstain(f"no title on the sheets names {phrase or 'that'}", name, scope=True)
    if not (asks_sheet or names_part) and not found_one.exact:
        return None                 # `where is the water heater`: a place in the building, not a title
    text = f"Yes: {found_one.text}" if _asks_whether_held(q) else found_one.text
    return make_answer(ctx, text, found_one.confidence, name, found_one.evidence)


class _Located(NamedTuple):
    text: str               # the sheets that title the part
    evidence: list
    confidence: float
    exact: bool             # a title says the part and nothing more


def _located(ctx: Context, toks: list[str], phrase: str) -> Optional[_Located]:
    """Where the titles put the part, or None when no title names it clearly."""
    ranked = _find(ctx, toks, phrase).ranked()
    best = ranked[0].score if ranked else 0.0
    lone = len(ranked) == 1 or (len(ranked) > 1 and ranked[1].score < best / 2)
    if not (best >= ANSWER_MIN or (best >= LONE_MIN and lone)):
        return None
    tied = [r for r in ranked if r.score >= best - 0.25][:MAX_SHEETS]
    parts, evidence = [], []
    for found in tied:
        s, whys, evs = found.sheet, found.whys, found.evidence
        title, c, box = sheet_title_of(ctx, s)
        named = sorted((w for w in whys if w[0] >= LONE_MIN and not is_placeholder(w[1])
                        and norm_text(w[1]).upper() != norm_text(title).upper()), key=lambda w: -w[0])
        said_by_title = bool(title) and _words(title) <= set(toks)     # the title is the part: nothing to add
        what = display_title(without_scale(named[0][1])) if named and not said_by_title else None
        parts.append(s.sheet_id + (f" — {title}" if title else "") + (f" ({what})" if what else ""))
        if c is not None and title:
            evs = [(c, title, box)] + [e for e in evs if e[0] is not c]
        if not evs:
            evs = [(tb, tb.text, tuple(tb.bbox)) for tb in title_block_chunks(ctx, s.file, s.page)[:1]]
        evidence.extend(evs[:2])
    conf = (STRONG if best >= ANSWER_MIN else FAIR) if len(tied) == 1 else GOOD
    return _Located("; ".join(parts), evidence, conf, ranked[0].exact)
