"""Which hidden position is where, followed from the round's public log (PROTOCOL.md §17.8).

Every party runs this on what everyone sees (the deal, each ``draw_stock`` and ``knock`` event,
each reshuffle) and never on a peer's say-so: a key holder gives a share only for a position
that its own :class:`Follower` put into another seat's hand.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from lanjolly.state import Event, EventKind

from .ledger import Ledger
from .messages import Position, SharesMsg


def receivers(dealer: int, active: Sequence[bool]) -> list[int]:
    """The playing seats from the dealer's left: the order cards are dealt (PROTOCOL.md §6.3)."""
    n = len(active)
    return [s for s in ((dealer + k) % n for k in range(1, n + 1)) if active[s]]


class Follower:
    """The ledger plus the positions: stock top first, and each seat's hidden positions."""

    def __init__(self, ledger: Ledger, seats: int) -> None:
        self.ledger = ledger
        self.stock: list[Position] = []
        self.hands: list[list[Position]] = [[] for _ in range(seats)]
        self.given: list[tuple[Position, int]] = []   # every (position, seat), in order

    def deal(self, dealer: int, active: Sequence[bool], cards_each: int) -> None:
        """Deck 0 (shuffled in full) dealt one card at a time, then the rest is the stock."""
        order = receivers(dealer, active)
        positions = [(0, i) for i in range(len(self.ledger.decks[0].inputs))]
        for k, p in enumerate(positions[:cards_each * len(order)]):
            self._give(p, order[k % len(order)])
        self.stock = positions[cards_each * len(order):]

    def on_events(self, events: Iterable[Event]) -> None:
        """Follow the public log: draws and knocks take positions from the stock top."""
        for e in events:
            if e.kind is EventKind.DRAW_STOCK:
                self._draw(e.seat, 1)
            elif e.kind is EventKind.KNOCK:
                self._draw(e.seat, e.count)
            elif e.kind is EventKind.RESHUFFLE:
                deck = len(self.ledger.decks) - 1
                if not self.ledger.deck_ready(deck) or e.count != len(self.ledger.decks[deck].inputs):
                    raise ValueError("a reshuffle event without its shuffled deck")
                self.stock = [(deck, i) for i in range(e.count)]

    def _draw(self, seat: int, count: int) -> None:
        if len(self.stock) < count:
            raise ValueError("a draw from an empty stock")
        for p in self.stock[:count]:
            self._give(p, seat)
        del self.stock[:count]

    def _give(self, p: Position, seat: int) -> None:
        self.ledger.give(p, seat)
        self.hands[seat].append(p)
        self.given.append((p, seat))

    def add_shares(self, m: SharesMsg) -> list[int]:
        """The ledger's check; positions an opening made public leave their seat's hand."""
        seats = [self.ledger.owner.get(p) for p in m.positions]
        cards = self.ledger.add_shares(m)
        for p, seat in zip(m.positions, seats):
            if cards and seat is not None:
                self.hands[seat].remove(p)
        return cards


__all__ = ["Follower", "receivers"]
