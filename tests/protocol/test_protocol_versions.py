"""Issue 20 item 9: what each side does with what a newer minor version added (PROTOCOL.md §7 "Versions").

* A 1.1 client (ours, and the one written from the spec) plays a whole match
  against a host that sends a message type and keys it does not know.
* A 1.0 client gets nothing 1.0 did not have (no ``deal_receipt``, no ``args``).
* The host stays strict: a client's unknown type or key still closes it.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from lanjolly.variants import ROMME
from protocol import Host, TableClient
from protocol import session as session_mod
from protocol.cli_join import run_bot_client
from protocol.framing import encode_frame
from protocol.identity import Identity
from protocol.messages import H2C, PROTOCOL_MINOR, SCHEMAS, make
from protocol.session import ClientConnection, Closed, HostSession, Message
from protocol.table import TableConfig

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "conformance"))
from client import ConformanceClient  # noqa: E402

T = 90
FUTURE = {"zz_future": [1, "two", {"three": 3}]}
NESTED = {"table": ("info",), "snap": ("v",), "delta": ("d",), "round_end": ("result",)}


def _future(msg: dict[str, Any]) -> dict[str, Any]:
    """What a host of a later 1.x might send: an extra key in the message and in its extensible maps."""
    out = {**msg, **FUTURE}
    for key in NESTED.get(msg["t"], ()):
        inner = dict(out[key], **FUTURE)
        if key == "info":
            inner["variant"] = dict(inner["variant"], **FUTURE)
            inner["seats"] = [dict(s, **FUTURE) for s in inner["seats"]]
            inner["watch"] = dict(inner["watch"], **FUTURE)
        out[key] = inner
    return out


@pytest.fixture
def future_host(monkeypatch):
    """Every host→client frame of the in-process host carries keys no 1.1 receiver knows, and every
    delta is preceded by a message type no 1.1 receiver knows."""
    def frames(msg: dict[str, Any]) -> bytes:
        if SCHEMAS.get(msg.get("t", ""), ("",))[0] != H2C:
            return encode_frame(msg)
        extra = encode_frame({"t": "zz_table_weather", "sunny": True}) if msg["t"] in ("delta", "welcome") else b""
        return extra + encode_frame(_future(msg))
    monkeypatch.setattr(session_mod, "encode_frame", frames)


def _host(tmp_path, seats=2, bots=(None, "easy")) -> Host:
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=seats, bots=bots, seed=5, turn_ms=0,
                      bot_delay_ms=0)
    return Host(cfg, Identity.generate(), data_dir=tmp_path / "h")


async def test_our_client_ignores_an_unknown_type_and_unknown_keys(tmp_path, future_host):
    host = _host(tmp_path)
    await host.start("127.0.0.1", 0)
    client = TableClient("127.0.0.1", host.port, nick="Ann", data_dir=tmp_path / "c")
    try:
        await client.connect()
        code = await asyncio.wait_for(run_bot_client(client, "normal", random.Random(1), quiet=True), T)
        assert code == 0
        assert client.game.reports and all(r.ok for r in client.game.reports)
        wire = client.game.info.to_wire()          # the typed info (issue 21 §2), as a map again
        assert "zz_future" not in wire and "zz_future" not in wire["variant"]
        assert all(p.exists() for p in client.game.saved)
    finally:
        await client.close()
        await host.close()


async def test_the_spec_client_at_minor_1_ignores_them_too(tmp_path, future_host):
    host = _host(tmp_path)
    await host.start("127.0.0.1", 0)
    c = ConformanceClient("127.0.0.1", host.port, nick="Spec", minor=1)
    try:
        await asyncio.to_thread(c.connect)
        await asyncio.wait_for(asyncio.to_thread(c.play), T)
        assert c.match_end is not None and c.verified == [r["round"] for r in c.results]
        assert any(t == "down" and m["t"] == "zz_table_weather" for t, m in c.frames)
    finally:
        await host.close()


@pytest.mark.parametrize("minor,receipts", [(0, False), (1, True)])
async def test_a_client_gets_only_what_its_minor_defines(tmp_path, minor, receipts):
    host = _host(tmp_path)
    await host.start("127.0.0.1", 0)
    c = ConformanceClient("127.0.0.1", host.port, nick="Old", minor=minor)
    try:
        await asyncio.to_thread(c.connect)
        await asyncio.wait_for(asyncio.to_thread(c.play), T)
        got = {m["t"] for d, m in c.frames if d == "down"}
        assert ("deal_receipt" in got) is receipts
        assert all("args" not in m for d, m in c.frames if d == "down") or minor == 1
    finally:
        await host.close()


def test_the_host_still_refuses_what_it_does_not_know():
    ident = Identity.generate()
    for extra in ({"t": "zz_future"}, {"t": "hello", "major": 1, "minor": 2, "client": "x", "zz": 1}):
        host = HostSession("t1", ident.fingerprint)
        events = host.receive_data(encode_frame(extra))
        assert isinstance(events[-1], Closed) and events[-1].code in ("unknown_type", "extra_field")


def test_the_client_learns_the_hosts_minor_from_welcome_and_a_10_client_stays_strict():
    ident, host_id = Identity.generate(), Identity.generate()
    host = HostSession("t1", host_id.fingerprint)
    new = ClientConnection(ident, "Ann", host_id.fingerprint)
    host.receive_data(new.initiate())
    new.receive_data(host.data_to_send())
    assert new.peer_minor == PROTOCOL_MINOR == host.peer_minor
    old = ClientConnection(ident, "Ann", host_id.fingerprint, minor=0)
    assert not old.tolerant and new.tolerant
    future = encode_frame({"t": "zz_future"})
    assert new.receive_data(future) == []                  # ignored
    assert isinstance(old.receive_data(encode_frame({"t": "welcome", "major": 1, "minor": 2, "table_id": "t1",
                                                     "nonce": bytes(32), "pin": False, "invite": False,
                                                     "name": "T", "zz": 1}))[-1], Closed)
    ping = new.receive_data(encode_frame({**make("ping", n=3), "zz": 1}))
    assert ping == [] and b"pong" in new.data_to_send() and not new.closed
    assert not any(isinstance(e, Message) for e in ping)
