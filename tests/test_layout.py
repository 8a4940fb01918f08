"""The package's layout rules, read from the source (issue 14): only drawqa.cli knows the
command line, no import circles, no private names imported from another module."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# None are allowed: any circle or private import across modules fails.
KNOWN_CIRCLES: list[set[str]] = []
KNOWN_PRIVATE: set[tuple[str, str, str]] = set()


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
