"""Names from the wire are plain text on a real desktop (issue 20 item 7, the client's side).

A hostile host sends names as typed (``tests/desktop/raw_names_host.py``: the
real ``lanjolly host`` without its name cleaning): its table is called
``<b>victim</b>'s table``, its host nickname and a seated player are
``<b>victim</b>``, and that player says ``hello <i>everyone</i>``. The real
client finds the table in its lobby (mDNS only inside a private network
namespace, as tests/desktop/test_desktop_watch.py), hovers over it, asks for
the PIN, sits down and plays on. Everywhere the name shows (the lobby's row
and tooltip, the PIN question, the name plates, the turn line, the chat), it
must show as typed, tags and all, never as a bold "victim": the probe reports
each label's text as Qt draws it (a label or tooltip that Qt takes for rich
text loses its tags), and the screenshots are kept to look at.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.netns import child_env, namespace

from .client import DesktopClient, State, centre

pytestmark = [pytest.mark.desktop, pytest.mark.netns]

MARK = "<b>victim</b>"
TABLE = f"{MARK}'s table"
CHAT = "hello <i>everyone</i>"
PIN = "482915"


def _garbled(st: State) -> list[str]:
    """Every label on screen that names the victim other than as typed (Qt drew the tags as markup)."""
    return [text for w in st["windows"] for text in w["drawn"]
            if ("victim" in text and MARK not in text) or ("everyone" in text and CHAT not in text)]


def _drawn(st: State, part: str, cls: str | None = None) -> list[str]:
    return [text for w in st["windows"] if cls in (None, w["class"]) for text in w["drawn"] if part in text]


def _port(proc) -> int:
    line = proc.stdout.readline()
    found = re.search(r"listening on \S+:(\d+)", line)
    assert found, f"the host said: {line!r}"
    return int(found.group(1))


@pytest.mark.parametrize("desktop", [(1024, 640), (1920, 1080)], indirect=True)
def test_names_with_markup_show_as_typed_everywhere(desktop, tmp_path: Path):
    with namespace() as ns:
        host = ns.popen([sys.executable, "-m", "tests.desktop.raw_names_host", "--bind", "127.0.0.1", "--port", "0",
                         "--name", TABLE, "--host-nick", MARK, "--seats", "3", "--bots", "easy",
                         "--password", PIN, "--turn-seconds", "10", "--target", "500",
                         "--data-dir", str(tmp_path / "host")], env=child_env())
        port = _port(host)
        ns.popen([sys.executable, "-m", "tests.desktop.idle_player", f"127.0.0.1:{port}", MARK,
                  str(tmp_path / "victim"), "240", "--chat", CHAT, "--pin", PIN])
        c = DesktopClient(desktop, tmp_path / "tess", nickname="Tess", prefix=tuple(ns.prefix()), discovery=True)
        try:
            c.main_window_id()
            _lobby(c)
            _pin_question(c)
            _at_the_table(c)
        finally:
            c.stop()


def _lobby(c: DesktopClient) -> None:
    st = c.wait(lambda s: (w := c.window(s, "MainWindow")) and w["table_rows"] and w["table_rows"][0],
                "the hostile table in the lobby")
    row = c.window(st, "MainWindow")["table_rows"][0][0]
    c.x.move(*centre(row))                                     # the row's tooltip names the table and its host
    st = c.wait(lambda s: _drawn(s, "hosted by"), "the row's tooltip")
    c.screenshot("lobby-tooltip")
    assert any(f"{TABLE} hosted by {MARK}" in text for text in _drawn(st, "hosted by")), _drawn(st, "hosted by")
    assert _garbled(st) == []
    c.x.click(*centre(row))


def _pin_question(c: DesktopClient) -> None:
    def join(s: State) -> dict | None:          # "Join", not "Join by address…"
        return next((b for b in c.window(s, "MainWindow")["buttons"] if b["text"] == "Join" and b["enabled"]), None)
    c.x.click(*centre(join(c.wait(join, "Join enabled for the chosen table"))["rect"]))
    st = c.wait(lambda s: _drawn(s, "PIN for", "QInputDialog") and c.window(s, "QInputDialog")["active"]
                and s["focus"]["class"] == "QLineEdit", "the PIN question, ready for typing")
    c.screenshot("pin-question")
    assert _drawn(st, "PIN for", "QInputDialog") == [f"PIN for '{TABLE}':"]
    assert _garbled(st) == []
    c.x.click(*centre(st["focus"]["rect"]))       # into the PIN field, as a player does
    c.x.type_text(PIN)
    c.x.key("Return")


def _at_the_table(c: DesktopClient) -> None:
    st = c.wait_table(lambda t: any(p["name"] == MARK for p in t["plates"].values())
                      and any(f"{MARK}: {CHAT}" in line for line in t["chat"]),
                      "the victim's plate and chat line at the table")
    c.screenshot("table-plate-and-chat", wait=False)    # the turn clocks repaint it every fraction of a second
    assert c.table(st)["title"] == TABLE       # the table's own name, learnt after the widget was made
    assert _garbled(st) == []
    st = c.wait_table(lambda t: MARK in t["turn_label"] or MARK in t["status"]
                      or MARK in ((t["toast"] or {}).get("text") or ""), "the victim named in the turn line")
    c.screenshot("turn-line", wait=False)
    assert _garbled(st) == []
