"""Question sets and how an answer is scored against one (correct, partial, wrong, missed,
error), with the evidence reading that checks citations and the retrieval measures."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Optional

import pymupdf

from .. import store
from ..answer import NO_EVIDENCE
from ..errors import UsageError
from ..models import Answer
from ..question import parse
from ..retrieve import search
from ..tokens import normalize

MAX_ANSWER_CHARS = 400
RECALL_K = 10
PRECISION_K = 5
OUTCOMES = ("correct", "partial", "wrong", "missed", "error")


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
    """How answers and must_contain strings are compared: as drawqa reads a drawing's text
    (`1½"` is `1 1/2"`, `m²` is `m2`, curly quotes straight), lower case, white space collapsed."""
    return " ".join(normalize(str(text)).lower().split())


def is_abstention(ans: Answer) -> bool:
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
    if not any(norm(m) in text for m in q.must_contain) and not _states_expected_part(q, ans):
        return False
    return q.page is None or any(c.page == q.page for c in ans.citations)


_NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                 "eight": "8", "nine": "9", "ten": "10", "single": "1"}


def _words(text: str) -> set[str]:
    out = set()
    for w in re.findall(r"[a-z]+|\d+(?:[.,/]\d+)*", text.lower()):
        w = _NUMBER_WORDS.get(w, w)
        out.add(w[:-3] + "y" if w.endswith("ies") else w.rstrip("s") if len(w) > 3 else w)
    return out


def _states_expected_part(q: EvalQuestion, ans: Answer) -> bool:
    """A stated part whose every word stands in the expected answer (`Stories: 1-STORY` against
    `20 ft x 10 ft, one story`): the must_contain strings may all belong to the part not found."""
    if not q.expected:
        return False
    expected = _words(q.expected)
    missing = {norm(p) for p in ans.missing_parts}
    for piece in ans.answer.split(";"):
        label, _, value = piece.partition(":")
        if not value.strip() or norm(value).startswith("not found") or norm(label) in missing:
            continue
        said = _words(value)
        if any(not w[0].isdigit() for w in said) and said <= expected:
            return True     # a bare number could be any part's; a value with its noun is this one
    return False


class EvidenceReader:
    """The words a citation's box covers, read from the PDF itself (displayed coordinates)."""

    TOLERANCE = 1.5   # points; citation boxes are rounded to 0.1 pt

    def __init__(self):
        self._docs: dict[str, object] = {}
        self._words: dict[tuple[str, int], list[tuple[tuple[float, float, float, float], str]]] = {}

    def words(self, pdf_path: str, page: int):
        key = (pdf_path, page)
        if key not in self._words:
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
    text = parse(question).text
    qvec = encoder.encode([text])[0]
    hits = search(gen, text, qvec, fused_k=max(RECALL_K, PRECISION_K))
    pages = [h.chunk.page for h in hits]
    recall = 1.0 if page in pages[:RECALL_K] else 0.0
    top = pages[:PRECISION_K]
    precision = sum(1 for p in top if p == page) / PRECISION_K if top else 0.0
    return recall, precision


