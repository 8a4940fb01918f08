"""Text that exists only in small raster images of a text-layer sheet's title block: seals,
stamps and logos.

A professional's seal (holder's name, licence number and state printed around a circle) and a
firm's certification logo are often pasted into a CAD sheet as pictures, so the text layer has
none of their words, and index-time OCR reads only sheets without a text layer. This reads, on
a sheet that has one, the few small images inside its title block (MAX_IMAGES per sheet).

Text set on a circle reads poorly as it stands (Tesseract wants straight lines): a round image
is read again unwrapped, its ring laid out as a straight strip (angle across, radius down), once
clockwise (the top arc's text, letters standing outward) and once counter-clockwise (the bottom
arc's, letters standing inward), with the strip cut where the ring has no text.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional

import numpy as np
import pymupdf

from .models import Block, Line, Page
from .ocr import normalize_ocr_text, one_omp_thread, require_tesseract, word_shaped
from .title_block import in_title_block

if TYPE_CHECKING:
    from PIL import Image

READING = 2               # how pictures are read, in the OCR cache's key: a cached reading of another is read again
MAX_IMAGES = 3            # images read per sheet: a seal or two and a logo
MIN_PIXELS = 48           # an image narrower than this (either side) is a rule, a fill or a tick
MAX_DECODE = 6_000_000    # pixels: a larger image is a drawing or a scan, not a seal or a logo
MIN_SIDE = 28.0           # points (~0.4 in): the inked part of a smaller image holds no legible text
MAX_SIDE = 300.0          # points (~4 in): a larger inked part is a drawing, not a seal or a logo
MAX_ASPECT = 4.0          # longer over shorter side: narrower images are rules and bars
INK = 128                 # grey level below which a pixel is ink
TARGET_PX = 480           # pixels across the longer side of the inked part, as rendered for OCR
MAX_ZOOM = 8.0

ROUND_ASPECT = 1.25       # a seal's inked part is about as tall as it is wide, ...
SIGNED_ASPECT = 1.6       # ... or this much taller, with a signature overhanging it
RING_INK = 0.35           # share of the circle at a seal's rim that is inked (its drawn border)
INNER = 0.30              # of the radius: the unwrapped strip runs from here to the rim
BLANK_ROW = 0.015         # share of a strip row inked: below it the row is blank ...
CIRCLE_ROW = 0.5          # ... above it the row is one of the seal's drawn circles
MIN_BAND = 12             # rows: a thinner band is a dotted circle, not text
MARGIN = 10               # white pixels around what is read
MIN_CONF = 70.0           # OCR words read less surely are dropped (rope borders read as letters)
MIN_WORD = 2              # letters or digits: a lone one is a dot of a border


_READ: dict[tuple, list[str]] = {}    # (file, image xref, size shown): lines read


def emblem_blocks(pdf_page: pymupdf.Page, page: Page, file_key: str = "", timeout: float = 20.0) -> list[Block]:
    """Blocks (source "image") of the text read from the page's title-block images. A set's
    sheets repeat one seal or logo (one image object shown on every page): each is read once
    per file and size shown."""
    out = []
    for rect, xref, shown in emblem_rects(pdf_page, page):
        key = (file_key, xref, round(rect.width, 1), round(rect.height, 1))
        if not file_key or key not in _READ:
            _READ[key] = read_emblem(pdf_page, rect, timeout, _native(pdf_page.parent, xref, shown))
        lines = _READ[key]
        if lines:
            box = tuple(round(v, 2) for v in rect)
            out.append(Block(lines=[Line(text=t, bbox=box, size=0.0) for t in lines], bbox=box, source="image"))
    return out


def emblem_rects(pdf_page: pymupdf.Page, page: Page) -> list[tuple[pymupdf.Rect, int, pymupdf.Matrix]]:
    """(displayed rect of the inked part, image xref, the matrix that shows the image's unit
    square on the page as seen) of the page's small title-block images, largest first, at most
    MAX_IMAGES."""
    doc = pdf_page.parent
    rot = pdf_page.rotation_matrix
    found: list[tuple[pymupdf.Rect, int, pymupdf.Matrix]] = []
    seen: set[int] = set()
    for info in pdf_page.get_image_info(xrefs=True):
        xref, w, h = info.get("xref", 0), info.get("width", 0), info.get("height", 0)
        if xref <= 0 or xref in seen or min(w, h) < MIN_PIXELS or w * h > MAX_DECODE:
            continue
        seen.add(xref)
        frac = _inked_part(doc, xref)
        if frac is None:
            continue
        shown = pymupdf.Matrix(info["transform"]) * rot
        r = pymupdf.Rect(frac) * shown
        r &= pdf_page.rect
        if r.is_empty:
            continue
        side, other = max(r.width, r.height), min(r.width, r.height)
        if other < MIN_SIDE or side > MAX_SIDE or side > MAX_ASPECT * other:
            continue
        if not in_title_block(page, tuple(r)):
            continue
        found.append((r, xref, shown))
    found.sort(key=lambda f: -f[0].get_area())
    return found[:MAX_IMAGES]


def _inked_part(doc, xref: int) -> Optional[tuple[float, float, float, float]]:
    """The inked part of an image as fractions of its width and height (0..1, rows down), or
    None for an image with no ink. A soft mask's transparent pixels are no ink."""
    try:
        pix = pymupdf.Pixmap(doc, xref)
        if pix.alpha:
            pix = pymupdf.Pixmap(pix, 0)
        gray = pix if pix.n == 1 else pymupdf.Pixmap(pymupdf.csGRAY, pix)
        a = np.frombuffer(gray.samples, dtype=np.uint8).reshape(gray.height, gray.stride)[:, :gray.width]
        ink = a < INK
        smask = doc.xref_get_key(xref, "SMask")
        if smask[0] == "xref":
            m = pymupdf.Pixmap(doc, int(smask[1].split()[0]))
            if (m.width, m.height) == (gray.width, gray.height) and m.n == 1:
                ink &= np.frombuffer(m.samples, dtype=np.uint8).reshape(m.height, m.stride)[:, :m.width] >= INK
    except (RuntimeError, ValueError):
        return None
    ys, xs = np.nonzero(ink)
    if xs.size == 0:
        return None
    H, W = ink.shape
    return (xs.min() / W, ys.min() / H, (xs.max() + 1) / W, (ys.max() + 1) / H)


def _native(doc, xref: int, shown: pymupdf.Matrix) -> Optional[np.ndarray]:
    """The image's own grey pixels, turned as the page shows them and cut to the inked part, when
    they are fewer than a render for OCR would give (a seal pasted at 72 dpi); else None, and the
    page is rendered. Rendering such a picture enlarges it by the renderer's interpolation first,
    which blurs small bold letters together; its own pixels are enlarged here once, with a
    sharper filter. Only a picture shown upright, turned by quarter turns or mirrored is read so."""
    if abs(shown.b) < 1e-6 and abs(shown.c) < 1e-6:
        across, down, swap = shown.a, shown.d, False
    elif abs(shown.a) < 1e-6 and abs(shown.d) < 1e-6:
        across, down, swap = shown.c, shown.b, True     # the image's rows run across the page
    else:
        return None
    try:
        pix = pymupdf.Pixmap(doc, xref)
        if pix.alpha:
            pix = pymupdf.Pixmap(pix, 0)
        gray = pix if pix.n == 1 else pymupdf.Pixmap(pymupdf.csGRAY, pix)
    except (RuntimeError, ValueError):
        return None
    a = np.frombuffer(gray.samples, dtype=np.uint8).reshape(gray.height, gray.stride)[:, :gray.width]
    if swap:
        a = a.T
    if across < 0:
        a = a[:, ::-1]
    if down < 0:
        a = a[::-1, :]
    ys, xs = np.nonzero(a < INK)
    if xs.size == 0:
        return None
    a = a[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    return np.ascontiguousarray(a) if max(a.shape) < TARGET_PX else None


def _enlarged(a: np.ndarray, px: int) -> np.ndarray:
    """The pixels enlarged (Lanczos) so their longer side is `px`."""
    from PIL import Image   # lazy: only for a sheet with title-block images
    img = Image.fromarray(a)
    k = px / max(a.shape)
    return np.asarray(img.resize((max(1, round(img.width * k)), max(1, round(img.height * k))),
                                 Image.Resampling.LANCZOS))


def read_emblem(pdf_page: pymupdf.Page, rect: pymupdf.Rect, timeout: float = 20.0,
                native: Optional[np.ndarray] = None) -> list[str]:
    """The lines of text read from one image's inked part (its own pixels when given, else a
    render of the page): as it stands, or, when it is a seal, each band of text of its ring
    unwrapped both ways, and its core."""
    if native is not None:
        a = _enlarged(native, TARGET_PX)
    else:
        zoom = min(MAX_ZOOM, TARGET_PX / max(rect.width, rect.height, 1.0))
        pix = pdf_page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=rect, colorspace=pymupdf.csGRAY, alpha=False)
        a = np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[:, :pix.width]
    ring = round_ring(a)
    if ring is None:
        return _agreed_lines([(a, False)], timeout)
    cx, cy, r = ring
    pieces = []
    for ccw in (False, True):
        strip = unwrap(a, cx, cy, r, ccw)
        pieces += [(strip[top:bottom], True) for top, bottom in text_bands(strip)]
    k = INNER * r
    core = a[max(0, int(cy - k)):int(cy + k), max(0, int(cx - k)):int(cx + k)]
    if core.size:
        pieces.append((core, False))
    return _agreed_lines(pieces, timeout)


# How a piece is shown to Tesseract: (enlargement, made black and white). Each reads words the
# others miss on seals (bold letters bleed together at one size and not at another), and each
# misreads others: a word is kept when several readings agree on it.
VARIANTS = ((1.0, False), (1.0, True), (1.25, False), (1.25, True), (1.5, False), (1.5, True),
            (2.0, False), (2.0, True))
MIN_VOTES = 3             # readings (of the 8) that must give a word surely for it to be kept
MAJORITY = 0.5            # share of the readings of a word's place, sure or not, that must give it
GAP = 24                  # white pixels between the pieces stacked into one page for Tesseract


def _agreed_lines(pieces: list[tuple[np.ndarray, bool]], timeout: float) -> list[str]:
    """The lines of the pieces of an image (each with `one_row`: a band of an unwrapped ring,
    one line however its words stand), from the words their readings agree on, in place order.

    Every reading of every piece is stacked into one page and read by one Tesseract call (a
    call costs ~0.7 s to start, a piece ~0.1 s to read)."""
    from PIL import Image   # lazy: only for a sheet with title-block images
    shown = [(i, scale, _prepared(p, scale, bw)) for i, (p, _) in enumerate(pieces) for scale, bw in VARIANTS]
    width = max(img.width for _, _, img in shown)
    page = Image.new("L", (width, sum(img.height + GAP for _, _, img in shown)), 255)
    spans, y = [], 0
    for i, scale, img in shown:
        page.paste(img, (0, y))
        spans.append((y, y + img.height, i, scale))
        y += img.height + GAP
    reads: dict[int, list[tuple[str, float, float, float, float, float]]] = {}
    for text, conf, x, cy, w, h in _words(page, 6, timeout):
        for top, bottom, i, scale in spans:
            if top <= cy < bottom:
                reads.setdefault(i, []).append((text, conf, x / scale, (cy - top) / scale, w / scale, h / scale))
                break
    lines = []
    for i, (_, one_row) in enumerate(pieces):
        kept = _agreed(reads.get(i, []), one_row)
        if not kept:
            continue
        if one_row:
            lines.append(" ".join(t for t, *_ in kept))
            continue
        height = sorted(k[3] for k in kept)[len(kept) // 2]
        rows: dict[int, list] = {}
        for text, x, cy, _ in kept:
            rows.setdefault(round(cy / max(height, 1.0)), []).append((x, text))
        lines += [" ".join(t for _, t in sorted(ws)) for _, ws in sorted(rows.items())]
    return lines


def _agreed(reads: list[tuple[str, float, float, float, float, float]], one_row: bool) -> list[tuple[str, float, float, float]]:
    """The words of one piece its readings agree on, left to right: the readings' words are
    grouped by the place they stand at (a word's place is its box; a band of a ring is one
    row). At each place the text most readings give surely (MIN_CONF) wins when MIN_VOTES give
    it surely, no other text is given surely as often, and more than MAJORITY of the readings
    of the place, sure or not, give it: a name has no dictionary to check it against, so only
    readings that agree make it (`CLARCQ` 3, `CLAACQ` 3: neither)."""
    places: list[list] = []
    for r in sorted(reads, key=lambda r: r[2]):
        text, conf, x, cy, w, h = r
        for place in places:
            px, pcy, pw, ph = place[0][2:]
            same_row = one_row or abs(cy - pcy) < 0.5 * max(h, ph)
            if same_row and min(x + w / 2, px + pw / 2) - max(x - w / 2, px - pw / 2) > 0.5 * min(w, pw):
                place.append(r)
                break
        else:
            places.append([r])
    out = []
    for place in places:
        sure: dict[str, int] = {}
        for r in place:
            if r[1] >= MIN_CONF:
                sure[r[0]] = sure.get(r[0], 0) + 1
        if not sure:
            continue
        ranked = sorted(sure.items(), key=lambda kv: -kv[1])
        text, n = ranked[0]
        if n < MIN_VOTES or (len(ranked) > 1 and ranked[1][1] == n):
            continue
        mine = [r for r in place if r[0] == text]
        if len(mine) <= MAJORITY * len(place):
            continue
        out.append((text, sum(r[2] for r in mine) / len(mine), sum(r[3] for r in mine) / len(mine),
                    sum(r[5] for r in mine) / len(mine)))
    return sorted(out, key=lambda k: k[1])


def _prepared(a: np.ndarray, scale: float, bw: bool) -> Image.Image:
    """The pixels on a white margin, enlarged by `scale`, and when `bw` smoothed and made black
    and white."""
    from PIL import Image, ImageFilter, ImageOps   # lazy: only for a sheet with title-block images
    img = ImageOps.expand(Image.fromarray(np.ascontiguousarray(a)), MARGIN, fill=255)
    if scale != 1.0:
        img = img.resize((int(img.width * scale), int(img.height * scale)), Image.Resampling.LANCZOS)
    if bw:
        img = img.filter(ImageFilter.GaussianBlur(1.0)).point(lambda v: 255 if v > 150 else 0)
    return img


def text_bands(strip: np.ndarray) -> list[tuple[int, int]]:
    """Row ranges of an unwrapped ring that hold its text: runs of rows between blank rows and
    the rows of the seal's drawn circles (inked nearly all the way round), each cut to its line
    of letters. A signature across the seal can join two lines into one band."""
    share = (strip < INK).mean(axis=1)
    edge = (share < BLANK_ROW) | (share > CIRCLE_ROW)
    out, start = [], None
    for i, e in enumerate(list(edge) + [True]):
        if not e and start is None:
            start = i
        elif e and start is not None:
            top, bottom = _letter_rows(share, start, i)
            if bottom - top >= MIN_BAND:
                out.append((top, bottom))
            start = None
    return out


LETTER_ROW = 0.2          # of a band's densest row: rows inked less are beside its line of letters
LETTER_PAD = 3            # rows kept above and below a band's line of letters


def _letter_rows(share: np.ndarray, top: int, bottom: int) -> tuple[int, int]:
    """The rows of a band (top..bottom) that hold its line of letters: the run of rows around its
    densest one inked at least LETTER_ROW as much. A band of an inner ring also takes in, below
    its line, the ends of the lines set straight across the core (a number, a date), which read
    as noise strung along the line."""
    band = share[top:bottom]
    smooth = np.convolve(band, np.ones(3) / 3, "same")
    peak = int(np.argmax(smooth))
    floor = LETTER_ROW * smooth[peak]
    lo = hi = peak
    while lo > 0 and band[lo - 1] >= floor:
        lo -= 1
    while hi < len(band) - 1 and band[hi + 1] >= floor:
        hi += 1
    return max(top, top + lo - LETTER_PAD), min(bottom, top + hi + 1 + LETTER_PAD)


def round_ring(a: np.ndarray) -> Optional[tuple[float, float, float]]:
    """(centre x, centre y, radius) in pixels when the image is a seal: its width spans a
    circle (a signature may overhang it above or below) whose rim is inked; else None."""
    ink = a < INK
    ys, xs = np.nonzero(ink)
    if xs.size == 0:
        return None
    x0, x1, y0, y1 = xs.min(), xs.max() + 1, ys.min(), ys.max() + 1
    w, h = x1 - x0, y1 - y0
    if not 1 / ROUND_ASPECT <= h / w <= SIGNED_ASPECT:
        return None
    r = w / 2
    cx = (x0 + x1) / 2
    th = np.linspace(0, 2 * np.pi, 720, endpoint=False)
    best = None
    for cy in np.arange(y0 + 0.9 * r, y1 - 0.9 * r + 1, 1.0):
        score = 0.0
        for k in (0.985, 0.96, 0.93):
            X = np.clip((cx + k * r * np.cos(th)).astype(int), 0, a.shape[1] - 1)
            Y = np.clip((cy + k * r * np.sin(th)).astype(int), 0, a.shape[0] - 1)
            score = max(score, float(ink[Y, X].mean()))
        if best is None or score > best[0]:
            best = (score, cy)
    if best is None or best[0] < RING_INK:
        return None
    return cx, best[1], r


def unwrap(a: np.ndarray, cx: float, cy: float, r: float, ccw: bool) -> np.ndarray:
    """The ring between INNER * r and r as a straight strip: clockwise with the rim on top
    (the top arc's text upright) or counter-clockwise with the rim below (the bottom arc's).
    The strip starts at the angle where its text rows hold the least ink, so no word is cut."""
    rows = max(8, int(r * (1 - INNER)))
    cols = max(16, int(2 * np.pi * r * (1 + INNER) / 2))
    th = np.linspace(0, 2 * np.pi, cols, endpoint=False)
    rs = np.linspace(r, INNER * r, rows)
    if ccw:
        th, rs = -th, rs[::-1]
    T, RR = np.meshgrid(th, rs)
    strip = _sampled(a, cx + RR * np.cos(T), cy + RR * np.sin(T))
    ink = strip < INK
    # rows inked nearly all the way round are the seal's drawn circles, not text
    text_rows = ink.mean(axis=1) < 0.5
    col_ink = ink[text_rows].sum(axis=0) if text_rows.any() else ink.sum(axis=0)
    window = max(3, cols // 60)
    smooth = np.convolve(np.concatenate([col_ink, col_ink[:window]]), np.ones(window), "valid")[:cols]
    start = int(np.argmin(smooth)) + window // 2
    return np.roll(strip, -start, axis=1)


def _sampled(a: np.ndarray, X: np.ndarray, Y: np.ndarray) -> np.ndarray:
    """The pixels at (X, Y), interpolated between the four nearest (bilinear): the nearest pixel
    alone leaves a letter's curved strokes jagged once unwrapped."""
    X = np.clip(X, 0, a.shape[1] - 1.001)
    Y = np.clip(Y, 0, a.shape[0] - 1.001)
    x0, y0 = X.astype(int), Y.astype(int)
    fx, fy = X - x0, Y - y0
    x1, y1 = np.minimum(x0 + 1, a.shape[1] - 1), np.minimum(y0 + 1, a.shape[0] - 1)
    v = (a[y0, x0] * (1 - fx) * (1 - fy) + a[y0, x1] * fx * (1 - fy)
         + a[y1, x0] * (1 - fx) * fy + a[y1, x1] * fx * fy)
    return v.astype(np.uint8)


_INITIAL = re.compile(r"^[A-Z]\.$")


def _words(img: Image.Image, psm: int, timeout: float) -> list[tuple[str, float, float, float, float, float]]:
    """(text, confidence, centre x, centre y, width, height) of each word Tesseract reads that is
    shaped like a word (two letters or digits, or an initial `J.`), however surely: an unsure
    reading still counts against a word the others read surely."""
    import pytesseract   # lazy: only for a sheet with title-block images
    require_tesseract()
    with one_omp_thread():
        d = pytesseract.image_to_data(img, config=f"--psm {psm}", timeout=timeout, output_type=pytesseract.Output.DICT)
    out = []
    for i, raw in enumerate(d["text"]):
        t = normalize_ocr_text(str(raw))
        conf = float(d["conf"][i])
        if conf < 0 or not (_INITIAL.match(t) or sum(ch.isalnum() for ch in t) >= MIN_WORD and word_shaped(t)):
            continue
        l, top, w, h = (int(d[k][i]) for k in ("left", "top", "width", "height"))
        out.append((t, conf, l + w / 2, top + h / 2, w, h))
    return out
