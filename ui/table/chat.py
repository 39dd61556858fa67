"""The table chat: plain text only.

Other players' text is inserted with ``QTextCursor.insertText``, which never
interprets markup, so a message like ``<b>hi</b>`` or an ``<img>`` tag shows
literally and cannot load anything or fake a system line.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QTextEdit, QVBoxLayout, QWidget

MAX_LEN = 300


class ChatWidget(QWidget):
    send = Signal(str)

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.log = QTextEdit(self)
        self.log.setReadOnly(True)
        self.log.setAcceptRichText(False)
        self.log.setObjectName("chatLog")
        self.log.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.entry = QLineEdit(self)
        self.entry.setPlaceholderText("Say something…")
        self.entry.setMaxLength(MAX_LEN)
        self.entry.returnPressed.connect(self._send)
        self.button = QPushButton("Send", self)
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

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.entry.clear()
            self.send.emit(text)

    def add_message(self, sender: Optional[str], text: str) -> None:
        """Append one line; ``sender`` None marks a message from the table itself."""
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
