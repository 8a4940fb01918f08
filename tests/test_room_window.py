"""A room's window or door read off the plan's callouts: the callout belongs to the room whose
label is nearest; twins are told apart by the floor area their labels print; the size code is
read as width x height."""
from __future__ import annotations

import pymupdf
import pytest

from tests.asking import ask_index, draw_text, index_pdf


def _stack(page, x, y, lines, size=7.0):
    for i, t in enumerate(lines):
        draw_text(page, x, y + 9 * i, t, size)


def _plan(path, two_bedrooms: bool = True):
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.draw_rect(pymupdf.Rect(100, 100, 400, 300), width=3)
    _stack(page, 220, 190, ["BEDROOM", "13'-6\" x 11'-0\"", "8'-0\" CLG"], 9)
    _stack(page, 180, 85, ["REPLACEMENT", "2040 CSMT", "SILL @ 3'-0\""])
    _stack(page, 410, 190, ["NEW 5050 CSMT", "SILL @ 2'-6\"", "EMERGENCY EGRESS"])
    if two_bedrooms:
        page.draw_rect(pymupdf.Rect(100, 330, 400, 520), width=3)
        _stack(page, 220, 420, ["BEDROOM", "12'-0\" x 9'-9\"", "8'-0\" CLG"], 9)
        _stack(page, 220, 530, ["REPLACEMENT", "5060 CSMT", "SILL @ 2'-6\"", "EMERGENCY EGRESS"])
        _stack(page, 410, 420, ["REPLACEMENT", "2850 CSMT", "SILL @ 3'-0\""])
    _stack(page, 40, 200, ["BATH", "5'-0\" x 8'-0\"", "8'-0\" CLG"], 9)
    _stack(page, 40, 90, ["NEW 2820 CSMT", "SILL @ 5'-0\"", "TEMPERED"])
    draw_text(page, 60, 700, "PROPOSED FLOOR PLAN", 12)
    draw_text(page, 60, 716, "1/4\" = 1'-0\"", 9)
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def plan(tmp_path_factory):
    d = tmp_path_factory.mktemp("rooms")
    return index_pdf(_plan(d / "plan.pdf"), d / "idx")


@pytest.fixture(scope="module")
def one_bedroom(tmp_path_factory):
    d = tmp_path_factory.mktemp("one_room")
    return index_pdf(_plan(d / "plan.pdf", two_bedrooms=False), d / "idx")


def test_new_window_of_the_larger_room(plan):
    a = ask_index(plan, "What size and type is the new window of the larger bedroom?")
    assert "5050 CSMT" in a.answer and "5'-0\" x 5'-0\" casement" in a.answer, a.answer


def test_egress_window_of_the_smaller_room_with_its_sill(plan):
    a = ask_index(plan, "Which window is the emergency egress opening for the smaller bedroom?")
    assert "5060 CSMT" in a.answer and "SILL @ 2'-6\"" in a.answer and "2850" not in a.answer, a.answer


def test_two_windows_match_no_answer(plan):
    a = ask_index(plan, "Which window is in the larger bedroom?")
    assert a.answer.startswith("no evidence found"), a.answer


def test_larger_of_one_room_is_no_answer(one_bedroom):
    a = ask_index(one_bedroom, "What size and type is the new window of the larger bedroom?")
    assert a.answer.startswith("no evidence found"), a.answer


def _numbered_plan(path):
    """Two bedrooms told apart by the number their names print; windows called out by a bare
    size code with what the window is written under it, device tags (`GFI`) beside the walls."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.draw_rect(pymupdf.Rect(100, 100, 300, 250), width=3)
    page.draw_rect(pymupdf.Rect(100, 300, 300, 450), width=3)
    draw_text(page, 170, 170, "BEDROOM #2", 8)
    _stack(page, 150, 92, ["4030", "egress"], 6)
    _stack(page, 310, 170, ["3040"], 6)
    draw_text(page, 170, 380, "BEDROOM #1", 8)
    _stack(page, 180, 458, ["4040", "egress"], 6)
    draw_text(page, 230, 458, "GFI", 6)
    _stack(page, 310, 380, ["3040"], 6)
    draw_text(page, 380, 380, "LIVING ROOM", 8)
    draw_text(page, 60, 700, "FLOOR PLAN", 12)
    draw_text(page, 60, 716, "1/4\" = 1'-0\"", 9)
    doc.save(path)
    return path


@pytest.fixture(scope="module")
def numbered(tmp_path_factory):
    d = tmp_path_factory.mktemp("numbered")
    return index_pdf(_numbered_plan(d / "plan.pdf"), d / "idx")


@pytest.mark.parametrize("q, code, other", [
    ("which window is the egress window in bedroom #1", "4040", "4030"),
    ("Which window is the egress window of bedroom 2?", "4030", "4040"),
])
def test_egress_window_of_a_numbered_room(numbered, q, code, other):
    a = ask_index(numbered, q)
    assert a.answer.startswith(f"{code} egress") and "4'-0\" x" in a.answer and other not in a.answer, a.answer


def test_a_bare_code_without_what_it_is_is_no_callout(numbered):
    """`3040` alone beside a wall may be a window or a dimension: not read as the room's window."""
    a = ask_index(numbered, "Which tempered window is in bedroom #1?")
    assert a.answer.startswith("no evidence found"), a.answer


def test_a_room_number_the_plan_lacks_is_no_answer(numbered):
    a = ask_index(numbered, "which window is the egress window in bedroom #3")
    assert a.answer.startswith("no evidence found"), a.answer
