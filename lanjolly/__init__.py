"""LAN Jolly's pure game core: cards, melds, variants, rounds, scoring, views.

No I/O, no Qt, no asyncio: the protocol and the Qt client stand on this.
"""

from .actions import (Action, Discard, DrawStock, Knock, LayMelds, LayOff, Reshuffle,
                      SwapJoker, TakeDiscard, Timeout)
from .cards import (DECK_SIZE, JOKER_IDS, JOKER_TYPE, CardId, Suit, card_name, card_type, cards_str,
                    copies, full_deck, is_joker, make_card, parse_cards, rank_of, suit_of)
from .errors import IllegalAction, IllegalMeld, Reason
from .match import MatchState, new_match, record_round, start_round
from .melds import End, Meld, MeldKind, arrange_meld, check_meld, extend_meld, swap_joker
from .infostate import state_from_view
from .queries import lay_hint, layoff_targets, legal_actions, legal_actions_from_view, swappable_jokers
from .round import EventKind, Phase, RoundState, TableMeld, apply, apply_drawn, check, deal
from .scoring import RoundResult, SeatScore, card_hand_value, hand_value, score_round
from .solver import best_lay, layable_melds
from .variants import JOLLY, ROMME, Game, Variant, preset
from .views import View, spectator_view, view

__all__ = [
    "Action", "Discard", "DrawStock", "Knock", "LayMelds", "LayOff", "Reshuffle", "SwapJoker",
    "TakeDiscard", "Timeout", "DECK_SIZE", "JOKER_IDS", "CardId", "Suit", "card_name", "cards_str",
    "full_deck", "is_joker", "make_card", "parse_cards", "rank_of", "suit_of", "IllegalAction",
    "IllegalMeld", "Reason", "MatchState", "new_match", "record_round", "start_round", "End", "Meld",
    "MeldKind", "arrange_meld", "check_meld", "extend_meld", "swap_joker", "lay_hint",
    "layoff_targets", "legal_actions", "swappable_jokers", "Phase", "RoundState", "TableMeld",
    "apply", "check", "deal", "RoundResult", "card_hand_value", "hand_value", "score_round",
    "best_lay", "layable_melds", "JOLLY", "ROMME", "Game", "Variant", "preset", "View",
    "spectator_view", "view", "JOKER_TYPE", "card_type", "copies", "state_from_view",
    "legal_actions_from_view", "EventKind", "apply_drawn", "SeatScore",
]
