"""Build exact round positions from card notation, with every card accounted for."""

from __future__ import annotations

from dataclasses import replace

from lanjolly import JOLLY, parse_cards
from lanjolly.cards import DECK_SIZE
from lanjolly.melds import check_meld_ordered
from lanjolly.round import Phase, RoundState, TableMeld, deal


def position(variant=JOLLY, hands=("", ""), melds=(), discard="", stock_top="", current=0,
             phase=Phase.PLAY, opened=(), turn_no=5, **extra) -> RoundState:
    """A round state where the named cards are where the test says.

    ``melds`` is a list of (seat, "cards") pairs. Every other card goes to the
    bottom of the stock, so the 110 cards are always all there. ``opened``
    lists seats that opened in an earlier turn.
    """
    used: list[int] = []

    def take(text: str) -> tuple[int, ...]:
        cards = parse_cards(text, exclude=used)
        used.extend(cards)
        return tuple(cards)

    hand_ids = [take(h) for h in hands]
    table = []
    for i, (seat, text) in enumerate(melds):
        cards = take(text)
        table.append(TableMeld(i, check_meld_ordered(cards), (seat,) * len(cards)))
    disc = take(discard)
    top = take(stock_top)
    rest = tuple(c for c in range(DECK_SIZE) if c not in set(used))
    seats = len(hands)
    base = deal(variant, list(range(DECK_SIZE)), dealer=seats - 1, active=(True,) * seats)
    opened_turn = tuple((turn_no - 1 if s in opened else -1) for s in range(seats))
    return replace(base, hands=tuple(hand_ids), melds=tuple(table), next_meld_id=len(table),
                   discard=disc, stock=top + rest, current=current, phase=phase, turn_no=turn_no,
                   opened_turn=opened_turn, **extra)


def ids(text: str) -> list[int]:
    return parse_cards(text)


def conserved(state: RoundState) -> bool:
    where = state.all_card_locations()
    total = len(state.stock) + len(state.discard) + sum(map(len, state.hands)) + \
        sum(len(m.cards) for m in state.melds)
    return total == DECK_SIZE and len(where) == DECK_SIZE
