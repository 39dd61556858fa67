"""Known-answer vectors of the blind deal (PROTOCOL.md §17.11): how they are made.

Nonces and keys in a vector come from :func:`seeded_draw`, so another implementation can
recompute every byte: ``k_i = Hs("lanjolly/blind/v1/kat", label, U32(i))`` for i = 0, 1, ...,
taken in the order §17 lists for each algorithm. ``python -m protocol.blind.kat DIR`` rewrites
the files; ``tests/protocol/test_blind_vectors.py`` checks the committed ones.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

from lanjolly.variants import JOLLY

from .._encoding import u32
from .elgamal import context_id, encode_deck, public_encryption
from .messages import kind_of
from .group import G, N, add, base_mul, decode_point, encode_scalar, hash_to_scalar
from .points import CARD_DOMAIN, GEN_DOMAIN, card_points, generators, hash_to_curve
from .proofs import prove_key, prove_shares, seeded_draw
from .shuffle import shuffle

HERE = Path(__file__).resolve().parent / "vectors"


def group_vectors() -> dict[str, Any]:
    ks = [1, 2, 3, 7, N - 1, 0xDEADBEEF, 2 ** 255 + 19]
    return {
        "G": G.encode().hex(),
        "mul": [[encode_scalar(k).hex(), base_mul(k).encode().hex()] for k in ks],
        "add": [base_mul(2).encode().hex(), base_mul(3).encode().hex(), add(base_mul(2), base_mul(3)).encode().hex()],
        "refused": ["", "00" * 33, "04" + G.encode().hex()[2:],
                    "02" + "ff" * 32, "02" + "00" * 31 + "05", G.encode().hex() + "00"],
    }


def curve_vectors() -> dict[str, Any]:
    return {"card_domain": CARD_DOMAIN.decode(), "generator_domain": GEN_DOMAIN.decode(),
            "cards": [p.encode().hex() for p in card_points()],
            "generators": [p.encode().hex() for p in generators(110)],
            "card_7_counter": _counter(CARD_DOMAIN, 7)}


def _counter(domain: bytes, index: int) -> int:
    import hashlib
    from .._encoding import fields
    for c in range(256):
        x = hashlib.sha256(fields(domain, u32(index), u32(c))).digest()
        try:
            decode_point(b"\x02" + x)
            return c
        except ValueError:
            continue
    raise AssertionError


def proof_vectors() -> dict[str, Any]:
    ctx = context_id("table-0001", 7, 1)
    draw = seeded_draw("proofs")
    x = draw()
    key = prove_key(x, ctx, 2, draw)
    c1s = [base_mul(draw()) for _ in range(3)]
    shares, sp = prove_shares(x, c1s, ctx, 2, draw)
    joint = add(base_mul(x), base_mul(draw()))
    deck = [public_encryption(card_points()[c], joint) for c in (0, 51, 104, 109)]
    out, shp = shuffle(deck, joint, ctx, 1, perm=[2, 0, 3, 1], draw=draw)
    return {"table_id": "table-0001", "round": 7, "attempt": 1, "ctx": ctx.hex(),
            "x": encode_scalar(x).hex(), "key_slot": 2, "h": base_mul(x).encode().hex(),
            "key_proof": key.encode().hex(),
            "c1s": [c.encode().hex() for c in c1s], "shares": [d.encode().hex() for d in shares],
            "share_proof": sp.encode().hex(),
            "joint": joint.encode().hex(), "shuffle_slot": 1, "shuffle_in_cards": [0, 51, 104, 109],
            "shuffle_in": encode_deck(deck).hex(), "perm": [2, 0, 3, 1],
            "shuffle_out": encode_deck(out).hex(), "shuffle_proof": shp.encode().hex()}


def deal_vectors() -> dict[str, Any]:
    from .inmemory import deal, make_table
    from .referee import RoundParams
    relay = make_table("table-0001", 7, [0, 1], [0, 1], seed="deal")
    perms = {s: random.Random(f"deal/{s}").sample(range(110), 110) for s in (0, 1)}
    deal(relay, RoundParams(JOLLY, 0, (True, True), 7))
    return {"table_id": "table-0001", "round": 7, "attempt": 1, "holders": [0, 1], "openers": [0, 1],
            "dealer": 0, "cards_each": 13, "perms": {str(s): p for s, p in perms.items()},
            "messages": [{"t": kind_of(m), **{k: (v.hex() if isinstance(v, bytes) else v)
                                                     for k, v in m.to_wire().items()}}
                         for m in relay.wire],
            "hands": {str(s): [relay.holders[s].card(p) for p in relay.holders[s].follower.hands[s]]
                      for s in (0, 1)}}


def write(directory: Path = HERE) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for name, make in (("group", group_vectors), ("hash_to_curve", curve_vectors),
                       ("proofs", proof_vectors), ("deal_2p", deal_vectors)):
        text = json.dumps(make(), indent=1)
        text = re.sub(r"\[\s*(-?\d+(?:,\s*-?\d+)*)\s*\]",
                      lambda m: "[" + ", ".join(m.group(1).split()).replace(",,", ",") + "]", text)
        (directory / f"{name}.json").write_text(text + "\n", encoding="utf-8")


if __name__ == "__main__":  # pragma: no cover
    write(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
