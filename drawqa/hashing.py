"""The one file hasher (a file's sha256, read in 1 MiB blocks: PDFs, index files) and the one
fingerprint of source files (what the answer cache and the eval indexes key on)."""
from __future__ import annotations

import os
import re
from pathlib import Path

# Import lines of a drawqa module, read as text: `from .x import ...`, `from . import a, b`,
# `from drawqa.x import ...`, `import drawqa.x` (at any indent: lazy imports count too).
_RELATIVE_IMPORT = re.compile(r"^[ \t]*from[ \t]+\.(\w*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*)", re.M)
_ABSOLUTE_IMPORT = re.compile(r"^[ \t]*(?:from|import)[ \t]+drawqa\.(\w+)", re.M)


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


def import_closure(roots, package_dir: Path | None = None) -> list[Path]:
    """Source files of drawqa (or of `package_dir`) that the `roots` modules import, directly
    or not, themselves included. Read from the import lines as text: nothing is imported and
    no file is parsed (~2 ms for the reading modules)."""
    pkg = package_dir or Path(__file__).resolve().parent
    seen: set[str] = set()
    todo = list(roots)
    files = []
    while todo:
        mod = todo.pop()
        if mod in seen:
            continue
        seen.add(mod)
        path = pkg / f"{mod}.py"
        if not path.is_file():
            continue
        files.append(path)
        text = path.read_text(encoding="utf-8")
        for m in _RELATIVE_IMPORT.finditer(text):
            if m.group(1):
                todo.append(m.group(1))
            else:
                todo.extend(re.findall(r"\b(\w+)\b(?:[ \t]+as[ \t]+\w+)?", re.sub(r"#[^\n]*", "", m.group(2))))
        todo.extend(_ABSOLUTE_IMPORT.findall(text))
    return sorted(files)
