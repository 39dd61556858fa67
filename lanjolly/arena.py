"""Bots playing rounds and matches against each other (pure: no I/O).

Tests, the benchmark and the sim play whole matches of bots here; the round
itself is driven by :mod:`lanjolly.driver` (one loop for every caller), and
every bot only ever receives :func:`~lanjolly.views.view` output through
:class:`~lanjolly.driver.BotSeat`. Knocks come in the same window the host
keeps open for people (:func:`~lanjolly.driver.knock_window_due`); here it
closes at once, after every bot was asked. The host steps the same driver one
move at a time (:func:`~lanjolly.driver.never_stall`), with the timed window,
the held draw and the least turn of :mod:`lanjolly.turnflow`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from .audit import Auditor
from .bots import Bot
from .cards import DECK_SIZE
from .driver import BotSeat, Hook, rng_chance, run_round
from .match import MatchState, new_match, record_round, start_round
from .round import Phase, RoundState
from .variants import Variant

# A loop guard, not a rule: the engine ends a long round itself (RULES.md §10's
# max_reshuffles, default 3, ends it as if the stock had run out), so a round
# that is still going after this many moves means a bot is looping, or a table
# set max_reshuffles=0 (no limit) for bots that can pass one card for ever.
MAX_STEPS = 20_000


class StuckRound(RuntimeError):
    """A round that did not end within MAX_STEPS moves."""


def play_round(state: RoundState, bots: Sequence[Bot], rngs: Sequence[random.Random],
               chance_rng: random.Random, hook: Hook | None = None) -> RoundState:
    """Play a dealt round to the end. ``hook`` may replace an action (tests
    inject timeouts with it)."""
    end = run_round(state, [BotSeat(b) for b in bots], rng_chance(chance_rng), rngs,
                    max_steps=MAX_STEPS, hook=hook)
    if end.phase is Phase.OVER:
        return end
    raise StuckRound(f"round not over after {MAX_STEPS} moves (max_reshuffles={state.variant.max_reshuffles})")


@dataclass(frozen=True)
class MatchRecord:
    """One finished match: final totals, winners and every round's points."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: tuple[tuple[int | None, ...], ...]


def deck_order(deal_seed: str, round_no: int) -> list[int]:
    order = list(range(DECK_SIZE))
    random.Random(f"{deal_seed}/deck/{round_no}").shuffle(order)
    return order


def play_match(variant: Variant, bots: Sequence[Bot], deal_seed: str, bot_seed: str,
               max_rounds: int = 200, auditor: Auditor | None = None) -> MatchRecord:
    """A whole match. Decks and reshuffles depend only on ``deal_seed`` (so a
    duplicate replay with rotated seats sees the same cards); bot RNGs on
    ``bot_seed``. An ``auditor`` watches every move (the blunder audit) and
    changes none."""
    match: MatchState = new_match(variant, len(bots))
    rngs = [random.Random(f"{bot_seed}/bot/{s}") for s in range(len(bots))]
    while not match.finished and match.round_no < max_rounds:
        state = start_round(match, deck_order(deal_seed, match.round_no))
        chance_rng = random.Random(f"{deal_seed}/chance/{match.round_no}")
        state = play_round(state, bots, rngs, chance_rng, hook=None if auditor is None else auditor.watch)
        if auditor is not None:
            auditor.finish(state)
        match, _ = record_round(match, state)
    return MatchRecord(match.totals, match.winners, match.history)
