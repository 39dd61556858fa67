"""The lobby lists tables from discovery events and turns clicks into intents."""

from __future__ import annotations

from PySide6.QtCore import Qt

from protocol.discovery import TableAdvert, TableEntry
from ui.lobby import JoinAddressDialog, LobbyWidget
from tests.ui.screenshots import save_screenshot

FP = "ab" * 32


def entry(name: str, seats_taken: int = 1, privacy: str = "open", state: str = "waiting",
          service: str | None = None, pinned: str | None = None, blind: bool = False) -> TableEntry:
    advert = TableAdvert(name=name, host="Marta", variant="jolly", target=100,
                         seats_taken=seats_taken, seats=4, state=state, privacy=privacy,
                         fingerprint=FP, port=47474, blind=blind)
    return TableEntry(advert, service or f"{name}._lanjolly._tcp.local.", ("10.77.0.1",), pinned)


def test_lobby_lists_updates_and_removes_tables(qtbot):
    lobby = LobbyWidget("Ana")
    qtbot.addWidget(lobby)
    lobby.resize(820, 420)
    lobby.show()
    assert lobby.empty_hint.isVisibleTo(lobby)
    lobby.model.apply_event("added", entry("Friday rummy"))
    lobby.model.apply_event("added", entry("Private", privacy="password", service="p"))
    assert lobby.model.rowCount() == 2 and not lobby.empty_hint.isVisibleTo(lobby)
    assert lobby.model.index(0, 4).data() == "1/4"
    lobby.model.apply_event("updated", entry("Friday rummy", seats_taken=3, state="playing"))
    assert lobby.model.rowCount() == 2
    assert lobby.model.index(0, 4).data() == "3/4" and lobby.model.index(0, 5).data() == "playing"
    assert lobby.model.index(1, 6).data() == "PIN"
    save_screenshot(lobby, "lobby")
    lobby.model.apply_event("removed", entry("Private", service="p"))
    assert lobby.model.rowCount() == 1


def test_lobby_marks_a_changed_host_key(qtbot):
    lobby = LobbyWidget("Ana")
    qtbot.addWidget(lobby)
    lobby.model.apply_event("added", entry("Suspicious", pinned="cd" * 32))
    assert "⚠" in lobby.model.index(0, 6).data()
    assert "changed" in lobby.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)


def test_lobby_shows_a_table_with_cards_hidden_from_the_host_before_joining(qtbot):
    """Issue 23: the advert's ``b`` reaches the table list: the Access column and the tooltip
    say so, and that bots' cards are seen by the machine that runs them."""
    lobby = LobbyWidget("Ana")
    qtbot.addWidget(lobby)
    lobby.resize(1024, 420)
    lobby.show()
    lobby.model.apply_event("added", entry("Blind", blind=True, privacy="password", service="b"))
    lobby.model.apply_event("added", entry("Plain", service="p"))
    assert lobby.model.index(0, 6).data() == "PIN · cards hidden from host"
    assert lobby.model.index(1, 6).data() == "open"
    tip = lobby.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Cards hidden from the host" in tip and "machine that runs them" in tip
    assert "hidden" not in lobby.model.index(1, 0).data(Qt.ItemDataRole.ToolTipRole)
    lobby.model.apply_event("added", entry("Blind", blind=True, service="b", pinned="cd" * 32))
    assert lobby.model.index(0, 6).data() == "⚠ key changed · open · cards hidden from host"
    save_screenshot(lobby, "lobby_blind")


def test_join_and_play_now_emit_intents(qtbot):
    lobby = LobbyWidget("Ana")
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.model.apply_event("added", entry("Friday rummy"))
    assert not lobby.join.isEnabled()
    lobby.table.selectRow(0)
    assert lobby.join.isEnabled()
    with qtbot.waitSignal(lobby.join_requested, timeout=2000) as sig:
        qtbot.mouseClick(lobby.join, Qt.MouseButton.LeftButton)
    assert sig.args[0].advert.name == "Friday rummy"
    with qtbot.waitSignal(lobby.play_now_requested, timeout=2000):
        qtbot.mouseClick(lobby.play_now, Qt.MouseButton.LeftButton)


def test_join_by_address_parses_addresses_and_links(qtbot):
    dlg = JoinAddressDialog()
    qtbot.addWidget(dlg)
    dlg.address.setText("192.168.1.20:47474")
    assert dlg.target()["host"] == "192.168.1.20" and dlg.target()["port"] == 47474
    dlg.address.setText(f"lanjolly://127.0.0.1:5000?fp={FP}")
    t = dlg.target()
    assert t["port"] == 5000 and t["fingerprint"] == FP
    dlg.address.setText("no port here")
    dlg.accept()
    assert dlg.error.text() and dlg.result() != dlg.DialogCode.Accepted


def test_columns_read_left_to_right_instead_of_being_pushed_to_the_right_edge(qtbot):
    """Issue 12 §14: a stretched Table column squeezed every other column against the right edge."""
    lobby = LobbyWidget("Ana")
    qtbot.addWidget(lobby)
    lobby.resize(1024, 420)
    lobby.show()
    lobby.model.apply_event("added", entry("Friday rummy"))
    qtbot.waitUntil(lambda: lobby.table.horizontalHeader().sectionSize(0) > 0)
    header = lobby.table.horizontalHeader()
    width = lobby.table.viewport().width()
    # The table's name is followed at once by the host, the game and the rest ...
    assert header.sectionPosition(1) < 0.35 * width
    assert header.sectionPosition(6) < 0.75 * width
    # ... and the header still spans the whole list.
    assert header.sectionPosition(6) + header.sectionSize(6) >= width - 2
