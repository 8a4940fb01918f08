"""Question -> answer: verify the sheets it names, retrieve, let handlers answer, gate.

Grounding over fluency: below the confidence gate the answer is `no evidence found`, because
a wrong answer about a drawing costs more than no answer.
"""
from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Optional

from . import store
from .models import Answer
from .ocr_options import OcrOptions
from .question import Question, parse
from .retrieve import Filters, search
from .sheet_ids import canonical_sheet_id

GATE = 0.54   # calibrated: `drawqa eval --calibrate` on the sample and ../shared/eval sets
NO_EVIDENCE = "no evidence found"

_DOMAIN = re.compile(
    r"\b(sheet|drawing|plan|schedule|door|window|room|floor|wall|ceiling|roof|finish|code|fire|sprinkler|"
    r"energy|revision|scale|elevation|section|detail|note|legend|title|project|architect|engineer|owner|"
    r"permit|building|occupan|construction|structural|foundation|framing|footing|beam|insulation|"
    r"electrical|mechanical|plumbing|hvac|site|setback|area|dimension|height|width|material|paint|tile|"
    r"carpet|base|glazing|stair|exit|egress|garage|house|dwelling|kitchen|bath|bedroom|address|date)\w*",
    re.I)


def abstain(q_raw: str, reason: str = "", handler: str = "gate", confidence: float = 0.0) -> Answer:
    text = f"{NO_EVIDENCE} ({reason})" if reason else NO_EVIDENCE
    return Answer(question=q_raw, answer=text, confidence=round(confidence, 3), handler=handler, citations=[])


def query_encoder(gen: store.Generation):
    """The query encoder matching the index's model (never a mix)."""
    from .embed import get_encoder

    return get_encoder("hash" if gen.manifest.get("model") == "hashing" else "query")


def _sheet_scope(q: Question, gen: store.Generation) -> tuple[list, list[str]]:
    """(sheets named and present, sheet IDs named but absent)."""
    if not q.id_shaped:
        return [], []          # nothing to look up: the sheet list is not even read
    keys = [canonical_sheet_id(s.sheet_id) for s in gen.sheets]
    known = dict(zip(keys, gen.sheets))
    prefixes = {re.match(r"[A-Z]*", k).group(0) for k in keys}
    present, absent = [], []
    for sid in q.id_shaped:
        key = canonical_sheet_id(sid)
        if key in known:
            present.append(known[key])
        elif sid in q.sheet_refs or (re.match(r"[A-Z]*", key).group(0) in prefixes
                                     and re.search(rf"\b(?:on|of|in)\s+{re.escape(sid)}\b", q.text, re.I)):
            absent.append(sid)
    return present, absent


def ask(question: str, index_dir: Path, *, filters: Optional[Filters] = None,
        top_k: int = 60, gen: Optional[store.Generation] = None,
        ocr: Optional["OcrOptions"] = None) -> Answer:
    """`ocr`: the question-time OCR fallback's budget (default on with the default budget;
    OcrOptions(enabled=False) turns it off)."""
    from .handlers import HANDLERS
    from .handlers.base import Abstain, Context

    t0 = time.perf_counter()
    q = parse(question)
    gen = gen or store.load(index_dir)
    present, absent = _sheet_scope(q, gen)
    if absent and not present:
        return abstain(question, f"sheet {', '.join(absent)} not present")
    filters = filters or Filters()
    scope_sheets = None
    if present:
        filters.sheets = list(filters.sheets) + [s.sheet_id for s in present]
        scope_sheets = present
    if not _DOMAIN.search(q.text) and not any(t in gen.bm25.vocab for t in q.terms):
        return abstain(question, "the question is not about these drawings")
    qvec = query_encoder(gen).encode([q.text])[0]
    hits = search(gen, q.text, qvec, filters, fused_k=top_k)
    ctx = Context(gen=gen, question=q, hits=hits, sheets_in_scope=scope_sheets,
                  filters=filters if filters.active() else None)
    best: Optional[Answer] = None
    for h in HANDLERS:
        if not h.accepts(q):
            continue
        result = h.answer(ctx)
        if isinstance(result, Abstain):
            return abstain(question, result.reason, handler=h.name)
        if result is None:
            continue
        if result.confidence >= GATE and result.citations:
            result.notes.append(f"{(time.perf_counter() - t0) * 1000:.0f} ms")
            return result
        if best is None or result.confidence > best.confidence:
            best = result
    notes: list[str] = []
    ocr = ocr if ocr is not None else OcrOptions()
    if ocr.enabled and hits:
        from .ocr_fallback import fallback   # imports pymupdf/pytesseract only now

        result, notes = fallback(ctx, Path(index_dir), ocr, handlers=HANDLERS, gate=GATE)
        if result is not None:
            result.notes = notes + result.notes + [f"{(time.perf_counter() - t0) * 1000:.0f} ms"]
            return result
    out = abstain(question, handler="gate", confidence=best.confidence if best else 0.0)
    out.notes.extend(notes)
    return out
