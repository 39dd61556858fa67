"""A full round state rebuilt from one seat's view (OpenSpiel's
"resample from infostate").

Why one function: a client judging its own move before sending it, a
headless bot client and Strong's sampled worlds all need a
:class:`RoundState` that agrees with everything a seat may know. Written
once, the rebuild is tested once: ``view(state_from_view(v), seat)
== v`` for every view of recorded rounds (tests/engine/test_infostate.py).

What the view does not hold is filled in: the other hands' unknown cards and
the stock order, at random with an ``rng`` (a sampled world) or with the
lowest unseen ids otherwise (placeholders no check of the seat's own action
reads). Cards the public log proves are in a hand (taken from the pile or by
a knock, not laid or discarded since) stay in that hand.
"""

from __future__ import annotations

import random
from typing import Sequence

from .cards import DECK_SIZE, CardId
from .melds import check_meld_ordered
from .state import EndReason, EventKind, Phase, RoundState, TableMeld
from .views import MeldView, View

_TURN_ENDS = (EventKind.DISCARD, EventKind.TIMEOUT_DISCARD, EventKind.KNOCK, EventKind.DEAL,
              EventKind.RESHUFFLE)


def known_hands(view: View) -> list[set[CardId]]:
    """Per seat, the cards the log proves are in that hand right now."""
    known: list[set[CardId]] = [set() for _ in view.hand_counts]
    for e in view.log:
        k = e.kind
        if k in (EventKind.TAKE_DISCARD, EventKind.KNOCK):
            known[e.seat].update(e.cards)
        elif k in (EventKind.LAY, EventKind.LAY_OFF, EventKind.DISCARD, EventKind.TIMEOUT_DISCARD):
            known[e.seat].difference_update(e.cards)
        elif k == EventKind.SWAP:
            known[e.seat].discard(e.cards[0])
            known[e.seat].add(e.cards[1])
    if view.seat is not None:
        known[view.seat] = set(view.hand)
    return known


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


def fill_hands(view: View, rng: random.Random | None = None,
               known: Sequence[set[CardId]] | None = None
               ) -> tuple[list[tuple[CardId, ...]], list[CardId]]:
    """Per seat a hand (the seat's own; others' known cards plus unseen cards
    up to their counts) and the stock, top first.

    With ``rng`` the unseen cards are shuffled first (deterministic for a
    given rng state); without, they are placed in id order. If the counts
    disagree (a view that cannot happen), hands are filled first."""
    if view.revealed_hands is not None:
        revealed = [set(h) for h in view.revealed_hands]
        return [tuple(h) for h in view.revealed_hands], unseen_ids(view, revealed)[:view.stock_size]
    if known is None:
        known = known_hands(view)
    pool = unseen_ids(view, known)
    if rng is not None:
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


def table_melds(melds: Sequence[MeldView]) -> tuple[TableMeld, ...]:
    """A view's melds as engine melds (for the queries and the rebuild)."""
    return tuple(TableMeld(m.meld_id, check_meld_ordered(m.cards), m.owners) for m in melds)


def _swapped_this_turn(view: View, current_hand: tuple[CardId, ...]) -> tuple[CardId, ...]:
    """Jokers the current seat freed by a swap this turn and still holds, read
    back from the log (RULES.md §9: such a joker must be laid this turn)."""
    out: list[CardId] = []
    for e in reversed(view.log):
        if e.kind in _TURN_ENDS:
            break
        if e.kind == EventKind.SWAP and e.seat == view.current and len(e.cards) == 2:
            out.append(e.cards[1])
    held = set(current_hand)
    return tuple(j for j in reversed(out) if j in held)


def _opened_turns(view: View) -> tuple[int, ...]:
    """Only "before this turn" versus "this turn" matters to the rules (RULES.md §7)."""
    turn = view.turn_no
    return tuple((turn if (s == view.current and view.opened_this_turn) else max(0, turn - 1)) if o else -1
                 for s, o in enumerate(view.opened))


def state_from_view(view: View, rng: random.Random | None = None,
                    known: Sequence[set[CardId]] | None = None,
                    filled: tuple[Sequence[tuple[CardId, ...]], Sequence[CardId]] | None = None) -> RoundState:
    """A full round state that agrees with ``view`` on everything its seat may know.

    ``rng`` samples the hidden cards (a determinised world); without it they
    are placeholders. ``known`` may pass :func:`known_hands` when the caller
    has it already; ``filled`` passes hands and stock already dealt by
    :func:`fill_hands` (a world the caller chose). ``drawn_card`` and a timeout
    waiting on a reshuffle are not in any view, so they are left unset."""
    hands, stock = filled if filled is not None else fill_hands(view, rng, known)
    melds = table_melds(view.melds)
    current_hand = hands[view.current] if 0 <= view.current < len(hands) else ()
    reshuffles = sum(1 for e in view.log if e.kind == EventKind.RESHUFFLE)
    return RoundState(
        variant=view.variant, round_no=view.round_no, dealer=view.dealer, active=view.active,
        hands=tuple(hands), stock=tuple(stock), discard=view.discard, melds=melds,
        next_meld_id=max((m.meld_id for m in melds), default=-1) + 1,
        current=view.current, phase=Phase(view.phase), turn_no=view.turn_no,
        opened_turn=_opened_turns(view), taken_this_turn=view.taken_this_turn,
        swapped_jokers=_swapped_this_turn(view, current_hand), knock_open=view.knock_open,
        last_discarder=view.last_discarder, reshuffles=reshuffles, timeouts=view.timeouts,
        totals=view.totals, winner=view.winner,
        end_reason=EndReason(view.end_reason) if view.end_reason else None, log=view.log)
