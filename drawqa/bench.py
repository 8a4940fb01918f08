"""`make bench` / `make bench-scale`: speed, memory and size of drawqa on a generated dense set.

    python -m drawqa.bench --pages 500          # make bench
    python -m drawqa.bench --pages 10000        # make bench-scale
    python -m drawqa.bench --growth             # how costs grow across the sizes measured so far

Everything is measured from the outside, the way a user meets it: each `drawqa ask` is a new
process (cold start, text-layer path, answer cache off), timed by wall clock, its peak RSS
read from the kernel's rusage of that child (os.wait4). Side by side in the same run: the bare
`python -c "import numpy, faiss"` floor and `pdfgrep -i -n window` over the same PDF.
Results go to bench_out/results-<pages>.json as well as the one table printed.

This is a benchmark, not a test: nothing here asserts a timing.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from .benchgen import generate

OUT = Path("bench_out")
QUESTIONS = [
    "What fire sprinkler standard applies?",
    "What is the construction type?",
    "What is the width of door 104C?",
    "Which sheet has the window schedule?",
    "What are the general notes about window sill pans?",
    "What is the U-factor of window W12?",
]
GOALS = {   # name: (limit, at or below?)
    "ask_s": 0.5, "ask_s_10k": 1.0, "ask_vs_floor": 5.0, "ask_vs_pdfgrep": 0.05, "ask_rss_mb": 150.0,
    "index_pages_s": 5.0, "reindex_ratio": 0.05,
}


def drawqa_command() -> list[str]:
    exe = Path(sys.executable).with_name("drawqa")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "drawqa.cli"]


def run(cmd: list[str], env: dict | None = None, stdout=subprocess.DEVNULL,
        stderr_out: bool = False) -> tuple[float, float, int, bytes]:
    """(wall seconds, peak RSS MB, exit code, stdout -- or stderr, with stderr_out) of one
    child process."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.PIPE, env=env)
    out = b""
    if stdout is subprocess.PIPE:
        out = p.stdout.read()
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode not in (0, 7) and err:
        sys.stderr.write(err.decode(errors="replace")[-2000:])
    return wall, ru.ru_maxrss / 1024.0, p.returncode, err if stderr_out else out


def stats(xs: list[float]) -> dict:
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "n": len(xs)} if xs else {}


def load_avg() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


def machine() -> str:
    cpu = ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kb = int(next(l for l in open("/proc/meminfo") if l.startswith("MemTotal")).split()[1])
        mem = f", {kb / 1048576:.0f} GB RAM"
    except (OSError, StopIteration, ValueError):
        pass
    return f"{os.cpu_count()} cores, {cpu or platform.processor()}{mem}, Python {platform.python_version()}"


def ensure_pdfgrep() -> str | None:
    return shutil.which("pdfgrep")


FILE_PAGES = 1000   # a larger set is split into files of this many pages, as real sets are
                    # (by discipline or volume); one file may hold at most extract.MAX_PAGES


def bench_set(pages: int) -> list[Path]:
    """The generated set of `pages` pages: one PDF up to FILE_PAGES, else several."""
    if pages <= FILE_PAGES:
        return [generate(pages, OUT / f"set-{pages}.pdf")]
    return [generate(min(FILE_PAGES, pages - first), OUT / f"set-{pages}-{k + 1:02d}.pdf", first_sheet=first)
            for k, first in enumerate(range(0, pages, FILE_PAGES))]


def generation_dir(index_dir: Path) -> Path:
    return index_dir / (index_dir / "CURRENT").read_text().strip()


def bench(pages: int, runs: int, pdfgrep_runs: int, reindex: bool, questions: list[str],
          encoder_env: dict, build_only: bool = False) -> dict:
    OUT.mkdir(exist_ok=True)
    res: dict = {"pages": pages, "machine": machine(), "load_start": load_avg(),
                 "date": time.strftime("%Y-%m-%d %H:%M")}
    t0 = time.perf_counter()
    pdfs = [str(p) for p in bench_set(pages)]
    res["generate_s"] = time.perf_counter() - t0
    res["files"] = len(pdfs)
    res["pdf_mb"] = sum(Path(p).stat().st_size for p in pdfs) / 1e6
    idx = OUT / f"idx-{pages}"
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **encoder_env)
    dq = drawqa_command()

    # Full build, then the same set again (content hashes unchanged: everything reused).
    build_record = OUT / f"idx-{pages}.build.json"
    if reindex or not (idx / "CURRENT").exists() or not build_record.exists():
        shutil.rmtree(idx, ignore_errors=True)
        print(f"[bench] indexing {pages} pages ...", file=sys.stderr, flush=True)
        wall, rss, rc, _ = run(dq + ["index", *pdfs, "--index-dir", str(idx), "-q"], env)
        if rc != 0:
            raise SystemExit(f"drawqa index failed (exit {rc})")
        res["index_s"], res["index_rss_mb"] = wall, rss
        res["index_pages_s"] = pages / wall
        print("[bench] re-indexing (unchanged) ...", file=sys.stderr, flush=True)
        re_walls = []
        for _ in range(3):
            w, _, rc, _ = run(dq + ["index", *pdfs, "--index-dir", str(idx), "-q"], env)
            re_walls.append(w)
        res["reindex"] = stats(re_walls)
        res["reindex_ratio"] = res["reindex"]["median"] / wall
        res["index_load"] = load_avg()
        build_record.write_text(json.dumps({k: res[k] for k in ("index_s", "index_rss_mb", "index_pages_s",
                                                                 "reindex", "reindex_ratio", "index_load")}))
    else:   # --keep-index: the build measured when this index was made
        res.update(json.loads(build_record.read_text()))
        res["index_reused_record"] = True
    if build_only:
        return res
    gen = generation_dir(idx)
    manifest = json.loads((gen / "manifest.json").read_text())
    n = manifest["n_chunks"]
    sizes = {p.name: p.stat().st_size for p in gen.iterdir() if p.is_file()}
    total = sum(sizes.values())
    res["chunks"] = n
    res["index_mb"] = total / 1e6
    res["bytes_per_chunk"] = total / max(n, 1)
    res["bytes_per_chunk_parts"] = {
        "vectors": sizes.get("vectors.faiss", 0) / max(n, 1),
        "chunks.jsonl": sizes.get("chunks.jsonl", 0) / max(n, 1),
        "bm25": sum(v for k, v in sizes.items() if k.startswith("bm25")) / max(n, 1),
        "other": (total - sizes.get("vectors.faiss", 0) - sizes.get("chunks.jsonl", 0)
                  - sum(v for k, v in sizes.items() if k.startswith("bm25"))) / max(n, 1),
    }

    # Cold asks, questions interleaved (one warm-up pass fills the page cache first).
    print(f"[bench] {len(questions)} questions x {runs} cold runs ...", file=sys.stderr, flush=True)
    ask = lambda q: dq + ["ask", q, "--index-dir", str(idx), "--no-cache", "--json"]  # noqa: E731
    answers = {}
    for q in questions:
        _, _, rc, out = run(ask(q), env, stdout=subprocess.PIPE)
        try:
            a = json.loads(out)
            answers[q] = {"answer": a.get("answer", "")[:120], "handler": a.get("handler"),
                          "citations": len(a.get("citations") or [])}
        except ValueError:
            answers[q] = {"answer": f"(exit {rc})"}
    walls, rss, per_q = [], [], {q: [] for q in questions}
    for _ in range(runs):
        for q in questions:
            w, m, rc, _ = run(ask(q), env)
            walls.append(w)
            rss.append(m)
            per_q[q].append(w)
    res["ask"] = stats(walls)
    res["ask_rss"] = stats(rss)
    res["ask_per_question"] = {q: stats(v) for q, v in per_q.items()}
    res["answers"] = answers

    floor, floor_rss = [], []
    for _ in range(max(runs, 5)):
        w, m, _, _ = run([sys.executable, "-c", "import numpy, faiss"], env)
        floor.append(w)
        floor_rss.append(m)
    res["floor"] = stats(floor)
    res["floor_rss"] = stats(floor_rss)

    pg = ensure_pdfgrep()
    if pg and pdfgrep_runs > 0:
        print(f"[bench] pdfgrep x {pdfgrep_runs} ...", file=sys.stderr, flush=True)
        gw = [run([pg, "-i", "-n", "window", *pdfs])[0] for _ in range(pdfgrep_runs)]
        res["pdfgrep"] = stats(gw)
    res["load_end"] = load_avg()
    (OUT / f"results-{pages}.json").write_text(json.dumps(res, indent=1))
    return res


def _fmt(x, unit=""):
    if x is None:
        return "-"
    if isinstance(x, float):
        if abs(x) >= 100:
            return f"{x:.0f}{unit}"
        if abs(x) >= 1:
            return f"{x:.2f}{unit}"
        return f"{x:.3f}{unit}"
    return f"{x}{unit}"


def table(res: dict) -> str:
    P = res["pages"]
    ask, floor, pg = res["ask"], res["floor"], res.get("pdfgrep")
    rows = []

    def row(name, s, unit, goal="", ok=None):
        mark = "" if ok is None else ("PASS" if ok else "FAIL")
        if isinstance(s, dict):
            rows.append((name, _fmt(s["median"], unit), _fmt(s["min"], unit), _fmt(s["max"], unit), goal, mark))
        else:
            rows.append((name, _fmt(s, unit), "", "", goal, mark))

    ask_goal = GOALS["ask_s"] if P <= 1000 else GOALS["ask_s_10k"]
    row(f"cold `drawqa ask` ({ask['n']} runs)", ask, " s", f"<= {ask_goal} s", ask["median"] <= ask_goal)
    row("`python -c 'import numpy, faiss'` floor", floor, " s")
    r = ask["median"] / floor["median"]
    row("ask / import floor (medians)", r, "x", f"<= {GOALS['ask_vs_floor']}x", r <= GOALS["ask_vs_floor"])
    if pg:
        row(f"`pdfgrep -i -n window` ({pg['n']} runs)", pg, " s")
        r = ask["median"] / pg["median"]
        row("ask / pdfgrep (medians)", r, "x", f"<= {GOALS['ask_vs_pdfgrep']}x", r <= GOALS["ask_vs_pdfgrep"])
    else:
        rows.append(("pdfgrep", "not run", "", "", "", ""))
    row("peak RSS of ask", res["ask_rss"], " MB", f"<= {GOALS['ask_rss_mb']:.0f} MB",
        res["ask_rss"]["max"] <= GOALS["ask_rss_mb"])
    row("peak RSS of import floor", res["floor_rss"], " MB")
    if "index_s" in res:
        row("`drawqa index` full build", res["index_s"], " s")
        row("index throughput", res["index_pages_s"], " pages/s", f">= {GOALS['index_pages_s']:.0f}",
            res["index_pages_s"] >= GOALS["index_pages_s"])
        row("peak RSS of index", res["index_rss_mb"], " MB")
        row("re-index unchanged set", res["reindex"], " s")
        row("re-index / full build", res["reindex_ratio"], "x", f"<= {GOALS['reindex_ratio']}x",
            res["reindex_ratio"] <= GOALS["reindex_ratio"])
    parts = res["bytes_per_chunk_parts"]
    row(f"index size ({res['chunks']} chunks)", res["index_mb"], " MB")
    row("index bytes per chunk", res["bytes_per_chunk"], " B", "report")
    rows.append(("  of which vectors/chunks/bm25/other",
                 " / ".join(f"{parts[k]:.0f}" for k in ("vectors", "chunks.jsonl", "bm25", "other")),
                 "", "", "", ""))
    head = ("measure", "median", "min", "max", "goal", "")
    w = [max(len(str(x[i])) for x in rows + [head]) for i in range(6)]
    line = lambda t: "| " + " | ".join(str(v).ljust(w[i]) for i, v in enumerate(t)) + " |"  # noqa: E731
    files = res.get("files", 1)
    out = [f"drawqa bench: {P} generated dense pages ({files} PDF{'s' if files > 1 else ''}, "
           f"{res['pdf_mb']:.1f} MB, "
           f"{res['chunks']} chunks) on {res['machine']}; "
           f"1-min load {res['load_start']:.2f} at start, {res['load_end']:.2f} at end; {res['date']}",
           line(head), "|" + "|".join("-" * (x + 2) for x in w) + "|"]
    out += [line(t) for t in rows]
    return "\n".join(out)


def growth() -> str:
    results = sorted((json.loads(p.read_text()) for p in OUT.glob("results-*.json")), key=lambda r: r["pages"])
    if not results:
        return "no results yet: run python -m drawqa.bench --pages N first"
    cols = [("pages", lambda r: r["pages"]), ("chunks", lambda r: r["chunks"]),
            ("ask median s", lambda r: r["ask"]["median"]), ("ask RSS MB median/max", lambda r: f"{r['ask_rss']['median']:.0f}/{r['ask_rss']['max']:.0f}"),
            ("index s", lambda r: r.get("index_s")), ("pages/s", lambda r: r.get("index_pages_s")),
            ("re-index s", lambda r: (r.get("reindex") or {}).get("median")),
            ("index MB", lambda r: r["index_mb"]), ("B/chunk", lambda r: r["bytes_per_chunk"]),
            ("pdfgrep s", lambda r: (r.get("pdfgrep") or {}).get("median"))]
    rows = [[name for name, _ in cols]] + [[_fmt(f(r)) for _, f in cols] for r in results]
    w = [max(len(r[i]) for r in rows) for i in range(len(cols))]
    line = lambda t: "| " + " | ".join(v.rjust(w[i]) for i, v in enumerate(t)) + " |"  # noqa: E731
    return "\n".join(["how costs grow with the set size", line(rows[0]),
                      "|" + "|".join("-" * (x + 2) for x in w) + "|"] + [line(r) for r in rows[1:]])


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="drawqa speed/memory/size benchmark (not a test)")
    ap.add_argument("--pages", type=int, default=500)
    ap.add_argument("--runs", type=int, default=0, help="cold runs per question (default 7, 5 above 2000 pages)")
    ap.add_argument("--pdfgrep-runs", type=int, default=-1, help="default 3 (1 above 2000 pages)")
    ap.add_argument("--keep-index", action="store_true", help="reuse bench_out/idx-N if present (skip build timing)")
    ap.add_argument("--growth", action="store_true", help="print how costs grow across measured sizes")
    ap.add_argument("--build-only", action="store_true", help="generate and index only (timings kept for later runs)")
    a = ap.parse_args(argv)
    if a.growth:
        print(growth())
        return
    big = a.pages > 2000
    runs = a.runs or (5 if big else 7)
    pg_runs = a.pdfgrep_runs if a.pdfgrep_runs >= 0 else (1 if big else 3)
    res = bench(a.pages, runs, pg_runs, reindex=not a.keep_index, questions=QUESTIONS, encoder_env={},
                build_only=a.build_only)
    if a.build_only:
        print(json.dumps({k: v for k, v in res.items() if k.startswith(("index", "reindex"))}, indent=1))
        return
    print(table(res))
    print()
    for q, ans in res["answers"].items():
        print(f"  {q!r} -> [{ans.get('handler')}] {ans.get('answer')}", file=sys.stderr)


if __name__ == "__main__":
    main()
