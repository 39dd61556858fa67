"""Issue 20 items 4 and 5: nobody takes a headless table away from its players.

4. Lobby squatting: identities that sit and vanish must not start the match.
5. A watcher's ``sit`` in the lobby is refused (PROTOCOL.md §8.1, "Watchers").

Public behaviour only: a real :class:`Host` over TLS on 127.0.0.1, messages in
and out, so the tests hold whatever the host's insides look like.
"""

from __future__ import annotations

import asyncio
import random

from lanjolly.variants import ROMME
from protocol import Host, TableClient
from protocol.clientstate import Refused, TableUpdated
from protocol.cli_join import run_bot_client
from protocol.framing import READ_SIZE
from protocol.identity import Identity
from protocol.journal import Journal
from protocol.session import ClientConnection, Joined
from protocol.table import Table, TableConfig
from protocol.tls import client_context, peer_fingerprint

T = 60


async def squat(port: int) -> asyncio.StreamWriter:
    """A fresh identity that completes the handshake (so it sits down) and answers nothing after."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, ssl=client_context())
    conn = ClientConnection(Identity.generate(), "squatter", peer_fingerprint(writer.get_extra_info("ssl_object")))
    writer.write(conn.initiate())
    while True:
        data = await reader.read(READ_SIZE)
        assert data, "the host closed the squatter's connection"
        events = conn.receive_data(data)
        writer.write(conn.data_to_send())
        joined = [e for e in events if isinstance(e, Joined)]
        if joined:
            assert joined[0].seat >= 0
            return writer


async def _until(cond, timeout: float = T) -> None:
    """Wait until ``cond()`` holds (a condition on the host, checked between loop turns)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.01)


def _headless(tmp_path, **kw) -> Host:
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=3, bots=(None, None, "easy"), seed=3,
                      turn_ms=0, bot_delay_ms=0, **kw)          # as `lanjolly host --seats 3 --bots easy`
    return Host(cfg, Identity.generate(), data_dir=tmp_path / "h", journal=True)


async def test_two_identities_that_sit_and_vanish_do_not_take_the_table(tmp_path):
    host = _headless(tmp_path)
    await host.start("127.0.0.1", 0)
    players = [TableClient("127.0.0.1", host.port, nick=f"P{i}", data_dir=tmp_path / f"p{i}") for i in range(2)]
    try:
        squatters = [await squat(host.port) for _ in range(2)]    # the second one fills the table
        for w in squatters:
            w.transport.abort()
        await _until(lambda: not host.conns)                      # the host has seen both go
        seats = [(await p.connect()).seat for p in players]
        assert seats == [0, 1], f"the squatters' seats were kept: players got {seats}"
        codes = await asyncio.wait_for(asyncio.gather(
            *(run_bot_client(p, "normal", random.Random(i), quiet=True) for i, p in enumerate(players))), T)
        assert codes == [0, 0]
        assert host.table.finished
        assert all(r.ok for p in players for r in p.game.reports)   # the players' secrets made the deals
    finally:
        for p in players:
            await p.close()
        await host.close()


async def test_a_player_who_drops_after_the_first_deal_keeps_the_seat(tmp_path):
    """The rule for a match under way is unchanged: grace period, then a bot."""
    host = _headless(tmp_path, grace_ms=60_000)
    await host.start("127.0.0.1", 0)
    a = TableClient("127.0.0.1", host.port, nick="Ann", data_dir=tmp_path / "a", reconnect=False)
    b = TableClient("127.0.0.1", host.port, nick="Bob", data_dir=tmp_path / "b", reconnect=False)
    try:
        await a.connect()
        await b.connect()
        await _until(lambda: host.table.state is not None)        # dealt: the match has started
        a._writer.transport.abort()
        await _until(lambda: host.table.seats[0].cid is None)
        assert host.table.seats[0].kind == "human" and host.table.seats[0].fp == a.identity.fingerprint
        assert host.table.info()["phase"] == "play"
    finally:
        await a.close()
        await b.close()
        await host.close()


async def test_a_called_off_start_is_journaled_and_a_resumed_table_is_in_its_lobby(tmp_path):
    host = _headless(tmp_path)
    await host.start("127.0.0.1", 0)
    try:
        squatters = [await squat(host.port) for _ in range(2)]
        for w in squatters:
            w.transport.abort()
        await _until(lambda: not host.conns)
        path = host.table.journal.path
    finally:
        await host.close()
    table = Table.resume(Journal(path), 0.0)
    assert table.info()["phase"] == "lobby" and table.match is None
    assert [s.kind for s in table.seats] == ["empty", "empty", "bot"]


async def _next_answer(client: TableClient, me: str) -> object:
    """The host's answer to our ``sit``: a refusal, or a table update that seats us."""
    while True:
        ev = await client.next_event(T)
        if isinstance(ev, Refused):
            return ev
        if isinstance(ev, TableUpdated) and any(s.fp == me for s in ev.info.seats):   # typed (issue 21 §2)
            return ev


async def test_a_watcher_cannot_sit_in_the_lobby_nor_become_the_owner(tmp_path):
    for may_sit, code in ((False, "sit_off"), (True, "bad_state")):
        host = _headless(tmp_path / str(may_sit), watchers=4, watchers_may_sit=may_sit)
        await host.start("127.0.0.1", 0)
        watcher = TableClient("127.0.0.1", host.port, nick="Eve", data_dir=tmp_path / "w", watch=True)
        player = TableClient("127.0.0.1", host.port, nick="Ann", data_dir=tmp_path / "a")
        try:
            assert (await watcher.connect()).seat == -1
            watcher.sit(0)
            answer = await _next_answer(watcher, watcher.identity.fingerprint)
            assert isinstance(answer, Refused) and answer.code == code, answer
            watcher.start_match()
            answer = await _next_answer(watcher, watcher.identity.fingerprint)
            assert isinstance(answer, Refused) and answer.code == "not_owner"
            assert (await player.connect()).seat == 0
            assert host.table.info()["owner"] == player.identity.fingerprint
        finally:
            await watcher.close()
            await player.close()
            await host.close()
