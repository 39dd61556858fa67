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

"The same collection" includes CPython's rule for the oldest generation: a full
collection walks every long-lived object (tens of thousands once the solver's
tables fill; 89-168 ms each in ``bench/bench_gui_gc.py``, the GUI thread and the
bot both held; since ``lanjolly/settle.py`` the engine's caches are frozen when the
first bot is made and no longer walked), so CPython runs one only after the long-lived objects have
grown by a quarter since the last. The first version of this guard left that
rule out and ran a full collection every tenth middle one, every 20-25 s while
a bot thought.

The objects alive once the window is up (modules, classes, Qt's wrappers) are
moved out of the collector's sight with ``gc.freeze``: they live as long as
the process, and every full collection walked them for nothing.
"""

from __future__ import annotations

import gc
from typing import Optional

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 200
FULL_GROWTH = 0.25      # CPython's own: the long-lived objects grew by a quarter since the last full one


class MainThreadCollector(QObject):
    """Owns the collector while it exists; ``stop`` gives it back to CPython."""

    def __init__(self, parent: Optional[QObject] = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.check)
        self.long_lived = 0                     # the oldest generation's size after the last full collection
        self._asked_at = -1                     # the oldest generation's count when last asked
        self.start()

    def start(self) -> None:
        """Take the collector over from CPython (again, after :meth:`stop`)."""
        self.long_lived = len(gc.get_objects(2))
        self._asked_at = -1
        if self._after not in gc.callbacks:
            gc.callbacks.append(self._after)
        gc.disable()
        self.timer.start()

    def check(self) -> int:
        """Collect the youngest generation whose count passed CPython's own threshold (the
        oldest only once it grew enough, :meth:`full_due`), as the automatic collector would;
        returns the number of objects found unreachable."""
        counts = gc.get_count()
        if counts[2] > self.threshold[2] and self.full_due(counts[2]):
            return gc.collect(2)
        for generation in (1, 0):
            if counts[generation] > self.threshold[generation]:
                return gc.collect(generation)
        return 0

    def full_due(self, count: int) -> bool:
        """Whether the oldest generation grew by :data:`FULL_GROWTH` since the last full
        collection. Why not always: CPython's own rule (its ``long_lived_pending`` against a
        quarter of ``long_lived_total``), which keeps full collections from making a process
        quadratic in its live objects. Measured as the generation's growth, once per middle
        collection (``count`` moves only then); counting it costs ~1 ms per 60,000 objects."""
        if count == self._asked_at:
            return False
        self._asked_at = count
        return len(gc.get_objects(2)) - self.long_lived > self.long_lived * FULL_GROWTH

    def _after(self, phase: str, info: dict[str, int]) -> None:
        """After any full collection, whoever ran it, the long-lived objects are counted again."""
        if phase == "stop" and info.get("generation") == 2:
            self.long_lived = len(gc.get_objects(2))
            self._asked_at = -1

    def freeze_start_up(self) -> None:
        """Take every object alive now out of the collector's sight for the process's life.

        Why: once the window is up, what is alive (modules, classes, Qt's wrappers) stays
        alive, and every full collection walked it. Freezing is a list move (microseconds);
        nothing is collected first, since a collection at this point finds no garbage
        (measured: 0 objects in 64 ms, which would delay the first paint). An object frozen
        here is still freed when its last reference goes; only a cycle among frozen objects
        would stay."""
        gc.freeze()
        self.long_lived = len(gc.get_objects(2))

    def stop(self) -> None:
        self.timer.stop()
        if self._after in gc.callbacks:
            gc.callbacks.remove(self._after)
        gc.enable()


def install(parent: QObject) -> MainThreadCollector:
    """Collect cycles on the thread that owns ``parent`` (the application) from now on."""
    return MainThreadCollector(parent)

