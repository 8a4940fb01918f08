"""Room finish schedules: a room's floor, base, walls, ceiling, ceiling height and remarks,
found by room number and/or room name, read from the room's own row and cited by its box.

A room whose row exists but whose schedule has no column for what is asked (a ceiling height in
a schedule without one) is an abstention: that schedule is where the fact would be.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from drawqa.models import Answer, Chunk
from drawqa.question import Question
from drawqa.tokens import STOPWORDS

from .base import Abstain, Context, make_answer, pattern
from ._domain import (FINISH_WORD, LEVEL_FLOOR, fix_fraction, HEIGHT, name_col, norm, number_col, Part, PARTS, rows_by_table,
                      short_title, stem, table_kind, tag_lines)

name = "finish"
kinds = frozenset({"finish"})
CONFIDENCE = 0.9

_LEVEL = LEVEL_FLOOR
_FINISH_WORD = FINISH_WORD






_BY_KEY = {p.key: p for p in PARTS}






def room_tables(ctx: Context):
    """Every room finish schedule: (key, rows, header, number column, name column)."""
    for key, rows in rows_by_table(ctx).items():
        header = rows[0].header
        if table_kind(key[2], header) != "room":
            continue
        num = number_col(header, rows)
        yield key, rows, header, num, name_col(header, num)


def columns(part: Part, header: list[str], skip: set[int]) -> list[int]:
    out = [i for i, h in enumerate(header) if i not in skip and part.col.search(h)]
    if part.key == "ceiling":
        out = [i for i in out if not HEIGHT.col.search(header[i])]
    if part.key == "floor":   # "FLOOR" inside a ceiling-height header is not the floor finish
        out = [i for i in out if not HEIGHT.col.search(header[i])]
    return out


def _words(text: str) -> set[str]:
    out = set()
    for w in re.findall(r"[a-z0-9]+", text.lower()):
        out.add(stem(w))
        if w.endswith("s") and len(w) > 3:
            out.add(stem(w[:-1]))
    return out


_VOCAB = frozenset(_words(
    "finish finishes finished floor floors flooring base bases baseboard wall walls ceiling ceilings "
    "height heights high tall how room rooms space spaces area areas paint painted material materials "
    "type kind what which who where is are was be the a an of in on at to and or with for get gets "
    "got go goes use used uses using specified specify scheduled schedule listed shown called given "
    "does do have has had number no rm there this that these those each all every run runs to "
    "remark remarks note notes comment comments new proposed required require requires shall should "
    "will would can could provided provide installed install spec specs per according drawing drawings "
    "sheet sheets set plan plans please tell me need know also both its their it what's whats called "
    "finishes typical typ level story") | _words(" ".join(STOPWORDS)))


def _near(a: str, b: str) -> bool:
    """Equal, or one edit apart for long words: a drawing's KICHENETTE is the kitchenette."""
    if a == b:
        return True
    if min(len(a), len(b)) < 6 or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def _covered(words: set[str], known: set[str]) -> bool:
    return all(any(_near(w, k) for k in known) for w in words)


def _numbers(q: Question) -> list[str]:
    """Room numbers the question may name: its room references, marks and bare numbers."""
    out = list(q.rooms)
    out += [m for m in q.marks if norm(m) not in {norm(s) for s in q.sheet_refs}]
    for m in re.finditer(r"(?<![\w'\"./-])(\d{2,4}[A-Z]?)(?![\w'\"/-]|\.\d)", q.text, re.I):
        before = q.text[max(0, m.start() - 12):m.start()].lower()
        if re.search(r"(door|window|sheet|level|page|drawing)\s*(no\.?|#)?\s*$", before):
            continue
        if re.fullmatch(r"(19|20)\d\d", m.group(1)):
            continue
        out.append(m.group(1))
    return list(dict.fromkeys(x.upper() for x in out))


def _room_key(v: str) -> str:
    return re.sub(r"^(ROOM|RM|SPACE)", "", norm(v))


def asked_parts(q: Question) -> list[Part]:
    text = _LEVEL.sub(" ", q.text)
    parts = []
    if HEIGHT.ask.search(text):
        parts.append(HEIGHT)
        text = HEIGHT.ask.sub(" ", text)
    for p in PARTS:
        if p is not HEIGHT and p.ask.search(text):
            parts.append(p)
    return parts


_WHICH_ROOMS = pattern(r"\b(which|what)\s+(rooms?|spaces?)\b", re.I)


# A wall named by its compass side (`the north wall`): a schedule gives walls side by side,
# headed NORTH ... WEST or by the letters N E S W under WALLS.
_WALL_SIDE = pattern(r"\b(north|east|south|west)(?:ern)?\s+walls?\b", re.I)


def wall_side(q: Question) -> Optional[str]:
    m = _WALL_SIDE.search(q.text)
    return m.group(1)[0].upper() if m else None


def content_words(q: Question) -> set[str]:
    """The question's describing words: not asking words, not finish vocabulary, not numbers."""
    text = _WALL_SIDE.sub(" wall ", _LEVEL.sub(" ", q.text))
    return {w for w in _words(text) if w not in _VOCAB and not w.isdigit() and len(w) >= 3}


def accepts(q: Question) -> bool:
    if _WHICH_ROOMS.search(q.text):
        return bool(q.marks) or "finish" in q.kinds or bool(_FINISH_WORD.search(q.text))
    if "finish" in q.kinds:
        return True
    if q.rooms and re.search(r"\bremarks?\b|\bnotes?\b|\bcomments?\b", q.text, re.I):
        return True
    return bool(_FINISH_WORD.search(_LEVEL.sub(" ", q.text)))


@dataclass
class Match:
    row: Chunk
    num: Optional[int]
    name: Optional[int]
    score: int
    peers: tuple = ()       # the rows of its schedule


def _candidates(ctx: Context) -> list[Match]:
    q = ctx.question
    numbers = {_room_key(n) for n in _numbers(q)}
    qwords = _words(_LEVEL.sub(" ", q.text))
    by_number: list[Match] = []
    by_name: list[Match] = []
    for key, rows, header, num, nm in room_tables(ctx):
        for r in rows:
            name_words = _words(r.cells[nm]) if nm is not None and nm < len(r.cells) else set()
            name_hit = bool(name_words) and _covered(name_words, qwords)
            tscore = len((_words(q.text) - _VOCAB) & _words(key[2]))   # "basement", "first"
            if num is not None and num < len(r.cells) and r.cells[num] and _room_key(r.cells[num]) in numbers:
                by_number.append(Match(r, num, nm, 100 + 10 * name_hit + tscore, tuple(rows)))
            elif name_hit and not numbers:
                by_name.append(Match(r, num, nm, len(name_words) * 10 + tscore, tuple(rows)))
    found = by_number or by_name
    if not found:
        return []
    best = max(m.score for m in found)
    return [m for m in found if m.score == best]


def explained(m: Match, q: Question) -> bool:
    """Every describing word of the question is the room's, the schedule's or one of its cells'."""
    r = m.row
    known = _words(" ".join(r.cells)) | _words(" ".join(r.header)) | _words(r.table)
    return _covered(content_words(q), known)


def _mentioned_parts(m: Match, q: Question) -> list[Part]:
    """With no finish named ("what tile is in the bath?"), the parts whose cells carry the words."""
    words = content_words(q) - (_words(m.row.cells[m.name]) if m.name is not None else set())
    if not words:
        return []
    skip = {i for i in (m.num, m.name) if i is not None}
    out = []
    for p in PARTS:
        if any(i < len(m.row.cells) and _words(m.row.cells[i]) & words for i in columns(p, m.row.header, skip)):
            out.append(p)
    return out


def _blank(v: str) -> bool:
    """Nothing written: N/A or NONE is an answer (no finish there), a dash or a gap is not."""
    return not (v or "").strip(" -\u2014.")


def _room_label(m: Match) -> str:
    cells = m.row.cells
    room = " ".join(x for x in (cells[m.num] if m.num is not None else "",
                                cells[m.name] if m.name is not None else "") if x)
    return f"Room {room}" if m.num is not None else (room.title() if room.isupper() else room)


def _cut_short(m: Match, i: int, v: str) -> bool:
    """A cell OCR read unsurely, or cut short: without the number finish codes carry, the start
    of a code other rows of its column give (`VC` where they give `VCT-1`). A scan's reading
    drops the end of a cell crossed by a rule or a speck, often down a whole narrow column."""
    if m.row.source != "ocr":
        return False
    v = v.strip()
    if v.lower() in {t.lower() for t in m.row.low_conf}:
        return True
    column = [r.cells[i].strip() for r in m.peers if r is not m.row and i < len(r.cells)]
    return not re.search(r"\d", v) and any(len(o) > len(v) and o.startswith(v) for o in column)


def _values(m: Match, parts: list[Part], q: Question) -> tuple[list[tuple[str, str]], list[str]]:
    """([(label, value)], [labels asked but not given]) for one room's row."""
    r = m.row
    header, cells = r.header, r.cells
    skip = {i for i in (m.num, m.name) if i is not None}
    parts = parts or _mentioned_parts(m, q)
    want = parts or [p for p in PARTS if columns(p, header, skip)]
    bits, missing = [], []
    side = wall_side(q)
    for p in want:
        cs = columns(p, header, skip)
        if p.key == "walls" and side and any(_side(header[i]) in "NESW" for i in cs):
            cs = [i for i in cs if _side(header[i]) == side]
            if len(cs) == 1:
                value = cells[cs[0]] if cs[0] < len(cells) else ""
                if _blank(value):
                    missing.append(f"{_SIDES[side]} wall")
                else:
                    bits.append((f"{_SIDES[side]} wall", value))
                continue
        if not cs:
            missing.append(p.label)
            continue
        vals = [(header[i], cells[i]) for i in cs if i < len(cells) and not _blank(cells[i])]
        if any(_cut_short(m, i, v) for i, (_, v) in zip([i for i in cs if i < len(cells) and not _blank(cells[i])], vals)):
            missing.append(f"legible {p.label}")
            continue
        if not vals:
            if parts and p.key != "remarks":
                missing.append(p.label)
            continue
        if p.key == "walls" and len(vals) > 1:
            distinct = list(dict.fromkeys(v for _, v in vals))
            if len(distinct) == 1 and len(vals) == len(cs):
                bits.append(("walls", f"{distinct[0]} (all walls)"))
            else:
                bits.append(("walls", ", ".join(f"{_side(h)} {v}" for h, v in vals)))
        else:
            bits.append((p.label, "; ".join(fix_fraction(v) for _, v in vals)))
    # The remarks come along when the question's words are in them ("trim", "to what height").
    if parts and not any(p.key == "remarks" for p in want):
        qw = {w for w in _words(q.text) if len(w) >= 4} - {"finish", "room", "floor", "wall", "ceil", "base"}
        for i in columns(_BY_KEY["remarks"], header, skip):
            if i < len(cells) and cells[i] and (_words(cells[i]) & qw or (
                    re.search(r"\bheight\b|\bhigh\b|\btall\b", q.text, re.I) and re.search(r"\d\s*'", cells[i]))):
                bits.append(("remarks", cells[i]))
    return bits, missing


def _statement(m: Match, bits: list[tuple[str, str]], missing: list[str]) -> tuple[str, Optional[str]]:
    """(text, missing reason) for one room's row, from its values (`_values`)."""
    r = m.row
    head = _room_label(m)
    if not bits:
        what = " or ".join(missing) or "finish"
        return "", f"the {short_title(r.table)} gives no {what} for {head.lower()}"
    text = f"{head} ({short_title(r.table)}, sheet {r.sheet_id}): " + "; ".join(f"{k} {v}" for k, v in bits)
    if missing:
        # A schedule read by OCR may have lost the cell: not found, not absent.
        text += (f" ({' or '.join(missing)}: not found)" if r.source == "ocr"
                 else f" (no {' or '.join(missing)} given)")
    return text, None


_TAG = pattern(r"^[A-Z]{1,4}-?\d{1,3}[A-Z]?$")


def _tags_explained(ctx: Context, values: list[str]) -> tuple[str, list]:
    """A finish given as a tag (`CPT-1`) with what the finish legend says it is, when one legend
    line says so (`CPT-1 CARPET TILE, INTERFACE 'OPEN AIR 402' ...`)."""
    said, evidence = "", []
    for v in dict.fromkeys(values):
        meanings = tag_lines(ctx, v.strip()) if _TAG.match(v.strip()) else {}
        if len(meanings) == 1:
            meaning, ev = next(iter(meanings.items()))
            said += f"; {v.strip()}: {meaning}"
            evidence.append(ev)
    return said, evidence


def _grouped(matches: list[Match], parts: list[Part], q: Question) -> tuple[str, list[Match]]:
    """Several rooms (all the CORRIDORs): each value once, with the rooms that have it."""
    by_label: dict[str, dict[str, list[str]]] = {}
    used = []
    for m in matches:
        bits, _ = _values(m, parts, q)
        if not bits:
            continue
        used.append(m)
        key = m.row.cells[m.num] if m.num is not None else _room_label(m)
        for label, value in bits:
            by_label.setdefault(label, {}).setdefault(value, []).append(key)
    if not used:
        return "", []
    names = list(dict.fromkeys(m.row.cells[m.name] for m in used if m.name is not None))
    tables = list(dict.fromkeys(f"{short_title(m.row.table)}" for m in used))
    sheets = list(dict.fromkeys(m.row.sheet_id for m in used))
    keys = [m.row.cells[m.num] if m.num is not None else _room_label(m) for m in used]
    head = f"{len(used)} rooms" + (f" named {' / '.join(names)}" if names else "") + f" ({', '.join(keys)})"
    text = f"{head} ({'; '.join(tables)}, sheet {', '.join(sheets)}): "
    groups = []
    for label, vals in by_label.items():
        if len(vals) == 1 and len(next(iter(vals.values()))) == len(used):
            groups.append(f"{label} {next(iter(vals))} in all")
        else:
            groups.append(f"{label} " + "; ".join(f"{v} in {', '.join(rooms)}" for v, rooms in vals.items()))
    return text + " | ".join(groups), used


_SIDES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _side(h: str) -> str:
    """A wall column's side: `NORTH` or its letter under the walls' heading (`WALLS N`)."""
    m = re.search(r"\b(NORTH|EAST|SOUTH|WEST)\b", h, re.I) or re.search(r"\bWALLS?\b.*\b([NESW])$", h.strip(), re.I)
    return m.group(1).upper()[0] if m else h.lower()


def _which_rooms(ctx: Context) -> Answer | None:
    """'Which rooms get VCT-1?': rooms whose finish cells carry the code or words asked."""
    q = ctx.question
    codes = {norm(m) for m in q.marks}
    words = content_words(q) - {stem(m.lower()) for m in q.marks} - {w for m in q.marks for w in _words(m)}
    if not codes and not words:
        return None
    parts = [p for p in asked_parts(q) if p.key != "remarks"]
    hits = []
    for key, rows, header, num, nm in room_tables(ctx):
        skip = {i for i in (num, nm) if i is not None}
        cols = [i for p in parts + [_BY_KEY["remarks"]] for i in columns(p, header, skip)] if parts else \
            [i for i in range(len(header)) if i not in skip]
        for r in rows:
            cellcodes = {norm(t) for i in cols if i < len(r.cells) for t in re.split(r"[\s/,;()]+", r.cells[i]) if t}
            cellwords = _words(" ".join(r.cells[i] for i in cols if i < len(r.cells)))
            if codes <= cellcodes and words <= cellwords:
                hits.append((r, num, nm))
    if not hits:
        return None
    names = []
    for r, num, nm in hits:
        names.append(" ".join(x for x in ((r.cells[num] if num is not None else ""), (r.cells[nm] if nm is not None else "")) if x))
    what = ", ".join(sorted(q.marks)) or " ".join(sorted(words)).upper()
    text = f"{what} is scheduled in {len(hits)} room{'s' if len(hits) != 1 else ''}: " + ", ".join(names)
    return make_answer(ctx, text, CONFIDENCE - 0.05, name, [(r, r.text, r.bbox) for r, _, _ in hits[:12]])


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    if _WHICH_ROOMS.search(q.text):
        return _which_rooms(ctx)
    matches = [m for m in _candidates(ctx) if explained(m, q)]
    if not matches:
        return None
    parts = asked_parts(q)
    if len(matches) == 1:
        bits, missing = _values(matches[0], parts, q)
        text, why = _statement(matches[0], bits, missing)
        if not text:
            return Abstain(why, name)
        row = matches[0].row
        said, legend = _tags_explained(ctx, [v for _, v in bits])
        result = make_answer(ctx, text + said, CONFIDENCE, name, [(row, row.text, row.bbox)] + legend)
        result.missing_parts = missing
        return result
    text, used = _grouped(matches, parts, q)
    if not text:
        return Abstain(_statement(matches[0], *_values(matches[0], parts, q))[1], name)
    return make_answer(ctx, text, CONFIDENCE, name, [(m.row, m.row.text, m.row.bbox) for m in used[:12]])
