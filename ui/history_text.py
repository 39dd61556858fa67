"""One wording for the move history: the live table's history tab and the replay both use it.

``describe(event, names)`` turns one public engine log event
(:class:`lanjolly.round.Event`) into a sentence a player reads. Only public
events exist, so nothing here can name a card drawn from the stock.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from lanjolly.cards import NATURALS, rank_of, suit_of
from lanjolly.round import Event
from lanjolly.state import EventKind

translate = QCoreApplication.translate   # lupdate reads translate("context", "text")

_RANKS = {1: "A", 11: "J", 12: "Q", 13: "K"}
_SUITS = "♣♦♥♠"


def card_text(card: int) -> str:
    """``10♥``, ``A♠``, ``Joker``: how a card reads in a sentence."""
    if card >= NATURALS:
        return translate("history", "Joker")
    rank = rank_of(card)
    return f"{_RANKS.get(rank, str(rank))}{_SUITS[suit_of(card)]}"


def cards_text(cards: Sequence[int]) -> str:
    return " ".join(card_text(c) for c in cards)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else translate("history", "Seat {n}").format(n=seat + 1)


_WORDING: dict[EventKind, Callable[[Event, str], str]] = {
    EventKind.DEAL: lambda e, who: translate("history", "{who} dealt {n} cards each").format(who=who, n=e.count),
    EventKind.DRAW_STOCK: lambda e, who: translate("history", "{who} drew from the stock").format(who=who),
    EventKind.TAKE_DISCARD: lambda e, who: (
        translate("history", "{who} took {cards} from the discard pile").format(who=who, cards=cards_text(e.cards))),
    EventKind.LAY: lambda e, who: translate("history", "{who} laid {cards}").format(who=who, cards=cards_text(e.cards)),
    EventKind.LAY_OFF: lambda e, who: translate("history", "{who} added {card} to a meld").format(who=who, card=cards_text(e.cards)),
    EventKind.SWAP: lambda e, who: (translate("history", "{who} swapped {card} for the {joker}").format(
        who=who, card=card_text(e.cards[0]), joker=card_text(e.cards[1])) if len(e.cards) == 2
        else translate("history", "{who} swapped a joker").format(who=who)),
    EventKind.DISCARD: lambda e, who: translate("history", "{who} discarded {card}").format(who=who, card=cards_text(e.cards)),
    # The "ran out of time" line comes just before. Whose machine picked the card is not said: the
    # host at an open table, the player's own at a table with cards hidden from the host.
    EventKind.TIMEOUT_DISCARD: lambda e, who: (
        translate("history", "{card} was discarded for {who}").format(who=who, card=cards_text(e.cards))),
    EventKind.TIMEOUT: lambda e, who: translate("history", "{who} ran out of time").format(who=who),
    EventKind.KNOCK: lambda e, who: (
        translate("history", "{who} knocked for {card} (+{n} cards)").format(who=who, card=cards_text(e.cards), n=e.count)),
    EventKind.OUT: lambda e, who: translate("history", "{who} went out").format(who=who),
    EventKind.STOCK_EXHAUSTED: lambda e, who: translate("history", "The stock ran out").format(),
    EventKind.RESHUFFLE: lambda e, who: translate("history", "The discard pile was shuffled into a new stock ({n} cards)").format(n=e.count),
}


def describe(event: Event, names: Sequence[str]) -> str:
    """The sentence for one public log event; ``names`` are the seats' names in seat order."""
    wording = _WORDING.get(event.kind)
    who = _name(names, event.seat)
    if wording is None:
        return translate("history", "{who}: {what}").format(who=who, what=event.kind.replace("_", " "))
    return wording(event, who)
