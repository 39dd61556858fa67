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

from ..cards import CardId, card_type
from ..variants import Variant
from ..views import View
from .heuristic import NormalBot
from .knowledge import known_hands, unseen_counts

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
        best, best_v = short[0], -1e18
        for c in short:
            rest = [x for x in view.hand if x != c]
            val = self.lookahead_weight * self.expected_after_draw(view, v, rest, extend, unseen)
            val -= self.danger(view, v, c, known)
            if val > best_v:
                best, best_v = c, val
        return best
