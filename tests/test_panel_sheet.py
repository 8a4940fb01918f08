"""A sheet of two-sided panelboard schedules (`tests/panel_sheet.py`), asked the questions of
blind round 26 (`tests/blind_questions/drawn/round26-drawn.jsonl`, written before drawqa
answered them), and the rules they led to:

- A schedule whose header repeats its columns about a shared middle (CKT DESCRIPTION LOAD BKR |
  PH | BKR LOAD DESCRIPTION CKT) prints two records a row: each is read as its own row, in
  circuit order, with the middle column (`drawqa/tables.py` `two_sided`).
- A breaker of two or three poles is written once, `--` in the rows below: those circuits are
  the same load (circuit 19 of a 3-pole RTU-1 breaker at 17 serves RTU-1).
- A schedule titled by a name (`PANEL LP-2A`) answers for that name: its rows, and the fields it
  prints over its header (voltage, mains, FED FROM, mounting); a question naming another panel
  or a switchboard is not answered from it.
- What a circuit `serves` is its DESCRIPTION.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from drawqa.tables import Row, Table, two_sided
from panel_sheet import panel_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round26-drawn.jsonl")


@pytest.fixture(scope="module")
def panels(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("panels")
    return index_pdf(panel_pdf(d / "panels.pdf"), d / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_panel_sheet(panels, item):
    assert_never_wrong(panels, item)


@pytest.mark.parametrize("question, must", [
    ("What does circuit 8 on panel LP-2A serve?", "COPIER - WORK ROOM 106"),
    ("What does circuit 21 on LP-2A serve?", "RTU-1"),
    ("What does circuit 6 on panel PP-1 serve?", "CHILLER CH-1"),
    ("What feeds panel PP-1?", "SWITCHBOARD MSB"),
    ("What is the voltage of panel LP-2A?", "208Y/120V"),
])
def test_a_panel_is_read_by_its_name(panels, question, must):
    a = ask_index(panels, question).answer
    assert must in a, a


@pytest.mark.parametrize("question", [
    "What does circuit 14 on panel PP-1 serve?",     # PP-1 has 12 circuits; LP-2A's 14 is not it
    "What does circuit 7 serve?",                    # both panels have a circuit 7
    "What is the AIC rating of switchboard MSB?",
    "What voltage is panel LP-3?",
])
def test_a_circuit_or_panel_not_named_is_not_answered(panels, question):
    assert ask_index(panels, question).answer.startswith(ABSTAINED), question


def test_two_sided_rows_are_read_one_record_each():
    header = ["CKT", "DESCRIPTION", "BKR", "PH", "BKR", "DESCRIPTION", "CKT"]
    rows = [Row(cells=["1", "RTU-1", "40/3", "A", "20/1", "LIGHTS", "2"], bbox=(0, 0, 1, 1)),
            Row(cells=["3", "--", "--", "B", "", "SPACE", "4"], bbox=(0, 1, 1, 2))]
    t = two_sided(Table(title="PANEL A", title_bbox=(0, 0, 1, 1), header=header, rows=rows))
    assert t.header == ["CKT", "DESCRIPTION", "BKR", "PH"]
    assert [r.cells for r in t.rows] == [["1", "RTU-1", "40/3", "A"], ["2", "LIGHTS", "20/1", "A"],
                                         ["3", "RTU-1", "40/3", "B"], ["4", "SPACE", "", "B"]]
    one_sided = Table(title="DOOR SCHEDULE", title_bbox=(0, 0, 1, 1), header=["MARK", "WIDTH", "HEIGHT"],
                      rows=[Row(cells=["101", "3'-0\"", "--"], bbox=(0, 0, 1, 1))])
    assert two_sided(one_sided) is one_sided


def test_what_protection_a_thing_needs_is_how_it_must_be_protected(panels):
    from drawqa.plain_question import plain_question
    assert plain_question("What ventilation does the crawl space require?") == "how must the crawl space be ventilated?"
    assert plain_question("What insulation is required in the exterior walls?") == \
        "What insulation is required in the exterior walls?"
    a = ask_index(panels, "What protection do the break room receptacle circuits need?").answer
    assert "GFCI" in a, a


def test_a_load_on_several_poles_is_read_once(panels):
    a = ask_index(panels, "Which circuit serves the water heater?").answer
    assert a.startswith("CKT: 13, 15") and "LP-2A" in a, a
    a = ask_index(panels, "What breaker serves the chiller?").answer
    assert a.startswith("BKR: 100/3 (") and "2, 4, 6" in a, a
    a = ask_index(panels, "What is the load of the water heater?").answer
    assert a.startswith("LOAD (VA): 2,250 each"), a


def test_a_field_of_several_panels_says_whose_each_value_is(panels):
    a = ask_index(panels, "What is the AIC rating?").answer
    assert a == "AIC RATING: 22,000 A (PANEL LP-2A); 35,000 A (PANEL PP-1)", a
