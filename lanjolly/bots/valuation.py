"""What a round's outcome is worth for winning the match at the table's target.

Why not the round's points: a match is won at the target, not by the size of
one round. Near the target, going out at once ends (or saves) the match, and
a bigger hand later is worth nothing; far from it, points carry over. Expert
scores every rolled-out round with :func:`match_value`: the chance that
``seat`` wins the match once this round is booked.

When the booked round ends the match (the engine's
:func:`~lanjolly.match.record_round` decides, so the rule is said once) the
value is exact: 1 for the winner, shared on ties, 0 otherwise. Otherwise it
is estimated from the totals with a normal model of the rounds still to come
(:data:`ROUND_POINTS`: the mean round points of the 2-seat ladder in BOTS.md;
:data:`ROUND_SPREAD`: an estimate of how far two seats' rounds differ, not
fitted), pairwise against every other seat still playing.
"""

from __future__ import annotations

import math
from dataclasses import replace

from ..match import MatchState, record_round
from ..state import EndReason, Phase, RoundState
from ..variants import Variant

# Mean points one seat gains (Jolly) or takes as penalty (Rommé) in a round, and
# the spread of the difference between two seats' round results.
ROUND_POINTS = {"jolly": 110.0, "romme": 18.0}
ROUND_SPREAD = {"jolly": 120.0, "romme": 22.0}


def finished(state: RoundState) -> RoundState:
    """``state`` as a finished round: an unfinished rollout is scored as if
    the stock had run out now (RULES.md §10: hands are scored as usual)."""
    if state.phase is Phase.OVER:
        return state
    return replace(state, phase=Phase.OVER, end_reason=EndReason.STOCK_EXHAUSTED, winner=-1,
                   knock_open=False)


def match_value(state: RoundState, seat: int) -> float:
    """The chance, in [0, 1], that ``seat`` wins the match once the round
    ``state`` (finished or not) is booked on the totals it started from."""
    state = finished(state)
    if not state.active[seat]:
        return 0.0
    n = state.seats
    match = MatchState(state.variant, n, state.totals or (0,) * n, tuple(not a for a in state.active), state.dealer,
                       round_no=state.round_no)
    after, _result = record_round(match, state)
    if after.finished:
        return 1.0 / len(after.winners) if seat in after.winners else 0.0
    if after.eliminated[seat]:
        return 0.0
    return estimate(state.variant, after.totals, after.eliminated, seat)


def estimate(v: Variant, totals: tuple[int, ...], eliminated: tuple[bool, ...], seat: int) -> float:
    """Chance to win a match still running, from its totals: per other seat
    the chance to finish ahead of it (normal model over the rounds left), multiplied."""
    mean = ROUND_POINTS[v.name]
    spread = ROUND_SPREAD[v.name]
    target = v.target_points
    value = 1.0
    for o, gone in enumerate(eliminated):
        if o == seat or gone:
            continue
        if v.positive_scoring:
            # Jolly: the match ends when someone reaches the target; the higher total wins.
            lead = totals[seat] - totals[o]
            left = max(target - max(totals[seat], totals[o]), 0.0)
        else:
            # Rommé: the first over the target is out; more room under it is the lead.
            lead = totals[o] - totals[seat]
            left = max(target - max(totals[seat], totals[o]), 0.0)
        rounds = max(left / mean, 0.5)
        value *= normal_cdf(lead / (spread * math.sqrt(rounds)))
    return value


def normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))
