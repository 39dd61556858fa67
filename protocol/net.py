"""asyncio transport: TLS 1.3 over TCP around the sans-I/O sessions and the table.

The host runs one :class:`Table` behind a TLS server. Frames for a client
that keeps up go straight to its socket (one write per client per table
change: no task switch on the hot path, which matters with a hundred tables in
one process). Once a client's socket buffer backs up, further frames wait in a
bounded per-connection queue drained by that connection's writer task, so a
slow or silent client can fill only its own queue (and is dropped when it
overflows or stops reading); the table never waits for anyone. Heartbeats (``ping``) keep idle
links honest. A single clock task runs the table's deadlines.

:class:`TableClient` is what the Qt client and the headless bot use: connect,
an async event stream, ``send_action``/``send_chat``/``sit``/``ready``/``leave``,
and automatic reconnection with the same identity.
"""

from __future__ import annotations

import asyncio
import asyncio.sslproto
import contextlib
import itertools
import ssl
from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncIterator, Callable

from lanjolly.actions import Action, to_dict

from .clientstate import ClientGame, GameEvent, MatchEnded, ProtocolProblem
from .datadir import resolve_data_dir
from .identity import Identity, load_or_create_identity
from .invites import make_invite_token, new_host_secret
from .journal import Journal
from .messages import make
from .pins import FingerprintMismatch, PinStore
from .session import Authenticated, ClientConnection, Closed, HostSession, Joined, Message
from .table import Table, TableConfig
from .tls import client_context, peer_fingerprint, server_context

READ_SIZE = 65536
WRITE_BUFFER_MAX = 64 * 1024   # above this many unsent bytes a connection's frames queue up
SSL_READ_BUFFER = 32 * 1024    # per TLS connection; asyncio's default is 256 KiB


def _small_tls_buffers() -> None:
    """Shrink asyncio's per-connection TLS read buffer (process-wide).

    asyncio (3.11-3.13) gives every TLS connection a zero-filled 256 KiB
    read buffer: with 400 connections that is 100 MiB, most of a host's
    memory. Our frames are small and a TLS record is at most 16 KiB, so
    32 KiB per read costs nothing. Only ever lowers the class attribute, and
    does nothing on a Python whose asyncio lacks it.
    """
    proto = getattr(asyncio.sslproto, "SSLProtocol", None)
    if proto is not None and getattr(proto, "max_size", 0) > SSL_READ_BUFFER:
        proto.max_size = SSL_READ_BUFFER


class _HostConn:
    def __init__(self, cid: int, session: HostSession, writer: asyncio.StreamWriter, max_queue: int) -> None:
        self.cid = cid
        self.session = session
        self.writer = writer
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue(max_queue)
        self.authenticated = False
        self.closing = False
        self.busy = False           # the writer task holds frames it is writing or draining
        self.task: asyncio.Task | None = None


class Host:
    """A table served over TLS. Usable in-process (``await host.start()``) or headless."""

    def __init__(self, config: TableConfig, identity: Identity | None = None, *,
                 data_dir: str | Path | None = None, pin: str | None = None, invite_only: bool = False,
                 journal: bool = False, table: Table | None = None, heartbeat_s: float = 5.0,
                 idle_timeout_s: float = 20.0, send_queue_max: int = 1024, send_timeout_s: float = 10.0) -> None:
        self.data_dir = data_dir
        self.identity = identity or load_or_create_identity(data_dir)
        self.fingerprint = self.identity.fingerprint
        self.pin = pin or None
        self.invite_only = invite_only
        self.invite_secret = new_host_secret()
        if table is None:
            j = None
            if journal:
                j = Journal(resolve_data_dir(data_dir) / "tables" / f"{config.table_id}.sqlite")
            table = Table(config, journal=j)
        self.table = table
        # A strong bot can think for many milliseconds: in a worker thread the
        # loop keeps serving this and every other table of the process meanwhile.
        table.think_elsewhere = frozenset({"strong"})
        self._thinking: set[asyncio.Task] = set()
        self._think_job: Any = None     # the bot job a worker thread was started for
        self.table_id = table.table_id
        self.heartbeat_s = heartbeat_s
        self.idle_timeout_s = idle_timeout_s
        self.send_queue_max = send_queue_max
        self.send_timeout_s = send_timeout_s
        self.conns: dict[int, _HostConn] = {}
        self._ids = itertools.count(1)
        self._server: asyncio.Server | None = None
        self._tasks: list[asyncio.Task] = []
        self._poke = asyncio.Event()
        self._closing = False
        self.finished = asyncio.Event()
        self.address: tuple[str, int] | None = None
        self.on_change: Callable[[dict[str, Any]], None] | None = None
        self.table.on_change = self._changed
        self.dropped: dict[int, str] = {}   # cid -> reason, for tests and logs

    # ---------------------------------------------------------------- lifecycle

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        loop = asyncio.get_running_loop()
        self._loop = loop
        _small_tls_buffers()
        self._server = await asyncio.start_server(self._serve, host, port, ssl=server_context(self.identity),
                                                  ssl_handshake_timeout=10)
        sock = self._server.sockets[0].getsockname()
        self.address = (sock[0], sock[1])
        self._tasks.append(asyncio.create_task(self._clock()))
        if self.heartbeat_s > 0:
            self._tasks.append(asyncio.create_task(self._heartbeat()))
        self._flush()
        return self.address

    @property
    def port(self) -> int:
        assert self.address is not None
        return self.address[1]

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    async def wait_finished(self) -> None:
        await self.finished.wait()

    async def close(self) -> None:
        self._closing = True
        self._poke.set()
        for conn in list(self.conns.values()):
            self._close_conn(conn, "shutting_down", "the host is shutting down")
        if self._server is not None:
            self._server.close()
        for t in [*self._tasks, *self._thinking]:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        for conn in list(self.conns.values()):
            if conn.task is not None:
                conn.task.cancel()
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        if self.table.journal is not None:
            self.table.journal.close()

    def make_invite(self, invitee_fingerprint: str | None = None, expires_at: int | None = None) -> str:
        return make_invite_token(self.invite_secret, self.table_id, invitee_fingerprint, expires_at)

    def info(self) -> dict[str, Any]:
        """Table info for adverts: name, variant, seats, phase, privacy, fingerprint, port."""
        d = self.table.info()
        d["privacy"] = "invite" if self.invite_only else "password" if self.pin else "open"
        d["fingerprint"] = self.fingerprint
        d["port"] = self.address[1] if self.address else 0
        d["seats_taken"] = self.table.seats_taken
        return d

    def _changed(self, table: Table) -> None:
        if self.on_change is not None:
            try:
                self.on_change(self.info())
            except Exception:  # noqa: BLE001 - an advert hook must not break the table
                pass

    # ---------------------------------------------------------------- plumbing

    def _flush(self) -> None:
        """Move the table's outbox into the connections' send queues.

        The table hands the same message object to every recipient of a
        broadcast (and of an identical delta), so each is encoded once.
        """
        frames: dict[int, tuple[dict[str, Any], bytes]] = {}
        pending: dict[int, list[bytes]] = {}     # per connection, written once at the end
        for cid, msg, close in self.table.drain():
            conn = self.conns.get(cid)
            if conn is None or conn.closing:
                continue
            hit = frames.get(id(msg))
            if hit is None:
                hit = frames[id(msg)] = (msg, conn.session.send(msg))  # keeps msg alive: ids stay unique
            pending.setdefault(cid, []).append(hit[1])
            if close:
                self._enqueue(conn, b"".join(pending.pop(cid)))
                self._close_conn(conn, "closed", "")
        for cid, chunks in pending.items():
            conn = self.conns.get(cid)
            if conn is not None:
                self._enqueue(conn, chunks[0] if len(chunks) == 1 else b"".join(chunks))
        if self.table.finished:
            self.finished.set()
        self._poke.set()

    def _enqueue(self, conn: _HostConn, data: bytes) -> None:
        if conn.closing or not data:
            return
        if not conn.busy and conn.queue.empty():
            transport = conn.writer.transport
            if not transport.is_closing() and transport.get_write_buffer_size() < WRITE_BUFFER_MAX:
                try:
                    conn.writer.write(data)  # nothing waits before it and the socket keeps up
                except (RuntimeError, ConnectionError, OSError):
                    self._close_conn(conn, "send_timeout", "", send=False)
                return
        try:
            conn.queue.put_nowait(data)
        except asyncio.QueueFull:
            self._close_conn(conn, "send_queue_full", "you are not reading fast enough", send=False)

    def _close_conn(self, conn: _HostConn, code: str, text: str, send: bool = True) -> None:
        if conn.closing:
            return
        if send and code != "closed":
            data = conn.session.close(code, text)
            with contextlib.suppress(asyncio.QueueFull):
                conn.queue.put_nowait(data)
        conn.closing = True
        self.dropped[conn.cid] = code
        with contextlib.suppress(asyncio.QueueFull):
            conn.queue.put_nowait(None)
        if not send:
            conn.writer.transport.abort()

    async def _writer(self, conn: _HostConn) -> None:
        try:
            while True:
                data = await conn.queue.get()
                conn.busy = True
                chunks = [data]
                while not conn.queue.empty():
                    chunks.append(conn.queue.get_nowait())
                end = None in chunks
                conn.writer.write(b"".join(c for c in chunks if c))
                await asyncio.wait_for(conn.writer.drain(), self.send_timeout_s)
                conn.busy = False
                if end:
                    break
        except (asyncio.TimeoutError, ConnectionError, OSError):
            self.dropped.setdefault(conn.cid, "send_timeout")
        finally:
            conn.closing = True
            conn.writer.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        cid = next(self._ids)
        session = HostSession(self.table_id, self.fingerprint, self.table.config.name, pin=self.pin,
                              invite_secret=self.invite_secret, invite_only=self.invite_only)
        conn = _HostConn(cid, session, writer, self.send_queue_max)
        self.conns[cid] = conn
        writer_task = asyncio.create_task(self._writer(conn))
        conn.task = asyncio.current_task()
        loop = asyncio.get_running_loop()
        try:
            while not conn.closing:
                try:  # a rescheduled timeout is a timer, not a task per read as wait_for would be
                    async with asyncio.timeout(loop.time() + self.idle_timeout_s):
                        data = await reader.read(READ_SIZE)
                except TimeoutError:
                    self._close_conn(conn, "idle_timeout", "nothing heard from you for too long")
                    break
                if not data:
                    break
                events = session.receive_data(data)
                out = session.data_to_send()
                if out:
                    self._enqueue(conn, out)
                now = self.now()
                for ev in events:
                    if isinstance(ev, Authenticated):
                        refusal = self.table.admit(ev.fingerprint, ev.watch)
                        if refusal is not None:  # the owner's watcher rules (protocol/watching.py)
                            self._enqueue(conn, session.refuse(*refusal))
                            self._close_conn(conn, "closed", "")
                            break
                        seat = self.table.connect(cid, ev.fingerprint, ev.nick, now, ev.watch)
                        conn.authenticated = True
                        # "joined" must precede whatever the table queued for this connection
                        self._enqueue(conn, session.accept(seat))
                    elif isinstance(ev, Message):
                        self.table.handle(cid, ev.msg, now)
                    elif isinstance(ev, Closed):  # abuse (error frame already queued) or bye
                        self.dropped.setdefault(cid, ev.code)
                        conn.closing = True
                self._flush()
        except (ConnectionError, OSError, ssl.SSLError):
            pass
        finally:
            conn.closing = True
            with contextlib.suppress(asyncio.QueueFull):
                conn.queue.put_nowait(None)
            self.conns.pop(cid, None)
            if conn.authenticated:
                self.table.disconnect(cid, self.now())
                self._flush()
            with contextlib.suppress(asyncio.TimeoutError, asyncio.CancelledError, Exception):
                await asyncio.wait_for(writer_task, 2)
            writer_task.cancel()

    async def _clock(self) -> None:
        # Python 3.11's wait_for can swallow a cancel that races with the poke
        # (gh-86296), so the loop also stops on the closing flag.
        while not self._closing:
            due = self.table.next_deadline()
            now = self.now()
            if due is not None and due <= now:
                self.table.tick(now)
                self._flush()
                job = self.table.bot_job
                if job is not None and job is not self._think_job:
                    self._think_job = job
                    task = asyncio.create_task(self._think(job))
                    self._thinking.add(task)
                    task.add_done_callback(self._thinking.discard)
                await asyncio.sleep(0)  # let the connections run between bot moves
                continue
            self._poke.clear()
            try:
                await asyncio.wait_for(self._poke.wait(), None if due is None else due - now)
            except asyncio.TimeoutError:
                pass

    async def _think(self, job: Any) -> None:
        """One bot move computed in a worker thread, then applied on the loop."""
        try:
            action = await asyncio.to_thread(self.table.think, job)
        except Exception:  # noqa: BLE001 - a bot bug must not stop the table (it times out instead)
            action = None
        if not self._closing:
            self.table.bot_moved(job, action, self.now())
            self._flush()

    async def _heartbeat(self) -> None:
        n = 0
        while True:
            await asyncio.sleep(self.heartbeat_s)
            n += 1
            ping = make("ping", n=n)
            for conn in list(self.conns.values()):
                if conn.authenticated:
                    self._enqueue(conn, conn.session.send(ping))


# ==================================================================== client


class ConnectError(Exception):
    """Could not join: ``code`` is stable, ``str()`` is for people."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(message)


@dataclass(frozen=True)
class Connected:
    seat: int
    fingerprint: str


@dataclass(frozen=True)
class ConnectionLost:
    reason: str
    final: bool


@dataclass(frozen=True)
class Reconnecting:
    attempt: int


@dataclass(frozen=True)
class Reconnected:
    seat: int


class TableClient:
    """One player's connection to a table, with automatic reconnect.

    Usage::

        client = TableClient("127.0.0.1", port, nick="Ann")
        await client.connect()
        async for event in client.events():
            ...  # ViewUpdated, Refused, ChatReceived, RoundEnded, MatchEnded, ConnectionLost, ...
    """

    def __init__(self, host: str, port: int, *, nick: str = "Player", identity: Identity | None = None,
                 data_dir: str | Path | None = None, pin: str | None = None, invite: str | None = None,
                 pins: PinStore | None = None, reconnect: bool = True, reconnect_for_s: float = 300.0,
                 idle_timeout_s: float = 30.0, records: bool = True, watch: bool = False,
                 on_event: Callable[[Any], None] | None = None) -> None:
        self.host, self.port = host, port
        self.nick = nick
        self.data_dir = data_dir
        self.identity = identity or load_or_create_identity(data_dir)
        self.pin, self.invite = pin, invite
        self.watch = watch                   # look on without a seat (PROTOCOL.md "Watchers")
        self.pins = pins if pins is not None else PinStore(data_dir)
        self.reconnect = reconnect
        self.reconnect_for_s = reconnect_for_s
        self.idle_timeout_s = idle_timeout_s
        self.records = records
        self.on_event = on_event
        self.game: ClientGame | None = None
        self.host_fingerprint: str | None = None
        self._queue: asyncio.Queue[Any] = asyncio.Queue()
        self._listening = False    # events() / next_event() has been used: the queue has a reader
        self._writer: asyncio.StreamWriter | None = None
        self._conn: ClientConnection | None = None
        self._reader_task: asyncio.Task | None = None
        self._closed = False
        self._n = 0

    @property
    def host_key(self) -> str:
        return f"{self.host}:{self.port}"

    async def connect(self, timeout: float = 10.0) -> Connected:
        """Connect, check the pin, authenticate; raises :class:`ConnectError` with a clear reason."""
        ev = await asyncio.wait_for(self._open(), timeout)
        self._emit(ev)
        return ev

    async def _open(self) -> Connected:
        try:
            reader, writer = await asyncio.open_connection(self.host, self.port, ssl=client_context(),
                                                           ssl_handshake_timeout=10)
        except (OSError, ssl.SSLError) as exc:
            raise ConnectError("unreachable", f"cannot reach {self.host_key}: {exc.strerror or exc}") from None
        fp = peer_fingerprint(writer.get_extra_info("ssl_object"))
        try:
            self.pins.require(self.host_key, fp)
        except FingerprintMismatch as exc:
            writer.close()
            raise ConnectError("fingerprint_mismatch", exc.describe()) from None
        self.host_fingerprint = fp
        conn = ClientConnection(self.identity, self.nick, fp, pin=self.pin, invite=self.invite, watch=self.watch)
        writer.write(conn.initiate())
        joined: Joined | None = None
        pending: list[Message] = []
        while joined is None:
            data = await reader.read(READ_SIZE)
            if not data:
                writer.close()
                raise ConnectError("closed", "the host closed the connection during the handshake")
            for ev in conn.receive_data(data):
                if isinstance(ev, Joined):
                    joined = ev
                elif isinstance(ev, Closed):
                    out = conn.data_to_send()
                    if out:
                        writer.write(out)
                    writer.close()
                    raise ConnectError(ev.code, ev.text)
                elif isinstance(ev, Message):
                    pending.append(ev)
            out = conn.data_to_send()
            if out:
                writer.write(out)
        if self.game is None:
            records_dir = resolve_data_dir(self.data_dir) / "records" if self.records else None
            self.game = ClientGame(conn.table_id or "", records_dir, fingerprint=self.identity.fingerprint)
        self.game.set_seat(joined.seat)
        self._conn, self._writer = conn, writer
        for m in pending:
            self._dispatch(m.msg)
        self._reader_task = asyncio.create_task(self._read_loop(reader, conn, writer))
        return Connected(joined.seat, fp)

    def _emit(self, ev: Any) -> None:
        # With an ``on_event`` hook and nobody reading the stream (the Qt client),
        # queueing would keep every view of the match alive: unbounded memory and
        # ever longer full garbage collections (a 200 ms stall after a few
        # thousand moves in a process with many clients).
        if self.on_event is None or self._listening:
            self._queue.put_nowait(ev)
        if self.on_event is not None:
            self.on_event(ev)

    def _dispatch(self, msg: dict[str, Any]) -> None:
        assert self.game is not None
        for gev in self.game.handle(msg):
            self._emit(gev)
            if isinstance(gev, ProtocolProblem) and self._writer is not None:
                self._writer.close()
        for out in self.game.outgoing:
            self._send(out)
        self.game.outgoing.clear()

    def _send(self, msg: dict[str, Any]) -> None:
        if self._writer is None or self._conn is None or self._conn.closed:
            raise ConnectionError("not connected")
        self._writer.write(self._conn.send(msg))

    async def _read_loop(self, reader: asyncio.StreamReader, conn: ClientConnection,
                         writer: asyncio.StreamWriter) -> None:
        reason = "the connection was lost"
        try:
            while True:
                data = await asyncio.wait_for(reader.read(READ_SIZE), self.idle_timeout_s)
                if not data:
                    break
                events = conn.receive_data(data)
                for i, ev in enumerate(events):
                    if isinstance(ev, Message):
                        self._dispatch(ev.msg)
                        if ev.msg["t"] in ("delta", "snap") and i + 1 < len(events):
                            # the new view is out; let other tasks (the UI, other clients of a
                            # bot process) see it before the round-end deal check that may follow
                            await asyncio.sleep(0)
                    elif isinstance(ev, Closed):
                        reason = ev.text
                out = conn.data_to_send()
                if out:
                    writer.write(out)
                if conn.closed:
                    break
        except asyncio.TimeoutError:
            reason = "nothing heard from the host for too long"
        except (ConnectionError, OSError, ssl.SSLError):
            pass
        finally:
            writer.close()
        if self._closed:
            return
        finished = self.game is not None and self.game.finished
        if not self.reconnect or finished:
            self._emit(ConnectionLost(reason, final=True))
            return
        self._emit(ConnectionLost(reason, final=False))
        await self._reconnect()

    async def _reconnect(self) -> None:
        loop = asyncio.get_running_loop()
        give_up = loop.time() + self.reconnect_for_s
        delays = itertools.chain((0.05, 0.2, 0.5, 1.0), itertools.repeat(2.0))
        attempt = 0
        while not self._closed and loop.time() < give_up:
            attempt += 1
            self._emit(Reconnecting(attempt))
            try:
                ev = await asyncio.wait_for(self._open(), 10)
                self._emit(Reconnected(ev.seat))
                return
            except ConnectError as exc:
                if exc.code not in ("unreachable", "closed"):
                    self._emit(ConnectionLost(str(exc), final=True))
                    return
            except (asyncio.TimeoutError, OSError):
                pass
            await asyncio.sleep(next(delays))  # back-off between attempts, not synchronisation
        self._emit(ConnectionLost("could not reconnect", final=True))

    def retarget(self, host: str, port: int) -> None:
        """Point future reconnects at a new address (a resumed host on another port)."""
        self.host, self.port = host, port

    async def events(self) -> AsyncIterator[Any]:
        """Every event in order, until the match ends or the connection is lost for good.

        Events are queued for this stream unless an ``on_event`` hook was set
        before anyone read it: a hook alone does not keep them.
        """
        self._listening = True
        while True:
            ev = await self._queue.get()
            yield ev
            if isinstance(ev, MatchEnded) or (isinstance(ev, ConnectionLost) and ev.final):
                return

    async def next_event(self, timeout: float | None = None) -> Any:
        self._listening = True
        return await asyncio.wait_for(self._queue.get(), timeout)

    # ---------------------------------------------------------------- commands

    def send_action(self, action: Action) -> int:
        """Send a move; returns its sequence number (refusals echo it)."""
        self._n += 1
        self._send(make("act", a=to_dict(action), n=self._n))
        return self._n

    def send_chat(self, text: str) -> None:
        self._send(make("chat", text=text[:800]))

    def sit(self, seat: int) -> None:
        self._send(make("sit", seat=seat))

    def stand(self) -> None:
        self._send(make("stand"))

    def ready(self, ready: bool = True) -> None:
        self._send(make("ready", ready=ready))

    def start_match(self) -> None:
        self._send(make("start"))

    def set_bot(self, seat: int, strength: str | None) -> None:
        self._send(make("set_bot", seat=seat, strength=strength))

    def back(self) -> None:
        self._send(make("back"))

    def leave(self) -> None:
        with contextlib.suppress(ConnectionError):
            self._send(make("leave"))

    async def close(self) -> None:
        self._closed = True
        if self._writer is not None:
            with contextlib.suppress(Exception):
                if self._conn is not None and not self._conn.closed:
                    self._writer.write(self._conn.send(make("bye")))
            self._writer.close()
        if self._reader_task is not None:
            self._reader_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader_task

    def drop_connection(self) -> None:
        """Test hook: cut the TCP connection abruptly (as a network failure would)."""
        if self._writer is not None:
            self._writer.transport.abort()

