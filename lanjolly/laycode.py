"""One int per solved lay: what the solver's memo stores (lanjolly/intmemo.py says why ints).

A lay is its melds' card types in laid order, its points and the cards it lays. The int's
bytes, lowest first: the cards laid, the points (two bytes), then per meld its length
followed by its card types (jokers 52), the solver's first meld first, and a closing 255
(so a last type of 0 is not lost to the int's length). Bytes rather than packed bits: a
memo hit turns back into melds with ``int.to_bytes`` and slices, done in C (the solver's
hands repeat in every rollout), and a miss costs a few microseconds to pack.
"""

from __future__ import annotations

from typing import Sequence

from .meldtables import Shape, shape_types

__all__ = ["NO_LAY", "encode", "decoded_melds", "points_of", "cards_of"]

NO_LAY = -1
_END = 255


def encode(found: tuple[Sequence[Shape], int, int] | None) -> int:
    """The int of a solved lay (shapes, points, cards laid); :data:`NO_LAY` for none."""
    if found is None:
        return NO_LAY
    shapes, points, cards = found
    if not (0 <= points < 1 << 16 and 0 <= cards < 256):
        raise ValueError(f"no code for a lay of {cards} cards and {points} points")
    out = bytearray((cards, points & 255, points >> 8))
    for sh in shapes:
        types = shape_types(sh)
        out.append(len(types))
        out += bytes(types)
    out.append(_END)
    return int.from_bytes(out, "little")


def decoded_melds(code: int) -> list[tuple[int, ...]]:
    """The card types of each meld of an encoded lay, in the solver's order."""
    raw = code.to_bytes((code.bit_length() + 7) // 8, "little")
    melds: list[tuple[int, ...]] = []
    i, end = 3, len(raw) - 1
    while i < end:
        n = raw[i]
        melds.append(tuple(raw[i + 1:i + 1 + n]))
        i += n + 1
    return melds


def points_of(code: int) -> int:
    """The lay's points, without decoding its melds (the rollouts ask only this)."""
    return code >> 8 & 0xFFFF


def cards_of(code: int) -> int:
    """How many cards the lay puts down."""
    return code & 255
