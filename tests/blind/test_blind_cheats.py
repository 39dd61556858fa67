"""Cheating in a blind round is caught and attributed to the key holder that did it."""

from __future__ import annotations

import dataclasses
import random

import pytest

from lanjolly import JOLLY
from protocol.blind.elgamal import public_encryption
from protocol.blind.group import G, add
from protocol.blind.inmemory import HOST_SLOT, deal, make_table, play, seat_view
from protocol.blind.ledger import Ledger
from protocol.blind.messages import (BlindCheat, Cheat, KeyMsg, SharesMsg, ShuffleMsg, from_wire,
                                     kind_of)
from protocol.blind.points import card_points
from protocol.blind.proofs import prove_key
from protocol.blind.referee import RoundParams

from .rounds import stubborn

HOLDERS, OPENERS = [0, 1, HOST_SLOT], [0, 1, HOST_SLOT, HOST_SLOT]
PARAMS = RoundParams(JOLLY, 0, (True,) * 4, 3)


def cheat_on(tap, holders=HOLDERS, openers=OPENERS):
    """Deal with ``tap`` changing one message on the wire; the refusal it causes."""
    relay = make_table("blind-test", 3, holders, openers, seed="cheat")
    relay.tap = tap
    with pytest.raises(BlindCheat) as info:
        deal(relay, PARAMS)
    return info.value


def on_shuffle(slot, change):
    def tap(m):
        return dataclasses.replace(m, out=tuple(change(list(m.out)))) \
            if isinstance(m, ShuffleMsg) and m.slot == slot else m
    return tap


def test_a_substituted_card_in_a_shuffle_is_caught_and_attributed():
    def substitute(out):                       # card 1 becomes card 0 inside the ciphertext
        out[5] = dataclasses.replace(out[5], c2=add(out[5].c2, card_points()[0], -card_points()[1]))
        return out
    err = cheat_on(on_shuffle(1, substitute))
    assert (err.slot, err.code) == (1, Cheat.BAD_SHUFFLE)


def test_a_duplicated_card_in_a_shuffle_is_caught():
    def duplicate(out):
        out[7] = out[8]
        return out
    err = cheat_on(on_shuffle(HOST_SLOT, duplicate))
    assert (err.slot, err.code) == (HOST_SLOT, Cheat.BAD_SHUFFLE)


def test_a_planted_card_that_is_no_card_is_caught():
    def plant(out):
        out[0] = public_encryption(G, G)      # decrypts to a point that is no card
        return out
    err = cheat_on(on_shuffle(0, plant))
    assert (err.slot, err.code) == (0, Cheat.BAD_SHUFFLE)


def test_a_dropped_card_in_a_shuffle_is_refused_on_the_wire_and_by_the_ledger():
    err = cheat_on(on_shuffle(1, lambda out: out[:-1]))
    assert (err.slot, err.code) == (1, Cheat.BAD_SHUFFLE)
    relay = make_table("blind-test", 3, HOLDERS, OPENERS, seed="drop")
    for s in HOLDERS:
        relay.send(relay.holders[s].key_msg())
    relay.holders[0].ledger.new_deck()
    m = relay.holders[0].shuffle_due(0)
    assert m is not None
    wire = m.to_wire()
    wire["out"] = wire["out"][:-66]
    with pytest.raises(BlindCheat) as info:
        from_wire(kind_of(m), wire, relay.referee.ledger.deck_sizes())
    assert (info.value.slot, info.value.code) == (0, Cheat.MALFORMED)


def test_a_wrong_share_is_caught_and_attributed():
    def tap(m):
        if isinstance(m, SharesMsg) and m.slot == 1:
            return dataclasses.replace(m, shares=(add(m.shares[0], G),) + m.shares[1:])
        return m
    err = cheat_on(tap)
    assert (err.slot, err.code) == (1, Cheat.BAD_SHARES)


def test_a_replayed_key_proof_from_another_round_is_refused():
    old = make_table("blind-test", 2, HOLDERS, OPENERS, seed="old")
    replayed = old.holders[1].key_msg()
    err = cheat_on(lambda m: replayed if isinstance(m, KeyMsg) and m.slot == 1 else m)
    assert (err.slot, err.code) == (1, Cheat.BAD_KEY_PROOF)


def test_another_holders_key_and_proof_cannot_be_borrowed():
    relay = make_table("blind-test", 3, HOLDERS, OPENERS, seed="borrow")
    k0 = relay.holders[0].key_msg()
    ledger = Ledger(relay.setup)
    ledger.add_key(k0)
    with pytest.raises(BlindCheat) as info:
        ledger.add_key(KeyMsg(1, k0.h, k0.proof))
    assert (info.value.slot, info.value.code) == (1, Cheat.DUPLICATE_KEY)
    with pytest.raises(BlindCheat) as info:   # a proof for another key does not carry over
        Ledger(relay.setup).add_key(KeyMsg(1, k0.h, prove_key(5, relay.setup.ctx, 1)))
    assert (info.value.slot, info.value.code) == (1, Cheat.BAD_KEY_PROOF)


def test_a_replayed_share_proof_is_refused():
    seen: list[SharesMsg] = []

    def tap(m):
        if isinstance(m, SharesMsg) and m.slot == 1:
            if seen:
                return dataclasses.replace(m, proof=seen[0].proof)
            seen.append(m)
        return m
    relay = make_table("blind-test", 3, HOLDERS, OPENERS, seed="replay")
    relay.tap = tap
    state = deal(relay, PARAMS)                 # slot 1's first batch goes through
    with pytest.raises(BlindCheat) as info:    # its next one, for another seat's draw, reuses the proof
        for _ in range(4):
            state = play(relay, stubborn(seat_view(relay, state.current), random.Random(0)))
    assert (info.value.slot, info.value.code) == (1, Cheat.BAD_SHARES)


def test_a_rogue_key_without_a_proof_of_knowledge_is_refused():
    def tap(m):
        if isinstance(m, KeyMsg) and m.slot == HOST_SLOT:
            target = G * 12345                     # a joint key whose secret the cheat knows
            others = add(*(h.key_msg().h for s, h in relay.holders.items() if s != HOST_SLOT))
            return KeyMsg(HOST_SLOT, target - others, m.proof)
        return m
    relay = make_table("blind-test", 3, HOLDERS, OPENERS, seed="cheat")
    relay.tap = tap
    with pytest.raises(BlindCheat) as info:
        deal(relay, PARAMS)
    assert (info.value.slot, info.value.code) == (HOST_SLOT, Cheat.BAD_KEY_PROOF)


def dealt_table():
    relay = make_table("blind-test", 3, HOLDERS, OPENERS, seed="dealt")
    deal(relay, PARAMS)
    return relay


def test_a_share_for_a_stock_card_is_not_owed():
    relay = dealt_table()
    top = relay.referee.follower.stock[0]
    h = relay.holders[1]
    with pytest.raises(BlindCheat) as info:
        relay.send(h._shares([top], ()))
    assert (info.value.slot, info.value.code) == (1, Cheat.NOT_OWED)


def test_a_holder_cannot_open_another_seats_card_nor_give_its_own_silently():
    relay = dealt_table()
    theirs = relay.referee.follower.hands[1][0]
    mine = relay.referee.follower.hands[0][0]
    h0 = relay.holders[0]
    with pytest.raises(BlindCheat) as info:
        relay.send(h0._shares([theirs], (5,)))
    assert (info.value.slot, info.value.code) == (0, Cheat.NOT_YOURS)
    with pytest.raises(BlindCheat) as info:
        relay.send(h0._shares([mine], ()))         # its own share, not as an opening
    assert (info.value.slot, info.value.code) == (0, Cheat.NOT_OWED)


def test_an_opening_that_names_another_card_is_caught():
    relay = dealt_table()
    h0 = relay.holders[0]
    p = relay.referee.follower.hands[0][0]
    real = h0.card(p)
    with pytest.raises(BlindCheat) as info:
        relay.send(h0._shares([p], ((real + 1) % 110,)))
    assert (info.value.slot, info.value.code) == (0, Cheat.WRONG_CARD)


def test_no_share_is_made_before_every_shuffle_of_the_deck_is_checked():
    """Issue 23: every proof of shuffle is checked before any card opens. A holder cannot be
    given a position (so owes and makes no share) until every holder's shuffle of the deck is in
    and its proof checked; a last shuffle whose proof fails is refused, naming its holder, and
    still nothing can be given."""
    from protocol.blind.holder import KeyHolder
    from protocol.blind.ledger import Setup
    from protocol.blind.proofs import seeded_draw
    slots = (0, 1, 2)
    setup = Setup("order", 1, 1, slots, slots)
    holders = {s: KeyHolder(s, setup, 3, seeded_draw(f"order/{s}")) for s in slots}
    keys = [h.key_msg() for h in holders.values()]
    for h in holders.values():
        for k in keys:
            h.receive(k)
        h.ledger.new_deck()

    def everyone_gets(m):
        for h in holders.values():
            h.receive(m)
    everyone_gets(holders[0].shuffle_due(0))
    everyone_gets(holders[1].shuffle_due(0))
    for h in holders.values():
        with pytest.raises(ValueError):
            h.follower.deal(0, (True,) * 3, 13)          # the deck is not shuffled by all: nothing to give
        assert h.shares_due() is None
    last = holders[2].shuffle_due(0)
    forged = dataclasses.replace(last, proof=dataclasses.replace(last.proof, c=(last.proof.c + 1)))
    for s in (0, 1):
        with pytest.raises(BlindCheat) as info:
            holders[s].receive(forged)
        assert (info.value.slot, info.value.code) == (2, Cheat.BAD_SHUFFLE)
        with pytest.raises(ValueError):
            holders[s].follower.deal(0, (True,) * 3, 13)
    everyone_gets(last)
    for h in holders.values():
        h.follower.deal(0, (True,) * 3, 13)
        batch = h.shares_due()
        assert batch is not None and len(batch.positions) == 2 * 13     # the other two seats' cards


def test_every_round_and_attempt_has_fresh_keys_and_randomness():
    """Fresh keys and fresh randomness every round (issue 23; geometryxyz/mental-poker issue 9):
    across rounds and a voided attempt the same key holder never publishes the same key, and no
    two ciphertexts of any shuffle share their randomness (equal C1)."""
    from protocol.blind.holder import KeyHolder
    from protocol.blind.ledger import Setup
    keys, c1s = [], []
    for round_no, attempt in ((1, 1), (1, 2), (2, 1)):
        setup = Setup("fresh", round_no, attempt, (0, 1), (0, 1))
        holders = {s: KeyHolder(s, setup, 2) for s in (0, 1)}       # the program's own randomness
        msgs = [h.key_msg() for h in holders.values()]
        keys += [m.h for m in msgs]
        for h in holders.values():
            for m in msgs:
                h.receive(m)
            h.ledger.new_deck()
        for s in (0, 1):
            m = holders[s].shuffle_due(0)
            c1s += [ct.c1 for ct in m.out]
            for h in holders.values():
                h.receive(m)
    assert len(set(keys)) == len(keys) == 6
    assert len(set(c1s)) == len(c1s) == 6 * 110
