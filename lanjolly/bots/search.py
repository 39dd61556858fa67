"""Expert's search: a few options, each played to the round's end in many sampled worlds.

Why this shape (BOTS.md has the measurements): with a rollout policy that
plays about as well as Strong (:class:`~.fastpolicy.FastPolicy`), trying every
option of a decision and then letting that policy play on is one step of
policy improvement; its noise shrinks with the number of worlds, so the
rollouts run on a light mutable round (:class:`~.fastround.FastRound`) and
many worlds fit in a decision's time. Every option meets the same worlds,
stock orders and reshuffles (common random numbers), so the comparison
measures the option, not the luck. A rolled-out round is valued by the chance
to win the match at the table's target (:mod:`.valuation`).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Sequence

from ..actions import Discard, DrawStock, Knock, LayMelds, LayOff, PlayerAction, TakeDiscard
from ..infostate import known_hands, state_from_view
from ..state import RoundState
from ..views import View
from .base import seat_of
from .fastpolicy import FastPolicy, play_on
from .fastround import FastRound
from .inference import evidence
from .worlds import last_turns, public_seen, sample_built, turns_had
from .valuation import match_value

HORIZON = 400       # turns rolled out at most (a guard: rounds end long before)

Option = PlayerAction | None     # None: no move of this seat now (a knock declined)


@dataclass(frozen=True)
class SearchStats:
    """The last search: options weighed, worlds played, whether the cap cut it,
    the option chosen, its seconds, and each option's mean value."""

    options: int
    worlds: int
    capped: bool
    chosen: int
    seconds: float
    means: tuple[float, ...] = ()


@dataclass
class Searcher:
    """Plays options out in sampled worlds. ``worlds`` is the sample budget;
    ``deadline`` (a ``perf_counter`` time, or None) the wall-clock cap: no
    world is begun that the slowest one so far says would not finish, and
    one that runs past it is dropped (between two options' rollouts), so a
    loaded machine overshoots the cap by one rollout at most."""

    worlds: int
    build: float = 1.0       # build-up steps per opponent turn (worlds.py; 0: uniform worlds)
    open_when: int | None = None   # the searching seat's opening rule in the rollouts (FastPolicy)
    policy: type[FastPolicy] = FastPolicy   # the rollouts' policy (FastPolicyPlus: closer to Strong, not stronger search)
    not_out: bool = False     # worlds agree that no opponent could have gone out at its last turn
    hold_layoffs: bool = False    # the searching seat keeps lay-offs in the rollouts until they go out

    def rows(self, view: View, options: Sequence[Option], rng: random.Random,
             deadline: float | None) -> tuple[list[list[float]], bool]:
        """Per finished world, the value of every option; and whether the cap cut the search."""
        v = view.variant
        seat = seat_of(view)
        base = state_from_view(view)
        known = known_hands(view)
        ev = evidence(view, v)
        pol = self.policy(v, len(view.hand_counts))
        pols = [pol] * len(view.hand_counts)
        if self.open_when is not None or self.hold_layoffs:
            # Its own later turns are played the way it plays them (why: a
            # "wait" judged by rollouts that open at once would look worse than it is).
            pols[seat] = self.policy(v, len(view.hand_counts), self.open_when, self.hold_layoffs)
        builder = FastPolicy(v, len(view.hand_counts))     # the build-up steps were calibrated with it
        turns = turns_had(view)
        seen = public_seen(view)
        last = last_turns(view) if self.not_out else []
        rows: list[list[float]] = []
        slowest = 0.0
        for _w in range(self.worlds):
            t0 = time.perf_counter()
            if deadline is not None and t0 + slowest > deadline:
                return rows, True
            world = sample_built(view, rng, known, ev, builder, turns, seen, self.build, last)
            wseed = rng.getrandbits(32)
            row: list[float] = []
            for opt in options:
                value = value_of(base, world.hands, world.stock, opt, seat, pols, wseed, deadline)
                if value is None:
                    return rows, True       # a world cut short is dropped: every row sees every option
                row.append(value)
            rows.append(row)
            slowest = max(slowest, time.perf_counter() - t0)
        return rows, False


def value_of(base: RoundState, hands: Sequence[Sequence[int]], stock: Sequence[int], option: Option,
             seat: int, pols: Sequence[FastPolicy], wseed: int, deadline: float | None = None) -> float | None:
    """The match value for ``seat`` of playing ``option`` in one world, then
    letting the policy play every seat to the round's end; None if
    ``deadline`` passed before the end (checked before every turn)."""
    if deadline is not None and time.perf_counter() > deadline:
        return None
    r = FastRound(base, hands, stock, random.Random(wseed))
    pol = pols[seat]
    if isinstance(option, Discard):
        r.discard(seat, option.card)
    elif isinstance(option, DrawStock):
        if r.draw_stock(seat):
            pol.finish(r, seat)
    elif isinstance(option, TakeDiscard):
        r.take(seat, option.count)
        pol.finish(r, seat)
    elif isinstance(option, LayMelds):
        r.lay(seat, option.melds)
        pol.finish(r, seat)
    elif isinstance(option, LayOff):
        index = next(i for i, tm in enumerate(r.melds) if tm.meld_id == option.meld_id)
        r.lay_off(seat, option.card, index, option.end)
        pol.finish(r, seat)
    elif isinstance(option, Knock):
        r.knock(option.seat)
        pols[option.seat].finish(r, option.seat)
    if not play_on(r, pols, HORIZON, deadline):
        return None
    return match_value(r.to_state(), seat)


def pick(rows: Sequence[Sequence[float]], z: float, margin: float) -> int:
    """The option with the best mean if it beats option 0 (the default) by
    more than ``margin`` and ``z`` standard errors of the paired differences;
    else 0."""
    n = len(rows)
    k = len(rows[0])
    means = [sum(r[i] for r in rows) / n for i in range(k)]
    best = max(range(k), key=lambda i: (means[i], -i))
    if best == 0:
        return 0
    diffs = [r[best] - r[0] for r in rows]
    mean = means[best] - means[0]
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return best if mean > margin and mean > z * se else 0
