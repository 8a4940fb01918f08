"""Generalization: questions phrased unlike the eval sets (synonyms, other word order, lower case,
typos such as `windo W3`), half a dozen of which the drawings cannot answer. None may be
answered wrongly: an answer must carry the expected value and cite the page it stands on, and an
unanswerable question must come back as `no evidence found`.

These questions are not in any questions.jsonl and nothing in the code keys on them.

The `MORE_*` groups ask the first-sight sets of ../shared/eval/more in words of their own. There
an answerable question may still be missed (`None` in the last column allows it), but never
answered wrongly; a question the sheet does not answer must abstain.
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
    ("what is the title of sheet AF600", ["material and room finish schedule"], 2),
    ("what is the sheet number of the first floor finish plan", ["af101"], 1),
    ("what is the fire rating of the corridor walls?", [], None),
]


@pytest.mark.parametrize("q, must, page", SAMPLE, ids=[q for q, _, _ in SAMPLE])
def test_sample_rephrased(sample_index, q, must, page):
    _check(sample_index, q, must, page)


@pytest.mark.parametrize("q, must, page", VA, ids=[q for q, _, _ in VA])
def test_va_rephrased(va_index, q, must, page):
    _check(va_index, q, must, page)


def _not_wrong(index: Path, q: str, must: list[str], page: int | None, may_miss: bool) -> bool:
    """True when answered right, False when abstained (allowed only for `may_miss`)."""
    a = _ask(index, q)
    if a.answer.startswith(ABSTAINED):
        assert page is None or may_miss, (q, "abstained", a.confidence)
        return False
    assert page is not None, (q, "answered a question the sheet does not answer", a.answer, a.handler)
    low = a.answer.lower()
    assert all(m.lower() in low for m in must), (q, a.answer, a.handler)
    assert page in [c.page for c in a.citations], (q, [c.page for c in a.citations])
    return True


# (question, strings the answer holds, page or None for "not on the sheet", a miss is allowed)
MORE_FP = [
    ("when must sprinklers be installed under an obstruction, how wide?", ["48"], 1, False),
    ("what does ZCA stand for", ["zone control assembly"], 1, False),
    ("who witnesses the hydrostatic test", ["engineer"], 1, False),
    ("What remote hydraulic area is used for light hazard?", ["1500"], 1, False),
    ("what clearance is required beneath fire sprinkler pipes", ["6"], 1, True),
    ("At what height above the floor are sprinkler guards needed?", ["7"], 1, True),
    ("how recent must the hydrant flow test be for the sprinkler submittal", ["12 months"], 1, True),
    ("What does OS&Y mean", ["outside screw"], 1, True),
    ("What is the design density for light hazard occupancies?", ["0.10"], 1, True),
    ("What is the sprinkler head temperature rating?", [], None, False),
    ("What is the static pressure at the fire hydrant?", [], None, False),
    ("What sprinkler head spacing is used in the corridors?", [], None, False),
    ("How many sprinkler heads are on the plan?", [], None, False),
    ("when was FP0.1 plotted", ["5/3/2021"], 1, True),
    ("what is the title of sheet FP0.1", ["abbreviations and symbols"], 1, False),
    ("what's the project number", ["12654.000"], 1, True),
    ("what does UON mean", ["unless otherwise noted"], 1, True),
    ("What is the fire pump's rated capacity?", [], None, False),
    ("How many standpipes are there?", [], None, False),
]
MORE_M = [
    ("what does ERU stand for", ["energy recovery unit"], 1, False),
    ("what screen is required at open ended ducts", ["aluminum"], 1, False),
    ("which edition of the mechanical code governs the work", ["2018"], 1, False),
    ("Which edition of the International Energy Conservation Code applies to the HVAC work?", ["2018"], 1, False),
    ("What elbows must be used for 90 degree turns in ductwork?", ["long radius"], 1, True),
    ("What does the abbreviation OED mean?", ["open end"], 1, True),
    ("how long may a flexible supply duct be", ["5"], 1, True),
    ("What is the refrigerant charge of the chiller?", [], None, False),
    ("What is the airflow of AHU-1?", [], None, False),
    ("what is the heating capacity of the boiler", [], None, False),
    ("what is the sheet number of the mechanical abbreviations sheet", ["m0.1"], 1, False),
    ("when was the mechanical abbreviations sheet plotted", ["5/4/2021"], 1, True),
    ("what is the project number on M0.1", ["12654.000"], 1, True),
    ("What is the airflow of exhaust fan EF-1?", [], None, False),
]
MORE_G = [
    ("What is the construction type of the existing buildings?", ["ii-b"], 1, False),
    ("Are the buildings protected by automatic sprinklers?", ["nfpa 13"], 1, False),
    ("What edition of NFPA 13 governs the sprinkler design?", ["2013"], 1, False),
    ("Who is the authority having jurisdiction?", ["state architect"], 1, False),
    ("Which edition of ICC A117.1 is referenced?", ["2015"], 1, True),
    ("What is the seismic design category?", [], None, False),
    ("What is the roof live load?", [], None, False),
    ("What is the wind exposure category?", [], None, False),
    ("how is the south building classified for occupancy", ["b/s-1"], 1, True),
    ("is the north building separated or non-separated mixed use?", ["(separated)"], 1, True),
    ("what is the project number on the code summary sheet", ["12654.000"], 1, True),
    ("when was the code summary sheet plotted", ["5/4/2021"], 1, True),
    ("what is the maximum exit access travel distance for sprinklered group B", ["300"], 1, True),
    ("how long may a dead end be in the A-3 areas", ["20"], 1, True),
    ("who is the structural engineer", ["martin/martin"], 1, True),
    ("which firm is the cost estimator", ["rider levett bucknall"], 1, True),
    ("What is the occupant load of the third floor?", [], None, False),
    ("What fire flow does the fire department require?", [], None, False),
    ("How many elevators does the north building have?", [], None, False),
]


@pytest.mark.parametrize("q, must, page, may_miss", MORE_FP, ids=[c[0] for c in MORE_FP])
def test_more_fire_suppression_rephrased(uccs_fp_index, q, must, page, may_miss):
    _not_wrong(uccs_fp_index, q, must, page, may_miss)


@pytest.mark.parametrize("q, must, page, may_miss", MORE_M, ids=[c[0] for c in MORE_M])
def test_more_mechanical_rephrased(uccs_m_index, q, must, page, may_miss):
    _not_wrong(uccs_m_index, q, must, page, may_miss)


@pytest.mark.parametrize("q, must, page, may_miss", MORE_G, ids=[c[0] for c in MORE_G])
def test_more_code_summary_rephrased(uccs_g_index, q, must, page, may_miss):
    _not_wrong(uccs_g_index, q, must, page, may_miss)

MORE_S10 = [
    ("what spacing are the sawcut joints in the slab", ["4.5m"], 1, False),
    ("what bearing capacity was assumed for the soil", ["450"], 1, False),
    ("Is the P1 pile designed as a cantilever?", ["cantilever"], 1, False),
    ("How thick is the ground floor slab?", ["125mm"], 1, True),
    ("What is the wind load on the roof?", [], None, False),
    ("What is the seismic hazard factor?", [], None, False),
    ("What is the fire rating of the slab?", [], None, False),
    ("What is the roof pitch?", [], None, False),
    ("what is the current revision of S10", ["t1"], 1, True),
    ("what project number is on the slab and footing plan", ["7776"], 1, True),
    ("what is the drawing title of S10", ["ground floor slab and footing plan"], 1, False),
    ("what concrete strength is specified for GB1", ["40"], 1, True),
    ("what working load are P2 piles designed for", ["500"], 1, True),
    ("What steel grade are the columns?", [], None, False),
    ("which wind region is the building in", [], None, False),
]
SAMPLE_MORE = [
    ("which NFPA standard governs the fire sprinklers", ["13d"], 1, False),
    ("what is the building's occupancy classification", ["r-3"], 1, False),
    ("what edition of the energy code is used", ["2021"], 1, False),
    ("what is the scale of the site plan", ["1\" = 20'"], 2, False),
    ("when was the permit set issued", ["03/14/2025"], 1, False),
    ("what is the construction type", ["v-b"], 1, False),
    ("which sheet shows the roof plan", ["a5.0"], 6, False),
    ("what is the lot coverage percentage", ["25.0%"], 2, False),
    ("what is the finish of the garage floor", ["sealed concrete"], 5, False),
    ("who is the structural engineer", ["northline"], 1, False),
    ("what is the elevator capacity", [], None, False),
    ("what is the parking count", [], None, False),
]


@pytest.mark.parametrize("q, must, page, may_miss", MORE_S10, ids=[c[0] for c in MORE_S10])
def test_more_structural_rephrased(gwynne_index, q, must, page, may_miss):
    _not_wrong(gwynne_index, q, must, page, may_miss)


@pytest.mark.parametrize("q, must, page, may_miss", SAMPLE_MORE, ids=[c[0] for c in SAMPLE_MORE])
def test_sample_more_rephrased(sample_index, q, must, page, may_miss):
    _not_wrong(sample_index, q, must, page, may_miss)


def test_generalization_questions_are_many_and_a_quarter_abstain():
    """The issue's floor: 100 questions across the sets, a quarter of them unanswerable."""
    plain = SAMPLE + VA
    graded = MORE_FP + MORE_M + MORE_G + MORE_S10 + SAMPLE_MORE
    n = len(plain) + len(graded)
    abstain = sum(1 for c in plain if c[2] is None) + sum(1 for c in graded if c[2] is None)
    assert abstain / n >= 0.25, (abstain, n)
    assert n >= 100, n
