"""Play now and a whole Jolly round by real drags, on a real desktop (issue 22).

The player opens Play now, and the practice table deals an arranged round
(``deals.JOLLY_ROUND``): an opening staged card by card and laid with the Lay
cards button, discards by drag, a lay-off, a joker swap, the joker laid on,
a new meld, and going out. After each move the table must be whole
(``table_checks``): every card where the layout puts it, melds inside their
blocks (issue 22 item 1).
"""

from __future__ import annotations

from typing import Any

import pytest

from .client import DesktopClient, centre, inside
from .deals import JOLLY_ROUND, practice
from .table_checks import assert_whole

pytestmark = pytest.mark.desktop


def start_practice(start_client: Any, spec: dict[str, Any], game: str = "Jolly", **kwargs: Any) -> DesktopClient:
    """The client at an arranged practice table of ``game`` (Play now's choice), the deal on the felt."""
    c: DesktopClient = start_client(practice=spec, **kwargs)
    c.main_window_id()
    c.click_button("\u25b6  Play now")
    if game != "Jolly":
        c.choose("PlayNowDialog", "Jolly", game)
    c.click_button("Play", cls="PlayNowDialog")
    c.wait_table(lambda t: t["view"]["seat"] == 0, "the practice table")
    return c


def targets(t: dict[str, Any]) -> dict[str, Any]:
    """The drop targets that must keep still while a player stages (issue 22 item 7)."""
    lay = t["layout"]
    return {"slot": lay["new_meld_slot"], "melds": lay["melds"], "zones": lay["zones"],
            "staged starts": [r[:2] for r in lay["staged"]]}


def stage(c: DesktopClient, faces: str, new: bool = True) -> None:
    """Drag each card into the staging area: the first into the new-meld slot, the rest onto it;
    no drop target may move meanwhile."""
    for i, face in enumerate(faces.split()):
        st = c.wait(c.settled, "the table to settle")
        before = targets(c.table(st))
        card = c.in_hand(st, face)
        k = len(c.table(st)["staged"])
        if i == 0 and new:
            c.drag_card(card, lambda t: t["layout"]["new_meld_slot"], f"{face} into the new-meld slot")
        else:
            c.drag_card(card, lambda t: t["layout"]["staged"][k - 1], f"{face} onto the staged meld")
        st = c.wait(lambda s, card=card: any(card in m for m in c.table(s)["staged"]) and c.settled(s),
                    f"{face} staged")
        after = targets(c.table(st))
        after["staged starts"] = after["staged starts"][:len(before["staged starts"])]
        assert after == before, f"staging {face} moved drop targets: {before} -> {after}"


def lay_staged(c: DesktopClient) -> dict[str, Any]:
    st = c.wait(c.settled, "the table to settle")
    staged = {x for m in c.table(st)["staged"] for x in m}
    c.click_button("Lay cards (")
    st = c.wait(lambda s: staged <= {x for m in c.table(s)["view"]["melds"].values() for x in m}
                and not c.table(s)["staged"], "the staged melds on the table")
    return c.wait(c.settled, "the table to settle after the lay")


def lay_off(c: DesktopClient, face: str, onto: str, end: str = "high") -> None:
    st = c.wait(c.settled, "the table to settle")
    card, meld = c.in_hand(st, face), c.meld_with(st, onto)

    def spot(t: dict[str, Any]) -> tuple[int, int]:
        x, y, w, h = t["layout"]["melds"][meld]
        return (x + w - max(4, w // 8), y + h // 2) if end == "high" else (x + max(4, w // 8), y + h // 2)
    c.drag_card(card, spot, f"{face} onto the meld with {onto}")
    c.wait(lambda s: card in c.table(s)["view"]["melds"][meld], f"{face} laid off")


def discard_by_drag(c: DesktopClient, face: str) -> None:
    st = c.wait(c.settled, "the table to settle")
    card = c.in_hand(st, face)
    c.drag_card(card, lambda t: t["layout"]["discard_zone"], f"{face} to the discard pile")
    c.wait(lambda s: card in c.table(s)["view"]["discard"], f"{face} on the discard pile")


def draw(c: DesktopClient) -> None:
    c.my_turn("draw")
    c.click_stock()
    c.my_turn("play")


@pytest.mark.parametrize("desktop", [(1366, 768), (1024, 640), (1920, 1080)], indirect=True)
def test_play_now_a_whole_jolly_round_by_real_drags(desktop, start_client):
    c = start_practice(start_client, practice(**JOLLY_ROUND))
    draw(c)
    stage(c, "7C 7D 7H")
    stage(c, "8S JK 10S")
    c.screenshot("opening-staged")
    st = lay_staged(c)
    c.screenshot("opening-laid")
    assert_whole(c.table(st), "after the opening lay")
    discard_by_drag(c, "KC")
    assert_whole(c.table(c.wait(c.settled, "the table to settle")), "after the discard")

    draw(c)
    lay_off(c, "JS", "10S")
    st = c.wait(c.settled, "the table to settle")
    nine, run = c.in_hand(st, "9S"), c.meld_with(st, "8S")
    joker = c.find(c.table(st)["view"]["melds"][run], "JK")
    c.drag_card(nine, lambda t: t["cards"][str(joker)]["grab"], "9S onto the joker")
    st = c.wait(lambda s: joker in c.table(s)["view"]["hand"], "the joker back in the hand")
    assert nine in c.table(st)["view"]["melds"][run]
    lay_off(c, "JK", "7C")
    stage(c, "2D 3D 4D")
    lay_staged(c)
    discard_by_drag(c, "2C")
    assert_whole(c.table(c.wait(c.settled, "the table to settle")), "after the second turn")

    draw(c)
    lay_off(c, "5D", "4D")
    lay_off(c, "6D", "4D")
    st = c.wait(c.settled, "the table to settle")
    c.x.click(*c.grab(st, c.in_hand(st, "9C")))          # a click discards
    st = c.wait_table(lambda t: t["view"]["phase"] == "over", "the round to end")
    c.screenshot("round-over")
    assert c.button(st, "Next") is not None
    open_the_replay(c, desktop)


def open_the_replay(c: DesktopClient, desktop: Any) -> None:
    """The score sheet's Replay round opens the replay inside the screen (issue 22 item 3)."""
    c.click_button("Score sheet")
    st = c.wait(lambda s: (w := c.window(s, "ScoreSheet")) is not None and w["table_rows"]
                and w["table_rows"][0], "the score sheet")
    c.x.click(*centre(c.window(st, "ScoreSheet")["table_rows"][0][0]))
    c.click_button("Replay round", cls="ScoreSheet")
    st = c.wait(lambda s: (w := c.window(s, "ReplayWindow")) is not None and w["exposed"], "the replay window")
    c.screenshot("replay")
    area = desktop.work_area()
    replay = c.window(st, "ReplayWindow")
    assert inside(replay["frame"], area), f"the replay window {replay['frame']} is not inside {area}"
    for b in replay["buttons"]:
        assert inside(b["rect"], area), f"the replay's {b['text']!r} is off the screen: {b['rect']}"
