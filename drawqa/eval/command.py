"""`drawqa eval`: prepare, evaluate, optionally calibrate, format; and the CI limits."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Iterable, Optional

from ..errors import EvalThresholdError
from .calibrate import calibrate as run_calibration, format_calibration
from .indexes import Log
from .report import format_report, pct
from .run import Report, evaluate, prepare


def check(report: Report, fail_under: Optional[float] = None, max_wrong: Optional[int] = None) -> None:
    """Raise EvalThresholdError when the report misses the CI limits (accuracy 0-1 or percent)."""
    s = report.summary()["overall"]
    problems = []
    if fail_under is not None:
        limit = fail_under / 100 if fail_under > 1 else fail_under
        if (s["accuracy"] or 0.0) < limit:
            problems.append(f"accuracy {pct(s['accuracy'])} is under {pct(limit)}")
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
        cal = run_calibration(questions, gens, report)
    if as_json:
        d = report.to_dict()
        if cal is not None:
            d["calibration"] = cal.to_dict()
        return json.dumps(d, ensure_ascii=False, indent=1), report
    text = format_report(report)
    if cal is not None:
        text += "\n\n" + format_calibration(cal)
    return text, report
