"""The report tables `drawqa eval` prints: by kind and set, the failures, in Markdown."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Optional

from .run import Report


# --------------------------------------------------------------------------- output

def pct(v: Optional[float]) -> str:
    return "-" if v is None else f"{100 * v:.0f}%" if v in (0, 1) else f"{100 * v:.1f}%"


def _ms(v: Optional[float]) -> str:
    return "-" if v is None else f"{v:.0f}"


COLUMNS = ["kind", "n", "correct", "partial", "wrong", "missed", "accuracy", "cited", "cite ok",
           "recall@10", "prec@5", "p50 ms", "p95 ms"]


def _row(name: str, s: dict) -> list[str]:
    missed = str(s["missed"]) + (f" +{s['error']} err" if s["error"] else "")
    return [name, str(s["n"]), str(s["correct"]), str(s["partial"]), str(s["wrong"]), missed, pct(s["accuracy"]),
            pct(s["cited"]), pct(s["citation_correct"]), pct(s["recall_at_10"]),
            pct(s["precision_at_5"]), _ms(s["latency_p50_ms"]), _ms(s["latency_p95_ms"])]


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
    parts.append(f"accuracy {pct(s['accuracy'])}  correct {s['correct']}  partial {s['partial']}  wrong {s['wrong']}  "
                 f"missed {s['missed']}" + (f"  errors {s['error']}" if s["error"] else ""))
    fails = report.failures
    parts += ["", f"failures ({len(fails)}):" if fails else "failures: none"]
    if fails:
        parts.append(format_failures(report))
    return "\n".join(parts)


