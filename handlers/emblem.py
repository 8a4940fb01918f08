"""Seals and logos: who sealed a sheet, and what a title-block logo certifies.

Their text exists only in pictures, and reading one costs a second or more: the question-time
OCR pass (drawqa.ocr_fallback) reads them, for a question this handler accepts, into the sheet
records it hands back (`Sheet.emblems`), one entry per seal or logo, each cited with the
picture's own box. A professional's seal states the holder's profession on its rim
(`COLORADO LICENSED ARCHITECT`, `PROFESSIONAL ENGINEER`) and the holder's name on a line of its
own. A seal answers only when its profession is read and is the one asked for (an engineering
seal is no architect's), and a whole name is read (two words or more, the last no initial): a
seal read in part names no one.

A firm's name is often only in its logo, beside the name block the text layer holds (address,
phone, e-mail, what the firm does). A firm brands its e-mail and web address with its name, so a
logo names the firm when its words, run together, are the domain of an address printed in the
same title block (`O'Neill Group`: engdiv@oneillgroup.com.au): a misread logo spells no domain.
"""
from __future__ import annotations

import re

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer, Chunk
from drawqa.question import Question
from drawqa.tokens import STOPWORDS

from ._domain import title_block_chunks, union
from .base import Context, make_answer, pattern, units

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
# In names spelt in the Latin alphabet a Q stands before a U; on a small picture an O with a
# speck at its foot reads as a Q, so a name read with a Q before no U is not read surely.
_LONE_Q = re.compile(r"Q(?!U)", re.I)
_FIRM_Q = pattern(r"\b(?:which|what)\s+((?:[\w-]+\s+){0,2})(?:firm|company|practice|consultancy)\b", re.I)
# The domain of an e-mail or web address: its first label is the firm's name run together.
_DOMAIN = re.compile(r"(?:@|\bwww\.|https?://)([a-z0-9-]+)\.[a-z]{2,}", re.I)
_ROLE_WORDS = re.compile(r"\b(?:ENGINEER|ARCHITECT|SURVEYOR|DESIGNER|PLANNER|CONSULT)\w*", re.I)
_CONTACT = re.compile(r"\b(?:FAX|E-?MAIL|WEB)\b|[\w.+-]+@|\bwww\.|https?://|\b[FEW]\s*[:.]\s", re.I)
NEAR = 2.0                # picture heights: a name block this near a logo is the logo's firm's
LINE_GAP = 1.5            # text heights between the lines of one name block
_TOPIC_STOP = frozenset({"title", "block", "firm", "company", "engineering", "architectural", "display",
                         "displayed", "shown", "sheet", "drawing", "their", "its"})


_LICENCE_Q = pattern(r"\b(?:licen[cs]e|registration|seal)\s+(?:number|no\b|#)", re.I)
SEAL_REACH = 16.0         # text heights: how far from its profession line a seal's other lines stand
SEAL_CENTRE = 2.0         # text heights: a seal's lines are centred on one axis


def accepts(q: Question) -> bool:
    return bool((_SEAL_Q.search(q.text) and _WHO_Q.search(q.text)) or _CERT_Q.search(q.text)
                or _FIRM_Q.search(q.text) or _LICENCE_Q.search(q.text))


def answer(ctx: Context) -> Answer | None:
    if _LICENCE_Q.search(ctx.question.text):
        return _licence(ctx)
    images = [Chunk(file=s.file, page=s.page, sheet_id=s.sheet_id, sheet_title=s.title, section="title block",
                    bbox=tuple(e["bbox"]), text=e["text"], source="ocr")
              for s in ctx.sheets for e in s.emblems]
    if not images:
        return None
    if _SEAL_Q.search(ctx.question.text) and _WHO_Q.search(ctx.question.text):
        return _sealed_by(ctx, images)
    if _FIRM_Q.search(ctx.question.text) and not _CERT_Q.search(ctx.question.text):
        return _firm(ctx, images)
    return _certification(ctx, images)


def seal_holder(lines: list[str]) -> tuple[str, str, str] | None:
    """(name, profession line, licence number or "") when the lines read from a picture are a
    seal's with a whole name, spelt as names are (no Q before no U); else None."""
    profession = next((l for l in lines if any(re.search(rf"\b{p}S?\b", l.upper()) for p in _PROFESSIONS.values())), "")
    if not profession:
        return None
    names = [l for l in lines if _NAME.match(l) and not set(l.upper().split()) & _RIM_WORDS
             and l.upper() not in _TWO_WORD_STATES and not l.split()[-1].endswith(".")
             and not _LONE_Q.search(l)]
    if len(names) != 1:
        return None
    number = next((l for l in lines if _NUMBER.match(l.upper())), "")
    return names[0], profession, number


def text_seals(ctx: Context) -> list[tuple[Chunk, list[tuple[str, tuple]]]]:
    """Seals set as text in a title block: the short lines centred on one axis around a line
    naming a profession (`STATE OF OHIO` / `DANIEL R.` / `OKONJO` / `E-84213` / `PROFESSIONAL
    ENGINEER`), top to bottom, with the chunk they stand in."""
    out = []
    for s in ctx.sheets:
        for c in title_block_chunks(ctx, s.file, s.page):
            us = [(t.strip(), tuple(b)) for t, b in units(c)]
            for t, b in us:
                if not any(re.search(rf"\b{p}S?\b", t.upper()) for p in _PROFESSIONS.values()) \
                        or not set(t.upper().split()) <= _RIM_WORDS:
                    continue      # a seal's rim says the profession and nothing else
                h, cx = max(1.0, b[3] - b[1]), (b[0] + b[2]) / 2
                ring = [(u, o) for u, o in us if abs((o[0] + o[2]) / 2 - cx) <= SEAL_CENTRE * h
                        and abs((o[1] + o[3]) / 2 - (b[1] + b[3]) / 2) <= SEAL_REACH * h]
                out.append((c, sorted(ring, key=lambda x: x[1][1])))
    return out


def _licence(ctx: Context) -> Answer | None:
    """A licence number is the number on a seal (`E-84213`), of the profession asked if one is
    named; seals of several holders, or none with a number, answer nothing."""
    asked = {m.lower() for m in _ASKED_ROLE.findall(ctx.question.text)}
    found: dict[str, tuple] = {}
    for c, ring in text_seals(ctx):
        lines = [t for t, _ in ring]
        profession = next((l for l in lines if set(l.upper().split()) <= _RIM_WORDS
                           and any(re.search(rf"\b{p}S?\b", l.upper()) for p in _PROFESSIONS.values())), "")
        if asked and not any(re.search(rf"\b{_PROFESSIONS[a]}S?\b", profession.upper()) for a in asked):
            continue
        numbers = [(t, o) for t, o in ring if _NUMBER.match(t.upper())]
        if len(numbers) == 1:
            found.setdefault(numbers[0][0], (c, numbers[0][1], profession))
    if len(found) != 1:
        return None
    number, (c, box, profession) = next(iter(found.items()))
    return make_answer(ctx, f"{number} (seal in the title block: {profession})", 0.8, name, [(c, number, box)])


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


def logo_firm(lines: list[str], domains: list[str]) -> str:
    """The firm a logo names: its leading words whose letters, run together, are one of the
    domains (`O'Neill` `Group` and `oneillgroup`); "" when none is."""
    words = " ".join(lines).split()
    for n in range(len(words), 0, -1):
        key = re.sub(r"[^a-z0-9]", "", "".join(words[:n]).lower())
        if len(key) >= 4 and key in domains:
            return " ".join(words[:n])
    return ""


def _address(text: str) -> str:
    """A name block's text up to its first fax, e-mail or web address."""
    m = _CONTACT.search(text)
    return " ".join((text[:m.start()] if m else text).split()).strip(" ,;")


def _column_of(units: list, box: tuple) -> list:
    """The units stacked with the one at `box` in its column, top to bottom: the lines of a
    name block, which the text layer may keep apart (`12 MAIN STREET` / `TEL ...` / e-mail)."""
    h = max(1.0, box[3] - box[1])
    run = [u for u in units if tuple(u[1]) == box]
    grew = True
    while grew:
        grew = False
        top, bottom = min(u[1][1] for u in run), max(u[1][3] for u in run)
        for u in units:
            b = tuple(u[1])
            if u in run or abs(b[0] - box[0]) > h:
                continue
            if -LINE_GAP * h <= top - b[3] <= LINE_GAP * h or -LINE_GAP * h <= b[1] - bottom <= LINE_GAP * h:
                run.append(u)
                grew = True
    return sorted(run, key=lambda u: u[1][1])


def _near(a: tuple, b: tuple, reach: float) -> bool:
    return a[0] - reach <= b[2] and b[0] - reach <= a[2] and a[1] - reach <= b[3] and b[1] - reach <= a[3]


def _firm(ctx: Context, images: list[Chunk]) -> Answer | None:
    """The firm whose logo stands in the title block beside its name block: the logo's words
    spell the domain of an address in the block. Every word the question gives the firm
    (`which engineering firm`) must stand in the block (`CONSULTING ENGINEERS`)."""
    kind = [re.sub(r"(?:ing|ural|ure|al|s)$", "", w) for w in _FIRM_Q.search(ctx.question.text).group(1).lower().split()
            if w not in STOPWORDS and w not in ASKING_WORDS and len(w) > 2]
    found: list[tuple[str, Chunk, list]] = []
    for c in images:
        reach = NEAR * (c.bbox[3] - c.bbox[1])
        block = [(t, b, tc) for tc in title_block_chunks(ctx, c.file, c.page)
                 for t, b in units(tc) if _near(tuple(b), c.bbox, reach)]
        domains = [d.lower() for t, _, _ in block for d in _DOMAIN.findall(t)]
        firm = logo_firm(c.text.split("\n"), domains)
        if not firm:
            continue
        roles = [(t, b, tc) for t, b, tc in block if _ROLE_WORDS.search(t)]
        block_text = " ".join(t for t, _, _ in block).lower()
        if not all(re.search(rf"\b{re.escape(k)}", block_text) for k in kind):
            continue      # `which structural engineering firm`: the block must say structural too
        # The name block's address and telephone, as a firm is identified; its fax, e-mail and
        # web address are left out (a fax number is no answer to `their phone number`).
        named = []
        for t, b, tc in block:
            if _DOMAIN.search(t):
                lines = [u for u in _column_of(block, tuple(b)) if not _ROLE_WORDS.search(u[0])]
                said_here = _address(" ".join(u[0] for u in lines))
                if said_here:
                    named.append((said_here, union(tuple(u[1]) for u in lines), tc))
        found.append((firm, c, roles + named))
    firms = list(dict.fromkeys(f for f, _, _ in found))
    if len(firms) != 1:
        return None
    firm, logo, block = found[0]
    said = ", ".join([firm] + [" ".join(t.split()) for t, _, _ in block])
    evidence = [(logo, logo.text.replace("\n", " "), None)] + [(tc, " ".join(t.split()), tuple(b)) for t, b, tc in block]
    return make_answer(ctx, f"{said} (the firm's name read from its logo in the title block)", 0.8, name, evidence)
