"""The host table's phases and the only moves between them, as data (h11-style).

A table is in exactly one phase. Every change goes through
:func:`check_transition`, which refuses any move not listed in
:data:`TRANSITIONS`, so a bug that would, say, deal again in the middle of a
round stops at once with :class:`PhaseError` instead of corrupting the table.
The values are the strings of ``table.info["phase"]`` (PROTOCOL.md §8).
"""

from __future__ import annotations

from enum import Enum


class TablePhase(str, Enum):
    LOBBY = "lobby"          # seats are taken and given up; nothing dealt yet
    DEAL = "deal"            # commit-reveal under way for the next round
    PLAY = "play"            # a round is being played
    BETWEEN = "between"      # a round is over, the next deal has not begun
    FINISHED = "finished"    # the match is over


TRANSITIONS: frozenset[tuple[TablePhase, TablePhase]] = frozenset({
    (TablePhase.LOBBY, TablePhase.DEAL),        # the match starts
    (TablePhase.DEAL, TablePhase.LOBBY),        # a player left before the first deal: start called off
    (TablePhase.DEAL, TablePhase.DEAL),         # an aborted attempt starts over
    (TablePhase.DEAL, TablePhase.PLAY),         # every secret is in: the cards are dealt
    (TablePhase.DEAL, TablePhase.BETWEEN),      # a resumed table: the interrupted deal starts over
    (TablePhase.PLAY, TablePhase.BETWEEN),      # a round ends, the match goes on
    (TablePhase.PLAY, TablePhase.DEAL),         # a blind attempt is void: the round is dealt again
    (TablePhase.PLAY, TablePhase.FINISHED),     # the last round ends
    (TablePhase.BETWEEN, TablePhase.DEAL),      # the next round's deal begins
})


class PhaseError(RuntimeError):
    """A phase change the table does not allow: a bug in the host, never the peer's doing."""


def check_transition(old: TablePhase, new: TablePhase) -> TablePhase:
    if (old, new) not in TRANSITIONS:
        raise PhaseError(f"a table cannot go from {old.value} to {new.value}")
    return new
