"""The engine's verdict on one of *our* actions, computed from our view alone.

The client does not hold the round state, but everything the rules consult to
judge the seat's own action is in its view. The engine rebuilds a stand-in
state from the view (:func:`lanjolly.infostate.state_from_view`, hidden cards
as placeholders no check of our own action reads) and its ``check`` answers.
The table then never sends what the host would refuse, and shows the very
sentence the host would have sent, without carrying rules of its own. The
host stays the authority.
"""

from __future__ import annotations

from typing import Optional

from lanjolly.actions import Action
from lanjolly.errors import IllegalAction
from lanjolly.infostate import state_from_view, table_melds as _table_melds
from lanjolly.round import RoundState, TableMeld, check
from lanjolly.views import View


def table_melds(view: View) -> tuple[TableMeld, ...]:
    """The view's melds as engine melds (for ``layoff_targets`` and friends)."""
    return _table_melds(view.melds)


def shadow_state(view: View) -> RoundState:
    """A round state that agrees with ``view`` on everything the seat may know."""
    if view.seat is None:
        raise ValueError("a spectator has no actions to check")
    return state_from_view(view)


def precheck(view: Optional[View], action: Action) -> Optional[IllegalAction]:
    """Why the host would refuse ``action``, or None when it would be accepted."""
    if view is None:
        return None
    return check(shadow_state(view), action)
