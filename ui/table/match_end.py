"""The end of a match: who won, the final totals, the score sheet, and what next.

It lies over the felt when the session reports ``match_over``: the winner in
large type, each player's final total, every round on the score sheet, and two
buttons, Play again (a new match with the same settings) and Back to lobby.
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from lanjolly.variants import Variant

from .. import theme
from ..i18n import Retranslating
from ..i18n.words import number
from .score_sheet import score_table, target_text
from .session import MatchSummary

STYLE = f"""
#matchEnd {{ background: {theme.PANEL_BG.name()}; border: 3px solid {theme.WARN_GOLD.name()};
    border-radius: 14px; }}
#matchEnd QLabel {{ color: {theme.PANEL_TEXT.name()}; font-size: 14px; }}
#matchEnd QLabel#winner {{ font-size: 26px; font-weight: bold; }}
#matchEnd QLabel#hint {{ color: #5a5548; }}
#matchEnd QPushButton {{ font-size: 15px; font-weight: bold; padding: 8px 22px; border-radius: 6px;
    background: white; color: {theme.PANEL_TEXT.name()}; border: 2px solid {theme.PANEL_BORDER.name()}; }}
#matchEnd QPushButton#playAgain {{ background: {theme.ACCENT.name()}; color: white; border-color: #123d73; }}
#matchEnd QPushButton:focus {{ border: 2px solid {theme.WARN_GOLD.name()}; }}
"""


class MatchEndBoard(Retranslating, QFrame):
    """The match's end screen (a child of the felt's view)."""

    play_again = Signal()
    back_to_lobby = Signal()

    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchEnd")
        self.setStyleSheet(STYLE)
        self.winner = QLabel("")
        self.winner.setObjectName("winner")
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.totals = QLabel("")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.totals.setWordWrap(True)
        self.rule = QLabel("")
        for label in (self.winner, self.totals, self.rule):   # names players chose: never rich text
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.rule.setObjectName("hint")
        self.rule.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.again_button = QPushButton()
        self.again_button.setObjectName("playAgain")
        self.lobby_button = QPushButton()
        self._shown: Optional[tuple[MatchSummary, Sequence[str], Sequence[Sequence[Optional[int]]], Variant]] = None
        self.again_button.clicked.connect(self.play_again)
        self.lobby_button.clicked.connect(self.back_to_lobby)
        self.sheet: Optional[QWidget] = None
        self._col = QVBoxLayout(self)
        self._col.setContentsMargins(24, 18, 24, 18)
        for w in (self.winner, self.totals, self.rule):
            self._col.addWidget(w)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.again_button)
        row.addWidget(self.lobby_button)
        row.addStretch(1)
        self._col.addLayout(row)          # the buttons belong to the board from the start
        self.retranslate_now()

    def retranslate(self) -> None:
        self.again_button.setText(self.tr("Play again"))
        self.again_button.setToolTip(self.tr("A new match with the same players and settings"))
        self.lobby_button.setText(self.tr("Back to lobby"))
        if self._shown is not None:
            self._words(*self._shown)
            self._fill_sheet(*self._shown)      # its round names and numbers in the new words

    def _words(self, summary: MatchSummary, names: Sequence[str],
               history: Sequence[Sequence[Optional[int]]], variant: Variant) -> None:
        winners = [names[s] for s in summary.winners if s < len(names)]
        self.winner.setText(self.tr("{names} won the match!").format(names=" & ".join(winners))
                            if winners else self.tr("The match is over."))
        order = sorted(range(len(names)), key=lambda s: -summary.totals[s] if variant.positive_scoring
                       else summary.totals[s])
        self.totals.setText("   ".join(f"{names[s]}: {number(summary.totals[s])}"
                                       for s in order if s < len(summary.totals)))
        rounds = self.tr("%n round(s) played", "", len(history))
        self.rule.setText(target_text(variant.positive_scoring, variant.target_points) + " \u2022 " + rounds)

    def _fill_sheet(self, summary: MatchSummary, names: Sequence[str],
                    history: Sequence[Sequence[Optional[int]]], variant: Variant) -> None:
        if self.sheet is not None:
            self._col.removeWidget(self.sheet)
            self.sheet.deleteLater()
        self.sheet, _ = score_table(names, history, variant.positive_scoring, summary.eliminated, self)
        sheet = self.sheet
        sheet.setFixedHeight(min(360, sheet.horizontalHeader().height() + 4
                                 + sum(sheet.rowHeight(r) for r in range(sheet.rowCount()))))
        self._col.insertWidget(3, sheet)

    def place(self, area: QRect) -> None:
        """Centre the board over ``area`` (the felt's rectangle), as large as its content."""
        w = min(area.width() - 32, 820)
        h = min(area.height() - 24, self.sizeHint().height())
        self.setGeometry(area.x() + (area.width() - w) // 2, area.y() + (area.height() - h) // 2, w, h)

    def show_summary(self, summary: MatchSummary, names: Sequence[str],
                     history: Sequence[Sequence[Optional[int]]], variant: Variant) -> None:
        """Fill the board from the match's summary and score history, and show it."""
        self._shown = (summary, names, history, variant)
        self._words(summary, names, history, variant)
        self._fill_sheet(summary, names, history, variant)
        self.show()
        self.raise_()
        self.again_button.setFocus()
