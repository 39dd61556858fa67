"""Player Info: who you are at the table (nickname, identity code) and your local record."""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from protocol.identity import Identity

from ..i18n import Retranslating
from ..i18n.words import number
from ..settings import Settings

STAT_KEYS = ("matches_played", "matches_won", "rounds_played")


def read_stats(settings: Settings) -> dict[str, int]:
    store = settings.store
    out = {}
    for key in STAT_KEYS:
        try:
            out[key] = int(store.value(f"stats/{key}", 0))
        except (TypeError, ValueError):
            out[key] = 0
    return out


def add_stats(settings: Settings, **increments: int) -> dict[str, int]:
    """Stats are kept on this machine only; nothing about them is ever sent."""
    stats = read_stats(settings)
    for key, inc in increments.items():
        stats[key] = stats.get(key, 0) + inc
        settings.store.setValue(f"stats/{key}", stats[key])
    settings.sync()
    return stats


class PlayerInfoDialog(Retranslating, QDialog):
    def __init__(self, nickname: str, identity: Identity, settings: Settings,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self._stats = read_stats(settings)
        form = QFormLayout()
        nick = QLabel()
        nick.setText(nickname)
        self.code = QLabel(identity.short_code)
        self.played, self.won, self.rounds = QLabel(), QLabel(), QLabel()
        self.labels = [QLabel() for _ in range(5)]
        for label, field in zip(self.labels, (nick, self.code, self.played, self.won, self.rounds)):
            form.addRow(label, field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        self.note = QLabel()
        lay.addWidget(self.note)
        lay.addWidget(buttons)
        self.retranslate_now()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Player Info"))
        for label, text in zip(self.labels, (self.tr("Nickname:"), self.tr("Identity code:"),
                                             self.tr("Matches played:"), self.tr("Matches won:"),
                                             self.tr("Rounds played:"))):
            label.setText(text)
        self.code.setToolTip(self.tr("Your identity code. Other players see it; if it ever changes for a friend, "
                                     "someone may be impersonating them."))
        played, won = self._stats["matches_played"], self._stats["matches_won"]
        self.played.setText(number(played))
        self.won.setText(self.tr("{won} ({share} %)").format(won=number(won), share=number(round(100 * won / played)))
                         if played else number(won))
        self.rounds.setText(number(self._stats["rounds_played"]))
        self.note.setText(self.tr("Statistics are kept on this computer only."))
