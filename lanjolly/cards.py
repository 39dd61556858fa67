"""The 110 physical cards: two 52-card decks and six jokers.

Every physical card has its own integer id (RULES.md §1) so that card
conservation can be checked and so the protocol and the deal verification can
name cards without ambiguity. The id layout is part of the wire contract and
must never change:

* ``id = deck * 52 + suit * 13 + (rank - 1)`` for ``deck`` in 0..1, ``suit`` in
  0..3 (clubs, diamonds, hearts, spades) and ``rank`` in 1..13 (ace = 1,
  jack = 11, queen = 12, king = 13): ids 0..103;
* jokers are ids 104..109.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable, Sequence

CardId = int

DECK_SIZE = 110
NATURALS = 104
JOKER_IDS: tuple[CardId, ...] = tuple(range(NATURALS, DECK_SIZE))

JOKER_TYPE = 52          # card_type() of every joker; natural types are 0..51
CARD_TYPES = 53          # natural types and the joker type

ACE, JACK, QUEEN, KING = 1, 11, 12, 13


class Suit(IntEnum):
    """Suit order is fixed by the id layout (clubs first)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]


RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_PARSE = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10, "1": 1}
_SUIT_PARSE = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3}


def is_joker(card: CardId) -> bool:
    return card >= NATURALS


def rank_of(card: CardId) -> int:
    """Rank 1..13, or 0 for a joker."""
    return 0 if card >= NATURALS else card % 13 + 1


def suit_of(card: CardId) -> int:
    """Suit 0..3, or -1 for a joker."""
    return -1 if card >= NATURALS else (card % JOKER_TYPE) // 13


def card_type(card: CardId) -> int:
    """The face of a card, ignoring which deck it came from: 0..51, jokers 52.

    Two Q♥ are different cards but the same type; melds and the solver reason
    about types, conservation reasons about ids.
    """
    return JOKER_TYPE if card >= NATURALS else card % JOKER_TYPE


def copies(card_type_: int) -> tuple[CardId, ...]:
    """Every physical id of a card type: the two decks' copies, or the six jokers."""
    if card_type_ == JOKER_TYPE:
        return JOKER_IDS
    if not 0 <= card_type_ < JOKER_TYPE:
        raise ValueError(f"no such card type: {card_type_}")
    return (card_type_, card_type_ + JOKER_TYPE)


def make_card(rank: int, suit: int, deck: int = 0) -> CardId:
    if not (1 <= rank <= 13 and 0 <= suit <= 3 and deck in (0, 1)):
        raise ValueError(f"no such card: rank={rank} suit={suit} deck={deck}")
    return deck * 52 + suit * 13 + rank - 1


def card_name(card: CardId) -> str:
    """Short notation used in tests, logs and the README: ``10H``, ``AS``, ``JK``."""
    if not 0 <= card < DECK_SIZE:
        raise ValueError(f"card id out of range: {card}")
    if card >= NATURALS:
        return "JK"
    rank = rank_of(card)
    return f"{RANK_NAMES.get(rank, str(rank))}{'CDHS'[suit_of(card)]}"


def cards_str(cards: Iterable[CardId]) -> str:
    return " ".join(card_name(c) for c in cards)


def full_deck() -> list[CardId]:
    """All 110 card ids in id order (the unshuffled deck)."""
    return list(range(DECK_SIZE))


def _parse_face(token: str) -> int:
    """Parse one token to a card type (0..51, 52 for a joker)."""
    t = token.strip().upper()
    if t in ("JK", "JOKER", "*", "🃏"):
        return JOKER_TYPE
    if len(t) < 2:
        raise ValueError(f"cannot read card {token!r}")
    rank_part, suit_part = t[:-1], t[-1]
    if suit_part not in _SUIT_PARSE:
        raise ValueError(f"unknown suit in {token!r}")
    if rank_part.isdigit():
        rank = int(rank_part)
        if not 2 <= rank <= 10:
            raise ValueError(f"unknown rank in {token!r}")
    elif rank_part in _RANK_PARSE:
        rank = _RANK_PARSE[rank_part]
    else:
        raise ValueError(f"unknown rank in {token!r}")
    return _SUIT_PARSE[suit_part] * 13 + rank - 1


def parse_cards(text: str | Sequence[str], exclude: Iterable[CardId] = ()) -> list[CardId]:
    """Read card notation into distinct physical ids.

    Repeated faces get the next unused copy (``"QH QH"`` is both queens of
    hearts, ``"JK JK"`` two different jokers), so a parsed hand always respects
    card conservation. ``exclude`` lists ids already in use elsewhere.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    used = set(exclude)
    out: list[CardId] = []
    for token in tokens:
        face = _parse_face(token)
        candidates = copies(face)
        for cid in candidates:
            if cid not in used:
                used.add(cid)
                out.append(cid)
                break
        else:
            raise ValueError(f"no copy of {token!r} left: the deck has only "
                             f"{len(candidates)}")
    return out
