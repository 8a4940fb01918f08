"""Build an index: PDFs -> pages -> chunks -> vectors + BM25 postings -> a new generation.

Files whose content hash is unchanged since the last build are not read or embedded again:
their chunks and vectors are carried over from the live generation.
"""
from __future__ import annotations

import glob
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

import numpy as np

from . import store
from .bm25 import BM25
from .errors import DrawqaError, IndexMissingError, NothingIndexedError, PdfError, UsageError
from .extract import open_pdf, read_pdf
from .models import Chunk, Page, Sheet
from .sections import page_chunks
from .sheets import sheet_record
from .tables import Table
from .tokens import tokenize

Progress = Callable[[str, int, int], None]   # (what, done, total)
_CARRIED = object()   # per_file marker: an unchanged file, still in the previous generation

_COUNTABLE = {"door": re.compile(r"\bDOOR\b", re.I), "window": re.compile(r"\bWINDOW\b", re.I),
              "room": re.compile(r"\b(ROOM|FINISH)\b", re.I)}


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


def _enrich_sheet(sheet: Sheet, tables: list[Table]) -> None:
    sheet.schedules = [t.title for t in tables]
    for t in tables:
        for kind, rx in _COUNTABLE.items():
            if rx.search(t.title) and "SCHEDULE" in t.title.upper():
                sheet.counts[kind] = sheet.counts.get(kind, 0) + len(t.rows)
                break


def read_file(path: Path, ocr: bool = True, on_page: Optional[Callable[[Page], None]] = None
              ) -> tuple[list[Chunk], list[Sheet], FileReport]:
    """Chunks and sheet records of one PDF (raises PdfError when it cannot be read)."""
    rep = FileReport(file=path.name, path=str(path.resolve()), ok=True)
    chunks: list[Chunk] = []
    sheets: list[Sheet] = []
    for page in read_pdf(path, ocr=ocr, on_page=on_page, problems=rep.problems):
        rep.pages += 1
        if page.source in ("ocr", "mixed"):
            rep.ocr_pages += 1
        if page.ocr_skipped:
            rep.ocr_skipped.append(f"page {page.page}: {page.ocr_skipped}")
        sheet = sheet_record(page)
        if sheet.id_source == "fallback":
            rep.fallback_ids.append(page.page)
        pcs, tables = page_chunks(page, sheet)
        _enrich_sheet(sheet, tables)
        sheets.append(sheet)
        chunks.extend(pcs)
    rep.chunks = len(chunks)
    return chunks, sheets, rep


def _can_ocr() -> bool:
    from .ocr import tesseract_available

    return tesseract_available()


def embed_text(c: Chunk) -> str:
    """What the model sees: where the chunk is, then what it says."""
    where = " ".join(x for x in (c.sheet_id, c.sheet_title, c.table or c.section) if x)
    return f"{where}: {c.text}"


def build(inputs: list[str], index_dir: Path, *, encoder: str = "index", ocr: bool = True,
          prune: bool = False, progress: Optional[Progress] = None) -> BuildReport:
    """Index the given PDFs into index_dir (adding to / updating the set already there)."""
    t0 = time.perf_counter()
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
        previous = store.load(index_dir)
        previous.vector_matrix()   # check the vectors now: a damaged index is replaced, not reused
    except IndexMissingError:
        previous = None   # no index yet
    except DrawqaError as exc:
        previous = None   # an unusable index: this build replaces it
        notes.append(f"the existing index cannot be used and is replaced ({exc})")
    from .embed import DIM, MODEL_NAME, get_encoder

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
    per_file: dict[str, tuple[list[Chunk], list[Sheet], Optional[np.ndarray]]] = {}
    total_pages = 0
    for i, path in enumerate(paths):
        if progress:
            progress(f"reading {path.name}", i, len(paths))
        try:
            doc = open_pdf(path)
            n_pages = doc.page_count
            doc.close()
            digest = store.sha256_file(path)
        except PdfError as exc:
            reports.append(FileReport(file=path.name, path=str(path), ok=False, error=str(exc),
                                      unreadable=True))
            continue
        old = prev_files.get(path.name)
        # Unchanged files are carried over, unless OCR was skipped for them and can run now.
        if (old and old.get("sha256") == digest and previous is not None
                and not (ocr and old.get("ocr_skipped") and _can_ocr())):
            fid = previous.files.index(path.name)
            n_old = int(np.count_nonzero(previous.meta[:, 0] == fid))
            rep = FileReport(file=path.name, path=str(path.resolve()), ok=True, reused=True,
                             pages=old.get("pages", 0), chunks=n_old,
                             ocr_pages=old.get("ocr_pages", 0), ocr_skipped=old.get("ocr_skipped", []),
                             fallback_ids=old.get("fallback_ids", []),
                             problems=old.get("problems", []))
            rep.sha256 = digest  # type: ignore[attr-defined]
            per_file[path.name] = _CARRIED   # read from the previous generation only if needed
            reports.append(rep)
            total_pages += rep.pages
            continue
        done = [0]

        def on_page(_page: Page, name=path.name, n=n_pages) -> None:
            done[0] += 1
            if progress:
                ocr_note = f" (OCR page {_page.page})" if _page.source in ("ocr", "mixed") else ""
                progress(f"reading {name} page {done[0]}/{n}{ocr_note}", i, len(paths))

        try:
            chunks, sheets, rep = read_file(path, ocr=ocr, on_page=on_page)
        except PdfError as exc:
            reports.append(FileReport(file=path.name, path=str(path), ok=False, error=str(exc),
                                      unreadable=True))
            continue
        rep.sha256 = digest  # type: ignore[attr-defined]
        if not chunks:
            why = "; ".join(rep.ocr_skipped) or "no text layer and OCR found no text"
            rep.ok = False
            rep.error = f"{path}: nothing readable ({why})"
        else:
            per_file[path.name] = (chunks, sheets, None)
        reports.append(rep)
        total_pages += rep.pages

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
                             chunks=int(np.count_nonzero(previous.meta[:, 0] == fid)),
                             ocr_pages=f.get("ocr_pages", 0))
            rep.sha256 = f["sha256"]  # type: ignore[attr-defined]
            rep.kept = True  # type: ignore[attr-defined]
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
        store.copy_generation(index_dir, previous, {"files": files,
                                                     "created": time.strftime("%Y-%m-%dT%H:%M:%S%z")})
        return BuildReport(index_dir=str(index_dir), files=reports, pages=total_pages,
                           chunks=previous.n_chunks, sheets=len(previous.sheets),
                           seconds=time.perf_counter() - t0, removed=removed, notes=notes)
    for name in order:
        if per_file[name] is _CARRIED:
            ids = np.flatnonzero(previous.meta[:, 0] == previous.files.index(name))
            per_file[name] = (previous.chunks(ids), [s for s in previous.sheets if s.file == name],
                              previous.vector_matrix()[ids] if ids.size else np.zeros((0, DIM), np.float32))

    all_chunks: list[Chunk] = []
    all_sheets: list[Sheet] = []
    vec_parts: list[np.ndarray] = []
    to_embed: list[tuple[int, Chunk]] = []
    for name, (chunks, sheets, vecs) in per_file.items():
        base = len(all_chunks)
        all_chunks.extend(chunks)
        all_sheets.extend(sheets)
        if vecs is None:
            to_embed.extend((base + k, c) for k, c in enumerate(chunks))
            vec_parts.append(np.zeros((len(chunks), DIM), np.float32))
        else:
            vec_parts.append(vecs.astype(np.float32))
    vectors = np.concatenate(vec_parts) if vec_parts else np.zeros((0, DIM), np.float32)
    if to_embed:
        enc = get_encoder(encoder)
        texts = [embed_text(c) for _, c in to_embed]
        # Large slices: the encoder sorts each slice by length, so batches of 64 similar
        # lengths carry little padding; the slices only pace the progress bar.
        batch = 2048
        for s in range(0, len(texts), batch):
            if progress:
                progress("embedding", s, len(texts))
            vectors[[k for k, _ in to_embed[s:s + batch]]] = enc.encode(texts[s:s + batch], batch_size=32)
        if progress:
            progress("embedding", len(texts), len(texts))
    bm25 = BM25.build([tokenize(embed_text(c)) for c in all_chunks])
    manifest = {
        "format": store.FORMAT, "format_version": store.FORMAT_VERSION, "model": model, "dim": DIM,
        "created": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "files": [{"file": r.file, "path": r.path, "sha256": getattr(r, "sha256", ""), "pages": r.pages,
                   "chunks": len(per_file[r.file][0]), "ocr_pages": r.ocr_pages,
                   "ocr_skipped": r.ocr_skipped, "fallback_ids": r.fallback_ids,
                   "problems": r.problems}
                  for r in reports if r.ok and r.file in per_file],
    }
    # Chunks are written grouped by file in manifest order, so meta's file column is consistent.
    store.write_generation(index_dir, manifest, all_chunks, all_sheets, vectors, bm25)
    return BuildReport(index_dir=str(index_dir), files=reports, pages=total_pages,
                       chunks=len(all_chunks), sheets=len(all_sheets),
                       seconds=time.perf_counter() - t0, removed=removed, notes=notes)

