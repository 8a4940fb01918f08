"""One exception type per failure a user can meet; each carries its exit code from ExitCode,
the one list of exit codes (the CLI returns them, `drawqa --help` and the README list them)."""
from __future__ import annotations

from enum import IntEnum
from typing import Optional


class ExitCode(IntEnum):
    """What `drawqa` exits with; MEANING says each in the words --help prints."""
    OK = 0
    INTERNAL = 1
    USAGE = 2
    NO_INDEX = 3
    INDEX_DAMAGED = 4
    PDF_UNREADABLE = 5
    NOTHING_INDEXED = 6
    PARTIAL = 7
    EVAL_THRESHOLD = 8
    INDEX_BUSY = 9
    DATABASE = 10
    INTERRUPTED = 130


MEANING = {
    ExitCode.OK: "ok",
    ExitCode.INTERNAL: "internal error",
    ExitCode.USAGE: "usage (e.g. empty question)",
    ExitCode.NO_INDEX: "no index",
    ExitCode.INDEX_DAMAGED: "index damaged or of another format/model (re-run `drawqa index`)",
    ExitCode.PDF_UNREADABLE: "PDF unreadable",
    ExitCode.NOTHING_INDEXED: "nothing indexed",
    ExitCode.PARTIAL: "partial (some files or pages skipped)",
    ExitCode.EVAL_THRESHOLD: "`drawqa eval` below --fail-under / above --max-wrong",
    ExitCode.INDEX_BUSY: "index busy (--no-wait)",
    ExitCode.DATABASE: "database unusable",
    ExitCode.INTERRUPTED: "interrupted (Ctrl-C, SIGINT or SIGTERM)",
}


def exit_codes_help() -> str:
    """The one-line list of exit codes `drawqa --help` prints."""
    return "Exit codes: " + ", ".join(f"{int(c)} {MEANING[c]}" for c in ExitCode) + "."


class DrawqaError(Exception):
    """Base class: a failure with a message meant for the user. `exit_code` overrides the
    class's code (an upstream command's code passed through, as `drawqa show` does)."""
    exit_code: int = ExitCode.INTERNAL

    def __init__(self, *args, exit_code: Optional[int] = None):
        super().__init__(*args)
        if exit_code is not None:
            self.exit_code = exit_code


class UsageError(DrawqaError):
    """The command line or the question is unusable as given."""
    exit_code = ExitCode.USAGE


class IndexMissingError(DrawqaError):
    """No index at the given location."""
    exit_code = ExitCode.NO_INDEX


class IndexCorruptError(DrawqaError):
    """An index exists but is unreadable, tampered with, or of another format/model."""
    exit_code = ExitCode.INDEX_DAMAGED


class PdfError(DrawqaError):
    """A PDF could not be read (missing, not a PDF, encrypted, truncated, empty)."""
    exit_code = ExitCode.PDF_UNREADABLE


class NothingIndexedError(DrawqaError):
    """Indexing produced no chunks at all (every file failed or had no readable text)."""
    exit_code = ExitCode.NOTHING_INDEXED


class PartialIndexError(DrawqaError):
    """Some files were indexed and some were not; the index was still written. `report`: the
    build's report as data, for callers that print it (drawqa.service)."""
    exit_code = ExitCode.PARTIAL

    def __init__(self, *args, report: Optional[dict] = None):
        super().__init__(*args)
        self.report = report


class EvalThresholdError(DrawqaError):
    """The evaluation ran, but accuracy or the number of wrong answers misses the CI limit."""
    exit_code = ExitCode.EVAL_THRESHOLD


class IndexBusyError(DrawqaError):
    """Another `drawqa index` is building the same index and --no-wait was given."""
    exit_code = ExitCode.INDEX_BUSY


class DatabaseError(DrawqaError):
    """The PostgreSQL index store cannot be used: a bad URL, the server is down or refuses the
    connection, the pgvector extension is missing, or its schema is newer than this drawqa."""
    exit_code = ExitCode.DATABASE


class ReaderStoppedError(DrawqaError):
    """The process reading PDFs for `drawqa index` died (killed, out of memory); nothing was written."""
    exit_code = ExitCode.INTERNAL
