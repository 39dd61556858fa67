"""A player's own settings and a match to its end, on a real desktop (issue 22).

Play now, a one-round match (target 50) of the arranged Jolly round, by real clicks
and drags. Before it the player picks View ▸ Card size ▸ 150 % and View ▸
Four-colour deck: the hand's cards grow (as far as the screen allows) and the size is
remembered for the next start. While staging, the screenshots are also kept in
greyscale (``*-grey.png``) to judge that nothing is told by colour alone: the lay
hint's one line per combination (item 8), the ✓/✗ on staged melds, the taken-card
ring. At the end the match board steps aside for the final table and comes back
(item 11), and Player Info lists every player's record from this computer's history.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from .client import DesktopClient
from .deals import JOLLY_ROUND, practice
from .test_desktop_round import discard_by_drag, draw, lay_off, lay_staged, stage, start_practice
from .test_desktop_watch_panel import SIZES

pytestmark = pytest.mark.desktop


def pick(c: DesktopClient, menu: str, *path: str) -> None:
    """A menu of the menu bar, then each item of ``path`` (a submenu, then its item), by mouse."""
    c.menu(menu, path[0])
    for item in path[1:]:
        st = c.wait(lambda s, item=item: any(i["text"].replace("&", "") == item for m in s["menus"]
                                            for i in m["items"]), f"the menu item {item!r}")
        rect = next(i["rect"] for m in st["menus"] for i in m["items"] if i["text"].replace("&", "") == item)
        c.x.click(rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)


def hand_height(c: DesktopClient) -> int:
    st = c.wait(c.settled, "the table to settle")
    t = c.table(st)
    return max(t["cards"][str(x)]["rect"][3] for x in t["view"]["hand"])


def grey_shot(c: DesktopClient, name: str) -> None:
    path = c.screenshot(name)
    grey = path.with_name(path.stem + "-grey.png")
    c.x.run("convert", str(path), "-colorspace", "Gray", str(grey))
    extra = os.environ.get("LANJOLLY_SCREENSHOTS", "").strip()
    if extra:
        c.x.run("cp", str(grey), f"{extra}/desktop-{c.x.width}x{c.x.height}-{name}-grey.png")


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
def test_card_size_four_colours_a_match_to_its_end_and_everyones_record(desktop, start_client, tmp_path):
    home = tmp_path / "home"
    spec = practice(**{**JOLLY_ROUND, "variant_options": {"target_points": 50}})
    c = start_practice(start_client, spec, home=home)
    fitted = hand_height(c)
    pick(c, "View", "Card size", "150 %")
    pick(c, "View", "Four-colour deck")
    c.wait(lambda s: hand_height(c) > fitted, "bigger cards")
    bigger = hand_height(c)
    assert bigger >= fitted * 1.15, (fitted, bigger)
    assert bigger <= fitted * 1.5 + 2, (fitted, bigger)
    play_the_round(c)
    st = c.wait(lambda s: (w := c.window(s, "MainWindow")) is not None
                and c.table(s).get("match_end"), "the match board")
    c.screenshot("match-board")
    c.click_button("See the table")
    st = c.wait(lambda s: not c.table(s)["match_end"] and not c.table(s)["board"], "the final table")
    assert c.button(st, "Show results") is not None
    c.screenshot("final-table")
    c.click_button("Show results")
    c.wait(lambda s: c.table(s)["match_end"], "the match board again")
    records(c)
    c.stop()
    again = start_client(home=home)
    again.main_window_id()
    again.wait(lambda s: again.button(s, "\u25b6  Play now") is not None and again.quiet(), "the lobby")
    again.menu("View", "Card size")
    st = again.wait(lambda s: any(i["text"] == "150 %" and i["checked"] for m in s["menus"] for i in m["items"]),
                    "150 % remembered")
    assert st


def play_the_round(c: DesktopClient) -> None:
    """The arranged round (deals.JOLLY_ROUND) to its end, with greyscale screenshots while staging."""
    draw(c)
    stage(c, "7C 7D 7H")
    stage(c, "8S JK")                                    # two cards: not a meld yet, a ✗
    grey_shot(c, "staged-two-melds")
    stage(c, "10S", new=False)
    lay_staged(c)
    discard_by_drag(c, "KC")
    draw(c)
    lay_off(c, "JS", "10S")
    st = c.wait(c.settled, "the table to settle")
    nine, run = c.in_hand(st, "9S"), c.meld_with(st, "8S")
    joker = c.find(c.table(st)["view"]["melds"][run], "JK")
    c.drag_card(nine, lambda t: t["cards"][str(joker)]["grab"], "9S onto the joker")
    c.wait(lambda s: joker in c.table(s)["view"]["hand"], "the joker back in the hand")
    grey_shot(c, "hint-lines")
    lay_off(c, "JK", "7C")
    stage(c, "2D 3D 4D")
    lay_staged(c)
    discard_by_drag(c, "2C")
    draw(c)
    lay_off(c, "5D", "4D")
    lay_off(c, "6D", "4D")
    st = c.wait(c.settled, "the table to settle")
    c.x.click(*c.grab(st, c.in_hand(st, "9C")))


def records(c: DesktopClient) -> None:
    """Player Info lists each player at the table with this match in their record."""
    c.click_button("Player Info")
    st = c.wait(lambda s: (w := c.window(s, "PlayerInfoDialog")) is not None and w["exposed"]
                and w["table_texts"] and len(w["table_texts"][0]) >= 4, "Player Info's records")
    rows: list[list[str]] = c.window(st, "PlayerInfoDialog")["table_texts"][0]
    by_name: dict[str, Any] = {r[0]: r for r in rows}
    assert set(by_name) >= {"Tess", "Bruno", "Chiara", "Dario"}, rows
    assert by_name["Tess"][1:4] == ["Jolly", "1", "1"], rows          # one game, won
    assert by_name["Bruno"][1:4] == ["Jolly", "1", "0"], rows
    c.screenshot("player-info")
    c.x.key("Escape")
