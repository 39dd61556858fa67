"""The Invite dialog (it always opens), and the "Leave the match?" question.

It lists the people seen on the LAN (pick one and press Invite), or says that
nobody is visible, and offers the table's ``lanjolly://`` link with a Copy
button, so a player can send it by any other means: one link for every network
this computer is on, VPNs included, each saying which network it is for (friends
on Tailscale, ZeroTier or WireGuard see no mDNS advert). A practice table, on
this computer only, offers no link at all and says so.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout, QWidget)

from protocol.discovery import NetKind, Reach, reach_addresses

from .. import theme

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")


class InviteDialog(QDialog):
    """People on the LAN to invite, and a link to copy for every network this table is on."""

    invite = Signal(object)          # the chosen person (as given in ``people``)

    def __init__(self, table_name: str, people: Sequence[tuple[str, Any]], links: Sequence[tuple[str, str]],
                 note: str = "", parent: Optional[QWidget] = None, lan: bool = True) -> None:
        """``links`` are (which network, link) pairs, the LAN's first; ``lan`` False (a practice
        table) offers neither people nor links, only the note saying why."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Invite to {name}").format(name=table_name))
        self.setStyleSheet(theme.dialog_stylesheet())
        self.setMinimumWidth(520)
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
        if lan:
            col.addWidget(QLabel(self.tr("People on the LAN:")))
            col.addWidget(self.people if people else self.nobody)
        if lan and people:
            self.people.setCurrentRow(0)
            col.addWidget(self.invite_button, 0, Qt.AlignmentFlag.AlignRight)
        else:
            self.people.hide()
            self.invite_button.hide()
        self.links: list[tuple[QLineEdit, QPushButton]] = []
        if lan and links:
            self._link_rows(col, links)
        self.note = QLabel(note)
        self.note.setObjectName("hint")
        self.note.setWordWrap(True)
        self.note.setVisible(bool(note))
        col.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)

    def _link_rows(self, col: QVBoxLayout, links: Sequence[tuple[str, str]]) -> None:
        """One row per network: what it is, the link, Copy. Friends on a VPN see no LAN list,
        so each network's link says which one it is (issue 22)."""
        col.addWidget(QLabel(self.tr("Or send a link to the person you want at the table:") if len(links) == 1
                             else self.tr("Or send a link to the person you want at the table, "
                                          "the one for a network you share:")))
        for label, link in links:
            head = QLabel(label)
            head.setObjectName("linkNetwork")
            head.setTextFormat(Qt.TextFormat.PlainText)       # interface names are the system's
            row = QHBoxLayout()
            edit = QLineEdit(link)
            edit.setReadOnly(True)
            edit.setCursorPosition(0)
            copy = QPushButton(self.tr("Copy link"))
            copy.clicked.connect(lambda _on=False, edit=edit, copy=copy: self.copy(edit, copy))
            row.addWidget(edit, 1)
            row.addWidget(copy)
            col.addWidget(head)
            col.addLayout(row)
            self.links.append((edit, copy))

    @property
    def link(self) -> QLineEdit:
        """The first network's link (the LAN's, when there is one)."""
        return self.links[0][0]

    @property
    def copy_button(self) -> QPushButton:
        return self.links[0][1]

    def copy(self, edit: Optional[QLineEdit] = None, button: Optional[QPushButton] = None) -> None:
        edit, button = edit or self.link, button or self.copy_button
        QGuiApplication.clipboard().setText(edit.text())
        for _, b in self.links:
            b.setText(self.tr("Copy link"))
        button.setText(self.tr("Copied"))

    def _invite(self) -> None:
        item = self.people.currentItem()
        if item is not None:
            self.invite.emit(item.data(Qt.ItemDataRole.UserRole))
            self.accept()


def network_label(r: Reach) -> str:
    """Which network a link is for, in the reader's words, with the interface it is on."""
    name = {NetKind.LAN: translate("MainWindow", "Local network"), NetKind.TAILSCALE: "Tailscale",
            NetKind.ZEROTIER: "ZeroTier", NetKind.WIREGUARD: "WireGuard",
            NetKind.VPN: translate("MainWindow", "VPN")}[r.kind]
    return translate("MainWindow", "{network} ({interface}, {address})").format(
        network=name, interface=r.interface, address=r.address)


def table_links(window: Any, port: int) -> list[tuple[str, str]]:
    """(label, address) of every way to reach the table ``window`` sits at: each network of
    this computer for a table it hosts on every interface, else the one address it knows."""
    host, _ = window._table_address()
    hosted = window.hosted
    if hosted is not None and hosted.address[0] in ("0.0.0.0", "::"):
        found = reach_addresses()
        if found:
            return [(network_label(r), r.address) for r in found]
    return [(translate("MainWindow", "The table's address ({address})").format(address=host), host)] if host else []


def open_invite(window: Any) -> InviteDialog:
    """Build and open the Invite dialog for the table ``window`` (the main window) sits at."""
    from protocol.discovery import LinkError, make_invite_link
    _, port = window._table_address()
    name = window._table_info.name if window._table_info is not None else "Table"
    hosted = window.hosted
    note = "" if window.lan.enabled else translate("MainWindow", "LAN search is off, so nobody can be listed.")
    fingerprint = window.client.host_fingerprint if window.client is not None else None
    practice = hosted is not None and not hosted.lan
    links: list[tuple[str, str]] = []
    if practice:
        note = translate("MainWindow", "This practice table is on your computer only: nobody else can join it. "
                                       "To play with friends, open a table with New Game.")
    else:
        try:
            token = hosted.host.make_invite() if hosted is not None else None
            links = [(label, make_invite_link(address, port, fingerprint, token, name))
                     for label, address in table_links(window, port)]
        except LinkError as e:
            links, note = [], translate("MainWindow", "No link for this table: {why}.").format(why=e)
    people = [(f"{p.advert.nickname} ({p.address})", p) for p in window.lan.people()] if hosted is not None else []
    dlg = InviteDialog(name, people, links, note, window, lan=not practice)
    dlg.invite.connect(lambda person: window._spawn(window.invite_person(person)))
    dlg.open()
    return dlg


def leave_box(parent: QWidget, hosting: bool, leave: Callable[[], None], closing: bool = True) -> QMessageBox:
    """"Leave the match?" with Stay / Leave and close (``closing``: the window closes too; else
    Stay / Leave, back to the lobby); ``leave`` runs on Leave."""
    question = (translate("MainWindow", "You are seated at a table. Leave the match and close LAN Jolly?") if closing
                else translate("MainWindow", "The match is not over. Leave it and go back to the lobby?"))
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Leave the match?"),
                      question
                      + ("\n" + translate("MainWindow", "You are the host: the table closes for everyone.") if hosting else ""),
                      QMessageBox.StandardButton.NoButton, parent)
    go = box.addButton(translate("MainWindow", "Leave and close") if closing else translate("MainWindow", "Leave"),
                       QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("MainWindow", "Stay"), QMessageBox.ButtonRole.RejectRole)
    box.finished.connect(lambda _r: leave() if box.clickedButton() is go else None)
    box.open()
    return box
