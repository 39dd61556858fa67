"""The engine's public API is fully annotated (issue 2: 100% typed public API)."""

from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def untyped_public_functions(package: str) -> list[str]:
    missing = []
    for path in sorted((ROOT / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if node.name.startswith("_") and node.name != "__init__":
                continue
            args = node.args.posonlyargs + node.args.args + node.args.kwonlyargs
            params = [a for a in args if a.arg not in ("self", "cls")]
            if any(a.annotation is None for a in params) or (node.returns is None and node.name != "__init__"):
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    return missing


def test_every_public_engine_function_is_annotated():
    missing = untyped_public_functions("lanjolly")
    assert not missing, "unannotated public functions:\n" + "\n".join(missing)
