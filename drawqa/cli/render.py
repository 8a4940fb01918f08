"""Text for people: a readable answer and the sheets table (scripts get JSON instead)."""
from __future__ import annotations

import shutil
import textwrap
from typing import Iterable, Optional


def citation_label(c: dict) -> str:
    """`A2.1 p.4 schedule` — how a person refers to a citation."""
    parts = [c.get("sheet_id") or "?", f"p.{c.get('page', '?')}"]
    if c.get("section"):
        parts.append(str(c["section"]))
    return " ".join(parts)


def _width() -> int:
    return max(60, min(120, shutil.get_terminal_size((100, 24)).columns))


def _one_line(text: str, n: int) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= n else text[: n - 3].rstrip() + "..."


def answer_text(ans: dict, images: Optional[list[str]] = None, width: Optional[int] = None) -> str:
    """Answer, confidence and citations, e.g.

        NFPA 13D ...
        confidence 0.54 (generic)
        citations:
          [1] G-001 p.1 general  sample_plan_set.pdf  "DEFERRED SUBMITTALS 1. FIRE ..."
    """
    width = width or _width()
    out = [textwrap.fill(" ".join(str(ans.get("answer", "")).split()), width=width) or "(empty)"]
    conf = ans.get("confidence")
    meta = f"confidence {conf:.2f}" if isinstance(conf, (int, float)) else "confidence ?"
    if ans.get("handler"):
        meta += f" ({ans['handler']})"
    if any("cached" in str(n) for n in ans.get("notes", [])):
        meta += ", from cache"
    out.append(meta)
    cites = ans.get("citations") or []
    if cites:
        out.append("citations:")
        for i, c in enumerate(cites, 1):
            head = f"  [{i}] {citation_label(c)}  {c.get('file', '')}"
            room = max(20, width - len(head) - 4)
            out.append(f"{head}  \"{_one_line(c.get('text', ''), room)}\"")
            if images and i <= len(images) and images[i - 1]:
                out.append(f"      evidence: {images[i - 1]}")
    notes = [str(n) for n in ans.get("notes", []) if n]
    if notes:
        out.append("notes: " + "; ".join(notes))
    return "\n".join(out)


SHEET_COLUMNS = [("SHEET", "sheet_id", 10), ("TITLE", "title", 34), ("DISCIPLINE", "discipline", 14),
                 ("FILE", "file", 40), ("PAGE", "page", 5), ("SCHEDULES", "schedules", 40),
                 ("LATEST REV", "latest_revision", 26)]


def _cell(rec: dict, key: str) -> str:
    v = rec.get(key)
    if key == "schedules":
        return ", ".join(v or []) or "-"
    if key == "latest_revision":
        if not v:
            return "-"
        return " ".join(x for x in (str(v.get("rev", "")), str(v.get("date", ""))) if x) or "-"
    return "-" if v in (None, "") else str(v)


def sheets_table(records: Iterable[dict]) -> str:
    """A fixed-width table; long cells are cut with '...' at the column's cap."""
    rows = [[_one_line(_cell(r, key), cap) for _, key, cap in SHEET_COLUMNS] for r in records]
    heads = [h for h, _, _ in SHEET_COLUMNS]
    widths = [max([len(h)] + [len(row[i]) for row in rows]) for i, h in enumerate(heads)]

    def fmt(cells):
        return "  ".join(c.rjust(w) if h == "PAGE" else c.ljust(w)
                         for c, w, h in zip(cells, widths, heads)).rstrip()

    lines = [fmt(heads), fmt(["-" * w for w in widths])] + [fmt(r) for r in rows]
    return "\n".join(lines)
