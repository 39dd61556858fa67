"""Shared start-up for the Qt scenarios that run inside a private network namespace."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from typing import Any, Awaitable, Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def run_qt_scenario(scenario: Callable[[dict], Awaitable[None]], timeout: float = 60.0, **env: str) -> int:
    """A QApplication with throw-away settings and data, asyncio on it via qasync; runs
    ``scenario(out)`` and prints ``out`` as one JSON line for the outer test to read."""
    data = tempfile.mkdtemp(prefix="ljns")
    os.environ["LANJOLLY_DATA_DIR"] = data
    os.environ.update(env)
    import qasync
    import ui
    ui.guard_qt()   # the PySide6 guard before any painting
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, data)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    out: dict[str, Any] = {}
    with loop:
        loop.run_until_complete(asyncio.wait_for(scenario(out), timeout))
    print(json.dumps(out))
    sys.stdout.flush()
    return 0
