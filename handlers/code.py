"""Code analysis: building code and edition, occupancy group(s), construction type, stories,
building area and height, allowable area/height.

Read from `label: value` lines of a code analysis or project data block (`OCCUPANCY: R-3 ...`,
`CONSTRUCTION TYPE: V-B`), else from the phrases that state them in a sentence (`TYPE V-B
CONSTRUCTION`, `2021 INTERNATIONAL BUILDING CODE`). A question about an attribute the set never
states is an abstention.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from drawqa.expect import asked_types
from drawqa.models import Answer
from drawqa.question import Question

from drawqa.tokens import STOPWORDS, tokenize

from ._domain import NOTE_REF, Fact, chunk_facts, chunk_passages, chunks_with, is_placeholder, sentences, stem
from .base import Abstain, Context, make_answer, pattern

name = "code"
kinds = frozenset({"code"})


@dataclass
class Attr:
    key: str
    title: str
    asks: re.Pattern            # the question asks for it
    label: re.Pattern           # a label that holds it
    value: re.Pattern           # what a value looks like
    phrase: Optional[re.Pattern]  # a sentence that states it without a label
    terms: tuple[str, ...]


ATTRS = [
    Attr("building code", "Building code",
         # `Building Code Summary: what fire door rating ...` names a sheet and `per the building
         # code, ...` a source, not the code asked
         pattern(r"(?<!per )(?<!per the )(?<!under the )\bbuilding\s+code\b(?!\s+(?:summary|analysis|plans?|sheets?|notes|review|data|information|compliance))|"
                 r"\b(?:which|what)\s+(?:edition|code)\b|\bgoverning\s+code|"
                 r"\bcode\s+(?:edition|year)|\b(?:ibc|irc|cbc|crc)\b|\bapplicable\s+codes?", re.I),
         pattern(r"^(?:(?:applicable|governing|design|model)\s+)?(?:building|residential)?\s*codes?"
                 r"(?:\s+(?:edition|used|applicable|analysis))?$", re.I),
         pattern(r"(?:19|20)\d\d|\b(?:IBC|IRC|CBC|CRC|UBC)\b|building\s+code|residential\s+code", re.I),
         pattern(r"\b(?:19|20)\d\d\s+(?:[A-Z][A-Za-z]+\s+)?(?:international|california|uniform)?\s*"
                 r"(?:residential|building)\s+code\b(?:\s*\((?:IBC|IRC|CBC|CRC)\))?|"
                 r"\b(?:IBC|IRC|CBC|CRC)\s*-?\s*(?:19|20)\d\d\b|\b(?:19|20)\d\d\s+(?:IBC|IRC|CBC|CRC)\b|"
                 # a code list's entry: the name, then its edition (`(IBC) INTERNATIONAL BUILDING CODE 2018`)
                 r"\b(?:international|california)\s+(?:residential|building)\s+codes?\s*(?:\((?:IBC|IRC|CBC|CRC)\))?"
                 r"\s*[,:-]?\s*(?:19|20)\d\d\b", re.I),
         ("code", "ibc", "irc", "cbc", "crc", "building", "residential")),
    Attr("occupancy", "Occupancy",
         pattern(r"\boccupanc(?!y\s+(?:sensor|detector|switch)|ies\s+sensor)|\buse\s+group\b|\boccupancy\s+group", re.I),
         pattern(r"^(?:occupancy|occ\.?)(?:\s+(?:group|groups|classification|class|type|category))?(?:\s*\(s\))?$|"
                 r"^(?:use|occupancy)\s+group(?:s)?$|^group$", re.I),
         pattern(r"\b[ABEFHIMRSU]-?\d?\b", re.I),
         pattern(r"\b(?:occupancy|use)\s+(?:group|classification|type)?\s*:?\s*([ABEFHIMRSU]-\d)\b|"
                 r"\bgroup\s+([ABEFHIMRSU]-\d)\s+occupancy\b", re.I),
         ("occupancy", "occupancies", "group")),
    Attr("construction type", "Construction type",
         pattern(r"\bconstruction\s+type\b|\btype\s+of\s+construction\b|\bconstruction\s+class|"
                 r"\b(?:what|which)\s+(?:type|kind)\s+of\s+construction|\bconstruction\s+(?:type|is)", re.I),
         pattern(r"^(?:construction\s+type|type\s+of\s+construction|const(?:r)?\.?\s+type|"
                 r"construction\s+class(?:ification)?|building\s+type|construction)$", re.I),
         pattern(r"\b(?:I{1,3}|IV|V)\s*-?\s*(?:[AB]|HT)\b|\b[1-5][AB]\b", re.I),
         pattern(r"\btype\s+(?:I{1,3}|IV|V)\s*-?\s*(?:[AB]|HT)\b(?:\s+construction)?", re.I),
         ("construction", "type")),
    Attr("stories", "Stories",
         pattern(r"\bstories\b|\bstorey|\bhow\s+many\s+(?:floors|levels)\b|\bnumber\s+of\s+(?:floors|levels)", re.I),
         pattern(r"^(?:number\s+of\s+|no\.?\s+of\s+|building\s+)?(?:stories|storeys|floors|levels)$", re.I),
         pattern(r"\d|\bone\b|\btwo\b|\bthree\b|\bfour\b", re.I),
         pattern(r"\b(?:\d|one|two|three|four)[- ]stor(?:y|ies|ey)\b", re.I),
         ("stories", "story", "storey")),
    Attr("building area", "Building area",
         pattern(r"\bbuilding\s+area\b|\b(?:total|gross)\s+(?:building\s+|floor\s+)?area\b|\bfloor\s+area\b|"
                 r"\bsquare\s+(?:footage|feet)\b", re.I),
         pattern(r"^(?:total\s+|gross\s+)?(?:building|floor|gross)\s+(?:floor\s+)?area(?:\s+\(total\))?$|"
                 r"^total\s+(?:area|square\s+footage)$", re.I),
         pattern(r"\d", re.I), None, ("area", "sf", "building")),
    Attr("building height", "Building height",
         pattern(r"\bbuilding\s+height\b|\bhow\s+tall\b|\bheight\s+of\s+the\s+building", re.I),
         pattern(r"^(?:building|max(?:imum)?\.?\s+building|structure)\s+height$", re.I),
         pattern(r"\d", re.I), None, ("height",)),
    Attr("allowable area", "Allowable area",
         pattern(r"\ballowable\s+(?:building\s+)?area\b", re.I),
         pattern(r"^allowable\s+(?:building\s+)?area$", re.I),
         pattern(r"\d", re.I), None, ("allowable",)),
    Attr("allowable height", "Allowable height",
         pattern(r"\ballowable\s+(?:building\s+)?height\b", re.I),
         pattern(r"^allowable\s+(?:building\s+)?height$", re.I),
         pattern(r"\d", re.I), None, ("allowable",)),
]


# `a building under four stories`, `two-story buildings`: a question that gives the story count
# itself sets a condition (a code limit that depends on it); it does not ask for the count.
_STATED_STORIES = pattern(r"\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|single|multi)"
                          r"[-\s]+stor(?:y|ies|ey|eys)\b", re.I)
_COUNT_ASKED = pattern(r"\bhow\s+many\b|\bnumber\s+of\b", re.I)


def _asked(q: Question) -> list[Attr]:
    out = [a for a in ATTRS if a.asks.search(q.text)]
    if _STATED_STORIES.search(q.text) and not _COUNT_ASKED.search(q.text):
        out = [a for a in out if a.key != "stories"]
    # `which IBC section requires ...` names the code to ask a section of it, not which code applies.
    if "code_section" in asked_types(q.text):
        out = [a for a in out if a.key != "building code"]
    # "allowable area" is not "building area"; "building code" is not the energy code.
    if any(a.key.startswith("allowable") for a in out):
        out = [a for a in out if a.key not in ("building area", "building height")]
    return out


def accepts(q: Question) -> bool:
    if "code" not in q.kinds or q.kind in ("sprinkler", "energy"):
        return False
    if NOTE_REF.search(q.text):      # a note named by number is read from its list, not the code analysis
        return False
    asked = _asked(q)
    if q.kind == "count":        # "how many stories" is read off the code analysis too
        return bool(asked) and all(a.key == "stories" for a in asked)
    return bool(asked)


def _facts(ctx: Context, terms) -> list[Fact]:
    out = []
    for c in chunks_with(ctx, terms):
        out.extend(chunk_facts(c))
    return out


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    attrs = _asked(q)
    if not attrs:
        return None
    parts, evidence, missing = [], [], []
    for a in attrs:
        got = _find(ctx, a)
        if got is None:
            missing.append(a.key)
            continue
        text, chunk, bbox, cited = got
        parts.append(text)
        evidence.append((chunk, cited, bbox))
    if not parts:
        return Abstain(f"no {' or '.join(missing)} found in the set", name)
    text = "; ".join(p.rstrip(" ;") for p in parts)
    conf = 0.85 if not missing else 0.55
    return make_answer(ctx, text, conf, name, evidence)


def _find(ctx: Context, a: Attr):
    best = None
    for f in _facts(ctx, a.terms):
        label = re.sub(r"\s+", " ", f.label.strip(" .:"))
        if not a.label.match(label) or not f.value or is_placeholder(f.value):
            continue
        if not a.value.search(f.value):
            continue
        if a.key == "building code" and re.search(r"\benergy\b|\bfire\s+code|\bmechanical|\bplumbing|"
                                                  r"\belectrical", f.value, re.I):
            continue
        score = 2 + (f.chunk.section in ("notes", "general", "title block"))
        if best is None or score > best[0]:
            best = (score, f)
    if best is not None:
        f = best[1]
        return f"{f.label}: {f.value}", f.chunk, f.bbox, f.text
    if a.phrase is None:
        return None
    # Of a passage's sentences that state the attribute, the one naming what the question names
    # besides the attribute (`THE PODIUM IS TYPE I-A` for the podium's construction type).
    subject = {stem(t) for t in tokenize(ctx.question.text)} - {stem(t) for t in a.terms} - {stem(t) for t in STOPWORDS}
    for c in chunks_with(ctx, a.terms):
        for p in chunk_passages(c):
            said = []
            for s in sentences(p.text):
                m = a.phrase.search(s)
                if not m:
                    continue
                if a.key == "building code" and re.search(r"\benergy\b", m.group(0), re.I):
                    continue
                said.append((len(subject & {stem(t) for t in tokenize(s)}), -len(said), m, s))
            if said:
                _, _, m, s = max(said, key=lambda x: x[:2])
                return f"{a.title}: {m.group(0).strip()} (\"{s.strip()[:160]}\")", p.chunk, p.bbox, p.text
    return None
