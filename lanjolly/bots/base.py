"""The bot interface and the turn skeleton every strength shares.

A bot sees one :class:`~lanjolly.views.View` per decision and returns one
action; it never gets a :class:`~lanjolly.round.RoundState`. A turn is a
sequence of decisions (draw, then swaps / melds / lay-offs, then discard),
each taken afresh from the current view, so a bot holds no hidden per-turn
state that could drift from the table. Strengths differ in the hooks:
how to draw, whether to open now, and which card to discard.
"""

from __future__ import annotations

import random
from typing import AbstractSet, Sequence

from ..actions import Discard, DrawStock, LayMelds, LayOff, PlayerAction, SwapJoker
from ..cards import CARD_TYPES, JOKER_TYPE, CardId, card_type, is_joker
from .. import goingout
from ..goingout import best_lay_going_out, going_out_plan, lay_offs_allowed
from ..melds import Meld, layoff_ends
from ..solver import EMPTY_PLAN, LayPlan, best_lay
from ..state import Phase
from ..variants import Variant, card_hand_value
from ..views import View
from .knowledge import fits, joker_freeing_types, table_layoff_types, table_meld


class Bot:
    """Base bot: legal play with simple hooks; subclasses make it strong."""

    name = "bot"

    def __init__(self, seed: int = 0, variant: Variant | None = None) -> None:
        self.seed = seed
        self.variant = variant

    # ------------------------------------------------------------ public API
    def choose(self, view: View, rng: random.Random) -> PlayerAction:
        """The next action for the view's seat, whose turn it is."""
        v = self.variant_of(view)
        if view.phase is Phase.DRAW:
            return self.draw(view, v, rng)
        return self.play(view, v, rng)

    def wants_knock(self, view: View) -> bool:
        """Rommé option (RULES.md §24): claim the card just discarded?"""
        return False

    # ------------------------------------------------------------ helpers
    def variant_of(self, view: View) -> Variant:
        """The table's rules, options included: the view carries them."""
        return view.variant

    def draw(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        return DrawStock(seat_of(view))

    def play(self, view: View, v: Variant, rng: random.Random) -> PlayerAction:
        seat = seat_of(view)
        hand = view.hand
        opened = view.opened[seat]
        extend = opened and not view.opened_this_turn
        if extend and not v.swapped_joker_must_be_laid:
            swap = self.pick_swap(view, v)
            if swap is not None:
                return swap
        plan = self.lay_plan(view, v)
        if plan.melds:
            return LayMelds(seat, plan.melds)
        if extend:
            lo = self.pick_layoff(view, v)
            if lo is not None:
                return lo
        return Discard(seat, self.pick_discard(view, v, rng))

    # ------------------------------------------------------------ hooks
    def should_open(self, view: View, v: Variant, plan: LayPlan) -> bool:
        return True

    def pick_discard(self, view: View, v: Variant, rng: random.Random) -> CardId:
        options = discardable(view, v)
        naturals = [c for c in options if not is_joker(c)] or options
        return max(naturals, key=lambda c: (card_hand_value(c, v), c))

    def pick_swap(self, view: View, v: Variant) -> SwapJoker | None:
        blocked = blocked_discards(view, v)
        for m in view.melds:
            jokers = [c for c in m.cards if is_joker(c)]
            if not jokers:
                continue
            for j in jokers:
                frees = joker_freeing_types(m.cards, j)
                if not frees:
                    continue
                for c in view.hand:
                    if not is_joker(c) and fits(frees, card_type(c)):
                        # RULES.md §3/4: the swap must leave a card we may discard.
                        if blocked and all(x in blocked for x in view.hand if x != c) and j in blocked:
                            continue
                        return SwapJoker(seat_of(view), c, m.meld_id, j)
        return None

    def pick_layoff(self, view: View, v: Variant, jokers_ok: bool | None = None) -> LayOff | None:
        hand = view.hand
        if jokers_ok is None:
            jokers_ok = len(hand) <= 3
        blocked = blocked_discards(view, v)
        fit = table_layoff_types(view)
        for c in sorted(hand, key=lambda c: (is_joker(c), -card_hand_value(c, v))):
            if is_joker(c):
                if not jokers_ok:
                    continue
            elif not fits(fit, card_type(c)):
                continue
            rest = [x for x in hand if x != c]
            if v.final_discard_required or rest:
                if not any(x not in blocked for x in rest):
                    continue
            for m in view.melds:
                ends = layoff_ends(table_meld(m.cards), c)
                if ends:
                    return LayOff(seat_of(view), c, m.meld_id, ends[0])
        return None

    def lay_plan(self, view: View, v: Variant) -> LayPlan:
        """Melds to lay now (already checked to leave a card we may discard)."""
        hand = view.hand
        opened = view.opened[seat_of(view)]
        plan = legal_best_lay(view, v)
        if not plan.melds:
            return EMPTY_PLAN
        if not opened and (not v.opens_with(plan.points) or not self.should_open(view, v, plan)):
            return EMPTY_PLAN
        return plan


def seat_of(view: View) -> int:
    """The seat a bot plays: bots get a seat's view, never a spectator's."""
    if view.seat is None:
        raise ValueError("a bot needs a seat's view, not a spectator's")
    return view.seat


def blocked_discards(view: View, v: Variant) -> set[CardId]:
    return set(v.blocked_discards(view.taken_this_turn))


def discardable(view: View, v: Variant) -> list[CardId]:
    blocked = blocked_discards(view, v)
    out = [c for c in view.hand if c not in blocked]
    return out or list(view.hand)


def remove_cards(hand: Sequence[CardId], cards: Sequence[CardId]) -> list[CardId]:
    gone = set(cards)
    return [c for c in hand if c not in gone]


def legal_best_lay(view: View, v: Variant, hand: Sequence[CardId] | None = None) -> LayPlan:
    """The best lay that still leaves a card this seat may discard (RULES.md §3/4):
    the one of most points, unless that does not go out and another lay does
    (:func:`lanjolly.goingout.best_lay_going_out`: the most points may leave
    two cards where fewer points leave only the final discard)."""
    hand = list(view.hand if hand is None else hand)
    blocked = blocked_discards(view, v)
    plan = best_lay_going_out(hand, v, table_of(view), opened=view.opened[seat_of(view)],
                              lay_offs=may_lay_off(view), blocked=blocked)
    if not plan.melds:
        return plan
    rest = remove_cards(hand, [c for m in plan.melds for c in m])
    if not rest or any(c not in blocked for c in rest) or not blocked:
        return plan
    best = EMPTY_PLAN
    seen: set[int] = set()
    for d in hand:
        if d in blocked or card_type(d) in seen:
            continue
        seen.add(card_type(d))
        p = best_lay([c for c in hand if c != d], v, keep=0)
        if p.points > best.points:
            best = p
    return best


def may_lay_off(view: View) -> bool:
    """RULES.md §7: lay-offs from the turn after opening, onto a table that has melds."""
    return lay_offs_allowed(view.opened[seat_of(view)], view.opened_this_turn) and bool(view.melds)


def table_of(view: View) -> tuple[Meld, ...]:
    """The view's melds as engine melds (cached per meld)."""
    return tuple(table_meld(m.cards) for m in view.melds)


def goes_out_with(view: View, v: Variant, plan: LayPlan, hand: Sequence[CardId] | None = None) -> bool:
    """Would laying ``plan`` from ``hand`` (default: the seat's), plus the
    lay-offs this seat may make, leave at most the final discard?"""
    laid = {c for m in plan.melds for c in m}
    rest = [c for c in (view.hand if hand is None else hand) if c not in laid]
    return lays_off_rest(view, rest, 1 if v.final_discard_required else 0)


def lays_off_rest(view: View, rest: Sequence[CardId], keep: int) -> bool:
    """Can this seat lay off all of ``rest`` on the table this turn, one card
    after another, but ``keep`` of them (the final discard)? The engine's
    question (:func:`lanjolly.goingout.lays_off_rest`) asked of the view."""
    if len(rest) <= keep:
        return True
    return goingout.lays_off_rest(rest, table_of(view), keep, may_lay_off(view))


def going_out_melds(view: View, v: Variant, hand: Sequence[CardId] | None = None,
                    blocked: AbstractSet[CardId] = frozenset()) -> LayPlan | None:
    """Melds with which ``hand`` (default: the seat's) goes out this turn, the
    other cards laid off on the table but the final discard, which may not be
    one of ``blocked``; None when it cannot go out.

    Why: going out ends the round and, at a target of 1, wins the match; a
    bot that can go out must find it whatever else scores more points. The
    engine answers (:func:`lanjolly.goingout.going_out_plan`, the question
    the Lay cards hint and the blunder audit ask too)."""
    hand = list(view.hand if hand is None else hand)
    return going_out_plan(hand, v, table_of(view), opened=view.opened[seat_of(view)],
                          lay_offs=may_lay_off(view), blocked=blocked)


def neighbours(r: int) -> list[tuple[int, int]]:
    """(rank index, distance) of same-suit neighbours of rank index r (0 = ace)."""
    return list(_NEIGHBOURS[r])


def _neighbours(r: int) -> tuple[tuple[int, int], ...]:
    out = []
    for d in (1, 2):
        for rr in (r - d, r + d):
            if 0 <= rr <= 12:
                out.append((rr, d))
            elif rr == 13:
                out.append((0, d))     # Q-K-A: the ace above the king
    if r == 0:
        out += [(12, 1), (11, 2)]
    return tuple(out)


_NEIGHBOURS = tuple(_neighbours(r) for r in range(13))
# Per card type: (types of the same rank in other suits, (type, weight) of suit
# neighbours, the same as a flat tuple for the live-card count).
_PARTNERS = tuple(
    (tuple(s2 * 13 + t % 13 for s2 in range(4) if s2 != t // 13),
     tuple(((t // 13) * 13 + rr, 2.0 if d == 1 else 1.0) for rr, d in _NEIGHBOURS[t % 13]))
    for t in range(JOKER_TYPE))


def partner_types(t: int) -> tuple[tuple[int, ...], tuple[tuple[int, float], ...]]:
    """The natural card types that meld with type ``t``: the same rank in the
    other suits, and the suit neighbours (two apart at most) with their weight."""
    return _PARTNERS[t]


def type_counts(hand: Sequence[CardId]) -> list[int]:
    counts = [0] * CARD_TYPES
    for c in hand:
        counts[card_type(c)] += 1
    return counts


def partner_score(card: CardId, hand: Sequence[CardId], unseen: Sequence[int] | None = None,
                  counts: Sequence[int] | None = None) -> float:
    """How close ``card`` is to a meld with the rest of the hand (why: a card
    with partners is a future meld; a loner is the natural discard).

    ``counts`` (type counts of ``hand``, from :func:`type_counts`) saves
    recounting when scoring every card of one hand; the card's own type is
    never consulted, so including the card itself changes nothing."""
    if is_joker(card):
        return 100.0
    t = card_type(card)
    if counts is None:
        counts = type_counts(hand)
    same, seq = _PARTNERS[t]
    score = 0.0
    for x in same:
        if counts[x]:
            score += 2.0
    for x, w in seq:
        if counts[x]:
            score += w
    if unseen is not None and score:
        live = sum(unseen[x] for x in same)
        live += sum(unseen[x] for x, _w in seq)
        score *= 0.5 + min(live, 6) / 12
    return score
