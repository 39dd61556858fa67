"""Whole blind rounds: every move, the audit, an altered record refused, and a blind host."""

from __future__ import annotations

import dataclasses
import random

import pytest

from lanjolly import JOLLY, ROMME
from lanjolly.scoring import score_round
from protocol.blind.audit import AuditError, replay
from protocol.blind.group import G, add
from protocol.blind.inmemory import HOST_SLOT, deal, make_table, play, seat_view
from protocol.blind.messages import BlindCheat, Cheat, ShuffleMsg, SharesMsg
from protocol.blind.points import card_of
from protocol.blind.elgamal import decrypt
from protocol.blind.referee import RoundParams

from .rounds import play_round, stubborn

STUBBORN_ROMME = ROMME.with_options(knock=True, max_reshuffles=1)
TABLES = {  # key holders, and per seat the holder that opens it (HOST_SLOT: host-run bots)
    2: ([0, HOST_SLOT], [0, HOST_SLOT, HOST_SLOT]),
    3: ([0, 1, 2], [0, 1, 2]),
    4: ([0, 1, 2, HOST_SLOT], [0, 1, 2, HOST_SLOT]),
}


@pytest.mark.parametrize("holders", [2, 3, 4])
def test_a_round_with_reshuffle_and_knocks_checks_out(holders):
    slots, openers = TABLES[holders]
    relay, params, kinds = play_round(STUBBORN_ROMME, slots, openers, f"knock{holders}", "stubborn")
    assert kinds["reshuffle"] == 1 and kinds["knock"] >= 2 and kinds["stock_exhausted"] == 1
    truth = replay(relay.setup, len(openers), params, relay.transcript)
    assert truth.hands == relay.referee.state.hands
    assert score_round(truth) == score_round(relay.referee.state)


@pytest.mark.parametrize("variant,seed", [(JOLLY, "b"), (JOLLY, "f"), (ROMME, "c")])
def test_bots_play_every_kind_of_move_and_the_audit_agrees(variant, seed):
    relay, params, kinds = play_round(variant, [0, HOST_SLOT], [0, HOST_SLOT], seed)
    assert relay.referee.state.end_reason.value == "went_out"
    truth = replay(relay.setup, 2, params, relay.transcript)
    assert score_round(truth) == score_round(relay.referee.state)
    assert kinds["lay"] and kinds["discard"] and kinds["draw_stock"]
    if seed in "bf":
        assert kinds["lay_off"] and kinds["swap"] and kinds["take_discard"]


def altered(transcript, index, change):
    out = list(transcript)
    out[index] = change(out[index])
    return out


def test_a_record_with_one_altered_proof_share_or_card_is_refused_with_its_reason():
    relay, params, _ = play_round(JOLLY, [0, HOST_SLOT], [0, HOST_SLOT], "b")
    t = relay.transcript
    shuffle_at = next(i for i, e in enumerate(t) if isinstance(e, ShuffleMsg) and e.slot == HOST_SLOT)
    release_at = next(i for i, e in enumerate(t) if isinstance(e, SharesMsg) and not e.cards)
    opening_at = next(i for i, e in enumerate(t) if isinstance(e, SharesMsg) and e.cards)
    cases = [
        (shuffle_at, lambda m: dataclasses.replace(m, proof=dataclasses.replace(m.proof, c=m.proof.c ^ 1)),
         (HOST_SLOT, Cheat.BAD_SHUFFLE)),
        (release_at, lambda m: dataclasses.replace(m, shares=(add(m.shares[0], G),) + m.shares[1:]),
         (t[release_at].slot, Cheat.BAD_SHARES)),
        (opening_at, lambda m: dataclasses.replace(m, cards=((m.cards[0] + 1) % 110,) + m.cards[1:]),
         (t[opening_at].slot, Cheat.WRONG_CARD)),
    ]
    for index, change, expected in cases:
        with pytest.raises(BlindCheat) as info:
            replay(relay.setup, 2, params, altered(t, index, change))
        assert (info.value.slot, info.value.code) == expected
    with pytest.raises(AuditError, match="does not end"):
        replay(relay.setup, 2, params, t[:len(t) // 2])


def test_the_host_cannot_open_a_hidden_card_with_its_key_and_everything_it_relayed():
    """Host plays seat 2 and runs the bot of seat 3; seats 0 and 1 are remote key holders."""
    relay = make_table("blind-test", 3, [0, 1, HOST_SLOT], [0, 1, HOST_SLOT, HOST_SLOT], seed="spy")
    params = RoundParams(JOLLY, 0, (True,) * 4, 3)
    state = deal(relay, params)
    for _ in range(12):                           # a few turns: draws, discards, shares
        state = play(relay, stubborn(seat_view(relay, state.current), random.Random(0)))
    host = relay.holders[HOST_SLOT]
    ledger = relay.referee.ledger
    published: dict = {}
    for m in relay.wire:                          # everything the host saw, as a recorder would
        if isinstance(m, SharesMsg):
            for p, d in zip(m.positions, m.shares):
                published.setdefault(p, []).append(d)
    hidden = [p for s in (0, 1) for p in relay.referee.follower.hands[s]] + relay.referee.follower.stock
    assert len(hidden) > 60
    for p in hidden:
        ct = ledger.ciphertext(p)
        own = ct.c1 * host._x
        assert card_of(decrypt(ct, published.get(p, []) + [own])) is None, p
        assert card_of(decrypt(ct, [own])) is None
    for s in (0, 1):                              # the players themselves can read their cards
        assert all(c is not None for c in relay.holders[s].hand(s).values())
    for s in (2, 3):                              # the host's own seats: read by the host machine
        assert all(c is not None for c in host.hand(s).values())
