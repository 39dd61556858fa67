"""state_from_view: the one rebuild of a round state from a seat's view."""

from __future__ import annotations

import random

import pytest

from lanjolly.actions import Discard, SwapJoker
from lanjolly.arena import play_round
from lanjolly.bots import make_bot
from lanjolly.errors import Reason
from lanjolly.infostate import state_from_view
from lanjolly.playout import play_random_round, shuffled_deck
from lanjolly.round import Phase, RoundState, apply, check, deal
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import view
from tests.engine.build import ids, position


def recorded(variant, seats: int, seed: int) -> list[RoundState]:
    """Every state of a seeded random round, the end included."""
    rng = random.Random(seed)
    states: list[RoundState] = []
    start = deal(variant, shuffled_deck(rng), 0, (True,) * seats)
    states.append(start)
    play_random_round(start, rng, on_step=states.append)
    return states


def bot_round(variant, seats: int, seed: int) -> list[RoundState]:
    """A bot round (knocks included where the variant allows them)."""
    states: list[RoundState] = []
    bots = [make_bot(("normal", "easy", "strong", "normal")[s], seed + s, variant) for s in range(seats)]
    start = deal(variant, shuffled_deck(random.Random(seed)), 0, (True,) * seats)
    end = play_round(start, bots, [random.Random(seed + s) for s in range(seats)], random.Random(seed),
                     hook=lambda st, a: states.append(st) or None)
    return states + [end]


CASES = [(JOLLY, 2, 1), (JOLLY, 4, 2), (ROMME, 3, 3), (ROMME.with_options(knock=True), 3, 4)]


@pytest.mark.parametrize("variant,seats,seed", CASES)
@pytest.mark.parametrize("sampled", [False, True])
def test_the_view_of_the_rebuilt_state_is_the_view(variant, seats, seed, sampled):
    states = recorded(variant, seats, seed) + bot_round(variant, seats, seed)
    assert any(s.phase is Phase.OVER for s in states)
    checked = 0
    for st in states[::2]:
        for seat in range(seats):
            v = view(st, seat)
            rebuilt = state_from_view(v, random.Random(seed) if sampled else None)
            assert view(rebuilt, seat) == v
            assert len(rebuilt.all_card_locations()) == 110
            checked += 1
    assert checked > 50


@pytest.mark.parametrize("variant,seats,seed", CASES[:2])
def test_the_seat_to_move_has_the_same_legal_moves_in_the_rebuilt_state(variant, seats, seed):
    from lanjolly.queries import legal_actions
    for st in recorded(variant, seats, seed)[::3]:
        if st.phase in (Phase.OVER, Phase.RESHUFFLE):
            continue
        rebuilt = state_from_view(view(st, st.current))
        assert legal_actions(rebuilt) == legal_actions(st)


def test_a_joker_freed_by_a_swap_must_still_be_laid_after_the_rebuild():
    """The divergence that was a bug: the headless client's copy did not
    carry the swapped joker, so its pre-check let it discard that joker and
    the host refused (RULES.md §9, with the option on)."""
    variant = JOLLY.with_options(swapped_joker_must_be_laid=True)
    st = position(variant, hands=("5H KS 2C 9D", "3C 3D 3S"), melds=[(1, "4H JK 6H")],
                  current=0, phase=Phase.PLAY, opened=(0, 1))
    five, = [c for c in st.hands[0] if c == ids("5H")[0]]
    joker = st.melds[0].cards[1]
    after = apply(st, SwapJoker(0, five, st.melds[0].meld_id, joker))
    assert check(after, Discard(0, joker)).code is Reason.SWAPPED_JOKER_MUST_BE_LAID
    rebuilt = state_from_view(view(after, 0))
    assert rebuilt.swapped_jokers == (joker,)
    assert check(rebuilt, Discard(0, joker)).code is Reason.SWAPPED_JOKER_MUST_BE_LAID
