"""One question, one way through: open the index, check the filters, the answer cache, parse,
retrieve and answer (drawqa.answer), cache, log. What `drawqa ask`, the service and scripts call.

The question is parsed once and searched once: the answer comes back with the hits it was
answered from, and the query log and the cache record those rather than searching again.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from . import backend, querylog, store
from .answer import answer_question
from .filters import Filters
from .listing import hit_record
from .ocr_options import OcrOptions
from .question import parse
from .retrieve import search_text

_TIMING = re.compile(r"^\d+ ms( \(cached\))?$")


@dataclass
class Asked:
    answer: dict                   # Answer.to_dict(), the question as asked
    cached: bool
    latency_ms: float
    index_version: str
    manifest: dict                 # of the generation that answered (to find the PDFs)
    log_error: str = ""            # set when the query log could not be written
    hits: Optional[list[dict]] = None   # the fused hits answered from (listing.hit_record, no
                                        # text); None when served from a cache entry without them


def ask(question: str, index_dir: Path, *, filters: Optional[Filters] = None, top_k: int = 60,
        use_cache: bool = True, log: Optional[Path] = None, ocr: Optional[OcrOptions] = None,
        gen: Optional[store.Generation] = None) -> Asked:
    """Answer (from the cache when allowed and present). The index is always opened and
    validated first, so a damaged index is an error even for a question answered before.
    `gen`: the index already opened and validated by a long-lived caller (drawqa.service)."""
    t0 = time.perf_counter()
    filters = filters or Filters()
    fdict = filters.key()
    gen = gen or backend.load(index_dir)
    filters.check(gen)
    ocr = ocr if ocr is not None else OcrOptions()

    if use_cache:
        from . import cache    # lazy: ~25 ms (hashlib, tempfile) that `--no-cache` never pays

        key = cache.make_key(gen.version, question, {"top_k": top_k, "filters": fdict, **ocr.key()})
        entry = cache.get(index_dir, key)
        if entry is not None:
            ans = dict(entry["answer"], question=question)
            ms = (time.perf_counter() - t0) * 1000
            ans["notes"] = [n for n in ans.get("notes", []) if not _TIMING.match(str(n))]
            ans["notes"].append(f"{ms:.0f} ms (cached)")
            done = Asked(answer=ans, cached=True, latency_ms=ms, index_version=gen.version,
                         manifest=gen.manifest, hits=entry.get("hits"))
            _log(log, done, question, index_dir, fdict, top_k)
            return done

    q = parse(question)
    answered = answer_question(q, index_dir, gen, filters=filters, top_k=top_k, ocr=ocr)
    hits = None
    if log:
        # A question settled before retrieval (a sheet it names is absent, it is not about the
        # drawings) was never searched: the log still shows what a search would have read.
        found = answered.hits if answered.hits is not None else \
            search_text(gen, q.text, answered.filters, top_k)
        hits = [hit_record(i + 1, h, text=False) for i, h in enumerate(found)]
    ans = answered.answer.to_dict()
    if use_cache:
        cache.put(index_dir, key, ans, hits)
    done = Asked(answer=ans, cached=False, latency_ms=(time.perf_counter() - t0) * 1000,
                 index_version=gen.version, manifest=gen.manifest, hits=hits)
    _log(log, done, question, index_dir, fdict, top_k)
    return done


def _log(path: Optional[Path], done: Asked, question: str, index_dir: Path, fdict: dict,
         top_k: int) -> None:
    if path is None:
        return
    rec = querylog.record(question=question, answer=done.answer, index_dir=index_dir,
                          index_version=done.index_version, filters=fdict, top_k=top_k,
                          cached=done.cached, latency_ms=done.latency_ms, hits=done.hits)
    try:
        querylog.append(path, rec)
    except OSError as exc:
        done.log_error = f"cannot write the query log {path}: {exc.strerror or exc}"
