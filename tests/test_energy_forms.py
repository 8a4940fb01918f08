"""A Title 24 Certificate of Compliance (CF1R-PRF-01) printed onto sheet T-1 and an electrical
lighting plan's schedules on E-101 (drawn in tests/energy_sheets.py), asked the questions
written for them before drawqa answered them (`docs/first-sight.md`, "Sixteenth session").

Rules, not wording: a form's column numbers (`01 02 03`) are not values and not captions; a
caption's value stands under it in the same column; an efficiency metric (HSPF2, SEER2, EER2,
UEF, AFUE) named as a column is a value type; a two-part question answers both parts or says
which it could not find.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, index_pdf
from energy_sheets import energy_pdf

ABSTAINED = "no evidence found"

# (question, every string the answer must hold (alternatives split by `|`), strings it must not hold)
ANSWERED = [
    ("What climate zone is the project in?", ["Climate Zone 12"], []),
    ("What is the water heater's UEF?", ["UEF", "3.45"], ["65", "4.5 kW"]),
    ("What is the HSPF2 of the heat pump?", ["HSPF2: 8.1"], ["16.0"]),
    ("What is the heat pump's SEER2 rating?", ["SEER2: 16.0"], ["Verified"]),
    ("What is the EER2 of the heat pump?", ["EER2: 12.5"], ["16.0"]),
    ("What is the ceiling insulation R-value?", ["R-38|R 38"], ["R-13", "R-19"]),
    ("What R-value is the wall insulation?", ["R-13|R 13"], ["R-38", "R-19"]),
    ("What is the window U-factor?", ["U-factor: 0.30"], ["0.095"]),
    ("What is the SHGC of the windows?", ["SHGC: 0.23"], []),
    ("How many watts of lighting are removed and how many remain?", ["Watts Removed: 630", "Watts Remaining: 270"],
     ["390"]),
    ("Does the project comply with Title 24?", ["Yes", "COMPLIES"], ["LIGHTING POWER"]),
    ("By what margin does the building comply?", ["7.8%"], []),
    ("What is the tank volume of the water heater?", ["65"], []),
    ("Does the attic have a radiant barrier?", ["Radiant Barrier: Yes"], []),
    ("What is the proposed design Efficiency EDR?", ["Proposed Design: 38.0"], ["41.2"]),
    ("What is the duct leakage target?", ["5.0"], []),
    ("Is quality insulation installation required?", ["Required"], ["Not Required"]),
    ("What is fixture type B's wattage?", ["WATTS: 32"], []),
    ("Who manufactures fixture type B?", ["GOTHAM"], ["LITHONIA"]),
    ("What is the allowed lighting power?", ["1,850"], []),
    ("What is the proposed lighting power?", ["1,412"], []),
    ("How is fixture type C mounted?", ["PENDANT"], []),
    ("What does keyed note 3 require?", ["DIMMING PHOTOCONTROL"], []),
    ("What is the catalog number of fixture type A?", ["2BLT4 40L ADP LP840"], []),
    ("Who is the responsible designer?", ["MARCUS LINDQVIST"], ["Marcus Lindqvist"]),
]

# Asked and left open today (no rule reads them yet): each must be answered right or abstained on.
OPEN = [
    ("Who prepared the compliance documentation?", ["DANA OKAFOR"], []),
    ("When did the documentation author sign the form?", ["03/02/2026"], []),
    ("Which items need HERS verification?", ["Quality insulation installation|QII"], []),
    ("What type of water heater is used?", ["Heat Pump"], []),
    ("Which version of the standards applies?", ["2022"], []),
    ("What software was used for the compliance calculation?", ["CBECC-Res 2022.3.1"], []),
    ("What is the conditioned floor area of the addition?", ["486"], []),
    ("Who is the HERS provider?", ["CalCERTS"], []),
    ("What is the main breaker size of panel LP-1?", ["100A"], []),
]
QUESTIONS = ANSWERED + OPEN

# Questions the sheets cannot answer: nothing of the kind is drawn.
UNANSWERABLE = [
    "What is the AFUE of the furnace?",
    "What is the skylight U-factor?",
    "What is the slab edge insulation R-value?",
    "What is fixture type F's wattage?",
    "What size is the solar PV system?",
    "What is the HERS index of the home?",
]

@pytest.fixture(scope="module")
def energy_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("energy_forms")
    return index_pdf(energy_pdf(d / "energy.pdf"), d / "idx")


def holds(answer: str, must: list[str], must_not: list[str]) -> bool:
    return (all(any(alt in answer for alt in m.split("|")) for m in must)
            and not any(x in answer for x in must_not))


@pytest.mark.parametrize("question, must, must_not", ANSWERED, ids=[q for q, _, _ in ANSWERED])
def test_printed_energy_form_and_lighting_plan(energy_index, question, must, must_not):
    a = ask_index(energy_index, question)
    assert holds(a.answer, must, must_not), (question, a.answer)


@pytest.mark.parametrize("question, must, must_not", OPEN, ids=[q for q, _, _ in OPEN])
def test_open_questions_are_answered_right_or_not_at_all(energy_index, question, must, must_not):
    a = ask_index(energy_index, question)
    assert a.answer.startswith(ABSTAINED) or holds(a.answer, must, must_not), (question, a.answer)


@pytest.mark.parametrize("question", UNANSWERABLE)
def test_what_the_sheets_do_not_give_is_not_answered(energy_index, question):
    a = ask_index(energy_index, question)
    assert a.answer.startswith(ABSTAINED), (question, a.answer)


def test_a_forms_column_numbers_are_neither_header_nor_row(tmp_path):
    """Each numbered form section is one table: captions (with figures in them, `HSPF2`,
    `CFM50`) as its header, the line of `01 02 03` nowhere, a single row enough."""
    from drawqa.extract import read_pdf
    from drawqa.tables import find_tables

    pdf = energy_pdf(tmp_path / "energy.pdf")
    page = next(iter(read_pdf(str(pdf))))
    tables = {t.title: t for t in find_tables(page)}
    heaters = tables["WATER HEATERS"]
    assert heaters.header[4] == "Tank Vol. (gal)" and heaters.header[6] == "Heating Efficiency", heaters.header
    assert [r.cells[6] for r in heaters.rows] == ["3.45"]
    pumps = tables["HVAC - HEAT PUMPS"]
    assert "HSPF2" in pumps.header and "SEER2" in pumps.header
    assert tables["BUILDING ENVELOPE - HERS VERIFICATION"].rows[0].cells[0] == "Required"
    for t in tables.values():
        assert not any(h in ("01", "02") for h in t.header), (t.title, t.header)
        assert not any(r.cells[:2] == ["01", "02"] for r in t.rows), t.title
