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

import random
from typing import Sequence

from ..actions import Discard, DrawStock, PlayerAction, TakeDiscard
from ..cards import CardId, card_type
from ..errors import IllegalAction
from ..round import apply
from ..scoring import card_hand_value
from ..melds import check_meld
from ..solver import EMPTY_PLAN, LayPlan, best_lay
from ..variants import Variant
from ..views import View
from .base import seat_of
from .heuristic import NormalBot
from .knowledge import known_hands, table_layoff_types, unseen_counts
from .playout import playout
from .sampling import rollout, sample_hands, sample_world, seat_value

JOKER = 104


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
    # Sampled next-player hands as a feed risk for discards (measured: adds nothing, off).
    feed_games: tuple[str, ...] = ("romme",)
    feed_worlds = 0
    feed_weight = 10.0
    # Determinised Monte Carlo for the discard (lanjolly/bots/BOTS.md has the
    # measurements that chose these): games, worlds per decision (16 keeps
    # p99 under 500 ms), candidates from the lookahead's ranking, turns rolled out.
    mc_games: tuple[str, ...] = ("jolly", "romme")
    mc_worlds = 16
    mc_candidates = 3
    mc_horizon = 40
    mc_min_hand = 4          # search only when some active hand holds at most this many cards (0: always)
    mc_margin = 0.0          # another option must beat the heuristic's by this win share
    mc_draw = False          # also search the draw when due (off: too slow to measure, BOTS.md)
    # Search over sampled worlds with fast playouts (lanjolly/bots/playout.py):
    # the draw (stock or the top discard) and the top discard candidates.
    search_games: tuple[str, ...] = ("romme",)
    search_worlds = 0
    search_candidates = 3
    search_draw = False      # measured harmful: the playouts overrate pile takes (BOTS.md)
    search_horizon = 60
    search_margin = 0.0      # a non-default option must beat the default by this win share

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
        """Mean utility of ``hand`` plus one unseen card, weighted by copies left."""
        total = 0.0
        weight = 0
        hand = list(hand)
        held = set(hand)
        for t in range(53):
            w = unseen[t]
            if w <= 0:
                continue
            ids = range(JOKER, JOKER + 6) if t == 52 else (t, t + 52)
            card = next(c for c in ids if c not in held)
            total += w * self.util(view, v, hand + [card], extend, unseen)
            weight += w
        return total / weight if weight else self.util(view, v, hand, extend, unseen)

    def stock_value(self, view: View, v: Variant, extend: bool, unseen: Sequence[int]) -> float:
        return self.expected_after_draw(view, v, view.hand, extend, unseen)

    # ------------------------------------------------------------ holding melds
    def lay_plan(self, view: View, v: Variant) -> LayPlan:
        plan = super().lay_plan(view, v)
        if not plan.melds or not self.hold_melds or v.name not in self.hold_games:
            return plan
        seat = seat_of(view)
        if self.goes_out_with(view, v, plan):
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
    def goes_out_with(view: View, v: Variant, plan: LayPlan) -> bool:
        """Would laying ``plan`` (plus lay-offs, if this seat may lay off)
        leave at most the final discard?"""
        laid = {c for m in plan.melds for c in m}
        rest = [c for c in view.hand if c not in laid]
        seat = seat_of(view)
        if view.opened[seat] and not view.opened_this_turn and view.melds:
            fit = table_layoff_types(view)
            rest = [c for c in rest if c < JOKER and c % 52 not in fit]
        return len(rest) <= (1 if v.final_discard_required else 0)

    @staticmethod
    def smallest_opening(plan: LayPlan, v: Variant) -> LayPlan:
        """The melds of ``plan`` that open with the fewest cards (then the
        fewest jokers, then the most points): the rest stays hidden."""
        pts = [check_meld(m, v).points for m in plan.melds]
        best: tuple[tuple[int, int, int], int] | None = None
        n = len(plan.melds)
        for mask in range(1, 1 << n):
            total = sum(pts[i] for i in range(n) if mask >> i & 1)
            if total < v.opening_points:
                continue
            cards = [c for i in range(n) if mask >> i & 1 for c in plan.melds[i]]
            key = (len(cards), sum(1 for c in cards if c >= JOKER), -total)
            if best is None or key < best[0]:
                best = (key, mask)
        if best is None:
            return plan
        mask = best[1]
        melds = tuple(plan.melds[i] for i in range(n) if mask >> i & 1)
        return LayPlan(melds, -best[0][2], best[0][0])

    def searching(self, v: Variant) -> bool:
        return self.search_worlds > 0 and v.name in self.search_games

    def draw(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        default = super().draw(view, v, rng)
        seat = seat_of(view)
        if self.mc_draw and self.mc_on(view, v) and self.pile_options(view, v):
            other = self.other_draw(view, v, default)
            vals = self.mc_values(view, v, [default, other], known_hands(view))
            return other if vals[1] > vals[0] + self.mc_margin else default
        if not (self.search_draw and self.searching(v)) or v.fanned_discard or not self.pile_options(view, v):
            return default
        opts: list[PlayerAction] = [default]
        other = DrawStock(seat) if isinstance(default, TakeDiscard) else TakeDiscard(seat, 1)
        opts.append(other)
        vals = self.search(view, v, opts)
        return other if vals[1] > vals[0] + self.search_margin else default

    def other_draw(self, view: View, v: Variant, default: PlayerAction) -> PlayerAction:
        """The best draw of the other kind: the stock if the heuristic takes
        from the pile, else the pile take it values most."""
        seat = seat_of(view)
        ks = self.pile_options(view, v)
        if isinstance(default, TakeDiscard) or not ks:
            return DrawStock(seat)
        best_k, _u = self.best_take(view, v, ks, view.opened[seat], unseen_counts(view))
        return TakeDiscard(seat, best_k)

    def pick_discard(self, view: View, v: Variant, rng: random.Random) -> CardId:
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
            return ranked[0]
        unseen = unseen_counts(view)
        extend = view.opened[seat_of(view)]
        known = known_hands(view)
        feed = self.feed_risk(view, v, short, known) if (self.feed_worlds and v.name in self.feed_games) \
            else {}
        valued = []
        for c in short:
            rest = [x for x in view.hand if x != c]
            val = self.lookahead_weight * self.expected_after_draw(view, v, rest, extend, unseen)
            val -= self.danger(view, v, c, known)
            val -= self.feed_weight * feed.get(c, 0.0)
            valued.append((-val, c))
        valued.sort()
        seat = seat_of(view)
        if self.searching(v) and len(valued) > 1:
            cands = [c for _v, c in valued[:self.search_candidates]]
            vals = self.search(view, v, [Discard(seat, c) for c in cands], known)
            return overrule(cands, vals, self.search_margin)
        if len(valued) > 1 and self.mc_on(view, v):
            cands = [c for _v, c in valued[:self.mc_candidates]]
            vals = self.mc_values(view, v, [Discard(seat, c) for c in cands], known)
            return overrule(cands, vals, self.mc_margin)
        return valued[0][1]

    # ------------------------------------------------------------ sampled opponents
    def feed_risk(self, view: View, v: Variant, cands: Sequence[CardId],
                  known: list[set[CardId]]) -> dict[CardId, float]:
        """Per candidate discard, the share of sampled next-player hands that
        the card lets lay more cards (it completes or extends a meld for them).

        Why sampled: the log pins down only the cards they took from the pile;
        the rest of their hand is dealt from the unseen cards by count, so
        the estimate follows which partners are still live and what they
        collect, not a fixed rule of thumb."""
        seat = seat_of(view)
        n = len(view.hand_counts)
        nxt = next((seat + k) % n for k in range(1, n + 1) if view.active[(seat + k) % n])
        rng = random.Random(f"feed/{self.seed}/{view.round_no}/{view.turn_no}/{len(view.log)}")
        keep = 1 if v.final_discard_required else 0
        hits = dict.fromkeys(cands, 0)
        for _w in range(self.feed_worlds):
            hands, _stock = sample_hands(view, rng, known)
            opp = list(hands[nxt])
            base = best_lay(opp, v, keep=keep).cards_laid
            for c in cands:
                if c >= JOKER:
                    hits[c] += 1
                elif best_lay(opp + [c], v, keep=keep).cards_laid > base:
                    hits[c] += 1
        return {c: h / self.feed_worlds for c, h in hits.items()}

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
            world = sample_world(view, v, rng, known)
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

    # ------------------------------------------------------------ fast search
    def search(self, view: View, v: Variant, options: Sequence[PlayerAction],
               known: list[set[CardId]] | None = None) -> list[float]:
        """Per option, the share of sampled worlds in which this seat goes out
        first when the round is played on with the fast playout policy.

        Why this value: with target 1 (and in a close race generally) going
        out first decides the match. Every option is played in the same worlds
        (same opponent hands, same stock order), so their difference measures
        the option rather than the luck of the draw (common random numbers)."""
        seat = seat_of(view)
        rng = random.Random(f"search/{self.seed}/{view.round_no}/{view.turn_no}/{len(view.log)}")
        if known is None:
            known = known_hands(view)
        fit0 = set(table_layoff_types(view))
        totals = [0.0] * len(options)
        for _w in range(self.search_worlds):
            hands0, stock0 = sample_hands(view, rng, known)
            stock0 = stock0[::-1]          # the playout draws from the end
            for i, opt in enumerate(options):
                hands = [list(h) for h in hands0]
                stock = list(stock0)
                discard = list(view.discard)
                opened = list(view.opened)
                fit = set(fit0)
                taken = None
                if isinstance(opt, Discard):
                    hands[seat].remove(opt.card)
                    discard.append(opt.card)
                    n = len(hands)
                    nxt = (seat + 1) % n
                    while not view.active[nxt]:
                        nxt = (nxt + 1) % n
                    start, drew = nxt, False
                    if not hands[seat]:
                        totals[i] += 1.0
                        continue
                elif isinstance(opt, TakeDiscard):
                    taken = discard.pop()
                    hands[seat].append(taken)
                    start, drew = seat, True
                else:
                    if not stock:
                        continue
                    hands[seat].append(stock.pop())
                    start, drew = seat, True
                winner, end = playout(v, hands, stock, discard, opened, fit, view.active, start, drew,
                                      self.search_horizon, taken)
                totals[i] += self.playout_value(v, seat, winner, end, view.active)
        return [t / self.search_worlds for t in totals]

    @staticmethod
    def playout_value(v: Variant, seat: int, winner: int, hands: Sequence[Sequence[CardId]],
                      active: Sequence[bool]) -> float:
        """1 for going out, 0 when another seat did; an unfinished playout is
        the share of other seats holding more penalty (as if the stock ran out)."""
        if winner >= 0:
            return 1.0 if winner == seat else 0.0
        mine = sum(card_hand_value(c, v) for c in hands[seat])
        others = [sum(card_hand_value(c, v) for c in h) for s, h in enumerate(hands) if s != seat and active[s]]
        if not others:
            return 1.0
        return sum(1.0 if mine < o else 0.5 if mine == o else 0.0 for o in others) / len(others)


def overrule(cands: Sequence[CardId], vals: Sequence[float], margin: float) -> CardId:
    """The searched best of ``cands``, if it beats the heuristic's first choice
    (``cands[0]``) by more than ``margin``; ties keep the earlier candidate."""
    best = max(range(len(cands)), key=lambda i: (vals[i], -i))
    return cands[best] if vals[best] > vals[0] + margin else cands[0]
