"""One table, host side, without any I/O: seats, lobby, the deal, turns, timers, chat.

The host transport feeds it authenticated connections, validated messages and
the clock (``now`` in seconds, monotonic); the table answers by appending
``(connection id, message, close?)`` to its outbox. Every game decision goes
through the rules engine; every accepted action is journaled before anyone
hears of it. Each recipient only ever receives diffs of its *own* view
(``lanjolly.views``), so nothing here can leak a hidden card.

Its parts, one job each, are mixed in: the seats and the lobby
(``tableseats.py``), the commit-reveal deal (``tabledeal.py``), the turns on
real clocks (``tableclock.py``, which asks the engine driver's turn flow,
``lanjolly.turnflow``, for every rule of the flow), the per-recipient fan-out
of views (``tablefanout.py``) and the rebuild from the journal
(``tableresume.py``); its phases move only along ``tablephase.TRANSITIONS``.
This module keeps the messages, the match's start and end, and chat.
"""

from __future__ import annotations

import random
import secrets as _secrets
from dataclasses import dataclass, field
from typing import Any, Callable

from lanjolly.actions import PlayerAction, Timeout, from_dict
from lanjolly.errors import IllegalAction, Reason
from lanjolly.match import MatchState, new_match, record_round, start_round
from lanjolly.round import RoundState
from lanjolly.turnflow import Flow
from lanjolly.variants import JOLLY, Variant

from . import startpolicy, watching
from .botseat import STRENGTHS
from .deal import RevealedRound
from .invites import InviteBook, new_host_secret
from .journal import Journal
from .limits import AddressRate, HostLimits
from .messages import MAX_TEXT, action_problem, make
from .blind.hostpart import BlindHost
from .tableblind import BlindSteps
from .tabledeal import DealRound, DealSteps
from .tableclock import BotJob, Clocks
from .tablefanout import FanOut
from .tablephase import TablePhase, check_transition
from .tableresume import Resume
from .tableseats import Conn, Seat, Seating
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
    # Cards hidden from the host (PROTOCOL.md §17); host_player: the person playing on the host's
    # own machine (the game window that runs this table), whose seat the host machine opens.
    blind: bool = False
    host_player: str | None = None

    def effective_turn_ms(self) -> int:
        return self.variant.turn_seconds * 1000 if self.turn_ms is None else self.turn_ms

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "variant": self.variant.to_dict(), "seats": self.seats,
                "bots": list(self.bots), "turn_ms": self.turn_ms, "grace_ms": self.grace_ms,
                "deal_timeout_ms": self.deal_timeout_ms, "bot_delay_ms": self.bot_delay_ms,
                "between_rounds_ms": self.between_rounds_ms, "require_ready": self.require_ready,
                "auto_start": self.auto_start, "owner": self.owner, "table_id": self.table_id,
                "seed": self.seed, "watchers": self.watchers, "watcher_chat": self.watcher_chat,
                "watchers_may_sit": self.watchers_may_sit, "blind": self.blind, "host_player": self.host_player}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "TableConfig":
        d = dict(d)
        d["variant"] = Variant.from_dict(d["variant"])
        d["bots"] = tuple(d["bots"])
        return cls(**d)


BOT_NAMES = ("Ada", "Bruno", "Chiara", "Dario")


class Table(Seating, DealSteps, BlindSteps, Clocks, FanOut, Resume):
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
        self.blind: BlindHost | None = None
        self.blind_excluded: set[int] = set()
        self.blind_wait: tuple[int, float] | None = None   # (key holder slot, when it is late)
        self.blind_least: tuple[int, float | None] | None = None   # (seat owing its least turn, its deadline)
        self._blind_opening: dict[str, Any] | None = None
        self._blind_public: dict[str, Any] = {}
        self.round_acts: list[dict[str, Any]] = []
        self.flow = Flow()                    # the driver's turn flow; the deadlines below follow it
        self.turn_deadline: float | None = None
        self.knock_deadline: float | None = None
        self.bot_due: float | None = None
        self.next_round_at: float | None = None
        self.next_votes: set[int] = set()       # seats that pressed Next on the results
        self.rng = random.Random(config.seed if config.seed is not None else _secrets.randbits(64))
        self.on_change: Callable[["Table"], None] | None = None
        self.accepted = 0                     # accepted actions, for tests and benchmarks
        self._bots: dict[Any, Any] = {}
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

    @property
    def pending_draw(self) -> PlayerAction | None:
        """The next player's draw, held while the knock window is open (RULES.md §24)."""
        return self.flow.held

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

    def _sys(self, event: str, seat: int, nick: str, text: str, **args: int | str) -> None:
        """A notice for everyone: the event code and ``args`` are what clients show, in their language;
        ``text`` is the English sentence for logs and the CLI (PROTOCOL.md §8.8 "Words for people")."""
        self._all(make("sys", event=event, seat=seat, nick=nick[:32], text=text[:300], args=args))

    def _refuse(self, cid: int, code: str, text: str, n: int = -1, **args: int | str) -> None:
        """A refusal: ``code`` and ``args`` for the client to word, ``text`` in English for logs."""
        self._out(cid, make("refusal", code=code, text=text[:300], n=n, args=args))

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

    def _on_chat(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        text = " ".join("".join(ch if ch.isprintable() else " " for ch in msg["text"]).split())
        if not text:
            return
        refusal = watching.chat_refusal(self, conn)
        if refusal is not None:
            return self._refuse(cid, *refusal)
        if len(text) > self.config.chat_max:
            return self._refuse(cid, "chat_too_long", f"chat messages are at most {self.config.chat_max} characters",
                                max=self.config.chat_max)
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
        problem = action_problem(msg["a"])   # the schema's "action" (PROTOCOL.md §8.2)
        if problem is not None:
            return self._refuse(cid, Reason.MALFORMED.value, problem, n)
        try:
            action = from_dict(msg["a"], conn.seat)
        except IllegalAction as exc:
            return self._refuse(cid, exc.code.value, exc.message, n)
        if isinstance(action, Timeout) and not self._blind_takes_timeout(conn.seat):
            return self._refuse(cid, Reason.MALFORMED.value, "only the host plays a timeout", n)
        self._blind_opening = msg.get("open")
        seat = self.seats[conn.seat]
        if seat.auto and not isinstance(action, Timeout):   # a least turn its program plays is not the person back
            seat.auto = False
            self._sys("back", conn.seat, conn.nick, f"{conn.nick} is back at the table")
            self._table_changed(now)
        self._play(action, now, cid, n)

    # ------------------------------------------------------------------ match flow

    def _maybe_start(self, now: float) -> None:
        if self.phase is not TablePhase.LOBBY or not self.config.auto_start:
            return
        if startpolicy.seats_ready(self):
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
        self.flow = Flow()
        self.knock_deadline = None

    def _end_round(self, now: float) -> None:
        assert self.match is not None and self.state is not None
        d, rn = self.deal, self.match.round_no
        if d is not None:
            self._all(make("deal_reveal", round=d.round_no, attempt=d.attempt,
                           secrets=[[s, v] for s, v in sorted(d.secrets.items())]))
        self.blind = None
        self.match, result = record_round(self.match, self.state)
        if self.journal is not None:
            self.journal.write("end", {"round": rn})
        self._all(make("round_end", round=rn, result=result_to_wire(result),
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

    # ------------------------------------------------------------------ resume

