"""A landscape sheet scanned sideways into a portrait page with no /Rotate (issue 12, category 9)
is read, laid out, answered from and shown as the page turned upright: its lines run across
the page, its notes are read whole, and its evidence PNG shows the sheet upright."""
from __future__ import annotations

import io
from pathlib import Path

import pymupdf
import pytest

from asking import ask_index, draw_text
from drawqa import ocr, store
from drawqa.extract import open_pdf, read_page
from drawqa.index import build
from drawqa.listing import sheet_listing
from drawqa.show import PdfResolver, render_citations

NOTES = [
    "1. PROVIDE SMOKE DETECTORS IN EACH SLEEPING ROOM AND OUTSIDE EACH SLEEPING AREA.",
    "2. ALL EXTERIOR WALLS SHALL BE 2X6 STUDS AT 16 INCHES ON CENTER.",
    "3. ROOF SHEATHING SHALL BE 5/8 INCH PLYWOOD WITH H-CLIPS.",
]

# PIL's quarter turn of the drawing in the image -> the /Rotate that shows it upright again
TURNS = {"ROTATE_90": 90, "ROTATE_270": 270}


def _sideways_scan(path: Path, transpose: str) -> Path:
    """A 17x11 sheet (notes, a title block) scanned at 150 dpi, grey, into an 11x17 portrait
    page: the drawing turned a quarter inside the image."""
    from PIL import Image

    src = pymupdf.open()
    p = src.new_page(width=1224, height=792)
    draw_text(p, 60, 60, "GENERAL NOTES", 14)
    for i, note in enumerate(NOTES):
        draw_text(p, 60, 90 + 24 * i, note, 11)
    draw_text(p, 960, 700, "FIRST FLOOR PLAN", 14)
    draw_text(p, 960, 740, "A-101", 24)
    pix = p.get_pixmap(dpi=150, colorspace=pymupdf.csGRAY)
    img = Image.frombytes("L", (pix.width, pix.height), pix.samples)
    img = img.transpose(getattr(Image.Transpose, transpose))
    buf = io.BytesIO()
    img.save(buf, "PNG")
    scan = pymupdf.open()
    page = scan.new_page(width=792, height=1224)
    page.insert_image(page.rect, stream=buf.getvalue())
    scan.save(path)
    return path


@pytest.fixture(scope="module")
def scans(tmp_path_factory):
    if not ocr.tesseract_available():
        pytest.skip("Tesseract is not installed")
    d = tmp_path_factory.mktemp("turned")
    return {name: _sideways_scan(d / f"sheet-{name.lower()}.pdf", name) for name in TURNS}


@pytest.mark.parametrize("transpose", list(TURNS))
def test_a_sideways_scan_is_read_as_the_page_turned_upright(scans, transpose):
    page = read_page(open_pdf(scans[transpose]), 0, scans[transpose])
    assert page.turn == TURNS[transpose]
    assert (page.width, page.height) == (1224, 792)          # the sheet's own landscape frame
    lines = [l for b in page.blocks for l in b.lines]
    assert not any(l.vertical for l in lines if len(l.text) > 12)
    text = " ".join(l.text for l in lines)
    assert "SMOKE DETECTORS IN EACH SLEEPING ROOM" in text, text[:300]
    title = [l for l in lines if "A-101" in l.text]
    assert title and title[0].bbox[0] > 900 and title[0].bbox[1] > 650   # bottom right, as drawn


def test_answers_and_evidence_of_a_sideways_scan_stay_on_the_upright_page(scans, tmp_path):
    pdf = scans["ROTATE_90"]
    index = tmp_path / "idx"
    report = build([str(pdf)], index)
    assert report.indexed == 1, report.summary()
    gen = store.load(index)
    assert [s.turn for s in gen.sheets] == [90]
    assert [sheet_listing(s)["turn"] for s in gen.sheets] == [90]      # `drawqa sheets --json` says so
    assert store.page_turn(gen.manifest, pdf.name, 1) == 90

    ans = ask_index(index, "what size are the exterior wall studs?")
    assert "2X6" in ans.answer.upper(), ans.answer
    box = ans.citations[0].bbox
    assert box[2] <= 1224 and box[3] <= 792 and box[2] - box[0] > box[3] - box[1]   # a line across

    resolver = PdfResolver(index_dir=index)
    assert resolver.turn(pdf.name, 1) == 90
    shown = render_citations([ans.citations[0].__dict__], tmp_path / "png", resolver, context=2000)[0]
    assert shown.clip[2] - shown.clip[0] > shown.clip[3] - shown.clip[1]   # the sheet shown landscape
