"""Garbage-collector pauses on the GUI thread while a bot thinks in a worker thread.

Why: the app switches CPython's automatic collector off and collects from a timer
on the GUI thread (``ui/gc_guard.py``), so every full collection freezes the
window, and, holding the interpreter, the bot's thread with it. This runs that
arrangement as the app does: a Qt event loop on the main thread with the app's
collector and a 60 Hz frame timer, and Expert playing Strong on seeded deals in
a worker thread (the cap off, a fixed number of worlds, so every run makes the
same moves). It reports the collections per generation and how late the frames
came. Run it from two checkouts alternately to compare collector policies.

Prints one JSON line.
"""

from __future__ import annotations

import argparse
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
from lanjolly.bots.expert import ExpertBot  # noqa: E402
from lanjolly.sim import play_deal  # noqa: E402
from lanjolly.variants import preset  # noqa: E402
from ui import gc_guard  # noqa: E402

FRAME_MS = 16


def quantiles(xs: list[float]) -> dict[str, float]:
    xs = sorted(xs)

    def q(f: float) -> float:
        return round(xs[min(len(xs) - 1, int(f * len(xs)))], 1) if xs else 0.0
    return {"n": len(xs), "median_ms": q(0.5), "p99_ms": q(0.99), "worst_ms": round(xs[-1], 1) if xs else 0.0,
            "total_ms": round(sum(xs))}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--variant", choices=("jolly", "romme"), default="romme")
    p.add_argument("--target", type=int, default=1)
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--seed", type=int, default=20261204)
    p.add_argument("--worlds", type=int, default=16)
    a = p.parse_args(argv)
    ExpertBot.time_cap = None          # the same moves whatever the machine's load
    ExpertBot.worlds = a.worlds
    variant = preset(a.variant).with_options(target_points=a.target)

    app = QCoreApplication([sys.argv[0]])
    collector = gc_guard.install(app)
    freeze = getattr(collector, "freeze_start_up", None)   # absent in the code before it
    if freeze is not None:
        freeze()
    pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
    started = [0.0]

    def watch(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            pauses[info["generation"]].append((time.perf_counter() - started[0]) * 1000)
    gc.callbacks.insert(0, watch)

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

    def play() -> None:
        try:
            for d in range(a.deals):
                play_deal((variant, ("expert", "strong"), a.seed, d, False))
        finally:
            done.set()
    poll = QTimer()
    poll.timeout.connect(lambda: app.quit() if done.is_set() else None)
    poll.start(50)
    c0, w0 = time.process_time(), time.perf_counter()
    worker = threading.Thread(target=play, name="bot")
    worker.start()
    app.exec()
    worker.join()
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    gc.callbacks.remove(watch)
    out: dict[str, Any] = {"variant": a.variant, "deals": a.deals, "seed": a.seed, "worlds": a.worlds,
                           "frozen": freeze is not None, "cpu_s": round(cpu, 1), "wall_s": round(wall, 1),
                           "tracked_at_end": len(gc.get_objects())}
    for g, xs in pauses.items():
        out[f"gen{g}"] = quantiles(xs)
    out["frame_late"] = quantiles(late)
    out["frames_late_over_50ms"] = sum(1 for x in late if x > 50)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
