"""Per-variant tables of meld *shapes*, shared by every solve.

Why a separate module: candidate generation dominated the old solver's time.
Here a hand is reduced to one 14-bit value mask per suit and one 4-bit suit
mask per rank; the melds each mask allows are computed once per (mask, joker
count, ace values) and memoised, so a solve mostly does dictionary look-ups.

A hand is packed into one integer (the *state*): one 3-bit field per card type
in rank-major order (``pos = (rank-1)*4 + suit``, aces first) holding the count
0..2, and a 4-bit joker field on top. A meld's need is packed the same way, so
"does it fit" is one subtraction against guard bits and "lay it" is
``state - need``. Rank-major order keeps the solver's frontier small: groups
stay within one rank and sequences only reach forward.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from functools import lru_cache

from .cards import JOKER_TYPE, card_type
from .melds import group_rank_value, laid_value_of_position, rank_of_value
from .variants import Variant

JOKER_SHIFT = 3 * JOKER_TYPE
JUNIT = 1 << JOKER_SHIFT
NATMASK = JUNIT - 1
# Guard bit 2 of every natural field, bit 3 of the joker field.
GUARD = sum(4 << (3 * p) for p in range(JOKER_TYPE)) | (8 << JOKER_SHIFT)
MAX_JOKERS = 6


def pos_of_type(t: int) -> int:
    """Field index of a natural card type (suit*13 + rank-1) in rank-major order."""
    return (t % 13) * 4 + t // 13


TYPE_OF_POS = [0] * JOKER_TYPE
for _t in range(JOKER_TYPE):
    TYPE_OF_POS[pos_of_type(_t)] = _t
UNIT_OF_TYPE = [1 << (3 * pos_of_type(t)) for t in range(JOKER_TYPE)] + [JUNIT]


def pack(counts: list[int] | tuple[int, ...]) -> int:
    """Counts per type (53 entries) to a state integer."""
    s = 0
    for t in range(JOKER_TYPE):
        c = counts[t]
        if c:
            s += c * UNIT_OF_TYPE[t]
    return s + min(counts[JOKER_TYPE], 7) * JUNIT


def pack_cards(cards: Iterable[int]) -> int:
    s = 0
    for c in cards:
        s += UNIT_OF_TYPE[card_type(c)]
    return s


# A shape: (need, points, ncards, types in laid order or a sequence key, jokers used)
Shape = tuple[int, int, int, tuple[int, ...], int]


def seq_patterns(have: Sequence[bool], jokers: int) -> list[tuple[bool, ...]]:
    """Joker/natural patterns for consecutive positions (True: a joker there), where
    ``have`` says which positions a natural card can fill: no two jokers adjacent, at
    most one joker in three cards, at least one natural. The solver and the shape
    tables both ask it.

    Why not a nested recursive function: one that calls itself holds a reference to
    its own cell, a reference cycle, so every call left ~14 objects that only the
    cyclic garbage collector frees: 31,600 calls in two Rommé deals of Expert, most of
    the 445,000 objects each full collection then had to walk."""
    out: list[tuple[bool, ...]] = []
    _extend_patterns(have, jokers, 0, 0, False, [], out)
    return out


def _extend_patterns(have: Sequence[bool], jokers: int, i: int, used: int, prev: bool,
                     acc: list[bool], out: list[tuple[bool, ...]]) -> None:
    """:func:`seq_patterns` from position ``i`` on, ``acc`` the pattern so far."""
    n = len(have)
    if i == n:
        if not ((n == 3 and used > 1) or used == n):
            out.append(tuple(acc))
        return
    if have[i]:
        acc.append(False)
        _extend_patterns(have, jokers, i + 1, used, False, acc, out)
        acc.pop()
    if used < jokers and not prev:
        acc.append(True)
        _extend_patterns(have, jokers, i + 1, used + 1, True, acc, out)
        acc.pop()


# A raw sequence shape for suit 0: (need, ncards, jokers, start value, pattern bits).
RawSeq = tuple[int, int, int, int, int]


@lru_cache(maxsize=None)
def _seq_points(ace_low: int, ace_high: int) -> tuple[tuple[int, ...], ...]:
    """pts[start][end]: laid value of the sequence of values start..end."""
    val = [0] + [ace_low] + [v if v <= 9 else 10 for v in range(2, 14)] + [ace_high]
    return tuple(tuple(sum(val[start:end + 1]) for end in range(15)) for start in range(15))


@lru_cache(maxsize=200_000)
def suit_shapes(mask: int, jokers: int) -> tuple[RawSeq, ...]:
    """Every sequence (as suit 0) that the present values (bit v for v in
    1..14) and ``jokers`` jokers allow. Independent of suit and variant, so
    the table fills up quickly; shift the need by 3*suit for another suit."""
    out: list[RawSeq] = []
    for start in range(1, 13):
        for end in range(start + 2, min(start + 12, 14) + 1):
            values = range(start, end + 1)
            have = [bool(mask >> v & 1) for v in values]
            if any(not a and not b for a, b in zip(have, have[1:])):
                break
            if have.count(False) > jokers:
                continue
            for pattern in seq_patterns(have, jokers):
                need = 0
                k = 0
                bits = 0
                for i, (v, j) in enumerate(zip(values, pattern)):
                    if j:
                        k += 1
                        bits |= 1 << i
                    else:
                        need += 1 << (3 * pos_of_type(rank_of_value(v) - 1))
                out.append((need + k * JUNIT, len(pattern), k, start, bits))
    return tuple(out)


def seq_types(suit: int, start: int, n: int, bits: int) -> tuple[int, ...]:
    """Card types in laid order of a sequence shape."""
    return tuple(JOKER_TYPE if bits >> i & 1 else suit * 13 + rank_of_value(start + i) - 1
                 for i in range(n))


@lru_cache(maxsize=4096)
def rank_shapes(rank: int, suitmask: int, has_joker: bool, group_value: int) -> tuple[Shape, ...]:
    """Every group of ``rank`` the present suits (and one joker) allow."""
    suits = [s for s in range(4) if suitmask >> s & 1]
    out: list[Shape] = []
    for m in range(1, 1 << len(suits)):
        sub = [suits[i] for i in range(len(suits)) if m >> i & 1]
        types = tuple(s * 13 + rank - 1 for s in sub)
        need = sum(1 << (3 * ((rank - 1) * 4 + s)) for s in sub)
        if len(sub) in (3, 4):
            out.append((need, group_value * len(sub), len(sub), types, 0))
        if has_joker and len(sub) in (2, 3):
            out.append((need + JUNIT, group_value * (len(sub) + 1), len(sub) + 1,
                        types + (JOKER_TYPE,), 1))
    return tuple(out)


def masks_of(state: int) -> tuple[list[int], list[int], int]:
    """Per-suit value masks (bit v, ace also at 14), per-rank suit masks, jokers."""
    suit_masks = [0, 0, 0, 0]
    rank_masks = [0] * 14
    nat = state & NATMASK
    while nat:
        low = nat & -nat
        p = (low.bit_length() - 1) // 3
        r, s = p // 4 + 1, p % 4
        suit_masks[s] |= 1 << r
        rank_masks[r] |= 1 << s
        nat &= ~(7 << (3 * p))
    for s in range(4):
        if suit_masks[s] & 2:
            suit_masks[s] |= 1 << 14
    return suit_masks, rank_masks, min(state >> JOKER_SHIFT, MAX_JOKERS)


_BITS = [bin(i).count("1") for i in range(1 << 15)]


# An ace's laid values (low in a sequence, high in a sequence, in a group): all of a
# variant that the shapes and the solver's caches depend on.
LaidValues = tuple[int, int, int]


def laid_values(variant: Variant) -> LaidValues:
    """The variant's :data:`LaidValues`, a plain tuple of ints. Why not the
    variant itself as a cache key: a key holding the ``Variant`` (a dataclass
    instance) stays tracked by Python's garbage collector for the cache's
    life, so the solver's 65,536 cached solves made every full collection
    walk 65,536 more objects (pauses of 140-260 ms inside Expert's 0.3 s
    decisions; lanjolly/bots/BOTS.md, "Speed"). A tuple of ints is dropped
    from the collector's lists the first time it survives a collection."""
    return (variant.ace_low_laid, variant.ace_high_laid, variant.ace_group_laid)


def shapes_for(state: int, variant: Variant) -> list[Shape]:
    """All melds the hand packed in ``state`` can form (needs already shifted)."""
    return shapes_of(state, laid_values(variant))


def shapes_of(state: int, laid: LaidValues) -> list[Shape]:
    """:func:`shapes_for` with the variant's laid values given."""
    suit_masks, rank_masks, jokers = masks_of(state)
    out: list[Shape] = []
    pts = _seq_points(laid[0], laid[1])
    for suit in range(4):
        mask = suit_masks[suit]
        b = _BITS[mask]
        if b + jokers >= 3:
            # More jokers than naturals + 1 can never sit in one sequence.
            shift = 3 * suit
            for need, n, k, start, bits in suit_shapes(mask, min(jokers, b + 1)):
                out.append((((need & NATMASK) << shift) + k * JUNIT, pts[start][start + n - 1], n,
                            (-1, suit, start, n, bits), k))
    has_j = jokers > 0
    for r in range(1, 14):
        smask = rank_masks[r]
        if _BITS[smask] + has_j >= 3:
            out.extend(rank_shapes(r, smask, has_j, group_rank_value(r, laid[2])))
    return out


def shape_types(shape: Shape) -> tuple[int, ...]:
    """Card types in laid order; sequences keep a compact key ``(-1, suit,
    start, n, joker bits)`` until a solve actually picks them."""
    ref = shape[3]
    if ref and ref[0] == -1:
        return seq_types(*ref[1:])
    return ref
