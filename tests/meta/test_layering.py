"""The layers and the public APIs hold: lanjolly <- protocol <- ui, and ui uses protocol's roots.

The rules are import-linter contracts in pyproject.toml ([tool.importlinter]); this test runs
them, proves on a small fake tree that each one can fail, and checks what a static import graph
cannot see: imports by string, and what actually loads when a layer is imported.
"""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]
LINT = pathlib.Path(sys.executable).with_name("lint-imports")


def _lint(cwd: pathlib.Path, config: pathlib.Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    # --no-cache: import-linter would otherwise write a cache folder into the checkout
    return subprocess.run([str(LINT), "--config", str(config), "--no-cache"], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_import_contracts_hold() -> None:
    res = _lint(ROOT, ROOT / "pyproject.toml")
    assert res.returncode == 0, res.stdout + res.stderr
    assert "0 broken" in res.stdout


FAKE_TREE = {
    "lanjolly/__init__.py": "",
    "lanjolly/__main__.py": "from ui.cli import main\n",            # the one named exception
    "lanjolly/bad.py": "import asyncio\nfrom protocol import Host\n",      # engine-pure, layers
    "protocol/__init__.py": "",
    "protocol/inner.py": "",
    "protocol/_private.py": "",
    "protocol/discovery/__init__.py": "",
    "protocol/discovery/links.py": "",
    "protocol/bad.py": "from PySide6.QtCore import Qt\n",                # protocol-no-qt
    "ui/__init__.py": "",
    "ui/cli.py": "import argparse\n",
    "ui/bad.py": "from protocol.inner import x\nfrom protocol.discovery.links import y\n"  # public API
                 "from protocol._private import z\n",                                    # internals
    "ui/good.py": "from protocol import Host\nfrom protocol.discovery import z\n",
}


def test_every_contract_fails_on_a_violation(tmp_path: pathlib.Path) -> None:
    """The project's own contracts, run over a fake tree that breaks each of them once."""
    for rel, text in FAKE_TREE.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    linter = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    lines = ["[importlinter]", "root_packages =", *(f"    {p}" for p in linter["root_packages"]),
             "include_external_packages = True"]
    for contract in linter["contracts"]:
        lines.append(f"[importlinter:contract:{contract['id']}]")
        for key, value in contract.items():
            if key != "id":
                lines.append(f"{key} =" + "".join(f"\n    {v}" for v in value) if isinstance(value, list)
                             else f"{key} = {value}")
    config = tmp_path / ".importlinter"
    config.write_text("\n".join(lines) + "\n")
    res = _lint(tmp_path, config, env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tmp_path)})
    report = res.stdout + res.stderr
    assert res.returncode == 1, report
    assert f"0 kept, {len(linter['contracts'])} broken" in report, report
    for bad in ("lanjolly.bad -> asyncio", "lanjolly.bad -> protocol", "protocol.bad -> PySide6",
                "ui.bad -> protocol.inner", "ui.bad -> protocol.discovery.links", "ui.bad -> protocol._private"):
        assert bad in report, bad
    assert "ui.good" not in report and "lanjolly.__main__" not in report


def string_imports(path: pathlib.Path) -> list[str]:
    """``importlib.import_module("x")`` / ``__import__("x")`` with a literal name: invisible to
    import-linter, so none may name one of our packages."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Call) and (getattr(node.func, "attr", "") == "import_module"
                                           or getattr(node.func, "id", "") == "__import__") \
                and node.args and isinstance(node.args[0], ast.Constant):
            out.append(str(node.args[0].value))
    return out


def test_no_layer_imports_one_of_ours_by_string() -> None:
    problems = []
    for package in ("lanjolly", "protocol", "ui"):
        for path in sorted((ROOT / package).rglob("*.py")):
            named = [m for m in string_imports(path) if m.split(".")[0] in ("lanjolly", "protocol", "ui")]
            if named:
                problems.append(f"{path.relative_to(ROOT)} imports {named} by string")
    assert not problems, "\n".join(problems)


def test_the_string_import_scan_would_catch_one(tmp_path: pathlib.Path) -> None:
    f = tmp_path / "x.py"
    f.write_text("import importlib\nm = importlib.import_module('ui.app')\nn = __import__('protocol')\n")
    assert string_imports(f) == ["ui.app", "protocol"]


def test_importing_the_engine_loads_no_qt_or_network() -> None:
    code = ("import sys, lanjolly, lanjolly.playout, lanjolly.queries, lanjolly.arena;"
            "bad=[m for m in ('PySide6','asyncio','socket','ssl','zeroconf','protocol','ui','argparse',"
            "'multiprocessing') if m in sys.modules];"
            "print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == ""


def test_cli_help_lists_the_commands_and_loads_no_layer() -> None:
    """``lanjolly --help`` (the console script's ``ui.cli:main``) imports neither Qt nor the protocol."""
    code = ("import sys; from ui.cli import main; main(['--help']); "
            "print([m for m in ('PySide6', 'protocol', 'lanjolly', 'ui.app') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    for cmd in ("host", "join", "tables", "sim", "verify"):
        assert cmd in out.stdout
    assert out.stdout.strip().splitlines()[-1] == "[]"
    bad = subprocess.run([sys.executable, "-m", "lanjolly", "frobnicate"], capture_output=True, text=True,
                         cwd=ROOT)
    assert bad.returncode == 2 and "unknown command" in bad.stderr
