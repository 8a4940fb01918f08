"""The index in PostgreSQL + pgvector: the same sets, chunks, vectors and BM25 as drawqa.store,
for teams whose index is shared by several machines and readers.

Tables (drawqa/migrations/*.sql, applied on first use): drawqa_sets, drawqa_files,
drawqa_sheets, drawqa_chunks (vector(384) + BM25 as a sparsevec of Okapi document weights) and
drawqa_terms (document frequencies and postings). A set is named; several live in one database.

Consistency, the same promises as the file backend's generations:
- a build replaces its whole set in one transaction, under an advisory lock held from before it
  reads the previous set until it commits, so two `drawqa index` runs on one set serialize and a
  killed build leaves the previous set as it was;
- a reader (PgSnapshot) reads everything in one REPEATABLE READ transaction, so it sees the
  set before a concurrent build or after it, never a mix.

BM25: each chunk's sparsevec holds w(t, d) = tf (k1 + 1) / (tf + k1 (1 - b + b |d| / avgdl)), so
its inner product with a question's vector of idf(t) x count(t) is the Okapi score rank-bm25 and
drawqa.bm25 compute. avgdl and the idf floor depend on the whole set; a build rewrites every
weight of the set in its transaction, so they never drift (see README).
"""
from __future__ import annotations

import json
import os
import struct
import urllib.parse as up
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator, Optional

import numpy as np

from .bm25 import B, EPSILON, K1, BM25, TermLookup
from .errors import DatabaseError, IndexBusyError, IndexCorruptError, IndexMissingError, UsageError
from .models import Chunk, Sheet
from .store import IndexView, Meta, chunk_meta

SCHEMA_VERSION = 2        # the newest migration this drawqa knows; a newer database is refused
MIGRATIONS = Path(__file__).with_name("migrations")
DIM = 384                 # the schema's vector(384): all-MiniLM-L6-v2 (and the test hashing embedder)
SPARSE_MAX_NNZ = 16000    # pgvector's limit on non-zero elements of one sparsevec
LOCK_CLASS = 0x64717761   # first key of drawqa's advisory locks ("dqwa"); the second hashes the set
DENSE_ENV = "DRAWQA_PG_DENSE"   # "auto" (default), "exact" or "hnsw": see dense_mode
DENSE_MODES = ("auto", "exact", "hnsw")
# auto: a dense search walks the HNSW index when its scope (the set, or what the filters leave of
# it) holds HNSW_MIN_ROWS chunks or more AND at least HNSW_MIN_SHARE of all the chunks in the
# database; otherwise it scans the scope exactly. The exact scan costs ~5-9 us a chunk (2-core
# Xeon): ~45 ms at 5 000 chunks, 1.8-2.7 s at the 400 000 of 10 000 pages. The HNSW index holds
# every set, and a scope is a filter its iterative scan walks past: at 1 % of the table that
# walk took longer than the exact scan, at 5 % it was 3x faster (README, "Dense search").
HNSW_MIN_ROWS = 5000
HNSW_MIN_SHARE = 0.05
HNSW_MIN_ROWS_ENV = "DRAWQA_PG_HNSW_MIN_ROWS"   # overrides HNSW_MIN_ROWS (tests lower it)
HNSW_EF_SEARCH = 1000          # pgvector's most; ~10 ms at 10 000 pages, and the fused top 10 still gained
HNSW_ITERATIVE_SCAN = "relaxed_order"   # re-sorted after the scan; found more than strict_order
HNSW_MAX_SCAN_TUPLES = 20000      # pgvector's default: where an iterative scan gives up


def _psycopg():
    try:
        import psycopg   # here: an optional extra (~0.35 s); missing, it is a DatabaseError
    except ImportError as exc:
        raise DatabaseError("the PostgreSQL backend needs psycopg 3: pip install 'drawqa[postgres]'") from exc
    return psycopg


def redact(url: str) -> str:
    """The URL without its password (for messages and the index directory's pointer file)."""
    psycopg = _psycopg()
    try:
        params = psycopg.conninfo.conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "<unparsable database URL>"
    if "password" not in params:
        return url
    params.pop("password")
    if url.startswith(("postgresql://", "postgres://")):
        parts = up.urlsplit(url)
        host = parts.netloc.rsplit("@", 1)[-1]
        user = up.unquote(parts.username or "")
        netloc = f"{up.quote(user)}@{host}" if user else host
        return up.urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
    return psycopg.conninfo.make_conninfo(**params)


def connect(url: str, *, autocommit: bool = False):
    """A connection, or a DatabaseError that says what is wrong (URL, server, credentials)."""
    psycopg = _psycopg()
    scheme = url.split("://", 1)[0] if "://" in url else None
    try:
        if scheme not in (None, "postgresql", "postgres"):
            raise psycopg.ProgrammingError(f"{scheme}:// is not a PostgreSQL scheme")
        params = psycopg.conninfo.conninfo_to_dict(url)
    except psycopg.ProgrammingError as exc:
        raise DatabaseError(f"not a PostgreSQL URL or connection string: {url!r} ({str(exc).strip()}); "
                            "expected e.g. postgresql://user@host:5432/dbname") from None
    params.setdefault("connect_timeout", 10)
    params.setdefault("application_name", "drawqa")
    try:
        return psycopg.connect(**params, autocommit=autocommit)
    except psycopg.Error as exc:
        msg = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise DatabaseError(f"cannot connect to PostgreSQL at {redact(url)}: {msg}") from None


def ensure_schema(conn) -> None:
    """Create pgvector and apply the migrations this database lacks, once, under a lock (two
    first uses at once do not both migrate). A database migrated by a newer drawqa is refused."""
    psycopg = _psycopg()
    try:
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s, 0)", [LOCK_CLASS])
            have = conn.execute("SELECT to_regclass('drawqa_schema')").fetchone()[0]
            version = conn.execute("SELECT max(version) FROM drawqa_schema").fetchone()[0] if have else 0
            if version == SCHEMA_VERSION:
                return
            if version and version > SCHEMA_VERSION:
                raise DatabaseError(f"the database holds drawqa schema version {version}; this "
                                    f"drawqa knows up to {SCHEMA_VERSION}: upgrade drawqa")
            try:
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            except psycopg.Error as exc:
                raise DatabaseError(f"the pgvector extension is not available on this server "
                                    f"({_first_line(exc)}); install pgvector >= 0.7 (it provides "
                                    "`vector` and `sparsevec`) or ask the administrator to run "
                                    "CREATE EXTENSION vector") from None
            conn.execute("CREATE TABLE IF NOT EXISTS drawqa_schema (version integer PRIMARY KEY, "
                         "name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())")
            for number, name, sql in migrations():
                if number > (version or 0):
                    conn.execute(sql)
                    conn.execute("INSERT INTO drawqa_schema (version, name) VALUES (%s, %s)", [number, name])
    except psycopg.Error as exc:
        raise DatabaseError(f"cannot prepare the drawqa tables: {_first_line(exc)}") from None


def migrations() -> list[tuple[int, str, str]]:
    """(number, name, SQL) of drawqa/migrations/NNNN_name.sql, in order."""
    out = []
    for p in sorted(MIGRATIONS.glob("[0-9][0-9][0-9][0-9]_*.sql")):
        out.append((int(p.name[:4]), p.stem, p.read_text(encoding="utf-8")))
    return out


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


# ---------------------------------------------------------------------------------- reading


def dense_mode(rows: int, total: Optional[Callable[[], int]] = None) -> str:
    """"exact" or "hnsw" for a dense search over `rows` chunks of the total() in the database:
    $DRAWQA_PG_DENSE when it forces one, else (auto) HNSW from HNSW_MIN_ROWS chunks and
    HNSW_MIN_SHARE of the total up, where the exact scan stops being cheap and the HNSW walk does
    not spend its time on other sets' rows."""
    mode = os.environ.get(DENSE_ENV, "").strip().lower() or "auto"
    if mode not in DENSE_MODES:
        raise UsageError(f"${DENSE_ENV} must be one of {', '.join(DENSE_MODES)}, not {mode!r}")
    if mode != "auto":
        return mode
    raw = os.environ.get(HNSW_MIN_ROWS_ENV, "").strip()
    try:
        least = int(raw) if raw else HNSW_MIN_ROWS
    except ValueError:
        raise UsageError(f"${HNSW_MIN_ROWS_ENV} must be a whole number of chunks, not {raw!r}") from None
    if rows < least:
        return "exact"
    return "hnsw" if total is None or rows >= HNSW_MIN_SHARE * total() else "exact"


class PgVocab(TermLookup):
    """term -> local term id, looked up in drawqa_terms on first use (read-only Mapping subset).

    Local ids index PgBM25's idf and postings arrays, which grow as terms are looked up: a
    question reads only its own terms, as drawqa.bm25.SortedVocab does on disk."""

    def __init__(self, bm: "PgBM25"):
        self._bm = bm
        self._ids: dict[str, Optional[int]] = {}

    def prefetch(self, terms) -> None:
        todo = sorted({t for t in terms if t not in self._ids})
        if not todo:
            return
        rows = self._bm.snap._rows("SELECT term, term_no, df, postings FROM drawqa_terms "
                                   "WHERE set_id = %s AND term = ANY(%s)", [self._bm.snap.set_id, todo])
        found = {r[0]: r[1:] for r in rows}
        for t in todo:
            self._ids[t] = self._bm._add(*found[t]) if t in found else None

    def get(self, term: str, default: Optional[int] = None) -> Optional[int]:
        if term not in self._ids:
            self.prefetch([term])
        tid = self._ids[term]
        return default if tid is None else tid

    def __len__(self) -> int:
        return self._bm.snap.vocab_size


class PgBM25:
    """What handlers read of drawqa.bm25.BM25 (vocab, idf, n_docs, indptr, doc_ids), for the
    terms looked up so far; the scoring itself runs in the database (PgSnapshot.sparse_ranking)."""

    def __init__(self, snap: "PgSnapshot"):
        self.snap = snap
        self.n_docs = snap.n_chunks
        self.avgdl = snap.avgdl
        self.vocab = PgVocab(self)
        self.term_no: list[int] = []
        self._idf: list[float] = []
        self._indptr = [0]
        self._postings: list[np.ndarray] = []
        self._doc_ids: Optional[np.ndarray] = np.zeros(0, np.int32)

    def _add(self, term_no: int, df: int, postings: bytes) -> int:
        idf = float(np.log(self.n_docs - df + 0.5) - np.log(df + 0.5))
        self._idf.append(self.snap.idf_floor if idf < 0 else idf)
        self.term_no.append(int(term_no))
        ids = np.frombuffer(postings, dtype="<i4")
        self._postings.append(ids)
        self._indptr.append(self._indptr[-1] + int(ids.size))
        self._doc_ids = None
        return len(self._idf) - 1

    @property
    def idf(self) -> np.ndarray:
        return np.asarray(self._idf, dtype=np.float64)

    @property
    def indptr(self) -> np.ndarray:
        return np.asarray(self._indptr, dtype=np.int64)

    @property
    def doc_ids(self) -> np.ndarray:
        if self._doc_ids is None:
            self._doc_ids = np.concatenate(self._postings) if self._postings else np.zeros(0, np.int32)
        return self._doc_ids


@dataclass
class PgSnapshot(IndexView):
    """One set as committed when it was opened: the Generation interface handlers and retrieval
    read (manifest, version, meta, files, sheets, bm25, chunks, records), served from one
    REPEATABLE READ READ ONLY transaction kept open for the life of the snapshot."""
    conn: object
    url: str
    name: str
    set_id: int
    path: Path                       # the index directory's pointer file (its parent holds caches)
    manifest: dict
    meta: np.ndarray
    vocab_size: int
    avgdl: float
    idf_floor: float
    _sheets: Optional[list[Sheet]] = None
    _bm25: Optional[PgBM25] = None
    _chunk_cache: dict = field(default_factory=dict)
    _indexed_rows: Optional[int] = None
    last_dense: Optional[str] = None   # "exact" or "hnsw": the last dense_ranking's search

    @property
    def bm25(self) -> PgBM25:
        if self._bm25 is None:
            self._bm25 = PgBM25(self)
        return self._bm25

    @property
    def sheets(self) -> list[Sheet]:
        if self._sheets is None:
            rows = self._rows("SELECT record FROM drawqa_sheets WHERE set_id = %s ORDER BY sheet_no",
                              [self.set_id])
            self._sheets = [Sheet.from_dict(r[0]) for r in rows]
        return self._sheets

    @property
    def indexed_rows(self) -> int:
        """Chunks of every set in the database (the rows the HNSW index holds), read once."""
        if self._indexed_rows is None:
            self._indexed_rows = int(self._rows("SELECT coalesce(sum(n_chunks), 0) FROM drawqa_sets "
                                                "WHERE version IS NOT NULL")[0][0])
        return self._indexed_rows

    def _rows(self, sql: str, params=None) -> list:
        try:
            return self.conn.execute(sql, params).fetchall()
        except _psycopg().Error as exc:
            raise DatabaseError(f"reading set {self.name!r} from {redact(self.url)} failed: "
                                f"{_first_line(exc)}") from None

    def records(self, ids) -> list[bytes]:
        ids = [int(i) for i in ids]
        if not ids:
            return []
        rows = self._rows("SELECT ord, record FROM drawqa_chunks WHERE set_id = %s AND ord = ANY(%s)",
                          [self.set_id, ids])
        by_ord = {r[0]: r[1].encode("utf-8") for r in rows}
        missing = [i for i in ids if i not in by_ord]
        if missing:
            raise IndexCorruptError(f"set {self.name!r}: chunk {missing[0]} is missing; re-run `drawqa index`")
        return [by_ord[i] for i in ids]

    def chunks(self, ids) -> list[Chunk]:
        ids = [int(i) for i in ids]
        todo = sorted({i for i in ids if i not in self._chunk_cache})
        for i, raw in zip(todo, self.records(todo)):
            self._chunk_cache[i] = Chunk.from_dict(json.loads(raw))
        return [self._chunk_cache[i] for i in ids]

    def chunk(self, i: int) -> Chunk:
        return self.chunks([i])[0]

    def all_chunks(self) -> list[Chunk]:
        return self.chunks(range(self.n_chunks))

    def vector_matrix(self) -> np.ndarray:
        """All vectors, (n, 384) float32 in chunk order (the indexer carries unchanged files'
        vectors over from here): one binary COPY, decoded with numpy."""
        buf = bytearray()
        try:
            with self.conn.cursor().copy(
                    "COPY (SELECT embedding FROM drawqa_chunks WHERE set_id = %s ORDER BY ord) "
                    "TO STDOUT (FORMAT BINARY)", [self.set_id]) as cp:
                for block in cp:
                    buf += block
        except _psycopg().Error as exc:
            raise DatabaseError(f"reading the vectors of set {self.name!r} failed: {_first_line(exc)}") from None
        return decode_vector_copy(bytes(buf), self.n_chunks)

    def vector_metric(self) -> str:
        return "ip"

    def faiss_index(self):
        """Nothing to load: dense search runs in the database (kept for callers that warm up
        a file index before timing)."""
        return None

    def dense_ranking(self, qvec: np.ndarray, k: int, cands: Optional[np.ndarray]) -> tuple[list[int], dict[int, float]]:
        """The k chunks with the largest inner product with qvec, best first, ties by id.

        Exact (a scan of the chunks in scope, ranked as the file backend's exhaustive search
        ranks) or through the HNSW index, as dense_mode chooses for the number of chunks in
        scope; self.last_dense says which ran."""
        if cands is not None and cands.size == 0:
            return [], {}
        q = "[" + ",".join(repr(float(v)) for v in np.asarray(qvec, np.float32).reshape(-1)) + "]"
        where, params = self._scope(cands)
        rows = self.n_chunks if cands is None else int(cands.size)
        mode = self.last_dense = dense_mode(rows, lambda: self.indexed_rows)
        if mode == "hnsw":
            # enable_sort off: the planner would rather sort the set's rows (found through the
            # primary key) than walk the HNSW graph. The iterative scan goes on walking until k
            # rows pass the WHERE (the graph holds every set); the outer sort breaks ties by id.
            self._rows("SELECT set_config('hnsw.ef_search', %s, true), "
                       "set_config('hnsw.iterative_scan', %s, true), "
                       "set_config('hnsw.max_scan_tuples', %s, true), "
                       "set_config('enable_sort', 'off', true)",
                       [str(HNSW_EF_SEARCH), HNSW_ITERATIVE_SCAN, str(HNSW_MAX_SCAN_TUPLES)])
            rows = self._rows("WITH h AS MATERIALIZED (SELECT ord, embedding <#> %s::vector AS dist "
                              f"FROM drawqa_chunks WHERE {where} ORDER BY embedding <#> %s::vector LIMIT %s) "
                              "SELECT ord, -dist FROM h ORDER BY dist, ord", [q, *params, q, k])
        else:
            rows = self._rows("WITH d AS MATERIALIZED (SELECT ord, embedding <#> %s::vector AS dist "
                              f"FROM drawqa_chunks WHERE {where}) "
                              "SELECT ord, -dist FROM d ORDER BY dist, ord LIMIT %s", [q, *params, k])
        return [r[0] for r in rows], {r[0]: float(r[1]) for r in rows}

    def sparse_ranking(self, tokens: list[str], k: int, cands: Optional[np.ndarray]) -> tuple[list[int], dict[int, float]]:
        """The k chunks with the best positive BM25 scores, best first, ties by id: the inner
        product of each chunk's weights with the question's idf vector, over the chunks that
        hold a question term (the others score 0) and pass the filters."""
        bm = self.bm25
        bm.vocab.prefetch(tokens)
        weights: dict[int, float] = {}
        holders = []
        for t in tokens:              # repeats count, as in rank-bm25
            tid = bm.vocab.get(t)
            if tid is None:
                continue
            no = bm.term_no[tid]
            weights[no] = weights.get(no, 0.0) + float(bm._idf[tid])
            holders.append(bm._postings[tid])
        if not weights:
            return [], {}
        docs = np.unique(np.concatenate(holders))
        if cands is not None:
            docs = np.intersect1d(docs, cands)
        if docs.size == 0:
            return [], {}
        q = "{" + ",".join(f"{no + 1}:{w!r}" for no, w in sorted(weights.items()) if w != 0) + \
            f"}}/{self.vocab_size}"
        rows = self._rows("WITH s AS MATERIALIZED (SELECT ord, -(bm25 <#> %s::sparsevec) AS score "
                          "FROM drawqa_chunks WHERE set_id = %s AND ord = ANY(%s)) "
                          "SELECT ord, score FROM s WHERE score > 0 ORDER BY score DESC, ord LIMIT %s",
                          [q, self.set_id, docs.astype(np.int64).tolist(), k])
        return [r[0] for r in rows], {r[0]: float(r[1]) for r in rows}

    def _scope(self, cands: Optional[np.ndarray]) -> tuple[str, list]:
        if cands is None:
            return "set_id = %s", [self.set_id]
        return "set_id = %s AND ord = ANY(%s)", [self.set_id, cands.astype(np.int64).tolist()]

    def close(self) -> None:
        try:
            self.conn.close()
        except Exception:
            pass


def decode_vector_copy(data: bytes, n: int) -> np.ndarray:
    """The rows of a binary COPY of one vector(384) column as a float32 (n, 384) array.

    Every row has the same size: int16 field count, int32 length, then pgvector's binary form
    (int16 dim, int16 unused, dim big-endian float4)."""
    head = 19                                    # PGCOPY signature, flags, header extension
    row = 2 + 4 + 4 + 4 * DIM
    if len(data) != head + n * row + 2:
        raise IndexCorruptError(f"the database returned {len(data)} bytes for {n} vectors; re-run `drawqa index`")
    rows = np.frombuffer(data, dtype=np.uint8, count=n * row, offset=head).reshape(n, row)
    return rows[:, 10:].copy().view(">f4").astype(np.float32)


OPEN_TRIES = 3   # opening a set again after a build committed between its first two reads (Citus)


def load(url: str, name: str, pointer: Path) -> PgSnapshot:
    """Open set `name` as committed now; IndexMissingError when it was never built."""
    for _ in range(OPEN_TRIES):
        snap = _open(url, name, pointer)
        if snap is not None:
            return snap
    raise IndexCorruptError(f"set {name!r}: its file rows belong to another build than the set row "
                            f"{OPEN_TRIES} times in a row; re-run `drawqa index`")


def _open(url: str, name: str, pointer: Path) -> Optional[PgSnapshot]:
    """The snapshot of set `name`; None when its files rows are of another build than its set
    row (migration 0002: on Citus the two reads may see two snapshots)."""
    psycopg = _psycopg()
    conn = connect(url)
    try:
        ensure_schema(conn)
        conn.isolation_level = psycopg.IsolationLevel.REPEATABLE_READ
        conn.read_only = True
        row = conn.execute("SELECT set_id, version, manifest, n_chunks, n_sheets, vocab_size, avgdl, "
                           "idf_floor, meta FROM drawqa_sets WHERE name = %s", [name]).fetchone()
        if row is None or row[1] is None:
            raise IndexMissingError(f"no set {name!r} in the database {redact(url)} — run "
                                    f"`drawqa index PLANS.pdf --db URL --set {name}` first")
        set_id, version, manifest, n, n_sheets, vocab_size, avgdl, idf_floor, meta = row
        files = conn.execute("SELECT info, version FROM drawqa_files WHERE set_id = %s ORDER BY file_no",
                             [set_id]).fetchall()
    except psycopg.Error as exc:
        conn.close()
        raise DatabaseError(f"reading set {name!r} from {redact(url)} failed: {_first_line(exc)}") from None
    except BaseException:
        conn.close()
        raise
    if any(f[1] is not None and f[1] != version for f in files):   # NULL: written before 0002
        conn.close()
        return None
    meta = np.frombuffer(meta or b"", dtype="<i4")
    if meta.size != 5 * n:
        conn.close()
        raise IndexCorruptError(f"set {name!r}: its chunk table does not match its chunk count; "
                                "re-run `drawqa index`")
    manifest = dict(manifest, files=[f[0] for f in files], n_chunks=n, n_sheets=n_sheets, version=version,
                    backend="postgresql", database=redact(url), set=name)
    return PgSnapshot(conn=conn, url=url, name=name, set_id=set_id, path=pointer, manifest=manifest,
                      meta=meta.reshape(n, 5).astype(np.int32), vocab_size=vocab_size, avgdl=avgdl,
                      idf_floor=idf_floor)


# ---------------------------------------------------------------------------------- writing


class VersionProbe:
    """Which version of a set is committed now, on one autocommit connection kept for that
    question (a long-lived reader, drawqa.service, asks it before each call: one round trip)."""

    def __init__(self, url: str):
        self.url = url
        self.conn = None

    def version(self, name: str) -> Optional[str]:
        psycopg = _psycopg()
        for attempt in (1, 2):           # a dropped connection (server restart) is made again once
            if self.conn is None or self.conn.closed:
                self.conn = connect(self.url, autocommit=True)
            try:
                row = self.conn.execute("SELECT version FROM drawqa_sets WHERE name = %s", [name]).fetchone()
                return row[0] if row else None
            except psycopg.Error as exc:
                self.close()
                if attempt == 2:
                    raise DatabaseError(f"reading set {name!r} from {redact(self.url)} failed: "
                                        f"{_first_line(exc)}") from None
        return None

    def close(self) -> None:
        if self.conn is not None:
            try:
                self.conn.close()
            except Exception:
                pass
        self.conn = None


@contextmanager
def build_lock(url: str, name: str, *, wait: bool = True,
               on_wait: Optional[Callable[[str], None]] = None) -> Iterator[object]:
    """Hold set `name`'s advisory lock for a whole build, on a connection of its own (a killed
    build's lock goes with its connection). Another holder: wait (saying so) or IndexBusyError."""
    conn = connect(url, autocommit=True)
    try:
        ensure_schema(conn)
        got = conn.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))", [LOCK_CLASS, name]).fetchone()[0]
        if not got:
            msg = f"another `drawqa index` is building set {name!r} in {redact(url)}"
            if not wait:
                raise IndexBusyError(f"{msg} (--no-wait given)")
            if on_wait:
                on_wait(f"{msg}; waiting for it to finish")
            conn.execute("SELECT pg_advisory_lock(%s, hashtext(%s))", [LOCK_CLASS, name])
        yield conn
    finally:
        conn.close()


def write_set(conn, url: str, name: str, manifest: dict, chunks: list[Chunk], sheets: list[Sheet],
              vectors: np.ndarray, bm25: BM25) -> str:
    """Replace set `name` with these chunks, sheets, vectors and BM25 postings in one
    transaction on `conn`, the connection holding build_lock; returns the new version.
    Readers see the old set until the commit."""
    psycopg = _psycopg()
    if vectors.shape != (len(chunks), DIM):
        raise DatabaseError(f"the PostgreSQL schema stores {DIM}-dimensional vectors, not {vectors.shape[1:]}")
    weights = okapi_weights(bm25)
    files = manifest["files"]
    meta = chunk_meta(chunks, files, sheets).astype("<i4")
    version = uuid.uuid4().hex
    try:
        with conn.transaction():
            set_id = conn.execute("INSERT INTO drawqa_sets (name) VALUES (%s) ON CONFLICT (name) "
                                  "DO UPDATE SET name = EXCLUDED.name RETURNING set_id", [name]).fetchone()[0]
            for table in ("drawqa_chunks", "drawqa_terms", "drawqa_sheets", "drawqa_files"):
                conn.execute(f"DELETE FROM {table} WHERE set_id = %s", [set_id])
            with conn.cursor().copy("COPY drawqa_files (set_id, file_no, file, path, sha256, model, dims, "
                                    "pages, chunks, info, version) FROM STDIN") as cp:
                for i, f in enumerate(files):
                    cp.write_row([set_id, i, f["file"], f.get("path"), f.get("sha256", ""), manifest["model"],
                                  manifest["dim"], f.get("pages", 0), f.get("chunks", 0),
                                  json.dumps(f, ensure_ascii=False), version])
            with conn.cursor().copy("COPY drawqa_sheets (set_id, sheet_no, file, page, sheet_id, title, "
                                    "discipline, record) FROM STDIN") as cp:
                for i, s in enumerate(sheets):
                    cp.write_row([set_id, i, s.file, s.page, s.sheet_id, s.title, s.discipline,
                                  json.dumps(s.__dict__, ensure_ascii=False)])
            with conn.cursor().copy("COPY drawqa_chunks (set_id, ord, file_no, page, sheet_no, section, kind, "
                                    "sheet_id, bbox, text, record, embedding, bm25) FROM STDIN (FORMAT BINARY)") as cp:
                cp.set_types(["int4", "int4", "int4", "int4", "int4", "text", "text", "text", "float8[]",
                              "text", "text", "bytea", "bytea"])
                vec = np.ascontiguousarray(vectors, dtype=">f4")
                vhead = struct.pack(">hh", DIM, 0)
                for i, c in enumerate(chunks):
                    cp.write_row([set_id, i, int(meta[i, Meta.FILE]), c.page, int(meta[i, Meta.SHEET]), c.section, c.kind,
                                  c.sheet_id, [float(v) for v in c.bbox], c.text,
                                  json.dumps(c.to_dict(), ensure_ascii=False),
                                  vhead + vec[i].tobytes(), weights.sparsevec(i)])
            with conn.cursor().copy("COPY drawqa_terms (set_id, term, term_no, df, postings) "
                                    "FROM STDIN (FORMAT BINARY)") as cp:
                cp.set_types(["int4", "text", "int4", "int4", "bytea"])
                for no, (term, ids) in enumerate(weights.terms()):
                    cp.write_row([set_id, term, no, int(ids.size), ids.astype("<i4").tobytes()])
            head = {k: v for k, v in manifest.items()
                    if k not in ("files", "n_chunks", "n_sheets", "version", "sizes", "checksums")}
            conn.execute("UPDATE drawqa_sets SET version = %s, manifest = %s, n_chunks = %s, n_sheets = %s, "
                         "vocab_size = %s, avgdl = %s, idf_floor = %s, meta = %s, built_at = now() "
                         "WHERE set_id = %s",
                         [version, json.dumps(head, ensure_ascii=False), len(chunks), len(sheets),
                          weights.dim, weights.avgdl, weights.idf_floor, meta.tobytes(), set_id])
    except psycopg.Error as exc:
        raise DatabaseError(f"writing set {name!r} to {redact(url)} failed (the previous set is "
                            f"unchanged): {_first_line(exc)}") from None
    return version


def touch_set(conn, url: str, name: str, changes: dict) -> str:
    """A re-index that changed nothing: new version and manifest fields, the same content
    (on `conn`, the connection holding build_lock)."""
    psycopg = _psycopg()
    version = uuid.uuid4().hex
    try:
        with conn.transaction():
            set_id = conn.execute("UPDATE drawqa_sets SET version = %s, built_at = now(), "
                                  "manifest = manifest || %s::jsonb WHERE name = %s RETURNING set_id",
                                  [version, json.dumps({k: v for k, v in changes.items() if k != "files"}),
                                   name]).fetchone()[0]
            conn.execute("UPDATE drawqa_files SET version = %s WHERE set_id = %s", [version, set_id])
            for i, f in enumerate(changes.get("files") or []):
                conn.execute("UPDATE drawqa_files SET path = %s, info = %s WHERE set_id = %s AND file_no = %s",
                             [f.get("path"), json.dumps(f, ensure_ascii=False), set_id, i])
    except psycopg.Error as exc:
        raise DatabaseError(f"updating set {name!r} in {redact(url)} failed: {_first_line(exc)}") from None
    return version


def drop_set(url: str, name: str) -> bool:
    """Delete set `name` (and everything of it), waiting for a build of it to finish; False
    when there was none."""
    with build_lock(url, name) as conn:
        with conn.transaction():
            return conn.execute("DELETE FROM drawqa_sets WHERE name = %s", [name]).rowcount > 0


@dataclass
class OkapiWeights:
    """A built BM25's postings as per-chunk sparsevecs of Okapi document weights, terms
    renumbered in sorted order (as drawqa.bm25 saves them)."""
    dim: int
    avgdl: float
    idf_floor: float
    terms_sorted: list[str]
    doc_ptr: np.ndarray              # (n + 1,) start of each chunk's entries
    doc_terms: np.ndarray            # term numbers, ascending within a chunk
    doc_weights: np.ndarray          # float32 weights
    term_ptr: np.ndarray
    term_docs: np.ndarray

    def sparsevec(self, i: int) -> bytes:
        """Chunk i's weights in pgvector's binary sparsevec form (int32 dim, nnz, unused;
        0-based indices; float4 values; big-endian)."""
        s, e = int(self.doc_ptr[i]), int(self.doc_ptr[i + 1])
        if e - s > SPARSE_MAX_NNZ:
            raise DatabaseError(f"chunk {i} has {e - s} distinct terms; pgvector's sparsevec holds "
                                f"at most {SPARSE_MAX_NNZ}")
        return (struct.pack(">iii", self.dim, e - s, 0) + self.doc_terms[s:e].astype(">i4").tobytes()
                + self.doc_weights[s:e].astype(">f4").tobytes())

    def terms(self) -> Iterator[tuple[str, np.ndarray]]:
        for no, t in enumerate(self.terms_sorted):
            yield t, self.term_docs[int(self.term_ptr[no]):int(self.term_ptr[no + 1])]


def okapi_weights(bm: BM25) -> OkapiWeights:
    """Document weights computed as BM25.scores does (float64 from the float32 postings and
    lengths), so that idf . weights is its score up to float32 rounding."""
    terms = sorted(bm.vocab)
    old_of_new = np.array([bm.vocab[t] for t in terms], dtype=np.int64)
    new_of_old = np.empty_like(old_of_new)
    new_of_old[old_of_new] = np.arange(old_of_new.size)
    indptr = np.asarray(bm.indptr)
    counts = np.diff(indptr)
    term_of_posting = new_of_old[np.repeat(np.arange(counts.size), counts)]
    docs = np.asarray(bm.doc_ids, dtype=np.int64)
    tf = np.asarray(bm.tfs, dtype=np.float64)
    n = bm.n_docs
    norm = K1 * (1 - B + B * bm.doc_len / bm.avgdl) if bm.avgdl else np.full(n, K1)
    w = tf * (K1 + 1) / (tf + np.asarray(norm)[docs])
    by_doc = np.lexsort((term_of_posting, docs))
    doc_ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(docs, minlength=n), out=doc_ptr[1:])
    by_term = np.lexsort((docs, term_of_posting))
    term_ptr = np.zeros(len(terms) + 1, dtype=np.int64)
    np.cumsum(counts[old_of_new], out=term_ptr[1:])
    df = counts.astype(np.float64)
    raw = np.log(n - df + 0.5) - np.log(df + 0.5) if n else df
    return OkapiWeights(dim=max(len(terms), 1), avgdl=float(bm.avgdl),
                        idf_floor=EPSILON * float(raw.mean()) if raw.size else 0.0,
                        terms_sorted=terms, doc_ptr=doc_ptr, doc_terms=term_of_posting[by_doc],
                        doc_weights=w[by_doc].astype(np.float32), term_ptr=term_ptr,
                        term_docs=docs[by_term].astype(np.int32))
