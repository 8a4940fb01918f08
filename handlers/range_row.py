"""A value read from a code table whose rows are ranges of a measure.

Code summaries copy tables keyed by ranges (`FIRE SEPARATION DISTANCE`: `X < 5 FT`,
`5 FT < X < 10 FT`, ...; `OCCUPANT LOAD`: `1-500`, `501-1,000`). A question names a range
(`between 5 and 10 feet`, `10 to 15 ft`) or a figure (`at 7 ft`): the row is found by its
numbers, the table by the words of its title, and the value read across the row by geometry.
When the row holds several columns the question must name one by its head (`sprinklered`
for `(UP, S)`); two tables or two columns that fit equally leave the question open.
"""
from __future__ import annotations

from typing import Callable, Optional

from drawqa.expect import ASKING_WORDS
from drawqa.models import Answer
from drawqa.tokens import STOPWORDS, tokenize

from ._domain import (coverage, page_chunks, head_words, question_heads, question_range, range_holds, range_of, range_tables, row_cells,
                      stems, union, word_spans)
from .base import Context, make_answer, units
from .confidence import Evidence, confidence

name = "range_row"
kinds = frozenset({"*"})

TOP_HITS = 12          # chunks read for range tables, best first
MIN_COVERAGE = 0.4     # of the question's words in the table's title and row
TITLE_REACH = 3.0      # line heights above a schedule in which its title's first lines stand


def accepts(q) -> bool:
    return question_range(q.text) is not None


def answer(ctx: Context) -> Optional[Answer]:
    q = ctx.question
    asked = question_range(q.text)
    # The topic words the set has: a column head's word (`sprinklered`) is matched apart.
    terms = [t for t in tokenize(q.text) if t not in ASKING_WORDS and not t[0].isdigit() and len(t) > 1
             and t in ctx.gen.bm25.vocab]
    if asked is None or not terms:
        return None
    found = _in_text(ctx, asked, terms) + _in_rows(ctx, asked, terms)
    if not found:
        return None
    found.sort(key=lambda f: -f[0])
    if found[0][0] < MIN_COVERAGE or (len(found) > 1 and found[1][0] >= found[0][0]):
        return None          # no table says the question's topic, or two say it equally
    return found[0][1]()


def _in_text(ctx: Context, asked, terms) -> list[tuple[float, Callable]]:
    """Range tables set as loose text: (coverage, how to answer) for each whose one row fits."""
    out = []
    seen = set()
    for h in ctx.hits[:TOP_HITS]:
        c = h.chunk
        if c.kind != "chunk" or id(c) in seen or not ctx.in_scope(c):
            continue
        seen.add(id(c))
        for t in range_tables(c):
            rows = [i for i, r in zip(t.rows, t.ranges) if range_holds(r, asked)]
            if len(rows) != 1:
                continue
            title = " ".join(t.lines[k].text for k in reversed(t.heading))
            cov = coverage(ctx, terms, f"{title} {t.lines[rows[0]].text}")
            out.append((cov, lambda c=c, t=t, row=rows[0], cov=cov: _answer_text(ctx, c, t, row, cov)))
    return out


def _answer_text(ctx: Context, c, t, row: int, cov: float) -> Optional[Answer]:
    q = ctx.question
    lines = t.lines
    cells = row_cells(lines, row)
    if not cells:
        return None
    head = ""
    if len(cells) > 1:
        chosen = _column(q.text, t, row, cells)
        if chosen is None:
            return None
        cell, head = chosen
    else:
        cell = cells[0]
    said = stems(q.text)
    title_lines = [k for k in reversed(t.heading) if stems(lines[k].text) & said]
    title = " ".join(lines[k].text for k in title_lines)
    where = f"{lines[row].text}{', ' + head if head else ''}"
    text = f"{lines[cell].text} ({where}; {title})" if title else f"{lines[cell].text} ({where})"
    evidence = [(c, f"{lines[row].text} {lines[cell].text}", union([lines[row].geo, lines[cell].geo]))]
    evidence += [(c, lines[k].text, lines[k].cite) for k in title_lines]
    conf = confidence(Evidence(type_match=True, coverage=cov, ocr=c.source == "ocr", keyed_row=True))
    return make_answer(ctx, text, conf, name, evidence)


def _in_rows(ctx: Context, asked, terms) -> list[tuple[float, Callable]]:
    """Schedule rows keyed by a range cell: (coverage, how to answer) for each table whose one
    row fits."""
    by_table: dict[tuple, list] = {}
    for r in ctx.rows():
        if not r.header or len(r.cells) != len(r.header):
            continue
        keys = [i for i, cell in enumerate(r.cells) if (rng := range_of(cell)) and range_holds(rng, asked)]
        if len(keys) == 1:
            by_table.setdefault((r.file, r.page, r.table), []).append((r, keys[0]))
    out = []
    for (_, _, table), fits in by_table.items():
        if len(fits) != 1:
            continue
        r, key = fits[0]
        above = _title_above(ctx, r, table)
        cov = coverage(ctx, terms, f"{above} {table} {' '.join(r.header)} {r.cells[key]}")
        out.append((cov, lambda r=r, key=key, cov=cov: _answer_row(ctx, r, key, cov)))
    return out


def _title_above(ctx: Context, r, table: str) -> str:
    """The text set just above a schedule (or on its first row's level): a code table's title
    often runs over two lines and only the last is read as the schedule's name."""
    boxes = [t.bbox for t in ctx.chunks_of_kind("table", containing=(table.lower(),))
             if t.file == r.file and t.page == r.page and t.table == table]
    if len(boxes) != 1:
        return ""
    tb = boxes[0]
    h = max(1.0, r.bbox[3] - r.bbox[1])          # a row's height: the table's line height
    out = []
    for c in page_chunks(ctx, r.file, r.page):
        for text, b in units(c):
            if b[1] < tb[1] and tb[1] - b[3] <= TITLE_REACH * h and b[3] <= tb[1] + TITLE_REACH * h \
                    and b[0] < tb[2] and b[2] > tb[0]:
                out.append(text)
    return " ".join(out)


def _answer_row(ctx: Context, r, key: int, cov: float) -> Optional[Answer]:
    cols = [i for i, cell in enumerate(r.cells) if i != key and cell.strip()]
    if not cols:
        return None
    if len(cols) > 1:
        said = question_heads(ctx.question.text) - STOPWORDS
        words = [head_words(r.header[i]) - STOPWORDS for i in cols]
        scores = [len({w for w in ws & said if sum(w in other for other in words) == 1}) for ws in words]
        if max(scores) == 0 or scores.count(max(scores)) > 1:
            return None
        cols = [cols[scores.index(max(scores))]]
    col = cols[0]
    text = f"{r.cells[col]} ({r.header[key]} {r.cells[key]}, {r.header[col]}; {r.table})"
    conf = confidence(Evidence(type_match=True, coverage=cov, ocr=r.source == "ocr", keyed_row=True))
    return make_answer(ctx, text, conf, name, [(r, r.text, tuple(r.bbox))])


def _column(question: str, t, row: int, cells: list[int]) -> Optional[tuple[int, str]]:
    """The cell under the one column head the question names: each word of the heads (the
    heading's row nearest the table's rows) belongs to the column whose centre is nearest it;
    only a word one column's head has and the others lack tells the columns apart."""
    lines = t.lines
    if not t.heading:
        return None
    cols = [row] + cells
    centres = [(lines[k].geo[0] + lines[k].geo[2]) / 2 for k in cols]
    heads: list[list[str]] = [[] for _ in cols]
    near = lines[t.heading[0]].geo
    for k in t.heading:
        mid = (lines[k].geo[1] + lines[k].geo[3]) / 2
        if not near[1] <= mid <= near[3]:
            continue
        for word, x0, x1 in word_spans(lines[k]):
            heads[min(range(len(cols)), key=lambda j: abs(centres[j] - (x0 + x1) / 2))].append(word)
    said = question_heads(question) - STOPWORDS
    words = [head_words(" ".join(h)) - STOPWORDS for h in heads[1:]]
    scores = [len({w for w in ws & said if sum(w in other for other in words) == 1}) for ws in words]
    best = max(scores)
    if best == 0 or scores.count(best) > 1:
        return None
    j = scores.index(best)
    return cells[j], " ".join(heads[j + 1])
