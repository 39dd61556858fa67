"""Cycles are finalised on the GUI thread, never in a bot's worker thread (ui/gc_guard.py).

The suite used to crash now and then inside the Qt event loop while a strong bot thought
in qasync's executor thread: an allocation in that thread started CPython's collector
there, which finalised an earlier table's widgets off the GUI thread.
"""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject


class _Cycle:
    """A Qt object kept alive only by a reference cycle, as a closed table's widgets are."""

    def __init__(self) -> None:
        self.me = self
        self.qt = QObject()


def _garbage_and_a_busy_worker() -> list[int]:
    finalised_in: list[int] = []
    cycle = _Cycle()
    weakref.finalize(cycle, lambda: finalised_in.append(threading.get_ident()))
    del cycle

    def think() -> None:   # allocates like a bot's rollout: many small containers
        junk = [[i] for i in range(50_000)]
        del junk
    worker = threading.Thread(target=think)
    worker.start()
    worker.join()
    return finalised_in


def test_a_workers_allocations_do_not_finalise_gui_garbage(qtbot, _gc_on_the_gui_thread):
    assert not gc.isenabled()
    finalised_in = _garbage_and_a_busy_worker()
    assert finalised_in == []                       # nothing collected in the worker
    # The guard collects as CPython would, once allocations outnumber frees by the
    # threshold; the GUI thread's own work (here: twice the threshold in live containers) gets it there.
    live = [[i] for i in range(2 * gc.get_threshold()[0] + 100)]
    qtbot.waitUntil(lambda: bool(finalised_in), timeout=5000)   # the guard's timer collects
    del live
    assert finalised_in == [threading.get_ident()]  # collected here, on the GUI thread


def test_without_the_guard_the_worker_would_finalise_it(_gc_on_the_gui_thread):
    """The hazard the guard removes, shown with CPython's own collector switched back on."""
    _gc_on_the_gui_thread.stop()
    try:
        gc.collect()
        finalised_in = _garbage_and_a_busy_worker()
        assert finalised_in and finalised_in[0] != threading.get_ident()
    finally:
        gc.disable()
        _gc_on_the_gui_thread.timer.start()
