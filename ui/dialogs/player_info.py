"""Player Info: who you are (nickname, identity code), everyone's record at this table, who watches.

The records come from this computer's own history of the players met
(:mod:`ui.player_history`): games, wins and points per round, per game, for every
player at the table, not only for oneself.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QLabel, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from protocol import Identity, TableInfo

from ..i18n.words import number
from ..player_history import GAMES, PlayerHistory, seat_key
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
                 parent: Optional[QWidget] = None, table_info: Optional[TableInfo] = None,
                 history: Optional[PlayerHistory] = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Player Info"))
        lay = QVBoxLayout(self)
        lay.addLayout(self._you(nickname, identity, read_stats(settings)))
        self.records = self._records(nickname, identity, table_info, history or PlayerHistory())
        lay.addWidget(self.records)
        lay.addWidget(QLabel(self.tr("Statistics are kept on this computer only.")))
        self.watchers_label: Optional[QLabel] = None
        if table_info is not None:
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

    def _records(self, nickname: str, identity: Identity, info: Optional[TableInfo],
                 history: PlayerHistory) -> QGroupBox:
        """Everyone at the table (or, in the lobby, the player), per game: games, wins and
        points per round, from this computer's own history of the players met."""
        box = QGroupBox(self.tr("Records"))
        col = QVBoxLayout(box)
        people: list[tuple[str, str]] = [(nickname, "fp:" + identity.fingerprint)]
        for seat in info.seats if info is not None else ():
            key = seat_key(seat.to_wire())
            if key is not None and key != people[0][1]:
                people.append((seat.nick[:32], key))
        game_names = {"jolly": "Jolly", "romme": "Romm\u00e9"}
        table = QTableWidget(0, 5)
        table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Game"), self.tr("Games"), self.tr("Won"),
                                         self.tr("Points a round")])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for name, key in people:
            for game in GAMES:
                rec = history.record(key, game)
                if not rec.rounds and not rec.games:
                    continue
                avg = rec.average
                self._row(table, [name, game_names[game], number(rec.games), number(rec.wins),
                                  "\u2013" if avg is None else f"{avg:.1f}"])
            if not any(history.record(key, g).rounds or history.record(key, g).games for g in GAMES):
                self._row(table, [name, "\u2013", "0", "0", "\u2013"])
        table.resizeColumnsToContents()
        table.setMinimumWidth(460)
        col.addWidget(table)
        return box

    @staticmethod
    def _row(table: QTableWidget, cells: list[str]) -> None:
        r = table.rowCount()
        table.insertRow(r)
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)      # plain text: names come off the wire
            table.setItem(r, c, item)

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
