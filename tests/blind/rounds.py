"""Whole blind rounds in one process for the tests: bots, a stubborn policy, knocks."""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from lanjolly.actions import Discard, DrawStock, Knock, PlayerAction
from lanjolly.bots import make_bot
from lanjolly.state import Phase, RoundState
from lanjolly.variants import Variant
from lanjolly.views import View
from protocol.blind.inmemory import Relay, deal, finish, make_table, play, seat_view
from protocol.blind.referee import RoundParams


def stubborn(view: View, rng: random.Random) -> PlayerAction:
    """Draw, then throw the card just drawn: the stock runs out, nobody goes out."""
    assert view.seat is not None
    if view.phase is Phase.DRAW:
        return DrawStock(view.seat)
    return Discard(view.seat, view.hand[-1])


def knocker(state: RoundState, turn: int) -> int:
    """A seat that may knock now, on every third turn; -1 for none."""
    if not (state.variant.knock and state.knock_open and state.phase is Phase.DRAW) or turn % 3:
        return -1
    for s in range(state.seats):
        if (s not in (state.current, state.last_discarder) and len(state.stock) >= 2
                and len(state.hands[s]) + 3 <= state.variant.max_hand):
            return s
    return -1


def play_round(variant: Variant, holders: Sequence[int], openers: Sequence[int], seed: str,
               policy: str = "normal", max_moves: int = 600) -> tuple[Relay, RoundParams, Counter[str]]:
    """Deal, play to the end (bots or the stubborn policy, with knocks), open and reveal keys."""
    n = len(openers)
    relay = make_table("blind-test", 3, holders, openers, seed=seed)
    params = RoundParams(variant, 0, (True,) * n, 3)
    bots = [make_bot(policy, seed=s, variant=variant) for s in range(n)] if policy != "stubborn" else []
    rng = random.Random(seed)
    state = deal(relay, params)
    kinds: Counter[str] = Counter()
    for turn in range(max_moves):
        if state.phase is Phase.OVER:
            break
        k = knocker(state, turn)
        if k >= 0:
            action: PlayerAction = Knock(k)
        else:
            v = seat_view(relay, state.current)
            action = stubborn(v, rng) if not bots else bots[state.current].choose(v, rng)
        kinds[type(action).__name__] += 1
        state = play(relay, action)
    kinds.update(e.kind.value for e in state.log)
    finish(relay)
    return relay, params, kinds
