"""Expert's sampled worlds agree with each opponent's pickups, declines and lays.

A property test over recorded rounds: at many positions of seeded bot rounds,
for every seat's view, the evidence read back from the public log matches
what the states show the opponents did, every kept world keeps each pickup in
its taker's hand and never deals a laid, discarded or own card to anyone, and
the weighting keeps fewer worlds that contradict a decline or a missed
opening than a uniform deal does, while the true deal is never ruled out.
"""

from __future__ import annotations

import random

import pytest

from lanjolly.actions import TakeDiscard
from lanjolly.bots import make_bot
from lanjolly.bots.fastpolicy import FastPolicy
from lanjolly.bots.inference import (RECENT, completes, evidence, sample_worlds, world_weight)
from lanjolly.bots.worlds import public_seen, sample_built, turns_had
from lanjolly.cards import DECK_SIZE, JOKER_TYPE, card_type, is_joker
from lanjolly.infostate import fill_hands, known_hands
from lanjolly.round import Phase, RoundState, check
from lanjolly.solver import best_lay
from lanjolly.state import EventKind
from lanjolly.variants import JOLLY, ROMME, Variant
from lanjolly.views import view
from tests.bots.rounds import states_of_round

CASES = [(JOLLY, 2), (JOLLY, 4), (ROMME, 2), (ROMME.with_options(knock=True), 3)]


def recorded(variant: Variant, seats: int, seed: int) -> list[RoundState]:
    names = ["normal", "easy", "normal", "easy"][:seats]
    bots = [make_bot(n, seed * 7 + i, variant) for i, n in enumerate(names)]
    return states_of_round(variant, bots, f"worlds/{variant.name}", seed, [seed + s for s in range(seats)], seed)


def declines_from_states(states: list[RoundState], upto: int, seat: int) -> list[int]:
    """The pile tops ``seat`` could take and left, read from the states (not the log)."""
    out: list[int] = []
    last_own: dict[int, int] = {}
    for prev, nxt in zip(states[:upto], states[1:upto + 1]):
        new = nxt.log[len(prev.log):]
        for e in new:
            if e.kind == EventKind.DISCARD and e.cards:
                last_own[e.seat] = e.cards[0]
        drew = any(e.kind == EventKind.DRAW_STOCK and e.seat == seat for e in new)
        if drew and prev.discard and prev.current == seat and prev.phase is Phase.DRAW:
            top = prev.discard[-1]
            if check(prev, TakeDiscard(seat, 1)) is None and top != last_own.get(seat) and not is_joker(top):
                out.append(card_type(top))
    return out[-RECENT:]


@pytest.mark.parametrize("variant,seats", CASES)
def test_evidence_reads_each_opponents_declines_from_the_log(variant, seats):
    for seed in range(2):
        states = recorded(variant, seats, seed)
        for i in range(5, len(states), 7):
            st = states[i]
            for watcher in range(seats):
                ev = evidence(view(st, watcher), variant)
                assert ev[watcher] is None
                for s in range(seats):
                    if s == watcher:
                        continue
                    e = ev[s]
                    assert e is not None
                    assert list(e.declined) == declines_from_states(states, i, s), (seed, i, s)
                    assert e.opened_before <= st.opened(s)


def uniform(v, variant, rng, n):
    return sample_worlds(v, variant, rng, n)


def built(v, variant, rng, n):
    """Expert's worlds: the weighted deal, then each opponent's hand played forward."""
    known, ev = known_hands(v), evidence(v, variant)
    pol = FastPolicy(variant, len(v.hand_counts))
    turns, seen = turns_had(v), public_seen(v)
    return [sample_built(v, rng, known, ev, pol, turns, seen, 1.3) for _ in range(n)]


@pytest.mark.parametrize("sampler", [uniform, built])
@pytest.mark.parametrize("variant,seats", CASES)
def test_kept_worlds_keep_pickups_and_never_deal_a_seen_card(variant, seats, sampler):
    kept = 0
    for seed in range(2):
        states = recorded(variant, seats, seed)
        for st in states[3::6]:
            if st.phase is Phase.OVER:
                continue
            for watcher in range(seats):
                v = view(st, watcher)
                known = known_hands(v)
                table = {c for m in v.melds for c in m.cards}
                seen = set(v.hand) | set(v.discard) | table
                for w in sampler(v, variant, random.Random(seed * 100 + watcher), 3):
                    kept += 1
                    assert w.hands[watcher] == v.hand
                    assert [len(h) for h in w.hands] == list(v.hand_counts)
                    assert len(w.stock) == v.stock_size
                    assert 0.0 < w.weight <= 1.0
                    for s in range(seats):
                        if s == watcher:
                            continue
                        assert known[s] <= set(w.hands[s]), "a pickup left its taker's hand"
                        assert not set(w.hands[s]) & seen, "a laid, discarded or own card was dealt"
                    everything = sorted([c for h in w.hands for c in h] + list(w.stock) + list(v.discard)
                                        + list(table))
                    assert everything == list(range(DECK_SIZE))
                    # The truth is never ruled out: its weight is positive too.
                    assert world_weight(st.hands, evidence(v, variant), variant) > 0.0
    assert kept > 50


def contradictions(hands, ev, variant) -> int:
    """Declines, discards and missed openings this deal contradicts."""
    n = 0
    for s, e in enumerate(ev):
        if e is None or not e.had_turn:
            continue
        types = [0] * (JOKER_TYPE + 1)
        for c in hands[s]:
            types[card_type(c)] += 1
        n += sum(1 for t in e.declined + e.discarded if completes(t, types))
        if not e.opened_before and best_lay(list(hands[s]), variant).points >= variant.opening_points:
            n += 1
    return n


@pytest.mark.parametrize("variant,seats", [(JOLLY, 2), (ROMME, 2), (ROMME, 3)])
def test_weighting_keeps_fewer_worlds_that_contradict_the_opponents_choices(variant, seats):
    """Over the positions of recorded rounds, worlds kept by the weights
    contradict what the opponents showed less often than uniform deals."""
    uniform = weighted = 0
    for seed in range(2):
        states = recorded(variant, seats, seed)
        for st in states[8::5]:
            if st.phase is Phase.OVER:
                continue
            watcher = st.current
            v = view(st, watcher)
            ev = evidence(v, variant)
            rng_u, rng_w = random.Random(seed), random.Random(seed + 1)
            for _ in range(6):
                hands, _stock = fill_hands(v, rng_u)
                uniform += contradictions(hands, ev, variant)
            for w in sample_worlds(v, variant, rng_w, 6, ev=ev):
                weighted += contradictions(w.hands, ev, variant)
    assert uniform > 20, "the recorded rounds should hold declines to weigh"
    assert weighted < 0.75 * uniform, (weighted, uniform)
