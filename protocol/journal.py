"""The host's journal: every accepted action in SQLite (WAL), so a crash loses nothing.

Each entry is written and committed before the action is broadcast, so what
any client has seen is always on disk. ``resume`` replays the entries through
the rules engine (the deal secrets are journaled too, so the replay deals the
same cards and the clients' deal checks still pass).
"""

from __future__ import annotations

import json
import sqlite3
from enum import Enum
from pathlib import Path
from typing import Any, Generic, Iterator, TypeVar

SCHEMA = """
CREATE TABLE IF NOT EXISTS entries (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    body TEXT NOT NULL
);
"""


class Record(str, Enum):
    """The kinds of journal entry; the values are what the file stores."""

    CONFIG = "config"          # the table's configuration (first entry)
    SECRET = "secret"          # the invite secret, so a resumed table accepts its invites
    INVITE_USE = "invite_use"  # an open invite bound to an identity
    OWNER = "owner"            # who controls the lobby
    SEAT = "seat"              # a seat changed hands
    ABORT = "abort"            # a deal attempt was aborted naming a seat
    START = "start"            # the match started
    LOBBY = "lobby"            # the start was called off before the first deal (startpolicy)
    ROUND = "round"            # a round was dealt: its commitments and secrets
    ACT = "act"                # an accepted action
    BANK = "bank"              # a turn took from its mover's time bank: every bank left in the match
    END = "end"                # a round ended
    MARK = "mark"              # a board table: who played a seat on the board under way (stand_in, hurried)
    PRESENT = "present"        # a board table: a seat's player was at the table during the board


class EventRecord(str, Enum):
    """The kinds of entry in a duplicate event's desk journal (PROTOCOL.md §18.6)."""

    CONFIG = "config"          # the event's settings (first entry)
    OWN = "own"                # the organiser's own board secrets (second entry)
    LISTEN = "listen"          # the desk's port
    PLAYERS = "players"        # registration closed: the players and their places
    COMMITS = "commits"        # a participant's published commitments
    GO = "go"                  # every commitment published: the digest
    ROUND = "round"            # a round of boards opened: its tables and ports
    ABORT = "abort"            # a participant had no say in a board
    DEALT = "dealt"            # a board's secrets, before any card of it is dealt
    OUTCOME = "outcome"        # a table's result of a board
    PUBLISHED = "published"    # a board published to everyone
    FINISHED = "finished"      # the event's results are written


K = TypeVar("K", Record, EventRecord)


class _Log(Generic[K]):
    """Append-only log of (kind, JSON body), the kinds one of the enums above."""

    kinds: type[K]

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode survives a killed process (only an OS crash may lose the tail).
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(SCHEMA)

    def write(self, kind: K, body: dict[str, Any]) -> None:
        self._db.execute("INSERT INTO entries (kind, body) VALUES (?, ?)",
                         (kind.value, json.dumps(body, separators=(",", ":"))))

    def entries(self) -> Iterator[tuple[K, dict[str, Any]]]:
        """Every entry in order; a kind this program does not know is a damaged journal (ValueError)."""
        for kind, body in self._db.execute("SELECT kind, body FROM entries ORDER BY seq"):
            yield self.kinds(kind), json.loads(body)

    def count(self, kind: K | None = None) -> int:
        if kind is None:
            return int(self._db.execute("SELECT COUNT(*) FROM entries").fetchone()[0])
        return int(self._db.execute("SELECT COUNT(*) FROM entries WHERE kind = ?",
                                    (self.kinds(kind).value,)).fetchone()[0])

    def close(self) -> None:
        self._db.close()


class Journal(_Log[Record]):
    """A table's journal."""

    kinds = Record


class EventJournal(_Log[EventRecord]):
    """A duplicate event's desk journal."""

    kinds = EventRecord
