"""One table, host side, without any I/O: seats, lobby, the deal, turns, timers, chat.

The host transport feeds it authenticated connections, validated messages and
the clock (``now`` in seconds, monotonic); the table answers by appending
``(connection id, message, close?)`` to its outbox. Every game decision goes
through the rules engine; every accepted action is journaled before anyone
hears of it. Each recipient only ever receives diffs of its *own* view
(``lanjolly.views``), so nothing here can leak a hidden card.

Its parts, one job each, are mixed in: the commit-reveal deal
(``tabledeal.py``), the per-recipient fan-out of views (``tablefanout.py``)
and the rebuild from the journal (``tableresume.py``); its phases move only
along ``tablephase.TRANSITIONS``. This module keeps the seats, the lobby, the
turns, the clocks and chat.
"""

from __future__ import annotations

import random
import secrets as _secrets
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

from lanjolly.actions import DrawStock, Knock, Reshuffle, TakeDiscard, Timeout, from_dict, to_dict
from lanjolly.errors import IllegalAction, Reason
from lanjolly.match import MatchState, new_match, record_round, start_round
from lanjolly.round import Phase, RoundState, apply, check, reshuffle_size
from lanjolly.variants import JOLLY, Variant

from .botseat import STRENGTHS, bot_action
from .deal import RevealedRound
from . import watching
from .identity import short_code_of
from .invites import InviteBook, InviteInfo, new_host_secret
from .journal import Journal
from .limits import AddressRate, HostLimits
from .messages import MAX_NICK, MAX_TEXT, make
from .tabledeal import DealRound, DealSteps
from .tablefanout import PUBLIC_RESHUFFLE, FanOut
from .tablephase import TablePhase, check_transition
from .tableresume import Resume
from .wireview import result_to_wire

Outgoing = tuple[int, dict[str, Any], bool]   # (connection id, message, close after sending)


@dataclass(frozen=True)
class TableConfig:
    name: str = "Table"
    variant: Variant = JOLLY
    seats: int = 4
    bots: tuple[str | None, ...] = ()     # per seat: a bot strength, or None for a human seat
    turn_ms: int | None = None            # None: the variant's turn_seconds; 0: no timer
    grace_ms: int = 120_000               # a dropped player keeps the seat this long
    deal_timeout_ms: int = 10_000         # for commitments and for secrets
    bot_delay_ms: int = 0                 # pause before a bot moves (the UI likes ~600)
    between_rounds_ms: int = 0
    require_ready: bool = False
    auto_start: bool = True               # start once every seat is taken (and ready)
    owner: str | None = None              # fingerprint allowed to start and place bots
    chat_max: int = MAX_TEXT
    chat_burst: int = 5                   # at most this many messages ...
    chat_window_ms: int = 10_000          # ... per this window
    table_id: str = field(default_factory=lambda: _secrets.token_hex(8))
    seed: int | None = None               # bot randomness (tests seed it)
    # Watchers (PROTOCOL.md "Watchers"): how many may look on (0: nobody), whether
    # they may chat, and whether one may take a seat a player gave up between rounds.
    watchers: int = 8
    watcher_chat: bool = False
    watchers_may_sit: bool = False

    def effective_turn_ms(self) -> int:
        return self.variant.turn_seconds * 1000 if self.turn_ms is None else self.turn_ms

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "variant": self.variant.to_dict(), "seats": self.seats,
                "bots": list(self.bots), "turn_ms": self.turn_ms, "grace_ms": self.grace_ms,
                "deal_timeout_ms": self.deal_timeout_ms, "bot_delay_ms": self.bot_delay_ms,
                "between_rounds_ms": self.between_rounds_ms, "require_ready": self.require_ready,
                "auto_start": self.auto_start, "owner": self.owner, "table_id": self.table_id,
                "seed": self.seed, "watchers": self.watchers, "watcher_chat": self.watcher_chat,
                "watchers_may_sit": self.watchers_may_sit}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "TableConfig":
        d = dict(d)
        d["variant"] = Variant.from_dict(d["variant"])
        d["bots"] = tuple(d["bots"])
        return cls(**d)


BOT_NAMES = ("Ada", "Bruno", "Chiara", "Dario")


@dataclass
class Seat:
    kind: str = "empty"                   # empty | human | bot
    fp: str | None = None
    nick: str = ""
    strength: str = "normal"
    ready: bool = False
    cid: int | None = None
    auto: bool = False                    # a bot plays it for now (timeouts, dropped, left)
    dropped_at: float | None = None
    left: bool = False


@dataclass
class Conn:
    fp: str
    nick: str
    seat: int | None
    view: dict[str, Any] | None = None
    public: dict[str, Any] | None = None  # the shared public part ``view`` was built from
    log_len: int = 0
    last_n: int = -1
    chat_times: deque = field(default_factory=deque)
    addr: str = ""                        # source address: chat is limited per address too


@dataclass(frozen=True)
class BotJob:
    """A bot move to be computed off the transport's event loop (see ``Table.think_elsewhere``)."""

    state: RoundState
    seat: int
    strength: str


class Table(DealSteps, FanOut, Resume):
    """See the module docstring. All methods are synchronous and never block."""

    def __init__(self, config: TableConfig, journal: Journal | None = None) -> None:
        if not 2 <= config.seats <= 4:
            raise ValueError("a table has 2 to 4 seats")
        config.variant.validate()
        self.config = config
        self.table_id = config.table_id
        self.variant = config.variant
        self.journal = journal
        self.seats = [Seat() for _ in range(config.seats)]
        for i, strength in enumerate(config.bots[:config.seats]):
            if strength is not None:
                self._make_bot(i, strength)
        self.conns: dict[int, Conn] = {}
        self.outbox: list[Outgoing] = []
        self.phase = TablePhase.LOBBY         # changed only by _enter, along TRANSITIONS
        self.match: MatchState | None = None
        self.state: RoundState | None = None
        self.revealed: RevealedRound | None = None
        self.deal: DealRound | None = None
        self.round_acts: list[dict[str, Any]] = []
        self.turn_deadline: float | None = None
        self._turn_key: tuple[int, int] | None = None
        self.knock_deadline: float | None = None
        self.pending_draw: tuple[int, Any, int] | None = None
        self.bot_due: float | None = None
        self.bot_turn: tuple[int, int, int] | None = None
        self.next_round_at: float | None = None
        self.next_votes: set[int] = set()       # seats that pressed Next on the results
        self.rng = random.Random(config.seed if config.seed is not None else _secrets.randbits(64))
        self.on_change: Callable[["Table"], None] | None = None
        self.accepted = 0                     # accepted actions, for tests and benchmarks
        self._bots: dict = {}
        # Strengths whose moves the transport computes in a worker thread, so a slow
        # bot does not stall every other table of the process; the table then
        # publishes a ``bot_job`` and waits for ``bot_moved``. Empty: ``tick`` plays.
        self.think_elsewhere: frozenset[str] = frozenset()
        self.bot_job: BotJob | None = None
        # Who controls the lobby: the configured owner, else the first human to sit (PROTOCOL.md
        # "Limits and trust"); everyone else's set_bot and start get not_owner.
        self.owner: str | None = config.owner
        self.invite_secret = new_host_secret()   # journaled: a resumed table accepts its invites
        self.invites = InviteBook()
        self.aborts = [0] * config.seats          # deal aborts naming each seat, shown at the match end
        self.sign: Callable[[bytes], bytes] | None = None   # the host's identity key: deal receipts
        limits = HostLimits()
        self.chat_by_addr = AddressRate(limits.chat_addr_burst, limits.chat_addr_window_s)
        self.pin_failures = 0
        self._pin_notice_at: float | None = None
        if journal is not None and journal.count() == 0:
            journal.write("config", config.to_dict())
            journal.write("secret", {"invite": self.invite_secret.hex()})
            for i, s in enumerate(self.seats):
                if s.kind == "bot":
                    self._journal_seat(i)

    # ------------------------------------------------------------------ helpers

    def _enter(self, phase: TablePhase) -> None:
        """The one way to change phase: anything not in ``TRANSITIONS`` raises PhaseError."""
        self.phase = check_transition(self.phase, phase)

    @property
    def finished(self) -> bool:
        return self.phase is TablePhase.FINISHED

    def _out(self, cid: int, msg: dict[str, Any], close: bool = False) -> None:
        self.outbox.append((cid, msg, close))

    def _all(self, msg: dict[str, Any]) -> None:
        for cid in self.conns:
            self._out(cid, msg)

    def drain(self) -> list[Outgoing]:
        out, self.outbox = self.outbox, []
        return out

    def _tl(self, now: float) -> int:
        deadline = self.turn_deadline if self.phase is TablePhase.PLAY else (self.deal.deadline if self.deal else None)
        if deadline is None:
            return -1
        return max(0, int((deadline - now) * 1000))

    def _sys(self, event: str, seat: int, nick: str, text: str) -> None:
        self._all(make("sys", event=event, seat=seat, nick=nick[:32], text=text[:300]))

    def _refuse(self, cid: int, code: str, text: str, n: int = -1) -> None:
        self._out(cid, make("refusal", code=code, text=text[:300], n=n))

    def _make_bot(self, i: int, strength: str) -> None:
        if strength not in STRENGTHS:
            raise ValueError(f"bot strength must be one of {', '.join(STRENGTHS)}")
        # A name people can talk about; the seat's kind and strength say it is a bot.
        self.seats[i] = Seat(kind="bot", nick=BOT_NAMES[i % len(BOT_NAMES)], strength=strength, ready=True)

    def _journal_seat(self, i: int) -> None:
        if self.journal is not None:
            s = self.seats[i]
            self.journal.write("seat", {"seat": i, "kind": s.kind, "fp": s.fp, "nick": s.nick,
                                        "strength": s.strength})

    def info(self, now: float | None = None) -> dict[str, Any]:
        """Table info: the lobby message body, and what discovery advertises."""
        return {
            "name": self.config.name, "table_id": self.table_id, "variant": self.variant.to_dict(),
            "phase": self.phase.value, "owner": self.owner, "turn_ms": self.config.effective_turn_ms(),
            "pin_failures": self.pin_failures,
            "round": self.match.round_no if self.match else 0,
            "totals": list(self.match.totals) if self.match else [0] * len(self.seats),
            "seats": [{"kind": s.kind, "nick": s.nick, "fp": s.fp, "strength": s.strength, "ready": s.ready,
                       "connected": s.cid is not None or s.kind == "bot", "auto": s.auto, "aborts": n}
                      for s, n in zip(self.seats, self.aborts)],
            **watching.info(self),
        }

    @property
    def seats_taken(self) -> int:
        return sum(s.kind != "empty" for s in self.seats)

    def _table_changed(self, now: float) -> None:
        if self.conns:
            self._all(make("table", info=self.info(now), tl=self._tl(now)))
        if self.on_change is not None:
            self.on_change(self)

    def _bot_plays(self, seat: int) -> bool:
        s = self.seats[seat]
        if s.kind == "bot" or s.auto:
            return True
        st = self.state
        return st is not None and self.bot_turn == (st.round_no, st.turn_no, seat)

    # ------------------------------------------------------------------ connections

    def has_seat(self, fp: str) -> bool:
        """This identity holds a human seat (it always gets back in, whatever the caps)."""
        return any(s.kind == "human" and s.fp == fp for s in self.seats)

    def check_invite_use(self, info: InviteInfo, fp: str) -> str | None:
        """The one-person rule for open invites (``InviteBook``); journals each new binding."""
        refusal, bound = self.invites.use(info, fp)
        if bound and self.journal is not None:
            self.journal.write("invite_use", {"nonce": info.nonce.hex(), "fp": fp})
        return refusal

    def pin_failed(self, addr: str, total: int, now: float) -> None:
        """A wrong table PIN was tried: tell the table, at most once a minute."""
        self.pin_failures = total
        if self._pin_notice_at is not None and now - self._pin_notice_at < 60:
            return
        self._pin_notice_at = now
        self._sys("pin_failed", -1, "", f"someone at {addr} tried a wrong table PIN "
                                        f"({total} failed attempts since the table opened)")

    def _unique_nick(self, fp: str, nick: str) -> str:
        """A name nobody else at the table uses: a clash gets the identity's short code."""
        taken = {s.nick.casefold() for s in self.seats if s.fp != fp and s.kind != "empty"}
        taken |= {c.nick.casefold() for c in self.conns.values() if c.fp != fp}
        nick = nick or "Player"
        if nick.casefold() not in taken:
            return nick
        code = short_code_of(fp)[:4]
        return f"{nick[:MAX_NICK - 7]} ({code})"

    def _claim_owner(self, fp: str) -> None:
        if self.owner is None:
            self.owner = fp
            if self.journal is not None:
                self.journal.write("owner", {"fp": fp})

    def _release_owner(self, fp: str | None) -> None:
        """The chosen owner left the lobby: the next seated human (in seat order) takes over."""
        if self.config.owner is not None or fp is None or fp != self.owner:
            return
        self.owner = None
        nxt = next((s.fp for s in self.seats if s.kind == "human" and s.fp not in (None, fp)), None)
        if nxt is not None:
            self._claim_owner(nxt)
        elif self.journal is not None:
            self.journal.write("owner", {"fp": None})

    def admit(self, fp: str, watch: bool = False) -> tuple[str, str] | None:
        """Before ``connect``: a (code, text) refusal if the owner's watcher rules keep ``fp`` out."""
        return watching.admit(self, fp, watch)

    def connect(self, cid: int, fp: str, nick: str, now: float, watch: bool = False, addr: str = "") -> int:
        """An authenticated connection arrives; returns its seat (-1: watching).

        ``watch``: the newcomer asked to look on, so it takes no free seat."""
        for other_cid, c in list(self.conns.items()):
            if c.fp == fp:  # the same identity again: the new connection replaces the old
                self._out(other_cid, make("error", code="replaced", text="you connected again from elsewhere"),
                          close=True)
                self.disconnect(other_cid, now, quiet=True)
        nick = self._unique_nick(fp, nick)
        seat = watching.own_seat(self, fp, watch)
        if seat is not None:
            s = self.seats[seat]
            s.cid, s.nick = cid, nick or s.nick
            was_away = s.dropped_at is not None or s.auto
            s.dropped_at = None
            s.auto = False
            s.left = False
            if was_away:
                self._sys("reconnected", seat, s.nick, f"{s.nick} is back")
        elif self.phase is TablePhase.LOBBY and not watch:
            seat = next((i for i, s in enumerate(self.seats) if s.kind == "empty"), None)
            if seat is not None:
                self.seats[seat] = Seat(kind="human", fp=fp, nick=nick, cid=cid,
                                        ready=not self.config.require_ready)
                self._journal_seat(seat)
                self._claim_owner(fp)
                self._sys("joined", seat, nick, f"{nick} sat down")
        self.conns[cid] = Conn(fp, nick, seat, addr=addr)
        if seat is None:
            self._sys("joined", -1, nick, f"{nick} is watching")
        self._table_changed(now)
        if self.phase in (TablePhase.PLAY, TablePhase.BETWEEN, TablePhase.FINISHED) and self.state is not None:
            self._snapshot(cid, now)
        if self.deal is not None and seat is not None and self.phase is TablePhase.DEAL:
            pass  # joins the deal of the next attempt or round; this one is already under way
        self._maybe_start(now)
        return -1 if seat is None else seat

    def disconnect(self, cid: int, now: float, quiet: bool = False) -> None:
        conn = self.conns.pop(cid, None)
        if conn is None:
            return
        if conn.seat is not None:
            s = self.seats[conn.seat]
            if s.cid == cid:
                s.cid = None
                if self.phase is TablePhase.LOBBY:
                    self.seats[conn.seat] = Seat()
                    self._journal_seat(conn.seat)
                    self._release_owner(conn.fp)
                    if not quiet:
                        self._sys("left", conn.seat, conn.nick, f"{conn.nick} left")
                elif self.phase is not TablePhase.FINISHED:
                    s.dropped_at = now
                    if not quiet:
                        self._sys("disconnected", conn.seat, conn.nick,
                                  f"{conn.nick} lost the connection; the seat is kept for "
                                  f"{self.config.grace_ms // 1000} s")
        self._table_changed(now)
        if conn.seat is not None:  # a watcher leaving changes nothing for the players
            self._schedule_bot(now)

    # ------------------------------------------------------------------ messages

    def handle(self, cid: int, msg: dict[str, Any], now: float) -> None:
        """A validated message from an authenticated connection."""
        conn = self.conns.get(cid)
        if conn is None:
            return
        t = msg["t"]
        handler = getattr(self, "_on_" + t, None)
        if handler is None:
            return  # pong and the like: the transport already noted the traffic
        handler(cid, conn, msg, now)

    def _is_owner(self, conn: Conn) -> bool:
        return self.owner is not None and conn.fp == self.owner

    def _on_sit(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        i = msg["seat"]
        if self.phase is TablePhase.BETWEEN and conn.seat is None:
            return watching.take_seat(self, cid, conn, i, now)
        if self.phase is not TablePhase.LOBBY:
            return self._refuse(cid, "bad_state", "seats can only change before the match starts")
        if i >= len(self.seats) or self.seats[i].kind != "empty":
            return self._refuse(cid, "seat_taken", "that seat is not free")
        ready = not self.config.require_ready
        if conn.seat is not None:
            ready = self.seats[conn.seat].ready
            self.seats[conn.seat] = Seat()
            self._journal_seat(conn.seat)
        self.seats[i] = Seat(kind="human", fp=conn.fp, nick=conn.nick, cid=cid, ready=ready)
        conn.seat = i
        self._journal_seat(i)
        self._claim_owner(conn.fp)
        self._table_changed(now)
        self._maybe_start(now)

    def _on_stand(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if self.phase is not TablePhase.LOBBY or conn.seat is None:
            return self._refuse(cid, "bad_state", "you can stand up only in the lobby, from a seat")
        self.seats[conn.seat] = Seat()
        self._journal_seat(conn.seat)
        conn.seat = None
        self._release_owner(conn.fp)
        self._table_changed(now)

    def _on_ready(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is None:
            return self._refuse(cid, "not_seated", "take a seat first")
        if self.phase is TablePhase.BETWEEN:
            # "Next" on the results: the next round starts once every player at the
            # table has pressed it, or when between_rounds_ms runs out.
            if msg["ready"]:
                self.next_votes.add(conn.seat)
            present = {i for i, s in enumerate(self.seats)
                       if s.kind == "human" and s.cid is not None and not s.auto}
            if present <= self.next_votes:
                self.next_round_at = now
            return
        self.seats[conn.seat].ready = msg["ready"]
        self._table_changed(now)
        self._maybe_start(now)

    def _on_set_bot(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if not self._is_owner(conn):
            return self._refuse(cid, "not_owner", "only the table's owner places bots")
        if self.phase is not TablePhase.LOBBY:
            return self._refuse(cid, "bad_state", "bots can be placed only before the match starts")
        i, strength = msg["seat"], msg.get("strength")
        if i >= len(self.seats) or self.seats[i].kind == "human":
            return self._refuse(cid, "seat_taken", "that seat is taken by a player")
        if strength is None:
            self.seats[i] = Seat()
        elif strength not in STRENGTHS:
            return self._refuse(cid, "bad_strength", f"bot strength must be one of {', '.join(STRENGTHS)}")
        else:
            self._make_bot(i, strength)
        self._journal_seat(i)
        self._table_changed(now)
        self._maybe_start(now)

    def _on_start(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if not self._is_owner(conn):
            return self._refuse(cid, "not_owner", "only the table's owner starts the match")
        if self.phase is not TablePhase.LOBBY:
            return self._refuse(cid, "bad_state", "the match has already started")
        for i, s in enumerate(self.seats):
            if s.kind == "empty":
                self._make_bot(i, "normal")
                self._journal_seat(i)
        self._start_match(now)

    def _on_leave(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is not None and self.phase not in (TablePhase.LOBBY, TablePhase.FINISHED):
            s = self.seats[conn.seat]
            s.auto, s.left = True, True
            self._sys("left", conn.seat, conn.nick, f"{conn.nick} left; a bot plays the seat")
        self._out(cid, make("bye"), close=True)
        self.disconnect(cid, now, quiet=True)

    def _on_back(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is not None and self.seats[conn.seat].auto:
            self.seats[conn.seat].auto = False
            self._sys("back", conn.seat, conn.nick, f"{conn.nick} is back at the table")
            self._table_changed(now)
            self._schedule_bot(now)

    def _on_chat(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        text = " ".join("".join(ch if ch.isprintable() else " " for ch in msg["text"]).split())
        if not text:
            return
        refusal = watching.chat_refusal(self, conn)
        if refusal is not None:
            return self._refuse(cid, *refusal)
        if len(text) > self.config.chat_max:
            return self._refuse(cid, "chat_too_long", f"chat messages are at most {self.config.chat_max} characters")
        window = self.config.chat_window_ms / 1000
        times = conn.chat_times
        while times and now - times[0] >= window:
            times.popleft()
        if len(times) >= self.config.chat_burst or not self.chat_by_addr.allow(conn.addr, now):
            return self._refuse(cid, "chat_rate", "you are sending chat messages too fast; wait a moment")
        times.append(now)
        self._all(make("chat", text=text, seat=-1 if conn.seat is None else conn.seat, nick=conn.nick[:32]))

    def _on_act(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        n = msg["n"]
        if n <= conn.last_n:
            return self._refuse(cid, "replayed", "this action was already sent", n)
        conn.last_n = n
        if conn.seat is None:
            return self._refuse(cid, "not_seated", "watchers cannot play", n)
        if self.phase is not TablePhase.PLAY or self.state is None or self.state.over:
            return self._refuse(cid, Reason.WRONG_PHASE.value, "no round is being played right now", n)
        try:
            action = from_dict(msg["a"], conn.seat)
        except IllegalAction as exc:
            return self._refuse(cid, exc.code.value, exc.message, n)
        if isinstance(action, Timeout):
            return self._refuse(cid, Reason.MALFORMED.value, "only the host plays a timeout", n)
        seat = self.seats[conn.seat]
        if seat.auto:
            seat.auto = False
            self._sys("back", conn.seat, conn.nick, f"{conn.nick} is back at the table")
            self._table_changed(now)
        st = self.state
        if isinstance(action, Knock):
            if self.knock_deadline is None:
                return self._refuse(cid, Reason.KNOCK_NOT_NOW.value, "the knock window is closed", n)
            if self._apply(action, now, cid, n):
                if self.pending_draw is not None:
                    pcid = self.pending_draw[0]
                    self._refuse(pcid, Reason.KNOCK_NOT_NOW.value, "another player knocked first", self.pending_draw[2])
                    self.pending_draw = None
            return
        if (self.knock_deadline is not None and isinstance(action, (DrawStock, TakeDiscard))
                and action.seat == st.current):
            err = check(st, action)
            if err is not None:
                return self._refuse(cid, err.code.value, err.message, n)
            self.pending_draw = (cid, action, n)  # held until the knock window closes (RULINGS 24)
            return
        self._apply(action, now, cid, n)

    # ------------------------------------------------------------------ match flow

    def _maybe_start(self, now: float) -> None:
        if self.phase is not TablePhase.LOBBY or not self.config.auto_start:
            return
        if all(s.kind != "empty" for s in self.seats) and all(s.ready for s in self.seats if s.kind == "human"):
            self._start_match(now)

    def _start_match(self, now: float) -> None:
        self.match = new_match(self.variant, len(self.seats))
        if self.journal is not None:
            self.journal.write("start", {})
        self._begin_deal(now)

    def _start_round(self, order: list[int]) -> None:
        assert self.match is not None
        self.state = start_round(self.match, order)
        self.round_acts = []
        self._turn_key = None
        self.bot_turn = None
        self.knock_deadline = None
        self.pending_draw = None

    def _apply(self, action: Any, now: float, cid: int | None = None, n: int = -1) -> bool:
        st = self.state
        assert st is not None
        try:
            new = apply(st, action)
        except IllegalAction as exc:
            if cid is not None:
                self._refuse(cid, exc.code.value, exc.message, n)
            return False
        public = to_dict(action)
        if self.journal is not None:
            self.journal.write("act", {"a": public})
        self.accepted += 1
        self._advance(new, public, now)
        if new.phase is Phase.RESHUFFLE:
            assert self.revealed is not None
            k = new.reshuffles + 1
            order = self.revealed.reshuffle_permutation(k, reshuffle_size(new))
            self._advance(apply(new, Reshuffle(tuple(order))), dict(PUBLIC_RESHUFFLE), now)
        self._after_change(now)
        return True

    def _after_change(self, now: float) -> None:
        st = self.state
        assert st is not None
        if st.over:
            self.turn_deadline = None
            self.knock_deadline = None
            self.bot_due = None
            self._end_round(now)
            return
        key = (st.round_no, st.turn_no)
        if key != self._turn_key:
            self._turn_key = key
            turn_ms = self.config.effective_turn_ms()
            self.turn_deadline = now + turn_ms / 1000 if turn_ms > 0 else None
        if self.variant.knock and st.knock_open and st.phase is Phase.DRAW:
            if self.knock_deadline is None and self.pending_draw is None and st.log and st.log[-1].kind == "discard":
                self.knock_deadline = now + self.variant.knock_window_ms / 1000
        else:
            self.knock_deadline = None
        self._stamp_tl(now)
        self._schedule_bot(now)

    def _schedule_bot(self, now: float) -> None:
        st = self.state
        if self.phase is not TablePhase.PLAY or st is None or st.over or st.phase not in (Phase.DRAW, Phase.PLAY):
            self.bot_due = None
            return
        if self._bot_plays(st.current):
            due = now + self.config.bot_delay_ms / 1000
            if self.knock_deadline is not None and st.phase is Phase.DRAW:
                due = max(due, self.knock_deadline)
            self.bot_due = due
        else:
            self.bot_due = None

    def _end_round(self, now: float) -> None:
        assert self.match is not None and self.state is not None and self.deal is not None
        d = self.deal
        self._all(make("deal_reveal", round=d.round_no, attempt=d.attempt,
                       secrets=[[s, v] for s, v in sorted(d.secrets.items())]))
        self.match, result = record_round(self.match, self.state)
        if self.journal is not None:
            self.journal.write("end", {"round": d.round_no})
        self._all(make("round_end", round=d.round_no, result=result_to_wire(result),
                       totals=list(self.match.totals), tl=-1))
        if self.match.finished:
            self._enter(TablePhase.FINISHED)
            self._all(make("match_end", totals=list(self.match.totals), winners=list(self.match.winners),
                           history=[list(h) for h in self.match.history]))
            self._table_changed(now)
            return
        self._enter(TablePhase.BETWEEN)
        self.next_votes = set()
        self.next_round_at = now + self.config.between_rounds_ms / 1000
        self._table_changed(now)

    # ------------------------------------------------------------------ the clock

    def next_deadline(self) -> float | None:
        times = [self.next_round_at, self.knock_deadline, self.bot_due if self.bot_job is None else None]
        if self.phase is TablePhase.PLAY:
            times.append(self.turn_deadline)
        if self.phase is TablePhase.DEAL and self.deal is not None:
            times.append(self.deal.deadline)
        for s in self.seats:
            if s.dropped_at is not None and not s.auto:
                times.append(s.dropped_at + self.config.grace_ms / 1000)
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def tick(self, now: float) -> None:
        """Run whatever is due at ``now`` (at most one bot move per call)."""
        if self.phase is TablePhase.BETWEEN and self.next_round_at is not None and now >= self.next_round_at:
            self.next_round_at = None
            self._begin_deal(now)
        d = self.deal
        if self.phase is TablePhase.DEAL and d is not None and d.deadline is not None and now >= d.deadline:
            if d.phase == "commit":
                self._publish_commits(now)
            else:
                missing = next(s for s in sorted(d.commits) if s not in d.secrets)
                self._abort_deal(missing, "no_secret", now)
        for i, s in enumerate(self.seats):
            if s.dropped_at is not None and not s.auto and now >= s.dropped_at + self.config.grace_ms / 1000:
                s.auto = True
                self._sys("bot_took_over", i, s.nick, f"{s.nick} did not come back; a bot plays the seat")
                self._table_changed(now)
                self._schedule_bot(now)
        if self.phase is not TablePhase.PLAY or self.state is None:
            return
        if self.knock_deadline is not None and now >= self.knock_deadline:
            self.knock_deadline = None
            pending, self.pending_draw = self.pending_draw, None
            if pending is not None:
                self._apply(pending[1], now, pending[0], pending[2])
            else:
                self._schedule_bot(now)
        st = self.state
        if self.phase is TablePhase.PLAY and self.turn_deadline is not None and now >= self.turn_deadline and not st.over:
            seat_no = st.current
            seat = self.seats[seat_no]
            self.turn_deadline = None
            if seat.kind == "human" and not seat.auto:
                if seat.cid is None:  # dropped and still within the grace period: a bot plays this turn
                    self.bot_turn = (st.round_no, st.turn_no, seat_no)
                    self._schedule_bot(now)
                else:
                    self._apply(Timeout(seat_no), now)
                    assert self.state is not None
                    if self.state.timeouts[seat_no] >= self.variant.timeouts_before_bot and not seat.auto:
                        seat.auto = True
                        self._sys("timed_out", seat_no, seat.nick,
                                  f"{seat.nick} timed out {self.variant.timeouts_before_bot} times in a row; "
                                  "a bot plays the seat until they are back")
                        self._table_changed(now)
                        self._schedule_bot(now)
                    elif self.state.phase is not Phase.OVER:
                        self._sys("timed_out", seat_no, seat.nick, f"{seat.nick} ran out of time")
        if self.phase is TablePhase.PLAY and self.bot_due is not None and now >= self.bot_due and self.bot_job is None:
            self.bot_due = None
            st = self.state
            if not st.over and st.phase in (Phase.DRAW, Phase.PLAY) and self._bot_plays(st.current):
                strength = self.seats[st.current].strength
                if strength in self.think_elsewhere:
                    self.bot_job = BotJob(st, st.current, strength)
                    return
                action = bot_action(st, st.current, strength, self.rng, self._bots)
                if not self._apply(action, now):  # pragma: no cover - bot_action returns legal moves
                    self._apply(Timeout(st.current), now)

    def think(self, job: BotJob) -> Any:
        """Compute ``job``'s move; safe in another thread (reads only the frozen state, one job at a time)."""
        return bot_action(job.state, job.seat, job.strength, self.rng, self._bots)

    def bot_moved(self, job: BotJob, action: Any, now: float) -> None:
        """The move for ``job`` (None if thinking failed); dropped if the game moved on meanwhile."""
        if self.bot_job is not job:
            return
        self.bot_job = None
        st = self.state
        if (st is job.state and self.phase is TablePhase.PLAY and not st.over and st.current == job.seat
                and self._bot_plays(job.seat)):
            self.bot_due = None
            if action is None or not self._apply(action, now):
                self._apply(Timeout(job.seat), now)
        else:
            self._schedule_bot(now)

    # ------------------------------------------------------------------ resume

