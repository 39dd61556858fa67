"""``lanjolly duplicate`` as its own process on loopback: a whole event with bots, people joining while it waits,
and an organiser killed mid-event that resumes from its journals while the players' clients reconnect."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from protocol.eventclient import BoardScored
from protocol.eventplayer import EventPlayer, play_as_bot
from protocol.eventverify import verify_event

ROOT = Path(__file__).resolve().parents[2]


def _organiser(out: Path, *extra: str) -> subprocess.Popen[str]:
    env = {**os.environ, "LANJOLLY_DATA_DIR": str(out.parent / "org-data"), "LANJOLLY_NO_DISCOVERY": "1"}
    return subprocess.Popen([sys.executable, "-m", "lanjolly", "duplicate", "--bind", "127.0.0.1",
                             "--no-discovery", *extra], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _port(proc: subprocess.Popen[str]) -> int:
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("desk listening on "):
            return int(line.split()[3].rsplit(":", 1)[1].rstrip(";"))
    raise AssertionError(f"no address printed: {proc.stderr.read() if proc.stderr else ''}")


def test_the_issue_s_command_plays_a_whole_event_with_bots_and_exits_0(tmp_path):
    out = tmp_path / "night"
    proc = _organiser(out, "--variant", "jolly", "--tables", "2", "--boards", "4", "--bots", "normal",
                      "--out", str(out), "--wait", "0")
    stdout, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 0, stderr
    assert "standings:" in stdout and "wrote" in stdout
    for name in ("results.html", "boards.csv", "standings.csv", "event.json"):
        assert (out / name).stat().st_size > 100
    assert "<h1>Duplicate</h1>" in (out / "results.html").read_text()
    assert len((out / "boards.csv").read_text().splitlines()) == 1 + 4 * 8
    assert verify_event(out).ok


def test_people_join_while_it_waits_and_check_every_board(tmp_path):
    out = tmp_path / "night"
    proc = _organiser(out, "--tables", "2", "--seats", "2", "--boards", "2", "--out", str(out), "--wait", "4",
                      "--pause-seconds", "0")
    try:
        port = _port(proc)

        async def people() -> list[EventPlayer]:
            players = [EventPlayer("127.0.0.1", port, nick=n, data_dir=tmp_path / n) for n in ("Ann", "Bea")]
            recs = await asyncio.wait_for(asyncio.gather(*(play_as_bot(p, "normal", random.Random(i))
                                                           for i, p in enumerate(players))), 240)
            assert all(r is not None and len(r["boards"]) == 2 for r in recs)
            for p in players:
                await p.close()
            return players
        players = asyncio.run(people())
        assert proc.wait(timeout=60) == 0
    finally:
        proc.kill()
    names = (out / "standings.csv").read_text()
    assert "Ann" in names and "Bea" in names
    assert all(p.problems == [] for p in players)
    assert all(r.ok for p in players for g in set(p.games.values()) for r in g.reports)


def test_a_killed_organiser_resumes_and_the_players_finish_the_event(tmp_path):
    out = tmp_path / "night"
    args = ("--tables", "2", "--seats", "2", "--boards", "6", "--out", str(out), "--wait", "3", "--pause-seconds",
            "0", "--bot-delay-ms", "20", "--grace-seconds", "60")
    proc = _organiser(out, *args)
    port = _port(proc)

    async def scenario() -> list[EventPlayer]:
        scored: list[int] = []
        two_boards = asyncio.Event()

        def seen(ev: object) -> None:
            if isinstance(ev, BoardScored):
                scored.append(ev.board)
                if len(scored) == 2 * 2:                # both players saw boards 1 and 2 published
                    two_boards.set()
        players = [EventPlayer("127.0.0.1", port, nick=n, data_dir=tmp_path / n, on_desk=seen)
                   for n in ("Ann", "Bea")]
        tasks = [asyncio.create_task(play_as_bot(p, "normal", random.Random(i))) for i, p in enumerate(players)]
        await asyncio.wait_for(two_boards.wait(), 120)
        proc.send_signal(signal.SIGKILL)                # a crash: no goodbye, no flush
        proc.wait(timeout=30)
        again = _organiser(out, "--resume", str(out))
        try:
            recs = await asyncio.wait_for(asyncio.gather(*tasks), 300)
            assert again.wait(timeout=60) == 0
        finally:
            again.kill()
        assert all(r is not None and len(r["boards"]) == 6 for r in recs)
        assert max(scored[:4]) < 5                      # it was killed with boards still to play
        for p in players:
            await p.close()
        return players
    players = asyncio.run(scenario())
    assert verify_event(out).ok
    assert all(p.problems == [] for p in players), [p.problems for p in players]
