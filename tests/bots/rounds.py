"""Seeded bot rounds for the bot tests: the positions they pass through, and
the check that a round replays move for move."""

from __future__ import annotations

import random
from typing import Callable, Sequence

from lanjolly.arena import deck_order, play_round
from lanjolly.bots import Bot
from lanjolly.round import Phase, RoundState, deal
from lanjolly.variants import Variant


def states_of_round(variant: Variant, bots: Sequence[Bot], deck_key: str, deck_no: int,
                    rng_seeds: Sequence[int], chance_seed: int) -> list[RoundState]:
    """Every state a seeded round passes through before each action."""
    seen: list[RoundState] = []

    def hook(st: RoundState, action):
        seen.append(st)
        return None

    state = deal(variant, deck_order(deck_key, deck_no), 0, (True,) * len(bots))
    play_round(state, bots, [random.Random(s) for s in rng_seeds], random.Random(chance_seed), hook=hook)
    return seen


def replays_identically(make_bots: Callable[[], Sequence[Bot]], variant: Variant, deck_key: str) -> RoundState:
    """Play one seeded round twice with fresh bots: it must end (the engine
    refused no move) and both logs must agree. Returns the end."""
    ends = []
    for _ in range(2):
        bots = make_bots()
        state = deal(variant, deck_order(deck_key, 0), 0, (True,) * len(bots))
        end = play_round(state, bots, [random.Random(s + 1) for s in range(len(bots))], random.Random(3))
        assert end.phase is Phase.OVER
        ends.append(end)
    assert ends[0].log == ends[1].log
    return ends[0]
