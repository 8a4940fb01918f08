"""Title-block cells and code tables as real sets print them.

* A row of captions far apart on one baseline (`REVISIONS:  PROJECT  DESIGNED  DATE` across a
  title block) is one PDF block; each caption is its own cell, over or beside its own value. A
  dimension string, and a list's name and value outside the title block, stay whole.
* A firm's block of address and numbers with its tagline set under it (`Consulting Engineers &
  Managers`): the tagline names whose numbers they are.
* A code table with its heading centred over it, header captions one space apart over narrow
  columns (`OCCUPANCY SPRINKLERED`), and the next table's heading right under its rows.

The real-drawing checks run on ../shared/eval and are skipped without it.
"""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from drawqa import extract
from drawqa.models import Block, Line, Page
from drawqa.tables import find_tables
from asking import ask_index

ABSTAINED = "no evidence found"


def _line(text: str, x0: float, y0: float, x1: float, h: float = 9.0) -> Line:
    return Line(text=text, bbox=(x0, y0, x1, y0 + h), size=h)


def _block(*lines: Line) -> Block:
    return Block(lines=list(lines), bbox=(min(l.bbox[0] for l in lines), min(l.bbox[1] for l in lines),
                                          max(l.bbox[2] for l in lines), max(l.bbox[3] for l in lines)))


# --------------------------------------------------------------------------- pure


def test_a_lone_row_of_far_apart_captions_splits_into_cells():
    row = _block(_line("REVISIONS:", 61, 1533, 108), _line("PROJECT", 1459, 1533, 1505),
                 _line("DESIGNED", 2038, 1534, 2075), _line("DATE", 2194, 1534, 2213))
    assert [[l.text for l in b.lines] for b in extract.split_row_cells(row)] == \
        [["REVISIONS:"], ["PROJECT"], ["DESIGNED"], ["DATE"]]


def test_a_lone_row_keeps_words_set_close_together():
    # `15451` far left of the initials `BB/SS  MP`, which stand one cell apart under their captions.
    row = _block(_line("BB/SS", 2342, 2064, 2371), _line("MP", 2399, 2064, 2414), _line("15451", 1323, 2060, 1349))
    assert sorted([l.text for l in b.lines] for b in extract.split_row_cells(row)) == [["15451"], ["BB/SS", "MP"]]


def test_a_dimension_string_stays_one_block():
    row = _block(_line("12'-6\"", 100, 300, 130), _line("6'-6\"", 260, 300, 285), _line("6'-0\"", 400, 300, 425))
    assert len(extract.split_row_cells(row)) == 1


def test_table_columns_on_shared_baselines_stay_one_block():
    rows = _block(_line("ZCA", 100, 100, 120), _line("ZONE CONTROL ASSEMBLY", 140, 100, 260),
                  _line("FDC", 100, 112, 120), _line("FIRE DEPARTMENT CONNECTION", 140, 112, 290))
    assert len(extract.split_columns(rows)) == 1 and len(extract.split_row_cells(rows)) == 1


def _page_with(tmp_path: Path, draw) -> Page:
    pdf = tmp_path / "t.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=1224, height=792)
    draw(page)
    doc.save(pdf)
    return extract.read_page(pymupdf.open(pdf), 0, pdf, ocr=False)


def test_a_centred_heading_over_narrow_captions_heads_a_table(tmp_path):
    def draw(page):
        page.insert_text((140, 100), "COMMON PATH OF EGRESS TRAVEL (IBC 1006.2.1)", fontsize=9, fontname="helv")
        page.insert_text((110, 122), "OCCUPANCY SPRINKLERED", fontsize=8, fontname="helv")
        page.insert_text((270, 122), "MAX. DISTANCE", fontsize=8, fontname="helv")
        for k, (occ, dist) in enumerate([("A-3", "75' - 0\""), ("B, S-1", "100' - 0\"")]):
            y = 135 + 13 * k
            page.insert_text((125, y), occ, fontsize=8, fontname="helv")
            page.insert_text((190, y), "YES", fontsize=8, fontname="helv")
            page.insert_text((285, y), dist, fontsize=8, fontname="helv")
        # The next table's heading and header right under the rows.
        page.insert_text((150, 185), "DEAD ENDS (IBC 1020.4)", fontsize=9, fontname="helv")
        page.insert_text((110, 207), "OCCUPANCY SPRINKLERED", fontsize=8, fontname="helv")
        page.insert_text((270, 207), "MAX. DISTANCE", fontsize=8, fontname="helv")
        page.insert_text((125, 220), "B", fontsize=8, fontname="helv")
        page.insert_text((190, 220), "YES", fontsize=8, fontname="helv")
        page.insert_text((285, 220), "50' - 0\"", fontsize=8, fontname="helv")
        page.insert_text((125, 233), "S-1", fontsize=8, fontname="helv")
        page.insert_text((190, 233), "YES", fontsize=8, fontname="helv")
        page.insert_text((285, 233), "50' - 0\"", fontsize=8, fontname="helv")

    tables = {t.title: t for t in find_tables(_page_with(tmp_path, draw))}
    common = tables["COMMON PATH OF EGRESS TRAVEL (IBC 1006.2.1)"]
    assert common.header == ["OCCUPANCY", "SPRINKLERED", "MAX. DISTANCE"]
    assert [r.cells[0] for r in common.rows] == ["A-3", "B, S-1"]     # not the next table's rows


# --------------------------------------------------------------------------- real drawings


def _answer(index: Path, q: str):
    a = ask_index(index, q)
    return a, " ".join(a.answer.lower().split())


def test_gwynne_title_block_cells(gwynne_index):
    a, low = _answer(gwynne_index, "Who designed S10 and who drew it?")
    assert "designed: tp" in low and "drawn: vn" in low, a.answer
    assert low.count("drawn: vn") == 1, a.answer     # a part answered by the whole is not repeated
    a, low = _answer(gwynne_index, "Who checked S10?")
    assert a.answer.startswith(ABSTAINED), a.answer   # the CHECKED field is blank
    a, low = _answer(gwynne_index, "Where is the project located?")
    assert "2 gwynne street" in low and "cremorne" in low, a.answer
    # The APPROVED field is blank: the project number under the next caption is not its value.
    a, low = _answer(gwynne_index, "Who approved drawing S10?")
    assert a.answer.startswith(ABSTAINED) or "7776" not in low, a.answer


def test_gwynne_fax_of_the_engineers(gwynne_index):
    a, low = _answer(gwynne_index, "What fax number do the consulting engineers give?")
    assert "9828 4611" in low and "9828 4600" not in low, a.answer


def test_va_checked_and_drawn_initials(va_index):
    a, low = _answer(va_index, "Who checked sheet AF600?")
    assert "bb/ss" in low, a.answer
    a, low = _answer(va_index, "Who drew AF600?")
    assert "mp" in low.split() or "mp" in low.replace(":", " ").split(), a.answer


def test_va_room_remarks_by_room_number(va_index):
    a, low = _answer(va_index, "Any remarks in the finish schedule for room 79?")
    assert "level 1" in low, a.answer


def test_uccs_code_tables(uccs_g_index):
    a, low = _answer(uccs_g_index, "What is the maximum common path of egress travel in the A-3 areas?")
    assert "75'" in low and "100'" not in low, a.answer
    a, low = _answer(uccs_g_index, "Which egress width factors apply to stairways and to the other egress components?")
    assert "0.3" in low and "0.2" in low and "1005.1" not in low, a.answer
    a, low = _answer(uccs_g_index, "Which occupant load factor does the North Building use for classrooms?")
    assert "20 nsf" in low and "north building" in low, a.answer


def test_a_bound_heading_its_measure_is_a_limit_and_a_factor_is_a_plain_figure():
    from drawqa.expect import asked_types, find_value

    assert find_value("limit", "MAX. DISTANCE: 75' - 0\"") == "MAX. DISTANCE: 75'"
    assert asked_types("Which egress width factor applies to stairs?") == ["factor"]   # not a width
    assert find_value("factor", "[PER IBC 1005.1] MINIMUM REQUIRED EGRESS WIDTH :") is None
    assert find_value("factor", "STAIRWAYS 0.3") == "0.3"


def test_a_totals_line_is_not_the_last_row(uccs_g_index):
    a, low = _answer(uccs_g_index, "What occupant load does the North Building storage (S-1) have?")
    assert a.answer.startswith(ABSTAINED) or "490" not in low, a.answer


def test_a_note_defining_a_word_answers_only_its_meaning(uccs_fp_index):
    a, low = _answer(uccs_fp_index, "Which kind of suppression system must the contractor provide?")
    assert "standpipe" in low and "the term" not in low, a.answer
