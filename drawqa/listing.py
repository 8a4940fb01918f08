"""What `drawqa sheets` and `drawqa search` list, as plain dicts (their filters: drawqa.filters).

Records here are the stable, scriptable shapes (one JSON object per line); drawqa.cli.render
turns them into text for people.
"""
from __future__ import annotations

from datetime import datetime
from typing import Optional

from .filters import Filters
from .models import Hit, Sheet
from .question import parse
from .retrieve import search_text
from .store import Generation

SNIPPET_CHARS = 240
_DATE_FORMATS = ("%m/%d/%Y", "%m/%d/%y", "%Y-%m-%d", "%m-%d-%Y", "%m-%d-%y", "%m.%d.%Y",
                 "%m.%d.%y", "%d %B %Y", "%B %d, %Y", "%b %d, %Y", "%d %b %Y")


# ---------------------------------------------------------------------------------------------
# sheets


def _parse_date(text: str) -> Optional[datetime]:
    text = " ".join((text or "").split())
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            continue
    return None


def _rev_key(rev: str) -> tuple:
    rev = (rev or "").strip()
    return (1, int(rev), "") if rev.isdigit() else (0, 0, rev.upper())


def latest_revision(sheet: Sheet) -> Optional[dict]:
    """The newest revision of a sheet: by date when the dates read, else by mark, else the last."""
    revs = [r for r in sheet.revisions if isinstance(r, dict)]
    if not revs:
        return None
    dated = [(d, i, r) for i, r in enumerate(revs) if (d := _parse_date(r.get("date", ""))) is not None]
    if len(dated) == len(revs):
        return max(dated, key=lambda t: (t[0], _rev_key(t[2].get("rev", "")), t[1]))[2]
    return max(enumerate(revs), key=lambda t: (_rev_key(t[1].get("rev", "")), t[0]))[1]


def sheet_listing(s: Sheet) -> dict:
    rev = latest_revision(s)
    return {"sheet_id": s.sheet_id, "title": s.title, "discipline": s.discipline, "file": s.file,
            "page": s.page, "schedules": list(s.schedules),
            "latest_revision": ({k: rev.get(k, "") for k in ("rev", "date", "description")}
                                if rev else None),
            "revisions": len(s.revisions), "id_source": s.id_source, "source": s.source, "turn": s.turn}


def sheet_records(gen: Generation) -> list[dict]:
    return [sheet_listing(s) for s in gen.sheets]


# ---------------------------------------------------------------------------------------------
# search


def snippet(text: str, n: int = SNIPPET_CHARS) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= n else text[: n - 3].rstrip() + "..."


def hit_record(rank: int, h: Hit, text: bool = True) -> dict:
    """One fused hit with its provenance. Ranks are 1-based; a null rank means that retriever
    did not return the chunk (dense: cosine similarity; sparse: BM25 score)."""
    c = h.chunk
    d = {"rank": rank, "id": c.id, "score": round(float(h.score), 6), "file": c.file, "page": c.page,
         "sheet_id": c.sheet_id, "sheet_title": c.sheet_title, "section": c.section, "kind": c.kind,
         "table": c.table, "bbox": [round(float(v), 1) for v in c.bbox], "source": c.source,
         "dense_rank": None if h.dense_rank is None else h.dense_rank + 1,
         "dense_score": None if h.dense_score is None else round(float(h.dense_score), 4),
         "sparse_rank": None if h.sparse_rank is None else h.sparse_rank + 1,
         "sparse_score": None if h.sparse_score is None else round(float(h.sparse_score), 4)}
    if text:
        d["text"] = snippet(c.text)
    return d


def search(gen: Generation, query: str, filters: Optional[Filters] = None, top_k: int = 10) -> list[Hit]:
    """The fused hits for a query: the encoder and fusion `ask` uses, with only the given
    filters (ask also narrows to sheets the question names; see drawqa.answer)."""
    return search_text(gen, parse(query).text, filters, top_k)
