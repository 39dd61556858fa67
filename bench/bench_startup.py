"""Process start until the lobby is shown (goal: ≤ 1.0 s warm), median over several runs.

Each run is a fresh Python process (offscreen Qt, discovery off, a throw-away
data dir) that prints the time from interpreter start to the first paint of the
lobby. The first run warms the disk cache and is not counted.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 7

CHILD = r"""
import time, os, sys
t0 = float(sys.argv[1])
import ui
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, os.environ["LANJOLLY_DATA_DIR"])
from ui.main_window import MainWindow
from ui.settings import Settings
w = MainWindow(Settings(), "Bench", discovery=False)
w.show()
def shown():
    print(f"{time.time() - t0:.4f}")
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def one_run() -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANJOLLY_NO_DISCOVERY="1",
               LANJOLLY_DATA_DIR=tempfile.mkdtemp(prefix="ljbench"))
    import time
    t0 = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD, repr(t0)], capture_output=True, text=True, cwd=ROOT,
                         env=env, check=True, timeout=60)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    one_run()
    times = sorted(one_run() for _ in range(RUNS))
    print(f"process start → lobby shown (warm, {RUNS} runs): median {statistics.median(times) * 1000:.0f} ms, "
          f"best {times[0] * 1000:.0f} ms, worst {times[-1] * 1000:.0f} ms (goal ≤ 1000 ms)")


if __name__ == "__main__":
    main()
