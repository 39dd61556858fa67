"""The Invite dialog (it always opens), and the "Leave the match?" question.

It lists the people seen on the LAN (pick one and press Invite), or says that
nobody is visible, and it always offers the table's ``lanjolly://`` link with
a Copy button, so a player can send it by any other means.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout, QWidget)

from .. import theme

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


class InviteDialog(QDialog):
    """People on the LAN to invite, and the link to copy."""

    invite = Signal(object)          # the chosen person (as given in ``people``)

    def __init__(self, table_name: str, people: Sequence[tuple[str, Any]], link: str, note: str = "",
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invite to {name}").format(name=table_name))
        self.setStyleSheet(theme.dialog_stylesheet())
        self.setMinimumWidth(460)
        col = QVBoxLayout(self)
        self.people = QListWidget()
        for label, person in people:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, person)
            self.people.addItem(item)
        self.nobody = QLabel(self.tr("Nobody else is visible on the LAN right now."))
        self.nobody.setWordWrap(True)
        self.invite_button = QPushButton(self.tr("Invite"))
        self.invite_button.setEnabled(False)
        self.people.currentItemChanged.connect(lambda cur, _prev: self.invite_button.setEnabled(cur is not None))
        self.people.itemDoubleClicked.connect(lambda _item: self._invite())
        self.invite_button.clicked.connect(self._invite)
        col.addWidget(QLabel(self.tr("People on the LAN:")))
        col.addWidget(self.people if people else self.nobody)
        if people:
            self.people.setCurrentRow(0)
            col.addWidget(self.invite_button, 0, Qt.AlignmentFlag.AlignRight)
        else:
            self.people.hide()
            self.invite_button.hide()
        col.addWidget(QLabel(self.tr("Or send this link to the person you want at the table:")))
        row = QHBoxLayout()
        self.link = QLineEdit(link)
        self.link.setReadOnly(True)
        self.link.setCursorPosition(0)
        self.copy_button = QPushButton(self.tr("Copy link"))
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.link, 1)
        row.addWidget(self.copy_button)
        col.addLayout(row)
        self.note = QLabel(note)
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        col.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.link.text())
        self.copy_button.setText(self.tr("Copied"))

    def _invite(self) -> None:
        item = self.people.currentItem()
        if item is not None:
            self.invite.emit(item.data(Qt.ItemDataRole.UserRole))
            self.accept()


def open_invite(window: Any) -> InviteDialog:
    """Build and open the Invite dialog for the table ``window`` (the main window) sits at."""
    from protocol.discovery import LinkError, make_invite_link
    host, port = window._table_address()
    name = window._table_info.name if window._table_info is not None else "Table"
    hosted = window.hosted
    note = "" if window.lan.enabled else translate("MainWindow", "LAN search is off, so nobody can be listed.")
    fingerprint = window.client.host_fingerprint if window.client is not None else None
    try:
        token = hosted.host.make_invite() if hosted is not None else None
        link = make_invite_link(host, port, fingerprint, token, name) if host else ""
    except LinkError as e:
        link, note = "", translate("MainWindow", "No link for this table: {why}.").format(why=e)
    if hosted is not None and host.startswith("127."):
        note = translate("MainWindow", "This practice table is on your computer only: nobody else can join it.")
    people = [(f"{p.advert.nickname} ({p.address})", p) for p in window.lan.people()] if hosted is not None else []
    dlg = InviteDialog(name, people, link or translate("MainWindow", "(no table yet)"), note, window)
    dlg.invite.connect(lambda person: window._spawn(window.invite_person(person)))
    dlg.open()
    return dlg


def leave_box(parent: QWidget, hosting: bool, leave: Callable[[], None]) -> QMessageBox:
    """"Leave the match?" with Stay / Leave and close; ``leave`` runs on Leave."""
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Leave the match?"),
                      translate("MainWindow", "You are seated at a table. Leave the match and close LAN Jolly?")
                      + ("\n" + translate("MainWindow", "You are the host: the table closes for everyone.") if hosting else ""),
                      QMessageBox.StandardButton.NoButton, parent)
    go = box.addButton(translate("MainWindow", "Leave and close"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("MainWindow", "Stay"), QMessageBox.ButtonRole.RejectRole)
    box.finished.connect(lambda _r: leave() if box.clickedButton() is go else None)
    box.open()
    return box
