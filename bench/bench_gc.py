"""Garbage-collector pauses in a process where Expert plays Strong.

Why: the solver and the bots keep large caches for the process's life, and
every full collection walks every object the collector tracks. With tracked
cache entries those collections paused 140-260 ms, inside Expert's 0.3 s
decisions and, at a host, inside the event loop. The work is fixed (seeded
deals, the cap off, a fixed number of worlds), so two versions of the code
can be compared on the same moves: run it from each checkout alternately.

Prints one JSON line: pauses per generation (count, median, p99, worst, total
ms), the objects the collector tracks at the end, and the CPU seconds.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lanjolly.bots.expert import ExpertBot  # noqa: E402
from lanjolly.sim import play_deal  # noqa: E402
from lanjolly.variants import preset  # noqa: E402


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
    pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}
    started: list[float] = [0.0]

    def watch(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            pauses[info["generation"]].append((time.perf_counter() - started[0]) * 1000)

    gc.callbacks.append(watch)
    c0 = time.process_time()
    for d in range(a.deals):
        play_deal((variant, ("expert", "strong"), a.seed, d, False))
    cpu = time.process_time() - c0
    gc.callbacks.remove(watch)

    def q(xs: list[float], f: float) -> float:
        return round(xs[min(len(xs) - 1, int(f * len(xs)))], 1) if xs else 0.0

    out: dict[str, Any] = {"variant": a.variant, "deals": a.deals, "seed": a.seed, "worlds": a.worlds,
                           "cpu_s": round(cpu, 1), "tracked_at_end": len(gc.get_objects())}
    for g, xs in pauses.items():
        xs.sort()
        out[f"gen{g}"] = {"n": len(xs), "median_ms": q(xs, 0.5), "p99_ms": q(xs, 0.99),
                          "worst_ms": round(xs[-1], 1) if xs else 0.0, "total_ms": round(sum(xs))}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
