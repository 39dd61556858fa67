"""The real lobby, discovery on, lists a table announced on the LAN within a second.

Runs inside a private network namespace (the outer test process never starts
zeroconf); skips, saying why, where one cannot be made.
"""

from __future__ import annotations

import pytest

from tests.netns import run_json_in_namespace

pytestmark = [pytest.mark.netns, pytest.mark.timeout(120)]


def test_lobby_lists_a_lan_table_and_drops_it_when_closed(tmp_path):
    seen = run_json_in_namespace("tests.ui.ns_lobby")
    assert seen["status"].startswith("Looking for tables")
    assert seen["rows"] == [["Veranda", "anna", "Rommé", "50", "1/3", "waiting for players", "open"]]
    assert seen["seconds_to_list"] < 1.0
    assert seen["rows_after_close"] == 0
