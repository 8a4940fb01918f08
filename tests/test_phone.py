"""Telephone and fax numbers read from the firm blocks of real title blocks (../shared/eval/more
and sample_pdfs; the fixtures skip when a PDF is absent).

A number belongs to the block of lines it is stacked in (firm, role, address, number); whose
number is asked is said by words that block prints. Several firms' numbers and no words to
choose among them is no answer.
"""
from __future__ import annotations

import pytest

from drawqa.expect import find_value

from asking import ask_index

ABSTAINED = "no evidence found"


@pytest.mark.parametrize("text, value", [
    ("Tel (03) 9828 4600", "(03) 9828 4600"),
    ("303-431-6100", "303-431-6100"),
    ("303.832.3272", "303.832.3272"),
    ("T (503) 555-0142", "(503) 555-0142"),
    ("ABN 60 056 476 987", None),          # a business number, not a telephone
    ("5/4/2021 10:19:25 AM", None),
    ("12654.000", None),
])
def test_phone_numbers_as_title_blocks_print_them(text, value):
    assert find_value("phone", text) == value


def test_the_consultant_named_by_role_gets_its_own_blocks_number(uccs_g_index):
    a = ask_index(uccs_g_index, "What is the phone number of the project's cost estimator?")
    assert "720-904-1480" in a.answer and "303-431-6100" not in a.answer, a.answer


def test_a_firm_named_by_name(uccs_g_index):
    a = ask_index(uccs_g_index, "What phone number is listed for the structural engineer, Martin/Martin?")
    assert "303-431-6100" in a.answer, a.answer


def test_a_role_no_block_prints_is_no_answer(uccs_g_index):
    a = ask_index(uccs_g_index, "What is the phone number of the mechanical engineer?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_no_one_named_and_several_firms_is_no_answer(uccs_g_index):
    a = ask_index(uccs_g_index, "What is the phone number?")
    assert a.answer.startswith(ABSTAINED), a.answer


def test_the_architects_number_in_the_sample_title_block(sample_index):
    a = ask_index(sample_index, "What is the architect's phone number?")
    assert "(503) 555-0142" in a.answer, a.answer


def test_the_one_firm_of_a_title_block_and_a_part_it_cannot_answer(gwynne_index):
    a = ask_index(gwynne_index, "Which engineering firm prepared S10 and what is their phone number?")
    assert "9828 4600" in a.answer and "9828 4611" not in a.answer, a.answer
    assert a.missing_parts or "o'neill" in a.answer.lower()
