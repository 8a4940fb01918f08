"""Unit tests of the pure parts: tokenizer, RRF, BM25 parity, sheet IDs, sections, tables."""
from __future__ import annotations

import numpy as np
import pytest

from drawqa.bm25 import BM25
from drawqa.models import Block, Line, Page, Word
from drawqa.retrieve import rrf
from drawqa.sections import section_of, page_chunks
from drawqa.sheets import canonical_sheet_id, discipline_of, find_sheet_id, sheet_record
from drawqa.tables import find_tables
from drawqa.tokens import normalize, tokenize


@pytest.mark.parametrize("text, token", [
    ("see window W1", "w1"), ("door D-101", "d-101"), ("per NFPA 13D", "nfpa 13d"),
    ("sheet A1.0", "a1.0"), ("occupancy R-3", "r-3"), ("type V-B", "v-b"),
    ('5/8" type X gyp', '5/8"'), ("3'-0\" door", "3'-0\""), ("sheet G\u2010001", "g-001"),
    ("S2.1 framing", "s2.1"), ("FP-1", "fp-1"), ("M-101", "m-101"),
])
def test_tokenizer_keeps_drawing_codes_whole(text, token):
    assert token in tokenize(text)


def test_tokenizer_drops_stopwords_and_expands_ligatures():
    toks = tokenize("What is the \ufb01nish of the floor?")
    assert "finish" in toks and "the" not in toks and "what" not in toks


def test_normalize_unifies_hyphens_and_quotes():
    assert normalize("A\u20101.0 \u201cX\u201d 1\u20442") == 'A-1.0 "X" 1/2'


def test_rrf_rewards_agreement_and_uses_k60():
    fused = dict(rrf([[1, 2, 3], [3, 1, 4]]))
    assert fused[1] == pytest.approx(1 / 61 + 1 / 62)
    assert fused[3] == pytest.approx(1 / 63 + 1 / 61)
    assert max(fused, key=fused.get) == 1
    assert fused[4] == pytest.approx(1 / 63)


def test_bm25_matches_rank_bm25():
    from rank_bm25 import BM25Okapi

    rng = np.random.default_rng(0)
    vocab = "door window schedule w1 w2 nfpa 13d sprinkler a1.0 floor plan finish vct-1 p-1".split()
    corpus = [list(rng.choice(vocab, size=int(rng.integers(1, 40)))) for _ in range(300)]
    ours, ref = BM25.build(corpus), BM25Okapi(corpus)
    for q in (["door"], ["nfpa", "13d"], ["vct-1", "floor", "floor"], ["absent"]):
        assert np.allclose(ours.scores(q), ref.get_scores(q), atol=1e-6)
        assert list(np.argsort(-ours.scores(q), kind="stable")[:10]) == \
            list(np.argsort(-ref.get_scores(q), kind="stable")[:10])


def _page(lines: list[tuple[str, tuple, float]], w=2592.0, h=1728.0) -> Page:
    blocks, words = [], []
    for i, (text, bbox, size) in enumerate(lines):
        blocks.append(Block(lines=[Line(text=text, bbox=bbox, size=size)], bbox=bbox))
        x = bbox[0]
        for t in text.split():
            wlen = len(t) * size * 0.55
            words.append(Word(text=t, bbox=(x, bbox[1], x + wlen, bbox[3]), size=size, block=i))
            x += wlen + size * 0.3
    return Page(file="t.pdf", path="/t.pdf", page=3, width=w, height=h, rotation=0,
                blocks=blocks, words=words)


def test_sheet_id_is_the_largest_id_in_the_title_block():
    page = _page([
        ("SHEET TITLE", (2350, 1500, 2450, 1510), 8), ("FLOOR PLAN", (2350, 1520, 2500, 1540), 16),
        ("SHEET", (2350, 1560, 2400, 1570), 8), ("A2.0", (2350, 1600, 2500, 1660), 48),
        ("P-1", (1000, 900, 1030, 910), 8),   # a finish tag in the drawing is not a sheet ID
        ("W3", (2400, 300, 2420, 310), 8),
    ])
    sid, how, _ = find_sheet_id(page)
    assert (sid, how) == ("A2.0", "title block")
    rec = sheet_record(page)
    assert rec.title == "FLOOR PLAN" and rec.discipline == "architectural"


def test_page_without_sheet_id_gets_stable_fallback():
    page = _page([("GENERAL NOTES", (100, 100, 300, 120), 12)])
    assert find_sheet_id(page)[:2] == ("PAGE-3", "fallback")


def test_canonical_sheet_ids_and_disciplines():
    assert canonical_sheet_id("a-1.0") == canonical_sheet_id("A1.0")
    assert canonical_sheet_id("G\u2010001") == "G001"
    assert discipline_of("S2.1") == "structural" and discipline_of("FP-1") == "fire protection"
    assert discipline_of("M-101") == "mechanical"


@pytest.mark.parametrize("lines, title, expected", [
    (["GENERAL NOTES", "1. ALL WORK SHALL COMPLY WITH THE 2021 IBC."], "", "notes"),
    (["SYMBOL LEGEND", "DOOR TAG"], "", "legend"),
    (["NORTH ELEVATION", "1/4\" = 1'-0\""], "", "elevation"),
    (["BEDROOM", "104"], "FIRST FLOOR PLAN", "floor plan"),
    (["TYPICAL WALL DETAIL"], "", "detail"),
    (["SITE PLAN", "PROPERTY LINE"], "", "site plan"),
])
def test_section_classification(lines, title, expected):
    assert section_of("\n".join(lines), lines, title) == expected


def test_schedule_rows_rebuilt_from_word_positions():
    rows = [("DOOR SCHEDULE", (100, 100, 300, 115), 12),
            ("MARK", (100, 130, 130, 138), 8), ("WIDTH", (200, 130, 240, 138), 8),
            ("TYPE", (300, 130, 330, 138), 8)]
    for i, (mark, width, typ) in enumerate([("101", "3'-0\"", "A"), ("102", "2'-8\"", "B")]):
        y = 145 + 12 * i
        rows += [(mark, (100, y, 120, y + 8), 8), (width, (200, y, 230, y + 8), 8), (typ, (300, y, 308, y + 8), 8)]
    page = _page(rows)
    tables = find_tables(page)
    assert len(tables) == 1
    t = tables[0]
    assert t.header == ["MARK", "WIDTH", "TYPE"]
    assert [r.cells for r in t.rows] == [["101", "3'-0\"", "A"], ["102", "2'-8\"", "B"]]
    chunks, _ = page_chunks(page, sheet_record(page))
    row = next(c for c in chunks if c.kind == "row" and "102" in c.cells)
    assert "TYPE: B" in row.text and row.bbox[1] >= 157 - 1 and row.bbox[3] <= 165 + 1
    whole = [c for c in chunks if c.kind == "table"]
    assert len(whole) == 1 and "MARK | WIDTH | TYPE" in whole[0].text


def test_a_revision_mark_in_the_title_block_is_not_the_sheet_number():
    """A scan whose drawing number OCR could not read (`$10` for S10): the current revision
    `T1` in the REV cell beside it is a mark of the sheet's revision list, not its number."""
    page = _page([
        ("P1 07/09/2018 PRELIMINARY ISSUE", (2350, 1400, 2500, 1406), 5),
        ("T1 05/09/2018 80% TENDER ISSUE", (2350, 1420, 2500, 1426), 5),
        ("DRWG No", (2194, 1586, 2228, 1592), 5), ("REV", (2290, 1586, 2310, 1592), 5),
        ("=$10", (2202, 1610, 2258, 1635), 25), ("T1", (2294, 1618, 2308, 1628), 10),
    ])
    assert [r["rev"] for r in sheet_record(page).revisions] == ["P1", "T1"]
    assert sheet_record(page).sheet_id == "PAGE-3"
    page.blocks[-1].lines[0].text = "E1"       # a mark no revision carries stays a sheet number
    assert sheet_record(page).sheet_id == "E1"


def test_a_scanned_sheet_number_reads_an_o_among_its_figures_as_zero():
    lines = [("SHEET", (2350, 1560, 2400, 1570), 8), ("FPO.1", (2350, 1600, 2500, 1660), 48)]
    scanned = _page(lines)
    scanned.source = "ocr"
    assert find_sheet_id(scanned)[0] == "FP0.1"
    # A text layer is exact: the same letters there are left as drawn.
    assert find_sheet_id(_page(lines))[0] == "FPO.1"
    ao = _page([("AO.1", (2350, 1600, 2500, 1660), 48)])
    ao.source = "ocr"
    assert find_sheet_id(ao)[0] == "A0.1"
    # An O that is not among figures, or letters that are no discipline, stay as read.
    for text in ("NO.1", "FP0.1"):
        page = _page([(text, (2350, 1600, 2500, 1660), 48)])
        page.source = "ocr"
        assert find_sheet_id(page)[0] == text


def test_a_scanned_drawing_number_run_into_the_project_number_is_read():
    page = _page([("PROJECT No", (2039, 1586, 2082, 1591), 5), ("DRWG No.", (2195, 1586, 2229, 1591), 5),
                  ("7/776 =$10", (2085, 1610, 2258, 1635), 24), ("T1", (2294, 1617, 2307, 1627), 10),
                  ("SCALE", (2195, 1552, 2217, 1557), 5)], w=2384, h=1684)
    page.source = "ocr"
    assert find_sheet_id(page)[0] == "S10"
    # Small lettering is a caption or a reference (`SEE S10`), never read word by word.
    small = _page([("SEE $10", (2085, 1610, 2158, 1618), 5), ("SCALE", (2195, 1552, 2217, 1557), 5)],
                  w=2384, h=1684)
    small.source = "ocr"
    assert find_sheet_id(small)[0] == "PAGE-3"
