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
        await until(lambda: window.table.my_turn() or window.table.current_view.hand_counts[0] == 14,
                    what="our turn")
        save_screenshot(window, "app_table")
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
