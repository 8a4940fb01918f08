"""Asking every question of a set against its PDF's index and collecting the scored results."""
from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterable, Optional

import numpy as np

from .. import answer, backend, store
from .. import handlers  # noqa: F401  (every handler module loads before anything is timed)
from ..errors import UsageError
from ..models import Answer
from ..retrieve import query_encoder
from .indexes import Log, index_for, usable_index
from .questions import (OUTCOMES, EvalQuestion, EvidenceReader, citation_holds, is_abstention,
                        load_questions, retrieval_at, score)


# --------------------------------------------------------------------------- running

@dataclass
class QuestionResult:
    pdf: str
    question: str
    kind: str
    expected: Optional[str]
    must_contain: list[str]
    page: Optional[int]
    outcome: str
    reasons: list[str]
    answer: str
    confidence: float
    handler: str
    cited_pages: list[int]
    citations: list[dict]
    cited: Optional[bool]              # answered with at least one citation (None: abstained)
    citation_ok: Optional[bool]        # the cited boxes hold the must_contain text
    recall_at_10: Optional[float]
    precision_at_5: Optional[float]
    latency_ms: float
    source: str = ""

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class Report:
    results: list[QuestionResult]
    indexes: dict[str, str]
    gate: float
    question_files: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def failures(self) -> list[QuestionResult]:
        return [r for r in self.results if r.outcome != "correct"]

    def summary(self) -> dict:
        by_kind: dict[str, list[QuestionResult]] = defaultdict(list)
        for r in self.results:
            by_kind[r.kind].append(r)
        by_set: dict[str, list[QuestionResult]] = defaultdict(list)
        for r in self.results:
            by_set[r.source.rsplit(":", 1)[0]].append(r)
        return {"overall": summarize(self.results),
                "by_kind": {k: summarize(v) for k, v in sorted(by_kind.items())},
                "by_set": {k: summarize(v) for k, v in by_set.items()}}

    def to_dict(self) -> dict:
        return {"question_files": self.question_files, "gate": self.gate, "indexes": self.indexes,
                "seconds": round(self.seconds, 1), "summary": self.summary(),
                "failures": [r.to_dict() for r in self.failures],
                "results": [r.to_dict() for r in self.results]}


def _percentile(values: list[float], q: float) -> Optional[float]:
    if not values:
        return None
    return round(float(np.percentile(values, q)), 1)


def _mean(values: list[float]) -> Optional[float]:
    return round(sum(values) / len(values), 3) if values else None


def summarize(results: list[QuestionResult]) -> dict:
    n = len(results)
    counts = {o: sum(1 for r in results if r.outcome == o) for o in OUTCOMES}
    answered = [r for r in results if r.cited is not None]
    checked = [r for r in results if r.citation_ok is not None]
    rec = [r.recall_at_10 for r in results if r.recall_at_10 is not None]
    prec = [r.precision_at_5 for r in results if r.precision_at_5 is not None]
    lat = [r.latency_ms for r in results if r.outcome != "error"]
    return {
        "n": n, **counts,
        "accuracy": round(counts["correct"] / n, 4) if n else None,
        "answered": len(answered),
        "cited": _mean([1.0 if r.cited else 0.0 for r in answered]),
        "citation_correct": _mean([1.0 if r.citation_ok else 0.0 for r in checked]),
        "citation_checked": len(checked),
        "recall_at_10": _mean(rec), "precision_at_5": _mean(prec), "retrieval_n": len(rec),
        "latency_p50_ms": _percentile(lat, 50), "latency_p95_ms": _percentile(lat, 95),
    }


def _citation_dict(c) -> dict:
    return {"page": c.page, "sheet_id": c.sheet_id, "bbox": list(c.bbox), "source": c.source,
            "text": c.text[:200]}


def load_generations(questions: list[EvalQuestion], index_root: Path, *,
                     index_dirs: Optional[dict[str, Path]] = None, rebuild: bool = False,
                     log: Optional[Log] = None) -> dict[str, store.Generation]:
    """One loaded generation per PDF path, each built or reused once.

    `index_dirs` maps a PDF file name to an index already built for it (e.g. a test fixture);
    it is used only when it holds exactly that PDF, embedded with the real model.
    """
    gens: dict[str, store.Generation] = {}
    for q in questions:
        if q.pdf_path in gens:
            continue
        pdf = Path(q.pdf_path)
        given = (index_dirs or {}).get(pdf.name)
        if given is not None and pdf.is_file() and not rebuild and usable_index(Path(given), pdf):
            d = Path(given)
        else:
            d = index_for(pdf, index_root, rebuild=rebuild, log=log)
        gens[q.pdf_path] = backend.load(d)
    return gens


def answer_one(q: EvalQuestion, gen: store.Generation) -> tuple[Optional[Answer], float, str]:
    """(answer or None, milliseconds, error) for one question, timed around `ask` alone."""
    t0 = time.perf_counter()
    try:
        ans = answer.ask(q.question, gen.path.parent, gen=gen)
        return ans, (time.perf_counter() - t0) * 1000, ""
    except Exception as exc:   # a crash is a result to report, not a reason to stop the run
        return None, (time.perf_counter() - t0) * 1000, f"{type(exc).__name__}: {exc}"


def _warm_up(gens: dict[str, store.Generation]) -> None:
    """Load models and lazy imports before timing anything."""
    for gen in gens.values():
        query_encoder(gen).encode(["warm up"])
        gen.faiss_index()


def prepare(question_files: list[Path], *, pdf_dir: Optional[Path] = None,
            index_root: Optional[Path] = None, kinds: Optional[Iterable[str]] = None,
            index_dirs: Optional[dict[str, Path]] = None, rebuild: bool = False,
            log: Optional[Log] = None) -> tuple[list[EvalQuestion], dict[str, store.Generation]]:
    """The questions of the given files and one loaded index generation per PDF."""
    questions: list[EvalQuestion] = []
    for f in question_files:
        questions.extend(load_questions(Path(f), pdf_dir, kinds))
    if not questions:
        raise UsageError("no questions to evaluate" + (" of the kinds given" if kinds else ""))
    root = Path(index_root) if index_root is not None else default_index_root()
    gens = load_generations(questions, root, index_dirs=index_dirs, rebuild=rebuild, log=log)
    _warm_up(gens)
    return questions, gens


def evaluate(questions: list[EvalQuestion], gens: dict[str, store.Generation],
             question_files: Iterable = ()) -> Report:
    """Ask every question of its PDF's index and score the answers."""
    t_start = time.perf_counter()
    reader = EvidenceReader()
    results = []
    try:
        for q in questions:
            gen = gens[q.pdf_path]
            ans, ms, err = answer_one(q, gen)
            rec = prec = None
            if q.page is not None:
                rec, prec = retrieval_at(gen, q.question, q.page, query_encoder(gen))
            if ans is None:
                results.append(QuestionResult(
                    pdf=q.pdf, question=q.question, kind=q.kind, expected=q.expected,
                    must_contain=q.must_contain, page=q.page, outcome="error", reasons=[err],
                    answer="", confidence=0.0, handler="", cited_pages=[], citations=[], cited=None,
                    citation_ok=None, recall_at_10=rec, precision_at_5=prec, latency_ms=round(ms, 1),
                    source=q.source))
                continue
            outcome, reasons = score(q, ans)
            abstained = is_abstention(ans)
            results.append(QuestionResult(
                pdf=q.pdf, question=q.question, kind=q.kind, expected=q.expected,
                must_contain=q.must_contain, page=q.page, outcome=outcome, reasons=reasons,
                answer=ans.answer, confidence=round(float(ans.confidence), 3), handler=ans.handler,
                cited_pages=sorted({c.page for c in ans.citations}),
                citations=[_citation_dict(c) for c in ans.citations],
                cited=None if abstained else bool(ans.citations),
                citation_ok=citation_holds(q, ans, reader),
                recall_at_10=rec, precision_at_5=prec, latency_ms=round(ms, 1), source=q.source))
    finally:
        reader.close()
    return Report(results=results, indexes={Path(p).name: str(g.path.parent) for p, g in gens.items()},
                  gate=answer.GATE, question_files=[str(f) for f in question_files],
                  seconds=time.perf_counter() - t_start)


def run(question_files: list[Path], *, pdf_dir: Optional[Path] = None, index_root: Optional[Path] = None,
        kinds: Optional[Iterable[str]] = None, index_dirs: Optional[dict[str, Path]] = None,
        rebuild: bool = False, log: Optional[Log] = None) -> Report:
    """Evaluate every question of the given files; indexes are built or reused first."""
    questions, gens = prepare(question_files, pdf_dir=pdf_dir, index_root=index_root, kinds=kinds,
                              index_dirs=index_dirs, rebuild=rebuild, log=log)
    return evaluate(questions, gens, question_files)


def default_index_root() -> Path:
    return store.default_index_dir() / "eval"


