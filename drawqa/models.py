"""Plain data passed between drawqa's stages: PDF -> pages -> chunks -> indexes -> hits -> answer.

Coordinates everywhere are PDF points with a top-left origin on the page *as displayed*
(after the page's /Rotate is applied), as [x0, y0, x1, y1]. A scan whose drawing is turned a
quarter inside the image (a landscape sheet scanned sideways, no /Rotate) is displayed, read
and cited turned upright: its `turn` (Page, Sheet) is added to its /Rotate.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, asdict
from functools import cache
from typing import Optional

BBox = tuple[float, float, float, float]


@cache
def _field_names(cls) -> frozenset:
    return frozenset(f.name for f in fields(cls))


@cache
def _field_order(cls) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def plain(record) -> dict:
    """A record's fields by name, in their order: what JSON is written from. Shallow (its
    lists are the record's own): dataclasses.asdict copies every nested list, which cost a
    build a tenth of a second on a few hundred chunks."""
    return {name: getattr(record, name) for name in _field_order(type(record))}

SECTIONS = (
    "title block", "floor plan", "site plan", "schedule", "notes", "legend", "elevation",
    "section", "detail", "general",
)


@dataclass
class Word:
    """One word with its box; from the text layer or from OCR."""
    text: str
    bbox: BBox
    size: float = 0.0          # font size in points (estimated for OCR words)
    block: int = 0             # block number as the source reported it
    line: int = 0              # line number inside the block
    conf: float = 100.0        # OCR confidence 0-100 (100 for the text layer)
    cell_start: bool = False   # starts a table cell however close the word before it stands


@dataclass
class Line:
    text: str
    bbox: BBox
    size: float = 0.0
    vertical: bool = False


@dataclass
class Block:
    """A run of lines the extractor (or OCR) saw as one paragraph or label."""
    lines: list[Line]
    bbox: BBox
    source: str = "text"       # "text", "ocr", or "image" (read from a seal or logo: drawqa.emblems)

    @property
    def text(self) -> str:
        return "\n".join(l.text for l in self.lines)

    @property
    def size(self) -> float:
        return max((l.size for l in self.lines), default=0.0)


@dataclass
class Page:
    file: str                  # file name as given (basename)
    path: str                  # absolute path, for rendering later
    page: int                  # 1-based
    width: float               # displayed width in points
    height: float
    rotation: int
    blocks: list[Block]
    words: list[Word] = field(default_factory=list)
    source: str = "text"       # "text", "ocr" or "mixed"
    ocr_skipped: str = ""      # why a page that needed OCR did not get it
    title_block: Optional[BBox] = None   # filled in by title_block.title_block_box
    ocr_seconds: float = 0.0   # of the time reading this page, how much OCR took
    turn: int = 0              # degrees clockwise beyond /Rotate that show a scanned drawing upright


@dataclass
class Chunk:
    file: str
    page: int
    sheet_id: str
    sheet_title: str
    section: str
    bbox: BBox
    text: str
    source: str = "text"       # "text" or "ocr"
    kind: str = "chunk"        # "chunk", "table" (a whole schedule) or "row" (one schedule row)
    table: str = ""            # title of the schedule a table/row belongs to
    header: list[str] = field(default_factory=list)   # column names, for tables and rows
    cells: list[str] = field(default_factory=list)    # a row's cells, aligned to header
    units: list[list] = field(default_factory=list)   # [text, x0, y0, x1, y1] per block/row, for exact citations
    low_conf: list[str] = field(default_factory=list)  # tokens of OCR words read unsurely: never a value
    id: int = -1

    def to_dict(self) -> dict:
        return plain(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Chunk":
        """A chunk from its to_dict() form (keys of other drawqa versions are ignored)."""
        names = _field_names(cls)
        c = cls(**d) if d.keys() <= names else cls(**{k: v for k, v in d.items() if k in names})
        c.bbox = tuple(c.bbox)
        return c


@dataclass
class Sheet:
    """Per-sheet record built at index time; handlers and `drawqa sheets` answer from it."""
    file: str
    page: int
    sheet_id: str
    title: str
    discipline: str
    id_source: str             # "title block", "text", "ocr" or "fallback"
    schedules: list[str] = field(default_factory=list)
    revisions: list[dict] = field(default_factory=list)   # {"rev": str, "description": str, "date": str}
    counts: dict = field(default_factory=dict)
    source: str = "text"
    # Text read from the pictures in its title block (seals, logos): {"text", "bbox"} each. Read
    # at question time (drawqa.ocr_fallback) for a question about a seal or logo, never stored:
    # what retrieval and every other handler read is the sheet's text.
    emblems: list[dict] = field(default_factory=list)
    turn: int = 0              # as Page.turn: the sheet's boxes are on its page turned so

    @classmethod
    def from_dict(cls, d: dict) -> "Sheet":
        """A sheet record from its JSON form (keys of other drawqa versions are ignored)."""
        names = _field_names(cls)
        return cls(**d) if d.keys() <= names else cls(**{k: v for k, v in d.items() if k in names})


@dataclass
class Hit:
    chunk: Chunk
    score: float               # fused RRF score
    dense_rank: Optional[int] = None
    sparse_rank: Optional[int] = None
    dense_score: Optional[float] = None
    sparse_score: Optional[float] = None


@dataclass
class Citation:
    file: str
    sheet_id: str
    sheet_title: str
    page: int
    section: str
    bbox: list[float]
    text: str
    source: str = "text"
    low_conf: list[str] = field(default_factory=list)  # the cited chunk's unsure OCR words (not printed)

    @classmethod
    def from_chunk(cls, c: Chunk, text: Optional[str] = None, bbox: Optional[BBox] = None) -> "Citation":
        b = bbox if bbox is not None else c.bbox
        return cls(file=c.file, sheet_id=c.sheet_id, sheet_title=c.sheet_title, page=c.page,
                   section=c.section, bbox=[round(float(v), 1) for v in b],
                   text=text if text is not None else c.text, source=c.source, low_conf=list(c.low_conf))


@dataclass
class Answer:
    question: str
    answer: str
    confidence: float
    handler: str
    citations: list[Citation] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    missing_parts: list[str] = field(default_factory=list)   # parts of the question not found

    def to_dict(self) -> dict:
        d = asdict(self)
        d["confidence"] = round(float(self.confidence), 3)
        for c in d["citations"]:
            c.pop("low_conf", None)      # evidence for the contract, not part of the answer
        return d
