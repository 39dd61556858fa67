"""The replay viewer on real round records: verified first, engine-driven, exact both ways."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "protocol"))
from lj_harness import MemHost, seed_deal_secrets  # noqa: E402

from lanjolly.round import Event  # noqa: E402
from lanjolly.variants import JOLLY, ROMME  # noqa: E402
from lanjolly.views import view  # noqa: E402
from protocol.table import TableConfig  # noqa: E402
from protocol.verify import verify_record  # noqa: E402
from protocol.wireview import view_to_wire  # noqa: E402
from ui.history_text import describe  # noqa: E402
from tests.ui.screenshots import save_screenshot  # noqa: E402
from ui.replay.model import RecordRefused, load_replay  # noqa: E402
from ui.replay.window import ReplayWindow  # noqa: E402


def record_match(tmp_path: Path, variant=JOLLY, target=50, seed=5):
    """A real match over sans-I/O sessions; returns the host and the human's saved records."""
    mp = pytest.MonkeyPatch()
    seed_deal_secrets(mp, seed)
    try:
        cfg = TableConfig(variant=variant.with_options(target_points=target), seats=3,
                          bots=(None, "normal", "easy"), seed=seed, turn_ms=0,
                          table_id=f"replay-test-{seed}")
        h = MemHost(cfg, records_dir=tmp_path)
        c = h.add_client(0, "Anna")
        h.run_until_finished()
    finally:
        mp.undo()
    return h, c, list(c.game.saved)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    return record_match(tmp_path_factory.mktemp("records"))


def test_replay_reaches_exactly_the_recorded_final_state(recorded, qtbot):
    h, c, saved = recorded
    replay = load_replay(saved[-1])
    assert replay.report.ok and replay.names[0] == "Anna"
    final = replay.states[-1]
    assert final == h.table.state                         # the engine's own final state, field for field
    rec = json.loads(saved[-1].read_text())
    assert view_to_wire(replay.view_at(replay.steps, 0)) == rec["views"][-1][1]
    assert view_to_wire(view(final, 0)) == view_to_wire(c.game.view)


def test_stepping_back_and_forth_gives_identical_scenes(recorded, qtbot):
    _h, _c, saved = recorded
    win = ReplayWindow(saved[-1])
    qtbot.addWidget(win)
    win.show()
    w = win.replay_widget
    assert w is not None
    seen = {}
    for k in range(0, w.replay.steps + 1, max(1, w.replay.steps // 12)):
        w.go_to(k)
        seen[k] = w.scene_signature()
    w.go_to(w.replay.steps)
    for k in sorted(seen, reverse=True):
        w.go_to(k)
        assert w.scene_signature() == seen[k], k
    w.go_to(3)
    a = w.scene_signature()
    w.step_forward()
    w.step_forward()
    w.step_back()
    w.step_back()
    assert w.scene_signature() == a
    assert w.scene_signature() != seen[0] or w.replay.steps < 3
    w.go_to(w.replay.steps * 2 // 3)
    for size, name in (((1366, 768), "replay"), ((1024, 640), "replay_1024"), ((1920, 1080), "replay_1920")):
        win.resize(*size)
        qtbot.wait(10)   # let the resize reach the view (the picture only; the assertions do not depend on it)
        save_screenshot(win, name)


def test_controls_jump_to_turn_follow_and_play(recorded, qtbot):
    _h, _c, saved = recorded
    win = ReplayWindow(saved[0])
    qtbot.addWidget(win)
    w = win.replay_widget
    w.jump_to_turn(4)
    assert w.replay.states[w.step].turn_no == 3 and w.replay.states[w.step - 1].turn_no < 3
    w.set_follow(1)
    assert w.snapshot().me == 1 and list(w.snapshot().hand) == sorted(w.replay.hands_at(w.step)[1])
    w.speed_box.setCurrentIndex(3)
    w.go_to(w.replay.steps - 2)
    w.toggle_play()
    assert w.timer.interval() == 225
    qtbot.waitUntil(lambda: w.step == w.replay.steps, timeout=3000)
    assert not w.timer.isActive()                     # stops at the end
    assert "went out" in w.move_text.text() or w.replay.states[-1].winner < 0


def _tamper(src: Path, dst: Path, change) -> Path:
    rec = json.loads(src.read_text())
    change(rec)
    dst.write_text(json.dumps(rec))
    return dst


def _swap_discard(rec):
    i = next(i for i, a in enumerate(rec["acts"]) if a.get("type") == "discard")
    rec["acts"][i]["card"] = (rec["acts"][i]["card"] + 1) % 104


@pytest.mark.parametrize("change", [
    _swap_discard,
    lambda rec: rec["secrets"].update({"100": "00" * 32}),
    lambda rec: rec["views"][0][1].update({"h": rec["views"][0][1]["h"][::-1][:-1] + [0]}),
    lambda rec: rec.update(version=99),
], ids=["action", "secret", "view", "version"])
def test_a_tampered_record_is_refused_and_nothing_is_shown(recorded, qtbot, tmp_path, change):
    _h, _c, saved = recorded
    bad = _tamper(saved[0], tmp_path / "bad.json", change)
    assert not verify_record(bad).ok                       # `lanjolly verify` refuses it too
    with pytest.raises(RecordRefused) as exc:
        load_replay(bad)
    assert exc.value.reason
    # in the reader's words: no engine code, no card notation, no "your" for another player's move
    assert "_" not in exc.value.reason and "your" not in exc.value.reason, exc.value.reason
    if change is _swap_discard:
        assert exc.value.reason.startswith("move ") and "not allowed by the rules" in exc.value.reason
    win = ReplayWindow(bad)
    qtbot.addWidget(win)
    assert win.replay_widget is None and win.refused is not None
    assert exc.value.reason in win.refused.findChildren(type(win.refused.children()[-1]))[-1].text()
    if change is _swap_discard:
        save_screenshot(win, "replay_refused")


def test_export_writes_a_record_another_client_opens_the_same_way(recorded, qtbot, tmp_path):
    _h, _c, saved = recorded
    win = ReplayWindow(saved[0], names=("Anna", "Ada", "Bruno"))
    qtbot.addWidget(win)
    out = tmp_path / "shared.json"
    win.replay_widget.export_to(str(out))
    other = load_replay(out)
    assert other.states == win.replay_widget.replay.states and other.report.ok


def test_history_wording_names_each_move():
    names = ["Anna", "Bruno"]
    assert describe(Event("discard", seat=1, cards=(9,)), names) == "Bruno discarded 10♣"
    assert describe(Event("take_discard", seat=0, cards=(104,), count=1), names) == \
        "Anna took Joker from the discard pile"
    assert describe(Event("draw_stock", seat=0), names) == "Anna drew from the stock"
    assert describe(Event("lay", seat=0, cards=(0, 1, 2)), names) == "Anna laid A♣ 2♣ 3♣"
    # Not "the table discarded": at a table with cards hidden from the host the player's own
    # machine picks the card when the clock runs out (issue 23).
    assert describe(Event("timeout_discard", seat=1, cards=(9,)), names) == "10♣ was discarded for Bruno"


def test_romme_record_replays_too(tmp_path, qtbot):
    h, _c, saved = record_match(tmp_path, ROMME, 1, seed=8)
    replay = load_replay(saved[-1])
    assert replay.states[-1] == h.table.state


def test_score_sheet_and_menu_open_the_replay(recorded, qtbot, tmp_path, monkeypatch):
    from types import SimpleNamespace

    from protocol.identity import Identity
    from ui.main_window import MainWindow
    from ui.settings import Settings
    from ui.table.score_sheet import ScoreSheet
    _h, _c, saved = recorded
    sheet = ScoreSheet(["Anna", "Ada", "Bruno"], [(10, 0, 5), (0, 20, 3)], 50, True)
    qtbot.addWidget(sheet)
    assert not sheet.replay_button.isEnabled()
    sheet.table.setCurrentCell(1, 0)
    with qtbot.waitSignal(sheet.replay_requested, timeout=2000) as sig:
        sheet.replay_button.click()
    assert sig.args == [1]
    window = MainWindow(Settings(), "Anna", discovery=False, identity=Identity.generate())
    qtbot.addWidget(window)
    round_no = json.loads(saved[0].read_text())["round"]
    # a stand-in for the connection: only the list of records this client kept is read
    window.client = SimpleNamespace(game=SimpleNamespace(saved=list(saved)))
    window._replay_round(round_no)
    shown = [w for w in window.findChildren(ReplayWindow) if w.isVisible()]
    assert len(shown) == 1 and shown[0].replay_widget.replay.path == saved[0]
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(saved[-1]), ""))
    window._open_round_record()
    assert any(w.replay_widget and w.replay_widget.replay.path == saved[-1]
               for w in window.findChildren(ReplayWindow))
    window.client = None
