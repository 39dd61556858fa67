"""The table's watcher rules, host side: admission, the watcher list, chat, taking a seat.

A watcher is a connection without a seat (``Conn.seat is None``). The table
already sends it only the public view (``spectator_view``); this module holds
the few decisions the owner's switches make (``TableConfig.watchers``,
``watcher_chat``, ``watchers_may_sit``), kept apart from the game flow in
``table.py`` so that file stays about playing. PROTOCOL.md "Watchers" is the
normative description.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .tablephase import TablePhase

if TYPE_CHECKING:  # pragma: no cover
    from .tablecore import TableCore as Table
    from .tableseats import Conn

Refusal = tuple[str, str]          # (stable code, sentence for people)
MAX_WATCHERS = 64                  # what an owner may allow at most (each watcher costs one connection)


def watcher_count(table: "Table", except_fp: str | None = None) -> int:
    return sum(1 for c in table.conns.values() if c.seat is None and c.fp != except_fp)


def info(table: "Table") -> dict[str, Any]:
    """The watcher part of the table info: who is looking, and the owner's switches."""
    cfg = table.config
    return {"watchers": [{"nick": c.nick[:32], "fp": c.fp} for c in table.conns.values() if c.seat is None],
            "watch": {"limit": cfg.watchers, "chat": cfg.watcher_chat, "sit": cfg.watchers_may_sit}}


def own_seat(table: "Table", fp: str, watch: bool) -> int | None:
    """The seat ``fp`` plays, if it comes back to it: a player who left and now only
    wants to watch stays a watcher (the bot keeps playing; nothing changes at the table)."""
    for i, s in enumerate(table.seats):
        if s.kind == "human" and s.fp == fp and not (watch and s.left):
            return i
    return None


def would_watch(table: "Table", fp: str, watch: bool) -> bool:
    """Whether a connection of ``fp`` asking to ``watch`` (or not) ends up without a seat."""
    if own_seat(table, fp, watch) is not None:
        return False            # a player coming back to their seat
    if not watch and table.phase is TablePhase.LOBBY and any(s.kind == "empty" for s in table.seats):
        return False            # sits down at a free seat
    return True


def admit(table: "Table", fp: str, watch: bool) -> Refusal | None:
    """Refuse a newcomer who would be a watcher beyond what the owner allows; None: let in."""
    if not would_watch(table, fp, watch):
        return None
    limit = table.config.watchers
    if limit <= 0:
        return "watchers_off", "this table does not admit watchers"
    # The same identity again replaces its old connection, so it does not count twice.
    if watcher_count(table, except_fp=fp) >= limit:
        return "watchers_full", f"this table already has {limit} watcher{'s' if limit != 1 else ''}"
    return None


def chat_refusal(table: "Table", conn: "Conn") -> Refusal | None:
    if conn.seat is None and not table.config.watcher_chat:
        return "watcher_chat_off", "the table's owner has not allowed watchers to chat"
    return None


def free_seat(table: "Table", i: int) -> bool:
    """A seat its player gave up: left the match, or did not come back in time (a bot plays it)."""
    if not 0 <= i < len(table.seats):
        return False
    s = table.seats[i]
    return s.kind == "empty" or (s.kind == "human" and s.cid is None and (s.left or s.auto))


def take_seat(table: "Table", cid: int, conn: "Conn", i: int, now: float) -> None:
    """A watcher sits down at a given-up seat between rounds (the seat keeps its score).

    Never in the lobby: a watcher who sat there could become the owner and
    start the table with bots before the players it was waiting for arrived.
    """
    from .tableseats import Seat
    if not table.config.watchers_may_sit:
        return table._refuse(cid, "sit_off", "the table's owner has not allowed watchers to take a seat")
    if table.phase is not TablePhase.BETWEEN:
        return table._refuse(cid, "bad_state", "a watcher may take a seat only between rounds", request="sit")
    if not free_seat(table, i):
        return table._refuse(cid, "seat_taken", "that seat is not free")
    table.seats[i] = Seat(kind="human", fp=conn.fp, nick=conn.nick, cid=cid, ready=True)
    conn.seat = i
    table._journal_seat(i)
    table._sys("joined", i, conn.nick, f"{conn.nick} took seat {i + 1} and plays from the next round",
               next_round=1)
    table._table_changed(now)
