"""What every handler shares: the context it reads and the shape of what it returns.

A handler declares the question kinds it takes (`kinds`) and returns an `Answer` with the
chunks that prove it, an `Abstain` when its evidence says the set cannot answer (so nothing
weaker may guess), or None to let the next handler try.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Optional, Protocol

import numpy as np

from drawqa.legend_keys import sheet_words
from drawqa.models import Answer, Chunk, Citation, Hit, Sheet
from drawqa.question import Question
from drawqa.store import KIND_CODES, SECTION_CODES, Generation, Meta
from drawqa.tokens import tokenize

SCAN_CAP = 3000   # chunk records one scan reads at most (a ~250-sheet set has about this many rows)


class LazyPattern:
    """A regular expression compiled the first time it is used.

    Why: the handlers hold about 200 patterns and one question uses a few dozen; compiling them
    all at import cost ~20 ms of every `drawqa ask`. On first use the compiled pattern's methods
    are bound on the instance, so later calls cost what they cost on a compiled pattern."""

    _BOUND = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")

    def __init__(self, regex: str, flags: int = 0):
        self.pattern = regex
        self._flags = flags

    def __getattr__(self, name: str):
        if name.startswith("_") or name == "pattern":    # not set yet (copy, pickle): not ours
            raise AttributeError(name)
        compiled = re.compile(self.pattern, self._flags)
        for m in self._BOUND:
            setattr(self, m, getattr(compiled, m))
        return getattr(compiled, name)


def pattern(regex: str, flags: int = 0) -> LazyPattern:
    """re.compile, deferred to first use (see LazyPattern)."""
    return LazyPattern(regex, flags)


@dataclass
class Abstain:
    reason: str
    handler: str = ""
    scope: bool = False     # the question names a sheet or view the set lacks: nothing may answer


@dataclass
class Context:
    gen: Generation
    question: Question
    hits: list[Hit]
    sheets_in_scope: Optional[list[Sheet]] = None
    filters: Optional[object] = None      # the user's --section/--file/... filters (retrieve.Filters)
    refused: str = ""                     # why an earlier handler found the set cannot answer
    cache: dict = field(default_factory=dict, repr=False)   # what handlers read once per question
    _rows: Optional[list[Chunk]] = field(default=None, repr=False)

    @property
    def sheets(self) -> list[Sheet]:
        return self.sheets_in_scope if self.sheets_in_scope is not None else self.gen.sheets

    def in_scope(self, c: Chunk) -> bool:
        if self.sheets_in_scope is None:
            return True
        return any(s.file == c.file and s.page == c.page for s in self.sheets_in_scope)

    def rows(self) -> list[Chunk]:
        """The schedule rows of the set, read once per question (see `_scan` for large sets)."""
        if self._rows is None:
            self._rows = self._scan(kind="row")
        return self._rows

    def chunks_of_kind(self, kind: str, containing: Iterable[str] = ()) -> list[Chunk]:
        """`containing`: lower-case strings that every chunk the caller can use has in its record
        (as lower-case text); the other records are passed over without being parsed."""
        return self._scan(kind=kind, containing=containing)

    def section_chunks(self, section: str) -> list[Chunk]:
        return self._scan(kind="chunk", section=section)

    def _scan(self, kind: str, section: Optional[str] = None, containing: Iterable[str] = ()) -> list[Chunk]:
        """Chunks of a kind (and section) in scope, in index order, selected on meta.npy with
        numpy instead of reading every record.

        A set of a few hundred sheets has thousands of rows, and each record read is a JSON
        parse: past SCAN_CAP matches only the most relevant are read -- those on the pages the
        retrieval hit, then those holding a word of the question, then the rest in order.
        """
        meta = self.gen.meta
        mask = meta[:, Meta.KIND] == KIND_CODES.index(kind)
        if section is not None:
            mask &= meta[:, Meta.SECTION] == SECTION_CODES.index(section)
        ids = np.flatnonzero(mask)
        ids = ids[self.scope_mask(ids)]
        if ids.size > SCAN_CAP:
            ids = self._most_relevant(ids, SCAN_CAP)
        needles = list(containing)
        if needles:
            ids = [i for i, raw in zip(ids, self.gen.records(ids))
                   if all(n in raw.decode("utf-8", "replace").lower() for n in needles)]
        return [c for c in self.gen.chunks(ids) if self.in_scope(c)]

    def scope_mask(self, ids: np.ndarray) -> np.ndarray:
        """Which of these chunk ids lie on the sheets in scope (all of them without a scope),
        read off meta.npy rather than the chunk records."""
        if self.sheets_in_scope is None:
            return np.ones(len(ids), dtype=bool)
        meta, files = self.gen.meta, self.gen.files
        pm = np.zeros(len(ids), dtype=bool)
        for s in self.sheets_in_scope:
            if s.file in files:
                pm |= (meta[ids, Meta.FILE] == files.index(s.file)) & (meta[ids, Meta.PAGE] == s.page)
        return pm

    def posting_ids(self, terms: Iterable[str]) -> np.ndarray:
        """Chunk ids (sorted, distinct) whose text holds any of the (tokenized) terms."""
        bm = self.gen.bm25
        hit = np.zeros(bm.n_docs, dtype=bool)
        for t in terms:
            tid = bm.vocab.get(t)
            if tid is not None:
                hit[bm.doc_ids[int(bm.indptr[tid]):int(bm.indptr[tid + 1])]] = True
        return np.flatnonzero(hit)

    def _most_relevant(self, ids: np.ndarray, cap: int) -> np.ndarray:
        meta, files = self.gen.meta, self.gen.files
        rank = np.full(ids.size, 2, dtype=np.int8)
        posted = self.posting_ids(set(tokenize(self.question.text)))
        if posted.size:
            rank[np.isin(ids, posted)] = 1
        pages = {(files.index(h.chunk.file), h.chunk.page) for h in self.hits if h.chunk.file in files}
        if pages:
            key = meta[ids, Meta.FILE].astype(np.int64) * 1_000_000 + meta[ids, Meta.PAGE]
            rank[np.isin(key, [f * 1_000_000 + p for f, p in pages])] = 0
        keep = np.lexsort((ids, rank))[:cap]
        return np.sort(ids[keep])


class Handler(Protocol):
    name: str
    kinds: frozenset[str]

    def accepts(self, q: Question) -> bool: ...

    def answer(self, ctx: Context) -> Answer | Abstain | None: ...


def units(c: Chunk) -> list[tuple[str, tuple[float, float, float, float]]]:
    """A chunk's citable pieces (blocks or rows) with their own boxes; OCR text as drawn
    (`as_drawn`)."""
    if c.units:
        return [(as_drawn(c, u[0]), tuple(u[1:5])) for u in c.units]
    return [(as_drawn(c, c.text), tuple(c.bbox))]


# The on-centre abbreviation after a spacing (`@ 6' O.C.`) as a scan's OCR reads it: its O as a
# zero (`6' 0.c.`), and the inch mark before it as a degree sign (`12° 0.c.`) -- an angle is
# never spaced on centre. Only right after a figure with its mark: elsewhere `0.C.` may be a
# figure of its own.
_ON_CENTRE_READ = pattern(r"(?<=\d)(?P<mark>['\"\u2019\u201d\u00b0])(?P<gap>\s*)[0oO](?P<dot>\.?)(?P<c>[cC])"
                          r"(?P<end>\.?)(?![A-Za-z0-9])")


def _on_centre(m: re.Match) -> str:
    mark = '"' if m.group("mark") == "\u00b0" else m.group("mark")
    o = "O" if m.group("c") == "C" else "o"
    return f"{mark}{m.group('gap')}{o}{m.group('dot')}{m.group('c')}{m.group('end')}"


# A feet-inches dimension whose marks OCR read as curly quotes (`15’-0”`): a drawing's foot and
# inch marks are straight primes, and a quote there is what the sheet shows as one.
_CURLY_MARKS = pattern(r"(?<=\d)[\u2019\u2032](?=-\d)|(?<=\d['\u2019\u2032]-\d)[\u201d\u201c\u2033]|"
                       r"(?<=\d['\u2019\u2032]-\d\d)[\u201d\u201c\u2033]")


def _straight_mark(m: re.Match) -> str:
    return "'" if m.group(0) in "\u2019\u2032" else '"'


def as_drawn(c: Chunk, text: str) -> str:
    """OCR text with the misreads that only their context settles put right (`_ON_CENTRE_READ`,
    `_CURLY_MARKS`); the text layer's text as it is. Every character keeps its place."""
    if c.source != "ocr":
        return text
    return _CURLY_MARKS.sub(_straight_mark, _ON_CENTRE_READ.sub(_on_centre, text))


# Two words joined by a slash that OCR read as I (`WALL/CEILING` -> `WALLICEILING`): a capital
# word holding an I between two words of at least SLASH_HALF letters.
_JOINED_AT_I = pattern(r"(?<![\w/-])[A-Z]{9,}(?![\w/-])")
SLASH_HALF = 4
RARE_READING = 2      # chunks at most that hold the joined reading: a misreading, not a word


def slashes_mended(ctx: Context, text: str) -> str:
    """An OCR'd answer with `WALLICEILING` read as `WALL/CEILING`: a capital word that splits at
    an I into two words the set spells elsewhere (each of SLASH_HALF letters or more), while the
    whole is a word it hardly spells at all. A text layer's slash is a character; only OCR takes
    its thin stroke for an I."""
    bm = ctx.gen.bm25

    def known(w: str) -> bool:
        return bm.vocab.get(w.lower()) is not None

    def mend(m: re.Match) -> str:
        word = m.group(0)
        tid = bm.vocab.get(word.lower())
        if tid is not None and int(bm.indptr[tid + 1] - bm.indptr[tid]) > RARE_READING:
            return word
        splits = [i for i in range(SLASH_HALF, len(word) - SLASH_HALF)
                  if word[i] == "I" and known(word[:i]) and known(word[i + 1:])]
        return f"{word[:splits[0]]}/{word[splits[0] + 1:]}" if len(splits) == 1 else word
    return _JOINED_AT_I.sub(mend, text)


def cite(c: Chunk, text: Optional[str] = None, bbox=None) -> Citation:
    """A citation quotes the sheet's own words (never an index-time key description)."""
    return Citation.from_chunk(c, text=sheet_words(text if text is not None else c.text), bbox=bbox)


def make_answer(ctx: Context, text: str, confidence: float, handler: str,
                evidence: Iterable[tuple[Chunk, Optional[str], Optional[tuple]]], limit: int = 300) -> Answer:
    """An answer with one citation per (chunk, cited text, bbox); OCR evidence costs confidence.
    The answer is cut to `limit` characters."""
    cites, seen = [], {}
    ocr = False
    for c, t, b in evidence:
        key = (c.file, c.page, tuple(b) if b else tuple(c.bbox))
        if key in seen:
            # Two facts read off one line cite one box: the citation quotes both.
            first = seen[key]
            if t and first.text is not None and t not in first.text:
                first.text = f"{first.text} {t}"
            continue
        seen[key] = cite(c, t, b)
        cites.append(seen[key])
        ocr = ocr or c.source == "ocr"
    if ocr:
        confidence *= 0.9
        text = slashes_mended(ctx, text)
    return Answer(question=ctx.question.raw, answer=shorten(sheet_words(text), limit),
                  confidence=min(confidence, 0.99), handler=handler, citations=cites)


def shorten(text: str, limit: int = 300) -> str:
    """Answers are short statements: cut at a sentence or word boundary under the limit."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit - 2]          # room for the " …" that marks the cut
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
