"""Garbage-collector pauses on the GUI thread while a bot thinks in a worker thread.

Why: the app switches CPython's automatic collector off and collects from a timer
on the GUI thread (``ui/gc_guard.py``), so every full collection freezes the
window, and, holding the interpreter, the bot's thread with it. This runs that
arrangement as the app does: a Qt event loop on the main thread with the app's
collector and a 60 Hz frame timer, and Expert playing Strong on the deals of
``bench_gc.py`` in a worker thread (the cap off, a fixed number of worlds, so
every run makes the same moves). It reports the collections per generation and
how late the frames came. Run it from two checkouts alternately to compare
collector policies.

Prints one JSON line.
"""

from __future__ import annotations

import gc
import json
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QTimer  # noqa: E402

import ui.main_window  # noqa: E402,F401  (what the app has imported when its window is up)
from bench_gc import Pauses, arguments, play, quantiles  # noqa: E402
from ui import gc_guard  # noqa: E402

FRAME_MS = 16


def main(argv: list[str]) -> int:
    a, variant = arguments(argv, __doc__.split("\n")[0])
    app = QCoreApplication([sys.argv[0]])
    collector = gc_guard.install(app)
    freeze = getattr(collector, "freeze_start_up", None)   # absent in the code before it
    if freeze is not None:
        freeze()
    pauses = Pauses()
    gc.callbacks.insert(0, pauses)

    late: list[float] = []
    last = [time.perf_counter()]

    def frame() -> None:
        now = time.perf_counter()
        late.append(max(0.0, (now - last[0]) * 1000 - FRAME_MS))
        last[0] = now
    frames = QTimer()
    frames.timeout.connect(frame)
    frames.start(FRAME_MS)

    done = threading.Event()

    def work() -> None:
        try:
            play(a, variant)
        finally:
            done.set()
    poll = QTimer()
    poll.timeout.connect(lambda: app.quit() if done.is_set() else None)
    poll.start(50)
    c0, w0 = time.process_time(), time.perf_counter()
    worker = threading.Thread(target=work, name="bot")
    worker.start()
    app.exec()
    worker.join()
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    gc.callbacks.remove(pauses)
    out: dict[str, Any] = {"variant": a.variant, "deals": a.deals, "seed": a.seed, "worlds": a.worlds,
                           "frozen": freeze is not None, "cpu_s": round(cpu, 1), "wall_s": round(wall, 1),
                           "tracked_at_end": len(gc.get_objects()), **pauses.report(),
                           "frame_late": quantiles(late), "frames_late_over_50ms": sum(1 for x in late if x > 50)}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
