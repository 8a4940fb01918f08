"""Index-time encoders: the same all-MiniLM-L6-v2 vectors as sentence-transformers, faster.

Indexing is compute-bound in the model, and a small set is bound by the model's start-up:
sentence-transformers alone imports for ~5 s. Two encoders replace it, one per precision path
(``embed.index_precision``):

* ``OnnxEncoder`` -- ONNX Runtime runs a graph written from the packaged weights
  (``onnx_graph``) with fused BERT kernels, on a session sized to the cores; imports and
  loads in ~0.3 s. In int8 (the default on x86-64 with AVX2: ~2x float32 with VNNI; 7-bit
  weights, so CPUs without VNNI compute the same vectors) or float32 (other CPUs, and
  ``DRAWQA_EMBED_PRECISION=fp32``).
* ``TorchEncoder`` -- bfloat16 matrix products on CPUs that have them (AVX-512 BF16, AMX),
  where they are ~1.6x the float32 speed: the BERT forward pass written in torch functions
  on the packaged weights, under torch autocast. Imports torch alone (~1.5 s), not
  sentence-transformers and transformers. Checked against float32 at start-up. Only on
  ``DRAWQA_EMBED_PRECISION=bf16``: int8 is faster and loads without torch.

All cut at INDEX_MAX_TOKENS, mean-pool and normalise as the model's sentence-transformers
configuration does; tests hold float32 and bf16 to cosine >= 0.9999 of sentence-transformers
float32, int8 to >= 0.99.
``settings`` says which encoder made the vectors; the manifest records it per file and an
index never mixes vectors of two encoders.
"""
from __future__ import annotations

import json
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from contextlib import nullcontext
from pathlib import Path
from typing import Optional, Union

import numpy as np

from . import onnx_graph
from .embed import (DIM, INDEX_MAX_TOKENS, Texts, WordPieces, as_list, index_precision,
                    mean_pool, model_dir, padded_batches, read_safetensors)
from .models import Chunk

ONNX, TORCH = "onnxruntime", "torch"


# What the model reads of a chunk (model_text); another recipe means other vectors, so the
# manifest records it and an index made with another is embedded again.
TEXT_RECIPE = "where-lead-2"


def model_text(c: Chunk) -> str:
    """What the model reads of a chunk: where it is (sheet, sheet title, section or schedule),
    then what it says; BM25 reads the whole text either way.

    Two things are left out because the vector gains nothing from them: a schedule's rows
    (each row is a chunk of its own, so the whole-table chunk's vector stands for what the
    table is: its title and header) and the section or schedule name when the text already
    starts with it. On the 10 real text-layer sheets of the bench that is 7.8 % fewer word
    pieces (14 203 -> 13 100) with the same recall@10 and answers on every eval set.
    """
    text = c.text
    if c.kind == "table":
        text = "\n".join(text.split("\n", 2)[:2])   # title and header lines
    named = c.table or c.section
    if named and text[:len(named)].upper() == named.upper():
        named = ""
    return _placed(c, named, text)


def bm25_text(c: Chunk) -> str:
    """What BM25 reads: where the chunk is, then all it says."""
    return _placed(c, c.table or c.section, c.text)


def _placed(c: Chunk, named: str, text: str) -> str:
    """`sheet ID sheet title section: text`: a chunk's words alone rarely say which sheet or
    schedule they are on, and questions name those."""
    where = " ".join(x for x in (c.sheet_id, c.sheet_title, named) if x)
    return f"{where}: {text}"


def index_settings(precision: Optional[str] = None) -> dict:
    """What the manifest will record for vectors this machine's index encoder makes, known
    without loading it (so an unchanged index is re-used without importing any model)."""
    precision = precision or index_precision()
    out = {"encoder": TORCH if precision == "bf16" else ONNX, "precision": precision,
           "max_seq_length": INDEX_MAX_TOKENS, "text": TEXT_RECIPE}
    if precision == "int8":
        out["recipe"] = onnx_graph.int8_recipe()      # another smoothing or calibration: other vectors
    return out


def cores() -> int:
    """Processors this process may run on (a container's or taskset's share, not the host's)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


class OnnxEncoder:
    """all-MiniLM-L6-v2 on ONNX Runtime, float32 or int8 (see the module docstring)."""

    BATCH = 16     # measured: 8-16 texts a run beat 32 and 64 by 5-30 % on 2 cores

    def __init__(self, path: Optional[Union[str, Path]] = None, max_seq_length: int = INDEX_MAX_TOKENS,
                 threads: Optional[int] = None, precision: str = "fp32"):
        import onnxruntime as ort   # lazy: ~0.5 s; an unchanged index loads no encoder

        if precision not in ("fp32", "int8"):
            raise ValueError(f"precision must be 'fp32' or 'int8', not {precision!r}")
        d = Path(path) if path is not None else model_dir()
        self.precision = precision
        self.max_seq_length = max_seq_length
        self.dim = DIM
        self.notes: list[str] = []
        self._tok = WordPieces(d, max_seq_length)
        # int8 runs one text at a time (see encode), one text per core at once.
        self._workers = (threads or cores()) if precision == "int8" else 1
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = 1 if precision == "int8" else threads or cores()
        opts.inter_op_num_threads = 1
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        # A reader process or tesseract shares the cores during a build: threads that spin
        # between kernels would take its time for nothing.
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
        opts.log_severity_level = 3
        graph, _ = onnx_graph.load_graph(d, precision)
        try:
            self._session = ort.InferenceSession(graph, opts, providers=["CPUExecutionProvider"],
                                                 disabled_optimizers=onnx_graph.UNFUSED)
        except Exception:   # onnxruntime raises its own types; a damaged cache file is one cause
            if not isinstance(graph, str):
                raise
            onnx_graph.discard(graph)
            self._session = ort.InferenceSession(onnx_graph.build_graph(d, precision), opts,
                                                 providers=["CPUExecutionProvider"],
                                                 disabled_optimizers=onnx_graph.UNFUSED)
            self.notes.append(f"the cached model graph {graph} could not be loaded; built it again")

    @property
    def settings(self) -> dict:
        return dict(index_settings(self.precision), max_seq_length=self.max_seq_length)

    def encode(self, texts: Texts, batch_size: int = BATCH, show_progress: bool = False,
               threads: Optional[int] = None) -> np.ndarray:
        """Embed texts -> float32 (n, 384), unit length. ``threads``: int8 runs at most that
        many texts at once (float32's session keeps the threads it was made with)."""
        texts = as_list(texts)
        if self.precision == "int8":
            return self._encode_one_by_one(texts, min(threads or self._workers, self._workers))
        out = np.zeros((len(texts), DIM), dtype=np.float32)
        for idx, tok, mask in padded_batches(self._tok.ids(texts), batch_size, dtype=np.int32):
            hidden = self._session.run(None, {"input_ids": tok, "attention_mask": mask.astype(np.int32)})[0]
            out[idx] = mean_pool(hidden, mask)
        return out

    def _encode_one_by_one(self, texts: list[str], workers: int) -> np.ndarray:
        """int8: each text alone, on as many threads as cores, each running one text.

        Why: dynamic int8 scales a product's input by the largest value in the batch, so in a
        batch a text's vector would depend on its neighbours. Alone, its vector is its own
        (the same in any build), and closer to float32 (worst cosine 0.996 against 0.993 in
        batches of 16 on 448 drawing strings) at the same CPU time: no padding, and threads
        that never wait for each other between products."""
        ids = self._tok.ids(texts)
        out = np.zeros((len(texts), DIM), dtype=np.float32)

        def one(i: int) -> None:
            tok = np.asarray([ids[i]], dtype=np.int32)
            hidden = self._session.run(None, {"input_ids": tok, "attention_mask": np.ones_like(tok)})[0]
            out[i] = mean_pool(hidden, np.ones(tok.shape, np.float32))[0]

        order = sorted(range(len(texts)), key=lambda i: -len(ids[i]))   # longest first: even shares
        if workers > 1 and len(texts) > 1:
            with ThreadPoolExecutor(workers) as pool:    # ONNX Runtime releases the GIL
                list(pool.map(one, order))
        else:
            for i in order:
                one(i)
        return out


def _respect_omp_thread_limit() -> None:
    """Run torch on no more threads than $OMP_THREAD_LIMIT lets OpenMP start: torch plans
    its work for its own thread count, and its bfloat16 kernels go wrong when fewer run."""
    import torch   # lazy: torch, ~8 s, only on the bf16 path

    limit = os.environ.get("OMP_THREAD_LIMIT", "").strip()
    if limit.isdigit() and 0 < int(limit) < torch.get_num_threads():
        torch.set_num_threads(int(limit))


class TorchEncoder:
    """all-MiniLM-L6-v2 as torch functions on the packaged weights (see the module docstring).
    ``precision`` "bf16" runs the matrix products in bfloat16 (autocast); weights, layer
    norms and the returned vectors stay float32. "fp32" is for the start-up check and tests."""

    BATCH = 32

    def __init__(self, path: Optional[Union[str, Path]] = None, precision: str = "bf16",
                 max_seq_length: int = INDEX_MAX_TOKENS):
        # OpenMP threads that spin between kernels take the cores from the reader process (and
        # anything else running): with a busy second core, 10.8 s of wall and 2.4 s of CPU per
        # 144 real chunks sleeping vs 35 s and 7.5 s spinning. Read once, when torch loads.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        import torch   # lazy: ~8 s, bf16 path only; after OMP_WAIT_POLICY is set

        if precision not in ("bf16", "fp32"):
            raise ValueError(f"precision must be 'bf16' or 'fp32', not {precision!r}")
        d = Path(path) if path is not None else model_dir()
        cfg = json.loads((d / "config.json").read_text())
        if cfg.get("hidden_act") != "gelu" or cfg.get("position_embedding_type", "absolute") != "absolute":
            raise ValueError(f"{d}: only absolute-position BERT with exact gelu is supported")
        self.precision, self.max_seq_length, self.dim = precision, max_seq_length, DIM
        self.notes: list[str] = []
        self._cfg = cfg
        # Copies (90 MB): the safetensors views are read-only, which torch will not wrap.
        self._w = {k: torch.from_numpy(np.array(v)) for k, v in read_safetensors(d / "model.safetensors").items()}
        self._w["pos"] = (self._w["embeddings.position_embeddings.weight"]
                          + self._w["embeddings.token_type_embeddings.weight"][0])
        self._tok = WordPieces(d, max_seq_length)
        _respect_omp_thread_limit()

    @property
    def settings(self) -> dict:
        return dict(index_settings(self.precision), encoder=TORCH, max_seq_length=self.max_seq_length)

    def agrees_with_fp32(self) -> bool:
        """bf16 against fp32 on a padded batch, before trusting it with an index.

        Why: torch's bfloat16 CPU kernels have been seen to return garbage (cosine 0.13)
        when OpenMP runs fewer threads than torch plans for; a wrong vector is never noticed
        later, it just quietly ranks the wrong chunks. Costs ~0.1 s once per build.
        """
        probe = ["DOOR SCHEDULE: MARK: 104C; WIDTH: 3'-0\"; RATING: 90 MIN",
                 "A2.0 FIRST FLOOR PLAN legend: WALL LEGEND 2x6 EXTERIOR WALL @ 16\" O.C., R-21 BATT "
                 "INSULATION, 1/2\" GYPSUM BOARD EACH SIDE; PROVIDE FIRE BLOCKING AT 10'-0\" O.C.",
                 "FIRE SPRINKLERS: NFPA 13D"]
        fp32 = self._encode(probe, 8, "fp32")
        bf16 = self._encode(probe, 8, "bf16")
        return bool(np.einsum("ij,ij->i", fp32, bf16).min() >= 0.999)

    def encode(self, texts: Texts, batch_size: int = BATCH, show_progress: bool = False,
               threads: Optional[int] = None) -> np.ndarray:
        """Embed texts -> float32 (n, 384), unit length. ``threads`` is accepted as the other
        index encoder's and ignored: torch keeps one pool."""
        return self._encode(as_list(texts), batch_size, self.precision)

    def _encode(self, texts: list[str], batch_size: int, precision: str) -> np.ndarray:
        import torch   # lazy: torch, ~8 s, only on the bf16 path

        out = np.zeros((len(texts), DIM), dtype=np.float32)
        cast = torch.autocast("cpu", dtype=torch.bfloat16) if precision == "bf16" else nullcontext()
        with torch.inference_mode(), cast:
            for idx, tok, mask in padded_batches(self._tok.ids(texts), batch_size):
                hidden = self._forward(torch.from_numpy(tok), torch.from_numpy(mask))
                out[idx] = mean_pool(hidden.float().numpy(), mask)
        return out

    def _forward(self, ids, mask):
        import torch.nn.functional as F   # lazy: torch, ~8 s, only on the bf16 path

        w, cfg = self._w, self._cfg
        D, H = cfg["hidden_size"], cfg["num_attention_heads"]
        eps = float(cfg["layer_norm_eps"])
        B, L = ids.shape
        x = F.embedding(ids, w["embeddings.word_embeddings.weight"]) + w["pos"][:L]
        x = F.layer_norm(x, (D,), w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], eps)
        keep = mask[:, None, None, :] > 0          # padded keys get no attention
        for i in range(cfg["num_hidden_layers"]):
            g = lambda n, i=i: w[f"encoder.layer.{i}.{n}"]  # noqa: E731
            q, k, v = (F.linear(x, g(f"attention.self.{t}.weight"), g(f"attention.self.{t}.bias"))
                       .view(B, L, H, D // H).transpose(1, 2) for t in ("query", "key", "value"))
            ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=keep).transpose(1, 2).reshape(B, L, D)
            x = F.layer_norm(F.linear(ctx, g("attention.output.dense.weight"), g("attention.output.dense.bias")) + x,
                             (D,), g("attention.output.LayerNorm.weight"), g("attention.output.LayerNorm.bias"), eps)
            h = F.gelu(F.linear(x, g("intermediate.dense.weight"), g("intermediate.dense.bias")))
            x = F.layer_norm(F.linear(h, g("output.dense.weight"), g("output.dense.bias")) + x,
                             (D,), g("output.LayerNorm.weight"), g("output.LayerNorm.bias"), eps)
        return x


def index_encoder(precision: Optional[str] = None):
    """The encoder for this machine's precision path. A bf16 encoder that disagrees with
    float32 here is not used: the float32 encoder takes over, and says so."""
    precision = precision or index_precision()
    if precision == "bf16":
        enc = TorchEncoder(precision="bf16")
        if enc.agrees_with_fp32():
            return enc
        fallback = OnnxEncoder()
        fallback.notes.append("bfloat16 embeddings disagreed with float32 on this machine; "
                              "embedded in float32 (slower)")
        return fallback
    return OnnxEncoder(precision=precision)


class _Loading:
    """One precision's index encoder, loaded once per process, by whoever asks first: a thread
    started ahead (``load_ahead``) or the build itself; everyone else waits for it."""

    def __init__(self, precision: str):
        self.precision = precision
        self.done = threading.Event()
        self.encoder = None
        self.error: Optional[BaseException] = None

    def run(self) -> None:
        try:
            self.encoder = index_encoder(self.precision)
        except BaseException as exc:    # handed to the build that waits for it, raised there
            self.error = exc
        finally:
            self.done.set()

    def result(self):
        self.done.wait()
        if self.error is not None:
            with _loads_lock:           # a later build tries again (a server outlives one failure)
                if _loads.get(self.precision) is self:
                    del _loads[self.precision]
            raise self.error
        return self.encoder


_loads: dict[str, _Loading] = {}
_loads_lock = threading.Lock()


def _loading(precision: str) -> tuple[_Loading, bool]:
    """(this precision's load, whether the caller must run it: it asked first)."""
    with _loads_lock:
        if precision in _loads:
            return _loads[precision], False
        _loads[precision] = _Loading(precision)
        return _loads[precision], True


def load_ahead() -> None:
    """Start loading the index encoder in a thread, for a build that will embed.

    Why: ONNX Runtime's import and session set-up (~0.2 s; torch's ~1.5 s) then run while the
    build imports, hashes the PDFs and waits for the reader's first pages, instead of after;
    on a small set that is a tenth of the whole build. A failure is raised by the build
    when it asks for the encoder (``shared_index_encoder``), as if it had loaded it itself."""
    load, mine = _loading(index_precision())
    if mine:
        threading.Thread(target=load.run, name="drawqa-model-load", daemon=True).start()


def shared_index_encoder():
    """The index encoder for this machine and $DRAWQA_EMBED_PRECISION, loaded once per process
    (a model load per build step would dominate indexing)."""
    load, mine = _loading(index_precision())
    if mine:
        load.run()
    return load.result()
