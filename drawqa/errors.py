"""One exception type per failure a user can meet; the CLI maps each to a message and exit code."""
from __future__ import annotations


class DrawqaError(Exception):
    """Base class: a failure with a message meant for the user."""
    exit_code = 1


class UsageError(DrawqaError):
    """The command line or the question is unusable as given."""
    exit_code = 2


class IndexMissingError(DrawqaError):
    """No index at the given location."""
    exit_code = 3


class IndexCorruptError(DrawqaError):
    """An index exists but is unreadable, tampered with, or of another format/model."""
    exit_code = 4


class PdfError(DrawqaError):
    """A PDF could not be read (missing, not a PDF, encrypted, truncated, empty)."""
    exit_code = 5


class NothingIndexedError(DrawqaError):
    """Indexing produced no chunks at all (every file failed or had no readable text)."""
    exit_code = 6


class PartialIndexError(DrawqaError):
    """Some files were indexed and some were not; the index was still written."""
    exit_code = 7


class IndexBusyError(DrawqaError):
    """Another `drawqa index` is building the same index and --no-wait was given."""
    exit_code = 9


class DatabaseError(DrawqaError):
    """The PostgreSQL index store cannot be used: a bad URL, the server is down or refuses the
    connection, the pgvector extension is missing, or its schema is newer than this drawqa."""
    exit_code = 10


class ReaderStoppedError(DrawqaError):
    """The process reading PDFs for `drawqa index` died (killed, out of memory); nothing was written."""
    exit_code = 1
