"""The table's turn clock: it owns the deadlines and says which timer event is due.

Every turn-flow rule (when a knock window opens, the held draw, the least turn
for a person whose time ran out, a bot standing in for a dropped player, who
moves by bot) is the engine driver's (:mod:`lanjolly.turnflow`). This part
keeps only what a host adds: the turn flow beside the round state and the
clocks that follow it (a turn's limit, the knock window, the next bot move,
the pause between rounds). It knows nothing of messages or seats: the table
tells it the round state, who plays each seat, the deal's deadline and the
dropped players' grace deadlines, and asks :meth:`TurnClock.due` which
:class:`~protocol.tablephase.TableEvent` to dispatch next.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from lanjolly.round import RoundState
from lanjolly.turnclock import allowance_ms, bank_after, show_ms
from lanjolly.turnflow import Control, Flow, bot_to_move, close_window, knock_window_needed, overtaken, settle

from .tablephase import TableEvent, TablePhase

Due = tuple[TableEvent, int]       # the event, and the seat it concerns (-1: none)


@dataclass(frozen=True)
class TurnStart:
    """The mover's own time (lanjolly.turnclock): ``seat``'s turn time starts at ``at``, and
    ``bank_ms`` of their time bank follows it (0: none for this turn)."""

    seat: int
    at: float
    bank_ms: int


@dataclass(frozen=True)
class Settled:
    """What settling the turn flow after a state change found."""

    over: bool                            # the round is over
    overtaken: tuple[int, int] | None     # (connection id, action number) of a held draw a knock beat
    banked: bool = False                  # the turn that ended took from its mover's time bank


class TurnClock:
    """The deadlines of one table (see the module docstring). ``now`` is the transport's clock."""

    def __init__(self, turn_ms: int, knock_window_ms: int, bot_delay_ms: int, show_moves: bool = False,
                 bank_ms: int = 0) -> None:
        self.turn_s = turn_ms / 1000
        self.turn_ms, self.show_moves, self.bank_ms = turn_ms, show_moves, bank_ms
        self.banks: dict[int, int] = {}       # each seat's time bank left in this match (absent: full)
        self.turn_start: TurnStart | None = None
        self.knock_s = knock_window_ms / 1000
        self.bot_delay_s = self.usual_bot_delay_s = bot_delay_ms / 1000
        self.flow = Flow()                    # the driver's turn flow; the deadlines below follow it
        self.turn_deadline: float | None = None
        self.spent: tuple[int, int] | None = None   # the turn (Flow.turn) whose time ran out, while it is on
        self.knock_deadline: float | None = None
        self.bot_due: float | None = None
        self.next_round_at: float | None = None

    def new_match(self) -> None:
        """Every time bank is full again: a bank lasts one match."""
        self.banks, self.turn_start = {}, None

    def new_round(self) -> None:
        self.flow, self.spent = Flow(), None
        self.knock_deadline = None
        self.bot_delay_s = self.usual_bot_delay_s

    def hurry(self) -> None:
        """Bots move without their pause until this round ends (they finish it for everyone)."""
        self.bot_delay_s = 0.0

    def restart_turn(self) -> None:
        """After a resume: the turn clock starts afresh at the next settle."""
        self.flow = replace(self.flow, turn=None)

    def run_out(self) -> None:
        """The turn's time is up, but the turn may go on a while (a blind seat's machine owes its
        least turn, a bot stands in): until it ends its time left is 0, not "no clock"."""
        self.turn_deadline, self.spent = None, self.flow.turn

    def tl(self, now: float) -> int:
        """Time left on the running turn, in ms (-1: no clock runs; 0 while a turn whose time
        ran out is still on, PROTOCOL.md §11)."""
        if self.turn_deadline is None:
            return 0 if self.spent is not None and self.spent == self.flow.turn else -1
        return max(0, int((self.turn_deadline - now) * 1000))

    def tb(self, now: float) -> int:
        """Of :meth:`tl`, the part that is the mover's time bank (PROTOCOL.md §11); -1: no bank runs."""
        ts = self.turn_start
        if ts is None or ts.bank_ms <= 0 or self.turn_deadline is None:
            return -1
        return min(ts.bank_ms, self.tl(now))

    def settle(self, state: RoundState, controls: tuple[Control, ...], now: float) -> Settled:
        """The driver settles the flow after a state change; the clocks follow it: the knock
        window's (none when nobody who may knock would be waited for), a new turn's limit (from
        when the mover's draw may be made: after the window), or none at all once the round is over."""
        before = self.flow
        self.flow = settle(before, state)
        beaten = before.tag if overtaken(before, self.flow) else None
        if state.over:
            banked = self._charge_bank(now)
            self.turn_deadline = self.knock_deadline = self.bot_due = self.spent = None
            return Settled(True, beaten, banked)
        if self.flow.window and not before.window and not knock_window_needed(state, controls):
            self.flow = close_window(self.flow)
        if not self.flow.window:
            self.knock_deadline = None
        elif not before.window:
            self.knock_deadline = now + self.knock_s
        banked = self._start_turn(state, controls, now) if self.flow.turn != before.turn else False
        return Settled(False, beaten, banked)

    def _start_turn(self, state: RoundState, controls: tuple[Control, ...], now: float) -> bool:
        """The new mover's clock (lanjolly.turnclock). It starts when their draw may be made:
        after the knock window, else (``show_moves``) once the felt has shown the move that gave
        the turn; a present person's time bank follows the turn's own time. True if the turn
        that ended took from its mover's bank."""
        banked = self._charge_bank(now)
        if self.turn_ms <= 0:
            self.turn_deadline = None
            return banked
        start = (self.knock_deadline if self.knock_deadline is not None
                 else now + show_ms(state.turn_no) / 1000 if self.show_moves else now)
        bank = self.banks.get(state.current, self.bank_ms)
        if bank > 0 and controls[state.current] is not Control.PERSON:
            bank = 0                          # bots and an away person's stand-in get none
        self.turn_start = TurnStart(state.current, start, bank)
        self.turn_deadline = start + allowance_ms(self.turn_ms, bank) / 1000
        return banked

    def _charge_bank(self, now: float) -> bool:
        """The turn that just ended takes from its mover's bank what it used past its own time;
        True if that changed the bank (the table journals it, PROTOCOL.md §11)."""
        ts, self.turn_start = self.turn_start, None
        if ts is None or ts.bank_ms <= 0:
            return False
        left = bank_after(ts.bank_ms, int((now - ts.at) * 1000), self.turn_ms)
        changed = self.banks.get(ts.seat) != left
        self.banks[ts.seat] = left
        return changed

    def schedule_bot(self, state: RoundState | None, controls: tuple[Control, ...], playing: bool,
                     now: float) -> None:
        """When the next bot move is due, if a bot is to move (it waits for the knock window,
        as a person's draw does)."""
        if not playing or state is None or state.over or not bot_to_move(self.flow, state, controls):
            self.bot_due = None
            return
        due = now + self.bot_delay_s
        if self.knock_deadline is not None:
            due = max(due, self.knock_deadline)
        self.bot_due = due

    def round_over(self) -> None:
        self.turn_deadline = self.knock_deadline = self.bot_due = self.spent = None

    # ---------------------------------------------------------------- what is due

    def _timers(self, phase: TablePhase, deal_deadline: float | None, graces: Iterable[tuple[int, float]],
                bot_away: bool, blind_at: float | None,
                deal_held: bool) -> Iterable[tuple[float | None, TableEvent, int]]:
        """Every running deadline with its event, in the order events run when several are due
        (``deal_held``: the next round waits for a player to be back, whatever its time says)."""
        if phase in (TablePhase.BETWEEN, TablePhase.DEAL):   # set in a deal only by a resume inside one
            yield None if deal_held else self.next_round_at, TableEvent.NEXT_ROUND_DUE, -1
        if phase is TablePhase.DEAL:
            yield deal_deadline, TableEvent.DEAL_TIMEOUT, -1
        if phase in (TablePhase.DEAL, TablePhase.PLAY):
            yield blind_at, TableEvent.BLIND_LATE, -1
        for seat, at in graces:
            yield at, TableEvent.GRACE_OVER, seat
        if phase is TablePhase.PLAY:
            yield self.knock_deadline, TableEvent.WINDOW_CLOSES, -1
            yield self.turn_deadline, TableEvent.TURN_RUNS_OUT, -1
            yield None if bot_away else self.bot_due, TableEvent.BOT_DUE, -1

    def due(self, now: float, phase: TablePhase, deal_deadline: float | None, graces: Iterable[tuple[int, float]],
            bot_away: bool = False, blind_at: float | None = None, deal_held: bool = False) -> Due | None:
        """The first event whose time has come, or None (``bot_away``: a bot's move is being computed
        elsewhere, so none is due here; ``blind_at``: the blind deal's own clock, PROTOCOL.md §17:
        a late key holder, or a least turn its seat's machine owes; ``deal_held``: see :meth:`_timers`)."""
        for at, event, seat in self._timers(phase, deal_deadline, graces, bot_away, blind_at, deal_held):
            if at is not None and at <= now:
                return event, seat
        return None

    def next_deadline(self, phase: TablePhase, deal_deadline: float | None, graces: Iterable[tuple[int, float]],
                      bot_away: bool = False, blind_at: float | None = None,
                      deal_held: bool = False) -> float | None:
        times = [at for at, _e, _s in self._timers(phase, deal_deadline, graces, bot_away, blind_at, deal_held)
                 if at is not None]
        return min(times) if times else None
