"""Screenshots of the table for review (written only when LANJOLLY_SCREENSHOTS is set)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from lanjolly import JOLLY
from lanjolly.queries import layoff_targets
from tests.ui.table_demo import NAMES4, card_point, drag_to, make_table, midround_state
from ui.screenshots import save_screenshot
from ui.table.shadow import table_melds


def _table(qtbot, state):
    return make_table(qtbot, state, names=NAMES4, seed=3, size=(1400, 860))


def test_screenshot_mid_round_four_players(qtbot):
    state = midround_state(seed=11, phase="play")
    w, s = _table(qtbot, state)
    v = w.current_view
    assert len(v.melds) >= 4 and len(v.discard) == 6
    assert len(w.scene.zone_frames) >= 2                 # melds grouped by who laid them
    assert w.scene.turn_arrow.isVisible() is False       # my turn: the "!" instead
    assert w.scene.my_plate.my_turn
    w.sort_by_suit()
    qtbot.waitUntil(w.animations_idle, timeout=5000)
    assert save_screenshot(w, "table_mid_round") is None or True


def test_screenshot_drag_with_end_arrows(qtbot):
    def fits(state):
        hand = state.hands[0]
        return any(layoff_targets(c, state.melds) for c in hand)
    from tests.ui.table_demo import find_state
    state = find_state(lambda st: st.current == 0 and st.phase.value == "play" and st.opened(0)
                       and st.opened_turn[0] < st.turn_no and len(st.melds) >= 4 and fits(st),
                       seed=2)
    assert state is not None
    w, s = _table(qtbot, state)
    v = w.current_view
    card = next(c for c in v.hand if layoff_targets(c, table_melds(v)))
    meld_id, end = layoff_targets(card, table_melds(v))[0]
    target = w.scene.layout.meld_rects[meld_id].center() + QPointF(0, -w.scene.layout.meld_h * 0.9)
    seen = {}

    def shoot():
        qtbot.waitUntil(w.animations_idle, timeout=5000)
        seen["arrows"] = len(w.scene.end_arrows)
        save_screenshot(w, "table_drag_end_arrows")
    drag_to(w, card_point(w, card), w.view.mapFromScene(target), before_release=shoot)
    assert seen["arrows"] >= 1
