"""The table's part that runs the turns: the engine driver's turn flow, on real clocks.

Every turn-flow rule (when a knock window opens, the held draw, the least
turn for a person whose time ran out, a bot standing in for a dropped
player, who moves by bot) is the driver's (:mod:`lanjolly.turnflow`,
:func:`lanjolly.driver.never_stall`). This part keeps what only a host has:
the deadlines (``turn_deadline``, ``knock_deadline``, ``bot_due``, the grace
periods), the messages, and a worker thread for slow bots.

``next_deadline`` tells the transport when to call ``tick`` next; ``tick``
runs whatever is due (at most one bot move per call). A strong bot may think
in a worker thread (``think``); its move comes back through ``bot_moved`` and
is dropped if the game moved on meanwhile. Mixed into
:class:`protocol.table.Table`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lanjolly.actions import Action, Knock, PlayerAction, Reshuffle, Timeout, to_dict
from lanjolly.driver import SeatPolicy, never_stall
from lanjolly.errors import IllegalAction, Reason
from lanjolly.round import Phase, RoundState, apply
from lanjolly.turnflow import (Control, bot_takes_over, bot_to_move, close_window, hold, holds,
                               knock_window_needed, overtaken, seat_policies, settle, turn_ran_out)

from .botseat import bot_policy
from .deal import secret_chance
from .tablefanout import PUBLIC_RESHUFFLE
from .tablephase import TablePhase
from .tablecore import TableCore


def _no_chance(state: RoundState) -> Reshuffle:
    """A blind round's reshuffle is the key holders' (PROTOCOL.md §17.6), never a bot's step."""
    raise RuntimeError("no chance move at a blind table")


@dataclass(frozen=True)
class BotJob:
    """A bot move to be computed off the transport's event loop (see ``Table.think_elsewhere``):
    the state and, per seat, the strength of the bot that plays it now (None: it moves from
    outside), both frozen, so the worker reads nothing that changes."""

    state: RoundState
    strengths: tuple[str | None, ...]


class Clocks(TableCore):
    """The driver's turn flow, its deadlines and the moves they trigger."""

    # ------------------------------------------------------------ the driver's turn flow

    def _controls(self) -> tuple[Control, ...]:
        """Who plays each seat now, as the driver's turn flow needs to know it."""
        return tuple(Control.PERSON if self._blind_moves_by_person(i) else
                     Control.BOT if s.kind == "bot" or s.auto else
                     Control.PERSON if s.cid is not None else Control.AWAY for i, s in enumerate(self.seats))

    def _play(self, action: PlayerAction, now: float, cid: int, n: int) -> None:
        """A seated person's move: a knock counts only while the window is
        open, and the next player's draw waits for the window to close."""
        st = self.state
        assert st is not None
        if isinstance(action, Knock) and not self.flow.window:
            return self._refuse(cid, Reason.KNOCK_NOT_NOW.value, "the knock window is closed", n)
        if holds(self.flow, st, action):
            try:
                self.flow = hold(self.flow, st, action, (cid, n))   # RULES.md §24
            except IllegalAction as err:
                self._refuse(cid, err.code.value, err.message, n)
            return
        self._apply(action, now, cid, n)

    def _apply(self, action: Action, now: float, cid: int | None = None, n: int = -1) -> bool:
        """Apply, journal and fan out ``action``, then the due chance move (a
        reshuffle from the deal's secrets); False (and a refusal to ``cid``) if refused."""
        if self.blind is not None:
            return self._blind_apply(action, now, cid, n)
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
            self._advance(apply(new, secret_chance(self.revealed)(new)), dict(PUBLIC_RESHUFFLE), now)
        self._after_change(now)
        return True

    def _after_change(self, now: float) -> None:
        """The driver settles the flow; the clocks follow it: a new turn's
        limit, the knock window's, the next bot move, or the round's end."""
        st = self.state
        assert st is not None
        before = self.flow
        self.flow = settle(before, st)
        if overtaken(before, self.flow):
            self._refuse(before.tag[0], Reason.KNOCK_NOT_NOW.value, "another player knocked first", before.tag[1])
        if st.over:
            self.turn_deadline = self.knock_deadline = self.bot_due = None
            self._end_round(now)
            return
        if self.flow.window and not before.window and not knock_window_needed(st, self._controls()):
            self.flow = close_window(self.flow)        # nobody who may knock would be waited for
        if not self.flow.window:
            self.knock_deadline = None
        elif not before.window:
            self.knock_deadline = now + self.variant.knock_window_ms / 1000
        if self.flow.turn != before.turn:
            # The mover's clock starts when their draw may be made: after the knock window.
            turn_ms = self.config.effective_turn_ms()
            start = self.knock_deadline if self.knock_deadline is not None else now
            self.turn_deadline = start + turn_ms / 1000 if turn_ms > 0 else None
        self._stamp_tl(now)
        self._schedule_bot(now)

    def _schedule_bot(self, now: float) -> None:
        st = self.state
        if (self.phase is not TablePhase.PLAY or st is None or st.over or self._blind_waits(st.current)
                or not bot_to_move(self.flow, st, self._controls())):
            self.bot_due = None
            return
        due = now + self.config.bot_delay_ms / 1000
        if self.knock_deadline is not None:   # the bot waits for the knock window, as a person's draw does
            due = max(due, self.knock_deadline)
        self.bot_due = due

    # ------------------------------------------------------------ the clocks

    def next_deadline(self) -> float | None:
        times = [self.next_round_at, self.knock_deadline, self.bot_due if self.bot_job is None else None]
        if self.phase is TablePhase.PLAY:
            times.append(self.turn_deadline)
        if self.phase is TablePhase.DEAL and self.deal is not None:
            times.append(self.deal.deadline)
        times.append(self._blind_deadline())
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
        self._blind_late(now)
        for i, s in enumerate(self.seats):
            if s.dropped_at is not None and not s.auto and now >= s.dropped_at + self.config.grace_ms / 1000:
                s.auto = True
                self._sys("bot_took_over", i, s.nick, f"{s.nick} did not come back; a bot plays the seat")
                self._blind_dropped(i, now)
                self._table_changed(now)
                self._schedule_bot(now)
        if self.phase is not TablePhase.PLAY or self.state is None:
            return
        if self.knock_deadline is not None and now >= self.knock_deadline:
            self._window_closed(now)
        st = self.state
        if self.phase is TablePhase.PLAY and self.turn_deadline is not None and now >= self.turn_deadline and not st.over:
            self._turn_ran_out(now)
        if self.phase is TablePhase.PLAY and self.bot_due is not None and now >= self.bot_due and self.bot_job is None:
            self._bot_turn(now)

    def _window_closed(self, now: float) -> None:
        """The knock window's time is up: the held draw is made, or the seat to move may move."""
        self.knock_deadline = None
        held, (cid, n) = self.flow.held, self.flow.tag
        self.flow = close_window(self.flow)
        if held is not None:
            self._apply(held, now, cid, n)
        else:
            self._schedule_bot(now)

    def _turn_ran_out(self, now: float) -> None:
        """The turn's time is up: the driver says what happens (RULES.md §12); this says it to everyone."""
        st = self.state
        assert st is not None
        self.turn_deadline = None
        before = self.flow
        self.flow, timeout = turn_ran_out(before, st, self._controls())
        if self.flow != before:     # a bot stands in for the away player this turn
            self._schedule_bot(now)
        if timeout is None:
            return
        self._apply(timeout, now)
        self._timed_out(timeout.seat, now)

    def _timed_out(self, seat_no: int, now: float) -> None:
        """Say that a seat ran out of time, and hand it to a bot after too many least turns in a
        row (a blind table's seat counts one when its own machine's discard is in, §17.13)."""
        seat = self.seats[seat_no]
        assert self.state is not None
        if bot_takes_over(self.state, seat_no) and not seat.auto:
            seat.auto = True
            self._sys("timed_out", seat_no, seat.nick,
                      f"{seat.nick} timed out {self.variant.timeouts_before_bot} times in a row; "
                      "a bot plays the seat until they are back",
                      bot=1, times=self.variant.timeouts_before_bot)
            self._table_changed(now)
            self._schedule_bot(now)
        elif self.state.phase is not Phase.OVER:
            self._sys("timed_out", seat_no, seat.nick, f"{seat.nick} ran out of time", bot=0)

    # ------------------------------------------------------------ bot moves

    def _bot_turn(self, now: float) -> None:
        """A bot's move is due: made here, or handed to a worker thread for a slow strength."""
        self.bot_due = None
        st = self.state
        assert st is not None
        controls = self._controls()
        if st.over or not bot_to_move(self.flow, st, controls):
            return
        job = BotJob(st, tuple(seat_policies(self.flow, st, controls, lambda s: self.seats[s].strength)))
        if self.seats[st.current].strength in self.think_elsewhere:
            self.bot_job = job
            return
        self._apply(self.think(job), now)

    def think(self, job: BotJob) -> Action:
        """Compute ``job``'s move through the engine driver (its bots never
        knock; a bot that fails gets the least turn); safe in another thread:
        it reads only the frozen job, one job at a time."""
        seats: list[SeatPolicy | None] = [None if s is None else bot_policy(s, self._bots) for s in job.strengths]
        chance = secret_chance(self.revealed) if self.revealed is not None else _no_chance
        return never_stall(job.state, seats, chance, [self.rng] * len(seats))

    def bot_moved(self, job: BotJob, action: Any, now: float) -> None:
        """The move for ``job`` (None if thinking failed: the least turn); dropped if the game moved on meanwhile."""
        if self.bot_job is not job:
            return
        self.bot_job = None
        st = self.state
        if (st is job.state and self.phase is TablePhase.PLAY and not st.over
                and bot_to_move(self.flow, st, self._controls())):
            self.bot_due = None
            self._apply(action if action is not None else Timeout(st.current), now)
        else:
            self._schedule_bot(now)
