"""How `drawqa ask` reads an index without paying for its size: the BM25 vocabulary as sorted
terms with offsets (round trip, damage), vector scores streamed in blocks, sheets read on
first use. Small generations written with hashing vectors: no model needed.
"""
from __future__ import annotations

import json

import numpy as np
import pytest

from drawqa import store
from drawqa.bm25 import BM25, TERM_OFFSETS, TERMS, SortedVocab
from drawqa.embed import DIM, HashingEncoder
from drawqa.errors import IndexCorruptError
from drawqa.models import Chunk, Sheet
from drawqa.tokens import tokenize

# Terms that sort in awkward ways: prefixes of each other, non-ASCII, a lone surrogate, a space.
ODD = ["w1", "w10", "w1a", "a", "ä", "é", "z", "\u2010", "nfpa 13d", "3'-0\"", "\ud800", "", "日本"]


def _corpus(n: int = 200) -> list[list[str]]:
    rng = np.random.default_rng(1)
    words = ODD + [f"t{i}" for i in range(40)]
    return [list(rng.choice(words, size=int(rng.integers(1, 30)))) for _ in range(n)]


def test_vocabulary_round_trips_and_scores_stay_the_same(tmp_path):
    corpus = _corpus()
    built = BM25.build(corpus)
    built.save(tmp_path)
    loaded = BM25.load(tmp_path)
    assert isinstance(loaded.vocab, SortedVocab) and len(loaded.vocab) == len(built.vocab)
    assert sorted(built.vocab) == list(loaded.vocab)
    for t in built.vocab:
        tid = loaded.vocab.get(t)
        assert tid is not None and t in loaded.vocab and loaded.vocab[t] == tid
        assert loaded.indptr[tid + 1] - loaded.indptr[tid] == built.indptr[built.vocab[t] + 1] - built.indptr[built.vocab[t]]
    for absent in ("w2", "w", "zz", "\ud801", "t400"):
        assert loaded.vocab.get(absent) is None and absent not in loaded.vocab
        with pytest.raises(KeyError):
            loaded.vocab[absent]
    for q in (["w1"], ["nfpa 13d", "w10", "w10"], ["\ud800", "日本"], ["absent"], ODD):
        assert np.allclose(loaded.scores(q), built.scores(q), rtol=1e-12, atol=1e-12)
    # A loaded index saves again to the same files (drawqa re-writes generations it loaded).
    again = tmp_path / "again"
    again.mkdir()
    loaded.save(again)
    for name in ("bm25_terms.bin", "bm25_term_offsets.npy", "bm25_indptr.npy", "bm25_doc_ids.npy", "bm25_tfs.npy"):
        assert (again / name).read_bytes() == (tmp_path / name).read_bytes(), name


def test_an_empty_vocabulary_round_trips(tmp_path):
    BM25.build([[], []]).save(tmp_path)
    loaded = BM25.load(tmp_path)
    assert len(loaded.vocab) == 0 and loaded.vocab.get("x") is None
    assert list(loaded.scores(["x"])) == [0.0, 0.0]


@pytest.mark.parametrize("damage", ["offsets beyond the terms", "offsets going back", "terms cut short",
                                    "postings of another vocabulary"])
def test_a_vocabulary_that_does_not_fit_is_rejected(tmp_path, damage):
    BM25.build(_corpus()).save(tmp_path)
    off = np.load(tmp_path / TERM_OFFSETS)
    if damage == "offsets beyond the terms":
        off[-1] += 5
    elif damage == "offsets going back":
        off[3], off[4] = off[4], off[3]
    elif damage == "terms cut short":
        (tmp_path / TERMS).write_bytes((tmp_path / TERMS).read_bytes()[:-3])
    else:
        indptr = np.load(tmp_path / "bm25_indptr.npy")
        np.save(tmp_path / "bm25_indptr.npy", indptr[:-1], allow_pickle=False)
    np.save(tmp_path / TERM_OFFSETS, off, allow_pickle=False)
    with pytest.raises(ValueError):
        BM25.load(tmp_path)


# --------------------------------------------------------------------------- generations


def _generation(tmp_path, n: int = 1500) -> store.Generation:
    texts = [f"door D-{i} window W{i % 37} sheet A{i % 9}.0 note {i % 13}" for i in range(n)]
    chunks = [Chunk(file="t.pdf", page=1 + i % 9, sheet_id=f"A{i % 9}.0", sheet_title="", section="notes",
                    bbox=(0.0, 0.0, 1.0, 1.0), text=t) for i, t in enumerate(texts)]
    sheets = [Sheet(file="t.pdf", page=p, sheet_id=f"A{p - 1}.0", title="", discipline="architectural",
                    id_source="text") for p in range(1, 10)]
    manifest = {"format": store.FORMAT, "format_version": store.FORMAT_VERSION, "model": "hashing",
                "dim": DIM, "files": [{"file": "t.pdf", "path": "/t.pdf", "sha256": "0"}]}
    vectors = HashingEncoder().encode(texts)
    store.write_generation(tmp_path, manifest, chunks, sheets, vectors, BM25.build([tokenize(t) for t in texts]))
    return store.load(tmp_path)


def test_vector_scores_are_the_whole_matrix_product(tmp_path, monkeypatch):
    gen = _generation(tmp_path)
    monkeypatch.setattr(store, "VECTOR_BLOCK_BYTES", 4 * DIM * 100)      # 15 blocks
    q = HashingEncoder().encode(["window W5 door"])[0]
    whole = np.asarray(gen.vector_matrix()) @ q
    assert np.allclose(gen.vector_scores(q), whole, atol=1e-6)
    ids = np.array([0, 1, 99, 100, 101, 777, 1499])
    assert np.allclose(gen.vector_scores(q, ids), whole[ids], atol=1e-6)
    assert gen.vector_scores(q, np.array([], dtype=np.int64)).shape == (0,)


def test_vector_scores_check_the_file_first(tmp_path):
    gen = _generation(tmp_path, n=20)
    path = gen.path / "vectors.faiss"
    data = bytearray(path.read_bytes())
    data[4] ^= 1                                   # the dimension in the header
    path.write_bytes(bytes(data))
    with pytest.raises(IndexCorruptError, match="not the flat index"):
        gen.vector_scores(np.zeros(DIM, np.float32), np.array([], dtype=np.int64))


def test_sheets_are_read_on_first_use_and_checked(tmp_path):
    gen = _generation(tmp_path, n=30)
    assert gen._sheets is None
    assert [s.sheet_id for s in gen.sheets] == [f"A{p}.0" for p in range(9)]
    gen2 = store.load(tmp_path)
    gen2.manifest["n_sheets"] = 3                  # what a mismatched sheets.json looks like
    with pytest.raises(IndexCorruptError, match="sheets.json"):
        gen2.sheets
    (gen.path / "sheets.json").write_text(json.dumps([{"file": "t.pdf"}]))
    gen3 = store.Generation(path=gen.path, manifest=gen.manifest, meta=gen.meta, offsets=gen.offsets, bm25=gen.bm25)
    with pytest.raises(IndexCorruptError, match="sheets.json is damaged"):
        gen3.sheets


@pytest.mark.parametrize("n", [0, 1, 37])
def test_flat_index_is_written_as_faiss_writes_it(tmp_path, n):
    faiss = pytest.importorskip("faiss")
    vectors = np.random.default_rng(n).standard_normal((n, DIM)).astype(np.float32)
    ref = faiss.IndexFlatIP(DIM)
    if n:
        ref.add(vectors)
    faiss.write_index(ref, str(tmp_path / "ref.faiss"))
    store.write_flat_ip(tmp_path / "ours.faiss", vectors, DIM)
    assert (tmp_path / "ours.faiss").read_bytes() == (tmp_path / "ref.faiss").read_bytes()
    back = faiss.read_index(str(tmp_path / "ours.faiss"))
    assert back.ntotal == n and back.metric_type == faiss.METRIC_INNER_PRODUCT
