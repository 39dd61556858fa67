"""One table, host side, without any I/O: seats, lobby, the deal, turns, timers, chat.

The host transport feeds it authenticated connections, validated messages and
the clock (``now`` in seconds, monotonic); the table answers by appending
``(connection id, message, close?)`` to its outbox. Every game decision goes
through the rules engine; every accepted action is journaled before anyone
hears of it. Each recipient only ever receives diffs of its *own* view
(``lanjolly.views``), so nothing here can leak a hidden card.

Deal (commit-reveal, ``protocol/deal.py``): before each round the host and
every connected human commit to a fresh secret; the host publishes all
commitments, then collects the secrets and deals ``deal_order(...)``. At round
end it reveals every secret. Missing or wrong secret: the attempt is aborted
before any card is dealt, announced to everyone (``deal_abort``), and the
commit phase restarts without that participant for this round.
"""

from __future__ import annotations

import random
import secrets as _secrets
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

from lanjolly.actions import (Discard, DrawStock, Knock, Reshuffle, TakeDiscard, Timeout, from_dict,
                              to_dict)
from lanjolly.errors import IllegalAction, Reason
from lanjolly.match import MatchState, new_match, record_round, start_round
from lanjolly.round import Phase, RoundState, apply, check, reshuffle_size
from lanjolly.variants import JOLLY, Variant
from lanjolly.views import spectator_view

from .botseat import STRENGTHS, bot_action
from .deal import RevealedRound, commitment, new_secret, reveal_round
from . import watching
from .journal import Journal
from .messages import HOST_SLOT, MAX_TEXT, action_problem, make
from .wireview import PRIVATE_KEYS, diff, event_to_wire, public_wire, result_to_wire, seat_wire

Outgoing = tuple[int, dict[str, Any], bool]   # (connection id, message, close after sending)

PUBLIC_RESHUFFLE = {"type": "reshuffle"}      # the order stays secret until the round ends


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


@dataclass(frozen=True)
class BotJob:
    """A bot move to be computed off the transport's event loop (see ``Table.think_elsewhere``)."""

    state: RoundState
    seat: int
    strength: str


@dataclass
class DealRound:
    round_no: int
    attempt: int
    participants: dict[int, int]          # slot (seat) -> connection id
    commits: dict[int, bytes]
    secrets: dict[int, bytes]
    phase: str = "commit"                 # commit | secret
    deadline: float | None = None
    excluded: set[int] = field(default_factory=set)


class Table:
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
        self.phase = "lobby"                  # lobby | deal | play | between | finished
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
        self.finished = False
        self.accepted = 0                     # accepted actions, for tests and benchmarks
        self._bots: dict = {}
        # Strengths whose moves the transport computes in a worker thread, so a slow
        # bot does not stall every other table of the process; the table then
        # publishes a ``bot_job`` and waits for ``bot_moved``. Empty: ``tick`` plays.
        self.think_elsewhere: frozenset[str] = frozenset()
        self.bot_job: BotJob | None = None
        if journal is not None and journal.count() == 0:
            journal.write("config", config.to_dict())
            for i, s in enumerate(self.seats):
                if s.kind == "bot":
                    self._journal_seat(i)

    # ------------------------------------------------------------------ helpers

    def _out(self, cid: int, msg: dict[str, Any], close: bool = False) -> None:
        self.outbox.append((cid, msg, close))

    def _all(self, msg: dict[str, Any]) -> None:
        for cid in self.conns:
            self._out(cid, msg)

    def drain(self) -> list[Outgoing]:
        out, self.outbox = self.outbox, []
        return out

    def _tl(self, now: float) -> int:
        deadline = self.turn_deadline if self.phase == "play" else (self.deal.deadline if self.deal else None)
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
            "phase": self.phase, "owner": self.config.owner, "turn_ms": self.config.effective_turn_ms(),
            "round": self.match.round_no if self.match else 0,
            "totals": list(self.match.totals) if self.match else [0] * len(self.seats),
            "seats": [{"kind": s.kind, "nick": s.nick, "fp": s.fp, "strength": s.strength, "ready": s.ready,
                       "connected": s.cid is not None or s.kind == "bot", "auto": s.auto}
                      for s in self.seats],
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

    def admit(self, fp: str, watch: bool = False) -> tuple[str, str] | None:
        """Before ``connect``: a (code, text) refusal if the owner's watcher rules keep ``fp`` out."""
        return watching.admit(self, fp, watch)

    def connect(self, cid: int, fp: str, nick: str, now: float, watch: bool = False) -> int:
        """An authenticated connection arrives; returns its seat (-1: watching).

        ``watch``: the newcomer asked to look on, so it takes no free seat."""
        for other_cid, c in list(self.conns.items()):
            if c.fp == fp:  # the same identity again: the new connection replaces the old
                self._out(other_cid, make("error", code="replaced", text="you connected again from elsewhere"),
                          close=True)
                self.disconnect(other_cid, now, quiet=True)
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
        elif self.phase == "lobby" and not watch:
            seat = next((i for i, s in enumerate(self.seats) if s.kind == "empty"), None)
            if seat is not None:
                self.seats[seat] = Seat(kind="human", fp=fp, nick=nick, cid=cid,
                                        ready=not self.config.require_ready)
                self._journal_seat(seat)
                self._sys("joined", seat, nick, f"{nick} sat down")
        self.conns[cid] = Conn(fp, nick, seat)
        if seat is None:
            self._sys("joined", -1, nick, f"{nick} is watching")
        self._table_changed(now)
        if self.phase in ("play", "between", "finished") and self.state is not None:
            self._snapshot(cid, now)
        if self.deal is not None and seat is not None and self.phase == "deal":
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
                if self.phase == "lobby":
                    self.seats[conn.seat] = Seat()
                    self._journal_seat(conn.seat)
                    if not quiet:
                        self._sys("left", conn.seat, conn.nick, f"{conn.nick} left")
                elif self.phase != "finished":
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
        if self.config.owner is not None:
            return conn.fp == self.config.owner
        return conn.seat is not None

    def _on_sit(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        i = msg["seat"]
        if self.phase == "between" and conn.seat is None:
            return watching.take_seat(self, cid, conn, i, now)
        if self.phase != "lobby":
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
        self._table_changed(now)
        self._maybe_start(now)

    def _on_stand(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if self.phase != "lobby" or conn.seat is None:
            return self._refuse(cid, "bad_state", "you can stand up only in the lobby, from a seat")
        self.seats[conn.seat] = Seat()
        self._journal_seat(conn.seat)
        conn.seat = None
        self._table_changed(now)

    def _on_ready(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is None:
            return self._refuse(cid, "not_seated", "take a seat first")
        if self.phase == "between":
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
        if self.phase != "lobby":
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
        if self.phase != "lobby":
            return self._refuse(cid, "bad_state", "the match has already started")
        for i, s in enumerate(self.seats):
            if s.kind == "empty":
                self._make_bot(i, "normal")
                self._journal_seat(i)
        self._start_match(now)

    def _on_leave(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        if conn.seat is not None and self.phase not in ("lobby", "finished"):
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
        if len(times) >= self.config.chat_burst:
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
        if self.phase != "play" or self.state is None or self.state.over:
            return self._refuse(cid, Reason.WRONG_PHASE.value, "no round is being played right now", n)
        problem = action_problem(msg["a"])   # the schema's "action" (PROTOCOL.md §8.2)
        if problem is not None:
            return self._refuse(cid, Reason.MALFORMED.value, problem, n)
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

    def _on_commit(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        d = self.deal
        if d is None or d.phase != "commit" or msg["round"] != d.round_no or msg["attempt"] != d.attempt:
            return self._refuse(cid, "deal_stale", "no commitment is expected now")
        slot = conn.seat
        if slot is None or d.participants.get(slot) != cid or slot in d.commits:
            return self._refuse(cid, "deal_stale", "you are not a participant of this deal")
        d.commits[slot] = msg["c"]
        if all(s in d.commits for s in d.participants):
            self._publish_commits(now)

    def _on_secret(self, cid: int, conn: Conn, msg: dict[str, Any], now: float) -> None:
        d = self.deal
        if d is None or d.phase != "secret" or msg["round"] != d.round_no or msg["attempt"] != d.attempt:
            return self._refuse(cid, "deal_stale", "no secret is expected now")
        slot = conn.seat
        if slot is None or slot not in d.commits or slot in d.secrets or d.participants.get(slot) != cid:
            return self._refuse(cid, "deal_stale", "you are not a participant of this deal")
        if commitment(self.table_id, d.round_no, slot, msg["s"]) != d.commits[slot]:
            return self._abort_deal(slot, "bad_secret", now)
        d.secrets[slot] = msg["s"]
        if all(s in d.secrets for s in d.commits):
            self._deal(now)

    # ------------------------------------------------------------------ match flow

    def _maybe_start(self, now: float) -> None:
        if self.phase != "lobby" or not self.config.auto_start:
            return
        if all(s.kind != "empty" for s in self.seats) and all(s.ready for s in self.seats if s.kind == "human"):
            self._start_match(now)

    def _start_match(self, now: float) -> None:
        self.match = new_match(self.variant, len(self.seats))
        if self.journal is not None:
            self.journal.write("start", {})
        self._begin_deal(now)

    def _begin_deal(self, now: float, excluded: set[int] | None = None, attempt: int = 1) -> None:
        assert self.match is not None
        self.phase = "deal"
        excluded = excluded or set()
        participants = {i: s.cid for i, s in enumerate(self.seats)
                        if s.kind == "human" and s.cid is not None and not s.auto and i not in excluded}
        host_secret = new_secret()
        rn = self.match.round_no
        self.deal = DealRound(rn, attempt, participants,  # type: ignore[arg-type]
                              {HOST_SLOT: commitment(self.table_id, rn, HOST_SLOT, host_secret)},
                              {HOST_SLOT: host_secret}, excluded=excluded)
        self._table_changed(now)
        if not participants:
            self._publish_commits(now)
            return
        self.deal.deadline = now + self.config.deal_timeout_ms / 1000
        for slot, cid in participants.items():
            self._out(cid, make("deal_commit_req", round=rn, attempt=attempt, slot=slot, tl=self._tl(now)))

    def _publish_commits(self, now: float) -> None:
        d = self.deal
        assert d is not None
        for slot in list(d.participants):
            if slot not in d.commits:  # no commitment in time: no say in this deal
                d.participants.pop(slot)
        d.phase = "secret"
        d.deadline = now + self.config.deal_timeout_ms / 1000 if d.participants else None
        self._all(make("deal_commits", round=d.round_no, attempt=d.attempt,
                       commits=[[s, c] for s, c in sorted(d.commits.items())], tl=self._tl(now)))
        if not d.participants:
            self._deal(now)

    def _abort_deal(self, slot: int, reason: str, now: float) -> None:
        """Missing or wrong secret: nothing was dealt yet, so start over without that participant."""
        d = self.deal
        assert d is not None
        self._all(make("deal_abort", round=d.round_no, attempt=d.attempt, slot=slot, reason=reason))
        nick = self.seats[slot].nick if slot < len(self.seats) else "?"
        self._sys("deal_abort", slot, nick, f"the deal was restarted: {nick} did not reveal a valid secret "
                                            f"({reason}) and has no say in this round's deal")
        self._begin_deal(now, d.excluded | {slot}, d.attempt + 1)

    def _deal(self, now: float) -> None:
        d = self.deal
        assert d is not None and self.match is not None
        self.revealed = reveal_round(self.table_id, d.round_no, d.commits, d.secrets)
        if self.journal is not None:
            self.journal.write("round", {"round": d.round_no, "attempt": d.attempt,
                                         "commits": {str(k): v.hex() for k, v in d.commits.items()},
                                         "secrets": {str(k): v.hex() for k, v in d.secrets.items()}})
        self._start_round(self.revealed.deal_order())
        d.deadline = None
        self.phase = "play"
        for cid in list(self.conns):
            self._snapshot(cid, now)
        self._after_change(now)
        self._table_changed(now)

    def _start_round(self, order: list[int]) -> None:
        assert self.match is not None
        self.state = start_round(self.match, order)
        self.round_acts = []
        self._turn_key = None
        self.bot_turn = None
        self.knock_deadline = None
        self.pending_draw = None

    def _snapshot(self, cid: int, now: float) -> None:
        conn = self.conns[cid]
        st = self.state
        assert st is not None
        pub = public_wire(spectator_view(st))
        w = seat_wire(pub, conn.seat, st.hands[conn.seat] if conn.seat is not None else ())
        conn.view, conn.public = w, pub
        conn.log_len = len(st.log)
        deal = None
        if self.deal is not None and self.deal.round_no == st.round_no:
            deal = {"round": self.deal.round_no, "attempt": self.deal.attempt,
                    "commits": [[s, c] for s, c in sorted(self.deal.commits.items())]}
        self._out(cid, make("snap", v=w, log=[event_to_wire(e) for e in st.log], acts=list(self.round_acts),
                            deal=deal, tl=self._tl(now)))

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

    def _advance(self, new: RoundState, public: dict[str, Any], now: float) -> None:
        """Make ``new`` the state and send every recipient the diff of its own view.

        A seat's view map is the state's public map plus its seat and hand
        (``wireview.seat_wire``), so the public map and its diff are computed
        once per state change, not once per recipient; recipients whose diff
        comes out the same share one message object, which the transport
        encodes once.
        """
        self.state = new
        self.round_acts.append(public)
        pub = public_wire(spectator_view(new))
        pub_diffs: dict[int, dict[str, Any]] = {}     # id(old public map) -> diff of the public part
        shared: dict[tuple[int, int], dict[str, Any]] = {}  # (id(diff), log position) -> message
        lo = min((c.log_len for c in self.conns.values()), default=len(new.log))
        events = [event_to_wire(e) for e in new.log[lo:]]   # the new events, from the earliest reader on
        for cid, conn in self.conns.items():
            w = seat_wire(pub, conn.seat, new.hands[conn.seat] if conn.seat is not None else ())
            old = conn.view or {}
            own = None
            if conn.public is None:
                d = diff(old, w)
            else:
                key = id(conn.public)
                d = pub_diffs.get(key)
                if d is None:
                    d = pub_diffs[key] = diff(conn.public, pub)
                own = diff({k: old.get(k) for k in PRIVATE_KEYS}, {k: w[k] for k in PRIVATE_KEYS})
                if own:
                    d = {**d, **own}
            msg = None if own is None or own else shared.get((id(d), conn.log_len))
            if msg is None:
                msg = make("delta", d=d, a=public, log=events[conn.log_len - lo:], tl=-1)  # tl: see _stamp_tl
                if own is not None and not own:
                    shared[(id(d), conn.log_len)] = msg
            conn.view, conn.public, conn.log_len = w, pub, len(new.log)
            self._out(cid, msg)

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

    def _stamp_tl(self, now: float) -> None:
        """Fill in the time left on the deltas just queued (known only after the change)."""
        tl = self._tl(now)
        for i, (cid, msg, close) in enumerate(self.outbox):
            if msg.get("t") == "delta" and msg["tl"] == -1:
                msg["tl"] = tl

    def _schedule_bot(self, now: float) -> None:
        st = self.state
        if self.phase != "play" or st is None or st.over or st.phase not in (Phase.DRAW, Phase.PLAY):
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
            self.phase = "finished"
            self.finished = True
            self._all(make("match_end", totals=list(self.match.totals), winners=list(self.match.winners),
                           history=[list(h) for h in self.match.history]))
            self._table_changed(now)
            return
        self.phase = "between"
        self.next_votes = set()
        self.next_round_at = now + self.config.between_rounds_ms / 1000
        self._table_changed(now)

    # ------------------------------------------------------------------ the clock

    def next_deadline(self) -> float | None:
        times = [self.next_round_at, self.knock_deadline, self.bot_due if self.bot_job is None else None]
        if self.phase == "play":
            times.append(self.turn_deadline)
        if self.phase == "deal" and self.deal is not None:
            times.append(self.deal.deadline)
        for s in self.seats:
            if s.dropped_at is not None and not s.auto:
                times.append(s.dropped_at + self.config.grace_ms / 1000)
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def tick(self, now: float) -> None:
        """Run whatever is due at ``now`` (at most one bot move per call)."""
        if self.phase == "between" and self.next_round_at is not None and now >= self.next_round_at:
            self.next_round_at = None
            self._begin_deal(now)
        d = self.deal
        if self.phase == "deal" and d is not None and d.deadline is not None and now >= d.deadline:
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
        if self.phase != "play" or self.state is None:
            return
        if self.knock_deadline is not None and now >= self.knock_deadline:
            self.knock_deadline = None
            pending, self.pending_draw = self.pending_draw, None
            if pending is not None:
                self._apply(pending[1], now, pending[0], pending[2])
            else:
                self._schedule_bot(now)
        st = self.state
        if self.phase == "play" and self.turn_deadline is not None and now >= self.turn_deadline and not st.over:
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
        if self.phase == "play" and self.bot_due is not None and now >= self.bot_due and self.bot_job is None:
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
        if (st is job.state and self.phase == "play" and not st.over and st.current == job.seat
                and self._bot_plays(job.seat)):
            self.bot_due = None
            if action is None or not self._apply(action, now):
                self._apply(Timeout(job.seat), now)
        else:
            self._schedule_bot(now)

    # ------------------------------------------------------------------ resume

    @classmethod
    def resume(cls, journal: Journal, now: float) -> "Table":
        """Rebuild a table from its journal, exactly where it stopped.

        Human seats come back empty-handed (disconnected, grace running); the
        players reconnect with the same identity and get a full snapshot.
        """
        entries = list(journal.entries())
        if not entries or entries[0][0] != "config":
            raise ValueError("this journal holds no table")
        table = cls(TableConfig.from_dict(entries[0][1]), journal=None)
        for kind, body in entries[1:]:
            if kind == "seat":
                i = body["seat"]
                table.seats[i] = Seat(kind=body["kind"], fp=body["fp"], nick=body["nick"],
                                      strength=body["strength"], ready=True)
            elif kind == "start":
                table.match = new_match(table.variant, len(table.seats))
                table.phase = "deal"
            elif kind == "round":
                assert table.match is not None
                commits = {int(k): bytes.fromhex(v) for k, v in body["commits"].items()}
                secrets = {int(k): bytes.fromhex(v) for k, v in body["secrets"].items()}
                table.revealed = reveal_round(table.table_id, body["round"], commits, secrets)
                table.deal = DealRound(body["round"], body["attempt"], {}, commits, secrets, phase="secret")
                table._start_round(table.revealed.deal_order())
                table.phase = "play"
            elif kind == "act":
                assert table.state is not None and table.revealed is not None
                action = from_dict(body["a"])
                st = apply(table.state, action)
                table.round_acts.append(body["a"])
                table.accepted += 1
                if st.phase is Phase.RESHUFFLE:
                    order = table.revealed.reshuffle_permutation(st.reshuffles + 1, reshuffle_size(st))
                    st = apply(st, Reshuffle(tuple(order)))
                    table.round_acts.append(dict(PUBLIC_RESHUFFLE))
                table.state = st
            elif kind == "end":
                assert table.match is not None and table.state is not None
                table.match, _ = record_round(table.match, table.state)
                table.phase = "finished" if table.match.finished else "between"
                table.finished = table.match.finished
        table.journal = journal
        for s in table.seats:
            if s.kind == "human":
                s.dropped_at = now
        if table.phase == "deal":
            table.phase = "between"  # the interrupted deal starts over: nothing was dealt
        if table.phase == "between":
            table.next_round_at = now + min(table.config.grace_ms, 10_000) / 1000
        if table.phase == "play":
            table._turn_key = None
            table._after_change(now)
        if table.match is None:
            table.phase = "lobby"
        return table
