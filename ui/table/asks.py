"""What the engine allows the player right now, asked once per view.

The table copies no rule. Every "may I?" it shows (an arrow at a meld end, a
glowing stock, a lit Knock or Lay button, which discards a click would take)
comes from ``lanjolly.queries.legal_actions_from_view`` (the engine rebuilds
what the seat may know, :func:`lanjolly.infostate.state_from_view`), and every
"why not?" from the engine's ``check`` (:mod:`ui.table.shadow`).
"""

from __future__ import annotations

from typing import Optional, TypeVar

from lanjolly.actions import (Action, DrawStock, Knock, LayMelds, LayOff, SwapJoker,
                              TakeDiscard)
from lanjolly.cards import CardId
from lanjolly.melds import End
from lanjolly.queries import legal_actions_from_view
from lanjolly.scoring import hand_value, score_round
from lanjolly.state import Phase
from lanjolly.views import View

from .shadow import precheck, shadow_state

_A = TypeVar("_A", bound=Action)


class Asks:
    """The engine's answers for one view of one seat."""

    def __init__(self, view: Optional[View]) -> None:
        self.view = view
        self._actions: list[Action] = []
        self._laid: tuple[int, ...] = ()
        if view is None or view.seat is None or view.phase in (Phase.OVER, Phase.RESHUFFLE):
            return
        self._actions = legal_actions_from_view(view)
        result = score_round(shadow_state(view))
        self._laid = tuple(sc.laid_total if sc is not None else 0 for sc in result.seats)

    def _of(self, kind: type[_A]) -> list[_A]:
        return [a for a in self._actions if isinstance(a, kind)]

    @property
    def can_draw(self) -> bool:
        return bool(self._of(DrawStock))

    @property
    def can_knock(self) -> bool:
        return bool(self._of(Knock))

    @property
    def can_lay(self) -> bool:
        """Laying melds is allowed now (the play phase, and the opening reachable)."""
        return bool(self._of(LayMelds))

    def takeable_counts(self) -> set[int]:
        """How many cards from the top of the discard pile one click may take."""
        return {a.count for a in self._of(TakeDiscard)}

    def layoffs(self, card: CardId) -> list[tuple[int, End]]:
        return [(a.meld_id, a.end) for a in self._of(LayOff) if a.card == card]

    def swaps(self, card: CardId) -> list[tuple[int, CardId]]:
        return [(a.meld_id, a.joker) for a in self._of(SwapJoker) if a.card == card]

    def why_not(self, action: Action) -> Optional[str]:
        """Why the engine refuses ``action`` now, in the reader's words (None: it is allowed)."""
        err = precheck(self.view, action)
        if err is None:
            return None
        from ..i18n.host_text import host_text
        return host_text().refusal(err.code.value, {}, err.message)

    def laid_this_round(self, seat: int) -> int:
        """Points a seat has laid on the table this round (the engine's scoring)."""
        return self._laid[seat] if seat < len(self._laid) else 0

    def hand_points(self) -> int:
        """What the player's own hand would cost if the round ended now."""
        return hand_value(self.view.hand, self.view.variant) if self.view is not None else 0
