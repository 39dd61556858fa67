"""Start the Qt client: the process entry used by ``lanjolly`` with no command.

The asyncio network layer runs on Qt's own event loop through qasync, so
protocol objects and widgets live on one thread and never need locks.
"""

from __future__ import annotations

import asyncio
import os
import sys
from typing import Sequence


def discovery_enabled(argv: Sequence[str]) -> bool:
    return "--no-discovery" not in argv and os.environ.get("LANJOLLY_NO_DISCOVERY", "") not in ("1", "true", "yes")


def main_client(argv: Sequence[str]) -> int:
    import ui  # noqa: F401  (applies the PySide6 guard before any widget exists)
    import qasync
    from PySide6.QtWidgets import QApplication

    from .dialogs.nickname import ensure_nickname
    from .errors import install_exception_hook
    from .main_window import MainWindow
    from .settings import Settings

    argv = list(argv)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("LAN Jolly")
    app.setOrganizationName("LANJolly")
    reporter = install_exception_hook()
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)

    def on_async_error(_loop: asyncio.AbstractEventLoop, context: dict) -> None:
        exc = context.get("exception")
        if isinstance(exc, BaseException):
            reporter(type(exc), exc, exc.__traceback__)
    loop.set_exception_handler(on_async_error)
    settings = Settings()
    nickname = ensure_nickname(settings)
    if nickname is None:
        return 0
    window = MainWindow(settings, nickname, discovery=discovery_enabled(argv))
    window.show()
    closed = asyncio.Event()
    window.closed.connect(closed.set)

    async def run() -> None:
        await window.start_services()
        link = next((a for a in argv if a.startswith("lanjolly://")), None)
        if link:
            from protocol.discovery import parse_invite_link
            t = parse_invite_link(link)
            await window.join(t.host, t.port, invite=t.token, fingerprint=t.fingerprint)
        await closed.wait()
        await window.shutdown()

    with loop:
        loop.run_until_complete(run())
    return 0
