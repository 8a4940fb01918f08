"""How `drawqa index` spends its work: what it embeds, what it imports, where its time goes.

No timings are asserted (speed is `make bench`'s business); these check that the work is done
once, that an unchanged index loads no model, and that the stage report adds up.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(__file__))
import badinputs  # noqa: E402

from drawqa import bench_real  # noqa: E402
from drawqa.index import STAGES, Embedder, build  # noqa: E402
from drawqa.models import Chunk  # noqa: E402


def _chunk(text: str, sheet: str = "A1.0") -> Chunk:
    return Chunk(file="a.pdf", page=1, sheet_id=sheet, sheet_title="PLAN", section="notes",
                 bbox=(0.0, 0.0, 1.0, 1.0), text=text)


def test_identical_chunk_texts_are_embedded_once():
    emb = Embedder("hash")
    notes = "GENERAL NOTES: PROVIDE SMOKE ALARMS"
    first = emb.vectors([_chunk(notes), _chunk("DOOR SCHEDULE"), _chunk(notes)])
    again = emb.vectors([_chunk(notes), _chunk(notes, sheet="A2.0")])   # another sheet: another text
    assert emb.texts == 5 and emb.embedded == 3
    np.testing.assert_array_equal(first[0], first[2])
    np.testing.assert_array_equal(first[0], again[0])
    assert not np.array_equal(again[0], again[1])
    assert emb.vectors([]).shape == (0, first.shape[1])


def test_the_build_reports_its_stages(tmp_path):
    pdf = badinputs.good_pdf(tmp_path / "a.pdf")
    report = build([str(pdf)], tmp_path / "idx", encoder="hash")
    assert set(report.stages) == set(STAGES)
    assert all(v >= 0 for v in report.stages.values())
    assert sum(report.stages[k] for k in ("read", "layout", "write")) <= report.seconds
    parsed = bench_real.parse_stages(report.stage_line())
    assert set(parsed) == {*STAGES, "total"} and parsed["total"] == pytest.approx(report.seconds, abs=0.01)


def test_index_timings_option_prints_the_stages(tmp_path):
    pdf = badinputs.good_pdf(tmp_path / "a.pdf")
    r = subprocess.run([sys.executable, "-m", "drawqa.cli", "index", str(pdf), "--index-dir", str(tmp_path / "i"),
                        "--hashing-embedder", "-q", "--timings"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    stages = bench_real.parse_stages(r.stderr)
    assert set(stages) == {*STAGES, "total"}, r.stderr


def test_an_unchanged_index_loads_no_model(tmp_path):
    """Re-indexing an unchanged set copies the generation: no model library is imported
    (onnxruntime, torch, sentence-transformers), in a fresh interpreter."""
    pytest.importorskip("onnxruntime")
    pdf = badinputs.good_pdf(tmp_path / "a.pdf")
    code = ("import sys, json\n"
            "from drawqa.index import build\n"
            f"r = build([{str(pdf)!r}], __import__('pathlib').Path({str(tmp_path / 'idx')!r}))\n"
            "heavy = {'torch', 'onnxruntime', 'onnx', 'sentence_transformers', 'transformers'}\n"
            "print(json.dumps([r.files[0].reused, sorted(m for m in sys.modules if m.split('.')[0] in heavy)]))\n")
    env = dict(os.environ, HF_HUB_OFFLINE="1", DRAWQA_EMBED_PRECISION="fp32")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
            for _ in range(2)]
    for r in runs:
        assert r.returncode == 0, r.stderr
    first, second = (json.loads(r.stdout.strip().splitlines()[-1]) for r in runs)
    assert first[0] is False and "onnxruntime" in first[1]
    assert second == [True, []]


def test_the_real_sheet_sets_hold_each_page_once(tmp_path):
    shared = bench_real.shared_dir()
    if not (shared / "eval").is_dir():
        pytest.skip(f"{shared}/eval not found: the real-drawing evaluation set is absent")
    import pymupdf

    from drawqa.extract import textpage
    from drawqa.ocr import needs_ocr

    text_pdf, scan_pdf, sources = bench_real.real_sets(tmp_path, shared)
    with pymupdf.open(text_pdf) as t, pymupdf.open(scan_pdf) as s:
        assert t.page_count + s.page_count == len(sources)
        assert not any(needs_ocr(p, textpage(p)) for p in t)
        assert all(needs_ocr(p, textpage(p)) for p in s)
        texts = [p.get_text() for p in t]
        assert len(set(texts)) == len(texts)            # each page once
    # every distinct text-layer page of eval/ and eval/more/ (issue 13), and every PDF is read
    every = set()
    for pdf in [p for d in bench_real.EVAL_DIRS for p in (shared / d).glob("*.pdf")]:
        with pymupdf.open(pdf) as doc:
            every |= {p.get_text() for p in doc if not needs_ocr(p, textpage(p))}
            assert any(s.startswith(f"{pdf.name} p") for s in sources), pdf.name
    assert set(texts) == every


def test_the_real_sheet_bench_says_why_it_is_skipped(tmp_path, capsys):
    bench_real.main(["--shared", str(tmp_path / "nowhere")])
    assert "real-sheet bench skipped: no real drawings" in capsys.readouterr().out


def test_a_file_read_by_other_reading_code_is_read_again(tmp_path, monkeypatch):
    """An unchanged PDF is carried over only when this drawqa's reading code read it: after an
    upgrade that reads drawings differently, `drawqa index` reads it again (and says so); a
    file not named now is kept as it was, with a note naming it."""
    import drawqa.index as index_module

    a = badinputs.good_pdf(tmp_path / "a.pdf", sheet_id="A1.0", lines=["GENERAL NOTES", "PAINT WALLS BLUE."])
    b = badinputs.good_pdf(tmp_path / "b.pdf", sheet_id="A2.0", lines=["GENERAL NOTES", "SEAL ALL JOINTS."])
    idx = tmp_path / "idx"
    first = build([str(a), str(b)], idx, encoder="hash")
    assert {f.reading for f in first.files} == {index_module.reading_fingerprint()}
    assert all(f.reused for f in build([str(a), str(b)], idx, encoder="hash").files)

    monkeypatch.setattr(index_module, "reading_fingerprint", lambda: "other reading code")
    again = build([str(a)], idx, encoder="hash")
    ra, rb = (next(f for f in again.files if f.file == n) for n in ("a.pdf", "b.pdf"))
    assert ra.reread and not ra.reused and ra.chunks > 0
    assert rb.kept and rb.reused and not rb.reread
    assert "1 unchanged files read again" in again.summary()
    assert any("b.pdf" in n and "name them" in n for n in again.notes)
    from drawqa import store
    readings = {f["file"]: f["reading"] for f in store.load(idx).manifest["files"]}
    assert readings == {"a.pdf": "other reading code", "b.pdf": first.files[1].reading}
    assert not build([str(a)], idx, encoder="hash").files[0].reread   # read once, then carried


def test_the_reading_fingerprint_follows_every_module_reading_imports(tmp_path):
    """The fingerprint covers what the reading modules import, lazily inside a function too,
    and changes with any of those files' bytes."""
    from drawqa.hashing import files_fingerprint, import_closure
    from drawqa.reader import READING_MODULES

    names = {p.stem for p in import_closure(READING_MODULES)}
    assert {"extract", "sections", "sheets", "tables", "layout", "title_block", "ocr", "models"} <= names
    assert not names & {"index", "embed", "retrieve", "answer", "contract"}   # ask-time code is not reading

    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "top.py").write_text("from .mid import x\n\ndef f():\n    from . import (lazy,  # why\n        other as o)\n")
    (pkg / "mid.py").write_text("import os\nx = 1\n")
    (pkg / "lazy.py").write_text("from drawqa.deep import y\n")
    (pkg / "other.py").write_text("")
    (pkg / "deep.py").write_text("y = 2\n")
    (pkg / "unused.py").write_text("z = 3\n")
    files = import_closure(["top"], pkg)
    assert [p.name for p in files] == ["deep.py", "lazy.py", "mid.py", "other.py", "top.py"]
    before = files_fingerprint(files)
    (pkg / "deep.py").write_text("y = 3\n")
    assert files_fingerprint(import_closure(["top"], pkg)) != before
