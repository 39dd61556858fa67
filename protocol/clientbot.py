"""A headless client's player: picks a move from its own view only.

The client knows only its view, so it rebuilds a stand-in round state in
which the unseen cards are placed arbitrarily in the other hands and the
stock. The legal moves of the seat to move depend only on its own hand and
the table, so the rules engine's move list for that stand-in is exact. The
real bots (``lanjolly.bots``) take the view directly when they are installed.
"""

from __future__ import annotations

import random

from lanjolly.actions import Action
from lanjolly.cards import DECK_SIZE
from lanjolly.melds import check_meld_ordered
from lanjolly.round import Phase, RoundState, TableMeld
from lanjolly.variants import Variant
from lanjolly.views import View

from .botseat import bot_action


def state_from_view(v: View, variant: Variant) -> RoundState:
    """A round state consistent with ``v`` (hidden cards placed arbitrarily)."""
    if v.seat is None:
        raise ValueError("a watcher has no hand to play")
    seen = set(v.hand) | set(v.discard)
    melds = []
    for m in v.melds:
        melds.append(TableMeld(m.meld_id, check_meld_ordered(m.cards), m.owners))
        seen.update(m.cards)
    unseen = [c for c in range(DECK_SIZE) if c not in seen]
    hands = []
    for s, count in enumerate(v.hand_counts):
        if s == v.seat:
            hands.append(tuple(v.hand))
        else:
            hands.append(tuple(unseen[:count]))
            unseen = unseen[count:]
    opened_turn = tuple(
        (v.turn_no if (s == v.current and v.opened_this_turn) else v.turn_no - 1) if o else -1
        for s, o in enumerate(v.opened))
    return RoundState(
        variant=variant, round_no=v.round_no, dealer=v.dealer, active=v.active, hands=tuple(hands),
        stock=tuple(unseen[:v.stock_size]), discard=tuple(v.discard), melds=tuple(melds),
        next_meld_id=max((m.meld_id for m in v.melds), default=-1) + 1, current=v.current,
        phase=Phase(v.phase), turn_no=v.turn_no, opened_turn=opened_turn, taken_this_turn=v.taken_this_turn,
        knock_open=v.knock_open, last_discarder=v.last_discarder, timeouts=v.timeouts, totals=v.totals)


def choose_from_view(v: View, variant: Variant, strength: str, rng: random.Random,
                     cache: dict | None = None) -> Action | None:
    """The seat's move now, or None when it is not this seat's turn."""
    if v.seat is None or v.current != v.seat or v.phase not in ("draw", "play"):
        return None
    return bot_action(state_from_view(v, variant), v.seat, strength, rng, cache)
