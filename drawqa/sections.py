"""Pages -> chunks: blocks grouped by where they sit and what they are (section types).

A chunk is what retrieval returns and what a citation points at, so it must be one coherent
thing on the sheet: the title block, a notes column, a legend, one schedule (never split from
its header, and each of its rows again on its own), a cluster of plan labels.
"""
from __future__ import annotations

import re

from . import layout
from .models import Block, Chunk, Page, Sheet
from .title_block import in_title_block, in_title_strip
from .tables import Table, find_tables, two_sided

MIN_TOKENS = 50
MAX_TOKENS = 500

_VIEW = [
    ("site plan", re.compile(r"\b(SITE\s+PLAN|PLOT\s+PLAN|PROPERTY\s+LINE|SETBACK|VICINITY\s+MAP)\b", re.I)),
    ("elevation", re.compile(r"\bELEVATIONS?\b", re.I)),
    ("section", re.compile(r"\b(BUILDING|WALL|CROSS)\s+SECTIONS?\b|\bSECTIONS?\s+[A-Z0-9]\b|^SECTIONS?$", re.I)),
    ("detail", re.compile(r"\bDETAILS?\b", re.I)),
    ("floor plan", re.compile(r"\b(FLOOR|FOUNDATION|ROOF|FRAMING|CEILING|FINISH|ELECTRICAL|MECHANICAL|PLUMBING|LIGHTING|POWER)\s+PLANS?\b|\bPLANS?\b", re.I)),
]
_NOTES = re.compile(r"\b(NOTES?|SPECIFICATIONS?|REQUIREMENTS|CODE\s+ANALYSIS|PROJECT\s+DATA|PROJECT\s+INFORMATION|SCOPE\s+OF\s+WORK)\b", re.I)
_LEGEND = re.compile(r"\b(LEGEND|ABBREVIATIONS|SYMBOLS)\b", re.I)
_NUMBERED = re.compile(r"^\s*(\d{1,2}|[A-Z])[.)](?:\s|$)")   # (a note number may stand on a line of its own)


def n_tokens(text: str) -> int:
    return len(text.split())


def section_of(text: str, lines: list[str], sheet_title: str) -> str:
    head = " ".join(lines[:2])
    if _LEGEND.search(head):
        return "legend"
    if _NOTES.search(head):
        return "notes"
    numbered = sum(1 for l in lines if _NUMBERED.match(l))
    long_lines = sum(1 for l in lines if len(l) > 40)
    if numbered >= 2 or (long_lines >= 3 and long_lines >= len(lines) / 2):
        return "notes"
    for name, rx in _VIEW:
        if rx.search(head):
            return name
    # Short labels scattered over a drawing take the kind of view the sheet shows.
    avg = sum(len(l) for l in lines) / max(1, len(lines))
    if avg < 28:
        for name, rx in _VIEW:
            if rx.search(sheet_title):
                return name
    for name, rx in _VIEW:
        if rx.search(text):
            return name
    return "general"


def cluster(blocks: list[Block]) -> list[list[Block]]:
    """Union blocks whose boxes lie within about two line heights of each other."""
    n = len(blocks)
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    order = sorted(range(n), key=lambda i: blocks[i].bbox[1])
    for a_pos, a in enumerate(order):
        ba = blocks[a].bbox
        reach = 2.0 * max(blocks[a].size, 4.0)
        for b in order[a_pos + 1:]:
            bb = blocks[b].bbox
            if bb[1] - ba[3] > reach:
                break
            if layout.gap(ba, bb) <= max(reach, 2.0 * max(blocks[b].size, 4.0)):
                parent[find(a)] = find(b)
    groups: dict[int, list[Block]] = {}
    for i in range(n):
        groups.setdefault(find(i), []).append(blocks[i])
    return list(groups.values())


def _reading_order(blocks: list[Block]) -> list[Block]:
    return sorted(blocks, key=lambda b: (round(b.bbox[1] / 4), b.bbox[0]))


def _chunk(page: Page, sheet: Sheet, section: str, blocks: list[Block], source: str) -> Chunk:
    blocks = _reading_order(blocks)
    text = "\n".join(l.text for b in blocks for l in b.lines)
    units = [[" ".join(b.text.split()), *[round(v, 1) for v in b.bbox]] for b in blocks]
    return Chunk(file=page.file, page=page.page, sheet_id=sheet.sheet_id, sheet_title=sheet.title,
                 section=section, bbox=layout.union(b.bbox for b in blocks), text=text, source=source,
                 units=units)


def _split(page: Page, sheet: Sheet, section: str, blocks: list[Block], source: str) -> list[Chunk]:
    """Keep each chunk under MAX_TOKENS by cutting between blocks (or lines) in reading order."""
    out, cur, size = [], [], 0
    for b in _reading_order(blocks):
        pieces = [b] if n_tokens(b.text) <= MAX_TOKENS else [
            Block(lines=[l], bbox=l.bbox, source=b.source) for l in b.lines]
        for p in pieces:
            t = n_tokens(p.text)
            if cur and size + t > MAX_TOKENS:
                out.append(_chunk(page, sheet, section, cur, source))
                cur, size = [], 0
            cur.append(p)
            size += t
    if cur:
        out.append(_chunk(page, sheet, section, cur, source))
    return out


def _merge_small(groups: list[tuple[str, list[Block]]], reach: float) -> list[tuple[str, list[Block]]]:
    """A lone label joins the nearest group of the same section within reach, while it stays small.

    Each group's token count and box are kept beside it and updated on a merge: recounting
    them for every pair after every merge was a quarter of reading a dense real sheet."""
    # [section, blocks, tokens, box]
    gs = [[s, list(bs), sum(n_tokens(b.text) for b in bs), layout.union(b.bbox for b in bs)]
          for s, bs in groups]
    changed = True
    while changed:
        changed = False
        gs.sort(key=lambda g: g[2])
        for i, (sec, bs, size, box) in enumerate(gs):
            if size >= MIN_TOKENS:
                continue
            best, best_d = None, None
            for j, (sec2, _, size2, box2) in enumerate(gs):
                if j == i or sec2 != sec or size + size2 > MAX_TOKENS:
                    continue
                d = layout.gap(box, box2)
                if d <= reach and (best_d is None or d < best_d):
                    best, best_d = j, d
            if best is not None:
                g = gs[best]
                g[1].extend(bs)
                g[2] += size
                g[3] = layout.union((g[3], box))
                del gs[i]
                changed = True
                break
    return [(s, bs) for s, bs, _, _ in gs]


def _is_grid_mark(page: Page, b: Block) -> bool:
    """Border grid references (A-F, 1-10 along the sheet edge) carry nothing worth indexing."""
    if len(b.text.replace("\n", "")) > 3 * len(b.lines) or len(b.lines) > 12:
        return False
    mx, my = page.width * 0.04, page.height * 0.04
    x0, y0, x1, y1 = b.bbox
    return x1 < mx or x0 > page.width - mx or y1 < my or y0 > page.height - my


def table_chunks(page: Page, sheet: Sheet, table: Table) -> list[Chunk]:
    """One chunk for the whole schedule and one per row, each row carrying the header names."""
    source = "ocr" if page.source == "ocr" else "text"
    whole = Chunk(file=page.file, page=page.page, sheet_id=sheet.sheet_id, sheet_title=sheet.title,
                  section="schedule", bbox=table.bbox, text=table.text(), source=source,
                  kind="table", table=table.title, header=list(table.header),
                  units=[[" | ".join(c for c in r.cells if c), *[round(v, 1) for v in r.bbox]]
                         for r in table.rows])
    out = [whole]
    for r in table.rows:
        pairs = "; ".join(f"{h}: {v}" for h, v in r.pairs(table.header))
        group = f" ({r.group})" if r.group else ""
        out.append(Chunk(file=page.file, page=page.page, sheet_id=sheet.sheet_id,
                         sheet_title=sheet.title, section="schedule", bbox=r.bbox,
                         text=f"{table.title}{group}: {pairs}", source=source, kind="row",
                         table=table.title, header=list(table.header), cells=list(r.cells),
                         units=[[f"{table.title}{group}: {pairs}", *[round(v, 1) for v in r.bbox]]]))
    return out


# A block in the sheet's bottom margin band, outside the title block's own strip, that starts
# within this many of its line heights under a block of the drawing and shares its left edge
# (within EDGE_TOL points) is that column run on (the last item of a list, the last notes).
RUN_ON_GAP = 1.5
EDGE_TOL = 4.0


def _columns_run_on(page: Page, title_blocks: list[Block], rest: list[Block]) -> tuple[list[Block], list[Block]]:
    """(title-block blocks, other blocks) with the bottom band's run-on column ends moved out:
    `C. PARTITION STRUCTURE DESIGN` under `B. FIRE ALARM DESIGN` is the deferred-submittals
    list's, not the title block's, though it is printed low on the sheet."""
    band = [b for b in title_blocks if not in_title_strip(page, b.bbox)]
    moved = True
    while moved and band:
        moved = False
        for b in list(band):
            height = max(1.0, (b.bbox[3] - b.bbox[1]) / max(1, len(b.lines)))
            if any(abs(a.bbox[0] - b.bbox[0]) <= EDGE_TOL and a.bbox[3] - EDGE_TOL <= b.bbox[1] <= a.bbox[3] + RUN_ON_GAP * height
                   for a in rest if not (a.lines and a.lines[0].vertical)):
                band.remove(b)
                title_blocks = [t for t in title_blocks if t is not b]
                rest = rest + [b]
                moved = True
    return title_blocks, rest


def page_chunks(page: Page, sheet: Sheet) -> tuple[list[Chunk], list[Table]]:
    """Every chunk of one page, and the schedules found on it."""
    tables = [two_sided(t) for t in find_tables(page)]
    chunks: list[Chunk] = []
    for t in tables:
        chunks.extend(table_chunks(page, sheet, t))
    in_table = [t.bbox for t in tables]

    info = [ib for t in tables for ib in t.info_boxes]

    def consumed(b: Block) -> bool:
        return (any(layout.contains(tb, b.bbox, tol=2.0) for tb in in_table)
                and not any(layout.contains(ib, b.bbox, tol=2.0) for ib in info))

    title_blocks: list[Block] = []
    rest: list[Block] = []
    for b in page.blocks:
        if consumed(b) or _is_grid_mark(page, b):
            continue
        if b.lines and b.lines[0].vertical and not in_title_block(page, b.bbox):
            rest.append(b)
        elif in_title_block(page, b.bbox):
            title_blocks.append(b)
        else:
            rest.append(b)
    title_blocks, rest = _columns_run_on(page, title_blocks, rest)
    source_of = lambda bs: "ocr" if all(b.source == "ocr" for b in bs) else "text"  # noqa: E731
    if title_blocks:
        chunks.extend(_split(page, sheet, "title block", title_blocks, source_of(title_blocks)))
    groups = []
    for g in cluster(rest):
        lines = [l.text for b in _reading_order(g) for l in b.lines]
        groups.append((section_of("\n".join(lines), lines, sheet.title), g))
    reach = 0.12 * (page.width ** 2 + page.height ** 2) ** 0.5
    for sec, g in _merge_small(groups, reach):
        chunks.extend(_split(page, sheet, sec, g, source_of(g)))
    return chunks, tables
