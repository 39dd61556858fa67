"""LAN Jolly's pure game core: cards, melds, variants, rounds, scoring, views.

No I/O, no Qt, no asyncio: the protocol and the Qt client stand on this.

The names below load on first use (PEP 562), so a process that only needs one
part, or none (``lanjolly --help``), does not pay for importing the solver and
the meld tables.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import (Action, Discard, DrawStock, Knock, LayMelds, LayOff, Reshuffle,
                          SwapJoker, TakeDiscard, Timeout)
    from .cards import (DECK_SIZE, JOKER_IDS, JOKER_TYPE, CardId, Suit, card_name, card_type, cards_str,
                        copies, full_deck, is_joker, make_card, parse_cards, rank_of, suit_of)
    from .errors import IllegalAction, IllegalMeld, Reason
    from .match import MatchState, new_match, record_round, start_round
    from .melds import End, Meld, MeldKind, arrange_meld, check_meld, extend_meld, swap_joker
    from .infostate import state_from_view
    from .queries import lay_hint, lay_hint_for, layoff_targets, legal_actions, legal_actions_from_view, swappable_jokers
    from .round import EventKind, Phase, RoundState, TableMeld, apply, apply_drawn, check, deal
    from .scoring import RoundResult, SeatScore, card_hand_value, hand_value, score_round
    from .solver import best_lay, layable_melds
    from .variants import JOLLY, ROMME, Game, Variant, preset
    from .views import View, spectator_view, view

# module -> the public names it provides
_EXPORTS: dict[str, tuple[str, ...]] = {
    "actions": ("Action", "Discard", "DrawStock", "Knock", "LayMelds", "LayOff", "Reshuffle",
                "SwapJoker", "TakeDiscard", "Timeout"),
    "cards": ("DECK_SIZE", "JOKER_IDS", "JOKER_TYPE", "CardId", "Suit", "card_name", "card_type",
              "cards_str", "copies", "full_deck", "is_joker", "make_card", "parse_cards", "rank_of",
              "suit_of"),
    "errors": ("IllegalAction", "IllegalMeld", "Reason"),
    "match": ("MatchState", "new_match", "record_round", "start_round"),
    "melds": ("End", "Meld", "MeldKind", "arrange_meld", "check_meld", "extend_meld", "swap_joker"),
    "infostate": ("state_from_view",),
    "queries": ("lay_hint", "lay_hint_for", "layoff_targets", "legal_actions", "legal_actions_from_view",
                "swappable_jokers"),
    "round": ("EventKind", "Phase", "RoundState", "TableMeld", "apply", "apply_drawn", "check", "deal"),
    "scoring": ("RoundResult", "SeatScore", "card_hand_value", "hand_value", "score_round"),
    "solver": ("best_lay", "layable_melds"),
    "variants": ("JOLLY", "ROMME", "Game", "Variant", "preset"),
    "views": ("View", "spectator_view", "view"),
}
_WHERE = {name: module for module, names in _EXPORTS.items() for name in names}
__all__ = list(_WHERE)


def __getattr__(name: str) -> Any:
    """Import the submodule that defines ``name`` the first time it is asked for."""
    module = _WHERE.get(name)
    if module is None:
        if name.startswith("_"):
            raise AttributeError(f"module 'lanjolly' has no attribute {name!r}")
        try:                                   # ``lanjolly.round`` and friends, as before
            return importlib.import_module(f".{name}", __name__)
        except ModuleNotFoundError:
            raise AttributeError(f"module 'lanjolly' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
