"""The on-disk index: one generation directory per build, swapped in atomically.

    <index_dir>/CURRENT          name of the live generation (replaced with os.replace)
    <index_dir>/gen-*/           manifest.json, chunks.jsonl, chunk_offsets.npy, meta.npy,
                                 sheets.json, vectors.faiss, bm25_*.npy, bm25_terms.bin
    <index_dir>/ocr_cache/       OCR results shared across generations

manifest.json records the format version, the embedding model and dimension, the sha256 of
each indexed PDF, and the size and sha256 of every file of the generation (checked on load).

A reader resolves CURRENT once and reads only that generation, so `drawqa ask` running while
`drawqa index` rebuilds sees the old index or the new one, never half of each. Nothing here
unpickles: JSON, .npy with allow_pickle=False, and faiss' own reader.
"""
from __future__ import annotations

import json
import mmap
import os
import shutil
import struct
import sys
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import Optional

import numpy as np

from .bm25 import BM25, FILES as BM25_FILES, read_npy
from .embed import DIM, MODEL_NAME, blas_threads
from .errors import IndexBusyError, IndexCorruptError, IndexMissingError, UsageError
from .hashing import file_sha256
from .models import Chunk, Sheet

FORMAT = "drawqa-index"
FORMAT_VERSION = 2     # 2: the BM25 vocabulary as sorted terms + offsets (was bm25_vocab.json)
POINTER = "CURRENT"
KEEP_GENERATIONS = 2
SECTION_CODES = ["title block", "floor plan", "site plan", "schedule", "notes", "legend",
                 "elevation", "section", "detail", "general"]
KIND_CODES = ["chunk", "table", "row"]


def turned_pages(sheets: list[Sheet]) -> dict[str, int]:
    """A file's pages read turned (Sheet.turn), as its manifest entry's `turned` holds them:
    {page number: degrees}. The manifest carries them so that whatever renders or reads a
    page again (drawqa show, question-time OCR) turns it as it was read, without the sheets."""
    return {str(s.page): s.turn for s in sheets if s.turn}


def page_turn(manifest: Optional[dict], file: str, page: int) -> int:
    """The turn a page was read with (turned_pages), 0 when none or unknown."""
    entry = next((f for f in (manifest or {}).get("files", []) if isinstance(f, dict) and f.get("file") == file), None)
    turned = (entry or {}).get("turned")
    return int(turned.get(str(page), 0)) if isinstance(turned, dict) else 0


class Meta(IntEnum):
    """The columns of Generation.meta: one int32 row of codes per chunk (see chunk_meta)."""
    FILE = 0        # index into Generation.files
    PAGE = 1        # 1-based page number
    SHEET = 2       # index into Generation.sheets, -1 when the page has no sheet record
    SECTION = 3     # index into SECTION_CODES, -1 for another section
    KIND = 4        # index into KIND_CODES
# faiss IndexFlat file: b"IxFI" (IP) or b"IxFl" (L2), int32 d, int64 ntotal, two int64 unused,
# uint8 is_trained, int32 metric, int64 float count, then the floats.
_FLAT_HEAD = 45
_FLAT_UNUSED = 1 << 20     # what faiss.write_index puts in the two unused fields
VECTOR_BLOCK_BYTES = 4 << 20     # see Generation.vector_scores
VERIFIED_DIR = ".verified"
BUILD_LOCK = ".build.lock"


def default_index_dir() -> Path:
    return Path(os.environ.get("DRAWQA_INDEX_DIR") or "indexes")


class IndexView:
    """What every backend's loaded index answers from its manifest and chunk codes (meta)."""
    manifest: dict
    meta: np.ndarray

    @property
    def n_chunks(self) -> int:
        return int(self.meta.shape[0])

    @property
    def version(self) -> str:
        return self.manifest["version"]

    @property
    def files(self) -> list[str]:
        return [f["file"] for f in self.manifest["files"]]


@dataclass
class Generation(IndexView):
    """A loaded, validated index generation."""
    path: Path
    manifest: dict
    meta: np.ndarray                 # (n, 5) int32: file, page, sheet, section, kind
    offsets: np.ndarray              # (n + 1,) int64 byte offsets into chunks.jsonl
    bm25: BM25
    _sheets: Optional[list[Sheet]] = None
    _faiss: object = None
    _matrix: Optional[np.ndarray] = None
    _metric: str = "ip"
    _vectors: Optional[np.ndarray] = None
    _chunk_cache: dict = field(default_factory=dict)
    _lock: object = None             # open manifest.json holding a shared lock: see _collect_garbage

    @property
    def sheets(self) -> list[Sheet]:
        """The sheets, read from sheets.json when first asked for: most questions never need
        the whole list, and at 10 000 sheets reading it costs about 0.1 s."""
        if self._sheets is None:
            hint = "; re-run `drawqa index`"
            try:
                raw = json.loads((self.path / "sheets.json").read_text())
                sheets = [Sheet.from_dict(d) for d in raw]
            except (OSError, ValueError, TypeError, AttributeError) as exc:
                raise IndexCorruptError(f"{self.path}: sheets.json is damaged ({exc}){hint}") from exc
            if len(sheets) != self.manifest["n_sheets"]:
                raise IndexCorruptError(f"{self.path}: sheets.json does not hold the sheets of the "
                                        f"manifest{hint}")
            self._sheets = sheets
        return self._sheets

    def faiss_index(self):
        if self._faiss is None:
            import faiss   # lazy: ~0.6 s; answers read vectors.faiss without it

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
        return self.chunks([i])[0]

    def chunks(self, ids) -> list[Chunk]:
        """Several chunk records, read through one open file (in file order), cached."""
        ids = [int(i) for i in ids]
        todo = sorted({i for i in ids if i not in self._chunk_cache})
        for i, raw in zip(todo, self.records(todo)):
            self._chunk_cache[i] = self._parse_chunk(raw, i)
        return [self._chunk_cache[i] for i in ids]

    def records(self, ids) -> list[bytes]:
        """The raw chunks.jsonl records of these chunk ids (JSON, UTF-8), read in the order given.

        For a caller that can rule most records out from their text before paying for a parse."""
        out = []
        if len(ids):
            with open(self.path / "chunks.jsonl", "rb") as fh:
                for i in ids:
                    start, end = int(self.offsets[i]), int(self.offsets[i + 1])
                    fh.seek(start)
                    out.append(fh.read(end - start))
        return out

    def vector_matrix(self) -> np.ndarray:
        """The (n, dim) float32 vectors as a read-only view on a memory map of vectors.faiss.

        Why: the indexer takes the vectors of unchanged files from here without importing
        faiss or copying the file. Pages are read when touched and count in the process's RSS
        from then on; `drawqa ask` therefore uses `vector_scores`, which does not map them.
        """
        if self._matrix is None:
            with self._open_vectors() as fh:
                buf = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
            n, dim = self.n_chunks, int(self.manifest["dim"])
            self._matrix = (np.frombuffer(buf, dtype="<f4", count=n * dim, offset=_FLAT_HEAD).reshape(n, dim)
                            if n else np.zeros((0, dim), np.float32))
        return self._matrix

    def vector_scores(self, q: np.ndarray, ids: Optional[np.ndarray] = None) -> np.ndarray:
        """Inner products of q with every vector, or with the vectors of `ids` (ascending).

        The exhaustive search IndexFlatIP does, as one matrix-vector product per block of
        vectors.faiss read into a single reused 4 MB buffer. Why not the memory map: a product
        over it touches every page, and those pages count in RSS (460 MB at 300 000 chunks);
        this keeps the peak flat whatever the size of the index. With `ids`, only the blocks
        that hold them are read.
        """
        n, dim = self.n_chunks, int(self.manifest["dim"])
        q = np.ascontiguousarray(q.reshape(-1), dtype=np.float32)
        out = np.empty(n if ids is None else len(ids), dtype=np.float32)
        rows = max(1, VECTOR_BLOCK_BYTES // (4 * dim))
        if ids is None:
            starts = range(0, n, rows)
        else:
            blocks = ids // rows
            starts = blocks[np.r_[True, blocks[1:] != blocks[:-1]]] * rows if ids.size else blocks
        # One BLAS thread: a product this size is memory-bound, and handing blocks to a second
        # thread that shares its core with other work made it ten times slower.
        with self._open_vectors() as fh, blas_threads().limit(1):   # checked even if nothing is read
            buf = np.empty((min(rows, n), dim), dtype="<f4")
            for start in starts:
                start = int(start)
                k = min(rows, n - start)
                block = buf[:k]
                fh.seek(_FLAT_HEAD + 4 * dim * start)
                view = memoryview(block).cast("B")
                got = 0
                while got < len(view):
                    r = fh.readinto(view[got:])
                    if not r:
                        raise IndexCorruptError(f"{self.path}: vectors.faiss is truncated; "
                                                "re-run `drawqa index`")
                    got += r
                if ids is None:
                    np.matmul(block, q, out=out[start:start + k])
                else:
                    lo, hi = np.searchsorted(ids, [start, start + k])
                    out[lo:hi] = block[ids[lo:hi] - start] @ q
        return out

    def vector_metric(self) -> str:
        """"ip" or "l2": how vectors.faiss compares vectors (its header checked on the way)."""
        with self._open_vectors():
            return self._metric

    def _open_vectors(self):
        """vectors.faiss, open at its start, once its header is checked field by field: faiss'
        own IndexFlat format (written by faiss.write_index) for exactly these chunks, else an
        IndexCorruptError. Sets the metric ("ip" or "l2")."""
        path = self.path / "vectors.faiss"
        dim, n = int(self.manifest["dim"]), self.n_chunks
        try:
            fh = open(path, "rb", buffering=0)
        except OSError as exc:
            raise IndexCorruptError(f"{self.path}: vectors.faiss is unreadable ({exc}); "
                                    "re-run `drawqa index`") from exc
        try:
            head = fh.read(_FLAT_HEAD)
            size = os.fstat(fh.fileno()).st_size
        except OSError as exc:
            fh.close()
            raise IndexCorruptError(f"{self.path}: vectors.faiss is unreadable ({exc}); "
                                    "re-run `drawqa index`") from exc
        d = int.from_bytes(head[4:8], "little", signed=True) if len(head) == _FLAT_HEAD else -1
        ntotal = int.from_bytes(head[8:16], "little", signed=True) if d >= 0 else -1
        metric = int.from_bytes(head[33:37], "little", signed=True) if d >= 0 else -1
        count = int.from_bytes(head[37:45], "little", signed=True) if d >= 0 else -1
        if (head[:4] not in (b"IxFI", b"IxFl") or d != dim or ntotal != n or metric not in (0, 1)
                or count != n * dim or size != _FLAT_HEAD + 4 * count):
            fh.close()
            raise IndexCorruptError(f"{self.path}: vectors.faiss is not the flat index of these "
                                    "chunks; re-run `drawqa index`")
        self._metric = "ip" if metric == 0 else "l2"
        return fh

    def _parse_chunk(self, raw: bytes, i: int) -> Chunk:
        """One chunks.jsonl record as a Chunk; a damaged record is an IndexCorruptError."""
        try:
            return Chunk.from_dict(json.loads(raw))
        except (ValueError, TypeError, AttributeError) as exc:
            raise IndexCorruptError(f"{self.path}: chunk {i} is damaged; re-run `drawqa index`") from exc

    def all_chunks(self) -> list[Chunk]:
        out = []
        with open(self.path / "chunks.jsonl", "rb") as fh:
            for i, line in enumerate(fh):
                out.append(self._parse_chunk(line, i))
        return out

    def vectors(self) -> np.ndarray:
        """All vectors as one in-memory float32 array (a copy; read once per generation)."""
        if self._vectors is None:
            self._vectors = np.array(self.vector_matrix(), dtype=np.float32)
        return self._vectors


def chunk_meta(chunks: list[Chunk], files: list[dict], sheets: list[Sheet]) -> np.ndarray:
    """(n, 5) int32 codes of each chunk: file, page, sheet, section, kind -- what filters and
    handlers select on without reading records. Numbers the chunks (Chunk.id) as it goes."""
    file_idx = {f["file"]: i for i, f in enumerate(files)}
    sheet_idx = {(s.file, s.page): i for i, s in enumerate(sheets)}
    meta = np.zeros((len(chunks), len(Meta)), dtype=np.int32)
    for i, c in enumerate(chunks):
        c.id = i
        meta[i] = (file_idx.get(c.file, -1), c.page, sheet_idx.get((c.file, c.page), -1),
                   SECTION_CODES.index(c.section) if c.section in SECTION_CODES else -1,
                   KIND_CODES.index(c.kind))
    return meta


@contextmanager
def _new_generation(index_dir: Path):
    """A fresh temporary generation directory: removed if anything fails inside the block,
    old generations collected once the block (which commits it) has finished."""
    name = f"gen-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}"
    tmp = index_dir / f".tmp-{name}"
    tmp.mkdir()
    try:
        yield tmp, name
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _collect_garbage(index_dir, keep=name)


def write_generation(index_dir: Path, manifest: dict, chunks: list[Chunk], sheets: list[Sheet],
                     vectors: np.ndarray, bm25: BM25) -> Path:
    """Write a complete generation into a temporary directory, then make it current atomically."""
    try:
        index_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"cannot use {index_dir} as the index directory: {exc.strerror or exc}") from exc
    with _new_generation(index_dir) as (tmp, name):
        offsets = [0]
        meta = chunk_meta(chunks, manifest["files"], sheets)
        with open(tmp / "chunks.jsonl", "wb") as fh:
            for c in chunks:
                raw = (json.dumps(c.to_dict(), ensure_ascii=False) + "\n").encode("utf-8")
                fh.write(raw)
                offsets.append(offsets[-1] + len(raw))
            fh.flush()
            os.fsync(fh.fileno())
        np.save(tmp / "chunk_offsets.npy", np.asarray(offsets, dtype=np.int64), allow_pickle=False)
        np.save(tmp / "meta.npy", meta, allow_pickle=False)
        (tmp / "sheets.json").write_text(json.dumps([s.__dict__ for s in sheets], ensure_ascii=False))
        write_flat_ip(tmp / "vectors.faiss", vectors, manifest["dim"])
        bm25.save(tmp)
        manifest = dict(manifest, n_chunks=len(chunks), n_sheets=len(sheets),
                        version=uuid.uuid4().hex, generation=name)
        manifest["sizes"] = {p.name: p.stat().st_size for p in sorted(tmp.iterdir())}
        manifest["checksums"] = {p.name: file_sha256(p) for p in sorted(tmp.iterdir())}
        _commit(index_dir, tmp, name, manifest)
    return index_dir / name


def write_flat_ip(path: Path, vectors: np.ndarray, dim: int) -> None:
    """vectors.faiss as faiss.write_index writes an IndexFlatIP holding `vectors`, byte for byte.

    Why not faiss itself: importing it took ~0.08 s of CPU at the end of every build, when
    nothing else is left to run beside it; the format is the header _open_vectors checks."""
    vectors = np.ascontiguousarray(vectors, dtype="<f4").reshape(-1, dim)
    n = len(vectors)
    head = (b"IxFI" + struct.pack("<iqqq?iq", dim, n, _FLAT_UNUSED, _FLAT_UNUSED, True, 0, n * dim))
    with open(path, "wb") as fh:
        fh.write(head)
        fh.write(vectors.tobytes())


def copy_generation(index_dir: Path, previous: Generation, changes: dict) -> Path:
    """A new generation holding exactly the files of `previous` (a re-index that changed
    nothing), with `changes` applied to its manifest. The files were verified against their
    checksums when `previous` was loaded, so the checksums carry over without hashing again."""
    with _new_generation(index_dir) as (tmp, name):
        old = previous.manifest
        for fname in old["sizes"]:
            if fname != "manifest.json":
                shutil.copyfile(previous.path / fname, tmp / fname)
                with open(tmp / fname, "rb") as fh:
                    os.fsync(fh.fileno())
        sizes = {p.name: p.stat().st_size for p in sorted(tmp.iterdir())}
        if {k: v for k, v in old["sizes"].items() if k != "manifest.json"} != sizes:
            raise IndexCorruptError(f"{previous.path}: changed while being copied; re-run `drawqa index`")
        manifest = dict(old, **changes, version=uuid.uuid4().hex, generation=name, sizes=sizes,
                        checksums={k: v for k, v in old["checksums"].items() if k in sizes})
        _commit(index_dir, tmp, name, manifest)
    return index_dir / name


def _commit(index_dir: Path, tmp: Path, name: str, manifest: dict) -> None:
    """Write the manifest into the finished temporary generation, then make it current."""
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


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _collect_garbage(index_dir: Path, keep: str) -> None:
    """Remove leftovers of killed builds and all but the newest generations.

    A generation some process still reads (it holds a shared lock on its manifest.json, taken
    in load) is left alone; a later build removes it.
    """
    gens = sorted((p for p in index_dir.glob("gen-*") if p.is_dir()), key=lambda p: p.stat().st_mtime)
    for old in gens[:-KEEP_GENERATIONS]:
        if old.name == keep:
            continue
        try:
            fh = open(old / "manifest.json", "rb")
        except OSError:
            shutil.rmtree(old, ignore_errors=True)   # a damaged generation: no reader can use it
            continue
        with fh:
            if _try_lock(fh, exclusive=True):
                shutil.rmtree(old, ignore_errors=True)
    for stamp in (index_dir / VERIFIED_DIR).glob("*.json"):
        if not (index_dir / stamp.stem).is_dir():
            try:
                stamp.unlink()
            except OSError:
                pass
    # Leftovers of killed builds (an hour old: a build that old is not still running).
    for tmp in [*index_dir.glob(".tmp-gen-*"), *index_dir.glob(f".{POINTER}.*")]:
        try:
            if time.time() - tmp.stat().st_mtime > 3600:
                shutil.rmtree(tmp, ignore_errors=True) if tmp.is_dir() else tmp.unlink()
        except OSError:
            pass


def _try_lock(fh, exclusive: bool = False) -> bool:
    """flock the open file (shared: wait; exclusive: don't); True when held or unsupported."""
    if sys.platform == "win32":
        return True
    import fcntl   # here: POSIX only (Windows has no fcntl)

    try:
        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB if exclusive else fcntl.LOCK_SH)
    except BlockingIOError:
        return False
    except OSError:
        return True   # a file system without locks: fall back to the generation count alone
    return True


@contextmanager
def build_lock(index_dir: Path, *, wait: bool = True, on_wait=None):
    """Hold an exclusive lock on the index directory for a whole build, so two `drawqa index`
    runs on one directory never both start from the same previous generation (the later
    commit would drop what the earlier one added). Another holder: wait, after calling
    on_wait(message), or IndexBusyError when wait is False. A killed build's lock goes with it."""
    try:
        index_dir.mkdir(parents=True, exist_ok=True)
        fh = open(index_dir / BUILD_LOCK, "a+b")
    except OSError as exc:
        raise UsageError(f"cannot use {index_dir} as the index directory: {exc.strerror or exc}") from exc
    with fh:
        if not _try_lock(fh, exclusive=True):
            msg = f"another `drawqa index` is building {index_dir}"
            if not wait:
                raise IndexBusyError(f"{msg} (--no-wait given)")
            if on_wait:
                on_wait(f"{msg}; waiting for it to finish")
            import fcntl   # here: POSIX only (Windows has no fcntl)

            fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
        yield


def current_generation(index_dir: Path) -> Optional[Path]:
    pointer = index_dir / POINTER
    if not pointer.exists():
        return None
    try:
        name = pointer.read_text(encoding="utf-8").strip()
    except (OSError, ValueError) as exc:
        raise IndexCorruptError(f"{index_dir}: the CURRENT pointer is unreadable; "
                                "re-run `drawqa index`") from exc
    if not name.startswith("gen-") or "/" in name or not (index_dir / name).is_dir():
        raise IndexCorruptError(f"{index_dir}: the CURRENT pointer names a missing generation "
                                f"({name!r}); re-run `drawqa index`")
    return index_dir / name


def _stat_key(path: Path, digest: str) -> list:
    st = path.stat()
    return [digest, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def _stamp_path(gen: Path) -> Path:
    return gen.parent / VERIFIED_DIR / f"{gen.name}.json"


def _read_stamps(gen: Path) -> dict:
    """Files of `gen` whose sha256 was checked, keyed by (inode, size, mtime, ctime) then.

    Why: hashing every file at every `drawqa ask` costs ~1 s per GB (10 000 pages make a
    ~700 MB index) to re-prove what the kernel already tells: any write to a file, by any
    means, moves its ctime, which no user-level call can set back; a copy is a new inode. So a
    file is hashed again only when one of these changed. Kept beside the generations, not in
    them, so a generation's own files stay exactly those of its manifest.
    """
    try:
        d = json.loads(_stamp_path(gen).read_text())
        return d if isinstance(d, dict) else {}
    except (OSError, ValueError):
        return {}


def _write_stamps(gen: Path, seen: dict) -> None:
    """Best effort (a read-only index is simply hashed every time). Files changed in the last
    two seconds are left out: file times are coarse, so a write in the same tick as the
    hashing would otherwise go unnoticed."""
    now = time.time_ns()
    keep = {k: v for k, v in seen.items() if now - v[4] > 2_000_000_000}
    if not keep:
        return
    p = _stamp_path(gen)
    try:
        p.parent.mkdir(exist_ok=True)
        tmp = p.with_name(f".{p.name}.{uuid.uuid4().hex[:8]}")
        tmp.write_text(json.dumps(keep))
        os.replace(tmp, p)
    except OSError:
        pass


def load(index_dir: Path, expect_model: Optional[tuple[str, int]] = None) -> Generation:
    """Open and validate the live generation; every inconsistency is an IndexCorruptError.

    The generation is read under a shared lock on its manifest, so a concurrent build never
    deletes it from under this reader; if it vanished between reading CURRENT and locking, the
    pointer is read again (it names the newer generation by then).
    """
    index_dir = Path(index_dir)
    for _ in range(5):
        gen = current_generation(index_dir)
        if gen is None:
            raise IndexMissingError(f"no index in {index_dir}/ — run `drawqa index PLANS.pdf` first "
                                    "(or pass --index-dir / set DRAWQA_INDEX_DIR)")
        try:
            lock = open(gen / "manifest.json", "rb")
        except FileNotFoundError:
            if gen.exists():
                raise IndexCorruptError(f"{gen}: manifest.json is missing; re-run `drawqa index`") from None
            continue
        except OSError as exc:
            raise IndexCorruptError(f"{gen}: manifest.json is unreadable ({exc}); "
                                    "re-run `drawqa index`") from exc
        _try_lock(lock)
        if not (gen / "manifest.json").exists():
            lock.close()
            continue
        try:
            g = _load_generation(gen, lock, expect_model)
        except BaseException:
            lock.close()
            raise
        g._lock = lock
        return g
    raise IndexCorruptError(f"{index_dir}: the index kept changing while being read; try again")


def _load_generation(gen: Path, lock, expect_model: Optional[tuple[str, int]]) -> Generation:
    hint = "; re-run `drawqa index`"
    try:
        manifest = json.loads(lock.read())
    except (OSError, ValueError) as exc:
        raise IndexCorruptError(f"{gen}: manifest.json is missing or damaged{hint}") from exc
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise IndexCorruptError(f"{gen}: not a drawqa index{hint}")
    if manifest.get("format_version") != FORMAT_VERSION:
        raise IndexCorruptError(f"{gen}: index format version {manifest.get('format_version')} "
                                f"is not the {FORMAT_VERSION} this drawqa reads{hint}")
    known = {MODEL_NAME: DIM, "hashing": DIM}     # the embedders this drawqa can query with
    model, dim = manifest.get("model"), manifest.get("dim")
    if expect_model and (model, dim) != tuple(expect_model):
        raise IndexCorruptError(f"{gen}: index was built with {model} (dim {dim}), not "
                                f"{expect_model[0]} (dim {expect_model[1]}){hint}")
    if not isinstance(model, str) or known.get(model) != dim:
        raise IndexCorruptError(f"{gen}: index was built with embedding model {model!r} (dim {dim}); "
                                f"this drawqa embeds questions with {MODEL_NAME} (dim {DIM}){hint}")
    try:
        sizes = dict(manifest.get("sizes") or {})
        sums = dict(manifest.get("checksums") or {})
        required = {"chunks.jsonl", "chunk_offsets.npy", "meta.npy", "sheets.json", "vectors.faiss",
                    *BM25_FILES}
        if (not required <= set(sizes) or not isinstance(manifest.get("n_chunks"), int)
                or not isinstance(manifest.get("n_sheets"), int)):
            raise ValueError("incomplete manifest")
        for name, size in sizes.items():
            p = gen / name
            if "/" in name or not p.is_file() or p.stat().st_size != size:
                raise IndexCorruptError(f"{gen}: {name} is missing, truncated or modified{hint}")
        stamps = _read_stamps(gen)
        seen: dict[str, list] = {}
        for name, digest in sums.items():   # the content, not just the size
            if name not in sizes:
                raise IndexCorruptError(f"{gen}: {name} was modified after it was written{hint}")
            key = _stat_key(gen / name, digest)
            if stamps.get(name) == key:
                seen[name] = key       # hashed before, and not written to since
                continue
            if file_sha256(gen / name) != digest:
                raise IndexCorruptError(f"{gen}: {name} was modified after it was written{hint}")
            seen[name] = key
        if seen != stamps:
            _write_stamps(gen, seen)
    except (TypeError, ValueError, OSError) as exc:
        raise IndexCorruptError(f"{gen}: manifest.json is damaged ({exc}){hint}") from exc
    try:
        meta = read_npy(gen / "meta.npy")
        offsets = read_npy(gen / "chunk_offsets.npy")
        bm25 = BM25.load(gen)
    except (OSError, ValueError, TypeError, AttributeError, KeyError) as exc:
        raise IndexCorruptError(f"{gen}: index files are damaged ({exc}){hint}") from exc
    n = manifest.get("n_chunks")
    if meta.shape != (n, len(Meta)) or offsets.shape != (n + 1,) or bm25.n_docs != n:
        raise IndexCorruptError(f"{gen}: index files disagree on the number of chunks{hint}")
    files = manifest.get("files")
    if (not isinstance(files, list) or not all(isinstance(f, dict) and "file" in f for f in files)
            or (n and (meta[:, Meta.FILE].min() < 0 or meta[:, Meta.FILE].max() >= len(files)
                       or meta[:, Meta.SHEET].max() >= manifest["n_sheets"]))
            or offsets[0] != 0 or np.any(np.diff(offsets) < 0)
            or offsets[-1] != sizes["chunks.jsonl"]):
        raise IndexCorruptError(f"{gen}: index files are inconsistent{hint}")
    return Generation(path=gen, manifest=manifest, meta=meta, offsets=offsets, bm25=bm25)
