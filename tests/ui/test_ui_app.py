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
from protocol import TableClient
from protocol.clientstate import ChatReceived
from lanjolly.cards import is_joker
from tests.ui.table_demo import card_point, click_at
from ui.main_window import MainWindow
from ui.table.chat import worded
from tests.ui.screenshots import save_screenshot
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


def test_new_game_waits_for_players_then_start_fills_bots(qtbot, qloop):
    from ui.dialogs.new_game import Access, NewGameSettings, SeatChoice
    from lanjolly.variants import Game
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    window.show()
    settings = NewGameSettings(table_name="Friday", game=Game.ROMME, target_points=50, seats=3,
                               other_seats=(SeatChoice.OPEN, SeatChoice.BOT_EASY), access=Access.OPEN,
                               turn_seconds=30)

    async def scenario():
        await window.host_table(settings)
        await until(lambda: window.waiting.seats.count() == 3, what="the waiting room")
        assert window.stack.currentWidget() is window.waiting
        assert window.waiting.start.isVisible()
        texts = [window.waiting.seats.item(i).text() for i in range(3)]
        assert "Anna" in texts[0] and "open" in texts[1] and "easy" in texts[2]
        save_screenshot(window, "app_waiting_room")
        window.waiting.start.click()
        await until(lambda: window.table is not None and window.table.current_view is not None,
                    what="the match to start")
        assert window.stack.currentWidget() is window.table
        assert window.session.variant.game is Game.ROMME and window.session.variant.turn_seconds == 30
        assert len(window.table.current_view.hand_counts) == 3
        await window.shutdown()

    run(qloop, scenario())


def test_an_invitation_pops_up_and_accepting_joins(qtbot, qloop):
    from PySide6.QtWidgets import QMessageBox
    from protocol.discovery import Invitation, ReceivedInvitation
    from protocol.table import TableConfig
    from protocol import Host
    guest_id = Identity.generate()
    window = MainWindow(Settings(), "Ben", discovery=False, identity=guest_id)
    qtbot.addWidget(window)

    async def scenario():
        host_id = Identity.generate()
        host = Host(TableConfig(name="Invited only", variant=JOLLY, seats=2, bots=(None, None)), host_id,
                    invite_only=True)
        _, port = await host.start("127.0.0.1", 0)
        token = host.make_invite(guest_id.fingerprint)
        inv = Invitation("127.0.0.1", port, host_id.fingerprint, token, "Invited only", "Anna",
                         host_id.fingerprint)
        window._invited(ReceivedInvitation(inv, "127.0.0.1", 0.0))
        box = next(w for w in window.findChildren(QMessageBox) if w.isVisible())
        assert "Anna invites you" in box.text()
        accept = next(b for b in box.buttons() if b.text() == "Accept")
        accept.click()
        await until(lambda: window.client is not None, what="joining with the invitation")
        await until(lambda: window.stack.currentWidget() is window.waiting, what="the waiting room")
        assert window.client.game.seat is not None
        await window.shutdown()
        await host.close()

    run(qloop, scenario())


def test_a_round_over_the_network_ends_with_a_verified_deal(qtbot, qloop, monkeypatch):
    import random

    import ui.hosting as hosting
    from lanjolly.bots import make_bot
    from lanjolly.variants import ROMME
    monkeypatch.setattr(hosting, "BOT_DELAY_MS", 0)
    from protocol import clientstate, tabledeal
    secrets_rng = random.Random(77)          # the same deal every run
    monkeypatch.setattr(tabledeal, "new_secret", lambda: secrets_rng.randbytes(32))
    monkeypatch.setattr(clientstate, "new_secret", lambda: secrets_rng.randbytes(32))
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    window.resize(1400, 880)
    window.show()
    variant = ROMME.with_options(target_points=1)
    over, verified = [], []

    async def scenario():
        await window.play_now(variant, bots=("normal", "normal", "normal"), seed=5)
        window.session.round_over.connect(over.append)
        window.session.verification.connect(lambda ok, text: verified.append((ok, worded(text))))
        refusals = []
        window.session.refused.connect(lambda code, text: refusals.append((code, text, window.table.current_view)))
        me, rng, last = make_bot("normal", 1, variant), random.Random(1), None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while not over:
            assert not refusals, refusals
            assert loop.time() < deadline, "the round did not end"
            view = window.table.current_view if window.table else None
            if view and view.seat == view.current and view.phase in ("draw", "play") \
                    and (view.turn_no, len(view.log)) != last:
                last = (view.turn_no, len(view.log))
                window.session.send_action(me.choose(view, rng))   # a bot plays Anna's seat
            await asyncio.sleep(0.01)
        await until(lambda: verified, what="the deal check")
        await until(window.table.animations_idle, what="the table to settle")
        save_screenshot(window, "app_round_over_network")
        await window.shutdown()

    run(qloop, scenario(), timeout=120)
    assert over[0].result is not None and over[0].phase == "over"
    words = verified[0][1]() if callable(verified[0][1]) else verified[0][1]   # a Text: asked again after a language switch
    assert [ok for ok, _ in verified] == [True] and words.startswith("Deal verified")


def test_a_link_whose_fingerprint_does_not_match_is_refused(qtbot, qloop):
    from PySide6.QtWidgets import QMessageBox
    from protocol import Host
    from protocol.table import TableConfig
    window = MainWindow(Settings(), "Ben", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)

    async def scenario():
        host = Host(TableConfig(name="T", variant=JOLLY, seats=2, bots=(None, None)), Identity.generate())
        _, port = await host.start("127.0.0.1", 0)
        await window.join("127.0.0.1", port, fingerprint="ab" * 32)
        assert window.client is None
        box = next(w for w in window.findChildren(QMessageBox) if w.isVisible())
        assert "impersonating" in box.text()
        await window.join("127.0.0.1", port, fingerprint=host.fingerprint)
        assert window.client is not None
        await window.shutdown()
        await host.close()

    run(qloop, scenario())
