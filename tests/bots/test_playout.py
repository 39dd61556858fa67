"""Strong's fast playout and the search over sampled worlds built on it."""

from __future__ import annotations

import random

from lanjolly.actions import Discard, DrawStock
from lanjolly.arena import deck_order
from lanjolly.bots import StrongBot, make_bot
from lanjolly.bots.playout import completes, playout
from lanjolly.cards import parse_cards
from lanjolly.round import Phase, RoundState, deal
from lanjolly.variants import ROMME
from lanjolly.views import view
from tests.bots.rounds import replays_identically, states_of_round

ROMME1 = ROMME.with_options(target_points=1)


class SearchingStrong(StrongBot):
    """Strong with the (opt-in) search switched on, small enough for tests."""

    search_worlds = 6
    search_draw = True


def test_completes_knows_groups_sequences_and_the_ace():
    assert completes(parse_cards("7C 7D"), parse_cards("7H")[0])
    assert not completes(parse_cards("7C 7C"), parse_cards("7D")[0])   # one other suit only
    assert completes(parse_cards("5H 7H"), parse_cards("6H")[0])
    assert completes(parse_cards("QH KH"), parse_cards("AH")[0])       # Q-K-A
    assert completes(parse_cards("2H 3H"), parse_cards("AH")[0])       # A-2-3
    assert not completes(parse_cards("KH 2H"), parse_cards("AH")[0])   # K-A-2 is never a meld
    assert not completes(parse_cards("5H 6S"), parse_cards("7H")[0])


def test_an_opened_seat_that_can_lay_all_but_one_goes_out_at_once():
    hand = parse_cards("3C 4C 5C 9D 9H 9S KD")
    other = parse_cards("2S 8H 10C", exclude=hand)
    hands = [list(hand), list(other)]
    discard: list[int] = []
    winner, end = playout(ROMME1, hands, [], discard, [True, True], set(), (True, True), 0, True, 10)
    assert winner == 0
    assert end[0] == [] and discard == parse_cards("KD")


def test_an_empty_stock_ends_the_playout_without_a_winner():
    a, b = parse_cards("2C 7D KS"), parse_cards("4H 9S QD")
    winner, _ = playout(ROMME1, [list(a), list(b)], [], [], [False, False], set(), (True, True), 0, False, 10)
    assert winner == -1


def _positions(n: int) -> list[RoundState]:
    bots = [make_bot("normal", 3, ROMME1), make_bot("normal", 4, ROMME1)]
    seen = states_of_round(ROMME1, bots, "playout-test", 0, (1, 2), 3)
    return [st for st in seen if st.phase is Phase.PLAY][:n]


def test_search_is_deterministic_and_identical_options_score_alike():
    bot = SearchingStrong(seed=5, variant=ROMME1)
    for st in _positions(12)[::3]:
        v = view(st, st.current)
        c = v.hand[0]
        a = bot.search(v, ROMME1, [Discard(v.seat, c), Discard(v.seat, c)])
        # Common random numbers: the same option in the same worlds scores the same.
        assert a[0] == a[1]
        assert 0.0 <= a[0] <= 1.0
        assert bot.search(v, ROMME1, [Discard(v.seat, c), Discard(v.seat, c)]) == a


def test_search_values_draw_options_from_the_draw_phase():
    bot = SearchingStrong(seed=1, variant=ROMME1)
    state = deal(ROMME1, deck_order("playout-draw", 0), 0, (True, True))
    v = view(state, state.current)
    vals = bot.search(v, ROMME1, [DrawStock(v.seat)])
    assert len(vals) == 1 and 0.0 <= vals[0] <= 1.0


def test_searching_strong_plays_legal_deterministic_rounds():
    replays_identically(lambda: [SearchingStrong(seed=2, variant=ROMME1), make_bot("normal", 3, ROMME1)],
                        ROMME1, "playout-legal")


def test_out_bonus_rewards_exactly_the_hands_that_can_go_out():
    state = deal(ROMME1, deck_order("out-bonus", 0), 0, (True, True))
    v = view(state, state.current)
    plain = StrongBot(seed=0, variant=ROMME1)
    eager = type("Eager", (StrongBot,), {"out_bonus": 50.0})(seed=0, variant=ROMME1)
    out = parse_cards("3C 4C 5C 9D 9H 9S KD")        # 39 points laid, KD discarded: out
    stuck = parse_cards("3C 4C 5C 9D 9H KS KD")      # two cards would stay
    assert eager.util(v, ROMME1, out, False) - plain.util(v, ROMME1, out, False) == 50.0
    assert eager.util(v, ROMME1, stuck, False) == plain.util(v, ROMME1, stuck, False)
