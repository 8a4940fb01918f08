"""Okapi BM25 over persisted postings: the same scores as rank-bm25's BM25Okapi, without
rebuilding the model (or unpickling anything) at every cold start.

On disk, everything is plain arrays: the vocabulary as its terms sorted and concatenated
(bm25_terms.bin, UTF-8) with their byte offsets (bm25_term_offsets.npy), a term's id being its
rank; and a term -> (doc ids, term frequencies) CSR layout in .npy files, in that term order.
`drawqa ask` memory-maps them and touches only what the query terms need: looking a term up is
a binary search, so opening an index costs the same whatever the size of its vocabulary.
"""
from __future__ import annotations

import mmap
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Optional, Union

import numpy as np

K1 = 1.5
B = 0.75
EPSILON = 0.25
TERMS = "bm25_terms.bin"
TERM_OFFSETS = "bm25_term_offsets.npy"
FILES = (TERMS, TERM_OFFSETS, "bm25_indptr.npy", "bm25_doc_ids.npy", "bm25_tfs.npy", "bm25_doc_len.npy")


def _key(term: str) -> bytes:
    # surrogatepass: any str has bytes, and their order is still code point order.
    return term.encode("utf-8", "surrogatepass")


class TermLookup:
    """`vocab[term]` and `term in vocab` for a vocabulary that looks terms up with get()
    (here, and the PostgreSQL backend's)."""

    def get(self, term: str, default: Optional[int] = None) -> Optional[int]:
        raise NotImplementedError

    def __getitem__(self, term: str) -> int:
        tid = self.get(term)
        if tid is None:
            raise KeyError(term)
        return tid

    def __contains__(self, term: object) -> bool:
        return isinstance(term, str) and self.get(term) is not None


class SortedVocab(TermLookup, Mapping):
    """term -> term id over the sorted, concatenated terms of an index (read-only)."""

    def __init__(self, blob: Union[bytes, mmap.mmap], offsets: np.ndarray):
        offsets = np.asarray(offsets)
        if (offsets.ndim != 1 or offsets.size < 1 or offsets.dtype.kind != "i" or int(offsets[0]) != 0
                or int(offsets[-1]) != len(blob) or np.any(np.diff(offsets) < 0)):
            raise ValueError("the BM25 vocabulary offsets do not describe its terms")
        self._blob = blob
        self._off = offsets
        self._n = int(offsets.size) - 1
        self._seen: dict[str, Optional[int]] = {}    # handlers ask for the same few terms often

    def _term(self, i: int) -> bytes:
        return self._blob[int(self._off[i]):int(self._off[i + 1])]

    def get(self, term: str, default: Optional[int] = None) -> Optional[int]:
        tid = self._seen.get(term, -1)
        if tid == -1:
            key = _key(term)
            lo, hi = 0, self._n
            while lo < hi:
                mid = (lo + hi) // 2
                if self._term(mid) < key:
                    lo = mid + 1
                else:
                    hi = mid
            tid = self._seen[term] = lo if lo < self._n and self._term(lo) == key else None
        return default if tid is None else tid

    def __iter__(self) -> Iterator[str]:
        return (self._term(i).decode("utf-8", "surrogatepass") for i in range(self._n))

    def __len__(self) -> int:
        return self._n


_NPY_LOCK = threading.Lock()


def read_npy(path: Path, mapped: bool = False) -> np.ndarray:
    """An .npy file (memory-mapped with `mapped`), never a pickle. One at a time in a process:
    numpy parses each header with ast.literal_eval, and CPython 3.11.7's AST constructor fails
    ("recursion depth mismatch") when two threads run it at once, as readers of a service do."""
    with _NPY_LOCK:
        return np.load(path, mmap_mode="r" if mapped else None, allow_pickle=False)


class BM25:
    def __init__(self, vocab: Mapping[str, int], indptr: np.ndarray, doc_ids: np.ndarray,
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
        """Write the files of FILES, terms sorted and the postings renumbered to match."""
        if isinstance(self.vocab, SortedVocab):          # loaded: already in this order
            terms, order = list(self.vocab), np.arange(len(self.vocab), dtype=np.int64)
        else:
            terms = sorted(self.vocab)
            order = np.array([self.vocab[t] for t in terms], dtype=np.int64)   # old id of each new id
        counts = np.diff(np.asarray(self.indptr))[order]
        indptr = np.zeros(len(terms) + 1, dtype=np.int64)
        np.cumsum(counts, out=indptr[1:])
        # For every posting in the new order, where it is in the old arrays.
        src = np.repeat(np.asarray(self.indptr)[order] - indptr[:-1], counts) + np.arange(int(indptr[-1]))
        keys = [_key(t) for t in terms]
        offsets = np.zeros(len(keys) + 1, dtype=np.int64)
        np.cumsum([len(k) for k in keys], out=offsets[1:])
        (directory / TERMS).write_bytes(b"".join(keys))
        np.save(directory / TERM_OFFSETS, offsets, allow_pickle=False)
        np.save(directory / "bm25_indptr.npy", indptr, allow_pickle=False)
        np.save(directory / "bm25_doc_ids.npy", np.asarray(self.doc_ids)[src].astype(np.int32), allow_pickle=False)
        np.save(directory / "bm25_tfs.npy", np.asarray(self.tfs)[src].astype(np.float32), allow_pickle=False)
        np.save(directory / "bm25_doc_len.npy", np.asarray(self.doc_len, dtype=np.float32), allow_pickle=False)

    @classmethod
    def load(cls, directory: Path) -> "BM25":
        """Map the files of FILES; ValueError when they do not fit together."""
        def arr(name: str) -> np.ndarray:
            return read_npy(directory / name, mapped=True)

        with open(directory / TERMS, "rb") as fh:
            blob = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if fh.seek(0, 2) else b""
        vocab = SortedVocab(blob, arr(TERM_OFFSETS))
        indptr, doc_ids, tfs = np.asarray(arr("bm25_indptr.npy")), arr("bm25_doc_ids.npy"), arr("bm25_tfs.npy")
        if (indptr.ndim != 1 or indptr.size != len(vocab) + 1 or int(indptr[0]) != 0
                or int(indptr[-1]) != doc_ids.size or doc_ids.shape != tfs.shape or np.any(np.diff(indptr) < 0)):
            raise ValueError("the BM25 postings do not fit its vocabulary")
        return cls(vocab, indptr, doc_ids, tfs, np.asarray(arr("bm25_doc_len.npy")))


def top_k(scores: np.ndarray, k: int, candidates: np.ndarray | None = None) -> list[int]:
    """Indices of the k best positive scores, best first, equal scores by index (as the
    PostgreSQL backend orders them); restricted to candidates (ascending) if given."""
    if candidates is not None:
        sub = scores[candidates]
        order = np.argsort(-sub, kind="stable")[:k]
        return [int(candidates[i]) for i in order if sub[i] > 0]
    if scores.size == 0:
        return []
    k = min(k, scores.size)
    kth = np.partition(scores, scores.size - k)[scores.size - k]
    part = np.flatnonzero(scores >= kth)          # ascending: the k best and any tied with the k-th
    part = part[np.argsort(-scores[part], kind="stable")][:k]
    return [int(i) for i in part if scores[i] > 0]
