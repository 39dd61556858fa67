"""Duplicate against the bots alone: a board set from a code, bots seeded by the board, results compared later."""

from __future__ import annotations

import argparse
import asyncio
import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest

from protocol.identity import Identity
from protocol.solo import (check_solo, clean_code, compare, daily_code, solo_board, solo_event_id)
from protocol.solo_cli import play_solo, result_name

ROOT = Path(__file__).resolve().parents[2]


def _args(tmp_path: Path, **kw) -> argparse.Namespace:
    base = dict(variant="jolly", knock=False, seats=3, boards=2, bots="normal", bot="normal", data_dir=str(tmp_path))
    base.update(kw)
    return argparse.Namespace(**base)


def _play(tmp_path: Path, code: str, **kw) -> dict:
    return asyncio.run(play_solo(code, _args(tmp_path, **kw), Identity.generate(), kw.get("nick", "Ann")))


def test_the_same_code_deals_the_same_boards_and_the_same_bots_play_the_same(tmp_path):
    a = _play(tmp_path, "Friday Night")
    b = _play(tmp_path, "  friday   night ")          # a code is compared in lower case, spaces squeezed
    assert len(a["played"]) == 2
    assert a["played"] == b["played"]                 # same moves by the same player: every bot choice the same
    other = _play(tmp_path, "saturday")
    assert other["played"][0]["acts"] != a["played"][0]["acts"]


def test_bot_choices_come_from_the_board_not_the_clock(tmp_path, monkeypatch):
    import random
    import time
    a = _play(tmp_path, "seeded")
    monkeypatch.setattr(time, "time", lambda: 1e9)    # another clock, another process-wide random state
    random.seed(12345)
    b = _play(tmp_path, "seeded")
    assert a["played"] == b["played"]


def test_a_result_file_replays_from_its_code_and_a_changed_one_is_refused(tmp_path):
    rec = _play(tmp_path, "verify me")
    assert check_solo(rec) == []
    rec["played"][1]["points"][0] += 10
    assert check_solo(rec) == ["board 2: the actions do not give the points the file says"]
    assert check_solo({"kind": "other"}) == ["not a LAN Jolly solo result"]
    assert check_solo({"version": 1, "kind": "lanjolly-solo", "variant": {}})[0].startswith("the file is damaged")


def test_friends_compare_their_files_board_by_board(tmp_path):
    ann = _play(tmp_path, "club", nick="Ann")
    eve = _play(tmp_path, "club", nick="Eve", bot="easy")
    sheet = compare([ann, eve])
    rows = sheet.standings()
    assert {sheet.name(r.place) for r in rows} == {"Ann", "Eve"}
    assert sum(r.matchpoints for r in rows) == 2 * 2            # 2 boards, 2 matchpoints shared per board
    with pytest.raises(ValueError):
        compare([ann, _play(tmp_path, "other club")])


def test_the_deal_of_the_day_is_the_date_and_codes_are_checked():
    assert daily_code(datetime.date(2025, 1, 31)) == "day-2025-01-31"
    assert clean_code(" Day-2025-01-31 ") == "day-2025-01-31"
    for bad in ("", "x" * 41, "semi;colon", "quote\"", "<b>"):
        with pytest.raises(ValueError):
            clean_code(bad)
    a = solo_event_id("day-2025-01-31", "jolly", 4, 16)
    assert a != solo_event_id("day-2025-01-31", "romme", 4, 16) != solo_event_id("day-2025-02-01", "jolly", 4, 16)
    assert solo_board(a, 0) != solo_board(a, 1)
    assert result_name("Day 1", "Ann/../x") == "solo-day_1-ann_x.json"


def test_lanjolly_duplicate_solo_and_compare_and_verify_from_the_command_line(tmp_path):
    env_dd = ["--data-dir", str(tmp_path / "dd")]
    for nick, bot in (("Ann", "normal"), ("Eve", "easy")):
        run = subprocess.run([sys.executable, "-m", "lanjolly", "duplicate", "--solo", "cli set", "--boards", "2",
                              "--seats", "2", "--nick", nick, "--bot", bot, "--out", str(tmp_path), *env_dd],
                             capture_output=True, text=True, cwd=ROOT, timeout=300)
        assert run.returncode == 0, run.stderr
    files = sorted(str(p) for p in tmp_path.glob("solo-*.json"))
    assert len(files) == 2
    cmp_ = subprocess.run([sys.executable, "-m", "lanjolly", "duplicate", "--compare", *files], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert cmp_.returncode == 0 and "board set 'cli set': 2 results" in cmp_.stdout
    ver = subprocess.run([sys.executable, "-m", "lanjolly", "verify", *files], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert ver.returncode == 0 and ver.stdout.count("solo result verified: 2 boards") == 2
    data = json.loads(Path(files[0]).read_text())
    data["played"][0]["acts"] = data["played"][0]["acts"][:-3]
    Path(files[0]).write_text(json.dumps(data))
    bad = subprocess.run([sys.executable, "-m", "lanjolly", "verify", files[0]], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert bad.returncode == 1 and "NOT verified" in bad.stderr


@pytest.mark.parametrize("content", [b"[" * 100_000 + b"]" * 100_000, b"\xff\xfe", b"{", b'{"kind": "lanjolly-solo"}'])
def test_a_hostile_result_file_is_refused_with_a_reason_not_a_crash(tmp_path, content):
    from protocol.solo import read_result, verify_solo
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(ValueError):
        read_result(path)
    assert not verify_solo(path).ok
