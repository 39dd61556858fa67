"""Which card types fit a laid meld, as bit masks, cached per meld.

Why in the engine: "does this card lay off anywhere?" is asked for every
card of every hand the bots evaluate and of every hand the going-out
question (:mod:`lanjolly.goingout`) meets; the answer depends only on the
meld and the card's type, so it is computed once per meld.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from .cards import JOKER_IDS, CardId, copies
from .melds import Meld, MeldKind, check_meld_ordered, layoff_ends, rank_of_value

__all__ = ["TypeMask", "fits", "mask_types", "table_meld", "meld_layoff_types", "layoff_types",
           "meld_takes_joker", "table_takes_joker"]

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


@lru_cache(maxsize=4_096)
def table_meld(cards: tuple[CardId, ...]) -> Meld:
    """A laid meld rebuilt from its cards (cached: tables change slowly; the
    fits below are cached as ints apart, so this cache stays small: every
    cached ``Meld`` is an object the garbage collector walks)."""
    return check_meld_ordered(cards)


def free_id(t: int, cards: tuple[CardId, ...]) -> CardId:
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
        if layoff_ends(meld, free_id(t, cards)):
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


@lru_cache(maxsize=20_000)
def meld_takes_joker(cards: tuple[CardId, ...]) -> bool:
    """Does a joker lay off at some end of this laid meld?"""
    joker = next(j for j in JOKER_IDS if j not in cards)
    return bool(layoff_ends(table_meld(cards), joker))


def table_takes_joker(melds: tuple[tuple[CardId, ...], ...]) -> bool:
    return any(meld_takes_joker(cards) for cards in melds)
