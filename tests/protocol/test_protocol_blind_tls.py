"""Blind tables over real TLS 1.3 on 127.0.0.1: 2, 3 and 4 key holders with bots, a key holder
that drops and comes back, and every round record re-checked by ``lanjolly verify``."""

from __future__ import annotations

import asyncio
import random

import pytest

from lanjolly.variants import JOLLY, ROMME
from protocol import ConnectionLost, Host, Reconnected, TableClient
from protocol.clientstate import DealUnverified, ViewUpdated
from protocol.cli_join import run_bot_client
from protocol.identity import Identity
from protocol.table import TableConfig
from lj_harness import blind_records_ok

T = 120
SECRETS_SEED = 77


def _client(tmp_path, i, port) -> TableClient:
    return TableClient("127.0.0.1", port, nick=f"P{i}", data_dir=tmp_path / f"c{i}")


@pytest.mark.parametrize("variant,seats,bots,humans", [
    (JOLLY.with_options(target_points=50), 3, (None, None, "normal"), 2),      # 3 key holders: 2 + host
    (ROMME.with_options(target_points=50), 4, (None, None, None, "easy"), 3),   # 4 key holders
    (ROMME.with_options(target_points=1), 2, (None, "easy"), 1),              # 2 key holders: 1 + host
])
async def test_blind_match_over_tls(tmp_path, variant, seats, bots, humans):
    cfg = TableConfig(variant=variant, seats=seats, bots=bots, seed=5, turn_ms=0, blind=True)
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "host")
    await host.start("127.0.0.1", 0)
    try:
        clients = [_client(tmp_path, i, host.port) for i in range(humans)]
        for c in clients:
            await c.connect()
        codes = await asyncio.wait_for(asyncio.gather(
            *(run_bot_client(c, "normal", random.Random(i), quiet=True) for i, c in enumerate(clients))), T)
        assert codes == [0] * humans and host.table.finished
        assert blind_records_ok(clients) >= host.table.match.round_no
    finally:
        await host.close()


async def test_blind_key_holder_drops_over_tls_and_comes_back(tmp_path):
    cfg = TableConfig(variant=ROMME.with_options(target_points=50), seats=3, bots=(None, None, "normal"), seed=5,
                      turn_ms=0, blind=True, grace_ms=1_500, table_id="blind-drop")
    host = Host(cfg, Identity.generate(), data_dir=tmp_path / "h")
    await host.start("127.0.0.1", 0)
    try:
        a, b = _client(tmp_path, 0, host.port), _client(tmp_path, 1, host.port)
        await a.connect()
        await b.connect()
        seen: list = []
        dropped = asyncio.Event()

        def watch(ev):
            seen.append(ev)
            if isinstance(ev, ViewUpdated) and len(seen) > 12 and not dropped.is_set():
                dropped.set()
                a._writer.transport.abort()          # the link goes; the client comes back by itself
        a.on_event = watch
        codes = await asyncio.wait_for(asyncio.gather(run_bot_client(a, "normal", random.Random(1), quiet=True),
                                                      run_bot_client(b, "easy", random.Random(2), quiet=True)), T)
        assert codes == [0, 0] and dropped.is_set()
        assert any(isinstance(e, ConnectionLost) for e in seen) and any(isinstance(e, Reconnected) for e in seen)
        assert not [e for e in seen if isinstance(e, DealUnverified)]
        assert blind_records_ok([a, b]) >= 2
    finally:
        await host.close()
