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


@pytest.mark.parametrize(("blind", "words"), [
    (False, "Deal verified: every commitment matches the revealed secrets"),
    (True, "Deal verified: every key holder's shuffle, share and card checks out with the revealed round keys"),
])
def test_the_round_end_verdict_names_what_was_checked(qtbot, blind, words):
    """A round dealt with cards hidden from the host has no commitments: its verdict says the key
    holders' shuffles, shares and cards were checked (it said "every commitment matches" before)."""
    from types import SimpleNamespace

    from lanjolly import JOLLY
    from protocol.clientstate import RoundEnded
    from protocol.verify import VerifyReport
    from ui.net_session import NetworkSession
    from ui.table.session import SeatInfo
    session = NetworkSession(SimpleNamespace(game=None, on_event=None), JOLLY,  # type: ignore[arg-type]
                             SeatInfo(["Ann", "Ben"], 0, "T"))
    said = []
    session.verification.connect(lambda ok, text: said.append((ok, text() if callable(text) else text)))
    report = VerifyReport(True, 0, 0, 30, "checked", blind=blind)
    session._round_ended(RoundEnded(0, SimpleNamespace(points=lambda: (0, 12)), (0, 12), report))
    assert said and said[0][0] and said[0][1].startswith(words)
