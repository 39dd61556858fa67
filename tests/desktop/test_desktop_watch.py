"""Watching a hosted table on a real desktop (issue 22: the harness's watching scenario and
item 2's timer bar).

A headless ``lanjolly host`` (30 seconds a turn, two bots) on 127.0.0.1, whose last
seat a player who never moves takes (tests/desktop/idle_player.py), is in play;
the client finds it in its lobby and a real click on Watch opens it. mDNS runs only inside a private network namespace made for the
test (tests/netns.py), with the host, the player and the client all in it; the
client's window still shows on the test's X server (its filesystem socket).
The watcher must see the game go on, no hand, and a turn clock whose bar is
drawn from the table's 30 seconds, not the variant's 60.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.netns import child_env, namespace

from .client import DesktopClient, centre
from .xsession import wait_until

pytestmark = [pytest.mark.desktop, pytest.mark.netns]


def _port(proc) -> int:
    line = proc.stdout.readline()
    found = re.search(r"listening on \S+:(\d+)", line)
    assert found, f"the host said: {line!r} {proc.stderr.read() if found is None else ''}"
    return int(found.group(1))


def test_watching_a_hosted_table_found_in_the_lobby(desktop, tmp_path: Path):
    with namespace() as ns:
        host = ns.popen([sys.executable, "-m", "lanjolly", "host", "--bind", "127.0.0.1", "--port", "0",
                         "--name", "Evening table", "--seats", "3", "--bots", "normal,normal",
                         "--turn-seconds", "30", "--target", "500", "--data-dir", str(tmp_path / "host")],
                        env=child_env(LANJOLLY_DATA_DIR=str(tmp_path / "host")))
        port = _port(host)
        # Ada takes the last seat and never moves, so her turns last the table's 30 s (the
        # host's bots move at once): the match starts and stays watchable.
        ns.popen([sys.executable, "-m", "tests.desktop.idle_player", f"127.0.0.1:{port}", "Ada",
                  str(tmp_path / "ada"), "240"])
        wait_until(lambda: _playing(ns), "the table to be announced as playing", 60, interval=0.2)
        c = DesktopClient(desktop, tmp_path / "watcher", nickname="Walt", prefix=tuple(ns.prefix()),
                          discovery=True)
        try:
            c.main_window_id()
            st = c.wait(lambda s: (w := c.window(s, "MainWindow")) and w["table_rows"] and w["table_rows"][0],
                        "the hosted table in the lobby")
            c.x.click(*centre(c.window(st, "MainWindow")["table_rows"][0][0]))
            watch(c)
        finally:
            c.stop()


def _playing(ns) -> bool:
    """``lanjolly tables`` (a browser of its own) lists the table as in play."""
    out = ns.run([sys.executable, "-m", "lanjolly", "tables", "--json", "--timeout", "1"], timeout=30)
    return '"playing"' in out.stdout


def watch(c: DesktopClient) -> None:
    c.click_button("Watch")
    st = c.wait_table(lambda t: t["class"] == "WatchTable" and t["view"]["seat"] is None
                      and t["view"]["phase"] in ("draw", "play"), "the watched table in play")
    assert c.table(st)["view"]["hand"] == []
    first = c.table(st)["view"]["log"]
    c.wait_table(lambda t: t["view"]["log"] > first + 2, "the game going on while watched")

    def full_clock(s: dict) -> bool:
        t = c.table(s)
        m = re.fullmatch(r"(\d+):(\d\d)", t["timer_label"])
        return m is not None and int(m.group(1)) * 60 + int(m.group(2)) >= 28
    st = c.wait(full_clock, "a fresh turn's clock")
    value, top = c.table(st)["timer_bar"]
    assert value >= 0.85 * top, f"a 30 s turn at {c.table(st)['timer_label']} shows a bar of {value}/{top}"
    c.wait(c.settled, "the watched table to settle")
    c.screenshot("watching")
