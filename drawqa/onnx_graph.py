"""The MiniLM encoder as an ONNX Runtime graph, built from the packaged safetensors weights.

Why: sentence-transformers costs ~5 s of imports per `drawqa index` and runs float32 at about
the speed of plain BLAS; ONNX Runtime imports in ~0.2 s, and its fused BERT kernels
(com.microsoft EmbedLayerNormalization, Attention, SkipLayerNormalization, BiasGelu) run the
same float32 arithmetic faster. Nothing is downloaded or exported from torch: the graph is
written here, node by node, from the same weights the numpy query encoder reads, so a fresh
clone needs no export step.

Building takes ~0.5 s (the `onnx` package and a 90 MB protobuf), so the graph is kept on disk:
``$DRAWQA_CACHE_DIR`` or ``$XDG_CACHE_HOME/drawqa`` or ``~/.cache/drawqa``, under a name
that changes with the weights and with GRAPH_VERSION. `make setup` builds it
(``python -m drawqa.onnx_graph``); otherwise the first `drawqa index` does. A cache that
cannot be written is not an error: the graph is then built in memory for each build.

    python -m drawqa.onnx_graph          # build the cached graph now; prints its path
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Optional

import numpy as np

from .embed import model_dir, read_safetensors

GRAPH_VERSION = 1          # bump when the graph written below changes
CACHE_ENV = "DRAWQA_CACHE_DIR"
_MS = "com.microsoft"      # ONNX Runtime's contrib-op domain


def cache_dir() -> Path:
    """Where built graphs are kept (see the module docstring)."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "drawqa"


def _weights_key(d: Path) -> str:
    """A short digest of the weights the graph is made from: the safetensors header (names,
    shapes, offsets), the file's size and the config, plus GRAPH_VERSION. Reading the header
    costs microseconds where hashing 90 MB would cost ~0.1 s per build."""
    st = d / "model.safetensors"
    h = hashlib.sha256(f"v{GRAPH_VERSION}:{st.stat().st_size}:".encode())
    with open(st, "rb") as f:
        n = int.from_bytes(f.read(8), "little")
        h.update(f.read(n))
    h.update((d / "config.json").read_bytes())
    return h.hexdigest()[:16]


def graph_path(d: Optional[Path] = None) -> Path:
    d = d or model_dir()
    return cache_dir() / f"minilm-{_weights_key(d)}.onnx"


def build_graph(d: Optional[Path] = None) -> bytes:
    """The serialized ONNX model: input_ids, attention_mask (int32, batch x seq, padded on the
    right) -> last_hidden_state (float32, batch x seq x hidden). Pooling stays in numpy, shared
    with the query encoder."""
    # lazy: onnx, ~0.8 s, only when the graph is first written (then it is read from the cache)
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    d = d or model_dir()
    cfg = json.loads((d / "config.json").read_text())
    if cfg.get("hidden_act") != "gelu" or cfg.get("position_embedding_type", "absolute") != "absolute":
        raise ValueError(f"{d}: only absolute-position BERT with exact gelu is supported")
    w = read_safetensors(d / "model.safetensors")
    eps = float(cfg["layer_norm_eps"])
    inits, nodes = [], []

    def init(name: str, arr: np.ndarray) -> str:
        inits.append(numpy_helper.from_array(np.ascontiguousarray(arr, dtype=np.float32), name))
        return name

    def node(op: str, inputs: list[str], output: str, **attrs) -> str:
        domain = "" if op == "MatMul" else _MS
        nodes.append(helper.make_node(op, inputs, [output], name=output, domain=domain, **attrs))
        return output

    # Token type is always 0 for one sentence: its embedding is folded into the positions.
    pos = w["embeddings.position_embeddings.weight"] + w["embeddings.token_type_embeddings.weight"][0]
    nodes.append(helper.make_node(
        "EmbedLayerNormalization",
        ["input_ids", "", init("word", w["embeddings.word_embeddings.weight"]), init("pos", pos), "",
         init("emb.ln.w", w["embeddings.LayerNorm.weight"]), init("emb.ln.b", w["embeddings.LayerNorm.bias"]),
         "attention_mask"],
        ["emb", "mask_index"], name="emb", domain=_MS, epsilon=eps))
    x = "emb"
    last = cfg["num_hidden_layers"] - 1
    for i in range(cfg["num_hidden_layers"]):
        g = lambda n, i=i: w[f"encoder.layer.{i}.{n}"]  # noqa: E731
        # Linear weights are stored (out, in); MatMul wants (in, out). Q, K, V side by side.
        qkv_w = np.concatenate([g(f"attention.self.{t}.weight").T for t in ("query", "key", "value")], axis=1)
        qkv_b = np.concatenate([g(f"attention.self.{t}.bias") for t in ("query", "key", "value")])
        ctx = node("Attention", [x, init(f"{i}.qkv.w", qkv_w), init(f"{i}.qkv.b", qkv_b), "mask_index"],
                   f"{i}.ctx", num_heads=cfg["num_attention_heads"])
        ao = node("MatMul", [ctx, init(f"{i}.o.w", g("attention.output.dense.weight").T)], f"{i}.ao")
        x1 = node("SkipLayerNormalization",
                  [ao, x, init(f"{i}.ln1.w", g("attention.output.LayerNorm.weight")),
                   init(f"{i}.ln1.b", g("attention.output.LayerNorm.bias")),
                   init(f"{i}.o.b", g("attention.output.dense.bias"))], f"{i}.x1", epsilon=eps)
        hi = node("MatMul", [x1, init(f"{i}.i.w", g("intermediate.dense.weight").T)], f"{i}.hi")
        gi = node("BiasGelu", [hi, init(f"{i}.i.b", g("intermediate.dense.bias"))], f"{i}.gi")
        fo = node("MatMul", [gi, init(f"{i}.out.w", g("output.dense.weight").T)], f"{i}.fo")
        x = node("SkipLayerNormalization",
                 [fo, x1, init(f"{i}.ln2.w", g("output.LayerNorm.weight")),
                  init(f"{i}.ln2.b", g("output.LayerNorm.bias")),
                  init(f"{i}.out.b", g("output.dense.bias"))],
                 "last_hidden_state" if i == last else f"{i}.x2", epsilon=eps)
    graph = helper.make_graph(
        nodes, "all-MiniLM-L6-v2",
        [helper.make_tensor_value_info(n, TensorProto.INT32, ["batch", "seq"]) for n in ("input_ids", "attention_mask")],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "seq", cfg["hidden_size"]])],
        inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid(_MS, 1)],
                              producer_name="drawqa")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model.SerializeToString()


def load_graph(d: Optional[Path] = None) -> tuple[bytes | str, bool]:
    """(the cached graph's path, or the graph itself when no cache can be written; whether it
    was built now). A damaged cache file is the caller's to report with `discard`."""
    d = d or model_dir()
    path = graph_path(d)
    if path.is_file():
        return str(path), False
    data = build_graph(d)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)      # atomic: a concurrent build sees the old state or the whole file
    except OSError:
        return data, True          # read-only home, full disk: use it from memory
    return str(path), True


def discard(path: str) -> None:
    """Remove a cached graph that ONNX Runtime could not load (it is built again)."""
    try:
        os.unlink(path)
    except OSError:
        pass


def main() -> int:
    where, built = load_graph()
    print(where if isinstance(where, str) else "(built in memory: the cache directory is not writable)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
