"""The last line of defence: no exception ever reaches the Qt event loop unhandled.

PySide6 reports an exception raised in a slot through ``sys.excepthook`` and
then carries on. :func:`install_exception_hook` replaces that hook: the full
traceback goes to ``errors.log`` in the data directory, and the player sees a
short, plain message (not a traceback) saying where the details are.
"""

from __future__ import annotations

import datetime
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")

LOG_NAME = "errors.log"
MAX_LOG_BYTES = 1_000_000

Hook = Callable[[type[BaseException], BaseException, Optional[TracebackType]], None]


def log_path(data_dir: Optional[Path] = None) -> Path:
    from protocol import inside, resolve_data_dir
    return inside(data_dir or resolve_data_dir(), LOG_NAME)


def write_log(path: Path, exc_type: type[BaseException], exc: BaseException,
              tb: Optional[TracebackType]) -> None:
    """Append one timestamped traceback; a log grown past 1 MB starts again."""
    if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
        path.unlink()
    stamp = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
    with path.open("a", encoding="utf-8") as fh:
        fh.write(f"--- {stamp}\n")
        fh.write("".join(traceback.format_exception(exc_type, exc, tb)))


class ErrorReporter:
    """The installed hook: logs, then tells the player in one short box (one at a time)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.box: Optional[QMessageBox] = None
        self.count = 0

    def __call__(self, exc_type: type[BaseException], exc: BaseException,
                 tb: Optional[TracebackType]) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        self.count += 1
        try:
            write_log(self.path, exc_type, exc, tb)
        except OSError:
            traceback.print_exception(exc_type, exc, tb)
        if QApplication.instance() is None:
            return
        if self.box is not None and self.box.isVisible():
            return
        text = QCoreApplication.translate("Errors", "Something went wrong: {what}").format(what=str(exc) or exc_type.__name__)
        box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Errors", "LAN Jolly"), text)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setInformativeText(QCoreApplication.translate("Errors", "The details were written to {path}. You can keep playing.")
                               .format(path=self.path))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.box = box
        box.open()


def install_exception_hook(data_dir: Optional[Path] = None) -> ErrorReporter:
    """Route every uncaught exception (slots included) to the log and a short message."""
    reporter = ErrorReporter(log_path(data_dir))
    sys.excepthook = reporter
    return reporter
