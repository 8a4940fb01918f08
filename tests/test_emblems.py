"""Seals and logos pasted into a text-layer sheet's title block as pictures: their text is read
at question time (drawqa.emblems, a seal's ring unwrapped) and answers who sealed the sheet and
what a logo certifies; a seal read in part names no one."""
from __future__ import annotations

from pathlib import Path

import pytest

from drawqa import ocr, store
from drawqa.index import build
from drawqa.handlers.emblem import seal_holder

from asking import ask_index
from badinputs import logo_png, seal_png, sealed_sheet_pdf

needs_tesseract = pytest.mark.skipif(not ocr.tesseract_available(),
                                     reason="tesseract binary not installed (apt-get install tesseract-ocr)")


@pytest.fixture(scope="module")
def sealed_index(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("sealed")
    pdf = sealed_sheet_pdf(d / "sealed.pdf", seal_png("STATE LICENSED", "ARCHITECT", "JANE R. HOLLOWAY", "C-31415"),
                           logo_png(["ISO 9001", "Quality", "Management"]))
    report = build([str(pdf)], d / "index")       # with OCR, as `drawqa index` runs by default
    assert report.indexed == 1, report.summary()
    return d / "index"


@needs_tesseract
def test_a_seal_pictured_in_the_title_block_names_who_sealed_the_sheet(sealed_index):
    for q in ("Who sealed this sheet?", "Which architect sealed this sheet?"):
        a = ask_index(sealed_index, q)
        assert "JANE R. HOLLOWAY" in a.answer, (q, a.answer)
        assert a.handler == "emblem"
        (cite,) = a.citations
        assert cite.section == "title block" and cite.source == "ocr"
        assert cite.bbox[0] > 0.85 * 1224 and cite.bbox[1] < 0.3 * 792     # the seal's own box


@needs_tesseract
def test_a_seal_of_another_profession_is_not_the_one_asked_for(sealed_index):
    a = ask_index(sealed_index, "Which engineer sealed this sheet?")
    assert "HOLLOWAY" not in a.answer


@needs_tesseract
def test_a_certification_logo_is_read_from_its_picture(sealed_index):
    a = ask_index(sealed_index, "What quality-management certification does the firm display in the title block?")
    assert "ISO 9001" in a.answer and a.handler == "emblem"


def test_a_seal_read_in_part_names_no_one():
    assert seal_holder(["MECAYLA COBB", "ARCHITECT"]) == ("MECAYLA COBB", "ARCHITECT", "")
    assert seal_holder(["STATE LICENSED", "JANE R. HOLLOWAY", "ARCHITECT", "C-31415"]) == (
        "JANE R. HOLLOWAY", "ARCHITECT", "C-31415")
    assert seal_holder(["COLORADO LICENSED", "FLETCHER J.", "PROFESSIONAL ENGINEER"]) is None   # no surname
    assert seal_holder(["NEW MEXICO", "ARCHITECT"]) is None         # a state, not a person
    assert seal_holder(["MECAYLA COBB"]) is None                    # no profession: a logo, not a seal
    assert seal_holder(["JOHN DOE", "JANE ROE", "ARCHITECT"]) is None   # which one is the holder?


@needs_tesseract
def test_the_architects_seal_on_the_uccs_code_summary(uccs_g_index):
    a = ask_index(uccs_g_index, "Which architect sealed this sheet?")
    assert "COBB" in a.answer.upper() and a.handler == "emblem"


@needs_tesseract
def test_a_low_resolution_seal_read_in_part_is_no_answer(uccs_fp_index):
    # The FP0.1 seal is a 72 dpi picture: its holder's surname does not read the same twice.
    a = ask_index(uccs_fp_index, "Whose engineering seal is on the fire suppression sheet?")
    assert "FLETCHER" not in a.answer.upper()


@needs_tesseract
def test_the_iso_logo_in_the_s10_title_block(gwynne_index):
    a = ask_index(gwynne_index, "What quality-management certification does the engineering firm display in the title block?")
    assert "ISO 9001" in a.answer


@needs_tesseract
def test_pictures_are_read_for_a_seal_question_only_and_then_kept(sealed_index):
    # Reading a seal costs seconds: the index holds the sheet's text alone, a seal question
    # reads the pictures once into the index's OCR cache, and the next one reads the cache.
    assert all(not s.emblems for s in store.load(sealed_index).sheets)
    cache = sealed_index / "ocr_cache"
    ask_index(sealed_index, "Who sealed this sheet?")
    kept = sorted(cache.glob("*.json"))
    assert kept
    again = ask_index(sealed_index, "Which architect sealed this sheet?")
    assert "JANE R. HOLLOWAY" in again.answer and sorted(cache.glob("*.json")) == kept
    assert again.handler == "emblem" and any("pictures" in n for n in again.notes), again.notes
