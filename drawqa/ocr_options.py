"""The question-time OCR budget `drawqa ask` passes down (--ocr-pages/--ocr-seconds/...).

Apart from drawqa.ocr_fallback so that a question the text layer answers never loads the
fallback's code; the fallback re-exports it.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Optional


@dataclass
class OcrOptions:
    """`drawqa ask --ocr-pages/--ocr-seconds/--ocr-cells/--no-ocr`."""
    enabled: bool = True
    max_pages: int = 8
    max_seconds: float = 20.0
    max_cells: int = 90
    call_timeout: float = 10.0          # one Tesseract call
    zoom: float = 3.5
    pdf_dir: Optional[Path] = None      # where the PDFs are when they moved since indexing

    def key(self) -> dict:
        """What changes an answer (for the answer cache)."""
        if not self.enabled:
            return {"ocr": False}
        return {"ocr": True, "pages": self.max_pages, "seconds": self.max_seconds,
                "cells": self.max_cells, "zoom": self.zoom}
