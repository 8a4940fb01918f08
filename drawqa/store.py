"""The on-disk index: one generation directory per build, swapped in atomically.

    <index_dir>/CURRENT          name of the live generation (replaced with os.replace)
    <index_dir>/gen-*/           manifest.json, chunks.jsonl, chunk_offsets.npy, meta.npy,
                                 sheets.json, vectors.faiss, bm25_*.npy, bm25_vocab.json
    <index_dir>/ocr_cache/       OCR results shared across generations

A reader resolves CURRENT once and reads only that generation, so `drawqa ask` running while
`drawqa index` rebuilds sees the old index or the new one, never half of each. Nothing here
unpickles: JSON, .npy with allow_pickle=False, and faiss' own reader.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
import uuid
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Optional

import numpy as np

from .bm25 import BM25
from .errors import IndexCorruptError, IndexMissingError
from .models import Chunk, Sheet

FORMAT = "drawqa-index"
FORMAT_VERSION = 1
POINTER = "CURRENT"
KEEP_GENERATIONS = 2
SECTION_CODES = ["title block", "floor plan", "site plan", "schedule", "notes", "legend",
                 "elevation", "section", "detail", "general"]
KIND_CODES = ["chunk", "table", "row"]
_CHUNK_FIELDS = {f.name for f in fields(Chunk)}
_SHEET_FIELDS = {f.name for f in fields(Sheet)}


def default_index_dir() -> Path:
    return Path(os.environ.get("DRAWQA_INDEX_DIR") or "indexes")


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


@dataclass
class Generation:
    """A loaded, validated index generation."""
    path: Path
    manifest: dict
    meta: np.ndarray                 # (n, 5) int32: file, page, sheet, section, kind
    offsets: np.ndarray              # (n + 1,) int64 byte offsets into chunks.jsonl
    sheets: list[Sheet]
    bm25: BM25
    _faiss: object = None
    _chunk_cache: dict = field(default_factory=dict)

    @property
    def n_chunks(self) -> int:
        return int(self.meta.shape[0])

    @property
    def version(self) -> str:
        return self.manifest["version"]

    @property
    def files(self) -> list[str]:
        return [f["file"] for f in self.manifest["files"]]

    def faiss_index(self):
        if self._faiss is None:
            import faiss

            try:
                self._faiss = faiss.read_index(str(self.path / "vectors.faiss"))
            except RuntimeError as exc:
                raise IndexCorruptError(f"{self.path}: vectors.faiss is unreadable ({exc}); "
                                        "re-run `drawqa index`") from exc
            if self._faiss.ntotal != self.n_chunks or self._faiss.d != self.manifest["dim"]:
                raise IndexCorruptError(f"{self.path}: vectors do not match the chunks; "
                                        "re-run `drawqa index`")
        return self._faiss

    def chunk(self, i: int) -> Chunk:
        """Read one chunk record by seeking to it: a query touches only its hits."""
        if i in self._chunk_cache:
            return self._chunk_cache[i]
        start, end = int(self.offsets[i]), int(self.offsets[i + 1])
        with open(self.path / "chunks.jsonl", "rb") as fh:
            fh.seek(start)
            raw = fh.read(end - start)
        try:
            d = json.loads(raw)
            c = Chunk(**{k: v for k, v in d.items() if k in _CHUNK_FIELDS})
        except (ValueError, TypeError) as exc:
            raise IndexCorruptError(f"{self.path}: chunk {i} is damaged; re-run `drawqa index`") from exc
        c.bbox = tuple(c.bbox)
        self._chunk_cache[i] = c
        return c

    def all_chunks(self) -> list[Chunk]:
        out = []
        with open(self.path / "chunks.jsonl", "rb") as fh:
            for i, line in enumerate(fh):
                d = json.loads(line)
                c = Chunk(**{k: v for k, v in d.items() if k in _CHUNK_FIELDS})
                c.bbox = tuple(c.bbox)
                out.append(c)
        return out

    def vectors(self) -> np.ndarray:
        idx = self.faiss_index()
        return idx.reconstruct_n(0, idx.ntotal) if idx.ntotal else np.zeros((0, self.manifest["dim"]), np.float32)


def write_generation(index_dir: Path, manifest: dict, chunks: list[Chunk], sheets: list[Sheet],
                     vectors: np.ndarray, bm25: BM25) -> Path:
    """Write a complete generation into a temporary directory, then make it current atomically."""
    import faiss

    index_dir.mkdir(parents=True, exist_ok=True)
    name = f"gen-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}"
    tmp = index_dir / f".tmp-{name}"
    tmp.mkdir()
    try:
        files = manifest["files"]
        file_idx = {f["file"]: i for i, f in enumerate(files)}
        sheet_idx = {(s.file, s.page): i for i, s in enumerate(sheets)}
        offsets = [0]
        meta = np.zeros((len(chunks), 5), dtype=np.int32)
        with open(tmp / "chunks.jsonl", "wb") as fh:
            for i, c in enumerate(chunks):
                c.id = i
                raw = (json.dumps(c.to_dict(), ensure_ascii=False) + "\n").encode("utf-8")
                fh.write(raw)
                offsets.append(offsets[-1] + len(raw))
                meta[i] = (file_idx.get(c.file, -1), c.page, sheet_idx.get((c.file, c.page), -1),
                           SECTION_CODES.index(c.section) if c.section in SECTION_CODES else -1,
                           KIND_CODES.index(c.kind))
            fh.flush()
            os.fsync(fh.fileno())
        np.save(tmp / "chunk_offsets.npy", np.asarray(offsets, dtype=np.int64), allow_pickle=False)
        np.save(tmp / "meta.npy", meta, allow_pickle=False)
        (tmp / "sheets.json").write_text(json.dumps([s.__dict__ for s in sheets], ensure_ascii=False))
        index = faiss.IndexFlatIP(manifest["dim"])
        if len(vectors):
            index.add(np.ascontiguousarray(vectors, dtype=np.float32))
        faiss.write_index(index, str(tmp / "vectors.faiss"))
        bm25.save(tmp)
        manifest = dict(manifest, n_chunks=len(chunks), n_sheets=len(sheets),
                        version=uuid.uuid4().hex, generation=name)
        manifest["sizes"] = {p.name: p.stat().st_size for p in sorted(tmp.iterdir())}
        (tmp / "manifest.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False))
        _fsync_dir(tmp)
        final = index_dir / name
        os.replace(tmp, final)
        pointer_tmp = index_dir / f".{POINTER}.{uuid.uuid4().hex[:8]}"
        pointer_tmp.write_text(name + "\n")
        with open(pointer_tmp, "rb") as fh:
            os.fsync(fh.fileno())
        os.replace(pointer_tmp, index_dir / POINTER)
        _fsync_dir(index_dir)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _collect_garbage(index_dir, keep=name)
    return index_dir / name


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _collect_garbage(index_dir: Path, keep: str) -> None:
    """Remove leftovers of killed builds and all but the newest generations."""
    gens = sorted((p for p in index_dir.glob("gen-*") if p.is_dir()), key=lambda p: p.stat().st_mtime)
    for old in gens[:-KEEP_GENERATIONS]:
        if old.name != keep:
            shutil.rmtree(old, ignore_errors=True)
    for tmp in index_dir.glob(".tmp-gen-*"):
        if time.time() - tmp.stat().st_mtime > 3600:
            shutil.rmtree(tmp, ignore_errors=True)


def current_generation(index_dir: Path) -> Optional[Path]:
    pointer = index_dir / POINTER
    if not pointer.exists():
        return None
    name = pointer.read_text().strip()
    if not name.startswith("gen-") or "/" in name or not (index_dir / name).is_dir():
        raise IndexCorruptError(f"{index_dir}: the CURRENT pointer names a missing generation "
                                f"({name!r}); re-run `drawqa index`")
    return index_dir / name


def load(index_dir: Path, expect_model: Optional[str] = None) -> Generation:
    """Open and validate the live generation; every inconsistency is an IndexCorruptError."""
    index_dir = Path(index_dir)
    gen = current_generation(index_dir)
    if gen is None:
        raise IndexMissingError(f"no index in {index_dir}/ — run `drawqa index PLANS.pdf` first "
                                "(or pass --index-dir / set DRAWQA_INDEX_DIR)")
    hint = "; re-run `drawqa index`"
    try:
        manifest = json.loads((gen / "manifest.json").read_text())
    except (OSError, ValueError) as exc:
        raise IndexCorruptError(f"{gen}: manifest.json is missing or damaged{hint}") from exc
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise IndexCorruptError(f"{gen}: not a drawqa index{hint}")
    if manifest.get("format_version") != FORMAT_VERSION:
        raise IndexCorruptError(f"{gen}: index format version {manifest.get('format_version')} "
                                f"is not the {FORMAT_VERSION} this drawqa reads{hint}")
    if expect_model and (manifest.get("model"), manifest.get("dim")) != expect_model:
        raise IndexCorruptError(f"{gen}: index was built with {manifest.get('model')} "
                                f"(dim {manifest.get('dim')}), not {expect_model[0]} "
                                f"(dim {expect_model[1]}){hint}")
    for name, size in manifest.get("sizes", {}).items():
        p = gen / name
        if not p.exists() or p.stat().st_size != size:
            raise IndexCorruptError(f"{gen}: {name} is missing, truncated or modified{hint}")
    try:
        meta = np.load(gen / "meta.npy", allow_pickle=False)
        offsets = np.load(gen / "chunk_offsets.npy", allow_pickle=False)
        sheets = [Sheet(**{k: v for k, v in d.items() if k in _SHEET_FIELDS})
                  for d in json.loads((gen / "sheets.json").read_text())]
        bm25 = BM25.load(gen)
    except (OSError, ValueError, TypeError) as exc:
        raise IndexCorruptError(f"{gen}: index files are damaged ({exc}){hint}") from exc
    n = manifest.get("n_chunks")
    if meta.shape != (n, 5) or offsets.shape != (n + 1,) or bm25.n_docs != n:
        raise IndexCorruptError(f"{gen}: index files disagree on the number of chunks{hint}")
    return Generation(path=gen, manifest=manifest, meta=meta, offsets=offsets, sheets=sheets, bm25=bm25)
