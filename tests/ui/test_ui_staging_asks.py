"""The staging area asks the engine whether the staged melds may be laid (issue 21 §2, issue 22).

It used to check the opening value and the 3-card minimum itself and missed the
rule that a player keeps one card to discard (RULES.md §4): staging a whole hand
lit "Lay cards" for a lay the host refuses.
"""

from __future__ import annotations

from lanjolly import JOLLY, parse_cards
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.table_demo import idle, make_table


def stage_all(w, melds: str) -> None:
    for meld in melds.split("|"):
        cards = parse_cards(meld)
        w.staging.add(cards[0])
        for c in cards[1:]:
            w.staging.add(c, len(w.staging.raw) - 1)
    w.refresh(animate=False)


def test_staging_the_whole_hand_is_refused_by_the_keep_one_card_rule(qtbot):
    state = position(JOLLY, hands=("QH KH AH 8C 8D 8S", "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY,
                     turn_no=2)
    w, _ = make_table(qtbot, state)
    stage_all(w, "QH KH AH|8C 8D 8S")
    assert w.staging.total(JOLLY) == 54
    ok, why = w.staging.ready(w.asks, w.me)
    assert not ok and "keep one card" in why
    assert not w.lay_button.isEnabled()
    assert "keep one card" in w.status_line()


def test_too_low_an_opening_is_the_engines_sentence(qtbot):
    state = position(JOLLY, hands=("8C 8D 8S 2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY,
                     turn_no=2)
    w, _ = make_table(qtbot, state)
    idle(qtbot, w)
    stage_all(w, "8C 8D 8S")
    ok, why = w.staging.ready(w.asks, w.me)
    assert not ok and why == "Your opening must be worth at least 40 points; these melds are worth 24."
    w.staging.clear()
    stage_all(w, "8C 8D")
    assert w.staging.ready(w.asks, w.me) == (False, "A meld needs at least 3 cards.")
