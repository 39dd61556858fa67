"""First-run nickname dialog.

Other players see the nickname in the lobby, at the table and in chat, so it
must be short enough for a seat plate and contain nothing that breaks a line
of text (no control characters, no surrounding blanks).
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout,
                               QWidget)

from .. import theme
from ..i18n import Retranslating
from ..settings import Settings

MAX_NICKNAME = 20


def nickname_error(text: str) -> Optional[str]:
    """Why ``text`` is not a usable nickname, or ``None`` if it is."""
    name = text.strip()
    if not name:
        return QCoreApplication.translate("NicknameDialog", "Please enter a nickname.")
    if len(name) > MAX_NICKNAME:
        return QCoreApplication.translate("NicknameDialog", "At most {n} characters, please.").format(
            n=MAX_NICKNAME)
    if not name.isprintable():
        return QCoreApplication.translate("NicknameDialog", "Only printable characters, please.")
    return None


def clean_nickname(text: str) -> str:
    """The trimmed nickname; raises ``ValueError`` with a readable reason if invalid."""
    error = nickname_error(text)
    if error:
        raise ValueError(error)
    return text.strip()


class NicknameDialog(Retranslating, QDialog):
    def __init__(self, initial: str = "", parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(theme.dialog_stylesheet())
        self.setMinimumWidth(340)
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.edit = QLineEdit(initial)
        self.edit.setMaxLength(MAX_NICKNAME + 10)   # room for blanks that are trimmed
        layout.addWidget(self.edit)
        self.error_label = QLabel()
        self.error_label.setObjectName("error")
        layout.addWidget(self.error_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._revalidate)
        self.retranslate_now()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome to LAN Jolly"))
        self.intro.setText(self.tr("Choose the name other players will see at the table."))
        self.edit.setPlaceholderText(self.tr("Nickname"))
        self._revalidate()

    def _revalidate(self) -> None:
        error = nickname_error(self.edit.text())
        # An empty field is not an error yet, just not done.
        self.error_label.setText("" if not self.edit.text() else (error or ""))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(error is None)

    def nickname(self) -> str:
        return clean_nickname(self.edit.text())

    def accept(self) -> None:
        if nickname_error(self.edit.text()) is None:
            super().accept()


def ensure_nickname(settings: Settings, parent: Optional[QWidget] = None) -> Optional[str]:
    """The stored nickname, asking for one (and storing it) on first run.

    Returns ``None`` if the player cancelled.
    """
    if settings.nickname and nickname_error(settings.nickname) is None:
        return settings.nickname
    dialog = NicknameDialog(parent=parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    settings.nickname = dialog.nickname()
    settings.sync()
    return settings.nickname
