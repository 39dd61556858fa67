"""Invite links handed over while the game runs (how macOS delivers a clicked lanjolly:// link)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import qasync
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMessageBox

from protocol.identity import Identity
from ui.link_events import LinkEvents
from ui.main_window import MainWindow
from ui.settings import Settings

FP = "ab" * 32
LINK = f"lanjolly://127.0.0.1:47474?fp={FP}&token=t0k"


def test_an_opened_lanjolly_url_reaches_the_game_and_other_files_do_not(qapp: Any) -> None:
    opened: list[str] = []
    events = LinkEvents(opened.append, qapp)
    qapp.installEventFilter(events)
    try:
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(QUrl(LINK)))
        QCoreApplication.sendEvent(qapp, QFileOpenEvent(QUrl("file:///tmp/record.json")))
    finally:
        qapp.removeEventFilter(events)
    assert opened == [LINK]


@pytest.fixture
def window(qapp: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> Any:
    monkeypatch.setenv("LANJOLLY_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LANJOLLY_NO_DISCOVERY", "1")
    loop = qasync.QEventLoop(qapp, already_running=False)
    asyncio.set_event_loop(loop)
    w = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    yield w
    for box in w.findChildren(QMessageBox):   # a dialog is a window of its own: later tests look for strays
        box.close()
    w.close()
    w.deleteLater()
    asyncio.set_event_loop(None)
    loop.close()


def test_a_link_joins_with_its_fingerprint_and_token(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    joined: list[tuple[Any, ...]] = []

    async def join(host: str, port: int, **kw: Any) -> None:
        joined.append((host, port, kw["invite"], kw["fingerprint"]))
    monkeypatch.setattr(window, "join", join)
    window.open_link(LINK)
    asyncio.get_event_loop().run_until_complete(asyncio.gather(*window._tasks))   # the join it started
    assert joined == [("127.0.0.1", 47474, "t0k", FP)]


def test_a_bad_link_is_said_not_raised(window: Any) -> None:
    window.open_link("lanjolly://127.0.0.1:99999999?fp=zz")
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert boxes and boxes[-1].windowTitle() == "Could not join"
