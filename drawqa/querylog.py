"""Opt-in query log: one JSON line per question, for studying accuracy.

Turned on with `drawqa ask --log FILE` or the DRAWQA_LOG environment variable. Each line:

    {"ts", "question", "index_dir", "index_version", "filters", "top_k", "cached",
     "latency_ms", "answer", "confidence", "handler", "citations": [{file, page, sheet_id,
     section, bbox}], "hits": [{rank, id, file, page, sheet_id, section, kind, score,
     dense_rank, dense_score, sparse_rank, sparse_score}] or null}

`hits` are the fused hits the handlers read (the question's own sheet scope applied), as
drawqa.api hands them over; null for an answer served from the cache without them. Lines are appended
with one write on an O_APPEND descriptor, so concurrent askers do not interleave lines.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Optional

ENV = "DRAWQA_LOG"


def log_path(option: Optional[Path]) -> Optional[Path]:
    """The log file: the --log option, else $DRAWQA_LOG, else None (no logging)."""
    if option is not None:
        return Path(option)
    env = os.environ.get(ENV, "").strip()
    return Path(env) if env else None


def record(*, question: str, answer: dict, index_dir: Path, index_version: str, filters: dict,
           top_k: int, cached: bool, latency_ms: float, hits: Optional[list[dict]]) -> dict:
    return {
        "ts": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "question": question,
        "index_dir": str(index_dir),
        "index_version": index_version,
        "filters": filters,
        "top_k": top_k,
        "cached": cached,
        "latency_ms": round(latency_ms, 1),
        "answer": answer.get("answer"),
        "confidence": answer.get("confidence"),
        "handler": answer.get("handler"),
        "citations": [{k: c.get(k) for k in ("file", "page", "sheet_id", "section", "bbox")}
                      for c in answer.get("citations") or []],
        "hits": hits,
    }


def append(path: Path, rec: dict) -> None:
    """Append one JSON line (raises OSError when the file cannot be written)."""
    line = (json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line)
    finally:
        os.close(fd)
