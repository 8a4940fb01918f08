"""Parity of the fast query path with the reference libraries, on the real sample chunks.

* drawqa.bm25 (persisted postings, memory-mapped) ranks like rank_bm25.BM25Okapi.
* retrieve.dense_ranking (numpy over the memory-mapped vectors.faiss) ranks like faiss'
  IndexFlatIP search of the same file.
No timings here: speed is `make bench`'s business.
"""
from __future__ import annotations

import numpy as np
import pytest

from drawqa import store
from drawqa.embed_index import bm25_text
from drawqa.retrieve import _faiss_ranking, dense_ranking
from drawqa.tokens import tokenize

QUERIES = ["fire sprinkler NFPA 13D", "window schedule W3", "door 101 width", "roof pitch",
           "insulation R-38 attic", "sheet A1.0 floor plan", "footing schedule", "smoke alarms"]


def test_bm25_ranking_matches_rank_bm25(sample_index):
    rank_bm25 = pytest.importorskip("rank_bm25")
    gen = store.load(sample_index)
    corpus = [tokenize(bm25_text(c)) for c in gen.all_chunks()]
    ref = rank_bm25.BM25Okapi(corpus)
    for q in QUERIES:
        toks = tokenize(q)
        ours, theirs = gen.bm25.scores(toks), ref.get_scores(toks)
        np.testing.assert_allclose(ours, theirs, rtol=1e-6, atol=1e-9)
        top = lambda s: [int(i) for i in np.lexsort((np.arange(s.size), -s))[:10] if s[i] > 0]  # noqa: E731
        assert top(ours) == top(theirs), q


def test_dense_ranking_matches_faiss(sample_index):
    gen = store.load(sample_index)
    rng = np.random.default_rng(0)
    vecs = gen.vectors()
    for _ in range(8):
        q = vecs[rng.integers(len(vecs))] + rng.normal(0, 0.05, vecs.shape[1]).astype(np.float32)
        q /= np.linalg.norm(q)
        for cands in (None, np.sort(rng.choice(gen.n_chunks, gen.n_chunks // 3, replace=False))):
            ids, scores = dense_ranking(gen, q, 20, cands)
            ref_ids, ref_scores = _faiss_ranking(gen, q, 20, cands)
            assert len(ids) == len(ref_ids)
            np.testing.assert_allclose([scores[i] for i in ids], [ref_scores[i] for i in ref_ids], atol=1e-5)
            assert set(ids[:10]) == set(ref_ids[:10]) or np.allclose(
                sorted(scores.values())[-10:], sorted(ref_scores.values())[-10:], atol=1e-5)


def test_a_large_bench_set_is_several_files_of_one_set(tmp_path, monkeypatch):
    """`make bench-scale` splits 10 000 pages into files (one PDF may hold at most
    extract.MAX_PAGES): the files must be different sheets of one set, not copies."""
    import pymupdf

    from drawqa import bench
    from drawqa.sheets import sheet_record
    from drawqa.extract import read_pdf

    monkeypatch.setattr(bench, "OUT", tmp_path)
    monkeypatch.setattr(bench, "FILE_PAGES", 3)
    pdfs = bench.bench_set(7)
    assert [pymupdf.open(p).page_count for p in pdfs] == [3, 3, 1]
    ids = [sheet_record(page).sheet_id for p in pdfs for page in read_pdf(p, ocr=False)]
    assert len(set(ids)) == 7, ids
    assert bench.bench_set(7) == pdfs          # kept, not written again
