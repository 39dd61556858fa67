"""The table's part that runs its clocks: turn limits, the knock window, bot moves, grace periods.

``next_deadline`` tells the transport when to call ``tick`` next; ``tick`` runs
whatever is due (at most one bot move per call). A strong bot may think in a
worker thread (``think``); its move comes back through ``bot_moved`` and is
dropped if the game moved on meanwhile. Mixed into :class:`protocol.table.Table`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lanjolly.actions import Action, Timeout
from lanjolly.driver import SeatPolicy, next_move
from lanjolly.round import Phase, RoundState

from .botseat import bot_policy
from .deal import secret_chance
from .tablephase import TablePhase
from .tablecore import TableCore


@dataclass(frozen=True)
class BotJob:
    """A bot move to be computed off the transport's event loop (see ``Table.think_elsewhere``)."""

    state: RoundState
    seat: int
    strength: str


class Clocks(TableCore):
    """Deadlines and the moves they trigger."""

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
                                  "a bot plays the seat until they are back",
                                  bot=1, times=self.variant.timeouts_before_bot)
                        self._table_changed(now)
                        self._schedule_bot(now)
                    elif self.state.phase is not Phase.OVER:
                        self._sys("timed_out", seat_no, seat.nick, f"{seat.nick} ran out of time", bot=0)
        if self.phase is TablePhase.PLAY and self.bot_due is not None and now >= self.bot_due and self.bot_job is None:
            self.bot_due = None
            st = self.state
            if not st.over and st.phase in (Phase.DRAW, Phase.PLAY) and self._bot_plays(st.current):
                strength = self.seats[st.current].strength
                if strength in self.think_elsewhere:
                    self.bot_job = BotJob(st, st.current, strength)
                    return
                action = self._bot_move(st, st.current, strength)
                if action is None or not self._apply(action, now):  # pragma: no cover - the driver's bot seats move legally
                    self._apply(Timeout(st.current), now)

    def think(self, job: BotJob) -> Any:
        """Compute ``job``'s move; safe in another thread (reads only the frozen state, one job at a time)."""
        return self._bot_move(job.state, job.seat, job.strength)

    def _bot_move(self, state: RoundState, seat: int, strength: str) -> Action | None:
        """The bot's move, asked through the engine's step function
        (``lanjolly.driver.next_move``) like every other table's: ``seat`` is a
        driven bot seat (with the fallback player), the others move from outside.
        The table's bots never knock."""
        policies: list[SeatPolicy | None] = [None] * len(self.seats)
        policies[seat] = bot_policy(strength, self._bots)
        assert self.revealed is not None
        return next_move(state, policies, secret_chance(self.revealed), [self.rng] * len(policies), knocks=False)

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
