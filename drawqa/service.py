"""drawqa's verbs for a long-lived caller (drawqa.mcp_server): one index opened once, many calls.

Each method returns the plain data the matching CLI command prints (a PNG for `show`) and
raises the DrawqaError the CLI would, so callers keep the CLI's messages and exit codes.

The open generation is kept between calls. Before each call the CURRENT pointer and the
(inode, size, mtime, ctime) of every file of the open generation are compared with what was
opened: a re-index by another process (a new generation) or a file written to in place is seen
on the next call, and reloading validates it as `drawqa ask` would. That check is a handful of
stat calls; reloading reads the manifest, the postings and the vocabulary again.

An index directory that points at a PostgreSQL set (drawqa.backend) keeps its snapshot open
the same way: before each call one query asks which version of the set is committed, and a
new build is opened on the next call.
"""
from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Optional

from . import api, backend, listing, store
from .answer import NO_EVIDENCE
from .errors import DrawqaError, PartialIndexError, UsageError
from .filters import Filters
from .ocr_options import OcrOptions
from .querylog import log_path

if TYPE_CHECKING:    # drawqa.index imports PyMuPDF: only `index` needs it
    from .index import BuildReport, Progress

# A long-lived process parses chunks as calls need them and the open generation caches them;
# past this many the cache is emptied after the call, so memory does not grow with use.
CHUNK_CACHE_MAX = 20_000


def _files_key(gen_dir: Path) -> tuple:
    """What changes when any file of a generation is replaced or written to (as store's
    verification stamps: a write moves ctime, a copy is a new inode)."""
    try:
        return tuple(sorted((p.name, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
                            for p in gen_dir.iterdir() for st in [p.stat()]))
    except OSError:
        return ()    # vanished while looked at: never equal to a key taken when it was whole


class IndexService:
    """The index at `index_dir`, opened on first use and reopened when it changed."""

    def __init__(self, index_dir: Path, pdf_dir: Optional[Path] = None):
        self.index_dir = Path(index_dir)
        self.pdf_dir = Path(pdf_dir) if pdf_dir is not None else None
        self._gen: Optional[store.Generation] = None
        self._key: tuple = ()
        self._probe = None           # pgstore.VersionProbe of a database set
        self.loads = 0               # how many times a generation was opened (tests, stderr log)

    # ----------------------------------------------------------------------------- the index

    def generation(self) -> store.Generation:
        """The live generation: the open one while nothing changed, else opened again."""
        loc = backend.locate(self.index_dir)
        if loc.postgres:
            return self._database_set(loc)
        current = store.current_generation(self.index_dir)      # IndexCorruptError: bad pointer
        if (self._gen is not None and current == self._gen.path
                and _files_key(current) == self._key):
            return self._gen
        self._drop()                         # drop the old one (and its lock) before loading
        key = _files_key(current) if current is not None else ()
        gen = store.load(self.index_dir)        # IndexMissingError / IndexCorruptError
        self.loads += 1
        self._gen, self._key = gen, key if gen.path == current else ()
        return gen

    def _database_set(self, loc: backend.Location):
        """The open snapshot of a database set while its committed version is the one opened."""
        from .pgstore import VersionProbe   # lazy: ~2.5 ms and psycopg, only for an index kept in PostgreSQL

        if self._probe is None or self._probe.url != loc.url:
            if self._probe is not None:
                self._probe.close()
            self._probe = VersionProbe(loc.url)
        key = (loc.url, loc.set_name, self._probe.version(loc.set_name))
        if self._gen is not None and key == self._key:
            return self._gen
        self._drop()
        gen = backend.open_location(loc)        # IndexMissingError when the set was never built
        self.loads += 1
        self._gen, self._key = gen, (loc.url, loc.set_name, gen.version)
        return gen

    def _drop(self) -> None:
        """Forget the open index (a database snapshot's transaction is ended)."""
        if hasattr(self._gen, "close"):
            self._gen.close()
        self._gen, self._key = None, ()

    def _trim(self) -> None:
        gen = self._gen
        if gen is not None and len(gen._chunk_cache) > CHUNK_CACHE_MAX:
            gen._chunk_cache.clear()

    # ----------------------------------------------------------------------------- the verbs

    def ask(self, question: str, *, sheet: Iterable[str] = (), section: Iterable[str] = (),
            file: Iterable[str] = (), discipline: Iterable[str] = (), top_k: int = 60,
            warn: Optional[Callable[[str], None]] = None) -> dict:
        """The answer object `drawqa ask --json` prints, plus `abstained`."""
        filters = Filters.parse(sheet, section, file, discipline)
        try:
            done = api.ask(question, self.index_dir, filters=filters, top_k=top_k, log=log_path(None),
                       ocr=OcrOptions(pdf_dir=self.pdf_dir), gen=self.generation())
        finally:
            self._trim()
        if done.log_error and warn:
            warn(done.log_error)
        return dict(done.answer, abstained=str(done.answer.get("answer", "")).startswith(NO_EVIDENCE))

    def search(self, query: str, *, top_k: int = 10, sheet: Iterable[str] = (),
               section: Iterable[str] = (), file: Iterable[str] = (),
               discipline: Iterable[str] = ()) -> dict:
        """The hits `drawqa search` prints (one JSON line each), in one object."""
        gen = self.generation()
        f = Filters.parse(sheet, section, file, discipline).check(gen)
        try:
            hits = [listing.hit_record(i + 1, h) for i, h in enumerate(listing.search(gen, query, f, top_k))]
        finally:
            self._trim()
        return {"query": query, "index_version": gen.version, "hits": hits}

    def sheets(self) -> dict:
        """The records `drawqa sheets --json` prints (one JSON line each), in one object."""
        gen = self.generation()
        return {"index_dir": str(self.index_dir), "index_version": gen.version,
                "files": gen.files, "sheets": listing.sheet_records(gen)}

    def show(self, *, citation: Optional[dict] = None, sheet: Optional[str] = None,
             file: Optional[str] = None, page: Optional[int] = None,
             bbox: Optional[list[float]] = None, max_size: int = 1600,
             context: Optional[float] = None) -> tuple[bytes, dict]:
        """(PNG bytes, what was rendered) for one citation, or a sheet / a page of a file, as
        `drawqa show` renders it."""
        from . import show as show_mod   # lazy: pymupdf and Pillow, ~0.7 s, for this verb only

        if citation is not None:
            if sheet or file or page or bbox:
                raise UsageError("show takes a citation, or a sheet, or a file and page: not both")
            c = dict(citation)
            c["bbox"] = _bbox(show_mod, c.get("bbox"))
        else:
            bbox = _bbox(show_mod, bbox)
            sheets = self.generation().sheets if backend.exists(self.index_dir) else []
            c = show_mod.manual_citation(sheets, sheet=sheet, file=file, page=page, bbox=bbox)
        resolver = show_mod.PdfResolver(index_dir=self.index_dir, pdf_dir=self.pdf_dir)
        with tempfile.TemporaryDirectory(prefix="drawqa-show-") as d:
            r = show_mod.render_citations([c], Path(d), resolver, context=context, max_px=max_size)[0]
            png = r.path.read_bytes()
        meta = {k: v for k, v in r.to_dict().items() if k != "path"}
        meta.update(file=c["file"], page=c["page"], sheet_id=c.get("sheet_id") or "",
                    bbox=c.get("bbox"), warnings=resolver.warnings)
        return png, meta

    def index(self, paths: list[str], *, ocr: bool = True, prune: bool = False,
              progress: Optional[Progress] = None) -> dict:
        """`drawqa index`: build or update the index; the report as data. A partial build
        (exit 7) raises PartialIndexError after the index was written, with the report."""
        from .index import build   # lazy: the index stage and its PDF reader, ~0.6 s, for this verb only

        self._drop()                          # release the open generation to the build
        report = build(list(paths), self.index_dir, encoder="index", ocr=ocr, prune=prune,
                       progress=progress)
        out = build_record(report)
        if report.incomplete():
            raise PartialIndexError(report.incomplete(), report=out)
        return out


def _bbox(show_mod, value) -> Optional[list[float]]:
    """A box given as data, checked as `drawqa show --bbox` checks it (UsageError if unusable)."""
    if value is None:
        return None
    if not isinstance(value, (list, tuple)):
        raise UsageError(f"bbox wants [x0, y0, x1, y1] (got {value!r})")
    return show_mod.parse_bbox(",".join(str(v) for v in value))


def build_record(report: BuildReport) -> dict:
    """`drawqa index`'s summary and per-file lines (stderr there) as one object."""
    files = []
    for f in report.files:
        files.append({"file": f.file, "path": f.path, "ok": f.ok, "reused": f.reused,
                      "pages": f.pages, "chunks": f.chunks, "ocr_pages": f.ocr_pages,
                      "error": f.error, "warnings": list(f.ocr_skipped) + list(f.problems),
                      "pages_without_sheet_id": [] if f.reused else list(f.fallback_ids)})
    return {"summary": report.summary(), "index_dir": report.index_dir,
            "indexed": report.indexed, "files": files, "pages": report.pages,
            "chunks": report.chunks, "sheets": report.sheets, "seconds": round(report.seconds, 2),
            "removed": list(report.removed), "notes": list(report.notes),
            "incomplete": report.incomplete()}


def error_record(exc: BaseException) -> dict:
    """The CLI's JSON error object ({"error", "exit_code"}) for any failure; an unforeseen one
    is exit 1, "internal error: ...", as the CLI says it."""
    if isinstance(exc, DrawqaError):
        out = {"error": str(exc), "exit_code": int(exc.exit_code)}
        if isinstance(exc, PartialIndexError) and exc.report is not None:
            out["report"] = exc.report
        return out
    return {"error": f"internal error: {type(exc).__name__}: {exc}", "exit_code": 1}
