"""The desk of a duplicate event: registration, the boards' commit-reveal, the movement, the results.

One desk per event, in the organiser's process, served over TLS by an
ordinary :class:`~protocol.server.Host` (it answers the calls a Host makes of
its table: ``connect``, ``handle``, ``tick``, ...). It runs no game itself:
the organiser's process hosts every table of the current round of boards as
a :class:`~protocol.boardtable.BoardTable` and carries out the desk's
:data:`Command` s (open a round's tables, start a board at every table at
once, hurry a table that fell behind). Without I/O: the transport feeds it
messages and the clock, it answers through its outbox and ``commands``.
The board flow itself is :mod:`protocol.eventflow`; the wire is PROTOCOL.md §18.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Callable

from .eventboards import new_board_secrets
from .eventconfig import EventConfig, EventPhase
from .eventflow import BoardFlow, Command
from .eventreveal import BoardSecrets
from .eventroster import Roster
from .invites import InviteInfo, new_host_secret
from .journal import EventJournal, EventRecord
from .messages import make
from .receipts import ReceiptKind, receipt_message

Outgoing = tuple[int, dict[str, Any], bool]
MAX_DESK_WATCHERS = 64


@dataclass
class DeskConn:
    fp: str
    nick: str
    slot: int | None                       # None: looking on


class Desk:
    """See the module docstring. Every method is synchronous and never blocks."""

    def __init__(self, config: EventConfig, journal: EventJournal | None = None,
                 own_secrets: list[bytes] | None = None) -> None:
        self.config = config
        self.event_id = self.table_id = config.event_id     # the Host's handshake binds the event id
        self.movement = config.movement
        self.phase = EventPhase.REGISTRATION
        self.roster = Roster(self.movement)
        self.secrets = BoardSecrets(self.event_id, config.boards, own_secrets or new_board_secrets(config.boards))
        self.conns: dict[int, DeskConn] = {}
        self.outbox: list[Outgoing] = []
        self.journal = journal
        self.flow = BoardFlow(self)
        self.registration_until: float | None = None
        self.commit_deadline: float | None = None
        # what a Host sets on, or asks of, the object it serves
        self.sign: Callable[[bytes], bytes] | None = None
        self.on_change: Callable[[Any], None] | None = None
        # a desk has no owner: the Host's admission serves registered players' addresses first
        # (has_seat), never an owner's (PROTOCOL.md §16.1)
        self.owner: str | None = None
        self.think_elsewhere: frozenset[str] = frozenset()
        self.bot_job: Any = None
        self.invite_secret = new_host_secret()
        if journal is not None and journal.count() == 0:
            journal.write(EventRecord.CONFIG, config.to_dict())
            journal.write(EventRecord.OWN, {"secrets": [s.hex() for s in self.secrets.own]})

    # ------------------------------------------------------------------ the Host's side

    @property
    def finished(self) -> bool:
        return self.phase is EventPhase.FINISHED

    @property
    def commands(self) -> list[Command]:
        """What the organiser's process must do next (open tables, start a board, ...), oldest first."""
        return self.flow.commands

    @property
    def seats_taken(self) -> int:
        return len(self.roster.people)

    def drain(self) -> list[Outgoing]:
        out, self.outbox = self.outbox, []
        return out

    def admit(self, fp: str, watch: bool = False) -> tuple[str, str] | None:
        if self.roster.by_fp(fp) is None and sum(c.slot is None for c in self.conns.values()) >= MAX_DESK_WATCHERS:
            return ("watchers_full", "this event has as many onlookers as it takes")
        return None

    def has_seat(self, fp: str) -> bool:
        return self.roster.by_fp(fp) is not None

    def check_invite_use(self, info: InviteInfo, fp: str) -> str | None:
        return None

    def pin_failed(self, addr: str, total: int, now: float) -> None:
        """Events have no PIN (PROTOCOL.md §18.2)."""

    def think(self, job: Any) -> Any:  # pragma: no cover - the desk has no bots of its own
        return None

    def bot_moved(self, job: Any, action: Any, now: float) -> None:  # pragma: no cover
        return None

    def info(self, now: float | None = None) -> dict[str, Any]:
        c = self.config
        return {"name": c.name, "event_id": self.event_id, "variant": c.variant.to_dict(), "tables": c.tables,
                "seats": c.seats, "boards": c.boards, "turn_ms": c.turn_ms, "phase": self.phase.value,
                "round": self.flow.rnd, "board": -1 if self.flow.playing is None else self.flow.playing,
                "done": len(self.flow.published), "players": self.roster.info(),
                "watchers": sum(1 for x in self.conns.values() if x.slot is None)}

    # ------------------------------------------------------------------ messages out

    def _out(self, cid: int, msg: dict[str, Any], close: bool = False) -> None:
        self.outbox.append((cid, msg, close))

    def _all(self, msg: dict[str, Any]) -> None:
        for cid in self.conns:
            self._out(cid, msg)

    def _tl(self, now: float) -> int:
        due = self.next_deadline()
        return -1 if due is None else max(0, min(2_147_483_647, int((due - now) * 1000)))

    def changed(self, now: float) -> None:
        """Tell everyone the event's state (and the organiser, through the Host's hook)."""
        self._all(make("ev_info", info=self.info(now), tl=self._tl(now)))
        if self.on_change is not None:
            self.on_change(self)

    def _refuse(self, cid: int, code: str, text: str, **args: int | str) -> None:
        self._out(cid, make("refusal", code=code, text=text[:300], n=-1, args=args))

    # ------------------------------------------------------------------ connections

    def connect(self, cid: int, fp: str, nick: str, now: float, watch: bool = False, addr: str = "") -> int:
        """A person at the desk: registered while registration is open, their slot back later, else looking on."""
        for other, c in list(self.conns.items()):
            if c.fp == fp:
                self._out(other, make("error", code="replaced", text="you connected again from elsewhere"), close=True)
                self.disconnect(other, now)
        entrant = None
        if self.phase is EventPhase.REGISTRATION and not watch:
            entrant = self.roster.register(fp, nick, cid)
        elif self.roster.by_fp(fp) is not None:
            entrant = self.roster.by_fp(fp)
            assert entrant is not None
            entrant.cid = cid
        self.conns[cid] = DeskConn(fp, entrant.nick if entrant else nick, entrant.slot if entrant else None)
        self.changed(now)
        self._catch_up(cid, now)
        if self.phase is EventPhase.REGISTRATION and len(self.roster.people) == self.config.capacity:
            self.close_registration(now)
        return -1

    def _catch_up(self, cid: int, now: float) -> None:
        """A newcomer (or someone back) gets what the others already have: the commitments, their seat, the boards."""
        conn = self.conns[cid]
        entrant = self.roster.entrants.get(conn.slot) if conn.slot is not None else None
        if self.phase is EventPhase.COMMIT and entrant is not None and entrant.slot not in self.secrets.commits:
            self._out(cid, make("ev_commit_req", boards=self.config.boards, tl=self._tl(now)))
        if self.phase in (EventPhase.PLAY, EventPhase.FINISHED):
            self.flow.catch_up(cid, entrant)

    def disconnect(self, cid: int, now: float, quiet: bool = False) -> None:
        conn = self.conns.pop(cid, None)
        if conn is None:
            return
        entrant = self.roster.by_cid(cid)
        if entrant is not None:
            entrant.cid = None
            if self.phase is EventPhase.REGISTRATION:
                self.roster.unregister(entrant.slot)     # nobody holds a place they are not there to take
        self.changed(now)

    def handle(self, cid: int, msg: dict[str, Any], now: float) -> None:
        conn = self.conns.get(cid)
        if conn is None or msg["t"] in ("pong", "ping"):
            return
        handler = getattr(self, "_on_" + msg["t"], None)
        if handler is None or not msg["t"].startswith("ev_"):
            return self._refuse(cid, "bad_state", "this is an event desk, not a table", request=msg["t"][:24])
        handler(cid, conn, msg, now)

    def _on_ev_secret(self, cid: int, conn: DeskConn, msg: dict[str, Any], now: float) -> None:
        self.flow.on_secret(cid, conn, msg, now)

    def _on_ev_leave(self, cid: int, conn: DeskConn, msg: dict[str, Any], now: float) -> None:
        if self.phase is not EventPhase.REGISTRATION or conn.slot is None:
            return self._refuse(cid, "bad_state", "you can leave the event only while it takes registrations",
                                request="ev_leave")
        self.roster.unregister(conn.slot)
        conn.slot = None
        self.changed(now)

    # ------------------------------------------------------------------ registration and commitments

    def open(self, now: float, wait_s: float | None) -> None:
        """Registration is open; it closes by itself after ``wait_s`` (None: when the organiser says)."""
        self.registration_until = None if wait_s is None else now + wait_s

    def close_registration(self, now: float) -> None:
        """Places for everyone registered, bots for the rest; then every registrant commits to its boards."""
        if self.phase is not EventPhase.REGISTRATION:
            return
        self.registration_until = None
        self.roster.close(self.config.bots)
        for cid, conn in self.conns.items():
            e = self.roster.by_cid(cid)
            conn.slot = e.slot if e is not None else None
        if self.journal is not None:
            self.journal.write(EventRecord.PLAYERS, {"rows": self.roster.info()})
        self.phase = EventPhase.COMMIT
        asked = [e for e in self.roster.people if e.cid is not None]
        self.commit_deadline = now + self.config.deal_timeout_ms / 1000 if asked else None
        for e in asked:
            assert e.cid is not None
            self._out(e.cid, make("ev_commit_req", boards=self.config.boards, tl=self._tl(now)))
        self.changed(now)
        if not asked:
            self._publish_commits(now)

    def _on_ev_commit(self, cid: int, conn: DeskConn, msg: dict[str, Any], now: float) -> None:
        if self.phase is not EventPhase.COMMIT or conn.slot is None:
            return self._refuse(cid, "deal_stale", "no commitments are expected now")
        if not self.secrets.add(conn.slot, msg["c"]):
            return self._refuse(cid, "deal_stale", f"send exactly {self.config.boards} commitments, once")
        self._receipt(cid, 0, conn.slot, ReceiptKind.COMMIT, b"".join(msg["c"]))
        if all(e.slot in self.secrets.commits for e in self.roster.people if e.cid is not None):
            self._publish_commits(now)

    def _receipt(self, cid: int, board: int, slot: int, kind: ReceiptKind, value: bytes, attempt: int = 1) -> None:
        """Signed proof of what ``slot`` sent (PROTOCOL.md §16.6, in the event's name)."""
        if self.sign is None:
            return
        sig = self.sign(receipt_message(self.event_id, board, attempt, slot, kind, value))
        self._out(cid, make("deal_receipt", round=board, attempt=attempt, slot=slot, kind=kind.value,
                            h=hashlib.sha256(value).digest(), sig=sig))

    def _publish_commits(self, now: float) -> None:
        """Every commitment to everyone, then play: from here on nobody can change a board."""
        self.commit_deadline = None
        for slot, commits in sorted(self.secrets.commits.items()):
            if self.journal is not None:
                self.journal.write(EventRecord.COMMITS, {"slot": slot, "c": [c.hex() for c in commits]})
            self._all(make("ev_commits", slot=slot, c=list(commits)))
        digest = self.secrets.digest
        if self.journal is not None:
            self.journal.write(EventRecord.GO, {"digest": digest.hex()})
        self._all(make("ev_go", digest=digest, count=len(self.secrets.commits)))
        self.phase = EventPhase.PLAY
        self.flow.start(now)

    # ------------------------------------------------------------------ the clock

    def next_deadline(self) -> float | None:
        times = [self.registration_until, self.commit_deadline, *self.flow.deadlines()]
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def tick(self, now: float) -> None:
        if self.registration_until is not None and now >= self.registration_until:
            self.close_registration(now)
        if self.commit_deadline is not None and now >= self.commit_deadline:
            self._publish_commits(now)        # who did not commit in time has no say in any board
        self.flow.tick(now)
