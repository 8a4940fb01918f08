"""Where an index lives: files in the index directory (drawqa.store, the default) or a named
set in PostgreSQL (drawqa.pgstore). Every command finds out here, from the index directory:

- `$DRAWQA_DB` (a PostgreSQL URL) set: the database, set named after the index directory;
- else `<index_dir>/DATABASE` (written by `drawqa index --db URL`): the database and set it names;
- else the files of drawqa.store.

`drawqa index --db URL [--set NAME]` builds into the database and writes that pointer, so
`ask`, `search`, `sheets`, `show` and `eval` with the same --index-dir read from the set. The
pointer never holds a password: give it through PGPASSWORD or ~/.pgpass (libpq's own ways).
"""
from __future__ import annotations

import json
import os
import re
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

from . import store
from .errors import IndexCorruptError, UsageError

DB_ENV = "DRAWQA_DB"
POINTER = "DATABASE"
_SET_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


@dataclass(frozen=True)
class Location:
    index_dir: Path
    url: Optional[str] = None        # None: the file backend
    set_name: str = ""

    @property
    def postgres(self) -> bool:
        return self.url is not None

    def describe(self) -> str:
        if not self.postgres:
            return str(self.index_dir)
        from .pgstore import redact   # lazy: ~2.5 ms of every ask; only a PostgreSQL index needs it

        return f"set {self.set_name} in {redact(self.url)}"


def read_pointer(index_dir: Path) -> Optional[dict]:
    p = Path(index_dir) / POINTER
    try:
        d = json.loads(p.read_text(encoding="utf-8"))
    except (FileNotFoundError, NotADirectoryError):
        return None          # no pointer (or no directory: the file backend says what is wrong)
    except (OSError, ValueError) as exc:
        raise IndexCorruptError(f"{p}: unreadable database pointer ({exc}); re-run "
                                "`drawqa index --db URL`, or delete it to use the files") from None
    if not isinstance(d, dict) or not isinstance(d.get("url"), str) or not isinstance(d.get("set"), str):
        raise IndexCorruptError(f"{p}: not a drawqa database pointer; re-run `drawqa index --db URL`")
    return d


def check_set_name(name: str) -> str:
    if not _SET_NAME.fullmatch(name):
        raise UsageError(f"set name {name!r}: use 1-128 letters, digits, '.', '_' or '-', "
                         "starting with a letter or digit")
    return name


def default_set_name(index_dir: Path) -> str:
    """The index directory's name, made a valid set name."""
    name = re.sub(r"[^A-Za-z0-9._-]", "-", Path(index_dir).resolve().name).lstrip("._-")
    return name[:128] or "default"


def locate(index_dir: Path, db: Optional[str] = None, set_name: Optional[str] = None) -> Location:
    """The backend and set of index_dir (see the module docstring); `db`/`set_name` as given
    to `drawqa index`."""
    index_dir = Path(index_dir)
    url = db or os.environ.get(DB_ENV) or None
    pointer = read_pointer(index_dir)
    if url is None and pointer is not None:
        url = pointer["url"]
    if url is None:
        if set_name:
            raise UsageError("--set names a set in a database: give --db URL (or set $DRAWQA_DB) too")
        return Location(index_dir)
    name = set_name or (pointer["set"] if pointer else default_set_name(index_dir))
    return Location(index_dir, url, check_set_name(name))


def load(index_dir: Path, expect_model=None):
    """The live index of index_dir: a store.Generation or a pgstore.PgSnapshot."""
    return open_location(locate(index_dir), expect_model)


def open_location(loc: Location, expect_model=None):
    if not loc.postgres:
        return store.load(loc.index_dir, expect_model)
    from . import pgstore   # lazy: ~2.5 ms of every ask; only a PostgreSQL index needs it

    return pgstore.load(loc.url, loc.set_name, loc.index_dir / POINTER)


def exists(index_dir: Path) -> bool:
    """Whether index_dir names an index at all (without opening it)."""
    loc = locate(index_dir)
    return loc.postgres or store.current_generation(loc.index_dir) is not None


def import_files(src_dir: Path, db: str, set_name: Optional[str] = None, *,
                 index_dir: Optional[Path] = None, wait: bool = True,
                 on_wait: Optional[Callable[[str], None]] = None) -> Location:
    """Copy the file index of src_dir into a database set as it is (chunks, sheets, vectors,
    BM25; nothing read or embedded again), and point index_dir (default src_dir) at it."""
    gen = store.load(src_dir)
    dst = Path(index_dir) if index_dir is not None else Path(src_dir)
    target = Target(locate(dst, db, set_name or default_set_name(src_dir)))
    manifest = {k: v for k, v in gen.manifest.items() if k != "generation"}
    with target.lock(wait=wait, on_wait=on_wait):
        target.write(manifest, gen.all_chunks(), gen.sheets, gen.vectors(), gen.bm25)
    return target.loc


class Target:
    """Where `drawqa index` writes: the lock it holds, the previous index it starts from, and
    how it commits a new one."""

    def __init__(self, loc: Location):
        self.loc = loc
        self.conn = None            # PostgreSQL: the connection holding the set's build lock

    @contextmanager
    def lock(self, wait: bool = True, on_wait: Optional[Callable[[str], None]] = None):
        if not self.loc.postgres:
            with store.build_lock(self.loc.index_dir, wait=wait, on_wait=on_wait):
                yield
            return
        from . import pgstore   # lazy: ~2.5 ms of every ask; only a PostgreSQL index needs it

        with pgstore.build_lock(self.loc.url, self.loc.set_name, wait=wait, on_wait=on_wait) as conn:
            self.conn = conn
            try:
                yield
            finally:
                self.conn = None

    def previous(self):
        """The index this build updates; its vectors checked now for the file backend (a damaged
        index is replaced, not reused)."""
        gen = open_location(self.loc)
        if not self.loc.postgres:
            gen.vector_matrix()
        return gen

    def write(self, manifest: dict, chunks, sheets, vectors, bm25) -> None:
        if not self.loc.postgres:
            store.write_generation(self.loc.index_dir, manifest, chunks, sheets, vectors, bm25)
            return
        from . import pgstore   # lazy: ~2.5 ms of every ask; only a PostgreSQL index needs it

        pgstore.write_set(self.conn, self.loc.url, self.loc.set_name, manifest, chunks, sheets, vectors, bm25)
        self._write_pointer()

    def copy(self, previous, changes: dict) -> None:
        if not self.loc.postgres:
            store.copy_generation(self.loc.index_dir, previous, changes)
            return
        from . import pgstore   # lazy: ~2.5 ms of every ask; only a PostgreSQL index needs it

        pgstore.touch_set(self.conn, self.loc.url, self.loc.set_name, changes)
        self._write_pointer()

    def _write_pointer(self) -> None:
        from .pgstore import redact   # lazy: ~2.5 ms of every ask; only a PostgreSQL index needs it

        d = self.loc.index_dir
        try:
            d.mkdir(parents=True, exist_ok=True)
            tmp = d / f".{POINTER}.{uuid.uuid4().hex[:8]}"
            tmp.write_text(json.dumps({"url": redact(self.loc.url), "set": self.loc.set_name}) + "\n")
            os.replace(tmp, d / POINTER)
        except OSError as exc:
            raise UsageError(f"the set was written, but {d / POINTER} could not be: "
                             f"{exc.strerror or exc}; pass --db and --set to read it") from exc
