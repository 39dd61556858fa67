"""The lobby's duplicate events: desks seen on the LAN, and the ways to take part or open one.

A plain Qt model fed with discovery events (``EventBrowser``), and a small
panel under the lobby's table list: register for an event, open one, or play
a board set alone against the bots. Only intents leave it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView,
                               QVBoxLayout, QWidget)

from .i18n import Retranslating
from .theme import TABLE_STYLE

if TYPE_CHECKING:
    from protocol.discovery import EventEntry

EVENT_COLUMNS = 5


class EventListModel(QAbstractTableModel):
    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self._entries: list[EventEntry] = []

    def apply_event(self, kind: str, entry: EventEntry) -> None:
        for row, old in enumerate(self._entries):
            if old.service_name == entry.service_name:
                if kind == "removed":
                    self.beginRemoveRows(QModelIndex(), row, row)
                    del self._entries[row]
                    self.endRemoveRows()
                else:
                    self._entries[row] = entry
                    self.dataChanged.emit(self.index(row, 0), self.index(row, EVENT_COLUMNS - 1))
                return
        if kind != "removed":
            self.beginInsertRows(QModelIndex(), len(self._entries), len(self._entries))
            self._entries.append(entry)
            self.endInsertRows()

    def entry(self, row: int) -> EventEntry:
        return self._entries[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else EVENT_COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Event"), self.tr("Organiser"), self.tr("Game"), self.tr("Players"),
                    self.tr("State"))[section]
        return None

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, EVENT_COLUMNS - 1)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        a = self._entries[index.row()].advert
        state = {"registration": self.tr("registration open"), "play": self.tr("playing"),
                 "finished": self.tr("finished")}.get(a.state, a.state)
        game = self.tr("{game}, {n} boards").format(game="Jolly" if a.variant == "jolly" else "Rommé", n=a.boards)
        return (a.name, a.host, game, f"{a.registered}/{a.places}", state)[index.column()]


class EventPanel(Retranslating, QWidget):
    """Under the lobby's tables: events on the LAN, Register / Look on, New event, Board set alone."""

    register_requested = Signal(object)     # EventEntry
    watch_requested = Signal(object)        # EventEntry
    new_event_requested = Signal()
    solo_requested = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.model = EventListModel(self)
        self.heading = QLabel("")
        f = QFont(self.heading.font())
        f.setBold(True)
        self.heading.setFont(f)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(28)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setMaximumHeight(4 * 28 + 30)
        self.view.setAlternatingRowColors(True)
        self.view.setShowGrid(False)
        self.view.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.view.setStyleSheet(TABLE_STYLE)      # the look of the lobby's table list
        self.view.doubleClicked.connect(lambda idx: self._emit(self.register_requested, idx.row()))
        self.register, self.watch, self.new_event, self.solo = (QPushButton() for _ in range(4))
        self.register.clicked.connect(lambda: self._emit(self.register_requested, self.view.currentIndex().row()))
        self.watch.clicked.connect(lambda: self._emit(self.watch_requested, self.view.currentIndex().row()))
        self.new_event.clicked.connect(self.new_event_requested)
        self.solo.clicked.connect(self.solo_requested)
        head = QHBoxLayout()
        head.addWidget(self.heading)
        head.addStretch(1)
        head.addWidget(self.solo)
        head.addWidget(self.new_event)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.watch)
        buttons.addWidget(self.register)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 6, 0, 0)
        lay.addLayout(head)
        lay.addWidget(self.view)
        lay.addLayout(buttons)
        for sig in (self.model.rowsInserted, self.model.rowsRemoved):
            sig.connect(self._refresh)
        self._refresh()
        self.retranslate_now()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Duplicate events"))
        self.new_event.setText(self.tr("New duplicate event…"))
        self.solo.setText(self.tr("Board set alone…"))
        self.solo.setToolTip(self.tr("The same deals as your friends, against the same bots, when it suits you"))
        self.register.setText(self.tr("Register"))
        self.watch.setText(self.tr("Look on"))
        self.model.retranslate()

    def _refresh(self, *args: Any) -> None:
        some = self.model.rowCount() > 0
        for w in (self.view, self.register, self.watch):
            w.setVisible(some)

    def _emit(self, signal: Any, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            signal.emit(self.model.entry(row))
