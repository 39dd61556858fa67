"""The score sheet: every round so far, per player, with running totals.

The same table appears in its own dialog (Score sheet, P) and on the match's
end screen, and the match target is worded one way everywhere (:func:`target_text`).
"""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from .. import theme
from ..i18n import Retranslating
from ..i18n.words import number, signed, words
from ..window_place import open_inside


def target_text(positive: bool, target: int) -> str:
    """The match target in one wording for the panel, the sheet and the lobby."""
    if not positive and target == 1:
        return QCoreApplication.translate("Table", "One round decides")
    if positive:
        return QCoreApplication.translate("Table", "Play to {points}").format(points=words().points(target))
    return QCoreApplication.translate("Table", "Play to {points}").format(points=words().penalty_points(target))


def _item(text: str, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if bold:
        font = QFont()
        font.setBold(True)
        item.setFont(font)
    return item


def score_table(names: Sequence[str], history: Sequence[Sequence[Optional[int]]], positive: bool,
                eliminated: Sequence[bool] = (), parent: Optional[QWidget] = None
                ) -> tuple[QTableWidget, list[int]]:
    """Rows are rounds, columns are players; the last row is the total."""
    table = QTableWidget(len(history) + 1, len(names), parent)
    table.setHorizontalHeaderLabels(list(names))
    name_rounds(table, len(history))
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    totals = [0] * len(names)
    for r, row in enumerate(history):
        for s in range(len(names)):
            pts = row[s] if s < len(row) else None
            if pts is not None:
                totals[s] += pts
            item = _item("\u2014" if pts is None else signed(pts) if positive else number(pts))
            if pts is not None and positive and pts < 0:
                item.setForeground(QBrush(theme.POINTS_MINUS))
            table.setItem(r, s, item)
    best = (max(totals) if positive else min(totals)) if totals else 0
    for s, t in enumerate(totals):
        out = s < len(eliminated) and eliminated[s]
        item = _item(number(t) + ("  \u2716" if out else ""), bold=True)
        if out:
            item.setForeground(QBrush(theme.ERROR))
        elif history and t == best:
            item.setBackground(QBrush(QColor("#fff1b8")))
        table.setItem(len(history), s, item)
    return table, totals


def name_rounds(table: QTableWidget, rounds: int) -> None:
    """The row headers: one per round, then the total (again after a language switch)."""
    table.setVerticalHeaderLabels([QCoreApplication.translate("Table", "Round {n}").format(n=i + 1)
                                   for i in range(rounds)] + [QCoreApplication.translate("Table", "Total")])


class ScoreSheet(Retranslating, QDialog):
    """The score sheet in its own window; a finished round can be opened in the replay viewer."""

    replay_requested = Signal(int)         # a finished round (0-based) to open in the replay viewer

    def __init__(self, names: Sequence[str], history: Sequence[Sequence[Optional[int]]],
                 target: int, positive: bool, eliminated: Sequence[bool] = (),
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(theme.dialog_stylesheet())
        self._target, self._positive = target, positive
        self.caption = caption = QLabel()
        caption.setObjectName("hint")
        self.table, self.totals = score_table(names, history, positive, eliminated, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.replay_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(lambda: self._replay(self.table.currentRow()))
        self.table.currentCellChanged.connect(lambda r, *_: self.replay_button.setEnabled(0 <= r < len(history)))
        self.table.cellDoubleClicked.connect(lambda r, _c: self._replay(r))
        self.table.verticalHeader().sectionDoubleClicked.connect(self._replay)
        self._rounds = len(history)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(caption)
        lay.addWidget(self.table, 1)
        lay.addWidget(buttons)
        open_inside(self, 120 + 130 * len(names), 140 + 30 * (len(history) + 1))
        self.retranslate_now()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        self.replay_button.setText(self.tr("Replay round…"))
        game = "Jolly" if self._positive else "Romm\u00e9"
        self.caption.setText(f"{game} \u2022 {target_text(self._positive, self._target)}")
        name_rounds(self.table, self._rounds)

    def _replay(self, row: int) -> None:
        if 0 <= row < self._rounds:
            self.replay_requested.emit(row)
