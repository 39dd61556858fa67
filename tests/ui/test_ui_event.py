"""A duplicate event in the game window: open it from the lobby's panel, registration, standings, results, replay.

The window organises the event (its desk and tables run in this process) and plays its own seat (its turns
run out quickly, so the host's stand-in moves for it); two headless players register over real TLS on
loopback. Every wait is on a condition with a timeout.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from protocol.eventplayer import EventPlayer, play_as_bot
from protocol.identity import Identity
from tests.ui.screenshots import save_screenshot
from tests.ui.test_ui_app import qloop, run, until  # noqa: F401  (the fixture)
from ui.main_window import MainWindow
from ui.settings import Settings
from lanjolly.variants import JOLLY


def _play_for(window: MainWindow) -> None:
    """A bot makes the window player's moves through the window's own table connection of each round
    (the table view shows them as they come back, as for any move)."""
    from protocol.cli_join import run_bot_client
    player = window.event_player
    shown = player.on_table

    async def both(client, seat) -> None:
        await shown(client, seat)
        asyncio.ensure_future(run_bot_client(client, "easy", random.Random(9), quiet=True))
    player.on_table = both


def test_organise_register_standings_results_and_replay(qtbot, qloop, tmp_path):
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()

    async def scenario():
        await window.start_services()
        assert window.lobby.events.new_event.isVisible() and window.lobby.events.solo.isVisible()
        await window.open_event({"name": "Friday duplicate", "variant": JOLLY, "tables": 2, "seats": 2,
                                 "boards": 4, "turn_ms": 60_000, "bots": "normal", "pause_ms": 0,
                                 "bot_delay_ms": 0}, lan=False)
        _play_for(window)
        room = window.event_room
        assert window.stack.currentWidget() is room and room.start.isVisible()
        port = window.organiser.address[1]
        players = [EventPlayer("127.0.0.1", port, nick=n, data_dir=tmp_path / n) for n in ("Bea", "Carl")]
        strengths = ("easy", "normal")
        tasks = [asyncio.ensure_future(play_as_bot(p, strengths[i], random.Random(i))) for i, p in enumerate(players)]
        await until(lambda: room.players.count() == 3, what="three registrations")
        assert "3 of 4 places taken" in room.status.text()
        save_screenshot(window, "event_registration")
        room.start.click()
        await until(lambda: room.digest != "", what="the boards' code")
        await until(lambda: window.table is not None, what="a seat at a table")
        await until(lambda: window.stack.currentWidget() is room and room.results.standings.rowCount() == 4,
                    timeout=120, what="the standings after a board")
        assert "After 1 of 4 boards" in room.results.caption.text()
        save_screenshot(window, "event_standings")
        await until(lambda: room.info.get("phase") == "finished" and "After 4 of 4 boards" in
                    room.results.caption.text(), timeout=240, what="the results board")
        assert room.save.isVisible() and room.board_pick.count() == 4 * 2
        save_screenshot(window, "event_results")
        room.results.tabs.setCurrentIndex(1)
        save_screenshot(window, "event_results_boards")
        room.board_pick.setCurrentIndex(3)
        room.replay.click()
        from ui.replay.window import ReplayWindow
        await until(lambda: any(w.isVisible() for w in window.findChildren(ReplayWindow)), what="the replay")
        replay = next(w for w in window.findChildren(ReplayWindow) if w.isVisible())
        assert replay.refused is None and replay.replay_widget is not None      # the board's record proves it
        replay.close()
        recs = await asyncio.wait_for(asyncio.gather(*tasks), 60)
        assert all(r is not None and len(r["boards"]) == 4 for r in recs)
        assert window.event_player.problems == [] and all(p.problems == [] for p in players)
        for p in players:
            await p.close()
        await window.shutdown()
        assert window.event_player is None and window.stack.currentWidget() is window.lobby
    run(qloop, scenario(), timeout=400)


def test_a_board_set_alone_saves_its_result_and_compares_with_a_friend_s(qtbot, qloop, tmp_path, monkeypatch):
    import argparse
    import json
    from PySide6.QtWidgets import QFileDialog, QMessageBox
    from protocol.cli_join import run_bot_client
    from protocol.solo_cli import play_solo
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    window.show()

    async def scenario():
        await window.play_solo("club night", JOLLY, 3, 2, "normal", pause_ms=0, bot_delay_ms=0)
        asyncio.ensure_future(run_bot_client(window.client, "easy", random.Random(3), quiet=True))
        await until(lambda: isinstance(getattr(window, "solo_box", None), QMessageBox), timeout=120,
                    what="the end of the board set")
        mine = tmp_path / "solo" / "solo-club_night-anna.json"
        assert mine.exists() and len(json.loads(mine.read_text())["played"]) == 2
        friend = await play_solo("club night", argparse.Namespace(variant="jolly", knock=False, seats=3, boards=2,
                                                                  bots="normal", bot="normal", data_dir=None),
                                 Identity.generate(), "Bea")
        other = tmp_path / "bea.json"
        other.write_text(json.dumps(friend))
        monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(other)], ""))
        window._compare_solo(str(mine))
        board = window.compare_dialog.findChild(__import__("ui.event_results", fromlist=["ResultsBoard"]).ResultsBoard)
        assert board.standings.rowCount() == 2
        assert {board.standings.item(r, 1).text() for r in range(2)} == {"Anna", "Bea"}
        save_screenshot(window.compare_dialog, "solo_compare")
        window.compare_dialog.close()
        window.solo_box.close()
        await window.shutdown()
    run(qloop, scenario(), timeout=200)
