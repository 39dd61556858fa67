"""Invite from the window to a player seen on the LAN, accepted in the other window (namespace)."""

from __future__ import annotations

import json
import sys

import pytest

from tests.netns import child_env, namespace

pytestmark = [pytest.mark.netns, pytest.mark.timeout(120)]


def test_invite_a_player_seen_on_the_lan_to_an_invite_only_table():
    with namespace() as ns:
        proc = ns.run([sys.executable, "-m", "tests.ui.ns_invite"], env=child_env(), timeout=90)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["lobby_access"] == "invited"
    assert out["popup"] == "Anna invites you to the table 'Family'."
    assert out["anna_seats"] == ["Anna", "Ben"] and out["ben_seat"] == 1
