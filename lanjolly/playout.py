"""Random playouts: the property tests, the benchmark and bot rollouts use them.

The RNG is always passed in (and seeded by the caller); the engine itself
never draws randomness.
"""

from __future__ import annotations

import random
from typing import Callable

from .actions import Action, Discard, LayMelds, LayOff, SwapJoker
from .cards import DECK_SIZE, is_joker, rank_of, suit_of
from .driver import FunctionSeat, rng_chance, run_round
from .match import MatchState, new_match, record_round, start_round
from .queries import legal_actions
from .round import Phase, RoundState, apply
from .variants import Variant


def shuffled_deck(rng: random.Random) -> list[int]:
    order = list(range(DECK_SIZE))
    rng.shuffle(order)
    return order


def chance(state: RoundState, rng: random.Random) -> RoundState:
    """Resolve a pending reshuffle with ``rng`` (the driver's :func:`rng_chance`)."""
    return apply(state, rng_chance(rng)(state))


def _usefulness(card: int, hand: tuple[int, ...]) -> int:
    """How many hand cards could meld with ``card``: a cheap guide for discards."""
    if is_joker(card):
        return 99
    r, su = rank_of(card), suit_of(card)
    score = 0
    for c in hand:
        if c == card or is_joker(c):
            continue
        if rank_of(c) == r and suit_of(c) != su:
            score += 2
        elif suit_of(c) == su and 0 < abs(rank_of(c) - r) <= 2:
            score += 3 - abs(rank_of(c) - r)
    return score


def random_action(state: RoundState, rng: random.Random, lay_bias: float = 0.8,
                  smart_discard: float = 0.6) -> Action:
    """A random legal action, biased to lay and to discard loose cards so that
    random rounds end in a realistic number of turns."""
    acts = legal_actions(state)
    lays = [a for a in acts if isinstance(a, (LayMelds, LayOff, SwapJoker))]
    if lays and rng.random() < lay_bias:
        return rng.choice(lays)
    discards = [a for a in acts if isinstance(a, Discard)]
    if discards and len(discards) == len(acts) - len(lays) and rng.random() < smart_discard:
        hand = state.hands[state.current]
        return min(discards, key=lambda a: (_usefulness(a.card, hand), rng.random()))
    return rng.choice(acts)


def play_random_round(state: RoundState, rng: random.Random, max_steps: int = 5000,
                      on_step: Callable[[RoundState], None] | None = None) -> RoundState:
    """Every seat plays :func:`random_action`; ``rng`` serves chance and the seats."""
    seats = [FunctionSeat(random_action)] * state.seats
    return run_round(state, seats, rng_chance(rng), [rng] * state.seats, max_steps=max_steps,
                     on_step=on_step)


def play_random_match(variant: Variant, seats: int, rng: random.Random,
                      max_rounds: int = 200) -> MatchState:
    match = new_match(variant, seats)
    while not match.finished and match.round_no < max_rounds:
        state = start_round(match, shuffled_deck(rng))
        state = play_random_round(state, rng)
        if state.phase is not Phase.OVER:
            break
        match, _ = record_round(match, state)
    return match
