"""A whole seeded round against three bots, played only through the table's UI,
then the end-of-round display, the score sheet and the next deal."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from lanjolly import JOLLY
from lanjolly.cards import is_joker
from lanjolly.round import Phase
from tests.ui.table_demo import NAMES4, card_point, click_at, click_card, drag_to
from tests.ui.screenshots import save_screenshot
from tests.ui.local_session import LocalEngineSession
from ui.table.scene import HAND
from ui.table.shadow import precheck
from lanjolly.actions import Discard
from ui.table.table_widget import TableWidget


def _idle(qtbot, w):
    qtbot.waitUntil(w.animations_idle, timeout=5000)


def _play_my_turn(qtbot, w, s) -> None:
    stock = w.scene.stock
    click_at(w, w.view.mapFromScene(stock.mapToScene(stock.card_rect().center())))
    _idle(qtbot, w)
    if s.state.over:
        return
    assert s.state.phase is Phase.PLAY
    for _ in range(2):                              # stage (before opening), then lay
        if w.lay_button.isEnabled() and not s.state.over:
            qtbot.mouseClick(w.lay_button, Qt.MouseButton.LeftButton)
            _idle(qtbot, w)
    if s.state.over or s.state.current != 0:
        return
    w.take_back_all()
    _idle(qtbot, w)
    v = w.current_view
    for card in w.display_hand():
        if precheck(v, Discard(0, card)) is None:
            if is_joker(card):
                drag_to(w, card_point(w, card), w.view.mapFromScene(w.scene.layout.discard_zone.center()))
            else:
                click_card(w, card)
            return
    raise AssertionError("no card could be discarded")


def test_a_whole_round_through_the_ui_then_the_end_of_round_display(qtbot):
    variant = JOLLY.with_options(target_points=500)
    s = LocalEngineSession(variant, NAMES4, 0, seed=4, bot_delay_ms=1)
    w = TableWidget(s)
    qtbot.addWidget(w)
    w.scene.anim_ms = 15
    w.resize(1400, 860)
    w.show()
    qtbot.waitExposed(w)
    s.start()
    my_turns = 0
    while not (s.state.over):
        qtbot.waitUntil(lambda: s.state.over or (s.state.current == 0 and w.animations_idle()),
                        timeout=20_000)
        if s.state.over:
            break
        _play_my_turn(qtbot, w, s)
        my_turns += 1
        assert my_turns < 200
    _idle(qtbot, w)
    v = w.current_view
    assert v.phase == "over" and v.result is not None
    # every hand card and (Jolly) every laid card shows its points
    for c in v.hand:
        assert w.scene.card_item(c).points is not None
    for m in v.melds:
        for c, pts in zip(m.cards, m.points):
            assert w.scene.card_item(c).points == pts
    board = w.scene.board
    assert board.isVisible() and len(board.rows) == 4
    assert [r["points"] for r in board.rows] == list(v.result.points())
    assert all(it.points is not None for it in board.card_items())
    assert w.next_button.isVisible() and not w.lay_button.isVisible()
    w.set_verification(True, "Deal verified: every commitment matches the revealed seeds.")
    assert board.verification[0] is True
    save_screenshot(w, "table_round_over")
    qtbot.mouseClick(w.results_button, Qt.MouseButton.LeftButton)
    assert not board.isVisible()
    save_screenshot(w, "table_round_over_melds")
    qtbot.mouseClick(w.results_button, Qt.MouseButton.LeftButton)

    qtbot.mouseClick(w.panel.sheet_button, Qt.MouseButton.LeftButton)
    sheet = w.score_sheet
    assert sheet.table.rowCount() == 2 and sheet.table.columnCount() == 4
    assert sheet.totals == [p or 0 for p in v.result.points()]
    save_screenshot(sheet, "table_score_sheet")
    sheet.close()

    qtbot.mouseClick(w.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.current_view.round_no == 1, timeout=5000)
    assert not w.scene.board.isVisible()
    assert not any(it.points is not None for it in w.scene.cards.values())
