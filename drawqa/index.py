"""Build an index: PDFs -> pages -> chunks -> vectors + BM25 postings -> a new generation.

Files whose content hash is unchanged since the last build are not read or embedded again:
their chunks and vectors are carried over from the live generation.
"""
from __future__ import annotations

import glob
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

import numpy as np

from . import store
from .bm25 import BM25
from .errors import DrawqaError, IndexMissingError, NothingIndexedError, PdfError, UsageError
from .extract import open_pdf, unreadable_pages
from .hashing import file_sha256
from .models import Chunk, Sheet
from .reader import RUN_PAGES, PagesRead, Reading, runs_of
from .store import Meta
from .tokens import tokenize

Progress = Callable[[str, int, int], None]   # (what, done, total)
_CARRIED = object()   # per_file marker: an unchanged file, still in the previous generation


@dataclass
class FileReport:
    file: str
    path: str
    ok: bool
    reused: bool = False
    pages: int = 0
    chunks: int = 0
    ocr_pages: int = 0
    ocr_skipped: list[str] = field(default_factory=list)
    fallback_ids: list[int] = field(default_factory=list)
    error: str = ""
    unreadable: bool = False     # failed because the PDF itself cannot be read (PdfError)
    problems: list[str] = field(default_factory=list)   # damaged pages of a file still indexed
    sha256: str = ""             # of the PDF (recorded in the manifest)
    kept: bool = False           # indexed before, not named now, carried over (no --prune)


@dataclass
class BuildReport:
    index_dir: str
    files: list[FileReport]
    pages: int
    chunks: int
    sheets: int
    seconds: float
    removed: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def indexed(self) -> int:
        return sum(1 for f in self.files if f.ok)

    def incomplete(self) -> str:
        """'' when every file was indexed whole; else why the index is only partial."""
        why = []
        failed = len(self.files) - self.indexed
        if failed:
            why.append(f"{failed} of {len(self.files)} files could not be indexed")
        damaged = [f.file for f in self.files if f.ok and f.problems]
        if damaged:
            why.append(f"{', '.join(damaged)} damaged: indexed only what could be read")
        return "; ".join(why)

    def summary(self) -> str:
        ocr = sum(f.ocr_pages for f in self.files)
        reused = sum(1 for f in self.files if f.reused)
        s = (f"{self.indexed} of {len(self.files)} files indexed, {self.pages} pages, "
             f"{self.chunks} chunks, {self.sheets} sheets, {ocr} pages OCR'd")
        if reused:
            s += f", {reused} unchanged files reused"
        if self.removed:
            s += f", {len(self.removed)} files removed"
        return s + f" in {self.seconds:.1f}s -> {self.index_dir}"


def expand_inputs(args: list[str]) -> list[Path]:
    """Paths as given; a glob pattern the shell passed through unexpanded is expanded here."""
    out: list[Path] = []
    for a in args:
        if any(ch in a for ch in "*?[") and not Path(a).exists():
            matches = sorted(glob.glob(a))
            if not matches:
                raise UsageError(f"no files match {a!r}")
            out.extend(Path(m) for m in matches)
        else:
            out.append(Path(a))
    seen, unique = set(), []
    for p in out:
        key = str(p.resolve())
        if key not in seen:
            seen.add(key)
            unique.append(p)
    return unique


def _add_run(got: PagesRead, rep: FileReport, chunks: list[Chunk], sheets: list[Sheet]) -> None:
    rep.pages += got.pages
    rep.ocr_pages += len(got.ocr_pages)
    rep.ocr_skipped += got.ocr_skipped
    rep.fallback_ids += got.fallback_ids
    rep.problems += got.problems
    chunks += got.chunks
    sheets += got.sheets


PIPELINE_MIN_PAGES = 2 * RUN_PAGES   # below this a reader process costs more than it saves
READER_ENV = "DRAWQA_READER"


def _use_reader_process(encoder: str, pages: int) -> bool:
    """$DRAWQA_READER "process" or "here" decides; by default a reader process reads while
    the real model embeds, when there are pages enough for the overlap to pay."""
    want = os.environ.get(READER_ENV, "").strip().lower()
    if want in ("process", "here"):
        return want == "process"
    if want:
        raise UsageError(f"${READER_ENV} must be 'process' or 'here', not {want!r}")
    return encoder == "index" and pages >= PIPELINE_MIN_PAGES


@dataclass
class _ToRead:
    number: int                # position among the files named
    path: Path
    pages: int


def _can_ocr() -> bool:
    from .ocr import tesseract_available

    return tesseract_available()


def embed_text(c: Chunk) -> str:
    """What the model sees: where the chunk is, then what it says."""
    where = " ".join(x for x in (c.sheet_id, c.sheet_title, c.table or c.section) if x)
    return f"{where}: {c.text}"


def _same_cut(old_file: dict, encoder: str) -> bool:
    """Whether a file's stored vectors were cut at the length this build would cut them at
    (indexes from before the cut was recorded used the model's default, 256)."""
    if encoder != "index":
        return True
    from .embed import INDEX_MAX_TOKENS

    return (old_file.get("embedding") or {}).get("max_seq_length", 256) == INDEX_MAX_TOKENS


def _embed(enc, chunks: list[Chunk]) -> np.ndarray:
    """The chunks' vectors, float32 (n, DIM). The encoders sort each call's texts by length
    themselves, so batches of 32 carry little padding."""
    return enc.encode([embed_text(c) for c in chunks], batch_size=32)


def _read_and_embed(to_read: list[_ToRead], reports: list[FileReport], per_file: dict, *,
                    encoder: str, ocr: bool, progress: Optional[Progress], n_named: int,
                    notes: list[str]) -> dict:
    """Read the files in runs of pages and embed each run as it arrives; fill per_file[name]
    with (chunks, sheets, vectors) and the file's report. Returns how the vectors were made.

    With the real model and enough pages, a reader process reads ahead while this process
    loads the model (seconds) and embeds. On text-layer sets that measured even with reading
    here (reading is ~20 % of a dense set's build, and the two share the same two cores); it
    is for scanned sheets, whose seconds per page in tesseract then run beside the model's
    work instead of before it. Small sets are read here.
    """
    from .embed import get_encoder

    in_process = not _use_reader_process(encoder, sum(f.pages for f in to_read))
    by_name = {r.file: r for r in reports}
    state: dict[str, tuple[list[Chunk], list[Sheet], list[np.ndarray]]] = {}
    enc = None
    embedded = read_chunks = 0
    plan = [(f, run) for f in to_read for run in runs_of(f.path, f.pages)]
    runs = [run for _, run in plan]
    with Reading(runs, ocr, in_process) as results:
        if not in_process:
            enc = get_encoder(encoder)        # loads while the reader reads the first runs
        for (f, run), got in zip(plan, results):
            rep = by_name[f.path.name]
            if not rep.ok:
                continue                       # a run failed already: the file is out
            if isinstance(got, PdfError):
                rep.ok, rep.error, rep.unreadable = False, str(got), True
                state.pop(rep.file, None)
                continue
            chunks, sheets, vecs = state.setdefault(rep.file, ([], [], []))
            _add_run(got, rep, chunks, sheets)
            read_chunks += len(got.chunks)
            if progress:
                ocr_note = f" (OCR page {got.ocr_pages[-1]})" if got.ocr_pages else ""
                progress(f"reading {rep.file} page {run.stop}/{f.pages}{ocr_note}", f.number, n_named)
            if got.chunks:
                enc = enc or get_encoder(encoder)
                vecs.append(_embed(enc, got.chunks))
                embedded += len(got.chunks)
                if progress:
                    progress("embedding", embedded, read_chunks)
    for f in to_read:
        rep = by_name[f.path.name]
        if rep.ok and rep.pages == 0:
            rep.ok, rep.error, rep.unreadable = False, str(unreadable_pages(f.path, f.pages)), True
        if not rep.ok:
            continue
        chunks, sheets, vecs = state[rep.file]
        rep.chunks = len(chunks)
        if not chunks:
            why = "; ".join(rep.ocr_skipped) or "no text layer and OCR found no text"
            rep.ok = False
            rep.error = f"{f.path}: nothing readable ({why})"
            continue
        per_file[rep.file] = (chunks, sheets, np.concatenate(vecs))
    if enc is None:
        return {}
    notes.extend(getattr(enc, "notes", []))
    return getattr(enc, "settings", {})


def build(inputs: list[str], index_dir: Path, *, encoder: str = "index", ocr: bool = True,
          prune: bool = False, progress: Optional[Progress] = None, db: Optional[str] = None,
          set_name: Optional[str] = None, fresh: bool = False, wait: bool = True,
          on_wait: Optional[Callable[[str], None]] = None) -> BuildReport:
    """Index the given PDFs into index_dir, or into a PostgreSQL set (`db`, `set_name`; see
    drawqa.backend), adding to / updating the set already there (`fresh`: ignoring it).

    The whole build holds the index's build lock: a second build of the same index waits
    (after on_wait(message)) or, with wait=False, fails with IndexBusyError."""
    from .backend import Target, locate

    target = Target(locate(index_dir, db, set_name))
    with target.lock(wait=wait, on_wait=on_wait):
        return _build(inputs, target, encoder=encoder, ocr=ocr, prune=prune, progress=progress,
                      fresh=fresh)


def _build(inputs: list[str], target, *, encoder: str, ocr: bool, prune: bool,
           progress: Optional[Progress], fresh: bool) -> BuildReport:
    t0 = time.perf_counter()
    where = target.loc.describe()
    paths = expand_inputs(inputs)
    if not paths:
        raise UsageError("no PDF files given")
    by_name: dict[str, Path] = {}
    for p in paths:   # files are known by name in the index and in citations
        if p.name in by_name:
            raise UsageError(f"two files are both named {p.name!r} ({by_name[p.name]} and {p}); "
                             "rename one: an index knows its files by name")
        by_name[p.name] = p
    notes: list[str] = []
    previous = None
    try:
        previous = None if fresh else target.previous()
    except IndexMissingError:
        previous = None   # no index yet
    except DrawqaError as exc:
        previous = None   # an unusable index: this build replaces it
        notes.append(f"the existing index cannot be used and is replaced ({exc})")
    from .embed import DIM, MODEL_NAME

    model = MODEL_NAME if encoder != "hash" else "hashing"
    if previous and previous.manifest.get("model") != model:
        named = {p.name for p in paths}
        dropped = [f for f in previous.files if f not in named]
        if dropped:
            notes.append(f"the index was built with another embedding model "
                         f"({previous.manifest.get('model')}); files not named now were dropped: "
                         f"{', '.join(dropped)}")
        previous = None   # never mix embedding models in one index
    prev_files = {f["file"]: f for f in previous.manifest["files"]} if previous else {}

    reports: list[FileReport] = []
    per_file: dict = {}        # name -> (chunks, sheets, vectors) or _CARRIED, in the order named
    to_read: list[_ToRead] = []
    for i, path in enumerate(paths):
        if progress:
            progress(f"reading {path.name}", i, len(paths))
        try:
            doc = open_pdf(path)
            n_pages = doc.page_count
            doc.close()
            digest = file_sha256(path)
        except PdfError as exc:
            reports.append(FileReport(file=path.name, path=str(path), ok=False, error=str(exc),
                                      unreadable=True))
            continue
        old = prev_files.get(path.name)
        # Unchanged files are carried over, unless OCR was skipped for them and can run now, or
        # their vectors were cut at another length than this build's.
        if (old and old.get("sha256") == digest and previous is not None
                and not (ocr and old.get("ocr_skipped") and _can_ocr())
                and _same_cut(old, encoder)):
            fid = previous.files.index(path.name)
            n_old = int(np.count_nonzero(previous.meta[:, Meta.FILE] == fid))
            rep = FileReport(file=path.name, path=str(path.resolve()), ok=True, reused=True,
                             pages=old.get("pages", 0), chunks=n_old,
                             ocr_pages=old.get("ocr_pages", 0), ocr_skipped=old.get("ocr_skipped", []),
                             fallback_ids=old.get("fallback_ids", []),
                             problems=old.get("problems", []), sha256=digest)
            per_file[path.name] = _CARRIED   # read from the previous generation only if needed
            reports.append(rep)
            continue
        rep = FileReport(file=path.name, path=str(path.resolve()), ok=True, sha256=digest)
        reports.append(rep)
        per_file[path.name] = None           # filled in below, or dropped if it fails
        to_read.append(_ToRead(number=i, path=path, pages=n_pages))

    settings = _read_and_embed(to_read, reports, per_file, encoder=encoder, ocr=ocr,
                               progress=progress, n_named=len(paths), notes=notes)
    per_file = {k: v for k, v in per_file.items() if v is not None}
    total_pages = sum(r.pages for r in reports if r.ok)

    # Files indexed before and not named now stay in the set unless --prune.
    removed: list[str] = []
    if previous is not None:
        named = {r.file for r in reports}
        for f in previous.manifest["files"]:
            if f["file"] in named:
                continue
            if prune:
                removed.append(f["file"])
                continue
            fid = previous.files.index(f["file"])
            per_file[f["file"]] = _CARRIED
            rep = FileReport(file=f["file"], path=f["path"], ok=True, reused=True, pages=f["pages"],
                             chunks=int(np.count_nonzero(previous.meta[:, Meta.FILE] == fid)),
                             ocr_pages=f.get("ocr_pages", 0), sha256=f["sha256"], kept=True)
            reports.append(rep)
            total_pages += rep.pages

    if not per_file:
        errors = "\n".join(f"  {r.error}" for r in reports if r.error)
        if all(r.unreadable for r in reports):
            # Every file is an unreadable PDF: that is the error (exit 5), not an empty index.
            raise PdfError(errors.strip() if len(reports) == 1 else f"no file could be read:\n{errors}")
        raise NothingIndexedError(f"nothing was indexed:\n{errors}")

    order = list(per_file)
    if (previous is not None and all(v is _CARRIED for v in per_file.values())
            and order == previous.files):
        # Nothing changed: the new generation is the previous one's files, copied as they are
        # (no chunk is parsed, embedded or tokenized again).
        by_file = {r.file: r for r in reports}
        files = [dict(f, path=by_file[f["file"]].path) for f in previous.manifest["files"]]
        target.copy(previous, {"files": files, "created": time.strftime("%Y-%m-%dT%H:%M:%S%z")})
        return BuildReport(index_dir=where, files=reports, pages=total_pages,
                           chunks=previous.n_chunks, sheets=len(previous.sheets),
                           seconds=time.perf_counter() - t0, removed=removed, notes=notes)
    for name in order:
        if per_file[name] is _CARRIED:
            ids = np.flatnonzero(previous.meta[:, Meta.FILE] == previous.files.index(name))
            per_file[name] = (previous.chunks(ids), [s for s in previous.sheets if s.file == name],
                              previous.vector_matrix()[ids] if ids.size else np.zeros((0, DIM), np.float32))

    all_chunks: list[Chunk] = []
    all_sheets: list[Sheet] = []
    vec_parts: list[np.ndarray] = []
    for name, (chunks, sheets, vecs) in per_file.items():
        all_chunks.extend(chunks)
        all_sheets.extend(sheets)
        vec_parts.append(vecs.astype(np.float32, copy=False))
    vectors = np.concatenate(vec_parts) if vec_parts else np.zeros((0, DIM), np.float32)
    bm25 = BM25.build([tokenize(embed_text(c)) for c in all_chunks])
    manifest = {
        "format": store.FORMAT, "format_version": store.FORMAT_VERSION, "model": model, "dim": DIM,
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "files": [{"file": r.file, "path": r.path, "sha256": r.sha256, "pages": r.pages,
                   "chunks": len(per_file[r.file][0]), "ocr_pages": r.ocr_pages,
                   "ocr_skipped": r.ocr_skipped, "fallback_ids": r.fallback_ids,
                   "problems": r.problems,
                   "embedding": (prev_files.get(r.file, {}).get("embedding", {}) if r.reused else settings)}
                  for r in reports if r.ok and r.file in per_file],
    }
    # Chunks are written grouped by file in manifest order, so meta's file column is consistent.
    target.write(manifest, all_chunks, all_sheets, vectors, bm25)
    return BuildReport(index_dir=where, files=reports, pages=total_pages,
                       chunks=len(all_chunks), sheets=len(all_sheets),
                       seconds=time.perf_counter() - t0, removed=removed, notes=notes)

