"""Commit-reveal shuffle: nobody, not even the host, can choose the deal.

Every participant (the host and each human; bots have no say) picks a fresh
32-byte secret per round and publishes only its commitment. The deck order is
derived from *all* secrets together, so it is uniformly random as long as at
least one participant's secret was. The host needs the secrets to deal, so
clients reveal them to the host only; the host publishes every secret when
the round ends and each client checks (``verify.check_record``, which deals
and reshuffles with :func:`reveal_round` and :func:`secret_chance`) that the
deal and every reshuffle were the ones the commitments fixed; ``verify_round``
checks a claimed order on its own. The exact bytes are
specified in PROTOCOL.md §6 and pinned by a known-answer test.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets as _secrets
import struct
from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence

from lanjolly.actions import Reshuffle
from lanjolly.driver import ChanceSource
from lanjolly.round import RoundState, reshuffle_size

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from lanjolly.cards import DECK_SIZE

from ._encoding import fields, text_or_bytes, u32

SECRET_LEN = 32
COMMIT_DOMAIN = b"lanjolly/commit/v1"
TRANSCRIPT_DOMAIN = b"lanjolly/transcript/v1"
KDF_INFO_PREFIX = b"lanjolly/deal/v1"
DEAL_PURPOSE = b"deal"

_CHUNK = 1024  # keystream bytes produced at a time; a 110-card deal needs ~440


class DealError(Exception):
    """Base class: the revealed round does not check out."""


class BadSecret(DealError):
    def __init__(self, seat: int, reason: str) -> None:
        self.seat = seat
        super().__init__(f"seat {seat}: bad secret ({reason})")


class CommitmentMismatch(DealError):
    """A revealed secret does not open that seat's commitment: that participant cheated or erred."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        super().__init__(f"seat {seat}: revealed secret does not match its commitment")


class SeatsMismatch(DealError):
    """Commitments and reveals name different seats."""

    def __init__(self, missing: Sequence[int], unexpected: Sequence[int]) -> None:
        self.missing = tuple(missing)
        self.unexpected = tuple(unexpected)
        super().__init__(f"reveal missing for seats {list(missing)}, unexpected reveal for seats {list(unexpected)}")


class OrderMismatch(DealError):
    """The host dealt (or reshuffled) differently from what the secrets determine."""

    def __init__(self, what: str) -> None:
        self.what = what
        super().__init__(f"{what}: the observed order differs from the order the secrets determine")


def new_secret() -> bytes:
    return _secrets.token_bytes(SECRET_LEN)


def commitment(table_id: str | bytes, round_no: int, seat: int, secret: bytes) -> bytes:
    """SHA-256 over (domain, table_id, round_no, seat, secret), each length-prefixed."""
    if len(secret) != SECRET_LEN:
        raise BadSecret(seat, f"{len(secret)} bytes, expected {SECRET_LEN}")
    return hashlib.sha256(fields(COMMIT_DOMAIN, text_or_bytes(table_id), u32(round_no), u32(seat), bytes(secret))).digest()


def transcript_hash(
    table_id: str | bytes, round_no: int, commitments: Mapping[int, bytes], secrets: Mapping[int, bytes]
) -> bytes:
    """SHA-256 binding the round to every (seat, commitment, secret), sorted by seat."""
    seats = sorted(commitments)
    parts = [TRANSCRIPT_DOMAIN, text_or_bytes(table_id), u32(round_no), u32(len(seats))]
    for seat in seats:
        parts += [u32(seat), bytes(commitments[seat]), bytes(secrets[seat])]
    return hashlib.sha256(fields(*parts)).digest()


def derive_key(transcript: bytes, purpose: bytes) -> bytes:
    """HKDF-SHA256 (no salt), info = b"lanjolly/deal/v1" + purpose, 32 bytes."""
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=KDF_INFO_PREFIX + purpose).derive(transcript)


def reshuffle_purpose(k: int) -> bytes:
    """Purpose of the k-th reshuffle of a round (k = 1 for the first)."""
    if k < 1:
        raise ValueError("reshuffles are numbered from 1")
    return b"reshuffle/" + str(k).encode("ascii")


def permutation(key: bytes, n: int) -> list[int]:
    """Fisher-Yates over range(n) driven by ChaCha20(key, nonce 0) keystream.

    For i = n-1 down to 1: j is uniform in [0, i], drawn from successive
    32-bit big-endian keystream words by rejection sampling (no modulo bias).
    """
    if n < 0:
        raise ValueError("n must be non-negative")
    # cryptography's ChaCha20 nonce is 16 bytes: 4-byte little-endian block counter, then the
    # RFC 8439 96-bit nonce. All zero = counter 0, nonce 0.
    encryptor = Cipher(algorithms.ChaCha20(key, b"\x00" * 16), mode=None).encryptor()
    zeros = bytes(_CHUNK)
    words: tuple[int, ...] = ()
    pos = 0
    items = list(range(n))
    for i in range(n - 1, 0, -1):
        bound = i + 1
        limit = (1 << 32) - (1 << 32) % bound  # accept w < limit: a multiple of bound
        while True:
            if pos == len(words):
                words = struct.unpack(f">{_CHUNK // 4}I", encryptor.update(zeros))
                pos = 0
            w = words[pos]
            pos += 1
            if w < limit:
                break
        j = w % bound
        items[i], items[j] = items[j], items[i]
    return items


def _check_reveal(table_id: str | bytes, round_no: int, commitments: Mapping[int, bytes], secrets: Mapping[int, bytes]) -> None:
    missing = sorted(set(commitments) - set(secrets))
    unexpected = sorted(set(secrets) - set(commitments))
    if missing or unexpected:
        raise SeatsMismatch(missing, unexpected)
    if not commitments:
        raise DealError("no participants")
    for seat in sorted(commitments):
        secret = secrets[seat]
        if not isinstance(secret, (bytes, bytearray)) or len(secret) != SECRET_LEN:
            raise BadSecret(seat, f"expected {SECRET_LEN} bytes")
        given = commitments[seat]
        if not isinstance(given, (bytes, bytearray)) or not hmac.compare_digest(
            bytes(given), commitment(table_id, round_no, seat, bytes(secret))
        ):
            raise CommitmentMismatch(seat)


@dataclass(frozen=True)
class RevealedRound:
    """All commitments and secrets of one round, already checked against each other."""

    table_id: str | bytes
    round_no: int
    commitments: Mapping[int, bytes]
    secrets: Mapping[int, bytes]

    @property
    def transcript(self) -> bytes:
        return transcript_hash(self.table_id, self.round_no, self.commitments, self.secrets)

    def deal_order(self, deck_size: int = DECK_SIZE) -> list[int]:
        """The deck as card ids, index 0 = top (first card dealt)."""
        return permutation(derive_key(self.transcript, DEAL_PURPOSE), deck_size)

    def reshuffle_permutation(self, k: int, n: int) -> list[int]:
        """Permutation of range(n) for the k-th reshuffle (k from 1)."""
        return permutation(derive_key(self.transcript, reshuffle_purpose(k)), n)

    def reshuffle(self, k: int, cards: Iterable[int]) -> list[int]:
        """The new stock from the cards being reshuffled, index 0 = top.

        The cards are first sorted by id so the result does not depend on the
        order the discard pile happened to be in: new[i] = sorted(cards)[perm[i]].
        """
        ordered = sorted(cards)
        return [ordered[p] for p in self.reshuffle_permutation(k, len(ordered))]


def secret_chance(revealed: RevealedRound) -> ChanceSource:
    """The round's reshuffles as the engine driver's source of chance: the k-th
    reshuffle is ``revealed.reshuffle_permutation(k, pile size)``.

    Why here, once: the host reshuffles with it during play (and on resume) and
    the verifier recomputes a saved round with it, so the two cannot disagree."""
    def reshuffle(state: RoundState) -> Reshuffle:
        return Reshuffle(tuple(revealed.reshuffle_permutation(state.reshuffles + 1, reshuffle_size(state))))
    return reshuffle


def reveal_round(
    table_id: str | bytes, round_no: int, commitments: Mapping[int, bytes], secrets: Mapping[int, bytes]
) -> RevealedRound:
    """Check every secret against its commitment; raises a DealError subclass otherwise."""
    _check_reveal(table_id, round_no, commitments, secrets)
    return RevealedRound(table_id, round_no, dict(commitments), {s: bytes(v) for s, v in secrets.items()})


def verify_round(
    commitments: Mapping[int, bytes],
    secrets: Mapping[int, bytes],
    table_id: str | bytes,
    round_no: int,
    observed_deal: Sequence[int] | None = None,
    observed_reshuffles: Sequence[tuple[Sequence[int], Sequence[int]]] = (),
    deck_size: int = DECK_SIZE,
) -> list[int]:
    """Client check at round end: commitments open, and what the host did matches.

    ``observed_deal`` is the full deck order the host claims (index 0 = top);
    ``observed_reshuffles[k-1]`` is (cards that went into reshuffle k, the new
    stock the host produced). Returns the recomputed deal order.
    """
    revealed = reveal_round(table_id, round_no, commitments, secrets)
    order = revealed.deal_order(deck_size)
    if observed_deal is not None and list(observed_deal) != order:
        raise OrderMismatch("deal")
    for k, (cards, new_stock) in enumerate(observed_reshuffles, start=1):
        if list(new_stock) != revealed.reshuffle(k, cards):
            raise OrderMismatch(f"reshuffle {k}")
    return order
