"""The host's turns go through the engine driver's turn flow (lanjolly.turnflow):
what the host does when a window or a turn runs out is what the driver says."""

from __future__ import annotations

from lj_harness import MemHost, events_of

from lanjolly.actions import Discard, DrawStock, Knock
from lanjolly.round import Phase
from lanjolly.state import EventKind
from lanjolly.turnflow import Control
from lanjolly.variants import ROMME
from protocol.clientstate import Refused
from protocol.table import TableConfig


def _knock_table(turn_ms: int) -> tuple[MemHost, dict]:
    v = ROMME.with_options(knock=True, knock_window_ms=2000, target_points=1)
    h = MemHost(TableConfig(variant=v, seats=3, bots=(None, None, None), seed=7, turn_ms=turn_ms))
    clients = [h.add_client(i, autoplay=False) for i in range(3)]
    return h, {c.game.seat: c for c in clients}


def test_a_knock_after_a_timed_out_turns_discard_is_taken():
    """Regression: the host opened its knock window only after a discard the player made
    (log kind "discard"), so after a timed-out turn's discard it refused every knock with
    knock_not_now, although the engine, the client's Knock button and RULES.md §24 allow it."""
    h, by_seat = _knock_table(turn_ms=5000)
    first = h.table.state.current
    h.advance(5.001)                                   # nobody moved: the least turn for the first seat
    st = h.table.state
    assert st.log[-1].kind is EventKind.TIMEOUT_DISCARD and st.last_discarder == first
    knocker = by_seat[next(s for s in by_seat if s not in (first, st.current))]
    knocker.act(Knock(knocker.game.seat))
    h.pump()
    assert not events_of(knocker, Refused)
    assert h.table.state.current == knocker.game.seat and h.table.state.log[-1].kind is EventKind.KNOCK


def test_after_a_timed_out_turn_the_next_draw_is_held_and_loses_to_a_knock():
    h, by_seat = _knock_table(turn_ms=5000)
    first = h.table.state.current
    h.advance(5.001)
    st = h.table.state
    nxt = by_seat[st.current]
    nxt.act(DrawStock(st.current))
    h.pump()
    assert h.table.pending_draw is not None and h.table.state.phase is Phase.DRAW   # held, as after any discard
    knocker = by_seat[next(s for s in by_seat if s not in (first, st.current))]
    knocker.act(Knock(knocker.game.seat))
    h.pump()
    assert h.table.state.current == knocker.game.seat
    assert events_of(nxt, Refused)[-1].code == "knock_not_now"   # the first knock won over the held draw


def test_the_held_draw_is_made_when_the_window_closes():
    h, by_seat = _knock_table(turn_ms=0)
    cur = by_seat[h.table.state.current]
    cur.act(DrawStock(cur.game.seat))
    h.pump()
    cur.act(Discard(cur.game.seat, cur.game.view.hand[-1]))
    h.pump()
    nxt = by_seat[h.table.state.current]
    nxt.act(DrawStock(nxt.game.seat))
    h.pump()
    assert h.table.state.phase is Phase.DRAW and h.table.pending_draw is not None
    h.advance(2.01)
    assert h.table.pending_draw is None and h.table.state.phase is Phase.PLAY
    assert h.table.state.current == nxt.game.seat and not events_of(nxt, Refused)


def test_the_hosts_seats_are_the_drivers_controls():
    h, by_seat = _knock_table(turn_ms=0)
    some = next(iter(by_seat.values()))
    assert h.table.seats.controls() == (Control.PERSON,) * 3
    h.drop(some)
    assert h.table.seats.controls()[some.game.seat] is Control.AWAY
    h.table.seats[some.game.seat].auto = True
    assert h.table.seats.controls()[some.game.seat] is Control.BOT


def test_the_snapshot_of_a_new_round_carries_the_running_turn_clock():
    """Regression: the deal sent each player's snapshot before the turn clock was set, so
    its ``tl`` was -1 (no timer) and the first player of every round saw no countdown until
    the first delta, although PROTOCOL.md §11 says ``tl`` in every state message is the time
    left on the running timer."""
    h, by_seat = _knock_table(turn_ms=5000)
    for c in by_seat.values():
        snaps = [m for m in c.received if m["t"] == "snap"]
        assert snaps and snaps[-1]["tl"] == 5000
        assert c.game.time_left_ms == 5000


def test_the_next_players_clock_starts_when_the_knock_window_closes():
    """Issue 22: the mover's turn clock ran during the knock window, so part of the turn
    was gone before the table said it was theirs (RULES.md §24: it starts after the wait)."""
    h, by_seat = _knock_table(turn_ms=5000)
    cur = by_seat[h.table.state.current]
    cur.act(DrawStock(cur.game.seat))
    h.pump()
    cur.act(Discard(cur.game.seat, cur.game.view.hand[-1]))
    h.pump()
    nxt = h.table.state.current
    assert h.table.knock_deadline is not None
    assert by_seat[nxt].game.time_left_ms == 2000 + 5000            # tl: the window, then the turn
    h.advance(5.5)                                                    # past 5 s, inside 2 + 5
    assert h.table.state.current == nxt and h.table.state.timeouts[nxt] == 0
    h.advance(1.6)
    assert h.table.state.timeouts[nxt] == 1


def test_no_knock_window_when_nobody_who_may_knock_is_a_person():
    """The discarder and the next player may not knock; with a bot in the third seat nobody
    would be waited for, so the next player draws at once (no 2 s pause)."""
    v = ROMME.with_options(knock=True, knock_window_ms=2000, target_points=1)
    h = MemHost(TableConfig(variant=v, seats=3, bots=(None, None, "normal"), seed=7, turn_ms=0,
                            bot_delay_ms=100))
    clients = {c.game.seat: c for c in (h.add_client(i, autoplay=False) for i in range(2))}
    h.pump()

    def play(seat: int) -> None:           # draw (made once any window closed) and discard
        assert h.table.state.current == seat
        clients[seat].act(DrawStock(seat))
        h.pump()
        h.advance(2.01)
        clients[seat].act(Discard(seat, clients[seat].game.view.hand[-1]))
        h.pump()
    play(1)                                 # seat 0, a person, may knock for it: a window
    assert h.table.knock_deadline is not None
    h.advance(2.2)                          # the window, then the bot's move
    h.advance(0.2)
    play(0)                                 # next is seat 1; only the bot (seat 2) may knock
    assert h.table.state.current == 1 and h.table.knock_deadline is None
    clients[1].act(DrawStock(1))
    h.pump()
    assert h.table.pending_draw is None and h.table.state.phase is Phase.PLAY
