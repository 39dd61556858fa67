"""The clock a person sees (issue 22 item 2; lanjolly.turnclock, PROTOCOL.md §11): the turn's own
time starts once the felt has shown the move that gave the turn, and a small time bank per
person per match drains only after it. The host owns both; ``tl`` says the whole time left and
``tb`` its time bank part."""

from __future__ import annotations

from lj_harness import MemHost

from lanjolly.actions import Discard, DrawStock
from lanjolly.turnclock import SHOW_DEAL_MS, SHOW_MOVE_MS, allowance_ms, bank_after, show_ms
from lanjolly.variants import JOLLY
from protocol.journal import Journal
from protocol.table import Table, TableConfig

TURN, BANK = 5000, 4000


def _table(show: bool = True, bank: int = BANK, seats: int = 2, minor: int | None = None,
           journal: Journal | None = None) -> tuple[MemHost, dict]:
    cfg = TableConfig(variant=JOLLY.with_options(target_points=50), seats=seats, bots=(None,) * seats, seed=7,
                      turn_ms=TURN, show_moves=show, bank_ms=bank)
    h = MemHost(cfg, journal=journal)
    clients = [h.add_client(i, autoplay=False, minor=minor) for i in range(seats)]
    return h, {c.game.seat: c for c in clients}


def _into_the_bank(h: MemHost, by_seat: dict, ms: int):
    """The mover draws, then discards ``ms`` into their bank; the mover's client."""
    mover = by_seat[h.table.state.current]
    seat = mover.game.seat
    mover.act(DrawStock(seat))
    h.advance((TURN + ms) / 1000)
    mover.act(Discard(seat, mover.game.view.hand[-1]))
    h.pump()
    return mover


def _last(c, t: str) -> dict:
    return [m for m in c.received if m["t"] == t][-1]


def test_the_rule_in_the_engine():
    assert show_ms(0) == SHOW_DEAL_MS and show_ms(7) == SHOW_MOVE_MS
    assert allowance_ms(30_000, 12_000) == 42_000 and allowance_ms(30_000, -5) == 30_000
    assert bank_after(30_000, 20_000, 30_000) == 30_000      # inside the turn's own time: untouched
    assert bank_after(30_000, 41_000, 30_000) == 19_000
    assert bank_after(30_000, 90_000, 30_000) == 0


def test_the_first_turn_waits_for_the_deal_to_be_shown_and_carries_the_bank():
    h, by_seat = _table()
    mover = by_seat[h.table.state.current]
    snap = _last(mover, "snap")
    assert snap["tl"] == SHOW_DEAL_MS + TURN + BANK and snap["tb"] == BANK
    assert mover.game.bank_left_ms == BANK
    h.advance((SHOW_DEAL_MS + TURN) / 1000 + 0.5)        # the turn's own time is up, the bank runs
    assert h.table.state.timeouts == (0, 0) or list(h.table.state.timeouts) == [0, 0]
    h.advance(BANK / 1000 - 0.4)
    assert h.table.state.timeouts[mover.game.seat] == 1, "a turn outlived its time and its bank"
    assert h.table.rounds.clock.banks[mover.game.seat] == 0


def test_a_turn_after_a_move_waits_for_the_move_to_be_shown():
    h, by_seat = _table()
    mover = by_seat[h.table.state.current]
    mover.act(DrawStock(mover.game.seat))
    h.pump()
    mover.act(Discard(mover.game.seat, mover.game.view.hand[-1]))
    h.pump()
    nxt = by_seat[h.table.state.current]
    delta = _last(nxt, "delta")
    assert delta["tl"] == SHOW_MOVE_MS + TURN + BANK and delta["tb"] == BANK


def test_what_a_turn_takes_from_the_bank_is_gone_for_the_match():
    h, by_seat = _table(show=False)
    mover = _into_the_bank(h, by_seat, 1500)
    seat = mover.game.seat
    assert h.table.rounds.clock.banks[seat] == BANK - 1500
    other = by_seat[h.table.state.current]
    other.act(DrawStock(other.game.seat))
    h.pump()
    other.act(Discard(other.game.seat, other.game.view.hand[-1]))   # within its time: its bank is whole
    h.pump()
    assert h.table.rounds.clock.banks.get(other.game.seat, BANK) == BANK
    assert _last(mover, "delta")["tl"] == TURN + BANK - 1500 and _last(mover, "delta")["tb"] == BANK - 1500


def test_a_resumed_table_keeps_what_each_bank_has_left(tmp_path):
    """The host crashes after a turn took 1.5 s from its mover's bank: the table resumed from its
    journal gives that seat the rest, not a full bank again (was full: a crash refilled every bank)."""
    h, by_seat = _table(show=False, journal=Journal(tmp_path / "t.sqlite"))
    seat = _into_the_bank(h, by_seat, 1500).game.seat
    assert h.table.rounds.clock.banks[seat] == BANK - 1500
    resumed = Table.resume(Journal(tmp_path / "t.sqlite"), now=h.now + 1)
    assert resumed.state == h.table.state
    assert resumed.rounds.clock.banks == {seat: BANK - 1500}


def test_no_bank_no_tb_and_a_minor_1_client_gets_neither_tb_nor_bank_ms():
    h, by_seat = _table(bank=0, show=False)
    c = next(iter(by_seat.values()))
    assert "tb" not in _last(c, "snap") and _last(c, "snap")["tl"] == TURN
    h, by_seat = _table(minor=1)
    for c in by_seat.values():
        assert all("tb" not in m for m in c.received if m["t"] in ("snap", "delta"))
        assert all("bank_ms" not in m["info"] for m in c.received if m["t"] == "table")
    h, by_seat = _table()
    c = next(iter(by_seat.values()))
    assert _last(c, "table")["info"]["bank_ms"] == BANK


def test_a_match_starts_with_every_bank_full():
    """A finished table's "Play again" opens a new table, so a bank lasts one match."""
    cfg = TableConfig(variant=JOLLY, seats=2, bots=(None, None), seed=7, turn_ms=TURN, bank_ms=BANK)
    h = MemHost(cfg)
    h.add_client(0, autoplay=False)
    h.table.rounds.clock.banks[0] = 123    # left from before: the match's start fills it again
    h.add_client(1, autoplay=False)
    assert h.table.state is not None and h.table.rounds.clock.banks.get(0, BANK) == BANK
