"""A scan of middling resolution read again in tiles, and glyphs a second reading resolves.

Tesseract lays a whole region out once: on a scanned sheet full of linework it drops whole
callouts it reads plainly from a smaller crop (Sonoma sheet 2, 131 dpi: `5/8" plywood siding`
and `1x4 trim typical` beside the east elevation are not read in the whole drawing area, and
are read in a quarter of it). So such a region is read again in overlapping quarters, and what
the quarters add is merged like any second reading (ocr.merge_readings).

A second reading also settles glyphs the first one misread: a fraction's slash read as a one
(`518"` for `5/8"`, `112"` for `1/2"`), an inch mark read as a degree sign (`5/8°`). The word is
mended only where a second reading of the same pixels, read surely, shows the slash or the
inch mark in the same place and agrees on every other character; the text alone never decides.
"""
from __future__ import annotations

from dataclasses import replace as dc_replace

import pymupdf

from .models import Word

TILES_PER_SIDE = 2          # quarters: small enough to be laid out again, large enough to hold a callout
TILE_OVERLAP = 18.0         # points each tile reaches into its neighbours, so a word on a seam is whole in one
SAME_PLACE = 0.5            # two readings whose boxes share this much of the smaller are one place
SURE_CONF = 60.0            # the second reading's word must be read at least this surely
# (first reading's glyph, second reading's glyph): the misreads a second reading may settle
_SLASH_AS_ONE = {"1", "l", "I", "|"}
_INCH_AS_DEGREE = ("°", {'"', "\u201d"})


def tile_rects(region: pymupdf.Rect, per_side: int = TILES_PER_SIDE,
               overlap: float = TILE_OVERLAP) -> list[pymupdf.Rect]:
    """The region cut into per_side x per_side tiles, each grown by `overlap` (kept inside)."""
    w, h = region.width / per_side, region.height / per_side
    out = []
    for j in range(per_side):
        for i in range(per_side):
            r = pymupdf.Rect(region.x0 + i * w - overlap, region.y0 + j * h - overlap,
                             region.x0 + (i + 1) * w + overlap, region.y0 + (j + 1) * h + overlap)
            out.append(r & region)
    return out


def area_share(a: tuple, b: tuple) -> float:
    """Shared area over the smaller box's area (how much two readings' boxes are one place)."""
    iw = min(a[2], b[2]) - max(a[0], b[0])
    ih = min(a[3], b[3]) - max(a[1], b[1])
    if iw <= 0 or ih <= 0:
        return 0.0
    small = min((a[2] - a[0]) * (a[3] - a[1]), (b[2] - b[0]) * (b[3] - b[1]))
    return iw * ih / max(small, 1e-6)


def settled_glyphs(first: str, second: str) -> bool:
    """`second` is `first` with one or more misread glyphs settled and nothing else changed:
    a one between two digits that is a fraction's slash, a degree sign after a digit that is
    an inch mark."""
    if len(first) != len(second) or first == second:
        return False
    for k, (a, b) in enumerate(zip(first, second)):
        if a == b:
            continue
        between_digits = 0 < k < len(first) - 1 and first[k - 1].isdigit() and first[k + 1].isdigit()
        if b == "/" and a in _SLASH_AS_ONE and between_digits:
            continue
        if a == _INCH_AS_DEGREE[0] and b in _INCH_AS_DEGREE[1] and k > 0 and first[k - 1].isdigit():
            continue
        return False
    return True


def mend_glyphs(first: list[Word], second: list[Word]) -> list[Word]:
    """The first reading with each word whose misread glyphs a sure second reading of the
    same place settles (settled_glyphs) taking the second reading's text."""
    sure = [v for v in second if v.conf >= SURE_CONF]
    out = []
    for w in first:
        v = next((v for v in sure if area_share(w.bbox, v.bbox) >= SAME_PLACE and settled_glyphs(w.text, v.text)), None)
        out.append(dc_replace(w, text=v.text, conf=max(w.conf, v.conf)) if v is not None else w)
    return out
