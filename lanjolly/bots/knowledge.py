"""What a seat can infer from its view alone: known opponent cards, unseen cards.

Why: the bots must decide from the view only, yet the public log tells a lot.
Cards an opponent took from the discard pile (or by knocking) are known to be
in that hand until the log shows them laid or discarded again; everything not
visible anywhere is "unseen" (in the stock or in some hand).
"""

from __future__ import annotations

from functools import lru_cache

from ..cards import CardId, card_type
from ..melds import Meld, check_meld_ordered
from ..views import View


def known_hands(view: View) -> list[set[CardId]]:
    """Per seat, the cards the log proves are in that hand right now."""
    known: list[set[CardId]] = [set() for _ in view.hand_counts]
    for e in view.log:
        k = e.kind
        if k in ("take_discard", "knock"):
            known[e.seat].update(e.cards)
        elif k in ("lay", "lay_off", "discard", "timeout_discard"):
            known[e.seat].difference_update(e.cards)
        elif k == "swap":
            known[e.seat].discard(e.cards[0])
            known[e.seat].add(e.cards[1])
    if view.seat is not None:
        known[view.seat] = set(view.hand)
    return known


def unseen_counts(view: View, known: list[set[CardId]] | None = None) -> list[int]:
    """Copies of each card type (0..51, 52 joker) the seat has not located."""
    counts = [2] * 52 + [6]
    seen: set[CardId] = set(view.hand) | set(view.discard)
    for m in view.melds:
        seen.update(m.cards)
    for s in known or known_hands(view):
        seen |= s
    for c in seen:
        counts[card_type(c)] -= 1
    return counts


@lru_cache(maxsize=50_000)
def table_meld(cards: tuple[CardId, ...]) -> Meld:
    """A laid meld rebuilt from its cards (cached: tables change slowly)."""
    return check_meld_ordered(cards)
