"""The score sheet: every round so far, per player, with running totals."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from .. import theme


class ScoreSheet(QDialog):
    """Rows are rounds, columns are players; the last row is the total."""

    replay_requested = Signal(int)         # a finished round (0-based) to open in the replay viewer

    def __init__(self, names: Sequence[str], history: Sequence[Sequence[Optional[int]]],
                 target: int, positive: bool, eliminated: Sequence[bool] = (),
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Score sheet")
        self.setStyleSheet(theme.dialog_stylesheet())
        rule = (f"First to {target} points wins." if positive else
                "One round decides." if target == 1 else
                f"Over {target} penalty points and you are out.")
        caption = QLabel(f"{'Jolly' if positive else 'Rommé'} \u2022 {rule}")
        caption.setObjectName("hint")
        self.table = QTableWidget(len(history) + 1, len(names), self)
        self.table.setHorizontalHeaderLabels(list(names))
        self.table.setVerticalHeaderLabels([f"Round {i + 1}" for i in range(len(history))] + ["Total"])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        totals = [0] * len(names)
        for r, row in enumerate(history):
            for s in range(len(names)):
                pts = row[s] if s < len(row) else None
                if pts is None:
                    text = "\u2014"
                else:
                    totals[s] += pts
                    text = f"{pts:+d}" if positive else str(pts)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if pts is not None and positive and pts < 0:
                    item.setForeground(QBrush(theme.POINTS_MINUS))
                self.table.setItem(r, s, item)
        bold = QFont()
        bold.setBold(True)
        best = (max(totals) if positive else min(totals)) if totals else 0
        for s, t in enumerate(totals):
            out = s < len(eliminated) and eliminated[s]
            item = QTableWidgetItem(f"{t}" + ("  \u2716" if out else ""))
            item.setFont(bold)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if out:
                item.setForeground(QBrush(theme.ERROR))
            elif history and t == best:
                item.setBackground(QBrush(QColor("#fff1b8")))
            self.table.setItem(len(history), s, item)
        self.totals = totals
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.replay_button = buttons.addButton(self.tr("Replay round…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(lambda: self._replay(self.table.currentRow()))
        self.table.currentCellChanged.connect(lambda r, *_: self.replay_button.setEnabled(0 <= r < len(history)))
        self.table.cellDoubleClicked.connect(lambda r, _c: self._replay(r))
        self.table.verticalHeader().sectionDoubleClicked.connect(self._replay)
        self._rounds = len(history)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addWidget(caption)
        lay.addWidget(self.table, 1)
        lay.addWidget(buttons)
        self.resize(120 + 130 * len(names), 140 + 30 * (len(history) + 1))

    def _replay(self, row: int) -> None:
        if 0 <= row < self._rounds:
            self.replay_requested.emit(row)
