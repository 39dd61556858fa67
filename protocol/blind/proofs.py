"""Sigma proofs made non-interactive by Fiat–Shamir: Schnorr and (batched) Chaum–Pedersen.

Every challenge hashes its domain tag, the round's context id (table, round, attempt), the
prover's slot and the whole statement, so a proof is valid for one statement of one prover in
one round only: a replayed or borrowed proof fails. Proofs are sent as ``(c, s)``, 64 bytes;
the verifier recomputes the commitments from them and the hash must give back ``c``
(PROTOCOL.md §17.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .._encoding import fields, u32
import hashlib

from .group import (N, SCALAR_LEN, Point, add, base_mul, decode_scalar, encode_points,
                    encode_scalar, hash_bytes, hash_to_scalar, random_scalar)

KEY_DOMAIN = b"lanjolly/blind/v1/key-proof"
SHARE_DOMAIN = b"lanjolly/blind/v1/share-proof"
WEIGHT_DOMAIN = b"lanjolly/blind/v1/share-weights"
PROOF_LEN = 2 * SCALAR_LEN
Draw = Callable[[], int]  # where nonces come from: the OS generator, or a seeded one in tests
KAT_DOMAIN = b"lanjolly/blind/v1/kat"


def seeded_draw(label: str) -> Draw:
    """Deterministic keys and nonces for vectors and tests, never for play (PROTOCOL.md §17.11):
    ``k_i = Hs("lanjolly/blind/v1/kat", label, U32(i))`` for i = 0, 1, ..."""
    counter = iter(range(2 ** 32))

    def draw() -> int:
        return hash_to_scalar(KAT_DOMAIN, label.encode(), u32(next(counter))) or 1
    return draw


@dataclass(frozen=True, slots=True)
class Proof:
    """A challenge and a response: ``s = k + c·x`` for the nonce ``k`` and the witness ``x``."""
    c: int
    s: int

    def encode(self) -> bytes:
        return encode_scalar(self.c) + encode_scalar(self.s)

    @staticmethod
    def decode(data: bytes) -> "Proof":
        if len(data) != PROOF_LEN:
            raise ValueError("a proof is 64 bytes")
        return Proof(decode_scalar(data[:SCALAR_LEN]), decode_scalar(data[SCALAR_LEN:]))


def prove_key(x: int, ctx: bytes, slot: int, draw: Draw = random_scalar) -> Proof:
    """Schnorr proof of knowledge of ``x`` with ``h = x·G``: stops a rogue joint key."""
    k = draw()
    h = base_mul(x)
    c = _key_challenge(ctx, slot, h, base_mul(k))
    return Proof(c, (k + c * x) % N)


def verify_key(h: Point, proof: Proof, ctx: bytes, slot: int) -> bool:
    if h.is_identity:
        return False
    t = base_mul(proof.s) - h * proof.c
    return _key_challenge(ctx, slot, h, t) == proof.c


def _key_challenge(ctx: bytes, slot: int, h: Point, t: Point) -> int:
    return hash_to_scalar(KEY_DOMAIN, ctx, u32(slot), h.encode(), hash_bytes(t))


def batch_digest(c1s: Sequence[Point], shares: Sequence[Point]) -> bytes:
    """``SHA-256(F(C1_0 || C1_1 ..., D_0 || D_1 ...))``: the batch's statement in 32 bytes."""
    return hashlib.sha256(fields(encode_points(c1s), encode_points(shares))).digest()


def share_weights(ctx: bytes, slot: int, h: Point, digest: bytes, count: int) -> list[int]:
    """Weights of the batch: ``w_0 = 1``, ``w_j = Hs(WEIGHT_DOMAIN, ctx, slot, h, digest, j)``."""
    seed = (ctx, u32(slot), h.encode(), digest)
    return [1] + [hash_to_scalar(WEIGHT_DOMAIN, *seed, u32(j)) for j in range(1, count)]


def prove_shares(x: int, c1s: Sequence[Point], ctx: bytes, slot: int,
                 draw: Draw = random_scalar) -> tuple[list[Point], Proof]:
    """The shares ``D_j = x·C1_j`` and one Chaum–Pedersen proof that all of them use ``x``.

    Batching: with hash-derived weights ``w_j``, one proof of ``log_G h = log_A B`` for
    ``A = Σ w_j·C1_j``, ``B = Σ w_j·D_j``; a single wrong share makes ``B ≠ x·A`` except with
    probability about 1/N.
    """
    shares = [c1 * x for c1 in c1s]
    h = base_mul(x)
    digest = batch_digest(c1s, shares)
    a, b = _combine(ctx, slot, h, digest, c1s, shares)
    k = draw()
    c = _share_challenge(ctx, slot, h, digest, a, b, base_mul(k), a * k)
    return shares, Proof(c, (k + c * x) % N)


def verify_shares(h: Point, c1s: Sequence[Point], shares: Sequence[Point], proof: Proof,
                  ctx: bytes, slot: int) -> bool:
    if len(c1s) != len(shares) or not c1s or h.is_identity:
        return False
    digest = batch_digest(c1s, shares)
    a, b = _combine(ctx, slot, h, digest, c1s, shares)
    t1 = base_mul(proof.s) - h * proof.c
    t2 = a * proof.s - b * proof.c
    return _share_challenge(ctx, slot, h, digest, a, b, t1, t2) == proof.c


def _combine(ctx: bytes, slot: int, h: Point, digest: bytes, c1s: Sequence[Point],
             shares: Sequence[Point]) -> tuple[Point, Point]:
    w = share_weights(ctx, slot, h, digest, len(c1s))
    return add(*(c * k for c, k in zip(c1s, w))), add(*(d * k for d, k in zip(shares, w)))


def _share_challenge(ctx: bytes, slot: int, h: Point, digest: bytes, a: Point, b: Point,
                     t1: Point, t2: Point) -> int:
    return hash_to_scalar(SHARE_DOMAIN, ctx, u32(slot), h.encode(), digest,
                          *(hash_bytes(p) for p in (a, b, t1, t2)))


__all__ = ["Draw", "seeded_draw", "PROOF_LEN", "batch_digest", "Proof", "prove_key", "verify_key", "prove_shares", "verify_shares",
           "share_weights"]
