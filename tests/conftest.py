"""Shared fixtures.

`sample_index`: the sample plan set indexed once per test run with the real model (and OCR
where Tesseract is installed). The PDF is copied first, so a sample being regenerated while
tests run cannot change the pages under the index. The real sets of ../shared/eval and
../shared/eval/more are indexed the same way, once per run each. Treat these indexes as
read-only; tests that write into an index (answer cache, re-indexing) copy it first.

Under pytest-xdist (`make test` runs on every core) each worker is a process of its own, so a
session fixture would build its index once per worker: `built_once` builds it once per run,
under a file lock in the directory the workers share, and every worker reads that build.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Callable

import pytest
from filelock import FileLock

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_PDF = ROOT / "sample_pdfs" / "sample_plan_set.pdf"
XDIST_WORKER_ENV = "PYTEST_XDIST_WORKER"            # "gw0", "gw1", ... in an xdist worker
XDIST_WORKERS_ENV = "PYTEST_XDIST_WORKER_COUNT"


def pytest_configure(config) -> None:
    """Under pytest-xdist, each worker runs on its own share of the cores. drawqa sizes its
    embedding threads by the cores its process may use (embed_index.cores), and tesseract
    children inherit the share: unpinned, two workers on two cores would each start two
    embedding threads beside a reader process and tesseract, and wait on each other."""
    worker, count = os.environ.get(XDIST_WORKER_ENV, ""), os.environ.get(XDIST_WORKERS_ENV, "")
    if not (worker.startswith("gw") and count.isdigit() and hasattr(os, "sched_setaffinity")):
        return
    cpus = sorted(os.sched_getaffinity(0))
    n, i = int(count), int(worker[2:])
    if 1 < n <= len(cpus):
        os.sched_setaffinity(0, cpus[i::n])


# Files whose tests read only the run's shared indexes (built_once) are spread over the workers
# test by test; they are the longest files, and one worker alone would finish them last. Every
# other file keeps to one worker (`--dist loadgroup`), so its module fixtures are built once.
SPREAD_FILES = frozenset({"test_blind_questions.py", "test_generalization.py"})


def pytest_collection_modifyitems(config, items) -> None:
    for item in items:
        if item.path.name not in SPREAD_FILES:
            item.add_marker(pytest.mark.xdist_group(item.path.name))


def run_dir(tmp_path_factory) -> Path:
    """The temporary directory of this run that every xdist worker shares (each worker's own
    base directory is a subdirectory of it); without xdist, the base directory itself."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get(XDIST_WORKER_ENV) else base


def built_once(tmp_path_factory, name: str, make: Callable[[Path], None]) -> Path:
    """Directory `name`, filled by `make` once per run: the first worker to ask makes it under
    a file lock, the others wait for that and read the same directory. A `make` that fails
    leaves no mark, so the next worker to ask tries again (and fails the same way)."""
    shared = run_dir(tmp_path_factory) / "built_once"
    shared.mkdir(exist_ok=True)
    d, done = shared / name, shared / f"{name}.done"
    with FileLock(str(shared / f"{name}.lock")):
        if not done.exists():
            shutil.rmtree(d, ignore_errors=True)
            d.mkdir()
            make(d)
            done.touch()
    return d


def _build_index(pdf: Path) -> Callable[[Path], None]:
    def make(d: Path) -> None:
        from drawqa.index import build   # lazy: a run that needs no index imports no model

        report = build([str(pdf)], d)
        assert report.indexed == 1, report.summary()
    return make


@pytest.fixture(scope="session")
def eval_pages_read_once(tmp_path_factory):
    """From here on in this worker, each distinct `ocr.ocr_page_words` reading of a page of an
    evaluation PDF (../shared/eval) runs once per run, and every later ask reads its words.

    Why: a scanned page of the Austin sets is read whole by several modules (its index, the
    PostgreSQL build of the set, the legend and recheck tests), and each reading of a coarse
    scan costs tens of seconds of Tesseract. The first reading is the real one, stored with
    built_once for every worker; the same page, region and options give the same words, so
    what reads them (extract.read_page and the rest of the index) still runs as it is.
    Only in this process: a build whose reader process reads (4 pages or more) reads itself.
    Question-time readings (ocr_region_words) are left alone: their budget charges the time
    a reading takes, and they keep their own cache in the index."""
    import hashlib
    import inspect
    import pickle
    import sys

    import pymupdf

    from drawqa import ocr

    real = ocr.ocr_page_words
    signature = inspect.signature(real)
    question_time = ocr.ocr_region_words.__code__
    eval_root = EVAL_DIR.resolve()

    def once(page, *args, **kwargs):
        path = Path(page.parent.name or ".").resolve()
        if eval_root not in path.parents or sys._getframe(1).f_code is question_time:
            return real(page, *args, **kwargs)
        bound = signature.bind(page, *args, **kwargs)
        bound.apply_defaults()
        options = dict(bound.arguments)
        del options["page"]
        clip = options.pop("clip")
        region = page.rect if clip is None else pymupdf.Rect(clip) & page.rect
        stat = path.stat()
        key = repr((str(path), stat.st_size, stat.st_mtime_ns, page.number, page.rotation,
                    tuple(round(v, 2) for v in region), sorted(options.items())))
        name = "ocr-" + hashlib.sha256(key.encode()).hexdigest()[:24]

        def make(d: Path) -> None:
            (d / "words.pickle").write_bytes(pickle.dumps(real(page, *args, **kwargs)))
        return pickle.loads((built_once(tmp_path_factory, name, make) / "words.pickle").read_bytes())

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ocr, "ocr_page_words", once)
        yield


@pytest.fixture(scope="session")
def sample_pdf(tmp_path_factory) -> Path:
    """A private copy of sample_pdfs/sample_plan_set.pdf (one per run: the indexes record its path)."""
    if not SAMPLE_PDF.exists():
        pytest.skip("sample_pdfs/sample_plan_set.pdf is missing (make sample_pdfs/sample_plan_set.pdf)")
    d = built_once(tmp_path_factory, "sample_pdfs", lambda d: shutil.copy2(SAMPLE_PDF, d / SAMPLE_PDF.name))
    return d / SAMPLE_PDF.name


@pytest.fixture(scope="session")
def sample_index(tmp_path_factory, sample_pdf) -> Path:
    """Path of an index of the sample set, built once per run with the real model."""
    return built_once(tmp_path_factory, "sample_index", _build_index(sample_pdf))


EVAL_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "eval"
VA_PDF = EVAL_DIR / "va-stcloud-finish-plan.pdf"


@pytest.fixture(scope="session")
def va_index(tmp_path_factory) -> Path:
    """Path of an index of the VA finish plan (../shared/eval), built once per run with the
    real model; skipped when the evaluation set is not checked out next to the project."""
    if not VA_PDF.exists():
        pytest.skip(f"{VA_PDF} not found: the real-drawing evaluation set (../shared/eval) is absent")
    return built_once(tmp_path_factory, "va_index", _build_index(VA_PDF))


KIRKLAND_PDF = EVAL_DIR / "kirkland-sample-plan-set.pdf"
SONOMA_PDF = EVAL_DIR / "sonoma-sample-house-plans.pdf"


def _ocr_eval_index(tmp_path_factory, pdf: Path, name: str) -> Path:
    """An index of an OCR-only evaluation PDF (built once per run; OCR takes a minute or two)."""
    if not pdf.exists():
        pytest.skip(f"{pdf} not found: the real-drawing evaluation set (../shared/eval) is absent")
    from drawqa.ocr import tesseract_available

    if not tesseract_available():
        pytest.skip(f"{pdf.name} has no text layer and Tesseract is not installed")
    return built_once(tmp_path_factory, name, _build_index(pdf))


@pytest.fixture(scope="session")
def kirkland_index(tmp_path_factory) -> Path:
    """Index of the Kirkland sample permit set (vector-outlined text: OCR only, pages rotated)."""
    return _ocr_eval_index(tmp_path_factory, KIRKLAND_PDF, "kirkland_index")


@pytest.fixture(scope="session")
def sonoma_index(tmp_path_factory) -> Path:
    """Index of the Sonoma sample house plans (raster drawings, text captions only)."""
    return _ocr_eval_index(tmp_path_factory, SONOMA_PDF, "sonoma_index")


MORE_DIR = EVAL_DIR / "more"


def _more_index(tmp_path_factory, name: str) -> Path:
    """An index of one set of ../shared/eval/more, built once per run (the Austin sets have
    one scanned page each, read by OCR when Tesseract is installed)."""
    pdf = MORE_DIR / name
    if not pdf.exists():
        pytest.skip(f"{pdf} not found: the first-sight sets (../shared/eval/more) are absent")
    return built_once(tmp_path_factory, pdf.stem, _build_index(pdf))


@pytest.fixture(scope="session")
def uccs_fp_index(tmp_path_factory) -> Path:
    return _more_index(tmp_path_factory, "uccs-fp01-fire-suppression.pdf")


@pytest.fixture(scope="session")
def uccs_m_index(tmp_path_factory) -> Path:
    return _more_index(tmp_path_factory, "uccs-m01-mechanical.pdf")


@pytest.fixture(scope="session")
def uccs_g_index(tmp_path_factory) -> Path:
    return _more_index(tmp_path_factory, "uccs-g211-code-summary.pdf")


@pytest.fixture(scope="session")
def gwynne_index(tmp_path_factory) -> Path:
    return _more_index(tmp_path_factory, "gwynne-st-cremorne-s10-slab-footing.pdf")


@pytest.fixture(scope="session")
def austin_remodel_index(tmp_path_factory, eval_pages_read_once) -> Path:
    return _more_index(tmp_path_factory, "austin-remodel-floor-plan.pdf")


@pytest.fixture(scope="session")
def austin_shed_index(tmp_path_factory, eval_pages_read_once) -> Path:
    return _more_index(tmp_path_factory, "austin-shed-plot-plan.pdf")


# The run's shared indexes and about what each costs to build on one core, in seconds (OCR of
# the scanned and outlined sheets dominates; measured in a two-worker run, 2026-11-27).
SHARED_INDEXES = (("kirkland_index", 95), ("sonoma_index", 55), ("sample_index", 22),
                  ("austin_remodel_index", 16), ("austin_shed_index", 15), ("va_index", 3),
                  ("uccs_g_index", 1), ("uccs_fp_index", 1), ("uccs_m_index", 1), ("gwynne_index", 1))


def my_share(needed: list[tuple[str, float]], worker: int, workers: int) -> list[str]:
    """The indexes worker `worker` of `workers` builds: longest first, each to the worker with
    the least to build so far (every worker computes the same split)."""
    load, share = [0.0] * workers, []
    for name, cost in sorted(needed, key=lambda x: -x[1]):
        w = load.index(min(load))
        load[w] += cost
        if w == worker:
            share.append(name)
    return share


@pytest.fixture(scope="session", autouse=True)
def shared_indexes_built_side_by_side(request) -> None:
    """Under xdist, each worker first builds its share of the shared indexes the run's tests
    ask for, all workers at once. Why: built on demand, an index is built by whichever worker
    asks first while any other worker that needs it waits on its lock with its core idle (each
    worker keeps to its own cores, pytest_configure); the Kirkland and Sonoma builds take a
    minute or two each. A build that skips or fails does so again for the tests that ask for
    it (pytest keeps a session fixture's error), so it is reported there, not here."""
    worker, count = os.environ.get(XDIST_WORKER_ENV, ""), os.environ.get(XDIST_WORKERS_ENV, "")
    if not (worker.startswith("gw") and count.isdigit() and int(count) > 1):
        return
    asked = {name for item in request.session.items for name in getattr(item, "fixturenames", ())}
    for name in my_share([x for x in SHARED_INDEXES if x[0] in asked], int(worker[2:]), int(count)):
        try:
            request.getfixturevalue(name)
        except (Exception, pytest.skip.Exception):
            pass
