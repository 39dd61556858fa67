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
from .table_tree import TableTree

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
#tablePanel QProgressBar[bank="true"]::chunk {{ background: {theme.BANK.name()}; }}
#tablePanel QProgressBar[urgent="true"]::chunk {{ background: {theme.ERROR.name()}; }}
#tablePanel QLabel#bankLabel[bank="true"] {{ font-weight: bold; color: {theme.BANK_TEXT.name()}; }}
#tablePanel QTextEdit, #tablePanel QListWidget {{ background: white; border: 1px solid {theme.PANEL_BORDER.name()}; }}
#tablePanel QPushButton:focus {{ border: 2px solid {theme.ACCENT.name()}; }}
"""
# "The last 10 seconds" of a move, said once: the panel's clock and the plates' bars turn
# red and the player's own move is warned about (ui/table/move_clock.py) from here on.
URGENT_MS = 10_000
MIN_WIDTH, MAX_WIDTH = 260, 400      # the panel's width, from a fifth of the table's


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
        self.setFixedWidth(MIN_WIDTH)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        for part in (self._header(), self._timer_box(), self._buttons(), self._tabs()):
            lay.addWidget(part, 1 if part is self.tabs else 0)
        self._deadline: Optional[float] = None
        self._total_ms = 1
        self._bank_left, self._bank_ms = 0, 0        # the bank part of the time left when it was said
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
        self.tabs.setTabText(2, self.tr("Table"))
        self.table_tree.setAccessibleName(self.tr("The table in words"))
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
        self.bank_label = QLabel("")          # the mover's time bank, while one is left (issue 22 item 2)
        self.bank_label.setObjectName("bankLabel")
        self.bank_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bank_label.hide()
        col = QVBoxLayout(box)
        for w in (self.turn_label, self.timer_label, self.timer_bar, self.bank_label):
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
        self.table_tree = TableTree()           # the table in words (screen readers)
        self.tabs.addTab(self.chat, "")
        self.tabs.addTab(self.history, "")
        self.tabs.addTab(self.table_tree, "")
        return self.tabs

    def fit_width(self, window_width: int) -> None:
        """A fifth of a wide window, never under 260 px nor over 400 (issue 22 item 14: at
        1920x1080 the panel stayed 260 px wide and its chat a narrow column)."""
        width = max(MIN_WIDTH, min(MAX_WIDTH, window_width // 5))
        if width != self.width():
            self.setFixedWidth(width)

    # --- what the table tells it --------------------------------------------------------------
    def show_history(self) -> None:
        self.tabs.setCurrentWidget(self.history)

    def set_table(self, name: str, rules: str, target: str) -> None:
        self.title.setText(name)
        self.rules.setText(rules)
        self.target.setText(target)

    def set_turn(self, text: str) -> None:
        self.turn_label.setText(text)

    def start_countdown(self, ms_left: int, total_ms: Optional[int] = None, bank_left: int = -1,
                        bank_ms: int = 0) -> None:
        """Restart the countdown; ``ms_left < 0`` means this table has no time limit. Of
        ``ms_left``, ``bank_left`` is the mover's time bank (PROTOCOL.md §11; -1: none), out of
        ``bank_ms`` a match: the bar shows the turn's own time, then the bank's, in its colour."""
        self._bank_left = max(0, bank_left)
        self._bank_ms = max(bank_ms, self._bank_left)
        if ms_left < 0:
            self._deadline = None
            self._tick.stop()
            self._no_limit = True
            self.timer_label.setText(self.tr("no limit"))
            self.timer_bar.setValue(0)
            self.bank_label.hide()
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
        self.bank_label.hide()
        self.clock.emit(None, 0)

    def ms_left(self) -> Optional[int]:
        if self._deadline is None:
            return None
        return max(0, int((self._deadline - time.monotonic()) * 1000))

    def _refresh_timer(self) -> None:
        every = self.ms_left()
        if every is None:
            return
        bank = min(self._bank_left, every)          # the bank drains last (lanjolly.turnclock)
        # The turn's own time; a turn waiting for knocks, or for the felt to show the move that
        # gave it, shows its full time until the wait is over.
        own = min(every - bank, self._total_ms)
        in_bank = own == 0 and bank > 0
        left, whole = (bank, self._bank_ms) if in_bank else (own, self._total_ms)
        secs = (left + 999) // 1000
        self.timer_label.setText(f"{secs // 60}:{secs % 60:02d}")
        self.timer_bar.setValue(int(1000 * left / max(1, whole)))
        self.bank_label.setVisible(bank > 0)
        if bank > 0:
            bsecs = (bank + 999) // 1000
            self.bank_label.setText(self.tr("Time bank {time}").format(time=f"{bsecs // 60}:{bsecs % 60:02d}"))
        urgent = own + bank <= URGENT_MS
        for w, prop, on in ((self.timer_bar, "urgent", urgent), (self.timer_label, "urgent", urgent),
                            (self.timer_bar, "bank", in_bank), (self.bank_label, "bank", in_bank)):
            if w.property(prop) != on:
                w.setProperty(prop, on)
                w.style().unpolish(w)
                w.style().polish(w)
        self.clock.emit(left / max(1, whole), own + bank)
        if own + bank == 0:
            self._tick.stop()
