"""One round as a pure state machine: ``apply(state, action) -> new state``.

The state is immutable, so cloning is free and a refused action provably leaves
it unchanged. The engine never draws randomness: the deal order comes in as a
permutation of the 110 card ids and a mid-round reshuffle is an explicit chance
move (:class:`~lanjolly.actions.Reshuffle`) that the host supplies, just as
OpenSpiel models chance.

Dealing (the protocol's deal verification relies on it): ``order[0]`` is the
top of the deck. Cards are dealt one at a time to the active seats in turn,
starting with the first active seat after the dealer, 13 each; the rest, in
order, is the stock with ``stock[0]`` on top (RULES.md §2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Sequence, TypeVar

from .actions import (Action, Discard, DrawStock, Knock, LayMelds, LayOff, Reshuffle,
                      SwapJoker, TakeDiscard, Timeout)
from .cards import DECK_SIZE, CardId, card_name, cards_str, is_joker
from .errors import IllegalAction, IllegalMeld, Reason
from .melds import End, Meld, MeldKind, check_meld, extend_meld, swap_joker
from .solver import least_harm_discard
from .state import EndReason, Event, EventKind, Phase, RoundState, TableMeld
from .variants import Variant

__all__ = ["EndReason", "Event", "EventKind", "Phase", "RoundState", "TableMeld", "apply", "check",
           "deal", "reshuffle_size"]


def deal(variant: Variant, order: Sequence[int], dealer: int, active: Sequence[bool],
         round_no: int = 0, totals: Sequence[int] | None = None) -> RoundState:
    """Start a round from a deck order (a permutation of the 110 ids)."""
    seats = len(active)
    if not 2 <= seats <= 4 or sum(bool(a) for a in active) < 2:
        raise ValueError("a round needs 2-4 seats with at least two active")
    if sorted(order) != list(range(DECK_SIZE)):
        raise ValueError("the deal order must be a permutation of the 110 card ids")
    if not active[dealer]:
        raise ValueError("the dealer must be an active seat")
    act = tuple(bool(a) for a in active)
    seq = [(dealer + k) % seats for k in range(1, seats + 1)]
    receivers = [s for s in seq if act[s]]
    hands: list[list[CardId]] = [[] for _ in range(seats)]
    pos = 0
    for _ in range(variant.cards_each):
        for s in receivers:
            hands[s].append(order[pos])
            pos += 1
    return RoundState(
        variant=variant, round_no=round_no, dealer=dealer, active=act,
        hands=tuple(tuple(h) for h in hands), stock=tuple(order[pos:]), discard=(),
        current=receivers[0], opened_turn=(-1,) * seats, timeouts=(0,) * seats,
        totals=tuple(totals) if totals is not None else (0,) * seats,
        log=(Event(EventKind.DEAL, seat=dealer, count=variant.cards_each),),
    )


# --------------------------------------------------------------------------- helpers

def _refuse(code: Reason, message: str) -> IllegalAction:
    return IllegalAction(code, message)


def _remove(hand: tuple[CardId, ...], cards: Iterable[CardId]) -> tuple[CardId, ...]:
    gone = set(cards)
    return tuple(c for c in hand if c not in gone)


_T = TypeVar("_T")


def _set(t: tuple[_T, ...], index: int, value: _T) -> tuple[_T, ...]:
    return t[:index] + (value,) + t[index + 1:]


def _discardable(state: RoundState, hand: Iterable[CardId], swapped: Iterable[CardId]) -> list[CardId]:
    v = state.variant
    blocked = v.blocked_discards(state.taken_this_turn) | (set(swapped) if v.swapped_joker_must_be_laid else set())
    return [c for c in hand if c not in blocked]


def _check_keeps_discard(state: RoundState, hand_after: tuple[CardId, ...],
                         swapped_after: tuple[CardId, ...]) -> bool:
    """RULES.md §4 and 3: a player must keep a card they may discard.

    Returns True when the hand becomes empty and that ends the round (only
    with ``final_discard_required`` off)."""
    if not hand_after:
        if state.variant.final_discard_required:
            raise _refuse(Reason.MUST_KEEP_DISCARD,
                          "you must keep one card to discard; you cannot lay your last card")
        return True
    if not _discardable(state, hand_after, swapped_after):
        raise _refuse(Reason.MUST_KEEP_DISCARD,
                      "you must keep a card you may discard (not one taken from the pile this turn)")
    return False


def _require_turn(state: RoundState, seat: int, phase: Phase) -> None:
    if state.phase is Phase.OVER:
        raise _refuse(Reason.ROUND_OVER, "the round is over")
    if not 0 <= seat < state.seats or not state.active[seat]:
        raise _refuse(Reason.NO_SUCH_SEAT, "that seat is not playing this round")
    if seat != state.current:
        raise _refuse(Reason.NOT_YOUR_TURN, "it is not your turn")
    if state.phase is not phase:
        if phase is Phase.DRAW:
            raise _refuse(Reason.WRONG_PHASE, "you have already drawn this turn")
        if state.phase is Phase.RESHUFFLE:
            raise _refuse(Reason.WRONG_PHASE, "the stock is being reshuffled")
        raise _refuse(Reason.WRONG_PHASE, "draw a card first")


def _require_opened_earlier(state: RoundState, seat: int, what: str) -> None:
    """RULES.md §7: lay-offs and swaps only from the turn after opening."""
    if not state.opened(seat):
        raise _refuse(Reason.NOT_OPENED, f"you can {what} only after your opening meld")
    if state.opened_turn[seat] == state.turn_no:
        raise _refuse(Reason.OPENED_THIS_TURN, f"you can {what} from your next turn on, not in the turn you opened")


def _in_hand(state: RoundState, seat: int, cards: Iterable[CardId]) -> None:
    hand = set(state.hands[seat])
    for c in cards:
        if c not in hand:
            raise _refuse(Reason.NOT_IN_HAND, f"{card_name(c) if 0 <= c < DECK_SIZE else c} is not in your hand")


# --------------------------------------------------------------------------- actions

def _draw_stock(state: RoundState, seat: int, then_timeout: bool) -> RoundState:
    if not state.stock:
        kept = state.variant.discard_kept_on_reshuffle
        limit = state.variant.max_reshuffles
        if len(state.discard) <= kept or (limit and state.reshuffles >= limit):
            # RULES.md §10: nothing left to draw: the round ends with no winner.
            return replace(state, phase=Phase.OVER, end_reason=EndReason.STOCK_EXHAUSTED,
                           knock_open=False,
                           log=state.log + (Event(EventKind.STOCK_EXHAUSTED, seat=seat),))
        return replace(state, phase=Phase.RESHUFFLE, pending_timeout=then_timeout, knock_open=False)
    card = state.stock[0]
    hands = _set(state.hands, seat, state.hands[seat] + (card,))
    new = replace(state, hands=hands, stock=state.stock[1:], phase=Phase.PLAY, drawn_card=card,
                  knock_open=False, log=state.log + (Event(EventKind.DRAW_STOCK, seat=seat),))
    if then_timeout:
        return _timeout_discard(new, seat)
    return new


def _take_discard(state: RoundState, a: TakeDiscard) -> RoundState:
    v = state.variant
    k = a.count
    if not state.discard:
        raise _refuse(Reason.DISCARD_EMPTY, "the discard pile is empty")
    if v.fanned_discard:
        # RULES.md §13: only once opened (and so from the turn after opening).
        if not state.opened(a.seat):
            raise _refuse(Reason.DISCARD_TAKE_NOT_ALLOWED,
                          "you may take from the discard pile only after your opening meld")
        if not 1 <= k <= len(state.discard):
            raise _refuse(Reason.BAD_COUNT, f"the pile has {len(state.discard)} cards")
    elif k != 1:
        raise _refuse(Reason.BAD_COUNT, "only the top card of the discard pile may be taken")
    if len(state.hands[a.seat]) + k > v.max_hand:
        raise _refuse(Reason.HAND_LIMIT, f"you may not hold more than {v.max_hand} cards")
    taken = state.discard[len(state.discard) - k:]
    hands = _set(state.hands, a.seat, state.hands[a.seat] + taken)
    return replace(state, hands=hands, discard=state.discard[:len(state.discard) - k],
                   phase=Phase.PLAY, taken_this_turn=taken, knock_open=False,
                   log=state.log + (Event(EventKind.TAKE_DISCARD, seat=a.seat, cards=taken, count=k),))


def _lay_melds(state: RoundState, a: LayMelds) -> RoundState:
    v = state.variant
    if not a.melds:
        raise _refuse(Reason.NO_MELDS, "lay at least one meld")
    flat = [c for m in a.melds for c in m]
    if len(set(flat)) != len(flat):
        raise _refuse(Reason.DUPLICATE_CARD, "a card appears in two melds")
    _in_hand(state, a.seat, flat)
    checked: list[Meld] = []
    total = 0
    for cards in a.melds:
        try:
            sm = check_meld(cards, v)
        except IllegalMeld as e:
            raise _refuse(Reason.INVALID_MELD, e.message) from None
        checked.append(sm.meld)
        total += sm.points
    opened_turn = state.opened_turn
    if not state.opened(a.seat):
        if not v.opens_with(total):
            raise _refuse(Reason.OPENING_TOO_LOW,
                          f"your first melds must be worth at least {v.opening_points} points; "
                          f"these are worth {total}")
        opened_turn = _set(opened_turn, a.seat, state.turn_no)
    hand_after = _remove(state.hands[a.seat], flat)
    swapped_after = tuple(j for j in state.swapped_jokers if j not in set(flat))
    goes_out = _check_keeps_discard(state, hand_after, swapped_after)
    new_melds = list(state.melds)
    mid = state.next_meld_id
    events = []
    for m in checked:
        new_melds.append(TableMeld(mid, m, (a.seat,) * len(m.cards)))
        events.append(Event(EventKind.LAY, seat=a.seat, cards=m.cards, meld_id=mid))
        mid += 1
    new = replace(state, hands=_set(state.hands, a.seat, hand_after), melds=tuple(new_melds),
                  next_meld_id=mid, opened_turn=opened_turn, swapped_jokers=swapped_after,
                  log=state.log + tuple(events))
    return _finish_out(new, a.seat) if goes_out else new


def _table_meld_for(state: RoundState, seat: int, card: CardId, meld_id: int, what: str) -> TableMeld:
    """Common checks of lay-off and swap: opened earlier, card held, meld exists."""
    _require_opened_earlier(state, seat, what)
    _in_hand(state, seat, [card])
    tm = state.meld_by_id(meld_id)
    if tm is None:
        raise _refuse(Reason.NO_SUCH_MELD, "there is no such meld on the table")
    return tm


def _with_meld(state: RoundState, meld_id: int, meld: Meld, owners: tuple[int, ...]) -> tuple[TableMeld, ...]:
    return tuple(TableMeld(m.meld_id, meld, owners) if m.meld_id == meld_id else m for m in state.melds)


def _lay_off(state: RoundState, a: LayOff) -> RoundState:
    tm = _table_meld_for(state, a.seat, a.card, a.meld_id, "lay off")
    try:
        new_meld = extend_meld(tm.meld, a.card, a.end)
    except IllegalMeld as e:
        raise _refuse(Reason.DOES_NOT_FIT, e.message) from None
    owners = (a.seat,) + tm.owners if (a.end is End.LOW and new_meld.kind is MeldKind.SEQUENCE) \
        else tm.owners + (a.seat,)
    hand_after = _remove(state.hands[a.seat], [a.card])
    swapped_after = tuple(j for j in state.swapped_jokers if j != a.card)
    goes_out = _check_keeps_discard(state, hand_after, swapped_after)
    new = replace(state, hands=_set(state.hands, a.seat, hand_after),
                  melds=_with_meld(state, a.meld_id, new_meld, owners), swapped_jokers=swapped_after,
                  log=state.log + (Event(EventKind.LAY_OFF, seat=a.seat, cards=(a.card,), meld_id=a.meld_id,
                                         end=a.end.value),))
    return _finish_out(new, a.seat) if goes_out else new


def _swap(state: RoundState, a: SwapJoker) -> RoundState:
    tm = _table_meld_for(state, a.seat, a.card, a.meld_id, "swap a joker")
    if not is_joker(a.joker) or a.joker not in tm.cards:
        raise _refuse(Reason.NOT_A_JOKER, "that card is not a joker in this meld")
    try:
        new_meld = swap_joker(tm.meld, a.joker, a.card)
    except IllegalMeld as e:
        # swap_joker names its reason; a rebuilt meld that fails is the wrong card.
        code = Reason.WRONG_CARD_FOR_JOKER if e.code is Reason.INVALID_MELD else e.code
        raise _refuse(code, e.message) from None
    index = tm.cards.index(a.joker)
    owners = _set(tm.owners, index, a.seat)
    hand_after = _remove(state.hands[a.seat], [a.card]) + (a.joker,)
    swapped_after = state.swapped_jokers + (a.joker,)
    _check_keeps_discard(state, hand_after, swapped_after)
    return replace(state, hands=_set(state.hands, a.seat, hand_after),
                   melds=_with_meld(state, a.meld_id, new_meld, owners),
                   swapped_jokers=swapped_after,
                   log=state.log + (Event(EventKind.SWAP, seat=a.seat, cards=(a.card, a.joker),
                                          meld_id=a.meld_id),))


def _discard(state: RoundState, seat: int, card: CardId, kind: EventKind = EventKind.DISCARD,
             forced: bool = False) -> RoundState:
    """``forced`` is the host playing a timed-out turn: it must always end the turn."""
    v = state.variant
    _in_hand(state, seat, [card])
    if not forced:
        if card in v.blocked_discards(state.taken_this_turn):
            raise _refuse(Reason.TAKEN_CARD_DISCARD,
                          "a card taken from the discard pile this turn may not be discarded again")
        if v.swapped_joker_must_be_laid and card in state.swapped_jokers:
            raise _refuse(Reason.SWAPPED_JOKER_MUST_BE_LAID, "a joker taken by a swap must be laid this turn")
        if v.swapped_joker_must_be_laid and any(j in state.hands[seat] for j in state.swapped_jokers):
            raise _refuse(Reason.SWAPPED_JOKER_MUST_BE_LAID,
                          "lay the joker you took by a swap before you discard")
    hand_after = _remove(state.hands[seat], [card])
    new = replace(state, hands=_set(state.hands, seat, hand_after), discard=state.discard + (card,),
                  log=state.log + (Event(kind, seat=seat, cards=(card,)),))
    if not hand_after:
        return _finish_out(new, seat)
    return _next_turn(new, seat)


def _next_turn(state: RoundState, seat: int) -> RoundState:
    return replace(state, current=state.next_active(seat), phase=Phase.DRAW, turn_no=state.turn_no + 1,
                   taken_this_turn=(), drawn_card=-1, swapped_jokers=(), pending_timeout=False, timeout_named=False,
                   knock_open=state.variant.knock, last_discarder=seat)


def _finish_out(state: RoundState, seat: int) -> RoundState:
    return replace(state, phase=Phase.OVER, winner=seat, end_reason=EndReason.WENT_OUT, knock_open=False,
                   log=state.log + (Event(EventKind.OUT, seat=seat),))


def least_turn_discard(state: RoundState, seat: int) -> CardId:
    """RULES.md §12: the card a timed-out turn discards, the one whose loss hurts the hand least
    (the solver's dead wood) among those the seat may discard. Public because a machine that
    sees a hand the host cannot see picks it there, with this same rule."""
    hand = state.hands[seat]
    return least_harm_discard(hand, _discardable(state, hand, state.swapped_jokers), state.variant)


def _timeout_discard(state: RoundState, seat: int, named: CardId = -1) -> RoundState:
    """``named``: the card the seat's own machine picked (it sees the hand the host cannot); it
    must be one the seat may discard, like any discard. Whether it is the least-harm card only
    the round's audit can tell."""
    if named < 0:
        return _discard(state, seat, least_turn_discard(state, seat), kind=EventKind.TIMEOUT_DISCARD, forced=True)
    hand = state.hands[seat]
    allowed = _discardable(state, hand, state.swapped_jokers)
    if named in hand and allowed and named not in allowed:
        raise _refuse(Reason.TAKEN_CARD_DISCARD, "a timed-out turn may not discard a card that may not be discarded")
    return _discard(state, seat, named, kind=EventKind.TIMEOUT_DISCARD, forced=True)


def _timeout(state: RoundState, a: Timeout) -> RoundState:
    if state.phase is Phase.OVER:
        raise _refuse(Reason.ROUND_OVER, "the round is over")
    if a.seat != state.current or state.phase is Phase.RESHUFFLE:
        raise _refuse(Reason.NOT_YOUR_TURN, "only the seat whose turn it is can time out")
    if a.card >= 0 and state.phase is Phase.DRAW:
        raise _refuse(Reason.MALFORMED, "a timed-out turn's discard can be named only after the draw")
    if a.draw_only and (state.phase is not Phase.DRAW or a.card >= 0):
        raise _refuse(Reason.MALFORMED, "only a timed-out turn that has not drawn yet draws first")
    if state.timeout_named:           # the second half: counted and logged with the first
        return _timeout_discard(replace(state, timeout_named=False), a.seat, a.card)
    timeouts = _set(state.timeouts, a.seat, state.timeouts[a.seat] + 1)
    state = replace(state, timeouts=timeouts, log=state.log + (Event(EventKind.TIMEOUT, seat=a.seat),))
    if a.draw_only:                   # its own machine names the discard (PROTOCOL.md §17.13)
        return replace(_draw_stock(state, a.seat, then_timeout=False), timeout_named=True)
    if state.phase is Phase.DRAW:
        return _draw_stock(state, a.seat, then_timeout=True)
    return _timeout_discard(state, a.seat, a.card)


def _knock(state: RoundState, a: Knock) -> RoundState:
    v = state.variant
    if not v.knock:
        raise _refuse(Reason.KNOCK_DISABLED, "knocking is off at this table")
    if state.phase is Phase.OVER:
        raise _refuse(Reason.ROUND_OVER, "the round is over")
    if not 0 <= a.seat < state.seats or not state.active[a.seat]:
        raise _refuse(Reason.NO_SUCH_SEAT, "that seat is not playing this round")
    if state.phase is not Phase.DRAW or not state.knock_open or not state.discard:
        raise _refuse(Reason.KNOCK_NOT_NOW, "you can knock only right after a discard, before the next draw")
    if a.seat in (state.current, state.last_discarder):
        raise _refuse(Reason.KNOCK_NOT_NOW, "the next player draws normally and nobody knocks for their own discard")
    if len(state.hands[a.seat]) + 3 > v.max_hand:
        raise _refuse(Reason.HAND_LIMIT, f"knocking would take you over {v.max_hand} cards")
    if len(state.stock) < 2:
        raise _refuse(Reason.STOCK_TOO_SMALL, "the stock has too few cards for the knock penalty")
    card = state.discard[-1]
    extra = state.stock[:2]
    hands = _set(state.hands, a.seat, state.hands[a.seat] + (card,) + extra)
    return replace(state, hands=hands, discard=state.discard[:-1], stock=state.stock[2:],
                   current=a.seat, phase=Phase.PLAY, turn_no=state.turn_no + 1,
                   taken_this_turn=(card,), drawn_card=-1, swapped_jokers=(), knock_open=False,
                   log=state.log + (Event(EventKind.KNOCK, seat=a.seat, cards=(card,), count=2),))


def _reshuffle(state: RoundState, a: Reshuffle) -> RoundState:
    if state.phase is not Phase.RESHUFFLE:
        raise _refuse(Reason.WRONG_PHASE, "no reshuffle is due")
    kept = state.variant.discard_kept_on_reshuffle
    pile = state.discard[:len(state.discard) - kept] if kept else state.discard
    keep = state.discard[len(pile):]
    if sorted(a.order) != list(range(len(pile))):
        raise _refuse(Reason.BAD_ORDER, f"the reshuffle order must be a permutation of 0..{len(pile) - 1}")
    ordered = sorted(pile)
    stock = tuple(ordered[i] for i in a.order)
    seat = state.current
    new = replace(state, stock=stock, discard=keep, phase=Phase.DRAW, reshuffles=state.reshuffles + 1,
                  log=state.log + (Event(EventKind.RESHUFFLE, count=len(stock)),))
    return _draw_stock(new, seat, then_timeout=state.pending_timeout)


def apply(state: RoundState, action: Action) -> RoundState:
    """The state after ``action``, or :class:`IllegalAction` (state untouched)."""
    if isinstance(action, Reshuffle):
        return _reshuffle(state, action)
    if isinstance(action, Knock):
        return _knock(state, action)
    if isinstance(action, Timeout):
        return _timeout(state, action)
    if isinstance(action, (DrawStock, TakeDiscard)):
        _require_turn(state, action.seat, Phase.DRAW)
        if isinstance(action, DrawStock):
            new = _draw_stock(state, action.seat, then_timeout=False)
        else:
            new = _take_discard(state, action)
    else:
        _require_turn(state, action.seat, Phase.PLAY)
        if isinstance(action, LayMelds):
            new = _lay_melds(state, action)
        elif isinstance(action, LayOff):
            new = _lay_off(state, action)
        elif isinstance(action, SwapJoker):
            new = _swap(state, action)
        elif isinstance(action, Discard):
            new = _discard(state, action.seat, action.card)
        else:
            raise _refuse(Reason.MALFORMED, f"unknown action {action!r}")
    if not isinstance(action, Timeout) and state.timeouts[action.seat]:
        new = replace(new, timeouts=_set(new.timeouts, action.seat, 0))
    return new


def check(state: RoundState, action: Action) -> IllegalAction | None:
    """Why ``action`` would be refused, or None when it is legal."""
    try:
        apply(state, action)
    except IllegalAction as e:
        return e
    return None


def reshuffle_size(state: RoundState) -> int:
    """How many cards the pending reshuffle orders (the chance move's size)."""
    kept = state.variant.discard_kept_on_reshuffle
    return max(0, len(state.discard) - kept)


def apply_drawn(state: RoundState, action: Action) -> tuple[RoundState, tuple[CardId, ...]]:
    """:func:`apply`, and the cards the acting seat took from the stock by it
    (a draw, a knock's two extra cards, the draw of a timed-out turn).

    Why a companion: those cards are private, so no :class:`Event` names
    them; a client or a tutorial that wants to highlight "the card you drew"
    asks here instead of comparing hands before and after."""
    new = apply(state, action)
    seat = getattr(action, "seat", -1)
    if not 0 <= seat < state.seats:
        return new, ()
    came = set(state.stock) - set(new.stock)
    return new, tuple(c for c in new.hands[seat] if c in came)
