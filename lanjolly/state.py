"""The round's data: its phases, its public events and the immutable state.

Why a module of its own: the rules (``round``), the scores (``scoring``), the
views and the infostate rebuild all read these types; keeping them apart from
the rules lets each of those import them without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import CardId
from .melds import Meld
from .variants import Variant


class Phase(str, Enum):
    """Whose move it is and of which kind. A ``str`` enum, so a view's phase
    still compares equal to its wire string (``"draw"``)."""

    DRAW = "draw"            # the current seat must draw (others may knock)
    PLAY = "play"            # the current seat lays, lays off, swaps, then discards
    RESHUFFLE = "reshuffle"  # chance: the host must supply the new stock order
    OVER = "over"


class EndReason(str, Enum):
    """Why a round ended (RULES.md §10 for the stock running out)."""

    WENT_OUT = "went_out"
    STOCK_EXHAUSTED = "stock_exhausted"


@dataclass(frozen=True)
class TableMeld:
    """A meld on the table, with who placed each card (RULES.md §17: placed cards
    count for whoever placed them)."""

    meld_id: int
    meld: Meld
    owners: tuple[int, ...]

    @property
    def cards(self) -> tuple[CardId, ...]:
        return self.meld.cards


class EventKind(str, Enum):
    """What an :class:`Event` records. ``str``-valued: the wire carries the value."""

    DEAL = "deal"
    DRAW_STOCK = "draw_stock"
    TAKE_DISCARD = "take_discard"
    LAY = "lay"
    LAY_OFF = "lay_off"
    SWAP = "swap"
    DISCARD = "discard"
    TIMEOUT = "timeout"
    TIMEOUT_DISCARD = "timeout_discard"
    KNOCK = "knock"
    RESHUFFLE = "reshuffle"
    OUT = "out"
    STOCK_EXHAUSTED = "stock_exhausted"


@dataclass(frozen=True)
class Event:
    """A public record of what happened: what every seat at the table saw.

    A card drawn from the stock is not in it; a card taken from the discard
    pile is (everyone saw it)."""

    kind: EventKind
    seat: int = -1
    cards: tuple[CardId, ...] = ()
    meld_id: int = -1
    end: str = ""
    count: int = 0


@dataclass(frozen=True)
class RoundState:
    variant: Variant
    round_no: int
    dealer: int
    active: tuple[bool, ...]
    hands: tuple[tuple[CardId, ...], ...]
    stock: tuple[CardId, ...]
    discard: tuple[CardId, ...]
    melds: tuple[TableMeld, ...] = ()
    next_meld_id: int = 0
    current: int = 0
    phase: Phase = Phase.DRAW
    turn_no: int = 0
    opened_turn: tuple[int, ...] = ()   # turn in which each seat opened, -1 if not yet
    taken_this_turn: tuple[CardId, ...] = ()
    drawn_card: CardId = -1             # the stock card drawn this turn, for timeouts
    swapped_jokers: tuple[CardId, ...] = ()
    knock_open: bool = False
    last_discarder: int = -1
    pending_timeout: bool = False       # a Timeout waits for the reshuffle to finish
    timeout_named: bool = False         # a draw-only Timeout was played: the discard half is due
    reshuffles: int = 0
    timeouts: tuple[int, ...] = ()      # consecutive timeouts per seat
    totals: tuple[int, ...] = ()        # match totals before this round (for views)
    winner: int = -1
    end_reason: EndReason | None = None
    log: tuple[Event, ...] = ()

    @property
    def seats(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def opened(self, seat: int) -> bool:
        return self.opened_turn[seat] >= 0

    def meld_by_id(self, meld_id: int) -> TableMeld | None:
        for m in self.melds:
            if m.meld_id == meld_id:
                return m
        return None

    def next_active(self, seat: int) -> int:
        n = self.seats
        for step in range(1, n + 1):
            s = (seat + step) % n
            if self.active[s]:
                return s
        raise RuntimeError("no active seat")  # pragma: no cover - deal guarantees two

    def all_card_locations(self) -> dict[CardId, str]:
        """Where every card is; used by conservation checks."""
        where: dict[CardId, str] = {}
        for c in self.stock:
            where[c] = "stock"
        for c in self.discard:
            where[c] = "discard"
        for s, hand in enumerate(self.hands):
            for c in hand:
                where[c] = f"hand{s}"
        for m in self.melds:
            for c in m.cards:
                where[c] = f"meld{m.meld_id}"
        return where
