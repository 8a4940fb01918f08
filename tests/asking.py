"""What the tests on generated sheets share: index a PDF they drew, and ask it questions with
its generation loaded once."""
from __future__ import annotations

from pathlib import Path

import pymupdf

from drawqa import store
from drawqa.answer import ask
from drawqa.eval.questions import norm
from drawqa.index import build
from drawqa.ocr_options import OcrOptions

_GENERATIONS: dict[str, store.Generation] = {}


def draw_text(page, x: float, y: float, text: str, size: float = 9.0, rotate: int = 0) -> None:
    """Text set on a generated sheet, baseline at (x, y), in Helvetica."""
    page.insert_text((x, y), text, fontsize=size, fontname="helv", rotate=rotate)


def draw_sheet_label(page, number: str, title: str) -> None:
    """A letter-size sheet's least title block: its number large at the right, its title under a caption."""
    draw_text(page, 1080, 700, number, 18)
    draw_text(page, 1080, 300, "SHEET TITLE", 7)
    draw_text(page, 1080, 312, title, 9)


def draw_grid(page, x0: float, y0: float, widths: list[float], rows: list[tuple], size: float = 8.0,
              row_height: float = 16) -> None:
    """A ruled table on a generated sheet: a cell's text inset in its box, empty cells left blank."""
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    for r, cells in enumerate(rows):
        y = y0 + row_height * r
        page.draw_line((xs[0], y), (xs[-1], y), width=0.5)
        for c, cell in enumerate(cells):
            if cell:
                draw_text(page, xs[c] + 4, y + row_height - 5, cell, size)
    end = y0 + row_height * len(rows)
    page.draw_line((xs[0], end), (xs[-1], end), width=0.5)
    for x in xs:
        page.draw_line((x, y0), (x, end), width=0.5)


def draw_revision_rows(page, x: float, y: float, revisions: list[tuple[str, str, str]]) -> None:
    """A title block's revision table: its caption, column heads, and one row per (no.,
    description, date), set as drawn sets set them."""
    draw_text(page, x, y, "REVISIONS", 7)
    draw_text(page, x, y + 16, "NO.", 6)
    draw_text(page, x + 30, y + 16, "DESCRIPTION", 6)
    draw_text(page, x + 200, y + 16, "DATE", 6)
    for i, (no, desc, date) in enumerate(revisions):
        row = y + 32 + 14 * i
        draw_text(page, x, row, no, 7)
        draw_text(page, x + 30, row, desc, 7)
        draw_text(page, x + 200, row, date, 7)


def draw_view_title(page, x: float, y: float, num: str, name: str, scale: str, rule: float = 460) -> None:
    """A view's title as drawings set it: its number, a rule `rule` points long under the name,
    and the scale under the rule."""
    draw_text(page, x, y, num, 14)
    page.draw_line((x + 26, y + 4), (x + rule, y + 4), width=1)
    draw_text(page, x + 30, y, name, 12)
    draw_text(page, x + 30, y + 16, f"SCALE: {scale}", 8)


def draw_sheets(path: Path, sheets, title_block, bodies: dict, width: float, height: float) -> Path:
    """A drawn set: for each (number, title, scale, revisions) a page with its title block and the
    body drawn for its number."""
    doc = pymupdf.open()
    for number, title, scale, revisions in sheets:
        page = doc.new_page(width=width, height=height)
        title_block(page, number, title, scale, revisions)
        bodies[number](page)
    doc.save(str(path))
    doc.close()
    return path


def scanned_pdf(path: Path, width: float, height: float, draw, scan) -> Path:
    """A sheet kept as a scan: `draw(page)` sets it, `scan(page)` turns it into image bytes, and
    the PDF written holds that image alone, with no text layer."""
    src = pymupdf.open()
    page = src.new_page(width=width, height=height)
    draw(page)
    image = scan(page)
    src.close()
    doc = pymupdf.open()
    out = doc.new_page(width=width, height=height)
    out.insert_image(out.rect, stream=image)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), deflate=True)
    doc.close()
    return path


def outlined(doc) -> pymupdf.Document:
    """Every word turned into vector outlines: the page keeps its drawing and loses its text."""
    out = pymupdf.open()
    for page in doc:
        svg = pymupdf.open("svg", page.get_svg_image(text_as_path=True).encode())
        out.insert_pdf(pymupdf.open("pdf", svg.convert_to_pdf()))
    return out


def index_pdf(pdf: Path, index_dir: Path) -> Path:
    """The text-layer index of one generated PDF (no OCR: the sheets are drawn as text)."""
    report = build([str(pdf)], index_dir, ocr=False)
    assert report.indexed == 1, report.summary()
    return index_dir


def drawn_index(tmp_path_factory, name: str, draw, width: float = 1224, height: float = 792) -> Path:
    """The text-layer index of one generated sheet, `draw(page)` setting its text and lines."""
    d = tmp_path_factory.mktemp(name)
    doc = pymupdf.open()
    draw(doc.new_page(width=width, height=height))
    pdf = d / f"{name}.pdf"
    doc.save(pdf)
    return index_pdf(pdf, d / "idx")


def ask_index(index: Path, question: str, ocr: bool = True):
    """The answer `drawqa ask` gives; `ocr=False` asks the text layer alone (no question-time OCR)."""
    gen = _GENERATIONS.setdefault(str(index), store.load(index))
    return ask(question, index, gen=gen, ocr=None if ocr else OcrOptions(enabled=False))


def ask_text_layer(index: Path, question: str) -> str:
    """The answer from the text layer alone: sheets drawn as text give question-time OCR nothing
    to add (it would only make a test slow)."""
    return ask_index(index, question, ocr=False).answer


def foundation_notes_index(tmp_path_factory, name: str, notes: list[str], heading: str = "GENERAL NOTES") -> Path:
    """The index of one foundation plan sheet (S1.0) whose numbered notes stand under `heading`."""
    d = tmp_path_factory.mktemp(name)
    doc = pymupdf.open()
    p = doc.new_page(width=1224, height=792)
    draw_text(p, 60, 60, heading, 11)
    for i, note in enumerate(notes, 1):
        draw_text(p, 60, 60 + 16 * i, f"{i}. {note}", 9)
    draw_text(p, 500, 700, "FOUNDATION PLAN", 12)
    draw_text(p, 500, 714, "SCALE: 1/4\" = 1'-0\"", 8)
    draw_text(p, 1100, 760, "S1.0", 20)
    pdf = d / f"{name}.pdf"
    doc.save(str(pdf))
    doc.close()
    return index_pdf(pdf, d / "index")


def draw_title_strip(page, width: float, height: float, firm: list[str], project: list[str], date: str,
                     number: str, scale: str, title: str, sheet: str, strip: float = 300) -> None:
    """A US sheet's title block as a strip down the right edge: the firm at the top, the project
    under its caption, the date and project number side by side, the scale, the sheet title and
    the sheet number at the foot."""
    page.draw_rect(pymupdf.Rect(30, 30, width - 30, height - 30), width=2)
    tb = width - strip
    page.draw_line((tb, 30), (tb, height - 30), width=1.5)
    x = tb + 14
    draw_text(page, x, 70, firm[0], 12)
    for i, line in enumerate(firm[1:]):
        draw_text(page, x, 86 + 12 * i, line, 7)
    draw_text(page, x, 300, "PROJECT", 6)
    for i, line in enumerate(project):
        draw_text(page, x, 316 + 14 * i, line, 9 if i == 0 else 7)
    draw_text(page, x, height - 268, "DATE", 6)
    draw_text(page, x, height - 254, date, 8)
    draw_text(page, x + 120, height - 268, "PROJECT NO.", 6)
    draw_text(page, x + 120, height - 254, number, 8)
    draw_text(page, x, height - 198, "SCALE", 6)
    draw_text(page, x, height - 184, scale, 8)
    draw_text(page, x, height - 138, "SHEET TITLE", 6)
    draw_text(page, x, height - 122, title, 11)
    draw_text(page, x, height - 88, "SHEET", 6)
    draw_text(page, x + 40, height - 48, sheet, 26)


def page_tables(pdf: Path, page: int = 1) -> list:
    """The schedules found on one page of a drawn PDF, read from its text layer."""
    from drawqa import extract, tables
    doc = extract.open_pdf(pdf)
    return tables.find_tables(extract.read_page(doc, page - 1, pdf, ocr=False))


def drawn_round(name: str) -> list[dict]:
    """The questions of a blind round asked of a sheet drawn here (`blind_questions/drawn/`)."""
    import json
    path = Path(__file__).parent / "blind_questions" / "drawn" / name
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def assert_never_wrong(index: Path, item: dict, scanned: bool = False) -> None:
    """The product's promise on one question: an unanswerable one abstains; an answer carries
    every expected value, or some of them and says which part it did not find; a miss is allowed
    (and counted in docs/first-sight.md).

    Question-time OCR reads a sheet only where its text layer is silent, and an answer from it
    must cite words the index lacks: a sheet drawn as text gives it nothing to find, only up to
    its 20 s budget to spend on each abstention. So the question is asked of the text layer,
    unless the sheet is a scan (`scanned`) or its file marks the answer as OCR's to read."""
    a = ask_index(index, item["question"], ocr=scanned or bool(item.get("ocr")))
    if item["expected"] is None:
        assert a.answer.startswith("no evidence found"), a.answer
        return
    if a.answer.startswith("no evidence found"):
        return
    said = norm(a.answer)     # compared as `drawqa eval` compares: `1½"` is `1 1/2"`
    if a.missing_parts and any(norm(must) in said for must in item["must_contain"]):
        return
    for must in item["must_contain"]:
        assert norm(must) in said, (must, a.answer)
