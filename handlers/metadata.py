"""Sheet index and metadata: a sheet's title and contents, which sheet holds a plan or schedule,
the scale of a named view, and title-block / project-data facts (project name, number, address,
architect, owner, issue date, and any other `label: value` the question names).

Facts are read as a person reads a title block: a label (`Issue Date`, `PROJECT NO.`,
`HOUSE AREA:`) with its value on the same line, just right of it or just below it. A question
is answered from a label only when the label's own words are all in the question, so a question
about something no label names is left to other handlers (or abstained on, for people such as
the architect of record).
"""
from __future__ import annotations

import re
from dataclasses import replace
from difflib import SequenceMatcher
from typing import Optional

from drawqa.contract import lettered_things
from drawqa.expect import asked_types, find_value
from drawqa.models import Answer, Chunk, Sheet
from drawqa.question import Question
from drawqa.sheet_ids import SHEET_ID
from drawqa.sheets import discipline_of
from drawqa.tokens import tokenize

from ._domain import (chunk_facts, chunk_lines, chunks_with, DISCIPLINE_ALIASES, DISCIPLINE_WORDS, discipline_tokens,
                      display_title, expected_shape, Fact, gap, has_all, is_discipline_line, is_placeholder,
                      issue_dates, mended_view_words, names_discipline, norm_text, norm_tokens, page_chunks, QUESTION_WORDS,
                      raw_terms, SCALE_RX, sheet_title_of, strip_brackets, SYNONYMS, title_block_chunks, union, VIEW_HEAD_TOKENS,
                      without_scale, TITLE_NAME, names_in_title, owning_schedule, says_name, word_initials)
from .base import Abstain, Context, make_answer, pattern, units as units_of

name = "metadata"
kinds = frozenset({"metadata", "dimension", "location", "general", "code", "energy", "window", "door", "finish"})

# ----------------------------------------------------------------------------- intents

_TITLE_Q = pattern(
    r"\b(?:title|name)\s+of\s+(?:the\s+)?(?:[\w-]+\s+){0,5}?(?:sheet|drawing|dwg|page)\b|\b(?:sheet|drawing)\s+(?:title|name)\b|"
    r"\b(?:sheet|drawing)\s+\S+\s+(?:called|titled|named)\b|\bwhat\s+is\s+\S+\s+(?:called|titled)\b", re.I)
_ON_SHEET_Q = pattern(r"\bwhat(?:'s|\s+is|\s+are)?\s+(?:on|shown\s+on|drawn\s+on|included\s+on|covered\s+on)\s+"
                      r"(?:the\s+)?(?:sheet|drawing|dwg|page)|"
                      r"\b(?:which|what)\s+(?:views?|plans?|elevations?|sections?|details?)\s+(?:are|is)\s+"
                      rf"(?:shown|drawn|included)\s+on\s+(?:(?:the\s+)?(?:sheet|drawing|dwg|page)\b|{SHEET_ID}\s*\??$)|"
                      r"\bwhat\s+does\s+(?:sheet|drawing|page)\s+\S+\s+"
                      r"(?:show|contain|cover)|"
                      r"\bwhat\s+does\s+the\s+(?:[\w-]+\s+){1,5}(?:sheet|drawing)\s+(?:show|contain|cover)\b|"
                      rf"\bwhat\s+does\s+{SHEET_ID}\s+(?:show|contain|cover)\b|"
                      rf"\bwhat(?:'s|\s+is)\s+(?:shown\s+)?on\s+{SHEET_ID}\s*\??$|\bwhat\s+is\s+(?:sheet|drawing)\s+\S+\s*\??$", re.I)
_THIS_SHEET_NO = pattern(r"\b(?:this|the)\s+sheet(?:'s)?\s+(?:number|no\b|id\b)|\bsheet\s+number\s+of\s+this\b|"
                         r"^\s*what(?:'s|\s+is)\s+the\s+(?:drawing|dwg)\s+(?:number|no\b\.?)\s*\??\s*$|"
                         r"\b(?:sheet|drawing|dwg)\s+(?:number|no\b).{0,30}\bthis\s+(?:sheet|drawing)\b", re.I)
_SCALE_Q = pattern(r"\bscales?\b", re.I)
_CONSULTANTS_Q = pattern(r"^\s*(?:who|what|which|list|name|show)\b[^?]*\bconsultants\b", re.I)
_DISCIPLINE_Q = pattern(r"\b(?:what|which)\s+discipline\b|\bdiscipline\s+(?:of|for)\b", re.I)
# (`which engineering firm`, `the architectural firm` ask for the engineer, the architect)
_ROLE = pattern(r"\b(architect|engineer|owner|client|contractor|surveyor|designer|consultant|estimator)"
                r"(?:s|(?<=architect)(?:ure|ural)|(?<=engineer)ing)?\b", re.I)

_PREFERRED = pattern(r"^\W{0,3}(?:\(?\s*(?:preferred|typ(?:ical)?\.?|u\.?n\.?o\.?)\s*\)?)", re.I)


def accepts(q: Question) -> bool:
    # Sprinkler and revision questions are always settled by their own handlers; counts are not
    # label lookups. Anything else may be a `label: value` the set states.
    return q.kind not in ("count", "sprinkler", "revision")


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    text = q.text
    missing = _missing_view(ctx)
    if missing:
        return Abstain(missing, name, scope=True)
    if _SCALE_Q.search(text):
        return _scale(ctx)
    if _CONSULTANTS_Q.search(text) and not _asked_disciplines(text[:text.lower().rfind("consultants")]):
        res = _consultants(ctx)
        if res is not None:
            return res
    scoped = ctx.sheets_in_scope
    if _THIS_SHEET_NO.search(text) and not scoped:
        real = [s for s in ctx.sheets if not s.sheet_id.startswith("PAGE-")]
        if len(ctx.sheets) == 1 and real:      # `this sheet` in a one-sheet set is that sheet
            return _sheet_title(ctx, real, contents=False)
    if _THIS_SHEET_NO.search(text) and scoped and not q.id_shaped:
        return _sheet_title(ctx, scoped, contents=False)   # `the sheet number of the X sheet`: the one named by title
    if _DISCIPLINE_Q.search(text) and scoped:
        return _discipline(ctx, scoped)
    if (_TITLE_Q.search(text) or _ON_SHEET_Q.search(text)) and scoped:
        return _sheet_title(ctx, scoped, contents=bool(_ON_SHEET_Q.search(text)))
    if "date" in asked_types(text):
        res = issue_dates(ctx, name)
        if res is not None:
            return res
    return _label_lookup(ctx)


# ----------------------------------------------------------------------------- missing views

_VIEW_PHRASE = pattern(r"\b((?:[a-z0-9][\w-]*\s+){1,3}(?:plans?|sections?|elevations?|schedules?|details?))\b",
                       re.I)


def _missing_view(ctx: Context) -> Optional[str]:
    """A view the question names that the set lists in its sheet index under a sheet the file
    does not hold (`A2.1 SECOND FLOOR PLAN`), and that no sheet present shows."""
    present_ids = {re.sub(r"[\s-]", "", s.sheet_id.upper()) for s in ctx.gen.sheets}
    for m in _VIEW_PHRASE.finditer(ctx.question.text):
        words = [w for w in re.findall(r"[A-Za-z0-9-]+", m.group(1)) if w.lower() not in QUESTION_WORDS]
        toks = norm_tokens(" ".join(words))
        if len(toks) < 2:
            continue
        listed_absent, shown = None, False
        for c in chunks_with(ctx, raw_terms(" ".join(words)), kinds=("chunk", "table"), limit=300):
            for u in c.units:
                t = norm_text(u[0].replace(" | ", " "))     # a sheet index's row, read as a line
                if len(t.split()) > 10 or not has_all(t, toks):
                    continue
                row = re.match(rf"^({SHEET_ID})\s+[A-Z]", t.upper())
                if row and re.sub(r"[\s-]", "", row.group(1)) not in present_ids:
                    listed_absent = listed_absent or f"{row.group(1)} {t[row.end(1):].strip()}"
                elif not re.search(r"\bsee\b|\brefer\b", t, re.I):
                    shown = True
        if not shown:
            shown = any(s.title and has_all(s.title, toks) for s in ctx.gen.sheets)
        if listed_absent and not shown:
            return f"the sheet index lists {listed_absent}, but that sheet is not in this set"
    return None


# ----------------------------------------------------------------------------- words

# A bare label also stands for these words: `PROJECT` is the project's name.
_ALIAS = {frozenset({"project"}): {"name", "title"}, frozenset({"project", "title"}): {"name"},
          frozenset({"project", "name"}): {"title"}, frozenset({"owner"}): {"client"},
          frozenset({"client"}): {"owner"}, frozenset({"location"}): {"address"},
          frozenset({"address"}): {"location"}, frozenset({"job", "number"}): {"project"},
          frozenset({"drawing", "title"}): {"sheet", "name"}, frozenset({"sheet", "title"}): {"drawing", "name"}}




def _label_sets(label: str) -> tuple[set[str], set[str]]:
    """(words the question must have, words the label may also cover)."""
    outside = re.sub(r"\([^)]*\)", " ", label)
    inside = " ".join(re.findall(r"\(([^)]*)\)", label))
    req = {t for t in norm_tokens(outside) if t not in ("by", "of", "the", "and")}
    opt = set(norm_tokens(inside))
    for k, v in _ALIAS_N.items():
        if k == frozenset(req):
            opt |= v
    return req, opt


_WHERE_WORDS = frozenset(norm_tokens("address location"))
_CALLED = pattern(r"\b(?:called|named)\s*\??\s*$", re.I)
_JOB_WORD, _PROJECT_WORD = set(norm_tokens("job")), set(norm_tokens("project"))
_PARTS_SPLIT = pattern(r",|\band\b|&", re.I)
# Parties a question names a field by (`the architect project number`): whose field, not which kind.
_WHOSE = frozenset(norm_tokens("architect architects engineer engineers owner client contractor consultant designer "
                               "surveyor"))
_ALIAS_N = {frozenset(norm_tokens(" ".join(sorted(k)))): set(norm_tokens(" ".join(sorted(v))))
            for k, v in _ALIAS.items()}


_IN_TITLE_BLOCK = pattern(r"\b(?:(?:shown|given|printed|listed)\s+)?(?:in|on|from)\s+(?:the\s+|this\s+)?"
                          r"(?:(?:sheet|drawing)(?:'s|\u2019s)?\s+)?title[\s-]*block\b", re.I)


_FIRM_ASKED = pattern(r"\b(?:firm|company|practice|office)\b", re.I)
# `What certification does the engineering firm display?` asks a thing of the firm, not the firm.
_PARTY_WORDS = ("is|was|are|were|firm|company|office|name|architect|architects|engineer|engineers|architecture|"
                "architectural|engineering|consultant|consultants|owner|contractor|surveyor|designer|mep|structural|"
                "civil|mechanical|electrical|plumbing|landscape|interior|design|fire|geotechnical|consulting")
_ASKS_OTHER_THAN_PARTY = pattern(rf"^\s*(?:what|which)\s+(?!(?:{_PARTY_WORDS})\b)[a-z-]+\b", re.I)


def _question_tokens(q: Question) -> set[str]:
    """The question's own words, normalized; question words are dropped as written (`does`,
    `this`), before normalizing would make them look like other words (`doe`, `thi`)."""
    text = re.sub(rf"(?<![\w-]){SHEET_ID}(?![\w])", " ", q.text) if q.id_shaped else q.text
    text = _IN_TITLE_BLOCK.sub(" ", text)      # where the field is printed, not which field
    kept = " ".join(w for w in re.findall(r"[A-Za-z]+|#|\d+(?:[.,/-]\d+)*|\S", text) if w.lower() not in QUESTION_WORDS)
    return {t for t in norm_tokens(kept) if t not in QUESTION_WORDS and len(t) > 1 or t == "#"}


# ----------------------------------------------------------------------------- label lookup

_NAMED_SHEET = pattern(r"\b(?:the|this|that)\s+((?:[\w-]+\s+){1,5}?)(?:sheet|drawing)\b", re.I)


def _sheet_naming_words(ctx: Context, q: Question) -> set[str]:
    """Words with which the question names a sheet by its title (`the plot date of the
    mechanical abbreviations sheet`): they say which sheet, not which field."""
    m = _NAMED_SHEET.search(q.text)
    if not m:
        # `the status of the building fabric specification`: the sheet in scope by its title
        scoped = ctx.sheets_in_scope if not q.id_shaped else None
        said = set(norm_tokens(q.text))
        words = set().union(*(set(norm_tokens(s.title)) & said for s in scoped or [] if s.title))
        return words | {"sheet", "drawing"} if words else set()
    words = set(norm_tokens(m.group(1)))
    if not any(_title_says(words, s.title) for s in ctx.sheets if s.title):
        return set()
    return words | {"sheet", "drawing"}


MAX_INITIALS = 4     # `FS`, `MEP`, `HVAC`: a discipline shortened to its initials


def _title_says(words: set[str], title: str) -> bool:
    """Every word names the sheet's title: a word of it, or the initials of words standing
    together in it (`FS` for `FIRE SUPPRESSION ...`: sets name disciplines by initials)."""
    own = set(norm_tokens(title))
    initials = "".join(w[0] for w in re.findall(r"[A-Za-z]+", title.lower()))
    return all(w in own or (w.isalpha() and 1 < len(w) <= MAX_INITIALS and w in initials) for w in words)


_WHO_IS_ROLE = pattern(r"^\s*who\s+(?:is|are|was|were)\s+the\b", re.I)
_NAME_WORD = frozenset(norm_tokens("name"))


_REVISION_Q = pattern(r"\brevis|\brev\b", re.I)
_REVISION_HEAD = pattern(r"^\s*(?:REVISIONS?|REV\.?|REVISION\s+(?:HISTORY|SCHEDULE|TABLE))\s*$", re.I)


_REVISION_WORDS = pattern(r"\b(?:ADDENDUM|REVISION|BULLETIN|ASI|PLAN\s+CHECK|RESUBMITTAL|CORRECTIONS?)\b", re.I)


def _dates_a_revision(ctx: Context, f) -> bool:
    """A date under a bare `DATE` caption with a revision's description on its line, to its left
    (`ADDENDUM NO. 2 ... 05/08/1998`): the revision table's DATE column, wherever its heading
    was read (a scan's reading parts a table into blocks)."""
    if not re.match(r"^\s*DATE\s*$", f.label, re.I) or not f.boxes:
        return False
    box = f.boxes[-1]
    mid, h = (box[1] + box[3]) / 2, max(1.0, box[3] - box[1])     # a unit may hold several rows
    return any(u[1] < box[0] - h and u[2] - h <= mid <= u[4] + h and _REVISION_WORDS.search(u[0])
               for c in page_chunks(ctx, f.chunk.file, f.chunk.page) for u in c.units)


def _revision_column(f) -> bool:
    """A bare column caption (`DATE` over its rows) under a revision table's heading; an inline
    `ISSUE DATE: 03/14/2025` after that heading is a field of the title block."""
    return f.how == "below" and bool(re.match(r"^\s*DATE\s*$", f.label, re.I)) and bool(
        _REVISION_HEAD.search(f.heading or ""))


# A caption that names a number (`PROJECT No.`, `JOB #`, `DRAWING NUMBER`), and what no such
# number is written with: letters, digits and the separators `. - / ,` make one; a sign among
# them is OCR's reading of a letter or digit it could not make out.
_NUMBER_CAPTION = pattern(r"(?:\b(?:no|nos|number|num)\.?|#)\s*$", re.I)
_NOT_IN_NUMBER = pattern(r"[=$§|{}<>~^*@!?%\\]")


_SEAL_WORDS = frozenset("licensed registered professional certified state of the".split())


def _under_seal_caption(c: Chunk, label: str) -> bool:
    """The label is the last line of a seal's stacked caption: a bare role (`ENGINEER`) under a
    line of the seal's words alone (`PROFESSIONAL`, `REGISTERED PROFESSIONAL`)."""
    want = label.strip().rstrip(":").strip().upper()
    if len(want.split()) != 1:
        return False
    lines = [ln.strip() for ln in c.text.split("\n")]
    return any(ln.rstrip(":").strip().upper() == want and i > 0 and _SEAL_CAPTION.search(lines[i - 1])
               and set(re.findall(r"[a-z]+", lines[i - 1].lower())) <= _SEAL_WORDS for i, ln in enumerate(lines))


_PROJECT_NAME_LABEL = re.compile(r"^\s*(?:PROJECT|PROJECT\s+(?:NAME|TITLE))\s*:?\s*$", re.I)


PROJECT_NAME_RUN = 2    # words of a project's name said together that name it (`the building` alone does not)


def _run_said(said: list[str], name: list[str]) -> set[str]:
    """The words of the longest run of `name` the question says in order, if it is long enough."""
    run = SequenceMatcher(None, said, name, autojunk=False).find_longest_match(0, len(said), 0, len(name))
    return set(said[run.a:run.a + run.size]) if run.size >= PROJECT_NAME_RUN else set()


# `... for the Osage Valley library job?`: the words after `for` that name what the field is of.
_FOR_NAMED = re.compile(r"\b(?:for|of)\s+(?:the\s+|this\s+)?(?P<name>[A-Za-z][\w'&.-]*(?:\s+[\w'&.-]+){1,5})\s*\??\s*$", re.I)


def _named_for(text: str, title_blocks: list[Chunk]) -> set[str]:
    """The words of a question's closing `for the <name>` that the title blocks print, when
    they print PROJECT_NAME_RUN or more of them: a project named by a caption the reading
    could not pair with its value (a sideways `PROJECT` under the name)."""
    m = _FOR_NAMED.search(text)
    if not m or not title_blocks:
        return set()
    printed = set(norm_tokens(" ".join(c.text for c in title_blocks)))
    named = {w for w in norm_tokens(m.group("name")) if w in printed and w not in _PLAIN_NAME_WORDS}
    return named if len(named) >= PROJECT_NAME_RUN else set()


# Words that name no project (`the project site`, `this job`): a field's words, not a name's.
_PLAIN_NAME_WORDS = frozenset(norm_tokens("project projects site job building sheet drawing set plan plans work"))


def _label_lookup(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    naming = _sheet_naming_words(ctx, q)
    T = _question_tokens(q) - naming
    if not T:
        return None
    if _WHO_IS_ROLE.match(q.text):
        T |= _NAME_WORD      # `who is the responsible designer` asks the `Responsible Designer Name`
    if _CALLED.search(q.text):
        T |= _NAME_WORD      # what a thing is `called` is its name
    if _JOB_WORD & T:
        T = (T - _JOB_WORD) | _PROJECT_WORD   # a `job number` is printed as the PROJECT NO.

    chunks = chunks_with(ctx, _search_terms(q.text), kinds=("chunk",), limit=400)
    if naming:
        chunks = [c for c in chunks if _title_says(naming - {"sheet", "drawing"}, c.sheet_title or "")]
    # `the project number for North Millwood Medical Pavilion`: the project's own name says which
    # project, as a sheet's title says which sheet; no field's label is asked by it.
    said = norm_tokens(q.text)
    project = {w for c in chunks if c.section == "title block" for f in chunk_facts(c)
               if _PROJECT_NAME_LABEL.match(f.label) for w in _run_said(said, norm_tokens(f.value))} & T
    if not project:
        project = _named_for(q.text, [c for c in chunks if c.section == "title block"]) & T
    if project and T - project:
        T = T - project
    cands: list[tuple[Fact, set, set]] = []
    for c in chunks:
        for f in chunk_facts(c):
            if not f.value or is_placeholder(f.value) or not re.search(r"[A-Za-z0-9]", f.value):
                continue
            if _under_seal_caption(c, f.label):
                continue     # `REGISTERED / PROFESSIONAL / ENGINEER` over a name: a seal, no role's label
            if c.source == "ocr" and _NUMBER_CAPTION.search(f.label) and _NOT_IN_NUMBER.search(f.value):
                continue     # `PROJECT No: 7/776 =$10`: OCR misread the number, it is not known
            # `MECHANICAL / PLUMBING` is either word's label; the heading (`CODE ANALYSIS`) says
            # what kind of value it is.
            head_words = set(norm_tokens(f.heading)) & T
            # A value that reads as a street address says where (`PROJECT` over `2 GWYNNE
            # STREET / CREMORNE 3121 VIC`): the caption's address is asked as well.
            where = _WHERE_WORDS & T if find_value("address", f.value) else set()
            for alt in _alternatives(f.label):
                req, opt = _label_sets(alt)
                if req and req <= T:
                    cands.append((f, req, req | (opt & T) | head_words | where))
                    break
    cands = _own_readings(cands)
    cands = [t for t in cands if _of_named_schedule(ctx, t[0])]
    if not _REVISION_Q.search(q.text):
        # The DATE column of a revision table dates the revisions, not the sheet's issue.
        own = [t for t in cands if not _revision_column(t[0])]
        cands = [t for t in (own or cands) if not _dates_a_revision(ctx, t[0])]
    shape = expected_shape(q)
    if shape is not None:
        cands = [t for t in cands if shape.search(t[0].value)]
    cands = _typed_first(cands, asked_types(q.text))
    cands = _beside_first(cands)
    role = _ROLE.search(q.text)

    def no_label():
        if role and re.search(r"\bwho\b|\bname\b|\bfirm\b|\bcompany\b", q.text, re.I) and not _ASKS_OTHER_THAN_PARTY.match(q.text):
            before = re.findall(r"[a-z]+", q.text[:role.start()].lower())
            qual = before[-1] if before and before[-1] not in ("the", "a", "an", "project", "of", "is",
                                                               "who", "whose", "record", "s", "which", "what") else ""
            found = _role_fallback(ctx, role.group(1).lower(), qual, _asked_disciplines(q.text[:role.start()]))
            if isinstance(found, Abstain) and _FIRM_ASKED.search(q.text):
                return None     # `which engineering firm`: its logo may name it (read at question time)
            return found
        if _SITE_ADDRESS_Q.search(q.text):
            return _lone_site_address(ctx)
        return None

    if not cands:
        return no_label()
    # The most specific labels: drop one whose words and coverage another label includes.
    keep = []
    for f, req, cov in cands:
        if any(req < r2 and cov <= c2 for _, r2, c2 in cands):
            continue
        keep.append((f, req, cov))
    covered = set().union(*(cov for _, _, cov in keep))
    if len(covered & T) / len(T) < 0.5:
        return no_label()
    # The thing asked for (the head of each noun phrase asked about) must be what a label names:
    # `roof slope` is not answered by a `ROOF:` label.
    heads = _asked_heads(q)
    if heads:
        if not all(h in covered for h in heads):
            return no_label()
        keep = [t for t in keep if any(h in t[2] for h in heads)]
    keep, owners = _in_asked_block(keep, T)
    covered |= owners
    # `the stair doors`: a word the question puts before a word the label's heading says (DOOR
    # HARDWARE NOTES over KEYING:) names which of them; the value must say it. A party names whose.
    said = norm_tokens(q.text) if not _PARTS_SPLIT.search(q.text) else []     # one clause: its words name one thing
    keep = [t for t in keep if all(a in norm_tokens(t[0].value) for a, b in zip(said, said[1:])
                                   if a in T and a not in t[2] and b not in t[1] and b in norm_tokens(t[0].heading)
                                   and a not in _WHOSE)]
    if not keep:
        return no_label()
    # A thing the question names by its letters (`the CMU`, `the TPO`) is named where its value is
    # read: a `COMPRESSIVE STRENGTH:` of the concrete is not the masonry's.
    named = {a.lower() for a in lettered_things(q.text)} - {t for t in covered}
    if named:
        keep = [t for t in keep if named <= {w.lower() for w in re.findall(r"[A-Za-z]+", f"{t[0].text} {t[0].heading}")}]
        if not keep:
            return no_label()
    # One statement per label: the same value on many sheets is cited once, on its first page.
    groups: dict[str, list[Fact]] = {}
    order: list[str] = []
    for f, req, _ in sorted(keep, key=lambda t: (t[0].chunk.file, t[0].chunk.page, t[0].bbox[1])):
        key = " ".join(sorted(req))
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(f)
    order.sort(key=lambda k: _first_pos(q.text, groups[k][0].label))
    parts, evidence, conf = [], [], 0.8
    for key in order[:4]:
        facts = groups[key]
        by_value: dict[str, list[Fact]] = {}
        for f in sorted(facts, key=lambda f: -len(f.value)):
            key_v = next((k for k in by_value if _same_value(k, f.value)), None)
            by_value.setdefault(key_v or f.value, []).append(f)
        for fs in by_value.values():
            fs.sort(key=lambda f: (f.chunk.file, f.chunk.page, f.bbox[1]))
        if len(by_value) == 1:
            f = facts[0]
            parts.append(f"{f.label}: {f.value}")
            evidence.append((f.chunk, f.text, f.bbox))
        else:
            vals = sorted(by_value.values(), key=lambda fs: (fs[0].chunk.file, fs[0].chunk.page))
            parts.append(f"{facts[0].label}: " + "; ".join(f"{fs[0].value} ({_whose(ctx, fs)})" for fs in vals[:3]))
            evidence.extend((fs[0].chunk, fs[0].text, fs[0].bbox) for fs in vals[:3])
            conf = min(conf, 0.65)
    if not parts:
        return no_label()
    if len(covered & T) < len(T):
        conf -= 0.05
    return make_answer(ctx, "; ".join(parts), conf, name, evidence)


def _whose(ctx: Context, facts: list[Fact]) -> str:
    """Whose value this is, said beside it: the named schedules it stands in (`PANEL LP-2A`),
    else the sheets it is read on."""
    owners = [owning_schedule(ctx, f.chunk, f.boxes[0]) if f.boxes else None for f in facts]
    if all(o is not None and names_in_title(o.table) for o in owners):
        return ", ".join(dict.fromkeys(o.table for o in owners))
    return ", ".join(dict.fromkeys(f.chunk.sheet_id for f in facts))


def _block_caption(f: Fact) -> str:
    """The caption whose block a fact stands in: a directory gives each consultant a block, the
    role's caption (`STRUCTURAL ENGINEER:`) over its firm, then lines that repeat from block to
    block (`CONTACT:`), up to the next caption. The label of the nearest fact above with another
    label; "" when none."""
    above = [g for g in chunk_facts(f.chunk) if g.idx and f.idx and g.idx[0] < f.idx[0] and g.label != f.label]
    return max(above, key=lambda g: g.idx[0]).label if above else ""


def _of_named_schedule(ctx: Context, f: Fact) -> bool:
    """A field inside a schedule titled by a name (`PANEL PP-1`) is that schedule's: it answers
    a question that names the schedule's name, or names nothing of the kind; a question about
    `panel LP-2A` or `switchboard MSB` is not answered by PP-1's voltage."""
    q = ctx.question
    label = set(re.findall(r"[A-Z]+", f.label.upper()))
    names = [n for n in q.id_shaped if TITLE_NAME.fullmatch(n.upper())] + \
        [w for w in re.findall(r"(?<![\w-])[A-Z]{2,5}(?![\w-])", q.raw) if w not in label]
    if not names or not f.boxes:
        return True
    owner = owning_schedule(ctx, f.chunk, f.boxes[0])
    if owner is None or not names_in_title(owner.table):
        return True
    return any(says_name(ctx.question.text, n) for n in names_in_title(owner.table))


def _in_asked_block(keep: list, asked: set[str]) -> tuple[list, set[str]]:
    """(the facts kept, the caption words that chose them): a label read with several values,
    one in each block of a directory, is narrowed to the block whose caption the question names
    (`the contact at the structural engineer`). Unchanged when no block, or every block, is named."""
    by_label: dict[str, list] = {}
    for t in keep:
        by_label.setdefault(" ".join(sorted(t[1])), []).append(t)
    out, owners = [], set()
    for group in by_label.values():
        named = []
        for t in group:
            words = set(norm_tokens(_block_caption(t[0])))
            if words and words <= asked:
                named.append(t)
                owners |= words
        distinct = {tuple(_value_tokens(t[0].value)) for t in group}
        out += named if named and len(named) < len(group) and len(distinct) > 1 else group
    return out, owners if len(out) < len(keep) else set()


_SHEET_NUMBER_LABEL = pattern(r"\b(?:SHEET|DRAWING|DRWG|DWG)\b", re.I)


def _own_readings(cands: list) -> list:
    """A value that is the sheet's own number belongs to a sheet-number caption, not to another
    field beside it: it is taken out of the other field's value (`7776 S10` under `PROJECT No`)."""
    out = []
    for t in cands:
        f, sid = t[0], t[0].chunk.sheet_id
        own = re.compile(rf"(?<![\w.-]){re.escape(sid)}(?![\w-])", re.I) if sid else None
        if own is None or _SHEET_NUMBER_LABEL.search(f.label) or not own.search(f.value):
            out.append(t)
            continue
        rest = " ".join(own.sub(" ", f.value).split())     # `7776 S10` under `PROJECT No`: 7776
        if re.search(r"[A-Za-z0-9]", rest):
            out.append((replace(f, value=rest),) + tuple(t[1:]))
    return out


_SITE_ADDRESS_Q = pattern(r"\b(?:property|project|site|lot|parcel|building)(?:'s)?\s+address\b|"
                          r"\baddress\s+of\s+the\s+(?:property|project|site|lot|parcel|building)\b", re.I)
# Where the firms' addresses stand: never the site's own uncaptioned address.
_NOT_A_DRAWING = ("title block", "notes", "legend", "schedule", "index", "general notes")


def _lone_site_address(ctx: Context) -> Optional[Answer]:
    """The property's address when no caption names it: a plot plan prints it along the street
    it fronts (`123 ANY STREET / AUSTIN, TX 87801`). Read only from a plan, never from a title
    block or notes (which hold the firms' addresses), and only when the set prints one."""
    found: dict[str, tuple[Chunk, str, tuple]] = {}
    for c in chunks_with(ctx, ["street", "st", "avenue", "ave", "road", "rd", "drive", "way", "lane"],
                         kinds=("chunk",), limit=200):
        if c.section in _NOT_A_DRAWING:
            continue
        city_lines: set[tuple] = set()
        for text, box in units_of(c):
            v = find_value("address", text)
            if v is None or tuple(box) in city_lines:
                continue
            full = text
            below = _unit_below(c, box)
            if below is not None and find_value("address", below[0]) and below[0] not in text:
                city_lines.add(tuple(below[1]))      # the city line under the street: one address
                full, box = f"{text}, {below[0]}", union([tuple(box), tuple(below[1])])
            found.setdefault(norm_text(v).upper(), (c, full, tuple(box)))
    if len(found) != 1:
        return None
    c, text, box = next(iter(found.values()))
    return make_answer(ctx, text, 0.75, name, [(c, text, box)])


def _unit_below(c: Chunk, box) -> Optional[tuple]:
    h = max(1.0, box[3] - box[1])
    under = [(t, b) for t, b in units_of(c) if 0 <= b[1] - box[3] <= 1.2 * h
             and min(b[2], box[2]) - max(b[0], box[0]) > 0]
    return min(under, key=lambda u: u[1][1]) if under else None


def _typed_first(cands: list, kinds: list[str]) -> list:
    """Of the readings of one caption, those holding a value of a type asked (`CD` beside the
    project number's caption is not one; `12654.000` over it is). A caption with no such
    reading keeps its readings: another part of the question may ask for it."""
    if not kinds:
        return cands
    typed = [any(find_value(k, t[0].value) is not None for k in kinds) for t in cands]
    key = lambda t: (id(t[0].chunk), t[0].idx[0] if t[0].idx else -1)   # noqa: E731
    has_typed = {key(t) for t, ok in zip(cands, typed) if ok}
    return [t for t, ok in zip(cands, typed) if ok or key(t) not in has_typed]


def _beside_first(cands: list) -> list:
    """A value written over its caption is read only when no reading beside or under the same
    caption is left."""
    placed = {(id(t[0].chunk), t[0].idx[0]) for t in cands if t[0].how != "above" and t[0].idx}
    return [t for t in cands if t[0].how != "above" or (id(t[0].chunk), t[0].idx[0]) not in placed]


_LEAD = pattern(r"^\s*(?:what|which|who|whom|whose)(?:'s|\s+(?:is|are|was|were))?\s+(?:the\s+|a\s+|an\s+)?", re.I)
_CUT = pattern(r"\s+(?:of|for|on|in|at|to|with|from|by|per|shown|used|required|listed|given|does|do|is|are|"
               r"that|which|when|where|appl(?:y|ies)|governs?)\b.*$|\?.*$", re.I)


_WHO_DID = pattern(r"^\s*who\s+(?!(?:is|are|was|were|'s)\b)\w+", re.I)


def _asked_heads(q: Question) -> list[str]:
    """Head nouns of the noun phrases a `what is the X (and Y) ...` question asks about."""
    m = _LEAD.match(q.text)
    if not m or _WHO_DID.match(q.text):
        return []     # `who drew S10?`: the caption names the doer (`DRAWN`); S10 is the sheet
    phrase = _CUT.sub("", q.text[m.end():])
    heads = []
    for conj in re.split(r"\s*,\s*|\s+and\s+|\s+&\s+", phrase):
        toks = [t for t in norm_tokens(conj) if t not in QUESTION_WORDS]
        if toks[-2:] == ["statu", "code"]:
            toks.pop()     # an ISO 19650 status (suitability) code is the STATUS field's value
        if toks:
            heads.append(toks[-1])
    return heads


def _value_tokens(v: str) -> list[str]:
    return re.findall(r"[A-Z0-9]+", re.sub(r"[,.]", "", v.upper()))


def _same_value(a: str, b: str) -> bool:
    """`DANIEL & PRIYA OKAFOR` and `DANIEL & PRIYA OKAFOR, 1428 MAPLE ...` name one thing, as do
    `1190 SE ALDER STREET` and `1190 SE ALDER ST.`: a prefix, or the same first three words."""
    ta, tb = _value_tokens(a), _value_tokens(b)
    if not ta or not tb:
        return False
    short, long_ = sorted((ta, tb), key=len)
    if long_[:len(short)] == short:
        return True
    n = min(3, len(short))
    return n >= 3 and ta[:n] == tb[:n]


def _search_terms(text: str) -> list[str]:
    """BM25 terms for a question's words, with the forms a label would use (`issued` -> `issue`,
    `when` -> `date`)."""
    out = []
    for t in tokenize(text, keep_stopwords=True):
        if " " in t:
            continue
        out.append(t)
        if t in SYNONYMS:
            out.append(SYNONYMS[t])
        for suf in ("s", "ed", "d"):
            if t.endswith(suf) and len(t) - len(suf) >= 3:
                out.append(t[: -len(suf)])
    return list(dict.fromkeys(out))


def _alternatives(label: str) -> list[str]:
    """A label naming several fields at once, each alone: `MECHANICAL / PLUMBING ENGINEER` is the
    mechanical engineer and the plumbing engineer (the last part's noun is shared)."""
    parts = [p.strip() for p in re.split(r"\s+/\s+|(?<=[A-Za-z])/(?=[A-Za-z]{3})", label) if p.strip()]
    if len(parts) < 2:
        return [label]
    noun = parts[-1].split()[-1] if len(parts[-1].split()) > 1 else ""
    return [label] + [f"{p} {noun}" if noun and len(p.split()) == 1 else p for p in parts[:-1]] + parts[-1:]


def _first_pos(qtext: str, label: str) -> int:
    low = qtext.lower()
    pos = [low.find(w) for w in re.findall(r"[a-z]{3,}", label.lower()) if low.find(w) >= 0]
    return max(pos) if pos else 999


_FIRM = {"architect": pattern(r"\bARCHITECT(?:S|URE|URAL)\b", re.I),
         "engineer": pattern(r"\bENGINEER(?:S|ING)\b", re.I)}


# Words that say what kind of firm it is: a line of these alone names no firm.
_FIRM_KIND_WORDS = frozenset("consulting consultants consultant structural mechanical electrical civil plumbing "
                             "engineers engineering engineer architects architecture architectural architect design "
                             "designers group inc llc llp pllc pc pa ltd pty plc co corp and the associates studio planning interiors "
                             "landscape mep fire protection services professional managers management surveyors "
                             "surveying planners builders contractors".split())


# A word set letter-spaced, as firms set their names under a logo (`A R C H I T E C T S`).
_LETTER_SPACED = pattern(r"\b(?:[A-Z] ){3,}[A-Z]\b")
# Words of a drawing's title, never of a firm's name.
_SHEET_TITLE_WORDS = pattern(r"\b(?:SHEET|TITLE|PLANS?|ELEVATIONS?|SECTIONS?|DETAILS?|SCHEDULES?|DIAGRAMS?)\b", re.I)


def _asked_disciplines(before_role: str) -> list[str]:
    """The disciplines a question puts before the role it asks for (`the acoustics, IT/telecom
    and AV consultant` -> acoustics, it, telecom, av), from its last article on."""
    phrase = re.split(r"(?<![\w/])(?:the|a|an|is|are|who|which|what)(?![\w/])", before_role, flags=re.I)[-1]
    return [t for t in discipline_tokens(phrase) if t in DISCIPLINE_WORDS or t in DISCIPLINE_ALIASES]


FIRM_LOOKBACK = 2     # text units back from a firm's kind line (`ARCHITECTS`) to the name over it


def _says_qualifier(tagline: str, qualifier: str) -> bool:
    """The line under a firm's name says what it does (`MECHANICAL | ELECTRICAL | PLUMBING`):
    a question's qualifier (`MEP`) may be said there, in words or by their initials."""
    words = re.findall(r"[a-z]+", tagline.lower())
    if not words or not all(w in DISCIPLINE_WORDS or w in _FIRM_KIND_WORDS for w in words):
        return False      # only a line of disciplines (`MECHANICAL | ELECTRICAL | PLUMBING`), no next entry
    return qualifier in words or qualifier in word_initials(tagline)


def _role_fallback(ctx: Context, role: str, qualifier: str = "", disciplines: tuple = ()) -> Answer | Abstain:
    """A firm named in a title block (`HARBOR & PINE ARCHITECTS`) when no label names the role."""
    rx = _FIRM.get(role)
    if rx is not None:
        for s in ctx.sheets[:20]:
            for c in title_block_chunks(ctx, s.file, s.page):
                us = c.units
                for i, u in enumerate(us):
                    t = _LETTER_SPACED.sub(lambda m: m.group(0).replace(" ", ""), norm_text(u[0]))
                    if not rx.search(t) or len(t.split()) > 6 or re.search(r"\blicensed\b|\bof\s+record\b|"
                                                                             r"\bstamp\b|/", t, re.I):
                        continue
                    if _SHEET_TITLE_WORDS.search(t):
                        continue      # `SHEET TITLE ARCHITECTURAL SITE PLAN`: the drawing's title, no firm
                    box = tuple(u[1:5])
                    # A firm name may sit on two blocks: `HARBOR & PINE` over `ARCHITECTS, INC.`.
                    if i > 0 and not set(re.findall(r"[a-z]+", t.lower())) - _FIRM_KIND_WORDS:
                        # the name stacked over it, flush left or centred, a logo's letters
                        # (`M|V`) beside them read between
                        h = box[3] - box[1]
                        for pu in reversed(us[max(0, i - FIRM_LOOKBACK):i]):
                            pb = pu[1:5]
                            if len(re.findall(r"\d", pu[0])) > len(re.findall(r"[A-Za-z]", pu[0])):
                                continue      # a registration number (`ABN 60 056 476 987`), not a name
                            flush = abs(pb[0] - box[0]) < 3 or abs((pb[0] + pb[2]) - (box[0] + box[2])) / 2 < 3 * h
                            if flush and -h <= box[1] - pb[3] < h:
                                t = f"{norm_text(pu[0])} {t}"
                                box = union([tuple(pb), box])
                                break
                    if len(t.split()) < 2 or (qualifier and qualifier not in t.lower()
                                              and not _says_qualifier(us[i + 1][0] if i + 1 < len(us) else "", qualifier)):
                        continue
                    if not set(re.findall(r"[a-z]+", t.lower())) - _FIRM_KIND_WORDS:
                        continue      # `CONSULTING STRUCTURAL ENGINEERS` says what the firm does, not its name
                    return make_answer(ctx, f"{t} (named in the title block)", 0.6, name, [(c, t, box)])
    listed = _consultant_block(ctx, role, qualifier)
    if listed is None and role == "consultant" and disciplines:
        listed = _discipline_block(ctx, disciplines)
    if listed is not None and set(re.findall(r"[a-z]+", listed.answer.lower())) - _FIRM_KIND_WORDS:
        return listed
    return Abstain(f"no {qualifier + ' ' if qualifier else ''}{role} named in the set", name)


def _stacked(upper, lower) -> bool:
    """Two title-block units one right under the other, flush left."""
    h = max(1.0, lower[4] - lower[2])
    return abs(upper[1] - lower[1]) <= 3 and -2 <= lower[2] - upper[4] <= h


ADDRESS_LINES = 3   # street, city-state-zip, phone: the lines a firm's address takes under its role


def _address_below(us: list, i: int) -> list:
    """The units stacked right under a consultant's role line (unit i), up to ADDRESS_LINES:
    its address. A scan's reading sets each of its lines in a block of its own (street, then
    city, state and zip), where a text layer often has them in one; the next role ends it."""
    out, upper = [], us[i]
    for lower in us[i + 1:i + 1 + ADDRESS_LINES]:
        if not _stacked(upper, lower) or _ROLE.search(norm_text(lower[0])):
            break
        out.append(lower)
        upper = lower
    return out


_JOINED_ROLE = re.compile(r"(?:/|&|\band)$", re.I)   # a role phrase's joiner left before the role asked


def _consultant_block(ctx: Context, role: str, qualifier: str = "") -> Optional[Answer]:
    """A consultant listed in a title block as firm, role, address on one block (`MARTIN/MARTIN,
    INC. STRUCTURAL ENGINEER 12499 WEST COLFAX AVENUE LAKEWOOD, CO, 80215`): the firm is what
    stands before the role, the address what follows it."""
    caption = rf"\b{re.escape(qualifier)}\s+{role}s?\b" if qualifier else rf"\b{role}s?\b"
    for s in ctx.sheets[:20]:
        for c in title_block_chunks(ctx, s.file, s.page):
            us = c.units
            for i, u in enumerate(us):
                t = norm_text(u[0])
                m = re.search(caption, t, re.I)
                if not m:
                    continue
                firm = t[:m.start()].strip(" ,;:-")
                if _JOINED_ROLE.search(firm):
                    # `HAZARDOUS MATERIALS / CODE CONSULTANT`: roles joined on a caption line,
                    # the firm on its own line under it
                    if i + 1 >= len(us) or not _stacked(u, us[i + 1]):
                        continue
                    below = [us[i + 1]] + _address_below(us, i + 1)
                    firm = norm_text(below[0][0])
                    after = " ".join(norm_text(x[0]) for x in below[1:])
                    role = t
                    t = " ".join(x for x in (firm, role, after) if x)
                    if not _is_firm_line(firm):
                        continue
                    text = f"{firm} ({role})" + (f", {after}" if after else "")
                    return make_answer(ctx, text, 0.75, name,
                                       [(c, t, union([tuple(u[1:5])] + [tuple(x[1:5]) for x in below]))])
                if not firm and i > 0 and _stacked(us[i - 1], u):
                    # The firm on its own line over the role (`MARTIN/MARTIN, INC.` / `STRUCTURAL ENGINEER`).
                    firm = norm_text(us[i - 1][0])
                    below = _address_below(us, i)
                    after = " ".join(norm_text(x[0]) for x in below)
                    t = " ".join(x for x in (firm, t, after) if x)
                    m = re.search(caption, t, re.I)
                    u = (t, *union([tuple(us[i - 1][1:5]), tuple(u[1:5])] + [tuple(x[1:5]) for x in below]))
                if not 1 <= len(firm.split()) <= 6 or not re.search(r"[A-Za-z]{2}", firm) \
                        or re.search(r"[:]|\bby\b", firm, re.I) or _SEAL_CAPTION.search(firm) or _COPYRIGHT.search(t) \
                        or not set(re.findall(r"[a-z]+", firm.lower())) - _FIRM_KIND_WORDS:
                    continue      # `REGISTERED ARCHITECT` is a seal's caption; a copyright line names the owner of the drawings
                rest = t[m.end():].strip(" ,;:-")
                phone = _PHONE.search(rest)
                if phone:      # a firm's block ends with its number: what follows is the next firm's
                    rest = rest[:phone.end()]
                text = f"{firm} ({m.group(0)})" + (f", {rest}" if rest else "")
                return make_answer(ctx, text, 0.75, name, [(c, t, tuple(u[1:5]))])
    return None


def _discipline_block(ctx: Context, disciplines: list[str]) -> Optional[Answer]:
    """A consultant whose block names what it does but not the word `consultant`: the firm on
    its own line right over a line of disciplines (`NV5` / `ACOUSTICS, IT/TELECOM & SECURITY,
    AUDIOVISUAL` / its address), when that line names every discipline asked. Lines, not
    blocks: the role line and the address are often one block."""
    for s in ctx.sheets[:20]:
        for c in title_block_chunks(ctx, s.file, s.page):
            lines = chunk_lines(c)
            for i, line in enumerate(lines):
                t = norm_text(line.text)
                if i == 0 or not is_discipline_line(t) or not all(names_discipline(t, d) for d in disciplines):
                    continue
                above = lines[i - 1]
                firm = norm_text(above.text)
                if not _stacked_lines(above, line) or not _is_firm_line(firm):
                    continue
                below = lines[i + 1] if i + 1 < len(lines) and _stacked_lines(line, lines[i + 1]) else None
                after = norm_text(below.text) if below is not None else ""
                boxes = [above.geo, line.geo] + ([below.geo] if below is not None else [])
                quote = " ".join(x for x in (firm, t, after) if x)
                text = f"{firm} ({t})" + (f", {after}" if after else "")
                return make_answer(ctx, text, 0.75, name, [(c, quote, union(boxes))])
    return None


# A consultant's role line under its firm: `STRUCTURAL ENGINEER`, `COST ESTIMATOR`. A bare
# `ARCHITECTS` under `HARBOR & PINE` is the second line of a firm's name.
_ROLE_LINE = pattern(r"^[A-Z][A-Z/&,.' -]*\s(?:ENGINEERS?|ARCHITECTS?|CONSULTANTS?|ESTIMATORS?|SURVEYORS?|"
                     r"DESIGNERS?|PLANNERS?)$", re.I)
MAX_CONSULTANTS = 12
_PHONE = pattern(r"\(?\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b")
_SEAL_CAPTION = pattern(r"\b(?:LICENSED|REGISTERED|PROFESSIONAL|CERTIFIED)\b", re.I)    # a seal's, not a role's
_COPYRIGHT = pattern(r"\u00a9|\(C\)\s*\d{4}|\bCOPYRIGHT\b", re.I)
_CAPTION_LINE = pattern(r"^\s*(?:CONSULTANTS?|PROJECT|OWNER|CLIENT|LICENSED|STATE\s+OF)\b", re.I)


def _consultants(ctx: Context) -> Optional[Answer]:
    """`Who are the consultants?`: every firm a title block lists over its role or its
    disciplines (`MARTIN/MARTIN, INC.` / `STRUCTURAL ENGINEER`, `NV5` / `ACOUSTICS, IT/TELECOM
    & SECURITY, AUDIOVISUAL`), once each, in the order the block lists them."""
    found: dict[str, tuple] = {}
    for s in ctx.sheets[:20]:
        for c in title_block_chunks(ctx, s.file, s.page):
            lines = chunk_lines(c)
            for i, line in enumerate(lines):
                t = norm_text(line.text.rstrip().rstrip(":"))
                if len(t.split()) > 8 or not (is_discipline_line(t) or _ROLE_LINE.match(t)) or _SEAL_CAPTION.search(t):
                    continue
                firm = _firm_of_role(lines, i)
                if firm is not None:
                    found.setdefault(norm_text(firm.text).upper(), (norm_text(firm.text), t, c, union([firm.geo, line.geo])))
    if not found:
        return None
    listed = list(found.values())[:MAX_CONSULTANTS]
    text = ("; ".join(f"{firm} ({role})" for firm, role, _, _ in listed)
            + f" — {len(found)} consultant{'s' if len(found) != 1 else ''} the title block lists")
    return make_answer(ctx, text, 0.75, name, [(c, f"{firm} {role}", box) for firm, role, c, box in listed])


def _firm_of_role(lines: list, i: int):
    """The firm a role line (line i) names: the firm line right over it (`MARTIN/MARTIN, INC.` /
    `STRUCTURAL ENGINEER` / its address), else, for a caption (`STRUCTURAL ENGINEER:`, or one
    with no firm over it), the firm line right under it (`BRANDT ENGINEERING GROUP`)."""
    line = lines[i]
    labelled = line.text.rstrip().endswith(":")
    above = lines[i - 1] if i > 0 else None
    if not labelled and above is not None and _stacked_lines(above, line):
        firm = norm_text(above.text)
        if _is_firm_line(firm) and not _ROLE_LINE.match(firm) and not _CAPTION_LINE.search(firm):
            return above
    below = lines[i + 1] if i + 1 < len(lines) else None
    if below is not None and _stacked_lines(line, below):
        firm = norm_text(below.text)     # a firm under its caption may end as a role does (`... ENGINEERS`)
        if _is_firm_line(firm) and not _CAPTION_LINE.search(firm) and not is_discipline_line(firm):
            return below
    return None


def _stacked_lines(upper, lower) -> bool:
    """Two lines of a title block one right under the other, flush left."""
    return abs(upper.geo[0] - lower.geo[0]) <= 3 and -2 <= lower.geo[1] - upper.geo[3] <= lower.h


_NOT_FIRM = pattern(r"^\s*\d|\d{3}[-.\s]\d{3}[-.\s]\d{4}|@|\bwww\.|\.com\b|:", re.I)


def _is_firm_line(t: str) -> bool:
    """A line that can be a firm's name: a few words, not an address, phone, web or label line,
    nor another role line."""
    return 1 <= len(t.split()) <= 6 and bool(re.search(r"[A-Za-z]{2}", t)) and not _NOT_FIRM.search(t) \
        and not is_discipline_line(t)


# ----------------------------------------------------------------------------- sheet titles

def _sheet_title(ctx: Context, sheets: list[Sheet], contents: bool) -> Answer | Abstain | None:
    parts, evidence = [], []
    for s in sheets[:3]:
        title, c, box = sheet_title_of(ctx, s)
        if not title or c is None:
            continue
        line = f"Sheet {s.sheet_id}: {title}"
        if contents:
            extra = [x for x in s.schedules if x and norm_text(x).upper() not in norm_text(title).upper()]
            views = [v for v in _view_titles(ctx, s) if norm_text(v).upper() != norm_text(title).upper()]
            more = list(dict.fromkeys([*views, *extra]))[:6]
            if more:
                line += " — shows " + ", ".join(more)
        parts.append(line)
        evidence.append((c, title, box))
    if not parts:
        return Abstain("the sheet's title block gives no title", name)
    return make_answer(ctx, "; ".join(parts), 0.85, name, evidence)


def _discipline(ctx: Context, sheets: list[Sheet]) -> Answer | None:
    """`What discipline is sheet FP0.1?`: the discipline its number designates (the letters
    before the number, as the US National CAD Standard assigns them), with its title."""
    parts, evidence = [], []
    for s in sheets[:3]:
        discipline = discipline_of(s.sheet_id)
        title, c, box = sheet_title_of(ctx, s)
        if discipline == "unknown" or c is None:
            continue
        parts.append(f"{discipline} (sheet {s.sheet_id}" + (f": {title})" if title else ")"))
        evidence.append((c, f"{s.sheet_id} {title}".strip() if title else s.sheet_id, box))
    if not parts:
        return None
    return make_answer(ctx, "; ".join(parts), 0.85, name, evidence)


# OCR's reading of a drawn mark after a view title's last word (`UPPER ROOF FRAMING PLAN AL\\`).
_OCR_TAIL = re.compile(r"(\b(?:PLAN|ELEVATION|SECTION|DETAIL|SCHEDULE|DIAGRAM|VIEW)S?)\s+\w{0,2}[\\|/~_{}<>]+\W*$", re.I)


def _view_titles(ctx: Context, s: Sheet) -> list[str]:
    """Titles of the views drawn on a sheet: short labels with a scale right by them."""
    out = []
    chunks = page_chunks(ctx, s.file, s.page)
    units = [(mended_view_words(norm_text(u[0])), tuple(u[1:5]))
             for c in chunks if c.section != "title block" for u in c.units]
    # A view's scale line drawn near the sheet's edge may fall in the title block's region;
    # it still marks the view title above it (titles themselves never come from the title block).
    every = [(norm_text(u[0]), tuple(u[1:5])) for c in chunks for u in c.units]
    scales = [(t, b) for t, b in every if SCALE_RX.search(t)]
    for t, b in units:
        if SCALE_RX.search(t) or len(t.split()) > 7 or not re.search(r"[A-Z]{3}", t):
            continue
        if not re.search(r"\b(?:PLAN|ELEVATION|SECTION|DETAIL|SCHEDULE|DIAGRAM|MAP|VIEW)S?\b", t, re.I):
            continue
        h = b[3] - b[1]
        if any(gap(b, sb) <= max(3 * h, 40) for _, sb in scales):
            out.append(display_title(_OCR_TAIL.sub(r"\1", t)))
    return list(dict.fromkeys(out))




# ----------------------------------------------------------------------------- scale

_VIEW_WEAK = frozenset(norm_tokens("building typical overall main proposed new"))




def _view_tokens(q: Question) -> tuple[list[str], str]:
    text = re.sub(rf"(?<![\w-]){SHEET_ID}(?![\w])", " ", q.text)
    text = re.sub(r"\bscale[sd]?\b|\bpreferred\b|\bused\b|\bdrawn\b|\bsheet\b|\bdrawing\b|\bat\b|\bwhat\b|\bwhich\b|"
                  r"\bis\b|\bthe\b|\bof\b|\bfor\b|\bon\b|\bin\b|\bshown\b|\bare\b|"
                  r"\b(?:can|could|may|must|should|will)\s+(?=.*\bbe\b)", " ", text, flags=re.I)
    return [t for t in norm_tokens(text) if t not in QUESTION_WORDS], text




def _scale_text(t: str) -> str:
    # A block that is only a scale note (`(SCALE: 1/4" = 1'-0" OR 1/8" ...`) is quoted whole,
    # so an alternative or a "preferred" is not cut off.
    if re.match(r"^\W{0,2}scale\s*:", t, re.I) and len(t) <= 70:
        return " ".join(strip_brackets(t.strip().lstrip("(")).split())
    ms = list(SCALE_RX.finditer(t))
    start, end = ms[0].start(), ms[-1].end()
    m = _PREFERRED.match(t[end:])
    if m:
        end += m.end()
    out = t[start:end].strip(" ()")
    if re.match(r"^\W*scale\s*:", t, re.I) and not re.search(r"scale", out, re.I):
        out = "SCALE: " + out
    return out


def _scale(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    view, view_text = _view_tokens(q)
    req = [t for t in view if t not in _VIEW_WEAK]
    heads = [t for t in req if t in VIEW_HEAD_TOKENS]
    named = {t for s in ctx.sheets_in_scope or [] for t in norm_tokens(s.title or "")}
    if not req or (named and set(req) <= named and not heads):
        return _sheet_scale(ctx)    # `the scale of the exterior signage sheet`: the sheet named by its title
    if not heads:
        return None
    found = []   # (extra words, distance, view text, view chunk, view box, scale text, scale chunk, scale box)
    seen_view = False
    seen_pages: set = set()
    for c in chunks_with(ctx, raw_terms(view_text), kinds=("chunk",), limit=600):
        units = None
        # a sheet titled by the kind of its views (`INTERIOR ELEVATIONS AND CASEWORK`) names each
        # view by its room alone (`NURSE STATION 210 - WEST`)
        kind = " ".join(t for t in norm_tokens(c.sheet_title or "") if t in VIEW_HEAD_TOKENS)
        own = [t for t in req if t not in VIEW_HEAD_TOKENS]     # the view's own name, said by its title
        for u in c.units:
            t = norm_text(u[0])
            if len(t.split()) > 12 or re.search(r"\bsee\b|\brefer\b", t, re.I) or not (
                    has_all(t, req, misread=c.source == "ocr")
                    or (own and has_all(t, own, misread=c.source == "ocr") and has_all(f"{t} {kind}", req))):
                continue
            m = re.match(rf"^({SHEET_ID})\s+[A-Z]", t.upper())
            if m and m.group(1) != c.sheet_id.upper():
                continue    # a sheet index row names another sheet's title
            b = tuple(u[1:5])
            extra = _extra_qualifiers(t, view)
            if extra is None:
                continue
            seen_view = True
            seen_pages.add((c.file, c.page))
            if SCALE_RX.search(t):
                found.append((extra, 0.0, t, c, b, _scale_text(t), c, b))
                continue
            if units is None:
                page = [(norm_text(v[0]), tuple(v[1:5]), cc) for cc in page_chunks(ctx, c.file, c.page) for v in cc.units]
                units = [u for u in page if SCALE_RX.search(u[0]) and not re.search(r"\bAS\s+NOTED\b", u[0], re.I)]
            h = b[3] - b[1]
            # A view's scale stands under or beside its title: one wholly above it is another view's.
            near = sorted(((gap(b, sb), st, sb, sc) for st, sb, sc in units if sb[3] > b[1]), key=lambda x: x[0])
            if near and near[0][0] <= max(3 * h, 40) and not _scale_misread(page, b, near[0][2]):
                d, st, sb, sc = near[0]
                found.append((extra, d / max(h, 1.0), t, c, b, _scale_text(st), sc, sb))
    if not found:
        what = " ".join(re.findall(r"[A-Za-z0-9-]+", view_text))
        if not seen_view:
            return Abstain(f"no {what} found in the set", name)
        sheet_wide = _sheet_scale(ctx, [s for s in ctx.sheets if (s.file, s.page) in seen_pages],
                                  title_block_only=True)
        # A sheet titled by the view (`GROUND FLOOR SLAB AND FOOTING PLAN`): the sheet's one scale
        titled = [s for s in ctx.sheets if (s.file, s.page) in seen_pages and s.title and has_all(s.title, req)]
        sheet_wide = sheet_wide or (_sheet_scale(ctx, titled) if titled else None)
        return sheet_wide or Abstain(f"no legible scale next to the {what}", name)
    found.sort(key=lambda f: (f[0], f[1], f[3].page))
    # Views that match equally well but carry different scales are all reported.
    best = [f[1:] for f in found if f[0] == found[0][0] and f[1] <= found[0][1] + 1.0]
    scales = list(dict.fromkeys(f[4] for f in best))
    parts, evidence = [], []
    for sc in scales[:3]:
        f = next(x for x in best if x[4] == sc)
        view_name = display_title(f[1]) if f[0] > 0 else display_title(without_scale(f[1]))
        parts.append(f"{view_name}: {sc} (sheet {f[2].sheet_id})")
        evidence.append((f[2], f[1], f[3]))
        if f[6] != f[3]:
            evidence.append((f[5], sc, f[6]))
    conf = 0.85 if len(scales) == 1 else 0.65
    return make_answer(ctx, "; ".join(parts), conf, name, evidence)


SCALE_SLOT = 1.5     # title heights under a view title where its scale line is set
_SCALE_LIKE = pattern(r"=|\d\s*/\s*\d|\d\s*['\"]\s*-")


def _scale_misread(page: list, b: tuple, chosen: tuple) -> bool:
    """The line set just under a view title looks like a scale but does not read as one (OCR:
    `1/ 1'-Q"`) while the scale found stands elsewhere: the view's own scale is unknown."""
    h = b[3] - b[1]
    for t, o, _ in page:
        if (o != chosen and o != b and b[3] - 0.3 * h <= o[1] <= b[3] + SCALE_SLOT * h and o[0] < b[2] and o[2] > b[0]
                and _SCALE_LIKE.search(t) and not SCALE_RX.search(t) and o[1] < chosen[1]):
            return True
    return False


_ORIENT = frozenset(norm_tokens("north south east west longitudinal transverse cross front rear left right "
                                  "side typical partial enlarged overall"))


def _extra_qualifiers(title: str, view: list[str]) -> Optional[int]:
    """How many words a view title adds to the view asked for (`FIRST FLOOR FINISH PLAN` adds
    one to `first floor plan`); None when the question named only generic words (`the building
    sections`) and the title is a different kind of that view (`TYPICAL FOOTING SECTION`)."""
    toks = [t for t in norm_tokens(SCALE_RX.sub(" ", title)) if len(t) > 2 and not t.isdigit()
            and t not in ("scale", "preferred")]
    extra = [t for t in toks if t not in view and t not in _ORIENT]
    if extra and all(v in _VIEW_WEAK or v in VIEW_HEAD_TOKENS for v in view):
        return None
    return len(extra)


# A title block's SCALE field on a sheet of views drawn at several scales.
_PER_VIEW_SCALE = pattern(r"^\s*(?:AS\s+(?:NOTED|SHOWN|INDICATED)|VARIES)\s*$", re.I)


# A scale's fraction of an inch (`1/8\" = 1'-0\"`, `1 1/2\" = 1'-0\"`): a numerator not below its
# denominator (`4/2\"`) is no scale a drawing is made at, but a digit OCR misread.
_FRACTION = pattern(r"(?<![\d/])(\d{1,2})\s*/\s*(\d{1,3})\s*\"?\s*=")


def _improper_scale(text: str) -> bool:
    m = _FRACTION.search(text)
    return bool(m) and int(m.group(1)) >= int(m.group(2))


# OCR loses a scale's thin `=` and reads its two sides as blocks apart: `1/4"` | `1'-0"`.
_INCH_PART = pattern(r"^\s*(?:\d{1,2}\s+)?\d{1,2}\s*/\s*\d{1,3}\s*\"\s*$|^\s*\d{1,2}\s*\"\s*$")
_FOOT_PART = pattern(r"^\s*1\s*'\s*-\s*0\s*\"\s*$")
EQUALS_GAP = 4.0      # text heights between a scale's inch side and its foot side


def _foot_beside(c: Chunk, b: tuple) -> Optional[tuple[str, tuple]]:
    """The `1'-0"` set right beside an inch measure on its row (a scale whose `=` OCR lost)."""
    h = max(1.0, b[3] - b[1])
    for t, ub in units_of(c):
        ub = tuple(ub)
        if _FOOT_PART.match(t) and 0 <= ub[0] - b[2] <= EQUALS_GAP * h \
                and min(ub[3], b[3]) - max(ub[1], b[1]) > 0.5 * h:
            return " ".join(t.split()), ub
    return None


def _sheet_scale(ctx: Context, sheets=None, title_block_only: bool = False) -> Answer | Abstain | None:
    """`What is the scale of sheet A2.0?`: the title block's SCALE, else the sheet's one scale."""
    sheets = sheets if sheets is not None else ctx.sheets_in_scope
    if not sheets:
        return None
    parts, evidence = [], []
    for s in sheets[:3]:
        got = None
        for c in title_block_chunks(ctx, s.file, s.page):
            for f in chunk_facts(c):
                if re.match(r"^scale$", f.label, re.I) and f.value and SCALE_RX.search(f.value):
                    if _improper_scale(f.value):
                        break      # a digit misread: this block's scale is not known
                    got = (f.value, c, f.bbox)
                elif re.match(r"^scale$", f.label, re.I) and f.value and _PER_VIEW_SCALE.match(f.value):
                    got = (f"{f.value.strip()} (each view gives its own scale)", c, f.bbox)
                elif re.match(r"^scale$", f.label, re.I) and f.value and c.source == "ocr" \
                        and _INCH_PART.match(f.value):
                    foot = _foot_beside(c, f.boxes[-1])
                    if foot is not None:
                        got = (f"{f.value.strip()} = {foot[0]}", c, union([f.boxes[-1], foot[1]]))
        if got is None:   # its caption misread (`CALE`): a title block's one scale is the sheet's
            units = [(norm_text(u[0]), c, tuple(u[1:5])) for c in title_block_chunks(ctx, s.file, s.page)
                     for u in c.units if SCALE_RX.search(u[0])]
            if len({_scale_text(t) for t, _, _ in units}) == 1 and not _improper_scale(units[0][0]):
                t, c, b = units[0]
                got = (_scale_text(t), c, b)
        if got is None and not title_block_only:
            units = [(norm_text(u[0]), c, tuple(u[1:5])) for c in page_chunks(ctx, s.file, s.page)
                     if c.section != "title block" for u in c.units if SCALE_RX.search(u[0])]
            if any(_improper_scale(t) for t, _, _ in units) or any(
                    _improper_scale(u[0]) for c in title_block_chunks(ctx, s.file, s.page) for u in c.units):
                units = []     # one scale misread: the one left legible need not be the sheet's
            distinct = list(dict.fromkeys(_scale_text(t) for t, _, _ in units))
            if len(distinct) == 1:
                t, c, b = units[0]
                got = (distinct[0], c, b)
        if got:
            parts.append(f"Sheet {s.sheet_id}: {got[0]}")
            evidence.append((got[1], got[0], got[2]))
    if not parts:
        return None
    return make_answer(ctx, "; ".join(parts), 0.75, name, evidence)
