"""`drawqa mcp`: drawqa's verbs as Model Context Protocol tools, served on stdio.

An agent that reviews drawings calls `ask` for cited answers, `search` for ranked evidence,
`list_sheets` for the set, `show` to see a cited region and `index` to (re)build the index.
Built on the official MCP Python SDK (2.x, low-level `Server`), which is the optional extra
`drawqa[mcp]`. The work is drawqa.service's; this module only declares the tools, checks
arguments against their schemas and turns results and DrawqaErrors into tool results.

stdout carries protocol messages only: while serving, the SDK points file descriptor 1 at
stderr and writes the protocol to a private duplicate, so a stray print (or a C library's
output) lands in the log. Logs go to stderr.

Every call returns `structuredContent` and the same JSON as text; `show` adds the PNG as image
content. A failure is a tool result with `isError` and the CLI's error object as text,
{"error": "...", "exit_code": N}, with the CLI's message and exit-code meaning; the server
itself keeps running. Calls run one at a time in a worker thread, so the protocol loop stays
responsive (pings, progress) while drawqa works.
"""
from __future__ import annotations

import base64
import json
import logging
import sys
import traceback
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Callable, Optional

import anyio
import anyio.from_thread
import anyio.to_thread
import jsonschema
import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from . import __version__
from .answer import GATE, NO_EVIDENCE
from .errors import UsageError
from .models import SECTIONS
from .service import IndexService, error_record

log = logging.getLogger("drawqa.mcp")

# --------------------------------------------------------------------------- schemas

_STRS = {"type": "array", "items": {"type": "string"}}
_BBOX = {"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4,
         "description": "[x0, y0, x1, y1] in PDF points (1/72 in), origin at the top-left of the "
                        "page as displayed (after its /Rotate)."}
_FILTERS = {
    "sheet": {"type": "string", "description": "Only this sheet ID, e.g. A4.0 (comma-separate several)."},
    "section": {"type": "string", "enum": list(SECTIONS),
                "description": "Only this part of a sheet."},
    "discipline": {"type": "string",
                   "description": "Only sheets of this discipline (architectural, structural, ...) "
                                  "or sheet-ID prefix (A, S, ...)."},
    "file": {"type": "string", "description": "Only this indexed file, by name (e.g. plans.pdf)."},
}
_CITATION = {
    "type": "object",
    "properties": {
        "file": {"type": "string"}, "sheet_id": {"type": "string"}, "sheet_title": {"type": "string"},
        "page": {"type": "integer", "minimum": 1, "description": "1-based page of the file."},
        "section": {"type": "string"}, "bbox": _BBOX,
        "text": {"type": "string", "description": "The cited text."},
        "source": {"type": "string", "enum": ["text", "ocr"]},
    },
    "required": ["file", "sheet_id", "page", "section", "bbox"],
}
_ANSWER = {
    "type": "object",
    "properties": {
        "question": {"type": "string"},
        "answer": {"type": "string", "description": "At most 300 characters; an abstention starts "
                                                    f"with '{NO_EVIDENCE}'."},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
        "handler": {"type": "string", "description": "The answerer that spoke; 'gate' for an abstention."},
        "abstained": {"type": "boolean"},
        "citations": {"type": "array", "items": _CITATION},
        "notes": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["question", "answer", "confidence", "handler", "abstained", "citations"],
}
_HIT = {
    "type": "object",
    "properties": {
        "rank": {"type": "integer"}, "id": {"type": "integer"}, "score": {"type": "number"},
        "file": {"type": "string"}, "page": {"type": "integer"}, "sheet_id": {"type": "string"},
        "sheet_title": {"type": "string"}, "section": {"type": "string"}, "kind": {"type": "string"},
        "table": {"type": "string"}, "bbox": _BBOX, "source": {"type": "string"},
        "dense_rank": {"type": ["integer", "null"]}, "dense_score": {"type": ["number", "null"]},
        "sparse_rank": {"type": ["integer", "null"]}, "sparse_score": {"type": ["number", "null"]},
        "text": {"type": "string"},
    },
    "required": ["rank", "score", "file", "page", "sheet_id", "section", "bbox"],
}
_SHEET = {
    "type": "object",
    "properties": {
        "sheet_id": {"type": "string"}, "title": {"type": "string"}, "discipline": {"type": "string"},
        "file": {"type": "string"}, "page": {"type": "integer"}, "schedules": _STRS,
        "latest_revision": {"type": ["object", "null"]}, "revisions": {"type": "integer"},
        "id_source": {"type": "string"}, "source": {"type": "string"}, "turn": {"type": "integer"},
    },
    "required": ["sheet_id", "title", "discipline", "file", "page"],
}
_INDEX_REPORT = {
    "type": "object",
    "properties": {
        "summary": {"type": "string"}, "index_dir": {"type": "string"}, "indexed": {"type": "integer"},
        "files": {"type": "array", "items": {"type": "object"}}, "pages": {"type": "integer"},
        "chunks": {"type": "integer"}, "sheets": {"type": "integer"}, "seconds": {"type": "number"},
        "removed": _STRS, "notes": _STRS, "incomplete": {"type": "string"},
    },
    "required": ["summary", "indexed", "files", "pages", "chunks", "sheets"],
}

_ERRORS = ("On failure the result is an error whose text is {\"error\": message, \"exit_code\": N} "
           "with drawqa's exit codes: 2 bad arguments, 3 no index (call index first), 4 index "
           "damaged or of another format (re-index), 5 a PDF cannot be read.")


def _obj(properties: dict, required: list[str] = ()) -> dict:
    return {"type": "object", "properties": properties, "required": list(required),
            "additionalProperties": False}


def _filtered(text: str, text_help: str, top_k: int, top_k_help: str) -> dict:
    """The input of ask and search: the text, the CLI's filters (one value each; a sheet may
    list several, comma-separated) and top_k."""
    return _obj({text: {"type": "string", "description": text_help}, **_FILTERS,
                 "top_k": {"type": "integer", "minimum": 1, "maximum": 500, "default": top_k,
                           "description": top_k_help}}, [text])


# --------------------------------------------------------------------------- tools


@dataclass(frozen=True)
class ToolSpec:
    name: str
    title: str
    description: str
    input_schema: dict
    output_schema: dict
    run: Callable[..., Any]        # (service, arguments, progress) -> dict, or (png, dict) for show
    read_only: bool = True

    def tool(self) -> types.Tool:
        return types.Tool(
            name=self.name, title=self.title, description=self.description,
            input_schema=self.input_schema, output_schema=self.output_schema,
            # index is destructive only in that `prune` drops files from the index; every tool
            # gives the same result when called again with the same arguments.
            annotations=types.ToolAnnotations(title=self.title, read_only_hint=self.read_only,
                                              destructive_hint=not self.read_only, idempotent_hint=True,
                                              open_world_hint=False))


def _filters(a: dict) -> dict:
    return {k: [a[k]] if a.get(k) else [] for k in _FILTERS}


TOOLS = [
    ToolSpec(
        name="ask",
        title="Ask the drawings",
        description=(
            "Answer a question about the indexed drawing set from what the drawings say, with "
            "citations: file, sheet, 1-based page, section and bbox (PDF points from the "
            "top-left of the page as displayed). `confidence` (0-1) is how sure the answering "
            "handler is of its evidence; answers below the calibrated gate "
            f"({GATE}) are never given. drawqa abstains rather than guess: when the drawings do "
            "not clearly say it, the question is not about them, or it names a sheet the set "
            f"lacks, `abstained` is true and `answer` starts with '{NO_EVIDENCE}' (the reason in "
            "parentheses when known). Treat an abstention as 'not shown in these drawings', not "
            "as 'no'. Filters narrow the search before ranking. " + _ERRORS),
        input_schema=_filtered("question", "The question, e.g. 'What is the size of window W3?'",
                               60, "Fused hits the answerer reads."),
        output_schema=_ANSWER,
        run=lambda s, a, _p: s.ask(a["question"], top_k=a.get("top_k", 60), **_filters(a)),
    ),
    ToolSpec(
        name="search",
        title="Search the drawings",
        description=(
            "Ranked evidence for a query: the fused hits `ask` reads (semantic MiniLM vectors "
            "and BM25 keywords, fused by Reciprocal Rank Fusion), best first, each with file, "
            "page, sheet, section, bbox and a text snippet. `score` is the fused RRF score, "
            "sum of 1/(60 + rank) over the two rankings: it orders hits and is not a "
            "probability. `dense_score` is cosine similarity and `sparse_score` the BM25 score "
            "(null when that retriever did not return the chunk). search never abstains: the "
            "hits are evidence to read, not answers. " + _ERRORS),
        input_schema=_filtered("query", "What to look for.", 10, "How many hits to return."),
        output_schema={"type": "object", "properties": {"query": {"type": "string"},
                                                         "index_version": {"type": "string"},
                                                         "hits": {"type": "array", "items": _HIT}},
                       "required": ["query", "index_version", "hits"]},
        run=lambda s, a, _p: s.search(a["query"], top_k=a.get("top_k", 10), **_filters(a)),
    ),
    ToolSpec(
        name="list_sheets",
        title="List the sheets",
        description=(
            "Every sheet of the indexed set: sheet ID, title, discipline, file, 1-based page, "
            "the schedules on it and its latest revision. `id_source` says where the ID was "
            "read ('fallback' means no sheet ID was found and PAGE-n is used); `turn` (degrees) is "
            "non-zero for a scan read turned upright, whose citation boxes are on the page turned so. Also the indexed "
            "files and the index version, which changes whenever the set is re-indexed. " + _ERRORS),
        input_schema=_obj({}),
        output_schema={"type": "object", "properties": {"index_dir": {"type": "string"},
                                                         "index_version": {"type": "string"},
                                                         "files": _STRS,
                                                         "sheets": {"type": "array", "items": _SHEET}},
                       "required": ["index_version", "files", "sheets"]},
        run=lambda s, a, _p: s.sheets(),
    ),
    ToolSpec(
        name="show",
        title="Show the evidence",
        description=(
            "Render evidence as a PNG image: a citation from ask or a hit from search (the cited "
            "region with its box highlighted and some of the sheet around it, labelled with "
            "file, sheet and page), or a whole sheet by ID, or a page of an indexed file "
            "(optionally with a bbox to highlight). Give `citation`, or `sheet`, or `file` and "
            "`page`. Returns the image and what was rendered. " + _ERRORS),
        input_schema=_obj({"citation": {"type": "object", "description": "A citation object from "
                                        "ask (or a hit from search): needs file and page; bbox "
                                        "is highlighted.", "properties": {"file": {"type": "string"},
                                                                          "page": {"type": "integer"}},
                                        "required": ["file", "page"]},
                           "sheet": {"type": "string", "description": "Render this whole sheet, by ID."},
                           "file": {"type": "string", "description": "Render a page of this indexed file."},
                           "page": {"type": "integer", "minimum": 1, "description": "1-based page, with file."},
                           "bbox": _BBOX,
                           "max_size": {"type": "integer", "minimum": 200, "maximum": 8000,
                                        "default": 1600,
                                        "description": "Longest side of the rendered region, pixels."}}),
        output_schema={"type": "object", "properties": {
            "file": {"type": "string"}, "page": {"type": "integer"}, "sheet_id": {"type": "string"},
            "label": {"type": "string"}, "width": {"type": "integer"}, "height": {"type": "integer"},
            "clip": {"type": "array", "items": {"type": "number"}}, "zoom": {"type": "number"},
            "box": {"type": ["array", "null"], "items": {"type": "integer"},
                    "description": "The highlight in image pixels (null: nothing highlighted)."},
            "bbox": {"type": ["array", "null"], "items": {"type": "number"}},
            "warnings": _STRS},
            "required": ["file", "page", "label", "width", "height"]},
        run=lambda s, a, _p: s.show(citation=a.get("citation"), sheet=a.get("sheet"),
                                    file=a.get("file"), page=a.get("page"), bbox=a.get("bbox"),
                                    max_size=a.get("max_size", 1600)),
    ),
    ToolSpec(
        name="index",
        title="Index drawing PDFs",
        description=(
            "Build or update the index from PDF files of one drawing set (paths on the "
            "server's machine, relative to its working directory; globs are expanded). Files "
            "whose content is unchanged are reused; a file not named stays in the index unless "
            "`prune` is true. Scanned sheets are OCR'd, so a large set takes minutes: progress "
            "is reported as notifications when the call carries a progress token. Returns the "
            "summary; later calls use the new index. A partial build (some files or pages "
            "skipped) is an error with exit_code 7 whose object also holds the report, though "
            "the index was written. " + _ERRORS),
        input_schema=_obj({"paths": {"type": "array", "items": {"type": "string", "minLength": 1},
                                     "minItems": 1, "description": "PDF files (or glob patterns)."},
                           "prune": {"type": "boolean", "default": False,
                                     "description": "Remove files from the index that are not named now."},
                           "ocr": {"type": "boolean", "default": True,
                                   "description": "OCR pages without a text layer."}},
                          ["paths"]),
        output_schema=_INDEX_REPORT,
        run=lambda s, a, p: s.index(a["paths"], ocr=a.get("ocr", True), prune=a.get("prune", False),
                                    progress=p),
        read_only=False,
    ),
]
TOOLS_BY_NAME = {t.name: t for t in TOOLS}


# --------------------------------------------------------------------------- results


def _json(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)


def tool_error(exc: BaseException) -> types.CallToolResult:
    """The CLI's error object as a tool error: the agent sees it, the server goes on."""
    return types.CallToolResult(content=[types.TextContent(text=_json(error_record(exc)))],
                                is_error=True)


def tool_result(spec: ToolSpec, out: Any) -> types.CallToolResult:
    if spec.name == "show":
        png, meta = out
        return types.CallToolResult(
            content=[types.ImageContent(data=base64.b64encode(png).decode("ascii"), mime_type="image/png"),
                     types.TextContent(text=_json(meta))],
            structured_content=meta)
    return types.CallToolResult(content=[types.TextContent(text=_json(out))], structured_content=out)


def check_arguments(spec: ToolSpec, arguments: dict) -> None:
    """UsageError (exit 2, as a bad command line) for arguments outside the tool's schema."""
    errors = sorted(jsonschema.Draft202012Validator(spec.input_schema).iter_errors(arguments),
                    key=lambda e: list(e.absolute_path))
    if errors:
        e = errors[0]
        where = ".".join(str(p) for p in e.absolute_path)
        raise UsageError(f"{spec.name}: {where + ': ' if where else ''}{e.message}")


class _Progress:
    """drawqa.index's progress callback -> MCP progress notifications, from the worker thread.
    `progress` rises by one per report (the spec wants it increasing; the build's own counts
    are per stage), and the message says what is being done."""

    def __init__(self, session):
        self.session = session
        self.step = 0

    def __call__(self, what: str, done: int, total: int) -> None:
        self.step += 1
        msg = f"embedding {done}/{total} chunks" if what == "embedding" else f"{what} (file {done + 1} of {total})"
        try:
            anyio.from_thread.run(partial(self.session.report_progress, self.step, None, msg))
        except Exception:     # a client gone away: the build goes on
            log.debug("progress notification failed", exc_info=True)


# --------------------------------------------------------------------------- the server


def build_server(service: IndexService) -> Server:
    lock = anyio.Lock()     # one call at a time: drawqa's caches are not shared across threads

    async def list_tools(ctx, params) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[t.tool() for t in TOOLS])

    async def call_tool(ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
        spec = TOOLS_BY_NAME.get(params.name)
        args = params.arguments or {}
        try:
            if spec is None:
                raise UsageError(f"no tool {params.name!r}; the tools are: {', '.join(TOOLS_BY_NAME)}")
            check_arguments(spec, args)
        except UsageError as exc:
            return tool_error(exc)
        async with lock:
            try:
                out = await anyio.to_thread.run_sync(spec.run, service, args, _Progress(ctx.session))
            except Exception as exc:     # DrawqaError: its message and exit code; else exit 1
                record = error_record(exc)
                log.warning("%s failed (exit %s): %s", spec.name, record["exit_code"], record["error"])
                if record["exit_code"] == 1:
                    log.warning("%s", "".join(traceback.format_exception(exc)))
                return tool_error(exc)
        return tool_result(spec, out)

    return Server("drawqa", version=__version__, title="drawqa",
                  description="Cited question answering over PDF drawing sets (plan sets).",
                  instructions=(
                      "drawqa answers questions about one indexed drawing set. Start with "
                      "list_sheets to see the set; ask questions with ask and quote its answer "
                      "with its citations; an answer starting with 'no evidence found' means the "
                      "drawings do not clearly say it. Use search to read ranked evidence and "
                      "show to look at a cited region. index (re)builds the index from PDFs."),
                  on_list_tools=list_tools, on_call_tool=call_tool)


def serve(index_dir: Path, pdf_dir: Optional[Path] = None) -> None:
    """Serve the index at `index_dir` on stdin/stdout until the client closes stdin."""
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING,
                        format="drawqa mcp: %(levelname)s: %(message)s")
    service = IndexService(index_dir, pdf_dir=pdf_dir)
    print(f"drawqa mcp: serving the index in {index_dir} on stdio (drawqa {__version__})",
          file=sys.stderr, flush=True)

    async def run() -> None:
        server = build_server(service)
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(run)
