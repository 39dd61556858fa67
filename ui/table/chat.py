"""The table chat: plain text only.

Other players' text is inserted with ``QTextCursor.insertText``, which never
interprets markup, so a message like ``<b>hi</b>`` or an ``<img>`` tag shows
literally and cannot load anything or fake a system line.
"""

from __future__ import annotations

from typing import Callable, Optional, Union

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QTextEdit, QVBoxLayout, QWidget

from ..i18n import Retranslating

MAX_LEN = 300
Text = Union[str, Callable[[], str]]       # a line, or a callable wording it (asked again after a switch)


def worded(text: Text) -> str:
    return text() if callable(text) else text


class ChatWidget(Retranslating, QWidget):
    send = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.log = QTextEdit(self)
        self.log.setReadOnly(True)
        self.log.setAcceptRichText(False)
        self.log.setObjectName("chatLog")
        self.log.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.entry = QLineEdit(self)
        self.entry.setMaxLength(MAX_LEN)
        self.entry.returnPressed.connect(self._send)
        self.button = QPushButton(self)
        self._lines: list[tuple[Optional[str], Text]] = []
        self.button.clicked.connect(self._send)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.entry, 1)
        row.addWidget(self.button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(self.log, 1)
        lay.addLayout(row)
        self.retranslate_now()

    def retranslate(self) -> None:
        self.entry.setPlaceholderText(self.tr("Say something…"))
        self.button.setText(self.tr("Send"))
        if any(callable(text) for _, text in self._lines):
            # Lines from the table itself are worded again in the new language.
            self.log.clear()
            for sender, text in self._lines:
                self._insert(sender, text)

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.entry.clear()
            self.send.emit(text)

    def add_message(self, sender: Optional[str], text: Text) -> None:
        """Append one line; ``sender`` None marks a message from the table itself.

        ``text`` may be a callable wording the line: it is asked again after a language switch.
        """
        self._lines.append((sender, text))
        self._insert(sender, text)

    def _insert(self, sender: Optional[str], text: Text) -> None:
        text = worded(text)
        cursor = self.log.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.log.document().isEmpty():
            cursor.insertBlock()
        plain = QTextCharFormat()
        if sender is None:
            fmt = QTextCharFormat()
            fmt.setForeground(QColor("#6b6658"))
            fmt.setFontItalic(True)
            cursor.insertText(text, fmt)
        else:
            name = QTextCharFormat()
            name.setFontWeight(QFont.Weight.Bold)
            name.setForeground(QColor("#1f5fae"))
            cursor.insertText(f"{sender}: ", name)
            cursor.insertText(text, plain)
        self.log.setTextCursor(cursor)
        self.log.ensureCursorVisible()

    def plain_text(self) -> str:
        return self.log.toPlainText()
