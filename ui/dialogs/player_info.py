"""Player Info: who you are (nickname, identity code), your local record, and who plays and watches."""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout,
                               QWidget)

from protocol import Identity, TableInfo

from ..i18n.words import number
from ..settings import Settings
from ..watching import watch_rules_text, watcher_names

STAT_KEYS = ("matches_played", "matches_won", "rounds_played")


def read_stats(settings: Settings) -> dict[str, int]:
    store = settings.store
    out: dict[str, int] = {}
    for key in STAT_KEYS:
        raw: Any = store.value(f"stats/{key}", 0)   # whatever the settings file holds
        try:
            out[key] = int(raw)
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
    """You, your record, and — at a table — who plays and who is watching."""

    def __init__(self, nickname: str, identity: Identity, settings: Settings,
                 parent: Optional[QWidget] = None, table_info: Optional[TableInfo] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Player Info"))
        lay = QVBoxLayout(self)
        lay.addLayout(self._you(nickname, identity, read_stats(settings)))
        lay.addWidget(QLabel(self.tr("Statistics are kept on this computer only.")))
        self.watchers_label: Optional[QLabel] = None
        if table_info:
            lay.addWidget(self._table_box(table_info))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)

    def _you(self, nickname: str, identity: Identity, stats: dict[str, int]) -> QFormLayout:
        form = QFormLayout()
        nick = QLabel()
        nick.setTextFormat(Qt.TextFormat.PlainText)
        nick.setText(nickname)
        form.addRow(self.tr("Nickname:"), nick)
        code = QLabel(identity.short_code)
        code.setToolTip(self.tr("Your identity code. Other players see it; if it ever changes for a friend, "
                                "someone may be impersonating them."))
        form.addRow(self.tr("Identity code:"), code)
        played, won = stats["matches_played"], stats["matches_won"]
        won_text = (self.tr("{won} ({share} %)").format(won=number(won), share=number(round(100 * won / played)))
                    if played else number(won))
        form.addRow(self.tr("Matches played:"), QLabel(number(played)))
        form.addRow(self.tr("Matches won:"), QLabel(won_text))
        form.addRow(self.tr("Rounds played:"), QLabel(number(stats["rounds_played"])))
        return form

    def _table_box(self, info: TableInfo) -> QGroupBox:
        box = QGroupBox(self.tr("At this table"))
        form = QFormLayout(box)
        players = [st.nick for st in info.seats if st.taken]
        form.addRow(self.tr("Playing:"), QLabel(", ".join(players) or "—"))
        names = watcher_names(info)
        self.watchers_label = QLabel(", ".join(names) if names else self.tr("nobody"))
        self.watchers_label.setWordWrap(True)
        form.addRow(self.tr("Watching:"), self.watchers_label)
        rules = watch_rules_text(info)
        if rules:
            form.addRow(self.tr("Watchers:"), QLabel(rules))
        return box
