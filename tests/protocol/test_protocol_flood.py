"""Issue 20 item 6: a handshake flood from many addresses does not keep players out.

The admission policy (protocol/admission.py) is checked on its own, with no
sockets, for the order in which it serves addresses; then a real host over
TLS on 127.0.0.0/8 takes a small flood from a separate process while a new
player and the returning owner join and finish a match. The figures of the
full-size flood (2,000 connections from 256 addresses) come from
bench/bench_flood.py, not from here.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path

import pytest

from lanjolly.variants import ROMME
from protocol import Host, TableClient
from protocol.admission import Admission
from protocol.cli_join import connect_with_retries, run_bot_client
from protocol.identity import Identity, load_or_create_identity
from protocol.limits import HostLimits
from protocol.table import TableConfig

ROOT = Path(__file__).resolve().parents[2]

T = 90


def _flood(adm: Admission, addrs: list[str], now: float, cid0: int = 1000) -> list:
    return [adm.arrive(cid0 + i, a, now) for i, a in enumerate(addrs)]


async def test_a_fresh_address_is_served_before_flooders_that_were_served():
    adm = Admission(HostLimits(pending_total=2, pending_per_addr=8, new_per_addr=100))
    flood = [f"10.0.0.{i}" for i in range(1, 41)]
    tickets = _flood(adm, flood * 2, 0.0)          # two rounds from 40 addresses: 2 slots, 78 waiting
    assert adm.in_progress == 2 and all(t is not None for t in tickets)
    for cid in list(adm.shaking):                  # the first two finish; the next two flood addresses go
        adm.release(cid, 1.0)
    player = adm.arrive(1, "10.9.9.9", 2.0)
    assert player is not None and not player.granted.done()
    adm.release(next(iter(adm.shaking)), 3.0)      # the next free slot: the player's, not the 39 waiting
    assert player.granted.done() and player.granted.result() is True


async def test_a_known_address_has_a_head_start_but_cannot_starve_a_newcomer():
    adm = Admission(HostLimits(pending_total=1, pending_per_addr=8, new_per_addr=100))
    adm.know("10.0.0.7")                           # a seat holder came from there once, long ago
    adm.served["10.0.0.7"] = -10.0
    first = _flood(adm, ["10.0.0.1"], 0.0)         # takes the only slot
    _flood(adm, ["10.0.0.2", "10.0.0.3"] * 3, 0.1, cid0=2000)   # flooders, three tries each
    known = adm.arrive(2500, "10.0.0.7", 0.15)
    adm.release(first[0].cid, 0.2)
    assert known.granted.done()                    # the known address first, though it came last
    again = adm.arrive(3000, "10.0.0.7", 0.3)      # it floods on: served 0.1 s ago, no head start now
    newcomer = adm.arrive(4000, "10.5.5.5", 0.4)
    adm.release(known.cid, 0.5)
    assert newcomer.granted.done() and not again.granted.done()


async def test_when_every_waiting_place_is_taken_a_flooder_is_refused_and_a_player_still_gets_one():
    adm = Admission(HostLimits(pending_total=1, pending_per_addr=8, new_per_addr=100, waiting_total=4))
    _flood(adm, ["10.0.0.1"] * 5, 0.0)             # 1 slot + 4 waiting, all from one address (served at 0.0)
    other = adm.arrive(50, "10.0.0.2", 0.1)        # full, but never served: takes 10.0.0.1's oldest place
    assert other is not None and adm.waiting_count == 4 and len(adm.waiting["10.0.0.1"]) == 3
    assert adm.arrive(60, "10.0.0.1", 0.2) is None            # a flooder's newcomer: refused, nobody evicted
    assert adm.waiting_count == 4 and len(adm.waiting["10.0.0.1"]) == 3
    player = adm.arrive(70, "10.9.9.9", 0.3)
    assert player is not None and adm.waiting_count == 4      # took the place of 10.0.0.1's oldest again
    assert len(adm.waiting["10.0.0.1"]) == 2 and len(adm.waiting["10.9.9.9"]) == 1


async def test_one_address_gets_at_most_its_share_of_places():
    adm = Admission(HostLimits(pending_total=4, pending_per_addr=3, new_per_addr=100))
    got = [adm.arrive(i, "10.0.0.1", 0.0) for i in range(5)]
    assert [t is not None for t in got] == [True, True, True, False, False]


@pytest.mark.timeout(180)
async def test_a_new_player_and_the_returning_owner_join_and_finish_during_a_flood(tmp_path):
    owner = load_or_create_identity(tmp_path / "owner")
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=3, bots=(None, None, "easy"), seed=4,
                      turn_ms=0, bot_delay_ms=0, owner=owner.fingerprint)
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "h", limits=HostLimits(pending_total=4))
    await host.start("127.0.0.1", 0)
    first = TableClient("127.0.0.1", host.port, nick="Owner", identity=owner, data_dir=tmp_path / "o1",
                        reconnect=False)
    await first.connect()                          # the owner sat down before the flood ...
    await first.close()                            # ... and left (its seat is free again, §8.1)
    flood = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.flooder", str(host.port), "0", "300", "60", "25", cwd=ROOT,
        stdout=asyncio.subprocess.PIPE)
    assert flood.stdout is not None
    await flood.stdout.readline()                  # {"event": "flooding"}
    players = [TableClient("127.0.0.1", host.port, nick="Owner", identity=owner, data_dir=tmp_path / "o2",
                           source="127.0.0.1"),
               TableClient("127.0.0.1", host.port, nick="New", data_dir=tmp_path / "n", source="127.0.200.1")]
    try:
        while True:                                # the flood is under way: it reports every 2 s
            line = json.loads(await asyncio.wait_for(flood.stdout.readline(), T))
            if line.get("opened", 0) >= 100:
                break
        joined = [await asyncio.wait_for(connect_with_retries(p), T) for p in players]
        assert sorted(j.seat for j in joined) == [0, 1]
        codes = await asyncio.wait_for(asyncio.gather(
            *(run_bot_client(p, "normal", random.Random(i), quiet=True) for i, p in enumerate(players))), T)
        assert codes == [0, 0] and host.table.finished
    finally:
        for p in players:
            await p.close()
        if flood.returncode is None:
            flood.kill()
        await flood.wait()
        await host.close()
