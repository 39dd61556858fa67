"""Honest hints and clear feedback (issue 12, points 3-8, 13): contrast, refusals next to the
card, marks on taken cards, the clock on the plate, and every action from the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from lanjolly import JOLLY, ROMME, parse_cards
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.table_demo import card_point, click_card, drag_to, idle, make_table
from ui import theme


def ids(text: str, exclude=()):
    return parse_cards(text, exclude=list(exclude))


@pytest.mark.parametrize("fg,bg,what", theme.TEXT_PAIRS, ids=[p[2] for p in theme.TEXT_PAIRS])
def test_text_contrast_is_at_least_4_5(fg, bg, what):
    assert theme.contrast(fg, bg) >= 4.5, what


@pytest.mark.parametrize("fg,bg,what", theme.LINE_PAIRS, ids=[p[2] for p in theme.LINE_PAIRS])
def test_lines_and_markers_contrast_is_at_least_3(fg, bg, what):
    assert theme.contrast(fg, bg) >= 3.0, what


def test_the_old_blue_failed_and_the_ratio_is_wcag():
    from PySide6.QtGui import QColor
    assert theme.contrast(QColor("#1e88ff"), QColor("#1e6b3c")) == pytest.approx(1.87, abs=0.01)
    assert theme.contrast(QColor("white"), QColor("black")) == pytest.approx(21.0)


def test_an_arrow_only_where_the_engine_allows_it_now(qtbot):
    # opened this very turn: lay-offs start next turn, so no arrow (RULES.md §7)
    state = position(JOLLY, hands=("8H 10C KD 2D 2S 4C", "2S 3S 4S 5S 6S"),
                     melds=[(1, "5H 6H 7H")], current=0, phase=Phase.PLAY, opened=(1,))
    from dataclasses import replace
    state = replace(state, opened_turn=(state.turn_no, state.turn_no - 1))
    w, s = make_table(qtbot, state)
    eight = ids("8H", exclude=[c for m in state.melds for c in m.cards])[0]
    seen = {}
    target = w.view.mapFromScene(w.scene.layout.meld_rects[0].center())
    drag_to(w, card_point(w, eight), target, before_release=lambda: seen.setdefault("n", len(w.scene.end_arrows)))
    assert seen["n"] == 0
    assert s.state.melds[0].cards[-1] != eight                       # refused, nothing sent
    assert "next turn" in w.scene.toast.text or "turn" in w.scene.toast.text
    idle(qtbot, w)
    it = w.scene.card_item(eight)
    assert it.lift == 0.0 and it.zValue() < 1000 and not it.picked   # nothing left raised


def test_a_refusal_shows_next_to_the_card(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), discard="3C 4C 5C",
                     current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    bottom = state.discard[0]
    click_card(w, bottom, fx=0.2)
    toast = w.scene.toast
    assert toast.isVisible() and "opening" in toast.text
    card = w.scene.card_item(bottom).sceneBoundingRect()
    assert abs(toast.sceneBoundingRect().center().x() - card.center().x()) < 300
    assert abs(toast.sceneBoundingRect().center().y() - card.center().y()) < 200       # near it,
    assert not toast.sceneBoundingRect().intersects(card)                                  # not over it (issue 22 item 5)


def test_cards_taken_from_the_discard_pile_are_marked_and_hint_waits_for_play(qtbot):
    state = position(ROMME, hands=("2C 5D 9S 3H 8H 8S", "2S 3S 4S 5S 6S"), discard="8C",
                     current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state, variant=ROMME)
    assert not w.scene.hint_lines.cards                              # draw phase: no hint
    taken = state.discard[-1]
    click_card(w, taken, fx=0.5)
    idle(qtbot, w)
    assert w.scene.card_item(taken).marked
    assert not any(w.scene.card_item(c).marked for c in s.state.hands[0] if c != taken)
    assert not w.scene.hint_lines.cards                              # 24 < the opening 30


def test_the_clock_is_on_the_movers_plate_and_warns_in_the_last_ten_seconds(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=1, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    plate = w.scene.seat_items[1]
    s.timer.emit(42_000)
    assert plate._clock is not None and not plate.clock_urgent
    assert w.scene.my_plate._clock is None
    s.timer.emit(8_000)
    assert plate.clock_urgent
    assert w.panel.timer_label.property("urgent") is True


def test_the_last_ten_seconds_of_my_own_move_are_said_once_by_the_hand_with_a_beep(qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication
    beeps = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: beeps.append(True)))  # the system bell
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    warned = []
    w.move_clock.warned.connect(warned.append)
    s.timer.emit(42_000)
    assert warned == [] and w.scene.toast.text == "" and beeps == []
    s.timer.emit(9_000)                                              # the panel's clock passes 10 s
    assert len(warned) == 1 and 8_000 < warned[0] <= 9_000 and beeps == [True]
    toast = w.scene.toast
    assert toast.isVisible() and toast.text == "10 seconds left for your move!"
    hand_top = min(p.y() for p, _ in w.scene.layout.hand)
    box = toast.sceneBoundingRect()
    assert box.bottom() <= hand_top + 1 and abs(box.center().x() - w.scene.layout.width / 2) < 2
    s.timer.emit(7_000)                                              # a restarted clock: said once
    assert len(warned) == 1 and beeps == [True]
    assert w.scene.my_plate.clock_urgent


def test_no_ten_second_warning_on_another_players_move_nor_a_beep_with_sounds_off(qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication
    beeps = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: beeps.append(True)))
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=1, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    warned = []
    w.move_clock.warned.connect(warned.append)
    s.timer.emit(8_000)
    assert warned == [] and w.scene.toast.text == "" and w.scene.seat_items[1].clock_urgent
    mine = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    w2, s2 = make_table(qtbot, mine)
    w2.settings.sound = False
    try:
        s2.timer.emit(8_000)
        assert w2.scene.toast.text == "10 seconds left for your move!" and beeps == []
    finally:
        w2.settings.sound = True


def test_every_action_has_a_key(qtbot):
    state = position(JOLLY, hands=("KS 2H 7C QD 3S", "2S 3S 4S 5S 6S"), discard="4C 5C",
                     melds=[(0, "8H 9H 10H")], current=0, phase=Phase.DRAW, opened=(0,))
    w, s = make_table(qtbot, state)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_2)                             # take the top two discards
    assert set(state.discard) <= set(s.state.hands[0]) and s.state.phase is Phase.PLAY
    QTest.keyClick(w.view, Qt.Key.Key_M)
    assert w.panel.tabs.currentWidget() is w.panel.history
    QTest.keyClick(w.view, Qt.Key.Key_P)
    assert w.score_sheet.isVisible()
    w.score_sheet.close()
    asked = []
    w.player_info_requested.connect(lambda: asked.append(True))
    QTest.keyClick(w.view, Qt.Key.Key_I)
    assert asked == [True]
    QTest.keyClick(w.view, Qt.Key.Key_A)
    assert w.hand.cards[:3] == tuple(sorted(w.hand.cards[:3], key=lambda c: c)) or w.hint() is not None
    for b in w.bar.buttons():
        assert b.focusPolicy() & Qt.FocusPolicy.TabFocus
    for b in (w.panel.info_button, w.panel.sheet_button, w.panel.invite_button):
        assert b.focusPolicy() & Qt.FocusPolicy.TabFocus


@pytest.mark.parametrize("preference", ["rank", "suit", "dealt"])
def test_the_hand_is_sorted_at_the_deal_by_the_remembered_preference(qtbot, tmp_path, preference):
    from tests.ui.table_demo import find_state
    from ui.settings import Settings
    from ui.table.hand_order import rank_key, suit_key
    from tests.ui.local_session import LocalEngineSession
    from ui.table.table_widget import TableWidget
    settings = Settings.at_path(str(tmp_path / "s.ini"))
    settings.store.setValue("table/hand_sort", preference)
    dealt = find_state(lambda st: st.turn_no == 0 and st.current == 0, seed=5, max_tries=40)
    session = LocalEngineSession(JOLLY, ["Anna", "Bruno", "Chiara", "Dario"], 0, state=dealt, bot_delay_ms=60_000)
    w = TableWidget(session, settings)
    qtbot.addWidget(w)
    session.start()
    key = {"rank": rank_key, "suit": suit_key}.get(preference)
    if key is None:
        assert list(w.hand.cards) == list(dealt.hands[0])
    else:
        assert list(w.hand.cards) == sorted(dealt.hands[0], key=key)


def test_plates_show_what_was_laid_this_round(qtbot):
    state = position(JOLLY, hands=("QH KH AH 8C 8D 8S 2C 5D 9S", "2S 3S 4S 5S 6S"),
                     melds=[(1, "5H 6H 7H")], current=0, phase=Phase.PLAY, opened=(1,))
    w, s = make_table(qtbot, state)
    assert w.scene.seat_items[1].info.round_text == "laid 18"
    assert w.scene.my_plate.info.round_text == "laid 0"
    w.lay_cards()                                                    # stage the opening
    w.lay_cards()                                                    # and lay it
    idle(qtbot, w)
    assert s.state.opened(0)
    assert w.scene.my_plate.info.round_text == "laid 54"
