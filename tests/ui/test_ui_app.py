"""The whole client: main window, practice table over real TLS on loopback, chat with another client.

The asyncio side runs on Qt's loop through qasync, as in the shipped app;
every wait is on a condition with a timeout.
"""

from __future__ import annotations

import asyncio

import pytest
import qasync

from lanjolly.variants import JOLLY
from protocol.identity import Identity
from protocol.net import TableClient
from protocol.clientstate import ChatReceived
from lanjolly.cards import is_joker
from tests.ui.table_demo import card_point, click_at
from ui.main_window import MainWindow
from ui.screenshots import save_screenshot
from ui.settings import Settings


@pytest.fixture
def qloop(qapp, monkeypatch, tmp_path):
    monkeypatch.setenv("LANJOLLY_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LANJOLLY_NO_DISCOVERY", "1")
    monkeypatch.setenv("LANJOLLY_BIND", "127.0.0.1")
    loop = qasync.QEventLoop(qapp, already_running=False)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.set_event_loop(None)
    loop.close()


async def until(predicate, timeout: float = 20.0, what: str = "condition") -> None:
    """Wait for a condition while the Qt/asyncio loop keeps running."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)  # yields to the event loop; the predicate is the synchronisation


def run(loop, coro, timeout: float = 60.0):
    return loop.run_until_complete(asyncio.wait_for(coro, timeout))


def test_play_now_opens_a_practice_table_over_tls(qtbot, qloop):
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    window.show()

    async def scenario():
        await window.start_services()
        assert "turned off" in window.lobby.status.text()
        save_screenshot(window, "app_lobby")
        await window.play_now(seed=7)
        await until(lambda: window.table is not None and window.table.current_view is not None,
                    what="the first view")
        assert window.stack.currentWidget() is window.table
        view = window.table.current_view
        assert len(view.hand) == 13 and view.hand_counts.count(13) == 4
        assert window.hosted.address[0] == "127.0.0.1"
        await until(lambda: window.table.my_turn() and window.table.current_view.phase == "draw"
                    and window.table.animations_idle(), what="our turn")
        save_screenshot(window, "app_table")
        # real mouse clicks, sent over TLS to the host, judged there, and echoed back as views
        w = window.table
        click_at(w, w.view.mapFromScene(w.scene.stock.mapToScene(w.scene.stock.card_rect().center())))
        await until(lambda: w.current_view.phase == "play" and len(w.current_view.hand) == 14
                    and w.animations_idle(), what="the drawn card")
        loose = next(c for c in reversed(w.display_hand()) if not is_joker(c))
        click_at(w, card_point(w, loose))
        await until(lambda: w.current_view.current != 0 and len(w.current_view.hand) == 13
                    and w.current_view.discard[-1] == loose, what="the discard to be accepted")
        await window.shutdown()
        assert window.client is None and window.stack.currentWidget() is window.lobby

    run(qloop, scenario())


def test_chat_round_trip_with_another_client(qtbot, qloop):
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    received = []

    async def scenario():
        await window.play_now(JOLLY, bots=("normal", "normal"), seed=1)
        # the practice host only takes bots; open a second table for a guest instead
        await window.leave_table()
        from ui.hosting import open_table
        from protocol.table import TableConfig
        config = TableConfig(name="Chat table", variant=JOLLY, seats=2, bots=(None, None),
                             owner=window.identity.fingerprint)
        hosted = await open_table(config, window.identity, "Anna", lan=False)
        window.hosted = hosted
        window._attach(hosted.client, JOLLY)
        guest = TableClient("127.0.0.1", hosted.address[1], nick="Ben", identity=Identity.generate(),
                            on_event=lambda ev: received.append(ev) if isinstance(ev, ChatReceived) else None)
        await guest.connect()
        await until(lambda: window.table is not None and window.table.current_view is not None,
                    what="the match to start")
        chat_log = []
        window.session.chat.connect(lambda who, text: chat_log.append((who, text)))
        window.session.send_chat("hello <b>Ben</b>")
        await until(lambda: any(e.text == "hello <b>Ben</b>" for e in received), what="Ben hears Anna")
        guest.send_chat("hi <i>Anna</i>")
        await until(lambda: ("Ben", "hi <i>Anna</i>") in chat_log, what="Anna hears Ben")
        await guest.close()
        await window.shutdown()

    run(qloop, scenario())
