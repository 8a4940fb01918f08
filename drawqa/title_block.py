"""Where a sheet's title block lies: a right-hand or a bottom strip, or a bottom-right corner box,
placed by its field labels.

Pure page geometry, read before any chunking (OCR of title-block pictures needs it too)."""
from __future__ import annotations

import re

from .models import BBox, Page

TB_LABEL = re.compile(
    r"^(?:PROJECT(?:\s+(?:NO\.?|NUMBER|TITLE|NAME|ADDRESS))?|DRAWING\s+(?:NO\.?|NUMBER|TITLE)|"
    r"SHEET(?:\s+(?:NO\.?|NUMBER|TITLE|NAME))?|ISSUE\s+DATE|DATE|DRAWN(?:\s+BY)?|CHECKED(?:\s+BY)?|"
    r"SCALE|JOB\s+(?:NO\.?|NUMBER)|REVISIONS?|REV\.?|REVISION\s*#|DESCRIPTION|PHASE|LOCATION|"
    r"BUILDING\s+NUMBER|CONSULTANTS?|STAMP|SEAL|OWNER|CLIENT|ISSUED\s+FOR)\s*[:#]?$", re.IGNORECASE)


STRIP_GAP = 0.08   # of the sheet's width (height): a label further from the strip's others is not in it
BOTTOM_BAND = 0.2      # of the sheet's height: where a bottom strip's captions stand ...
BOTTOM_SPREAD = 0.3    # ... spread over this much of its width
BOTTOM_GAP = 0.25      # ... none further than this from the next toward the right edge
MIN_BAND_LABELS = 3


def _strip_edge(starts: list[float], extent: float) -> float:
    """The inner edge of the strip the labels mark: the labels chained from the sheet's edge
    inwards, each within STRIP_GAP of the next. A schedule's `LOCATION` header far from the
    strip names a column, not a title-block field, and must not widen the strip over the
    drawing."""
    edge = max(starts)
    for s in sorted(starts, reverse=True):
        if edge - s > STRIP_GAP * extent:
            break
        edge = s
    return edge


# Headings of drawing content (`GENERAL NOTES`, `DOOR SCHEDULE`, `LEGEND`).
_CONTENT_HEADING = re.compile(r"^(?:[A-Z][\w/&'.\- ]{0,40}\s)?(?:NOTES|SCHEDULE|LEGEND|ABBREVIATIONS|SYMBOLS)\b", re.I)
CORNER_MIN_TOP = 0.6     # of the sheet's height: a corner box's fields all sit below this
CORNER_MIN_CROSSING = 3  # lines above the fields that run across the column's edge


def _content_above(page: Page, edge: float, top: float) -> bool:
    """Whether drawing content stands in the column above the title block's fields, as on
    sheets whose title block is a box in the bottom-right corner (ISO 19650, AS 1100, BS 1192
    sheets) rather than a strip up the right edge: lines of notes or schedules that run across
    the column's edge (a strip's rule stops them there), or a notes, schedule or legend heading
    inside the column."""
    lines = [l for b in page.blocks for l in b.lines if not l.vertical and l.bbox[3] <= top]
    crossing = sum(1 for l in lines if l.bbox[0] < edge < l.bbox[2])
    return crossing >= CORNER_MIN_CROSSING or any(
        l.bbox[0] >= edge and _CONTENT_HEADING.match(l.text.strip()) for l in lines)


FIRM_BLOCK_GAP = 3.0    # line heights: a firm's name block stands this close over a corner box's first caption
FIRM_BLOCK_LINES = 6    # name, address, phone, web: more lines are drawing content


def _firm_over(page: Page, edge: float, top: float) -> float:
    """The top of a corner title block with the blocks stacked right over its first caption
    inside its column: the firm's name, logo words and address head the box (`TAMARACK
    STRUCTURAL` / `ENGINEERS, PLLC` over `PROJECT`). A notes, legend or schedule heading, or a
    block of many lines, is the drawing's, and ends the climb."""
    above = sorted((b for b in page.blocks if b.lines and not b.lines[0].vertical
                    and b.bbox[0] >= edge - 1 and b.bbox[3] <= top + 1), key=lambda b: -b.bbox[3])
    for b in above:
        h = max(1.0, (b.bbox[3] - b.bbox[1]) / len(b.lines))
        if top - b.bbox[3] > FIRM_BLOCK_GAP * h:
            break
        if len(b.lines) > FIRM_BLOCK_LINES or any(_CONTENT_HEADING.match(l.text.strip()) for l in b.lines):
            break
        top = min(top, b.bbox[1])
    return top


def _chained_leftward(boxes: list, width: float) -> list:
    """The captions chained from the right of the sheet leftwards, each within BOTTOM_GAP of the
    next (a strip's cells may be wide): a column header far to the left of the title block's own captions (`LOCATION` over a
    table at the foot of the drawing) does not make them a strip along the bottom."""
    chain: list = []
    for b in sorted(boxes, key=lambda b: -b[2]):
        if chain and min(c[0] for c in chain) - b[2] > BOTTOM_GAP * width:
            break
        chain.append(b)
    return chain


REVISION_ROW_REACH = 0.15     # of the sheet's width: a revision table's captions stand this close on one baseline


def _column_header(box, text: str, found: list, width: float) -> bool:
    """A `DESCRIPTION` with no other title-block caption on its baseline close by heads a
    schedule's column (`QTY  DESCRIPTION  CATALOG NUMBER` of a hardware set), not a revision
    table's (`NO.  DESCRIPTION  DATE`)."""
    if not re.match(r"^DESCRIPTION\b", text, re.I):
        return False
    mid = (box[1] + box[3]) / 2
    return not any(b is not box and b[1] <= mid <= b[3] and abs(b[0] - box[0]) <= REVISION_ROW_REACH * width
                   for b, _ in found)


def title_block_box(page: Page) -> BBox:
    """The title block's region: a right-hand or a bottom strip, or a box in the bottom-right
    corner, placed by its labels.

    Labels such as `Drawing Number`, `Issue Date`, `Checked` mark the strip; a wide spread of
    labels means a bottom strip, a tall one a right-hand strip, and labels low on the sheet
    under notes or schedules in their column a corner box. Without labels, a narrow right
    strip and a bottom band are assumed.
    """
    if page.title_block is not None:
        return page.title_block
    W, H = page.width, page.height
    found = [(l.bbox, l.text.strip()) for b in page.blocks for l in b.lines
             if not l.vertical and TB_LABEL.match(l.text.strip())
             and (l.bbox[0] >= W * 0.6 or l.bbox[1] >= H * 0.7)]
    found = [(b, t) for b, t in found if not _column_header(b, t, found, W)]
    labels = [b for b, _ in found]
    low = _chained_leftward([b for b in labels if b[1] >= (1 - BOTTOM_BAND) * H], W)
    if len(low) >= MIN_BAND_LABELS and (max(b[2] for b in low) - min(b[0] for b in low)) > BOTTOM_SPREAD * W:
        # captions along the foot of the sheet, far apart: a bottom strip, whatever other
        # captions (a key plan's `REVISION`, a schedule's `LOCATION`) stand higher up
        labels = low
    else:
        # a schedule's column caption (`Location`) far left along the foot of the sheet stands
        # apart from the title block's own captions: it widens the box into no strip
        labels = _chained_leftward(labels, W)
    if len(labels) >= 2:
        x0 = min(b[0] for b in labels)
        y0 = min(b[1] for b in labels)
        if (max(b[2] for b in labels) - x0) / W > (max(b[3] for b in labels) - y0) / H:
            y0 = _strip_edge([b[1] for b in labels], H)
            box = (0.0, max(0.0, y0 - 0.03 * H), W, H)          # bottom strip
        else:
            x0 = _strip_edge([b[0] for b in labels], W)
            box = (max(0.0, x0 - 0.02 * W), 0.0, W, H)          # right-hand strip
            top = min(b[1] for b in labels if b[0] >= x0)
            if top > CORNER_MIN_TOP * H and _content_above(page, box[0], top):
                box = (box[0], _firm_over(page, box[0], max(0.0, top - 0.02 * H)), W, H)   # a box in the bottom-right corner
    else:
        box = (W * 0.85, 0.0, W, H)
    page.title_block = box
    return box


def in_title_strip(page: Page, bbox) -> bool:
    """Whether a box's centre lies in the title block's own strip."""
    cx, cy = (bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2
    tb = title_block_box(page)
    return tb[0] <= cx <= tb[2] and tb[1] <= cy <= tb[3]


def in_title_block(page: Page, bbox) -> bool:
    """Whether a box's centre lies in the title block or the sheet's bottom margin band."""
    if in_title_strip(page, bbox):
        return True
    return (bbox[1] + bbox[3]) / 2 >= page.height * 0.92   # the bottom margin band (revision strips, stamps)
