"""Legend rows whose key is a graphic: describe the key in words beside its label.

A legend is rows of (graphic key, meaning): a filled or outlined swatch, a hatch, a linetype
drawn with its letters (`--SD--SD--`), each just left of a short label, the rows stacked with
their labels aligned. The graphic carries no text, so a question about "a solid black wall" or
"a line marked SD" finds nothing to read. At index time each such key is looked at in the
rendered pixels (vector drawings and scans alike) and described in words before its label:
`[key: solid filled swatch] NEW WALL`. Handlers read the description back with `KEY_ROW`.

Pixels rather than page.get_drawings: one small render of the legend's key column costs a few
milliseconds on any page, while listing a dense sheet's paths costs a second, and a scan has no
paths at all.
"""
from __future__ import annotations

import re
from typing import Optional

import numpy as np

from .models import Line, Page, Word
from .title_block import in_title_block

KEY_TAG = "[key: "
KEY_ROW = re.compile(r"\[key: (?P<desc>[^\]]+)\]\s*(?P<label>[^\n]+)")
_KEY_DESC = re.compile(r"\[key: [^\]]*\]\s*")


def sheet_words(text: str) -> str:
    """Text as printed on the sheet: a key's description is drawqa's reading of a graphic, not
    the sheet's words, so a quote or an answer leaves it out."""
    return _KEY_DESC.sub("", text) if KEY_TAG in text else text

_LEGEND_HEADING = re.compile(r"\b(?:LEGENDS?|KEY|SYMBOLS?|LINE\s*TYPES?|HATCH(?:ES|ING)?|MATERIALS)\b")
# A heading is a title, not a sentence of a note (`12. ALL DAMAGE TO ...`, `NOTE: NOT ALL SYMBOLS
# ...`) nor a field's label (`HAZARDOUS MATERIALS:`).
_NOT_A_HEADING = re.compile(r"^\s*(?:\d+[.)]|NOTES?\b)|:")
MAX_HEADING_WORDS = 6
HEADING_REACH = 30.0        # text heights: a legend's heading stands at most this far above its first row
MIN_ROWS = 2                # stacked rows with aligned labels that make a legend
MAX_LABEL_WORDS = 7
MAX_LABEL_CHARS = 48
ALIGN = 1.0                 # text heights: label left edges of one legend differ less than this
ROW_STEP = 4.5              # text heights: at most this from one row to the next
BAND = 1.2                  # text heights above and below a label's centre looked at for its key
CORE = 0.35                 # text heights about the centre where a key's ink must be
CENTRED = 0.35              # text heights: a key's centre lies this near its label's centre
KEY_REACH = 18.0            # text heights: a key lies at most this far left of its label
LABEL_ROOM = 1.0            # text heights left of a label kept clear of words for its key
MAX_KEY_LETTERS = 4          # letters in a linetype (`SD`, `GAS`); a longer word is text
MIN_DASH = 0.6              # text heights: a shorter stretch of a line key is a letter's stroke
FIRST_GAP = 4.5             # text heights: blank allowed between label and its key
JOIN_GAP = 2.2              # text heights: blank allowed inside a key (dashes, letters)
PIECE_GAP = 0.25            # text heights: ink closer than this is one piece
PX_PER_HEIGHT = 14.0        # render zoom: a text height is this many pixels
MAX_ZOOM = 4.0
INK = 140                   # grey level below which a pixel is ink
MAX_SWATCH = 12.0           # text heights: a wider filled shape is a drawing, not a swatch
SOLID_FILL = 0.80           # inside ink fraction of a filled swatch
HOLLOW_FILL = 0.12          # ... and at most this of an outlined one
HOLLOW_BORDER = 0.60        # ink fraction of an outlined swatch's border
HATCH_CROSSING = 0.7        # share of the inside's rows and columns a hatch's strokes cross
MIN_HATCH_FILL = 0.03       # inside ink fraction of the sparsest hatch
LINE_ROW_COVER = 0.30       # ink share of a row that is part of a drawn line
MAX_LINE_THICK = 0.45       # text heights: thicker than this is not a line key
SURE_KEY_LETTERS = 60.0     # OCR confidence of letters read inside a line key
SURE_LABEL = 80.0           # a label word below this confidence is read again from its crop


def _short_label(line: Line, words: list[Word]) -> bool:
    t = line.text.strip()
    return (not line.vertical and 0 < len(t.split()) <= MAX_LABEL_WORDS and len(t) <= MAX_LABEL_CHARS
            and sum(ch.isalpha() for ch in t) >= 3)


def _height(line: Line, words: list[Word]) -> float:
    """The line's text height from its words (a descender-free cap height for OCR boxes)."""
    hs = sorted(w.bbox[3] - w.bbox[1] for w in words) or [line.bbox[3] - line.bbox[1]]
    return hs[len(hs) // 2]


class _WordBoxes:
    """The page's words with their boxes as arrays: a page has thousands of words and hundreds
    of short lines, and each line asks which words lie beside it."""

    def __init__(self, words: list[Word]):
        self.words = words
        self.b = np.array([w.bbox for w in words], dtype=float).reshape(-1, 4)
        self.cx = (self.b[:, 0] + self.b[:, 2]) / 2
        self.cy = (self.b[:, 1] + self.b[:, 3]) / 2
        self.long = np.array([len(re.sub(r"\W", "", w.text)) > 1 for w in words], dtype=bool)

    def inside(self, box) -> list[Word]:
        x0, y0, x1, y1 = box
        hit = (self.cx >= x0) & (self.cx <= x1) & (self.cy >= y0) & (self.cy <= y1)
        return [self.words[i] for i in np.flatnonzero(hit)]

    def room_left(self, line: Line, h: float) -> bool:
        """No word ends just left of the label on its row: there is room for a key."""
        x0, y0, _, y1 = line.bbox
        b = self.b
        near = (b[:, 2] >= x0 - LABEL_ROOM * h) & (b[:, 2] < x0 - 0.05 * h) & (b[:, 1] < y1) & (b[:, 3] > y0)
        return not (near & self.long).any()


def _is_heading(text: str) -> bool:
    return (len(text.split()) <= MAX_HEADING_WORDS and bool(_LEGEND_HEADING.search(text))
            and not _NOT_A_HEADING.search(text))


def _beside_a_heading(line: Line, headings: list[Line]) -> bool:
    """Could the line be a row of a legend under one of the headings (`_under_heading` of its
    group)? Its left edge lies within the heading's reach across, and it is not above it; the
    line's box height bounds its text height, so no row of such a legend is passed over."""
    h = line.bbox[3] - line.bbox[1]
    return any(hd.bbox[3] <= line.bbox[3] and hd.bbox[0] - HEADING_REACH * h < line.bbox[0] < hd.bbox[2] + KEY_REACH * h
               for hd in headings)


def _under_heading(group: list[tuple[Line, float]], headings: list[Line]) -> bool:
    """A legend heading (`LEGEND`, `SITE PLAN LEGEND`, `SYMBOLS`) stands above the rows, over
    their keys or labels: rendering is spent only on rows a sheet calls a legend."""
    first, h = group[0]
    x0, x1 = first.bbox[0] - KEY_REACH * h, first.bbox[0] + HEADING_REACH * h
    return any(hd.bbox[3] <= first.bbox[1] + 0.5 * h and first.bbox[1] - hd.bbox[3] <= HEADING_REACH * h
               and hd.bbox[0] < x1 and hd.bbox[2] > x0 for hd in headings)


def _groups(rows: list[tuple[Line, float]]) -> list[list[tuple[Line, float]]]:
    """Rows stacked with their left edges aligned, each near the one above."""
    out: list[list[tuple[Line, float]]] = []
    for line, h in sorted(rows, key=lambda r: (r[0].bbox[1], r[0].bbox[0])):
        for g in out:
            last, lh = g[-1]
            if abs(last.bbox[0] - line.bbox[0]) <= ALIGN * lh and 0 < line.bbox[1] - last.bbox[1] <= ROW_STEP * lh:
                g.append((line, h))
                break
        else:
            out.append([(line, h)])
    return [g for g in out if len(g) >= MIN_ROWS]


def _runs(mask: np.ndarray) -> list[tuple[int, int]]:
    """[start, stop) of each run of True."""
    d = np.diff(np.concatenate(([0], mask.astype(np.int8), [0])))
    return list(zip(np.flatnonzero(d == 1), np.flatnonzero(d == -1)))


def _pieces(cols: np.ndarray, join: int) -> list[tuple[int, int]]:
    out: list[list[int]] = []
    for a, b in _runs(cols):
        if out and a - out[-1][1] <= join:
            out[-1][1] = b
        else:
            out.append([a, b])
    return [(a, b) for a, b in out]


def _framing(piece: np.ndarray) -> bool:
    """Ink running out of the row at top or bottom: a legend's frame or the drawing."""
    return bool(piece[0].any() or piece[-1].any())


def _key_extent(ink: np.ndarray, hp: float) -> Optional[tuple[int, int]]:
    """Columns [x0, x1) of the key in a band that ends just left of the label."""
    pieces = _pieces(ink.any(axis=0), max(1, round(PIECE_GAP * hp)))
    pieces = [p for p in pieces if p[1] - p[0] >= 2]
    if not pieces:
        return None
    width = ink.shape[1]
    right = len(pieces) - 1
    if width - pieces[right][1] > FIRST_GAP * hp:
        return None
    a, b = pieces[right]
    if _framing(ink[:, a:b]):
        return None
    rows = np.flatnonzero(ink[:, a:b].any(axis=1))
    if right > 0 and b - a < 1.2 * hp and rows.size and rows[-1] - rows[0] < 0.35 * hp:
        right -= 1          # a dash between key and label (`[] - NEW WALL`)
        if pieces[right + 1][0] - pieces[right][1] > FIRST_GAP * hp:
            return None
    x0, x1 = pieces[right]
    for a, b in reversed(pieces[:right]):
        if x0 - b > JOIN_GAP * hp or x1 - a > KEY_REACH * hp or _framing(ink[:, a:b]):
            break
        x0 = a
    return x0, x1


def _swatch(box: np.ndarray, hp: float) -> Optional[str]:
    h, w = box.shape
    if h < 0.5 * hp or w < 1.2 * hp or w > MAX_SWATCH * hp:
        return None
    m = max(2, round(0.15 * min(h, w)))
    inner = box[m:h - m, m:w - m]
    if inner.size == 0:
        return None
    fill = inner.mean()
    ring = min(box[0].mean(), box[-1].mean(), box[:, 0].mean(), box[:, -1].mean())
    if fill >= SOLID_FILL:
        return "solid filled swatch"
    # a hatch's strokes, however sparse, cross nearly every row and column of the inside
    crossed = min(inner.any(axis=1).mean(), inner.any(axis=0).mean()) >= HATCH_CROSSING
    if ring >= HOLLOW_BORDER and crossed and MIN_HATCH_FILL <= fill <= 0.7:
        return "hatched swatch"
    if fill <= HOLLOW_FILL and ring >= HOLLOW_BORDER:
        return "outlined hollow swatch"
    return None


def _line(key: np.ndarray, hp: float) -> Optional[tuple[str, bool]]:
    """('dashed line' or 'solid line', letters drawn in it) for a linetype key: a thin line
    across the key, any letters standing in its breaks (`--SD--SD--`). Ink above or below an
    unbroken stretch of the line (text over a table rule) makes it no linetype key."""
    h, w = key.shape
    if w < 2.5 * hp:
        return None
    line_rows = np.flatnonzero(key.mean(axis=1) >= LINE_ROW_COVER)
    if not line_rows.size or line_rows[-1] - line_rows[0] + 1 > MAX_LINE_THICK * hp:
        return None
    r0, r1 = line_rows[0], line_rows[-1] + 1
    along = key[r0:r1].any(axis=0)
    for a, b in _runs(along):
        if b - a < MIN_DASH * hp and 0 < a and b < w:
            along[a:b] = False      # a letter's stroke crossing the line, not a dash of it
    gaps = [g for g in _runs(~along) if g[0] > 0 and g[1] < w and g[1] - g[0] >= 0.2 * hp]
    pad = max(1, round(0.15 * hp))
    off = np.concatenate((key[:max(0, r0 - pad)], key[r1 + pad:]))
    marks = [m for m in _runs(off.any(axis=0)) if m[1] - m[0] >= 2] if off.size else []
    slack = max(1, round(0.1 * hp))
    if any(not any(g[0] - slack <= a and b <= g[1] + slack for g in gaps) for a, b in marks):
        return None
    letters = any(key[:, a:b].sum() >= 0.3 * hp for a, b in gaps)
    return ("dashed line" if gaps else "solid line"), letters


def _letters(words: list[Word]) -> str:
    """The letters printed in a line key (`SD`), from its surely read words."""
    found = []
    for w in words:
        t = re.sub(r"[^A-Za-z0-9]", "", w.text).upper()
        if 1 <= len(t) <= 4 and w.conf >= SURE_KEY_LETTERS and t not in found:
            found.append(t)
    return found[0] if len(found) == 1 else ""


def describe(key: np.ndarray, hp: float, words: list[Word]) -> Optional[str]:
    """A key's look in words, from its ink mask (rows x columns) and the words inside it."""
    rows = np.flatnonzero(key.any(axis=1))
    if not rows.size:
        return None
    key = key[rows[0]:rows[-1] + 1]
    look = _line(key, hp)
    if look is not None:
        # A plain solid line is also a leader ending at its label, and letters not read are no
        # description: only a dashed line, or one whose letters were read, is described.
        kind, drawn = look
        letters = _letters(words) if drawn else ""
        if drawn:
            return f"{kind} marked {letters}" if letters else None
        return kind if kind == "dashed line" else None
    if any(w.conf >= 100.0 and re.search(r"[A-Za-z0-9]", w.text) for w in words):
        return None      # a tag, its text printed in a shape (`F#` in a box): no swatch
    cols = np.flatnonzero(key.any(axis=0))
    return _swatch(key[:, cols[0]:cols[-1] + 1], hp)


def _render(pdf_page, shown, clip, zoom: float) -> np.ndarray:
    """Ink mask of a displayed-coordinate clip of the page's display list (unrotated space)."""
    import pymupdf     # lazy: the question path reads KEY_ROW from here and never opens a PDF
    pix = shown.get_pixmap(matrix=pdf_page.rotation_matrix * pymupdf.Matrix(zoom, zoom),
                           clip=pymupdf.Rect(clip) * pdf_page.derotation_matrix,
                           colorspace=pymupdf.csGRAY, alpha=False)
    a = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[:, :pix.width]
    return a < INK


def _connected(ink: np.ndarray, r0: int, r1: int) -> np.ndarray:
    """The ink connected (8-neighbours) to the ink of rows [r0, r1): a hollow swatch whole,
    its edges joined through its border, and nothing of a neighbouring row that does not touch.
    Labelled by runs (a union-find over each row's runs of ink): a few hundred runs a band."""
    runs = [[(int(a), int(b)) for a, b in _runs(row)] for row in ink]
    parent: dict[tuple[int, int], tuple[int, int]] = {}

    def find(k):
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for y, row in enumerate(runs):
        for i in range(len(row)):
            parent[(y, i)] = (y, i)
        if y == 0:
            continue
        above = runs[y - 1]
        j = 0
        for i, (a, b) in enumerate(row):
            while j < len(above) and above[j][1] < a:      # ends before this run starts (minus the diagonal)
                j += 1
            k = j
            while k < len(above) and above[k][0] <= b:     # starts by this run's end (diagonal included)
                ra, rb = find((y, i)), find((y - 1, k))
                if ra != rb:
                    parent[ra] = rb
                k += 1
    seeds = {find((y, i)) for y in range(max(0, r0), min(len(runs), r1)) for i in range(len(runs[y]))}
    out = np.zeros_like(ink)
    for y, row in enumerate(runs):
        for i, (a, b) in enumerate(row):
            if find((y, i)) in seeds:
                out[y, a:b] = True
    return out


def _key_beside(band: np.ndarray, mid: int, hp: float) -> bool:
    """Cheap look before labelling: ink on the label's centre line within FIRST_GAP of it, and
    that ink not running out of the row (a table's cell border, the drawing)."""
    core = band[max(0, mid - round(CORE * hp)):mid + round(CORE * hp) + 1]
    cols = np.flatnonzero(core.any(axis=0))
    if not cols.size or band.shape[1] - cols[-1] > FIRST_GAP * hp:
        return False
    a = cols[-1]
    while a > 0 and core[:, a - 1].any():
        a -= 1
    return not _framing(band[:, a:cols[-1] + 1])


def _row_key(ink: np.ndarray, clip, zoom: float, line: Line, h: float,
             page_words: "_WordBoxes") -> Optional[tuple[str, tuple]]:
    """The look of the key left of one label, or None when nothing key-like is drawn there."""
    hp = h * zoom
    cy = (line.bbox[1] + line.bbox[3]) / 2
    band_y0 = max(0, round((cy - BAND * h - clip[1]) * zoom))
    band_y1 = min(ink.shape[0], round((cy + BAND * h - clip[1]) * zoom))
    right = round((line.bbox[0] - 0.2 * h - clip[0]) * zoom)
    left = max(0, round((line.bbox[0] - KEY_REACH * h - clip[0]) * zoom))
    band = ink[band_y0:band_y1, left:right]
    if band.size == 0:
        return None
    mid = round((cy - clip[1]) * zoom) - band_y0
    if not _key_beside(band, mid, hp):
        return None
    near = _connected(band, max(0, mid - round(CORE * hp)), mid + round(CORE * hp) + 1)
    extent = _key_extent(near, hp)
    if extent is None:
        return None
    x0, x1 = extent
    rows = np.flatnonzero(near[:, x0:x1].any(axis=1))
    y0, y1 = rows[0], rows[-1] + 1
    if y0 == 0 or y1 >= band.shape[0]:
        return None          # ink running out of the row: a frame or the drawing, not a key
    if abs((y0 + y1) / 2 - mid) > CENTRED * hp:
        return None          # a rule above or below the text (a table), not a key beside it
    key = near[y0:y1, x0:x1]
    kbox = (clip[0] + (left + x0) / zoom, clip[1] + (band_y0 + y0) / zoom,
            clip[0] + (left + x1) / zoom, clip[1] + (band_y0 + y1) / zoom)
    inside = [w for w in page_words.inside(kbox) if w.bbox[2] <= line.bbox[0]]
    if any(len(re.sub(r"\W", "", w.text)) > MAX_KEY_LETTERS for w in inside):
        return None          # words left of the label: text, not a graphic key
    look = describe(key, hp, inside)
    return (look, kbox) if look else None


def _reread_label(pdf_page, line: Line, words: list[Word], h: float) -> None:
    """A legend label read unsurely (`NEW wale`) is read again from its own crop."""
    if not words or min(w.conf for w in words) >= SURE_LABEL:
        return
    from .ocr import OcrTimeoutError, TesseractMissingError, read_line   # lazy: pytesseract, Pillow
    clip = (line.bbox[0] - 0.3 * h, line.bbox[1] - 0.4 * h, line.bbox[2] + 2.0 * h, line.bbox[3] + 0.4 * h)
    try:
        again = read_line(pdf_page, clip)
    except (OcrTimeoutError, TesseractMissingError):
        return
    if not again or min(w.conf for w in again) < SURE_LABEL or len(again) < len(words):
        return
    line.text = " ".join(w.text for w in again)
    for old, new in zip(words, again):
        old.text, old.conf = new.text, new.conf
    for old in words[len(again):]:
        old.conf = 0.0


def _inside(label, key) -> bool:
    """The label's centre lies in the key's box."""
    cx, cy = (label[0] + label[2]) / 2, (label[1] + label[3]) / 2
    return key[0] <= cx <= key[2] and key[1] <= cy <= key[3]


def mark_legend_keys(pdf_page, page: Page, shown) -> int:
    """Describe the graphic key of each legend row before its label (Line.text is changed in
    place); returns how many rows were described. ``shown``: the page's contents as a display
    list in its unrotated space (extract.page_contents)."""
    headings = [line for b in page.blocks for line in b.lines if _is_heading(line.text)]
    if not headings:
        return 0
    boxes = _WordBoxes(page.words)
    words_of: dict[int, list[Word]] = {}
    rows = []
    for b in page.blocks:
        if in_title_block(page, b.bbox):
            continue         # a title block's fields and rules are no legend
        for line in b.lines:
            if not _short_label(line, []) or not _beside_a_heading(line, headings):
                continue
            ws = [w for w in boxes.inside(line.bbox) if w.text in line.text]
            rows.append((line, _height(line, ws)))
            words_of[id(line)] = ws
    done = 0
    rows_of_page: list[tuple[Line, tuple]] = []
    line_h = {id(line): h for line, h in rows}
    for group in _groups([r for r in rows if boxes.room_left(r[0], r[1])]):
        if not _under_heading(group, headings):
            continue
        h = sorted(r[1] for r in group)[(len(group) - 1) // 2]
        if h <= 0:
            continue
        zoom = min(MAX_ZOOM, PX_PER_HEIGHT / h)
        clip = (min(l.bbox[0] for l, _ in group) - KEY_REACH * h, group[0][0].bbox[1] - 2 * BAND * h,
                max(l.bbox[0] for l, _ in group), group[-1][0].bbox[3] + 2 * BAND * h)
        clip = (max(0.0, clip[0]), max(0.0, clip[1]), min(page.width, clip[2]), min(page.height, clip[3]))
        if clip[2] - clip[0] < 2 * h:
            continue
        ink = _render(pdf_page, shown, clip, zoom)
        found = [(line, _row_key(ink, clip, zoom, line, h, boxes)) for line, _ in group]
        if sum(1 for _, key in found if key) >= MIN_ROWS:
            rows_of_page.extend((line, key) for line, key in found if key)
    # Letters read inside another row's key (`SD SD` of `--SD--SD--`) are no label of their own.
    keys = [(line, key) for line, key in rows_of_page
            if not any(other is not line and _inside(line.bbox, okey[1]) for other, okey in rows_of_page)]
    for line, (look, _) in keys:
        if page.source != "text":
            _reread_label(pdf_page, line, words_of[id(line)], line_h[id(line)])
        line.text = f"{KEY_TAG}{look}] {line.text}"
        done += 1
    return done
