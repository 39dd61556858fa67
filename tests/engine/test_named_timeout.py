"""A timed-out turn whose discard is named by the seat's own machine (PROTOCOL.md §17.13).

At a table with cards hidden from the host only the seat's machine sees the hand, so it picks
the least turn's discard with the engine's ``least_turn_discard`` and names it. The engine
still refuses what no discard may be, and the wire form stays as before when nothing is named.
"""

from __future__ import annotations

import pytest

from lanjolly import JOLLY, ROMME, DrawStock, IllegalAction, Reason, SwapJoker, Timeout, apply, card_name
from lanjolly.actions import from_dict, to_dict
from lanjolly.round import EventKind, Phase, least_turn_discard
from tests.engine.build import position

BOTH = pytest.mark.parametrize("variant", [JOLLY, ROMME], ids=["jolly", "romme"])


def _card(state, seat, face):
    return next(c for c in state.hands[seat] if card_name(c) == face)


@BOTH
def test_a_named_least_turn_discards_that_card_and_counts_as_a_timeout(variant):
    s = apply(position(variant, hands=("5H 9C", "2D"), phase=Phase.DRAW, stock_top="KS"), DrawStock(0))
    pick = least_turn_discard(s, 0)
    assert card_name(pick) == "KS"
    out = apply(s, Timeout(0, pick))
    assert out.discard[-1] == pick and out.current == 1 and out.timeouts[0] == 1
    assert out.log[-1].kind is EventKind.TIMEOUT_DISCARD
    # the engine takes any discardable card; whether it is the rule's pick is the audit's job
    other = apply(s, Timeout(0, _card(s, 0, "5H")))
    assert card_name(other.discard[-1]) == "5H"


@BOTH
def test_a_named_least_turn_may_not_discard_a_swapped_joker_that_must_be_laid(variant):
    v = variant.with_options(swapped_joker_must_be_laid=True)
    s = position(v, hands=("10H 3C 8S", "2D"), melds=[(1, "9H JK JH")], opened=(0,))
    joker = s.melds[0].cards[1]
    s = apply(s, SwapJoker(0, _card(s, 0, "10H"), 0, joker))
    with pytest.raises(IllegalAction) as e:
        apply(s, Timeout(0, joker))
    assert e.value.code is Reason.TAKEN_CARD_DISCARD
    assert card_name(least_turn_discard(s, 0)) == "8S"


def test_a_named_discard_before_the_draw_is_refused():
    s = position(ROMME, hands=("5H 9C", "2D"), phase=Phase.DRAW, stock_top="KS")
    with pytest.raises(IllegalAction) as e:
        apply(s, Timeout(0, s.hands[0][0]))
    assert e.value.code is Reason.MALFORMED


def test_the_wire_form_names_the_card_only_when_the_seats_machine_picked_it():
    assert to_dict(Timeout(2)) == {"type": "timeout", "seat": 2}
    assert to_dict(Timeout(2, 17)) == {"type": "timeout", "seat": 2, "card": 17}
    assert from_dict({"type": "timeout", "card": 17}, seat=2) == Timeout(2, 17)
    assert from_dict({"type": "timeout"}, seat=1) == Timeout(1)
    with pytest.raises(IllegalAction):
        from_dict({"type": "timeout", "card": 110}, seat=1)
