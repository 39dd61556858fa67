"""The move clock on the felt: a bar on the mover's plate, and a warning in the last 10 s.

The side panel counts down; this mirrors it on the plate of whoever is to move
(a bar that turns red in the last 10 s). A red bar is easy to miss while
sorting cards, so when it is the player's own move the last 10 s are also said
where the player is looking: a bubble above the hand and, if sounds are on, the
system beep. Once per turn: a clock restarted within the same turn (a
reconnect, a new snapshot) does not warn again. (Qt's sound-effect module is
not part of PySide6-Essentials, so the beep is the one sound there is.)
"""

from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QApplication

from lanjolly.state import Phase
from lanjolly.views import View

from .panel import URGENT_MS
from .scene import TableScene

TOAST_MS = 3_500


class MoveClock(QObject):
    """Takes the panel's clock ticks; ``view`` gives the table's view, ``sound_on`` the setting."""

    warned = Signal(int)              # ms left when the warning was given

    def __init__(self, scene: TableScene, view: Callable[[], Optional[View]], sound_on: Callable[[], bool],
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self._scene, self._view, self._sound_on = scene, view, sound_on
        self._warned_for: Optional[tuple[int, int]] = None

    def tick(self, fraction: Optional[float], ms_left: int) -> None:
        """One tick of the panel's countdown (``fraction`` None: no clock running)."""
        v = self._view()
        for seat in range(len(v.hand_counts) if v is not None else 0):
            plate = self._scene.furniture.plate_of(seat)
            if plate is not None:
                on = v is not None and seat == v.current and v.phase != Phase.OVER and fraction is not None
                plate.set_clock(fraction if on else None, ms_left)
        self.check(v, fraction, ms_left)

    def _above_hand(self) -> QPointF:
        lay = self._scene.layout
        if lay is None or not lay.hand:
            return self._scene.sceneRect().center()
        return QPointF(lay.width / 2, min(p.y() for p, _ in lay.hand))

    def text(self) -> str:
        return self.tr("10 seconds left for your move!")

    def check(self, view: Optional[View], fraction: Optional[float], ms_left: int) -> bool:
        """Called on every clock tick; warns (and returns True) the first time the player's
        own move passes 10 s left."""
        if view is None or fraction is None or view.seat is None or view.current != view.seat:
            return False
        if view.phase not in (Phase.DRAW, Phase.PLAY) or not 0 < ms_left <= URGENT_MS:
            return False
        turn = (view.round_no, view.turn_no)
        if self._warned_for == turn:
            return False
        self._warned_for = turn
        self._scene.show_toast(self.text(), self._above_hand(), ms=TOAST_MS)
        if self._sound_on():
            QApplication.beep()
        self.warned.emit(ms_left)
        return True
