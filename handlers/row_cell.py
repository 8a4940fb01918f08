"""One cell of a schedule row: the row the question names by one of its cells, the column it
names by its header.

Schedules are read across: a panel schedule's row is found by its load (`RTU-1`) or its circuit
number (`circuit 5`), a fixture schedule's by its type (`type A`), and the value asked is the
cell under the header the question names (`breaker` -> `BKR (A)`, `load` -> `LOAD (VA)`).
Drawings head columns with abbreviations, so a header is read with the words they stand for.
The answer is given only when exactly one row of the set holds the named cell and exactly one
of its columns is named; the cell must hold something (`-` is an empty cell). A schedule titled
by a name (`PANEL LP-2A`) answers for that name alone: a question naming it reads its rows, and
the fields it prints between its title and its header (`FED FROM: MDP`) when no row is named.
"""
from __future__ import annotations

import re
from typing import Optional

from drawqa.expect import ASKING_WORDS, ROOM_WORDS, asked_types, find_value
from drawqa.models import Answer, Chunk
from drawqa.tokens import STOPWORDS, tokenize, without_possessives

from ._domain import (ASKS_SOURCE, CHECK_MARK, chunks_with, COLUMN_WORDS, empty, inline_label, names_another_row, names_in_title,
                      page_chunks, rows_by_table,
                      says_name, source_columns, stem, TITLE_NAME, uncontracted)
from .base import Context, make_answer, pattern
from .confidence import Evidence, confidence

name = "row_cell"
kinds = frozenset({"*"})

# The question's words for what a header says: who `makes` a product is its manufacturer.
ASKED_AS = {"make": "manufacturer", "makes": "manufacturer", "made": "manufacturer", "maker": "manufacturer",
            "brand": "manufacturer", "colour": "color", "colours": "color", "hung": "mounting", "hang": "mounting",
            "hangs": "mounting", "person": "occupant", "persons": "occupant", "people": "occupant"}
# ... and words that may also mean a header's word: what a circuit `serves` is its DESCRIPTION
# (a schedule may head it SERVES itself).
ASKED_ALSO = {"serve": "description", "serves": "description", "served": "description", "feed": "description",
              "feeds": "description", "power": "description", "powers": "description"}
_KEY_WORDS = frozenset({"circuit", "type", "mark", "tag", "number", "no", "item", "unit"})
# Headers of the column that names what a row is (`MATERIAL/PRODUCT`, `DESCRIPTION`, `FIXTURE`):
# its cell said whole names the row, as the first column's does.
_NAMING_HEADER = re.compile(r"\b(?:DESC(?:RIPTION)?|PRODUCT|MATERIAL|ITEM|NAME|FIXTURE|EQUIPMENT|SERVICE)\b", re.I)
MAX_KEY_ROWS = 1


def accepts(q) -> bool:
    return True


def _header_words(h: str) -> set[str]:
    words = {w for w in re.findall(r"[a-z]+", uncontracted(h))}
    return {stem(COLUMN_WORDS.get(w, w)) for w in words} | {stem(w) for w in words}


_PHRASE_CELL = re.compile(r"^[A-Za-z][A-Za-z/&-]*(?:\s+[A-Za-z][A-Za-z/&-]*){1,3}$")


_TITLE_NOUNS = frozenset({"schedule", "table", "list", "legend"})


def _key_words(header: str, table: str) -> set[str]:
    """The words a row's key may be said after: its header's, and for a bare key column
    (`Number`, `Mark`) the things the schedule lists, from its title (`room` 79 of a ROOM
    FINISH SCHEDULE, `door` 3 of a DOOR SCHEDULE)."""
    words = _header_words(header)
    if words & {stem(w) for w in _KEY_WORDS}:
        words |= {stem(w) for w in re.findall(r"[a-z]+", table.lower()) if w not in _TITLE_NOUNS}
    return words


def _named_key(question: str, r: Chunk) -> Optional[int]:
    """The column of the row's one cell the question names: a mark-like cell (`RTU-1`, `9,11`'s
    `9`) said as such, a number or letter said after its column's word (`circuit 5`, `type A`),
    or, in the row's first column or the one that names what the row is, a name of a few words
    said whole (`GENERAL SUPPLY`, `VINYL TRANSITION STRIP`)."""
    found = []
    for i, (h, c) in enumerate(zip(r.header, r.cells)):
        c = " ".join(c.split())
        if empty(c):
            continue
        if (i == 0 or _NAMING_HEADER.search(h)) and _PHRASE_CELL.match(c) and re.search(rf"(?<![\w-]){re.escape(c)}(?:e?s)?(?![\w-])", question, re.I):
            found.append(i)
            continue
        for part in re.split(r"\s*,\s*", c):
            if re.fullmatch(r"#\d{1,2}", part):      # a bar size row (`#5`) of a lap splice or hook table
                if re.search(rf"(?<![\w#]){re.escape(part)}(?!\d)", question):
                    found.append(i)
                    break
            elif re.search(r"\d", part) and re.search(r"[A-Z]", part) and len(part) >= 2:
                if re.search(rf"(?<![\w-]){re.escape(part)}(?![\w-])", question, re.I):
                    found.append(i)
                    break
            elif re.fullmatch(r"\d{1,3}|[A-Z]{1,2}", part):
                words = "|".join(re.escape(w) for w in _key_words(h, r.table) if len(w) > 1)
                if words and re.search(rf"\b(?:{words})\w*\s+(?:no\.?\s*|number\s+|#\s*)?{re.escape(part)}(?![\w-])",
                                       question, re.I):
                    found.append(i)
                    break
        if (i == 0 or _NAMING_HEADER.search(h)) and (_names_tagged(c, question) or _names_total(c, question)):
            found.append(i)
    return found[0] if len(found) == 1 else None


# The question's words for a naming cell's: a fixture count's `WATER CLOSETS - FEMALE` are the
# women's water closets.
_SAID_AS = {"female": ("women", "woman", "ladies", "female", "girls"), "male": ("men", "man", "male", "boys")}


def _names_tagged(cell: str, question: str) -> bool:
    """A naming cell that carries its thing's tag or number (`WATER HEATER WH-1`, `CONFERENCE
    104`), or parts its name with a dash (`WATER CLOSETS - FEMALE`), is named by the thing's words
    without them (`the water heater`, `the conference room`, `women's water closets`)."""
    tokens = cell.split()
    if not any(re.search(r"\d", t) for t in tokens) and not re.search(r"\s[-\u2013]\s", cell):
        return False
    numbers = set(re.findall(r"(?<![\w.])\d{2,4}(?![\w.])", cell))
    if numbers and set(re.findall(r"(?<![\w.])\d{2,4}(?![\w.])", question)) - numbers:
        return False      # `Gallery 120` names no GALLERY 110: a number said is the row's own
    words = [w.lower() for t in tokens if not re.search(r"\d", t) for w in re.findall(r"[A-Za-z]{3,}", t)]
    said = {stem(t) for t in tokenize(without_possessives(question))}
    return bool(words) and any(len(w) >= 5 for w in words) and all(
        stem(w) in said or any(stem(a) in said for a in _SAID_AS.get(w, ())) for w in words)


_TOTAL_ROW = re.compile(r"^\s*(?:GRAND\s+)?TOTALS?\b\W*(?P<rest>.*)$", re.I)
_ASKS_TOTAL = pattern(r"\b(?:total|whole|entire|overall|all\s+(?:of\s+)?the)\b", re.I)


def _names_total(cell: str, question: str) -> bool:
    """A table's totals row (`TOTAL - FIRST FLOOR`, `TOTAL`) is named by a question asking the
    total (`for the whole first floor`, `the overall W/SF`), the rest of its cell said too."""
    m = _TOTAL_ROW.match(cell)
    if not m or not _ASKS_TOTAL.search(question):
        return False
    said = {stem(t) for t in tokenize(question)}
    return all(stem(w.lower()) in said for w in re.findall(r"[A-Za-z]{3,}", m.group("rest")))


# A requirement table's columns (REQUIRED, PROVIDED, ALLOWED, ACTUAL) as a question's verbs say them.
_STATUS_SAID = {"require": "required", "requires": "required", "required": "required", "need": "required",
                "needed": "required", "provide": "provided", "provides": "provided", "provided": "provided",
                "allow": "allowed", "allows": "allowed", "allowed": "allowed", "permitted": "allowed"}


_BOTH = pattern(r"\band\b|\bversus\b|\bvs\.?(?!\w)", re.I)     # `proposed versus allowed`: two columns


# `How many October Glory red maples are to be planted?`: a named row's QTY is how many.
_HOW_MANY = pattern(r"\bhow\s+many\b", re.I)
# `Which circuit serves the water heater?`: the row's key column is the value asked.
_ASKS_KEY = pattern(r"^\s*(?:which|what)\s+(?:circuits?|ckts?)\b", re.I)


# `If a type B door is fire rated, what glass goes in its vision lite?`: the condition names the
# row; the clause after it asks the value.
_CONDITION = re.compile(r"^\s*(?:if|assuming)\b[^,]{3,80},\s*", re.I)


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    terms = [t for t in tokenize(_CONDITION.sub("", q.text)) if t not in ASKING_WORDS and len(t) > 1]
    said = ({stem(ASKED_AS.get(t, t)) for t in terms} | {stem(ASKED_ALSO[t]) for t in terms if t in ASKED_ALSO}) \
        - {stem(w) for w in _KEY_WORDS}
    rows = [h.chunk for h in ctx.hits[:30] if h.chunk.kind == "row"]
    rows += chunks_with(ctx, terms, kinds=("row",), limit=80)
    named = [(r, _named_key(q.text, r)) for r in rows if r.header and len(r.cells) == len(r.header)]
    fits = _fits(q, said, named)
    if not fits or _BOTH.search(q.text):
        # rows named by a few words of their name (`the elevated slabs`), alone or beside a row
        # named whole (`the footings, and ... the elevated slabs`)
        fits.update({k: f for k, f in _fits(q, said, _described(ctx, q.text)).items() if k not in fits})
    fits = _by_direction(q.text, _most_named(_in_named_table(q.text, fits)))
    fits = {k: f for k, f in fits.items() if not names_another_row(ctx, f[0], _unsaid_words(q.text, f[0]))
            and _carries_amount_of(q.text, f[0])}
    if not fits:
        return _table_field(ctx, said)
    one = _one_load(list(fits.values()))
    if one is not None:
        text, conf, evidence = one
        return make_answer(ctx, text, conf, name, evidence)
    if not _one_reading(list(fits.values())):
        return None          # no row, or several rows the question could mean
    found = sorted(fits.values(), key=lambda f: f[0].bbox[1])
    if any(empty(r.cells[c]) for r, _, cols in found for c in cols):
        return None
    cells = lambda r, cols: "; ".join(_reading(r.header[c], r.cells[c]) for c in cols)  # noqa: E731
    if len(found) == 1:
        r, k, cols = found[0]
        text = f"{cells(r, cols)} ({r.table}; {r.header[k]} {r.cells[k]})"
    else:
        text = "; ".join(f"{r.cells[k]}: {cells(r, cols)}" for r, k, cols in found) + f" ({found[0][0].table})"
    conf = min(confidence(Evidence(type_match=True, coverage=1.0, ocr=r.source == "ocr", keyed_row=True))
               for r, _, _ in found)
    return make_answer(ctx, text, conf, name, [(r, r.text, tuple(r.bbox)) for r, _, _ in found])


_DESCRIBING = re.compile(r"\bDESC(?:RIPTION)?\b|\bFIXTURE\b|\bITEM\b|\bEQUIPMENT\b|\bELEMENT\b|\bMEMBER\b", re.I)
MIN_DESCRIBING_WORDS = 2    # words of a description a question says that pick out its row


# `how much liquid nitrogen is on level 2`: the thing whose amount is asked.
# (`how much air entrainment does the concrete need` asks a property of the concrete: not this)
_AMOUNT_OF = pattern(r"\bhow\s+(?:much|many)\s+(?P<thing>[a-z][a-z -]{1,40}?)\s+(?:is|are|was|were)\s+"
                     r"(?:there\s+)?(?:on|in|at|stored|kept|used)\b", re.I)
# Words an amount is counted or measured in, not the thing it is of.
_AMOUNT_WORDS = frozenset("gallons gallon gal pounds pound lbs lb feet foot square cubic sf cf gpm cfm psi amps volts "
                          "watts kw kva tons hours minutes days percent units times stalls spaces".split())


def _carries_amount_of(question: str, r: Chunk) -> bool:
    """A row gives the amount of a thing only if it, its header or its table names the thing:
    the flammable liquids summary's LEVEL 2 row holds no amount of liquid nitrogen."""
    m = _AMOUNT_OF.search(question)
    if m is None:
        return True
    head = m.group("thing").split()[-1].lower()
    if head in _AMOUNT_WORDS or head in STOPWORDS or head in ASKING_WORDS:
        return True
    carried = {stem(t) for t in tokenize(" ".join([r.table, *r.header, *r.cells]))}
    carried |= {w for h in r.header for w in _header_words(h)}      # `OCC` heads occupants
    return stem(head) in carried or stem(head.rstrip("s")) in carried


def _unsaid_words(question: str, r: Chunk) -> set[str]:
    """The question's content words the row, its header and its table's title never say."""
    carried = {stem(t) for t in tokenize(" ".join([r.table, *r.header, *r.cells]))}
    return {t for t in re.findall(r"[a-z]{4,}", question.lower())
            if t not in ASKING_WORDS and t not in STOPWORDS and stem(t) not in carried}


def _fits(q, said: set[str], named: list[tuple[Chunk, Optional[int]]]) -> dict[tuple, tuple[Chunk, int, list[int]]]:
    """The rows named, each with the columns the question asks of it."""
    fits: dict[tuple, tuple[Chunk, int, list[int]]] = {}
    for r, k in named:
        key = (r.file, r.page, r.table, tuple(r.cells))
        if key in fits or k is None:
            continue
        cols = _named_columns(q.text, r, k, said - {stem(t) for t in tokenize(r.cells[k])})
        if _ASKS_KEY.search(q.text):
            cols = [i for i, h in enumerate(r.header) if i != k and stem("circuit") in _header_words(h)][:1]
        elif ASKS_SOURCE.search(q.text):
            # what feeds the row's thing is its source, never what it serves
            cols = source_columns(r.header, k)[:1]
            if not cols:
                continue
        elif _HOW_MANY.search(q.text) and not cols:
            cols = [i for i, h in enumerate(r.header) if i != k and stem("quantity") in _header_words(h)][:1]
        verb = False
        if not cols:
            # `how many does the code require`: REQUIRED against PROVIDED, said as the question's verb
            status = {stem(_STATUS_SAID[t]) for t in tokenize(q.text) if t in _STATUS_SAID}
            cols = _named_columns(q.text, r, k, status) if status else []
            verb = bool(cols)
        if not cols:
            cols = _mentioned_cell(q.text, r, k, said)
            verb = bool(cols)
        if cols and not all(_restates(q.text, r.cells[c]) for c in cols) and (verb or _qualifier_holds(q.text, r, cols)):
            fits[key] = (r, k, cols)
    return fits


def _mentioned_cell(question: str, r: Chunk, key: int, said: set[str]) -> list[int]:
    """No header named: the one cell of the row that says a word of the question and holds a
    value of the type asked (`90 MIN NICAD BATTERY` in REMARKS for how long the emergency units
    run on battery)."""
    kinds = asked_types(question)
    words = {w for w in said - {stem(t) for t in tokenize(r.cells[key])} if len(w) >= 4}
    if not kinds or not words:
        return []
    cells = [i for i, c in enumerate(r.cells) if i != key and not empty(c)
             and words & {stem(t) for t in tokenize(c)}]
    if len(cells) != 1 or not any(find_value(k, r.cells[cells[0]]) for k in kinds):
        return []
    return cells


def _described(ctx: Context, question: str) -> list[tuple[Chunk, int]]:
    """Rows named by a few words of their description (`the 2x4 troffers` for `2x4 LED FLAT
    PANEL TROFFER`, `the exit sign` for `LED EXIT SIGN, RED LETTERS`): the one row of its table
    whose description holds every word the question shares with the table's descriptions, at
    least MIN_DESCRIBING_WORDS of them, or the head noun of its first phrase. A question naming
    several rows (`the footings, and ... the elevated slabs`) names each in its own part."""
    out: list[tuple[Chunk, int]] = []
    for piece in re.split(r",|\band\b", question, flags=re.I):
        out += [f for f in _described_by(ctx, piece) if f not in out]
    return out


def _described_by(ctx: Context, question: str) -> list[tuple[Chunk, int]]:
    asked = {stem(t) for t in tokenize(without_possessives(question)) if t not in ASKING_WORDS}
    out = []
    for rows in rows_by_table(ctx).values():
        header = rows[0].header
        cols = [i for i, h in enumerate(header) if _DESCRIBING.search(h)]
        if len(cols) != 1 or any(len(r.cells) != len(header) for r in rows):
            continue
        d = cols[0]
        words = [{stem(w.lower()) for w in re.findall(r"[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*", r.cells[d]) if len(w) > 2}
                 for r in rows]
        # the head noun of each description's first phrase (`4' LINEAR PENDANT, DIRECT/INDIRECT`: pendant)
        heads = [stem((re.findall(r"[A-Za-z]{3,}", r.cells[d].split(",")[0]) or [""])[-1].lower()) for r in rows]
        shared = (asked - {w for h in header for w in _header_words(h)}) & set().union(*words)
        if not shared:
            continue
        hit = [i for i, ws in enumerate(words) if shared <= ws]
        if len(hit) == 1 and (len(shared) >= MIN_DESCRIBING_WORDS or heads[hit[0]] in shared) \
                and not _other_kind(question, heads[hit[0]], words[hit[0]], {w for h in header for w in _header_words(h)}):
            out.append((rows[hit[0]], d))
    return out


MAX_KIND_WORDS = 3     # words before a thing's noun that say which kind it is (`instant hot water dispenser`)


def _other_kind(question: str, head: str, described: set[str], columns: set[str]) -> bool:
    """The question says the row's noun with a word before it that the row's description does
    not: the `soap dispenser` is no ICE & WATER DISPENSER, the `instant hot water dispenser` no
    such row either. A column's word (`what model dishwasher`) is asked, not a kind."""
    tokens = re.findall(r"[a-z0-9]+", without_possessives(question).lower())
    for i, t in enumerate(tokens):
        if stem(t) != head:
            continue
        for w in reversed(tokens[max(0, i - MAX_KIND_WORDS):i]):
            if w in STOPWORDS or w in ASKING_WORDS or w in ROOM_WORDS or not w.isalpha() or stem(w) in columns:
                break     # `the conference room pendants`: where they hang, not which kind
            if stem(w) not in described:
                return True
    return False


def _most_named(fits: dict) -> dict:
    """Of rows named by their words, those no other row names more of: `the open office` is
    OPEN OFFICE 107, not OFFICES 101-103 as well."""
    words = {key: {stem(w.lower()) for w in re.findall(r"[A-Za-z]{3,}", f[0].cells[f[1]])} for key, f in fits.items()}
    return {key: f for key, f in fits.items()
            if not any(words[key] < words[o] and fits[o][0].table == f[0].table for o in fits if o != key)}


# `the feeder to transformer T1`: the preposition before a row's key names its column (FROM / TO).
_DIRECTION = re.compile(r"\b(from|to)\s+(?:(?:the|a|an|panel|transformer|switchboard|board|unit|equipment|ats|"
                        r"generator|device)\s+){0,2}$", re.I)


def _by_direction(question: str, fits: dict) -> dict:
    """Rows named by one key said in different columns (`T1` SERVES (TO) one feeder and is the
    one the next is FED FROM): the column whose header says the preposition said before the key
    names the row asked. Unchanged when no such preposition is said."""
    if len({f[0].cells[f[1]].upper() for f in fits.values()}) != 1 or len({f[1] for f in fits.values()}) < 2:
        return fits
    key = next(iter(fits.values()))
    at = re.search(rf"(?<![\w-]){re.escape(key[0].cells[key[1]])}(?![\w-])", question, re.I)
    m = _DIRECTION.search(question[:at.start()]) if at else None
    if m is None:
        return fits
    said = m.group(1).upper()
    kept = {k: f for k, f in fits.items() if re.search(rf"\b{said}\b", f[0].header[f[1]].upper())}
    return kept or fits


def _in_named_table(question: str, fits: dict) -> dict:
    """The rows of the schedule whose title names what the question names: `circuit 7 on
    panel LP-2A` is LP-2A's circuit 7, not PP-1's. Unchanged when no title is named."""
    named = {key: f for key, f in fits.items()
             if any(says_name(question, m) for m in names_in_title(f[0].table))}
    if named:
        return named
    # A question naming another schedule (`circuit 14 on panel PP-1`) is not about these rows.
    asked = TITLE_NAME.findall(question.upper())
    return {key: f for key, f in fits.items()
            if not names_in_title(f[0].table) or all(any(m in c.upper() for c in f[0].cells) for m in asked)}


# A question's words for a schedule field's caption: what `feeds` a panel is what it is FED FROM.
FIELD_ASKED_AS = {"feed": "fed", "feeds": "fed", "located": "location", "where": "location", "main": "mains"}


def _table_field(ctx: Context, said: set[str]) -> Optional[Answer]:
    """A field a schedule prints between its title and its header (`FED FROM: MDP`, a panel's
    voltage, mains, mounting), of the one schedule whose title names what the question names
    (`panel LP-2A`): the `LABEL: value` lines inside the schedule's box above its first row."""
    q = ctx.question
    words = said | {stem(FIELD_ASKED_AS[t]) for t in tokenize(q.text) if t in FIELD_ASKED_AS}
    tables = [c for c in chunks_with(ctx, [t.lower() for t in q.id_shaped], kinds=("table",), limit=40)
              if any(says_name(q.text, m) for m in names_in_title(c.table))]
    if len({(c.file, c.page, c.table) for c in tables}) != 1:
        return None
    t = tables[0]
    top = min((u[2] for u in t.units), default=t.bbox[3])
    fields = []
    for c in page_chunks(ctx, t.file, t.page):
        if c.kind != "chunk":
            continue
        for u in c.units:
            x0, y0, x1, y1 = u[1:5]
            field = inline_label(u[0].strip())
            if field and field[1] and t.bbox[0] <= x0 and x1 <= t.bbox[2] and t.bbox[1] <= y0 and y1 <= top:
                named = _said_words(_header_words(field[0]), words)
                if named:
                    fields.append((len(named), field[0], field[1], c, tuple(u[1:5])))
    best = max((f[0] for f in fields), default=0)
    fields = [f for f in fields if f[0] == best]
    if len(fields) > 1:
        # `main rating`: MAINS alone says `main`; every RATING says `rating`.
        own = [f for f in fields if _said_words(_header_words(f[1]), words) - set().union(
            *(_said_words(_header_words(g[1]), words) for g in fields if g is not f))]
        fields = own
    if len(fields) != 1:
        return None
    _, label, value, c, box = fields[0]
    conf = confidence(Evidence(type_match=True, coverage=1.0, ocr=c.source == "ocr", keyed_row=True))
    return make_answer(ctx, f"{label}: {value} ({t.table})", conf, name, [(c, f"{label}: {value}", box)])


def _named_columns(question: str, r: Chunk, key: int, said: set[str]) -> list[int]:
    """The columns the question names by their headers' words: one, or, for `X and Y`, each
    named by a word no other column of the row shares (`pressure` class, `seal` class)."""
    named = {i: _header_words(h) & said for i, h in enumerate(r.header) if i != key}
    if not any(named.values()):
        # No header says the question's word as it is: read its other forms.
        named = {i: _said_words(_header_words(h), said) for i, h in enumerate(r.header) if i != key}
    named = {i: w for i, w in named.items() if w}
    # The thing a schedule lists (`feeder` of a FEEDER SCHEDULE, `door` of a DOOR SCHEDULE) names
    # the row, not a column: `the breaker on the feeder to T1` asks OCPD, not FEEDER TAG, and
    # `the fire rating of the door into Stair 1` FIRE RATING, not the DOOR columns.
    listed = _listed_thing(r.table)
    own = {i: w for i, w in named.items() if not w <= listed}
    if own and len(own) < len(named):
        named = own
    # a check column's mark (`●` under FIRE RATING's `S`) gives no value beside a column that does
    valued = {i: w for i, w in named.items() if not CHECK_MARK.match(r.cells[i].strip())}
    if valued and len(valued) < len(named):
        named = valued
    if len(named) == 1:
        return list(named)
    if len(named) >= 2 and _BOTH.search(question):
        own = [i for i, w in named.items() if w - set().union(*(v for j, v in named.items() if j != i))]
        if len(own) == len(named):
            return own
        # `the total installed wattage and the overall W/SF`: each part names its own column
        # (a word said once for both, `installed`, settles a part its own words leave open)
        pieces = [{stem(COLUMN_WORDS.get(t, t)) for t in tokenize(p)} for p in _BOTH.split(question)]
        heads = {i: _header_words(h) for i, h in enumerate(r.header) if i != key}
        each = []
        for piece in pieces:
            own = _one_named(r, {i: w & piece for i, w in heads.items() if w & piece})
            if len(own) != 1:
                tied = [i for i, w in heads.items() if w & piece]
                best = max((len(heads[i] & said) for i in tied), default=0)
                own = [i for i in tied if len(heads[i] & said) == best] if best else []
                if len(own) > 1:
                    # a unit in brackets (`ALLOWED LPD (W/SF)`) names no column: the one whose
                    # own words are all said is meant (`ALLOWED WATTS`)
                    whole = [i for i in own if _header_words(re.sub(r"\([^)]*\)", " ", r.header[i])) <= said | piece]
                    own = whole if len(whole) == 1 else own
            each.append(own)
        if all(len(e) == 1 for e in each) and len({e[0] for e in each}) == len(each):
            return [e[0] for e in each]
    return _one_named(r, named)


_LISTING = re.compile(r"^(?P<thing>[A-Z][A-Z &/-]*?)\s+(?:SCHEDULE|LIST)\b", re.I)


def _listed_thing(title: str) -> set[str]:
    """The words of what a schedule lists, before SCHEDULE or LIST in its title (`FEEDER` of
    FEEDER SCHEDULE); none for a table titled by what it measures (AVAILABLE FAULT CURRENT)."""
    m = _LISTING.match(title.strip())
    return {stem(w) for w in re.findall(r"[a-z]+", m.group("thing").lower())} if m else set()


def _one_named(r: Chunk, named: dict[int, set[str]]) -> list[int]:
    """Of the columns a question names, the one it means: named alone, or by every word
    another's header says and more (`occupant load factor`: LOAD FACTOR (SF/OCC), not OCCUPANT
    LOAD), or said whole where the others are said in part (`the occupant load`)."""
    if len(named) == 1:
        return list(named)
    widest = [i for i, w in named.items() if all(v < w for j, v in named.items() if j != i)]
    if widest:
        return widest
    whole = [i for i, w in named.items() if all(len(v) <= len(w) for v in named.values())
             and {stem(COLUMN_WORDS.get(t, t)) for t in re.findall(r"[a-z]+", uncontracted(r.header[i]))} <= w]
    return whole if len(whole) == 1 else []


MIN_SHARED_ROOT = 4     # letters a header word and a question word must share to be one word


def _said_words(header: set[str], said: set[str]) -> set[str]:
    """The header's words the question says, also as another form of one word: a schedule
    heads `WATTS`, `MFR` (manufacturer), `MOUNTING`; a question asks the `wattage`, who
    `manufactures`, how it is `mounted`."""
    return {w for w in header if w in said or any(
        len(w) >= MIN_SHARED_ROOT and len(s) >= MIN_SHARED_ROOT and (s.startswith(w) or w.startswith(s))
        for s in said)}


# Words before a quantity that name no other quantity: the `design` occupant load is the one a
# table gives.
_PLAIN_QUALIFIERS = frozenset({"design", "calculated", "total", "overall"})


def _qualifier_holds(question: str, r: Chunk, cols: list[int]) -> bool:
    """The word said right before the column's word (`travel` of `exit access travel
    distance`, `static` of `static pressure class`) names which such quantity is asked: the
    row's header, its table's title or its cells must say it too. A DEAD ENDS table's `MAX.
    DISTANCE` is not the travel distance; when OCR misread the right table's title, no table
    says it and the question is left open."""
    toks = [t for t in tokenize(question, keep_stopwords=True) if " " not in t]
    heads = set().union(*(_header_words(r.header[c]) for c in cols))
    first = next((i for i, t in enumerate(toks) if stem(t) in heads or stem(COLUMN_WORDS.get(t, t)) in heads), None)
    if not first:
        return True
    before = toks[first - 1]
    if before in STOPWORDS or before in ASKING_WORDS or before in _PLAIN_QUALIFIERS or not re.fullmatch(r"[a-z]{3,}", before):
        return True
    known = {stem(t) for t in tokenize(" ".join([r.table, *r.header, *r.cells]))}
    return stem(before) in known


def _restates(question: str, cell: str) -> bool:
    """Is the cell only the question's own words (`CONCRETE SEALER` for `which product is the
    concrete sealer`)? Then it tells nothing the question did not."""
    words = {stem(t) for t in tokenize(cell) if len(t) > 1}
    return bool(words) and words <= {stem(t) for t in tokenize(question)}


def _one_load(found: list[tuple[Chunk, int, list[int]]]):
    """Rows of one schedule under one name that agree on what is asked are one thing read once:
    a breaker of two or three poles takes a row a circuit (`CHILLER CH-1` on circuits 2, 4, 6,
    all `100/3`), and `which circuit` is answered with every circuit it takes. None otherwise."""
    if len(found) < 2:
        return None
    r0, k0, cols0 = found[0]
    if not all(r.table == r0.table and r.file == r0.file and k == k0 and cols == cols0
               and r.cells[k].upper() == r0.cells[k0].upper() for r, k, cols in found):
        return None
    asked_key = all(stem("circuit") in _header_words(r0.header[c]) for c in cols0)
    if not asked_key and len({tuple(r.cells[c] for c in cols0) for r, _, _ in found}) != 1:
        return None
    if any(empty(r.cells[c]) for r, _, cols in found for c in cols):
        return None
    found = sorted(found, key=lambda f: f[0].bbox[1])
    keys = [i for i, h in enumerate(r0.header) if stem("circuit") in _header_words(h)]
    if asked_key:
        text = f"{r0.header[cols0[0]]}: {', '.join(r.cells[cols0[0]] for r, _, _ in found)} ({r0.table}; {r0.cells[k0]})"
    else:
        where = f"{r0.header[keys[0]]} {', '.join(r.cells[keys[0]] for r, _, _ in found)} " if keys else ""
        # a load is printed per circuit; a breaker, once for all its poles
        each = " each" if any(stem("load") in _header_words(r0.header[c]) for c in cols0) else ""
        text = f"{'; '.join(_reading(r0.header[c], r0.cells[c]) for c in cols0)}{each} ({r0.table}; {where}{r0.cells[k0]})"
    conf = min(confidence(Evidence(type_match=True, coverage=1.0, ocr=r.source == "ocr", keyed_row=True))
               for r, _, _ in found)
    return text, conf, [(r, r.text, tuple(r.bbox)) for r, _, _ in found]


def _one_reading(found: list[tuple[Chunk, int, list[int]]]) -> bool:
    """One row, or rows of one table that the question names each by its own cell (`general
    return and general exhaust`), asked for the same columns; two rows under one key (`circuit
    5` of two panels) leave the question open."""
    if len(found) == MAX_KEY_ROWS:
        return True
    if len(found) < 2:
        return False
    r0, _, cols0 = found[0]
    keys = {r.cells[k].upper() for r, k, _ in found}
    return (len(keys) == len(found) and all(r.table == r0.table and r.file == r0.file and cols == cols0
                                            for r, _, cols in found))


# Headers that name a designation read before their value: `SEAL CLASS A`, `TYPE X`.
_DESIGNATION = re.compile(r"\b(?:CLASS|TYPE|GRADE|GROUP|ZONE|CATEGORY)$", re.I)


def _reading(header: str, cell: str) -> str:
    """A cell as the drawing would say it: a short designation after its noun (`SEAL/LEAKAGE
    CLASS A`), anything else after its header and a colon."""
    if _DESIGNATION.search(header) and re.fullmatch(r"[A-Z0-9]{1,3}", cell.strip()):
        return f"{header} {cell.strip()}"
    return f"{header}: {cell}"
