"""The `drawqa` entry point: parse arguments, call the pipeline, print. Nothing else lives here.

A plain `drawqa ask QUESTION [options]` is parsed here from the option table in
drawqa.askargs and answered without importing typer, click or pydantic (their start-up costs
more than answering). Every other command line -- other commands, --help, anything unusual or
invalid -- goes to the typer app in drawqa.commands, which is built from the same table.
The pieces both paths share (error handling, printing, the body of `ask`) are here, typer-free.
"""
from __future__ import annotations

import codecs
import json
import os
import re
import sys
from pathlib import Path
from typing import Callable, Optional

from .askargs import ASK, parse_plain
from .errors import DrawqaError, ExitCode

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")   # drawqa draws its own (rich, tty only)

_ANSI = re.compile(r"\033\[[;?0-9]*[a-zA-Z]")   # what click strips when not writing to a terminal


def echo(message: str, err: bool = False) -> None:
    """typer.echo for text: the message and a newline, flushed; ANSI codes stripped unless the
    stream is a terminal."""
    stream = sys.stderr if err else sys.stdout
    if stream is None:
        return
    if not _isatty(stream):
        message = _ANSI.sub("", message)
    stream.write(message + "\n")
    stream.flush()


def _isatty(stream) -> bool:
    try:
        return stream.isatty()
    except Exception:   # a replaced stream without isatty: not a terminal (as click treats it)
        return False


def index_dir_or_default(value: Optional[Path]) -> Path:
    from .store import default_index_dir

    return value if value is not None else default_index_dir()


def guarded(fn: Callable[[], None], *, json_errors: bool = False, debug: bool = False,
            passthrough: tuple = ()) -> int:
    """Run a command body and return its exit code: a DrawqaError becomes its message (and, for
    commands printing JSON, also {"error": ..., "exit_code": ...} on stdout); any other failure
    is one line, not a traceback. `passthrough`: exceptions left to the caller (typer's exits)."""
    try:
        fn()
    except DrawqaError as exc:
        if debug:
            import traceback

            traceback.print_exc()
        echo(f"drawqa: error: {exc}", err=True)
        if json_errors:
            echo(json.dumps({"error": str(exc), "exit_code": int(exc.exit_code)}, ensure_ascii=False))
        return exc.exit_code
    except KeyboardInterrupt:
        echo("drawqa: interrupted", err=True)
        return ExitCode.INTERRUPTED
    except passthrough:
        raise
    except Exception as exc:   # a bug or an unforeseen I/O failure: one line, not a traceback
        if debug:
            raise
        msg = f"internal error: {type(exc).__name__}: {exc}"
        echo(f"drawqa: {msg} (run with --debug for the traceback)", err=True)
        if json_errors:
            echo(json.dumps({"error": msg, "exit_code": int(ExitCode.INTERNAL)}, ensure_ascii=False))
        return ExitCode.INTERNAL
    return ExitCode.OK


def ask_command(question, index_dir, top_k, sheet, section, file, discipline, as_json, show, pdf_dir,
                no_cache, log, no_ocr, ocr_pages, ocr_seconds, ocr_cells, *, debug: bool = False,
                passthrough: tuple = ()) -> int:
    """Answer a question from the index, with citations.

    Prints a readable answer on a terminal and JSON when piped (--json / --text force either).

    Example: drawqa ask "What NFPA standard do the sprinklers follow?" --show evidence/
    """
    json_mode = as_json if as_json is not None else not sys.stdout.isatty()
    # Before numpy loads: one question is a few small matrix products, and a second OpenBLAS
    # thread only spins (~0.1 s of the other core at start-up, slower products when it is busy).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

    def run():
        from .api import ask
        from .filters import Filters
        from .ocr_options import OcrOptions
        from .querylog import log_path

        idx = index_dir_or_default(index_dir)
        ocr = OcrOptions(enabled=not no_ocr and ocr_pages > 0 and ocr_cells > 0 and ocr_seconds > 0,
                         max_pages=ocr_pages, max_seconds=ocr_seconds, max_cells=ocr_cells,
                         pdf_dir=pdf_dir)
        done = ask(question, idx, filters=Filters.parse(sheet, section, file, discipline),
                   top_k=top_k, use_cache=not no_cache, log=log_path(log), ocr=ocr)
        if done.log_error:
            echo(f"warning: {done.log_error}", err=True)
        ans, images = done.answer, []
        if show is not None:
            from .show import PdfResolver, render_citations

            resolver = PdfResolver(index_dir=idx, pdf_dir=pdf_dir, manifest=done.manifest)
            images = [str(r.path) for r in render_citations(ans["citations"], show, resolver)]
            for w in resolver.warnings:
                echo(f"warning: {w}", err=True)
            for c, img in zip(ans["citations"], images):
                c["image"] = img
        if json_mode:
            echo(json.dumps(ans, ensure_ascii=False, indent=2))
        else:
            from .render_text import answer_text

            echo(answer_text(ans, images))

    return guarded(run, json_errors=json_mode, debug=debug, passthrough=passthrough)


def plain_ask(argv: list[str]) -> Optional[dict]:
    """The `ask` values when argv is a plain `ask` command line that typer would accept as is
    and print the same way; None otherwise (then typer parses it)."""
    if not argv or argv[0] != "ask" or not _plain_streams():
        return None
    if any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ):
        return None        # shell completion in progress: click's business
    return parse_plain(ASK, argv[1:])


def _plain_streams() -> bool:
    """stdout and stderr exist and are UTF-8 (click re-wraps ASCII-configured streams)."""
    for s in (sys.stdout, sys.stderr):
        enc = getattr(s, "encoding", None)
        try:
            if s is None or not enc or codecs.lookup(enc).name != "utf-8":
                return False
        except LookupError:
            return False
    return True


def main() -> None:
    values = plain_ask(sys.argv[1:])
    if values is None:
        from .commands import app

        app()
        return
    try:
        code = ask_command(**values)
    except BrokenPipeError:
        # The reader went away (`drawqa ask ... | head -1`): exit 1 quietly, as click does, and
        # keep the interpreter's final flush from complaining about the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = ExitCode.INTERNAL
    sys.exit(int(code))


if __name__ == "__main__":
    main()
