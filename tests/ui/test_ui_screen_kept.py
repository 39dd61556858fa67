"""Placing a window never lets the collector delete the application's screen (ui/window_place.py).

The suite crashed about one run in three inside a later window's constructor (QWidget reads the
screen while it builds its font): the QScreen had been freed. Placing a window called
``window.screen()``, and PySide makes the returned screen's wrapper a child of the window's
wrapper. When that window was closed and left in a reference cycle, a collection that cleared
the screen's wrapper before the window's gave the wrapper ownership of the QScreen and deleted
it. Which of the two the collector clears first depends on their generations, hence the odds.

The scenario runs in a child process: on the old code the collection deletes the screen and the
process dies of a segmentation fault (10 runs of 10). The order is forced, so it fails every
time: the screen's wrapper is made old (a full collection) while the first window holds it, and
the closed window is young, so the collector clears the wrapper before the window's.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

SCENARIO = """
import gc, sys
import ui
ui.guard_qt()
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from ui.window_place import open_inside

app = QApplication([])
gc.disable()                       # collections happen here only, as the app's collector does them
destroyed = []
QGuiApplication.primaryScreen().destroyed.connect(lambda *_: destroyed.append(True))

first = QDialog()                  # the main window: placed first, it lives on
open_inside(first, 1400, 880)
gc.collect()                       # whatever placing made is old now (generation 2)

owner = QWidget()                  # a closed window that only a reference cycle keeps
owner.me = owner
closed = QDialog(owner) if sys.argv[1] == "child" else owner
closed.me = closed
open_inside(closed, 620, 260)
del owner, closed
gc.collect()
print("destroyed" if destroyed else "kept", len(QGuiApplication.screens()))
QDialog()                          # a window built after the collection (where the suite crashed)
"""


@pytest.mark.parametrize("placed", ["top_level", "child"])
def test_collecting_a_closed_placed_window_keeps_the_screen(placed: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), PYTHONFAULTHANDLER="1")
    done = subprocess.run([sys.executable, "-c", SCENARIO, placed], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, (done.returncode, done.stdout, done.stderr[-2000:])
    assert done.stdout.split() == ["kept", "1"], done.stdout


def test_the_ui_asks_no_widget_or_window_for_its_screen() -> None:
    """Every ``QWidget.screen()`` / ``QWindow.screen()`` call links the screen's wrapper to the
    caller's as above; the static lookup in ``ui.window_place.available_area`` is the way."""
    calls = [f"{path.relative_to(ROOT)}:{node.lineno}" for path in sorted((ROOT / "ui").rglob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
             and node.func.attr == "screen" and not node.args]
    assert calls == []
