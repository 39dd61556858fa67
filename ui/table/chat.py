"""The table chat: plain text only.

Other players' text is inserted with ``QTextCursor.insertText``, which never
interprets markup, so a message like ``<b>hi</b>`` or an ``<img>`` tag shows
literally and cannot load anything or fake a system line.
"""

from __future__ import annotations

from typing import Callable, Optional, Union

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QTextEdit, QVBoxLayout, QWidget

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
        self._pending: Optional[str] = None     # sent, not yet back from the table
        self._closed: Optional[Text] = None     # why nobody may type here (None: they may)
        self.button.clicked.connect(self._send)
        self.closed_note = QLabel(self)          # in the entry's place while nobody may type
        self.closed_note.setObjectName("chatClosed")
        self.closed_note.setWordWrap(True)
        self.closed_note.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.entry, 1)
        row.addWidget(self.button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addWidget(self.log, 1)
        lay.addLayout(row)
        lay.addWidget(self.closed_note)
        self.retranslate_now()

    def retranslate(self) -> None:
        self.entry.setPlaceholderText(self.tr("Say something…"))
        self.closed_note.setText(worded(self._closed) if self._closed is not None else "")
        self.button.setText(self.tr("Send"))
        if any(callable(text) for _, text in self._lines):
            # Lines from the table itself are worded again in the new language.
            self.log.clear()
            for sender, text in self._lines:
                self._insert(sender, text)

    def set_allowed(self, allowed: bool, why: Text = "") -> None:
        """Open or close the entry; a closed one says ``why`` where the typing would go
        (issue 22 item 9: a watcher could type at a table that forbids watchers' chat)."""
        self._closed = None if allowed else why
        for w in (self.entry, self.button):
            w.setEnabled(allowed)
            w.setVisible(allowed)
        self.closed_note.setVisible(not allowed)
        self.retranslate()

    def _send(self) -> None:
        """Send the line, but keep it in the entry until the table says it back: a line the
        table refuses (or a link that drops) stays there to send again, never lost."""
        text = self.entry.text().strip()
        if text and self.entry.isEnabled():
            self._pending = text
            self.send.emit(text)

    def _delivered(self, text: str) -> None:
        pending = self._pending
        if pending is not None and " ".join(text.split()) == " ".join(pending.split()):
            self._pending = None
            if self.entry.text().strip() == pending:
                self.entry.clear()

    def add_message(self, sender: Optional[str], text: Text) -> None:
        """Append one line; ``sender`` None marks a message from the table itself.

        ``text`` may be a callable wording the line: it is asked again after a language switch.
        """
        self._lines.append((sender, text))
        self._insert(sender, text)
        if sender is not None and isinstance(text, str):
            self._delivered(text)

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
