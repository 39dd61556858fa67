"""Issue 20 item 7, the client's side: names and table names from the wire are never rich text.

A QLabel left at Qt's AutoText renders ``<b>victim</b>`` as a bold "victim",
and a hostile host sends whatever names it likes. Every label that shows a
player's or a table's name shows it literally.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from protocol.identity import Identity
from ui.dialogs.player_info import PlayerInfoDialog
from ui.settings import Settings
from ui.table.bar import ActionBar
from ui.table.match_end import MatchEndBoard
from ui.table.panel import SidePanel
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
