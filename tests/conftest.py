"""Shared fixtures.

`sample_index`: the sample plan set indexed once per test session with the real model (and
OCR where Tesseract is installed). The PDF is copied first, so a sample being regenerated
while tests run cannot change the pages under the index. Treat the index as read-only;
tests that write into an index (answer cache, re-indexing) copy it first.
"""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLE_PDF = ROOT / "sample_pdfs" / "sample_plan_set.pdf"


@pytest.fixture(scope="session")
def sample_pdf(tmp_path_factory) -> Path:
    """A private copy of sample_pdfs/sample_plan_set.pdf."""
    if not SAMPLE_PDF.exists():
        pytest.skip("sample_pdfs/sample_plan_set.pdf is missing (make sample_pdfs/sample_plan_set.pdf)")
    d = tmp_path_factory.mktemp("sample_pdfs")
    dst = d / SAMPLE_PDF.name
    shutil.copy2(SAMPLE_PDF, dst)
    return dst


@pytest.fixture(scope="session")
def sample_index(tmp_path_factory, sample_pdf) -> Path:
    """Path of an index of the sample set, built once per session with the real model."""
    from drawqa.index import build

    d = tmp_path_factory.mktemp("sample_index")
    report = build([str(sample_pdf)], d)
    assert report.indexed == 1, report.summary()
    return d


EVAL_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "eval"
VA_PDF = EVAL_DIR / "va-stcloud-finish-plan.pdf"


@pytest.fixture(scope="session")
def va_index(tmp_path_factory) -> Path:
    """Path of an index of the VA finish plan (../shared/eval), built once per session with the
    real model; skipped when the evaluation set is not checked out next to the project."""
    if not VA_PDF.exists():
        pytest.skip(f"{VA_PDF} not found: the real-drawing evaluation set (../shared/eval) is absent")
    from drawqa.index import build

    d = tmp_path_factory.mktemp("va_index")
    report = build([str(VA_PDF)], d)
    assert report.indexed == 1, report.summary()
    return d


KIRKLAND_PDF = EVAL_DIR / "kirkland-sample-plan-set.pdf"
SONOMA_PDF = EVAL_DIR / "sonoma-sample-house-plans.pdf"


def _ocr_eval_index(tmp_path_factory, pdf: Path, name: str) -> Path:
    """An index of an OCR-only evaluation PDF (built once per session; OCR takes a minute or two)."""
    if not pdf.exists():
        pytest.skip(f"{pdf} not found: the real-drawing evaluation set (../shared/eval) is absent")
    from drawqa.ocr import tesseract_available

    if not tesseract_available():
        pytest.skip(f"{pdf.name} has no text layer and Tesseract is not installed")
    from drawqa.index import build

    d = tmp_path_factory.mktemp(name)
    report = build([str(pdf)], d)
    assert report.indexed == 1, report.summary()
    return d


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
    """An index of one set of ../shared/eval/more, built once per session (the Austin sets have
    one scanned page each, read by OCR when Tesseract is installed)."""
    pdf = MORE_DIR / name
    if not pdf.exists():
        pytest.skip(f"{pdf} not found: the first-sight sets (../shared/eval/more) are absent")
    from drawqa.index import build

    d = tmp_path_factory.mktemp(pdf.stem)
    report = build([str(pdf)], d)
    assert report.indexed == 1, report.summary()
    return d


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
def austin_remodel_index(tmp_path_factory) -> Path:
    return _more_index(tmp_path_factory, "austin-remodel-floor-plan.pdf")


@pytest.fixture(scope="session")
def austin_shed_index(tmp_path_factory) -> Path:
    return _more_index(tmp_path_factory, "austin-shed-plot-plan.pdf")
