"""A hand that can go out in one go lays everything but the final discard.

The spot (found by the blunder audit in Strong's own play, Jolly, first turn):
three jokers make the most points in high melds (JK JS QS KS, 9D 10D JK QD,
7C 7S JK: 100 points) and leave 2S 3S 5C, while 2S 3S JK, 7C 7S JK,
9D 10D JK QD and JS QS KS lay 13 cards (99 points) and keep only 5C to
discard: a Jolly Hand, doubled. The bots laid the most points and kept
three cards.
"""

from __future__ import annotations

import random
from dataclasses import replace

from lanjolly.actions import LayMelds, TakeDiscard
from lanjolly.arrange import position
from lanjolly.bots import make_bot
from lanjolly.bots.base import goes_out_with, going_out_melds, legal_best_lay
from lanjolly.bots.expert import ExpertBot
from lanjolly.cards import parse_cards
from lanjolly.round import Phase, apply
from lanjolly.solver import best_lay, going_out_lay
from lanjolly.state import EndReason, Event, EventKind
from lanjolly.variants import JOLLY, ROMME
from lanjolly.views import View, view

HAND = "JS QD QS 10D 3S 9D JK JK 7C JK 2S 7S KS 5C"
THEIRS = "2C 3D 4H 5S 6D 8C 9H 10H JD QC KH 4C 6S"


class SmallExpert(ExpertBot):
    worlds = 2
    time_cap = None


def test_the_most_points_keep_three_cards_where_a_lay_goes_out():
    hand = parse_cards(HAND)
    for v in (JOLLY, ROMME):
        most = best_lay(hand, v, keep=1)
        out = going_out_lay(hand, v, keep=1, need=v.opening_points)
        assert most.cards_laid == 11, v.name
        assert out is not None and out.cards_laid == 13 and out.points >= v.opening_points, v.name
        assert out.points < most.points, v.name
        assert sorted([c for m in out.melds for c in m] + parse_cards("5C")) == sorted(hand)


def test_no_going_out_lay_below_the_opening_or_when_none_exists():
    hand = parse_cards(HAND)
    assert going_out_lay(hand, JOLLY, keep=1, need=100) is None            # it makes 99
    assert going_out_lay(parse_cards("JS QS KS 9D 10D QD 2S 3S 7C 7S JK JK 5C"), JOLLY, 1) is None
    assert going_out_lay(parse_cards("5C"), JOLLY, 1) is None


def test_every_level_goes_out_in_one_go_with_it():
    for variant in (JOLLY.with_options(target_points=50), ROMME.with_options(target_points=1)):
        for level in ("normal", "strong", "expert"):
            st = position(variant, hands=(HAND, THEIRS), phase=Phase.PLAY)
            bot = SmallExpert(seed=1, variant=variant) if level == "expert" else make_bot(level, 1, variant)
            rng = random.Random(3)
            for _ in range(6):
                if st.phase is Phase.OVER:
                    break
                act = bot.choose(view(st, 0), rng)
                st = apply(st, act)
                if isinstance(act, LayMelds):
                    assert sum(len(m) for m in act.melds) == 13, (variant.name, level)
            assert st.phase is Phase.OVER and st.end_reason is EndReason.WENT_OUT and st.winner == 0, \
                (variant.name, level)


def test_every_level_takes_the_pile_card_that_goes_out():
    """Two spots from recorded Rommé rounds where the seat drew from the stock
    although the pile's top card let it go out at once: Strong, opened, with
    2S 3S 4S, 4D 5D 6D, 3C 4C 5C and 7S (AS makes AS-4S and 7S goes); Expert,
    not opened, with two jokers (6D makes 5D 6D JK, a one-go finish)."""
    v = ROMME.with_options(target_points=1)
    spots = [("5D 2S 4D 6D 4S 3C 7S 4C 3S 5C", "AS", ((0, "QH QD QC"),), (0,)),
             ("JK 7H 9H 7C 7D 9H 9D 9C 10H 10C JC 5D JK", "6D", ((1, "QH QD QC"),), (1,))]
    for mine, top, melds, opened in spots:
        for level in ("normal", "strong", "expert"):
            st = position(v, hands=(mine, "2C 3D 4H 5S 8C 8H 10S JD KH 4C 6S"), melds=melds, opened=opened, discard=top,
                          phase=Phase.DRAW, turn_no=8)
            bot = SmallExpert(seed=1, variant=v) if level == "expert" else make_bot(level, 1, v)
            rng = random.Random(5)
            act = bot.choose(view(st, 0), rng)
            assert act == TakeDiscard(0, 1), (mine, level)
            st = apply(st, act)
            for _ in range(8):
                if st.phase is Phase.OVER:
                    break
                st = apply(st, bot.choose(view(st, 0), rng))
            assert st.phase is Phase.OVER and st.winner == 0, (mine, level)


def test_a_card_that_fits_the_table_may_be_the_final_discard():
    """Rommé, opened, the table holds 7H 7D 7C: 7S would lay off there, yet
    taking AS (which may not be discarded this turn) goes out only with 7S
    as the discard: AS 2S 3S 4S, 4D 5D 6D, 3C 4C 5C. The check set every
    fitting card aside for a lay-off and found no discard."""
    v = ROMME.with_options(target_points=1)
    st = position(v, hands=("5D 2S 4D 6D 4S 3C 7S 4C 3S 5C", "2C 3D 4H 5S 8C 8H 10S JD KH 4C 6S"),
                  melds=((1, "7H 7D 7C"), (0, "QH QD QC")), opened=(0, 1), discard="AS",
                  phase=Phase.DRAW, turn_no=8)
    for level in ("normal", "strong", "expert"):
        bot = SmallExpert(seed=1, variant=v) if level == "expert" else make_bot(level, 1, v)
        assert bot.choose(view(st, 0), random.Random(5)) == TakeDiscard(0, 1), level


def test_the_card_that_goes_out_is_taken_even_if_it_was_once_this_seats_discard():
    """Recorded (Rommé, seed 4242, deal 23): Strong had thrown AS away, the
    other seat took it and threw it back, and Strong drew from the stock:
    "never take back your own discard" (two bots could pass a card forever)
    kept it from going out. Going out ends the round, so it passes nothing."""
    v = ROMME.with_options(target_points=1)
    st = position(v, hands=("5D 2S 4D 6D 4S 3C 7S 4C 3S 5C", "2C 3D 4H 5S 8C 8H 10S JD KH 4C 6S"),
                  melds=((1, "JD JH JK"),), opened=(0, 1), discard="AS", phase=Phase.DRAW, turn_no=12)
    st = replace(st, log=(Event(EventKind.DISCARD, seat=0, cards=(st.discard[-1],)),))
    for level in ("normal", "strong", "expert"):
        bot = SmallExpert(seed=1, variant=v) if level == "expert" else make_bot(level, 1, v)
        assert bot.choose(view(st, 0), random.Random(5)) == TakeDiscard(0, 1), level


def test_a_joker_is_laid_off_when_that_goes_out():
    """Recorded (Jolly, seed 4242): opened, 2S 2H 2C 2D and KS KH KD KC make
    melds, the joker lays off on the table, 5D goes: the bots kept the
    joker for a meld of its own and discarded instead of going out."""
    v = JOLLY.with_options(target_points=50)
    st = position(v, hands=("2S 2H KS KH 5D KD KC 2C 2D JK", "3C 4D 5S 6H 8C 8H 10D QD 9H"),
                  melds=((1, "AH AS JK AD"), (1, "7D 7H 7S"), (0, "7S 8S 9S 10S JS")), opened=(0, 1),
                  phase=Phase.PLAY, turn_no=9)
    for level in ("normal", "strong", "expert"):
        bot = SmallExpert(seed=1, variant=v) if level == "expert" else make_bot(level, 1, v)
        rng = random.Random(5)
        s = st
        for _ in range(6):
            if s.phase is Phase.OVER:
                break
            s = apply(s, bot.choose(view(s, 0), rng))
        assert s.phase is Phase.OVER and s.winner == 0, level


ACES = "AH 2H 3H AS AD AC 7C"      # four aces outscore A-2-3 and three aces, which lay all but 7C
KINGS = "2H 3H 4H KH KS KD KC"     # four kings (40) outscore 2-3-4 and three kings (39), which keep one king


def test_the_rollouts_go_out_with_a_lay_of_fewer_points_too():
    """Expert's search plays later turns with :class:`FastPolicy`; a rollout
    that does not see a finish misjudges the move it scores. Both spots lay
    all but the discard only with fewer points than the most: the jokers'
    (a joker as a two rather than a ten) and the aces' (11 each in a group of
    four, 1 in A-2-3), and a plain group of four kings against a run and
    three kings; the seat has opened before, so any points do."""
    from lanjolly.bots.fastpolicy import FastPolicy
    from lanjolly.bots.fastround import FastRound

    for v in (JOLLY.with_options(target_points=50), ROMME.with_options(target_points=1)):
        for hand in (HAND, ACES, KINGS):
            assert best_lay(parse_cards(hand), v, keep=1).cards_laid < len(parse_cards(hand)) - 1
            st = position(v, hands=(hand, THEIRS), phase=Phase.PLAY, opened=(0,))
            r = FastRound(st, st.hands, st.stock, random.Random(0))
            FastPolicy(v, 2).finish(r, 0)
            assert r.over and r.winner == 0, (v.name, hand)


def test_two_naturals_of_one_type_do_not_both_lay_off_on_one_group():
    """A group of three 7s takes one 7S: with 7S 7S 4C 5C 6C 9H the bots
    counted both 7S as laid off and the hand as going out, laid 4-5-6C and
    were left with 7S and 9H. On two groups each 7S has its own place, and
    the second 7S can make 7S 8S 9S instead."""
    def spot(hand: str, groups: int) -> View:
        st = position(ROMME, hands=(hand, "2C 3C"), melds=[(1, "7C 7D 7H")] * groups, opened=(0, 1),
                      phase=Phase.PLAY)
        return view(st, 0)
    one = spot("7S 7S 4C 5C 6C 9H", 1)
    assert going_out_melds(one, ROMME) is None
    assert not goes_out_with(one, ROMME, legal_best_lay(one, ROMME))
    assert going_out_melds(spot("7S 7S 4C 5C 6C 9H", 2), ROMME) is not None
    run = spot("7S 7S 8S 9S 4C 5C 6C 9H", 1)
    out = going_out_melds(run, ROMME)
    assert out is not None and sorted(len(m) for m in out.melds) == [3, 3]
