"""A three-sheet US plumbing set (`tests/plumbing_set.py`), asked the questions written for it
before drawqa answered any (first sight: `docs/first-sight.md`, session 18)."""
from __future__ import annotations

from pathlib import Path

import pytest

from drawqa import store
from drawqa.answer import ask
from drawqa.index import build
from drawqa.ocr_options import OcrOptions
from plumbing_set import PLUMBING_ABSTAIN, PLUMBING_QUESTIONS, plumbing_pdf

ABSTAINED = "no evidence found"
_GEN: dict[str, store.Generation] = {}


@pytest.fixture(scope="module")
def plumbing_set(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("plumbing_set")
    pdf = plumbing_pdf(d / "plumbing.pdf")
    report = build([str(pdf)], d / "idx", ocr=False)
    assert report.indexed == 1, report.summary()
    return d / "idx"


def _answer(index: Path, question: str) -> str:
    """The answer from the text layer alone: the sheets are drawn as text."""
    gen = _GEN.setdefault(str(index), store.load(index))
    return ask(question, index, gen=gen, ocr=OcrOptions(enabled=False)).answer


# Answered at first sight or by this session's rules; every other question must at least not
# be answered wrong (it may abstain).
ANSWERED: set[str] = set()


@pytest.mark.parametrize("question, must, must_not", PLUMBING_QUESTIONS, ids=[q for q, _, _ in PLUMBING_QUESTIONS])
def test_plumbing_set_answers(plumbing_set, question, must, must_not):
    a = _answer(plumbing_set, question)
    if question not in ANSWERED and a.startswith(ABSTAINED):
        return
    assert all(m in a for m in must) and not any(n in a for n in must_not), (question, a)


@pytest.mark.parametrize("question", PLUMBING_ABSTAIN)
def test_plumbing_set_abstains_where_it_says_nothing(plumbing_set, question):
    assert _answer(plumbing_set, question).startswith(ABSTAINED)
