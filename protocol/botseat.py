"""The one place the host asks a computer player for a move.

Bots play empty seats, seats of players who timed out three times in a row
(RULES.md §12) and seats of players who dropped off. "Ask the bot, fall back
on failure" is the engine driver's :class:`~lanjolly.driver.WithFallback`: a
bot that fails or proposes an illegal move is overruled by the simple
legal-move player below, so a buggy bot never stalls a table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from lanjolly.actions import (Action, Discard, DrawStock, LayMelds, LayOff, PlayerAction, Reshuffle,
                              SwapJoker, TakeDiscard)
from lanjolly.bots import STRENGTHS as BOT_CLASSES, make_bot
from lanjolly.cards import is_joker
from lanjolly.driver import SeatPolicy, WithFallback
from lanjolly.queries import legal_actions
from lanjolly.round import Phase, RoundState
from lanjolly.variants import card_hand_value
from lanjolly.views import view

STRENGTHS: tuple[str, ...] = tuple(BOT_CLASSES)   # the engine's levels, weakest first (wire names)
# Strengths that think for many milliseconds: the host runs them in a worker thread.
THINK_ELSEWHERE = frozenset({"strong", "expert"})


def fallback_action(state: RoundState, seat: int, rng: random.Random) -> Action:
    """Lay what can be laid, draw from the stock, discard the costliest card."""
    acts = legal_actions(state, seat)
    if not acts:
        raise ValueError("no legal action for this seat now")
    lays = [a for a in acts if isinstance(a, (LayMelds, LayOff, SwapJoker))]
    if lays:
        return lays[0]
    if state.phase is Phase.DRAW:
        takes = [a for a in acts if isinstance(a, TakeDiscard) and a.count == 1]
        if takes and rng.random() < 0.15:
            return takes[0]
        return next(a for a in acts if isinstance(a, DrawStock))
    discards = [a for a in acts if isinstance(a, Discard)]
    if discards:
        return max(discards, key=lambda a: (-1 if is_joker(a.card) else card_hand_value(a.card, state.variant),
                                            a.card))
    return acts[0]


@dataclass(frozen=True)
class _Fallback:
    """:func:`fallback_action` as a seat policy; it never knocks."""

    def act(self, state: RoundState, seat: int, rng: random.Random) -> PlayerAction:
        action = fallback_action(state, seat, rng)
        assert not isinstance(action, Reshuffle)
        return action

    def knocks(self, state: RoundState, seat: int) -> bool:
        return False


@dataclass(frozen=True)
class _CachedBot:
    """The bot of ``strength`` for a seat, made on first use (inside the
    fallback's guard, so even a bot that fails to build falls back)."""

    strength: str
    cache: dict[Any, Any] | None

    def act(self, state: RoundState, seat: int, rng: random.Random) -> PlayerAction:
        key = (self.strength, seat)
        bot = self.cache.get(key) if self.cache is not None else None
        if bot is None:
            bot = make_bot(self.strength, rng.randrange(1 << 30), state.variant)
            if self.cache is not None:
                self.cache[key] = bot
        return bot.choose(view(state, seat), rng)

    def knocks(self, state: RoundState, seat: int) -> bool:
        return False


def bot_action(state: RoundState, seat: int, strength: str, rng: random.Random,
               cache: dict[Any, Any] | None = None) -> Action:
    """A legal action for ``seat`` chosen by a bot of ``strength``.

    ``cache`` (one per table) keeps one bot object per seat, so a bot that
    remembers what it saw keeps its memory and tables never share bots.
    """
    return bot_policy(strength, cache).act(state, seat, rng)


def bot_policy(strength: str, cache: dict[Any, Any] | None = None) -> SeatPolicy:
    """A bot of ``strength`` as a seat of the engine driver: asked first, overruled
    by the simple legal player when it fails. ``cache`` as for :func:`bot_action`."""
    return WithFallback(_CachedBot(strength, cache), _Fallback())
