"""Rebuilding a table from its journal after a crash (PROTOCOL.md §10): records become events.

Each journal record is turned into the :class:`~protocol.tablephase.TableEvent`
live play dispatched when it was written, and goes through the table's one
dispatcher, so the replay takes the same steps along the same event table:
the match starts, each round is dealt from its journaled commitments and
secrets (a :class:`~protocol.tabledeal.Journaled` deal round), every action is
applied and fanned out to nobody, and the rounds end as they ended. A record
the event table does not list for the phase the replay reached is a damaged
journal.
"""

from __future__ import annotations

from typing import Any, Iterable, Protocol

from .journal import Record
from .tabledeal import DealRound, Journaled
from .tablephase import TableEvent, TablePhase

E = TableEvent

# The record kinds that replay as one event; ROUND is dealt by the round's journaled deal, and the
# rest (seats, owner, invite secret and uses, abort counts) are restored as they were.
REPLAY: dict[Record, TableEvent] = {Record.START: E.MATCH_STARTS, Record.LOBBY: E.START_CALLED_OFF,
                                    Record.ACT: E.REPLAY_ACT, Record.END: E.REPLAY_END}


class Replaying(Protocol):
    phase: TablePhase

    @property
    def deal(self) -> DealRound | None: ...

    def dispatch(self, event: TableEvent, now: float, cid: int | None = None, body: Any = None) -> None: ...


NextAttempt = tuple[int, frozenset[int]]   # the attempt a deal begins with, and the slots with no say in it


def replay(table: Replaying, entries: Iterable[tuple[Record, dict[str, Any]]], now: float) -> NextAttempt:
    """Replay ``entries``; returns where the deal the journal ends inside (if any) goes on: past every
    attempt the host before may have begun (one per journaled abort, and the one under way), and without
    the slots that broke one, as live. Why past: a commitment a client sent for an attempt of the host
    that died can then never count for the new one (PROTOCOL.md §10)."""
    aborts: list[int] = []     # slots named by the aborted attempts of the deal not dealt yet
    for kind, body in entries:
        if kind in (Record.START, Record.LOBBY, Record.ROUND):
            aborts = []
        elif kind is Record.ABORT:
            aborts.append(int(body["slot"]))
        if kind is Record.ROUND:
            if table.phase is TablePhase.BETWEEN:   # live, the pause between rounds ran out here
                table.dispatch(E.NEXT_ROUND_DUE, now)
            deal = table.deal
            if not isinstance(deal, Journaled):
                raise ValueError("the journal deals a round no match started: it is damaged")
            table.dispatch(E.DEALT, now, None, deal.replay(body))
        elif kind in REPLAY:
            table.dispatch(REPLAY[kind], now, None, body)
        else:
            table.dispatch(E.RESTORE, now, None, (kind, body))
    return len(aborts) + 2, frozenset(aborts)
