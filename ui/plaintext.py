"""Text from the network in the places where Qt guesses rich text and offers no plain switch.

Qt shows a tooltip, and a label left at its default (AutoText), as rich text
whenever the text looks like markup: ``<b>victim</b>`` comes out as a bold
"victim" with the tags gone (and ``<img src=…>`` would load a file). A hostile
host sends whatever table names and nicknames it likes (PROTOCOL.md §16.5:
receivers MUST display them literally). Labels are set to PlainText where they
are made; a tooltip has no such setting, and a QInputDialog builds its label
itself: both go through here. Seen on a real desktop:
tests/desktop/test_desktop_names.py.
"""

from __future__ import annotations

import asyncio
from typing import Optional

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QDialog, QInputDialog, QLabel, QWidget


def tooltip(text: str) -> str:
    """``text`` as a tooltip shows it, tags and all: escaped into a paragraph of its own."""
    return QtGui.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


async def ask_text(parent: Optional[QWidget], title: str, question: str) -> Optional[str]:
    """What the player typed in answer to ``question`` (naming a table, say: shown as plain text), or None.

    Awaited, not ``exec()``-ed: a modal dialog's own event loop inside a running
    asyncio task lets qasync step another task in the middle of it ("Cannot enter
    into task … while another task … is being executed": the lobby's browser
    upkeep did, on a real desktop, and the PIN question died with an error box)."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(question)
    for label in dialog.findChildren(QLabel):
        label.setTextFormat(Qt.TextFormat.PlainText)
    answered: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def finished(code: int) -> None:
        if not answered.done():
            answered.set_result(code)
    dialog.finished.connect(finished)
    dialog.open()                                   # window-modal, no event loop of its own
    try:
        code = await answered
        return dialog.textValue() if code == QDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()
