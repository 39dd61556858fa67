"""What a seat can infer from its view alone: known opponent cards, unseen cards.

Why: the bots must decide from the view only, yet the public log tells a lot.
Cards an opponent took from the discard pile (or by knocking) are known to be
in that hand until the log shows them laid or discarded again; everything not
visible anywhere is "unseen" (in the stock or in some hand).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from ..cards import CARD_TYPES, JOKER_TYPE, CardId, card_type, copies
from ..errors import IllegalMeld
from ..melds import Meld, MeldKind, check_meld_ordered, layoff_ends, rank_of_value, swap_joker
from ..infostate import known_hands
from ..views import View

__all__ = ["known_hands", "unseen_counts", "table_meld", "meld_layoff_types", "layoff_types",
           "table_layoff_types", "joker_freeing_types", "TypeMask", "fits", "mask_types"]

# A set of natural card types (0..51) as the bits of an int: bit t set, type t in the set.
# Why not a frozenset: the caches below hold tens of thousands of these for the process's
# life, and a frozenset is an object Python's garbage collector walks at every full
# collection (their 43,000 frozensets, with the cached melds, made those collections
# pause 100-190 ms inside Expert's 0.3 s decisions; BOTS.md, "Speed"); an int is not.
TypeMask = int


def fits(mask: TypeMask, t: int) -> bool:
    """Is card type ``t`` in ``mask`` (a joker's type never is)?"""
    return bool(mask >> t & 1)


def mask_types(mask: TypeMask) -> Iterator[int]:
    """The types in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


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


@lru_cache(maxsize=4_096)
def table_meld(cards: tuple[CardId, ...]) -> Meld:
    """A laid meld rebuilt from its cards (cached: tables change slowly; the
    fits below are cached as ints apart, so this cache stays small: every
    cached ``Meld`` is an object the garbage collector walks)."""
    return check_meld_ordered(cards)


def _free_id(t: int, cards: tuple[CardId, ...]) -> CardId:
    """A physical card of type ``t`` not in ``cards`` (fits depend on the type only)."""
    first, second = copies(t)
    return first if first not in cards else second


@lru_cache(maxsize=50_000)
def meld_layoff_types(cards: tuple[CardId, ...]) -> TypeMask:
    """Natural card types (0..51) that fit some end of this laid meld.

    Why: the bots ask "does this card lay off anywhere?" for every card of
    every hand they evaluate; the answer depends only on the meld and the
    card's type, so it is computed once per meld (the profile's top cost)."""
    meld = table_meld(cards)
    out = 0
    for t in _near_types(meld):
        if layoff_ends(meld, _free_id(t, cards)):
            out |= 1 << t
    return out


def _near_types(meld: Meld) -> tuple[int, ...]:
    """The only natural types that could fit ``meld``: its rank in every suit
    (a group), or the values just below and above it in its suit (a
    sequence). :func:`layoff_ends` still decides; this only spares asking it
    for the other 50 types."""
    if meld.kind is MeldKind.GROUP:
        return tuple(s * 13 + meld.rank - 1 for s in range(4))
    values = [x for x in (meld.start - 1, meld.end_value + 1) if 1 <= x <= 14]
    return tuple(meld.suit * 13 + rank_of_value(x) - 1 for x in values)


@lru_cache(maxsize=20_000)
def layoff_types(melds: tuple[tuple[CardId, ...], ...]) -> TypeMask:
    """Natural card types that fit some meld on this table."""
    out = 0
    for cards in melds:
        out |= meld_layoff_types(cards)
    return out


def table_layoff_types(view: View) -> TypeMask:
    return layoff_types(tuple(m.cards for m in view.melds))


@lru_cache(maxsize=20_000)
def joker_freeing_types(cards: tuple[CardId, ...], joker: CardId) -> TypeMask:
    """Natural types that free ``joker`` from this meld (cached like lay-offs)."""
    meld = table_meld(cards)
    out = 0
    for t in range(JOKER_TYPE):
        try:
            swap_joker(meld, joker, _free_id(t, cards))
        except IllegalMeld:
            continue
        out |= 1 << t
    return out
