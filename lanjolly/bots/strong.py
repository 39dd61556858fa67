"""Strong: Normal's judgement, a one-draw lookahead, and Monte Carlo search
over sampled worlds in the race's last stretch.

Why this shape: determinised Monte Carlo over whole rounds (sample opponent
hands, roll out with Normal) costs seconds per decision in pure Python and
its noise swamps small edges at any affordable budget. Most of a round, a
one-ply expectimax over the next draw is exact about what matters most for a
discard or a pile take: which hand has the better chances after the next
card, counting only cards this seat has not seen. Once some hand is nearly
empty, one card decides who goes out first and rollouts are short, so there
Strong plays its top discards out in sampled worlds and keeps the one with
the best chance to win (measured in BOTS.md).
"""

from __future__ import annotations

import math
import random
from typing import Sequence

from ..actions import Discard, PlayerAction
from ..cards import CARD_TYPES, CardId, card_type, copies, is_joker
from ..errors import IllegalAction
from ..melds import check_meld
from ..round import apply
from ..solver import EMPTY_PLAN, LayPlan
from ..variants import Variant
from ..views import View
from .base import goes_out_with, seat_of
from .heuristic import NormalBot
from .knowledge import fits, known_hands, table_layoff_types, unseen_counts
from .sampling import rollout, sample_world, seat_value


class OutOfTime(Exception):
    """The decision's clock ran out inside a lookahead (:meth:`StrongBot.expected_after_draw`).
    Why an exception: the lookahead sits two calls below the choices that must fall back to
    the one-pass judgement, and a value that is not there must not be averaged in."""


class StrongBot(NormalBot):
    name = "strong"
    candidates = 4           # discards examined with lookahead
    lookahead_weight = 1.0
    # Tuned against Normal by duplicate self-play (lanjolly/bots/BOTS.md): Strong plays
    # for speed (fewer cards left) rather than for low card values, keeps
    # fewer speculative partners and takes from the pile only for a clear gain.
    partner_weight = 0.75
    take_margin = 8.0
    card_weight = 10.0
    penalty_weight = 0.1
    # Determinised Monte Carlo for the discard (lanjolly/bots/BOTS.md has the
    # measurements that chose these): games, worlds per decision (16 keeps
    # p99 under 500 ms), candidates from the lookahead's ranking, turns rolled out.
    mc_games: tuple[str, ...] = ("jolly", "romme")
    mc_worlds = 16
    mc_candidates = 3
    mc_horizon = 40
    mc_min_hand = 4          # search only when some active hand holds at most this many cards (0: always)
    mc_margin = 0.0          # another option must beat the heuristic's by this win share

    # Once opened, keep further complete melds in hand until they let this
    # seat go out: laid melds are where the opponent lays off and swaps
    # jokers. In a Rommé match of more than one round, held cards are
    # penalty (doubled if another goes out in one go, and penalty
    # eliminates), so there they are laid once an opponent is down to 3
    # cards. Measured in BOTS.md.
    hold_games: tuple[str, ...] = ("jolly", "romme")
    hold_melds = True
    hold_until_long: tuple[tuple[str, int], ...] = (("romme", 3),)
    # With three or more seats in Jolly (points decide the match), likewise at 3 cards.
    hold_until_crowd: tuple[tuple[str, int], ...] = (("jolly", 3),)

    def __init__(self, seed: int = 0, variant: Variant | None = None) -> None:
        super().__init__(seed, variant)
        self._policies: list[NormalBot] | None = None

    def expected_after_draw(self, view: View, v: Variant, hand: Sequence[CardId], extend: bool,
                            unseen: Sequence[int]) -> float:
        """Mean utility of ``hand`` plus one unseen card, weighted by copies left.

        Raises :class:`OutOfTime` as soon as :meth:`out_of_time` says the decision's clock
        has run out (asked before each card type). Why inside the loop: one lookahead is up
        to 53 solves (85 ms of CPU for a 14-card hand), which a loaded machine stretches to
        most of a second of wall time; checked only between two lookaheads, the first one
        of a decision ran unclocked."""
        total = 0.0
        weight = 0
        hand = list(hand)
        held = set(hand)
        for t in range(CARD_TYPES):
            w = unseen[t]
            if w <= 0:
                continue
            if self.out_of_time():
                raise OutOfTime
            card = next(c for c in copies(t) if c not in held)
            total += w * self.util(view, v, hand + [card], extend, unseen)
            weight += w
        return total / weight if weight else self.util(view, v, hand, extend, unseen)

    def stock_value(self, view: View, v: Variant, extend: bool, unseen: Sequence[int]) -> float:
        """The hand's value after a stock draw by the lookahead; once the clock has run out,
        Normal's value of the hand as it is (the same scale as the pile takes it is weighed
        against, which are valued without a lookahead)."""
        try:
            return self.expected_after_draw(view, v, view.hand, extend, unseen)
        except OutOfTime:
            return super().stock_value(view, v, extend, unseen)

    # ------------------------------------------------------------ holding melds
    def lay_plan(self, view: View, v: Variant) -> LayPlan:
        plan = super().lay_plan(view, v)
        if not plan.melds or not self.hold_melds or v.name not in self.hold_games:
            return plan
        seat = seat_of(view)
        if goes_out_with(view, v, plan):
            return plan
        until = dict(self.hold_until_long).get(v.name, 0) if v.target_points > 1 else 0
        if sum(view.active) > 2:
            until = max(until, dict(self.hold_until_crowd).get(v.name, 0))
        if until:
            others = [n for s, n in enumerate(view.hand_counts) if s != seat and view.active[s]]
            if others and min(others) <= until:
                return plan
        if len(view.hand) >= v.max_hand - 1:
            return plan
        if not view.opened[seat]:
            return self.smallest_opening(plan, v)
        return EMPTY_PLAN

    @staticmethod
    def smallest_opening(plan: LayPlan, v: Variant) -> LayPlan:
        """The melds of ``plan`` that open with the fewest cards (then the
        fewest jokers, then the most points): the rest stays hidden."""
        pts = [check_meld(m, v).points for m in plan.melds]
        best: tuple[tuple[int, int, int], int] | None = None
        n = len(plan.melds)
        for mask in range(1, 1 << n):
            total = sum(pts[i] for i in range(n) if mask >> i & 1)
            if not v.opens_with(total):
                continue
            cards = [c for i in range(n) if mask >> i & 1 for c in plan.melds[i]]
            key = (len(cards), sum(1 for c in cards if is_joker(c)), -total)
            if best is None or key < best[0]:
                best = (key, mask)
        if best is None:
            return plan
        mask = best[1]
        melds = tuple(plan.melds[i] for i in range(n) if mask >> i & 1)
        return LayPlan(melds, -best[0][2], best[0][0])

    def pick_discard(self, view: View, v: Variant, rng: random.Random) -> CardId:
        valued = self.ranked_discards(view, v)
        seat = seat_of(view)
        if len(valued) > 1 and self.mc_on(view, v):
            cands = valued[:self.mc_candidates]
            vals = self.mc_values(view, v, [Discard(seat, c) for c in cands], known_hands(view))
            return overrule(cands, vals, self.mc_margin)
        return valued[0]

    def ranked_discards(self, view: View, v: Variant) -> list[CardId]:
        """Discards best first: the one-pass score's top ``candidates`` (one
        card per type) re-ranked by the one-draw lookahead, minus the danger
        of feeding the next player."""
        return [c for _v, c in self.discard_values(view, v)]

    def discard_values(self, view: View, v: Variant) -> list[tuple[float, CardId]]:
        """:meth:`ranked_discards` with each card's lookahead value (higher is
        better; 0.0 when only one candidate was left to value)."""
        scores = self.discard_scores(view, v)
        ranked = sorted(scores, key=lambda c: (scores[c], c))
        seen_types: set[int] = set()
        short: list[CardId] = []
        for c in ranked:
            if card_type(c) not in seen_types:
                seen_types.add(card_type(c))
                short.append(c)
            if len(short) >= self.candidates:
                break
        if len(short) <= 1:
            return [(0.0, c) for c in ranked[:1]]
        unseen = unseen_counts(view)
        extend = view.opened[seat_of(view)]
        known = known_hands(view)
        valued: list[tuple[float, CardId]] = []
        unvalued: list[CardId] = []
        for i, c in enumerate(short):
            rest = [x for x in view.hand if x != c]
            try:
                val = self.lookahead_weight * self.expected_after_draw(view, v, rest, extend, unseen)
            except OutOfTime:
                unvalued = short[i:]      # they follow, in the one-pass order
                break
            val -= self.danger(view, v, c, known)
            valued.append((-val, c))
        valued.sort()
        return [(-val, c) for val, c in valued] + [(-math.inf, c) for c in unvalued]

    def out_of_time(self) -> bool:
        """Whether the decision's clock has run out for the heuristic's lookahead: never for
        Strong, which has no clock (ExpertBot overrides). Why a hook: the lookahead is the
        heuristic's costly part (one solve per unseen card type per candidate, up to 85 ms
        of CPU per candidate for a 14-card hand), and a bot with a cap must stop it there."""
        return False

    # ------------------------------------------------------------ Monte Carlo
    def policies(self, v: Variant, seats: int) -> list[NormalBot]:
        """Cheap rollout players (Normal, one per seat), built once per variant."""
        if self._policies is None or self._policies[0].variant is not v or len(self._policies) != seats:
            self._policies = [NormalBot(seed=self.seed, variant=v) for _ in range(seats)]
        return self._policies

    def mc_on(self, view: View, v: Variant) -> bool:
        """Search only in the race's last stretch: some active hand is down to
        ``mc_min_hand`` cards. Why: there one card decides who goes out first,
        the heuristic's long-run terms say little, and rollouts are short
        (cheap and with little noise); earlier, the lookahead is as good and
        far cheaper (BOTS.md)."""
        if self.mc_worlds <= 0 or v.name not in self.mc_games:
            return False
        if not self.mc_min_hand:
            return True
        return min(n for s, n in enumerate(view.hand_counts) if view.active[s]) <= self.mc_min_hand

    def mc_values(self, view: View, v: Variant, options: Sequence[PlayerAction],
                  known: list[set[CardId]]) -> list[float]:
        """Per option, this seat's mean chance to win over sampled worlds, each
        played on with Normal for every seat. Every option is played in the
        same worlds with the same chance and policy randomness (common random
        numbers), so the comparison measures the option, not the luck."""
        seat = seat_of(view)
        rng = random.Random(f"mc/{self.seed}/{view.round_no}/{view.turn_no}/{len(view.log)}")
        pols = self.policies(v, len(view.hand_counts))
        totals = [0.0] * len(options)
        for _w in range(self.mc_worlds):
            world = sample_world(view, rng, known)
            wseed = rng.random()
            for i, opt in enumerate(options):
                try:
                    st = apply(world, opt)
                except IllegalAction:
                    totals[i] -= 1.0      # cannot happen for a legal option; never prefer it
                    continue
                end = rollout(st, pols, random.Random(wseed), self.mc_horizon)
                totals[i] += seat_value(end, seat)
        return [t / self.mc_worlds for t in totals]


def overrule(cands: Sequence[CardId], vals: Sequence[float], margin: float) -> CardId:
    """The searched best of ``cands``, if it beats the heuristic's first choice
    (``cands[0]``) by more than ``margin``; ties keep the earlier candidate."""
    best = max(range(len(cands)), key=lambda i: (vals[i], -i))
    return cands[best] if vals[best] > vals[0] + margin else cands[0]
