"""Easy and Normal: rule-of-thumb players built on the exact solver.

Why two: Easy is for beginners to beat (it plays legally and lays what it
can, but throws cards away without a plan); Normal plays a sound game: it
measures every choice with the solver, watches what the next player collects
and avoids feeding them, takes from the discard pile when that pays, holds
back for a doubled one-go finish when close, and knocks in Rommé when a card
is worth the two penalty cards.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..actions import DrawStock, PlayerAction, SwapJoker, TakeDiscard
from ..cards import CardId, card_type, is_joker
from ..solver import LayPlan, best_lay
from ..state import EventKind, Phase
from ..variants import Variant, card_hand_value
from ..views import View
from .base import (Bot, blocked_discards, discardable, going_out_melds, legal_best_lay, neighbours,
                   partner_score, remove_cards, seat_of, type_counts)
from .knowledge import fits, known_hands, table_layoff_types, unseen_counts


LONG_ROUND = 300


def own_discards(view: View) -> set[CardId]:
    return {c for e in view.log if e.seat == seat_of(view) and e.kind in (EventKind.DISCARD, EventKind.TIMEOUT_DISCARD)
            for c in e.cards}


def pile_depths(view: View, v: Variant) -> list[int]:
    """How many pile cards this seat may take (RULES.md §13 and §20), at most 12
    deep in Jolly (deeper takes are never worth weighing)."""
    if not view.discard:
        return []
    if v.fanned_discard:
        if not view.opened[seat_of(view)]:
            return []
        top = min(len(view.discard), v.max_hand - len(view.hand), 12)
        return list(range(1, top + 1))
    return [1] if len(view.hand) + 1 <= v.max_hand else []


class EasyBot(Bot):
    """Legal and eager to lay, but discards without a plan."""

    name = "easy"

    def pick_swap(self, view: View, v: Variant) -> SwapJoker | None:
        return None

    def pick_discard(self, view: View, v: Variant, rng: random.Random) -> CardId:
        options = discardable(view, v)
        plan = best_lay(view.hand, v, keep=0)
        in_plan = {c for m in plan.melds for c in m}
        pool = [c for c in options if not is_joker(c) and c not in in_plan] or \
            [c for c in options if not is_joker(c)] or options
        return rng.choice(sorted(pool))


class NormalBot(Bot):
    """A sound heuristic player; Strong reuses it with search on top."""

    name = "normal"
    take_margin = 4.0        # pile take must beat a stock draw by this much (util points)
    penalty_weight = 0.35    # weight of hand value in the utility
    partner_weight = 1.5     # weight of meld-closeness of unlaid cards
    danger_weight = 5.0      # weight of feeding the next player
    hold_back_rest = 2       # hold back for a one-go finish with at most this many cards left
    knock_gain = 18.0
    card_weight = 0.0        # weight of the number of cards left (speed to go out)
    out_bonus = 0.0          # bonus for a hand that can go out now (Normal: none)

    # ------------------------------------------------------------ evaluation
    def util(self, view: View, v: Variant, hand: Sequence[CardId], extend: bool,
             unseen: Sequence[int] | None = None, blocked: set[CardId] | None = None) -> float:
        """How good a hand is for this seat now: laid value it can reach,
        minus what stays in hand, plus how close the rest is to melds."""
        keep = 1 if v.final_discard_required else 0
        plan = best_lay(hand, v, keep=keep)
        laid = {c for m in plan.melds for c in m}
        rest = [c for c in hand if c not in laid]
        if blocked and rest and all(c in blocked for c in rest):
            return -1e9
        opened = view.opened[seat_of(view)]
        pts = float(plan.points)
        if not opened and not v.opens_with(plan.points):
            pts *= 0.6
        if extend and view.melds:
            fit = table_layoff_types(view)
            left = []
            for c in rest:
                if not is_joker(c) and fits(fit, card_type(c)):
                    pts += min(card_hand_value(c, v), 10)
                else:
                    left.append(c)
            rest = left
        pen = sum(card_hand_value(c, v) for c in rest)
        counts = type_counts(rest)
        close = sum(partner_score(c, rest, unseen, counts) for c in rest)
        if self.out_bonus and len(rest) <= 1 and (opened or v.opens_with(plan.points)):
            # Everything but one card can be laid: going out (wins a one-round match).
            pts += self.out_bonus
        return (pts - self.penalty_weight * pen * self.urgency(view) - self.speed_weight(view, v) * len(rest)
                + self.partner_weight * close)

    def speed_weight(self, view: View, v: Variant) -> float:
        """The weight of each card left in hand: how much this player plays for
        speed (going out first) rather than for points. A hook so that a level
        may weigh speed per game and table size without copying the utility."""
        return self.card_weight

    def urgency(self, view: View) -> float:
        """Hand value matters more when someone is about to go out."""
        seat = seat_of(view)
        least = min((n for s, n in enumerate(view.hand_counts) if s != seat and view.active[s]),
                    default=13)
        if least <= 2:
            return 3.0
        if least <= 5:
            return 1.8
        return 1.0

    # ------------------------------------------------------------ draw
    def pile_options(self, view: View, v: Variant) -> list[int]:
        if not view.discard or view.turn_no >= LONG_ROUND:
            return []   # very long rounds: draw from the stock so the round must end
        mine = own_discards(view)
        if view.discard[-1] in mine:
            return []   # never take back our own discard: two bots could pass it forever
        return pile_depths(view, v)

    def going_out_take(self, view: View, v: Variant) -> int | None:
        """How many pile cards to take to go out this turn with them, if any
        number does. Why a rule before the valuation: the utility scores the
        most points laid, not going out, and a hand that can end the round now
        (at a target of 1: win the match) must not draw from the stock instead."""
        for k in pile_depths(view, v):        # own discards too: going out ends any passing
            taken = view.discard[-k:]
            blocked = set(v.blocked_discards(taken))
            if going_out_melds(view, v, list(view.hand) + list(taken), blocked) is not None:
                return k
        return None

    def draw(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        out = self.going_out_take(view, v)
        if out is not None:
            return TakeDiscard(seat_of(view), out)
        return self.valued_draw(view, v)

    def valued_draw(self, view: View, v: Variant) -> PlayerAction:
        """The draw by the utility, once no pile take goes out (why apart:
        Expert checks the going-out take itself first, and weighs this draw
        against its alternative in the search)."""
        ks = self.pile_options(view, v)
        if not ks:
            return DrawStock(seat_of(view))
        extend = view.opened[seat_of(view)]
        unseen = unseen_counts(view)
        base = self.stock_value(view, v, extend, unseen)
        best_k, best = self.best_take(view, v, ks, extend, unseen)
        return TakeDiscard(seat_of(view), best_k) if best > base + self.take_margin else DrawStock(seat_of(view))

    def best_take(self, view: View, v: Variant, ks: Sequence[int], extend: bool,
                  unseen: Sequence[int]) -> tuple[int, float]:
        """The number of pile cards worth taking most, and the hand's utility then."""
        best_k, best = ks[0], float("-inf")
        for k in ks:
            taken = view.discard[-k:]
            hand = list(view.hand) + list(taken)
            u = self.util(view, v, hand, extend, unseen, blocked=set(v.blocked_discards(taken)) or None)
            if u > best:
                best_k, best = k, u
        return best_k, best

    def stock_value(self, view: View, v: Variant, extend: bool, unseen: Sequence[int]) -> float:
        """Value of drawing from the stock (Normal: the hand as it is)."""
        return self.util(view, v, view.hand, extend, unseen)

    # ------------------------------------------------------------ opening
    def should_open(self, view: View, v: Variant, plan: LayPlan) -> bool:
        if not v.hand_rummy or self.hold_back_rest <= 0:
            return True
        rest = len(view.hand) - plan.cards_laid
        if rest <= 1:
            return True       # going out now, doubled
        seat = seat_of(view)
        others = [n for s, n in enumerate(view.hand_counts) if s != seat and view.active[s]]
        if rest <= self.hold_back_rest and min(others) >= 8 and view.stock_size >= 25:
            return False
        return True

    # ------------------------------------------------------------ discard
    def danger(self, view: View, v: Variant, card: CardId, known: list[set[CardId]]) -> float:
        """How much discarding ``card`` helps the next player."""
        if is_joker(card):
            return 10.0
        seat = seat_of(view)
        n = len(view.hand_counts)
        nxt = next((seat + k) % n for k in range(1, n + 1) if view.active[(seat + k) % n])
        d = 0.0
        if view.opened[nxt] and fits(table_layoff_types(view), card_type(card)):
            d += 1.5
        t = card_type(card)
        r, s = t % 13, t // 13
        theirs = {card_type(c) for c in known[nxt] if not is_joker(c)}
        if theirs:
            same = sum(1 for s2 in range(4) if s2 != s and s2 * 13 + r in theirs)
            seq = sum(1 for rr, dd in neighbours(r) if dd == 1 and s * 13 + rr in theirs)
            d += 0.8 * same + 0.8 * seq
            if same >= 2 or seq >= 2:
                d += 1.0
        # They just threw away the same rank or suit neighbours: they are not collecting it.
        for e in reversed(view.log[-12:]):
            if e.seat == nxt and e.kind == EventKind.DISCARD and e.cards:
                t2 = card_type(e.cards[0])
                if t2 % 13 == r or (t2 // 13 == s and abs(t2 % 13 - r) <= 1):
                    d -= 0.5
                break
        return max(d, 0.0) * self.danger_weight

    def discard_scores(self, view: View, v: Variant) -> dict[CardId, float]:
        """Lower is a better discard."""
        options = discardable(view, v)
        hand = view.hand
        known = known_hands(view)
        unseen = unseen_counts(view, known)
        plan = best_lay(hand, v, keep=0)
        in_plan = {c for m in plan.melds for c in m}
        urg = self.urgency(view)
        counts = type_counts(hand)
        out: dict[CardId, float] = {}
        done: dict[int, float] = {}
        for c in options:
            t = card_type(c)
            if t in done:
                out[c] = done[t]
                continue
            keep = 0.0
            if is_joker(c):
                keep += 200.0
            if c in in_plan:
                keep += 40.0
            keep += self.partner_weight * 2 * partner_score(c, hand, unseen, counts)
            keep -= self.penalty_weight * card_hand_value(c, v) * urg
            keep += self.danger(view, v, c, known)
            done[t] = keep
            out[c] = keep
        return out

    def pick_discard(self, view: View, v: Variant, rng: random.Random) -> CardId:
        scores = self.discard_scores(view, v)
        return min(scores, key=lambda c: (scores[c], c))

    # ------------------------------------------------------------ knock
    def wants_knock(self, view: View) -> bool:
        gain = self.knock_value(view)
        return gain is not None and gain >= self.knock_gain

    def knock_value(self, view: View) -> float | None:
        """What claiming the card just discarded is worth to this hand, net of
        the two penalty cards; None when this seat may not knock now."""
        v = self.variant_of(view)
        seat = seat_of(view)
        if not (v.knock and view.knock_open and view.discard and view.phase is Phase.DRAW):
            return None
        if seat in (view.current, view.last_discarder) or view.stock_size < 2:
            return None
        if len(view.hand) + 3 > v.max_hand:
            return None
        top = view.discard[-1]
        extend = view.opened[seat]
        before = self.util(view, v, view.hand, extend)
        after = self.util(view, v, list(view.hand) + [top], extend)
        # Two unknown penalty cards cost about their average hand value.
        return after - before - 2 * 7 * self.penalty_weight
