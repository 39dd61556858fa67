"""The lobby: LAN tables live, and the ways to sit down.

The list is a plain Qt model fed with discovery events; where they come from
(the asyncio ``TableBrowser`` through qasync, or a test) is not its business.
The widget only emits intents — join this table, join an address, open a new
table, play a practice game — that the main window carries out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Union

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFormLayout,
                               QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton,
                               QTableView, QVBoxLayout, QWidget)

from protocol.discovery import AdvertState, LinkError, parse_host_port, parse_invite_link

if TYPE_CHECKING:      # the browser's module (adverts, zeroconf glue) loads when the search starts
    from protocol.discovery import TableEntry

from .i18n import Retranslating
from .i18n.words import number
from .plaintext import tooltip
from .theme import TABLE_STYLE

COLUMN_COUNT = 7


class TableListModel(QAbstractTableModel):
    """Tables seen on the LAN, keyed by service name, in the order they appeared."""

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self._entries: list[TableEntry] = []

    # --- feeding ---------------------------------------------------------------------
    def upsert(self, entry: TableEntry) -> None:
        for row, old in enumerate(self._entries):
            if old.service_name == entry.service_name:
                self._entries[row] = entry
                self.dataChanged.emit(self.index(row, 0), self.index(row, COLUMN_COUNT - 1))
                return
        row = len(self._entries)
        self.beginInsertRows(QModelIndex(), row, row)
        self._entries.append(entry)
        self.endInsertRows()

    def remove(self, service_name: str) -> None:
        for row, old in enumerate(self._entries):
            if old.service_name == service_name:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._entries[row]
                self.endRemoveRows()
                return

    def apply_event(self, kind: str, entry: TableEntry) -> None:
        """Discovery's added/updated/removed, as one call."""
        if kind == "removed":
            self.remove(entry.service_name)
        else:
            self.upsert(entry)

    def entry(self, row: int) -> TableEntry:
        return self._entries[row]

    # --- Qt model ----------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Table"), self.tr("Host"), self.tr("Game"), self.tr("Target"), self.tr("Seats"),
                    self.tr("State"), self.tr("Access"))[section]
        return None

    def retranslate(self) -> None:
        """Words changed language: every header and cell is asked again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)
        if self._entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._entries) - 1, COLUMN_COUNT - 1))

    def _state(self, state: AdvertState) -> str:
        return {AdvertState.WAITING: self.tr("waiting for players"), AdvertState.PLAYING: self.tr("playing"),
                AdvertState.FINISHED: self.tr("finished")}[state]

    def _privacy(self, privacy: str, mismatch: bool, blind: bool = False) -> str:
        # Words, not emoji: a bare Linux box has no emoji font.
        mark = {"open": self.tr("open"), "password": self.tr("PIN"), "invite": self.tr("invited")}.get(privacy, "?")
        if blind:   # PROTOCOL.md §17: said before joining, not only once seated
            mark = self.tr("{access} · cards hidden from host").format(access=mark)
        return self.tr("⚠ key changed · {access}").format(access=mark) if mismatch else mark

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        e = self._entries[index.row()]
        a = e.advert
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (a.name, a.host, "Jolly" if a.variant == "jolly" else "Rommé", number(a.target),
                    f"{a.seats_taken}/{a.seats}", self._state(a.state),
                    self._privacy(a.privacy, e.pin_mismatch, a.blind))[col]
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = self.tr("{table} hosted by {host} at {address}").format(table=a.name, host=a.host,
                                                                          address=f"{e.address}:{a.port}")
            if a.privacy == "password":
                tip += "\n" + self.tr("Private: you need the table PIN.")
            elif a.privacy == "invite":
                tip += "\n" + self.tr("Invited players only.")
            if a.blind:
                tip += "\n" + self.tr("Cards hidden from the host: nobody, the host included, sees a card "
                                       "before it is public. Bots' cards are seen by the machine that runs them.")
            if e.pin_mismatch:
                tip += "\n" + self.tr("WARNING: this host's key changed since you last played there.")
            return tooltip(tip)            # the names come off the wire: shown as typed, never as markup
        if role == Qt.ItemDataRole.TextAlignmentRole and col in (3, 4):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and e.pin_mismatch:
            from PySide6.QtGui import QColor
            return QColor("#b3261e")
        return None


class JoinAddressDialog(Retranslating, QDialog):
    """Join by ``host:port`` or a ``lanjolly://`` invite link: the fallback when multicast fails."""

    def __init__(self, parent: Optional[QWidget] = None, last: str = "") -> None:
        super().__init__(parent)
        self.address = QLineEdit(last)
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.error = QLabel("")
        self.error.setStyleSheet("color: #b3261e")
        form = QFormLayout()
        self.address_label, self.pin_label = QLabel(), QLabel()
        form.addRow(self.address_label, self.address)
        form.addRow(self.pin_label, self.pin)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.error)
        lay.addWidget(buttons)
        self.resize(460, 150)
        self.retranslate_now()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join by address"))
        self.address.setPlaceholderText(self.tr("192.168.1.20:47474  or  lanjolly://…"))
        self.pin.setPlaceholderText(self.tr("only for private tables"))
        self.address_label.setText(self.tr("Address or link:"))
        self.pin_label.setText(self.tr("Table PIN:"))

    def target(self) -> dict[str, Any]:
        """The parsed destination: host, port and, from a link, fingerprint and token."""
        text = self.address.text().strip()
        if text.startswith("lanjolly://"):
            link = parse_invite_link(text)
            return {"host": link.host, "port": link.port, "fingerprint": link.fingerprint,
                    "token": link.token, "pin": self.pin.text() or None}
        host, port = parse_host_port(text)
        return {"host": host, "port": port, "fingerprint": None, "token": None,
                "pin": self.pin.text() or None}

    def accept(self) -> None:
        try:
            self.target()
        except (LinkError, ValueError) as e:
            self.error.setText(str(e))
            return
        super().accept()


def can_join(entry: TableEntry) -> bool:
    """A seat may be free: the lobby of a table that is not full (a player coming back uses Join too)."""
    a = entry.advert
    return a.state is not AdvertState.FINISHED and not is_full(entry)


def is_full(entry: TableEntry) -> bool:
    return entry.advert.seats_taken >= entry.advert.seats


def can_watch(entry: TableEntry) -> bool:
    """Tables in play, and full ones, can be watched (the host may still say no)."""
    a = entry.advert
    return a.state is AdvertState.PLAYING or (a.state is not AdvertState.FINISHED and is_full(entry))


PLAY_NOW_STYLE = ("QPushButton { background: #1e6b3c; color: white; font-weight: bold;"
                  " padding: 4px 18px; border-radius: 4px; }"
                  "QPushButton:hover { background: #2b8a50; }")


class LobbyWidget(Retranslating, QWidget):
    """Tables on the LAN and the ways to play or look on."""

    join_requested = Signal(object)          # TableEntry
    watch_requested = Signal(object)         # TableEntry
    join_address_requested = Signal(dict)    # JoinAddressDialog.target()
    new_game_requested = Signal()
    play_now_requested = Signal()

    def __init__(self, nickname: str = "", parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.model = TableListModel(self)
        self._nickname = nickname
        self.greeting = QLabel()
        self._status: Union[str, Callable[[], str]] = lambda: self.tr("Looking for tables on your network…")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self._build_table()
        from .event_lobby import EventPanel
        self.events = EventPanel()       # duplicate events on the LAN (ui/event_lobby.py)
        self._build_buttons()
        self._lay_out()
        self._last_address = ""
        self._refresh_empty()
        self._selection_changed()
        self.retranslate_now()

    def retranslate(self) -> None:
        self.greeting.setText(self.tr("Hello {nick}!").format(nick=self._nickname) if self._nickname else "")
        self.empty_hint.setText(self.tr("No tables yet. Open one with New Game, or press Play now to practise "
                                        "against computer opponents."))
        self.play_now.setText(self.tr("▶  Play now"))
        self.play_now.setToolTip(self.tr("A practice table against computer opponents, no network needed"))
        self.new_game.setText(self.tr("New Game…"))
        self.join.setText(self.tr("Join"))
        self.watch.setText(self.tr("Watch"))
        self.watch.setToolTip(self.tr("Look on without a seat: you see the table, never a hand"))
        self.join_address.setText(self.tr("Join by address…"))
        self.model.retranslate()
        self.set_status(self._status)

    # --- building ----------------------------------------------------------------------
    def _build_table(self) -> None:
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # Every column as wide as its contents, read left to right from the table's name;
        # the last one takes the rest. A stretched Table column pushed the others against
        # the right edge.
        header = self.table.horizontalHeader()
        for col in range(COLUMN_COUNT):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.table.doubleClicked.connect(lambda idx: self._open_row(idx.row()))
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.verticalHeader().setDefaultSectionSize(30)
        self.table.setStyleSheet(TABLE_STYLE)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.empty_hint = QLabel()
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setStyleSheet("color: #666; padding: 12px")
        self.model.rowsInserted.connect(self._refresh_empty)
        self.model.rowsRemoved.connect(self._refresh_empty)
        self.model.dataChanged.connect(self._refresh_empty)
        self.model.dataChanged.connect(self._selection_changed)

    def _build_buttons(self) -> None:
        self.play_now = QPushButton()
        self.new_game = QPushButton()
        self.join = QPushButton()
        self.watch = QPushButton()
        self.join_address = QPushButton()
        for b in (self.play_now, self.new_game, self.join, self.watch, self.join_address):
            b.setMinimumHeight(34)
        self.play_now.setDefault(True)
        self.play_now.setStyleSheet(PLAY_NOW_STYLE)
        self.play_now.clicked.connect(self.play_now_requested)
        self.new_game.clicked.connect(self.new_game_requested)
        self.join.clicked.connect(lambda: self._join_row(self.table.currentIndex().row()))
        self.watch.clicked.connect(lambda: self._watch_row(self.table.currentIndex().row()))
        self.join_address.clicked.connect(self._ask_address)

    def _lay_out(self) -> None:
        title = QLabel("LAN Jolly")  # the game's name, the same in every language
        f = QFont(title.font())
        f.setPointSize(f.pointSize() + 10)
        f.setBold(True)
        title.setFont(f)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_now)
        buttons.addWidget(self.new_game)
        buttons.addStretch(1)
        buttons.addWidget(self.join_address)
        buttons.addWidget(self.watch)
        buttons.addWidget(self.join)
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        head.addWidget(self.greeting)
        lay = QVBoxLayout(self)
        lay.addLayout(head)
        lay.addWidget(self.status)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.empty_hint)
        lay.addLayout(buttons)
        lay.addWidget(self.events)

    # --- reactions ---------------------------------------------------------------------
    def set_status(self, text: Union[str, Callable[[], str]]) -> None:
        """A line about the search for tables; a callable is asked again after a language switch."""
        self._status = text
        self.status.setText(text() if callable(text) else text)

    def _refresh_empty(self, *args: Any) -> None:
        self.empty_hint.setVisible(self.model.rowCount() == 0)
        for col in range(COLUMN_COUNT):
            self.table.resizeColumnToContents(col)

    def _selected(self) -> Optional[TableEntry]:
        row = self.table.currentIndex().row()
        return self.model.entry(row) if 0 <= row < self.model.rowCount() else None

    def _selection_changed(self, *args: Any) -> None:
        """Watch next to Join for tables in play; a full table offers Watch instead of Join."""
        e = self._selected()
        watchable = e is not None and can_watch(e)
        self.watch.setVisible(watchable)
        self.watch.setEnabled(watchable)
        self.join.setVisible(e is None or not is_full(e))
        self.join.setEnabled(e is not None and can_join(e))

    def _open_row(self, row: int) -> None:
        """Double-click: sit down if a seat may be free, else look on."""
        if 0 <= row < self.model.rowCount():
            e = self.model.entry(row)
            if can_join(e):
                self.join_requested.emit(e)
            elif can_watch(e):
                self.watch_requested.emit(e)

    def _join_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.join_requested.emit(self.model.entry(row))

    def _watch_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.watch_requested.emit(self.model.entry(row))

    def _ask_address(self) -> None:
        dlg = JoinAddressDialog(self, self._last_address)
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self._last_address = dlg.address.text().strip()
            self.join_address_requested.emit(dlg.target())
