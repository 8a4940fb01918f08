"""Seals and logos: who sealed a sheet, and what a title-block logo certifies.

Their text exists only in pictures, and reading one costs a second or more: the question-time
OCR pass (drawqa.ocr_fallback) reads them, for a question this handler accepts, into the sheet
records it hands back (`Sheet.emblems`), one entry per seal or logo, each cited with the
picture's own box. A professional's seal states the holder's profession on its rim
(`COLORADO LICENSED ARCHITECT`, `PROFESSIONAL ENGINEER`) and the holder's name on a line of its
own. A seal answers only when its profession is read and is the one asked for (an engineering
seal is no architect's), and a whole name is read (two words or more, the last no initial): a
seal read in part names no one.
"""
from __future__ import annotations

import re

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer, Chunk
from drawqa.question import Question
from drawqa.tokens import STOPWORDS

from .base import Context, make_answer, pattern

name = "emblem"
kinds = frozenset({"metadata", "general"})
reads_pictures = True      # answers from title-block pictures, read at question time

_SEAL_Q = pattern(r"\b(?:seal(?:ed|s)?|stamp(?:ed|s)?)\b(?!\s+(?:class|type|coat|joint|tape))", re.I)
_WHO_Q = pattern(r"\bwho(?:se|m)?\b|\bwhich\s+(?:architect|engineer|surveyor|designer|professional|person)\b|"
                 r"\bname\s+of\b|\bsealed\s+by\b|\bstamped\s+by\b", re.I)
_CERT_Q = pattern(r"((?:[\w-]+\s+){0,3})(?:certifications?|certificates?|accreditations?|logos?)\b", re.I)

# A seal's profession, as its rim states it; the question's word for each.
_PROFESSIONS = {"architect": r"ARCHITECT", "engineer": r"ENGINEER", "surveyor": r"SURVEYOR",
                "designer": r"DESIGNER"}
_ASKED_ROLE = pattern(r"\b(architect|engineer|surveyor|designer)(?:s|ing|ural)?\b", re.I)
_RIM_WORDS = frozenset("LICENSED REGISTERED PROFESSIONAL CHARTERED CERTIFIED STATE OF COMMONWEALTH NO "
                       "ARCHITECT ENGINEER SURVEYOR DESIGNER LANDSCAPE INTERIOR LAND CIVIL STRUCTURAL".split())
# A state's name stands on a seal's rim; the two-word ones read like a person's name.
_TWO_WORD_STATES = frozenset({"NEW YORK", "NEW JERSEY", "NEW MEXICO", "NEW HAMPSHIRE", "NORTH CAROLINA",
                              "SOUTH CAROLINA", "NORTH DAKOTA", "SOUTH DAKOTA", "WEST VIRGINIA", "RHODE ISLAND",
                              "NEW SOUTH WALES", "SOUTH AUSTRALIA", "WESTERN AUSTRALIA", "NEW ZEALAND"})
_NAME = re.compile(r"^[A-Z][A-Za-z'-]+(?:\s+(?:[A-Z]\.|[A-Z][A-Za-z'-]+)){1,3}$")
_NUMBER = re.compile(r"^(?:NO\.?\s*)?[A-Z]{0,2}-?\d{4,7}$")
_TOPIC_STOP = frozenset({"title", "block", "firm", "company", "engineering", "architectural", "display",
                         "displayed", "shown", "sheet", "drawing", "their", "its"})


def accepts(q: Question) -> bool:
    return bool((_SEAL_Q.search(q.text) and _WHO_Q.search(q.text)) or _CERT_Q.search(q.text))


def answer(ctx: Context) -> Answer | None:
    images = [Chunk(file=s.file, page=s.page, sheet_id=s.sheet_id, sheet_title=s.title, section="title block",
                    bbox=tuple(e["bbox"]), text=e["text"], source="ocr")
              for s in ctx.sheets for e in s.emblems]
    if not images:
        return None
    if _SEAL_Q.search(ctx.question.text) and _WHO_Q.search(ctx.question.text):
        return _sealed_by(ctx, images)
    return _certification(ctx, images)


def seal_holder(lines: list[str]) -> tuple[str, str, str] | None:
    """(name, profession line, licence number or "") when the lines read from a picture are a
    seal's with a whole name; else None."""
    profession = next((l for l in lines if any(re.search(rf"\b{p}S?\b", l.upper()) for p in _PROFESSIONS.values())), "")
    if not profession:
        return None
    names = [l for l in lines if _NAME.match(l) and not set(l.upper().split()) & _RIM_WORDS
             and l.upper() not in _TWO_WORD_STATES and not l.split()[-1].endswith(".")]
    if len(names) != 1:
        return None
    number = next((l for l in lines if _NUMBER.match(l.upper())), "")
    return names[0], profession, number


def _sealed_by(ctx: Context, images: list[Chunk]) -> Answer | None:
    asked = {m.lower() for m in _ASKED_ROLE.findall(ctx.question.text)}
    found: list[tuple[Chunk, str, str, str]] = []
    for c in images:
        held = seal_holder(c.text.split("\n"))
        if held is None:
            continue
        _, profession, _ = held
        if asked and not any(re.search(rf"\b{_PROFESSIONS[a]}S?\b", profession.upper()) for a in asked):
            continue
        found.append((c, *held))
    if not found:
        return None
    names = list(dict.fromkeys(n for _, n, _, _ in found))
    parts = []
    for who in names:
        c, _, profession, number = next(f for f in found if f[1] == who)
        seal = f"{profession}, no. {number}" if number else profession
        parts.append(f"{who} (seal in the title block: {seal})")
    return make_answer(ctx, "; ".join(parts), 0.8, name, [(c, c.text.replace("\n", " / "), None)
                                                          for c, *_ in found])


def _certification(ctx: Context, images: list[Chunk]) -> Answer | None:
    """A logo whose text holds every word the question gives its certification
    (`quality-management certification`: ISO 9001 Quality Management)."""
    m = _CERT_Q.search(ctx.question.text)
    topic = {w for w in re.findall(r"[a-z0-9]+", m.group(1).lower())
             if w not in ASKING_WORDS and w not in STOPWORDS and w not in _TOPIC_STOP and len(w) > 1}
    if not topic:
        return None
    hits = [c for c in images if topic <= set(re.findall(r"[a-z0-9]+", c.text.lower()))]
    if not hits:
        return None
    texts = list(dict.fromkeys(" ".join(c.text.split()) for c in hits))
    return make_answer(ctx, "; ".join(f"{t} (logo in the title block)" for t in texts), 0.8, name,
                       [(c, " ".join(c.text.split()), None) for c in hits])
