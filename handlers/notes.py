"""Three ways drawings state a fact that keyword overlap alone does not find:

* a definition in the notes: `'T' designation on a window (2040T) indicates tempered glass` answers
  `What does a 'T' in 2040T indicate?` -- the thing asked about, then a defining verb;
* a fire classification: `ROOF: CLASS A ASPHALT SHINGLES` answers `What is the fire classification
  of the roof covering?` -- a `CLASS A/B/C` in the same sentence as the subject asked about;
* a material callout inside a named view: `Fiberglass Shingles / Over 15 lb Felt`, drawn in the
  cross section, answers `What roofing is shown in the cross section?` -- callouts whose words
  name a material of the kind asked for, drawn above the view's title (views are titled below
  the drawing) and in its column.

Each answer quotes the sentence or callout it comes from and cites its box.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer
from drawqa.question import Question
from drawqa.tokens import tokenize

from ._domain import (chunk_passages, chunks_with, gap, norm_text, page_chunks, Passage, passage_right_of,
                      SCALE_RX, sentences, stem, tag_lines, view_titles)
from .base import Context, make_answer, pattern

name = "notes"
kinds = frozenset({"*"})

# ----------------------------------------------------------------------------- intents

_DEFINE_Q = pattern(r"\bwhat\s+(?:does|do|did)\s+(?P<subj>.{1,120}?)\s+(?:indicate|mean|denote|represent|"
                    r"designate|signify|stand\s+for|refer\s+to|say|state)s?\b"
                    r"|\bwhat\s+is\s+(?:meant|indicated|denoted)\s+by\s+(?P<subj2>.{1,120}?)\s*\??$"
                    r"|\bwhat\s+(?:product|material|finish|item|fixture|type)\s+is\s+(?P<subj3>[A-Z]{1,4}-?\d{1,3}[A-Z]?)\s*\??$",
                    re.I)
_DEFINE_VERB = pattern(r"\b(?:indicates?|means?|denotes?|represents?|designates?|signif(?:y|ies)|"
                       r"stands?\s+for|refers?\s+to)\b|\s=\s", re.I)
_CLASS_Q = pattern(r"\b(?:fire\s+)?(?:classification|class)\s+(?:of|for)\s+(?:the\s+)?(?P<subj>[\w\s/-]{2,60}?)\s*\??$"
                   r"|\bwhat\s+(?:fire\s+)?(?:class|classification)\s+(?:of\s+)?(?:is\s+|are\s+)?(?:the\s+)?"
                   r"(?P<subj2>[\w\s/-]{2,60}?)\s*(?:\?|$|\s(?:is|are|has|have)\b)", re.I)
_CLASS_VAL = pattern(r"\bCLASS\s*[\"'\u2018\u2019\u201c\u201d]?\s*(?:[A-C]|I{1,3})\b(?![\w-])", re.I)
_CAT = (r"(?P<cat>roofing|roof\s+covering|roof\s+material|siding|sheathing|underlayment|exterior\s+finish|"
        r"wall\s+covering|trim)")
_IN_VIEW = r"(?:in|on)\s+(?:the\s+)?(?P<view>[\w\s-]{2,40}?(?:section|detail|elevation)s?)\b"
# `what roofing is shown in the cross section` / `what is the roofing shown on the north elevation`
_CALLOUT_QS = (pattern(rf"\bwhat\s+(?:kind\s+of\s+|type\s+of\s+)?{_CAT}\s+(?:is|are)\s+"
                       rf"(?:shown|used|specified|called\s+out|indicated|drawn)?\s*{_IN_VIEW}", re.I),
               pattern(rf"\bwhat\s+(?:is|are)\s+the\s+{_CAT}\s+(?:shown\s+|used\s+|specified\s+|drawn\s+)?"
                       rf"{_IN_VIEW}", re.I))

# Materials by the kind of thing they are (what a callout must name to answer `what roofing`).
_MATERIALS = {
    "roofing": r"shingles?|shakes?|slate|roofing|membrane|tpo|epdm|built[- ]up|standing\s+seam|metal\s+roof\w*|"
               r"(?:clay|concrete)\s+(?:roof\s+)?tiles?|roof\s+tiles?",
    "siding": r"siding|stucco|board\s+(?:and|&)\s+batten|fiber\s+cement|veneer|cladding|t1-11",
    "sheathing": r"sheathing|plywood|\bply\b|osb|cdx",
    "underlayment": r"underlayment|felt|building\s+paper",
    # trim is called out by its name, often with its board size (`1x4 trim typical`)
    "trim": r"trim|fascia|corner\s+boards?",
}
_CATEGORY = {"roofing": "roofing", "roof covering": "roofing", "roof material": "roofing",
             "siding": "siding", "exterior finish": "siding", "wall covering": "siding",
             "sheathing": "sheathing", "underlayment": "underlayment", "trim": "trim"}
_VIEW_WORD = pattern(r"\b(?:SECTION|DETAIL|ELEVATION|PLAN)S?\b", re.I)
_SUBJ_STOP = frozenset("the a an of for in on at to and or is are this that these those such as used shown "
                       "specified required building house project drawings drawing set fire class "
                       "classification rating".split())


# `the fire rating of wall type W3`: an assembly's tag, whose legend entry is drawn beside it.
_ASSEMBLY_TAG_Q = pattern(r"\b(?:wall|floor|roof|ceiling|partition|assembly)\s+(?:types?\s+|tags?\s+)?"
                          r"(?P<tag>[A-Z]{1,3}-?\d{1,3}[A-Z]?)(?![\w-])", re.I)
# How an entry says what a question asks (`fire rating` -> `1 HR FRR`, `NON-RATED`).
_ENTRY_WORDS = {"fire": r"\bFRR\b|\bHR\b|\bHOUR|RATED\b|\bRATING\b|\bFIRE", "rating": r"\bFRR\b|\bHR\b|RATED\b",
                "sound": r"\bSTC\b", "acoustic": r"\bSTC\b|\bACOUSTIC", "listing": r"\b(?:ULC?|UL)\s*[A-Z]?\d",
                "design": r"\b(?:ULC?|UL)\s*[A-Z]?\d"}
_ENTRY_STOP = frozenset("what which is are the of wall walls floor roof ceiling partition assembly type types tag "
                        "used use uses in does do for a an have has made".split())


def accepts(q: Question) -> bool:
    return bool(_DEFINE_Q.search(q.text) or _CLASS_Q.search(q.text) or _callout_match(q.text)
                or _ASSEMBLY_TAG_Q.search(q.text))


def _callout_match(text: str) -> Optional[re.Match]:
    return next((m for rx in _CALLOUT_QS if (m := rx.search(text))), None)


def answer(ctx: Context) -> Answer | None:
    q = ctx.question
    m = _callout_match(q.text)
    if m:
        res = _callout(ctx, _CATEGORY[" ".join(m.group("cat").lower().split())], m.group("view"))
        if res is not None:
            return res
    m = _DEFINE_Q.search(q.text)
    if m:
        res = _definition(ctx, m.group("subj") or m.group("subj2") or m.group("subj3"))
        if res is not None:
            return res
    m = _CLASS_Q.search(q.text)
    if m and re.search(r"\bfire\b|\bclass", q.text, re.I):
        res = _classification(ctx, m.group("subj") or m.group("subj2"))
        if res is not None:
            return res
    m = _ASSEMBLY_TAG_Q.search(q.text)
    if m:
        return _assembly_entry(ctx, m.group("tag").upper())
    return None


def _assembly_entry(ctx: Context, tag: str) -> Optional[Answer]:
    """An assembly tag's legend entry (`W3` printed large, its layers listed right of it), and
    of its lines the one that states what the question asks (`DEMISING WALL - 1 HR FRR, STC 55`
    for a fire rating). Every copy of the tag must lead to the same entry."""
    q = ctx.question
    terms = [t for t in tokenize(q.text) if t not in _ENTRY_STOP and len(t) > 1 and t != tag.lower()]
    if not terms:
        return None
    entries = {}
    for c in chunks_with(ctx, tokenize(tag), kinds=("chunk",), limit=60):
        for u in c.units:
            if u[0].strip().upper() != tag:
                continue
            hit = passage_right_of(page_chunks(ctx, c.file, c.page), tuple(u[1:5]), MAX_LEGEND_GAP,
                                   MIN_DESCRIPTION_WORDS)
            if hit is not None:
                entries.setdefault(" ".join(hit[0].text.split()), (c, u, hit))
    if len(entries) != 1:
        return None
    c, u, (p, pc) = next(iter(entries.values()))
    lines = [(p.text, p.bbox)] + _entry_lines_below(page_chunks(ctx, pc.file, pc.page), p)
    # A word the entry words only one way (`STC`, `studs`) must be on the line; `fire rating`
    # is said many ways.
    literal = [t for t in terms if t not in _ENTRY_WORDS]
    best = None
    for line, box in ((l, b) for t, b in lines for l in t.split("\n") if l.strip()):
        if not all(re.search(rf"\b{re.escape(stem(t))}", line, re.I) for t in literal):
            continue
        said = sum(1 for t in terms if re.search(rf"\b{re.escape(stem(t))}", line, re.I)
                   or (t in _ENTRY_WORDS and re.search(_ENTRY_WORDS[t], line, re.I)))
        if said and (best is None or said > best[0]):
            best = (said, line.strip(), box)
    if best is None:
        return None
    text = f"{tag}: {best[1]}"
    return make_answer(ctx, text, 0.75, name, [(c, u[0], tuple(u[1:5])), (pc, best[1], best[2])])


ENTRY_LINE_GAP = 1.6     # line heights between the lines of one legend entry


def _entry_lines_below(page: list, first: Passage) -> list[tuple[str, tuple]]:
    """The blocks of a legend entry under its first line: set flush with it, each close under
    the last, until a gap (the next entry) or a block that starts elsewhere."""
    out = []
    last = first.bbox
    x0 = first.boxes[0][0]
    h = max(1.0, first.boxes[0][3] - first.boxes[0][1])
    blocks = sorted(((t, tuple(b)) for c in page if c.section != "title block" for t, *b in c.units
                     if b[1] > last[1] + 0.5 * h and abs(b[0] - x0) <= h), key=lambda u: u[1][1])
    for t, b in blocks:
        if b[1] - last[3] > ENTRY_LINE_GAP * h:
            break
        out.append((t, b))
        last = b
    return out


# ----------------------------------------------------------------------------- helpers

def _words(text: str) -> list[str]:
    return [t for t in tokenize(text) if t not in _SUBJ_STOP and len(t) > 1]


def _has_word(text: str, word: str) -> bool:
    """The word, or a word of the same stem (`roof` in `Roofing`), in the text."""
    s = stem(word)
    for t in tokenize(text):
        if t == word or stem(t) == s or (len(s) >= 4 and t.startswith(s)):
            return True
    return False


def _passages(ctx: Context, terms: list[str]) -> list[Passage]:
    out = []
    for c in chunks_with(ctx, terms, kinds=("chunk",), limit=300):
        if c.section == "title block":
            continue
        out.extend(chunk_passages(c))
    return out


def _expand(terms: list[str]) -> list[str]:
    out = []
    for t in terms:
        out += [t, stem(t), t + "s", t + "ing"]
    return list(dict.fromkeys(out))


# ----------------------------------------------------------------------------- definitions

def _definition(ctx: Context, subj: str) -> Optional[Answer]:
    q = ctx.question
    # The codes and quoted letters the question names must be in the defining sentence, before the verb.
    singles = re.findall(r"[\"'\u2018\u201c]([A-Za-z0-9]{1,3})[\"'\u2019\u201d]", subj)
    # A capital letter standing alone (`the T after a window size`) is a code too (not `A`, `I`).
    singles += [x for x in re.findall(r"(?<![\w'\"\u2018\u201c])([B-HJ-Z])(?![\w'\"\u2019\u201d])", subj)
                if x not in singles]
    codes = [m for m in q.marks if m.upper() in subj.upper()] + q.quoted
    # An abbreviation asked in capitals (`what does WD mean`) is a code too.
    codes += [a for a in re.findall(r"(?<![\w-])[A-Z]{2,5}(?![\w-])", subj) if a not in codes]
    words = [w for w in _words(re.sub(r"[\"'\u2018\u2019\u201c\u201d]", " ", subj))
             if w not in {c.lower() for c in codes + singles}]
    symbols = [t for t in (w.strip("\"'\u2018\u2019\u201c\u201d?,.;:()") for w in subj.split())
               if re.search(r"\d", t) and t not in codes]
    for symbol in codes + symbols:
        res = _legend_entry(ctx, symbol)
        if res is not None:
            return res
    if not codes and not singles:
        return None
    best = None
    for p in _passages(ctx, _expand(words) + [c.lower() for c in codes]):
        # `HM = HOLLOW METAL; WD = WOOD, SOLID CORE`: each clause of a list of definitions.
        for s in (cl for st in sentences(p.text) for cl in re.split(r";\s+", st)):
            v = _DEFINE_VERB.search(s)
            if not v:
                continue
            head = s[:v.start()]
            if not all(re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", head, re.I) for c in codes):
                continue
            if not all(re.search(rf"(?<![\w'-]){re.escape(x)}(?![\w'-])", head) for x in singles):
                continue
            got = sum(1 for w in words if _has_word(head, w))
            if words and got / len(words) < 0.5:
                continue
            rest = s[v.end():].strip(" .:")
            if len(re.findall(r"[A-Za-z]{3,}", rest)) < 1:
                continue
            score = (got, -len(s))
            if best is None or score > best[0]:
                best = (score, s, p)
    if best is None:
        return None
    _, s, p = best
    return make_answer(ctx, s.rstrip(" .") + ".", 0.8, name, [(p.chunk, s, p.bbox)])


MAX_LEGEND_GAP = 12      # symbol to its description in a legend, in text heights
MIN_DESCRIPTION_WORDS = 3


def _legend_entry(ctx: Context, symbol: str) -> Optional[Answer]:
    """A legend states a symbol's meaning beside it on its row (`18x6` drawn left of `INDICATES
    RECTANGULAR DUCT WITH DUCT SIZE 18 INCHES WIDE ...`): the symbol printed alone, then the
    nearest block of words right of it on the same row, with the lines that continue it.
    Every copy of the symbol must lead to the same description."""
    found = {meaning: [ev] for meaning, ev in tag_lines(ctx, symbol, MIN_DESCRIPTION_WORDS).items()}
    for c in chunks_with(ctx, tokenize(symbol), kinds=("chunk",), limit=60):
        for u in c.units:
            box = tuple(u[1:5])
            if u[0].strip().upper() == symbol.upper():
                hit = passage_right_of(page_chunks(ctx, c.file, c.page), box, MAX_LEGEND_GAP, MIN_DESCRIPTION_WORDS)
                if hit is not None:
                    p, pc = hit
                    found.setdefault(" ".join(p.text.split()), [(c, u[0], box), (pc, p.text, p.bbox)])
    if len(found) != 1:
        return None
    meaning, evidence = next(iter(found.items()))
    return make_answer(ctx, f"{symbol}: {meaning}", 0.8, name, evidence)


# ----------------------------------------------------------------------------- classifications

def _classification(ctx: Context, subj: str) -> Optional[Answer]:
    words = _words(subj)
    if not words:
        return None
    hits = []
    for p in _passages(ctx, _expand(words) + ["class"]):
        for s in sentences(p.text):
            m = _CLASS_VAL.search(s)
            if not m:
                continue
            got = [w for w in words if _has_word(s, w)]
            # The subject's first word (`roof` of `roof covering`) names the thing; it must be there.
            if not got or words[0] not in got:
                continue
            hits.append((len(got), -p.chunk.page, s, p, m.group(0)))
    if not hits:
        return None
    hits.sort(key=lambda h: (-h[0], -h[1]))
    classes = {re.sub(r"[^A-Z]", "", h[4].upper()[5:]) for h in hits if h[0] == hits[0][0]}
    _, _, s, p, _ = hits[0]
    # Sentences that disagree about the class leave the question open.
    conf = 0.8 if len(classes) == 1 else 0.45
    return make_answer(ctx, s.rstrip(" ."), conf, name, [(p.chunk, s, p.bbox)])


# ----------------------------------------------------------------------------- callouts in a view

def _callout(ctx: Context, category: str, view: str) -> Optional[Answer]:
    mat = re.compile(rf"\b(?:{_MATERIALS[category]})\b", re.I)
    # `the exterior elevations` are any elevation; `the cross section` is the one so titled.
    vwords = [w for w in _words(view) if w not in ("typical", "exterior", "all", "main", "overall")]
    if not vwords:
        return None
    found = []
    for c in chunks_with(ctx, _expand(vwords), kinds=("chunk",), limit=300):
        if c.section == "title block":
            continue
        for u in c.units:
            t = norm_text(u[0])
            if len(t.split()) > 6 or not _VIEW_WORD.search(t) or not all(_has_word(t, w) for w in vwords):
                continue
            if re.search(r"\bsee\b|\bis\s+a\b", t, re.I):
                continue
            found.append((c, tuple(u[1:5]), t))
    answers = []
    for c, title_box, title in found:
        page = page_chunks(ctx, c.file, c.page)
        titles = [b for b, _ in view_titles(page)]
        x0, x1 = c.bbox[0], c.bbox[2]
        for pc in page:
            if pc.section in ("title block", "notes", "schedule", "legend"):
                continue
            for p in chunk_passages(pc):
                b = p.bbox
                cx = (b[0] + b[2]) / 2
                if not mat.search(p.text) or len(p.text) > 120 or not (x0 <= cx <= x1):
                    continue
                if b[3] > title_box[3] + 2:
                    continue
                # The view a callout belongs to is the nearest title below it in its column.
                below = [tb for tb in titles if tb[1] >= b[3] - 2 and tb[0] - 40 <= cx <= tb[2] + 200]
                if below and min(below, key=lambda tb: tb[1] - b[3]) != title_box \
                        and min(tb[1] for tb in below) < title_box[1] - 2:
                    continue
                answers.append((p, title, c))
    if not answers:
        return None
    texts = list(dict.fromkeys(p.text.strip(" ,.") for p, _, _ in answers))
    p0, title, c = answers[0]
    what = "; ".join(texts[:3])
    text = f"{what} (callout{'s' if len(texts) > 1 else ''} in the {title}, page {p0.chunk.page})"
    ev = [(p.chunk, p.text, p.bbox) for p, _, _ in answers[:3]]
    conf = 0.8 if len(texts) <= 2 else 0.6
    return make_answer(ctx, text, conf, name, ev)
