"""When a match counts as started: not before its first cards are dealt (PROTOCOL.md §8.1).

Lobby squatting: two identities sat down, which filled the seats and started
a headless table at once, and left within a second. Their seats were then
"dropped during a match": kept for the grace period and played by bots to the
end, while every real player was told the table was full. So the start is
provisional until the first round is dealt. A seated human who drops or
leaves during that first deal calls the start off (``TableEvent.START_CALLED_OFF``:
the table goes back to its lobby), that seat is free again, and the match
starts afresh once the seats are filled by people who stay. After the first
deal nothing changes: a player who drops keeps the seat for the grace period,
then a bot plays it.

The table asks these two questions; the rule lives here alone.
"""

from __future__ import annotations

from typing import Iterable

from lanjolly.match import MatchState
from lanjolly.round import RoundState

from .tableinfo import SeatKind
from .tablephase import TablePhase
from .tableseats import Seat


def seats_ready(seats: Iterable[Seat]) -> bool:
    """Every seat is taken, and every seated human is ready and connected: an automatic start may go."""
    seats = list(seats)
    return all(s.kind is not SeatKind.EMPTY for s in seats) and all(
        s.ready and s.cid is not None for s in seats if s.kind is SeatKind.HUMAN)


def provisional(phase: TablePhase, match: MatchState | None, state: RoundState | None) -> bool:
    """The match was started but its first round is not dealt yet: the start can still be called off."""
    return phase is TablePhase.DEAL and match is not None and match.round_no == 0 and state is None
