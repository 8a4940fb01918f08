"""A three-sheet US plumbing set (`tests/plumbing_set.py`), asked the questions written for it
before drawqa answered any (first sight: `docs/first-sight.md`, session 18).

Rules, not wording: a group caption standing over two or more column captions (`CONNECTIONS`
over `CW HW W V`) heads each of them wherever it starts; a bracket opened on one header line and
closed on the next (`RECOVERY (GPH` / `@ 100°F RISE)`) keeps its figures in the header; a cell's
wrapped line, flush under a cell of the line above past the first column, continues that cell
rather than labelling a group; a plumbing schedule's connection and fixture-unit columns are
headed by the services' abbreviations (`CW`, `HW`, `W`, `V`, `WSFU`, `DFU`), named in words by
a question; a word captioning a column alone names it, not the group it also leads; a sentence
giving two values of the kind asked in clauses of their own answers with the clause the question
names; a figure followed by the measure it gives (`1" THICK`) is no size of what follows it; a
question's thing named with a modifier (`the roof drains`) is not answered by a statement that
says the noun without it; a
keyed-notes list numbers its notes bare (`1 3" VTR ...  2 CLEANOUT ...`), and a note may open
with a pipe size; a note of several sentences answers with the one sentence carrying the
question, and a paragraph too long to be one statement is read a sentence at a time; a code's
`AT INTERVALS NOT EXCEEDING` is a spacing.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from drawqa.extract import open_pdf, read_page
from drawqa.handlers._domain import numbered_notes
from drawqa.index import build
from drawqa.tables import find_tables
from drawqa.title_block import title_block_box
from asking import ask_text_layer
from plumbing_set import FIXTURES, PLUMBING_ABSTAIN, PLUMBING_QUESTIONS, plumbing_pdf

ABSTAINED = "no evidence found"


@pytest.fixture(scope="module")
def plumbing_set(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("plumbing_set")
    pdf = plumbing_pdf(d / "plumbing.pdf")
    report = build([str(pdf)], d / "idx", ocr=False)
    assert report.indexed == 1, report.summary()
    return d / "idx"


@pytest.fixture(scope="module")
def schedules(plumbing_set) -> dict:
    pdf = plumbing_set.parent / "plumbing.pdf"
    page = read_page(open_pdf(str(pdf)), 0, pdf, ocr=False)
    page.title_block = title_block_box(page)
    return {t.title: t for t in find_tables(page)}


def test_a_group_caption_heads_every_column_under_it(schedules):
    """`CONNECTIONS` centred over CW HW W V starts where `HW` does: still a group's caption."""
    assert schedules["PLUMBING FIXTURE SCHEDULE"].header == [
        "MARK", "FIXTURE", "DESCRIPTION", "MANUFACTURER / MODEL", "CONNECTIONS CW", "CONNECTIONS HW",
        "CONNECTIONS W", "CONNECTIONS V", "FIXTURE UNITS WSFU", "FIXTURE UNITS DFU", "REMARKS"]


def test_a_bracket_goes_on_across_header_lines(schedules):
    """`RECOVERY (GPH` over `@ 100°F RISE)`: the figure inside the bracket is the header's."""
    t = schedules["WATER HEATER SCHEDULE"]
    assert t.header[2:5] == ["CAPACITY (GAL)", "INPUT", "RECOVERY (GPH @ 100°F RISE)"], t.header
    assert [r.cells[0] for r in t.rows] == ["WH-1", "WH-2"]


def test_a_wrapped_cell_line_is_no_group_label(schedules):
    """A description's or a remark's second line, figure-free, continues its cell."""
    rows = {r.cells[0]: r.cells for r in schedules["PLUMBING FIXTURE SCHEDULE"].rows}
    assert list(rows) == [f[0] for f in FIXTURES]
    assert rows["MS-1"][2].endswith("SERVICE FAUCET WITH VACUUM BREAKER"), rows["MS-1"]
    assert rows["EWC-1"][10] == "REQUIRES 120V DEDICATED CIRCUIT, SEE ELECTRICAL"
    assert all(not r.group for r in schedules["PLUMBING FIXTURE SCHEDULE"].rows)


@pytest.mark.parametrize("question, lead", [
    ("What is the cold water connection size for WC-1?", 'connections cw 1"'),
    ("What is the waste connection size for MS-1?", 'connections w 3"'),
    ("What is the vent size for LAV-1?", 'connections v 1-1/4"'),
    ("What is the hot water connection size for SK-1?", 'connections hw 1/2"'),
    ("How many drainage fixture units is WC-1?", "fixture units dfu 4"),
    ("What is fixture WC-2?", "fixture WATER CLOSET"),
])
def test_a_service_is_asked_by_its_name(plumbing_set, question, lead):
    """`cold water` is the `CW` column, `drainage fixture units` the `DFU` one: that column
    alone answers, and a connection size or a fixture-unit count is no missing size or quantity."""
    a = ask_text_layer(plumbing_set, question)
    assert a.split(": ", 1)[1].startswith(f"{lead} (also:"), a
    assert "given)" not in a


@pytest.mark.parametrize("question, said, unsaid", [
    ('What is the minimum slope for drainage piping 3" and smaller?', '1/4" PER FOOT FOR 3" AND SMALLER', '1/8"'),
    ('What is the slope for drainage piping 4" and larger?', '1/8" PER FOOT FOR 4" AND LARGER', '1/4"'),
    ("What temperature is domestic hot water stored at?", "STORED AT 140°F", "110°F"),
    ("What is the static water pressure?", "72 PSI", "80 PSI"),
    ("What is the test pressure for domestic water piping?", "150 PSI", "10-FOOT"),
    # two things asked: the sentence whole, both values in it
    ("What temperatures is domestic hot water stored and delivered at?", "140°F AND DELIVERED", "PSI"),
])
def test_the_clause_or_sentence_asked_answers(plumbing_set, question, said, unsaid):
    a = ask_text_layer(plumbing_set, question)
    assert said in a and unsaid not in a, a


@pytest.mark.parametrize("question, said", [
    ("What size is the domestic water service?", '1-1/2" DOMESTIC WATER SERVICE'),
    ("What is keyed note 4 on P-101?", 'Note 4 (sheet P-101): 3" VTR, TERMINATE 12" ABOVE ROOF'),
    ("What is the maximum spacing of cleanouts?", "INTERVALS NOT EXCEEDING 100 FEET"),
    ("What is the total connected gas load?", "TOTAL CONNECTED LOAD: 250 MBH"),
])
def test_notes_callouts_and_keyed_notes(plumbing_set, question, said):
    """A pipe's size leads its name (`1-1/2" DOMESTIC WATER SERVICE`), not a thickness (`1"
    THICK ... SERVICE JACKET`); a keyed note may open with a size; a code's interval is a
    spacing; a long paragraph is read a sentence at a time."""
    a = ask_text_layer(plumbing_set, question)
    assert said in a and "INSULATE" not in a, a


def test_keyed_notes_numbered_bare_are_cut_at_their_numbers():
    notes = numbered_notes('KEYED NOTES 1 3" VTR THRU ROOF, SEE KEYED NOTE 4 ON P-101. 2 CLEANOUT AT BASE '
                           'OF STACK, 3" WCO 18" AFF. 3 4" BUILDING DRAIN AT 1/8" PER FOOT.')
    assert notes == ['3" VTR THRU ROOF, SEE KEYED NOTE 4 ON P-101.', 'CLEANOUT AT BASE OF STACK, 3" WCO 18" AFF.',
                     '4" BUILDING DRAIN AT 1/8" PER FOOT.']
    assert numbered_notes("GENERAL 1 2 3") == ["GENERAL 1 2 3"]


# Answered at first sight or by this session's rules; every other question must at least not
# be answered wrong (it may abstain).
MISSED = {
    "Who is the plumbing engineer?", "What plumbing code applies?",
    "What pipe material is used for domestic water above grade?", "What is the gas piping material?",
}


@pytest.mark.parametrize("question, must, must_not", PLUMBING_QUESTIONS, ids=[q for q, _, _ in PLUMBING_QUESTIONS])
def test_plumbing_set_answers(plumbing_set, question, must, must_not):
    a = ask_text_layer(plumbing_set, question)
    if question in MISSED and a.startswith(ABSTAINED):
        return
    assert all(m in a for m in must) and not any(n in a for n in must_not), (question, a)


@pytest.mark.parametrize("question", PLUMBING_ABSTAIN + [
    "What size is the roof drain leader?",      # a drain named, none of it a roof's
])
def test_plumbing_set_abstains_where_it_says_nothing(plumbing_set, question):
    assert ask_text_layer(plumbing_set, question).startswith(ABSTAINED)
