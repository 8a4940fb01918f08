"""The user-facing commands on the sample set: ask (text/JSON, filters, --show, cache, log),
search, sheets, show, help/version/completion, and quiet progress."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest
import typer
from PIL import Image
from typer.testing import CliRunner

from drawqa import __version__, cache, store
from drawqa.cli.app import app

ROOT = Path(__file__).resolve().parent.parent
DRAWQA = [sys.executable, "-m", "drawqa.cli"]
W3 = "What is the size of window W3?"
SPRINKLER = "Are fire sprinklers required, and under which NFPA standard?"


@pytest.fixture(scope="module")
def idx(sample_index, tmp_path_factory) -> Path:
    """A private copy of the sample index (these tests write answer caches into it)."""
    d = tmp_path_factory.mktemp("cli") / "index"
    shutil.copytree(sample_index, d)
    return d


@pytest.fixture(autouse=True)
def _no_env_log(monkeypatch):
    monkeypatch.delenv("DRAWQA_LOG", raising=False)
    monkeypatch.delenv("DRAWQA_INDEX_DIR", raising=False)


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(app, [str(a) for a in args], input=input)


def jlines(text: str) -> list[dict]:
    return [json.loads(l) for l in text.splitlines() if l.strip()]


# --------------------------------------------------------------------------- help, version


def _walk(cmd: click.Command, path=()):
    yield path, cmd
    if isinstance(cmd, click.Group):
        for name, sub in cmd.commands.items():
            yield from _walk(sub, path + (name,))


def test_every_command_and_option_has_help_and_every_command_an_example():
    root = typer.main.get_command(app)
    missing = []
    for path, cmd in _walk(root):
        if path and not (cmd.help or "").strip():
            missing.append(f"{' '.join(path)}: no help")
        if path and "Example" not in (cmd.help or ""):
            missing.append(f"{' '.join(path)}: no example in help")
        for p in cmd.params:
            if not (getattr(p, "help", None) or "").strip():
                missing.append(f"{' '.join(path) or 'drawqa'} {p.opts or p.name}: no help")
    assert not missing, missing
    assert {"index", "ask", "search", "sheets", "show"} <= set(root.commands)


def test_version_and_completion():
    r = run("--version")
    assert r.exit_code == 0 and r.stdout.strip() == f"drawqa {__version__}"
    p = subprocess.run(DRAWQA + ["--show-completion", "bash"], capture_output=True, text=True,
                       cwd=ROOT, env=dict(os.environ, _TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION="1"))
    assert p.returncode == 0 and "complete" in p.stdout


# --------------------------------------------------------------------------- sheets, search


def test_sheets_table_and_json_lines(idx):
    gen = store.load(idx)
    recs = jlines(run("sheets", "--json", "--index-dir", idx).stdout)
    assert [r["sheet_id"] for r in recs] == [s.sheet_id for s in gen.sheets]
    for r in recs:
        assert {"sheet_id", "title", "discipline", "file", "page", "schedules", "latest_revision"} <= set(r)
    with_revs = [r for r, s in zip(recs, gen.sheets) if s.revisions]
    assert with_revs and all(r["latest_revision"]["rev"] for r in with_revs)
    sched = [r for r in recs if r["schedules"]]
    assert sched, "the sample set has schedules"
    table = run("sheets", "--index-dir", idx)
    assert table.exit_code == 0
    lines = table.stdout.splitlines()
    assert lines[0].split()[:3] == ["SHEET", "TITLE", "DISCIPLINE"] and len(lines) == 2 + len(recs)
    assert all(r["sheet_id"] in table.stdout for r in recs)


def test_search_prints_fused_hits_with_provenance(idx):
    r = run("search", "window schedule W3", "--top-k", "5", "--index-dir", idx)
    assert r.exit_code == 0, r.output
    hits = jlines(r.stdout)
    assert len(hits) == 5 and [h["rank"] for h in hits] == [1, 2, 3, 4, 5]
    for h in hits:
        assert {"file", "page", "sheet_id", "section", "bbox", "score", "dense_rank", "dense_score",
                "sparse_rank", "sparse_score", "text", "id"} <= set(h)
        assert len(h["bbox"]) == 4 and h["dense_rank"] or h["sparse_rank"]
    assert [h["score"] for h in hits] == sorted((h["score"] for h in hits), reverse=True)
    assert "W3" in hits[0]["text"]


@pytest.mark.parametrize("opt, value, field", [
    ("--section", "schedule", "section"), ("--sheet", "S-101", "sheet_id"),
    ("--discipline", "structural", "sheet_id"), ("--file", "sample_plan_set.pdf", "file")])
def test_search_filters(idx, opt, value, field):
    hits = jlines(run("search", "schedule", "--top-k", "20", opt, value, "--index-dir", idx).stdout)
    assert hits
    want = {"--discipline": "S-101"}.get(opt, value)
    assert {h[field] for h in hits} == {want}


def test_bad_filters_are_json_errors_with_exit_code_2(idx):
    for args in (["--sheet", "Z9.9"], ["--section", "kitchen"], ["--file", "nope.pdf"],
                 ["--discipline", "plumbing"]):
        r = run("search", "door", *args, "--index-dir", idx)
        assert r.exit_code == 2, args
        err = json.loads(r.stdout)
        assert err["exit_code"] == 2 and err["error"]


# --------------------------------------------------------------------------- ask output


def test_ask_prints_json_when_piped_and_text_when_asked(idx):
    r = run("ask", W3, "--index-dir", idx, "--no-cache")
    assert r.exit_code == 0, r.output
    ans = json.loads(r.stdout)
    assert "2'-6\"" in ans["answer"] and ans["citations"]
    t = run("ask", W3, "--index-dir", idx, "--text", "--no-cache")
    c = ans["citations"][0]
    assert t.exit_code == 0
    assert f"{c['sheet_id']} p.{c['page']} {c['section']}" in t.stdout
    assert "confidence" in t.stdout and not t.stdout.lstrip().startswith("{")


def test_ask_on_a_terminal_prints_text(idx):
    """Without --json/--text the choice follows stdout: a pseudo-terminal gets the readable form."""
    import pty

    master, slave = pty.openpty()
    env = dict(os.environ, DRAWQA_INDEX_DIR=str(idx), COLUMNS="100")
    env.pop("DRAWQA_LOG", None)
    p = subprocess.Popen(DRAWQA + ["ask", W3, "--no-cache"], stdout=slave, stderr=subprocess.PIPE,
                         cwd=ROOT, env=env)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    assert p.wait(timeout=120) == 0
    os.close(master)
    out = b"".join(chunks).decode()
    assert "confidence" in out and "citations:" in out and not out.lstrip().startswith("{")


def test_ask_errors_in_json_mode_are_json_with_the_same_exit_code(idx, tmp_path):
    r = run("ask", "   ", "--index-dir", idx, "--json")
    assert r.exit_code == 2 and json.loads(r.stdout) == {"error": "the question is empty", "exit_code": 2}
    r = run("ask", W3, "--index-dir", tmp_path / "none", "--json")
    assert r.exit_code == 3 and json.loads(r.stdout)["exit_code"] == 3
    r = run("ask", W3, "--index-dir", tmp_path / "none", "--text")
    assert r.exit_code == 3 and r.stdout == "" and "no index" in r.stderr


def test_ask_sheet_filter_scopes_the_citations(idx):
    ans = json.loads(run("ask", "What is the size of footing F1?", "--sheet", "S-101", "--index-dir", idx,
                         "--no-cache").stdout)
    assert "16\" WIDE x 8\" DEEP" in ans["answer"]
    assert ans["citations"] and {c["sheet_id"] for c in ans["citations"]} == {"S-101"}


def test_ask_section_filter_scopes_the_citations(idx):
    ans = json.loads(run("ask", SPRINKLER, "--section", "schedule", "--index-dir", idx,
                         "--no-cache").stdout)
    assert all(c["section"] == "schedule" for c in ans["citations"])


# --------------------------------------------------------------------------- show


def _is_png(path: Path) -> bool:
    with Image.open(path) as im:
        return im.format == "PNG" and im.width >= 360 and im.height >= 100


def test_ask_show_writes_one_png_per_citation(idx, tmp_path):
    r = run("ask", SPRINKLER, "--index-dir", idx, "--show", tmp_path / "ev", "--json", "--no-cache")
    assert r.exit_code == 0, r.output
    ans = json.loads(r.stdout)
    assert ans["citations"]
    for c in ans["citations"]:
        assert Path(c["image"]).parent == tmp_path / "ev" and _is_png(Path(c["image"]))
    assert len(list((tmp_path / "ev").glob("*.png"))) == len({(c["page"], tuple(c["bbox"]))
                                                              for c in ans["citations"]})


def test_ask_piped_into_show_from_json(idx, tmp_path):
    """`drawqa ask ... | drawqa show --from-json -o out/`, as two real processes."""
    env = dict(os.environ, DRAWQA_INDEX_DIR=str(idx))
    env.pop("DRAWQA_LOG", None)
    ask = subprocess.run(DRAWQA + ["ask", W3], capture_output=True, text=True, cwd=tmp_path, env=env)
    assert ask.returncode == 0, ask.stderr
    shown = subprocess.run(DRAWQA + ["show", "--from-json", "-o", "out/"], input=ask.stdout,
                           capture_output=True, text=True, cwd=tmp_path, env=env)
    assert shown.returncode == 0, shown.stderr
    paths = [tmp_path / p for p in shown.stdout.split()]
    cites = json.loads(ask.stdout)["citations"]
    assert len(paths) == len(cites) >= 1 and all(_is_png(p) for p in paths)
    assert paths[0].name == f"01-{cites[0]['sheet_id']}-p{cites[0]['page']}.png"


def test_show_from_search_hits_sheet_and_page(idx, tmp_path):
    hits = run("search", "door schedule", "--top-k", "2", "--index-dir", idx).stdout
    r = run("show", "--from-json", "-o", tmp_path / "a", "--index-dir", idx, input=hits)
    assert r.exit_code == 0, r.output
    assert len(r.stdout.split()) == 2
    gen = store.load(idx)
    s = gen.sheets[0]
    r = run("show", "--sheet", s.sheet_id, "-o", tmp_path / "b", "--index-dir", idx)
    assert r.exit_code == 0 and _is_png(Path(r.stdout.strip()))
    r = run("show", "--file", s.file, "--page", "1", "--bbox", "100,100,300,200", "-o", tmp_path / "c",
            "--index-dir", idx)
    assert r.exit_code == 0 and _is_png(Path(r.stdout.strip()))


def test_show_pdf_dir_override_and_errors(idx, tmp_path):
    gen = store.load(idx)
    pdf = Path(gen.manifest["files"][0]["path"])
    moved = tmp_path / "moved"
    moved.mkdir()
    shutil.copy2(pdf, moved / pdf.name)
    cite = json.dumps({"file": pdf.name, "page": 1, "bbox": [100, 100, 300, 200]})
    r = run("show", "--from-json", "-o", tmp_path / "o", "--pdf-dir", moved, "--index-dir",
            tmp_path / "no-index", input=cite)
    assert r.exit_code == 0, r.output
    r = run("show", "--from-json", "-o", tmp_path / "o", "--index-dir", idx,
            input=json.dumps({"file": "other.pdf", "page": 1}))
    assert r.exit_code == 5 and "--pdf-dir" in r.stderr
    r = run("show", "--from-json", "-o", tmp_path / "o", "--index-dir", idx,
            input=json.dumps({"error": "no index", "exit_code": 3}))
    assert r.exit_code == 3
    r = run("show", "-o", tmp_path / "o", "--index-dir", idx)
    assert r.exit_code == 2 and "--from-json" in r.stderr


# --------------------------------------------------------------------------- cache and log


def test_cache_hits_skips_and_is_invalidated_by_reindexing(idx, tmp_path):
    from drawqa.index import build

    shutil.rmtree(cache.cache_dir(idx), ignore_errors=True)
    r = run("ask", "--no-cache", SPRINKLER, "--index-dir", idx)
    assert not cache.cache_dir(idx).exists(), "--no-cache must not write"
    first = json.loads(run("ask", SPRINKLER, "--index-dir", idx).stdout)
    entries = list(cache.cache_dir(idx).glob("*.json"))
    assert len(entries) == 1 and not any("cached" in n for n in first["notes"])
    spaced = "  " + SPRINKLER.replace(" ", "   ") + " "
    again = json.loads(run("ask", spaced, "--index-dir", idx).stdout)
    assert any("(cached)" in n for n in again["notes"]) and again["question"] == spaced
    assert {k: again[k] for k in ("answer", "confidence", "citations")} == \
        {k: first[k] for k in ("answer", "confidence", "citations")}
    fresh = json.loads(run("ask", SPRINKLER, "--no-cache", "--index-dir", idx).stdout)
    assert not any("cached" in n for n in fresh["notes"])
    json.loads(run("ask", SPRINKLER, "--top-k", "30", "--index-dir", idx).stdout)
    assert len(list(cache.cache_dir(idx).glob("*.json"))) == 2, "options are part of the key"
    # re-indexing makes a new generation version: a miss, and old entries are dropped
    old_version = store.load(idx).version
    build([store.load(idx).manifest["files"][0]["path"]], idx)
    assert store.load(idx).version != old_version
    after = json.loads(run("ask", SPRINKLER, "--index-dir", idx).stdout)
    assert not any("cached" in n for n in after["notes"])
    names = [p.name for p in cache.cache_dir(idx).glob("*.json")]
    assert len(names) == 1 and names[0].startswith(store.load(idx).version[:16])


def test_a_damaged_index_is_an_error_even_for_a_cached_question(sample_index, tmp_path):
    d = tmp_path / "index"
    shutil.copytree(sample_index, d)
    assert run("ask", W3, "--index-dir", d).exit_code == 0
    assert list(cache.cache_dir(d).glob("*.json"))
    gen = store.current_generation(d)
    (gen / "bm25_terms.bin").write_bytes((gen / "bm25_terms.bin").read_bytes() + b" ")
    r = run("ask", W3, "--index-dir", d, "--json")
    assert r.exit_code == 4 and json.loads(r.stdout)["exit_code"] == 4
    (gen / "manifest.json").write_text("[1, 2]")
    r = run("ask", W3, "--index-dir", d, "--json")
    assert r.exit_code == 4 and "not a drawqa index" in json.loads(r.stdout)["error"]


def test_cache_survives_a_read_only_or_damaged_cache(idx):
    key = cache.make_key("v" * 32, "q", {})
    d = cache.cache_dir(idx)
    d.mkdir(exist_ok=True)
    (d / f"{key}.json").write_text("{not json")
    assert cache.get(idx, key) is None
    assert cache.put(idx, key, {"answer": "x"}) is not None and cache.get(idx, key)["answer"] == {"answer": "x"}


def test_query_log_one_line_per_question(idx, tmp_path, monkeypatch):
    log = tmp_path / "q.jsonl"
    shutil.rmtree(cache.cache_dir(idx), ignore_errors=True)
    run("ask", W3, "--index-dir", idx, "--log", log)
    run("ask", W3, "--index-dir", idx, "--log", log)
    monkeypatch.setenv("DRAWQA_LOG", str(log))
    run("ask", "Which sheet is the roof plan?", "--index-dir", idx, "--no-cache")
    recs = jlines(log.read_text())
    assert len(recs) == 3
    for r in recs:
        assert {"ts", "question", "answer", "confidence", "latency_ms", "hits", "citations",
                "index_version", "cached"} <= set(r)
        assert r["latency_ms"] >= 0
    assert [r["cached"] for r in recs] == [False, True, False]
    assert recs[1]["answer"] == recs[0]["answer"] and recs[1]["hits"] == recs[0]["hits"]
    for r in recs:
        h = r["hits"][0]
        assert {"id", "file", "page", "score", "dense_rank", "sparse_rank"} <= set(h) and "text" not in h
    assert recs[2]["question"] == "Which sheet is the roof plan?"


def test_log_failure_is_a_warning_not_a_lost_answer(idx, tmp_path):
    r = run("ask", W3, "--index-dir", idx, "--log", tmp_path / "no" / "such" / "dir.jsonl")
    assert r.exit_code == 0 and json.loads(r.stdout)["answer"]
    assert "cannot write the query log" in r.stderr


# --------------------------------------------------------------------------- progress


def test_progress_is_silent_off_a_terminal_and_with_quiet(monkeypatch):
    from drawqa.cli.index import Progress

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    assert Progress(quiet=False).enabled and not Progress(quiet=True).enabled
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False, raising=False)
    assert not Progress(quiet=False).enabled


def test_index_prints_no_progress_bar_when_stderr_is_not_a_terminal(tmp_path):
    """Real model (its loader has progress bars of its own), one small page: stderr holds the
    summary and nothing that redraws."""
    import pymupdf

    pdf = tmp_path / "one.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=792, height=612)
    page.insert_text((72, 100), "GENERAL NOTES 1. FIRE SPRINKLERS PER NFPA 13D.", fontsize=10)
    page.insert_text((650, 580), "A0.1", fontsize=18)
    doc.save(pdf)
    p = subprocess.run(DRAWQA + ["index", str(pdf), "--index-dir", str(tmp_path / "i"), "--no-ocr"],
                       capture_output=True, text=True, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert "files indexed" in p.stderr
    for bar in ("\r", "\u2501", "Loading weights", "it/s", "%|"):
        assert bar not in p.stderr, p.stderr


def test_mcp_without_the_extra_says_how_to_install_it(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "mcp" else real(name, *a))
    r = run("mcp", "--index-dir", "nowhere")
    assert r.exit_code == 2 and "pip install 'drawqa[mcp]'" in r.stderr
