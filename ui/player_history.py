"""Every player this computer has played with: games, wins and points per round, per game.

Player Info shows it for everyone at the table, not only for the player
(issue 22, what players of the peers ask for). It is kept on this computer only,
in ``player-history.json`` in the data folder, and nothing of it is ever sent.

A person is known by their key's fingerprint (the table info's ``fp``), so a
friend who changes their nickname keeps their record; a bot by its name and
strength. Names come off the wire: they are cut to 32 characters here and only
ever shown as plain text. The file keeps at most ``MAX_PLAYERS`` players, the
most recently seen, and a damaged file counts as an empty history.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

from protocol import resolve_data_dir, write_private_file

log = logging.getLogger(__name__)
FILE_NAME = "player-history.json"
MAX_PLAYERS = 500
GAMES = ("jolly", "romme")


@dataclass(frozen=True)
class GameRecord:
    """One player's record in one game."""

    games: int = 0          # matches finished
    wins: int = 0
    rounds: int = 0
    points: int = 0         # summed round scores (Jolly: points; Rommé: penalty points)

    @property
    def average(self) -> Optional[float]:
        """Points per round (None before the first round)."""
        return self.points / self.rounds if self.rounds else None


def seat_key(seat: Mapping[str, Any]) -> Optional[str]:
    """Who sits at a seat of the table info, as the history knows them (None: an empty seat)."""
    kind = seat.get("kind")
    if kind == "human" and isinstance(seat.get("fp"), str) and seat["fp"]:
        return "fp:" + str(seat["fp"])[:64]
    if kind == "bot":
        return f"bot:{str(seat.get('strength') or '')[:16]}:{str(seat.get('nick') or '')[:32]}"
    return None


class PlayerHistory:
    """The history file, read on creation and written after every change."""

    def __init__(self, path: Optional[Path] = None) -> None:
        self.path = path if path is not None else resolve_data_dir(None) / FILE_NAME
        self._players: dict[str, dict[str, Any]] = self._read()

    def _read(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            players = data.get("players") if isinstance(data, dict) else None
            return {str(k): v for k, v in players.items() if isinstance(v, dict)} if isinstance(players, dict) else {}
        except (OSError, ValueError):
            return {}

    def _write(self) -> None:
        keep = sorted(self._players.items(), key=lambda kv: -float(kv[1].get("seen", 0)))[:MAX_PLAYERS]
        self._players = dict(keep)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_private_file(self.path, json.dumps({"version": 1, "players": self._players}).encode("utf-8"))
        except OSError as exc:          # a read-only disk costs the history, never the game
            log.log(logging.WARNING, "could not save the player history: %s", exc)

    def _entry(self, key: str, name: str) -> dict[str, Any]:
        entry = self._players.setdefault(key, {})
        entry["name"] = name[:32]
        entry["seen"] = time.time()
        games = entry.setdefault("games", {})
        return games if isinstance(games, dict) else entry.setdefault("games", {})

    def add_round(self, game: str, seats: Sequence[Mapping[str, Any]], points: Sequence[Optional[int]]) -> None:
        """One finished round: each seat's points (None: sat out)."""
        for seat, pts in zip(seats, points):
            key = seat_key(seat)
            if key is None or pts is None or game not in GAMES:
                continue
            rec = self._entry(key, str(seat.get("nick") or "")).setdefault(game, {})
            rec["rounds"] = int(rec.get("rounds", 0)) + 1
            rec["points"] = int(rec.get("points", 0)) + int(pts)
        self._write()

    def add_match(self, game: str, seats: Sequence[Mapping[str, Any]], winners: Sequence[int]) -> None:
        """One finished match: a game for every seat, a win for each winner."""
        for i, seat in enumerate(seats):
            key = seat_key(seat)
            if key is None or game not in GAMES:
                continue
            rec = self._entry(key, str(seat.get("nick") or "")).setdefault(game, {})
            rec["games"] = int(rec.get("games", 0)) + 1
            rec["wins"] = int(rec.get("wins", 0)) + int(i in winners)
        self._write()

    def record(self, key: str, game: str) -> GameRecord:
        """A player's record in ``game`` (all zero for someone never met)."""
        games = self._players.get(key, {}).get("games")
        raw = games.get(game) if isinstance(games, dict) else None
        if not isinstance(raw, dict):
            return GameRecord()
        try:
            return GameRecord(int(raw.get("games", 0)), int(raw.get("wins", 0)), int(raw.get("rounds", 0)),
                              int(raw.get("points", 0)))
        except (TypeError, ValueError):
            return GameRecord()
