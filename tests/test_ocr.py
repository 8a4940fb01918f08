"""Tests for drawqa.ocr: coordinates on rotated pages, page triage, budget, cache, missing binary."""
from __future__ import annotations

import json
from pathlib import Path

import pymupdf
import pytest
import pytesseract

from drawqa import ocr
from drawqa.models import Word
from drawqa.ocr_lines import inch_marks

HAVE_TESSERACT = ocr.tesseract_available()
needs_tesseract = pytest.mark.skipif(not HAVE_TESSERACT,
                                     reason="tesseract binary not installed (apt-get install tesseract-ocr)")
EVAL_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "eval"
KIRKLAND = EVAL_DIR / "kirkland-sample-plan-set.pdf"

SRC_W, SRC_H = 400, 300


def _source_pixmap(vertical: bool = False):
    """Rasterise a small page of text; returns the pixmap and each word's box on that page."""
    src = pymupdf.open()
    sp = src.new_page(width=SRC_W, height=SRC_H)
    if vertical:
        sp.insert_text((200, 260), "FOUNDATION", fontsize=28, rotate=90)   # reads bottom-to-top
    else:
        sp.insert_text((40, 100), "DRAWING NOTES", fontsize=28)
        sp.insert_text((40, 200), "SHEET A101", fontsize=28)
    boxes = {w[4]: pymupdf.Rect(w[:4]) for w in sp.get_text("words")}
    return sp.get_pixmap(matrix=pymupdf.Matrix(3, 3), colorspace=pymupdf.csGRAY), boxes


def _image_page(doc, rotation: int, vertical: bool = False):
    """Add an image-only page showing the source upright at a known displayed rect."""
    pix, boxes = _source_pixmap(vertical)
    page = doc.new_page(width=600, height=700)
    page.set_rotation(rotation)
    disp = pymupdf.Rect(120, 80, 120 + SRC_W, 80 + SRC_H)
    assert disp in page.rect
    page.insert_image(disp * page.derotation_matrix, pixmap=pix, rotate=rotation)
    expected = {t: r + (disp.x0, disp.y0, disp.x0, disp.y0) for t, r in boxes.items()}
    return page, expected


@pytest.fixture
def pdf(tmp_path):
    doc = pymupdf.open()
    for rot in (0, 90, 270):
        _image_page(doc, rot)
    _image_page(doc, 0, vertical=True)
    path = tmp_path / "image_only.pdf"
    doc.save(path)
    doc.close()
    d = pymupdf.open(path)
    yield d
    d.close()


def _find(words, text):
    hits = [w for w in words if w.text == text]
    assert hits, f"OCR did not find {text!r}; got {[w.text for w in words]}"
    return pymupdf.Rect(hits[0].bbox)


def _close(a, b, tol: float = 1.0) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def _assert_inside(got: pymupdf.Rect, want: pymupdf.Rect, tol: float = 4.0):
    grown = want + (-tol, -tol, tol, tol)
    assert got in grown, f"OCR box {got} not inside expected {want} (+{tol}pt)"
    assert got.get_area() > 0.3 * want.get_area(), f"OCR box {got} much smaller than {want}"


# ----------------------------------------------------------------------------- OCR geometry

@needs_tesseract
@pytest.mark.parametrize("index,rotation", [(0, 0), (1, 90), (2, 270)])
def test_image_only_page_words_in_displayed_coords(pdf, index, rotation):
    page = pdf[index]
    assert page.rotation == rotation
    assert ocr.needs_ocr(page)
    assert ocr.ocr_regions(page) == [page.rect]
    _, expected = _image_page(pymupdf.open(), rotation)
    words = ocr.ocr_page_words(page)
    for text in ("DRAWING", "NOTES", "SHEET", "A101"):
        _assert_inside(_find(words, text), expected[text])
    w = next(w for w in words if w.text == "A101")
    assert 12 < w.size < 30 and w.conf > 60
    drawing, notes = (next(w for w in words if w.text == t) for t in ("DRAWING", "NOTES"))
    assert (drawing.block, drawing.line) == (notes.block, notes.line)
    assert drawing.line != w.line


@needs_tesseract
@pytest.mark.parametrize("index,rotation", [(0, 0), (2, 270)])
def test_clip_is_in_displayed_coords(pdf, index, rotation):
    page = pdf[index]
    _, expected = _image_page(pymupdf.open(), rotation)
    clip = expected["SHEET"] | expected["A101"]
    clip += (-10, -10, 10, 10)
    words = ocr.ocr_page_words(page, clip=clip, psm=ocr.PSM_BLOCK)
    assert {w.text for w in words} == {"SHEET", "A101"}
    _assert_inside(_find(words, "A101"), expected["A101"])


@needs_tesseract
def test_vertical_pass_reads_bottom_to_top_text(pdf):
    page = pdf[3]
    _, expected = _image_page(pymupdf.open(), 0, vertical=True)
    assert "FOUNDATION" not in {w.text for w in ocr.ocr_page_words(page)}
    got = _find(ocr.ocr_page_words(page, vertical=True), "FOUNDATION")
    _assert_inside(got, expected["FOUNDATION"])
    assert got.height > 3 * got.width


def test_render_is_bounded(monkeypatch):
    doc = pymupdf.open()
    page = doc.new_page(width=14400, height=14400)
    page.insert_text((100, 100), "HUGE", fontsize=200)
    sizes = []

    def fake(img, **kw):
        sizes.append(img.size)
        return _fake_data([])

    monkeypatch.setattr(ocr, "tesseract_available", lambda: True)
    monkeypatch.setattr(pytesseract, "image_to_data", fake)
    ocr.ocr_page_words(page, zoom=4.0, max_pixels=4_000_000)
    (w, h), = sizes
    assert w * h <= 4_000_000 * 1.01
    assert ocr.clamp_zoom(pymupdf.Rect(0, 0, 1224, 792), 3.5) == 3.5


# ----------------------------------------------------------------------------- page triage

def test_text_page_does_not_need_ocr():
    doc = pymupdf.open()
    page = doc.new_page()
    for i in range(30):
        page.insert_text((50, 40 + 20 * i), f"NOTE {i}: PROVIDE BLOCKING AT ALL GRAB BARS", fontsize=10)
    assert not ocr.needs_ocr(page)
    assert ocr.ocr_regions(page) == []


def test_blank_page_does_not_need_ocr():
    assert not ocr.needs_ocr(pymupdf.open().new_page())


@pytest.mark.parametrize("rotation", [0, 90])
def test_captioned_image_page_ocrs_the_image_area(rotation):
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.set_rotation(rotation)
    pix = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 400, 300))
    pix.clear_with(230)
    disp = pymupdf.Rect(60, 80, 560, 480) if rotation else pymupdf.Rect(60, 80, 560, 700)
    page.insert_image(disp * page.derotation_matrix, pixmap=pix, rotate=rotation, keep_proportion=False)
    page.insert_text(pymupdf.Point(60, 30) * page.derotation_matrix, "SAMPLE HOUSE PLANS BPC-022",
                     fontsize=10, rotate=rotation)
    assert ocr.needs_ocr(page)
    (region,) = ocr.ocr_regions(page)
    assert _close(region, disp), (region, disp)


# ----------------------------------------------------------------------------- budget

def test_budget_counts_pages():
    b = ocr.OcrBudget(max_pages=2, max_cells=100, max_seconds=100.0)
    for key in ("a", "a", "b", "b", "a"):
        assert b.allow(key)
        b.charge(key, seconds=0.5)
    assert not b.allow("c")
    assert "2 of 2 pages" in b.exhausted_reason
    assert b.allow("a")                     # pages already paid for stay open
    assert (len(b.pages), b.cells, b.seconds) == (2, 5, 2.5)


def test_budget_counts_cells_and_seconds():
    b = ocr.OcrBudget(max_cells=3)
    for _ in range(3):
        assert b.allow(1)
        b.charge(1)
    assert not b.allow(1) and "3 of 3 OCR calls" in b.exhausted_reason
    b = ocr.OcrBudget(max_seconds=20.0)
    b.charge(1, seconds=19.0)
    assert b.allow(1)
    b.charge(1, seconds=1.5)
    assert not b.allow(1) and "20.5s of 20s" in b.exhausted_reason
    assert ocr.OcrBudget().max_pages == 8 and ocr.OcrBudget().max_cells == 90


def _fake_data(words):
    """A pytesseract Output.DICT with one line per (text, left, top) word."""
    keys = ("text", "conf", "left", "top", "width", "height", "block_num", "par_num", "line_num")
    d = {k: [] for k in keys}
    for i, (text, left, top) in enumerate(words):
        for k, v in zip(keys, (text, 95, left, top, 60, 20, 1, 1, i + 1)):
            d[k].append(v)
    return d


@pytest.fixture
def fake_tesseract(monkeypatch):
    calls = []

    def fake(img, **kw):
        calls.append(kw.get("config"))
        return _fake_data([("GRID", 35, 70), ("B-4", 140, 70), ("————", 10, 10), ("", 0, 0)])

    monkeypatch.setattr(ocr, "tesseract_available", lambda: True)
    monkeypatch.setattr(pytesseract, "image_to_data", fake)
    return calls


def test_region_words_stop_at_budget(fake_tesseract):
    page = pymupdf.open().new_page()
    b = ocr.OcrBudget(max_cells=2)
    for y in (0, 100):
        assert [w.text for w in ocr.ocr_region_words(page, pymupdf.Rect(0, y, 300, y + 90),
                                                     budget=b)] == ["GRID", "B-4"]
    assert ocr.ocr_region_words(page, pymupdf.Rect(0, 200, 300, 290), budget=b) == []
    assert len(fake_tesseract) == 2 and b.cells == 2 and "OCR calls" in b.exhausted_reason


def test_region_words_map_pixels_to_points(fake_tesseract):
    page = pymupdf.open().new_page()
    words = ocr.ocr_region_words(page, pymupdf.Rect(100, 200, 300, 400), zoom=2.0)
    grid = words[0]
    assert grid.bbox == (100 + 35 / 2, 200 + 70 / 2, 100 + 95 / 2, 200 + 90 / 2)
    assert grid.size == 10.0 and grid.conf == 95.0
    assert fake_tesseract == ["--psm 6"]


def test_timeout_is_reported_and_charged(monkeypatch):
    def slow(img, **kw):
        raise RuntimeError("Tesseract process timeout")

    monkeypatch.setattr(ocr, "tesseract_available", lambda: True)
    monkeypatch.setattr(pytesseract, "image_to_data", slow)
    b = ocr.OcrBudget()
    with pytest.raises(ocr.OcrTimeoutError):
        ocr.ocr_region_words(pymupdf.open().new_page(), budget=b, timeout=1)
    assert b.cells == 1


# ----------------------------------------------------------------------------- cache

def test_cache_hit_skips_tesseract(tmp_path, fake_tesseract):
    page = pymupdf.open().new_page()
    cache = ocr.OcrCache(tmp_path / "ocr_cache")
    clip = pymupdf.Rect(10, 10, 200, 100)
    first = ocr.ocr_region_words(page, clip, cache=cache, file_key="abc")
    assert len(fake_tesseract) == 1
    b = ocr.OcrBudget(max_cells=0)         # a hit is free even with the budget spent
    again = ocr.ocr_region_words(page, clip + (0.01, 0, 0, 0), cache=ocr.OcrCache(tmp_path / "ocr_cache"),
                                 file_key="abc", budget=b)
    assert again == first and len(fake_tesseract) == 1 and b.cells == 0
    ocr.ocr_region_words(page, clip, cache=cache, file_key="abc", psm=ocr.PSM_SPARSE)
    ocr.ocr_region_words(page, clip, cache=cache, file_key="other")
    assert len(fake_tesseract) == 3
    files = sorted((tmp_path / "ocr_cache").iterdir())
    assert len(files) == 3 and all(f.suffix == ".json" for f in files)
    assert json.loads(files[0].read_text())["key"]["v"] == ocr._CACHE_VERSION


def test_cache_ignores_corrupt_entry(tmp_path, fake_tesseract):
    cache = ocr.OcrCache(tmp_path)
    key = ocr.OcrCache.key("f", 1, pymupdf.Rect(0, 0, 10, 10), 3.5, 6)
    cache.put(key, [])
    cache._path(key).write_text("{not json")
    assert cache.get(key) is None


def test_file_sha256(tmp_path):
    p = tmp_path / "x.pdf"
    p.write_bytes(b"abc")
    from drawqa.hashing import file_sha256

    assert file_sha256(p) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


# ----------------------------------------------------------------------------- missing binary

def test_missing_tesseract_raises(monkeypatch):
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", "/nonexistent/bin/tesseract")
    assert ocr.tesseract_available() is False
    page = pymupdf.open().new_page()
    with pytest.raises(ocr.TesseractMissingError, match="apt-get install tesseract-ocr"):
        ocr.ocr_page_words(page)
    with pytest.raises(ocr.TesseractMissingError):
        ocr.ocr_region_words(page, budget=ocr.OcrBudget())


def test_missing_tesseract_not_on_path(monkeypatch):
    monkeypatch.setattr(pytesseract.pytesseract, "tesseract_cmd", "tesseract-not-installed-here")
    monkeypatch.setattr(ocr.shutil, "which", lambda cmd: None)
    assert ocr.tesseract_available() is False


def test_normalize_ocr_text():
    assert ocr.normalize_ocr_text("¢") == "&"
    assert ocr.normalize_ocr_text("I'-0\"") == "1'-0\""
    assert ocr.normalize_ocr_text("I\"") == "1\""
    assert ocr.normalize_ocr_text("|'-0\"") == "1'-0\""
    assert ocr.normalize_ocr_text("Ib") == "lb" and ocr.normalize_ocr_text("Ibs.") == "lbs."
    assert ocr.normalize_ocr_text("I") == "I" and ocr.normalize_ocr_text("Ibex") == "Ibex"
    assert ocr.normalize_ocr_text("INSULATION") == "INSULATION"
    assert ocr.normalize_ocr_text("CT-4ISC-1") == "CT-4/SC-1"     # two finish codes: the slash read as I
    assert ocr.normalize_ocr_text("PT-2") == "PT-2" and ocr.normalize_ocr_text("W-1I") == "W-1I"


# ----------------------------------------------------------------------------- eval PDFs

@pytest.mark.skipif(not EVAL_DIR.is_dir(), reason=f"eval PDFs not present at {EVAL_DIR}")
@pytest.mark.parametrize("name,pages,expect", [
    ("kirkland-sample-plan-set.pdf", range(7), True),
    ("sonoma-sample-house-plans.pdf", range(4), True),
    ("va-stcloud-finish-plan.pdf", range(2), False),
])
def test_eval_triage(name, pages, expect):
    with pymupdf.open(EVAL_DIR / name) as doc:
        assert [ocr.needs_ocr(doc[i]) for i in pages] == [expect] * len(pages)
        if name.startswith("sonoma"):
            main = max(ocr.ocr_regions(doc[0]), key=lambda r: r.get_area())
            assert _close(main, pymupdf.Rect(72, 148.4, 552.9, 719.5))


@needs_tesseract
@pytest.mark.skipif(not KIRKLAND.is_file(), reason=f"eval PDF not present at {KIRKLAND}")
def test_kirkland_sheet_one():
    with pymupdf.open(KIRKLAND) as doc:
        page = doc[0]
        assert page.rotation == 270 and page.rect == pymupdf.Rect(0, 0, 1224, 792)
        words = ocr.ocr_page_words(page)
    for w in words:
        assert pymupdf.Rect(w.bbox) in pymupdf.Rect(0, 0, 1224, 792)
    a1 = [pymupdf.Rect(w.bbox) for w in words if w.text == "A1"]
    assert any(r.x0 > 1080 and r.y0 > 680 for r in a1), "sheet number A1 not found in the title block"
    site = [pymupdf.Rect(w.bbox) for w in words if w.text.upper() == "SITE"]
    assert len(site) >= 2
    texts = {w.text.upper() for w in words}
    assert {"LEGEND", "VICINITY", "PREFERRED)"} <= texts


def test_ocr_page_keeps_lines_unique_across_regions(tmp_path, fake_tesseract):
    page = pymupdf.open().new_page()
    regions = [pymupdf.Rect(0, 0, 300, 300), pymupdf.Rect(300, 300, 600, 700)]
    words = ocr.ocr_page(page, regions, cache=ocr.OcrCache(tmp_path), file_key="k")
    assert [w.text for w in words] == ["GRID", "B-4"] * 2
    assert len({w.line for w in words}) == 4 and len({w.block for w in words}) == 2
    assert fake_tesseract == ["--psm 11"] * 2
    assert ocr.ocr_page(page, regions, cache=ocr.OcrCache(tmp_path), file_key="k") == words
    assert len(fake_tesseract) == 2


@pytest.mark.parametrize("turn", ["ROTATE_90", "ROTATE_270"])
def test_a_sheet_scanned_sideways_is_read_upright(turn):
    """A landscape sheet scanned into a portrait page with no /Rotate (issue 12, category 9):
    read turned upright, with its boxes on the page as displayed."""
    import io

    from PIL import Image

    if not ocr.tesseract_available():
        pytest.skip("Tesseract is not installed")
    src = pymupdf.open()
    p = src.new_page(width=792, height=612)
    for i in range(10):
        p.insert_text((50, 60 + i * 40), f"GENERAL NOTE {i}: PROVIDE SMOKE DETECTORS IN EACH SLEEPING ROOM",
                      fontsize=14)
    pix = p.get_pixmap(matrix=pymupdf.Matrix(2, 2))
    img = Image.frombytes("RGB", (pix.width, pix.height), pix.samples).transpose(getattr(Image.Transpose, turn))
    buf = io.BytesIO()
    img.save(buf, "PNG")
    scan = pymupdf.open()
    page = scan.new_page(width=612, height=792)
    page.insert_image(page.rect, stream=buf.getvalue())
    words = ocr.ocr_page_words(page)
    text = " ".join(w.text for w in words)
    assert text.count("SMOKE") >= 8, text[:300]
    smoke = [w for w in words if w.text == "SMOKE"]
    assert all(w.bbox[3] - w.bbox[1] > w.bbox[2] - w.bbox[0] for w in smoke)     # sideways on the page
    assert all(page.rect.contains(pymupdf.Rect(w.bbox)) for w in smoke)


# ----------------------------------------------------------------------------- coarse scans

COARSE_CALLOUTS = ("NEW 5050 CSMT", "SILL @ 2'-6\"", "13'-6\" x 11'-0\"", "8'-0\" CLG")


def _coarse_scan_pdf(path: Path) -> Path:
    """An image-only page scanned at 100 dpi: 7 pt window and room callouts (x-height ~4 px,
    as on a permit-guidance plan scanned at letter size) and one callout along a wall, turned
    to read bottom-to-top."""
    src = pymupdf.open()
    sp = src.new_page(width=288, height=216)
    for i, text in enumerate(COARSE_CALLOUTS):
        sp.insert_text((30, 40 + 30 * i), text, fontsize=7)
    sp.insert_text((250, 200), "REPLACEMENT 2040", fontsize=7, rotate=90)
    pix = sp.get_pixmap(dpi=100, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    doc.new_page(width=288, height=216).insert_image(pymupdf.Rect(0, 0, 288, 216), pixmap=pix)
    doc.save(path)
    return path


@needs_tesseract
def test_coarse_scan_is_read_enlarged_with_its_vertical_callouts(tmp_path):
    """MuPDF's own 3.5x render of this page reads `17'-0"` for 11'-0" and loses `8'-0" CLG` and
    the vertical callout; read from its pixels enlarged to 400 dpi, every callout comes out."""
    from drawqa.extract import open_pdf, read_page

    path = _coarse_scan_pdf(tmp_path / "scan100.pdf")
    doc = open_pdf(path)
    assert ocr.image_dpi(doc[0], doc[0].rect) == pytest.approx(100, abs=1)
    assert ocr.coarse_scan(doc[0], doc[0].rect)
    page = read_page(doc, 0, path)
    assert page.source == "ocr"
    lines = [l.text for b in page.blocks for l in b.lines]
    for text in COARSE_CALLOUTS + ("REPLACEMENT 2040",):
        assert any(text in l for l in lines), f"{text!r} not read; got {lines}"
    sill = next(w for w in page.words if w.text == "SILL")
    assert 25 <= sill.bbox[0] <= 35 and 60 <= sill.bbox[3] <= 75    # boxes still in page points


def test_dimension_misreads_are_mended():
    assert ocr.normalize_ocr_text('8-0"') == "8'-0\""
    assert ocr.normalize_ocr_text("11'-0°") == "11'-0\""
    assert ocr.normalize_ocr_text('1-1/2"') == '1-1/2"'      # one and a half inches stays
    assert ocr.normalize_ocr_text("45°") == "45°"


@pytest.mark.parametrize("text, conf, unsure", [
    ("CSMT", 91, False), ("BEDROOM", 62, False), ("13'-6\"", 39, False),   # feet-inches: marks
    ("ee", 41, True), ("7", 38, True), ("x46", 56, True),                   # misreads
    ("o=", 95, True), ("/", 92, True),                                      # not word-shaped
])
def test_unsure_words(text, conf, unsure):
    assert ocr.unsure_word(text, conf) is unsure


# ----------------------------------------------------------------------------- labels set sideways

def _sideways_scan_pdf(path: Path, dpi: int) -> Path:
    """An image-only page at `dpi`: room labels and a title set upright and two window
    callouts along a wall, turned to read bottom-to-top (as drawings print them), one ending
    in a dimension."""
    src = pymupdf.open()
    sp = src.new_page(width=288, height=216)
    sp.insert_text((30, 60), "BEDROOM 13'-6\" x 11'-0\"", fontsize=9)
    sp.insert_text((30, 100), "CLOSET 5'-0\" x 5'-0\"", fontsize=9)
    sp.insert_text((30, 190), "PROPOSED FLOOR PLAN", fontsize=12)
    sp.insert_text((200, 200), "NEW 2820 CSMT", fontsize=9, rotate=90)
    sp.insert_text((215, 200), "SILL @ 5'-0\"", fontsize=9, rotate=90)
    pix = sp.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    doc.new_page(width=288, height=216).insert_image(pymupdf.Rect(0, 0, 288, 216), pixmap=pix)
    doc.save(path)
    return path


@needs_tesseract
@pytest.mark.parametrize("dpi", [100, 200])
def test_sideways_callouts_are_read_whole_in_page_space(tmp_path, dpi):
    """A callout along a wall comes out as one vertical line in reading order with its `@` and
    dimension, its box in page points where it is printed; on a coarse scan and on a finer
    image alike. The label set upright is read once, not again by the turned pass."""
    from drawqa.extract import open_pdf, read_page

    path = _sideways_scan_pdf(tmp_path / f"sideways{dpi}.pdf", dpi)
    page = read_page(open_pdf(path), 0, path)
    lines = {l.text: l for b in page.blocks for l in b.lines}
    for text, x in (("NEW 2820 CSMT", 200), ("SILL @ 5'-0\"", 215)):
        assert text in lines, f"{text!r} not read as one line; got {list(lines)}"
        line = lines[text]
        assert line.vertical
        x0, y0, x1, y1 = line.bbox
        assert x - 10 <= x0 < x1 <= x + 4 and 120 <= y0 < y1 <= 202, line.bbox
    assert sum(w.text == "BEDROOM" for w in page.words) == 1
    assert any("BEDROOM" in t and "13'-6\" x 11'-0\"" in t for t in lines)


def _w(text, bbox, conf=95.0, line=1):
    return ocr.Word(text=text, bbox=bbox, size=6.0, block=1, line=line, conf=conf)


def test_turned_reading_adds_only_what_the_upright_one_missed():
    upright = [_w("BEDROOM", (10, 10, 60, 18)),                    # set upright, read surely
               _w("oO]", (200, 100, 208, 130), conf=45.0)]        # a sideways callout read as letters
    turned = [_w("BEDROOM", (12, 9, 58, 19), line=7),              # the same word seen again
              _w("SILL", (200, 150, 208, 170), line=8), _w("@", (200, 140, 208, 147), line=8),
              _w("5'-0\"", (200, 110, 208, 136), line=8),
              _w("2'-6\"", (300, 100, 308, 126), line=9),          # a dimension alone on its line
              _w("Son", (400, 10, 404, 28), line=10)]              # hatching read as a short word
    got = ocr.merge_turned(upright, turned)
    assert [w.text for w in got] == ["BEDROOM", "SILL", "@", "5'-0\"", "2'-6\""]
    assert got[0].bbox == (10, 10, 60, 18)


def _word(text, x0, y0, x1, y1, line):
    return Word(text=text, bbox=(x0, y0, x1, y1), size=y1 - y0, block=line, line=line, conf=94.0)


def test_degree_sign_before_a_length_word_is_an_inch_mark():
    """`AT LEAST 36°` / `AWAY FROM ...` (the note wraps): the thin closing quote read as °."""
    words = [_word("LEAST", 510, 616, 527, 621, 1), _word("36°", 529, 616, 538, 621, 1),
             _word("AWAY", 455, 624, 472, 628, 2), _word("FROM", 474, 624, 490, 628, 2)]
    assert [w.text for w in inch_marks(words)][:3] == ["LEAST", '36"', "AWAY"]


def test_degree_sign_of_an_angle_stays():
    words = [_word("30°", 100, 100, 110, 105, 1), _word("FROM", 112, 100, 130, 105, 1),
             _word("HORIZONTAL", 132, 100, 170, 105, 1), _word("45°", 100, 120, 110, 125, 3),
             _word("BEND", 112, 120, 130, 125, 3)]
    assert [w.text for w in inch_marks(words)] == [w.text for w in words]


def test_a_number_joined_to_its_area_unit_is_word_shaped():
    for t in ("1,170sqft", "850sf", "96s.f."):
        assert ocr.word_shaped(t), t
    assert not ocr.word_shaped("1,170saft")


# ----------------------------------------------------------------------------- second, enlarged reading

def test_second_reading_adds_what_the_first_missed_and_mends_its_unsure_words():
    first = [_w("1136", (437, 204, 451, 209), conf=81.0, line=12),          # read surely
             _w("=76sqft", (456, 204, 483, 209), conf=54.0, line=12),       # the decimal point lost, unsure
             _w("4040", (191, 422, 203, 426), line=49)]
    second = [_w("1,136", (437, 203, 451, 208), conf=89.0, line=10),        # the same word, read otherwise
              _w("7.6", (461, 203, 468, 209), conf=86.0, line=11), _w("sq.ft", (470, 203, 482, 209), conf=88.0, line=11),
              _w("egress", (188, 429, 205, 433), conf=90.0, line=20),       # crossed by linework: missed first
              _w("lau", (300, 300, 310, 305), conf=40.0, line=21),          # unsure: never added
              _w("ee", (320, 300, 325, 305), conf=95.0, line=22)]           # a line too short to be text
    got = ocr.merge_readings(first, second)
    assert [w.text for w in got] == ["1136", "4040", "7.6", "sq.ft", "egress"]
    assert {w.line for w in got if w.text in ("1136", "7.6", "sq.ft")} == {12}     # one line: `1136 7.6 sq.ft`
    assert next(w for w in got if w.text == "egress").line not in (12, 49)


def _scan_pdf(path: Path, dpi: int) -> Path:
    src = pymupdf.open()
    sp = src.new_page(width=288, height=144)
    sp.insert_text((30, 60), "UNDERFLOOR VENTILATION REQUIRED", fontsize=8)
    pix = sp.get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    doc.new_page(width=288, height=144).insert_image(pymupdf.Rect(0, 0, 288, 144), pixmap=pix)
    doc.save(path)
    return path


@pytest.mark.parametrize("dpi, second", [(150, True), (100, False), (300, False)])
def test_only_a_scan_of_middling_resolution_is_read_a_second_time(tmp_path, dpi, second, monkeypatch):
    """Below UPSCALE_BELOW_DPI the one reading is already enlarged; from SECOND_READ_BELOW_DPI
    up the page zoom enlarges little: only in between are the two renders different enough."""
    doc = pymupdf.open(_scan_pdf(tmp_path / f"scan{dpi}.pdf", dpi))
    monkeypatch.setattr(ocr, "_tesseract", lambda img, psm, timeout: {
        k: [] for k in ("text", "conf", "left", "top", "width", "height", "block_num", "par_num", "line_num")})
    got = ocr._enlarged_reading(doc[0], doc[0].rect, 11, 10.0, ocr.MAX_PIXELS, ocr.MIN_CONF)
    assert (got is not None) == second


@needs_tesseract
def test_a_middling_scan_reads_its_words_enlarged(tmp_path):
    doc = pymupdf.open(_scan_pdf(tmp_path / "scan150.pdf", 150))
    got = ocr._enlarged_reading(doc[0], doc[0].rect, 11, 30.0, ocr.MAX_PIXELS, ocr.MIN_CONF)
    assert " ".join(w.text for w in got) == "UNDERFLOOR VENTILATION REQUIRED"
    assert all(25 <= w.bbox[0] and w.bbox[3] <= 65 for w in got)      # in page points


def test_a_page_tesseract_gives_up_on_is_read_again_with_fewer_pixels(pdf, monkeypatch):
    """Index time: a timeout on the full-size reading is not the page lost; the page is read
    once more at INDEX_RETRY_ZOOM, and only a second timeout leaves it unread."""
    from pathlib import Path

    from drawqa.extract import read_page

    real = ocr.ocr_page_words
    zooms = []

    def gives_up_at_full_size(page, *args, zoom=ocr.INDEX_ZOOM, **kw):
        zooms.append(zoom)
        if zoom == ocr.INDEX_ZOOM:
            raise ocr.OcrTimeoutError("tesseract took longer than 160s")
        return real(page, *args, zoom=zoom, **kw)

    monkeypatch.setattr(ocr, "ocr_page_words", gives_up_at_full_size)
    page = read_page(pdf, 0, Path(pdf.name))
    assert zooms[0] == ocr.INDEX_ZOOM and ocr.INDEX_RETRY_ZOOM in zooms
    assert not page.ocr_skipped and "A101" in " ".join(w.text for w in page.words)

    def always_gives_up(page, *args, **kw):
        raise ocr.OcrTimeoutError("tesseract took longer than 160s")

    monkeypatch.setattr(ocr, "ocr_page_words", always_gives_up)
    assert read_page(pdf, 0, Path(pdf.name)).ocr_skipped.startswith("OCR gave up")
