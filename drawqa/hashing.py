"""The one file hasher (a file's sha256, read in 1 MiB blocks: PDFs, index files) and the one
fingerprint of source files (what the answer cache and the eval indexes key on)."""
from __future__ import annotations

import os


def file_sha256(path: str | os.PathLike) -> str:
    import hashlib   # lazy: ~3 ms of every start; `drawqa ask --no-cache` hashes nothing

    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def files_fingerprint(paths) -> str:
    """A short hash of these files' names and bytes, in the order given: when the code they
    hold changes, whatever was keyed on it is made again."""
    import hashlib   # lazy: ~3 ms of every start; only the cache and eval fingerprint code

    h = hashlib.sha256()
    for p in paths:
        h.update(p.name.encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:16]
