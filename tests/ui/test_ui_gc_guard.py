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
        _gc_on_the_gui_thread.start()


def _count_up_to_a_full_collection(collector) -> None:
    """Middle collections until the oldest generation's count passes its threshold."""
    while gc.get_count()[2] <= collector.threshold[2]:
        gc.collect(1)


def test_no_full_collection_until_the_long_lived_objects_grew_by_a_quarter(_gc_on_the_gui_thread):
    """CPython's rule for the oldest generation, which the first version of the guard left
    out: it walked every long-lived object every tenth middle collection (40-80 ms of a
    frozen window each, every 20-25 s while a bot thought)."""
    collector = _gc_on_the_gui_thread
    gc.collect()                                  # the long-lived objects counted afresh
    full = gc.get_stats()[2]["collections"]
    _count_up_to_a_full_collection(collector)
    collector.check()
    assert gc.get_stats()[2]["collections"] == full, "a full collection with nothing new to find"
    grown = [[i] for i in range(collector.long_lived // 3 + 1000)]   # a third more long-lived objects
    gc.collect(1)
    gc.collect(1)                                 # now in the oldest generation
    _count_up_to_a_full_collection(collector)
    collector.check()
    assert gc.get_stats()[2]["collections"] == full + 1, "the grown oldest generation was not collected"
    del grown


def test_the_start_up_objects_are_out_of_the_collectors_sight(_gc_on_the_gui_thread):
    collector = _gc_on_the_gui_thread
    before = gc.get_freeze_count()
    try:
        collector.freeze_start_up()
        assert gc.get_freeze_count() > before
        assert collector.long_lived == len(gc.get_objects(2)) == 0
    finally:
        gc.unfreeze()                             # the test process's objects go back
        gc.collect()
