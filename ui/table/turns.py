"""What a new view does to the turn, as the table widget sees it (prev: the view before).

Why a module: these are the table widget's questions about a view change, kept pure (views in,
a bool out) so the widget stays a wiring of parts; none of them is a rule of the game.
"""

from __future__ import annotations

from typing import Optional

from lanjolly.state import Phase
from lanjolly.views import View


def turn_starts(prev: Optional[View], view: View, me: int) -> bool:
    """This view gives the player a new turn (a watcher never has one)."""
    mine = view.seat is not None and view.current == me and view.phase == Phase.DRAW
    return mine and (prev is None or prev.current != me or prev.turn_no != view.turn_no
                     or prev.round_no != view.round_no)


def turn_ended(prev: Optional[View], view: View, me: int) -> bool:
    """The player's own turn is over (a discard, a timeout): nothing stays staged."""
    return (prev is not None and prev.current == me and prev.phase in (Phase.DRAW, Phase.PLAY)
            and (view.current != me or view.turn_no != prev.turn_no))


def turn_changes(prev: Optional[View], view: View) -> bool:
    """The view gives the turn to someone new (the words and the clock wait for the felt)."""
    return view.phase in (Phase.DRAW, Phase.PLAY) and (
        prev is None or (prev.round_no, prev.turn_no, prev.current) != (view.round_no, view.turn_no, view.current))
