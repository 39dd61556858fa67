"""Stable refusal reasons shared by the engine, the host and every client.

The codes are part of the wire protocol: a client shows the sentence, a bot or
a test matches the code. Never renumber or rename a code; add new ones.
"""

from __future__ import annotations

from enum import Enum


class Reason(str, Enum):
    NOT_YOUR_TURN = "not_your_turn"
    WRONG_PHASE = "wrong_phase"
    ROUND_OVER = "round_over"
    NO_SUCH_SEAT = "no_such_seat"
    NOT_IN_HAND = "not_in_hand"
    DUPLICATE_CARD = "duplicate_card"
    INVALID_MELD = "invalid_meld"
    NO_MELDS = "no_melds"
    OPENING_TOO_LOW = "opening_too_low"
    NOT_OPENED = "not_opened"
    OPENED_THIS_TURN = "opened_this_turn"
    DISCARD_TAKE_NOT_ALLOWED = "discard_take_not_allowed"
    DISCARD_EMPTY = "discard_empty"
    BAD_COUNT = "bad_count"
    HAND_LIMIT = "hand_limit"
    NO_SUCH_MELD = "no_such_meld"
    DOES_NOT_FIT = "does_not_fit"
    NOT_A_JOKER = "not_a_joker"
    JOKER_NOT_FREE = "joker_not_free"
    WRONG_CARD_FOR_JOKER = "wrong_card_for_joker"
    MUST_KEEP_DISCARD = "must_keep_discard"
    TAKEN_CARD_DISCARD = "taken_card_discard"
    SWAPPED_JOKER_MUST_BE_LAID = "swapped_joker_must_be_laid"
    KNOCK_DISABLED = "knock_disabled"
    KNOCK_NOT_NOW = "knock_not_now"
    STOCK_TOO_SMALL = "stock_too_small"
    BAD_ORDER = "bad_order"
    MALFORMED = "malformed"


class IllegalMeld(ValueError):
    """A set of cards that is not a legal group or sequence; ``str()`` is for people."""

    def __init__(self, message: str, code: Reason = Reason.INVALID_MELD) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class IllegalAction(ValueError):
    """An action the rules refuse. The state it was applied to is unchanged."""

    def __init__(self, code: Reason, message: str) -> None:
        super().__init__(f"{code.value}: {message}")
        self.code = code
        self.message = message
