"""Playing through the table with real mouse clicks and drags on the view's viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from lanjolly import JOLLY, ROMME, parse_cards
from lanjolly.cards import is_joker
from lanjolly.round import Phase
from tests.engine.build import position
from tests.ui.table_demo import card_point, click_at, click_card, drag_to, idle, make_table
from ui.table.hand_order import suit_key
from tests.ui.local_session import LocalEngineSession
from ui.table.scene import DISCARD, HAND, MELD
from ui.table.table_widget import TableWidget

NAMES2 = ["Anna", "Bruno"]




def ids(text: str, exclude=()):
    return parse_cards(text, exclude=list(exclude))


def test_draw_then_stage_take_back_and_lay_the_opening(qtbot):
    state = position(JOLLY, hands=("QH KH AH 8C 8D 8S 2C 5D 9S 3H 4C 6D JS", "2S 3S 4S 5S 6S"),
                     current=0, phase=Phase.DRAW, turn_no=2)
    w, s = make_table(qtbot, state)
    assert not w.lay_button.isEnabled()                 # greyed until a lay is possible now
    assert not w.scene.hint_lines.cards                 # ... and no blue line in the draw phase
    click_at(w, w.view.mapFromScene(w.scene.stock.mapToScene(w.scene.stock.card_rect().center())))
    assert s.state.phase is Phase.PLAY and len(s.state.hands[0]) == 14
    idle(qtbot, w)
    assert w.lay_button.isEnabled()
    eights = set(ids("8C 8D 8S"))
    assert eights <= set(w.scene.hint_lines.cards)

    qtbot.mouseClick(w.lay_button, Qt.MouseButton.LeftButton)   # before opening: stage the hint
    idle(qtbot, w)
    assert w.staging and not s.state.melds
    assert w.staging.total(JOLLY) == 54
    assert "Opening: 54 / 40" == w.scene.zone_frames[0].caption_right
    staged_eight = next(c for c in w.staging.cards() if c in eights)
    click_card(w, staged_eight)                          # take one card back
    idle(qtbot, w)
    assert w.scene.role_of(staged_eight) == HAND
    assert not w.lay_button.isEnabled()                  # 30 + (8 8 no meld) is not enough
    assert "at least 3" in w.status_line() or "40" in w.status_line()
    # put it back by dragging it onto the staged eights
    other = next(c for c in w.staging.cards() if c in eights)
    target = w.scene.card_item(other).sceneBoundingRect().center()
    drag_to(w, card_point(w, staged_eight), w.view.mapFromScene(target))
    idle(qtbot, w)
    assert w.lay_button.isEnabled() and w.lay_button.text() == "Lay cards (54)"
    qtbot.mouseClick(w.lay_button, Qt.MouseButton.LeftButton)
    idle(qtbot, w)
    assert len(s.state.melds) == 2 and s.state.opened(0)
    assert all(w.scene.role_of(c) == MELD for c in eights)


def test_click_discards_but_never_a_joker_which_goes_by_drag(qtbot):
    state = position(JOLLY, hands=("JK 2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY)
    w, s = make_table(qtbot, state)
    joker = next(c for c in s.state.hands[0] if is_joker(c))
    click_card(w, joker)
    assert joker in s.state.hands[0] and not s.state.discard
    zone = w.scene.layout.discard_zone.center()
    drag_to(w, card_point(w, joker), w.view.mapFromScene(zone))
    assert s.state.discard == (joker,)
    assert s.state.current == 1


def test_click_a_card_to_discard(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY)
    w, s = make_table(qtbot, state)
    card = ids("9S")[0]
    click_card(w, card)
    assert s.state.discard == (card,)
    idle(qtbot, w)
    assert w.scene.role_of(card) == DISCARD


def test_lay_off_with_end_arrows_swap_and_an_illegal_drop_that_returns(qtbot):
    state = position(JOLLY, hands=("8H 10C KD 2D 2S 4C", "2S 3S 4S 5S 6S"),
                     melds=[(1, "5H 6H 7H"), (1, "9C JK JC")], current=0, phase=Phase.PLAY,
                     opened=(0, 1))
    w, s = make_table(qtbot, state)
    eight, ten, king = ids("8H 10C KD", exclude=[c for m in state.melds for c in m.cards])
    # lay off 8H at the high end of 5-6-7H; the green arrow shows while dragging
    seen = {}
    high = w.scene.layout.meld_rects[0]
    drag_to(w, card_point(w, eight), w.view.mapFromScene(high.center()),
            before_release=lambda: seen.setdefault("arrows", len(w.scene.end_arrows)))
    assert seen["arrows"] == 1
    assert not w.scene.end_arrows
    assert s.state.melds[0].cards[-1] == eight
    idle(qtbot, w)
    # swap: 10C dropped on the joker of 9C JK JC frees it
    joker = s.state.melds[1].cards[1]
    jpos = w.scene.card_item(joker).mapToScene(QPointF(w.scene.card_item(joker).card_width * 0.25,
                                                       w.scene.card_item(joker).card_height * 0.5))
    drag_to(w, card_point(w, ten), w.view.mapFromScene(jpos))
    assert joker in s.state.hands[0] and ten in s.state.melds[1].cards
    idle(qtbot, w)
    # KD fits nowhere: it slides back and the engine's sentence is shown
    before = s.state
    home = w.scene.placements[king].pos
    drag_to(w, card_point(w, king), w.view.mapFromScene(w.scene.layout.meld_rects[0].center()))
    assert s.state is before
    assert "does not fit" in w.status_line()
    idle(qtbot, w)
    assert (w.scene.card_item(king).pos() - home).manhattanLength() < 1.0


def test_taking_from_the_discard_row(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), discard="3C 4C 5C",
                     current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    bottom = state.discard[0]
    click_card(w, bottom, fx=0.2)
    assert s.state.phase is Phase.DRAW                       # nothing sent
    assert "after your opening" in w.status_line()


def test_jolly_takes_the_clicked_card_and_all_after_it_once_opened(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), discard="3C 4C 5C",
                     melds=[(0, "8H 9H 10H")], current=0, phase=Phase.DRAW, opened=(0,))
    w, s = make_table(qtbot, state)
    click_card(w, state.discard[1], fx=0.2)
    assert s.state.discard == state.discard[:1]
    assert set(state.discard[1:]) <= set(s.state.hands[0])


def test_romme_takes_only_the_top_discard(qtbot):
    state = position(ROMME, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), discard="3C 4C 5C",
                     current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state, variant=ROMME)
    click_card(w, state.discard[0], fx=0.2)
    assert s.state.phase is Phase.DRAW and "top card" in w.status_line()
    click_card(w, state.discard[-1], fx=0.5)
    assert s.state.hands[0][-1] == state.discard[-1]


def test_sort_buttons_and_dragging_within_the_hand_during_another_turn(qtbot):
    state = position(JOLLY, hands=("KS 2H 7C QD 3S", "2S 3S 4S 5S 6S"), current=1, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    before = s.state
    qtbot.mouseClick(w.panel.sort_suit_button, Qt.MouseButton.LeftButton)
    assert w.hand.cards == tuple(ids("7C QD 2H 3S KS"))
    idle(qtbot, w)
    qtbot.mouseClick(w.panel.sort_rank_button, Qt.MouseButton.LeftButton)
    assert w.hand.cards == tuple(ids("2H 3S 7C QD KS"))
    idle(qtbot, w)
    first = w.hand.cards[0]
    last_item = w.scene.card_item(w.hand.cards[-1])
    right = last_item.mapToScene(QPointF(last_item.card_width * 0.9, last_item.card_height * 0.5))
    drag_to(w, card_point(w, first), w.view.mapFromScene(right))
    assert w.hand.cards[-1] == first
    assert s.state is before                            # local only: nothing was sent (RULES.md §26)
    idle(qtbot, w)
    xs = [w.scene.card_item(c).pos().x() for c in w.hand.cards]
    assert xs == sorted(xs)


def test_keyboard_draw_select_discard_and_sort(qtbot):
    state = position(JOLLY, hands=("KS 2H 7C QD 3S", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_D)
    assert s.state.phase is Phase.PLAY
    idle(qtbot, w)
    QTest.keyClick(w.view, Qt.Key.Key_S)
    assert list(w.hand.cards) == sorted(w.hand.cards, key=suit_key)
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    chosen = w.focus_card
    assert chosen == w.hand.cards[1] and w.scene.card_item(chosen).picked
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert s.state.discard == (chosen,)


def test_knock_button_in_romme(qtbot):
    variant = ROMME.with_options(knock=True)
    state = position(variant, hands=("2C 5D 9S 3H", "2S 3S 4S 5S", "7D 8D 9D 10D"), discard="KH",
                     current=2, phase=Phase.DRAW, knock_open=True, last_discarder=1)
    w, s = make_table(qtbot, state, variant=variant, names=["Anna", "Bruno", "Carla"])
    assert w.knock_button.isVisible() and w.knock_button.isEnabled()
    qtbot.mouseClick(w.knock_button, Qt.MouseButton.LeftButton)
    assert s.state.current == 0 and len(s.state.hands[0]) == 7


def test_chat_shows_plain_text_only(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    s.chat.emit("Bruno", "<b>bold</b> <img src=x>")
    text = w.panel.chat.plain_text()
    assert "Bruno: <b>bold</b> <img src=x>" in text
    w.panel.chat.entry.setText("hello there")
    QTest.keyClick(w.panel.chat.entry, Qt.Key.Key_Return)
    assert "Anna: hello there" in w.panel.chat.plain_text()


def test_connection_banner_and_timer(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state)
    s.connection.emit("reconnecting")
    assert w.banner.isVisible() and "reconnect" in w.banner.text()
    s.connection.emit("connected")
    assert not w.banner.isVisible()
    s.timer.emit(42_000)
    assert w.panel.timer_label.text() in ("0:42", "0:41")
    # The turn is still on at a table with a limit, and no clock runs: its time ran out and its
    # least turn is awaited (from the player's own machine at a blind table): time is up, not "–".
    s.timer.emit(-1)
    assert w.panel.timer_label.text() == "0:00" and w.panel.timer_bar.value() == 0
    w.panel.stop_countdown()                # the round is over: no clock at all
    assert w.panel.timer_label.text() == "\u2013"


def test_no_limit_is_said_only_at_a_table_without_one(qtbot):
    variant = JOLLY.with_options(turn_seconds=0)
    state = position(variant, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    w, s = make_table(qtbot, state, variant=variant)
    s.timer.emit(-1)
    assert w.panel.timer_label.text() == "no limit"


def test_romme_round_end_shows_leave_and_a_red_x_for_the_eliminated(qtbot):
    variant = ROMME.with_options(target_points=50)
    # Bruno goes out with his last discard; Anna holds 80 penalty points and is over the limit
    state = position(variant, hands=("KS KH KD KC JK 10S", "2S 3S 4S 5S"),
                     melds=[(1, "7H 8H 9H")], current=1, phase=Phase.PLAY, opened=(1,))
    w, s = make_table(qtbot, state, variant=variant, bot_delay_ms=1)
    qtbot.waitUntil(lambda: s.state.over, timeout=5000)
    idle(qtbot, w)
    assert s.eliminated[0] and w.leave_button.isVisible()
    assert w.scene.seat_items[1].eliminated is False
    row = next(r for r in w.scene.board.rows if r["seat"] == 0)
    assert row["eliminated"] and row["points"] == 80
    left = []
    w.left.connect(lambda: left.append(True))
    qtbot.mouseClick(w.leave_button, Qt.MouseButton.LeftButton)
    assert left == [True]


def test_four_colour_deck_from_settings(qtbot, tmp_path):
    from ui.settings import Settings
    settings = Settings.at_path(str(tmp_path / "s.ini"))
    settings.four_colour = True
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    session = LocalEngineSession(JOLLY, NAMES2, 0, state=state, bot_delay_ms=60_000)
    w = TableWidget(session, settings)
    qtbot.addWidget(w)
    w.resize(1000, 700)
    session.start()
    assert all(it._four_colour for it in w.scene.cards.values())
    w.set_four_colour(False)
    assert not any(it._four_colour for it in w.scene.cards.values())


def test_the_panel_follows_the_table_info_that_arrives_after_the_table_opened(qtbot):
    """A table opened by an invite link is built before the host's table info arrives: the
    panel's line (players, and a table hiding cards from its host) follows the seats' update.
    On the old wiring the panel kept '1 player' and no blind mark."""
    from tests.ui.table_demo import midround_state
    from ui.table.session import SeatInfo
    w, session = make_table(qtbot, midround_state(JOLLY, seats=3))
    session.blind = True
    session.set_seats(SeatInfo(["Anna", "Bruno", "Chiara"], 0, "Friday table"))
    assert w.panel.title.text() == "Friday table"
    assert "3 players" in w.panel.rules.text() and "cards hidden from the host" in w.panel.rules.text()
