"""The engine's verdict on one of *our* actions, computed from our view alone.

The client does not hold the round state, but everything the rules consult to
judge the seat's own action is in its view: its hand, the table melds, the
discard pile, the phase, who has opened, the cards taken this turn. So we
rebuild a stand-in :class:`RoundState` from the view (hidden cards replaced by
placeholders of the right count, which no check of our own action reads) and
ask the engine's ``check``. The table then never sends what the host would
refuse, and shows the very sentence the host would have sent, without the
table carrying rules of its own. The host stays the authority.
"""

from __future__ import annotations

from typing import Optional

from lanjolly.actions import Action
from lanjolly.cards import DECK_SIZE, CardId
from lanjolly.errors import IllegalAction, IllegalMeld
from lanjolly.melds import check_meld_ordered
from lanjolly.round import Phase, RoundState, TableMeld, check
from lanjolly.variants import Variant
from lanjolly.views import View, visible_cards


def table_melds(view: View) -> tuple[TableMeld, ...]:
    """The view's melds as engine melds (for ``layoff_targets`` and friends)."""
    out = []
    for m in view.melds:
        try:
            meld = check_meld_ordered(m.cards)
        except IllegalMeld:      # pragma: no cover - the host only lays legal melds
            continue
        out.append(TableMeld(m.meld_id, meld, m.owners))
    return tuple(out)


def _swapped_this_turn(view: View) -> tuple[CardId, ...]:
    """Jokers the current seat freed by a swap this turn, read back from the log."""
    out: list[CardId] = []
    for e in reversed(view.log):
        if e.kind in ("discard", "timeout_discard", "knock", "deal", "reshuffle"):
            break
        if e.kind == "swap" and e.seat == view.current and len(e.cards) == 2:
            out.append(e.cards[1])
    return tuple(reversed(out))


def shadow_state(view: View, variant: Variant) -> RoundState:
    """A round state that agrees with ``view`` on everything the seat may know."""
    if view.seat is None:
        raise ValueError("a spectator has no actions to check")
    seen = visible_cards(view)
    spare = iter([c for c in range(DECK_SIZE) if c not in seen])
    hands = []
    for s, n in enumerate(view.hand_counts):
        if s == view.seat:
            hands.append(tuple(view.hand))
        else:
            hands.append(tuple(next(spare) for _ in range(n)))
    stock = tuple(next(spare, 0) for _ in range(view.stock_size))
    melds = table_melds(view)
    turn = view.turn_no
    # Only "before this turn" versus "this turn" matters to the rules (RULINGS 7).
    opened_turn = tuple(
        (turn if (s == view.current and view.opened_this_turn) else max(0, turn - 1)) if o else -1
        for s, o in enumerate(view.opened))
    in_hand = set(view.hand)
    swapped = tuple(j for j in _swapped_this_turn(view) if j in in_hand) \
        if view.current == view.seat else ()
    return RoundState(
        variant=variant, round_no=view.round_no, dealer=view.dealer, active=view.active,
        hands=tuple(hands), stock=stock, discard=view.discard, melds=melds,
        next_meld_id=max((m.meld_id for m in melds), default=-1) + 1,
        current=view.current, phase=Phase(view.phase), turn_no=turn, opened_turn=opened_turn,
        taken_this_turn=view.taken_this_turn, swapped_jokers=swapped, knock_open=view.knock_open,
        last_discarder=view.last_discarder, timeouts=view.timeouts, totals=view.totals)


def precheck(view: Optional[View], variant: Variant, action: Action) -> Optional[IllegalAction]:
    """Why the host would refuse ``action``, or None when it would be accepted."""
    if view is None:
        return None
    return check(shadow_state(view, variant), action)
