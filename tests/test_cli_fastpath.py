"""`drawqa ask` and `drawqa index` without typer: drawqa.cli reads the plain forms of their
options from the tables in drawqa.cli.args, and must do exactly what the typer commands built
from those tables do -- the same values reach the pipeline, the same output and exit codes
come back, the same index is built -- while leaving everything it is not sure of to typer.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from drawqa import api, cli, store
from drawqa.api import Asked
from drawqa.cli.app import app

ROOT = Path(__file__).resolve().parent.parent
W3 = "What is the size of window W3?"
TIMING = re.compile(r"^\d+ ms( \(cached\))?$")


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch):
    monkeypatch.delenv("OPENBLAS_NUM_THREADS", raising=False)    # ask sets it for its process
    for k in list(os.environ):
        if k.startswith("DRAWQA_") or (k.startswith("_") and k.endswith("_COMPLETE")):
            monkeypatch.delenv(k)


# --------------------------------------------------------------------------- same values


PLAIN = [
    ["ask", W3],
    ["ask", W3, "--index-dir", "some/dir", "--top-k", "5", "--sheet", "A1.0,A2.0", "--sheet", "S-101",
     "--section", "notes", "--file", "plans.pdf", "--discipline", "S", "--json", "--no-cache", "--no-ocr",
     "--ocr-pages", "3", "--ocr-seconds", "2.5", "--ocr-cells", "0", "--pdf-dir", "pdfs", "--log", "q.jsonl"],
    ["ask", "--top-k=7", W3, "--text", "--index-dir=idx", "--ocr-seconds", "20"],
    ["ask", "", "--index-dir", "x"],
    ["ask", "Doors on A2?", "--ocr-seconds=0"],
]


def _capture(monkeypatch) -> list:
    """Replace the pipeline with a recorder that answers with a fixed answer."""
    calls = []

    def fake_ask(question, index_dir, **kw):
        calls.append({"question": question, "index_dir": index_dir, **kw})
        return Asked(answer={"question": question, "answer": "no evidence found", "confidence": 0.0,
                             "handler": "gate", "citations": [], "notes": []},
                     cached=False, latency_ms=1.0, index_version="v", manifest={})

    monkeypatch.setattr(api, "ask", fake_ask)
    return calls


@pytest.mark.parametrize("argv", PLAIN, ids=range(len(PLAIN)))
def test_plain_forms_reach_the_pipeline_as_typer_passes_them(argv, monkeypatch, capsys):
    calls = _capture(monkeypatch)
    values = cli.plain_ask(argv)
    assert values is not None, argv
    fast_code = cli.ask_command(**values)
    fast_out = capsys.readouterr().out
    r = CliRunner().invoke(app, argv)
    assert (fast_code, len(calls)) == (r.exit_code, 2)
    assert calls[0] == calls[1]
    assert fast_out == r.stdout


DEFER = [
    [], ["sheets"], ["--debug", "ask", W3], ["ask"], ["ask", "--help"], ["ask", W3, "--help"], ["ask", "a", "b"],
    ["ask", W3, "--top-k", "0"], ["ask", W3, "--top-k", "501"], ["ask", W3, "--top-k", "x"],
    ["ask", W3, "--top-k", "07"], ["ask", W3, "--top-k", "5", "--top-k", "6"], ["ask", W3, "--json", "--text"],
    ["ask", W3, "--bogus"], ["ask", W3, "--ind", "x"], ["ask", W3, "--index-dir"], ["ask", "--", W3],
    ["ask", W3, "--no-cache=1"], ["ask", W3, "-q"], ["ask", W3, "--sheet", ""], ["ask", W3, "--sheet", "-A"],
    ["ask", "-what?"], ["ask", W3, "--ocr-pages", "-1"], ["ask", W3, "--ocr-seconds", "1e3"],
    ["ask", "bad \udcff bytes"],
]


@pytest.mark.parametrize("argv", DEFER, ids=range(len(DEFER)))
def test_anything_unusual_is_left_to_typer(argv):
    assert cli.plain_ask(argv) is None


def test_shell_completion_is_left_to_typer(monkeypatch):
    assert cli.plain_ask(["ask", W3]) is not None
    monkeypatch.setenv("_DRAWQA_COMPLETE", "bash_complete")
    assert cli.plain_ask(["ask", W3]) is None


# --------------------------------------------------------------------------- same results


def _fast(*args: str) -> subprocess.CompletedProcess:
    """`drawqa ask ...` through drawqa.cli.main in a new process; stderr's last line lists the
    heavy modules the run imported."""
    code = ("import sys\nfrom drawqa.cli import main\nsys.argv = ['drawqa', *sys.argv[1:]]\n"
            "try:\n    main()\nexcept SystemExit as e:\n    rc = e.code\n"
            "heavy = sorted(m for m in ('typer', 'click', 'pydantic', 'rich', 'pymupdf', 'faiss', 'torch')"
            " if m in sys.modules)\nprint('imported:' + ','.join(heavy), file=sys.stderr)\nsys.exit(rc)\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("DRAWQA_")}
    env.update(HF_HUB_OFFLINE="1", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                          timeout=300)


def _answer(stdout: str) -> dict:
    d = json.loads(stdout)
    if "notes" in d:
        d["notes"] = [n for n in d["notes"] if not TIMING.match(n)]
    return d


@pytest.mark.parametrize("args", [
    [W3, "--json"],
    [W3, "--json", "--sheet", "A4.0", "--top-k", "10"],
    ["What is on sheet A9?", "--json"],
    [W3, "--json", "--section", "bogus"],
    [W3, "--json", "--sheet", "ZZ9"],
    ["   ", "--json"],
    [W3, "--text"],
], ids=range(7))
def test_fast_path_prints_what_typer_prints(sample_index, args):
    args = ["ask", *args, "--index-dir", str(sample_index), "--no-cache", "--no-ocr"]
    fast = _fast(*args)
    typer_run = CliRunner().invoke(app, args)
    assert fast.returncode == typer_run.exit_code
    *err, imported = fast.stderr.splitlines()
    assert imported == "imported:", "the fast path imported " + imported
    assert "\n".join(err) == typer_run.stderr.rstrip("\n")
    if "--json" in args:
        assert _answer(fast.stdout) == _answer(typer_run.stdout)
    else:
        assert re.sub(r"\d+ ms", "N ms", fast.stdout) == re.sub(r"\d+ ms", "N ms", typer_run.stdout)


def test_missing_index_same_error_and_exit_code(tmp_path):
    args = ["ask", W3, "--index-dir", str(tmp_path / "none"), "--json"]
    fast, typer_run = _fast(*args), CliRunner().invoke(app, args)
    assert fast.returncode == typer_run.exit_code == 3
    assert json.loads(fast.stdout) == json.loads(typer_run.stdout)
    assert fast.stderr.splitlines()[0] == typer_run.stderr.strip()


def test_help_and_usage_errors_still_come_from_typer():
    r = _fast("ask", "--help")
    assert r.returncode == 0 and "Usage:" in r.stdout and "--ocr-cells" in r.stdout
    r = _fast("ask", W3, "--top-k", "0")
    assert r.returncode == 2 and "Invalid value for '--top-k'" in r.stderr


# --------------------------------------------------------------------------- index


def _record_builds(monkeypatch) -> list:
    """Replace the build with a recorder that reports an empty build."""
    from drawqa import index
    from drawqa.index import BuildReport

    calls = []

    def fake_build(inputs, index_dir, **kw):
        kw.pop("progress"), kw.pop("on_wait")
        calls.append({"inputs": inputs, "index_dir": index_dir, **kw})
        return BuildReport(index_dir=str(index_dir), files=[], pages=0, chunks=0, sheets=0, seconds=0.0)

    monkeypatch.setattr(index, "build", fake_build)
    monkeypatch.setenv("DRAWQA_READER", "here")     # no reader process is started early
    return calls


PLAIN_INDEX = [
    ["index", "missing.pdf"],
    ["index", "a.pdf", "b.pdf", "--index-dir", "idx", "-q", "--timings", "--no-ocr", "--prune"],
    ["index", "--quiet", "a.pdf", "--index-dir=idx", "b.pdf", "--no-wait", "--db", "postgresql://h/d",
     "--set", "tower-b"],
]


@pytest.mark.parametrize("argv", PLAIN_INDEX, ids=range(len(PLAIN_INDEX)))
def test_plain_index_forms_reach_the_build_as_typer_passes_them(argv, monkeypatch, capsys):
    calls = _record_builds(monkeypatch)
    values = cli.plain_index(argv)
    assert values is not None, argv
    from drawqa.cli.index import index_command

    fast_code = index_command(**values)
    fast_err = capsys.readouterr().err
    r = CliRunner().invoke(app, argv)
    assert (fast_code, len(calls)) == (r.exit_code, 2)
    assert calls[0] == calls[1]
    assert fast_err == r.stderr


DEFER_INDEX = [
    ["index"], ["index", "--help"], ["index", "a.pdf", "--help"], ["index", "a.pdf", "--bogus"],
    ["index", "a.pdf", "--index-dir"], ["index", "--", "a.pdf"], ["index", "-qx", "a.pdf"],
    ["index", "a.pdf", "--prune=1"], ["index", "a.pdf", "-q", "-q"], ["index", "-a.pdf"],
    ["index", "a.pdf", "--index-dir", "x", "--index-dir", "y"], ["index", "bad \udcff.pdf"],
    ["--debug", "index", "a.pdf"],
]


@pytest.mark.parametrize("argv", DEFER_INDEX, ids=range(len(DEFER_INDEX)))
def test_anything_unusual_in_index_is_left_to_typer(argv):
    assert cli.plain_index(argv) is None


def test_plain_and_typer_index_build_the_same_index(sample_pdf, tmp_path):
    """A plain `drawqa index` runs without typer, its reader told every page and its model
    loading before drawqa has imported the rest; through typer (a repeated -q is not plain)
    the same index comes out, vector for vector."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("DRAWQA_")}
    env.update(HF_HUB_OFFLINE="1", PYTHONPATH=str(ROOT))
    runs = {}
    for name, flags in (("plain", ["-q"]), ("typer", ["-q", "-q"])):
        idx = tmp_path / name
        r = subprocess.run([sys.executable, "-X", "importtime", "-m", "drawqa.cli", "index", str(sample_pdf),
                            "--index-dir", str(idx), "--no-ocr", *flags],
                           capture_output=True, text=True, env=env, timeout=300)
        assert r.returncode == 0, r.stderr[-2000:]
        runs[name] = (r.stderr, store.load(idx))
    assert "| typer" not in runs["plain"][0] and "| typer" in runs["typer"][0]
    plain, typer_built = runs["plain"][1], runs["typer"][1]
    assert [c.to_dict() for c in plain.all_chunks()] == [c.to_dict() for c in typer_built.all_chunks()]
    assert [s.__dict__ for s in plain.sheets] == [s.__dict__ for s in typer_built.sheets]
    assert np.array_equal(plain.vector_matrix(), typer_built.vector_matrix())
    assert plain.manifest["files"][0]["embedding"] == typer_built.manifest["files"][0]["embedding"]
