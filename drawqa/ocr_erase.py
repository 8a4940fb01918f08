"""Lines erased from a crop of drawing text before it is read again.

On a drawing, text is crossed by the linework around it: a dimension line runs through a window
callout, a wall line touches the bottom of a sill note, a dashed line (an overhead outline, a
property line) cuts a line of text in half. Tesseract reads a stroke that touches a glyph as part
of it (`2030` read `2033` where a dash meets the last 0). So a crop is cleaned first:

- solid straight strokes: ink in a horizontal or vertical run longer than LINE_HEIGHTS text
  heights (a morphological opening with a long 1-D kernel; no glyph is that long) is erased,
  with the blurred edge of a scanned line;
- dashed lines: a thin band of rows (or columns) inked in both side margins of the crop, where
  no text stands, is a line that crosses the whole label; its pixels are erased except where a
  glyph's stroke meets it from above or below, so the glyphs it touches keep their strokes.

Only grey levels are changed (ink to paper); nothing is drawn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

import numpy as np

if TYPE_CHECKING:
    from PIL import Image

LINE_HEIGHTS = 6.0        # a straight run longer than this many text heights is a line, not a glyph
                          # (at 3, the blurred cap line of a scanned `REPLACEMENT` was one run)
INK_DEPTH = 0.5           # a line's core is darker than paper by half the crop's contrast
EDGE = 0.15               # of a text height: a scanned line's blurred edge, erased with it
EDGE_PX = 2               # ... at least
BAND_INK = 0.25           # share of a margin a dashed line inks (dash and gap)
BAND_THICK = 0.35         # of a text height: a line is thinner than a glyph
MEET_PX = 3               # a glyph stroke within this of a line meets it


def ink_cut(a: np.ndarray) -> float:
    """Grey level below which a pixel is ink: paper (the median) less INK_DEPTH of the contrast
    to the darkest ink (the 1st percentile)."""
    paper, ink = float(np.median(a)), float(np.percentile(a, 1))
    return paper - (paper - ink) * INK_DEPTH


def _long_runs(ink: np.ndarray, n: int) -> np.ndarray:
    """Pixels in a horizontal run of at least `n` ink pixels (opening with a 1 x n kernel)."""
    H, W = ink.shape
    if n > W:
        return np.zeros_like(ink)
    c = np.zeros((H, W + 1), dtype=np.int32)
    np.cumsum(ink, axis=1, out=c[:, 1:])
    starts = (c[:, n:] - c[:, :-n]) == n            # window [s, s+n) all ink; W-n+1 starts
    d = np.zeros((H, W - n + 2), dtype=np.int32)
    np.cumsum(starts, axis=1, out=d[:, 1:])
    x = np.arange(W)
    lo, hi = np.clip(x - n + 1, 0, W - n + 1), np.clip(x + 1, 0, W - n + 1)
    return (d[:, hi] - d[:, lo]) > 0                # dilation: some full window covers x


def _grow(mask: np.ndarray, px: int) -> np.ndarray:
    out = mask.copy()
    for _ in range(px):
        g = out.copy()
        g[1:, :] |= out[:-1, :]
        g[:-1, :] |= out[1:, :]
        g[:, 1:] |= out[:, :-1]
        g[:, :-1] |= out[:, 1:]
        out = g
    return out


def _bands(ink: np.ndarray, margin: int, text_px: float) -> Iterator[tuple[int, int]]:
    """Row spans (y0, y1) of thin bands inked in both side margins."""
    H, W = ink.shape
    if margin < 1 or 2 * margin >= W:
        return
    hit = (ink[:, :margin].mean(axis=1) >= BAND_INK) & (ink[:, W - margin:].mean(axis=1) >= BAND_INK)
    y = 0
    while y < H:
        if not hit[y]:
            y += 1
            continue
        e = y
        while e < H and hit[e]:
            e += 1
        if e - y <= max(2.0, BAND_THICK * text_px):
            yield max(0, y - 1), min(H, e + 1)
        y = e


def _clear_bands(a: np.ndarray, ink: np.ndarray, margin: int, text_px: float) -> None:
    """Paper over each band's pixels but where a glyph's stroke meets the band."""
    H = a.shape[0]
    for y0, y1 in list(_bands(ink, margin, text_px)):
        above = ink[max(0, y0 - MEET_PX):y0].any(axis=0)
        below = ink[y1:min(H, y1 + MEET_PX)].any(axis=0)
        a[y0:y1, ~(above | below)] = 255


def erase_lines(img: "Image.Image", text_px: float, margin: int = 0) -> "Image.Image":
    """`img` (a crop around text `text_px` pixels tall) with its straight lines erased; `margin`:
    the width in pixels of the crop's sides where no text stands (0: dashed lines are kept)."""
    from PIL import Image   # lazy: only OCRed pages come here
    a = np.array(img.convert("L"), dtype=np.uint8)
    if a.size == 0 or text_px <= 0:
        return img.convert("L")
    cut = ink_cut(a)
    ink = a < cut
    n = max(3, int(LINE_HEIGHTS * text_px))
    lines = _long_runs(ink, n) | _long_runs(ink.T, n).T
    a[_grow(lines, max(EDGE_PX, round(EDGE * text_px)))] = 255
    ink = a < cut
    _clear_bands(a, ink, margin, text_px)
    _clear_bands(a.T, ink.T, margin, text_px)
    return Image.fromarray(a)
