"""Rounds arranged by hand: chosen hands, melds and piles, for tests and tutorials.

Why in the library: a test of a ruling, a tutorial step or a second client's
own tests need "this hand against that table" without searching for a deck
order that deals it. Every card not named goes to the bottom of the stock,
so the 110 cards are always all there (card conservation holds).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from .cards import DECK_SIZE, CardId, parse_cards
from .melds import check_meld_ordered
from .round import deal
from .state import Phase, RoundState, TableMeld
from .variants import JOLLY, Variant


def position(variant: Variant = JOLLY, hands: Sequence[str] = ("", ""),
             melds: Sequence[tuple[int, str]] = (), discard: str = "", stock_top: str = "",
             current: int = 0, phase: Phase = Phase.PLAY, opened: Sequence[int] = (),
             turn_no: int = 5, **extra: Any) -> RoundState:
    """A round state where the named cards are where the caller says.

    ``hands`` and the piles are card notation (``"QH QH JK"``); ``melds`` is a
    list of (seat, cards) pairs laid by that seat; ``opened`` lists seats that
    opened in an earlier turn. ``extra`` sets any other state field."""
    used: list[CardId] = []

    def take(text: str) -> tuple[CardId, ...]:
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


def deal_hands(variant: Variant, hands: Sequence[str], dealer: int | None = None,
               stock_top: str = "") -> RoundState:
    """A freshly dealt round in which each seat holds the named cards.

    Each hand must have ``variant.cards_each`` cards; the deck order is built
    so that :func:`~lanjolly.round.deal` deals exactly these hands, so the
    round starts as a real one (first seat after the dealer to draw)."""
    dealer = len(hands) - 1 if dealer is None else dealer
    return deal(variant, arranged_order(variant, hands, dealer, stock_top), dealer, (True,) * len(hands))


def arranged_order(variant: Variant, hands: Sequence[str], dealer: int, stock_top: str = "") -> list[CardId]:
    """The deck order (index 0 dealt first) that deals each seat the named cards when
    ``dealer`` deals, with ``stock_top`` next on the stock: what :func:`deal_hands`
    deals, for a caller that hands a deck order on (a test's arranged table)."""
    seats = len(hands)
    used: list[CardId] = []
    chosen = []
    for h in hands:
        cards = parse_cards(h, exclude=used)
        if len(cards) != variant.cards_each:
            raise ValueError(f"each hand needs {variant.cards_each} cards, not {len(cards)}")
        used.extend(cards)
        chosen.append(cards)
    top = parse_cards(stock_top, exclude=used)
    used.extend(top)
    receivers = [(dealer + k) % seats for k in range(1, seats + 1)]
    order: list[CardId] = [chosen[s][i] for i in range(variant.cards_each) for s in receivers]
    return order + top + [c for c in range(DECK_SIZE) if c not in set(used)]
