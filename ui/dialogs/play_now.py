"""Play now: a practice table against bots, with the game, the match length and the
computer players' strength to choose.

The default length lasts several rounds (Jolly to 500 points, Romm\u00e9 to 100
penalty points): a practice match that ends after the first round teaches
nothing about the match.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QWidget

from lanjolly.variants import JOLLY, JOLLY_TARGETS, ROMME, ROMME_TARGETS, Variant
from lanjolly.bots import STRENGTHS

from .. import theme
from ..i18n.words import words
from ..table.score_sheet import target_text

DEFAULT_TARGET = {"jolly": 500, "romme": 100}
DEFAULT_STRENGTH = "normal"
OPPONENTS = 3


class PlayNowDialog(QDialog):
    """Which game, how long a match, and how strong the three computer players are."""

    def __init__(self, game: str = "jolly", parent: Optional[QWidget] = None,
                 strength: str = DEFAULT_STRENGTH) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play now"))
        self.setStyleSheet(theme.dialog_stylesheet())
        self.game = QComboBox()
        self.game.addItem("Jolly", "jolly")
        self.game.addItem("Romm\u00e9", "romme")
        self.length = QComboBox()
        self.strength = QComboBox()
        for name in STRENGTHS:
            self.strength.addItem(words().strength(name), name)
        self.strength.setCurrentIndex(max(0, self.strength.findData(strength)))
        form = QFormLayout(self)
        form.addRow(self.tr("Game:"), self.game)
        form.addRow(self.tr("Match length:"), self.length)
        form.addRow(self.tr("Computer players:"), self.strength)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.game.currentIndexChanged.connect(self._fill_lengths)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self._fill_lengths()

    def _fill_lengths(self) -> None:
        game = self.game.currentData()
        positive = game == "jolly"
        self.length.clear()
        for t in (JOLLY_TARGETS if positive else ROMME_TARGETS):
            self.length.addItem(target_text(positive, t), t)
        self.length.setCurrentIndex(self.length.findData(DEFAULT_TARGET[game]))

    def bots(self) -> tuple[str, ...]:
        """The strengths of the three computer opponents."""
        return (str(self.strength.currentData()),) * OPPONENTS

    def variant(self) -> Variant:
        base = JOLLY if self.game.currentData() == "jolly" else ROMME
        return base.with_options(target_points=int(self.length.currentData()))
