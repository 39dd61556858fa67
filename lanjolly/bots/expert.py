"""Expert: determinised Monte Carlo over the whole round, valued by the match.

Why this shape (the evidence from Skat, Gin and Hearts programs, and this
project's own measurements in BOTS.md): a search pays in this family when
(1) its worlds agree with what the opponents showed, (2) its rollouts are
played the way good players play, not at random, and (3) it only overrules a
sound heuristic where the samples say so clearly (the winner's curse ate
Strong's early whole-round search at 8 worlds).

So Expert takes Strong's choice as the default at every decision of the
round, from the first draw on, and puts it against a few alternatives: the
stock draw against the best pile take, Strong's top discards, laying the held
melds now against holding them ("go out now or wait"), and in Rommé a knock
against letting the card go. Each option is played out to the round's end in
the same sampled worlds (common random numbers) with :class:`QuickBot` in
every seat; worlds are drawn by the opponents' choices
(:mod:`.inference`); an end is valued by the chance to win the match at the
table's target (:mod:`.valuation`). An alternative replaces the default only
if its mean beats it by ``z`` standard errors of the paired differences.

The strength knob is :attr:`ExpertBot.worlds`, a deterministic sample budget
(worlds x options rollouts); :attr:`ExpertBot.time_cap` is the wall-clock
safety cap: when it passes, the worlds finished so far decide (anytime), so a
move is never late however loaded the machine is.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Sequence

from ..actions import Discard, DrawStock, Knock, LayMelds, PlayerAction, TakeDiscard
from ..cards import CardId, card_type
from ..errors import IllegalAction
from ..infostate import known_hands, state_from_view
from ..round import RoundState, apply
from ..variants import Variant
from ..views import View
from .base import legal_best_lay, seat_of
from .inference import evidence, sample_worlds
from .knowledge import unseen_counts
from .quick import QuickBot
from .sampling import rollout
from .strong import StrongBot
from .valuation import match_value

STRETCH = 3              # turns rolled out between two looks at the clock


@dataclass(frozen=True)
class SearchStats:
    """The last search: options weighed, worlds played, whether the cap cut it, the pick."""

    options: int
    worlds: int
    capped: bool
    chosen: int
    seconds: float


class ExpertBot(StrongBot):
    name = "expert"
    mc_worlds = 0            # Strong's last-stretch search is replaced by the whole-round one
    worlds = 8               # the sample budget: worlds per decision (each plays every option)
    time_cap: float | None = 0.25   # seconds per decision at most, from its start (None: the budget alone decides)
    min_worlds = 2           # fewer finished worlds than this: the default stands
    max_discards = 3         # discard candidates from Strong's ranking (its own pick included)
    lay_search_hand = 6      # "lay held melds now" is searched once an opponent holds this few cards
    endgame_hand = 4         # the endgame: an opponent holds this few cards ...
    endgame_discards = 8     # ... then this many discards are weighed
    endgame_factor = 2       # ... in this many times the worlds
    horizon = 60             # turns rolled out at most (the round's end, in practice)
    z = 2.0                  # an alternative must beat the default by z standard errors
    margin = 0.05            # ... and by at least this much win share
    knock_prefilter = 6.0    # knock searched only if Normal's knock gain is within this of its bar
    draw_band = 10.0         # draw searched only if Strong's take-or-stock call is this close (util points)
    discard_band = 8.0      # discards searched: Strong's candidates within this of its best

    def __init__(self, seed: int = 0, variant: Variant | None = None) -> None:
        super().__init__(seed, variant)
        self._quick: list[QuickBot] | None = None
        self._values: tuple[View, list[tuple[float, CardId]]] | None = None
        self.last: SearchStats | None = None
        self._started: float | None = None

    def choose(self, view: View, rng: random.Random) -> PlayerAction:
        """Strong's decision, searched; the cap counts from here, so the
        heuristic's own work is inside it too."""
        self._started = time.perf_counter()
        try:
            return super().choose(view, rng)
        finally:
            self._started = None

    # ------------------------------------------------------------ decisions
    def draw(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        seat = seat_of(view)
        ks = self.pile_options(view, v)
        if not ks:
            return DrawStock(seat)
        extend = view.opened[seat]
        unseen = unseen_counts(view)
        base = self.stock_value(view, v, extend, unseen)
        best_k, best = self.best_take(view, v, ks, extend, unseen)
        edge = best - base - self.take_margin
        take = TakeDiscard(seat, best_k)
        options: list[PlayerAction] = [take, DrawStock(seat)] if edge > 0 else [DrawStock(seat), take]
        if abs(edge) > self.draw_band:
            return options[0]          # not a close call: Strong's choice stands unsearched
        return options[self.search(view, v, options)]

    def play(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        seat = seat_of(view)
        self._values = None
        default = super().play(view, v, rng)
        options: list[PlayerAction] = [default]
        if isinstance(default, LayMelds):
            # Go out / open now, or wait: the same search weighs holding everything this turn.
            ranked = self.ranked_discards(view, v)
            if ranked:
                options.append(Discard(seat, ranked[0]))
            full = legal_best_lay(view, v)
            if full.melds and full.melds != default.melds:
                options.append(LayMelds(seat, full.melds))
        elif isinstance(default, Discard):
            valued = self.discard_values(view, v)
            top = valued[0][0] if valued else 0.0
            for val, c in valued[:self.max_discards]:
                if c != default.card and val >= top - self.discard_band:
                    options.append(Discard(seat, c))
            if self.race_close(view, self.endgame_hand):
                options += self.more_discards(view, v, options)
            full = legal_best_lay(view, v)
            if full.melds and (view.opened[seat] or full.points >= v.opening_points) and (
                    self.goes_out_with(view, v, full) or self.race_close(view, self.lay_search_hand)):
                options.append(LayMelds(seat, full.melds))   # lay the held melds now
        if len(options) == 1:
            return default
        return options[self.search(view, v, options)]

    def race_close(self, view: View, cards: int) -> bool:
        """Some opponent is down to ``cards`` cards. Why: laying held melds
        early is searched only then (Strong's holding rule is tuned), and in
        the endgame one discard can let the opponent out, so more discards are
        weighed in more worlds (the rollouts are short there)."""
        seat = seat_of(view)
        return any(n <= cards for s, n in enumerate(view.hand_counts) if s != seat and view.active[s])

    def more_discards(self, view: View, v: Variant, options: Sequence[PlayerAction]) -> list[Discard]:
        """Endgame: further discards, one per card type, in the one-pass
        score's order, up to :attr:`endgame_discards` discards in all."""
        seat = seat_of(view)
        types = {card_type(o.card) for o in options if isinstance(o, Discard)}
        scores = self.discard_scores(view, v)
        out: list[Discard] = []
        for c in sorted(scores, key=lambda c: (scores[c], c)):
            if len(types) >= self.endgame_discards:
                break
            if card_type(c) not in types:
                types.add(card_type(c))
                out.append(Discard(seat, c))
        return out

    def discard_values(self, view: View, v: Variant) -> list[tuple[float, CardId]]:
        """Strong's valued discards, computed once per decision (the default
        and the candidates both need them)."""
        if self._values is None or self._values[0] is not view:
            self._values = (view, super().discard_values(view, v))
        return self._values[1]

    def wants_knock(self, view: View) -> bool:
        gain = self.knock_value(view)
        if gain is None or gain < self.knock_gain - self.knock_prefilter:
            return False
        # The knock is played against letting the card go, in the same worlds.
        self._started = time.perf_counter()
        try:
            return self.search(view, self.variant_of(view), [None, Knock(seat_of(view))]) == 1
        finally:
            self._started = None

    # ------------------------------------------------------------ search
    def quick(self, v: Variant, seats: int) -> list[QuickBot]:
        if self._quick is None or self._quick[0].variant is not v or len(self._quick) != seats:
            self._quick = [QuickBot(seed=self.seed, variant=v) for _ in range(seats)]
        return self._quick

    def search(self, view: View, v: Variant, options: Sequence[PlayerAction | None]) -> int:
        """The index of the option to play: 0 (the default) unless another
        beats it clearly over the sampled worlds. ``None`` means "no move of
        this seat now" (a knock declined)."""
        start = time.perf_counter()
        began = self._started if self._started is not None else start
        seat = seat_of(view)
        rng = random.Random(f"expert/{self.seed}/{view.round_no}/{view.turn_no}/{len(view.log)}/{view.phase}")
        known = known_hands(view)
        ev = evidence(view, v)
        pols = self.quick(v, len(view.hand_counts))
        rows: list[list[float]] = []
        cap = self.time_cap
        deadline = None if cap is None else began + cap
        capped = False
        if cap is not None and start - began > cap / 2:
            # The heuristic alone took half the time (a loaded machine): its choice stands.
            self.last = SearchStats(len(options), 0, True, 0, 0.0)
            return 0
        slowest = 0.0
        worlds = self.worlds * (self.endgame_factor if self.race_close(view, self.endgame_hand) else 1)
        for _w in range(worlds):
            t_world = time.perf_counter()
            if deadline is not None and rows and t_world + slowest > deadline:
                capped = True          # the next world would not finish in time: stop before it
                break
            world = sample_worlds(view, v, rng, 1, known, ev)[0]
            base = state_from_view(view, filled=(world.hands, world.stock))
            wseed = rng.getrandbits(32)
            row: list[float] = []
            for opt in options:
                val = self.play_out(base, opt, seat, pols, wseed, deadline)
                if val is None:
                    break
                row.append(val)
            if len(row) < len(options):
                capped = True          # the cap passed mid-world: that world is dropped
                break
            rows.append(row)
            slowest = max(slowest, time.perf_counter() - t_world)
            if deadline is not None and time.perf_counter() > deadline:
                capped = _w + 1 < worlds
                break
        chosen = pick(rows, self.z, self.margin) if len(rows) >= self.min_worlds else 0
        self.last = SearchStats(len(options), len(rows), capped, chosen, time.perf_counter() - start)
        return chosen

    def play_out(self, base: RoundState, option: PlayerAction | None, seat: int,
                 pols: Sequence[QuickBot], wseed: int, deadline: float | None = None) -> float | None:
        """The match value of ``option`` played out in one world; None if the
        deadline passed first (the rollout goes in short stretches to notice)."""
        try:
            st = base if option is None else apply(base, option)
        except IllegalAction:
            return -1.0       # cannot happen for a legal option; never prefer it
        rng = random.Random(wseed)
        last = st.turn_no + self.horizon
        while True:
            stop = min(st.turn_no + STRETCH, last)
            st = rollout(st, pols, rng, stop - st.turn_no)
            if st.over or st.turn_no < stop or st.turn_no >= last:
                return match_value(st, seat)
            if deadline is not None and time.perf_counter() > deadline:
                return None


def pick(rows: Sequence[Sequence[float]], z: float, margin: float) -> int:
    """The option with the best mean if it beats option 0 by more than
    ``margin`` and ``z`` standard errors of the paired differences; else 0."""
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
