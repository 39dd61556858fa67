"""Issue 20 item 6, the regression: a flood re-opened at once from 256 addresses keeps nobody out.

A real ``lanjolly host`` process (file limit 1024, as in bench/bench_flood.py)
takes a flood of TLS connections from 256 source addresses on 127.0.0.0/8
(``bench.flooder``: each connection is opened again the moment the host drops
it). The table's owner, who sat down and left before the flood, comes back,
and a player the table has never seen arrives from a fresh address; both must
get a seat (``lanjolly join``'s retries with back-off, no more) and play the
match to its end. The host before the fix (a pool of 64 handshakes that
evicted the oldest one) let neither in: under this flood the oldest handshake
was always a player's. The assertions are about who got in, not how fast;
the timings are the benchmark's.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from protocol import TableClient
from protocol.cli_join import connect_with_retries, run_bot_client
from protocol.identity import load_or_create_identity

ROOT = Path(__file__).resolve().parents[2]
HOSTILE, ADDRESSES, FLOODERS, FLOOD_S = 2000, 256, 2, 90   # as the benchmark; it stops by itself after FLOOD_S
T = 120

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]


def _host(data: Path, owner: str) -> tuple[subprocess.Popen, int]:
    """``lanjolly host`` on 127.0.0.1 with a file limit of 1024: a one-round Rommé table for two players and a bot."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))
    env = {**os.environ, "LANJOLLY_NO_DISCOVERY": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "lanjolly", "host", "--no-discovery", "--bind", "127.0.0.1",
                             "--seats", "3", "--bots", "easy", "--variant", "romme", "--target", "1",
                             "--turn-seconds", "0", "--owner", owner, "--data-dir", str(data)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            preexec_fn=limit)
    assert proc.stdout is not None
    for line in proc.stdout:
        if m := re.search(r"listening on [^ ]+:(\d+)", line):
            return proc, int(m.group(1))
    raise AssertionError("the host did not start")


async def _flood_under_way(port: int, floods: list[asyncio.subprocess.Process]) -> None:
    """Start the flood (two processes, each with its own event loop, as the benchmark; into ``floods``,
    which the caller stops) and return once each has opened half its connections' worth."""
    share = HOSTILE // FLOODERS
    for k in range(FLOODERS):
        floods.append(await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.flooder", str(port), str(k * share), str(share), str(ADDRESSES),
            str(FLOOD_S), cwd=ROOT, stdout=asyncio.subprocess.PIPE))
    for flood in floods:
        assert flood.stdout is not None
        while True:                                # a progress line every 2 s
            line = await asyncio.wait_for(flood.stdout.readline(), T)
            assert line, "the flood ended before it was under way"
            if json.loads(line).get("opened", 0) >= share // 2:
                break


async def test_the_owner_and_a_new_player_get_in_while_256_addresses_flood(tmp_path):
    owner = load_or_create_identity(tmp_path / "owner")
    host, port = _host(tmp_path / "host", owner.fingerprint)
    floods: list[asyncio.subprocess.Process] = []
    players: list[TableClient] = []
    try:
        first = TableClient("127.0.0.1", port, nick="Owner", identity=owner, data_dir=tmp_path / "o1",
                            reconnect=False)
        await first.connect()                      # the owner sat down before the flood ...
        await first.close()                        # ... and left (a lobby seat is free again, §8.1)
        await _flood_under_way(port, floods)
        players = [TableClient("127.0.0.1", port, nick="Owner", identity=owner, data_dir=tmp_path / "o2",
                               source="127.0.0.1"),
                   TableClient("127.0.0.1", port, nick="New", data_dir=tmp_path / "n", source="127.0.200.1")]
        results = await asyncio.gather(*(connect_with_retries(p) for p in players), return_exceptions=True)
        got_in = [not isinstance(r, BaseException) for r in results]
        assert got_in == [True, True], f"kept out by the flood: {results}"
        assert sorted(r.seat for r in results) == [0, 1]
        codes = await asyncio.wait_for(asyncio.gather(
            *(run_bot_client(p, "normal", random.Random(i), quiet=True) for i, p in enumerate(players))), T)
        assert codes == [0, 0]                     # both played the match to its end
    finally:
        for p in players:
            await p.close()
        for flood in floods:
            if flood.returncode is None:
                flood.kill()
            await flood.wait()
        host.terminate()
        try:
            host.wait(10)
        except subprocess.TimeoutExpired:
            host.kill()
            host.wait()
