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
from lanjolly.variants import Variant, preset  # noqa: E402


def arguments(argv: list[str], description: str) -> tuple[argparse.Namespace, Variant]:
    """The deals to play (both GC benchmarks take the same), with Expert set to make the
    same moves whatever the machine's load."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--variant", choices=("jolly", "romme"), default="romme")
    p.add_argument("--target", type=int, default=1)
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--seed", type=int, default=20261204)
    p.add_argument("--worlds", type=int, default=16)
    a = p.parse_args(argv)
    ExpertBot.time_cap = None          # the same moves whatever the machine's load
    ExpertBot.worlds = a.worlds
    return a, preset(a.variant).with_options(target_points=a.target)


def play(a: argparse.Namespace, variant: Variant) -> None:
    for d in range(a.deals):
        play_deal((variant, ("expert", "strong"), a.seed, d, False))


def quantiles(xs: list[float]) -> dict[str, float]:
    """Count, median, p99, worst and total of ``xs`` (milliseconds)."""
    xs = sorted(xs)

    def q(f: float) -> float:
        return round(xs[min(len(xs) - 1, int(f * len(xs)))], 1) if xs else 0.0
    return {"n": len(xs), "median_ms": q(0.5), "p99_ms": q(0.99), "worst_ms": round(xs[-1], 1) if xs else 0.0,
            "total_ms": round(sum(xs))}


class Pauses:
    """Every collection's pause per generation, from ``gc.callbacks`` (in the collecting thread)."""

    def __init__(self) -> None:
        self.ms: dict[int, list[float]] = {0: [], 1: [], 2: []}
        self._started = 0.0

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        else:
            self.ms[info["generation"]].append((time.perf_counter() - self._started) * 1000)

    def report(self) -> dict[str, Any]:
        return {f"gen{g}": quantiles(xs) for g, xs in self.ms.items()}


def main(argv: list[str]) -> int:
    a, variant = arguments(argv, __doc__.split("\n")[0])
    pauses = Pauses()
    gc.callbacks.append(pauses)
    c0 = time.process_time()
    play(a, variant)
    cpu = time.process_time() - c0
    gc.callbacks.remove(pauses)
    out: dict[str, Any] = {"variant": a.variant, "deals": a.deals, "seed": a.seed, "worlds": a.worlds,
                           "cpu_s": round(cpu, 1), "tracked_at_end": len(gc.get_objects()), **pauses.report()}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
