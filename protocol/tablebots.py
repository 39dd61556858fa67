"""The table's computer players: who moves by bot now, and the move, here or in a worker thread.

A part of :class:`protocol.table.Table` that owns the bots' memory (one bot
object per seat and strength), their random numbers, and the job a worker
thread is computing. Who moves by bot is the engine's turn flow
(:func:`lanjolly.turnflow.seat_policies`); "ask the bot, fall back on failure"
is :func:`protocol.botseat.bot_policy`; the move itself is the driver's
:func:`lanjolly.driver.never_stall`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from lanjolly.actions import Action
from lanjolly.driver import ChanceSource, SeatPolicy, never_stall
from lanjolly.round import RoundState
from lanjolly.turnflow import Control, Flow, bot_to_move, seat_policies

from .botseat import bot_policy


@dataclass(frozen=True)
class BotJob:
    """A bot move to be computed off the transport's event loop (see ``Bots.think_elsewhere``):
    the state and, per seat, the strength of the bot that plays it now (None: it moves from
    outside), both frozen, so the worker reads nothing that changes."""

    state: RoundState
    strengths: tuple[str | None, ...]


class Bots:
    """Bot moves for one table."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.cache: dict[Any, Any] = {}
        # Strengths whose moves the transport computes in a worker thread, so a slow
        # bot does not stall every other table of the process; the table then
        # publishes a ``job`` and waits for the move to come back. Empty: the table plays.
        self.think_elsewhere: frozenset[str] = frozenset()
        self.job: BotJob | None = None
        self.chance: ChanceSource | None = None     # the round's reshuffles (the deal's)

    def new_round(self, chance: ChanceSource, seed: int | None) -> None:
        """A round was dealt with these reshuffles; ``seed``: the deal fixes the bots' randomness (a
        board's bots start alike at every table), so they start afresh from it."""
        self.chance = chance
        if seed is not None:
            self.rng = random.Random(seed)
            self.cache.clear()

    def next_job(self, flow: Flow, state: RoundState, controls: tuple[Control, ...],
                 strength_of: Callable[[int], str]) -> BotJob | None:
        """The bot move due now, or None if no bot is to move."""
        if state.over or not bot_to_move(flow, state, controls):
            return None
        return BotJob(state, tuple(seat_policies(flow, state, controls, strength_of)))

    def elsewhere(self, job: BotJob, strength: str) -> bool:
        """Hand ``job`` to a worker thread (True), or play it here (False)."""
        if strength in self.think_elsewhere:
            self.job = job
            return True
        return False

    def think(self, job: BotJob) -> Action:
        """``job``'s move through the engine driver (its bots never knock; a bot that fails gets
        the least turn); safe in another thread: it reads only the frozen job."""
        assert self.chance is not None
        seats: list[SeatPolicy | None] = [None if s is None else bot_policy(s, self.cache) for s in job.strengths]
        return never_stall(job.state, seats, self.chance, [self.rng] * len(seats))

    def returned(self, job: BotJob) -> bool:
        """A worker's move for ``job`` came back; False if it is not the job out (dropped)."""
        if self.job is not job:
            return False
        self.job = None
        return True
