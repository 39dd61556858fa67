"""A language switch mid-match on a real desktop (issue 22 item 10).

The player is at a practice table, the bots have moved, and the Language menu
switches to German by real clicks. Everything the table shows must be German at
once (the table's name, the move list, the table's chat lines, the buttons),
and the play goes on in German.
"""

from __future__ import annotations

import pytest

from .deals import JOLLY_ROUND, practice
from .test_desktop_round import discard_by_drag, draw, start_practice

pytestmark = pytest.mark.desktop


def german(t: dict) -> bool:
    return t["title"] == "Übungstisch von Tess" and any("Nachziehstapel" in m for m in t["history"])


def test_switching_to_german_mid_match_leaves_no_english_behind(desktop, start_client):
    c = start_practice(start_client, practice(**JOLLY_ROUND))
    draw(c)
    st = c.wait_table(lambda t: len(t["history"]) >= 7, "the bots' moves in the move list")
    assert any("drew from the stock" in m for m in c.table(st)["history"])
    c.menu("Language", "Deutsch")
    st = c.wait_table(german, "the table in German")
    t = c.table(st)
    english = [m for m in t["history"] if "drew from the stock" in m or "discarded" in m]
    assert not english, english
    assert any("Runde 1: Tess gibt" in line for line in t["chat"]), t["chat"]
    assert c.button(st, "Auslegen") is not None and c.button(st, "Lay cards") is None
    assert t["turn_label"] == "Du bist dran"
    c.screenshot("german")
    discard_by_drag(c, "KC")
    st = c.wait_table(lambda t: any("hat K\u2663 abgelegt" in m or "K\u2663" in m and "abgelegt" in m
                                    for m in t["history"]), "the discard in the German move list")
    c.screenshot("german-after-discard")
