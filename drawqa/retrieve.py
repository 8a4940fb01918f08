"""Hybrid retrieval: FAISS (semantic) and BM25 (exact codes), fused by Reciprocal Rank Fusion.

Filters (drawqa.filters: sheet, section, file, discipline) are applied before ranking, never
after, so a scoped question ranks only the chunks in scope. Both backends share the filters and the
fusion; each ranks its own data (the file backend here, PostgreSQL in SQL: see pgstore).
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from .bm25 import top_k
from .embed import get_encoder
from .filters import Filters
from .models import Hit
from .sheet_ids import canonical_sheet_id
from .store import KIND_CODES, SECTION_CODES, Generation, Meta
from .tokens import tokenize

DENSE_K = 100
SPARSE_K = 200
RRF_K = 60
FUSED_K = 60


def rrf(ranked_lists: list[list[int]], k: int = RRF_K) -> list[tuple[int, float]]:
    """Reciprocal Rank Fusion (Cormack et al. 2009): score = sum of 1 / (k + rank)."""
    scores: dict[int, float] = {}
    for ranked in ranked_lists:
        for rank, doc in enumerate(ranked):
            scores[doc] = scores.get(doc, 0.0) + 1.0 / (k + rank + 1)
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def candidate_ids(gen: Generation, f: Filters) -> Optional[np.ndarray]:
    """Chunk ids allowed by the filters, or None when nothing is filtered."""
    if not f.active():
        return None
    mask = np.ones(gen.n_chunks, dtype=bool)
    if f.files:
        names = {n.lower() for n in f.files}
        ok = [i for i, name in enumerate(gen.files) if name.lower() in names]
        mask &= np.isin(gen.meta[:, Meta.FILE], ok)
    if f.sheets or f.disciplines:
        wanted = {canonical_sheet_id(s) for s in f.sheets}
        disc = {d.lower() for d in f.disciplines}
        ok = [i for i, s in enumerate(gen.sheets)
              if (not wanted or canonical_sheet_id(s.sheet_id) in wanted)
              and (not disc or s.discipline.lower() in disc
                   or s.sheet_id.upper().startswith(tuple(d.upper() for d in disc)))]
        mask &= np.isin(gen.meta[:, Meta.SHEET], ok)
    if f.sections:
        ok = [SECTION_CODES.index(s) for s in f.sections if s in SECTION_CODES]
        mask &= np.isin(gen.meta[:, Meta.SECTION], ok)
    if f.kinds:
        mask &= np.isin(gen.meta[:, Meta.KIND], [KIND_CODES.index(k) for k in f.kinds])
    if f.pages:
        pm = np.zeros(gen.n_chunks, dtype=bool)
        for name, page in f.pages:
            fid = gen.files.index(name) if name in gen.files else -1
            pm |= (gen.meta[:, Meta.FILE] == fid) & (gen.meta[:, Meta.PAGE] == page)
        mask &= pm
    return np.flatnonzero(mask)


def dense_ranking(gen: Generation, qvec: np.ndarray, k: int, cands: Optional[np.ndarray]) -> tuple[list[int], dict[int, float]]:
    """The k chunks nearest the query vector (inner product of unit vectors), best first.

    The flat index is searched exhaustively, as IndexFlatIP does, by Generation.vector_scores:
    without importing faiss, and reading vectors.faiss in blocks rather than mapping it whole.
    """
    if gen.vector_metric() != "ip":
        return _faiss_ranking(gen, qvec, k, cands)
    ids = cands.astype(np.int64) if cands is not None else None
    scores = gen.vector_scores(qvec, ids)
    if scores.size == 0:
        return [], {}
    k = min(k, scores.size)
    part = np.argpartition(-scores, k - 1)[:k] if k < scores.size else np.arange(scores.size)
    part = part[np.lexsort((part, -scores[part]))]          # best first, ties by chunk id
    docs = ids[part] if ids is not None else part
    return [int(d) for d in docs], {int(d): float(scores[p]) for d, p in zip(docs, part)}


def _faiss_ranking(gen: Generation, qvec: np.ndarray, k: int, cands: Optional[np.ndarray]) -> tuple[list[int], dict[int, float]]:
    import faiss   # lazy: ~0.6 s; the parity path only, answers never load it

    index = gen.faiss_index()
    if index.ntotal == 0:
        return [], {}
    q = np.ascontiguousarray(qvec.reshape(1, -1), dtype=np.float32)
    if cands is not None:
        if cands.size == 0:
            return [], {}
        params = faiss.SearchParameters(sel=faiss.IDSelectorBatch(cands.astype(np.int64)))
        D, I = index.search(q, min(k, int(cands.size)), params=params)
    else:
        D, I = index.search(q, min(k, index.ntotal))
    ids = [int(i) for i in I[0] if i >= 0]
    return ids, {int(i): float(d) for i, d in zip(I[0], D[0]) if i >= 0}


def search(gen: Generation, query: str, qvec: np.ndarray, filters: Optional[Filters] = None,
           fused_k: int = FUSED_K) -> list[Hit]:
    """The fused top hits for a query, best first."""
    cands = candidate_ids(gen, filters or Filters())
    tokens = tokenize(query)
    if hasattr(gen, "sparse_ranking"):        # a database snapshot ranks where its data is
        dense, dense_scores = gen.dense_ranking(qvec, DENSE_K, cands)
        sparse, sparse_scores = gen.sparse_ranking(tokens, SPARSE_K, cands)
    else:
        dense, dense_scores = dense_ranking(gen, qvec, DENSE_K, cands)
        sparse_all = gen.bm25.scores(tokens)
        sparse = top_k(sparse_all, SPARSE_K, cands)
        sparse_scores = {d: float(sparse_all[d]) for d in sparse}
    d_rank = {d: r for r, d in enumerate(dense)}
    s_rank = {d: r for r, d in enumerate(sparse)}
    fused = rrf([dense, sparse])[:fused_k]
    chunks = gen.chunks([doc for doc, _ in fused])     # one read for all the hits
    return [Hit(chunk=c, score=score, dense_rank=d_rank.get(doc), sparse_rank=s_rank.get(doc),
                dense_score=dense_scores.get(doc), sparse_score=sparse_scores.get(doc))
            for (doc, score), c in zip(fused, chunks)]


def query_encoder(gen: Generation):
    """The query encoder matching the index's model (never a mix)."""
    return get_encoder("hash" if gen.manifest.get("model") == "hashing" else "query")


def search_text(gen: Generation, text: str, filters: Optional[Filters] = None, top_k: int = FUSED_K,
                encoder=None) -> list[Hit]:
    """The fused hits for a question's normalized text (drawqa.question.parse(...).text),
    encoded with the index's own query encoder."""
    encoder = encoder or query_encoder(gen)
    return search(gen, text, encoder.encode([text])[0], filters, fused_k=top_k)
