"""The lay hint: one line per combination across the hand (issue 22 item 8), offscreen.

In a hand sorted by suit a set of sevens lies apart (7♣ … 7♦ … 7♥) and a run with
a joker has the joker at the far end: the old table drew a loose piece of line
under each card's strip, 4 to 6 fragments, until Arrange brought them together.
The manual (How to play, "Blue line") says the line goes across the cards of a
combination: now each combination is one line, with a stem up to each of its cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from lanjolly import JOLLY
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.screenshots import save_screenshot
from tests.ui.table_demo import idle, make_table

HAND = "7C 7D 7H 8S JK 10S 2D 3C 5H 9D KC QH 4S 9S"


def test_each_combination_is_one_line_across_its_cards(qtbot):
    state = position(JOLLY, hands=(HAND, "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY)
    w, _ = make_table(qtbot, state, size=(1366, 700))
    w.sort_by_suit()
    idle(qtbot, w)
    hint_melds = list(w.scene.snapshot.hint_melds)
    assert len(hint_melds) >= 2
    lines = w.scene.hint_lines
    segments = lines.segments()
    assert sorted(m for m, _, _ in segments) == list(range(len(hint_melds))), segments   # one each
    hand = w.display_hand()
    apart = [k for k, m in enumerate(hint_melds)
             if sorted(hand.index(c) for c in m) != list(range(min(hand.index(c) for c in m),
                                                                min(hand.index(c) for c in m) + len(m)))]
    assert apart, "the hand keeps no combination apart: the test needs one"
    stems = lines.stems()
    for k, a, b in segments:
        for c in hint_melds[k]:
            it = w.scene.card_item(c)
            left = it.mapToScene(QPointF(0, it.card_height)).x()             # the card's bottom-left corner
            assert a.x() - 8 <= left <= b.x(), (k, c, a, b)                   # the line reaches every card
        if k in apart:
            assert len([s for s in stems if s[0] == k]) == len(hint_melds[k])    # a stem up to each card
            assert a.y() > max(s[1].y() for s in stems if s[0] == k)              # the joining line lies below
    ys = {round(a.y(), 1) for k, a, _ in segments if k in apart}
    assert len(ys) == len([k for k in apart])                                     # crossing lines: own levels
    save_screenshot(w, "hint_lines_by_suit")
    w.arrange()
    idle(qtbot, w)
    assert not w.scene.hint_lines.stems()                 # arranged: each combination side by side
    assert len(w.scene.hint_lines.segments()) == len(hint_melds)
