"""New duplicate event: the organiser's choices (PROTOCOL.md §18).

The game, how many tables and boards (an evening is about 16 to 24 boards),
seats per table, the time per move (a board table always has a clock, so a
board always ends) and the bots that take the places nobody takes.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from lanjolly.duplicate import MAX_BOARDS, MAX_TABLES
from lanjolly.variants import JOLLY, ROMME

from .. import theme

TURN_CHOICES = (30, 60, 90, 120)


def bot_strengths() -> QComboBox:
    """Easy, Normal (chosen) or Strong bots: the new event's and the board set's choice."""
    combo = QComboBox()
    for key, text in (("easy", QCoreApplication.translate("BotStrength", "Easy")),
                      ("normal", QCoreApplication.translate("BotStrength", "Normal")),
                      ("strong", QCoreApplication.translate("BotStrength", "Strong"))):
        combo.addItem(text, key)
    combo.setCurrentIndex(1)
    return combo


class NewEventDialog(QDialog):
    def __init__(self, nickname: str, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New duplicate event"))
        self.setStyleSheet(theme.dialog_stylesheet())
        self.name = QLineEdit(self.tr("{nick}'s duplicate night").format(nick=nickname)[:48])
        self.name.setMaxLength(48)
        self.game = QComboBox()
        self.game.addItem("Jolly", "jolly")
        self.game.addItem("Rommé", "romme")
        self.tables, self.boards, self.seats = QSpinBox(), QSpinBox(), QSpinBox()
        self.tables.setRange(2, MAX_TABLES)
        self.tables.setValue(2)
        self.boards.setRange(1, MAX_BOARDS)
        self.boards.setValue(16)
        self.seats.setRange(2, 4)
        self.seats.setValue(4)
        self.turn = QComboBox()
        for s in TURN_CHOICES:
            self.turn.addItem(self.tr("{n} seconds").format(n=s), s)
        self.turn.setCurrentIndex(1)
        self.bots = bot_strengths()
        hint = QLabel(self.tr("Every table plays the same boards at the same time; each player is compared with "
                              "the players who held the same cards. Players keep their seat number and move "
                              "between tables after each round of boards."))
        hint.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(hint)
        form.addRow(self.tr("Event name:"), self.name)
        form.addRow(self.tr("Game:"), self.game)
        form.addRow(self.tr("Tables:"), self.tables)
        form.addRow(self.tr("Seats per table:"), self.seats)
        form.addRow(self.tr("Boards:"), self.boards)
        form.addRow(self.tr("Time per move:"), self.turn)
        form.addRow(self.tr("Bots in free places:"), self.bots)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Open registration"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.resize(520, 0)

    def choices(self) -> dict[str, object]:
        """What :class:`protocol.eventconfig.EventConfig` takes."""
        variant = JOLLY if self.game.currentData() == "jolly" else ROMME
        return {"name": self.name.text().strip()[:48] or "Duplicate", "variant": variant,
                "tables": self.tables.value(), "seats": self.seats.value(), "boards": self.boards.value(),
                "turn_ms": int(self.turn.currentData()) * 1000, "bots": str(self.bots.currentData())}
