"""A list number printed without its point: drafters often drop the period of the last numbers
of a long notes list (`29.` then `30`, `31`), the number still standing in the list's column.
Such a number is the next note's: the note above it ends there instead of running on into the
next note's words, and the next note is read by its number.

Checked on the real sheet where it was found (M0.1 of ../shared/eval/more, skipped when
absent), whose numbers and notes are separate spans. A generated sheet was tried and dropped:
PyMuPDF's text extraction merges a number drawn with its note into one block, which the list
reading already splits, so it passed with or without the rule.
"""
from __future__ import annotations

from asking import ask_index


def test_m01_note_29_ends_at_note_30_printed_without_its_point(uccs_m_index):
    a = ask_index(uccs_m_index, "What does mechanical general note 29 say about the return air CFMs?")
    assert "APPROXIMATIONS" in a.answer and "DEADBAND" not in a.answer, a.answer


def test_m01_notes_30_and_31_are_read_by_their_numbers(uccs_m_index):
    a = ask_index(uccs_m_index, "what does note 30 say on M0.1")
    assert "5 F DEADBAND" in a.answer and "SOLE PRODUCT" not in a.answer, a.answer
    a = ask_index(uccs_m_index, "mechanical general note 31?")
    assert "COMPARABLE PRODUCTS" in a.answer and "DEADBAND" not in a.answer, a.answer
