"""The clock on a real desktop (issue 22 item 2): a timeout while an opening is staged.

The player stages a complete opening by drag and lets the clock run out. The
host's least turn must keep the staged melds whole (it throws the hand's
costliest dead wood, K♣ here, not the 10♠ just drawn into the staged run), the staged cards must come back into the hand
where the player can see them, and the move list must say "ran out of time"
once.
"""

from __future__ import annotations

import pytest

from lanjolly.cards import card_name

from .deals import TIMEOUT_ROUND, practice
from .test_desktop_round import draw, stage, start_practice

pytestmark = pytest.mark.desktop


def test_a_timeout_while_an_opening_is_staged_keeps_it_and_brings_the_cards_home(desktop, start_client):
    c = start_practice(start_client, practice(**TIMEOUT_ROUND, variant_options={"turn_seconds": 30}))
    draw(c)
    stage(c, "7C 7D 7H")
    stage(c, "8S JK 10S")
    st = c.wait(c.settled, "the staged opening")
    staged = {x for m in c.table(st)["staged"] for x in m}
    assert c.button(st, "Lay cards (48)")["enabled"]
    st = c.wait_table(lambda t: t["view"]["timeouts"][0] == 1, "the clock to run out", timeout=90)
    st = c.wait(lambda s: c.settled(s) and not c.table(s)["staged"], "the staged cards back in the hand")
    c.screenshot("after-timeout")
    t = c.table(st)
    assert card_name(t["view"]["discard"][-1]) == "KC", "the least turn threw a card the melds need"
    assert staged <= set(t["view"]["hand"])
    assert all(t["cards"][str(x)]["role"] == "hand" for x in staged)
    moves = [m for m in t["history"] if "ran out of time" in m]
    assert len(moves) == 1, t["history"]
