"""Counts of doors, windows and rooms, read from the schedules that list them.

Each schedule's rows are counted by their distinct marks (a mark repeated on a second copy of a
schedule is one door), with a breakdown per schedule and by type, and the answer cites every
schedule it counted. The entries of a keyed list (HARDWARE SETS: HW-1, HW-2 ...) are counted
under the heading that names them. Counting symbols drawn on a plan is not supported: with no
schedule or list that holds them, the answer is an abstention, never a guess.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import counted_things
from drawqa.models import Answer, Chunk
from drawqa.tokens import tokenize

from ._domain import (Line, chunk_lines, chunks_with, empty, is_heading, mark_col, name_col, norm, number_col, page_chunks,
                      note_numbers, room_labels, rows_by_table, sheet_index, titled_sheets,
                      short_title, stem, table_kind)
from .base import Abstain, Context, make_answer, pattern

name = "count"
kinds = frozenset({"count"})
CONFIDENCE = 0.9
MAX_CITED_SHEETS = 20

_NOUN = pattern(r"\bhow\s+many\s+(?:\S+\s+){0,3}?(doors?|windows?|rooms?|openings?)\b"
                r"|\b(?:number|count|total)\s+of\s+(?:\S+\s+){0,2}?(doors?|windows?|rooms?|openings?)\b", re.I)
_NAMED = pattern(r"\bhow\s+many\s+((?:[a-z]+\s+){0,2}?[a-z]+?)s\b|\b(?:number|count)\s+of\s+((?:[a-z]+\s+){0,2}?[a-z]+?)s\b", re.I)
_QTY = pattern(r"\bQTY\b|\bQUANTITY\b|\bQUAN\b|^COUNT$|^NO\.?\s*REQ", re.I)
_TYPE = pattern(r"^TYPE$|\bTYPE\b|\bOPERATION\b", re.I)
# Words of a count question that neither name the thing counted nor narrow it down.
_PLAIN = frozenset(stem(w) for w in (
    "how many number count total of are is there in on the a an listed shown scheduled schedule "
    "schedules set drawing drawings sheet sheets plan plans project building house home dwelling "
    "residence unit this these entire whole all altogether overall does do have has contain contains "
    "include includes included what which type types kind kinds different distinct unique mark marks "
    "door doors window windows room rooms space spaces opening openings in the per "
    "tag tags sizes size exist exists existing new").split())
_KIND_OF = {"door": "door", "opening": "door", "window": "window", "room": "room", "space": "room"}


def accepts(q) -> bool:
    return "count" in q.kinds


_SHEET_COUNT = pattern(r"\bhow\s+many\s+(?:sheets|drawings)\b|\b(?:number|count)\s+of\s+(?:sheets|drawings)\b", re.I)


def _sheet_count(ctx: Context) -> Answer | None:
    """`How many sheets are in the set?`: the rows of the sheet index, beside the sheets the set
    holds. A question narrowed by other words (`mechanical sheets`) is not this one."""
    if _terms(ctx.question, ctx) or ctx.sheets_in_scope:
        return None
    held = [s for s in ctx.gen.sheets if not s.sheet_id.startswith("PAGE-")]
    best = sheet_index(ctx)
    if not best:
        titled = titled_sheets(ctx)
        if not titled or len(titled) < len(ctx.gen.sheets):
            return None     # a sheet without a number read: the count would be a guess
        ids = ", ".join(s.sheet_id for s, _, _, _ in titled)
        text = f"{len(titled)} sheet{'s' if len(titled) != 1 else ''} in the indexed files ({ids}); the set prints no sheet index"
        return make_answer(ctx, text, CONFIDENCE, name, [(c, t, b) for _, t, c, b in titled[:MAX_CITED_SHEETS]])
    first = best[0][1]
    listed = len(best)
    text = f"{listed} sheets (the sheet index on {first.sheet_id} lists {listed}"
    text += f"; {len(held)} are in the indexed files)" if len(held) != listed else "; all are in the indexed files)"
    evidence = [(r, r.text, tuple(r.bbox)) for _, r in (best[:2] + best[-1:])]
    return make_answer(ctx, text, CONFIDENCE, name, evidence)


def _noun(text: str) -> Optional[str]:
    m = _NOUN.search(text)
    if not m:
        return None
    word = (m.group(1) or m.group(2)).lower().rstrip("s")
    return _KIND_OF.get(word)


def _terms(q, ctx: Context) -> list[str]:
    """Tokens that narrow the count down ("exterior", "b" of "type B", 3'-0"), sheet IDs left out."""
    known = {norm(s.sheet_id) for s in ctx.gen.sheets}
    sheets = {norm(s) for s in q.sheet_refs} | {norm(s) for s in q.id_shaped if norm(s) in known}
    out = []
    for t in tokenize(q.text):
        if " " in t or stem(t) in _PLAIN or t in _PLAIN or norm(t) in sheets:
            continue
        out.append(t)
    return list(dict.fromkeys(out))


def _has(cells: list[str], t: str) -> bool:
    """A cell carries the token: the same word (stemmed), a longer word it starts, or the code."""
    st = stem(t)
    for c in cells:
        if norm(c) == norm(t):
            return True
        for w in tokenize(c, keep_stopwords=True):
            if w == t or stem(w) == st or (len(t) >= 4 and w.startswith(t)):
                return True
    return False


def _table_chunk(ctx: Context, key: tuple) -> Optional[Chunk]:
    for c in ctx.chunks_of_kind("table"):
        if (c.file, c.page, c.table) == key:
            return c
    return None


def _int(v: str) -> Optional[int]:
    m = re.fullmatch(r"\s*\(?(\d{1,4})\)?\s*", v or "")
    return int(m.group(1)) if m else None


def _marks_summary(marks: list[str]) -> str:
    if len(marks) <= 10:
        return ", ".join(marks)
    return f"{marks[0]} … {marks[-1]}"


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    if _SHEET_COUNT.search(q.text):
        return _sheet_count(ctx)
    kind = _noun(q.text)
    room_name: list[str] = []
    phrase: list[str] = []
    if kind is None:
        res = _schedule_marks(ctx, q.text)
        if res is not None:
            return res
        m = _NAMED.search(q.text)
        phrase = (m.group(1) or m.group(2)).lower().split() if m else []
        res = (_keyed_list(ctx, phrase) or _numbered_list(ctx, phrase)) if phrase else None
        if res is not None:
            return res
        # "How many bedrooms": rooms whose name carries every word of the phrase.
        names = [stem(w) for w in phrase if stem(w) not in _PLAIN and w not in _PLAIN]
        if not names or len(names[-1]) < 3:
            return None
        room_name = names
        kind = "room"
    types_only = bool(re.search(r"\b(types|kinds|marks|different|distinct|unique)\b", q.text, re.I))
    tables = [(key, rows) for key, rows in rows_by_table(ctx).items()
              if table_kind(key[2], rows[0].header) == kind]
    if not tables:
        if room_name:
            return _rows_naming(ctx, q.text)
        if kind == "room":
            res = _labelled_rooms(ctx)
            if res is not None:
                return res
        where = f" on {', '.join(s.sheet_id for s in ctx.sheets_in_scope)}" if ctx.sheets_in_scope else " in this set"
        return Abstain(f"no {kind} schedule{where} lists the {kind}s; counting drawn symbols is not supported", name)
    terms = room_name if room_name else _terms(q, ctx)

    per_table = []       # (key, rows counted, marks, qty total or None, by type, typical?)
    all_marks: dict[str, Chunk] = {}
    for key, rows in tables:
        header = rows[0].header
        if kind == "room":
            mc = number_col(header, rows)
            nc = name_col(header, mc)
        else:
            mc, nc = mark_col(header), None
        # Words in the schedule's own title ("first floor") choose the schedule; the rest, rows.
        row_terms = [t for t in terms if not _has([key[2]], t)] if not room_name else terms
        qty_col = next((i for i, h in enumerate(header) if _QTY.search(h)), None)
        if row_terms and mc is not None and qty_col is None and any(
                norm(r.cells[mc]) == norm(t) for r in rows if mc < len(r.cells) for t in row_terms):
            return Abstain(f"the {short_title(key[2])} gives no quantity per mark", name)
        if row_terms:
            def matches(r: Chunk) -> bool:
                cells = [c for i, c in enumerate(r.cells) if i != mc or qty_col is not None]
                if room_name:
                    cells = [r.cells[nc]] if nc is not None and nc < len(r.cells) else []
                return all(_has(cells, t) for t in row_terms)
            rows = [r for r in rows if matches(r)]
        typical = kind == "room" and mc is None
        type_col = next((i for i, h in enumerate(header) if i != mc and _TYPE.search(h)), None) if kind != "room" else None
        marks, qty, by_type = [], 0 if qty_col is not None else None, {}
        for r in rows:
            mark = r.cells[mc] if mc is not None and mc < len(r.cells) else ""
            if not typical and empty(mark):
                continue
            if mark:
                marks.append(mark)
                all_marks.setdefault(norm(mark), r)
            n = _int(r.cells[qty_col]) if qty_col is not None and qty_col < len(r.cells) else None
            if qty is not None:
                qty += n if n is not None else 0
            if type_col is not None and type_col < len(r.cells) and r.cells[type_col]:
                t = r.cells[type_col]
                by_type[t] = by_type.get(t, 0) + (n if (n is not None and not types_only) else 1)
        if marks or (typical and rows):
            per_table.append((key, rows, marks, qty, by_type, typical))
    if not per_table:
        if room_name:
            return _rows_naming(ctx, q.text)   # no room of that name: a schedule's rows may name the things
        if terms:
            return Abstain(f"the {kind} schedule does not say which {kind}s are "
                           f"{' '.join(t.upper() for t in terms)}", name)
        return Abstain(f"the {kind} schedule lists no {kind}s", name)

    counted = [t for t in per_table if not t[5]]
    typical = [t for t in per_table if t[5]]
    if not counted:
        kinds_listed = ", ".join(r.cells[0] for t in typical for r in t[1] if r.cells and r.cells[0])
        return Abstain(f"the schedules list only typical room types ({kinds_listed}), not how many there are", name)
    noun = " ".join(phrase[:-1] + [phrase[-1] + "s"]) if room_name else f"{kind}s"
    if types_only and kind == "door" and counted and all(t[4] for t in counted):
        # Doors are marked one by one; their types are the TYPE column's values.
        types = sorted({ty for t in counted for ty in t[4]})
        text = (f"{len(types)} door types ({', '.join(types)}) in the " +
                " | ".join(f"{short_title(k[2])} on {rows[0].sheet_id}: " +
                           ", ".join(f"type {ty} {n}" for ty, n in sorted(bt.items()))
                           for k, rows, _, _, bt, _ in counted))
        return make_answer(ctx, text, CONFIDENCE, name, _evidence(ctx, per_table))
    if not types_only and counted and all(t[3] is not None for t in counted):
        total = sum(t[3] for t in counted)
        how = "in total (sum of the QTY column)"
    else:
        total = len(all_marks)
        how = "listed"
        if types_only and kind != "room":
            noun = f"{kind} types"

    def compose(detail: bool) -> str:
        pieces = []
        for key, rows, marks, qty, by_type, _ in counted:
            sid = rows[0].sheet_id
            n = qty if (how.startswith("in total") and qty is not None) else len(marks)
            desc = f"{short_title(key[2])} on {sid}: {n}"
            if detail:
                desc += f" ({_marks_summary(marks)})"
                if by_type and not types_only:
                    desc += "; by type " + ", ".join(f"{t} {c}" for t, c in sorted(by_type.items()))
            pieces.append(desc)
        text = f"{total} {noun} {how}: " + " | ".join(pieces)
        if len(counted) > 1 and len(all_marks) < sum(len(t[2]) for t in counted):
            text += " (marks repeated across schedules counted once)"
        for key, rows, _, _, _, _ in typical:
            names = [r.cells[0] for r in rows if r.cells and r.cells[0]]
            text += (" | " if text else "") + f"{short_title(key[2])} lists {len(rows)} typical room types"
            if detail:
                text += f" ({', '.join(names)})"
        return text

    scanned = _read_off_a_scan(" | ".join(short_title(t[0][2]) for t in counted), total,
                               [r for t in per_table for r in t[1]])
    if scanned is not None:
        return scanned
    text = compose(True)
    if len(text) > 300:
        text = compose(False)
    return make_answer(ctx, text, CONFIDENCE, name, _evidence(ctx, per_table))


def _labelled_rooms(ctx: Context) -> Optional[Answer | Abstain]:
    """Rooms counted by the numbered labels printed on one plan (no room schedule lists them):
    the sheet the question names, or the only sheet with room labels."""
    by_page: dict[tuple, dict[str, tuple]] = {}
    for s in ctx.sheets:
        labels = room_labels(page_chunks(ctx, s.file, s.page))
        if labels:
            by_page[(s.file, s.page, s.sheet_id)] = {norm(no): (n, no, box, c) for n, no, box, c in labels}
    if not by_page:
        return None
    if len(by_page) > 1:
        where = ", ".join(k[2] or f"page {k[1]}" for k in by_page)
        return Abstain(f"room labels are printed on several sheets ({where}): name the plan", name)
    (file, page, sid), labels = next(iter(by_page.items()))
    rooms = sorted(labels.values(), key=lambda v: v[1])
    listed = ", ".join(f"{no} {n}" for n, no, _, _ in rooms)
    text = f"{len(rooms)} rooms labelled on {sid or f'page {page}'}: {listed}"
    return make_answer(ctx, text, CONFIDENCE, name, [(c, f"{n} {no}", box) for n, no, box, c in rooms])


_IN_SCHEDULE = pattern(r"\b(?:in|on|of|by)\s+the\s+((?:[a-z'-]+\s+){1,3}?)(?:schedule|table)s?\b", re.I)
_ROWS_ASKED = pattern(r"\bhow\s+many\b|\bnumber\s+of\b", re.I)
# Words that count a schedule's rows without saying what they are (`footing marks`, `types`).
_ROW_NOUNS = frozenset(stem(w) for w in "mark marks type types item items entry entries row rows tag tags "
                       "number numbers kind kinds different distinct unique".split())
# `How many exhaust fans are scheduled?`, `how many fixture types are on the schedule?`: the
# schedule titled by the things counted.
_SCHEDULED = pattern(r"\bhow\s+many\s+((?:[a-z'-]+\s+){1,3}?)(?:are|is)\s+"
                     r"(?:scheduled\b|(?:listed\s+|shown\s+)?(?:on|in)\s+the\s+schedule\b)", re.I)


def _root(t: str) -> str:
    """A word's stem, taken twice: `footings` and `footing` stem apart once."""
    return stem(stem(t))


def _schedule_marks(ctx: Context, text: str) -> Optional[Answer | Abstain]:
    """`How many different footing marks are listed in the footing schedule?`, `how many piles
    are in the pile schedule?`, `how many exhaust fans are scheduled?`: the distinct marks of
    the schedule so titled, whatever it schedules (a schedule lists each mark once per row;
    copies of it on other sheets add no marks)."""
    m = _IN_SCHEDULE.search(text) or _SCHEDULED.search(text)
    if not m or not _ROWS_ASKED.search(text):
        return None
    words = [stem(w) for w in tokenize(m.group(1)) if stem(w) not in _PLAIN and w not in _PLAIN]
    if not words:
        return None
    tables = [(key, rows) for key, rows in rows_by_table(ctx).items()
              if all(w in {stem(t) for t in tokenize(key[2])} for w in words)]
    if not tables:
        return None
    # `How many catch basins are in the structure table?`: things the title does not name are
    # the rows whose cells do (`TYPE A CATCH BASIN`), not every mark.
    counted = counted_things(text)
    kind = [_root(w) for w in tokenize(counted) if stem(w) not in _PLAIN and w not in _PLAIN]
    title_words = {_root(t) for key, _ in tables for t in tokenize(key[2])}
    of_kind = [w for w in kind if w not in title_words and w not in {_root(n) for n in _ROW_NOUNS}]
    marks: dict[str, str] = {}
    for key, rows in tables:
        mc = mark_col(rows[0].header)
        for r in rows:
            v = r.cells[mc] if mc < len(r.cells) else ""
            if empty(v):
                continue
            if of_kind and not all(w in {_root(t) for t in tokenize(" ".join(r.cells))} for w in of_kind):
                continue
            marks.setdefault(norm(v), v.strip())
    if not marks:
        return None
    key, rows = tables[0]
    names = list(marks.values())
    scanned = _read_off_a_scan(short_title(key[2]), len(names), [r for _, rs in tables for r in rs])
    if scanned is not None:
        return scanned
    what = f"{' '.join(counted.split())} " if of_kind else "marks "
    text = f"{len(names)} {what}listed in the {short_title(key[2])} on {rows[0].sheet_id}: {_marks_summary(names)}"
    per_table = [(k, r) for k, r in tables]
    return make_answer(ctx, text, CONFIDENCE, name, _evidence(ctx, per_table))


# A schedule row's mark: a short code with a number (`CB-1`, `T4`, `SSMH-2`).
_ROW_MARK = re.compile(r"^[A-Z]{1,4}-?\d{1,3}[A-Z]?$")
# Columns whose words are about a row, not what the row is (`CONNECT TO EX. CATCH BASIN`).
_ASIDE_HEAD = pattern(r"\b(REMARKS?|NOTES?|COMMENTS?|CASTING|REFERENCE|REF\.?)\b", re.I)
_PER_PLACE = pattern(r"\b(?:each|per|every)\b", re.I)


def _rows_naming(ctx: Context, text: str) -> Optional[Answer]:
    """`How many catch basins are being installed?`: the marked rows of the one schedule whose
    own cell names the things (`CB-1 | 2'x3' PRECAST CATCH BASIN`). A schedule that counts by a
    quantity column, rows in several schedules, or a count asked per place (`at each hip end`)
    is left alone: its rows are not the count."""
    counted = counted_things(text)
    if not counted or _PER_PLACE.search(text):
        return None
    kind = [_root(w) for w in tokenize(counted) if stem(w) not in _PLAIN and w not in _PLAIN]
    kind = [w for w in kind if w not in {_root(n) for n in _ROW_NOUNS}]
    if not kind or max(len(w) for w in kind) < 4:
        return None
    found = []
    for key, rows in rows_by_table(ctx).items():
        header = rows[0].header
        if any(_QTY.search(h) for h in header):
            continue
        mc = mark_col(header)
        named = {}
        for r in rows:
            mark = r.cells[mc].strip() if mc < len(r.cells) else ""
            if not _ROW_MARK.match(mark):
                continue
            if any(i != mc and i < len(header) and not _ASIDE_HEAD.search(header[i])
                   and all(w in {_root(t) for t in tokenize(c)} for w in kind) for i, c in enumerate(r.cells)):
                named.setdefault(norm(mark), (mark, r))
        if named:
            found.append((key, rows, named))
    if len(found) != 1:
        return None
    key, rows, named = found[0]
    marks = [m for m, _ in named.values()]
    scanned = _read_off_a_scan(short_title(key[2]), len(marks), rows)
    if scanned is not None:
        return None
    what = " ".join(counted.split())
    answer = (f"{len(marks)} {what} listed in the {short_title(key[2])} on {rows[0].sheet_id}: "
              f"{_marks_summary(marks)}")
    return make_answer(ctx, answer, CONFIDENCE, name, [(r, r.text, tuple(r.bbox)) for _, r in named.values()])


# `HW-1: ENTRY LOCKSET ...`, `P-2 - LAVATORY ...`: an entry of a keyed list, its mark a short
# capital prefix and a number.
_KEYED_ITEM = re.compile(r"^(?P<prefix>[A-Z]{1,4})-?(?P<no>\d{1,3})\s*[:.\-\u2013]\s+\S")
MIN_KEYED_ITEMS = 2
MAX_HEADING_EXTRA_WORDS = 2      # `DOOR HARDWARE SETS` still names the hardware sets


def _keyed_list(ctx: Context, phrase: list[str]) -> Optional[Answer | Abstain]:
    """`How many hardware sets are there?`: the entries of the keyed list under a heading that
    names them (HARDWARE SETS, then HW-1: ..., HW-2: ...). A list is numbered from 1 without a
    gap, so one that does so under its heading is whole; where the next number stands anywhere
    in the set the list goes on elsewhere and is not counted."""
    asked = {stem(w) for w in phrase}
    lists: dict[tuple, tuple] = {}
    for c in chunks_with(ctx, tokenize(" ".join(phrase)), kinds=("chunk",)):
        lines = chunk_lines(c)
        for i, l in enumerate(lines):
            head = {stem(w) for w in tokenize(l.text)}
            if not asked <= head or len(head - asked) > MAX_HEADING_EXTRA_WORDS or not is_heading(l.text.strip()):
                continue
            items = _items_under(lines, i)
            if items:
                lists.setdefault(tuple(m for m, _ in items), (c, l, items))
    if not lists:
        return None
    if len(lists) > 1:
        return Abstain("lists of that name on " + ", ".join(sorted({v[0].sheet_id or f"page {v[0].page}"
                                                                    for v in lists.values()})) +
                       " hold different entries", name)
    marks, (c, heading, items) = next(iter(lists.items()))
    prefix = _KEYED_ITEM.match(items[0][1].text.strip()).group("prefix")
    following = re.compile(rf"\b{prefix}-?{len(marks) + 1}\b")
    named = chunks_with(ctx, [f"{prefix}-{len(marks) + 1}".lower(), f"{prefix}{len(marks) + 1}".lower()],
                        kinds=("chunk", "table", "row"))
    if any(following.search(o.text) for o in named):
        return Abstain(f"{prefix}-{len(marks) + 1} is named in the set but not listed under "
                       f"{heading.text.strip()}: the list goes on elsewhere", name)
    scanned = _read_off_a_scan(heading.text.strip(), len(marks), [c])
    if scanned is not None:
        return scanned
    noun = " ".join(phrase[:-1] + [phrase[-1] + "s"])
    text = (f"{len(marks)} {noun} listed under {heading.text.strip()} on {c.sheet_id or f'page {c.page}'}: "
            f"{marks[0]} to {marks[-1]}")
    evidence = [(c, heading.text.strip(), heading.cite)] + [(c, l.text.strip(), l.cite) for _, l in items]
    return make_answer(ctx, text, CONFIDENCE, name, evidence)


def _numbered_list(ctx: Context, phrase: list[str]) -> Optional[Answer | Abstain]:
    """`How many plumbing general notes are there?`: the notes numbered 1 to n under the heading
    that names them. Where a note n+1 starts a passage elsewhere on that sheet (the list runs on
    into the next column), or two lists of that name differ, nothing is counted."""
    if not phrase or stem(phrase[-1]) != stem("note"):
        return None
    asked = {stem(w) for w in phrase}
    lists = []
    for c in chunks_with(ctx, tokenize(" ".join(phrase)), kinds=("chunk",)):
        lines = chunk_lines(c)
        if not lines:
            continue
        head = {stem(w) for w in tokenize(lines[0].text)}
        if not asked <= head or len(head - asked) > MAX_HEADING_EXTRA_WORDS or not is_heading(lines[0].text.strip()):
            continue
        numbers = note_numbers(c.text)
        if len(numbers) >= MIN_KEYED_ITEMS and numbers == list(range(1, len(numbers) + 1)):
            lists.append((c, lines[0], len(numbers)))
    if not lists:
        return None
    if len({n for _, _, n in lists}) > 1:
        return Abstain("lists of that name hold different numbers of notes", name)
    c, heading, n = lists[0]
    runs_on = re.compile(rf"^\s*{n + 1}[.)]\s")
    if any(runs_on.match(o.text) for o in page_chunks(ctx, c.file, c.page)):
        return Abstain(f"note {n + 1} stands apart from {heading.text.strip()}: the list goes on elsewhere", name)
    text = f"{n} notes under {heading.text.strip()} on {c.sheet_id or f'page {c.page}'}: 1 to {n}"
    return make_answer(ctx, text, CONFIDENCE, name, [(c, heading.text.strip(), heading.cite)])


def _items_under(lines: list[Line], i: int) -> list[tuple[str, Line]]:
    """The keyed entries right under line i, up to the next heading (a wrapped entry's second
    line goes on between them): [(mark, line)] when they share one prefix and are numbered 1..n."""
    items: list[tuple[str, Line]] = []
    for l in lines[i + 1:]:
        m = _KEYED_ITEM.match(l.text.strip())
        if m:
            items.append((f"{m.group('prefix')}-{int(m.group('no'))}", l))
        elif not items or is_heading(l.text.strip()):
            break
    prefixes = {mk.split("-")[0] for mk, _ in items}
    numbers = [int(mk.split("-")[1]) for mk, _ in items]
    if len(items) < MIN_KEYED_ITEMS or len(prefixes) > 1 or numbers != list(range(1, len(items) + 1)):
        return []
    return items


def _read_off_a_scan(what: str, n: int, rows: list[Chunk]) -> Optional[Abstain]:
    """A count is not given from a schedule read by OCR: a row the reading lost leaves no trace
    in the rows it kept, so the count would be wrong without a sign (the reason says what was
    read)."""
    if any(r.source == "ocr" for r in rows):
        return Abstain(f"the {what} was read by OCR from a scan ({n} read); a row OCR could not read "
                       "would make a count wrong, so none is given", name)
    return None


def _evidence(ctx: Context, per_table: list) -> list:
    """One citation per schedule counted: the whole table, or its first row if it is not found."""
    evidence = []
    for key, rows, *_ in per_table:
        t = _table_chunk(ctx, key)
        if t is not None:
            evidence.append((t, t.text, t.bbox))
        else:
            evidence.extend((r, r.text, r.bbox) for r in rows[:1])
    return evidence
