"""What every handler shares: the context it reads and the shape of what it returns.

A handler declares the question kinds it takes (`kinds`) and returns an `Answer` with the
chunks that prove it, an `Abstain` when its evidence says the set cannot answer (so nothing
weaker may guess), or None to let the next handler try.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Optional, Protocol

from drawqa.models import Answer, Chunk, Citation, Hit, Sheet
from drawqa.question import Question
from drawqa.store import KIND_CODES, Generation
from drawqa.tokens import tokenize


@dataclass
class Abstain:
    reason: str
    handler: str = ""


@dataclass
class Context:
    gen: Generation
    question: Question
    hits: list[Hit]
    sheets_in_scope: Optional[list[Sheet]] = None
    filters: Optional[object] = None      # the user's --section/--file/... filters (retrieve.Filters)
    _rows: Optional[list[Chunk]] = field(default=None, repr=False)

    @property
    def sheets(self) -> list[Sheet]:
        return self.sheets_in_scope if self.sheets_in_scope is not None else self.gen.sheets

    def in_scope(self, c: Chunk) -> bool:
        if self.sheets_in_scope is None:
            return True
        return any(s.file == c.file and s.page == c.page for s in self.sheets_in_scope)

    def rows(self) -> list[Chunk]:
        """Every schedule row of the set (they are few; read once per question)."""
        if self._rows is None:
            ids = [i for i in range(self.gen.n_chunks) if self.gen.meta[i, 4] == KIND_CODES.index("row")]
            self._rows = [c for c in (self.gen.chunk(i) for i in ids) if self.in_scope(c)]
        return self._rows

    def chunks_of_kind(self, kind: str) -> list[Chunk]:
        ids = [i for i in range(self.gen.n_chunks) if self.gen.meta[i, 4] == KIND_CODES.index(kind)]
        return [c for c in (self.gen.chunk(i) for i in ids) if self.in_scope(c)]

    def section_chunks(self, section: str) -> list[Chunk]:
        from drawqa.store import SECTION_CODES

        code = SECTION_CODES.index(section)
        ids = [i for i in range(self.gen.n_chunks) if self.gen.meta[i, 3] == code
               and self.gen.meta[i, 4] == KIND_CODES.index("chunk")]
        return [c for c in (self.gen.chunk(i) for i in ids) if self.in_scope(c)]


class Handler(Protocol):
    name: str
    kinds: frozenset[str]

    def accepts(self, q: Question) -> bool: ...

    def answer(self, ctx: Context) -> Answer | Abstain | None: ...


def units(c: Chunk) -> list[tuple[str, tuple[float, float, float, float]]]:
    """A chunk's citable pieces (blocks or rows) with their own boxes."""
    if c.units:
        return [(u[0], tuple(u[1:5])) for u in c.units]
    return [(c.text, tuple(c.bbox))]


def cite(c: Chunk, text: Optional[str] = None, bbox=None) -> Citation:
    return Citation.from_chunk(c, text=text, bbox=bbox)


def make_answer(ctx: Context, text: str, confidence: float, handler: str,
                evidence: Iterable[tuple[Chunk, Optional[str], Optional[tuple]]]) -> Answer:
    """An answer with one citation per (chunk, cited text, bbox); OCR evidence costs confidence."""
    cites, seen = [], set()
    ocr = False
    for c, t, b in evidence:
        key = (c.file, c.page, tuple(b) if b else tuple(c.bbox))
        if key in seen:
            continue
        seen.add(key)
        cites.append(cite(c, t, b))
        ocr = ocr or c.source == "ocr"
    if ocr:
        confidence *= 0.9
    return Answer(question=ctx.question.raw, answer=shorten(text), confidence=min(confidence, 0.99),
                  handler=handler, citations=cites)


def shorten(text: str, limit: int = 300) -> str:
    """Answers are short statements: cut at a sentence or word boundary under the limit."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit]
    for sep in (". ", "; ", ", ", " "):
        i = cut.rfind(sep)
        if i > limit * 0.5:
            return cut[:i + (1 if sep.strip() else 0)].rstrip() + " …"
    return cut + " …"


def has_word(text: str, word: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text, re.I) is not None


def token_set(text: str) -> set[str]:
    out = set()
    for t in tokenize(text):
        out.add(t)
        if len(t) > 3 and t.endswith("s"):
            out.add(t[:-1])
    return out
