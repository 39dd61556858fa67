"""The table's match and round: the one place a state changes, and so the one place a card moves.

A part of :class:`protocol.table.Table` that owns the match, the round state,
the round's public actions and its source of chance (the deal's reshuffles).
Every state change goes through :meth:`Play.apply`: an action, and the
reshuffle it may make due, drawn from the chance source the deal round handed
over. A deal that keeps cards hidden from the host, or a board dealt from
outside, changes what that source is, not this code; how a round is dealt from
the deck order and recorded in the match is the table's plan's
(:class:`~protocol.tableplan.RoundPlan`: a match's rounds, or an event's boards).
"""

from __future__ import annotations

from typing import Any

from lanjolly.actions import Action, to_dict
from lanjolly.driver import ChanceSource
from lanjolly.match import MatchState, new_match
from lanjolly.round import Phase, RoundState, apply
from lanjolly.scoring import RoundResult
from lanjolly.variants import Variant

from .tablefanout import PUBLIC_RESHUFFLE
from .tableplan import RoundPlan

Step = tuple[RoundState, dict[str, Any]]      # a new state and the public action that led to it


class Play:
    """The match being played at one table."""

    def __init__(self, variant: Variant, seats: int, plan: RoundPlan) -> None:
        self.variant = variant
        self.n = seats
        self.plan = plan
        self.match: MatchState | None = None
        self.state: RoundState | None = None
        self.acts: list[dict[str, Any]] = []       # the round's public actions (a snapshot replays them)
        self.chance: ChanceSource | None = None
        self.accepted = 0                          # accepted actions, for tests and benchmarks

    def start_match(self) -> None:
        self.match = new_match(self.variant, self.n)

    def start_round(self, order: list[int], chance: ChanceSource, round_no: int,
                    state: RoundState | None = None) -> RoundState:
        """Round ``round_no`` dealt from ``order`` by the plan, or ``state`` when the deal made it (a blind deal)."""
        assert self.match is not None
        self.state = state if state is not None else self.plan.start_round(self.match, order, round_no)
        self.acts = []
        self.chance = chance
        return self.state

    def apply(self, action: Action) -> list[Step]:
        """Apply ``action`` (the engine raises ``IllegalAction``), then the reshuffle it made due."""
        assert self.state is not None and self.chance is not None
        new = apply(self.state, action)
        steps: list[Step] = [(new, to_dict(action))]
        if new.phase is Phase.RESHUFFLE:
            new = apply(new, self.chance(new))
            steps.append((new, dict(PUBLIC_RESHUFFLE)))
        self.state = new
        self.acts.extend(public for _s, public in steps)
        self.accepted += 1
        return steps

    def take(self, state: RoundState, public: dict[str, Any] | None = None) -> list[Step]:
        """A state another referee reached: a blind deal's (PROTOCOL.md §17), whose moves change the
        state only when their cards are opened and whose reshuffle waits for the key holders' shuffle.
        ``public``: the public action that led there (None: the same position with more of the host
        machine's own cards readable, nothing to tell). The referee counts its accepted moves itself."""
        self.state = state
        if public is None:
            return []
        self.acts.append(public)
        return [(state, public)]

    def end_round(self) -> RoundResult:
        assert self.match is not None and self.state is not None
        self.match, result = self.plan.score(self.match, self.state)
        return result
