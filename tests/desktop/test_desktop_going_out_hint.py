"""Lay cards shows and lays the melds that go out, on a real desktop.

The spot is the one the bots once got wrong (tests/bots/test_going_out_lay.py):
after drawing 5C, three jokers make the most points in high melds (100) and
keep 2S 3S 5C, while a lay of 99 points keeps only 5C, the final discard: a
Jolly Hand, doubled. The hint (``queries.lay_hint``) is what Lay cards stages
and lays, so a player who trusts it must be shown the lay that goes out.

The second spot goes out through the table (Jolly, opened the turn before
with 3D 4D 5D and four kings): 6S 6C 6H 6D 7D 2D 9C. Four sixes are the most
points and strand 7D, which fits the run only once 6D is on it; three sixes,
then 6D, 7D and 2D laid off and 9C thrown, go out. The hint once ignored the
table and staged the four sixes.
"""

from __future__ import annotations

import pytest

from .deals import practice
from .test_desktop_round import discard_by_drag, draw, lay_off, lay_staged, stage, start_practice
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


# Jolly: turn 1 draws QH, lays 3D 4D 5D and four kings (52), throws QH; turn 2 draws 2D.
CHAIN = "3D 4D 5D KC KD KS KH 6S 6C 6H 7D 9C 6D"


@pytest.mark.parametrize("desktop", [(1366, 768), (1024, 640), (1920, 1080)], indirect=True)
def test_lay_cards_lays_the_melds_that_go_out_through_the_table(desktop, start_client):
    c = start_practice(start_client, practice(variant=JOLLY, mine=CHAIN, my_draws=("QH", "2D")))
    draw(c)
    stage(c, "3D 4D 5D")
    stage(c, "KC KD KS KH")
    lay_staged(c)
    discard_by_drag(c, "QH")
    draw(c)
    st = c.wait(c.settled, "the table to settle")
    sixes = {c.in_hand(st, face) for face in ("6S", "6C", "6H")}
    before = set(c.table(st)["view"]["melds"])
    c.x.key("l")                                        # opened: Lay cards with nothing staged lays the hint
    st = c.wait(lambda s: len(c.table(s)["view"]["melds"]) > len(before) and c.settled(s), "the hint laid")
    c.screenshot("chain-hint-laid")
    melds = c.table(st)["view"]["melds"]
    new = [set(m) for k, m in melds.items() if k not in before]
    assert new == [sixes], melds
    lay_off(c, "6D", "5D")
    lay_off(c, "7D", "5D")
    lay_off(c, "2D", "5D", end="low")
    st = c.wait(c.settled, "the table to settle")
    nine = c.in_hand(st, "9C")
    assert c.table(st)["view"]["hand"] == [nine]
    c.x.click(*c.grab(st, nine))                        # a click discards: out
    st = c.wait_table(lambda t: t["view"]["phase"] == "over", "the round to end")
    c.screenshot("chain-out")
    assert c.table(st)["view"]["hand"] == []
