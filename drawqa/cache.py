"""On-disk answer cache: a repeated question is answered without retrieval.

    <index_dir>/answer_cache/<version[:16]>-<key>.json

The key hashes the index generation's `version` (a new uuid on every `drawqa index`), the
question as the parser sees it (Unicode-normalised, whitespace collapsed; case is kept because
sheet IDs and marks are matched case-sensitively), the options that change an answer (top-k,
filters) and drawqa's own version. Re-indexing therefore invalidates every entry; entries of
older generations are deleted on the next write. Writes are atomic (temp file + os.replace)
and JSON only; a read-only index directory just means no caching.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import tempfile
import time
from functools import lru_cache
from pathlib import Path
from typing import Optional

from . import __version__
from .question import MAX_CHARS   # the parser reads this much of a question
from .hashing import files_fingerprint
from .tokens import normalize

DIRNAME = "answer_cache"
MAX_ENTRIES = 5000


def normalise_question(q: str) -> str:
    return " ".join(normalize(q or "")[:MAX_CHARS].split())


def cache_dir(index_dir: Path) -> Path:
    return Path(index_dir) / DIRNAME


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """A hash of the answering code, so a changed handler or gate never serves a stale answer."""
    spec = importlib.util.find_spec("drawqa.handlers")
    dirs = [Path(__file__).resolve().parent] + [Path(p) for p in (spec.submodule_search_locations or [])]
    return files_fingerprint([f for d in dirs for f in sorted(d.glob("*.py"))])


def make_key(version: str, question: str, options: dict) -> str:
    payload = json.dumps({"index": version, "question": normalise_question(question),
                          "options": options, "drawqa": __version__, "code": code_fingerprint()},
                         sort_keys=True, ensure_ascii=False)
    return f"{version[:16]}-{hashlib.sha256(payload.encode('utf-8')).hexdigest()[:40]}"


def get(index_dir: Path, key: str) -> Optional[dict]:
    """The cached entry for key, or None (missing, unreadable or damaged entries are misses)."""
    path = cache_dir(index_dir) / f"{key}.json"
    try:
        entry = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or entry.get("key") != key or not isinstance(entry.get("answer"), dict):
        return None
    return entry


def put(index_dir: Path, key: str, answer: dict, hits: Optional[list] = None) -> Optional[Path]:
    """Store an entry atomically; returns its path, or None when the cache cannot be written."""
    d = cache_dir(index_dir)
    try:
        d.mkdir(exist_ok=True)
        entry = {"key": key, "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "answer": answer,
                 "hits": hits}
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".json", dir=d)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(entry, fh, ensure_ascii=False)
            final = d / f"{key}.json"
            os.replace(tmp, final)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return None
    prune(index_dir, keep_prefix=key.split("-", 1)[0])
    return final


def prune(index_dir: Path, keep_prefix: str, max_entries: int = MAX_ENTRIES) -> int:
    """Delete entries of other index generations, stale temp files, and the oldest beyond a cap."""
    d = cache_dir(index_dir)
    removed = 0
    live = []
    try:
        for p in d.iterdir():
            try:
                if p.name.startswith(".tmp-"):
                    if time.time() - p.stat().st_mtime > 3600:
                        p.unlink()
                        removed += 1
                elif not p.name.startswith(keep_prefix + "-"):
                    p.unlink()
                    removed += 1
                else:
                    live.append(p)
            except OSError:
                continue
        if len(live) > max_entries:
            live.sort(key=lambda p: p.stat().st_mtime)
            for p in live[: len(live) - max_entries]:
                p.unlink(missing_ok=True)
                removed += 1
    except OSError:
        pass
    return removed


def clear(index_dir: Path) -> int:
    """Remove every cached answer; returns how many."""
    d = cache_dir(index_dir)
    n = 0
    if d.is_dir():
        for p in d.glob("*.json"):
            p.unlink(missing_ok=True)
            n += 1
    return n
