"""The round driver's turn flow for a table of people: the knock window, the held draw,
the least turn and the stand-in bot (pure: no clock, no I/O).

Why here and not in the host: the arena's knock window is instant (its bots
are asked at once, :func:`lanjolly.driver.knocker`), but a table of people
keeps the window open for ``knock_window_ms``, holds the next player's draw
meanwhile, plays the least turn for a person whose time ran out, and lets a
bot play the turn of a person who dropped. Those are rules of the game's
flow, so they are written once, here, as a frozen :class:`Flow` beside the
engine's state and pure steps on it. The caller keeps the clocks (it says
when a window or a turn has run out) and the messages; the host
(``protocol/tableclock.py``) is that caller.

The steps, in the order a table meets them:

* after every applied move, :func:`settle` (a new turn? a window opens or closes?);
* a person's draw while the window is open: :func:`holds`, then :func:`hold`;
* the window's time is up: :func:`close_window` hands back the held draw;
* the turn's time is up: :func:`turn_ran_out` (the ``Timeout`` to apply, or a stand-in
  bot for an away person), then :func:`bot_takes_over`;
* who moves by bot now: :func:`bot_plays` and :func:`seat_policies`, whose result
  goes to :func:`lanjolly.driver.never_stall`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Callable, Sequence, TypeVar

from .actions import DrawStock, Knock, PlayerAction, TakeDiscard, Timeout
from .driver import knock_window_due
from .round import check
from .state import Phase, RoundState


class Control(str, Enum):
    """Who plays a seat now, as the turn flow needs to know it (RULES.md §12)."""

    PERSON = "person"   # a connected person: waited for; a turn that runs out gets the least turn
    AWAY = "away"       # a person who dropped and may come back: waited for; a turn that runs out is a bot's
    BOT = "bot"         # a bot's seat, or a person's seat that a bot plays for now


@dataclass(frozen=True)
class Flow:
    """What a table of people remembers about the turn besides the engine state.

    ``window``: knocks are taken now (RULES.md §24); it opens by
    :func:`settle` and the caller's clock closes it by :func:`close_window`.
    ``held``: the current seat's draw, sent while the window was open, with
    ``tag``, the caller's note on whom to answer (the host: connection and
    message number). ``stand_in``: a bot plays this turn for the current
    seat's away person. ``turn``: the (round, turn) last settled, so that a
    new turn restarts the caller's turn clock.
    """

    window: bool = False
    held: PlayerAction | None = None
    tag: tuple[int, int] = (-1, -1)
    stand_in: bool = False
    turn: tuple[int, int] | None = None


def settle(flow: Flow, state: RoundState) -> Flow:
    """The flow once ``state`` is reached (a move was applied, a round dealt, a table resumed).

    A knock window is open exactly while knocks are due
    (:func:`~lanjolly.driver.knock_window_due`), unless the caller's clock
    closed it already. A held draw does not outlive a move made meanwhile:
    that move was a knock, and the first knock wins. A stand-in lasts one turn."""
    turn = (state.round_no, state.turn_no)
    new_turn = turn != flow.turn
    due = knock_window_due(state)
    return Flow(window=due and (flow.window or new_turn), held=None, tag=(-1, -1),
                stand_in=flow.stand_in and not new_turn, turn=turn)


def knock_window_needed(state: RoundState, controls: Sequence[Control]) -> bool:
    """A window just opened by :func:`settle` is worth waiting for: a present person may
    knock now (the engine's ``check``). A bot decides at once and an away person cannot
    knock, so with nobody else the window closes at once and the next player's turn
    starts without the pause (RULES.md §24)."""
    return knock_window_due(state) and any(
        controls[s] is Control.PERSON and check(state, Knock(s)) is None for s in range(state.seats))


def overtaken(before: Flow, after: Flow) -> bool:
    """A held draw was dropped by :func:`settle`: its sender must hear that a knock came first."""
    return before.held is not None and after.held is None


def holds(flow: Flow, state: RoundState, action: PlayerAction) -> bool:
    """The current seat's draw waits while the window is open, so that a knock
    sent meanwhile still comes first (RULES.md §24)."""
    return flow.window and isinstance(action, (DrawStock, TakeDiscard)) and action.seat == state.current


def hold(flow: Flow, state: RoundState, action: PlayerAction, tag: tuple[int, int]) -> Flow:
    """``flow`` holding ``action``; judged now, so that its sender hears a
    refusal at once (raises :class:`~lanjolly.errors.IllegalAction`). A later
    draw replaces an earlier one."""
    err = check(state, action)
    if err is not None:
        raise err
    return replace(flow, held=action, tag=tag)


def close_window(flow: Flow) -> Flow:
    """The window's time is up: knocks are refused from now on. The caller
    applies ``flow.held`` (read it first), if any, as the turn's draw."""
    return replace(flow, window=False, held=None, tag=(-1, -1))


def turn_ran_out(flow: Flow, state: RoundState, controls: Sequence[Control]) -> tuple[Flow, Timeout | None]:
    """The current seat's time is up (RULES.md §12).

    A present person gets the least turn: the ``Timeout`` to apply. An away
    person's turn is played by a bot (the flow's stand-in). A bot's seat
    moves on its own schedule anyway, and so does a round that is over."""
    if state.phase is Phase.OVER:
        return flow, None
    control = controls[state.current]
    if control is Control.PERSON:
        return flow, Timeout(state.current)
    if control is Control.AWAY:
        return replace(flow, stand_in=True), None
    return flow, None


def bot_takes_over(state: RoundState, seat: int) -> bool:
    """So many least turns in a row that a bot plays the seat until its person is back (RULES.md §12)."""
    return state.timeouts[seat] >= state.variant.timeouts_before_bot


def bot_plays(flow: Flow, state: RoundState, controls: Sequence[Control], seat: int) -> bool:
    """A bot plays ``seat`` now: a bot's seat, a seat a bot took over, or the
    stand-in turn of an away person."""
    return controls[seat] is Control.BOT or (flow.stand_in and seat == state.current)


def bot_to_move(flow: Flow, state: RoundState, controls: Sequence[Control]) -> bool:
    """The seat to move is played by a bot (the caller schedules its move,
    after the knock window if one is open)."""
    return state.phase in (Phase.DRAW, Phase.PLAY) and bot_plays(flow, state, controls, state.current)


P = TypeVar("P")


def seat_policies(flow: Flow, state: RoundState, controls: Sequence[Control],
                  bot: Callable[[int], P]) -> list[P | None]:
    """The driver's seats: ``bot(seat)`` where a bot plays, None (moves from
    outside) elsewhere. ``bot`` may give a :class:`~lanjolly.driver.SeatPolicy`,
    or what the caller makes one from later (the host: a strength, turned
    into a bot in a worker thread)."""
    return [bot(s) if bot_plays(flow, state, controls, s) else None for s in range(len(controls))]
