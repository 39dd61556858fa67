"""ElGamal over secp256k1 with a joint key: ciphertexts, re-encryption, shares, decryption.

A card ``M`` under the joint key ``H = Σ h_k`` is ``(C1, C2) = (r·G, M + r·H)``. Key holder
``k`` opens its part with the share ``D_k = x_k·C1``; ``C2 - Σ D_k = M`` once every holder's
share is in. Re-encryption adds ``(s·G, s·H)``: the card stays, the link to the input goes.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Iterable, Sequence

from .._encoding import fields, text_or_bytes, u32
from .group import POINT_LEN, G, GroupError, Point, add, base_mul, decode_point

CONTEXT_DOMAIN = b"lanjolly/blind/v1/context"


@dataclass(frozen=True, slots=True)
class Ciphertext:
    c1: Point
    c2: Point

    def encode(self) -> bytes:
        return self.c1.encode() + self.c2.encode()

    def reencrypt(self, s: int, joint: Point) -> "Ciphertext":
        return Ciphertext(add(self.c1, base_mul(s)), add(self.c2, joint * s))


CIPHERTEXT_LEN = 2 * POINT_LEN


def context_id(table_id: str | bytes, round_no: int, attempt: int) -> bytes:
    """The 32 bytes every challenge of one round's attempt is bound to (PROTOCOL.md §17.3)."""
    return hashlib.sha256(fields(CONTEXT_DOMAIN, text_or_bytes(table_id), u32(round_no),
                                 u32(attempt))).digest()


def public_encryption(card: Point, joint: Point) -> Ciphertext:
    """The deterministic encryption with r = 1, ``(G, M + H)``: the deck before the first shuffle."""
    return Ciphertext(G, add(card, joint))


def decrypt(ct: Ciphertext, shares: Iterable[Point]) -> Point:
    """``C2 - Σ shares``: the card's point once every key holder's share is among them."""
    return ct.c2 - add(*shares)


def encode_deck(deck: Sequence[Ciphertext]) -> bytes:
    return b"".join(c.encode() for c in deck)


def decode_deck(data: bytes, count: int) -> list[Ciphertext]:
    if len(data) != count * CIPHERTEXT_LEN:
        raise GroupError(f"a deck of {count} is {count * CIPHERTEXT_LEN} bytes")
    out = []
    for i in range(0, len(data), CIPHERTEXT_LEN):
        out.append(Ciphertext(decode_point(data[i:i + POINT_LEN]),
                              decode_point(data[i + POINT_LEN:i + CIPHERTEXT_LEN])))
    return out
