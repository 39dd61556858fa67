"""``lanjolly verify`` over a whole duplicate event: a true record passes, every kind of alteration is refused."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from event_harness import MemEvent
from protocol.eventconfig import EventConfig
from protocol.eventverify import verify_event
from protocol import eventboards
from protocol.organiser import record_of, write_results

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("event")
    seeded = random.Random(24)      # the same boards every run: an altered discard must not happen to be legal
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(eventboards, "new_secret", lambda: seeded.randbytes(32))
        ev = MemEvent(EventConfig(tables=3, seats=3, boards=3, turn_ms=30_000, pause_ms=0,
                                  event_id="a1b2c3d4e5f60718"), folder)
        for i in range(4):
            ev.add_person(i)
        ev.desk.close_registration(ev.now)
        ev.run()
    out = folder / "out"
    write_results(out, record_of(ev.desk))
    return out


def _copy(played: Path, tmp_path: Path) -> Path:
    out = tmp_path / "copy"
    out.mkdir()
    for name in ("event.json", "boards.csv", "standings.csv", "results.html"):
        (out / name).write_bytes((played / name).read_bytes())
    return out


def _edit(folder: Path, change) -> None:
    rec = json.loads((folder / "event.json").read_text())
    change(rec)
    (folder / "event.json").write_text(json.dumps(rec))


def test_the_true_record_verifies(played):
    report = verify_event(played)
    assert report.ok and report.boards == 3, report


def _first_discard(rec):
    t = rec["boards"][1]["tables"][0]
    return next(a for a in t["acts"] if a["type"] == "discard")


CASES = {
    "secret": (lambda r: r["boards"][0]["secrets"].update({"0": "00" * 32}),
               "board 1: seat 0: revealed secret does not match its commitment"),
    "commitment": (lambda r: r["commits"]["1"].__setitem__(0, "11" * 32),
                   "the commitments do not give the recorded digest"),
    "action": (lambda r: _first_discard(r).update({"card": (_first_discard(r)["card"] + 1) % 104}),
               "board 2, table 1: the public actions do not replay from the board's deal"),
    "points": (lambda r: r["boards"][2]["tables"][1]["points"].__setitem__(0, 999),
               "board 3, table 2, seat 1: the record says 999 points, the replay gives"),
    "seating": (lambda r: r["boards"][0]["tables"][0]["slots"].reverse(),
                "board 1, table 1: the players are not the ones the movement seats there"),
    "dealer": (lambda r: r["boards"][1]["tables"][2].update({"dealer": 0}),
               "board 2, table 3: dealer seat 1, but the board's dealer is seat 2"),
    "missing table": (lambda r: r["boards"][1]["tables"].pop(),
                      "board 2: not every table's play is in the record"),
    "standings": (lambda r: r["standings"][0].update({"matchpoints": r["standings"][0]["matchpoints"] + 2}),
                  "standings: "),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_an_altered_board_or_result_is_refused_with_its_reason(played, tmp_path, case):
    change, reason = CASES[case]
    folder = _copy(played, tmp_path)
    _edit(folder, change)
    report = verify_event(folder)
    assert not report.ok
    assert any(reason in p for p in report.problems), report.problems


def test_an_altered_results_file_is_refused(played, tmp_path):
    folder = _copy(played, tmp_path)
    text = (folder / "standings.csv").read_text().splitlines()
    cells = text[2].split(",")
    cells[4] = str(int(cells[4]) + 1)
    text[2] = ",".join(cells)
    (folder / "standings.csv").write_text("\n".join(text) + "\n")
    report = verify_event(folder)
    assert not report.ok and "standings.csv differs from the results the boards give (line 3)" in report.problems


@pytest.mark.parametrize("content", [b"{", b"[" * 100_000 + b"]" * 100_000, b'{"kind": "lanjolly-duplicate-event"}',
                                     json.dumps({"version": 1, "kind": "lanjolly-duplicate-event", "event": {},
                                                 "players": [], "commits": {}, "digest": "", "boards": [],
                                                 "standings": []}).encode()])
def test_a_damaged_or_hostile_record_is_refused_without_a_crash(tmp_path, content):
    (tmp_path / "event.json").write_bytes(content)
    report = verify_event(tmp_path)
    assert not report.ok and report.problems


def test_oversized_counts_are_refused_before_anything_is_computed(played, tmp_path):
    folder = _copy(played, tmp_path)
    _edit(folder, lambda r: r["boards"][0]["tables"][0].update({"acts": [{"type": "draw_stock", "seat": 0}] * 20_001}))
    report = verify_event(folder)
    assert not report.ok and "a table entry" in report.problems[0]


def test_lanjolly_verify_command_exits_0_for_the_event_and_1_for_an_altered_one(played, tmp_path):
    ok = subprocess.run([sys.executable, "-m", "lanjolly", "verify", str(played)], capture_output=True, text=True,
                        cwd=ROOT, timeout=120)
    assert ok.returncode == 0 and "event verified: 3 boards" in ok.stdout
    folder = _copy(played, tmp_path)
    _edit(folder, CASES["points"][0])
    bad = subprocess.run([sys.executable, "-m", "lanjolly", "verify", str(folder / "event.json")], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert bad.returncode == 1 and "event NOT verified" in bad.stderr and "999 points" in bad.stderr
