"""The host's view may arrive before the first frame of the table's own animation (issue 22 item 1).

Over the network, pressing Lay cards first clears the staging (the staged cards
start flying home) and only later gets the host's view (the cards are melds now,
back where they were staged, and the rest of the hand where it stood). On a
loaded machine that view can come before the animation's first frame: every
card then still stands where its new place is, while its running move heads for
the hand row. The table stayed garbled until the next move (seen on the real
desktop three times in three). The in-process session answers at once, inside
the click, so this test holds the answer back and hands it over before any frame.
"""

from __future__ import annotations

from typing import Optional

from lanjolly import JOLLY, parse_cards
from lanjolly.actions import PlayerAction
from lanjolly.round import Phase, apply
from tests.engine.build import position
from tests.ui.local_session import LocalEngineSession
from tests.ui.table_demo import idle
from ui.table.scene import HAND, MELD
from ui.table.table_widget import TableWidget


class SlowHost(LocalEngineSession):
    """A session whose answer to a move comes when the test says (``answer``)."""

    held: Optional[PlayerAction] = None

    def send_action(self, action: PlayerAction) -> None:
        self.held = action

    def answer(self) -> None:
        assert self.state is not None and self.held is not None
        self._set_state(apply(self.state, self.held))
        self.held = None


def misplaced(w: TableWidget) -> dict[int, str]:
    sc = w.scene
    return {c: str(sc.role_of(c)) for c, it in sc.cards.items()
            if (it.pos() - sc.placements[c].pos).manhattanLength() > 1.0}


def test_the_hosts_view_before_the_first_frame_of_the_lay_still_puts_every_card_in_its_place(qtbot):
    state = position(JOLLY, hands=("QH KH AH 8C 8D 8S 2C 5D 9S 3H 4C 6D JS 7H", "2S 3S 4S 5S 6S"),
                     current=0, phase=Phase.PLAY, turn_no=2)
    session = SlowHost(JOLLY, ["Anna", "Bruno"], 0, seed=1, state=state, bot_delay_ms=60_000)
    w = TableWidget(session)
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    session.start()
    idle(qtbot, w)
    w.lay_cards()                       # before opening, the first press stages the hint
    idle(qtbot, w)
    staged = w.staging.cards()
    assert staged == set(parse_cards("QH KH AH 8C 8D 8S"))
    w.lay_cards()                       # sent; the staged cards start home at once
    session.answer()                    # ... and the host's view comes before any frame
    idle(qtbot, w)
    assert all(w.scene.role_of(c) == MELD for c in staged)
    assert all(w.scene.role_of(c) == HAND for c in session.state.hands[0])
    assert misplaced(w) == {}, "cards left where an earlier move carried them"
