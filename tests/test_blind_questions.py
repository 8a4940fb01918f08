"""Questions written blind: by a session that read only the drawings (text and rendered images)
and never drawqa's code or answers, in words of its own, about other facts than the eval sets
ask, with a sixth of them unanswerable from the drawing (`tests/blind_questions/*.jsonl`, the
format of ../shared/eval/questions.jsonl). One question was left out: its expected answer (the
engineer's own job number, printed only in a raster logo) and the title block's `Project
Number` field are both fair readings of it.

The promise checked is the product's: never a wrong answer. An answerable question may be
missed, or answered in part when the answer says which part it did not find and what it states
holds (`drawqa eval`'s partial); any other answer must carry every expected value, and an
unanswerable question must come back as `no evidence found`. The first-sight score of these questions is in docs/first-sight.md.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from drawqa import store
from drawqa.answer import ask
from drawqa.evaluate import EvalQuestion, score
from drawqa.ocr_options import OcrOptions

HERE = Path(__file__).resolve().parent / "blind_questions"
ABSTAINED = "no evidence found"
# The session fixture (conftest.py) that indexes each PDF; it skips when the PDF is absent.
FIXTURES = {
    "sample_plan_set.pdf": "sample_index",
    "kirkland-sample-plan-set.pdf": "kirkland_index",
    "sonoma-sample-house-plans.pdf": "sonoma_index",
    "va-stcloud-finish-plan.pdf": "va_index",
    "uccs-g211-code-summary.pdf": "uccs_g_index",
    "uccs-fp01-fire-suppression.pdf": "uccs_fp_index",
    "uccs-m01-mechanical.pdf": "uccs_m_index",
    "gwynne-st-cremorne-s10-slab-footing.pdf": "gwynne_index",
    "austin-remodel-floor-plan.pdf": "austin_remodel_index",
    "austin-shed-plot-plan.pdf": "austin_shed_index",
}
QUESTIONS = [json.loads(line) for f in sorted(HERE.glob("*.jsonl")) for line in f.read_text().splitlines()
             if line.strip()]
_GENS: dict[str, store.Generation] = {}
# A question whose answer the text layer holds (`"ocr": false`) is asked of it alone: question-time
# OCR speaks only where the text layer is silent. The scanned sets' questions (`"ocr": true`) are
# asked as `drawqa ask` asks, the fallback included (it reads only what index-time OCR did not).
TEXT_LAYER = OcrOptions(enabled=False)


def test_every_question_has_an_index_fixture():
    assert QUESTIONS and all(q["pdf"] in FIXTURES for q in QUESTIONS)


@pytest.mark.parametrize("item", QUESTIONS, ids=[f"{q['pdf'][:12]}:{q['question'][:60]}" for q in QUESTIONS])
def test_never_a_wrong_answer(request, item):
    index = request.getfixturevalue(FIXTURES[item["pdf"]])
    gen = _GENS.setdefault(str(index), store.load(index))
    a = ask(item["question"], index, gen=gen, ocr=None if item.get("ocr") else TEXT_LAYER)
    if item["expected"] is None:
        assert a.answer.startswith(ABSTAINED), (item["question"], a.answer, a.handler)
        return
    if a.answer.startswith(ABSTAINED):
        return                         # a miss: allowed, and counted in docs/first-sight.md
    if a.missing_parts and score(_eval_question(item), a)[0] == "partial":
        return                         # what it states holds, and it says what it did not find
    low = a.answer.lower()
    assert all(m.lower() in low for m in item["must_contain"]), (item["question"], a.answer, a.handler)


def _eval_question(item: dict) -> EvalQuestion:
    return EvalQuestion(pdf=item["pdf"], question=item["question"], expected=item["expected"],
                        must_contain=item["must_contain"], page=item.get("page"), sheet_id=item.get("sheet_id"),
                        kind=item.get("kind", ""))
