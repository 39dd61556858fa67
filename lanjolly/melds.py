"""Groups and sequences: validation, joker meanings, laid value, lay-off and swap.

A meld is always judged from its cards *in laid order*: in a sequence the
position of a joker fixes what it stands for (RULES.md §6), and a laid meld never
reorders. Values of sequence positions run 1..14 where 1 is a low ace and 14 a
high ace; a sequence may use one of those but never both (RULES.md §5: no K-A-2).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Sequence

from .cards import ACE, CardId, card_name, cards_str, is_joker, rank_of, suit_of
from .errors import IllegalMeld, Reason
from .variants import Variant

MAX_GROUP = 4
MAX_SEQUENCE = 13


class MeldKind(str, Enum):
    GROUP = "group"
    SEQUENCE = "sequence"


class End(str, Enum):
    """Where a lay-off goes. Groups have no order; their lay-offs use HIGH."""

    LOW = "low"
    HIGH = "high"


def rank_of_value(value: int) -> int:
    """Sequence position value 1..14 to card rank (14 is the high ace)."""
    return ACE if value == 14 else value


def laid_value_of_position(value: int, variant: Variant) -> int:
    """Laid value of a sequence position (RULES.md §15/21)."""
    if value == 1:
        return variant.ace_low_laid
    if value == 14:
        return variant.ace_high_laid
    return value if value <= 9 else 10


def laid_value_of_group_rank(rank: int, variant: Variant) -> int:
    return group_rank_value(rank, variant.ace_group_laid)


def group_rank_value(rank: int, ace_group: int) -> int:
    """Laid value of one card of a group of ``rank``, an ace's being
    ``ace_group`` (the variant's). Why apart: the solver's caches key on the
    ace values as plain ints, not on the variant (meldtables.laid_values)."""
    if rank == ACE:
        return ace_group
    return rank if rank <= 9 else 10


@dataclass(frozen=True)
class JokerMeaning:
    """What a laid joker stands for. ``suits`` has one entry when it is fixed;
    two in a group of two naturals and a joker, where it is open (RULES.md §6)."""

    joker: CardId
    rank: int
    suits: tuple[int, ...]


@dataclass(frozen=True)
class Meld:
    kind: MeldKind
    cards: tuple[CardId, ...]
    # Groups: the shared rank. Sequences: the suit and the value of cards[0].
    rank: int = 0
    suit: int = -1
    start: int = 0

    def __len__(self) -> int:
        return len(self.cards)

    @property
    def jokers(self) -> tuple[CardId, ...]:
        return tuple(c for c in self.cards if is_joker(c))

    @property
    def naturals(self) -> tuple[CardId, ...]:
        return tuple(c for c in self.cards if not is_joker(c))

    @property
    def end_value(self) -> int:
        return self.start + len(self.cards) - 1

    def card_points(self, variant: Variant) -> tuple[int, ...]:
        """Laid value of each card in order; a joker counts as what it stands for."""
        if self.kind is MeldKind.GROUP:
            v = laid_value_of_group_rank(self.rank, variant)
            return (v,) * len(self.cards)
        return tuple(laid_value_of_position(self.start + i, variant) for i in range(len(self.cards)))

    def points(self, variant: Variant) -> int:
        return sum(self.card_points(variant))

    def joker_meanings(self) -> tuple[JokerMeaning, ...]:
        out = []
        if self.kind is MeldKind.GROUP:
            present = {suit_of(c) for c in self.naturals}
            missing = tuple(s for s in range(4) if s not in present)
            for c in self.jokers:
                out.append(JokerMeaning(c, self.rank, missing))
        else:
            for i, c in enumerate(self.cards):
                if is_joker(c):
                    out.append(JokerMeaning(c, rank_of_value(self.start + i), (self.suit,)))
        return tuple(out)

    def __str__(self) -> str:
        return cards_str(self.cards)


def _group(cards: tuple[CardId, ...]) -> Meld:
    naturals = [c for c in cards if not is_joker(c)]
    jokers = len(cards) - len(naturals)
    rank = rank_of(naturals[0])
    if len(cards) > MAX_GROUP:
        raise IllegalMeld(f"a group has at most {MAX_GROUP} cards ({cards_str(cards)})")
    suits = [suit_of(c) for c in naturals]
    if len(set(suits)) != len(suits):
        raise IllegalMeld(f"a group needs different suits; {cards_str(cards)} repeats one")
    if jokers > 1:
        raise IllegalMeld(f"a group holds at most one joker ({cards_str(cards)})")
    return Meld(MeldKind.GROUP, cards, rank=rank)


def _sequence_start(cards: tuple[CardId, ...]) -> int | None:
    """The value of the first position, or None when no placement fits 1..14."""
    n = len(cards)
    first = next(i for i, c in enumerate(cards) if not is_joker(c))
    r = rank_of(cards[first])
    for v in ((1, 14) if r == ACE else (r,)):
        s = v - first
        if s < 1 or s + n - 1 > 14 or n > MAX_SEQUENCE:
            continue
        if all(is_joker(c) or rank_of(c) == rank_of_value(s + i) for i, c in enumerate(cards)):
            return s
    return None


def _sequence(cards: tuple[CardId, ...]) -> Meld:
    naturals = [c for c in cards if not is_joker(c)]
    for a, b in zip(cards, cards[1:]):
        if is_joker(a) and is_joker(b):
            raise IllegalMeld(f"two jokers may not lie next to each other in a sequence ({cards_str(cards)})")
    s = _sequence_start(cards)
    if s is None:
        ranks = {rank_of(c) for c in naturals}
        if len(cards) > MAX_SEQUENCE:
            raise IllegalMeld(f"a sequence has at most {MAX_SEQUENCE} cards; the ace is low or high, never both")
        if ACE in ranks or 13 in ranks or 2 in ranks:
            # Distinguish "around the corner" from plain disorder.
            rev = _sequence_start(tuple(reversed(cards)))
            if rev is None and _wraps(cards):
                raise IllegalMeld(
                    f"a sequence may not go around the corner (K-A-2): {cards_str(cards)}; "
                    "the ace is low (A-2-3) or high (Q-K-A), never both")
        raise IllegalMeld(f"the cards of a sequence must follow each other in order: {cards_str(cards)}")
    return Meld(MeldKind.SEQUENCE, cards, suit=suit_of(naturals[0]), start=s)


def _wraps(cards: tuple[CardId, ...]) -> bool:
    """True when the cards would fit a cyclic run through K-A-2."""
    n = len(cards)
    first = next(i for i, c in enumerate(cards) if not is_joker(c))
    s = rank_of(cards[first]) - first
    return all(is_joker(c) or (rank_of(c) - 1) % 13 == (s + i - 1) % 13 for i, c in enumerate(cards)) and n <= 13


def check_meld_ordered(cards: Sequence[CardId]) -> Meld:
    """Validate cards exactly in the given order (how a laid meld is re-checked)."""
    cards = tuple(cards)
    if len(set(cards)) != len(cards):
        raise IllegalMeld("the same physical card appears twice")
    if len(cards) < 3:
        raise IllegalMeld(f"a meld needs at least 3 cards ({cards_str(cards)})")
    naturals = [c for c in cards if not is_joker(c)]
    jokers = len(cards) - len(naturals)
    if len(cards) == 3 and jokers > 1:
        raise IllegalMeld(f"a meld of three cards holds at most one joker ({cards_str(cards)})")
    if not naturals:
        raise IllegalMeld(f"a meld needs natural cards, not only jokers ({cards_str(cards)})")
    ranks = {rank_of(c) for c in naturals}
    suits = {suit_of(c) for c in naturals}
    if len(ranks) == 1 and (len(naturals) > 1 or len(cards) <= MAX_GROUP):
        if len(suits) == 1 and len(naturals) > 1:
            raise IllegalMeld(
                f"two identical cards never sit in one meld ({cards_str(cards)})")
        if len(naturals) == 1:
            # One natural and jokers: only a sequence reading could apply.
            return _sequence(cards)
        return _group(cards)
    if len(suits) != 1:
        raise IllegalMeld(
            f"not a group (same rank, different suits) nor a sequence (one suit in order): {cards_str(cards)}")
    return _sequence(cards)


def check_meld(cards: Sequence[CardId], variant: Variant | None = None) -> "ScoredMeld":
    """Validate a meld in laid order; a sequence may also be given high-to-low.

    Raises :class:`IllegalMeld` with a sentence a player understands.
    """
    cards = tuple(cards)
    try:
        meld = check_meld_ordered(cards)
    except IllegalMeld as first_error:
        if len(cards) >= 3 and len({suit_of(c) for c in cards if not is_joker(c)}) == 1:
            try:
                meld = check_meld_ordered(tuple(reversed(cards)))
            except IllegalMeld:
                raise first_error from None
        else:
            raise
    return ScoredMeld(meld, variant)


@dataclass(frozen=True)
class ScoredMeld:
    """A validated meld together with the variant that values it (the public API)."""

    meld: Meld
    variant: Variant | None

    @property
    def kind(self) -> str:
        return self.meld.kind.value

    @property
    def cards(self) -> tuple[CardId, ...]:
        return self.meld.cards

    @property
    def points(self) -> int:
        if self.variant is None:
            raise ValueError("points need a variant: check_meld(cards, JOLLY)")
        return self.meld.points(self.variant)

    def joker_meanings(self) -> tuple[JokerMeaning, ...]:
        return self.meld.joker_meanings()


def arrange_meld(cards: Iterable[CardId]) -> Meld:
    """Find a legal laid order for a set of cards, or raise :class:`IllegalMeld`.

    People select cards in any order; this puts naturals in sequence order and
    jokers into the gaps (spare jokers at the high end, else the low end).
    """
    cards = tuple(cards)
    naturals = sorted((c for c in cards if not is_joker(c)), key=rank_of)
    jokers = [c for c in cards if is_joker(c)]
    if not naturals:
        raise IllegalMeld("a meld needs natural cards, not only jokers")
    if len({rank_of(c) for c in naturals}) == 1:
        return check_meld_ordered(tuple(naturals) + tuple(jokers))
    if len({suit_of(c) for c in naturals}) != 1:
        return check_meld_ordered(cards)  # raises the right sentence
    errors: list[IllegalMeld] = []
    for high_ace in (False, True):
        def val(c: CardId) -> int:
            r = rank_of(c)
            return 14 if (high_ace and r == ACE) else r
        nat = sorted(naturals, key=val)
        values = [val(c) for c in nat]
        if len(set(values)) != len(values):
            continue
        seq: list[CardId] = []
        spare = list(jokers)
        ok = True
        for a, b in zip(nat, nat[1:]):
            seq.append(a)
            gap = val(b) - val(a) - 1
            for _ in range(gap):
                if not spare:
                    ok = False
                    break
                seq.append(spare.pop())
        if not ok:
            continue
        seq.append(nat[-1])
        for order in ("high", "low"):
            trial = list(seq)
            rest = list(spare)
            while rest:
                if order == "high":
                    trial.append(rest.pop())
                    order = "low"
                else:
                    trial.insert(0, rest.pop())
                    order = "high"
            try:
                return check_meld_ordered(tuple(trial))
            except IllegalMeld as e:
                errors.append(e)
    if errors:
        raise errors[0]
    return check_meld_ordered(cards)


def extend_meld(meld: Meld, card: CardId, end: End) -> Meld:
    """The meld after laying off ``card`` (RULES.md §8), or :class:`IllegalMeld`."""
    if card in meld.cards:
        raise IllegalMeld("that card is already in the meld")
    if meld.kind is MeldKind.GROUP:
        new = check_meld_ordered(meld.cards + (card,))
        if new.kind is not MeldKind.GROUP:
            raise IllegalMeld(f"{card_name(card)} does not fit this group")
        return new
    cards = (card,) + meld.cards if end is End.LOW else meld.cards + (card,)
    try:
        new = check_meld_ordered(cards)
    except IllegalMeld as e:
        raise IllegalMeld(f"{card_name(card)} does not fit the {end.value} end of {meld}: {e.message}") from None
    expected_start = meld.start - 1 if end is End.LOW else meld.start
    if new.kind is not MeldKind.SEQUENCE or new.start != expected_start:
        raise IllegalMeld(f"{card_name(card)} does not fit the {end.value} end of {meld}")
    return new


def fits_end(meld: Meld, card: CardId, end: End) -> bool:
    """Whether ``card`` can be laid off at ``end``, by arithmetic (the hot path of
    hints and bots). :func:`extend_meld` stays the authority; a property test
    checks the two agree."""
    n = len(meld.cards)
    if card in meld.cards:
        return False
    if meld.kind is MeldKind.GROUP:
        if n >= MAX_GROUP:
            return False
        if is_joker(card):
            return not any(is_joker(c) for c in meld.cards)
        return rank_of(card) == meld.rank and all(
            is_joker(c) or suit_of(c) != suit_of(card) for c in meld.cards)
    if n + 1 > MAX_SEQUENCE:
        return False
    if end is End.LOW:
        value, lo, hi, neighbour = meld.start - 1, meld.start - 1, meld.end_value, meld.cards[0]
    else:
        value, lo, hi, neighbour = meld.end_value + 1, meld.start, meld.end_value + 1, meld.cards[-1]
    if lo < 1 or hi > 14 or (lo == 1 and hi == 14):
        return False
    if is_joker(card):
        return not is_joker(neighbour)
    return suit_of(card) == meld.suit and rank_of(card) == rank_of_value(value)


def layoff_ends(meld: Meld, card: CardId) -> tuple[End, ...]:
    """The ends of ``meld`` where ``card`` fits (RULES.md §28)."""
    ends = (End.HIGH,) if meld.kind is MeldKind.GROUP else (End.LOW, End.HIGH)
    return tuple(end for end in ends if fits_end(meld, card, end))


def swap_joker(meld: Meld, joker: CardId, natural: CardId) -> Meld:
    """The meld with ``natural`` in ``joker``'s place (RULES.md §9), or :class:`IllegalMeld`."""
    if not is_joker(joker) or joker not in meld.cards:
        raise IllegalMeld("that joker is not in this meld", Reason.NOT_A_JOKER)
    if is_joker(natural):
        raise IllegalMeld("a joker is freed only by the natural card it stands for",
                          Reason.WRONG_CARD_FOR_JOKER)
    index = meld.cards.index(joker)
    if meld.kind is MeldKind.GROUP:
        if len(meld.naturals) < 3:
            raise IllegalMeld(
                "a joker in a group is freed only when the group holds three natural cards, "
                "by the fourth", Reason.JOKER_NOT_FREE)
        meaning = meld.joker_meanings()[0]
        if rank_of(natural) != meld.rank or suit_of(natural) not in meaning.suits:
            raise IllegalMeld(f"this joker stands for the missing suit of {meld}; "
                              f"{card_name(natural)} is not it", Reason.WRONG_CARD_FOR_JOKER)
    else:
        want_rank = rank_of_value(meld.start + index)
        if rank_of(natural) != want_rank or suit_of(natural) != meld.suit:
            raise IllegalMeld(f"this joker stands for another card, not {card_name(natural)}",
                              Reason.WRONG_CARD_FOR_JOKER)
    cards = meld.cards[:index] + (natural,) + meld.cards[index + 1:]
    return check_meld_ordered(cards)
