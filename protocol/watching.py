"""The table's watcher rules, host side: admission, the watcher list, chat.

A watcher is a connection without a seat (``Conn.seat is None``). The table
already sends it only the public view (``spectator_view``); this module holds
the few decisions the owner's switches make (``TableConfig.watchers``,
``watcher_chat``, ``watchers_may_sit``), kept apart from the game flow so the
table's handlers stay about playing. Each function gets only what it reads.
PROTOCOL.md "Watchers" is the normative description.
"""

from __future__ import annotations

from typing import Iterable

from .tableinfo import Watcher
from .tableseats import Conn, Seats

Refusal = tuple[str, str]          # (stable code, sentence for people)
MAX_WATCHERS = 64                  # what an owner may allow at most (each watcher costs one connection)


def watchers(conns: Iterable[Conn]) -> tuple[Watcher, ...]:
    return tuple(Watcher(c.nick[:32], c.fp) for c in conns if c.seat is None)


def would_watch(seats: Seats, lobby: bool, fp: str, watch: bool) -> bool:
    """Whether a connection of ``fp`` asking to ``watch`` (or not) ends up without a seat."""
    if seats.own_seat(fp, watch) is not None:
        return False            # a player coming back to their seat
    if not watch and lobby and seats.first_empty() is not None:
        return False            # sits down at a free seat
    return True


def admit(seats: Seats, conns: Iterable[Conn], limit: int, lobby: bool, fp: str, watch: bool) -> Refusal | None:
    """Refuse a newcomer who would be a watcher beyond what the owner allows; None: let in."""
    if not would_watch(seats, lobby, fp, watch):
        return None
    if limit <= 0:
        return "watchers_off", "this table does not admit watchers"
    # The same identity again replaces its old connection, so it does not count twice.
    if sum(1 for c in conns if c.seat is None and c.fp != fp) >= limit:
        return "watchers_full", f"this table already has {limit} watcher{'s' if limit != 1 else ''}"
    return None


def chat_refusal(conn: Conn, watcher_chat: bool) -> Refusal | None:
    if conn.seat is None and not watcher_chat:
        return "watcher_chat_off", "the table's owner has not allowed watchers to chat"
    return None


def sit_refusal(seats: Seats, i: int, may_sit: bool, between: bool) -> Refusal | None:
    """Why a watcher may not take seat ``i``, or None. Never in the lobby: a watcher who sat there
    could become the owner and start the table with bots before the players it was waiting for came."""
    if not may_sit:
        return "sit_off", "the table's owner has not allowed watchers to take a seat"
    if not between:
        return "bad_state", "a watcher may take a seat only between rounds"
    if not seats.given_up(i):
        return "seat_taken", "that seat is not free"
    return None
