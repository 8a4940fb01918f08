"""`drawqa ask` around the answerer: answer cache first, then drawqa.answer.ask, then the log.

Kept out of cli.py so the command line stays a thin parse-call-print layer and so scripts can
get exactly what the CLI prints.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from . import backend, querylog
from .listing import check_filters, filters_dict
from .ocr_options import OcrOptions
from .retrieve import Filters

_TIMING = re.compile(r"^\d+ ms( \(cached\))?$")


@dataclass
class Asked:
    answer: dict                   # Answer.to_dict(), the question as asked
    cached: bool
    latency_ms: float
    index_version: str
    manifest: dict                 # of the generation that answered (to find the PDFs)
    log_error: str = ""            # set when the query log could not be written


def ask(question: str, index_dir: Path, *, filters: Optional[Filters] = None, top_k: int = 60,
        use_cache: bool = True, log: Optional[Path] = None, ocr: Optional[OcrOptions] = None,
        gen: Optional[store.Generation] = None) -> Asked:
    """Answer (from the cache when allowed and present). The index is always opened and
    validated first, so a damaged index is an error even for a question answered before.
    `gen`: the index already opened and validated by a long-lived caller (drawqa.service)."""
    from .answer import ask as answer_ask

    t0 = time.perf_counter()
    filters = filters or Filters()
    fdict = filters_dict(filters)
    gen = gen or backend.load(index_dir)
    if filters.sheets or filters.files or filters.disciplines:   # all check_filters checks
        check_filters(gen, filters)
    ocr = ocr if ocr is not None else OcrOptions()

    if use_cache:
        from . import cache    # hashes drawqa's own code for the key: only when caching

        key = cache.make_key(gen.version, question, {"top_k": top_k, "filters": fdict, **ocr.key()})
        entry = cache.get(index_dir, key)
        if entry is not None:
            ans = dict(entry["answer"], question=question)
            ms = (time.perf_counter() - t0) * 1000
            ans["notes"] = [n for n in ans.get("notes", []) if not _TIMING.match(str(n))]
            ans["notes"].append(f"{ms:.0f} ms (cached)")
            done = Asked(answer=ans, cached=True, latency_ms=ms, index_version=gen.version,
                         manifest=gen.manifest)
            _log(log, done, question, index_dir, fdict, top_k, entry.get("hits"))
            return done

    hits = querylog.question_hits(gen, question, filters, top_k) if log else None
    scoped = Filters(**{k: list(v) for k, v in vars(filters).items()})   # ask extends its filters
    ans = answer_ask(question, index_dir, filters=scoped, top_k=top_k, gen=gen, ocr=ocr).to_dict()
    if use_cache:
        cache.put(index_dir, key, ans, hits)
    done = Asked(answer=ans, cached=False, latency_ms=(time.perf_counter() - t0) * 1000,
                 index_version=gen.version, manifest=gen.manifest)
    _log(log, done, question, index_dir, fdict, top_k, hits)
    return done


def _log(path: Optional[Path], done: Asked, question: str, index_dir: Path, fdict: dict,
         top_k: int, hits: Optional[list]) -> None:
    if path is None:
        return
    rec = querylog.record(question=question, answer=done.answer, index_dir=index_dir,
                          index_version=done.index_version, filters=fdict, top_k=top_k,
                          cached=done.cached, latency_ms=done.latency_ms, hits=hits)
    try:
        querylog.append(path, rec)
    except OSError as exc:
        done.log_error = f"cannot write the query log {path}: {exc.strerror or exc}"
