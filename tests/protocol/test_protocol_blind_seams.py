"""The seams of the composed host table that the blind deal (PROTOCOL.md §17) plugs into, each on its own:
its messages and clock in the event table, a play -> deal transition for a void attempt, the fan-out's
hidden cards, seats whose own machine moves for them, a state reached by another referee, and the
blind part as the table's deal source (the ordinary deal when fewer than two machines hold keys)."""

from __future__ import annotations

from lj_harness import MemHost

from lanjolly.actions import DrawStock
from lanjolly.round import apply
from lanjolly.turnflow import Control
from lanjolly.variants import JOLLY
from protocol.table import Table, TableConfig
from protocol.tableblind import BlindDeal, BlindPart
from protocol.tableclock import TurnClock
from protocol.tabledeal import CommitReveal
from protocol.tablefanout import FanOut
from protocol.tableinfo import SeatKind
from protocol.tablephase import EVENTS, MESSAGES, TRANSITIONS, TableEvent as E, TablePhase as P
from protocol.tableseats import Seat, Seats


def test_blind_messages_and_clock_and_void_are_in_the_event_table():
    for t in ("blind_key", "blind_shuffle", "blind_shares", "blind_round_key"):
        assert MESSAGES[t] is E.BLIND
    assert all(EVENTS[(p, E.BLIND)] is p for p in P)        # outside an attempt: dropped, never refused
    assert EVENTS[(P.PLAY, E.BLIND_LATE)] is P.PLAY and EVENTS[(P.DEAL, E.BLIND_LATE)] is P.DEAL
    assert (P.BETWEEN, E.BLIND_LATE) not in EVENTS           # a stale blind clock is dropped
    assert EVENTS[(P.PLAY, E.BLIND_VOID)] is P.DEAL and (P.PLAY, P.DEAL) in TRANSITIONS


def test_the_blind_clock_is_due_in_deal_and_play_only():
    clock = TurnClock(turn_ms=5000, knock_window_ms=2000, bot_delay_ms=0)
    clock.turn_deadline = 10.0
    assert clock.due(9.0, P.PLAY, None, [], blind_at=8.0) == (E.BLIND_LATE, -1)
    assert clock.next_deadline(P.PLAY, None, [], blind_at=8.0) == 8.0
    assert clock.due(9.0, P.DEAL, 20.0, [], blind_at=8.0) == (E.BLIND_LATE, -1)
    assert clock.due(9.0, P.BETWEEN, None, [], blind_at=8.0) is None
    assert clock.due(9.0, P.PLAY, None, []) is None                  # no blind clock: nothing due yet


def test_keyed_seats_move_by_their_own_machine_even_when_dropped_or_auto():
    seats = Seats(3, None, lambda kind, body: None)
    seats.put(0, Seat(SeatKind.HUMAN, "a" * 64, "Ann", cid=None))    # dropped
    seats.put(1, Seat(SeatKind.HUMAN, "b" * 64, "Ben", cid=2, auto=True))
    seats.make_bot(2, "easy")
    assert seats.controls() == (Control.AWAY, Control.BOT, Control.BOT)
    seats.keyed = frozenset({0, 1})
    assert seats.controls() == (Control.PERSON, Control.PERSON, Control.BOT)


def test_the_fan_out_shows_what_its_shown_hook_lets_the_host_see():
    mem = MemHost(TableConfig(variant=JOLLY, seats=2, bots=(None, "easy"), seed=2, turn_ms=0))
    mem.add_client(0, autoplay=False)
    st = mem.table.state
    fan = FanOut()
    mover, other = st.current, 1 - st.current
    fan.shown = lambda state, seat: [-1] * len(state.hands[seat]) if seat == mover else state.hands[seat]
    snap = fan.snapshot(1, mover, st, [], None, -1)
    assert snap["v"]["h"] == [-1] * len(st.hands[mover])
    assert fan.snapshot(2, other, st, [], None, -1)["v"]["h"] == list(st.hands[other])
    new = apply(st, DrawStock(mover))
    out = dict(fan.deltas([(1, mover), (2, other)], new, {"type": "draw_stock", "seat": mover}, -1))
    assert out[1]["d"]["h"] == {"+": [-1]}       # the drawn card the host cannot read goes out as -1


def test_play_takes_a_state_another_referee_reached():
    mem = MemHost(TableConfig(variant=JOLLY, seats=2, bots=(None, "easy"), seed=2, turn_ms=0))
    mem.add_client(0, autoplay=False)
    play = mem.table.play
    st = play.state
    acts, accepted = list(play.acts), play.accepted
    new = apply(st, DrawStock(st.current))
    assert play.take(new) == [] and play.state is new and play.acts == acts     # more readable: nothing to tell
    public = {"type": "draw_stock", "seat": st.current}
    assert play.take(new, public) == [(new, public)] and play.acts == acts + [public]
    assert play.accepted == accepted                  # the referee counts its own moves


def test_the_blind_part_deals_blind_only_with_two_key_holders():
    table = Table(TableConfig(variant=JOLLY, seats=2, bots=(None, "easy"), blind=True, seed=3, auto_start=False))
    part = table.blind_part
    assert isinstance(part, BlindPart) and table.rounds.blind is part
    table.connect(1, "a" * 64, "Ann", 0.0)
    assert part.plan() == ((0, 100), (0, 100))     # Ann's machine opens her seat; the host machine the bot's
    table.start_match(0.0)
    assert isinstance(table.deal, BlindDeal) and table.blind is not None and table.phase is P.DEAL
    assert table.seats.keyed == frozenset({0})
    assert [m["t"] for _c, m, _x in table.drain()].count("blind_start") == 1


def test_a_blind_table_with_one_key_holder_deals_as_any_table():
    table = Table(TableConfig(variant=JOLLY, seats=2, bots=(None, "easy"), blind=True, seed=3, auto_start=False,
                              host_player="a" * 64))
    table.connect(1, "a" * 64, "Ann", 0.0)     # the person on the host's machine: no key of its own
    table.start_match(0.0)
    assert isinstance(table.deal, CommitReveal) and table.blind is None and table.seats.keyed == frozenset()


def test_a_blind_start_called_off_leaves_nothing_to_catch_up_on_in_the_lobby():
    table = Table(TableConfig(variant=JOLLY, seats=2, blind=True, seed=3, auto_start=False))
    table.connect(1, "a" * 64, "Ann", 0.0)
    table.connect(2, "b" * 64, "Ben", 0.0)
    table.start_match(0.0)
    assert table.blind is not None and table.rounds.blind is not None and table.rounds.blind.active()
    table.disconnect(2, 1.0)                       # a seated player left before the first deal
    assert table.phase is P.LOBBY and not table.rounds.blind.active()
    table.drain()
    table.connect(3, "b" * 64, "Ben", 2.0)
    assert "blind_start" not in [m["t"] for _c, m, _x in table.drain()]


def test_lanjolly_host_blind_is_off_unless_asked_for():
    """``lanjolly host`` deals as any table unless ``--blind`` is given (issue 23: off by default)."""
    from protocol.cli_host import build_host_parser, config_from_args
    parser = build_host_parser()
    assert config_from_args(parser.parse_args([])).blind is False
    assert config_from_args(parser.parse_args(["--blind"])).blind is True
    assert "hidden from the host" in parser.format_help()
    assert TableConfig().blind is False
