"""Player Info: who you are at the table (nickname, identity code) and your local record."""

from __future__ import annotations

from typing import Optional

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from protocol.identity import Identity

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


class PlayerInfoDialog(QDialog):
    def __init__(self, nickname: str, identity: Identity, settings: Settings,
                 parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Player Info")
        stats = read_stats(settings)
        form = QFormLayout()
        nick = QLabel()
        nick.setText(nickname)
        form.addRow("Nickname:", nick)
        code = QLabel(identity.short_code)
        code.setToolTip("Your identity code. Other players see it; if it ever changes for a friend, "
                        "someone may be impersonating them.")
        form.addRow("Identity code:", code)
        played, won = stats["matches_played"], stats["matches_won"]
        share = f" ({100 * won / played:.0f}%)" if played else ""
        form.addRow("Matches played:", QLabel(str(played)))
        form.addRow("Matches won:", QLabel(f"{won}{share}"))
        form.addRow("Rounds played:", QLabel(str(stats["rounds_played"])))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(QLabel("Statistics are kept on this computer only."))
        lay.addWidget(buttons)
