"""The table's rounds: the deal, the moves, the turn clock's events, the round's end.

A part of :class:`protocol.table.Table`. It owns the round's parts (the match
and the round in :class:`~protocol.tableplay.Play`, the
:class:`~protocol.tableclock.TurnClock`, the :class:`~protocol.tablebots.Bots`,
the :class:`~protocol.tablefanout.FanOut`) and the current
:class:`~protocol.tabledeal.DealRound`, asked of the table's deal source at
every attempt. Its ``on_*`` methods are the handlers of the events
``tablephase.EVENTS`` lists for the deal and play phases; the table's
dispatcher calls them after it has checked the pair, and they report their
outcomes (dealt, aborted, round over) back through that dispatcher.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterator, Mapping, Protocol

from lanjolly.actions import Action, Knock, PlayerAction, Timeout, from_dict
from lanjolly.errors import IllegalAction, Reason
from lanjolly.round import Phase
from lanjolly.turnflow import bot_takes_over, close_window, hold, holds, turn_ran_out

from .journal import Record
from .messages import action_problem, make
from .tablebots import BotJob, Bots
from .tableclock import TurnClock
from .tableconfig import TableConfig
from .tabledeal import Abort, DealContext, DealRound, DealSource, DealStep, Outcome, Ready
from .tablefanout import FanOut
from .tableoutbox import Outbox
from .tablephase import TableEvent, TablePhase
from .tableresume import NextAttempt
from .tableplan import RoundPlan
from .tableplay import Play, Step
from .tableseats import Conn, Seats
from .wireview import result_to_wire

E = TableEvent
Dispatch = Callable[[TableEvent, float, "int | None", Any], None]


class Referee(Protocol):
    """The seam of a part that referees a round instead of :class:`Play`'s engine calls: the blind deal
    (:mod:`protocol.tableblind`, PROTOCOL.md §17), whose moves change the state when their cards are
    opened and whose reshuffle waits for the key holders. While it is :meth:`active`, every move, blind
    message, its clock and a dropped key holder go to it; it reports back through :meth:`Rounds.advance`,
    :meth:`Rounds.timed_out` and the dispatcher (``DEALT``, ``BLIND_VOID``)."""

    def active(self) -> bool:
        """An attempt of this part is under way (its deal, or its round)."""

    def act(self, action: Action, opening: Mapping[str, Any] | None, now: float, cid: int | None, n: int) -> bool:
        """A move (``opening``: the cards it shows, from the mover's machine); False if refused."""

    def receive(self, cid: int, msg: dict[str, Any], now: float) -> None:
        """A key holder's message."""

    def takes_timeout(self, seat: int) -> bool:
        """The seat owes its least turn, so its machine may send the ``timeout`` naming the discard."""

    def waits(self, seat: int) -> bool:
        """The host's bot of ``seat`` waits: its cards are still on their way."""

    def deadline(self) -> float | None:
        """The part's own clock (a late key holder, an owed least turn)."""

    def late(self, now: float) -> None:
        """The part's clock ran out."""

    def dropped(self, seat: int, now: float) -> None:
        """The grace period of ``seat`` ran out."""

    def catch_up(self, cid: int, now: float) -> None:
        """A (re)connection: this attempt's messages so far, before any snapshot."""


class Rounds:
    """See the module docstring."""

    def __init__(self, config: TableConfig, seats: Seats, conns: dict[int, Conn], outbox: Outbox,
                 deals: DealSource, record: Callable[[Record, dict[str, Any]], None], dispatch: Dispatch,
                 changed: Callable[[float], None], phase: Callable[[], TablePhase], rng: random.Random,
                 plan: RoundPlan) -> None:
        self.config, self.seats, self.conns, self.outbox = config, seats, conns, outbox
        self.deals, self._record, self.dispatch, self.changed, self.phase = deals, record, dispatch, changed, phase
        self.plan = plan
        self.play = Play(config.variant, config.seats, plan)
        self.clock = TurnClock(config.turn_limit_ms, config.variant.knock_window_ms, config.bot_delay_ms,
                               config.show_moves, config.bank_ms)
        self.bots = Bots(rng)
        self.fanout = FanOut()
        self.deal: DealRound | None = None
        self.next_attempt: NextAttempt = (1, frozenset())   # a resumed table's interrupted deal: further on
        self.blind: Referee | None = None     # a blind table's referee (None: Play's engine referees)

    def _blind(self) -> Referee | None:
        """The blind referee while its attempt is under way, else None."""
        b = self.blind
        return b if b is not None and b.active() else None

    # ------------------------------------------------------------------ the clock's view of the table

    def _graces(self) -> Iterator[tuple[int, float]]:
        grace = self.config.grace_ms / 1000
        return ((i, s.dropped_at + grace) for i, s in enumerate(self.seats.seats)
                if s.dropped_at is not None and not s.auto)

    def _deal_deadline(self) -> float | None:
        return self.deal.deadline if self.deal is not None else None

    def _blind_at(self) -> float | None:
        b = self._blind()
        return b.deadline() if b is not None else None

    def due(self, now: float) -> tuple[TableEvent, int] | None:
        return self.clock.due(now, self.phase(), self._deal_deadline(), self._graces(), self.bots.job is not None,
                              self._blind_at(), self.seats.deal_awaits_return())

    def next_deadline(self) -> float | None:
        return self.clock.next_deadline(self.phase(), self._deal_deadline(), self._graces(), self.bots.job is not None,
                                        self._blind_at(), self.seats.deal_awaits_return())

    def tl(self, now: float) -> int:
        """The time left (ms) on what the table waits for: the turn while playing, else the deal."""
        if self.phase() is TablePhase.PLAY:
            return self.clock.tl(now)
        deadline = self._deal_deadline()
        return -1 if deadline is None else max(0, int((deadline - now) * 1000))

    def tb(self, now: float) -> int:
        """Of :meth:`tl`, the mover's time bank (-1: none runs; PROTOCOL.md §11)."""
        return self.clock.tb(now) if self.phase() is TablePhase.PLAY else -1

    def snapshot(self, cid: int, now: float) -> None:
        st = self.play.state
        assert st is not None
        d = self.deal
        deal = d.snapshot() if d is not None and d.round_no == st.round_no else None
        self.outbox.to(cid, self.fanout.snapshot(cid, self.conns[cid].seat, st, self.play.acts, deal, self.tl(now),
                                                 self.tb(now)))

    def schedule_bot(self, now: float) -> None:
        st, b = self.play.state, self._blind()
        if b is not None and st is not None and b.waits(st.current):
            self.clock.bot_due = None         # the bot's cards are still on their way (a blind deal)
            return
        self.clock.schedule_bot(st, self.seats.controls(), self.phase() is TablePhase.PLAY, now)

    def catch_up(self, cid: int, now: float) -> None:
        """A (re)connection: a blind attempt's messages so far, before its snapshot."""
        b = self._blind()
        if b is not None:
            b.catch_up(cid, now)

    def grace_over(self, seat: int, now: float) -> None:
        """A dropped seat's grace ran out: a blind attempt it holds a key of is void."""
        b = self._blind()
        if b is not None:
            b.dropped(seat, now)

    # ------------------------------------------------------------------ the deal

    def on_match_starts(self, now: float, cid: int | None, body: None) -> None:
        self.play.start_match()
        self.clock.new_match()
        self._record(Record.START, {})
        self._begin_deal(now, frozenset(), 1)

    def on_start_called_off(self, now: float, cid: int | None, body: Any) -> None:
        """Back to the lobby with nothing dealt and nothing kept; the next start deals round 0 from
        attempt 1 again (clients forget an attempt a new ``deal_commit_req`` names, PROTOCOL.md §8.7)."""
        self.deal = None
        self.play.match = None
        self._record(Record.LOBBY, {})

    def on_next_round_due(self, now: float, cid: int | None, body: Any) -> None:
        self.clock.next_round_at = None
        (attempt, left_out), self.next_attempt = self.next_attempt, (1, frozenset())
        self._begin_deal(now, left_out, attempt)

    def _begin_deal(self, now: float, excluded: frozenset[int], attempt: int) -> None:
        assert self.play.match is not None
        participants = {i: s.cid for i, s in enumerate(self.seats.seats)
                        if s.present and s.cid is not None and i not in excluded}
        self.deal = self.deals(DealContext(self.config.table_id, self.plan.next_round(self.play.match), attempt,
                                           participants, excluded, self.config.deal_timeout_ms / 1000))
        self.changed(now)
        self._deal_outcome(self.deal.begin(now), now)

    def _deal_message(self, step: DealStep, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None and self.deal is not None
        slot = self.conns[cid].seat
        why = self.deal.stale(step, msg["round"], msg["attempt"], slot, cid)
        if why is not None or slot is None:
            return self.outbox.refuse(cid, "deal_stale", why or "")
        self._deal_outcome(self.deal.receive(step, slot, cid, msg["c" if step is DealStep.COMMIT else "s"], now), now)

    def on_commit(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        self._deal_message(DealStep.COMMIT, now, cid, msg)

    def on_secret(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        self._deal_message(DealStep.SECRET, now, cid, msg)

    def on_deal_timeout(self, now: float, cid: int | None, body: Any) -> None:
        assert self.deal is not None
        self._deal_outcome(self.deal.expire(now), now)

    def _deal_outcome(self, outcome: Outcome, now: float) -> None:
        self.outbox.send(outcome.out)
        if isinstance(outcome, Ready):
            self.dispatch(E.DEALT, now, None, outcome)
        elif isinstance(outcome, Abort):
            self.dispatch(E.DEAL_RESTARTS, now, None, outcome)

    def on_deal_restarts(self, now: float, cid: int | None, abort: Abort) -> None:
        """A missing or wrong secret: nothing was dealt yet, so start over without that participant."""
        d = self.deal
        assert d is not None
        slot, reason = abort.slot, abort.reason
        self.outbox.all(make("deal_abort", round=d.round_no, attempt=d.attempt, slot=slot, reason=reason))
        self.seats.count_abort(slot)
        nick = self.seats.nick(slot)
        self.outbox.sys("deal_abort", slot, nick, f"the deal was restarted: {nick} did not reveal a valid secret "
                                                  f"({reason}) and has no say in this round's deal", reason=reason)
        self._begin_deal(now, d.excluded | {slot}, d.attempt + 1)

    def on_dealt(self, now: float, cid: int | None, ready: Ready) -> None:
        assert self.deal is not None
        self._record(Record.ROUND, ready.record)
        state = self.play.start_round(ready.order, ready.chance, self.deal.round_no, ready.state)
        self.bots.new_round(ready.chance, ready.bot_seed)
        self.seats.bots_only = False
        self.clock.new_round()
        self.plan.dealt(state, self.seats.connected())
        # the turn clock first: every snapshot carries its time left (``tl``)
        self.clock.settle(state, self.seats.controls(), now)
        self.schedule_bot(now)
        for c in list(self.conns):
            self.snapshot(c, now)
        nick, (event, word) = self.seats.nick(state.dealer), self.plan.notice
        self.outbox.sys(event, state.dealer, nick, f"{word} {state.round_no + 1}: {nick} deals",
                        round=state.round_no + 1)
        self.changed(now)

    # ------------------------------------------------------------------ play

    def on_act(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        assert cid is not None
        conn, n = self.conns[cid], msg["n"]
        if n <= conn.last_n:
            return self.outbox.refuse(cid, "replayed", "this action was already sent", n)
        conn.last_n = n
        if conn.seat is None:
            return self.outbox.refuse(cid, "not_seated", "watchers cannot play", n)
        problem = action_problem(msg["a"])   # the schema's "action" (PROTOCOL.md §8.2)
        if problem is not None:
            return self.outbox.refuse(cid, Reason.MALFORMED.value, problem, n)
        try:
            action = from_dict(msg["a"], conn.seat)
        except IllegalAction as exc:
            return self.outbox.refuse(cid, exc.code.value, exc.message, n)
        b = self._blind()
        owed = isinstance(action, Timeout) and b is not None and b.takes_timeout(conn.seat)
        if isinstance(action, Timeout) and not owed:
            return self.outbox.refuse(cid, Reason.MALFORMED.value, "only the host plays a timeout", n)
        if self.seats.bots_only:
            return self.outbox.refuse(cid, "bad_state", "bots are finishing this round", n, request="act")
        if self.seats[conn.seat].auto and not owed:   # a least turn its program plays is not the person back
            self.seats[conn.seat].auto = False
            self.outbox.sys("back", conn.seat, conn.nick, f"{conn.nick} is back at the table")
            self.changed(now)
        self._play(action, now, cid, n, msg.get("open"))

    def _play(self, action: PlayerAction, now: float, cid: int, n: int,
              opening: Mapping[str, Any] | None = None) -> None:
        """A seated person's move: a knock counts only while the window is open, and the next
        player's draw waits for the window to close (RULES.md §24)."""
        st = self.play.state
        assert st is not None
        if isinstance(action, Knock) and not self.clock.flow.window:
            return self.outbox.refuse(cid, Reason.KNOCK_NOT_NOW.value, "the knock window is closed", n)
        if holds(self.clock.flow, st, action):
            try:
                self.clock.flow = hold(self.clock.flow, st, action, (cid, n))
            except IllegalAction as err:
                self.outbox.refuse(cid, err.code.value, err.message, n)
            return
        self._apply(action, now, cid, n, opening=opening)

    def _apply(self, action: Action, now: float, cid: int | None = None, n: int = -1, live: bool = True,
               opening: Mapping[str, Any] | None = None) -> bool:
        """Apply, journal, settle the clock and fan out ``action`` (and the reshuffle it made due);
        False (and a refusal to ``cid``) if the engine refuses it. ``live``: not replayed from the journal.
        At a blind table the blind referee takes the move (``opening``: the cards it shows)."""
        b = self._blind()
        if b is not None:
            return b.act(action, opening, now, cid, n)
        try:
            steps = self.play.apply(action)
        except IllegalAction as exc:
            if cid is not None:
                self.outbox.refuse(cid, exc.code.value, exc.message, n)
            return False
        self.accepted_move(action, steps[0][1], cid is not None, live)
        self.advance(steps, now)
        return True

    def accepted_move(self, action: Action, public: dict[str, Any], by_person: bool, live: bool = True) -> None:
        """Journal an accepted move and tell the plan (``live``: not replayed from the journal)."""
        self._record(Record.ACT, {"a": public})
        if live:
            self.plan.applied(action, by_person)

    def advance(self, steps: list[Step], now: float) -> None:
        """After the state changed: settle the clock, fan out each step, then the next bot or the round's
        end. A blind round's reshuffle waits for the key holders' shuffle: no clock runs meanwhile."""
        st = steps[-1][0]
        if st.phase is Phase.RESHUFFLE:
            for new, public in steps:
                recipients = [(c, conn.seat) for c, conn in self.conns.items()]
                for c, msg in self.fanout.deltas(recipients, new, public, self.clock.tl(now)):
                    self.outbox.to(c, msg)
            return
        settled = self.clock.settle(st, self.seats.controls(), now)
        if settled.banked:                     # a resumed table keeps what each bank has left
            self._record(Record.BANK, {"banks": sorted(self.clock.banks.items())})
        tl, tb = (-1, -1) if settled.over else (self.clock.tl(now), self.clock.tb(now))
        recipients = [(c, conn.seat) for c, conn in self.conns.items()]
        for new, public in steps:
            for c, msg in self.fanout.deltas(recipients, new, public, tl, tb):
                self.outbox.to(c, msg)
        if settled.overtaken is not None:
            self.outbox.refuse(settled.overtaken[0], Reason.KNOCK_NOT_NOW.value, "another player knocked first",
                               settled.overtaken[1])
        if settled.over:
            self._round_over(now)
        else:
            self.schedule_bot(now)

    def _round_over(self, now: float) -> None:
        d, st = self.deal, self.play.state
        assert d is not None and st is not None
        reveal = d.reveal()
        if reveal is not None:
            self.outbox.all(reveal)
        result = self.play.end_round()
        self.bots.job = None                 # a move still being thought out is for a round that is over
        self._record(Record.END, {"round": d.round_no})
        m = self.play.match
        assert m is not None
        self.outbox.all(make("round_end", round=d.round_no, result=result_to_wire(result), totals=list(m.totals),
                             tl=-1))
        self.dispatch(E.MATCH_ENDS if m.finished else E.ROUND_ENDS, now, None, None)
        self.plan.round_over(st, result, self.play.acts)

    # ------------------------------------------------------------------ the turn clock's events

    def on_window_closes(self, now: float, cid: int | None, body: Any) -> None:
        """The knock window's time is up: the held draw is made, or the seat to move may move."""
        self.clock.knock_deadline = None
        held, (c, n) = self.clock.flow.held, self.clock.flow.tag
        self.clock.flow = close_window(self.clock.flow)
        if held is not None:
            self._apply(held, now, c, n)
        else:
            self.schedule_bot(now)

    def on_turn_runs_out(self, now: float, cid: int | None, body: Any) -> None:
        """The turn's time is up: the driver says what happens (RULES.md §12); this says it to everyone."""
        st = self.play.state
        assert st is not None
        self.clock.run_out()
        before = self.clock.flow
        self.clock.flow, timeout = turn_ran_out(before, st, self.seats.controls())
        if self.clock.flow != before:     # a bot stands in for the away player this turn
            self.schedule_bot(now)
        if timeout is None:
            return
        self._apply(timeout, now)
        self.timed_out(timeout.seat, now)

    def timed_out(self, seat_no: int, now: float) -> None:
        """Say that a seat ran out of time, and hand it to a bot after too many least turns in a row
        (a blind table's seat counts one when its own machine's discard is in, PROTOCOL.md §17.13)."""
        st, seat = self.play.state, self.seats[seat_no]
        if st is None or self.phase() is not TablePhase.PLAY:
            return                           # the timeout voided a blind attempt
        if bot_takes_over(st, seat_no) and not seat.auto:
            seat.auto = True
            times = self.config.variant.timeouts_before_bot
            if seat_no in self.seats.keyed:   # a blind round: its own machine plays it to the end (§17.13)
                self.outbox.sys("timed_out", seat_no, seat.nick, f"{seat.nick} timed out {times} times in a row; "
                                "a bot plays the seat from the next round until they are back", bot=1, times=times,
                                next_round=1)
            else:
                self.outbox.sys("timed_out", seat_no, seat.nick, f"{seat.nick} timed out {times} times in a row; "
                                "a bot plays the seat until they are back", bot=1, times=times)
            self.changed(now)
            self.schedule_bot(now)
        elif st.phase is not Phase.OVER:
            self.outbox.sys("timed_out", seat_no, seat.nick, f"{seat.nick} ran out of time", bot=0)

    def on_bot_due(self, now: float, cid: int | None, body: Any) -> None:
        """A bot's move is due: made here, or handed to a worker thread for a slow strength."""
        self.clock.bot_due = None
        st = self.play.state
        assert st is not None
        job = self.bots.next_job(self.clock.flow, st, self.seats.controls(), lambda s: self.seats[s].strength)
        if job is not None and not self.bots.elsewhere(job, self.seats[st.current].strength):
            self._apply(self.bots.think(job), now)

    def on_bot_moved(self, now: float, cid: int | None, body: tuple[BotJob, Action | None]) -> None:
        job, action = body
        if not self.bots.returned(job):
            return
        st = self.play.state
        if st is job.state and self.bots.next_job(self.clock.flow, st, self.seats.controls(),
                                                  lambda s: self.seats[s].strength) is not None:
            self.clock.bot_due = None
            self._apply(action if action is not None else Timeout(st.current), now)
        else:
            self.schedule_bot(now)

    # ------------------------------------------------------------------ a blind deal (PROTOCOL.md §17)

    def on_blind(self, now: float, cid: int | None, msg: dict[str, Any]) -> None:
        """A key holder's message: the blind referee's; dropped when no blind attempt is under way."""
        b = self._blind()
        if b is not None and cid is not None:
            b.receive(cid, msg, now)

    def on_blind_late(self, now: float, cid: int | None, body: Any) -> None:
        b = self._blind()
        if b is not None:
            b.late(now)

    def on_blind_void(self, now: float, cid: int | None, attempt: int) -> None:
        """Nothing of the void attempt counts: no round is being played, and it is dealt again."""
        self.play.state = None
        self.clock.round_over()
        self.bots.job = None
        self._begin_deal(now, frozenset(), attempt + 1)

    def on_replay_act(self, now: float, cid: int | None, rec: dict[str, Any]) -> None:
        if not self._apply(from_dict(rec["a"]), now, live=False):
            raise ValueError(f"journal action {rec['a']!r} does not apply: the journal is damaged")
