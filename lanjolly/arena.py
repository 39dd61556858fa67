"""Bots playing rounds and matches against each other (pure: no I/O).

Why here and not in the sim: tests, the benchmark and the host's "seat taken
over by a computer" all need the same loop: ask the seat to move with its
view, ask the others whether they knock, resolve reshuffles with a seeded RNG.
Every bot only ever receives :func:`~lanjolly.views.view` output.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable, Sequence

from .actions import Knock, PlayerAction, Reshuffle
from .bots import Bot
from .match import MatchState, new_match, record_round, start_round
from .round import EndReason, Phase, RoundState, apply, reshuffle_size
from .variants import Variant
from .views import view

MAX_STEPS = 20_000
# Rules gap (reported to the lead): in Rommé without knocking, hands never
# grow, and once the table holds only full groups two one-card hands can
# draw and discard forever while the pile is reshuffled into the stock
# (RULINGS 10). The sim ends such a round as if the stock had run out.
MAX_TURNS = 1_000


class StuckRound(RuntimeError):
    """A round that did not end within MAX_STEPS (a bot looping)."""


def knocker(state: RoundState, bots: Sequence[Bot]) -> int:
    """The first seat after the current one that wants to knock, or -1."""
    n = state.seats
    for k in range(1, n):
        s = (state.current + k) % n
        if not state.active[s] or s == state.last_discarder:
            continue
        if bots[s].wants_knock(view(state, s)):
            return s
    return -1


def play_round(state: RoundState, bots: Sequence[Bot], rngs: Sequence[random.Random],
               chance_rng: random.Random,
               hook: Callable[[RoundState, PlayerAction], PlayerAction | None] | None = None
               ) -> RoundState:
    """Play a dealt round to the end. ``hook`` may replace an action (tests
    inject timeouts with it)."""
    steps = 0
    while state.phase is not Phase.OVER:
        steps += 1
        if steps > MAX_STEPS:
            raise StuckRound(f"round not over after {MAX_STEPS} steps")
        if state.turn_no >= MAX_TURNS:
            return replace(state, phase=Phase.OVER, end_reason=EndReason.STOCK_EXHAUSTED,
                           knock_open=False)
        if state.phase is Phase.RESHUFFLE:
            order = list(range(reshuffle_size(state)))
            chance_rng.shuffle(order)
            state = apply(state, Reshuffle(tuple(order)))
            continue
        if state.knock_open and state.variant.knock and state.phase is Phase.DRAW:
            s = knocker(state, bots)
            if s >= 0:
                state = apply(state, Knock(s))
                continue
        seat = state.current
        action = bots[seat].choose(view(state, seat), rngs[seat])
        if hook is not None:
            action = hook(state, action) or action
        state = apply(state, action)
    return state


@dataclass(frozen=True)
class MatchRecord:
    """One finished match: final totals, winners and every round's points."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: tuple[tuple[int | None, ...], ...]


def deck_order(deal_seed: str, round_no: int) -> list[int]:
    order = list(range(110))
    random.Random(f"{deal_seed}/deck/{round_no}").shuffle(order)
    return order


def play_match(variant: Variant, bots: Sequence[Bot], deal_seed: str, bot_seed: str,
               max_rounds: int = 200) -> MatchRecord:
    """A whole match. Decks and reshuffles depend only on ``deal_seed`` (so a
    duplicate replay with rotated seats sees the same cards); bot RNGs on
    ``bot_seed``."""
    match: MatchState = new_match(variant, len(bots))
    rngs = [random.Random(f"{bot_seed}/bot/{s}") for s in range(len(bots))]
    while not match.finished and match.round_no < max_rounds:
        state = start_round(match, deck_order(deal_seed, match.round_no))
        chance_rng = random.Random(f"{deal_seed}/chance/{match.round_no}")
        state = play_round(state, bots, rngs, chance_rng)
        match, _ = record_round(match, state)
    return MatchRecord(match.totals, match.winners, match.history)
