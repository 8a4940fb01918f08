"""A sheet of details titled without scale lines, and the on-centre spacing a scan misreads.

A hand-drawn or small set titles each detail of a details sheet with a short name after its
numbered bubble, the titles set along one row under the row of details (`(1) Perimeter   (2)
Perimeter at Slab   (3) Interior Footing`), one scale for the whole sheet. OCR reads the bubble
as `@` (or loses it with the title's first letter). The callouts drawn above a title are that
detail's; a callout of a view above the row (a cross section) is not.

A scan's OCR reads the O of `@ 6' O.C.` as a zero (`6' 0.c.`) and the inch mark before it as a
degree sign (`12° 0.c.`): right after a figure with its mark, that is the on-centre abbreviation.

Chunks here are built as the scan's OCR reads them; the Sonoma scan (../shared/eval) is skipped
when absent (the fixture says so).
"""
from __future__ import annotations

import pytest

from asking import ask_index
from drawqa.answer import _part_label
from drawqa.expect import asked_types, find_value
from drawqa.models import Chunk
from handlers._domain import chunk_passages, view_of, view_titles
from handlers.base import as_drawn


def _chunk(units: list[tuple[str, tuple]], source: str = "ocr") -> Chunk:
    return Chunk(file="t.pdf", page=1, sheet_id="S1", sheet_title="T", section="detail",
                 bbox=(0, 0, 612, 792), text="\n".join(t for t, _ in units), source=source,
                 units=[[t, *b] for t, b in units])


# A details sheet as OCR reads it: a cross section over a row of three footing details.
SHEET = [
    ("2 1/2\" Bolts", (155, 195, 189, 200)),            # a callout of the cross section
    ("Cross Section", (265, 339, 343, 348)),
    ("1/4\" = 1'-0\"", (287, 349, 323, 359)),
    ("1/2\" 4 x 10 Anchor", (141, 455, 188, 459)),
    ("Bolt @ 6' 0.c. max", (141, 460, 188, 468)),
    ("#4 Rebar", (268, 489, 292, 493)),
    ("12\u00b0 min", (384, 433, 388, 449)),
    ("@Perimeter", (86, 507, 134, 521)),
    ("@ Perimeter at Slab", (207, 508, 285, 520)),
    ("nterior Footing", (345, 507, 398, 515)),
]


def _titles() -> dict[str, tuple]:
    return {t: b for b, t in view_titles([_chunk(SHEET)])}


def test_titles_after_bubbles_along_one_row_title_their_details():
    titles = _titles()
    assert {"Perimeter", "Perimeter at Slab", "nterior Footing"} <= set(titles), titles
    assert "Cross SECTION" in titles, titles


def test_each_callout_belongs_to_the_detail_titled_under_it():
    titles = [(b, t) for t, b in _titles().items()]
    box = dict(SHEET)
    assert view_of(titles, box["Bolt @ 6' 0.c. max"]) == "Perimeter"
    assert view_of(titles, box["#4 Rebar"]) == "Perimeter at Slab"
    assert view_of(titles, box["12\u00b0 min"]) == "nterior Footing"
    # above the cross section's title: not a callout of the details below it
    assert view_of(titles, box["2 1/2\" Bolts"]) == ""


@pytest.mark.parametrize("units", [
    [("@ Perimeter", (86, 507, 134, 521)), ("Bolt @ 6' o.c.", (141, 460, 188, 468))],   # alone on its row
    [("@ 16\" o.c. Edges", (86, 507, 134, 521)), ("Deck Footing", (207, 508, 285, 520))],  # a spacing, not a name
    [("@Perimeter", (86, 507, 134, 521)), ("Deck Footing", (207, 530, 285, 540))],       # not on one row
])
def test_a_label_after_an_at_sign_alone_titles_nothing(units):
    got = [t for _, t in view_titles([_chunk(units)])]
    assert not any("Perimeter" in t or "Footing" in t or "Edges" in t for t in got), got


@pytest.mark.parametrize("read, drawn", [
    ("Bolt @ 6' 0.c. max", "Bolt @ 6' o.c. max"),
    ("@6\" 0.C.", "@6\" O.C."),
    ("12\u00b0 0.c. Field", "12\" o.c. Field"),     # an angle is never spaced on centre
    ("24\" 0c", "24\" oc"),
    ("0.C. 12", "0.C. 12"),                           # no spacing before it: left as read
    ("6' 0\"", "6' 0\""),                             # feet and inches
    ("12\u00b0 min", "12\u00b0 min"),                 # a degree sign without o.c. stays
])
def test_on_centre_misread_after_a_spacing_is_mended(read, drawn):
    assert as_drawn(_chunk([]), read) == drawn
    assert as_drawn(_chunk([], source="text"), read) == read     # the text layer is as drawn


def test_passages_read_the_mended_spacing():
    c = _chunk([("1/2\" 4 x 10 Anchor", (141, 455, 188, 459)), ("Bolt @ 6' 0.c. max", (141, 460, 188, 468))])
    assert any("6' o.c." in p.text for p in chunk_passages(c))


def test_a_rebar_question_asks_for_a_bar_size():
    assert asked_types("What rebar goes in the perimeter footing") == ["bar_size"]
    assert asked_types("F2 footing: size and rebar?") == []
    assert "bar_size" not in asked_types("what reinforcing mesh does the slab get")   # a mesh has its own code
    assert "bar_size" not in asked_types("which bars are required at the toilet")     # grab bars
    assert find_value("bar_size", "(3) #5 E.W.") == "#5" and find_value("bar_size", "#4 Rebar") == "#4"
    assert find_value("bar_size", "NO. 4 BARS @ 12\" O.C.") == "NO. 4 BARS"
    assert find_value("bar_size", "SEE NOTE 4") is None


@pytest.mark.parametrize("part, label", [
    ("In the perimeter footing detail, how wide is the footing", "footing width"),
    ("what concrete strength is specified", "concrete strength"),
    ("How big must the attic access be", "attic access"),
    ("how long is the occupant override", "occupant override"),     # a length or a time: not said
])
def test_a_part_not_found_is_labelled_by_what_it_asks(part, label):
    assert _part_label(part) == label


# ----------------------------------------------------------------------------- the Sonoma scan

def test_perimeter_footing_anchor_bolt_spacing_on_the_sonoma_scan(sonoma_index):
    a = ask_index(sonoma_index, "In the perimeter footing detail, how far apart are the anchor bolts "
                                "and how wide is the footing?")
    assert "6' o.c." in a.answer and a.citations[0].page == 4, (a.answer, a.confidence)
    # the footing's 12" width is not read off the scan: said not found, never another detail's 12" depth
    assert "footing width: not found" in a.answer and "12" not in a.answer, a.answer


def test_perimeter_footing_rebar_on_the_sonoma_scan(sonoma_index):
    a = ask_index(sonoma_index, "What rebar goes in the perimeter footing and what concrete strength is specified?")
    assert "#4" in a.answer and a.citations[0].page == 4, (a.answer, a.confidence)
    assert "concrete strength: not found" in a.answer, a.answer
