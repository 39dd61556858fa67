"""The host is blind, end to end (issue 23): a host that keeps every frame it receives, and holds
its own round key (it plays a seat on its machine and runs a bot), cannot open a card of a remote
human's hand or of the stock before the card is public, at any moment of the round.

The real table and sessions run in memory (``TapHost`` keeps every frame both ways). At every
step of the round the test takes the host's secret and every share any frame brought it, and
tries to decrypt each hidden position of seats 0 and 1 and of the stock: it must never give a
card. The players themselves read their own hands all along, and the host machine reads the
seats it opens (so the test would see a decryption that works).
"""

from __future__ import annotations

from lanjolly.variants import JOLLY, ROMME
from protocol.blind.elgamal import decrypt
from protocol.blind.hostpart import HOST_SLOT
from protocol.blind.messages import SharesMsg, from_wire
from protocol.blind.points import card_of
from protocol.table import TableConfig

from event_harness import TapHost
from lj_harness import blind_records_ok, identity

import pytest


def _shares_heard(frames, ledger, seen: int, heard: dict) -> int:
    """Every share in the frames the host received since ``seen`` (its relays add nothing new)."""
    for direction, m in frames[seen:]:
        if direction != "up":
            continue
        for d in ([m] if m["t"] == "blind_shares" else [m["open"]] if m["t"] == "act" and m.get("open") else []):
            msg = from_wire("blind_shares", {"slot": m.get("slot", -1), **d}, ledger.deck_sizes())
            assert isinstance(msg, SharesMsg)
            for p, share in zip(msg.positions, msg.shares):
                heard.setdefault(p, []).append(share)
    return len(frames)


class _Spy:
    """Everything the host received in this attempt, checked after every move it relays."""

    def __init__(self, h: TapHost) -> None:
        self.h, self.attempt, self.seen, self.heard, self.checks, self.read = h, None, 0, {}, 0, 0

    def check(self) -> None:
        b = self.h.table.blind
        if b is None or b.state is None or b.state.phase.value not in ("draw", "play"):
            return
        if (b.setup.round_no, b.setup.attempt) != self.attempt:
            self.attempt, self.heard = (b.setup.round_no, b.setup.attempt), {}
            self.seen = max(i for i, (_, m) in enumerate(self.h.frames) if m["t"] == "blind_start")
        assert b.host is not None and HOST_SLOT in b.setup.holders and b.setup.openers[2] == HOST_SLOT
        self.seen = _shares_heard(self.h.frames, b.ledger, self.seen, self.heard)
        follower = b.referee.follower
        hidden = [p for s in (0, 1) for p in follower.hands[s]] + list(follower.stock)
        assert hidden
        for p in hidden:
            ct = b.ledger.ciphertext(p)
            assert card_of(decrypt(ct, self.heard.get(p, []) + [ct.c1 * b.host._x])) is None, p
        for s in (2, 3):          # the same decryption does open what the host machine may read
            for p in follower.hands[s]:
                if len(self.heard.get(p, [])) == len(b.setup.holders) - 1:
                    ct = b.ledger.ciphertext(p)
                    assert card_of(decrypt(ct, self.heard[p] + [ct.c1 * b.host._x])) is not None, p
                    self.read += 1
        self.checks += 1


@pytest.mark.parametrize("variant", [JOLLY.with_options(target_points=50), ROMME.with_options(target_points=1)],
                         ids=["jolly", "romme"])
def test_a_recording_host_with_its_own_key_opens_no_hidden_card(tmp_path, variant, monkeypatch):
    cfg = TableConfig(variant=variant, seats=4, bots=(None, None, None, "normal"), blind=True, turn_ms=0, seed=11,
                      host_player=identity(2).fingerprint, table_id="blind-spy")
    h = TapHost(cfg, frames=[], records_dir=tmp_path)
    spy = _Spy(h)
    part = h.table.blind_part
    assert part is not None
    after_move, after_message = part._delta, part.receive

    def delta_then_spy(now, end):
        after_move(now, end)
        spy.check()

    def message_then_spy(cid, msg, now):
        after_message(cid, msg, now)
        spy.check()
    monkeypatch.setattr(part, "_delta", delta_then_spy)     # after every move
    monkeypatch.setattr(part, "receive", message_then_spy)      # after every blind message
    remote = [h.add_client(0), h.add_client(1)]
    own = h.add_client(2)                        # the person on the host's machine: no key of its own
    h.run_until_finished()
    assert spy.checks > 60 and spy.read > 20
    assert blind_records_ok(remote + [own]) >= 3
