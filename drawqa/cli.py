"""The command line: parse arguments, call the pipeline, print. Nothing else lives here."""
from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path
from typing import List, Optional

import click
import typer

from . import __version__
from .errors import DrawqaError, PartialIndexError, UsageError

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")   # drawqa draws its own (rich, tty only)

app = typer.Typer(add_completion=True, no_args_is_help=True, rich_markup_mode=None,
                  help="Answer questions about PDF drawing sets, with citations.\n\n"
                       "Example:\n\n  drawqa index plans.pdf\n\n  drawqa ask \"sprinkler requirement?\"\n\n"
                       "Exit codes: 0 ok, 1 internal error, 2 usage (e.g. empty question), 3 no index, "
                       "4 index damaged or of another format/model (re-run `drawqa index`), "
                       "5 PDF unreadable, 6 nothing indexed, 7 partial (some files or pages skipped).")

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
    index_dir: Optional[Path] = typer.Option(None, "--index-dir", metavar="DIR", help=INDEX_DIR_HELP),
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
            for s in f.ocr_skipped + f.problems:
                typer.echo(f"warning: {f.file} {s}", err=True)
            if f.fallback_ids and not f.reused:
                pages = ", ".join(map(str, f.fallback_ids[:20]))
                typer.echo(f"note: {f.file}: no sheet ID found on page(s) {pages}; using PAGE-n", err=True)
        for n in report.notes:
            typer.echo(f"note: {n}", err=True)
        typer.echo(report.summary(), err=True)
        if report.incomplete():
            raise PartialIndexError(report.incomplete())

    _run(run)


FILTER_HELP = {
    "sheet": "Only this sheet (repeat or comma-separate for several), e.g. --sheet A4.0.",
    "section": "Only this part of a sheet: title block, floor plan, site plan, schedule, notes, "
               "legend, elevation, section, detail, general.",
    "file": "Only this indexed file (its name, e.g. plans.pdf); repeat for several.",
    "discipline": "Only sheets of this discipline (architectural, structural, ...) or sheet-ID "
                  "prefix (A, S, ...).",
}
# The filters `ask` and `search` share, declared once.
SHEET_OPTION = typer.Option([], "--sheet", metavar="ID", help=FILTER_HELP["sheet"])
SECTION_OPTION = typer.Option([], "--section", metavar="SECTION", help=FILTER_HELP["section"])
FILE_OPTION = typer.Option([], "--file", metavar="NAME", help=FILTER_HELP["file"])
DISCIPLINE_OPTION = typer.Option([], "--discipline", metavar="DISCIPLINE", help=FILTER_HELP["discipline"])
PDF_DIR_HELP = "Folder holding the PDFs, when they moved since indexing (default: the indexed paths)."


@app.command("ask")
def ask_cmd(
    question: str = typer.Argument(..., help="The question, in quotes."),
    index_dir: Optional[Path] = typer.Option(None, "--index-dir", metavar="DIR", help=INDEX_DIR_HELP),
    top_k: int = typer.Option(60, "--top-k", min=1, max=500, help="Fused hits the answerer reads."),
    sheet: List[str] = SHEET_OPTION,
    section: List[str] = SECTION_OPTION,
    file: List[str] = FILE_OPTION,
    discipline: List[str] = DISCIPLINE_OPTION,
    as_json: Optional[bool] = typer.Option(None, "--json/--text", show_default=False,
                                           help="Force JSON or readable text (default: text on a "
                                                "terminal, JSON when piped)."),
    show: Optional[Path] = typer.Option(None, "--show", metavar="DIR",
                                        help="Also write one evidence PNG per citation into DIR."),
    pdf_dir: Optional[Path] = typer.Option(None, "--pdf-dir", help=PDF_DIR_HELP, metavar="DIR"),
    no_cache: bool = typer.Option(False, "--no-cache", help="Do not read or write the answer cache."),
    log: Optional[Path] = typer.Option(None, "--log", metavar="FILE",
                                       help="Append one JSON line per question to FILE "
                                            "(or set $DRAWQA_LOG)."),
    no_ocr: bool = typer.Option(False, "--no-ocr", help="Never OCR at question time (when the "
                                "text layer gives no answer, drawqa reads the drawings with Tesseract)."),
    ocr_pages: int = typer.Option(8, "--ocr-pages", min=0, metavar="N",
                                  help="Question-time OCR budget: at most N pages."),
    ocr_seconds: float = typer.Option(20.0, "--ocr-seconds", min=0, metavar="S",
                                      help="Question-time OCR budget: at most S seconds."),
    ocr_cells: int = typer.Option(90, "--ocr-cells", min=0, metavar="N",
                                  help="Question-time OCR budget: at most N regions read (Tesseract calls)."),
) -> None:
    """Answer a question from the index, with citations.

    Prints a readable answer on a terminal and JSON when piped (--json / --text force either).

    Example: drawqa ask "What NFPA standard do the sprinklers follow?" --show evidence/
    """
    json_mode = as_json if as_json is not None else not sys.stdout.isatty()

    def run():
        from .asking import ask
        from .listing import parse_filters
        from .ocr_fallback import OcrOptions
        from .querylog import log_path
        from .render_text import answer_text

        idx = _index_dir(index_dir)
        ocr = OcrOptions(enabled=not no_ocr and ocr_pages > 0 and ocr_cells > 0 and ocr_seconds > 0,
                         max_pages=ocr_pages, max_seconds=ocr_seconds, max_cells=ocr_cells,
                         pdf_dir=pdf_dir)
        done = ask(question, idx, filters=parse_filters(sheet, section, file, discipline),
                   top_k=top_k, use_cache=not no_cache, log=log_path(log), ocr=ocr)
        if done.log_error:
            typer.echo(f"warning: {done.log_error}", err=True)
        ans, images = done.answer, []
        if show is not None:
            from .show import PdfResolver, render_citations

            resolver = PdfResolver(index_dir=idx, pdf_dir=pdf_dir, manifest=done.manifest)
            images = [str(r.path) for r in render_citations(ans["citations"], show, resolver)]
            for w in resolver.warnings:
                typer.echo(f"warning: {w}", err=True)
            for c, img in zip(ans["citations"], images):
                c["image"] = img
        if json_mode:
            typer.echo(json.dumps(ans, ensure_ascii=False, indent=2))
        else:
            typer.echo(answer_text(ans, images))

    _run(run, json_errors=json_mode)


@app.command("search")
def search_cmd(
    query: str = typer.Argument(..., help="What to look for, in quotes."),
    index_dir: Optional[Path] = typer.Option(None, "--index-dir", metavar="DIR", help=INDEX_DIR_HELP),
    top_k: int = typer.Option(10, "--top-k", min=1, max=500, help="How many fused hits to print."),
    sheet: List[str] = SHEET_OPTION,
    section: List[str] = SECTION_OPTION,
    file: List[str] = FILE_OPTION,
    discipline: List[str] = DISCIPLINE_OPTION,
) -> None:
    """Print the fused retrieval hits for a query, as JSON lines.

    One object per hit, with scores and provenance: rank, score, file, page, sheet, section,
    bbox, dense/sparse ranks and scores, text snippet. For scripts and for debugging retrieval.

    Example: drawqa search "window schedule W3" --top-k 5 --sheet A4.0
    """

    def run():
        from . import store
        from .listing import check_filters, hit_record, parse_filters, search

        gen = store.load(_index_dir(index_dir))
        f = check_filters(gen, parse_filters(sheet, section, file, discipline))
        for i, h in enumerate(search(gen, query, f, top_k)):
            typer.echo(json.dumps(hit_record(i + 1, h), ensure_ascii=False))

    _run(run, json_errors=True)


@app.command("sheets")
def sheets_cmd(
    index_dir: Optional[Path] = typer.Option(None, "--index-dir", metavar="DIR", help=INDEX_DIR_HELP),
    as_json: bool = typer.Option(False, "--json", help="JSON lines (one sheet per line) instead of a table."),
) -> None:
    """List the sheets of the index, as a table or JSON lines.

    Each sheet: ID, title, discipline, file, page, schedules on it, latest revision.

    Example: drawqa sheets --json | jq -r .sheet_id
    """

    def run():
        from . import store
        from .listing import sheet_records
        from .render_text import sheets_table

        records = sheet_records(store.load(_index_dir(index_dir)))
        if as_json:
            for r in records:
                typer.echo(json.dumps(r, ensure_ascii=False))
        else:
            typer.echo(sheets_table(records))

    _run(run, json_errors=as_json)


@app.command("show")
def show_cmd(
    from_json: bool = typer.Option(False, "--from-json",
                                   help="Read an answer (or search hits) as JSON on stdin and "
                                        "render every citation."),
    out: Path = typer.Option(Path("evidence"), "--out", "-o", metavar="DIR", help="Directory for the PNGs."),
    sheet: Optional[str] = typer.Option(None, "--sheet", metavar="ID", help="Render this whole sheet (by ID)."),
    file: Optional[str] = typer.Option(None, "--file", metavar="NAME", help="Render a page of this indexed file."),
    page: Optional[int] = typer.Option(None, "--page", min=1, metavar="N", help="1-based page number for --file."),
    bbox: Optional[str] = typer.Option(None, "--bbox", metavar="X0,Y0,X1,Y1",
                                       help="Box to highlight, in displayed-page PDF points "
                                            "from the top left (as in citations)."),
    index_dir: Optional[Path] = typer.Option(None, "--index-dir", metavar="DIR", help=INDEX_DIR_HELP),
    pdf_dir: Optional[Path] = typer.Option(None, "--pdf-dir", help=PDF_DIR_HELP, metavar="DIR"),
    context: Optional[float] = typer.Option(None, "--context", min=0, metavar="PT",
                                            help="Points of sheet shown around the box "
                                                 "(default: a quarter of the box, at least 36)."),
    max_size: int = typer.Option(1600, "--max-size", min=200, max=8000, metavar="PX",
                                 help="Longest side of the rendered region, in pixels."),
) -> None:
    """Render cited regions of the drawings as PNGs.

    Each PNG shows the cited region with its box highlighted, labelled with file, sheet and page.

    Prints the path of each PNG written.

    Example: drawqa ask "Size of window W3?" --json | drawqa show --from-json -o out/
    """

    def run():
        from . import show as show_mod

        idx = _index_dir(index_dir)
        resolver = show_mod.PdfResolver(index_dir=idx, pdf_dir=pdf_dir)
        kw = {"context": context, "max_px": max_size}
        if from_json:
            if sys.stdin.isatty():
                raise UsageError("--from-json reads stdin; pipe in `drawqa ask --json ...`")
            rendered = show_mod.render_stream(sys.stdin.read(), out, resolver, **kw)
            if not rendered:
                typer.echo("note: no citations to render (the answer cites nothing)", err=True)
        else:
            from . import store

            sheets = store.load(idx).sheets if store.current_generation(idx) else []
            c = show_mod.manual_citation(sheets, sheet=sheet, file=file, page=page,
                                         bbox=show_mod.parse_bbox(bbox))
            rendered = show_mod.render_citations([c], out, resolver, **kw)
        for w in resolver.warnings:
            typer.echo(f"warning: {w}", err=True)
        for r in rendered:
            typer.echo(str(r.path))

    _run(run)


@app.command("eval")
def eval_cmd(
    questions: List[Path] = typer.Argument(..., metavar="QUESTIONS",
                                           help="Question sets, JSON lines (format of ../shared/eval)."),
    pdf_dir: Optional[Path] = typer.Option(None, "--pdf-dir", metavar="DIR",
                                           help="Folder of the PDFs (default: each question file's folder)."),
    as_json: bool = typer.Option(False, "--json", help="Print the full report as JSON."),
    index_root: Optional[Path] = typer.Option(None, "--index-root", metavar="DIR",
                                              help="Where each PDF's index is kept and reused "
                                                   "(default ./indexes/eval, or $DRAWQA_INDEX_DIR/eval)."),
    kind: List[str] = typer.Option([], "--kind", metavar="K", help="Only questions of this kind (repeatable)."),
    reindex: bool = typer.Option(False, "--reindex", help="Rebuild the indexes even when they are current."),
    fail_under: Optional[float] = typer.Option(None, "--fail-under", metavar="ACC",
                                               help="Exit 8 when accuracy is below ACC (0.95 or 95)."),
    max_wrong: Optional[int] = typer.Option(None, "--max-wrong", metavar="N", min=0,
                                            help="Exit 8 when more than N answers are wrong (or crash)."),
    calibrate: bool = typer.Option(False, "--calibrate",
                                   help="Also replay every handler result and propose the confidence gate."),
) -> None:
    """Answer a question set and score it: accuracy, wrong, missed, citations, retrieval, latency.

    Each PDF gets its own index under --index-root, built when missing or stale and reused after.

    Example: drawqa eval ../shared/eval/questions.jsonl --max-wrong 0
    """

    def run():
        from .evaluate import check, command

        text, report = command(questions, pdf_dir=pdf_dir, index_root=index_root, kinds=kind or None,
                               rebuild=reindex, as_json=as_json, calibrate=calibrate,
                               log=lambda m: typer.echo(m, err=True))
        typer.echo(text)
        check(report, fail_under=fail_under, max_wrong=max_wrong)

    _run(run)

def _run(fn, json_errors: bool = False) -> None:
    """Run a command body; a DrawqaError becomes its message and exit code (and, for commands
    printing JSON, also {"error": ..., "exit_code": ...} on stdout)."""
    try:
        fn()
    except DrawqaError as exc:
        if _state["debug"]:
            traceback.print_exc()
        typer.echo(f"drawqa: error: {exc}", err=True)
        if json_errors:
            typer.echo(json.dumps({"error": str(exc), "exit_code": exc.exit_code}, ensure_ascii=False))
        raise typer.Exit(exc.exit_code)
    except KeyboardInterrupt:
        typer.echo("drawqa: interrupted", err=True)
        raise typer.Exit(130)
    except (typer.Exit, click.exceptions.Abort, click.ClickException):
        raise
    except Exception as exc:   # a bug or an unforeseen I/O failure: one line, not a traceback
        if _state["debug"]:
            raise
        msg = f"internal error: {type(exc).__name__}: {exc}"
        typer.echo(f"drawqa: {msg} (run with --debug for the traceback)", err=True)
        if json_errors:
            typer.echo(json.dumps({"error": msg, "exit_code": 1}, ensure_ascii=False))
        raise typer.Exit(1)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
