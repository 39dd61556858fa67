"""The worlds agree that no opponent could have gone out at its last turn.

Why: every level goes out whenever it can (BOTS.md, "Fourteenth round"), so
a hidden hand that would have gone out with the card its owner then threw
away is not the hand it holds; built-up worlds gave 7-9% of opponents such
a hand (BOTS.md, "Twenty-second round"), and a rollout from one has that
opponent go out at once whatever the searching seat does.
"""

from __future__ import annotations

import random

import pytest

from lanjolly.bots import make_bot
from lanjolly.bots.fastpolicy import FastPolicy
from lanjolly.bots.inference import evidence
from lanjolly.bots.worlds import could_go_out, last_turns, public_seen, sample_built, turns_had
from lanjolly.infostate import known_hands
from lanjolly.round import Phase, RoundState
from lanjolly.variants import JOLLY, ROMME, Variant
from lanjolly.views import view
from tests.bots.rounds import states_of_round

CASES = [(JOLLY, 2), (JOLLY, 3), (ROMME, 2), (ROMME.with_options(knock=True), 3)]


def recorded(variant: Variant, seats: int, seed: int) -> list[RoundState]:
    names = ["strong", "normal", "strong", "easy"][:seats]
    bots = [make_bot(n, seed * 11 + i, variant) for i, n in enumerate(names)]
    return states_of_round(variant, bots, f"notout/{variant.name}", seed, [seed + s for s in range(seats)], seed)


@pytest.mark.parametrize("variant,seats", CASES)
def test_the_true_hands_never_could_have_gone_out_at_the_last_turn(variant, seats):
    """Replaying each opponent's last turn on its true hand never finds a
    finish it missed: the replay (the card thrown, the table, the pile cards
    it may not throw) is the turn the engine saw."""
    checked = 0
    for seed in range(2):
        for st in recorded(variant, seats, seed):
            if st.phase is Phase.OVER:
                continue
            for watcher in range(seats):
                v = view(st, watcher)
                turns = last_turns(v)
                assert all(t.seat != watcher for t in turns)
                checked += len(turns)
                assert not could_go_out(st.hands, turns, v)
    assert checked > 40, checked


def test_a_turn_under_way_or_a_table_changed_since_is_not_replayed():
    states = recorded(ROMME, 2, 0)
    for st in states:
        v = view(st, 0)
        for t in last_turns(v):
            later = v.log[max(i for i, e in enumerate(v.log) if e.seat == t.seat):]
            assert all(e.seat != t.seat for e in later[1:])
    mid = next(st for st in states if st.current == 1 and st.phase is not Phase.DRAW)
    assert all(t.seat != 1 for t in last_turns(view(mid, 0))), "seat 1 is in the middle of a turn"


@pytest.mark.parametrize("variant", [JOLLY, ROMME])
def test_built_worlds_with_the_check_rarely_hand_an_opponent_a_missed_finish(variant):
    without = with_check = worlds = 0
    for seed in range(2):
        for st in recorded(variant, 2, seed)[6::3]:
            if st.phase is Phase.OVER:
                continue
            v = view(st, st.current)
            turns = last_turns(v)
            if not turns:
                continue
            known, ev = known_hands(v), evidence(v, variant)
            pol = FastPolicy(variant, 2)
            had, seen = turns_had(v), public_seen(v)
            for k in range(8):
                worlds += 1
                plain = sample_built(v, random.Random(k), known, ev, pol, had, seen, 1.3)
                without += could_go_out(plain.hands, turns, v)
                checked = sample_built(v, random.Random(k), known, ev, pol, had, seen, 1.3, turns)
                with_check += could_go_out(checked.hands, turns, v)
    assert worlds > 100
    assert without >= 0.03 * worlds, (without, worlds)
    assert with_check <= 0.3 * without, (with_check, without)
