"""Size limits for the shipped packages (issue 16): small modules with one job each.

A module over 450 lines or a function over 60 lines has, in this project, always
turned out to hold more than one job; the limits are checked here so that they
stay true rather than being measured once for a note.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("lanjolly", "protocol", "ui")
MAX_MODULE_LINES = 450
MAX_FUNCTION_LINES = 60


def _modules() -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py"))


def test_no_module_is_longer_than_the_limit() -> None:
    long = {str(p.relative_to(ROOT)): n for p in _modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}
    assert long == {}, f"modules over {MAX_MODULE_LINES} lines: {long}"


def test_no_function_is_longer_than_the_limit() -> None:
    long: dict[str, int] = {}
    for path in _modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno is not None:
                start = min([d.lineno for d in node.decorator_list] + [node.lineno])
                n = node.end_lineno - start + 1
                if n > MAX_FUNCTION_LINES:
                    long[f"{path.relative_to(ROOT)}:{node.lineno} {node.name}"] = n
    assert long == {}, f"functions over {MAX_FUNCTION_LINES} lines: {long}"
