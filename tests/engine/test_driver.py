"""The round driver's turn flow for a table of people (lanjolly.turnflow) and its
never-stall step: the knock window, the held draw, the least turn, the stand-in bot.

Real dealt rounds of Rommé with knocking (three seats), moved by the engine's
own ``apply``; the flow's steps are what the host calls between its clocks.
"""

from __future__ import annotations

import random

import pytest

from lanjolly.actions import Discard, DrawStock, Knock, TakeDiscard, Timeout
from lanjolly.driver import FunctionSeat, knock_window_due, knocker, never_stall
from lanjolly.errors import IllegalAction
from lanjolly.match import new_match, start_round
from lanjolly.playout import random_action, shuffled_deck
from lanjolly.round import Phase, RoundState, apply
from lanjolly.state import EventKind
from lanjolly.turnflow import (Control, Flow, bot_plays, bot_takes_over, bot_to_move, close_window, hold, holds,
                               overtaken, seat_policies, settle, turn_ran_out)
from lanjolly.variants import JOLLY, ROMME

KNOCK = ROMME.with_options(knock=True)
PEOPLE = (Control.PERSON,) * 3


def _dealt(variant=KNOCK, seats: int = 3, seed: int = 1) -> RoundState:
    return start_round(new_match(variant, seats), shuffled_deck(random.Random(seed)))


def _after_discard(state: RoundState) -> RoundState:
    """The current seat draws from the stock and discards its last card: the next turn, knocks due."""
    seat = state.current
    state = apply(state, DrawStock(seat))
    return apply(state, Discard(seat, state.hands[seat][-1]))


def _third(state: RoundState) -> int:
    """The seat that is neither the next to draw nor the discarder: the one who may knock."""
    return next(s for s in range(state.seats) if s not in (state.current, state.last_discarder))


def test_a_knock_window_opens_after_every_discard_a_timed_out_turns_too():
    st = _dealt()
    assert not knock_window_due(st)                      # nothing discarded yet
    flow = settle(Flow(), st)
    assert not flow.window and flow.turn == (st.round_no, st.turn_no)
    st = _after_discard(st)
    flow = settle(flow, st)
    assert knock_window_due(st) and flow.window
    # a person whose time ran out discards too (RULES.md §12): the window opens all the same (§24)
    timed = apply(st, Timeout(st.current))
    assert timed.log[-1].kind is EventKind.TIMEOUT_DISCARD
    assert knock_window_due(timed) and settle(close_window(flow), timed).window
    # no knocking at a table without it
    assert not knock_window_due(_after_discard(_dealt(ROMME)))


def test_the_window_stays_shut_once_closed_until_the_next_discard():
    st = _after_discard(_dealt())
    flow = close_window(settle(Flow(), st))
    assert not settle(flow, st).window                   # the same turn again: its window has had its time
    assert settle(flow, _after_discard(st)).window       # the next player's discard: a new window


def test_the_next_draw_is_held_while_the_window_is_open_and_made_when_it_closes():
    st = _after_discard(_dealt())
    flow = settle(Flow(), st)
    nxt = st.current
    assert holds(flow, st, DrawStock(nxt))
    assert holds(flow, st, TakeDiscard(nxt, 1))
    assert not holds(flow, st, Knock(_third(st)))         # a knock is never held
    assert not holds(flow, st, DrawStock(_third(st)))     # not that seat's turn: judged at once
    assert not holds(close_window(flow), st, DrawStock(nxt))
    flow = hold(flow, st, DrawStock(nxt), (7, 3))
    assert flow.held == DrawStock(nxt) and flow.tag == (7, 3)
    closed = close_window(flow)
    assert not closed.window and closed.held is None      # the caller read flow.held and makes it now
    assert not overtaken(closed, settle(closed, apply(st, DrawStock(nxt))))   # made, not dropped


def test_a_held_draw_that_the_engine_refuses_is_refused_at_once():
    st = _after_discard(_dealt())
    flow = settle(Flow(), st)
    with pytest.raises(IllegalAction):
        hold(flow, st, TakeDiscard(st.current, 2), (1, 1))   # Rommé takes one card only


def test_the_first_knock_wins_and_drops_the_held_draw():
    st = _after_discard(_dealt())
    flow = hold(settle(Flow(), st), st, DrawStock(st.current), (5, 9))
    knocked = apply(st, Knock(_third(st)))
    after = settle(flow, knocked)
    assert overtaken(flow, after) and after.held is None and not after.window
    assert knocked.current == _third(st)


def test_a_present_person_whose_time_runs_out_gets_the_least_turn():
    st = _dealt()
    flow = settle(Flow(), st)
    flow2, timeout = turn_ran_out(flow, st, PEOPLE)
    assert timeout == Timeout(st.current) and flow2 == flow
    # a bot's seat needs nothing: its own move is scheduled anyway
    bots = tuple(Control.BOT if s == st.current else Control.PERSON for s in range(3))
    assert turn_ran_out(flow, st, bots) == (flow, None)


def test_an_away_persons_timed_out_turn_is_played_by_a_stand_in_bot_for_that_turn_only():
    st = _dealt()
    away = tuple(Control.AWAY if s == st.current else Control.PERSON for s in range(3))
    flow = settle(Flow(), st)
    assert not bot_to_move(flow, st, away)                # the table waits for the person first
    flow, timeout = turn_ran_out(flow, st, away)
    assert timeout is None and flow.stand_in
    assert bot_to_move(flow, st, away) and bot_plays(flow, st, away, st.current)
    assert not bot_plays(flow, st, away, (st.current + 1) % 3)
    seats = seat_policies(flow, st, away, lambda s: f"bot{s}")
    assert seats == [f"bot{s}" if s == st.current else None for s in range(3)]
    mid = apply(st, DrawStock(st.current))                # the bot's draw: the same turn goes on
    flow = settle(flow, mid)
    assert flow.stand_in
    flow = settle(flow, apply(mid, Discard(mid.current, mid.hands[mid.current][-1])))
    assert not flow.stand_in                              # the next turn: the person is waited for again


def test_a_bot_takes_over_after_the_variants_number_of_timeouts_in_a_row():
    st = _dealt(JOLLY, seats=2)
    seat = st.current
    for k in range(1, JOLLY.timeouts_before_bot + 1):
        assert st.current == seat
        st = apply(st, Timeout(seat))
        assert bot_takes_over(st, seat) == (k >= JOLLY.timeouts_before_bot)
        if k < JOLLY.timeouts_before_bot:
            st = apply(st, Timeout(st.current))            # the other seat times out too; not counted for seat
    # any move of its own resets the count
    other = st.current
    st = apply(st, DrawStock(other))
    assert st.timeouts[seat] == JOLLY.timeouts_before_bot and st.timeouts[other] == 0


def _raises(state, rng):
    raise RuntimeError("a broken bot")


def test_never_stall_makes_the_least_turn_when_a_driven_seat_has_no_legal_move():
    st = _dealt(JOLLY, seats=2)
    rngs = [random.Random(1), random.Random(2)]
    chance = lambda s: pytest.fail("no reshuffle is due")   # noqa: E731
    good = FunctionSeat(random_action)
    seats = [good, good]
    assert never_stall(st, seats, chance, rngs) != Timeout(st.current)
    illegal = FunctionSeat(lambda s, r: Discard(s.current, s.hands[s.current][0]))   # a discard before the draw
    assert never_stall(st, [illegal, illegal], chance, rngs) == Timeout(st.current)
    assert never_stall(st, [None, None], chance, rngs) == Timeout(st.current)     # nobody to ask
    with pytest.raises(RuntimeError):
        never_stall(st, [FunctionSeat(_raises)] * 2, chance, rngs)  # WithFallback is the guard against raising


class _Knocker:
    def act(self, state, seat, rng):
        return random_action(state, rng)

    def knocks(self, state, seat):
        return True


def test_the_arena_asks_for_knocks_in_the_same_window_the_host_opens():
    st = _after_discard(_dealt())
    seats = [_Knocker()] * 3
    assert knocker(st, seats) == _third(st)
    timed = apply(_dealt(), Timeout(_dealt().current))
    assert knocker(timed, seats) == _third(timed)         # after a timed-out turn's discard as well
    assert knocker(apply(st, DrawStock(st.current)), seats) == -1
    assert settle(Flow(), st).window and not settle(Flow(), apply(st, DrawStock(st.current))).window


def test_the_flow_is_frozen_and_round_start_is_a_new_turn():
    st = _dealt()
    flow = Flow()
    with pytest.raises(AttributeError):
        flow.window = True  # type: ignore[misc]
    assert settle(flow, st).turn == (0, st.turn_no) and st.phase is Phase.DRAW
