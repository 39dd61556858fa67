"""Build exact round positions from card notation, with every card accounted for."""

from __future__ import annotations

from lanjolly import parse_cards
from lanjolly.arrange import position
from lanjolly.cards import DECK_SIZE
from lanjolly.round import RoundState

__all__ = ["position", "ids", "conserved"]


def ids(text: str) -> list[int]:
    return parse_cards(text)


def conserved(state: RoundState) -> bool:
    where = state.all_card_locations()
    total = len(state.stock) + len(state.discard) + sum(map(len, state.hands)) + \
        sum(len(m.cards) for m in state.melds)
    return total == DECK_SIZE and len(where) == DECK_SIZE
