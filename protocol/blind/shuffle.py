"""The verifiable re-encryption shuffle: Terelius–Wikström, as written out by Haenni et al.

Haenni, Locher, Koenig, Dubuis, "Pseudo-code algorithms for verifiable re-encryption
mix-nets" (FC 2017 workshops), algorithms GenShuffle / GenProof / CheckProof, in additive
notation and with responses ``s = ω + c·w`` (PROTOCOL.md §17.5 is the normative text). The
output is ``C'_i = C_{π(i)} + (ρ_i·G, ρ_i·H)``. The proof shows, without saying which, that
``π`` is a permutation (commitments ``c_j`` to its matrix, a commitment chain ``ĉ_i`` for the
product of the challenges) and that the outputs re-encrypt the inputs under that permutation.
The proof travels as the commitments ``c``, ``ĉ``, the challenge and the responses; the
verifier recomputes every sigma commitment from them and must hash back to the challenge.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Sequence

from .._encoding import fields, u32
from .elgamal import Ciphertext, encode_deck
from .group import (N, POINT_LEN, SCALAR_LEN, Point, add, base_mul, decode_points, decode_scalars,
                    encode_points, encode_scalars, hash_bytes, hash_to_scalar, msm,
                    random_scalar)
from .points import generators
from .proofs import Draw

U_DOMAIN = b"lanjolly/blind/v1/shuffle-u"
CHALLENGE_DOMAIN = b"lanjolly/blind/v1/shuffle-challenge"


@dataclass(frozen=True, slots=True)
class ShuffleProof:
    commits: tuple[Point, ...]       # c_1..c_n: commitment to the permutation matrix
    chain: tuple[Point, ...]         # ĉ_1..ĉ_n: commitment chain of the permuted u
    c: int                           # the challenge
    s: tuple[int, int, int, int]     # s1..s4
    s_hat: tuple[int, ...]           # ŝ_1..ŝ_n
    s_prime: tuple[int, ...]         # s'_1..s'_n

    def encode(self) -> bytes:
        return (encode_points(self.commits) + encode_points(self.chain)
                + encode_scalars((self.c, *self.s, *self.s_hat, *self.s_prime)))

    @staticmethod
    def decode(data: bytes, n: int) -> "ShuffleProof":
        pts = 2 * n * POINT_LEN
        if len(data) != proof_len(n):
            raise ValueError(f"a shuffle proof of {n} is {proof_len(n)} bytes")
        points = decode_points(data[:pts], 2 * n)
        ks = decode_scalars(data[pts:], 2 * n + 5)
        return ShuffleProof(tuple(points[:n]), tuple(points[n:]), ks[0],
                            (ks[1], ks[2], ks[3], ks[4]), tuple(ks[5:5 + n]), tuple(ks[5 + n:]))


def proof_len(n: int) -> int:
    return 2 * n * POINT_LEN + (2 * n + 5) * SCALAR_LEN


def random_permutation(n: int) -> list[int]:
    """Fisher–Yates from the OS generator: ``out[i] = π(i)``, the input that lands at i."""
    a = list(range(n))
    for i in range(n - 1, 0, -1):
        j = secrets.randbelow(i + 1)
        a[i], a[j] = a[j], a[i]
    return a


def shuffle(deck: Sequence[Ciphertext], joint: Point, ctx: bytes, slot: int,
            perm: Sequence[int] | None = None,
            draw: Draw = random_scalar) -> tuple[list[Ciphertext], ShuffleProof]:
    """Permute and re-encrypt ``deck``; return the output and its proof.

    ``perm`` and ``draw`` are for known-answer tests only; play draws both fresh.
    """
    n = len(deck)
    pi = list(perm) if perm is not None else random_permutation(n)
    rho = [draw() for _ in range(n)]
    out = [deck[pi[i]].reencrypt(rho[i], joint) for i in range(n)]
    return out, _prove(deck, out, joint, ctx, slot, pi, rho, draw)


def _u_values(ctx: bytes, slot: int, joint: Point, deck: Sequence[Ciphertext],
              out: Sequence[Ciphertext], commits: Sequence[Point]) -> list[int]:
    seed = hashlib.sha256(fields(U_DOMAIN, ctx, u32(slot), joint.encode(), encode_deck(deck),
                                 encode_deck(out), encode_points(commits))).digest()
    return [hash_to_scalar(U_DOMAIN, seed, u32(i)) for i in range(len(deck))]


def _challenge(ctx: bytes, slot: int, joint: Point, deck: Sequence[Ciphertext],
               out: Sequence[Ciphertext], commits: Sequence[Point], chain: Sequence[Point],
               t: Sequence[Point]) -> int:
    return hash_to_scalar(CHALLENGE_DOMAIN, ctx, u32(slot), joint.encode(), encode_deck(deck),
                          encode_deck(out), encode_points(commits), encode_points(chain),
                          b"".join(hash_bytes(p) for p in t))


def _prove(deck: Sequence[Ciphertext], out: Sequence[Ciphertext], joint: Point, ctx: bytes,
           slot: int, pi: Sequence[int], rho: Sequence[int], draw: Draw) -> ShuffleProof:
    n = len(deck)
    gens = generators(n)
    h0, hs = gens[0], gens[1:]
    r = [0] * n                                   # commitment randomness, by input index j
    commits: list[Point] = [Point.IDENTITY] * n
    for i in range(n):
        j = pi[i]
        r[j] = draw()
        commits[j] = add(base_mul(r[j]), hs[i])   # c_{π(i)} = r·G + h_i
    u = _u_values(ctx, slot, joint, deck, out, commits)
    u_p = [u[pi[i]] for i in range(n)]           # u'_i = u_{π(i)}
    r_hat = [draw() for _ in range(n)]
    chain: list[Point] = []
    prev = h0
    for i in range(n):                           # ĉ_i = r̂_i·G + u'_i·ĉ_{i-1}, ĉ_0 = g_0
        prev = add(base_mul(r_hat[i]), prev * u_p[i])
        chain.append(prev)
    w = [draw() for _ in range(4)]
    w_hat = [draw() for _ in range(n)]
    w_p = [draw() for _ in range(n)]
    t = [base_mul(w[0]), base_mul(w[1]), add(base_mul(w[2]), msm(w_p, hs)),
         add(msm(w_p, [c.c1 for c in out]), base_mul(N - w[3])),
         add(msm(w_p, [c.c2 for c in out]), joint * (N - w[3]))]
    t += [add(base_mul(w_hat[i]), (chain[i - 1] if i else h0) * w_p[i]) for i in range(n)]
    c = _challenge(ctx, slot, joint, deck, out, commits, chain, t)
    v = [1] * n                                  # v_i = Π_{k>i} u'_k
    for i in range(n - 2, -1, -1):
        v[i] = v[i + 1] * u_p[i + 1] % N
    wit = (sum(r), sum(a * b for a, b in zip(r_hat, v)), sum(a * b for a, b in zip(r, u)),
           sum(a * b for a, b in zip(rho, u_p)))
    s = tuple((w[k] + c * wit[k]) % N for k in range(4))
    return ShuffleProof(tuple(commits), tuple(chain), c, (s[0], s[1], s[2], s[3]),
                        tuple((w_hat[i] + c * r_hat[i]) % N for i in range(n)),
                        tuple((w_p[i] + c * u_p[i]) % N for i in range(n)))


def verify_shuffle(deck: Sequence[Ciphertext], out: Sequence[Ciphertext], proof: ShuffleProof,
                   joint: Point, ctx: bytes, slot: int) -> bool:
    """True when ``out`` is a re-encrypted permutation of ``deck`` (CheckProof)."""
    n = len(deck)
    if len(out) != n or len(proof.commits) != n or len(proof.chain) != n or n == 0:
        return False
    gens = generators(n)
    h0, hs = gens[0], gens[1:]
    u = _u_values(ctx, slot, joint, deck, out, proof.commits)
    u_prod = 1
    for x in u:
        u_prod = u_prod * x % N
    c, (s1, s2, s3, s4) = proof.c, proof.s
    nc = N - c                                   # -c: subtraction folded into the scalars
    c_bar = add(*proof.commits) - add(*hs)
    c_hat = add(proof.chain[-1], h0 * (N - u_prod))
    c_tilde = msm(u, proof.commits)
    e1, e2 = msm(u, [x.c1 for x in deck]), msm(u, [x.c2 for x in deck])
    sp = proof.s_prime
    t = [add(base_mul(s1), c_bar * nc), add(base_mul(s2), c_hat * nc),
         add(base_mul(s3), msm(sp, hs), c_tilde * nc),
         add(msm(sp, [x.c1 for x in out]), base_mul(N - s4), e1 * nc),
         add(msm(sp, [x.c2 for x in out]), joint * (N - s4), e2 * nc)]
    t += [add(base_mul(proof.s_hat[i]), (proof.chain[i - 1] if i else h0) * sp[i],
              proof.chain[i] * nc) for i in range(n)]
    return _challenge(ctx, slot, joint, deck, out, proof.commits, proof.chain, t) == c
