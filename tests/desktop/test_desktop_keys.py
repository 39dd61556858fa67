"""The keyboard on a real desktop (issue 22 item 12).

"?" shows the list of the table's keys (they were written down but never shown),
and Esc brings the keyboard back from the side panel to the table, where the
letters work again.
"""

from __future__ import annotations

import pytest

from .client import centre
from .deals import JOLLY_ROUND, practice
from .test_desktop_round import start_practice

pytestmark = pytest.mark.desktop


def test_question_mark_lists_the_keys_and_esc_brings_the_keyboard_back_to_the_table(desktop, start_client):
    c = start_practice(start_client, practice(**JOLLY_ROUND))
    st = c.my_turn("draw")
    vp = c.table(st)["viewport"]
    desktop.click(vp[0] + vp[2] // 2, vp[1] + vp[3] // 3)               # the empty felt takes the keyboard
    c.wait(lambda s: s["focus"] and s["focus"]["class"] == "FeltView", "the felt to have the keyboard")
    desktop.key("question")
    st = c.wait(lambda s: (w := c.window(s, "RulesWindow")) is not None and w["exposed"], "the list of keys")
    assert c.window(st, "RulesWindow")["tabs"] == ["Keys"]
    c.screenshot("keys")
    desktop.key("Escape")
    c.wait(lambda s: c.window(s, "RulesWindow") is None, "the list closed")
    c.click_button("Sort by suit")                                     # a click leaves the keyboard on the felt
    c.wait(lambda s: s["focus"] and s["focus"]["class"] == "FeltView", "the felt to keep the keyboard")
    desktop.key("Tab", "Tab", "Tab", "Tab")                            # into the side panel
    c.wait(lambda s: s["focus"] and s["focus"]["class"] == "QPushButton"
           and s["focus"]["rect"][0] > c.table(s)["viewport"][0] + c.table(s)["viewport"][2],
           "a side panel button to have the keyboard")
    desktop.key("Escape")
    c.wait(lambda s: s["focus"] and s["focus"]["class"] == "FeltView", "Esc to bring the keyboard back")
    desktop.key("d")                                                   # and the table's keys work again
    c.wait_table(lambda t: t["view"]["phase"] == "play" and t["view"]["current"] == 0, "D to draw")
    assert centre(vp)
