"""Lay cards shows and lays the melds that go out, on a real desktop.

The spot is the one the bots once got wrong (tests/bots/test_going_out_lay.py):
after drawing 5C, three jokers make the most points in high melds (100) and
keep 2S 3S 5C, while a lay of 99 points keeps only 5C, the final discard: a
Jolly Hand, doubled. The hint (``queries.lay_hint``) is what Lay cards stages
and lays, so a player who trusts it must be shown the lay that goes out.
"""

from __future__ import annotations

import pytest

from .deals import practice
from .test_desktop_round import draw, lay_staged, start_practice
from lanjolly.variants import JOLLY

pytestmark = pytest.mark.desktop

MINE = "JS QD QS 10D 3S 9D JK JK 7C JK 2S 7S KS"


@pytest.mark.parametrize("desktop", [(1366, 768), (1024, 640), (1920, 1080)], indirect=True)
def test_lay_cards_stages_the_lay_that_goes_out(desktop, start_client):
    c = start_practice(start_client, practice(variant=JOLLY, mine=MINE, my_draws=("5C",)))
    draw(c)
    st = c.wait(c.settled, "the table to settle")
    five = c.in_hand(st, "5C")
    c.x.key("l")                                        # Lay cards with nothing staged: stage the hint
    st = c.wait(lambda s: c.table(s)["staged"] and c.settled(s), "the hint staged")
    staged = [x for m in c.table(st)["staged"] for x in m]
    c.screenshot("hint-staged")
    assert len(staged) == 13 and five not in staged, c.table(st)["staged"]
    lay_staged(c)
    st = c.wait(c.settled, "the table to settle")
    assert c.table(st)["view"]["hand"] == [five]
    c.x.click(*c.grab(st, five))                        # a click discards: out in one go
    st = c.wait_table(lambda t: t["view"]["phase"] == "over", "the round to end")
    c.screenshot("out-in-one-go")
    assert c.table(st)["view"]["hand"] == [] and c.table(st)["view"]["discard"][-1] == five
