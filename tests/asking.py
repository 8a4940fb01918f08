"""What the tests on generated sheets share: index a PDF they drew, and ask it questions with
its generation loaded once."""
from __future__ import annotations

from pathlib import Path

from drawqa import store
from drawqa.answer import ask
from drawqa.index import build

_GENERATIONS: dict[str, store.Generation] = {}


def index_pdf(pdf: Path, index_dir: Path) -> Path:
    """The text-layer index of one generated PDF (no OCR: the sheets are drawn as text)."""
    report = build([str(pdf)], index_dir, ocr=False)
    assert report.indexed == 1, report.summary()
    return index_dir


def ask_index(index: Path, question: str):
    gen = _GENERATIONS.setdefault(str(index), store.load(index))
    return ask(question, index, gen=gen)
