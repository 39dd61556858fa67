"""Issue 22 item 14 on a real desktop, in Portuguese: the new-meld slot says "nova combinação"
whole, a click on a joker says how to discard it, and Game ▸ Leave table during a match
asks first (Stay keeps the player at the table).
"""

from __future__ import annotations

import pytest

from .client import DesktopClient
from .deals import JOLLY_ROUND, practice
from .test_desktop_round import draw
from .test_desktop_watch_panel import SIZES

pytestmark = pytest.mark.desktop


@pytest.mark.parametrize("desktop", SIZES, indirect=True)
def test_slot_word_joker_hint_and_leave_question_in_portuguese(desktop, start_client):
    c: DesktopClient = start_client(practice=practice(**JOLLY_ROUND), language="pt_PT")
    c.main_window_id()
    c.click_button("\u25b6  Jogar já")
    c.click_button("Jogar", cls="PlayNowDialog")
    c.wait_table(lambda t: t["view"]["seat"] == 0, "the practice table")
    draw(c)
    st = c.wait(c.settled, "the table to settle")
    slot = c.table(st)["layout"]["new_meld_slot"]
    assert slot[2] >= 80, f"the new-meld slot is {slot[2]} px wide: too narrow for 'combinação'"
    c.screenshot("new-meld-slot-pt")
    joker = c.in_hand(st, "JK")
    c.click_card(joker)
    st = c.wait_table(lambda t: t["toast"] and "arraste" in t["toast"]["text"], "the joker's hint")
    assert joker in c.table(st)["view"]["hand"]
    c.screenshot("joker-click-pt")
    c.menu("Jogo", "Sair da mesa")
    st = c.wait(lambda s: (w := c.window(s, "QMessageBox")) is not None and w["exposed"], "the question")
    assert c.window(st, "QMessageBox")["title"] == "Sair do jogo?"
    c.screenshot("leave-question-pt")
    c.click_button("Ficar", cls="QMessageBox")
    st = c.wait(lambda s: c.window(s, "QMessageBox") is None, "the question closed")
    assert c.table(st).get("view") is not None and st["main"]["page"] == "TableWidget"
