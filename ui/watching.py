"""Watching a table in the client: who is looking, and the table as a watcher sees it.

The host sends a watcher the public view only (PROTOCOL.md "Watchers"); this
module makes the table read that way: no "your turn", no move can be started,
and a line on the felt says who is watching, so the players know too.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from lanjolly.actions import PlayerAction
from lanjolly.cards import CardId
from lanjolly.state import Phase
from protocol import SeatKind, TableInfo, TablePhase

from .table.table_widget import TableWidget

STRIP_STYLE = ("background: rgba(8, 30, 17, 200); color: #f3f1e4; border-radius: 6px; padding: 4px 10px;"
               " font-size: 12px;")

translate = QCoreApplication.translate   # lupdate reads translate("context", "text") calls


def watcher_names(info: TableInfo) -> list[str]:
    """The watchers a ``table`` info lists, by name."""
    return [(w.nick or "?")[:32] for w in info.watchers]


def watch_rules_text(info: TableInfo) -> str:
    """The owner's watcher switches in words (Player Info, the waiting room)."""
    rules = info.watch
    if rules.limit <= 0:
        return translate("watching", "No watchers allowed")
    parts = [translate("watching", "Up to {n} watchers").format(n=rules.limit),
             translate("watching", "they may chat") if rules.chat else translate("watching", "no watcher chat")]
    if rules.sit:
        parts.append(translate("watching", "they may take a free seat between rounds"))
    return ", ".join(parts)


def given_up_seats(info: TableInfo) -> list[int]:
    """Seats a watcher may take now: between rounds, if the owner allows it, seats whose
    player is gone and a bot plays (the host has the last word: protocol/watching.py)."""
    if info.phase is not TablePhase.BETWEEN or not info.watch.sit:
        return []
    return [i for i, st in enumerate(info.seats) if st.kind is SeatKind.HUMAN and not st.connected and st.auto]


class WatchersStrip(QLabel):
    """"Watching: Ana, Ben" in the felt's bottom-left corner; hidden while nobody watches."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setStyleSheet(STRIP_STYLE)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.names: list[str] = []
        parent.installEventFilter(self)        # follow the felt's size
        self.hide()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def set_info(self, info: TableInfo) -> None:
        self.names = watcher_names(info)
        if not self.names:
            self.hide()
            return
        shown = ", ".join(self.names[:6]) + (f" +{len(self.names) - 6}" if len(self.names) > 6 else "")
        self.setText(self.tr("Watching: {names}").format(names=shown))
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Bottom-left of the felt: clear of the stock, the seats and the player's plate."""
        parent = self.parentWidget()
        if parent is not None:
            self.move(10, parent.height() - self.height() - 10)


class WatchTable(TableWidget):
    """The live table for a watcher: the same scene, read-only."""

    take_seat_requested = Signal(int)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.watchers_strip = WatchersStrip(self.view)
        self.free_seats: list[int] = []
        self.take_seat_button = QPushButton(self.tr("Take a seat"))
        self.take_seat_button.setObjectName("nextButton")
        self.take_seat_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.take_seat_button.clicked.connect(self._take_seat)
        self.take_seat_button.hide()
        bar = self.bar.layout()
        if bar is not None:
            bar.addWidget(self.take_seat_button)

    def set_info(self, info: TableInfo) -> None:
        """Offer a seat a player gave up, when the owner allows watchers to sit down."""
        self.free_seats = given_up_seats(info)
        if self.free_seats:
            i = self.free_seats[0]
            name = info.seats[i].nick if i < len(info.seats) else ""
            self.take_seat_button.setText(self.tr("Take {name}'s seat").format(name=name) if name
                                          else self.tr("Take seat {n}").format(n=i + 1))
        self.take_seat_button.setVisible(bool(self.free_seats))

    def _take_seat(self) -> None:
        if self.free_seats:
            self.take_seat_requested.emit(self.free_seats[0])

    def my_turn(self) -> bool:
        return False

    def _update_controls(self) -> None:
        super()._update_controls()
        for b in (self.lay_button, self.take_back_button, self.knock_button, self.next_button, self.arrange_button,
                  self.panel.invite_button, self.panel.sort_suit_button, self.panel.sort_rank_button):
            b.setVisible(False)

    def guidance_text(self, staged: Optional[tuple[bool, str]] = None) -> str:
        v = self.current_view
        if v is None:
            return self.tr("You are watching. Waiting for the deal…")
        if v.phase == Phase.OVER:
            return self.tr("You are watching. Round over.")
        return self.tr("You are watching: {name} is playing.").format(name=self.session.nickname(v.current))

    def send(self, action: PlayerAction, card: Optional[CardId] = None) -> bool:
        self.set_status(self.tr("You are watching: only the players move."), error=True)
        return False

    def refresh(self, animate: bool = True) -> None:
        super().refresh(animate)
        v = self.current_view
        if v is not None:
            self.panel.set_turn(self.tr("Round over") if v.phase == Phase.OVER
                                else self.tr("{name}'s turn").format(name=self.session.nickname(v.current)))


def strip_for(table: TableWidget) -> WatchersStrip:
    """The table's watcher strip (a watcher's table has one; a player's gets one on first use)."""
    strip = getattr(table, "watchers_strip", None)
    if strip is None:
        strip = WatchersStrip(table.view)
        table.watchers_strip = strip  # type: ignore[attr-defined]
    return strip
