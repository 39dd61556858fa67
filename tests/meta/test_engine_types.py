"""The shipped packages type-check under ``mypy --strict`` (pyproject's [tool.mypy]).

Why: the bots and the host call the engine with seats that may be None (a
spectator's view), and the host's ``Table`` is built from parts that share
state (protocol/tablecore.py); strict checking keeps such a slip from reaching
a table. To cover another package, add its name to ``PACKAGES``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("lanjolly", "protocol", "ui")


def test_the_packages_pass_mypy_strict(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy is in the test extras; `make test` installs it")
    res = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path), *PACKAGES],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stdout + res.stderr
