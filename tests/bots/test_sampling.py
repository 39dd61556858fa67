"""The determinisation sampler: worlds that agree with everything a seat has seen."""

from __future__ import annotations

import random

import pytest

from lanjolly.actions import Discard, TakeDiscard
from lanjolly.bots import make_bot
from lanjolly.bots.knowledge import known_hands
from lanjolly.bots.sampling import rollout, sample_hands, sample_world, seat_value
from lanjolly.bots.heuristic import NormalBot
from lanjolly.cards import DECK_SIZE
from lanjolly.round import Phase, RoundState, apply
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import view
from tests.bots.rounds import replays_identically, states_of_round


def recorded_states(variant, seats: int, seed: int) -> list[RoundState]:
    """Every state a seeded bot round passes through (pile takes included)."""
    names = ["normal", "strong", "easy", "normal"][:seats]
    bots = [make_bot(n, seed * 5 + i, variant) for i, n in enumerate(names)]
    return states_of_round(variant, bots, f"sampling/{variant.name}", seed,
                           [seed + s for s in range(seats)], seed)


@pytest.mark.parametrize("variant,seats", [(JOLLY, 4), (ROMME, 2), (ROMME.with_options(knock=True), 3)])
def test_sampled_hands_respect_what_the_seat_has_seen(variant, seats):
    took = 0
    for seed in range(2):
        states = recorded_states(variant, seats, seed)
        for st in states[::3]:
            for seat in range(seats):
                v = view(st, seat)
                known = known_hands(v)
                # The log's inference is sound: known cards really are in those hands.
                for s in range(seats):
                    assert known[s] <= set(st.hands[s])
                took += sum(len(k) for s, k in enumerate(known) if s != seat)
                hands, stock = sample_hands(v, random.Random(seed * 1000 + seat))
                table = {c for m in v.melds for c in m.cards}
                own_seen = set(v.hand) | set(v.discard) | table
                assert hands[seat] == v.hand
                assert [len(h) for h in hands] == list(v.hand_counts)
                assert len(stock) == v.stock_size
                for s in range(seats):
                    if s == seat:
                        continue
                    assert not set(hands[s]) & own_seen, "a sampled hand holds a card the seat saw elsewhere"
                    assert known[s] <= set(hands[s]), "cards the log places in a hand stay there"
                    for o in range(seats):
                        if o != s:
                            assert not set(hands[s]) & known[o]
                assert not set(stock) & own_seen
                everything = [c for h in hands for c in h] + list(stock) + list(v.discard) + sorted(table)
                assert sorted(everything) == list(range(DECK_SIZE))
    assert took > 0, "the games should include pile takes, so some opponent cards are known"


def test_sampling_is_deterministic_for_a_seed_and_varies_across_seeds():
    states = recorded_states(ROMME, 2, 3)
    st = states[len(states) // 2]
    v = view(st, st.current)
    a = sample_hands(v, random.Random(11))
    b = sample_hands(v, random.Random(11))
    c = sample_hands(v, random.Random(12))
    assert a == b
    assert a != c


def test_a_sampled_world_plays_on_legally():
    """The world is a real round state: the seat's own move applies and a
    rollout reaches a value in [0, 1]."""
    states = [s for s in recorded_states(ROMME, 2, 1) if s.phase is Phase.PLAY]
    st = states[len(states) // 2]
    seat = st.current
    v = view(st, seat)
    world = sample_world(v, random.Random(5))
    assert world.hands[seat] == st.hands[seat]
    after = apply(world, Discard(seat, v.hand[0]))
    pols = [NormalBot(seed=0, variant=ROMME) for _ in range(2)]
    end = rollout(after, pols, random.Random(6), 30)
    assert len(end.log) > len(after.log)
    assert end.phase is Phase.OVER or end.turn_no == after.turn_no + 30
    assert 0.0 <= seat_value(end, seat) <= 1.0


def test_a_world_keeps_a_pile_take_known():
    states = recorded_states(JOLLY, 4, 0)
    for prev, st in zip(states, states[1:]):
        taker = prev.current
        last = st.log[-1] if st.log else None
        if last is not None and last.kind == "take_discard" and st.phase is Phase.PLAY:
            watcher = (taker + 1) % 4
            hands, _ = sample_hands(view(st, watcher), random.Random(1))
            assert set(last.cards) <= set(hands[taker])
            return
    pytest.skip("no pile take in this round")  # pragma: no cover


def test_take_discard_is_recorded_as_known():
    """Guard for the inference the sampler relies on: a card taken from the
    pile is in every sampled world's hand of the taker."""
    st = next(s for s in recorded_states(ROMME, 2, 2) if s.phase is Phase.DRAW and s.discard
              and s.turn_no > 2)
    seat = st.current
    after = apply(st, TakeDiscard(seat, 1))
    other = 1 - seat
    assert st.discard[-1] in known_hands(view(after, other))[seat]
    for k in range(5):
        hands, _ = sample_hands(view(after, other), random.Random(k))
        assert st.discard[-1] in hands[seat]


def test_strong_with_its_searches_switched_on_plays_legally():
    """The Monte Carlo discard at every discard (off by default, see BOTS.md)
    must still produce legal, deterministic play."""
    from lanjolly.bots.strong import StrongBot

    def bots() -> list:
        strong = StrongBot(seed=1, variant=ROMME)
        strong.mc_worlds, strong.mc_min_hand, strong.mc_horizon = 2, 0, 6
        return [strong, NormalBot(seed=2, variant=ROMME)]

    replays_identically(bots, ROMME, "sampling/strong-mc")
