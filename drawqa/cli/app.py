"""The typer app: every command's options, help and body (drawqa.cli is the entry point).

`ask` and `index` are built from the tables in drawqa.cli.args, which the fast path
(drawqa.cli) also reads.
Each command body imports its own stage when it runs: `drawqa --help`, `drawqa sheets` and the
rest then never load numpy, the encoder, pymupdf or the eval harness they do not use.
"""
from __future__ import annotations

import importlib.util
import inspect
import json
import os
import sys
from pathlib import Path
from typing import List, Optional

import click
import typer

from .. import __version__, localdb
from ..errors import UsageError, exit_codes_help
from .args import ASK, FILTERS, INDEX, INDEX_DIR, PDF_DIR, Arg
from .ask import ask_command
from .index import index_command
from .output import guarded, index_dir_or_default as _index_dir
from .render import sheets_table

app = typer.Typer(add_completion=True, no_args_is_help=True, rich_markup_mode=None,
                  help="Answer questions about PDF drawing sets, with citations.\n\n"
                       "Example:\n\n  drawqa index plans.pdf\n\n  drawqa ask \"sprinkler requirement?\"\n\n"
                       + exit_codes_help())

_state = {"debug": False}

_TYPER_EXITS = (typer.Exit, click.exceptions.Abort, click.ClickException)


def param(a: Arg):
    """The typer.Argument or typer.Option that declares `a`."""
    if not a.flags:
        return typer.Argument(a.default, help=a.help)
    return typer.Option(a.default, *a.flags, help=a.help, metavar=a.metavar, min=a.min, max=a.max,
                        show_default=a.show_default, hidden=a.hidden)


def _command(args: list[Arg], body):
    """A command function for typer with one keyword parameter per Arg (its type, its typer
    declaration) that calls `body`, so the options come from the table drawqa.cli also reads."""

    def command(**values) -> None:
        _exit(body(**values, debug=_state["debug"], passthrough=_TYPER_EXITS))

    command.__signature__ = inspect.Signature(
        [inspect.Parameter(a.name, inspect.Parameter.KEYWORD_ONLY, default=param(a), annotation=a.annotation)
         for a in args])
    command.__annotations__ = {a.name: a.annotation for a in args}
    command.__doc__ = body.__doc__
    return command


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


app.command("index")(_command(INDEX, index_command))
app.command("ask")(_command(ASK, ask_command))


@app.command("search")
def search_cmd(
    query: str = typer.Argument(..., help="What to look for, in quotes."),
    index_dir: Optional[Path] = param(INDEX_DIR),
    top_k: int = typer.Option(10, "--top-k", min=1, max=500, help="How many fused hits to print."),
    sheet: List[str] = param(FILTERS["sheet"]),
    section: List[str] = param(FILTERS["section"]),
    file: List[str] = param(FILTERS["file"]),
    discipline: List[str] = param(FILTERS["discipline"]),
) -> None:
    """Print the fused retrieval hits for a query, as JSON lines.

    One object per hit, with scores and provenance: rank, score, file, page, sheet, section,
    bbox, dense/sparse ranks and scores, text snippet. For scripts and for debugging retrieval.

    Example: drawqa search "window schedule W3" --top-k 5 --sheet A4.0
    """

    def run():
        # lazy: numpy and the index stage, ~0.4 s that --help never pays
        from .. import backend
        from ..filters import Filters
        from ..listing import hit_record, search

        gen = backend.load(_index_dir(index_dir))
        f = Filters.parse(sheet, section, file, discipline).check(gen)
        for i, h in enumerate(search(gen, query, f, top_k)):
            typer.echo(json.dumps(hit_record(i + 1, h), ensure_ascii=False))

    _run(run, json_errors=True)


@app.command("sheets")
def sheets_cmd(
    index_dir: Optional[Path] = param(INDEX_DIR),
    as_json: bool = typer.Option(False, "--json", help="JSON lines (one sheet per line) instead of a table."),
) -> None:
    """List the sheets of the index, as a table or JSON lines.

    Each sheet: ID, title, discipline, file, page, schedules on it, latest revision.

    Example: drawqa sheets --json | jq -r .sheet_id
    """

    def run():
        # lazy: numpy and the index stage, ~0.4 s that --help never pays
        from .. import backend
        from ..listing import sheet_records

        records = sheet_records(backend.load(_index_dir(index_dir)))
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
    index_dir: Optional[Path] = param(INDEX_DIR),
    pdf_dir: Optional[Path] = param(PDF_DIR),
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
        # lazy: pymupdf, Pillow and numpy, ~1 s that --help never pays
        from .. import backend, show as show_mod

        idx = _index_dir(index_dir)
        gen = backend.load(idx) if backend.exists(idx) else None
        resolver = show_mod.PdfResolver(index_dir=idx, pdf_dir=pdf_dir,
                                        manifest=gen.manifest if gen is not None else None)
        kw = {"context": context, "max_px": max_size}
        if from_json:
            if sys.stdin.isatty():
                raise UsageError("--from-json reads stdin; pipe in `drawqa ask --json ...`")
            rendered = show_mod.render_stream(sys.stdin.read(), out, resolver, **kw)
            if not rendered:
                typer.echo("note: no citations to render (the answer cites nothing)", err=True)
        else:
            sheets = gen.sheets if gen is not None else []
            c = show_mod.manual_citation(sheets, sheet=sheet, file=file, page=page,
                                         bbox=show_mod.parse_bbox(bbox))
            rendered = show_mod.render_citations([c], out, resolver, **kw)
        for w in resolver.warnings:
            typer.echo(f"warning: {w}", err=True)
        for r in rendered:
            typer.echo(str(r.path))

    _run(run)


@app.command("mcp")
def mcp_cmd(
    index_dir: Optional[Path] = param(INDEX_DIR),
    pdf_dir: Optional[Path] = param(PDF_DIR),
) -> None:
    """Serve drawqa to AI agents: a Model Context Protocol server on stdin/stdout.

    Tools: ask, search, list_sheets, show (evidence PNG) and index. stdout carries protocol
    messages only; logs go to stderr. Runs until the client closes stdin. Needs the optional
    extra: pip install 'drawqa[mcp]'.

    Example: drawqa mcp --index-dir /abs/path/to/indexes
    """

    def run():
        if importlib.util.find_spec("mcp") is None:
            raise UsageError("drawqa mcp needs the MCP Python SDK: pip install 'drawqa[mcp]'")
        os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")   # before numpy loads: as `drawqa ask`
        from ..mcp_server import serve   # lazy: the MCP SDK (~3 s, an extra), after OPENBLAS_NUM_THREADS

        serve(_index_dir(index_dir), pdf_dir)

    _run(run)


db_app = typer.Typer(no_args_is_help=True, rich_markup_mode=None,
                     help="A local PostgreSQL server for the database backend (drawqa[postgres]).")
app.add_typer(db_app, name="db")


@db_app.command("start")
def db_start_cmd(
    data_dir: Path = typer.Argument(Path("drawqa-db"), metavar="[DIR]",
                                    help="The server's data directory (created on first start)."),
) -> None:
    """Start a local PostgreSQL + pgvector server (or find it running) and print its URL.

    The server keeps running after this command; `drawqa db stop DIR` stops it.

    Example: export DRAWQA_DB=$(drawqa db start ~/drawqa-db)
    """

    def run():
        typer.echo(localdb.start(data_dir).get_uri())

    _run(run)


@db_app.command("stop")
def db_stop_cmd(
    data_dir: Path = typer.Argument(Path("drawqa-db"), metavar="[DIR]", help="The server's data directory."),
) -> None:
    """Stop the local server of DIR.

    Example: drawqa db stop ~/drawqa-db
    """

    def run():
        stopped = localdb.stop(data_dir)
        typer.echo(f"stopped {data_dir}" if stopped else f"no server running in {data_dir}", err=True)

    _run(run)


@db_app.command("import")
def db_import_cmd(
    index_dir: Optional[Path] = param(INDEX_DIR),
    db: Optional[str] = typer.Option(None, "--db", metavar="URL", help="The database (default $DRAWQA_DB)."),
    set_name: Optional[str] = typer.Option(None, "--set", metavar="NAME",
                                           help="The set's name (default: the index directory's name)."),
    no_wait: bool = typer.Option(False, "--no-wait", help="Fail (exit 9) instead of waiting for a build of the set."),
) -> None:
    """Copy a file index into PostgreSQL as it is (nothing re-read or re-embedded) and point
    the index directory at the set. Delete DIR/DATABASE to read the files again.

    Example: drawqa db import --index-dir indexes --db postgresql://drawqa@dbhost/drawqa --set tower-b
    """

    def run():
        from ..backend import DB_ENV, import_files   # lazy: numpy, ~0.4 s

        url = db or os.environ.get(DB_ENV)
        if not url:
            raise UsageError("give --db URL (or set $DRAWQA_DB)")
        loc = import_files(_index_dir(index_dir), url, set_name, wait=not no_wait,
                           on_wait=lambda m: typer.echo(f"note: {m}", err=True))
        typer.echo(f"imported {_index_dir(index_dir)} -> {loc.describe()}", err=True)

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
        from ..eval.command import check, command   # lazy: the answer stage and pymupdf, ~0.7 s

        text, report = command(questions, pdf_dir=pdf_dir, index_root=index_root, kinds=kind or None,
                               rebuild=reindex, as_json=as_json, calibrate=calibrate,
                               log=lambda m: typer.echo(m, err=True))
        typer.echo(text)
        check(report, fail_under=fail_under, max_wrong=max_wrong)

    _run(run)


def _run(fn, json_errors: bool = False) -> None:
    """Run a command body; a DrawqaError becomes its message and exit code (see cli.guarded)."""
    _exit(guarded(fn, json_errors=json_errors, debug=_state["debug"], passthrough=_TYPER_EXITS))


def _exit(code: int) -> None:
    if code:
        raise typer.Exit(code)
