"""Drives the real game client, as its own process, the way a player closes it mid-match.

Run by tests/ui/test_ui_close_process.py as::

    python -c "from tests.ui.close_driver import main; main('practice')"   # or 'hosting'

It makes the QApplication, queues its steps on Qt's timer, then hands over to
the real entry (``ui.cli.main(["client", ...])`` -> ``ui.app.main_client``):
the same window, event loop and shutdown a player gets. Each step waits for
what the player would see before acting; the window is closed through its
QWindow, which Qt delivers as a window-system (spontaneous) close, the same
event the window manager's close button sends. The process's exit code is
whatever the client returns. Progress lines on stdout tell the test where the
driver is (and the hosting table's port, for the guest).
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any, Callable, Optional

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

STEP_LIMIT_S = 60.0


def _say(text: str) -> None:
    print(f"DRIVER {text}", flush=True)


class Driver:
    """Steps run one after another; a step returns True once it has done its part."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.window: Any = None
        self.started = time.monotonic()
        self.steps: list[Callable[[], bool]] = [self.find_window, *(
            (self.open_practice, self.wait_practice_dialog) if mode == "practice"
            else (self.open_hosted, self.wait_guest))]
        self.steps += [self.wait_seated, self.ask_to_close, self.leave]

    def tick(self) -> None:
        if time.monotonic() - self.started > STEP_LIMIT_S:
            _say(f"TIMEOUT at {self.steps[0].__name__}: {self.describe()}")
            os._exit(9)
        if self.steps[0]():
            _say(f"done {self.steps.pop(0).__name__}")
        if self.steps:
            QTimer.singleShot(20, self.tick)

    def describe(self) -> str:
        """What the window shows, for a timeout's message."""
        w = self.window
        if w is None:
            return "no window"
        seats = [w.waiting.seats.item(i).text() for i in range(w.waiting.seats.count())]
        return (f"page={type(w.stack.currentWidget()).__name__} seats={seats} "
                f"start={w.waiting.start.isVisible()}/{w.waiting.start.isEnabled()}")

    # --- the steps ---------------------------------------------------------------------
    def find_window(self) -> bool:
        from ui.main_window import MainWindow
        self.window = next((w for w in QApplication.topLevelWidgets()
                            if isinstance(w, MainWindow) and w.isVisible()), None)
        return self.window is not None

    def open_practice(self) -> bool:
        self.window.lobby.play_now.click()                # the lobby's "Play now"
        return True

    def wait_practice_dialog(self) -> bool:
        dlg = getattr(self.window, "play_now_dialog", None)
        if dlg is None or not dlg.isVisible():
            return False
        box = dlg.findChild(QDialogButtonBox)
        box.button(QDialogButtonBox.StandardButton.Ok).click()   # "Play"
        return True

    def open_hosted(self) -> bool:
        from ui.dialogs.new_game import NewGameSettings, SeatChoice
        settings = NewGameSettings(table_name="Closing test", seats=2, other_seats=(SeatChoice.OPEN,))
        self.window._spawn(self.window.host_table(settings))     # what the New Game dialog's OK does
        self.steps.insert(1, self.announce)
        return True

    def announce(self) -> bool:
        hosted = self.window.hosted
        if hosted is None:
            return False
        _say(f"HOSTING {hosted.address[1]}")
        return True

    def wait_guest(self) -> bool:
        if self.window.table is not None:       # a full table may start on its own: no Start
            return True
        waiting = self.window.waiting
        if not (waiting.isVisible() and waiting.start.isVisible() and waiting.start.isEnabled()):
            return False
        if not any("Gus" in waiting.seats.item(i).text() for i in range(waiting.seats.count())):
            return False
        waiting.start.click()
        return True

    def wait_seated(self) -> bool:
        table = self.window.table
        view = table.current_view if table is not None else None
        return view is not None and view.seat is not None and self.window.client is not None

    def ask_to_close(self) -> bool:
        handle = self.window.windowHandle()
        handle.close()           # a window-system close, like the title bar's close button
        return True

    def leave(self) -> bool:
        box: Optional[Any] = getattr(self.window, "leave_box", None)
        if box is None or not box.isVisible():
            return False
        _say(f"ASKED {box.windowTitle()}")
        button = next(b for b in box.buttons() if b.text() == "Leave and close")
        button.click()
        return True


def main(mode: str) -> None:
    app = QApplication([sys.argv[0]])
    driver = Driver(mode)
    QTimer.singleShot(0, driver.tick)
    from ui.cli import main as cli_main
    code = cli_main(["client", "--no-discovery", "--nickname", "Tess"])
    del app
    sys.exit(code)
