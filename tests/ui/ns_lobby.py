"""Run inside a private network namespace: a headless host announces a table, and the real
main window (discovery on) must list it in its lobby. Prints one JSON line with what it saw."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    data = tempfile.mkdtemp(prefix="ljns")
    os.environ["LANJOLLY_DATA_DIR"] = data
    import qasync
    import ui  # noqa: F401
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, data)
    from lanjolly.variants import ROMME
    from protocol.discovery import TableAnnouncer, advert_from_host_info
    from protocol.identity import Identity
    from protocol.net import Host
    from protocol.table import TableConfig
    from ui.main_window import MainWindow
    from ui.screenshots import save_screenshot
    from ui.settings import Settings

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    out: dict = {}

    async def scenario() -> None:
        window = MainWindow(Settings(), "Ben", discovery=True, identity=Identity.generate())
        window.show()
        await window.start_services()
        out["status"] = window.lobby.status.text()
        host = Host(TableConfig(name="Veranda", variant=ROMME.with_options(target_points=50), seats=3,
                                bots=(None, None, "normal")), Identity.generate())
        await host.start("127.0.0.1", 0)
        announcer = TableAnnouncer(advert_from_host_info(host.info(), "anna"))
        t0 = time.monotonic()
        await announcer.start()
        deadline = t0 + 10
        while window.lobby.model.rowCount() == 0 and time.monotonic() < deadline:
            await asyncio.sleep(0.01)  # polling a condition; the event loop runs meanwhile
        out["seconds_to_list"] = round(time.monotonic() - t0, 3)
        out["rows"] = [[window.lobby.model.index(r, c).data() for c in range(7)]
                       for r in range(window.lobby.model.rowCount())]
        save_screenshot(window, "lobby_lan")
        await announcer.close()
        deadline = time.monotonic() + 10
        while window.lobby.model.rowCount() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        out["rows_after_close"] = window.lobby.model.rowCount()
        await host.close()
        await window.shutdown()

    with loop:
        loop.run_until_complete(asyncio.wait_for(scenario(), 60))
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
