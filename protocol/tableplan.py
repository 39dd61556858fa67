"""How a table's rounds follow one another, and what it tells whoever set it up: a replaceable part.

A table's rounds are a match (RULES.md §19 and §25) unless it is told
otherwise: :class:`RoundPlan` is that default and the seam for tables whose
rounds are something else, such as a duplicate event's boards
(:mod:`protocol.boardtable`), which are numbered by the event, dealt by a
fixed dealer with every seat playing, scored without ever ending a match, and
started when the organiser says so. The plan answers the few questions where
that differs (which round comes next, how it is dealt from the deck order,
how its result is recorded, who starts the next one), and hears the moments
a round's story is made of (dealt, an action applied, a player arriving
during it, its end, a journal record of its own on resume) through no-op
hooks. The deck order itself is the deal source's (:mod:`protocol.tabledeal`);
the plan never touches the table's other parts.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from lanjolly.actions import Action
from lanjolly.match import MatchState, record_round, start_round
from lanjolly.round import RoundState
from lanjolly.scoring import RoundResult

from .journal import Record
from .tableseats import Seats


Recorder = Callable[[Record, dict[str, Any]], None]


def _nowhere(kind: Record, body: dict[str, Any]) -> None:
    """No journal (yet)."""


class RoundPlan:
    """The match of RULES.md: the default plan (see the module docstring). Subclass it to change it."""

    told = False                              # True: the next round starts only by ``Table.begin_round``
    notice = ("dealt", "Round")               # the deal's ``sys`` event and its word in the English text
    # The table's journal (it writes nothing while a resume replays it): a plan journals what its
    # hooks learn and hears it again through ``restore``. And the table's seats, to read.
    journal: Recorder = staticmethod(_nowhere)
    seats: Seats

    def bind(self, journal: Recorder, seats: Seats) -> None:
        """The table hands its plan its journal and its seats when it is made."""
        self.journal, self.seats = journal, seats

    def next_round(self, match: MatchState) -> int:
        """The number of the round the next deal is for."""
        return match.round_no

    def start_round(self, match: MatchState, order: Sequence[int], round_no: int) -> RoundState:
        """Round ``round_no`` dealt from ``order``."""
        return start_round(match, order)

    def score(self, match: MatchState, state: RoundState) -> tuple[MatchState, RoundResult]:
        """The match after the finished round ``state`` (``finished`` set: the match is over)."""
        return record_round(match, state)

    # ---------------------------------------------------------------- hooks (no-ops here)

    def dealt(self, state: RoundState, present: frozenset[int]) -> None:
        """A round was dealt (live, or replayed from the journal on resume); ``present``: the seats whose
        person is connected."""

    def applied(self, action: Action, person: bool) -> None:
        """``action`` was applied live (not replayed); ``person``: a seated person sent it (else a bot, or
        the host's least turn)."""

    def arrived(self, seat: int) -> None:
        """The player of ``seat`` connected while a round is being played."""

    def round_over(self, state: RoundState, result: RoundResult, acts: Sequence[dict[str, Any]]) -> None:
        """The round ``state`` is over and recorded; ``acts``: its public actions. The table has
        already moved on (between rounds, or finished)."""

    def restore(self, kind: Record, body: dict[str, Any]) -> None:
        """A journal record of the plan's own (``Record.MARK``, ``Record.PRESENT``), on resume."""

