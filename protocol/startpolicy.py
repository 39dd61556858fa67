"""When a match counts as started: not before its first cards are dealt (PROTOCOL.md §8.1).

Lobby squatting: two identities sat down, which filled the seats and started
a headless table at once, and left within a second. Their seats were then
"dropped during a match": kept for the grace period and played by bots to the
end, while every real player was told the table was full. So the start is
provisional until the first round is dealt. A seated human who drops or
leaves during that first deal calls the start off: the table goes back to
its lobby, that seat is free again, and the match starts afresh once the
seats are filled by people who stay. After the first deal nothing changes:
a player who drops keeps the seat for the grace period, then a bot plays it.

The host's table calls these two functions; the rule lives here alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .tablephase import TablePhase

if TYPE_CHECKING:  # pragma: no cover
    from .tablecore import TableCore as Table


def seats_ready(table: "Table") -> bool:
    """Every seat is taken, and every seated human is ready and connected: an automatic start may go."""
    return all(s.kind != "empty" for s in table.seats) and all(
        s.ready and s.cid is not None for s in table.seats if s.kind == "human")


def provisional(table: "Table") -> bool:
    """The match was started but its first round is not dealt yet: the start can still be called off."""
    return (table.phase is TablePhase.DEAL and table.match is not None and table.match.round_no == 0
            and table.state is None)


def call_off(table: "Table", now: float) -> None:
    """A seated human left before the first deal: back to the lobby, nothing dealt, nothing kept.

    The caller then frees that seat as it does in the lobby. The deal's
    attempt is dropped; the next start deals round 0 from attempt 1 again,
    and clients forget what they held for an attempt when a new
    ``deal_commit_req`` names it (PROTOCOL.md §8.7).
    """
    table.deal = None
    table.match = None
    table._enter(TablePhase.LOBBY)
    if table.journal is not None:
        table.journal.write("lobby", {})
