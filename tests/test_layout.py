"""The package's layout rules, read from the source (issue 14): only drawqa.cli knows the
command line, no import circles, no private names imported from another module, every import
goes down the stages (or stays in its own), and an import inside a function says why."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# None are allowed: any circle or private import across modules fails.
KNOWN_CIRCLES: list[set[str]] = []
KNOWN_PRIVATE: set[tuple[str, str, str]] = set()

# The stages data flows through, lowest first: PDF -> pages -> chunks -> indexes -> hits ->
# answer, then the one way through for a question, then what people and programs run. A module
# imports its own stage and those below it, never one above (any import: at the top, in a
# function, under TYPE_CHECKING). Names are under drawqa; a package's name covers its modules.
# Every module is listed: a new one is placed here, where it belongs, before it can pass.
STAGES: list[tuple[str, list[str]]] = [
    ("base", ["drawqa", "errors", "models", "tokens", "hashing", "sheet_ids"]),
    ("pages", ["extract", "ocr_lines", "ocr", "layout", "title_block", "emblems", "legend_keys"]),
    ("chunks", ["captions", "sheets", "tables", "sections", "reader_start", "reader"]),
    ("indexes", ["embed", "embed_index", "onnx_graph", "bm25", "store", "pgstore", "backend", "localdb",
                 "index"]),
    ("hits", ["question", "filters", "retrieve", "listing"]),
    ("answer", ["expect", "contract", "handlers", "ocr_options", "ocr_fallback", "answer"]),
    ("api", ["cache", "querylog", "show", "api", "service"]),
    ("front", ["cli", "eval", "evaluate", "mcp_server", "bench", "benchgen", "bench_real", "benchdb"]),
]


def _modules() -> dict[str, Path]:
    mods = {}
    for p in sorted((ROOT / "drawqa").rglob("*.py")) + sorted((ROOT / "handlers").rglob("*.py")):
        rel = p.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[0] == "handlers":
            parts = ["drawqa"] + parts
        name = ".".join(parts).removesuffix(".__init__")
        mods[name] = p
    return mods


def _imports(mods: dict[str, Path]) -> tuple[dict[str, set[str]], list[tuple[str, str, str]]]:
    """Every module's imports of drawqa modules (at any depth, inside functions too), and the
    private names imported across modules."""
    edges: dict[str, set[str]] = {m: set() for m in mods}
    private = []
    for m, p in mods.items():
        pkg = m if p.name == "__init__.py" else m.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = pkg.split(".")[: len(pkg.split(".")) - (node.level - 1)]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for a in node.names:
                    full = f"{target}.{a.name}"
                    dest = full if full in mods else target
                    if dest in mods and dest != m:
                        edges[m].add(dest)
                    if a.name.startswith("_") and not a.name.startswith("__") and target.startswith("drawqa"):
                        private.append((m, target, a.name))
            elif isinstance(node, ast.Import):
                edges[m].update(a.name for a in node.names if a.name in mods and a.name != m)
    return edges, private


def _circles(edges: dict[str, set[str]]) -> list[set[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    for v in edges:
        if v not in index:
            visit(v)
    return out


def test_only_the_cli_package_imports_the_cli():
    edges, _ = _imports(_modules())
    outside = {m: sorted(d for d in ds if d == "drawqa.cli" or d.startswith("drawqa.cli."))
               for m, ds in edges.items() if not (m == "drawqa.cli" or m.startswith("drawqa.cli."))}
    assert {m: d for m, d in outside.items() if d} == {}


def test_no_import_circles_and_no_private_names_across_modules():
    edges, private = _imports(_modules())
    assert [c for c in _circles(edges) if c not in KNOWN_CIRCLES] == []
    assert [p for p in private if p not in KNOWN_PRIVATE] == []


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]


def _stage_of(module: str) -> int | None:
    """The position in STAGES of a drawqa module (the longest listed name that holds it)."""
    best, level = "", None
    for i, (_, names) in enumerate(STAGES):
        for n in names:
            full = "drawqa" if n == "drawqa" else f"drawqa.{n}"
            if (module == full or module.startswith(full + ".")) and len(full) > len(best):
                best, level = full, i
    return level


def _upward(edges: dict[str, set[str]]) -> list[str]:
    return sorted(f"{m} ({STAGES[_stage_of(m)][0]}) -> {d} ({STAGES[_stage_of(d)][0]})"
                  for m, ds in edges.items() for d in ds if _stage_of(d) > _stage_of(m))


def test_every_module_has_a_stage():
    assert [m for m in _modules() if _stage_of(m) is None] == []


def test_no_import_goes_up_a_stage():
    edges, _ = _imports(_modules())
    assert _upward(edges) == []


def test_the_stage_check_finds_an_upward_import():
    assert _stage_of("drawqa.handlers.base") == _stage_of("drawqa.answer")
    assert _stage_of("drawqa.cli.app") == len(STAGES) - 1
    assert _upward({"drawqa.store": {"drawqa.retrieve", "drawqa.models"}, "drawqa.api": {"drawqa.store"}}) \
        == ["drawqa.store (indexes) -> drawqa.retrieve (hits)"]


def _uncommented_imports(source: str) -> list[int]:
    """Lines of imports inside functions that give no reason: a comment on the import (any of
    its lines) or on the line above, or one reason above a block of imports that follow it."""
    lines = source.splitlines()

    def said(text: str) -> bool:
        words = text.split("#", 1)[1].strip() if "#" in text else ""
        return any(ch.isalpha() for ch in words) and not words.startswith(("noqa", "type:"))

    nodes = {n.lineno: n for f in ast.walk(ast.parse(source))
             if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))
             for n in ast.walk(f) if isinstance(n, (ast.Import, ast.ImportFrom))}
    reasoned: set[int] = set()       # last lines of imports that have a reason
    bare = []
    for line in sorted(nodes):
        n = nodes[line]
        above = lines[line - 2] if line >= 2 else ""
        if (any(said(t) for t in lines[line - 1:n.end_lineno])
                or (above.strip().startswith("#") and said(above)) or line - 1 in reasoned):
            reasoned.add(n.end_lineno)
        else:
            bare.append(line)
    return bare


def test_an_import_inside_a_function_says_why():
    """Imports go at the top of a module; one kept in a function (a measured start-up cost, an
    optional extra, a platform) says so where it stands."""
    bare = {str(p.relative_to(ROOT)): lines for p in _modules().values()
            if (lines := _uncommented_imports(p.read_text(encoding="utf-8")))}
    assert bare == {}


def test_the_reason_check_finds_a_bare_import():
    src = """import os


def f():
    import json

    # lazy: a reason for the block below
    import re
    import zlib

    import math   # lazy: its own reason
    from typing import (Any,
                        Optional)   # lazy: on its last line
    import abc   # lazy: the block goes on

    import ast  # noqa: F401
    return os
"""
    assert _uncommented_imports(src) == [5, 16]
