"""No import cycle inside ``protocol/`` or ``ui/``, counting imports under ``TYPE_CHECKING``
and imports inside functions (issue 21 §1: the eight table modules used to form one cycle
through their type-only imports, which hid that every part depended on every other).

A package's ``__init__`` that only re-exports names lazily (PEP 562) is not an edge: importing
``protocol`` runs none of its modules."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _resolve(module: str, is_pkg: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = module.split(".") if is_pkg else module.split(".")[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def import_graph(package: str) -> dict[str, set[str]]:
    """module -> the modules of ``package`` it imports, anywhere in its body."""
    files = {_module_name(p): p for p in (ROOT / package).rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in files}
    for mod, path in files.items():
        is_pkg = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(mod, is_pkg, node)
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in files else base for a in node.names]
            for t in targets:
                while t and t not in files:
                    t = t.rpartition(".")[0]
                if t and t != mod and not (t == package or files[t].name == "__init__.py" and _lazy(files[t])):
                    graph[mod].add(t)
    return graph


def _lazy(init: Path) -> bool:
    """A package __init__ whose names load lazily (``lazy_exports``): importing it runs nothing."""
    return "lazy_exports(" in init.read_text(encoding="utf-8")


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


@pytest.mark.parametrize("package", ["protocol", "ui"])
def test_no_import_cycle(package):
    found = cycles(import_graph(package))
    assert not found, f"import cycles in {package}/: {found}"


def test_the_check_sees_a_type_checking_cycle(tmp_path, monkeypatch):
    """The checker itself: a cycle made only of a TYPE_CHECKING import is found."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from . import b\n")
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import X\n")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        assert cycles(import_graph("pkg")) == [["pkg.a", "pkg.b"]]
    finally:
        ROOT = saved
