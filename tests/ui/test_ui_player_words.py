"""Players read cards as printed, never the engine's notation (issue 22 item 6).

A refused lay-off said "QH does not fit there." The engine's sentences name cards
in its notation (``QH``, ``10C``, ``JK``); the client shows them as Q♥, 10♣, Joker.
"""

from __future__ import annotations

import pytest

from ui.i18n.host_text import host_text


@pytest.mark.parametrize(("code", "sentence", "shown"), [
    ("does_not_fit", "QH does not fit the high end of 9H 10H JH", "Q\u2665 does not fit there."),
    ("not_in_hand", "10C is not in your hand", "10\u2663 is not in your hand."),
    ("does_not_fit", "JK does not fit this group", "Joker does not fit there."),
])
def test_a_refusal_names_cards_as_they_are_printed(code, sentence, shown):
    assert host_text().refusal(code, {}, sentence) == shown


@pytest.mark.parametrize(("args", "shown"), [
    ({"bot": 1, "times": 3}, "Anna ran out of time 3 times in a row; a bot plays the seat until they are back"),
    ({"bot": 1, "times": 3, "next_round": 1},     # a blind round: her own machine finishes it (§17.13)
     "Anna ran out of time 3 times in a row; a bot plays the seat from the next round until they are back"),
    ({"bot": 0}, "Anna ran out of time"),
])
def test_the_timeout_notice_says_when_the_bot_takes_the_seat(args, shown):
    assert host_text().notice("timed_out", "Anna", 0, args, "") == shown
