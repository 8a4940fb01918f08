"""Numbers the page reading of a coarse scan read surely, checked against a second reading of
their own neighbourhood with the drawing's straight lines erased.

A whole-page sparse-text reading of a ~100 dpi scan reads a window code beside a wall surely
and wrongly (`2033 CSMT` for `2030 CSMT` on the Austin remodel plan, conf 91): linework near
the callout (extension lines, a dashed line under it) joins its segmentation. Read again from a
crop of its own line with the straight lines erased (ocr_erase), the same callout reads
`2030` as surely. Neither reading can be told right from the other, and a wrong digit is worse
than none, so where two sure readings of one place give other digits the word is left unsure
(a feet-inches string, which is never held unsure for its confidence, is dropped). Where the
second reading agrees, or is unsure, or reads nothing there, the word stays as read: the
second reading never puts its own digits in.
"""
from __future__ import annotations

import logging
from dataclasses import replace as dc_replace
from typing import TYPE_CHECKING, Callable

from .models import Word
from .ocr_erase import erase_lines

if TYPE_CHECKING:
    from PIL import Image

log = logging.getLogger(__name__)

PAD_V = 1.0          # text heights above and below a line read again (its neighbours' edges, not their text)
PAD_H = 2.0          # text heights either side
TALL = 1.5           # a line this many times taller than wide was read sideways (the quarter-turned pass)
SAME_WORD = 0.5      # share of each box the other covers: one word read twice
MAX_LINES = 80       # lines read again per page (each ~0.1-0.3 s)
PSM_BLOCK = 6
BORDER_PX = 20
SURE_AGAIN = 85.0    # the second reading disputes a digit only when read this surely (a crop
                     # read unsurely gives letters for digits: `S066` at 60 for a clear `5060`)
DISPUTED_CONF = 40.0  # a disputed word's confidence: kept in place, below ocr.LOW_CONF


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


def _core(text: str) -> str:
    """The word without the punctuation at its ends (`2820.` is `2820`)."""
    i, j = 0, len(text)
    while i < j and not text[i].isalnum():
        i += 1
    while j > i and not text[j - 1].isalnum():
        j -= 1
    return text[i:j]


def _other_digit(a: str, b: str) -> bool:
    """Two readings of one word that read another digit at one place: aligned character by
    character (same length), a place where both read a digit and not the same one. A letter
    read for a digit (`S060` for `5060`) is no sure digit, and readings of other lengths
    cannot be aligned: neither disputes."""
    a, b = _core(a), _core(b)
    return len(a) == len(b) and any(x.isdigit() and y.isdigit() and x != y for x, y in zip(a, b))


def _same_word(a: tuple, b: tuple, tall: bool) -> bool:
    """Two boxes of one word read twice: along the text each covers SAME_WORD of the other,
    and across it their spans overlap (Tesseract's box heights differ from reading to reading)."""
    if tall:
        a, b = (a[1], a[0], a[3], a[2]), (b[1], b[0], b[3], b[2])
    w = min(a[2], b[2]) - max(a[0], b[0])
    if w <= 0 or min(a[3], b[3]) <= max(a[1], b[1]):
        return False
    return w >= SAME_WORD * (a[2] - a[0]) and w >= SAME_WORD * (b[2] - b[0])


def _tall(box: tuple) -> bool:
    return (box[3] - box[1]) > TALL * (box[2] - box[0])


def _box(ws: list[Word]) -> tuple:
    return (min(w.bbox[0] for w in ws), min(w.bbox[1] for w in ws),
            max(w.bbox[2] for w in ws), max(w.bbox[3] for w in ws))


def _second_reading(img: "Image.Image", box: tuple, z: float, ox: float, oy: float,
                    read: Callable[["Image.Image", int], dict]) -> list[tuple[str, float, tuple]]:
    """(text, conf, box in points) of each word read from the erased render around `box`."""
    from PIL import Image, ImageOps   # lazy: only OCRed pages come here
    x0, y0, x1, y1 = box
    tall = _tall(box)
    h = (x1 - x0) if tall else (y1 - y0)
    pv, ph = (PAD_H * h, PAD_V * h) if tall else (PAD_V * h, PAD_H * h)
    l, t = max(0, int((x0 - ph) * z - ox)), max(0, int((y0 - pv) * z - oy))
    r, b = min(img.width, int((x1 + ph) * z - ox)), min(img.height, int((y1 + pv) * z - oy))
    if r - l < 2 or b - t < 2:
        return []
    crop = img.crop((l, t, r, b))
    H = crop.height
    if tall:
        crop = crop.transpose(Image.Transpose.ROTATE_270)
    d = read(ImageOps.expand(crop, border=BORDER_PX, fill=255), PSM_BLOCK)
    out = []
    for i, raw in enumerate(d["text"]):
        text, conf = str(raw).strip(), float(d["conf"][i])
        if not text or conf < 0:
            continue
        u0, v0 = int(d["left"][i]) - BORDER_PX, int(d["top"][i]) - BORDER_PX
        u1, v1 = u0 + int(d["width"][i]), v0 + int(d["height"][i])
        if tall:     # turned 90° clockwise: x = v, y = H - u
            u0, v0, u1, v1 = v0, H - u1, v1, H - u0
        out.append((text, conf, ((l + u0 + ox) / z, (t + v0 + oy) / z, (l + u1 + ox) / z, (t + v1 + oy) / z)))
    return out


def recheck_numbers(img: "Image.Image", z: float, ox: float, oy: float, words: list[Word],
                    read: Callable[["Image.Image", int], dict], sure: Callable[[str, float], bool],
                    text_px: float, feet_inches: Callable[[str], bool]) -> list[Word]:
    """`words` (the page reading of the render `img`, z pixels per point from pixel origin
    ox, oy) with each sure word holding a digit read again in its line's erased neighbourhood;
    a word the second reading surely reads at its place with other digits is left unsure.
    `read(image, psm)` is Tesseract's word table, `sure(text, conf)` says a reading is sure,
    `text_px` is the page's text height in pixels (for the eraser), `feet_inches(text)` says a
    word is a feet-inches string (dropped when disputed)."""
    checked = [w for w in words if _digits(w.text) and sure(w.text, w.conf)]
    if not checked:
        return words
    checked_ids = {id(w) for w in checked}
    lines: dict[int, list[Word]] = {}
    for w in words:
        lines.setdefault(w.line, []).append(w)
    todo = {w.line for w in checked}
    erased = erase_lines(img, text_px)
    disputed: set[int] = set()
    for line in sorted(todo)[:MAX_LINES]:
        ws = lines[line]
        again = [(t, c, b) for t, c, b in _second_reading(erased, _box(ws), z, ox, oy, read)
                 if _digits(t) and c >= SURE_AGAIN and sure(t, c)]
        tall = _tall(_box(ws))
        for w in (w for w in ws if id(w) in checked_ids):
            if any(_same_word(w.bbox, b, tall) and _other_digit(t, w.text) for t, _, b in again):
                disputed.add(id(w))
                log.info("OCR: %r read otherwise (%s) with lines erased; left unsure", w.text,
                         [t for t, _, b in again if _same_word(w.bbox, b, tall)])
    out = []
    for w in words:
        if id(w) not in disputed:
            out.append(w)
        elif not feet_inches(w.text):
            out.append(dc_replace(w, conf=min(w.conf, DISPUTED_CONF)))
    return out
