"""The order of the cards in the player's hand: local only (RULES.md §26).

The engine keeps a hand as an unordered tuple; how the player arranges it is
nobody else's business and is never sent. This model keeps that arrangement
across views: cards still held keep their place, new cards go to the right
(where a freshly drawn card lands), cards that left the hand disappear.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from lanjolly.cards import ACE, CardId, is_joker, rank_of, suit_of


SUIT, RANK, DEALT = "suit", "rank", "dealt"      # the hand-order preferences


def _rank_high(card: CardId) -> int:
    """Rank with the ace high: it usually ends Q-K-A and counts high when laid."""
    r = rank_of(card)
    return 14 if r == ACE else r


def suit_key(card: CardId) -> tuple[int, int, int]:
    if is_joker(card):
        return (9, 0, card)
    return (suit_of(card), _rank_high(card), card)


def rank_key(card: CardId) -> tuple[int, int, int]:
    if is_joker(card):
        return (99, 0, card)
    return (_rank_high(card), suit_of(card), card)


class HandOrder:
    """The player's arrangement of their hand, synchronised with each view."""

    def __init__(self, cards: Iterable[CardId] = ()) -> None:
        self._order: list[CardId] = list(cards)

    @property
    def cards(self) -> tuple[CardId, ...]:
        return tuple(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def index(self, card: CardId) -> int:
        return self._order.index(card)

    def sync(self, hand: Sequence[CardId]) -> list[CardId]:
        """Adopt the engine's hand; returns the cards that are new (appended right)."""
        held = set(hand)
        self._order = [c for c in self._order if c in held]
        known = set(self._order)
        new = [c for c in hand if c not in known]
        self._order.extend(new)
        return new

    def move(self, card: CardId, index: int) -> None:
        """Put ``card`` at ``index`` (counted in the order without the card)."""
        self._order.remove(card)
        index = max(0, min(index, len(self._order)))
        self._order.insert(index, card)

    def sort_by_suit(self) -> None:
        self._order.sort(key=suit_key)

    def sort_by_rank(self) -> None:
        self._order.sort(key=rank_key)

    def arrange(self, groups: Sequence[Sequence[CardId]], rest_key: Callable[[CardId], tuple[int, int, int]] = suit_key) -> None:
        """Put each group side by side (the combinations one could lay), left to
        right, then the remaining cards sorted by ``rest_key``."""
        placed = [c for g in groups for c in g if c in self._order]
        taken = set(placed)
        self._order = placed + sorted((c for c in self._order if c not in taken), key=rest_key)

    def sort_by(self, preference: str) -> None:
        """Sort by the player's remembered preference: "suit", "rank" or "dealt" (as is)."""
        if preference == SUIT:
            self.sort_by_suit()
        elif preference == RANK:
            self.sort_by_rank()
