"""The table for a screen reader, on a real desktop (issue 22, what players of the peers ask for).

The client runs with the accessibility bus up (at-spi-bus-launcher on a private
session bus), as under a screen reader. A reader of our own
(``tests/desktop/atspi_read.py``, pyatspi, the library Orca is built on) reads the
tree: the felt is named and described, and the side panel's Table tab names the
hand card by card, the melds and the piles. Then T, pressed on the felt, must make
the client announce the table's state, which the reader hears.
"""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest

from .buses import SYSTEM_PYTHON, accessibility_bus, session_bus
from .client import ROOT, DesktopClient
from .deals import JOLLY_ROUND, practice
from .test_desktop_round import draw, start_practice, stage
from .xsession import wait_until

pytestmark = pytest.mark.desktop

SIZES = [pytest.param((1366, 768), id="1366x768"), pytest.param((1024, 640), id="1024x640"),
         pytest.param((1920, 1080), id="1920x1080")]


def read_tree(env: dict[str, str]) -> list[dict[str, Any]]:
    done = subprocess.run([SYSTEM_PYTHON, str(ROOT / "tests" / "desktop" / "atspi_read.py"), "dump"], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return list(json.loads(done.stdout))


def named(nodes: list[dict[str, Any]], text: str) -> list[dict[str, Any]]:
    return [n for n in nodes if text in (n["name"] or "")]


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
def test_a_screen_reader_reads_the_hand_the_melds_and_the_piles(desktop, start_client, tmp_path):
    with session_bus(tmp_path) as (address, _log), accessibility_bus(desktop, address, tmp_path) as a11y:
        c: DesktopClient = start_practice(start_client, practice(**JOLLY_ROUND), env=a11y)
        draw(c)
        stage(c, "7C 7D 7H")
        reader_env = desktop.env(**a11y)
        nodes = wait_until(lambda: (got := read_tree(reader_env)) and named(got, "Your hand") and got,
                           "the hand in the accessibility tree", 60)
        (tmp_path / "a11y-tree.json").write_text(json.dumps(nodes, indent=1), encoding="utf-8")
        felt = named(nodes, "Card table")
        assert felt and "Your hand" in felt[0]["description"], felt
        for words in ("Your hand: 11 cards", "9 of spades", "joker", "Being laid by you",
                      "7 of clubs, 7 of diamonds, 7 of hearts", "Discard pile", "Stock: ", "Other players",
                      "Bruno: 13 cards"):
            assert named(nodes, words), f"nothing in the accessibility tree says {words!r}"
        c.screenshot("screen-reader-tree")
        listener = subprocess.Popen([SYSTEM_PYTHON, str(ROOT / "tests" / "desktop" / "atspi_read.py"), "listen",
                                     "30"], env=reader_env, stdout=subprocess.PIPE, text=True)
        try:
            assert listener.stdout is not None
            assert json.loads(listener.stdout.readline())["type"] == "listening"
            c.x.click(*_felt_spot(c))                       # the keyboard on the felt, then T
            desktop.key("t")
            heard = [json.loads(listener.stdout.readline()) for _ in range(1)]
            while not any(h["type"].startswith("object:announcement") for h in heard):
                heard.append(json.loads(listener.stdout.readline()))
            said = next(h for h in heard if h["type"].startswith("object:announcement"))["text"]
            assert "Your hand" in said and "Stock" in said, said
        finally:
            listener.terminate()
            listener.wait(10)


def _felt_spot(c: DesktopClient) -> tuple[int, int]:
    """An empty spot of felt (between the piles and the melds) to click for the keyboard."""
    st = c.wait(c.settled, "the table to settle")
    x, y, w, h = c.table(st)["viewport"]
    return x + w // 2, y + h // 3
