"""One table, host side, without any I/O: parts that own their state, driven by one event table.

The transport feeds it authenticated connections, validated messages and the
clock (``now`` in seconds, monotonic); the table answers with
``(connection id, message, close?)`` in its outbox. Everything that happens to
a table is a :class:`~protocol.tablephase.TableEvent` and goes through
:meth:`Table.dispatch`, which looks ``(phase, event)`` up in
:data:`~protocol.tablephase.EVENTS` first: that table is the behaviour, and an
event it does not list is refused with its code. The handlers below only wire
the parts together, each of which owns its state and gets only what it uses:

* :class:`~protocol.tableseats.Seats`: who sits where, the owner, names;
* a :class:`~protocol.tabledeal.DealRound` from the table's deal source
  (commit-reveal by default; replaceable, e.g. by a board dealt from outside);
* :class:`~protocol.tableplay.Play`: the match and the round, where every card moves;
* :class:`~protocol.tableclock.TurnClock`: the deadlines, and which event is due;
* :class:`~protocol.tablebots.Bots`: the computer players' moves;
* :class:`~protocol.tablefanout.FanOut`: what each recipient saw, and its deltas;
* a :class:`~protocol.tableplan.RoundPlan`: how rounds follow one another (a match's by
  default; a duplicate event's boards otherwise), and the hooks that tell whoever set it up.

Every game decision goes through the rules engine; every accepted action is
journaled before anyone hears of it; each recipient only ever receives its own
view. :meth:`Table.resume` replays the journal through the same dispatcher.
"""

from __future__ import annotations

import logging
import random
import secrets as _secrets
from typing import Any, Callable

from lanjolly.actions import Action

from . import startpolicy, watching
from .invites import InviteBook, InviteInfo, new_host_secret
from .journal import Journal, Record
from .messages import make
from .tablebots import BotJob
from .tableconfig import TableConfig
from .tabledeal import CommitReveal, DealContext, DealRound, DealSource, Journaled
from .tableinfo import TableInfo, WatchRules
from .tablelobby import Arrival, Follow, Lobby
from .tableoutbox import Outbox, Outgoing
from .tablephase import EVENTS, MESSAGES, REFUSALS, SOURCE, PhaseError, Source, TableEvent, TablePhase
from .tableplan import RoundPlan
from .blind.hostpart import BlindHost
from .tableblind import BlindPart
from .tableresume import NextAttempt, replay
from .tablerounds import Rounds
from .tableseats import Conn, Seat, Seats

E = TableEvent
log = logging.getLogger("lanjolly.host")

__all__ = ["Table", "TableConfig", "Conn", "Seat", "BotJob", "Outgoing"]

class _Handlers:
    """Each event's handler (``Rounds.on_<event>``, else ``Table._on_<event>``), found as it is dispatched:
    a dict of ~45 bound methods per table was ~4 KiB, a third of an idle table's objects."""

    __slots__ = ("_table",)
    NAMES = {e: (hasattr(Rounds, "on_" + e.value), ("on_" if hasattr(Rounds, "on_" + e.value) else "_on_") + e.value)
             for e in TableEvent}

    def __init__(self, table: "Table") -> None:
        self._table = table

    def __getitem__(self, event: TableEvent) -> Callable[[float, int | None, Any], None]:
        on_rounds, name = self.NAMES[event]
        return getattr(self._table.rounds if on_rounds else self._table, name)  # type: ignore[no-any-return]


class Table:
    """See the module docstring. Every method is synchronous and never blocks."""

    def __init__(self, config: TableConfig, journal: Journal | None = None, deals: DealSource | None = None,
                 plan: RoundPlan | None = None) -> None:
        if not 2 <= config.seats <= 4:
            raise ValueError("a table has 2 to 4 seats")
        config.variant.validate()
        # ``journal`` is None while ``resume`` replays it: nothing replayed is written again
        self.config, self.table_id, self.variant, self.journal = config, config.table_id, config.variant, journal
        self.plan = plan or RoundPlan()
        self.phase = TablePhase.LOBBY             # changed only by dispatch, along EVENTS
        self.conns: dict[int, Conn] = {}
        self.outbox = Outbox(self.conns)
        self.seats = Seats(config.seats, config.owner, self._record)
        self.lobby = Lobby(self.seats, self.conns, self.outbox, config)
        self.plan.bind(self._record, self.seats)
        self.sign: Callable[[bytes], bytes] | None = None   # the host's identity key: deal receipts
        rng = random.Random(config.seed if config.seed is not None else _secrets.randbits(64))
        self.rounds = Rounds(config, self.seats, self.conns, self.outbox, deals or self._commit_reveal, self._record,
                             self.dispatch, self._table_changed, lambda: self.phase, rng, self.plan)
        self.play, self.clock, self.bots, self.fanout = (self.rounds.play, self.rounds.clock, self.rounds.bots,
                                                         self.rounds.fanout)
        # Cards hidden from the host (PROTOCOL.md §17): the blind part deals (when two machines hold
        # keys, else the ordinary deal) and referees its rounds on the rounds' seams.
        self.blind_part: BlindPart | None = None
        if config.blind and deals is None:
            self.blind_part = BlindPart(self.rounds, self._commit_reveal, config.host_player)
            self.rounds.deals, self.rounds.blind = self.blind_part.source, self.blind_part
        self._handlers: _Handlers | dict[TableEvent, Callable[[float, int | None, Any], None]] = _Handlers(self)
        self.on_change: Callable[["Table"], None] | None = None
        self.invite_secret = new_host_secret()   # journaled: a resumed table accepts its invites
        self.invites = InviteBook()
        if journal is not None and journal.count() == 0:
            journal.write(Record.CONFIG, config.to_dict())
            journal.write(Record.SECRET, {"invite": self.invite_secret.hex()})
        for i, strength in enumerate(config.bots[:config.seats]):
            if strength is not None:
                self.seats.make_bot(i, strength)

    def _commit_reveal(self, ctx: DealContext) -> DealRound:
        return CommitReveal(ctx, self.sign)

    # ------------------------------------------------------------------ the dispatcher

    def dispatch(self, event: TableEvent, now: float, cid: int | None = None, body: Any = None) -> None:
        """The one way in: look ``(phase, event)`` up, move to the phase it leads to, run its handler."""
        nxt = EVENTS.get((self.phase, event))
        if nxt is None:
            return self._unlisted(event, cid, body)
        self.phase = nxt
        self._handlers[event](now, cid, body)

    def _unlisted(self, event: TableEvent, cid: int | None, body: Any) -> None:
        source = SOURCE[event]
        if source is Source.MESSAGE and cid is not None:
            code, text, request = REFUSALS[event]
            n = body.get("n", -1) if event is E.ACT else -1
            self.outbox.refuse(cid, code, text, n, **({"request": request} if request else {}))
        elif source is Source.TIMER:
            log.debug("table %s: %s is stale in phase %s", self.table_id, event.value, self.phase.value)
        elif source is Source.REPLAY:
            raise ValueError(f"the journal has {event.value} in phase {self.phase.value}: it is damaged")
        else:
            raise PhaseError(f"a table in phase {self.phase.value} cannot take {event.value}")

    # ------------------------------------------------------------------ the transport's calls

    def handle(self, cid: int, msg: dict[str, Any], now: float) -> None:
        """A validated message from an authenticated connection."""
        event = MESSAGES.get(msg["t"])
        if event is not None and cid in self.conns:   # pong and the like: the transport noted the traffic
            self.dispatch(event, now, cid, msg)

    def connect(self, cid: int, fp: str, nick: str, now: float, watch: bool = False, addr: str = "") -> int:
        """An authenticated connection arrives; returns its seat (-1: watching).

        ``watch``: the newcomer asked to look on, so it takes no free seat."""
        self.dispatch(E.CONNECT, now, cid, Arrival(fp, nick, watch, addr))
        seat = self.conns[cid].seat
        return -1 if seat is None else seat

    def start_match(self, now: float) -> None:
        """Start the match now, with the seats as they are (tests and benchmarks fill them first)."""
        self.dispatch(E.MATCH_STARTS, now)

    def begin_round(self, now: float) -> None:
        """Deal the next round now: for a table whose plan is ``told`` (a duplicate event's board table,
        whose organiser starts each board at every table at once). From the lobby this starts the match."""
        if self.phase not in (TablePhase.LOBBY, TablePhase.BETWEEN):
            raise PhaseError(f"a table in phase {self.phase.value} cannot begin a round")
        self.dispatch(E.MATCH_STARTS if self.phase is TablePhase.LOBBY else E.NEXT_ROUND_DUE, now)

    def bots_finish(self, now: float) -> None:
        """Bots play every seat to the end of this round, at once, people's too: a person's move is refused
        until it ends (a duplicate event's table that fell behind the others, PROTOCOL.md §18.6)."""
        if self.phase is not TablePhase.PLAY:
            return
        self.seats.bots_finish()
        self.clock.hurry()
        self._follow(Follow.CHANGED | Follow.BOTS, now)

    def disconnect(self, cid: int, now: float, quiet: bool = False) -> None:
        self.dispatch(E.DISCONNECT, now, cid, quiet)

    def pin_failed(self, addr: str, total: int, now: float) -> None:
        """A wrong table PIN was tried: tell the table, at most once a minute."""
        self.dispatch(E.PIN_FAILED, now, None, (addr, total))

    def tick(self, now: float) -> None:
        """Dispatch every timer event that is due at ``now`` (at most one bot move per call)."""
        for _ in range(64):                     # each handler clears the deadline it ran
            due = self.rounds.due(now)
            if due is None:
                return
            self.dispatch(due[0], now, None, due[1])
            if due[0] is E.BOT_DUE:
                return

    def next_deadline(self) -> float | None:
        return self.rounds.next_deadline()

    def bot_moved(self, job: BotJob, action: Action | None, now: float) -> None:
        """The move for ``job`` (None if thinking failed: the least turn); dropped if the game moved on."""
        self.dispatch(E.BOT_MOVED, now, None, (job, action))

    def think(self, job: BotJob) -> Action:
        return self.bots.think(job)

    def drain(self) -> list[Outgoing]:
        return self.outbox.drain()

    def admit(self, fp: str, watch: bool = False) -> tuple[str, str] | None:
        """Before ``connect``: a (code, text) refusal if the owner's watcher rules keep ``fp`` out."""
        return watching.admit(self.seats, self.conns.values(), self.config.watchers, self.phase is TablePhase.LOBBY,
                              fp, watch)

    def has_seat(self, fp: str) -> bool:
        return self.seats.has_seat(fp)

    def check_invite_use(self, info: InviteInfo, fp: str) -> str | None:
        """The one-person rule for open invites (``InviteBook``); journals each new binding."""
        refusal, bound = self.invites.use(info, fp)
        if bound:
            self._record(Record.INVITE_USE, {"nonce": info.nonce.hex(), "fp": fp})
        return refusal

    # ------------------------------------------------------------------ what the table shows

    def table_info(self) -> TableInfo:
        """Table info: the lobby message body, and what discovery advertises."""
        m, cfg = self.play.match, self.config
        return TableInfo(cfg.name, self.table_id, self.variant, self.phase, self.seats.owner, cfg.turn_limit_ms,
                         self.lobby.pin_failures, m.round_no if m else 0,
                         tuple(m.totals) if m else (0,) * len(self.seats), self.seats.info(),
                         watching.watchers(self.conns.values()),
                         WatchRules(cfg.watchers, cfg.watcher_chat, cfg.watchers_may_sit),
                         cfg.bank_ms if cfg.turn_limit_ms > 0 else 0)

    def info(self, now: float | None = None) -> dict[str, Any]:
        return self.table_info().to_wire()

    @property
    def finished(self) -> bool:
        return self.phase is TablePhase.FINISHED

    @property
    def seats_taken(self) -> int:
        return self.seats.taken()

    # the parts' state, read-only, as tests, benchmarks and the CLI read it
    state = property(lambda self: self.play.state, doc="the round being played (None before the first deal)")
    match = property(lambda self: self.play.match)
    accepted = property(lambda self: self.play.accepted)
    round_acts = property(lambda self: self.play.acts)
    owner = property(lambda self: self.seats.owner)
    aborts = property(lambda self: self.seats.aborts)
    pin_failures = property(lambda self: self.lobby.pin_failures)
    flow = property(lambda self: self.clock.flow)
    pending_draw = property(lambda self: self.clock.flow.held, doc="the draw held by the knock window (§24)")
    turn_deadline = property(lambda self: self.clock.turn_deadline)
    knock_deadline = property(lambda self: self.clock.knock_deadline)
    bot_due = property(lambda self: self.clock.bot_due)
    next_round_at = property(lambda self: self.clock.next_round_at)
    bot_job = property(lambda self: self.bots.job)
    deal = property(lambda self: self.rounds.deal, doc="the current deal attempt (None before the first)")

    @property
    def blind(self) -> BlindHost | None:
        """The blind attempt under way (PROTOCOL.md §17), or None."""
        return self.blind_part.host if self.blind_part is not None else None

    @property
    def blind_excluded(self) -> set[int]:
        """Seats whose machine broke a blind deal: the host machine opens them for the rest of the match."""
        return self.blind_part.excluded if self.blind_part is not None else set()

    @property
    def think_elsewhere(self) -> frozenset[str]:
        return self.bots.think_elsewhere

    @think_elsewhere.setter
    def think_elsewhere(self, strengths: frozenset[str]) -> None:
        self.bots.think_elsewhere = strengths

    # ------------------------------------------------------------------ helpers

    def _record(self, kind: Record, body: dict[str, Any]) -> None:
        if self.journal is not None:
            self.journal.write(kind, body)

    def _table_changed(self, now: float) -> None:
        if self.conns:
            self.outbox.all(make("table", info=self.info(), tl=self.rounds.tl(now)))
        if self.on_change is not None:
            self.on_change(self)

    def _follow(self, steps: Follow, now: float, cid: int | None = None) -> None:
        """Run the table's steps a lobby change called for, in their order."""
        if steps & Follow.CHANGED:
            self._table_changed(now)
        if steps & Follow.SNAPSHOT and cid is not None:
            self.rounds.catch_up(cid, now)          # a blind attempt's messages come before its snapshot
        if (steps & Follow.SNAPSHOT and cid is not None and self.play.state is not None
                and self.phase in (TablePhase.PLAY, TablePhase.BETWEEN, TablePhase.FINISHED)):
            self.rounds.snapshot(cid, now)
        if steps & Follow.BOTS:
            self.rounds.schedule_bot(now)
        if steps & Follow.NEXT_ROUND and not self.plan.told:
            self.clock.next_round_at = now
        if steps & Follow.ALL_BACK and self.clock.next_round_at is not None:   # a resumed table waited for them
            self.clock.next_round_at = min(self.clock.next_round_at, now + self.config.between_rounds_ms / 1000)
        if (steps & Follow.START and self.phase is TablePhase.LOBBY and self.config.auto_start
                and startpolicy.seats_ready(self.seats)):
            self.dispatch(E.MATCH_STARTS, now)

    # ------------------------------------------------------------------ connections and the lobby

    def _on_connect(self, now: float, cid: int | None, a: Arrival) -> None:
        assert cid is not None
        for other in self.lobby.replaced(a.fp):   # the same identity again: the new connection replaces the old
            self.outbox.to(other, make("error", code="replaced", text="you connected again from elsewhere"),
                           close=True)
            self.disconnect(other, now, quiet=True)
        self._follow(self.lobby.arrive(cid, a, self.phase), now, cid)
        seat = self.conns[cid].seat
        if seat is not None and self.phase is TablePhase.PLAY:
            self.plan.arrived(seat)   # after the snapshot: the player is at the table for this round

    def _on_disconnect(self, now: float, cid: int | None, quiet: bool) -> None:
        assert cid is not None
        self.fanout.forget(cid)
        conn = self.conns.get(cid)
        if conn is not None and conn.seat is not None and self.seats[conn.seat].cid == cid:
            self._call_off_if_provisional(now)      # then the seat is freed as in the lobby
        self._follow(self.lobby.depart(cid, self.phase, now, quiet), now)

    def _call_off_if_provisional(self, now: float) -> None:
        """A seated player left before the first deal: the match has not started (startpolicy)."""
        if startpolicy.provisional(self.phase, self.play.match, self.play.state):
            self.dispatch(E.START_CALLED_OFF, now)

    def _on_pin_failed(self, now: float, cid: int | None, body: tuple[str, int]) -> None:
        self.lobby.pin_failed(body[0], body[1], now)

    def _on_sit(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        self._follow(self.lobby.sit(cid, msg["seat"], self.phase), now)

    def _on_stand(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        self._follow(self.lobby.stand(cid), now)

    def _on_ready(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        self._follow(self.lobby.ready(cid, msg["ready"], self.phase), now)

    def _on_set_bot(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        self._follow(self.lobby.set_bot(cid, msg), now)

    def _on_start(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        if self.lobby.owner(cid, "starts the match"):
            self.seats.fill_with_bots()
            self.dispatch(E.MATCH_STARTS, now)

    def _on_leave(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        if self.conns[cid].seat is not None:
            self._call_off_if_provisional(now)
        self.lobby.leave(cid, self.phase)
        self.disconnect(cid, now, quiet=True)

    def _on_back(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        self._follow(self.lobby.back(cid), now)

    def _on_chat(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        self.lobby.chat(cid, msg["text"], now)

    def _on_grace_over(self, now: float, cid: int | None, seat: int) -> None:
        s = self.seats[seat]
        if s.dropped_at is not None and not s.auto:
            s.auto = True
            self.outbox.sys("bot_took_over", seat, s.nick, f"{s.nick} did not come back; a bot plays the seat")
            self.rounds.grace_over(seat, now)       # a blind attempt it holds a key of is void
            self._follow(Follow.CHANGED | Follow.BOTS, now)
    def _on_round_ends(self, now: float, cid: int | None, body: None) -> None:
        self.lobby.next_votes = set()
        self.clock.next_round_at = None if self.plan.told else now + self.config.between_rounds_ms / 1000
        self._table_changed(now)

    def _on_match_ends(self, now: float, cid: int | None, body: None) -> None:
        m = self.play.match
        assert m is not None
        self.outbox.all(make("match_end", totals=list(m.totals), winners=list(m.winners),
                             history=[list(h) for h in m.history]))
        self._table_changed(now)

    # ------------------------------------------------------------------ resume

    def _on_restore(self, now: float, cid: int | None, body: tuple[Record, dict[str, Any]]) -> None:
        kind, rec = body
        if kind is Record.SECRET:
            self.invite_secret = bytes.fromhex(rec["invite"])
        elif kind is Record.INVITE_USE:
            self.invites.bound[rec["nonce"]] = rec["fp"]
        elif kind in (Record.MARK, Record.PRESENT):
            self.plan.restore(kind, rec)
        elif kind is Record.BANK:
            self.clock.banks = {int(seat): int(left) for seat, left in rec["banks"]}
        else:
            self.seats.restore(kind, rec)

    def _on_replay_end(self, now: float, cid: int | None, rec: dict[str, Any]) -> None:
        """The round the journal ends was ended by the replay too (the table lists it only then)."""

    def _on_resumed(self, now: float, cid: int | None, after: NextAttempt) -> None:
        """The replay is over: human seats wait for their players; the clocks start afresh; a deal
        under way, or due, when the host stopped begins again past its attempts (``tableresume.replay``)."""
        for s in (s for s in self.seats.seats if s.human):
            s.dropped_at = now
        if self.phase in (TablePhase.BETWEEN, TablePhase.DEAL) and not self.plan.told:
            self.clock.next_round_at, self.rounds.next_attempt = now + min(self.config.grace_ms, 10_000) / 1000, after
        if self.phase is TablePhase.PLAY:
            assert self.play.state is not None
            self.clock.restart_turn()
            self.clock.settle(self.play.state, self.seats.controls(), now)
            self.rounds.schedule_bot(now)

    @staticmethod
    def config_in(journal: Journal) -> TableConfig:
        """The configuration a table's journal starts with."""
        first = next(journal.entries(), None)
        if first is None or first[0] is not Record.CONFIG:
            raise ValueError("this journal holds no table")
        return TableConfig.from_dict(first[1])

    @classmethod
    def resume(cls, journal: Journal, now: float, deals: DealSource | None = None,
               plan: RoundPlan | None = None) -> "Table":
        """Rebuild a table from its journal where it stopped: every record goes through :meth:`dispatch` as in live
        play (``tableresume.replay``), each round dealt again from its journaled deal (``Journaled``). People come
        back disconnected, grace running, and get a full snapshot (a deal due or under way waits for all, <= 10 s).
        ``deals``: the deal source from here on (default: commit-reveal); ``plan``: the table's plan
        (default: a match), which hears the replay as it heard live play."""
        config = cls.config_in(journal)
        if config.blind:   # PROTOCOL.md §17.10: the round keys lived in the players' programs
            raise ValueError("a table with cards hidden from the host cannot be resumed; open a new one")
        table = cls(config, journal=None, deals=Journaled, plan=plan)
        after = replay(table, list(journal.entries())[1:], now)
        table.journal, table.rounds.deals = journal, deals or table._commit_reveal
        table.dispatch(E.RESUMED, now, None, after)
        return table
