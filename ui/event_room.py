"""A duplicate event as its players see it between boards: registration, the live standings, the results.

Shows the desk's state (``ev_info``): who registered, where everyone sits,
which board is being played, the boards' fingerprint (the same code on every
screen of the party), and the standings the client computed itself from the
boards published so far. At the end it is the results board, with a board's
replay and the results saved as files. It only emits intents; the main
window (``ui/event_seating.py``) carries them out.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QSplitter, QStackedWidget, QVBoxLayout, QWidget)

from lanjolly.duplicate import EventSheet, Place

from . import theme
from .event_results import ResultsBoard
from .i18n import Retranslating


class EventRoom(Retranslating, QWidget):
    start_requested = Signal()                 # the organiser closes registration
    leave_requested = Signal()
    replay_requested = Signal(int, int)        # board, table
    save_requested = Signal()
    table_requested = Signal()                 # back to the table of the board being played

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.title = QLabel("")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setFont(theme.room_title_font(self.title.font()))
        self.details = QLabel("")
        self.details.setWordWrap(True)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-weight: bold; color: #1e6b3c")
        self.players = QListWidget()
        self.results = ResultsBoard()
        self.how = QLabel("")          # before the first board: how the evening works
        self.how.setWordWrap(True)
        self.how.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.how.setStyleSheet("QLabel { background: #fbfaf5; border: 1px solid #c9c2ad; padding: 14px;"
                               " font-size: 15px; }")
        self.right = QStackedWidget()
        self.right.addWidget(self.how)
        self.right.addWidget(self.results)
        self.board_pick = QComboBox()
        self.replay, self.save, self.start, self.leave, self.back = (QPushButton() for _ in range(5))
        self.start.setStyleSheet("QPushButton { background: #1e6b3c; color: white; font-weight: bold;"
                                 " padding: 4px 18px; border-radius: 4px; }")
        self.start.clicked.connect(self.start_requested)
        self.leave.clicked.connect(self.leave_requested)
        self.save.clicked.connect(self.save_requested)
        self.back.clicked.connect(self.table_requested)
        self.replay.clicked.connect(self._replay)
        self._lay_out()
        self.info: dict[str, Any] = {}
        self.digest = ""
        self.address = ""
        self.me = ""                   # this client's fingerprint: "(you)" in the list
        self.organiser = False
        self.seated = ""
        self.retranslate_now()

    def _lay_out(self) -> None:
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.players_label = QLabel("")
        ll.addWidget(self.players_label)
        ll.addWidget(self.players, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        left.setMinimumWidth(220)
        split.setSizes([300, 900])           # the player list keeps its share whatever the right side holds
        split.setChildrenCollapsible(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        buttons.addWidget(self.board_pick)
        buttons.addWidget(self.replay)
        buttons.addWidget(self.save)
        buttons.addWidget(self.back)
        buttons.addWidget(self.start)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(18, 14, 18, 14)
        lay.addWidget(self.title)
        lay.addWidget(self.details)
        lay.addWidget(self.status)
        lay.addWidget(split, 1)
        lay.addLayout(buttons)

    def retranslate(self) -> None:
        self.start.setText(self.tr("Start the event"))
        self.start.setToolTip(self.tr("Close registration: bots take the places nobody took"))
        self.leave.setText(self.tr("Leave the event"))
        self.replay.setText(self.tr("Replay board"))
        self.save.setText(self.tr("Save results…"))
        self.back.setText(self.tr("Back to my table"))
        self.players_label.setText(self.tr("Players"))
        self.how.setText(self.tr(
            "How a duplicate evening works\n\n"
            "Every table plays the same boards at the same time: on each board, the player in your seat at every "
            "other table holds exactly your cards.\n\n"
            "You keep your seat number all evening. After each round of boards the players in seat 2 move one "
            "table on, seat 3 two tables, and so on, so you meet new opponents.\n\n"
            "On every board you are compared only with the players in your seat: 2 matchpoints for each of them "
            "you beat, 1 for a tie. The standings appear here after every board, and the results board at the "
            "end.\n\n"
            "Nobody, the organiser included, can choose or foresee a board: every player's program helps to "
            "shuffle each one, and checks every deal afterwards."))
        self._refresh()

    # --- feeding ----------------------------------------------------------------------
    def set_info(self, info: dict[str, Any], organiser: bool) -> None:
        self.info, self.organiser = info, organiser
        self._refresh()

    def set_address(self, address: str) -> None:
        """Where people who cannot see the event in their lobby join it (Join by address)."""
        self.address = address
        self._refresh()

    def set_digest(self, digest: bytes) -> None:
        self.digest = digest.hex()[:8].upper()
        self._refresh()

    def set_seat(self, text: str) -> None:
        """Where this player sits now, in words (or "" when looking on)."""
        self.seated = text
        self._refresh()

    def set_sheet(self, sheet: Optional[EventSheet], me: Optional[Place], published: list[tuple[int, int]]) -> None:
        self.results.show_sheet(sheet, me)
        self.right.setCurrentWidget(self.results if sheet is not None else self.how)
        keep = self.board_pick.currentData()
        self.board_pick.clear()
        for board, table in published:
            self.board_pick.addItem(self.tr("Board {b}, table {t}").format(b=board + 1, t=table + 1), (board, table))
        if keep is not None:
            self.board_pick.setCurrentIndex(max(0, self.board_pick.findData(keep)))
        self._refresh()

    def _replay(self) -> None:
        data = self.board_pick.currentData()
        if data is not None:
            self.replay_requested.emit(int(data[0]), int(data[1]))

    # --- words --------------------------------------------------------------------------
    def _refresh(self) -> None:
        info = self.info
        phase = str(info.get("phase", "registration"))
        self.title.setText(str(info.get("name", "")))
        game = "Jolly" if (info.get("variant") or {}).get("game") == "jolly" else "Rommé"
        people = [p for p in info.get("players", []) if p.get("bot") is None]
        places = int(info.get("tables", 0)) * int(info.get("seats", 0))
        details = self.tr("Duplicate {game}: {tables} tables of {seats}, {boards} boards, {secs} s per move.").format(
            game=game, tables=info.get("tables", 0), seats=info.get("seats", 0), boards=info.get("boards", 0),
            secs=int(info.get("turn_ms", 0)) // 1000)
        if self.digest:
            details += " " + self.tr("Boards' code: {code} (the same on every screen).").format(code=self.digest)
        if self.address and phase == "registration":
            details += " " + self.tr("Join by address: {address}").format(address=self.address)
        self.details.setText(details)
        self.status.setText(self._status(phase, len(people), places, info))
        self.start.setVisible(self.organiser and phase == "registration")
        self.save.setVisible(bool(self.results.sheet and self.results.sheet.entries))
        self.replay.setVisible(self.board_pick.count() > 0)
        self.board_pick.setVisible(self.board_pick.count() > 0)
        self.back.setVisible(phase == "play" and int(info.get("board", -1)) >= 0 and bool(self.seated))
        self._fill_players(info)

    def _status(self, phase: str, people: int, places: int, info: dict[str, Any]) -> str:
        if phase == "registration":
            return self.tr("Registration is open: {n} of {places} places taken; bots take the rest when the "
                           "organiser starts.").format(n=people, places=places)
        if phase == "commit":
            return self.tr("Registration closed. Every player's client is fixing the boards…")
        if phase == "finished":
            sheet = self.results.sheet
            best = [sheet.name(st.place) for st in sheet.standings() if st.rank == 1] if sheet is not None else []
            return self.tr("The event is over: the results board.") + (
                " " + self.tr("Winner: {names}.").format(names=", ".join(best)) if best else "")
        board, done, total = int(info.get("board", -1)), int(info.get("done", 0)), int(info.get("boards", 0))
        where = " " + self.seated if self.seated else ""
        if board >= 0:
            return self.tr("Board {b} of {total} is being played at every table.").format(b=board + 1,
                                                                                          total=total) + where
        return self.tr("{done} of {total} boards played; the next starts when every table is ready.").format(
            done=done, total=total) + where

    def _fill_players(self, info: dict[str, Any]) -> None:
        self.players.clear()
        for n, p in enumerate(info.get("players", []), start=1):
            name = f"{n}. {p.get('nick', '')}"
            if p.get("seat", -1) >= 0:
                text = self.tr("{name} · seat {seat}").format(name=name, seat=int(p["seat"]) + 1)
            else:
                text = name
            if p.get("bot") is not None:
                text += " " + self.tr("(bot)")
            elif not p.get("connected", False):
                text += " " + self.tr("(away)")
            if self.me and p.get("fp") == self.me:
                text += " " + self.tr("(you)")
            item = QListWidgetItem(text)
            self.players.addItem(item)
