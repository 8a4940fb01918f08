"""Generalization: questions phrased unlike the eval sets (synonyms, other word order, lower case,
typos such as `windo W3`), half a dozen of which the drawings cannot answer. None may be
answered wrongly: an answer must carry the expected value and cite the page it stands on, and an
unanswerable question must come back as `no evidence found`.

These questions are not in any questions.jsonl and nothing in the code keys on them.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from drawqa import store
from drawqa.answer import ask

ABSTAINED = "no evidence found"
_GENS: dict[str, store.Generation] = {}


def _ask(index: Path, q: str):
    if str(index) not in _GENS:
        _GENS[str(index)] = store.load(index)
    return ask(q, index, gen=_GENS[str(index)])


def _check(index: Path, q: str, must: list[str], page: int | None):
    a = _ask(index, q)
    if page is None:
        assert a.answer.startswith(ABSTAINED), (q, a.answer, a.handler, a.confidence)
        return
    low = a.answer.lower()
    assert not a.answer.startswith(ABSTAINED), (q, a.answer, a.confidence)
    assert all(m.lower() in low for m in must), (q, a.answer)
    assert page in [c.page for c in a.citations], (q, [c.page for c in a.citations])
    assert len(a.answer) <= 300


SAMPLE = [
    ("what nfpa standard do the sprinklers follow", ["13d"], 1),
    ("occupancy group of the house?", ["r-3"], 1),
    ("windo W3 size?", ["2'-6\"", "4'-0\""], 5),
    ("door 104 material and size?", ["hollow core wood", "2'-8\""], 5),
    ("how high is the ceiling in the bedroom, room 104?", ["8'-6\""], 5),
    ("what is the finish on the kitchen floor", ["porcelain tile"], 5),
    ("what is the overall depth of the first floor plan?", ["36'-0\""], 3),
    ("how wide is the house", ["50'-0\""], 3),
    ("What class of roofing is required?", ["class a"], 6),
    ("what is the roofing shown on the north elevation?", ["asphalt composition shingles"], 4),
    ("what is the soil bearing capacity assumed", ["1,500 psf"], 7),
    # Not in the set: each must abstain.
    ("What is the seismic design category?", [], None),
    ("What is the wind speed for design?", [], None),
    ("what is the title of sheet A7.0", [], None),
    ("What is the stair riser height on the second floor plan?", [], None),
    ("What is the overall width of the foundation plan?", [], None),
]

VA = [
    ("floor finish in room 150?", ["vct-1"], 2),
    ("what is p-3 paint color", ["shaker beige"], 2),
    ("Which ceiling tile is ACT-1?", ["usg"], 2),
    ("what is the sprinkler head type?", [], None),
    ("what is the overall width of the first floor finish plan?", [], None),
]


@pytest.mark.parametrize("q, must, page", SAMPLE, ids=[q for q, _, _ in SAMPLE])
def test_sample_rephrased(sample_index, q, must, page):
    _check(sample_index, q, must, page)


@pytest.mark.parametrize("q, must, page", VA, ids=[q for q, _, _ in VA])
def test_va_rephrased(va_index, q, must, page):
    _check(va_index, q, must, page)
