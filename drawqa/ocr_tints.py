"""Labels printed on a tinted fill, read again on their own.

A drawing marks an object by filling its outline with a light grey tint and writing its name
inside (`1 STORY SHED` in a grey box on a plot plan). A whole-page sparse-text reading
binarizes the page once, and on a scan the tint and the text's blurred strokes come out one
dark patch, so the label is not read at all. Read alone, with the tint turned white (a
threshold halfway between the tint and the ink), it reads plainly.

So: the page render's tinted boxes (cells of tint grey, joined, filling most of their bounding
box, of a label's size) are each read as one block, and the sure, word-shaped words read there
are added where the page reading read nothing.
"""
from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Callable, Optional

import numpy as np

from .models import Word

if TYPE_CHECKING:
    from PIL import Image

TINT_LO, TINT_HI = 150, 235   # grey levels of a light tint: paper is brighter, ink darker
CELL_PT = 1.5                 # detection grid, in points
CELL_TINT = 0.8               # a cell this much tint grey is tint
BOX_FILL = 0.6                # tint cells over the component's bounding box: a box, not a hatch or a line
MIN_W_PT, MIN_H_PT = 24.0, 12.0   # a tinted box smaller than this holds no label
MAX_SIDE_PT = 300.0           # larger tinted areas are shading, not a labelled object
MIN_INK = 0.01                # share of dark pixels inside: a box with nothing written in it is skipped
MAX_BOXES = 8                 # tinted boxes read per page
PSM_BLOCK = 6
BORDER_PX = 20


def tinted_boxes(img: "Image.Image", z: float) -> list[tuple[int, int, int, int]]:
    """Pixel boxes (l, t, r, b) of the render's tinted boxes; `z` is pixels per point."""
    a = np.asarray(img.convert("L"), dtype=np.uint8)
    k = max(2, round(CELL_PT * z))
    H, W = a.shape[0] // k, a.shape[1] // k
    if H < 2 or W < 2:
        return []
    tint = ((a >= TINT_LO) & (a <= TINT_HI))[:H * k, :W * k]
    cells = tint.reshape(H, k, W, k).mean(axis=(1, 3)) >= CELL_TINT
    seen = np.zeros_like(cells)
    out = []
    for y0, x0 in zip(*np.nonzero(cells)):
        if seen[y0, x0]:
            continue
        seen[y0, x0] = True
        todo, n = deque([(y0, x0)]), 0
        t, l, b, r = y0, x0, y0, x0
        while todo:
            y, x = todo.popleft()
            n += 1
            t, l, b, r = min(t, y), min(l, x), max(b, y), max(r, x)
            for v, u in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if 0 <= v < H and 0 <= u < W and cells[v, u] and not seen[v, u]:
                    seen[v, u] = True
                    todo.append((v, u))
        w_pt, h_pt = (r - l + 1) * k / z, (b - t + 1) * k / z
        if not (MIN_W_PT <= w_pt <= MAX_SIDE_PT and MIN_H_PT <= h_pt <= MAX_SIDE_PT):
            continue
        if n < BOX_FILL * (r - l + 1) * (b - t + 1):
            continue
        box = (int(l * k), int(t * k), int((r + 1) * k), int((b + 1) * k))
        inside = a[box[1]:box[3], box[0]:box[2]]
        if (inside < TINT_LO // 2).mean() < MIN_INK:
            continue
        out.append(box)
    return sorted(out, key=lambda bx: (bx[1], bx[0]))[:MAX_BOXES]


def _overlaps(a: tuple, b: tuple) -> bool:
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def read_tints(img: "Image.Image", z: float, words: list[Word], to_pdf: Callable[[float, float, float, float], tuple],
               read: Callable[["Image.Image", int], dict], keep: Callable[[str, float], Optional[str]],
               block0: int, line0: int) -> list[Word]:
    """`words` plus the words read in each tinted box where the page reading read none.
    `to_pdf(l, t, r, b)` maps a render pixel box to PDF points, `read(image, psm)` is
    Tesseract's word table, `keep(text, conf)` is the word as kept (its misreads mended), or
    None when it is not read surely enough to add."""
    from PIL import ImageOps   # lazy: only OCRed pages come here
    out = list(words)
    for box in tinted_boxes(img, z):
        pdf_box = tuple(to_pdf(*box))
        if any(_overlaps(pdf_box, w.bbox) for w in words):
            continue          # the page reading read something there: the label is not lost
        crop = img.crop(box).convert("L")
        tint = np.asarray(crop)
        grey = tint[(tint >= TINT_LO) & (tint <= TINT_HI)]
        cut = int(np.median(grey)) // 2 if grey.size else TINT_LO // 2
        bw = crop.point(lambda v, cut=cut: 0 if v < cut else 255)
        d = read(ImageOps.expand(bw, border=BORDER_PX, fill=255), PSM_BLOCK)
        lines: dict[tuple, int] = {}
        for i, raw in enumerate(d["text"]):
            text = keep(str(raw).strip(), float(d["conf"][i])) if str(raw).strip() else None
            if not text:
                continue
            conf = float(d["conf"][i])
            l, t, w, h = (int(d[x][i]) - (BORDER_PX if x in ("left", "top") else 0)
                          for x in ("left", "top", "width", "height"))
            key = (d["block_num"][i], d["par_num"][i], d["line_num"][i])
            line = lines.setdefault(key, line0 + len(lines) + 1)
            r = to_pdf(box[0] + l, box[1] + t, box[0] + l + w, box[1] + t + h)
            out.append(Word(text=text, bbox=tuple(round(v, 2) for v in r), size=round(h / z, 2),
                            block=block0 + 1, line=line, conf=round(conf, 1)))
        line0 += len(lines)
        block0 += 1
    return out
