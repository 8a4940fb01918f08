"""The names older callers import from drawqa.evaluate; the harness itself is drawqa.eval."""
from __future__ import annotations

from .eval.questions import EvalQuestion, score

__all__ = ["EvalQuestion", "score"]
