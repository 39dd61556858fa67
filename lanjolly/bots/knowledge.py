"""What a seat can infer from its view alone: known opponent cards, unseen cards.

Why: the bots must decide from the view only, yet the public log tells a lot.
Cards an opponent took from the discard pile (or by knocking) are known to be
in that hand until the log shows them laid or discarded again; everything not
visible anywhere is "unseen" (in the stock or in some hand).
"""

from __future__ import annotations

from functools import lru_cache

from ..cards import CARD_TYPES, JOKER_TYPE, CardId, card_type, copies
from ..errors import IllegalMeld
from ..fitmasks import (TypeMask, free_id, fits, layoff_types, mask_types, meld_layoff_types,
                        table_meld)
from ..melds import swap_joker
from ..infostate import known_hands
from ..views import View

__all__ = ["known_hands", "unseen_counts", "table_meld", "meld_layoff_types", "layoff_types",
           "table_layoff_types", "joker_freeing_types", "TypeMask", "fits", "mask_types"]


def unseen_counts(view: View, known: list[set[CardId]] | None = None) -> list[int]:
    """Copies of each card type (0..51, 52 joker) the seat has not located."""
    counts = [len(copies(t)) for t in range(CARD_TYPES)]
    seen: set[CardId] = set(view.hand) | set(view.discard)
    for m in view.melds:
        seen.update(m.cards)
    for s in known or known_hands(view):
        seen |= s
    for c in seen:
        counts[card_type(c)] -= 1
    return counts


def table_layoff_types(view: View) -> TypeMask:
    return layoff_types(tuple(m.cards for m in view.melds))


@lru_cache(maxsize=20_000)
def joker_freeing_types(cards: tuple[CardId, ...], joker: CardId) -> TypeMask:
    """Natural types that free ``joker`` from this meld (cached like lay-offs)."""
    meld = table_meld(cards)
    out = 0
    for t in range(JOKER_TYPE):
        try:
            swap_joker(meld, joker, free_id(t, cards))
        except IllegalMeld:
            continue
        out |= 1 << t
    return out
