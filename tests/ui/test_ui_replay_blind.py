"""The replay viewer on rounds dealt with cards hidden from the host (PROTOCOL.md §17.10):
it runs ``lanjolly verify``'s whole check (every proof, share and card, with the revealed round
keys) before it shows anything, steps through the true round, and refuses an altered record."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "protocol"))
from lj_harness import MemHost  # noqa: E402

from lanjolly.variants import ROMME  # noqa: E402
from protocol.table import TableConfig  # noqa: E402
from protocol.verify import verify_record  # noqa: E402
from protocol.wireview import view_to_wire  # noqa: E402
from tests.ui.screenshots import save_screenshot  # noqa: E402
from ui.replay.model import RecordRefused, load_replay  # noqa: E402
from ui.replay.window import ReplayWindow  # noqa: E402


@pytest.fixture(scope="module")
def blind_record(tmp_path_factory):
    folder = tmp_path_factory.mktemp("blind-records")
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=3, bots=(None, None, "easy"),
                      blind=True, turn_ms=0, seed=6, table_id="replay-blind")
    h = MemHost(cfg, records_dir=folder)
    a = h.add_client(0, "Anna")
    h.add_client(1, "Bruno")
    h.run_until_finished()
    assert a.game.saved
    return a.game.saved[0]


def test_the_viewer_replays_a_blind_round_to_the_view_its_player_had(blind_record, qtbot):
    rec = json.loads(blind_record.read_text(encoding="utf-8"))
    assert rec["blind"]["holders"] and not rec["commits"]
    replay = load_replay(blind_record)
    assert replay.report.ok and "cards hidden from the host" in replay.report.message
    assert replay.states[-1].over and replay.steps == len(rec["acts"])
    assert view_to_wire(replay.view_at(replay.steps, rec["seat"])) == rec["views"][-1][1]
    assert all(c >= 0 for st in replay.states for hand in st.hands for c in hand)   # every card known
    win = ReplayWindow(blind_record)
    qtbot.addWidget(win)
    win.show()
    w = win.replay_widget
    assert w is not None
    # no commitments at such a table: the banner and the board say what was checked (said "the
    # players' own secrets" before)
    assert replay.report.blind and "shuffled the cards with proofs" in w.banner.text()
    assert "shuffled it with proofs" in w.verdict() and "own secrets" not in w.verdict()
    w.go_to(replay.steps // 2)
    w.set_follow(2)                                  # the host's bot: its hand is shown like any other
    assert list(w.snapshot().hand) == sorted(replay.hands_at(w.step)[2])
    win.resize(1366, 768)
    save_screenshot(win, "replay_blind")


def _flip(hexs: str, at: int) -> str:
    return hexs[:at] + ("0" if hexs[at] != "0" else "1") + hexs[at + 1:]


@pytest.mark.parametrize("what", ["proof", "share", "card", "round_key"])
def test_an_altered_blind_record_is_refused_by_the_viewer(blind_record, qtbot, tmp_path, what):
    rec = json.loads(blind_record.read_text(encoding="utf-8"))
    msgs = rec["blind"]["messages"]
    if what == "proof":
        i = next(i for i, m in enumerate(msgs) if m["t"] == "blind_shuffle")
        msgs[i]["proof"] = _flip(msgs[i]["proof"], 10)
    elif what == "share":
        i = next(i for i, m in enumerate(msgs) if m["t"] == "blind_shares" and not m["cards"])
        msgs[i]["d"] = _flip(msgs[i]["d"], 40)
    elif what == "card":
        i = next(i for i, m in enumerate(msgs) if m["t"] == "blind_shares" and m["cards"])
        msgs[i]["cards"][0] = (msgs[i]["cards"][0] + 1) % 110
    else:
        i = next(i for i, m in enumerate(msgs) if m["t"] == "blind_round_key")
        msgs[i]["x"] = _flip(msgs[i]["x"], 5)
    bad = tmp_path / f"bad-{what}.json"
    bad.write_text(json.dumps(rec), encoding="utf-8")
    report = verify_record(bad)
    assert not report.ok and f"key holder {msgs[i]['slot']}" in report.message, report.message
    with pytest.raises(RecordRefused) as exc:
        load_replay(bad)
    assert exc.value.reason
    win = ReplayWindow(bad)
    qtbot.addWidget(win)
    assert win.replay_widget is None and win.refused is not None


def _row_contrast(view, row: int) -> float:
    """The WCAG contrast between a list row's background and its most distinct pixel (its text)."""
    from ui.theme import contrast
    rect = view.visualRect(view.model().index(row, 0))
    img = view.viewport().grab(rect).toImage()
    bg = img.pixelColor(1, img.height() // 2)
    return max(contrast(bg, img.pixelColor(x, y)) for x in range(img.width()) for y in range(img.height()))


@pytest.mark.parametrize("box", ["follow_box", "speed_box"])
def test_the_replay_bar_lists_are_readable_when_opened(blind_record, qtbot, box):
    """"Follow Anna", "Follow Bruno" ... opened: the bar's dark green reached the list, whose rows
    were drawn in the combo box's dark text on it (about 1.5:1, unreadable on a real desktop)."""
    win = ReplayWindow(blind_record)
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    combo = getattr(win.replay_widget, box)
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    rows = [r for r in range(combo.count()) if r != combo.currentIndex()]
    assert rows and all(_row_contrast(view, r) >= 4.5 for r in rows), [_row_contrast(view, r) for r in rows]
    combo.hidePopup()
