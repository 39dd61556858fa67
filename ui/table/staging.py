"""Melds the player is composing before laying them (the opening in particular).

The player puts cards into one or more staged melds, sees each meld judged and
the running total against the opening threshold, can take any card back, and
finally lays everything with one ``LayMelds``. Judging uses the engine's own
``arrange_meld``/``check_meld`` and, for the whole lay, its ``check``; this module
only keeps the player's choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Sequence

from PySide6.QtCore import QCoreApplication

from lanjolly.actions import LayMelds
from lanjolly.cards import CardId
from lanjolly.errors import IllegalMeld
from lanjolly.melds import arrange_meld, check_meld
from lanjolly.variants import Variant

from ..i18n.meld_text import meld_problem

if TYPE_CHECKING:
    from .asks import Asks


@dataclass(frozen=True)
class StagedMeld:
    cards: tuple[CardId, ...]          # in laid order when ``ok``, else as staged
    ok: bool
    points: int                        # 0 unless ok
    problem: str = ""                  # the engine's sentence when not ok

    @property
    def complete(self) -> bool:
        return self.ok


def judge(cards: Sequence[CardId], variant: Variant) -> StagedMeld:
    """Arrange a staged set of cards into a legal laid order, or say why not (the engine's
    ``arrange_meld``/``check_meld``: the 3-card minimum is theirs too)."""
    cards = tuple(cards)
    try:
        meld = arrange_meld(cards)
        scored = check_meld(meld.cards, variant)
    except IllegalMeld as e:
        return StagedMeld(cards, False, 0, meld_problem(e))
    return StagedMeld(scored.cards, True, scored.points)


class Staging:
    """The staged melds, each a list of card ids in the order they were added."""

    def __init__(self) -> None:
        self._melds: list[list[CardId]] = []

    def __bool__(self) -> bool:
        return any(self._melds)

    @property
    def raw(self) -> tuple[tuple[CardId, ...], ...]:
        return tuple(tuple(m) for m in self._melds if m)

    def cards(self) -> set[CardId]:
        return {c for m in self._melds for c in m}

    def meld_of(self, card: CardId) -> Optional[int]:
        for i, m in enumerate(self._melds):
            if card in m:
                return i
        return None

    def add(self, card: CardId, meld: Optional[int] = None) -> int:
        """Stage ``card`` into meld ``meld`` (None or out of range: a new meld)."""
        self.remove(card)
        if meld is None or not 0 <= meld < len(self._melds):
            self._melds.append([card])
            return len(self._melds) - 1
        self._melds[meld].append(card)
        return meld

    def remove(self, card: CardId) -> bool:
        for m in self._melds:
            if card in m:
                m.remove(card)
                self._melds = [x for x in self._melds if x]
                return True
        return False

    def set_melds(self, melds: Sequence[Sequence[CardId]]) -> None:
        self._melds = [list(m) for m in melds if m]

    def clear(self) -> None:
        self._melds = []

    def keep_only(self, hand: Sequence[CardId]) -> None:
        """Drop staged cards that are no longer in the hand (after a view update)."""
        held = set(hand)
        self._melds = [[c for c in m if c in held] for m in self._melds]
        self._melds = [m for m in self._melds if m]

    def judged(self, variant: Variant) -> list[StagedMeld]:
        return [judge(m, variant) for m in self._melds if m]

    def total(self, variant: Variant) -> int:
        return sum(j.points for j in self.judged(variant))

    def ready(self, asks: Asks, seat: int) -> tuple[bool, str]:
        """Whether the staged melds can be laid now, else a sentence saying why: each meld is
        judged by the engine, then the whole lay by the engine's own ``check`` (the opening's
        worth, keeping a card to discard, the turn), as the host would judge it."""
        judged = self.judged(asks.view.variant) if asks.view is not None else []
        if not judged:
            return False, QCoreApplication.translate("Staging", "Put some cards here first.")
        for j in judged:
            if not j.ok:
                return False, j.problem
        why = asks.why_not(LayMelds(seat, tuple(j.cards for j in judged)))
        return why is None, why or ""

    def laid_order(self, variant: Variant) -> tuple[tuple[CardId, ...], ...]:
        return tuple(j.cards for j in self.judged(variant))
