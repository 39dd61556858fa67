"""Run inside a private network namespace: a headless host announces a table, and the real
main window (discovery on) must list it in its lobby. Prints one JSON line with what it saw."""

from __future__ import annotations

import asyncio
import sys
import time

from tests.ui.ns_common import run_qt_scenario


async def scenario(out: dict) -> None:
    from lanjolly.variants import ROMME
    from protocol.discovery import TableAnnouncer, advert_from_host_info
    from protocol.identity import Identity
    from protocol import Host
    from protocol.table import TableConfig
    from ui.main_window import MainWindow
    from tests.ui.screenshots import save_screenshot
    from ui.settings import Settings

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


def main() -> int:
    return run_qt_scenario(scenario)


if __name__ == "__main__":
    sys.exit(main())
