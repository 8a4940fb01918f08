"""Lines the page reading got wrong in ways drawings make common, put right from their own
pixels or their neighbours: a view's scale note or an area label read again, as one line, when
the page reading garbled it or was unsure of it, and an inch mark read as a degree sign.

A scale note is a short line of thin glyphs (`1/4" = 1'-0"`, `1" = 20'`) whose fraction bar,
foot and inch marks a whole-page sparse-text reading loses (`1/ 1'-Q"`, `v= 20'`). Read alone
as one text line (psm 7) from its own pixels, it reads right at most enlargements, wrong at
some (the Austin scans, 100 dpi: 4 and 5 of 5 enlargements agree on the true scale, none on
another). So a line shaped like a broken scale is read at ENLARGE sizes, and a scale that
AGREE readings give, with no reading giving another, replaces the line; else it stays as read.
The sizes are read in turn until AGREE agree (3 small reads when they do, 5 at most).
An area label read unsurely (`1,170sqft` at 49: Tesseract doubts the unit's letters, `saft`)
is read the same way; when AGREE readings give its number and none another, it is kept as
read and counted as read surely.
A feet-inches string read surely but without its marks (`66-3`: the thin prime marks of a
scan dropped) is read the same way too; when AGREE readings give the same digits with their
marks (`66-3"`, `66'-3"`) and none other digits, the marked string replaces it. Only the marks
are taken from the readings: digits read otherwise (`7-6` for `2'-6"`) are never mended.
"""
from __future__ import annotations

import re
from dataclasses import replace as dc_replace
from typing import TYPE_CHECKING, Callable, Optional

from .models import Word

if TYPE_CHECKING:
    from PIL import Image

ENLARGE = (0.5, 0.75, 1.0, 1.25, 1.5)   # of the page render (400 dpi for a coarse scan)
AGREE = 3                   # readings that must give the same scale
AGREED_CONF = 80.0          # the confidence a line read alike AGREE times is given
MAX_LINES = 6               # broken scale lines re-read per page (each costs 5 small reads), and as many bare dimensions
MAX_WORDS = 4               # a scale note is a few words
PSM_LINE = 7
BORDER_PX = 20

_QUOTES = str.maketrans({"\u201d": '"', "\u201c": '"', "\u2033": '"', "\u2019": "'", "\u2018": "'", "\u2032": "'"})
# An area label and the ways its unit is read (`saft`, `sgft`: ocr.normalize_ocr_text).
AREA = re.compile(r"(\d{1,3}(?:,\d{3})+|\d{2,6})(?:sqft|saft|sgft|sqtt|sqfi|sqit|sgtt|sf|s\.f\.)", re.I)
# A feet-inches string with its marks lost (`66-3`), and one as a re-reading gives it.
BARE_DIMENSION = re.compile(r"(\d{1,3})-(\d{1,2})")
MARKED_DIMENSION = re.compile(r"(\d{1,3})'?-(\d{1,2})\"")
SCALE_NOTE = re.compile(r"(?:\d{1,2}/\d{1,3}|\d{1,2})\"=\d{1,3}'(?:-\d{1,2}\")?|1:\d{1,4}")


def _broken_scale(text: str) -> bool:
    """A short line with a foot mark and an `=` or a fraction cut off (`1/`) that does not read
    as a scale."""
    flat = text.translate(_QUOTES).replace(" ", "")
    return (len(text.split()) <= MAX_WORDS and "'" in flat
            and ("=" in text or any(t.endswith("/") for t in text.split()))
            and SCALE_NOTE.fullmatch(flat) is None)


def _reading(d: dict) -> str:
    return "".join(str(t) for t in d["text"]).translate(_QUOTES).replace(" ", "")


def _shown(scale: str) -> str:
    return scale.replace("=", " = ")


def _words_of(text: str, box: tuple, first: Word) -> list[Word]:
    """The agreed reading as words, each with its share of the line's box."""
    n, x0, x1 = max(len(text), 1), box[0], box[2]
    out, at = [], 0
    for tok in text.split():
        i = text.index(tok, at)
        at = i + len(tok)
        out.append(Word(text=tok, bbox=(round(x0 + (x1 - x0) * i / n, 2), box[1], round(x0 + (x1 - x0) * at / n, 2), box[3]),
                        size=first.size, block=first.block, line=first.line, conf=AGREED_CONF))
    return out


def _area_value(reading: str) -> Optional[str]:
    m = AREA.fullmatch(reading)
    return m.group(1) if m else None


def _dimension_value(reading: str) -> Optional[str]:
    m = MARKED_DIMENSION.fullmatch(reading)
    return f"{m.group(1)}'-{m.group(2)}\"" if m else None


def _bare_dimension(ws: list[Word], low_conf: float) -> bool:
    """A line that is one feet-inches string read surely but without its marks (`66-3`)."""
    return len(ws) == 1 and ws[0].conf >= low_conf and BARE_DIMENSION.fullmatch(ws[0].text) is not None


def _scale_value(reading: str) -> Optional[str]:
    return reading if SCALE_NOTE.fullmatch(reading) else None


def _agreed(img: "Image.Image", px: tuple, read: Callable[["Image.Image", int], dict],
            value: Callable[[str], Optional[str]]) -> Optional[str]:
    """The value AGREE readings of the line at `px` give, none giving another; else None."""
    from PIL import Image, ImageOps   # lazy: ~0.1 s; only pages that were OCRed come here
    l, t, r, b = px
    h = b - t
    box = (max(0, int(l - 0.4 * h)), max(0, int(t - 0.3 * h)), min(img.width, int(r + 0.4 * h)),
           min(img.height, int(b + 0.3 * h)))
    crop = img.crop(box).convert("L")
    got: dict[str, int] = {}
    for f in ENLARGE:
        im = crop.resize((max(1, int(crop.width * f)), max(1, int(crop.height * f))), Image.Resampling.LANCZOS)
        v = value(_reading(read(ImageOps.expand(im, border=BORDER_PX, fill=255), PSM_LINE)))
        if v is not None:
            got[v] = got.get(v, 0) + 1
        if len(got) == 1 and max(got.values()) >= AGREE:
            break       # agreed, none read otherwise: the other sizes cost time (~0.3 s each)
    return next(iter(got)) if len(got) == 1 and max(got.values()) >= AGREE else None


def reread_lines(img: "Image.Image", words: list[Word], to_px: Callable[[tuple], tuple],
                       read: Callable[["Image.Image", int], dict], low_conf: float = 60.0) -> list[Word]:
    """`words` with each broken scale line replaced by the scale its readings agree on, each
    unsure area label whose readings agree on its number made sure, and each feet-inches string
    read without its marks given the marks its readings agree on (its digits unchanged).
    `to_px` maps a PDF box to the render's pixels; `read(image, psm)` is Tesseract's word
    table; `low_conf` ocr.LOW_CONF."""
    lines: dict[int, list[Word]] = {}
    for w in words:
        lines.setdefault(w.line, []).append(w)
    todo = [ws for ws in lines.values() if _broken_scale(" ".join(w.text for w in ws))
            or (len(ws) == 1 and ws[0].conf < low_conf and AREA.fullmatch(ws[0].text))][:MAX_LINES]
    todo += [ws for ws in lines.values() if _bare_dimension(ws, low_conf)][:MAX_LINES]
    replaced: dict[int, list[Word]] = {}
    for ws in todo:
        x0, y0 = min(w.bbox[0] for w in ws), min(w.bbox[1] for w in ws)
        x1, y1 = max(w.bbox[2] for w in ws), max(w.bbox[3] for w in ws)
        area = AREA.fullmatch(ws[0].text) if len(ws) == 1 else None
        bare = _bare_dimension(ws, low_conf)
        value = _dimension_value if bare else _area_value if area else _scale_value
        agreed = _agreed(img, to_px((x0, y0, x1, y1)), read, value)
        if agreed is None:
            continue
        if bare:
            if BARE_DIMENSION.fullmatch(agreed.replace("'", "").rstrip('"')).groups() == \
                    BARE_DIMENSION.fullmatch(ws[0].text).groups():
                replaced[ws[0].line] = [dc_replace(ws[0], text=agreed)]
        elif area:
            if agreed == area.group(1):
                replaced[ws[0].line] = [dc_replace(ws[0], conf=AGREED_CONF)]
        else:
            replaced[ws[0].line] = _words_of(_shown(agreed), (x0, y0, x1, y1), ws[0])
    out = []
    for w in words:
        if w.line not in replaced:
            out.append(w)
        elif w is lines[w.line][0]:
            out.extend(replaced[w.line])      # the line read again stands where its first word stood
    return out


# `AT LEAST 36° AWAY`: a degree sign before a word that only a length takes is an inch mark
# misread (the thin closing quote of many drawing fonts reads as °). An angle takes FROM,
# ABOVE, MIN ... (`30° FROM HORIZONTAL`, `PITCH 5° MIN`), so those words are not here.
_LENGTH_WORDS = frozenset("AWAY CLEAR CLR O.C. OC AFF A.F.F. HIGH WIDE DEEP LONG THICK TALL".split())
_DEGREE_NUMBER = re.compile(r"^(\d{1,3}(?: \d/\d{1,2})?)°$")


NOTE_LINE_HEIGHTS = 25     # a wrapped note line starts at most this many text heights left of its line's first word
                           # (sparse-text OCR splits a printed line at wide gaps)


def _following(w: Word, words: list[Word]) -> Optional[Word]:
    """The word read after `w`: the next on its line, else the first of the line below in the
    same column (sparse-text OCR gives every printed line of a note its own block)."""
    h = max(w.bbox[3] - w.bbox[1], 1.0)
    same = [o for o in words if o.line == w.line and o.bbox[0] >= w.bbox[2] - 0.5]
    if same:
        return min(same, key=lambda o: o.bbox[0])
    start = min(o.bbox[0] for o in words if o.line == w.line)
    below = [o for o in words if w.bbox[3] < (o.bbox[1] + o.bbox[3]) / 2 <= w.bbox[3] + 1.5 * h
             and start - NOTE_LINE_HEIGHTS * h <= o.bbox[0] <= w.bbox[0]]
    return min(below, key=lambda o: o.bbox[0]) if below else None


def inch_marks(words: list[Word]) -> list[Word]:
    """`36°` read before AWAY, CLEAR, O.C. ... -> `36"` (see _LENGTH_WORDS)."""
    out = []
    for w in words:
        nxt = _following(w, words) if _DEGREE_NUMBER.fullmatch(w.text) else None
        if nxt is not None and nxt.text.upper().rstrip(",;") in _LENGTH_WORDS:
            w = dc_replace(w, text=_DEGREE_NUMBER.sub(r'\1"', w.text))
        out.append(w)
    return out
