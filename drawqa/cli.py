"""The command line: parse arguments, call the pipeline, print. Nothing else lives here."""
from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path
from typing import List, Optional

import typer

from . import __version__
from .errors import DrawqaError, PartialIndexError, UsageError

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

app = typer.Typer(add_completion=True, no_args_is_help=True, rich_markup_mode=None,
                  help="Answer questions about PDF drawing sets, with citations.\n\n"
                       "Example:\n\n  drawqa index plans.pdf\n\n  drawqa ask \"sprinkler requirement?\"")

_state = {"debug": False}

INDEX_DIR_HELP = "Index directory (default ./indexes, or $DRAWQA_INDEX_DIR)."


def _index_dir(value: Optional[Path]) -> Path:
    from .store import default_index_dir

    return value if value is not None else default_index_dir()


def _version(value: bool) -> None:
    if value:
        typer.echo(f"drawqa {__version__}")
        raise typer.Exit()


@app.callback()
def main_callback(
    debug: bool = typer.Option(False, "--debug", help="Show tracebacks for errors."),
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Print the version and exit."),
) -> None:
    """drawqa: offline, cited question answering over architectural drawing sets."""
    _state["debug"] = debug


class _Progress:
    """A progress bar on stderr when it is a terminal; silent otherwise or with --quiet."""

    def __init__(self, quiet: bool):
        self.enabled = not quiet and sys.stderr.isatty()
        self.bar = None
        self.tasks: dict[str, int] = {}

    def __enter__(self):
        if self.enabled:
            from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

            from rich.console import Console

            self.bar = Progress(TextColumn("{task.description}"), BarColumn(),
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


@app.command("index")
def index_cmd(
    pdfs: List[str] = typer.Argument(..., help="PDF files of one drawing set (globs are expanded)."),
    index_dir: Optional[Path] = typer.Option(None, "--index-dir", help=INDEX_DIR_HELP),
    prune: bool = typer.Option(False, "--prune", help="Remove files from the index that are not named now."),
    no_ocr: bool = typer.Option(False, "--no-ocr", help="Do not OCR pages without a text layer."),
    hashing: bool = typer.Option(False, "--hashing-embedder", hidden=True,
                                 help="Use the fast hashing embedder (tests only)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
) -> None:
    """Build or update the index of a drawing set.

    Example: drawqa index sample_pdfs/sample_plan_set.pdf --index-dir indexes/
    """
    from .index import build

    def run():
        with _Progress(quiet) as progress:
            report = build(pdfs, _index_dir(index_dir), encoder="hash" if hashing else "index",
                           ocr=not no_ocr, prune=prune, progress=progress)
        for f in report.files:
            if not f.ok:
                typer.echo(f"skipped: {f.error}", err=True)
            for s in f.ocr_skipped:
                typer.echo(f"warning: {f.file} {s}", err=True)
            if f.fallback_ids and not f.reused:
                pages = ", ".join(map(str, f.fallback_ids[:20]))
                typer.echo(f"note: {f.file}: no sheet ID found on page(s) {pages}; using PAGE-n", err=True)
        typer.echo(report.summary(), err=True)
        if report.indexed < len(report.files):
            raise PartialIndexError(f"{len(report.files) - report.indexed} of {len(report.files)} "
                                    "files could not be indexed")

    _run(run)


@app.command("ask")
def ask_cmd(
    question: str = typer.Argument(..., help="The question, in quotes."),
    index_dir: Optional[Path] = typer.Option(None, "--index-dir", help=INDEX_DIR_HELP),
    top_k: int = typer.Option(60, "--top-k", min=1, max=500, help="Fused hits the answerer reads."),
) -> None:
    """Answer a question from the index, as JSON with citations.

    Example: drawqa ask "What NFPA standard do the sprinklers follow?"
    """
    from .answer import ask

    def run():
        ans = ask(question, _index_dir(index_dir), top_k=top_k)
        typer.echo(json.dumps(ans.to_dict(), ensure_ascii=False, indent=2))

    _run(run)


def _run(fn) -> None:
    try:
        fn()
    except DrawqaError as exc:
        if _state["debug"]:
            traceback.print_exc()
        typer.echo(f"drawqa: error: {exc}", err=True)
        raise typer.Exit(exc.exit_code)
    except KeyboardInterrupt:
        typer.echo("drawqa: interrupted", err=True)
        raise typer.Exit(130)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
