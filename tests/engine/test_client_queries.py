"""Every query asked from what a client holds (a view and its MeldView melds)."""

from __future__ import annotations

import random

from lanjolly.actions import DrawStock, Knock
from lanjolly.arrange import deal_hands, position
from lanjolly.infostate import table_melds
from lanjolly.playout import play_random_round, shuffled_deck
from lanjolly.queries import layoff_targets, legal_actions, legal_actions_from_view, swappable_jokers
from lanjolly.round import Phase, RoundState, apply_drawn, deal
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import view
from tests.engine.build import ids


def test_layoff_targets_and_swaps_take_the_views_melds():
    st = position(JOLLY, hands=("5H 7H 4S", "2C 3C"), melds=[(1, "4H JK 6H"), (1, "9S 9D 9C")],
                  opened=(0, 1))
    v = view(st, 0)
    for card in v.hand:
        assert layoff_targets(card, v.melds) == layoff_targets(card, st.melds)
    assert swappable_jokers(v.hand, v.melds) == swappable_jokers(v.hand, st.melds)
    assert swappable_jokers(v.hand, v.melds), "5H frees the joker of 4H JK 6H"
    assert layoff_targets(ids("7H")[0], v.melds), "7H extends 4H JK 6H"
    assert [m.meld_id for m in table_melds(v.melds)] == [0, 1]


def test_legal_actions_from_a_view_equal_those_from_the_state():
    rng = random.Random(5)
    states: list[RoundState] = []
    play_random_round(deal(ROMME, shuffled_deck(rng), 0, (True,) * 3), rng, on_step=states.append)
    compared = 0
    for st in states[::3]:
        if st.phase in (Phase.OVER, Phase.RESHUFFLE):
            continue
        assert legal_actions_from_view(view(st, st.current)) == legal_actions(st)
        compared += 1
    assert compared > 10


def test_apply_drawn_names_the_drawn_card_and_a_knocks_extras():
    st = deal_hands(JOLLY, ["AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
                            "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"], stock_top="QD")
    assert st.hands[0] == tuple(ids("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"))
    assert st.current == 0 and st.phase is Phase.DRAW
    after, drawn = apply_drawn(st, DrawStock(0))
    assert drawn == tuple(ids("QD")) and drawn[0] in after.hands[0]
    knock_table = ROMME.with_options(knock=True)
    k = position(knock_table, hands=("5H 6H", "2C 3C", "9D 9S"), discard="KH", current=1,
                 phase=Phase.DRAW, stock_top="4D 4S", last_discarder=0, knock_open=True)
    _after, extras = apply_drawn(k, Knock(2))
    assert sorted(extras) == sorted(ids("4D 4S"))
