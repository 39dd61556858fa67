"""Start the Qt client: the process entry used by ``lanjolly`` with no command.

The asyncio network layer runs on Qt's own event loop through qasync, so
protocol objects and widgets live on one thread and never need locks.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import sys
import time
from types import ModuleType
from typing import TYPE_CHECKING, Any, Mapping, Sequence

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

# Debian/Ubuntu package that provides each system library Qt loads at start;
# the self-contained bundle carries everything else.
SYSTEM_LIBRARY_PACKAGES: dict[str, str] = {
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11.so.6": "libx11-6",
    "libxcb.so.1": "libxcb1",
}


def discovery_enabled(argv: Sequence[str]) -> bool:
    return "--no-discovery" not in argv and os.environ.get("LANJOLLY_NO_DISCOVERY", "") not in ("1", "true", "yes")


def missing_library_message(error: BaseException) -> str | None:
    """A readable hint for a Qt import that failed on a missing system library, else None.

    Without it a guest on a minimal system sees a traceback ending in
    "libGL.so.1: cannot open shared object file" and no idea what to install.
    """
    found = re.search(r"(lib[\w.+-]+\.so(?:\.\d+)*): cannot open shared object file", str(error))
    if not found:
        return None
    lib = found.group(1)
    package = SYSTEM_LIBRARY_PACKAGES.get(lib)
    how = (f"install the package that provides it, e.g. 'sudo apt install {package}'"
           if package else "install the system package that provides it")
    return (f"lanjolly: the game window needs the system library {lib}, which is missing.\n"
            f"To fix: {how}.\n"
            "Commands without a window (host, join, sim, verify) work without it.")


def no_display_message(environ: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """A readable hint when the window has nowhere to go, else None.

    On Linux with neither an X11 nor a Wayland display (an SSH login, a console, a
    headless box) Qt prints "could not connect to display" and aborts with a core
    dump; a guest deserves a sentence and a clean exit instead.
    """
    if not platform.startswith("linux") or environ.get("QT_QPA_PLATFORM"):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return ("lanjolly: there is no graphical display here (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
            "Start the game from your desktop session. Commands without a window "
            "(host, join, sim, verify) work here.")


def client_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="lanjolly client",
        description="Open the game window (what 'lanjolly' does with no command).")
    parser.add_argument("link", nargs="?", metavar="LINK",
                        help="a lanjolly://host:port?fp=... invite link to join at once")
    parser.add_argument("--no-discovery", action="store_true",
                        help="never use mDNS/zeroconf; join by address or invite link")
    parser.add_argument("--nickname", metavar="NAME",
                        help="play under this nickname (remembered; skips the first-run question)")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="save a picture of the window once the lobby shows, print when "
                             "that was, and quit (install checks, store screenshots)")
    return parser


def main_client(argv: Sequence[str]) -> int:
    args = client_parser().parse_args(list(argv))
    # qasync picks its Qt binding from QT_API; a value left for another program
    # (QT_API=pyqt5) would make it import a binding we do not ship.
    os.environ["QT_API"] = "pyside6"
    message = no_display_message(os.environ)
    if message is not None:
        print(message, file=sys.stderr)
        return 3
    try:
        from ui import guard_qt
        guard_qt()                    # the PySide6 guard before any widget exists
        import qasync
        from PySide6.QtWidgets import QApplication
    except ImportError as e:
        message = missing_library_message(e)
        if message is None:
            raise
        print(message, file=sys.stderr)
        return 3
    return _run_window(args, QApplication, qasync)


def _run_window(args: argparse.Namespace, application: type[QApplication], qasync: ModuleType) -> int:
    from PySide6.QtCore import QTimer

    from .dialogs.nickname import clean_nickname, ensure_nickname
    from .errors import install_exception_hook
    from .main_window import MainWindow
    from .settings import Settings

    app = application.instance() or application([sys.argv[0]])
    app.setApplicationName("LAN Jolly")
    app.setOrganizationName("LANJolly")
    application.setDesktopFileName("io.github.lanjolly.LanJolly")   # a static of QGuiApplication
    reporter = install_exception_hook()
    from . import gc_guard
    collector = gc_guard.install(app)   # cycles are freed on this thread, never in a bot's worker thread
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)

    def on_async_error(_loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if isinstance(exc, BaseException):
            reporter(type(exc), exc, exc.__traceback__)
    loop.set_exception_handler(on_async_error)
    settings = Settings()
    from .i18n import install, system_language
    install(settings.language or system_language())
    if args.nickname:
        settings.nickname = clean_nickname(args.nickname)
    nickname = ensure_nickname(settings)
    if nickname is None:
        return 0
    discovery = discovery_enabled(["--no-discovery"] if args.no_discovery else [])
    window = MainWindow(settings, nickname, discovery=discovery)
    window.show()
    QTimer.singleShot(0, collector.freeze_start_up)   # once the loop runs: what is alive then lives on
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    if args.screenshot:
        QTimer.singleShot(0, lambda: _snap_and_close(window, args.screenshot))

    from .link_events import LinkEvents
    app.installEventFilter(LinkEvents(window.open_link, app))   # macOS hands links over as events

    async def run() -> None:
        await window.start_services()
        if args.link:
            window.open_link(args.link)
        await closed.wait()
        await window.shutdown()

    with loop:
        loop.run_until_complete(run())
    return 0


def _snap_and_close(window: object, path: str) -> None:
    """Save the first frame of the lobby, report when it was shown, then close."""
    shown = time.time()
    if not window.grab().save(path, "PNG"):  # type: ignore[attr-defined]
        print(f"lanjolly: could not write {path}", file=sys.stderr)
    print(f"lobby shown at {shown:.4f}", flush=True)
    window.close()  # type: ignore[attr-defined]
