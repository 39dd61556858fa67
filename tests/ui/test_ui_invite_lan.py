"""Invite from the window to a player seen on the LAN, accepted in the other window (namespace)."""

from __future__ import annotations

import pytest

from tests.netns import run_json_in_namespace

pytestmark = [pytest.mark.netns, pytest.mark.timeout(120)]


def test_invite_a_player_seen_on_the_lan_to_an_invite_only_table():
    out = run_json_in_namespace("tests.ui.ns_invite")
    assert out["lobby_access"] == "invited"
    assert out["popup"] == "Anna invites you to the table 'Family'."
    assert out["anna_seats"] == ["Anna", "Ben"] and out["ben_seat"] == 1
