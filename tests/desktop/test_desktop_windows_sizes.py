"""Every window inside the screen at the three sizes (issue 22 item 3): the lobby, and each
dialog and window a player opens from its menus, measured where the window manager put them.

A window is inside the work area (the X server's geometry, frame included, read with
xwininfo and _NET_FRAME_EXTENTS), and so is every button it shows: a player can reach each.
"""

from __future__ import annotations

from typing import Any

import pytest

from .client import DesktopClient, centre, inside

pytestmark = pytest.mark.desktop

SIZES = [(1024, 640), (1366, 768), (1920, 1080)]
# (menu, item, the window's class): every window the lobby's menus open.
OPENED = [("Game", "Play now…", "PlayNowDialog"), ("Game", "New Game…", "NewGameDialog"),
          ("Game", "Open round record…", "QFileDialog"), ("View", "Player Info…", "PlayerInfoDialog"),
          ("Help", "How to play…", "RulesWindow"), ("Help", "Keys at the table…  (?)", "RulesWindow")]


def assert_reachable(c: DesktopClient, st: dict[str, Any], cls: str, area: tuple[int, int, int, int]) -> None:
    w = c.window(st, cls)
    assert w is not None, f"no {cls} on screen"
    assert inside(w["frame"], area), f"{cls} at {w['frame']} is not inside the work area {area}"
    for b in w["buttons"]:
        assert inside(b["rect"], area), f"{cls}'s {b['text']!r} at {b['rect']} is off the screen {area}"


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
def test_the_lobby_and_every_window_it_opens_fit_the_screen(desktop, start_client):
    c = start_client()
    window = c.main_window_id()
    st = c.wait(lambda s: c.button(s, "\u25b6  Play now") is not None, "the lobby")
    area = desktop.work_area()
    frame = desktop.frame_geometry(window)
    assert inside(list(frame), area), f"the main window {frame} is not inside the work area {area}"
    assert_reachable(c, st, "MainWindow", area)
    c.screenshot("lobby")
    for menu, item, cls in OPENED:
        c.menu(menu, item)
        st = c.wait(lambda s, cls=cls: (w := c.window(s, cls)) is not None and w["exposed"], f"the {cls}")
        c.screenshot(f"window-{cls}")
        assert_reachable(c, st, cls, area)
        for xid in desktop.windows(".+"):
            if xid != window and c._big(xid):
                assert inside(list(desktop.frame_geometry(xid)), area), f"X window {xid} of {cls} is off the screen"
        desktop.key("Escape")
        c.wait(lambda s, cls=cls: c.window(s, cls) is None, f"the {cls} closed by Esc")
    c.click_button("Join by address")
    st = c.wait(lambda s: any(w["class"] != "MainWindow" and w["exposed"] for w in s["windows"]), "the join dialog")
    joined = next(w["class"] for w in st["windows"] if w["class"] != "MainWindow")
    assert_reachable(c, st, joined, area)
    desktop.key("Escape")
