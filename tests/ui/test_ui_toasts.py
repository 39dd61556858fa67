"""Messages on the felt cover nothing a player needs (issue 22 item 5).

The "10 seconds left" bubble sat over the hand and the player's melds at the worst
moment, and the timeout's and refusals' bubbles likewise. On a mid-round table
with melds out, every bubble must keep off the hand, the melds and the piles.
"""

from __future__ import annotations

import pytest

from lanjolly import JOLLY
from tests.ui.table_demo import find_state, idle, make_table


def my_melds_out(state) -> bool:
    """The player (seat 0) to play, with melds of their own and of others on the table, a long hand."""
    owners = [tm.owners[0] for tm in state.melds]
    return (state.current == 0 and state.phase.value == "play" and owners.count(0) >= 2
            and len(set(owners)) >= 2 and len(state.hands[0]) >= 8)


def covered(w) -> list[str]:
    sc = w.scene
    bubble = sc.toast.sceneBoundingRect()
    hit = [f"hand card {c}" for c in sc.snapshot.hand
           if sc.cards[c].mapRectToScene(sc.cards[c].card_rect()).intersects(bubble)]
    hit += [f"meld {k}" for k, r in sc.layout.meld_rects.items() if r.intersects(bubble)]
    hit += [f"plate {s}" for s, r in sc.layout.seats.items() if r.intersects(bubble)]
    if sc.layout.discard_zone.intersects(bubble):
        hit.append("discard pile")
    return hit


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768), (1920, 1080)])
def test_the_ten_second_warning_and_a_refusal_cover_no_card_meld_or_plate(qtbot, size):
    state = find_state(my_melds_out, JOLLY, seats=4, seed=3)
    assert state is not None
    w, _ = make_table(qtbot, state, names=("Anna", "Bruno", "Chiara", "Dario"), size=size)
    idle(qtbot, w)
    assert w.move_clock.check(w.current_view, 0.1, 9_000)
    assert w.scene.toast.isVisible() and "10 seconds" in w.scene.toast.text
    assert covered(w) == []
    card = w.display_hand()[len(w.display_hand()) // 2]
    w.refuse("That card does not fit there.", card)
    assert w.scene.toast.isVisible() and covered(w) == []
    w.scene.show_toast("K\u2663 was discarded for Anna", w.scene.my_plate.scenePos(), error=False)
    assert covered(w) == []                   # where a timeout is said (ui/table/render.py)
