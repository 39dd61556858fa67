"""The host's rules engine on cards it cannot see: placeholder labels, corrected as cards open.

The engine needs a card id in every place. The host deals the identity order (position ``i``
of deck 0 holds label ``i``) and gives a reshuffled stock the returned cards in id order, so
its state is a consistent assignment of the 110 ids in which every public card is right and
every hidden one is a guess. When a position opens as card ``c`` and holds label ``l``, the
label ``c`` sits at some other hidden place (``c`` was hidden until now), so swapping ``c`` and
``l`` everywhere keeps the state consistent and makes the opened card right. Every rule is a
check on public cards, so a guess never decides a move (PROTOCOL.md §17.9).
"""

from __future__ import annotations

from dataclasses import replace

from lanjolly.cards import CardId
from lanjolly.state import RoundState

from .messages import Position


def swap_ids(state: RoundState, a: CardId, b: CardId) -> RoundState:
    """``state`` with card ids ``a`` and ``b`` exchanged in the hidden places (hands, stock)."""
    if a == b:
        return state

    def sw(c: CardId) -> CardId:
        return b if c == a else a if c == b else c

    return replace(state, hands=tuple(tuple(sw(c) for c in h) for h in state.hands),
                   stock=tuple(sw(c) for c in state.stock), drawn_card=sw(state.drawn_card))


class Labels:
    """Position ↔ label for every position still hidden in the host's state."""

    def __init__(self) -> None:
        self.label: dict[Position, CardId] = {}
        self.position: dict[CardId, Position] = {}
        self.private: set[Position] = set()      # right, but known to the host machine only

    def copy(self) -> "Labels":
        out = Labels()
        out.label, out.position, out.private = dict(self.label), dict(self.position), set(self.private)
        return out

    def unknown(self) -> set[CardId]:
        """The labels that are only guesses: hidden, and not read by the host machine."""
        return {c for c, p in self.position.items() if p not in self.private}

    def assign(self, p: Position, label: CardId) -> None:
        self.label[p] = label
        self.position[label] = p

    def reveal(self, state: RoundState, p: Position, card: CardId, public: bool = True) -> RoundState:
        """Make ``p`` carry ``card`` in ``state``; a public card leaves the map."""
        old = self.label[p]
        if old != card:
            other = self.position[card]
            self.assign(other, old)
            self.assign(p, card)
            state = swap_ids(state, old, card)
        if public:
            del self.label[p]
            del self.position[card]
            self.private.discard(p)
        else:
            self.private.add(p)
        return state


__all__ = ["Labels", "swap_ids"]
