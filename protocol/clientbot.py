"""A headless client's player: picks a move from its own view only.

The client knows only its view, so the engine rebuilds a stand-in round state
from it (:func:`lanjolly.infostate.state_from_view`, unseen cards as
placeholders). The legal moves of the seat to move depend only on its own
hand, the table and what the log shows of this turn, so the rules engine's
move list for that stand-in is exact.
"""

from __future__ import annotations

import random
from typing import Any

from lanjolly.actions import Action
from lanjolly.infostate import state_from_view
from lanjolly.round import Phase
from lanjolly.views import View

from .botseat import bot_action


def choose_from_view(v: View, strength: str, rng: random.Random,
                     cache: dict[Any, Any] | None = None) -> Action | None:
    """The seat's move now, or None when it is not this seat's turn."""
    if v.seat is None or v.current != v.seat or v.phase not in (Phase.DRAW, Phase.PLAY):
        return None
    return bot_action(state_from_view(v), v.seat, strength, rng, cache)
