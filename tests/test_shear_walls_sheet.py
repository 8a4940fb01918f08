"""A wood shear wall plan (`tests/shear_walls_sheet.py`) whose two schedules set their column
captions sideways in narrow header cells (one split by a diagonal, `ITEM` over `TYPE`) and centre
two-line cells on one-line rows, asked the questions of blind round 55
(`tests/blind_questions/drawn/round55-drawn.jsonl`, written before drawqa answered them), and the
rules they led to:

- Captions set sideways over narrow columns, reading up from one line, are the header's
  captions; a diagonal corner cell's lower caption heads the first column (`drawqa/tables.py`).
- A two-line cell centred on a row of one-line cells is that row's cell (`drawqa/tables.py`).
- `REGISTERED / PROFESSIONAL / ENGINEER` over a name is a seal, not a role's label
  (`handlers/metadata.py`).
- A depth is not answered by a bolt's diameter (`5/8" DIA.`) or a spacing (`@ 48" O.C.`)
  (`drawqa/contract.py`).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from asking import ask_index, assert_never_wrong, drawn_round, index_pdf
from shear_walls_sheet import shear_walls_pdf

ABSTAINED = "no evidence found"
QUESTIONS = drawn_round("round55-drawn.jsonl")


@pytest.fixture(scope="module")
def shear_walls(tmp_path_factory) -> Path:
    pdf = shear_walls_pdf(tmp_path_factory.mktemp("shear_walls") / "shear_walls.pdf")
    return index_pdf(pdf, pdf.parent / "idx")


@pytest.mark.parametrize("item", QUESTIONS, ids=[q["question"][:60] for q in QUESTIONS])
def test_never_a_wrong_answer_on_the_shear_wall_sheet(shear_walls, item):
    assert_never_wrong(shear_walls, item)


@pytest.mark.parametrize("q, want", [("What sheathing goes on a type 3 shear wall?", '15/32" APA STRUCTURAL I ONE SIDE'),
                                     ("Wind capacity in plf of shear wall type 6?", "1,860"),
                                     ("Which Simpson holdown is HD3?", "HDU5-SDS2.5")])
def test_sideways_captions_head_their_columns(shear_walls, q, want):
    a = ask_index(shear_walls, q, ocr=False).answer
    assert want in a, a


def test_a_seal_caption_names_no_role(shear_walls):
    a = ask_index(shear_walls, "Who is the structural engineer on this job?", ocr=False).answer
    assert "NORTHGATE" in a and "TORVIK" not in a, a


def test_a_diameter_or_a_spacing_is_no_depth(shear_walls):
    q = "How deep do the anchor bolts for the type 1 shear walls have to be embedded in the concrete?"
    assert ask_index(shear_walls, q, ocr=False).answer.startswith(ABSTAINED)
