"""Read PDFs into chunks and sheet records, in runs of pages: here, or in a reader process.

`drawqa index` spends most of a dense set's build in the embedding model and the rest reading
pages. With a reader process reading the next run while the model embeds the last one, the two
cores share the work instead of taking turns. The reader is `python -m drawqa.reader`: it
takes its runs as one JSON object on stdin and answers one JSON line per run on stdout, in
the order given (plain data, nothing pickled). Before its runs it can be asked how many pages
each PDF has and what each page will cost to read (``page_costs``): a reader started early has
PyMuPDF imported already, so the building process need not import it (nor the layout modules)
at all. The runs are read costliest first (``in_reading_order``).
"""
from __future__ import annotations

import ctypes
import gc
import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Optional, Union

from . import reader_start
from .errors import PdfError, ReaderStoppedError
from .hashing import files_fingerprint, import_closure
from .models import Chunk, Sheet, Word, plain
from .tokens import tokenize

if TYPE_CHECKING:
    from .tables import Table

RUN_PAGES = 25             # the most pages per run: the unit of progress and of overlap
RUNS_PER_FILE = 25         # ... and a smaller file is read in about this many runs, one page each below that
# The modules that turn a PDF into chunks and sheet records (read_pages imports the last three).
READING_MODULES = ("reader", "extract", "sections", "sheets")
GC_THRESHOLD = 20_000      # allocations between the reader's young-generation collections (Python's: 700)

_COUNTABLE = {"door": re.compile(r"\bDOOR\b", re.I), "window": re.compile(r"\bWINDOW\b", re.I),
              "room": re.compile(r"\b(ROOM|FINISH)\b", re.I)}


@dataclass
class PagesRead:
    """What reading a run of pages of one PDF gave."""
    chunks: list[Chunk] = field(default_factory=list)
    sheets: list[Sheet] = field(default_factory=list)
    pages: int = 0                      # pages read (a page that cannot be read is skipped)
    ocr_pages: list[int] = field(default_factory=list)
    ocr_skipped: list[str] = field(default_factory=list)
    fallback_ids: list[int] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    seconds: dict = field(default_factory=dict)   # stage -> seconds: read (PyMuPDF), ocr, layout

    def to_json(self) -> str:
        d = dict(plain(self), chunks=[plain(c) for c in self.chunks], sheets=[plain(s) for s in self.sheets])
        return json.dumps(d, ensure_ascii=False)

    @classmethod
    def from_json(cls, line: str) -> "PagesRead":
        d = json.loads(line)
        chunks = [Chunk.from_dict(c) for c in d.pop("chunks")]
        sheets = [Sheet.from_dict(s) for s in d.pop("sheets")]
        return cls(chunks=chunks, sheets=sheets, **d)


@dataclass
class Run:
    """Pages [start, stop) (0-based) of one file."""
    path: str
    start: int
    stop: int


def enrich_sheet(sheet: Sheet, tables: list[Table]) -> None:
    """The schedules on a sheet, and counts of doors, windows and rooms taken from them."""
    sheet.schedules = [t.title for t in tables]
    for t in tables:
        for kind, rx in _COUNTABLE.items():
            if rx.search(t.title) and "SCHEDULE" in t.title.upper():
                sheet.counts[kind] = sheet.counts.get(kind, 0) + len(t.rows)
                break


def mark_unsure(chunks: list[Chunk], words: list[Word]) -> None:
    """Give each chunk the tokens of the OCR words inside its box that were read unsurely
    (ocr.unsure_word) and that no surely read word in it has: the contract takes no value
    from them."""
    from .ocr import unsure_word   # lazy: pytesseract, Pillow: ~0.4 s, only for pages that were OCRed

    ocr_words = [w for w in words if w.conf < 100.0]      # text-layer words have conf 100
    for c in chunks:
        x0, y0, x1, y1 = c.bbox
        unsure: set[str] = set()
        sure: set[str] = set()
        for w in ocr_words:
            if x0 <= (w.bbox[0] + w.bbox[2]) / 2 <= x1 and y0 <= (w.bbox[1] + w.bbox[3]) / 2 <= y1:
                (unsure if unsure_word(w.text, w.conf) else sure).update(tokenize(w.text))
        c.low_conf = sorted((unsure - sure) & set(tokenize(c.text)))


def reading_fingerprint() -> str:
    """A hash of the code that reads PDFs (READING_MODULES and all they import): an index
    records it per file, and a file read by other reading code is read again, not carried."""
    return files_fingerprint(import_closure(READING_MODULES))


def read_pages(run: Run, ocr: bool = True) -> PagesRead:
    """Chunks and sheet records of one run of pages."""
    from .extract import read_pdf       # lazy: PyMuPDF, ~0.15 s a build never pays when its reader process reads
    from .sections import page_chunks   # lazy: the layout modules, likewise
    from .sheets import sheet_record    # lazy: likewise

    out = PagesRead()
    read = ocr_s = layout = 0.0
    t = time.perf_counter()
    for page in read_pdf(run.path, ocr=ocr, problems=out.problems, pages=range(run.start, run.stop)):
        t1 = time.perf_counter()
        read += t1 - t - page.ocr_seconds
        ocr_s += page.ocr_seconds
        out.pages += 1
        if page.source in ("ocr", "mixed"):
            out.ocr_pages.append(page.page)
        if page.ocr_skipped:
            out.ocr_skipped.append(f"page {page.page}: {page.ocr_skipped}")
        sheet = sheet_record(page)
        if sheet.id_source == "fallback":
            out.fallback_ids.append(page.page)
        pcs, tables = page_chunks(page, sheet)
        if page.source != "text":
            mark_unsure(pcs, page.words)
        enrich_sheet(sheet, tables)
        out.sheets.append(sheet)
        out.chunks.extend(pcs)
        t = time.perf_counter()
        layout += t - t1
    out.seconds = {"read": read + time.perf_counter() - t, "ocr": ocr_s, "layout": layout}
    return out


def runs_of(path: Union[str, Path], pages: int) -> list[Run]:
    """The runs a file of `pages` pages is read in, in page order: at most RUN_PAGES pages
    each, and about RUNS_PER_FILE runs where the file has fewer pages than that many full
    runs: a small file is read a page at a time, each page's embedding starting as soon as it
    is read (scanned sheets take tesseract seconds per page)."""
    n = max(1, min(RUN_PAGES, pages // RUNS_PER_FILE))
    return [Run(str(path), s, min(s + n, pages)) for s in range(0, pages, n)]


def in_reading_order(runs: list[Run], costs: dict[str, list[int]]) -> list[Run]:
    """The runs, costliest first by their pages' estimated costs (`costs[path]`, one a page:
    extract.page_costs), page order among equals.

    Why: each run is embedded as it arrives, beside the reading of the next. A costly page
    read last (the bench's last real sheet, a schedule: 74 of the 10 sheets' 168 chunks) is
    embedded with nothing left to read beside it; read early, its embedding runs beside the
    reading of the rest, and what is left after the last page is read is a small page's. The
    estimate is the page's content bytes, known without reading it; it follows the reading
    cost more than the number of chunks. The index does not depend on the order: the build
    puts every file's runs back in page order (drawqa.index)."""
    return sorted(runs, key=lambda r: -sum(costs[r.path][r.start:r.stop]))


Result = Union[PagesRead, PdfError]
Costs = Union[list[int], PdfError]


def page_costs(paths: list[str]) -> list[Costs]:
    """Each PDF's pages' estimated reading costs (one a page: its length is the page count),
    or the PdfError opening it raised: asked of the reader process started early when there
    is one (it has PyMuPDF imported by then), else found here."""
    proc, ahead = reader_start.early(), reader_start.prefetched()
    if ahead and ahead["paths"] != [str(p) for p in paths]:
        reader_start.discard()     # it reads other files than these (the build will start one)
        proc = None
    if proc is not None:
        try:
            if not ahead:          # a reader reading ahead answers unasked
                proc.stdin.write(json.dumps({"costs": [str(p) for p in paths]}) + "\n")
                proc.stdin.flush()
            line = proc.stdout.readline()
        except (BrokenPipeError, OSError):
            line = ""
        if line:
            costs = [PdfError(n["pdf_error"]) if isinstance(n, dict) else n for n in json.loads(line)["costs"]]
            if ahead:
                reader_start.note_costs(costs)
            return costs
        reader_start.discard()    # it died: look here, and read here or in a new reader
    return [_costs_here(p) for p in paths]


def planned(paths: list[str], costs: list[Costs]) -> list[Run]:
    """The runs of every readable file (its costs, not a PdfError), in reading order: what a
    reader told to read ahead reads."""
    readable = {str(p): c for p, c in zip(paths, costs) if not isinstance(c, PdfError)}
    return in_reading_order([r for p, c in readable.items() for r in runs_of(p, len(c))], readable)


def _costs_here(path: Union[str, Path]) -> Costs:
    from .extract import open_pdf, page_costs as costs_of   # lazy: PyMuPDF; only without a reader process

    try:
        doc = open_pdf(path)
    except PdfError as exc:
        return exc
    costs = costs_of(doc)
    doc.close()
    return costs


class Reading:
    """The results of the runs, in order (PagesRead, or the PdfError that stopped a run),
    read here or by a reader process that works ahead of the caller.

    A reader process starts at once (or was started early: drawqa.reader_start), so it reads
    while the caller loads the model. It runs in a session of its own, so a Ctrl-C at the
    terminal reaches only drawqa; leaving the ``with`` block, by error or interruption, stops
    it; and it dies with drawqa (a `kill -9` leaves no reader behind).
    """

    def __init__(self, runs: list[Run], ocr: bool, in_process: bool):
        self.runs, self.ocr = runs, ocr
        self.proc: Optional[subprocess.Popen] = None
        self.received = 0                # runs the caller has been given so far
        if in_process:
            reader_start.discard()       # one started early is not needed
            return
        ahead = reader_start.prefetched()
        if ahead and (ahead["ocr"] != ocr or "costs" not in ahead
                      or planned(ahead["paths"], ahead["costs"]) != runs):
            reader_start.discard()     # it reads other runs than these: a new reader is told them
            ahead = {}
        self.proc = reader_start.take() or reader_start.spawn()
        try:
            if not ahead:
                self.proc.stdin.write(json.dumps({"ocr": ocr, "runs": [asdict(r) for r in runs]}) + "\n")
            self.proc.stdin.close()
        except BrokenPipeError:
            pass   # the reader died at once: iterating says why

    def __enter__(self) -> "Reading":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __iter__(self) -> Iterator[Result]:
        if self.proc is None:
            for r in self.runs:
                try:
                    yield read_pages(r, self.ocr)
                except PdfError as exc:
                    yield exc
            return
        for r in self.runs:
            line = self.proc.stdout.readline()
            if not line:
                raise ReaderStoppedError(self._why_stopped(r))
            self.received += 1
            msg = json.loads(line)
            yield PdfError(msg["pdf_error"]) if "pdf_error" in msg else PagesRead.from_json(line)
        code = self.proc.wait()
        if code != 0:
            raise ReaderStoppedError(f"the PDF reader process failed (exit {code}: "
                                     f"{_last_words(self.proc.stderr.read()) or 'no message'})")

    @property
    def finished(self) -> bool:
        """True once nothing more is read beside the caller: it reads here, or the reader
        process has read its last run (the caller has it, or it waits in the pipe: the reader
        writes a run once it is read, and exits after the last), or the reader stopped."""
        if self.proc is None or self.received >= len(self.runs) or self.proc.poll() is not None:
            return True
        return self.received == len(self.runs) - 1 and self._next_ready()

    @property
    def busy(self) -> bool:
        """True while a reader process is reading: it then needs a core of its own. Runs it
        has read wait in its pipe (reader_start widens it to hold them) while it reads on."""
        return not self.finished

    def _next_ready(self) -> bool:
        return bool(select.select([self.proc.stdout], [], [], 0)[0])

    def close(self) -> None:
        """Stop the reader if it is still reading (results not wanted any more)."""
        if self.proc is None or self.proc.stdout.closed:
            return
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self.proc.stdout.close()
        self.proc.stderr.close()

    def _why_stopped(self, run: Run) -> str:
        code = self.proc.wait()
        last = _last_words(self.proc.stderr.read())
        how = f"was killed by signal {-code}" if code < 0 else f"exited with code {code}"
        return (f"the PDF reader process {how} while reading {Path(run.path).name} pages "
                f"{run.start + 1}-{run.stop} ({last or 'out of memory?'}); nothing was written: "
                "run `drawqa index` again")


def _last_words(stderr: str) -> str:
    """The last line the reader wrote: for a crash, the exception that ended it."""
    lines = [l.strip() for l in stderr.splitlines() if l.strip()]
    return lines[-1][:500] if lines else ""


def _die_with_parent() -> None:
    """Linux: SIGKILL this process when its parent dies; elsewhere a closed pipe ends it."""
    try:
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)   # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def main() -> int:
    """The reader process: JSON lines on stdin, each a question of page costs ({"costs":
    paths}, answered with one line), or last the runs to read ({"ocr", "runs"}: one JSON line
    per run on stdout), or ({"prefetch": paths, "ocr"}) both: the costs, then every page of
    the readable files in the runs `planned` makes of them."""
    _die_with_parent()
    # What reading imports (PyMuPDF, the layout modules), now: a reader started early imports
    # them while drawqa imports the rest, before its job comes.
    from . import extract, sections, sheets  # noqa: F401  lazy: only a reader imports them

    # Reading makes many short-lived objects (words, boxes, rows), few in cycles, and Python's
    # cyclic collector, run every 700 of them, also walked the modules' objects each time:
    # ~3 % of reading the 10 real sheets' instructions. The modules' objects are set aside for
    # good and it runs a third as often: ~2 % fewer instructions, the same peak memory (65 MB
    # reading the 10 sheets five times over).
    gc.freeze()
    gc.set_threshold(GC_THRESHOLD, 20, 20)

    while True:
        line = sys.stdin.readline()
        if not line:
            return 0           # drawqa took no runs of it
        job = json.loads(line)
        if "runs" in job:
            break
        paths = job["costs"] if "costs" in job else job["prefetch"]
        costs = [_costs_here(p) for p in paths]
        try:
            sys.stdout.write(json.dumps({"costs": [{"pdf_error": str(c)} if isinstance(c, PdfError) else c
                                                   for c in costs]}) + "\n")
            sys.stdout.flush()
        except BrokenPipeError:
            return 0
        if "prefetch" in job:      # read every page of them now, without waiting to be told
            job = {"ocr": job["ocr"], "runs": [asdict(r) for r in planned(paths, costs)]}
            break
    for r in job["runs"]:
        try:
            line = read_pages(Run(**r), job["ocr"]).to_json()
        except PdfError as exc:
            line = json.dumps({"pdf_error": str(exc)})
        try:
            sys.stdout.write(line + "\n")
            sys.stdout.flush()
        except BrokenPipeError:
            return 0           # drawqa stopped listening: nothing left to do
    return 0


if __name__ == "__main__":
    # Ends without tearing the interpreter down (PyMuPDF and the layout modules: ~0.05 s of
    # CPU, beside the model's last embedding); every answer was flushed as it was written.
    os._exit(main())
