"""Every hand face up, beside the replay's felt: after the reveal nothing is secret any more."""

from __future__ import annotations

from typing import Optional, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..cardart import card_pixmap, card_width
from ..history_text import cards_text

CARD_H = 46
STEP = 17          # horizontal offset between overlapping cards
ROW_W = 250        # the fan wraps to a second row past this width


def hand_pixmap(cards: Sequence[int], four_colour: bool = False) -> QPixmap:
    """One picture of a fanned hand (wrapping onto more rows when long)."""
    w = int(card_width(CARD_H))
    per_row = max(1, (ROW_W - w) // STEP + 1)
    rows = max(1, (len(cards) + per_row - 1) // per_row)
    pm = QPixmap(min(len(cards), per_row) * STEP + w if cards else 1, rows * (CARD_H + 4))
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    try:
        for i, c in enumerate(cards):
            r, k = divmod(i, per_row)
            p.drawPixmap(k * STEP, r * (CARD_H + 4), card_pixmap(c, CARD_H, four_colour=four_colour))
    finally:
        p.end()
    return pm


class HandsPanel(QWidget):
    """Name, card count and the cards of every seat; the seat to move is marked."""

    def __init__(self, names: Sequence[str], parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.titles: list[QLabel] = []
        self.fans: list[QLabel] = []
        for _ in names:
            title, fan = QLabel(), QLabel()
            title.setTextFormat(Qt.TextFormat.PlainText)
            lay.addWidget(title)
            lay.addWidget(fan)
            self.titles.append(title)
            self.fans.append(fan)

    def show_hands(self, hands: Sequence[Sequence[int]], current: int, four_colour: bool = False) -> None:
        for seat, hand in enumerate(hands):
            cards = sorted(hand)
            mark = self.tr("  ◀ to move") if seat == current else ""
            self.titles[seat].setText(f"{self.names[seat]} ({len(cards)}){mark}")
            self.titles[seat].setStyleSheet("font-weight: bold;" + (" color: #1e6b3c;" if mark else ""))
            self.fans[seat].setPixmap(hand_pixmap(cards, four_colour))
            self.fans[seat].setToolTip(cards_text(cards))

    def text(self) -> str:
        """What the panel says, card by card (tests compare it between visits of a step)."""
        return "\n".join(f"{t.text()}: {f.toolTip()}" for t, f in zip(self.titles, self.fans))
