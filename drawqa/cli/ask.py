"""The body of `drawqa ask`, shared by the typer-free fast path and the typer app."""
from __future__ import annotations

import json
import os
import sys

from ..filters import Filters
from ..ocr_options import OcrOptions
from ..querylog import log_path
from .output import echo, guarded, index_dir_or_default


def ask_command(question, index_dir, top_k, sheet, section, file, discipline, as_json, show, pdf_dir,
                no_cache, log, no_ocr, ocr_pages, ocr_seconds, ocr_cells, *, debug: bool = False,
                passthrough: tuple = ()) -> int:
    """Answer a question from the index, with citations.

    Prints a readable answer on a terminal and JSON when piped (--json / --text force either).

    Example: drawqa ask "What NFPA standard do the sprinklers follow?" --show evidence/
    """
    json_mode = as_json if as_json is not None else not sys.stdout.isatty()
    # Before numpy loads: one question is a few small matrix products, and a second OpenBLAS
    # thread only spins (~0.1 s of the other core at start-up, slower products when it is busy).
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

    def run():
        from ..api import ask   # lazy: numpy must load after OPENBLAS_NUM_THREADS is set (above)

        idx = index_dir_or_default(index_dir)
        ocr = OcrOptions(enabled=not no_ocr and ocr_pages > 0 and ocr_cells > 0 and ocr_seconds > 0,
                         max_pages=ocr_pages, max_seconds=ocr_seconds, max_cells=ocr_cells,
                         pdf_dir=pdf_dir)
        done = ask(question, idx, filters=Filters.parse(sheet, section, file, discipline),
                   top_k=top_k, use_cache=not no_cache, log=log_path(log), ocr=ocr)
        if done.log_error:
            echo(f"warning: {done.log_error}", err=True)
        ans, images = done.answer, []
        if show is not None:
            from ..show import PdfResolver, render_citations   # lazy: pymupdf and Pillow, ~0.7 s

            resolver = PdfResolver(index_dir=idx, pdf_dir=pdf_dir, manifest=done.manifest)
            images = [str(r.path) for r in render_citations(ans["citations"], show, resolver)]
            for w in resolver.warnings:
                echo(f"warning: {w}", err=True)
            for c, img in zip(ans["citations"], images):
                c["image"] = img
        if json_mode:
            echo(json.dumps(ans, ensure_ascii=False, indent=2))
        else:
            from .render import answer_text   # lazy: ~1 ms of a start that JSON output never needs

            echo(answer_text(ans, images))

    return guarded(run, json_errors=json_mode, debug=debug, passthrough=passthrough)
