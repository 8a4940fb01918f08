"""`make bench`, real sheets: `drawqa index` on real drawings, stage by stage, beside pdfgrep.

    python -m drawqa.bench_real                   # text-layer set on both precision paths + scanned set
    python -m drawqa.bench_real --runs 3 --no-scanned

Two sets are made from the real drawings in ../shared/eval and ../shared/eval/more (not part
of this repository; skipped, with the reason, when absent), each page once:
* the text-layer set: every page with a usable text layer, in one PDF;
* the scanned set: every page drawqa OCRs (raster drawings, letters drawn as outlines).

The text-layer set is indexed RUNS times on each precision path: the default (int8 on x86-64
with AVX2), bfloat16 where the CPU has it (torch; DRAWQA_EMBED_PRECISION=bf16), and float32
(DRAWQA_EMBED_PRECISION=fp32, the path of a CPU with neither). Each run is a fresh `drawqa index --timings` process, timed from outside
(wall clock, peak RSS from os.wait4); the stage seconds are the build's own. pdfgrep reads
the same PDF in the same run. The scanned set is indexed once, for seconds per OCR'd page.
Results go to bench_out/results-real.json as well as the tables printed.

This is a benchmark, not a test: nothing here asserts a timing.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import statistics
import sys
import time
from pathlib import Path

import pymupdf

from .bench import OUT, drawqa_command, ensure_pdfgrep, load_avg, machine, run, stats
from .embed import PRECISION_ENV, cpu_has_bf16, default_precision
from .extract import textpage
from .index import STAGES
from .ocr import needs_ocr

EVAL_DIRS = ("eval", "eval/more")
GOALS = {"pages_s_fp32": 2.0, "pages_s_bf16": 5.0, "vs_pdfgrep": 4.0}
_STAGE_RE = re.compile(r"^stages: (.*) \(of ([\d.]+)s\)$", re.M)


def shared_dir() -> Path:
    """../shared beside the repository (the repository is this package's parent)."""
    return Path(__file__).resolve().parent.parent.parent / "shared"


def real_sets(out: Path, shared: Path) -> tuple[Path, Path, list[str]]:
    """(text-layer PDF, scanned PDF, where each page came from), made from every page of the
    real drawings, each distinct page once (a page whose text and size repeat one already
    taken is left out). Raises FileNotFoundError with the reason when there are none."""
    pdfs = sorted(p for d in EVAL_DIRS for p in (shared / d).glob("*.pdf"))
    if not pdfs:
        raise FileNotFoundError(f"no real drawings: {shared}/eval is absent or holds no PDF")
    text_doc, scan_doc = pymupdf.open(), pymupdf.open()
    seen: set[str] = set()
    sources: list[str] = []
    for path in pdfs:
        with pymupdf.open(path) as doc:
            for i, page in enumerate(doc):
                tp = textpage(page)
                key = hashlib.sha256(f"{page.rect}|{page.get_text(textpage=tp)}|"
                                     f"{len(page.get_images())}".encode()).hexdigest()
                if key in seen and page.get_text(textpage=tp).strip():
                    continue
                seen.add(key)
                ocr = needs_ocr(page, tp)
                (scan_doc if ocr else text_doc).insert_pdf(doc, from_page=i, to_page=i)
                sources.append(f"{path.name} p{i + 1}{' (OCR)' if ocr else ''}")
    out.mkdir(parents=True, exist_ok=True)
    text_pdf, scan_pdf = out / "real-text.pdf", out / "real-scanned.pdf"
    for doc, dst in ((text_doc, text_pdf), (scan_doc, scan_pdf)):
        if doc.page_count:
            doc.save(dst, garbage=3, deflate=True)
        doc.close()
    return text_pdf, scan_pdf, sources


def parse_stages(stderr: str) -> dict:
    m = _STAGE_RE.search(stderr)
    if not m:
        return {}
    out = {k: float(v.rstrip("s")) for k, v in (p.split() for p in m.group(1).split(", "))}
    out["total"] = float(m.group(2))
    return out


def index_runs(pdf: Path, runs: int, env_extra: dict) -> dict:
    """`drawqa index` of pdf, `runs` times into a fresh directory: wall, RSS, stages, summary."""
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **env_extra)
    idx = OUT / "idx-real"
    walls, rss, stages, summary = [], [], [], ""
    for _ in range(runs):
        shutil.rmtree(idx, ignore_errors=True)
        wall, peak, rc, err = run(drawqa_command() + ["index", str(pdf), "--index-dir", str(idx), "-q", "--timings"],
                                  env, stderr_out=True)
        if rc not in (0, 7):
            raise SystemExit(f"drawqa index {pdf} failed (exit {rc})")
        text = err.decode(errors="replace")
        walls.append(wall)
        rss.append(peak)
        stages.append(parse_stages(text))
        summary = next((l for l in text.splitlines() if " files indexed, " in l), summary)
    med = {k: statistics.median(s.get(k, 0.0) for s in stages) for k in (*STAGES, "total")}
    m = re.search(r"(\d+) pages, (\d+) chunks.*?(\d+) pages OCR'd", summary)
    pages, chunks, ocr_pages = (int(x) for x in m.groups()) if m else (0, 0, 0)
    manifest = json.loads((idx / (idx / "CURRENT").read_text().strip() / "manifest.json").read_text())
    return {"wall": stats(walls), "rss": stats(rss), "stages": med, "pages": pages, "chunks": chunks,
            "ocr_pages": ocr_pages, "encoder": manifest["files"][0].get("embedding", {})}


def bench(runs: int, pdfgrep_runs: int, scanned: bool, shared: Path) -> dict:
    res: dict = {"machine": machine(), "load_start": load_avg(), "date": time.strftime("%Y-%m-%d %H:%M")}
    text_pdf, scan_pdf, sources = real_sets(OUT, shared)
    res["sources"] = sources
    res["text_pdf_mb"] = text_pdf.stat().st_size / 1e6
    pg = ensure_pdfgrep()
    default = default_precision()
    paths = list(dict.fromkeys([default] + (["bf16"] if cpu_has_bf16() else []) + ["fp32"]))
    res["default"] = default
    res["paths"] = {}
    for p in paths:
        print(f"[bench] indexing the real text-layer set x {runs} ({p}) ...", file=sys.stderr, flush=True)
        r = index_runs(text_pdf, runs, {PRECISION_ENV: p})
        if pg and pdfgrep_runs:
            r["pdfgrep"] = stats([run([pg, "-i", "-n", "window", str(text_pdf)])[0] for _ in range(pdfgrep_runs)])
        res["paths"][p] = r
    if scanned and scan_pdf.exists():
        print("[bench] indexing the real scanned set once (OCR) ...", file=sys.stderr, flush=True)
        res["scanned"] = index_runs(scan_pdf, 1, {})
        if pg and pdfgrep_runs:
            res["scanned"]["pdfgrep"] = stats([run([pg, "-i", "-n", "window", str(scan_pdf)])[0]])
    res["load_end"] = load_avg()
    (OUT / "results-real.json").write_text(json.dumps(res, indent=1))
    return res


def _row(cells) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


def table(res: dict) -> str:
    paths = res["paths"]
    any_r = next(iter(paths.values()))
    head = ["measure"] + [f"{p} path" + (" (default)" if p == res.get("default") else " (forced)")
                          for p in paths] + ["goal"]
    lines = [f"drawqa bench, real sheets: {any_r['pages']} distinct text-layer pages of "
             f"{' and '.join(f'../shared/{d}' for d in EVAL_DIRS)} ({any_r['chunks']} chunks, {res['text_pdf_mb']:.1f} MB) on {res['machine']}; "
             f"1-min load {res['load_start']:.2f} at start, {res['load_end']:.2f} at end; {res['date']}",
             _row(head), "|" + "|".join("---" for _ in head) + "|"]

    def row(name, f, goal=""):
        lines.append(_row([name] + [f(r, p) for p, r in paths.items()] + [goal]))

    row(f"`drawqa index` wall, median of {any_r['wall']['n']} (min-max)",
        lambda r, p: f"{r['wall']['median']:.2f} s ({r['wall']['min']:.2f}-{r['wall']['max']:.2f})")
    row("pages/s", lambda r, p: f"{r['pages'] / r['wall']['median']:.2f}",
        f">= {GOALS['pages_s_fp32']:g} (fp32), >= {GOALS['pages_s_bf16']:g} (a bf16 CPU's default)")
    row("`pdfgrep -i -n window`, same PDF",
        lambda r, p: f"{r['pdfgrep']['median']:.2f} s" if r.get("pdfgrep") else "not run")
    row("index / pdfgrep", lambda r, p: f"{r['wall']['median'] / r['pdfgrep']['median']:.1f}x"
        if r.get("pdfgrep") else "-", f"<= {GOALS['vs_pdfgrep']:g}x")
    row("peak RSS", lambda r, p: f"{r['rss']['median']:.0f} MB")
    row("encoder", lambda r, p: f"{r['encoder'].get('encoder', '?')} {r['encoder'].get('precision', '')}")
    for k in STAGES:
        row(f"  {k}", lambda r, p, k=k: f"{r['stages'][k]:.2f} s ({100 * r['stages'][k] / r['wall']['median']:.0f} %)")
    row("  start-up and the rest", lambda r, p: f"{r['wall']['median'] - r['stages']['total']:.2f} s")
    out = "\n".join(lines)
    s = res.get("scanned")
    if s:
        st = s["stages"]
        pg = f"; pdfgrep {s['pdfgrep']['median']:.2f} s" if s.get("pdfgrep") else ""
        out += (f"\n\nscanned set: {s['pages']} pages, {s['ocr_pages']} OCR'd, {s['chunks']} chunks: "
                f"{s['wall']['median']:.1f} s wall, {st['ocr'] / max(s['ocr_pages'], 1):.2f} s of OCR per OCR'd page; "
                + ", ".join(f"{k} {st[k]:.2f} s" for k in STAGES) + pg)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="drawqa index speed on real sheets (not a test)")
    ap.add_argument("--runs", type=int, default=5, help="builds per precision path (default 5)")
    ap.add_argument("--pdfgrep-runs", type=int, default=5)
    ap.add_argument("--no-scanned", action="store_true", help="skip the scanned (OCR) set")
    ap.add_argument("--shared", type=Path, default=shared_dir(), help="folder holding eval/ (default ../shared)")
    a = ap.parse_args(argv)
    try:
        res = bench(a.runs, a.pdfgrep_runs, not a.no_scanned, a.shared)
    except FileNotFoundError as exc:
        print(f"real-sheet bench skipped: {exc}")
        return
    print(table(res))


if __name__ == "__main__":
    main()
