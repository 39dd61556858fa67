"""Strong: Normal's judgement plus a one-draw lookahead over unseen cards.

Why this shape: full determinised Monte Carlo (sample opponent hands, roll
rounds out with Normal) costs seconds per decision in pure Python and its
noise swamps small edges at that budget. A one-ply expectimax over the next
draw is exact about what matters most for a discard or a pile take: which
hand has the better chances after the next card, counting only cards this
seat has not seen (the log tells which cards others took from the pile).
"""

from __future__ import annotations

import random
from typing import Sequence

from ..actions import Discard, DrawStock, PlayerAction, TakeDiscard
from ..cards import CardId, card_type
from ..round import apply
from ..scoring import card_hand_value
from ..solver import best_lay
from ..variants import Variant
from ..views import View
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
    # Determinised Monte Carlo for the discard (lanjolly/bots/BOTS.md has the
    # measurements that chose these): games where it pays, worlds per
    # decision, candidates from the lookahead's ranking, turns rolled out.
    feed_games: tuple[str, ...] = ("romme",)
    feed_worlds = 0
    feed_weight = 10.0
    mc_games: tuple[str, ...] = ("romme",)
    mc_worlds = 0
    mc_candidates = 3
    mc_horizon = 40
    # Search over sampled worlds with fast playouts (lanjolly/bots/playout.py):
    # the draw (stock or the top discard) and the top discard candidates.
    search_games: tuple[str, ...] = ("romme",)
    search_worlds = 0
    search_candidates = 3
    search_draw = False      # measured harmful: the playouts overrate pile takes (BOTS.md)
    search_horizon = 60
    search_margin = 0.0      # a non-default option must beat the default by this win share

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

    def searching(self, v: Variant) -> bool:
        return self.search_worlds > 0 and v.name in self.search_games

    def draw(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        default = super().draw(view, v, rng)
        if not (self.search_draw and self.searching(v)) or v.fanned_discard or not self.pile_options(view, v):
            return default
        seat = view.seat
        assert seat is not None        # a bot always plays a seat
        opts: list[PlayerAction] = [default]
        other = DrawStock(seat) if isinstance(default, TakeDiscard) else TakeDiscard(seat, 1)
        opts.append(other)
        vals = self.search(view, v, opts)
        return other if vals[1] > vals[0] + self.search_margin else default

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
        extend = view.opened[view.seat]
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
        if self.searching(v) and len(valued) > 1:
            cands = [c for _v, c in valued[:self.search_candidates]]
            seat = view.seat
            assert seat is not None
            vals = self.search(view, v, [Discard(seat, c) for c in cands], known)
            best = max(range(len(cands)), key=lambda i: (vals[i], -i))
            if vals[best] > vals[0] + self.search_margin:
                return cands[best]
            return cands[0]
        if self.mc_worlds and v.name in self.mc_games and len(valued) > 1:
            return self.mc_pick(view, v, [c for _v, c in valued[:self.mc_candidates]], known)
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
        seat = view.seat
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

    def mc_pick(self, view: View, v: Variant, cands: Sequence[CardId], known: list[set[CardId]]) -> CardId:
        """The candidate discard with the best mean rollout value over sampled
        worlds. Every candidate is played in the same worlds with the same
        chance and policy randomness (common random numbers), so the comparison
        measures the discard, not the luck. Ties keep the lookahead's order."""
        seat = view.seat
        rng = random.Random(f"mc/{self.seed}/{view.round_no}/{view.turn_no}/{len(view.log)}")
        pols = self.policies(v, len(view.hand_counts))
        totals = [0.0] * len(cands)
        for _w in range(self.mc_worlds):
            world = sample_world(view, v, rng, known)
            wseed = rng.random()
            for i, c in enumerate(cands):
                st = apply(world, Discard(seat, c))
                end = rollout(st, pols, random.Random(wseed), self.mc_horizon)
                totals[i] += seat_value(end, seat)
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]

    # ------------------------------------------------------------ fast search
    def search(self, view: View, v: Variant, options: Sequence[PlayerAction],
               known: list[set[CardId]] | None = None) -> list[float]:
        """Per option, the share of sampled worlds in which this seat goes out
        first when the round is played on with the fast playout policy.

        Why this value: with target 1 (and in a close race generally) going
        out first decides the match. Every option is played in the same worlds
        (same opponent hands, same stock order), so their difference measures
        the option rather than the luck of the draw (common random numbers)."""
        seat = view.seat
        assert seat is not None        # a bot always plays a seat
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
