"""Question-time OCR: when the text layer gives no answer above the gate, read the drawings.

`answer.ask` calls `fallback` only after every handler declined (no Abstain, nothing above the
gate). It renders the best candidate regions of the top pages of the fused hits at ~3.5x:

- the top hits' chunk boxes, grown by a margin (Tesseract --psm 6: blocks of notes), on pages
  with a text layer (a page OCR'd at index time has its words indexed already), and
- on pages whose text layer is thin for their size, and that were not OCR'd whole at index
  time, the raster images and the largest drawing areas, cut into a few cells (--psm 11:
  sparse labels), where text that exists only as graphics lives;

turns the words into transient OCR chunks (source "ocr", exact boxes in displayed page points,
the page's sheet ID and title) and runs the handlers again on them plus the original hits.

Strictness (a wrong answer costs more than none): an answer from this pass must pass the gate
*and* cite OCR text that says something the index does not already hold there (a word the
text layer and the index-time OCR of that spot lack). Re-reading text the index has cannot
change a verdict the handlers already gave on it.

Work is bounded by `OcrBudget` (pages, seconds, Tesseract calls) and a per-call timeout; every
region read is cached under <index_dir>/ocr_cache/ keyed on the PDF's sha256 (from the
manifest), page, clip, zoom and psm. pymupdf/pytesseract are imported only here, lazily: a
question the text layer answers never loads them.
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, replace as dc_replace
from pathlib import Path
from typing import Optional

import numpy as np

from .handlers.base import Abstain, Context
from .hashing import file_sha256
from .models import Answer, Block, Chunk, Hit, Line, Word
from .ocr_options import OcrOptions  # noqa: F401  (defined there, imported from here too)
from .sections import cluster, section_of
from .store import Meta, page_turn
from .tokens import tokenize

log = logging.getLogger(__name__)

CACHE_DIRNAME = "ocr_cache"
CANDIDATE_PAGES = 12        # pages of the top hits considered (the budget caps how many are read)
TOP_HITS = 30               # hits whose pages are candidates
HITS_PER_PAGE = 3           # chunk (or unit) boxes per page read as blocks
UNITS_PER_CHUNK = 3         # units of a sheet-wide chunk read around
MARGIN = 36.0               # points added around a chunk box (labels drawn next to it)
MAX_REGION_FRACTION = 0.35  # a grown box larger than this share of the page is cut to its core
QUERY_MAX_PIXELS = 12_000_000
SPARSE_CHARS_PER_SQIN = 2.0 # fewer text-layer characters per square inch: text may be graphics
GRID = 8                    # drawing-area occupancy grid (GRID x GRID over the page)
MIN_PATHS_PER_CELL = 3
MAX_CELLS_PER_PAGE = 6
MIN_IMAGE_FRACTION = 0.01
OCR_HITS = 10               # transient OCR chunks put in front of the original hits
GOOD_CONF = 70.0            # an OCR line is cited only when its words are this confident ...
FALLBACK_GATE = 0.70        # ... and an answer from it must clear this (above the normal gate)
PICTURE_SHEETS = 4          # sheets whose title-block pictures a seal or logo question reads


@dataclass
class _Region:
    clip: tuple                      # displayed coordinates
    psm: int


# --------------------------------------------------------------------------- entry point

def fallback(ctx, index_dir: Path, opts: OcrOptions, *, handlers, gate: float
             ) -> tuple[Optional[Answer], list[str]]:
    """(an answer that passed the gate, or None; notes for the answer's JSON). Never raises
    for missing Tesseract, a missing PDF or an OCR failure: those become notes."""
    notes: list[str] = []
    pages = _candidate_pages(ctx)
    if not pages:
        return None, notes
    try:
        from . import ocr as ocr_mod   # lazy: pytesseract, Pillow, pymupdf: ~0.6 s, once a page is to be read
    except ImportError as exc:          # pytesseract/Pillow not installed
        return None, [f"OCR skipped: {exc}"]
    cache = ocr_mod.OcrCache(Path(index_dir) / CACHE_DIRNAME)
    budget = ocr_mod.OcrBudget(max_pages=opts.max_pages, max_seconds=opts.max_seconds,
                               max_cells=opts.max_cells)
    state = _State(ctx=ctx, opts=opts, ocr=ocr_mod, cache=cache, budget=budget, notes=notes)
    if not ocr_mod.tesseract_available():
        notes.append("OCR skipped: " + ocr_mod.INSTALL_HINT)
        state.no_tesseract = True          # what the OCR cache already holds is still read
        if not any(cache.dir.glob("*.json")):
            return None, notes
    t_start = time.monotonic()
    answer = None
    try:
        answer = _read_pictures(state, handlers, gate)
        for file, page_no in ([] if answer is not None else pages):
            words = state.read_page(file, page_no, t_start)
            if not words:
                if state.stopped:
                    break
                continue
            answer = _try_handlers(state, handlers, gate)
            if answer is not None or state.stopped:
                break
    finally:
        for doc in state.docs.values():
            if doc is not None:
                doc.close()
    if state.pictures_read:
        notes.insert(0, f"read the title-block pictures (seals, logos) of {state.pictures_read} sheet(s) "
                        "at question time")
    n_regions = state.regions_read + state.regions_cached
    if n_regions:
        notes.insert(0, f"OCR fallback: read {n_regions} region(s) on {len(state.pages_read)} "
                        f"page(s) ({state.regions_cached} from the OCR cache, "
                        f"{budget.cells} Tesseract call(s))")
    if budget.exhausted_reason:
        notes.append("OCR budget exhausted: " + budget.exhausted_reason.split(": ", 1)[-1])
    return answer, notes


# --------------------------------------------------------------------------- pages and regions

def _candidate_pages(ctx) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for h in ctx.hits[:TOP_HITS]:
        c = h.chunk
        key = (c.file, c.page)
        if key not in out and ctx.in_scope(c):
            out.append(key)
            if len(out) >= CANDIDATE_PAGES:
                break
    return out


def _grow(b, margin: float, W: float, H: float) -> tuple:
    return (max(0.0, b[0] - margin), max(0.0, b[1] - margin), min(W, b[2] + margin), min(H, b[3] + margin))


def _area(b) -> float:
    return max(0.0, b[2] - b[0]) * max(0.0, b[3] - b[1])


def _intersects(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _merge(boxes: list[tuple]) -> list[tuple]:
    out: list[tuple] = []
    for b in sorted(boxes, key=lambda r: (r[1], r[0])):
        for i, o in enumerate(out):
            if _intersects(o, b):
                out[i] = (min(o[0], b[0]), min(o[1], b[1]), max(o[2], b[2]), max(o[3], b[3]))
                break
        else:
            out.append(tuple(b))
    return out


def hit_regions(ctx, file: str, page_no: int, W: float, H: float) -> list[tuple]:
    """The top hits' chunk boxes on this page, grown by a margin, merged, clipped to the page."""
    boxes = []
    for h in ctx.hits[:TOP_HITS]:
        c = h.chunk
        if (c.file, c.page) != (file, page_no):
            continue
        b = tuple(c.bbox)
        if _area(b) > MAX_REGION_FRACTION * W * H:
            asked = _asked_units(ctx.question.terms, c.units or [])
            if asked:        # read around the labels that carry the question's words
                boxes += [_grow(u, MARGIN, W, H) for u in asked][:HITS_PER_PAGE - len(boxes)]
                if len(boxes) >= HITS_PER_PAGE:
                    break
                continue
            us = [u[1:5] for u in (c.units or [])][:UNITS_PER_CHUNK]   # else its first units
            if not us:
                continue
            b = (min(u[0] for u in us), min(u[1] for u in us), max(u[2] for u in us), max(u[3] for u in us))
        boxes.append(_grow(b, MARGIN, W, H))
        if len(boxes) >= HITS_PER_PAGE:
            break
    return [b for b in _merge(boxes) if b[2] - b[0] >= 4 and b[3] - b[1] >= 4]


def _asked_units(terms: list[str], units: list) -> list[tuple]:
    """The boxes of a chunk's units that carry most of the question's words (at least one),
    at most UNITS_PER_CHUNK, best first. On a scanned sheet one chunk clusters most of a
    drawing's labels: the callout asked about sits somewhere in it, and its unread lines (a
    code section under `see UBC`) lie right around it, not around the chunk's first units."""
    want = set(terms)
    scored = []
    for i, u in enumerate(units):
        n = len(want & set(tokenize(u[0])))
        if n:
            scored.append((-n, i, tuple(u[1:5])))
    return [b for _, _, b in sorted(scored)[:UNITS_PER_CHUNK]]


def drawing_cells(page, text_boxes: list[tuple]) -> list[tuple]:
    """Images (not covered by the text layer) first, then the largest drawing areas, as cells."""
    import pymupdf   # lazy: pymupdf ~0.6 s, only once fallback() has a page to read

    W, H = page.rect.width, page.rect.height
    rot = page.rotation_matrix
    images, counts = [], [[0] * GRID for _ in range(GRID)]
    for kind, bbox in page.get_bboxlog():
        r = pymupdf.Rect(bbox) * rot
        r.normalize()
        r &= page.rect
        if r.is_empty:
            continue
        if kind.endswith("-image"):
            if r.get_area() >= MIN_IMAGE_FRACTION * W * H and min(r.width, r.height) >= 18:
                images.append(tuple(r))
        elif kind.endswith("-path") and r.width < 0.5 * W and r.height < 0.5 * H:
            cx, cy = (r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2
            counts[min(GRID - 1, int(cy / H * GRID))][min(GRID - 1, int(cx / W * GRID))] += 1
    cells = [b for b in _merge(images) if not _mostly_text(b, text_boxes)]
    # Connected occupied grid cells -> drawing areas, largest first.
    seen, comps = set(), []
    for r0 in range(GRID):
        for c0 in range(GRID):
            if (r0, c0) in seen or counts[r0][c0] < MIN_PATHS_PER_CELL:
                continue
            stack, comp = [(r0, c0)], []
            seen.add((r0, c0))
            while stack:
                r, c = stack.pop()
                comp.append((r, c))
                for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= rr < GRID and 0 <= cc < GRID and (rr, cc) not in seen \
                            and counts[rr][cc] >= MIN_PATHS_PER_CELL:
                        seen.add((rr, cc))
                        stack.append((rr, cc))
            comps.append(comp)
    comps.sort(key=lambda comp: -sum(counts[r][c] for r, c in comp))
    cw, ch = W / GRID, H / GRID
    for comp in comps[:2]:
        rs, cs = [r for r, _ in comp], [c for _, c in comp]
        box = (min(cs) * cw, min(rs) * ch, (max(cs) + 1) * cw, (max(rs) + 1) * ch)
        cells.extend(_split(box, W, H))
    out = []
    for b in cells:
        if all(not _contains(o, b) for o in out):
            out.append(b)
    return out[:MAX_CELLS_PER_PAGE]


def _split(box: tuple, W: float, H: float, overlap: float = 18.0) -> list[tuple]:
    """A large area as 2x2 overlapping cells (text crossing a cut is read whole by a neighbour)."""
    if _area(box) <= 0.25 * W * H:
        return [box]
    x0, y0, x1, y1 = box
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    return [(max(x0, a - overlap if a > x0 else a), max(y0, b - overlap if b > y0 else b),
             min(x1, c + overlap if c < x1 else c), min(y1, d + overlap if d < y1 else d))
            for b, d in ((y0, my), (my, y1)) for a, c in ((x0, mx), (mx, x1))]


def _contains(outer, inner, tol: float = 1.0) -> bool:
    return (outer[0] - tol <= inner[0] and outer[1] - tol <= inner[1]
            and inner[2] <= outer[2] + tol and inner[3] <= outer[3] + tol)


def _mostly_text(box, text_boxes: list[tuple]) -> bool:
    covered = sum(_area(_clip(t, box)) for t in text_boxes)
    return covered > 0.5 * _area(box)


def _clip(a, b) -> tuple:
    return (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))


# --------------------------------------------------------------------------- reading

class _State:
    def __init__(self, ctx, opts: OcrOptions, ocr, cache, budget, notes: list[str]):
        self.ctx, self.opts, self.ocr, self.cache, self.budget, self.notes = ctx, opts, ocr, cache, budget, notes
        self.docs: dict[str, object] = {}
        self.file_keys: dict[str, str] = {}
        self.chunks: list[Chunk] = []
        self.novel: dict[tuple[str, int], list[tuple[set, tuple]]] = {}   # (file, page) -> [(tokens, bbox)]
        self.pages_read: set = set()
        self.regions_read = 0
        self.regions_cached = 0
        self.stopped = False
        self.no_tesseract = False
        self.pictures_read = 0
        self.turned: set[tuple[str, int]] = set()

    # -- files

    def _doc(self, file: str):
        if file in self.docs:
            return self.docs[file]
        from .extract import open_pdf   # lazy: pymupdf ~0.6 s, only once fallback() has a page to read

        doc = None
        entry = next((f for f in self.ctx.gen.manifest.get("files", []) if f.get("file") == file), None)
        candidates = []
        if self.opts.pdf_dir is not None:
            candidates.append(Path(self.opts.pdf_dir) / file)
        if entry and entry.get("path"):
            candidates.append(Path(entry["path"]))
        path = next((p for p in candidates if p.is_file()), None)
        want = (entry or {}).get("sha256", "")
        if path is None:
            self.notes.append(f"OCR skipped for {file}: the PDF is not at "
                              f"{candidates[-1] if candidates else '(unknown path)'} (use --pdf-dir)")
        else:
            try:
                digest = file_sha256(path)
                if want and digest != want:
                    self.notes.append(f"OCR skipped for {file}: {path} changed since indexing "
                                      "(re-run `drawqa index`)")
                else:
                    doc = open_pdf(path)
                    self.file_keys[file] = want or digest
            except Exception as exc:     # unreadable now: a note, never a crash
                self.notes.append(f"OCR skipped for {file}: {exc}")
                doc = None
        self.docs[file] = doc
        return doc

    def _page(self, doc, file: str, page_no: int):
        """Page `page_no` as the index read it: turned as it was (store.page_turn), once per
        open document, so new words land in the frame of the page's chunks."""
        from .extract import turn_page   # lazy, as _doc's open_pdf

        page = doc[page_no - 1]
        if (file, page_no) not in self.turned:
            self.turned.add((file, page_no))
            turn_page(page, page_turn(self.ctx.gen.manifest, file, page_no))
        return page

    def _frame(self, file: str, page_no: int) -> dict:
        """What an OCR cache key adds for a page read turned (a region's box is on that page)."""
        turn = page_turn(self.ctx.gen.manifest, file, page_no)
        return {"turn": turn} if turn else {}

    # -- title-block pictures

    def read_pictures(self, file: str, page_no: int) -> list[dict]:
        """The text of the seals and logos pictured in one sheet's title block ({"text", "bbox"}
        each, as `Sheet.emblems` holds it), from the OCR cache or read now within the budget."""
        doc = self._doc(file)
        if doc is None or not (1 <= page_no <= doc.page_count):
            return []
        from .emblems import READING, emblem_blocks   # lazy: numpy image work, only for a seal or logo question
        page = self._page(doc, file, page_no)
        key = self.ocr.OcrCache.key(self.file_keys[file], page_no, page.rect, 0.0, 0, pictures=READING,
                                    **self._frame(file, page_no))
        words = self.cache.get(key)
        if words is None:
            if self.no_tesseract:
                return []          # the region pass may still find its readings in the cache
            if not self.budget.allow((file, page_no)):
                self.stopped = True
                return []
            from .extract import read_page   # lazy: only when the pictures are read now, not from the cache

            t0 = time.monotonic()
            try:
                blocks = emblem_blocks(page, read_page(doc, page_no - 1, Path(doc.name), ocr=False),
                                       self.file_keys[file], timeout=self.opts.call_timeout)
            except (self.ocr.TesseractMissingError, self.ocr.OcrTimeoutError, RuntimeError, OSError) as exc:
                self.notes.append(f"title-block pictures of {file} page {page_no} not read: {exc}")
                return []
            finally:
                self.budget.charge((file, page_no), time.monotonic() - t0)
            words = [Word(text=line.text, bbox=b.bbox, size=0.0, block=i, line=j, conf=100.0)
                     for i, b in enumerate(blocks) for j, line in enumerate(b.lines)]
            self.cache.put(key, words)
            self.pictures_read += 1
        pictures: dict[int, list[Word]] = {}
        for w in words:
            pictures.setdefault(w.block, []).append(w)
        return [{"text": "\n".join(w.text for w in ws), "bbox": [round(v, 1) for v in ws[0].bbox]}
                for ws in pictures.values()]

    # -- one page

    def read_page(self, file: str, page_no: int, t_start: float) -> Optional[list[Word]]:
        """OCR the candidate regions of one page; adds its transient chunks. None: not read."""
        if self.stopped:
            return None
        doc = self._doc(file)
        if doc is None or not (1 <= page_no <= doc.page_count):
            return None
        try:
            page = self._page(doc, file, page_no)
            W, H = page.rect.width, page.rect.height
            known = self._known(page, file, page_no)
            regions = [] if self._read_whole(file, page_no) else \
                [_Region(b, self.ocr.PSM_BLOCK) for b in hit_regions(self.ctx, file, page_no, W, H)]
            if self._thin(file, page_no, W, H):
                regions += [_Region(b, self.ocr.PSM_SPARSE)
                            for b in drawing_cells(page, [k[1] for k in known if k[2]])]
        except Exception as exc:
            log.warning("OCR fallback: cannot prepare %s page %d: %s", file, page_no, exc)
            self.notes.append(f"OCR skipped for {file} page {page_no}: {exc}")
            return None
        words: list[Word] = []
        for reg in regions:
            if self.stopped:
                break
            got = self._read_region(page, file, page_no, reg, t_start)
            b0 = max((w.block for w in words), default=0)
            l0 = max((w.line for w in words), default=0)
            words += [dc_replace(w, block=w.block + b0, line=w.line + l0)
                      for w in got if not _duplicate(w, words)]
        if not words:
            return []
        self.pages_read.add((file, page_no))
        novel = []
        for w in words:
            if not good_word(w):
                continue
            toks = _novel_tokens(w, known)
            if toks:
                novel.append((toks, w.bbox))
        self.novel.setdefault((file, page_no), []).extend(novel)
        self.chunks.extend(self._chunks(file, page_no, page, words))
        return words

    def _read_region(self, page, file: str, page_no: int, reg: _Region, t_start: float) -> list[Word]:
        """Words of one region: from the cache, else from Tesseract when the budget allows
        ([] when refused, failed or Tesseract is missing)."""
        import pymupdf   # lazy: pymupdf ~0.6 s, only once fallback() has a page to read

        ocr, b = self.ocr, self.budget
        clip = pymupdf.Rect(reg.clip) & page.rect
        file_key = self.file_keys.get(file, "")
        key = ocr.OcrCache.key(file_key, page_no, clip, self.opts.zoom, reg.psm, min_conf=ocr.MIN_CONF,
                               max_pixels=QUERY_MAX_PIXELS, vertical=False, **self._frame(file, page_no))
        hit = self.cache.get(key)
        if hit is not None:
            self.regions_cached += 1
            return hit
        if self.no_tesseract:
            return []
        b.seconds = max(b.seconds, time.monotonic() - t_start)   # wall clock, not only Tesseract
        if not b.allow((file, page_no)):
            if b.cells >= b.max_cells or b.seconds >= b.max_seconds:
                self.stopped = True
            return []
        remaining = b.max_seconds - b.seconds
        try:
            words = ocr.ocr_region_words(
                page, clip, psm=reg.psm, zoom=self.opts.zoom, max_pixels=QUERY_MAX_PIXELS,
                cache=self.cache, file_key=file_key, budget=b, page_key=(file, page_no),
                timeout=max(1.0, min(self.opts.call_timeout, remaining)))
        except ocr.TesseractMissingError:
            self.no_tesseract = True
            self.notes.append("OCR skipped: " + ocr.INSTALL_HINT)
            return []
        except ocr.OcrTimeoutError as exc:
            self.notes.append(f"OCR gave up on a region of {file} page {page_no} ({exc})")
            return []
        except Exception as exc:            # a render or Tesseract failure: skip the region
            log.warning("OCR fallback failed on %s page %d %s: %s", file, page_no, reg.clip, exc)
            self.notes.append(f"OCR failed on a region of {file} page {page_no}: {type(exc).__name__}")
            return []
        self.regions_read += 1
        return words

    # -- what the index already knows of the page

    def _known(self, page, file: str, page_no: int) -> list[tuple[set, tuple, bool]]:
        """(tokens, displayed bbox, from the text layer) of the page's text layer words and of
        its indexed chunk units (which include index-time OCR)."""
        out = []
        rot = page.rotation_matrix
        import pymupdf   # lazy: pymupdf ~0.6 s, only once fallback() has a page to read

        for x0, y0, x1, y1, t, *_ in page.get_text("words"):
            r = pymupdf.Rect(x0, y0, x1, y1) * rot
            r.normalize()
            out.append((set(tokenize(t)), tuple(r), True))
        for c in self._page_chunks(file, page_no):
            for u in c.units or [[c.text, *c.bbox]]:
                out.append((set(tokenize(str(u[0]))), tuple(u[1:5]), False))
        return out

    def _page_chunks(self, file: str, page_no: int) -> list[Chunk]:
        gen = self.ctx.gen
        if file not in gen.files:
            return []
        fid = gen.files.index(file)
        ids = np.flatnonzero((gen.meta[:, Meta.FILE] == fid) & (gen.meta[:, Meta.PAGE] == page_no))
        return [gen.chunk(int(i)) for i in ids]

    def _sheet_of(self, file: str, page_no: int) -> tuple[str, str]:
        """(sheet ID, title) of a page: from its chunk records, which carry them, so that the
        set's sheet records (~20 MB at 10 000 sheets) are read only for a page without chunks."""
        known = self._page_chunks(file, page_no)
        if known:
            return known[0].sheet_id, known[0].sheet_title
        sheet = next((s for s in self.ctx.gen.sheets if s.file == file and s.page == page_no), None)
        return (sheet.sheet_id, sheet.title) if sheet else (f"PAGE-{page_no}", "")

    def _read_whole(self, file: str, page_no: int) -> bool:
        """Was the page OCR'd at index time (a scan, or a scan with a few lines of text layer)?
        Its words are indexed already: reading its hits' boxes again (psm 6) changed no answer
        of 169 questions on four scanned sets, and cost each question the scans could not
        answer up to the whole budget (20 s). Told by its chunks (only index-time OCR indexes
        `ocr` chunks), so that the set's sheet records are not read for it (see _sheet_of)."""
        return any(c.source == "ocr" for c in self._page_chunks(file, page_no))

    def _thin(self, file: str, page_no: int, W: float, H: float) -> bool:
        """Is the page's text layer thin for its size (and was the page not OCR'd whole)?"""
        if self._read_whole(file, page_no):
            return False            # read whole at index time (psm 11 at this zoom)
        chunks = [c for c in self._page_chunks(file, page_no) if c.kind == "chunk"]
        chars = sum(len(c.text) for c in chunks if c.source != "ocr")
        return chars / max(W * H / 5184.0, 1e-6) < SPARSE_CHARS_PER_SQIN or self._has_images(file, page_no)

    def _has_images(self, file: str, page_no: int) -> bool:
        doc = self.docs.get(file)
        if doc is None:
            return False
        page = self._page(doc, file, page_no)
        area = page.rect.get_area()
        return any(r["bbox"] and _area(r["bbox"]) >= MIN_IMAGE_FRACTION * area
                   for r in page.get_image_info())

    # -- transient chunks

    def _chunks(self, file: str, page_no: int, page, words: list[Word]) -> list[Chunk]:
        """Clean OCR lines, the lines of a note joined into its sentence (extract.paragraphs),
        clustered by proximity (psm 11 makes every line its own block) into chunks whose
        units are those lines and notes."""
        from .extract import paragraphs   # lazy: with pymupdf, loaded once a page has been read

        sid, title = self._sheet_of(file, page_no)
        by_line: dict[tuple, list[Word]] = {}
        for w in words:
            by_line.setdefault((w.block, w.line), []).append(w)
        blocks = []
        for ws in by_line.values():
            ws.sort(key=lambda w: w.bbox[0])
            if not clean_line(ws):
                continue
            ws = [w for w in ws if good_word(w)]       # cite only what was read cleanly
            box = (min(w.bbox[0] for w in ws), min(w.bbox[1] for w in ws),
                   max(w.bbox[2] for w in ws), max(w.bbox[3] for w in ws))
            line = Line(text=" ".join(w.text for w in ws), bbox=box, size=max(w.size for w in ws))
            blocks.append(Block(lines=[line], bbox=box, source="ocr"))
        out = []
        for group in cluster(paragraphs(blocks)):     # a note's lines read as its sentence
            group = sorted(group, key=lambda b: (round(b.bbox[1] / 4), b.bbox[0]))
            texts = [l.text for b in group for l in b.lines]
            text = "\n".join(texts)
            box = (min(b.bbox[0] for b in group), min(b.bbox[1] for b in group),
                   max(b.bbox[2] for b in group), max(b.bbox[3] for b in group))
            out.append(Chunk(file=file, page=page_no, sheet_id=sid, sheet_title=title,
                             section=section_of(text, texts, title), bbox=box, text=text, source="ocr",
                             units=[[" ".join(b.text.split()), *[round(v, 1) for v in b.bbox]] for b in group]))
        return out


def good_word(w: Word) -> bool:
    """Confident and shaped like a word, a number or a drawing code (a lone digit in a drawing
    area is nearly always a tick or hatch read as text)."""
    from .ocr import word_shaped   # lazy: pytesseract, Pillow, pymupdf: ~0.6 s, once OCR words are judged

    return w.conf >= GOOD_CONF and word_shaped(w.text) and not (len(w.text) == 1 and w.text.isdigit())


def clean_line(ws: list[Word]) -> bool:
    """A line worth citing: mostly confident, word-shaped tokens (not linework read as text)."""
    if not ws:
        return False
    good = sum(1 for w in ws if good_word(w))
    return good >= max(1, 0.75 * len(ws)) and sum(w.conf for w in ws) / len(ws) >= GOOD_CONF


def _duplicate(w: Word, words: list[Word]) -> bool:
    """The same word read again by an overlapping region."""
    for o in words:
        if o.text == w.text and _intersects(o.bbox, w.bbox):
            inter = _area(_clip(o.bbox, w.bbox))
            if inter > 0.5 * min(_area(o.bbox), _area(w.bbox)):
                return True
    return False


def _novel_tokens(w: Word, known: list[tuple[set, tuple, bool]]) -> set:
    """Tokens of an OCR word that nothing the index holds at that spot says."""
    toks = {t for t in tokenize(w.text) if sum(ch.isalnum() for ch in t) >= 2}
    if not toks:
        return set()
    grown = (w.bbox[0] - 2, w.bbox[1] - 2, w.bbox[2] + 2, w.bbox[3] + 2)
    for ktoks, kb, _ in known:
        if toks and _intersects(grown, kb):
            toks -= ktoks
    return toks


# --------------------------------------------------------------------------- answering

def _rank_chunks(ctx, chunks: list[Chunk]) -> list[Chunk]:
    terms = set(ctx.question.terms)
    scored = []
    for i, c in enumerate(chunks):
        have = set(tokenize(c.text))
        n = len(terms & have)
        if n:
            scored.append((-n, i, c))
    return [c for _, _, c in sorted(scored)][:OCR_HITS]


def _read_pictures(state: _State, handlers, gate: float) -> Optional[Answer]:
    """Seals and logos exist only as pictures, and reading one costs a second or more, so they
    are read here, for a question that a handler reading them (`reads_pictures`) accepts, not
    for every sheet at index time. The sheets in scope are read in the order their pages rank
    among the hits; a set repeats its seals and logos on every sheet, so a few suffice."""
    ctx = state.ctx
    readers = [h for h in handlers if getattr(h, "reads_pictures", False) and h.accepts(ctx.question)]
    if not readers:
        return None
    order = _candidate_pages(ctx) + [(s.file, s.page) for s in ctx.sheets]
    read: dict[tuple[str, int], list[dict]] = {}
    for file, page_no in list(dict.fromkeys(order))[:PICTURE_SHEETS]:
        if state.stopped:
            break
        read[(file, page_no)] = state.read_pictures(file, page_no)
    if not any(read.values()):
        return None
    sheets = [dc_replace(s, emblems=read.get((s.file, s.page), [])) for s in ctx.sheets]
    ctx2 = Context(gen=ctx.gen, question=ctx.question, hits=list(ctx.hits), sheets_in_scope=sheets,
                   filters=getattr(ctx, "filters", None))
    for h in readers:
        try:
            result = h.answer(ctx2)
        except Exception as exc:          # a handler tripping over OCR text: not an answer
            log.warning("handler %s failed on title-block pictures: %s", getattr(h, "name", h), exc)
            continue
        if isinstance(result, Answer) and result.citations and result.confidence >= gate:
            result.notes.append("read from the title block's pictures at question time")
            return result
    return None


def _try_handlers(state: _State, handlers, gate: float) -> Optional[Answer]:
    ctx = state.ctx
    ocr_hits = [Hit(chunk=c, score=0.0) for c in _rank_chunks(ctx, state.chunks)]
    if not ocr_hits:
        return None
    ctx2 = Context(gen=ctx.gen, question=ctx.question, hits=ocr_hits + list(ctx.hits),
                   sheets_in_scope=ctx.sheets_in_scope, filters=getattr(ctx, "filters", None))
    q = ctx.question
    for h in handlers:
        if not h.accepts(q):
            continue
        try:
            result = h.answer(ctx2)
        except Exception as exc:          # a handler tripping over OCR text: not an answer
            log.warning("handler %s failed on OCR chunks: %s", getattr(h, "name", h), exc)
            continue
        if isinstance(result, Abstain):
            state.stopped = True
            return None
        if result is None or result.confidence < max(gate, FALLBACK_GATE) or not result.citations:
            continue
        if _says_something_new(state, result):
            result.notes.append("answered from question-time OCR")
            return result
    return None


def _says_something_new(state: _State, ans: Answer) -> bool:
    """Does an OCR citation hold a word (in its text, not one of the question's) that the
    index lacks at that spot?"""
    asked = set(tokenize(state.ctx.question.text))
    for c in ans.citations:
        if c.source != "ocr":
            continue
        seq = tokenize(c.text)
        ctoks = set(seq) - asked       # new to the index *and* not the question's words
        bb = (c.bbox[0] - 1, c.bbox[1] - 1, c.bbox[2] + 1, c.bbox[3] + 1)
        new: set = set()
        for toks, wb in state.novel.get((c.file, c.page), []):
            cx, cy = (wb[0] + wb[2]) / 2, (wb[1] + wb[3]) / 2
            if bb[0] <= cx <= bb[2] and bb[1] <= cy <= bb[3]:
                new |= toks & ctoks
        if not new:
            continue
        # A value follows its label (to the right or below): the new words must come after
        # the question's, else the "answer" is a neighbouring label read with the asked one.
        first_q = next((i for i, t in enumerate(seq) if t in asked), None)
        last_new = max(i for i, t in enumerate(seq) if t in new)
        if first_q is not None and last_new > first_q:
            return True
    return False
