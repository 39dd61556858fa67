"""The Invite round trip for an invite-only table, over real mDNS in a private namespace."""

from __future__ import annotations

import pytest

from tests.netns import run_json_in_namespace

pytestmark = [pytest.mark.netns, pytest.mark.timeout(120)]


def test_invite_only_table_admits_the_invited_player_and_refuses_others():
    out = run_json_in_namespace("tests.discovery.ns_invite_table")
    assert out["seen"] == "ben"
    assert out["from"] == "anna" and out["from_fp_ok"]
    assert out["stranger"] == "invite_required"
    assert out["guest_seat"] in (0, 1) and out["guest_fp_ok"]
