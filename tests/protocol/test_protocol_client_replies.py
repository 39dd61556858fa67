"""A deal reply the connection could not carry is not sent on the next one (PROTOCOL.md §10: resend nothing).

Found on a real host killed between rounds and resumed: the client's commitment to the dying
host's deal request stayed queued, went out first on the new connection, and the resumed host,
which had begun the interrupted deal again with the same round and attempt, took it for the new
attempt; the client's own commitment was then refused, the published one was not ours, and the
client reported the deal unverified and lost its say in it.
"""

from __future__ import annotations

from typing import Any

import pytest

from protocol.client import TableClient
from protocol.clientstate import ClientGame
from protocol.identity import Identity
from protocol.messages import make


class _Wire:
    """The next connection's writer and session, keeping what the client sends."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.closed = False
        self.transport = self

    def is_closing(self) -> bool:
        return False

    def send(self, msg: dict[str, Any]) -> bytes:
        self.sent.append(msg)
        return b""

    def write(self, data: bytes) -> None:
        pass


def test_a_commitment_the_lost_connection_could_not_carry_is_not_sent_on_the_next(tmp_path):
    client = TableClient("127.0.0.1", 9, identity=Identity.generate(), data_dir=tmp_path, records=False)
    client.game = ClientGame("t1")
    client.game.set_seat(0)
    # The request arrives in the connection's last bytes; the reply cannot go out any more.
    with pytest.raises(ConnectionError):
        client._dispatch(make("deal_commit_req", round=1, attempt=1, slot=0, tl=10_000))
    assert client.game.outgoing == []
    wire = _Wire()
    client._writer, client._conn = wire, wire      # type: ignore[assignment]
    client._dispatch(make("sys", event="reconnected", seat=1, nick="P1", text="P1 is back", args={}))
    assert [m["t"] for m in wire.sent] == []
    # The resumed host asks again: the reply goes out now, once, on this connection.
    client._dispatch(make("deal_commit_req", round=1, attempt=1, slot=0, tl=10_000))
    assert [m["t"] for m in wire.sent] == ["commit"]
