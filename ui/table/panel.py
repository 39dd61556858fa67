"""The side panel right of the table: the table's rules, the move clock, buttons, chat and moves.

The countdown runs locally between the session's ``timer`` signals (each says
how long the seat to move has left), so it stays smooth without network
traffic and is corrected by every new signal; each tick is also sent out as
``clock`` so the table can show it on the mover's plate.
"""

from __future__ import annotations

import time
from typing import Optional

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QGroupBox, QLabel, QListWidget, QProgressBar,
                               QPushButton, QTabWidget, QVBoxLayout, QWidget)

from .. import theme
from ..i18n import Retranslating
from .chat import ChatWidget

PANEL_STYLE = f"""
#tablePanel {{ background: {theme.PANEL_BG.name()}; border-left: 1px solid {theme.PANEL_BORDER.name()}; }}
#tablePanel QLabel {{ color: {theme.PANEL_TEXT.name()}; font-size: 13px; }}
#tablePanel QLabel#timerLabel {{ font-size: 26px; font-weight: bold; }}
#tablePanel QLabel#timerLabel[urgent="true"] {{ color: {theme.ERROR.name()}; }}
#tablePanel QLabel#turnLabel {{ color: #5a5548; }}
#tablePanel QLabel#tableTitle {{ font-size: 15px; font-weight: bold; }}
#tablePanel QGroupBox {{ border: 1px solid {theme.PANEL_BORDER.name()}; border-radius: 6px;
    margin-top: 12px; padding: 6px; font-weight: bold; }}
#tablePanel QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px; }}
#tablePanel QProgressBar {{ border: 1px solid {theme.PANEL_BORDER.name()}; border-radius: 3px;
    background: white; height: 8px; }}
#tablePanel QProgressBar::chunk {{ background: {theme.ACCENT.name()}; border-radius: 3px; }}
#tablePanel QProgressBar[urgent="true"]::chunk {{ background: {theme.ERROR.name()}; }}
#tablePanel QTextEdit, #tablePanel QListWidget {{ background: white; border: 1px solid {theme.PANEL_BORDER.name()}; }}
#tablePanel QPushButton:focus {{ border: 2px solid {theme.ACCENT.name()}; }}
"""
# "The last 10 seconds" of a move, said once: the panel's clock and the plates' bars turn
# red and the player's own move is warned about (ui/table/move_clock.py) from here on.
URGENT_MS = 10_000


class MoveHistory(QListWidget):
    """Every public move of the round, in words, newest at the bottom."""

    def add(self, text: str) -> None:
        self.addItem(text)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


class SidePanel(Retranslating, QFrame):
    player_info_clicked = Signal()
    invite_clicked = Signal()
    sort_suit_clicked = Signal()
    sort_rank_clicked = Signal()
    score_sheet_clicked = Signal()
    clock = Signal(object, int)          # fraction of the move time left (None: no clock), ms left

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePanel")
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(260)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        for part in (self._header(), self._timer_box(), self._buttons(), self._tabs()):
            lay.addWidget(part, 1 if part is self.tabs else 0)
        self._deadline: Optional[float] = None
        self._total_ms = 1
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self._refresh_timer)
        self._no_limit = False
        self.retranslate_now()

    def retranslate(self) -> None:
        self.timer_box.setTitle(self.tr("Move timer"))
        for b, text, tip in (
                (self.info_button, self.tr("Player Info"), self.tr("Your statistics and key (I)")),
                (self.invite_button, self.tr("Invite"), self.tr("Invite someone to this table")),
                (self.sort_suit_button, self.tr("Sort by suit"), self.tr("Sort your hand by suit (S)")),
                (self.sort_rank_button, self.tr("Sort by rank"), self.tr("Sort your hand by rank (R)")),
                (self.sheet_button, self.tr("Score sheet"), self.tr("Every round's points (P)"))):
            b.setText(text)
            b.setToolTip(tip)
        self.tabs.setTabText(0, self.tr("Chat"))
        self.tabs.setTabText(1, self.tr("Moves"))
        if self._no_limit:
            self.timer_label.setText(self.tr("no limit"))

    # --- the parts, top to bottom ---------------------------------------------------------
    def _header(self) -> QWidget:
        box = QWidget()
        self.title = QLabel()
        self.title.setObjectName("tableTitle")
        self.rules = QLabel("")
        self.rules.setWordWrap(True)
        self.target = QLabel("")
        self.target.setObjectName("targetLabel")
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 0, 0, 0)
        for w in (self.title, self.rules, self.target):
            w.setTextFormat(Qt.TextFormat.PlainText)   # the table name comes off the wire: never rich text
            col.addWidget(w)
        return box

    def _timer_box(self) -> QWidget:
        self.timer_box = box = QGroupBox()
        self.turn_label = QLabel("")
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)   # names a player chose
        self.timer_label = QLabel("\u2013")
        self.timer_label.setObjectName("timerLabel")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.timer_bar = QProgressBar()
        self.timer_bar.setTextVisible(False)
        self.timer_bar.setRange(0, 1000)
        col = QVBoxLayout(box)
        for w in (self.turn_label, self.timer_label, self.timer_bar):
            col.addWidget(w)
        return box

    def _buttons(self) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        specs = ((self.player_info_clicked, 0, 0, 1), (self.invite_clicked, 0, 1, 1),
                 (self.sort_suit_clicked, 1, 0, 1), (self.sort_rank_clicked, 1, 1, 1),
                 (self.score_sheet_clicked, 2, 0, 2))
        made = []
        for signal, row, col, span in specs:
            b = QPushButton()
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)       # a click leaves the keyboard on the felt
            b.clicked.connect(signal)
            grid.addWidget(b, row, col, 1, span)
            made.append(b)
        self.info_button, self.invite_button, self.sort_suit_button, self.sort_rank_button, self.sheet_button = made
        return box

    def _tabs(self) -> QWidget:
        self.tabs = QTabWidget()
        self.chat = ChatWidget()
        self.history = MoveHistory()
        self.history.setObjectName("moveHistory")
        self.history.setWordWrap(True)
        self.tabs.addTab(self.chat, "")
        self.tabs.addTab(self.history, "")
        return self.tabs

    # --- what the table tells it --------------------------------------------------------------
    def show_history(self) -> None:
        self.tabs.setCurrentWidget(self.history)

    def set_table(self, name: str, rules: str, target: str) -> None:
        self.title.setText(name)
        self.rules.setText(rules)
        self.target.setText(target)

    def set_turn(self, text: str) -> None:
        self.turn_label.setText(text)

    def start_countdown(self, ms_left: int, total_ms: Optional[int] = None) -> None:
        """Restart the countdown; ``ms_left < 0`` means this table has no time limit."""
        if ms_left < 0:
            self._deadline = None
            self._tick.stop()
            self._no_limit = True
            self.timer_label.setText(self.tr("no limit"))
            self.timer_bar.setValue(0)
            self.clock.emit(None, 0)
            return
        self._total_ms = max(1, total_ms or ms_left)
        self._no_limit = False
        self._deadline = time.monotonic() + ms_left / 1000
        self._tick.start()
        self._refresh_timer()

    def stop_countdown(self) -> None:
        self._no_limit = False
        self._deadline = None
        self._tick.stop()
        self.timer_label.setText("\u2013")
        self.timer_bar.setValue(0)
        self.clock.emit(None, 0)

    def ms_left(self) -> Optional[int]:
        if self._deadline is None:
            return None
        return max(0, int((self._deadline - time.monotonic()) * 1000))

    def _refresh_timer(self) -> None:
        left = self.ms_left()
        if left is None:
            return
        left = min(left, self._total_ms)   # a turn waiting for knocks shows its full time until they are over
        secs = (left + 999) // 1000
        self.timer_label.setText(f"{secs // 60}:{secs % 60:02d}")
        self.timer_bar.setValue(int(1000 * left / self._total_ms))
        urgent = left <= URGENT_MS
        for w in (self.timer_bar, self.timer_label):
            if w.property("urgent") != urgent:
                w.setProperty("urgent", urgent)
                w.style().unpolish(w)
                w.style().polish(w)
        self.clock.emit(left / self._total_ms, left)
        if left == 0:
            self._tick.stop()
