"""The side panel right of the table: turn timer, target, buttons, chat.

The countdown runs locally between the session's ``timer`` signals (each says
how long the seat to move has left), so it stays smooth without network
traffic and is corrected by every new signal.
"""

from __future__ import annotations

import time
from typing import Optional

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QProgressBar,
                               QPushButton, QVBoxLayout, QWidget)

from .. import theme
from ..i18n import Retranslating
from .chat import ChatWidget

PANEL_STYLE = f"""
#tablePanel {{ background: {theme.PANEL_BG.name()}; border-left: 1px solid {theme.PANEL_BORDER.name()}; }}
#tablePanel QLabel {{ color: {theme.PANEL_TEXT.name()}; }}
#tablePanel QLabel#timerLabel {{ font-size: 26px; font-weight: bold; }}
#tablePanel QLabel#turnLabel {{ color: #6b6658; }}
#tablePanel QLabel#tableTitle {{ font-size: 15px; font-weight: bold; }}
#tablePanel QGroupBox {{ border: 1px solid {theme.PANEL_BORDER.name()}; border-radius: 6px;
    margin-top: 12px; padding: 6px; font-weight: bold; }}
#tablePanel QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px; }}
#tablePanel QProgressBar {{ border: 1px solid {theme.PANEL_BORDER.name()}; border-radius: 3px;
    background: white; height: 8px; }}
#tablePanel QProgressBar::chunk {{ background: {theme.ACCENT.name()}; border-radius: 3px; }}
#tablePanel QProgressBar[urgent="true"]::chunk {{ background: {theme.ERROR.name()}; }}
#tablePanel QTextEdit {{ background: white; border: 1px solid {theme.PANEL_BORDER.name()}; }}
"""


class SidePanel(Retranslating, QFrame):
    player_info_clicked = Signal()
    invite_clicked = Signal()
    sort_suit_clicked = Signal()
    sort_rank_clicked = Signal()
    score_sheet_clicked = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("tablePanel")
        self.setStyleSheet(PANEL_STYLE)
        self.setFixedWidth(260)
        self.title = QLabel()
        self.title.setObjectName("tableTitle")
        self.rules = QLabel("")
        self.rules.setWordWrap(True)
        self.target = QLabel("")
        self.target.setObjectName("targetLabel")

        self.timer_box = timer_box = QGroupBox()
        self.turn_label = QLabel("")
        self.turn_label.setObjectName("turnLabel")
        self.timer_label = QLabel("\u2013")
        self.timer_label.setObjectName("timerLabel")
        self.timer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.timer_bar = QProgressBar()
        self.timer_bar.setTextVisible(False)
        self.timer_bar.setRange(0, 1000)
        tl = QVBoxLayout(timer_box)
        tl.addWidget(self.turn_label)
        tl.addWidget(self.timer_label)
        tl.addWidget(self.timer_bar)

        self.info_button = QPushButton()
        self.invite_button = QPushButton()
        self.sort_suit_button = QPushButton()
        self.sort_rank_button = QPushButton()
        self.sheet_button = QPushButton()
        for b in (self.info_button, self.invite_button, self.sort_suit_button,
                  self.sort_rank_button, self.sheet_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.info_button.clicked.connect(self.player_info_clicked)
        self.invite_button.clicked.connect(self.invite_clicked)
        self.sort_suit_button.clicked.connect(self.sort_suit_clicked)
        self.sort_rank_button.clicked.connect(self.sort_rank_clicked)
        self.sheet_button.clicked.connect(self.score_sheet_clicked)
        grid = QGridLayout()
        grid.addWidget(self.info_button, 0, 0)
        grid.addWidget(self.invite_button, 0, 1)
        grid.addWidget(self.sort_suit_button, 1, 0)
        grid.addWidget(self.sort_rank_button, 1, 1)
        grid.addWidget(self.sheet_button, 2, 0, 1, 2)

        self.chat_box = chat_box = QGroupBox()
        self.chat = ChatWidget()
        cl = QVBoxLayout(chat_box)
        cl.addWidget(self.chat)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 10, 10, 10)
        lay.addWidget(self.title)
        lay.addWidget(self.rules)
        lay.addWidget(self.target)
        lay.addWidget(timer_box)
        lay.addLayout(grid)
        lay.addWidget(chat_box, 1)

        self._deadline: Optional[float] = None
        self._total_ms = 1
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self._refresh_timer)
        self._no_limit = False
        self.retranslate_now()

    def retranslate(self) -> None:
        self.timer_box.setTitle(self.tr("Move timer"))
        self.info_button.setText(self.tr("Player Info"))
        self.invite_button.setText(self.tr("Invite"))
        self.sort_suit_button.setText(self.tr("Sort by suit"))
        self.sort_rank_button.setText(self.tr("Sort by rank"))
        self.sheet_button.setText(self.tr("Score sheet"))
        self.sort_suit_button.setToolTip(self.tr("Sort your hand by suit (S)"))
        self.sort_rank_button.setToolTip(self.tr("Sort your hand by rank (R)"))
        self.chat_box.setTitle(self.tr("Chat"))
        if self._no_limit:
            self.timer_label.setText(self.tr("no limit"))

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
            return
        self._no_limit = False
        self._total_ms = max(1, total_ms or ms_left)
        self._deadline = time.monotonic() + ms_left / 1000
        self._tick.start()
        self._refresh_timer()

    def stop_countdown(self) -> None:
        self._deadline = None
        self._no_limit = False
        self._tick.stop()
        self.timer_label.setText("\u2013")
        self.timer_bar.setValue(0)

    def ms_left(self) -> Optional[int]:
        if self._deadline is None:
            return None
        return max(0, int((self._deadline - time.monotonic()) * 1000))

    def _refresh_timer(self) -> None:
        left = self.ms_left()
        if left is None:
            return
        secs = (left + 999) // 1000
        self.timer_label.setText(f"{secs // 60}:{secs % 60:02d}")
        self.timer_bar.setValue(int(1000 * left / self._total_ms))
        urgent = left <= 10_000
        if self.timer_bar.property("urgent") != urgent:
            self.timer_bar.setProperty("urgent", urgent)
            self.timer_bar.style().unpolish(self.timer_bar)
            self.timer_bar.style().polish(self.timer_bar)
        if left == 0:
            self._tick.stop()
