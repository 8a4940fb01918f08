"""Okapi BM25 over persisted postings: the same scores as rank-bm25's BM25Okapi, without
rebuilding the model (or unpickling anything) at every cold start.

The index is a term -> (doc ids, term frequencies) CSR layout in plain .npy arrays plus a JSON
vocabulary, so `drawqa ask` memory-maps it and touches only the postings of the query terms.
"""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np

K1 = 1.5
B = 0.75
EPSILON = 0.25


class BM25:
    def __init__(self, vocab: dict[str, int], indptr: np.ndarray, doc_ids: np.ndarray,
                 tfs: np.ndarray, doc_len: np.ndarray):
        self.vocab = vocab
        self.indptr = indptr
        self.doc_ids = doc_ids
        self.tfs = tfs
        self.doc_len = doc_len
        self.n_docs = int(doc_len.shape[0])
        self.avgdl = float(doc_len.mean()) if self.n_docs else 0.0
        df = np.diff(indptr).astype(np.float64)
        idf = np.log(self.n_docs - df + 0.5) - np.log(df + 0.5) if self.n_docs else df
        # rank-bm25 floors negative idf at epsilon * mean idf
        self.idf = np.where(idf < 0, EPSILON * float(idf.mean()) if idf.size else 0.0, idf)

    @classmethod
    def build(cls, corpus: list[list[str]]) -> "BM25":
        vocab: dict[str, int] = {}
        postings: list[dict[int, int]] = []
        for d, toks in enumerate(corpus):
            counts: dict[str, int] = {}
            for t in toks:
                counts[t] = counts.get(t, 0) + 1
            for t, c in counts.items():
                tid = vocab.setdefault(t, len(vocab))
                if tid == len(postings):
                    postings.append({})
                postings[tid][d] = c
        indptr = np.zeros(len(vocab) + 1, dtype=np.int64)
        for tid, p in enumerate(postings):
            indptr[tid + 1] = indptr[tid] + len(p)
        doc_ids = np.empty(int(indptr[-1]), dtype=np.int32)
        tfs = np.empty(int(indptr[-1]), dtype=np.float32)
        for tid, p in enumerate(postings):
            s = int(indptr[tid])
            items = sorted(p.items())
            doc_ids[s:s + len(items)] = [d for d, _ in items]
            tfs[s:s + len(items)] = [c for _, c in items]
        doc_len = np.array([len(t) for t in corpus], dtype=np.float32)
        return cls(vocab, indptr, doc_ids, tfs, doc_len)

    def scores(self, query: list[str]) -> np.ndarray:
        """BM25Okapi score of every document for the query tokens (repeats count, as in rank-bm25)."""
        out = np.zeros(self.n_docs, dtype=np.float64)
        if not self.n_docs:
            return out
        norm = K1 * (1 - B + B * self.doc_len / self.avgdl) if self.avgdl else np.full(self.n_docs, K1)
        for t in query:
            tid = self.vocab.get(t)
            if tid is None:
                continue
            s, e = int(self.indptr[tid]), int(self.indptr[tid + 1])
            ids = self.doc_ids[s:e]
            tf = self.tfs[s:e].astype(np.float64)
            out[ids] += self.idf[tid] * tf * (K1 + 1) / (tf + norm[ids])
        return out

    def save(self, directory: Path) -> None:
        np.save(directory / "bm25_indptr.npy", self.indptr, allow_pickle=False)
        np.save(directory / "bm25_doc_ids.npy", self.doc_ids, allow_pickle=False)
        np.save(directory / "bm25_tfs.npy", self.tfs, allow_pickle=False)
        np.save(directory / "bm25_doc_len.npy", self.doc_len, allow_pickle=False)
        (directory / "bm25_vocab.json").write_text(json.dumps(self.vocab, ensure_ascii=False))

    @classmethod
    def load(cls, directory: Path) -> "BM25":
        def arr(name: str) -> np.ndarray:
            return np.load(directory / name, mmap_mode="r", allow_pickle=False)

        vocab = json.loads((directory / "bm25_vocab.json").read_text())
        return cls(vocab, np.asarray(arr("bm25_indptr.npy")), arr("bm25_doc_ids.npy"),
                   arr("bm25_tfs.npy"), np.asarray(arr("bm25_doc_len.npy")))


def top_k(scores: np.ndarray, k: int, candidates: np.ndarray | None = None) -> list[int]:
    """Indices of the k best positive scores, best first (restricted to candidates if given)."""
    if candidates is not None:
        sub = scores[candidates]
        order = np.argsort(-sub, kind="stable")[:k]
        return [int(candidates[i]) for i in order if sub[i] > 0]
    if scores.size == 0:
        return []
    k = min(k, scores.size)
    part = np.argpartition(-scores, k - 1)[:k]
    part = part[np.argsort(-scores[part], kind="stable")]
    return [int(i) for i in part if scores[i] > 0]


