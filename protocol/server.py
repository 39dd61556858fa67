"""The host's transport: TLS 1.3 over TCP around the sans-I/O sessions and the table.

The host runs one :class:`Table` behind a TLS server. Connections are admitted
by source address before any TLS work, and each has a handshake deadline and
an idle limit (PROTOCOL.md §16). Frames for a client that keeps up go straight
to its socket (one write per client per table change: no task switch on the
hot path, which matters with a hundred tables in one process). Once a client's
socket buffer backs up, further frames wait in a bounded per-connection queue
drained by that connection's writer task, so a slow or silent client can fill
only its own queue (and is dropped when it overflows or stops reading); the
table never waits for anyone. Heartbeats (``ping``) keep idle links honest. A
single clock task runs the table's deadlines; a change wakes it only when it moved the next
deadline (a move at a table without a clock wakes no task). The player's side is ``client.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import ssl
from pathlib import Path
from typing import Any, Callable

from .admission import Admission
from .botseat import THINK_ELSEWHERE
from .datadir import resolve_data_dir
from .framing import READ_SIZE
from .identity import Identity, load_or_create_identity
from .invites import make_invite_token
from .journal import Journal
from .limits import ConnectionCaps, HostLimits, PinGuard, complain, give_memory_back, host_logger
from .messages import make
from .safefiles import inside, portable_stem
from .session import Authenticated, Closed, HostSession, Message
from .table import Table, TableConfig
from .tls import server_context
from .tlsupgrade import small_tls_buffers, tls_upgrade


WRITE_BUFFER_MAX = 64 * 1024   # above this many unsent bytes a connection's frames queue up
# The clock task is not asleep (it is computing what is due): every change pokes it.
_NOT_WAITING = object()


class _HostConn:
    def __init__(self, cid: int, session: HostSession, writer: asyncio.StreamWriter, max_queue: int) -> None:
        self.cid = cid
        self.session = session
        self.writer = writer
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue(max_queue)
        self.authenticated = False
        self.closing = False
        self.busy = False           # the writer task holds frames it is writing or draining
        self.task: asyncio.Task[Any] | None = None


class Host:
    """A table served over TLS. Usable in-process (``await host.start()``) or headless."""

    def __init__(self, config: TableConfig, identity: Identity | None = None, *,
                 data_dir: str | Path | None = None, pin: str | None = None, invite_only: bool = False,
                 journal: bool = False, table: Table | None = None, heartbeat_s: float = 5.0,
                 idle_timeout_s: float = 20.0, send_queue_max: int = 1024, send_timeout_s: float = 10.0,
                 limits: HostLimits = HostLimits()) -> None:
        self.data_dir = data_dir
        self.config = config                 # an event's desk passes its own TableConfig (never blind)
        self.identity = identity or load_or_create_identity(data_dir)
        self.fingerprint = self.identity.fingerprint
        self.pin = pin or None
        self.invite_only = invite_only
        self.limits = limits
        self.caps = ConnectionCaps(limits)
        self.admission = Admission(limits)
        self.pin_guard = PinGuard(self.pin, limits) if self.pin else None
        host_logger(limits)          # the host's complaints go through logging, paced (limits.Paced)
        self._pending: dict[int, asyncio.StreamWriter] = {}   # connections still in their handshake
        self._busiest = 0                                      # most connections at once, per heartbeat
        if table is None:
            j = None
            if journal:
                j = Journal(inside(resolve_data_dir(data_dir), "tables", portable_stem(config.table_id) + ".sqlite"))
            table = Table(config, journal=j)
        self.table = table
        self.invite_secret = table.invite_secret   # from the journal: a resumed table keeps its invites
        table.sign = self.identity.sign             # deal receipts (a false abort can be disproved)
        # A strong or expert bot can think for many milliseconds: in a worker thread
        # the loop keeps serving this and every other table of the process meanwhile.
        table.think_elsewhere = THINK_ELSEWHERE
        self._thinking: set[asyncio.Task[Any]] = set()
        self._think_job: Any = None     # the bot job a worker thread was started for
        self.table_id = table.table_id
        self.heartbeat_s = heartbeat_s
        self.idle_timeout_s = idle_timeout_s
        self.send_queue_max = send_queue_max
        self.send_timeout_s = send_timeout_s
        self.conns: dict[int, _HostConn] = {}
        self._ids = itertools.count(1)
        self._server: asyncio.Server | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._poke = asyncio.Event()
        self._armed: float | None | object = _NOT_WAITING   # the deadline the clock task sleeps until
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
        small_tls_buffers()
        # TLS starts inside _serve, after the connection caps: a refused connection costs no handshake
        self._ssl = server_context(self.identity)
        self._server = await asyncio.start_server(self._serve, host, port)
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
        self.admission.close()
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
        # End every connection by closing its socket, never by cancelling its task: asyncio
        # (3.11) prints a CancelledError traceback for a cancelled connection callback.
        serving = [c.task for c in self.conns.values() if c.task is not None]
        for writer in list(self._pending.values()):
            if writer.transport is not None:
                writer.transport.abort()
        for conn in list(self.conns.values()):
            conn.writer.transport.abort()
        if serving:
            await asyncio.wait(serving, timeout=2)
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        if self.table.journal is not None:
            self.table.journal.close()

    def make_invite(self, invitee_fingerprint: str | None = None, expires_at: int | None = None) -> str:
        return make_invite_token(self.invite_secret, self.table_id, invitee_fingerprint, expires_at)

    def info(self) -> dict[str, Any]:
        """Table info for adverts: name, variant, seats, phase, privacy, fingerprint, port, and
        whether cards are hidden from the host (not a key of the wire's table info, §8.3)."""
        d = self.table.info()
        d["blind"] = self.config.blind
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
            key = id(msg) * 1000 + min(conn.session.peer_minor, 999)   # older peers get fewer fields
            hit = frames.get(key)
            if hit is None:
                hit = frames[key] = (msg, conn.session.send(msg))  # keeps msg alive: ids stay unique
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
        if self.table.next_deadline() != self._armed:   # else the clock already sleeps until the right time
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
        peer = writer.get_extra_info("peername")
        addr = str(peer[0]) if peer else "?"
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.limits.handshake_s
        ticket = None if self._closing else self.admission.arrive(cid, addr, loop.time())
        if ticket is None:
            complain("conn_cap", f"refused a connection from {addr}: too many connections from there")
            writer.transport.abort()
            return
        self._pending[cid] = writer
        self._busiest = max(self._busiest, len(self._pending) + len(self.conns))
        # Waits as plain TCP for a handshake slot (protocol/admission.py), then has slot_s for TLS,
        # hello, auth and the PIN, within the handshake deadline from the accept. Nothing is read
        # meanwhile: the ClientHello stays in the socket for start_tls (which resumes reading).
        transport = writer.transport
        if isinstance(transport, asyncio.ReadTransport):
            transport.pause_reading()
        granted = await self.admission.turn(ticket, deadline)
        start = loop.time()
        deadline = min(deadline, start + self.limits.slot_s)
        if not granted or not await tls_upgrade(writer, self._ssl, min(deadline, start + self.limits.tls_s)):
            self._pending.pop(cid, None)
            self.admission.release(cid, loop.time())
            if writer.transport is not None:
                writer.transport.abort()
            return
        session = HostSession(self.table_id, self.fingerprint, self.table.config.name, pin=self.pin,
                              invite_secret=self.invite_secret, invite_only=self.invite_only,
                              pin_guard=self.pin_guard, addr=addr, clock=self.now,
                              invite_check=self.table.check_invite_use, blind=self.config.blind)
        conn = _HostConn(cid, session, writer, self.send_queue_max)
        self.conns[cid] = conn
        writer_task = asyncio.create_task(self._writer(conn))
        conn.task = asyncio.current_task()
        try:
            await self._session_loop(conn, reader, addr, deadline)
        except (ConnectionError, OSError, ssl.SSLError):
            pass
        finally:
            self._pending.pop(cid, None)
            self.admission.release(cid, self.now())
            self.caps.release(cid)
            if session.abandon():
                self._pin_failed(addr)
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

    async def _session_loop(self, conn: _HostConn, reader: asyncio.StreamReader, addr: str,
                            handshake_deadline: float) -> None:
        """Read until the connection ends: the handshake by its deadline, then any traffic within the idle limit."""
        session, cid = conn.session, conn.cid
        loop = asyncio.get_running_loop()
        while not conn.closing:
            idle_at = loop.time() + self.idle_timeout_s
            until = idle_at if conn.authenticated else min(idle_at, handshake_deadline)
            try:  # a rescheduled timeout is a timer, not a task per read as wait_for would be
                async with asyncio.timeout_at(until):
                    data = await reader.read(READ_SIZE)
            except TimeoutError:
                if conn.authenticated or until == idle_at:
                    self._close_conn(conn, "idle_timeout", "nothing heard from you for too long")
                else:
                    self._close_conn(conn, "handshake_timeout", "the handshake took too long")
                break
            if not data:
                break
            events = session.receive_data(data)
            out = session.data_to_send()
            if out:
                self._enqueue(conn, out)
            now = self.now()
            for ev in events:
                if conn.closing:
                    break
                if isinstance(ev, Authenticated) and not session.closed:
                    self._admit(conn, ev, addr, now)
                elif isinstance(ev, Message):
                    self.table.handle(cid, ev.msg, now)
                elif isinstance(ev, Closed):  # abuse (error frame already queued) or bye
                    self.dropped.setdefault(cid, ev.code)
                    conn.closing = True
                    if ev.code == "pin_mismatch":
                        self._pin_failed(addr)
            self._flush()

    def _admit(self, conn: _HostConn, ev: Authenticated, addr: str, now: float) -> None:
        self._pending.pop(conn.cid, None)
        self.admission.release(conn.cid, now)         # the handshake is over: its slot goes to the next
        known = self.table.has_seat(ev.fingerprint) or ev.fingerprint == self.table.owner
        refusal = self.table.admit(ev.fingerprint, ev.watch)
        if refusal is not None:  # the owner's watcher rules (protocol/watching.py)
            self._enqueue(conn, conn.session.refuse(*refusal))
            self._close_conn(conn, "closed", "")
            return
        if not self.caps.authenticate(conn.cid, addr, self.table.has_seat(ev.fingerprint)):
            complain("conn_cap", f"refused {addr}: too many connections")
            self._enqueue(conn, conn.session.refuse("too_many_connections",
                                                    "this table has too many connections; try again later"))
            self._close_conn(conn, "too_many_connections", "")  # the refusal above is its last frame
            return
        seat = self.table.connect(conn.cid, ev.fingerprint, ev.nick, now, ev.watch, addr=addr)
        conn.authenticated = True
        if known or seat >= 0 or ev.fingerprint == self.table.owner:
            self.admission.know(addr)                  # a player's address: served first in a flood
        # "joined" must precede whatever the table queued for this connection
        self._enqueue(conn, conn.session.accept(seat))

    def _pin_failed(self, addr: str) -> None:
        """A wrong (or abandoned) PIN attempt: the owner hears of it, the log notes it (paced)."""
        total = self.pin_guard.failures if self.pin_guard is not None else 0
        complain("pin_failed", f"wrong table PIN tried from {addr} ({total} failed attempts so far)")
        self.table.pin_failed(addr, total, self.now())
        self._flush()

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
            self._armed = due
            try:
                await asyncio.wait_for(self._poke.wait(), None if due is None else due - now)
            except asyncio.TimeoutError:
                pass
            self._armed = _NOT_WAITING

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
        busiest = 0     # connections at the worst moment since memory was last given back
        while True:
            await asyncio.sleep(self.heartbeat_s)
            n += 1
            now_open = len(self.conns) + len(self._pending)
            busiest = max(busiest, self._busiest, now_open)
            self._busiest = 0
            if busiest >= 100 and now_open * 4 < busiest:   # a flood has passed
                give_memory_back()
                busiest = 0
            ping = make("ping", n=n)
            for conn in list(self.conns.values()):
                if conn.authenticated:
                    self._enqueue(conn, conn.session.send(ping))
