"""The table says whose turn it is, and starts that turn's clock, once the felt shows it.

Why: a view that gives a new turn arrives while the felt is still drawing how it
came about (the deal's cards flying in for ~0.8 s, the last discard for 0.2 s). Said
at once, "Your turn" and a running bar were ahead of the cards on the felt, and part
of the turn seemed gone before the table showed it was the player's (issue 22 item 2).
The host gives that time back (``lanjolly.turnclock``: the turn's own time starts
after the show); this holds the words and the bar until the felt is still, so both
start together, with the time the host said less what the show took.

Nothing here changes the host's clock: the gate only decides when the countdown the
host sent starts to be shown.
"""

from __future__ import annotations

import time
from typing import Callable, Optional

from PySide6.QtCore import QObject, QTimer, Signal

LONGEST_HOLD_S = 3.0      # a felt that never comes to rest (a slow machine) still gets its clock
POLL_MS = 30


class ClockGate(QObject):
    """``busy()`` says the felt is still moving; ``show(ms_left, bank_left)`` starts the
    countdown the panel shows. ``opened`` says the held words may be said now."""

    opened = Signal()

    def __init__(self, busy: Callable[[], bool], show: Callable[[int, int], None],
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._busy, self._show = busy, show
        self._holding = False
        self._since = 0.0
        self._numbers: Optional[tuple[int, int, float]] = None   # ms left, bank left, when the host said them
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check)

    @property
    def held(self) -> bool:
        """A new turn's words and clock wait for the felt."""
        return self._holding

    def expect(self, new_turn: bool) -> None:
        """A view arrived (before the felt draws it): one that starts a turn holds the words
        and the clock until the felt is still."""
        if new_turn:
            self._holding, self._since = True, time.monotonic()
            self._poll.start()

    def take(self, ms_left: int, bank_left: int) -> None:
        """The host's time left (< 0: no clock) and its time bank part (-1: none), said with
        the view: shown now, or when the felt is still."""
        self._numbers = (ms_left, bank_left, time.monotonic())
        if not self._holding:
            self._open()

    def _check(self) -> None:
        if self._holding and self._busy() and time.monotonic() - self._since < LONGEST_HOLD_S:
            return
        self._poll.stop()
        self._holding = False
        self._open()
        self.opened.emit()

    def _open(self) -> None:
        numbers, self._numbers = self._numbers, None
        if numbers is None:
            return
        ms_left, bank_left, said = numbers
        spent = int((time.monotonic() - said) * 1000)
        if ms_left >= 0:
            ms_left = max(0, ms_left - spent)
            bank_left = min(bank_left, ms_left) if bank_left >= 0 else -1
        self._show(ms_left, bank_left)
