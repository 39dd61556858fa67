"""The match's end board can be put aside to look at the final table (issue 22 item 11).

The board lay over the felt for good: Show table (V) hid only the round's board
under it. Now "See the table" on the board, Show table and V put the whole board
aside, and Show results (V) brings it back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from lanjolly import JOLLY
from tests.ui.screenshots import save_screenshot
from tests.ui.test_ui_table_screens import finish_round, out_next, table_at


def test_the_match_board_steps_aside_and_comes_back(qtbot):
    variant = JOLLY.with_options(target_points=50)
    w, s = table_at(qtbot, out_next(variant), (1366, 768), variant=variant)
    finish_round(qtbot, w, s)
    assert w.match_summary is not None and w.match_end.isVisible()
    results = w.bar.results
    assert results.isVisible() and results.text() == "Show table"
    qtbot.mouseClick(results, Qt.MouseButton.LeftButton)           # the bar's Show table
    assert not w.match_end.isVisible() and not w.scene.board.isVisible()
    assert results.text() == "Show results" and w.bar.leave.isVisible()
    save_screenshot(w, "match_over_table")
    qtbot.mouseClick(results, Qt.MouseButton.LeftButton)           # Show results: the board again
    assert w.match_end.isVisible()
    qtbot.mouseClick(w.match_end.table_button, Qt.MouseButton.LeftButton)   # the board's own button
    assert not w.match_end.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_V)                               # and V, from the felt
    assert w.match_end.isVisible()
