"""The player's transport: one TLS connection to a table, with automatic reconnect.

:class:`TableClient` is what the Qt client and the headless bot use: connect,
an async event stream, ``send_action``/``send_chat``/``sit``/``ready``/``leave``,
and automatic reconnection with the same identity. The host's side is
``server.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import ssl
from dataclasses import dataclass
from pathlib import Path
from typing import Any, AsyncGenerator, Callable

from lanjolly.actions import Action, to_dict

from .clientstate import ClientGame, MatchEnded, ProtocolProblem
from .blindkeys import RoundSecrets
from .datadir import resolve_data_dir
from .framing import READ_SIZE
from .identity import Identity, load_or_create_identity
from .messages import SCHEMA_CODES, make
from .pins import FingerprintMismatch, PinStore
from .safefiles import inside
from .session import ClientConnection, Closed, Joined, Message
from .tls import client_context, peer_fingerprint


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


_STREAM_END = object()   # queued by close(): the end of an events() stream, never yielded


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
                 on_event: Callable[[Any], None] | None = None, source: str | None = None,
                 game_factory: Callable[[str, bytes], ClientGame] | None = None) -> None:
        self.host, self.port = host, port
        self.source = source                 # local address to connect from (None: the system's choice)
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
        # What keeps the connection's state, made once the host named its table (the welcome's id)
        # and showed its certificate: a table's ClientGame by default; an event desk's (eventclient.py).
        self.game_factory = game_factory
        self.game: ClientGame | None = None
        self.host_fingerprint: str | None = None
        self._queue: asyncio.Queue[Any] = asyncio.Queue()
        self._listening = False    # events() / next_event() has been used: the queue has a reader
        self._writer: asyncio.StreamWriter | None = None
        self._conn: ClientConnection | None = None
        self._reader_task: asyncio.Task[None] | None = None
        self._closed = False
        self._streams = 0          # events() generators being read (close() ends each)
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
            reader, writer = await asyncio.open_connection(
                self.host, self.port, ssl=client_context(), ssl_handshake_timeout=10,
                local_addr=(self.source, 0) if self.source else None)
        except (ConnectionResetError, ConnectionAbortedError, ssl.SSLError) as exc:
            # TCP was up and the host dropped us during TLS: as a reset later in the handshake (§10)
            raise ConnectError("closed", f"the host reset the connection during the handshake "
                                         f"({getattr(exc, 'strerror', None) or exc})") from None
        except OSError as exc:
            raise ConnectError("unreachable", f"cannot reach {self.host_key}: {exc.strerror or exc}") from None
        ssl_object = writer.get_extra_info("ssl_object")
        fp = peer_fingerprint(ssl_object)
        host_cert = ssl_object.getpeercert(binary_form=True)
        try:
            self.pins.require(self.host_key, fp)
        except FingerprintMismatch as exc:
            writer.close()
            raise ConnectError("fingerprint_mismatch", exc.describe()) from None
        self.host_fingerprint = fp
        conn = ClientConnection(self.identity, self.nick, fp, pin=self.pin, invite=self.invite, watch=self.watch)
        writer.write(conn.initiate())
        joined, pending = await self._handshake(reader, writer, conn)
        if self.game is None and self.game_factory is not None:
            self.game = self.game_factory(conn.table_id or "", host_cert)
        if self.game is None:
            data = resolve_data_dir(self.data_dir)
            records_dir = inside(data, "records") if self.records else None
            self.game = ClientGame(conn.table_id or "", records_dir, fingerprint=self.identity.fingerprint,
                                   host_cert=host_cert, round_secrets=RoundSecrets(data))
        self.game.set_seat(joined.seat)
        self._conn, self._writer = conn, writer
        for m in pending:
            self._dispatch(m.msg)
        self._reader_task = asyncio.create_task(self._read_loop(reader, conn, writer))
        return Connected(joined.seat, fp)

    async def _handshake(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                         conn: ClientConnection) -> tuple[Joined, list[Message]]:
        """Feed the host's bytes to the handshake until ``joined``; any failure is a :class:`ConnectError`."""
        joined: Joined | None = None
        pending: list[Message] = []
        while joined is None:
            try:
                data = await reader.read(READ_SIZE)
            except (OSError, ssl.SSLError) as exc:   # a reset is an ordinary event, not a crash
                writer.close()
                raise ConnectError("closed", "the host reset the connection during the handshake "
                                             f"({getattr(exc, 'strerror', None) or exc})") from None
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
                    if not ev.by_peer and ev.code in SCHEMA_CODES:
                        raise ConnectError(ev.code, f"the host at {self.host_key} sent a message that breaks the "
                                                    f"protocol ({ev.text}); not joining")
                    raise ConnectError(ev.code, ev.text)
                elif isinstance(ev, Message):
                    pending.append(ev)
            self._same_table(conn, writer)
            out = conn.data_to_send()
            if out:
                writer.write(out)
        return joined, pending

    def _same_table(self, conn: ClientConnection, writer: asyncio.StreamWriter) -> None:
        """A reconnect that reaches another table (same host and port, new table id) stops here.

        The game state, the deal secrets and the receipts belong to the table we
        sat at; carried over, the new table's first deal would fail to verify
        and we would accuse an honest host with a receipt for the other table
        (PROTOCOL.md §10). Checked on ``welcome``, before we sign anything for it.
        """
        if self.game is None or conn.table_id is None or conn.table_id == self.game.table_id:
            return
        writer.close()
        raise ConnectError("table_changed", f"{self.host_key} now runs a different table (id {conn.table_id}, "
                                            f"not {self.game.table_id}): the match you were in is not there "
                                            "any more, so this client did not rejoin")

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
        # Taken off the list before sending: a reply this connection cannot carry answers a request of
        # this connection only. Left queued, it went out first on the next connection, where a resumed
        # host that had begun its interrupted deal again (the same round and attempt) took a stale
        # commitment for the new one: our deal failed to verify and we lost our say in it.
        out, self.game.outgoing = self.game.outgoing, []
        for m in out:
            self._send(m)
        least = self.game.least_turn()       # a blind table's timed-out turn this machine owes (§17.13)
        if least is not None:
            self.send_action(least)

    def _send(self, msg: dict[str, Any]) -> None:
        """Send one message, or raise ConnectionError: a lost host is an ordinary event.

        Once the host is gone the TLS transport is closing, and asyncio's SSL
        transport then fails in odd ways (``AttributeError: _write_appdata``
        after the SSL protocol dropped its state); callers see one error type.
        """
        writer, conn = self._writer, self._conn
        if writer is None or conn is None or conn.closed or writer.transport.is_closing():
            raise ConnectionError("not connected")
        try:
            writer.write(conn.send(msg))
        except (AttributeError, RuntimeError, OSError) as exc:
            raise ConnectionError(f"the connection to the host is gone ({exc})") from None

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

    async def events(self) -> AsyncGenerator[Any, None]:
        """Every event in order, until the match ends, the connection is lost for good, or
        :meth:`close` is called (a reader left waiting on a closed client never ended: a bot's
        task was destroyed pending when its loop closed).

        Events are queued for this stream unless an ``on_event`` hook was set
        before anyone read it: a hook alone does not keep them.
        """
        self._listening = True
        self._streams += 1
        try:
            while not (self._closed and self._queue.empty()):
                ev = await self._queue.get()
                if ev is _STREAM_END:
                    return
                yield ev
                if isinstance(ev, MatchEnded) or (isinstance(ev, ConnectionLost) and ev.final):
                    return
        finally:
            self._streams -= 1

    async def next_event(self, timeout: float | None = None) -> Any:
        self._listening = True
        return await asyncio.wait_for(self._queue.get(), timeout)

    # ---------------------------------------------------------------- commands

    def send_action(self, action: Action) -> int:
        """Send a move; returns its sequence number (refusals echo it)."""
        self._n += 1
        opening = self.game.blind_open(action) if self.game is not None else None
        if opening is None:
            self._send(make("act", a=to_dict(action), n=self._n))
        else:
            self._send(make("act", a=to_dict(action), n=self._n, open=opening))
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
        for _ in range(self._streams):       # the events() being read end after what is queued
            self._queue.put_nowait(_STREAM_END)
        if self._writer is not None:
            with contextlib.suppress(Exception):
                if self._conn is not None and not self._conn.closed:
                    self._writer.write(self._conn.send(make("bye")))
            self._writer.close()
        if self._reader_task is not None:
            self._reader_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader_task

