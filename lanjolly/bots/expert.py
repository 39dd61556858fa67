"""Expert: Strong's choices, checked by playing each alternative to the round's end.

Why this shape (BOTS.md has the measurements): Strong is a sound heuristic;
playing a decision's options out with a Strong-like policy, in many worlds
consistent with what the opponents showed, is one step of policy improvement
on it. The rollout policy is weaker than Strong (42.5% against it), so the
search overrules Strong only on a clear margin. In Rommé at two and three
seats Expert also opens only to go out, in one go or in the turn after
(:meth:`ExpertBot.should_open`): the heuristic levers that measured large
against Strong. So at every
decision that has a real alternative Expert weighs a few options with
:class:`~.search.Searcher` and plays the best, keeping Strong's choice
unless another is ahead by ``z`` standard errors:

* the draw: the stock against the best pile take, when a pile card connects
  to the hand;
* the discard: Strong's best few, one per card type (in the endgame more,
  since one card may let the next player out);
* laying: Strong's lay against holding everything this turn and against
  the full best lay ("go out now or wait", "lay the held melds now");
* a lay-off Expert holds back (Jolly): laying it off now against the discard;
* the knock (Rommé): knocking against letting the card go.

The strength knob is :attr:`ExpertBot.worlds`, a deterministic sample budget
(the curve's benchmarks switch the cap off); :attr:`ExpertBot.time_cap`
is the wall-clock safety of real play: the worlds finished when it passes
decide, so a move is never late however loaded the machine is.
"""

from __future__ import annotations

import random
import time
from typing import Sequence

from ..actions import Discard, DrawStock, Knock, LayMelds, LayOff, PlayerAction, TakeDiscard
from ..cards import CardId, card_type, is_joker
from ..solver import LayPlan
from ..variants import Variant
from ..views import View
from .base import blocked_discards, going_out_melds, legal_best_lay, partner_score, seat_of, type_counts
from .knowledge import fits, layoff_types, table_layoff_types
from .fastpolicy import FastPolicy
from .search import Option, Searcher, SearchStats, pick
from .strong import StrongBot

__all__ = ["ExpertBot", "SearchStats", "pick"]


class ExpertBot(StrongBot):
    name = "expert"
    mc_worlds = 0            # Strong's last-stretch search is replaced by Expert's
    worlds = 48              # the sample budget: worlds per searched decision
    time_cap: float | None = 0.3    # seconds per decision at most, from its start (None: the budget decides)
    min_worlds = 4           # fewer finished worlds than this: Strong's choice stands
    # Discards weighed (one per card type, Strong's ranking first): Strong's card alone, so a
    # discard is searched only against laying now. Other cards were the overrule that lost in
    # both games and half the time (BOTS.md, "Nineteenth round"); the knob stays for benches.
    max_discards = 1
    endgame_hand = 4         # an opponent holds this few cards: ...
    endgame_discards = 1     # ... this many discards are weighed
    endgame_factor = 2       # ... in this many times the worlds (the rollouts are short there)
    z = 2.0                  # an alternative must beat the default by z standard errors
    margin = 0.03            # ... and by more than this much win share
    build = (("jolly", 1.0), ("romme", 1.3))   # world build-up steps per opponent turn (calibrated, BOTS.md)
    rollout_policy: type[FastPolicy] = FastPolicy   # FastPolicyPlus measured no stronger (BOTS.md)
    max_take = 3             # Jolly: pile depths weighed for a take
    connect_partners = 2.0   # a pile card is weighed if its partner score in the hand is this high
    knock_prefilter = 6.0    # a knock is searched only if Strong's knock gain is this close to its bar
    # Opening: only to go out, unless an opponent is down to this many cards (per game;
    # absent: Strong's rule). Measured against Strong in BOTS.md ("Expert's opening").
    open_when: tuple[tuple[str, int], ...] = (("romme", 0),)
    # ... or when at most this many cards would stay that fit no meld of the table or of
    # the opening (the next turn lays the rest off and goes out). BOTS.md, "Expert's opening".
    open_loose = 1
    # ... at tables of at most this many seats (beyond, Strong's rule: at four seats the rule
    # measured +0.7 +- 0.5 and -1.0 +- 0.7 points on two fresh seeds, BOTS.md "Twenty-first round"
    # and "Thirty-first round"). BOTS.md, "Thirteenth round": +2.8 / +3.7 points at three seats.
    open_seats = 3
    # Speed: the weight of each card left in hand (Strong's ``card_weight``, 10) per game and number of
    # seats, where a match is a race to go out (BOTS.md, "Twenty-first round": two-seat Jolly; "Thirtieth
    # round": three seats, where points decide more often). Absent: Strong's weight (four seats: no gain).
    race_weight: tuple[tuple[str, int, float], ...] = (("jolly", 2, 30.0), ("jolly", 3, 20.0))
    # The worlds agree that no opponent could have gone out at its last turn (worlds.last_turns).
    # Off: 0.0 +- 0.4 (Jolly) and +0.1 +- 0.25 (Rommé) points over 1,000 deals, at a CPU p99 of
    # 391 ms instead of 306 in Jolly (BOTS.md, "Twenty-second round").
    not_out = False
    # Lay-offs kept in hand until they go out with the rest, per game (as Strong keeps its
    # melds). BOTS.md, "Twenty-third round" (Jolly, two seats) and "Twenty-fourth round"
    # (three and four seats).
    hold_layoffs: tuple[str, ...] = ("jolly",)
    # ... and the search's rollouts play its own later turns keeping them too (BOTS.md,
    # "Twenty-fourth round"; why: a rollout that lays off at once judged a game Expert
    # does not play).
    rollout_hold = True
    # ... and the search weighs laying one off now (Strong's lay-off) against the discard
    # while the hand holds it back (BOTS.md, "Twenty-fifth round").
    weigh_layoffs = True

    def __init__(self, seed: int = 0, variant: Variant | None = None) -> None:
        super().__init__(seed, variant)
        self.last: SearchStats | None = None
        self._started: float | None = None
        self._values: tuple[View, list[tuple[float, CardId]]] | None = None
        self._held: tuple[View, LayOff] | None = None     # the lay-off kept back at this view

    def discard_values(self, view: View, v: Variant) -> list[tuple[float, CardId]]:
        """Strong's valued discards, once per decision (why: the default and
        the candidates both need them, and the lookahead is the costliest part
        of the heuristic; a second pass ate into the time cap)."""
        if self._values is None or self._values[0] is not view:
            self._values = (view, super().discard_values(view, v))
        return self._values[1]

    def choose(self, view: View, rng: random.Random) -> PlayerAction:
        """Strong's decision, searched; the cap counts from here, so the
        heuristic's own work is inside it too."""
        self._started = time.perf_counter()
        try:
            return super().choose(view, rng)
        finally:
            self._started = None

    # ------------------------------------------------------------ opening
    def opening_rule(self, view: View, v: Variant) -> int | None:
        """The opponent hand size at which Expert opens without going out, or
        None for Strong's rule. Why wait: melds on the table are where the
        opponent lays off, and a hand that shows nothing gives the opponent
        nothing to avoid feeding; in a Rommé match of more rounds held cards
        are penalty, so there it opens once an opponent is down to
        :attr:`hold_until_long` cards, as Strong lays held melds."""
        rule = dict(self.open_when).get(v.name)
        if rule is None or sum(view.active) > self.open_seats:
            return None
        if v.target_points > 1:
            rule = max(rule, dict(self.hold_until_long).get(v.name, 0))
        return rule

    def should_open(self, view: View, v: Variant, plan: LayPlan) -> bool:
        rule = self.opening_rule(view, v)
        if rule is None:
            return super().should_open(view, v, plan)
        if len(view.hand) - plan.cards_laid <= 1 or len(view.hand) >= v.max_hand - 1:
            return True
        if self.loose_after(view, plan) <= self.open_loose:
            return True
        seat = seat_of(view)
        return min(n for s, n in enumerate(view.hand_counts) if s != seat and view.active[s]) <= rule

    @staticmethod
    def loose_after(view: View, plan: LayPlan) -> int:
        """Cards of the hand outside ``plan`` that are neither jokers nor fit
        a meld of the table or of ``plan``. Why: with one such card (this
        turn's discard) the rest lays off next turn and the hand goes out,
        one turn after opening instead of waiting for a one-go finish that
        may never come; the opponent gets one turn to use the new melds."""
        laid = {c for m in plan.melds for c in m}
        fit = layoff_types(tuple(m.cards for m in view.melds) + plan.melds)
        return sum(1 for c in view.hand if c not in laid and not is_joker(c) and not fits(fit, card_type(c)))

    def speed_weight(self, view: View, v: Variant) -> float:
        """Strong's weight of a card left in hand, or :attr:`race_weight` for this game and table.
        Why more there: in a two-seat match the one who goes out wins (at Jolly's targets
        of 50 and 100 a match is one round in 97% of deals), so a card laid counts
        for the race, not for its points; with more seats the points decide more often,
        so less at three seats and none at four."""
        seats = sum(view.active)     # a scan, not a dict per call: util asks this once per solve
        return next((w for game, n, w in self.race_weight if game == v.name and n == seats), self.card_weight)

    def pick_layoff(self, view: View, v: Variant, jokers_ok: bool | None = None) -> LayOff | None:
        """Strong's lay-off, or none while :meth:`holds_layoffs` says keep it (asked only
        when there is a lay-off: it solves the hand's going out)."""
        lay = super().pick_layoff(view, v, jokers_ok)
        if lay is not None and self.holds_layoffs(view, v):
            self._held = (view, lay)      # the search may weigh it (:meth:`held_layoff`)
            return None
        return lay

    def holds_in(self, v: Variant) -> bool:
        """Does Expert keep its lay-offs in this game (:meth:`holds_layoffs`)?"""
        return v.name in self.hold_layoffs

    def holds_layoffs(self, view: View, v: Variant) -> bool:
        """Keep the cards that lay off in hand this turn, in :attr:`hold_layoffs`' games,
        unless the hand goes out this turn or is one card short of the limit.

        Why: a lay-off gains nothing before the turn that goes out (it is laid then, with
        the held melds), while each card laid at a run's end opens the next one to the
        opponents, and a hand that shrinks shows them a seat near out (the same reasoning
        as Strong's held melds). Measured in Jolly at two, three and four seats (BOTS.md,
        "Twenty-third round" and "Twenty-fourth round"); Rommé plays as Strong: Expert's
        closed hand there opens only to go out."""
        if not self.holds_in(v) or len(view.hand) >= v.max_hand - 1:
            return False
        return going_out_melds(view, v, blocked=blocked_discards(view, v)) is None

    # ------------------------------------------------------------ decisions
    def draw(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        seat = seat_of(view)
        out = self.going_out_take(view, v)
        if out is not None:
            return TakeDiscard(seat, out)      # going out this turn: no world does better
        ks = [k for k in self.pile_options(view, v)[:self.max_take] if self.connects(view, view.discard[-k])]
        if not ks:
            return DrawStock(seat)
        default = self.valued_draw(view, v)
        if isinstance(default, TakeDiscard):
            return self.decide(view, v, [default, DrawStock(seat)])
        best_k = ks[0]
        if len(ks) > 1:
            best_k, _u = self.best_take(view, v, ks, view.opened[seat], self.unseen(view))
        return self.decide(view, v, [default, TakeDiscard(seat, best_k)])

    def connects(self, view: View, card: CardId) -> bool:
        """Is a pile card worth weighing: a joker, a lay-off, or a partner of the hand?"""
        if is_joker(card):
            return True
        if view.opened[seat_of(view)] and fits(table_layoff_types(view), card_type(card)):
            return True
        return partner_score(card, view.hand, None, type_counts(view.hand)) >= self.connect_partners

    def unseen(self, view: View) -> list[int]:
        from .knowledge import unseen_counts
        return unseen_counts(view)

    def play(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        seat = seat_of(view)
        default = super().play(view, v, rng)
        options: list[PlayerAction] = [default]
        if isinstance(default, LayMelds):
            # Go out / open now, or wait: holding everything this turn is weighed too.
            ranked = self.ranked_discards(view, v)
            if ranked:
                options.append(Discard(seat, ranked[0]))
            full = legal_best_lay(view, v)
            if full.melds and full.melds != default.melds:
                options.append(LayMelds(seat, full.melds))
        if isinstance(default, Discard):
            options += self.more_discards(view, v, default.card)
            full = legal_best_lay(view, v)
            if full.melds and self.weighs_laying_now(view, v, full.points):
                options.append(LayMelds(seat, full.melds))   # lay what Strong holds, now
            held = self.held_layoff(view, v) if self.weigh_layoffs else None
            if held is not None:
                options.append(held)
        return default if len(options) == 1 else self.decide(view, v, options)

    def held_layoff(self, view: View, v: Variant) -> LayOff | None:
        """The lay-off Strong would make now, when :meth:`holds_layoffs` kept it back at this
        view (:meth:`pick_layoff` noted it; asked only after it, so nothing is solved twice).
        Why weigh it: the search's one gain in Jolly was laying held melds now where Strong
        would discard (BOTS.md, "Eighteenth round"); a held lay-off is the same kind of
        choice, one card at a time."""
        held = self._held
        return held[1] if held is not None and held[0] is view else None

    def weighs_laying_now(self, view: View, v: Variant, points: int) -> bool:
        """Whether the search weighs laying the best lay now against Strong's discard: once
        the hand has opened, or when the lay would open it at a table where Expert plays
        Strong's opening rule. Why not under Expert's own opening rule (Rommé at two and
        three seats): that rule is a plan (wait for the one-go finish), and the one-move
        search's "open now" against it lost on the deals it was not tuned on (BOTS.md,
        "Nineteenth round": 159 rotations of seed 20261208 first overruled that way from a
        closed 14-card hand, 15 better and 34 worse than the heuristic alone)."""
        if view.opened[seat_of(view)]:
            return True
        return points >= v.opening_points and self.opening_rule(view, v) is None

    def more_discards(self, view: View, v: Variant, first: CardId) -> list[Discard]:
        """Discards besides Strong's: its next best by the lookahead, then by
        the one-pass score, one per card type, :attr:`max_discards` in all
        (:attr:`endgame_discards` once an opponent is nearly out)."""
        seat = seat_of(view)
        limit = self.endgame_discards if self.race_close(view, self.endgame_hand) else self.max_discards
        if limit <= 1:
            return []          # as shipped: no one-pass scores computed for nothing
        types = {card_type(first)}
        out: list[Discard] = []
        scores = self.discard_scores(view, v)
        order = [c for _v, c in self.discard_values(view, v)] + sorted(scores, key=lambda c: (scores[c], c))
        for c in order:
            if len(types) >= limit:
                break
            if card_type(c) not in types:
                types.add(card_type(c))
                out.append(Discard(seat, c))
        return out

    def race_close(self, view: View, cards: int) -> bool:
        """Some opponent is down to ``cards`` cards."""
        seat = seat_of(view)
        return any(n <= cards for s, n in enumerate(view.hand_counts) if s != seat and view.active[s])

    def wants_knock(self, view: View) -> bool:
        gain = self.knock_value(view)
        if gain is None or gain < self.knock_gain - self.knock_prefilter:
            return False
        self._started = time.perf_counter()
        try:
            return self.search(view, view.variant, [None, Knock(seat_of(view))]) == 1
        finally:
            self._started = None

    def out_of_time(self) -> bool:
        """Half the cap has passed since the decision began: the heuristic's lookahead stops
        where it is (asked before each card type it values, the first discard's and the stock
        draw's included: the discards keep their one-pass order, the draw is judged as Normal
        judges it) and the search is skipped, so the rest of the cap covers what is left.
        Why: on a loaded machine the lookahead alone took up to 1.1 s of wall time (280 ms of
        CPU at a quarter of a core). Never with the cap off, so the benchmarks' moves do not
        depend on the machine."""
        cap, began = self.time_cap, self._started
        return cap is not None and began is not None and time.perf_counter() - began > cap / 2

    # ------------------------------------------------------------ search
    def decide(self, view: View, v: Variant, options: Sequence[PlayerAction]) -> PlayerAction:
        chosen = options[self.search(view, v, options)]
        assert chosen is not None
        return chosen

    def search(self, view: View, v: Variant, options: Sequence[Option]) -> int:
        """The index of the option to play: 0 (the default) unless another
        beats it clearly over the sampled worlds."""
        start = time.perf_counter()
        began = self._started if self._started is not None else start
        cap = self.time_cap
        deadline = None if cap is None else began + cap
        if self.out_of_time():
            # The heuristic alone took half the time (a loaded machine): its choice stands.
            self.last = SearchStats(len(options), 0, True, 0, 0.0)
            return 0
        rng = random.Random(f"expert/{self.seed}/{view.round_no}/{view.turn_no}/{len(view.log)}/{view.phase}")
        worlds = self.worlds * (self.endgame_factor if self.race_close(view, self.endgame_hand) else 1)
        hold = self.rollout_hold and self.holds_in(v)
        searcher = Searcher(worlds, dict(self.build).get(v.name, 1.0), self.opening_rule(view, v), self.rollout_policy,
                            self.not_out, hold)
        rows, capped = searcher.rows(view, options, rng, deadline)
        chosen = pick(rows, self.z, self.margin) if len(rows) >= self.min_worlds else 0
        means = tuple(sum(r[i] for r in rows) / len(rows) for i in range(len(options))) if rows else ()
        self.last = SearchStats(len(options), len(rows), capped, chosen, time.perf_counter() - start, means)
        return chosen
