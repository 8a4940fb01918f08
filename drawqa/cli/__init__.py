"""The command line: the only part of drawqa that knows about argv and typer (nothing below
imports it). This module is the `drawqa` entry point.

A plain `drawqa ask QUESTION [options]` or `drawqa index PDF... [options]` is parsed here
from the option tables in drawqa.cli.args and run (drawqa.cli.ask, drawqa.cli.index) without
importing typer, click or pydantic (their start-up costs more than answering, and a tenth of
indexing ten sheets). Every other command line -- other commands, --help, anything unusual or
invalid -- goes to the typer app in drawqa.cli.app, which is built from the same tables.
drawqa.cli.output prints and turns failures into exit codes for both.
"""
from __future__ import annotations

import codecs
import os
import signal
import sys
from typing import NoReturn, Optional

from ..errors import ExitCode
from .args import ASK, INDEX, parse_plain
from .ask import ask_command
from .output import stop_on_signals

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")   # drawqa draws its own (rich, tty only)


def plain_ask(argv: list[str]) -> Optional[dict]:
    """The `ask` values when argv is a plain `ask` command line that typer would accept as is
    and print the same way; None otherwise (then typer parses it)."""
    return _plain("ask", ASK, argv)


def plain_index(argv: list[str]) -> Optional[dict]:
    """The `index` values when argv is a plain `index` command line, as plain_ask."""
    return _plain("index", INDEX, argv)


def _plain(command: str, args, argv: list[str]) -> Optional[dict]:
    if not argv or argv[0] != command or not _plain_streams():
        return None
    if any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ):
        return None        # shell completion in progress: click's business
    return parse_plain(args, argv[1:])


def index_reads(argv: list[str]) -> bool:
    """argv is a `drawqa index` that will read PDFs with the real model (so a reader process
    will be wanted; drawqa.index decides, and stops it if not)."""
    return (bool(argv) and argv[0] == "index"
            and not any(a in ("--help", "--hashing-embedder") for a in argv[1:]))


def _run_index(values: Optional[dict]) -> NoReturn:
    """Run `drawqa index` -- its plain form here, anything else through the typer app -- then
    end the process without tearing the interpreter down: its output flushed, an unused early
    reader stopped, the exit code the command's. Why: a build's index is written and synced
    before the command returns; unloading ONNX Runtime, numpy and the rest afterwards took
    ~0.06 s of a 10-page build's ~2 s, on the one core left busy."""
    try:
        if values is not None:
            from .index import index_command   # lazy: ~3 ms of every `ask`

            code = int(index_command(**values))
        else:
            from .app import app    # lazy: typer, as in main

            app()
            code = 0
    except SystemExit as exc:
        code = exc.code
    if code is not None and not isinstance(code, int):
        print(code, file=sys.stderr)     # as the interpreter prints a SystemExit message
        code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass                          # a closed pipe: nothing more can reach it
    from ..reader_start import discard   # lazy: imported already by every build that gets here

    discard()
    os._exit(code or 0)


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
    stop_on_signals(deferred=True)
    values = plain_ask(sys.argv[1:])
    if values is None:
        if not index_reads(sys.argv[1:]):
            from .app import app    # typer, click and pydantic: ~0.2 s a plain `ask` never pays

            app()
            return
        from ..reader_start import start_early   # lazy: subprocess, ~8 ms a plain `ask` never pays

        start_early()      # the reader imports PyMuPDF while drawqa (and typer) import
        _run_index(plain_index(sys.argv[1:]))
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
