"""A watcher's side panel on a real desktop (issue 22 item 9).

A headless ``lanjolly host`` named "Evening table" (3 seats, two bots, target 500,
no watcher chat) runs on one side of a two-host LAN made of two private network
namespaces (tests/netns.py); a player who never moves (tests/desktop/idle_player.py)
takes its last seat, so the match starts and stays in play. The real client, on
the other side with discovery on, finds the table in its lobby and a real click on
Watch opens it. The side panel must name the host's table, its three players and
its target of 500, and the chat must be closed, saying why, rather than take a line
the host will refuse and drop it. (Two hosts rather than one namespace: a fresh
browser on the announcer's own loopback stops seeing it once its first
announcements are over, which the lead knows about.)
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.netns import child_env, two_hosts

from .client import DesktopClient, centre
from .test_desktop_watch import _port

pytestmark = [pytest.mark.desktop, pytest.mark.netns]

SIZES = [pytest.param((1366, 768), id="1366x768"), pytest.param((1024, 640), id="1024x640"),
         pytest.param((1920, 1080), id="1920x1080")]


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
def test_a_watchers_side_panel_names_the_table_its_players_and_target(desktop, tmp_path: Path):
    with two_hosts("10.78.0") as (lan_a, addr_a, lan_b, _addr_b):
        host = lan_a.popen([sys.executable, "-m", "lanjolly", "host", "--bind", addr_a, "--port", "0",
                            "--name", "Evening table", "--seats", "3", "--bots", "normal,normal",
                            "--turn-seconds", "30", "--target", "500", "--data-dir", str(tmp_path / "host")],
                           env=child_env(LANJOLLY_DATA_DIR=str(tmp_path / "host")))
        port = _port(host)
        lan_a.popen([sys.executable, "-m", "tests.desktop.idle_player", f"{addr_a}:{port}", "Ada",
                     str(tmp_path / "ada"), "240"])
        c = DesktopClient(desktop, tmp_path / "watcher", nickname="Walt", prefix=tuple(lan_b.prefix()),
                          discovery=True)
        try:
            c.main_window_id()
            st = c.wait(lambda s: _row(c, s), "the hosted table in the lobby")
            c.x.click(*centre(_row(c, st)))
            c.click_button("Watch")
            st = c.wait_table(lambda t: t["class"] == "WatchTable" and t["view"]["phase"] in ("draw", "play")
                              and t["title"] == "Evening table", "the watched table, named")
            t = c.table(st)
            assert "3 players" in t["rules"], t["rules"]
            assert "500" in t["target"], t["target"]
            entry = t["chat_entry"]
            assert not entry["enabled"], f"the chat takes lines at a table that refuses watchers' chat: {entry}"
            assert "may not chat" in entry["closed"], entry
            c.wait(c.settled, "the watched table to settle")
            c.screenshot("watcher-panel")
            # The bar is the table's turn (--turn-seconds 30, the variant says 60), then Ada's bank of
            # 30 s (spent by her first timeout: she never moves, so a late watcher may not see it).
            st = c.wait_table(lambda t: t["turn_label"] == "Ada's turn" and t["timer_label"].startswith("0:"),
                              "Ada's turn on the watched clock")
            t = c.table(st)
            assert t["bank_label"] in ("", "Time bank 0:30") or t["bank_mode"], t["bank_label"]
            secs = int(t["timer_label"][2:])
            assert abs(t["timer_bar"][0] / 1000 - secs / 30) <= 0.1, f"the bar is not out of 30 s: {t['timer_bar']}, {secs}"
        finally:
            c.stop()


def _row(c: DesktopClient, st: dict) -> list[int] | None:
    w = c.window(st, "MainWindow")
    rows = w["table_rows"] if w else []
    return rows[0][0] if rows and rows[0] else None
