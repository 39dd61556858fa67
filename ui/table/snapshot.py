"""What the scene draws for one moment: the engine's view plus the player's local choices.

The table widget builds a :class:`Snapshot`; the scene and its furniture only
read it. Every flag here that sounds like a rule (``can_draw``, ``can_lay``,
``marked``) was answered by the engine (see :mod:`ui.table.asks`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from lanjolly.cards import CardId
from lanjolly.views import View

from ..i18n.words import words
from .staging import StagedMeld


@dataclass(frozen=True)
class PlateInfo:
    """One player's plate: who, the match total, and this round so far."""

    seat: int
    name: str
    total: int
    round_text: str = ""          # "laid 40" (Jolly) or "hand 17" (Rommé, own hand)
    current: bool = False
    eliminated: bool = False
    bot: bool = False
    opened: bool = False
    extra: str = ""               # a short note for the player ("opening needs 40")


@dataclass
class Snapshot:
    view: View
    me: int
    names: Sequence[str]
    hand: Sequence[CardId]                    # display order, staged cards excluded
    plates: Sequence[PlateInfo]
    staged: Sequence[StagedMeld] = ()
    staging_total: str = ""
    hint_melds: Sequence[Sequence[CardId]] = ()
    marked: frozenset[CardId] = frozenset()   # taken from the discard pile this turn
    four_colour: bool = False
    eliminated: Sequence[bool] = ()
    board_visible: bool = True
    totals_after: Sequence[int] = ()
    can_draw: bool = False
    can_lay: bool = False
    hand_slots: Sequence[int] = ()            # each shown hand card's place in the fan (staged: a gap)
    slot_count: int = 0                       # places in the fan: the whole hand, staged cards too
    staging_room: int = 0                     # three-card melds' room kept for composing (layout)
    caption_room: int = 0                     # characters kept for "Opening: 24 / 40" by "Your melds"
    card_scale: float = 1.0                   # the player's card size, a share of the fitted size
    turn: int | None = None                   # whose turn the felt shows (the arrow, the lit plate)

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else words().seat(seat + 1)

    def plate(self, seat: int) -> PlateInfo:
        for p in self.plates:
            if p.seat == seat:
                return p
        return PlateInfo(seat, self.name(seat), 0)
