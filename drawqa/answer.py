"""Question -> answer: verify the sheets it names, retrieve, let handlers answer, gate.

Grounding over fluency: below the confidence gate the answer is `no evidence found`, because
a wrong answer about a drawing costs more than no answer.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

from . import store
from .models import Answer, Hit
from .ocr_options import OcrOptions
from . import contract
from .expect import leading_frame, named_scopes, split_parts
from .question import Question, parse
from .filters import Filters
from .handlers import HANDLERS
from .handlers.base import Abstain, Context
from .retrieve import query_encoder, search_text
from .sheet_ids import canonical_sheet_id
from .spelling import mend
from .tokens import tokenize

GATE = 0.54   # calibrated: `drawqa eval --calibrate` on the sample and ../shared/eval sets
NO_EVIDENCE = "no evidence found"

_DOMAIN = re.compile(
    r"\b(sheet|drawing|plan|schedule|door|window|room|floor|wall|ceiling|roof|finish|code|fire|sprinkler|"
    r"energy|revision|scale|elevation|section|detail|note|legend|title|project|architect|engineer|owner|"
    r"consultant|contractor|"
    r"permit|building|occupan|construction|structural|foundation|framing|footing|beam|insulation|"
    r"electrical|mechanical|plumbing|hvac|site|setback|area|dimension|height|width|material|paint|tile|"
    r"carpet|base|glazing|stair|exit|egress|garage|house|dwelling|kitchen|bath|bedroom|address|date|"
    r"issue|phase|copyright|load|wind|seismic|duct|pipe|valve|panel|circuit|symbol|rfi|addend)\w*",
    re.I)


def abstain(q_raw: str, reason: str = "", handler: str = "gate", confidence: float = 0.0) -> Answer:
    text = f"{NO_EVIDENCE} ({reason})" if reason else NO_EVIDENCE
    return Answer(question=q_raw, answer=text, confidence=round(confidence, 3), handler=handler, citations=[])


MIN_TITLE_WORDS = 2   # a one-word title (`NOTES`, `DETAILS`) names no sheet in particular


def _plural_free(words: list[str]) -> list[str]:
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words]


def _title_words(title: str) -> list[str]:
    return _plural_free([w for w in tokenize(title or "", keep_stopwords=True) if w != "and"])


def _titled_sheets(q: Question, gen: store.Generation) -> list:
    """The sheets a question names by title (`which RFI revised the stair details`): every word
    of the title, in order, in the question. The longest title named wins (`FIRST FLOOR PLAN`
    over `FLOOR PLAN`). Else the words a question sets before `sheet` or `drawing` (`the
    exterior signage sheet`) name the sheets whose title holds them, in that order."""
    said = f" {' '.join(_plural_free(tokenize(q.text, keep_stopwords=True)))} "
    best: list = []
    longest = 0
    for s in gen.sheets:
        named = [w for w in _title_names(s.title) if f" {' '.join(w)} " in said]
        if not named:
            continue
        size = max(len(w) for w in named)
        if size > longest:
            best, longest = [s], size
        elif size == longest:
            best.append(s)
    return best or _sheets_called(q, gen)


# Where a sheet title's lead subject ends: `STAIR PLANS AND SECTIONS`, `EXTERIOR ELEVATIONS -
# NORTH AND SOUTH`, `FLOOR PLAN, NOTES`.
_TITLE_PARTS = re.compile(r"\s+(?:AND|&)\s+|\s+[-\u2013\u2014]\s+|\s*,\s*", re.I)


def _title_names(title: str) -> list[list[str]]:
    """The words that name a sheet by its title: the whole title, and its lead subject before
    the first AND, dash or comma (`the stair plans` for `STAIR PLANS AND SECTIONS`), each of
    at least MIN_TITLE_WORDS words."""
    whole = _title_words(title)
    lead = _title_words(_TITLE_PARTS.split(title or "", maxsplit=1)[0])
    return [w for w in ([whole] + ([lead] if lead != whole else [])) if len(w) >= MIN_TITLE_WORDS]


_ORDINAL_SHEET = re.compile(r"\bthe\s+(first|last|final)\s+(?:sheet|drawing|page)\b", re.I)


def _ordinal_sheets(q: Question, gen: store.Generation) -> list:
    """`the first sheet`, `the last drawing`: that sheet of each file, in the order it is bound."""
    m = _ORDINAL_SHEET.search(q.text)
    if not m:
        return []
    by_file: dict[str, list] = {}
    for s in gen.sheets:
        by_file.setdefault(s.file, []).append(s)
    pick = min if m.group(1).lower() == "first" else max
    return [pick(sheets, key=lambda s: s.page) for sheets in by_file.values()]


# A sheet called by what it shows: `the exterior signage sheet`, `on the mechanical drawings`.
_SHEET_NOUN = frozenset({"sheet", "drawing", "dwg"})
# Words before `sheet` that say which one by place or count, not by what it shows.
_PLACE_WORDS = frozenset("first second third last next previous same other each every any whole entire one "
                         "single many few several following above below current latest new".split())


def _sheets_called(q: Question, gen: store.Generation) -> list:
    """The sheets whose title holds the words set right before `sheet`/`drawing` in the
    question, in that order; none when those words match no title."""
    toks = _plural_free(tokenize(q.text, keep_stopwords=True))
    content = set(_plural_free(tokenize(q.text)))
    found: list = []
    for i, t in enumerate(toks):
        if t not in _SHEET_NOUN:
            continue
        run: list[str] = []
        j = i - 1
        while j >= 0 and toks[j] in content and toks[j] not in _SHEET_NOUN and not re.search(r"\d", toks[j]):
            run.insert(0, toks[j])
            j -= 1
        while run and run[0] in _PLACE_WORDS:
            run.pop(0)
        if not run:
            continue
        phrase = f" {' '.join(run)} "
        found += [s for s in gen.sheets if phrase in f" {' '.join(_title_words(s.title))} " and s not in found]
    return found


def _sheet_scope(q: Question, gen: store.Generation) -> tuple[list, list[str]]:
    """(sheets named and present, sheet IDs named but absent); a sheet is named by its ID or,
    when no ID is given, by its title."""
    if not q.id_shaped:
        return _ordinal_sheets(q, gen) or _titled_sheets(q, gen), []
    keys = [canonical_sheet_id(s.sheet_id) for s in gen.sheets]
    known = dict(zip(keys, gen.sheets))
    prefixes = {re.match(r"[A-Z]*", k).group(0) for k in keys}
    present, absent = [], []
    for sid in q.id_shaped:
        key = canonical_sheet_id(sid)
        if key in known:
            present.append(known[key])
        elif sid in q.sheet_refs or (re.match(r"[A-Z]*", key).group(0) in prefixes
                                     and re.search(rf"\b(?:on|of|in)\s+{re.escape(sid)}\b", q.text, re.I)):
            absent.append(sid)
    return present, absent


@dataclass
class Answered:
    """An answer with what it was answered from, so the caller (drawqa.api) logs and caches
    without searching again."""
    answer: Answer
    filters: Filters                  # the caller's filters plus the sheets the question names
    hits: Optional[list[Hit]] = None  # the whole question's fused hits; None: settled unsearched


def ask(question: str, index_dir: Path, *, filters: Optional[Filters] = None,
        top_k: int = 60, gen: Optional[store.Generation] = None,
        ocr: Optional["OcrOptions"] = None) -> Answer:
    """`ocr`: the question-time OCR fallback's budget (default on with the default budget;
    OcrOptions(enabled=False) turns it off)."""
    q = parse(question)
    return answer_question(q, index_dir, gen or store.load(index_dir), filters=filters,
                           top_k=top_k, ocr=ocr).answer


def answer_question(q: Question, index_dir: Path, gen: store.Generation, *,
                    filters: Optional[Filters] = None, top_k: int = 60,
                    ocr: Optional["OcrOptions"] = None) -> Answered:
    """The parsed question answered from `gen`; the caller's filters are never changed."""
    t0 = time.perf_counter()
    question = q.raw
    mended = mend(q.text, gen.bm25.vocab)
    if mended != q.text:
        q = replace(parse(mended), raw=q.raw)     # a typo read as the word the set prints
    present, absent = _sheet_scope(q, gen)
    filters = (filters or Filters()).narrowed(sheets=[s.sheet_id for s in present])
    if absent and not present:
        return Answered(abstain(question, f"sheet {', '.join(absent)} not present"), filters)
    scope_sheets = present or None
    if not _DOMAIN.search(q.text) and not any(t in gen.bm25.vocab for t in q.terms):
        return Answered(abstain(question, "the question is not about these drawings"), filters)
    encoder = query_encoder(gen)
    ocr = ocr if ocr is not None else OcrOptions()
    searched: list[list[Hit]] = []

    def attempt(text: str, use_ocr: bool) -> tuple[Optional[Answer], list[str], float]:
        sub = q if text == q.raw else parse(text)     # parse is pure: the same text, the same Question
        hits = search_text(gen, sub.text, filters, top_k, encoder)
        searched.append(list(hits))
        ctx = Context(gen=gen, question=sub, hits=hits, sheets_in_scope=scope_sheets,
                      filters=filters if filters.active() else None)
        return _answer_context(ctx, Path(index_dir), ocr if use_ocr else OcrOptions(enabled=False))

    result, notes, best = attempt(q.text, True)
    whole_hits = searched[0]
    parts = split_parts(q.text)
    if len(parts) > 1:
        result = _complete_parts(question, parts, result, lambda p: attempt(p.text, False)[0])
    if result is not None and result.answer.startswith(NO_EVIDENCE):
        return Answered(result, filters, whole_hits)   # a handler's own abstention, with its reason
    if result is None or not result.citations:
        out = abstain(question, handler="gate", confidence=best)
        out.notes.extend(notes)
        return Answered(out, filters, whole_hits)
    result.question = question
    result.notes = notes + result.notes + [f"{(time.perf_counter() - t0) * 1000:.0f} ms"]
    return Answered(result, filters, whole_hits)


def _answer_context(ctx: Context, index_dir: Path, ocr: OcrOptions
                    ) -> tuple[Optional[Answer], list[str], float]:
    """(answer or None, notes, best confidence seen): the handlers in order, each answer held to
    the contract and the gate, then the question-time OCR fallback."""
    q = ctx.question
    best = 0.0
    refused: Optional[Answer] = None
    for h in HANDLERS:
        if not h.accepts(q) or (refused is not None and not getattr(h, "after_abstain", False)):
            continue
        result = h.answer(ctx)
        if isinstance(result, Abstain) and result.scope:
            return abstain(q.raw, result.reason, handler=h.name), [], 0.0
        if isinstance(result, Abstain):
            # A handler that finds the set cannot answer its kind of question stops every
            # weaker guess; only a handler whose answers quote the asked value from one
            # statement may still speak (the question may not be the refusing handler's at all).
            refused = refused or abstain(q.raw, result.reason, handler=h.name)
            ctx.refused = ctx.refused or result.reason
            continue
        if result is None:
            continue
        if not contract.acceptable(q.text, result, _frame(ctx, result)):
            continue
        if result.confidence >= GATE and result.citations:
            return result, [], result.confidence
        best = max(best, result.confidence)
    if refused is not None:
        return refused, [], 0.0
    notes: list[str] = []
    if ocr.enabled and ctx.hits:
        from .ocr_fallback import fallback   # lazy: ~35 ms, and pymupdf/pytesseract (~0.6 s) once it reads

        result, notes = fallback(ctx, index_dir, ocr, handlers=HANDLERS, gate=GATE)
        if result is not None and contract.acceptable(q.text, result, _frame(ctx, result)):
            return result, notes, result.confidence
    return None, notes, best


def _frame(ctx: Context, result) -> str:
    """The title blocks of the sheets an answer cites, read only for a question that names a
    building (wing, addition): a set drawn for that building names it there."""
    if not isinstance(result, Answer) or not named_scopes(ctx.question.text):
        return ""
    pages = {(c.file, c.page) for c in result.citations}
    return " ".join(c.text for c in ctx.section_chunks("title block") if (c.file, c.page) in pages)


def _complete_parts(question: str, parts: list, whole: Optional[Answer], answer_part) -> Optional[Answer]:
    """Every part of a many-part question answered or said to be not found, in one answer.

    The whole question's answer usually settles some parts; each part it leaves open is asked
    alone (without the OCR fallback, which the whole question has already tried)."""
    if whole is not None and whole.answer.startswith(NO_EVIDENCE):
        whole = None
    open_parts = contract.missing_parts(parts, whole) if whole is not None else list(parts)
    if whole is not None:
        # `..., and how far apart are they?`: an answer naming no pickets spaces some other thing
        open_parts += [p for i, p in enumerate(parts) if p not in open_parts and not _names_referent(parts, i, whole.answer)]
        open_parts = [p for p in parts if p in open_parts]
    if not open_parts:
        return whole
    if len(open_parts) == len(parts):
        whole = None      # the whole question's answer settles no part: each part is answered alone
    pieces: list[tuple[str, Answer]] = []
    missing: list[str] = []
    for part in open_parts:
        settled = next((g for _, g in pieces if contract.covers(part, parts, g)), None)
        if settled is not None:
            continue      # the answer to an earlier part states this one too
        if _GRADE_ONLY.search(part.text):
            # `..., and what's the code minimum?` names no thing of its own: the earlier part's
            # answer states it (a REQUIRED column beside the value) or nothing does
            if not (whole is not None and _GRADED.search(whole.answer)):
                missing.append(part.text)
            continue
        got = answer_part(part)
        referent = [c for g in [whole] + [g for _, g in pieces] if g is not None for c in g.citations]
        if (got is not None and not got.answer.startswith(NO_EVIDENCE) and contract.covers(part, [part], got)
                and _names_referent(parts, parts.index(part), got.answer)
                and contract.in_scope(question, got)      # `is it separated`: still the North Building
                and (not _POSSESSIVE_BACK.search(part.text) or not referent or _beside(got.citations, referent))):
            if whole is not None and _states_all(whole.answer, got.answer):
                continue  # the whole question's answer says all this part's does: answered already
            pieces.append((part.text, got))
        else:
            missing.append(part.text)
    # A part's answer can state an earlier part too (a callout naming the tree whose root zone
    # a later part asks): that part is answered, not missing.
    missing = [m for m in missing
               if not any(contract.covers(part, parts, g) for part in open_parts if part.text == m for _, g in pieces)]
    missing = _with_dependents([p.text for p in parts], missing)
    pieces = [(label, got) for label, got in pieces if label not in missing]
    if all(p.text in missing for p in parts):
        whole = None      # what the whole answer said was a part that leans on one not found
    if whole is None and not pieces:
        return None
    base = whole if whole is not None else pieces.pop(0)[1]
    text = base.answer.rstrip(" .")
    for label, got in pieces:
        said = got.answer.rstrip(" .")
        if said in text.split("; "):
            continue      # the part's answer is stated already (`DRAWN: VN` in the whole's answer)
        # An answer that names its own field (`PROJECT NUMBER: 12654.000`) needs no other label.
        text += f"; {said}" if _LABELLED.match(said) else f"; {_part_label(label)}: {said}"
        base.citations += [c for c in got.citations if c not in base.citations]
        base.confidence = min(base.confidence, got.confidence)
    for label in missing:
        text += f"; {_part_label(label)}: not found"
    base.answer = text
    # What a handler said it could not give (a door's width) stays said beside the parts not found.
    base.missing_parts = list(dict.fromkeys(base.missing_parts + missing
                                            + [m for _, got in pieces for m in got.missing_parts]))
    base.question = question
    return base


# A part asking only the grade of the value an earlier part asks (`and what's the code minimum?`),
# and the words an answer states such a grade by.
_GRADE_ONLY = re.compile(r"^\s*(?:and\s+)?(?:what(?:'s|\s+is|\s+are)?|which)\s+(?:the\s+)?(?:code\s+)?"
                         r"(?:minimum|maximum|min|max|limit|requirement|required(?:\s+value)?|allowed|allowable)\s*\??\s*$"
                         r"|^\s*(?:and\s+)?what\s+does\s+(?:the\s+)?code\s+(?:require|allow|call\s+for)\s*\??\s*$", re.I)
_GRADED = re.compile(r"\b(?:REQUIRED|REQ'?D|MIN(?:IMUM)?|MAX(?:IMUM)?|ALLOWED|ALLOWABLE|CODE)\b", re.I)


# A part that points back at an earlier one (`... and which IBC section is that from?`, `its
# rating`): what it asks is about the earlier part's thing.
_BACK_REFERENCE = re.compile(r"\b(?:its|their)\b"
                             r"|\b(?:is|are|was|were|does|do|did)\s+(?:that|it|this|they|those|these)\b"
                             r"|\b(?:that|it|this|they|them|those|these)\s+(?:from|in|on|of|under)\s*\??\s*$"
                             # `..., and which IBC section?`: a part naming only the kind of reference
                             # it wants has no subject of its own; it asks the earlier part's source
                             r"|^\s*(?:and\s+)?(?:which|what)\s+(?:[a-z-]+\s+){0,2}"
                             r"(?:sections?|tables?|chapters?|code\s+sections?|standards?|editions?)\s*\??\s*$"
                             # `..., and at what spacing?`: a measure asked of the earlier part's thing
                             r"|^\s*(?:and\s+)?(?:(?:at|to|of|with)\s+)?(?:what|which)\s+(?:spacing|height|depth|distance|"
                             r"interval|size|length|width|thickness|strength|gauge)s?\s*\??\s*$"
                             r"|^\s*(?:and\s+)?how\s+(?:far\s+apart|deep|high|wide|thick|long|far|often)\s*\??\s*$"
                             r"|" + _GRADE_ONLY.pattern, re.I)


BESIDE_REACH = 40.0    # points: how far from what an earlier part cited a part saying `their` may be read
_POSSESSIVE_BACK = re.compile(r"\b(?:its|their|his|her)\b", re.I)
# A part that points back at what an earlier part names (`how far apart are they`, `is it`) ...
_PRONOUN_BACK = re.compile(r"\b(?:they|them)\b|\b(?:is|was|does|do)\s+it\b", re.I)
# ... named there as `what are the guard pickets`: the last word of the phrase is the thing.
_NAMED_THING = re.compile(r"^\s*(?:and\s+)?(?:what|which)(?:'s|\s+(?:is|are|was|were))\s+(?:the\s+)?"
                          r"(?P<thing>[a-z][a-z -]{1,40}?)\s*\??\s*$", re.I)


def _names_referent(parts: list, i: int, text: str) -> bool:
    """A part pointing back at the thing an earlier part names is answered by text naming it."""
    if i == 0 or not _PRONOUN_BACK.search(parts[i].text):
        return True
    m = _NAMED_THING.match(parts[i - 1].text)
    if m is None:
        return True
    thing = tokenize(m.group("thing"))
    return not thing or contract.says_word(thing[-1], text)


def _beside(cited: list, referent: list) -> bool:
    """`who is the structural engineer, and what's their phone number`: the number is read where
    the engineer was found (the same entry), not wherever some phone number stands."""
    def near(a, b) -> bool:
        return (a.file == b.file and a.page == b.page and a.bbox[0] - BESIDE_REACH <= b.bbox[2]
                and b.bbox[0] - BESIDE_REACH <= a.bbox[2] and a.bbox[1] - BESIDE_REACH <= b.bbox[3]
                and b.bbox[1] - BESIDE_REACH <= a.bbox[3])
    return any(near(a, b) for a in cited for b in referent)


def _with_dependents(parts: list[str], missing: list[str]) -> list[str]:
    """The parts not found, with every part that points back at one of them: asked alone, such
    a part finds some other thing's section or rating (`which IBC section is that from`
    answered from another heading), so it is not found either."""
    out = list(missing)
    for i, text in enumerate(parts):
        if text not in out and _BACK_REFERENCE.search(text) and any(p in out for p in parts[:i]):
            out.append(text)
    return out


def _states_all(whole: str, part: str) -> bool:
    """Every word of the part's answer stands in the whole's (the same schedule row read for
    the size alone): the part adds nothing."""
    have = set(tokenize(whole))
    return set(tokenize(part)) <= have


_LABELLED = re.compile(r"^[A-Za-z][^:;]{1,60}:\s")
_ASKING_LEAD = re.compile(r"^\s*(?:(?:what|which)(?:'s|\s+(?:is|are|was|were))"
                          r"|how\s+[a-z]+(?:\s+apart)?\s+(?:must|should|shall|is|are|was|were|will|can))\s+"
                          r"(?:the\s+|this\s+|its\s+)?", re.I)


# `what concrete strength is specified`: the thing asked, then a verb that only says it is given.
_GIVEN_TAIL = re.compile(r"^(?:what|which)\s+(?P<thing>[a-z][\w -]{2,40}?)\s+(?:is|are)\s+"
                         r"(?:specified|required|given|shown|noted|called\s+for|used)$", re.I)
# `how wide is the footing`: the measure the adjective asks, named after the thing (not `how
# long`, which asks a length or a time).
_HOW_MEASURE = re.compile(r"^how\s+(?P<adj>wide|deep|high|tall|thick|big|far\s+apart)\s+(?:is|are)\s+"
                          r"(?:the\s+)?(?P<thing>[a-z][\w -]{2,40})$", re.I)
_MEASURE_OF = {"wide": "width", "deep": "depth", "high": "height", "tall": "height",
               "thick": "thickness", "big": "size", "far apart": "spacing"}


def _part_label(part_text: str) -> str:
    """A part as it labels its value: `plot date of the M sheet`, not `What are the plot date ...`;
    `attic access`, not `How big must the attic access be`; `footing width`, not `how wide is
    the footing`. The frame the parts share (`In the perimeter footing detail, `) is the
    question's, not the label's."""
    text = part_text[len(leading_frame(part_text)):].rstrip("? ")
    m = _HOW_MEASURE.match(text)
    if m:
        return f"{m.group('thing')} {_MEASURE_OF[' '.join(m.group('adj').lower().split())]}"
    m = _GIVEN_TAIL.match(text)
    if m:
        return m.group("thing")
    text = _ASKING_LEAD.sub("", text).rstrip("? ")
    return re.sub(r"\s+be$", "", text) or part_text
