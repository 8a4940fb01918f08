"""What an abbreviation or a legend tag stands for: `what does RL mean?`, `what does P.T. stand
for?`, `what does HB mean on the floor plan legend?`.

Abbreviation lists and legends are two columns: the short form, then what it stands for, either
on one line (`P.T. - PRESSURE TREATED`, `HB  Hose Bib`) or as two spans side by side on one row
(`RL` | `RELOCATED MATERIAL OR EQUIPMENT`). The short form is read only where it stands alone at
the start of such a pair, and only in a list of several such pairs or under a heading that says
what the list is: a tag printed on a plan next to some text is not its meaning. A legend's key
column can be chunked apart from its labels (the dashed leaders between them are drawn, not
text): a short form standing alone just left of a legend's line, on its row, is read with it.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer, Chunk
from drawqa.tokens import tokenize

from ._domain import (ABBREVIATION_ROW_REACH, SHORT_FORM, Line, abbreviation_pairs, chunk_lines, chunk_passages,
                      chunks_by_ids, is_abbreviation_list, line_beside, meaning_shaped, page_chunks, same_form,
                      short_shaped)
from .base import Abstain, Context, make_answer, pattern
from .confidence import GOOD, Evidence, confidence

name = "abbreviation"
kinds = frozenset({"*"})

_ASKED = pattern(rf"(?<![\w.])(?P<x>{SHORT_FORM})(?![\w])")
_MEANS = pattern(r"\b(?:mean|means|meant|stands?\s+for|denotes?|represents?|abbreviates?|short\s+for|"
                 r"abbreviation\s+for|acronym\s+for)\b", re.I)
MAX_MEANINGS = 3         # a short form given more meanings than this is no list's abbreviation


# `what is an ERU?`: a short form asked alone is asked what it stands for.
# A numbered code of a finish or material legend (`CPT-1`, `PT-3`) is asked the same way.
# `what's OED in the mech notes?`: the place it is printed may follow.
_WHAT_IS = pattern(r"^\s*(?i:what(?:'s|\u2019s|\s+is)\s+(?:an?\s+)?)['\"\u2018\u201c]?(?P<x>[A-Z][A-Z0-9/&]{1,6}(?:-[A-Z]?\d{1,2}[A-Z]?)?)"
                   r"['\"\u2019\u201d]?(?i:\s+(?:in|on)\s+(?:the\s+)?(?:[a-z.]+\s+){0,3}"
                   r"(?:notes?|sheets?|legends?|drawings?|plans?|lists?|abbreviations))?\s*\??\s*$")
# `what is an SS line in the site plan legend?`: a short form named as a legend entry (a line
# type, a symbol, a tag) is asked what it stands for.
_WHAT_IS_KEYED = pattern(r"^\s*(?i:what(?:'s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?)['\"\u2018\u201c]?(?P<x>[A-Z][A-Z0-9/&.\-]{0,6})['\"\u2019\u201d]?"
                         r"\s+(?i:lines?|symbols?|tags?|marks?|hatch(?:es|ing)?|linetypes?|line\s+types?)\b")
# `LRA = ?`, `LRA?`, `NIC meaning?`, `meaning of PCB`: a short form asked in shorthand, alone.
_TERSE = pattern(r"^\s*(?i:(?:meaning|definition)\s+of\s+)?['\"\u2018\u201c]?(?P<x>[A-Z][A-Z/&.\-]{1,6})['\"\u2019\u201d]?"
                 r"\s*(?i:=|:|-|\bmeaning\b|\bstands?\s+for\b)?\s*\??\s*$")


# `what's in hardware set HW-4?`, `what does HW-2 include?`: a keyed list (hardware sets, a
# material key) defines each tag once, `HW-4: PRIVACY LOCKSET, 3 HINGES, WALL STOP.`, as an
# abbreviation list defines a short form; the tag is asked for what its entry lists.
_WHAT_IN = pattern(rf"^\s*what(?:'s|\s+is|\s+are|\s+goes)\s+(?:in|included\s+in|part\s+of)\s+(?:the\s+)?(?:[a-z]+\s+){{0,3}}"
                   rf"(?P<x>{SHORT_FORM})\s*\??\s*$"
                   rf"|^\s*what\s+does\s+(?:the\s+)?(?:[a-z]+\s+){{0,3}}(?P<y>{SHORT_FORM})\s+(?:include|contain|consist\s+of|comprise)\s*\??\s*$", re.I)


def accepts(q) -> bool:
    return asked_form(q.text) is not None


def asked_form(question: str) -> Optional[str]:
    """The short form the question asks about: the last one printed before the asking verb."""
    alone = _WHAT_IS.search(question) or _TERSE.search(question) or _WHAT_IS_KEYED.search(question)
    if alone:
        return alone.group("x")
    keyed = _WHAT_IN.search(question)
    if keyed and short_shaped(keyed.group("x") or keyed.group("y")):
        return keyed.group("x") or keyed.group("y")
    m = _MEANS.search(question)
    if m is None:
        return None
    # `per the FS notes, what does the word "remove" mean?`: a quoted word is the one asked; a
    # short form outside the quotes names the place.
    quoted = _QUOTED.findall(question[:m.start()])
    if quoted:
        q = quoted[-1].strip()
        return q if _ASKED.fullmatch(q) else None
    forms = [f.group("x") for f in _ASKED.finditer(question[:m.start()])
             if sum(ch.isalpha() for ch in f.group("x")) >= 1 and f.group("x") not in ("I", "A")]
    return forms[-1] if forms else None


_QUOTED = re.compile(r"(?:^|(?<=\s))[\"\u201c\u2018'](\S[^\"\u201d\u2019']{0,29})[\"\u201d\u2019']")


def answer(ctx: Context) -> Optional[Answer | Abstain]:
    form = asked_form(ctx.question.text)
    ids = _chunks_saying(ctx, tokenize(form) or [form.lower()])
    if not ids and form.isalpha():
        # `OFCI` asked, `O.F.C.I.` printed: the dotted form is indexed letter by letter.
        ids = _chunks_saying(ctx, tokenize(".".join(form) + "."))
    if not ids:
        return None
    found: dict[str, list[tuple[Chunk, str, tuple]]] = {}
    for c in chunks_by_ids(ctx, sorted(ids), kinds=("chunk",)):
        lines = chunk_lines(c)
        pairs = abbreviation_pairs(lines)
        listed = is_abbreviation_list(lines, pairs)
        for i, x, meaning in pairs if listed else []:
            if same_form(x, form):
                key = " ".join(meaning.upper().split())
                found.setdefault(key, []).append((c, meaning, lines[i].cite))
        paired = {i for i, _, _ in pairs} if listed else set()
        for i, l in enumerate(lines):
            if i in paired or not same_form(l.text.strip(), form):
                continue
            got = _in_legend_beside(ctx, c, l, form)
            if got is not None:
                key = " ".join(got[1].upper().split())
                found.setdefault(key, []).extend([got, (c, l.text.strip(), l.cite)])
    if not found:
        return _spelled_out(ctx, form, sorted(ids)) or _legend_label_spelling(ctx, form)
    # `ZONE CONTROL ASSEMBLY` in the list and `ZONE CONTROL ASSEMBLY CONSISTING OF ...` in the
    # legend are one meaning: the shorter says it.
    for key in sorted(found, key=len):
        for longer in [k for k in found if k != key and k.startswith(key + " ")]:
            found[key] += found.pop(longer)
    if len(found) > MAX_MEANINGS:
        where = sorted({c.sheet_id or f"page {c.page}" for ev in found.values() for c, _, _ in ev})
        return Abstain(f"{form} stands for different things on {', '.join(where)}: "
                       f"{'; '.join(sorted(found))[:160]}", name)
    if len(found) > 1:
        # A list that prints one short form several times (`SA SUPPLY AIR`, `SA SHOCK ABSORBER`,
        # `SA SOUND ATTENUATOR`) gives it every one of those meanings: the answer names them all,
        # each cited, and chooses none.
        where = sorted({c.sheet_id or f"page {c.page}" for ev in found.values() for c, _, _ in ev})
        meanings = sorted(found)
        said = (f"{form} has {len(meanings)} meanings on {', '.join(where)}: "
                + "; ".join(found[k][0][1] for k in meanings))
        return make_answer(ctx, said, GOOD, name, [found[k][0] for k in meanings])
    evidence = next(iter(found.values()))
    c, printed, _ = evidence[0]
    said = f"{form} = {printed}"
    if c.sheet_id:
        said += f" (sheet {c.sheet_id})"
    return make_answer(ctx, said, GOOD, name, evidence[:3])


def _chunks_saying(ctx: Context, terms: list[str]) -> set[int]:
    """The chunks whose words include every term."""
    ids = None
    for t in terms:
        got = set(int(x) for x in ctx.posting_ids([t]))
        ids = got if ids is None else ids & got
    return ids or set()


def _in_legend_beside(ctx: Context, c: Chunk, line: Line, form: str) -> Optional[tuple[Chunk, str, tuple]]:
    """(legend chunk, meaning, its box): the nearest line of another chunk of the page, a
    legend, that starts right of `line` on its row within ABBREVIATION_ROW_REACH text heights."""
    found = [(other, k) for other in page_chunks(ctx, c.file, c.page)
             if other is not c and other.kind == "chunk" and other.section == "legend"
             for ls in [chunk_lines(other)] if is_abbreviation_list(ls, abbreviation_pairs(ls))
             for k in ls if meaning_shaped(k.text, form)]
    j = line_beside([line] + [k for _, k in found], 0, ABBREVIATION_ROW_REACH) if found else None
    if j is None:
        return None
    other, k = found[j - 1]
    return other, k.text.strip(), k.cite


def _spelled_out(ctx: Context, form: str, ids: list[int]) -> Optional[Answer]:
    """`ZCA ZONE CONTROL ASSEMBLY` in running text: the words after the short form whose
    initials spell it; or the words before it where a note coins it in brackets (`OPEN END
    DUCTWORK (OED)`)."""
    letters = [ch for ch in form.upper() if ch.isalpha()]
    for c in chunks_by_ids(ctx, ids, kinds=("chunk",), limit=200):
        for p in chunk_passages(c):
            words = p.text.split()
            for i, w in enumerate(words):
                if not same_form(w.strip(",:;()"), form):
                    continue
                meaning = _initials_run(words[i + 1:i + 1 + 3 * len(letters)], letters)
                if not meaning and w.strip(",.:;").startswith("("):
                    meaning = _initials_before(words[max(0, i - 3 * len(letters)):i], letters)
                if meaning:
                    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=c.source == "ocr"))
                    return make_answer(ctx, f"{form.upper()}: {meaning}", conf, name,
                                       [(c, f"{form.upper()} {meaning}", p.bbox)])
    return None


def _legend_label_spelling(ctx: Context, form: str) -> Optional[Answer]:
    """`GFI` printed on the plan, `Ground Fault Interrupt` in the legend beside a drawn symbol:
    a legend label whose every word's initial spells the short form is what it stands for, when
    exactly one label of the set's legends spells it."""
    letters = [ch for ch in form.upper() if ch.isalpha()]
    if len(letters) < 2 or len(letters) != len(form.replace(".", "")):
        return None
    found = {}
    for c in ctx.section_chunks("legend"):
        for l in chunk_lines(c):
            label = l.text.strip()
            words = [w for w in re.sub(r"^\[[^\]]*\]\s*", "", label).split() if w.strip(",.:;()")]
            meaning = _initials_run(words, letters)
            if meaning and len(meaning.split()) == len(words) and words[0][0].isupper():
                found.setdefault(" ".join(meaning.upper().split()), (c, meaning, l.cite))
    if len(found) != 1:
        return None
    c, meaning, box = next(iter(found.values()))
    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=c.source == "ocr"))
    said = f"{form} = {meaning} (legend" + (f", sheet {c.sheet_id})" if c.sheet_id else ")")
    return make_answer(ctx, said, conf, name, [(c, meaning, box)])


_JOINING = frozenset(("of", "and", "&", "or", "the", "for", "to", "in"))


def _initials_before(words: list[str], letters: list[str]) -> Optional[str]:
    """The run of words ending right before a bracketed short form whose initials spell it,
    every word of the run used (`WITH OPEN END DUCTWORK` before `(OED)`: `OPEN END DUCTWORK`)."""
    for start in range(len(words) - 1, -1, -1):
        run = [w for w in words[start:] if w.strip(",.:;()")]
        meaning = _initials_run(run, letters)
        if meaning and len(meaning.split()) == len(run):
            return meaning
    return None


def _initials_run(words: list[str], letters: list[str]) -> Optional[str]:
    """The shortest run of words whose capital initials spell the letters (small joining words
    such as `of`/`and` may stand between them)."""
    out, k = [], 0
    for w in words:
        if k == len(letters):
            break
        clean = w.strip(",.:;()")
        if not clean:
            continue
        if clean[0].upper() == letters[k] and clean.isalpha():
            out.append(clean)
            k += 1
        elif clean.lower() in _JOINING and out:
            out.append(clean)
        else:
            return None
    return " ".join(out) if k == len(letters) else None
