"""drawqa.show: the evidence PNG shows the region a citation's bbox names, on any /Rotate.

Boxes are in displayed-page points (top-left origin, after /Rotate). The checks compare the
rendered pixels with where the box should land: the ink of a known word (boxed by drawqa's
own text extraction), a filled red square at a known spot, and the highlight itself (the
difference between a highlighted and a plain render).
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pymupdf
import pytest
from PIL import Image

from drawqa import show
from drawqa.errors import DrawqaError, IndexMissingError, PdfError, UsageError
from drawqa.extract import text_layer

RED_UNROTATED = pymupdf.Rect(400, 300, 460, 340)


def _synthetic(path: Path, rotation: int, cropbox=None) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=700, height=500)
    page.insert_text((120, 150), "TARGET", fontsize=20)
    page.insert_text((120, 400), "ELSEWHERE", fontsize=20)
    page.draw_rect(RED_UNROTATED, color=None, fill=(1, 0, 0))
    if cropbox:
        page.set_cropbox(pymupdf.Rect(*cropbox))
    page.set_rotation(rotation)
    doc.save(path)
    doc.close()
    return path


def _pixels(r: show.Rendered, below_strip: bool = True) -> np.ndarray:
    im = np.asarray(Image.open(r.path).convert("RGB")).astype(int)
    return im[r.strip:] if below_strip else im


def _extent(mask: np.ndarray) -> tuple[int, int, int, int]:
    ys, xs = np.nonzero(mask)
    assert xs.size, "nothing found"
    return int(xs.min()), int(ys.min()), int(xs.max()), int(ys.max())


def _expected_px(r: show.Rendered, bbox) -> tuple[float, float, float, float]:
    z, (cx, cy) = r.zoom, r.clip[:2]
    return ((bbox[0] - cx) * z, (bbox[1] - cy) * z, (bbox[2] - cx) * z, (bbox[3] - cy) * z)


def _word_bbox(pdf: Path, text: str):
    doc = pymupdf.open(pdf)
    lines, _, _ = text_layer(doc[0])
    doc.close()
    return next(l.bbox for l in lines if l.text == text)


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
@pytest.mark.parametrize("cropbox", [None, (40, 30, 680, 480)])
def test_word_ink_lies_inside_its_box_on_every_rotation(tmp_path, rotation, cropbox):
    pdf = _synthetic(tmp_path / "s.pdf", rotation, cropbox)
    bbox = _word_bbox(pdf, "TARGET")
    r = show.render(pdf, 1, bbox, tmp_path / "t.png", context=15, highlight=False)
    ink = _extent(_pixels(r).sum(axis=2) < 300)
    ex = _expected_px(r, bbox)
    tol = 2
    assert ex[0] - tol <= ink[0] and ink[2] <= ex[2] + tol
    assert ex[1] - tol <= ink[1] and ink[3] <= ex[3] + tol
    # and the word fills its box: the ink spans most of the box's long side
    long_side = max(ex[2] - ex[0], ex[3] - ex[1])
    assert max(ink[2] - ink[0], ink[3] - ink[1]) > 0.8 * long_side


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
def test_red_square_lands_where_the_rotation_matrix_puts_it(tmp_path, rotation):
    pdf = _synthetic(tmp_path / "s.pdf", rotation)
    doc = pymupdf.open(pdf)
    disp = RED_UNROTATED * doc[0].rotation_matrix
    doc.close()
    bbox = (disp.x0, disp.y0, disp.x1, disp.y1)
    r = show.render(pdf, 1, bbox, tmp_path / "r.png", context=20, highlight=False)
    px = _pixels(r)
    red = (px[..., 0] > 200) & (px[..., 1] < 60) & (px[..., 2] < 60)
    got, ex = _extent(red), _expected_px(r, bbox)
    assert all(abs(g - e) <= 2 for g, e in zip(got, ex)), (got, ex)


@pytest.mark.parametrize("rotation", [0, 90, 270])
def test_highlight_is_drawn_where_the_bbox_says(tmp_path, rotation):
    pdf = _synthetic(tmp_path / "s.pdf", rotation)
    bbox = _word_bbox(pdf, "ELSEWHERE")
    plain = show.render(pdf, 1, bbox, tmp_path / "p.png", highlight=False)
    lit = show.render(pdf, 1, bbox, tmp_path / "h.png", label="s.pdf | PAGE-1 | page 1")
    assert (plain.width, plain.height, plain.strip) == (lit.width, lit.height, lit.strip)
    a, b = _pixels(plain, below_strip=False), _pixels(lit, below_strip=False)
    changed = np.abs(a - b).sum(axis=2) > 30
    changed[: lit.strip] = False               # the label strip differs by its text
    got = _extent(changed)
    assert all(abs(g - e) <= 1 for g, e in zip(got, lit.box)), (got, lit.box)
    ex = _expected_px(lit, bbox)
    x0, y0, x1, y1 = lit.box
    assert x0 <= ex[0] and x1 >= ex[2] and y0 - lit.strip <= ex[1] and y1 - lit.strip >= ex[3]
    # inside: tinted amber (white paper turns yellowish); outside: untouched white paper
    mid = b[(y0 + y1) // 2, x0 + 6: x1 - 6]
    paper = mid[mid.sum(axis=1) > 600]
    assert paper.size and (paper[:, 2] < paper[:, 0] - 30).all()
    corner = b[lit.strip + 2, 2]
    assert tuple(corner) == (255, 255, 255)
    # the crimson outline is on the box's edge
    edge = b[(y0 + y1) // 2, x0 + 1]
    assert edge[0] > 180 and edge[1] < 80


def test_png_size_label_strip_and_context(tmp_path):
    pdf = _synthetic(tmp_path / "s.pdf", 0)
    bbox = _word_bbox(pdf, "TARGET")
    r = show.render(pdf, 1, bbox, tmp_path / "x.png", label="s.pdf  |  A1  |  page 1",
                    detail="\u201cTARGET\u201d", max_px=800)
    im = Image.open(r.path)
    assert im.format == "PNG" and im.size == (r.width, r.height)
    cw, ch = r.clip[2] - r.clip[0], r.clip[3] - r.clip[1]
    assert abs(r.width - round(cw * r.zoom)) <= 1 and abs(r.height - r.strip - round(ch * r.zoom)) <= 1
    assert max(r.width, r.height - r.strip) <= 801
    # context: the region is larger than the box on every side the page allows
    assert r.clip[0] < bbox[0] and r.clip[1] < bbox[1] and r.clip[2] > bbox[2] and r.clip[3] > bbox[3]
    # the strip is dark with light text in it
    strip = np.asarray(im.convert("RGB")).astype(int)[: r.strip]
    assert (strip.sum(axis=2) < 150).mean() > 0.7 and (strip.sum(axis=2) > 600).any()


def test_region_stays_inside_the_page_and_keeps_context_at_edges():
    page = pymupdf.Rect(0, 0, 1000, 800)
    r = show.region_for((5, 5, 50, 20), page)
    assert r.x0 == 0 and r.y0 == 0 and r.width >= show.MIN_W - 1e-6
    r = show.region_for((900, 700, 995, 795), page)
    assert r.x1 == 1000 and r.y1 == 800 and r.width >= show.MIN_W - 1e-6
    assert show.region_for(None, page) == page
    assert show.region_for((0, 0, 1000, 800), page) == page


def test_bad_page_or_bbox_is_a_usage_error(tmp_path):
    pdf = _synthetic(tmp_path / "s.pdf", 0)
    with pytest.raises(UsageError, match="no page 3"):
        show.render(pdf, 3, None, tmp_path / "x.png")
    with pytest.raises(UsageError, match="outside page"):
        show.render(pdf, 1, (5000, 5000, 5100, 5100), tmp_path / "x.png")
    with pytest.raises(PdfError):
        show.render(tmp_path / "missing.pdf", 1, None, tmp_path / "x.png")


def test_parse_bbox():
    assert show.parse_bbox("1,2,3,4") == [1, 2, 3, 4]
    assert show.parse_bbox("[1.5, 2, 3, 4.5]") == [1.5, 2, 3, 4.5]
    assert show.parse_bbox(None) is None
    for bad in ("1,2,3", "a,b,c,d", "5,5,1,1"):
        with pytest.raises(UsageError):
            show.parse_bbox(bad)


def test_json_stream_reads_pretty_json_and_json_lines():
    one = json.dumps({"citations": [{"file": "a.pdf", "page": 1}]}, indent=2)
    lines = "\n".join(json.dumps({"file": "a.pdf", "page": p, "bbox": [0, 0, 1, 1]}) for p in (1, 2))
    assert len(show.read_json_stream(one)) == 1
    values = show.read_json_stream(one + "\n" + lines)
    assert [c["page"] for c in show.citations_of(values)] == [1, 1, 2]
    with pytest.raises(UsageError):
        show.read_json_stream("not json")


def test_upstream_error_keeps_its_exit_code(tmp_path):
    text = json.dumps({"error": "no index in x/", "exit_code": 3})
    with pytest.raises(DrawqaError, match="upstream") as ei:
        show.render_stream(text, tmp_path, show.PdfResolver(pdf_dir=tmp_path))
    assert ei.value.exit_code == 3


def test_resolver_prefers_pdf_dir_then_manifest_and_warns_on_changed_files(tmp_path):
    a = _synthetic(tmp_path / "a.pdf", 0)
    other = tmp_path / "moved"
    other.mkdir()
    manifest = {"files": [{"file": "a.pdf", "path": str(a), "sha256": "0" * 64}]}
    r = show.PdfResolver(manifest=manifest)
    assert r("a.pdf") == a and r.warnings and "changed since it was indexed" in r.warnings[0]
    b = _synthetic(other / "a.pdf", 90)
    assert show.PdfResolver(manifest=manifest, pdf_dir=other)("a.pdf") == b
    with pytest.raises(PdfError, match="--pdf-dir"):
        show.PdfResolver(manifest=manifest)("b.pdf")
    with pytest.raises(IndexMissingError):
        show.PdfResolver(index_dir=tmp_path / "no-index")("a.pdf")


def test_one_png_per_citation_named_by_sheet_and_page(tmp_path):
    a = _synthetic(tmp_path / "a.pdf", 0)
    c1 = {"file": "a.pdf", "page": 1, "sheet_id": "A1.0", "sheet_title": "PLAN", "section": "notes",
          "bbox": list(_word_bbox(a, "TARGET")), "text": "TARGET"}
    c2 = dict(c1, bbox=list(_word_bbox(a, "ELSEWHERE")), text="ELSEWHERE")
    out = show.render_citations([c1, c2, c1], tmp_path / "out", show.PdfResolver(pdf_dir=tmp_path))
    assert [p.path.name for p in out] == ["01-A1.0-p1.png", "02-A1.0-p1.png", "01-A1.0-p1.png"]
    assert len(show.unique(out)) == 2 and all(p.path.exists() for p in out)
    assert out[0].label == "a.pdf  |  A1.0 PLAN  |  page 1  |  notes"


# --------------------------------------------------------------------------- the sample set


def _chunk_on_rotated_page(index_dir: Path):
    from drawqa import store

    gen = store.load(index_dir)
    doc = pymupdf.open(gen.manifest["files"][0]["path"])
    rotated = [p.number + 1 for p in doc if p.rotation in (90, 270)]
    doc.close()
    if not rotated:
        pytest.skip("the sample set has no rotated page")
    rows = [c for c in gen.all_chunks() if c.page in rotated and c.kind in ("row", "chunk")
            and c.source == "text" and 20 < c.bbox[2] - c.bbox[0] < 1500]
    assert rows, "no text chunk on the rotated page"
    return gen, rows[0]


def test_sample_rotated_page_region_matches_the_full_page_render(tmp_path, sample_index):
    """On the sample's /Rotate page: the clipped render equals the same window cut out of a
    render of the whole displayed page, and the cited chunk's text is inside the box."""
    gen, c = _chunk_on_rotated_page(sample_index)
    path = gen.manifest["files"][0]["path"]
    r = show.render(path, c.page, c.bbox, tmp_path / "e.png", highlight=False, max_px=1200)
    doc = pymupdf.open(path)
    page = doc[c.page - 1]
    full = page.get_pixmap(matrix=pymupdf.Matrix(r.zoom, r.zoom), alpha=False)
    F = np.frombuffer(full.samples, np.uint8).reshape(full.height, full.width, full.n).astype(int)
    E = _pixels(r)
    x0, y0 = round(r.clip[0] * r.zoom), round(r.clip[1] * r.zoom)
    window = F[y0: y0 + E.shape[0], x0: x0 + E.shape[1]]
    assert window.shape == E.shape
    assert np.abs(window - E).mean() < 2.0
    # the words PyMuPDF finds inside the (displayed) bbox are the chunk's words
    inside = pymupdf.Rect(c.bbox) * page.derotation_matrix
    words = " ".join(w[4] for w in page.get_text("words", clip=inside))
    doc.close()
    first = c.cells[0] if c.cells else c.text.split()[0]
    assert first.split()[0] in words


def test_sample_evidence_png_is_small_and_boxed(tmp_path, sample_index):
    gen, c = _chunk_on_rotated_page(sample_index)
    cite = {"file": c.file, "page": c.page, "sheet_id": c.sheet_id, "sheet_title": c.sheet_title,
            "section": c.section, "bbox": list(c.bbox), "text": c.text}
    [r] = show.render_citations([cite], tmp_path, show.PdfResolver(index_dir=sample_index))
    assert r.path.stat().st_size < 600_000
    assert 360 <= r.width <= show.MAX_PX + 1 and r.height > r.strip + 100
    px = _pixels(r, below_strip=False)
    x0, y0, x1, y1 = r.box
    assert px[(y0 + y1) // 2, x0 + 1][0] > 180          # crimson edge where the box starts
    assert c.sheet_id in r.label and f"page {c.page}" in r.label and c.file in r.label
