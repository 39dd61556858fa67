"""In-memory wiring of a host (Table + HostSessions) and clients: no sockets, a fake clock."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from lanjolly.actions import to_dict
from protocol.clientbot import choose_from_view
from protocol.clientstate import ClientGame, DealUnverified, MatchEnded, ViewUpdated
from protocol.framing import FrameDecoder
from protocol.identity import Identity
from protocol.limits import PinGuard
from protocol.messages import make
from protocol.session import Authenticated, ClientConnection, Closed, HostSession, Joined, Message
from protocol.table import Table, TableConfig

HOST_ID = Identity.generate()
_IDS: list[Identity] = []


def identity(i: int) -> Identity:
    while len(_IDS) <= i:
        _IDS.append(Identity.generate())
    return _IDS[i]


@dataclass
class MemClient:
    cid: int
    conn: ClientConnection
    game: ClientGame | None = None
    autoplay: bool = True
    strength: str = "normal"
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    received: list[dict[str, Any]] = field(default_factory=list)   # every decoded frame, in order
    raw: list[bytes] = field(default_factory=list)
    events: list[Any] = field(default_factory=list)
    closed: Closed | None = None
    joined: Joined | None = None
    n: int = 0
    to_host: bytearray = field(default_factory=bytearray)
    drop_types: set = field(default_factory=set)   # outgoing deal replies this client "forgets"

    def send(self, msg: dict[str, Any]) -> None:
        self.to_host += self.conn.send(msg)

    def act(self, action: Any) -> int:
        self.n += 1
        opening = self.game.blind_open(action) if self.game is not None else None   # blind tables
        extra = {} if opening is None else {"open": opening}
        self.send(make("act", a=to_dict(action), n=self.n, **extra))
        return self.n


class MemHost:
    """A table, its sessions, and clients talking through byte buffers."""

    def __init__(self, config: TableConfig, *, pin: str | None = None, table_cls: type[Table] = Table,
                 journal=None, records_dir=None) -> None:
        self.config = config                    # as the real Host keeps it (an event desk has no Table config)
        self.table = table_cls(config, journal=journal)
        self.table.sign = HOST_ID.sign          # deal receipts, as a real host signs them
        self.pin = pin
        self.pin_guard = PinGuard(pin) if pin else None   # one per table, as the real host keeps it
        self.now = 1000.0
        self.sessions: dict[int, HostSession] = {}
        self.clients: dict[int, MemClient] = {}
        self.records_dir = records_dir
        self._next = 1
        self.dropped: set[int] = set()

    def add_client(self, i: int, nick: str = "", *, pin: str | None = None, autoplay: bool = True,
                   identity_: Identity | None = None, major: int | None = None, minor: int | None = None,
                   drop_types: set | None = None, watch: bool = False, addr: str = "127.0.0.1",
                   game: ClientGame | None = None) -> MemClient:
        cid = self._next
        self._next += 1
        ident = identity_ or identity(i)
        kw = {k: v for k, v in (("major", major), ("minor", minor)) if v is not None}
        conn = ClientConnection(ident, nick or f"P{i}", HOST_ID.fingerprint, pin=pin, watch=watch, **kw)
        c = MemClient(cid, conn, autoplay=autoplay, rng=random.Random(100 + i), drop_types=drop_types or set(),
                      game=game)   # a preset game (an event's desk or board table) keeps what it is
        self.sessions[cid] = HostSession(self.table.table_id, HOST_ID.fingerprint, "T", pin=self.pin,
                                         pin_guard=self.pin_guard, addr=addr, clock=lambda: self.now,
                                         blind=self.config.blind)
        self.clients[cid] = c
        c.to_host += conn.initiate()
        self.pump()
        return c

    def drop(self, c: MemClient) -> None:
        """The client's connection vanishes (no bye)."""
        self.dropped.add(c.cid)
        self.sessions.pop(c.cid, None)
        self.table.disconnect(c.cid, self.now)
        self.pump()

    def _to_client(self, cid: int, data: bytes) -> None:
        c = self.clients[cid]
        if cid in self.dropped or c.closed:
            return
        dec = FrameDecoder()
        c.raw.append(data)
        c.received.extend(dec.feed(data))
        for ev in c.conn.receive_data(data):
            c.events.append(ev)
            if isinstance(ev, Joined):
                c.joined = ev
                c.game = c.game if c.game is not None else ClientGame(
                    c.conn.table_id or "", self.records_dir, fingerprint=ev.fingerprint, host_cert=HOST_ID.cert_der)
                c.game.set_seat(ev.seat)
            elif isinstance(ev, Closed):
                c.closed = ev
            elif isinstance(ev, Message) and c.game is not None:
                for gev in c.game.handle(ev.msg):
                    c.events.append(gev)
                for out in c.game.outgoing:
                    if out["t"] not in c.drop_types:
                        c.send(out)
                c.game.outgoing.clear()
                least = c.game.least_turn()          # a blind table's timed-out turn (PROTOCOL.md §17.13)
                if least is not None and "timeout" not in c.drop_types:
                    c.act(least)
        c.to_host += c.conn.data_to_send()

    def pump(self, max_rounds: int = 100_000) -> None:
        """Move bytes both ways until quiet (no clock advance)."""
        for _ in range(max_rounds):
            moved = False
            for cid, c in list(self.clients.items()):
                if c.to_host and cid not in self.dropped:
                    data = bytes(c.to_host)
                    c.to_host.clear()
                    moved = True
                    self._host_receive(cid, data)
            for cid, msg, close in self.table.drain():
                moved = True
                s = self.sessions.get(cid)
                if s is None:
                    continue
                self._to_client(cid, s.send(msg))
                if close:
                    self._close(cid)
            for cid, s in list(self.sessions.items()):
                out = s.data_to_send()
                if out:
                    moved = True
                    self._to_client(cid, out)
                if s.closed:
                    self._close(cid)
            if not moved:
                self._autoplay()
                if not any(c.to_host for c in self.clients.values()) and not self.table.outbox:
                    return
        raise AssertionError("pump did not settle")

    def _close(self, cid: int) -> None:
        self.sessions.pop(cid, None)
        self.dropped.add(cid)
        self.table.disconnect(cid, self.now)

    def _host_receive(self, cid: int, data: bytes) -> None:
        s = self.sessions.get(cid)
        if s is None:
            return
        for ev in s.receive_data(data):
            if isinstance(ev, Authenticated):
                out = s.data_to_send()   # the session's own replies (pin_ok) go first, as server.py sends them
                if out:
                    self._to_client(cid, out)
                refusal = self.table.admit(ev.fingerprint, ev.watch)
                if refusal is not None:
                    self._to_client(cid, s.refuse(*refusal))
                    self.sessions.pop(cid, None)
                    self.dropped.add(cid)
                    return
                seat = self.table.connect(cid, ev.fingerprint, ev.nick, self.now, ev.watch, addr=s.addr)
                self._to_client(cid, s.accept(seat))
                # the table's queued messages for this cid go after "joined"
            elif isinstance(ev, Message):
                self.table.handle(cid, ev.msg, self.now)
            elif isinstance(ev, Closed) and ev.code == "pin_mismatch" and self.pin_guard is not None:
                self.table.pin_failed(s.addr, self.pin_guard.failures, self.now)   # as Host._pin_failed

    def _autoplay(self) -> None:
        for c in self.clients.values():
            if not c.autoplay or c.game is None or c.game.view is None or c.cid in self.dropped or c.closed:
                continue
            v = c.game.view
            if v.seat is None or v.current != v.seat or v.phase not in ("draw", "play"):
                continue
            # one action per pump round per client; the diff after it updates the view
            key = (v.round_no, len(v.log))
            if getattr(c, "_last_key", None) == key:
                continue
            c._last_key = key  # type: ignore[attr-defined]
            a = choose_from_view(v, c.strength, c.rng)
            if a is not None:
                c.act(a)

    def advance(self, seconds: float) -> None:
        """Move the fake clock, running every deadline on the way."""
        end = self.now + seconds
        while True:
            self.pump()
            due = self.table.next_deadline()
            if due is None or due > end:
                break
            self.now = max(self.now, due)
            self.table.tick(self.now)
        self.now = end
        self.table.tick(self.now)
        self.pump()

    def run_until_finished(self, max_steps: int = 20_000, until: Any = None) -> None:
        """Run the fake clock until the match is over, or until ``until()`` holds."""
        for _ in range(max_steps):
            self.pump()
            if self.table.finished if until is None else until():
                return
            due = self.table.next_deadline()
            if due is None:
                raise AssertionError(f"table stuck in phase {self.table.phase}")
            self.now = max(self.now, due)
            self.table.tick(self.now)
        raise AssertionError("match did not finish")


def seed_deal_secrets(monkeypatch: Any, seed: int) -> random.Random:
    """Deal secrets (host and clients) and table ids from seeded RNGs: the same deals every run.

    The table id is hashed into every deal (protocol/deal.py), so a random id alone gave each
    run other cards: one test in ~300 failed when a bot went out on its first turn."""
    from types import SimpleNamespace

    from protocol import clientstate, tabledeal, tableconfig
    from protocol.blind import holder
    from protocol.blind.proofs import seeded_draw
    rng = random.Random(seed)
    ids = random.Random(f"{seed}/table ids")    # apart from ``rng``: the secrets stay as they were
    monkeypatch.setattr(tableconfig, "_secrets", SimpleNamespace(token_hex=lambda n=32: ids.randbytes(n).hex()))
    monkeypatch.setattr(tabledeal, "new_secret", lambda: rng.randbytes(32))
    monkeypatch.setattr(clientstate, "new_secret", lambda: rng.randbytes(32))
    made = iter(range(1 << 30))      # blind tables: every key holder's keys, nonces and shuffles
    monkeypatch.setattr(holder, "fresh_draw", lambda: seeded_draw(f"{seed}/{next(made)}"))
    monkeypatch.setattr(holder, "fresh_rng", lambda: random.Random(rng.random()))
    return rng


def blind_records_ok(clients: Any) -> int:
    """Every round record of these clients (MemClient or TableClient) verified as a round with
    cards hidden from the host (PROTOCOL.md §17.10), by ``lanjolly verify``'s code; how many."""
    from protocol.verify import verify_record
    n = 0
    for c in clients:
        seen = c.events if isinstance(getattr(c, "events", None), list) else []   # MemClient's list
        assert not [e for e in seen if isinstance(e, DealUnverified)]
        assert c.game.reports and all(r.ok for r in c.game.reports), [str(r) for r in c.game.reports]
        for path in c.game.saved:
            report = verify_record(path)
            assert report.ok and "cards hidden from the host" in report.message, report
            n += 1
    return n


def events_of(c: MemClient, kind: type) -> list[Any]:
    return [e for e in c.events if isinstance(e, kind)]


__all__ = ["MemHost", "MemClient", "identity", "events_of", "blind_records_ok", "seed_deal_secrets", "HOST_ID", "DealUnverified", "MatchEnded",
           "ViewUpdated", "TableConfig"]
