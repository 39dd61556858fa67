"""A board set alone against the bots (PROTOCOL.md §18.8): the code, the game, the size.

The code names the boards: friends who type the same code (or take the deal of
the day) play the same deals against the same bots, and compare their result
files afterwards.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from lanjolly.variants import JOLLY, ROMME, Variant
from protocol import clean_solo_code, daily_solo_code

from .. import theme
from .new_event import bot_strengths


class SoloDialog(QDialog):
    def __init__(self, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Board set against the bots"))
        self.setStyleSheet(theme.dialog_stylesheet())
        self.code = QLineEdit(daily_solo_code())
        self.code.setMaxLength(40)
        self.game = QComboBox()
        self.game.addItem("Jolly", "jolly")
        self.game.addItem("Rommé", "romme")
        self.seats, self.boards = QSpinBox(), QSpinBox()
        self.seats.setRange(2, 4)
        self.seats.setValue(4)
        self.boards.setRange(1, 24)
        self.boards.setValue(8)
        self.bots = bot_strengths()
        self.error = QLabel("")
        self.error.setStyleSheet("color: #b3261e")
        hint = QLabel(self.tr("Friends who use the same code, game, seats, boards and bots get the same deals "
                              "and face the same bots. Today's code is the deal of the day."))
        hint.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(hint)
        form.addRow(self.tr("Code:"), self.code)
        form.addRow(self.tr("Game:"), self.game)
        form.addRow(self.tr("Seats:"), self.seats)
        form.addRow(self.tr("Boards:"), self.boards)
        form.addRow(self.tr("Bots:"), self.bots)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(480, 0)

    def accept(self) -> None:
        try:
            clean_solo_code(self.code.text())
        except ValueError:
            self.error.setText(self.tr("A code is 1 to 40 letters, digits, spaces or . : / + - _"))
            return
        super().accept()

    def variant(self) -> Variant:
        return JOLLY if self.game.currentData() == "jolly" else ROMME
