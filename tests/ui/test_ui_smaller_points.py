"""Issue 22 item 14, the smaller points, each as a player met it (offscreen).

Leave table during a match asked nothing; a lay-off at a run's low end was credited
to the wrong player's meld; Rommé's draw hint described Jolly's discard row; Invite
on a practice table offered a link and then said nobody could join; "nova
combinação" was clipped in the new-meld slot; Play now forgot the last length; the
rules window cited RULES.md; clicking a joker to discard said nothing; Rommé's
round-end badges disagreed in sign with the board; the side panel did not grow.
(The replay's points, a refused record's button and the export's file name:
test_ui_replay_words.py.)
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLineEdit, QMessageBox

from lanjolly import JOLLY, ROMME
from lanjolly.actions import Discard, LayOff
from lanjolly.melds import End
from lanjolly.round import Phase
from protocol.identity import Identity
from tests.engine.build import position
from tests.ui.table_demo import idle, make_table
from tests.ui.test_ui_app import qloop, run, until  # noqa: F401  (the qasync loop fixture)
from ui import theme
from ui.main_window import MainWindow
from ui.settings import Settings


def _box(window) -> QMessageBox | None:
    return next((b for b in window.findChildren(QMessageBox) if b.isVisible()), None)


def test_leave_table_during_a_match_asks_first(qtbot, qloop):
    window = MainWindow(Settings(), "Tess", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    window.show()

    async def scenario():
        await window.play_now()
        await until(lambda: window.table is not None and window.table.current_view is not None, what="the deal")
        window.leave_action.trigger()
        await until(lambda: _box(window) is not None, what="the question")
        box = _box(window)
        assert "Leave the match?" == box.windowTitle() and window.client is not None
        next(b for b in box.buttons() if b.text() == "Stay").click()
        await until(lambda: _box(window) is None, what="the question to close")
        assert window.client is not None and window.table is not None      # still seated
        window.leave_action.trigger()
        await until(lambda: _box(window) is not None, what="the question again")
        next(b for b in _box(window).buttons() if b.text() == "Leave").click()
        await until(lambda: window.client is None and window.stack.currentWidget() is window.lobby,
                    what="leaving, back in the lobby")
        await window.shutdown()

    run(qloop, scenario())


def test_a_lay_off_at_a_runs_low_end_is_credited_to_the_runs_player(qtbot):
    state = position(JOLLY, hands=("4H 9C KD 2S", "2D 3S 8C QD"), melds=[(1, "5H 6H 7H")],
                     current=0, phase=Phase.PLAY, opened=(0, 1))
    w, s = make_table(qtbot, state)
    four = state.hands[0][0]
    s.send_action(LayOff(0, four, 0, End.LOW))
    idle(qtbot, w)
    last = w.panel.history.lines()[-1]
    assert last.startswith("Anna added 4♥") and last.endswith("(Bruno's meld)"), last


def test_rommes_draw_hint_speaks_of_the_top_discard_only(qtbot):
    state = position(ROMME, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), discard="3C 4C 5C",
                     current=0, phase=Phase.DRAW)
    w, _ = make_table(qtbot, state, ROMME)
    text = w.guidance_text()
    assert "top discard" in text and "k-th" not in text and "1\u20139" not in text, text


def test_invite_on_a_practice_table_offers_no_link(qtbot, qloop):
    window = MainWindow(Settings(), "Tess", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)

    async def scenario():
        await window.play_now()
        await until(lambda: window.table is not None, what="the table")
        window._invite()
        dlg = window.invite_dialog
        links = [e.text() for e in dlg.findChildren(QLineEdit) if e.isVisibleTo(dlg)]
        assert not any(t.startswith("lanjolly://") for t in links), links
        assert "nobody else can join" in dlg.note.text()
        dlg.close()
        await window.shutdown()

    run(qloop, scenario())


def test_the_new_meld_slot_says_its_word_whole_in_portuguese(qtbot):
    from ui.i18n import ENGLISH, install
    install("pt_PT")
    try:
        state = position(JOLLY, hands=("7C 7D 7H 8S 9S 10S 2D", "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY)
        w, _ = make_table(qtbot, state, size=(1024 - 260, 640 - 110))
        slot = w.scene.slot_frame
        assert slot.caption == "nova combinação"
        w.view.viewport().grab()                          # paint it
        rect = slot.rect().adjusted(2, 2, -2, -2)
        font = theme.ui_font(getattr(slot, "drawn_px", 11), bold=True)     # the old code drew 11 px at least
        got = QFontMetricsF(font).boundingRect(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                                               slot.caption)
        assert got.width() <= rect.width() + 0.5 and got.height() <= rect.height() + 0.5, (got, rect)
    finally:
        install(ENGLISH)


def test_play_now_remembers_the_game_and_the_length(qtbot, tmp_path):
    window = MainWindow(Settings.at_path(str(tmp_path / "s.ini")), "Tess", discovery=False,
                        identity=Identity.generate())
    qtbot.addWidget(window)
    started = []

    async def fake_play_now(variant=JOLLY, *a, **k):
        started.append(variant)
    window.play_now = fake_play_now
    window._spawn = lambda coro: coro.close()
    window._ask_play_now()
    dlg = window.play_now_dialog
    dlg.game.setCurrentIndex(dlg.game.findData("romme"))
    dlg.length.setCurrentIndex(dlg.length.findData(50))
    dlg.accept()
    window._ask_play_now()
    again = window.play_now_dialog
    assert again.game.currentData() == "romme" and again.length.currentData() == 50
    assert again.variant().target_points == 50 and not again.variant().positive_scoring
    again.reject()


def test_the_rules_window_cites_no_file_a_player_lacks(qtbot):
    from ui.rules_window import RulesWindow
    rules = RulesWindow("jolly")
    qtbot.addWidget(rules)
    for page in rules.pages.values():
        assert "RULES.md" not in page.toPlainText()


def test_clicking_a_joker_to_discard_says_how(qtbot):
    state = position(JOLLY, hands=("JK 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.PLAY)
    w, s = make_table(qtbot, state)
    joker = next(c for c in state.hands[0] if c >= 104)
    w.scene.card_item(joker).released.emit(joker, QPointF(), False)   # a press and release, no drag
    assert "drag" in w.status_line().lower() and "joker" in w.status_line().lower(), w.status_line()
    assert joker in s.state.hands[0]                                       # nothing was sent


def test_romme_round_end_badges_agree_with_the_board(qtbot):
    state = position(ROMME, hands=("KC", "5D 9S 3H QC"), melds=[(0, "7C 7D 7H"), (1, "2S 3S 4S")],
                     discard="8D", current=0, phase=Phase.PLAY, opened=(0, 1))
    w, s = make_table(qtbot, state, ROMME, size=(1366, 700))
    s.send_action(Discard(0, state.hands[0][0]))
    qtbot.waitUntil(lambda: w.current_view is not None and w.current_view.phase == Phase.OVER, timeout=5000)
    w.toggle_board()                                   # the felt, where the board's hand sits in the fan
    board = w.scene.board
    bruno = next(r for r in board.rows if r["seat"] == 1)
    assert bruno["hand"] > 0
    texts = [it._badge_text(11, 200) for it in board.card_items()]
    assert texts and all(not t.startswith("-") for t in texts), texts
    assert sum(int(t) for t in texts) == bruno["points"]           # the badges add up to the penalty


def test_the_side_panel_grows_with_a_wide_window(qtbot):
    state = position(JOLLY, hands=("2C 5D 9S 3H", "2S 3S 4S 5S 6S"), current=0, phase=Phase.DRAW)
    w, _ = make_table(qtbot, state, size=(1920, 1040))
    assert w.panel.width() >= 1920 // 5 - 1
    w.resize(1024, 600)
    qtbot.waitUntil(lambda: w.panel.width() == 260, timeout=2000)


def test_a_jokers_round_end_badge_leaves_its_corner_word_readable(qtbot):
    from ui.widgets.card_item import CardItem
    joker = CardItem(104, height=120)
    joker.set_badge_strip(30)
    joker.set_points(7)
    letters_end = 0.035 + 5 * 0.085           # "JOKER" down the corner (ui/jokerart.py)
    assert joker.badge_scene_rect().top() >= letters_end * 120, joker.badge_scene_rect()
