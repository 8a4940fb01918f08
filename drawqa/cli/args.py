"""The arguments of `drawqa ask` and `drawqa index` (and the filters `search` shares), declared once.

Why a table: `drawqa ask` runs as a new process for every question, and typer spends ~0.2 s
building pydantic validators for its options at every start -- more than answering takes (and
a tenth of indexing ten sheets). So drawqa.cli.app builds the typer commands from these
declarations, and `parse_plain` reads the plain forms of the same options straight from argv
for drawqa.cli's fast path. Whatever
`parse_plain` is not sure of (--help, an unknown, repeated or abbreviated option, `--`, a value
that needs coercing or is out of range) it leaves to typer, with typer's messages and exit codes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, List, Optional

_INT = re.compile(r"0|[1-9][0-9]{0,8}")
_FLOAT = re.compile(r"(?:0|[1-9][0-9]{0,8})(?:\.[0-9]{1,9})?")


@dataclass(frozen=True)
class Arg:
    """One parameter of a command: the positional argument when `flags` is empty, else an option.
    A bool option with flags like "--json/--text" is an on/off pair."""
    name: str                           # the command function's parameter
    kind: type                          # str, int, float, bool or Path
    default: Any = None
    flags: tuple[str, ...] = ()
    help: str = ""
    metavar: Optional[str] = None
    many: bool = False                  # repeatable (a positional: one or more words); a list
    optional: bool = False              # may be None
    min: Optional[float] = None
    max: Optional[float] = None
    show_default: bool = True
    hidden: bool = False                # left out of --help

    @property
    def annotation(self) -> Any:
        t = List[self.kind] if self.many else self.kind
        return Optional[t] if self.optional else t

    def switches(self) -> dict[str, Optional[bool]]:
        """Each flag spelling -> the value it sets (None: takes the next word as its value)."""
        out: dict[str, Optional[bool]] = {}
        for f in self.flags:
            on, _, off = f.partition("/")
            if self.kind is bool:
                out[on.strip()] = True
                if off:
                    out[off.strip()] = False
            else:
                out[f] = None
        return out

    def plain_value(self, raw: str) -> Any:
        """`raw` as this parameter's value when it is plainly valid, else None (typer decides)."""
        if not raw or raw.startswith("-") or not _utf8(raw):
            return None
        if self.kind is int or self.kind is float:
            if not (_INT if self.kind is int else _FLOAT).fullmatch(raw):
                return None
            v = self.kind(raw)
            if (self.min is not None and v < self.min) or (self.max is not None and v > self.max):
                return None
            return v
        return Path(raw) if self.kind is Path else raw


def _utf8(s: str) -> bool:
    """False for text with undecodable bytes (argv surrogates): typer's validation decides those."""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def parse_plain(args: list[Arg], argv: list[str]) -> Optional[dict[str, Any]]:
    """The values of `args` from argv in its plain forms (`--opt VALUE`, `--opt=VALUE`, flags,
    the positional's word, or words when it is `many`), defaults filled in; None for anything
    else."""
    switch: dict[str, tuple[Arg, Optional[bool]]] = {}
    for a in args:
        for f, value in a.switches().items():
            switch[f] = (a, value)
    positional = [a for a in args if not a.flags]
    values: dict[str, Any] = {}
    words: list[str] = []
    i = 0
    while i < len(argv):
        tok = argv[i]
        i += 1
        if not tok.startswith("-"):
            words.append(tok)
            continue
        flag, eq, inline = tok.partition("=")
        if flag not in switch:
            return None
        a, const = switch[flag]
        if const is not None:
            if eq:
                return None
            value: Any = const
        else:
            if not eq:
                if i >= len(argv):
                    return None
                inline, i = argv[i], i + 1
            value = a.plain_value(inline)
            if value is None:
                return None
        if a.many:
            values.setdefault(a.name, []).append(value)
        elif a.name in values:
            return None
        else:
            values[a.name] = value
    if not all(_utf8(w) for w in words):
        return None
    if len(positional) == 1 and positional[0].many:
        if not words:
            return None
        values[positional[0].name] = words
    elif len(words) == len(positional):
        values.update(zip((a.name for a in positional), words))
    else:
        return None
    for a in args:
        if a.name not in values:
            values[a.name] = list(a.default) if a.many else a.default
    return values


# --------------------------------------------------------------------------- declarations

INDEX_DIR = Arg("index_dir", Path, None, ("--index-dir",), metavar="DIR", optional=True,
                help="Index directory (default ./indexes, or $DRAWQA_INDEX_DIR).")
PDF_DIR_HELP = "Folder holding the PDFs, when they moved since indexing (default: the indexed paths)."
PDF_DIR = Arg("pdf_dir", Path, None, ("--pdf-dir",), metavar="DIR", optional=True, help=PDF_DIR_HELP)

FILTERS = {a.name: a for a in [
    Arg("sheet", str, [], ("--sheet",), many=True, metavar="ID",
        help="Only this sheet (repeat or comma-separate for several), e.g. --sheet A4.0."),
    Arg("section", str, [], ("--section",), many=True, metavar="SECTION",
        help="Only this part of a sheet: title block, floor plan, site plan, schedule, notes, "
             "legend, elevation, section, detail, general."),
    Arg("file", str, [], ("--file",), many=True, metavar="NAME",
        help="Only this indexed file (its name, e.g. plans.pdf); repeat for several."),
    Arg("discipline", str, [], ("--discipline",), many=True, metavar="DISCIPLINE",
        help="Only sheets of this discipline (architectural, structural, ...) or sheet-ID "
             "prefix (A, S, ...)."),
]}

ASK = [
    Arg("question", str, ..., help="The question, in quotes."),
    INDEX_DIR,
    Arg("top_k", int, 60, ("--top-k",), min=1, max=500, help="Fused hits the answerer reads."),
    *FILTERS.values(),
    Arg("as_json", bool, None, ("--json/--text",), optional=True, show_default=False,
        help="Force JSON or readable text (default: text on a terminal, JSON when piped)."),
    Arg("show", Path, None, ("--show",), metavar="DIR", optional=True,
        help="Also write one evidence PNG per citation into DIR."),
    PDF_DIR,
    Arg("no_cache", bool, False, ("--no-cache",), help="Do not read or write the answer cache."),
    Arg("log", Path, None, ("--log",), metavar="FILE", optional=True,
        help="Append one JSON line per question to FILE (or set $DRAWQA_LOG)."),
    Arg("no_ocr", bool, False, ("--no-ocr",),
        help="Never OCR at question time (when the text layer gives no answer, drawqa reads the "
             "drawings with Tesseract)."),
    Arg("ocr_pages", int, 8, ("--ocr-pages",), min=0, metavar="N",
        help="Question-time OCR budget: at most N pages."),
    Arg("ocr_seconds", float, 20.0, ("--ocr-seconds",), min=0, metavar="S",
        help="Question-time OCR budget: at most S seconds."),
    Arg("ocr_cells", int, 90, ("--ocr-cells",), min=0, metavar="N",
        help="Question-time OCR budget: at most N regions read (Tesseract calls)."),
]

INDEX = [
    Arg("pdfs", str, ..., many=True, help="PDF files of one drawing set (globs are expanded)."),
    INDEX_DIR,
    Arg("prune", bool, False, ("--prune",), help="Remove files from the index that are not named now."),
    Arg("no_ocr", bool, False, ("--no-ocr",), help="Do not OCR pages without a text layer."),
    Arg("hashing", bool, False, ("--hashing-embedder",), hidden=True,
        help="Use the fast hashing embedder (tests only)."),
    Arg("quiet", bool, False, ("--quiet", "-q"), help="No progress bar."),
    Arg("db", str, None, ("--db",), metavar="URL", optional=True,
        help="Build into PostgreSQL (postgresql://user@host/dbname, or $DRAWQA_DB) instead of "
             "files; the index directory then holds a pointer to the set."),
    Arg("set_name", str, None, ("--set",), metavar="NAME", optional=True,
        help="The set's name in the database (default: the index directory's name)."),
    Arg("no_wait", bool, False, ("--no-wait",),
        help="Fail (exit 9) instead of waiting when another `drawqa index` is building the same index."),
    Arg("timings", bool, False, ("--timings",),
        help="Also print where the time went: read, ocr, layout, model, embed, write."),
]
