"""The one file hasher: a file's sha256, read in 1 MiB blocks (PDFs, index files)."""
from __future__ import annotations

import os


def file_sha256(path: str | os.PathLike) -> str:
    import hashlib     # here, not at the top: ~3 ms to import, and a warm `drawqa ask` hashes nothing

    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
