"""Determinisation: complete a seat's view into a full round consistent with it.

Why: Strong searches by playing the rest of the round out in sampled worlds
(Monte Carlo over what it cannot see). A world must agree with everything the
seat has seen: its own hand, the table, the discard pile, and the cards the
public log proves are in another hand (taken from the pile or by knocking,
not laid or discarded since). Every other card ("unseen") is dealt at random
into the other hands' unknown slots and the stock, by their counts.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Sequence

from ..actions import Reshuffle
from ..cards import DECK_SIZE, CardId
from ..errors import IllegalAction
from ..round import EndReason, Phase, RoundState, TableMeld, apply, reshuffle_size
from ..scoring import score_round
from ..variants import Variant
from ..views import View, view as view_of
from .base import Bot
from .knowledge import known_hands, table_meld


def unseen_ids(view: View, known: Sequence[set[CardId]] | None = None) -> list[CardId]:
    """Physical cards this seat cannot place: in the stock or an unknown hand slot."""
    if known is None:
        known = known_hands(view)
    seen: set[CardId] = set(view.hand) | set(view.discard)
    for m in view.melds:
        seen.update(m.cards)
    for s in known:
        seen |= s
    return [c for c in range(DECK_SIZE) if c not in seen]


def sample_hands(view: View, rng: random.Random,
                 known: Sequence[set[CardId]] | None = None) -> tuple[list[tuple[CardId, ...]], list[CardId]]:
    """Per seat a hand (this seat's own; others' known cards plus random unseen
    cards up to their hand counts) and the stock, top first.

    Deterministic for a given ``rng`` state. If the counts disagree (a view
    that cannot happen), hands are filled first and the stock gets the rest."""
    if known is None:
        known = known_hands(view)
    pool = unseen_ids(view, known)
    rng.shuffle(pool)
    hands: list[tuple[CardId, ...]] = []
    pos = 0
    for s, n in enumerate(view.hand_counts):
        if s == view.seat:
            hands.append(tuple(view.hand))
            continue
        mine = sorted(known[s])
        need = max(0, n - len(mine))
        hands.append(tuple(mine) + tuple(pool[pos:pos + need]))
        pos += need
    return hands, pool[pos:pos + view.stock_size]


def sample_world(view: View, variant: Variant, rng: random.Random,
                 known: Sequence[set[CardId]] | None = None) -> RoundState:
    """A full :class:`RoundState` agreeing with ``view`` (hidden parts sampled)."""
    hands, stock = sample_hands(view, rng, known)
    melds = tuple(TableMeld(m.meld_id, table_meld(m.cards), m.owners) for m in view.melds)
    turn = view.turn_no
    opened_turn = tuple(
        (turn if (s == view.current and view.opened_this_turn) else turn - 1) if o else -1
        for s, o in enumerate(view.opened))
    reshuffles = sum(1 for e in view.log if e.kind == "reshuffle")
    return RoundState(
        variant=variant, round_no=view.round_no, dealer=view.dealer, active=view.active,
        hands=tuple(hands), stock=tuple(stock), discard=view.discard, melds=melds,
        next_meld_id=max((m.meld_id for m in view.melds), default=-1) + 1,
        current=view.current, phase=Phase(view.phase), turn_no=turn, opened_turn=opened_turn,
        taken_this_turn=view.taken_this_turn, knock_open=False, last_discarder=view.last_discarder,
        reshuffles=reshuffles, timeouts=view.timeouts, totals=view.totals, log=view.log)


def rollout(state: RoundState, policies: Sequence[Bot], rng: random.Random, max_turns: int) -> RoundState:
    """Play on with ``policies`` (bots, one per seat) for at most ``max_turns``
    more turns. Nobody knocks (a cheap policy); reshuffles use ``rng``."""
    stop = state.turn_no + max_turns
    steps = 0
    while state.phase is not Phase.OVER and state.turn_no < stop and steps < 40 * max_turns:
        steps += 1
        if state.phase is Phase.RESHUFFLE:
            order = list(range(reshuffle_size(state)))
            rng.shuffle(order)
            state = apply(state, Reshuffle(tuple(order)))
            continue
        seat = state.current
        action = policies[seat].choose(view_of(state, seat), rng)
        try:
            state = apply(state, action)
        except IllegalAction:
            break      # a policy slip in an odd sampled spot: value the position as it is

    return state


def seat_value(state: RoundState, seat: int) -> float:
    """How good a (possibly unfinished) rolled-out round is for ``seat``, in
    [0, 1]: 1 for going out, 0 when another seat went out; otherwise the
    share of other seats it beats on round points, scored as if the stock had
    run out (RULINGS 10: then the points alone decide a one-round match)."""
    if state.end_reason is EndReason.WENT_OUT:
        return 1.0 if state.winner == seat else 0.0
    if state.phase is not Phase.OVER:
        state = replace(state, phase=Phase.OVER, end_reason=EndReason.STOCK_EXHAUSTED, winner=-1)
    res = score_round(state)
    sign = 1 if res.positive else -1
    own = res.seats[seat]
    if own is None:
        return 0.0       # not playing this round: nothing to win
    mine = sign * own.points
    others = [sign * sc.points for s, sc in enumerate(res.seats) if sc is not None and s != seat]
    if not others:
        return 1.0
    return sum(1.0 if mine > o else 0.5 if mine == o else 0.0 for o in others) / len(others)
