"""Points nobody knows the discrete logarithm of: the 110 card points and the shuffle's generators.

Hash-to-curve by try-and-increment (PROTOCOL.md §17.2): ``x = SHA-256(F(domain, U32(index),
U32(counter)))`` for counter 0, 1, ... until ``02 || x`` is a point (libsecp256k1 decides; it
refuses x >= p and x with no square root of x^3 + 7). The result is the point with even y.
Why not RFC 9380's ``secp256k1_XMD:SHA-256_SSWU_RO_``: no maintained library on our list offers
it for secp256k1, and it needs a 3-isogeny map in field arithmetic we would write ourselves.
Try-and-increment is not constant time, which does not matter here: its inputs (card ids,
generator indices) are public constants. Each output's discrete log is unknown because x is a
hash output, which is all the scheme needs: a re-encryption that does not follow the rules
decrypts to a point that is no card, instead of to another card.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from lanjolly.cards import DECK_SIZE

from .._encoding import fields, u32
from .group import GroupError, Point, decode_point

CARD_DOMAIN = b"lanjolly/blind/v1/card"
GEN_DOMAIN = b"lanjolly/blind/v1/generator"
_MAX_TRIES = 256  # the chance that 256 candidates all fail is about 2^-256


def hash_to_curve(domain: bytes, index: int) -> Point:
    """The first ``02 || SHA-256(F(domain, U32(index), U32(counter)))`` that is a point."""
    for counter in range(_MAX_TRIES):
        x = hashlib.sha256(fields(domain, u32(index), u32(counter))).digest()
        try:
            return decode_point(b"\x02" + x)
        except GroupError:
            continue
    raise AssertionError("no point in 256 tries")  # pragma: no cover


@lru_cache(maxsize=1)
def card_points() -> tuple[Point, ...]:
    """``M_0 .. M_109``: card id ``c`` is ``hash_to_curve(CARD_DOMAIN, c)``."""
    return tuple(hash_to_curve(CARD_DOMAIN, c) for c in range(DECK_SIZE))


@lru_cache(maxsize=1)
def _card_lookup() -> dict[bytes, int]:
    return {p.encode(): c for c, p in enumerate(card_points())}


def card_of(point: Point) -> int | None:
    """The card id a decrypted point stands for, or None when it is no card."""
    if point.is_identity:
        return None
    return _card_lookup().get(point.encode())


@lru_cache(maxsize=8)
def generators(n: int) -> tuple[Point, ...]:
    """The shuffle proof's independent generators ``g_0 .. g_n``: ``g_i = hash_to_curve(GEN_DOMAIN, i)``.

    ``g_0`` is the base of the commitment chain, ``g_1 .. g_n`` commit to the permutation.
    """
    return tuple(hash_to_curve(GEN_DOMAIN, i) for i in range(n + 1))
