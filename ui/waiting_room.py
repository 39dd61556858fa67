"""Before the first deal: who sits where, and (for the owner) Start and Invite."""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget

from protocol import SeatKind, TableInfo

from . import theme
from .i18n import Retranslating
from .i18n.words import words


class WaitingRoom(Retranslating, QWidget):
    start_requested = Signal()
    invite_requested = Signal()
    leave_requested = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setFont(theme.room_title_font(self.title.font()))
        self.details = QLabel("")
        self.details.setWordWrap(True)
        self.seats = QListWidget()
        self.code = QLabel("")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.title, self.details, self.code):   # table and player names come off the wire
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.start = QPushButton()
        self.invite = QPushButton()
        self.leave = QPushButton()
        self._info: TableInfo | None = None
        self._address = self._short_code = ""
        self.start.clicked.connect(self.start_requested)
        self.invite.clicked.connect(self.invite_requested)
        self.leave.clicked.connect(self.leave_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        buttons.addWidget(self.invite)
        buttons.addWidget(self.start)
        card = QWidget()
        card.setObjectName("card")
        card.setMaximumWidth(720)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(28, 24, 28, 24)
        inner.setSpacing(12)
        inner.addWidget(self.title)
        inner.addWidget(self.details)
        inner.addWidget(self.seats)
        inner.addWidget(self.code)
        inner.addLayout(buttons)
        self.seats.setMinimumHeight(4 * 44 + 8)
        self.seats.setMaximumHeight(4 * 44 + 8)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        col = QVBoxLayout()
        col.addStretch(1)
        col.addWidget(card)
        col.addStretch(2)
        outer.addLayout(col, 3)
        outer.addStretch(1)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        card.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "WaitingRoom { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, stop:0 #2b8a50, stop:1 #12452a); }"
            "#card { background: #f6f3ea; border-radius: 12px; }"
            "#card QPushButton { padding: 6px 14px; }"
            "QListWidget { font-size: 15px; border: 1px solid #c9c2ad; background: #fbfaf5; }"
            "QListWidget::item { padding: 10px; border-bottom: 1px solid #e6e1d3; }")
        self.set_owner(False)
        self.retranslate_now()

    def set_owner(self, owner: bool) -> None:
        self.start.setVisible(owner)
        self.invite.setVisible(owner)

    def set_info(self, info: TableInfo, address: str = "", short_code: str = "") -> None:
        self._info, self._address, self._short_code = info, address, short_code
        self._show_info()

    def retranslate(self) -> None:
        self.start.setText(self.tr("Start now (bots take the open seats)"))
        self.invite.setText(self.tr("Invite…"))
        self.leave.setText(self.tr("Leave"))
        self._show_info()

    def _show_info(self) -> None:
        info, w = self._info, words()
        self.title.setText((info.name if info else "") or self.tr("Table"))
        seats = info.seats if info else ()
        if info is not None:
            game = "Jolly" if info.variant.positive_scoring else "Rommé"
            self.details.setText(self.tr("{game} to {points} · {taken} of {seats} seats taken · waiting for players. "
                                         "The match starts when every seat is taken.").format(
                game=game, points=w.points(info.variant.target_points), taken=info.seats_taken, seats=len(seats)))
        self.seats.clear()
        for i, s in enumerate(seats):
            if s.kind is SeatKind.EMPTY:
                label = self.tr("open — waiting for a player")
            elif s.kind is SeatKind.BOT:
                label = self.tr("{nick} (computer, {strength})").format(nick=s.nick, strength=w.strength(s.strength))
            elif s.connected:
                label = s.nick
            else:
                label = self.tr("{nick} (connecting…)").format(nick=s.nick)
            self.seats.addItem(self.tr("{seat}: {who}").format(seat=w.seat(i + 1), who=label))
        if self._address or self._short_code:
            self.code.setText(self.tr("Address: {address}    Table code: {code}").format(
                address=self._address, code=self._short_code))
