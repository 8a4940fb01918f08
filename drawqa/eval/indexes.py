"""One index per evaluated PDF (`indexes/eval/<stem>-<sha256[:12]>/`), reused while the PDF
and the indexing code are unchanged and rebuilt otherwise."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Callable, Optional

from .. import backend, ocr
from ..embed import MODEL_NAME
from ..embed_index import index_settings
from ..hashing import file_sha256, files_fingerprint, import_closure
from ..errors import DrawqaError, UsageError
from ..index import build

STAMP = "eval-stamp.json"

Log = Callable[[str], None]


# --------------------------------------------------------------------------- indexes

def code_fingerprint() -> str:
    """A hash of the code that builds an index: when it changes, eval indexes are rebuilt."""
    return files_fingerprint(import_closure(["index"]))


def _ocr_available() -> bool:
    try:
        return bool(ocr.tesseract_available())
    except Exception:
        return False


def _stamp_for(pdf: Path, digest: str) -> dict:
    """What an eval index was made from. The encoder is part of it: an eval run with
    $DRAWQA_EMBED_PRECISION set otherwise would score the other encoder's vectors."""
    return {"pdf": pdf.name, "sha256": digest, "code": code_fingerprint(), "model": MODEL_NAME,
            "ocr": _ocr_available(), "embedding": index_settings()}


def usable_index(index_dir: Path, pdf: Path, digest: Optional[str] = None) -> bool:
    """True when index_dir holds exactly this PDF (same content) embedded with the real model."""
    try:
        gen = backend.load(index_dir)
    except DrawqaError:
        return False
    digest = digest or file_sha256(pdf)
    files = gen.manifest.get("files", [])
    return (gen.manifest.get("model") == MODEL_NAME and len(files) == 1
            and files[0].get("file") == pdf.name and files[0].get("sha256") == digest)


def index_for(pdf: Path, index_root: Path, *, rebuild: bool = False, log: Optional[Log] = None) -> Path:
    """The index of one PDF under index_root, built if missing or stale."""
    pdf = Path(pdf)
    if not pdf.is_file():
        raise UsageError(f"{pdf}: PDF of the question set not found (use --pdf-dir)")
    digest = file_sha256(pdf)
    index_dir = Path(index_root) / f"{pdf.stem}-{digest[:12]}"
    stamp = _stamp_for(pdf, digest)
    stamp_path = index_dir / STAMP
    try:
        old = json.loads(stamp_path.read_text())
    except (OSError, ValueError):
        old = None
    if not rebuild and old == stamp and usable_index(index_dir, pdf, digest):
        return index_dir
    why = ("--reindex" if rebuild else "no index yet" if old is None
           else "the indexing code changed" if old.get("code") != stamp["code"]
           else "another encoder" if old.get("embedding") != stamp["embedding"] else "index is stale")
    if log:
        log(f"indexing {pdf.name} ({why}) -> {index_dir}")
    stamp_path.unlink(missing_ok=True)
    # fresh: a full rebuild (build() would otherwise carry the old chunks over)
    report = build([str(pdf)], index_dir, prune=True, fresh=True)
    if log:
        log(report.summary())
    if report.indexed < 1:
        raise DrawqaError(f"{pdf}: could not be indexed")
    tmp = stamp_path.with_suffix(".tmp")
    tmp.write_text(json.dumps(stamp, indent=1))
    tmp.replace(stamp_path)
    return index_dir


