"""One int per solved lay: what the solver's memo stores (lanjolly/intmemo.py says why ints).

A lay is its melds' card types in laid order, its points and the cards it lays. Packed
from the lowest bits: the cards laid (6 bits), the points (12 bits), then per meld its
length (4 bits) followed by its types (6 bits each, jokers 52), the solver's first meld
lowest. A meld has 3-15 cards, so a length is never 0 and the melds end where the bits do.
"""

from __future__ import annotations

from typing import Sequence

from .meldtables import Shape, shape_types

__all__ = ["NO_LAY", "encode", "decoded_melds", "points_of", "cards_of"]

NO_LAY = -1
PTS_BITS, CARDS_BITS = 12, 6


def encode(found: tuple[Sequence[Shape], int, int] | None) -> int:
    """One int for a solved lay: per meld its card types in laid order (6 bits each) after
    its length (4 bits), then the points and the cards laid; -1 for no lay."""
    if found is None:
        return NO_LAY
    shapes, points, cards = found
    code = 0
    for sh in reversed(shapes):
        types = shape_types(sh)
        assert 3 <= len(types) < 16
        for t in reversed(types):
            code = code << 6 | t
        code = code << 4 | len(types)
    assert 0 <= points < 1 << PTS_BITS and 0 <= cards < 1 << CARDS_BITS
    return (code << PTS_BITS | points) << CARDS_BITS | cards


def decoded_melds(code: int) -> list[tuple[int, ...]]:
    """The card types of each meld of an encoded lay, in the solver's order."""
    code >>= PTS_BITS + CARDS_BITS
    melds: list[tuple[int, ...]] = []
    while code:
        n = code & 15
        code >>= 4
        melds.append(tuple((code >> 6 * i) & 63 for i in range(n)))
        code >>= 6 * n
    return melds


def points_of(code: int) -> int:
    """The lay's points, without decoding its melds (the rollouts ask only this)."""
    return code >> CARDS_BITS & ((1 << PTS_BITS) - 1)


def cards_of(code: int) -> int:
    """How many cards the lay puts down."""
    return code & ((1 << CARDS_BITS) - 1)
