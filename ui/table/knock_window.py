"""The knock window as the table shows it: a countdown on the lit Knock button, "waiting for knocks".

After a discard in a knock game the host waits ``knock_window_ms`` for knocks
and holds the next player's draw meanwhile (RULES.md §24), but only when a
person may knock. Silently held draws looked like a frozen table and a 2 s
window was gone before anyone saw the button (issue 22 item 4). The view says
whether knocks are due; whether the host waits is the engine's turn flow
(:func:`lanjolly.turnflow.knock_window_needed`, asked on the view's stand-in
state with the seats' people and bots); the time is counted from the view
that opened the window.
"""

from __future__ import annotations

import math
import time
from typing import Optional, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from lanjolly.infostate import state_from_view
from lanjolly.state import Phase
from lanjolly.turnflow import Control, knock_window_needed
from lanjolly.views import View

TICK_MS = 200


class KnockWindow(QObject):
    """Whether the table waits for knocks now, and for how many more seconds."""

    changed = Signal()

    def __init__(self, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._deadline: Optional[float] = None
        self._shown: Optional[int] = None
        self._key: Optional[tuple[int, int]] = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def on_view(self, view: View, bots: Sequence[bool]) -> None:
        """Open, keep or close the window for this view (a discard opens one; a draw closes it)."""
        variant = view.variant
        if not (variant.knock and view.knock_open and view.phase == Phase.DRAW):
            self._close()
            return
        key = (view.round_no, view.turn_no)
        if key == self._key:
            return                                    # the same window: keep counting
        self._key = key
        controls = [Control.BOT if s < len(bots) and bots[s] else Control.PERSON
                    for s in range(len(view.hand_counts))]
        if not knock_window_needed(state_from_view(view), controls):
            self._close()
            return
        self._deadline = time.monotonic() + variant.knock_window_ms / 1000
        self._timer.start()
        self._tick()

    def seconds_left(self) -> Optional[int]:
        """Whole seconds (rounded up) until the window closes, or None when none is open."""
        if self._deadline is None:
            return None
        left = self._deadline - time.monotonic()
        return math.ceil(left) if left > 0 else None

    def _tick(self) -> None:
        shown = self.seconds_left()
        if shown is None:
            self._close()
        elif shown != self._shown:
            self._shown = shown
            self.changed.emit()

    def _close(self) -> None:
        self._timer.stop()
        was_open = self._shown is not None
        self._deadline = self._shown = None
        if was_open:
            self.changed.emit()
