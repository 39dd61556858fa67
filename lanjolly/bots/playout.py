"""A fast playout of the rest of a round in a sampled world (Strong's search).

Why a separate simulator: the rules engine rebuilds an immutable state and a
view per step (tens of microseconds each), so a playout through it costs
about 2 ms and 50+ worlds per option do not fit a decision budget. This one
keeps plain mutable lists and plays a cheap pattern policy that needs the
meld solver only when a card that connects to the hand arrives:

* draw: the top discard if it completes a three-card pattern in hand (or
  lays off once opened), else the stock;
* lay: the solver's best lay once it reaches the opening (then always);
* lay off naturals that fit the table (once opened before this turn);
* discard the loosest card (fewest meld partners, then the highest penalty).

It is an approximation on purpose (lay-offs do not update the meld they
extend, a reshuffle ends the playout as if the stock ran out), applied alike
to every option compared, so the comparison stays fair (common random numbers).
"""

from __future__ import annotations

from typing import Sequence

from ..cards import CardId, card_type
from ..errors import IllegalMeld
from ..scoring import card_hand_value
from ..solver import best_lay
from ..variants import Variant
from .base import partner_score, type_counts
from .knowledge import meld_layoff_types

JOKER = 104


def completes(hand: Sequence[CardId], card: CardId) -> bool:
    """Does ``card`` make a three-card group or sequence with two naturals in hand?"""
    if card >= JOKER:
        return True
    t = card % 52
    r, s = t % 13, t // 13
    types = {c % 52 for c in hand if c < JOKER}
    if sum(1 for s2 in range(4) if s2 != s and s2 * 13 + r in types) >= 2:
        return True
    have = [False] * 14
    for rr in range(13):
        have[rr] = s * 13 + rr in types
    have[13] = have[0]                      # the ace above the king
    ranks = [r, 13] if r == 0 else [r]
    for x in ranks:
        for a, b in ((x - 2, x - 1), (x - 1, x + 1), (x + 1, x + 2)):
            if 0 <= a and b <= 13 and have[a] and have[b] and not (x == 13 and a <= 0):
                return True
    return False


def has_partner(hand: Sequence[CardId], card: CardId) -> bool:
    """Could ``card`` join any meld with the hand? (A natural needs a natural
    of the same rank or a suit neighbour within two ranks: rulings 5/6 forbid
    a meld of one natural and jokers.)"""
    if card >= JOKER:
        return True
    counts = type_counts(hand)
    return partner_score(card, hand, None, counts) > 0


def laid_types(melds: Sequence[Sequence[CardId]]) -> set[int]:
    out: set[int] = set()
    for m in melds:
        try:
            out |= meld_layoff_types(tuple(m))
        except IllegalMeld:
            pass
    return out


def playout(v: Variant, hands: list[list[CardId]], stock: list[CardId], discard: list[CardId],
            opened: list[bool], fit: set[int], active: Sequence[bool], seat: int, drew: bool,
            max_turns: int, taken: CardId | None = None) -> tuple[int, list[list[CardId]]]:
    """Play on from ``seat``'s turn (``drew``: it has drawn already) until a seat
    goes out, the stock runs dry or ``max_turns`` turns pass. Mutates the lists
    (callers pass copies). ``stock`` is drawn from its end.

    Returns (the seat that went out or -1, the hands at the end)."""
    n = len(hands)
    fresh = [False] * n         # opened this turn: no lay-offs yet (RULINGS 7)
    idle = [False] * n          # the solver's answer still holds (only loners arrived)
    keeps: list[set[CardId]] = [set() for _ in range(n)]   # a sub-opening plan kept together
    opening = v.opening_points
    turns = 0
    while True:
        h = hands[seat]
        if not drew:
            top = discard[-1] if discard else None
            taken = None
            if top is not None and (completes(h, top) or (opened[seat] and top < JOKER and top % 52 in fit)):
                taken = discard.pop()
                h.append(taken)
                idle[seat] = False
            else:
                if not stock:
                    return -1, hands
                c = stock.pop()
                if idle[seat] and c < JOKER and not (opened[seat] and c % 52 in fit) and not has_partner(h, c):
                    pass            # a loner cannot change what the hand may lay
                else:
                    idle[seat] = False
                h.append(c)
        drew = False
        if not idle[seat]:
            plan = best_lay(h, v, keep=1)
            keeps[seat] = set()
            if plan.melds and (opened[seat] or plan.points >= opening):
                gone = {c for m in plan.melds for c in m}
                h[:] = [c for c in h if c not in gone]
                fit |= laid_types(plan.melds)
                if not opened[seat]:
                    opened[seat] = True
                    fresh[seat] = True
            elif plan.melds:
                keeps[seat] = {c for m in plan.melds for c in m}
            idle[seat] = True
        keep_set = keeps[seat]
        if opened[seat] and not fresh[seat] and len(h) > 1:
            for c in [c for c in h if c < JOKER and c % 52 in fit]:
                if len(h) > 1:
                    h.remove(c)
                    keep_set.discard(c)
            if len(h) > 1 and len(h) <= 3:
                for c in [c for c in h if c >= JOKER]:
                    if len(h) > 1 and fit:
                        h.remove(c)
                        keep_set.discard(c)
        fresh[seat] = False
        if len(h) == 1 and h[0] != taken:
            discard.append(h.pop())     # the final discard (RULINGS 4)
            return seat, hands
        options = [c for c in h if c != taken and c < JOKER] or [c for c in h if c != taken] or list(h)
        loose = [c for c in options if c not in keep_set] or options
        counts = type_counts(h)
        out = min(loose, key=lambda c: (partner_score(c, h, None, counts), -card_hand_value(c, v), c))
        if out in keep_set:
            idle[seat] = False
        h.remove(out)
        discard.append(out)
        taken = None
        turns += 1
        if turns >= max_turns:
            return -1, hands
        seat = (seat + 1) % n
        while not active[seat]:
            seat = (seat + 1) % n
