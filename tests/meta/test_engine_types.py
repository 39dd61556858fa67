"""The pure engine (cards, rules, bots, sim) type-checks under ``mypy --strict``.

Why: the bots and the host call the engine with seats that may be None (a
spectator's view); strict checking keeps such a slip from reaching a table.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_engine_passes_mypy_strict(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy is in the test extras; `make test` installs it")
    res = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path), "lanjolly"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stdout + res.stderr
