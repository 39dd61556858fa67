"""Strong's Monte Carlo search over sampled worlds (on by default, see BOTS.md)."""

from __future__ import annotations

import random

import pytest

from lanjolly.actions import Discard
from lanjolly.arena import deck_order, play_round
from lanjolly.bots import StrongBot, make_bot
from lanjolly.bots.knowledge import known_hands
from lanjolly.round import Phase, RoundState, deal
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import view
from tests.bots.rounds import replays_identically, states_of_round

ROMME1 = ROMME.with_options(target_points=1)
JOLLY50 = JOLLY.with_options(target_points=50)


class SmallSearch(StrongBot):
    """The shipped search, with fewer worlds so tests stay quick."""

    mc_worlds = 4


def play_positions(variant, seed: int = 3) -> list[RoundState]:
    """Every state of a seeded Normal round (both play phases)."""
    bots = [make_bot("normal", seed, variant), make_bot("normal", seed + 1, variant)]
    return states_of_round(variant, bots, f"strong-search/{variant.name}", seed, (1, 2), 3)


def test_strong_searches_sampled_worlds_in_both_games_by_default():
    assert StrongBot.mc_worlds >= 8
    assert set(StrongBot.mc_games) == {"jolly", "romme"}
    assert StrongBot.mc_min_hand > 0


@pytest.mark.parametrize("variant", [ROMME1, JOLLY50])
def test_search_runs_exactly_when_a_hand_is_nearly_empty(variant):
    calls: list[int] = []

    class Counting(SmallSearch):
        def mc_values(self, view, v, options, known):
            calls.append(min(n for s, n in enumerate(view.hand_counts) if view.active[s]))
            return super().mc_values(view, v, options, known)

    for d in range(4):
        bots = [Counting(seed=1, variant=variant), make_bot("normal", 2, variant)]
        state = deal(variant, deck_order("strong-search/due", d), d % 2, (True, True))
        end = play_round(state, bots, [random.Random(1), random.Random(2)], random.Random(3))
        assert end.phase is Phase.OVER
    assert calls, "some round reached its last stretch, so Strong searched"
    assert all(least <= Counting.mc_min_hand for least in calls)


def test_search_is_deterministic_and_identical_options_score_alike():
    bot = SmallSearch(seed=5, variant=ROMME1)
    states = [s for s in play_positions(ROMME1) if s.phase is Phase.PLAY][::4][:4]
    assert states
    for st in states:
        v = view(st, st.current)
        c = v.hand[0]
        opts = [Discard(v.seat, c), Discard(v.seat, c)]
        a = bot.mc_values(v, ROMME1, opts, known_hands(v))
        assert a[0] == a[1]          # common random numbers: same option, same worlds, same value
        assert 0.0 <= a[0] <= 1.0
        assert bot.mc_values(v, ROMME1, opts, known_hands(v)) == a


def test_an_unreachable_margin_leaves_the_lookahead_in_charge():
    """The search may only overrule the heuristic by a margin; with a margin
    no value can beat, Strong plays exactly as with the search off."""
    class NeverOverrule(SmallSearch):
        mc_margin = 2.0

    class Off(StrongBot):
        mc_worlds = 0

    a, b = NeverOverrule(seed=1, variant=ROMME1), Off(seed=1, variant=ROMME1)
    compared = 0
    for st in play_positions(ROMME1, seed=4):
        if st.phase is not Phase.PLAY:
            continue
        v = view(st, st.current)
        assert a.choose(v, random.Random(0)) == b.choose(v, random.Random(0))
        compared += 1
    assert compared > 5


def test_strong_with_the_search_on_plays_legal_reproducible_rounds():
    replays_identically(lambda: [SmallSearch(seed=2, variant=JOLLY50), make_bot("normal", 3, JOLLY50)],
                        JOLLY50, "strong-search/legal")
