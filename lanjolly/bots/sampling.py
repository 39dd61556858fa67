"""Determinisation: complete a seat's view into a full round consistent with it.

Why: Strong searches by playing the rest of the round out in sampled worlds
(Monte Carlo over what it cannot see). The world itself is the engine's
:func:`~lanjolly.infostate.state_from_view` with an rng: it agrees with
everything the seat has seen, and deals every unseen card at random into the
other hands' unknown slots and the stock, by their counts.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Sequence

from ..cards import CardId
from ..driver import BotSeat, rng_chance, run_round
from ..infostate import fill_hands, state_from_view, unseen_ids
from ..round import EndReason, Phase, RoundState
from ..scoring import score_round
from ..views import View
from .base import Bot

__all__ = ["unseen_ids", "sample_hands", "sample_world", "rollout", "seat_value"]


def sample_hands(view: View, rng: random.Random,
                 known: Sequence[set[CardId]] | None = None) -> tuple[list[tuple[CardId, ...]], list[CardId]]:
    """Per seat a hand and the stock (top first), hidden cards dealt by ``rng``."""
    return fill_hands(view, rng, known)


def sample_world(view: View, rng: random.Random,
                 known: Sequence[set[CardId]] | None = None) -> RoundState:
    """A full :class:`RoundState` agreeing with ``view`` (hidden parts sampled)."""
    return state_from_view(view, rng, known)


def rollout(state: RoundState, policies: Sequence[Bot], rng: random.Random, max_turns: int) -> RoundState:
    """Play on with ``policies`` (bots, one per seat) for at most ``max_turns``
    more turns. Nobody knocks (a cheap policy); ``rng`` serves reshuffles and
    the bots. A policy slip in an odd sampled spot ends the rollout: the
    position is valued as it is."""
    return run_round(state, [BotSeat(p) for p in policies], rng_chance(rng), [rng] * len(policies),
                     max_steps=40 * max_turns, until_turn=state.turn_no + max_turns, knocks=False,
                     stop_on_illegal=True)


def seat_value(state: RoundState, seat: int) -> float:
    """How good a (possibly unfinished) rolled-out round is for ``seat``, in
    [0, 1]: 1 for going out, 0 when another seat went out; otherwise the
    share of other seats it beats on round points, scored as if the stock had
    run out (RULES.md §10: then the points alone decide a one-round match)."""
    if state.end_reason is EndReason.WENT_OUT:
        return 1.0 if state.winner == seat else 0.0
    if state.phase is not Phase.OVER:
        state = replace(state, phase=Phase.OVER, end_reason=EndReason.STOCK_EXHAUSTED, winner=-1)
    res = score_round(state)
    sign = 1 if res.positive else -1
    own = res.seats[seat]
    if own is None:
        return 0.0       # not playing this round: nothing to win
    mine = sign * own.points
    others = [sign * sc.points for s, sc in enumerate(res.seats) if sc is not None and s != seat]
    if not others:
        return 1.0
    return sum(1.0 if mine > o else 0.5 if mine == o else 0.0 for o in others) / len(others)
