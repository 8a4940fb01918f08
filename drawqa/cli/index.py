"""The body of `drawqa index`, shared by the typer-free fast path and the typer app."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import List, Optional

from ..errors import PartialIndexError
from ..reader_start import prefetch, start_early
from .output import echo, guarded, index_dir_or_default


class Progress:
    """A progress bar on stderr when it is a terminal; silent otherwise or with --quiet."""

    def __init__(self, quiet: bool):
        self.enabled = not quiet and sys.stderr.isatty()
        self.bar = None
        self.tasks: dict[str, int] = {}

    def __enter__(self):
        if self.enabled:
            # lazy: rich's console and progress, ~0.1 s, only for a bar on a terminal
            from rich.console import Console
            from rich.progress import BarColumn, Progress as Bar, TextColumn, TimeElapsedColumn

            self.bar = Bar(TextColumn("{task.description}"), BarColumn(),
                           TextColumn("{task.completed}/{task.total}"), TimeElapsedColumn(),
                           console=Console(stderr=True), transient=True)
            self.bar.__enter__()
        return self

    def __call__(self, what: str, done: int, total: int) -> None:
        if not self.bar:
            return
        key = "embedding" if what == "embedding" else "files"
        if key not in self.tasks:
            self.tasks[key] = self.bar.add_task(what, total=total)
        self.bar.update(self.tasks[key], description=what, completed=done, total=total)

    def __exit__(self, *exc):
        if self.bar:
            self.bar.__exit__(*exc)


def new_file_index(index_dir: Optional[Path], db: Optional[str], pdfs: List[str]) -> bool:
    """`drawqa index` builds a new file index (no directory, or an empty one; no database) of
    PDFs named plainly (no pattern, none twice): every page named will be read, in the order
    named, so its reader can start before this process has imported numpy to plan the build.
    (Known without importing it; when wrong, the build stops that reader and starts another.)"""
    d = index_dir if index_dir is not None else Path(os.environ.get("DRAWQA_INDEX_DIR") or "indexes")
    if db or os.environ.get("DRAWQA_DB") or (d.exists() and (not d.is_dir() or any(d.iterdir()))):
        return False
    plain = [Path(p) for p in pdfs if not any(ch in p for ch in "*?[") and Path(p).is_file()]
    return len(plain) == len(pdfs) and len({p.resolve() for p in plain}) == len(plain)


def index_command(pdfs, index_dir, prune, no_ocr, hashing, quiet, db, set_name, no_wait, timings, *,
                  debug: bool = False, passthrough: tuple = ()) -> int:
    """Build or update the index of a drawing set.

    Example: drawqa index sample_pdfs/sample_plan_set.pdf --index-dir indexes/

    Example: drawqa index plans.pdf --db postgresql://drawqa@dbhost/drawqa --set tower-b
    """
    def run():
        if not hashing:
            start_early()           # the reader imports PyMuPDF while this process imports the rest
            if new_file_index(index_dir, db, pdfs):
                prefetch(pdfs, not no_ocr)   # every page will be read: it starts now
                from ..embed_index import load_ahead   # lazy: numpy, ~0.1 s that --help never pays

                load_ahead()                 # ... and embedded: the model loads beside the reading
        # lazy: pymupdf and numpy, ~0.6 s that --help never pays; here, so a stop signal during
        # the import is reported as any other (the reader, started first, is then stopped)
        from ..index import build

        with Progress(quiet) as progress:
            report = build(pdfs, index_dir_or_default(index_dir), encoder="hash" if hashing else "index",
                           ocr=not no_ocr, prune=prune, progress=progress, db=db, set_name=set_name,
                           wait=not no_wait, on_wait=lambda m: echo(f"note: {m}", err=True))
        for f in report.files:
            if not f.ok:
                echo(f"skipped: {f.error}", err=True)
            for s in f.ocr_skipped + f.problems:
                echo(f"warning: {f.file} {s}", err=True)
            if f.fallback_ids and not f.reused:
                pages = ", ".join(map(str, f.fallback_ids[:20]))
                echo(f"note: {f.file}: no sheet ID found on page(s) {pages}; using PAGE-n", err=True)
        for n in report.notes:
            echo(f"note: {n}", err=True)
        echo(report.summary(), err=True)
        if timings:
            echo(report.stage_line(), err=True)
        if report.incomplete():
            raise PartialIndexError(report.incomplete())

    return guarded(run, debug=debug, passthrough=passthrough)
