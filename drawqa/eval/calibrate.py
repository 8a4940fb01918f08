"""Calibrate the confidence gate from evaluation data (`drawqa eval --calibrate`).

For every question the real `ask` runs with the gate lifted out of reach, and each handler's
result is recorded in order: (handler, confidence, cited?, abstained?) and how that result
would score. `ask` returns the first cited handler result whose confidence reaches the gate
(after a handler's Abstain only `after_abstain` handlers may answer), so the outcome of any gate can then be replayed
without asking again.

The proposal, in this order: the fewest wrong answers, then the most correct ones; of the
gates that tie, the middle of their range (the widest margin on both sides). A per-kind gate
(keyed by the kind `drawqa.question.parse` gives a question, the only kind `ask` knows) is
proposed only for kinds with enough questions where it does strictly better than the global
gate. Nothing here looks at the text of a question or a PDF name.
"""
from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable, Optional

from .. import answer as answer_mod
from .. import handlers as handlers_mod
from .. import store
from ..contract import acceptable
from ..handlers.base import Abstain
from ..models import Answer
from ..question import parse
from .questions import EvalQuestion, score
from .report import markdown_table, set_label
from .run import Report

MIN_SUPPORT = 5          # questions of a kind needed before it may get its own gate
MARGIN = 0.05            # how far under the lowest correct confidence a gate goes when nothing
                         # below it was wrong
NEVER = math.inf


@dataclass
class Candidate:
    handler: str
    confidence: float
    cited: bool
    abstain: bool            # the handler returned Abstain: the chain stops with no answer
    outcome: str             # how it scores if returned: correct / wrong (abstain: correct / missed)
    answer: str = ""
    after_abstain: bool = False   # its handler may still answer after another one abstained


@dataclass
class Trace:
    q: EvalQuestion
    qkind: str                                   # the parser's kind, what a per-kind gate keys on
    candidates: list[Candidate] = field(default_factory=list)
    early: str = ""                              # ask stopped before any handler (reason)
    error: str = ""

    def outcome(self, gate_of: Callable[[str], float]) -> tuple[str, Optional[Candidate]]:
        """What `ask` answers under the gate function: (outcome, the returned candidate)."""
        if self.error:
            return "error", None
        gate = gate_of(self.qkind)
        refused = False
        for c in self.candidates:
            if c.abstain:
                refused = True
                continue
            if refused and not c.after_abstain:
                continue
            if c.cited and c.confidence >= gate:
                return c.outcome, c
        return ("missed" if self.q.answerable else "correct"), None


class _Recorder:
    """Stands in for a handler module and records what it returns."""

    def __init__(self, module, sink: list):
        self._m = module
        self._sink = sink
        self.name = module.name
        self.kinds = getattr(module, "kinds", frozenset())

    def accepts(self, q) -> bool:
        return self._m.accepts(q)

    def answer(self, ctx):
        result = self._m.answer(ctx)
        if isinstance(result, Answer) and not acceptable(ctx.question.text, result):
            result = None          # `ask` passes over it as it passes over None: replay alike
        self._sink.append((self.name, result))
        return result

    def __getattr__(self, item):
        return getattr(self._m, item)


def collect(questions: list[EvalQuestion], gens: dict[str, store.Generation]) -> list[Trace]:
    """Every handler result for every question, with the gate out of reach."""
    sink: list = []
    saved_handlers = list(handlers_mod.HANDLERS)
    saved_gate = answer_mod.GATE
    saved_kinds = getattr(answer_mod, "GATE_BY_KIND", None)
    traces = []
    try:
        handlers = {h.name: h for h in saved_handlers}
        handlers_mod.HANDLERS[:] = [_Recorder(h, sink) for h in saved_handlers]
        answer_mod.GATE = NEVER
        if saved_kinds is not None:
            answer_mod.GATE_BY_KIND = {}
        for q in questions:
            sink.clear()
            t = Trace(q=q, qkind=parse(q.question).kind)
            try:
                final = answer_mod.ask(q.question, gens[q.pdf_path].path.parent, gen=gens[q.pdf_path])
            except Exception as exc:
                t.error = f"{type(exc).__name__}: {exc}"
                traces.append(t)
                continue
            for name, result in sink:
                if result is None:
                    continue
                if isinstance(result, Abstain) and result.scope:
                    t.candidates.append(Candidate(name, 0.0, False, True,
                                                  "missed" if q.answerable else "correct", result.reason))
                    break
                if isinstance(result, Abstain):
                    if not any(c.abstain for c in t.candidates):
                        t.candidates.append(Candidate(name, 0.0, False, True,
                                                      "missed" if q.answerable else "correct", result.reason))
                    continue
                outcome, _ = score(q, result)
                t.candidates.append(Candidate(name, float(result.confidence), bool(result.citations),
                                              False, outcome, result.answer,
                                              after_abstain=bool(getattr(handlers[name], "after_abstain", False))))
            if not sink:
                t.early = final.answer
            traces.append(t)
    finally:
        handlers_mod.HANDLERS[:] = saved_handlers
        answer_mod.GATE = saved_gate
        if saved_kinds is not None:
            answer_mod.GATE_BY_KIND = saved_kinds
    return traces


def counts(traces: list[Trace], gate_of: Callable[[str], float]) -> dict[str, int]:
    out = {"correct": 0, "partial": 0, "wrong": 0, "missed": 0, "error": 0}
    for t in traces:
        out[t.outcome(gate_of)[0]] += 1
    return out


def _thresholds(traces: list[Trace]) -> list[float]:
    """Every gate that changes something: the observed confidences of cited results, and 'never'."""
    seen = {float(c.confidence) for t in traces for c in t.candidates if c.cited and not c.abstain}
    return sorted(seen | {0.0}) + [NEVER]


def best_gate(traces: list[Trace]) -> dict:
    """The gate with the fewest wrong, then the most correct answers; midpoint of the tied range."""
    ts = _thresholds(traces)
    scored = [(t, counts(traces, lambda _k, t=t: t)) for t in ts]
    key = min((c["wrong"], -c["correct"]) for _, c in scored)
    ok = [i for i, (_, c) in enumerate(scored) if (c["wrong"], -c["correct"]) == key]
    # A gate t admits confidences >= t, so threshold i stands for the range (ts[i-1], ts[i]].
    i_lo, i_hi = ok[0], ok[-1]
    lo = ts[i_lo - 1] if i_lo > 0 else 0.0
    hi = ts[i_hi] if ts[i_hi] != NEVER else 1.0
    contiguous = ok == list(range(i_lo, i_hi + 1))
    if not contiguous:                     # take the highest run of tied thresholds (the safer side)
        run = [i_hi]
        while run[-1] - 1 in ok:
            run.append(run[-1] - 1)
        i_lo = run[-1]
        lo = ts[i_lo - 1] if i_lo > 0 else 0.0
    if i_lo == 0:
        # Nothing below the range needs rejecting: stay just under the lowest kept confidence
        # rather than open the gate to confidences never seen to be right.
        gate = math.floor(round(max(0.0, hi - MARGIN) * 100, 6)) / 100
    else:
        gate = round((lo + hi) / 2, 2)
        if not lo < gate <= hi:            # a narrow range: keep a third decimal
            gate = round((lo + hi) / 2, 3)
    if not (lo < gate <= hi) and not (i_lo == 0 and gate <= hi):
        gate = hi
    c = counts(traces, lambda _k: gate)
    return {"gate": gate, "range": [round(lo, 3), round(hi, 3)], **c}


def propose(traces: list[Trace], current: Callable[[str], float], min_support: int = MIN_SUPPORT) -> dict:
    """The proposed global gate and the per-kind gates that beat it, with before/after counts."""
    glob = best_gate(traces)
    by_kind: dict[str, list[Trace]] = defaultdict(list)
    for t in traces:
        by_kind[t.qkind].append(t)
    per_kind = {}
    kind_rows = []
    for kind, ts in sorted(by_kind.items()):
        at_global = counts(ts, lambda _k: glob["gate"])
        own = best_gate(ts)
        better = (own["wrong"], -own["correct"]) < (at_global["wrong"], -at_global["correct"])
        adopt = better and len(ts) >= min_support and abs(own["gate"] - glob["gate"]) >= 0.01
        if adopt:
            per_kind[kind] = own["gate"]
        kind_rows.append({"kind": kind, "n": len(ts), "at_global": at_global, "own": own,
                          "adopted": adopt, "too_few": better and len(ts) < min_support})
    gate_of = lambda k: per_kind.get(k, glob["gate"])  # noqa: E731
    return {"global": glob, "per_kind": per_kind, "kinds": kind_rows,
            "current": counts(traces, current), "proposed": counts(traces, gate_of),
            "min_support": min_support}


def handler_stats(traces: list[Trace]) -> list[dict]:
    """Per (handler, parser kind): how its cited results score, and their confidence ranges."""
    groups: dict[tuple[str, str], dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for t in traces:
        for c in t.candidates:
            if c.abstain:
                groups[(c.handler, t.qkind)]["abstain"].append(0.0)
            elif c.cited:
                groups[(c.handler, t.qkind)][c.outcome].append(c.confidence)
    rows = []
    for (h, k), g in sorted(groups.items()):
        rows.append({"handler": h, "kind": k, "correct": len(g["correct"]), "wrong": len(g["wrong"]),
                     "abstain": len(g["abstain"]),
                     "min_correct": min(g["correct"]) if g["correct"] else None,
                     "max_wrong": max(g["wrong"]) if g["wrong"] else None})
    return rows


def agreement(traces: list[Trace], report: Report, current: Callable[[str], float]) -> list[str]:
    """Questions where the replay disagrees with the real `ask` (should be none)."""
    out = []
    for t, r in zip(traces, report.results):
        sim = t.outcome(current)[0]
        if sim != r.outcome:
            out.append(f"{t.q.source}: replay says {sim}, ask said {r.outcome}")
    return out


def current_gate_fn() -> Callable[[str], float]:
    by_kind = dict(getattr(answer_mod, "GATE_BY_KIND", {}) or {})
    return lambda k: by_kind.get(k, answer_mod.GATE)


@dataclass
class Calibration:
    proposal: dict
    handlers: list[dict]
    traces: list[Trace]
    disagreements: list[str]
    current: dict

    def to_dict(self) -> dict:
        return {
            "current_gates": self.current, "proposal": self.proposal, "handlers": self.handlers,
            "disagreements": self.disagreements,
            "samples": [{"source": t.q.source, "kind": t.q.kind, "parsed_kind": t.qkind,
                         "answerable": t.q.answerable, "early": t.early, "error": t.error,
                         "candidates": [c.__dict__ for c in t.candidates]} for t in self.traces],
        }


def calibrate(questions: list[EvalQuestion], gens: dict[str, store.Generation],
              report: Optional[Report] = None, min_support: int = MIN_SUPPORT) -> Calibration:
    current = current_gate_fn()
    traces = collect(questions, gens)
    return Calibration(
        proposal=propose(traces, current, min_support), handlers=handler_stats(traces), traces=traces,
        disagreements=agreement(traces, report, current) if report is not None else [],
        current={"GATE": answer_mod.GATE, "GATE_BY_KIND": dict(getattr(answer_mod, "GATE_BY_KIND", {}) or {})})


def _f(v: Optional[float]) -> str:
    return "-" if v is None else f"{v:.3f}"


def _g(gate: float) -> str:
    return f"{gate:.3f}".rstrip("0").rstrip(".") if round(gate, 2) != gate else f"{gate:.2f}"


def _c(c: dict) -> str:
    return f"{c['correct']} correct / {c['wrong']} wrong / {c['missed']} missed" + (
        f" / {c['error']} errors" if c.get("error") else "")


def format_calibration(cal: Calibration) -> str:
    p = cal.proposal
    g = p["global"]
    lines = ["calibration: the gate is the lowest confidence `ask` returns; wrong answers first, then accuracy",
             "", "cited handler results by handler and parsed question kind:", ""]
    lines.append(markdown_table(
        ["handler", "kind", "correct", "wrong", "abstain", "min conf correct", "max conf wrong"],
        [[r["handler"], r["kind"], str(r["correct"]), str(r["wrong"]), str(r["abstain"]),
          _f(r["min_correct"]), _f(r["max_wrong"])] for r in cal.handlers]))
    lines += ["", "outcome by gate:", ""]
    grid = sorted({0.3, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, g["gate"],
                   cal.current["GATE"]})
    rows = []
    for t in grid:
        c = counts(cal.traces, lambda _k, t=t: t)
        mark = " (current)" if t == cal.current["GATE"] else ""
        mark += " (proposed)" if t == g["gate"] else ""
        rows.append([f"{_g(t)}{mark}", str(c["correct"]), str(c["wrong"]), str(c["missed"])])
    lines.append(markdown_table(["gate", "correct", "wrong", "missed"], rows))
    cur = cal.current
    per_kind = p["per_kind"]
    proposed = lambda k: per_kind.get(k, g["gate"])  # noqa: E731
    now = lambda k: cur["GATE_BY_KIND"].get(k, cur["GATE"])  # noqa: E731
    lines += ["", f"current:  GATE = {cur['GATE']}" + (f", GATE_BY_KIND = {cur['GATE_BY_KIND']}"
                                                      if cur["GATE_BY_KIND"] else "") + f": {_c(p['current'])}",
              f"proposed: GATE = {_g(g['gate'])} (any gate in ({g['range'][0]}, {g['range'][1]}] "
              f"scores the same): {_c(g)}"]
    if g["range"][1] - g["range"][0] < 0.02:
        lines.append(f"          (a narrow range: a wrong answer at {g['range'][0]} sits just under a "
                     f"correct one at {g['range'][1]}; the handler's confidence does not separate them)")
    if p["per_kind"]:
        lines.append(f"          GATE_BY_KIND = {p['per_kind']}: {_c(p['proposed'])}")
    else:
        lines.append("          no per-kind gate does better on a kind with "
                     f">= {p['min_support']} questions: keep one global gate")
    sets: dict[str, list[Trace]] = defaultdict(list)
    for t in cal.traces:
        sets[t.q.source.rsplit(":", 1)[0]].append(t)
    if len(sets) > 1:
        for name, ts in sets.items():
            lines.append(f"          {set_label(name)}: now {_c(counts(ts, now))}; "
                         f"proposed {_c(counts(ts, proposed))}")
    few = [r["kind"] for r in p["kinds"] if r["too_few"]]
    if few:
        lines.append(f"          (a per-kind gate would help {', '.join(few)}, but on fewer than "
                     f"{p['min_support']} questions: not proposed)")
    stuck = []
    for t in cal.traces:
        outcome, cand = t.outcome(proposed)
        if outcome == "wrong":
            stuck.append((cand.confidence, t, cand))
    if stuck:
        lines += ["", "wrong even at the proposed gate (fix the handler, not the gate):"]
        for conf, t, cand in sorted(stuck, key=lambda x: -x[0]):
            lines.append(f"- {conf:.3f} {cand.handler} [{t.qkind}] {t.q.source}: {t.q.question}")
            lines.append(f"    answer: {cand.answer[:160]}")
    if cal.disagreements:
        lines += ["", "warning: the replay disagrees with `ask` here (update drawqa/eval/calibrate.py "
                      "if the answer loop changed):"] + [f"- {d}" for d in cal.disagreements]
    return "\n".join(lines)
