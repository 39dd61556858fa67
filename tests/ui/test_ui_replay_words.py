"""The replay says one thing in a player's words (issue 22 items 13 and 14).

It said "verified" at the top while its last step showed "waiting for the reveal…"
and a total of 0 for everyone, its banner was the verifier's log line ("2
commitments opened, deal and 0 reshuffle(s) recomputed…"), a refused record's
window had no button, and Export offered the table's hex id as the file name.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QDialogButtonBox

from tests.ui.test_ui_replay import _tamper, _swap_discard, recorded, record_match  # noqa: F401
from ui.replay.window import ReplayWindow


def test_the_last_step_agrees_with_the_verdict_at_the_top(recorded, qtbot):
    _h, _c, saved = recorded
    win = ReplayWindow(saved[-1])
    qtbot.addWidget(win)
    w = win.replay_widget
    w.go_to(w.replay.steps)
    board = w.scene.board
    assert board.isVisible() and board.verification is not None and board.verification[0], board.verification
    final = w.replay.states[-1]
    points = [sc.points if sc else 0 for sc in w.replay.view_at(w.replay.steps, None).result.seats]
    want = [t + p for t, p in zip(final.totals, points)]
    assert [r["total"] for r in board.rows] == [want[r["seat"]] for r in board.rows]
    assert any(r["total"] != 0 for r in board.rows)
    plates = {p.seat: p.total for p in w.snapshot().plates}
    assert plates == {r["seat"]: r["total"] for r in board.rows}, "the plates disagree with the board"


def test_the_banner_speaks_a_players_words(recorded, qtbot):
    _h, _c, saved = recorded
    win = ReplayWindow(saved[-1])
    qtbot.addWidget(win)
    text = win.replay_widget.banner.text()
    for jargon in ("commitment", "lanjolly verify", "recomputed", "reshuffle(s)", "views match"):
        assert jargon not in text, text
    assert "Anna" in text and "rules" in text


def test_a_refused_record_has_a_button_to_close_it(recorded, qtbot, tmp_path):
    _h, _c, saved = recorded
    bad = _tamper(saved[0], tmp_path / "bad.json", _swap_discard)
    win = ReplayWindow(bad)
    qtbot.addWidget(win)
    win.show()
    boxes = win.findChildren(QDialogButtonBox)
    assert boxes and boxes[0].button(QDialogButtonBox.StandardButton.Close) is not None
    boxes[0].button(QDialogButtonBox.StandardButton.Close).click()
    assert not win.isVisible()


def test_export_offers_a_name_a_person_recognises(recorded, qtbot):
    _h, _c, saved = recorded
    win = ReplayWindow(saved[-1], names=("Anna", "Chloé", "Bruno"))
    qtbot.addWidget(win)
    name = win.replay_widget.replay.export_name()
    assert re.fullmatch(r"jolly-round\d+-anna-chloe-bruno-\d{4}-\d\d-\d\d\.json", name), name
    assert "replay-test" not in name and not re.search(r"[0-9a-f]{16}", name)
