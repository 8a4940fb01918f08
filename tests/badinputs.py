"""A generator of good and bad input PDFs for the reliability tests.

Everything is built here with PyMuPDF (or as raw bytes) into a directory the caller owns;
nothing is downloaded or committed. Each function returns the path it wrote.

    python tests/badinputs.py OUTDIR      # writes the whole corpus, for poking at by hand
"""
from __future__ import annotations

import io
import math
import sys
from pathlib import Path

import pymupdf

LETTER = (612, 792)
A0 = (2384, 3370)
PDF_MAX = 14400             # the largest page side PDF allows (200 in), in points

NOTE_LINES = [
    "GENERAL NOTES",
    "1. FIRE SPRINKLERS SHALL BE INSTALLED PER NFPA 13D THROUGHOUT THE DWELLING.",
    "2. ALL GYPSUM BOARD IN GARAGE SHALL BE 5/8\" TYPE X.",
    "3. PROVIDE 3'-0\" WIDE EXIT DOOR D-101 AT THE REAR.",
    "4. CONSTRUCTION TYPE V-B, OCCUPANCY R-3.",
    "5. WINDOW W1 SHALL HAVE A U-FACTOR OF 0.30.",
]


def _title_block(page, sheet_id: str, title: str) -> None:
    """A right-hand title block strip with labels, a title and a large sheet number (displayed coords)."""
    W, H = page.rect.width, page.rect.height
    x = W * 0.86
    page.insert_text(pymupdf.Point(x, H * 0.62) * page.derotation_matrix, "DRAWING TITLE",
                     fontsize=7, rotate=page.rotation)
    page.insert_text(pymupdf.Point(x, H * 0.65) * page.derotation_matrix, title,
                     fontsize=9, rotate=page.rotation)
    page.insert_text(pymupdf.Point(x, H * 0.80) * page.derotation_matrix, "DRAWING NUMBER",
                     fontsize=7, rotate=page.rotation)
    page.insert_text(pymupdf.Point(x, H * 0.85) * page.derotation_matrix, "ISSUE DATE 01/15/2024",
                     fontsize=7, rotate=page.rotation)
    page.insert_text(pymupdf.Point(x, H * 0.95) * page.derotation_matrix, sheet_id,
                     fontsize=24, rotate=page.rotation)


def add_text_page(doc, size=LETTER, rotation: int = 0, sheet_id: str = "A1.0",
                  title: str = "FLOOR PLAN", lines=NOTE_LINES, at=(40, 80), fontsize: float = 10):
    """A drawing-like page: notes at `at` (displayed coords, top-left origin) and a title block.

    Text is placed in displayed coordinates whatever the page's /Rotate, so it reads upright
    when the page is shown; returns the page.
    """
    page = doc.new_page(width=size[0], height=size[1])
    if rotation:
        page.set_rotation(rotation)
    x, y = at
    for i, text in enumerate(lines):
        p = pymupdf.Point(x, y + i * fontsize * 1.6) * page.derotation_matrix
        page.insert_text(p, text, fontsize=fontsize, rotate=page.rotation)
    _title_block(page, sheet_id, title)
    return page


def _save(doc, path: Path, **kw) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(str(path), **kw)
    doc.close()
    return path


# --------------------------------------------------------------------------- good files

def good_pdf(path: Path, sheet_id: str = "A1.0", title: str = "FLOOR PLAN", lines=NOTE_LINES) -> Path:
    doc = pymupdf.open()
    add_text_page(doc, sheet_id=sheet_id, title=title, lines=lines)
    return _save(doc, path)


def rotated_pdf(path: Path, rotations=(0, 90, 180, 270), size=(792, 612)) -> Path:
    """One page per rotation, each with the word MARKERWORD at displayed (100, 150)."""
    doc = pymupdf.open()
    for k, rot in enumerate(rotations):
        add_text_page(doc, size=size, rotation=rot, sheet_id=f"A{k + 1}.0", title=f"ROTATED {rot}",
                      lines=[f"ROTATION NOTES {rot}", "MARKERWORD SHALL APPEAR HERE", *NOTE_LINES[1:3]],
                      at=(100, 150))
    return _save(doc, path)


def mixed_sizes_pdf(path: Path) -> Path:
    """An A0 sheet next to a letter sheet next to a tabloid sheet."""
    doc = pymupdf.open()
    add_text_page(doc, size=A0, sheet_id="A0.1", title="SITE PLAN", fontsize=16, at=(200, 300))
    add_text_page(doc, size=LETTER, sheet_id="G-001", title="COVER SHEET")
    add_text_page(doc, size=(1224, 792), sheet_id="A2.1", title="ELEVATIONS")
    return _save(doc, path)


def many_pages_pdf(path: Path, pages: int = 1000) -> Path:
    """A long file with a little text per page (a sheet number and one note line)."""
    doc = pymupdf.open()
    for i in range(pages):
        page = doc.new_page(width=612, height=792)
        page.insert_text((40, 80), f"NOTE {i + 1}: PAGE BODY TEXT FOR SHEET NUMBER {i + 1}", fontsize=10)
        page.insert_text((520, 760), f"A{i % 999 + 1}", fontsize=24)
    return _save(doc, path, garbage=0, deflate=False)


def unicode_pdf(path: Path) -> Path:
    """Ligatures, U+2010 hyphens, CJK, RTL and emoji in the text layer.

    A TextWriter with the built-in CJK font (Droid Sans Fallback) writes a Unicode ToUnicode
    map, so the ligatures, U+2010, CJK and RTL reach the text layer as those code points, as a
    CAD export's would (Arabic comes back as presentation forms, in visual order). Emoji have
    no glyph here and come back mangled: a text layer with unmappable glyphs is a case too.
    """
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    font = pymupdf.Font("cjk")
    tw = pymupdf.TextWriter(page.rect)
    for y, text in [
        (80, "SEE SHEET A\u20101.0 FOR \ufb01NISH AND \ufb02OOR \ufb01RE NOTES"),
        (100, "DOOR D\u2010101 \u2014 \u201cEXIT\u201d 3\u20320\u2033"),
        (130, "\u5efa\u7b51\u56f3\u9762 \u30c9\u30a2"),
        (150, "\u0645\u062e\u0637\u0637 \u05e9\u05dc\u05d5\u05dd"),
        (170, "EXIT \U0001f6aa\U0001f525 SIGN"),
    ]:
        tw.append((40, y), text, font=font, fontsize=10)
    tw.write_text(page)
    page.insert_text((520, 760), "A1.0", fontsize=24)
    return _save(doc, path)


# --------------------------------------------------------------------------- bad files

def zero_bytes(path: Path) -> Path:
    Path(path).write_bytes(b"")
    return Path(path)


def truncated(path: Path, keep: float = 0.5, source: Path | None = None) -> Path:
    """The first `keep` fraction of a valid multi-page PDF."""
    src = pymupdf.open()
    for i in range(3):
        add_text_page(src, sheet_id=f"A{i + 1}.0")
    data = src.tobytes(garbage=0, deflate=False)
    src.close()
    Path(path).write_bytes(data[: max(1, int(len(data) * keep))])
    return Path(path)


def header_only(path: Path) -> Path:
    """Starts like a PDF and then is nothing."""
    Path(path).write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    return Path(path)


def png_renamed(path: Path) -> Path:
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 32, 32), False)
    pix.clear_with(200)
    Path(path).write_bytes(pix.tobytes("png"))
    return Path(path)


def text_renamed(path: Path) -> Path:
    Path(path).write_text("This is a meeting note, not a drawing.\nSHEET A1.0\n")
    return Path(path)


def encrypted(path: Path, user_pw: str = "secret") -> Path:
    doc = pymupdf.open()
    add_text_page(doc)
    return _save(doc, path, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw=user_pw, owner_pw=user_pw + "-owner")


def raw_pdf(path: Path, objs: list[bytes]) -> Path:
    """Write objects 1..n (object 1 the catalog) as a PDF with a correct xref table."""
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n")
    offsets = []
    for i, body in enumerate(objs, start=1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % i + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1))
    for off in offsets:
        out.write(b"%010d 00000 n \n" % off)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref))
    Path(path).write_bytes(out.getvalue())
    return Path(path)


def zero_pages(path: Path) -> Path:
    """A syntactically valid PDF whose page tree has no kids (PyMuPDF refuses to save one)."""
    return raw_pdf(path, [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"])


def blank_pages(path: Path, n: int) -> Path:
    """n empty pages, written directly (much faster than PyMuPDF for thousands)."""
    kids = b" ".join(b"%d 0 R" % (3 + i) for i in range(n))
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>"
    return raw_pdf(path, [b"<< /Type /Catalog /Pages 2 0 R >>",
                          b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % n] + [page] * n)


def bad_page_tree(path: Path) -> Path:
    """A page tree that lists one page object 5 times: MuPDF refuses to count its pages."""
    return raw_pdf(path, [b"<< /Type /Catalog /Pages 2 0 R >>",
                          b"<< /Type /Pages /Kids [3 0 R 3 0 R 3 0 R 3 0 R 3 0 R] /Count 5 >>",
                          b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>"])


def image_only(path: Path, text: str = "SPRINKLER RISER ROOM", zoom: float = 3.0) -> Path:
    """A 'scanned' page: a raster of some large text, no text layer at all."""
    src = pymupdf.open()
    sp = src.new_page(width=500, height=200)
    sp.insert_text((30, 110), text, fontsize=30)
    pix = sp.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), colorspace=pymupdf.csGRAY)
    src.close()
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_image(pymupdf.Rect(50, 100, 550, 300), pixmap=pix)
    return _save(doc, path)


def blank_image_page(path: Path) -> Path:
    """An image-only page whose image holds no text at all (OCR finds nothing)."""
    pix = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 600, 600), False)
    pix.clear_with(255)
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_image(pymupdf.Rect(0, 0, 612, 792), pixmap=pix)
    return _save(doc, path)


def huge_page(path: Path, side: float = PDF_MAX) -> Path:
    """A page at the PDF size limit, covered by an image so the OCR triage wants to read it."""
    pix = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 64, 64), False)
    pix.clear_with(255)
    doc = pymupdf.open()
    page = doc.new_page(width=side, height=side)
    page.insert_image(page.rect, pixmap=pix)
    return _save(doc, path)


def _arc_text(img, text: str, font, cx: float, cy: float, radius: float, top: bool) -> None:
    """Letters set around a circle as a seal's rim is: on the top arc read clockwise with
    their tops outward, on the bottom arc read counter-clockwise with their tops inward."""
    from PIL import Image, ImageDraw
    widths = [font.getlength(ch) * 1.15 for ch in text]
    span = sum(widths) / radius                     # radians the text takes
    theta = -math.pi / 2 - span / 2 if top else math.pi / 2 + span / 2
    for ch, w in zip(text, widths):
        step = w / radius
        mid = theta + (step / 2 if top else -step / 2)
        size = int(font.size * 2)
        glyph = Image.new("L", (size, size), 0)
        ImageDraw.Draw(glyph).text((size / 2, size / 2), ch, font=font, fill=255, anchor="mm")
        turn = -(math.degrees(mid) + 90) if top else 90 - math.degrees(mid)
        glyph = glyph.rotate(turn, resample=Image.Resampling.BICUBIC)
        x, y = cx + radius * math.cos(mid), cy + radius * math.sin(mid)
        img.paste(0, (int(x - size / 2), int(y - size / 2)), glyph)
        theta += step if top else -step


def seal_png(rim_top: str, rim_bottom: str, holder: str, number: str, side: int = 600) -> bytes:
    """A professional's seal as a picture (PNG): two circles, the state and licence on the top
    arc, the profession on the bottom arc, the holder's name on an inner ring, the licence
    number across the middle."""
    from PIL import Image, ImageDraw, ImageFont
    img = Image.new("L", (side, side), 255)
    d = ImageDraw.Draw(img)
    c, r = side / 2, side / 2 - 6
    d.ellipse((c - r, c - r, c + r, c + r), outline=0, width=6)
    d.ellipse((c - 0.62 * r, c - 0.62 * r, c + 0.62 * r, c + 0.62 * r), outline=0, width=3)
    big, small = ImageFont.load_default(size=int(side * 0.075)), ImageFont.load_default(size=int(side * 0.06))
    _arc_text(img, rim_top, big, c, c, 0.81 * r, top=True)
    _arc_text(img, rim_bottom, big, c, c, 0.81 * r, top=False)
    _arc_text(img, holder, small, c, c, 0.48 * r, top=True)
    d.text((c, c + 0.05 * r), number, font=big, fill=0, anchor="mm")
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def logo_png(lines: list[str], width: int = 640, height: int = 300) -> bytes:
    """A firm's certification logo as a picture (PNG): a rounded frame and its lines of text."""
    from PIL import Image, ImageDraw, ImageFont
    img = Image.new("L", (width, height), 255)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((4, 4, width - 4, height - 4), radius=height // 2 - 4, outline=0, width=6)
    font = ImageFont.load_default(size=int(height * 0.16))
    for i, line in enumerate(lines):
        d.text((width * 0.3, height * 0.2 + i * height * 0.2), line, font=font, fill=0)
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return buf.getvalue()


def sealed_sheet_pdf(path: Path, seal: bytes, logo: bytes | None = None, size=(1224, 792)) -> Path:
    """A text-layer sheet (notes and a right-hand title block) with a seal pasted into its
    title block as a picture, and a logo below it when given."""
    doc = pymupdf.open()
    page = add_text_page(doc, size=size, sheet_id="A0.1", title="GENERAL NOTES")
    W, H = page.rect.width, page.rect.height
    page.insert_text((W * 0.86, H * 0.06), "SEALS AND SIGNATURES", fontsize=7)
    page.insert_image(pymupdf.Rect(W * 0.87, H * 0.08, W * 0.87 + 130, H * 0.08 + 130), stream=seal)
    if logo is not None:
        page.insert_image(pymupdf.Rect(W * 0.87, H * 0.30, W * 0.87 + 128, H * 0.30 + 60), stream=logo)
    return _save(doc, path)


CORPUS = {
    "good.pdf": good_pdf, "rotated.pdf": rotated_pdf, "mixed_sizes.pdf": mixed_sizes_pdf,
    "unicode.pdf": unicode_pdf, "zero_bytes.pdf": zero_bytes, "truncated.pdf": truncated,
    "header_only.pdf": header_only, "png_renamed.pdf": png_renamed, "text_renamed.pdf": text_renamed,
    "encrypted.pdf": encrypted, "zero_pages.pdf": zero_pages, "bad_page_tree.pdf": bad_page_tree, "image_only.pdf": image_only,
    "blank_image.pdf": blank_image_page, "huge_page.pdf": huge_page,
}


def write_corpus(out: Path) -> dict[str, Path]:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    return {name: fn(out / name) for name, fn in CORPUS.items()}


if __name__ == "__main__":
    for name, p in write_corpus(Path(sys.argv[1] if len(sys.argv) > 1 else "badinputs")).items():
        print(p)
