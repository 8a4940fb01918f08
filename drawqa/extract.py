"""PDF -> pages: every page's words and lines with boxes in displayed-page coordinates.

PyMuPDF reports text in the unrotated page space; plan sets are often /Rotate 90 or 270, so
every box is mapped through the page's rotation matrix here, once, and nothing downstream has
to think about rotation again.
"""
from __future__ import annotations

import math
import re
import os
import time
from pathlib import Path
from typing import Callable, Iterator, Optional

import pymupdf

from .errors import PdfError
from .legend_keys import mark_legend_keys
from .models import Block, Line, Page, Word
from .title_block import in_title_block
from .tokens import normalize

MAX_PAGES = 5000  # a bound on one file; a larger "plan set" is almost surely not one


def open_pdf(path: str | os.PathLike):
    """Open a PDF or raise PdfError with a message a person can act on."""
    p = Path(path)
    if not p.exists():
        raise PdfError(f"{p}: no such file")
    if p.is_dir():
        raise PdfError(f"{p}: is a directory, not a PDF (pass the PDF files inside it)")
    if p.stat().st_size == 0:
        raise PdfError(f"{p}: file is empty (0 bytes)")
    try:
        with open(p, "rb") as fh:
            head = fh.read(1024)
    except OSError as exc:
        raise PdfError(f"{p}: cannot be read ({exc.strerror or exc})") from exc
    if b"%PDF" not in head:
        raise PdfError(f"{p}: not a PDF (no %PDF header)")
    # MuPDF prints its complaints about damaged files on stderr; collect them instead.
    pymupdf.TOOLS.mupdf_display_errors(False)
    pymupdf.TOOLS.mupdf_warnings(reset=True)
    try:
        doc = pymupdf.open(str(p), filetype="pdf")
    except Exception as exc:  # PyMuPDF raises several types for damaged files
        raise PdfError(f"{p}: is damaged or truncated and cannot be opened as a PDF ({exc})") from exc
    if doc.needs_pass:
        doc.close()
        raise PdfError(f"{p}: is encrypted / password-protected; export an unprotected copy")
    try:
        n = doc.page_count
    except RuntimeError as exc:   # e.g. a page tree that lists a page twice
        doc.close()
        raise PdfError(f"{p}: is damaged: its list of pages cannot be read ({exc})") from exc
    if n == 0:
        doc.close()
        raise PdfError(f"{p}: has no pages")
    if n > MAX_PAGES:
        doc.close()
        raise PdfError(f"{p}: has {n} pages, more than the {MAX_PAGES} drawqa reads")
    return doc


def _rect(bbox, m: tuple[float, ...]) -> tuple[float, float, float, float]:
    """The box that holds ``bbox`` mapped by the affine matrix ``m`` = (a, b, c, d, e, f):
    what pymupdf's Rect * Matrix gives, in plain arithmetic (Rect objects were a third of
    the text-layer time, at ~100 000 words per 60 dense pages)."""
    a, b, c, d, e, f = m
    x0, y0, x1, y1 = bbox
    xs = (a * x0 + c * y0, a * x1 + c * y0, a * x0 + c * y1, a * x1 + c * y1)
    ys = (b * x0 + d * y0, b * x1 + d * y0, b * x0 + d * y1, b * x1 + d * y1)
    return (min(xs) + e, min(ys) + f, max(xs) + e, max(ys) + f)


def _is_vertical(direction, rotation: int) -> bool:
    """True when a line reads up/down on the page as displayed."""
    angle = math.degrees(math.atan2(direction[1], direction[0])) + rotation
    angle = angle % 180
    return 45 < angle < 135


def page_contents(page):
    """The page's contents run once into a display list, in the page's unrotated space (the
    space page.get_textpage gives): its text and the legend keys' renders both replay it, so
    a dense sheet's drawing is interpreted once, not once for text and again for pixels."""
    shown = pymupdf.DisplayList(pymupdf.mupdf.FzRect(pymupdf.mupdf.FzRect.Fixed_INFINITE))
    device = pymupdf.mupdf.fz_new_list_device(shown.this)
    try:
        pymupdf.mupdf.fz_run_page(page.this, device, pymupdf.mupdf.FzMatrix(*page.derotation_matrix),
                                  pymupdf.mupdf.FzCookie())
    finally:
        pymupdf.mupdf.fz_close_device(device)
    return shown


def textpage(page, shown=None):
    """The page's extracted text, with the flags both the text layer and OCR's check use;
    replayed from ``shown`` (page_contents) when given."""
    if shown is None:
        return page.get_textpage(flags=pymupdf.TEXTFLAGS_WORDS)
    tp = pymupdf.TextPage(shown.get_textpage(flags=pymupdf.TEXTFLAGS_WORDS))
    tp.parent = page
    return tp


OVERSTRIKE = 0.15     # font sizes apart two copies of one text may sit and still be one overstruck line


def _overstrikes(bbox, kept: list[tuple], size: float) -> bool:
    """True when the same text already stands at (nearly) this spot: CAD exports make bold
    by drawing a text again a fraction of a point off, and the sheet shows it once."""
    reach = OVERSTRIKE * max(size, 1.0)
    return any(abs(bbox[0] - k[0]) <= reach and abs(bbox[1] - k[1]) <= reach
               and abs(bbox[2] - k[2]) <= reach and abs(bbox[3] - k[3]) <= reach for k in kept)


LETTER_TRACK = 0.6    # font sizes between the letters of a letter-spaced word, at most
LETTER_SPREAD = 0.25  # font sizes the gaps between its letters may differ by
WORD_BREAK = 2.0      # times the letters' gap that parts two letter-spaced words
LETTER_SPACED_MIN = 3  # letters of the longest word: fewer is a row of tags (`A B`)
_TRACKED_MARKS = ".,:;%&/-#'\"()"   # punctuation tracked out with the letters (`C U R R E N T :`)


def _letter_spaced(boxes: list[tuple], size: float) -> Optional[list[list[int]]]:
    """The words of a letter-spaced line, as runs of indices into ``boxes`` (raw words, one
    character each, left to right), or None when the line is not one. CAD titles are often
    tracked out one character per span (`S C H E D U L E`); a reader of the sheet sees words,
    and a tag row (`A  B  C`) stands its characters much further apart than a track."""
    chars = [normalize(b[4]).strip() for b in boxes]
    if (sum(c.isalnum() for c in chars) < LETTER_SPACED_MIN
            or any(len(c) != 1 or c.islower() or not (c.isalnum() or c in _TRACKED_MARKS) for c in chars)):
        return None
    gaps = [b[0] - a[2] for a, b in zip(boxes, boxes[1:])]
    if min(gaps) < -0.1 * size:
        return None
    track = sorted(gaps)[len(gaps) // 2]
    if track > LETTER_TRACK * size:
        return None
    runs: list[list[int]] = [[0]]
    letters = []
    for i, g in enumerate(gaps, 1):
        if g > WORD_BREAK * track + 0.2 * size:
            runs.append([i])
        else:
            letters.append(g)
            runs[-1].append(i)
    if (max(sum(chars[i].isalnum() for i in r) for r in runs) < LETTER_SPACED_MIN
            or max(letters) - min(letters) > LETTER_SPREAD * size):
        return None
    return runs


def _spelled(letters: list[tuple], run: list[int]) -> str:
    """The word a run of letter-spaced characters spells."""
    return "".join(normalize(letters[i][4]).strip() for i in run)


STACKED_SIZE = 0.75   # of a line's font size: a stacked fraction's figures are set this small or smaller
STACKED_DROP = 0.5    # of their size: how far the denominator's baseline stands under the numerator's


def _stacked(upper: tuple, lower: tuple, size: float) -> bool:
    """Two small figures one right over the other (x0, top, x1, bottom, text, font size, baseline):
    the numerator and denominator of a fraction drawn stacked (`3` over `4` beside `(4)` and
    `" DIA.`), which reads as 3/4, not as 34."""
    small = max(upper[5], lower[5])
    overlap = min(upper[2], lower[2]) - max(upper[0], lower[0])
    return (upper[4].isdigit() and lower[4].isdigit() and small <= STACKED_SIZE * size
            and overlap >= 0.5 * min(upper[2] - upper[0], lower[2] - lower[0])
            and lower[6] - upper[6] >= STACKED_DROP * small)


def _spans_text(spans: list[dict], size: float) -> str:
    """A line's text from its spans, a stacked fraction's figures read as `n/d`, set apart from
    a whole number before it (`1` `1` over `4` -> `1 1/4`)."""
    out = ""
    i = 0
    while i < len(spans):
        s = spans[i]
        if i + 1 < len(spans):
            a, b = s, spans[i + 1]
            ta, tb = a["text"].strip(), b["text"].strip()
            if _stacked((*a["bbox"][:4], ta, a["size"], a["origin"][1]), (*b["bbox"][:4], tb, b["size"], b["origin"][1]), size):
                out += (" " if out[-1:].isdigit() else "") + f"{ta}/{tb}"
                i += 2
                continue
        out += s["text"]
        i += 1
    return out


def _span_key(s: dict) -> tuple:
    return (*s["bbox"][:4], s["text"].strip(), s["size"], s["origin"][1])


def _join_stacked(d: dict, words_of: dict) -> None:
    """Join, in place, the two lines a stacked fraction parts: the text layer often ends one
    line on the numerator (`(4) 3`) and starts another on the denominator (`4" DIA.`). The
    second line's spans and words move onto the first, the two figures one `3/4` span and word."""
    lines = [(bno, lno, ln) for bno, b in enumerate(d["blocks"]) if b.get("type", 0) == 0
             for lno, ln in enumerate(b["lines"]) if ln["spans"]]

    def small_figure(ln: dict, span: dict) -> bool:
        return span["text"].strip().isdigit() and span["size"] <= STACKED_SIZE * max(s["size"] for s in ln["spans"])

    ends = [k for k in lines if len(k[2]["spans"]) > 1 and small_figure(k[2], k[2]["spans"][-1])]
    starts = [k for k in lines if small_figure(k[2], k[2]["spans"][0])
              or (len(k[2]["spans"]) == 1 and k[2]["spans"][0]["text"].strip().isdigit())] if ends else []
    for abno, alno, a in ends:
        num = a["spans"][-1]
        size = max(s["size"] for s in a["spans"])
        for bbno, blno, b in starts:
            if b is a or not b["spans"]:
                continue
            den = b["spans"][0]
            if not _stacked(_span_key(num), _span_key(den), max(size, max(s["size"] for s in b["spans"]))):
                continue
            head = "".join(s["text"] for s in a["spans"][:-1])
            joined = dict(num, text=(" " if head.rstrip()[-1:].isdigit() and not head.endswith(" ") else "")
                          + f"{num['text'].strip()}/{den['text'].strip()}",
                          bbox=(min(num["bbox"][0], den["bbox"][0]), num["bbox"][1],
                                max(num["bbox"][2], den["bbox"][2]), den["bbox"][3]))
            a["spans"] = a["spans"][:-1] + [joined] + b["spans"][1:]
            a["bbox"] = (min(a["bbox"][0], b["bbox"][0]), min(a["bbox"][1], b["bbox"][1]),
                         max(a["bbox"][2], b["bbox"][2]), max(a["bbox"][3], b["bbox"][3]))
            b["spans"] = []
            moved = words_of.pop((bbno, blno), [])
            kept = words_of.get((abno, alno), [])
            if kept and moved:
                n, dw = kept[-1], moved[0]
                kept[-1] = (min(n[0], dw[0]), n[1], max(n[2], dw[2]), dw[3], f"{n[4]}/{dw[4]}", abno, alno, n[7])
                moved = moved[1:]
            words_of[(abno, alno)] = kept + [(*w[:5], abno, alno, w[7]) for w in moved]
            break
    for key, ws in words_of.items():
        if len(ws) > 2:
            words_of[key] = _fraction_words(ws)


def _fraction_words(words: list[tuple]) -> list[tuple]:
    """One line's raw words with a stacked fraction's figures, set in the line itself, one word."""
    tall = max(w[3] - w[1] for w in words)
    out: list[tuple] = []
    for w in words:
        if out:
            a = out[-1]
            upper = (*a[:4], a[4].strip(), a[3] - a[1], a[3])
            lower = (*w[:4], re.match(r"\d*", w[4]).group(0), w[3] - w[1], w[3])
            if lower[4] and _stacked(upper, lower, tall):
                out[-1] = (min(a[0], w[0]), a[1], max(a[2], w[2]), w[3], f"{a[4]}/{w[4]}", *a[5:])
                continue
        out.append(w)
    return out


def text_layer(page, tp=None, raw_words=None) -> tuple[list[Line], list[Word], list[Block]]:
    """Lines, words and blocks of a page's text layer, in displayed coordinates. ``raw_words``:
    the page's words as get_text("words", textpage=tp) gives them, if extracted already."""
    m = tuple(page.rotation_matrix)
    rot = page.rotation
    tp = tp or textpage(page)
    raw_words = page.get_text("words", textpage=tp) if raw_words is None else raw_words
    d = page.get_text("dict", textpage=tp)
    line_of: dict[tuple[int, int], Line] = {}
    blocks: list[Block] = []
    upward: dict[int, bool] = {}     # one-line vertical blocks: does the text read upward?
    struck: dict[str, list[tuple]] = {}   # text -> bboxes of its lines kept so far
    words_of: dict[tuple[int, int], list[tuple]] = {}
    for w in raw_words:
        words_of.setdefault((w[5], w[6]), []).append(w)
    _join_stacked(d, words_of)
    spaced: dict[tuple[int, int], list[list[int]]] = {}   # letter-spaced lines: their words' letters
    for bno, b in enumerate(d["blocks"]):
        if b.get("type", 0) != 0:
            continue
        lines = []
        for lno, ln in enumerate(b["lines"]):
            size = max((s["size"] for s in ln["spans"]), default=0.0)
            text = normalize(_spans_text(ln["spans"], size)).strip() if ln["spans"] else ""
            if not text:
                continue
            if _overstrikes(ln["bbox"], struck.setdefault(text, []), size):
                continue
            struck[text].append(ln["bbox"])
            vertical = _is_vertical(ln["dir"], rot)
            runs = None if vertical else _letter_spaced(words_of.get((bno, lno), []), size)
            if runs:
                spaced[(bno, lno)] = runs
                text = " ".join(_spelled(words_of[(bno, lno)], r) for r in runs)
            line = Line(text=" ".join(text.split()), bbox=_rect(ln["bbox"], m), size=size,
                        vertical=vertical)
            line_of[(bno, lno)] = line
            lines.append(line)
        if lines:
            blocks.append(Block(lines=lines, bbox=_rect(b["bbox"], m)))
            if len(lines) == 1 and lines[0].vertical:
                dx, dy = b["lines"][-1]["dir"]
                upward[id(blocks[-1])] = (m[1] * dx + m[3] * dy) < 0
    blocks = [part for b in _join_vertical_fields(blocks, upward) for part in split_columns(b)]
    words = []
    for key, runs in spaced.items():
        letters = words_of[key]
        for r in runs:
            box = (min(letters[i][0] for i in r), min(letters[i][1] for i in r),
                   max(letters[i][2] for i in r), max(letters[i][3] for i in r))
            words.append(Word(text=_spelled(letters, r), bbox=_rect(box, m), size=line_of[key].size,
                              block=key[0], line=key[1]))
    for x0, y0, x1, y1, t, bno, lno, _ in [w for ws in words_of.values() for w in ws]:
        if (bno, lno) in spaced:
            continue
        t = normalize(t).strip()
        line = line_of.get((bno, lno))
        if not t or line is None or line.vertical:
            continue
        words.append(Word(text=t, bbox=_rect((x0, y0, x1, y1), m), size=line.size, block=bno, line=lno))
    return [l for b in blocks for l in b.lines], words, blocks


COLUMN_GUTTER = 1.0   # line heights of clear space that separate two columns inside one block
FAR_APART = 6.0       # line heights between lines that are two labels of a plan (`LOBBY` / `101` and
                      # `READING ROOM` a room away), even one above the other
ROW_BAND = 0.5        # line heights the middles of one row's lines may differ by
_WORD = re.compile(r"[A-Za-z]{2,}")


def split_columns(block: Block) -> list[Block]:
    """A block whose lines stand in columns side by side, one block per column.

    PDF writers group nearby lines into one block even across a gutter (`... MIXED-USE,` in one
    column, `GROUP R-3 GROUP R-4` in the next, then the first column's `(SEPARATED) ...`), and a
    sentence read in block order then runs into the next column. Lines are grouped by the x
    ranges they share; groups are split off only when they stand beside each other."""
    lines = block.lines
    if len(lines) < 2 or any(l.vertical for l in lines):
        return [block]
    h = max(1.0, sorted(l.bbox[3] - l.bbox[1] for l in lines)[len(lines) // 2])
    order = sorted(range(len(lines)), key=lambda k: lines[k].bbox[0])
    groups: list[list[int]] = []
    right = float("-inf")
    for k in order:
        x0, _, x1, _ = lines[k].bbox
        if groups and x0 <= right + COLUMN_GUTTER * h:
            groups[-1].append(k)
            right = max(right, x1)
        else:
            groups.append([k])
            right = x1
    if len(groups) < 2:
        return [block]
    spans = [(min(lines[k].bbox[1] for k in g), max(lines[k].bbox[3] for k in g)) for g in groups]
    beside = any(min(a[1], b[1]) - max(a[0], b[0]) > 0 for a, b in zip(spans, spans[1:]))
    edges = [(min(lines[k].bbox[0] for k in g), max(lines[k].bbox[2] for k in g)) for g in groups]
    apart = all(b[0] - a[1] > FAR_APART * h for a, b in zip(edges, edges[1:]))
    if not (beside or apart) or any(_rows_align(lines, a, b, h) for a, b in zip(groups, groups[1:])):
        return [block]      # side by side on shared baselines: a table's columns (`ZCA  ZONE CONTROL ...`)
    out = []
    for g in groups:
        ls = [lines[k] for k in sorted(g)]
        box = (min(l.bbox[0] for l in ls), min(l.bbox[1] for l in ls),
               max(l.bbox[2] for l in ls), max(l.bbox[3] for l in ls))
        out.append(Block(lines=ls, bbox=box, source=block.source))
    return out


def split_row_cells(block: Block) -> list[Block]:
    """A title block's lone row of lines far apart, one block per cell.

    A title block prints each caption in its own cell, over or beside its value; PDF writers
    still group a row of them into one block (`REVISIONS:   PROJECT   DESIGNED   DATE` across
    the strip, `15451  ...  BB/SS MP`). Lines closer than FAR_APART line heights stay one
    cell's; a row of figures only (a dimension string) stays whole. Only for title blocks: a
    row far apart elsewhere is a list's name and its value (`NFPA 101 LIFE SAFETY CODE   2012`)."""
    lines = block.lines
    if len(lines) < 2 or any(l.vertical for l in lines) or not any(_WORD.search(l.text) for l in lines):
        return [block]
    h = max(1.0, sorted(l.bbox[3] - l.bbox[1] for l in lines)[len(lines) // 2])
    mid = [(l.bbox[1] + l.bbox[3]) / 2 for l in lines]
    if max(mid) - min(mid) >= ROW_BAND * h:
        return [block]
    order = sorted(lines, key=lambda l: l.bbox[0])
    cells = [[order[0]]]
    for prev_right, line in zip(_running_right(order), order[1:]):
        if line.bbox[0] - prev_right > FAR_APART * h:
            cells.append([line])
        else:
            cells[-1].append(line)
    if len(cells) < 2:
        return [block]
    return [Block(lines=[l for l in lines if any(l is c for c in cell)],
                  bbox=(min(l.bbox[0] for l in cell), min(l.bbox[1] for l in cell),
                        max(l.bbox[2] for l in cell), max(l.bbox[3] for l in cell)), source=block.source)
            for cell in cells]


TABLE_ROWS = 3          # rows whose cells start at the same x: a table (an issue list), not a caption strip
STACK_REACH = 6.0      # line heights above and below a row where the rest of its table stands


def _table_row(block: Block, blocks: list[Block]) -> bool:
    """A lone row that is one of TABLE_ROWS or more stacked rows whose lines start at the same
    places, figures among them (`ISSUED FOR  REV  DATE` over `DESIGN DEVELOPMENT  2  23DEC2021`
    ...): its far-apart lines are a list's columns, read as rows. A grid of captions alone
    (`DESIGNED  DATE` over `DRAWN  SCALE`) is the title block's cells and is split."""
    starts = {round(l.bbox[0]) for l in block.lines}
    h = max(1.0, min(l.bbox[3] - l.bbox[1] for l in block.lines))
    mid = (block.bbox[1] + block.bbox[3]) / 2
    stack = [block]
    for other in blocks:
        if other is block or abs((other.bbox[1] + other.bbox[3]) / 2 - mid) > STACK_REACH * h:
            continue
        theirs = {round(l.bbox[0]) for l in other.lines}
        if sum(1 for x in starts if any(abs(x - y) <= 1 for y in theirs)) >= 2:
            stack.append(other)
    return len(stack) >= TABLE_ROWS and any(ch.isdigit() for b in stack for l in b.lines for ch in l.text)


def _title_cells(block: Block, blocks: list[Block]) -> list[Block]:
    """A title-block block as its cells; a row of a list stays whole (see _table_row), which is
    only asked of a row that would split."""
    cells = split_row_cells(block)
    return [block] if len(cells) > 1 and _table_row(block, blocks) else cells


def _running_right(lines: list[Line]) -> list[float]:
    """The right edge reached so far, after each line of a left-to-right order."""
    out, right = [], float("-inf")
    for l in lines:
        right = max(right, l.bbox[2])
        out.append(right)
    return out


def _rows_align(lines: list[Line], a: list[int], b: list[int], h: float) -> bool:
    """Most lines of the shorter group share a baseline with a line of the other: rows of a
    table, not two columns of running text."""
    small, big = (a, b) if len(a) <= len(b) else (b, a)
    mid = lambda k: (lines[k].bbox[1] + lines[k].bbox[3]) / 2   # noqa: E731
    shared = sum(1 for k in small if any(abs(mid(k) - mid(j)) < 0.3 * h for j in big))
    return shared >= 0.5 * len(small)


FIELD_REACH = 6.0    # line thicknesses between a vertical `Label:` and the value it introduces
SAME_BAND = 0.7      # share of the thinner line's thickness two vertical lines must share


def _join_vertical_fields(blocks: list[Block], upward: dict[int, bool]) -> list[Block]:
    """A vertical `Label:` and the value after it on the same line of text, one block.

    Plot stamps and title-block fields turned up the sheet edge (`Plot Date:   5/3/2021
    10:13:27 AM`) come out as separate blocks when a tab stands between caption and value, and
    the caption alone then reads as a field without a value. Joined only when the first ends
    with a colon, the two share one baseline band and read the same way, and the value starts
    within a few line thicknesses of the caption."""
    cands = [b for b in blocks if id(b) in upward]
    joined: set[int] = set()
    for a in cands:
        if id(a) in joined or not a.lines[0].text.endswith(":"):
            continue
        ax0, ay0, ax1, ay1 = a.bbox
        thick = max(1.0, ax1 - ax0)
        best = None
        for b in cands:
            if b is a or id(b) in joined or upward[id(b)] != upward[id(a)]:
                continue
            bx0, by0, bx1, by1 = b.bbox
            if min(ax1, bx1) - max(ax0, bx0) < SAME_BAND * min(thick, bx1 - bx0):
                continue
            gap = (ay0 - by1) if upward[id(a)] else (by0 - ay1)
            if -0.5 * thick <= gap <= FIELD_REACH * thick and (best is None or gap < best[0]):
                best = (gap, b)
        if best is None:
            continue
        b = best[1]
        la, lb = a.lines[0], b.lines[0]
        box = (min(la.bbox[0], lb.bbox[0]), min(la.bbox[1], lb.bbox[1]),
               max(la.bbox[2], lb.bbox[2]), max(la.bbox[3], lb.bbox[3]))
        a.lines = [Line(text=f"{la.text} {lb.text}", bbox=box, size=max(la.size, lb.size), vertical=True)]
        a.bbox = box
        joined.add(id(b))
    return [b for b in blocks if id(b) not in joined]


# A line that ends a sentence or a field, and one that starts a list item or a `LABEL:`, bound
# a paragraph: stacked notes and label lists stay one item a block.
_ENDS = re.compile(r"[.:;]\s*$")
_STARTS = re.compile(r"^\s*(?:\(?\d{1,2}[.)]|[A-Za-z][.)]\s|[-\u2022*]\s|[A-Z][A-Za-z /&-]{1,30}:)")
# A note may open with a bracket or a quote (`(thermal mass divided by ...`): the word after it
# opens the note, a bracketed key (`(E)`, `(N)`) does not. A line that opens with `&` goes on
# with the line above it (`& grippable, see UBC`).
_OPENERS = "(\"'\u201c\u2018["
_OPENED_WORD = re.compile(r"[A-Za-z]{2}")


def _prose(text: str) -> bool:
    """A line of running words (`SHALL BE INSTALLED OUTSIDE OF`), not a value in a column
    (`280 sq ft`)."""
    raw = text.split()
    words = [w.lstrip(_OPENERS) for w in raw]
    if not raw:
        return False
    if words[0] != raw[0]:
        opens = _OPENED_WORD.match(words[0]) is not None
    else:
        opens = words[0][:1].isalpha() or words[0] == "&"
    return len(words) >= 3 and opens and sum(w[:1].isalpha() for w in words) >= 0.6 * len(words)


PARA_GAP = 0.9        # line heights between two lines of one OCR paragraph
PARA_INDENT = 1.5     # line heights two lines of one paragraph may start apart
CALLOUT_WORDS = 3     # a callout beside a leader is lettered in short lines of at most this many words ...
CALLOUT_LINES = 3     # ... and at most this many lines; a longer stack of short lines is a column of labels
CALLOUT_INDENT = 1.0  # line heights the lines of a stacked callout may start apart (lettered to one edge)
_CALLOUT_WORD = re.compile(r"[A-Za-z][A-Za-z'.&/-]*")


def _callout_line(text: str) -> bool:
    """A short line of words only (`Solid-Core`, `Over Girder`): a piece of a callout
    lettered on a few lines under each other. Values (`280 sq ft`) and labels that end in
    `:` are not."""
    words = text.split()
    return (0 < len(words) <= CALLOUT_WORDS and not _ENDS.search(text)
            and all(_CALLOUT_WORD.fullmatch(w) and sum(ch.isalpha() for ch in w) >= 2 for w in words))


def _stacks(last: Line, line: Line, para: list[Line]) -> bool:
    """`line` continues the stack of short word lines `para` that ends in `last`: both
    short word lines, one left edge (paragraphs() parts a stack too long for a callout)."""
    lh = max(1.0, last.bbox[3] - last.bbox[1])
    return (all(_callout_line(l.text) for l in para)
            and _callout_line(line.text) and abs(line.bbox[0] - last.bbox[0]) <= CALLOUT_INDENT * lh)


def paragraphs(blocks: list[Block]) -> list[Block]:
    """OCR lines stacked into the paragraphs they were set in: one left edge, even leading,
    one size. Tesseract's sparse-text mode returns every line of a note as a block of its
    own, and a note read line by line loses its sentence (`... IN ACCORDANCE WITH IRC 2012
    SEC` / `R315.1`). A line is added to the paragraph whose last line it sits right under."""
    singles = sorted((b for b in blocks if len(b.lines) == 1 and not b.lines[0].vertical),
                     key=lambda b: (b.bbox[1], b.bbox[0]))
    rest = [b for b in blocks if not (len(b.lines) == 1 and not b.lines[0].vertical)]
    paras: list[list[Line]] = []
    for b in singles:
        line = b.lines[0]
        h = max(1.0, line.bbox[3] - line.bbox[1])
        home = None
        for para in paras:
            last = para[-1]
            lh = max(1.0, last.bbox[3] - last.bbox[1])
            gap = line.bbox[1] - last.bbox[3]
            if not (-0.2 * lh <= gap <= PARA_GAP * lh and 0.6 <= h / lh <= 1.6):
                continue
            if ((abs(line.bbox[0] - para[0].bbox[0]) <= PARA_INDENT * lh and not _ENDS.search(last.text)
                 and not _STARTS.match(line.text) and _prose(last.text)
                 and (_prose(line.text) or len(line.text.split()) <= 2))
                    or _stacks(last, line, para)):
                home = para
                break
        if home is None:
            paras.append([line])
        else:
            home.append(line)
    out = list(rest)
    # A stack of short word lines longer than a callout is a column (a schedule's cells, a
    # list of labels): its lines stay apart.
    paras = [p for para in paras
             for p in ([[l] for l in para] if len(para) > CALLOUT_LINES and all(_callout_line(l.text) for l in para)
                       else [para])]
    for para in paras:
        box = (min(l.bbox[0] for l in para), min(l.bbox[1] for l in para),
               max(l.bbox[2] for l in para), max(l.bbox[3] for l in para))
        out.append(Block(lines=para, bbox=box, source="ocr"))
    return out


SIDEWAYS_LINE = 1.5   # a line of two characters or more this many times taller than wide runs up or down the page


def _runs_vertically(ws: list[Word], bbox) -> bool:
    """An OCR line read from the page turned a quarter: tall and narrow (a line set upright
    is wider than tall once it has two characters)."""
    return (bbox[3] - bbox[1] > SIDEWAYS_LINE * (bbox[2] - bbox[0])
            and sum(ch.isalnum() for w in ws for ch in w.text) >= 2)


def blocks_from_words(words: list[Word], source: str) -> list[Block]:
    """Group OCR words into lines and blocks by the engine's own block/line numbers. Words of
    a line keep the engine's reading order: left to right on a line set upright, and up or
    down the page on one read turned (sorting those by x would shuffle them)."""
    by_line: dict[tuple[int, int], list[Word]] = {}
    for w in words:
        by_line.setdefault((w.block, w.line), []).append(w)
    by_block: dict[int, list[Line]] = {}
    for (bno, _), ws in sorted(by_line.items()):
        bbox = (min(w.bbox[0] for w in ws), min(w.bbox[1] for w in ws),
                max(w.bbox[2] for w in ws), max(w.bbox[3] for w in ws))
        vertical = _runs_vertically(ws, bbox)
        if not vertical:
            ws.sort(key=lambda w: w.bbox[0])
        by_block.setdefault(bno, []).append(
            Line(text=" ".join(w.text for w in ws), bbox=bbox, size=max(w.size for w in ws),
                 vertical=vertical))
    blocks = []
    for lines in by_block.values():
        bbox = (min(l.bbox[0] for l in lines), min(l.bbox[1] for l in lines),
                max(l.bbox[2] for l in lines), max(l.bbox[3] for l in lines))
        blocks.append(Block(lines=lines, bbox=bbox, source=source))
    return blocks


def turn_page(page, turn: int) -> None:
    """Show `page` (of a document opened for reading) turned `turn` degrees clockwise beyond its
    /Rotate: how a scan read turned upright (Page.turn) is displayed, rendered and cited."""
    if turn:
        page.set_rotation((page.rotation + turn) % 360)


def read_page(doc, index: int, path: Path, ocr: bool = True) -> Page:
    """Read one page; pages without a usable text layer are OCR'd when allowed and possible."""
    from . import ocr as ocr_mod   # lazy: pytesseract, Pillow: ~0.4 s that opening a PDF never needs

    page = doc[index]
    shown = page_contents(page)
    tp = textpage(page, shown)
    raw_words = page.get_text("words", textpage=tp)     # for the text layer and OCR's check alike
    lines, words, blocks = text_layer(page, tp, raw_words)
    rect = page.rect
    result = Page(file=path.name, path=str(path.resolve()), page=index + 1, width=rect.width,
                  height=rect.height, rotation=page.rotation, blocks=blocks, words=words)
    blocks = result.blocks = [part for b in blocks
                              for part in (_title_cells(b, blocks) if in_title_block(result, b.bbox) else [b])]
    if not ocr_mod.needs_ocr(page, tp, raw_words):
        mark_legend_keys(page, result, shown)
        return result
    if not ocr:
        result.ocr_skipped = "OCR disabled"
        return result
    if not ocr_mod.tesseract_available():
        result.ocr_skipped = "tesseract not installed (apt-get install tesseract-ocr)"
        return result
    ocr_words: list[Word] = []
    t0 = time.perf_counter()
    try:
        turn = 0 if raw_words else ocr_mod.scan_turn(page)
        if turn:
            turn_page(page, turn)
            result.width, result.height = page.rect.width, page.rect.height
            result.rotation, result.turn = page.rotation, turn
        ocr_words = _ocr_words(ocr_mod, page, sideways=bool(raw_words))
    except ocr_mod.TesseractMissingError:
        result.ocr_skipped = "tesseract not installed (apt-get install tesseract-ocr)"
        return result
    except ocr_mod.OcrTimeoutError as exc:
        result.ocr_skipped = f"OCR gave up ({exc})"
        return result
    finally:
        result.ocr_seconds = time.perf_counter() - t0
    if ocr_words:
        # OCR lines get their own block numbers after the text layer's.
        result.blocks = blocks + paragraphs(blocks_from_words(ocr_words, "ocr"))
        result.words = words + ocr_words
        result.source = "mixed" if words else "ocr"
    mark_legend_keys(page, result, shown)
    return result



def _ocr_words(ocr_mod, page, sideways: bool) -> list[Word]:
    """The page's OCR words; read again with half the pixels when Tesseract gives up on it
    (ocr.INDEX_RETRY_ZOOM), and given up only when that reading gives up too."""
    def read(**size) -> list[Word]:
        return [w for region in ocr_mod.ocr_regions(page)
                for w in ocr_mod.ocr_page_words(page, clip=region, vertical=True, sideways=sideways, **size)]

    try:
        return read()
    except ocr_mod.OcrTimeoutError:
        return read(zoom=ocr_mod.INDEX_RETRY_ZOOM, max_pixels=ocr_mod.INDEX_RETRY_PIXELS)


def page_costs(doc) -> list[int]:
    """Each page's estimated reading cost, known without reading it: the bytes of its content
    streams and of the forms it draws, all of which MuPDF interprets and where every chunk's
    text comes from (a dense sheet has hundreds of kilobytes, a cover a few hundred bytes).
    ~0.1 ms a page. A page whose dictionary cannot be read counts 0: reading it says why."""
    costs = []
    for i in range(doc.page_count):
        try:
            xrefs = doc[i].get_contents() + [x[0] for x in doc.get_page_xobjects(i)]
            costs.append(sum(_stream_length(doc, x) for x in xrefs))
        except (RuntimeError, ValueError):   # MuPDF's errors for a damaged page tree or object
            costs.append(0)
    return costs


def _stream_length(doc, xref: int) -> int:
    """A stream's /Length as stored (compressed), direct or an indirect number; 0 if neither."""
    kind, value = doc.xref_get_key(xref, "Length")
    if kind == "xref":
        value = doc.xref_object(int(value.split()[0])).strip()
    elif kind != "int":
        return 0
    return int(value) if value.isdigit() else 0


def unreadable_pages(p: Path, n: int) -> PdfError:
    return PdfError(f"{p}: is damaged or truncated; none of its {n} pages can be read")


# MuPDF warnings that mean a page's content was (partly) lost, not merely repaired.
_LOST_CONTENT = ("cannot load content stream", "object is not a stream", "cannot find object",
                 "premature end", "unexpected end", "cannot load object", "non-page object")


def read_pdf(path: str | os.PathLike, ocr: bool = True,
             on_page: Optional[Callable[[Page], None]] = None,
             problems: Optional[list[str]] = None, pages: Optional[range] = None) -> Iterator[Page]:
    """Yield every page of a PDF (or the 0-based ``pages`` of it) as a Page; raises PdfError
    for an unreadable file.

    A damaged file (truncated, broken xref) is read as far as MuPDF can repair it: a page
    whose content could not be read completely is still yielded with what was readable, a
    page that cannot be read at all is skipped, and each is described in `problems`.
    PdfError when no page at all could be read (for a range: left to the caller, who sees
    the whole file).
    """
    p = Path(path)
    doc = open_pdf(p)
    if problems is None:
        problems = []
    pymupdf.TOOLS.mupdf_warnings(reset=True)   # a repair on open is not a loss by itself
    read = 0
    try:
        for i in (range(doc.page_count) if pages is None else pages):
            try:
                pg = read_page(doc, i, p, ocr=ocr)
            except PdfError:
                raise
            except RuntimeError as exc:  # MuPDF's error for a damaged page
                problems.append(f"page {i + 1}: cannot be read ({exc}); skipped")
                pymupdf.TOOLS.mupdf_warnings(reset=True)
                continue
            warnings = pymupdf.TOOLS.mupdf_warnings(reset=True)
            if any(w in warnings for w in _LOST_CONTENT):
                problems.append(f"page {i + 1}: damaged, content could not be read completely")
            read += 1
            if on_page:
                on_page(pg)
            yield pg
        if read == 0 and pages is None:
            raise unreadable_pages(p, doc.page_count)
    finally:
        doc.close()
