"""The layers import one way only: lanjolly <- protocol <- ui, wired by lanjolly/cli.py."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
ENTRY = {"lanjolly/cli.py", "lanjolly/__main__.py"}
FORBIDDEN = {
    "lanjolly": {"PySide6", "asyncio", "socket", "ssl", "zeroconf", "protocol", "ui", "qasync",
                 "sqlite3", "selectors", "subprocess"},
    "protocol": {"PySide6", "ui", "qasync"},
}


def imported_modules(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module" \
                and node.args and isinstance(node.args[0], ast.Constant):
            out.add(str(node.args[0].value).split(".")[0])
    return out


def test_layers_import_one_way_only():
    problems = []
    for package, banned in FORBIDDEN.items():
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in ENTRY:
                continue
            bad = imported_modules(path) & banned
            if bad:
                problems.append(f"{rel} imports {sorted(bad)}")
    assert not problems, "layering broken:\n" + "\n".join(problems)


def test_the_checker_would_catch_a_violation(tmp_path):
    f = tmp_path / "x.py"
    f.write_text("import asyncio\nfrom PySide6.QtCore import Qt\n")
    assert {"asyncio", "PySide6"} <= imported_modules(f)


def test_importing_the_engine_loads_no_qt_or_network():
    code = ("import sys, lanjolly, lanjolly.playout, lanjolly.queries;"
            "bad=[m for m in ('PySide6','asyncio','socket','ssl','zeroconf','protocol','ui') if m in sys.modules];"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == ""


def test_cli_help_lists_the_commands():
    out = subprocess.run([sys.executable, "-m", "lanjolly", "--help"], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    for cmd in ("host", "join", "tables", "sim", "verify"):
        assert cmd in out.stdout
    bad = subprocess.run([sys.executable, "-m", "lanjolly", "frobnicate"], capture_output=True, text=True,
                         cwd=ROOT)
    assert bad.returncode == 2 and "unknown command" in bad.stderr
