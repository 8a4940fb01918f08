"""The reader: PDF pages -> chunks and sheet records, in this process or in a reader process
(`python -m drawqa.reader`) that reads ahead while `drawqa index` embeds.

Both ways must give the same index; a reader that fails or is left behind must never go
unnoticed. The hashing embedder stands in for the model: reading does not depend on it.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pymupdf
import pytest

from drawqa import reader, store
from drawqa.errors import PdfError, ReaderStoppedError, UsageError
from drawqa.index import READER_ENV, _use_reader_process, build
from drawqa.ocr import tesseract_available

sys.path.insert(0, str(Path(__file__).resolve().parent))
import badinputs  # noqa: E402


def reader_children() -> list[int]:
    """PIDs of this process's children that are drawqa readers."""
    out = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ")
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == os.getpid() and b"drawqa.reader" in cmd:
            out.append(int(d.name))
    return out


def gone(pid: int, timeout: float = 10.0) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            return True
        if state == "Z":
            return True
        time.sleep(0.05)
    return False


SCANNED_PAGE = 5      # the sample set's page without a text layer


@pytest.fixture(scope="module")
def scanned_set(tmp_path_factory, sample_pdf) -> Path:
    """Two of the sample set's text pages and a third of its scanned page (a sheet-sized scan
    costs Tesseract most of a minute; this one costs seconds and reads as OCR all the same)."""
    sample = pymupdf.open(sample_pdf)
    out = pymupdf.open()
    out.insert_pdf(sample, from_page=0, to_page=0)
    out.insert_pdf(sample, from_page=4, to_page=4)
    scan = sample[SCANNED_PAGE]
    corner = pymupdf.Rect(0, 0, scan.rect.width / 3, scan.rect.height / 3)
    page = out.new_page(width=corner.width, height=corner.height)
    page.insert_image(page.rect, pixmap=scan.get_pixmap(dpi=200, clip=corner, colorspace=pymupdf.csGRAY))
    pdf = tmp_path_factory.mktemp("scanned_set") / "scanned_set.pdf"
    out.save(pdf)
    return pdf


def test_reader_process_builds_the_same_index(scanned_set, tmp_path, monkeypatch):
    """A set with a scanned page (OCR'd where Tesseract is installed) read by a reader process
    in runs of 2 pages, costliest first, gives the chunks, sheets and file report that reading
    here in one run gives."""
    monkeypatch.setenv(READER_ENV, "here")
    monkeypatch.setattr(reader, "RUNS_PER_FILE", 1)
    assert len(reader.runs_of(scanned_set, 3)) == 1
    report = build([str(scanned_set)], tmp_path / "here", encoder="hash")
    assert report.indexed == 1, report.summary()
    monkeypatch.setenv(READER_ENV, "process")
    monkeypatch.setattr(reader, "RUN_PAGES", 2)
    report = build([str(scanned_set)], tmp_path / "idx", encoder="hash")
    assert report.indexed == 1, report.summary()
    assert sum(f.ocr_pages for f in report.files) == (1 if tesseract_available() else 0), report.summary()
    here, there = store.load(tmp_path / "here"), store.load(tmp_path / "idx")
    assert [c.to_dict() for c in there.all_chunks()] == [c.to_dict() for c in here.all_chunks()]
    assert [s.__dict__ for s in there.sheets] == [s.__dict__ for s in here.sheets]
    keys = ("pages", "chunks", "ocr_pages", "ocr_skipped", "fallback_ids", "problems", "sha256")
    assert [{k: f[k] for k in keys} for f in there.manifest["files"]] == \
        [{k: f[k] for k in keys} for f in here.manifest["files"]]
    assert not reader_children()


def test_a_small_file_is_read_a_page_at_a_time():
    """Each page of a small file is embedded as soon as it is read; bigger files are read in
    about RUNS_PER_FILE runs, and big ones in runs of RUN_PAGES."""
    assert [(r.start, r.stop) for r in reader.runs_of("a.pdf", 10)] == [(i, i + 1) for i in range(10)]
    assert [(r.start, r.stop) for r in reader.runs_of("a.pdf", 2)] == [(0, 1), (1, 2)]
    assert {r.stop - r.start for r in reader.runs_of("a.pdf", 100)} == {4}
    assert {r.stop - r.start for r in reader.runs_of("a.pdf", 5000)} == {reader.RUN_PAGES}


def test_runs_are_read_costliest_first():
    """The reading order puts the runs of the most content first, across files; runs of equal
    cost keep page order."""
    costs = {"a.pdf": [5, 900, 5, 60], "b.pdf": [300, 5]}
    runs = reader.runs_of("a.pdf", 4) + reader.runs_of("b.pdf", 2)
    order = reader.in_reading_order(runs, costs)
    assert [(r.path, r.start) for r in order] == [("a.pdf", 1), ("b.pdf", 0), ("a.pdf", 3), ("a.pdf", 0),
                                                  ("a.pdf", 2), ("b.pdf", 1)]
    assert reader.planned(["a.pdf", "bad.pdf", "b.pdf"], [costs["a.pdf"], PdfError("bad"), costs["b.pdf"]]) == order


def test_reader_process_reports_an_unreadable_file(tmp_path):
    bad = tmp_path / "bad.pdf"
    bad.write_text("not a PDF at all")
    with reader.Reading([reader.Run(str(bad), 0, 1)], ocr=False, in_process=False) as results:
        got = list(results)
    assert len(got) == 1 and isinstance(got[0], PdfError) and "not a PDF" in str(got[0])


def test_a_reader_that_crashes_is_an_error_not_a_short_index(sample_pdf):
    """Pages that do not exist make the reader fail (an IndexError in it): the caller gets
    ReaderStoppedError with the reader's last words, never fewer runs than it asked for."""
    runs = [reader.Run(str(sample_pdf), 0, 1), reader.Run(str(sample_pdf), 500, 501)]
    with reader.Reading(runs, ocr=False, in_process=False) as reading:
        results = iter(reading)
        first = next(results)
        assert isinstance(first, reader.PagesRead) and first.pages == 1
        with pytest.raises(ReaderStoppedError, match=r"exited with code 1 .*\(IndexError: page 500"):
            next(results)


@pytest.mark.parametrize("when", ["before the first result", "after the first result"])
def test_stopping_early_stops_the_reader(tmp_path, when):
    """A build stopped while the reader still has runs to read (Ctrl-C, the model failing to
    load, an error while embedding) leaves no reader behind."""
    pdf = badinputs.many_pages_pdf(tmp_path / "long.pdf", pages=300)
    with pytest.raises(KeyboardInterrupt):
        with reader.Reading(reader.runs_of(pdf, 300)[:1] * 300, ocr=False, in_process=False) as reading:
            children = reader_children()
            assert len(children) == 1
            if when == "after the first result":
                assert isinstance(next(iter(reading)), reader.PagesRead)
            raise KeyboardInterrupt
    assert gone(children[0])


def test_reader_setting(monkeypatch):
    monkeypatch.setenv(READER_ENV, "here")
    assert not _use_reader_process("index", 10_000)
    monkeypatch.setenv(READER_ENV, "Process")
    assert _use_reader_process("hash", 1)
    monkeypatch.setenv(READER_ENV, "threads")
    with pytest.raises(UsageError, match="DRAWQA_READER"):
        _use_reader_process("index", 1)
    monkeypatch.delenv(READER_ENV)
    assert _use_reader_process("index", 500) and _use_reader_process("index", 10)
    assert not _use_reader_process("index", 3)
    assert not _use_reader_process("hash", 500)


def test_pagesread_round_trips_through_json(sample_pdf):
    got = reader.read_pages(reader.Run(str(sample_pdf), 0, 3), ocr=False)
    back = reader.PagesRead.from_json(got.to_json())
    assert back == got and got.chunks and all(isinstance(c.bbox, tuple) for c in back.chunks)


def test_records_are_written_as_the_dataclasses_say(sample_pdf):
    """The reader's JSON and a chunk's stored form are written without dataclasses.asdict's
    deep copy: the same JSON, key for key, and the chunk's own lists are left as they were."""
    import dataclasses
    import json

    got = reader.read_pages(reader.Run(str(sample_pdf), 0, 3), ocr=False)
    assert json.loads(got.to_json()) == json.loads(json.dumps(dataclasses.asdict(got)))
    c = next(c for c in got.chunks if c.units)
    assert list(c.to_dict()) == [f.name for f in dataclasses.fields(c)]
    assert json.dumps(c.to_dict()) == json.dumps(dataclasses.asdict(c))


def test_ocr_lines_of_a_note_are_one_paragraph_and_a_value_column_is_not():
    from drawqa.extract import paragraphs
    from drawqa.models import Block, Line

    def block(text, x, y, h=5.0):
        line = Line(text=text, bbox=(x, y, x + 6 * len(text), y + h))
        return Block(lines=[line], bbox=line.bbox, source="ocr")

    note = ["APPROVED CO ALARM SYSTEM", "SHALL BE INSTALLED OUTSIDE OF", "EACH SEPARATED SLEEPING AREA",
            "IN ACCORDANCE WITH IRC 2012 SEC", "R315.1"]
    values = ["1,136 sq ft", "280 sq ft", "158 sq ft"]
    blocks = [block(t, 456, 463 + 7 * k) for k, t in enumerate(note)]
    blocks += [block("SMOKE DETECTOR SYSTEM", 456, 551), block("HARD-WIRED, INTERCONNECTED.", 456, 558)]
    blocks += [block(t, 200, 100 + 7 * k) for k, t in enumerate(values)]
    blocks.append(block("garbage", 512, 485, h=19))          # a tall artefact beside the note
    texts = sorted(" ".join(b.text.split()) for b in paragraphs(blocks))
    assert " ".join(note) in texts                           # the note reads as one sentence
    assert "SMOKE DETECTOR SYSTEM HARD-WIRED, INTERCONNECTED." in texts
    assert all(v in texts for v in values)                   # stacked values stay apart


def test_a_callout_stacked_on_short_lines_is_one_block_and_a_label_column_is_not():
    """A callout lettered on two or three short lines under each other beside its leader
    (`Solid-Core` / `Self-Closing` / `Door`) reads as one callout; a longer stack of short
    word lines is a column (schedule cells, a list of labels) and stays apart, and lines
    that do not share a left edge are not joined."""
    from drawqa.extract import paragraphs
    from drawqa.models import Block, Line

    def block(text, x, y, h=4.5):
        line = Line(text=text, bbox=(x, y, x + 2.5 * len(text), y + h))
        return Block(lines=[line], bbox=line.bbox, source="ocr")

    callout = ["Solid-Core", "Self-Closing", "Door"]
    column = ["Casement", "Slider", "Casement", "Awning"]
    blocks = [block(t, 412.6, 377.7 + 6.4 * k) for k, t in enumerate(callout)]
    blocks += [block(t, 100, 200 + 6.0 * k) for k, t in enumerate(column)]
    blocks += [block("2x 4 Diagonal", 400.6, 466.0), block("Braces", 410.3, 472.0)]   # centred, not one edge
    blocks += [block("280 sq ft", 300, 50), block("158 sq ft", 300, 56)]             # values
    texts = sorted(" ".join(b.text.split()) for b in paragraphs(blocks))
    assert "Solid-Core Self-Closing Door" in texts
    assert texts.count("Casement") == 2 and "Slider" in texts and "Awning" in texts
    assert "2x 4 Diagonal" in texts and "Braces" in texts
    assert "280 sq ft" in texts and "158 sq ft" in texts


def test_a_note_opening_with_a_parenthesis_or_going_on_with_an_ampersand_is_one_paragraph():
    """A parenthetical note (`(thermal mass divided by ...` / `greater than 5%)`) and a line
    that goes on with `&` (`handrail must be self return` / `& grippable, see UBC` /
    `section 1003.3.6`) read as the sentences they were lettered as."""
    from drawqa.extract import paragraphs
    from drawqa.models import Block, Line

    def block(text, x, y, h=5.0):
        line = Line(text=text, bbox=(x, y, x + 2.6 * len(text), y + h))
        return Block(lines=[line], bbox=line.bbox, source="ocr")

    ratio = ["(thermal mass divided by conditioned ground floor area must be", "greater than 5%)"]
    rail = ["handrail must be self return", "& grippable, see UBC", "section 1003.3.6"]
    blocks = [block(t, 376, 621.4 + 6.0 * k) for k, t in enumerate(ratio)]
    blocks += [block(t, 461.4, 281.7 + 6.5 * k, h=4.6) for k, t in enumerate(rail)]
    keys = ["(E) WALL TO REMAIN", "(N) WALL"]                 # a bracketed key opens a list item
    blocks += [block(t, 100, 400 + 6.0 * k) for k, t in enumerate(keys)]
    texts = sorted(" ".join(b.text.split()) for b in paragraphs(blocks))
    assert " ".join(ratio) in texts
    assert " ".join(rail) in texts
    assert all(k in texts for k in keys)


def test_a_reader_started_early_is_taken_or_stopped(scanned_set, tmp_path, monkeypatch):
    """`drawqa index` starts its reader before importing the rest (drawqa.reader_start): a
    build that reads in a process takes that reader and gives the same index; one that reads
    here stops it, and none is left behind."""
    from drawqa import reader_start

    monkeypatch.setenv(READER_ENV, "process")
    reader_start.start_early()
    early = reader_children()
    assert len(early) == 1
    report = build([str(scanned_set)], tmp_path / "early", encoder="hash")
    assert report.indexed == 1, report.summary()
    assert reader_start.take() is None and gone(early[0])
    monkeypatch.setenv(READER_ENV, "here")
    reader_start.start_early()                      # "here": no reader is started
    assert reader_start.take() is None and not reader_children()
    monkeypatch.setenv(READER_ENV, "")
    reader_start.start_early()
    early = reader_children()
    report = build([str(scanned_set)], tmp_path / "here", encoder="hash")   # the hashing embedder reads here
    assert report.indexed == 1 and early and gone(early[0])
    here, there = store.load(tmp_path / "here"), store.load(tmp_path / "early")
    assert [c.to_dict() for c in there.all_chunks()] == [c.to_dict() for c in here.all_chunks()]


def test_reader_busy_only_while_it_reads(sample_pdf):
    """A reader process is `busy` (the model then leaves it a core) only while it still reads:
    not once it has sent its last run and exited, and never when reading here."""
    runs = reader.runs_of(sample_pdf, 7)
    with reader.Reading(runs, ocr=False, in_process=True) as here:
        assert not here.busy
    with reader.Reading(runs, ocr=False, in_process=False) as there:
        assert len(list(there)) == len(runs)
        assert not there.busy


def test_deciding_ocr_imports_no_tesseract():
    """A text-layer page is read without pytesseract or Pillow (~0.16 s of a reader's start)."""
    import subprocess

    code = ("import sys, pymupdf; from drawqa import ocr, reader; "
            "print(sorted(m for m in ('pytesseract', 'PIL') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_an_early_reader_costs_pages_then_reads(sample_pdf, tmp_path, monkeypatch):
    """The reader started early answers each PDF's pages' reading costs (or why it cannot be
    opened), then reads its runs as any reader: the same costs and results as here."""
    from drawqa import reader_start

    bad = tmp_path / "bad.pdf"
    bad.write_text("not a PDF at all")
    here = reader.page_costs([str(sample_pdf), str(bad)])          # no early reader: found here
    monkeypatch.setenv(READER_ENV, "process")
    reader_start.start_early()
    there = reader.page_costs([str(sample_pdf), str(bad)])
    assert there[0] == here[0] and len(here[0]) == 7 and all(c > 0 for c in here[0])
    assert isinstance(there[1], PdfError) and str(there[1]) == str(here[1])
    runs = reader.runs_of(sample_pdf, 7)
    with reader.Reading(runs, ocr=False, in_process=False) as results:
        assert reader_start.take() is None                         # the early reader was taken
        got = list(results)
    want = [reader.read_pages(r, ocr=False) for r in runs]
    assert [(g.chunks, g.sheets, g.pages) for g in got] == [(w.chunks, w.sheets, w.pages) for w in want]


def test_the_building_process_imports_no_pymupdf():
    """drawqa.index reads through its reader: PyMuPDF and the layout modules (~0.2 s) are
    imported by whoever reads, not by a build whose reader process reads."""
    import subprocess

    code = ("import sys, drawqa.index; "
            "print(sorted(m for m in ('pymupdf', 'drawqa.extract', 'drawqa.sections') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_reader_is_busy_until_it_has_read_its_last_run(tmp_path):
    """The reader reads on while the runs it has read wait in its pipe (widened to hold them):
    it is `busy` (the model leaves it a core) until it has read its last run, then `finished`
    (the model takes every core), whether or not the caller has taken the runs yet."""
    pdf = badinputs.many_pages_pdf(tmp_path / "long.pdf", pages=200)
    runs = reader.runs_of(pdf, 200)
    with reader.Reading(runs, ocr=False, in_process=True) as here:
        assert here.finished and not here.busy
    with reader.Reading(runs, ocr=False, in_process=False) as there:
        results = iter(there)
        next(results)
        assert there.busy and not there.finished      # 199 pages still to read
        deadline = time.monotonic() + 60
        while not there.finished and time.monotonic() < deadline:
            time.sleep(0.01)
        assert there.finished and not there.busy and there.received == 1
        assert len(list(results)) == len(runs) - 1


def test_a_reader_told_to_read_ahead_gives_the_same_index(scanned_set, tmp_path, monkeypatch):
    """`drawqa index` of a new index tells its early reader to read every page named at once
    (reader_start.prefetch). The build takes that reader when its runs are the ones read, and
    stops it (reading with another) when they are not: the same index either way."""
    from drawqa import reader_start

    monkeypatch.setenv(READER_ENV, "here")
    want = build([str(scanned_set)], tmp_path / "here", encoder="hash")
    monkeypatch.setenv(READER_ENV, "process")
    other = badinputs.many_pages_pdf(tmp_path / "other.pdf", pages=5)
    for told, ocr in (([scanned_set], True), ([other], True), ([scanned_set], False)):
        reader_start.start_early()
        early = reader_children()
        reader_start.prefetch([str(p) for p in told], ocr)
        idx = tmp_path / f"idx-{len(list(tmp_path.iterdir()))}"
        report = build([str(scanned_set)], idx, encoder="hash", ocr=True)
        assert report.indexed == 1 and report.pages == want.pages, report.summary()
        assert reader_start.take() is None and gone(early[0]) and not reader_children()
        got, ref = store.load(idx), store.load(tmp_path / "here")
        assert [c.to_dict() for c in got.all_chunks()] == [c.to_dict() for c in ref.all_chunks()]


def test_a_real_set_is_read_costliest_first_and_indexed_in_page_order(tmp_path, monkeypatch):
    """Real sheets (../shared/eval) are read densest page first, across files, in a reader
    process, and indexed in the order named and in page order: the chunks, sheets and file
    reports of reading each file in one run."""
    from drawqa import index

    shared = Path(__file__).resolve().parents[1].parent / "shared" / "eval"
    pdfs = [shared / "more" / "uccs-g211-code-summary.pdf", shared / "more" / "gwynne-st-cremorne-s10-slab-footing.pdf",
            shared / "va-stcloud-finish-plan.pdf"]
    if not all(p.is_file() for p in pdfs):
        pytest.skip(f"{shared} not found: the real-drawing evaluation set is absent")
    costs = reader.page_costs([str(p) for p in pdfs])
    assert [len(c) for c in costs] == [1, 1, 2]
    read: list[list[tuple[str, int]]] = []

    class Spy(reader.Reading):
        def __init__(self, runs, *args):
            read.append([(Path(r.path).name, r.start) for r in runs])
            super().__init__(runs, *args)

    monkeypatch.setattr(index, "Reading", Spy)
    monkeypatch.setenv(READER_ENV, "process")
    report = build([str(p) for p in pdfs], tmp_path / "idx", encoder="hash", ocr=False)
    assert report.indexed == 3, report.summary()
    by_cost = sorted(((p.name, i, c) for p, cs in zip(pdfs, costs) for i, c in enumerate(cs)), key=lambda x: -x[2])
    assert read == [[(name, i) for name, i, _ in by_cost]]
    assert read[0][0][0] == "gwynne-st-cremorne-s10-slab-footing.pdf" and read[0][-1][0] == "uccs-g211-code-summary.pdf"
    whole = [reader.read_pages(reader.Run(str(p), 0, len(c)), ocr=False) for p, c in zip(pdfs, costs)]
    got = store.load(tmp_path / "idx")
    unnumbered = lambda c: dict(c.to_dict(), id=-1)    # noqa: E731  the index numbers its chunks
    assert [unnumbered(c) for c in got.all_chunks()] == [c.to_dict() for w in whole for c in w.chunks]
    assert [s.__dict__ for s in got.sheets] == [s.__dict__ for w in whole for s in w.sheets]
    assert [(f["file"], f["pages"], f["chunks"], f["ocr_skipped"], f["fallback_ids"], f["problems"])
            for f in got.manifest["files"]] == \
        [(p.name, w.pages, len(w.chunks), w.ocr_skipped, w.fallback_ids, w.problems) for p, w in zip(pdfs, whole)]
