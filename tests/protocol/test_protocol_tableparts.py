"""Each part of the host table on its own (issue 21 §1): the turn clock, the deal rounds, the seats,
the fan-out, the lobby; and the seams two coming features plug into (a deal source, a board dealt
from outside)."""

from __future__ import annotations

import random

import pytest
from lj_harness import MemHost

from lanjolly.cards import DECK_SIZE
from lanjolly.driver import rng_chance
from lanjolly.round import deal
from lanjolly.turnflow import Control
from lanjolly.variants import JOLLY, ROMME
from protocol.deal import commitment, reveal_round
from protocol.journal import Journal, Record
from protocol.messages import HOST_SLOT
from protocol.table import Table, TableConfig
from protocol.tableclock import TurnClock
from protocol.tabledeal import Abort, CommitReveal, DealContext, DealStep, FixedDeal, Pending, Ready
from protocol.tablefanout import FanOut
from protocol.tableinfo import SeatKind
from protocol.tablephase import TableEvent as E, TablePhase as P
from protocol.tableseats import Seat, Seats

# ---------------------------------------------------------------- the turn clock


def test_the_clock_says_which_event_is_due_first_and_when_the_next_one_is():
    clock = TurnClock(turn_ms=5000, knock_window_ms=2000, bot_delay_ms=0)
    clock.turn_deadline, clock.knock_deadline, clock.bot_due = 10.0, 9.0, 9.5
    graces = [(2, 9.8)]
    assert clock.next_deadline(P.PLAY, None, graces) == 9.0
    assert clock.due(8.9, P.PLAY, None, graces) is None
    assert clock.due(10.0, P.PLAY, None, graces) == (E.GRACE_OVER, 2)     # graces run before the play timers
    assert clock.due(10.0, P.PLAY, None, []) == (E.WINDOW_CLOSES, -1)
    clock.knock_deadline = None
    assert clock.due(10.0, P.PLAY, None, []) == (E.TURN_RUNS_OUT, -1)
    clock.turn_deadline = None
    assert clock.due(10.0, P.PLAY, None, []) == (E.BOT_DUE, -1)
    assert clock.due(10.0, P.PLAY, None, [], bot_away=True) is None        # a worker thread has that move
    assert clock.due(10.0, P.DEAL, 9.0, []) == (E.DEAL_TIMEOUT, -1)         # play timers only while playing
    clock.next_round_at = 3.0
    assert clock.due(10.0, P.BETWEEN, None, []) == (E.NEXT_ROUND_DUE, -1)
    assert clock.next_deadline(P.LOBBY, None, []) is None


def test_settling_starts_a_turn_clock_and_a_knock_window_and_stops_them_at_the_round_end():
    mem = MemHost(TableConfig(variant=ROMME.with_options(knock=True, knock_window_ms=2000, target_points=1),
                              seats=2, bots=(None, "easy"), seed=1, turn_ms=5000))
    mem.add_client(0, autoplay=False)
    state = mem.table.state
    clock = TurnClock(turn_ms=5000, knock_window_ms=2000, bot_delay_ms=600)
    settled = clock.settle(state, (Control.PERSON, Control.BOT), 100.0)
    assert not settled.over and settled.overtaken is None and clock.turn_deadline == 105.0 and clock.tl(101.0) == 4000
    clock.schedule_bot(state, (Control.BOT, Control.BOT), True, 100.0)
    assert clock.bot_due == pytest.approx(100.6)
    clock.schedule_bot(state, (Control.PERSON, Control.PERSON), True, 100.0)
    assert clock.bot_due is None


# ---------------------------------------------------------------- the deal rounds


def _ctx(participants=None, attempt=1):
    return DealContext("t1", 0, attempt, participants if participants is not None else {0: 11, 1: 12},
                       frozenset(), 10.0)


def test_commit_reveal_asks_publishes_and_deals_what_the_secrets_fix():
    d = CommitReveal(_ctx(), host_secret=bytes(32))
    begun = d.begin(0.0)
    assert isinstance(begun, Pending) and [(c, m["t"], m["tl"]) for c, m in begun.out] == [
        (11, "deal_commit_req", 10_000), (12, "deal_commit_req", 10_000)]
    secrets = {0: bytes([1]) * 32, 1: bytes([2]) * 32}
    assert d.stale(DealStep.SECRET, 0, 1, 0, 11) == "no secret is expected now"
    assert isinstance(d.receive(DealStep.COMMIT, 0, 11, commitment("t1", 0, 0, secrets[0]), 1.0), Pending)
    published = d.receive(DealStep.COMMIT, 1, 12, commitment("t1", 0, 1, secrets[1]), 2.0)
    assert isinstance(published, Pending) and published.out[-1][0] is None       # deal_commits to everyone
    assert d.step is DealStep.SECRET and d.deadline == 12.0
    assert d.stale(DealStep.SECRET, 0, 1, 0, 99) == "you are not a participant of this deal"
    d.receive(DealStep.SECRET, 0, 11, secrets[0], 3.0)
    ready = d.receive(DealStep.SECRET, 1, 12, secrets[1], 4.0)
    assert isinstance(ready, Ready) and d.step is DealStep.DONE and d.deadline is None
    commits = {s: commitment("t1", 0, s, v) for s, v in {**secrets, HOST_SLOT: bytes(32)}.items()}
    assert ready.order == reveal_round("t1", 0, commits, {**secrets, HOST_SLOT: bytes(32)}).deal_order()
    assert ready.record["secrets"]["0"] == secrets[0].hex()


def test_commit_reveal_aborts_naming_who_broke_it():
    d = CommitReveal(_ctx())
    d.begin(0.0)
    d.receive(DealStep.COMMIT, 0, 11, commitment("t1", 0, 0, bytes(32)), 1.0)
    published = d.expire(10.0)                       # seat 1 never committed: no say in this deal
    assert isinstance(published, Pending) and set(d.participants) == {0}
    wrong = d.receive(DealStep.SECRET, 0, 11, bytes([7]) * 32, 11.0)
    assert isinstance(wrong, Abort) and (wrong.slot, wrong.reason) == (0, "bad_secret")
    d2 = CommitReveal(_ctx({0: 11}))
    d2.begin(0.0)
    d2.receive(DealStep.COMMIT, 0, 11, commitment("t1", 0, 0, bytes(32)), 1.0)
    late = d2.expire(12.0)
    assert isinstance(late, Abort) and (late.slot, late.reason) == (0, "no_secret")


def test_a_board_from_outside_deals_the_same_cards_at_two_tables():
    """The duplicate-play seam: a table takes its deck order (and its reshuffles) from outside, per round."""
    board = list(range(DECK_SIZE))
    random.Random(5).shuffle(board)

    def boards(ctx):
        return FixedDeal(ctx, board, rng_chance(random.Random(ctx.round_no)))
    hands = []
    for table_id in ("east", "west"):
        t = Table(TableConfig(variant=JOLLY, seats=2, bots=("easy", "easy"), seed=1, table_id=table_id),
                  deals=boards)
        t.start_match(0.0)
        assert t.phase is P.PLAY
        hands.append(t.state.hands)
        # nothing of the board on the table's wire (PROTOCOL.md §18.4): whoever chose it publishes it
        assert t.deal.reveal() is None
        assert t.deal.snapshot()["commits"] == []
    assert hands[0] == hands[1] == deal(JOLLY, board, 0, (True, True)).hands
    with pytest.raises(ValueError):
        FixedDeal(_ctx(), board[:-1], rng_chance(random.Random(0)))


# ---------------------------------------------------------------- seats


def test_seats_own_the_owner_names_and_controls_and_journal_each_change():
    records: list[tuple[Record, dict]] = []
    seats = Seats(3, None, lambda kind, body: records.append((kind, body)))
    seats.put(0, Seat(SeatKind.HUMAN, "a" * 64, "Ann", cid=1))
    seats.claim_owner("a" * 64)
    seats.put(1, Seat(SeatKind.HUMAN, "b" * 64, "Ben", cid=2))
    seats.make_bot(2, "easy")
    assert seats.unique_nick("c" * 64, "ann", [("d" * 64, "Dora")]).startswith("ann (")
    assert seats.unique_nick("a" * 64, "Ann", []) == "Ann"        # your own name is yours
    assert seats.controls() == (Control.PERSON, Control.PERSON, Control.BOT)
    seats[1].cid = None
    assert seats.controls()[1] is Control.AWAY
    seats.release_owner("a" * 64)                                  # the next seated human takes over
    assert seats.owner == "b" * 64
    assert [k for k, _b in records] == [Record.SEAT, Record.OWNER, Record.SEAT, Record.SEAT, Record.OWNER]
    assert [s.nick for s in seats] == ["Ann", "Ben", "Chiara"]


# ---------------------------------------------------------------- the fan-out


def test_the_fan_out_builds_each_delta_once_with_its_real_time_left():
    mem = MemHost(TableConfig(variant=JOLLY, seats=2, bots=(None, "easy"), seed=2, turn_ms=0))
    mem.add_client(0, autoplay=False)
    st = mem.table.state
    fan = FanOut()
    mover, other = st.current, 1 - st.current
    recipients = [(1, mover), (2, None), (3, None), (4, other)]
    for cid, seat in recipients:
        fan.snapshot(cid, seat, st, [], None, -1)
    from lanjolly.actions import DrawStock
    from lanjolly.round import apply
    new = apply(st, DrawStock(mover))
    out = dict(fan.deltas(recipients, new, {"type": "draw_stock", "seat": mover}, 4321))
    assert all(m["tl"] == 4321 for m in out.values())             # no tl=-1 for the outbox to rewrite later
    assert out[2] is out[3] is out[4]           # whoever's own view changed alike shares one message object
    assert out[1] is not out[2] and out[1]["d"]["h"] and "h" not in out[2]["d"]   # the drawer sees the card


# ---------------------------------------------------------------- resume


def test_a_journal_record_out_of_place_is_a_damaged_journal(tmp_path):
    j = Journal(tmp_path / "t.sqlite")
    t = Table(TableConfig(seats=2, bots=(None, "easy")), journal=j)
    t.seats.put(0, Seat(SeatKind.HUMAN, "a" * 64, "Ann"))
    j.write(Record.END, {"round": 0})          # a round that never started ends
    with pytest.raises(ValueError, match="damaged"):
        Table.resume(Journal(tmp_path / "t.sqlite"), 0.0)


# ---------------------------------------------------------------- the lobby


def test_the_lobby_seats_and_paces_and_says_what_the_table_must_do_next():
    from protocol.tableconfig import TableConfig as Config
    from protocol.tablelobby import Arrival, Follow, Lobby
    from protocol.tableoutbox import Outbox
    conns: dict = {}
    seats = Seats(2, None, lambda kind, body: None)
    outbox = Outbox(conns)
    lobby = Lobby(seats, conns, outbox, Config(seats=2, chat_burst=2, chat_window_ms=10_000))
    steps = lobby.arrive(1, Arrival("a" * 64, "Ann", False, "10.0.0.1"), P.LOBBY)
    assert steps == Follow.CHANGED | Follow.SNAPSHOT | Follow.START and seats[0].nick == "Ann"
    assert seats.owner == "a" * 64
    lobby.arrive(2, Arrival("b" * 64, "Ben", True, "10.0.0.2"), P.LOBBY)        # asked to watch
    assert conns[2].seat is None and seats[1].kind is SeatKind.EMPTY
    outbox.drain()
    assert lobby.sit(2, 1, P.LOBBY) == Follow.NONE                 # a watcher may not sit in the lobby
    assert [m["code"] for _c, m, _x in outbox.drain()] == ["sit_off"]
    for text in ("hi", "again", "too fast"):
        lobby.chat(1, text, 0.0)
    said = outbox.drain()
    assert [m["t"] for _c, m, _x in said] == ["chat", "chat", "chat", "chat", "refusal"]   # 2 lines to 2 people
    assert said[-1][1]["code"] == "chat_rate"
    assert lobby.depart(2, P.LOBBY, 1.0, quiet=True) == Follow.CHANGED      # a watcher leaving: no bot work
    assert lobby.depart(1, P.PLAY, 2.0, quiet=True) == Follow.CHANGED | Follow.BOTS
    assert seats[0].dropped_at == 2.0 and seats[0].cid is None          # kept for the grace period


def test_the_turn_limit_follows_a_config_copied_with_another_variant():
    """The limit in force is worked out from the config on every read: a practice table copied
    with a 30-second variant (the desktop harness does so) clocks 30 s, not the original's limit."""
    from dataclasses import replace
    config = TableConfig(variant=JOLLY.with_options(turn_seconds=180))
    assert replace(config, variant=JOLLY.with_options(turn_seconds=30)).turn_limit_ms == 30_000
    assert TableConfig(variant=JOLLY, turn_ms=4000).turn_limit_ms == 4000
    assert TableConfig.from_dict(config.to_dict()) == config
