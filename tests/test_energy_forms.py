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
QUESTIONS = [
    ("What climate zone is the project in?", ["12"], []),
    ("What is the water heater's UEF?", ["3.45"], []),
    ("What is the HSPF2 of the heat pump?", ["8.1"], []),
    ("What is the heat pump's SEER2 rating?", ["16.0"], []),
    ("What is the EER2 of the heat pump?", ["12.5"], []),
    ("What is the ceiling insulation R-value?", ["38"], []),
    ("What R-value is the wall insulation?", ["13"], []),
    ("What is the window U-factor?", ["0.30"], []),
    ("What is the SHGC of the windows?", ["0.23"], []),
    ("How many watts of lighting are removed and how many remain?", ["630", "270"], []),
    ("Does the project comply with Title 24?", ["COMPLIES|Complies"], []),
    ("By what margin does the building comply?", ["7.8|4.55"], []),
    ("Who prepared the compliance documentation?", ["DANA OKAFOR"], []),
    ("Who is the responsible designer?", ["MARCUS LINDQVIST"], []),
    ("When did the documentation author sign the form?", ["03/02/2026"], []),
    ("Which items need HERS verification?", ["Quality insulation installation|QII"], []),
    ("What is the tank volume of the water heater?", ["65"], []),
    ("What type of water heater is used?", ["Heat Pump"], []),
    ("Does the attic have a radiant barrier?", ["Yes"], []),
    ("Which version of the standards applies?", ["2022"], []),
    ("What software was used for the compliance calculation?", ["CBECC-Res 2022.3.1"], []),
    ("What is the conditioned floor area of the addition?", ["486"], []),
    ("What is the proposed design Efficiency EDR?", ["38.0"], []),
    ("What is the duct leakage target?", ["5.0"], []),
    ("Is quality insulation installation required?", ["Required"], ["Not Required"]),
    ("Who is the HERS provider?", ["CalCERTS"], []),
    ("What is fixture type B's wattage?", ["32"], []),
    ("Who manufactures fixture type B?", ["GOTHAM"], []),
    ("What is the allowed lighting power?", ["1,850"], []),
    ("What is the proposed lighting power?", ["1,412"], []),
    ("How is fixture type C mounted?", ["PENDANT"], []),
    ("What is the main breaker size of panel LP-1?", ["100A"], []),
    ("What does keyed note 3 require?", ["DIMMING PHOTOCONTROL"], []),
    ("What is the catalog number of fixture type A?", ["2BLT4 40L ADP LP840"], []),
]

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
