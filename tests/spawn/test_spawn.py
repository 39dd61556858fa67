"""The spawn tier: worker processes started the way Windows and macOS start them.

Windows has no fork and macOS's system libraries are not fork-safe, so there a
worker is a fresh interpreter that re-imports everything and receives its task
by pickle. Linux forks by default; ``LANJOLLY_START_METHOD=spawn`` makes the
same code spawn here, through every way a guest starts the program (the
console script, ``python -m lanjolly``, the frozen app in tests/packaging).
Worker threads (a strong bot thinking at a table) are threads on every system
and need nothing of this.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ui.cli import sim
from lanjolly.variants import ROMME

pytestmark = pytest.mark.spawn

ARGS = ["sim", "--variant", "romme", "--seats", "normal,easy", "--matches", "6", "--seed", "9",
        "--target", "1", "--json", "--quiet"]
BIN = Path(sys.executable).parent


def _summary(out: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(out)
    data.pop("rounds_per_s")
    return data


@pytest.fixture(scope="module")
def one_process() -> dict[str, Any]:
    """The reference: the same tournament with no worker processes."""
    proc = subprocess.run([sys.executable, "-m", "lanjolly", *ARGS, "--jobs", "1"], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return _summary(proc.stdout)


@pytest.mark.parametrize("entry", ["console script", "python -m lanjolly"])
def test_sim_with_spawned_workers_gives_the_single_process_result(entry: str, one_process: dict[str, Any],
                                                                  tmp_path: Path) -> None:
    command = [str(BIN / "lanjolly")] if entry == "console script" else [sys.executable, "-m", "lanjolly"]
    env = {**os.environ, sim.START_METHOD_ENV: "spawn"}
    proc = subprocess.run([*command, *ARGS, "--jobs", "2"], capture_output=True, text=True, timeout=120,
                          env=env, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert _summary(proc.stdout) == one_process


def test_the_pool_really_spawns(monkeypatch: pytest.MonkeyPatch) -> None:
    """The start method reaches multiprocessing, and spawned workers agree with one process."""
    asked: list[str | None] = []
    real = multiprocessing.get_context

    def spy(method: str | None = None) -> Any:
        asked.append(method)
        return real(method)
    monkeypatch.setattr(multiprocessing, "get_context", spy)
    monkeypatch.setenv(sim.START_METHOD_ENV, "spawn")
    variant = ROMME.with_options(target_points=1)
    spawned = sim.run(variant, ["normal", "easy"], 4, seed=5, jobs=2, progress=False)
    single = sim.run(variant, ["normal", "easy"], 4, seed=5, jobs=1, progress=False)
    assert asked == ["spawn"]
    spawned.pop("rounds_per_s")
    single.pop("rounds_per_s")
    assert spawned == single


@pytest.mark.parametrize(("platform", "method"), [("win32", "spawn"), ("darwin", "spawn"), ("linux", "fork")])
def test_start_method_per_system(platform: str, method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(sim.START_METHOD_ENV, raising=False)
    assert sim.start_method(platform) == method


def test_a_bad_start_method_is_a_usage_error(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(sim.START_METHOD_ENV, "thread")
    assert sim.main_sim(ARGS[1:] + ["--jobs", "2"]) == 2
    assert "LANJOLLY_START_METHOD='thread'" in capsys.readouterr().err
