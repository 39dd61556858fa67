"""The prime-order group of the host-blind deal: secp256k1 through libsecp256k1 (coincurve).

Why secp256k1 and coincurve: its order ``N`` is prime (cofactor 1), so every point a peer
sends that parses is in the group and needs no subgroup check, and libsecp256k1 is a
maintained, constant-time implementation with wheels for every desktop we ship to. This
module does no curve arithmetic of its own: every addition and scalar multiplication is a
libsecp256k1 call (``secp256k1_ec_pubkey_combine``, ``_tweak_mul``, ``_create``).

libsecp256k1 cannot hold the point at infinity; :class:`Point` can (``Point.IDENTITY``), so
that sums that cancel are well defined. The identity has no wire encoding: a point on the
wire is always 33 bytes of SEC 1 compressed form (PROTOCOL.md §17.1).
"""

from __future__ import annotations

import hashlib
import secrets
import sys
from typing import Iterable, Sequence

if getattr(sys, "frozen", False) and "coincurve._cffi_backend" not in sys.modules:
    # The app bundle carries cffi's backend once, not coincurve's 1 MB copy of it
    # (packaging/lanjolly.spec): coincurve's compiled module gets that one.
    import _cffi_backend  # type: ignore[import-untyped, import-not-found, unused-ignore]
    sys.modules["coincurve._cffi_backend"] = _cffi_backend

from coincurve import PublicKey  # noqa: E402

from .._encoding import fields

P = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
POINT_LEN = 33
SCALAR_LEN = 32


class GroupError(ValueError):
    """Bytes that are not a canonical group element or scalar."""


class Point:
    """A point of secp256k1, or the identity (``_key is None``). Immutable."""

    __slots__ = ("_key", "_enc")
    IDENTITY: "Point"

    def __init__(self, key: PublicKey | None) -> None:
        self._key = key
        self._enc = key.format(compressed=True) if key is not None else b""

    @property
    def is_identity(self) -> bool:
        return self._key is None

    def encode(self) -> bytes:
        """33 bytes, SEC 1 compressed. The identity has no encoding (a sender never sends it)."""
        if self._key is None:
            raise GroupError("the identity has no wire encoding")
        return self._enc

    def __add__(self, other: "Point") -> "Point":
        return add(self, other)

    def __sub__(self, other: "Point") -> "Point":
        return add(self, -other)

    def __neg__(self) -> "Point":
        return self * (N - 1)

    def __mul__(self, k: int) -> "Point":
        k %= N
        if k == 0 or self._key is None:
            return Point.IDENTITY
        return Point(self._key.multiply(k.to_bytes(SCALAR_LEN, "big")))

    __rmul__ = __mul__

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and self._enc == other._enc

    def __hash__(self) -> int:
        return hash(self._enc)

    def __repr__(self) -> str:
        return "Point(identity)" if self._key is None else f"Point({self._enc.hex()})"


Point.IDENTITY = Point(None)


def decode_point(data: bytes) -> Point:
    """A point from the wire: exactly 33 bytes, prefix 02/03, x < p and on the curve."""
    if len(data) != POINT_LEN or data[0] not in (2, 3):
        raise GroupError("a point is 33 bytes of SEC 1 compressed form")
    try:
        return Point(PublicKey(bytes(data)))
    except ValueError as exc:
        raise GroupError("not a point of secp256k1") from exc


def hash_bytes(p: Point) -> bytes:
    """A point as a hashed field: its 33-byte encoding, the identity as the empty string."""
    return b"" if p.is_identity else p.encode()


def encode_scalar(k: int) -> bytes:
    if not 0 <= k < N:
        raise GroupError("scalar out of range")
    return k.to_bytes(SCALAR_LEN, "big")


def decode_scalar(data: bytes) -> int:
    """A scalar from the wire: 32 bytes big-endian, canonical (< N)."""
    if len(data) != SCALAR_LEN:
        raise GroupError("a scalar is 32 bytes")
    k = int.from_bytes(data, "big")
    if k >= N:
        raise GroupError("scalar not below the group order")
    return k


def base_mul(k: int) -> Point:
    """``k·G`` (libsecp256k1's fixed-base multiplication)."""
    k %= N
    if k == 0:
        return Point.IDENTITY
    return Point(PublicKey.from_valid_secret(k.to_bytes(SCALAR_LEN, "big")))


def add(*points: Point) -> Point:
    """The sum of the points; one libsecp256k1 call however many there are."""
    keys = [p._key for p in points if p._key is not None]
    if not keys:
        return Point.IDENTITY
    if len(keys) == 1:
        return Point(keys[0])
    try:
        return Point(PublicKey.combine_keys(keys))
    except ValueError:  # libsecp256k1 refuses a sum that is the point at infinity
        return Point.IDENTITY


def msm(scalars: Sequence[int], points: Sequence[Point]) -> Point:
    """``Σ k_i·P_i`` (coincurve exposes no multi-scalar multiplication: one product each)."""
    return add(*(p * k for k, p in zip(scalars, points, strict=True)))


def random_scalar() -> int:
    """A uniform non-zero scalar from the OS generator (every key and every nonce)."""
    return secrets.randbelow(N - 1) + 1


def hash_to_scalar(domain: bytes, *parts: bytes) -> int:
    """SHA-512 of ``F(domain, parts...)`` reduced mod N (bias below 2^-250)."""
    return int.from_bytes(hashlib.sha512(fields(domain, *parts)).digest(), "big") % N


def encode_points(points: Iterable[Point]) -> bytes:
    return b"".join(p.encode() for p in points)


def decode_points(data: bytes, count: int | None = None) -> list[Point]:
    if len(data) % POINT_LEN or (count is not None and len(data) != count * POINT_LEN):
        raise GroupError("a point list has the wrong length")
    return [decode_point(data[i:i + POINT_LEN]) for i in range(0, len(data), POINT_LEN)]


def encode_scalars(ks: Iterable[int]) -> bytes:
    return b"".join(encode_scalar(k) for k in ks)


def decode_scalars(data: bytes, count: int) -> list[int]:
    if len(data) != count * SCALAR_LEN:
        raise GroupError("a scalar list has the wrong length")
    return [decode_scalar(data[i:i + SCALAR_LEN]) for i in range(0, len(data), SCALAR_LEN)]


G = base_mul(1)
