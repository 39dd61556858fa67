"""The one round driver: who moves next, with chance and the seat policies as parameters.

Why one: the arena, the random playouts, Strong's rollouts and the offline
practice table each drove a round with their own loop, their own reshuffle
and their own "ask the bot, fall back on failure". Here they are written
once. :func:`next_move` is a step function, so a caller that must wait (the
Qt practice table between timer ticks, the asyncio host between messages)
asks it for one move at a time; :func:`run_round` is the blocking loop for
simulations.

Chance is a :data:`ChanceSource`: :func:`rng_chance` shuffles with a seeded
``random.Random``; the host derives the order from the revealed deal secrets
and passes that function instead. A seat's policy is a :class:`SeatPolicy`;
``None`` marks a seat that moves from outside (a person, a remote client),
for which the driver waits.

A table of people needs three more notions, in :mod:`lanjolly.turnflow`:
a knock window that stays open for a while and holds the next player's
draw, the least turn for a person whose time ran out, and a bot that plays
the turn of a person who dropped. The host keeps only the clocks (when a
window or a turn runs out) and the messages.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Protocol, Sequence

from .actions import Action, Knock, PlayerAction, Reshuffle, Timeout
from .errors import IllegalAction
from .round import apply, check, reshuffle_size
from .state import Phase, RoundState
from .views import View, view

ChanceSource = Callable[[RoundState], Reshuffle]
Hook = Callable[[RoundState, PlayerAction], "PlayerAction | None"]


class Decider(Protocol):
    """What the driver needs of a bot: a move and a knock decision from a view.

    (Every :class:`lanjolly.bots.Bot` is one; so is any object with these two methods.)"""

    def choose(self, view: View, rng: random.Random) -> PlayerAction: ...

    def wants_knock(self, view: View) -> bool: ...


class SeatPolicy(Protocol):
    """A seat the driver plays. It gets the full state so that a test player
    may read it; :class:`BotSeat` hands a bot only its seat's view."""

    def act(self, state: RoundState, seat: int, rng: random.Random) -> PlayerAction: ...

    def knocks(self, state: RoundState, seat: int) -> bool: ...


def rng_chance(rng: random.Random) -> ChanceSource:
    """Reshuffles drawn from ``rng``: a uniform permutation of the pile (RULES.md §10)."""
    def reshuffle(state: RoundState) -> Reshuffle:
        order = list(range(reshuffle_size(state)))
        rng.shuffle(order)
        return Reshuffle(tuple(order))
    return reshuffle


@dataclass(frozen=True)
class BotSeat:
    """A bot playing a seat from that seat's view only (the host's privacy rule)."""

    bot: Decider

    def act(self, state: RoundState, seat: int, rng: random.Random) -> PlayerAction:
        return self.bot.choose(view(state, seat), rng)

    def knocks(self, state: RoundState, seat: int) -> bool:
        return self.bot.wants_knock(view(state, seat))


@dataclass(frozen=True)
class FunctionSeat:
    """A seat played by a function of the full state (test and playout players); never knocks."""

    choose: Callable[[RoundState, random.Random], Action]

    def act(self, state: RoundState, seat: int, rng: random.Random) -> PlayerAction:
        action = self.choose(state, rng)
        assert not isinstance(action, Reshuffle), "a seat policy never makes a chance move"
        return action

    def knocks(self, state: RoundState, seat: int) -> bool:
        return False


@dataclass(frozen=True)
class WithFallback:
    """Ask ``primary``; if it fails or proposes a refused move, ask ``fallback``.

    Why: a buggy bot must never stall a table; the fallback (a simple legal
    player) always has a move."""

    primary: SeatPolicy
    fallback: SeatPolicy

    def act(self, state: RoundState, seat: int, rng: random.Random) -> PlayerAction:
        try:
            action = self.primary.act(state, seat, rng)
            if check(state, action) is None:
                return action
        except Exception:  # noqa: BLE001 - any bot failure falls back; the table goes on
            pass
        return self.fallback.act(state, seat, rng)

    def knocks(self, state: RoundState, seat: int) -> bool:
        try:
            return self.primary.knocks(state, seat)
        except Exception:  # noqa: BLE001 - a failing bot simply does not knock
            return False


def knock_window_due(state: RoundState) -> bool:
    """Knocks may come now (RULES.md §24): a knock game, right after a discard
    (a timed-out turn's discard too), before the next draw.

    Why one predicate: the arena asks its bots for knocks here, the host opens
    its timed window here, and the engine's ``legal_actions`` (a client's
    Knock button) offers a knock in exactly these states."""
    return state.variant.knock and state.knock_open and state.phase is Phase.DRAW


def knocker(state: RoundState, seats: Sequence[SeatPolicy | None]) -> int:
    """The first driven seat after the current one that wants to knock, or -1
    (RULES.md §24: only right after a discard, never the next player or the discarder)."""
    if not knock_window_due(state):
        return -1
    n = state.seats
    for k in range(1, n):
        s = (state.current + k) % n
        policy = seats[s]
        if policy is None or not state.active[s] or s == state.last_discarder:
            continue
        if policy.knocks(state, s):
            return s
    return -1


def next_move(state: RoundState, seats: Sequence[SeatPolicy | None], chance: ChanceSource,
              rngs: Sequence[random.Random], knocks: bool = True) -> Action | None:
    """The move the driver makes now, or None when the round is over or the
    seat to move plays from outside (its policy is None).

    Order: a due reshuffle (chance), then a driven seat's knock, then the
    current seat's move."""
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.RESHUFFLE:
        return chance(state)
    if knocks:
        s = knocker(state, seats)
        if s >= 0:
            return Knock(s)
    policy = seats[state.current]
    if policy is None:
        return None
    return policy.act(state, state.current, rngs[state.current])


def never_stall(state: RoundState, seats: Sequence[SeatPolicy | None], chance: ChanceSource,
                rngs: Sequence[random.Random], knocks: bool = False) -> Action:
    """:func:`next_move` for a table that must not stall: a driven seat that
    has no move, or whose move is refused, gets the least turn instead (a
    ``Timeout``, RULES.md §12), as a person whose time ran out would.

    Why: the host applies a bot's move long after it was asked for (a bot
    may think in a worker thread); checking it here keeps every "the bot
    failed" path in one place."""
    action = next_move(state, seats, chance, rngs, knocks)
    if action is None or check(state, action) is not None:
        return Timeout(state.current)
    return action


def run_round(state: RoundState, seats: Sequence[SeatPolicy], chance: ChanceSource,
              rngs: Sequence[random.Random], *, max_steps: int = 20_000, until_turn: int | None = None,
              knocks: bool = True, stop_on_illegal: bool = False, hook: Hook | None = None,
              on_step: Callable[[RoundState], None] | None = None) -> RoundState:
    """Play on until the round is over, ``max_steps`` moves were made or turn
    ``until_turn`` is reached (the last two leave it unfinished).

    ``hook`` may replace a seat's move (tests inject timeouts with it). A
    refused move raises :class:`IllegalAction`, or with ``stop_on_illegal``
    returns the state as it is (a rollout values the position then)."""
    steps = 0
    while state.phase is not Phase.OVER and steps < max_steps:
        if until_turn is not None and state.turn_no >= until_turn:
            break
        action = next_move(state, seats, chance, rngs, knocks)
        if action is None:     # pragma: no cover - every seat here is driven
            break
        if hook is not None and not isinstance(action, (Reshuffle, Knock)):
            action = hook(state, action) or action
        try:
            state = apply(state, action)
        except IllegalAction:
            if stop_on_illegal:
                break
            raise
        steps += 1
        if on_step is not None:
            on_step(state)
    return state
