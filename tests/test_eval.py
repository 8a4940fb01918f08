"""`drawqa eval`: scoring rules, index reuse, gate calibration, and the eval sets themselves.

The sample set runs end to end with the real model and must not lose accuracy or answer
anything wrongly; the real-drawing set in ../shared/eval (when present) must have no wrong
answer. Set DRAWQA_EVAL_INDEX_ROOT to keep the eval indexes between sessions.
"""
from __future__ import annotations

import json
import math
import os
from typing import Optional
from pathlib import Path

import pytest

from drawqa import errors
from drawqa.eval import calibrate
from drawqa.eval import command as eval_command
from drawqa.eval import indexes as eval_indexes
from drawqa.eval import questions as eval_questions
from drawqa.eval import report as eval_report
from drawqa.eval import run as eval_run
from drawqa.models import Answer, Citation

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_QUESTIONS = ROOT / "sample_pdfs" / "questions.jsonl"
SHARED_EVAL = Path(__file__).resolve().parents[1].parent / "shared" / "eval"
SHARED_QUESTIONS = SHARED_EVAL / "questions.jsonl"
MORE_EVAL = SHARED_EVAL / "more"
MORE_QUESTIONS = MORE_EVAL / "questions.jsonl"

# The accuracy the sample set has reached: the test fails below it. Raise it as the handlers
# improve (the target is 1.0); never lower it to make a change pass.
SAMPLE_MIN_ACCURACY = 0.95     # 39 of 41 on 2026-11-22, gate 0.54


# --------------------------------------------------------------------------- fixtures

@pytest.fixture(scope="session")
def eval_index_root(tmp_path_factory) -> Path:
    env = os.environ.get("DRAWQA_EVAL_INDEX_ROOT")
    return Path(env) if env else tmp_path_factory.mktemp("eval_indexes")


def _prebuilt(request, fixture: str) -> Path | None:
    """An index another fixture already built (conftest), if there is one."""
    try:
        value = request.getfixturevalue(fixture)
    except pytest.FixtureLookupError:
        return None
    if isinstance(value, (str, Path)):
        return Path(value)
    path = getattr(value, "path", None)          # a loaded Generation
    return Path(path).parent if path is not None else None


@pytest.fixture(scope="session")
def sample_eval(request, sample_pdf, sample_index, eval_index_root):
    """(questions, generations, report) of the sample set, evaluated once per session."""
    if not SAMPLE_QUESTIONS.exists():
        pytest.skip("sample_pdfs/questions.jsonl is missing")
    questions, gens = eval_run.prepare([SAMPLE_QUESTIONS], pdf_dir=sample_pdf.parent,
                                       index_root=eval_index_root,
                                       index_dirs={sample_pdf.name: Path(sample_index)})
    return questions, gens, eval_run.evaluate(questions, gens, [SAMPLE_QUESTIONS])


def _evaluate(request, eval_index_root, questions_file: Path, pdf_dir: Optional[Path], prebuilt: dict):
    """Evaluate one question file, reusing the session's indexes of its PDFs (conftest)
    rather than building them twice."""
    given = {}
    for pdf, fixture in prebuilt.items():
        built = _prebuilt(request, fixture)
        if built is not None:
            given[pdf] = built
    questions, gens = eval_run.prepare([questions_file], pdf_dir=pdf_dir, index_root=eval_index_root,
                                       index_dirs=given)
    return questions, gens, eval_run.evaluate(questions, gens, [questions_file])


@pytest.fixture(scope="session")
def shared_eval(request, eval_index_root):
    if not SHARED_QUESTIONS.exists():
        pytest.skip(f"{SHARED_EVAL} is not present (the real-drawing eval set lives outside the "
                    "repository, in ../shared/eval)")
    return _evaluate(request, eval_index_root, SHARED_QUESTIONS, None,
                     {"va-stcloud-finish-plan.pdf": "va_index", "kirkland-sample-plan-set.pdf": "kirkland_index",
                      "sonoma-sample-house-plans.pdf": "sonoma_index"})


@pytest.fixture(scope="session")
def more_eval(request, eval_index_root):
    """The six sets of ../shared/eval/more (scored at first sight before any tuning for them)."""
    if not MORE_QUESTIONS.exists():
        pytest.skip(f"{MORE_EVAL} is not present (the real-drawing eval sets live outside the "
                    "repository, in ../shared/eval/more)")
    return _evaluate(request, eval_index_root, MORE_QUESTIONS, MORE_EVAL,
                     {"uccs-fp01-fire-suppression.pdf": "uccs_fp_index", "uccs-m01-mechanical.pdf": "uccs_m_index",
                      "uccs-g211-code-summary.pdf": "uccs_g_index",
                      "gwynne-st-cremorne-s10-slab-footing.pdf": "gwynne_index",
                      "austin-remodel-floor-plan.pdf": "austin_remodel_index",
                      "austin-shed-plot-plan.pdf": "austin_shed_index"})


def _explain(report: eval_run.Report) -> str:
    return "\n" + eval_report.summary_table(report) + "\n" + eval_report.format_failures(report)


# --------------------------------------------------------------------------- the eval sets

def test_sample_set_keeps_its_accuracy_and_answers_nothing_wrong(sample_eval):
    _, _, report = sample_eval
    s = report.summary()["overall"]
    assert s["error"] == 0, _explain(report)
    assert s["wrong"] == 0, _explain(report)
    assert s["accuracy"] >= SAMPLE_MIN_ACCURACY, _explain(report)
    assert s["cited"] in (None, 1.0), _explain(report)


def test_shared_real_drawings_have_no_wrong_answer(shared_eval):
    _, _, report = shared_eval
    s = report.summary()["overall"]
    assert s["error"] == 0, _explain(report)
    assert s["wrong"] == 0, _explain(report)
    assert s["cited"] in (None, 1.0), _explain(report)


def test_more_real_drawings_have_no_wrong_answer(more_eval):
    """Sets nobody tuned for at first sight: a miss is allowed, a wrong answer never; a partial
    answer says which part it did not find."""
    _, _, report = more_eval
    s = report.summary()["overall"]
    assert s["error"] == 0, _explain(report)
    assert s["wrong"] == 0, _explain(report)
    assert s["cited"] in (None, 1.0), _explain(report)


def test_calibration_replay_agrees_with_ask(sample_eval):
    """The replay the gate is calibrated on must reproduce what `ask` really answers."""
    questions, gens, report = sample_eval
    cal = calibrate.calibrate(questions, gens, report)
    assert cal.disagreements == []
    assert cal.proposal["global"]["wrong"] <= report.summary()["overall"]["wrong"]
    from drawqa import answer

    assert answer.GATE == report.gate          # restored after the replay


def test_eval_json_report_is_complete(sample_eval):
    _, _, report = sample_eval
    d = json.loads(json.dumps(report.to_dict()))
    assert {"summary", "failures", "results", "gate", "indexes"} <= set(d)
    assert d["summary"]["overall"]["n"] == len(d["results"]) > 0
    r = d["results"][0]
    for k in ("outcome", "answer", "confidence", "handler", "cited_pages", "citation_ok",
              "recall_at_10", "precision_at_5", "latency_ms"):
        assert k in r
    assert "| overall" in eval_report.format_report(report)


# --------------------------------------------------------------------------- scoring rules

def _q(**kw) -> eval_questions.EvalQuestion:
    base = dict(pdf="x.pdf", question="q?", expected="VCT-1", must_contain=["vct-1"], page=2,
                sheet_id=None, kind="finish", pdf_path="x.pdf")
    base.update(kw)
    return eval_questions.EvalQuestion(**base)


def _a(text: str, pages=(2,), source="text", cite_text="") -> Answer:
    cites = [Citation(file="x.pdf", sheet_id="A1", sheet_title="", page=p, section="schedule",
                      bbox=[0, 0, 10, 10], text=cite_text or text, source=source) for p in pages]
    return Answer(question="q?", answer=text, confidence=0.9, handler="t", citations=cites)


def test_scoring_follows_issue_5():
    assert eval_questions.score(_q(), _a("Floor: VCT-1"))[0] == "correct"
    assert eval_questions.score(_q(), _a("Floor:   vct-1"))[0] == "correct"             # case, spaces
    assert eval_questions.score(_q(), _a("Floor: CPT-1"))[0] == "wrong"                 # missing string
    assert eval_questions.score(_q(), _a("Floor: VCT-1", pages=(1,)))[0] == "wrong"     # wrong page
    assert eval_questions.score(_q(), _a("VCT-1 " + "x" * 400))[0] == "wrong"           # too long
    assert eval_questions.score(_q(page=None), _a("VCT-1", pages=()))[0] == "correct"   # no page to check
    assert eval_questions.score(_q(), _a("no evidence found (nothing)"))[0] == "missed"
    assert eval_questions.score(_q(expected=None, must_contain=[], page=None),
                          _a("no evidence found"))[0] == "correct"
    assert eval_questions.score(_q(expected=None, must_contain=[], page=None), _a("VCT-1"))[0] == "wrong"
    outcome, why = eval_questions.score(_q(must_contain=["vct-1", "rb-1"]), _a("VCT-1", pages=(1,)))
    assert outcome == "wrong" and any("rb-1" in w for w in why) and any("page 2" in w for w in why)


def test_load_questions_validates_and_filters(tmp_path):
    f = tmp_path / "q.jsonl"
    f.write_text('{"pdf": "a.pdf", "question": "x?", "expected": null, "kind": "none"}\n\n'
                 '{"pdf": "a.pdf", "question": "y?", "expected": "Y", "must_contain": ["y"], '
                 '"page": 1, "kind": "notes"}\n')
    qs = eval_questions.load_questions(f)
    assert [q.kind for q in qs] == ["none", "notes"] and qs[0].pdf_path == str(tmp_path / "a.pdf")
    assert [q.question for q in eval_questions.load_questions(f, kinds=["notes"])] == ["y?"]
    assert eval_questions.load_questions(f, pdf_dir=Path("/elsewhere"))[0].pdf_path == "/elsewhere/a.pdf"
    f.write_text('{"pdf": "a.pdf"}\n')
    with pytest.raises(errors.UsageError):
        eval_questions.load_questions(f)
    f.write_text('{"pdf": "a.pdf", "question": "x", "page": 0}\n')
    with pytest.raises(errors.UsageError):
        eval_questions.load_questions(f)


def test_ci_limits_raise_with_exit_code_8():
    res = eval_run.QuestionResult(pdf="x.pdf", question="q", kind="k", expected="e", must_contain=[],
                                  page=None, outcome="wrong", reasons=[], answer="a", confidence=0.9,
                                  handler="h", cited_pages=[], citations=[], cited=True, citation_ok=None,
                                  recall_at_10=None, precision_at_5=None, latency_ms=1.0)
    ok = eval_run.QuestionResult(**{**res.__dict__, "outcome": "correct"})
    report = eval_run.Report(results=[res, ok, ok, ok], indexes={}, gate=0.5)
    eval_command.check(report)                                   # no limits: never raises
    eval_command.check(report, fail_under=0.75, max_wrong=1)
    eval_command.check(report, fail_under=75)                    # percent works too
    with pytest.raises(errors.EvalThresholdError) as e:
        eval_command.check(report, max_wrong=0)
    assert e.value.exit_code == 8
    with pytest.raises(errors.EvalThresholdError):
        eval_command.check(report, fail_under=0.8)


@pytest.mark.parametrize("rotation", [0, 90, 270])
def test_citation_check_reads_displayed_coordinates(tmp_path, rotation):
    """The box of a citation (displayed coordinates, as drawqa extracts them) finds the words."""
    import pymupdf

    from drawqa.extract import read_pdf

    pdf = tmp_path / f"r{rotation}.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=600, height=400)
    page.set_rotation(rotation)        # text reads left to right as displayed, as on real sheets
    for point, text in (((50, 100), "FLOOR: VCT-1 BASE: RB-1"), ((50, 300), "CEILING: ACT-1")):
        page.insert_text(pymupdf.Point(point) * page.derotation_matrix, text, fontsize=12, rotate=rotation)
    doc.save(pdf)
    doc.close()
    words = [w for p in read_pdf(pdf, ocr=False) for w in p.words]
    vct = next(w for w in words if w.text == "VCT-1")
    rb = next(w for w in words if w.text == "RB-1")
    box = [min(vct.bbox[0], rb.bbox[0]), min(vct.bbox[1], rb.bbox[1]),
           max(vct.bbox[2], rb.bbox[2]), max(vct.bbox[3], rb.bbox[3])]
    q = _q(pdf_path=str(pdf), must_contain=["vct-1", "rb-1"], page=1)
    ans = Answer(question="q", answer="VCT-1, RB-1", confidence=0.9, handler="t",
                 citations=[Citation("x.pdf", "A1", "", 1, "schedule", box, "VCT-1 BASE: RB-1")])
    reader = eval_questions.EvidenceReader()
    try:
        assert eval_questions.citation_holds(q, ans, reader) is True
        q2 = _q(pdf_path=str(pdf), must_contain=["act-1"], page=1)
        assert eval_questions.citation_holds(q2, ans, reader) is False      # ACT-1 lies outside the box
        ocr = Answer(question="q", answer="ACT-1", confidence=0.9, handler="t",
                     citations=[Citation("x.pdf", "A1", "", 1, "notes", box, "CEILING ACT-1", source="ocr")])
        assert eval_questions.citation_holds(q2, ocr, reader) is True       # OCR: its own text is the evidence
    finally:
        reader.close()


def test_eval_index_is_reused_until_the_pdf_changes(tmp_path):
    import pymupdf

    from drawqa import store

    pdf = tmp_path / "one.pdf"
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "GENERAL NOTES: ROOF SLOPE 6:12 TYPICAL", fontsize=11)
    doc.save(pdf)
    doc.close()
    root = tmp_path / "root"
    d1 = eval_indexes.index_for(pdf, root)
    gen1 = store.current_generation(d1)
    assert d1.name.startswith("one-") and eval_indexes.usable_index(d1, pdf)
    assert eval_indexes.index_for(pdf, root) == d1 and store.current_generation(d1) == gen1   # reused
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "GENERAL NOTES: ROOF SLOPE 4:12 TYPICAL", fontsize=11)
    doc.save(pdf)
    doc.close()
    d2 = eval_indexes.index_for(pdf, root)
    assert d2 != d1 and eval_indexes.usable_index(d2, pdf) and not eval_indexes.usable_index(d1, pdf)


# --------------------------------------------------------------------------- calibration logic

def _trace(answerable: bool, *cands, kind="general") -> calibrate.Trace:
    q = _q(expected="x" if answerable else None)
    return calibrate.Trace(q=q, qkind=kind, candidates=[
        calibrate.Candidate(h, conf, True, False, outcome) for h, conf, outcome in cands])


def test_replay_follows_the_answer_loop():
    t = _trace(True, ("a", 0.4, "wrong"), ("b", 0.7, "correct"))
    assert t.outcome(lambda k: 0.5)[0] == "correct"          # a is below the gate, b answers
    assert t.outcome(lambda k: 0.3)[0] == "wrong"            # the first result over the gate wins
    assert t.outcome(lambda k: 0.8)[0] == "missed"
    stop = calibrate.Trace(q=_q(), qkind="general", candidates=[
        calibrate.Candidate("a", 0.0, False, True, "missed"), calibrate.Candidate("b", 0.9, True, False, "correct")])
    assert stop.outcome(lambda k: 0.0)[0] == "missed"        # an Abstain ends the chain
    assert _trace(False).outcome(lambda k: 0.5)[0] == "correct"


def test_best_gate_removes_wrong_answers_first_then_keeps_most_correct():
    traces = [_trace(True, ("g", 0.9, "correct")), _trace(True, ("g", 0.8, "correct")),
              _trace(True, ("g", 0.6, "wrong")), _trace(False, ("g", 0.55, "wrong")),
              _trace(True, ("g", 0.5, "correct"))]
    best = calibrate.best_gate(traces)
    assert best["wrong"] == 0 and best["correct"] == 3       # the gated null question counts
    assert 0.6 < best["gate"] <= 0.8 and best["gate"] == 0.7       # the middle of (0.6, 0.8]
    clean = [_trace(True, ("g", 0.62, "correct")), _trace(True, ("g", 0.9, "correct"))]
    assert calibrate.best_gate(clean)["gate"] == 0.57              # just under the lowest correct


def test_per_kind_gate_only_where_it_beats_the_global_one():
    hi = [_trace(True, ("g", 0.85, "correct"), kind="finish") for _ in range(5)]
    lo = [_trace(True, ("g", 0.6, "correct"), kind="finish") for _ in range(3)]
    bad = [_trace(False, ("g", 0.7, "wrong"), kind="metadata")] + \
          [_trace(True, ("g", 0.9, "correct"), kind="metadata") for _ in range(4)]
    p = calibrate.propose(hi + lo + bad, current=lambda k: 0.5)
    assert p["global"]["wrong"] == 0 and p["global"]["gate"] > 0.7
    assert set(p["per_kind"]) == {"finish"} and p["per_kind"]["finish"] <= 0.6
    assert p["proposed"] == {"correct": 13, "partial": 0, "wrong": 0, "missed": 0, "error": 0}
    assert not math.isinf(p["global"]["gate"])
