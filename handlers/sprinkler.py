"""Fire sprinklers: are they required, under which NFPA standard (13, 13R, 13D), and are they a
deferred submittal under a separate permit.

Reads every passage of the set that names sprinklers or NFPA 13 (code analyses, deferred
submittal lists, general notes), so the answer does not depend on retrieval ranking. A set that
never mentions sprinklers or NFPA 13 gets an abstention, not a guess.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.models import Answer
from drawqa.question import Question

from ._domain import NOTE_REF, Passage, chunk_passages, chunks_with, sentences
from .base import Abstain, Context, make_answer, pattern

name = "sprinkler"
kinds = frozenset({"sprinkler"})

_TERMS = ["sprinkler", "sprinklers", "sprinklered", "nfpa 13", "nfpa 13d", "nfpa 13r", "13d", "13r",
          "suppression", "unsprinklered", "nonsprinklered"]
_MENTION = pattern(r"\bsprinkler|\bfire\s+suppression\b|\bNFPA\s*-?\s*13(?:\s*-?\s*[RD])?(?![\d.])", re.I)
_STANDARD = pattern(r"\bNFPA\s*-?\s*(13)(?:\s*-?\s*([RD]))?(?![\d.])", re.I)
_NEGATIVE = pattern(r"\bnot\s+(?:be\s+)?(?:required|sprinklered|provided)\b|\bnon-?sprinklered\b|"
                    r"\bunsprinklered\b|\bno\s+(?:automatic\s+)?(?:fire\s+)?sprinklers?\b|"
                    r"\bsprinklers?(?:\s+system)?\s*(?:required)?\s*:\s*(?:none|no|n/?a)\b", re.I)
_POSITIVE = pattern(r"\brequired\b|\bshall\s+be\s+(?:provided|installed|sprinklered|equipped)|"
                    r"\bfully\s+sprinklered\b|\bsprinklered\s+throughout\b|\bprovide\s+(?:an?\s+)?"
                    r"(?:automatic\s+)?(?:fire\s+)?sprinkler|\bsprinklers?(?:\s+system)?\s*:\s*yes\b|"
                    r"\bequipped\s+(?:throughout\s+)?with\s+an?\s+(?:automatic\s+)?(?:fire\s+)?sprinkler|"
                    r"\bprotected\s+through-?\s?out\b|\bsprinkler\s+system\s*:\s*provided\b|"
                    r"\b(?:are|is)\s+(?:[\w-]+,?\s+){0,3}sprinklered\b", re.I)
# Code-table headings list the cases side by side (`NONSPRINKLERED, ONE-STORY ... SPRINKLERED,
# ONE-STORY ...`): a line naming both is the code's wording, not a statement about the building.
_BOTH_CASES = pattern(r"\b(?:non-?|un)sprinklered\b.{0,200}?(?<![\w-])sprinklered\b|"
                      r"(?<![\w-])sprinklered\b.{0,200}?\b(?:non-?|un)sprinklered\b", re.I)
_DEFERRED = pattern(r"\bdeferred\b|\bseparate\s+permit\b|\bunder\s+separate\s+(?:permit|cover|submittal)\b",
                    re.I)
_ASKS_PERMIT = pattern(r"\bpermit|\bdeferred\b|\bsubmitt|\bincluded\b|\bpart\s+of\b|\bseparate", re.I)
_ASKS_STANDARD = pattern(r"\bnfpa\b|\bstandard\b|\bwhich\s+(?:code|type)|\bwhat\s+(?:code|type|kind)", re.I)
_ASKS_REQUIRED = pattern(r"\brequired?\b|\bneed(?:ed|s)?\b|\bsprinklered\b|\bprovided\b|\bmust\b|"
                         r"\bare\s+(?:there\s+)?(?:automatic\s+)?(?:fire\s+)?sprinklers\b|\bis\s+there\b", re.I)
# Questions about sprinkler details this handler does not read (heads, pipes, riser location ...).
_OTHER = pattern(r"\bhow\s+many\b|\bwhere\b|\bhead|\bpip(?:e|ing)|\briser\b|\bspacing\b|\bsize\b|\bflow\b|"
                 r"\bpressure\b|\bwater\s+supply\b|\bmeter\b|\balarm\b|\bmonitor", re.I)


# Questions about a sprinkler detail (a density, a guard, an edition, a list of standards, the kind
# of system): answered from the note that states it, not from whether sprinklers are required.
_DETAIL = pattern(r"\bdensity\b|\bguards?\b|\bobstruction|\bedition\b|\byear\b|\bstandards\b|"
                  r"\bdesign\b|\bhazard\b|\btravel\b|"
                  r"\bdistance\b|\bhow\s+(?:far|high|wide|old|long)\b|\bbelow\b|\bheadroom\b|\bdry\b|"
                  r"\bwet\b|\btest|\bwitness", re.I)


# `sprinkler` naming what a thing belongs to (`the sprinkler waterflow switches`, `the sprinkler
# contractor`): the question is about that thing, not about the building's sprinkler system.
_PART_OF_SYSTEM = pattern(r"\bsprinklers?\s+(?:water\s*flow|flow|contractor|sub-?contractor|install(?:er|ation)|"
                          r"switch|valve|tamper|mains?|shop|room|monitor|supervis|alarm|zone|control)", re.I)


def accepts(q: Question) -> bool:
    if "sprinkler" not in q.kinds or q.kind == "count" or _OTHER.search(q.text) or _DETAIL.search(q.text) \
            or _PART_OF_SYSTEM.search(q.text):
        return False
    if NOTE_REF.search(q.text):      # a note named by number is read from its list
        return False
    if not re.search(r"\bsprinkl|\bnfpa\s*-?\s*13|\bfire\s+suppression\s+system\s+required", q.text, re.I):
        return False
    return bool(_ASKS_PERMIT.search(q.text) or _ASKS_STANDARD.search(q.text)
                or _ASKS_REQUIRED.search(q.text) or re.search(r"\bsprinkler", q.text, re.I))


def _standard(text: str) -> Optional[str]:
    m = _STANDARD.search(text)
    if not m:
        return None
    return f"NFPA 13{(m.group(2) or '').upper()}"


def _evidence(ctx: Context) -> list[tuple[Passage, str]]:
    """(passage, the sentence that mentions sprinklers) across the set, in sheet order."""
    out = []
    for c in chunks_with(ctx, _TERMS):
        for p in chunk_passages(c):
            text = p.text
            if not _MENTION.search(text) and not (_MENTION.search(p.heading) and _STANDARD.search(text)):
                continue
            if not _MENTION.search(f"{p.heading} {text}"):
                continue
            sents = [s for s in sentences(text) if _MENTION.search(s)] or [text]
            out.append((p, " ".join(sents)))
    return out


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    ev = _evidence(ctx)
    if not ev:
        return Abstain("no sprinkler requirement found in the set", name)
    scored = []
    for p, s in ev:
        ctx_text = f"{p.heading} {s}"
        std = _standard(s) or (_standard(p.heading) if _MENTION.search(s) else None)
        neg = bool(_NEGATIVE.search(s)) and not _BOTH_CASES.search(s)
        pos = bool(_POSITIVE.search(s)) and not neg
        deferred = bool(_DEFERRED.search(ctx_text))
        score = 2 * bool(std) + 2 * (pos or neg) + deferred + 0.5 * bool(re.search(r"sprinkler", p.heading, re.I))
        scored.append((score, p, s, std, pos, neg, deferred))
    scored.sort(key=lambda t: -t[0])
    standards = list(dict.fromkeys(t[3] for t in scored if t[3]))
    positive = [t for t in scored if t[4]]
    negative = [t for t in scored if t[5]]
    deferred = [t for t in scored if t[6]]
    asks_std = bool(_ASKS_STANDARD.search(q.text))

    if positive and negative:
        # The set says both (e.g. required in one building, not in another): quote, do not decide.
        picks = [positive[0], negative[0]]
        text = "The set says both: " + " / ".join(f'"{t[2]}" ({t[1].chunk.sheet_id})' for t in picks)
        return _answer(ctx, text, 0.6, picks)
    if asks_std and not standards:
        return Abstain("no NFPA sprinkler standard named in the set", name)

    parts, picks = [], []
    if positive or (standards and not negative):
        main = (positive or [t for t in scored if t[3]])[0]
        picks.append(main)
        std = main[3] or (standards[0] if standards else None)
        yes_no = bool(re.match(r"^\s*(?:is|are|does|do|must|will|should|shall|need)\b", q.text, re.I))
        if positive:
            lead = ("Yes — an automatic" if yes_no else "An automatic") + " fire sprinkler system is required"
        else:
            lead = "A fire sprinkler system is called for"
        parts.append(lead + (f" per {std}" if std else ""))
        others = [s for s in standards if s != std]
        if others:
            parts[-1] += f" (the set also names {', '.join(others)})"
        parts[-1] += f': "{" ".join(main[2].split()).rstrip(".")}"'      # what the set says, in its words
    elif negative:
        main = negative[0]
        picks.append(main)
        parts.append(f"No — the set says fire sprinklers are not required: \"{main[2]}\"")
    separate = any(re.search(r"separate\s+permit", f"{t[1].heading} {t[2]}", re.I) for t in deferred)
    if deferred:
        d = next((t for t in deferred if re.search(r"separate\s+permit", f"{t[1].heading} {t[2]}", re.I)),
                 deferred[0])
        if d not in picks:
            picks.append(d)
        parts.append("deferred submittal under a separate permit" if separate else "a deferred submittal")
    if not parts:
        return None
    if re.search(r"\bpermitted\s+with|\bincluded\s+(?:in|with)|\bpart\s+of\s+(?:these|this|the)|"
                 r"\bcovered\s+by|\bsubmitted\s+with|\bin\s+(?:these|this)\s+(?:drawings|set|permit)", q.text, re.I):
        if not deferred:
            return None
        std = next((t[3] for t in picks if t[3]), standards[0] if standards else None)
        text = (f"No — the fire sprinkler system{f' ({std})' if std else ''} is a deferred submittal"
                f"{' under a separate permit' if separate else ''}.")
        return _answer(ctx, text, 0.8, picks)
    text = "; ".join(parts) + "."
    conf = 0.85 if (standards and (positive or negative)) else 0.7
    return _answer(ctx, text, conf, picks)


def _answer(ctx: Context, text: str, conf: float, picks) -> Answer:
    evidence = []
    for t in picks[:3]:
        p = t[1]
        evidence.append((p.chunk, p.text, p.bbox))
    return make_answer(ctx, text, conf, name, evidence)
