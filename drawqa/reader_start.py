"""Starting the reader process (`python -m drawqa.reader`), and starting it early.

Why early: on a small set reading sets the pace of `drawqa index` (the model embeds each run
as it arrives), and the reader's own start-up -- Python and PyMuPDF, ~0.25 s -- began only after
drawqa had imported numpy, PyMuPDF and the rest and opened and hashed the PDFs. `drawqa index`
starts it first instead: it imports beside drawqa, then waits for its runs on stdin. A build
that reads in a process takes it (drawqa.reader.Reading); one that reads here, or has nothing
to read, stops it. Apart from drawqa.reader, which imports PyMuPDF itself.
"""
from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Optional

READER_ENV = "DRAWQA_READER"     # "process" or "here": where a build reads (drawqa.index)
PIPE_BYTES = 1 << 20             # Linux's default /proc/sys/fs/pipe-max-size
_early: list[subprocess.Popen] = []
_prefetch: dict = {}             # what the reader started early was told to read at once, if anything


def spawn() -> subprocess.Popen:
    """A new reader process, in a session of its own, so a Ctrl-C at the terminal reaches only
    drawqa (which stops it); it imports this same drawqa: PYTHONSAFEPATH (Python 3.11+) keeps
    `-m` from putting the working directory first, where another drawqa checkout (another
    version of the reader's protocol) would be imported instead."""
    root = str(Path(__file__).resolve().parent.parent)
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
    proc = subprocess.Popen([sys.executable, "-m", "drawqa.reader"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=dict(os.environ, PYTHONPATH=path, PYTHONSAFEPATH="1"), start_new_session=True,
                            text=True, encoding="utf-8")
    _widen(proc.stdout)
    return proc


def _widen(pipe) -> None:
    """Let the reader's answers wait in the pipe, up to PIPE_BYTES, while drawqa embeds.

    Why: a run of a dense sheet is 70-150 kB of JSON, and Linux's pipe holds 64 kB: the reader
    stopped reading until drawqa took the run, and read its last pages after the model had
    embedded everything else (1.4 s of a build stalled so). Linux only; elsewhere the pipe
    stays as it is."""
    if not sys.platform.startswith("linux"):
        return
    import fcntl   # here: POSIX only (Windows has no fcntl)

    try:
        fcntl.fcntl(pipe.fileno(), fcntl.F_SETPIPE_SZ, PIPE_BYTES)
    except OSError:      # above /proc/sys/fs/pipe-max-size, or the user's pipe pages used up
        pass


def start_early() -> None:
    """Start a reader now, for the build this process is about to run (unless $DRAWQA_READER
    says to read here). Stopped at exit if no build took it."""
    if _early or os.environ.get(READER_ENV, "").strip().lower() == "here":
        return
    _early.append(spawn())
    atexit.register(discard)


def prefetch(paths: list[str], ocr: bool) -> None:
    """Tell the reader started early to read every page of these PDFs at once, in the runs
    drawqa.reader.planned makes (after answering their page costs), without waiting for
    drawqa to import numpy and the model and to plan the build: for a new index, where every
    file named is read. A build whose runs turn out to differ stops it (drawqa.reader)."""
    if not _early or _prefetch:
        return
    try:
        _early[-1].stdin.write(json.dumps({"prefetch": [str(Path(p)) for p in paths], "ocr": ocr}) + "\n")
        _early[-1].stdin.flush()
    except OSError:
        discard()
        return
    _prefetch.update(paths=[str(Path(p)) for p in paths], ocr=ocr)


def prefetched() -> dict:
    """{"paths", "ocr"} the reader started early is reading at once, and "costs" once its
    answer of page costs has come; {} when none."""
    return dict(_prefetch) if _early else {}


def note_costs(costs: list) -> None:
    """The page costs the reader reading ahead answered (its runs follow from them)."""
    if _prefetch:
        _prefetch["costs"] = costs


def early() -> Optional[subprocess.Popen]:
    """The reader started early, still this module's (None when there is none)."""
    return _early[-1] if _early else None


def take() -> Optional[subprocess.Popen]:
    """The reader started early, now the caller's; None when there is none."""
    _prefetch.clear()
    return _early.pop() if _early else None


def discard() -> None:
    """Stop a reader started early that no build took."""
    _prefetch.clear()
    while _early:
        proc = _early.pop()
        proc.kill()
        proc.wait()
        for f in (proc.stdin, proc.stdout, proc.stderr):
            f.close()
