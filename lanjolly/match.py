"""A match: rounds until the target decides it (RULES.md §19 and 25).

Jolly plays until someone's total reaches the target; the highest total wins.
Rommé counts penalties: whoever goes over the target is out (a red X), the
last player in wins; target 1 is a single round. The dealer moves one active
seat on per round (RULES.md §2).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from .round import RoundState, deal
from .scoring import RoundResult, score_round
from .variants import Variant


@dataclass(frozen=True)
class MatchState:
    variant: Variant
    seats: int
    totals: tuple[int, ...]
    eliminated: tuple[bool, ...]
    dealer: int
    round_no: int = 0
    history: tuple[tuple[int | None, ...], ...] = ()   # per round, per seat points (None: sat out)
    finished: bool = False
    winners: tuple[int, ...] = ()

    @property
    def active(self) -> tuple[bool, ...]:
        return tuple(not e for e in self.eliminated)


def new_match(variant: Variant, seats: int, first_dealer: int = 0) -> MatchState:
    if not 2 <= seats <= 4:
        raise ValueError("2 to 4 seats")
    variant.validate()
    return MatchState(variant, seats, (0,) * seats, (False,) * seats, first_dealer % seats)


def start_round(match: MatchState, order: Sequence[int]) -> RoundState:
    """Deal the next round of the match from a deck order."""
    if match.finished:
        raise ValueError("the match is over")
    return deal(match.variant, order, match.dealer, match.active, round_no=match.round_no,
                totals=match.totals)


def record_round(match: MatchState, state: RoundState) -> tuple[MatchState, RoundResult]:
    """Add a finished round's scores and decide whether the match is over."""
    if not state.over:
        raise ValueError("the round is not over")
    result = score_round(state)
    pts = result.points()
    totals = tuple(t + (p or 0) for t, p in zip(match.totals, pts))
    v = match.variant
    eliminated = match.eliminated
    finished = False
    winners: tuple[int, ...] = ()
    seats = range(match.seats)
    if v.positive_scoring:
        if max(totals) >= v.target_points:
            finished = True
            best = max(totals)
            winners = tuple(s for s in seats if totals[s] == best)
    elif v.target_points == 1:
        finished = True
        playing = [s for s in seats if pts[s] is not None]
        best = min(totals[s] for s in playing)
        winners = tuple(s for s in playing if totals[s] == best)
    else:
        eliminated = tuple(e or (totals[s] > v.target_points) for s, e in enumerate(eliminated))
        left = [s for s in seats if not eliminated[s]]
        if len(left) <= 1:
            finished = True
            if left:
                winners = tuple(left)
            else:  # everyone went over in the same round: the lowest total wins
                newly = [s for s in seats if not match.eliminated[s]]
                best = min(totals[s] for s in newly)
                winners = tuple(s for s in newly if totals[s] == best)
    new = replace(match, totals=totals, eliminated=eliminated, round_no=match.round_no + 1,
                  history=match.history + (pts,), finished=finished, winners=winners)
    if not finished:
        new = replace(new, dealer=_next_dealer(new))
    return new, result


def _next_dealer(match: MatchState) -> int:
    for step in range(1, match.seats + 1):
        s = (match.dealer + step) % match.seats
        if not match.eliminated[s]:
            return s
    return match.dealer
