"""drawqa.api: one question searched once, whatever is logged or cached; the caller's filters
left as given. Real sample index, real encoder; only the searches are counted."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from drawqa import api, cache, retrieve
from drawqa.filters import Filters
from drawqa.ocr_options import OcrOptions

W3 = "What is the size of window W3?"
OFF = OcrOptions(enabled=False)


@pytest.fixture(scope="module")
def idx(sample_index, tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("api") / "index"
    shutil.copytree(sample_index, d)
    return d


@pytest.fixture
def searches(monkeypatch) -> list:
    """Every fused search drawqa runs, counted where it happens (retrieve.search)."""
    calls: list = []
    real = retrieve.search

    def counting(*a, **kw):
        calls.append(a[1])
        return real(*a, **kw)

    monkeypatch.setattr(retrieve, "search", counting)
    return calls


@pytest.mark.parametrize("question", [W3, "What sprinkler standard is on sheet G-001?"])
def test_ask_with_a_log_searches_once_and_logs_the_hits_it_answered_from(idx, tmp_path, searches, question):
    log = tmp_path / "q.jsonl"
    done = api.ask(question, idx, use_cache=False, log=log, ocr=OFF)
    assert len(searches) == 1, searches
    rec = json.loads(log.read_text())
    assert rec["hits"] == done.hits and done.hits and done.hits[0]["rank"] == 1
    assert rec["answer"] == done.answer["answer"]


def test_a_question_settled_before_retrieval_is_searched_once_for_the_log(idx, tmp_path, searches):
    log = tmp_path / "q.jsonl"
    done = api.ask("What is the scale of sheet A9.0?", idx, use_cache=False, log=log, ocr=OFF)
    assert done.answer["answer"].startswith("no evidence found")
    assert len(searches) == 1
    assert json.loads(log.read_text())["hits"]


def test_no_log_no_extra_search_and_the_cache_keeps_the_logged_hits(idx, tmp_path, searches):
    shutil.rmtree(cache.cache_dir(idx), ignore_errors=True)
    api.ask(W3, idx, use_cache=False, ocr=OFF)
    assert len(searches) == 1
    log = tmp_path / "q.jsonl"
    first = api.ask(W3, idx, log=log, ocr=OFF)
    again = api.ask(W3, idx, log=log, ocr=OFF)
    assert len(searches) == 2 and again.cached and again.hits == first.hits


def test_the_callers_filters_are_not_changed(idx, searches):
    f = Filters(sections=["notes"])
    api.ask("What sprinkler standard is on sheet G-001?", idx, filters=f, use_cache=False, ocr=OFF)
    assert f == Filters(sections=["notes"])


def test_filters_parse_check_and_narrow_without_changing_the_original(idx):
    from drawqa import store
    from drawqa.errors import UsageError

    f = Filters.parse(["A1.0, A2.0"], ["Notes"], ["plans.pdf"], ["A"])
    assert (f.sheets, f.sections, f.files, f.disciplines) == (["A1.0", "A2.0"], ["notes"], ["plans.pdf"], ["a"])
    g = f.narrowed(sheets=["G-001"])
    assert g.sheets == ["A1.0", "A2.0", "G-001"] and f.sheets == ["A1.0", "A2.0"]
    assert f.key() == {"sheets": ["A1.0", "A2.0"], "sections": ["notes"], "files": ["plans.pdf"],
                       "disciplines": ["a"]}
    with pytest.raises(UsageError, match="unknown section"):
        Filters.parse(sections=["basement"])
    gen = store.load(idx)
    assert Filters.parse(["G-001"]).check(gen).sheets == ["G-001"]
    with pytest.raises(UsageError, match="no sheet 'Z9'"):
        Filters.parse(["Z9"]).check(gen)


def test_help_lists_every_exit_code_and_the_errors_use_them():
    from typer.testing import CliRunner

    from drawqa import errors
    from drawqa.cli.app import app

    out = "".join(CliRunner().invoke(app, ["--help"]).stdout.split())     # help wraps anywhere
    for code in errors.ExitCode:
        assert "".join(f"{int(code)} {errors.MEANING[code]}".split()) in out, code
    for cls in (errors.UsageError, errors.IndexMissingError, errors.IndexCorruptError, errors.PdfError,
                errors.NothingIndexedError, errors.PartialIndexError, errors.EvalThresholdError,
                errors.IndexBusyError, errors.DatabaseError):
        assert isinstance(cls.exit_code, errors.ExitCode) and cls.exit_code > 1
    assert errors.DrawqaError("x", exit_code=7).exit_code == 7
