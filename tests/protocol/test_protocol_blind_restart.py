"""A key holder whose program restarts in the middle of a blind round (PROTOCOL.md §17.10).

Its round secret is kept in its data dir (protocol/blindkeys.py), so the restarted program
proves the same key: the round goes on and verifies, and nobody is voided as a cheat. Over real
TLS the key holder is a real ``lanjolly join`` process killed with SIGKILL and started again;
in memory the restart falls between its key and its shuffle, so it must send exactly the kept
ones again (a fresh key or a second shuffle would be refused as a cheat).
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from lj_harness import MemHost, blind_records_ok, identity

from lanjolly.variants import JOLLY, ROMME
from protocol import Host, TableClient
from protocol.blindkeys import AttemptId, RoundSecrets
from protocol.blind.clientpart import Kept
from protocol.cli_join import run_bot_client
from protocol.clientstate import ClientGame
from protocol.identity import Identity
from protocol.table import TableConfig

ROOT = Path(__file__).resolve().parents[2]
T = 120
SECRETS_SEED = 31


def _join(port: int, data: Path, seed: int) -> subprocess.Popen[str]:
    """``lanjolly join`` as a separate program, with its own data dir (identity, pins, round keys)."""
    env = dict(os.environ, LANJOLLY_NO_DISCOVERY="1", PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-c", "import sys; from protocol.cli_join import main_join; sys.exit(main_join(sys.argv[1:]))",
         f"127.0.0.1:{port}", "--bot", "normal", "--nick", "Restarter", "--seed", str(seed), "--data-dir", str(data)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


async def _until(cond, what: str, timeout: float = T, seen=lambda: "") -> None:
    """Wait until ``cond()`` holds (a condition on the host, checked between loop turns);
    ``seen()`` says what the table was doing if it never does."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        assert loop.time() < end, f"timed out waiting for {what}: {seen()}"
        await asyncio.sleep(0.02)


def _seen(host: Host, slot: int) -> str:
    """The table's blind state in one line, for a failure message."""
    t = host.table
    return (f"attempt={t.blind.setup.attempt if t.blind else None} aborts={t.aborts} excluded={t.blind_excluded} "
            f"turn={t.state.turn_no if t.state else None} shares={_shared(host, slot)} finished={t.finished}")


def _shared(host: Host, slot: int) -> int:
    """How many positions ``slot`` has given its share of in the current attempt."""
    b = host.table.blind
    return 0 if b is None else sum(slot in have for have in b.ledger.shares.values())


async def test_a_key_holder_killed_mid_round_restarts_and_the_round_verifies(tmp_path):
    # the deal's own deadline as long as the grace period: a key holder's program starved of CPU
    # on a loaded machine must not be voided for lateness (a different test) before the restart
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=3, bots=(None, None, "easy"), seed=9,
                      turn_ms=0, blind=True, grace_ms=120_000, deal_timeout_ms=120_000, table_id="restart-mid-round")
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "host")
    await host.start("127.0.0.1", 0)
    procs: list[subprocess.Popen[str]] = []
    try:
        b = TableClient("127.0.0.1", host.port, nick="Stays", data_dir=tmp_path / "b")
        procs.append(_join(host.port, tmp_path / "a", 1))
        await _until(lambda: any(s.kind == "human" and s.cid is not None for s in host.table.seats), "the join")
        await b.connect()
        play_b = asyncio.ensure_future(run_bot_client(b, "normal", random.Random(2), quiet=True))
        seat_a = next(i for i, s in enumerate(host.table.seats) if s.nick == "Restarter")
        # into the round's play, after A gave shares: its key is in every ledger. Why the first
        # move and not the fourth: the deal is host-blind, so no seed here fixes it, and a
        # one-go finish at the third turn once ended the match before the kill (a CI run,
        # "turn=3 finished=True"); a round is over at its first move far more rarely.
        await _until(lambda: _shared(host, seat_a) > 0 and host.table.state is not None
                     and host.table.state.turn_no >= 1, "the first move", seen=lambda: _seen(host, seat_a))
        assert not host.table.finished, _seen(host, seat_a)
        attempt = host.table.blind.setup.attempt
        kept = list((tmp_path / "a" / "blind").iterdir())
        assert len(kept) == 1 and kept[0].stat().st_mode & 0o077 == 0     # owner-only, like the identity key
        os.kill(procs[0].pid, signal.SIGKILL)
        await asyncio.get_running_loop().run_in_executor(None, procs[0].wait)
        await _until(lambda: host.table.seats[seat_a].cid is None, "the host to see the kill")
        procs.append(_join(host.port, tmp_path / "a", 1))                  # the same data dir: same identity
        out, err = await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(None, procs[1].communicate), T)
        assert procs[1].returncode == 0, err[-3000:]                        # 3 would be a deal it could not verify
        assert "final standings" in out
        assert await asyncio.wait_for(play_b, T) == 0
        assert host.table.finished and host.table.aborts[seat_a] == 0 and not host.table.blind_excluded
        assert host.table.match.round_no == 1
        assert blind_records_ok([b]) == 1                                  # the round of the restart, verified
        assert attempt == 1
        assert not list((tmp_path / "a" / "blind").iterdir())             # deleted at the round's end
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        await host.close()


def _to_phase(h: MemHost, phase: str, round_no: int) -> None:
    """Run the in-memory table (fake clock) until it is in ``phase`` with ``round_no`` rounds
    scored (the match's round number: the round being dealt or played, or the next one)."""
    for _ in range(20_000):
        h.pump()
        if h.table.phase.value == phase and h.table.match is not None and h.table.match.round_no == round_no:
            return
        due = h.table.next_deadline()
        assert due is not None, f"stuck in {h.table.phase}"
        h.now = max(h.now, due)
        h.table.tick(h.now)
    raise AssertionError(f"never reached {phase} of round {round_no}")


def test_a_restart_between_key_and_shuffle_sends_the_kept_ones_again(tmp_path):
    """The program stops after its key and its shuffle of round 2's deck were kept but before the
    shuffle left; started again it sends the same key (the host drops the copy) and the kept
    shuffle, and the round is played and verified without a void."""
    h = MemHost(TableConfig(variant=ROMME.with_options(target_points=100), seats=3, bots=(None, None, "easy"),
                            blind=True, turn_ms=0, seed=3, grace_ms=60_000), records_dir=tmp_path / "rec")
    a = h.add_client(0)
    game = ClientGame(h.table.table_id, tmp_path / "rec", fingerprint=identity(1).fingerprint,
                      round_secrets=RoundSecrets(tmp_path / "b"))
    b = h.add_client(1, game=game)
    _to_phase(h, "between", 1)                          # round 0 is over
    b.drop_types = {"blind_shuffle"}
    _to_phase(h, "deal", 1)
    s = h.table.blind.setup
    kept = RoundSecrets(tmp_path / "b").load(AttemptId(s.table_id, s.round_no, s.attempt, 1))
    assert kept is not None and [m["t"] for m in kept.sent] == ["blind_key", "blind_shuffle"]
    h.drop(b)
    game2 = ClientGame(h.table.table_id, tmp_path / "rec", fingerprint=identity(1).fingerprint,
                       round_secrets=RoundSecrets(tmp_path / "b"))
    back = h.add_client(1, identity_=identity(1), game=game2)
    _to_phase(h, "between", 2)
    voids = [m for m in a.received if m["t"] == "blind_void"]
    assert not voids, voids
    assert h.table.blind_excluded == set() and h.table.aborts[1] == 0
    assert blind_records_ok([a, back]) == 3                 # a: rounds 0 and 1; back: round 1
    assert not list((tmp_path / "b" / "blind").iterdir())


def test_the_round_secret_file_is_private_checked_and_deleted(tmp_path):
    store = RoundSecrets(tmp_path)
    hostile = AttemptId("../../CON:evil", 2, 1, 0)
    store.keep(hostile, Kept(12345, [{"t": "blind_key", "round": 2, "attempt": 1, "slot": 0, "h": b"\x02" * 33,
                                      "pok": b"\x01" * 64}]))
    [p] = (tmp_path / "blind").iterdir()
    assert p.parent == tmp_path / "blind" and p.name.startswith("_")          # the host's id never makes the path
    if os.name == "posix":
        assert p.stat().st_mode & 0o777 == 0o600
    back = store.load(hostile)
    assert back is not None and back.x == 12345 and back.sent[0]["h"] == b"\x02" * 33
    assert store.load(AttemptId("../../CON:evil", 2, 1, 1)) is None        # another key holder's slot
    assert store.load(AttemptId("../../CON:evil", 2, 2, 0)) is None        # another attempt
    p.write_text("{not json", encoding="utf-8")
    assert store.load(hostile) is None                                     # damaged: ignored, never trusted
    store.keep(AttemptId("t1", 0, 1, 0), Kept(7))
    store.keep(AttemptId("t1", 1, 1, 0), Kept(8))
    store.keep(AttemptId("t1", 1, 2, 0), Kept(9))
    store.keep(AttemptId("t2", 0, 1, 0), Kept(10))
    store.forget("t1", 1, 1)                                               # attempt 1 of round 1 was void
    assert store.load(AttemptId("t1", 1, 1, 0)) is None and store.load(AttemptId("t1", 1, 2, 0)) is not None
    store.forget("t1", 1)                                                  # round 1 ended: it and earlier go
    assert store.load(AttemptId("t1", 0, 1, 0)) is None and store.load(AttemptId("t1", 1, 2, 0)) is None
    assert store.load(AttemptId("t2", 0, 1, 0)) is not None               # another table's stays
