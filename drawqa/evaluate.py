"""`drawqa eval`: answer a question set against one index per PDF and score every answer.

A question set is JSON lines (the format of ../shared/eval/questions.jsonl): `pdf`, `question`,
`expected` (null: the set has no answer), `must_contain`, `page`, `sheet_id`, `kind`, `ocr`.

Scoring (issue 5):
- correct: abstained where `expected` is null; otherwise every `must_contain` string is in the
  answer (lower-cased, white space collapsed), the answer is at most 400 characters, and a
  citation is on `page`;
- partial: answered in part -- the answer says which parts it did not find, and what it does
  state holds some of the expected answer on the expected page;
- wrong: answered, but neither correct nor partial (the number that must stay zero);
- missed: abstained on an answerable question;
- error: `ask` raised (a bug, counted apart and never correct).

Also measured: citation correctness (the cited boxes on the cited pages hold the must_contain
text, read from the page's own words; for OCR evidence the citation's text stands in), whether
an answer is cited at all, retrieval recall@10 / precision@5 of the expected page, and latency.

Every PDF gets its own index under an index root (`indexes/eval/<stem>-<sha256[:12]>/`), reused
while the PDF and the indexing code are unchanged and rebuilt otherwise.
"""
from __future__ import annotations

import ast
import hashlib
import json
import re
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Optional

from . import backend, store
from .errors import DrawqaError, EvalThresholdError, UsageError
from .models import Answer

MAX_ANSWER_CHARS = 400
RECALL_K = 10
PRECISION_K = 5
STAMP = "eval-stamp.json"
OUTCOMES = ("correct", "partial", "wrong", "missed", "error")

Log = Callable[[str], None]


# --------------------------------------------------------------------------- questions

@dataclass
class EvalQuestion:
    pdf: str
    question: str
    expected: Optional[str]
    must_contain: list[str]
    page: Optional[int]
    sheet_id: Optional[str]
    kind: str
    ocr: bool = False
    note: str = ""
    source: str = ""           # "file:line", for messages
    pdf_path: str = ""         # resolved path of the PDF

    @property
    def answerable(self) -> bool:
        return self.expected is not None


def load_questions(path: Path, pdf_dir: Optional[Path] = None,
                   kinds: Optional[Iterable[str]] = None) -> list[EvalQuestion]:
    """The questions of one JSONL file, PDFs resolved against pdf_dir (default: the file's folder)."""
    path = Path(path)
    if not path.is_file():
        raise UsageError(f"{path}: no such question file")
    base = Path(pdf_dir) if pdf_dir is not None else path.parent
    wanted = {k.lower() for k in kinds} if kinds else None
    out: list[EvalQuestion] = []
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        where = f"{path}:{no}"
        try:
            d = json.loads(line)
        except ValueError as exc:
            raise UsageError(f"{where}: not valid JSON ({exc})") from exc
        if not isinstance(d, dict) or not d.get("pdf") or not d.get("question"):
            raise UsageError(f"{where}: each line needs at least \"pdf\" and \"question\"")
        must = d.get("must_contain") or []
        if isinstance(must, str):
            must = [must]
        page = d.get("page")
        if page is not None and (not isinstance(page, int) or page < 1):
            raise UsageError(f"{where}: \"page\" must be a 1-based page number or null")
        expected = d.get("expected")
        kind = str(d.get("kind") or ("none" if expected is None else "other"))
        if wanted is not None and kind.lower() not in wanted:
            continue
        pdf = base / d["pdf"]
        out.append(EvalQuestion(pdf=Path(d["pdf"]).name, question=str(d["question"]), expected=expected,
                                must_contain=[str(m) for m in must], page=page,
                                sheet_id=d.get("sheet_id"), kind=kind, ocr=bool(d.get("ocr", False)),
                                note=str(d.get("note") or ""), source=where, pdf_path=str(pdf)))
    return out


# --------------------------------------------------------------------------- scoring

def norm(text: str) -> str:
    """How answers and must_contain strings are compared: lower case, white space collapsed."""
    return " ".join(str(text).lower().split())


def is_abstention(ans: Answer) -> bool:
    from .answer import NO_EVIDENCE

    return ans.answer.strip().lower().startswith(NO_EVIDENCE)


def score(q: EvalQuestion, ans: Answer) -> tuple[str, list[str]]:
    """(outcome, reasons): outcome is correct, wrong or missed, as issue 5 defines them."""
    if is_abstention(ans):
        return ("correct", []) if not q.answerable else ("missed", ["abstained"])
    if not q.answerable:
        return "wrong", ["answered a question the set does not answer"]
    reasons = []
    text = norm(ans.answer)
    missing = [m for m in q.must_contain if norm(m) not in text]
    if missing:
        reasons.append("missing " + ", ".join(repr(m) for m in missing))
    if len(ans.answer) > MAX_ANSWER_CHARS:
        reasons.append(f"answer is {len(ans.answer)} characters (> {MAX_ANSWER_CHARS})")
    if q.page is not None and not any(c.page == q.page for c in ans.citations):
        cited = sorted({c.page for c in ans.citations})
        reasons.append(f"no citation on page {q.page} (cited: {', '.join(map(str, cited)) or 'none'})")
    if not reasons:
        return "correct", []
    if ans.missing_parts and _stated_part_holds(q, ans):
        return "partial", reasons + ["said not found: " + "; ".join(ans.missing_parts)]
    return "wrong", reasons


def _stated_part_holds(q: EvalQuestion, ans: Answer) -> bool:
    """A partial answer: what it states holds some of the expected answer, on the expected
    page, and it says which parts it did not find. Anything else that misses is wrong."""
    text = norm(ans.answer)
    if not any(norm(m) in text for m in q.must_contain):
        return False
    return q.page is None or any(c.page == q.page for c in ans.citations)


class EvidenceReader:
    """The words a citation's box covers, read from the PDF itself (displayed coordinates)."""

    TOLERANCE = 1.5   # points; citation boxes are rounded to 0.1 pt

    def __init__(self):
        self._docs: dict[str, object] = {}
        self._words: dict[tuple[str, int], list[tuple[tuple[float, float, float, float], str]]] = {}

    def words(self, pdf_path: str, page: int):
        key = (pdf_path, page)
        if key not in self._words:
            import pymupdf

            doc = self._docs.get(pdf_path)
            if doc is None:
                doc = self._docs[pdf_path] = pymupdf.open(pdf_path)
            out = []
            if 1 <= page <= doc.page_count:
                pg = doc[page - 1]
                m = pg.rotation_matrix
                for w in pg.get_text("words"):
                    r = pymupdf.Rect(w[:4]) * m
                    r.normalize()
                    out.append(((r.x0, r.y0, r.x1, r.y1), w[4]))
            self._words[key] = out
        return self._words[key]

    def text_in(self, pdf_path: str, page: int, bbox) -> str:
        x0, y0, x1, y1 = bbox
        t = self.TOLERANCE
        picked = []
        for (a, b, c, d), w in self.words(pdf_path, page):
            cx, cy = (a + c) / 2, (b + d) / 2
            if x0 - t <= cx <= x1 + t and y0 - t <= cy <= y1 + t:
                picked.append(w)
        return " ".join(picked)

    def close(self) -> None:
        for d in self._docs.values():
            d.close()
        self._docs.clear()
        self._words.clear()


def _evidence_norm(text: str) -> str:
    from .tokens import normalize

    return norm(normalize(text))


def citation_holds(q: EvalQuestion, ans: Answer, reader: EvidenceReader) -> Optional[bool]:
    """True when the cited boxes hold every must_contain string; None when it does not apply.

    The evidence is the page's own words inside each cited box, plus the sheet ID the citation
    names; for OCR citations (no text layer to read) the citation's own text stands in.
    """
    if is_abstention(ans) or not q.must_contain or not ans.citations:
        return None if (is_abstention(ans) or not q.must_contain) else False
    parts = []
    for c in ans.citations:
        parts.append(c.sheet_id or "")   # a citation names its sheet: "which sheet ..." answers
        if c.source == "ocr":
            parts.append(c.text)      # no text layer to check against: the OCR text is the evidence
        else:
            parts.append(reader.text_in(q.pdf_path, c.page, c.bbox))
    evidence = _evidence_norm(" ".join(parts))
    squeezed = evidence.replace(" ", "")
    for m in q.must_contain:
        m = _evidence_norm(m)
        if m not in evidence and m.replace(" ", "") not in squeezed:
            return False
    return True


def retrieval_at(gen: store.Generation, question: str, page: int, encoder) -> tuple[float, float]:
    """(recall@10, precision@5) of the expected page among the fused hits of the question."""
    from .question import parse
    from .retrieve import search

    text = parse(question).text
    qvec = encoder.encode([text])[0]
    hits = search(gen, text, qvec, fused_k=max(RECALL_K, PRECISION_K))
    pages = [h.chunk.page for h in hits]
    recall = 1.0 if page in pages[:RECALL_K] else 0.0
    top = pages[:PRECISION_K]
    precision = sum(1 for p in top if p == page) / PRECISION_K if top else 0.0
    return recall, precision


# --------------------------------------------------------------------------- indexes

def _import_closure(root_module: str) -> list[Path]:
    """Source files of drawqa that `root_module` imports, directly or not (read statically)."""
    pkg = Path(__file__).resolve().parent
    seen: set[str] = set()
    todo = [root_module]
    files = []
    while todo:
        mod = todo.pop()
        if mod in seen:
            continue
        seen.add(mod)
        path = pkg / f"{mod}.py"
        if not path.is_file():
            continue
        files.append(path)
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                if node.module:
                    todo.append(node.module.split(".")[0])
                else:
                    todo.extend(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("drawqa."):
                todo.append(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                todo.extend(a.name.split(".")[1] for a in node.names if a.name.startswith("drawqa."))
    return sorted(files)


def code_fingerprint() -> str:
    """A hash of the code that builds an index: when it changes, eval indexes are rebuilt."""
    h = hashlib.sha256()
    for p in _import_closure("index"):
        h.update(p.name.encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]


def _ocr_available() -> bool:
    try:
        from .ocr import tesseract_available

        return bool(tesseract_available())
    except Exception:
        return False


def _stamp_for(pdf: Path, digest: str) -> dict:
    from .embed import MODEL_NAME

    return {"pdf": pdf.name, "sha256": digest, "code": code_fingerprint(), "model": MODEL_NAME,
            "ocr": _ocr_available()}


def usable_index(index_dir: Path, pdf: Path, digest: Optional[str] = None) -> bool:
    """True when index_dir holds exactly this PDF (same content) embedded with the real model."""
    from .embed import MODEL_NAME

    try:
        gen = backend.load(index_dir)
    except DrawqaError:
        return False
    digest = digest or store.sha256_file(pdf)
    files = gen.manifest.get("files", [])
    return (gen.manifest.get("model") == MODEL_NAME and len(files) == 1
            and files[0].get("file") == pdf.name and files[0].get("sha256") == digest)


def index_for(pdf: Path, index_root: Path, *, rebuild: bool = False, log: Optional[Log] = None) -> Path:
    """The index of one PDF under index_root, built if missing or stale."""
    from .index import build

    pdf = Path(pdf)
    if not pdf.is_file():
        raise UsageError(f"{pdf}: PDF of the question set not found (use --pdf-dir)")
    digest = store.sha256_file(pdf)
    index_dir = Path(index_root) / f"{pdf.stem}-{digest[:12]}"
    stamp = _stamp_for(pdf, digest)
    stamp_path = index_dir / STAMP
    try:
        old = json.loads(stamp_path.read_text())
    except (OSError, ValueError):
        old = None
    if not rebuild and old == stamp and usable_index(index_dir, pdf, digest):
        return index_dir
    why = ("--reindex" if rebuild else "no index yet" if old is None
           else "the indexing code changed" if old.get("code") != stamp["code"] else "index is stale")
    if log:
        log(f"indexing {pdf.name} ({why}) -> {index_dir}")
    stamp_path.unlink(missing_ok=True)
    # fresh: a full rebuild (build() would otherwise carry the old chunks over)
    report = build([str(pdf)], index_dir, prune=True, fresh=True)
    if log:
        log(report.summary())
    if report.indexed < 1:
        raise DrawqaError(f"{pdf}: could not be indexed")
    tmp = stamp_path.with_suffix(".tmp")
    tmp.write_text(json.dumps(stamp, indent=1))
    tmp.replace(stamp_path)
    return index_dir


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
    import numpy as np

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
    from .answer import ask

    t0 = time.perf_counter()
    try:
        ans = ask(q.question, gen.path.parent, gen=gen)
        return ans, (time.perf_counter() - t0) * 1000, ""
    except Exception as exc:   # a crash is a result to report, not a reason to stop the run
        return None, (time.perf_counter() - t0) * 1000, f"{type(exc).__name__}: {exc}"


def _warm_up(gens: dict[str, store.Generation]) -> None:
    """Load models and lazy imports before timing anything."""
    from .retrieve import query_encoder
    from .handlers import HANDLERS  # noqa: F401

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
    from .answer import GATE
    from .retrieve import query_encoder

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
                  gate=GATE, question_files=[str(f) for f in question_files],
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


# --------------------------------------------------------------------------- output

def _pct(v: Optional[float]) -> str:
    return "-" if v is None else f"{100 * v:.0f}%" if v in (0, 1) else f"{100 * v:.1f}%"


def _ms(v: Optional[float]) -> str:
    return "-" if v is None else f"{v:.0f}"


COLUMNS = ["kind", "n", "correct", "partial", "wrong", "missed", "accuracy", "cited", "cite ok",
           "recall@10", "prec@5", "p50 ms", "p95 ms"]


def _row(name: str, s: dict) -> list[str]:
    missed = str(s["missed"]) + (f" +{s['error']} err" if s["error"] else "")
    return [name, str(s["n"]), str(s["correct"]), str(s["partial"]), str(s["wrong"]), missed, _pct(s["accuracy"]),
            _pct(s["cited"]), _pct(s["citation_correct"]), _pct(s["recall_at_10"]),
            _pct(s["precision_at_5"]), _ms(s["latency_p50_ms"]), _ms(s["latency_p95_ms"])]


def markdown_table(header: list[str], rows: list[list[str]]) -> str:
    """An aligned Markdown table: readable in a terminal and pasteable into the README."""
    widths = [max(len(header[i]), *(len(r[i]) for r in rows)) for i in range(len(header))]
    numeric = [all(re.fullmatch(r"[-+]?[\d.,]*%?( \+\d+ err)?|-", r[i]) for r in rows)
               for i in range(len(header))]

    def line(cells):
        return "| " + " | ".join(c.rjust(w) if numeric[i] else c.ljust(w)
                                 for i, (c, w) in enumerate(zip(cells, widths))) + " |"

    sep = "|" + "|".join(("-" * (w + 1) + ":") if numeric[i] else ("-" * (w + 2))
                         for i, w in enumerate(widths)) + "|"
    return "\n".join([line(header), sep] + [line(r) for r in rows])


def set_label(path: str) -> str:
    """A question file as its folder and name (every set is called questions.jsonl)."""
    p = Path(path)
    return f"{p.parent.name}/{p.name}" if p.parent.name else p.name


def summary_table(report: Report) -> str:
    s = report.summary()
    rows = [_row(k, v) for k, v in s["by_kind"].items()]
    if len(s["by_set"]) > 1:
        rows += [_row(f"set {set_label(name)}", v) for name, v in s["by_set"].items()]
    rows.append(_row("overall", s["overall"]))
    return markdown_table(COLUMNS, rows)


def format_failures(report: Report) -> str:
    out = []
    for r in report.failures:
        where = f"p.{r.page}" if r.page else "no page"
        out.append(f"- [{r.outcome.upper()}] {r.pdf} ({r.kind}, {where}): {r.question}")
        out.append(f"    expected: {r.expected if r.expected is not None else '(no answer: abstain)'}")
        if r.outcome == "error":
            out.append(f"    error:    {'; '.join(r.reasons)}")
            continue
        cited = ", ".join(map(str, r.cited_pages)) or "-"
        out.append(f"    answer:   {r.answer}")
        out.append(f"              conf {r.confidence:.3f}, handler {r.handler}, cited page(s) {cited}")
        if r.reasons and r.outcome == "wrong":
            out.append(f"    why:      {'; '.join(r.reasons)}")
    return "\n".join(out)


def format_report(report: Report) -> str:
    s = report.summary()["overall"]
    head = (f"drawqa eval: {s['n']} questions from {', '.join(report.question_files)}; gate {report.gate}; "
            f"{report.seconds:.0f}s")
    parts = [head, "", summary_table(report), ""]
    parts.append(f"accuracy {_pct(s['accuracy'])}  correct {s['correct']}  partial {s['partial']}  wrong {s['wrong']}  "
                 f"missed {s['missed']}" + (f"  errors {s['error']}" if s["error"] else ""))
    fails = report.failures
    parts += ["", f"failures ({len(fails)}):" if fails else "failures: none"]
    if fails:
        parts.append(format_failures(report))
    return "\n".join(parts)


def check(report: Report, fail_under: Optional[float] = None, max_wrong: Optional[int] = None) -> None:
    """Raise EvalThresholdError when the report misses the CI limits (accuracy 0-1 or percent)."""
    s = report.summary()["overall"]
    problems = []
    if fail_under is not None:
        limit = fail_under / 100 if fail_under > 1 else fail_under
        if (s["accuracy"] or 0.0) < limit:
            problems.append(f"accuracy {_pct(s['accuracy'])} is under {_pct(limit)}")
    if max_wrong is not None and s["wrong"] + s["error"] > max_wrong:
        problems.append(f"{s['wrong']} wrong" + (f" and {s['error']} errors" if s["error"] else "")
                        + f" (allowed: {max_wrong})")
    if problems:
        raise EvalThresholdError("; ".join(problems))


def command(question_files: list[Path], *, pdf_dir: Optional[Path] = None, index_root: Optional[Path] = None,
            kinds: Optional[Iterable[str]] = None, rebuild: bool = False, as_json: bool = False,
            calibrate: bool = False, log: Optional[Log] = None) -> tuple[str, Report]:
    """What `drawqa eval` prints, and the report (for the CI limits)."""
    questions, gens = prepare(question_files, pdf_dir=pdf_dir, index_root=index_root, kinds=kinds,
                              rebuild=rebuild, log=log)
    report = evaluate(questions, gens, question_files)
    cal = None
    if calibrate:
        from .calibrate import calibrate as run_calibration

        cal = run_calibration(questions, gens, report)
    if as_json:
        d = report.to_dict()
        if cal is not None:
            d["calibration"] = cal.to_dict()
        return json.dumps(d, ensure_ascii=False, indent=1), report
    text = format_report(report)
    if cal is not None:
        from .calibrate import format_calibration

        text += "\n\n" + format_calibration(cal)
    return text, report
