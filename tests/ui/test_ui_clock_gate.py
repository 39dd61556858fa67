"""The move timer (issue 22 item 2): "Your turn" and the clock start together, once the felt
shows how the turn came; the bar is the table's turn length; the time bank shows after it."""

from __future__ import annotations

from lanjolly import JOLLY
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.table_demo import idle, make_table
from ui.table.panel import SidePanel


def test_your_turn_and_the_clock_wait_for_the_felt_then_start_together(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=1, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    qtbot.waitUntil(lambda: w.panel.turn_label.text() == "Bruno's turn", timeout=5000)
    w.scene.anim_ms = 400                          # the bot's discard flies for 0.4 s
    seen: list[tuple[str, bool, str]] = []          # the turn words, the felt moving, the status line
    s.bot_delay_ms = 1
    s._bot_timer.start(1)                          # Bruno moves now

    def sample() -> bool:
        seen.append((w.panel.turn_label.text(), w.scene.is_animating(), w.status_line()))
        return w.panel.turn_label.text() == "Your turn" and not w.scene.is_animating()
    qtbot.waitUntil(sample, timeout=10_000)
    first = next(i for i, (label, _, _) in enumerate(seen) if label == "Your turn")
    assert not seen[first][1], f"'Your turn' while the felt still moved: {seen[:first + 1]}"
    assert any(moving for _, moving, _ in seen[:first]), "the test saw no move on the felt"
    assert w.panel.timer_bar.value() >= 990, "the bar had run before the table said it was the player's turn"
    early = [status for _, _, status in seen[:first] if status.startswith("Your turn")]
    assert not early, f"the status line said it was the player's turn before the clock: {early[:1]}"


def test_the_bar_is_the_tables_turn_length_and_the_bank_follows_it(qtbot):
    p = SidePanel()
    qtbot.addWidget(p)
    p.show()
    p.start_countdown(30_000 + 500 + 30_000, 30_000, 30_000, 30_000)    # the show, the turn, the bank
    assert p.timer_label.text() == "0:30" and p.timer_bar.value() == 1000
    assert p.bank_label.isVisible() and p.bank_label.text() == "Time bank 0:30"
    assert p.timer_bar.property("bank") is not True
    p.start_countdown(12_000, 30_000, 12_000, 30_000)                   # the turn's own time is up
    assert p.timer_label.text() == "0:12" and 390 <= p.timer_bar.value() <= 400
    assert p.timer_bar.property("bank") is True and p.bank_label.property("bank") is True
    assert p.timer_bar.property("urgent") is False
    p.start_countdown(8_000, 30_000, -1, 0)                            # no bank at this table
    assert not p.bank_label.isVisible() and p.timer_bar.property("urgent") is True


def test_the_turn_arrow_and_the_lit_plate_move_on_once_the_felt_is_still(qtbot):
    """Like the turn's words and clock: while Bruno's discard flies the arrow still points at him
    and his plate is lit; the player's plate lights (and the arrow goes) once the felt is still.
    Before, both switched the moment the view came, seen on a real desktop (issue 22)."""
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=1, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    qtbot.waitUntil(lambda: w.panel.turn_label.text() == "Bruno's turn", timeout=5000)
    assert w.scene.turn_arrow.isVisible() and w.scene.seat_items[1].info.current
    w.scene.anim_ms = 400
    seen: list[tuple[bool, bool, bool, bool]] = []   # moving, arrow shown, Bruno lit, the player lit
    s.bot_delay_ms = 1
    s._bot_timer.start(1)

    def sample() -> bool:
        seen.append((w.scene.is_animating(), w.scene.turn_arrow.isVisible(), w.scene.seat_items[1].info.current,
                     w.scene.my_plate.my_turn))
        return w.scene.my_plate.my_turn and not w.scene.is_animating()
    qtbot.waitUntil(sample, timeout=10_000)
    moving = [x for x in seen if x[0]]
    assert moving, "the test saw no move on the felt"
    assert all(arrow and bruno and not me for _, arrow, bruno, me in moving), \
        f"the turn moved on while the felt still moved: {moving[:3]}"
    assert not w.scene.turn_arrow.isVisible() and not w.scene.seat_items[1].info.current
