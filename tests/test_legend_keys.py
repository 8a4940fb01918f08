"""Legend rows whose key is a graphic (drawqa.legend_keys) and the handler that answers from
them (handlers/legend_key): generated legends drawn as vectors and scanned as pixels, and the
real legends of ../shared/eval (skipped when absent)."""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from drawqa import ocr
from drawqa.extract import read_page
from drawqa.legend_keys import KEY_ROW, KEY_TAG, mark_legend_keys
from drawqa.models import Chunk
from drawqa.handlers import legend_key
from drawqa.handlers._domain import legend_key_rows

from asking import ask_index, index_pdf

EVAL_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "eval"
needs_tesseract = pytest.mark.skipif(not ocr.tesseract_available(), reason="Tesseract is not installed")

FILLER = ("GENERAL NOTES: ALL WORK SHALL COMPLY WITH THE GOVERNING BUILDING CODE AND LOCAL "
          "AMENDMENTS. VERIFY ALL DIMENSIONS IN THE FIELD BEFORE STARTING WORK. REPORT ANY "
          "DISCREPANCIES TO THE ARCHITECT IN WRITING.")


def _legend_page(doc: pymupdf.Document, labels_only_shift: float = 0.0) -> pymupdf.Page:
    """A sheet with a LEGEND of four rows: filled swatch, outlined swatch, a dashed line with
    the letters SD in its breaks, a dashed line with W; plus a notes paragraph."""
    page = doc.new_page(width=612, height=396)
    page.insert_text((60, 60), "LEGEND", fontsize=10)
    x_label, fs = 125, 8
    ys = [85, 105, 125, 145]
    page.draw_rect(pymupdf.Rect(60, ys[0] - 7, 110, ys[0] + 1), color=(0, 0, 0), fill=(0, 0, 0), width=0.8)
    page.draw_rect(pymupdf.Rect(60, ys[1] - 7, 110, ys[1] + 1), color=(0, 0, 0), width=0.8)
    for y, letters in ((ys[2], "SD"), (ys[3], "W")):
        mid = y - 3
        for x0, x1 in ((60, 70), (82, 92), (104, 112)):
            page.draw_line((x0, mid), (x1, mid), color=(0, 0, 0), width=0.8)
        for x in (70, 92):
            page.insert_text((x + (2 if len(letters) == 2 else 3.5), y - 1), letters, fontsize=6)
    for y, label in zip(ys, ("NEW WALL", "EXISTING WALL TO REMAIN", "STORM DRAIN LINE", "WATER LINE")):
        page.insert_text((x_label, y), label, fontsize=fs)
    page.insert_textbox(pymupdf.Rect(320, 60, 580, 300), FILLER * 2, fontsize=8)
    return page


def _described(page) -> dict[str, str]:
    out = {}
    for b in page.blocks:
        for line in b.lines:
            m = KEY_ROW.search(line.text)
            if m:
                out[m.group("label").strip()] = m.group("desc")
    return out


def test_vector_legend_keys_are_described(tmp_path):
    doc = pymupdf.open()
    _legend_page(doc)
    path = tmp_path / "legend.pdf"
    doc.save(path)
    page = read_page(pymupdf.open(path), 0, path, ocr=False)
    assert page.source == "text"
    got = _described(page)
    assert got["NEW WALL"] == "solid filled swatch"
    assert got["EXISTING WALL TO REMAIN"] == "outlined hollow swatch"
    assert got["STORM DRAIN LINE"] == "dashed line marked SD"
    assert got["WATER LINE"] == "dashed line marked W"
    assert not any("GENERAL NOTES" in k or "LEGEND" == k for k in got)   # text beside text is no key


def test_answers_and_citations_quote_only_the_sheets_words(tmp_path):
    """The key's description is drawqa's reading of a graphic: the answer may say what the key
    looks like, but no answer or citation presents `[key: ...]` as text printed on the sheet."""
    doc = pymupdf.open()
    _legend_page(doc)
    path = tmp_path / "legend.pdf"
    doc.save(path)
    index = index_pdf(path, tmp_path / "idx")
    for question in ("What does a solid black wall mean?", "What is the storm drain line?"):
        a = ask_index(index, question)
        quoted = [a.answer] + [c.text for c in a.citations]
        assert not any(KEY_TAG in (t or "") for t in quoted), quoted
    a = ask_index(index, "What does a solid black wall mean?")
    assert a.answer.startswith("NEW WALL") and a.citations[0].text == "NEW WALL"


def test_text_without_graphics_gets_no_key(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=396)
    for i, (a, b) in enumerate((("DOOR", "3'-0\" x 7'-0\""), ("WINDOW", "2040 CSMT"), ("FLOOR", "LVT"))):
        page.insert_text((60, 80 + 16 * i), a, fontsize=8)
        page.insert_text((150, 80 + 16 * i), b, fontsize=8)
        page.draw_line((60, 84 + 16 * i), (300, 84 + 16 * i), width=0.5)   # table rules under the rows
    page.insert_textbox(pymupdf.Rect(320, 60, 580, 300), FILLER * 2, fontsize=8)
    path = tmp_path / "table.pdf"
    doc.save(path)
    assert _described(read_page(pymupdf.open(path), 0, path, ocr=False)) == {}


@needs_tesseract
def test_scanned_legend_swatches_are_described_from_pixels(tmp_path):
    vec = pymupdf.open()
    _legend_page(vec)
    pix = vec[0].get_pixmap(dpi=150, colorspace=pymupdf.csGRAY)
    scan = pymupdf.open()
    page = scan.new_page(width=612, height=396)
    page.insert_image(page.rect, pixmap=pix)
    path = tmp_path / "scan.pdf"
    scan.save(path)
    read = read_page(pymupdf.open(path), 0, path)
    assert read.source == "ocr"
    got = _described(read)
    assert got.get("NEW WALL") == "solid filled swatch"
    assert got.get("EXISTING WALL TO REMAIN") == "outlined hollow swatch"


def _chunk(text: str) -> Chunk:
    return Chunk(file="f.pdf", page=1, sheet_id="A1", sheet_title="", section="legend",
                 bbox=(0, 0, 100, 40), text=text, units=[[text, 0, 0, 100, 40]])


def test_asked_look():
    assert legend_key.asked_look("What does a solid black wall mean on this plan?") == ("swatch", "solid filled swatch")
    assert legend_key.asked_look("what do the white boxes represent") == ("swatch", "outlined hollow swatch")
    assert legend_key.asked_look("What does the hatched area indicate?") == ("swatch", "hatched swatch")
    assert legend_key.asked_look("what does a line marked SD stand for?") == ("letters", "SD")
    assert legend_key.asked_look("what does the dashed line mean") == ("line", "dashed line")
    assert legend_key.asked_look("what does open web joist mean") is None
    assert legend_key.asked_look("What does WC stand for?") is None
    assert legend_key.asked_look("what does HHWR mean on the piping legend") == ("form", "HHWR")
    assert legend_key.asked_look("in the finish legend, what does RES-W stand for?") is None


def test_rows_match_by_look():
    c = _chunk("LEGEND\n[key: outlined hollow swatch] EXISTING WALL TO REMAIN\n[key: solid filled swatch] NEW WALL\n"
               "[key: dashed line marked SD] STORM DRAIN LINE\n[key: dashed line marked W] WATER LINE")
    rows = legend_key_rows(c)
    assert [r.label for r in rows if legend_key._matches(r, "swatch", "solid filled swatch")] == ["NEW WALL"]
    assert [r.label for r in rows if legend_key._matches(r, "letters", "SD")] == ["STORM DRAIN LINE"]
    # `the dashed line` among several dashed linetypes names no one row
    assert len([r for r in rows if legend_key._matches(r, "line", "dashed line")]) == 2
    assert [r.label for r in rows if legend_key._matches(r, "swatch", "hatched swatch")] == []
    assert [r.label for r in rows if legend_key._matches(r, "letters", "SS")] == []


@needs_tesseract
@pytest.mark.parametrize("pdf, index, label, look", [
    ("kirkland-sample-plan-set.pdf", 0, "STORM DRAIN LINE", "dashed line marked SD"),
    ("more/austin-remodel-floor-plan.pdf", 1, "NEW WALL", "solid filled swatch"),
    ("more/austin-remodel-floor-plan.pdf", 1, "EXISITNG WALL TO REMAIN", "outlined hollow swatch"),
])
def test_real_legend_keys(pdf, index, label, look, eval_pages_read_once):
    """The page's OCR reading is run once per run (conftest), shared with the Austin remodel
    index and the recheck test that read the same page the same way."""
    path = EVAL_DIR / pdf
    if not path.exists():
        pytest.skip(f"{path} not found: the real-drawing evaluation set (../shared/eval) is absent")
    got = _described(read_page(pymupdf.open(path), index, path))
    assert got.get(label) == look
