"""'Next' on the results: the next round starts when every player pressed it, not before."""

from __future__ import annotations


import pytest

from lj_harness import MemHost  # noqa: E402

from lanjolly.variants import ROMME  # noqa: E402
from protocol.messages import make  # noqa: E402
from protocol.table import TableConfig  # noqa: E402


SECRETS_SEED = 99  # the deals this module's games were written against (conftest.seeded_secrets)


def test_next_round_waits_for_every_player_then_starts_at_once():
    config = TableConfig(variant=ROMME.with_options(target_points=100), seats=3, bots=(None, None, "normal"),
                         seed=3, turn_ms=0, between_rounds_ms=600_000, table_id="next-round-test")
    mem = MemHost(config)
    a = mem.add_client(0, "Ann")
    b = mem.add_client(1, "Ben")
    for _ in range(20_000):
        mem.pump()
        if mem.table.phase == "between" or mem.table.finished:
            break
        due = mem.table.next_deadline()
        assert due is not None, f"stuck in {mem.table.phase}"
        mem.now = max(mem.now, due)
        mem.table.tick(mem.now)
    assert mem.table.phase == "between", "the first round should end without finishing the match"
    waiting_until = mem.table.next_round_at
    assert waiting_until is not None and waiting_until - mem.now > 500
    a.send(make("ready", ready=True))
    mem.pump()
    assert mem.table.phase == "between" and mem.table.next_round_at == waiting_until
    b.send(make("ready", ready=True))
    mem.pump()
    assert mem.table.next_round_at == mem.now
    mem.table.tick(mem.now)
    mem.pump()
    assert mem.table.phase in ("deal", "play")
    assert mem.table.match.round_no == 1
