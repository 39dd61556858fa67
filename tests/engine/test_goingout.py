"""Going out this turn with melds and lay-offs (lanjolly.goingout): the one
answer the Lay cards hint, the bots and the blunder audit share.

The chain spot: opened, 6D 6S 6C 6H 7D 9C against 3D 4D 5D. The four sixes
are the most points and strand 7D (it fits only once 6D is on the run);
6S 6C 6H with 6D and then 7D laid off goes out with 9C. Before this module
the hint showed the four sixes, the bots saw no way out and the audit
counted the hand as stuck.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from lanjolly.arrange import position
from lanjolly.audit import can_go_out
from lanjolly.bots import make_bot
from lanjolly.cards import CardId, card_name, parse_cards
from lanjolly.goingout import going_out_plan, layable, lays_off_all, lays_off_rest
from lanjolly.melds import Meld, check_meld_ordered
from lanjolly.queries import lay_hint, lay_hint_for
from lanjolly.round import Phase, apply
from lanjolly.state import EndReason
from lanjolly.variants import JOLLY, ROMME, Variant
from lanjolly.views import view

BOTH = pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])
CHAIN_HAND = "6D 6S 6C 6H 7D 9C"
RUN = "3D 4D 5D"


def meld(text: str) -> Meld:
    return check_meld_ordered(parse_cards(text))


def names(melds: tuple[tuple[CardId, ...], ...]) -> list[list[str]]:
    return sorted(sorted(card_name(c) for c in m) for m in melds)


def test_a_chain_lays_off_in_either_order() -> None:
    run = (meld(RUN),)
    assert lays_off_all(parse_cards("7D 6D"), run)          # 7D fits only after 6D
    assert lays_off_all(parse_cards("6D 7D 2D"), run)
    assert not lays_off_all(parse_cards("7D 8D"), run)      # nothing brings 7D in reach
    assert sorted(card_name(c) for c in layable(parse_cards("7D 9C 6D 8D"), run)) == ["6D", "7D", "8D"]


def test_two_naturals_of_one_type_need_two_places() -> None:
    group = (meld("7C 7D 7H"),)
    assert not lays_off_all(parse_cards("7S 7S"), group)
    assert lays_off_all(parse_cards("7S 7S"), group * 2)


@BOTH
def test_the_chain_goes_out_with_three_sixes(variant: Variant) -> None:
    hand = parse_cards(CHAIN_HAND)
    run = (meld(RUN),)
    plan = going_out_plan(hand, variant, run, opened=True, lay_offs=True)
    assert plan is not None and names(plan.melds) == [["6C", "6H", "6S"]]
    assert going_out_plan(hand, variant, run, opened=True, lay_offs=False) is None   # the turn it opened
    assert going_out_plan(hand, variant, (), opened=True, lay_offs=True) is None      # nothing to lay off on
    # the card kept may not be one taken from the pile this turn (RULES.md §3/4)
    assert going_out_plan(hand, variant, run, opened=True, lay_offs=True,
                          blocked=frozenset(c for c in hand if card_name(c) == "9C")) is None


@BOTH
def test_the_hint_shows_the_lay_that_goes_out_with_the_lay_offs(variant: Variant) -> None:
    hand = parse_cards(CHAIN_HAND)
    assert names(lay_hint(hand, variant, opened=True).melds) == [["6C", "6D", "6H", "6S"]]   # no table: most points
    hint = lay_hint(hand, variant, opened=True, table=(meld(RUN),), lay_offs=True)
    assert names(hint.melds) == [["6C", "6H", "6S"]] and hint.can_lay
    st = position(variant, hands=(CHAIN_HAND, "2C 3C"), melds=[(1, RUN)], opened=(0, 1))
    assert names(lay_hint_for(view(st, 0)).melds) == [["6C", "6H", "6S"]]
    opened_now = replace(st, opened_turn=(st.turn_no, st.turn_no - 1))   # seat 0 opened this very turn
    assert names(lay_hint_for(view(opened_now, 0)).melds) == [["6C", "6D", "6H", "6S"]]


@BOTH
def test_the_audit_sees_the_chain(variant: Variant) -> None:
    st = position(variant, hands=(CHAIN_HAND, "2C 3C"), melds=[(1, RUN)], opened=(0, 1))
    assert can_go_out(st.hands[0], st, 0, True)
    assert not can_go_out(st.hands[0], st, 0, False)


def test_lays_off_rest_keeps_a_discard_it_may_throw() -> None:
    run = (meld(RUN),)
    rest = parse_cards("6D 7D 9C")
    assert lays_off_rest(rest, run, 1, True)
    assert not lays_off_rest(rest, run, 1, True, blocked=frozenset(c for c in rest if card_name(c) == "9C"))
    assert not lays_off_rest(rest, run, 1, False)
    assert lays_off_rest(parse_cards("9C"), run, 1, False)


@BOTH
@pytest.mark.parametrize("level", ["easy", "normal", "strong", "expert"])
def test_every_level_goes_out_through_the_chain(variant: Variant, level: str) -> None:
    st = position(variant, hands=(CHAIN_HAND, "2C 3C 9H 10S"), melds=[(1, RUN)], opened=(0, 1))
    bot = make_bot(level, 1, variant)
    rng = random.Random(5)
    for _ in range(8):
        if st.phase is Phase.OVER or st.current != 0:
            break
        st = apply(st, bot.choose(view(st, 0), rng))
    assert st.phase is Phase.OVER and st.end_reason is EndReason.WENT_OUT and st.winner == 0, (variant.name, level)


@BOTH
@pytest.mark.parametrize("level", ["easy", "normal", "strong", "expert"])
def test_the_taken_card_option_is_one_answer_for_engine_hint_and_bots(variant: Variant, level: str) -> None:
    """9C was taken from the pile this turn and is the chain's only final discard:
    the hint and every level go out only where the variant lets it be discarded
    (RULES.md §3, ``Variant.blocked_discards``, the rule said once)."""
    base = position(variant, hands=(CHAIN_HAND, "2C 3C 9H 10S"), melds=[(1, RUN)], opened=(0, 1))
    nine = next(c for c in base.hands[0] if card_name(c) == "9C")
    for allowed in (False, True):
        v = variant.with_options(may_discard_taken_card=allowed)
        st = replace(base, variant=v, taken_this_turn=(nine,))
        assert v.blocked_discards(st.taken_this_turn) == (frozenset() if allowed else {nine})
        hint = names(lay_hint_for(view(st, 0)).melds)
        assert hint == ([["6C", "6H", "6S"]] if allowed else [["6C", "6D", "6H", "6S"]])
        bot, rng = make_bot(level, 1, v), random.Random(5)
        while st.phase is not Phase.OVER and st.current == 0:
            st = apply(st, bot.choose(view(st, 0), rng))
        went_out = st.phase is Phase.OVER and st.winner == 0
        assert went_out is allowed, (variant.name, level, allowed)
