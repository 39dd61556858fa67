import hashlib
import hmac
import random
import struct

import pytest

from protocol import deal
from protocol.deal import (
    BadSecret,
    CommitmentMismatch,
    OrderMismatch,
    SeatsMismatch,
    commitment,
    reveal_round,
    verify_round,
)

TABLE = "table-0001"


def deal_order(secrets, table_id, round_no, deck_size=110):
    """Deck order straight from the secrets (commitments recomputed): a test convenience."""
    commits = {seat: commitment(table_id, round_no, seat, s) for seat, s in secrets.items()}
    return reveal_round(table_id, round_no, commits, secrets).deal_order(deck_size)


def reshuffle_order(secrets, table_id, round_no, k, n):
    """Permutation of range(n) for the k-th reshuffle, straight from the secrets."""
    commits = {seat: commitment(table_id, round_no, seat, s) for seat, s in secrets.items()}
    return reveal_round(table_id, round_no, commits, secrets).reshuffle_permutation(k, n)
SECRETS = {seat: bytes([seat + 1]) * 32 for seat in range(4)}


# --- an independent implementation written from PROTOCOL.md §6 only ---------

def _lp(b: bytes) -> bytes:
    return struct.pack(">I", len(b)) + b


def _u32(n: int) -> bytes:
    return struct.pack(">I", n)


def _rotl(v, c):
    return ((v << c) & 0xFFFFFFFF) | (v >> (32 - c))


def _chacha20_block(key: bytes, counter: int, nonce: bytes) -> bytes:
    consts = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574]
    state = consts + list(struct.unpack("<8I", key)) + [counter] + list(struct.unpack("<3I", nonce))
    x = state[:]

    def qr(a, b, c, d):
        x[a] = (x[a] + x[b]) & 0xFFFFFFFF; x[d] = _rotl(x[d] ^ x[a], 16)
        x[c] = (x[c] + x[d]) & 0xFFFFFFFF; x[b] = _rotl(x[b] ^ x[c], 12)
        x[a] = (x[a] + x[b]) & 0xFFFFFFFF; x[d] = _rotl(x[d] ^ x[a], 8)
        x[c] = (x[c] + x[d]) & 0xFFFFFFFF; x[b] = _rotl(x[b] ^ x[c], 7)

    for _ in range(10):
        qr(0, 4, 8, 12); qr(1, 5, 9, 13); qr(2, 6, 10, 14); qr(3, 7, 11, 15)
        qr(0, 5, 10, 15); qr(1, 6, 11, 12); qr(2, 7, 8, 13); qr(3, 4, 9, 14)
    return struct.pack("<16I", *[(a + b) & 0xFFFFFFFF for a, b in zip(x, state)])


def _words(key: bytes):
    counter = 0
    while True:
        block = _chacha20_block(key, counter, bytes(12))
        counter += 1
        yield from struct.unpack(">16I", block)


def _hkdf(ikm: bytes, info: bytes) -> bytes:
    prk = hmac.new(bytes(32), ikm, hashlib.sha256).digest()
    return hmac.new(prk, info + b"\x01", hashlib.sha256).digest()


def reference_order(secrets, table_id: bytes, round_no: int, purpose: bytes, n: int):
    seats = sorted(secrets)
    commits = {
        s: hashlib.sha256(_lp(b"lanjolly/commit/v1") + _lp(table_id) + _lp(_u32(round_no)) + _lp(_u32(s))
                          + _lp(secrets[s])).digest()
        for s in seats
    }
    t = _lp(b"lanjolly/transcript/v1") + _lp(table_id) + _lp(_u32(round_no)) + _lp(_u32(len(seats)))
    for s in seats:
        t += _lp(_u32(s)) + _lp(commits[s]) + _lp(secrets[s])
    key = _hkdf(hashlib.sha256(t).digest(), b"lanjolly/deal/v1" + purpose)
    words = _words(key)
    a = list(range(n))
    for i in range(n - 1, 0, -1):
        limit = 2**32 - (2**32 % (i + 1))
        while (w := next(words)) >= limit:
            pass
        j = w % (i + 1)
        a[i], a[j] = a[j], a[i]
    return a


# --- known answers: changing any of these changes every deal ever verified ---

def test_known_answer_commitment():
    assert commitment(TABLE, 7, 2, SECRETS[2]).hex() == KAT_COMMIT_SEAT2


def test_known_answer_deal():
    order = deal_order(SECRETS, TABLE, 7)
    assert order[:16] == KAT_DEAL_TOP16
    assert hashlib.sha256(bytes(order)).hexdigest() == KAT_DEAL_SHA256


def test_known_answer_reshuffle():
    assert reshuffle_order(SECRETS, TABLE, 7, 1, 20) == KAT_RESHUFFLE_1_OF_20


def test_matches_independent_reference_implementation():
    rng = random.Random(1234)
    for trial in range(5):
        secrets = {seat: rng.randbytes(32) for seat in rng.sample(range(4), rng.randint(1, 4))}
        round_no = rng.randint(0, 1000)
        assert deal_order(secrets, TABLE, round_no) == reference_order(secrets, TABLE.encode(), round_no, b"deal", 110)
        k = rng.randint(1, 3)
        n = rng.randint(0, 90)
        assert reshuffle_order(secrets, TABLE, round_no, k, n) == reference_order(
            secrets, TABLE.encode(), round_no, f"reshuffle/{k}".encode(), n)


def test_ciphers_keystream_matches_rfc8439_block_function():
    key = bytes(range(32))
    ks = deal.Cipher(deal.algorithms.ChaCha20(key, bytes(16)), mode=None).encryptor().update(bytes(128))
    assert ks == _chacha20_block(key, 0, bytes(12)) + _chacha20_block(key, 1, bytes(12))


# --- properties ----------------------------------------------------------------

def test_deal_is_a_permutation_of_all_110_cards():
    assert sorted(deal_order(SECRETS, TABLE, 1)) == list(range(110))


def test_every_input_changes_the_order():
    base = deal_order(SECRETS, TABLE, 1)
    assert deal_order(SECRETS, TABLE, 2) != base
    assert deal_order(SECRETS, "other", 1) != base
    assert deal_order({**SECRETS, 3: bytes(32)}, TABLE, 1) != base
    swapped = {0: SECRETS[1], 1: SECRETS[0], 2: SECRETS[2], 3: SECRETS[3]}
    assert deal_order(swapped, TABLE, 1) != base
    r = reveal_round(TABLE, 1, {s: commitment(TABLE, 1, s, v) for s, v in SECRETS.items()}, SECRETS)
    assert r.reshuffle_permutation(1, 50) != r.reshuffle_permutation(2, 50)


def test_reshuffle_sorts_cards_first():
    r = reveal_round(TABLE, 1, {s: commitment(TABLE, 1, s, v) for s, v in SECRETS.items()}, SECRETS)
    cards = [77, 3, 105, 40, 12]
    perm = r.reshuffle_permutation(1, 5)
    assert r.reshuffle(1, cards) == [sorted(cards)[p] for p in perm]
    assert r.reshuffle(1, list(reversed(cards))) == r.reshuffle(1, cards)


def test_small_n_edge_cases():
    r = reveal_round(TABLE, 1, {0: commitment(TABLE, 1, 0, SECRETS[0])}, {0: SECRETS[0]})
    assert r.reshuffle_permutation(1, 0) == []
    assert r.reshuffle_permutation(1, 1) == [0]
    with pytest.raises(ValueError):
        r.reshuffle_permutation(0, 5)


# --- verification errors -------------------------------------------------------

def _commits(round_no=3):
    return {s: commitment(TABLE, round_no, s, v) for s, v in SECRETS.items()}


def test_verify_round_accepts_honest_host():
    r = reveal_round(TABLE, 3, _commits(), SECRETS)
    pile = [5, 9, 100, 2]
    order = verify_round(_commits(), SECRETS, TABLE, 3, observed_deal=r.deal_order(),
                         observed_reshuffles=[(pile, r.reshuffle(1, pile))])
    assert order == deal_order(SECRETS, TABLE, 3)


def test_wrong_secret_names_the_seat():
    with pytest.raises(CommitmentMismatch) as info:
        verify_round(_commits(), {**SECRETS, 2: bytes(32)}, TABLE, 3)
    assert info.value.seat == 2


def test_commitment_for_another_round_or_seat_is_rejected():
    commits = _commits()
    commits[1] = commitment(TABLE, 4, 1, SECRETS[1])
    with pytest.raises(CommitmentMismatch):
        verify_round(commits, SECRETS, TABLE, 3)
    commits = _commits()
    commits[0], commits[1] = commits[1], commits[0]
    with pytest.raises(CommitmentMismatch):
        verify_round(commits, SECRETS, TABLE, 3)


def test_missing_or_extra_reveal():
    with pytest.raises(SeatsMismatch) as info:
        verify_round(_commits(), {s: SECRETS[s] for s in (0, 1, 2)}, TABLE, 3)
    assert info.value.missing == (3,)
    with pytest.raises(SeatsMismatch) as info:
        verify_round({0: _commits()[0]}, {0: SECRETS[0], 5: bytes(32)}, TABLE, 3)
    assert info.value.unexpected == (5,)


def test_bad_secret_length_and_type():
    with pytest.raises(BadSecret):
        verify_round(_commits(), {**SECRETS, 1: b"short"}, TABLE, 3)
    with pytest.raises(BadSecret):
        verify_round(_commits(), {**SECRETS, 1: "x" * 32}, TABLE, 3)
    with pytest.raises(CommitmentMismatch):
        verify_round({**_commits(), 1: "not bytes"}, SECRETS, TABLE, 3)


def test_host_dealing_differently_is_caught():
    r = reveal_round(TABLE, 3, _commits(), SECRETS)
    bad = r.deal_order()
    bad[0], bad[1] = bad[1], bad[0]
    with pytest.raises(OrderMismatch, match="deal"):
        verify_round(_commits(), SECRETS, TABLE, 3, observed_deal=bad)
    pile = [1, 2, 3, 4]
    with pytest.raises(OrderMismatch, match="reshuffle 1"):
        verify_round(_commits(), SECRETS, TABLE, 3, observed_reshuffles=[(pile, r.reshuffle(1, pile)[::-1])])


# --- statistics (seeded, deterministic) ----------------------------------------

def _chi2(counts, expected):
    return sum((c - expected) ** 2 / expected for c in counts)


def test_all_permutations_of_four_roughly_uniform():
    rng = random.Random(42)
    trials = 4800
    counts: dict[tuple[int, ...], int] = {}
    for _ in range(trials):
        key = rng.randbytes(32)
        p = tuple(deal.permutation(key, 4))
        counts[p] = counts.get(p, 0) + 1
    assert len(counts) == 24
    # df = 23; p = 0.001 critical value is 49.7
    assert _chi2(counts.values(), trials / 24) < 49.7


def test_card_positions_in_full_deal_roughly_uniform():
    rng = random.Random(7)
    trials = 2200
    top = [0] * 110
    where_card0 = [0] * 110
    for r in range(trials):
        order = deal_order({0: rng.randbytes(32), 1: rng.randbytes(32)}, TABLE, r)
        top[order[0]] += 1
        where_card0[order.index(0)] += 1
    # df = 109; p = 0.001 critical value is 159.6
    assert _chi2(top, trials / 110) < 159.6
    assert _chi2(where_card0, trials / 110) < 159.6


# table "table-0001", round 7, seat s has secret bytes([s + 1]) * 32 for s in 0..3
KAT_COMMIT_SEAT2 = "0a2abbe59a6e7cc8f53cc3f95a21dde9f0f42d4af0d20287e30fa703e1769b3a"
KAT_DEAL_TOP16 = [3, 41, 86, 19, 70, 7, 74, 42, 61, 5, 55, 54, 44, 8, 65, 69]
KAT_DEAL_SHA256 = "aae9a96de7b0ee8b5809bc39bd2bcf00ea1f3f2402b13d4873cef062b4ae3b67"  # of bytes(order)
KAT_RESHUFFLE_1_OF_20 = [17, 3, 16, 19, 10, 5, 2, 13, 15, 11, 12, 14, 4, 6, 18, 8, 1, 9, 0, 7]
