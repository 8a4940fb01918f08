"""A middling scan read again in quarters, and misread fraction glyphs settled by a second reading."""
from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from drawqa import ocr
from drawqa.models import Word
from drawqa.ocr_tiles import mend_glyphs, settled_glyphs, tile_rects

EVAL_DIR = Path(__file__).resolve().parents[1] / ".." / "shared" / "eval"


def _w(text, bbox, conf=95.0, line=1):
    return Word(text=text, bbox=bbox, size=bbox[3] - bbox[1], block=1, line=line, conf=conf)


@pytest.mark.parametrize("first, second, settled", [
    ('518"', '5/8"', True),          # the slash read as a one
    ('112"', '1/2"', True),
    ('5/8°', '5/8"', True),          # the inch mark read as a degree sign
    ('12°', '12"', True),
    ('518"', '518"', False),         # nothing to settle
    ('518"', '5/6"', False),         # a digit changed too: another reading, not a settled glyph
    ('1x4', '/x4', False),           # a slash must stand between two digits
    ('518', '5/8"', False),          # lengths differ: not one glyph for one
    ('A°', 'A"', False),             # a degree after a letter is no inch mark
])
def test_a_glyph_is_settled_only_as_a_slash_or_inch_mark_with_all_else_agreeing(first, second, settled):
    assert settled_glyphs(first, second) is settled


def test_a_word_is_mended_only_where_a_sure_second_reading_stands_in_its_place():
    first = [_w('518"', (100, 100, 112, 106)), _w('318"', (200, 100, 212, 106)), _w('112"', (300, 100, 312, 106))]
    second = [_w('5/8"', (100, 100, 112, 106), conf=90.0),      # same place, sure: mended
              _w('3/8"', (200, 100, 212, 106), conf=40.0),      # unsure: no evidence
              _w('1/2"', (400, 100, 412, 106), conf=95.0)]      # elsewhere: says nothing of this word
    assert [w.text for w in mend_glyphs(first, second)] == ['5/8"', '318"', '112"']


def test_tiles_cover_the_region_and_overlap_at_the_seams():
    region = pymupdf.Rect(72, 72, 552, 712)
    tiles = tile_rects(region)
    assert len(tiles) == 4 and all(t in region or region.contains(t) for t in tiles)
    assert tiles[0].x1 > tiles[1].x0 and tiles[0].y1 > tiles[2].y0       # neighbours share a strip
    union = pymupdf.Rect(tiles[0])
    for t in tiles[1:]:
        union |= t
    assert union == region


def test_a_line_adds_a_word_that_carries_text_when_the_whole_line_reads_as_text():
    first = [_w("trim", (310, 255, 320, 259), line=5), _w("typical", (321, 255, 337, 260), line=5)]
    second = [_w("1x4", (300, 255, 308, 259), line=2), _w("trim", (310, 255, 320, 259), line=2),
              _w("typical", (321, 255, 337, 260), line=2),
              _w("8", (400, 255, 403, 259), line=3), _w("Beam", (405, 255, 420, 259), line=3)]
    first.append(_w("Beam", (405, 255, 420, 259), line=6))
    got = ocr.merge_readings(first, second)
    assert sorted(w.text for w in got if w.line == 5) == ["1x4", "trim", "typical"]
    assert "8" not in [w.text for w in got]        # a lone digit beside a word read already is not added


@pytest.mark.skipif(not ocr.tesseract_available(), reason="tesseract not installed")
@pytest.mark.skipif(not (EVAL_DIR / "sonoma-sample-house-plans.pdf").is_file(), reason=f"eval PDFs not at {EVAL_DIR}")
def test_the_sonoma_elevation_callouts_are_read_and_the_siding_fraction_kept():
    """Sheet 2 (a 131 dpi scan): the whole-area reading drops `5/8" plywood siding` and the
    `1x4` of `1x4 trim typical`; sheet 4 reads `518" Siding` where the quarters read `5/8"`."""
    with pymupdf.open(EVAL_DIR / "sonoma-sample-house-plans.pdf") as doc:
        text = {}
        for n in (1, 3):
            region = max(ocr.ocr_regions(doc[n]), key=lambda r: r.get_area())
            ws = ocr.ocr_page_words(doc[n], clip=region, vertical=False)
            lines: dict[int, list] = {}
            for w in ws:
                lines.setdefault(w.line, []).append(w)
            text[n] = [" ".join(w.text for w in sorted(l, key=lambda w: w.bbox[0])) for l in lines.values()]
    assert any("5/8\" plywood siding" in t for t in text[1])
    assert any("1x4 trim typical" in t for t in text[1])
    assert any(t.startswith('5/8" Siding') for t in text[3])
    assert not any('518"' in t for t in text[3])
