"""Take the AppStream screenshots (packaging/linux/shots/) from the app itself.

The lobby comes from the real client start (`lanjolly client --screenshot`), the
table from the real table widget over a local engine session in mid-round. Run
by hand when the UI changes:  .venv/bin/python packaging/store_screenshots.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHOTS = Path(__file__).resolve().parent / "linux" / "shots"
SIZE = (1366, 768)


def lobby() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, QT_QPA_PLATFORM="offscreen", LANJOLLY_NO_DISCOVERY="1")
        subprocess.run([sys.executable, "-m", "lanjolly", "client", "--no-discovery", "--nickname", "Anna",
                        "--screenshot", str(SHOTS / "lobby.png")], cwd=ROOT, env=env, check=True)


def table() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    import ui
    ui.guard_qt()
    from PySide6.QtWidgets import QApplication

    from tests.ui.table_demo import NAMES4, midround_state
    from ui.table.local import LocalEngineSession
    from ui.table.table_widget import TableWidget

    app = QApplication.instance() or QApplication([])
    from lanjolly.variants import JOLLY
    state = midround_state()
    session = LocalEngineSession(JOLLY, list(NAMES4), 0, seed=1, state=state, bot_delay_ms=60_000)
    widget = TableWidget(session)
    widget.resize(*SIZE)
    widget.show()
    session.start()
    deadline = time.monotonic() + 10
    while not widget.animations_idle() and time.monotonic() < deadline:
        app.processEvents()
    for _ in range(20):
        app.processEvents()
    widget.grab().save(str(SHOTS / "table.png"), "PNG")


if __name__ == "__main__":
    SHOTS.mkdir(parents=True, exist_ok=True)
    lobby()
    table()
    print("wrote", *sorted(p.name for p in SHOTS.glob("*.png")))
