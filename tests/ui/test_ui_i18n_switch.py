"""A language switch leaves no text behind (issue 22 item 10).

On the real desktop the match board, the table's own chat lines, the move list
and the practice table's name stayed in the old language after a switch. Each
is checked here after switching an open table to German.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from lanjolly import JOLLY
from tests.ui.table_demo import NAMES4, make_table, midround_state
from ui.i18n import install
from ui.table.session import MatchSummary


def test_a_switch_rewords_the_moves_the_tables_chat_lines_the_deal_check_and_the_match_board(qtbot):
    w, session = make_table(qtbot, midround_state(JOLLY, seats=4, seed=11), JOLLY, NAMES4, size=(1366, 768))
    assert any("drew from the stock" in line for line in w.panel.history.lines())
    w.set_verification(True, lambda: QCoreApplication.translate(
        "NetworkSession", "Deal verified: every commitment matches the revealed secrets and the deal replays exactly."))
    session.record_round((120, -30, -40, -50))
    w._on_match_over(MatchSummary((0,), (520, -30, -40, -50)))
    sheet = w.match_end.sheet
    assert sheet is not None and sheet.verticalHeaderItem(1).text() == "Total"
    try:
        install("de")
        lines = w.panel.history.lines()
        assert lines and not any("drew from the stock" in line for line in lines), lines
        assert any("hat vom Nachziehstapel gezogen" in line for line in lines), lines
        chat = w.panel.chat.plain_text()
        assert "Spiel vorbei: Anna hat gewonnen." in chat and "Match over" not in chat, chat
        assert w.match_end.sheet.verticalHeaderItem(1).text() == "Gesamt"
        assert w.match_end.sheet.verticalHeaderItem(0).text() == "Runde 1"
        assert w.scene.board.verification[1].startswith("Geben geprüft")
    finally:
        install("en")


def test_a_practice_tables_own_name_follows_the_language(qtbot):
    w, session = make_table(qtbot, midround_state(JOLLY, seats=4, seed=11), JOLLY, NAMES4)
    from ui.hosting import practice_name
    session.name_words = lambda: practice_name("Anna")
    try:
        install("de")
        assert w.panel.title.text() == "Übungstisch von Anna"
    finally:
        install("en")
    assert w.panel.title.text() == "Anna's practice table"
