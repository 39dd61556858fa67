"""Start the Qt client: the process entry used by ``lanjolly`` with no command.

Until the lobby and table land this opens a small window that says so; the
real client replaces ``build_main_window`` without changing this entry.
"""

from __future__ import annotations

import sys
from typing import Sequence


def build_main_window():
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setWindowTitle("LAN Jolly")
    label = QLabel("LAN Jolly\n\nThe lobby and the table are on their way.\n"
                   "Meanwhile: lanjolly sim, lanjolly host, lanjolly join.")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.resize(800, 500)
    return window


def main_client(argv: Sequence[str]) -> int:
    import ui  # noqa: F401  (applies the PySide6 guard before any widget exists)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    window = build_main_window()
    window.show()
    return app.exec()
