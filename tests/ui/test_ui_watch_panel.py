"""A watcher's side panel and chat (issue 22 item 9), offscreen.

The real-desktop tier watches a real host (tests/desktop/test_desktop_watch_panel.py);
these check the parts one by one: the panel follows the table info that arrives
after the table opened, the plates count what every seat laid for a watcher too, the
chat is closed where the owner forbids watchers' chat, and a typed line stays in the
entry until the table says it back.
"""

from __future__ import annotations

from typing import Optional

from PySide6.QtCore import Qt

from lanjolly.arrange import position
from lanjolly.infostate import state_from_view
from lanjolly.scoring import score_round
from lanjolly.state import Phase
from lanjolly.variants import JOLLY
from lanjolly.views import spectator_view
from protocol.tableinfo import TableInfo, WatchRules
from protocol.tablephase import TablePhase
from ui.settings import Settings
from ui.table.chat import ChatWidget
from ui.table.session import SeatInfo, TableSession
from ui.watching import WatchTable


class StillSession(TableSession):
    """A session that only shows what the test emits."""

    def __init__(self, seats: SeatInfo) -> None:
        super().__init__(JOLLY, seats)
        self.sent: list[str] = []

    def send_action(self, action: object) -> None:
        pass

    def send_chat(self, text: str) -> None:
        self.sent.append(text)

    def next_round(self) -> None:
        pass

    def leave(self) -> None:
        pass

    def table_updated(self, seats: SeatInfo, target: Optional[int] = None) -> None:
        """What the network session does with a ``table`` message: variant first, then seats."""
        if target is not None:
            self._variant = self._variant.with_options(target_points=target)
        self.set_seats(seats)


def _watched(qtbot) -> tuple[WatchTable, StillSession]:
    session = StillSession(SeatInfo(["Walt"], 0, "Table"))
    table = WatchTable(session, Settings())
    qtbot.addWidget(table)
    table.resize(1366, 700)
    return table, session


def test_the_panel_names_the_table_its_players_and_target_once_the_info_arrives(qtbot):
    table, session = _watched(qtbot)
    session.table_updated(SeatInfo(["Ada", "Bruno", "Chiara"], 0, "Evening table", [False, True, True]), 500)
    assert table.panel.title.text() == "Evening table"
    assert "3 players" in table.panel.rules.text()
    assert "500" in table.panel.target.text()


def test_a_watchers_plates_say_what_each_seat_laid(qtbot):
    table, session = _watched(qtbot)
    session.table_updated(SeatInfo(["Ada", "Bruno", "Chiara"], 0, "Evening table"))
    state = position(JOLLY, hands=("2C 5D 9H", "3S 6H 8C QD", "4D 7S"),
                     melds=[(1, "7C 7D 7H"), (1, "8S 9S 10S"), (2, "QH KH AH")],
                     opened=(1, 2), current=0, phase=Phase.DRAW)
    view = spectator_view(state)
    session.view_changed.emit(view)
    laid = score_round(state_from_view(view)).seats
    plates = {s: table.scene.furniture.plate_of(s) for s in range(3)}
    for s in (1, 2):
        assert laid[s] is not None and laid[s].laid_total > 0
        assert plates[s].info.round_text == f"laid {laid[s].laid_total}", plates[s].info


def _info(chat: bool) -> TableInfo:
    return TableInfo("T", "t1", JOLLY, TablePhase.PLAY, None, 0, 0, 0, (0, 0), (), (), WatchRules(4, chat, False))


def test_a_watchers_chat_is_closed_where_the_owner_forbids_it(qtbot):
    table, _ = _watched(qtbot)
    table.set_info(_info(chat=False))
    chat = table.panel.chat
    assert not chat.entry.isEnabled() and not chat.entry.isVisibleTo(table)
    assert chat.closed_note.isVisibleTo(table) and "may not chat" in chat.closed_note.text()
    table.set_info(_info(chat=True))
    assert chat.entry.isEnabled() and chat.entry.isVisibleTo(table) and not chat.closed_note.isVisibleTo(table)


def test_a_typed_line_stays_until_the_table_says_it_back(qtbot):
    chat = ChatWidget()
    qtbot.addWidget(chat)
    sent: list[str] = []
    chat.send.connect(sent.append)
    qtbot.keyClicks(chat.entry, "good  game")
    qtbot.keyClick(chat.entry, Qt.Key.Key_Return)
    assert sent == ["good  game"]
    assert chat.entry.text() == "good  game"          # refused or lost on the way: still there
    chat.add_message(None, "The table's owner has not allowed watchers to chat.")
    assert chat.entry.text() == "good  game"
    chat.add_message("Walt (watching)", "good game")  # the host squeezes the spaces
    assert chat.entry.text() == ""
