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
from .backend import Target, locate
from .bm25 import BM25
from .embed import DIM, MODEL_NAME, get_encoder
from .embed_index import bm25_text, cores, index_settings, model_text, shared_index_encoder   # imports no model library itself
from .errors import DrawqaError, IndexMissingError, NothingIndexedError, PdfError, UsageError
from .hashing import file_sha256
from .models import Chunk, Sheet
from .reader import PagesRead, Reading, Run, page_costs, planned, reading_fingerprint
from .reader_start import READER_ENV
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
    reembedded: bool = False     # unchanged, but its stored chunks were embedded again (another encoder)
    sha256: str = ""             # of the PDF (recorded in the manifest)
    kept: bool = False           # indexed before, not named now, carried over (no --prune)
    reread: bool = False         # unchanged, but read again: other code read it before
    reading: str = ""            # the fingerprint of the code that read it (recorded in the manifest)


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
    stages: dict = field(default_factory=dict)    # stage -> seconds (see STAGES)

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
        reread = sum(1 for f in self.files if f.reread)
        if reread:
            s += f", {reread} unchanged files read again (this drawqa reads PDFs differently)"
        reembedded = sum(1 for f in self.files if f.reembedded)
        if reembedded:
            s += f" ({reembedded} embedded again: their vectors were another encoder's)"
        if self.removed:
            s += f", {len(self.removed)} files removed"
        return s + f" in {self.seconds:.1f}s -> {self.index_dir}"

    def stage_line(self) -> str:
        """Where the build's time went, e.g. "read 0.81s, layout 0.22s, ... (of 3.6s)". A
        reader process reads while this process embeds, so the stages may add up to more."""
        parts = ", ".join(f"{k} {self.stages.get(k, 0.0):.2f}s" for k in STAGES)
        return f"stages: {parts} (of {self.seconds:.2f}s)"


# Where a build's time goes: PyMuPDF's text extraction, tesseract, sheets/sections/tables,
# loading the model, running it, and the BM25 postings and the files of the generation.
STAGES = ("read", "ocr", "layout", "model", "embed", "write")


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


# Below this many pages a reader process costs more than it saves. The model now loads in
# ~0.3 s (ONNX Runtime), about what the reader takes to start: on the 10 real text-layer
# sheets the reader process measured 0.87x the wall time of reading here.
PIPELINE_MIN_PAGES = 4
# While the reader process is still reading, the model embeds on one core fewer than there
# are. Why: reading then sets the pace (a small set's last pages are read while the model
# waits for them), and two embedding threads beside it on two cores would take a third of its
# core. The runs it has read wait in its pipe meanwhile (reader_start widens the pipe to hold
# them): it reads on. Once it has read its last run, the model takes every core.
SPARE_READER_CORE = True
# A run's chunks are embedded this many at a time, the threads decided afresh for each part:
# the reader finishes its next run (or its last) part-way through a run's embedding, and the
# rest of it then takes every core. (The last run, often a dense sheet's 70 chunks, was
# embedded on one thread while the other core idled.) Only for int8, which embeds each text
# alone (the parts give the same vectors) on as many threads as it is told; float32's
# session keeps its threads, and its batches are best cut from a whole run. Once nothing is
# read beside the model any more, the rest of the run goes at once: a part then only adds the
# tokenizer's turn and a wait for its slowest text, with a core idle.
EMBED_SLICE = 16


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
    path: Path
    costs: list[int]           # each page's estimated reading cost (reader.page_costs)

    @property
    def pages(self) -> int:
        return len(self.costs)


def _can_ocr() -> bool:
    from .ocr import tesseract_available   # lazy: pytesseract and Pillow, ~0.5 s, rarely asked

    return tesseract_available()


class Embedder:
    """The build's encoder, loaded on first use (an unchanged index never imports a model),
    and the vector of every text it has embedded in this build.

    Why the memo: identical chunk texts are embedded once. What the model sees starts with
    the sheet ID, so repeats are rare across sheets (none on the real sets measured; see the
    README); they do occur within a set that repeats a sheet.
    """

    def __init__(self, kind: str):
        self.kind = kind
        self.enc = None
        self.seconds = {"model": 0.0, "embed": 0.0}
        self.texts = self.embedded = 0
        self._memo: dict[str, np.ndarray] = {}

    @property
    def expected(self) -> dict:
        """How this build's vectors will be made, known before the model is loaded."""
        if self.kind != "index":
            return {}
        return index_settings()

    @property
    def settings(self) -> dict:
        """How this build's vectors are made: the loaded encoder's word, else the expected."""
        return getattr(self.enc, "settings", {}) if self.enc is not None else self.expected

    def load(self):
        if self.enc is None:
            t = time.perf_counter()
            self.enc = shared_index_encoder() if self.kind == "index" else get_encoder(self.kind)
            self.seconds["model"] += time.perf_counter() - t
        return self.enc

    def vectors(self, chunks: list[Chunk], threads: Optional[int] = None) -> np.ndarray:
        """The chunks' vectors, float32 (n, DIM); ``threads``: at most that many for an index
        encoder that can be told (None: its own number)."""
        texts = [model_text(c) for c in chunks]
        self.texts += len(texts)
        new = [t for t in dict.fromkeys(texts) if t not in self._memo]
        if new:
            enc = self.load()
            t = time.perf_counter()
            how = {"threads": threads} if threads and self.kind == "index" else {}
            self._memo.update(zip(new, enc.encode(new, **how)))
            self.seconds["embed"] += time.perf_counter() - t
            self.embedded += len(new)
        if not texts:
            return np.zeros((0, DIM), np.float32)
        return np.stack([self._memo[t] for t in texts]).astype(np.float32, copy=False)


def _read_and_embed(to_read: list[_ToRead], reports: list[FileReport], per_file: dict, *,
                    embedder: Embedder, ocr: bool, progress: Optional[Progress], stages: dict) -> None:
    """Read the files in runs of pages and embed each run as it arrives; fill per_file[name]
    with (chunks, sheets, vectors) and the file's report; add the reading stages' seconds.

    With the real model and more than a few pages, a reader process reads ahead while this
    process loads the model and embeds: reading (PyMuPDF, layout, and for scanned sheets
    tesseract's seconds per page) then runs beside the model's work instead of before it.
    Tiny sets are read here. The runs are read costliest first (reader.planned);
    each file's runs are put back in page order once all are read.
    """
    in_process = not _use_reader_process(embedder.kind, sum(f.pages for f in to_read))
    by_name = {r.file: r for r in reports}
    file_of = {str(f.path): f for f in to_read}
    # name -> (run, what it read, its vectors) for each run read, in reading order
    state: dict[str, list[tuple[Run, PagesRead, list[np.ndarray]]]] = {}
    embedded = read_chunks = read_pages = 0
    total_pages = sum(f.pages for f in to_read)
    runs = planned([str(f.path) for f in to_read], [f.costs for f in to_read])
    with Reading(runs, ocr, in_process) as results:
        if not in_process:
            embedder.load()                  # loads while the reader reads the first runs
        for run, got in zip(runs, results):
            f = file_of[run.path]
            rep = by_name[f.path.name]
            if not rep.ok:
                continue                       # a run failed already: the file is out
            if isinstance(got, PdfError):
                rep.ok, rep.error, rep.unreadable = False, str(got), True
                state.pop(rep.file, None)
                continue
            vecs: list[np.ndarray] = []
            state.setdefault(rep.file, []).append((run, got, vecs))
            for k, v in got.seconds.items():
                stages[k] = stages.get(k, 0.0) + v
            read_chunks += len(got.chunks)
            read_pages += run.stop - run.start
            if progress:
                ocr_note = f" (OCR page {got.ocr_pages[-1]})" if got.ocr_pages else ""
                progress(f"reading {rep.file}{ocr_note}", read_pages, total_pages)
            sliced = embedder.settings.get("precision") == "int8"
            s = 0
            while s < len(got.chunks):
                # one core fewer only while the reader still reads (asked again each slice)
                threads = max(1, cores() - 1) if SPARE_READER_CORE and results.busy else None
                step = EMBED_SLICE if sliced and not results.finished else len(got.chunks) - s
                part = got.chunks[s:s + step]
                vecs.append(embedder.vectors(part, threads))
                embedded += len(part)
                s += len(part)
                if progress:
                    progress("embedding", embedded, read_chunks)
    for f in to_read:
        rep = by_name[f.path.name]
        chunks: list[Chunk] = []
        sheets: list[Sheet] = []
        vecs = []
        for run, got, run_vecs in sorted(state.get(rep.file, []), key=lambda x: x[0].start):
            _add_run(got, rep, chunks, sheets)
            vecs += run_vecs
        if rep.ok and rep.pages == 0:
            from .extract import unreadable_pages   # lazy: PyMuPDF, ~0.15 s, for a file of no readable page

            rep.ok, rep.error, rep.unreadable = False, str(unreadable_pages(f.path, f.pages)), True
        if not rep.ok:
            continue
        rep.chunks = len(chunks)
        if not chunks:
            why = "; ".join(rep.ocr_skipped) or "no text layer and OCR found no text"
            rep.ok = False
            rep.error = f"{f.path}: nothing readable ({why})"
            continue
        per_file[rep.file] = (chunks, sheets, np.concatenate(vecs))


def build(inputs: list[str], index_dir: Path, *, encoder: str = "index", ocr: bool = True,
          prune: bool = False, progress: Optional[Progress] = None, db: Optional[str] = None,
          set_name: Optional[str] = None, fresh: bool = False, wait: bool = True,
          on_wait: Optional[Callable[[str], None]] = None) -> BuildReport:
    """Index the given PDFs into index_dir, or into a PostgreSQL set (`db`, `set_name`; see
    drawqa.backend), adding to / updating the set already there (`fresh`: ignoring it).

    The whole build holds the index's build lock: a second build of the same index waits
    (after on_wait(message)) or, with wait=False, fails with IndexBusyError."""
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
    reading = reading_fingerprint()

    reports: list[FileReport] = []
    per_file: dict = {}        # name -> (chunks, sheets, vectors) or _CARRIED, in the order named
    to_read: list[_ToRead] = []
    costs = page_costs(paths)    # by the reader process started early, if there is one
    for i, (path, page_cost) in enumerate(zip(paths, costs)):
        if progress:
            progress(f"reading {path.name}", i, len(paths))
        try:
            if isinstance(page_cost, PdfError):
                raise page_cost
            digest = file_sha256(path)
        except PdfError as exc:
            reports.append(FileReport(file=path.name, path=str(path), ok=False, error=str(exc),
                                      unreadable=True))
            continue
        old = prev_files.get(path.name)
        # Unchanged files are carried over, unless OCR was skipped for them and can run now, or
        # other reading code read them. (Vectors another encoder made are replaced below, from
        # the stored chunks.)
        unchanged = bool(old and old.get("sha256") == digest and previous is not None)
        if (unchanged and old.get("reading") == reading
                and not (ocr and old.get("ocr_skipped") and _can_ocr())):
            fid = previous.files.index(path.name)
            n_old = int(np.count_nonzero(previous.meta[:, Meta.FILE] == fid))
            rep = FileReport(file=path.name, path=str(path.resolve()), ok=True, reused=True,
                             pages=old.get("pages", 0), chunks=n_old,
                             ocr_pages=old.get("ocr_pages", 0), ocr_skipped=old.get("ocr_skipped", []),
                             fallback_ids=old.get("fallback_ids", []),
                             problems=old.get("problems", []), sha256=digest, reading=reading)
            per_file[path.name] = _CARRIED   # read from the previous generation only if needed
            reports.append(rep)
            continue
        rep = FileReport(file=path.name, path=str(path.resolve()), ok=True, sha256=digest,
                         reading=reading, reread=unchanged and old.get("reading") != reading)
        reports.append(rep)
        per_file[path.name] = None           # filled in below, or dropped if it fails
        to_read.append(_ToRead(path=path, costs=page_cost))

    embedder = Embedder(encoder)
    stages: dict[str, float] = {}
    _read_and_embed(to_read, reports, per_file, embedder=embedder, ocr=ocr, progress=progress,
                    stages=stages)
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
                             ocr_pages=f.get("ocr_pages", 0), sha256=f["sha256"], kept=True,
                             reading=f.get("reading", ""))
            reports.append(rep)
            total_pages += rep.pages
        old_reading = [r.file for r in reports if r.kept and r.reading != reading]
        if old_reading:
            notes.append(f"{len(old_reading)} files not named now were read by another drawqa; name "
                         f"them to read them again with this one: {', '.join(old_reading)}")

    if not per_file:
        errors = "\n".join(f"  {r.error}" for r in reports if r.error)
        if all(r.unreadable for r in reports):
            # Every file is an unreadable PDF: that is the error (exit 5), not an empty index.
            raise PdfError(errors.strip() if len(reports) == 1 else f"no file could be read:\n{errors}")
        raise NothingIndexedError(f"nothing was indexed:\n{errors}")

    order = list(per_file)
    t_write, embedding_before = time.perf_counter(), sum(embedder.seconds.values())
    if (previous is not None and all(v is _CARRIED for v in per_file.values())
            and order == previous.files
            and all(prev_files[n].get("embedding") == embedder.settings for n in order)):
        # Nothing changed: the new generation is the previous one's files, copied as they are
        # (no chunk is parsed, embedded or tokenized again, and no model is imported).
        by_file = {r.file: r for r in reports}
        files = [dict(f, path=by_file[f["file"]].path) for f in previous.manifest["files"]]
        target.copy(previous, {"files": files, "created": time.strftime("%Y-%m-%dT%H:%M:%S%z")})
        stages["write"] = time.perf_counter() - t_write
        return BuildReport(index_dir=where, files=reports, pages=total_pages,
                           chunks=previous.n_chunks, sheets=len(previous.sheets),
                           seconds=time.perf_counter() - t0, removed=removed, notes=notes, stages=stages)
    by_file = {r.file: r for r in reports}
    carried = [n for n in order if per_file[n] is _CARRIED]
    stale = lambda n: prev_files[n].get("embedding") != embedder.settings  # noqa: E731
    if any(stale(n) for n in carried):
        embedder.load()        # the encoder loaded decides (a bf16 one that disagreed falls back)
    for name in carried:
        ids = np.flatnonzero(previous.meta[:, Meta.FILE] == previous.files.index(name))
        chunks = previous.chunks(ids)
        if stale(name):
            # Another encoder (or cut) made these vectors: embed the stored chunks again, so
            # the index never mixes two encoders' vectors. The PDF is not read again.
            vecs = embedder.vectors(chunks)
            by_file[name].reembedded = True
        else:
            vecs = previous.vector_matrix()[ids] if ids.size else np.zeros((0, DIM), np.float32)
        per_file[name] = (chunks, [s for s in previous.sheets if s.file == name], vecs)
    settings = embedder.settings
    notes.extend(getattr(embedder.enc, "notes", []))

    all_chunks: list[Chunk] = []
    all_sheets: list[Sheet] = []
    vec_parts: list[np.ndarray] = []
    for name, (chunks, sheets, vecs) in per_file.items():
        all_chunks.extend(chunks)
        all_sheets.extend(sheets)
        vec_parts.append(vecs.astype(np.float32, copy=False))
    vectors = np.concatenate(vec_parts) if vec_parts else np.zeros((0, DIM), np.float32)
    bm25 = BM25.build([tokenize(bm25_text(c)) for c in all_chunks])
    manifest = {
        "format": store.FORMAT, "format_version": store.FORMAT_VERSION, "model": model, "dim": DIM,
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "files": [{"file": r.file, "path": r.path, "sha256": r.sha256, "pages": r.pages,
                   "chunks": len(per_file[r.file][0]), "ocr_pages": r.ocr_pages,
                   "ocr_skipped": r.ocr_skipped, "fallback_ids": r.fallback_ids,
                   "problems": r.problems,
                   "turned": store.turned_pages(per_file[r.file][1]),
                   "embedding": settings, "reading": r.reading}
                  for r in reports if r.ok and r.file in per_file],
    }
    # Chunks are written grouped by file in manifest order, so meta's file column is consistent.
    target.write(manifest, all_chunks, all_sheets, vectors, bm25)
    # writing: all since t_write but the model's part (files embedded again, from their chunks)
    stages.update(embedder.seconds, write=time.perf_counter() - t_write
                  - (sum(embedder.seconds.values()) - embedding_before))
    return BuildReport(index_dir=where, files=reports, pages=total_pages,
                       chunks=len(all_chunks), sheets=len(all_sheets),
                       seconds=time.perf_counter() - t0, removed=removed, notes=notes, stages=stages)

