"""The edges of the app (issue 12, points 11-12, 15): an exception in a slot, the Invite
dialog with nobody on the LAN, closing while seated, the rules window."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from protocol.identity import Identity
from tests.ui.test_ui_app import qloop, run, until  # noqa: F401  (the qasync loop fixture)
from ui.errors import install_exception_hook
from ui.main_window import MainWindow
from tests.ui.screenshots import save_screenshot
from ui.settings import Settings


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_is_logged_and_shown_not_raised(qtbot, tmp_path):
    before = sys.excepthook
    reporter = install_exception_hook(tmp_path)
    try:
        button = QPushButton("boom")
        qtbot.addWidget(button)

        def explode() -> None:
            raise RuntimeError("kaboom in a slot")
        button.clicked.connect(explode)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert reporter.count == 1
        log = (tmp_path / "errors.log").read_text(encoding="utf-8")
        assert "Traceback" in log and "RuntimeError: kaboom in a slot" in log and "explode" in log
        assert reporter.box is not None and reporter.box.isVisible()
        assert "kaboom in a slot" in reporter.box.text() and "Traceback" not in reporter.box.text()
        assert str(tmp_path / "errors.log") in reporter.box.informativeText()
        reporter.box.close()
    finally:
        sys.excepthook = before


def window(qtbot) -> MainWindow:
    w = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    return w


def test_invite_always_opens_with_nobody_on_the_lan_and_offers_the_link(qtbot, qloop):
    w = window(qtbot)

    async def scenario():
        await w.start_services()
        from lanjolly.variants import JOLLY
        from ui.dialogs.new_game import Access, NewGameSettings, SeatChoice
        from lanjolly.variants import Game
        await w.host_table(NewGameSettings(table_name="Family", game=Game.JOLLY, target_points=100, seats=2,
                                           other_seats=(SeatChoice.OPEN,), access=Access.INVITED))
        await until(lambda: w.stack.currentWidget() is w.waiting, what="the waiting room")
        w.waiting.invite_requested.emit()
        dlg = w.invite_dialog
        assert dlg.isVisible() and dlg.nobody.isVisible() and not dlg.people.isVisible()
        assert dlg.link.text().startswith("lanjolly://127.0.0.1:") and "token=" in dlg.link.text()
        dlg.copy_button.click()
        assert QApplication.clipboard().text() == dlg.link.text()
        save_screenshot(dlg, "invite_nobody")
        dlg.close()
        await w.shutdown()
        assert JOLLY is not None
    run(qloop, scenario())


def test_closing_while_seated_asks_then_leaves_cleanly(qtbot, qloop):
    w = window(qtbot)
    closed = []
    w.closed.connect(lambda: closed.append(True))

    async def scenario():
        await w.start_services()
        await w.play_now(seed=3)
        await until(lambda: w.table is not None and w.table.current_view is not None, what="the deal")
        host = w.hosted.host
        stray = [x for x in QApplication.topLevelWidgets() if x.isVisible() and x is not w]
        assert stray == []                 # (a "Play again" button once escaped as a window)
        w.close()                        # any close while seated asks (and twice: one question)
        w.close()
        box = w.leave_box
        assert [b for b in w.findChildren(QMessageBox) if b.isVisible()] == [box]
        assert box.isVisible() and "Leave the match?" in box.windowTitle() and w.isVisible()
        assert not closed
        stay = next(b for b in box.buttons() if b.text() == "Stay")
        stay.click()
        await until(lambda: not box.isVisible(), what="the box closes")
        assert w.isVisible() and w.client is not None          # staying keeps the match
        w.ask_to_close()
        leave = next(b for b in w.leave_box.buttons() if b.text() == "Leave and close")
        leave.click()
        await until(lambda: closed == [True], what="the window closes")
        await w.shutdown()                                     # what the app does next
        assert w.client is None and w.hosted is None and host._closing
    run(qloop, scenario())


def test_rules_window_opens_with_f1_on_the_game_played(qtbot):
    w = window(qtbot)
    from PySide6.QtGui import QAction, QKeySequence
    f1 = next(a for a in w.findChildren(QAction) if a.shortcut() == QKeySequence(Qt.Key.Key_F1))
    assert f1.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut
    f1.trigger()            # (a simulated F1 press leaves the offscreen platform's hover state stale)
    rules = w.rules_window
    assert rules.isVisible() and rules.tabs.currentWidget() is rules.pages["jolly"]
    text = rules.pages["jolly"].toPlainText()
    assert "§7" in text and "Opening" in text and "§13" in text
    assert "§28" in rules.pages["marks"].toPlainText()
    save_screenshot(rules, "rules_jolly")
    rules.close()
    assert isinstance(rules.parent(), MainWindow) and QMessageBox is not None


def test_play_now_offers_the_match_length_with_a_multi_round_default(qtbot):
    from ui.dialogs.play_now import PlayNowDialog
    dlg = PlayNowDialog()
    qtbot.addWidget(dlg)
    assert dlg.variant().target_points == 500 and dlg.variant().positive_scoring
    assert dlg.length.currentText() == "Play to 500 points"
    dlg.game.setCurrentIndex(dlg.game.findData("romme"))
    assert dlg.variant().target_points == 100 and not dlg.variant().positive_scoring
    assert [dlg.length.itemText(i) for i in range(dlg.length.count())][0] == "One round decides"
    dlg.length.setCurrentIndex(dlg.length.findData(50))
    assert dlg.variant().target_points == 50


def test_view_menu_turns_the_last_seconds_beep_off_and_on(qtbot):
    w = window(qtbot)
    assert w.sound_action.isChecked() and Settings().sound
    assert w.sound_action in w.view_menu.actions() and w.sound_action.text() == "Sounds"
    w.sound_action.trigger()
    assert not Settings().sound                      # remembered for the next table and run
    w.sound_action.trigger()
    assert Settings().sound


def test_with_lan_search_off_the_lobbys_first_frame_says_so(qtbot):
    """The lobby is shown before the LAN services start; with discovery off its first frame
    must not claim to be looking for tables (it did until the services reported)."""
    window = MainWindow(Settings(), "Guest", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    assert window.lobby.status.text().startswith("LAN search is turned off")
