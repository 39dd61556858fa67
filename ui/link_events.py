"""lanjolly:// invite links that the system hands to the running game.

On Windows and Linux a clicked link starts the game with the link as its argument
(``ui/app.py``). macOS sends it to the app as an Apple event instead, which Qt
delivers as a ``QFileOpenEvent``, also when the link is what started the app;
without this filter such a link would be dropped.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

SCHEME = "lanjolly://"


class LinkEvents(QObject):
    """Application-wide event filter: an opened ``lanjolly://`` URL goes to ``open_link``."""

    def __init__(self, open_link: Callable[[str], None], parent: QObject) -> None:
        super().__init__(parent)
        self._open_link = open_link

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            url = event.url().toString()
            if url.startswith(SCHEME):
                self._open_link(url)
                return True
        return False
