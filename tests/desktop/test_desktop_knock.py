"""A Rommé knock on a real desktop (issue 22 item 4).

The first bot discards; the player, who is not next, may knock. The table must
say it waits for knocks, light the Knock button with a countdown for long enough
to be seen (a 2 s window was lit in 1 of 14 screenshots), and a real click on it
must give the player the card, two penalty cards and the turn.
"""

from __future__ import annotations

import time

import pytest

from .deals import ROMME_KNOCK, practice
from .test_desktop_round import start_practice

pytestmark = pytest.mark.desktop


def test_a_romme_knock_by_a_real_click_on_the_counting_knock_button(desktop, start_client):
    c = start_practice(start_client, practice(**ROMME_KNOCK, variant_options={"knock": True}),
                       game="Romm\u00e9")
    st = c.wait(lambda s: (b := c.button(s, "Knock (")) is not None and b["enabled"],
                "the Knock button lit with its countdown")
    seen = time.monotonic()
    first = c.button(st, "Knock (")["text"]
    t = c.table(st)
    assert t["turn_label"].startswith("Waiting for knocks"), t["turn_label"]
    assert t["view"]["current"] == 2 and t["view"]["phase"] == "draw"      # seat 2's draw waits
    c.screenshot("knock-window")
    st = c.wait(lambda s: (b := c.button(s, "Knock (")) is not None and b["text"] != first,
                "the countdown on the Knock button to move on")
    assert time.monotonic() - seen >= 0.5
    hand_before = len(c.table(st)["view"]["hand"])
    c.click_button("Knock (")
    st = c.wait_table(lambda t: t["view"]["current"] == 0 and t["view"]["phase"] == "play", "my knock taken")
    t = c.table(st)
    assert len(t["view"]["hand"]) == hand_before + 3
    assert any("knocked" in line for line in t["history"]), t["history"]
    assert c.button(st, "Knock") is None or not c.button(st, "Knock")["enabled"]
    c.screenshot("after-knock")
