"""Known-answer vectors of the blind deal (PROTOCOL.md §17.11) against the implementation."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from protocol.blind import kat
from protocol.blind.elgamal import decode_deck
from protocol.blind.group import GroupError, N, base_mul, decode_point, decode_scalar, encode_scalar
from protocol.blind.points import card_of, card_points, generators
from protocol.blind.proofs import Proof, verify_key, verify_shares
from protocol.blind.shuffle import ShuffleProof, verify_shuffle

VECTORS = Path(kat.__file__).resolve().parent / "vectors"


def load(name: str) -> dict:
    return json.loads((VECTORS / f"{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name,make", [("group", kat.group_vectors), ("hash_to_curve", kat.curve_vectors),
                                       ("proofs", kat.proof_vectors), ("deal_2p", kat.deal_vectors)])
def test_committed_vectors_are_what_the_code_makes(name, make):
    text = json.dumps(make(), indent=1)
    assert json.loads(text) == load(name)


def test_group_vectors_hold_for_a_reader():
    v = load("group")
    assert v["G"] == "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    for k, point in v["mul"]:
        assert base_mul(decode_scalar(bytes.fromhex(k))).encode().hex() == point
    for bad in v["refused"]:
        with pytest.raises(GroupError):
            decode_point(bytes.fromhex(bad))
    with pytest.raises(GroupError):
        decode_scalar(N.to_bytes(32, "big"))


def test_the_110_cards_are_distinct_points_and_map_back():
    v = load("hash_to_curve")
    assert [p.encode().hex() for p in card_points()] == v["cards"]
    assert len(set(v["cards"])) == 110 and len(set(v["generators"])) == 111
    assert not set(v["cards"]) & set(v["generators"])
    assert [card_of(p) for p in card_points()] == list(range(110))
    assert [p.encode().hex() for p in generators(110)] == v["generators"]


def test_proof_vectors_verify_and_fail_when_changed():
    v = load("proofs")
    ctx = bytes.fromhex(v["ctx"])
    h = decode_point(bytes.fromhex(v["h"]))
    key = Proof.decode(bytes.fromhex(v["key_proof"]))
    assert verify_key(h, key, ctx, v["key_slot"])
    assert not verify_key(h, key, ctx, v["key_slot"] + 1)
    c1s = [decode_point(bytes.fromhex(x)) for x in v["c1s"]]
    shares = [decode_point(bytes.fromhex(x)) for x in v["shares"]]
    sp = Proof.decode(bytes.fromhex(v["share_proof"]))
    assert verify_shares(h, c1s, shares, sp, ctx, v["key_slot"])
    assert not verify_shares(h, c1s, shares[::-1], sp, ctx, v["key_slot"])
    joint = decode_point(bytes.fromhex(v["joint"]))
    deck_in = decode_deck(bytes.fromhex(v["shuffle_in"]), 4)
    out = decode_deck(bytes.fromhex(v["shuffle_out"]), 4)
    proof = ShuffleProof.decode(bytes.fromhex(v["shuffle_proof"]), 4)
    assert verify_shuffle(deck_in, out, proof, joint, ctx, v["shuffle_slot"])
    assert not verify_shuffle(deck_in, out[1:] + out[:1], proof, joint, ctx, v["shuffle_slot"])
