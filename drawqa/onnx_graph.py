"""The MiniLM encoder as an ONNX Runtime graph, built from the packaged safetensors weights.

Why: sentence-transformers costs ~5 s of imports per `drawqa index` and runs float32 at about
the speed of plain BLAS; ONNX Runtime imports in ~0.2 s, and its fused BERT kernels
(com.microsoft EmbedLayerNormalization, Attention, BiasGelu) run the same float32 arithmetic
faster. Nothing is downloaded or exported from torch: the graph is
written here, node by node, from the same weights the numpy query encoder reads, so a fresh
clone needs no export step.

Building takes ~0.5 s (the `onnx` package and a 90 MB protobuf), so the graph is kept on disk:
``$DRAWQA_CACHE_DIR`` or ``$XDG_CACHE_HOME/drawqa`` or ``~/.cache/drawqa``, under a name
that changes with the weights and with GRAPH_VERSION. `make setup` builds it
(``python -m drawqa.onnx_graph``); otherwise the first `drawqa index` does. A cache that
cannot be written is not an error: the graph is then built in memory for each build.

The int8 graph (``precision="int8"``) is the same graph with its matrix products quantised
(see ``int8_model``); it is cached beside the float32 one.

    python -m drawqa.onnx_graph          # build the cached graphs now; prints their paths
"""
from __future__ import annotations

import hashlib
import itertools
import json
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import Optional

import numpy as np

from .embed import INDEX_MAX_TOKENS, WordPieces, model_dir, padded_batches, read_safetensors

GRAPH_VERSION = 2          # bump when the graph written below changes
INT8_VERSION = 3           # bump when the int8 recipe (int8_model) changes: it names the vectors
CACHE_ENV = "DRAWQA_CACHE_DIR"
_MS = "com.microsoft"      # ONNX Runtime's contrib-op domain
_ONNX_OPS = ("MatMul", "Add", "LayerNormalization")   # the standard domain's; the rest are contrib ops
# Residual + LayerNorm is written as Add, Add, LayerNormalization, and every session is told
# not to fuse them back (UNFUSED). Why: ONNX Runtime's fused SkipLayerNormalization kernel
# (1.32, x86-64) took ~2.5 us a token against ~0.4 us for the plain nodes: a quarter of the
# int8 graph's time (its profiler, the 163 real chunks, one thread).
UNFUSED = ["SkipLayerNormFusion"]


def cache_dir() -> Path:
    """Where built graphs are kept (see the module docstring)."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "drawqa"


def _weights_key(d: Path, precision: str = "fp32") -> str:
    """A short digest of the weights the graph is made from: the safetensors header (names,
    shapes, offsets), the file's size and the config, plus GRAPH_VERSION (and INT8_VERSION).
    Reading the header costs microseconds where hashing 90 MB would cost ~0.1 s per build."""
    st = d / "model.safetensors"
    recipe = f"v{GRAPH_VERSION}" + (f":{int8_recipe()}" if precision == "int8" else "")
    h = hashlib.sha256(f"{recipe}:{st.stat().st_size}:".encode())
    with open(st, "rb") as f:
        n = int.from_bytes(f.read(8), "little")
        h.update(f.read(n))
    h.update((d / "config.json").read_bytes())
    return h.hexdigest()[:16]


def graph_path(d: Optional[Path] = None, precision: str = "fp32") -> Path:
    d = d or model_dir()
    kind = "minilm-int8" if precision == "int8" else "minilm"
    return cache_dir() / f"{kind}-{_weights_key(d, precision)}.onnx"


def build_graph(d: Optional[Path] = None, precision: str = "fp32") -> bytes:
    """The serialized ONNX model: input_ids, attention_mask (int32, batch x seq, padded on the
    right) -> last_hidden_state (float32, batch x seq x hidden). Pooling stays in numpy, shared
    with the query encoder. ``precision`` "int8": quantised as ``int8_model`` says."""
    if precision not in ("fp32", "int8"):
        raise ValueError(f"precision must be 'fp32' or 'int8', not {precision!r}")
    d = d or model_dir()
    model = fp32_model(d)
    return (int8_model(model, d) if precision == "int8" else model).SerializeToString()


def fp32_model(d: Path):
    """The float32 graph as an onnx ModelProto (see build_graph)."""
    import onnx   # lazy: ~0.8 s, only when a graph is first written (then it is read from the cache)
    from onnx import TensorProto, helper, numpy_helper

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
        domain = "" if op in _ONNX_OPS else _MS
        nodes.append(helper.make_node(op, inputs, [output], name=output, domain=domain, **attrs))
        return output

    def skip_norm(y: str, skip: str, bias_name: str, bias, gamma, beta, output: str) -> str:
        """LayerNorm(y + bias + skip) as three plain nodes, not SkipLayerNormalization (see
        UNFUSED)."""
        yb = node("Add", [y, init(bias_name, bias)], f"{output}.yb")
        return node("LayerNormalization", [node("Add", [yb, skip], f"{output}.sum"),
                                           init(f"{output}.ln.w", gamma), init(f"{output}.ln.b", beta)],
                    output, epsilon=eps, axis=-1)

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
        x1 = skip_norm(ao, x, f"{i}.o.b", g("attention.output.dense.bias"),
                       g("attention.output.LayerNorm.weight"), g("attention.output.LayerNorm.bias"), f"{i}.x1")
        hi = node("MatMul", [x1, init(f"{i}.i.w", g("intermediate.dense.weight").T)], f"{i}.hi")
        gi = node("BiasGelu", [hi, init(f"{i}.i.b", g("intermediate.dense.bias"))], f"{i}.gi")
        fo = node("MatMul", [gi, init(f"{i}.out.w", g("output.dense.weight").T)], f"{i}.fo")
        x = skip_norm(fo, x1, f"{i}.out.b", g("output.dense.bias"), g("output.LayerNorm.weight"),
                      g("output.LayerNorm.bias"), "last_hidden_state" if i == last else f"{i}.x2")
    graph = helper.make_graph(
        nodes, "all-MiniLM-L6-v2",
        [helper.make_tensor_value_info(n, TensorProto.INT32, ["batch", "seq"]) for n in ("input_ids", "attention_mask")],
        [helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT, ["batch", "seq", cfg["hidden_size"]])],
        inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid(_MS, 1)],
                              producer_name="drawqa")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


# --------------------------------------------------------------------------- int8

# Quantised with ONNX Runtime's dynamic int8 (weights int8 per output channel, activations
# uint8 per tensor, scaled per batch): 2.1x the float32 graph's speed in CPU time on the real
# text-layer sheets (AVX-512 VNNI). Plain, its vectors fell to cosine 0.968 of float32: a few
# activation channels of BERT's hidden states are ~50x the rest, and one scale per tensor
# leaves the rest a handful of levels. So, as SmoothQuant does, each quantised product's input
# channel j is divided by s_j = max|x_j|^ALPHA / max|W_j|^(1-ALPHA) (a Mul before it) and
# its weight row multiplied by s_j: the same product, with the outliers moved into weights
# that are quantised per channel. Measured on 448 drawing strings and real chunks, worst
# cosine with float32 (mean): plain 0.968 (0.992); ALPHA 0.5 0.972, 0.6 0.988, 0.7 0.989
# (0.996), 0.85 0.971; 0.7 with layer 0's FFN output kept float32 0.992 (0.998) at 1.98 s
# CPU against 4.10 s float32; every FFN output kept float32 0.995 but 2.81 s.
SMOOTH_ALPHA = 0.7
# Kept float32: the embedding (a table look-up, nothing to gain).
FP32_NODES = ("emb",)
# An FFN's output product reads its GELU's output, where a layer has one or two channels far
# above the rest (largest values on the calibration texts and the bench's 168 real chunks:
# 24.6 in layer 0 against 1.6 for the median channel; 20.4, 17.5 and 14.7, 13.7 in layers 1-3),
# and one int8 scale per tensor spends its levels on them. Those channels (calibration max >
# OUTLIER_RATIO x the median channel's) are computed in float32 beside the int8 product (a
# 384 x k product, its GELU and a k x 384 product, k = 1-2), the rest in int8 without smoothing.
# This replaced layer 0's float32 FFN product (a tenth of the graph's time) and the other FFN
# products' smoothing Muls. With the plain Gelu (``_unbias_gelu``): 0.89x the graph's CPU on
# the 168 real chunks (one thread, paired in one process), and closer to float32: worst / mean
# cosine 0.9927 / 0.9979 on the tests' strings (was 0.9906 / 0.9972), 0.9970 / 0.9980 on the
# 168 chunks (was 0.9952 / 0.9975).
OUTLIER_RATIO = 8.0
# Weights in 7 bits (-64..64, ONNX Runtime's reduce_range), so that every x86-64 CPU computes
# the same vectors. Why: ONNX Runtime's uint8 x int8 kernels on CPUs without VNNI (AVX2, and
# AVX-512 without VNNI: AMD Zen 2/3, Intel before Cascade Lake) add pairs of products in 16 bits
# (VPMADDUBSW), which saturates when both weights are near +-127: 2 x 255 x 127 > 32 767. With
# 7-bit weights no pair can reach it (2 x 255 x 64 = 32 640), so those kernels and VNNI's sum
# the same integers. Measured on the 448 drawing strings and real chunks, worst (mean) cosine
# with float32: 8-bit weights 0.996 (0.998) on VNNI, but AVX2's kernels (run under valgrind,
# whose CPU hides AVX-512) moved their vectors by up to cosine 0.993 from VNNI's; 7-bit
# weights 0.991 (0.997), the same under both. SMOOTH_ALPHA 0.6 and 0.8 were worse with 7 bits
# (0.983, 0.979), and no single product kept in float32 gained more than 0.001.
REDUCE_RANGE = True

_CALIB_HEADS = ["DOOR SCHEDULE", "WINDOW SCHEDULE", "ROOM FINISH SCHEDULE", "GENERAL NOTES",
                "STRUCTURAL NOTES", "SHEET INDEX", "LEGEND", "KEYNOTES", "CODE ANALYSIS"]
_CALIB_ITEMS = [
    "MARK: 101; WIDTH: 3'-0\"; HEIGHT: 7'-0\"; TYPE: HM; FRAME: HM; RATING: 20 MIN",
    "ROOM: 204 OFFICE; FLOOR: CPT-1; BASE: RB-1; WALLS: PT-2; CEILING: ACT-1 @ 9'-0\"",
    "W2 2'-8\" x 4'-0\" CASEMENT, U-0.30, TEMPERED WHERE WITHIN 24\" OF DOOR",
    "CONCRETE f'c = 4000 PSI AT 28 DAYS. REINFORCING ASTM A615 GRADE 60. LAP 40 BAR DIAMETERS.",
    "ALL WORK SHALL COMPLY WITH THE 2021 IBC AND LOCAL AMENDMENTS. VERIFY DIMENSIONS IN FIELD.",
    "PROVIDE 5/8\" TYPE X GYPSUM BOARD EACH SIDE, 1-HR RATED ASSEMBLY PER UL U419.",
    "SPRINKLERS PER NFPA 13. FIRE ALARM PER NFPA 72. EXIT SIGNS ILLUMINATED.",
    "OCCUPANCY B, CONSTRUCTION TYPE V-B, FULLY SPRINKLERED, OCCUPANT LOAD 49",
    "DRAWN BY: JD CHECKED BY: RS DATE: 03/14/2023 PROJECT NO. 2023-017 SCALE: 1/4\" = 1'-0\"",
    "#5 @ 12\" O.C. E.W. TOP & BOT, 3\" CLR, 12\" THICK SLAB ON GRADE OVER 15 MIL VAPOR RETARDER",
    "SUPPLY DIFFUSER 24x24, 350 CFM; RETURN GRILLE; VAV-3; RTU-1 10 TON",
    "N", "A-101", "UP", "EQ", "TYP.", "(E) WALL TO REMAIN", "FIRST FLOOR PLAN 1/8\" = 1'-0\"",
    "", "?", "-", "1", "XXXXXXXXXXXX", "½", "Ø", "±",
]


def int8_recipe() -> str:
    """Names how the int8 graph is made (INT8_VERSION, the float32 graph's GRAPH_VERSION, ALPHA,
    the float32 nodes, OUTLIER_RATIO, the weights' range, the calibration texts): the manifest
    records it, so vectors of another recipe are made again. The graph is in it because a
    rounding-level change of the float32 graph moves int8 vectors by up to ~0.002 of cosine
    (quantisation steps flip)."""
    what = json.dumps([GRAPH_VERSION, SMOOTH_ALPHA, FP32_NODES, OUTLIER_RATIO, REDUCE_RANGE,
                       calibration_texts()])
    return f"int8v{INT8_VERSION}-{hashlib.sha256(what.encode()).hexdigest()[:8]}"


def calibration_texts() -> list[str]:
    """Drawing strings whose activations set the smoothing: what chunks look like (sheet ID and
    section first, then schedule rows, notes, labels, title-block lines), short and long."""
    out = [f"A{i % 4}.{i % 3}{i % 10} {h}: {t}" for i, (h, t) in
           enumerate((h, t) for h in _CALIB_HEADS for t in _CALIB_ITEMS)]
    long_note = " ".join(_CALIB_ITEMS[3:8])
    out += [f"G-00{k} GENERAL NOTES: " + long_note * k for k in (1, 2, 3)]
    return out + _CALIB_ITEMS


def _activation_maxima(model, d: Path, names: list[str]) -> dict:
    """Per channel, the largest |value| each named tensor takes on calibration_texts."""
    import onnxruntime as ort                 # lazy: ~0.5 s, only when the int8 graph is first written
    from onnx import TensorProto, helper      # lazy: ~0.8 s, the same

    probe = type(model)()
    probe.CopyFrom(model)
    probe.graph.output.extend(helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in names)
    session = ort.InferenceSession(probe.SerializeToString(), providers=["CPUExecutionProvider"],
                                   disabled_optimizers=UNFUSED)
    tok = WordPieces(d, INDEX_MAX_TOKENS)
    top: dict = {}
    for _, ids, mask in padded_batches(tok.ids(calibration_texts()), 16, dtype=np.int32):
        outs = session.run(names, {"input_ids": ids, "attention_mask": mask.astype(np.int32)})
        real = mask.reshape(-1) > 0        # padding positions are never pooled: leave them out
        for n, o in zip(names, outs):
            m = np.abs(o.reshape(-1, o.shape[-1])[real]).max(axis=0)
            top[n] = np.maximum(top[n], m) if n in top else m
    return top


def int8_model(model, d: Path):
    """The float32 graph quantised to int8 (see SMOOTH_ALPHA, OUTLIER_RATIO): outlier channels
    split off, smoothed, then ONNX Runtime's dynamic quantisation of every MatMul and Attention
    but FP32_NODES and the outliers' products."""
    from onnx import TensorProto, helper, numpy_helper                 # lazy: ~0.8 s, graph writing only
    from onnxruntime.quantization import QuantType, quantize_dynamic  # lazy: ~0.5 s, the same

    products = [n for n in model.graph.node if n.op_type in ("MatMul", "Attention") and n.name not in FP32_NODES]
    top = _activation_maxima(model, d, sorted({n.input[0] for n in products}))
    kept_fp32 = list(FP32_NODES) + _split_outliers(model, top)
    _unbias_gelu(model)
    inits = {t.name: t for t in model.graph.initializer}
    nodes = []
    for n in model.graph.node:
        if n in products and not n.name.endswith(".fo"):    # FFN outputs: outliers split off instead
            x, w_name = n.input[0], n.input[1]
            w = numpy_helper.to_array(inits[w_name])                     # (in, out)
            s = top[x] ** SMOOTH_ALPHA / np.maximum(np.abs(w).max(axis=1), 1e-5) ** (1 - SMOOTH_ALPHA)
            s = np.clip(s, 1e-2, 1e3).astype(np.float32)
            inits[w_name].CopyFrom(numpy_helper.from_array((w * s[:, None]).astype(np.float32), w_name))
            model.graph.initializer.append(numpy_helper.from_array(1 / s, f"{n.name}.smooth"))
            nodes.append(helper.make_node("Mul", [x, f"{n.name}.smooth"], [f"{n.name}.in"], name=f"{n.name}.smooth"))
            n.input[0] = f"{n.name}.in"
        nodes.append(n)
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    import onnx   # lazy: ~0.8 s, only when a graph is first written (then it is read from the cache)

    quiet = logging.root.manager.disable
    logging.disable(logging.WARNING)    # its advice to pre-process is for image models
    try:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "int8.onnx"
            quantize_dynamic(model, out, per_channel=True, weight_type=QuantType.QInt8,
                             reduce_range=REDUCE_RANGE, nodes_to_exclude=kept_fp32,
                             extra_options={"DefaultTensorType": TensorProto.FLOAT})
            return onnx.load(str(out))
    finally:
        logging.disable(quiet)


def _split_outliers(model, top: dict) -> list[str]:
    """Moves each FFN's outlier channels (see OUTLIER_RATIO) out of its two products into
    float32 products beside them, added to the FFN's output before its residual sum; ``top``
    loses those channels. Returns the float32 products' names (for the quantiser to skip)."""
    from onnx import helper, numpy_helper                 # lazy: ~0.8 s, graph writing only

    inits = {t.name: t for t in model.graph.initializer}
    by_name = {n.name: n for n in model.graph.node}
    kept: list[str] = []
    for i in itertools.count():
        hi, gi, fo = (by_name.get(f"{i}.{k}") for k in ("hi", "gi", "fo"))
        if fo is None:
            return kept
        m = top[fo.input[0]]
        out = np.flatnonzero(m > OUTLIER_RATIO * np.median(m))
        if not len(out):
            continue
        keep = np.setdiff1d(np.arange(len(m)), out)
        top[fo.input[0]] = m[keep]
        wi, bi, wo = (numpy_helper.to_array(inits[n.input[1]]) for n in (hi, gi, fo))
        for n, arr in ((hi, wi[:, keep]), (gi, bi[keep]), (fo, wo[keep])):
            inits[n.input[1]].CopyFrom(numpy_helper.from_array(np.ascontiguousarray(arr), n.input[1]))
        p = f"{i}.x"
        model.graph.initializer.extend(numpy_helper.from_array(np.ascontiguousarray(a), f"{p}.{k}")
                                       for k, a in (("iw", wi[:, out]), ("ib", bi[out]), ("ow", wo[out])))
        bias = by_name[f"{i}.x2.yb"]             # the FFN output + its bias (see skip_norm) ...
        total = by_name[f"{i}.x2.sum"]           # ... + the residual
        side = [helper.make_node("MatMul", [hi.input[0], f"{p}.iw"], [f"{p}.hi"], name=f"{p}.hi"),
                helper.make_node("BiasGelu", [f"{p}.hi", f"{p}.ib"], [f"{p}.gi"], name=f"{p}.gi", domain=_MS),
                helper.make_node("MatMul", [f"{p}.gi", f"{p}.ow"], [f"{p}.fo"], name=f"{p}.fo"),
                helper.make_node("Add", [bias.output[0], f"{p}.fo"], [f"{p}.sum"], name=f"{p}.sum")]
        at = list(model.graph.node).index(total)
        for k, n in enumerate(side):
            model.graph.node.insert(at + k, n)
        total.input[0] = f"{p}.sum"
        kept += [f"{p}.hi", f"{p}.fo"]


def _unbias_gelu(model) -> None:
    """Each int8 FFN's BiasGelu becomes Add + Gelu, so that ONNX Runtime fuses the bias into the
    int8 product before it (DynamicQuantizeMatMul's bias) and runs a plain Gelu: the same
    vectors bit for bit, and ~40 % less time in the GELU than its BiasGelu kernel took (157
    against 262 us for 80 tokens x 1536 channels, one thread)."""
    from onnx import helper                 # lazy: ~0.8 s, graph writing only

    nodes = []
    for n in model.graph.node:
        if n.op_type == "BiasGelu" and not n.name.endswith(".x.gi"):
            nodes += [helper.make_node("Add", list(n.input), [f"{n.name}.z"], name=f"{n.name}.z"),
                      helper.make_node("Gelu", [f"{n.name}.z"], list(n.output), name=n.name, domain=_MS)]
        else:
            nodes.append(n)
    del model.graph.node[:]
    model.graph.node.extend(nodes)


def load_graph(d: Optional[Path] = None, precision: str = "fp32") -> tuple[bytes | str, bool]:
    """(the cached graph's path, or the graph itself when no cache can be written; whether it
    was built now). A damaged cache file is the caller's to report with `discard`."""
    d = d or model_dir()
    path = graph_path(d, precision)
    if path.is_file():
        return str(path), False
    data = build_graph(d, precision)
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
    for precision in ("fp32", "int8"):
        where, built = load_graph(precision=precision)
        print(where if isinstance(where, str) else "(built in memory: the cache directory is not writable)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
