"""The lobby opens without loading what only a table needs (issue 15: lobby within 0.5 s).

Timing is measured in bench/bench_startup.py; this test pins the cause, which does not
depend on the machine's load: the modules that cost most of a second on the way to the
lobby (the player's key via ``cryptography``, the TLS client and host, the table widget,
the replay, spake2) must not be imported until a table or a dialog needs them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, sys
from PySide6.QtWidgets import QApplication
import ui
ui.guard_qt()
app = QApplication([])
from ui.main_window import MainWindow
from ui.settings import Settings
w = MainWindow(Settings(), "Guest", discovery=False)
w.show()
app.processEvents()
print(json.dumps(sorted(sys.modules)))
"""

# What a table, the host, a dialog or the player's key needs, and the lobby does not.
NOT_AT_START = ("cryptography", "spake2", "protocol.identity", "protocol.client", "protocol.session",
                "protocol.server", "protocol.table", "protocol.clientstate", "ui.table.table_widget",
                "ui.watching", "ui.replay.window", "ui.hosting", "ui.net_session", "ui.dialogs.new_game",
                "ui.dialogs.player_info", "lanjolly.bots", "protocol.discovery.browse",
                "protocol.discovery.invitations", "protocol.discovery.announce", "msgpack", "zeroconf")


def test_lobby_starts_without_table_host_or_key_modules(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANJOLLY_NO_DISCOVERY="1",
               LANJOLLY_DATA_DIR=str(tmp_path), HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    loaded = set(json.loads(out.stdout.strip().splitlines()[-1]))
    early = sorted(m for m in loaded if any(m == n or m.startswith(n + ".") for n in NOT_AT_START))
    assert early == [], f"loaded before the lobby was shown: {early}"
    assert "ui.lobby" in loaded and "ui.main_window" in loaded
