"""The generic salient-line extractor: the best-matching block or row among the top hits.

It answers only when the evidence carries the question's content (idf-weighted) and every
entity the question names (room numbers, marks, years, code names); otherwise it says nothing.
A label beside a stack of values one per row (`0.3` over `0.2`) is quoted with the stack row
by row, each value with its own row's label.
"""
from __future__ import annotations

import re


from drawqa.contract import states_the_requirement
from drawqa.expect import ASKING_WORDS, asked_types
from drawqa.models import Answer
from drawqa.tables import unnamed_column
from drawqa.tokens import STOPWORDS, tokenize

from .base import Abstain, Context, make_answer, pattern, units
from ._domain import (DANGLING, FINISH_WORD, LEVEL_FLOOR, NOT_DRAWN, WEAK_WORDS, abbreviation_blocks, block_below,
                      block_right, coverage, expected_shape, heading_above, is_detail_title, names_another,
                      names_other_figure, numbered_notes, page_chunks, page_view_titles, row_type_definition,
                      stated_sum, stem, stems, total_row, union, view_named, view_of)

name = "generic"
kinds = frozenset({"*"})
TOP_HITS = 10
UNTYPED_MIN_COVERAGE = 0.75   # a question asking no value type: most of its words in the evidence
UNTYPED_MAX_WORDS = 60        # ... and a statement, not a block
MAX_WORDS = 80                # an answer with a value: one statement, not a block around it
_ASKS_KIND = pattern(r"\b(?:what|which)\s+(?:kind|type|sort)s?\s+(?:of|is|are|was|were)\b", re.I)
# `what paint color is P-5`: a tag's colour, material or product is where the tag is defined (a
# schedule row, a legend), not in a note that applies it (`FRAMES TO BE PAINTED P-5`).
_ASKS_WHAT_TAG_IS = pattern(r"\b(?:what|which)\s+(?:\w+\s+)?(?:kind|type|colou?r|material|finish|brand|product)s?\s+"
                            r"(?:is|are|was|were)\s+(?:the\s+)?(?:tag\s+|code\s+|mark\s+)?[A-Z]{1,4}-?\d", re.I)
# `how must the tree be protected?`: the manner of an act, which a statement of that act gives.
_HOW_DONE = pattern(r"^\s*how\s+(?:must|should|shall|is|are|will|can|do|does|to)\b.*?\bbe\s+(?P<verb>[a-z]+ed)\b", re.I)
_WHO = pattern(r"^\s*(?:who|whom|whose)\b", re.I)
MIN_UNTYPED_TERMS = 2
MAX_TERMS_ALL_SAID = 3     # an untyped question this short is answered only by text saying each of its words
# A question may name the form its answer is printed in (`in the occupancy table`): every row of
# a table or schedule is printed in that form, though its own words never say so.
TABLE_FORM = "table schedule row"
SIZE_WORDS = frozenset({"size", "sizes"})
STACK_SLACK = 1.0   # text heights a row label's left edge may stand from the first label's






def accepts(q) -> bool:
    return True






def entities_present(ctx: Context, text: str) -> bool:
    q = ctx.question
    up = text.upper()
    for e in q.rooms + q.marks + q.years:
        if not re.search(rf"(?<![\w-]){re.escape(e.upper())}(?![\w-])", up):
            return False
    for room, no in q.numbered_rooms:
        if not re.search(rf"\b{re.escape(room)}\w*\s*(?:#|NO\.?)?\s*{no}\b", up):
            return False     # `all bedrooms` is not about bedroom #1
    for code in q.codes:
        if code.split()[0] not in up.replace(" ", " "):
            return False
    return True






def _named_on_scan(ctx: Context, c) -> bool:
    """A schedule row read off a scan is about the room asked only when a column whose heading
    OCR read holds its number: doors are numbered after the rooms they open into, so a number
    under a heading OCR lost (`COL1`) may be a door's, where OCR ran the door and window
    schedules drawn side by side into one table (door 104 for room 104). A door or window
    asked by its mark is that mark wherever it stands."""
    if c.kind != "row" or c.source != "ocr":
        return True
    named = " ".join(v for h, v in zip(c.header, c.cells) if not unnamed_column(h.strip())).upper()
    return all(re.search(rf"(?<![\w-]){re.escape(r.upper())}(?![\w-])", named) for r in ctx.question.rooms)


def novel_tokens(q, text: str) -> int:
    """How much the evidence says beyond the question's own words."""
    asked = {stem(t) for t in tokenize(q.text)}
    return len({stem(t) for t in tokenize(text)} - asked)


def answer(ctx: Context) -> Answer | Abstain | None:
    q = ctx.question
    terms = [t for t in q.terms if t not in WEAK_WORDS]
    if not terms:
        return None
    shape = expected_shape(q)
    asked = asked_types(q.text)
    untyped = shape is None and not asked
    counting = bool(asked) and asked[0] == "count"
    sizing = "dimension" in asked and any(t in SIZE_WORDS for t in terms)
    done = _HOW_DONE.search(q.text)
    if untyped and _ASKS_KIND.search(q.text):
        return None       # `what kind of system`: any note naming the system matches; none answers
    if q.marks and _ASKS_WHAT_TAG_IS.search(q.text):
        return None
    if untyped and len(set(terms)) < MIN_UNTYPED_TERMS:
        return None       # `what is the standpipe type?`: one word to match, nothing to check
    if asked and asked[0] == "name" and _WHO.search(q.text):
        return None       # a person or firm is read from its labelled field, not from a block
                          # that shares the role's words (`NEW FIRE PROTECTION PIPING`)
    # A finish asked of a surface (`what floor finish`, `the wall finish`) is said of that surface.
    surfaces = {stem(m.group(0).lower()) for m in FINISH_WORD.finditer(LEVEL_FLOOR.sub(" ", q.text))} \
        if "finish" in q.kinds else set()
    best = None
    for rank, hit in enumerate(ctx.hits[:TOP_HITS]):
        c = hit.chunk
        # A block of numbered notes (`C1. ... C2. ...`) is read a note at a time.
        us = [(note, b) for t, b in units(c) for note in numbered_notes(t)]
        # An abbreviation list is the abbreviation handler's to read, an entry at a time.
        listed = abbreviation_blocks(c)
        for i, (text, bbox) in enumerate(us):
            if tuple(bbox) in listed:
                continue
            text, bbox = _read_on(us, i, text, bbox)
            # A note's heading says what it is about; a title block's captions are labels, not topics.
            about = heading_above(us, i, c.section not in NOT_DRAWN) if c.section != "title block" else ""
            if c.section == "legend" and not _LEGEND_TITLE.search(about):
                about = ""        # a legend's entries are peers: the one above names another symbol
            if c.kind in ("row", "table"):
                about = f"{about} {TABLE_FORM}"
            if c.section not in NOT_DRAWN and re.search(rf"\b{re.escape(c.section)}s?\b", q.text, re.I):
                about = f"{about} {c.section}"     # `what must the floor plans note`: the view it stands in
            if sizing and sizes_an_asked_thing(text, terms):
                about = f"{about} size"
            if c.section not in NOT_DRAWN:
                view = view_of(page_view_titles(ctx, c), bbox)
                if names_other_figure(q.text, view):
                    continue
                if is_detail_title(view):      # a detail's title says what its notes are about
                    about = f"{about} {view_named(view)}".strip()
            cov = coverage(ctx, terms, f"{text} {about}")
            # A heading or a label alone says little: let the unit after it speak with it.
            label_like = len(text.split()) <= 4 and not text.rstrip().endswith(".")   # not a sentence's tail
            nxt = block_right(us, i) if label_like else None
            # A legend's entries stand one under another as peers, none the heading of the next.
            nxt = block_below(us, i) if nxt is None and label_like and c.section != "legend" else nxt
            nxt = None if nxt is not None and tuple(us[nxt][1]) in listed else nxt
            rows = stacked_rows(us, i, nxt) if nxt is not None else None
            if rows is not None:
                # One value per label row: each value is read with its own row's label.
                joined = "; ".join(f"{label} {value}" for label, value, _ in rows)
                joined_cov = coverage(ctx, terms, f"{joined} {about}")
                if joined_cov >= cov:
                    text, bbox, cov = joined, union([us[nxt][1]] + [b for _, _, b in rows]), joined_cov
                nxt = None
            if nxt is not None:
                joined = f"{text} {us[nxt][0]}"
                joined_cov = coverage(ctx, terms, f"{joined} {about}")
                if joined_cov >= cov:
                    text, bbox, cov = joined, union([bbox, us[nxt][1]]), joined_cov
            limit = UNTYPED_MAX_WORDS if untyped else MAX_WORDS
            if len(text.split()) > limit and c.kind not in ("row", "table"):
                # A paragraph too long to be one statement is read a sentence at a time (`GAS
                # PIPE SIZING`: pressure, pressure drop, connected load, material, test).
                said = [x for x in _SENTENCE_END.split(text) if len(x.split()) <= limit]
                if said and not _ASKS_TWO.search(q.text):
                    text = max(said, key=lambda x: coverage(ctx, terms, f"{x} {about}"))
                    cov = coverage(ctx, terms, f"{text} {about}")
            if c.kind not in ("row", "table") and (text.rstrip().endswith(",") or _SENTENCE_TAIL.match(text)):
                continue          # a statement broken off at a comma, or begun mid-sentence: not whole
            if not entities_present(ctx, text if c.kind != "row" else c.text) or not _named_on_scan(ctx, c):
                continue
            if shape is not None and not shape.search(text):
                continue
            if surfaces and not any(w in stems(f"{text} {about}") for w in surfaces):
                continue          # `what floor finish`: a statement that names no floor or finish
            if novel_tokens(q, text) < (1 if counting else 2):
                continue          # a count says one new thing: its number
            if asked and names_another(q.text, text):
                continue          # `BALCONY LIVE LOAD` for the roof's
            if done is not None and stem(done.group("verb").lower()) not in stems(text):
                continue          # `how must the tree be removed`: a note that protects it removes nothing
            if not states_the_requirement(q.text, text):
                continue          # `which bars have to be coated`: a note for coated bars requires none
            if counting and not _counts_a_term(text, terms):
                continue          # a number in a note is not a count of what was asked
            if untyped and (cov < UNTYPED_MIN_COVERAGE or len(text.split()) > UNTYPED_MAX_WORDS):
                continue          # no value to check: only a short statement of the question's own words
            if (untyped and len(set(terms)) <= MAX_TERMS_ALL_SAID
                    and not {stem(t) for t in terms} <= stems(f"{text} {about}")):
                continue          # `the duct material`: a legend's `MATERIAL OR EQUIPMENT ...` says no duct
            if len(text.split()) > MAX_WORDS:
                continue          # a block or a run of table rows: not one statement of the value
            score = cov + 0.01 * (TOP_HITS - rank)
            if best is None or score > best[0]:
                best = (score, cov, text, bbox, c, about)
    if best is None:
        return None
    _, cov, text, bbox, c, about = best
    whole = total_row(ctx, c) if c.kind == "row" and asks_of_whole(q.text, c, about) else None
    if whole is not None:
        total, n = whole
        said = "; ".join(f"{' '.join(h.split())}: {v.strip()}" for h, v in zip(total.header, total.cells) if v.strip())
        named = total.text.split(":")[0] if total.text.startswith(c.table) else c.table   # `... (South Building)`
        text = f"{named}, total of its {n} rows: {said}"
        evidence = [(total, total.text, total.bbox)]
        carried = _sum_carrying(ctx, total, terms)
        if carried is not None:
            text += f"; the sheet carries it on: {carried[1]}"
            evidence.append((carried[0], carried[1], carried[2]))
        return make_answer(ctx, text, 0.25 + 0.6 * cov, name, evidence)
    if c.kind == "row":
        # `what color is the carpet?` with CPT-1 and CPT-2 scheduled: another row of the schedule
        # says every word of the question the chosen one says, and choosing one would answer for
        # a carpet the question did not single out.
        # A row is also what its type says it is (`TYPE C - OVERHEAD SECTIONAL GARAGE DOOR`).
        asked = {stem(t) for t in terms}
        words = asked & stems(f"{c.text} {row_type_definition(ctx, c)} {about}")
        rivals = [r for r in ctx.rows() if (r.file, r.page, r.table) == (c.file, c.page, c.table)
                  and r.cells != c.cells and asked & stems(f"{r.text} {row_type_definition(ctx, r)} {about}") >= words]
        if rivals:
            return Abstain(f"the question fits {len(rivals) + 1} rows of the {c.table} alike; "
                           "name the row (its mark)", name)
    # A note of several sentences: the one sentence that carries the question as well as the
    # whole note does answers alone (`STATIC WATER PRESSURE ... IS 72 PSI.`, not the next
    # sentence's 80 PSI limit).
    said = _SENTENCE_END.split(text)
    alone = [x for x in said if coverage(ctx, terms, f"{x} {about}") >= cov
             and (shape is None or shape.search(x)) and entities_present(ctx, x)]
    if len(alone) == 1 and len(said) > 1 and not _ASKS_TWO.search(q.text):
        text = alone[0]
    confidence = 0.25 + 0.6 * cov
    text = without_note_number(text)
    return make_answer(ctx, text, confidence, name, [(c, text, bbox)])


_LEGEND_TITLE = re.compile(r"\b(?:LEGEND|SYMBOLS?|KEY)\b", re.I)


# A note's number (`3. PROVIDE ...`) ends at its point; a decimal (`7.6 SQ.FT`) goes on in digits.
_NOTE_NUMBER = re.compile(r"^\d{1,2}\.(?!\d)\s*")


# A sentence's full stop (not an abbreviation's, nor a list's semicolon), and two things asked
# together (`stairways and other egress components`), which one sentence may not hold.
_SENTENCE_END = re.compile(r"(?<=[a-z0-9)\"'%])\.\s+(?=[A-Z(])")
# A passage opening on the last word of a sentence begun above it (`SYSTEM. D. CLOSERS: ...`).
_SENTENCE_TAIL = re.compile(r"^\s*[A-Z][A-Z-]{3,}\.\s+\S")
_ASKS_TWO = pattern(r"[a-z]\s+(?:and|or)\s+[a-z]", re.I)


# A member's size printed before its name (`2x6 FASCIA`, `2 x 6 Cross Ties`, `4x 12 Ridge Beam`).
_SIZED = re.compile(r"\b\d{1,2}\s*[xX\u00d7]\s*\d{1,2}\s+(?P<noun>[A-Za-z][\w-]*)")


def sizes_an_asked_thing(text: str, terms: list[str]) -> bool:
    """`what size is the fascia?` is answered by `2x6 FASCIA`: a size is printed as its figures
    right before the thing, seldom with the word `size`."""
    asked = {stem(t) for t in terms if t not in SIZE_WORDS}
    return any(stem(m.group("noun").lower()) in asked for m in _SIZED.finditer(text))


# `the occupant load of the South Building`: a measure asked of a whole, named after OF / FOR.
_OF_WHOLE = pattern(r"\bthe\s+(?P<m>(?:[a-z-]+\s+){0,3}?[a-z-]+)\s+(?:of|for|in)\s+(?:the\s+|this\s+)?(?P<s>[^?]+?)\s*\??$", re.I)
WHOLE_WORDS = frozenset("building buildings project site addition wing facility renovation expansion scope "
                        "work floor level story storey".split())


_SUMMING = frozenset({"total", "overall", "entire", "whole", "combined", "sum", "all", "design", "calculated"})


def asks_of_whole(question: str, row, about: str) -> bool:
    """The question asks a measure of a whole the table sums (`the occupant load of the South
    Building`): no word of it names a row's category (a word of the row's key cell counts only
    where it does not modify a column's name, as `occupant` does `load`), and its whole is a
    building or project, or the block the table stands under."""
    m = _OF_WHOLE.search(question)
    if m is None:
        return False
    scope = {stem(t) for t in tokenize(m.group("s"))}
    cells = stems(" ".join(row.cells))
    if not scope or scope & cells or not scope <= stems(f"{about} {row.text}") | {stem(w) for w in WHOLE_WORDS}:
        return False       # a whole is the block the table stands under, never a row's own category
    key = stems(row.cells[0] if row.cells else "")
    heads = stems(" ".join(row.header))
    words = [stem(w) for w in re.findall(r"[a-z]+", question.lower())]
    if any(w in key and w not in scope and not (i + 1 < len(words) and words[i + 1] in heads)
           for i, w in enumerate(words)):
        return False
    # `the occupant load used for the cafe in the North Building`: a thing of the whole named
    # besides the measure (a room, a use) is no question about the whole
    known = scope | heads | stems(f"{about} {row.table}") | {stem(w) for w in WHOLE_WORDS | _SUMMING}
    return not [t for t in tokenize(question) if t not in ASKING_WORDS and t not in STOPWORDS and len(t) > 2
                and stem(t) not in known and not any(stem(t).startswith(h) or h.startswith(stem(t)) for h in heads if len(h) > 2)]


def _sum_carrying(ctx: Context, total, terms: list[str]):
    """(chunk, sum, box) of a written sum on the total's page that starts from one of its
    figures and is labelled with a word of the question (`OCCUPANTS: 490 + 138 (EXISTING S-1) =
    628` after a table's total load of 490), or None."""
    figures = {re.sub(r"\D", "", v) for v in total.cells if re.fullmatch(r"\s*\d[\d,]*\s*", v or "")}
    asked = {stem(t) for t in terms}
    for ch in page_chunks(ctx, total.file, total.page):
        for u in ch.units:
            m = stated_sum(u[0])
            if m and m.group("first").replace(",", "") in figures and asked & stems(m.group("label")):
                return ch, " ".join(u[0].split()), tuple(u[1:5])
    return None


def without_note_number(text: str) -> str:
    """The statement without its leading note number; a leading decimal stays whole."""
    return _NOTE_NUMBER.sub("", text)




# A number with a unit after it is a measure, not a count (`PROVIDED: 186 FT`).
_UNIT = r"(?:ft|feet|sf|sq|in|inch|mm|cm|m\b|%|'|\"|psf|psi|lbs?|hrs?|min|deg|mph|gpm|cfm)"


_NUMBER_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"


def _counts_a_term(text: str, terms: list[str]) -> bool:
    """`3 BEDROOMS`, `(2) EXITS`, `BEDROOMS: 3`, `EXITS REQUIRED: 2`: a number standing with a
    word of the question."""
    low = text.lower()
    for t in terms:
        s = re.escape(stem(t))
        if re.search(rf"(?:(?<![\d.])\d+|\b{_NUMBER_WORDS})\)?\s+(?:[a-z-]+\s+)?{s}\w*|\b{s}\w*(?:\s+[a-z]+)?\s*:\s*\d+\b(?![.,]\d|\s*{_UNIT})", low):
            return True
    return False


def stacked_rows(us: list, i: int, j: int) -> list[tuple[str, str, tuple]] | None:
    """(row label, value, label box) for each row when unit j, right of label unit i, is a
    stack of single values one per text row (`0.3` over `0.2`) and each row's label stands in
    i's column (`STAIRWAYS` over `OTHER EGRESS COMPONENTS`); else None. The text layer reads
    such a column of values as one block, which belongs to no single label."""
    lab, val = us[i][1], us[j][1]
    h = max(1.0, lab[3] - lab[1])
    n = round((val[3] - val[1]) / h)
    values = us[j][0].split()
    if n < 2 or len(values) != n:
        return None
    step = (val[3] - val[1]) / n
    out = []
    for r, value in enumerate(values):
        cy = val[1] + (r + 0.5) * step
        row = [(t, o) for t, o in us if o[2] <= val[0] + 1 and o[1] <= cy <= o[3]
               and abs(o[0] - lab[0]) <= STACK_SLACK * h and o[3] - o[1] < 1.5 * h]
        if len(row) != 1:
            return None
        out.append((" ".join(row[0][0].split()), value, tuple(row[0][1])))
    return out if any(b == tuple(lab) for _, _, b in out) else None


MAX_CONTINUED = 3     # lines a statement broken off mid-sentence is read on through


def _read_on(us: list, i: int, text: str, bbox) -> tuple[str, tuple]:
    """A statement read whole: a label (`THERMAL MASS:`) goes on with the value beside it, a
    line broken off mid-sentence (`... MUST BE`) with the line under it in its column, again
    while the text still breaks off (`GREATER THAN 5%)`)."""
    taken = {i}
    for _ in range(MAX_CONTINUED):
        if not DANGLING.search(text):
            break
        nxt = block_right(us, i) if len(taken) == 1 and text.rstrip().endswith(":") else None
        nxt = nxt if nxt is not None else block_below(us, i, bbox, taken)
        if nxt is None or nxt in taken:
            break
        taken.add(nxt)
        text, bbox = f"{text} {us[nxt][0]}", union([bbox, us[nxt][1]])
    return text, bbox
