"""OCR for drawing pages without a usable text layer (Tesseract via pytesseract).

Every box this module returns is in PDF points, top-left origin, on the page *as displayed*
(after /Rotate). PyMuPDF works in unrotated page space for text, images and drawings
(`get_text`, `get_image_info`, `get_bboxlog`), but `get_pixmap` renders the displayed page and
its `clip` is in displayed coordinates too (checked with PyMuPDF 2.0 / MuPDF 1.28; `_render`
verifies it on every call), so OCR pixel boxes map back with `(pix.x + px) / zoom`.

Defaults were measured on the eval sets (kirkland: outlined glyphs, /Rotate 270; sonoma:
raster drawings): zoom 3.5 (~250 dpi) with --psm 11 (sparse text) read the most confident
words; psm 3 merges labels across columns into one line, psm 6 adds noise on drawings.
"""
from __future__ import annotations

import functools
import hashlib
import json
import logging
import math
import os
import re
import shutil
import subprocess
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace as dc_replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Optional

import pymupdf

if TYPE_CHECKING:
    from PIL import Image

from .models import Word
from .ocr_lines import inch_marks, reread_lines
from .ocr_recheck import recheck_numbers
from .ocr_tiles import SAME_PLACE, area_share, mend_glyphs, tile_rects
from .ocr_tints import read_tints
from .tokens import normalize

log = logging.getLogger(__name__)

INDEX_ZOOM = 3.5            # whole-page OCR at index time
INDEX_PSM = 11              # sparse text: best on drawings (labels, title blocks, notes)
QUERY_ZOOM = 3.5            # region OCR at question time
PSM_BLOCK = 6               # one uniform block: a note, a table cell group
PSM_SPARSE = 11             # scattered labels
MAX_PIXELS = 40_000_000     # render bound (a 17x11in sheet at 3.5x is ~12 Mpx)
MAX_SIDE = 30_000           # keep each side well inside Tesseract/Leptonica limits
MIN_CONF = 30.0             # words below this are nearly always linework read as letters

MIN_TEXT_WORDS = 20         # fewer real words than this: no usable text layer
RICH_TEXT_WORDS = 300       # this many real words: never OCR (skips the costly page scan)
MIN_DRAWN_ITEMS = 50        # a text-less page with fewer paths/images has nothing to read
IMAGE_DOMINATED = 0.30      # image cover above which a sparse text layer is only a caption
GLYPH_FILLS = 1000          # many small filled paths ...
GLYPH_RATIO = 20            # ... per real word: text drawn as outlines
_GLYPH_SIDE = 30.0          # a filled path smaller than this (pt) may be a glyph
_MIN_IMAGE_AREA = 0.01      # image regions smaller than this page fraction are not OCRed
_MIN_IMAGE_SIDE = 18.0

_CACHE_VERSION = 10         # 6: broken scale lines and unsure areas read again; 7: feet-inches strings without their marks (ocr_lines), labels on tints (ocr_tints); 8: scans of 125-200 dpi read a second time enlarged; 9: ... and in tiles, misread fraction glyphs mended (ocr_tiles); 10: a coarse scan's sure numbers checked by a second reading with lines erased (ocr_recheck)
_SYMBOLS = set("&#%=+/*@\"'")
INSTALL_HINT = ("Tesseract OCR is not installed; install it with `apt-get install tesseract-ocr` "
                "(or `brew install tesseract`), or set pytesseract.pytesseract.tesseract_cmd.")


class TesseractMissingError(RuntimeError):
    """The tesseract binary cannot be found or run."""

    def __init__(self, msg: str = INSTALL_HINT):
        super().__init__(msg)


class OcrTimeoutError(TimeoutError):
    """One Tesseract call ran past its timeout."""


# --------------------------------------------------------------------------- availability

def tesseract_available() -> bool:
    """True when the configured tesseract binary runs (cached per binary path)."""
    import pytesseract   # lazy: with Pillow ~0.16 s; deciding that a page needs no OCR never pays it
    return _probe(str(pytesseract.pytesseract.tesseract_cmd))


@functools.lru_cache(maxsize=8)
def _probe(cmd: str) -> bool:
    path = shutil.which(cmd)
    if path is None:
        return False
    try:
        subprocess.run([path, "--version"], capture_output=True, timeout=5, check=True)
    except (OSError, subprocess.SubprocessError) as e:
        log.warning("tesseract at %s does not run: %s", path, e)
        return False
    return True


def require_tesseract() -> None:
    if not tesseract_available():
        raise TesseractMissingError()


# --------------------------------------------------------------------------- which pages

@dataclass
class _Profile:
    words: int                       # real words in the text layer
    images: list[pymupdf.Rect]       # displayed image rects (clipped to the page)
    image_cover: float               # fraction of the page under images (capped at 1)
    drawn: int                       # paths + images
    glyph_fills: int                 # small filled paths


def _real_words(page: pymupdf.Page, textpage=None, words=None) -> int:
    return sum(1 for w in (page.get_text("words", textpage=textpage) if words is None else words)
               if "\ufffd" not in w[4] and any(ch.isalnum() for ch in w[4]))


def _profile(page: pymupdf.Page, textpage=None, words=None) -> _Profile:
    words = _real_words(page, textpage, words)
    if words >= RICH_TEXT_WORDS:
        return _Profile(words, [], 0.0, 0, 0)
    prect, rot = page.rect, page.rotation_matrix
    images: list[pymupdf.Rect] = []
    drawn = glyphs = 0
    for kind, bbox in page.get_bboxlog():       # unrotated coordinates
        r = pymupdf.Rect(bbox)
        if kind.endswith("-path"):
            drawn += 1
            if kind == "fill-path" and r.width < _GLYPH_SIDE and r.height < _GLYPH_SIDE:
                glyphs += 1
        elif kind.endswith("-image"):
            drawn += 1
            d = (r * rot) & prect
            if not d.is_empty:
                images.append(d)
    cover = min(1.0, sum(r.get_area() for r in images) / max(prect.get_area(), 1.0))
    return _Profile(words, images, cover, drawn, glyphs)


def _decide(p: _Profile) -> str:
    """'' (text layer is fine), 'page' (OCR all of it) or 'images' (OCR the image areas)."""
    if p.words >= RICH_TEXT_WORDS:
        return ""
    if p.words < MIN_TEXT_WORDS:
        if p.image_cover >= IMAGE_DOMINATED and p.words > 0:
            return "images"
        return "page" if p.drawn >= MIN_DRAWN_ITEMS or p.image_cover >= 0.05 else ""
    if p.image_cover >= IMAGE_DOMINATED * 2:
        return "images"
    if p.glyph_fills >= GLYPH_FILLS and p.glyph_fills > GLYPH_RATIO * p.words:
        return "page"
    return ""


def needs_ocr(page: pymupdf.Page, textpage=None, words=None) -> bool:
    """True when the page's text layer misses most of what a reader sees. ``textpage``: the
    page's text, already extracted with pymupdf's default word flags, and ``words`` its
    words as get_text("words") gives them (each saves extracting again)."""
    return bool(_decide(_profile(page, textpage, words)))


def ocr_regions(page: pymupdf.Page) -> list[pymupdf.Rect]:
    """Displayed-coordinate regions to OCR: [] (no need), the whole page, or its image areas."""
    prof = _profile(page)
    how = _decide(prof)
    if how == "page":
        return [pymupdf.Rect(page.rect)]
    if how != "images":
        return []
    min_area = _MIN_IMAGE_AREA * page.rect.get_area()
    big = [r for r in prof.images
           if r.get_area() >= min_area and min(r.width, r.height) >= _MIN_IMAGE_SIDE]
    return _merge_rects(big) or [pymupdf.Rect(page.rect)]


def _merge_rects(rects: Iterable[pymupdf.Rect]) -> list[pymupdf.Rect]:
    out: list[pymupdf.Rect] = []
    for r in sorted((pymupdf.Rect(r) for r in rects), key=lambda r: (r.y0, r.x0)):
        for i, o in enumerate(out):
            if o.intersects(r):
                out[i] = o | r
                break
        else:
            out.append(r)
    return out


# --------------------------------------------------------------------------- OCR

def clamp_zoom(clip: pymupdf.Rect, zoom: float, max_pixels: int = MAX_PIXELS) -> float:
    """The largest zoom <= `zoom` whose render of `clip` stays under max_pixels / MAX_SIDE."""
    area = max(clip.width * clip.height, 1e-6)
    z = min(zoom, math.sqrt(max_pixels / area), MAX_SIDE / max(clip.width, clip.height, 1e-6))
    return max(z, 1e-3)


def _render(page: pymupdf.Page, clip: pymupdf.Rect, zoom: float) -> tuple[Image.Image, int, int]:
    """Render the displayed-coordinate clip; returns the image and its pixel origin."""
    from PIL import Image   # lazy: ~0.1 s; deciding that a page needs no OCR never pays it
    pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=clip,
                          colorspace=pymupdf.csGRAY, alpha=False)
    want = (clip * pymupdf.Matrix(zoom, zoom)).irect
    if abs(pix.x - want.x0) > 2 or abs(pix.y - want.y0) > 2 or abs(pix.width - want.width) > 2:
        raise RuntimeError(f"PyMuPDF rendered clip {pix.irect} for displayed clip {want}: "
                           "clip coordinate convention changed")
    img = Image.frombytes("L", (pix.width, pix.height), pix.samples, "raw", "L", pix.stride)
    return img, pix.x, pix.y


UPSCALE_BELOW_DPI = 125.0   # a scan coarser than this is read from its own pixels, enlarged
TARGET_DPI = 400.0          # ... to this (Tesseract wants x-height >= ~20 px; 400 read more than 300 or 500)


def image_dpi(page: pymupdf.Page, region: pymupdf.Rect) -> Optional[float]:
    """The pixels per inch of the raster image that covers most of `region` (displayed
    coordinates), or None when no image covers half of it (vector drawing, outlined text)."""
    best, cover = None, 0.5 * region.get_area()
    rot = page.rotation_matrix
    for info in page.get_image_info():
        r = (pymupdf.Rect(info["bbox"]) * rot) & region
        if r.is_empty or r.get_area() < cover or not info.get("width") or not info.get("height"):
            continue
        shown = pymupdf.Rect(info["bbox"])
        # area-based, so an image turned inside the page gives the same answer
        best = 72.0 * math.sqrt(info["width"] * info["height"] / max(shown.get_area(), 1e-6))
        cover = r.get_area()
    return best


def coarse_scan(page: pymupdf.Page, region: pymupdf.Rect) -> bool:
    """The region is a scan coarser than UPSCALE_BELOW_DPI (read from its enlarged pixels)."""
    dpi = image_dpi(page, region)
    return dpi is not None and dpi < UPSCALE_BELOW_DPI


def middling_scan(page: pymupdf.Page, region: pymupdf.Rect) -> bool:
    """The region is a scan between UPSCALE_BELOW_DPI and SECOND_READ_BELOW_DPI: read a
    second time enlarged and in tiles."""
    dpi = image_dpi(page, region)
    return dpi is not None and UPSCALE_BELOW_DPI <= dpi < SECOND_READ_BELOW_DPI


def _to_points(ox: float, oy: float, z: float):
    """The map from a box in a render's pixels (left, top, right, bottom), whose pixel origin
    is (ox, oy) at z pixels per point, back to the page's points."""
    def flat(l, t, r, b):
        return pymupdf.Rect((ox + l) / z, (oy + t) / z, (ox + r) / z, (oy + b) / z)
    return flat


def _render_for_ocr(page: pymupdf.Page, region: pymupdf.Rect, zoom: float,
                    max_pixels: int, upscale_below: float = UPSCALE_BELOW_DPI
                    ) -> tuple[Image.Image, float, float, float]:
    """The region as Tesseract should see it: (image, pixel origin x, y, pixels per point).

    Vector content is rendered at `zoom`. A coarse scan (below UPSCALE_BELOW_DPI) is rendered
    at its own resolution and enlarged to TARGET_DPI with Lanczos: MuPDF's own enlargement
    of a 100 dpi scan reads fewer words (the Austin remodel scan, psm 11: 126 of 182
    transcribed words at MuPDF's 252 dpi, 144 enlarged to 300 dpi, 145 to 400 dpi, with 400
    reading the most callouts on both Austin scans). psm 12 (sparse text with orientation
    detection) read a few more words, but turned the whole shed scan the wrong way at 400 dpi."""
    from PIL import Image   # lazy: ~0.1 s; deciding that a page needs no OCR never pays it
    dpi = image_dpi(page, region)
    if dpi is None or dpi >= upscale_below:
        z = clamp_zoom(region, zoom, max_pixels)
        img, ox, oy = _render(page, region, z)
        return img, ox, oy, z
    z0 = clamp_zoom(region, dpi / 72.0, max_pixels)
    img, ox, oy = _render(page, region, z0)
    factor = clamp_zoom(region, TARGET_DPI / 72.0, max_pixels) / z0
    if factor <= 1.05:
        return img, ox, oy, z0
    big = img.resize((round(img.width * factor), round(img.height * factor)), Image.Resampling.LANCZOS)
    fx, fy = big.width / img.width, big.height / img.height
    return big, ox * fx, oy * fy, z0 * fx


@contextmanager
def one_omp_thread():
    """OMP_THREAD_LIMIT=1 for the tesseract child only: OpenMP threads make tesseract 4-5x
    slower here (measured 20 s vs 4.5 s on a 12 Mpx page). pytesseract passes no environment
    of its own, so the variable is set around the call and put back after: left set, it
    would reach torch's OpenMP runtime when the index builder loads the model later in the
    same process, and torch's bfloat16 kernels then compute garbage (seen: cosine 0.13)."""
    before = os.environ.get("OMP_THREAD_LIMIT")
    if before is None:
        os.environ["OMP_THREAD_LIMIT"] = "1"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("OMP_THREAD_LIMIT", None)


INDEX_TIMEOUT = 60.0            # seconds a whole-page Tesseract call may take at the least, at index time
INDEX_PIXELS_PER_SECOND = 250_000   # and no less than this rate allows: a slow or busy core still reads a
                                    # 40 Mpx large-format scan in time (60 s gave up on one beside other work)


# A page Tesseract gave up on at index time is read once more with half the pixels (a busy
# machine reads a dense 40 Mpx sheet slower than INDEX_PIXELS_PER_SECOND): small print read
# coarser is better than the whole sheet unread.
INDEX_RETRY_ZOOM = INDEX_ZOOM * 0.7
INDEX_RETRY_PIXELS = MAX_PIXELS // 2


def seconds_for(img: Image.Image, timeout: Optional[float]) -> float:
    """A Tesseract call's time limit: `timeout`, or at index time (None) as long as the image's
    size needs (INDEX_TIMEOUT at the least). A page given up on is a page unread."""
    if timeout is not None:
        return timeout
    return max(INDEX_TIMEOUT, img.width * img.height / INDEX_PIXELS_PER_SECOND)


def _tesseract(img: Image.Image, psm: int, timeout: Optional[float]) -> dict:
    import pytesseract   # lazy: with Pillow ~0.16 s; deciding that a page needs no OCR never pays it
    require_tesseract()
    timeout = seconds_for(img, timeout)
    try:
        with one_omp_thread():
            return pytesseract.image_to_data(img, config=f"--psm {int(psm)}", timeout=timeout,
                                             output_type=pytesseract.Output.DICT)
    except pytesseract.TesseractNotFoundError as e:
        raise TesseractMissingError() from e
    except RuntimeError as e:
        if "timeout" in str(e).lower():
            raise OcrTimeoutError(f"tesseract took longer than {timeout}s") from e
        raise


_LEADING_ONE = re.compile(r"^[I|l](?=['\"](?:$|[-\d)]))")
_POUND = re.compile(r"^Ib(s?\.?)$")
# A feet-inches string whose thin foot mark was lost (8-0" for 8'-0"), or whose inch mark was
# read as a degree sign (11'-0° for 11'-0"): both common on scans of dimensioned plans.
_LOST_FOOT = re.compile(r"^(\d{1,3})-(\d{1,2}(?: \d{1,2}/\d{1,2})?[\"\u201d])$")
_DEGREE_INCH = re.compile(r"^(\d{1,3}['\u2019]-\d{1,2})°$")


# `CT-4ISC-1`: the slash between two finish or material codes read as I, l or |.
_CODES_SLASHED = re.compile(r"^([A-Z]{1,4}-\d{1,2}[A-Z]?)[Il|]([A-Z]{1,4}-\d{1,2}[A-Z]?)$")
# `1,170saft`: the q of sqft read as a, g or the f as t, i.
_SQFT = re.compile(r"^(\d[\d,.]*)(?:saft|sgft|sqtt|sqfi|sqit|sgtt)$", re.I)


def normalize_ocr_text(text: str) -> str:
    """Fix misreads common on drawings: lone '¢'/'€' -> '&', I'-0\" / |'-0\" -> 1'-0\", Ib -> lb,
    8-0\" -> 8'-0\", 11'-0° -> 11'-0\", 1,170saft -> 1,170sqft, CT-4ISC-1 -> CT-4/SC-1."""
    t = text.strip()
    if t in ("¢", "€"):
        return "&"
    t = _CODES_SLASHED.sub(r"\1/\2", _SQFT.sub(r"\1sqft", t))
    t = _DEGREE_INCH.sub(r'\1"', _LOST_FOOT.sub(r"\1'-\2", t))
    return _POUND.sub(r"lb\1", _LEADING_ONE.sub("1", t))


LOW_CONF = 60.0             # an OCR word below this is not read surely enough to be a value

# Shaped like a word, a number or a drawing code; a lone letter is nearly always a tick or a
# hatch read as text, but for `&`, `A` as in Class A, `x` as in 2 x 4 (a lone digit is judged
# by its confidence: counts and note numbers are lone digits); a number joined to its area
# unit (`1,170sqft`) is one word too.
_WORD_SHAPE = re.compile(r"[A-Za-z][A-Za-z'.-]*[A-Za-z][.,:;]?|[A-Za-z]{1,4}[-.]?\d[\w./-]*[.,:;]?|"
                         r"[(\[]?[\d$#][\d,./:'\"x%°-]*[)\]]?[.,:;]?|[&@AX]|\d+[A-Za-z\"']{0,3}[.,:;]?|"
                         r"\d[\d,.]*(?:sqft|sq\.?\s?ft\.?|s\.?f\.?)[.,:;]?")
_FEET_INCHES = re.compile(r"\d{1,3}'-\d{1,2}(?: \d{1,2}/\d{1,2})?\"")


def word_shaped(text: str) -> bool:
    """Shaped like a word, a number or a drawing code (not linework read as letters)."""
    t = normalize(text)
    if len(t) == 1:
        return t in "&AaXx@#" or t.isdigit()
    return _WORD_SHAPE.fullmatch(t) is not None


def unsure_word(text: str, conf: float) -> bool:
    """An OCR word no value may be read from: not word-shaped, or below LOW_CONF.

    Measured on the two Austin scans (400 dpi, transcribed by hand): below 60 the words kept
    were 41 misreads to 11 real words, from 60 up 20 to 213. The real words below 60 were
    nearly all feet-inches strings (13'-6", 65'-0" at conf 34-55: Tesseract is unsure of the
    prime marks, not of the digits), so a well-formed feet-inches string is not held unsure
    for its confidence; the low-confidence misreads were letter clusters and bare digits."""
    if not word_shaped(text):
        return True
    return conf < LOW_CONF and not _FEET_INCHES.fullmatch(normalize(text))


def _keep(text: str, conf: float, min_conf: float) -> bool:
    if not text or conf < 0:
        return False
    if any(ch.isalnum() for ch in text):
        return conf >= min_conf
    return conf >= max(min_conf, 60.0) and all(ch in _SYMBOLS for ch in text)


def _words_from_data(d: dict, to_pdf, zoom: float, min_conf: float,
                     block0: int = 0, line0: int = 0) -> list[Word]:
    """Tesseract dict -> Words; to_pdf maps a pixel box (l, t, r, b) to a displayed Rect."""
    out: list[Word] = []
    lines: dict[tuple, int] = {}
    for i, raw in enumerate(d["text"]):
        text = normalize_ocr_text(str(raw))
        conf = float(d["conf"][i])
        if not _keep(text, conf, min_conf):
            continue
        l, t, w, h = (int(d[k][i]) for k in ("left", "top", "width", "height"))
        key = (d["block_num"][i], d["par_num"][i], d["line_num"][i])
        line = lines.setdefault(key, line0 + len(lines) + 1)
        r = to_pdf(l, t, l + w, t + h)
        out.append(Word(text=text, bbox=tuple(round(v, 2) for v in r), size=round(h / zoom, 2),
                        block=block0 + int(key[0]), line=line, conf=round(conf, 1)))
    return out


def ocr_page_words(page: pymupdf.Page, clip: Optional[pymupdf.Rect] = None, zoom: float = INDEX_ZOOM,
                   psm: int = INDEX_PSM, timeout: Optional[float] = None, max_pixels: int = MAX_PIXELS,
                   min_conf: float = MIN_CONF, vertical: bool = False, sideways: bool = True) -> list[Word]:
    """OCR the page (or `clip`, displayed coords) and return Words in displayed PDF points.

    `vertical=True` adds a second pass on the render turned 90° clockwise, which reads
    bottom-to-top text: callouts and dimensions along vertical walls, a title block's project
    name and address set up its margin. Index-time OCR always asks for it: it costs ~40% more
    Tesseract time (it finds less to recognise in the turned render; Kirkland 58 s to 89 s of
    CPU for 7 sheets, Sonoma 20 s to 25 s for 4) and read 3 more of 44 listed labels on the
    Austin remodel scan, 3 of 43 on a Kirkland sheet (its project name and address, on every
    sheet), with its words kept by merge_turned.
    `sideways=False`: the page was turned upright as a whole already (scan_turn), so a large
    region is not checked for a drawing turned inside it again.
    Word.block is Tesseract's block number, Word.line a line key unique in the result.
    """
    require_tesseract()
    region = page.rect if clip is None else pymupdf.Rect(clip) & page.rect
    if region.is_empty or region.width < 1 or region.height < 1:
        return []
    img, ox, oy, z = _render_for_ocr(page, region, zoom, max_pixels)
    flat = _to_points(ox, oy, z)
    words = _words_from_data(_reread_large(img, _tesseract(img, psm, timeout), timeout), flat, z, min_conf)
    enlarged = _enlarged_reading(page, region, psm, timeout, max_pixels, min_conf)
    if enlarged:
        words = merge_readings(mend_glyphs(words, enlarged), enlarged)
    for tile in _tiled_readings(page, region, psm, timeout, max_pixels, min_conf, words):
        words = merge_readings(mend_glyphs(words, tile), tile)
    words = reread_lines(img, words, lambda b: (b[0] * z - ox, b[1] * z - oy, b[2] * z - ox, b[3] * z - oy),
                         lambda im, line_psm: _tesseract(im, line_psm, timeout), LOW_CONF)
    words = read_tints(img, z, words, flat, lambda im, box_psm: _tesseract(im, box_psm, timeout),
                       _sure_text(min_conf),
                       block0=max((w.block for w in words), default=0),
                       line0=max((w.line for w in words), default=0))
    turned_page = _upright_reading(img, region, page, ox, oy, z, psm, timeout, min_conf, words) if sideways else None
    if turned_page is not None:
        return inch_marks(turned_page)
    if vertical:
        from PIL import Image   # lazy: ~0.1 s; deciding that a page needs no OCR never pays it

        H = img.height

        def turned(l, t, r, b):  # image turned 90° cw: x = v, y = H - u
            return pymupdf.Rect((ox + t) / z, (oy + H - r) / z, (ox + b) / z, (oy + H - l) / z)

        data = _tesseract(img.transpose(Image.Transpose.ROTATE_270), psm, timeout)
        extra = _words_from_data(data, turned, z, max(min_conf, LOW_CONF),
                                 block0=max((w.block for w in words), default=0),
                                 line0=max((w.line for w in words), default=0))
        words = merge_turned(words, extra)
    if coarse_scan(page, region):
        words = _recheck(img, z, ox, oy, words, timeout)
    return inch_marks(words)


def _recheck(img: Image.Image, z: float, ox: float, oy: float, words: list[Word], timeout: Optional[float]) -> list[Word]:
    """A coarse scan's sure numbers checked against a second reading with lines erased
    (ocr_recheck): where the two disagree on a digit, the word is left unsure."""
    sizes = sorted(w.size for w in words if w.size > 0)
    if not sizes:
        return words
    return recheck_numbers(img, z, ox, oy, words, lambda im, p: _tesseract(im, p, timeout),
                           lambda t, c: c >= LOW_CONF and not unsure_word(normalize_ocr_text(t), c),
                           sizes[len(sizes) // 2] * z,
                           lambda t: bool(_FEET_INCHES.fullmatch(normalize(t))))


def _sure_text(min_conf: float):
    """A word's text as kept (misreads mended) when it is read surely, else None."""
    def keep(text: str, conf: float) -> Optional[str]:
        t = normalize_ocr_text(text)
        return t if conf >= min_conf and not unsure_word(t, conf) else None
    return keep


def _carries_text(w: Word) -> bool:
    """A word a line read sideways can stand on: three letters or digits, or a feet-inches
    string (a dimension along a wall: `2'-6"` has two)."""
    return sum(ch.isalnum() for ch in w.text) >= 3 or bool(_FEET_INCHES.fullmatch(normalize(w.text)))


TURNED_LINE_CHARS = 4       # letters and digits a line read sideways needs, bar a dimension


def _turned_line_reads(ws: list[Word]) -> bool:
    """A line of the quarter-turned reading that is text: it stands on a word that carries
    text and has TURNED_LINE_CHARS letters or digits in all, or is a dimension. Hatching and
    letters of upright text seen sideways read as lone short words (`Son`, `4am`)."""
    if any(_FEET_INCHES.fullmatch(normalize(w.text)) for w in ws):
        return True
    return (any(_carries_text(w) for w in ws)
            and sum(ch.isalnum() for w in ws for ch in w.text) >= TURNED_LINE_CHARS)


def _overlap(a: Word, b: Word) -> float:
    return area_share(a.bbox, b.bbox)




def merge_turned(upright: list[Word], turned: list[Word]) -> list[Word]:
    """The upright reading plus what the quarter-turned reading adds: the sure, word-shaped
    words of each turned line that reads as text (so `SILL @ 5'-0"` keeps its `@` and
    dimension), leaving out words where the upright reading already read a sure word (text
    set upright, seen again sideways). Upright words left unsure where a sure turned word
    now stands were the sideways text read as letters (`oO]`, `ow“`) and are dropped."""
    sure_up = [w for w in upright if not unsure_word(w.text, w.conf) and _carries_text(w)]
    lines: dict[int, list[Word]] = {}
    for w in turned:
        if word_shaped(w.text) and not any(_overlap(w, u) >= SAME_PLACE for u in sure_up):
            lines.setdefault(w.line, []).append(w)
    added = [w for ws in lines.values() if _turned_line_reads(ws) for w in ws]
    kept = [u for u in upright
            if not (unsure_word(u.text, u.conf) and any(_overlap(u, w) >= SAME_PLACE for w in added))]
    return kept + added


SECOND_READ_BELOW_DPI = 200.0   # a scan between UPSCALE_BELOW_DPI and this is read a second time, enlarged


def _enlarged_reading(page: pymupdf.Page, region: pymupdf.Rect, psm: int, timeout: Optional[float],
                      max_pixels: int, min_conf: float) -> Optional[list[Word]]:
    """A scan of middling resolution (UPSCALE_BELOW_DPI to SECOND_READ_BELOW_DPI) read again
    from its own pixels enlarged to TARGET_DPI; None for any other region.

    MuPDF's enlargement to the page zoom and the Lanczos enlargement to 400 dpi each read
    words the other misses on such a scan (Sonoma, 131-145 dpi, psm 11: the small `egress` under
    a window tag, crossed by a dashed overhang line, and `1,136 = 7.6 sq.ft.` in a boxed
    calculation read only enlarged; `pantry`, `landing`, `UBC` only at the page zoom), so the
    enlarged reading adds to the first one (merge_readings) instead of replacing it."""
    if not middling_scan(page, region):
        return None
    img, ox, oy, z = _render_for_ocr(page, region, INDEX_ZOOM, max_pixels, upscale_below=SECOND_READ_BELOW_DPI)
    flat = _to_points(ox, oy, z)
    return _words_from_data(_tesseract(img, psm, timeout), flat, z, max(min_conf, LOW_CONF))


def _tiled_readings(page: pymupdf.Page, region: pymupdf.Rect, psm: int, timeout: Optional[float],
                    max_pixels: int, min_conf: float, first: list[Word]) -> list[list[Word]]:
    """A scan of middling resolution (as for _enlarged_reading) read again in overlapping
    tiles (ocr_tiles), each enlarged to TARGET_DPI; [] for any other region. Each tile's
    block and line numbers follow the first reading's and the earlier tiles'."""
    if not middling_scan(page, region):
        return []
    out: list[list[Word]] = []
    b0 = max((w.block for w in first), default=0)
    l0 = max((w.line for w in first), default=0)
    for clip in tile_rects(region):
        img, ox, oy, z = _render_for_ocr(page, clip, INDEX_ZOOM, max_pixels, upscale_below=SECOND_READ_BELOW_DPI)
        words = _words_from_data(_tesseract(img, psm, timeout), _to_points(ox, oy, z), z,
                                 max(min_conf, LOW_CONF), block0=b0, line0=l0)
        b0 = max((w.block for w in words), default=b0)
        l0 = max((w.line for w in words), default=l0)
        out.append(words)
    return out


def _same_line(a: tuple, b: tuple) -> bool:
    """Two boxes on one text line: they share half the lower one's height, are of like
    height, and stand at most two text heights apart."""
    ha, hb = a[3] - a[1], b[3] - b[1]
    shared = min(a[3], b[3]) - max(a[1], b[1])
    if ha <= 0 or hb <= 0 or shared < 0.5 * min(ha, hb) or not 0.6 <= ha / hb <= 1.6:
        return False
    return max(a[0], b[0]) - min(a[2], b[2]) <= 2.0 * max(ha, hb)


def merge_readings(first: list[Word], second: list[Word]) -> list[Word]:
    """The first reading plus what a second reading of the same pixels adds: the sure,
    word-shaped words of each second line that reads as text, where the first reading read
    no sure word. First words left unsure where a sure second word now stands were misread
    (`=76sqft` where the second reading has `7.6 sq.ft`) and are dropped. A second line that
    continues a first line (same height, beside it) joins that line, so a label stays one
    line (`1136 7.6 sq.ft`); any other keeps line numbers of its own after the first's."""
    sure_first = [w for w in first if not unsure_word(w.text, w.conf)]
    lines: dict[int, list[Word]] = {}
    read: dict[int, list[Word]] = {}     # each second line's sure words, the ones the first read too
    for w in second:
        if unsure_word(w.text, w.conf):
            continue
        read.setdefault(w.line, []).append(w)
        if not any(_overlap(w, u) >= SAME_PLACE or (_overlap(w, u) > 0 and normalize(w.text) == normalize(u.text))
                   for u in sure_first):
            lines.setdefault(w.line, []).append(w)
    # A line that reads as text by all it says (`1x4 trim typical`) may add one word that
    # carries text itself (`1x4`); a lone mark or digit (`@`, `8`) is not added that way.
    added_lines = [ws for line, ws in lines.items()
                   if _turned_line_reads(ws) or (all(_carries_text(w) for w in ws) and _turned_line_reads(read[line]))]
    added = [w for ws in added_lines for w in ws]
    kept = [u for u in first
            if not (unsure_word(u.text, u.conf) and any(_overlap(u, w) >= SAME_PLACE for w in added))]
    b0 = max((w.block for w in first), default=0)
    l0 = max((w.line for w in first), default=0)
    out = list(kept)
    for ws in added_lines:
        box = (min(w.bbox[0] for w in ws), min(w.bbox[1] for w in ws), max(w.bbox[2] for w in ws), max(w.bbox[3] for w in ws))
        host = next((u for u in kept if _same_line(u.bbox, box)), None)
        block, line = (host.block, host.line) if host is not None else (b0 + ws[0].block, l0 + ws[0].line)
        out += [dc_replace(w, block=block, line=line) for w in ws]
    return out


LARGE_WORD_PX = 48       # unsure words taller than this in the render ...
LARGE_OVER_MEDIAN = 2.5  # ... and this many times the page's median word (a title, not the text) ...
LARGE_READ_PX = 32       # ... are read again at this height: Tesseract misreads big glyphs (`AQ.01`)
LARGE_MAX_WORDS = 8      # per page: sheet numbers and titles, not every word of a big label
LARGE_SURE = 90.0        # a word read at least this surely is kept as read


def _reread_large(img: Image.Image, d: dict, timeout: Optional[float]) -> dict:
    """Each word drawn much larger than Tesseract's best size (a title block's sheet number,
    1/2" tall on a 48x36 sheet) and read unsurely, read again from its own pixels scaled down
    to LARGE_READ_PX; the new reading replaces the old one when Tesseract is surer of it.
    `d` is Tesseract's word table; a patched copy is returned."""
    from PIL import Image   # lazy: ~0.1 s; deciding that a page needs no OCR never pays it
    heights = sorted(int(h) for t, h in zip(d["text"], d["height"]) if str(t).strip())
    if not heights:
        return d
    floor = max(LARGE_WORD_PX, LARGE_OVER_MEDIAN * heights[len(heights) // 2])
    big = [i for i, (t, c, h) in enumerate(zip(d["text"], d["conf"], d["height"]))
           if int(h) > floor and 0 <= float(c) < LARGE_SURE and any(ch.isalnum() for ch in str(t))]
    big = sorted(big, key=lambda i: -int(d["height"][i]))[:LARGE_MAX_WORDS]
    if not big:
        return d
    out = {k: list(v) for k, v in d.items()}
    for i in big:
        l, t, w, h = (int(d[k][i]) for k in ("left", "top", "width", "height"))
        pad = int(0.3 * h)
        box = (max(0, l - pad), max(0, t - pad), min(img.width, l + w + pad), min(img.height, t + h + pad))
        f = LARGE_READ_PX / h
        crop = img.crop(box)
        crop = crop.resize((max(1, int(crop.width * f)), max(1, int(crop.height * f))), Image.Resampling.LANCZOS)
        try:
            again = _tesseract(crop, 8, timeout)
        except OcrTimeoutError:
            continue
        read = [(str(x), float(c)) for x, c in zip(again["text"], again["conf"])
                if any(ch.isalnum() for ch in str(x))]     # a border rule read as `|` is no word
        if len(read) == 1 and read[0][1] > float(d["conf"][i]) and word_shaped(normalize_ocr_text(read[0][0])):
            out["text"][i], out["conf"][i] = read[0]
    return out


SIDEWAYS_MIN_SHARE = 0.25   # of the page's area: smaller regions are labels, read as they are
SIDEWAYS_GAIN = 1.3         # the turned reading must read this much more, to be taken instead


def _reading_score(words: list[Word]) -> float:
    """How much real text a reading found: the confidence of its words of three characters or
    more (a sideways scan read upright gives few, short, unsure words)."""
    return sum(w.conf for w in words if sum(ch.isalnum() for ch in w.text) >= 3)


def _sideways_turns(img: Image.Image, timeout: Optional[float], psm: int, min_conf: float,
                    upright_score: Callable[[], float]) -> Optional[tuple]:
    """(transpose, words of the image so turned in its pixels, as Words with pixel boxes) when
    Tesseract's orientation detection says the text runs sideways and one quarter turn reads
    clearly more than the upright reading's score (asked only then); else None. Which way it
    is turned, the detection often has wrong on drawings: both ways are read."""
    from PIL import Image   # lazy: ~0.1 s; deciding that a page needs no OCR never pays it
    import pytesseract   # lazy: with Pillow ~0.16 s; deciding that a page needs no OCR never pays it
    try:
        with one_omp_thread():
            osd = pytesseract.image_to_osd(img, config="--psm 0", timeout=seconds_for(img, timeout),
                                           output_type=pytesseract.Output.DICT)
    except Exception:       # too little text to tell, or no osd data: read as it is
        return None
    if int(osd.get("rotate", 0)) not in (90, 270):
        return None          # 0 or 180: upright as far as boxes go (180 is unreliable on capitals)
    best, best_score = None, SIDEWAYS_GAIN * upright_score()
    for turn in (Image.Transpose.ROTATE_90, Image.Transpose.ROTATE_270):
        words = _words_from_data(_tesseract(img.transpose(turn), psm, timeout),
                                 lambda l, t, r, b: pymupdf.Rect(l, t, r, b), 1.0, min_conf)
        if _reading_score(words) > best_score:
            best, best_score = (turn, words), _reading_score(words)
    return best


def _upright_reading(img: Image.Image, region, page, ox, oy, z, psm, timeout, min_conf,
                     upright: list[Word]) -> Optional[list[Word]]:
    """A large scanned region of a page with a text layer, whose drawing is turned inside the
    image: read turned upright when that reads clearly more, the words mapped back to the
    page's displayed coordinates. (A page that is all scan is turned as a whole before it is
    read: scan_turn.)"""
    from PIL import Image   # lazy: ~0.1 s; deciding that a page needs no OCR never pays it
    if region.width * region.height < SIDEWAYS_MIN_SHARE * page.rect.width * page.rect.height:
        return None
    found = _sideways_turns(img, timeout, psm, min_conf, lambda: _reading_score(upright))
    if found is None:
        return None
    turn, words = found
    W, H = img.size
    back = ((lambda u, v: (W - v, u)) if turn == Image.Transpose.ROTATE_90      # counter-clockwise
            else (lambda u, v: (v, H - u)))                                       # clockwise

    def to_pdf(w: Word) -> Word:
        (x0, y0), (x1, y1) = back(w.bbox[0], w.bbox[1]), back(w.bbox[2], w.bbox[3])
        box = ((ox + min(x0, x1)) / z, (oy + min(y0, y1)) / z, (ox + max(x0, x1)) / z, (oy + max(y0, y1)) / z)
        return dc_replace(w, bbox=tuple(round(v, 2) for v in box), size=round(w.size / z, 2))
    return [to_pdf(w) for w in words]


def scan_turn(page: pymupdf.Page, timeout: Optional[float] = None) -> int:
    """Degrees (90 or 270, clockwise as /Rotate counts them) that show a page's scanned drawing
    upright, or 0. A landscape sheet scanned sideways (no /Rotate) has every line of its text
    running up or down the image: read as it is shown, its lines, columns, title block and
    schedules all lie across each other. Such a page is read, laid out and cited as the page
    turned upright (models.Page.turn)."""
    from PIL import Image   # lazy: ~0.1 s; deciding that a page needs no OCR never pays it
    region = page.rect
    if region.is_empty:
        return 0
    img, _, _, _ = _render_for_ocr(page, region, INDEX_ZOOM, MAX_PIXELS)

    def upright() -> float:
        return _reading_score(_words_from_data(_tesseract(img, INDEX_PSM, timeout),
                                               lambda l, t, r, b: pymupdf.Rect(l, t, r, b), 1.0, MIN_CONF))
    found = _sideways_turns(img, timeout, INDEX_PSM, MIN_CONF, upright)
    if found is None:
        return 0
    # The image read best turned a quarter counter-clockwise shows upright on a page turned 270°.
    return 270 if found[0] == Image.Transpose.ROTATE_90 else 90


# --------------------------------------------------------------------------- budget and cache

@dataclass
class OcrBudget:
    """Question-time OCR limits; pure accounting (the caller measures and charges time)."""
    max_pages: int = 8
    max_seconds: float = 20.0
    max_cells: int = 90          # a cell is one tesseract call on one region
    pages: set = field(default_factory=set)
    cells: int = 0
    seconds: float = 0.0
    exhausted_reason: str = ""

    def allow(self, page_key) -> bool:
        """May one more cell run on page_key? Sets exhausted_reason when not."""
        if self.cells >= self.max_cells:
            self.exhausted_reason = f"OCR budget: {self.cells} of {self.max_cells} OCR calls used"
        elif self.seconds >= self.max_seconds:
            self.exhausted_reason = f"OCR budget: {self.seconds:.1f}s of {self.max_seconds:.0f}s used"
        elif page_key not in self.pages and len(self.pages) >= self.max_pages:
            self.exhausted_reason = f"OCR budget: {len(self.pages)} of {self.max_pages} pages used"
        else:
            return True
        return False

    def charge(self, page_key, seconds: float = 0.0, cells: int = 1) -> None:
        self.pages.add(page_key)
        self.cells += cells
        self.seconds += max(0.0, seconds)


class OcrCache:
    """OCR results as JSON files under `directory` (e.g. <index_dir>/ocr_cache/)."""

    def __init__(self, directory: str | os.PathLike):
        self.dir = Path(directory)

    @staticmethod
    def key(file_key: str, page: int, clip: pymupdf.Rect, zoom: float, psm: int, **extra) -> dict:
        return {"v": _CACHE_VERSION, "file": file_key, "page": int(page),
                "clip": [round(float(v), 1) for v in clip], "zoom": round(float(zoom), 3),
                "psm": int(psm), **extra}

    def _path(self, key: dict) -> Path:
        digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
        return self.dir / f"{digest[:40]}.json"

    def get(self, key: dict) -> Optional[list[Word]]:
        path = self._path(key)
        if not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("key") != key:
                return None
            return [Word(text=w[0], bbox=tuple(w[1:5]), size=w[5], block=w[6], line=w[7], conf=w[8])
                    for w in data["words"]]
        except (ValueError, KeyError, IndexError, TypeError) as e:
            log.warning("ignoring unreadable OCR cache entry %s: %s", path, e)
            return None

    def put(self, key: dict, words: list[Word]) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        rows = [[w.text, *w.bbox, w.size, w.block, w.line, w.conf] for w in words]
        payload = json.dumps({"key": key, "words": rows}, ensure_ascii=False)
        fd, tmp = tempfile.mkstemp(dir=self.dir, suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(payload)
            os.replace(tmp, self._path(key))
        except BaseException:
            os.unlink(tmp)
            raise


def ocr_region_words(page: pymupdf.Page, clip: Optional[pymupdf.Rect] = None, *,
                     psm: int = PSM_BLOCK, zoom: float = QUERY_ZOOM, timeout: float = 10.0,
                     max_pixels: int = MAX_PIXELS, min_conf: float = MIN_CONF,
                     vertical: bool = False, cache: Optional[OcrCache] = None, file_key: str = "",
                     budget: Optional[OcrBudget] = None, page_key=None) -> list[Word]:
    """Question-time OCR of one region (displayed coords; None = whole page).

    Cache hits are free. On a miss the budget is asked first: when it refuses, [] is returned
    and `budget.exhausted_reason` says why. Time spent is charged even if tesseract fails.
    `file_key` (e.g. hashing.file_sha256(path)) identifies the PDF in the cache.
    """
    region = page.rect if clip is None else pymupdf.Rect(clip) & page.rect
    pkey = page_key if page_key is not None else (file_key, page.number)
    key = OcrCache.key(file_key, page.number + 1, region, zoom, psm,
                       min_conf=min_conf, max_pixels=max_pixels, vertical=vertical)
    if cache is not None:
        hit = cache.get(key)
        if hit is not None:
            return hit
    require_tesseract()
    if budget is not None and not budget.allow(pkey):
        return []
    t0 = time.monotonic()
    try:
        words = ocr_page_words(page, region, zoom=zoom, psm=psm, timeout=timeout,
                               max_pixels=max_pixels, min_conf=min_conf, vertical=vertical)
    finally:
        if budget is not None:
            budget.charge(pkey, time.monotonic() - t0, cells=2 if vertical else 1)
    if cache is not None:
        cache.put(key, words)
    return words


def ocr_page(page: pymupdf.Page, regions: Optional[list[pymupdf.Rect]] = None, *,
             zoom: float = INDEX_ZOOM, psm: int = INDEX_PSM, timeout: Optional[float] = None,
             vertical: bool = False, cache: Optional[OcrCache] = None, file_key: str = "") -> list[Word]:
    """Index-time OCR of `regions` (default: ocr_regions(page)); block/line stay unique across regions."""
    out: list[Word] = []
    for region in ocr_regions(page) if regions is None else regions:
        words = ocr_region_words(page, region, psm=psm, zoom=zoom, timeout=timeout,
                                 vertical=vertical, cache=cache, file_key=file_key)
        b0 = max((w.block for w in out), default=0)
        l0 = max((w.line for w in out), default=0)
        out += [dc_replace(w, block=w.block + b0, line=w.line + l0) for w in words]
    return out


PSM_LINE = 7                # one line of text: a legend label read again from its crop


def read_line(page: pymupdf.Page, clip, timeout: float = 10.0) -> list[Word]:
    """One line of text read from its own crop (displayed coords), enlarged as page OCR is:
    a short label Tesseract read unsurely among the linework of a whole page often reads
    surely alone (`NEW wale` -> `NEW WALL`)."""
    require_tesseract()
    region = pymupdf.Rect(clip) & page.rect
    if region.is_empty:
        return []
    img, ox, oy, z = _render_for_ocr(page, region, INDEX_ZOOM, MAX_PIXELS)
    flat = _to_points(ox, oy, z)
    return _words_from_data(_tesseract(img, PSM_LINE, timeout), flat, z, MIN_CONF)
