"""Issue 20 items 2 and 3: a host that changes its table under a client, or resets the handshake.

Real TLS on 127.0.0.1 throughout: a real :class:`Host`, a real ``lanjolly join``
process, and for the resets a small TLS server with the host's own identity
that completes TLS, reads the ``hello`` and answers with a TCP reset.
"""

from __future__ import annotations

import asyncio
import socket
import struct
import sys
from pathlib import Path

import pytest

from lanjolly.variants import ROMME
from protocol import ConnectionLost, Host, Reconnected, TableClient
from protocol.identity import Identity
from protocol.table import TableConfig
from protocol.tls import server_context

ROOT = Path(__file__).resolve().parents[2]
T = 60


async def _until(client: TableClient, kinds: tuple[type, ...], timeout: float = T) -> object:
    """The next event of one of ``kinds`` (other events are skipped)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        ev = await client.next_event(max(0.1, end - loop.time()))
        if isinstance(ev, kinds):
            return ev


async def test_a_reconnect_that_meets_another_table_stops_with_a_sentence(tmp_path):
    """Same host identity, same port, a new table id: the client keeps nothing of the old table."""
    ident = Identity.generate()
    lobby = dict(variant=ROMME, seats=3, bots=(None, None, "easy"), turn_ms=0)   # waits for a second player
    first = Host(TableConfig(**lobby, table_id="table-one"), ident, data_dir=tmp_path / "h1")
    _addr, port = await first.start("127.0.0.1", 0)
    client = TableClient("127.0.0.1", port, nick="Ann", data_dir=tmp_path / "c", reconnect_for_s=20)
    second: Host | None = None
    try:
        await client.connect()
        assert client.game is not None and client.game.table_id == "table-one"
        await first.close()
        lost = await _until(client, (ConnectionLost,))
        assert isinstance(lost, ConnectionLost) and not lost.final
        second = Host(TableConfig(**lobby, table_id="table-two"), ident, data_dir=tmp_path / "h2")
        await second.start("127.0.0.1", port)
        ev = await _until(client, (Reconnected, ConnectionLost))
        assert isinstance(ev, ConnectionLost) and ev.final, f"rejoined another table as if it were ours: {ev}"
        assert "different table" in ev.reason and "table-two" in ev.reason
        assert client.game.table_id == "table-one"
        # nothing was signed for the other table: it never saw our identity
        assert all(s.fp != client.identity.fingerprint for s in second.table.seats)
    finally:
        await client.close()
        if second is not None:
            await second.close()


class ResettingHost:
    """TLS with the host's identity, then a TCP reset after the client's first frame.

    After ``resets`` connections it forwards the bytes to ``forward_port`` (a real
    host with the same identity), so the client's retry can reach a real table.
    """

    def __init__(self, identity: Identity, resets: int, forward_port: int | None = None) -> None:
        self.identity = identity
        self.resets = resets
        self.forward_port = forward_port
        self.seen = 0
        self.server: asyncio.Server | None = None

    async def start(self) -> int:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return int(self.server.sockets[0].getsockname()[1])

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.seen += 1
        if self.seen > self.resets and self.forward_port is not None:
            await self._forward(reader, writer)
            return
        try:
            await writer.start_tls(server_context(self.identity))
            await reader.read(4096)            # the client's hello
        except (OSError, ConnectionError):
            pass
        sock = writer.get_extra_info("socket")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        writer.transport.abort()               # RST, as a host that died or shed the connection

    async def _forward(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_r, up_w = await asyncio.open_connection("127.0.0.1", self.forward_port)

        async def pipe(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
            try:
                while data := await r.read(65536):
                    w.write(data)
                    await w.drain()
            except (OSError, ConnectionError):
                pass
            finally:
                w.close()
        await asyncio.gather(pipe(reader, up_w), pipe(up_r, writer))

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()


async def _join(port: int, data_dir: Path) -> tuple[int, str]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "lanjolly", "join", f"127.0.0.1:{port}", "--data-dir", str(data_dir),
        "--no-discovery", "--seed", "1", cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(proc.communicate(), T)
    assert proc.returncode is not None
    return proc.returncode, (out + err).decode()


async def test_join_says_so_when_the_host_keeps_resetting_the_handshake(tmp_path):
    fake = ResettingHost(Identity.generate(), resets=1000)
    port = await fake.start()
    try:
        code, text = await _join(port, tmp_path / "c")
    finally:
        await fake.close()
    assert "Traceback" not in text, text
    assert code == 2, text
    assert "reset the connection during the handshake" in text and "tried 5 times" in text
    assert fake.seen == 5


async def test_join_retries_after_a_reset_and_plays_the_match(tmp_path):
    ident = Identity.generate()
    cfg = TableConfig(variant=ROMME.with_options(target_points=1), seats=2, bots=(None, "easy"), seed=3,
                      turn_ms=0, bot_delay_ms=0)
    host = Host(cfg, ident, data_dir=tmp_path / "h")
    await host.start("127.0.0.1", 0)
    fake = ResettingHost(ident, resets=2, forward_port=host.port)
    port = await fake.start()
    try:
        code, text = await _join(port, tmp_path / "c")
    finally:
        await fake.close()
        await host.close()
    assert code == 0 and "final standings" in text, text
    assert fake.seen == 3
