"""Sheet identity: the sheet ID, title, discipline and revisions read from a page's title block."""
from __future__ import annotations

import re

from . import layout
from .captions import is_caption
from .models import BBox, Line, Page, Sheet
from .sheet_ids import ISO_NAME, SHEET_ID, canonical_sheet_id  # noqa: F401  (defined there, imported from here too)
from .title_block import TB_LABEL, in_title_block
from .tokens import normalize

_SHEET_ID_FULL = re.compile(rf"^(?:SHEET\s*(?:NO\.?|NUMBER)?[:\s]*)?({SHEET_ID})$")
_SHEET_ID_ANY = re.compile(rf"(?<![\w-])({SHEET_ID})(?![\w])")
_DATE = re.compile(
    r"\b(\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|"
    r"(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*\.?\s+\d{1,2},?\s+\d{4})\b",
    re.IGNORECASE)
# `DRAWING TITLE`, `SHEET NAME`, or a field captioned just `DRAWING` or `TITLE`.
_TITLE_LABEL = re.compile(r"^(?:(?:DRAWING|SHEET)\s+(?:TITLE|NAME)\b|(?:DRAWING|TITLE)\s*:?$)", re.IGNORECASE)
_LABEL_WORDS = re.compile(
    r"^(?:PROJECT|PROJECT\s+(?:NO\.?|NUMBER|TITLE)|BUILDING\s+NUMBER|DRAWING\s+NUMBER|SHEET(?:\s+NO\.?)?|"
    r"DATE|ISSUE\s+DATE|DRAWN(?:\s+BY)?|CHECKED(?:\s+BY)?|SCALE|LOCATION|PHASE|REV(?:ISION)?S?#?|"
    r"DESCRIPTION|DRAWING\s+TITLE|SHEET\s+TITLE|JOB\s+NO\.?|OWNER|ARCHITECT|CLIENT|STAMP|CONSULTANT)[:#]?$",
    re.IGNORECASE)

DISCIPLINES = {
    "G": "general", "C": "civil", "L": "landscape", "S": "structural",
    "A": "architectural", "I": "interiors", "ID": "interiors", "Q": "equipment",
    "F": "fire protection", "FP": "fire protection", "FA": "fire alarm", "P": "plumbing",
    "M": "mechanical", "E": "electrical", "T": "telecommunications", "R": "resource", "X": "other",
    "D": "demolition", "V": "survey", "H": "hazardous materials", "AD": "architectural demolition",
}


def discipline_of(sheet_id: str) -> str:
    if re.fullmatch(ISO_NAME, sheet_id.upper()):
        return DISCIPLINES.get(sheet_id.upper().split("-")[-2][:1], "unknown")   # the Role field
    m = re.match(r"[A-Z]+", sheet_id.upper())
    if not m:
        return "unknown"
    letters = m.group(0)
    return DISCIPLINES.get(letters) or DISCIPLINES.get(letters[:1], "unknown")


def _lines(page: Page) -> list[Line]:
    return [l for b in page.blocks for l in b.lines if not l.vertical]


# OCR reads a zero beside letters as the letter O (`FPO.1`); a discipline designator is one or
# two letters, so an O after one, among the sheet number's figures, is a zero.
_O_FOR_ZERO = re.compile(r"([A-Z]{1,2})([O\d][O\d.\-]*)")
# Large lettering: an S read as `$` (`$10`), and a speck of the rule beside it read as a mark.
_DOLLAR_FOR_S = re.compile(r"^\$(?=[A-Z]?\d)")
# A sheet number's discipline letter S read as a figure (`91.0`, `51.0` for S1.0): figures alone
# with a point are no sheet number, and OCR takes a large S for the 5 or 9 it resembles.
_FIGURE_FOR_S = re.compile(r"^[59](?=\d{1,2}\.\d{1,2}$)")
_SPECKS = re.compile(r"^[^A-Z0-9$]+|[^A-Z0-9]+$")
LARGE_LETTERING = 2.0    # times the page's median line: a drawing number, not a caption or a reference


def _zeros_mended(text: str) -> str:
    """A scanned sheet number with the letter O among its figures, read with zeros."""
    m = _O_FOR_ZERO.fullmatch(text)
    if not m or "O" not in m.group(2) or not re.search(r"\d", m.group(2)) \
            or m.group(1)[:1] not in DISCIPLINES:
        return text
    return m.group(1) + m.group(2).replace("O", "0")


def _scanned_readings(text: str, large: bool) -> list[str]:
    """What a scanned title-block line may say as a sheet number: the line, O among figures
    read as zero; for large lettering also each of its words, specks trimmed and a leading `$`
    read as S (OCR runs a drawing number into the project number beside it: `7776 =$10`), and
    a leading 5 or 9 of figures with a point too (`91.0`)."""
    out = [_zeros_mended(text)]
    if large:
        for word in text.split():
            word = _FIGURE_FOR_S.sub("S", _DOLLAR_FOR_S.sub("S", _SPECKS.sub("", word)))
            if word and word != text:
                out.append(_zeros_mended(word))
    return out


def find_sheet_id(page: Page, revisions: list[dict] = ()) -> tuple[str, str, Line | None]:
    """(sheet_id, how it was found, the line it came from). Largest ID-shaped text in the title
    block. A mark of the sheet's own revision list (`T1` in the title block's REV cell beside
    the drawing number) is its revision, not its number. On a scan, an O among the figures
    is a zero, and large lettering may hold the number among other words (_scanned_readings)."""
    marks = {str(r.get("rev", "")).upper() for r in revisions}
    sizes = sorted(l.size for l in _lines(page))
    median_size = sizes[len(sizes) // 2] if sizes else 0
    found_id = _largest_id(page, _lines(page), marks, median_size)
    if found_id is None:
        # A title block set sideways (its strip read from the right edge, bottom to top) holds
        # the number turned with the rest of its text.
        found_id = _largest_id(page, [l for b in page.blocks for l in b.lines if l.vertical], marks, median_size)
    if found_id is not None:
        return found_id[1], "title block", found_id[0]
    return f"PAGE-{page.page}", "fallback", None


def _largest_id(page: Page, lines: list[Line], marks: set[str], median_size: float) -> tuple[Line, str] | None:
    """The largest ID-shaped line of the title block's lower half, set no smaller than the page's
    median line, and what it reads as a sheet number."""
    best: tuple[float, Line, str] | None = None
    for line in lines:
        text = line.text.strip().upper()
        readings = ([text] if page.source == "text"
                    else _scanned_readings(text, line.size >= LARGE_LETTERING * median_size))
        found = [m.group(1) for m in map(_SHEET_ID_FULL.match, readings) if m]
        if not found or not in_title_block(page, line.bbox) or line.bbox[1] < page.height * 0.5:
            continue
        sid = found[0]
        if not re.search(r"\d", sid) or len(sid) < 2 or sid in marks:
            continue
        # Prefer large type and the lower-right corner, where the sheet number is drawn.
        score = line.size * 10 + (line.bbox[2] / page.width) + (line.bbox[3] / page.height)
        if best is None or score > best[0]:
            best = (score, line, sid)
    if best is None or best[1].size < median_size:
        return None
    return best[1], best[2]


# A copyright notice sits in the title block beside the title and is never it.
_NOT_A_TITLE = re.compile(r"\u00a9|\(C\)\s*\d{4}|\bCOPYRIGHT\b|\bALL\s+RIGHTS\s+RESERVED\b", re.IGNORECASE)


def _title_run(first, blocks: list) -> list:
    """A title that wraps onto the blocks right under it (`FOUNDATION` / `AND LOWER` /
    `FLOOR FRAMING`): same left edge or centre, no gap wider than a line, up to the next label."""
    run = [first]
    while len(run) < 4:
        cur = run[-1]
        size = max(cur.size, (cur.bbox[3] - cur.bbox[1]) / max(1, len(cur.lines)), 4.0)
        nxt = [b for b in blocks if b is not cur and b not in run
               and -0.3 * size <= b.bbox[1] - cur.bbox[3] <= 0.8 * size
               and (abs(b.bbox[0] - cur.bbox[0]) <= 2 * size                      # set flush left
                    or abs((b.bbox[0] + b.bbox[2]) - (cur.bbox[0] + cur.bbox[2])) <= 2 * size)]   # or centred
        nxt = [b for b in nxt if not TB_LABEL.match(b.lines[0].text.strip())
               and not _LABEL_WORDS.match(b.lines[0].text.strip())
               and not re.match(rf"^{SHEET_ID}\b", " ".join(b.text.split()).upper())
               and not _DATE.search(b.text) and not b.text.rstrip().endswith(":")
               and (not cur.size or not b.size or 0.75 <= b.size / cur.size <= 1.34)]
        if not nxt:
            break
        run.append(min(nxt, key=lambda b: b.bbox[1]))
    return run


VALUE_OVER_CAPTION = 1.25   # a field's value is set at least this much larger than its caption


def _set_larger(size: float, caption_size: float) -> bool:
    """Text set larger than the caption over it is the field's value, even when its words are
    caption words (`COVER SHEET` under `SHEET TITLE`)."""
    return bool(size and caption_size) and size >= VALUE_OVER_CAPTION * caption_size


def find_sheet_title(page: Page, id_line: Line | None) -> str:
    """The sheet title: the value under a 'Drawing Title' label, else the text nearest the ID."""
    lines = _lines(page)
    blocks = [b for b in page.blocks if b.lines and not b.lines[0].vertical]
    labels = [lab for lab in lines if _TITLE_LABEL.match(lab.text) and in_title_block(page, lab.bbox)]
    if id_line is not None:
        # A sheet index's `SHEET TITLE` column header is not the title block's label: take the
        # label nearest the sheet number first.
        labels.sort(key=lambda l: abs(l.bbox[1] - id_line.bbox[1]) + abs(l.bbox[0] - id_line.bbox[0]))
    for lab in labels:
        own = next((b for b in blocks if lab in b.lines), None)
        after = own.lines[own.lines.index(lab) + 1:] if own is not None else []
        run = []
        for line in after:       # the value set in the label's own block, under it
            t = " ".join(line.text.split())
            if (_LABEL_WORDS.match(t) or (is_caption(t) and not _set_larger(line.size, lab.size))
                    or _DATE.search(t) or _SHEET_ID_FULL.match(t.upper())):
                break
            run.append(t)
        if run and not _NOT_A_TITLE.search(" ".join(run)):
            return " ".join(run[:3])
        below = [b for b in blocks if b.bbox[1] >= lab.bbox[1] + 1
                 and layout.overlap_x(b.bbox, (lab.bbox[0] - 20, 0, lab.bbox[2] + 200, 0)) > 0
                 and b.bbox[1] - lab.bbox[3] < 4 * max(lab.size, 6)]
        below = [b for b in below if not _LABEL_WORDS.match(b.text.strip())
                 and (not is_caption(b.text) or _set_larger(b.size, lab.size))
                 and not _NOT_A_TITLE.search(b.text)
                 and not _SHEET_ID_FULL.match(" ".join(b.text.split()).upper())]
        if below:
            b = min(below, key=lambda b: b.bbox[1])
            return " ".join(" ".join(x.text.split()) for x in _title_run(b, blocks))
    if id_line is None:
        return ""
    # Nearest block above the sheet number, overlapping it horizontally, that is not a label/date.
    cands = []
    for b in blocks:
        t = " ".join(b.text.split())
        if (b.bbox[3] <= id_line.bbox[1] + 2 and in_title_block(page, b.bbox) and len(t) > 3
                and not _LABEL_WORDS.match(t) and not is_caption(t) and not _DATE.search(t)
                and not _NOT_A_TITLE.search(t)
                and not _SHEET_ID_FULL.match(t.upper()) and re.search(r"[A-Za-z]{3}", t)
                and layout.overlap_x(b.bbox, id_line.bbox) > 0):
            cands.append((id_line.bbox[1] - b.bbox[3], t))
    if cands:
        dist, t = min(cands)
        if dist < 8 * max(id_line.size, 6):
            return t
    return ""


ROW_GAP = 12.0          # word heights between a revision row's cells (its mark, description, date)
# OCR's word boxes hug the capitals, about 0.55 of the height a text layer's box spans (6.0 against
# 11.0 points on one title block drawn both ways): a reach counted in word heights is that much
# shorter on an OCR'd page unless widened back.
OCR_BOX_SHARE = 0.55


def _dated_rows(rows: list[list]) -> list[list]:
    """Rows whose date stands apart (a wide revision table in a bottom title strip sets its DATE
    column far right of the description, maybe beside the next field's caption) joined to the
    run just left of it on its baseline, when that run opens with a revision mark (`1 ADDENDUM
    1` ... `04/02/2025`)."""
    out = list(rows)
    for row in rows:
        m = _DATE.match(layout.text_of(row).strip())
        if not m:
            continue
        n = len(m.group(0).split())
        date, rest = row[:n], row[n:]
        b = layout.bbox_of(date)
        left = [r for r in out if r is not row and abs(layout.bbox_of(r)[1] - b[1]) < 0.5 * (b[3] - b[1])
                and layout.bbox_of(r)[2] <= b[0]]
        if not left:
            continue
        near = max(left, key=lambda r: layout.bbox_of(r)[2])
        if re.match(r"^(?:[A-Z0-9]{1,3}|\u25b3|\u0394)\s+\S", layout.text_of(near)) and not _DATE.search(layout.text_of(near)):
            out = [r for r in out if r is not row and r is not near] + [near + date] + ([rest] if rest else [])
    return sorted(out, key=lambda r: (r[0].bbox[1], r[0].bbox[0]))


_STATE_ZIP = re.compile(r"\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b")


def find_revisions(page: Page) -> list[dict]:
    """Revision rows (mark, description, date) from the title block, in sheet order."""
    words = [w for w in page.words if in_title_block(page, w.bbox)]
    out = []
    gap = ROW_GAP * layout.word_height(words) / (OCR_BOX_SHARE if page.source == "ocr" else 1.0)
    for row in _dated_rows(layout.rows(words, max_gap=gap)):
        text = layout.text_of(row)
        dm = _DATE.search(text)
        if not dm:
            continue
        rest = (text[:dm.start()] + " " + text[dm.end():]).strip()
        m = re.match(r"^([A-Z0-9]{1,3}|\u25b3|\u0394)\s+(.{3,120})$", rest, re.IGNORECASE)
        if not m or _LABEL_WORDS.match(m.group(2).strip()):
            continue
        desc = m.group(2).strip(" -:")
        if re.fullmatch(r"[\d/.\s-]+", desc) or _STATE_ZIP.search(desc):
            continue      # figures only, or a firm's address (`755 KIPLING STREET, LAKEWOOD, CO 80215`)
        out.append({"rev": m.group(1), "description": desc, "date": dm.group(1),
                    "bbox": [round(v, 1) for v in layout.bbox_of(row)]})
    return out


def sheet_record(page: Page) -> Sheet:
    revisions = find_revisions(page)
    sid, how, line = find_sheet_id(page, revisions)
    if how != "fallback" and page.source == "ocr":
        how = "ocr"
    title = find_sheet_title(page, line)
    return Sheet(file=page.file, page=page.page, sheet_id=sid, title=title,
                 discipline=discipline_of(sid) if how != "fallback" else "unknown",
                 id_source=how, revisions=revisions, source=page.source, turn=page.turn)


def sheet_ids_in(text: str) -> list[str]:
    """Sheet-ID-shaped tokens a person wrote (used on questions)."""
    return [m.group(1) for m in _SHEET_ID_ANY.finditer(normalize(text).upper())]
