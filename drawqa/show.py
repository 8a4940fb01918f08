"""Evidence as pictures: the cited region of a sheet, the cited box highlighted, labelled.

A citation's bbox is in PDF points with a top-left origin on the page *as displayed* (after
/Rotate). PyMuPDF renders the displayed page, and in the PyMuPDF this project pins (1.26-1.x)
`Page.get_pixmap(clip=...)` takes the clip in those same displayed coordinates (the display
list is built with the page's rotation applied), so a bbox is used as is; tests check this on
/Rotate 0/90/180/270 pages against the text layer's own word boxes.

Only PyMuPDF renders; Pillow composes the translucent highlight and the label strip.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator, Optional

import pymupdf
from PIL import Image, ImageDraw, ImageFont

from . import store
from .errors import DrawqaError, IndexMissingError, PdfError, UsageError
from .extract import open_pdf, turn_page
from .hashing import file_sha256
from .sheet_ids import canonical_sheet_id

HIGHLIGHT_FILL = (255, 196, 0, 70)      # translucent amber over the cited box
HIGHLIGHT_EDGE = (220, 20, 60, 255)     # crimson outline
STRIP_BG = (34, 34, 34)
STRIP_FG = (255, 255, 255)
STRIP_FG2 = (200, 200, 200)
MAX_PX = 1600          # longest side of the rendered region, in pixels
MAX_ZOOM = 4.0         # 288 dpi: small boxes are enlarged, never beyond this
MIN_CONTEXT = 36.0     # points of sheet shown around the box, at least
MIN_W, MIN_H = 420.0, 260.0   # a region never smaller than this (points), for context


@dataclass
class Rendered:
    """One written PNG and where the highlight landed, in image pixels."""
    path: Path
    width: int
    height: int
    clip: tuple[float, float, float, float]      # displayed-page points rendered
    zoom: float                                  # pixels per point
    strip: int                                   # height of the label strip on top, pixels
    box: Optional[tuple[int, int, int, int]]     # highlight rectangle in image pixels
    label: str

    def to_dict(self) -> dict:
        return {"path": str(self.path), "width": self.width, "height": self.height,
                "clip": [round(v, 1) for v in self.clip], "zoom": round(self.zoom, 4),
                "box": list(self.box) if self.box else None, "label": self.label}


# ---------------------------------------------------------------------------------------------
# Finding the PDF of a citation


class PdfResolver:
    """Map a citation's `file` (a basename) to a readable PDF path.

    Order: `--pdf-dir/<file>` when a directory is given, then the path recorded in the index
    manifest. A file whose content changed since indexing is still rendered, with a warning,
    because its boxes may no longer match.
    """

    def __init__(self, index_dir: Optional[Path] = None, pdf_dir: Optional[Path] = None,
                 manifest: Optional[dict] = None):
        self.index_dir = Path(index_dir) if index_dir is not None else None
        self.pdf_dir = Path(pdf_dir) if pdf_dir is not None else None
        self._manifest = manifest
        self._resolved: dict[str, Path] = {}
        self.warnings: list[str] = []

    def manifest(self) -> Optional[dict]:
        if self._manifest is None and self.index_dir is not None:
            gen = store.current_generation(self.index_dir)
            if gen is None:
                return None
            try:
                m = json.loads((gen / "manifest.json").read_text())
            except (OSError, ValueError):
                return None
            self._manifest = m if isinstance(m, dict) else None
        return self._manifest

    def turn(self, file: str, page: int) -> int:
        """The turn the page was read with (store.page_turn): its boxes are on the page turned so."""
        return store.page_turn(self.manifest(), file, page)

    def __call__(self, file: str) -> Path:
        if file in self._resolved:
            return self._resolved[file]
        entry = None
        m = self.manifest()
        if m:
            files = m.get("files")
            entry = next((f for f in files if isinstance(f, dict) and f.get("file") == file), None) \
                if isinstance(files, list) else None
        candidates: list[Path] = []
        if self.pdf_dir is not None:
            candidates.append(self.pdf_dir / Path(file).name)   # a name, never a path out of DIR
        if entry and entry.get("path"):
            candidates.append(Path(entry["path"]))
        path = next((p for p in candidates if p.is_file()), None)
        if path is None:
            tried = ", ".join(str(p) for p in candidates) or "nothing to try"
            if m is None and self.pdf_dir is None:
                raise IndexMissingError(f"cannot find {file}: no index to look it up in "
                                        f"(pass --pdf-dir DIR or --index-dir)")
            raise PdfError(f"cannot find {file} (tried {tried}); pass --pdf-dir DIR with the "
                           "folder that holds it")
        if entry and entry.get("sha256"):
            if file_sha256(path) != entry["sha256"]:
                self.warnings.append(f"{path} changed since it was indexed; highlights may be off "
                                     "(re-run `drawqa index`)")
        self._resolved[file] = path
        return path


# ---------------------------------------------------------------------------------------------
# Rendering


def _font(size: int):
    for name in ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"):
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    try:
        return ImageFont.load_default(size=size)
    except TypeError:   # Pillow < 10.1
        return ImageFont.load_default()


def _fit(draw, text: str, font, width: int) -> str:
    """Cut text with an ellipsis so it fits in width pixels."""
    if draw.textlength(text, font=font) <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if draw.textlength(text[:mid] + "...", font=font) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "..."


def region_for(bbox, page_rect, context: Optional[float] = None):
    """The displayed-page rectangle to render: the box, some sheet around it, inside the page."""
    prect = pymupdf.Rect(page_rect)
    if bbox is None:
        return prect
    b = pymupdf.Rect(bbox)
    b.normalize()
    margin = context if context is not None else max(MIN_CONTEXT, 0.25 * max(b.width, b.height))
    r = pymupdf.Rect(b.x0 - margin, b.y0 - margin, b.x1 + margin, b.y1 + margin)
    if context is None:   # small boxes: grow to a minimum size around the box's centre
        cx, cy = (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2
        w, h = max(r.width, MIN_W), max(r.height, MIN_H)
        r = pymupdf.Rect(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
    # slide back inside the page before cutting, so context is kept where the page allows
    dx = max(0.0, prect.x0 - r.x0) - max(0.0, r.x1 - prect.x1)
    dy = max(0.0, prect.y0 - r.y0) - max(0.0, r.y1 - prect.y1)
    r = pymupdf.Rect(r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy) & prect
    if r.is_empty:
        return prect
    return r


def render(pdf_path: Path, page_no: int, bbox, out_path: Path, *, label: str = "",
           detail: str = "", context: Optional[float] = None, max_px: int = MAX_PX,
           highlight: bool = True, turn: int = 0) -> Rendered:
    """Render the region around `bbox` on page `page_no` (1-based) of a PDF to a PNG.

    `bbox` is [x0, y0, x1, y1] in displayed-page points (None: the whole page). `label` is the
    first line of the strip on top (file, sheet, page); `detail` the second (the cited text).
    `turn`: the page is shown turned so beyond its /Rotate, as it was read (models.Page.turn).
    """
    doc = open_pdf(pdf_path)
    try:
        if not 1 <= int(page_no) <= doc.page_count:
            raise UsageError(f"{Path(pdf_path).name} has no page {page_no} "
                             f"(it has {doc.page_count})")
        page = doc[int(page_no) - 1]
        turn_page(page, turn)
        prect = page.rect
        box = None
        if bbox is not None:
            box = pymupdf.Rect(bbox)
            box.normalize()
            if (box & prect).is_empty:
                raise UsageError(f"bbox {list(bbox)} lies outside page {page_no} "
                                 f"({prect.width:.0f} x {prect.height:.0f} pt)")
            box &= prect
        clip = region_for(box, prect, context)
        zoom = min(MAX_ZOOM, (max_px - 1) / max(clip.width, clip.height, 1.0))   # -1: irect rounds out
        pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=clip, alpha=False,
                              colorspace=pymupdf.csRGB)
        img = Image.frombytes("RGB", (pix.width, pix.height), pix.samples)
        ox, oy = pix.x, pix.y     # the pixmap's origin in zoomed displayed-page pixels
    finally:
        doc.close()

    box_px = None
    if box is not None and highlight:
        pad = max(3, round(zoom * 3))
        edge = max(2, round(zoom * 1.2))
        x0 = round(box.x0 * zoom - ox) - pad
        y0 = round(box.y0 * zoom - oy) - pad
        x1 = round(box.x1 * zoom - ox) + pad
        y1 = round(box.y1 * zoom - oy) + pad
        x0, y0 = max(0, x0), max(0, y0)
        x1, y1 = min(img.width - 1, x1), min(img.height - 1, y1)
        overlay = Image.new("RGBA", img.size, (0, 0, 0, 0))
        d = ImageDraw.Draw(overlay)
        d.rectangle((x0, y0, x1, y1), fill=HIGHLIGHT_FILL)
        d.rectangle((x0, y0, x1, y1), outline=HIGHLIGHT_EDGE, width=edge)
        img = Image.alpha_composite(img.convert("RGBA"), overlay).convert("RGB")
        box_px = (x0, y0, x1, y1)

    # label strip on top: file | sheet | page | section, then the cited text
    fsize = max(13, min(22, img.width // 60))
    font, font2 = _font(fsize), _font(max(11, fsize - 3))
    width = max(img.width, 360)
    lines = [(label, font, STRIP_FG)] + ([(detail, font2, STRIP_FG2)] if detail else [])
    line_h = [round(f.size * 1.45) if hasattr(f, "size") else 16 for _, f, _ in lines]
    strip = sum(line_h) + 12
    canvas = Image.new("RGB", (width, img.height + strip), (255, 255, 255))
    canvas.paste(Image.new("RGB", (width, strip), STRIP_BG), (0, 0))
    canvas.paste(img, (0, strip))
    d = ImageDraw.Draw(canvas)
    y = 6
    for (text, f, colour), h in zip(lines, line_h):
        d.text((8, y), _fit(d, " ".join(text.split()), f, width - 16), font=f, fill=colour)
        y += h
    if box_px:
        box_px = (box_px[0], box_px[1] + strip, box_px[2], box_px[3] + strip)

    out_path = Path(out_path)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_path.with_name(f".{out_path.name}.tmp")
    canvas.save(tmp, format="PNG", optimize=True)
    tmp.replace(out_path)
    return Rendered(path=out_path, width=canvas.width, height=canvas.height,
                    clip=(clip.x0, clip.y0, clip.x1, clip.y1), zoom=zoom, strip=strip,
                    box=box_px, label=label)


# ---------------------------------------------------------------------------------------------
# Citations and answers -> PNGs


def image_label(c: dict) -> str:
    sheet = c.get("sheet_id") or "?"
    title = c.get("sheet_title") or ""
    if title and title.upper().startswith(sheet.upper()):
        title = title[len(sheet):].strip(" -")
    parts = [c.get("file", "?"), f"{sheet} {title}".strip(), f"page {c.get('page', '?')}"]
    if c.get("section"):
        parts.append(c["section"])
    return "  |  ".join(parts)


def _safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_") or "sheet"


def file_name(n: int, c: dict) -> str:
    return f"{n:02d}-{_safe(str(c.get('sheet_id') or 'sheet'))}-p{c.get('page', 0)}.png"


def citations_of(obj) -> Iterator[dict]:
    """Citations in anything drawqa prints: an answer, a search hit, a citation, or a list."""
    if isinstance(obj, list):
        for item in obj:
            yield from citations_of(item)
    elif isinstance(obj, dict):
        if "citations" in obj:
            yield from (c for c in obj["citations"] or [] if isinstance(c, dict))
        elif "file" in obj and "page" in obj:
            yield obj


def render_citations(citations: Iterable[dict], out_dir: Path, resolver: PdfResolver, *,
                     context: Optional[float] = None, max_px: int = MAX_PX, start: int = 1
                     ) -> list[Rendered]:
    """One PNG per citation, numbered from `start`, written into out_dir; returned in the order
    given (a citation repeated with the same file, page and bbox reuses the first one's PNG)."""
    out: list[Rendered] = []
    done: dict[tuple, Rendered] = {}
    n = start
    for c in citations:
        if not c.get("file") or not isinstance(c.get("page"), int):
            raise UsageError(f"not a citation (needs file and page): {json.dumps(c)[:200]}")
        bbox = c.get("bbox")
        key = (c["file"], c["page"], tuple(bbox) if bbox else None)
        if key not in done:
            detail = " ".join(str(c.get("text") or "").split())
            done[key] = render(resolver(c["file"]), c["page"], bbox, Path(out_dir) / file_name(n, c),
                               label=image_label(c), detail=f"\u201c{detail}\u201d" if detail else "",
                               context=context, max_px=max_px, turn=resolver.turn(c["file"], c["page"]))
            n += 1
        out.append(done[key])
    return out


def unique(rendered: Iterable[Rendered]) -> list[Rendered]:
    seen, out = set(), []
    for r in rendered:
        if r.path not in seen:
            seen.add(r.path)
            out.append(r)
    return out


def render_stream(text: str, out_dir: Path, resolver: PdfResolver, **kw) -> list[Rendered]:
    """Render every citation in JSON read from stdin (`drawqa ask ... | drawqa show --from-json`).

    An upstream error object ({"error": ..., "exit_code": ...}) with nothing to render is
    raised again with its exit code, so a failing pipeline fails.
    """
    values = read_json_stream(text)
    if not values:
        raise UsageError("--from-json: nothing on stdin; pipe in `drawqa ask --json ...`")
    errors = [v for v in values if isinstance(v, dict) and "error" in v and "citations" not in v]
    cites = list(citations_of([v for v in values if not (isinstance(v, dict) and "error" in v)]))
    if errors and not cites:
        code = errors[0].get("exit_code")
        raise DrawqaError(f"upstream: {errors[0]['error']}",
                          exit_code=code if isinstance(code, int) and code > 0 else 1)
    return unique(render_citations(cites, out_dir, resolver, **kw))


def parse_bbox(text: Optional[str]) -> Optional[list[float]]:
    """`x0,y0,x1,y1` (commas or spaces, brackets allowed) -> four floats; None for no box."""
    if text is None or not text.strip():
        return None
    parts = [p for p in re.split(r"[\s,\[\]]+", text.strip()) if p]
    try:
        vals = [float(p) for p in parts]
    except ValueError:
        vals = []
    if len(vals) != 4 or vals[2] <= vals[0] or vals[3] <= vals[1]:
        raise UsageError(f"--bbox wants x0,y0,x1,y1 with x1 > x0 and y1 > y0 (got {text!r})")
    return vals


def read_json_stream(text: str) -> list:
    """Every JSON value in text: one pretty-printed document, JSON lines, or several in a row."""
    dec = json.JSONDecoder()
    values, i, n = [], 0, len(text)
    while True:
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            return values
        try:
            value, i = dec.raw_decode(text, i)
        except ValueError as exc:
            raise UsageError(f"--from-json: stdin is not JSON ({exc}); pipe in the output of "
                             "`drawqa ask` or `drawqa search`") from exc
        values.append(value)


def manual_citation(sheets: list, *, sheet: Optional[str] = None, file: Optional[str] = None,
                    page: Optional[int] = None, bbox=None) -> dict:
    """A citation for `drawqa show --sheet ID` / `--file NAME --page N [--bbox ...]`, with the
    sheet's ID and title filled in from the index's sheets when it knows the page."""
    if sheet:
        match = [s for s in sheets if canonical_sheet_id(s.sheet_id) == canonical_sheet_id(sheet)]
        if not match:
            raise UsageError(f"no sheet {sheet!r} in the index; see `drawqa sheets`")
        if file and match[0].file != file or page and match[0].page != page:
            raise UsageError(f"sheet {sheet} is {match[0].file} page {match[0].page}, "
                             "not the --file/--page given")
        file, page = match[0].file, match[0].page
    if not file or not page:
        raise UsageError("say what to render: --from-json (an answer on stdin), --sheet ID, "
                         "or --file NAME --page N [--bbox x0,y0,x1,y1]")
    file = Path(file).name
    known = next((s for s in sheets if s.file == file and s.page == page), None)
    return {"file": file, "page": int(page), "sheet_id": known.sheet_id if known else f"PAGE-{page}",
            "sheet_title": known.title if known else "", "section": "", "bbox": bbox, "text": ""}
