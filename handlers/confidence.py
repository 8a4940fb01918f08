"""One place that turns what an answer rests on into a confidence.

Named levels instead of per-handler literals, so that the gate (`drawqa.answer.GATE`) means the
same thing whichever handler spoke: a value of the asked type in a statement that carries the
question's content is `STRONG`; the same statement found only far down the hits, or read by OCR,
loses a little; a statement that carries half the question is `FAIR` at best.
"""
from __future__ import annotations

from dataclasses import dataclass

STRONG = 0.85     # the asked value, in a statement that says what the question says
GOOD = 0.75
FAIR = 0.6
WEAK = 0.4        # below the gate: shown only by `--calibrate`
OCR_FACTOR = 0.9  # OCR'd evidence: the words may be misread
RANK_STEP = 0.005  # per fused-hit rank below the first
RANK_FLOOR = 15


@dataclass(frozen=True)
class Evidence:
    type_match: bool        # the answer holds a value of the type asked for (or none was asked)
    coverage: float         # idf-weighted share of the question's content words in the evidence
    rank: int = 0           # fused-hit rank of the evidence (0: the first hit)
    ocr: bool = False
    keyed_row: bool = False  # read from the one table row whose every key cell the question names


def confidence(e: Evidence) -> float:
    base = WEAK + (STRONG - WEAK) * max(0.0, min(1.0, (e.coverage - 0.3) / 0.6))
    if e.keyed_row and e.type_match:
        base = max(base, GOOD)   # the row's keys say which value: the question's wording need not
    if not e.type_match:
        base = min(base, FAIR)
    base -= RANK_STEP * min(e.rank, RANK_FLOOR)
    if e.ocr:
        base *= OCR_FACTOR
    return round(max(0.0, min(STRONG, base)), 3)
