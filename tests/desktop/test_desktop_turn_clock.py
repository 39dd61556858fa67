"""The move timer on a real desktop (issue 22 item 2): "Your turn" and the bar start together.

The felt first shows how the turn came (the deal's cards flying in, the last
player's discard); the table says "Your turn" and starts the bar only then, and
the host gave that time back (lanjolly.turnclock), so the bar starts full. The bar
is the table's turn length (``turn_ms`` 30 s here at a practice table whose
variant says 180 s, as ``lanjolly host --turn-seconds 30`` does), and the time bank
shows after it in its own colour, with a timeout only when both are spent.

The client's probe writes a line at every change of the turn words, the clock and
the felt's motion (``probe.timeline.jsonl``): the test reads everything the player
saw, not only what it happened to look at.
"""

from __future__ import annotations

from typing import Any

import pytest

from .deals import JOLLY_ROUND, practice
from .test_desktop_round import discard_by_drag, draw, start_practice

pytestmark = pytest.mark.desktop

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]


def first_words_of_my_turn(lines: list[dict[str, Any]], turn_no: int = -1) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The first line of my turn ``turn_no`` (-1: my first) that says "Your turn", and every line before it."""
    if turn_no < 0:
        turn_no = next(x["turn_no"] for x in lines if x["current"] == x["seat"])
    said = next(i for i, x in enumerate(lines) if x["turn_no"] == turn_no and x["current"] == x["seat"]
                and x["turn_label"] == "Your turn")
    return lines[said], [x for x in lines[:said] if x["turn_no"] == turn_no]


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
def test_your_turn_and_the_bar_start_together_full_at_the_tables_turn_length(desktop, start_client):
    c = start_practice(start_client, practice(**JOLLY_ROUND, turn_ms=30_000))
    draw(c)
    c.screenshot("first-turn-clock")
    lines = c.timeline()
    said, before = first_words_of_my_turn(lines)
    assert any(x["dealing"] for x in lines), "the test saw no deal on the felt"
    assert not said["dealing"] and not said["animating"], f"'Your turn' while the felt still moved: {said}"
    assert any(x["animating"] for x in before), "my turn came while nothing moved on the felt: no test"
    early = [x["status"] for x in before if x["status"].startswith("Your turn")]
    assert not early, f"the status line said it was my turn before the clock: {early[:1]}"
    assert said["timer_label"] == "0:30" and said["timer_bar"] >= 950, \
        f"the bar was not the table's full 30 s when the table said it was my turn: {said}"
    assert said["bank_label"] == "Time bank 0:30"
    discard_by_drag(c, "KC")
    draw(c)                                    # my next turn came after three bots' moves
    st = c.wait(c.settled, "the table to settle")
    turn = c.table(st)["view"]["turn_no"]
    said, before = first_words_of_my_turn(c.timeline(), turn)
    assert not said["animating"], f"'Your turn' while the last discard still flew: {said}"
    # The lit plate and the arrow move on with the words: not while the discard that gave the turn flies.
    flying = [x for x in before if x["animating"]]
    assert flying and all(x["turn_shown"] != x["seat"] for x in flying), flying[:2]
    assert said["turn_shown"] == said["seat"], said
    assert said["timer_label"] == "0:30" and said["timer_bar"] >= 950, said


def test_the_time_bank_follows_the_turns_own_time_and_then_the_turn_times_out(desktop, start_client):
    c = start_practice(start_client, practice(**JOLLY_ROUND, turn_ms=3_000, bank_ms=14_000))
    c.my_turn("draw")
    st = c.wait_table(lambda t: t["bank_mode"] and t["turn_label"] == "Your turn"
                      and t["timer_label"] < "0:12", "the time bank to run")
    c.screenshot("time-bank", wait=False)       # now: the bank runs for a few seconds only
    t = c.table(st)
    assert t["view"]["timeouts"][0] == 0, "the turn timed out before its time bank ran"
    assert t["bank_label"].startswith("Time bank 0:") and t["timer_label"] == t["bank_label"][-4:]
    st = c.wait_table(lambda t: t["view"]["timeouts"][0] == 1, "the turn to time out once the bank is spent")
    lines = c.timeline()
    mine = next(x["turn_no"] for x in lines if x["current"] == x["seat"])
    banked = [x for x in lines if x["turn_no"] == mine and x["bank_label"]]
    spent = max(x["at"] for x in banked) - min(x["at"] for x in banked if x["turn_label"] == "Your turn")
    assert 15.5 <= spent <= 19.5, f"the turn and its bank lasted {spent:.1f} s, not 3 + 14"
