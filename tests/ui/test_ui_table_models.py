"""The table's local models (hand order, staging) and the view-based precheck."""

from __future__ import annotations

import random

from lanjolly import (JOLLY, ROMME, Discard, DrawStock, Knock, LayOff, TakeDiscard, apply, check,
                      deal, parse_cards, view)
from lanjolly.playout import chance, random_action, shuffled_deck
from lanjolly.queries import layoff_targets
from lanjolly.round import Phase
from ui.table.hand_order import HandOrder
from ui.table.shadow import precheck
from ui.table.staging import Staging, judge


def test_hand_order_keeps_the_players_arrangement_and_appends_new_cards():
    h = HandOrder()
    a = parse_cards("KS 2H 7C")
    assert h.sync(a) == a
    h.move(a[2], 0)                                  # 7C first
    assert h.cards == (a[2], a[0], a[1])
    new = parse_cards("9D", exclude=a)
    assert h.sync((a[0], a[1], a[2], new[0])) == new  # drawn card lands on the right
    assert h.cards == (a[2], a[0], a[1], new[0])
    h.sync((a[1], new[0]))                            # two cards left the hand
    assert h.cards == (a[1], new[0])


def test_sorting_by_suit_and_by_rank():
    cards = parse_cards("KS 2H JK AH 2C 10H")
    h = HandOrder(cards)
    h.sort_by_suit()
    assert [str(c) for c in h.cards] == [str(c) for c in parse_cards("2C 2H 10H AH KS JK")]
    h.sort_by_rank()
    assert h.cards == tuple(parse_cards("2C 2H 10H KS AH JK"))


def test_staging_judges_melds_and_the_opening_total():
    from lanjolly.round import Phase
    from lanjolly.views import view
    from tests.engine.build import position
    from ui.table.asks import Asks
    hand = "QH KH AH 7C 7D 2S"
    asks = Asks(view(position(JOLLY, hands=(hand, "3S"), phase=Phase.PLAY, turn_no=2), 0))
    opened = Asks(view(position(JOLLY, hands=(hand, "3S"), phase=Phase.PLAY, opened=(0,)), 0))
    s = Staging()
    cards = parse_cards("QH KH AH 7C 7D")
    for c in cards[:3]:
        s.add(c, 0 if s else None)
    judged = s.judged(JOLLY)
    assert judged[0].ok and judged[0].points == 30     # Q K A: a high ace lays for 10 in Jolly
    ok, why = s.ready(asks, 0)
    assert not ok and "40" in why                      # the engine's sentence on the opening
    s.add(cards[3])
    s.add(cards[4], 1)
    assert not s.ready(asks, 0)[0]                     # 7C 7D is not a meld yet
    assert "at least 3" in s.judged(JOLLY)[1].problem
    s.remove(cards[3])
    s.remove(cards[4])
    assert s.ready(opened, 0)[0]                       # once opened any legal meld goes
    assert not judge(parse_cards("KH AH 2H"), JOLLY).ok


def test_precheck_agrees_with_the_engine_on_random_rounds():
    """The view-only verdict equals the engine's on the full state, for every seat."""
    rng = random.Random(5)
    compared = 0
    for variant in (JOLLY, ROMME.with_options(knock=True)):
        for _ in range(2):
            state = deal(variant, shuffled_deck(rng), 0, (True,) * 4)
            while state.phase is not Phase.OVER:
                if state.phase is Phase.RESHUFFLE:
                    state = chance(state, rng)
                    continue
                for seat in range(4):
                    v = view(state, seat)
                    acts = [DrawStock(seat), TakeDiscard(seat, 1), TakeDiscard(seat, 3), Knock(seat)]
                    acts += [Discard(seat, c) for c in v.hand[:4]]
                    for c in v.hand:
                        acts += [LayOff(seat, c, mid, end) for mid, end in layoff_targets(c, state.melds)]
                    for a in acts:
                        want, got = check(state, a), precheck(v, a)
                        assert (want is None) == (got is None), (a, want, got)
                        if want is not None:
                            assert want.code == got.code and want.message == got.message
                        compared += 1
                state = apply(state, random_action(state, rng))
    assert compared > 1000
