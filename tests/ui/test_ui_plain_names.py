"""Issue 20 item 7, the client's side: names and table names from the wire are never rich text.

A QLabel left at Qt's AutoText renders ``<b>victim</b>`` as a bold "victim",
and a hostile host sends whatever names it likes. Every label that shows a
player's or a table's name shows it literally.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import Qt as QtGui
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QInputDialog, QLabel, QWidget

from lanjolly.variants import JOLLY
from protocol.discovery import TableAdvert, TableEntry
from protocol.identity import Identity
from tests.ui.local_session import LocalEngineSession
from tests.ui.test_ui_app import qloop, run  # noqa: F401  (the qasync loop fixture)
from ui.dialogs.player_info import PlayerInfoDialog
from ui.lobby import LobbyWidget
from ui.plaintext import ask_text
from ui.settings import Settings
from ui.table.bar import ActionBar
from ui.table.match_end import MatchEndBoard
from ui.table.panel import SidePanel
from ui.table.session import SeatInfo
from ui.table.table_widget import TableWidget
from ui.waiting_room import WaitingRoom

MARKUP = "<h1>victim</h1>"


def _plain(label: QLabel) -> bool:
    return label.textFormat() == Qt.TextFormat.PlainText


def test_labels_that_show_wire_names_are_plain_text(qtbot, tmp_path):
    room, panel, board, bar = WaitingRoom(), SidePanel(), MatchEndBoard(), ActionBar()
    for w in (room, panel, board, bar):
        qtbot.addWidget(w)
    labels = {"waiting room title": room.title, "waiting room details": room.details, "table code": room.code,
              "table name": panel.title, "whose turn": panel.turn_label, "match winner": board.winner,
              "match totals": board.totals, "status line": bar.status}
    rich = [name for name, label in labels.items() if not _plain(label)]
    assert rich == [], f"rich text allowed in: {rich}"
    panel.title.setText(MARKUP)
    assert panel.title.text() == MARKUP      # shown as typed, tags and all


def test_player_info_shows_the_nickname_literally(qtbot, tmp_path):
    dlg = PlayerInfoDialog(MARKUP, Identity.generate(), Settings.at_path(str(tmp_path / "s.ini")))
    qtbot.addWidget(dlg)
    shown = [lab for lab in dlg.findChildren(QLabel) if lab.text() == MARKUP]
    assert shown and all(_plain(lab) for lab in shown)


def _as_drawn(text: str) -> str:
    """What a tooltip shows for ``text``: Qt takes anything that looks like markup for rich text."""
    if not QtGui.mightBeRichText(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def test_the_lobby_tooltip_shows_names_as_typed(qtbot):
    """Seen on a real desktop (tests/desktop/test_desktop_names.py): the row's tooltip drew a bold
    "victim's table hosted by victim"; the old code fails here."""
    lobby = LobbyWidget("Ana")
    qtbot.addWidget(lobby)
    advert = TableAdvert(name="<b>victim</b>'s table", host="<i>x</i>", variant="jolly", target=100,
                         seats_taken=1, seats=4, state="waiting", privacy="password", fingerprint="ab" * 32,
                         port=47474)
    lobby.model.apply_event("added", TableEntry(advert, "v._lanjolly._tcp.local.", ("10.77.0.1",), None))
    tip = _as_drawn(lobby.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole))
    assert tip.startswith("<b>victim</b>'s table hosted by <i>x</i> at 10.77.0.1:47474"), tip
    assert "PIN" in tip


def test_the_pin_question_names_the_table_as_typed_and_runs_no_loop_of_its_own(qtbot, qloop):
    """The PIN question is awaited: exec() inside a task let qasync step another task within it
    ("Cannot enter into task …", seen on a real desktop); the old code fails both checks."""
    window = QWidget()                             # the dialog's parent, as the main window is
    qtbot.addWidget(window)
    window.show()
    errors: list[str] = []
    qloop.set_exception_handler(lambda _loop, context: errors.append(str(context.get("exception"))))
    ticks: list[int] = []
    seen: list[tuple[str, bool]] = []

    async def other_task() -> None:                # as the lobby's browser upkeep, while the question is open
        while True:
            await asyncio.sleep(0.01)
            ticks.append(1)

    def answer(tries: int = 0) -> None:            # the player, from Qt's side (runs in any event loop)
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QInputDialog) and w.isVisible()]
        if not dialogs or (len(ticks) < 5 and tries < 300):   # the other task runs while the question is open
            QTimer.singleShot(10, lambda: answer(tries + 1))  # (bounded: under a nested loop it never does)
            return
        seen.extend((lab.text(), _plain(lab)) for lab in dialogs[0].findChildren(QLabel) if lab.text())
        dialogs[0].setTextValue("482915")
        dialogs[0].accept()

    async def scenario() -> str | None:
        background = asyncio.ensure_future(other_task())
        QTimer.singleShot(10, answer)
        try:
            return await ask_text(window, "Private table", "PIN for '<b>victim</b>':")
        finally:
            background.cancel()
    assert run(qloop, scenario(), timeout=20) == "482915"
    assert errors == [] and len(ticks) >= 5
    assert seen == [("PIN for '<b>victim</b>':", True)]


def test_a_joined_tables_title_is_its_name_once_the_host_says_it(qtbot):
    """A joined table's widget is often made before the host's first table info: its title stayed
    "Table" (seen on a real desktop; the old code fails here)."""
    session = LocalEngineSession(JOLLY, ["Tess", "Bot"], table_name="Table")
    widget = TableWidget(session)
    qtbot.addWidget(widget)
    session.set_seats(SeatInfo(["Tess", "<b>victim</b>"], 0, "<b>victim</b>'s table", [False, False]))
    assert widget.panel.title.text() == "<b>victim</b>'s table" and _plain(widget.panel.title)
