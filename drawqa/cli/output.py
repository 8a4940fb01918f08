"""What the command line prints and how a command body's failure becomes an exit code."""
from __future__ import annotations

import json
import re
import signal
import sys
from pathlib import Path
from typing import Callable, Optional

from ..errors import DrawqaError, ExitCode

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
    # Here, not at the top: drawqa.store loads numpy, which `ask` first tells to use one thread.
    from ..store import default_index_dir

    return value if value is not None else default_index_dir()


_stopped = False     # a stop signal arrived (it may surface as another error, see guarded)
_raise_now = True    # False while drawqa starts: the command body (guarded) stops at once instead


def _interrupt(signum, frame) -> None:
    global _stopped
    _stopped = True
    if _raise_now:
        raise KeyboardInterrupt


def stop_on_signals(deferred: bool = False) -> None:
    """SIGTERM stops drawqa the way Ctrl-C does: the build's reader process is stopped with it and
    its lock let go, and the exit code is 130 (`kill` would otherwise leave the reader running).
    SIGINT stops it even when a script started it with SIGINT ignored (`drawqa index ... &` in
    a non-interactive shell): the user who sends it means it.

    `deferred`: a signal while drawqa is still importing and parsing its command line (where
    typer and click would print a traceback or `Aborted!`) is kept, and the command body stops
    as it begins: `interrupted`, exit 130, whenever the signal came."""
    global _raise_now
    _raise_now = not deferred
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)


def guarded(fn: Callable[[], None], *, json_errors: bool = False, debug: bool = False,
            passthrough: tuple = ()) -> int:
    """Run a command body and return its exit code: a DrawqaError becomes its message (and, for
    commands printing JSON, also {"error": ..., "exit_code": ...} on stdout); any other failure
    is one line, not a traceback. `passthrough`: exceptions left to the caller (typer's exits)."""
    global _raise_now
    _raise_now = True
    try:
        if _stopped:
            raise KeyboardInterrupt      # it came while drawqa was starting (stop_on_signals)
        fn()
    except DrawqaError as exc:
        if debug:
            import traceback    # here, not at the top: ~1 ms of every start, used only with --debug

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
        if _stopped:             # interrupted inside a module's start-up: `ImportError: initialization failed`
            echo("drawqa: interrupted", err=True)
            return ExitCode.INTERRUPTED
        if debug:
            raise
        msg = f"internal error: {type(exc).__name__}: {exc}"
        echo(f"drawqa: {msg} (run with --debug for the traceback)", err=True)
        if json_errors:
            echo(json.dumps({"error": msg, "exit_code": int(ExitCode.INTERNAL)}, ensure_ascii=False))
        return ExitCode.INTERNAL
    return ExitCode.OK


