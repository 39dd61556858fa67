"""Windows on a real desktop (issue 22, item 3): the first start on a 1366x768 screen.

The window manager (openbox) places the window; the test reads where it really
is (the X server's own geometry, frame included) and where the lobby's buttons
are, and checks them against the work area a player can see.
"""

from __future__ import annotations

import pytest

from .client import inside
from .xsession import wait_until

pytestmark = pytest.mark.desktop


def test_the_first_start_on_a_1366x768_screen_opens_inside_the_screen(desktop, start_client):
    client = start_client()
    window = client.main_window_id()
    st = client.wait(lambda s: client.button(s, "\u25b6  Play now") is not None, "the lobby's Play now")
    client.screenshot("first-start")
    area = desktop.work_area()
    frame = desktop.frame_geometry(window)
    assert inside(list(frame), area), f"the window {frame} is larger than the screen's work area {area}"
    for text in ("\u25b6  Play now", "New Game", "Join"):
        button = client.button(st, text)
        assert button is not None and inside(button["rect"], area), f"{text!r} is off the screen: {button}"


def test_the_main_window_comes_back_at_the_size_and_place_it_was_left(desktop, start_client, tmp_path):
    home = tmp_path / "home"
    first = start_client(home=home)
    window = first.main_window_id()
    first.wait(lambda s: first.button(s, "\u25b6  Play now") is not None, "the lobby")
    desktop.run("xdotool", "windowsize", "--sync", window, "900", "560")
    desktop.run("xdotool", "windowmove", "--sync", window, "120", "90")
    left = first.wait(lambda s: first.window(s, "MainWindow")["geometry"][2:] == [900, 560]
                      and first.window(s, "MainWindow")["frame"][:2] != [0, 0], "the window resized and moved")
    where = first.window(left, "MainWindow")["geometry"]
    desktop.activate(window)
    # Alt+F4 acts on the window manager's focus, so both views must agree, or the key is lost
    wait_until(lambda: desktop.active_window() == window, "openbox to give the window the focus")
    first.wait(lambda s: first.window(s, "MainWindow")["active"], "the window has the focus")
    desktop.key("alt+F4")                           # openbox's close, as from the title bar
    if not first.exits_within(10.0):
        # Twice in clean-clone CI runs (never in dozens of runs by hand) openbox took no action on the
        # key although both it and the client had the window focused, and the client, which saves its
        # place as it closes, never got the close (no geometry in its settings). A player presses
        # again; so does the test, once, and only after openbox again names the window active.
        wait_until(lambda: desktop.active_window() == window, "openbox to still focus the window")
        desktop.key("alt+F4")
    assert first.wait_exit() == 0
    again = start_client(home=home)
    again.main_window_id()
    st = again.wait(lambda s: again.window(s, "MainWindow") is not None and again.button(s, "\u25b6  Play now"),
                    "the lobby again")
    assert again.window(st, "MainWindow")["geometry"] == where
