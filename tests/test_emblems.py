"""Seals and logos pasted into a text-layer sheet's title block as pictures: their text is read
at question time (drawqa.emblems, a seal's ring unwrapped) and answers who sealed the sheet and
what a logo certifies; a seal read in part names no one."""
from __future__ import annotations

from pathlib import Path

import pytest

import pymupdf

from drawqa import emblems, ocr, store
from drawqa.extract import read_page
from drawqa.index import build
from drawqa.handlers.emblem import seal_holder

from asking import ask_index
from badinputs import logo_png, seal_png, sealed_sheet_pdf

MORE_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "eval" / "more"
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
    # A Q before no U is spelt in no name: an O with a speck at its foot read as a Q.
    assert seal_holder(["FLETCHER J. CLARCQ", "PROFESSIONAL ENGINEER", "49046"]) is None
    assert seal_holder(["QUINN MCQUEEN", "PROFESSIONAL ENGINEER"])[0] == "QUINN MCQUEEN"


def _reads(word_confs, x=100.0):
    """One reading per (text, confidence), each at the same place of a band."""
    return [(t, c, x, 10.0, 60.0, 12.0) for t, c in word_confs]


def test_a_word_is_kept_only_when_most_readings_of_its_place_agree():
    # Three sure readings, the other five of its place saying something else: no agreement.
    split = _reads([("CLARCQ", 86)] * 3 + [("CLAACQ", 60)] * 3 + [("CLARACQ", 22), ("CLARCOQ", 38)])
    assert emblems._agreed(split, one_row=True) == []
    # Three sure readings and the unsure ones saying the same (a signature across the name
    # lowers Tesseract's confidence, not what it reads): kept.
    crossed = _reads([("COBB", 89), ("COBB", 78), ("COBB", 71), ("COBB", 38), ("COBB", 13), ("cope", 16)])
    assert [k[0] for k in emblems._agreed(crossed, one_row=True)] == ["COBB"]
    # Too few sure readings, however many unsure ones agree.
    assert emblems._agreed(_reads([("SMITH", 90)] * 2 + [("SMITH", 50)] * 6), one_row=True) == []


@needs_tesseract
def test_the_architects_seal_on_the_uccs_code_summary(uccs_g_index):
    a = ask_index(uccs_g_index, "Which architect sealed this sheet?")
    assert "COBB" in a.answer.upper() and a.handler == "emblem"


@needs_tesseract
def test_a_low_resolution_seal_is_read_from_its_own_pixels_and_a_misspelt_name_is_no_answer(uccs_fp_index):
    # The FP0.1 seal is a 72 dpi picture shown mirrored top to bottom: read from its own pixels
    # (turned as shown) its rim, licence number and holder's line read, but the surname's last
    # letter, an O with a speck, reads as a Q at every enlargement: a name spelt so names no one.
    pdf = MORE_DIR / "uccs-fp01-fire-suppression.pdf"
    doc = pymupdf.open(pdf)
    try:
        page = doc[0]
        (rect, xref, shown), = emblems.emblem_rects(page, read_page(doc, 0, pdf, ocr=False))
        native = emblems._native(doc, xref, shown)
        assert native is not None and max(native.shape) < 160        # its own pixels: ~72 dpi
        lines = emblems.read_emblem(page, rect, native=native)
    finally:
        doc.close()
    assert "PROFESSIONAL ENGINEER" in lines and "COLORADO LICENSED" in lines and "49046" in lines, lines
    assert any(l.startswith("FLETCHER J.") for l in lines), lines
    assert seal_holder(lines) is None
    a = ask_index(uccs_fp_index, "Whose engineering seal is on the fire suppression sheet?")
    assert "FLETCHER" not in a.answer.upper(), a.answer


@needs_tesseract
def test_the_same_seal_at_a_higher_resolution_names_no_one_either(uccs_m_index):
    a = ask_index(uccs_m_index, "Whose engineering seal is on this sheet?")
    assert "FLETCHER" not in a.answer.upper() and "CLAACQ" not in a.answer.upper(), a.answer


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


def test_a_firm_s_kind_and_its_registration_number_name_no_firm(gwynne_index):
    """Without its logo read, the S10 title block says only what the firm is (`Consulting
    Engineers & Managers`) under its ABN: no firm's name, so the text layer names none."""
    a = ask_index(gwynne_index, "Which engineering firm prepared S10 and what is their phone number?", ocr=False).answer
    assert "o'neill" in a.lower() or a.startswith("no evidence found"), a
