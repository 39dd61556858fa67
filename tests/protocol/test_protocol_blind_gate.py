"""The version gate of cards hidden from the host (PROTOCOL.md §7 "Versions", §17).

A blind table needs every seated machine to hold a key and act on 1.2's blind messages. A
client older than 1.2 could not, so the host of a blind table refuses it at ``hello`` with the
stable code ``blind_unsupported`` and a sentence a person understands, before any welcome; at a
table without the option the same client is admitted as before.
"""

from __future__ import annotations

import asyncio
import functools
import random
import sys
import threading
from pathlib import Path

import pytest

from lanjolly.variants import ROMME
from protocol import Host, TableClient
from protocol import client as client_mod
from protocol.client import ConnectError
from protocol.cli_join import run_bot_client
from protocol.identity import Identity
from protocol.session import ClientConnection, Closed, HostSession
from protocol.table import TableConfig
from protocol.version import BLIND_SINCE, PROTOCOL_MINOR

from lj_harness import HOST_ID, MemHost, blind_records_ok, identity

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "conformance"))
from client import ConformanceClient, ConformanceError  # noqa: E402


def _cfg(blind: bool) -> TableConfig:
    return TableConfig(variant=ROMME.with_options(target_points=1), seats=3, bots=(None, None, "easy"),
                       blind=blind, turn_ms=0, seed=4)


def _handshake(host: HostSession, client: ClientConnection) -> list:
    events = []
    data = client.initiate()
    for _ in range(10):
        if not data:
            break
        host.receive_data(data)
        events += client.receive_data(host.data_to_send())
        data = client.data_to_send()
    return events


@pytest.mark.parametrize("minor,watch", [(1, False), (0, False), (1, True)])
def test_an_older_client_is_refused_at_hello_with_a_stable_code_and_a_sentence(minor, watch):
    host = HostSession("tbl1", HOST_ID.fingerprint, blind=True)
    client = ClientConnection(identity(0), "Ann", HOST_ID.fingerprint, minor=minor, watch=watch)
    events = _handshake(host, client)
    assert isinstance(events[-1], Closed) and events[-1].code == "blind_unsupported"
    text = events[-1].text
    assert "hides every card from its host" in text and f"1.{minor}" in text and f"1.{BLIND_SINCE}" in text
    assert "update your program" in text and len(text) <= 300
    assert host.closed and host.state == "closed"


def test_the_same_older_client_is_admitted_at_a_table_without_the_option_and_a_new_one_at_a_blind_one():
    old = ClientConnection(identity(0), "Ann", HOST_ID.fingerprint, minor=1)
    _handshake(HostSession("tbl1", HOST_ID.fingerprint, blind=False), old)
    assert old.close_reason is None and old.state in ("auth_sent", "open")
    new = ClientConnection(identity(1), "Bo", HOST_ID.fingerprint, minor=PROTOCOL_MINOR)
    _handshake(HostSession("tbl1", HOST_ID.fingerprint, blind=True), new)
    assert new.close_reason is None and new.state in ("auth_sent", "open")
    assert PROTOCOL_MINOR >= BLIND_SINCE


def test_at_a_blind_table_the_refused_client_takes_no_seat_and_the_round_is_still_blind(tmp_path):
    h = MemHost(_cfg(True), records_dir=tmp_path)
    old = h.add_client(0, minor=1)
    assert old.closed is not None and old.closed.code == "blind_unsupported"
    assert all(s.cid is None for s in h.table.seats if s.kind == "human")
    a, b = h.add_client(1), h.add_client(2)
    h.run_until_finished()
    assert not [m for m in a.received if m["t"] == "blind_void"]      # no no_answer void: nobody stalls
    assert blind_records_ok([a, b]) == 2


async def test_over_tls_the_spec_written_11_client_is_refused_and_our_client_reads_the_code(tmp_path, monkeypatch):
    """The second client written from the spec at 1.1 (tests/conformance) and our own program
    told to say 1.1 both meet the gate over real TLS; our 1.2 program then plays the table."""
    host = Host(_cfg(True), Identity.generate(), data_dir=tmp_path / "host")
    await host.start("127.0.0.1", 0)
    try:
        outcome: list[str] = []

        def spec_client() -> None:
            c = ConformanceClient("127.0.0.1", host.port, minor=1)
            try:
                c.connect(timeout=30)
                outcome.append("joined")
            except (ConformanceError, AssertionError, ConnectionError, OSError) as exc:
                outcome.append(str(exc))
        t = threading.Thread(target=spec_client)
        t.start()
        await asyncio.get_running_loop().run_in_executor(None, t.join, 60)
        assert outcome and "blind_unsupported" in outcome[0], outcome

        monkeypatch.setattr(client_mod, "ClientConnection", functools.partial(ClientConnection, minor=1))
        old = TableClient("127.0.0.1", host.port, nick="Old", data_dir=tmp_path / "old", reconnect=False)
        with pytest.raises(ConnectError) as e:
            await old.connect()
        assert e.value.code == "blind_unsupported" and "hides every card from its host" in str(e.value)
        monkeypatch.undo()

        a = TableClient("127.0.0.1", host.port, nick="A", data_dir=tmp_path / "a")
        b = TableClient("127.0.0.1", host.port, nick="B", data_dir=tmp_path / "b")
        await a.connect()
        await b.connect()
        codes = await asyncio.wait_for(asyncio.gather(run_bot_client(a, "normal", random.Random(1), quiet=True),
                                                      run_bot_client(b, "easy", random.Random(2), quiet=True)), 120)
        assert codes == [0, 0] and host.table.finished
        assert blind_records_ok([a, b]) >= 2
    finally:
        await host.close()
