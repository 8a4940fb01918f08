"""Geometry on words and lines: boxes, rows and cells, independent of what the text says.

Schedules in real plan sets often extract column by column; rebuilding rows from word
positions is what turns them back into something a person (and a regex) can read.
"""
from __future__ import annotations

from statistics import median
from typing import Iterable, Sequence

from .models import BBox, Word


def union(boxes: Iterable[Sequence[float]]) -> BBox:
    boxes = list(boxes)
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def contains(outer: Sequence[float], inner: Sequence[float], tol: float = 1.0) -> bool:
    return (inner[0] >= outer[0] - tol and inner[1] >= outer[1] - tol
            and inner[2] <= outer[2] + tol and inner[3] <= outer[3] + tol)


def overlap_x(a: Sequence[float], b: Sequence[float]) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0]))


def overlap_y(a: Sequence[float], b: Sequence[float]) -> float:
    return max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def gap(a: Sequence[float], b: Sequence[float]) -> float:
    """Distance between two boxes (0 when they touch or overlap)."""
    dx = max(0.0, max(a[0], b[0]) - min(a[2], b[2]))
    dy = max(0.0, max(a[1], b[1]) - min(a[3], b[3]))
    return (dx * dx + dy * dy) ** 0.5


def word_height(words: Sequence[Word]) -> float:
    hs = [w.bbox[3] - w.bbox[1] for w in words if w.bbox[3] > w.bbox[1]]
    return median(hs) if hs else 10.0


def rows(words: Sequence[Word], max_gap: float | None = None) -> list[list[Word]]:
    """Words grouped into horizontal runs: same baseline band, no gap wider than max_gap."""
    if not words:
        return []
    h = word_height(words)
    max_gap = max_gap if max_gap is not None else 12 * h
    ordered = sorted(words, key=lambda w: ((w.bbox[1] + w.bbox[3]) / 2, w.bbox[0]))
    bands: list[list[Word]] = []
    total = 0.0    # sum of the last band's word centres, kept as words join (same sum, same order)
    for w in ordered:
        cy = (w.bbox[1] + w.bbox[3]) / 2
        if bands:
            band = bands[-1]
            if abs(cy - total / len(band)) <= 0.45 * h:
                band.append(w)
                total += cy
                continue
        bands.append([w])
        total = cy
    out: list[list[Word]] = []
    for band in bands:
        band.sort(key=lambda w: w.bbox[0])
        out += split_run(band, lambda a, b: b.bbox[0] - a.bbox[2] > max_gap)
    out.sort(key=lambda r: (r[0].bbox[1], r[0].bbox[0]))
    return out


def split_run(run: Sequence[Word], cut) -> list[list[Word]]:
    """A run of words (left to right) cut between each two neighbours where `cut(a, b)` holds."""
    out = [[run[0]]]
    for a, b in zip(run, run[1:]):
        if cut(a, b):
            out.append([b])
        else:
            out[-1].append(b)
    return out


CELL_GAP = 1.2    # word heights: a wider space between two words of a row parts two cells


def cells(row: Sequence[Word], min_gap: float | None = None) -> list[list[Word]]:
    """Split a row into cells wherever the space between words is wider than a word space."""
    if not row:
        return []
    h = word_height(row)
    min_gap = min_gap if min_gap is not None else CELL_GAP * h
    out = [[row[0]]]
    for w in row[1:]:
        if w.bbox[0] - out[-1][-1].bbox[2] > min_gap or w.cell_start:
            out.append([w])
        else:
            out[-1].append(w)
    return out


def text_of(words: Sequence[Word]) -> str:
    return " ".join(w.text for w in words)


def bbox_of(words: Sequence[Word]) -> BBox:
    return union(w.bbox for w in words)
