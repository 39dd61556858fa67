"""Strong keeps complete melds hidden until they let it go out."""

from __future__ import annotations

import random

from lanjolly.actions import Discard, LayMelds
from lanjolly.bots import StrongBot
from lanjolly.cards import parse_cards
from lanjolly.round import Phase
from lanjolly.solver import LayPlan
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import view
from tests.engine.build import position

ROMME1 = ROMME.with_options(target_points=1)
ROMME50 = ROMME.with_options(target_points=50)


class Holding(StrongBot):
    mc_worlds = 0      # the hold rule alone


def decide(variant, hands, opened=(0,), melds=((1, "9C 10C JC"),)):
    st = position(variant, hands=hands, melds=melds, opened=opened, phase=Phase.PLAY)
    return Holding(seed=1, variant=variant).choose(view(st, 0), random.Random(0))


def test_an_opened_seat_keeps_a_complete_meld_hidden_while_it_cannot_go_out():
    action = decide(ROMME1, ("5H 6H 7H 2S 9D KC", "2C 3D 4H 5S 6D 8C 9H"))
    assert isinstance(action, Discard)
    assert action.card not in parse_cards("5H 6H 7H")


def test_it_lays_everything_when_that_goes_out():
    # 5H 6H 7H laid, QC lays off on 9C-JC, 2S is the final discard.
    action = decide(ROMME1, ("5H 6H 7H QC 2S", "2C 3D 4H 5S 6D 8C 9H"))
    assert isinstance(action, LayMelds)
    assert sorted(c for m in action.melds for c in m) == sorted(parse_cards("5H 6H 7H"))


def test_in_a_longer_match_it_lays_once_an_opponent_is_nearly_out():
    far = decide(ROMME50, ("5H 6H 7H 2S 9D KC", "2C 3D 4H 5S 6D 8C 9H"))
    near = decide(ROMME50, ("5H 6H 7H 2S 9D KC", "2C 3D 4H"))
    assert isinstance(far, Discard)
    assert isinstance(near, LayMelds)


def test_jolly_holds_back_even_in_a_long_match_and_when_the_opponent_is_close():
    for target in (50, 500):
        action = decide(JOLLY.with_options(target_points=target), ("5H 6H 7H 2S 9D KC", "2C 3D 4H"))
        assert isinstance(action, Discard)


def test_switched_off_it_lays_like_normal():
    class Laying(Holding):
        hold_melds = False

    st = position(ROMME1, hands=("5H 6H 7H 2S 9D KC", "2C 3D 4H 5S 6D 8C 9H"), melds=((1, "9C 10C JC"),),
                  opened=(0,), phase=Phase.PLAY)
    assert isinstance(Laying(seed=1, variant=ROMME1).choose(view(st, 0), random.Random(0)), LayMelds)


def test_the_opening_uses_the_fewest_cards_that_reach_the_threshold():
    hand = "KS KH KD 2C 3C 4C 8D 9D 10D 5S 7H QD"
    action = decide(ROMME1, (hand, "2H 3D 4H 5D 6D 8C 9H"), opened=())
    assert isinstance(action, LayMelds)
    assert sorted(c for m in action.melds for c in m) == sorted(parse_cards("KS KH KD"))


def test_smallest_opening_combines_melds_when_none_is_enough_alone():
    melds = tuple(tuple(parse_cards(t)) for t in ("2C 3C 4C", "8D 9D 10D", "5S 5H 5D", "JH QH KH"))
    plan = LayPlan(melds, 9 + 27 + 15 + 30, 12)
    small = StrongBot.smallest_opening(plan, ROMME)
    assert small.melds == (melds[3],) and small.points == 30 and small.cards_laid == 3
    no_big = LayPlan(melds[:3], 51, 9)
    small = StrongBot.smallest_opening(no_big, ROMME)
    assert small.cards_laid == 6 and small.points >= ROMME.opening_points
    assert set(small.melds) == {melds[1], melds[2]}


def test_with_three_opponents_in_jolly_it_lays_once_one_is_nearly_out():
    jolly = JOLLY.with_options(target_points=50)
    mine = "5H 6H 7H 2S 9D KC"
    far = ("2C 3D 4H 5S 6D 8C 9H", "2D 3S 4C 5C 6S 8D 9S", "2H 3C 4D 5D 6C 8H 9C")
    near = far[:2] + ("2H 3C 4D",)
    assert isinstance(decide(jolly, (mine,) + far), Discard)
    assert isinstance(decide(jolly, (mine,) + near), LayMelds)
    # Rommé with target 1 only going out counts: it keeps holding.
    assert isinstance(decide(ROMME1, (mine,) + near), Discard)
