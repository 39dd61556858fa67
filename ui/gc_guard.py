"""Cyclic garbage is collected on the GUI thread only.

A strong bot thinks in a worker thread (``protocol/tableclock.py`` through
qasync's executor) while the window runs. CPython starts a cyclic collection in
whichever thread happens to allocate past the threshold, so a window, scene or
card item left in a reference cycle by an earlier table could be finalised
*in the bot's thread*, deleting its C++ object while the GUI thread was using
it: the test suite saw this as an occasional segmentation fault inside the Qt
event loop, with the strong bot's rollout in the other thread.

The fix is the one PySide and pyqtgraph applications use: switch the automatic
collector off and run the same generational collection from a timer on the
GUI thread. Reference counting still frees everything that is not in a cycle
at once, in whatever thread drops it last; only cycles wait for the timer.
"""

from __future__ import annotations

import gc
from typing import Optional

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 200


class MainThreadCollector(QObject):
    """Owns the collector while it exists; ``stop`` gives it back to CPython."""

    def __init__(self, parent: Optional[QObject] = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)
        gc.disable()

    def check(self) -> int:
        """Collect the generations whose counts passed CPython's own thresholds, as the
        automatic collector would have; returns the number of objects found unreachable."""
        counts = gc.get_count()
        found = 0
        for generation in (2, 1, 0):
            if counts[generation] > self.threshold[generation]:
                found += gc.collect(generation)
                break
        return found

    def stop(self) -> None:
        self.timer.stop()
        gc.enable()


def install(parent: QObject) -> MainThreadCollector:
    """Collect cycles on the thread that owns ``parent`` (the application) from now on."""
    return MainThreadCollector(parent)
